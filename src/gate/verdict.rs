//! What the gate says of one question ([`GateVerdict`], reported in the answer) and why the gate
//! could not be built ([`GateError`]).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{AskerShape, InsightEvidence};

/// What the gate found, reported in the answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct GateVerdict {
    /// Below the threshold: not a question about the seller's business.
    pub is_out_of_domain: bool,
    /// At the model's `sure` probability or more, and let in: the gate's verdict overrules the
    /// other screens (`manager::overrules_autoencoder`, the Insight Generator's evidence).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub sure: bool,
    /// With the learned model (`gate/model.yaml`): the probability that the question is about
    /// the seller's data. Without it: similarity + evidence − foreign words.
    pub score: f32,
    /// The threshold it was compared with.
    pub threshold: f32,
    /// The highest cosine similarity to an in-domain example question.
    pub similarity: f32,
    /// Seller-only terms found.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seller_terms: Vec<String>,
    /// Measure words with everyday senses found.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub measure_words: Vec<String>,
    /// Words of an Insight Generator domain found (decline, seasonal, worried, ...).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub domain_terms: Vec<String>,
    /// Words naming the seller's own products, categories or brands.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub own_products: Vec<String>,
    /// Content words found nowhere in the domain's vocabulary.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub foreign_words: Vec<String>,
    /// The score's features by name (`gate/model.yaml` weighs them), for the reader and the
    /// fit.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub features: std::collections::BTreeMap<String, f32>,
    /// The question names one of the seller's products by two words or more of its title,
    /// with a seller term or measure word that no foreign word contradicts ("stock of the
    /// pour-over kettle", "inventory of hyaluronic moisturizer"), or by any mention with a
    /// seller term and no foreign word ("earbuds sold this mnth"): about the seller's data
    /// whatever the score. The score leans on the embedding's nearest example, and the examples
    /// name the demo's products, so a seller's product the examples never name scored low.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub own_product_with_measure: bool,
    /// The whole question is a seller's lookup of a selling measure applied to a thing
    /// (`phrase.rs`: "sunscreen units in july", "reviews on the vacuum sealer", "how much did my
    /// tea kettles make"): about the seller's data whatever the score, the thing the seller's
    /// or not (the planner asks back for a thing the seller does not have).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub selling_phrase: bool,
    /// The question's subject is one of the seller's own products, kinds or brands, and
    /// nothing in it is foreign nor in the shape of a non-seller ("do i have any tea kettles
    /// left", "is the cutting board on the rise", "how is voltedge doing overall"): about the
    /// seller's data whatever the score. A measure word is no condition: the subject is the
    /// seller's, and what is asked of it is the planner's or the Insight Generator's to read
    /// or ask back.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub own_subject: bool,
    /// A mention names a kind of the seller's (its last title word a head noun, by two title
    /// words, beside a word of selling or as the subject of an evaluation) or the seller's
    /// brand: "the earbuds", "the dinosaurs"; not one shared title word ("pack", "set",
    /// "care", "french"), which is everyday language far more often.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub names_kind: bool,
    /// The whole question is an open evaluation of the seller's business (`evaluation.rs`:
    /// "any red flags", "is there a problem", "what should i keep an eye on"): the Insight
    /// Generator's health check answers it, whatever the router's head says (the Data
    /// Presenter has no measure to plan and said "none of your data answers that").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub open_evaluation: bool,
    /// A word of the domain or of the seller's titles is spelled as in a chat ("ordrs",
    /// "slz", "stk": `skeleton.rs`) beside a word of selling, and nothing in the question is
    /// foreign ("hw many ordrs ystrdy"): about the seller's data whatever the score.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub chat_spelling: bool,
    /// A shape in which the asker is not a seller asking about the business (`shapes.rs`):
    /// it vetoes the Insight Generator, and foreign possession ("my diet", "at my job") the
    /// whole question.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shape: Option<AskerShape>,
    /// For a question routed to the Insight Generator: whether it has the evidence that
    /// generator needs before it answers (`insight.rs`), and why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub insight: Option<InsightEvidence>,
}

#[cfg(test)]
impl GateVerdict {
    /// A verdict with its score and no evidence of any kind: tests set the fields they read
    /// (`GateVerdict { seller_terms: .., ..GateVerdict::bare(0.9, 0.5, 0.6) }`).
    pub(crate) fn bare(score: f32, threshold: f32, similarity: f32) -> Self {
        Self {
            is_out_of_domain: false,
            sure: false,
            score,
            threshold,
            similarity,
            seller_terms: vec![],
            measure_words: vec![],
            domain_terms: vec![],
            own_products: vec![],
            foreign_words: vec![],
            features: Default::default(),
            own_product_with_measure: false,
            selling_phrase: false,
            own_subject: false,
            names_kind: false,
            open_evaluation: false,
            chat_spelling: false,
            shape: None,
            insight: None,
        }
    }
}

impl GateVerdict {
    /// The words found are about the seller's business: a seller term, a measure word, a
    /// domain term, or one of the seller's products by id or with a measure, none of them
    /// beside a foreign word or after a foreign owner ("yoga sessions", "macy's sales"); or the
    /// question is a selling phrase, whose thing is named by words the gate need not know.
    pub fn word_evidence(&self) -> bool {
        if self.selling_phrase || self.own_subject || self.chat_spelling {
            return true;
        }
        let feature = |n: &str| self.features.get(n).copied().unwrap_or(0.0) > 0.5;
        let words = !self.seller_terms.is_empty()
            || !self.measure_words.is_empty()
            || !self.domain_terms.is_empty()
            || feature("own_product");
        words && !feature("foreign_object") && !feature("foreign_owner")
    }
}

/// Why the gate could not be built.
#[derive(Debug, thiserror::Error)]
pub enum GateError {
    /// Embedding the example questions failed.
    #[error("embedding the gate's example questions: {0}")]
    Embed(String),
    /// The model file's probe was fitted for an encoder of another width.
    #[error("gate/model.yaml: the probe has {got} weights but the encoder's embeddings have {want} components; refit it: INSIGHT_BLESS=1 cargo test --test gate_fit -- --nocapture")]
    ProbeWidth {
        /// The probe's weights.
        got: usize,
        /// The embedding's components.
        want: usize,
    },
}
