//! A question for data the catalog says no API has (`scope/out_of_scope.yaml`: profit and
//! margins, fees, competitors' sales, ...), asked of the seller's own business: "what was my
//! profit last month", "my margin on the wok".
//!
//! Why: such a question's words ("profit", "margin") are foreign to the domain's vocabulary,
//! and "my profit" read as a thing of the asker's life, so the gate refused it as not about the
//! business; the planner has the honest answer ("your data has revenue, refunds and ad spend
//! but no product costs or fees") and never got the question. It is the seller's when it says
//! whose ("my", "our") and of what (a period or one of the seller's own products), and it is
//! no hypothetical: "what's my profit if i sell 30 cookies at $2" stays out.
//!
//! **Takes** the catalog's out-of-scope concepts and a question's tokens. **Gives** the tokens
//! the concept's words take, for the caller to check that nothing else in it is foreign.

use std::collections::HashSet;

use crate::catalog::scope::ScopeFile;
use crate::planner::text::{find_phrase, phrase_stems, Token};

/// The catalog's out-of-scope concepts, as phrase stems per `when` group.
#[derive(Debug, Clone, Default)]
pub(super) struct MissingConcepts {
    concepts: Vec<Vec<Vec<Vec<String>>>>,
}

impl MissingConcepts {
    pub(super) fn new(scope: &ScopeFile) -> MissingConcepts {
        let concepts = scope
            .missing
            .iter()
            .map(|m| {
                m.when
                    .iter()
                    .map(|group| {
                        group
                            .iter()
                            .map(|p| phrase_stems(p))
                            .filter(|s| !s.is_empty())
                            .collect()
                    })
                    .collect()
            })
            .collect();
        MissingConcepts { concepts }
    }

    /// The tokens the concepts' words take, for every concept every `when` group of which the
    /// question names ("profit after fba fees" names two); `None` when it names none.
    pub(super) fn find(&self, toks: &[Token]) -> Option<HashSet<usize>> {
        let found: Vec<HashSet<usize>> = self
            .concepts
            .iter()
            .filter_map(|groups| {
                let mut at = HashSet::new();
                for group in groups {
                    let mut hit = false;
                    for stems in group {
                        for i in find_phrase(toks, stems) {
                            at.extend(i..i + stems.len());
                            hit = true;
                        }
                    }
                    if !hit {
                        return None;
                    }
                }
                (!groups.is_empty()).then_some(at)
            })
            .collect();
        (!found.is_empty()).then(|| found.into_iter().flatten().collect())
    }
}

/// Asked of the seller's own business: of which of the seller's own products or brands, or
/// beside a selling measure ("profit after refunds", "breakeven acos"); or whose ("my", "our",
/// "am i", "did we") or of what period, when the question is also nearer the seller's example
/// questions than the everyday ones (`nearer_seller`): "how much rain did we get last month"
/// and "lock my credit card" say whose and when as plainly, of a life. Any one of them, since
/// the caller has checked that no word of anything else is in the question; and no
/// hypothetical ("if", "would", "suppose"), which is a sum, not a question about the data
/// ("what's my profit if i sell 30 cookies at $2").
pub(super) fn asked_of_own(
    raw: &[Token],
    period: bool,
    own_product: bool,
    measure: bool,
    nearer_seller: bool,
) -> bool {
    let word = |w: &[&str]| raw.iter().any(|t| w.contains(&t.word.as_str()));
    let whose = word(&["my", "our", "i", "we", "me", "us"]) || period;
    (own_product || measure || (whose && nearer_seller))
        && !word(&["if", "would", "suppose", "imagine", "hypothetically"])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::scope::MissingData;
    use crate::planner::text::tokens;

    fn concepts() -> MissingConcepts {
        let profit = MissingData {
            name: "profit".into(),
            when: vec![vec!["profit".into(), "margin".into(), "fees".into()]],
            unless: Vec::new(),
            examples: Vec::new(),
            instead: String::new(),
        };
        MissingConcepts::new(&ScopeFile {
            missing: vec![profit],
        })
    }

    #[test]
    fn a_missing_concept_asked_of_the_sellers_own_business() {
        let c = concepts();
        let q = tokens("what was my profit last month");
        assert_eq!(c.find(&q), Some(HashSet::from([3])));
        assert!(asked_of_own(&q, true, false, false, true));
        let q = tokens("my margin on the wok");
        assert!(c.find(&q).is_some());
        assert!(asked_of_own(&q, false, true, false, true));
        // Of an own product, or beside a selling measure, whatever the embedding says.
        let q = tokens("margin on the wok");
        assert!(asked_of_own(&q, false, true, false, false));
        let q = tokens("fees as a share of sales");
        assert!(asked_of_own(&q, false, false, true, false));
        // Whose or when, nearer the seller's examples than the everyday ones.
        let q = tokens("profit over labor day");
        assert!(asked_of_own(&q, true, false, false, true));
        let q = tokens("how much did i pay in fees");
        assert!(asked_of_own(&q, false, false, false, true));
    }

    #[test]
    fn a_question_naming_two_concepts_takes_the_words_of_both() {
        let concept = |name: &str, words: &[&str]| MissingData {
            name: name.into(),
            when: vec![words.iter().map(|w| w.to_string()).collect()],
            unless: Vec::new(),
            examples: Vec::new(),
            instead: String::new(),
        };
        let c = MissingConcepts::new(&ScopeFile {
            missing: vec![concept("profit", &["profit"]), concept("fees", &["fees"])],
        });
        let q = tokens("net profit after storage fees");
        assert_eq!(c.find(&q), Some(HashSet::from([1, 4])));
        assert_eq!(c.find(&tokens("storage fees")), Some(HashSet::from([1])));
        assert!(c.find(&tokens("storage space")).is_none());
    }

    #[test]
    fn a_hypothetical_or_a_question_of_no_period_nor_product_is_not() {
        let c = concepts();
        let q = tokens("what's my profit if i sell 30 cookies at $2");
        assert!(c.find(&q).is_some());
        assert!(!asked_of_own(&q, false, false, false, true));
        assert!(!asked_of_own(&q, true, true, true, true));
        // Whose profit is not said, nor of what.
        let q = tokens("what is a good profit margin");
        assert!(!asked_of_own(&q, false, false, false, true));
        // Whose and when alone, nearer an everyday question than the seller's: a life's.
        let q = tokens("how much rain did we get last month");
        assert!(!asked_of_own(&q, true, false, false, false));
        assert!(c.find(&tokens("what was my revenue last month")).is_none());
    }
}
