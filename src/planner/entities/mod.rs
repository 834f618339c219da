//! Entity resolution over the asking seller's own products: ids (`P0001`), titles (fuzzy, by
//! rare words: "the skillet", "chef's knife", "dutch oven"), brands and categories.
//!
//! The product list is fetched through the `product_catalog` API for the request's tenant and
//! cached per seller id, so one seller's entities never answer another seller's question.
//!
//! **Scoring.** Each title word weighs its inverse document frequency over the seller's titles
//! (a word in every title, like the brand, weighs nothing and is ignored). A question word
//! matches a title word when their stems are equal, or, for words of five letters or more, when
//! their Jaro-Winkler similarity is at least 0.92 (typos: "skilet"). Numbers, stopwords and the
//! catalog's metric vocabulary ("stock", "price") never match a title on their own. A product's
//! score is the weight of its matched title words; the best products within 1% of each other
//! are the candidates: one is a resolution, several an ambiguity.

use std::collections::{HashMap, HashSet};

use super::kind_names::KindNames;
use super::text::{is_stopword, phrase_stems, tokens, Token};
use super::ResolvedEntity;

// The title step (a window of the question against the seller's titles), apart as it is the
// longest part of the resolution.
mod titles;
use titles::{separated_parts, Titles};

/// One of the seller's products.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Product {
    /// `P0001`.
    pub id: String,
    /// The title.
    pub title: String,
    /// Its category.
    pub category: String,
    /// Its brand.
    pub brand: String,
}

impl Product {
    /// The products of a `product_catalog` table (rows without an id are skipped; an absent
    /// column reads as empty), as the planner and the domain gate both read them.
    pub fn from_catalog_table(table: &crate::table::Table) -> Vec<Product> {
        let at = |name: &str| table.column_index(name);
        let (id, title, category, brand) =
            (at("product_id"), at("title"), at("category"), at("brand"));
        let get = |row: &[serde_json::Value], i: Option<usize>| -> String {
            i.and_then(|i| row.get(i))
                .and_then(serde_json::Value::as_str)
                .unwrap_or_default()
                .to_string()
        };
        table
            .rows
            .iter()
            .map(|r| Product {
                id: get(r, id),
                title: get(r, title),
                category: get(r, category),
                brand: get(r, brand),
            })
            .filter(|p| !p.id.is_empty())
            .collect()
    }
}

/// A seller's products, indexed for matching.
#[derive(Debug, Clone)]
pub struct ProductIndex {
    products: Vec<Product>,
    title_stems: Vec<Vec<String>>,
    /// Per product, two words of its title's name written as one ("stockpot" of "Stock Pot",
    /// "dollhouse" of "Doll House"): the joined word's stem and the title stems it joins.
    joined: Vec<Vec<(String, Vec<String>)>>,
    weight: HashMap<String, f32>,
    /// Every stem of the seller's titles, categories and brands (built once per seller, read
    /// by [`super::things::unmatched_thing`]).
    pub(super) name_stems: HashSet<String>,
    /// The store's own name ("Hearth & Harbor"), when the store has one: the whole store, as
    /// its brand (the name's first word) is.
    store: Option<String>,
    /// The kinds of the seller's titles with their everyday names (`catalog/kinds.yaml`): "car
    /// cameras" of a seller's dash cams are read as the dash cams.
    kinds: KindNames,
}

/// What the question's entity mentions resolved to.
#[derive(Debug, Clone, PartialEq)]
pub enum EntityMatch {
    /// Entities found (possibly none), with the byte spans of their mentions.
    Found(Vec<ResolvedEntity>, Vec<(usize, usize)>),
    /// A mention fits several products equally well.
    Ambiguous {
        /// The words.
        mention: String,
        /// `(id, title)`, best first.
        candidates: Vec<(String, String)>,
        /// The words name one kind of product and nothing else: every candidate's title has
        /// the mention's last word as its head noun ("earbuds", "salad spinner"), and no word
        /// right before the mention narrows it to something the titles lack ("dry" shampoo,
        /// "kids art" kit). Such a mention names the seller's products of that kind together.
        one_kind: bool,
    },
    /// A product id the seller does not have.
    UnknownId(String),
    /// A product name the seller does not sell: it shares words with some titles, but a word
    /// naming it ("titanium" wok, "garlic" press) is in none of them.
    NoSuchProduct {
        /// The words.
        mention: String,
        /// `(id, title)` of the closest products, best first.
        candidates: Vec<(String, String)>,
    },
}

