//! The catalog planner: deterministic, no LLM. A question (with its resolved time slots and its
//! one embedding) becomes a [`Plan`] of catalog API calls and calculation tools, a clarification
//! question, or an out-of-scope answer.
//!
//! ## How it decides, in order
//! 1. **Out of scope** (`scope/out_of_scope.yaml`): a question containing a word of every
//!    `when` group of a missing concept, or whose embedding is within [`SCOPE_SIMILARITY`] of one
//!    of the concept's examples and closer to it than to any API, gets
//!    [`PlannerOutcome::OutOfScope`] naming what is missing. A seller id other than the asker's
//!    is the word `#seller`.
//! 2. **No data**: a primary range wholly outside the data (the pipeline normally answers this
//!    itself) is answered out of scope with the resolver's message, never with zeros.
//! 3. **Entities** (see [`super::entities`]), over the asker's own products, fetched through the
//!    `product_catalog` API and cached per seller. An ambiguous mention →
//!    [`PlannerOutcome::Clarify`] with the candidates; a product id the seller does not have →
//!    [`PlannerOutcome::OutOfScope`] saying the seller has no such product (never another
//!    seller's product); a product name with a word in none of the seller's titles right
//!    before the words that did match ("titanium wok", "garlic press") →
//!    [`PlannerOutcome::Clarify`] saying no product matches, with the closest ones. Product
//!    names that match no title at all are not recognised as names: the question is answered
//!    for all products.
//! 4. **Cues** (see [`super::parse`]): top-N, ranking direction, by product, listing, stars.
//! 5. **Linking** (see [`super::link`]): the API and its metric columns.
//! 6. **Time**: `time.slots.primary`, else the API's default period — the last `default_days`
//!    days of data (30 unless the API says otherwise; 1 for a stock snapshot), or for a
//!    breakdown by period the last 30 days by day, the last 12 weeks by week, the last 12
//!    months by month, all the data by quarter or year — with a note saying so.
//! 7. **Plan and shape**:
//!    - a comparison range → both ranges fetched as totals and the `growth` tool (`Comparison`);
//!      year over year with a breakdown by period → the `year_over_year` tool on both series;
//!    - a per-product API → `Ranking` when a ranking word is there (sorted and limited by the
//!      API's own `sort_by`/`order`/`limit` when it can, else by the `top_n` tool; no number
//!      given: 1 for "which product"/"my best seller", else 5), `Breakdown` otherwise, and
//!      `SingleValue` when one product is named;
//!    - a period breakdown on an API with `granularity` → `TimeSeries`;
//!    - a listing API → `List` (or a `count` of the records for "how many");
//!    - a dated API without `granularity` that returns weekly rows (account health) → the
//!      `mean` of the rows for one value, the rows for a breakdown by week;
//!    - otherwise `SingleValue` (or `Breakdown` when the API returns one row per metric, like
//!      the category benchmark, or one row per category or brand, with `group_by` set from
//!      "by category" / "per brand").
//!
//! Every plan is checked with [`crate::plan::validate`] before it is returned.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use futures::future::BoxFuture;
use serde_json::{json, Map, Value};

use super::condition::{self, Counted};
use super::entities::{EntityMatch, Product, ProductIndex};
use super::intent::{self, Evidence, Intent, IntentShape};
use super::link::{LinkIndex, Linked, Need};
use super::measures::MeasureIndex;
use super::parse::{cues, Cues, Rank};
use super::shapes::{
    candidate_list, clarify, default_label, default_range, extremum_steps, find_ignore_case,
    periods_steps, spans_several,
};
use super::text::{find_phrase, mask, phrase_stems, tokens, Token};
use super::{
    AnswerShape, Candidate, PlanError, PlanRequest, PlannedQuery, Planner, PlannerOutcome,
    ResolvedEntity,
};
use crate::augment::{ComparisonKind, Coverage, DateRange, Granularity};
use crate::backend::{Backends, Tenant};
use crate::catalog::measure::MeasureKind;
use crate::catalog::scope::MissingData;
use crate::catalog::Catalog;
use crate::embed::{Embedder, Embedding};
use crate::plan::{ApiStep, Plan, Step, ToolStep};

/// A question at least this close (cosine) to an example of a missing concept, and closer to it
/// than to every API, is out of scope.
pub const SCOPE_SIMILARITY: f32 = 0.85;

