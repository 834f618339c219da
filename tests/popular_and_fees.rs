//! Two wordings of the business the gate read as foreign (blind set v14), each by the measure
//! it names: "my most / least popular product" is the ranking by units sold (catalog/
//! measures.yaml, units_sold; the gate had refused "what is my least popular product" as a
//! foreign measure), and fees only a marketplace charges ("referral fees", "marketplace fees":
//! gate/vocabulary.yaml's seller terms) are the seller's question, answered with what the data
//! lacks, not refused as another life's bill. Rankings checked against independent SQL.

mod common;

use common::{by_product, pairs, store};
use insight::answer::{Answer, AnswerStatus};
use insight::engine::Engine;
use rusqlite::Connection;

fn ask(e: &Engine, rt: &tokio::runtime::Runtime, seller: &str, q: &str) -> Answer {
    common::ask_as(e, rt, seller, q)
}

#[test]
fn the_most_and_least_popular_product_rank_by_units_sold() {
    let (e, rt) = common::demo_engine();
    let db = Connection::open(store()).unwrap();
    for (seller, q, order) in [
        (
            "S023",
            "what was my least popular product last month",
            "ASC",
        ),
        ("S007", "most popular product last month?", "DESC"),
    ] {
        let a = ask(&e, &rt, seller, q);
        common::answered(&a, q);
        let want = pairs(
            &db,
            &format!(
                "SELECT product_id, SUM(units) AS u FROM sales_daily WHERE seller_id = '{seller}'
                 AND date BETWEEN '2025-11-01' AND '2025-11-30'
                 GROUP BY product_id ORDER BY u {order}, product_id LIMIT 1"
            ),
        );
        let got = by_product(&a, "units");
        assert_eq!(got.first(), want.first(), "{q}: {}", a.answer);
    }
}

#[test]
fn a_marketplace_fee_is_the_sellers_question_and_the_data_lacks_it() {
    let (e, rt) = common::demo_engine();
    for (seller, q) in [
        ("S015", "how much am i paying in referral fees"),
        ("S002", "marketplace fees on the dutch oven last quarter"),
    ] {
        let a = ask(&e, &rt, seller, q);
        assert_eq!(a.status, AnswerStatus::OutOfScope, "{q}: {}", a.answer);
        assert!(a.answer.contains("fees"), "{q}: {}", a.answer);
        assert!(a.tables.is_empty(), "{q}: {}", a.answer);
    }
}
