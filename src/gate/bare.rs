//! A measure asked with nothing else: "returns", "what's running low", "which items will run
//! out first", "which ones have rising refunds".
//!
//! Why: with a measure word and no other content such a question is far from every example
//! sentence, so the score refused it, though nothing in it is about anything but the seller's
//! items. The measure words have everyday senses ("which stock is rising", "what's the price"),
//! so the rule is narrow: the measure alone (a word or two of no content around it), or the
//! measure of the seller's items as a ranking ("which items", "which products", or a kind the
//! marketplace sells: "which toy has the most returns"), every other word one of a ranking or
//! of no content. The Data Presenter then plans it, or asks which figure or product is meant.
//!
//! **Takes** the question's tokens (time expressions masked), which of them a seller term or a
//! measure word took, and which name an item. **Gives** whether nothing else is asked.

use crate::planner::text::{is_stopword, Token};

/// Words of no content around a measure alone.
const ALONE: &[&str] = &[
    "what's", "whats", "the", "my", "our", "any", "show", "me", "pls",
];

/// Items in general: what a ranking of the seller's catalog is of.
const ITEMS: &[&str] = &[
    "items", "item", "products", "product", "skus", "sku", "listings", "listing", "ones", "one",
];

/// Words of a ranking or a question of which items, and words of no content.
const RANKING: &[&str] = &[
    "which", "what", "what's", "whats", "is", "are", "has", "have", "will", "the", "my", "our",
    "any", "most", "least", "first", "next", "rising", "falling", "growing", "highest", "lowest",
    "more", "fewer", "fewest", "lately", "recently", "soon", "of", "getting", "going", "to", "top",
];

/// Whether the question is a measure alone, or a measure of the seller's items as a ranking.
pub(super) fn bare_measure(
    toks: &[Token],
    measure: &dyn Fn(usize) -> bool,
    kind: &dyn Fn(usize) -> bool,
) -> bool {
    let word = |i: usize| toks[i].word.as_str();
    if !(0..toks.len()).any(measure) {
        return false;
    }
    let alone = (0..toks.len()).all(|i| measure(i) || ALONE.contains(&word(i)));
    let item = |i: usize| ITEMS.contains(&word(i)) || kind(i);
    // Words of no content ("did", "this", "for") are part of any ranking's wording ("which toy
    // did the most units"); a word asked of "you" is not the seller's ranking.
    let no_content =
        |i: usize| is_stopword(&toks[i].stem) && !matches!(word(i), "you" | "your" | "who" | "how");
    let ranking = matches!(word(0), "which" | "what" | "what's" | "whats")
        && (0..toks.len()).any(item)
        && (0..toks.len())
            .all(|i| measure(i) || item(i) || RANKING.contains(&word(i)) || no_content(i));
    alone || ranking
}

/// A kind named alone, with at most a word of no content ("brushes", "the dash cams?", "my
/// lip balms"): the seller asks after the thing, whether they carry it or not, and the Data
/// Presenter asks which figure, or says they have nothing called so. Four words at most: a
/// longer question is more than a kind.
pub(super) fn bare_kind(toks: &[Token], kind: &dyn Fn(usize) -> bool) -> bool {
    toks.len() <= 4
        && (0..toks.len()).any(kind)
        && (0..toks.len()).all(|i| kind(i) || ALONE.contains(&toks[i].word.as_str()))
}

/// Words that rank the seller's items by sales when no measure is named ("top toy rn", "my
/// bestselling toy right now"); "number one" too. Not "best": "best chef's knife" is a buyer's
/// as often.
const BY_SALES: &[&str] = &["top", "bestselling", "topselling"];

/// The seller's items (a kind or "items") ranked by sales with no measure named, every other
/// word one of a ranking, of no content or of talk ("uh which toy is top right now", "number
/// one item"): the planner's ranking by sales.
pub(super) fn ranked_by_sales(toks: &[Token], kind: &dyn Fn(usize) -> bool) -> bool {
    let word = |i: usize| toks[i].word.as_str();
    let number_one = |i: usize| {
        (word(i) == "number" && toks.get(i + 1).is_some_and(|t| t.word == "one"))
            || (word(i) == "one" && i > 0 && word(i - 1) == "number")
    };
    let by_sales = |i: usize| BY_SALES.contains(&word(i)) || number_one(i);
    let item = |i: usize| ITEMS.contains(&word(i)) || kind(i);
    let other = |i: usize| {
        RANKING.contains(&word(i))
            || ALONE.contains(&word(i))
            || matches!(word(i), "now" | "right")
            || super::foreign::discourse(word(i))
            || (is_stopword(&toks[i].stem) && !matches!(word(i), "you" | "your" | "who" | "how"))
    };
    (0..toks.len()).any(by_sales)
        && (0..toks.len()).any(item)
        && (0..toks.len()).all(|i| by_sales(i) || item(i) || other(i))
}

/// Words that ask how many or how much of a thing sold, beside the thing and a seller's own
/// term ("the fast charger for laptops, how many sold").
const HOW_MUCH: &[&str] = &["how", "many", "much", "any"];

