//! # Session: conversation memory
//!
//! **Takes** a message from a seller in a conversation (a session id, or none for a new one) and
//! the conversation so far. **Gives** the standalone question to ask the engine (the message
//! itself, or a follow-up rewritten against the last turn), then records the answer as a turn.
//!
//! **Guarantees**
//! - A session belongs to the API key that created it ([`Owner`]); any other key asking for it
//!   gets [`SessionError::NotFound`], exactly as for an id that never existed.
//! - Memory is bounded: at most [`Limits::max_turns`] turns per session (oldest dropped), at most
//!   [`Limits::max_sessions`] sessions (least recently used dropped), and a session idle for
//!   [`Limits::idle`] is gone.
//! - Follow-ups never reach the engine as fragments: "and the week before?" becomes the last
//!   question with explicit dates, so the engine, its planner and its checks see a whole question
//!   and every answer is reproducible from its `question` field alone.
//! - A clarification is a pause: the next message that picks a candidate resumes the paused
//!   question with that candidate; any other message abandons it and is asked as it is.
//!
//! The follow-up grammar is in [`followup`]; the store trait and its in-memory implementation in
//! [`store`]; [`Conversations`] glues them to the engine (the HTTP handlers, the SSE stream and
//! the OpenAI-compatible endpoint all go through it).

pub mod followup;
pub mod postgres;
pub mod store;

use std::sync::Arc;

use chrono::NaiveDate;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::answer::{Answer, AnswerStatus, AnswerTable};
use crate::augment::{DateRange, Granularity};
use crate::backend::Tenant;
use crate::engine::{AskError, AskRequest, Engine};
use crate::plan::{Plan, Step};
use crate::planner::{AnswerShape, Candidate};

pub use followup::{FollowUpKind, Frame, Interpretation, Vocabulary};
pub use store::{InMemoryStore, Limits, SessionStore};

/// Who owns a session: a digest of the API key (the key itself is never kept), and the seller
/// it is bound to.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Owner {
    /// SHA-256 of the API key, hex.
    pub key_digest: String,
    /// The key's seller.
    pub seller_id: String,
}

impl Owner {
    /// The owner for an API key and its seller.
    pub fn new(key: &str, seller_id: &str) -> Owner {
        use sha2::{Digest, Sha256};
        let digest = Sha256::digest(key.as_bytes());
        Owner {
            key_digest: digest.iter().map(|b| format!("{b:02x}")).collect(),
            seller_id: seller_id.to_string(),
        }
    }
}

/// Why a session cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// No such session for this key (never existed, expired, or another key's).
    #[error("no session `{0}` for this API key (sessions expire after a while without questions); send no session_id to start a new one")]
    NotFound(String),
    /// The session id is not one this server could have given.
    #[error("`{0}` is not a session id (they are 32 hexadecimal characters)")]
    BadId(String),
}

impl SessionError {
    /// A stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            SessionError::NotFound(_) => "not_found",
            SessionError::BadId(_) => "bad_request",
        }
    }
}

/// One question and its answer, as the conversation remembers it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Turn {
    /// The message as the seller typed it.
    pub message: String,
    /// The standalone question the engine answered.
    pub question: String,
    /// What kind of follow-up the message was (none for a new question).
    pub followup: Option<FollowUpKind>,
    /// The parts the question was built from, for the next follow-up to edit.
    pub frame: Frame,
    /// The answer's status.
    pub status: AnswerStatus,
    /// The answer's shape.
    pub shape: Option<AnswerShape>,
    /// The route taken (`data_presenter`, `insight_generator`).
    pub route: Option<String>,
    /// The primary range used.
    pub primary: Option<DateRange>,
    /// The comparison range used.
    pub comparison: Option<DateRange>,
    /// The breakdown granularity used.
    pub granularity: Option<Granularity>,
    /// Products the plan was restricted to (ids from its parameters).
    pub entities: Vec<String>,
    /// The plan that ran.
    pub plan: Option<Plan>,
    /// The result tables.
    pub tables: Vec<AnswerTable>,
    /// The chart, when there was one ("show that as a chart" shows it again).
    pub chart: Option<Value>,
}

