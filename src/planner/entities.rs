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

use super::parse::is_cue_word;
use super::text::{is_stopword, phrase_stems, tokens, Token};
use super::ResolvedEntity;

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
    weight: HashMap<String, f32>,
    /// Every stem of the seller's titles, categories and brands (built once per seller, read
    /// by [`unmatched_thing`]).
    name_stems: HashSet<String>,
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
            products,
            title_stems,
            weight,
            name_stems,
        }
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
    pub fn resolve(&self, text: &str, vocabulary: &HashSet<String>) -> EntityMatch {
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
        // 2. Categories and brands, by their whole name.
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
            let phrase: Vec<String> = phrase_stems(name)
                .into_iter()
                .filter(|s| s != "and")
                .collect();
            let content: Vec<usize> = (0..toks.len())
                .filter(|i| toks[*i].stem != "and" && !used.contains(i))
                .collect();
            if phrase.is_empty() || content.len() < phrase.len() {
                continue;
            }
            for w in 0..=content.len() - phrase.len() {
                let idx = &content[w..w + phrase.len()];
                let contiguous = idx.windows(2).all(|p| p[1] - p[0] <= 2);
                if contiguous && idx.iter().zip(&phrase).all(|(i, s)| toks[*i].stem == *s) {
                    let (s, e) = (toks[idx[0]].start, toks[idx[idx.len() - 1]].end);
                    found.push(entity(kind, name, name, &text[s..e]));
                    spans.push((s, e));
                    used.extend(idx.iter().copied());
                    break;
                }
            }
        }
        // 3. Titles.
        let mut scores = vec![0.0f32; self.products.len()];
        let mut matched_tokens: Vec<usize> = Vec::new();
        for (i, t) in toks.iter().enumerate() {
            if used.contains(&i)
                || is_stopword(&t.stem)
                || has_digit(&t.stem)
                || t.stem.len() < 3
                || vocabulary.contains(&t.stem)
            {
                continue;
            }
            let mut hit = false;
            for (p, stems) in self.title_stems.iter().enumerate() {
                if let Some(s) = stems.iter().find(|s| word_matches(&t.stem, s)) {
                    if let Some(w) = self.weight.get(s) {
                        scores[p] += w;
                        hit = true;
                    }
                }
            }
            if hit {
                matched_tokens.push(i);
            }
        }
        let best = scores.iter().cloned().fold(0.0f32, f32::max);
        if best > 0.0 {
            let mut cands: Vec<usize> = (0..scores.len())
                .filter(|&p| scores[p] >= best * 0.99)
                .collect();
            cands.sort_by(|a, b| self.products[*a].id.cmp(&self.products[*b].id));
            // A word naming the product right before its matched words that is in no title
            // (not a stopword, a metric, a cue, a number or a short word) means a product the
            // seller does not sell: "titanium woks" is not the carbon steel wok.
            let first = matched_tokens[0];
            if let Some(m) = first.checked_sub(1).map(|i| &toks[i]).filter(|t| {
                t.word.len() >= 4
                    && t.word.chars().all(|c| c.is_alphabetic())
                    && !used.contains(&(first - 1))
                    && !is_stopword(&t.stem)
                    && !vocabulary.contains(&t.stem)
                    && !is_cue_word(&t.word)
                    && !self
                        .title_stems
                        .iter()
                        .any(|st| st.iter().any(|x| word_matches(&t.stem, x)))
            }) {
                let last = matched_tokens[matched_tokens.len() - 1];
                let mut ranked: Vec<usize> =
                    (0..scores.len()).filter(|&p| scores[p] > 0.0).collect();
                ranked.sort_by(|a, b| {
                    scores[*b]
                        .total_cmp(&scores[*a])
                        .then(self.products[*a].id.cmp(&self.products[*b].id))
                });
                return EntityMatch::NoSuchProduct {
                    mention: text[m.start..toks[last].end].to_string(),
                    candidates: ranked
                        .iter()
                        .take(3)
                        .map(|&p| (self.products[p].id.clone(), self.products[p].title.clone()))
                        .collect(),
                };
            }
            // Title words that are also metric words ("stock" pot) next to the matched words
            // belong to the name when the product's title has them.
            let (mut lo, mut hi) = (matched_tokens[0], matched_tokens[matched_tokens.len() - 1]);
            if cands.len() == 1 {
                let title = &self.title_stems[cands[0]];
                while lo > 0 && !used.contains(&(lo - 1)) && title.contains(&toks[lo - 1].stem) {
                    lo -= 1;
                }
                while hi + 1 < toks.len()
                    && !used.contains(&(hi + 1))
                    && title.contains(&toks[hi + 1].stem)
                {
                    hi += 1;
                }
            }
            let (s, e) = (toks[lo].start, toks[hi].end);
            let mention = text[s..e].to_string();
            // "the knives" are the products that are knives (chef's knife, santoku, paring
            // knife set), not every title with the word (the knife strip, the sharpener): a
            // plural noun names the kind of product, which is a title's head noun. Kept whole
            // when the word heads no title ("the cast iron stuff": all three cast iron ones).
            if cands.len() > 1 && lo == hi && toks[lo].word != toks[lo].stem {
                let kind = &toks[lo].stem;
                let heads: Vec<usize> = cands
                    .iter()
                    .copied()
                    .filter(|&p| {
                        head_noun(&self.products[p].title).is_some_and(|h| word_matches(kind, &h))
                    })
                    .collect();
                if !heads.is_empty() {
                    cands = heads;
                }
            }
            if cands.len() > 1 {
                return EntityMatch::Ambiguous {
                    mention,
                    candidates: cands
                        .iter()
                        .map(|&p| (self.products[p].id.clone(), self.products[p].title.clone()))
                        .collect(),
                };
            }
            let p = &self.products[cands[0]];
            if !found.iter().any(|f: &ResolvedEntity| f.id == p.id) {
                found.push(entity("product", &p.id, &p.title, &mention));
                spans.push((s, e));
            }
        }
        EntityMatch::Found(found, spans)
    }
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

