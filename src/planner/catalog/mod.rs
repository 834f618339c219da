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
//!
//! This file holds the decision order above; `named` reads what a question names (out of scope,
//! products), `build` turns a linked API into steps (7), and `ask` the answers given instead of
//! a plan (clarifications, out of scope).

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
    no_such_product, nothing_called, periods_steps, spans_several, weekly_extremum_steps,
};
use super::share;
use super::text::{find_phrase, mask, phrase_stems, tokens, tokens_with_money, Token};
use super::things::unmatched_thing;
use super::{
    AnswerShape, Candidate, Named, PlanError, PlanRequest, PlannedQuery, Planner, PlannerOutcome,
    ResolvedEntity,
};
use crate::augment::{ComparisonKind, Coverage, DateRange, Granularity};
use crate::backend::{Backends, Tenant};
use crate::catalog::measure::MeasureKind;
use crate::catalog::scope::MissingData;
use crate::catalog::Catalog;
use crate::embed::{Embedder, Embedding};
use crate::plan::{ApiStep, Plan, Step, ToolStep};
use build::whose_product;
use named::unspoken_of;
use which_one::ask_which_one;

mod aside;
mod ask;
mod build;
mod catalogue_count;
mod change_rank;
mod compound;
mod conditional;
mod events;
mod named;
mod per_period;
mod range_noun;
mod setup;
mod shares;
mod unnamed;
mod weeks;
mod which_one;

use ask::{
    ask_both_ends, ask_change_ranking, ask_period_reading, ask_product, ask_ranking_per_period,
    ask_star_ranking, with_intent,
};

/// A question at least this close (cosine) to an example of a missing concept, and closer to it
/// than to every API, is out of scope.
pub const SCOPE_SIMILARITY: f32 = 0.85;

/// Rows shown for a ranking without a number ("my best products").
pub const DEFAULT_TOP: usize = 5;

struct ScopeConcept {
    missing: MissingData,
    groups: Vec<Vec<Vec<String>>>,
    unless: Vec<Vec<String>>,
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
    /// The catalog's kinds with their everyday names, stemmed once: built per question, they
    /// were ~3M instructions of every descriptive answer (stop 29).
    kinds: super::kind_names::KindNames,
    /// The calendar's event families ("bank holiday"), found once: the calendar does not change
    /// while the planner lives, and they were found again for every question.
    event_families: Vec<Vec<String>>,
}

impl CatalogPlanner {
    async fn plan_question(&self, req: PlanRequest<'_>) -> Result<PlannerOutcome, PlanError> {
        self.plan_one(req, true).await
    }

    /// Plans one question; with `compound`, a question asked back as a whole is tried as two
    /// clauses with a measure each ([`compound`]).
    async fn plan_one(
        &self,
        req: PlanRequest<'_>,
        compound: bool,
    ) -> Result<PlannerOutcome, PlanError> {
        let outcome = self.plan_whole(req).await?;
        let level_misdated = match &outcome {
            PlannerOutcome::Plan(p) => self.period_of_other_clause(&req, p),
            _ => false,
        };
        let split = level_misdated || matches!(outcome, PlannerOutcome::Clarify { .. });
        if !compound || !split {
            return Ok(outcome);
        }
        // A level answered for the other clause's period is a wrong number: when the clauses
        // cannot be planned one by one, ask when the level is read.
        let outcome = match outcome {
            PlannerOutcome::Plan(p) if level_misdated => self.ask_level_when(&req, &p),
            other => other,
        };
        let products = self.products(req.tenant).await?;
        let no_time = unspoken_of(
            req.question,
            &req.time.slots.spans(),
            &products,
            &self.index.vocabulary,
        );
        let mentions: Vec<String> = match products.resolve(&no_time, &self.index.vocabulary) {
            EntityMatch::Found(e, _) => e
                .into_iter()
                .filter(|e| e.kind == "product")
                .map(|e| e.mention)
                .collect(),
            _ => return Ok(outcome),
        };
        match self.plan_compound(&req, &mentions).await? {
            Some(joined) => {
                crate::plan::validate(&joined.plan, &self.catalog).map_err(|e| {
                    PlanError::Other(format!("the catalog planner built an invalid plan: {e}"))
                })?;
                Ok(PlannerOutcome::Plan(joined))
            }
            None => Ok(outcome),
        }
    }

