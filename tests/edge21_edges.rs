//! Stop 34 (edge21), issue 9 at the engine's edges: a period check must not decide before the
//! question is understood.
//!
//! - Small talk ("how're you doing today") is refused as not about the seller's data, not told
//!   "no data for 2025-12-10".
//! - A level asked for today (price, competitor price, stock on hand, buy box, rating) is read
//!   on the latest day with data (2025-12-09; the demo clock's today is 2025-12-10), and the
//!   answer says which day; the rating, as the marketplace shows it, over all reviews to then.
//! - A total asked for today still says plainly there is no data for today yet, and what the
//!   latest day is; a period before the data is still "no data".
//!
//! Over several sellers of different categories; every figure against independent SQL.

mod common;

use common::{ask_as, demo_engine, refused, sql_f64, values};
use insight::answer::{Answer, AnswerStatus};

const LATEST: &str = "2025-12-09";

#[track_caller]
fn answered_on_latest_day(a: &Answer, q: &str) {
    assert_eq!(a.status, AnswerStatus::Answered, "{q}: {}", a.answer);
    assert!(a.answer.contains(LATEST), "{q}: {}", a.answer);
    assert!(
        a.answer.contains("Today (2025-12-10) has no data yet"),
        "{q}: {}",
        a.answer
    );
    // The latest day is never called today.
    assert!(
        !a.answer.contains(&format!("today ({LATEST})")),
        "{q}: {}",
        a.answer
    );
}

#[track_caller]
fn close(got: &[f64], want: f64, q: &str, a: &Answer) {
    assert!(
        got.iter().any(|v| (v - want).abs() < 1e-6),
        "{q}: {want} not in {got:?}: {}",
        a.answer
    );
}

#[test]
fn small_talk_is_refused_whatever_its_period() {
    let (e, rt) = demo_engine();
    for seller in ["S001", "S013", "S028", "S036"] {
        for q in [
            "how're you doing today",
            "hi, how are you today?",
            "what's up today",
            "how r u",
            "good morning, how is it going today",
        ] {
            let a = ask_as(&e, &rt, seller, q);
            refused(&a, q);
            assert_eq!(
                a.status,
                AnswerStatus::OutOfDomain,
                "{seller} {q}: {}",
                a.answer
            );
        }
    }
}

#[test]
fn a_business_question_with_a_greeting_is_still_answered() {
    let (e, rt) = demo_engine();
    let q = "hey, how many units did i sell last week";
    let a = ask_as(&e, &rt, "S013", q);
    assert_eq!(a.status, AnswerStatus::Answered, "{q}: {}", a.answer);
    let want = sql_f64(
        "SELECT SUM(units) FROM sales_daily WHERE seller_id='S013' \
         AND date BETWEEN '2025-12-01' AND '2025-12-07'",
    );
    close(&values(&a, "units"), want, q, &a);
}

#[test]
fn levels_asked_today_are_read_on_the_latest_day() {
    let (e, rt) = demo_engine();
    // One product per seller, of four categories.
    for (seller, product) in [
        ("S001", "P0001"),
        ("S013", "P0402"),
        ("S028", "P0860"),
        ("S034", "P1026"),
    ] {
        let day = |col: &str| {
            sql_f64(&format!(
                "SELECT {col} FROM pricing_daily WHERE seller_id='{seller}' \
                 AND product_id='{product}' AND date='{LATEST}'"
            ))
        };
        let q = format!("what's the price of {product} today");
        let a = ask_as(&e, &rt, seller, &q);
        answered_on_latest_day(&a, &q);
        close(&values(&a, "price"), day("price_cents") / 100.0, &q, &a);

        let q = format!("how many units of {product} do i have in stock today");
        let a = ask_as(&e, &rt, seller, &q);
        answered_on_latest_day(&a, &q);
        let on_hand = sql_f64(&format!(
            "SELECT on_hand FROM inventory_daily WHERE seller_id='{seller}' \
             AND product_id='{product}' AND date='{LATEST}'"
        ));
        close(&values(&a, "on_hand"), on_hand, &q, &a);

        let q = format!("what's the competitor price of {product} today");
        let a = ask_as(&e, &rt, seller, &q);
        answered_on_latest_day(&a, &q);
        let comp: Option<f64> = rusqlite::Connection::open(common::store())
            .unwrap()
            .query_row(
                &format!(
                    "SELECT competitor_price_cents/100.0 FROM pricing_daily WHERE seller_id='{seller}' \
                     AND product_id='{product}' AND date='{LATEST}'"
                ),
                [],
                |r| r.get(0),
            )
            .unwrap();
        match comp {
            Some(c) => close(&values(&a, "competitor_price"), c, &q, &a),
            // No competitor listed that day: said so, with no number.
            None => assert!(
                values(&a, "competitor_price").is_empty(),
                "{q}: {}",
                a.answer
            ),
        }

        let q = "what is my buy box today";
        let a = ask_as(&e, &rt, seller, q);
        answered_on_latest_day(&a, q);
        let share = sql_f64(&format!(
            "SELECT AVG(buy_box_pct) FROM pricing_daily WHERE seller_id='{seller}' AND date='{LATEST}'"
        ));
        close(&values(&a, "buy_box_pct"), share, q, &a);

        // The rating as it stands: every review to the latest day.
        let q = "what's my rating today";
        let a = ask_as(&e, &rt, seller, q);
        assert_eq!(a.status, AnswerStatus::Answered, "{q}: {}", a.answer);
        assert!(
            a.answer.contains("Today (2025-12-10) has no data yet"),
            "{q}: {}",
            a.answer
        );
        let rating = sql_f64(&format!(
            "SELECT AVG(rating) FROM reviews WHERE seller_id='{seller}' AND date <= '{LATEST}'"
        ));
        close(&values(&a, "average_rating"), rating, q, &a);
    }
}

#[test]
fn totals_asked_today_have_no_data_yet() {
    let (e, rt) = demo_engine();
    for seller in ["S001", "S013", "S028", "S034"] {
        for q in [
            "units today",
            "how many orders did i get today",
            "what's my revenue today",
            "sessions today",
        ] {
            let a = ask_as(&e, &rt, seller, q);
            assert_eq!(a.status, AnswerStatus::NoData, "{seller} {q}: {}", a.answer);
            assert!(a.tables.is_empty(), "{seller} {q}");
            assert_eq!(
                a.answer,
                format!("There is no data for today (2025-12-10) yet: the latest day with data is {LATEST}."),
                "{seller} {q}"
            );
        }
        // A period before the data: still no data, with the span.
        let q = "sales in 2023";
        let a = ask_as(&e, &rt, seller, q);
        assert_eq!(a.status, AnswerStatus::NoData, "{seller} {q}: {}", a.answer);
        assert!(
            a.answer.contains("2023-01-01..2023-12-31"),
            "{seller} {q}: {}",
            a.answer
        );
    }
}
