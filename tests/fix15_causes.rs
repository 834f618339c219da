//! Causes of the thirteenth held-out set's first run (stop 37, helper fix15), each shown on
//! questions written here, with other sellers and wordings than the set's; values by SQL over
//! the demo store (today 2025-12-10, a Wednesday; data to 2025-12-09):
//! 1. periods: a half of a month by "front / back" (the first half days 1-15, the second the
//!    16th to the month's end), a part "of the month" (the month under way), a range "to the
//!    end of the month" (of its start's month), "of the year" after a unit word (this year), a
//!    named comparison cut "to the same date" as the primary, "the same point last year", and
//!    "ttm" (read as "the last 12 months" is, whatever that convention is);
//! 2. measure words: stock delivered / units received from suppliers (inbound), ad cost of sale
//!    (ACOS), late dispatch rate (late shipment rate), most visited (sessions).

#[path = "common/calendar.rs"]
mod calendar;
mod common;

use calendar::{dr, res};
use common::{answered, ask_as, cells, demo_engine, holds, seller_sum as sum, sql_f64};
use insight::answer::AnswerStatus;
use insight::augment::Coverage;

fn revenue(seller: &str, from: &str, to: &str) -> f64 {
    sum(seller, "sales_daily", "revenue_cents", from, to) / 100.0
}

#[test]
fn halves_of_a_month_and_a_range_to_the_month_end() {
    let (e, rt) = demo_engine();
    let cases = [
        // "back half": the 16th to the month's end (it was all of October).
        (
            "S012",
            "how many orders did we get in the back half of october",
            "sales_daily",
            "orders",
            "orders",
            ("2025-10-16", "2025-10-31"),
        ),
        // "front half": days 1-15 (it was all of November).
        (
            "S014",
            "page views in the front half of november",
            "traffic_daily",
            "page_views",
            "page_views",
            ("2025-11-01", "2025-11-15"),
        ),
        // From a day to the end of its month (it was the day alone).
        (
            "S020",
            "units from the 16th of october to the end of the month",
            "sales_daily",
            "units",
            "units",
            ("2025-10-16", "2025-10-31"),
        ),
        (
            "S009",
            "orders from nov 20 to month end",
            "sales_daily",
            "orders",
            "orders",
            ("2025-11-20", "2025-11-30"),
        ),
    ];
    for (seller, q, table, col, shown, (from, to)) in cases {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        holds(&a, shown, sum(seller, table, col, from, to));
    }
    // A part "of the month" is of the month under way: the second half has not begun, so there
    // is no data, said as such rather than a default window's figure.
    let r = res("orders in the second half of the month");
    assert_eq!(r.slots.primary, Some(dr("2025-12-16", "2025-12-31")));
    assert!(matches!(r.coverage, Coverage::NoData { .. }));
    let r = res("sessions in the first half of the month");
    assert_eq!(r.slots.primary, Some(dr("2025-12-01", "2025-12-09")));
    // A part "of the year" counts from the year's first day, as a part of a month does.
    let r = res("orders the first week of the year");
    assert_eq!(r.slots.primary, Some(dr("2025-01-01", "2025-01-07")));
}

#[test]
fn a_week_of_the_year_is_one_of_this_years_weeks() {
    let (e, rt) = demo_engine();
    let q = "which was our slowest week of the year for revenue";
    let a = ask_as(&e, &rt, "S018", q);
    answered(&a, q);
    // Whole Monday..Sunday weeks of 2025 with data (2025-01-06 .. the week of 2025-12-01).
    let db = rusqlite::Connection::open(common::store()).unwrap();
    let (week, cents): (String, f64) = db
        .query_row(
            "SELECT date(date, '-' || ((CAST(strftime('%w', date) AS INTEGER) + 6) % 7) || ' days') AS wk, \
                    SUM(revenue_cents) AS c FROM sales_daily \
             WHERE seller_id='S018' AND date BETWEEN '2025-01-06' AND '2025-12-07' \
             GROUP BY wk ORDER BY c ASC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(
        cells(&a, "period")[0],
        &serde_json::json!(week),
        "{}",
        a.answer
    );
    holds(&a, "revenue", cents / 100.0);
}

