//! The domain vocabulary gate: the design's secondary out-of-domain check, applied by the
//! manager to both workers after the autoencoder has let a question in.
//!
//! The autoencoder favours recall (when unsure it lets a question in), so "how much did i spend
//! on groceries last week" or "what's my credit score" reach the workers, which then find
//! *something* to answer with the seller's numbers. The gate asks what the words say:
//!
//! - **evidence for the seller's business**: a seller-only term (revenue, units sold, SKU, buy
//!   box, ACOS, ...: [`SELLER_TERMS`]); one of the seller's own products (an id, words of a
//!   title, a category or brand, fetched through `product_catalog` per seller, as the planner's
//!   entity resolver does); a measure word that has other senses too (price, spend, order,
//!   stock, review: [`MEASURE_WORDS`]);
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
use crate::planner::entities::{EntityMatch, Product, ProductIndex};
use crate::planner::text::{is_stopword, mask, phrase_stems, tokens, Token};

/// Words and phrases that name the seller's business and have no everyday sense that a general
/// assistant question would use ("units sold", not "units"; "sales", not "sale").
pub const SELLER_TERMS: &[&str] = &[
    "revenue",
    "sales",
    "sold",
    "sell",
    "selling",
    "seller",
    "best seller",
    "bestseller",
    "units sold",
    "sku",
    "skus",
    "asin",
    "listing",
    "listings",
    "acos",
    "roas",
    "ctr",
    "impressions",
    "buy box",
    "conversion rate",
    "page views",
    "pageviews",
    "inventory",
    "on hand",
    "stockout",
    "stockouts",
    "out of stock",
    "restock",
    "days of cover",
    "refund rate",
    "return rate",
    "defect rate",
    "late shipment",
    "cancellation rate",
    "valid tracking",
    "product",
    "products",
    "my catalog",
    "my store",
    "my shop",
    "my business",
    "my category",
    "peers",
    "ad spend",
    "advertising",
    "ppc",
    "campaign",
    "campaigns",
    "aov",
    "average order value",
    "gmv",
    "account health",
    "prime day",
    "black friday",
    "cyber monday",
    "competitor price",
    "list price",
    "customers",
    "inbound",
    // Abbreviations sellers type.
    "rev",
    "asp",
    "kpi",
    "kpis",
    "buybox",
    "yoy",
    "mom",
    "inv",
    "cvr",
    "sessions",
];

/// Measure words with everyday senses too ("the price of bitcoin", "my order from target"):
/// evidence only when nothing foreign stands next to them.
pub const MEASURE_WORDS: &[&str] = &[
    "price",
    "prices",
    "pricing",
    "priced",
    "charge",
    "charged",
    "charging",
    "cost",
    "spend",
    "spent",
    "order",
    "orders",
    "review",
    "reviews",
    "rating",
    "ratings",
    "rated",
    "star",
    "stars",
    "stock",
    "traffic",
    "session",
    "views",
    "units",
    "conversion",
    "converting",
    "refund",
    "refunds",
    "refunded",
    "returns",
    "unit",
    "sale",
    "clicks",
    "ad",
    "ads",
    "shipping",
    "shipped",
    "discount",
    "money",
    "turnover",
    "cancellations",
    "benchmark",
    "category",
];

/// The gate's score weights (see the module comment).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct GateWeights {
    /// Added for a seller-only term.
    pub seller_term: f32,
    /// Added for one of the seller's own products (id, title words, category, brand).
    pub own_product: f32,
    /// Added for a measure word with everyday senses.
    pub measure_word: f32,
    /// Subtracted per foreign word.
    pub foreign_word: f32,
}

impl Default for GateWeights {
    fn default() -> Self {
        GateWeights {
            seller_term: 0.30,
            own_product: 0.30,
            measure_word: 0.12,
            foreign_word: 0.12,
        }
    }
}

/// The default threshold on [`GateVerdict::score`].
pub const DEFAULT_THRESHOLD: f32 = 0.68;

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
        let phrases = |list: &[&str]| -> Vec<(String, Vec<String>)> {
            list.iter()
                .map(|p| (p.to_string(), phrase_stems(p)))
                .collect()
        };
        for p in SELLER_TERMS.iter().chain(MEASURE_WORDS) {
            metric_stems.extend(phrase_stems(p));
        }
        Ok(DomainGate {
            catalog,
            backends,
            vocabulary,
            seller_terms: phrases(SELLER_TERMS),
            measure_words: phrases(MEASURE_WORDS),
            metric_stems,
            examples,
            products: Mutex::new(HashMap::new()),
            threshold: DEFAULT_THRESHOLD,
            weights: GateWeights::default(),
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
        let found = |list: &[(String, Vec<String>)], used: &mut HashSet<usize>| {
            let mut out = Vec::new();
            for (name, stems) in list {
                let mut at = crate::planner::text::find_phrase(&toks, stems);
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
        let seller_terms = found(&self.seller_terms, &mut used);
        let measure_words = found(&self.measure_words, &mut used);
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
        if !own.is_empty() && !(seller_terms.is_empty() && measure_words.is_empty()) {
            score += w.own_product;
        }
        if !measure_words.is_empty() {
            score += w.measure_word;
        }
        score -= w.foreign_word * (foreign_words.len() + foreign_owners) as f32;
        GateVerdict {
            is_out_of_domain: score < self.threshold,
            score,
            threshold: self.threshold,
            similarity,
            seller_terms,
            measure_words,
            own_products: own,
            foreign_words,
        }
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
