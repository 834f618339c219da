//! The domain vocabulary gate's word lists (`gate/vocabulary.yaml`): which words say a question
//! is about the seller's business, so a domain expert extends the gate without Rust.
//!
//! The gate itself (`crate::gate`) reads this file's lists, weights and threshold; this module
//! only types and checks the file. On top of the schema, [`load`] checks what a schema cannot:
//! no empty or duplicate entry (a word in two lists would be counted twice), every entry is made
//! of words the gate can match, and every domain named under `domain_terms` exists.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::diag::Diagnostics;
use super::domain::DomainPath;
use super::yaml::{load_typed, pointer_segment};

/// The gate's score weights. The score is the question's highest cosine similarity to an
/// in-domain example question, plus each bonus whose evidence is present, minus a penalty per
/// foreign word.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GateWeights {
    /// Added for a seller-only term.
    pub seller_term: f32,
    /// Added for one of the seller's own products (id, title words, category, brand), when a
    /// seller term, a measure word or a domain term goes with it.
    pub own_product: f32,
    /// Added for a measure word with everyday senses.
    pub measure_word: f32,
    /// Added for a word of an Insight Generator domain (decline, seasonal, fading, ...).
    #[serde(default)]
    pub domain_term: f32,
    /// Subtracted per foreign word.
    pub foreign_word: f32,
}

impl Default for GateWeights {
    fn default() -> Self {
        GateWeights {
            seller_term: 0.30,
            own_product: 0.30,
            measure_word: 0.12,
            domain_term: 0.0,
            foreign_word: 0.12,
        }
    }
}

/// The threshold used when a catalog has no `gate/vocabulary.yaml`.
pub const DEFAULT_THRESHOLD: f32 = 0.68;

fn default_threshold() -> f32 {
    DEFAULT_THRESHOLD
}

/// `gate/vocabulary.yaml`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GateVocabulary {
    /// Words and phrases that name the seller's business and have no everyday sense a general
    /// assistant question would use ("units sold", not "units"; "sales", not "sale"). Matched as
    /// written (word forms are not merged), a one-letter typo of a term of 6 letters or more
    /// included.
    pub seller_terms: Vec<String>,
    /// Measure words with everyday senses too ("the price of bitcoin", "my order from target"):
    /// weaker evidence.
    pub measure_words: Vec<String>,
    /// Per Insight Generator domain (a `domains/` name): the words its questions use for what
    /// the domain looks at ("fading", "seasonal", "worried", "suggest"), often everyday words
    /// that the seller terms do not cover. Matched as word stems.
    #[serde(default)]
    pub domain_terms: BTreeMap<String, Vec<String>>,
    /// Words that say nothing of what a question is about, only how its figures are gathered
    /// or passed on ("together", "recap", "rundown", "four hundred"): never foreign words, and
    /// no evidence either. Why: they are in no example sentence, so the gate counted them as
    /// foreign content and refused "how many speakers have i got on hand all together" or "four
    /// hundred orders" (read as a foreign thing's orders, like "yoga sessions"); a question of
    /// another life keeps its own foreign words ("a recap of the match"). Matched as word stems.
    #[serde(default)]
    pub known_words: Vec<String>,
    /// The score's weights.
    #[serde(default)]
    pub weights: GateWeights,
    /// Below this score a question is out of domain. Chosen on the calibration split
    /// (docs/answer_or_ask.md): re-run the gate's curve after changing a list or a weight.
    #[serde(default = "default_threshold")]
    pub threshold: f32,
    /// What the Insight Generator needs before it answers (see [`InsightEvidenceRule`]).
    /// Absent: no check beyond the gate (a catalog without it keeps the old behaviour).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub insight_evidence: Option<InsightEvidenceRule>,
    /// The learned score (`gate/model.yaml`), when the folder has one: it replaces `weights`
    /// and `threshold`.
    #[serde(skip)]
    #[schemars(skip)]
    pub model: Option<GateModel>,
    /// Everyday questions that are not about a seller's data (`gate/everyday.yaml`): the
    /// learned score's out-of-domain training side and its nearest-neighbour feature.
    #[serde(skip)]
    #[schemars(skip)]
    pub everyday: Vec<String>,
}

