//! The optional LLM: one trait for chat completion ([`LlmClient`]) and its backends.
//!
//! Takes: a [`ChatRequest`] (messages, an optional JSON Schema for structured output, an
//! optional token budget). Gives: the model's text, or a typed [`LlmError`] (timeout, rate
//! limited, server error, bad response, ...). Never panics.
//!
//! Backends, chosen by [`LlmConfig::backend`]:
//! - `none` (the default): [`NoLlm`], which makes no calls; every LLM step has its deterministic
//!   path (catalog planner, template answers), so the product works offline.
//! - `openai`: [`openai::OpenAiClient`], any OpenAI-compatible chat-completions server (OpenAI,
//!   Azure, vLLM, Ollama, llama.cpp server) through `async-openai`.
//!
//! Built on it:
//! - [`planner::LlmPlanner`]: the LLM planner, which validates the model's plan, repairs it once,
//!   and falls back to the catalog planner;
//! - [`prose::write_prose`]: the answer prose, whose every number is checked against the result
//!   tables.
//!
//! Every call has a timeout and a token budget; the model never computes the numbers shown to
//! the seller: it chooses APIs, tools and parameters, and rephrases numbers it was given.

pub mod openai;
pub mod planner;
pub mod prose;

use std::sync::Arc;

use futures::future::BoxFuture;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Which backend answers LLM calls.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LlmBackend {
    /// No LLM: every step takes its deterministic path.
    #[default]
    None,
    /// An OpenAI-compatible chat-completions server.
    Openai,
}

impl std::str::FromStr for LlmBackend {
    type Err = LlmError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "" | "none" | "off" => Ok(LlmBackend::None),
            "openai" => Ok(LlmBackend::Openai),
            other => Err(LlmError::Config(format!(
                "unknown LLM backend `{other}`; expected `none` or `openai`"
            ))),
        }
    }
}

/// The LLM settings (a section of the config file, overlaid by `INSIGHT_LLM_*` variables).
#[derive(Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct LlmConfig {
    /// `none` (default) or `openai`.
    pub backend: LlmBackend,
    /// The server's base URL, ending in `/v1` (e.g. `http://127.0.0.1:11434/v1` for Ollama).
    pub base_url: String,
    /// The model name the server knows (`gpt-4o-mini`, `llama3.1:8b`, ...).
    pub model: String,
    /// The API key; local servers usually need none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub api_key: Option<String>,
    /// Each call's deadline, in milliseconds.
    pub timeout_ms: u64,
    /// The most tokens a reply may have.
    pub max_tokens: u32,
}

impl std::fmt::Debug for LlmConfig {
    // The key stays out of logs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LlmConfig")
            .field("backend", &self.backend)
            .field("base_url", &self.base_url)
            .field("model", &self.model)
            .field("api_key", &self.api_key.as_ref().map(|_| "***"))
            .field("timeout_ms", &self.timeout_ms)
            .field("max_tokens", &self.max_tokens)
            .finish()
    }
}

impl Default for LlmConfig {
    fn default() -> Self {
        LlmConfig {
            backend: LlmBackend::None,
            base_url: "https://api.openai.com/v1".into(),
            model: "gpt-4o-mini".into(),
            api_key: None,
            timeout_ms: 20_000,
            max_tokens: 1_500,
        }
    }
}

impl LlmConfig {
    /// The defaults overlaid by the process environment (see [`LlmConfig::overlay`]).
    pub fn from_env() -> Result<LlmConfig, LlmError> {
        LlmConfig::default().overlay(|k| std::env::var(k).ok())
    }

