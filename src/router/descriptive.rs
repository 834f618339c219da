//! The descriptive rule: a question that names a measure and a period (or asks "how many" /
//! "how much" / "when did" / "list"), and has no diagnostic word, is a request for numbers, and
//! goes to the Data Presenter whatever the head says.
//!
//! Why a rule beside the head: the head is a linear classifier over one sentence embedding, and
//! the embedding of "oven mitt refunds this year" or "when did the skillet run out of stock this
//! year" sits near the diagnostic training questions about the same products and events ("Why
//! did P0001 sell nothing for two weeks in October?"). The Insight Generator then answers a
//! lookup with findings, which is a confident answer to another question. What makes a question
//! diagnostic is said in words (why, explain, how am I doing, compare me with my category, what
//! should I do, is it normal, a trend, a drop), and their absence next to a measure and a period
//! is strong evidence the seller wants the number. The rule only ever moves a question *to* the
//! Data Presenter, which asks back or refuses when it cannot answer: a wrong move costs a
//! number instead of findings, never a confident wrong number.
//!
//! **Takes** the head's [`RoutingDecision`], the question, how many time expressions the
//! resolver found, and the measure ontology. **Gives** the decision, with `rule` saying why when
//! it was overruled. Checked against every labelled training question (`tests/descriptive_rules.rs`):
//! no diagnostic one is moved.

use crate::catalog::measure::MeasureFile;
use crate::catalog::training::Route;

use super::{RouteRule, RoutingDecision};
// The price idiom is read by the planner too, which lives below the stages that route.
use crate::planner::measures::price_at;

/// Words that make a question diagnostic: asking for a cause, an evaluation, a comparison with
/// peers, advice, a forecast, a trend or a pattern, or describing a change to be explained.
/// Matched as whole words (so "slowest", an extremum, is not "slow").
#[rustfmt::skip]
const DIAGNOSTIC_WORDS: &[&str] = &[
    // a cause
    "why", "explain", "explained", "explains", "explanation", "reason", "reasons", "cause",
    "caused", "causes", "causing", "drove", "drive", "driving", "driver", "drivers", "behind",
    "happened", "happening", "wrong", "affect", "affected", "impact", "impacted", "because",
    "due", "blame", "attribute", "attributable", "responsible", "contributed", "contribution",
    "whay", "wht",
    // an evaluation
    "doing", "going", "looking", "shaping", "performing", "performance", "perform", "healthy",
    "normal", "good", "bad", "ok", "okay", "fine", "problem", "issue", "issues", "concern",
    "concerned", "worried", "worry", "worrying", "risk", "risks", "problems", "too", "enough", "efficient",
    "profitable", "worth", "working", "overall", "overview", "summary", "summarise",
    "summarize", "weak", "weaker", "weakness", "strong", "stronger", "quiet", "slow", "slower",
    "soft", "better", "worse", "improve", "improved", "improving", "improvement",
    "underperforming", "outperforming", "expect", "expected", "expectation", "track", "typical",
    "unusual", "anomaly", "anomalies", "anomalous", "odd", "strange", "weird", "anything",
    "insight", "insights", "analyse", "analyze", "analysis", "diagnose", "dead",
    // a comparison with others
    "median", "percentile", "quartile", "p25", "p75", "benchmark", "benchmarks", "peers",
    "peer", "competitors", "competition", "competitive", "others", "similar", "stack",
    "relative",
    // advice, a forecast
    "should", "recommend", "recommendation", "recommendations", "advice", "advise", "suggest",
    "suggestion", "suggestions", "fix", "boost", "help", "prioritise", "prioritize", "focus",
    "next", "will", "forecast", "predict", "projected", "projection", "plan", "opportunity",
    "opportunities", "cut", "reorder", "restock", "avoid", "project", "extrapolate", "outlook",
    // "gonna hit last yrs revenue?": a forecast, once "last yrs" is read as last year's.
    "gonna",
    // a trend, a pattern, a change to explain
    "trend", "trends", "trending", "trajectory", "momentum", "growing", "growth", "grow",
    "shrinking", "slowing", "creeping", "sliding", "slipping", "fading", "fade", "recover",
    "recovered", "recovering", "recovery", "stabilise", "stabilize", "stabilised", "stabilized",
    "seasonal", "seasonality", "season", "pattern", "patterns", "always", "usually", "cyclical",
    "drop", "dropped", "dropping", "drops", "decline", "declined", "declining", "dip", "dipped",
    "fell", "fall", "falling", "slump", "down", "up", "jump", "jumped", "spike", "spiked",
    "surge", "surged", "lost", "losing", "lose", "gained", "gaining", "change", "changed",
    "changes", "shift", "shifted", "hurting", "hurt", "helped", "correlate", "correlation",
    "connected", "related", "relationship", "elasticity", "sensitive", "weekends", "weekdays",
    "habit", "habits", "typically", "mostly", "matter", "matters", "differ", "difference",
    "higher", "lower", "low", "high", "evolve", "evolved", "evolving", "climb", "climbed",
    "held", "pushed", "push", "hike", "loss", "losses", "effect", "effective", "effectiveness",
    "outlier", "outliers", "off", "something",
];