fn has_digit(s: &str) -> bool {
    s.chars().any(|c| c.is_ascii_digit())
}

/// `P0001`-like (case-insensitive).
pub fn is_product_id(word: &str) -> bool {
    let b = word.as_bytes();
    b.len() >= 5 && (b[0] == b'p' || b[0] == b'P') && b[1..].iter().all(u8::is_ascii_digit)
}

/// A question word matches a title word when equal, or as a typo of it: close by Jaro-Winkler,
/// at most one letter longer or shorter, and at most one edit for a word of eight letters or
/// fewer (two beyond). Jaro-Winkler alone let another real word through: "electronics" is
/// 0.93 from "electric" (two letters added), so "revenue from electronics" answered for the
/// Electric Milk Frother.
pub fn word_matches(q: &str, title: &str) -> bool {
    if q == title {
        return true;
    }
    if q.len() < 5 || title.len() < 5 || q.len().abs_diff(title.len()) > 1 {
        return false;
    }
    let edits = if q.len().max(title.len()) <= 8 { 1 } else { 2 };
    strsim::jaro_winkler(q, title) >= 0.92 && strsim::osa_distance(q, title) <= edits
}

/// Nouns that name the seller's whole business, a grouping or a stretch of time: "revenue for
/// my store", "sales for the month" name nothing to match.
const NOT_A_THING: &[&str] = &[
    // "how are things going": the whole business, in everyday words.
    "thing",
    "things",
    "stuff",
    "everything",
    // "Northwind brand revenue": the grouping's own name, beside the brand it names.
    "brand",
    "label",
    "category",
    "line",
    "store",
    "shop",
    "business",
    "account",
    "catalog",
    "catalogue",
    "company",
    "everything",
    "whole",
    "mine",
    "period",
    "time",
    "day",
    "week",
    "weekend",
    "month",
    "quarter",
    "year",
    "date",
    "average",
    "now",
    "today",
    "yesterday",
    "moment",
    "last",
    "past",
    "previous",
    "next",
    "this",
    "same",
    "both",
    "them",
    "each",
    "other",
    "others",
    "rest",
    "top",
    "bottom",
    "best",
    "worst",
    "most",
    "least",
    "range",
    "span",
    // Days and seasons: "on mondays", "for christmas" are times, whether or not the resolver
    // placed them.
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "weekday",
    "weekdays",
    "weekends",
    "morning",
    "evening",
    "night",
    "holiday",
    "holidays",
    "christmas",
    "xmas",
    "easter",
    "thanksgiving",
    "halloween",
    "season",
    "summer",
    "winter",
    "spring",
    "fall",
    "autumn",
    "launch",
    // Indefinite pronouns: "cut ads on anything" names no thing.
    "anything",
    "something",
    "nothing",
    "everyone",
    "anyone",
    // Conjunctions and prepositions the stopwords do not list: "sessions up but orders down",
    // "priced above competitors" name no thing.
    "but",
    "yet",
    "though",
    "although",
    "because",
    "while",
    "whereas",
    "unless",
    "above",
    "below",
    "under",
    "against",
    "across",
    "around",
    "through",
    "without",
    "within",
    "since",
    "until",
    "except",
    // Idioms after a preposition: "on track", "on target", "of course", "for sure".
    "track",
    "target",
    "course",
    "sure",
];

