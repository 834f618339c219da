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

    /// The tokens a concept's words take, for the first concept every `when` group of which
    /// the question names.
    pub(super) fn find(&self, toks: &[Token]) -> Option<HashSet<usize>> {
        self.concepts.iter().find_map(|groups| {
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
    }
}

/// Asked of the seller's own business: "my" or "our", with a period or an own product, and no
/// hypothetical ("if", "would", "suppose").
pub(super) fn asked_of_own(raw: &[Token], period: bool, own_product: bool) -> bool {
    let word = |w: &[&str]| raw.iter().any(|t| w.contains(&t.word.as_str()));
    word(&["my", "our"])
        && (period || own_product)
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
            examples: Vec::new(),
            instead: String::new(),
        };
        MissingConcepts::new(&ScopeFile {
            missing: vec![profit],
            ..Default::default()
        })
    }

    #[test]
    fn a_missing_concept_asked_of_the_sellers_own_business() {
        let c = concepts();
        let q = tokens("what was my profit last month");
        assert_eq!(c.find(&q), Some(HashSet::from([3])));
        assert!(asked_of_own(&q, true, false));
        let q = tokens("my margin on the wok");
        assert!(c.find(&q).is_some());
        assert!(asked_of_own(&q, false, true));
    }

    #[test]
    fn a_hypothetical_or_a_question_of_no_period_nor_product_is_not() {
        let c = concepts();
        let q = tokens("what's my profit if i sell 30 cookies at $2");
        assert!(c.find(&q).is_some());
        assert!(!asked_of_own(&q, false, false));
        assert!(!asked_of_own(&q, true, false));
        // Whose profit is not said.
        assert!(!asked_of_own(
            &tokens("what is a good profit margin"),
            true,
            false
        ));
        assert!(c.find(&tokens("what was my revenue last month")).is_none());
    }
}
