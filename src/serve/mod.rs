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

mod limit;
pub mod metrics;
pub mod openai;
pub mod openapi;
mod stream;
mod web;

use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use chrono::NaiveDate;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::answer::{Answer, AnswerStatus, ResolvedTime};
use crate::backend::Tenant;
use crate::engine::{AskError, Engine};
use crate::ood::OodResult;
use crate::plan::{Plan, Step};
use crate::planner::{PlanRequest, PlannerOutcome};
use crate::router::RoutingDecision;
use crate::session::{
    Conversations, InMemoryStore, Interpreted, Limits, Owner, Prepared, SessionError, SessionStore,
};

pub use limit::RateLimit;
use metrics::Metrics;

/// The body of `POST /v1/ask` and `POST /v1/ask/stream`.
#[derive(Debug, Clone, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AskBody {
    /// The question, or a follow-up of the session's last answer ("and the week before?").
    pub question: String,
    /// "Today" for this question (`YYYY-MM-DD`); the server's clock when absent.
    #[serde(default)]
    pub today: Option<String>,
    /// The conversation to continue; a new one when absent.
    #[serde(default)]
    pub session_id: Option<String>,
    /// Return the plan without running it; "run it" (or a change such as "use October
    /// instead") in the same session continues.
    #[serde(default)]
    pub preview: bool,
}

/// An answer within a conversation: the [`Answer`] plus its session.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
pub struct SessionAnswer {
    /// The conversation; send it back to follow up.
    pub session_id: String,
    /// How the message was read (a new question or a follow-up) and the question answered.
    pub interpreted: Interpreted,
    /// Follow-ups that fit this answer, for buttons.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub follow_ups: Vec<String>,
    /// The answer.
    #[serde(flatten)]
    pub answer: Answer,
}

/// A plan shown before it runs (`"preview": true`).
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
pub struct PlanPreview {
    /// The conversation; say "run it" in it to run the plan.
    pub session_id: String,
    /// Always `preview`.
    pub status: String,
    /// How the message was read and the question planned.
    pub interpreted: Interpreted,
    /// What will happen, for people.
    pub answer: String,
    /// The steps in words, in order.
    pub steps: Vec<String>,
    /// The plan (none for a diagnostic question: the Insight Generator plans when it runs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<Plan>,
    /// The resolved time.
    pub resolved_time: ResolvedTime,
    /// The route the manager chose.
    pub route: RoutingDecision,
    /// The in-domain check.
    pub ood: OodResult,
    /// Replies that continue.
    pub follow_ups: Vec<String>,
}

/// The error body: `{"error": {"code", "message"}}`.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
pub struct ErrorBody {
    /// The error.
    pub error: ErrorDetail,
    /// The answer it concerns (an out-of-domain refusal carries its suggestions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<Box<Answer>>,
    /// The conversation, when the error happened in one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session_id: Option<String>,
}

/// The error itself.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
pub struct ErrorDetail {
    /// A stable machine-readable code.
    pub code: String,
    /// What happened and what to do.
    pub message: String,
}

/// An error response: status, code, message, and optionally the answer it concerns.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    code: &'static str,
    message: String,
    answer: Option<Box<Answer>>,
    session_id: Option<String>,
    retry_after: Option<u64>,
}

impl ApiError {
    fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            answer: None,
            session_id: None,
            retry_after: None,
        }
    }

    /// The HTTP status.
    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// The stable code.
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The message.
    pub fn message(&self) -> &str {
        &self.message
    }

    fn body(&self) -> ErrorBody {
        ErrorBody {
            error: ErrorDetail {
                code: self.code.to_string(),
                message: self.message.clone(),
            },
            answer: self.answer.clone(),
            session_id: self.session_id.clone(),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut resp = (self.status, Json(self.body())).into_response();
        if let Some(secs) = self.retry_after {
            if let Ok(v) = HeaderValue::from_str(&secs.to_string()) {
                resp.headers_mut().insert(header::RETRY_AFTER, v);
            }
        }
        resp
    }
}

