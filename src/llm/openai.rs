//! The `openai` backend: any OpenAI-compatible `POST {base_url}/chat/completions` server
//! (OpenAI, Azure's OpenAI-compatible endpoint, vLLM, Ollama, llama.cpp server), through
//! `async-openai`.
//!
//! Only plain chat completions are required of the server. Structured output is sent as
//! `response_format: {"type": "json_schema", ...}`; a server that rejects it (HTTP 400/422
//! naming the format or schema) gets the same request again without it, once, and the client
//! stops sending it from then on: the prompts ask for JSON themselves and the reply is parsed
//! leniently ([`super::extract_json`]). No retries otherwise (the crate's default retry layer
//! is replaced by the plain transport): a 429 or a 5xx goes straight back to the caller, whose
//! deterministic fallback is faster than a backoff.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use async_openai::config::OpenAIConfig;
use async_openai::error::OpenAIError;
use async_openai::middleware::ReqwestService;
use async_openai::types::chat::{
    ChatCompletionRequestAssistantMessage, ChatCompletionRequestMessage,
    ChatCompletionRequestSystemMessage, ChatCompletionRequestUserMessage,
    CreateChatCompletionRequest, FinishReason, ResponseFormat, ResponseFormatJsonSchema,
};
use async_openai::Client;
use futures::future::BoxFuture;

use super::{ChatRequest, LlmClient, LlmConfig, LlmError, Role};

/// A client of one OpenAI-compatible server and model.
pub struct OpenAiClient {
    client: Client<OpenAIConfig>,
    model: String,
    base_url: String,
    timeout: Duration,
    max_tokens: u32,
    /// Cleared when the server rejected `response_format` once.
    response_format_ok: AtomicBool,
}

impl std::fmt::Debug for OpenAiClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenAiClient")
            .field("base_url", &self.base_url)
            .field("model", &self.model)
            .field("timeout", &self.timeout)
            .finish()
    }
}

impl OpenAiClient {
    /// A client for the configured server. Makes no call. The key, when none is configured, is
    /// a placeholder (local servers ignore it), never the ambient `OPENAI_API_KEY` read behind
    /// the configuration's back.
    pub fn new(config: &LlmConfig) -> Result<OpenAiClient, LlmError> {
        let timeout = Duration::from_millis(config.timeout_ms.max(1));
        let http = reqwest::Client::builder()
            .timeout(timeout)
            .connect_timeout(timeout)
            .build()
            .map_err(|e| LlmError::Config(format!("cannot build the HTTP client: {e}")))?;
        let base_url = config.base_url.trim_end_matches('/').to_string();
        // Organisation and project ids from the ambient environment are not ours to send (and
        // async-openai panics on one that is not a valid header value).
        let openai = OpenAIConfig::new()
            .with_api_base(base_url.clone())
            .with_api_key(config.api_key.clone().unwrap_or_else(|| "none".into()))
            .with_org_id("")
            .with_project_id("");
        Ok(OpenAiClient {
            // The default executor retries 429s, 5xx and connect errors three times with
            // backoff: hidden calls past the two-call budget. The plain service does not.
            client: Client::build(http.clone(), openai)
                .with_http_service(ReqwestService::new(http)),
            model: config.model.clone(),
            base_url,
            timeout,
            max_tokens: config.max_tokens,
            response_format_ok: AtomicBool::new(true),
        })
    }

