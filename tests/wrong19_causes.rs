//! The seventh held-out set of other sellers' answers (stop 32, helper `wrong19`), by cause,
//! each against independent SQL over the demo store and on more than the seller that showed it:
//!
//! - a part of a comparison that names a kind the seller has several of ("phone case vs power
//!   bank") was outscored by the other part's title words and dropped;
//! - a slipped measure word beside one written right ("tent stok now and what we sold on black
//!   friday") was dropped with its period, the other part answered as if it were the whole;
//! - tied titles ("camping stove": a Camp Stove and a Camping Tent), a greeting set off by a
//!   dash ("cheers - blue lip balm"), what "came in" beside the stock, and containers counted
//!   ("how many bottles of body lotion") were asked back though the question is clear.

mod common;

use common::{
    answered, ask_as, asked_back, by_product, demo_engine, holds, holds_stock_now_and, sql_f64,
};

/// Units sold of `product` of `seller` over `from..=to`, by SQL.
fn units(seller: &str, product: &str, from: &str, to: &str) -> f64 {
    sql_f64(&format!(
        "SELECT COALESCE(SUM(units), 0) FROM sales_daily WHERE seller_id='{seller}' \
         AND product_id='{product}' AND date BETWEEN '{from}' AND '{to}'"
    ))
}

#[test]
fn each_part_of_a_comparison_is_resolved_on_its_own() {
    let (e, rt) = demo_engine();
    // Stop 36 (fix12): a part naming a singular kind the seller has two of ("power bank": P0515
    // and P0535) asks which one, as the kind alone does; the part is still read, never dropped
    // (`SELECT product_id FROM products WHERE seller_id='S016' AND title LIKE '%power bank%'`
    // returns both).
    for q in [
        "phone case vs power bank units yesterday",
        "power bank vs phone case units yesterday",
    ] {
        let a = ask_as(&e, &rt, "S016", q);
        asked_back(&a, q);
        let ids: Vec<&str> = a
            .clarification
            .as_ref()
            .map(|c| c.candidates.iter().map(|x| x.id.as_str()).collect())
            .unwrap_or_default();
        assert!(
            ids.contains(&"P0515") && ids.contains(&"P0535"),
            "{q}: {ids:?} {}",
            a.answer
        );
    }
    // One webcam and three headphones: each part read on its own, every product's units.
    let (seller, q, (from, to)) = (
        "S012",
        "webcam and headphones units last week",
        ("2025-12-01", "2025-12-07"),
    );
    let a = ask_as(&e, &rt, seller, q);
    answered(&a, q);
    let mut got = by_product(&a, "units");
    got.sort_by(|x, y| x.0.cmp(&y.0));
    let mut want: Vec<(String, f64)> = ["P0377", "P0357", "P0374", "P0379"]
        .iter()
        .map(|p| (p.to_string(), units(seller, p, from, to)))
        .collect();
    want.sort_by(|x, y| x.0.cmp(&y.0));
    assert_eq!(got, want, "{q}: {}", a.answer);
}

