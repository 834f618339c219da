//! Domain resolution paths (`domains/*.yaml`) for the Insight Generator: what a domain retrieves
//! for which periods, which analytic tools it runs on what it retrieved, how tool rows become
//! findings, the knowledge it injects, the finding → recommendation rules, the prompts that
//! explain, and the example questions its router learns from.
//!
//! A domain is data: a domain expert adds one with one YAML file (and, for a new analytic, a
//! Rhai tool in `plugins/`), no Rust. `insight validate` checks every reference (APIs, tools,
//! tables, prompts, expressions) at its `file:line:col`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// One domain resolution path.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DomainPath {
    /// Unique name, snake_case (e.g. `performance`).
    pub name: String,
    /// What questions of this domain ask.
    pub description: String,
    /// The metric this domain explains, the root of its metric tree (`revenue` = sessions ×
    /// conversion × average selling price; `units`; `orders`). Passed to tools as `$metric`.
    #[serde(default = "default_metric")]
    pub metric: String,
    /// Measures (ids of `catalog/measures.yaml`) the explanation of `metric` also answers
    /// (`units_sold` for a revenue tree). A question naming a measure no routed domain covers is
    /// told which metric is explained, so a revenue answer is never read as one about sessions.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub covers: Vec<String>,
    /// The period analysed when the question names none.
    #[serde(default)]
    pub default_period: DefaultPeriod,
    /// What the asked period is compared with when the question names no comparison.
    #[serde(default)]
    pub compare: CompareWith,
    /// Days of history the `history` period covers (trend, seasonality, anomalies), ending with
    /// the asked period.
    #[serde(default = "default_history_days")]
    pub history_days: u32,
    /// Days the `review_window` reaches past the asked period's end (clipped to the data's
    /// last day): customers review days after they buy, so the reviews about a period's last
    /// weeks are written after it. At most 60.
    #[serde(default = "default_review_lag_days")]
    #[schemars(range(max = 60))]
    pub review_lag_days: u32,
    /// The data to fetch: each entry calls one API once per period it lists.
    pub retrieve: Vec<Retrieval>,
    /// The analytic tools to run, in order, on what was retrieved.
    pub methods: Vec<Method>,
    /// Domain knowledge injected into the explanation (thresholds, rules of thumb).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub knowledge: Vec<String>,
    /// Finding → recommendation rules.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub recommendations: Vec<RecommendationRule>,
    /// The LLM prompt (a `prompts/` name of kind `llm_prompt`) that explains the findings when
    /// an LLM is configured.
    pub prompt: String,
    /// The offline answer template (a `prompts/` name of kind `answer_template`).
    pub template: String,
    /// Example questions of this domain (the nearest-example domain router learns from them,
    /// with the labelled training questions of `models/training/`).
    pub examples: Vec<String>,
}

fn default_metric() -> String {
    "revenue".into()
}

fn default_history_days() -> u32 {
    364
}

fn default_review_lag_days() -> u32 {
    14
}

/// The period analysed when a question names none.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum DefaultPeriod {
    /// The last complete calendar month (compared with the month before it).
    #[default]
    LastMonth,
    /// The last 28 days of data (four whole weeks, so weekdays balance).
    Last28Days,
    /// The last 91 days of data (13 whole weeks).
    Last91Days,
    /// The last complete calendar quarter.
    LastQuarter,
    /// The year so far.
    YearToDate,
}

/// What the asked period is compared with.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CompareWith {
    /// The span of the same length just before (a month with the month before).
    #[default]
    Previous,
    /// The same span one year (364 days) earlier.
    YearAgo,
}

/// A named period of an Insight Generator question.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum PeriodRole {
    /// The asked period.
    Current,
    /// What it is compared with.
    Comparison,
    /// From the comparison's start to the current end: one contiguous span, for finding the
    /// day something changed.
    Window,
    /// The window with the 90 days before it: a steadier "before" for slow-moving signals
    /// (ratings), whose changes are still reported only from the window's start.
    LongWindow,
    /// The long window extended `review_lag_days` past the asked period's end, clipped to the
    /// data: reviews of the period's purchases, written days after them. A detector reading it
    /// still reports changes only inside the window (its `until`).
    ReviewWindow,
    /// The current period 364 days earlier (same weekdays): the seasonal baseline.
    BaselineCurrent,
    /// The comparison period 364 days earlier.
    BaselineComparison,
    /// The window 364 days earlier.
    BaselineWindow,
    /// `history_days` ending with the current period.
    History,
    /// The last 28 days of the data, whatever period was asked: stock as it is now and the
    /// pace it sells at (days of cover), for advice about what runs out next.
    Latest,
}

