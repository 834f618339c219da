//! Causes of stop 35 (`wrong22`, issue 9: answer or ask, never guess), each shown on questions
//! written here over several sellers, figures by SQL over the demo store written from the data
//! contract, not from the code:
//! - weekly stored rows in a longer period: a week belongs to the month (quarter, year) that
//!   holds its Thursday, most of its days (ISO 8601); a period still running keeps its week;
//! - an extremum over weekly stored rows ("which week last month was the late shipment rate
//!   the worst"), the way "worst" goes taken from the catalog's `lower_is_better`;
//! - a year said relative to today after the second of two yearless periods ("bf vs cm last
//!   year") may close both or only the second: asked back with both readings and their dates;
//! - a product described in the singular ("the serum for dark spots") that fits several of the
//!   seller's products asks which, as its name does; the plural still names them all;
//! - "our price and the competitor's": a possessive whose noun is left out is the measure the
//!   question named before it (the competitor's price), read on the day asked.

mod common;

use common::{answered, ask_as, asked_back, cells, demo_engine, holds, sql_f64, store};

/// `(week_start, value)` rows of SQL over the demo store, in its order.
fn weeks(sql: &str) -> Vec<(String, f64)> {
    let db = rusqlite::Connection::open(store()).unwrap();
    let mut st = db.prepare(sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    let rows = st
        .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, f64>(1)?)))
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
    rows.map(Result::unwrap).collect()
}

/// The weeks whose Thursday (`week_start` + 3 days) falls in `from..=to`: ISO 8601's rule,
/// written in SQL independently of the planner.
fn iso_weeks(seller: &str, column: &str, from: &str, to: &str) -> Vec<(String, f64)> {
    weeks(&format!(
        "SELECT week_start, {column} FROM account_health_weekly WHERE seller_id='{seller}' \
         AND date(week_start, '+3 days') BETWEEN '{from}' AND '{to}' ORDER BY week_start"
    ))
}

/// The answer's first table as `(week_start, column)` rows.
fn answered_weeks(a: &insight::answer::Answer, column: &str) -> Vec<(String, f64)> {
    keyed_weeks(a, "week_start", column)
}

/// The answer's first table as `(key, column)` rows.
fn keyed_weeks(a: &insight::answer::Answer, key: &str, column: &str) -> Vec<(String, f64)> {
    cells(a, key)
        .into_iter()
        .zip(cells(a, column))
        .map(|(w, v)| {
            (
                w.as_str().unwrap_or_default().to_string(),
                v.as_f64().unwrap_or(f64::NAN),
            )
        })
        .collect()
}

fn same_rows(got: &[(String, f64)], want: &[(String, f64)], q: &str, answer: &str) {
    assert_eq!(got.len(), want.len(), "{q}: {answer}");
    for ((gw, gv), (ww, wv)) in got.iter().zip(want) {
        assert_eq!(gw, ww, "{q}: {answer}");
        assert!((gv - wv).abs() < 1e-9, "{q}: {gw} {gv} vs {wv}: {answer}");
    }
}

