//! The temporal resolver against DATA.md's clock (today 2025-12-10, data 2024-01-01..2025-12-09)
//! and the shipped event calendar: exact dates for every expression family, coverage, comparisons,
//! granularity, the rewrite, and property tests over arbitrary clocks.

#[path = "common/calendar.rs"]
mod calendar;

use std::path::Path;

use calendar::{calendar, d, dr};
use chrono::{Datelike, NaiveDate, Weekday};
use insight::augment::{
    resolve, ComparisonKind, Coverage, DataSpan, DateRange, EventCalendar, ExpressionKind,
    ExpressionRole, Granularity, Resolution,
};
use proptest::prelude::*;

const TODAY: &str = "2025-12-10";

fn demo_span() -> DataSpan {
    DataSpan {
        start: d("2024-01-01"),
        end: d("2025-12-09"),
    }
}

fn res(q: &str) -> Resolution {
    resolve(q, d(TODAY), demo_span(), calendar())
}

/// The range the primary expression asked for, before clipping.
fn requested(q: &str) -> Option<DateRange> {
    res(q)
        .slots
        .expressions
        .iter()
        .find(|e| e.role == ExpressionRole::Primary)
        .and_then(|e| e.range)
}

#[track_caller]
fn assert_primary(q: &str, a: &str, b: &str) {
    let r = res(q);
    assert_eq!(r.slots.primary, Some(dr(a, b)), "{q:?} → {r:#?}");
}

#[track_caller]
fn assert_none(q: &str) {
    let r = res(q);
    assert_eq!(r.slots.primary, None, "{q:?} → {r:#?}");
    assert_eq!(r.slots.comparison, None, "{q:?} → {r:#?}");
    assert_eq!(r.rewritten, q);
}

#[track_caller]
fn assert_comparison(q: &str, kind: ComparisonKind, p: (&str, &str), c: (&str, &str)) {
    let r = res(q);
    assert_eq!(r.slots.primary, Some(dr(p.0, p.1)), "{q:?} → {r:#?}");
    assert_eq!(r.slots.comparison, Some(dr(c.0, c.1)), "{q:?} → {r:#?}");
    assert_eq!(r.slots.comparison_kind, Some(kind), "{q:?} → {r:#?}");
}

// ----- DATA.md's examples -----

#[test]
fn data_md_examples() {
    assert_primary("last week", "2025-12-01", "2025-12-07");
    assert_primary("this month", "2025-12-01", "2025-12-09");
    assert_primary("last month", "2025-11-01", "2025-11-30");
    assert_primary("the last 7 days", "2025-12-03", "2025-12-09");
    assert_primary("in March", "2025-03-01", "2025-03-31");
    assert_eq!(
        res("What were my sales last week?").rewritten,
        "What were my sales last week (2025-12-01 to 2025-12-07)?"
    );
}

// ----- days -----

#[test]
fn days() {
    assert_primary("sales yesterday", "2025-12-09", "2025-12-09");
    assert_primary("the day before yesterday", "2025-12-08", "2025-12-08");
    assert_primary("units 3 days ago", "2025-12-07", "2025-12-07");
    assert_primary("a day ago", "2025-12-09", "2025-12-09");
    assert_primary("last Friday", "2025-12-05", "2025-12-05");
    assert_primary("on Monday", "2025-12-08", "2025-12-08");
    assert_primary("this Tuesday", "2025-12-09", "2025-12-09");
    assert_primary("last wednesday", "2025-12-03", "2025-12-03");
}

#[test]
fn today_has_no_data_yet() {
    let r = res("What are my sales today?");
    assert_eq!(r.slots.primary, Some(dr("2025-12-10", "2025-12-10")));
    assert_eq!(
        r.coverage,
        Coverage::NoData {
            requested: dr("2025-12-10", "2025-12-10"),
            message: "There is no data for 2025-12-10: the data covers 2024-01-01..2025-12-09."
                .into()
        }
    );
    assert_eq!(r.rewritten, "What are my sales today (2025-12-10)?");
}

#[test]
fn written_dates() {
    for q in [
        "orders on 2025-11-28",
        "orders on 2025/11/28",
        "orders on Nov 28, 2025",
        "orders on Nov. 28 2025",
        "orders on November 28th, 2025",
        "orders on 28 November 2025",
        "orders on the 28th of November 2025",
        "orders on 11/28/2025",
        "orders on 11-28-2025",
        "orders on 28.11.2025",
        "orders on Nov 28",
        "orders on 28th Nov",
    ] {
        assert_primary(q, "2025-11-28", "2025-11-28");
    }
    // Without a year: the most recent one on or before today; a day of the month under way
    // is this month's, as the month is ("on Dec 25" on December 10 is this Christmas Day:
    // after the data, so no data, not a year-old day answered as the one asked about).
    assert_primary("on Nov 25", "2025-11-25", "2025-11-25");
    assert!(matches!(res("on Dec 25").coverage, Coverage::NoData { .. }));
    assert_primary("on December 10", "2025-12-10", "2025-12-10");
    // Month/day without a year, after a preposition; a bare "1/2" is a fraction.
    assert_primary("I sold 3 units on 12/5", "2025-12-05", "2025-12-05");
    assert_primary("sales since 9/1", "2025-09-01", "2025-12-09");
    assert_none("Is 1/2 of my revenue from P0001?");
    // With no preposition too ("headlamp orders 11/24 and 12/1" read only "1" as "the 1st").
    assert_primary("headlamp orders 11/24", "2025-11-24", "2025-11-24");
    // Day first when the first number cannot be a month (British, Indian sellers); a pair
    // that could be either stays month first.
    assert_primary("what was turnover on 28/11", "2025-11-28", "2025-11-28");
    assert_primary("units 21/11", "2025-11-21", "2025-11-21");
    assert_primary("orders on 5/11", "2025-05-11", "2025-05-11");
    assert_none("sales on 31/31");
}

#[test]
fn an_iso_date_is_not_repeated_in_the_rewrite() {
    assert_eq!(
        res("How many orders on 2025-11-28?").rewritten,
        "How many orders on 2025-11-28?"
    );
    assert_eq!(
        res("orders on Nov 28, 2025").rewritten,
        "orders on Nov 28, 2025 (2025-11-28)"
    );
}

#[test]
fn invalid_and_ambiguous_dates_are_noted() {
    let r = res("sales on 2025-02-30");
    assert_eq!(r.slots.primary, None);
    assert_eq!(r.notes, vec!["'2025-02-30' is not a valid date"]);
    let r = res("sales on 03/04/2025");
    assert_eq!(r.slots.primary, Some(dr("2025-03-04", "2025-03-04")));
    assert_eq!(
        r.notes,
        vec!["'03/04/2025' read as month/day/year: 2025-03-04"]
    );
    let r = res("sales on Feb 30");
    assert_eq!(r.slots.primary, None);
    assert_eq!(r.notes, vec!["'Feb 30' is not a valid date"]);
}

// ----- weeks -----

#[test]
fn weeks() {
    assert_primary("sales last week", "2025-12-01", "2025-12-07");
    assert_primary("sales previous week", "2025-12-01", "2025-12-07");
    assert_primary("sales this past week", "2025-12-01", "2025-12-07");
    assert_primary("sales the past week", "2025-12-01", "2025-12-07");
    assert_primary("sales the week before last", "2025-11-24", "2025-11-30");
    assert_primary("sales 2 weeks ago", "2025-11-24", "2025-11-30");
    assert_primary("sales the week of Black Friday", "2025-11-24", "2025-11-30");
    assert_primary("sales the week of Nov 3", "2025-11-03", "2025-11-09");
    assert_primary("sales during Black Friday week", "2025-11-24", "2025-11-30");
    assert_primary("sales this week last year", "2024-12-09", "2024-12-15");
    assert_primary("sales last weekend", "2025-12-06", "2025-12-07");
    assert_primary("sales over the weekend", "2025-12-06", "2025-12-07");
    // The Nth week of a month is days 1-7, 8-14, ...; the last week its last seven days.
    assert_primary(
        "sales the first week of October",
        "2025-10-01",
        "2025-10-07",
    );
    assert_primary("sales the 2nd week of October", "2025-10-08", "2025-10-14");
    assert_primary(
        "sales the last week of November 2024",
        "2024-11-24",
        "2024-11-30",
    );
    // This week, clipped to the data.
    assert_primary("this week", "2025-12-08", "2025-12-09");
    assert_eq!(requested("this week"), Some(dr("2025-12-08", "2025-12-14")));
}