    /// Overlays variables read by `var` (the process environment in [`LlmConfig::from_env`]):
    /// `INSIGHT_LLM_BACKEND`, `INSIGHT_LLM_BASE_URL`, `INSIGHT_LLM_MODEL`,
    /// `INSIGHT_LLM_API_KEY` (else `OPENAI_API_KEY`), `INSIGHT_LLM_TIMEOUT_MS`,
    /// `INSIGHT_LLM_MAX_TOKENS`. Empty variables are ignored. A malformed value is an error
    /// naming the variable.
    pub fn overlay(mut self, var: impl Fn(&str) -> Option<String>) -> Result<LlmConfig, LlmError> {
        let get = |k: &str| var(k).filter(|v| !v.trim().is_empty());
        if let Some(v) = get("INSIGHT_LLM_BACKEND") {
            self.backend = v
                .parse()
                .map_err(|e| LlmError::Config(format!("INSIGHT_LLM_BACKEND: {e}")))?;
        }
        if let Some(v) = get("INSIGHT_LLM_BASE_URL") {
            self.base_url = v.trim().to_string();
        }
        if let Some(v) = get("INSIGHT_LLM_MODEL") {
            self.model = v.trim().to_string();
        }
        if let Some(v) = get("INSIGHT_LLM_API_KEY").or_else(|| get("OPENAI_API_KEY")) {
            self.api_key = Some(v.trim().to_string());
        }
        let number = |k: &str, v: String| -> Result<u64, LlmError> {
            v.trim()
                .parse::<u64>()
                .map_err(|_| LlmError::Config(format!("{k}: expected a whole number, got `{v}`")))
        };
        if let Some(v) = get("INSIGHT_LLM_TIMEOUT_MS") {
            self.timeout_ms = number("INSIGHT_LLM_TIMEOUT_MS", v)?;
        }
        if let Some(v) = get("INSIGHT_LLM_MAX_TOKENS") {
            let n = number("INSIGHT_LLM_MAX_TOKENS", v)?;
            self.max_tokens = u32::try_from(n).map_err(|_| {
                LlmError::Config(format!("INSIGHT_LLM_MAX_TOKENS: {n} is too large"))
            })?;
        }
        Ok(self)
    }

    /// Checks the settings the chosen backend needs.
    pub fn check(&self) -> Result<(), LlmError> {
        if self.backend == LlmBackend::None {
            return Ok(());
        }
        let url = self.base_url.trim_end_matches('/');
        if !(url.starts_with("http://") || url.starts_with("https://")) {
            return Err(LlmError::Config(format!(
                "base_url `{}` must start with http:// or https://",
                self.base_url
            )));
        }
        if !url.ends_with("/v1") {
            return Err(LlmError::Config(format!(
                "base_url `{}` must end in /v1 (e.g. http://127.0.0.1:11434/v1)",
                self.base_url
            )));
        }
        // The key becomes an HTTP header: a stray newline from a pasted key would make every
        // request fail (async-openai even panics building it), so say so at start-up.
        if let Some(k) = &self.api_key {
            if !k.bytes().all(|b| (0x21..0x7f).contains(&b)) {
                return Err(LlmError::Config(
                    "api_key has spaces or control characters (a pasted newline?)".into(),
                ));
            }
        }
        if self.model.trim().is_empty() {
            return Err(LlmError::Config("model must not be empty".into()));
        }
        if self.timeout_ms == 0 {
            return Err(LlmError::Config("timeout_ms must be above 0".into()));
        }
        if self.max_tokens == 0 {
            return Err(LlmError::Config("max_tokens must be above 0".into()));
        }
        Ok(())
    }
}

/// Builds the configured client: [`NoLlm`] for `none`, an [`openai::OpenAiClient`] for `openai`.
/// Fails on settings the backend cannot use (see [`LlmConfig::check`]); makes no call.
pub fn client_from_config(config: &LlmConfig) -> Result<Arc<dyn LlmClient>, LlmError> {
    config.check()?;
    Ok(match config.backend {
        LlmBackend::None => Arc::new(NoLlm),
        LlmBackend::Openai => Arc::new(openai::OpenAiClient::new(config)?),
    })
}

/// Who wrote a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Instructions.
    System,
    /// The user's turn (and few-shot inputs).
    User,
    /// The model's turn (and few-shot outputs).
    Assistant,
}

/// One chat message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    /// Who wrote it.
    pub role: Role,
    /// The text.
    pub content: String,
}

impl Message {
    /// A system message.
    pub fn system(content: impl Into<String>) -> Message {
        Message {
            role: Role::System,
            content: content.into(),
        }
    }

    /// A user message.
    pub fn user(content: impl Into<String>) -> Message {
        Message {
            role: Role::User,
            content: content.into(),
        }
    }

    /// An assistant message.
    pub fn assistant(content: impl Into<String>) -> Message {
        Message {
            role: Role::Assistant,
            content: content.into(),
        }
    }
}

/// Structured output: the reply must be JSON fitting `schema`.
#[derive(Debug, Clone, PartialEq)]
pub struct JsonOutput {
    /// A name for the format (`[a-zA-Z0-9_-]`, at most 64 characters).
    pub name: String,
    /// The JSON Schema of the reply.
    pub schema: Value,
}

/// One chat-completion call.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ChatRequest {
    /// The conversation.
    pub messages: Vec<Message>,
    /// Ask for JSON fitting a schema. Backends send it as `response_format` where the server
    /// accepts it; the prompt must also ask for JSON, because not every server enforces it.
    pub json: Option<JsonOutput>,
    /// The reply's token budget; the client's configured budget when none (and never above it).
    pub max_tokens: Option<u32>,
    /// Sampling temperature; 0 (the default here) for plans and checked prose.
    pub temperature: Option<f32>,
}

