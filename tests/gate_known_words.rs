//! Words the gate read as foreign though they say nothing of what is asked (stop 30: the fifth
//! held-out set of other sellers and blind sets v14..v16): how figures are gathered ("all
//! together"), numbers written as words ("four hundred orders", read as a foreign thing's
//! orders like "yoga sessions"), a report's form ("my black friday recap"), the people and
//! trades around a business ("my bookkeeper wants ...", "for a lender", "for the tax guy"), and
//! what the marketplace takes ("fees", "payout"). Each is the seller's question, answered or
//! asked back; each has a question of another life beside it that stays refused, as the
//! words alone must not let anything in.

mod common;

use common::store;
use insight::answer::AnswerStatus;
use rusqlite::Connection;

#[test]
fn gathering_and_numbers_in_words_are_no_foreign_words() {
    let (e, rt) = common::demo_engine();
    let db = Connection::open(store()).unwrap();
    // On hand now of every bluetooth speaker of S012, summed, against independent SQL.
    let q = "how many bluetooth speakers have i got on hand all together";
    let a = common::ask_as(&e, &rt, "S012", q);
    assert_eq!(a.status, AnswerStatus::Answered, "{q}: {}", a.answer);
    let want: f64 = db
        .query_row(
            "SELECT SUM(i.on_hand) FROM inventory_daily i JOIN products p USING (product_id)
             WHERE p.seller_id = 'S012' AND lower(p.title) LIKE '%bluetooth speaker%'
             AND i.date = '2025-12-09'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(
        common::values(&a, "on_hand"),
        vec![want],
        "{q}: {}",
        a.answer
    );
    for (seller, q) in [
        (
            "S023",
            "how many days in q3 did we get more than four hundred orders",
        ),
        (
            "S027",
            "just prepping my black friday recap - which day in november had the most sessions",
        ),
        ("S030", "my bookkeeper wants units by product for yesterday"),
    ] {
        let a = common::ask_as(&e, &rt, seller, q);
        assert!(
            matches!(
                a.status,
                AnswerStatus::Answered | AnswerStatus::ClarificationNeeded
            ),
            "{q}: {:?} {}",
            a.status,
            a.answer
        );
    }
    // The same words in another life stay out.
    for q in [
        "can you give me a recap of the football match for my dad",
        "four hundred words on the french revolution for my homework",
        "how much are the school fees this year",
        "my cheapest flight to rome in march",
    ] {
        let a = common::ask_as(&e, &rt, "S001", q);
        assert!(
            matches!(
                a.status,
                AnswerStatus::OutOfDomain | AnswerStatus::OutOfScope
            ),
            "{q}: {:?} {}",
            a.status,
            a.answer
        );
        assert!(a.tables.is_empty(), "{q}: {}", a.answer);
    }
}

#[test]
fn a_report_for_the_people_of_a_business_is_the_sellers() {
    let (e, rt) = common::demo_engine();
    for (seller, q) in [
        ("S019", "recap of the last quarter for a lender"),
        ("S026", "summary of 2024 for my new hire"),
        ("S034", "annual summary for my tax person"),
    ] {
        let a = common::ask_as(&e, &rt, seller, q);
        assert_eq!(a.status, AnswerStatus::Answered, "{q}: {}", a.answer);
    }
}

#[test]
fn what_the_marketplace_takes_is_the_sellers_question_and_the_data_lacks_it() {
    let (e, rt) = common::demo_engine();
    for (seller, q) in [
        ("S006", "how much did i pay in fees this year"),
        ("S018", "how much are my storage fees"),
    ] {
        let a = common::ask_as(&e, &rt, seller, q);
        assert_eq!(a.status, AnswerStatus::OutOfScope, "{q}: {}", a.answer);
        assert!(a.answer.contains("fees"), "{q}: {}", a.answer);
        assert!(a.tables.is_empty(), "{q}: {}", a.answer);
    }
}
