//! "Which toy had the most page views", "what gadget sold best": a word of the seller's own
//! category standing where "product" stands in a ranking. What a seller ranks is their
//! products; without this the word named no product and no product noun, and the ranking was
//! asked back ("do you want page views by product, ranked?") though it was clear.

use super::*;

impl CatalogPlanner {
    /// Whether `toks` rank by a noun of one of the seller's categories, right after "which" or
    /// "what" ("which toy", "which of my toys"), and whether that noun is singular. The words
    /// are the category's as the store writes it ("Toys & Games": toy, game) and its one-word
    /// everyday names (`catalog/kinds.yaml`, "gadget" of Electronics). Never when a product is
    /// named: "which kettle" picks among the kettles (`group::pick_among`).
    pub(super) fn category_noun_ranked(
        &self,
        toks: &[Token],
        products: &ProductIndex,
    ) -> Option<bool> {
        let mut own: Vec<&str> = products
            .products()
            .iter()
            .map(|p| p.category.as_str())
            .collect();
        own.sort_unstable();
        own.dedup();
        let mut words: Vec<String> = Vec::new();
        for c in &own {
            words.extend(phrase_stems(c));
            let named = self
                .catalog
                .kinds
                .categories
                .iter()
                .filter(|k| k.category.eq_ignore_ascii_case(c));
            for n in named.flat_map(|k| &k.names) {
                let stems = phrase_stems(n);
                if stems.len() == 1 {
                    words.extend(stems);
                }
            }
        }
        let at = toks
            .iter()
            .position(|t| matches!(t.word.as_str(), "which" | "what"))?;
        let mut i = at + 1;
        if toks.get(i).is_some_and(|t| t.word == "of")
            && toks
                .get(i + 1)
                .is_some_and(|t| matches!(t.word.as_str(), "my" | "our" | "the"))
        {
            i += 2;
        }
        let noun = toks.get(i)?;
        // "&" and "and" of "Toys & Games" are no nouns; the stems of a category are words of
        // three letters or more.
        (noun.stem.len() >= 3 && words.contains(&noun.stem)).then(|| noun.word == noun.stem)
    }
}