#[test]
fn a_slipped_measure_word_beside_another_measure_is_read_not_dropped() {
    let (e, rt) = demo_engine();
    for (seller, product, q, day) in [
        (
            "S017",
            "P0550",
            "tent stok now and what we sold on black friday",
            "2025-11-28",
        ),
        (
            "S001",
            "P0001",
            "skillet inventry now and units sold on cyber monday",
            "2025-12-01",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        holds_stock_now_and(&a, seller, product, ("sales_daily", "units"), (day, day));
    }
}

#[test]
fn a_title_with_every_word_of_the_mention_beats_a_tie() {
    let (e, rt) = demo_engine();
    let q = "camping stove inbound in the last 30 days";
    let a = ask_as(&e, &rt, "S017", q);
    answered(&a, q);
    let want = sql_f64(
        "SELECT SUM(inbound) FROM inventory_daily WHERE seller_id='S017' AND product_id='P0545' \
         AND date BETWEEN '2025-11-10' AND '2025-12-09'",
    );
    assert_eq!(by_product(&a, "inbound"), vec![("P0545".into(), want)]);
}

#[test]
fn a_word_set_off_by_a_dash_is_no_word_of_the_name() {
    let (e, rt) = demo_engine();
    let q = "cheers - blue lip balm stock and whats come in so far this month";
    let a = ask_as(&e, &rt, "S031", q);
    answered(&a, q);
    holds_stock_now_and(
        &a,
        "S031",
        "P0934",
        ("inventory_daily", "inbound"),
        ("2025-12-01", "2025-12-09"),
    );
    let q = "thanks - skillet units last week";
    let a = ask_as(&e, &rt, "S001", q);
    answered(&a, q);
    holds(
        &a,
        "units",
        units("S001", "P0001", "2025-12-01", "2025-12-07"),
    );
}

#[test]
fn what_came_in_beside_the_stock_is_the_units_inbound() {
    let (e, rt) = demo_engine();
    for (seller, product, q, (from, to)) in [
        (
            "S012",
            "P0376",
            "power bank - how much came in last month and whats on hand now",
            ("2025-11-01", "2025-11-30"),
        ),
        (
            "S001",
            "P0001",
            "skillet: on hand now plus what came in last week",
            ("2025-12-01", "2025-12-07"),
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        holds_stock_now_and(
            &a,
            seller,
            product,
            ("inventory_daily", "inbound"),
            (from, to),
        );
    }
    // Alone, "how much came in" may be money: still asked.
    let q = "how much came in last month";
    let a = ask_as(&e, &rt, "S001", q);
    asked_back(&a, q);
}

#[test]
fn containers_counted_are_units_sold() {
    let (e, rt) = demo_engine();
    for (seller, product, q, (from, to)) in [
        (
            "S032",
            "P0963",
            "how many bottles of body lotion since launch",
            ("2024-01-01", "2025-12-09"),
        ),
        (
            "S001",
            "P0005",
            "how many boxes of the cutting board set last month",
            ("2025-11-01", "2025-11-30"),
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        holds(&a, "units", units(seller, product, from, to));
    }
    // Weak: the stock named beside it is what is asked.
    let q = "how many boxes of the cutting board set in stock";
    let a = ask_as(&e, &rt, "S001", q);
    answered(&a, q);
    holds(
        &a,
        "on_hand",
        sql_f64(
            "SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0005' \
             AND date='2025-12-09'",
        ),
    );
}

#[test]
fn both_of_a_kind_the_seller_has_two_of_are_pooled() {
    let (e, rt) = demo_engine();
    let q = "both power banks on hand combined";
    let a = ask_as(&e, &rt, "S010", q);
    answered(&a, q);
    holds(
        &a,
        "on_hand",
        sql_f64(
            "SELECT SUM(on_hand) FROM inventory_daily WHERE seller_id='S010' \
             AND product_id IN ('P0329','P0333') AND date='2025-12-09'",
        ),
    );
    let q = "both hair dryers together refund rate last month";
    let a = ask_as(&e, &rt, "S027", q);
    answered(&a, q);
    holds(
        &a,
        "refund_rate",
        sql_f64(
            "SELECT 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S027' \
             AND product_id IN ('P0845','P0851') AND date BETWEEN '2025-11-01' AND '2025-11-30'",
        ),
    );
}

#[test]
fn the_same_stretch_last_year_is_the_year_before() {
    let (e, rt) = demo_engine();
    let q = "dino figures revenue since halloween vs the same stretch last year";
    let a = ask_as(&e, &rt, "S034", q);
    answered(&a, q);
    let t = a.resolved_time.as_ref().expect("resolved time");
    let c = t.slots.comparison.expect("a comparison period");
    assert_eq!(
        (c.start.to_string(), c.end.to_string()),
        ("2024-10-31".into(), "2024-12-09".into())
    );
}

#[test]
fn counts_over_weeks_and_products_read_grand_and_numbers_in_words() {
    let (e, rt) = demo_engine();
    let q = "how many weeks this year did we clear 120 grand in sales";
    let a = ask_as(&e, &rt, "S020", q);
    answered(&a, q);
    holds(
        &a,
        "count",
        sql_f64(
            "SELECT COUNT(*) FROM (SELECT date(date,'weekday 0','-6 days') AS w FROM sales_daily \
             WHERE seller_id='S020' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY w \
             HAVING COUNT(DISTINCT date)=7 AND SUM(revenue_cents) > 12000000)",
        ),
    );
    for (seller, n) in [("S022", 20), ("S001", 12)] {
        let words = if n == 20 { "twenty" } else { "twelve" };
        let q = format!("how many products sold under {words} units last week");
        let a = ask_as(&e, &rt, seller, &q);
        answered(&a, &q);
        holds(
            &a,
            "count",
            sql_f64(&format!(
                "SELECT COUNT(*) FROM (SELECT product_id FROM sales_daily WHERE seller_id='{seller}' \
                 AND date BETWEEN '2025-12-01' AND '2025-12-07' GROUP BY product_id \
                 HAVING SUM(units) < {n})"
            )),
        );
    }
}