// ----- months -----

#[test]
fn months() {
    assert_primary("revenue in March", "2025-03-01", "2025-03-31");
    assert_primary("revenue in Mar", "2025-03-01", "2025-03-31");
    assert_primary("revenue in Sept", "2025-09-01", "2025-09-30");
    assert_primary("revenue in March 2024", "2024-03-01", "2024-03-31");
    assert_primary("revenue in Mar '24", "2024-03-01", "2024-03-31");
    assert_primary("revenue in March of 2024", "2024-03-01", "2024-03-31");
    assert_primary("revenue in march last year", "2024-03-01", "2024-03-31");
    assert_primary("revenue last year's March", "2024-03-01", "2024-03-31");
    assert_primary("revenue in 2024-03", "2024-03-01", "2024-03-31");
    assert_primary("revenue last March", "2025-03-01", "2025-03-31");
    assert_primary("revenue this October", "2025-10-01", "2025-10-31");
    assert_primary("revenue in may", "2025-05-01", "2025-05-31");
    assert_primary("revenue the month before last", "2025-10-01", "2025-10-31");
    assert_primary("revenue 3 months ago", "2025-09-01", "2025-09-30");
    assert_primary("revenue this month last year", "2024-12-01", "2024-12-31");
    // The current month has started: it is the most recent December, clipped.
    assert_primary("revenue in December", "2025-12-01", "2025-12-09");
    // "next" months are in the future.
    let r = res("revenue next month");
    assert_eq!(r.slots.primary, Some(dr("2026-01-01", "2026-01-31")));
    assert_eq!(
        r.coverage,
        Coverage::NoData {
            requested: dr("2026-01-01", "2026-01-31"),
            message: "There is no data for 2026-01-01..2026-01-31: the data covers \
                      2024-01-01..2025-12-09."
                .into()
        }
    );
}

#[test]
fn last_march_is_the_one_that_has_ended() {
    let cal = calendar();
    let r = resolve("sales last March", d("2025-03-15"), demo_span(), cal);
    assert_eq!(r.slots.primary, Some(dr("2024-03-01", "2024-03-31")));
    let r = resolve("sales in March", d("2025-03-15"), demo_span(), cal);
    assert_eq!(r.slots.primary, Some(dr("2025-03-01", "2025-03-31")));
    let r = resolve("sales in April", d("2025-03-15"), demo_span(), cal);
    assert_eq!(r.slots.primary, Some(dr("2024-04-01", "2024-04-30")));
}

#[test]
fn may_the_verb_is_not_may_the_month() {
    assert_none("May I see my top products?");
    assert_none("Sales may have dropped, why?");
    assert_primary("How did May go?", "2025-05-01", "2025-05-31");
    assert_primary("sales in May 2024", "2024-05-01", "2024-05-31");
}

#[test]
fn this_month_is_clipped_with_a_note() {
    let r = res("What were my sales this month?");
    assert_eq!(r.slots.primary, Some(dr("2025-12-01", "2025-12-09")));
    assert_eq!(
        r.coverage,
        Coverage::Clipped {
            requested: dr("2025-12-01", "2025-12-31"),
            note: "data runs to 2025-12-09; showing 2025-12-01..2025-12-09".into()
        }
    );
    assert_eq!(
        r.rewritten,
        "What were my sales this month (2025-12-01 to 2025-12-09)?"
    );
}

// ----- quarters and halves -----

#[test]
fn quarters() {
    assert_primary("sales in Q3", "2025-07-01", "2025-09-30");
    assert_primary("sales in q3 2024", "2024-07-01", "2024-09-30");
    assert_primary("sales in Q3-2024", "2024-07-01", "2024-09-30");
    assert_primary("sales in 2024 Q2", "2024-04-01", "2024-06-30");
    assert_primary("sales in Q3 '24", "2024-07-01", "2024-09-30");
    assert_primary("sales last quarter", "2025-07-01", "2025-09-30");
    assert_primary("sales last quater", "2025-07-01", "2025-09-30");
    assert_primary("sales this quarter", "2025-10-01", "2025-12-09");
    assert_primary("sales in the third quarter", "2025-07-01", "2025-09-30");
    assert_primary(
        "sales in the 3rd quarter of 2024",
        "2024-07-01",
        "2024-09-30",
    );
    assert_primary(
        "sales in the first quarter of last year",
        "2024-01-01",
        "2024-03-31",
    );
    assert_primary(
        "sales in the last quarter of 2024",
        "2024-10-01",
        "2024-12-31",
    );
    assert_primary("sales in Q1 last year", "2024-01-01", "2024-03-31");
    assert_primary("sales in Q4", "2025-10-01", "2025-12-09");
    assert_primary("sales in H1 2025", "2025-01-01", "2025-06-30");
    assert_primary(
        "sales in the second half of 2024",
        "2024-07-01",
        "2024-12-31",
    );
    assert_primary("sales quarter to date", "2025-10-01", "2025-12-09");
}

// ----- years -----

#[test]
fn years() {
    assert_primary("revenue in 2024", "2024-01-01", "2024-12-31");
    assert_primary("2024 revenue", "2024-01-01", "2024-12-31");
    assert_primary("revenue in 2025", "2025-01-01", "2025-12-09");
    assert_primary("revenue last year", "2024-01-01", "2024-12-31");
    assert_primary("revenue this year", "2025-01-01", "2025-12-09");
    assert_primary("revenue last yr", "2024-01-01", "2024-12-31");
    let r = res("revenue next year");
    assert!(matches!(r.coverage, Coverage::NoData { .. }), "{r:#?}");
    // Counts and money are not years.
    assert_none("Which products sold 2000 units?");
    assert_none("I spent $2024 on ads, was it worth it?");
}

#[test]
fn to_date() {
    for q in [
        "revenue year to date",
        "revenue YTD",
        "revenue year-to-date",
        "revenue so far this year",
        "revenue this year so far",
        "revenue since the start of the year",
        "revenue since the beginning of this year",
    ] {
        assert_primary(q, "2025-01-01", "2025-12-09");
    }
    for q in [
        "revenue month to date",
        "revenue MTD",
        "revenue so far this month",
    ] {
        assert_primary(q, "2025-12-01", "2025-12-09");
    }
    assert_primary("revenue week to date", "2025-12-08", "2025-12-09");
    // To date runs through today, then the data clips it.
    assert_eq!(
        requested("revenue YTD"),
        Some(dr("2025-01-01", "2025-12-10"))
    );
}

// ----- rolling windows -----

#[test]
fn rolling_windows_end_yesterday() {
    assert_primary("the last 7 days", "2025-12-03", "2025-12-09");
    assert_primary("past 30 days", "2025-11-10", "2025-12-09");
    assert_primary("in the last thirty days", "2025-11-10", "2025-12-09");
    assert_primary("over the past 90 days", "2025-09-11", "2025-12-09");
    assert_primary("the trailing twenty-one days", "2025-11-19", "2025-12-09");
    assert_primary("L30D", "2025-11-10", "2025-12-09");
    assert_primary("last 30 dys", "2025-11-10", "2025-12-09");
    assert_primary("the previous 14 days", "2025-11-26", "2025-12-09");
    assert_primary("the last couple of weeks", "2025-11-24", "2025-12-07");
    assert_primary("the last 2 weeks", "2025-11-24", "2025-12-07");
    assert_primary("the last 4 wks", "2025-11-10", "2025-12-07");
    assert_primary("the last 3 months", "2025-09-01", "2025-11-30");
    assert_primary("the last 12 months", "2024-12-01", "2025-11-30");
    assert_primary("the last 2 quarters", "2025-04-01", "2025-09-30");
    assert_primary("the last 1 week", "2025-12-01", "2025-12-07");
    // The full window is inside the data: nothing is clipped.
    assert_eq!(res("the last 7 days").coverage, Coverage::Full);
    // The window starts before the data.
    let r = res("the last 3 years");
    assert_eq!(r.slots.primary, Some(dr("2024-01-01", "2025-11-30")));
    assert_eq!(
        r.coverage,
        Coverage::Clipped {
            requested: dr("2022-12-01", "2025-11-30"),
            note: "data starts on 2024-01-01; showing 2024-01-01..2025-11-30".into()
        }
    );
    // A trailing year is twelve complete months; "last year" alone is the calendar year.
    assert_primary("revenue over the past year", "2024-12-01", "2025-11-30");
    assert_primary("how did I do in the last year", "2024-12-01", "2025-11-30");
    assert_primary("revenue this past year", "2024-12-01", "2025-11-30");
    assert_primary("the last 2 years", "2024-01-01", "2025-11-30");
    assert_primary("revenue last year", "2024-01-01", "2024-12-31");
    // Data is daily: hours round up to whole days.
    assert_primary("units in the last 24 hours", "2025-12-09", "2025-12-09");
    assert_primary("units in the past 72 hours", "2025-12-07", "2025-12-09");
}