/// What the conversation is waiting for.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Pending {
    /// A clarification was asked: which of the candidates the seller means.
    Clarification {
        /// The paused question's frame.
        frame: Frame,
        /// The ambiguous words.
        mention: String,
        /// The candidates.
        candidates: Vec<Candidate>,
    },
    /// A plan was previewed and not run yet.
    Preview {
        /// The previewed question's frame.
        frame: Frame,
    },
}

/// A conversation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Session {
    /// Its id (32 hex characters).
    pub id: String,
    /// Its owner.
    pub owner: Owner,
    /// The turns, oldest first (bounded).
    pub turns: Vec<Turn>,
    /// What the conversation waits for, if anything.
    pub pending: Option<Pending>,
}

impl Session {
    /// The last turn whose answer can be followed up (it answered from data, or said there was
    /// none for its period).
    pub fn last_answered(&self) -> Option<&Turn> {
        self.turns.iter().rev().find(|t| {
            matches!(
                t.status,
                AnswerStatus::Answered | AnswerStatus::Partial | AnswerStatus::NoData
            )
        })
    }
}

/// A message interpreted against its session, ready to be asked.
#[derive(Debug, Clone)]
pub struct Prepared {
    /// The session (new or loaded), not yet saved.
    pub session: Session,
    /// Whether the session was created by this message.
    pub new_session: bool,
    /// The message as typed.
    pub message: String,
    /// How it was read.
    pub interpretation: Interpretation,
    /// "Today" for the question.
    pub today: NaiveDate,
}

impl Prepared {
    /// The standalone question to ask.
    pub fn question(&self) -> String {
        self.interpretation.frame().compose()
    }

    /// The request for the engine.
    pub fn request(&self, tenant: &Tenant) -> AskRequest {
        AskRequest {
            question: self.question(),
            today: Some(self.today),
            tenant: tenant.clone(),
        }
    }
}

/// What a message turned into, for the client: which follow-up it was and the question asked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Interpreted {
    /// `new`, or the follow-up's kind (`time`, `metric`, `breakdown`, `filter`, `why`,
    /// `chart`, `clarified`, `run_preview`, `compare`, `extremum`).
    pub kind: String,
    /// The standalone question the engine answered.
    pub question: String,
}

/// Sessions over an engine: interpret a message, ask, record.
pub struct Conversations {
    engine: Arc<Engine>,
    store: Arc<dyn SessionStore>,
    vocabulary: Vocabulary,
}

impl Conversations {
    /// Conversations kept in `store`.
    pub fn new(engine: Arc<Engine>, store: Arc<dyn SessionStore>) -> Conversations {
        let vocabulary = Vocabulary::from_catalog(engine.catalog());
        Conversations {
            engine,
            store,
            vocabulary,
        }
    }

    /// The engine.
    pub fn engine(&self) -> &Arc<Engine> {
        &self.engine
    }

    /// The store.
    pub fn store(&self) -> &Arc<dyn SessionStore> {
        &self.store
    }

    /// Loads (or creates) the session and reads the message against it.
    pub fn prepare(
        &self,
        owner: &Owner,
        session_id: Option<&str>,
        message: &str,
        today: Option<NaiveDate>,
    ) -> Result<Prepared, SessionError> {
        let (session, new_session) = match session_id {
            Some(id) => {
                if !store::valid_id(id) {
                    return Err(SessionError::BadId(id.chars().take(64).collect()));
                }
                (self.store.load(owner, id)?, false)
            }
            None => (self.store.create(owner), true),
        };
        let tenant = crate::backend::Tenant::new(owner.seller_id.clone());
        let today = today.unwrap_or_else(|| self.engine.default_today_for(&tenant));
        let ctx = followup::Context {
            today,
            span: self.engine.span_of(&tenant),
            calendar: &self.engine.catalog().calendar,
            vocabulary: &self.vocabulary,
        };
        let interpretation = followup::interpret(message, &session, &ctx);
        Ok(Prepared {
            session,
            new_session,
            message: message.to_string(),
            interpretation,
            today,
        })
    }

