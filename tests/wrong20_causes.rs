//! The held-out sets of other sellers' misses (stop 33, helper `wrong20`), by cause, each
//! against independent SQL over the demo store, on questions written here (not the sets') and
//! on more than the seller that showed the cause:
//!
//! - a bar passed with the verb "top" ("did revenue top $25k") or a number in words with its
//!   scale ("over two hundred units") was no condition, and the count was asked back;
//! - a thing named only in the plural (earbuds, headphones, gloves) read as several products,
//!   so a price or a rate of "the earbuds" was answered a row each;
//! - a pack size beside the name ("water bottle 2-pack") was unread, and the seller was asked
//!   which of the kind; a hyphenated title word written as one ("nonstick") named nothing;
//! - "frying pan" named nothing for a seller whose frying pan is a skillet;
//! - days at zero stock ("days we had zero skillets in stock") and "stock out" as a verb were
//!   read as the stock itself;
//! - "wks" was read as a product's name, a purpose clause opening the question ("for my
//!   monthly report - ...") as a product, "vs mine" beside a competitor's price as a period,
//!   and a count asked after its things ("any days with zero sales? how many") was not read.

mod common;

use common::{answered, ask_as, asked_back, by_product, demo_engine, holds, sql_f64};

/// The ids offered by a clarification, sorted.
fn offered(a: &insight::answer::Answer) -> Vec<String> {
    let mut ids: Vec<String> = a
        .clarification
        .as_ref()
        .map(|c| c.candidates.iter().map(|k| k.id.clone()).collect())
        .unwrap_or_default();
    ids.sort();
    ids
}

/// `column` of `table` for `product` summed over `from..=to`, by SQL.
fn sum(table: &str, column: &str, product: &str, from: &str, to: &str) -> f64 {
    sql_f64(&format!(
        "SELECT COALESCE(SUM({column}), 0) FROM {table} WHERE product_id='{product}' \
         AND date BETWEEN '{from}' AND '{to}'"
    ))
}

