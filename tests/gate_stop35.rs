//! Stop 35 (gate22): causes of seller v20's refusals and general v20's answers, each a rule.
//!
//! - **Whose figures** (`gate/whose.rs`): the asker's employment ("my job", "my boss"), a
//!   business as a textbook's third party ("a business sells 200 units ..., its revenue"), any
//!   listing a shopper weighs ("can i trust a seller with 40 reviews") are refused, however
//!   many words of selling they hold.
//! - **Figures of the whole market** (`scope/out_of_scope.yaml`): "compare nationwide", "in the
//!   world" are data no API has; a question naming data no API has with a foreign word beside
//!   it goes to the Data Presenter, whose planner says what is missing.
//! - **One word of the seller's kinds at a weak score** is no own topic ("who carved the stone
//!   of destiny" of a Pizza Stone).
//! - **Advice for a period of selling** and **how long a kind's stock lasts** (`gate/plans.rs`).
//! - **Words describing a kind** after the seller's article ("our steel dutch ovens":
//!   `gate/modifier.rs`), **the like period** ("the equivalent month in 2024"), ranking and
//!   direction words ("stragglers", "sliding", "quietest"), "collect" of a tax.
//! - **A real word is no typo** of a measure word: "change" is not "charge".
//!
//! The questions are written for this stop, over sellers of the five categories; the answered
//! ones are checked against SQL over the demo store.

mod common;

/// A seller's sum of `column` of `sales_daily` over a range, for titles holding `like` (all
/// products when empty); revenue in dollars.
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
fn the_askers_employer_a_textbooks_company_and_a_shopper_are_refused() {
    let (e, rt) = common::demo_engine();
    for (seller, q) in [
        (
            "S005",
            "our firm is freezing hiring, is my sales job at risk",
        ),
        ("S001", "my boss says revenue is down, will i get a raise"),
        (
            "S014",
            "if a business sells 200 units at 5 dollars each what is its revenue",
        ),
        (
            "S002",
            "a shop has 30 orders a day, how many orders in a week",
        ),
        ("S001", "can i trust a seller with 40 reviews"),
        ("S026", "is this listing legit, only 3 ratings"),
    ] {
        common::refused(&common::ask_as(&e, &rt, seller, q), q);
    }
    // The seller's own team asking after the business is no employment of the asker's.
    let q = "my team wants to know how sales went in october";
    common::answered_or_asked(&common::ask_as(&e, &rt, "S007", q), q);
}

#[test]
fn figures_of_the_whole_market_are_out_of_scope_naming_them() {
    let (e, rt) = common::demo_engine();
    for q in [
        "how did holiday sales compare nationwide last year",
        "how did my revenue in november compare with the whole market",
    ] {
        let a = common::ask_as(&e, &rt, "S001", q);
        assert_eq!(
            a.status,
            insight::answer::AnswerStatus::OutOfScope,
            "{q}: {}",
            a.answer
        );
        assert!(a.answer.contains("whole market"), "{q}: {}", a.answer);
        assert!(a.tables.is_empty(), "{q}: {}", a.answer);
    }
    // Taxes the seller collected: out of scope naming the taxes, not out of domain.
    for (seller, q) in [
        ("S008", "how much vat did i collect last quarter"),
        ("S031", "sales tax collected in october"),
    ] {
        let a = common::ask_as(&e, &rt, seller, q);
        assert_eq!(
            a.status,
            insight::answer::AnswerStatus::OutOfScope,
            "{q}: {}",
            a.answer
        );
        assert!(a.answer.contains("taxes"), "{q}: {}", a.answer);
    }
}

#[test]
fn one_everyday_word_of_a_title_at_a_weak_score_is_no_topic() {
    let (e, rt) = common::demo_engine();
    // S001 sells a Pizza Stone, S003 a Tea Kettle.
    for (seller, q) in [
        ("S001", "who carved the stone of destiny"),
        ("S003", "what is the kettle of hawks"),
    ] {
        common::refused(&common::ask_as(&e, &rt, seller, q), q);
    }
    // The seller's kind by two words stays the seller's topic.
    let q = "the tea kettle, report card please";
    common::answered_or_asked(&common::ask_as(&e, &rt, "S003", q), q);
}