/// Why an LLM call gave no usable text. The message is for operators; callers fall back to the
/// deterministic path on any of them.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LlmError {
    /// The backend is `none`: no call was made.
    #[error("no LLM is configured (backend `none`)")]
    Disabled,
    /// The settings cannot work.
    #[error("LLM configuration: {0}")]
    Config(String),
    /// No reply within the deadline.
    #[error("the LLM did not answer within {ms} ms")]
    Timeout {
        /// The deadline.
        ms: u64,
    },
    /// HTTP 429.
    #[error("the LLM server is rate limiting us (HTTP 429): {message}")]
    RateLimited {
        /// The server's message.
        message: String,
    },
    /// HTTP 5xx.
    #[error("the LLM server failed (HTTP {status}): {message}")]
    Server {
        /// The status code.
        status: u16,
        /// The server's message.
        message: String,
    },
    /// HTTP 401/403.
    #[error("the LLM server refused our credentials (HTTP {status}): {message}")]
    Unauthorized {
        /// The status code.
        status: u16,
        /// The server's message.
        message: String,
    },
    /// Another 4xx: the server rejected the request (unknown model, bad parameter).
    #[error("the LLM server rejected the request (HTTP {status}): {message}")]
    Rejected {
        /// The status code.
        status: u16,
        /// The server's message.
        message: String,
    },
    /// The server could not be reached or the connection failed.
    #[error("could not reach the LLM server: {0}")]
    Transport(String),
    /// The reply was not a chat completion, or had no text.
    #[error("the LLM's reply is unusable: {0}")]
    BadResponse(String),
}

impl LlmError {
    /// A short stable code for logs and notes (`timeout`, `rate_limited`, `server_error`, ...).
    pub fn code(&self) -> &'static str {
        match self {
            LlmError::Disabled => "disabled",
            LlmError::Config(_) => "config",
            LlmError::Timeout { .. } => "timeout",
            LlmError::RateLimited { .. } => "rate_limited",
            LlmError::Server { .. } => "server_error",
            LlmError::Unauthorized { .. } => "unauthorized",
            LlmError::Rejected { .. } => "rejected",
            LlmError::Transport(_) => "unreachable",
            LlmError::BadResponse(_) => "bad_response",
        }
    }
}

/// A chat-completion backend.
pub trait LlmClient: Send + Sync {
    /// Sends one request and returns the reply's text. Enforces the client's timeout.
    fn complete<'a>(&'a self, request: ChatRequest) -> BoxFuture<'a, Result<String, LlmError>>;

    /// `none` or `openai`.
    fn name(&self) -> &'static str;

    /// Whether calls can succeed at all (false for [`NoLlm`]): lets callers skip building
    /// prompts for nothing.
    fn enabled(&self) -> bool {
        true
    }
}

/// The `none` backend: makes no calls, every request fails with [`LlmError::Disabled`].
#[derive(Debug, Clone, Copy, Default)]
pub struct NoLlm;

impl LlmClient for NoLlm {
    fn complete<'a>(&'a self, _request: ChatRequest) -> BoxFuture<'a, Result<String, LlmError>> {
        Box::pin(async { Err(LlmError::Disabled) })
    }

    fn name(&self) -> &'static str {
        "none"
    }

    fn enabled(&self) -> bool {
        false
    }
}