#[test]
fn a_bar_topped_or_a_number_in_words_with_its_scale_is_a_condition() {
    let (e, rt) = demo_engine();
    for (seller, q, sql) in [
        (
            "S005",
            "how many days in october did orders top 100",
            "SELECT COUNT(*) FROM (SELECT date FROM sales_daily WHERE seller_id='S005' AND date \
             BETWEEN '2025-10-01' AND '2025-10-31' GROUP BY date HAVING SUM(orders) > 100)",
        ),
        (
            "S011",
            "how many days last month did units go over seven hundred",
            "SELECT COUNT(*) FROM (SELECT date FROM sales_daily WHERE seller_id='S011' AND date \
             BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date HAVING SUM(units) > 700)",
        ),
        (
            "S020",
            "how many products sold more than a hundred units in october",
            "SELECT COUNT(*) FROM (SELECT product_id FROM sales_daily WHERE seller_id='S020' AND \
             date BETWEEN '2025-10-01' AND '2025-10-31' GROUP BY product_id HAVING SUM(units) > 100)",
        ),
        // Whole Monday..Sunday weeks of 2025 in the data (2025-01-06..2025-12-07), "wks" as
        // the resolver reads it.
        (
            "S002",
            "how many wks this year did revenue go over $150k",
            "SELECT COUNT(*) FROM (SELECT strftime('%W', date) w FROM sales_daily WHERE \
             seller_id='S002' AND date BETWEEN '2025-01-06' AND '2025-12-07' GROUP BY w \
             HAVING COUNT(DISTINCT date) = 7 AND SUM(revenue_cents) > 15000000)",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want = sql_f64(sql);
        assert!(want > 0.0, "{q}: the SQL counts nothing");
        holds(&a, "count", want);
    }
    // "Top 3" still ranks: three products, the SQL's three by revenue.
    let q = "top 3 products by revenue last month";
    let a = ask_as(&e, &rt, "S005", q);
    answered(&a, q);
    let db = rusqlite::Connection::open(common::store()).unwrap();
    let want: Vec<String> = db
        .prepare(
            "SELECT product_id FROM sales_daily WHERE seller_id='S005' AND date BETWEEN \
             '2025-11-01' AND '2025-11-30' GROUP BY product_id ORDER BY SUM(revenue_cents) DESC \
             LIMIT 3",
        )
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let got: Vec<String> = by_product(&a, "revenue").into_iter().map(|p| p.0).collect();
    assert_eq!(got, want, "{q}: {}", a.answer);
}

#[test]
fn a_thing_named_only_in_the_plural_is_asked_which_for_its_price_or_rate() {
    let (e, rt) = demo_engine();
    for (seller, q, ids) in [
        (
            "S011",
            "whats the headphones price yesterday",
            &["P0346", "P0347"][..],
        ),
        (
            "S017",
            "cycling gloves conversion rate last month",
            &["P0540", "P0553"][..],
        ),
        (
            "S019",
            "dumbbells avg price last month",
            &["P0570", "P0587"][..],
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        asked_back(&a, q);
        assert_eq!(offered(&a), ids, "{q}: {}", a.answer);
    }
    // A flow keeps the plural's reading: the kind's total.
    let q = "earbuds units last month";
    let a = ask_as(&e, &rt, "S015", q);
    answered(&a, q);
    let want = ["P0492", "P0499"]
        .iter()
        .map(|p| sum("sales_daily", "units", p, "2025-11-01", "2025-11-30"))
        .sum::<f64>();
    holds(&a, "units", want);
    // "By product" and a total said in words keep theirs.
    let q = "headphones price yesterday by product";
    let a = ask_as(&e, &rt, "S011", q);
    answered(&a, q);
    let mut got = by_product(&a, "price");
    got.sort_by(|x, y| x.0.cmp(&y.0));
    let want: Vec<(String, f64)> = ["P0346", "P0347"]
        .iter()
        .map(|p| {
            (
                p.to_string(),
                sql_f64(&format!(
                    "SELECT price_cents / 100.0 FROM pricing_daily WHERE product_id='{p}' \
                     AND date='2025-12-09'"
                )),
            )
        })
        .collect();
    assert_eq!(got, want, "{q}: {}", a.answer);
    let q = "total stock across all the dumbbells";
    let a = ask_as(&e, &rt, "S022", q);
    answered(&a, q);
    let want = sql_f64(
        "SELECT SUM(on_hand) FROM inventory_daily WHERE product_id IN ('P0629','P0630','P0632') \
         AND date='2025-12-09'",
    );
    holds(&a, "on_hand", want);
}

#[test]
fn a_pack_size_beside_the_name_tells_the_pack_from_the_single() {
    let (e, rt) = demo_engine();
    for (seller, q, product, (table, column), (from, to)) in [
        (
            "S022",
            "cycling gloves 2 pack units last month",
            "P0656",
            ("sales_daily", "units"),
            ("2025-11-01", "2025-11-30"),
        ),
        (
            "S038",
            "wooden train set 2 pack stock",
            "P1184",
            ("inventory_daily", "on_hand"),
            ("2025-12-09", "2025-12-09"),
        ),
        (
            "S012",
            "headphones twin pack stock",
            "P0357",
            ("inventory_daily", "on_hand"),
            ("2025-12-09", "2025-12-09"),
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want = sum(table, column, product, from, to);
        assert_eq!(
            by_product(&a, column),
            vec![(product.to_string(), want)],
            "{q}: {}",
            a.answer
        );
    }
    let q = "earbuds 2-pack price yesterday";
    let a = ask_as(&e, &rt, "S013", q);
    answered(&a, q);
    holds(
        &a,
        "price",
        sql_f64("SELECT price_cents / 100.0 FROM pricing_daily WHERE product_id='P0412' AND date='2025-12-09'"),
    );
}

#[test]
fn a_hyphenated_title_word_written_as_one_and_frying_pan_name_the_product() {
    let (e, rt) = demo_engine();
    for (seller, q, product, column, (from, to)) in [
        (
            "S006",
            "nonstick frying pan units last week",
            "P0169",
            "units",
            ("2025-12-01", "2025-12-07"),
        ),
        (
            "S005",
            "nonstick pan refunds last month",
            "P0153",
            "units_refunded",
            ("2025-11-01", "2025-11-30"),
        ),
        // S001's one pan for frying is its cast iron skillet (its titles never say "frying").
        (
            "S001",
            "frying pan units last month",
            "P0001",
            "units",
            ("2025-11-01", "2025-11-30"),
        ),
        // A seller whose titles say "Frying Pan" gets that one, not its skillet.
        (
            "S002",
            "frying pan units last month",
            "P0042",
            "units",
            ("2025-11-01", "2025-11-30"),
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        // One product's figure, said with its title (the table of one product may carry no
        // product column).
        holds(&a, column, sum("sales_daily", column, product, from, to));
        let title: String = rusqlite::Connection::open(common::store())
            .unwrap()
            .query_row(
                "SELECT title FROM products WHERE product_id = ?1",
                [product],
                |r| r.get(0),
            )
            .unwrap();
        assert!(a.answer.contains(&title), "{q}: {}", a.answer);
    }
}

#[test]
fn days_at_zero_stock_and_stock_out_as_a_verb_are_days_out_of_stock() {
    let (e, rt) = demo_engine();
    let out_days = |product: &str, from: &str, to: &str| {
        sql_f64(&format!(
            "SELECT COUNT(*) FROM inventory_daily WHERE product_id='{product}' AND on_hand = 0 \
             AND date BETWEEN '{from}' AND '{to}'"
        ))
    };
    for (seller, q, product, (from, to)) in [
        (
            "S001",
            "how many days in october did we have zero skillets in stock",
            "P0001",
            ("2025-10-01", "2025-10-31"),
        ),
        (
            "S013",
            "how many days did the blue keyboard stock out this year",
            "P0402",
            ("2025-01-01", "2025-12-09"),
        ),
        (
            "S001",
            "how many days did the skillet stock out in october",
            "P0001",
            ("2025-10-01", "2025-10-31"),
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want = out_days(product, from, to);
        assert!(want > 0.0, "{q}: no day out of stock in the SQL");
        assert_eq!(
            by_product(&a, "stockout_days"),
            vec![(product.to_string(), want)],
            "{q}: {}",
            a.answer
        );
    }
    // Products counted by their stock stay a count of products.
    let q = "how many products have zero units on hand";
    let a = ask_as(&e, &rt, "S001", q);
    answered(&a, q);
    holds(
        &a,
        "count",
        sql_f64(
            "SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S001' AND date='2025-12-09' \
             AND on_hand = 0",
        ),
    );
}

#[test]
fn words_around_the_question_are_not_its_things() {
    let (e, rt) = demo_engine();
    // A purpose clause opening the question.
    let q = "for my monthly report - orders last month overall";
    let a = ask_as(&e, &rt, "S009", q);
    answered(&a, q);
    holds(
        &a,
        "orders",
        sql_f64(
            "SELECT SUM(orders) FROM sales_daily WHERE seller_id='S009' AND date BETWEEN \
             '2025-11-01' AND '2025-11-30'",
        ),
    );
    let q = "for the quarterly review: units sold in q3";
    let a = ask_as(&e, &rt, "S020", q);
    answered(&a, q);
    holds(
        &a,
        "units",
        sql_f64(
            "SELECT SUM(units) FROM sales_daily WHERE seller_id='S020' AND date BETWEEN \
             '2025-07-01' AND '2025-09-30'",
        ),
    );
    // "Mine" beside the competitor's price is the seller's own price.
    let q = "skillet competitor price vs mine yesterday";
    let a = ask_as(&e, &rt, "S001", q);
    answered(&a, q);
    let day = |col: &str| {
        sql_f64(&format!(
            "SELECT {col} / 100.0 FROM pricing_daily WHERE product_id='P0001' AND date='2025-12-09'"
        ))
    };
    holds(&a, "price", day("price_cents"));
    holds(&a, "competitor_price", day("competitor_price_cents"));
    // A count asked after its things and their condition.
    let q = "dutch oven 2 pack - any days with zero sales in september? how many";
    let a = ask_as(&e, &rt, "S005", q);
    answered(&a, q);
    let want = sql_f64(
        "SELECT COUNT(*) FROM sales_daily WHERE product_id='P0155' AND units = 0 AND date \
         BETWEEN '2025-09-01' AND '2025-09-30'",
    );
    assert!(want > 0.0);
    holds(&a, "count", want);
}

#[test]
fn an_event_named_by_what_several_share_asks_which_day() {
    let (e, rt) = demo_engine();
    for (seller, q, events) in [
        (
            "S024",
            "paddle price on the may bank holiday",
            &["Early May Bank Holiday", "Spring Bank Holiday"][..],
        ),
        (
            "S001",
            "skillet units over the bank holiday weekend",
            &[
                "Early May Bank Holiday",
                "Spring Bank Holiday",
                "Summer Bank Holiday",
            ][..],
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        asked_back(&a, q);
        assert_eq!(offered(&a), events, "{q}: {}", a.answer);
    }
    // Named whole, the day is answered (2025-05-26, the late May bank holiday).
    let q = "paddle units on the late may bank holiday";
    let a = ask_as(&e, &rt, "S024", q);
    answered(&a, q);
    let paddle: String = rusqlite::Connection::open(common::store())
        .unwrap()
        .query_row(
            "SELECT product_id FROM products WHERE seller_id='S024' AND title LIKE '%Paddle%'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    holds(
        &a,
        "units",
        sum("sales_daily", "units", &paddle, "2025-05-26", "2025-05-26"),
    );
}
