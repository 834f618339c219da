//! Where sessions live: one trait, [`SessionStore`], and its in-memory implementation
//! ([`InMemoryStore`], the default for one replica). A shared store (PostgreSQL, for several
//! replicas) implements the same trait: sessions are plain serde data.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::{Owner, Session, SessionError};

/// The bounds of conversation memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Turns kept per session (the oldest are dropped).
    pub max_turns: usize,
    /// Sessions kept (the least recently used is dropped).
    pub max_sessions: usize,
    /// A session not used for this long is gone.
    pub idle: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_turns: 10,
            max_sessions: 10_000,
            idle: Duration::from_secs(30 * 60),
        }
    }
}

/// Keeps sessions. Implementations must answer [`SessionError::NotFound`] for a session of
/// another owner, exactly as for an unknown id (no way to probe ids).
pub trait SessionStore: Send + Sync {
    /// A new, empty session for `owner` (not stored until saved).
    fn create(&self, owner: &Owner) -> Session;
    /// The session `id` of `owner`.
    fn load(&self, owner: &Owner, id: &str) -> Result<Session, SessionError>;
    /// Stores a session (creating or replacing it), applying the limits.
    fn save(&self, session: Session);
    /// Forgets a session of `owner`; whether there was one.
    fn delete(&self, owner: &Owner, id: &str) -> bool;
    /// How many sessions are kept (for metrics).
    fn len(&self) -> usize;
    /// Whether no session is kept.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Whether `id` has the form of a session id (32 lowercase hex characters).
pub fn valid_id(id: &str) -> bool {
    id.len() == 32
        && id
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

struct Entry {
    session: Session,
    used: Instant,
}

/// Mints session ids that cannot be guessed: a seed hashed once from the process id, the
/// clock and an address, then per id the seed with a counter and the clock. Shared by every
/// [`SessionStore`] so the ids have one form wherever sessions live.
pub(crate) struct IdMint {
    counter: AtomicU64,
    seed: [u8; 32],
}

impl IdMint {
    pub(crate) fn new() -> IdMint {
        use sha2::{Digest, Sha256};
        let mut h = Sha256::new();
        h.update(std::process::id().to_le_bytes());
        h.update(format!("{:?}", std::time::SystemTime::now()).as_bytes());
        h.update(format!("{:p}", &h as *const _).as_bytes());
        IdMint {
            counter: AtomicU64::new(0),
            seed: h.finalize().into(),
        }
    }

    /// A new id: 32 lowercase hex characters (see [`valid_id`]).
    pub(crate) fn next(&self) -> String {
        use sha2::{Digest, Sha256};
        let n = self.counter.fetch_add(1, Ordering::Relaxed);
        let mut h = Sha256::new();
        h.update(self.seed);
        h.update(n.to_le_bytes());
        h.update(format!("{:?}", Instant::now()).as_bytes());
        h.finalize()[..16]
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }
}

/// Sessions in this process's memory.
pub struct InMemoryStore {
    limits: Limits,
    sessions: Mutex<HashMap<String, Entry>>,
    ids: IdMint,
}

impl InMemoryStore {
    /// An empty store with these limits.
    pub fn new(limits: Limits) -> InMemoryStore {
        InMemoryStore {
            limits,
            sessions: Mutex::new(HashMap::new()),
            ids: IdMint::new(),
        }
    }

    /// The limits.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Entry>> {
        // A panic while holding the lock cannot leave a session half-written (entries are
        // replaced whole), so a poisoned map is still consistent.
        self.sessions
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl Default for InMemoryStore {
    fn default() -> InMemoryStore {
        InMemoryStore::new(Limits::default())
    }
}

impl SessionStore for InMemoryStore {
    fn create(&self, owner: &Owner) -> Session {
        Session {
            id: self.ids.next(),
            owner: owner.clone(),
            turns: Vec::new(),
            pending: None,
        }
    }

    fn load(&self, owner: &Owner, id: &str) -> Result<Session, SessionError> {
        let mut map = self.lock();
        let idle = self.limits.idle;
        match map.get_mut(id) {
            Some(e) if e.used.elapsed() <= idle && e.session.owner == *owner => {
                e.used = Instant::now();
                Ok(e.session.clone())
            }
            Some(e) if e.used.elapsed() > idle => {
                map.remove(id);
                Err(SessionError::NotFound(id.to_string()))
            }
            _ => Err(SessionError::NotFound(id.to_string())),
        }
    }

    fn save(&self, mut session: Session) {
        let excess = session.turns.len().saturating_sub(self.limits.max_turns);
        session.turns.drain(..excess);
        let mut map = self.lock();
        let idle = self.limits.idle;
        if !map.contains_key(&session.id) && map.len() >= self.limits.max_sessions {
            map.retain(|_, e| e.used.elapsed() <= idle);
            while map.len() >= self.limits.max_sessions.max(1) {
                let Some(oldest) = map
                    .iter()
                    .min_by_key(|(_, e)| e.used)
                    .map(|(k, _)| k.clone())
                else {
                    break;
                };
                map.remove(&oldest);
            }
        }
        map.insert(
            session.id.clone(),
            Entry {
                session,
                used: Instant::now(),
            },
        );
    }

    fn delete(&self, owner: &Owner, id: &str) -> bool {
        let mut map = self.lock();
        if map.get(id).is_some_and(|e| e.session.owner == *owner) {
            map.remove(id);
            true
        } else {
            false
        }
    }

    fn len(&self) -> usize {
        self.lock().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::answer::AnswerStatus;
    use crate::session::{Frame, Turn};

    fn turn(i: usize) -> Turn {
        Turn {
            message: format!("q{i}"),
            question: format!("q{i}"),
            followup: None,
            frame: Frame::new(format!("q{i}")),
            status: AnswerStatus::Answered,
            shape: None,
            route: None,
            primary: None,
            comparison: None,
            granularity: None,
            entities: vec![],
            plan: None,
            tables: vec![],
            chart: None,
        }
    }

    #[test]
    fn a_session_is_its_owners_only() {
        let store = InMemoryStore::default();
        let alice = Owner::new("key-a", "S001");
        let bob = Owner::new("key-b", "S002");
        let s = store.create(&alice);
        let id = s.id.clone();
        assert!(valid_id(&id), "{id}");
        store.save(s);
        assert!(store.load(&alice, &id).is_ok());
        assert_eq!(
            store.load(&bob, &id),
            Err(SessionError::NotFound(id.clone()))
        );
        // Same seller, other key: still not yours.
        let alice2 = Owner::new("key-a2", "S001");
        assert!(store.load(&alice2, &id).is_err());
        assert!(!store.delete(&bob, &id));
        assert!(store.delete(&alice, &id));
        assert!(store.load(&alice, &id).is_err());
    }

    #[test]
    fn turns_and_sessions_are_bounded() {
        let store = InMemoryStore::new(Limits {
            max_turns: 3,
            max_sessions: 2,
            idle: Duration::from_secs(60),
        });
        let o = Owner::new("k", "S001");
        let mut s = store.create(&o);
        s.turns = (0..5).map(turn).collect();
        let id = s.id.clone();
        store.save(s);
        let back = store.load(&o, &id).unwrap();
        assert_eq!(
            back.turns
                .iter()
                .map(|t| t.message.as_str())
                .collect::<Vec<_>>(),
            ["q2", "q3", "q4"]
        );
        let ids: Vec<String> = (0..3)
            .map(|_| {
                let s = store.create(&o);
                let id = s.id.clone();
                store.save(s);
                std::thread::sleep(Duration::from_millis(2));
                id
            })
            .collect();
        assert_eq!(store.len(), 2);
        assert!(store.load(&o, &id).is_err(), "least recently used dropped");
        assert!(store.load(&o, &ids[2]).is_ok());
    }

    #[test]
    fn idle_sessions_expire() {
        let store = InMemoryStore::new(Limits {
            idle: Duration::from_millis(20),
            ..Limits::default()
        });
        let o = Owner::new("k", "S001");
        let s = store.create(&o);
        let id = s.id.clone();
        store.save(s);
        assert!(store.load(&o, &id).is_ok());
        std::thread::sleep(Duration::from_millis(40));
        assert!(store.load(&o, &id).is_err());
        assert_eq!(store.len(), 0);
    }

    #[test]
    fn ids_are_distinct_and_well_formed() {
        let store = InMemoryStore::default();
        let o = Owner::new("k", "S001");
        let mut ids: Vec<String> = (0..1000).map(|_| store.create(&o).id).collect();
        assert!(ids.iter().all(|i| valid_id(i)));
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), 1000);
        assert!(!valid_id("../../etc"));
        assert!(!valid_id(&"A".repeat(32)));
    }
}
