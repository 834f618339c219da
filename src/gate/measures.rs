//! The measure wordings the gate reads, from the catalog's one measure ontology
//! (`catalog/measures.yaml`), and how far it trusts each beside a thing it does not know.
//!
//! Why here and not a list of the gate's own: a wording a domain expert adds to the ontology once
//! is then read by the planner, the router and the gate's selling phrases (`phrase.rs`) alike.
//! The ontology says WHICH measure a wording names; this module adds only whether the wording
//! also has a life sense, which the ontology does not say.

use std::collections::HashSet;

use crate::catalog::measure::MeasureFile;
use crate::planner::entities::word_matches;
use crate::planner::text::{tokens_with_money, Token};

/// How far a measure wording is trusted beside a thing the gate does not know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Trust {
    /// It has everyday senses too ("stock", "price", "reviews", "on hand"): it names a measure
    /// of any thing, but lifts no shape of a non-seller ("grocery prices" stays refused).
    Everyday,
    /// A count of purchases ("orders"): it also lifts the foreign-measure shape when the
    /// question names a period ("jump rope orders in october"); "pizza orders" alone does not.
    Counted,
    /// No everyday sense beside a thing (units, sales, revenue, refunds, a run of dollar signs):
    /// it lifts the foreign-measure and foreign-possession shapes.
    Selling,
}

/// Where a measure wording names a measure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Scope {
    /// Of any thing, the seller's or not ("sunscreen units", "inventory of yoga mats").
    AnyThing,
    /// Only of one of the seller's own products: an everyday wording of the ontology ("bring
    /// in", "conv rate", "left", "made", "income") is a measure beside the seller's braiser or
    /// dumbbells, and no evidence at all beside anything else ("how many days left in 2025",
    /// "rental income last year").
    OwnProduct,
}

/// The gate's trust in ontology wordings it reads beside a thing it does not know. Why a list
/// here: the ontology (`catalog/measures.yaml`) says WHICH measure a wording names, not whether
/// the wording also has a life sense ("the price of bread", "my wine cellar inventory"); this
/// says how far the gate trusts it. Every entry is a wording of the ontology or its plural (a
/// unit test checks), so the gate adds no measure of its own. The ontology's other wordings that
/// are seller terms of `gate/vocabulary.yaml` ("ad impressions", "buy box", "acos") name a
/// measure of any thing with everyday trust; all the rest only of an own product.
const TRUSTED: &[(&str, Trust)] = &[
    ("units sold", Trust::Selling),
    ("page views", Trust::Selling),
    ("units", Trust::Selling),
    ("unit", Trust::Selling),
    ("sold", Trust::Selling),
    ("sales", Trust::Selling),
    ("revenue", Trust::Selling),
    ("rev", Trust::Selling),
    ("refunds", Trust::Selling),
    ("conversion", Trust::Selling),
    ("$", Trust::Selling),
    ("orders", Trust::Counted),
    ("ords", Trust::Counted),
    ("competitor price", Trust::Everyday),
    ("list price", Trust::Everyday),
    ("inventory", Trust::Everyday),
    ("inv", Trust::Everyday),
    ("stock level", Trust::Everyday),
    ("inventory levels", Trust::Everyday),
    ("inv levels", Trust::Everyday),
    ("inv lvl", Trust::Everyday),
    ("stock lvl", Trust::Everyday),
    ("stock", Trust::Everyday),
    ("price", Trust::Everyday),
    ("reviews", Trust::Everyday),
    ("rating", Trust::Everyday),
    ("returns", Trust::Everyday),
    ("sessions", Trust::Everyday),
    ("charge", Trust::Everyday),
];

/// One measure wording of the ontology, as the gate reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct MeasurePhrase {
    /// Its words as written, lower case ("bring", "in").
    pub words: Vec<String>,
    pub scope: Scope,
    pub trust: Trust,
}

