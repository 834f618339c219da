//! The template context: what an answer template (`prompts/answer_<shape>.yaml`) can use.
//!
//! Every field is always present (templates run with strict undefined behaviour), so a field
//! that does not apply is `null` or empty, never missing. Numbers come formatted by the one
//! formatter ([`super::format`]) next to their raw value. `prompts/README.md` documents the
//! same structure for the domain experts who write templates; keep the two in step.

use serde::Serialize;
use serde_json::{Map, Value};

use crate::augment::{ComparisonKind, Granularity};
use crate::planner::{ResolvedEntity, RowCondition};
use crate::table::Unit;

/// The whole context of one answer template.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AnswerContext {
    /// The question as asked.
    pub question: String,
    /// The shape whose template renders (`single_value`, `comparison`, ...). It can differ from
    /// the planned shape when the result cannot carry it (a comparison whose previous period
    /// failed is presented as a single value).
    pub shape: &'static str,
    /// The period the numbers cover.
    pub period: Option<PeriodContext>,
    /// The period they are compared with.
    pub comparison_period: Option<PeriodContext>,
    /// `year_over_year`, `previous_period` or `explicit`.
    pub comparison_kind: Option<ComparisonKind>,
    /// The breakdown unit of a time series (`day`, `week`, `month`, `quarter`, `year`).
    pub granularity: Option<Granularity>,
    /// The data dimension of the first data API called (`sales`, `traffic`, `reviews`, ...).
    pub dimension: Option<String>,
    /// The column that names each row (the product title, the category, the period), if any.
    pub key: Option<ColumnContext>,
    /// What the rows are, plural (`products`, `categories`, `brands`, `periods`, `items`).
    pub entity_noun: String,
    /// The same, singular (`product`, `category`), for a count of one ("1 product").
    pub entity_noun_one: String,
    /// `desc` (top, largest first) or `asc` (bottom, smallest first).
    pub order: &'static str,
    /// The lead measure (the first of `metrics`).
    pub metric: MetricContext,
    /// The measures the question asks about, lead first, with their values in the first row.
    pub metrics: Vec<MetricContext>,
    /// The main table's columns.
    pub columns: Vec<ColumnContext>,
    /// The main table's rows, each cell formatted, keyed by column name.
    pub rows: Vec<Map<String, Value>>,
    /// The same rows with raw values (numbers as numbers, `null` for missing).
    pub raw_rows: Vec<Map<String, Value>>,
    /// Number of rows.
    pub row_count: usize,
    /// True when a list holds as many rows as its plan asked for at most: there may be more,
    /// so the answer says these are the first ones, never "N reviews" as if N were all of them
    /// (stop 35: "20 reviews since january" where there were 35).
    pub row_limit_reached: bool,
    /// True when the result has no rows at all (or only empty measures): "no sales in that
    /// period". Rows of zeros are data, not empty.
    pub empty: bool,
    /// One item per row, in the table's order (ranked for rankings).
    pub items: Vec<Item>,
    /// The first item.
    pub top: Option<Item>,
    /// For time series and breakdowns: the first, last, highest and lowest rows by the lead
    /// measure (rows with no value skipped).
    pub summary: Option<Summary>,
    /// For a comparison of one row: the current value of the lead measure.
    pub current: Option<Measure>,
    /// For a comparison of one row: the previous value.
    pub previous: Option<Measure>,
    /// For a comparison of one row: the change from previous to current.
    pub change: Option<Change>,
    /// The entities the question named (`kind`, `id`, `label`, `mention`).
    pub entities: Vec<ResolvedEntity>,
    /// The condition the rows were kept by (`noun`, `one`, `phrase`, `absence`, `measure`):
    /// "which products had no ad spend" lists the products kept, it does not rank them.
    pub condition: Option<RowCondition>,
    /// Notes the presenter appends after the template's text (clipped dates, defaults).
    pub notes: Vec<String>,
    /// Steps that failed; the presenter appends them after the template's text too.
    pub missing: Vec<MissingPart>,
    /// True when some step failed and the answer shows only what succeeded.
    pub partial: bool,
}

