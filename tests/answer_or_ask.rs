//! Answers that gave a figure other than the one asked (issue 9, "answer or ask, never
//! guess"), each pinned by the cause that made it wrong, against independent SQL over the demo
//! store (today 2025-12-10, data to 2025-12-09):
//! - "the day after Thanksgiving vs the day before": the bare "the day before" counted from
//!   the other side's day (both sides anchored on the day after), not from Thanksgiving;
//! - "star rating distribution": the stars were read as the average rating (one figure), not
//!   as the rows of a count of reviews per star;
//! - "earbuds price vs competitor": a rival named bare after a comparator was read as nothing,
//!   and a measure the intent read without its column's words was dropped from the answer, so
//!   the seller's own price came alone.
//!
//! And fresh wordings of many kinds, for sellers of all five categories, that were answered
//! right when checked: each against its own SQL, so they stay right.

mod common;

use common::{count, store};
use insight::answer::{Answer, AnswerStatus};
use insight::engine::Engine;
use rusqlite::Connection;

fn ask(e: &Engine, rt: &tokio::runtime::Runtime, seller: &str, q: &str) -> Answer {
    let a = common::ask_as(e, rt, seller, q);
    assert_eq!(
        a.status,
        AnswerStatus::Answered,
        "{seller} {q}: {}",
        a.answer
    );
    a
}

fn sql_i64(db: &Connection, q: &str) -> i64 {
    db.query_row(q, [], |r| r.get::<_, i64>(0)).unwrap()
}

#[test]
fn a_bare_offset_on_the_other_side_counts_from_the_same_holiday() {
    let (e, rt) = common::demo_engine();
    let db = Connection::open(store()).unwrap();
    for seller in ["S001", "S020"] {
        let sessions = |day: &str| {
            sql_i64(
                &db,
                &format!(
                    "SELECT SUM(sessions) FROM traffic_daily WHERE seller_id = '{seller}'
                     AND date = '{day}'"
                ),
            )
        };
        let q = "sessions the day after thanksgiving vs the day before";
        let a = ask(&e, &rt, seller, q);
        // Thanksgiving 2025 is November 27: the day after is the 28th, the day before the 26th.
        for v in [sessions("2025-11-28"), sessions("2025-11-26")] {
            assert!(
                a.answer.contains(&count(v)),
                "{seller} {q}: {v} in {}",
                a.answer
            );
        }
        assert!(
            !a.answer.contains(&count(sessions("2025-11-27"))),
            "{seller} {q}: Thanksgiving itself is neither side: {}",
            a.answer
        );
    }
}

#[test]
fn a_rating_distribution_counts_reviews_per_star() {
    let (e, rt) = common::demo_engine();
    let db = Connection::open(store()).unwrap();
    for (seller, q, from, to) in [
        (
            "S001",
            "star rating distribution",
            "2025-11-10",
            "2025-12-09",
        ),
        (
            "S030",
            "reviews by star last month",
            "2025-11-01",
            "2025-11-30",
        ),
        (
            "S036",
            "how many reviews per star rating this year",
            "2025-01-01",
            "2025-12-09",
        ),
    ] {
        let a = ask(&e, &rt, seller, q);
        let got: Vec<(i64, i64)> = common::cells(&a, "rating")
            .into_iter()
            .zip(common::cells(&a, "review_count"))
            .map(|(r, n)| (r.as_i64().unwrap(), n.as_i64().unwrap()))
            .collect();
        let mut st = db
            .prepare(&format!(
                "SELECT rating, COUNT(*) FROM reviews WHERE seller_id = '{seller}'
                 AND date BETWEEN '{from}' AND '{to}' GROUP BY 1 ORDER BY 1 DESC"
            ))
            .unwrap();
        let want: Vec<(i64, i64)> = st
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert_eq!(want.len(), 5, "{seller}: every star is given");
        assert_eq!(got, want, "{seller} {q}: {}", a.answer);
    }
}