/// The first thing a question names that is none of the seller's products, categories or brands
/// and no word the planner reads (a measure word, a cue, a period noun, a stopword), in one of
/// the places a sold thing stands: after "of / for / from / on" ("units of the blender",
/// "revenue from toys"), after "how many" ("how many blenders"), as the object of a selling verb
/// ("did I sell any blenders"), or right before a measure word ("vacuum sealer sales",
/// "sunscreen units sold"). Asked only when nothing was resolved: dropping the words would
/// answer the whole store's figure to a question about one thing, a confident wrong number.
/// `toks` have time expressions masked.
pub fn unmatched_thing(
    toks: &[Token],
    vocabulary: &HashSet<String>,
    products: &ProductIndex,
) -> Option<String> {
    const SELLING: &[&str] = &["sell", "sold", "sells", "selling", "move", "moved", "shift"];
    let thing = |t: &Token| is_thing_word(t, vocabulary, products);
    // After a preposition, "how many" or a selling verb: the word right after it (and its
    // determiner), in the same clause.
    for (i, t) in toks.iter().enumerate() {
        let preposition = matches!(t.word.as_str(), "of" | "for" | "from" | "on");
        // "how much sunscreen did i sell" as "how many blenders" (the whole store's units
        // were once answered for a sunscreen its seller does not carry).
        let how_many =
            matches!(t.word.as_str(), "many" | "much") && i > 0 && toks[i - 1].word == "how";
        if !preposition && !how_many && !SELLING.contains(&t.word.as_str()) {
            continue;
        }
        let j = past_determiners(toks, i + 1);
        // A selling verb's object only with its determiner: "sell any blenders", not "selling
        // well" or "sold during".
        if !preposition && !how_many && j == i + 1 {
            continue;
        }
        let Some(w) = toks.get(j) else { continue };
        if toks[j - 1].end + 2 < w.start || !thing(w) {
            continue;
        }
        // The whole name: "new customers", "garden hose", not only its first word.
        let mut k = j;
        // An adverb after the name is no part of it ("the charger lately").
        while k < j + 2
            && toks
                .get(k + 1)
                .is_some_and(|n| adjacent(&toks[k], n) && thing(n) && !n.word.ends_with("ly"))
        {
            k += 1;
        }
        // After "how many" or a verb, words right before a measure word describe the measure
        // ("how many individual units"), they name no thing.
        let measure_next = toks.get(k + 1).is_some_and(|n| {
            adjacent(&toks[k], n)
                && vocabulary.contains(&n.stem)
                && !is_stopword(&n.stem)
                && !SELLING.contains(&n.word.as_str())
        });
        if !preposition && measure_next {
            continue;
        }
        return Some(joined(&toks[j..=k]));
    }
    // The subject of a selling verb after "did/do/does": "how much did the dutch ovens make",
    // "did my smart plugs sell on prime day".
    const EARNING: &[&str] = &[
        "make", "made", "earn", "earned", "sell", "sold", "bring", "brought", "generate", "move",
        "do",
    ];
    for (i, t) in toks.iter().enumerate() {
        if !matches!(t.word.as_str(), "did" | "do" | "does") {
            continue;
        }
        let j = past_determiners(toks, i + 1);
        let mut k = j;
        while k < j + 3
            && toks.get(k).is_some_and(|n| {
                adjacent(&toks[k - 1], n) && thing(n) && !EARNING.contains(&n.word.as_str())
            })
        {
            k += 1;
        }
        let verb = toks
            .get(k)
            .is_some_and(|v| EARNING.contains(&v.word.as_str()) && adjacent(&toks[k - 1], v));
        if k > j && verb {
            return Some(joined(&toks[j..k]));
        }
    }
    // The subject of an evaluation: "how is my stock pot doing", "how's the kettle selling",
    // "is the wooden train trending down". The last word before the verb is the thing's head
    // noun; the words before it may be words the planner reads ("stock" in "stock pot"), so a
    // product the seller lacks is asked back rather than explained as the whole store.
    const EVALUATING: &[&str] = &[
        "doing",
        "going",
        "performing",
        "selling",
        "trending",
        "looking",
        "holding",
        "moving",
        "growing",
        "shrinking",
        "declining",
        "dropping",
        "falling",
        "rising",
        "slipping",
    ];
    for (i, t) in toks.iter().enumerate() {
        let how_be = matches!(t.word.as_str(), "how's" | "hows")
            || (matches!(t.word.as_str(), "is" | "are" | "was" | "were")
                && (i == 0 || toks[i - 1].word == "how"));
        if !how_be {
            continue;
        }
        let j = past_determiners(toks, i + 1);
        let Some(v) =
            (j + 1..(j + 4).min(toks.len())).find(|&k| EVALUATING.contains(&toks[k].word.as_str()))
        else {
            continue;
        };
        // "is my yoga mat business growing": the grouping word is not the thing's name.
        let mut end = v;
        while end > j + 1 && NOT_A_THING.contains(&toks[end - 1].stem.as_str()) {
            end -= 1;
        }
        let run = &toks[j..end];
        let joined_up =
            run.windows(2).all(|w| adjacent(&w[0], &w[1])) && adjacent(&toks[v - 1], &toks[v]);
        let head = &toks[end - 1];
        if joined_up
            && thing(head)
            && noun_like(head, vocabulary)
            && run.iter().all(|w| !is_stopword(&w.stem))
        {
            return Some(joined(run));
        }
    }
    // Before a measure word: the run of thing words that ends right before it, starting the
    // clause or after a word the planner reads ("my vacuum sealer sales": "vacuum sealer").
    // A word there is as often a verb or an adjective ("gimme revenue", "weekly units", "new
    // reviews", "unts sold" for units), so this place asks more of a word than the others.
    let modifier = |t: &Token| thing(t) && noun_like(t, vocabulary);
    for (i, t) in toks.iter().enumerate() {
        let measure = vocabulary.contains(&t.stem)
            && !is_stopword(&t.stem)
            && !NOT_A_THING.contains(&t.stem.as_str());
        if i == 0 || !measure || !adjacent(&toks[i - 1], t) {
            continue;
        }
        let mut j = i;
        while j > 0 && i - j < 3 && modifier(&toks[j - 1]) && adjacent(&toks[j - 1], &toks[j]) {
            j -= 1;
        }
        // A name of two or three words may hold one that is a letter from a word the planner
        // reads ("resistance bands": "band" is one letter from "brand"): a typo comes alone,
        // a name does not. Read the run when its other words are plainly nouns.
        if j == i {
            let mut k = i;
            while k > 0 && i - k < 3 && thing(&toks[k - 1]) && adjacent(&toks[k - 1], &toks[k]) {
                k -= 1;
            }
            let run = &toks[k..i];
            let nouns = run.iter().filter(|t| noun_like(t, vocabulary)).count();
            if run.len() >= 2 && nouns + 1 >= run.len() && noun_like(&run[0], vocabulary) {
                j = k;
            }
        }
        // After "how many", such words describe the measure (read above).
        let counted = j > 0 && matches!(toks[j - 1].word.as_str(), "many" | "much");
        // The run is read even when a word the rules above keep out stands before it ("cast
        // iron skillet revenue": "cast" could be a typo of "cost"): a partial name asked back
        // is honest, the whole store's figure is not.
        if j < i && !counted {
            if !verb_after(toks, j) {
                return Some(joined(&toks[j..i]));
            }
            // "are sleeping bag sales down": the participle may be the name's first word; what
            // follows it is a thing all the same (asked about as "bag", never the whole store).
            let participle = toks[j].word.ends_with("ing") && !verb_after(toks, j + 1);
            if participle && j + 1 < i && !NOT_A_MODIFIER.contains(&toks[j + 1].word.as_str()) {
                return Some(joined(&toks[j + 1..i]));
            }
        }
    }
    None
}

