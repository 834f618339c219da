//! The answer object: what `insight ask --json` prints and `POST /v1/ask` returns.
//!
//! Every answer, including a refusal, has the same shape; `status` says which kind it is and the
//! optional parts are present when the pipeline got that far (an out-of-domain answer carries
//! `ood` and `timings_ms`, no plan).

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::augment::{Coverage, TimeSlots};
use crate::gate::GateVerdict;
use crate::insight::{DomainMatch, Finding, Recommendation, Unchecked};
use crate::manager::Branches;
use crate::ood::OodResult;
use crate::plan::Plan;
use crate::planner::{AnswerShape, Candidate, Intent};
use crate::router::RoutingDecision;
use crate::table::Column;

/// What kind of answer this is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AnswerStatus {
    /// The question was answered from the data.
    Answered,
    /// Part of the plan failed; the answer says what is missing and shows what succeeded.
    Partial,
    /// The question is not about the seller's marketplace business.
    OutOfDomain,
    /// It is, but needs data no API has.
    OutOfScope,
    /// A product (or category, brand) is ambiguous: the answer asks which one.
    ClarificationNeeded,
    /// The period asked about is entirely outside the data.
    NoData,
    /// The seller's data has none of a table the question needs (an import that held only
    /// some reports): the answer says what is missing and what to import to get it.
    DataUnavailable,
    /// The question needs a worker that is not built yet.
    NotYetSupported,
    /// The data could not be fetched (a failing backend, a timeout).
    Error,
}

/// A result table as shown to people: columns carry display names and units.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct AnswerTable {
    /// A short title ("Revenue by week").
    pub title: String,
    /// The columns.
    pub columns: Vec<Column>,
    /// The rows, raw values (money in USD with two decimals, percentages as 0..1 ratios).
    pub rows: Vec<Vec<Value>>,
}

/// The resolved time of the question, as reported in the answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ResolvedTime {
    /// The question with explicit ISO dates.
    pub rewritten: String,
    /// The ranges and granularity actually used (after the planner's defaults).
    #[serde(flatten)]
    pub slots: TimeSlots,
    /// Whether the data covers the primary range.
    pub coverage: Coverage,
    /// Notes on assumptions and clipping.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

/// A clarification question with its candidates.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Clarification {
    /// The ambiguous words.
    pub mention: String,
    /// The candidates, best first.
    pub candidates: Vec<Candidate>,
}

/// A problem the answer reports (a failed step, a dropped expression).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct AnswerError {
    /// A stable code (`api_failure`, `data_unavailable`, `timeout`, ...).
    pub code: String,
    /// What happened and what to do.
    pub message: String,
}

/// What a guardrail did to an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum GuardAction {
    /// Parts of the answer were removed or masked in place (PII, another seller's rows).
    Redacted,
    /// The answer, or its text, was replaced by a safe one.
    Blocked,
    /// The answer was left as it is, with something worth knowing.
    PassedWithNote,
}

/// One guardrail's action on an answer (guards that found nothing leave no record).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct GuardrailRecord {
    /// The guard (`policy`, `tenant`, `pii`, `toxicity`).
    pub guard: String,
    /// What it did.
    pub action: GuardAction,
    /// How many things it redacted (1 for a block or a note).
    pub count: usize,
    /// What and why, without repeating what was removed.
    pub detail: String,
}

/// The answer to one question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Answer {
    /// The question as asked.
    pub question: String,
    /// What kind of answer this is.
    pub status: AnswerStatus,
    /// The answer text, numbers formatted.
    pub answer: String,
    /// The answer's shape (when a plan ran).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shape: Option<AnswerShape>,
    /// The result tables.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tables: Vec<AnswerTable>,
    /// A Vega-Lite spec, when a chart helps (time series: line; rankings, breakdowns: bars).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chart: Option<Value>,
    /// The plan that ran.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<Plan>,
    /// Which planner made the plan (`catalog`, `llm`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub planner: Option<String>,
    /// The resolved time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resolved_time: Option<ResolvedTime>,
    /// The manager's routing decision.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub route: Option<RoutingDecision>,
    /// The manager's in-domain check.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ood: Option<OodResult>,
    /// The manager's secondary check (domain vocabulary), when the autoencoder let the
    /// question in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gate: Option<GateVerdict>,
    /// Questions the seller can ask instead (after a refusal).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub suggestions: Vec<String>,
    /// What the question was read as before any API was chosen (the Data Presenter's typed
    /// intent: measures, entities, filters, periods, shape, each with its evidence and
    /// confidence), when the question got that far.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub intent: Option<Intent>,
    /// The clarification asked for, with its candidates.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clarification: Option<Clarification>,
    /// Problems met on the way.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<AnswerError>,
    /// What the guardrails did, in the order they ran (empty when every guard passed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub guardrails: Vec<GuardrailRecord>,
    /// Milliseconds per stage (`embed`, `ood`, `route`, `augment`, `plan`, `execute`,
    /// `present`, `total`).
    pub timings_ms: BTreeMap<String, f64>,
    /// The Insight Generator's domains (diagnostic questions).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub domains: Vec<DomainMatch>,
    /// What the data shows, strongest evidence first (diagnostic questions).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub findings: Vec<Finding>,
    /// What to do, each citing a finding.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub recommendations: Vec<Recommendation>,
    /// Checks that could not be made for lack of data.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unchecked: Vec<Unchecked>,
    /// Which worker answered and which was cancelled, after how long.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub branches: Option<Branches>,
}

impl Answer {
    /// An answer with only a status and a text; the pipeline fills in the rest.
    pub fn new(
        question: impl Into<String>,
        status: AnswerStatus,
        text: impl Into<String>,
    ) -> Answer {
        Answer {
            question: question.into(),
            status,
            answer: text.into(),
            shape: None,
            tables: Vec::new(),
            chart: None,
            plan: None,
            planner: None,
            resolved_time: None,
            route: None,
            ood: None,
            gate: None,
            suggestions: Vec::new(),
            intent: None,
            clarification: None,
            errors: Vec::new(),
            guardrails: Vec::new(),
            timings_ms: BTreeMap::new(),
            domains: Vec::new(),
            findings: Vec::new(),
            recommendations: Vec::new(),
            unchecked: Vec::new(),
            branches: None,
        }
    }
}
