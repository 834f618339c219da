//! The OpenAI-compatible chat endpoint: `GET /v1/models` and `POST /v1/chat/completions`
//! (streamed or not), so existing chat UIs (Open WebUI, LibreChat) and OpenAI client libraries
//! talk to Insight Agents with the API key as the bearer token.
//!
//! Clients send the whole history every time and no thread id. The conversation is found again
//! by a digest of the key and the user messages before the last one; when the server has not
//! seen that history (a restart, another replica), the earlier user messages are replayed into
//! a new session first (at most [`MAX_REPLAY`]), so follow-ups still read against them.
//! Answers are Markdown: the text, the tables, the clarification's choices. Open WebUI's
//! background prompts (titles, tags, follow-up suggestions, all starting with `### Task:`) are
//! answered at once without the engine.

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::Json;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::{caller, ApiError, AppState, Caller};
use crate::answer::{Answer, AnswerStatus, AnswerTable};
use crate::session::Owner;

/// The model name clients pick.
pub const MODEL: &str = "insight-agents";
/// Earlier user messages replayed at most when a history is not known.
pub const MAX_REPLAY: usize = 6;

/// The body of `POST /v1/chat/completions` (other fields clients send are ignored).
#[derive(Debug, Clone, Deserialize, Serialize, JsonSchema)]
pub struct ChatRequest {
    /// Any name; `insight-agents` is the one listed.
    #[serde(default)]
    pub model: Option<String>,
    /// The conversation so far, oldest first; the last user message is the question.
    pub messages: Vec<ChatMessage>,
    /// Stream the reply as `chat.completion.chunk` events ending with `data: [DONE]`.
    #[serde(default)]
    pub stream: bool,
}

/// One message of the history.
#[derive(Debug, Clone, Deserialize, Serialize, JsonSchema)]
pub struct ChatMessage {
    /// `system`, `user`, `assistant`, `tool`, `developer`.
    pub role: String,
    /// Text, or a list of content parts (only `text` parts are read).
    #[serde(default)]
    pub content: Value,
}

impl ChatMessage {
    fn text(&self) -> String {
        match &self.content {
            Value::String(s) => s.clone(),
            Value::Array(parts) => parts
                .iter()
                .filter_map(|p| p.get("text").and_then(Value::as_str))
                .collect::<Vec<_>>()
                .join("\n"),
            _ => String::new(),
        }
    }
}

/// Which session a history belongs to.
#[derive(Default)]
pub(crate) struct ChatSessions {
    map: Mutex<HashMap<String, (String, Instant)>>,
}

const CHAT_SESSIONS_MAX: usize = 10_000;
const CHAT_SESSIONS_IDLE: Duration = Duration::from_secs(30 * 60);

impl ChatSessions {
    fn digest(owner: &Owner, user_messages: &[String]) -> String {
        use sha2::{Digest, Sha256};
        let mut h = Sha256::new();
        h.update(owner.key_digest.as_bytes());
        for m in user_messages {
            h.update((m.len() as u64).to_le_bytes());
            h.update(m.trim().as_bytes());
        }
        h.finalize().iter().map(|b| format!("{b:02x}")).collect()
    }

    fn get(&self, owner: &Owner, history: &[String]) -> Option<String> {
        let map = self.map.lock().unwrap_or_else(|p| p.into_inner());
        map.get(&Self::digest(owner, history))
            .filter(|(_, t)| t.elapsed() < CHAT_SESSIONS_IDLE)
            .map(|(id, _)| id.clone())
    }

    fn put(&self, owner: &Owner, history: &[String], session_id: &str) {
        let mut map = self.map.lock().unwrap_or_else(|p| p.into_inner());
        if map.len() >= CHAT_SESSIONS_MAX {
            map.retain(|_, (_, t)| t.elapsed() < CHAT_SESSIONS_IDLE);
            if map.len() >= CHAT_SESSIONS_MAX {
                map.clear();
            }
        }
        map.insert(
            Self::digest(owner, history),
            (session_id.to_string(), Instant::now()),
        );
    }
}

