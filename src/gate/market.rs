//! The marketplace's product kinds: the words of every seller's titles, and their head nouns
//! ("dash cam", "beard oil", "yoga mat"), read once from the store.
//!
//! Why: a kind the asking seller does not carry is a foreign word to the gate, and a foreign
//! word beside a measure reads as "my pizza order" or "yoga sessions"; so "beard oil stock" or
//! "dash cam reviews" were refused as "not about your business", when the right answer to a
//! seller is the planner's ask-back ("you have nothing called beard oil"). What tells "dash cam
//! reviews" from "pizza orders" is only that the marketplace sells dash cams: no shape of the
//! question does. So a run of words that names a whole marketplace kind (every word a title
//! word, the last one a title's head noun) is no foreign word of a question that has evidence
//! of selling (`DomainGate::judge`). A word of a kind alone ("yoga" of "yoga mat") is no kind:
//! "how many yoga sessions did i do" keeps its foreign word.
//!
//! Tenant isolation: the titles are read as vocabulary only, to know what the marketplace
//! sells; no title, id or figure of another seller reaches an answer.
//!
//! **Takes** the store's product titles and brands. **Gives** [`MarketKinds`]: whether a run of
//! tokens names a marketplace kind. On a PostgreSQL store it is empty (not read there yet): the
//! gate then reads only the asking seller's own titles, as before.

use std::collections::{HashMap, HashSet};

use super::skeleton::is_skeleton;
use super::subject::evaluated_subject;
use crate::backend::StoreLocation;
use crate::planner::kind_names::{KindNames, NameAt};
use crate::planner::text::{is_stopword, tokens, Token};

/// Words that end a title's kind without naming it: "Mixing Bowl Set", "Care Kit",
/// "Smart Plug 4-Pack": the word before is a head noun too.
const CONTAINERS: &[&str] = &["set", "kit", "pack", "pair", "bundle"];

/// The marketplace's kinds, as stems.
#[derive(Debug, Clone, Default)]
pub struct MarketKinds {
    /// Every word of a title's name part (before " - " and "("), brands left out.
    words: HashSet<String>,
    /// Head nouns: the last word of a title's name part that has no digit, or the word before
    /// a container ("set", "kit").
    heads: HashSet<String>,
    /// Two adjacent name words written as one ("dashcam", "dutchoven").
    joined: HashSet<String>,
    /// Each seller's name ("VoltEdge Audio"), by seller id: the seller's own name is no
    /// foreign word of their question.
    seller_names: HashMap<String, String>,
    /// Head nouns of six letters or more by their length in characters: a one-letter typo of
    /// a long head ("sunscren") is one letter longer or shorter at most, so a token is tried
    /// against three lengths' heads, not every head of the marketplace.
    long_heads: HashMap<usize, Vec<String>>,
    /// Heads and joined words, then name words, by first letter: a skeleton keeps its word's
    /// first letter, so a token is tried against the few words that share it, not against
    /// every word of every title (thousands per question: most of the screening's time).
    by_letter: Letters,
    /// The everyday names of the kinds these titles are of (`catalog/kinds.yaml`): "car
    /// cameras" name the dash cams as "dash cams" do, though no title has "car".
    everyday: KindNames,
}

/// The everyday names' tokens and the head nouns of one question ([`MarketKinds::kinds_in`]).
#[derive(Debug, Clone, Default)]
pub struct KindsIn {
    /// The tokens an everyday name of a kind takes.
    named: Vec<usize>,
    /// Per token, whether it is a head noun ([`MarketKinds::head`]); none without kinds.
    heads: Vec<bool>,
}

/// Words by their first byte, for [`super::skeleton::is_skeleton`].
#[derive(Debug, Clone, Default)]
struct Letters {
    heads: HashMap<u8, Vec<String>>,
    words: HashMap<u8, Vec<String>>,
}

