//! The periods of an answer: the date ranges and parameters the plan's calls carry, and how a
//! period is said ("in October 2025", "last week (2025-12-01 to 2025-12-07)").

use serde_json::Value;

use super::build::parse_date;
use super::context::PeriodContext;
use super::format;
use super::PresentInput;
use crate::augment::{DateRange, Granularity};
use crate::plan::Step;

/// The distinct date ranges of the plan's API calls, in plan order.
pub(super) fn plan_ranges(input: &PresentInput<'_>) -> Vec<DateRange> {
    let mut out: Vec<DateRange> = Vec::new();
    for s in &input.planned.plan.steps {
        if let Step::Api(a) = s {
            let d = |k: &str| a.params.get(k).and_then(parse_date);
            if let (Some(start), Some(end)) = (d("start_date"), d("end_date")) {
                if let Ok(r) = DateRange::new(start, end) {
                    if !out.contains(&r) {
                        out.push(r);
                    }
                }
            }
        }
    }
    out
}

/// The two periods a step comparing them reads (`product_contributions`: its `current` and
/// `comparison` arguments, each a reference to an API call): (current, comparison). The
/// resolver's primary period may be either of them ("grew the most from q2 to q3" reads q3
/// against q2), so the answer names them from the plan.
pub(super) fn compared_ranges(input: &PresentInput<'_>) -> Option<(DateRange, DateRange)> {
    let steps = &input.planned.plan.steps;
    let range_of = |arg: &Value| -> Option<DateRange> {
        let id = arg.get("$ref")?.as_str()?;
        steps.iter().find_map(|s| match s {
            Step::Api(a) if a.id == id => {
                let d = |k: &str| a.params.get(k).and_then(parse_date);
                DateRange::new(d("start_date")?, d("end_date")?).ok()
            }
            _ => None,
        })
    };
    steps.iter().find_map(|s| match s {
        Step::Tool(t) if t.tool == "product_contributions" => Some((
            range_of(t.args.get("current")?)?,
            range_of(t.args.get("comparison")?)?,
        )),
        _ => None,
    })
}

pub(super) fn plan_param<'a>(input: &'a PresentInput<'_>, key: &str) -> Option<&'a str> {
    input
        .planned
        .plan
        .steps
        .iter()
        .find_map(|s| s.arguments().get(key).and_then(Value::as_str))
}

pub(super) fn parse_granularity(s: &str) -> Option<Granularity> {
    match s {
        "day" => Some(Granularity::Day),
        "week" => Some(Granularity::Week),
        "month" => Some(Granularity::Month),
        "quarter" => Some(Granularity::Quarter),
        "year" => Some(Granularity::Year),
        _ => None,
    }
}

pub(super) fn period_context(r: DateRange, phrase: Option<String>) -> PeriodContext {
    let label = format::period_label(r.start, r.end);
    let range = if r.start == r.end {
        r.start.to_string()
    } else {
        format!("{} to {}", r.start, r.end)
    };
    let plain = if label != range {
        format!("in {label}")
    } else if r.start == r.end {
        format!("on {}", r.start)
    } else {
        format!("from {} to {}", r.start, r.end)
    };
    let text = match &phrase {
        Some(p) => {
            let lower = p.to_lowercase();
            let bare = ["in ", "on ", "for ", "during "]
                .iter()
                .find_map(|pre| lower.strip_prefix(pre))
                .unwrap_or(&lower);
            // "Q3" for Q3 2025, "March" for March 2025: the label says it better.
            // A phrase that writes both days ("from 2025-03-03 to 2025-03-09") says the range.
            let writes_days =
                lower.contains(&r.start.to_string()) && lower.contains(&r.end.to_string());
            // Chat shorthand ("lm", "l30d", "bf") reads badly echoed ("during lm"): a phrase
            // with no vowel in any word is said by its dates.
            let shorthand = !bare.is_empty()
                && !matches!(bare, "ytd" | "mtd" | "qtd" | "wtd")
                && bare
                    .split_whitespace()
                    .all(|w| !w.chars().any(|c| "aeiou".contains(c)));
            if bare == label.to_lowercase()
                || bare == range
                || label.to_lowercase().starts_with(bare)
                || writes_days
                || shorthand
            {
                plain
            } else if label != range {
                format!("{} ({label})", spoken(p, r.start == r.end))
            } else {
                format!("{} ({range})", spoken(p, r.start == r.end))
            }
        }
        None => plain,
    };
    PeriodContext {
        start: r.start.to_string(),
        end: r.end.to_string(),
        label,
        range,
        phrase,
        text,
    }
}

/// A period phrase as it reads after "Your revenue": one that points at a time ("last week",
/// "yesterday", "since March") as written, one that names a time ("black friday 2024",
/// "summer", "the last 30 days") with its preposition ("on black friday 2024", "during summer
/// 2024"): "Your revenue black friday 2024" was a broken sentence.
fn spoken(phrase: &str, one_day: bool) -> String {
    const POINTING: &[&str] = &[
        "last",
        "this",
        "next",
        "past",
        "previous",
        "prior",
        "yesterday",
        "today",
        "since",
        "from",
        "between",
        "before",
        "after",
        "until",
        "till",
        "through",
        "in",
        "on",
        "during",
        "for",
        "over",
        "at",
        "ytd",
        "mtd",
        "qtd",
        "wtd",
        "these",
        "so",
    ];
    let first = phrase.split_whitespace().next().unwrap_or_default();
    if POINTING.contains(&first.to_lowercase().as_str()) {
        phrase.to_string()
    } else if one_day {
        format!("on {phrase}")
    } else {
        format!("during {phrase}")
    }
}

/// The title of a table after the first: an API step's data and its days ("Sales summary,
/// 2025-12-01 to 2025-12-07"), not its step id (a two-clause question's "b_data" read as
/// "B data"); a tool step keeps its humanized id.
pub(super) fn step_title(plan: &crate::plan::Plan, step: &str) -> String {
    let api = plan.steps.iter().find_map(|s| match s {
        Step::Api(a) if a.id == step => Some(a),
        _ => None,
    });
    let Some(a) = api else {
        return format::humanize(step);
    };
    let day = |k: &str| a.params.get(k).and_then(Value::as_str);
    let days = match (day("start_date"), day("end_date")) {
        (Some(s), Some(e)) if s == e => format!(", {s}"),
        (Some(s), Some(e)) => format!(", {s} to {e}"),
        (Some(d), None) | (None, Some(d)) => format!(", {d}"),
        (None, None) => String::new(),
    };
    format!("{}{days}", format::humanize(&a.api))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn range(a: &str, b: &str) -> DateRange {
        let d = |s: &str| NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap();
        DateRange::new(d(a), d(b)).unwrap()
    }

    /// Chat shorthand is said by its dates ("Your revenue during lm" was the echo); words are
    /// kept.
    #[test]
    fn shorthand_is_said_by_its_dates() {
        let text = |p: &str, a: &str, b: &str| period_context(range(a, b), Some(p.into())).text;
        assert_eq!(text("lm", "2025-11-01", "2025-11-30"), "in November 2025");
        assert_eq!(
            text("l30d", "2025-11-10", "2025-12-09"),
            "from 2025-11-10 to 2025-12-09"
        );
        assert_eq!(
            text("last week", "2025-12-01", "2025-12-07"),
            "last week (2025-12-01 to 2025-12-07)"
        );
        assert_eq!(
            text("ytd", "2025-01-01", "2025-12-09"),
            "ytd (2025-01-01 to 2025-12-09)"
        );
    }
}
