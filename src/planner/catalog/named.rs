//! What a question names before any API is chosen: data no API has (`scope/`, out of scope)
//! and the seller's products, categories and brands it names (or the ask-back when a name is
//! ambiguous or the seller has no such thing). Split from `mod.rs`, which keeps the decision
//! order.

use super::*;
use crate::planner::things::{hyphens_joined, listed_thing};

impl CatalogPlanner {
    pub(super) fn out_of_scope(&self, req: &PlanRequest<'_>) -> Option<PlannerOutcome> {
        // Whom the answer is for is no data asked for: "for the tax lady - pour over kettle
        // takings" asks for revenue, and was refused as taxes.
        let toks: Vec<Token> = tokens(&unspoken(req.question, &[]))
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
                    .all(|g| g.iter().any(|p| !find_phrase(&toks, p).is_empty()))
                && !c.unless.iter().any(|p| !find_phrase(&toks, p).is_empty());
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

    /// The entities `no_time` (the question without its time words) names among the seller's
    /// `products`, with their spans and whether they are the set asked about (a ranking or a
    /// breakdown over the candidates); or the ask-back when a named thing is not the seller's.
    ///
    /// With `kinds_as_sets`, words that fit several products always name them all: a diagnosis
    /// of "my serum sales" explains the serums together, where a figure must say which serum.
    #[allow(clippy::result_large_err, clippy::type_complexity)] // called once per question
    pub(super) fn resolve_named(
        &self,
        no_time: &str,
        products: &ProductIndex,
        kinds_as_sets: bool,
    ) -> Result<(Vec<ResolvedEntity>, Vec<(usize, usize)>, bool), PlannerOutcome> {
        let mut entities_as_set = false;
        let (entities, entity_spans) = match products.resolve(no_time, &self.index.vocabulary) {
            EntityMatch::Found(e, s) => (e, s),
            EntityMatch::Ambiguous {
                mention,
                candidates,
                one_kind,
            } => {
                // "Which knife sold best?" ranks the knives, and "orders by product for the
                // knives" breaks them down: with a ranking word or a breakdown by product, the
                // candidates are the set asked about, not a choice to ask about. A kind the
                // seller sells several of ("how many utensil sets went out in march") names
                // them together: the answer is for all of them, each named in it, where asking
                // "which one?" made the seller pick one of what they asked about as a whole.
                let span = find_ignore_case(no_time, &mention);
                let c = cues(&tokens(&mask(no_time, &span)));
                if (kinds_as_sets || one_kind || c.rank.is_some() || c.by_product)
                    && !span.is_empty()
                {
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
                    return Err(clarify(question, mention, candidates));
                }
            }
            EntityMatch::NoSuchProduct {
                mention,
                candidates,
            } => return Err(no_such_product(mention, candidates)),
            EntityMatch::UnknownId(id) => {
                return Err(PlannerOutcome::OutOfScope {
                    missing: format!("product {id}"),
                    // The id is not repeated: the tenant guard withholds any sentence naming
                    // an id that is not the seller's, and the seller knows what they typed.
                    message: "None of your products has the id you asked about. Ask \"list my \
                              products\" to see your product ids."
                        .into(),
                });
            }
        };
        // "Eye cream ctr" to a seller whose one cream is a retinol night cream: "cream" matched
        // the night cream, and "eye", a word too short to be read as naming what the titles
        // lack, was dropped. The words around the match name a kind of the marketplace the
        // seller sells none of (`catalog/kinds.yaml`), so the match is of another kind's
        // product: nothing of theirs is called that, never the night cream's figure.
        if entities.iter().any(|e| e.kind == "product") {
            if let Some((s, e)) = self.unsold_kind_span(no_time, products) {
                let inside = |&(a, b): &(usize, usize)| s <= a && b <= e && b - a < e - s;
                // Only the words of the one match and what narrows it: a span that reaches
                // into another product's name ("black knife block *set against the frying
                // pan*", read as a description "set of pans") names no kind of its own.
                let crosses = |&(a, b): &(usize, usize)| a < e && s < b && !(s <= a && b <= e);
                if entity_spans.iter().any(inside) && !entity_spans.iter().any(crosses) {
                    // The kind as named, without a possessive ("the eye cream's price").
                    let kind = no_time[s..e].trim_end_matches("'s").trim_end_matches("’s");
                    return Err(nothing_called(kind, products.products()));
                }
            }
        }
        let clean = mask(no_time, &entity_spans);
        let toks = hyphens_joined(&clean, tokens_with_money(&clean));
        // A listed thing that resolved to nothing, beside one that did: asked back, never the
        // rest answered as if complete.
        if entities.iter().any(|e| e.kind == "product") {
            let all = hyphens_joined(no_time, tokens_with_money(no_time));
            let named = |a: usize, b: usize| {
                let (s, e) = (all[a].start, all[b - 1].end);
                entity_spans.iter().any(|&(x, y)| x < e && s < y)
            };
            if let Some(thing) = listed_thing(&all, &named, &self.index.vocabulary, products) {
                let closest = products.closest_to(&thing);
                if closest.is_empty() {
                    return Err(nothing_called(&thing, products.products()));
                }
                return Err(no_such_product(thing, closest));
            }
        }
        // The seller's brand names the whole store: "bluestone vacuum sealer sales" asks about
        // a vacuum sealer all the same.
        if entities
            .iter()
            .all(|e| e.kind == "brand" || e.kind == "store")
        {
            if let Some(thing) = self.unsold_kind(no_time, &entity_spans, products) {
                return Err(nothing_called(&thing, products.products()));
            }
            if let Some(thing) = unmatched_thing(&toks, &self.index.vocabulary, products) {
                let closest = products.closest_to(&thing);
                if closest.is_empty() {
                    return Err(nothing_called(&thing, products.products()));
                }
                return Err(no_such_product(thing, closest));
            }
        }
        Ok((entities, entity_spans, entities_as_set))
    }

    /// A kind of the marketplace's (`catalog/kinds.yaml`) that `no_time` names and the seller
    /// sells none of, as the question writes it; not when the seller's brand or store name is
    /// the whole of it (a brand "Kite" is the brand). See [`KindNames::unsold_named`].
    fn unsold_kind(
        &self,
        no_time: &str,
        entity_spans: &[(usize, usize)],
        products: &ProductIndex,
    ) -> Option<String> {
        let (start, end) = self.unsold_kind_span(no_time, products)?;
        let a_name = entity_spans.iter().any(|&(s, e)| s <= start && end <= e);
        (!a_name).then(|| no_time[start..end].to_string())
    }

    /// The byte span of the first kind of the marketplace's that `no_time` names and the
    /// seller sells none of ([`KindNames::unsold_named`]).
    fn unsold_kind_span(&self, no_time: &str, products: &ProductIndex) -> Option<(usize, usize)> {
        let toks = tokens(no_time);
        // The kinds the seller's titles are of were found once, when its index was built from
        // these same kinds (`CatalogPlanner::products`).
        let (from, to) = self.kinds.unsold_named(&toks, products.kinds())?;
        Some((toks[from].start, toks[to - 1].end))
    }
}

impl CatalogPlanner {
    /// The seller's products, fetched once per seller through `product_catalog`.
    pub(super) async fn products(&self, tenant: &Tenant) -> Result<Arc<ProductIndex>, PlanError> {
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
        let mut index =
            ProductIndex::new(Product::from_catalog_table(&table)).with_kinds(&self.kinds);
        // The store's own name, when the catalog has the profile API (an imported store or a
        // catalog without it simply has no name to read).
        if let Some(profile) = self.catalog.api("seller_profile") {
            if let Ok(params) = profile.check_params(&json!({})) {
                if let Ok(t) = self.backends.call(profile, &params, tenant).await {
                    let name = t.column_index("name").and_then(|i| {
                        t.rows
                            .first()
                            .and_then(|r| r.get(i))
                            .and_then(serde_json::Value::as_str)
                            .map(str::to_string)
                    });
                    if let Some(name) = name {
                        index = index.with_store(&name);
                    }
                }
            }
        }
        let index = Arc::new(index);
        if let Ok(mut cache) = self.products.lock() {
            cache.insert(tenant.seller_id.clone(), index.clone());
        }
        Ok(index)
    }