impl ProductIndex {
    /// Indexes products.
    pub fn new(products: Vec<Product>) -> ProductIndex {
        let title_stems: Vec<Vec<String>> = products
            .iter()
            .map(|p| {
                let brand: HashSet<String> = phrase_stems(&p.brand).into_iter().collect();
                let mut v: Vec<String> = phrase_stems(&p.title)
                    .into_iter()
                    .filter(|s| !brand.contains(s) && !is_stopword(s) && !has_digit(s))
                    .collect();
                v.sort();
                v.dedup();
                v
            })
            .collect();
        let joined = products.iter().map(|p| joined_words(&p.title)).collect();
        let mut df: HashMap<String, usize> = HashMap::new();
        for stems in &title_stems {
            for s in stems {
                *df.entry(s.clone()).or_default() += 1;
            }
        }
        let n = products.len().max(1) as f32;
        let weight = df
            .into_iter()
            .filter(|(_, d)| products.len() < 4 || (*d as f32) <= n / 2.0)
            .map(|(s, d)| (s, (n / d as f32).ln().max(0.05)))
            .collect();
        let name_stems = products
            .iter()
            .flat_map(|p| {
                phrase_stems(&p.category)
                    .into_iter()
                    .chain(phrase_stems(&p.brand))
            })
            .chain(title_stems.iter().flatten().cloned())
            .collect();
        ProductIndex {
            store: None,
            kinds: KindNames::default(),
            products,
            title_stems,
            joined,
            weight,
            name_stems,
        }
    }

    /// The index, reading `name` as the whole store: "how did hearth & harbor do in october"
    /// and "maple lane knife block revenue" (a store named Maple Lane Living) name the store,
    /// where the name's words after the brand were read as a product nobody sells.
    pub fn with_store(mut self, name: &str) -> ProductIndex {
        let name = name.trim();
        if !name.is_empty() {
            self.name_stems.extend(phrase_stems(name));
            self.store = Some(name.to_string());
        }
        self
    }

    /// The index, reading the everyday names of the kinds the seller's titles are of as those
    /// kinds ("car cameras" as the seller's dash cams), and of the seller's categories as them
    /// ("gadgets" as Electronics).
    pub fn with_kinds(mut self, kinds: &KindNames) -> ProductIndex {
        self.kinds = kinds
            .sold_in(self.products.iter().map(|p| p.title.as_str()))
            .with_categories(
                kinds,
                self.products.iter().map(|p| p.category.as_str()),
                false,
            );
        self
    }

    /// The kinds the titles are of ([`ProductIndex::with_kinds`]; none without it).
    pub fn kinds(&self) -> &KindNames {
        &self.kinds
    }

    /// The products.
    pub fn products(&self) -> &[Product] {
        &self.products
    }

    /// `(id, title)` of up to three products with a title word that `thing` could be a bad
    /// typo of ("sunscrn" → Sunscreen SPF 50): looser than entity matching, because it only
    /// offers choices in a question back, never answers for them.
    pub fn closest_to(&self, thing: &str) -> Vec<(String, String)> {
        let words = phrase_stems(thing);
        let close = |w: &str, t: &str| {
            w.len() >= 4
                && t.len() >= 4
                && w.as_bytes()[0] == t.as_bytes()[0]
                && strsim::jaro_winkler(w, t) >= 0.88
                && strsim::osa_distance(w, t) <= 2
        };
        self.products
            .iter()
            .zip(&self.title_stems)
            .filter(|(_, stems)| words.iter().any(|w| stems.iter().any(|t| close(w, t))))
            .take(3)
            .map(|(p, _)| (p.id.clone(), p.title.clone()))
            .collect()
    }

    /// A product by id.
    pub fn get(&self, id: &str) -> Option<&Product> {
        self.products.iter().find(|p| p.id.eq_ignore_ascii_case(id))
    }