/// Rows shown for a ranking without a number ("my best products").
pub const DEFAULT_TOP: usize = 5;

struct ScopeConcept {
    missing: MissingData,
    groups: Vec<Vec<Vec<String>>>,
    examples: Vec<Embedding>,
}

/// The deterministic planner.
pub struct CatalogPlanner {
    catalog: Arc<Catalog>,
    backends: Arc<Backends>,
    index: LinkIndex,
    measures: MeasureIndex,
    scope: Vec<ScopeConcept>,
    products: Mutex<HashMap<String, Arc<ProductIndex>>>,
}

impl std::fmt::Debug for CatalogPlanner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CatalogPlanner")
            .field("apis", &self.index.apis.len())
            .field("scope", &self.scope.len())
            .finish()
    }
}

impl CatalogPlanner {
    /// Embeds the catalog (API descriptions and examples, columns, out-of-scope examples) once.
    pub fn new(
        catalog: Arc<Catalog>,
        embedder: Arc<Embedder>,
        backends: Arc<Backends>,
    ) -> Result<CatalogPlanner, PlanError> {
        let mut index = LinkIndex::build(&catalog, &embedder).map_err(PlanError::Other)?;
        // Period nouns and the ontology's measure words are never product names: "which
        // quarter" is not the 5.5-Quart Dutch oven, "left" is not a title word.
        index.vocabulary.extend(
            ["day", "week", "month", "quarter", "year", "date"]
                .iter()
                .map(|w| w.to_string()),
        );
        for m in &catalog.measures.measures {
            for w in m.words.iter().chain(&m.weak_words) {
                index.vocabulary.extend(phrase_stems(w));
            }
        }
        let mut scope = Vec::new();
        for m in &catalog.scope.missing {
            let examples = if m.examples.is_empty() {
                Vec::new()
            } else {
                embedder
                    .embed_all(&m.examples)
                    .map_err(|e| PlanError::Other(format!("embedding scope examples: {e}")))?
            };
            scope.push(ScopeConcept {
                groups: m
                    .when
                    .iter()
                    .map(|g| g.iter().map(|w| phrase_stems(w)).collect())
                    .collect(),
                missing: m.clone(),
                examples,
            });
        }
        let measures = MeasureIndex::build(&catalog.measures, &index);
        Ok(CatalogPlanner {
            catalog,
            backends,
            measures,
            index,
            scope,
            products: Mutex::new(HashMap::new()),
        })
    }

    /// The seller's products, fetched once per seller through `product_catalog`.
    async fn products(&self, tenant: &Tenant) -> Result<Arc<ProductIndex>, PlanError> {
        if let Ok(cache) = self.products.lock() {
            if let Some(p) = cache.get(&tenant.seller_id) {
                return Ok(p.clone());
            }
        }
        let Some(api) = self.catalog.api("product_catalog") else {
            return Ok(Arc::new(ProductIndex::new(Vec::new())));
        };
        let params = api
            .check_params(&json!({ "limit": 1000 }))
            .map_err(|e| PlanError::Other(e.to_string()))?;
        let table = self
            .backends
            .call(api, &params, tenant)
            .await
            .map_err(|e| PlanError::Other(format!("fetching the seller's products: {e}")))?;
        let get = |row: &[Value], col: &str| -> String {
            table
                .column_index(col)
                .and_then(|i| row.get(i))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_string()
        };
        let products: Vec<Product> = table
            .rows
            .iter()
            .map(|r| Product {
                id: get(r, "product_id"),
                title: get(r, "title"),
                category: get(r, "category"),
                brand: get(r, "brand"),
            })
            .filter(|p| !p.id.is_empty())
            .collect();
        let index = Arc::new(ProductIndex::new(products));
        if let Ok(mut cache) = self.products.lock() {
            cache.insert(tenant.seller_id.clone(), index.clone());
        }
        Ok(index)
    }

