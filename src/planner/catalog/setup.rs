//! Building the catalog planner once: the catalog's APIs, measures, out-of-scope concepts,
//! kinds and event families are read and embedded here, never per question.

use super::*;

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
                unless: m.unless.iter().map(|w| phrase_stems(w)).collect(),
                missing: m.clone(),
                examples,
            });
        }
        let apis = catalog.question_apis().map(|a| &a.descriptor);
        let known = apis.flat_map(|d| {
            std::iter::once(d.description.as_str())
                .chain(d.columns.iter().map(|c| c.description.as_str()))
                .chain(d.examples.iter().map(|e| e.question.as_str()))
        });
        let domains = catalog.domains.iter().flat_map(|d| {
            std::iter::once(d.description.as_str()).chain(d.examples.iter().map(String::as_str))
        });
        let asked = catalog
            .training
            .iter()
            .flat_map(|(_, f)| f.questions.iter().map(|q| q.text.as_str()))
            .chain(catalog.gate.everyday.iter().map(String::as_str));
        let measures = MeasureIndex::build(&catalog.measures, &index)
            .knowing(known.chain(domains))
            .everyday(asked)
            .with_words(crate::planner::measures::vocabulary_words(
                &crate::embed::vendor_dir(&catalog.root).join(crate::embed::TOKENIZER_FILE),
            ));
        let kinds = crate::planner::kind_names::KindNames::new(&catalog.kinds);
        let event_families = events::families(&catalog.calendar);
        Ok(CatalogPlanner {
            kinds,
            event_families,
            catalog,
            backends,
            measures,
            index,
            scope,
            products: Mutex::new(HashMap::new()),
        })
    }
}
