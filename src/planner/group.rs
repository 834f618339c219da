//! A group of products asked as one figure: "total stock across all the cycling gloves", "how
//! many units total of all my sunscreens", "art kits in stock altogether", "the serums
//! combined".
//!
//! Why: a kind the seller has several products of names them together, and a plain question
//! about them ("sunscreen units in summer") is answered with each one's figure, the products
//! named. But "total", "all my", "altogether", "combined" ask for ONE figure over the group:
//! answered with seven rows, the seller had to add them up, and the answer's lead line named the
//! first product's figure as if it were the one asked for (a wrong number said with confidence).
//! The words are read here, on the question with its time words and product names masked, so
//! they hold for any kind and any wording around them; whether the measure has a sum over
//! products at all (stock yes, a price no) is the catalog's (`Measure::sums_over_products`).

use super::text::Token;

/// Words that ask for the group's one figure wherever they stand.
const WHOLE_WORDS: &[&str] = &[
    "total",
    "totals",
    "totaled",
    "totalled",
    "altogether",
    "combined",
    "together",
    "overall",
    "cumulative",
    "cumulatively",
    "collectively",
    "aggregate",
];

/// The word that asks for one figure over the products named together, if any: one of
/// [`WHOLE_WORDS`], "in all", "sum of", or "all" before the products ("all my", "all the",
/// "all of my", "across all"). `toks` are the question's words with its time expressions and
/// product names masked.
pub fn asked_as_one(toks: &[Token]) -> Option<String> {
    if each_asked(toks) {
        return None;
    }
    let w = |i: usize| toks.get(i).map_or("", |t| t.word.as_str());
    for (i, t) in toks.iter().enumerate() {
        let word = t.word.as_str();
        if WHOLE_WORDS.contains(&word) {
            return Some(word.to_string());
        }
        // "in all" closes a clause ("how many did the mugs sell in all"); "in all my shops"
        // is no total.
        if word == "all" && i > 0 && w(i - 1) == "in" && i + 1 == toks.len() {
            return Some("in all".into());
        }
        if word == "sum" && w(i + 1) == "of" {
            return Some("sum of".into());
        }
        // "all my sunscreens", "all the gloves", "all of my art kits": the products follow,
        // masked, so the word after "all" is a determiner or nothing. "all time", "all day",
        // "all over" are other words.
        if word == "all"
            && (i + 1 == toks.len() || matches!(w(i + 1), "my" | "the" | "our" | "of" | "these"))
        {
            return Some("all".into());
        }
    }
    None
}

/// Each product's own figure is asked ("each marble run", "the gloves individually",
/// "separately"): the group is not one figure, whatever else the question says.
pub fn each_asked(toks: &[Token]) -> bool {
    toks.iter().any(|t| {
        matches!(
            t.word.as_str(),
            "each" | "every" | "individually" | "separately" | "apiece" | "respectively"
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    fn read(q: &str) -> Option<String> {
        asked_as_one(&tokens(q))
    }

    #[test]
    fn words_that_ask_for_one_figure() {
        // Product names are masked before this reads the words ("all the ...", "my ... combined").
        assert_eq!(read("total stock across all the"), Some("total".into()));
        assert_eq!(read("how many units of all my in"), Some("all".into()));
        assert_eq!(read("how many did the sell in all"), Some("in all".into()));
        assert_eq!(read("revenue of my combined"), Some("combined".into()));
        assert_eq!(read("stock altogether"), Some("altogether".into()));
        assert_eq!(read("the sum of units for my"), Some("sum of".into()));
    }

    #[test]
    fn words_that_do_not() {
        assert_eq!(read("units of the by product"), None);
        assert_eq!(read("revenue of the"), None);
        assert_eq!(read("best day of all time"), None);
        assert_eq!(read("units in all shops"), None);
        // Each one's figure, whatever else is said.
        assert_eq!(read("total units of each of my"), None);
        assert_eq!(read("all my individually"), None);
    }
}