    fn out_of_scope(&self, req: &PlanRequest<'_>) -> Option<PlannerOutcome> {
        let toks: Vec<Token> = tokens(req.question)
            .into_iter()
            .map(|mut t| {
                // The stem drops a possessive: "S014's" → "s014".
                let b = t.stem.as_bytes();
                if b.len() >= 4
                    && b[0] == b's'
                    && b[1..].iter().all(u8::is_ascii_digit)
                    && !t.stem.eq_ignore_ascii_case(&req.tenant.seller_id)
                {
                    t.stem = "#seller".into();
                }
                t
            })
            .collect();
        let best_api = self
            .index
            .apis
            .iter()
            .flat_map(|a| a.embeddings.iter())
            .map(|e| req.embedding.cosine(e))
            .fold(f32::MIN, f32::max);
        for c in &self.scope {
            let lexical = !c.groups.is_empty()
                && c.groups
                    .iter()
                    .all(|g| g.iter().any(|p| !find_phrase(&toks, p).is_empty()));
            let near = c
                .examples
                .iter()
                .map(|e| req.embedding.cosine(e))
                .fold(f32::MIN, f32::max);
            if lexical || (near >= SCOPE_SIMILARITY && near > best_api) {
                return Some(PlannerOutcome::OutOfScope {
                    missing: c.missing.name.clone(),
                    message: format!(
                        "That needs {}, which is not in your data. {}",
                        c.missing.name,
                        c.missing.instead.trim()
                    ),
                });
            }
        }
        None
    }

