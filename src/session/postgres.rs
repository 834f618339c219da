//! Sessions in PostgreSQL, so several `insight serve` replicas behind a load balancer share
//! conversations: a follow-up may reach another replica than the question before it.
//!
//! One row per session (`insight_sessions`): the id, the owner (key digest and seller, never
//! the key), the session as JSON, and when it was last used. The limits are the in-memory
//! store's: turns trimmed on save, sessions idle longer than `idle` gone, at most
//! `max_sessions` kept (the least recently used dropped). A session of another owner is
//! `not_found`, exactly as an unknown id.
//!
//! The [`SessionStore`] trait is synchronous. On a multi-threaded tokio runtime (the server's)
//! each call runs inside `block_in_place`, which hands this worker's other tasks to other
//! workers first, so no task waits behind a database round trip; anywhere else it runs on a
//! thread of its own ([`crate::data::postgres::run_blocking`]).

use std::future::Future;

use super::store::{IdMint, Limits, SessionStore};
use super::{Owner, Session, SessionError};
use crate::data::postgres::{pg_message, redact};

const DDL: &str = "
CREATE TABLE IF NOT EXISTS insight_sessions(
  id TEXT PRIMARY KEY, key_digest TEXT NOT NULL, seller_id TEXT NOT NULL,
  body TEXT NOT NULL, used_at TIMESTAMPTZ NOT NULL DEFAULT now());
CREATE INDEX IF NOT EXISTS insight_sessions_used ON insight_sessions(used_at);
";

/// Sessions in a PostgreSQL database.
pub struct PgSessionStore {
    pool: deadpool_postgres::Pool,
    url: String,
    limits: Limits,
    ids: IdMint,
}

fn bridge<T: Send, F: Future<Output = T>>(make: impl FnOnce() -> F + Send) -> T {
    match tokio::runtime::Handle::try_current() {
        Ok(h) if h.runtime_flavor() == tokio::runtime::RuntimeFlavor::MultiThread => {
            tokio::task::block_in_place(|| h.block_on(make()))
        }
        _ => crate::data::postgres::run_blocking(make),
    }
}

impl PgSessionStore {
    /// Connects (creating the table when absent) or says why it cannot.
    pub fn connect(url: &str, pool_size: usize, limits: Limits) -> Result<PgSessionStore, String> {
        let config: tokio_postgres::Config = url
            .parse()
            .map_err(|e| format!("session store URL {}: {e}", redact(url)))?;
        let manager = deadpool_postgres::Manager::from_config(
            config,
            tokio_postgres::NoTls,
            deadpool_postgres::ManagerConfig {
                recycling_method: deadpool_postgres::RecyclingMethod::Fast,
            },
        );
        let pool = deadpool_postgres::Pool::builder(manager)
            .max_size(pool_size.max(1))
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .wait_timeout(Some(std::time::Duration::from_secs(10)))
            .create_timeout(Some(std::time::Duration::from_secs(5)))
            .build()
            .map_err(|e| e.to_string())?;
        let shown = redact(url);
        // Created on a short-lived connection: the pool's connections belong to the runtime
        // that first uses them (the server's).
        let u = url.to_string();
        crate::data::postgres::run_blocking(|| async move {
            let c = crate::data::postgres::connect(&u)
                .await
                .map_err(|e| e.to_string())?;
            c.batch_execute(&format!("SELECT pg_advisory_xact_lock(4242072); {DDL}"))
                .await
                .map_err(|e| format!("session store {}: {}", redact(&u), pg_message(&e)))
        })?;
        Ok(PgSessionStore {
            pool,
            url: shown,
            limits,
            ids: IdMint::new(),
        })
    }

    fn idle_secs(&self) -> f64 {
        self.limits.idle.as_secs_f64()
    }
}

impl SessionStore for PgSessionStore {
    fn create(&self, owner: &Owner) -> Session {
        Session {
            id: self.ids.next(),
            owner: owner.clone(),
            turns: Vec::new(),
            pending: None,
        }
    }