    /// Resolves the entity mentions of `text` (time expressions already masked). `vocabulary`
    /// holds stems that name metrics and must not match titles on their own.
    ///
    /// An everyday name of one of the seller's kinds ("car cameras", "teddies") is read as the
    /// kind's title words, so it resolves by the same rules as they do (one product; several
    /// of one kind together; a singular of several asked back); mentions and spans are the
    /// seller's own words.
    pub fn resolve(&self, text: &str, vocabulary: &HashSet<String>) -> EntityMatch {
        // A plural of the seller's one-word brand names the kind it is also the name of: a
        // brand is not counted ("kites: how many did we sell" of a store branded Kite that
        // sells stunt kites answered the whole store's units).
        let brand = |s: &str| self.products.iter().any(|p| phrase_stems(&p.brand) == [s]);
        let said = |s: &str, plural: bool| self.name_stems.contains(s) && !(plural && brand(s));
        let Some(rw) = self.kinds.rewrite(text, &said) else {
            return self.resolve_words(text, vocabulary);
        };
        match self.resolve_words(&rw.text, vocabulary) {
            EntityMatch::Found(mut found, spans) => {
                let spans: Vec<(usize, usize)> = spans.iter().map(|&s| rw.span_back(s)).collect();
                for (f, &(s, e)) in found.iter_mut().zip(&spans) {
                    f.mention = text[s..e].to_string();
                }
                EntityMatch::Found(found, spans)
            }
            EntityMatch::Ambiguous {
                mention,
                candidates,
                one_kind,
            } => EntityMatch::Ambiguous {
                mention: rw.mention_back(text, &mention),
                candidates,
                one_kind,
            },
            EntityMatch::NoSuchProduct {
                mention,
                candidates,
            } => EntityMatch::NoSuchProduct {
                mention: rw.mention_back(text, &mention),
                candidates,
            },
            other => other,
        }
    }