/// Phrases that make a question diagnostic though each word alone is not.
const DIAGNOSTIC_PHRASES: &[&[&str]] = &[
    &["how", "am", "i"],
    &["how", "is", "my"],
    &["how", "are", "my"],
    &["how", "do", "i"],
    &["how", "does", "my"],
    // "How does summer compare with winter", "how does Prime Day compare with Black Friday":
    // every labelled "how does" question is the Insight Generator's; with seasons resolved as
    // periods the measure-and-period rule would otherwise take them.
    &["how", "does"],
    &["how's"],
    &["what's", "wrong"],
    &["my", "category"],
    &["the", "category"],
    &["category", "average"],
    &["other", "sellers"],
    &["what", "if"],
    &["can", "i"],
    &["what", "can"],
    &["cost", "me"],
    &["average", "seller"],
];

/// Openers of a yes/no question about the seller's habits or standing ("do I sell more on
/// weekends", "is my refund rate high", "are my ads working"): an evaluation, not a lookup.
/// "Did I have any in stock on Oct 15" and "is the braiser in stock" are lookups, and stay.
const DIAGNOSTIC_OPENERS: &[&[&str]] = &[
    &["do"],
    &["does"],
    &["am"],
    &["are", "my"],
    &["is", "my"],
    &["is", "it"],
    &["is", "this"],
    &["is", "that"],
    &["should"],
    &["would"],
    &["could"],
];

/// Openers of a lookup that needs no period ("how many products cost more than $50", "what's
/// my return rate for the skillet").
const LOOKUP_OPENERS: &[&[&str]] = &[
    &["how", "many"],
    &["how", "much"],
    &["what's", "my"],
    &["whats", "my"],
    &["what", "is", "my"],
    &["what", "was", "my"],
    &["what", "are", "my"],
    &["what", "were", "my"],
    &["number", "of"],
    &["list"],
    &["which", "products"],
    &["which", "product"],
    &["what", "products"],
    &["which", "items"],
    &["which", "skus"],
    &["when", "did"],
    &["when", "was"],
];

