//! Answers that were confidently wrong in the fourth held-out set of other sellers (helper
//! `wrong15`), by cause, each checked against independent SQL over the demo store:
//! - a kind of the marketplace the seller sells none of ("kitchen scale sessions" of a kitchen
//!   store whose name holds "Kitchen") was dropped and the store's sessions answered: asked back;
//! - "each", "for each of", "the split of X between my Ys" over a kind answered the kind's one
//!   sum: one row per product;
//! - "the phone case and the charger together" answered a row each: their one sum;
//! - "how many running belts did we shift" (British: sell) went to the Insight Generator;
//! - "kites" of a store branded Kite that sells stunt kites was read as the brand (the whole
//!   store's units): a plural names the kind;
//! - "small marble run - what day did it come back in stock in march" answered the month's on
//!   hand to a question of which day: asked back, as an opening "when" is;
//! - "stock on may 31 and units that came in during june" read "units that came in" as units
//!   sold: the inbound phrase "units came in" holds with a relative pronoun inside.

mod common;

use common::{answered, asked_back, by_product, cells, pairs, store};
use insight::answer::Answer;
use insight::engine::Engine;
use rusqlite::Connection;

fn ask(e: &Engine, rt: &tokio::runtime::Runtime, seller: &str, q: &str) -> Answer {
    common::ask_as(e, rt, seller, q)
}

