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

use super::parse::{Cues, Rank};
use super::text::Token;
use super::ResolvedEntity;
use crate::augment::{DateRange, ExpressionKind, ExpressionRole, Granularity, Resolution};

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

/// Words that rank periods when a period noun follows or precedes them ("peak day", "busiest
/// week", "slowest month"), beyond the parsers' ranking words.
const PEAK: &[&str] = &["peak", "busiest", "record"];
const TROUGH: &[&str] = &["quietest", "slowest", "weakest"];

/// Words asking for the whole history when no period is resolved.
const ALL_TIME: &[&[&str]] = &[
    &["ever"],
    &["all", "time"],
    &["alltime"],
    &["since", "launch"],
    &["since", "it", "launched"],
    &["since", "launched"],
    &["lifetime"],
    &["in", "total"],
    &["to", "date"],
];

fn unit_of_noun(stem: &str) -> Option<Granularity> {
    match stem {
        "day" | "date" => Some(Granularity::Day),
        "week" => Some(Granularity::Week),
        "month" => Some(Granularity::Month),
        "quarter" => Some(Granularity::Quarter),
        "year" => Some(Granularity::Year),
        _ => None,
    }
}

/// The unit an expression is exactly one of.
fn unit_of_kind(kind: ExpressionKind) -> Option<Granularity> {
    match kind {
        ExpressionKind::Day => Some(Granularity::Day),
        ExpressionKind::Week => Some(Granularity::Week),
        ExpressionKind::Month => Some(Granularity::Month),
        ExpressionKind::Quarter => Some(Granularity::Quarter),
        ExpressionKind::Year => Some(Granularity::Year),
        _ => None,
    }
}

/// Everything [`read`] looks at.
#[derive(Debug, Clone, Copy)]
pub struct Evidence<'a> {
    /// The question as asked (for quoting evidence).
    pub question: &'a str,
    /// The tokens with time expressions and entity mentions masked.
    pub toks: &'a [Token],
    /// The parsers' cues.
    pub cues: &'a Cues,
    /// The resolver's output.
    pub time: &'a Resolution,
    /// The entities resolved.
    pub entities: &'a [ResolvedEntity],
    /// Whether an entity came from an ambiguous mention resolved as a set to rank.
    pub entities_as_set: bool,
    /// The measures named in the words.
    pub measures: &'a [NamedMeasure],
    /// The data's whole span (for "ever", "all time").
    pub span: DateRange,
}