/// The first index from `j` that is not a determiner ("the", "my", "any", ...).
fn past_determiners(toks: &[Token], mut j: usize) -> usize {
    const DETERMINERS: &[&str] = &["the", "my", "our", "a", "an", "these", "those", "any"];
    while toks
        .get(j)
        .is_some_and(|n| DETERMINERS.contains(&n.word.as_str()))
    {
        j += 1;
    }
    j
}

/// Whether the word at `j` stands where a verb does, so that the words from it to a measure word
/// are a verb and its object, not a thing and its measure: after a subject pronoun ("i cut ads",
/// "we stopped advertising"), after an infinitive's "to" ("to grow sales"), a participle after
/// a form of "be" ("are losing money", "is hurting traffic"), or right after a measure word
/// ("my ad cut hurting traffic": a measure's noun is followed by what happened to it).
fn verb_after(toks: &[Token], j: usize) -> bool {
    const SUBJECTS: &[&str] = &["i", "we", "you", "they", "he", "she", "it", "u"];
    const BE: &[&str] = &[
        "is", "are", "was", "were", "am", "be", "been", "being", "isnt", "arent",
    ];
    let Some(before) = j.checked_sub(1).map(|b| &toks[b]) else {
        return false;
    };
    let w = before.word.as_str();
    SUBJECTS.contains(&w)
        || w == "to"
        || (BE.contains(&w) && toks[j].word.ends_with("ing"))
        || MEASURE_NOUNS.contains(&w)
}

