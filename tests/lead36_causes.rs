//! Causes the lead found at stop 36 trying plain questions as sellers other than S001, each
//! shown on questions written here (values by SQL over the demo store where there are any).
//!
//! "[withheld]" in place of a reason: texts written for the demo seller named S001's products
//! ("what share of my revenue came from P0001", "my price versus competitors for P0002"), and a
//! clarification said back the name of another seller's shop the asker had typed ("Nothing of
//! yours is called \"glowhaus\""); the tenant guard rightly withheld both for every other
//! seller, leaving "A share of your revenue of what? [withheld]". Texts now name no product
//! id, and an answer that states no figures may say back the asker's own words.

mod common;

use common::{ask_as, demo_engine};
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
