//! The domain vocabulary gate: the design's secondary out-of-domain check, applied by the
//! manager to both workers after the autoencoder has let a question in.
//!
//! The autoencoder favours recall (when unsure it lets a question in), so "how much did i spend
//! on groceries last week" or "what's my credit score" reach the workers, which then find
//! *something* to answer with the seller's numbers. The gate asks what the words say:
//!
//! - **evidence for the seller's business**: a seller-only term (revenue, units sold, SKU, buy
//!   box, ACOS, ...); one of the seller's own products (an id, words of a title, a category or
//!   brand, fetched through `product_catalog` per seller, as the planner's entity resolver
//!   does); a measure word that has other senses too (price, spend, order, stock, review); a
//!   word of an Insight Generator domain (decline, seasonal, fading, worried, suggest). The
//!   lists, the weights and the threshold are a catalog file, `gate/vocabulary.yaml`
//!   ([`crate::catalog::gate`]), so a domain expert extends them without Rust;
//! - **evidence against**: *foreign* words, content words that appear nowhere in the domain's
//!   vocabulary (the question APIs' descriptors and examples, the domain paths' examples, the
//!   training questions, the calendar, the seller's titles), typos of domain words excepted:
//!   "groceries", "bitcoin", "paycheck", "yoga";
//! - **the embedding match**: the question's highest cosine similarity to the in-domain example
//!   questions (catalog examples, domain examples, training questions).
//!
//! These make one score ([`GateVerdict::score`]): the similarity, plus a bonus per kind of
//! evidence, minus a penalty per foreign word. Below [`DomainGate::threshold`] the question is
//! out of domain. The weights and the threshold are tuned on a calibration split (the worked and
//! holdout sets as in-domain questions, the first half of `models/training/eval_out_of_domain.yaml`
//! as out-of-domain ones) and reported on held-out sets (`docs/answer_or_ask.md`).
//!
//! The gate is deterministic, cheap (a few microseconds after the seller's titles are cached)
//! and explains itself: the verdict lists the evidence, the foreign words and the score.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::backend::{Backends, Tenant};
use crate::catalog::training::{Route, Split};
use crate::catalog::Catalog;
use crate::embed::{Embedder, Embedding};
use crate::planner::entities::{is_product_id, EntityMatch, Product, ProductIndex};
use crate::planner::text::{is_stopword, mask, phrase_stems, tokens, Token};

pub use crate::catalog::gate::{GateWeights, DEFAULT_THRESHOLD};

/// What the gate found, reported in the answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct GateVerdict {
    /// Below the threshold: not a question about the seller's business.
    pub is_out_of_domain: bool,
    /// Similarity + evidence − foreign words.
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
}

/// Why the gate could not be built.
#[derive(Debug, thiserror::Error)]
pub enum GateError {
    /// Embedding the example questions failed.
    #[error("embedding the gate's example questions: {0}")]
    Embed(String),
}

/// The gate, built once from the catalog.
pub struct DomainGate {
    catalog: Arc<Catalog>,
    backends: Arc<Backends>,
    vocabulary: HashSet<String>,
    seller_terms: Vec<(String, Vec<String>)>,
    measure_words: Vec<(String, Vec<String>)>,
    domain_terms: Vec<(String, Vec<String>)>,
    metric_stems: HashSet<String>,
    examples: Vec<Embedding>,
    products: Mutex<HashMap<String, Arc<SellerWords>>>,
    /// The score below which a question is out of domain.
    pub threshold: f32,
    /// The score's weights.
    pub weights: GateWeights,
}

impl std::fmt::Debug for DomainGate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DomainGate")
            .field("vocabulary", &self.vocabulary.len())
            .field("examples", &self.examples.len())
            .field("threshold", &self.threshold)
            .finish()
    }
}

/// One seller's product index and title words.
struct SellerWords {
    index: ProductIndex,
    stems: HashSet<String>,
}

