//! The Data Presenter's planning step: a question (with its resolved time slots and its one
//! embedding) → a [`Plan`] of API calls and calculation tools, or an honest non-plan: a
//! clarification question when an entity is ambiguous, or an out-of-scope answer naming the data
//! no API has.
//!
//! Two planners implement [`Planner`]:
//! - [`catalog`]: deterministic, no LLM (the default). Links the question to APIs and columns
//!   by embedding similarity against the catalog, resolves entities, reads top-N / sort /
//!   breakdowns, and builds the plan.
//! - the LLM planner (`crate::llm::planner`): asks an OpenAI-compatible model for the plan,
//!   validates it, repairs it once, and falls back to the catalog planner.
//!
//! Both return the same [`PlannerOutcome`]; the presenter reads [`PlannedQuery::shape`] and
//! [`PlannedQuery::metrics`] to write the answer.

pub mod abstain;
pub mod catalog;
pub mod condition;
pub mod entities;
pub mod group;
pub mod intent;
pub mod kind_names;
pub mod link;
pub mod measures;
pub mod parse;
pub mod possession;
pub mod recipient;
pub mod shapes;
pub mod share;
pub mod skeleton;
pub mod stockout;
pub mod text;
pub mod things;
pub mod unread_period;
pub mod weekdays;

pub use catalog::CatalogPlanner;

use chrono::NaiveDate;
use futures::future::BoxFuture;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::augment::{DataSpan, DateRange, Resolution};
use crate::backend::Tenant;
use crate::embed::Embedding;
use crate::plan::Plan;
pub use intent::Intent;

/// What the answer looks like; chooses the presenter's template and chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AnswerShape {
    /// One number (or one row of a few numbers): "what were my sales last week?".
    SingleValue,
    /// The same measures over two periods, with the change: "revenue vs last year".
    Comparison,
    /// Rows ordered by a measure, usually limited: "top 5 products by units".
    Ranking,
    /// One row per period: "revenue by week in November".
    TimeSeries,
    /// One row per member of a dimension, not ranked: "sales per category".
    Breakdown,
    /// Records listed as they are: "show my 1-star reviews", "list my products".
    List,
}

impl AnswerShape {
    /// Every shape, in declaration order.
    pub const ALL: [AnswerShape; 6] = [
        AnswerShape::SingleValue,
        AnswerShape::Comparison,
        AnswerShape::Ranking,
        AnswerShape::TimeSeries,
        AnswerShape::Breakdown,
        AnswerShape::List,
    ];

    /// The snake_case name (also the suffix of its template in `prompts/`: `answer_<shape>`).
    pub fn as_str(self) -> &'static str {
        match self {
            AnswerShape::SingleValue => "single_value",
            AnswerShape::Comparison => "comparison",
            AnswerShape::Ranking => "ranking",
            AnswerShape::TimeSeries => "time_series",
            AnswerShape::Breakdown => "breakdown",
            AnswerShape::List => "list",
        }
    }
}

/// Everything a planner gets.
#[derive(Debug, Clone, Copy)]
pub struct PlanRequest<'a> {
    /// The question as asked.
    pub question: &'a str,
    /// Its one embedding (computed by the manager; never recomputed).
    pub embedding: &'a Embedding,
    /// Its resolved time expressions (primary/comparison ranges, granularity).
    pub time: &'a Resolution,
    /// The clock's today.
    pub today: NaiveDate,
    /// The dates the data covers.
    pub span: DataSpan,
    /// The caller's seller, for entity resolution only (whose products "the skillet" can mean).
    /// A plan never carries it: the executor binds the seller from the caller's key.
    pub tenant: &'a Tenant,
}

/// A plan, with what the presenter needs to know to present its outputs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PlannedQuery {
    /// The plan to execute.
    pub plan: Plan,
    /// The answer's shape.
    pub shape: AnswerShape,
    /// The measures the question asks about, as column names of the plan's first output, most
    /// important first (e.g. `["revenue"]`); the presenter leads with them.
    pub metrics: Vec<String>,
    /// Entities the question named, as resolved (e.g. `P0001 "Cast-iron skillet 10in"`), for
    /// the answer text.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub entities: Vec<ResolvedEntity>,
    /// Which planner made it: `catalog` or `llm`.
    pub planner: String,
    /// How many LLM calls planning took (0 offline; 2 when a plan was repaired). The engine
    /// keeps a question within two sequential LLM calls: after a repair, the prose is the
    /// template's.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub llm_calls: u32,
    /// Assumptions the planner made that the reader should know ("no period named: showing the
    /// last 30 days").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// What the question was read as (the catalog planner's parse, before any API was chosen).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub intent: Option<Intent>,
    /// The whole span the answer covers when it differs from the resolver's primary range
    /// (several periods answered one by one): the presenter names this span.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub span: Option<DateRange>,
    /// The condition the rows were kept by ("which products had no ad spend"), when the
    /// question set one: the presenter says it instead of describing the rows as a whole.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<RowCondition>,
}

