//! `insight serve`: the HTTP API (axum).
//!
//! | route | what |
//! |---|---|
//! | `POST /v1/ask` | `{"question", "session_id"?, "today"?, "preview"?}` → the [`Answer`] with its `session_id` (a conversation; follow-ups continue it), or with `"preview": true` the plan without running it |
//! | `POST /v1/ask/stream` | the same body → Server-Sent Events: `session`, `ood`, `route`, `plan`, `step_started`/`step_finished` per API call and tool, `findings`, `answer_delta` text chunks, `answer` (the object), `error`, `done`; a client that disconnects cancels the work |
//! | `GET /v1/models`, `POST /v1/chat/completions` | OpenAI-compatible chat (streamed or not): existing chat UIs and OpenAI client libraries work with the API key as the bearer token |
//! | `GET /v1/catalog` | what can be asked: the data APIs, their measures and example questions |
//! | `GET /` | the web page (chat, tables, charts), its assets under `/assets/` |
//! | `GET /openapi.json` | the OpenAPI 3.1 document (schemas generated from the Rust types) |
//! | `GET /metrics` | Prometheus metrics |
//! | `GET /healthz` | `{"status": "ok", ...}` once the engine is loaded |
//!
//! The seller is bound by the `Authorization: Bearer <key>` header through the settings' `keys`
//! (demo key `demo` → S001), never by the question; a session belongs to the key that made it.
//! Every error has one shape, `{"error": {"code": "...", "message": "..."}}`, with a stable
//! `code`:
//!
//! | code | HTTP | when |
//! |---|---|---|
//! | `bad_json` | 400 | the body is not JSON |
//! | `bad_request` | 400 | JSON of the wrong shape (no `question`, unknown field, bad `today`, bad `session_id`) |
//! | `empty_question` | 400 | the question is blank |
//! | `question_too_long` | 413 | longer than `serve.max_question_chars` |
//! | `body_too_large` | 413 | the body is larger than `serve.max_body_bytes` |
//! | `missing_key` | 401 | no `Authorization: Bearer` header |
//! | `unknown_key` | 401 | a key the settings do not know |
//! | `rate_limited` | 429 | the key sent more requests than its rate allows (`Retry-After` says when to retry) |
//! | `out_of_domain` | 422 | not a question about the seller's business; the body also carries the `answer` with suggestions |
//! | `not_found`, `method_not_allowed` | 404, 405 | no such route, or a session id this key does not have |
//! | `internal_error` | 500 | a bug; the message says what failed |
//!
//! | module | what |
//! |---|---|
//! | this file | the router and the server's run loop; `GET /v1/catalog` and `GET /healthz` |
//! | `state` | [`ServeOptions`] and [`AppState`]: the engine, sessions, metrics, limiter |
//! | `error` | [`ApiError`], the one error shape, and what each failure maps to |
//! | `request` | who is calling (bearer key → seller, rate limit) and the parsed `/v1/ask` body |
//! | `ask` | `POST /v1/ask`: its body and answer types, the plan preview, follow-up suggestions |
//! | `stream` | `POST /v1/ask/stream` (Server-Sent Events) |
//! | [`openai`] | the OpenAI-compatible chat routes |
//! | [`openapi`], [`metrics`], `web`, `limit` | the OpenAPI document, Prometheus metrics, the web page, the rate limiter |

mod ask;
mod error;
mod limit;
pub mod metrics;
pub mod openai;
pub mod openapi;
mod request;
mod state;
mod stream;
mod web;

use std::time::Duration;

use axum::extract::{DefaultBodyLimit, State};
use axum::http::HeaderMap;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};

use crate::engine::Engine;
use std::sync::Arc;

pub(crate) use ask::follow_ups;
pub use ask::{steps_in_words, AskBody, PlanPreview, SessionAnswer};
pub use error::{ApiError, ErrorBody, ErrorDetail};
pub use limit::RateLimit;
use metrics::Metrics;
use request::body_error;
pub(crate) use request::{caller, prepare, Caller};
pub use state::{AppState, ServeOptions};

/// The application's routes over a loaded engine, with the default options.
pub fn app(engine: Arc<Engine>) -> Router {
    app_with(AppState::new(engine, ServeOptions::default()))
}

/// The application's routes over a state.
pub fn app_with(state: AppState) -> Router {
    let limit = state.engine.settings().serve.max_body_bytes;
    Router::new()
        .route("/v1/ask", post(ask::ask))
        .route("/v1/ask/stream", post(stream::ask_stream))
        .route("/v1/models", get(openai::models))
        .route("/v1/chat/completions", post(openai::chat_completions))
        .route("/v1/catalog", get(catalog))
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics::metrics))
        .route("/openapi.json", get(openapi::openapi_json))
        .route("/", get(web::index))
        .route("/assets/{file}", get(web::asset))
        .fallback(error::not_found)
        .method_not_allowed_fallback(error::method_not_allowed)
        .layer(DefaultBodyLimit::max(limit))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            metrics::observe,
        ))
        .with_state(state)
}

/// Serves until Ctrl-C (or SIGTERM), then finishes the requests in flight.
pub async fn serve(engine: Arc<Engine>, addr: &str) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!("listening on http://{}", listener.local_addr()?);
    serve_until(
        listener,
        AppState::new(engine, ServeOptions::from_env()),
        shutdown_signal(),
    )
    .await
}

/// Serves on `listener` until `shutdown` completes; then stops accepting connections and
/// finishes the requests in flight (answers being computed, event streams under way).
pub async fn serve_until(
    listener: tokio::net::TcpListener,
    state: AppState,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let upkeep = {
        let metrics = state.metrics.clone();
        let conversations = state.conversations.clone();
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(Duration::from_secs(5)).await;
                metrics.set_sessions(conversations.store().len());
            }
        })
    };
    let out = axum::serve(listener, app_with(state))
        .with_graceful_shutdown(shutdown)
        .await;
    upkeep.abort();
    out
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
    tracing::info!("shutting down: finishing the requests in flight");
}

async fn catalog(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    caller(&state, &headers)?;
    let apis: Vec<Value> = state
        .engine
        .catalog()
        .question_apis()
        .map(|a| {
            let d = &a.descriptor;
            json!({
                "name": d.name,
                "description": d.description,
                "dimension": d.dimension.as_str(),
                "measures": d.columns.iter().filter(|c| c.unit.is_some()).map(|c| &c.display_name).collect::<Vec<_>>(),
                "examples": d.examples.iter().map(|e| &e.question).collect::<Vec<_>>(),
            })
        })
        .collect();
    Ok(Json(json!({ "apis": apis })))
}

async fn healthz(State(state): State<AppState>) -> Json<Value> {
    let span = state.engine.span();
    Json(json!({
        "status": "ok",
        "data": {"start": span.start, "end": span.end},
        "today": state.engine.default_today(),
        "planner": state.engine.planner().name(),
    }))
}