/// The question's words: lowercased runs of letters, digits, `#` and inner apostrophes; `$`
/// is a word of its own (it names revenue).
fn words(question: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let chars: Vec<char> = question.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let inner_apostrophe = (c == '\'' || c == '’')
            && !cur.is_empty()
            && chars.get(i + 1).is_some_and(|n| n.is_alphanumeric());
        if c.is_alphanumeric() || c == '#' {
            cur.extend(c.to_lowercase());
        } else if inner_apostrophe {
            cur.push('\'');
        } else {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            if c == '$' {
                out.push("$".into());
            }
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Whether `phrase` (already split into words) occurs in `words`, a plural `s` allowed on its
/// last word.
fn has_phrase(words: &[String], phrase: &[&str]) -> bool {
    if phrase.is_empty() || phrase.len() > words.len() {
        return false;
    }
    words.windows(phrase.len()).any(|w| {
        w.iter().zip(phrase).enumerate().all(|(i, (got, want))| {
            got == want
                || (i + 1 == phrase.len() && got.strip_suffix('s').is_some_and(|g| g == *want))
        })
    })
}

/// The first of `openers` the words start with.
fn opener(w: &[String], openers: &[&[&str]]) -> Option<String> {
    openers
        .iter()
        .find(|p| w.len() >= p.len() && w[..p.len()].iter().zip(p.iter()).all(|(a, b)| a == b))
        .map(|p| p.join(" "))
}

/// What the rule read in a question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    /// The measure words found ("refunds", "out of stock").
    pub measures: Vec<String>,
    /// The first diagnostic word or phrase found, if any.
    pub diagnostic: Option<String>,
    /// A lookup opener ("how many").
    pub lookup: Option<String>,
}

/// The question with `dated` words blanked where the resolver read them as a date (its
/// expression spans): "fall" in "best week for sleeping bags in the fall" is the season, not a
/// decline. Only words that are both (the calendar's `dated_synonyms`): blanking whole dates
/// would drop real evidence ("next month" asks for a forecast, "is this December" opens an
/// evaluation).
pub fn outside_dates(question: &str, spans: &[(usize, usize)], dated: &[String]) -> String {
    let mut out = question.to_string();
    for &(s, e) in spans {
        let Some(text) = question.get(s..e) else {
            continue;
        };
        let lower = text.to_lowercase();
        if lower.len() != text.len() {
            continue;
        }
        for d in dated {
            let mut from = 0;
            while let Some(at) = lower[from..].find(d.as_str()) {
                let (a, b) = (from + at, from + at + d.len());
                let bounded = |k: Option<char>| k.is_none_or(|c| !c.is_alphanumeric());
                if bounded(lower[..a].chars().next_back()) && bounded(lower[b..].chars().next()) {
                    out.replace_range(s + a..s + b, &" ".repeat(b - a));
                }
                from = b;
            }
        }
    }
    out
}

/// Superlatives that rank periods: "best week", "worst month", "busiest day".
const PERIOD_SUPERLATIVES: &[&str] = &[
    "best", "worst", "top", "highest", "lowest", "biggest", "busiest", "slowest", "peak",
];
const PERIOD_NOUNS: &[&str] = &[
    "day", "days", "week", "weeks", "weekend", "weekends", "month", "months", "quarter", "quarters",
];

/// Comparatives that judge ("doing better", "is my conversion lower than it should be") but,
/// in a pick between named alternatives, only ask which figure is larger.
const PICK_COMPARATIVES: &[&str] = &["better", "worse", "higher", "lower", "stronger", "weaker"];

/// A pick between alternatives the question names: "which" with an "or" or a "vs" ("which did
/// better in november, the kettle or the stock pot, by revenue"). Its comparative asks which
/// of two figures is larger, a lookup of both: read as a judgement, it sent the question to
/// the Insight Generator, which explained each product's change instead of comparing them.
fn picks_between(w: &[String]) -> bool {
    w.iter().any(|x| x == "which")
        && w.iter()
            .any(|x| matches!(x.as_str(), "or" | "vs" | "versus"))
}

/// Reads the question's measure words, diagnostic words and lookup opener.
pub fn read(question: &str, ontology: &MeasureFile) -> Reading {
    let w = words(question);
    let picks = picks_between(&w);
    let mut measures = Vec::new();
    let ws: Vec<&str> = w.iter().map(String::as_str).collect();
    let price_idiom = price_at(&ws);
    if price_idiom {
        measures.push("at (a price)".to_string());
    }
    for m in &ontology.measures {
        for phrase in m.words.iter().chain(&m.weak_words) {
            let p: Vec<String> = words(phrase);
            let p: Vec<&str> = p.iter().map(String::as_str).collect();
            if has_phrase(&w, &p) && !measures.contains(phrase) {
                measures.push(phrase.clone());
            }
        }
    }
    // A period ranked ("my best week", "worst month for plush bears") asks for a figure as
    // surely as a measure word does: the Data Presenter ranks the periods (by revenue unless a
    // measure is named, and says so).
    if measures.is_empty() {
        if let Some(i) = w
            .iter()
            .position(|x| PERIOD_SUPERLATIVES.contains(&x.as_str()))
        {
            if let Some(n) = w[i + 1..]
                .iter()
                .take(2)
                .find(|x| PERIOD_NOUNS.contains(&x.as_str()))
            {
                measures.push(format!("{} {n}", w[i]));
            }
        }
    }
    let diagnostic =
        w.iter()
            .enumerate()
            .find(|(i, x)| {
                // "broken down by product" is a breakdown, not a fall.
                let breakdown = x.as_str() == "down"
                    && *i > 0
                    && matches!(w[i - 1].as_str(), "break" | "broken" | "breaking");
                // "running low on stock", "low stock": a stock level asked for, not a judgement.
                let stock_level = x.as_str() == "low"
                    && (w.get(i + 1).is_some_and(|n| {
                        matches!(n.as_str(), "on" | "stock" | "inventory" | "in")
                    }) || (*i > 0 && matches!(w[i - 1].as_str(), "running" | "run" | "runs")));
                let pick = picks && PICK_COMPARATIVES.contains(&x.as_str());
                // "units all up" (Australian: in total) asks for a sum, not about a rise.
                let all_up = x.as_str() == "up" && *i > 0 && w[i - 1] == "all";
                // "4 stars or better", "3 or higher": a bound on a number, not a judgement.
                let bound = or_bound(&w, *i);
                // "what share of units did the pan make up": to constitute, a share asked for.
                let make_up = x.as_str() == "up"
                    && *i > 0
                    && matches!(w[i - 1].as_str(), "make" | "makes" | "made" | "making");
                // "orders last week vs the week before, up or down?": the direction of a
                // figure between two periods, which the comparison of both answers; a word
                // of judgement beside it ("trending", "adjusted for the season", "looking")
                // still makes the question diagnostic.
                let direction = either_way(&w, *i);
                DIAGNOSTIC_WORDS.contains(&x.as_str())
                    && !breakdown
                    && !stock_level
                    && !pick
                    && !all_up
                    && !bound
                    && !make_up
                    && !direction
                    && !shift_as_sell(&w, *i)
            })
            .map(|(_, x)| x.clone())
            .or_else(|| {
                DIAGNOSTIC_PHRASES
                    .iter()
                    .find(|p| has_phrase(&w, p))
                    .map(|p| p.join(" "))
            })
            .or_else(|| opener(&w, DIAGNOSTIC_OPENERS));
    let lookup = opener(&w, LOOKUP_OPENERS).or_else(|| price_idiom.then(|| "what's ... at".into()));
    Reading {
        measures,
        diagnostic,
        lookup,
    }
}

/// Whether the comparative at `i` bounds a number written just before it: "4 stars or
/// better", "3 or higher". "How many of my stunt kites average 4 stars or better" went to the
/// Insight Generator on "better", which answered with the category benchmark.
fn or_bound(w: &[String], i: usize) -> bool {
    let number = |k: usize| w[k].chars().next().is_some_and(|c| c.is_ascii_digit());
    matches!(
        w[i].as_str(),
        "better" | "worse" | "higher" | "lower" | "up" | "down"
    ) && i >= 2
        && w[i - 1] == "or"
        && (number(i - 2) || (i >= 3 && number(i - 3)))
}

/// Whether the word at `i` is one side of "up or down" / "down or up": the question asks which
/// way a figure went, a lookup of the figure in both periods. Alone, "up" or "down" describes
/// a change to be explained ("sales are down, why").
fn either_way(w: &[String], i: usize) -> bool {
    let other = match w[i].as_str() {
        "up" => "down",
        "down" => "up",
        _ => return false,
    };
    let at = |k: Option<usize>, want: &str| k.and_then(|k| w.get(k)).is_some_and(|x| x == want);
    (at(i.checked_add(1), "or") && at(i.checked_add(2), other))
        || (at(i.checked_sub(1), "or") && at(i.checked_sub(2), other))
}

/// Whether the diagnostic word at `i` is British "shift" for sell after its subject ("how many
/// running belts did we shift": the units sold, not a shift to explain), which sent a lookup
/// to the Insight Generator, whose analysis answered about the whole store.
fn shift_as_sell(w: &[String], i: usize) -> bool {
    matches!(w[i].as_str(), "shift" | "shifted")
        && i > 0
        && matches!(w[i - 1].as_str(), "we" | "i" | "they" | "you" | "u")
}

/// The words asking for a cause, if any: "why" (and its texting forms: "y" or "whys" opening
/// the question, "wht", "whay"), "explain", "reason", "cause", "what happened".
pub fn cause_word(question: &str) -> Option<String> {
    const CAUSE: &[&str] = &[
        "why", "whay", "wht", "explain", "explains", "reason", "reasons", "cause", "caused",
        "causes", "causing",
    ];
    let w = words(question);
    if let Some(x) = w.iter().find(|x| CAUSE.contains(&x.as_str())) {
        return Some(x.clone());
    }
    if has_phrase(&w, &["what", "happened"]) {
        return Some("what happened".into());
    }
    // "y did sales tank": a lone "y" opening a question with a verb after it.
    let opens_y = w.first().is_some_and(|x| x == "y")
        && w.get(1).is_some_and(|x| {
            matches!(
                x.as_str(),
                "did" | "is" | "are" | "was" | "were" | "do" | "does" | "has" | "have" | "r"
            )
        });
    opens_y.then(|| "y".into())
}

/// Why the question is descriptive, if it is: a measure named, a period named (or a lookup
/// opener), and no diagnostic word.
pub fn descriptive_because(reading: &Reading, periods: usize) -> Option<String> {
    if reading.diagnostic.is_some() || reading.measures.is_empty() {
        return None;
    }
    let measures = reading.measures.join(", ");
    if periods > 0 {
        Some(format!(
            "a measure ({measures}) and a period named, and no diagnostic word"
        ))
    } else {
        reading.lookup.as_ref().map(|l| {
            format!("a lookup (\"{l}\") of a measure ({measures}), and no diagnostic word")
        })
    }
}

/// The head's decision, or the Data Presenter when the question is descriptive.
pub fn overrule(
    decision: RoutingDecision,
    question: &str,
    spans: &[(usize, usize)],
    dated: &[String],
    ontology: &MeasureFile,
) -> RoutingDecision {
    if decision.route == Route::DataPresenter {
        // "y did sales tank in oct", "why did sales tank in oct": the head sent both to the
        // Data Presenter (p 0.65), which answered October's revenue, no cause. A cause asked
        // for is the Insight Generator's whatever the head says; no labelled data_presenter
        // question asks one (`tests/descriptive_rules.rs`).
        if let Some(word) = cause_word(question) {
            tracing::debug!(
                question,
                "routed to the Insight Generator: a cause ({word})"
            );
            return RoutingDecision {
                route: Route::InsightGenerator,
                confidence: decision.probabilities.insight_generator,
                rule: Some(RouteRule::Cause),
                ..decision
            };
        }
        return decision;
    }
    if decision.route != Route::InsightGenerator {
        return decision;
    }
    let reading = read(&outside_dates(question, spans, dated), ontology);
    match descriptive_because(&reading, spans.len()) {
        Some(why) => {
            tracing::debug!(question, "routed to the Data Presenter: {why}");
            RoutingDecision {
                route: Route::DataPresenter,
                confidence: decision.probabilities.data_presenter,
                rule: Some(RouteRule::Descriptive),
                ..decision
            }
        }
        None => decision,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::measure::{Measure, MeasureKind};

    fn ontology() -> MeasureFile {
        let m = |id: &str, words: &[&str], weak: &[&str]| Measure {
            id: id.into(),
            name: id.into(),
            kind: MeasureKind::Flow,
            words: words.iter().map(|s| s.to_string()).collect(),
            weak_words: weak.iter().map(|s| s.to_string()).collect(),
            not: vec![],
            all_data_by_default: false,
            adds_across_products: false,
            lists_smallest_first: false,
        };
        MeasureFile {
            measures: vec![
                m("units_refunded", &["refunds", "returns"], &[]),
                m("revenue", &["revenue", "sales", "$"], &[]),
                m("stockout_days", &["out of stock"], &[]),
                m("price", &["price", "cost"], &[]),
            ],
            ..MeasureFile::default()
        }
    }

    #[test]
    fn a_measure_and_a_period_without_a_diagnostic_word_is_descriptive() {
        let o = ontology();
        let r = read("oven mitt refunds this year", &o);
        assert_eq!(r.measures, vec!["refunds".to_string()]);
        assert!(descriptive_because(&r, 1).is_some());
        // No period and no lookup opener: the head decides.
        assert!(descriptive_because(&r, 0).is_none());
        let r = read("number of products i sell that cost more than $50", &o);
        assert_eq!(r.lookup.as_deref(), Some("number of"));
        assert!(descriptive_because(&r, 0).is_some());
    }

    /// "best week for sleeping bags in the fall" went to the Insight Generator: "fall" read as
    /// a decline and no measure word. A ranked period asks for a figure, and a dated "fall" is
    /// the season.
    #[test]
    fn a_ranked_period_in_a_season_is_descriptive() {
        let o = ontology();
        let q = "best week for sleeping bags in the fall";
        let at = q.find("in the fall").unwrap();
        let text = outside_dates(q, &[(at, q.len())], &["fall".to_string()]);
        let r = read(&text, &o);
        assert_eq!(r.measures, vec!["best week".to_string()]);
        assert!(descriptive_because(&r, 1).is_some(), "{r:?}");
        // Outside a date, "fall" is still a decline.
        let r = read("why did my best week fall", &o);
        assert!(r.diagnostic.is_some());
        // And only the dated word is blanked: "next month" keeps its "next".
        let q = "what will revenue be next month";
        let at = q.find("next month").unwrap();
        assert_eq!(outside_dates(q, &[(at, q.len())], &["fall".to_string()]), q);
    }

    #[test]
    fn diagnostic_words_keep_the_head_s_decision() {
        let o = ontology();
        for q in [
            "why did revenue drop in october",
            "how is my revenue doing this month",
            "is my refund rate normal for my category",
            "what should i do about returns this quarter",
            "sales r down this week",
        ] {
            let r = read(q, &o);
            assert!(r.diagnostic.is_some(), "{q}: {r:?}");
            assert!(descriptive_because(&r, 1).is_none(), "{q}");
        }
        // "slowest" is an extremum, not the evaluation "slow".
        assert!(read("slowest week for sales in 2024", &o)
            .diagnostic
            .is_none());
    }

    /// "how'd the sunscreens go in summer vs spring, units all up" went to the Insight
    /// Generator on "up": "all up" is Australian for "in total", a sum asked for.
    #[test]
    fn all_up_is_a_total_not_a_rise() {
        let o = ontology();
        let r = read(
            "how'd the sunscreens go in summer vs spring, units all up",
            &o,
        );
        assert!(r.diagnostic.is_none(), "{r:?}");
        assert_eq!(
            read("why are units up", &o).diagnostic.as_deref(),
            Some("why")
        );
        assert_eq!(
            read("units up in march", &o).diagnostic.as_deref(),
            Some("up")
        );
    }

    /// "what share of our units did the frying pan make up over the summer" and "orders last
    /// week vs the week before, up or down?" went to the Insight Generator on "up" / "down":
    /// "make up" is to constitute (a share), "up or down" asks which way a figure went.
    #[test]
    fn a_share_made_up_and_a_direction_asked_are_lookups() {
        let o = ontology();
        for q in [
            "what share of our units did the frying pan make up over the summer",
            "orders last week vs the week before, up or down?",
            "revenue wk on wk - down or up?",
        ] {
            assert!(read(q, &o).diagnostic.is_none(), "{q}");
        }
        // A judgement beside the direction, or a rise alone, stays diagnostic.
        assert!(read("is my revenue trending up or down?", &o)
            .diagnostic
            .is_some());
        assert!(
            read("Adjusted for the season, is my revenue up or down?", &o)
                .diagnostic
                .is_some()
        );
        assert!(read("orders up last week", &o).diagnostic.is_some());
        assert!(read("what made sales go up", &o).diagnostic.is_some());
    }

    /// "which did better in november, the kettle or the stock pot, by revenue" went to the
    /// Insight Generator on "better", which explained each product's change: a pick between
    /// named alternatives asks which figure is larger.
    #[test]
    fn what_a_thing_is_at_is_its_price() {
        let at = |q: &str| price_at(&words(q).iter().map(String::as_str).collect::<Vec<_>>());
        assert!(at("whats the kitchen scale at rn"));
        assert!(at("what's the kettle at"));
        assert!(at("what is the skillet at right now"));
        assert!(at("where's the dutch oven at at the moment"));
        // "at" that is not the end of the ask, or no "what's" opening.
        assert!(!at("whats my revenue at the skillet"));
        assert!(!at("units sold at"));
        assert!(!at("what's at"));
        let reading = read("whats the kitchen scale at rn", &ontology());
        assert!(descriptive_because(&reading, 0).is_some());
    }

    #[test]
    fn a_pick_between_two_named_things_is_descriptive() {
        let o = ontology();
        for q in [
            "which did better in november, the kettle or the stock pot, by revenue",
            "kettle vs stock pot: which had higher sales last week",
            "which was worse for refunds in q3, the mugs or the plates",
        ] {
            let r = read(q, &o);
            assert!(descriptive_because(&r, 1).is_some(), "{q}: {r:?}");
        }
        // Without a pick, a comparative still judges; and a cause is asked whatever is picked.
        for q in [
            "is my revenue better than last year",
            "which did better last month, the kettle or the pot, and why",
        ] {
            let r = read(q, &o);
            assert!(descriptive_because(&r, 1).is_none(), "{q}: {r:?}");
        }
    }

    /// "how many running belts did we shift over the christmas hols" (British: sell) went to
    /// the Insight Generator on "shift".
    #[test]
    fn shift_as_sell_is_no_diagnosis() {
        let o = ontology();
        let q = "how many running belts did we shift over the christmas hols last year";
        let r = read(q, &o);
        assert!(r.diagnostic.is_none(), "{q}: {r:?}");
        let q = "was there a shift in units in march";
        assert_eq!(read(q, &o).diagnostic.as_deref(), Some("shift"), "{q}");
    }

    /// "how many of my stunt kites average 4 stars or better" went to the Insight Generator
    /// on "better", which answered with the category benchmark: a bound on a number is no
    /// judgement.
    #[test]
    fn a_bound_on_a_number_is_no_judgement() {
        let o = ontology();
        for q in [
            "how many of my stunt kites average 4 stars or better",
            "how many days did the kettle sell 3 or higher",
        ] {
            assert!(read(q, &o).diagnostic.is_none(), "{q}");
        }
        let q = "are my kites doing better than last year";
        assert!(read(q, &o).diagnostic.is_some(), "{q}");
    }
}
