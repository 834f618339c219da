//! Every expression family against DATA.md's clock: DATA.md's examples, days, weeks, months,
//! quarters and halves, years, rolling windows, "since", ranges and events.

use super::*;

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
    // ISO 8601 week numbers (Monday..Sunday, week 1 holds the year's first Thursday), of this
    // year unless one is said; one not yet started this year is last year's (stop 38).
    assert_primary("sales week 28", "2025-07-07", "2025-07-13");
    assert_primary("sales KW 1", "2024-12-30", "2025-01-05");
    assert_primary("sales cw48 2024", "2024-11-25", "2024-12-01");
    assert_primary("sales iso week 52", "2024-12-23", "2024-12-29");
    assert_primary(
        "sales calendar weeks 45 through 47",
        "2025-11-03",
        "2025-11-23",
    );
    assert_primary("sales week 10 of 2024", "2024-03-04", "2024-03-10");
    // A count of weeks is not a week number.
    assert_primary("sales the last 4 weeks", "2025-11-10", "2025-12-07");
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
    // A fiscal year is the calendar year: no fiscal calendar is configured (stop 38).
    assert_primary("revenue fy25", "2025-01-01", "2025-12-09");
    assert_primary("revenue FY 24", "2024-01-01", "2024-12-31");
    // A month by its number and its year.
    assert_primary("revenue 03/2025", "2025-03-01", "2025-03-31");
    assert_primary("revenue 11-2024", "2024-11-01", "2024-11-30");
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
