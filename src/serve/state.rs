//! The server's state and options: the engine, the conversations (in PostgreSQL when the store
//! is there, else in memory), the metrics, the per-key rate limiter and the bound on answers
//! computed at once. Every handler gets a clone of [`AppState`].

use std::sync::Arc;
use std::time::Duration;

use crate::answer::Answer;
use crate::backend::Tenant;
use crate::engine::{AskError, Engine};
use crate::session::{Conversations, InMemoryStore, Limits, Prepared, SessionStore};

use super::{limit, openai, Metrics, RateLimit};

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
    pub(super) engine: Arc<Engine>,
    pub(super) conversations: Arc<Conversations>,
    pub(super) metrics: Arc<Metrics>,
    pub(super) limiter: Arc<limit::Limiter>,
    pub(super) options: ServeOptions,
    pub(super) chats: Arc<openai::ChatSessions>,
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