impl From<SessionError> for ApiError {
    fn from(e: SessionError) -> ApiError {
        let status = match e {
            SessionError::NotFound(_) => StatusCode::NOT_FOUND,
            SessionError::BadId(_) => StatusCode::BAD_REQUEST,
        };
        ApiError::new(status, e.code(), e.to_string())
    }
}

impl From<AskError> for ApiError {
    fn from(e: AskError) -> ApiError {
        let status = match e.code() {
            "question_too_long" => StatusCode::PAYLOAD_TOO_LARGE,
            "internal_error" => StatusCode::INTERNAL_SERVER_ERROR,
            _ => StatusCode::BAD_REQUEST,
        };
        ApiError::new(status, e.code(), e.to_string())
    }
}

/// How the server runs, beyond the engine's settings.
#[derive(Debug, Clone, Copy)]
pub struct ServeOptions {
    /// Requests per key (`None`: unlimited).
    pub rate_limit: Option<RateLimit>,
    /// Conversation memory bounds.
    pub sessions: Limits,
    /// How often an idle event stream sends a keep-alive comment.
    pub keep_alive: Duration,
    /// Answers computed at once; more wait their turn. The engine's own deadlines (2 s to
    /// embed, 12 s per worker) start when an answer starts, so under a burst requests queue
    /// here instead of timing out inside the engine.
    pub max_concurrent_answers: usize,
}

impl Default for ServeOptions {
    fn default() -> ServeOptions {
        ServeOptions {
            rate_limit: Some(RateLimit::default()),
            sessions: Limits::default(),
            keep_alive: Duration::from_secs(10),
            max_concurrent_answers: std::thread::available_parallelism()
                .map(|n| 2 * n.get())
                .unwrap_or(4)
                .max(2),
        }
    }
}

impl ServeOptions {
    /// The defaults, overridden by `INSIGHT_RATE_LIMIT` (requests per second per key; `0` or
    /// `off` for none) and `INSIGHT_RATE_BURST`.
    pub fn from_env() -> ServeOptions {
        let mut o = ServeOptions::default();
        if let Ok(v) = std::env::var("INSIGHT_RATE_LIMIT") {
            let v = v.trim();
            o.rate_limit = match v.parse::<f64>() {
                Ok(r) if r > 0.0 => Some(RateLimit {
                    per_second: r,
                    ..RateLimit::default()
                }),
                _ if v == "0" || v.eq_ignore_ascii_case("off") => None,
                _ => o.rate_limit,
            };
        }
        if let (Some(limit), Ok(b)) = (o.rate_limit.as_mut(), std::env::var("INSIGHT_RATE_BURST")) {
            if let Ok(b) = b.trim().parse::<f64>() {
                if b >= 1.0 {
                    limit.burst = b;
                }
            }
        }
        o
    }
}

/// The server's state: the engine, the conversations, the metrics and the limiter.
/// Sessions in the store's PostgreSQL database when the store is there (so replicas share
/// conversations), else in memory. A PostgreSQL that cannot be reached at start-up falls back
/// to memory, loudly: the server still answers, without sharing follow-ups across replicas.
fn session_store(engine: &Engine, limits: Limits) -> Arc<dyn SessionStore> {
    if let crate::backend::StoreLocation::Postgres(o) = engine.store_location() {
        match crate::session::postgres::PgSessionStore::connect(&o.url, o.pool_size, limits) {
            Ok(s) => return Arc::new(s),
            Err(e) => tracing::error!("sessions kept in memory, not shared across replicas: {e}"),
        }
    }
    Arc::new(InMemoryStore::new(limits))
}

#[derive(Clone)]
pub struct AppState {
    engine: Arc<Engine>,
    conversations: Arc<Conversations>,
    metrics: Arc<Metrics>,
    limiter: Arc<limit::Limiter>,
    options: ServeOptions,
    chats: Arc<openai::ChatSessions>,
    permits: Arc<tokio::sync::Semaphore>,
}

