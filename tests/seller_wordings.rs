//! Wordings sellers type, read right, for sellers other than the demo's (stop 25).
//!
//! Read back from the first run of the held-out set of other sellers
//! (`tests/eval/heldout_sellers.rs`); each test asks other sellers in other words than that
//! set, so the set stays a measure and these pin the causes:
//! - "rank my products by units" gave the top five: ranking the products ranks them all;
//! - "how many days was ... out of stock" with no period read the latest day (0 or 1): a count
//!   of days with no period is over all the data (`all_data_by_default` in the ontology);
//! - "hw many products r out of stock": chat spellings of function words lost the count;
//! - "untis", "unts": a typo of the weak word "units" named no measure (asked which);
//! - "best wk of nov": a period noun in chat spelling ranked nothing (asked back).
//!
//! Values by independent SQL over the demo store.

mod common;

use common::store;
use insight::answer::{Answer, AnswerStatus};
use insight::engine::Engine;
use rusqlite::Connection;

fn engine() -> (Engine, tokio::runtime::Runtime) {
    common::demo_engine()
}

fn ask(e: &Engine, rt: &tokio::runtime::Runtime, seller: &str, q: &str) -> Answer {
    let a = common::ask_as(e, rt, seller, q);
    assert_eq!(a.status, AnswerStatus::Answered, "{q}: {}", a.answer);
    // The generic answer is what the presenter says when its template fails to render.
    assert!(
        !a.answer.starts_with("Here is what I found"),
        "{q}: the template failed: {}",
        a.answer
    );
    a
}

fn sql_f64(db: &Connection, q: &str) -> f64 {
    db.query_row(q, [], |r| r.get::<_, f64>(0)).unwrap()
}

/// The numbers of `column` in the first table, in order.
fn column(a: &Answer, name: &str) -> Vec<f64> {
    common::cells(a, name)
        .into_iter()
        .filter_map(|v| v.as_f64())
        .collect()
}

#[test]
fn ranking_the_products_ranks_every_one() {
    let (e, rt) = engine();
    let db = Connection::open(store()).unwrap();
    let a = ask(&e, &rt, "S027", "sort my items by revenue in october");
    let want: Vec<f64> = {
        let mut st = db
            .prepare(
                "SELECT SUM(revenue_cents) / 100.0 FROM sales_daily WHERE seller_id = 'S027'
                 AND date BETWEEN '2025-10-01' AND '2025-10-31'
                 GROUP BY product_id ORDER BY 1 DESC",
            )
            .unwrap();
        let rows = st.query_map([], |r| r.get::<_, f64>(0)).unwrap();
        rows.map(Result::unwrap).collect()
    };
    assert!(want.len() > 5, "the seller has more than five products");
    let got = column(&a, "revenue");
    assert_eq!(got.len(), want.len(), "{}", a.answer);
    for (g, w) in got.iter().zip(&want) {
        assert!((g - w).abs() < 0.01, "{got:?} vs {want:?}");
    }
    // "Top products" keeps five.
    let a = ask(&e, &rt, "S027", "top products by revenue in october");
    assert_eq!(column(&a, "revenue").len(), 5, "{}", a.answer);
}