/// The evidence the Insight Generator needs before it answers a question the gate let in.
///
/// The Insight Generator always finds something to say (with no domain close, its generic
/// overview reports the seller's revenue change), so a question that names nothing of the
/// business ("is 91 prime") would be answered with the seller's numbers. It answers only when
/// the question has word evidence (a seller term, a measure word, a domain term, or one of the
/// seller's products with a measure or by its id: the gate's lists) not contradicted by a
/// foreign word beside it or a foreign owner, or, failing that, when it is close to the
/// diagnostic questions it is built for: the nearest example of the domain router
/// (`domains/*.yaml` examples and the labelled `insight_generator` training questions), less
/// `foreign_word_penalty` per foreign word, at `min_similarity` or more. Otherwise the question
/// is refused as out of domain.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InsightEvidenceRule {
    /// The cosine similarity to the nearest domain-router example a question with no word
    /// evidence needs. Chosen by `tests/gate_fit.rs` on training data only (the router's
    /// examples, each left out, against `gate/everyday.yaml`); `INSIGHT_BLESS=1` writes it.
    pub min_similarity: f32,
    /// Subtracted from that similarity per foreign word (a content word found nowhere in the
    /// domain: "401k", "sharpen"), so a question about something else needs a closer example.
    /// Fitted with `min_similarity`.
    #[serde(default)]
    pub foreign_word_penalty: f32,
}

/// The learned gate's features, in the order of [`GateModel::weights`]' documentation. Each is
/// computed by `crate::gate` from the question; the model file must weigh exactly these.
pub const GATE_FEATURES: [&str; 13] = [
    "similarity",
    "everyday_similarity",
    "seller_term",
    "measure_word",
    "domain_term",
    "own_product",
    "own_product_alone",
    "foreign_words",
    "foreign_owner",
    "foreign_object",
    "superlative_period",
    "no_evidence",
    "probe",
];

/// `gate/model.yaml`: a logistic model over the gate's features, fitted on labelled training
/// questions (the in-domain train split and catalog examples against `gate/everyday.yaml`),
/// its threshold chosen on a calibration split. Written by the fit
/// (`INSIGHT_BLESS=1 cargo test --test gate_fit`), reviewed like any catalog file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GateModel {
    /// Added to the weighted features before the logistic function.
    pub bias: f32,
    /// One weight per feature of [`GATE_FEATURES`] (a missing one weighs 0).
    pub weights: BTreeMap<String, f32>,
    /// Below this probability of being about the seller's data, a question is out of domain.
    pub threshold: f32,
    /// At this probability or more the gate is **sure**: its verdict overrules the other
    /// screens' refusals (the OOD autoencoder, the Insight Generator's evidence rule), which
    /// judge a wording by its nearness to the demo's examples. Chosen with the threshold on
    /// the calibration split (`gate::fit::choose_sure`); absent, the gate never overrules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sure: Option<f32>,
    /// What the model was fitted and calibrated on (for the reader; not used to score).
    #[serde(default)]
    pub fitted: BTreeMap<String, String>,
    /// The linear probe over the question's embedding whose log-odds is the `probe` feature
    /// (`crate::gate::probe`); without it the feature is 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub probe: Option<GateProbe>,
}

/// The gate's probe: log-odds that a question is about the seller's data, read linearly from
/// its embedding (`bias + weights . embedding`). Fitted with the model (`tests/gate_fit.rs`);
/// one weight per component of the encoder's embedding.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GateProbe {
    /// Added to the weighted components.
    pub bias: f32,
    /// One weight per embedding component, in order.
    pub weights: Vec<f32>,
}

impl GateModel {
    /// The probability that a question with these feature values is about the seller's data.
    pub fn probability(&self, features: &[(&str, f32)]) -> f32 {
        let z = features.iter().fold(self.bias, |z, (name, x)| {
            z + self.weights.get(*name).copied().unwrap_or(0.0) * x
        });
        1.0 / (1.0 + (-z).exp())
    }
}

/// `gate/everyday.yaml`: everyday questions by topic, none about a seller's own data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GateEveryday {
    /// How the questions were made and what they must not overlap.
    pub description: String,
    /// Questions by topic.
    pub topics: BTreeMap<String, Vec<String>>,
}

