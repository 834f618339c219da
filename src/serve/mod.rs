//! `insight serve`: the HTTP API (axum).
//!
//! | route | what |
//! |---|---|
//! | `POST /v1/ask` | `{"question": "...", "today": "2025-12-10"?}` → the [`Answer`] (as `insight ask --json`) |
//! | `GET /v1/catalog` | what can be asked: the data APIs, their measures and example questions |
//! | `GET /healthz` | `{"status": "ok", ...}` once the engine is loaded |
//!
//! The seller is bound by the `Authorization: Bearer <key>` header through the settings' `keys`
//! (demo key `demo` → S001), never by the question. Every error has one shape,
//! `{"error": {"code": "...", "message": "..."}}`, with a stable `code`:
//!
//! | code | HTTP | when |
//! |---|---|---|
//! | `bad_json` | 400 | the body is not JSON |
//! | `bad_request` | 400 | JSON of the wrong shape (no `question`, unknown field, bad `today`) |
//! | `empty_question` | 400 | the question is blank |
//! | `question_too_long` | 413 | longer than `serve.max_question_chars` |
//! | `body_too_large` | 413 | the body is larger than `serve.max_body_bytes` |
//! | `missing_key` | 401 | no `Authorization: Bearer` header |
//! | `unknown_key` | 401 | a key the settings do not know |
//! | `out_of_domain` | 422 | not a question about the seller's business; the body also carries the `answer` with suggestions |
//! | `not_found`, `method_not_allowed` | 404, 405 | no such route |
//! | `internal_error` | 500 | a bug; the message says what failed |

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::answer::{Answer, AnswerStatus};
use crate::backend::Tenant;
use crate::engine::{AskRequest, Engine};

/// The body of `POST /v1/ask`.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct AskBody {
    /// The question.
    pub question: String,
    /// "Today" for this question (`YYYY-MM-DD`); the server's clock when absent.
    #[serde(default)]
    pub today: Option<String>,
}

/// An error response: status, code, message, and optionally the answer it concerns.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    code: &'static str,
    message: String,
    answer: Option<Box<Answer>>,
}

impl ApiError {
    fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            answer: None,
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut body = json!({"error": {"code": self.code, "message": self.message}});
        if let Some(a) = self.answer {
            body["answer"] = serde_json::to_value(&a).unwrap_or(Value::Null);
        }
        (self.status, Json(body)).into_response()
    }
}

/// The server's state: the loaded engine.
#[derive(Clone)]
pub struct AppState {
    engine: Arc<Engine>,
}

/// The application's routes over a loaded engine.
pub fn app(engine: Arc<Engine>) -> Router {
    let limit = engine.settings().serve.max_body_bytes;
    Router::new()
        .route("/v1/ask", post(ask))
        .route("/v1/catalog", get(catalog))
        .route("/healthz", get(healthz))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(DefaultBodyLimit::max(limit))
        .with_state(AppState { engine })
}

/// Serves until Ctrl-C (or SIGTERM), then finishes the requests in flight.
pub async fn serve(engine: Arc<Engine>, addr: &str) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!("listening on http://{}", listener.local_addr()?);
    axum::serve(listener, app(engine))
        .with_graceful_shutdown(shutdown_signal())
        .await
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
}

/// The tenant of a request, from its bearer key.
fn tenant(engine: &Engine, headers: &HeaderMap) -> Result<Tenant, ApiError> {
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            "missing_key",
            "send your API key as `Authorization: Bearer <key>` (the demo key is `demo`)",
        ));
    };
    let key = value
        .to_str()
        .ok()
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .unwrap_or("");
    if key.is_empty() {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            "missing_key",
            "the Authorization header must be `Bearer <key>`",
        ));
    }
    match engine.settings().seller_for_key(key) {
        Some(seller) => Ok(Tenant::new(seller)),
        None => Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            "unknown_key",
            "this API key is not known; ask your administrator for one (keys are set in insight.yaml or INSIGHT_API_KEYS)",
        )),
    }
}

/// Parses the body of `/v1/ask`, telling bad JSON from JSON of the wrong shape.
fn parse_body(body: &[u8]) -> Result<AskBody, ApiError> {
    let value: Value = serde_json::from_slice(body).map_err(|e| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "bad_json",
            format!("the body is not valid JSON ({e}); send {{\"question\": \"...\"}}"),
        )
    })?;
    serde_json::from_value(value).map_err(|e| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "bad_request",
            format!(
                "{e}; the body is {{\"question\": \"...\", \"today\": \"YYYY-MM-DD\" (optional)}}"
            ),
        )
    })
}

async fn ask(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Answer>, ApiError> {
    let tenant = tenant(&state.engine, &headers)?;
    let body = body.map_err(|r| {
        if r.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                "body_too_large",
                format!(
                    "the body is larger than {} bytes; send one question",
                    state.engine.settings().serve.max_body_bytes
                ),
            )
        } else {
            ApiError::new(StatusCode::BAD_REQUEST, "bad_request", r.body_text())
        }
    })?;
    let body = parse_body(&body)?;
    let today = match body.today.as_deref() {
        None => None,
        Some(s) => Some(NaiveDate::parse_from_str(s, "%Y-%m-%d").map_err(|_| {
            ApiError::new(
                StatusCode::BAD_REQUEST,
                "bad_request",
                format!("`today` must be a date like 2025-12-10, not `{s}`"),
            )
        })?),
    };
    let req = AskRequest {
        question: body.question,
        today,
        tenant,
    };
    let answer = state.engine.ask(&req).await.map_err(|e| {
        let status = match e.code() {
            "question_too_long" => StatusCode::PAYLOAD_TOO_LARGE,
            "internal_error" => StatusCode::INTERNAL_SERVER_ERROR,
            _ => StatusCode::BAD_REQUEST,
        };
        ApiError::new(status, e.code(), e.to_string())
    })?;
    if answer.status == AnswerStatus::OutOfDomain {
        let mut err = ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "out_of_domain",
            answer.answer.clone(),
        );
        err.answer = Some(Box::new(answer));
        return Err(err);
    }
    Ok(Json(answer))
}

async fn catalog(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    tenant(&state.engine, &headers)?;
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

async fn not_found() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "not_found",
        "no such route; the API is POST /v1/ask, GET /v1/catalog and GET /healthz",
    )
}

async fn method_not_allowed() -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
        "wrong method for this route; questions go to POST /v1/ask",
    )
}