/// A period of time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PeriodContext {
    /// First day, ISO.
    pub start: String,
    /// Last day, ISO.
    pub end: String,
    /// As people name it: `November 2025`, `Q3 2025`, `2025`, `2025-12-01`, or the range.
    pub label: String,
    /// `2025-12-01 to 2025-12-07` (or one date).
    pub range: String,
    /// The words of the question that named it (`last week`), when one expression did.
    pub phrase: Option<String>,
    /// Ready for a sentence: `last week (2025-12-01 to 2025-12-07)`, `in November 2025`,
    /// `on 2025-12-01`, `from 2025-11-10 to 2025-12-09`.
    pub text: String,
}

/// A measure and its value in the first row.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MetricContext {
    /// Column name (`revenue`).
    pub name: String,
    /// Display name (`Revenue`, `Units sold`).
    pub display_name: String,
    /// The display name inside a sentence (`revenue`, `units sold`, `ACOS`).
    pub noun: String,
    /// `usd`, `percent`, `count`, `ratio`, `days`, `rating` or null.
    pub unit: Option<Unit>,
    /// The first row's value, formatted; `not available` when missing.
    pub value: String,
    /// The first row's raw value (`null` when missing).
    pub raw: Value,
}

/// A column of the main table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ColumnContext {
    /// Column name.
    pub name: String,
    /// Display name.
    pub display_name: String,
    /// Unit, if any.
    pub unit: Option<Unit>,
}

/// One row, as an item of a list.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Item {
    /// 1-based position.
    pub rank: usize,
    /// What the row is: the product title, the category, the period (`week of 2025-11-03`).
    pub label: String,
    /// The product id when the row has one besides its label.
    pub id: Option<String>,
    /// The lead measure, formatted (`not available` when missing).
    pub value: String,
    /// The lead measure, raw.
    pub raw: Value,
    /// Every cell of the row, formatted, keyed by column name.
    pub cells: Map<String, Value>,
    /// Comparisons only: the previous value of the lead measure.
    pub previous: Option<Measure>,
    /// Comparisons only: the change.
    pub change: Option<Change>,
}

/// A formatted value and its raw value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Measure {
    /// Formatted (`$1,234.50`; `not available` when missing).
    pub value: String,
    /// Raw.
    pub raw: Value,
}

/// A change between two values.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Change {
    /// The size of the change, unsigned, in the measure's unit (`$250.00`).
    pub absolute: String,
    /// The relative size, unsigned (`12.3%`); `not available` when the previous value is 0.
    pub percent: String,
    /// With its sign (`-$250.00`, `+$250.00`).
    pub signed_absolute: String,
    /// With its sign (`-12.3%`).
    pub signed_percent: String,
    /// `up`, `down`, `flat`, or `unknown` when a value is missing.
    pub direction: &'static str,
    /// Current minus previous, raw.
    pub raw_absolute: Value,
    /// (current - previous) / |previous| as a ratio, raw; `null` when previous is 0.
    pub raw_percent: Value,
    /// The measure is a percent (a rate, a share): `absolute` is in percentage points
    /// (`1.3 points`), said first, and `percent` is the relative change of the rate.
    pub points: bool,
}

/// The notable rows of a series.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    /// The first row.
    pub first: Item,
    /// The last row.
    pub last: Item,
    /// The row with the largest lead measure (the first of equals).
    pub highest: Item,
    /// The row with the smallest lead measure (the first of equals).
    pub lowest: Item,
    /// True when rows whose period the asked range cuts (two days of a week) were left out of
    /// `highest` and `lowest`: a part of a week is no week to rank against whole ones.
    pub whole_only: bool,
}

/// A step that failed or was skipped.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MissingPart {
    /// The step id.
    pub step: String,
    /// What the step was for (its description), when the plan says.
    pub description: Option<String>,
    /// A stable code (`api_failure`, `timeout`, ...).
    pub code: String,
    /// What happened.
    pub message: String,
}
