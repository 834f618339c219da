//! Periods named relative to something else, which the resolver read as that thing alone: the
//! run-up to an event ("before Christmas" was Christmas Day), a day of the month alone ("on
//! the 28th" was not read), a stretch between two holidays with a relative year ("between
//! Christmas and New Year last year" was one clipped day), and a rule naming its unit ("this
//! month MoM" was the 9 days just before, not the same days of last month). Against DATA.md's
//! clock: today 2025-12-10, data 2024-01-01..2025-12-09.

#[path = "common/calendar.rs"]
mod calendar;

use calendar::{calendar, d, dr};
use insight::augment::{resolve, ComparisonKind, DataSpan, DateRange, ExpressionRole, Resolution};

fn res_on(q: &str, today: &str) -> Resolution {
    let span = DataSpan {
        start: d("2024-01-01"),
        end: d("2025-12-09"),
    };
    resolve(q, d(today), span, calendar())
}

/// The range the primary expression asked for, before clipping.
fn requested_on(q: &str, today: &str) -> Option<DateRange> {
    res_on(q, today)
        .slots
        .expressions
        .iter()
        .find(|e| e.role == ExpressionRole::Primary)
        .and_then(|e| e.range)
}

fn requested(q: &str) -> Option<DateRange> {
    requested_on(q, "2025-12-10")
}

#[test]
fn the_run_up_to_an_event_is_the_four_weeks_before_it() {
    // The latest run-up that has started: on December 10 this year's, cut by the data.
    for q in [
        "how were sales before christmas",
        "how did the pre-christmas rush go",
        "revenue in the run-up to Christmas",
        "orders leading up to xmas",
        "units in the lead-up to christmas",
    ] {
        assert_eq!(requested(q), Some(dr("2025-11-27", "2025-12-24")), "{q}");
        assert_eq!(
            res_on(q, "2025-12-10").slots.primary,
            Some(dr("2025-11-27", "2025-12-09")),
            "{q}"
        );
    }
    // Before its run-up started, the one before; a written year is that year's.
    assert_eq!(
        requested_on("sales before christmas", "2025-10-01"),
        Some(dr("2024-11-27", "2024-12-24"))
    );
    assert_eq!(
        requested("sales before christmas 2024"),
        Some(dr("2024-11-27", "2024-12-24"))
    );
    // Black Friday 2025 is November 28.
    assert_eq!(
        requested("revenue in the run up to black friday"),
        Some(dr("2025-10-31", "2025-11-27"))
    );
    // "before" a month is no run-up: not read as one.
    assert_ne!(
        requested("sales before september"),
        Some(dr("2025-08-04", "2025-08-31"))
    );
}

#[test]
fn a_day_of_the_month_alone_is_the_latest_that_has_come() {
    assert_eq!(
        requested("why did revenue spike on the 28th"),
        Some(dr("2025-11-28", "2025-11-28"))
    );
    assert_eq!(
        requested("sales on the 9th"),
        Some(dr("2025-12-09", "2025-12-09"))
    );
    // November has no 31st: October's.
    assert_eq!(
        requested("orders on the 31st"),
        Some(dr("2025-10-31", "2025-10-31"))
    );
    // A rank is no day.
    assert_eq!(requested("which is the 2nd best product"), None);
    assert_eq!(
        requested("sales in the 3rd week of november"),
        requested("sales in the third week of november")
    );
}

#[test]
fn a_relative_year_after_a_stretch_between_holidays_names_where_it_starts() {
    assert_eq!(
        requested("sales between christmas and new years last year"),
        Some(dr("2024-12-25", "2025-01-01"))
    );
    // Within one year nothing changes.
    assert_eq!(
        requested("sales from march to may last year"),
        Some(dr("2024-03-01", "2024-05-31"))
    );
}