/// The measure wordings of the one ontology (`catalog/measures.yaml`: every measure's `words`
/// and `weak_words`), so a wording a domain expert adds there once is read by the planner and
/// by the gate's selling phrases alike. Longest first: "units sold" before "units".
#[derive(Debug, Clone, Default)]
pub(super) struct MeasurePhrases {
    list: Vec<MeasurePhrase>,
}

impl MeasurePhrases {
    /// `seller_terms`, `measure_words`: the gate's word lists (`gate/vocabulary.yaml`). An
    /// ontology wording that is a seller term ("buy box", "acos"), or is made of the lists'
    /// words around a seller term ("ad impressions", "units on hand"), names a measure of any
    /// thing.
    pub fn new(
        measures: &MeasureFile,
        seller_terms: &[String],
        measure_words: &[String],
    ) -> MeasurePhrases {
        let words = |p: &str| -> Vec<String> {
            tokens_with_money(p)
                .into_iter()
                .map(|t| t.word)
                .collect::<Vec<_>>()
        };
        let seller: Vec<Vec<String>> = seller_terms.iter().map(|p| words(p)).collect();
        let listed: HashSet<String> = seller
            .iter()
            .flatten()
            .cloned()
            .chain(measure_words.iter().flat_map(|p| words(p)))
            .collect();
        let of_seller_terms = |w: &[String]| {
            seller.iter().any(|t| t.as_slice() == w)
                || (w.len() >= 2
                    && w.iter().all(|x| listed.contains(x))
                    && seller
                        .iter()
                        .any(|t| !t.is_empty() && w.windows(t.len()).any(|x| x == t.as_slice())))
        };
        let mut list: Vec<MeasurePhrase> = Vec::new();
        for m in &measures.measures {
            for p in m.words.iter().chain(&m.weak_words) {
                let w = words(p);
                if w.is_empty() || list.iter().any(|x| x.words == w) {
                    continue;
                }
                let trusted = TRUSTED
                    .iter()
                    .find(|(t, _)| words(t) == w)
                    .map(|(_, trust)| *trust);
                let (scope, trust) = match trusted {
                    Some(trust) => (Scope::AnyThing, trust),
                    None if of_seller_terms(&w) => (Scope::AnyThing, Trust::Everyday),
                    None => (Scope::OwnProduct, Trust::Everyday),
                };
                list.push(MeasurePhrase {
                    words: w,
                    scope,
                    trust,
                });
            }
        }
        list.sort_by_key(|p| std::cmp::Reverse(p.words.len()));
        MeasurePhrases { list }
    }

    /// The measure wording starting at token `i`, the longest: (tokens it takes, the wording).
    /// A word matches as written, as a plural of a one-word wording ("prices", "ratings"), or
    /// as a strict typo of a word of five letters or more ([`typo_of`]: "page veiws").
    pub(super) fn at(&self, toks: &[Token], i: usize) -> Option<(usize, &MeasurePhrase)> {
        self.list.iter().find_map(|p| {
            let n = p.words.len();
            let hit = n <= toks.len() - i
                && p.words.iter().enumerate().all(|(k, w)| {
                    let t = toks[i + k].word.as_str();
                    t == w
                        || (n == 1 && !w.ends_with('s') && t.strip_suffix('s') == Some(w))
                        || typo_of(t, w)
                });
            hit.then_some((n, p))
        })
    }

    /// A word that names a measure of any thing by itself, as written or a plural ("units",
    /// "stock"): no part of a thing's name. An own-product wording ("cover", "left") may well
    /// be one ("phone cover"), and so may a word a letter away from a measure ("kitchen
    /// scales" are no "sales").
    pub(super) fn is_measure(&self, t: &Token) -> bool {
        let w = t.word.as_str();
        self.list.iter().any(|p| {
            p.scope == Scope::AnyThing
                && p.words.len() == 1
                && (p.words[0] == w
                    || (!p.words[0].ends_with('s') && w.strip_suffix('s') == Some(&p.words[0])))
        })
    }