// ----- since -----

#[test]
fn since() {
    assert_primary("sales since March 3", "2025-03-03", "2025-12-09");
    assert_primary("sales since 2025-09-01", "2025-09-01", "2025-12-09");
    assert_primary("sales since Black Friday", "2025-11-28", "2025-12-09");
    assert_primary("sales since BF", "2025-11-28", "2025-12-09");
    assert_primary("sales since last week", "2025-12-01", "2025-12-09");
    assert_primary("sales since Q3", "2025-07-01", "2025-12-09");
    assert_primary("sales since 2024", "2024-01-01", "2025-12-09");
    assert_primary(
        "sales from Black Friday onwards",
        "2025-11-28",
        "2025-12-09",
    );
    // "after" starts the day after.
    assert_primary("reviews after August 15", "2025-08-16", "2025-12-09");
    assert_primary("sales after Black Friday", "2025-11-29", "2025-12-09");
    assert_primary("sales sinse Prime Day", "2025-07-08", "2025-12-09");
    assert_eq!(
        res("What were sales since Black Friday?").rewritten,
        "What were sales since Black Friday (2025-11-28 to 2025-12-09)?"
    );
    let r = res("units in the last 0 days");
    assert_eq!(
        r.notes,
        vec![
            "'the last 0 days' cannot be resolved to dates: the count must be between 1 and 100000"
        ]
    );
    let r = res("units in the last 100000000 days");
    assert_eq!(r.slots.primary, None);
    assert_eq!(r.notes.len(), 1);
    let r = res("sales since next week");
    assert_eq!(r.slots.primary, None);
    assert_eq!(
        r.notes,
        vec!["'since next week' cannot be resolved to dates: it starts after today"]
    );
}

// ----- ranges -----

#[test]
fn ranges() {
    assert_primary("from June to August", "2025-06-01", "2025-08-31");
    assert_primary("June through August", "2025-06-01", "2025-08-31");
    assert_primary(
        "between 2025-06-01 and 2025-06-30",
        "2025-06-01",
        "2025-06-30",
    );
    assert_primary("June-August 2025", "2025-06-01", "2025-08-31");
    assert_primary("Jun–Aug 2024", "2024-06-01", "2024-08-31");
    assert_primary("from November 2024 to February", "2024-11-01", "2025-02-28");
    assert_primary("from November to February 2025", "2024-11-01", "2025-02-28");
    assert_primary("Nov 1-15", "2025-11-01", "2025-11-15");
    assert_primary("Nov 1-15, 2024", "2024-11-01", "2024-11-15");
    assert_primary("Nov 28 - Dec 2 2024", "2024-11-28", "2024-12-02");
    assert_primary(
        "from Black Friday to Cyber Monday",
        "2025-11-28",
        "2025-12-01",
    );
    assert_primary(
        "between Black Friday 2024 and Cyber Monday",
        "2024-11-29",
        "2024-12-02",
    );
    assert_primary("Q1-Q3 2025", "2025-01-01", "2025-09-30");
    assert_primary("from 2024 to 2025", "2024-01-01", "2025-12-09");
    assert_primary("from March 3 to today", "2025-03-03", "2025-12-09");
    assert_primary("from March to now", "2025-03-01", "2025-12-09");
    assert_primary(
        "from the 1st to the 15th of November",
        "2025-11-01",
        "2025-11-15",
    );
    assert_primary("sales 1st-15th Nov 2024", "2024-11-01", "2024-11-15");
    assert_eq!(
        res("How did sales do from June to August?").rewritten,
        "How did sales do from June to August (2025-06-01 to 2025-08-31)?"
    );
    let r = res("between 2025-06-01 and 2025-06-30");
    assert_eq!(r.rewritten, "between 2025-06-01 and 2025-06-30");
    assert_eq!(r.slots.expressions[0].kind, ExpressionKind::Range);
}

// ----- events -----

#[test]
fn events() {
    assert_primary("sales on Black Friday", "2025-11-28", "2025-11-28");
    assert_primary("sales on black-friday", "2025-11-28", "2025-11-28");
    assert_primary("sales on Black Friday 2024", "2024-11-29", "2024-11-29");
    assert_primary("sales on BF 2024", "2024-11-29", "2024-11-29");
    assert_primary(
        "sales on last year's Black Friday",
        "2024-11-29",
        "2024-11-29",
    );
    assert_primary(
        "sales on Black Friday last year",
        "2024-11-29",
        "2024-11-29",
    );
    assert_primary("Black Friday's sales", "2025-11-28", "2025-11-28");
    assert_primary("sales on Cyber Monday", "2025-12-01", "2025-12-01");
    assert_primary("sales during BFCM", "2025-11-28", "2025-12-01");
    assert_primary("sales during Prime Day", "2025-07-08", "2025-07-11");
    assert_primary("sales during Prime Day 2024", "2024-07-16", "2024-07-17");
    assert_primary("sales during prime days", "2025-07-08", "2025-07-11");
    assert_primary("sales on Christmas", "2024-12-25", "2024-12-25");
    assert_primary(
        "sales during Prime Big Deal Days",
        "2025-10-07",
        "2025-10-08",
    );
    assert_primary(
        "How did I do over the holidays?",
        "2025-11-01",
        "2025-12-09",
    );
    let r = res("sales on Black Friday");
    assert_eq!(r.slots.expressions[0].kind, ExpressionKind::Event);

    let r = res("sales on Black Friday 2018");
    assert_eq!(r.slots.primary, None);
    assert_eq!(
        r.notes,
        vec!["Black Friday 2018 is not in the event calendar (calendar/events.yaml)"]
    );
    let r = res("sales on next Prime Day");
    assert_eq!(r.slots.primary, None);
    assert_eq!(
        r.notes,
        vec!["the event calendar has no Prime Day that fits 'next Prime Day'"]
    );
    // Before the data: no data, said so.
    let r = res("sales on Black Friday 2019");
    assert_eq!(r.slots.primary, Some(dr("2019-11-29", "2019-11-29")));
    assert!(matches!(r.coverage, Coverage::NoData { .. }));
}

// ----- comparisons -----

#[test]
fn year_over_year() {
    use ComparisonKind::YearOverYear as Yoy;
    let lm = ("2025-11-01", "2025-11-30");
    let lm_ly = ("2024-11-01", "2024-11-30");
    assert_comparison("sales last month vs last year", Yoy, lm, lm_ly);
    assert_comparison("sales last month compared to last year", Yoy, lm, lm_ly);
    assert_comparison("sales last month year over year", Yoy, lm, lm_ly);
    assert_comparison("sales last month YoY", Yoy, lm, lm_ly);
    assert_comparison("sales last month y/y", Yoy, lm, lm_ly);
    assert_comparison(
        "sales last month vs the same month last year",
        Yoy,
        lm,
        lm_ly,
    );
    assert_comparison(
        "sales last month against the same month a year ago",
        Yoy,
        lm,
        lm_ly,
    );
    assert_comparison(
        "units in Q3 compared to the same quarter of the previous year",
        Yoy,
        ("2025-07-01", "2025-09-30"),
        ("2024-07-01", "2024-09-30"),
    );
    assert_comparison(
        "sales last week vs the same week last year",
        Yoy,
        ("2025-12-01", "2025-12-07"),
        // As "vs last year": the same calendar dates (see the module's conventions).
        ("2024-12-01", "2024-12-07"),
    );
    assert_comparison("sales last month year-on-year", Yoy, lm, lm_ly);
    assert_comparison(
        "sales last month vs. the same period last year",
        Yoy,
        lm,
        lm_ly,
    );
    assert_comparison("sales last month compared with a year ago", Yoy, lm, lm_ly);
    assert_comparison("did last month grow over last year?", Yoy, lm, lm_ly);
    assert_comparison("was last month higher than last year?", Yoy, lm, lm_ly);
    assert_comparison(
        "YoY growth in Q3",
        Yoy,
        ("2025-07-01", "2025-09-30"),
        ("2024-07-01", "2024-09-30"),
    );
    assert_comparison(
        "March 2025 versus March 2024",
        Yoy,
        ("2025-03-01", "2025-03-31"),
        ("2024-03-01", "2024-03-31"),
    );
    assert_comparison(
        "March 2025 vs 2024",
        Yoy,
        ("2025-03-01", "2025-03-31"),
        ("2024-03-01", "2024-03-31"),
    );
    // Like for like: this year (so far) against the same days last year.
    assert_comparison(
        "sales this year compared to last year",
        Yoy,
        ("2025-01-01", "2025-12-09"),
        ("2024-01-01", "2024-12-09"),
    );
    assert_eq!(
        res("sales last week vs last year").rewritten,
        "sales last week (2025-12-01 to 2025-12-07) vs last year (2024-12-01 to 2024-12-07)"
    );
    assert_eq!(
        res("sales last month YoY").rewritten,
        "sales last month (2025-11-01 to 2025-11-30) YoY (compared with 2024-11-01 to 2024-11-30)"
    );
}