/// `GET /v1/models`.
pub(super) async fn models(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Json<Value>, ApiError> {
    caller(&state, &headers)?;
    Ok(Json(json!({
        "object": "list",
        "data": [{"id": MODEL, "object": "model", "created": 0, "owned_by": "insight-agents"}],
    })))
}

fn now_secs() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Renders a table as Markdown (at most `max_rows` rows).
pub fn markdown_table(t: &AnswerTable, max_rows: usize) -> String {
    let cell = |v: &Value| -> String {
        let s = match v {
            Value::Null => String::new(),
            Value::String(s) => s.clone(),
            Value::Number(n) => match n.as_f64() {
                Some(f) if n.is_f64() => {
                    let r = (f * 100.0).round() / 100.0;
                    format!("{r}")
                }
                _ => n.to_string(),
            },
            other => other.to_string(),
        };
        s.replace('|', "\\|").replace('\n', " ")
    };
    let mut out = String::new();
    if !t.title.is_empty() {
        out.push_str(&format!("**{}**\n\n", t.title.replace('|', "\\|")));
    }
    let heads: Vec<String> = t
        .columns
        .iter()
        .map(|c| {
            c.display_name
                .clone()
                .unwrap_or_else(|| c.name.clone())
                .replace('|', "\\|")
        })
        .collect();
    out.push_str(&format!("| {} |\n", heads.join(" | ")));
    out.push_str(&format!(
        "|{}|\n",
        heads.iter().map(|_| " --- ").collect::<Vec<_>>().join("|")
    ));
    for row in t.rows.iter().take(max_rows) {
        out.push_str(&format!(
            "| {} |\n",
            row.iter().map(cell).collect::<Vec<_>>().join(" | ")
        ));
    }
    if t.rows.len() > max_rows {
        out.push_str(&format!("\n… and {} more rows\n", t.rows.len() - max_rows));
    }
    out
}

/// The reply in Markdown: text, tables, choices.
pub fn markdown_answer(a: &Answer) -> String {
    let mut out = a.answer.trim().to_string();
    if a.status == AnswerStatus::ClarificationNeeded {
        if let Some(c) = &a.clarification {
            out.push_str("\n\n");
            for (i, k) in c.candidates.iter().enumerate() {
                out.push_str(&format!("{}. {} ({})\n", i + 1, k.label, k.id));
            }
        }
    }
    for t in a.tables.iter().filter(|t| !t.rows.is_empty()).take(3) {
        out.push_str("\n\n");
        out.push_str(&markdown_table(t, 20));
    }
    if !a.suggestions.is_empty() {
        out.push_str("\n\nYou could ask:\n");
        for s in &a.suggestions {
            out.push_str(&format!("- {s}\n"));
        }
    }
    out
}

/// A reply to Open WebUI's background tasks (`### Task:` prompts), without the engine.
fn background_task(prompt: &str, first_question: &str) -> Option<String> {
    if !prompt.trim_start().starts_with("### Task:") {
        return None;
    }
    let p = prompt.to_lowercase();
    Some(if p.contains("follow_ups") || p.contains("follow-up") {
        json!({"follow_ups": ["And the period before?", "Break that down by product", "Why?"]})
            .to_string()
    } else if p.contains("\"tags\"") || p.contains("tags") {
        json!({"tags": ["Business", "Sales"]}).to_string()
    } else if p.contains("title") {
        let title: String = first_question
            .split_whitespace()
            .take(6)
            .collect::<Vec<_>>()
            .join(" ");
        json!({"title": if title.is_empty() { "Seller question".to_string() } else { title }})
            .to_string()
    } else {
        String::new()
    })
}

/// Answers the last user message in the conversation the history belongs to.
async fn converse(state: &AppState, caller: &Caller, users: &[String]) -> Result<Answer, ApiError> {
    let Some((last, earlier)) = users.split_last() else {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "bad_request",
            "`messages` has no user message; send {\"role\": \"user\", \"content\": \"your question\"}",
        ));
    };
    state.engine.check_question(last)?;
    // The session of this history, unless it has moved on since (the same history sent
    // again, a regenerated reply): then its last turn is not the history's last question.
    let mut session_id = state.chats.get(&caller.owner, earlier).filter(|id| {
        state
            .conversations
            .store()
            .load(&caller.owner, id)
            .is_ok_and(|s| {
                s.turns.last().map(|t| t.message.as_str()) == earlier.last().map(String::as_str)
            })
    });
    if session_id.is_none() && !earlier.is_empty() {
        // Unknown history: replay the earlier questions into a new session.
        let start = earlier.len().saturating_sub(MAX_REPLAY);
        for (i, q) in earlier.iter().enumerate().skip(start) {
            if state.engine.check_question(q).is_err() {
                continue;
            }
            let prepared =
                state
                    .conversations
                    .prepare(&caller.owner, session_id.as_deref(), q, None)?;
            let id = prepared.session.id.clone();
            let answer = state.answer(&prepared, &caller.tenant).await?;
            state.conversations.record(prepared, &answer);
            state.chats.put(&caller.owner, &earlier[..=i], &id);
            session_id = Some(id);
        }
    }
    let prepared =
        match state
            .conversations
            .prepare(&caller.owner, session_id.as_deref(), last, None)
        {
            Ok(p) => p,
            // An expired session: start afresh rather than fail the chat.
            Err(_) => state
                .conversations
                .prepare(&caller.owner, None, last, None)?,
        };
    state.engine.check_question(&prepared.question())?;
    let id = prepared.session.id.clone();
    let answer = crate::progress::with_sink(
        state.metrics.sink(),
        state.answer(&prepared, &caller.tenant),
    )
    .await?;
    state.metrics.answered(&answer);
    state.conversations.record(prepared, &answer);
    state.chats.put(&caller.owner, users, &id);
    Ok(answer)
}

