//! Periods that were read as another period, each a confidently wrong answer in the third
//! held-out set of other sellers (helper `wrong14`): a part of a period ("the first fortnight
//! of november" answered the whole month), a second period counted back from the first
//! ("black friday week, and the week before that" answered the first alone), "that week" after
//! a holiday (answered the day, compared with the day before), "the week before X" (seven days
//! back from a Friday, not the Monday..Sunday week before X's week), a day of the month under
//! way that has not come yet (answered a year earlier), and "the last day they were out of
//! stock" (answered as yesterday). Today is DATA.md's 2025-12-10, data 2024-01-01..2025-12-09.

#[path = "common/calendar.rs"]
mod calendar;

use calendar::{dr, res};
use insight::augment::{Coverage, DateRange};

#[track_caller]
fn primary(q: &str) -> Option<DateRange> {
    res(q).slots.primary
}

#[test]
fn a_part_of_a_period_is_that_part() {
    for (q, a, b) in [
        // British "fortnight": the first 14 days (it was all of November).
        (
            "what were takings in the first fortnight of november",
            "2025-11-01",
            "2025-11-14",
        ),
        (
            "revenue the first 10 days of november",
            "2025-11-01",
            "2025-11-10",
        ),
        (
            "units first two weeks of november",
            "2025-11-01",
            "2025-11-14",
        ),
        // Counted back from the period's last day (it was a rolling window to yesterday).
        (
            "revenue the last 3 days of october",
            "2025-10-29",
            "2025-10-31",
        ),
        (
            "orders the last fortnight of october",
            "2025-10-18",
            "2025-10-31",
        ),
        (
            "units the second fortnight of november",
            "2025-11-15",
            "2025-11-28",
        ),
        (
            "revenue the first half of november",
            "2025-11-01",
            "2025-11-15",
        ),
        (
            "revenue the second half of october",
            "2025-10-16",
            "2025-10-31",
        ),
        // Any period, not only a month named by name.
        (
            "sessions the first week of last month",
            "2025-11-01",
            "2025-11-07",
        ),
        ("revenue the last 2 weeks of q3", "2025-09-17", "2025-09-30"),
        ("units the last day of november", "2025-11-30", "2025-11-30"),
    ] {
        assert_eq!(primary(q), Some(dr(a, b)), "{q}");
    }
    // The same words with no period after them are still a rolling window, and a year's half
    // is still H1.
    assert_eq!(
        primary("revenue the last 3 days"),
        Some(dr("2025-12-07", "2025-12-09"))
    );
    assert_eq!(
        primary("revenue the first half of 2025"),
        Some(dr("2025-01-01", "2025-06-30"))
    );
}

#[test]
fn a_second_period_counted_back_from_the_first_is_the_comparison() {
    for (q, p, c) in [
        (
            "sessions over black friday week, and the week before that",
            dr("2025-11-24", "2025-11-30"),
            dr("2025-11-17", "2025-11-23"),
        ),
        (
            "sessions last month and the month before",
            dr("2025-11-01", "2025-11-30"),
            dr("2025-10-01", "2025-10-31"),
        ),
        (
            "revenue on black friday and the day before that",
            dr("2025-11-28", "2025-11-28"),
            dr("2025-11-27", "2025-11-27"),
        ),
    ] {
        let r = res(q);
        assert_eq!(r.slots.primary, Some(p), "{q}");
        assert_eq!(r.slots.comparison, Some(c), "{q}");
    }
}

#[test]
fn that_week_after_a_holiday_is_the_holidays_week() {
    // Father's Day 2025 is Sunday 15 June: its week is 9-15 June, the week before 2-8 June
    // (it was the day, compared with 14 June).
    let r = res("did fathers day help the beard oil? units that week vs the week before");
    assert_eq!(r.slots.primary, Some(dr("2025-06-09", "2025-06-15")));
    assert_eq!(r.slots.comparison, Some(dr("2025-06-02", "2025-06-08")));
    assert_eq!(
        primary("black friday was huge, what were sessions that week"),
        Some(dr("2025-11-24", "2025-11-30"))
    );
    // "and that week" asks for both: the day is not refined away.
    assert_eq!(
        primary("units on black friday and that week"),
        Some(dr("2025-11-28", "2025-11-28"))
    );
}

#[test]
fn the_week_before_an_event_is_the_monday_to_sunday_week_before_its_week() {
    // Black Friday 2025 is Friday 28 November, in the week of 24-30 November.
    assert_eq!(
        primary("rc car units the week before black friday"),
        Some(dr("2025-11-17", "2025-11-23"))
    );
    assert_eq!(
        primary("units the week after black friday"),
        Some(dr("2025-12-01", "2025-12-07"))
    );
    // A count of weeks is still that many days.
    assert_eq!(
        primary("units the 2 weeks before christmas last year"),
        Some(dr("2024-12-11", "2024-12-24"))
    );
}

#[test]
fn a_day_of_the_month_under_way_is_this_years_even_before_it_comes() {
    // December 15th on December 10th is this December's: after the data, so no data (it was
    // December 15th 2024, answered as if it were the week asked about).
    let r = res("revenue for the week of december 15th");
    assert!(
        matches!(r.coverage, Coverage::NoData { .. }),
        "{:?}",
        r.coverage
    );
    assert_eq!(
        primary("revenue on december 3rd"),
        Some(dr("2025-12-03", "2025-12-03"))
    );
    // Another month's day is still the most recent one.
    assert_eq!(
        primary("revenue on march 3"),
        Some(dr("2025-03-03", "2025-03-03"))
    );
}

#[test]
fn the_last_day_something_happened_is_no_period() {
    // A date asked for, not yesterday ("last day" alone is still yesterday).
    assert_eq!(
        primary("black headphones - last day they were out of stock?"),
        None
    );
    assert_eq!(
        primary("sales last day"),
        Some(dr("2025-12-09", "2025-12-09"))
    );
}