#[test]
fn a_month_holds_the_weeks_of_its_thursdays() {
    let (e, rt) = demo_engine();
    for (seller, q, column, from, to) in [
        // November 2025: the week of 10-27 (Thursday 10-30) is October's.
        (
            "S003",
            "late shipment rate week by week in november",
            "late_shipment_rate",
            "2025-11-01",
            "2025-11-30",
        ),
        (
            "S029",
            "weekly order defect rate for november 2025",
            "order_defect_rate",
            "2025-11-01",
            "2025-11-30",
        ),
        // March 2025 starts on a Saturday: the week of 02-24 is February's; the week of 03-31
        // (Thursday 04-03) is April's.
        (
            "S011",
            "cancellation rate by week in march",
            "cancellation_rate",
            "2025-03-01",
            "2025-03-31",
        ),
        // October 2025: the week of 09-29 (Thursday 10-02) is October's though it starts in
        // September.
        (
            "S024",
            "valid tracking rate by week in october",
            "valid_tracking_rate",
            "2025-10-01",
            "2025-10-31",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want = iso_weeks(seller, column, from, to);
        same_rows(&answered_weeks(&a, column), &want, q, &a.answer);
    }
    // The answer says the rule where it leaves a week out.
    let q = "late shipment rate week by week in november";
    let a = ask_as(&e, &rt, "S003", q);
    let said = format!(
        "{} {}",
        a.resolved_time
            .as_ref()
            .map(|t| t.notes.join(" "))
            .unwrap_or_default(),
        a.answer
    );
    assert!(
        said.contains("Thursday") && said.contains("2025-10-27"),
        "{q}: {said}"
    );
}

#[test]
fn a_longer_period_averages_the_weeks_it_holds_and_a_running_one_keeps_its_week() {
    let (e, rt) = demo_engine();
    // Q3 2025: the week of 09-29 (Thursday 10-02) is Q4's; the week of 06-30 (Thursday 07-03)
    // is Q3's.
    for (seller, q, column) in [
        (
            "S008",
            "valid tracking rate last quarter",
            "valid_tracking_rate",
        ),
        (
            "S033",
            "what was my order defect rate in q3",
            "order_defect_rate",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        holds(
            &a,
            column,
            sql_f64(&format!(
                "SELECT AVG({column}) FROM account_health_weekly WHERE seller_id='{seller}' \
                 AND date(week_start, '+3 days') BETWEEN '2025-07-01' AND '2025-09-30'"
            )),
        );
    }
    // This month so far (2025-12-01..09): the week of 12-08 is December's, under way.
    let q = "late shipment rate by week this month";
    let a = ask_as(&e, &rt, "S019", q);
    answered(&a, q);
    let want = weeks(
        "SELECT week_start, late_shipment_rate FROM account_health_weekly WHERE seller_id='S019' \
         AND week_start IN ('2025-12-01', '2025-12-08') ORDER BY week_start",
    );
    same_rows(
        &answered_weeks(&a, "late_shipment_rate"),
        &want,
        q,
        &a.answer,
    );
    // A day is read in the week that holds it, as before.
    let q = "cancellation rate yesterday";
    let a = ask_as(&e, &rt, "S019", q);
    answered(&a, q);
    holds(
        &a,
        "cancellation_rate",
        sql_f64("SELECT cancellation_rate FROM account_health_weekly WHERE seller_id='S019' AND week_start='2025-12-08'"),
    );
}

#[test]
fn the_worst_week_goes_the_way_the_measure_is_bad() {
    let (e, rt) = demo_engine();
    for (seller, q, column, order, from, to) in [
        // Late shipments, defects and cancellations are bad when high; valid tracking when low.
        (
            "S040",
            "which week last month had our worst late shipment rate",
            "late_shipment_rate",
            "DESC",
            "2025-11-01",
            "2025-11-30",
        ),
        (
            "S013",
            "worst week for order defect rate in october",
            "order_defect_rate",
            "DESC",
            "2025-10-01",
            "2025-10-31",
        ),
        (
            "S030",
            "which week in q3 was the valid tracking rate the worst",
            "valid_tracking_rate",
            "ASC",
            "2025-07-01",
            "2025-09-30",
        ),
        (
            "S005",
            "best week for cancellation rate last month",
            "cancellation_rate",
            "ASC",
            "2025-11-01",
            "2025-11-30",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want = weeks(&format!(
            "SELECT week_start, {column} FROM account_health_weekly WHERE seller_id='{seller}' \
             AND date(week_start, '+3 days') BETWEEN '{from}' AND '{to}' \
             ORDER BY {column} {order}, week_start LIMIT 1"
        ));
        // Ranked periods are keyed `period`, as every extremum over time is.
        let got = keyed_weeks(&a, "period", column);
        same_rows(&got[..1.min(got.len())], &want, q, &a.answer);
        assert!(a.answer.contains("week of"), "{q}: {}", a.answer);
    }
}

#[test]
fn a_relative_year_after_two_yearless_periods_is_asked() {
    let (e, rt) = demo_engine();
    for (seller, q, both, latest) in [
        (
            "S007",
            "sales bf vs cm last year",
            "2024-11-29",
            "2025-11-28",
        ),
        (
            "S022",
            "units on halloween vs christmas eve last year",
            "2024-10-31",
            "2025-10-31",
        ),
        (
            "S030",
            "revenue black friday versus cyber monday last year",
            "2024-11-29",
            "2025-11-28",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        asked_back(&a, q);
        let c = a.clarification.as_ref().expect("a clarification");
        assert_eq!(c.candidates.len(), 2, "{q}: {}", a.answer);
        // Each reading with its dates: both last year, or the first period's latest one.
        assert!(
            c.candidates[0].label.contains(both) && c.candidates[1].label.contains(latest),
            "{q}: {:?}",
            c.candidates
        );
    }
    // One period, readings that agree, or a year written as a number: answered.
    let q = "halloween units last year";
    let a = ask_as(&e, &rt, "S033", q);
    answered(&a, q);
    holds(
        &a,
        "units",
        sql_f64("SELECT SUM(units) FROM sales_daily WHERE seller_id='S033' AND date='2024-10-31'"),
    );
    let q = "units christmas eve vs boxing day last year";
    let a = ask_as(&e, &rt, "S021", q);
    answered(&a, q);
    holds(
        &a,
        "current",
        sql_f64("SELECT SUM(units) FROM sales_daily WHERE seller_id='S021' AND date='2024-12-24'"),
    );
    holds(
        &a,
        "previous",
        sql_f64("SELECT SUM(units) FROM sales_daily WHERE seller_id='S021' AND date='2024-12-26'"),
    );
    let q = "revenue black friday vs cyber monday 2024";
    let a = ask_as(&e, &rt, "S030", q);
    answered(&a, q);
    holds(
        &a,
        "current",
        sql_f64("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S030' AND date='2024-11-29'"),
    );
}

#[test]
fn a_described_thing_in_the_singular_asks_which() {
    let (e, rt) = demo_engine();
    // Two serums (S027), four (S031): "the serum for ..." names one of them.
    for (seller, q, n) in [
        ("S027", "the serum for dark spots, revenue last month", 2),
        (
            "S031",
            "how many units of the serum for dark spots did we sell in november",
            4,
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        asked_back(&a, q);
        let c = a.clarification.as_ref().expect("a clarification");
        assert_eq!(c.candidates.len(), n, "{q}: {}", a.answer);
    }
    // The plural names them all: their total, as before.
    let q = "serums for dark spots revenue last month";
    let a = ask_as(&e, &rt, "S027", q);
    answered(&a, q);
    holds(
        &a,
        "revenue",
        sql_f64("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S027' AND product_id IN ('P0828','P0856') AND date BETWEEN '2025-11-01' AND '2025-11-30'"),
    );
}

#[test]
fn the_competitors_after_a_price_is_the_competitors_price() {
    let (e, rt) = demo_engine();
    // Boxing Day said without a year: its latest occurrence in the data, 2024-12-26.
    for (seller, q, product, day) in [
        (
            "S015",
            "desk lamp: my price and the competitor's on boxing day",
            "P0484",
            "2024-12-26",
        ),
        (
            "S001",
            "chef's knife - our price and the competitor's on labor day",
            "P0002",
            "2025-09-01",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        holds(
            &a,
            "price",
            sql_f64(&format!("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='{seller}' AND product_id='{product}' AND date='{day}'")),
        );
        holds(
            &a,
            "competitor_price",
            sql_f64(&format!("SELECT competitor_price_cents/100.0 FROM pricing_daily WHERE seller_id='{seller}' AND product_id='{product}' AND date='{day}'")),
        );
    }
}
