//! Causes of the ninth held-out set's first run (stop 33, lead), each shown on questions
//! written here, with other sellers and periods, values by SQL over the demo store:
//! - "unit sales" is units sold (the trade's word), not revenue: "sales" alone named revenue
//!   and outranked the weak "unit";
//! - "which day ... more units": a comparative asked of "which <period>" picks the period, as
//!   a superlative does; "more than N" stays a condition;
//! - a kind whose singular ends in "ss" ("french press") is a singular: its flow asks which
//!   product, as "chefs knife" does; the plural ("french presses") is the kind's sum;
//! - trade shorthand: "comp price" (the competitor's), money "put into ads" (ad spend), "store
//!   wide" (the whole store: no product is named "wide").

mod common;

use common::{answered, ask_as, asked_back, cells, demo_engine, holds, sql_f64};

#[test]
fn unit_sales_are_units_sold() {
    let (e, rt) = demo_engine();
    let units = |seller: &str, start: &str, end: &str| {
        sql_f64(&format!(
            "SELECT SUM(units) FROM sales_daily WHERE seller_id='{seller}' AND date BETWEEN '{start}' AND '{end}'"
        ))
    };
    let q = "unit sales in october vs september";
    let a = ask_as(&e, &rt, "S010", q);
    answered(&a, q);
    holds(&a, "current", units("S010", "2025-10-01", "2025-10-31"));
    holds(&a, "previous", units("S010", "2025-09-01", "2025-09-30"));
    assert!(!a.answer.contains('$'), "{q}: {}", a.answer);
    let q = "what were my unit sales last month";
    let a = ask_as(&e, &rt, "S022", q);
    answered(&a, q);
    holds(&a, "units", units("S022", "2025-11-01", "2025-11-30"));
}

#[test]
fn which_period_with_a_comparative_picks_the_period() {
    let (e, rt) = demo_engine();
    let q = "which day last week had more orders";
    let a = ask_as(&e, &rt, "S030", q);
    answered(&a, q);
    let best: String = rusqlite::Connection::open(common::store())
        .unwrap()
        .query_row(
            "SELECT date FROM sales_daily WHERE seller_id='S030' AND date BETWEEN '2025-12-01' AND '2025-12-07' \
             GROUP BY date ORDER BY SUM(orders) DESC, date LIMIT 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    let first = cells(&a, "period")[0]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert_eq!(first, best, "{q}: {}", a.answer);
    // A threshold is a condition: every day over it, not one day.
    let q = "which days last month had more than 400 units";
    let a = ask_as(&e, &rt, "S030", q);
    answered(&a, q);
    let over = sql_f64(
        "SELECT COUNT(*) FROM (SELECT date FROM sales_daily WHERE seller_id='S030' AND date BETWEEN '2025-11-01' AND '2025-11-30' \
         GROUP BY date HAVING SUM(units) > 400)",
    );
    assert_eq!(cells(&a, "period").len() as f64, over, "{q}: {}", a.answer);
}

#[test]
fn a_singular_ending_in_ss_asks_which_one() {
    let (e, rt) = demo_engine();
    let q = "french press units sold yesterday";
    let a = ask_as(&e, &rt, "S004", q);
    asked_back(&a, q);
    let c = a.clarification.as_ref().expect("candidates");
    let mut ids: Vec<&str> = c.candidates.iter().map(|c| c.id.as_str()).collect();
    ids.sort();
    assert_eq!(ids, ["P0101", "P0127", "P0130"], "{q}: {}", a.answer);
    let q = "french presses units sold yesterday";
    let a = ask_as(&e, &rt, "S004", q);
    answered(&a, q);
    holds(
        &a,
        "units",
        sql_f64(
            "SELECT SUM(units) FROM sales_daily WHERE seller_id='S004' AND product_id IN ('P0101','P0127','P0130') \
             AND date='2025-12-09'",
        ),
    );
}

/// Trade shorthand for measures and the whole store: "comp price" is the competitor's, money
/// "put into ads" is ad spend, "store wide" / "shop wide" name no product.
#[test]
fn trade_shorthand_for_measures_and_the_whole_store() {
    let (e, rt) = demo_engine();
    let q = "what was the comp price on the wireless mice yesterday";
    let a = ask_as(&e, &rt, "S009", q);
    answered(&a, q);
    assert!(
        a.tables
            .iter()
            .any(|t| t.columns.iter().any(|c| c.name == "competitor_price")),
        "{q}: {}",
        a.answer
    );
    let q = "how much did i put into ads in october";
    let a = ask_as(&e, &rt, "S021", q);
    answered(&a, q);
    holds(
        &a,
        "spend",
        sql_f64(
            "SELECT SUM(spend_cents) / 100.0 FROM ads_daily WHERE seller_id='S021' AND date BETWEEN '2025-10-01' AND '2025-10-31'",
        ),
    );
    for q in [
        "store wide sessions last month",
        "shop wide sessions last month",
    ] {
        let a = ask_as(&e, &rt, "S026", q);
        answered(&a, q);
        holds(
            &a,
            "sessions",
            sql_f64(
                "SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S026' AND date BETWEEN '2025-11-01' AND '2025-11-30'",
            ),
        );
    }
}
