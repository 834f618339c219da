//! A plan whose measure the question did not name: the API the embedding linked gives one,
//! with a confidence that says how much of a guess it is (asked back under the threshold).

use super::*;

impl CatalogPlanner {
    /// A plan that needs a measure the question did not name is a guess: its confidence is
    /// how close the question is to the API the embedding chose.
    pub(super) fn guess_measure(
        &self,
        linked: &mut Linked,
        intent: &mut Intent,
        toks: &[Token],
        entities: &[ResolvedEntity],
        records: bool,
        both_ends: bool,
    ) {
        if linked.named || !intent.measures.is_empty() {
            return;
        }
        // A list of nothing named ("show me this year", "show me everything for last
        // month") lists whatever API the embedding chose (it listed the category
        // benchmark): as much a guess as a total of no measure.
        // "How many products do I have?" names its records: the products, listed by the
        // catalog API.
        let names_products = self.index.apis[linked.api].listing
            && toks.iter().any(|t| {
                matches!(
                    t.stem.as_str(),
                    "product" | "item" | "sku" | "asin" | "listing"
                )
            });
        let needs_measure = matches!(
            intent.shape.shape,
            IntentShape::Total | IntentShape::Comparison | IntentShape::TimeSeries
        ) || (records && entities.is_empty() && !names_products);
        // Naming the API's dimension ("account health") names its figures.
        let dimension = &self.index.apis[linked.api].dimension;
        let names_dimension = !find_phrase(toks, dimension).is_empty();
        // "Top products" and "best sellers" rank by sales by convention; "worst products",
        // "the least" or "which product hurt me most" name no figure at all (sales? rating?
        // returns?), and ranking by whatever the API shows first would be a guess.
        let unnamed_ranking = intent.shape.shape == IntentShape::Ranking
            && (both_ends
                || !self
                    .catalog
                    .measures
                    .sales_ranking_words
                    .iter()
                    .any(|w| w.eq_ignore_ascii_case(&intent.shape.evidence)));
        // "account health this week" asks for the dimension's figures: all of them (it
        // once gave the valid tracking rate alone, the column nearest by embedding).
        if names_dimension && intent.shape.shape == IntentShape::Total {
            let api = &self.index.apis[linked.api];
            let all: Vec<String> = api
                .columns
                .iter()
                .filter(|c| c.measure.is_some())
                .map(|c| c.name.clone())
                .collect();
            if (2..=6).contains(&all.len()) {
                linked.metrics = all;
            }
        }
        let c = if names_dimension {
            0.8
        } else if needs_measure {
            // A total, a comparison or a series of no figure named is the embedding's
            // guess of one ("2025 so far per month vs 2024 per month" read as the refund
            // rate): never an answer, whatever the similarity.
            0.0
        } else if unnamed_ranking {
            0.4
        } else {
            0.8
        };
        // An API with no measure column (the store's profile) links no metric: its
        // confidence is still the link's, under the API's name.
        let first = linked.metrics.first().cloned();
        let api_name = self.index.apis[linked.api].name.clone();
        intent.measures.push(intent::MeasurePart {
            measure: first
                .as_ref()
                .and_then(|m| self.measure_of(linked, m))
                .or(first)
                .unwrap_or_else(|| api_name.clone()),
            evidence: String::new(),
            confidence: c,
        });
        intent.doubts.push("no measure named".into());
        intent.confidence = intent.overall();
    }
}
