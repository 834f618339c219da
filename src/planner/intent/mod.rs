//! The typed [`Intent`]: what the question asks, read before any API is chosen (issue 9: "an
//! explicit parse of the question ... built before any API is chosen, with each part's evidence
//! and a confidence; the plan is derived from the intent").
//!
//! **Takes** the question's tokens (time expressions and entity mentions masked), the parsers'
//! [`Cues`], the resolver's [`Resolution`], the resolved entities and the measures named in the
//! words (see [`super::measures`]). **Gives** the measures, entities, filters, every time range
//! the question names (any number of them), the answer shape (total, comparison, ranking,
//! breakdown, time series, extremum over time, list, count), each with the words that showed it
//! and a confidence, and one confidence for the whole reading.
//!
//! **Guarantees**: deterministic and total (any input gives an intent); nothing here chooses an
//! API. The planner derives the plan from the intent, and the answer carries it, so a reader (and
//! the tests) see what was understood. The confidence is the product of the parts' confidences;
//! below [`CONFIDENCE_THRESHOLD`] the planner asks back instead of answering.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::augment::{DateRange, Granularity};

mod read;
pub use read::{read, Evidence};

/// Below this overall confidence the answer is a clarification, not a number. Chosen on the
/// calibration split (worked + holdout): the highest value at which every calibration question
/// that was answered right is still answered (docs/answer_or_ask.md).
pub const CONFIDENCE_THRESHOLD: f32 = 0.5;

/// The threshold in force: [`CONFIDENCE_THRESHOLD`], or `INSIGHT_CONFIDENCE_THRESHOLD` when
/// set (for calibration runs only: `0` answers every reading, so each question's confidence can
/// be compared with whether its answer was right).
pub fn threshold() -> f32 {
    std::env::var("INSIGHT_CONFIDENCE_THRESHOLD")
        .ok()
        .and_then(|v| v.parse::<f32>().ok())
        .filter(|t| (0.0..=1.0).contains(t))
        .unwrap_or(CONFIDENCE_THRESHOLD)
}

/// What the question was read as.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Intent {
    /// The measures asked about, in question order (ids of `catalog/measures.yaml`).
    pub measures: Vec<MeasurePart>,
    /// Own products, categories and brands named.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub entities: Vec<EntityPart>,
    /// Filters and modifiers: a star rating, a grouping, a number of rows.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub filters: Vec<FilterPart>,
    /// Every time range named, in question order (none: the default period applies).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub periods: Vec<PeriodPart>,
    /// The breakdown by period asked for ("by week"), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub granularity: Option<Granularity>,
    /// The answer's shape.
    pub shape: ShapePart,
    /// The question asks for a period's last day ("at the end of last month"): a level (stock,
    /// price) is read then, not averaged over the period.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub at_period_end: bool,
    /// The whole reading's confidence, 0..1: the product of the parts'.
    pub confidence: f32,
    /// What lowered the confidence, for the reader.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub doubts: Vec<String>,
}

/// A measure of the question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct MeasurePart {
    /// The measure's id (`units_sold`, `units_on_hand`, `revenue`, ...).
    pub measure: String,
    /// The words that named it ("in stock"); empty when implied.
    pub evidence: String,
    /// 1 when named, less when implied ("best day" → revenue).
    pub confidence: f32,
}

/// An entity of the question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct EntityPart {
    /// `product`, `category` or `brand`.
    pub kind: String,
    /// The id or exact name.
    pub id: String,
    /// What people call it.
    pub label: String,
    /// The words that named it.
    pub evidence: String,
    /// 1 for an id or an exact name, less for title words.
    pub confidence: f32,
}

/// A filter or modifier.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct FilterPart {
    /// `stars`, `group_by`, `limit`, `all_products`.
    pub kind: String,
    /// Its value ("1-2", "category", "5").
    pub value: String,
    /// The words that showed it.
    pub evidence: String,
}

/// How a time range takes part in the question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PeriodRole {
    /// The period asked about.
    Primary,
    /// The period it is compared with.
    Comparison,
    /// One more period asked about on its own ("on 2025-08-15 *and on 2025-09-15*"): answered
    /// next to the primary, never merged into it or dropped.
    Also,
}