    /// Answers a prepared message without recording it: the engine's answer, or the last
    /// chart again for "show that as a chart" when the last answer had one.
    pub async fn answer(&self, prepared: &Prepared, tenant: &Tenant) -> Result<Answer, AskError> {
        if prepared.interpretation.kind == Some(FollowUpKind::Chart) {
            if let Some(last) = prepared.session.last_answered() {
                if last.chart.is_some() {
                    let mut a = Answer::new(
                        last.question.clone(),
                        AnswerStatus::Answered,
                        "Here is that as a chart.",
                    );
                    a.shape = last.shape;
                    a.tables = last.tables.clone();
                    a.chart = last.chart.clone();
                    a.plan = last.plan.clone();
                    return Ok(a);
                }
            }
        }
        self.engine.ask(&prepared.request(tenant)).await
    }

    /// Records the answer as a turn (and a clarification as the pending pause), saves the
    /// session, and says how the message was read.
    pub fn record(&self, mut prepared: Prepared, answer: &Answer) -> Interpreted {
        let frame = prepared.interpretation.frame().clone();
        let kind = prepared.interpretation.kind_name().to_string();
        let question = frame.compose();
        let session = &mut prepared.session;
        session.pending = match (&answer.status, &answer.clarification) {
            (AnswerStatus::ClarificationNeeded, Some(c)) => Some(Pending::Clarification {
                frame: frame.clone(),
                mention: c.mention.clone(),
                candidates: c.candidates.clone(),
            }),
            _ => None,
        };
        session.turns.push(turn_of(
            &prepared.message,
            &frame,
            prepared.interpretation.followup(),
            answer,
        ));
        self.store.save(prepared.session);
        Interpreted { kind, question }
    }

    /// Records a preview: the plan is shown, the question waits to be run.
    pub fn record_preview(&self, mut prepared: Prepared) -> Interpreted {
        let frame = prepared.interpretation.frame().clone();
        let kind = prepared.interpretation.kind_name().to_string();
        let question = frame.compose();
        prepared.session.pending = Some(Pending::Preview { frame });
        self.store.save(prepared.session);
        Interpreted { kind, question }
    }
}

fn turn_of(message: &str, frame: &Frame, followup: Option<FollowUpKind>, a: &Answer) -> Turn {
    let (primary, comparison, granularity) = a
        .resolved_time
        .as_ref()
        .map(|t| (t.slots.primary, t.slots.comparison, t.slots.granularity))
        .unwrap_or((None, None, None));
    Turn {
        message: message.to_string(),
        question: a.question.clone(),
        followup,
        frame: frame.clone(),
        status: a.status,
        shape: a.shape,
        route: a
            .route
            .as_ref()
            .and_then(|r| serde_json::to_value(r.route).ok())
            .and_then(|v| v.as_str().map(str::to_string)),
        primary,
        comparison,
        granularity,
        entities: a.plan.as_ref().map(plan_products).unwrap_or_default(),
        plan: a.plan.clone(),
        tables: a.tables.clone(),
        chart: a.chart.clone(),
    }
}

/// The product ids a plan's API calls are restricted to.
pub fn plan_products(plan: &Plan) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for step in &plan.steps {
        if let Step::Api(s) = step {
            for key in ["product_ids", "product_id"] {
                match s.params.get(key) {
                    Some(Value::String(id)) => out.push(id.clone()),
                    Some(Value::Array(ids)) => {
                        out.extend(ids.iter().filter_map(|v| v.as_str().map(str::to_string)))
                    }
                    _ => {}
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}
