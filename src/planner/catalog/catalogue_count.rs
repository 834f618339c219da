//! A count of the seller's own catalogue (stop 36): "how many products do we have in the
//! catalogue", "total number of skus on my account", "how many different mixing bowls do i have
//! listed", "number of vitamin c serums in my catalogue?".
//!
//! Why: these were asked back ("which figure: revenue, units sold or products sold?", "I cannot
//! count products that meet a condition yet", "no product matches 'different mixing bowls'"),
//! and the one that was answered reached the catalogue only through the embedding, with a note
//! about a 30-day period the count does not have. How many products a seller lists (of a kind,
//! when one is named) is a fact of the `products` table: a real answer, counted from
//! `product_catalog`.
//!
//! Read only when nothing else is asked: a count word, a catalogue word (the products, skus,
//! listings, items themselves, or "listed" / "catalogue" / "on my account"), no period, no
//! measure beyond the products themselves (not "how many products sold", "how many items in
//! stock"), no condition ("with over 50 clicks": `condition`), no breakdown ("per category").
//! The words left once those are set aside name the kind; when they name nothing of the
//! seller's, the question goes on to the planner's usual path (which asks), never to a count
//! of 0 for a kind misheard.

use std::collections::HashSet;

use serde_json::{json, Map};

use super::{CatalogPlanner, PlanRequest, PlannedQuery, PlannerOutcome};
use crate::plan::{ApiStep, Plan, Step, ToolStep};
use crate::planner::entities::{EntityMatch, ProductIndex};
use crate::planner::intent::{EntityPart, Intent, IntentShape, ShapePart};
use crate::planner::text::tokens;
use crate::planner::{AnswerShape, ResolvedEntity, RowCondition};

/// Words that ask for a count.
const COUNT_PHRASES: &[&[&str]] = &[
    &["how", "many"],
    &["number", "of"],
    &["count", "of"],
    &["no", "of"],
    &["count", "my"],
    &["count", "the"],
];

/// The products themselves, as a seller names them.
const PRODUCT_NOUNS: &[&str] = &[
    "products", "product", "skus", "sku", "listings", "listing", "items", "item", "asins", "asin",
    "lines",
];

/// Words that say the products are the seller's catalogue, not something that happened to them.
const CATALOGUE_WORDS: &[&str] = &["listed", "catalogue", "catalog", "account", "range"];

/// Words that are part of how the count is asked and name nothing ("do i have", "have we got",
/// "different", "in my catalogue"), set aside before the kind is read.
const ASKING_WORDS: &[&str] = &[
    "how",
    "many",
    "number",
    "of",
    "count",
    "no",
    "total",
    "the",
    "my",
    "our",
    "we",
    "i",
    "do",
    "does",
    "did",
    "have",
    "has",
    "got",
    "ive",
    "weve",
    "there",
    "are",
    "is",
    "in",
    "on",
    "currently",
    "altogether",
    "overall",
    "different",
    "distinct",
    "separate",
    "unique",
    "individual",
    "active",
    "live",
    "up",
    "what",
    "s",
    "a",
    "any",
    "shop",
    "store",
    "all",
    "carry",
    "offer",
    "for",
    "sale",
    "pls",
    "please",
    "pl",
    "um",
    "so",
    "okay",
    "ok",
];

/// Words that make it a question about something other than the catalogue's size: a
/// breakdown, stock, a measure the index may not name on its own.
const OTHER_WORDS: &[&str] = &[
    "per",
    "by",
    "each",
    "every",
    "stock",
    "inventory",
    "sold",
    "sell",
    "selling",
    "sales",
    "shipped",
    "ordered",
    "returned",
    "refunded",
    "reviewed",
    "reviews",
    "stars",
    "rating",
    "viewed",
    "clicked",
    "advertised",
    "ads",
    "out",
    "launched",
    "new",
    "added",
    "without",
    "with",
    "no",
    "zero",
    "never",
    "but",
    "than",
    "over",
    "under",
    "above",
    "below",
];

