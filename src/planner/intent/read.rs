//! [`read`]: the question's tokens, cues, resolved periods, entities and named measures, read
//! into an [`Intent`] (the types and what they guarantee are in the parent module; this file is
//! only the reading, kept apart so neither passes the house's file size).

use super::super::parse::{Cues, Rank};
use super::super::text::Token;
use super::super::ResolvedEntity;
use super::{
    Direction, EntityPart, Extremum, FilterPart, Intent, IntentShape, MeasurePart, NamedMeasure,
    PeriodPart, PeriodRole, ShapePart,
};
use crate::augment::{DateRange, ExpressionKind, ExpressionRole, Granularity, Resolution};

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
    // A product's own first day, in everyday words ("desk lamp units since it came out"): no
    // figure of it comes before its launch, so all the data is since its launch. Asked back
    // as an unread "since" clause before (stop 31).
    &["since", "it", "came", "out"],
    &["since", "it", "went", "live"],
    &["since", "it", "was", "launched"],
    &["since", "it", "went", "on", "sale"],
    &["since", "it", "was", "listed"],
    &["since", "we", "launched", "it"],
    &["since", "we", "listed", "it"],
    // The same said of several products ("the new walking poles, units since they launched"):
    // the plural was an unread "since" clause, asked back (stop 34).
    &["since", "they", "launched"],
    &["since", "they", "came", "out"],
    &["since", "they", "went", "live"],
    &["since", "they", "were", "launched"],
    &["since", "they", "went", "on", "sale"],
    &["since", "they", "were", "listed"],
    &["since", "we", "launched", "them"],
    &["since", "we", "listed", "them"],
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
    // "which day of prime day sold more units": a comparative asked of "which <period>" picks
    // among the periods as a superlative does (of two days or of many); "which days had more
    // than 300 units" is a condition, not a pick.
    let comparative = bucket
        .filter(|&(bi, _)| bi > 0 && matches!(word(bi - 1), "which" | "what"))
        .filter(|_| slots.comparison.is_none())
        .and_then(|(bi, _)| {
            (bi + 1..toks.len()).find_map(|i| {
                let d = match word(i) {
                    "more" | "higher" | "bigger" | "greater" | "larger" => Direction::Highest,
                    "better" => Direction::Best,
                    "fewer" | "less" | "lower" | "smaller" => Direction::Lowest,
                    "worse" => Direction::Worst,
                    _ => return None,
                };
                (i + 1 >= toks.len() || word(i + 1) != "than").then_some(d)
            })
        });
    let direction = superlative
        .map(|(_, d)| d)
        .or(rank_direction)
        .or(comparative)
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

#[cfg(test)]
mod tests {
    use super::super::super::link::LinkIndex;
    use super::super::super::measures::MeasureIndex;
    use super::super::super::parse::cues;
    use super::super::super::text::tokens;
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
        let toks = tokens(&super::super::super::text::mask(q, &spans));
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

    #[test]
    fn a_slip_beside_a_named_measure_is_a_measure_unless_an_everyday_word() {
        let find = |ix: &MeasureIndex, q: &str| -> Vec<String> {
            ix.find(&tokens(q)).into_iter().map(|m| m.measure).collect()
        };
        let q = "tent stok now and what we sold on black friday";
        assert_eq!(find(&ontology(), q), ["units_on_hand", "units_sold"]);
        // A word people write in questions is that word, not a slip.
        let index = ontology().everyday(["is the stok market open"]);
        assert_eq!(find(&index, q), ["units_sold"]);
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
