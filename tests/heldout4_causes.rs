//! The fourth held-out set of other sellers' confidently wrong answers, by cause, each against
//! independent SQL over the demo store and on more than the seller that showed it:
//!
//! - days written in words ("november twenty eighth and december first") were two months;
//! - two products told apart by a title word each ("the black one vs the small one") kept one;
//! - a superlative over time for a kind named in the singular ("sleeping bag best week") was
//!   the kind's sum, a week neither product had;
//! - "on hand + inbound last month" read the stock at the end of last month;
//! - "how many of my stunt kites average 4 stars or better" was the category benchmark, and
//!   "how many of my dutch ovens sold over 200 units" was asked back.

mod common;

use common::{
    answered, ask_as, asked_back, demo_engine, holds, holds_stock_now_and, sql_f64, values,
};
use insight::answer::Answer;

/// The answer's figure for `product` in `column`.
fn of_product(a: &Answer, product: &str, column: &str) -> Option<f64> {
    a.tables.iter().find_map(|t| {
        let id = t.columns.iter().position(|c| c.name == "product_id")?;
        let at = t.columns.iter().position(|c| c.name == column)?;
        t.rows
            .iter()
            .find(|r| r[id].as_str() == Some(product))
            .and_then(|r| r[at].as_f64())
    })
}

#[test]
fn days_written_in_words_are_days() {
    let (e, rt) = demo_engine();
    for (seller, product, q, days) in [
        (
            "S015",
            "P0505",
            "okay um how many orders did the dash cam get on november twenty eighth and december first",
            ["2025-11-28", "2025-12-01"],
        ),
        (
            "S001",
            "P0001",
            "orders of the cast iron skillet on the third of november and november twenty-second",
            ["2025-11-03", "2025-11-22"],
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        for day in days {
            let want = sql_f64(&format!(
                "SELECT SUM(orders) FROM sales_daily WHERE seller_id='{seller}' \
                 AND product_id='{product}' AND date='{day}'"
            ));
            holds(&a, "orders", want);
        }
        // Never a whole month's figure.
        let november = sql_f64(&format!(
            "SELECT SUM(orders) FROM sales_daily WHERE seller_id='{seller}' \
             AND product_id='{product}' AND date BETWEEN '2025-11-01' AND '2025-11-30'"
        ));
        assert!(!values(&a, "orders").contains(&november), "{q}: {}", a.answer);
    }
}

#[test]
fn two_products_told_apart_by_a_title_word_each_are_both_answered() {
    let (e, rt) = demo_engine();
    // S017's "small": the trekking poles, a backpack and cycling gloves; "black": the poles,
    // a paddle, bands and a stove. Among the poles, each word is one of them.
    let q = "walking poles - the black one vs the small one, units since the start of spring";
    let a = ask_as(&e, &rt, "S017", q);
    answered(&a, q);
    for p in ["P0547", "P0548"] {
        let want = sql_f64(&format!(
            "SELECT SUM(units) FROM sales_daily WHERE seller_id='S017' AND product_id='{p}' \
             AND date BETWEEN '2025-03-01' AND '2025-12-09'"
        ));
        assert_eq!(of_product(&a, p, "units"), Some(want), "{p}: {}", a.answer);
    }
}

#[test]
fn a_superlative_over_time_of_a_kind_in_the_singular_asks_which() {
    let (e, rt) = demo_engine();
    for (seller, q, among) in [
        (
            "S024",
            "sleeping bag best week this year by units",
            &["P0722", "P0725"][..],
        ),
        (
            "S008",
            "dutch oven best month this year by revenue",
            &["P0244", "P0258", "P0272", "P0274"][..],
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        asked_back(&a, q);
        let c = a.clarification.as_ref().expect("candidates");
        let ids: Vec<&str> = c.candidates.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, among, "{q}: {}", a.answer);
    }
}

#[test]
fn stock_now_plus_inbound_over_a_period_each_with_its_own_period() {
    let (e, rt) = demo_engine();
    for (seller, product, q) in [
        (
            "S030",
            "P0894",
            "grey nail kit on hand + inbound last month",
        ),
        (
            "S001",
            "P0001",
            "cast iron skillet on hand plus inbound last month",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        holds_stock_now_and(
            &a,
            seller,
            product,
            ("inventory_daily", "inbound"),
            ("2025-11-01", "2025-11-30"),
        );
    }
}

#[test]
fn products_of_a_kind_counted_by_a_condition_on_their_figure() {
    let (e, rt) = demo_engine();
    for (seller, q, sql) in [
        (
            "S035",
            "how many of my stunt kites average 4 stars or better",
            "SELECT COUNT(*) FROM (SELECT product_id FROM reviews WHERE seller_id='S035' \
             AND product_id IN ('P1058','P1073','P1084','P1088') GROUP BY product_id \
             HAVING AVG(rating) >= 4)",
        ),
        (
            "S008",
            "how many of my dutch ovens average at least 4 stars",
            "SELECT COUNT(*) FROM (SELECT product_id FROM reviews WHERE seller_id='S008' \
             AND product_id IN ('P0244','P0258','P0272','P0274') GROUP BY product_id \
             HAVING AVG(rating) >= 4)",
        ),
        (
            "S008",
            "how many of my dutch ovens sold over 200 units in the holiday season last year",
            "SELECT COUNT(*) FROM (SELECT product_id FROM sales_daily WHERE seller_id='S008' \
             AND product_id IN ('P0244','P0258','P0272','P0274') \
             AND date BETWEEN '2024-11-01' AND '2024-12-31' GROUP BY product_id \
             HAVING SUM(units) > 200)",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        holds(&a, "count", sql_f64(sql));
    }
}

/// "Premium tackle box": "premium" is also a measure word (the price gap), so it was never
/// read as the title word that tells the two tackle boxes apart, and the question was asked
/// back. "Stock vs units sold the last 7 days": two measures, each with its own period.
#[test]
fn a_measure_word_in_a_title_and_two_measures_set_against_each_other() {
    let (e, rt) = demo_engine();
    let q = "premium tackle box days out of stock this year";
    let a = ask_as(&e, &rt, "S024", q);
    answered(&a, q);
    let want = sql_f64(
        "SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S024' AND product_id='P0699' \
         AND on_hand = 0 AND date BETWEEN '2025-01-01' AND '2025-12-09'",
    );
    holds(&a, "stockout_days", want);
    for (seller, product, q, from, to) in [
        (
            "S032",
            "P0953",
            "vitamin c serum stock vs units sold the last 7 days",
            "2025-12-03",
            "2025-12-09",
        ),
        (
            "S001",
            "P0001",
            "cast iron skillet stock vs units sold last week",
            "2025-12-01",
            "2025-12-07",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        holds_stock_now_and(&a, seller, product, ("sales_daily", "units"), (from, to));
    }
}
