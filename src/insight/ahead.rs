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
use crate::table::Table;
use crate::tools::format::usd;

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

/// A plan for days after the data, as read: what to analyse instead, and why.
#[derive(Debug, Clone)]
pub struct Ahead {
    /// The reading to analyse: the latest complete month, as if asked.
    pub reading: Resolution,
    /// The sentence that opens the answer.
    pub note: String,
    /// The period asked about (after the data).
    pub requested: DateRange,
    /// The month analysed instead.
    pub read: DateRange,
}

/// When `question` asks for a plan for days wholly after the data: the reading to analyse
/// instead (the latest complete month, as if asked), and the sentence that opens the answer.
pub fn plan_ahead(question: &str, time: &Resolution, span: DataSpan) -> Option<Ahead> {
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
    Some(Ahead {
        reading,
        note,
        requested,
        read: month,
    })
}

/// The same range a year earlier (29 February falls back to the 28th).
pub fn year_before(r: DateRange) -> Option<DateRange> {
    let back = |d: NaiveDate| {
        d.with_year(d.year() - 1)
            .or_else(|| d.pred_opt().and_then(|p| p.with_year(d.year() - 1)))
    };
    Some(DateRange {
        start: back(r.start)?,
        end: back(r.end)?,
    })
}

/// Revenue per product of one range: (title or id, revenue), largest first, and the total.
fn revenue_by_product(t: &Table) -> (Vec<(String, f64)>, f64) {
    let (Some(rev), Some(id)) = (t.column_index("revenue"), t.column_index("product_id")) else {
        return (Vec::new(), 0.0);
    };
    let title = t.column_index("title");
    let mut rows: Vec<(String, f64)> = t
        .rows
        .iter()
        .filter_map(|r| {
            let v = r.get(rev)?.as_f64()?;
            let id = r.get(id)?.as_str()?.to_string();
            let name = title
                .and_then(|k| r.get(k)?.as_str().map(|t| format!("{t} ({id})")))
                .unwrap_or(id);
            Some((name, v))
        })
        .collect();
    rows.sort_by(|a, b| b.1.total_cmp(&a.1));
    let total = rows.iter().map(|r| r.1).sum();
    (rows, total)
}

/// The coming month's seasonal baseline: what the same month did a year earlier against the
/// month this answer reads, a year earlier too, and which products carried it. Why: advice
/// for January read from November alone misses that January is a different season (last
/// January may have sold a third of November); the same pair of months a year earlier says
/// how much the season moves the business and where. `coming` and `read` are last year's
/// tables of `sales_by_product` (product_id, title, revenue) for the coming month and the read
/// month; none when either has no sales (the data does not reach back a year).
pub fn last_year_note(coming: (DateRange, &Table), read: (DateRange, &Table)) -> Option<String> {
    let (rows, total) = revenue_by_product(coming.1);
    let (_, read_total) = revenue_by_product(read.1);
    if total <= 0.0 || read_total <= 0.0 {
        return None;
    }
    let change = (total - read_total) / read_total;
    let top: Vec<String> = rows
        .iter()
        .take(3)
        .map(|(name, v)| format!("{name} {}", usd(*v)))
        .collect();
    Some(format!(
        "A year earlier, {} brought {} of revenue, {} {:.1}% from {} ({}): the season's own \
         move between the two months. Its best sellers then: {}.",
        label(coming.0),
        usd(total),
        if change >= 0.0 { "up" } else { "down" },
        change.abs() * 100.0,
        label(read.0),
        usd(read_total),
        top.join(", ")
    ))
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

    fn sales(rows: &[(&str, &str, f64)]) -> Table {
        use crate::table::{Column, ColumnType};
        let mut t = Table::new(vec![
            Column::new("product_id", ColumnType::String),
            Column::new("title", ColumnType::String),
            Column::new("revenue", ColumnType::Number),
        ]);
        for (id, title, v) in rows {
            t.rows
                .push(vec![(*id).into(), (*title).into(), serde_json::json!(v)]);
        }
        t
    }

    #[test]
    fn the_coming_month_a_year_earlier() {
        let jan = DateRange {
            start: d("2026-01-01"),
            end: d("2026-01-31"),
        };
        let nov = DateRange {
            start: d("2025-11-01"),
            end: d("2025-11-30"),
        };
        let (jan1, nov1) = (year_before(jan).unwrap(), year_before(nov).unwrap());
        assert_eq!(jan1.start, d("2025-01-01"));
        assert_eq!(nov1.end, d("2024-11-30"));
        let coming = sales(&[("P2", "Mitt", 100.0), ("P1", "Pan", 300.0)]);
        let read = sales(&[("P1", "Pan", 800.0)]);
        let note = last_year_note((jan1, &coming), (nov1, &read)).unwrap();
        assert_eq!(
            note,
            "A year earlier, January 2025 brought $400.00 of revenue, down 50.0% from November \
             2024 ($800.00): the season's own move between the two months. Its best sellers \
             then: Pan (P1) $300.00, Mitt (P2) $100.00."
        );
        // No sales a year earlier: nothing to say.
        assert_eq!(last_year_note((jan1, &sales(&[])), (nov1, &read)), None);
        // 29 February a year back is the 28th.
        let leap = DateRange {
            start: d("2024-02-01"),
            end: d("2024-02-29"),
        };
        assert_eq!(year_before(leap).unwrap().end, d("2023-02-28"));
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