#[test]
fn events_compare_with_their_previous_occurrence() {
    let r = res("Black Friday vs last year");
    assert_eq!(r.slots.primary, Some(dr("2025-11-28", "2025-11-28")));
    assert_eq!(r.slots.comparison, Some(dr("2024-11-29", "2024-11-29")));
    assert_eq!(r.slots.comparison_kind, Some(ComparisonKind::YearOverYear));
    assert_eq!(
        r.notes,
        vec![
            "'vs last year' compares Black Friday with its previous occurrence (2024-11-29), \
             because events move from year to year"
        ]
    );
    assert_comparison(
        "Prime Day 2025 vs Prime Day 2024",
        ComparisonKind::YearOverYear,
        ("2025-07-08", "2025-07-11"),
        ("2024-07-16", "2024-07-17"),
    );
    assert_comparison(
        "Black Friday 2025 vs 2024",
        ComparisonKind::YearOverYear,
        ("2025-11-28", "2025-11-28"),
        ("2024-11-29", "2024-11-29"),
    );
}

/// "vs last", "vs before", "vs the one before" with the unit left out: the period before the
/// primary (they were dropped, the primary answered alone with no note).
#[test]
fn a_bare_previous_after_a_comparator() {
    use ComparisonKind::PreviousPeriod as Pp;
    for q in [
        "traffic in october vs last",
        "sessions in october vs before",
        "revenue in october versus the one before",
        "orders in october compared with the previous one",
    ] {
        assert_comparison(
            q,
            Pp,
            ("2025-10-01", "2025-10-31"),
            ("2025-09-01", "2025-09-30"),
        );
    }
    assert_comparison(
        "revenue q3 vs prior",
        Pp,
        ("2025-07-01", "2025-09-30"),
        ("2025-04-01", "2025-06-30"),
    );
    // "the year so far" is the year to date.
    assert_eq!(
        res("best day of the year so far").slots.primary,
        Some(dr("2025-01-01", "2025-12-09"))
    );
    // The current month so far against the same days of the one before, like for like.
    let r = res("traffic this month vs last");
    assert_eq!(
        r.slots.comparison,
        Some(dr("2025-11-01", "2025-11-09")),
        "{r:?}"
    );
    // With its unit, "last" starts a period of its own.
    let r = res("revenue in october vs last year");
    assert_eq!(r.slots.comparison, Some(dr("2024-10-01", "2024-10-31")));
}

#[test]
fn previous_period() {
    use ComparisonKind::PreviousPeriod as Pp;
    let r = res("MoM change in October");
    assert_eq!(r.slots.primary, Some(dr("2025-10-01", "2025-10-31")));
    assert_eq!(r.slots.comparison, Some(dr("2025-09-01", "2025-09-30")));
    assert_eq!(r.slots.comparison_kind, Some(Pp));
    assert_eq!(r.slots.granularity, Some(Granularity::Month));
    assert_comparison(
        "October month over month",
        Pp,
        ("2025-10-01", "2025-10-31"),
        ("2025-09-01", "2025-09-30"),
    );
    assert_comparison(
        "October vs the prior month",
        Pp,
        ("2025-10-01", "2025-10-31"),
        ("2025-09-01", "2025-09-30"),
    );
    assert_comparison(
        "October compared with the previous month",
        Pp,
        ("2025-10-01", "2025-10-31"),
        ("2025-09-01", "2025-09-30"),
    );
    assert_comparison(
        "last week week over week",
        Pp,
        ("2025-12-01", "2025-12-07"),
        ("2025-11-24", "2025-11-30"),
    );
    assert_comparison(
        "last week WoW",
        Pp,
        ("2025-12-01", "2025-12-07"),
        ("2025-11-24", "2025-11-30"),
    );
    assert_comparison(
        "last quarter QoQ",
        Pp,
        ("2025-07-01", "2025-09-30"),
        ("2025-04-01", "2025-06-30"),
    );
    assert_comparison(
        "the last 30 days compared to the previous period",
        Pp,
        ("2025-11-10", "2025-12-09"),
        ("2025-10-11", "2025-11-09"),
    );
    assert_comparison(
        "the last 30 days vs the prior 30 days",
        Pp,
        ("2025-11-10", "2025-12-09"),
        ("2025-10-11", "2025-11-09"),
    );
    assert_comparison(
        "Q3 vs Q2",
        Pp,
        ("2025-07-01", "2025-09-30"),
        ("2025-04-01", "2025-06-30"),
    );
    assert_comparison(
        "How does October compare to September?",
        Pp,
        ("2025-10-01", "2025-10-31"),
        ("2025-09-01", "2025-09-30"),
    );
    assert_eq!(
        res("last week WoW").slots.granularity,
        Some(Granularity::Week)
    );
    // "wow" as an exclamation is not week over week.
    assert_eq!(res("wow, sales last week!").slots.comparison_kind, None);
}

#[test]
fn explicit_comparisons() {
    use ComparisonKind::Explicit;
    let r = res("2025 vs 2024");
    assert_eq!(r.slots.primary, Some(dr("2025-01-01", "2025-12-09")));
    assert_eq!(r.slots.comparison, Some(dr("2024-01-01", "2024-12-31")));
    assert_eq!(r.slots.comparison_kind, Some(Explicit));
    assert_eq!(
        r.notes,
        vec![
            "not like for like: the data has 343 of 365 days of 2025-01-01..2025-12-31, against \
             366 days of 2024-01-01..2024-12-31"
        ]
    );
    assert_comparison(
        "Compare March and July",
        Explicit,
        ("2025-03-01", "2025-03-31"),
        ("2025-07-01", "2025-07-31"),
    );
    assert_comparison(
        "Black Friday vs Prime Day",
        Explicit,
        ("2025-11-28", "2025-11-28"),
        ("2025-07-08", "2025-07-11"),
    );
    assert_comparison(
        "sales this month vs last month",
        Explicit,
        ("2025-12-01", "2025-12-09"),
        ("2025-11-01", "2025-11-30"),
    );
    assert_comparison(
        "Compare this week to last week",
        Explicit,
        ("2025-12-08", "2025-12-09"),
        ("2025-12-01", "2025-12-07"),
    );
    assert_comparison(
        "Compare Q3 2025 to Q3 2024",
        ComparisonKind::YearOverYear,
        ("2025-07-01", "2025-09-30"),
        ("2024-07-01", "2024-09-30"),
    );
    assert_comparison(
        "sales in 2025 vs the same period in 2024",
        ComparisonKind::YearOverYear,
        ("2025-01-01", "2025-12-09"),
        ("2024-01-01", "2024-12-09"),
    );
    assert_comparison(
        "revenue for the last 7 days compared to the 7 days before",
        ComparisonKind::PreviousPeriod,
        ("2025-12-03", "2025-12-09"),
        ("2025-11-26", "2025-12-02"),
    );
    // Both to date: the comparison is cut where the data cuts the primary.
    assert_comparison(
        "revenue for 2025 YTD compared to 2024 YTD",
        ComparisonKind::YearOverYear,
        ("2025-01-01", "2025-12-09"),
        ("2024-01-01", "2024-12-09"),
    );
    assert_eq!(
        requested("revenue 2024 YTD"),
        Some(dr("2024-01-01", "2024-12-10"))
    );
    let r = res("Sales down 10% from last month?");
    assert_eq!(r.slots.primary, None);
    assert_eq!(r.slots.comparison, Some(dr("2025-11-01", "2025-11-30")));
    assert_eq!(
        res("sales this month with the same period last year").rewritten,
        "sales this month (2025-12-01 to 2025-12-09) with the same period last year \
         (2024-12-01 to 2024-12-09)"
    );
    assert_comparison(
        "Why did revenue drop in October 2025 versus September 2025?",
        ComparisonKind::PreviousPeriod,
        ("2025-10-01", "2025-10-31"),
        ("2025-09-01", "2025-09-30"),
    );
}