#[test]
fn a_compared_period_to_the_same_date_and_the_same_point_last_year() {
    let (e, rt) = demo_engine();
    // The named quarter cut on the day the data ends, a year earlier (it was all of Q4 2024).
    let q = "units in q4 so far vs q4 last year to the same date";
    let a = ask_as(&e, &rt, "S040", q);
    answered(&a, q);
    holds(
        &a,
        "current",
        sum("S040", "sales_daily", "units", "2025-10-01", "2025-12-09"),
    );
    holds(
        &a,
        "previous",
        sum("S040", "sales_daily", "units", "2024-10-01", "2024-12-09"),
    );
    // Without the words the whole earlier quarter stays what is compared.
    let r = res("units q4 vs q4 last year");
    assert_eq!(r.slots.comparison, Some(dr("2024-10-01", "2024-12-31")));
    // "The same point last year": year over year of the year so far (it was a two-year series).
    let q = "revenue ytd vs the same point last year";
    let a = ask_as(&e, &rt, "S016", q);
    answered(&a, q);
    holds(&a, "current", revenue("S016", "2025-01-01", "2025-12-09"));
    holds(&a, "previous", revenue("S016", "2024-01-01", "2024-12-09"));
}

#[test]
fn ttm_is_read_as_the_last_12_months() {
    // Whatever "the last 12 months" means (whole months or a rolling window), "ttm" means it.
    let window = res("revenue over the last 12 months").slots.primary;
    assert!(window.is_some());
    assert_eq!(res("ttm revenue").slots.primary, window);
    assert_eq!(res("LTM units").slots.primary, window);
    let w = window.unwrap();
    let (e, rt) = demo_engine();
    let q = "ttm revenue";
    let a = ask_as(&e, &rt, "S021", q);
    answered(&a, q);
    holds(
        &a,
        "revenue",
        revenue("S021", &w.start.to_string(), &w.end.to_string()),
    );
}

#[test]
fn measure_words_for_inbound_acos_late_dispatch_and_visits() {
    let (e, rt) = demo_engine();
    let db = rusqlite::Connection::open(common::store()).unwrap();
    let top = |sql: &str| -> (String, f64) {
        db.query_row(sql, [], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap_or_else(|e| panic!("{sql}: {e}"))
    };
    // Stock delivered: inbound, not stock on hand.
    let q = "which product had the most stock delivered last month";
    let a = ask_as(&e, &rt, "S015", q);
    answered(&a, q);
    let (p, n) = top(
        "SELECT product_id, SUM(inbound) AS n FROM inventory_daily WHERE seller_id='S015' \
         AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id ORDER BY n DESC LIMIT 1",
    );
    assert_eq!(
        cells(&a, "product_id")[0],
        &serde_json::json!(p),
        "{}",
        a.answer
    );
    holds(&a, "inbound", n);
    // Units received from suppliers (misspelt): inbound, "suppliers" no product.
    let q = "units recieved from suppliers last quarter";
    let a = ask_as(&e, &rt, "S003", q);
    answered(&a, q);
    holds(
        &a,
        "inbound",
        sum(
            "S003",
            "inventory_daily",
            "inbound",
            "2025-07-01",
            "2025-09-30",
        ),
    );
    // Ad cost of sale: ACOS, spend over ad-attributed sales (it was asked as two measures).
    let q = "ad cost of sale last month";
    let a = ask_as(&e, &rt, "S010", q);
    answered(&a, q);
    let acos = sql_f64(
        "SELECT CAST(SUM(spend_cents) AS REAL) / SUM(attributed_sales_cents) FROM ads_daily \
         WHERE seller_id='S010' AND date BETWEEN '2025-11-01' AND '2025-11-30'",
    );
    holds(&a, "acos", acos);
    // Late dispatch rate: the late shipment rate of the week (it asked "dispatch" back).
    let q = "late dispatch rate the week of 24 november";
    let a = ask_as(&e, &rt, "S020", q);
    answered(&a, q);
    holds(
        &a,
        "late_shipment_rate",
        sql_f64(
            "SELECT late_shipment_rate FROM account_health_weekly \
             WHERE seller_id='S020' AND week_start='2025-11-24'",
        ),
    );
    // "Most visited product": "visited" alone is an everyday word ("the countries i visited"),
    // kept out of the measure words by the lead at stop 37 (as a word of measure it fed the
    // gate's measure feature on general questions), so the ranking asks which figure, sessions
    // among the choices, rather than guess.
    let q = "most visited product last month";
    let a = ask_as(&e, &rt, "S011", q);
    assert_eq!(
        a.status,
        AnswerStatus::ClarificationNeeded,
        "{q}: {}",
        a.answer
    );
    assert!(a.answer.contains("sessions"), "{q}: {}", a.answer);
}
