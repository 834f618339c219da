//! Counts of days or products whose figure meets a condition, as sellers write them, each
//! equal to independent SQL on several sellers: a bound after the number ("sell 3 or more"),
//! "did the X not sell" with the product's name between the verb and the negation, "sell
//! zero", "sold out" (days out of stock), and a context phrase before the question ("for my
//! supplier review - ...") that named reviews as a second measure. Every one of them was asked
//! back "I cannot count products, days or weeks that meet a condition yet".

mod common;

use common::{answered, ask_as, demo_engine, sql_f64};
use insight::answer::Answer;

/// The answer's count, and the rows it counted (the table without a `count` column).
fn count_and_rows(a: &Answer) -> (f64, Option<usize>) {
    let count = a
        .tables
        .iter()
        .find_map(|t| {
            let at = t.columns.iter().position(|c| c.name == "count")?;
            t.rows.first().and_then(|r| r[at].as_f64())
        })
        .unwrap_or_else(|| panic!("no count: {}", a.answer));
    let rows = a
        .tables
        .iter()
        .find(|t| !t.columns.iter().any(|c| c.name == "count"))
        .map(|t| t.rows.len());
    (count, rows)
}

#[track_caller]
fn counts(a: &Answer, q: &str, sql: &str) {
    answered(a, q);
    let want = sql_f64(sql);
    let (got, rows) = count_and_rows(a);
    assert_eq!(got, want, "{q}: {}", a.answer);
    if let Some(rows) = rows {
        assert_eq!(rows as f64, want, "{q}: the rows counted");
    }
}

#[test]
fn days_at_or_over_a_threshold_written_after_the_number() {
    let (e, rt) = demo_engine();
    for (seller, q, sql) in [
        (
            "S005",
            "for my supplier review - how many days last quarter did the blue french press sell 3 or more",
            "SELECT COUNT(*) FROM sales_daily WHERE seller_id='S005' AND product_id='P0160' \
             AND units >= 3 AND date BETWEEN '2025-07-01' AND '2025-09-30'",
        ),
        (
            "S022",
            "since easter how many days did the black trekking poles sell 5 or more",
            "SELECT COUNT(*) FROM sales_daily WHERE seller_id='S022' AND product_id='P0635' \
             AND units >= 5 AND date BETWEEN '2025-04-20' AND '2025-12-09'",
        ),
        (
            "S001",
            "how many days in october did the cast iron skillet sell 100 or fewer",
            "SELECT COUNT(*) FROM sales_daily WHERE seller_id='S001' AND product_id='P0001' \
             AND units <= 100 AND date BETWEEN '2025-10-01' AND '2025-10-31'",
        ),
    ] {
        counts(&ask_as(&e, &rt, seller, q), q, sql);
    }
}

#[test]
fn days_a_product_did_not_sell() {
    let (e, rt) = demo_engine();
    for (seller, q, sql) in [
        (
            "S003",
            "how many days in november did the grey frying pan not sell",
            "SELECT COUNT(*) FROM sales_daily WHERE seller_id='S003' AND product_id='P0067' \
             AND units = 0 AND date BETWEEN '2025-11-01' AND '2025-11-30'",
        ),
        (
            "S036",
            "card game - how many days this year did it sell zero",
            "SELECT COUNT(*) FROM sales_daily WHERE seller_id='S036' AND product_id='P1113' \
             AND units = 0 AND date BETWEEN '2025-01-01' AND '2025-12-09'",
        ),
        (
            "S001",
            "how many days in october did the cast iron skillet not sell",
            "SELECT COUNT(*) FROM sales_daily WHERE seller_id='S001' AND product_id='P0001' \
             AND units = 0 AND date BETWEEN '2025-10-01' AND '2025-10-31'",
        ),
    ] {
        counts(&ask_as(&e, &rt, seller, q), q, sql);
    }
}

#[test]
fn sold_out_is_days_out_of_stock() {
    let (e, rt) = demo_engine();
    for (seller, product, q, from, to) in [
        (
            "S003",
            "P0060",
            "black kettle - how many days was it sold out over the summer",
            "2025-06-01",
            "2025-08-31",
        ),
        (
            "S001",
            "P0001",
            "how many days was the cast iron skillet sold out in october",
            "2025-10-01",
            "2025-10-31",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want = sql_f64(&format!(
            "SELECT COUNT(*) FROM inventory_daily WHERE seller_id='{seller}' \
             AND product_id='{product}' AND on_hand = 0 AND date BETWEEN '{from}' AND '{to}'"
        ));
        let got = common::cells(&a, "stockout_days")[0].as_f64();
        assert_eq!(got, Some(want), "{q}: {}", a.answer);
    }
}
