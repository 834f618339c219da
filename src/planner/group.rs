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

use super::parse::Rank;
use super::text::{tokens, Token};
use super::ResolvedEntity;

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
        // "units all up": Australian for "in total".
        if word == "all" && w(i + 1) == "up" {
            return Some("all up".into());
        }
        if word == "sum" && w(i + 1) == "of" {
            return Some("sum of".into());
        }
        // "the pizza stone and the wok ... between them", "between the two": one figure over
        // the products named, unless a split of it among them is asked ("split between them").
        let between = word == "between"
            && (matches!(w(i + 1), "them" | "both") || (w(i + 1) == "the" && w(i + 2) == "two"));
        if between && !each_of_them_asked(toks) {
            return Some("between them".into());
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
    // "One by one", "product by product" (stop 38): each of them as plainly as "each"; unread,
    // "buy box on all the retinol creams this month, one by one" pooled the two into one figure.
    || toks.windows(3).any(|w| {
        w[1].word == "by"
            && w[0].word == w[2].word
            && matches!(w[0].word.as_str(), "one" | "product" | "item" | "listing")
    })
}

/// Each product of a kind named as a set is asked its own figure: "each" ([`each_asked`]: "how
/// many of each dumbbell", "the units for each of the hair dryers") or a split of the measure
/// among them ("the split of units between my wifi extenders", "break down revenue across the
/// mugs"). Why: a summable measure over a kind is one figure by default, and the sum answered
/// a question about how the figure divides, or about each one, with no product's figure.
pub fn each_of_them_asked(toks: &[Token]) -> bool {
    const SPLIT: &[&str] = &["split", "breakdown", "divided", "distribution", "spread"];
    let w = |i: usize| toks.get(i).map_or("", |t| t.word.as_str());
    each_asked(toks)
        || toks.iter().enumerate().any(|(i, t)| {
            let word = t.word.as_str();
            // "split ... between/among/across"; "break down ... by/across".
            let split = SPLIT.contains(&word) || (word == "break" && w(i + 1) == "down");
            split
                && toks[i + 1..]
                    .iter()
                    .any(|n| matches!(n.word.as_str(), "between" | "among" | "amongst" | "across"))
        })
}

/// The products named as a set broken down by the kind's own noun: "science kits units per
/// kit", "revenue by tent", "every dumbbell's units". `toks` are the question's words with the
/// products' mentions masked; a word after "by", "per", "each" or "every" that is a word of
/// the mention (or of each product's title) names the products one by one.
pub fn by_the_kind(toks: &[Token], products: &[ResolvedEntity]) -> bool {
    let stems: Vec<String> = products
        .iter()
        .filter(|e| e.kind == "product")
        .flat_map(|e| tokens(&e.mention).into_iter().chain(tokens(&e.label)))
        .map(|t| t.stem)
        .filter(|s| s.len() >= 3)
        .collect();
    toks.windows(2).any(|p| {
        matches!(p[0].word.as_str(), "by" | "per" | "each" | "every")
            && stems.iter().any(|s| *s == p[1].stem)
    })
}

/// A kind named as a set right after "per", "each" or "every" ("sessions per tent yesterday",
/// "buy box on each foam roller"): `toks` are the question's words, `spans` the byte spans of
/// the products' mentions. The kind's noun is the mention itself, so [`by_the_kind`], which
/// reads the words left once the mentions are masked, never saw it, and the five tents' sum
/// was answered where one row per tent was asked.
pub fn each_of_the_kind(toks: &[Token], spans: &[(usize, usize)]) -> bool {
    spans.iter().any(|&(s, _)| {
        toks.iter()
            .position(|t| t.start >= s)
            .and_then(|i| i.checked_sub(1))
            .is_some_and(|b| matches!(toks[b].word.as_str(), "per" | "each" | "every"))
    })
}

/// One figure over the products named is asked: a total word ([`asked_as_one`]) over a kind or
/// over products named one by one ("the phone case and the charger together": each one's row
/// answered "together" with no sum), or "how many" of a kind named as a set
/// ([`how_many_of_a_kind`]).
pub fn one_figure_asked(toks: &[Token], as_set: bool) -> bool {
    asked_as_one(toks).is_some() || (as_set && how_many_of_a_kind(toks))
}