    async fn plan_question(&self, req: PlanRequest<'_>) -> Result<PlannerOutcome, PlanError> {
        if let Some(out) = self.out_of_scope(&req) {
            return Ok(out);
        }
        if let Coverage::NoData { requested, message } = &req.time.coverage {
            return Ok(PlannerOutcome::OutOfScope {
                missing: format!("data for {requested}"),
                message: message.clone(),
            });
        }
        // Time expressions are not metric words or product names.
        let time_spans = req.time.slots.spans();
        let no_time = mask(req.question, &time_spans);
        let products = self.products(req.tenant).await?;
        let mut entities_as_set = false;
        let (entities, entity_spans) = match products.resolve(&no_time, &self.index.vocabulary) {
            EntityMatch::Found(e, s) => (e, s),
            EntityMatch::Ambiguous {
                mention,
                candidates,
            } => {
                // "Which knife sold best?" ranks the knives, and "orders by product for the
                // knives" breaks them down: with a ranking word or a breakdown by product, the
                // candidates are the set asked about, not a choice to ask about.
                let span = find_ignore_case(&no_time, &mention);
                let c = cues(&tokens(&mask(&no_time, &span)));
                if (c.rank.is_some() || c.by_product) && !span.is_empty() {
                    entities_as_set = true;
                    let all = candidates
                        .iter()
                        .map(|(id, title)| ResolvedEntity {
                            kind: "product".into(),
                            id: id.clone(),
                            label: title.clone(),
                            mention: mention.clone(),
                        })
                        .collect();
                    (all, span)
                } else {
                    let list = candidate_list(&candidates);
                    let question = format!("Which product do you mean by \"{mention}\": {list}?");
                    return Ok(clarify(question, mention, candidates));
                }
            }
            EntityMatch::NoSuchProduct {
                mention,
                candidates,
            } => {
                let list = candidate_list(&candidates);
                let question = format!(
                    "No product of yours matches \"{mention}\". The closest: {list}. Did you \
                     mean one of these? Ask \"list my products\" to see them all."
                );
                return Ok(clarify(question, mention, candidates));
            }
            EntityMatch::UnknownId(id) => {
                return Ok(PlannerOutcome::OutOfScope {
                    missing: format!("product {id}"),
                    message: format!(
                        "You have no product {id} in your catalog. Ask \"list my products\" to \
                         see your product ids."
                    ),
                });
            }
        };
        let clean = mask(&no_time, &entity_spans);
        let toks = tokens(&clean);
        let mut cues = cues(&toks);
        // "How many days did revenue top $25,000", "products with fewer than 5 in stock": the
        // measure one row per day or product, filtered (and counted). Planned as that
        // breakdown, not as records and not as a ranking.
        let conditional = if cues.stars.is_none() {
            condition::read(&clean, &cues)
        } else {
            None
        };
        let cond_time;
        let req = match &conditional {
            Some(c) => {
                cues.count = false;
                cues.list = false;
                cues.rank = None;
                cues.n = None;
                cues.singular = false;
                cues.by_product = c.counted == Counted::Products;
                let mut t = req.time.clone();
                t.slots.granularity = c.counted.grain();
                cond_time = t;
                PlanRequest {
                    time: &cond_time,
                    ..req
                }
            }
            None => req,
        };
        // A star filter or "how many products" asks for records (to list or count).
        if cues.stars.is_some() || (cues.count && cues.product_noun) {
            cues.list = true;
        }
        // The intent first: what is asked, before any API is chosen.
        let named = self.measures.find(&toks);
        let mut intent = intent::read(Evidence {
            question: req.question,
            toks: &toks,
            cues: &cues,
            time: req.time,
            entities: &entities,
            entities_as_set,
            measures: &named,
            span: req.span.range(),
        });
        // "How many products are out of stock": the condition names its measure.
        if let Some(m) = conditional.as_ref().and_then(|c| c.condition.measure) {
            if intent.lead_measure() != Some(m) {
                intent.measures.insert(
                    0,
                    intent::MeasurePart {
                        measure: m.into(),
                        evidence: conditional
                            .as_ref()
                            .map(|c| c.condition.text.clone())
                            .unwrap_or_default(),
                        confidence: 1.0,
                    },
                );
                intent.measures.retain(|p| p.measure != "stockout_days");
            }
        }
        let extremum = intent.shape.extremum;
        // Records listed or counted need an API that lists them, not a column of the measure
        // ("how many 1-star reviews": the reviews, counted).
        let records = matches!(intent.shape.shape, IntentShape::List | IntentShape::Count);
        let need = Need {
            measure: intent.lead_measure().filter(|_| !records).map(String::from),
            others: intent
                .measures
                .iter()
                .skip(1)
                .map(|m| m.measure.clone())
                .collect(),
            series: extremum.is_some(),
        };
        let slots = &req.time.slots;
        let wants_series = slots.granularity.is_some() || extremum.is_some();
        let names_product = entities.iter().any(|e| e.kind == "product");
        let Some(linked) = self.index.link(
            req.embedding,
            &toks,
            &cues,
            wants_series,
            names_product,
            &need,
        ) else {
            return Ok(self.not_linked(&intent));
        };
        // A plan that needs a measure the question did not name is a guess: its confidence is
        // how close the question is to the API the embedding chose.
        if !linked.named && intent.measures.is_empty() {
            let needs_measure = matches!(
                intent.shape.shape,
                IntentShape::Total | IntentShape::Comparison | IntentShape::TimeSeries
            );
            // Naming the API's dimension ("account health") names its figures.
            let dimension = &self.index.apis[linked.api].dimension;
            let names_dimension = !find_phrase(&toks, dimension).is_empty();
            // "Top products" and "best sellers" rank by sales by convention; "worst products",
            // "the least" or "which product hurt me most" name no figure at all (sales? rating?
            // returns?), and ranking by whatever the API shows first would be a guess.
            let unnamed_ranking = intent.shape.shape == IntentShape::Ranking
                && !self
                    .catalog
                    .measures
                    .sales_ranking_words
                    .iter()
                    .any(|w| w.eq_ignore_ascii_case(&intent.shape.evidence));
            let c = if names_dimension {
                0.8
            } else if needs_measure {
                (linked.similarity - 0.2).clamp(0.0, 1.0)
            } else if unnamed_ranking {
                0.4
            } else {
                0.8
            };
            intent.measures.push(intent::MeasurePart {
                measure: self
                    .measure_of(&linked, &linked.metrics[0])
                    .unwrap_or_else(|| linked.metrics[0].clone()),
                evidence: String::new(),
                confidence: c,
            });
            intent.doubts.push("no measure named".into());
            intent.confidence = intent.overall();
        }
        if intent.confidence < intent::threshold() {
            return Ok(self.ask_measure(req.embedding, &intent));
        }
        if let Some(ask) = ask_product(&intent, &cues, &toks) {
            return Ok(ask);
        }
        let mut built = self.build(&req, &linked, &cues, &entities, &intent)?;
        if let Some(c) = &conditional {
            let api = &self.index.apis[linked.api];
            let descriptor = self.catalog.api(&api.name).map(|a| &a.descriptor);
            let unit = |col: &str| descriptor.and_then(|d| d.column(col)).and_then(|x| x.unit);
            if let Err(why) = condition::apply(&mut built, c, api, intent.lead_measure(), unit) {
                return Ok(with_intent(condition::ask_back(c, &why), intent));
            }
        }
        let words: Vec<String> = toks.iter().map(|t| t.word.clone()).collect();
        if let Some(ask) = super::abstain::check(&cues, &words, req.time, &built, &intent) {
            return Ok(with_intent(ask, intent));
        }
        crate::plan::validate(&built.plan, &self.catalog).map_err(|e| {
            PlanError::Other(format!("the catalog planner built an invalid plan: {e}"))
        })?;
        built.intent = Some(intent);
        Ok(PlannerOutcome::Plan(built))
    }