    fn load(&self, owner: &Owner, id: &str) -> Result<Session, SessionError> {
        let idle = self.idle_secs();
        let body: Result<Option<String>, String> = bridge(|| async move {
            let c = self.pool.get().await.map_err(|e| e.to_string())?;
            let row = c
                .query_opt(
                    "UPDATE insight_sessions SET used_at = now()
                     WHERE id = $1 AND key_digest = $2 AND seller_id = $3
                       AND used_at > now() - make_interval(secs => $4)
                     RETURNING body",
                    &[&id, &owner.key_digest, &owner.seller_id, &idle],
                )
                .await
                .map_err(|e| pg_message(&e))?;
            Ok(row.map(|r| r.get::<_, String>(0)))
        });
        match body {
            Ok(Some(b)) => serde_json::from_str::<Session>(&b)
                .ok()
                .filter(|s| s.owner == *owner)
                .ok_or_else(|| SessionError::NotFound(id.to_string())),
            Ok(None) => Err(SessionError::NotFound(id.to_string())),
            Err(e) => {
                tracing::error!(store = %self.url, "loading session: {e}");
                Err(SessionError::NotFound(id.to_string()))
            }
        }
    }

    fn save(&self, mut session: Session) {
        let excess = session.turns.len().saturating_sub(self.limits.max_turns);
        session.turns.drain(..excess);
        let body = match serde_json::to_string(&session) {
            Ok(b) => b,
            Err(e) => {
                tracing::error!("session not saved: {e}");
                return;
            }
        };
        let (idle, keep) = (self.idle_secs(), self.limits.max_sessions.max(1) as i64);
        let r: Result<(), String> = bridge(|| async move {
            let c = self.pool.get().await.map_err(|e| e.to_string())?;
            let inserted = c
                .query_one(
                    "INSERT INTO insight_sessions(id, key_digest, seller_id, body, used_at)
                     VALUES ($1, $2, $3, $4, now())
                     ON CONFLICT (id) DO UPDATE SET body = excluded.body, used_at = now()
                     RETURNING (xmax = 0)",
                    &[
                        &session.id,
                        &session.owner.key_digest,
                        &session.owner.seller_id,
                        &body,
                    ],
                )
                .await
                .map_err(|e| pg_message(&e))?
                .get::<_, bool>(0);
            if inserted {
                // Limits, applied when a session is added, as in memory.
                c.execute(
                    "DELETE FROM insight_sessions WHERE used_at <= now() - make_interval(secs => $1)",
                    &[&idle],
                )
                .await
                .map_err(|e| pg_message(&e))?;
                c.execute(
                    "DELETE FROM insight_sessions WHERE id IN (
                       SELECT id FROM insight_sessions ORDER BY used_at DESC, id OFFSET $1)",
                    &[&keep],
                )
                .await
                .map_err(|e| pg_message(&e))?;
            }
            Ok(())
        });
        if let Err(e) = r {
            tracing::error!(store = %self.url, "session not saved: {e}");
        }
    }

    fn delete(&self, owner: &Owner, id: &str) -> bool {
        let r: Result<u64, String> = bridge(|| async move {
            let c = self.pool.get().await.map_err(|e| e.to_string())?;
            c.execute(
                "DELETE FROM insight_sessions WHERE id = $1 AND key_digest = $2 AND seller_id = $3",
                &[&id, &owner.key_digest, &owner.seller_id],
            )
            .await
            .map_err(|e| pg_message(&e))
        });
        r.is_ok_and(|n| n > 0)
    }

    fn len(&self) -> usize {
        let idle = self.idle_secs();
        let r: Result<i64, String> = bridge(|| async move {
            let c = self.pool.get().await.map_err(|e| e.to_string())?;
            c.query_one(
                "SELECT count(*) FROM insight_sessions WHERE used_at > now() - make_interval(secs => $1)",
                &[&idle],
            )
            .await
            .map(|r| r.get::<_, i64>(0))
            .map_err(|e| pg_message(&e))
        });
        r.map(|n| n.max(0) as usize).unwrap_or(0)
    }
}
