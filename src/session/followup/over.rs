//! Follow-ups over the last answers rather than an edit of the last question: "compare the two"
//! (the last two periods asked of one measure, side by side) and "which day was best" (the day,
//! week or month with the most or least of the last measure, over the last period and product).
//!
//! Why: after "units of the skillet in november" and "what about october", "compare the two"
//! was read as a new question and refused ("none of your data answers that"), and "which day
//! was best" as a new question over the store's last 30 days, dropping the skillet and October
//! the seller had just been looking at. Both are rebuilt as standalone questions from what the
//! turns actually used (the resolved periods and the products of their plans, as explicit dates
//! and ids), so the planner reads them as it reads any question; when the turns do not pin that
//! down (different measures, several products, no period), the message stays a new question.

use std::sync::OnceLock;

use regex::Regex;

use super::{re, Context, FollowUpKind, Frame, Interpretation, Turn};
use crate::augment::DateRange;

/// The measure phrase of a turn's question, lowercase ("why?" reads it too).
pub(super) fn measure_of(turn: &Turn, ctx: &Context<'_>) -> Option<String> {
    let text = &turn.frame.text;
    ctx.vocabulary
        .find_in(text)
        .map(|(s, e)| text[s..e].to_lowercase())
        .filter(|m| !m.is_empty())
}

/// " for P0001" for a turn restricted to one product, "" for the whole store, `None` for
/// several (a follow-up cannot say which of them was meant).
fn product_filter(turn: &Turn) -> Option<String> {
    match turn.entities.as_slice() {
        [] => Some(String::new()),
        [one] => Some(format!(" for {one}")),
        _ => None,
    }
}

fn between(r: DateRange) -> String {
    format!("between {} and {}", r.start, r.end)
}

/// "compare the two", "compare them", "how do they compare", "side by side": the last answered
/// turn against the answered turn before it, when the two asked one measure of the same
/// products over two different periods.
pub(super) fn compare(
    norm: &str,
    last: &Turn,
    before: Option<&Turn>,
    ctx: &Context<'_>,
) -> Option<Interpretation> {
    static COMPARE: OnceLock<Regex> = OnceLock::new();
    let compare = re(
        &COMPARE,
        r"^(?:(?:and|so|ok|okay|now|can you|could you|please),? )*(?:compare (?:the two|them|those|these|both|the two periods|the two months|the two weeks|that with the one before|it with the one before)(?: side by side)?|how do (?:they|those|these|the two) compare|(?:put|show) (?:them|those|these|the two) side by side|side by side|which (?:one )?was (?:better|higher|bigger|more)|which is (?:better|higher|bigger|more))$",
    );
    if !compare.is_match(norm) {
        return None;
    }
    let before = before?;
    let (a, b) = (last.primary?, before.primary?);
    if a == b || last.entities != before.entities {
        return None;
    }
    let measure = measure_of(last, ctx)?;
    if measure_of(before, ctx).as_deref() != Some(measure.as_str()) {
        return None;
    }
    let filter = product_filter(last)?;
    // The later period is the one compared with the earlier, as "november vs october" reads.
    let (later, earlier) = if a.start >= b.start { (a, b) } else { (b, a) };
    let q = format!(
        "{measure}{filter} {} vs {}?",
        between(later),
        between(earlier)
    );
    Some(Interpretation::follow(FollowUpKind::Compare, Frame::new(q)))
}

/// "which day was best", "what was the worst week", "busiest month?": the period of that
/// length with the most (or least) of the last measure, over the last period and product.
pub(super) fn extremum(norm: &str, last: &Turn, ctx: &Context<'_>) -> Option<Interpretation> {
    static EXTREMUM: OnceLock<Regex> = OnceLock::new();
    let extremum = re(
        &EXTREMUM,
        r"^(?:(?:and|so|ok|okay|now),? )*(?:(?:which|what)(?: (?:was|were|is))? )?(?:(?:the|my) )?(?:(best|worst|top|biggest|highest|lowest|slowest|busiest|strongest|weakest|quietest) )?(day|week|month)(?: (?:was|were|is)(?: the)?)?(?: (best|worst|top|biggest|highest|lowest|slowest|busiest|strongest|weakest|quietest))?$",
    );
    let caps = extremum.captures(norm)?;
    let word = caps.get(1).or_else(|| caps.get(3))?.as_str();
    let unit = caps.get(2)?.as_str();
    let most = matches!(
        word,
        "best" | "top" | "biggest" | "highest" | "busiest" | "strongest"
    );
    let range = last.primary?;
    // A day of one day, a week of one week: nothing to rank.
    let days = range.days();
    let unit_days = match unit {
        "day" => 1,
        "week" => 7,
        _ => 28,
    };
    if days <= unit_days {
        return None;
    }
    let measure = measure_of(last, ctx)?;
    let filter = product_filter(last)?;
    let q = format!(
        "Which {unit} had the {} {measure}{filter} {}?",
        if most { "most" } else { "least" },
        between(range)
    );
    Some(Interpretation::follow(
        FollowUpKind::Extremum,
        Frame::new(q),
    ))
}