    /// The measure of an API column.
    fn measure_of(&self, linked: &Linked, column: &str) -> Option<String> {
        self.index.apis[linked.api]
            .columns
            .iter()
            .find(|c| c.name == column)
            .and_then(|c| c.measure.clone())
    }

    /// No API fits the intent: say which measure is missing, or what can be asked.
    fn not_linked(&self, intent: &Intent) -> PlannerOutcome {
        if let Some(m) = intent.lead_measure() {
            let name = self
                .catalog
                .measures
                .get(m)
                .map_or(m.replace('_', " "), |x| x.name.clone());
            let what = if intent.shape.shape == IntentShape::ExtremumOverTime {
                format!("{name} by day, week or month")
            } else {
                name.clone()
            };
            return PlannerOutcome::OutOfScope {
                missing: what.clone(),
                message: format!(
                    "None of your data APIs gives {what}, so I cannot answer that. You can ask \
                     about {}.",
                    self.dimensions()
                ),
            };
        }
        PlannerOutcome::OutOfScope {
            missing: "a data API for this question".into(),
            message: format!(
                "None of your data answers that. You can ask about {}.",
                self.dimensions()
            ),
        }
    }

    /// Below the confidence threshold: ask which measure, offering the three closest to the
    /// question (by embedding over the catalog's columns), each a measure of the ontology.
    fn ask_measure(&self, question: &Embedding, intent: &Intent) -> PlannerOutcome {
        let mut scored: Vec<(f32, String)> = Vec::new();
        for api in &self.index.apis {
            for c in &api.columns {
                if let Some(m) = &c.measure {
                    scored.push((question.cosine(&c.embedding), m.clone()));
                }
            }
        }
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut picks: Vec<Candidate> = Vec::new();
        for (_, m) in scored {
            if picks.len() == 3 {
                break;
            }
            if picks.iter().any(|p| p.id == m) {
                continue;
            }
            let label = self
                .catalog
                .measures
                .get(&m)
                .map_or(m.replace('_', " "), |x| x.name.clone());
            picks.push(Candidate { id: m, label });
        }
        let labels: Vec<String> = picks.iter().map(|p| p.label.clone()).collect();
        let question = format!(
            "I am not sure which figure you mean. Do you want {}? (Or name the measure: sales, \
             units, sessions, stock, price, ad spend, rating.)",
            join_or(&labels)
        );
        PlannerOutcome::Clarify {
            question,
            mention: "measure".into(),
            candidates: picks,
            intent: Some(Box::new(intent.clone())),
        }
    }

    fn dimensions(&self) -> String {
        let mut dims: Vec<&str> = self
            .catalog
            .question_apis()
            .map(|a| a.descriptor.dimension.as_str())
            .collect();
        dims.sort();
        dims.dedup();
        dims.join(", ").replace('_', " ")
    }