/// A condition rows were kept (and maybe counted) by, in words for the answer text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct RowCondition {
    /// What the rows are, plural (`products`, `days`, `weeks`, `months`).
    pub noun: String,
    /// The same, singular, for a count of one.
    pub one: String,
    /// The condition as it follows the noun: `with no ad spend`, `with revenue over $30,000`,
    /// `out of stock`.
    pub phrase: String,
    /// Written as an absence ("no ad spend", "didn't sell"): kept rows are the ones at 0.
    pub absence: bool,
    /// The measure the condition reads, in words (`ad spend`).
    pub measure: String,
    /// "When did ...": the kept row is the `first` or the `last` one, not every one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pick: Option<String>,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// An entity of the question, resolved to the catalog.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ResolvedEntity {
    /// `product`, `category`, `brand` or `store` (the store's own name: the whole store).
    pub kind: String,
    /// The id (`P0001`) or the exact name (`Home & Kitchen`, `Northwind`).
    pub id: String,
    /// What people call it (the product title; the name again for categories and brands).
    pub label: String,
    /// The words of the question that named it.
    pub mention: String,
}

/// A candidate offered in a clarification question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Candidate {
    /// The id or exact name to use.
    pub id: String,
    /// What people call it.
    pub label: String,
}

/// What a planner decided.
// A plan is the common outcome and is moved once per question: boxing it buys nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum PlannerOutcome {
    /// A plan to execute.
    Plan(PlannedQuery),
    /// A mention matches several entities equally well: ask which one.
    Clarify {
        /// The question to put to the seller ("Which product do you mean: ...?").
        question: String,
        /// The words that were ambiguous.
        mention: String,
        /// The candidates, best first.
        candidates: Vec<Candidate>,
        /// What the question was read as, when the planner got that far.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        intent: Option<Box<Intent>>,
    },
    /// The question needs data no API has.
    OutOfScope {
        /// What is missing ("competitors' sales figures").
        missing: String,
        /// The message for the seller: what is missing and what can be asked instead.
        message: String,
    },
}

/// A planning failure that is not an answer (a bug or a broken catalog), as opposed to the
/// honest non-plans of [`PlannerOutcome`].
#[derive(Debug, thiserror::Error)]
pub enum PlanError {
    /// The planner could not link the question to any API.
    #[error("no data API matches this question: {0}")]
    NoMatch(String),
    /// Anything else.
    #[error("planning failed: {0}")]
    Other(String),
}

/// What a question names among the seller's products, for a worker that does not plan (the
/// Insight Generator): it must not explain the whole store when the thing asked about is not
/// the seller's, and can put the products asked about first.
#[allow(clippy::large_enum_variant)] // made once per question: a box would buy nothing
#[derive(Debug, Clone, PartialEq)]
pub enum Named {
    /// The seller's products the question names (none: it names the store).
    Products(Vec<ResolvedEntity>),
    /// What it names is not (only) the seller's: a thing they do not sell, a typo of a title,
    /// an id they do not have, or words that fit several products. The ask-back to answer with.
    AskBack(PlannerOutcome),
}

/// A planner: deterministic (catalog) or LLM-backed.
pub trait Planner: Send + Sync {
    /// Plans one question.
    fn plan<'a>(
        &'a self,
        request: PlanRequest<'a>,
    ) -> BoxFuture<'a, Result<PlannerOutcome, PlanError>>;

    /// The seller's products the question names, read as [`Self::plan`] reads them. A planner
    /// that cannot tell says it names none.
    fn named<'a>(&'a self, request: PlanRequest<'a>) -> BoxFuture<'a, Result<Named, PlanError>> {
        let _ = request;
        Box::pin(std::future::ready(Ok(Named::Products(Vec::new()))))
    }

    /// `catalog` or `llm`, for the answer's provenance.
    fn name(&self) -> &'static str;
}
