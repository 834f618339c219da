//! Questions without a time, typos, unicode, second periods and spans, the serialised
//! resolution, the calendar file and its schema, and the families added since (seasons, US
//! retail holidays, chat shorthand, holidays' weekends).

use super::*;

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