    /// Every wording whose words are not all of the ontology: none (for the unit test).
    #[cfg(test)]
    pub(super) fn trusted_outside(measures: &MeasureFile) -> Vec<&'static str> {
        let all: HashSet<String> = measures
            .measures
            .iter()
            .flat_map(|m| m.words.iter().chain(&m.weak_words))
            .map(|p| p.to_lowercase())
            .collect();
        TRUSTED
            .iter()
            .map(|(t, _)| *t)
            .filter(|t| !all.contains(*t) && !all.contains(&format!("{t}s")))
            .collect()
    }
}

/// The planner's strict typo rule (`planner::entities::word_matches`: five letters or more on
/// both sides, at most one letter more or less, Jaro-Winkler >= 0.92 and one edit, two for long
/// words), after ruling out derived forms, so the gate lets in what the planner reads.
pub(super) fn typo_of(q: &str, word: &str) -> bool {
    if q == word {
        return true;
    }
    // Neither of the planner's readings can hold: a consonant skeleton keeps the word's first
    // letter, is no longer than it and has four letters or more; a typo has five or more on
    // both sides and is one letter longer or shorter at most. Refused before the rest: `at`
    // asks this of every token and every measure wording (~0.1-0.2M instructions a
    // question, stop 30). A unit test checks the refusal against the whole rule.
    let (a, b) = (q.as_bytes(), word.as_bytes());
    let skeleton = a.len() >= 4 && a.len() <= b.len() && a.first() == b.first();
    let typo = a.len() >= 5 && b.len() >= 5 && a.len().abs_diff(b.len()) <= 1;
    if !skeleton && !typo {
        return false;
    }
    // A shorter or longer form is another word, not a typo: a singular ("order" of a court,
    // "return" of the jedi), a noun made of the measure ("charger" is no "charge").
    let derived = ["s", "r", "er", "d", "ed"]
        .iter()
        .any(|end| q.strip_suffix(end) == Some(word));
    if derived || word.strip_suffix('s') == Some(q) {
        return false;
    }
    // Otherwise the planner's own rule, so both read the same words as typos.
    word_matches(q, word)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The rule without the cheap refusal: the planner's typo and skeleton readings, derived
    /// forms ruled out.
    fn whole_rule(q: &str, word: &str) -> bool {
        let derived = ["s", "r", "er", "d", "ed"]
            .iter()
            .any(|end| q.strip_suffix(end) == Some(word));
        q == word || (!derived && word.strip_suffix('s') != Some(q) && word_matches(q, word))
    }

    proptest! {
        #[test]
        fn the_cheap_refusal_refuses_only_what_the_rule_refuses(
            q in "[a-z]{1,10}",
            word in "[a-z]{1,10}",
            edit in 0usize..10,
        ) {
            prop_assert_eq!(typo_of(&q, &word), whole_rule(&q, &word));
            // Near pairs too (random pairs are almost never typos or skeletons of each other):
            // one letter dropped, and the consonants alone.
            let dropped: String = word.chars().enumerate().filter(|&(i, _)| i != edit).map(|(_, c)| c).collect();
            prop_assert_eq!(typo_of(&dropped, &word), whole_rule(&dropped, &word));
            let skeleton: String = word.chars().enumerate().filter(|&(i, c)| i == 0 || !"aeiou".contains(c)).map(|(_, c)| c).collect();
            prop_assert_eq!(typo_of(&skeleton, &word), whole_rule(&skeleton, &word));
        }
    }

    #[test]
    fn typos_and_skeletons_are_read_and_derived_forms_are_not() {
        assert!(typo_of("veiws", "views"));
        assert!(typo_of("rvws", "reviews"));
        assert!(!typo_of("orders", "order"));
        assert!(!typo_of("charger", "charge"));
        assert!(!typo_of("cat", "cart"));
    }
}