#[test]
fn days_out_of_stock_with_no_period_are_counted_over_all_the_data() {
    let (e, rt) = engine();
    let db = Connection::open(store()).unwrap();
    // The product of another seller than the held-out set's that ran out most often.
    let (seller, id): (String, String) = db
        .query_row(
            "SELECT seller_id, product_id FROM inventory_daily
             WHERE on_hand = 0 AND seller_id <> 'S019'
             GROUP BY product_id ORDER BY COUNT(*) DESC, product_id LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let q = format!("how many days has {id} been out of stock");
    let a = ask(&e, &rt, &seller, &q);
    let want = sql_f64(
        &db,
        &format!("SELECT COUNT(*) FROM inventory_daily WHERE product_id = '{id}' AND on_hand = 0"),
    );
    assert!(want > 1.0, "{id} ran out on more than one day");
    assert_eq!(column(&a, "stockout_days"), [want], "{q}: {}", a.answer);
}

#[test]
fn chat_spellings_and_typos_of_units_and_weeks_are_read() {
    let (e, rt) = engine();
    let db = Connection::open(store()).unwrap();
    // "hw many ... r": a count of products with none on hand.
    let a = ask(&e, &rt, "S027", "hw many items r out of stock rn");
    let want = sql_f64(
        &db,
        "SELECT COUNT(*) FROM inventory_daily WHERE seller_id = 'S027'
         AND date = '2025-12-09' AND on_hand = 0",
    );
    assert_eq!(column(&a, "count"), [want], "{}", a.answer);
    // "untis" / "unts": units sold.
    for q in [
        "jade roller untis in october",
        "jade roller unts in october",
    ] {
        let a = ask(&e, &rt, "S027", q);
        let want = sql_f64(
            &db,
            "SELECT SUM(units) FROM sales_daily WHERE product_id = 'P0843'
             AND date BETWEEN '2025-10-01' AND '2025-10-31'",
        );
        assert_eq!(column(&a, "units"), [want], "{q}: {}", a.answer);
    }
    // "best wk": the best whole week.
    let a = ask(&e, &rt, "S027", "best wk of october by units");
    let want = sql_f64(
        &db,
        "SELECT SUM(units) FROM sales_daily WHERE seller_id = 'S027'
         AND date BETWEEN '2025-10-01' AND '2025-10-31'
         GROUP BY date(date, 'weekday 0', '-6 days') HAVING COUNT(DISTINCT date) = 7
         ORDER BY 1 DESC LIMIT 1",
    );
    assert_eq!(column(&a, "units").first(), Some(&want), "{}", a.answer);
}

/// "When did ... go out of stock" was asked back ("I cannot pick out the day") and "which days
/// was ... out of stock" answered the number of days: the days are now kept from the product's
/// day-by-day stock-outs, and "when" picks the first (or with "last", the last) of them.
#[test]
fn the_days_a_product_was_out_of_stock_are_read() {
    let (e, rt) = engine();
    let db = Connection::open(store()).unwrap();
    let (seller, id): (String, String) = db
        .query_row(
            "SELECT seller_id, product_id FROM inventory_daily
             WHERE on_hand = 0 AND seller_id NOT IN ('S003', 'S036')
             GROUP BY product_id ORDER BY COUNT(*) DESC, product_id LIMIT 1 OFFSET 3",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let days = |sql: &str| -> Vec<String> {
        let mut st = db.prepare(sql).unwrap();
        let rows = st.query_map([], |r| r.get::<_, String>(0)).unwrap();
        rows.map(Result::unwrap).collect()
    };
    let all = days(&format!(
        "SELECT date FROM inventory_daily WHERE product_id = '{id}' AND on_hand = 0 ORDER BY date"
    ));
    assert!(all.len() > 1, "{id} ran out on several days");
    let dates = |a: &Answer| -> Vec<String> {
        common::cells(a, "period")
            .into_iter()
            .map(|v| v.as_str().unwrap_or_default().to_string())
            .collect()
    };
    let q = format!("when did {id} first go out of stock");
    let a = ask(&e, &rt, &seller, &q);
    assert_eq!(dates(&a), all[..1], "{q}: {}", a.answer);
    assert!(a.answer.contains(&all[0]), "{q}: {}", a.answer);
    let q = format!("when was {id} last oos");
    let a = ask(&e, &rt, &seller, &q);
    assert_eq!(dates(&a), all[all.len() - 1..], "{q}: {}", a.answer);
    let q = format!("which days was {id} out of stock");
    let a = ask(&e, &rt, &seller, &q);
    assert!(
        a.answer
            .starts_with(&format!("{} days out of stock", all.len())),
        "{q}: {}",
        a.answer
    );
    assert_eq!(dates(&a), all, "{q}: {}", a.answer);
    // A list of days kept by a condition that picks none of them says so too.
    let a = ask(
        &e,
        &rt,
        "S001",
        "days last month with more than 700 units sold",
    );
    assert!(
        a.answer.contains("days with units sold more than 700"),
        "{}",
        a.answer
    );
}

/// "skillet and dutch oven units", "the jade roller vs the nail kit": two products named in one
/// question are both answered. Scored over the whole question, the title with more of its
/// words won alone and the other product was dropped from an answer that looked complete.
#[test]
fn two_products_named_together_are_both_answered() {
    let (e, rt) = engine();
    let db = Connection::open(store()).unwrap();
    for q in [
        "jade roller and nail care kit units in october",
        "units of the jade roller vs the nail care kit in october",
    ] {
        let a = ask(&e, &rt, "S027", q);
        let mut got = common::by_product(&a, "units");
        got.sort_by(|x, y| x.0.cmp(&y.0));
        let mut st = db
            .prepare(
                "SELECT product_id, SUM(units) FROM sales_daily
                 WHERE product_id IN ('P0843', 'P0826')
                 AND date BETWEEN '2025-10-01' AND '2025-10-31'
                 GROUP BY product_id ORDER BY product_id",
            )
            .unwrap();
        let want: Vec<(String, f64)> = st
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert_eq!(got, want, "{q}: {}", a.answer);
    }
}

#[test]
fn a_start_no_rule_reads_is_asked_not_defaulted() {
    let (e, rt) = engine();
    // No period read: the default (the last 30 days) would be a figure for days not asked
    // about. Sellers of two categories, two wordings. ("since it came out" is read since stop
    // 31: a product's whole history, tests/wrong18_causes.rs.)
    for (seller, q) in [
        (
            "S003",
            "salad spinner revenue since we moved to the new warehouse",
        ),
        ("S020", "units since we switched suppliers"),
    ] {
        let a = common::ask_as(&e, &rt, seller, q);
        assert_eq!(
            a.status,
            AnswerStatus::ClarificationNeeded,
            "{q}: {}",
            a.answer
        );
        assert!(a.tables.is_empty(), "{q}");
        assert!(a.answer.contains("Since when"), "{q}: {}", a.answer);
    }
    // A start that is read keeps its answer.
    ask(&e, &rt, "S003", "revenue since black friday");
}
