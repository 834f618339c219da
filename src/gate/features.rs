//! The gate's features: what the words and the embedding say, as numbers a model can weigh
//! (the names are [`GATE_FEATURES`], the weights `gate/model.yaml`).

use std::collections::HashSet;

use super::{GateWeights, GATE_FEATURES};
use crate::planner::text::Token;

/// What the gate found in one question, before any weight.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Evidence {
    pub similarity: f32,
    pub everyday_similarity: f32,
    pub seller_term: bool,
    pub measure_word: bool,
    pub domain_term: bool,
    pub own_product: bool,
    pub product_id: bool,
    pub foreign_words: usize,
    pub foreign_owners: usize,
    pub foreign_object: bool,
    pub superlative_period: bool,
    /// The probe's log-odds (`probe.rs`); 0 without a probe.
    pub probe: f32,
}

fn one(b: bool) -> f32 {
    if b {
        1.0
    } else {
        0.0
    }
}

impl Evidence {
    /// A product of the seller counts as evidence with a measure, or when named by its id
    /// ("how to season a cast iron skillet" is about the skillet, not about its sales; P0004
    /// names a catalog's product and nothing else).
    pub(super) fn own_product_counts(&self) -> bool {
        self.product_id || (self.own_product && (self.seller_term || self.measure_word))
    }

    /// The feature values, in the order of [`GATE_FEATURES`].
    pub fn values(&self) -> [(&'static str, f32); 13] {
        let counted = self.own_product_counts();
        let vals = [
            self.similarity,
            self.everyday_similarity,
            one(self.seller_term),
            one(self.measure_word),
            one(self.domain_term),
            one(counted),
            one(self.own_product && !counted),
            self.foreign_words as f32,
            self.foreign_owners as f32,
            one(self.foreign_object),
            one(self.superlative_period),
            one(!(self.seller_term || self.measure_word || self.domain_term || counted)),
            self.probe,
        ];
        let mut out = [("", 0.0f32); 13];
        for (i, (name, v)) in GATE_FEATURES.iter().zip(vals).enumerate() {
            out[i] = (name, v);
        }
        out
    }

    /// The hand-set score of `gate/vocabulary.yaml`, used when the catalog has no model:
    /// similarity, plus a bonus per kind of evidence, minus a penalty per foreign word (a
    /// foreign owner twice).
    pub fn hand_score(&self, w: &GateWeights) -> f32 {
        let mut score = self.similarity;
        if self.seller_term {
            score += w.seller_term;
        }
        if self.own_product_counts() {
            score += w.own_product;
        }
        if self.measure_word {
            score += w.measure_word;
        }
        if self.domain_term {
            score += w.domain_term;
        }
        score - w.foreign_word * (self.foreign_words + self.foreign_owners) as f32
    }
}

/// A question folded for comparison: lower case, words only.
pub(super) fn fold(q: &str) -> String {
    q.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A foreign word next to a seller term or measure word (two tokens apart at most): the
/// measure is about something that is not the seller's ("my pizza order", "spend at target",
/// "the price of bitcoin").
pub(super) fn foreign_object(measured: &HashSet<usize>, foreign_at: &[usize]) -> bool {
    foreign_at
        .iter()
        .any(|&f| measured.iter().any(|&m| m.abs_diff(f) <= 2))
}

/// Superlatives a seller uses of a period of their business.
const SUPERLATIVES: [&str; 11] = [
    "best",
    "worst",
    "busiest",
    "slowest",
    "highest",
    "lowest",
    "strongest",
    "weakest",
    "biggest",
    "quietest",
    "peak",
];
const PERIOD_NOUNS: [&str; 6] = ["day", "week", "month", "quarter", "year", "weekend"];

/// A superlative over a period noun ("worst month of 2024", "my best day this year", "busiest
/// week"): an extremum over time, which the planner answers or asks back for its measure.
pub(super) fn superlative_period(toks: &[Token]) -> bool {
    toks.iter().enumerate().any(|(i, t)| {
        SUPERLATIVES.contains(&t.word.as_str())
            && toks[i + 1..]
                .iter()
                .take(2)
                .any(|n| PERIOD_NOUNS.contains(&n.stem.as_str()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    #[test]
    fn a_superlative_over_a_period_is_found() {
        assert!(superlative_period(&tokens("worst month of 2024")));
        assert!(superlative_period(&tokens("show me my best day this year")));
        assert!(superlative_period(&tokens("which was the busiest week?")));
        assert!(!superlative_period(&tokens(
            "best brand of cast iron skillet"
        )));
        assert!(!superlative_period(&tokens("the day that was best")));
    }

    #[test]
    fn a_foreign_word_beside_a_measure_is_an_object() {
        let measured: HashSet<usize> = [3].into_iter().collect();
        assert!(foreign_object(&measured, &[2]));
        assert!(foreign_object(&measured, &[5]));
        assert!(!foreign_object(&measured, &[6]));
        assert!(!foreign_object(&HashSet::new(), &[1]));
    }

    #[test]
    fn values_follow_the_feature_names() {
        let ev = Evidence {
            similarity: 0.5,
            everyday_similarity: 0.25,
            seller_term: false,
            measure_word: false,
            domain_term: false,
            own_product: true,
            product_id: false,
            foreign_words: 2,
            foreign_owners: 1,
            foreign_object: false,
            superlative_period: true,
            probe: -1.5,
        };
        let v = ev.values();
        let get = |n: &str| v.iter().find(|(k, _)| *k == n).map(|(_, x)| *x);
        assert_eq!(get("similarity"), Some(0.5));
        assert_eq!(get("everyday_similarity"), Some(0.25));
        assert_eq!(get("own_product"), Some(0.0));
        assert_eq!(get("own_product_alone"), Some(1.0));
        assert_eq!(get("foreign_words"), Some(2.0));
        assert_eq!(get("foreign_owner"), Some(1.0));
        assert_eq!(get("superlative_period"), Some(1.0));
        assert_eq!(get("probe"), Some(-1.5));
        assert_eq!(get("no_evidence"), Some(1.0));
    }
}