impl Letters {
    fn of(
        heads: impl IntoIterator<Item = String>,
        words: impl IntoIterator<Item = String>,
    ) -> Self {
        let mut by = Letters::default();
        let first = |w: &String| w.as_bytes().first().copied();
        for h in heads {
            if let Some(b) = first(&h) {
                by.heads.entry(b).or_default().push(h);
            }
        }
        for w in words {
            if let Some(b) = first(&w) {
                by.words.entry(b).or_default().push(w);
            }
        }
        by
    }

    fn skeleton_of(list: &HashMap<u8, Vec<String>>, token: &str) -> bool {
        let Some(b) = token.as_bytes().first() else {
            return false;
        };
        list.get(b)
            .is_some_and(|ws| ws.iter().any(|w| is_skeleton(token, w)))
    }
}

impl MarketKinds {
    /// The kinds of these (title, brand) pairs.
    pub fn from_titles<'a>(titles: impl IntoIterator<Item = (&'a str, &'a str)>) -> MarketKinds {
        let mut kinds = MarketKinds::default();
        for (title, brand) in titles {
            let name = title.split(" - ").next().unwrap_or(title);
            let name = name.split('(').next().unwrap_or(name);
            let brand: HashSet<String> = tokens(brand).into_iter().map(|t| t.stem).collect();
            let all = tokens(name);
            // A label of a number that ends the name is no kind: "SPF" of "Sunscreen SPF 50";
            // "Plug" of "Smart Plug 4-Pack" is one.
            let number = |t: &Token| t.word.chars().all(|c| c.is_ascii_digit());
            let label = |i: usize| i + 2 == all.len() && all.get(i + 1).is_some_and(number);
            // A word joined to a number is a size, no kind: "Person" of "Camping Tent
            // 4-Person" made "person" the head and left "tent" no kind of the seller's.
            let size = |i: usize| {
                i > 0 && number(&all[i - 1]) && name.get(all[i - 1].end..all[i].start) == Some("-")
            };
            let words: Vec<Token> = all
                .iter()
                .enumerate()
                .filter(|&(i, _)| !label(i) && !size(i))
                .map(|(_, t)| t.clone())
                .filter(|t| {
                    !brand.contains(&t.stem)
                        && !is_stopword(&t.stem)
                        && t.word.chars().all(|c| c.is_alphabetic())
                        && t.word.len() >= 2
                })
                .collect();
            for w in words.windows(2) {
                kinds.joined.insert(format!("{}{}", w[0].word, w[1].word));
                kinds.joined.insert(format!("{}{}", w[0].word, w[1].stem));
            }
            kinds.words.extend(words.iter().map(|t| t.stem.clone()));
            // The container itself is no kind ("set" of a "tv set").
            let mut rev = words.iter().rev();
            if let Some(last) = rev.next() {
                if !CONTAINERS.contains(&last.stem.as_str()) {
                    kinds.heads.insert(last.stem.clone());
                } else if let Some(before) = rev.next() {
                    kinds.heads.insert(before.stem.clone());
                }
            }
        }
        for h in kinds.heads.iter().filter(|h| h.len() >= 6) {
            kinds
                .long_heads
                .entry(h.chars().count())
                .or_default()
                .push(h.clone());
        }
        kinds.by_letter = Letters::of(
            kinds.heads.iter().chain(&kinds.joined).cloned(),
            kinds.words.iter().cloned(),
        );
        kinds
    }

    /// The kinds, with the everyday names of those of `names` the same titles are of (pass
    /// them again: `from_titles` reads them once), and of the categories: `categories` only
    /// (a seller's own), or every one when `None` (the marketplace's).
    pub fn with_names<'a>(
        mut self,
        names: &KindNames,
        titles: impl IntoIterator<Item = &'a str>,
        categories: Option<&[&str]>,
    ) -> Self {
        let sold = names.sold_in(titles);
        self.everyday = match categories {
            Some(own) => sold.with_categories(names, own.iter().copied(), false),
            None => sold.with_categories(names, [], true),
        };
        self
    }

    /// The store's sellers' names, by id, for [`MarketKinds::seller_name`].
    pub fn with_seller_names(mut self, names: impl IntoIterator<Item = (String, String)>) -> Self {
        self.seller_names.extend(names);
        self
    }

    /// A seller's name in the store.
    pub fn seller_name(&self, seller_id: &str) -> Option<&str> {
        self.seller_names.get(seller_id).map(String::as_str)
    }

    /// The words name a kind: the last of them that is no container ("sets" of "wooden train
    /// sets") is a head noun, as written or a plural ("tea kettles", "cutting board"), not a
    /// word before one ("cast iron", "olive oil for baking" ends in "baking").
    /// Or they end in an everyday name of a kind ("car cameras").
    pub fn ends_in_head(&self, words: &[&Token]) -> bool {
        let Some(last) = words
            .iter()
            .rposition(|t| !CONTAINERS.contains(&t.stem.as_str()))
        else {
            return false;
        };
        if self.heads.contains(&words[last].stem) {
            return true;
        }
        let toks: Vec<Token> = words[..=last].iter().map(|t| (*t).clone()).collect();
        self.everyday.find(&toks).iter().any(|m| m.to == last + 1)
    }

    /// Whether the store had any title.
    pub fn is_empty(&self) -> bool {
        self.heads.is_empty() && self.everyday.is_empty()
    }

    /// A head noun, as written or a plural, or a one-letter typo of a long one ("sunscren").
    fn head(&self, t: &Token) -> bool {
        self.heads.contains(&t.stem)
            // A plural in -es: the stemmer drops only the s ("brushes" is "brushe").
            || (t.word.ends_with("es")
                && t.stem
                    .strip_suffix('e')
                    .is_some_and(|s| self.heads.contains(s)))
            || self.joined.contains(&t.word)
            || self.joined.contains(&t.stem)
            || (t.stem.len() >= 6 && {
                // One edit changes the length by one at most.
                let n = t.stem.chars().count();
                (n - 1..=n + 1).any(|len| {
                    self.long_heads
                        .get(&len)
                        .is_some_and(|hs| hs.iter().any(|h| one_edit(h, &t.stem)))
                })
            })
            // A consonant skeleton of one ("glvs", "brdgame": `skeleton.rs`).
            || Letters::skeleton_of(&self.by_letter.heads, &t.word)
    }

    /// A word of a kind's name ("dash", "kit"), or a skeleton of one.
    pub(super) fn word(&self, t: &Token) -> bool {
        self.words.contains(&t.stem) || self.skeleton_of_word(t)
    }

    /// A consonant skeleton of a word of a kind's name ("pwr" of "power", "hdphns" of
    /// "headphones"), not the word itself.
    pub(super) fn skeleton_of_word(&self, t: &Token) -> bool {
        Letters::skeleton_of(&self.by_letter.words, &t.word)
    }

    /// The tokens of `toks` that are part of a run naming a whole marketplace kind: title
    /// words (at most three) ending in a head noun ("eye cream", "dash cam", "sunscren",
    /// "dutchoven"). `keep`: a token that may stand inside such a run though the kinds do not
    /// list it (the seller's own title words).
    pub fn kind_tokens(&self, toks: &[Token], keep: &dyn Fn(&Token) -> bool) -> HashSet<usize> {
        self.kind_tokens_in(&self.kinds_in(toks), toks, keep)
    }

    /// What [`MarketKinds::kind_tokens`] reads of `toks` whatever its `keep`: the everyday
    /// names and the head nouns. Found once per question: the gate reads the marketplace's
    /// kinds with two `keep`s ([`MarketKinds::evaluated`] too), and each search tries every
    /// everyday name of every kind at every token (~0.4M instructions, stop 30).
    pub fn kinds_in(&self, toks: &[Token]) -> KindsIn {
        if self.is_empty() {
            return KindsIn::default();
        }
        KindsIn {
            named: self
                .everyday
                .find(toks)
                .iter()
                .flat_map(|m| m.from..m.to)
                .collect(),
            heads: toks.iter().map(|t| self.head(t)).collect(),
        }
    }

    /// [`MarketKinds::kinds_in`] as asked by one seller, whose own kinds are `seller`: a
    /// description of a kind (`described:` of `catalog/kinds.yaml`) the seller does not sell
    /// names it only when none of its words is a word of the seller's titles (`own_word`).
    ///
    /// Why: such a description is asked back by the planner ("nothing of yours is called
    /// ...") only when its resolver finds no product of the seller's in it; a title word inside
    /// ("sticks for walking" beside a "Non-Stick" pan, "the spray you put in hair" beside a
    /// "Hair Dryer") is read as that product, and the question was answered with the pan's or
    /// the dryer's figures. Left foreign, the question is refused as before. A description of
    /// the seller's own kind is the planner's to rewrite as the kind (`KindNames::rewrite`).
    pub fn kinds_in_for(
        &self,
        toks: &[Token],
        seller: &MarketKinds,
        own_word: &dyn Fn(&Token) -> bool,
    ) -> KindsIn {
        if self.is_empty() {
            return KindsIn::default();
        }
        let own = seller.everyday.find(toks);
        let sold = |m: &NameAt| own.iter().any(|o| o.from <= m.from && m.to <= o.to);
        KindsIn {
            named: self
                .everyday
                .find(toks)
                .iter()
                .filter(|m| !m.described || sold(m) || !toks[m.from..m.to].iter().any(own_word))
                .flat_map(|m| m.from..m.to)
                .collect(),
            heads: toks.iter().map(|t| self.head(t)).collect(),
        }
    }

    /// [`MarketKinds::kind_tokens`] from what [`MarketKinds::kinds_in`] found in `toks`.
    pub fn kind_tokens_in(
        &self,
        found: &KindsIn,
        toks: &[Token],
        keep: &dyn Fn(&Token) -> bool,
    ) -> HashSet<usize> {
        // An everyday name of a kind is a whole kind's name by itself.
        let mut out: HashSet<usize> = found.named.iter().copied().collect();
        for end in (0..toks.len()).filter(|&i| found.heads.get(i) == Some(&true)) {
            out.insert(end);
            let mut s = end;
            while s > 0 && end - s < 3 && (self.word(&toks[s - 1]) || keep(&toks[s - 1])) {
                s -= 1;
                out.insert(s);
            }
        }
        out
    }

    /// A run of words naming a marketplace kind is the subject of an evaluation
    /// ([`evaluated_subject`]) and holds every foreign word of the question.
    /// `found`: [`MarketKinds::kinds_in`] of `toks`.
    pub(super) fn evaluated(&self, found: &KindsIn, toks: &[Token], foreign_at: &[usize]) -> bool {
        let kinds = self.kind_tokens_in(found, toks, &|_| false);
        let mut at: Vec<usize> = kinds.into_iter().collect();
        at.sort_unstable();
        // Runs of adjacent kind tokens.
        let mut runs: Vec<(usize, usize)> = Vec::new();
        for i in at {
            match runs.last_mut() {
                Some((_, end)) if *end + 1 == i => *end = i,
                _ => runs.push((i, i)),
            }
        }
        // The rest of the kind's name stands beside the run ("kit" of "science kit").
        let part = |i: usize| self.word(&toks[i]);
        runs.iter().any(|&(a, b)| {
            foreign_at
                .iter()
                .all(|&i| (a..=b).contains(&i) || self.word(&toks[i]))
                && evaluated_subject(toks, toks[a].start, toks[b].end, &part)
        })
    }
}