fn parse(body: &[u8]) -> Result<ChatRequest, ApiError> {
    let v: Value = serde_json::from_slice(body).map_err(|e| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "bad_json",
            format!("the body is not valid JSON ({e})"),
        )
    })?;
    serde_json::from_value(v).map_err(|e| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "bad_request",
            format!("{e}; the body is {{\"model\": \"insight-agents\", \"messages\": [{{\"role\": \"user\", \"content\": \"...\"}}], \"stream\": false}}"),
        )
    })
}

/// `POST /v1/chat/completions`.
pub(super) async fn chat_completions(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let caller = caller(&state, &headers)?;
    let body = body.map_err(|r| super::body_error(&state, r))?;
    let req = parse(&body)?;
    let users: Vec<String> = req
        .messages
        .iter()
        .filter(|m| m.role == "user")
        .map(ChatMessage::text)
        .filter(|t| !t.trim().is_empty())
        .collect();
    let model = req.model.clone().unwrap_or_else(|| MODEL.to_string());
    let id = format!("chatcmpl-{}", state.metrics.next_request_id());
    let created = now_secs();
    if !req.stream {
        let content = match users
            .last()
            .and_then(|l| background_task(l, users.first().map_or("", |s| s.as_str())))
        {
            Some(c) => c,
            None => markdown_answer(&converse(&state, &caller, &users).await?),
        };
        return Ok(Json(json!({
            "id": id,
            "object": "chat.completion",
            "created": created,
            "model": model,
            "choices": [{
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }],
            "usage": {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0},
        }))
        .into_response());
    }
    // Streamed: the work runs in a task owned by the stream (a disconnect aborts it).
    let (tx, rx) = futures::channel::mpsc::unbounded::<Event>();
    let chunk = move |delta: Value, finish: Option<&str>| -> Event {
        Event::default().data(
            json!({
                "id": id,
                "object": "chat.completion.chunk",
                "created": created,
                "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
            })
            .to_string(),
        )
    };
    let st = state.clone();
    let task = tokio::spawn(async move {
        let _ = tx.unbounded_send(chunk(json!({"role": "assistant", "content": ""}), None));
        let content = match users
            .last()
            .and_then(|l| background_task(l, users.first().map_or("", |s| s.as_str())))
        {
            Some(c) => Ok(c),
            None => converse(&st, &caller, &users)
                .await
                .map(|a| markdown_answer(&a)),
        };
        match content {
            Ok(text) => {
                for piece in super::stream::chunks(&text, 6) {
                    let _ = tx.unbounded_send(chunk(json!({ "content": piece }), None));
                }
                let _ = tx.unbounded_send(chunk(json!({}), Some("stop")));
            }
            Err(e) => {
                let _ = tx.unbounded_send(Event::default().data(
                    json!({"error": {"code": e.code(), "message": e.message(), "type": "server_error"}})
                        .to_string(),
                ));
            }
        }
        let _ = tx.unbounded_send(Event::default().data("[DONE]"));
    });
    let stream = AbortOnDrop {
        rx,
        task: task.abort_handle(),
    };
    Ok(Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(state.options.keep_alive))
        .into_response())
}

struct AbortOnDrop {
    rx: futures::channel::mpsc::UnboundedReceiver<Event>,
    task: tokio::task::AbortHandle,
}

impl futures::Stream for AbortOnDrop {
    type Item = Result<Event, Infallible>;

    fn poll_next(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Self::Item>> {
        std::pin::Pin::new(&mut self.rx)
            .poll_next(cx)
            .map(|e| e.map(Ok))
    }
}

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.task.abort();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Column, ColumnType};

    #[test]
    fn tables_render_as_markdown() {
        let t = AnswerTable {
            title: "Top | products".into(),
            columns: vec![
                Column::new("title", ColumnType::String),
                Column::new("revenue", ColumnType::Number),
            ],
            rows: vec![
                vec![json!("Skillet"), json!(1234.5678)],
                vec![json!("Knife"), json!(10)],
            ],
        };
        let md = markdown_table(&t, 1);
        assert!(md.starts_with("**Top \\| products**"), "{md}");
        assert!(md.contains("| Skillet | 1234.57 |"), "{md}");
        assert!(md.contains("… and 1 more rows"), "{md}");
    }

    #[test]
    fn background_tasks_are_answered_cheaply() {
        let t = background_task(
            "### Task:\nGenerate a concise title ... JSON format: { \"title\": \"...\" }",
            "What were my sales last week?",
        )
        .unwrap();
        assert_eq!(t, r#"{"title":"What were my sales last week?"}"#);
        assert!(background_task(
            "### Task:\nSuggest 3-5 relevant follow-up questions ... {\"follow_ups\": []}",
            ""
        )
        .unwrap()
        .contains("follow_ups"));
        assert_eq!(background_task("What were my sales?", ""), None);
    }
}