#[test]
fn comparison_outside_the_data_is_reported() {
    let r = res("sales in 2024 vs 2023");
    assert_eq!(r.slots.primary, Some(dr("2024-01-01", "2024-12-31")));
    assert_eq!(r.slots.comparison, None);
    assert_eq!(r.slots.comparison_kind, Some(ComparisonKind::YearOverYear));
    assert_eq!(
        r.notes,
        vec![
            "There is no data for the comparison period 2023-01-01..2023-12-31: the data covers \
             2024-01-01..2025-12-09."
        ]
    );
    assert!(matches!(
        r.comparison_coverage,
        Some(Coverage::NoData { .. })
    ));
    let r = res("sales in March 2024 YoY");
    assert_eq!(r.slots.comparison, None);
    assert_eq!(
        r.slots.expressions[1].range,
        Some(dr("2023-03-01", "2023-03-31"))
    );
}

#[test]
fn a_comparison_without_a_period_is_left_to_the_caller() {
    let r = res("How is my revenue trending year over year?");
    assert_eq!(r.slots.primary, None);
    assert_eq!(r.slots.comparison, None);
    assert_eq!(r.slots.comparison_kind, Some(ComparisonKind::YearOverYear));
    assert_eq!(
        r.notes,
        vec!["'year over year' names no period to compare: applied to the default period"]
    );
    assert_eq!(
        insight::augment::comparison_range(
            dr("2025-11-01", "2025-11-30"),
            ComparisonKind::YearOverYear
        ),
        Some(dr("2024-11-01", "2024-11-30"))
    );
}

#[test]
fn feb_29_year_over_year() {
    let wide = DataSpan {
        start: d("2020-01-01"),
        end: d("2025-12-09"),
    };
    let cal = calendar();
    let r = resolve("February 2024 vs last year", d(TODAY), wide, cal);
    assert_eq!(r.slots.primary, Some(dr("2024-02-01", "2024-02-29")));
    assert_eq!(r.slots.comparison, Some(dr("2023-02-01", "2023-02-28")));
    let r = resolve("February 2025 YoY", d(TODAY), wide, cal);
    assert_eq!(r.slots.comparison, Some(dr("2024-02-01", "2024-02-29")));
    let r = resolve("sales on 2024-02-29 vs last year", d(TODAY), wide, cal);
    assert_eq!(r.slots.comparison, Some(dr("2023-02-28", "2023-02-28")));
    let r = resolve("from 2024-02-10 to 2024-03-10 YoY", d(TODAY), wide, cal);
    assert_eq!(r.slots.comparison, Some(dr("2023-02-10", "2023-03-10")));
}

// ----- granularity -----

#[test]
fn granularity() {
    let g = |q: &str| res(q).slots.granularity;
    assert_eq!(g("daily units last week"), Some(Granularity::Day));
    assert_eq!(g("units per day last week"), Some(Granularity::Day));
    assert_eq!(g("weekly sales last quarter"), Some(Granularity::Week));
    assert_eq!(g("sales by week last quarter"), Some(Granularity::Week));
    assert_eq!(g("revenue by month in 2024"), Some(Granularity::Month));
    assert_eq!(
        g("revenue month-by-month this year"),
        Some(Granularity::Month)
    );
    assert_eq!(g("quarterly revenue"), Some(Granularity::Quarter));
    assert_eq!(g("annual revenue 2024"), Some(Granularity::Year));
    assert_eq!(g("revenue last week"), None);
    let r = res("monthly revenue of 2025 vs 2024");
    assert_eq!(r.slots.granularity, Some(Granularity::Month));
    assert_eq!(r.slots.comparison, Some(dr("2024-01-01", "2024-12-31")));
    // A trend over a period gets a granularity that suits its length.
    assert_eq!(g("sales trend this year"), Some(Granularity::Month));
    assert_eq!(
        g("revenue over time in the last 30 days"),
        Some(Granularity::Day)
    );
    assert_eq!(g("chart sessions last quarter"), Some(Granularity::Week));
}

// ----- robustness -----

#[test]
fn no_time_expression() {
    assert_none("");
    assert_none("   ");
    assert_none("What are my top 5 products?");
    assert_none("Why is my conversion rate low?");
    assert_none("Do my prices match competitors?");
    assert_none("How are my dairy sales, weakly?");
    assert_none("Compare my conversion rate with the category median");
    assert_eq!(res("").coverage, Coverage::Full);
}

#[test]
fn typos_and_paraphrases() {
    assert_primary("sales yesterady", "2025-12-09", "2025-12-09");
    assert_primary("sales lsat month", "2025-11-01", "2025-11-30");
    assert_primary("sales lst wk", "2025-12-01", "2025-12-07");
    assert_primary("sales in Septmber 2024", "2024-09-01", "2024-09-30");
    assert_primary("sales in febuary", "2025-02-01", "2025-02-28");
    assert_primary("sales for the previus month", "2025-11-01", "2025-11-30");
    assert_primary("SALES LAST WEEK!!!", "2025-12-01", "2025-12-07");
    assert_primary("sales, last-week", "2025-12-01", "2025-12-07");
}

#[test]
fn unicode_is_kept_intact() {
    let r = res("売上は last week でした 🙂");
    assert_eq!(r.slots.primary, Some(dr("2025-12-01", "2025-12-07")));
    assert_eq!(
        r.rewritten,
        "売上は last week (2025-12-01 to 2025-12-07) でした 🙂"
    );
    let e = &r.slots.expressions[0];
    assert_eq!(&"売上は last week でした 🙂"[e.start..e.end], "last week");
}

#[test]
fn a_second_period_is_reported_not_used() {
    let r = res("sales in October and in December");
    assert_eq!(r.slots.primary, Some(dr("2025-10-01", "2025-10-31")));
    assert_eq!(r.slots.expressions.len(), 2);
    assert_eq!(r.slots.expressions[1].role, ExpressionRole::Ignored);
    assert_eq!(
        r.notes,
        vec!["only the first period is used; 'December' (2025-12-01 to 2025-12-31) is not"]
    );
}

#[test]
fn listed_consecutive_periods_are_one_primary() {
    let r = res("Sales in Jan, Feb and Mar");
    assert_eq!(r.slots.primary, Some(dr("2025-01-01", "2025-03-31")));
    assert!(r.notes.is_empty(), "{:?}", r.notes);
    assert!(r
        .slots
        .expressions
        .iter()
        .all(|e| e.role == ExpressionRole::Primary));
    assert_eq!(
        r.rewritten,
        "Sales in Jan (2025-01-01 to 2025-01-31), Feb (2025-02-01 to 2025-02-28) and Mar \
         (2025-03-01 to 2025-03-31)"
    );
    let r = res("Q3 and Q4 2024 vs last year");
    assert_eq!(r.slots.primary, Some(dr("2024-07-01", "2024-12-31")));
}

#[test]
fn expressions_carry_text_spans_and_roles() {
    let q = "Revenue last month vs last year by week";
    let r = res(q);
    let e = &r.slots.expressions;
    assert_eq!(e.len(), 2);
    assert_eq!(
        (e[0].text.as_str(), &q[e[0].start..e[0].end]),
        ("last month", "last month")
    );
    assert_eq!(e[0].role, ExpressionRole::Primary);
    assert_eq!(e[0].kind, ExpressionKind::Month);
    assert_eq!(e[1].text, "vs last year");
    assert_eq!(e[1].role, ExpressionRole::Comparison);
    assert_eq!(e[1].kind, ExpressionKind::ComparisonRule);
    assert_eq!(r.slots.granularity, Some(Granularity::Week));
}