    fn resolve_words(&self, text: &str, vocabulary: &HashSet<String>) -> EntityMatch {
        let toks = tokens(text);
        let mut found = Vec::new();
        let mut spans = Vec::new();
        let mut used: HashSet<usize> = HashSet::new();
        // 1. Ids.
        for (i, t) in toks.iter().enumerate() {
            if is_product_id(&t.word) {
                let id = t.word.to_uppercase();
                match self.get(&id) {
                    Some(p) => {
                        found.push(entity("product", &p.id, &p.title, &text[t.start..t.end]));
                        spans.push((t.start, t.end));
                        used.insert(i);
                    }
                    None => return EntityMatch::UnknownId(id),
                }
            }
        }
        // 2. The store's name (whole, or its first two words or more: "maple lane" of Maple
        // Lane Living), then categories and brands, by their whole name.
        if let Some(store) = &self.store {
            let words: Vec<&str> = store.split_whitespace().collect();
            for n in (2..=words.len()).rev() {
                let phrase = name_stems(&words[..n].join(" "));
                if phrase.len() < 2 {
                    continue;
                }
                if let Some((s, e)) = find_name(&toks, &mut used, &phrase) {
                    found.push(entity("store", store, store, &text[s..e]));
                    spans.push((s, e));
                    break;
                }
            }
        }
        let mut names: Vec<(&str, &str)> = Vec::new();
        for p in &self.products {
            for (kind, name) in [
                ("category", p.category.as_str()),
                ("brand", p.brand.as_str()),
            ] {
                if !names.contains(&(kind, name)) {
                    names.push((kind, name));
                }
            }
        }
        for (kind, name) in names {
            if let Some((s, e)) = find_name(&toks, &mut used, &name_stems(name)) {
                found.push(entity(kind, name, name, &text[s..e]));
                spans.push((s, e));
            }
        }
        // 3. Titles: in each part of a list or a comparison of products ("skillet and dutch
        // oven units", "the kettle vs the french press") when two parts or more name one, else
        // over the whole question. Scored over the whole question, the title with the most
        // words won alone and the other product was dropped from the answer.
        let parts = separated_parts(&toks);
        let mut per_part = Vec::new();
        // Parts that named something: one product, or a kind's products together.
        let mut named_parts = 0;
        if parts.len() > 1 {
            let mut several = Vec::new();
            let mut unnamed = Vec::new();
            for &(from, to) in &parts {
                match self.titles_in(text, &toks, (from, to), &used, vocabulary, &[]) {
                    Titles::One(p, mention, span) => per_part.push((p, mention, span)),
                    Titles::None => unnamed.push((from, to)),
                    Titles::Early(EntityMatch::Ambiguous {
                        mention,
                        candidates,
                        one_kind,
                    }) => several.push(((from, to), mention, candidates, one_kind)),
                    Titles::Early(_) => {
                        per_part.clear();
                        several.clear();
                        break;
                    }
                }
            }
            // "Walking poles - the black one vs the small one": a part that names only a
            // variant ("small": the backpack, the gloves and the poles) means one of the kind
            // another part named. Read among that kind's products; read over the whole
            // question, the rarer variant word won and the other product was dropped.
            named_parts = per_part.len();
            for ((from, to), mention, candidates, one_kind) in several {
                let kind: Vec<usize> = match per_part.first() {
                    Some(&(named, _, _)) => (0..self.products.len())
                        .filter(|&c| {
                            c != named
                                && !same_kind(&[&self.products[named], &self.products[c]])
                                    .is_empty()
                        })
                        .collect(),
                    None => Vec::new(),
                };
                let among = self.titles_in(text, &toks, (from, to), &used, vocabulary, &kind);
                match among {
                    Titles::One(p, mention, span) if !kind.is_empty() => {
                        per_part.push((p, mention, span));
                        named_parts += 1;
                    }
                    // "Phone case vs power bank units": a part that names a kind the seller
                    // has several of names them together, as it does asked alone (one row
                    // each). Read over the whole question instead, the other part's title
                    // words outscored it and the power banks were dropped from the answer.
                    _ if one_kind => {
                        // The mention is the text's own words, found in its part.
                        let at = toks[from].start;
                        let span = text[at..]
                            .find(mention.as_str())
                            .map_or((at, toks[to - 1].end), |i| (at + i, at + i + mention.len()));
                        for (id, _) in &candidates {
                            if let Some(p) = self.products.iter().position(|x| &x.id == id) {
                                per_part.push((p, mention.clone(), span));
                            }
                        }
                        named_parts += 1;
                    }
                    // A part that fits several products of different kinds is asked about
                    // on its own, once another part names something: read over the whole
                    // question, one part's product was answered as if it were the whole.
                    _ if named_parts > 0 => {
                        return EntityMatch::Ambiguous {
                            mention,
                            candidates,
                            one_kind,
                        };
                    }
                    _ => {
                        per_part.clear();
                        named_parts = 0;
                        break;
                    }
                }
            }
            // "Dumbbells: pro vs premium revenue": a part whose only title word is also a
            // measure word ("premium": the price gap), so never scored, names the one of the
            // kind another part named that has it in its title. Unread, the other part's
            // product alone was answered, with the word's measure.
            if per_part.len() == 1 {
                let named = per_part[0].0;
                let kind: Vec<usize> = (0..self.products.len())
                    .filter(|&c| {
                        c != named
                            && !same_kind(&[&self.products[named], &self.products[c]]).is_empty()
                    })
                    .collect();
                for (from, to) in unnamed.into_iter().filter(|_| !kind.is_empty()) {
                    if let Titles::One(p, mention, span) =
                        self.titles_in(text, &toks, (from, to), &used, &HashSet::new(), &kind)
                    {
                        per_part.push((p, mention, span));
                        named_parts += 1;
                        break;
                    }
                }
            }
        }
        if named_parts < 2 {
            per_part.clear();
            match self.titles_in(text, &toks, (0, toks.len()), &used, vocabulary, &[]) {
                Titles::One(p, mention, span) => per_part.push((p, mention, span)),
                Titles::None => {}
                Titles::Early(m) => return m,
            }
        }
        for (p, mention, (s, e)) in per_part {
            let p = &self.products[p];
            if !found.iter().any(|f: &ResolvedEntity| f.id == p.id) {
                found.push(entity("product", &p.id, &p.title, &mention));
                spans.push((s, e));
            }
        }
        EntityMatch::Found(found, spans)
    }
}

