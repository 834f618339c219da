//! Schema linking: which API and which of its columns a question is about.
//!
//! At start-up every API's description and example questions, and every measure column's
//! display name, description and synonyms, are embedded once. For a question, each API gets
//!
//! `score = similarity + Σ concepts (0.6 + 0.1 · ln(APIs / APIs having it)) + dimension + structure`
//!
//! - `similarity`: the best cosine between the question's embedding and the API's description
//!   or example questions;
//! - `concepts`: how many of the metric phrases found in the question (column names, display
//!   names and synonyms, longest match first, time expressions and entity mentions masked) the
//!   API has a column for;
//! - `dimension`: +0.3 when the question names the API's dimension ("catalog", "inventory");
//! - `structure`: whether the API can give the wanted shape: +0.5 for a per-product API when the
//!   question wants rows per product (−0.5 otherwise), +0.5 for an API that filters by stars
//!   when a star rating is named (−0.3 otherwise), +0.3 for a time series API when a
//!   breakdown by period is asked, +0.4 for a record-listing API when records are asked for,
//!   −0.2 for per-product or listing APIs when neither is asked and no product is named, −0.3 for an API that cannot
//!   filter on a product the question names; +0.6 for an API that groups by the category or
//!   brand the question breaks down by ("per brand"), −0.3 for the others (and for grouping
//!   APIs when no grouping is asked); −0.5 for a per-product API when the products are to be
//!   added up ("across all products").
//!
//! The best API wins. With no metric phrase and a best similarity under [`MIN_SIMILARITY`] the
//! question is not linked (the planner answers out of scope).

use std::collections::HashSet;

use serde_json::Value;

use super::parse::Cues;
use super::text::{find_phrase, phrase_stems, Token};
use crate::catalog::api::ApiDescriptor;
use crate::catalog::Catalog;
use crate::embed::{Embedder, Embedding};
use crate::table::ColumnType;

/// Below this similarity, and with no metric phrase, no API answers the question.
pub const MIN_SIMILARITY: f32 = 0.30;
/// What a metric phrase found in the question adds to an API that has its column.
pub const CONCEPT_WEIGHT: f32 = 0.6;
/// What the name of an API's dimension in the question adds ("my catalog", "benchmark").
pub const DIMENSION_WEIGHT: f32 = 0.3;
/// Extra weight per unit of `ln(APIs / APIs having the column)`: a phrase few APIs have
/// ("inbound") outweighs one many have ("units").
pub const SPECIFICITY_WEIGHT: f32 = 0.1;

/// A measure column of an API, ready for linking.
#[derive(Debug, Clone)]
pub struct LinkColumn {
    /// Machine name.
    pub name: String,
    /// Phrases naming it, as stems.
    pub phrases: Vec<Vec<String>>,
    /// Embedding of its display name, description and synonyms.
    pub embedding: Embedding,
    /// Whether less is better.
    pub lower_is_better: bool,
    /// The measure it is (`catalog/measures.yaml`).
    pub measure: Option<String>,
}

/// What the planner needs to know about an API's shape.
#[derive(Debug, Clone)]
pub struct LinkApi {
    /// The API's name.
    pub name: String,
    /// Embeddings of its description and example questions.
    pub embeddings: Vec<Embedding>,
    /// Its measure columns.
    pub columns: Vec<LinkColumn>,
    /// Takes `start_date`/`end_date`.
    pub dated: bool,
    /// Takes `granularity`.
    pub granularity: bool,
    /// Takes `product_ids`.
    pub product_filter: bool,
    /// Returns one row per product (has a `product_id` column and a `sort_by` parameter).
    pub per_product: bool,
    /// Lists records (a `limit` but no `sort_by`).
    pub listing: bool,
    /// Filters by star rating (`min_rating`).
    pub rating_filter: bool,
    /// Its dimension's name as stems ("account health" → ["account", "health"]).
    pub dimension: Vec<String>,
    /// The `sort_by` values it accepts.
    pub sort_by: Vec<String>,
    /// The days of its default period.
    pub default_days: u32,
    /// The groupings its `group_by` parameter accepts (`category`, `brand`): one row per
    /// member of the group.
    pub groups: Vec<String>,
    /// Its rows are whole weeks as stored (account health: one row per Monday), not days
    /// summed by the API: a longer period takes the weeks it holds by the ISO 8601 rule
    /// (`catalog::weeks`), and an extremum over time ranks the rows themselves.
    pub weekly: bool,
}