impl DomainGate {
    /// Builds the vocabulary from the catalog and embeds the in-domain example questions once.
    pub fn new(
        catalog: Arc<Catalog>,
        embedder: &Embedder,
        backends: Arc<Backends>,
    ) -> Result<DomainGate, GateError> {
        let mut vocabulary = HashSet::new();
        let mut add = |text: &str| {
            for t in tokens(text) {
                vocabulary.insert(t.stem);
            }
        };
        let mut examples: Vec<String> = Vec::new();
        let mut metric_stems = HashSet::new();
        for api in catalog.question_apis() {
            let d = &api.descriptor;
            add(&d.name.replace('_', " "));
            add(&d.description);
            for c in &d.columns {
                add(&c.name.replace('_', " "));
                add(&c.display_name);
                add(&c.description);
                for s in &c.synonyms {
                    add(s);
                }
                for p in std::iter::once(&c.display_name).chain(&c.synonyms) {
                    metric_stems.extend(phrase_stems(p));
                }
            }
            for e in &d.examples {
                add(&e.question);
                examples.push(e.question.clone());
            }
        }
        for dom in &catalog.domains {
            add(&dom.description);
            for e in &dom.examples {
                add(e);
                examples.push(e.clone());
            }
        }
        for (_, file) in &catalog.training {
            if file.split != Split::Train {
                continue;
            }
            for q in &file.questions {
                if q.route != Route::OutOfDomain {
                    add(&q.text);
                    examples.push(q.text.clone());
                }
            }
        }
        for event in &catalog.calendar.events {
            for name in event.names() {
                add(name);
            }
        }
        examples.sort();
        examples.dedup();
        let examples = embedder
            .embed_batch(&examples)
            .map_err(|e| GateError::Embed(e.to_string()))?;
        let phrases = |list: &[String]| -> Vec<(String, Vec<String>)> {
            list.iter()
                .map(|p| (p.clone(), phrase_stems(p)))
                .filter(|(_, stems)| !stems.is_empty())
                .collect()
        };
        let words = &catalog.gate;
        for p in words.seller_terms.iter().chain(&words.measure_words) {
            metric_stems.extend(phrase_stems(p));
        }
        // Domain terms are part of the domain's vocabulary: never foreign words.
        for p in words.all_domain_terms() {
            vocabulary.extend(phrase_stems(&p));
        }
        let seller_terms = phrases(&words.seller_terms);
        let measure_words = phrases(&words.measure_words);
        let domain_terms = phrases(&words.all_domain_terms());
        let (threshold, weights) = (words.threshold, words.weights);
        Ok(DomainGate {
            catalog,
            backends,
            vocabulary,
            seller_terms,
            measure_words,
            domain_terms,
            metric_stems,
            examples,
            products: Mutex::new(HashMap::new()),
            threshold,
            weights,
        })
    }

    /// The seller's products, fetched once per seller through `product_catalog`. A failure
    /// leaves the seller without product evidence (the gate still decides on the rest).
    async fn seller_words(&self, tenant: &Tenant) -> Arc<SellerWords> {
        if let Ok(cache) = self.products.lock() {
            if let Some(p) = cache.get(&tenant.seller_id) {
                return p.clone();
            }
        }
        let products = self.fetch_products(tenant).await.unwrap_or_default();
        let mut stems = HashSet::new();
        for p in &products {
            for s in [&p.title, &p.category, &p.brand] {
                stems.extend(phrase_stems(s));
            }
        }
        let words = Arc::new(SellerWords {
            index: ProductIndex::new(products),
            stems,
        });
        if let Ok(mut cache) = self.products.lock() {
            cache.insert(tenant.seller_id.clone(), words.clone());
        }
        words
    }