/// A kind (of the marketplace or the seller's, by a name, its title words or a description)
/// and a seller-only term ("sold", "sales", "revenue", or a wording of the measure ontology of
/// two words or more: "went out"), every other word of no content, asking
/// how many or how much, or of [`ALONE`]: "the building bricks for kids, how many sold",
/// "rubber mats sales". Nothing in it is of anything but selling that thing, and the planner
/// answers it or says the seller has nothing called so. Measure words with other senses
/// ("cost", "price", "stock") are not enough: "how much does a yoga mat cost" is a buyer's.
pub(super) fn kind_with_seller_term(
    toks: &[Token],
    term: &dyn Fn(usize) -> bool,
    kind: &dyn Fn(usize) -> bool,
) -> bool {
    let word = |i: usize| toks[i].word.as_str();
    let other = |i: usize| {
        HOW_MUCH.contains(&word(i))
            || ALONE.contains(&word(i))
            || (is_stopword(&toks[i].stem) && !matches!(word(i), "you" | "your" | "who"))
    };
    (0..toks.len()).any(kind)
        && (0..toks.len()).any(term)
        && (0..toks.len()).all(|i| kind(i) || term(i) || other(i))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    /// `measures`: the words a seller term or measure word took; `kinds`: kinds sold.
    fn bare(q: &str, measures: &[&str], kinds: &[&str]) -> bool {
        let toks = tokens(q);
        let m = |i: usize| measures.contains(&toks[i].word.as_str());
        let k = |i: usize| kinds.contains(&toks[i].word.as_str());
        bare_measure(&toks, &m, &k)
    }

    #[test]
    fn a_measure_alone_or_of_the_sellers_items_is_bare() {
        // Made-up wordings of the rule.
        assert!(bare("refunds", &["refunds"], &[]));
        assert!(bare("my returns", &["returns"], &[]));
        assert!(bare(
            "which products are running low",
            &["running", "low"],
            &[]
        ));
        assert!(bare(
            "which lamp has the most refunds",
            &["refunds"],
            &["lamp"]
        ));
        assert!(bare("what items will run out next", &["run", "out"], &[]));
        // Words of no content inside the ranking.
        assert!(bare(
            "which toy did the most units for me",
            &["units"],
            &["toy"]
        ));
        assert!(bare(
            "which products had the fewest orders",
            &["orders"],
            &[]
        ));
    }

    #[test]
    fn a_kind_alone_or_ranked_by_sales_is_bare() {
        let kinds = |q: &str, kinds: &[&str]| {
            let toks = tokens(q);
            let k = |i: usize| kinds.contains(&toks[i].word.as_str());
            (bare_kind(&toks, &k), ranked_by_sales(&toks, &k))
        };
        // Made-up wordings of the rules.
        assert!(kinds("lunch boxes", &["lunch", "boxes"]).0);
        assert!(kinds("my desk lamps", &["desk", "lamps"]).0);
        assert!(kinds("top lamp rn", &["lamp"]).1);
        assert!(kinds("um what's the number one item", &[]).1);
        assert!(kinds("my bestselling puzzle right now", &["puzzle"]).1);
        // More than the kind, or no ranking by sales.
        assert!(!kinds("lunch boxes for school", &["lunch", "boxes"]).0);
        assert!(!kinds("how do i clean desk lamps", &["desk", "lamps"]).0);
        assert!(!kinds("top songs right now", &[]).1);
        assert!(!kinds("best chef knife", &["chef", "knife"]).1);
        assert!(!kinds("top lamp for reading in bed", &["lamp"]).1);
        assert!(!kinds("which lamp do you think is top", &["lamp"]).1);
    }

    #[test]
    fn a_kind_with_a_seller_term_is_bare() {
        let of = |q: &str, terms: &[&str], kinds: &[&str]| {
            let toks = tokens(q);
            let t = |i: usize| terms.contains(&toks[i].word.as_str());
            let k = |i: usize| kinds.contains(&toks[i].word.as_str());
            kind_with_seller_term(&toks, &t, &k)
        };
        assert!(of(
            "the bricks for kids, how many sold",
            &["sold"],
            &["bricks", "for", "kids"]
        ));
        assert!(of("rubber mats sales", &["sales"], &["rubber", "mats"]));
        assert!(!of("how many bricks did you sell", &["sell"], &["bricks"]));
        assert!(!of(
            "how many bricks sold worldwide",
            &["sold"],
            &["bricks"]
        ));
        assert!(!of("how many sold", &["sold"], &[]));
    }

    #[test]
    fn a_measure_with_anything_else_is_not() {
        assert!(!bare("which stock is rising", &["stock"], &[]));
        assert!(!bare("how much does it cost", &["cost"], &[]));
        assert!(!bare("returns on my bond fund", &["returns"], &[]));
        assert!(!bare("which items do i need for camping", &[], &[]));
        assert!(!bare(
            "what items have the best reviews for beginners",
            &["reviews"],
            &[]
        ));
        // Words of no content let no other content in, nor a question to "you".
        assert!(!bare(
            "which items do you have the most reviews of",
            &["reviews"],
            &[]
        ));
        assert!(!bare(
            "which items did the most damage in the game",
            &[],
            &[]
        ));
    }
}
