//! What a request brings before it is answered: the caller (the bearer key → the seller and the
//! session owner, rate-limited per key) and, for `/v1/ask` and `/v1/ask/stream`, the body parsed,
//! checked and turned into a prepared session turn. Every refusal here is an [`ApiError`].

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::http::{header, HeaderMap, StatusCode};
use chrono::NaiveDate;
use serde_json::Value;

use crate::backend::Tenant;
use crate::session::{Owner, Prepared};

use super::{ApiError, AppState, AskBody};

/// The caller: the seller and the session owner, from the bearer key; rate-limited per key.
#[derive(Debug, Clone)]
pub(crate) struct Caller {
    pub(super) tenant: Tenant,
    pub(super) owner: Owner,
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
    let owner = Owner::new(key, seller);
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

pub(super) fn body_error(state: &AppState, r: BytesRejection) -> ApiError {
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