/// Whether every table an API reads is dated by its week's Monday (the data contract's
/// `Kind::Monday`): its rows are whole stored weeks.
fn reads_weeks(d: &ApiDescriptor) -> bool {
    use crate::catalog::api::Backend;
    use crate::data::schema::{self, Kind};
    let Backend::Store(store) = &d.backend else {
        return false;
    };
    !store.tables.is_empty()
        && store.tables.iter().all(|t| {
            schema::table(t).is_some_and(|spec| {
                spec.date_column
                    .and_then(|c| spec.columns.iter().find(|x| x.contract == c))
                    .is_some_and(|c| c.kind == Kind::Monday)
            })
        })
}

/// The embedded catalog.
#[derive(Debug, Clone)]
pub struct LinkIndex {
    /// One per API, in catalog order.
    pub apis: Vec<LinkApi>,
    /// Every stem of every metric phrase (entity matching skips these).
    pub vocabulary: HashSet<String>,
}

/// A metric phrase found in the question.
#[derive(Debug, Clone)]
pub struct Concept {
    /// The column name it names.
    pub column: String,
    /// First token.
    pub at: usize,
    /// Tokens covered.
    pub len: usize,
}

/// What the intent requires of the API.
#[derive(Debug, Clone, Default)]
pub struct Need {
    /// The lead measure: only APIs with a column of it qualify.
    pub measure: Option<String>,
    /// The intent's other measures (their columns are kept as metrics).
    pub others: Vec<String>,
    /// Only APIs that give a series by period (`granularity`) qualify (extremum over time).
    pub series: bool,
    /// The series asked is by week: an API of whole stored weeks (`LinkApi::weekly`)
    /// qualifies too, its rows being the weeks ("which week last month was the late shipment
    /// rate the worst" was refused: no API gives it by `granularity`).
    pub weeks: bool,
    /// The store's figure over two periods, of a measure that does not add up across products
    /// (a rate, a ratio, a level): an API of one row per product does not qualify, as a
    /// comparison totals its rows ("nov 2025 vs nov 2024 conversion" once summed every
    /// product's conversion rate: 111%).
    pub whole: bool,
}

/// The linking decision.
#[derive(Debug, Clone)]
pub struct Linked {
    /// Index into [`LinkIndex::apis`].
    pub api: usize,
    /// Its score.
    pub score: f32,
    /// The best cosine between the question and the API's description or examples.
    pub similarity: f32,
    /// The measure columns asked about, in question order (best embedding match when none is
    /// named).
    pub metrics: Vec<String>,
    /// True when a metric was named in words.
    pub named: bool,
}

fn is_measure(ty: ColumnType) -> bool {
    matches!(ty, ColumnType::Integer | ColumnType::Number)
}