/// Measure nouns a thing's name does not follow: "ad cut", "sales drop", "traffic dip" are what
/// happened to the measure. A list of nouns, not the planner's vocabulary: that also holds cue
/// words a name may follow ("total blender revenue" names a blender).
const MEASURE_NOUNS: &[&str] = &[
    "ad",
    "ads",
    "sales",
    "revenue",
    "traffic",
    "sessions",
    "units",
    "orders",
    "price",
    "prices",
    "stock",
    "inventory",
    "conversion",
    "reviews",
    "ratings",
    "refunds",
    "spend",
];

/// Words that stand before a measure without naming a thing: requests ("gimme revenue",
/// "compare sessions"), amounts and states ("zero sales", "new reviews", "net revenue").
const NOT_A_MODIFIER: &[&str] = &[
    "show",
    "give",
    "gimme",
    "get",
    "got",
    "compare",
    "list",
    "tell",
    "check",
    "pull",
    "see",
    "find",
    "display",
    "plot",
    "chart",
    "calculate",
    "count",
    "sum",
    "total",
    "overall",
    "net",
    "gross",
    "combined",
    "organic",
    "paid",
    "new",
    "old",
    "current",
    "recent",
    "latest",
    "expected",
    "projected",
    "estimated",
    "lost",
    "missed",
    "anything",
    "something",
    "nothing",
    "zero",
    "more",
    "less",
    "fewer",
    "higher",
    "lower",
    "bigger",
    "smaller",
    "whats",
    "wuts",
    "hows",
    "much",
    "peak",
    "record",
    "max",
    "maximum",
    "min",
    "minimum",
    "busiest",
    "slowest",
    "strongest",
    "weakest",
];