    async fn fetch_products(&self, tenant: &Tenant) -> Option<Vec<Product>> {
        let api = self.catalog.api("product_catalog")?;
        let params = api.check_params(&json!({ "limit": 1000 })).ok()?;
        let table = self.backends.call(api, &params, tenant).await.ok()?;
        let get = |row: &[Value], col: &str| -> String {
            table
                .column_index(col)
                .and_then(|i| row.get(i))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string()
        };
        Some(
            table
                .rows
                .iter()
                .map(|r| Product {
                    id: get(r, "product_id"),
                    title: get(r, "title"),
                    category: get(r, "category"),
                    brand: get(r, "brand"),
                })
                .filter(|p| !p.id.is_empty())
                .collect(),
        )
    }

    /// Screens one question. `time_spans` are the byte spans of its time expressions (from the
    /// resolver): dates are neither evidence nor foreign words.
    pub async fn screen(
        &self,
        question: &str,
        time_spans: &[(usize, usize)],
        embedding: &Embedding,
        tenant: &Tenant,
    ) -> GateVerdict {
        let words = self.seller_words(tenant).await;
        self.judge(question, time_spans, embedding, &words)
    }

    fn judge(
        &self,
        question: &str,
        time_spans: &[(usize, usize)],
        embedding: &Embedding,
        words: &SellerWords,
    ) -> GateVerdict {
        let similarity = self
            .examples
            .iter()
            .map(|e| e.cosine(embedding))
            .fold(0.0f32, f32::max);
        let text = mask(question, time_spans);
        let toks = tokens(&text);
        // Own products: ids, title words, categories, brands.
        let mut own: Vec<String> = Vec::new();
        let mut own_spans: Vec<(usize, usize)> = Vec::new();
        match words.index.resolve(&text, &self.metric_stems) {
            EntityMatch::Found(entities, spans) => {
                own.extend(entities.into_iter().map(|e| e.mention));
                own_spans = spans;
            }
            EntityMatch::Ambiguous { mention, .. } => {
                own_spans = find_ignore_case(&text, &mention);
                own.push(mention);
            }
            EntityMatch::UnknownId(id) => own.push(id),
            EntityMatch::NoSuchProduct { .. } => {}
        }
        let in_own = |t: &Token| own_spans.iter().any(|&(s, e)| t.start >= s && t.end <= e);
        let exact: HashSet<&str> = self
            .seller_terms
            .iter()
            .chain(&self.measure_words)
            .map(|(n, _)| n.as_str())
            .collect();
        let found = |toks: &[Token], list: &[(String, Vec<String>)], used: &mut HashSet<usize>| {
            let mut out = Vec::new();
            for (name, stems) in list {
                let mut at = crate::planner::text::find_phrase(toks, stems);
                if stems.len() == 1 && name.len() >= 6 {
                    // A typo of a long term ("ordrs", "revnue", "sessons"), unless the word is
                    // another term as written ("sale" is not "sales").
                    at.extend((0..toks.len()).filter(|&i| {
                        let w = toks[i].word.as_str();
                        w.len() >= 5 && !exact.contains(w) && strsim::osa_distance(w, name) == 1
                    }));
                }
                for i in at {
                    // Exact word forms for single words ("sales", not "sale").
                    let w = toks[i].word.trim_matches('\'');
                    if stems.len() == 1 && w != name.as_str() && exact.contains(w) {
                        continue;
                    }
                    if stems.len() == 1 && w != name.as_str() && strsim::osa_distance(w, name) != 1
                    {
                        continue;
                    }
                    used.extend(i..i + stems.len());
                    if !out.contains(name) {
                        out.push(name.clone());
                    }
                }
            }
            out
        };
        let mut used: HashSet<usize> = HashSet::new();
        let mut seller_terms = found(&toks, &self.seller_terms, &mut used);
        // Masking keeps dates from counting as foreign words, but a time expression can itself
        // name the marketplace ("YoY", "Prime Day", "Black Friday"): that is evidence too.
        if !time_spans.is_empty() {
            let masked_only = tokens(question);
            let in_time = |t: &Token| time_spans.iter().any(|&(s, e)| t.start >= s && t.end <= e);
            let masked_only: Vec<Token> = masked_only.into_iter().filter(in_time).collect();
            for term in found(&masked_only, &self.seller_terms, &mut HashSet::new()) {
                if !seller_terms.contains(&term) {
                    seller_terms.push(term);
                }
            }
        }
        let measure_words = found(&toks, &self.measure_words, &mut used);
        let domain_terms = self.domain_terms_in(&toks, &mut used);
        let foreign_words: Vec<String> = toks
            .iter()
            .enumerate()
            .filter(|(i, t)| !used.contains(i) && !in_own(t))
            .map(|(_, t)| t)
            .filter(|t| self.is_foreign(t, words))
            .map(|t| t.word.clone())
            .collect();
        // A foreign owner ("apple's revenue", "tesla's", "macy's") says whose data it is: not
        // the seller's. It weighs twice.
        let foreign_owners = foreign_words
            .iter()
            .filter(|w| w.ends_with("'s") || w.ends_with("’s"))
            .count();
        let w = self.weights;
        let mut score = similarity;
        if !seller_terms.is_empty() {
            score += w.seller_term;
        }
        // A product of the seller is evidence of a question about its data only with a measure
        // ("how to season a cast iron skillet" is about the skillet, not about its sales).
        // A product id (P0004) names a product of a catalog and nothing else: evidence alone.
        // A domain term does not stand in for the measure: "season" is also what one does to a
        // cast-iron pan (a calibration out-of-domain question).
        let by_id = own.iter().any(|m| is_product_id(m));
        let with_measure = !(seller_terms.is_empty() && measure_words.is_empty());
        if by_id || (!own.is_empty() && with_measure) {
            score += w.own_product;
        }
        if !measure_words.is_empty() {
            score += w.measure_word;
        }
        if !domain_terms.is_empty() {
            score += w.domain_term;
        }
        score -= w.foreign_word * (foreign_words.len() + foreign_owners) as f32;
        GateVerdict {
            is_out_of_domain: score < self.threshold,
            score,
            threshold: self.threshold,
            similarity,
            seller_terms,
            measure_words,
            domain_terms,
            own_products: own,
            foreign_words,
        }
    }