/// A name's stems without "and" ("Petal & Pine" is asked as "petal and pine").
fn name_stems(name: &str) -> Vec<String> {
    phrase_stems(name)
        .into_iter()
        .filter(|s| s != "and")
        .collect()
}

/// The byte span of the first run of unused tokens spelling `phrase` (at most one other word
/// between two of its words), marking them used.
fn find_name(
    toks: &[Token],
    used: &mut HashSet<usize>,
    phrase: &[String],
) -> Option<(usize, usize)> {
    let content: Vec<usize> = (0..toks.len())
        .filter(|i| toks[*i].stem != "and" && !used.contains(i))
        .collect();
    if phrase.is_empty() || content.len() < phrase.len() {
        return None;
    }
    for w in 0..=content.len() - phrase.len() {
        let idx = &content[w..w + phrase.len()];
        let contiguous = idx.windows(2).all(|p| p[1] - p[0] <= 2);
        if contiguous && idx.iter().zip(phrase).all(|(i, s)| toks[*i].stem == *s) {
            used.extend(idx.iter().copied());
            return Some((toks[idx[0]].start, toks[idx[idx.len() - 1]].end));
        }
    }
    None
}

fn entity(kind: &str, id: &str, label: &str, mention: &str) -> ResolvedEntity {
    ResolvedEntity {
        kind: kind.into(),
        id: id.into(),
        label: label.into(),
        mention: mention.into(),
    }
}

/// The noun a title names its product by: its last word before any parenthesis or variant
/// (" - Blue", " - Set of 2"), a collection word ("set", "pair", "pack") skipped ("Paring Knife
/// Set (3-Piece)" is knives), stemmed. Without the variant cut, "Adjustable Dumbbells - Blue"
/// headed "blue", and "my dumbbells" named only the one dumbbell without a variant.
fn head_noun(title: &str) -> Option<String> {
    let main = title.split('(').next().unwrap_or(title);
    let main = main.split(" - ").next().unwrap_or(main);
    tokens(main)
        .iter()
        .rev()
        .map(|t| t.stem.clone())
        .find(|s| !matches!(s.as_str(), "set" | "pair" | "pack") && !has_digit(s))
}

/// The products are one kind: their titles (brand, parenthesis and " - variant" aside) end in
/// the same words, and at most one word (a tier: "Deluxe", "Compact"; a colour) comes before
/// them. "Utensil Set" of Deluxe and Compact is one kind; the cutting board and the cheese
/// board, or the pan set, grill pan and crepe pan, are not, and stay a question back.
///
/// Returns the kind's words (stems): "utensil", "set"; empty when the products are no one kind.
fn same_kind(products: &[&Product]) -> Vec<String> {
    let mains: Vec<Vec<String>> = products
        .iter()
        .map(|p| {
            let main = p.title.split('(').next().unwrap_or(&p.title);
            let main = main.split(" - ").next().unwrap_or(main);
            let brand: Vec<String> = phrase_stems(&p.brand);
            let mut words: Vec<String> = tokens(main).into_iter().map(|t| t.stem).collect();
            if !brand.is_empty() && words.starts_with(&brand) {
                words.drain(..brand.len());
            }
            words
        })
        .collect();
    let Some(first) = mains.first() else {
        return Vec::new();
    };
    let mut tail = 0;
    while tail < first.len()
        && mains
            .iter()
            .all(|m| m.len() > tail && m[m.len() - 1 - tail] == first[first.len() - 1 - tail])
    {
        tail += 1;
    }
    if tail > 0 && mains.iter().all(|m| m.len() - tail <= 1) {
        first[first.len() - tail..].to_vec()
    } else {
        Vec::new()
    }
}

