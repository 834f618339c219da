//! A part of the whole, and things the seller does not have.
//!
//! - "What percent of my revenue came from the skillet" answered the skillet's revenue alone,
//!   and "what share of units did the dutch oven make up" answered its revenue ("make" read as
//!   earning): numbers that were not the ones asked for. A share is now every product's figure
//!   for the period, then the named product's part of the whole store's total. Checked against
//!   independent SQL for four sellers.
//! - "Units of the blender sold last week" (no blender in the catalog) answered the whole
//!   store's units, and "revenue from electronics" answered for the Electric Milk Frother (a
//!   typo match of another real word). A thing named that the seller does not have is now asked
//!   back.

mod common;

use common::{by_product, store};
use insight::answer::{Answer, AnswerStatus};
use insight::engine::Engine;
use rusqlite::Connection;
use serde_json::Value;

fn engine() -> (Engine, tokio::runtime::Runtime) {
    common::demo_engine()
}

fn ask(e: &Engine, rt: &tokio::runtime::Runtime, seller: &str, q: &str) -> Answer {
    common::ask_as(e, rt, seller, q)
}

/// Each product's share of `sum` over the seller's sales in [start, end], by SQL.
fn sql_shares(
    db: &Connection,
    seller: &str,
    sum: &str,
    start: &str,
    end: &str,
) -> Vec<(String, f64)> {
    let q = format!(
        "SELECT product_id, SUM({sum}) * 1.0 /
                (SELECT SUM({sum}) FROM sales_daily WHERE seller_id = ?1 AND date BETWEEN ?2 AND ?3)
         FROM sales_daily WHERE seller_id = ?1 AND date BETWEEN ?2 AND ?3
         GROUP BY product_id ORDER BY product_id"
    );
    let mut st = db.prepare(&q).unwrap();
    let rows = st
        .query_map([seller, start, end], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, f64>(1)?))
        })
        .unwrap();
    rows.map(Result::unwrap).collect()
}

#[test]
fn one_products_share_equals_sql_for_four_sellers() {
    let (e, rt) = engine();
    let db = Connection::open(store()).unwrap();
    for seller in ["S001", "S005", "S013", "S027"] {
        let shares = sql_shares(&db, seller, "revenue_cents", "2025-11-01", "2025-11-30");
        // The seller's best seller and one of its smallest (a share far from the top).
        let mut ranked = shares.clone();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        for (id, want) in [ranked[0].clone(), ranked[ranked.len() - 1].clone()] {
            let q = format!("what percent of my revenue came from {id} in november 2025");
            let a = ask(&e, &rt, seller, &q);
            assert_eq!(
                a.status,
                AnswerStatus::Answered,
                "{seller} {q}: {}",
                a.answer
            );
            let got = by_product(&a, "revenue_share");
            assert_eq!(got.len(), 1, "{seller} {q}: {got:?}");
            assert_eq!(got[0].0, id);
            assert!(
                (got[0].1 - want).abs() < 1e-9,
                "{seller} {q}: {} vs SQL {want}",
                got[0].1
            );
            let pct = format!("{:.1}%", want * 100.0);
            assert!(
                a.answer.contains(&pct) && a.answer.contains("of your revenue"),
                "{seller} {q}: {}",
                a.answer
            );
        }
        let units = sql_shares(&db, seller, "units", "2025-11-01", "2025-11-30");
        let (id, want) = &units[0];
        let q = format!("what share of units did {id} make up in november 2025");
        let a = ask(&e, &rt, seller, &q);
        let got = by_product(&a, "units_share");
        assert_eq!(got.len(), 1, "{seller} {q}: {}", a.answer);
        assert!(
            (got[0].1 - want).abs() < 1e-9,
            "{seller} {q}: {got:?} vs {want}"
        );
    }
}

