//! Time follow-ups ("and the week before?", "what about October?", "a year earlier"): the
//! last question with its primary time expression replaced, shifts written as explicit dates.

use std::sync::OnceLock;

use chrono::{Datelike, Duration, Months};
use regex::Regex;

use super::{re, strip_fillers, Context, FollowUpKind, Interpretation, Turn};
use crate::augment::{DateRange, ExpressionRole};

/// Shifts such as "the week before": the new range from the last one.
pub(super) fn shifted(phrase: &str, r: DateRange) -> Option<DateRange> {
    static SHIFT: OnceLock<Regex> = OnceLock::new();
    let shift = re(
        &SHIFT,
        r"^(?:the )?(?:(?:previous|prior|preceding) (day|week|month|quarter|year|period)|(day|week|month|quarter|year|period) (?:before|prior|earlier|before that)|(?:a|one) (day|week|month|quarter|year) (?:earlier|before|ago|prior)|same (?:period|time|week|month|days?|dates) (?:a year ago|last year|the year before|in the previous year)|(year) over year|yoy)$",
    );
    let caps = shift.captures(phrase)?;
    let unit = (1..=4)
        .find_map(|i| caps.get(i).map(|m| m.as_str()))
        .unwrap_or("year");
    let whole_months = r.start.day() == 1
        && r.end
            .checked_add_signed(Duration::days(1))
            .is_some_and(|d| d.day() == 1);
    let month_count = if whole_months {
        (r.end.year() - r.start.year()) * 12 + r.end.month() as i32 - r.start.month() as i32 + 1
    } else {
        0
    };
    let back_months = |n: u32| -> Option<DateRange> {
        let start = r.start.checked_sub_months(Months::new(n))?;
        let end = if whole_months {
            r.start
                .checked_sub_signed(Duration::days(1))?
                .checked_sub_months(Months::new(n.saturating_sub(month_count as u32)))?
        } else {
            r.end.checked_sub_months(Months::new(n))?
        };
        DateRange::new(start, end).ok()
    };
    match unit {
        "day" => {
            let d = r.start.checked_sub_signed(Duration::days(1))?;
            Some(DateRange::day(d))
        }
        "week" => DateRange::new(
            r.start.checked_sub_signed(Duration::days(7))?,
            r.start.checked_sub_signed(Duration::days(1))?,
        )
        .ok(),
        "month" if whole_months && month_count == 1 => back_months(1),
        "quarter" if whole_months && month_count == 3 => back_months(3),
        "month" => DateRange::new(
            r.start.checked_sub_months(Months::new(1))?,
            r.start.checked_sub_signed(Duration::days(1))?,
        )
        .ok(),
        "quarter" => DateRange::new(
            r.start.checked_sub_months(Months::new(3))?,
            r.start.checked_sub_signed(Duration::days(1))?,
        )
        .ok(),
        "year" => {
            let start = r.start.checked_sub_months(Months::new(12))?;
            let end = if whole_months {
                r.end
                    .checked_add_signed(Duration::days(1))?
                    .checked_sub_months(Months::new(12))?
                    .checked_sub_signed(Duration::days(1))?
            } else {
                r.end.checked_sub_months(Months::new(12))?
            };
            DateRange::new(start, end).ok()
        }
        _ => {
            // The period before: same length, ending the day before.
            if whole_months && month_count > 0 {
                return back_months(month_count as u32);
            }
            let n = r.days();
            DateRange::new(
                r.start.checked_sub_signed(Duration::days(n))?,
                r.start.checked_sub_signed(Duration::days(1))?,
            )
            .ok()
        }
    }
}

/// The byte span of the text's primary time expression.
pub(super) fn primary_expression(text: &str, ctx: &Context<'_>) -> Option<(usize, usize)> {
    let r = ctx.resolve(text);
    r.slots
        .expressions
        .iter()
        .find(|e| e.role == ExpressionRole::Primary)
        .filter(|e| {
            e.start <= e.end
                && e.end <= text.len()
                && text.is_char_boundary(e.start)
                && text.is_char_boundary(e.end)
        })
        .map(|e| (e.start, e.end))
}

/// The text with its primary time expression replaced (or the new one appended).
pub(super) fn replace_time(text: &str, new: &str, ctx: &Context<'_>) -> String {
    match primary_expression(text, ctx) {
        Some((s, e)) => {
            // "in last week" reads badly: drop a preposition the new phrase brings itself.
            let mut start = s;
            let before = text[..s].to_lowercase();
            let new_lower = new.to_lowercase();
            for prep in ["in ", "for ", "during ", "over ", "from "] {
                if before.ends_with(prep) && new_lower.starts_with(prep.trim_end()) {
                    start = s - prep.len();
                }
            }
            format!("{}{}{}", &text[..start], new, &text[e..])
        }
        None => {
            let t = text
                .trim_end_matches(|c: char| c == '?' || c == '.' || c == '!' || c.is_whitespace());
            format!("{t} {new}?")
        }
    }
}

pub(super) const TIME_FILLER: &[&str] = &[
    "in", "for", "during", "over", "of", "the", "on", "at", "from", "and", "same", "period",
];

pub(super) fn time(norm: &str, last: &Turn, ctx: &Context<'_>) -> Option<Interpretation> {
    let rest = strip_fillers(norm);
    if rest.is_empty() {
        return None;
    }
    let mut frame = last.frame.clone();
    if let Some(r) = last.primary {
        if let Some(new) = shifted(&rest, r) {
            let phrase = if new.start == new.end {
                format!("on {}", new.start)
            } else {
                format!("between {} and {}", new.start, new.end)
            };
            frame.text = replace_time(&frame.text, &phrase, ctx);
            return Some(Interpretation::follow(FollowUpKind::Time, frame));
        }
    }
    // A message that is only a time expression ("what about October?", "last month").
    let r = ctx.resolve(&rest);
    let exprs: Vec<_> = r
        .slots
        .expressions
        .iter()
        .filter(|e| e.role != ExpressionRole::Ignored || e.range.is_some())
        .collect();
    if exprs.is_empty() {
        return None;
    }
    let mut leftover = rest.clone();
    for e in exprs.iter().rev() {
        if e.start <= e.end
            && e.end <= leftover.len()
            && leftover.is_char_boundary(e.start)
            && leftover.is_char_boundary(e.end)
        {
            leftover.replace_range(e.start..e.end, " ");
        }
    }
    if !leftover
        .split_whitespace()
        .all(|w| TIME_FILLER.contains(&w))
    {
        return None;
    }
    let phrase = {
        // Keep the seller's words, with a preposition where they gave none ("October" →
        // "in October").
        let lead = [
            "in ", "for ", "during ", "over ", "from ", "between ", "since ", "on ",
        ];
        let starts_with_prep = lead.iter().any(|p| rest.starts_with(p));
        let relative = [
            "last ",
            "this ",
            "the last ",
            "the past ",
            "past ",
            "yesterday",
            "today",
            "previous ",
        ]
        .iter()
        .any(|p| rest.starts_with(p));
        if starts_with_prep || relative {
            rest.clone()
        } else {
            format!("in {rest}")
        }
    };
    frame.text = replace_time(&frame.text, &phrase, ctx);
    Some(Interpretation::follow(FollowUpKind::Time, frame))
}