/// A word that could be a thing's name before a measure word: not a request or an amount, no
/// adverb or past participle ("weekly", "changed"), no number, and no typo of a word the
/// planner reads ("unts sold" is units sold).
fn noun_like(t: &Token, vocabulary: &HashSet<String>) -> bool {
    // "untis": the stemmer keeps a plural `s` after `i`; the typo is of "unit" + s.
    let bare = t.word.strip_suffix('s').unwrap_or(&t.word);
    !NOT_A_MODIFIER.contains(&t.word.as_str())
        && !t.word.ends_with("ly")
        && !t.word.ends_with("ed")
        && super::parse::number(&t.word).is_none()
        && !vocabulary
            .iter()
            .map(String::as_str)
            .chain(super::text::STOPWORDS.iter().copied())
            .any(|v| near_typo(&t.stem, v) || near_typo(&t.word, v) || near_typo(bare, v))
}

/// One edit away with the same first letter: loose on purpose, as it only keeps a word from
/// being read as an unknown thing ("unts" of units, "ths" of this, "sesions"). A letter
/// replaced in a longer word is another word as often as a typo ("sealer" is no "seller"),
/// so from six letters only a letter dropped, added or swapped counts; in a three-letter word
/// a replaced letter is nearly always another word ("car" is no "can").
fn near_typo(a: &str, b: &str) -> bool {
    let swapped = || {
        let (mut x, mut y) = (a.as_bytes().to_vec(), b.as_bytes().to_vec());
        x.sort_unstable();
        y.sort_unstable();
        x == y
    };
    a.len() >= 3
        && b.len() >= 3
        && a.len().abs_diff(b.len()) <= 1
        && a.as_bytes()[0] == b.as_bytes()[0]
        && strsim::osa_distance(a, b) <= 1
        && (a.len() != b.len() || (4..=5).contains(&a.len()) || swapped())
}

/// A plain word that names no product, category or brand of the seller's and that the planner
/// does not read otherwise. A word of one of the seller's category or brand names ("toys" of
/// "Toys & Games") or of a title names something the seller has, even when not the whole name.
fn is_thing_word(w: &Token, vocabulary: &HashSet<String>, products: &ProductIndex) -> bool {
    w.word.len() >= 3
        && w.word.chars().all(|c| c.is_ascii_alphabetic())
        && !products.name_stems.iter().any(|x| word_matches(&w.stem, x))
        && !is_stopword(&w.stem)
        && !is_stopword(&w.word)
        && !vocabulary.contains(&w.stem)
        && !is_cue_word(&w.word)
        && !is_cue_word(&w.stem)
        && !NOT_A_THING.contains(&w.stem.as_str())
        && !NOT_A_THING.contains(&w.word.as_str())
}

/// Two tokens with at most one space between them (no punctuation or masked time between).
fn adjacent(a: &Token, b: &Token) -> bool {
    b.start <= a.end + 1
}

