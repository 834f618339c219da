//! The worked and holdout sets' last misses and the ninth set of other sellers' (stop 34,
//! helper `wrong21`), by cause, each against independent SQL over the demo store, on
//! questions written here (not the sets') and on more than the seller that showed the cause:
//!
//! - a category's everyday name ending in a product noun ("kitchen products", "tech
//!   products") swallowed the noun, and a ranking of "top 3 ... products" had nothing to rank;
//! - "pricing" was no word of price, so "competitor pricing vs mine" read no competitor's
//!   price and "mine" was asked back as a period;
//! - the "&" inside a category's name ("Home & Kitchen") split the question in two clauses;
//! - a year said relative to today ("last year") after the second of two days was read for
//!   both;
//! - a per-product breakdown of ads left out the products whose ads spent nothing;
//! - a real word ("recipes") was read as a measure's slip; "deliveries" named nothing;
//! - a size said in everyday words ("the big ...") did not pick the title's "- Large";
//! - "at least one unit": "one" was never a number of a condition;
//! - "earbuds prices": the figure asked in the plural over two earbuds was asked which;
//! - "cm" (Cyber Monday in chat) was no event, and "bf vs cm" was refused.

mod common;

use common::{
    answered, ask_as, asked_back, by_product, cells, demo_engine, holds, pairs, sql_f64, store,
};

fn db() -> rusqlite::Connection {
    rusqlite::Connection::open(store()).unwrap()
}