impl Default for GateVocabulary {
    /// No lists: the gate decides on the embedding match and foreign words only.
    fn default() -> Self {
        GateVocabulary {
            seller_terms: Vec::new(),
            measure_words: Vec::new(),
            domain_terms: BTreeMap::new(),
            known_words: Vec::new(),
            weights: GateWeights::default(),
            threshold: DEFAULT_THRESHOLD,
            insight_evidence: None,
            model: None,
            everyday: Vec::new(),
        }
    }
}

impl GateVocabulary {
    /// Every domain term, once, in file order of domains then terms.
    pub fn all_domain_terms(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for terms in self.domain_terms.values() {
            for t in terms {
                if !out.contains(t) {
                    out.push(t.clone());
                }
            }
        }
        out
    }
}

/// What is wrong with one entry on its own.
fn entry_problems(entry: &str) -> Vec<String> {
    let norm = entry.trim().to_lowercase();
    if norm.is_empty() {
        return vec!["an empty entry matches nothing".into()];
    }
    let mut out = Vec::new();
    if norm != entry {
        out.push(format!(
            "write `{entry}` as `{norm}`: entries are matched in lower case, without spaces around"
        ));
    }
    if !norm.chars().any(char::is_alphanumeric) {
        out.push(format!(
            "`{entry}` has no letter or digit: it can never match a word"
        ));
    }
    out
}

/// Reads and checks `path`; every problem goes to `diags` at its place. `None` when the file
/// has a problem (the catalog then fails to load, as for any other file).
pub fn load(
    path: &Path,
    domains: &[DomainPath],
    diags: &mut Diagnostics,
) -> Option<GateVocabulary> {
    let (file, doc) = load_typed::<GateVocabulary>(path, diags)?;
    let before = diags.len();
    // Which list each entry is in, to report an entry in two lists (it would count twice).
    let mut seen: HashMap<String, String> = HashMap::new();
    let lists = [
        ("seller_terms", &file.seller_terms),
        ("measure_words", &file.measure_words),
        ("known_words", &file.known_words),
    ];
    for (list, entries) in lists {
        for (i, t) in entries.iter().enumerate() {
            let pos = doc.pos(&format!("/{list}/{i}"));
            for problem in entry_problems(t) {
                diags.push(path, pos, problem);
            }
            let norm = t.trim().to_lowercase();
            match seen.get(&norm) {
                Some(first) => diags.push(
                    path,
                    pos,
                    format!("`{norm}` is already under {first}: an entry counts once"),
                ),
                None => {
                    seen.insert(norm, list.to_string());
                }
            }
        }
    }
    for (name, terms) in &file.domain_terms {
        let at = format!("/domain_terms/{}", pointer_segment(name));
        let checkable = !domains.is_empty() || diags.is_broken(super::NameKind::Domain, name);
        if checkable && !domains.iter().any(|d| &d.name == name) {
            let mut known: Vec<&str> = domains.iter().map(|d| d.name.as_str()).collect();
            known.sort();
            diags.push_unknown(
                super::NameKind::Domain,
                name,
                path,
                doc.key_pos(&at),
                format!(
                    "unknown domain `{name}`; known domains: {}",
                    known.join(", ")
                ),
            );
        }
        // A word may serve several domains ("decline" is performance and trend); a repeat
        // within one domain, or a word already a seller term or measure word, is a problem.
        let mut own: Vec<String> = Vec::new();
        for (i, t) in terms.iter().enumerate() {
            let pos = doc.pos(&format!("{at}/{i}"));
            for problem in entry_problems(t) {
                diags.push(path, pos, problem);
            }
            let norm = t.trim().to_lowercase();
            if let Some(first) = seen.get(&norm) {
                diags.push(
                    path,
                    pos,
                    format!("`{norm}` is already under {first}: an entry counts once"),
                );
            } else if own.contains(&norm) {
                diags.push(path, pos, format!("duplicate entry `{norm}` in {name}"));
            }
            own.push(norm);
        }
    }
    for (key, w) in [
        ("seller_term", file.weights.seller_term),
        ("own_product", file.weights.own_product),
        ("measure_word", file.weights.measure_word),
        ("domain_term", file.weights.domain_term),
        ("foreign_word", file.weights.foreign_word),
    ] {
        if !w.is_finite() || w < 0.0 {
            diags.push(
                path,
                doc.pos(&format!("/weights/{key}")),
                format!("weight `{key}` must be a number >= 0 (a penalty is subtracted)"),
            );
        }
    }
    if !file.threshold.is_finite() {
        diags.push(
            path,
            doc.pos("/threshold"),
            "the threshold must be a number",
        );
    }
    if let Some(rule) = &file.insight_evidence {
        if !(0.0..=1.0).contains(&rule.min_similarity) {
            diags.push(
                path,
                doc.pos("/insight_evidence/min_similarity"),
                "min_similarity is a cosine similarity: between 0 and 1",
            );
        }
        if !rule.foreign_word_penalty.is_finite() || rule.foreign_word_penalty < 0.0 {
            diags.push(
                path,
                doc.pos("/insight_evidence/foreign_word_penalty"),
                "foreign_word_penalty must be a number >= 0 (it is subtracted)",
            );
        }
    }
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut file = file;
    file.model = load_model(&dir.join("model.yaml"), diags);
    file.everyday = load_everyday(&dir.join("everyday.yaml"), diags);
    (diags.len() == before).then_some(file)
}