/// Reads the intent.
pub fn read(e: Evidence<'_>) -> Intent {
    let mut doubts = Vec::new();
    let toks = e.toks;
    let word = |i: usize| toks.get(i).map(|t| t.word.as_str()).unwrap_or("");
    let in_measure = |i: usize| e.measures.iter().any(|m| i >= m.at && i < m.at + m.len);

    // Periods: every expression the resolver found, primary, comparison or not used.
    let mut periods = Vec::new();
    let slots = &e.time.slots;
    let primaries: Vec<_> = slots
        .expressions
        .iter()
        .filter(|x| x.role == ExpressionRole::Primary)
        .collect();
    // Periods listed with "and" ("october and november") were merged by the resolver into one
    // range; a seller listing periods wants each, so each is a period of its own.
    let listed = primaries.len() > 1
        && primaries.windows(2).all(|w| {
            let between = e.question.get(w[0].end..w[1].start).unwrap_or("");
            let b = between.trim().to_ascii_lowercase();
            b == "and" || b == "," || b == "&" || b == ", and" || b == "and on" || b == "and in"
        })
        && primaries.iter().all(|x| unit_of_kind(x.kind).is_some());
    if listed {
        for x in &primaries {
            if let Some(r) = x.range.and_then(|r| r.intersect(&e.span)) {
                periods.push(PeriodPart {
                    range: r,
                    role: if periods.is_empty() {
                        PeriodRole::Primary
                    } else {
                        PeriodRole::Also
                    },
                    unit: unit_of_kind(x.kind),
                    evidence: x.text.clone(),
                    confidence: 1.0,
                });
            }
        }
    } else if let Some(p) = slots.primary {
        let evidence: Vec<&str> = primaries.iter().map(|x| x.text.as_str()).collect();
        periods.push(PeriodPart {
            range: p,
            role: PeriodRole::Primary,
            unit: if primaries.len() == 1 {
                unit_of_kind(primaries[0].kind)
            } else {
                None
            },
            evidence: evidence.join(", "),
            confidence: 1.0,
        });
    }
    for x in &slots.expressions {
        if x.role == ExpressionRole::Ignored {
            if let Some(r) = x.range.and_then(|r| r.intersect(&e.span)) {
                periods.push(PeriodPart {
                    range: r,
                    role: PeriodRole::Also,
                    unit: unit_of_kind(x.kind),
                    evidence: x.text.clone(),
                    confidence: 0.9,
                });
            } else {
                doubts.push(format!("'{}' is outside the data", x.text));
            }
        }
    }
    if let Some(c) = slots.comparison {
        let x = slots
            .expressions
            .iter()
            .find(|x| x.role == ExpressionRole::Comparison);
        periods.push(PeriodPart {
            range: c,
            role: PeriodRole::Comparison,
            unit: x.and_then(|x| unit_of_kind(x.kind)),
            evidence: x.map(|x| x.text.clone()).unwrap_or_default(),
            confidence: 1.0,
        });
    }
    // "ever", "all time", "since launch", "in total" with no period resolved: all the data.
    if slots.primary.is_none() {
        for p in ALL_TIME {
            let hit = (0..toks.len()).find(|&i| {
                p.iter()
                    .enumerate()
                    .all(|(k, w)| toks.get(i + k).is_some_and(|t| t.word == *w))
            });
            if let Some(i) = hit {
                periods.push(PeriodPart {
                    range: e.span,
                    role: PeriodRole::Primary,
                    unit: None,
                    evidence: (i..i + p.len()).map(word).collect::<Vec<_>>().join(" "),
                    confidence: 0.9,
                });
                break;
            }
        }
    }

    // The shape.
    let superlative = (0..toks.len()).find_map(|i| {
        let w = word(i);
        let d = if PEAK.contains(&w) {
            Some(Direction::Highest)
        } else if TROUGH.contains(&w) {
            Some(Direction::Lowest)
        } else {
            None
        };
        d.map(|d| (i, d))
    });
    let rank_direction = e.cues.rank.map(|r| match r {
        Rank::Largest => Direction::Highest,
        Rank::Smallest => Direction::Lowest,
        Rank::Best => Direction::Best,
        Rank::Worst => Direction::Worst,
    });
    let rank_at = (0..toks.len()).find(|&i| {
        matches!(
            word(i),
            "top"
                | "most"
                | "highest"
                | "biggest"
                | "largest"
                | "greatest"
                | "max"
                | "maximum"
                | "bottom"
                | "least"
                | "lowest"
                | "fewest"
                | "smallest"
                | "min"
                | "minimum"
                | "best"
                | "worst"
                | "strongest"
                | "weakest"
                | "poorest"
                | "slowest"
        )
    });
    // A period noun that is not part of a measure ("days out of stock") nor a breakdown ("by
    // day") names the buckets to rank.
    let bucket = (0..toks.len()).find_map(|i| {
        let t = &toks[i];
        let g =
            unit_of_noun(&t.stem).or_else(|| unit_of_noun(&crate::augment::time_word(&t.word)))?;
        let by = i > 0 && matches!(word(i - 1), "by" | "per" | "each" | "every" | "a");
        (!in_measure(i) && !by).then_some((i, g))
    });
    // "show" and "display" only ask to see what follows: "show me my best day this year" asks
    // for a day, not for records (it once listed the category benchmark). Other list words
    // ("list", "latest") keep a superlative from ranking days.
    let presenting_only = toks.iter().all(|t| {
        !matches!(
            t.word.as_str(),
            "list" | "read" | "latest" | "recent" | "newest"
        )
    });
    let listing = e.cues.list && !(presenting_only && bucket.is_some());
    let direction = superlative
        .map(|(_, d)| d)
        .or(rank_direction)
        .filter(|_| !e.cues.by_product && !listing);
    let at = superlative.map(|(i, _)| i).or(rank_at);
    let mut extremum = None;
    let mut shape_evidence = String::new();
    let shape = if let (Some(d), Some((bi, g))) = (direction, bucket) {
        extremum = Some(Extremum {
            grain: g,
            direction: d,
            n: e.cues.n.unwrap_or(1).clamp(1, 100),
        });
        let a = at.unwrap_or(bi);
        shape_evidence = format!("{} … {}", word(a.min(bi)), word(a.max(bi)));
        IntentShape::ExtremumOverTime
    } else if let (Some(d), true, false) = (direction, level_measure(e.measures), e.cues.by_product)
    {
        // "the lowest price P0002 had this year": the extreme of a level over the days.
        extremum = Some(Extremum {
            grain: Granularity::Day,
            direction: d,
            n: e.cues.n.unwrap_or(1).clamp(1, 100),
        });
        shape_evidence = at.map(word).unwrap_or_default().to_string();
        IntentShape::ExtremumOverTime
    } else if e.cues.count && e.cues.list {
        shape_evidence = "how many".into();
        IntentShape::Count
    } else if e.cues.list || e.cues.stars.is_some() {
        IntentShape::List
    } else if e.cues.rank.is_some() && e.cues.by_product {
        shape_evidence = at.map(word).unwrap_or_default().to_string();
        IntentShape::Ranking
    } else if slots.comparison.is_some() {
        IntentShape::Comparison
    } else if slots.granularity.is_some() {
        IntentShape::TimeSeries
    } else if e.cues.by_product || e.cues.group.is_some() {
        IntentShape::Breakdown
    } else {
        IntentShape::Total
    };

    // Measures: named ones; a superlative over time with none named ranks by revenue, the
    // measure sellers mean by "best day" (said in a note, and with less confidence).
    let mut measures: Vec<MeasurePart> = Vec::new();
    for m in e.measures {
        if !measures.iter().any(|x| x.measure == m.measure) {
            measures.push(MeasurePart {
                measure: m.measure.clone(),
                evidence: m.evidence.clone(),
                confidence: 1.0,
            });
        }
    }
    if measures.is_empty() && shape == IntentShape::ExtremumOverTime {
        measures.push(MeasurePart {
            measure: "revenue".into(),
            evidence: String::new(),
            confidence: 0.75,
        });
        doubts.push("no measure named: ranked by revenue".into());
    }

    let entities = e
        .entities
        .iter()
        .map(|x| EntityPart {
            kind: x.kind.clone(),
            id: x.id.clone(),
            label: x.label.clone(),
            evidence: x.mention.clone(),
            confidence: if x.mention.eq_ignore_ascii_case(&x.id) {
                1.0
            } else if e.entities_as_set {
                0.8
            } else {
                0.9
            },
        })
        .collect::<Vec<_>>();

    let mut filters = Vec::new();
    if let Some((lo, hi)) = e.cues.stars {
        filters.push(FilterPart {
            kind: "stars".into(),
            value: if lo == hi {
                lo.to_string()
            } else {
                format!("{lo}-{hi}")
            },
            evidence: "star".into(),
        });
    }
    if let Some(g) = e.cues.group {
        filters.push(FilterPart {
            kind: "group_by".into(),
            value: g.into(),
            evidence: g.into(),
        });
    }
    if let Some(n) = e.cues.n {
        filters.push(FilterPart {
            kind: "limit".into(),
            value: n.to_string(),
            evidence: n.to_string(),
        });
    }
    if e.cues.all_products {
        filters.push(FilterPart {
            kind: "all_products".into(),
            value: "true".into(),
            evidence: "all".into(),
        });
    }

    let mut intent = Intent {
        measures,
        entities,
        filters,
        periods,
        granularity: slots.granularity,
        shape: ShapePart {
            shape,
            extremum,
            evidence: shape_evidence,
            confidence: 1.0,
        },
        at_period_end: (0..toks.len())
            .any(|i| matches!(word(i), "end" | "close") && matches!(word(i + 1), "of" | ""))
            || (0..toks.len()).any(|i| word(i) == "eom" || word(i) == "eoy"),
        confidence: 1.0,
        doubts,
    };
    intent.confidence = intent.overall();
    intent
}

