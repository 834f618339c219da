//! Stop 34 (gate21): a product described by what it is for, made of or looks like.
//!
//! - **A description of a kind** (`described:` of `catalog/kinds.yaml`: "the mat for
//!   stretching", "the camera for video calls", "sticks for hiking") names the kind: the
//!   planner reads it as the kind's title words and answers or asks which; the gate reads it as
//!   a kind the marketplace sells. A description of a kind the seller does not carry is asked
//!   back ("nothing of yours is called ..."), unless a word of it is a word of the seller's own
//!   titles, which the resolver would read as that product: then it stays refused, as before.
//! - **A kind and a seller-only term, nothing else** ("the bricks for kids, how many sold")
//!   is a seller's question whatever its score.
//! - Shoppers' and everyday questions with the same descriptions stay refused.
//!
//! The questions are written for this stop, over several sellers and categories.

mod common;

/// The units or revenue of a seller's products whose titles hold `like`, over a range (the
/// store keeps revenue in cents).
fn sum_of(column: &str, seller: &str, like: &str, from: &str, to: &str) -> f64 {
    let sum = match column {
        "revenue" => "SUM(s.revenue_cents) / 100.0".to_string(),
        _ => format!("SUM(s.{column})"),
    };
    common::sql_f64(&format!(
        "SELECT {sum} FROM sales_daily s JOIN products p USING (product_id)
         WHERE p.seller_id = '{seller}' AND lower(p.title) LIKE '%{like}%'
         AND s.date BETWEEN '{from}' AND '{to}'"
    ))
}

#[test]
fn a_described_kind_the_seller_sells_is_answered_as_the_kind() {
    let (e, rt) = common::demo_engine();
    // S023 has one yoga mat, S009 one webcam, S001 one stock pot.
    for (seller, q, like, from, to, column) in [
        (
            "S023",
            "the mat for stretching, units sold last week",
            "yoga mat",
            "2025-12-01",
            "2025-12-07",
            "units",
        ),
        (
            "S009",
            "the camera for video calls, units in october",
            "webcam",
            "2025-10-01",
            "2025-10-31",
            "units",
        ),
        (
            "S001",
            "the pot for soup, revenue last month",
            "stock pot",
            "2025-11-01",
            "2025-11-30",
            "revenue",
        ),
    ] {
        let a = common::ask_as(&e, &rt, seller, q);
        common::answered(&a, q);
        let want = sum_of(column, seller, like, from, to);
        assert!(want > 0.0, "{q}: the SQL found sales");
        common::holds(&a, column, want);
    }
    // Two of the kind, named in the singular: asked which, as the kind's name is (S017's
    // trekking poles, S036's water blasters). (Stop 35: the number is the name's word, not the
    // description's last: "the sticks for hiking" is a plural, the kind's total as "the trekking
    // poles" is; it had asked only because "hiking" was read as the head.)
    for (seller, q) in [
        ("S017", "units of the stick for hiking last month"),
        (
            "S036",
            "the gun that squirts water, how many sold in august",
        ),
    ] {
        common::asked_back(&common::ask_as(&e, &rt, seller, q), q);
    }
}

#[test]
fn a_described_kind_the_seller_does_not_sell_is_asked_back() {
    let (e, rt) = common::demo_engine();
    for (seller, q) in [
        // S001 sells kitchenware, S012 audio, S019 no resistance bands.
        ("S001", "the gloves for cycling, how many sold"),
        ("S012", "the mat for stretching, revenue last month"),
        ("S019", "orders of the stretchy bands yesterday"),
    ] {
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
fn a_description_holding_the_sellers_own_title_word_is_not_read_as_the_kind() {
    let (e, rt) = common::demo_engine();
    // "sticks" is a word of S001's "Non-Stick" pans and "hair" of S029's hair dryer: read as
    // another kind's description, the resolver answered with the pan's or the dryer's figures.
    for (seller, q) in [
        ("S001", "sticks for walking up hills near me"),
        (
            "S029",
            "the spray you put in hair when you skip a wash, orders this month",
        ),
    ] {
        common::refused(&common::ask_as(&e, &rt, seller, q), q);
    }
}

#[test]
fn a_kind_with_a_seller_term_alone_is_answered_or_asked() {
    let (e, rt) = common::demo_engine();
    for (seller, q) in [
        ("S003", "the bricks for kids, how many sold"),
        ("S014", "the board for chopping, how many sold"),
        // A wording of the ontology of two words beside a kind.
        ("S012", "the jump ropes, how many went out"),
        // A status request whose thing holds a word of the lists ("big" of "big pot").
        ("S025", "the big pot for pasta, how is it going"),
    ] {
        common::answered_or_asked(&common::ask_as(&e, &rt, seller, q), q);
    }
    for q in [
        "how many lights went out in the storm",
        "how many went out last night",
    ] {
        common::refused(&common::ask_as(&e, &rt, "S001", q), q);
    }
}

#[test]
fn shoppers_and_everyday_descriptions_stay_refused() {
    let (e, rt) = common::demo_engine();
    for (seller, q) in [
        ("S023", "what's a good mat for stretching"),
        ("S012", "how do i set up a camera for video calls"),
        ("S001", "where to buy bricks for kids"),
        ("S023", "how do i fold a mat for yoga"),
        ("S001", "best sticks for walking up hills"),
    ] {
        common::refused(&common::ask_as(&e, &rt, seller, q), q);
    }
}