    fn build(
        &self,
        req: &PlanRequest<'_>,
        linked: &Linked,
        cues: &Cues,
        entities: &[ResolvedEntity],
        intent: &Intent,
    ) -> Result<PlannedQuery, PlanError> {
        let api = &self.index.apis[linked.api];
        let descriptor = &self
            .catalog
            .api(&api.name)
            .ok_or_else(|| PlanError::Other(format!("API {} vanished", api.name)))?
            .descriptor;
        let slots = &req.time.slots;
        let mut notes = Vec::new();
        let metric = linked.metrics[0].clone();
        let mut metrics = linked.metrics.clone();
        let granularity = slots.granularity.map(Granularity::as_str);
        let level = intent
            .lead_measure()
            .and_then(|m| self.catalog.measures.get(m))
            .is_some_and(|m| m.kind == MeasureKind::Level);
        let one_reading = level
            && matches!(
                intent.shape.shape,
                IntentShape::Total | IntentShape::Breakdown
            )
            && slots.comparison.is_none();
        let range = match slots.primary.or_else(|| intent.primary()) {
            // "stock at the end of last month": a level read on the period's last day.
            Some(r) if one_reading && intent.at_end() && r.days() > 1 => {
                notes.push(format!("Read on the period's last day, {}.", r.end));
                DateRange::day(r.end)
            }
            // "units on hand" with no period: a level is read now, on the latest day of data.
            None if one_reading && slots.granularity.is_none() => {
                let d = super::shapes::data_end(req);
                notes.push(format!("No period named: the latest day of data, {d}."));
                DateRange::day(d)
            }
            Some(r) => {
                if slots.primary.is_none() {
                    let words = intent
                        .periods
                        .first()
                        .map(|p| p.evidence.clone())
                        .unwrap_or_default();
                    notes.push(format!(
                        "'{words}': all your data ({} to {}).",
                        r.start, r.end
                    ));
                }
                r
            }
            None => {
                // "Which months are my strongest?": the months to rank set the default span (a
                // ranking of the months inside the last 30 days ranks one and a half).
                let g = slots
                    .granularity
                    .or(intent.shape.extremum.as_ref().map(|x| x.grain));
                let r = default_range(req, api, g);
                notes.push(format!(
                    "No period named: showing {} ({} to {}).",
                    default_label(api, g),
                    r.start,
                    r.end
                ));
                r
            }
        };
        let product_ids: Vec<String> = entities
            .iter()
            .filter(|e| e.kind == "product")
            .map(|e| e.id.clone())
            .collect();
        let param_names = descriptor.parameter_names();
        let has_param = |p: &str| param_names.iter().any(|x| x == p);
        let base = |r: DateRange, gran: Option<&str>| -> Map<String, Value> {
            let mut p = Map::new();
            if api.dated {
                p.insert("start_date".into(), json!(r.start.to_string()));
                p.insert("end_date".into(), json!(r.end.to_string()));
            }
            if api.granularity {
                p.insert("granularity".into(), json!(gran.unwrap_or("total")));
            }
            if !product_ids.is_empty() && api.product_filter {
                p.insert("product_ids".into(), json!(product_ids));
            }
            if let Some(g) = cues.group.filter(|g| api.groups.iter().any(|x| x == g)) {
                p.insert("group_by".into(), json!(g));
            }
            for e in entities.iter().filter(|e| e.kind != "product") {
                if has_param(&e.kind) {
                    p.insert(e.kind.clone(), json!(e.id));
                }
            }
            p
        };
        if !product_ids.is_empty() && !api.product_filter {
            notes.push(format!(
                "{} cannot be filtered by product: showing all products.",
                api.name
            ));
        }
        let mut steps: Vec<Step> = Vec::new();
        let api_step = |id: &str, params: Map<String, Value>, why: &str| {
            Step::Api(ApiStep {
                id: id.into(),
                api: api.name.clone(),
                params,
                description: Some(why.into()),
            })
        };
        let tool_step = |id: &str, tool: &str, args: Value, why: &str| {
            Step::Tool(ToolStep {
                id: id.into(),
                tool: tool.into(),
                args: args.as_object().cloned().unwrap_or_default(),
                description: Some(why.into()),
            })
        };
        let series_api = self.returns_dates(&api.name) && !api.granularity && !api.per_product;
        let shape;
        let output;
        let mut span = None;
        let separate = intent.separate_periods();
        let params = |r: DateRange, g: Option<&str>| base(r, g);
        if let (Some(e), true) = (intent.shape.extremum, api.granularity && api.dated) {
            let (s, out, n) = extremum_steps(api, &metric, range, e, &params);
            steps = s;
            output = out;
            notes.extend(n);
            if linked.metrics.len() > 1 {
                notes.push(format!("Ranked by {metric}."));
            }
            metrics = vec![metric.clone()];
            shape = AnswerShape::Ranking;
        } else if separate.len() > 1 && api.dated && api.granularity {
            let (s, out) = periods_steps(api, &separate, &params);
            steps = s;
            output = out;
            let start = separate.iter().map(|p| p.range.start).min();
            let end = separate.iter().map(|p| p.range.end).max();
            if let (Some(start), Some(end)) = (start, end) {
                span = Some(DateRange { start, end });
            }
            shape = AnswerShape::TimeSeries;
        } else if let (Some(cmp), true) = (slots.comparison, api.dated) {
            let kind = slots.comparison_kind;
            let yoy_series = kind == Some(ComparisonKind::YearOverYear)
                && api.granularity
                && granularity.is_some()
                && spans_several(range, slots.granularity);
            if yoy_series {
                steps.push(api_step(
                    "current",
                    base(range, granularity),
                    "the period asked about",
                ));
                steps.push(api_step(
                    "previous",
                    base(cmp, granularity),
                    "the same periods a year earlier",
                ));
                steps.push(tool_step(
                    "comparison",
                    "year_over_year",
                    json!({"current": {"$ref": "current"}, "previous": {"$ref": "previous"}, "key": "period", "column": metric}),
                    "each period against the year before",
                ));
                metrics = vec![
                    metric.clone(),
                    format!("{metric}_previous_year"),
                    "change".into(),
                    "change_pct".into(),
                ];
            } else {
                steps.push(api_step(
                    "current",
                    base(range, None),
                    "the period asked about",
                ));
                steps.push(api_step(
                    "previous",
                    base(cmp, None),
                    "the period to compare with",
                ));
                let (cur, prev) = if series_api {
                    steps.push(tool_step(
                        "current_mean",
                        "mean",
                        json!({"table": {"$ref": "current"}, "columns": [metric]}),
                        "the weekly values averaged",
                    ));
                    steps.push(tool_step(
                        "previous_mean",
                        "mean",
                        json!({"table": {"$ref": "previous"}, "columns": [metric]}),
                        "the weekly values averaged",
                    ));
                    ("current_mean", "previous_mean")
                } else {
                    ("current", "previous")
                };
                steps.push(tool_step(
                    "comparison",
                    "growth",
                    json!({"current": {"$ref": cur}, "previous": {"$ref": prev}, "column": metric}),
                    "the change between the two periods",
                ));
                metrics = vec![
                    "current".into(),
                    "previous".into(),
                    "change".into(),
                    "change_pct".into(),
                ];
                if linked.metrics.len() > 1 {
                    notes.push(format!("Compared on {metric} only."));
                }
            }
            output = "comparison".to_string();
            shape = AnswerShape::Comparison;
        } else if api.listing {
            let mut p = base(range, None);
            if let Some((lo, hi)) = cues.stars {
                if has_param("min_rating") {
                    p.insert("min_rating".into(), json!(lo));
                    p.insert("max_rating".into(), json!(hi));
                }
            }
            if cues.count {
                p.insert("limit".into(), json!(1000));
                steps.push(api_step("records", p, "the records"));
                steps.push(tool_step(
                    "count",
                    "count",
                    json!({"table": {"$ref": "records"}}),
                    "how many there are",
                ));
                output = "count".into();
                metrics = vec!["count".into()];
                shape = AnswerShape::SingleValue;
            } else {
                if let Some(n) = cues.n {
                    p.insert("limit".into(), json!(n.min(1000)));
                }
                steps.push(api_step("records", p, "the records asked for"));
                output = "records".into();
                shape = AnswerShape::List;
            }
        } else if api.per_product {
            let mut p = base(range, None);
            let lower_better = api
                .columns
                .iter()
                .find(|c| c.name == metric)
                .is_some_and(|c| c.lower_is_better);
            let order = cues.rank.map(|r| match (r, lower_better) {
                (Rank::Largest, _) | (Rank::Best, false) | (Rank::Worst, true) => "desc",
                _ => "asc",
            });
            let n = cues.n.or(if cues.singular { Some(1) } else { None });
            let sortable = api.sort_by.contains(&metric);
            if let Some(order) = order {
                let n = n.unwrap_or(DEFAULT_TOP);
                if sortable {
                    p.insert("sort_by".into(), json!(metric));
                    p.insert("order".into(), json!(order));
                    p.insert("limit".into(), json!(n.min(1000)));
                    steps.push(api_step("ranking", p, "products ranked"));
                    output = "ranking".into();
                } else {
                    steps.push(api_step("products", p, "every product"));
                    steps.push(tool_step("ranking", "top_n", json!({"table": {"$ref": "products"}, "column": metric, "n": n, "order": order}), "products ranked"));
                    output = "ranking".into();
                }
                shape = AnswerShape::Ranking;
            } else {
                if sortable && linked.named {
                    p.insert("sort_by".into(), json!(metric));
                    p.insert("order".into(), json!("desc"));
                }
                if let Some(n) = n {
                    p.insert("limit".into(), json!(n.min(1000)));
                }
                steps.push(api_step("products", p, "one row per product"));
                output = "products".into();
                shape = if product_ids.len() == 1 {
                    AnswerShape::SingleValue
                } else {
                    AnswerShape::Breakdown
                };
            }
        } else if api.granularity {
            let series = granularity.is_some();
            steps.push(api_step(
                "data",
                base(range, granularity),
                "the measures asked for",
            ));
            output = "data".into();
            shape = if series {
                AnswerShape::TimeSeries
            } else {
                AnswerShape::SingleValue
            };
        } else if series_api {
            steps.push(api_step("weeks", base(range, None), "one row per week"));
            if granularity.is_some() || range.days() <= 7 {
                output = "weeks".into();
                shape = if range.days() <= 7 {
                    AnswerShape::SingleValue
                } else {
                    AnswerShape::TimeSeries
                };
            } else {
                steps.push(tool_step(
                    "average",
                    "mean",
                    json!({"table": {"$ref": "weeks"}, "columns": metrics}),
                    "the weekly values averaged over the period",
                ));
                notes.push("Weekly values averaged over the period.".into());
                output = "average".into();
                shape = AnswerShape::SingleValue;
            }
        } else {
            steps.push(api_step("data", base(range, None), "the figures asked for"));
            output = "data".into();
            shape = if descriptor.column("metric").is_some() || !api.groups.is_empty() {
                AnswerShape::Breakdown
            } else {
                AnswerShape::SingleValue
            };
        }
        if slots.comparison.is_some() && !api.dated {
            notes.push(format!(
                "{} has no dates: the comparison is left out.",
                api.name
            ));
        }
        Ok(PlannedQuery {
            plan: Plan {
                question: Some(req.time.rewritten.clone()),
                steps,
                outputs: vec![output],
            },
            shape,
            metrics,
            entities: entities.to_vec(),
            planner: "catalog".into(),
            llm_calls: 0,
            notes,
            intent: None,
            span,
        })
    }