/// `gate/model.yaml`, when present: every weight names a feature the gate computes, and every
/// number is finite.
fn load_model(path: &Path, diags: &mut Diagnostics) -> Option<GateModel> {
    if !path.exists() {
        return None;
    }
    let (model, doc) = load_typed::<GateModel>(path, diags)?;
    let before = diags.len();
    for (name, w) in &model.weights {
        let at = format!("/weights/{}", pointer_segment(name));
        if !GATE_FEATURES.contains(&name.as_str()) {
            diags.push(
                path,
                doc.key_pos(&at),
                format!(
                    "unknown gate feature `{name}`; the gate computes: {}",
                    GATE_FEATURES.join(", ")
                ),
            );
        } else if !w.is_finite() {
            diags.push(
                path,
                doc.pos(&at),
                format!("weight `{name}` must be a number"),
            );
        }
    }
    if !model.bias.is_finite() {
        diags.push(path, doc.pos("/bias"), "the bias must be a number");
    }
    if let Some(probe) = &model.probe {
        // The width is checked against the encoder where the gate is built (`crate::gate`):
        // the catalog does not know which encoder will read it.
        if probe.weights.is_empty() || !probe.bias.is_finite() {
            diags.push(
                path,
                doc.pos("/probe"),
                "the probe needs a finite bias and one weight per embedding component",
            );
        }
        if let Some(i) = probe.weights.iter().position(|w| !w.is_finite()) {
            diags.push(
                path,
                doc.pos(&format!("/probe/weights/{i}")),
                "a probe weight must be a number",
            );
        }
    }
    if model.sure.is_some_and(|s| !(0.0..=1.01).contains(&s)) {
        diags.push(
            path,
            doc.pos("/sure"),
            "`sure` is a probability: between 0 and 1 (1.01: never sure)",
        );
    }
    if !(0.0..=1.0).contains(&model.threshold) {
        diags.push(
            path,
            doc.pos("/threshold"),
            "the threshold is a probability: between 0 and 1",
        );
    }
    (diags.len() == before).then_some(model)
}

/// `gate/everyday.yaml`, when present: its questions, each once.
fn load_everyday(path: &Path, diags: &mut Diagnostics) -> Vec<String> {
    if !path.exists() {
        return Vec::new();
    }
    let Some((file, doc)) = load_typed::<GateEveryday>(path, diags) else {
        return Vec::new();
    };
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for (topic, qs) in &file.topics {
        for (i, q) in qs.iter().enumerate() {
            let fold = q.trim().to_lowercase();
            if fold.is_empty() || !seen.insert(fold) {
                diags.push(
                    path,
                    doc.pos(&format!("/topics/{}/{i}", pointer_segment(topic))),
                    format!("empty or repeated question `{q}`: each counts once"),
                );
            } else {
                out.push(q.clone());
            }
        }
    }
    out
}