    /// The domain terms in `toks` (on stems: "declines" is "decline"), marking their tokens used.
    fn domain_terms_in(&self, toks: &[Token], used: &mut HashSet<usize>) -> Vec<String> {
        let mut out = Vec::new();
        for (name, stems) in &self.domain_terms {
            for i in crate::planner::text::find_phrase(toks, stems) {
                if (i..i + stems.len()).any(|j| used.contains(&j)) {
                    continue;
                }
                used.extend(i..i + stems.len());
                if !out.contains(name) {
                    out.push(name.clone());
                }
            }
        }
        out
    }

    /// A content word found nowhere in the domain's vocabulary, nor a typo of a word that is.
    fn is_foreign(&self, t: &Token, words: &SellerWords) -> bool {
        let s = t.stem.as_str();
        if s.len() < 3
            || is_stopword(s)
            || s.chars().any(|c| c.is_ascii_digit() || c == '#')
            || self.vocabulary.contains(s)
            || words.stems.contains(s)
        {
            return false;
        }
        // A typo of a domain word ("sessons", "revnue", "quater"): one edit away, or very
        // close for long words.
        if s.len() >= 4 {
            let near = |v: &String| {
                let d = strsim::osa_distance(s, v);
                (d == 1 && v.len() >= 4) || (s.len() >= 6 && strsim::jaro_winkler(s, v) >= 0.93)
            };
            if self.vocabulary.iter().any(near) || words.stems.iter().any(near) {
                return false;
            }
        }
        true
    }
}

fn find_ignore_case(text: &str, needle: &str) -> Vec<(usize, usize)> {
    let hay = text.to_lowercase();
    let n = needle.to_lowercase();
    if n.is_empty() || hay.len() != text.len() {
        return Vec::new();
    }
    hay.match_indices(&n)
        .map(|(i, m)| (i, i + m.len()))
        .collect()
}
