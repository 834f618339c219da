//! Building the gate once from the catalog: its vocabulary, the in-domain and everyday example
//! questions embedded, the word lists and the learned model.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use super::features::fold;
use super::{market, measures, missing, DomainGate, GateError};
use crate::backend::Backends;
use crate::catalog::training::{Route, Split};
use crate::catalog::Catalog;
use crate::embed::index::EmbeddingIndex;
use crate::embed::Embedder;
use crate::planner::text::{phrase_stems, tokens};

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
        // Example questions feed `example_df`, not the fixed vocabulary (leave-one-out).
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
                examples.push(e.question.clone());
            }
        }
        for dom in &catalog.domains {
            add(&dom.description);
            for e in &dom.examples {
                examples.push(e.clone());
            }
        }
        for (_, file) in &catalog.training {
            if file.split != Split::Train {
                continue;
            }
            for q in &file.questions {
                if q.route != Route::OutOfDomain {
                    examples.push(q.text.clone());
                }
            }
        }
        let mut event_phrases = Vec::new();
        for event in &catalog.calendar.events {
            for name in event.names() {
                add(name);
                event_phrases.push(phrase_stems(name));
            }
        }
        examples.sort();
        examples.dedup();
        let mut example_df: HashMap<String, u32> = HashMap::new();
        for e in &examples {
            let stems: HashSet<String> = tokens(e).into_iter().map(|t| t.stem).collect();
            for st in stems {
                *example_df.entry(st).or_default() += 1;
            }
        }
        let example_keys: Vec<String> = examples.iter().map(|e| fold(e)).collect();
        let examples = EmbeddingIndex::new(
            embedder
                .embed_all(&examples)
                .map_err(|e| GateError::Embed(e.to_string()))?,
        );
        let everyday_keys: Vec<String> = catalog.gate.everyday.iter().map(|e| fold(e)).collect();
        let everyday = EmbeddingIndex::new(if catalog.gate.everyday.is_empty() {
            Vec::new()
        } else {
            embedder
                .embed_all(&catalog.gate.everyday)
                .map_err(|e| GateError::Embed(e.to_string()))?
        });
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
        // So are the words of gathering and passing figures on (`known_words`), without being
        // evidence of anything.
        for p in &words.known_words {
            vocabulary.extend(phrase_stems(p));
        }
        let measure_phrases = measures::MeasurePhrases::new(
            &catalog.measures,
            &words.seller_terms,
            &words.measure_words,
        );
        let seller_terms = phrases(&words.seller_terms);
        let measure_words = phrases(&words.measure_words);
        let domain_terms = phrases(&words.all_domain_terms());
        let (threshold, weights) = (words.threshold, words.weights);
        let model = words.model.clone();
        if let Some(probe) = model.as_ref().and_then(|m| m.probe.as_ref()) {
            if probe.weights.len() != crate::embed::DIM {
                return Err(GateError::ProbeWidth {
                    got: probe.weights.len(),
                    want: crate::embed::DIM,
                });
            }
        }
        let missing = missing::MissingConcepts::new(&catalog.scope);
        let threshold = model.as_ref().map_or(threshold, |m| m.threshold);
        let sure = model.as_ref().and_then(|m| m.sure).unwrap_or(f32::INFINITY);
        // The sentence encoder's whole words, the list the planner reads its slips against
        // (`planner::measures::vocabulary_words`): a real word is no typo of a term.
        let real_words = crate::planner::measures::vocabulary_words(
            &crate::embed::vendor_dir(&catalog.root).join(crate::embed::TOKENIZER_FILE),
        )
        .into_iter()
        .collect();
        Ok(DomainGate {
            catalog,
            backends,
            vocabulary,
            seller_terms,
            measure_words,
            domain_terms,
            metric_stems,
            measure_phrases,
            example_df,
            event_phrases,
            examples,
            example_keys,
            everyday,
            everyday_keys,
            model,
            market: market::MarketKinds::default(),
            missing,
            real_words,
            products: Mutex::new(HashMap::new()),
            threshold,
            sure,
            weights,
        })
    }

    /// Sets the marketplace's product kinds (`market::market_kinds`, read from the store).
    pub fn set_market(&mut self, market: market::MarketKinds) {
        self.market = market;
    }
}
