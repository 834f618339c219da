//! The Insight Generator's evidence check: before the manager lets the Insight Generator answer a
//! question the gate let in, the question must show that it is about the seller's business.
//!
//! Why: the Insight Generator always has something to say. With no domain close to the
//! question, its generic overview path reports the seller's revenue change, so "is 91 prime" or
//! "when is thanksgiving this year", once past the gate and routed here, came back answered with
//! the seller's numbers: a default that fills a gap, which the house rule forbids. The gate
//! weighs all its evidence into one probability, so a question with none at all can still pass
//! it on its embedding; this check asks for evidence specifically, on the one path where the
//! absence of a measure is otherwise filled in by a default.
//!
//! Word evidence counts unless the gate found it beside a foreign word or after a foreign owner
//! ("a good book about sales techniques"); without it, the nearest-example similarity less a
//! penalty per foreign word must reach the rule's threshold (both fitted in `tests/gate_fit.rs`).
//!
//! **Takes** the gate's verdict (its word evidence), the question's nearest-example similarity
//! to the domain router's labelled diagnostic questions, and the catalog's rule
//! ([`InsightEvidenceRule`], `gate/vocabulary.yaml`). **Gives** an [`InsightEvidence`]: whether
//! the Insight Generator may answer, and why, reported in the answer's `gate.insight`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::GateVerdict;
pub use crate::catalog::gate::InsightEvidenceRule;

/// The Insight Generator's evidence for one question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct InsightEvidence {
    /// Whether the Insight Generator may answer: word evidence, or a close enough example.
    pub answers: bool,
    /// The words that are evidence: seller terms, measure words, domain terms, and the
    /// seller's products when named by id or with a measure.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub words: Vec<String>,
    /// The words stand next to a foreign word or after a foreign owner: no evidence.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub contradicted: bool,
    /// How many foreign words the gate found (content words found nowhere in the domain).
    pub foreign_words: usize,
    /// The highest cosine similarity to a labelled example of the domain router.
    pub domain_similarity: f32,
    /// `domain_similarity` less the rule's penalty per foreign word.
    pub score: f32,
    /// The score a question with no word evidence needs.
    pub min_similarity: f32,
}