#[test]
fn every_products_share_equals_sql_and_sums_to_one() {
    let (e, rt) = engine();
    let db = Connection::open(store()).unwrap();
    for seller in ["S001", "S013"] {
        let a = ask(&e, &rt, seller, "revenue share by product in november 2025");
        assert_eq!(a.status, AnswerStatus::Answered, "{seller}: {}", a.answer);
        let mut got = by_product(&a, "revenue_share");
        got.sort_by(|a, b| a.0.cmp(&b.0));
        let want = sql_shares(&db, seller, "revenue_cents", "2025-11-01", "2025-11-30");
        // Products with no sales in the month have no row in SQL: a 0 share there.
        let got: Vec<(String, f64)> = got.into_iter().filter(|(_, v)| *v > 0.0).collect();
        assert_eq!(got.len(), want.len(), "{seller}");
        for ((gi, gv), (wi, wv)) in got.iter().zip(&want) {
            assert_eq!(gi, wi);
            assert!((gv - wv).abs() < 1e-9, "{seller} {gi}: {gv} vs {wv}");
        }
        let total: f64 = got.iter().map(|(_, v)| v).sum();
        assert!(
            (total - 1.0).abs() < 1e-9,
            "{seller}: shares sum to {total}"
        );
    }
}

#[test]
fn shares_that_cannot_be_answered_are_asked_back() {
    let (e, rt) = engine();
    for q in [
        // The whole market's sales are not in the data.
        "what is P0001's market share in november 2025",
        // A share of what part?
        "what percent of my revenue came from ads last month",
    ] {
        let a = ask(&e, &rt, "S001", q);
        assert_eq!(
            a.status,
            AnswerStatus::ClarificationNeeded,
            "{q}: {}",
            a.answer
        );
        assert!(a.tables.is_empty(), "{q}: a table was shown");
    }
    // A threshold in percent is a condition, not a share.
    let a = ask(
        &e,
        &rt,
        "S001",
        "how many products had a refund rate above 5% in november 2025",
    );
    let shape = a.intent.as_ref().map(|i| i.shape.shape);
    assert_ne!(
        shape,
        Some(insight::planner::intent::IntentShape::Share),
        "{}",
        a.answer
    );
}

/// The answer asks back about `thing`, with no table.
fn asked_back_about(a: &Answer, q: &str, thing: &str) {
    assert_eq!(
        a.status,
        AnswerStatus::ClarificationNeeded,
        "{q}: {}",
        a.answer
    );
    let quoted = format!("\"{thing}\"");
    assert!(a.answer.contains(&quoted), "{q}: {}", a.answer);
    assert!(a.tables.is_empty(), "{q}: a table was shown");
}

#[test]
fn a_thing_the_seller_does_not_have_is_asked_back() {
    let (e, rt) = engine();
    for (q, thing) in [
        ("units of the blender sold last week", "blender"),
        ("revenue from toys last month", "toys"),
        // "electronics" is not a typo of the Electric Milk Frother's "electric".
        ("revenue from electronics last month", "electronics"),
    ] {
        asked_back_about(&ask(&e, &rt, "S001", q), q, thing);
    }
    // A word of the seller's own category name is the seller's: a toy seller's "toys".
    let a = ask(&e, &rt, "S033", "revenue from toys last month");
    assert_eq!(a.status, AnswerStatus::Answered, "S033: {}", a.answer);
    // The seller's own things and words for the whole store are still answered.
    for q in [
        "revenue of the skillet last month",
        "revenue for my store last month",
        "units sold for the month of november 2025",
    ] {
        let a = ask(&e, &rt, "S001", q);
        assert_eq!(a.status, AnswerStatus::Answered, "{q}: {}", a.answer);
        let first: Option<&Value> = a.tables.first().and_then(|t| t.rows.first()?.first());
        assert!(first.is_some(), "{q}: no rows");
    }
}