/// A measure read at a moment rather than summed over days (a price, a stock level, a rating):
/// its extreme over a period is the extreme over the days.
fn level_measure(m: &[NamedMeasure]) -> bool {
    m.first().is_some_and(|m| {
        matches!(
            m.measure.as_str(),
            "price" | "list_price" | "competitor_price" | "units_on_hand"
        )
    })
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

#[cfg(test)]
mod tests {
    use super::super::link::LinkIndex;
    use super::super::measures::MeasureIndex;
    use super::super::parse::cues;
    use super::super::text::tokens;
    use super::*;
    use crate::augment::{resolve, DataSpan, EventCalendar};
    use chrono::NaiveDate;

    fn ontology() -> MeasureIndex {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut diags = crate::catalog::Diagnostics::with_root(root);
        let file = crate::catalog::measure::load(root, &mut diags).unwrap();
        let links = LinkIndex {
            apis: Vec::new(),
            vocabulary: Default::default(),
        };
        MeasureIndex::build(&file, &links)
    }

    /// Reads a question as the planner does (time expressions masked; no entities).
    fn intent(q: &str) -> Intent {
        let today = NaiveDate::from_ymd_opt(2025, 12, 10).unwrap();
        let span = DataSpan {
            start: NaiveDate::from_ymd_opt(2024, 1, 1).unwrap(),
            end: NaiveDate::from_ymd_opt(2025, 12, 9).unwrap(),
        };
        let time = resolve(q, today, span, &EventCalendar::default());
        let spans = time.slots.spans();
        let toks = tokens(&super::super::text::mask(q, &spans));
        let c = cues(&toks);
        let measures = ontology().find(&toks);
        read(Evidence {
            question: q,
            toks: &toks,
            cues: &c,
            time: &time,
            entities: &[],
            entities_as_set: false,
            measures: &measures,
            span: span.range(),
        })
    }

    #[test]
    fn a_word_the_catalog_writes_is_no_typo() {
        let index = ontology();
        let find = |ix: &MeasureIndex, q: &str| -> Vec<String> {
            ix.find(&tokens(q)).into_iter().map(|m| m.measure).collect()
        };
        // "change" is one letter from "charge" (a word for price).
        assert_eq!(find(&index, "how did units change"), ["price"]);
        let index = index.knowing(["What explains the revenue change in September?"]);
        assert!(!find(&index, "how did units change").contains(&"price".to_string()));
        assert_eq!(find(&index, "how many sessons yesterday"), ["sessions"]);
        // A much shorter word is another word, not a typo ("on track" is no tracking rate).
        assert!(find(&index, "am i on track to beat last year").is_empty());
        assert_eq!(find(&index, "ordrs in june"), ["orders"]);
    }

    /// "show" asks to see what follows; it makes no list of "my best day" (the issue's
    /// example, once answered with the category benchmark).
    #[test]
    fn show_me_my_best_day_is_an_extremum_over_days() {
        for q in [
            "show me my best day this year",
            "display my top 3 weeks by orders",
        ] {
            let i = intent(q);
            assert_eq!(i.shape.shape, IntentShape::ExtremumOverTime, "{q}");
        }
        assert_eq!(
            intent("list the latest reviews this week").shape.shape,
            IntentShape::List
        );
    }

    #[test]
    fn stock_words_are_units_on_hand_not_units_sold() {
        let i = intent("how many units do i have in stock");
        assert_eq!(i.lead_measure(), Some("units_on_hand"));
        assert_eq!(i.measures[0].evidence, "in stock");
        assert_eq!(
            intent("units sold last week").lead_measure(),
            Some("units_sold")
        );
        assert_eq!(intent("units last week").lead_measure(), Some("units_sold"));
        assert_eq!(
            intent("ad sales last week").lead_measure(),
            Some("ad_sales")
        );
        assert_eq!(intent("sales last week").lead_measure(), Some("revenue"));
    }

    #[test]
    fn superlatives_over_time_are_extremums() {
        let i = intent("which week had the most sessions this year");
        assert_eq!(i.shape.shape, IntentShape::ExtremumOverTime);
        let e = i.shape.extremum.unwrap();
        assert_eq!(
            (e.grain, e.direction, e.n),
            (Granularity::Week, Direction::Highest, 1)
        );
        assert_eq!(i.lead_measure(), Some("sessions"));
        let i = intent("worst month of 2024");
        assert_eq!(i.shape.extremum.map(|e| e.grain), Some(Granularity::Month));
        assert_eq!(i.lead_measure(), Some("revenue"));
        assert!(
            i.measures[0].confidence < 1.0,
            "revenue is implied, not named"
        );
        // A breakdown by day and a measure made of days are not extremums.
        assert_eq!(
            intent("revenue by day last week").shape.shape,
            IntentShape::TimeSeries
        );
        assert_ne!(
            intent("most days out of stock").shape.shape,
            IntentShape::ExtremumOverTime
        );
        // The lowest price over a period: a level's extreme over the days.
        let i = intent("lowest price this year");
        assert_eq!(i.shape.extremum.map(|e| e.grain), Some(Granularity::Day));
    }

    #[test]
    fn every_period_is_kept() {
        let i = intent("price on 2025-08-15 and on 2025-09-15");
        let ps = i.separate_periods();
        assert_eq!(ps.len(), 2, "{:?}", i.periods);
        assert_eq!(
            ps[1].range.start,
            NaiveDate::from_ymd_opt(2025, 9, 15).unwrap()
        );
        let i = intent("ad spend october and november");
        assert_eq!(i.separate_periods().len(), 2, "{:?}", i.periods);
        assert_eq!(i.periods[0].unit, Some(Granularity::Month));
        // A range is one period; a comparison is not a period to answer on its own.
        assert!(intent("revenue from june to august")
            .separate_periods()
            .is_empty());
        assert!(intent("revenue last month vs the month before")
            .separate_periods()
            .is_empty());
    }

    #[test]
    fn all_time_words_and_period_ends_are_read() {
        let i = intent("best sales day ever");
        assert_eq!(
            i.primary().map(|r| r.start),
            NaiveDate::from_ymd_opt(2024, 1, 1)
        );
        assert_eq!(i.periods[0].evidence, "ever");
        assert!(intent("stock at the end of last month").at_end());
        assert!(!intent("stock last month").at_end());
    }
}