/// Whether a question the gate let in has the evidence the Insight Generator needs.
pub fn insight_evidence(
    verdict: &GateVerdict,
    domain_similarity: f32,
    dated: bool,
    rule: &InsightEvidenceRule,
) -> InsightEvidence {
    let mut words: Vec<String> = verdict
        .seller_terms
        .iter()
        .chain(&verdict.measure_words)
        .chain(&verdict.domain_terms)
        .cloned()
        .collect();
    // A product named alone ("how do i sharpen a kitchen knife") is about the product, not its
    // business: the gate's `own_product` feature counts it only by id or with a measure.
    // The seller's own product or brand as the subject of a question with nothing foreign in
    // it ("is the cutting board on the rise", "how is voltedge doing overall": `own_subject`)
    // is about the business too.
    // So is a kind of the seller's named beside a period ("how did the jigsaws go over the school
    // hols", "bluetooth speaker, how'd november treat it"): how it did then is a question of
    // its sales; "how do i season a cast iron skillet" names no period, and "why did my
    // electric bill jump last month" no kind (one shared word, "electric").
    if verdict.own_subject
        || (dated && verdict.names_kind)
        || verdict
            .features
            .get("own_product")
            .is_some_and(|&x| x > 0.5)
    {
        words.extend(verdict.own_products.iter().cloned());
    }
    // Words next to a foreign word ("sales techniques", "page views on my personal blog") or
    // after a foreign owner ("macy's") are about something that is not the seller's: the gate
    // found them (`foreign_object`, `foreign_owner`), and they are no evidence here.
    let feature = |n: &str| verdict.features.get(n).copied().unwrap_or(0.0);
    // The seller's own kind as the subject outweighs a foreign word beside its measure ("why
    // did kite sales crash": `GateVerdict::own_subject`).
    let contradicted =
        !verdict.own_subject && (feature("foreign_object") > 0.5 || feature("foreign_owner") > 0.5);
    let foreign_words = verdict.foreign_words.len();
    let score = domain_similarity - rule.foreign_word_penalty * foreign_words as f32;
    InsightEvidence {
        // A selling phrase (`GateVerdict::selling_phrase`) is no evidence here: it asks for a
        // number, and this generator answered "are any of my headphones running low" with the
        // store's revenue change; such a question stays refused until it is routed to the
        // Data Presenter.
        // A shape in which the asker is not the seller (a buyer, a how-to, a meaning, a date,
        // a foreign thing of theirs: `shapes.rs`) is no question for this generator, however
        // close its wording comes to an example.
        answers: verdict.shape.is_none()
            && ((!words.is_empty() && !contradicted) || score >= rule.min_similarity),
        words,
        contradicted,
        foreign_words,
        domain_similarity,
        score,
        min_similarity: rule.min_similarity,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict() -> GateVerdict {
        GateVerdict::bare(0.9, 0.5, 0.6)
    }

    const RULE: InsightEvidenceRule = InsightEvidenceRule {
        min_similarity: 0.6,
        foreign_word_penalty: 0.1,
    };

    #[test]
    fn no_word_evidence_needs_a_close_example() {
        let v = verdict();
        let far = insight_evidence(&v, 0.35, false, &RULE);
        assert!(!far.answers);
        assert!(far.words.is_empty());
        assert!(insight_evidence(&v, 0.6, false, &RULE).answers);
        // A foreign word costs its penalty.
        let mut v = verdict();
        v.foreign_words = vec!["401k".into()];
        let e = insight_evidence(&v, 0.65, false, &RULE);
        assert!(!e.answers);
        assert!((e.score - 0.55).abs() < 1e-6);
    }

    #[test]
    fn words_beside_a_foreign_word_are_no_evidence() {
        let mut v = verdict();
        v.seller_terms = vec!["sales".into()];
        v.foreign_words = vec!["techniques".into()];
        v.features.insert("foreign_object".into(), 1.0);
        let e = insight_evidence(&v, 0.6, false, &RULE);
        assert!(e.contradicted);
        assert!(!e.answers);
    }

    #[test]
    fn a_measure_or_a_domain_word_is_evidence() {
        let mut v = verdict();
        v.measure_words = vec!["price".into()];
        v.domain_terms = vec!["worried".into()];
        let e = insight_evidence(&v, 0.1, false, &RULE);
        assert!(e.answers);
        assert_eq!(e.words, ["price", "worried"]);
    }

    #[test]
    fn a_shape_of_a_non_seller_vetoes_any_evidence() {
        let mut v = verdict();
        v.seller_terms = vec!["inventory".into()];
        v.shape = Some(crate::gate::AskerShape::Definition);
        let e = insight_evidence(&v, 0.9, false, &RULE);
        assert!(!e.answers);
        v.shape = None;
        assert!(insight_evidence(&v, 0.9, false, &RULE).answers);
    }

    #[test]
    fn a_product_counts_only_as_the_gate_counts_it() {
        let mut v = verdict();
        v.own_products = vec!["kitchen knife".into()];
        v.features.insert("own_product".into(), 0.0);
        v.features.insert("own_product_alone".into(), 1.0);
        assert!(!insight_evidence(&v, 0.3, false, &RULE).answers);
        v.features.insert("own_product".into(), 1.0);
        let e = insight_evidence(&v, 0.3, false, &RULE);
        assert!(e.answers);
        assert_eq!(e.words, ["kitchen knife"]);
    }

    #[test]
    fn a_kind_of_the_sellers_beside_a_period_is_evidence() {
        // "how did the jigsaws go over the school hols".
        let mut v = verdict();
        v.own_products = vec!["jigsaws".into()];
        v.names_kind = true;
        assert!(!insight_evidence(&v, 0.3, false, &RULE).answers);
        assert!(insight_evidence(&v, 0.3, true, &RULE).answers);
        // "why did my electric bill jump last month": a period, but one shared word, no kind.
        v.own_products = vec!["electric".into()];
        v.names_kind = false;
        assert!(!insight_evidence(&v, 0.3, true, &RULE).answers);
    }
}
