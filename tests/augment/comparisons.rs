//! Comparisons (year over year, an event's previous occurrence, the previous period, explicit
//! ones, outside the data) and granularity.

use super::*;

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
