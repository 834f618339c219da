//! Stop 37 (gate24): seller questions about a kind the marketplace sells, asked with no word of
//! selling (`gate/held.rs`), and lookups the router sent to the Insight Generator
//! (`manager/handoff.rs`).
//!
//! The questions are written for this stop over sellers of three categories, most about a
//! kind the asking seller does not carry (SQL: `SELECT count(*) FROM products WHERE seller_id =
//! 'S028' AND lower(title) LIKE '%sunscreen%'` → 0), whose honest answer is the planner's
//! "nothing of yours is called ...", never a refusal as "not about your business".

mod common;

/// How many of the seller's titles hold `like`.
fn titles(seller: &str, like: &str) -> f64 {
    common::sql_f64(&format!(
        "SELECT count(*) FROM products WHERE seller_id = '{seller}' AND lower(title) LIKE '%{like}%'"
    ))
}

#[test]
fn a_kind_held_or_gone_is_the_sellers_question() {
    let (e, rt) = common::demo_engine();
    for (seller, q, kind) in [
        ("S028", "how many weeks of sunscreen left", "sunscreen"),
        ("S024", "the eye cream, how many left", "eye cream"),
        ("S012", "the frying pans, how many went", "frying pan"),
        (
            "S011",
            "how many power banks in the warehouse",
            "power bank",
        ),
        (
            "S023",
            "do i have enough sleeping bags for december",
            "sleeping bag",
        ),
    ] {
        // None of these sellers carries the kind: the answer says so, with no figure.
        assert_eq!(titles(seller, kind), 0.0, "{seller} {kind}");
        let a = common::ask_as(&e, &rt, seller, q);
        common::asked_back(&a, q);
        assert!(
            a.answer.contains("Nothing of yours is called"),
            "{q}: {}",
            a.answer
        );
    }
}

#[test]
fn a_customer_or_a_user_of_the_kind_is_refused() {
    let (e, rt) = common::demo_engine();
    // Kinds the marketplace sells and the asking seller does not, as for the seller's
    // questions above: only the wording tells the two apart. (A seller who carries the kind is
    // read by the score, as before this stop: S004's "how many frying pans do i need" was let
    // in at 0.91 and answered by the Insight Generator before and after, a leak left for the
    // lead, `docs/answer_or_ask.md`.)
    for (seller, q, kind) in [
        ("S004", "where can i buy a yoga mat", "yoga mat"),
        ("S004", "best sunscreen for kids", "sunscreen"),
        ("S022", "how do i clean a frying pan", "frying pan"),
        (
            "S022",
            "do i have enough sunscreen for my holiday",
            "sunscreen",
        ),
        ("S022", "how many frying pans do i need", "frying pan"),
    ] {
        assert_eq!(titles(seller, kind), 0.0, "{seller} {kind}");
        common::refused(&common::ask_as(&e, &rt, seller, q), q);
    }
}

#[test]
fn arrivals_and_a_count_of_the_bottom_go_to_the_data_presenter() {
    let (e, rt) = common::demo_engine();
    for (seller, q) in [
        ("S020", "anything arriving this week"),
        ("S026", "bottom five this year"),
    ] {
        let a = common::ask_as(&e, &rt, seller, q);
        // Asked which figure (units inbound among them for the arrivals), never the Insight
        // Generator's overview of revenue nor a refusal.
        common::asked_back(&a, q);
        let route = a.route.as_ref().map(|r| format!("{:?}", r.route));
        assert!(
            !a.answer.contains("Revenue in"),
            "{q}: {route:?} {}",
            a.answer
        );
    }
}