impl AppState {
    /// The state for an engine.
    pub fn new(engine: Arc<Engine>, options: ServeOptions) -> AppState {
        let store = session_store(&engine, options.sessions);
        AppState {
            conversations: Arc::new(Conversations::new(engine.clone(), store)),
            engine,
            metrics: Arc::new(Metrics::default()),
            limiter: Arc::new(limit::Limiter::new(options.rate_limit)),
            options,
            chats: Arc::new(openai::ChatSessions::default()),
            permits: Arc::new(tokio::sync::Semaphore::new(
                options.max_concurrent_answers.max(1),
            )),
        }
    }

    /// Answers a prepared message once a slot is free (see
    /// [`ServeOptions::max_concurrent_answers`]).
    pub(crate) async fn answer(
        &self,
        prepared: &Prepared,
        tenant: &Tenant,
    ) -> Result<Answer, AskError> {
        let _permit = self
            .permits
            .acquire()
            .await
            .map_err(|e| AskError::Internal(e.to_string()))?;
        self.conversations.answer(prepared, tenant).await
    }

    /// The metrics.
    pub fn metrics(&self) -> &Arc<Metrics> {
        &self.metrics
    }
}

/// The application's routes over a loaded engine, with the default options.
pub fn app(engine: Arc<Engine>) -> Router {
    app_with(AppState::new(engine, ServeOptions::default()))
}

/// The application's routes over a state.
pub fn app_with(state: AppState) -> Router {
    let limit = state.engine.settings().serve.max_body_bytes;
    Router::new()
        .route("/v1/ask", post(ask))
        .route("/v1/ask/stream", post(stream::ask_stream))
        .route("/v1/models", get(openai::models))
        .route("/v1/chat/completions", post(openai::chat_completions))
        .route("/v1/catalog", get(catalog))
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics::metrics))
        .route("/openapi.json", get(openapi::openapi_json))
        .route("/", get(web::index))
        .route("/assets/{file}", get(web::asset))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
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

/// The caller: the seller and the session owner, from the bearer key; rate-limited per key.
#[derive(Debug, Clone)]
pub(crate) struct Caller {
    tenant: Tenant,
    owner: Owner,
}

/// The caller of a request, from its bearer key.
pub(crate) fn caller(state: &AppState, headers: &HeaderMap) -> Result<Caller, ApiError> {
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
        .and_then(|v| {
            v.strip_prefix("Bearer ")
                .or_else(|| v.strip_prefix("bearer "))
        })
        .map(str::trim)
        .unwrap_or("");
    if key.is_empty() {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            "missing_key",
            "the Authorization header must be `Bearer <key>`",
        ));
    }
    let Some(seller) = state.engine.settings().seller_for_key(key) else {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            "unknown_key",
            "this API key is not known; ask your administrator for one (keys are set in insight.yaml or INSIGHT_API_KEYS)",
        ));
    };
    let owner = Owner::new(key, &seller);
    if let Err(wait) = state.limiter.check(&owner.key_digest) {
        state.metrics.rate_limited();
        let mut e = ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            "rate_limited",
            format!(
                "this API key sent more requests than its rate allows; retry in {} s",
                wait.as_secs().max(1)
            ),
        );
        e.retry_after = Some(wait.as_secs().max(1));
        return Err(e);
    }
    Ok(Caller {
        tenant: Tenant::new(seller),
        owner,
    })
}

fn body_error(state: &AppState, r: BytesRejection) -> ApiError {
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
                "{e}; the body is {{\"question\": \"...\", \"session_id\": \"...\" (optional), \"today\": \"YYYY-MM-DD\" (optional), \"preview\": false (optional)}}"
            ),
        )
    })
}

fn parse_today(today: Option<&str>) -> Result<Option<NaiveDate>, ApiError> {
    match today {
        None => Ok(None),
        Some(s) => NaiveDate::parse_from_str(s, "%Y-%m-%d")
            .map(Some)
            .map_err(|_| {
                ApiError::new(
                    StatusCode::BAD_REQUEST,
                    "bad_request",
                    format!(
                        "`today` must be a date like 2025-12-10, not `{}`",
                        s.chars().take(40).collect::<String>()
                    ),
                )
            }),
    }
}