/// A time range of the question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PeriodPart {
    /// Its days, clipped to the data.
    pub range: DateRange,
    /// Its part in the question.
    pub role: PeriodRole,
    /// The calendar unit it is one of (a day, a month, ...), when it is exactly one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<Granularity>,
    /// The words ("on 2025-08-15", "all time").
    pub evidence: String,
    /// 1 for a resolved expression; less for a period word read by the planner ("ever").
    pub confidence: f32,
}

/// The shapes an answer can take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum IntentShape {
    /// One figure for a period.
    Total,
    /// Two periods side by side, with the change.
    Comparison,
    /// Products ranked by a measure.
    Ranking,
    /// One row per product, category or brand.
    Breakdown,
    /// One row per day, week, month, ...
    TimeSeries,
    /// The highest or lowest day / week / month of a period ("best day this year").
    ExtremumOverTime,
    /// Records as they are.
    List,
    /// How many records.
    Count,
    /// A part's share of the whole ("what percent of my revenue came from the skillet").
    Share,
}

/// The extremum asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Extremum {
    /// The buckets ranked (day, week, month, ...).
    pub grain: Granularity,
    /// `highest` or `lowest` of the measure, or `best`/`worst` (which way depends on the
    /// measure).
    pub direction: Direction,
    /// How many buckets to give (1 for "which day").
    pub n: usize,
}

/// Which end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// The largest value.
    Highest,
    /// The smallest value.
    Lowest,
    /// The best (largest unless less is better).
    Best,
    /// The worst.
    Worst,
}

impl Direction {
    /// `desc` or `asc` for a measure where less is better or not.
    pub fn order(self, lower_is_better: bool) -> &'static str {
        match (self, lower_is_better) {
            (Direction::Highest, _) | (Direction::Best, false) | (Direction::Worst, true) => "desc",
            _ => "asc",
        }
    }
}

/// The shape, with its evidence.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ShapePart {
    /// The shape.
    pub shape: IntentShape,
    /// For an extremum over time: which buckets and which end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extremum: Option<Extremum>,
    /// The words that showed it ("which week ... most"); empty for the default (a total).
    pub evidence: String,
    /// How sure the reading is.
    pub confidence: f32,
}

/// A measure found in the words, for [`read`].
#[derive(Debug, Clone, PartialEq)]
pub struct NamedMeasure {
    /// The measure id.
    pub measure: String,
    /// The words.
    pub evidence: String,
    /// First token index.
    pub at: usize,
    /// Tokens covered.
    pub len: usize,
}

impl Intent {
    /// The product of the parts' confidences (a part that is absent counts 1; a missing
    /// measure is the planner's to judge, with the catalog at hand).
    pub fn overall(&self) -> f32 {
        let m = self
            .measures
            .iter()
            .map(|m| m.confidence)
            .fold(1.0, f32::min);
        let e = self
            .entities
            .iter()
            .map(|x| x.confidence)
            .fold(1.0, f32::min);
        let t = self
            .periods
            .iter()
            .map(|p| p.confidence)
            .fold(1.0, f32::min);
        (m * e * t * self.shape.confidence).clamp(0.0, 1.0)
    }

    /// The periods to answer one by one (the primary and every `also`), when there are several.
    /// The same days named twice ("winter sales so far this december": winter so far is
    /// December 1-9, as is this December in the data) are one period: answered one by one they
    /// were a "series" of two equal rows on one date.
    pub fn separate_periods(&self) -> Vec<&PeriodPart> {
        let mut v: Vec<&PeriodPart> = Vec::new();
        for p in self
            .periods
            .iter()
            .filter(|p| p.role != PeriodRole::Comparison)
        {
            if !v.iter().any(|q| q.range == p.range) {
                v.push(p);
            }
        }
        if v.len() > 1 && v.iter().any(|p| p.role == PeriodRole::Also) {
            v
        } else {
            Vec::new()
        }
    }

    /// The primary period (the planner's default applies when none).
    pub fn primary(&self) -> Option<DateRange> {
        self.periods
            .iter()
            .find(|p| p.role == PeriodRole::Primary)
            .map(|p| p.range)
    }

    /// Whether a level is to be read on the period's last day.
    pub fn at_end(&self) -> bool {
        self.at_period_end
    }

    /// The first measure's id.
    pub fn lead_measure(&self) -> Option<&str> {
        self.measures.first().map(|m| m.measure.as_str())
    }
}