    fn build(&self, request: &ChatRequest, with_format: bool) -> CreateChatCompletionRequest {
        let messages = request
            .messages
            .iter()
            .map(|m| match m.role {
                Role::System => ChatCompletionRequestMessage::System(
                    ChatCompletionRequestSystemMessage::from(m.content.as_str()),
                ),
                Role::User => ChatCompletionRequestMessage::User(
                    ChatCompletionRequestUserMessage::from(m.content.as_str()),
                ),
                Role::Assistant => ChatCompletionRequestMessage::Assistant(
                    ChatCompletionRequestAssistantMessage::from(m.content.as_str()),
                ),
            })
            .collect();
        let budget = request
            .max_tokens
            .map_or(self.max_tokens, |n| n.min(self.max_tokens));
        let response_format = match (&request.json, with_format) {
            (Some(j), true) => Some(ResponseFormat::JsonSchema {
                json_schema: ResponseFormatJsonSchema {
                    description: None,
                    name: j.name.clone(),
                    schema: j.schema.clone(),
                    strict: None,
                },
            }),
            _ => None,
        };
        // `max_tokens` rather than `max_completion_tokens`: every compatible server reads it.
        #[allow(deprecated)]
        CreateChatCompletionRequest {
            messages,
            model: self.model.clone(),
            max_tokens: Some(budget),
            temperature: Some(request.temperature.unwrap_or(0.0)),
            response_format,
            ..Default::default()
        }
    }

    async fn send(&self, request: CreateChatCompletionRequest) -> Result<String, LlmError> {
        let ms = self.timeout.as_millis() as u64;
        let reply = tokio::time::timeout(self.timeout, self.client.chat().create(request))
            .await
            .map_err(|_| LlmError::Timeout { ms })?
            .map_err(|e| map_error(e, ms))?;
        let Some(choice) = reply.choices.into_iter().next() else {
            return Err(LlmError::BadResponse("the reply has no choices".into()));
        };
        if choice.finish_reason == Some(FinishReason::Length) {
            return Err(LlmError::BadResponse(format!(
                "the reply was cut at the token budget ({} tokens)",
                self.max_tokens
            )));
        }
        match choice.message.content {
            Some(text) if !text.trim().is_empty() => Ok(text),
            _ => Err(LlmError::BadResponse(match choice.message.refusal {
                Some(r) => format!("the model refused: {r}"),
                None => "the reply has no text".into(),
            })),
        }
    }

    async fn complete_inner(&self, request: ChatRequest) -> Result<String, LlmError> {
        let with_format = request.json.is_some() && self.response_format_ok.load(Ordering::Relaxed);
        match self.send(self.build(&request, with_format)).await {
            Err(LlmError::Rejected { status, message })
                if with_format && rejects_response_format(&message) =>
            {
                tracing::warn!(
                    status,
                    %message,
                    "the LLM server rejected response_format; asking for JSON in the prompt only from now on"
                );
                self.response_format_ok.store(false, Ordering::Relaxed);
                self.send(self.build(&request, false)).await
            }
            other => other,
        }
    }
}

/// Whether a 400/422 message is about the structured-output request.
fn rejects_response_format(message: &str) -> bool {
    let m = message.to_ascii_lowercase();
    [
        "response_format",
        "json_schema",
        "schema",
        "format",
        "guided",
    ]
    .iter()
    .any(|k| m.contains(k))
}

fn map_error(e: OpenAIError, ms: u64) -> LlmError {
    match e {
        OpenAIError::ApiError(r) => {
            let status = r.status_code.as_u16();
            let message = if r.api_error.message.trim().is_empty() {
                r.status_code
                    .canonical_reason()
                    .unwrap_or("no message")
                    .to_string()
            } else {
                truncate(&error_message(&r.api_error.message), 300)
            };
            match status {
                429 => LlmError::RateLimited { message },
                401 | 403 => LlmError::Unauthorized { status, message },
                s if s >= 500 => LlmError::Server { status, message },
                _ => LlmError::Rejected { status, message },
            }
        }
        OpenAIError::Reqwest(e) if e.is_timeout() => LlmError::Timeout { ms },
        OpenAIError::Reqwest(e) => match e.status() {
            Some(s) if s.as_u16() == 429 => LlmError::RateLimited {
                message: e.to_string(),
            },
            Some(s) if s.is_server_error() => LlmError::Server {
                status: s.as_u16(),
                message: e.to_string(),
            },
            _ => LlmError::Transport(e.to_string()),
        },
        OpenAIError::JSONDeserialize(e, content) => LlmError::BadResponse(format!(
            "not a chat completion ({e}): {}",
            truncate(&content, 200)
        )),
        OpenAIError::InvalidArgument(m) => LlmError::Config(m),
        other => LlmError::BadResponse(other.to_string()),
    }
}