#[test]
fn a_kind_the_seller_does_not_sell_is_asked_back() {
    let (e, rt) = common::demo_engine();
    let db = Connection::open(store()).unwrap();
    // The seller sells no kitchen scale: the premise is checked, not assumed.
    let scales: f64 = db
        .query_row(
            "SELECT COUNT(*) FROM products WHERE seller_id = 'S002' AND title LIKE '%scale%'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(scales, 0.0);
    for q in [
        "kitchen scale sessions since halloween",
        "how many kitchen scales did we sell last month",
    ] {
        let a = ask(&e, &rt, "S002", q);
        asked_back(&a, q);
        assert!(a.answer.contains("kitchen scale"), "{q}: {}", a.answer);
    }
    // A kind the seller does sell is still answered, by the same words' place.
    let q = "dutch oven sessions since halloween";
    answered(&ask(&e, &rt, "S002", q), q);
}

#[test]
fn each_of_a_kind_or_a_split_between_them_is_a_row_each() {
    let (e, rt) = common::demo_engine();
    let db = Connection::open(store()).unwrap();
    for (seller, q, kind, from, to) in [
        (
            "S013",
            "whats the split of units between my wifi extenders last month",
            "wi-fi range extender",
            "2025-11-01",
            "2025-11-30",
        ),
        (
            "S024",
            "how many of each dumbbell did we sell in nov",
            "adjustable dumbbells",
            "2025-11-01",
            "2025-11-30",
        ),
        (
            "S026",
            "could you pull the units for each of the hair dryers this year please",
            "hair dryer",
            "2025-01-01",
            "2025-12-09",
        ),
    ] {
        let a = ask(&e, &rt, seller, q);
        answered(&a, q);
        let want = pairs(
            &db,
            &format!(
                "SELECT s.product_id, SUM(units) FROM sales_daily s JOIN products p
                 USING (product_id) WHERE s.seller_id = '{seller}'
                 AND lower(p.title) LIKE '%{kind}%' AND date BETWEEN '{from}' AND '{to}'
                 GROUP BY 1 ORDER BY 2 DESC"
            ),
        );
        assert!(want.len() > 1, "{q}: {want:?}");
        assert_eq!(by_product(&a, "units"), want, "{q}: {}", a.answer);
    }
}

#[test]
fn two_products_together_are_one_sum() {
    let (e, rt) = common::demo_engine();
    let db = Connection::open(store()).unwrap();
    let q = "ok so um what was the revenue from the phone case and the charger together in october";
    let a = ask(&e, &rt, "S016", q);
    answered(&a, q);
    let want: f64 = db
        .query_row(
            "SELECT SUM(revenue_cents) / 100.0 FROM sales_daily WHERE seller_id = 'S016'
             AND product_id IN ('P0533', 'P0534') AND date BETWEEN '2025-10-01' AND '2025-10-31'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    let got: Vec<f64> = cells(&a, "revenue")
        .iter()
        .filter_map(|v| v.as_f64())
        .collect();
    assert_eq!(got.len(), 1, "{}", a.answer);
    assert!(
        (got[0] - want).abs() < 0.01,
        "{got:?} vs {want}: {}",
        a.answer
    );
    // Named without "together", each one's figure (unchanged).
    let q = "revenue of the phone case and the charger in october";
    let a = ask(&e, &rt, "S016", q);
    assert_eq!(by_product(&a, "revenue").len(), 2, "{}", a.answer);
}

/// The kind's one sum of units, by SQL over titles holding `kind`.
fn kind_units(db: &Connection, seller: &str, kind: &str, from: &str, to: &str) -> f64 {
    db.query_row(
        &format!(
            "SELECT SUM(units) FROM sales_daily s JOIN products p USING (product_id)
             WHERE s.seller_id = '{seller}' AND lower(p.title) LIKE '%{kind}%'
             AND date BETWEEN '{from}' AND '{to}'"
        ),
        [],
        |r| r.get(0),
    )
    .unwrap()
}

#[test]
fn shift_as_sell_and_a_plural_brand_word_are_the_kinds_units() {
    let (e, rt) = common::demo_engine();
    let db = Connection::open(store()).unwrap();
    for (seller, q, kind, from, to) in [
        (
            "S021",
            "how many running belts did we shift over the christmas hols last year",
            "running belt",
            "2024-11-01",
            "2024-12-31",
        ),
        (
            "S038",
            "kites: how many did we sell on singles day",
            "stunt kite",
            "2025-11-11",
            "2025-11-11",
        ),
    ] {
        let a = ask(&e, &rt, seller, q);
        answered(&a, q);
        let got: Vec<f64> = cells(&a, "units")
            .iter()
            .filter_map(|v| v.as_f64())
            .collect();
        assert_eq!(
            got,
            vec![kind_units(&db, seller, kind, from, to)],
            "{q}: {}",
            a.answer
        );
    }
}

#[test]
fn a_day_asked_after_the_product_is_not_answered_with_a_figure() {
    let (e, rt) = common::demo_engine();
    for (seller, q) in [
        (
            "S038",
            "small marble run - what day did it come back in stock in march",
        ),
        ("S002", "the spice rack, when was it restocked in march"),
    ] {
        asked_back(&ask(&e, &rt, seller, q), q);
    }
}

#[test]
fn units_that_came_in_are_the_inbound() {
    let (e, rt) = common::demo_engine();
    let db = Connection::open(store()).unwrap();
    let q = "black desk lamp stock on may 31 and units that came in during june";
    let a = ask(&e, &rt, "S014", q);
    answered(&a, q);
    let one = |sql: &str| -> f64 { db.query_row(sql, [], |r| r.get(0)).unwrap() };
    let on_hand = one(
        "SELECT on_hand FROM inventory_daily WHERE seller_id = 'S014' AND product_id = 'P0439'
         AND date = '2025-05-31'",
    );
    let inbound = one(
        "SELECT SUM(inbound) FROM inventory_daily WHERE seller_id = 'S014'
         AND product_id = 'P0439' AND date BETWEEN '2025-06-01' AND '2025-06-30'",
    );
    let column = |name: &str| -> Vec<f64> {
        a.tables
            .iter()
            .filter_map(|t| {
                let at = t.columns.iter().position(|c| c.name == name)?;
                Some(t.rows.iter().filter_map(move |r| r[at].as_f64()))
            })
            .flatten()
            .collect()
    };
    assert!(column("on_hand").contains(&on_hand), "{}", a.answer);
    assert!(column("inbound").contains(&inbound), "{}", a.answer);
    // Not units sold in June read as the second measure.
    assert!(column("units").is_empty(), "{}", a.answer);
}