/// Each two neighbouring words of a title's name part (before " - "), written as one word and
/// stemmed, with the stems of the two words.
///
/// Why: a seller writes a kind as one word where their title writes two ("stockpot on hand",
/// "dollhouse units"); no title word matched it, so the product was dropped and the whole
/// store's stock answered as the stock pot's, or the question was asked back as naming
/// nothing the seller has.
fn joined_words(title: &str) -> Vec<(String, Vec<String>)> {
    let name = title.split(" - ").next().unwrap_or(title);
    let words: Vec<String> = name
        .split_whitespace()
        .map(str::to_lowercase)
        .filter(|w| w.len() >= 2 && w.chars().all(|c| c.is_ascii_alphabetic()))
        .collect();
    let mut joined: Vec<(String, Vec<String>)> = words
        .windows(2)
        .map(|w| {
            (
                super::text::stem(&format!("{}{}", w[0], w[1])),
                vec![super::text::stem(&w[0]), super::text::stem(&w[1])],
            )
        })
        .collect();
    // A hyphenated title word written as one ("nonstick" for "Non-Stick", "preseasoned"): the
    // title's parts are its words, and the seller's one word named none of them, so "the
    // nonstick frying pan" was read as a pan the seller does not sell.
    for w in name.split_whitespace().map(str::to_lowercase) {
        let parts: Vec<&str> = w.split('-').collect();
        if parts.len() >= 2
            && parts
                .iter()
                .all(|p| p.len() >= 2 && p.chars().all(|c| c.is_ascii_alphabetic()))
        {
            joined.push((
                super::text::stem(&parts.concat()),
                parts.iter().map(|p| super::text::stem(p)).collect(),
            ));
        }
    }
    joined
}

fn has_digit(s: &str) -> bool {
    s.chars().any(|c| c.is_ascii_digit())
}

/// `P0001`-like (case-insensitive).
pub fn is_product_id(word: &str) -> bool {
    let b = word.as_bytes();
    b.len() >= 5 && (b[0] == b'p' || b[0] == b'P') && b[1..].iter().all(u8::is_ascii_digit)
}