/// Auth, body, question checks and the session: everything before the engine runs.
pub(crate) fn prepare(
    state: &AppState,
    headers: &HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<(Caller, AskBody, Prepared), ApiError> {
    let caller = caller(state, headers)?;
    let body = body.map_err(|r| body_error(state, r))?;
    let body = parse_body(&body)?;
    let today = parse_today(body.today.as_deref())?;
    state.engine.check_question(&body.question)?;
    let prepared = state.conversations.prepare(
        &caller.owner,
        body.session_id.as_deref(),
        &body.question,
        today,
    )?;
    state.engine.check_question(&prepared.question())?;
    Ok((caller, body, prepared))
}

/// The answer of a session turn as the HTTP response: 422 for out of domain, else 200.
pub(crate) fn respond(session_id: String, answer: SessionAnswer) -> Response {
    if answer.answer.status == AnswerStatus::OutOfDomain {
        let mut err = ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "out_of_domain",
            answer.answer.answer.clone(),
        );
        err.answer = Some(Box::new(answer.answer));
        err.session_id = Some(session_id);
        return err.into_response();
    }
    Json(answer).into_response()
}

async fn ask(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let (caller, body, prepared) = prepare(&state, &headers, body)?;
    let session_id = prepared.session.id.clone();
    if body.preview
        && prepared.interpretation.kind != Some(crate::session::FollowUpKind::RunPreview)
    {
        if let Some(preview) = preview(&state, &caller, &prepared).await? {
            let interpreted = state.conversations.record_preview(prepared);
            return Ok(Json(PlanPreview {
                interpreted,
                ..preview
            })
            .into_response());
        }
    }
    let sink = state.metrics.sink();
    let answer = crate::progress::with_sink(sink, state.answer(&prepared, &caller.tenant))
        .await
        .map_err(|e| {
            let mut e = ApiError::from(e);
            e.session_id = Some(session_id.clone());
            e
        })?;
    state.metrics.answered(&answer);
    let follow_ups = follow_ups(&answer);
    let interpreted = state.conversations.record(prepared, &answer);
    Ok(respond(
        session_id.clone(),
        SessionAnswer {
            session_id,
            interpreted,
            follow_ups,
            answer,
        },
    ))
}

/// Follow-ups that fit an answer (buttons on the page).
pub(crate) fn follow_ups(a: &Answer) -> Vec<String> {
    match a.status {
        AnswerStatus::ClarificationNeeded => a
            .clarification
            .as_ref()
            .map(|c| {
                c.candidates
                    .iter()
                    .take(6)
                    .map(|k| format!("{} ({})", k.label, k.id))
                    .collect()
            })
            .unwrap_or_default(),
        AnswerStatus::Answered | AnswerStatus::Partial => {
            let diagnostic = !a.findings.is_empty() || !a.domains.is_empty();
            let mut out = vec!["And the period before?".to_string()];
            if !diagnostic {
                out.push("Why?".into());
                if a.chart.is_none() {
                    out.push("Show that as a chart".into());
                }
                let by_product = a.tables.iter().any(|t| {
                    t.columns
                        .iter()
                        .any(|c| c.name == "product_id" || c.name == "title")
                });
                if !by_product {
                    out.push("Break that down by product".into());
                }
                out.push("Same for units".into());
            }
            out
        }
        AnswerStatus::OutOfDomain | AnswerStatus::OutOfScope => a.suggestions.clone(),
        _ => Vec::new(),
    }
}

