//! Causes the lead found at stop 37 trying plain questions as sellers other than S001, each
//! shown on questions written here (values by SQL over the demo store).
//!
//! "How do I stack up against other sellers in my category", "is my conversion better than
//! other sellers", "compare me to other sellers in my category on conversion" were refused
//! ("that needs other sellers' own data" / "competitors' sales figures"): the out-of-scope
//! concepts caught "other sellers" and "sellers in my category" whatever the question did with
//! them. Setting oneself against the others as a group is the category benchmark the data has
//! (aggregates over >= 5 peers), so a comparison word clears those words; one named seller, or
//! the others' own figures ("how much do other sellers in my category sell"), stay private. And
//! the benchmark asked with no period read the latest day alone (it was a `level` measure, like
//! stock): it now takes the flows' 30-day window.

mod common;

use common::{answered, ask_as, demo_engine, holds, sql_f64};
use insight::answer::AnswerStatus;

#[test]
fn setting_oneself_against_other_sellers_is_the_category_benchmark() {
    let (e, rt) = demo_engine();
    // The seller's own conversion over the 30 days to the last day of data, as the benchmark
    // computes it (units over sessions).
    let want = sql_f64(
        "SELECT 1.0 * (SELECT SUM(units) FROM sales_daily WHERE seller_id = 'S024' \
           AND date BETWEEN '2025-11-10' AND '2025-12-09') \
         / (SELECT SUM(sessions) FROM traffic_daily WHERE seller_id = 'S024' \
           AND date BETWEEN '2025-11-10' AND '2025-12-09')",
    );
    for q in [
        "how do i stack up against other sellers in my category",
        "compare me to other sellers in my category on conversion",
        "is my conversion better than other sellers",
        "how do i compare with other sellers in my category",
    ] {
        let a = ask_as(&e, &rt, "S024", q);
        answered(&a, q);
        holds(&a, "seller_value", want);
        assert!(a.answer.contains("2025-11-10"), "{q}: {}", a.answer);
    }
}

#[test]
fn other_sellers_own_figures_stay_private() {
    let (e, rt) = demo_engine();
    for q in [
        "how much do other sellers in my category sell",
        "what is S005's revenue",
        "how do my sales compare with my competitors",
        "what do all sellers make on average",
    ] {
        let a = ask_as(&e, &rt, "S024", q);
        assert_eq!(a.status, AnswerStatus::OutOfScope, "{q}: {}", a.answer);
    }
}