/// Whether `a` and `b` are one edit apart (`strsim::osa_distance(a, b) == 1`: one letter
/// changed, added, dropped, or two adjacent swapped). Two words one edit apart share all but
/// two letters of their start and end together, which refuses most pairs of a token and a head
/// without the distance's tables (most of the gate's head search, stop 30).
fn one_edit(a: &str, b: &str) -> bool {
    if a.is_ascii() && b.is_ascii() {
        let (x, y) = (a.as_bytes(), b.as_bytes());
        let short = x.len().min(y.len());
        let prefix = x.iter().zip(y).take_while(|(c, d)| c == d).count();
        let suffix = x
            .iter()
            .rev()
            .zip(y.iter().rev())
            .take(short - prefix)
            .take_while(|(c, d)| c == d)
            .count();
        if prefix + suffix + 2 < x.len().max(y.len()) {
            return false;
        }
    }
    strsim::osa_distance(a, b) == 1
}

/// The kinds of every title in the store. An unreadable store gives none (the gate then reads
/// only the asking seller's titles); a PostgreSQL store is not read yet. `names`: the
/// catalog's kinds, whose everyday names count for those the store sells.
pub fn market_kinds(store: &StoreLocation, names: &KindNames) -> MarketKinds {
    let StoreLocation::Sqlite(db) = store else {
        return MarketKinds::default();
    };
    let read = || -> Option<Vec<(String, String)>> {
        let conn = crate::data::open_read_only(db).ok()?;
        let mut stmt = conn.prepare("SELECT title, brand FROM products").ok()?;
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, Option<String>>(0)?.unwrap_or_default(),
                    r.get::<_, Option<String>>(1)?.unwrap_or_default(),
                ))
            })
            .ok()?;
        Some(rows.filter_map(Result::ok).collect())
    };
    let sellers = || -> Option<Vec<(String, String)>> {
        let conn = crate::data::open_read_only(db).ok()?;
        let mut stmt = conn.prepare("SELECT seller_id, name FROM sellers").ok()?;
        let rows = stmt
            .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))
            .ok()?;
        Some(rows.filter_map(Result::ok).collect())
    };
    let titles = read().unwrap_or_default();
    MarketKinds::from_titles(titles.iter().map(|(t, b)| (t.as_str(), b.as_str())))
        .with_names(names, titles.iter().map(|(t, _)| t.as_str()), None)
        .with_seller_names(sellers().unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds() -> MarketKinds {
        MarketKinds::from_titles([
            ("Ember Men's Beard Oil - Large", "Ember"),
            ("Nimbus Pro Dash Cam 1080p", "Nimbus"),
            ("Summit Classic Yoga Mat - Blue", "Summit"),
            ("Petal Silk Eye Cream - Set of 2", "Petal"),
            ("Crescent Premium Mixing Bowl Set - Grey", "Crescent"),
            ("Lumen Sunscreen SPF 50", "Lumen"),
            ("Nimbus Smart Plug 4-Pack - Black", "Nimbus"),
            ("Summit Deluxe Camping Tent 4-Person", "Summit"),
        ])
    }

    fn at(q: &str) -> Vec<usize> {
        let toks = tokens(q);
        let mut v: Vec<usize> = kinds().kind_tokens(&toks, &|_| false).into_iter().collect();
        v.sort();
        v
    }

    #[test]
    fn a_whole_kind_is_found_and_a_word_of_one_is_not() {
        assert_eq!(at("beard oil stock"), vec![0, 1]);
        assert_eq!(at("dash cam reviews"), vec![0, 1]);
        assert_eq!(at("why did eye cream units fall"), vec![2, 3]);
        // A plural, a joined compound, a typo of a long head, the word before a container.
        assert_eq!(at("yoga mats"), vec![0, 1]);
        assert_eq!(at("dashcam cvr"), vec![0]);
        assert_eq!(at("sunscren acos"), vec![0]);
        // A consonant skeleton of a head or of a joined compound ("bwl", "dshcm").
        assert_eq!(at("mixing bwl orders"), vec![0, 1]);
        assert_eq!(at("dshcm cvr"), vec![0]);
        // A plural in -es of a head.
        assert_eq!(at("mixing bowls and eye creames"), vec![0, 1, 3, 4]);
        // A label of a number ("SPF 50") is no head; the kind before it is.
        assert!(at("spf orders").is_empty());
        assert_eq!(at("smart plugs sold"), vec![0, 1]);
        assert_eq!(at("mixing bowl orders"), vec![0, 1]);
        // A word joined to a number is a size ("4-Person"), no head: the tent is the kind.
        assert_eq!(at("how are the camping tents doing"), vec![3, 4]);
        assert!(at("how is the person doing").is_empty());
        // "yoga" alone names no kind; a brand is no kind; a pizza is not sold here.
        assert!(at("how many yoga sessions did i do").is_empty());
        assert!(at("ember orders").is_empty());
        assert!(at("pizza orders").is_empty());
    }

    #[test]
    fn one_search_reads_as_a_search_per_keep() {
        // The gate reads the marketplace's kinds once per question and with two `keep`s: each
        // must give what its own search gives.
        let k = kinds();
        let keep_mixing = |t: &Token| t.word == "premium";
        for q in [
            "premium mixing bowl orders",
            "how are the camping tents doing",
            "dshcm cvr and yoga mats",
            "pizza orders",
        ] {
            let toks = tokens(q);
            let found = k.kinds_in(&toks);
            let none = |_: &Token| false;
            let keeps: [&dyn Fn(&Token) -> bool; 2] = [&none, &keep_mixing];
            for keep in keeps {
                let mut search = HashSet::new();
                for m in k.everyday.find(&toks) {
                    search.extend(m.from..m.to);
                }
                for end in (0..toks.len()).filter(|&i| k.head(&toks[i])) {
                    search.insert(end);
                    let mut s = end;
                    while s > 0 && end - s < 3 && (k.word(&toks[s - 1]) || keep(&toks[s - 1])) {
                        s -= 1;
                        search.insert(s);
                    }
                }
                assert_eq!(k.kind_tokens_in(&found, &toks, keep), search, "{q}");
            }
        }
        assert_eq!(
            k.kind_tokens(&tokens("premium mixing bowl orders"), &keep_mixing)
                .len(),
            3
        );
    }

    #[test]
    fn a_kind_ends_in_a_head_noun() {
        let k = kinds();
        let ends = |q: &str| {
            let toks = tokens(q);
            k.ends_in_head(&toks.iter().collect::<Vec<_>>())
        };
        assert!(ends("beard oil"));
        assert!(ends("yoga mats"));
        assert!(ends("mixing bowl sets"));
        assert!(!ends("yoga"));
        assert!(!ends("olive oil for baking"));
        assert!(!ends(""));
    }

    proptest::proptest! {
        #[test]
        fn one_edit_is_the_distance_of_one(
            a in "[a-e]{0,8}",
            b in "[a-e]{0,8}",
            at in 0usize..8,
            with in "[a-eé]",
        ) {
            proptest::prop_assert_eq!(one_edit(&a, &b), strsim::osa_distance(&a, &b) == 1);
            // Pairs one edit apart or near it (random pairs seldom are): a letter changed,
            // dropped, added, two swapped.
            let c: Vec<char> = a.chars().collect();
            let i = at.min(c.len());
            let mut near: Vec<String> = Vec::new();
            let w = with.chars().next().unwrap_or('a');
            let join = |v: Vec<char>| v.into_iter().collect::<String>();
            let mut v = c.clone();
            v.insert(i, w);
            near.push(join(v));
            if i < c.len() {
                let mut v = c.clone();
                v[i] = w;
                near.push(join(v));
                let mut v = c.clone();
                v.remove(i);
                near.push(join(v));
            }
            if i + 1 < c.len() {
                let mut v = c.clone();
                v.swap(i, i + 1);
                near.push(join(v));
            }
            for n in near {
                proptest::prop_assert_eq!(one_edit(&a, &n), strsim::osa_distance(&a, &n) == 1);
                proptest::prop_assert_eq!(one_edit(&n, &a), strsim::osa_distance(&n, &a) == 1);
            }
        }
    }

    #[test]
    fn no_titles_no_kinds() {
        let k = MarketKinds::from_titles([]);
        assert!(k.is_empty());
        assert!(k
            .kind_tokens(&tokens("beard oil stock"), &|_| false)
            .is_empty());
    }
}
