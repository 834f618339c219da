//! Properties over arbitrary clocks: generated questions of every family resolve to ranges that
//! start before they end, and extreme clocks do not panic.

use super::*;

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