/// A question word matches a title word when equal, as its chat spelling, or as a typo of it: close by Jaro-Winkler,
/// at most one letter longer or shorter, and at most one edit for a word of eight letters or
/// fewer (two beyond). Jaro-Winkler alone let another real word through: "electronics" is
/// 0.93 from "electric" (two letters added), so "revenue from electronics" answered for the
/// Electric Milk Frother.
pub fn word_matches(q: &str, title: &str) -> bool {
    if q == title {
        return true;
    }
    // A chat spelling of the title word, all consonants ("stckng rngs" for stacking rings,
    // "hdphns": `skeleton.rs`). From four letters: three are too many words' ("brd" is bread
    // and board: "brd knf refnds" to a seller with no knife answered the cutting boards).
    if q.len() >= 4 && super::skeleton::consonants_only(q) && super::skeleton::is_skeleton(q, title)
    {
        return true;
    }
    if q.len() < 5 || title.len() < 5 || q.len().abs_diff(title.len()) > 1 {
        return false;
    }
    let edits = if q.len().max(title.len()) <= 8 { 1 } else { 2 };
    strsim::jaro_winkler(q, title) >= 0.92 && strsim::osa_distance(q, title) <= edits
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Five of S001's products, for the tests here and in `things`.
    pub(crate) fn index() -> ProductIndex {
        let p = |id: &str, title: &str| Product {
            id: id.into(),
            title: title.into(),
            category: "Home & Kitchen".into(),
            brand: "Northwind".into(),
        };
        ProductIndex::new(vec![
            p("P0001", "Northwind 12-Inch Pre-Seasoned Cast Iron Skillet"),
            p("P0002", "Northwind 8-Inch Professional Chef's Knife"),
            p("P0008", "Northwind Magnetic Knife Strip"),
            p("P0009", "Northwind 6-Quart Stainless Stock Pot"),
            p("P0011", "Northwind Cast Iron Grill Pan"),
        ])
    }

    #[test]
    fn a_kind_names_every_variant_of_it() {
        let p = |id: &str, title: &str| Product {
            id: id.into(),
            title: title.into(),
            category: "Sports & Outdoors".into(),
            brand: "Ridgeline".into(),
        };
        let index = ProductIndex::new(vec![
            p("P0564", "Ridgeline Signature Adjustable Dumbbells - Blue"),
            p("P0567", "Ridgeline Everyday Adjustable Dumbbells"),
            p("P0570", "Ridgeline Pro Yoga Mat - Set of 2"),
        ]);
        let vocab: HashSet<String> = ["stock".to_string()].into();
        for q in ["how many dumbbells do i have in stock", "dumbells in stock"] {
            match index.resolve(q, &vocab) {
                EntityMatch::Ambiguous { candidates, .. } => {
                    let ids: Vec<&str> = candidates.iter().map(|(id, _)| id.as_str()).collect();
                    assert_eq!(ids, ["P0564", "P0567"], "{q}");
                }
                other => panic!("{q}: {other:?}"),
            }
        }
        assert_eq!(
            head_noun("Ridgeline Pro Yoga Mat - Set of 2").as_deref(),
            Some("mat")
        );
    }

    #[test]
    fn a_kind_is_one_kind_unless_a_word_before_it_narrows_it() {
        let p = |id: &str, title: &str| Product {
            id: id.into(),
            title: title.into(),
            category: "Beauty & Personal Care".into(),
            brand: "Aurora".into(),
        };
        let index = ProductIndex::new(vec![
            p("P0894", "Aurora Deluxe Nail Care Kit - Grey"),
            p("P0899", "Aurora Pro Nail Care Kit - Blue"),
            p("P0878", "Aurora Essential Argan Oil Shampoo - Blue"),
            p("P0882", "Aurora Signature Argan Oil Shampoo - Small"),
            // two kinds of board: a cutting board is no cheese board
            p("P0005", "Aurora Bamboo Cutting Board Set (3-Piece)"),
            p("P0029", "Aurora Acacia Cheese Board Set"),
        ]);
        let vocab: HashSet<String> = ["units".to_string(), "price".to_string()].into();
        for (q, want) in [
            ("nail care kit units in q4", true),
            ("how many kits did i sell", true),
            ("nail care kit sets sold", true),
            ("price of the shampoo", true),
            ("board sales last month", false),
            ("compare nail care kit units in q3 and q4", true),
            // a word the titles lack narrows the kind to something the seller does not sell
            ("kids art kit units in q4", false),
            ("dry shampoo price", false),
        ] {
            match index.resolve(q, &vocab) {
                EntityMatch::Ambiguous { one_kind, .. } => assert_eq!(one_kind, want, "{q}"),
                other => panic!("{q}: {other:?}"),
            }
        }
    }

    #[test]
    fn resolves_rare_words_and_typos() {
        let vocab: HashSet<String> = ["stock".to_string()].into();
        match index().resolve("sales of the skilet", &vocab) {
            EntityMatch::Found(e, _) => assert_eq!(e[0].id, "P0001"),
            other => panic!("{other:?}"),
        }
        match index().resolve("which products are out of stock", &vocab) {
            EntityMatch::Found(e, _) => assert!(e.is_empty(), "{e:?}"),
            other => panic!("{other:?}"),
        }
        match index().resolve("units of my knife", &vocab) {
            EntityMatch::Ambiguous { candidates, .. } => assert_eq!(candidates.len(), 2),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            index().resolve("P0099 revenue", &vocab),
            EntityMatch::UnknownId("P0099".into())
        );
    }

    #[test]
    fn a_name_word_in_no_title_is_no_product() {
        let vocab: HashSet<String> = ["stock".to_string(), "price".to_string()].into();
        match index().resolve("units of the titanium skillet", &vocab) {
            EntityMatch::NoSuchProduct {
                mention,
                candidates,
            } => {
                assert_eq!(mention, "titanium skillet");
                assert_eq!(candidates[0].0, "P0001");
            }
            other => panic!("{other:?}"),
        }
        // A metric word in the title belongs to the name: "stock pot" is not about stock.
        match index().resolve("price of the stock pot", &vocab) {
            EntityMatch::Found(e, spans) => {
                assert_eq!(
                    (e[0].id.as_str(), e[0].mention.as_str()),
                    ("P0009", "stock pot")
                );
                assert_eq!(spans.len(), 1);
            }
            other => panic!("{other:?}"),
        }
        // Cue words, metrics and short words before a name are not part of it.
        for q in [
            "top skillet revenue",
            "stock of the big skillet",
            "bestselling skillet",
        ] {
            assert!(
                matches!(index().resolve(q, &vocab), EntityMatch::Found(..)),
                "{q}"
            );
        }
    }
}