/// The plan of a question without running it; `None` when there is nothing to preview (out of
/// domain, a clarification, out of scope: those answers make no calls and are answered as usual).
async fn preview(
    state: &AppState,
    caller: &Caller,
    prepared: &Prepared,
) -> Result<Option<PlanPreview>, ApiError> {
    let engine = state.engine.clone();
    let question = prepared.question();
    let q = question.clone();
    let screening = tokio::task::spawn_blocking(move || engine.models().screen(&q))
        .await
        .map_err(|e| AskError::Internal(e.to_string()))?
        .map_err(|e| AskError::Embed(e.to_string()))?;
    if screening.ood.is_out_of_domain {
        return Ok(None);
    }
    let engine = &state.engine;
    let time = crate::augment::resolve(
        &question,
        prepared.today,
        engine.span(),
        &engine.catalog().calendar,
    );
    let resolved_time = crate::engine::resolved_time(&time);
    let interpreted = Interpreted {
        kind: prepared.interpretation.kind_name().to_string(),
        question: question.clone(),
    };
    let follow_ups = vec!["Run it".to_string(), "Use last month instead".to_string()];
    if screening.route.route == crate::catalog::training::Route::InsightGenerator {
        return Ok(Some(PlanPreview {
            session_id: prepared.session.id.clone(),
            status: "preview".into(),
            interpreted,
            answer: "This is a diagnostic question: the Insight Generator will choose its domains, fetch the daily data of this period and of a baseline, and run its analyses. Say \"run it\" to run it.".into(),
            steps: vec!["Route to the Insight Generator's domains, retrieve, analyse, explain".into()],
            plan: None,
            resolved_time,
            route: screening.route,
            ood: screening.ood,
            follow_ups,
        }));
    }
    let outcome = engine
        .planner()
        .plan(PlanRequest {
            question: &question,
            embedding: &screening.embedding,
            time: &time,
            today: prepared.today,
            span: engine.span(),
            tenant: &caller.tenant,
        })
        .await;
    let planned = match outcome {
        Ok(PlannerOutcome::Plan(p)) => p,
        _ => return Ok(None),
    };
    let steps = steps_in_words(engine, &planned.plan);
    Ok(Some(PlanPreview {
        session_id: prepared.session.id.clone(),
        status: "preview".into(),
        interpreted,
        answer: format!(
            "To answer \"{question}\" I would {}. Say \"run it\" to run it, or change it (\"use last month instead\", \"same for units\").",
            steps
                .iter()
                .map(|s| lower_first(s))
                .collect::<Vec<_>>()
                .join(", then ")
        ),
        steps,
        plan: Some(planned.plan),
        resolved_time,
        route: screening.route,
        ood: screening.ood,
        follow_ups,
    }))
}

fn lower_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// A plan's steps for people: "Fetch sales totals (sales_summary) for 2025-12-01 to 2025-12-07".
pub fn steps_in_words(engine: &Engine, plan: &Plan) -> Vec<String> {
    plan.steps
        .iter()
        .map(|step| match step {
            Step::Api(s) => {
                let what = engine
                    .catalog()
                    .api(&s.api)
                    .map(|a| {
                        a.descriptor
                            .description
                            .split(['.', ':', ';'])
                            .next()
                            .unwrap_or("")
                            .trim()
                            .to_string()
                    })
                    .unwrap_or_default();
                let params: Vec<String> = s
                    .params
                    .iter()
                    .map(|(k, v)| match v {
                        Value::String(x) => format!("{k} = {x}"),
                        other => format!("{k} = {other}"),
                    })
                    .collect();
                format!(
                    "Fetch {} (`{}`) with {}",
                    if what.is_empty() { "data" } else { &what },
                    s.api,
                    params.join(", ")
                )
            }
            Step::Tool(s) => {
                let mut refs = Vec::new();
                crate::plan::collect_refs(&Value::Object(s.args.clone()), &mut refs);
                refs.dedup();
                if refs.is_empty() {
                    format!("Compute `{}`", s.tool)
                } else {
                    format!("Compute `{}` over step(s) {}", s.tool, refs.join(", "))
                }
            }
        })
        .collect()
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

async fn not_found() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "not_found",
        "no such route; the API is POST /v1/ask, POST /v1/ask/stream, POST /v1/chat/completions, GET /v1/models, GET /v1/catalog, GET /openapi.json, GET /metrics and GET /healthz",
    )
}

async fn method_not_allowed() -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
        "wrong method for this route; questions go to POST /v1/ask",
    )
}