impl PeriodRole {
    /// Every role, in order.
    pub const ALL: [PeriodRole; 10] = [
        PeriodRole::Current,
        PeriodRole::Comparison,
        PeriodRole::Window,
        PeriodRole::LongWindow,
        PeriodRole::ReviewWindow,
        PeriodRole::BaselineCurrent,
        PeriodRole::BaselineComparison,
        PeriodRole::BaselineWindow,
        PeriodRole::History,
        PeriodRole::Latest,
    ];

    /// The name used in YAML and in `$name.role` references.
    pub fn as_str(self) -> &'static str {
        match self {
            PeriodRole::Current => "current",
            PeriodRole::Comparison => "comparison",
            PeriodRole::Window => "window",
            PeriodRole::LongWindow => "long_window",
            PeriodRole::ReviewWindow => "review_window",
            PeriodRole::BaselineCurrent => "baseline_current",
            PeriodRole::BaselineComparison => "baseline_comparison",
            PeriodRole::BaselineWindow => "baseline_window",
            PeriodRole::History => "history",
            PeriodRole::Latest => "latest",
        }
    }

    /// The role named `s`.
    pub fn parse(s: &str) -> Option<PeriodRole> {
        PeriodRole::ALL.into_iter().find(|r| r.as_str() == s)
    }
}

/// One API fetched for one or more periods.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Retrieval {
    /// The name tools refer to: `$<name>.<period>` (e.g. `$sales.current`).
    pub name: String,
    /// The API (an `apis/` name).
    pub api: String,
    /// The periods to fetch it for (`start_date`/`end_date` are set from each); none for an API
    /// without dates (e.g. the product catalog), referred to as `$<name>`.
    #[serde(default)]
    pub periods: Vec<PeriodRole>,
    /// Other parameters of the call.
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    pub params: Map<String, Value>,
}

/// One analytic tool run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Method {
    /// The tool (a `plugins/` name).
    pub tool: String,
    /// The name of its result, for later methods (`$<name>`) and templates; the tool's name by
    /// default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// What it checks, in words, for "what could not be checked" ("stock-outs").
    pub checks: String,
    /// The tool's arguments. A string `$<retrieval>.<period>` (or `$<retrieval>`, `$<method>`)
    /// is that table; `$metric` is the domain's metric; `$<period>.start` / `$<period>.end` a
    /// date; anything else is passed as written.
    #[serde(default)]
    pub args: Map<String, Value>,
    /// How the result's rows become findings. Without it, rows that have a `kind` column are
    /// findings as they are; other tables are analysis shown to the explanation only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finding: Option<FindingRule>,
    /// Measures (ids of `catalog/measures.yaml`) whose questions this check answers ("what
    /// should I reorder": `days_of_cover`). Asked about one and finding nothing, the answer
    /// says it checked and found nothing to flag, rather than leaving the asker to wonder
    /// whether it looked.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answers: Vec<String>,
}

impl Method {
    /// The name of its result.
    pub fn result_name(&self) -> &str {
        self.name.as_deref().unwrap_or(&self.tool)
    }
}

/// Rows of a tool → findings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FindingRule {
    /// The finding kind given to each row (its statement comes from `prompts/finding_statement`).
    pub kind: String,
    /// A minijinja expression over the row's columns; only rows where it is true are findings
    /// (e.g. `p_value < 0.05`). It also sees `asked_dates` (the question named its dates) and
    /// `current_months` / `current_weekdays` (`Jan`.., `Mon`.. covered by the asked period).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when: Option<String>,
}

/// A finding → recommendation rule.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RecommendationRule {
    /// A stable id (`restock`).
    pub id: String,
    /// The finding kind it answers.
    pub on: String,
    /// An extra minijinja condition over the finding's values (e.g. `impact < 0`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when: Option<String>,
    /// The recommendation, a minijinja template over the finding's values (`title`, `days`,
    /// ...); numbers only from the finding.
    pub say: String,
}