/// The answer's product ids, in its order.
fn ids(a: &insight::answer::Answer) -> Vec<String> {
    cells(a, "product_id")
        .into_iter()
        .map(|v| v.as_str().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn a_category_named_with_products_keeps_the_ranking() {
    let (e, rt) = demo_engine();
    for (seller, q, column, sql) in [
        (
            "S001",
            "top 3 Home & Kitchen products by orders in November",
            "orders",
            "SELECT product_id, SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date \
             BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id \
             ORDER BY SUM(orders) DESC, product_id LIMIT 3",
        ),
        (
            "S016",
            "top 3 tech products by revenue last month",
            "revenue",
            "SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S016' \
             AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id \
             ORDER BY SUM(revenue_cents) DESC, product_id LIMIT 3",
        ),
        (
            "S025",
            "bottom 2 beauty products by units in october",
            "units",
            "SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S025' AND date \
             BETWEEN '2025-10-01' AND '2025-10-31' GROUP BY product_id \
             ORDER BY SUM(units) ASC, product_id LIMIT 2",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want = pairs(&db(), sql);
        let got = by_product(&a, column);
        assert_eq!(got.len(), want.len(), "{q}: {}", a.answer);
        for ((gi, gv), (wi, wv)) in got.iter().zip(&want) {
            assert_eq!(gi, wi, "{q}: {}", a.answer);
            assert!((gv - wv).abs() < 0.01, "{q}: {gi} {gv} vs {wv}");
        }
    }
}

#[test]
fn competitor_pricing_is_the_competitors_price_and_mine_is_mine() {
    let (e, rt) = demo_engine();
    for (seller, q, product, from, to) in [
        (
            "S001",
            "competitor pricing vs mine for the stock pot last month",
            "P0009",
            "2025-11-01",
            "2025-11-30",
        ),
        (
            "S010",
            "competitor pricing vs mine for the phone case in october",
            "P0321",
            "2025-10-01",
            "2025-10-31",
        ),
        (
            "S025",
            "beard oil competitor pricing vs ours last week",
            "P0759",
            "2025-12-01",
            "2025-12-07",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let avg = |col: &str| {
            sql_f64(&format!(
                "SELECT ROUND(AVG({col})/100.0, 2) FROM pricing_daily WHERE seller_id='{seller}' \
                 AND product_id='{product}' AND date BETWEEN '{from}' AND '{to}'"
            ))
        };
        holds(&a, "competitor_price", avg("competitor_price_cents"));
        holds(&a, "price", avg("price_cents"));
    }
}

#[test]
fn a_category_name_with_an_ampersand_is_one_clause() {
    let (e, rt) = demo_engine();
    for (seller, q) in [
        (
            "S001",
            "What is the median conversion rate of Home & Kitchen sellers in 2025?",
        ),
        (
            "S020",
            "median conversion rate of Sports & Outdoors sellers in 2025",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        // The seller's own conversion over 2025 to date, by SQL, is the benchmark's row.
        let want = sql_f64(&format!(
            "SELECT 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='{seller}' AND date \
             BETWEEN '2025-01-01' AND '2025-12-09')/(SELECT SUM(sessions) FROM traffic_daily \
             WHERE seller_id='{seller}' AND date BETWEEN '2025-01-01' AND '2025-12-09')"
        ));
        let metrics: Vec<String> = cells(&a, "metric")
            .into_iter()
            .map(|v| v.as_str().unwrap_or_default().to_string())
            .collect();
        let at = metrics
            .iter()
            .position(|m| m == "conversion_rate")
            .unwrap_or_else(|| panic!("{q}: no conversion_rate row: {}", a.answer));
        let got = cells(&a, "seller_value")[at].as_f64().unwrap();
        assert!((got - want).abs() < 1e-6, "{q}: {got} vs {want}");
    }
}

#[test]
fn a_relative_year_binds_to_the_day_it_follows() {
    let (e, rt) = demo_engine();
    let day = |seller: &str, table: &str, col: &str, date: &str| {
        sql_f64(&format!(
            "SELECT SUM({col}) FROM {table} WHERE seller_id='{seller}' AND date='{date}'"
        ))
    };
    // "Last year" after the second of two yearless days may close both or the second only:
    // since stop 35 (`wrong22`) both readings are asked back, each with its dates (wrong21
    // answered the second-only reading, one a seller may not mean).
    for (seller, q, both, latest) in [
        (
            "S035",
            "impressions on halloween vs christmas eve last year",
            "2024-10-31",
            "2025-10-31",
        ),
        (
            "S016",
            "orders on halloween vs thanksgiving last year",
            "2024-10-31",
            "2025-10-31",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        asked_back(&a, q);
        let labels: Vec<String> = a
            .clarification
            .as_ref()
            .map(|c| c.candidates.iter().map(|k| k.label.clone()).collect())
            .unwrap_or_default();
        assert!(
            labels.len() == 2 && labels[0].contains(both) && labels[1].contains(latest),
            "{q}: {labels:?}"
        );
    }
    // A year written as a number closes the pair: both days of 2024.
    let q = "units black friday vs cyber monday 2024";
    let a = ask_as(&e, &rt, "S020", q);
    answered(&a, q);
    holds(
        &a,
        "current",
        day("S020", "sales_daily", "units", "2024-11-29"),
    );
    holds(
        &a,
        "previous",
        day("S020", "sales_daily", "units", "2024-12-02"),
    );
}

#[test]
fn ads_per_product_list_every_product_with_ads_zeros_included() {
    let (e, rt) = demo_engine();
    for (seller, q, from, to) in [
        (
            "S006",
            "ad spend per product over prime day",
            "2025-07-08",
            "2025-07-11",
        ),
        (
            "S014",
            "ad spend by product last week",
            "2025-12-01",
            "2025-12-07",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want = pairs(
            &db(),
            &format!(
                "SELECT product_id, SUM(spend_cents)/100.0 FROM ads_daily WHERE \
                 seller_id='{seller}' AND date BETWEEN '{from}' AND '{to}' GROUP BY product_id"
            ),
        );
        assert!(
            want.iter().any(|(_, v)| *v == 0.0),
            "{q}: the SQL has no product at $0.00; the test shows nothing"
        );
        let mut got = by_product(&a, "spend");
        got.sort_by(|x, y| x.0.cmp(&y.0));
        assert_eq!(got.len(), want.len(), "{q}: {}", a.answer);
        for ((gi, gv), (wi, wv)) in got.iter().zip(&want) {
            assert_eq!(gi, wi, "{q}");
            assert!((gv - wv).abs() < 0.01, "{q}: {gi} {gv} vs {wv}");
        }
    }
    // A ratio with nothing under it ranks last, never first: the worst ACOS are real ones.
    let q = "worst acos products last month";
    let a = ask_as(&e, &rt, "S006", q);
    answered(&a, q);
    let want = pairs(
        &db(),
        "SELECT product_id, 1.0*SUM(spend_cents)/SUM(attributed_sales_cents) AS r FROM ads_daily \
         WHERE seller_id='S006' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id \
         HAVING SUM(attributed_sales_cents) > 0 ORDER BY r DESC, product_id LIMIT 5",
    );
    let want_ids: Vec<String> = want.into_iter().map(|(i, _)| i).collect();
    assert_eq!(ids(&a), want_ids, "{q}: {}", a.answer);
}

#[test]
fn a_real_word_is_no_slip_and_deliveries_are_inbound() {
    let (e, rt) = demo_engine();
    for seller in ["S001", "S020"] {
        let a = ask_as(&e, &rt, seller, "recipes");
        assert_ne!(
            a.status,
            insight::answer::AnswerStatus::Answered,
            "recipes: {}",
            a.answer
        );
        assert!(a.tables.is_empty(), "recipes: {}", a.answer);
    }
    // Slips that are no word are still read.
    let q = "revenu last month";
    let a = ask_as(&e, &rt, "S010", q);
    answered(&a, q);
    holds(
        &a,
        "revenue",
        sql_f64(
            "SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S010' AND date \
             BETWEEN '2025-11-01' AND '2025-11-30'",
        ),
    );
    let q = "sesions last week";
    let a = ask_as(&e, &rt, "S025", q);
    answered(&a, q);
    holds(
        &a,
        "sessions",
        sql_f64(
            "SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S025' AND date \
             BETWEEN '2025-12-01' AND '2025-12-07'",
        ),
    );
    for (seller, q, from, to) in [
        ("S016", "deliveries last month", "2025-11-01", "2025-11-30"),
        ("S001", "deliveries last month", "2025-11-01", "2025-11-30"),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        holds(
            &a,
            "inbound",
            sql_f64(&format!(
                "SELECT SUM(inbound) FROM inventory_daily WHERE seller_id='{seller}' AND date \
                 BETWEEN '{from}' AND '{to}'"
            )),
        );
    }
}

#[test]
fn a_size_in_everyday_words_picks_the_sized_title() {
    let (e, rt) = demo_engine();
    let q = "the big deluxe train set sessions since thanksgiving";
    let a = ask_as(&e, &rt, "S037", q);
    answered(&a, q);
    holds(
        &a,
        "sessions",
        sql_f64(
            "SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S037' AND \
             product_id='P1120' AND date BETWEEN '2025-11-27' AND '2025-12-09'",
        ),
    );
    let q = "deliveries for the big deluxe train set last month";
    let a = ask_as(&e, &rt, "S037", q);
    answered(&a, q);
    holds(
        &a,
        "inbound",
        sql_f64(
            "SELECT SUM(inbound) FROM inventory_daily WHERE seller_id='S037' AND \
             product_id='P1120' AND date BETWEEN '2025-11-01' AND '2025-11-30'",
        ),
    );
    let q = "the big everyday retinol night cream revenue last month";
    let a = ask_as(&e, &rt, "S025", q);
    answered(&a, q);
    holds(
        &a,
        "revenue",
        sql_f64(
            "SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S025' AND \
             product_id='P0764' AND date BETWEEN '2025-11-01' AND '2025-11-30'",
        ),
    );
    // Two large night creams: the size narrows to them, and which one is still asked.
    let q = "big retinol night cream units last month";
    let a = ask_as(&e, &rt, "S025", q);
    asked_back(&a, q);
    let mut offered: Vec<String> = a
        .clarification
        .as_ref()
        .map(|c| c.candidates.iter().map(|k| k.id.clone()).collect())
        .unwrap_or_default();
    offered.sort();
    assert_eq!(offered, ["P0754", "P0764"], "{q}: {}", a.answer);
}

#[test]
fn one_before_a_counted_thing_is_a_number() {
    let (e, rt) = demo_engine();
    for (seller, q, sql) in [
        (
            "S037",
            "how many products sold at least one unit last week",
            "SELECT COUNT(*) FROM (SELECT product_id FROM sales_daily WHERE seller_id='S037' AND \
             date BETWEEN '2025-12-01' AND '2025-12-07' GROUP BY product_id HAVING SUM(units) >= 1)",
        ),
        (
            "S010",
            "how many products had more than one order yesterday",
            "SELECT COUNT(*) FROM (SELECT product_id FROM sales_daily WHERE seller_id='S010' AND \
             date = '2025-12-09' GROUP BY product_id HAVING SUM(orders) > 1)",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        holds(&a, "count", sql_f64(sql));
    }
}

#[test]
fn a_figure_asked_in_the_plural_is_each_products() {
    let (e, rt) = demo_engine();
    for (seller, q, products, from, to) in [
        (
            "S016",
            "earbuds prices vs competitor last month",
            &["P0511", "P0528"][..],
            "2025-11-01",
            "2025-11-30",
        ),
        (
            "S010",
            "earbuds prices last week",
            &["P0318", "P0325", "P0330"][..],
            "2025-12-01",
            "2025-12-07",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let got = by_product(&a, "price");
        assert_eq!(got.len(), products.len(), "{q}: {}", a.answer);
        for p in products {
            let want = sql_f64(&format!(
                "SELECT ROUND(AVG(price_cents)/100.0, 2) FROM pricing_daily WHERE \
                 seller_id='{seller}' AND product_id='{p}' AND date BETWEEN '{from}' AND '{to}'"
            ));
            let v = got
                .iter()
                .find(|(id, _)| id == p)
                .unwrap_or_else(|| panic!("{q}: no row for {p}: {}", a.answer))
                .1;
            assert!((v - want).abs() < 0.01, "{q}: {p} {v} vs {want}");
        }
    }
    // The singular figure still asks which (wrong20): "the earbuds price"; and a measure's
    // name ending in "s" is no plural ("acos" is no plural of "aco").
    for q in ["the earbuds price last week", "earbuds acos last month"] {
        let a = ask_as(&e, &rt, "S016", q);
        asked_back(&a, q);
    }
}

#[test]
fn cm_is_cyber_monday_beside_a_period_or_another_event_and_a_length_elsewhere() {
    let (e, rt) = demo_engine();
    let day = |seller: &str, table: &str, col: &str, date: &str| {
        sql_f64(&format!(
            "SELECT SUM({col}) FROM {table} WHERE seller_id='{seller}' AND date='{date}'"
        ))
    };
    let q = "bf vs cm units";
    let a = ask_as(&e, &rt, "S025", q);
    answered(&a, q);
    holds(
        &a,
        "current",
        day("S025", "sales_daily", "units", "2025-11-28"),
    );
    holds(
        &a,
        "previous",
        day("S025", "sales_daily", "units", "2025-12-01"),
    );
    let q = "cm vs black friday orders";
    let a = ask_as(&e, &rt, "S010", q);
    answered(&a, q);
    holds(
        &a,
        "current",
        day("S010", "sales_daily", "orders", "2025-12-01"),
    );
    holds(
        &a,
        "previous",
        day("S010", "sales_daily", "orders", "2025-11-28"),
    );
    let q = "revenue on cm";
    let a = ask_as(&e, &rt, "S037", q);
    answered(&a, q);
    holds(
        &a,
        "revenue",
        sql_f64(
            "SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S037' AND \
             date='2025-12-01'",
        ),
    );
    // A length: "the 12 cm skillet" is no date, and last month is the period.
    let q = "units of the 12 cm skillet last month";
    let a = ask_as(&e, &rt, "S001", q);
    answered(&a, q);
    holds(
        &a,
        "units",
        sql_f64(
            "SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0001' \
             AND date BETWEEN '2025-11-01' AND '2025-11-30'",
        ),
    );
}