/// Extracts the JSON object of a reply: the whole text, else the inside of a ```json fence,
/// else the span from the first `{` to the last `}` (small local models often wrap JSON in
/// prose).
pub fn extract_json(reply: &str) -> Result<Value, String> {
    let text = reply.trim();
    if let Ok(v) = serde_json::from_str::<Value>(text) {
        return Ok(v);
    }
    let mut candidates: Vec<&str> = Vec::new();
    if let Some(start) = text.find("```") {
        let after = &text[start + 3..];
        let after = after.strip_prefix("json").unwrap_or(after);
        if let Some(end) = after.find("```") {
            candidates.push(after[..end].trim());
        }
    }
    if let (Some(a), Some(b)) = (text.find('{'), text.rfind('}')) {
        if a < b {
            candidates.push(&text[a..=b]);
        }
    }
    let mut last_err = None;
    for c in candidates {
        match serde_json::from_str::<Value>(c) {
            Ok(v) => return Ok(v),
            Err(e) => last_err = Some(e),
        }
    }
    match (last_err, serde_json::from_str::<Value>(text)) {
        (Some(e), _) | (None, Err(e)) => Err(format!(
            "the reply is not JSON (line {} column {}: {e})",
            e.line(),
            e.column()
        )),
        (None, Ok(v)) => Ok(v),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let m: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |k| m.get(k).cloned()
    }

    #[test]
    fn env_overlay_sets_every_field_and_falls_back_to_openai_key() {
        let c = LlmConfig::default()
            .overlay(vars(&[
                ("INSIGHT_LLM_BACKEND", "openai"),
                ("INSIGHT_LLM_BASE_URL", "http://127.0.0.1:11434/v1"),
                ("INSIGHT_LLM_MODEL", "llama3.1:8b"),
                ("OPENAI_API_KEY", "sk-fallback"),
                ("INSIGHT_LLM_TIMEOUT_MS", "1500"),
                ("INSIGHT_LLM_MAX_TOKENS", "300"),
            ]))
            .unwrap();
        assert_eq!(c.backend, LlmBackend::Openai);
        assert_eq!(c.base_url, "http://127.0.0.1:11434/v1");
        assert_eq!(c.model, "llama3.1:8b");
        assert_eq!(c.api_key.as_deref(), Some("sk-fallback"));
        assert_eq!(c.timeout_ms, 1500);
        assert_eq!(c.max_tokens, 300);
        assert!(c.check().is_ok());
        assert!(!format!("{c:?}").contains("sk-fallback"));

        let c = LlmConfig::default()
            .overlay(vars(&[
                ("INSIGHT_LLM_API_KEY", "sk-insight"),
                ("OPENAI_API_KEY", "sk-fallback"),
            ]))
            .unwrap();
        assert_eq!(c.api_key.as_deref(), Some("sk-insight"));
        assert_eq!(c.backend, LlmBackend::None);
    }

    #[test]
    fn bad_settings_are_named() {
        let e = LlmConfig::default()
            .overlay(vars(&[("INSIGHT_LLM_TIMEOUT_MS", "soon")]))
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "LLM configuration: INSIGHT_LLM_TIMEOUT_MS: expected a whole number, got `soon`"
        );
        let e = LlmConfig::default()
            .overlay(vars(&[("INSIGHT_LLM_BACKEND", "claude")]))
            .unwrap_err();
        assert!(
            e.to_string().contains("unknown LLM backend `claude`"),
            "{e}"
        );
        let c = LlmConfig {
            backend: LlmBackend::Openai,
            base_url: "http://127.0.0.1:8000".into(),
            ..LlmConfig::default()
        };
        assert!(c
            .check()
            .unwrap_err()
            .to_string()
            .contains("must end in /v1"));
        let c = LlmConfig {
            backend: LlmBackend::Openai,
            api_key: Some("sk-abc\n".into()),
            ..LlmConfig::default()
        };
        assert!(c
            .check()
            .unwrap_err()
            .to_string()
            .contains("control characters"));
        assert!(client_from_config(&c).is_err());
    }

    #[test]
    fn config_file_section_deserializes_with_defaults() {
        let c: LlmConfig =
            serde_json::from_value(serde_json::json!({"backend": "openai", "model": "m"})).unwrap();
        assert_eq!(c.backend, LlmBackend::Openai);
        assert_eq!(c.model, "m");
        assert_eq!(c.timeout_ms, LlmConfig::default().timeout_ms);
        assert!(serde_json::from_value::<LlmConfig>(serde_json::json!({"modle": "m"})).is_err());
    }

    #[tokio::test]
    async fn none_backend_makes_no_call() {
        let c = client_from_config(&LlmConfig::default()).unwrap();
        assert_eq!(c.name(), "none");
        assert!(!c.enabled());
        assert_eq!(
            c.complete(ChatRequest::default()).await,
            Err(LlmError::Disabled)
        );
    }

    #[test]
    fn json_is_found_in_fences_and_prose() {
        assert_eq!(extract_json(r#" {"a": 1} "#).unwrap()["a"], 1);
        assert_eq!(
            extract_json("Here is the plan:\n```json\n{\"a\": 2}\n```\nDone.").unwrap()["a"],
            2
        );
        assert_eq!(
            extract_json("Sure! {\"a\": {\"b\": 3}} hope it helps").unwrap()["a"]["b"],
            3
        );
        let e = extract_json("{\"a\": ").unwrap_err();
        assert!(e.starts_with("the reply is not JSON"), "{e}");
        assert!(extract_json("no json here").is_err());
    }
}
