//! Causes the lead found at stop 36 trying plain questions as sellers other than S001, each
//! shown on questions written here (values by SQL over the demo store where there are any).
//!
//! "[withheld]" in place of a reason: texts written for the demo seller named S001's products
//! ("what share of my revenue came from P0001", "my price versus competitors for P0002"), and a
//! clarification said back the name of another seller's shop the asker had typed ("Nothing of
//! yours is called \"glowhaus\""); the tenant guard rightly withheld both for every other
//! seller, leaving "A share of your revenue of what? [withheld]". Texts now name no product
//! id, and an answer that states no figures may say back the asker's own words.
//!
//! "How many units do I have of the water blaster" answered the units sold over 30 days (the
//! weak "units"): a count of what the asker holds is the stock on hand (`possession.rs`).
//!
//! Stock running out ahead, not behind: "which products will run out first" and "which products
//! are running low" listed past days out of stock ("led with 5"); "what's going to sell out
//! soon" was refused as a forecast; "what should I reorder" explained revenue with nothing
//! about stock. What runs out first is what has the fewest days of cover: the Data Presenter
//! lists it smallest first, and the recommendation domain's `detect_low_cover` finds the
//! products under 10 days of cover at the pace of the last 28 days, each with a reorder
//! recommendation, or says it checked and found none.

mod common;

use common::{answered, ask_as, by_product, demo_engine, holds, pairs, sql_f64, store};
use insight::answer::AnswerStatus;

#[test]
fn no_reason_is_withheld_from_other_sellers() {
    let (e, rt) = demo_engine();
    for (seller, q) in [
        (
            "S036",
            "what percentage of revenue came from ads last month",
        ),
        ("S014", "whats my market share"),
        ("S036", "what are my competitors' sales"),
        ("S027", "what share of our units do i get"),
        ("S030", "how many units did verdant skin sell"),
        ("S037", "galaxy games orders this week"),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        assert!(
            !a.answer.contains("[withheld]"),
            "{seller} {q}: {}",
            a.answer
        );
        // None of them is answered with a figure: each asks back or says what is missing.
        assert!(
            matches!(
                a.status,
                AnswerStatus::ClarificationNeeded | AnswerStatus::OutOfScope
            ),
            "{seller} {q}: {:?} {}",
            a.status,
            a.answer
        );
    }
    // The name typed is said back, so the asker sees what was not found.
    let a = ask_as(&e, &rt, "S030", "how many units did verdant skin sell");
    assert!(a.answer.contains("\"verdant skin\""), "{}", a.answer);
}

#[test]
fn units_the_asker_has_are_the_stock_on_hand() {
    let (e, rt) = demo_engine();
    let want = sql_f64(
        "SELECT on_hand FROM inventory_daily WHERE seller_id='S036' AND product_id='P1109' \
         AND date='2025-12-09'",
    );
    for q in [
        "how many units do i have of the signature water blaster",
        "how many signature water blasters have we got",
    ] {
        let a = ask_as(&e, &rt, "S036", q);
        answered(&a, q);
        holds(&a, "on_hand", want);
        assert!(!a.answer.contains("units sold"), "{q}: {}", a.answer);
    }
}

/// Each product's days of cover on 2025-12-09 (on hand over the mean daily units of the 28
/// days to it), products that sold at least `min_units`, fewest first.
fn sql_cover(seller: &str, min_units: i64) -> Vec<(String, f64)> {
    let db = rusqlite::Connection::open(store()).unwrap();
    pairs(
        &db,
        &format!(
            "SELECT i.product_id, i.on_hand * 28.0 / s.u AS cover FROM inventory_daily i \
             JOIN (SELECT product_id, SUM(units) AS u FROM sales_daily WHERE seller_id = '{seller}' \
                   AND date BETWEEN '2025-11-12' AND '2025-12-09' GROUP BY product_id) s \
             ON s.product_id = i.product_id \
             WHERE i.seller_id = '{seller}' AND i.date = '2025-12-09' AND s.u >= {min_units} \
             ORDER BY cover, i.product_id"
        ),
    )
}

#[test]
fn what_runs_out_first_is_listed_fewest_days_of_cover_first() {
    let (e, rt) = demo_engine();
    let want = sql_cover("S014", 1);
    for q in [
        "which products will run out first",
        "which products are running low",
        "what's going to sell out soon",
    ] {
        let a = ask_as(&e, &rt, "S014", q);
        answered(&a, q);
        let got = by_product(&a, "days_of_cover");
        assert_eq!(got[0].0, want[0].0, "{q}: {}", a.answer);
        assert!((got[0].1 - want[0].1).abs() < 0.01, "{q}: {got:?}");
        assert!(
            got.windows(2).all(|w| w[0].1 <= w[1].1),
            "{q}: not fewest first: {got:?}"
        );
        assert!(a.answer.contains("smallest first"), "{q}: {}", a.answer);
    }
}

#[test]
fn what_to_reorder_is_the_stock_under_ten_days_of_cover() {
    let (e, rt) = demo_engine();
    let q = "what should i reorder";
    let low: Vec<(String, f64)> = sql_cover("S014", 7)
        .into_iter()
        .filter(|(_, c)| *c < 10.0)
        .collect();
    assert!(!low.is_empty());
    let a = ask_as(&e, &rt, "S014", q);
    let found: Vec<(String, f64)> = a
        .findings
        .iter()
        .filter(|f| f.kind == "low_cover")
        .map(|f| {
            let cover = f
                .numbers
                .iter()
                .find(|n| n.name == "days_of_cover")
                .map(|n| n.value)
                .unwrap_or(f64::NAN);
            (f.products[0].id.clone(), cover)
        })
        .collect();
    assert_eq!(found.len(), low.len(), "{found:?} vs {low:?}: {}", a.answer);
    for ((id, cover), (want_id, want)) in found.iter().zip(&low) {
        assert_eq!(id, want_id);
        assert!((cover - want).abs() < 0.01, "{id}: {cover} vs {want}");
    }
    assert!(
        a.recommendations
            .iter()
            .any(|r| r.text.starts_with("Reorder ")),
        "{}",
        a.answer
    );
    // A seller with nothing under 10 days is told the stock was checked.
    assert!(sql_cover("S001", 7).iter().all(|(_, c)| *c >= 10.0));
    let a = ask_as(&e, &rt, "S001", q);
    assert!(a.findings.iter().all(|f| f.kind != "low_cover"));
    assert!(
        a.answer.contains("I checked stock running out"),
        "{}",
        a.answer
    );
}