#[test]
fn resolution_serializes_as_documented() {
    let r = res("sales this month vs last year");
    let v = serde_json::to_value(&r).unwrap();
    assert_eq!(v["slots"]["primary"]["start"], "2025-12-01");
    assert_eq!(v["slots"]["comparison_kind"], "year_over_year");
    assert_eq!(v["coverage"]["status"], "clipped");
    assert_eq!(v["coverage"]["requested"]["end"], "2025-12-31");
    assert_eq!(v["slots"]["expressions"][0]["kind"], "month");
    let schema = serde_json::to_value(schemars::schema_for!(Resolution)).unwrap();
    assert!(schema["$defs"]["DateRange"].is_object(), "{schema}");
}

// ----- the calendar file -----

#[test]
fn the_shipped_calendar_has_data_md_events() {
    let cal = calendar();
    let bf = cal.find("Black Friday").unwrap();
    assert_eq!(bf.in_year(2024), Some(dr("2024-11-29", "2024-11-29")));
    assert_eq!(bf.in_year(2025), Some(dr("2025-11-28", "2025-11-28")));
    let pd = cal.find("prime day").unwrap();
    assert_eq!(pd.in_year(2024), Some(dr("2024-07-16", "2024-07-17")));
    assert_eq!(pd.in_year(2025), Some(dr("2025-07-08", "2025-07-11")));
    let cm = cal.find("Cyber Monday").unwrap();
    assert_eq!(cm.in_year(2025), Some(dr("2025-12-01", "2025-12-01")));
}

#[test]
fn the_calendar_file_starts_with_its_schema() {
    let src =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("calendar/events.yaml"))
            .unwrap();
    assert!(src.starts_with("# yaml-language-server: $schema=../schemas/calendar.schema.json\n"));
}

#[test]
fn the_committed_calendar_schema_matches_the_code() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("schemas/calendar.schema.json");
    let generated = EventCalendar::schema();
    match std::fs::read_to_string(&path) {
        Ok(committed) => {
            let committed: serde_json::Value = serde_json::from_str(&committed).unwrap();
            assert_eq!(
                committed, generated,
                "schemas/calendar.schema.json drifted from EventCalendar: regenerate it"
            );
        }
        // The schema folder belongs to the catalog; until the file is committed there is
        // nothing to drift from.
        Err(_) => eprintln!("schemas/calendar.schema.json is not committed yet"),
    }
}

// ----- properties over arbitrary clocks -----

const MONTH_NAMES: &[&str] = &[
    "January", "Feb", "March", "Apr", "May", "June", "Jul", "August", "Sept", "October", "Nov",
    "December",
];

/// A generated question and what family it belongs to.
#[derive(Debug, Clone)]
enum Family {
    Week(String),
    Month(String),
    Other(String),
}

impl Family {
    fn text(&self) -> &str {
        match self {
            Family::Week(s) | Family::Month(s) | Family::Other(s) => s,
        }
    }
}

fn family() -> impl Strategy<Value = Family> {
    let rel = prop_oneof![Just("this"), Just("last"), Just("next"), Just("previous")];
    prop_oneof![
        rel.clone().prop_map(|r| Family::Week(format!("{r} week"))),
        (1u32..60).prop_map(|n| Family::Week(format!("{n} weeks ago"))),
        (1u32..60).prop_map(|n| Family::Week(format!("the last {n} weeks"))),
        (1u32..60).prop_map(|n| Family::Week(format!("the next {n} weeks"))),
        Just(Family::Week("the week before last".into())),
        Just(Family::Week("the week of Black Friday".into())),
        rel.clone()
            .prop_map(|r| Family::Month(format!("{r} month"))),
        (0usize..12).prop_map(|m| Family::Month(format!("in {}", MONTH_NAMES[m]))),
        (0usize..12, 2019i32..2031)
            .prop_map(|(m, y)| Family::Month(format!("{} {y}", MONTH_NAMES[m]))),
        (0usize..12).prop_map(|m| Family::Month(format!("last {}", MONTH_NAMES[m]))),
        (1u32..40).prop_map(|n| Family::Month(format!("the last {n} months"))),
        (1u32..40).prop_map(|n| Family::Month(format!("{n} months ago"))),
        (1u32..5, 2019i32..2031).prop_map(|(q, y)| Family::Month(format!("Q{q} {y}"))),
        rel.clone()
            .prop_map(|r| Family::Month(format!("{r} quarter"))),
        rel.prop_map(|r| Family::Month(format!("{r} year"))),
        (2019i32..2031).prop_map(|y| Family::Month(format!("in {y}"))),
        (1u32..400).prop_map(|n| Family::Other(format!("the last {n} days"))),
        (1u32..400).prop_map(|n| Family::Other(format!("{n} days ago"))),
        Just(Family::Other("yesterday".into())),
        Just(Family::Other("YTD".into())),
        Just(Family::Other("month to date".into())),
        Just(Family::Other("since Black Friday".into())),
        Just(Family::Other("since March 3".into())),
        Just(Family::Other("Prime Day".into())),
        Just(Family::Other("from June to August".into())),
        Just(Family::Other("from November to February".into())),
        Just(Family::Other("Nov 1-15".into())),
        Just(Family::Other("last weekend".into())),
        Just(Family::Other("on Feb 29".into())),
        (1u32..29, 1u32..13, 2019i32..2031)
            .prop_map(|(dd, m, y)| Family::Other(format!("since {y}-{m:02}-{dd:02}"))),
        (1u32..29, 1u32..13, 2019i32..2031, 1u32..200).prop_map(|(dd, m, y, len)| {
            let s = NaiveDate::from_ymd_opt(y, m, dd).unwrap();
            let e = s + chrono::Days::new(u64::from(len));
            Family::Other(format!("between {s} and {e}"))
        }),
    ]
}

fn today_strategy() -> impl Strategy<Value = NaiveDate> {
    // Every day of 2020..2030.
    (0u64..3653).prop_map(|n| NaiveDate::from_ymd_opt(2020, 1, 1).unwrap() + chrono::Days::new(n))
}

/// A span wide enough that nothing is clipped: properties hold on the requested ranges.
fn wide() -> DataSpan {
    DataSpan {
        start: d("1990-01-01"),
        end: d("2100-12-31"),
    }
}

fn is_last_day_of_month(x: NaiveDate) -> bool {
    x.succ_opt().is_some_and(|n| n.day() == 1)
}

fn contains_feb_29(r: &DateRange) -> bool {
    (r.start.year()..=r.end.year())
        .any(|y| NaiveDate::from_ymd_opt(y, 2, 29).is_some_and(|f| r.contains(f)))
}