/// The message inside an error body: servers answer 5xx with OpenAI's `{"error": {"message"}}`,
/// Ollama's and llama.cpp's `{"error": "..."}`, FastAPI's (vLLM) `{"detail": "..."}`, or text.
fn error_message(body: &str) -> String {
    let Ok(v) = serde_json::from_str::<serde_json::Value>(body) else {
        return body.to_string();
    };
    let found = [
        v.pointer("/error/message"),
        v.get("error"),
        v.get("message"),
        v.get("detail"),
    ]
    .into_iter()
    .flatten()
    .find_map(|m| m.as_str())
    .map(str::to_string);
    found.unwrap_or_else(|| body.to_string())
}

fn truncate(s: &str, max: usize) -> String {
    let s = s.trim();
    match s.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

impl LlmClient for OpenAiClient {
    fn complete<'a>(&'a self, request: ChatRequest) -> BoxFuture<'a, Result<String, LlmError>> {
        Box::pin(async move {
            let out = self.complete_inner(request).await;
            crate::progress::emit(crate::progress::Progress::LlmCall { ok: out.is_ok() });
            out
        })
    }

    fn name(&self) -> &'static str {
        "openai"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::llm::{JsonOutput, LlmBackend, Message};

    fn client() -> OpenAiClient {
        OpenAiClient::new(&LlmConfig {
            backend: LlmBackend::Openai,
            base_url: "http://127.0.0.1:9/v1/".into(),
            model: "m".into(),
            api_key: None,
            timeout_ms: 1000,
            max_tokens: 100,
        })
        .unwrap()
    }

    #[test]
    fn request_carries_roles_budget_and_format() {
        let c = client();
        let req = ChatRequest {
            messages: vec![
                Message::system("s"),
                Message::user("u"),
                Message::assistant("a"),
            ],
            json: Some(JsonOutput {
                name: "plan".into(),
                schema: serde_json::json!({"type": "object"}),
            }),
            max_tokens: Some(500),
            temperature: None,
        };
        let body = serde_json::to_value(c.build(&req, true)).unwrap();
        assert_eq!(body["model"], "m");
        assert_eq!(body["max_tokens"], 100, "never above the configured budget");
        assert_eq!(body["temperature"], 0.0);
        let roles: Vec<&str> = body["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["role"].as_str().unwrap())
            .collect();
        assert_eq!(roles, ["system", "user", "assistant"]);
        assert_eq!(body["response_format"]["type"], "json_schema");
        assert_eq!(body["response_format"]["json_schema"]["name"], "plan");
        let body = serde_json::to_value(c.build(&req, false)).unwrap();
        assert!(body.get("response_format").is_none());
        assert_eq!(c.base_url, "http://127.0.0.1:9/v1");
    }

    #[test]
    fn error_bodies_of_every_server_kind_are_read() {
        assert_eq!(error_message(r#"{"error": {"message": "boom"}}"#), "boom");
        assert_eq!(
            error_message(r#"{"error": "model not loaded"}"#),
            "model not loaded"
        );
        assert_eq!(error_message(r#"{"detail": "bad"}"#), "bad");
        assert_eq!(error_message("Bad Gateway"), "Bad Gateway");
        assert_eq!(error_message(r#"{"x": 1}"#), r#"{"x": 1}"#);
    }

    #[test]
    fn format_rejections_are_recognised() {
        assert!(rejects_response_format(
            "Invalid parameter: 'response_format' of type 'json_schema' is not supported"
        ));
        assert!(!rejects_response_format("model `x` not found"));
    }
}
