//! The one error shape of the HTTP API, `{"error": {"code", "message"}}` with a stable `code`
//! (the table in the module docs of [`super`]), and how the engine's and the sessions' errors
//! map onto it. Kept apart so every route, the stream and the OpenAI routes answer failures
//! the same way.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::answer::Answer;
use crate::engine::AskError;
use crate::session::SessionError;

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
    pub(super) answer: Option<Box<Answer>>,
    pub(super) session_id: Option<String>,
    pub(super) retry_after: Option<u64>,
}

impl ApiError {
    pub(super) fn new(
        status: StatusCode,
        code: &'static str,
        message: impl Into<String>,
    ) -> ApiError {
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

pub(super) async fn not_found() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "not_found",
        "no such route; the API is POST /v1/ask, POST /v1/ask/stream, POST /v1/chat/completions, GET /v1/models, GET /v1/catalog, GET /openapi.json, GET /metrics and GET /healthz",
    )
}

pub(super) async fn method_not_allowed() -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
        "wrong method for this route; questions go to POST /v1/ask",
    )
}
