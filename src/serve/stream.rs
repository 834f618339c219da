//! `POST /v1/ask/stream`: the answer as Server-Sent Events.
//!
//! Events, in order (each `data:` is JSON):
//! 1. `session` — `{session_id, interpreted: {kind, question}}`
//! 2. `ood`, then `route` — the manager's screening
//! 3. `plan` — the plan as it starts to run (Data Presenter and Insight Generator alike)
//! 4. `step_started` / `step_finished` — each API call and tool (`rows`, `attempts`,
//!    `elapsed_ms`, `error`), as they happen
//! 5. `findings` — the Insight Generator's findings (diagnostic questions)
//! 6. `answer_delta` — the answer text in chunks (`{"text": "..."}`)
//! 7. `answer` — the whole answer object, as `POST /v1/ask` returns it
//! 8. `done` — `[DONE]`
//!
//! or `error` (`{"error": {"code", "message"}}`) then `done`. Comments are sent as keep-alives
//! while the work runs. The work runs in its own task owned by the response stream: when the
//! client disconnects, the stream is dropped and the task is aborted, which drops every future
//! of the question (backend HTTP calls included), so nothing more is fetched.

use std::convert::Infallible;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures::channel::mpsc;
use futures::Stream;
use serde_json::{json, Value};

use super::{prepare, ApiError, AppState, SessionAnswer};
use crate::progress::{Progress, Sink};

/// Aborts the work when the response stream is dropped before the work finished.
struct Guarded {
    rx: mpsc::UnboundedReceiver<Event>,
    task: tokio::task::AbortHandle,
    finished: Arc<AtomicBool>,
    metrics: Arc<super::Metrics>,
}

impl Stream for Guarded {
    type Item = Result<Event, Infallible>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        Pin::new(&mut self.rx).poll_next(cx).map(|e| e.map(Ok))
    }
}

impl Drop for Guarded {
    fn drop(&mut self) {
        if !self.finished.load(Ordering::SeqCst) {
            self.metrics.cancelled_by_client();
            tracing::info!("client went away: cancelling the answer under way");
        }
        self.task.abort();
    }
}

fn event(name: &str, data: &Value) -> Event {
    Event::default().event(name).data(data.to_string())
}

/// Splits text into chunks of a few words, keeping every character (the chunks concatenate to
/// the text).
pub(crate) fn chunks(text: &str, words_per_chunk: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut words = 0;
    for piece in text.split_inclusive(char::is_whitespace) {
        cur.push_str(piece);
        if piece.ends_with(char::is_whitespace) {
            words += 1;
        }
        if words >= words_per_chunk {
            out.push(std::mem::take(&mut cur));
            words = 0;
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

pub(super) async fn ask_stream(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let (caller, _body, prepared) = prepare(&state, &headers, body)?;
    let (tx, rx) = mpsc::unbounded::<Event>();
    let finished = Arc::new(AtomicBool::new(false));
    let done = finished.clone();
    let st = state.clone();
    let task = tokio::spawn(async move {
        let send = |name: &str, data: Value| {
            let _ = tx.unbounded_send(event(name, &data));
        };
        let session_id = prepared.session.id.clone();
        let question = prepared.question();
        send(
            "session",
            json!({
                "session_id": session_id,
                "interpreted": {"kind": prepared.interpretation.kind_name(), "question": question},
            }),
        );
        // The screening, reported before the work: the engine screens again (its own embedding
        // is not exposed), a few milliseconds for a progress report the seller sees at once.
        let engine = st.engine.clone();
        let q = question.clone();
        // The branch whose progress is shown: the one the manager will choose (same models,
        // same embedding, so the same decision).
        let mut shown: Option<&'static str> = None;
        if let Ok(Ok(s)) = tokio::task::spawn_blocking(move || engine.models().screen(&q)).await {
            send("ood", serde_json::to_value(s.ood).unwrap_or(Value::Null));
            if !s.ood.is_out_of_domain {
                send(
                    "route",
                    serde_json::to_value(s.route).unwrap_or(Value::Null),
                );
                let route = serde_json::to_value(s.route.route).unwrap_or(Value::Null);
                shown = Some(if route == "insight_generator" {
                    "insight_generator"
                } else {
                    "data_presenter"
                });
            }
        }
        let metrics = st.metrics.clone();
        let progress_tx = tx.clone();
        let sink: Sink = Arc::new(move |branch: Option<&'static str>, p: Progress| {
            metrics.progress(&p);
            if branch.is_some() && branch != shown {
                return;
            }
            let name = match &p {
                Progress::Plan { .. } => "plan",
                Progress::StepStarted { .. } => "step_started",
                Progress::StepFinished { .. } => "step_finished",
                Progress::ApiCall { .. } => "api_call",
                Progress::LlmCall { .. } => "llm_call",
            };
            let mut data = serde_json::to_value(&p).unwrap_or(Value::Null);
            if let Some(o) = data.as_object_mut() {
                o.remove("event");
            }
            let _ = progress_tx.unbounded_send(event(name, &data));
        });
        let answered = crate::progress::with_sink(sink, st.answer(&prepared, &caller.tenant)).await;
        match answered {
            Ok(answer) => {
                st.metrics.answered(&answer);
                if !answer.findings.is_empty() {
                    send(
                        "findings",
                        serde_json::to_value(&answer.findings).unwrap_or(Value::Null),
                    );
                }
                for chunk in chunks(&answer.answer, 6) {
                    send("answer_delta", json!({ "text": chunk }));
                }
                let follow_ups = super::follow_ups(&answer);
                let interpreted = st.conversations.record(prepared, &answer);
                let full = SessionAnswer {
                    session_id,
                    interpreted,
                    follow_ups,
                    answer,
                };
                send("answer", serde_json::to_value(&full).unwrap_or(Value::Null));
            }
            Err(e) => {
                let e = ApiError::from(e);
                send(
                    "error",
                    json!({"error": {"code": e.code(), "message": e.message()}}),
                );
            }
        }
        done.store(true, Ordering::SeqCst);
        let _ = tx.unbounded_send(Event::default().event("done").data("[DONE]"));
    });
    let stream = Guarded {
        rx,
        task: task.abort_handle(),
        finished,
        metrics: state.metrics.clone(),
    };
    let mut resp = Sse::new(stream)
        .keep_alive(
            KeepAlive::new()
                .interval(state.options.keep_alive)
                .text("keep-alive"),
        )
        .into_response();
    resp.headers_mut().insert(
        "x-accel-buffering",
        axum::http::HeaderValue::from_static("no"),
    );
    Ok(resp)
}

#[cfg(test)]
mod tests {
    use super::chunks;

    #[test]
    fn chunks_concatenate_to_the_text() {
        let t = "Your revenue last week (2025-12-01 to 2025-12-07) was $183,511.57 from 4,505 orders.\n- a\n- b";
        let c = chunks(t, 3);
        assert!(c.len() > 3);
        assert_eq!(c.concat(), t);
        assert!(chunks("", 3).is_empty());
    }
}