#[test]
fn a_rule_naming_its_unit_compares_the_same_days_of_that_unit() {
    let r = res_on("revenue this month mom", "2025-12-10");
    assert_eq!(r.slots.primary, Some(dr("2025-12-01", "2025-12-09")));
    assert_eq!(r.slots.comparison, Some(dr("2025-11-01", "2025-11-09")));
    assert_eq!(
        r.slots.comparison_kind,
        Some(ComparisonKind::PreviousPeriod)
    );
    let r = res_on("revenue this week w/w", "2025-12-10");
    assert_eq!(r.slots.comparison, Some(dr("2025-12-01", "2025-12-02")));
    // A whole month: the month before.
    let r = res_on("revenue october month over month", "2025-12-10");
    assert_eq!(r.slots.comparison, Some(dr("2025-09-01", "2025-09-30")));
    // A span that is no month keeps the days just before.
    let r = res_on("revenue last 30 days mom", "2025-12-10");
    assert_eq!(r.slots.comparison, Some(dr("2025-10-11", "2025-11-09")));
}

#[test]
fn a_bare_weekend_closing_the_question_is_the_weekend() {
    for q in ["yoga mat sales weekend", "yga mat sls wknd", "rev wknd?"] {
        assert_eq!(requested(q), Some(dr("2025-12-06", "2025-12-07")), "{q}");
    }
    // A kind of day, not a weekend.
    for q in [
        "weekday vs weekend",
        "sales per weekend",
        "weekend sales vs weekday sales",
    ] {
        assert_eq!(requested(q), None, "{q}");
    }
}

#[test]
fn a_year_in_review_is_the_year_so_far() {
    for q in [
        "year in review so far",
        "the year in review",
        "my year in review",
    ] {
        assert_eq!(requested(q), Some(dr("2025-01-01", "2025-12-10")), "{q}");
    }
}

/// A bare offset on the other side of a comparison ("vs the day before") counts from the same
/// period as the offset it answers: "the day after Thanksgiving vs the day before" compared
/// November 28 with November 27 (both sides anchored on the day after), not with the day
/// before Thanksgiving. Thanksgiving 2025 is November 27.
#[test]
fn a_bare_offset_in_a_comparison_counts_from_the_same_period() {
    for (q, primary, comparison) in [
        (
            "sessions the day after thanksgiving vs the day before",
            dr("2025-11-28", "2025-11-28"),
            dr("2025-11-26", "2025-11-26"),
        ),
        (
            "sales the day before black friday vs the day after",
            dr("2025-11-27", "2025-11-27"),
            dr("2025-11-29", "2025-11-29"),
        ),
        (
            "units two days before black friday compared to 2 days after",
            dr("2025-11-26", "2025-11-26"),
            dr("2025-11-30", "2025-11-30"),
        ),
        (
            // Prime Day 2025 (8-11 July) is in the week of 7-13 July: the weeks beside it.
            "orders the week after prime day vs the week before",
            dr("2025-07-14", "2025-07-20"),
            dr("2025-06-30", "2025-07-06"),
        ),
    ] {
        let r = res_on(q, "2025-12-10");
        assert_eq!(r.slots.primary, Some(primary), "{q}");
        assert_eq!(r.slots.comparison, Some(comparison), "{q}");
    }
    // With no offset before it, "vs the day before" is still the day before the primary.
    let r = res_on("revenue on black friday vs the day before", "2025-12-10");
    assert_eq!(r.slots.comparison, Some(dr("2025-11-27", "2025-11-27")));
}

#[test]
fn a_weekend_or_a_fortnight_counted_from_an_event_is_beside_the_event() {
    // Thanksgiving 2025 is Thursday 27 November, Black Friday the 28th: the weekend after
    // either is the 29th-30th (it was the latest weekend, 6-7 December, with "after
    // Thanksgiving" dropped).
    for q in [
        "hdmi lead units the weekend after thanksgiving",
        "units the weekend after black friday",
        "how did the weekend following thanksgiving go",
    ] {
        assert_eq!(requested(q), Some(dr("2025-11-29", "2025-11-30")), "{q}");
    }
    // Christmas 2024 is a Wednesday: the weekend before it is the 21st-22nd; the second
    // weekend after Black Friday 2025 is 6-7 December.
    assert_eq!(
        requested("units the weekend before christmas"),
        Some(dr("2024-12-21", "2024-12-22"))
    );
    assert_eq!(
        requested("sales 2 weekends after black friday"),
        Some(dr("2025-12-06", "2025-12-07"))
    );
    // A fortnight is fourteen days (it was the four weeks of "before christmas").
    assert_eq!(
        requested("tent revenue the fortnight before christmas last year"),
        Some(dr("2024-12-11", "2024-12-24"))
    );
}