    fn returns_dates(&self, api: &str) -> bool {
        self.catalog.api(api).is_some_and(|a| {
            a.descriptor
                .columns
                .iter()
                .any(|c| c.ty == crate::table::ColumnType::Date)
        })
    }
}

/// A price read for no product: the average over every product's price means nothing, so ask
/// which product (or offer the prices by product).
fn ask_product(intent: &Intent, cues: &Cues, toks: &[Token]) -> Option<PlannerOutcome> {
    // "average price": the seller chose the average over the products.
    if toks
        .iter()
        .any(|t| matches!(t.word.as_str(), "average" | "avg" | "mean"))
    {
        return None;
    }
    let per_product = matches!(
        intent.lead_measure(),
        Some("price" | "list_price" | "competitor_price" | "price_gap")
    );
    let one_figure = matches!(
        intent.shape.shape,
        IntentShape::Total
            | IntentShape::Comparison
            | IntentShape::TimeSeries
            | IntentShape::ExtremumOverTime
    );
    let no_product = !intent.entities.iter().any(|e| e.kind == "product");
    if !(per_product && one_figure && no_product && !cues.by_product && !cues.all_products) {
        return None;
    }
    let measure = intent.lead_measure().unwrap_or("price").replace('_', " ");
    Some(PlannerOutcome::Clarify {
        question: format!(
            "A {measure} belongs to a product: which product do you mean? Or do you want the \
             {measure} of every product?"
        ),
        mention: measure.clone(),
        candidates: vec![
            Candidate {
                id: "by_product".into(),
                label: format!("the {measure} of every product"),
            },
            Candidate {
                id: "name_product".into(),
                label: "one product (name it or give its id)".into(),
            },
        ],
        intent: Some(Box::new(intent.clone())),
    })
}

/// The clarification, with what was understood.
fn with_intent(outcome: PlannerOutcome, intent: Intent) -> PlannerOutcome {
    match outcome {
        PlannerOutcome::Clarify {
            question,
            mention,
            candidates,
            ..
        } => PlannerOutcome::Clarify {
            question,
            mention,
            candidates,
            intent: Some(Box::new(intent)),
        },
        other => other,
    }
}

fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}, or {last}", init.join(", ")),
    }
}

impl Planner for CatalogPlanner {
    fn plan<'a>(
        &'a self,
        request: PlanRequest<'a>,
    ) -> BoxFuture<'a, Result<PlannerOutcome, PlanError>> {
        Box::pin(self.plan_question(request))
    }

    fn name(&self) -> &'static str {
        "catalog"
    }
}
