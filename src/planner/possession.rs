//! "How many units do I have of the water blaster", "how many puzzles have we got": a count of
//! what the seller holds is their stock, units on hand.
//!
//! Why: no measure word is named, so the weak "units" read units sold, and "how many units do I
//! have of X" was answered with the units sold over the last 30 days, a confident wrong number;
//! without "units" ("how many puzzles have we got") it asked which figure. A possession verb
//! in the present (or at a past moment, "did we have") is what a seller holds. A rule, not
//! words of the ontology: "have" and "got" are everywhere, and only in a count with the asker
//! as the holder do they name stock.

use super::intent::NamedMeasure;
use super::text::Token;

/// What a seller counts that is not stock: "how many products do I have" counts listings,
/// "how many orders have we got" the orders (a measure word of its own, read first anyway),
/// "how many days do I have" the cover.
const NOT_STOCK: &[&str] = &[
    "product", "listing", "sku", "asin", "item", "line", "variant", "review", "rating", "order",
    "customer", "buyer", "sale", "day", "week", "month", "category", "brand", "seller", "ad",
    "campaign", "return", "refund", "visit", "visitor", "session", "view", "click",
];

/// Words of the catalogue: a count with one of them counts listings.
const LISTINGS: &[&str] = &[
    "product",
    "listing",
    "sku",
    "asin",
    "variant",
    "catalogue",
    "catalog",
    "listed",
    "range",
];

/// The seller as holder, and the possession verbs after it.
fn possessed(w: &[&str], i: usize) -> Option<usize> {
    let at = |k: usize| w.get(i + k).copied().unwrap_or("");
    let holder = |s: &str| matches!(s, "i" | "we");
    match at(0) {
        // "do I have", "did we have", "does the shop have" is not the seller's voice.
        "do" | "did" if holder(at(1)) && matches!(at(2), "have" | "hold" | "carry") => Some(3),
        // "have I got", "have we got".
        "have" if holder(at(1)) && at(2) == "got" => Some(3),
        // "I have", "we've got", "we got" (chat).
        "i" | "we" if matches!(at(1), "have" | "got" | "hold") => Some(2),
        "i've" | "we've" | "ive" | "weve" => Some(1),
        _ => None,
    }
}

/// Units on hand, when the question counts ("how many ...") what the asker holds and its
/// counted noun is not something else a seller counts. `taken`: token spans other measure
/// words hold (a possession inside one is that measure's).
pub fn held(toks: &[Token], taken: &[(usize, usize)]) -> Option<NamedMeasure> {
    let w: Vec<&str> = toks.iter().map(|t| t.word.as_str()).collect();
    let many = w.windows(2).position(|p| p == ["how", "many"])?;
    // The counted noun: the word after "how many" ("units", "puzzles"); a count of listings,
    // orders or days is not stock.
    let counted = toks.get(many + 2)?;
    if NOT_STOCK.contains(&counted.stem.as_str()) {
        return None;
    }
    // Listings anywhere ("how many resistance bands listings have we got", "how many products
    // do we have in the catalogue"): a count of the catalogue, not of stock.
    if toks
        .iter()
        .any(|t| LISTINGS.contains(&t.stem.as_str()) || LISTINGS.contains(&t.word.as_str()))
    {
        return None;
    }
    let inside = |i: usize| taken.iter().any(|&(a, l)| i >= a && i < a + l);
    (many + 2..w.len()).find_map(|i| {
        let len = possessed(&w, i)?;
        (!(i..i + len).any(inside)).then(|| NamedMeasure {
            measure: "units_on_hand".into(),
            evidence: w[i..i + len].join(" "),
            at: i,
            len,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    fn read(q: &str) -> Option<String> {
        held(&tokens(q), &[]).map(|m| m.evidence)
    }

    #[test]
    fn a_count_of_what_the_seller_holds_is_stock() {
        assert_eq!(
            read("how many units do i have of the signature water blaster").as_deref(),
            Some("do i have")
        );
        assert_eq!(
            read("how many puzzles have we got").as_deref(),
            Some("have we got")
        );
        assert_eq!(
            read("how many units of the kettle we got").as_deref(),
            Some("we got")
        );
        assert_eq!(
            read("how many did we have on 1 november").as_deref(),
            Some("did we have")
        );
        assert!(read("how many yoga mats i've got").is_some());
    }

    #[test]
    fn other_counts_and_other_holders_are_not() {
        // A count of listings, orders or days.
        assert_eq!(read("how many products do i have"), None);
        assert_eq!(read("how many listings have we got"), None);
        assert_eq!(read("how many orders do we have"), None);
        assert_eq!(read("how many days do i have"), None);
        assert_eq!(read("how many resistance bands listings have we got"), None);
        assert_eq!(read("how many do we have in the catalogue"), None);
        // No count.
        assert_eq!(read("what do i have in the catalog"), None);
        // Somebody else holds it.
        assert_eq!(read("how many units do they have"), None);
        // Sold, not held: no possession verb.
        assert_eq!(read("how many units did we sell"), None);
    }
}
