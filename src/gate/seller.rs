//! One seller's words for the gate: the product index, the title, category and brand words,
//! the kinds of the seller's titles and the brand words, fetched once per seller through
//! `product_catalog` and cached.
//!
//! Why apart: `mod.rs` assembles the verdict; this is the per-seller data it reads.

use std::collections::HashSet;
use std::sync::Arc;

use serde_json::json;

use super::{market, DomainGate};
use crate::backend::Tenant;
use crate::planner::entities::{Product, ProductIndex};
use crate::planner::kind_names::KindNames;
use crate::planner::text::{is_stopword, phrase_stems, Token};

/// One seller's product index and title words.
pub(super) struct SellerWords {
    pub(super) index: ProductIndex,
    pub(super) stems: HashSet<String>,
    /// The kinds of the seller's own titles (their head nouns: `market.rs`).
    pub(super) kinds: market::MarketKinds,
    /// The words of the seller's brands and of the seller's name ("voltedge").
    pub(super) brands: HashSet<String>,
}

impl SellerWords {
    /// The word is one of the seller's title, category or brand words, a plural in -es too:
    /// the stemmer drops only the s ("boxes" is "boxe"), so "my tackle boxes" named a foreign
    /// word beside the seller's "Tackle Box".
    pub(super) fn names(&self, t: &Token) -> bool {
        self.stems.contains(&t.stem)
            || (t.word.ends_with("es")
                && t.stem
                    .strip_suffix('e')
                    .is_some_and(|s| self.stems.contains(s)))
    }

    /// Some mention of `spans` says what one of the seller's products IS: its title words
    /// end in a head noun of the seller's kinds ("the stone", "tea kettles", "pizza stone"),
    /// or one is the seller's brand. A title's other words ("pizza" of a "Pizza Stone",
    /// "yoga" of a "Yoga Mat", "cast iron") name what the product is for or made of, and
    /// stand in everyday questions far more often than in a seller's ("pizza delivery near
    /// me", "yoga class times"): alone, they are no word of the business.
    pub(super) fn names_product(&self, toks: &[Token], spans: &[(usize, usize)]) -> bool {
        spans.iter().any(|&(s, e)| {
            let m: Vec<&Token> = toks
                .iter()
                .filter(|t| t.start >= s && t.end <= e && !is_stopword(&t.stem))
                .filter(|t| self.names(t))
                .collect();
            !m.is_empty()
                && (m.iter().any(|t| self.brands.contains(&t.stem)) || self.kinds.ends_in_head(&m))
        })
    }
}

impl DomainGate {
    /// The seller's products, fetched once per seller through `product_catalog`. A failure
    /// leaves the seller without product evidence (the gate still decides on the rest).
    pub(super) async fn seller_words(&self, tenant: &Tenant) -> Arc<SellerWords> {
        if let Ok(cache) = self.products.lock() {
            if let Some(p) = cache.get(&tenant.seller_id) {
                return p.clone();
            }
        }
        let products = self.fetch_products(tenant).await.unwrap_or_default();
        let mut stems = HashSet::new();
        let mut brands = HashSet::new();
        for p in &products {
            for s in [&p.title, &p.category, &p.brand] {
                stems.extend(phrase_stems(s));
            }
            brands.extend(phrase_stems(&p.brand));
        }
        // The seller's own name ("Crescent Homewares") is theirs, not a foreign word.
        if let Some(name) = self.market.seller_name(&tenant.seller_id) {
            let name = phrase_stems(name);
            stems.extend(name.iter().cloned());
            brands.extend(name);
        }
        // The everyday names of the seller's kinds ("car cameras" of their dash cams) are
        // theirs as the kinds' own words are: the resolver links them, the kinds hold them.
        let names = KindNames::new(&self.catalog.kinds);
        let kinds = market::MarketKinds::from_titles(
            products
                .iter()
                .map(|p| (p.title.as_str(), p.brand.as_str())),
        )
        .with_names(
            &names,
            products.iter().map(|p| p.title.as_str()),
            Some(
                &products
                    .iter()
                    .map(|p| p.category.as_str())
                    .collect::<Vec<_>>(),
            ),
        );
        let words = Arc::new(SellerWords {
            index: ProductIndex::new(products).with_kinds(&names),
            stems,
            kinds,
            brands,
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
        Some(Product::from_catalog_table(&table))
    }
}

pub(super) fn find_ignore_case(text: &str, needle: &str) -> Vec<(usize, usize)> {
    let hay = text.to_lowercase();
    let n = needle.to_lowercase();
    if n.is_empty() || hay.len() != text.len() {
        return Vec::new();
    }
    hay.match_indices(&n)
        .map(|(i, m)| (i, i + m.len()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    #[test]
    fn a_plural_in_es_of_a_title_word_is_the_sellers() {
        let words = SellerWords {
            index: ProductIndex::new(Vec::new()),
            stems: ["tackle", "box", "glass"].map(String::from).into(),
            kinds: market::MarketKinds::default(),
            brands: HashSet::new(),
        };
        let t = |w: &str| tokens(w).remove(0);
        assert!(words.names(&t("boxes")));
        assert!(words.names(&t("tackle")));
        assert!(words.names(&t("glasses")));
        // Only a plural: "boxer" or "boxe" is another word.
        assert!(!words.names(&t("boxer")));
        assert!(!words.names(&t("foxes")));
    }
}