#[test]
fn a_thing_named_without_a_preposition_is_asked_back() {
    // "How many headlamps did I sell last month" (a seller with no headlamp) answered the whole
    // store's units: a thing stands after "how many", as a selling verb's object and right
    // before a measure word too, not only after "of / for / from / on".
    let (e, rt) = engine();
    for (seller, q, thing) in [
        ("S001", "how many blenders did i sell last week", "blenders"),
        ("S010", "how many smart plugs sold yesterday", "smart plugs"),
        ("S005", "vacuum sealer sales last month", "vacuum sealer"),
        // The seller's brand names the whole store, not the thing.
        (
            "S005",
            "bluestone vacuum sealer sales in november",
            "vacuum sealer",
        ),
    ] {
        asked_back_about(&ask(&e, &rt, seller, q), q, thing);
    }
    // A bad typo of one of the seller's products is offered back as that product.
    let a = ask(&e, &rt, "S029", "sunscrn units yesterday");
    assert_eq!(a.status, AnswerStatus::ClarificationNeeded, "{}", a.answer);
    assert!(
        a.clarification
            .iter()
            .flat_map(|c| &c.candidates)
            .any(|c| c.label.contains("Sunscreen")),
        "{}",
        a.answer
    );
    // Requests, amounts, periods and typos of measure words before a measure are no things.
    for q in [
        "weekly units for the last 8 weeks",
        "gimme revenue by week for nov",
        "new reviews last week",
        "unts sold yesterday",
        "how many products had zero sales in november 2025",
        "how many skillets did i sell last week",
    ] {
        let a = ask(&e, &rt, "S001", q);
        assert_eq!(a.status, AnswerStatus::Answered, "{q}: {}", a.answer);
    }
}

/// `SUM(expr)` over one seller's table for the days [start, end], by SQL.
fn sql_sum(db: &Connection, table: &str, expr: &str, seller: &str, start: &str, end: &str) -> f64 {
    db.query_row(
        &format!("SELECT SUM({expr}) FROM {table} WHERE seller_id = ?1 AND date BETWEEN ?2 AND ?3"),
        [seller, start, end],
        |r| r.get::<_, f64>(0),
    )
    .unwrap()
}

#[test]
fn two_measures_of_two_reports_with_one_period_are_both_answered() {
    // "Total ad spend and revenue last week" answered the ad spend alone (revenue is not in
    // the ads report, and the second measure was dropped): both clauses now share the period
    // written once and are answered each. A pair of measures one plan cannot carry and no
    // clause split answers is asked back rather than answered in half.
    let (e, rt) = engine();
    let db = Connection::open(store()).unwrap();
    let a = ask(&e, &rt, "S001", "total ad spend and revenue last week");
    assert_eq!(a.status, AnswerStatus::Answered, "{}", a.answer);
    let (start, end) = ("2025-12-01", "2025-12-07");
    let spend = sql_sum(&db, "ads_daily", "spend_cents", "S001", start, end) / 100.0;
    let revenue = sql_sum(&db, "sales_daily", "revenue_cents", "S001", start, end) / 100.0;
    for (what, v) in [("ad spend", spend), ("revenue", revenue)] {
        let money = insight::presenter::format::usd(v);
        assert!(a.answer.contains(&money), "{what} {money}: {}", a.answer);
    }
}

#[test]
fn revenue_from_ads_is_the_ads_part() {
    // "Revenue from ads last week" answered the whole store's revenue: the words name the ads'
    // attributed sales (catalog/measures.yaml), their part of it.
    let (e, rt) = engine();
    let db = Connection::open(store()).unwrap();
    let want = sql_sum(
        &db,
        "ads_daily",
        "attributed_sales_cents",
        "S001",
        "2025-12-01",
        "2025-12-07",
    ) / 100.0;
    for q in [
        "revenue from ads last week",
        "sales from advertising last week",
    ] {
        let a = ask(&e, &rt, "S001", q);
        assert_eq!(a.status, AnswerStatus::Answered, "{q}: {}", a.answer);
        let money = insight::presenter::format::usd(want);
        assert!(
            a.answer.contains(&money) && a.answer.contains("ad sales"),
            "{q} {money}: {}",
            a.answer
        );
    }
}