#[test]
fn advice_for_a_period_of_selling_is_answered() {
    let (e, rt) = common::demo_engine();
    // The Insight Generator answers from the latest complete month (the coming February has
    // not happened: diag22's reading of advice ahead, merged at stop 35), with its revenue.
    let q = "should i run a discount in february";
    let a = common::ask_as(&e, &rt, "S022", q);
    common::answered(&a, q);
    let nov = sum_of("revenue", "S022", "", "2025-11-01", "2025-11-30");
    assert!(a.answer.contains(&common::usd(nov)), "{q}: {}", a.answer);
    let q = "what do we need to do before cyber monday";
    common::answered_or_asked(&common::ask_as(&e, &rt, "S016", q), q);
    // A cook's or a traveller's plans stay out.
    for q in [
        "what should i cook in january",
        "should i go skiing in january",
        "how do i prepare for christmas dinner",
    ] {
        common::refused(&common::ask_as(&e, &rt, "S001", q), q);
    }
}

#[test]
fn how_long_a_kinds_stock_lasts_is_answered_or_asked() {
    let (e, rt) = common::demo_engine();
    for (seller, q) in [
        // S021 sells yoga mats, S003 tea kettles; S001 no yoga mats.
        ("S021", "how long will the yoga mats last"),
        ("S003", "will the tea kettles last until february"),
        ("S001", "how long will the yoga mats last"),
    ] {
        common::answered_or_asked(&common::ask_as(&e, &rt, seller, q), q);
    }
    // Things that are no kind, or one item of a buyer's.
    for q in [
        "how long will the batteries last",
        "how long will the rain last",
    ] {
        common::refused(&common::ask_as(&e, &rt, "S001", q), q);
    }
}

#[test]
fn described_kinds_like_periods_and_ranking_words_are_let_in() {
    let (e, rt) = common::demo_engine();
    for (seller, q) in [
        // A material before the seller's own kind (S004 sells dutch ovens).
        ("S004", "how did our steel dutch ovens do last month"),
        ("S015", "this month vs the equivalent month in 2024"),
        ("S027", "which items are the stragglers"),
        ("S018", "what's sliding in my shop"),
    ] {
        common::answered_or_asked(&common::ask_as(&e, &rt, seller, q), q);
    }
    // The rest of a whole: the kind's share of the seller's units over the last 30 days.
    // Stop 36: "the headphones", a kind whose name is plural, with a share is asked back when
    // the seller has two (fix12's rule for a share of "the X"); the gate lets it in either
    // way, and an answer, when given, is the kind's share.
    let q = "what share of my units came from the headphones versus everything else";
    let a = common::ask_as(&e, &rt, "S011", q);
    common::answered_or_asked(&a, q);
    if a.status == insight::answer::AnswerStatus::Answered {
        let (from, to) = ("2025-11-10", "2025-12-09");
        let kind = sum_of("units", "S011", "headphones", from, to);
        let all = sum_of("units", "S011", "", from, to);
        assert!(kind > 0.0 && all > kind, "{q}: SQL {kind} of {all}");
        common::holds(&a, "units", kind);
        let share = common::values(&a, "units_share");
        assert!(
            share.iter().any(|s| (s - kind / all).abs() < 1e-9),
            "{q}: share {share:?} against {}",
            kind / all
        );
    }
    // An article and a word before a thing that is no kind stay foreign.
    let q = "how did my leather boots do in the rain";
    common::refused(&common::ask_as(&e, &rt, "S001", q), q);
}

#[test]
fn change_is_no_typo_of_charge() {
    let (e, rt) = common::demo_engine();
    // Read as "charge" (a word of price), "change" added a measure the seller never asked.
    let q = "how did units change in october";
    let a = common::ask_as(&e, &rt, "S005", q);
    common::answered(&a, q);
    let gate = a.gate.as_ref().expect("the gate's verdict");
    assert!(
        !gate.measure_words.iter().any(|m| m == "charge"),
        "{gate:?}"
    );
    common::holds(
        &a,
        "units",
        sum_of("units", "S005", "", "2025-10-01", "2025-10-31"),
    );
    // A seller's slip of a measure word is still read ("chrage" of "charge").
    let q = "what do i chrage for the kettle";
    let a = common::ask_as(&e, &rt, "S003", q);
    let gate = a.gate.as_ref().expect("the gate's verdict");
    assert!(gate.measure_words.iter().any(|m| m == "charge"), "{gate:?}");
}