#[test]
fn a_price_against_the_competitor_gives_both_prices() {
    let (e, rt) = common::demo_engine();
    let db = Connection::open(store()).unwrap();
    // One price of "earbuds" (a thing named only in the plural) of a seller with several is
    // asked back since stop 33, as for a singular; asked of each, both prices come per product.
    let q = "earbuds price vs competitor";
    let a = common::ask_as(&e, &rt, "S012", q);
    common::asked_back(&a, q);
    for (seller, q) in [
        ("S012", "earbuds price vs competitor by product"),
        ("S010", "all my earbuds price compared to the competition"),
    ] {
        let a = ask(&e, &rt, seller, q);
        let ids: Vec<String> = common::cells(&a, "product_id")
            .into_iter()
            .map(|v| v.as_str().unwrap().to_string())
            .collect();
        assert!(
            ids.len() > 1,
            "{seller} {q}: every pair of earbuds: {}",
            a.answer
        );
        for id in &ids {
            let (own, rival): (i64, Option<i64>) = db
                .query_row(
                    &format!(
                        "SELECT price_cents, competitor_price_cents FROM pricing_daily
                         WHERE product_id = '{id}' AND date = '2025-12-09'"
                    ),
                    [],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .unwrap();
            assert!(
                a.answer.contains(&common::usd(own as f64 / 100.0)),
                "{q}: {}",
                a.answer
            );
            if let Some(rival) = rival {
                let said = format!("competitor price {}", common::usd(rival as f64 / 100.0));
                assert!(a.answer.contains(&said), "{q}: {said} in {}", a.answer);
            }
        }
    }
}

/// Fresh terse wordings (counts with a condition, ratios, two dates, superlatives over time,
/// holidays, "so far"), each with the first row's figure of `column` and the SQL that gives it.
#[test]
fn fresh_wordings_give_the_figure_their_sql_gives() {
    let (e, rt) = common::demo_engine();
    let db = Connection::open(store()).unwrap();
    let sales = |seller: &str, what: &str, from: &str, to: &str| {
        format!(
            "SELECT {what} FROM sales_daily WHERE seller_id = '{seller}'
             AND date BETWEEN '{from}' AND '{to}'"
        )
    };
    let ads = |seller: &str, what: &str, from: &str, to: &str| {
        format!(
            "SELECT {what} FROM ads_daily WHERE seller_id = '{seller}'
             AND date BETWEEN '{from}' AND '{to}'"
        )
    };
    let cases: Vec<(&str, &str, &str, String)> = vec![
        (
            "S004",
            "how many days did the dutch oven sell nothing in october",
            "count",
            "SELECT COUNT(*) FROM sales_daily s JOIN products p USING (product_id)
             WHERE s.seller_id = 'S004' AND p.title LIKE '%Dutch Oven%'
             AND s.date BETWEEN '2025-10-01' AND '2025-10-31' AND s.units = 0"
                .into(),
        ),
        (
            "S012",
            "acos last month",
            "acos",
            ads(
                "S012",
                "1.0 * SUM(spend_cents) / SUM(attributed_sales_cents)",
                "2025-11-01",
                "2025-11-30",
            ),
        ),
        (
            "S020",
            "refund rate in november",
            "refund_rate",
            sales(
                "S020",
                "1.0 * SUM(units_refunded) / SUM(units)",
                "2025-11-01",
                "2025-11-30",
            ),
        ),
        (
            "S020",
            "revenue 2025-11-01 to 2025-11-15",
            "revenue",
            sales(
                "S020",
                "SUM(revenue_cents) / 100.0",
                "2025-11-01",
                "2025-11-15",
            ),
        ),
        (
            "S030",
            "how many orders yesterday",
            "orders",
            sales("S030", "SUM(orders)", "2025-12-09", "2025-12-09"),
        ),
        (
            "S036",
            "ad spend this month so far",
            "spend",
            ads(
                "S036",
                "SUM(spend_cents) / 100.0",
                "2025-12-01",
                "2025-12-09",
            ),
        ),
        (
            "S036",
            "avg order value last month",
            "average_order_value",
            sales(
                "S036",
                "SUM(revenue_cents) / 100.0 / SUM(orders)",
                "2025-11-01",
                "2025-11-30",
            ),
        ),
        (
            "S012",
            "which day had the most orders in november",
            "orders",
            "SELECT MAX(o) FROM (SELECT SUM(orders) AS o FROM sales_daily
             WHERE seller_id = 'S012' AND date BETWEEN '2025-11-01' AND '2025-11-30'
             GROUP BY date)"
                .into(),
        ),
        (
            "S036",
            "which month had the least revenue in 2024",
            "revenue",
            "SELECT MIN(r) FROM (SELECT SUM(revenue_cents) / 100.0 AS r FROM sales_daily
             WHERE seller_id = 'S036' AND date BETWEEN '2024-01-01' AND '2024-12-31'
             GROUP BY substr(date, 1, 7))"
                .into(),
        ),
        (
            "S012",
            "how many units did i sell the week before black friday",
            "units",
            // The Monday..Sunday week before Black Friday's week (24-30 November).
            sales("S012", "SUM(units)", "2025-11-17", "2025-11-23"),
        ),
        (
            "S030",
            "how many products sold nothing last week",
            "count",
            "SELECT COUNT(*) FROM (SELECT product_id FROM sales_daily WHERE seller_id = 'S030'
             AND date BETWEEN '2025-12-01' AND '2025-12-07' GROUP BY 1 HAVING SUM(units) = 0)"
                .into(),
        ),
        (
            "S004",
            "ctr last week",
            "ctr",
            ads(
                "S004",
                "1.0 * SUM(clicks) / SUM(impressions)",
                "2025-12-01",
                "2025-12-07",
            ),
        ),
    ];
    for (seller, q, column, sql) in cases {
        let a = ask(&e, &rt, seller, q);
        let want: f64 = db.query_row(&sql, [], |r| r.get(0)).unwrap();
        let got = common::cells(&a, column)[0].as_f64().unwrap();
        assert!(
            (got - want).abs() <= 1e-6 * want.abs().max(1.0),
            "{seller} {q}: {got} vs {want}: {}",
            a.answer
        );
    }
}
