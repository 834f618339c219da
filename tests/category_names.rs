//! A seller names their whole range by the words people use for it (`categories:` of
//! `catalog/kinds.yaml`): "my gadgets" are their Electronics, "the gym gear" their Sports &
//! Outdoors. Before, those words were foreign to the gate, which refused the question as about
//! another life ("is any of my gadgets showing zero on hand today", "are the skincare ads paying
//! their way": blind set v14), and unknown to the planner, which asked what "gadgets" is.
//! Checked against independent SQL over the demo store; a range the seller does not carry is
//! still asked back, never answered for the whole store.

mod common;

use common::{answered, asked_back, cells, sql_f64};
use insight::answer::{Answer, AnswerStatus};
use insight::engine::Engine;

fn ask(e: &Engine, rt: &tokio::runtime::Runtime, seller: &str, q: &str) -> Answer {
    common::ask_as(e, rt, seller, q)
}

#[test]
fn a_range_named_as_people_do_is_the_sellers_category() {
    let (e, rt) = common::demo_engine();
    for (seller, q, category) in [
        (
            "S020",
            "how many units did my fitness gear sell last month",
            "Sports & Outdoors",
        ),
        (
            "S013",
            "units sold of my gadgets in november",
            "Electronics",
        ),
        (
            "S030",
            "how many units of our skincare went out last month",
            "Beauty & Personal Care",
        ),
    ] {
        // The premise: every product of the seller is of that category.
        let other = sql_f64(&format!(
                "SELECT COUNT(*) FROM products WHERE seller_id = '{seller}' AND category <> '{category}'"
            ),
        );
        assert_eq!(other, 0.0, "{seller} sells outside {category}");
        let a = ask(&e, &rt, seller, q);
        answered(&a, q);
        let want = sql_f64(&format!(
            "SELECT SUM(units) FROM sales_daily WHERE seller_id = '{seller}'
                 AND date BETWEEN '2025-11-01' AND '2025-11-30'"
        ));
        let got: Vec<f64> = cells(&a, "units")
            .iter()
            .filter_map(|v| v.as_f64())
            .collect();
        assert_eq!(got, [want], "{q}: {}", a.answer);
        let gate = a.gate.as_ref().expect("a gate verdict");
        assert!(!gate.own_products.is_empty(), "{q}: {gate:?}");
    }
}

#[test]
fn questions_the_gate_refused_for_a_range_word_are_let_in() {
    let (e, rt) = common::demo_engine();
    for (seller, q) in [
        ("S013", "is any of my gadgets showing zero on hand today"),
        ("S032", "are the skincare ads paying their way"),
        (
            "S020",
            "average cost of a click on my gym gear ads this month",
        ),
    ] {
        let a = ask(&e, &rt, seller, q);
        assert!(
            !matches!(
                a.status,
                AnswerStatus::OutOfDomain | AnswerStatus::OutOfScope
            ),
            "{seller} {q}: {:?} {}",
            a.status,
            a.answer
        );
    }
}

#[test]
fn a_range_the_seller_does_not_carry_is_asked_back() {
    let (e, rt) = common::demo_engine();
    // S013 sells electronics only: skincare is a range of another category.
    for q in [
        "skincare units last month",
        "how are my cosmetics selling this month",
    ] {
        let a = ask(&e, &rt, "S013", q);
        asked_back(&a, q);
    }
}