    /// [`Planner::named`]: the products a question names, or its ask-back.
    pub(super) async fn named_in(&self, req: PlanRequest<'_>) -> Result<Named, PlanError> {
        let products = self.products(req.tenant).await?;
        let no_time = unspoken_of(
            req.question,
            &req.time.slots.spans(),
            &products,
            &self.index.vocabulary,
        );
        Ok(match self.resolve_named(&no_time, &products, true) {
            Ok((entities, _, _)) => Named::Products(
                entities
                    .into_iter()
                    .filter(|e| e.kind == "product")
                    .collect(),
            ),
            Err(ask_back) => Named::AskBack(ask_back),
        })
    }
}

/// The question without its time expressions and without whom the answer is for ("write up
/// november for my business partner", "a summary for my accountant": `recipient`): neither
/// names a product, a measure or a shape, and "partner" was asked back as a product of that
/// name nothing of the seller's is called.
pub(super) fn unspoken(question: &str, time_spans: &[(usize, usize)]) -> String {
    unspoken_but(question, time_spans, |_| false)
}

/// [`unspoken`], keeping a recipient phrase that names one of the seller's `products` by more
/// than its head word: "for the cutting board" is the product, where "for the board" is whom
/// the figures are for ("board" is a recipient's role). Masked, the product was never read and
/// "units for the cutting board in october" answered the whole store's units as the board's.
pub(super) fn unspoken_of(
    question: &str,
    time_spans: &[(usize, usize)],
    products: &ProductIndex,
    vocabulary: &std::collections::HashSet<String>,
) -> String {
    unspoken_but(question, time_spans, |phrase| {
        let mention = match products.resolve(phrase, vocabulary) {
            EntityMatch::Found(e, _) => e
                .into_iter()
                .find(|e| e.kind == "product")
                .map(|e| e.mention),
            EntityMatch::Ambiguous { mention, .. } => Some(mention),
            _ => None,
        };
        mention.is_some_and(|m| tokens(&m).len() >= 2)
    })
}

/// The question without its time expressions and its recipient phrases but those `keep` says
/// are something else.
fn unspoken_but(
    question: &str,
    time_spans: &[(usize, usize)],
    keep: impl Fn(&str) -> bool,
) -> String {
    let no_time = mask(question, time_spans);
    let recipients: Vec<(usize, usize)> =
        crate::planner::recipient::recipients(&no_time, &tokens(&no_time))
            .into_iter()
            .map(|r| r.span)
            .filter(|&(s, e)| !keep(&no_time[s..e]))
            .collect();
    mask(&no_time, &recipients)
}
