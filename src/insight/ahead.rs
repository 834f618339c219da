//! A plan for a period that has not happened yet ("what should I focus on next month", "any
//! tips for january", "what should I do before christmas").
//!
//! Why: the resolver reads "next month" as January 2026 and the data ends on 2025-12-09, so the
//! answer was "There is no data for 2026-01-01..2026-01-31". But advice about a future period
//! is never read from that period's data: it comes from the latest complete data. So a
//! question that asks for advice about days wholly after the data is analysed over the most
//! recent complete month instead, and the answer says which period it looked at and why. A
//! question about a future period that asks for no advice ("why did sales drop next month")
//! keeps the resolver's no-data message: there is nothing to explain yet.
//!
//! **Takes** the question, the resolver's reading and the data's span. **Gives** the reading
//! to analyse and the sentence that says so, or none.

use chrono::{Datelike, Duration, NaiveDate};

use crate::augment::{Coverage, DataSpan, DateRange, Resolution, TimeSlots};
use crate::planner::text::tokens;

/// Words that ask for advice or a plan.
const ADVICE: &[&str] = &[
    "should",
    "shud",
    "shld",
    "focus",
    "plan",
    "planning",
    "prepare",
    "prep",
    "tips",
    "tip",
    "advice",
    "advise",
    "recommend",
    "recommendation",
    "recommendations",
    "suggest",
    "suggestions",
    "prioritise",
    "prioritize",
    "priority",
    "priorities",
    "strategy",
    "ready",
];

/// Whether the question asks for advice or a plan.
pub fn asks_for_a_plan(question: &str) -> bool {
    tokens(question)
        .iter()
        .any(|t| ADVICE.contains(&t.word.as_str()) || ADVICE.contains(&t.stem.as_str()))
}

/// The most recent whole calendar month the data holds: the data's last month when the data
/// reaches its last day, else the month before.
pub fn latest_complete_month(span: DataSpan) -> Option<DateRange> {
    let end = span.end;
    let month_end = |d: NaiveDate| {
        let first_next = if d.month() == 12 {
            NaiveDate::from_ymd_opt(d.year() + 1, 1, 1)
        } else {
            NaiveDate::from_ymd_opt(d.year(), d.month() + 1, 1)
        };
        first_next.map(|f| f - Duration::days(1))
    };
    let last = if month_end(end) == Some(end) {
        end
    } else {
        end.with_day(1)? - Duration::days(1)
    };
    let start = last.with_day(1)?;
    (start >= span.start).then_some(DateRange { start, end: last })
}

/// "January 2026" for a whole month, else "2025-12-20 to 2025-12-24".
pub fn label(r: DateRange) -> String {
    let whole_month = r.start.day() == 1
        && (r.end + Duration::days(1)).day() == 1
        && r.start.month() == r.end.month()
        && r.start.year() == r.end.year();
    if whole_month {
        r.start.format("%B %Y").to_string()
    } else if r.start == r.end {
        r.start.to_string()
    } else {
        format!("{} to {}", r.start, r.end)
    }
}

/// A month named without a year ("what should i do in january") that the resolver read as the
/// last one past, when its next one is after the data: advice is for the month to come, not
/// for the one that went (read as January 2025, the answer explained last January's revenue).
fn coming_month(time: &Resolution, span: DataSpan) -> Option<DateRange> {
    use crate::augment::{ExpressionKind, ExpressionRole};
    let primary = time.slots.primary?;
    let mut named = time
        .slots
        .expressions
        .iter()
        .filter(|e| e.role == ExpressionRole::Primary);
    let e = named.next()?;
    let bare_month = e.kind == ExpressionKind::Month
        && !e.text.chars().any(|c| c.is_ascii_digit())
        && named.next().is_none();
    if !bare_month {
        return None;
    }
    let start = primary.start.with_year(primary.start.year() + 1)?;
    let end = (start + chrono::Months::new(1)).pred_opt()?;
    (start > span.end).then_some(DateRange { start, end })
}

/// When `question` asks for a plan for days wholly after the data: the reading to analyse
/// instead (the latest complete month, as if asked), and the sentence that opens the answer.
pub fn plan_ahead(
    question: &str,
    time: &Resolution,
    span: DataSpan,
) -> Option<(Resolution, String)> {
    if !asks_for_a_plan(question) {
        return None;
    }
    let requested = match &time.coverage {
        Coverage::NoData { requested, .. } if requested.start > span.end => *requested,
        _ => coming_month(time, span)?,
    };
    let month = latest_complete_month(span)?;
    let reading = Resolution {
        rewritten: time.rewritten.clone(),
        slots: TimeSlots {
            primary: Some(month),
            comparison: None,
            comparison_kind: None,
            granularity: None,
            // Kept so the question's date words are still masked as dates.
            expressions: time.slots.expressions.clone(),
        },
        coverage: Coverage::Full,
        comparison_coverage: None,
        notes: Vec::new(),
        // The latest complete month is one reading, nothing to ask.
        ask: None,
    };
    let note = format!(
        "{} has not happened yet (your data ends on {}): advice for it comes from your latest \
         complete data, so this looks at {}, your most recent complete month, and what drove it.",
        label(requested),
        span.end,
        label(month)
    );
    Some((reading, note))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn the_latest_complete_month() {
        let span = DataSpan {
            start: d("2024-01-01"),
            end: d("2025-12-09"),
        };
        assert_eq!(
            latest_complete_month(span),
            Some(DateRange {
                start: d("2025-11-01"),
                end: d("2025-11-30")
            })
        );
        let whole = DataSpan {
            start: d("2024-01-01"),
            end: d("2025-11-30"),
        };
        assert_eq!(
            latest_complete_month(whole).map(|m| m.end),
            Some(d("2025-11-30"))
        );
        // Less than a month of data: no whole month to read.
        let short = DataSpan {
            start: d("2025-12-01"),
            end: d("2025-12-09"),
        };
        assert_eq!(latest_complete_month(short), None);
    }

    #[test]
    fn advice_is_asked_in_many_words() {
        for q in [
            "what should i focus on next month",
            "any tips for next month",
            "what shud i do in january",
            "how do i prepare for the holidays",
        ] {
            assert!(asks_for_a_plan(q), "{q}");
        }
        for q in ["why did sales drop next month", "revenue next month"] {
            assert!(!asks_for_a_plan(q), "{q}");
        }
    }

    #[test]
    fn labels() {
        let jan = DateRange {
            start: d("2026-01-01"),
            end: d("2026-01-31"),
        };
        assert_eq!(label(jan), "January 2026");
        let days = DateRange {
            start: d("2025-12-10"),
            end: d("2025-12-24"),
        };
        assert_eq!(label(days), "2025-12-10 to 2025-12-24");
    }
}