/// `c` is `p` with its year moved back by one: Feb 29 → Feb 28, and a month-end stays a
/// month-end for whole-month ranges.
fn one_year_earlier(p: NaiveDate, c: NaiveDate, end_of_whole_months: bool) -> bool {
    if c.year() != p.year() - 1 || c.month() != p.month() {
        return false;
    }
    if end_of_whole_months {
        return is_last_day_of_month(c);
    }
    c.day() == p.day() || (p.month() == 2 && p.day() == 29 && c.day() == 28)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn ranges_are_well_formed_and_shaped(today in today_strategy(), f in family()) {
        let r = resolve(f.text(), today, wide(), calendar());
        for e in &r.slots.expressions {
            if let Some(x) = e.range {
                prop_assert!(x.start <= x.end, "{f:?} on {today}: {x:?}");
            }
        }
        if let Some(p) = r.slots.primary {
            prop_assert!(p.start <= p.end);
        }
        let range = r.slots.expressions.first().and_then(|e| e.range);
        match &f {
            Family::Week(_) => {
                let x = range.expect("week families always resolve");
                prop_assert_eq!(x.start.weekday(), Weekday::Mon, "{:?} on {}", f, today);
                prop_assert_eq!(x.end.weekday(), Weekday::Sun, "{:?} on {}", f, today);
            }
            Family::Month(_) => {
                let x = range.expect("month families always resolve");
                prop_assert_eq!(x.start.day(), 1, "{:?} on {}", f, today);
                prop_assert!(is_last_day_of_month(x.end), "{:?} on {}: {:?}", f, today, x);
            }
            Family::Other(_) => {}
        }
    }

    #[test]
    fn year_over_year_is_one_year_earlier(
        today in today_strategy(),
        f in family(),
        phrase in prop_oneof![Just("vs last year"), Just("year over year"), Just("YoY"),
                              Just("compared to the same period last year")],
    ) {
        let q = format!("{} {phrase}", f.text());
        let r = resolve(&q, today, wide(), calendar());
        let (Some(p), Some(c)) = (r.slots.primary, r.slots.comparison) else {
            return Ok(());
        };
        prop_assert_eq!(r.slots.comparison_kind, Some(ComparisonKind::YearOverYear));
        prop_assert!(c.start <= c.end);
        if f.text() == "Prime Day" {
            // Events compare with their previous occurrence instead.
            prop_assert!(c.end < p.start);
            return Ok(());
        }
        let whole = p.start.day() == 1 && is_last_day_of_month(p.end);
        prop_assert!(one_year_earlier(p.start, c.start, false), "{q} on {today}: {p:?} → {c:?}");
        prop_assert!(one_year_earlier(p.end, c.end, whole), "{q} on {today}: {p:?} → {c:?}");
        if contains_feb_29(&p) || contains_feb_29(&c) {
            prop_assert!((p.days() - c.days()).abs() <= 1);
        } else {
            prop_assert_eq!(p.days(), c.days(), "{} on {}: {:?} → {:?}", q, today, p, c);
        }
    }

    #[test]
    fn previous_period_ends_the_day_before(
        today in today_strategy(),
        f in family(),
        phrase in prop_oneof![Just("vs the previous period"), Just("compared to the prior period")],
    ) {
        let q = format!("{} {phrase}", f.text());
        let r = resolve(&q, today, wide(), calendar());
        let (Some(p), Some(c)) = (r.slots.primary, r.slots.comparison) else {
            return Ok(());
        };
        prop_assert_eq!(r.slots.comparison_kind, Some(ComparisonKind::PreviousPeriod));
        prop_assert!(c.start <= c.end);
        prop_assert_eq!(c.end.succ_opt(), Some(p.start), "{} on {}", q, today);
        if p.start.day() == 1 && is_last_day_of_month(p.end) {
            // Whole months: the same number of whole months.
            prop_assert_eq!(c.start.day(), 1);
            let months = |x: &DateRange| {
                (x.end.year() - x.start.year()) * 12 + x.end.month() as i32 - x.start.month() as i32
            };
            prop_assert_eq!(months(&p), months(&c));
        } else {
            prop_assert_eq!(p.days(), c.days());
        }
    }

    #[test]
    fn any_text_resolves_without_panicking(q in "\\PC{0,80}", today in today_strategy()) {
        let r = resolve(&q, today, demo_span(), calendar());
        for x in r.slots.primary.iter().chain(r.slots.comparison.iter()) {
            prop_assert!(x.start <= x.end);
        }
        for e in &r.slots.expressions {
            prop_assert!(q.is_char_boundary(e.start) && q.is_char_boundary(e.end));
        }
    }

    #[test]
    fn word_salad_resolves_without_panicking(
        words in proptest::collection::vec(prop_oneof![
            Just("last"), Just("next"), Just("this"), Just("the"), Just("since"), Just("from"),
            Just("to"), Just("between"), Just("and"), Just("vs"), Just("week"), Just("month"),
            Just("quarter"), Just("year"), Just("days"), Just("Q3"), Just("March"), Just("may"),
            Just("Black Friday"), Just("2024"), Just("'24"), Just("31"), Just("-"), Just("ago"),
            Just("YoY"), Just("MoM"), Just("of"), Just("2025-02-29"), Just("99999999"),
            Just("compare"), Just("3rd"), Just("Feb 29"), Just("weekly"), Just("1000000"),
        ], 0..12),
        today in today_strategy(),
    ) {
        let q = words.join(" ");
        let r = resolve(&q, today, demo_span(), calendar());
        for e in &r.slots.expressions {
            if let Some(x) = e.range {
                prop_assert!(x.start <= x.end, "{q}: {x:?}");
            }
        }
    }
}

#[test]
fn extreme_clocks_do_not_panic() {
    for today in [
        NaiveDate::MIN,
        NaiveDate::MAX,
        d("0001-01-01"),
        d("9999-12-31"),
    ] {
        for q in [
            "last week vs last year",
            "the last 100000 days",
            "next 99999 years",
            "since Black Friday",
            "Q3 vs Q2",
            "from November to February",
            "this month MoM",
            "YTD",
        ] {
            let r = resolve(q, today, demo_span(), calendar());
            if let Some(p) = r.slots.primary {
                assert!(p.start <= p.end);
            }
        }
    }
}

#[test]
fn seasons_are_calendar_events() {
    // "stunt kite orders last summer" went to the Insight Generator with no period and was
    // answered for November: the resolver knew no season. Seasons are calendar events
    // (meteorological, northern hemisphere), so a domain expert edits them in YAML.
    assert_primary("revenue last summer", "2025-06-01", "2025-08-31");
    assert_primary("revenue in summer 2024", "2024-06-01", "2024-08-31");
    assert_primary("units in the spring", "2025-03-01", "2025-05-31");
    assert_primary("orders in autumn 2024", "2024-09-01", "2024-11-30");
    // "Fall" alone is a decline: no period. Winter is the one under way, named by the year it
    // starts in (it was no period, and "summer vs winter units" was refused).
    assert_primary(
        "what caused the fall in units sold in October 2025",
        "2025-10-01",
        "2025-10-31",
    );
    assert_primary("sales over the winter", "2025-12-01", "2025-12-09");
    // Beside a period word, "fall" is the season ("best week for sleeping bags in the fall"
    // went to the Insight Generator as a decline and was answered for November).
    assert_primary(
        "best week for sleeping bags in the fall",
        "2025-09-01",
        "2025-11-30",
    );
    assert_primary("orders last fall", "2025-09-01", "2025-11-30");
    assert_primary("revenue fall 2024", "2024-09-01", "2024-11-30");
    assert_none("why did sales fall");
    assert_none("what caused the fall");
    assert_none("a fall of 10% in orders");
}

#[test]
fn us_retail_holidays_are_calendar_events() {
    // "hair dryer orders since labor day" was refused: the resolver knew no Labor Day, so the
    // question had a name it could not place. The US holidays sellers plan around are events.
    assert_primary("revenue on labor day 2025", "2025-09-01", "2025-09-01");
    assert_primary("units on memorial day 2024", "2024-05-27", "2024-05-27");
    assert_primary("orders on mothers day 2025", "2025-05-11", "2025-05-11");
    assert_primary("sales on father's day 2024", "2024-06-16", "2024-06-16");
    assert_primary("revenue on valentines day 2025", "2025-02-14", "2025-02-14");
    assert_primary("units on halloween 2024", "2024-10-31", "2024-10-31");
}

/// "haloween week 2025 sales" answered the whole of 2025: the misspelt name was not read and
/// the year alone was. A long name with one letter wrong or missing is the name.
#[test]
fn a_long_event_name_with_one_typo_is_the_event() {
    assert_primary("units on haloween 2024", "2024-10-31", "2024-10-31");
    assert_primary("revenue on chrismas day 2024", "2024-12-25", "2024-12-25");
    assert_primary("orders on thanksgivng 2024", "2024-11-28", "2024-11-28");
    // Short names are not read through a typo: "eastern" is no Easter.
    let r = res("revenue in eastern 2024");
    assert_ne!(r.slots.primary, res("revenue on easter 2024").slots.primary);
}

/// A target to beat is the comparison, not the asked period: "am i on track to beat last year"
/// once analysed 2024 against 2023 (a year the data barely has).
#[test]
fn a_period_to_beat_is_the_comparison() {
    for q in [
        "am i on track to beat last year",
        "are sales ahead of last year",
        "is revenue behind last year",
    ] {
        let r = res(q);
        assert_eq!(r.slots.primary, None, "{q}");
        assert_eq!(
            r.slots.comparison_kind,
            Some(ComparisonKind::YearOverYear),
            "{q}"
        );
    }
    let r = res("did november beat last year");
    assert_eq!(r.slots.comparison_kind, Some(ComparisonKind::YearOverYear));
    assert!(r.slots.primary.is_some());
    // "behind" with no period after it is no comparison.
    assert_eq!(
        res("what is behind the drop last month")
            .slots
            .comparison_kind,
        None
    );
}

