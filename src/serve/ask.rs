//! `POST /v1/ask`: the request and answer types, the handler, the plan preview (`"preview":
//! true`: the plan in words, not run), and the follow-up questions suggested with an answer.
//! The stream and the OpenAI routes reuse the types, `respond` and `follow_ups`.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::answer::{Answer, AnswerStatus, ResolvedTime};
use crate::engine::{AskError, Engine};
use crate::ood::OodResult;
use crate::plan::{Plan, Step};
use crate::planner::{PlanRequest, PlannerOutcome};
use crate::router::RoutingDecision;
use crate::session::{Interpreted, Prepared};

use super::{prepare, ApiError, AppState, Caller};

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

pub(super) async fn ask(
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