/// "How many flasks did we sell", "how many of the mugs went": "how many" before a kind the
/// seller has several products of asks for one number, the kind's units, not a list the
/// seller has to add up (a row each answered "how many" with no number at all). Only for a
/// kind named as a set: two products named one by one are each asked ([`named_one_by_one`]).
pub fn how_many_of_a_kind(toks: &[Token]) -> bool {
    !each_asked(toks)
        && toks
            .windows(2)
            .any(|p| p[0].word == "how" && p[1].word == "many")
}

/// "How many of the coffee maker and the pour over kettle did i sell": products named one by
/// one, each by its own words, are each asked about; their sum answers a question nobody put
/// (one figure labelled with both names reads as each one's). A total is still one figure
/// when asked for ([`asked_as_one`]).
pub fn named_one_by_one(toks: &[Token], as_set: bool) -> bool {
    !as_set && asked_as_one(toks).is_none()
}

/// Comparatives that pick one of the products named: "which lip balm got *more* sessions".
const MORE: &[&str] = &["more", "higher", "bigger", "better", "greater"];
const LESS: &[&str] = &["less", "fewer", "lower", "smaller", "worse"];

/// "Which lip balm got more sessions", "of my skillets which sold the most", "which of the two
/// tents had fewer returns": a pick among the products named, which is a ranking of them by
/// the measure, not their sum (one figure for both answered "which" with no product at all).
/// The end asked: a superlative already read (`rank`, "worst selling tent"), or a comparative
/// in a question of which one, not followed by "than" ("more than 10 units" is a threshold).
pub fn pick_among(toks: &[Token], rank: Option<Rank>) -> Option<Rank> {
    let w = |i: usize| toks.get(i).map_or("", |t| t.word.as_str());
    let threshold = toks.iter().enumerate().any(|(i, t)| {
        (MORE.contains(&t.word.as_str()) || LESS.contains(&t.word.as_str())) && w(i + 1) == "than"
    });
    if threshold {
        return None;
    }
    // "Worst selling camping tent": a superlative picks among them with or without "which".
    if rank.is_some() {
        return rank;
    }
    let asks_which = toks
        .iter()
        .any(|t| matches!(t.word.as_str(), "which" | "what" | "who" | "whichever"));
    if !asks_which {
        return None;
    }
    toks.iter().find_map(|t| {
        let word = t.word.as_str();
        if word == "better" {
            Some(Rank::Best)
        } else if word == "worse" {
            Some(Rank::Worst)
        } else if MORE.contains(&word) {
            Some(Rank::Largest)
        } else if LESS.contains(&word) {
            Some(Rank::Smallest)
        } else {
            None
        }
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
        assert_eq!(
            read("how much did bring in last month between them"),
            Some("between them".into())
        );
        assert_eq!(read("units between the two"), Some("between them".into()));
        // A split among them is each one's figure.
        assert_eq!(read("split of units between them"), None);
        assert_eq!(read("the sum of units for my"), Some("sum of".into()));
        assert_eq!(read("how'd the go vs units all up"), Some("all up".into()));
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

    #[test]
    fn a_pick_among_products_is_a_ranking_of_them() {
        let pick = |q: &str| pick_among(&tokens(q), None);
        assert_eq!(pick("which got more sessions in"), Some(Rank::Largest));
        assert_eq!(
            pick("which of the two had fewer refunds"),
            Some(Rank::Smallest)
        );
        assert_eq!(pick("what sold better"), Some(Rank::Best));
        // A threshold is no pick; nor is a comparative with no question of which.
        assert_eq!(pick("which sold more than 10 units"), None);
        assert_eq!(pick("did the sell more"), None);
        // A superlative already read is the end asked.
        assert_eq!(
            pick_among(&tokens("which had the most sessions"), Some(Rank::Largest)),
            Some(Rank::Largest)
        );
    }

    #[test]
    fn each_of_them_or_a_split_between_them_is_one_figure_each() {
        assert!(each_of_them_asked(&tokens("how many of each did we sell")));
        assert!(each_of_them_asked(&tokens(
            "the units for each of the this year"
        )));
        assert!(each_of_them_asked(&tokens(
            "whats the split of units between my last month"
        )));
        assert!(each_of_them_asked(&tokens("break down revenue across the")));
        assert!(!each_of_them_asked(&tokens("how many did we sell")));
        assert!(!each_of_them_asked(&tokens("units between may and june")));
    }

    #[test]
    fn how_many_of_a_kind_is_one_number() {
        assert!(how_many_of_a_kind(&tokens("how many did we sell")));
        assert!(!how_many_of_a_kind(&tokens("how many of each did we sell")));
        assert!(!how_many_of_a_kind(&tokens("units of the")));
    }
}