    async fn plan_whole(&self, req: PlanRequest<'_>) -> Result<PlannerOutcome, PlanError> {
        if let Some(out) = self.out_of_scope(&req) {
            return Ok(out);
        }
        // "The may bank holiday": an event named by what several share asks which day, before
        // the period the resolver read from a part of it is used.
        if let Some(ask) = events::ask_which_event(
            req.question,
            req.time,
            &self.catalog.calendar,
            &self.event_families,
            req.span.end,
        ) {
            return Ok(ask);
        }
        // "bf vs cm last year": the periods read two ways with different dates; a figure for
        // the one the resolver picked may not be the one meant, so ask with both.
        if let Some(q) = &req.time.ask {
            return Ok(ask_period_reading(q));
        }
        if let Coverage::NoData { requested, message } = &req.time.coverage {
            return Ok(PlannerOutcome::OutOfScope {
                missing: format!("data for {requested}"),
                message: message.clone(),
            });
        }
        // Time expressions are not metric words or product names.
        let time_spans = req.time.slots.spans();
        let products = self.products(req.tenant).await?;
        let no_time = unspoken_of(req.question, &time_spans, &products, &self.index.vocabulary);
        // A count of the catalogue; context said before the ask (`catalogue_count`, `aside`).
        if let Some(count) = self.catalogue_count(&req, &products) {
            return Ok(count);
        }
        let no_time = self.without_aside(no_time, &products);
        let (entities, entity_spans, entities_as_set) =
            match self.resolve_named(&no_time, &products, false) {
                Ok(r) => r,
                Err(ask_back) => return Ok(ask_back),
            };
        let clean = mask(
            &no_time,
            &super::parse::keep_product_noun(&no_time, &entity_spans),
        );
        let toks = tokens_with_money(&clean);
        let mut cues = cues(&toks);
        // "Which toy had the most page views": the seller's category noun stands for
        // "product" in a ranking (`range_noun`).
        if cues.rank.is_some()
            && !cues.product_noun
            && !entities.iter().any(|e| e.kind == "product")
        {
            if let Some(singular) = self.category_noun_ranked(&toks, &products) {
                cues.product_noun = true;
                cues.by_product = true;
                cues.singular = singular;
            }
        }
        // "Science kits units per kit", "camping tents revenue by tent": the kind named as a
        // set, then broken down by its own noun, asks for one row per product, as "by
        // product" does (`group::by_the_kind`).
        if entities_as_set
            && (super::group::by_the_kind(&toks, &entities)
                || super::group::each_of_the_kind(&tokens(&no_time), &entity_spans))
        {
            cues.by_product = true;
        }
        // "How many days did revenue top $25,000", "products with fewer than 5 in stock": the
        // measure one row per day or product, filtered (and counted). Planned as that
        // breakdown, not as records and not as a ranking.
        let conditional = if cues.stars.is_none() {
            let set =
                entities_as_set && entities.iter().filter(|e| e.kind == "product").count() > 1;
            condition::read(&clean, &cues, set)
        } else {
            None
        };
        let cond_time;
        let req = match &conditional {
            Some(c) => {
                cond_time = self.conditional_time(&req, c, &mut cues);
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
        // "Which products sold fewer than 300 units": the products are what is listed, not a
        // measure ("products sold", the number of products that sold, cannot be a product's
        // row), so the measure is read without them: "sold ... units".
        let named = if conditional
            .as_ref()
            .is_some_and(|c| c.counted == Counted::Products)
        {
            let rest: Vec<_> = toks
                .iter()
                .filter(|t| !condition::counts_products(&t.word))
                .cloned()
                .collect();
            self.measures.find(&rest)
        } else {
            self.measures.find(&toks)
        };
        // "Star rating distribution", "reviews by star": the stars are the rows, what is
        // counted per row is reviews; read as the average rating, the answer was one average.
        let named = if cues.group == Some("rating") {
            ratings_as_rows(named)
        } else {
            named
        };
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
        // "What percent of my revenue came from the skillet": every product's figure for the
        // period, then the named products' share of the whole store's total.
        let mut share_keep: Option<Vec<String>> = None;
        let mut share_as_one = false;
        // Whether the named measure adds up across products and days (flows, counts): a share,
        // a figure for several products and a store comparison depend on it. `None`: no measure.
        let adds_up = intent
            .lead_measure()
            .and_then(|m| self.catalog.measures.get(m))
            .map(|m| matches!(m.kind, MeasureKind::Flow | MeasureKind::Count));
        let compares =
            req.time.slots.comparison.is_some() || req.time.slots.comparison_kind.is_some();
        if let Some(s) = share::cue(&clean, &toks).filter(|_| conditional.is_none()) {
            match self.read_share(
                &s,
                &no_time,
                &toks,
                &intent,
                &entities,
                entities_as_set,
                &mut cues,
                adds_up,
            ) {
                Ok(read) => (share_keep, share_as_one) = (read.keep, read.as_one),
                Err(ask) => return Ok(ask),
            }
        }
        // "Price of the desk lamp on June 1" when the seller has two desk lamps: the singular
        // names one of them, and which is not said (`ask_which_one`). Days out of stock are
        // one product's too: summed over two products they are no number of days.
        let per_product = adds_up == Some(false) || intent.lead_measure() == Some("stockout_days");
        if share_keep.is_none() {
            if let Some(ask) = ask_which_one(
                &no_time,
                &intent,
                &entities,
                &cues,
                &toks,
                per_product,
                &self.catalog.measures,
            ) {
                return Ok(ask);
            }
        }
        // "Prices of the desk lamps on June 1": a price, a rating or a rate does not add up
        // across products, and one figure for the set was their average, a price nobody
        // charged. Each product's own figure is the answer.
        let several = entities.iter().filter(|e| e.kind == "product").count() > 1;
        // "Which lip balm got more sessions": a pick among them, ranked (`group::pick_among`).
        if several && share_keep.is_none() && intent.shape.shape == IntentShape::Total {
            if let Some(r) = super::group::pick_among(&toks, cues.rank) {
                (cues.rank, cues.by_product) = (Some(r), true);
            }
        }
        // "Total stock across all the cycling gloves", "units of all my sunscreens combined":
        // one figure over the products named together, read from an API that sums them (not
        // one row each), when the measure has a sum over products (`group`). A kind named as
        // a set is one figure by default too ("building blocks revenue on christmas eve": the
        // kind's revenue), unless each one's is asked ("each", "per kit", "split between"):
        // left to the embedding, a one-day period picked the by-product API and ranked the
        // two sets, while "last month" summed them.
        let as_one = several
            && share_keep.is_none()
            && intent.shape.shape == IntentShape::Total
            && !cues.by_product
            && cues.rank.is_none()
            && req.time.slots.granularity.is_none()
            && intent
                .lead_measure()
                .and_then(|m| self.catalog.measures.get(m))
                .is_some_and(|m| {
                    // A quotient of two flows (CTR, ACOS, a refund rate) over the products
                    // named has one figure too when a total word asks for it ("ctr on the
                    // hdmi cables, both together"): the summing API divides the sums. Not by
                    // default: without the word each one's rate is what is asked.
                    let quotient = matches!(m.kind, MeasureKind::Rate | MeasureKind::Ratio);
                    m.sums_over_products()
                        || (quotient && super::group::asked_as_one(&toks).is_some())
                })
            && (super::group::one_figure_asked(&toks, entities_as_set)
                || (entities_as_set && !super::group::each_of_them_asked(&toks)));
        let one_by_one = super::group::named_one_by_one(&toks, entities_as_set);
        if several
            && !as_one
            && ((entities_as_set
                && (adds_up == Some(false) || super::group::each_of_them_asked(&toks)))
                || (one_by_one && adds_up.is_some()))
            && intent.shape.shape == IntentShape::Total
            && req.time.slots.comparison.is_none()
            && req.time.slots.granularity.is_none()
            && share_keep.is_none()
        {
            cues.by_product = true;
        }
        let extremum = intent.shape.extremum;
        // Records listed or counted need an API that lists them, not a column of the measure
        // ("how many 1-star reviews": the reviews, counted).
        let records = matches!(intent.shape.shape, IntentShape::List | IntentShape::Count);
        // "Top products" and "best sellers" rank by units sold by convention (the catalog's
        // `sales_ranking_words`): the convention decides the API, not the embedding, which
        // ranked "best and worst product" by the 1-2 star share. A ranking that also asks for
        // the worst names no figure and stays unnamed (asked back).
        let both_ends = toks.iter().any(|t| {
            matches!(
                t.word.as_str(),
                "worst" | "bottom" | "least" | "lowest" | "weakest" | "poorest"
            )
        });
        let by_convention = (intent.shape.shape == IntentShape::Ranking
            && intent.lead_measure().is_none()
            && !both_ends
            && self
                .catalog
                .measures
                .sales_ranking_words
                .iter()
                .any(|w| w.eq_ignore_ascii_case(&intent.shape.evidence)))
        .then(|| "units_sold".to_string())
        .filter(|m| self.catalog.measures.get(m).is_some());
        let need = Need {
            measure: intent
                .lead_measure()
                .filter(|_| !records)
                .map(String::from)
                .or(by_convention),
            others: intent
                .measures
                .iter()
                .skip(1)
                .map(|m| m.measure.clone())
                .collect(),
            series: extremum.is_some(),
            weeks: extremum.is_some_and(|e| e.grain == Granularity::Week),
            whole: false,
        };
        let slots = &req.time.slots;
        // Days answered one by one ("labour day and now", "new years eve and new years day")
        // are a series of their own: an API that reads one row per product and period
        // answered the first alone. Only days: a day beside a longer period ("between easter
        // and the end of june", a bound read as two periods) stays as it was read.
        let separate = intent.separate_periods();
        let wants_series = slots.granularity.is_some()
            || extremum.is_some()
            || (separate.len() > 1 && separate.iter().all(|p| p.range.start == p.range.end));
        let names_product = entities.iter().any(|e| e.kind == "product");
        let whole = Need {
            whole: (compares && adds_up == Some(false) && !cues.by_product) || as_one,
            ..need.clone()
        };
        let linked = self
            .index
            .link(
                req.embedding,
                &toks,
                &cues,
                wants_series,
                names_product,
                &whole,
            )
            .or_else(|| {
                let n = &need;
                self.index
                    .link(req.embedding, &toks, &cues, wants_series, names_product, n)
            });
        let Some(mut linked) = linked else {
            // A question about the seller's own product or store that names no figure ("how
            // much beard oil is coming in", "and the bluetooth speaker?") is about their data:
            // ask which figure rather than say no data answers it. So is a question that names
            // only periods ("this quarter vs last quarter", "dec 1-9 vs nov 1-9") or ranks the
            // seller's products by nothing named ("top skus l30d"): every API has periods and
            // products, so which one is what the question left open, not whether data exists.
            let own_subject = intent
                .entities
                .iter()
                .any(|e| matches!(e.kind.as_str(), "product" | "store" | "brand"));
            let periods_only = !req.time.slots.expressions.is_empty();
            let ranks_products = intent.shape.shape == IntentShape::Ranking && cues.by_product;
            if intent.lead_measure().is_none() && (own_subject || periods_only || ranks_products) {
                return Ok(self.ask_measure(req.embedding, &intent));
            }
            let words: Vec<String> = toks.iter().map(|t| t.word.clone()).collect();
            if let Some(ask) = super::abstain::by_weekday(&words) {
                return Ok(with_intent(ask, intent));
            }
            return Ok(self.not_linked(&intent));
        };
        // A plan that needs a measure the question did not name is a guess (`unnamed`).
        self.guess_measure(
            &mut linked,
            &mut intent,
            &toks,
            &entities,
            records,
            both_ends,
        );
        if intent.confidence < intent::threshold() {
            return Ok(self.ask_measure(req.embedding, &intent));
        }
        if let Some(ask) = ask_product(&intent, &cues, &toks) {
            return Ok(ask);
        }
        if let Some(ask) =
            ask_ranking_per_period(&intent, &cues).or_else(|| ask_both_ends(&intent, &toks))
        {
            return Ok(ask);
        }
        if let Some(ask) = ask_star_ranking(&intent, &cues, &self.index.apis[linked.api]) {
            return Ok(ask);
        }
        if self.index.apis[linked.api].per_product || cues.by_product {
            let words = &self.catalog.measures.change_ranking_words;
            if let Some(ask) = ask_change_ranking(&intent, &cues, &toks, words, compares) {
                // Planned when the reading is exact (a flow, two periods, one direction);
                // asked back otherwise.
                return Ok(
                    match self.change_ranking(&req, &cues, &toks, &entities, &intent) {
                        Some(mut built) => {
                            crate::plan::validate(&built.plan, &self.catalog).map_err(|e| {
                                PlanError::Other(format!(
                                    "the catalog planner built an invalid plan: {e}"
                                ))
                            })?;
                            built.intent = Some(intent);
                            PlannerOutcome::Plan(built)
                        }
                        None => ask,
                    },
                );
            }
        }
        // "Avg orders per day last month": the period's total per day (week, month).
        if share_keep.is_none() && conditional.is_none() {
            if let Some(mut built) = self.average_per_period(&req, &toks, &entities, &intent) {
                crate::plan::validate(&built.plan, &self.catalog).map_err(|e| {
                    PlanError::Other(format!("the catalog planner built an invalid plan: {e}"))
                })?;
                built.intent = Some(intent);
                return Ok(PlannerOutcome::Plan(built));
            }
        }
        // A share reads every product: the named ones are kept after the total is taken.
        let build_entities: Vec<ResolvedEntity> = match &share_keep {
            Some(_) => Vec::new(),
            None => entities.clone(),
        };
        let mut built = self.build(&req, &linked, &cues, &build_entities, &intent)?;
        if let Some(keep) = &share_keep {
            if let Err(ask) = self.apply_share(
                &mut built,
                &linked,
                keep,
                share_as_one,
                &entities,
                &mut intent,
            ) {
                return Ok(ask);
            }
        }
        if let Some(c) = &conditional {
            if let Err(why) = self.apply_condition(&mut built, c, &linked, &intent) {
                return Ok(with_intent(condition::ask_back(c, &why), intent));
            }
        }
        if let Some(ask) = self.dropped_measure(req.question, &built, &intent) {
            return Ok(with_intent(ask, intent));
        }
        let words: Vec<String> = toks.iter().map(|t| t.word.clone()).collect();
        let defaulted = built
            .notes
            .iter()
            .any(|n| n.starts_with("No period named: showing"));
        if let Some(ask) = super::unread_period::check(&toks, req.time, req.span, defaulted) {
            return Ok(with_intent(ask, intent));
        }
        if let Some(ask) = super::abstain::check(&cues, &words, req.time, &built, &intent) {
            return Ok(with_intent(ask, intent));
        }
        crate::plan::validate(&built.plan, &self.catalog).map_err(|e| {
            PlanError::Other(format!("the catalog planner built an invalid plan: {e}"))
        })?;
        built.intent = Some(intent);
        Ok(PlannerOutcome::Plan(built))
    }
}

impl Planner for CatalogPlanner {
    fn plan<'a>(
        &'a self,
        request: PlanRequest<'a>,
    ) -> BoxFuture<'a, Result<PlannerOutcome, PlanError>> {
        Box::pin(self.plan_question(request))
    }

    fn named<'a>(&'a self, request: PlanRequest<'a>) -> BoxFuture<'a, Result<Named, PlanError>> {
        Box::pin(self.named_in(request))
    }

    fn name(&self) -> &'static str {
        "catalog"
    }
}

/// The measures of a question grouped by star rating: the rating words name the rows, so the
/// measure is the number of reviews (kept where named, added where not).
fn ratings_as_rows(named: Vec<intent::NamedMeasure>) -> Vec<intent::NamedMeasure> {
    let mut out: Vec<_> = named
        .into_iter()
        .filter(|m| !matches!(m.measure.as_str(), "average_rating" | "review_rating"))
        .collect();
    if !out.iter().any(|m| m.measure == "review_count") {
        out.insert(
            0,
            intent::NamedMeasure {
                measure: "review_count".into(),
                evidence: "rating".into(),
                at: 0,
                len: 0,
            },
        );
    }
    out
}