impl CatalogPlanner {
    /// A count of the seller's products (of a kind, when one is named), when that is all the
    /// question asks; `None` to plan it the usual way.
    pub(super) fn catalogue_count(
        &self,
        req: &PlanRequest<'_>,
        products: &ProductIndex,
    ) -> Option<PlannerOutcome> {
        let slots = &req.time.slots;
        if slots.primary.is_some() || slots.comparison.is_some() || slots.granularity.is_some() {
            return None;
        }
        let toks = tokens(req.question);
        let words: Vec<&str> = toks.iter().map(|t| t.word.as_str()).collect();
        let at = (0..words.len()).find_map(|i| {
            COUNT_PHRASES.iter().find_map(|p| {
                words
                    .get(i..i + p.len())
                    .is_some_and(|w| w == *p)
                    .then_some(i + p.len())
            })
        })?;
        let noun = words.iter().any(|w| PRODUCT_NOUNS.contains(w));
        let catalogue = words.iter().any(|w| CATALOGUE_WORDS.contains(w));
        if !(noun || catalogue) {
            return None;
        }
        // "No" opens "no of" (number of) but is a condition anywhere else ("no sales").
        let no_is_count = words.get(at.wrapping_sub(2)) == Some(&"no");
        if words
            .iter()
            .enumerate()
            .any(|(i, w)| OTHER_WORDS.contains(w) && !(no_is_count && *w == "no" && i + 2 == at))
            || crate::planner::condition::condition(req.question).is_some()
        {
            return None;
        }
        // A measure named beside the products ("how many products got clicks"): not ours.
        let rest: Vec<_> = toks
            .iter()
            .filter(|t| !PRODUCT_NOUNS.contains(&t.word.as_str()))
            .cloned()
            .collect();
        if self
            .measures
            .find(&rest)
            .iter()
            .any(|m| !m.evidence.is_empty())
        {
            return None;
        }
        let kind: Vec<&str> = words
            .iter()
            .copied()
            .filter(|w| {
                !ASKING_WORDS.contains(w)
                    && !PRODUCT_NOUNS.contains(w)
                    && !CATALOGUE_WORDS.contains(w)
            })
            .collect();
        let kind = kind.join(" ");
        let entities = if kind.is_empty() {
            Vec::new()
        } else {
            match products.resolve(&kind, &self.index.vocabulary) {
                EntityMatch::Found(e, _) if !e.is_empty() => e,
                EntityMatch::Ambiguous {
                    candidates,
                    one_kind: true,
                    mention,
                } => candidates
                    .into_iter()
                    .map(|(id, label)| ResolvedEntity {
                        kind: "product".into(),
                        id,
                        label,
                        mention: mention.clone(),
                    })
                    .collect(),
                // Words that name nothing of the seller's: asked the usual way.
                _ => return None,
            }
        };
        // The whole store named by its name counts every product.
        let entities: Vec<ResolvedEntity> =
            entities.into_iter().filter(|e| e.kind != "store").collect();
        Some(self.count_plan(req.question, &kind, &entities))
    }

    fn count_plan(
        &self,
        question: &str,
        kind: &str,
        entities: &[ResolvedEntity],
    ) -> PlannerOutcome {
        let mut params = Map::new();
        let ids: Vec<&str> = entities
            .iter()
            .filter(|e| e.kind == "product")
            .map(|e| e.id.as_str())
            .collect::<HashSet<_>>()
            .into_iter()
            .collect();
        let mut ids = ids;
        ids.sort_unstable();
        if !ids.is_empty() {
            params.insert("product_ids".into(), json!(ids));
        }
        for e in entities.iter().filter(|e| e.kind != "product") {
            params.insert(e.kind.clone(), json!(e.id));
        }
        params.insert("limit".into(), json!(1000));
        let steps = vec![
            Step::Api(ApiStep {
                id: "records".into(),
                api: "product_catalog".into(),
                params,
                description: Some("the seller's products in the catalogue".into()),
            }),
            Step::Tool(ToolStep {
                id: "count".into(),
                tool: "count".into(),
                args: match json!({"table": {"$ref": "records"}}) {
                    serde_json::Value::Object(m) => m,
                    _ => Map::new(),
                },
                description: Some("how many there are".into()),
            }),
        ];
        let phrase = if entities.is_empty() {
            "in your catalogue".to_string()
        } else {
            format!("in your catalogue matching \"{kind}\"")
        };
        let intent = Intent {
            measures: Vec::new(),
            entities: entities
                .iter()
                .map(|e| EntityPart {
                    kind: e.kind.clone(),
                    id: e.id.clone(),
                    label: e.label.clone(),
                    evidence: e.mention.clone(),
                    confidence: 0.8,
                })
                .collect(),
            filters: Vec::new(),
            periods: Vec::new(),
            granularity: None,
            shape: ShapePart {
                shape: IntentShape::Count,
                extremum: None,
                evidence: "how many".into(),
                confidence: 1.0,
            },
            at_period_end: false,
            confidence: 1.0,
            doubts: Vec::new(),
        };
        PlannerOutcome::Plan(PlannedQuery {
            plan: Plan {
                question: Some(question.to_string()),
                steps,
                outputs: vec!["count".into()],
            },
            shape: AnswerShape::SingleValue,
            metrics: vec!["count".into()],
            entities: Vec::new(),
            planner: "catalog".into(),
            llm_calls: 0,
            notes: Vec::new(),
            intent: Some(intent),
            span: None,
            condition: Some(RowCondition {
                noun: "products".into(),
                one: "product".into(),
                phrase,
                absence: false,
                measure: "products".into(),
                pick: None,
            }),
        })
    }
}