fn param_enum(d: &ApiDescriptor, name: &str) -> Vec<String> {
    d.parameters
        .pointer(&format!("/properties/{name}/enum"))
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

impl LinkIndex {
    /// Embeds the catalog once.
    pub fn build(catalog: &Catalog, embedder: &Embedder) -> Result<LinkIndex, String> {
        let mut texts: Vec<String> = Vec::new();
        for api in catalog.question_apis() {
            let d = &api.descriptor;
            texts.push(format!("{}: {}", d.name.replace('_', " "), d.description));
            texts.extend(d.examples.iter().map(|e| e.question.clone()));
            for c in d.columns.iter().filter(|c| is_measure(c.ty)) {
                texts.push(format!(
                    "{}: {} ({})",
                    c.display_name,
                    c.description,
                    c.synonyms.join(", ")
                ));
            }
        }
        let embs = embedder
            .embed_all(&texts)
            .map_err(|e| format!("embedding the catalog: {e}"))?;
        let mut it = embs.into_iter();
        let mut next = || it.next().ok_or("embedder returned too few vectors");
        let mut apis = Vec::new();
        let mut vocabulary = HashSet::new();
        for api in catalog.question_apis() {
            let d = &api.descriptor;
            let mut embeddings = vec![next()?];
            for _ in &d.examples {
                embeddings.push(next()?);
            }
            let mut columns = Vec::new();
            for c in d.columns.iter().filter(|c| is_measure(c.ty)) {
                let mut phrases: Vec<Vec<String>> =
                    std::iter::once(c.name.replace('_', " ").as_str())
                        .chain(std::iter::once(c.display_name.as_str()))
                        .chain(c.synonyms.iter().map(String::as_str))
                        .map(phrase_stems)
                        .filter(|p| !p.is_empty())
                        .collect();
                phrases.sort();
                phrases.dedup();
                for p in &phrases {
                    vocabulary.extend(p.iter().cloned());
                }
                columns.push(LinkColumn {
                    name: c.name.clone(),
                    phrases,
                    embedding: next()?,
                    lower_is_better: c.lower_is_better,
                    measure: c.measure.clone(),
                });
            }
            let params = d.parameter_names();
            let has = |p: &str| params.iter().any(|x| x == p);
            let sort_by = param_enum(d, "sort_by");
            apis.push(LinkApi {
                name: d.name.clone(),
                embeddings,
                columns,
                dated: has("start_date") && has("end_date"),
                granularity: has("granularity"),
                product_filter: has("product_ids"),
                per_product: d.column("product_id").is_some() && has("sort_by"),
                listing: has("limit") && !has("sort_by"),
                rating_filter: has("min_rating"),
                dimension: phrase_stems(&d.dimension.as_str().replace('_', " ")),
                sort_by,
                default_days: d.default_days.unwrap_or(30),
                groups: param_enum(d, "group_by"),
                weekly: reads_weeks(d),
            });
        }
        Ok(LinkIndex { apis, vocabulary })
    }

    /// The metric phrases of the question, longest first, never overlapping.
    pub fn concepts(&self, toks: &[Token]) -> Vec<Concept> {
        let mut all: Vec<Concept> = Vec::new();
        for api in &self.apis {
            for c in &api.columns {
                for p in &c.phrases {
                    for at in find_phrase(toks, p) {
                        all.push(Concept {
                            column: c.name.clone(),
                            at,
                            len: p.len(),
                        });
                    }
                }
            }
        }
        all.sort_by(|a, b| b.len.cmp(&a.len).then(a.at.cmp(&b.at)));
        let mut taken: Vec<(usize, usize)> = Vec::new();
        let mut out: Vec<Concept> = Vec::new();
        for c in all {
            let same_span = taken.iter().any(|&(a, l)| a == c.at && l == c.len);
            let overlaps = taken.iter().any(|&(a, l)| c.at < a + l && a < c.at + c.len);
            if overlaps && !same_span {
                continue;
            }
            if !out.iter().any(|o| o.column == c.column && o.at == c.at) {
                taken.push((c.at, c.len));
                out.push(c);
            }
        }
        out.sort_by_key(|c| c.at);
        out
    }

    /// Picks the API and its metrics.
    pub fn link(
        &self,
        question: &Embedding,
        toks: &[Token],
        cues: &Cues,
        wants_series: bool,
        names_product: bool,
        need: &Need,
    ) -> Option<Linked> {
        let concepts = self.concepts(toks);
        let spans: Vec<usize> = {
            let mut v: Vec<usize> = concepts.iter().map(|c| c.at).collect();
            v.dedup();
            v
        };
        // A phrase only a few APIs have says more than one every API has.
        let n_apis = self.apis.len().max(1) as f32;
        let weight = |at: usize| -> f32 {
            let holders = self
                .apis
                .iter()
                .filter(|a| {
                    concepts
                        .iter()
                        .any(|c| c.at == at && a.columns.iter().any(|col| col.name == c.column))
                })
                .count()
                .max(1) as f32;
            CONCEPT_WEIGHT + SPECIFICITY_WEIGHT * (n_apis / holders).ln()
        };
        let mut best: Option<Linked> = None;
        for (i, api) in self.apis.iter().enumerate() {
            // The intent's measure decides which APIs may answer: only those with a column of
            // that measure (so "in stock" never reaches units sold).
            let measure_col = need.measure.as_deref().and_then(|m| {
                api.columns
                    .iter()
                    .find(|c| c.measure.as_deref() == Some(m))
                    .map(|c| c.name.clone())
            });
            if need.measure.is_some() && measure_col.is_none() {
                continue;
            }
            if need.series && !api.granularity && !(need.weeks && api.weekly && api.dated) {
                continue;
            }
            if need.whole && api.per_product {
                continue;
            }
            let similarity = api
                .embeddings
                .iter()
                .map(|e| question.cosine(e))
                .fold(f32::MIN, f32::max);
            let covered: Vec<&Concept> = concepts
                .iter()
                .filter(|c| api.columns.iter().any(|col| col.name == c.column))
                .collect();
            let lexical: f32 = spans
                .iter()
                .filter(|s| covered.iter().any(|c| c.at == **s))
                .map(|s| weight(*s))
                .sum();
            let mut score = similarity + lexical;
            if !find_phrase(toks, &api.dimension).is_empty() {
                score += DIMENSION_WEIGHT;
            }
            if cues.by_product {
                score += if api.per_product { 0.5 } else { -0.5 };
            }
            if wants_series && api.granularity {
                score += 0.3;
            }
            if cues.list && api.listing {
                score += 0.4;
            }
            if !cues.by_product && !cues.list && !names_product && (api.per_product || api.listing)
            {
                score -= 0.2;
            }
            if names_product && !api.product_filter {
                score -= 0.3;
            }
            if cues.stars.is_some() {
                score += if api.rating_filter { 0.5 } else { -0.3 };
            }
            if let Some(g) = cues.group {
                if api.groups.iter().any(|x| x == g) {
                    score += 0.6;
                } else if !api.listing {
                    score -= 0.3;
                }
            } else if !api.groups.is_empty() {
                score -= 0.3;
            }
            if cues.all_products && cues.rank.is_none() && api.per_product {
                score -= 0.5;
            }
            // A measure the intent read (a typo too: "revenu", "sesions") is evidence of its
            // own: without this, a terse typed question whose words match no column and whose
            // embedding is weak ("revenu last mnth") found no API and was told that none gives
            // revenue.
            if lexical == 0.0 && measure_col.is_none() && similarity < MIN_SIMILARITY {
                continue;
            }
            if best.as_ref().is_some_and(|b| b.score >= score) {
                continue;
            }
            let mut metrics: Vec<String> = Vec::new();
            for c in &covered {
                if !metrics.contains(&c.column) {
                    metrics.push(c.column.clone());
                }
            }
            if let Some(col) = &measure_col {
                metrics.retain(|m| m != col);
                metrics.insert(0, col.clone());
                // Other metric phrases stay only when they name another measure of the intent.
                metrics.retain(|m| {
                    m == col
                        || api.columns.iter().any(|c| {
                            &c.name == m
                                && c.measure
                                    .as_deref()
                                    .is_some_and(|x| need.others.iter().any(|o| o == x))
                        })
                });
                // Every other measure of the intent this API holds is shown too, named by a
                // column phrase or not ("price vs competitor": the competitor's price was
                // read, then dropped for want of its column's words).
                for o in &need.others {
                    if let Some(c) = api.columns.iter().find(|c| c.measure.as_deref() == Some(o)) {
                        if !metrics.contains(&c.name) {
                            metrics.push(c.name.clone());
                        }
                    }
                }
            }
            let named = !metrics.is_empty();
            if metrics.is_empty() {
                if let Some(col) = api.columns.iter().max_by(|a, b| {
                    question
                        .cosine(&a.embedding)
                        .total_cmp(&question.cosine(&b.embedding))
                }) {
                    metrics.push(col.name.clone());
                }
            }
            best = Some(Linked {
                api: i,
                score,
                similarity,
                metrics,
                named,
            });
        }
        best
    }
}