fn joined(toks: &[Token]) -> String {
    toks.iter()
        .map(|t| t.word.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index() -> ProductIndex {
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
    fn a_thing_is_read_where_sold_things_stand() {
        let vocabulary: HashSet<String> = [
            "unit", "sold", "sale", "revenue", "review", "week", "seller", "brand",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let thing = |q: &str| unmatched_thing(&tokens(q), &vocabulary, &index());
        assert_eq!(thing("units of the blender"), Some("blender".into()));
        assert_eq!(
            thing("how many blenders did i sell"),
            Some("blenders".into())
        );
        assert_eq!(thing("did i sell any blenders"), Some("blenders".into()));
        assert_eq!(thing("vacuum sealer sales"), Some("vacuum sealer".into()));
        assert_eq!(
            thing("my vacuum sealer revenue"),
            Some("vacuum sealer".into())
        );
        assert_eq!(thing("how many individual units went out"), None);
        assert_eq!(
            thing("how much sunscreen did i sell in july"),
            Some("sunscreen".into())
        );
        assert_eq!(thing("how much revenue did i make"), None);
        assert_eq!(thing("how much did i sell"), None);
        assert_eq!(
            thing("how is my stock tank doing this month"),
            Some("stock tank".into())
        );
        assert_eq!(
            thing("how's the rice cooker selling"),
            Some("rice cooker".into())
        );
        assert_eq!(
            thing("is the wooden train trending down"),
            Some("wooden train".into())
        );
        assert_eq!(thing("how are my sales doing"), None);
        assert_eq!(
            thing("is my yoga mat business growing or shrinking"),
            Some("yoga mat".into())
        );
        assert_eq!(
            thing("resistance bands revenue"),
            Some("resistance bands".into())
        );
        assert_eq!(thing("how is the business doing"), None);
        assert_eq!(
            thing("how many smart plugs sold"),
            Some("smart plugs".into())
        );
        assert_eq!(thing("vacuum sealer sales"), Some("vacuum sealer".into()));
        assert_eq!(thing("units sold during prime day"), None);
        assert_eq!(thing("what is selling well"), None);
        for q in [
            "skillet sales",
            "how many skillets did i sell",
            "weekly units",
            "gimme revenue",
            "new reviews",
            "unts sold",
            "zero sales",
            "what changed in my sales",
            "peak sales day",
            "untis sold",
            "brand revenue",
        ] {
            assert_eq!(thing(q), None, "{q}");
        }
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
    fn a_verb_and_its_object_are_no_thing() {
        let vocabulary: HashSet<String> = ["traffic", "sale", "ad", "money", "advertis", "review"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let thing = |q: &str| unmatched_thing(&tokens(q), &vocabulary, &index());
        for q in [
            // After a subject, "to", or a form of "be": a verb.
            "what happened to my traffic after i cut ads",
            "what should i focus on to grow sales",
            "which ads are losing money",
            // Right after a measure noun: what happened to it.
            "is my ad cut hurting traffic",
            // Conjunctions and prepositions.
            "why are sessions up but orders down",
            "which of my products are priced above competitors",
            // Pronouns and idioms after a preposition.
            "should i cut ads on anything",
            "am i on track to beat last year",
        ] {
            assert_eq!(thing(q), None, "{q}");
        }
        // The name stops before an adverb; a thing after "my" is still read.
        assert_eq!(
            thing("any bad reviews on the charger lately"),
            Some("charger".into())
        );
        assert_eq!(
            thing("why did my yoga mat sales drop"),
            Some("yoga mat".into())
        );
        assert_eq!(
            thing("how much did the dutch ovens make in november"),
            Some("dutch ovens".into())
        );
        assert_eq!(
            thing("did my smart plugs sell well"),
            Some("smart plugs".into())
        );
        assert_eq!(thing("how much did i make"), None);
        assert_eq!(
            thing("did the skillet sell"),
            None,
            "the seller's own product"
        );
        assert_eq!(thing("rc car sales this year"), Some("car".into()));
        // A word kept out of a name (a title word here) stops the name, never the question.
        assert_eq!(thing("cast iron wok sales"), Some("wok".into()));
        assert_eq!(
            thing("are sleeping bag sales down"),
            Some("bag".into()),
            "a participle after \"are\" is read as a verb: the name is shortened, still asked"
        );
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