/// Periods counted in weeks from an event, a holiday's weekend, and "since the first of a
/// month": each was read as the event or the month alone ("revenue for the week before
/// christmas last year" answered Christmas Day, "thanksgiving weekend" the Thursday).
#[test]
fn weeks_from_an_event_and_a_holidays_weekend() {
    // The week before X is the Monday..Sunday week before X's own week (DATA.md's weeks).
    assert_primary(
        "revenue for the week before christmas last year",
        "2024-12-16",
        "2024-12-22",
    );
    assert_primary(
        "units in the week before black friday",
        "2025-11-17",
        "2025-11-23",
    );
    assert_primary(
        "sales the 2 weeks after prime day",
        "2025-07-12",
        "2025-07-25",
    );
    // Thursday to Sunday; a Monday holiday from the Saturday before.
    assert_primary(
        "units over thanksgiving weekend",
        "2025-11-27",
        "2025-11-30",
    );
    assert_primary("units memorial day weekend", "2025-05-24", "2025-05-26");
    // A weekend that is already an event keeps its own days.
    assert_primary("units on black friday weekend", "2025-11-28", "2025-12-01");
    assert_primary(
        "revenue since the first of september",
        "2025-09-01",
        "2025-12-09",
    );
    // A season set against another is one ("fall" alone is a drop).
    let r = res("plush revenue spring vs fall");
    assert_eq!(
        r.slots.primary,
        Some(dr("2025-03-01", "2025-05-31")),
        "{r:#?}"
    );
    assert_eq!(
        r.slots.comparison,
        Some(dr("2025-09-01", "2025-11-30")),
        "{r:#?}"
    );
    // A bare year further on is the event's year; "and" keeps two periods apart.
    assert_primary("prime day units 2024", "2024-07-16", "2024-07-17");
    assert_primary(
        "black friday skillet orders in 2024",
        "2024-11-29",
        "2024-11-29",
    );
    let r = res("black friday and 2024");
    assert_eq!(
        r.slots.primary,
        Some(dr("2025-11-28", "2025-11-28")),
        "{r:#?}"
    );
    // "of the year" after a half or a quarter is the year it is in.
    let r = res("spice rack units first half vs second half of the year");
    assert_eq!(
        r.slots.primary,
        Some(dr("2025-01-01", "2025-06-30")),
        "{r:#?}"
    );
    assert_eq!(
        r.slots.comparison,
        Some(dr("2025-07-01", "2025-12-09")),
        "{r:#?}"
    );
    assert_primary(
        "revenue in the third quarter of the year",
        "2025-07-01",
        "2025-09-30",
    );
    // "the day before" still counts days.
    assert_primary(
        "units the day before black friday",
        "2025-11-27",
        "2025-11-27",
    );
}

/// Chat shorthand for periods: a to-date span a year back ("ytd vs last ytd" was two copies of
/// this year's YTD, answered as a two-point series of the same day), "lm vs ly", rolling
/// windows with a unit letter or none ("l7", "l3m"; "l7" was dropped for the default 30 days),
/// "for the year".
#[test]
fn chat_shorthand_periods_and_last_years_to_date() {
    for q in ["revenue ytd vs last ytd", "revenue ytd vs ytd last year"] {
        let r = res(q);
        assert_eq!(r.slots.primary, Some(dr("2025-01-01", "2025-12-09")), "{q}");
        assert_eq!(
            r.slots.comparison,
            Some(dr("2024-01-01", "2024-12-09")),
            "{q}"
        );
    }
    assert_primary("units prior mtd", "2025-11-01", "2025-11-10");
    let r = res("revenue lm vs ly");
    assert_eq!(
        r.slots.primary,
        Some(dr("2025-11-01", "2025-11-30")),
        "{r:#?}"
    );
    assert_eq!(
        r.slots.comparison,
        Some(dr("2024-11-01", "2024-11-30")),
        "{r:#?}"
    );
    assert_primary("units lw", "2025-12-01", "2025-12-07");
    assert_primary("orders l7", "2025-12-03", "2025-12-09");
    assert_primary("orders l14", "2025-11-26", "2025-12-09");
    assert_primary("wok sales l30d", "2025-11-10", "2025-12-09");
    assert_primary("revenue l3m", "2025-09-01", "2025-11-30");
    assert_primary("revenue for the year", "2025-01-01", "2025-12-09");
    assert_primary("revenue for the year 2024", "2024-01-01", "2024-12-31");
    // "ty" is thank you, not this year.
    assert_none("thank you ty");
}

/// "this black friday vs last black friday": "last" alone is the most recent one, which is this
/// one; compared with itself the answer was "unchanged". The comparison is the one before.
#[test]
fn a_comparison_naming_the_same_days_is_the_one_before() {
    let both = |q: &str, p: (&str, &str), c: (&str, &str)| {
        let r = res(q);
        assert_eq!(r.slots.primary, Some(dr(p.0, p.1)), "{q}: {r:#?}");
        assert_eq!(r.slots.comparison, Some(dr(c.0, c.1)), "{q}: {r:#?}");
    };
    both(
        "revenue this black friday vs last black friday",
        ("2025-11-28", "2025-11-28"),
        ("2024-11-29", "2024-11-29"),
    );
    both(
        "units this fall vs last fall",
        ("2025-09-01", "2025-11-30"),
        ("2024-09-01", "2024-11-30"),
    );
    both(
        "revenue last month vs last month",
        ("2025-11-01", "2025-11-30"),
        ("2025-10-01", "2025-10-31"),
    );
    // Different days keep their reading.
    both(
        "revenue black friday vs cyber monday",
        ("2025-11-28", "2025-11-28"),
        ("2025-12-01", "2025-12-01"),
    );
}

/// A period holding the primary's days qualifies it ("memorial day weekend 2025" was the
/// weekend and the whole year, answered as a two-row series from 2025-01-01), and holidays
/// sellers name: "the fourth of july" was July, "new year's day" and "back to school" were not
/// read.
#[test]
fn a_year_after_a_period_qualifies_it_and_more_holidays() {
    let r = res("salad spinner units memorial day weekend 2025");
    assert_eq!(
        r.slots.primary,
        Some(dr("2025-05-24", "2025-05-26")),
        "{r:#?}"
    );
    assert!(
        r.slots
            .expressions
            .iter()
            .all(|x| x.role != ExpressionRole::Ignored),
        "{r:#?}"
    );
    assert!(
        r.notes.iter().all(|n| !n.contains("only the first")),
        "{r:#?}"
    );
    assert_primary(
        "speaker revenue on the fourth of july",
        "2025-07-04",
        "2025-07-04",
    );
    assert_primary("revenue on new year's day", "2025-01-01", "2025-01-01");
    assert_primary(
        "power bank orders in back to school",
        "2025-07-15",
        "2025-09-10",
    );
    assert_primary(
        "sales over the christmas holidays 2024",
        "2024-11-01",
        "2024-12-31",
    );
    assert_primary("revenue in july", "2025-07-01", "2025-07-31");
}

/// "units may vs june" dropped May (the verb reading) for the default 30 days against June;
/// "wknd", "summer holidays" and winter were not read; "summer vs winter" set the whole summer
/// against nine days of a winter under way.
#[test]
fn may_against_a_month_winter_and_a_whole_season_to_compare() {
    let r = res("kite units may vs june");
    assert_eq!(
        r.slots.primary,
        Some(dr("2025-05-01", "2025-05-31")),
        "{r:#?}"
    );
    assert_eq!(
        r.slots.comparison,
        Some(dr("2025-06-01", "2025-06-30")),
        "{r:#?}"
    );
    assert_none("may i ask how you are");
    assert_primary("kite sales last wknd", "2025-12-06", "2025-12-07");
    assert_primary(
        "revenue over the summer holidays",
        "2025-06-01",
        "2025-08-31",
    );
    assert_primary("units last winter", "2024-12-01", "2025-02-28");
    let r = res("summer vs winter units");
    assert_eq!(
        r.slots.primary,
        Some(dr("2025-06-01", "2025-08-31")),
        "{r:#?}"
    );
    assert_eq!(
        r.slots.comparison,
        Some(dr("2024-12-01", "2025-02-28")),
        "{r:#?}"
    );
}
