//! Everyday names of product kinds (`catalog/kinds.yaml`) found in a question: "car cameras"
//! are dash cams, "teddies" plush bears, "headtorches" headlamps, words no title contains.
//!
//! Why: a seller names their own products by such words, and the title matcher
//! ([`super::entities`]) finds nothing of a title in them, so the question was answered for the
//! whole store or refused by the gate as about a foreign thing. Read here as the kind, the
//! resolver answers them as it answers the kind's own words (one product; several of one kind
//! together; none: asked back), and the gate reads them as a kind the marketplace sells.
//!
//! **Takes** the catalog's kinds and a question's tokens. **Gives** where an everyday name
//! stands and which kind it names; [`KindNames::sold_in`] keeps the kinds some titles are of,
//! each with the words those titles write it with.

use std::collections::HashMap;

use crate::catalog::kinds::{description_words, KindsFile};

use super::text::{find_phrase, phrase_stems, tokens, Token};

/// The kinds and their everyday names, as stems.
#[derive(Debug, Clone, Default)]
pub struct KindNames {
    kinds: Vec<Kind>,
    /// Every title phrase and everyday name by the word a token must be for the phrase to
    /// start there: its first stem, and for two words or more its stems written as one word
    /// ("headtorch"). Why: trying every phrase of every kind at every token was most of the
    /// planner's and the gate's search for kinds (~6,000 tries a question, stop 30); a token
    /// can only start the phrases filed under its own forms ([`token_keys`]).
    starts: HashMap<String, Vec<(usize, Phrase)>>,
}

/// A phrase of a kind: one of its title phrases or of its everyday names, by position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Phrase {
    Title(usize),
    Name(usize),
    /// A description of what the thing is for, made of or looks like (`described:` of the
    /// file): its words in order, others between them ([`described_at`]).
    Described(usize),
}

#[derive(Debug, Clone)]
struct Kind {
    /// Title phrases, as stems and as the catalog writes them (lowercase).
    titles: Vec<(Vec<String>, String)>,
    /// Everyday names, as stems.
    names: Vec<Vec<String>>,
    /// Descriptions, as the stems of their words (joiners left out).
    described: Vec<Vec<String>>,
    /// The title phrase the titles given to [`KindNames::sold_in`] write it with; for a
    /// category, its name as the store writes it, once [`KindNames::with_categories`] kept it.
    sold_as: Option<String>,
    /// A whole category's names (`categories:` of the file), not a kind's: no title holds a
    /// category's name, so it is sold by the seller's categories, never by titles.
    category: bool,
}

/// An everyday name in a question's tokens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NameAt {
    /// Its first token.
    pub from: usize,
    /// Just after its last token.
    pub to: usize,
    /// The kind it names (an index into the kinds it was found with).
    pub kind: usize,
    /// Written as a plural ("car cameras", "headtorches").
    pub plural: bool,
    /// Its stems.
    pub stems: Vec<String>,
    /// A description of the thing (`described:`), not a name: other words stand inside it.
    pub described: bool,
}

impl KindNames {
    /// The kinds of the catalog.
    pub fn new(file: &KindsFile) -> KindNames {
        let stems = |names: &[String]| -> Vec<Vec<String>> {
            names
                .iter()
                .map(|n| phrase_stems(n))
                .filter(|s| !s.is_empty())
                .collect()
        };
        let kinds = file
            .kinds
            .iter()
            .map(|k| Kind {
                titles: k
                    .title_phrases()
                    .map(|t| (phrase_stems(t), t.to_lowercase()))
                    .filter(|(s, _)| !s.is_empty())
                    .collect(),
                names: stems(&k.names),
                described: k
                    .described
                    .iter()
                    .map(|d| phrase_stems(&description_words(d).join(" ")))
                    .filter(|s| s.len() >= 2)
                    .collect(),
                sold_as: None,
                category: false,
            })
            .chain(file.categories.iter().map(|c| Kind {
                titles: vec![(phrase_stems(&c.category), c.category.to_lowercase())],
                names: stems(&c.names),
                described: Vec::new(),
                sold_as: None,
                category: true,
            }))
            .collect();
        KindNames::indexed(kinds)
    }

    /// `kinds` with their phrases filed by the words they may start at.
    fn indexed(kinds: Vec<Kind>) -> KindNames {
        let mut starts: HashMap<String, Vec<(usize, Phrase)>> = HashMap::new();
        for (kind, k) in kinds.iter().enumerate() {
            let titles = k
                .titles
                .iter()
                .enumerate()
                .map(|(i, (s, _))| (Phrase::Title(i), s));
            let names = k
                .names
                .iter()
                .enumerate()
                .map(|(i, s)| (Phrase::Name(i), s));
            let described = k
                .described
                .iter()
                .enumerate()
                .map(|(i, s)| (Phrase::Described(i), s));
            for (phrase, stems) in titles.chain(names).chain(described) {
                let Some(first) = stems.first() else {
                    continue;
                };
                starts
                    .entry(first.clone())
                    .or_default()
                    .push((kind, phrase));
                // A description's words are never written as one.
                if stems.len() > 1 && !matches!(phrase, Phrase::Described(_)) {
                    starts
                        .entry(stems.concat())
                        .or_default()
                        .push((kind, phrase));
                }
            }
        }
        KindNames { kinds, starts }
    }

    /// The phrases that may start at `t` (a superset of those [`name_at`] finds there), in the
    /// order of the kinds and of their phrases, each once.
    fn starting_at(&self, t: &Token) -> Vec<(usize, Phrase)> {
        let mut out: Vec<(usize, Phrase)> = token_keys(t)
            .into_iter()
            .flatten()
            .filter_map(|key| self.starts.get(key))
            .flatten()
            .copied()
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// The stems of a phrase of kind `kind`.
    fn stems(&self, kind: usize, phrase: Phrase) -> &[String] {
        let k = &self.kinds[kind];
        match phrase {
            Phrase::Title(i) => &k.titles[i].0,
            Phrase::Name(i) => &k.names[i],
            Phrase::Described(i) => &k.described[i],
        }
    }

    /// These kinds, and the categories of `from` (`categories:` of the file): each of
    /// `categories` (the seller's, as the store writes them) read as itself, so an everyday
    /// name of it is rewritten as its name ("gadgets" as "electronics"); with `every`, the
    /// other categories too, found but never rewritten (the marketplace's words: "skincare"
    /// asked of a seller of electronics names a range they do not carry).
    pub fn with_categories<'a>(
        mut self,
        from: &KindNames,
        categories: impl IntoIterator<Item = &'a str>,
        every: bool,
    ) -> KindNames {
        let own: Vec<Vec<String>> = categories.into_iter().map(phrase_stems).collect();
        let mut kinds = std::mem::take(&mut self.kinds);
        for k in from.kinds.iter().filter(|k| k.category) {
            let Some((stems, written)) = k.titles.first() else {
                continue;
            };
            let sold = own.contains(stems);
            if sold || every {
                kinds.push(Kind {
                    sold_as: sold.then(|| written.clone()),
                    ..k.clone()
                });
            }
        }
        KindNames::indexed(kinds)
    }

    /// The kinds one of `titles` is of (its name part, before " - " and "(", holds one of the
    /// kind's title phrases), each with the phrase the titles write it with.
    pub fn sold_in<'a>(&self, titles: impl IntoIterator<Item = &'a str>) -> KindNames {
        let names: Vec<Vec<Token>> = titles
            .into_iter()
            .map(|t| {
                let name = t.split(" - ").next().unwrap_or(t);
                tokens(name.split('(').next().unwrap_or(name))
            })
            .collect();
        let kinds = self
            .kinds
            .iter()
            .filter(|k| !k.category)
            .filter_map(|k| {
                let (_, written) = k.titles.iter().find(|(stems, _)| {
                    names
                        .iter()
                        .any(|title| !find_phrase(title, stems).is_empty())
                })?;
                Some(Kind {
                    sold_as: Some(written.clone()),
                    ..k.clone()
                })
            })
            .collect();
        KindNames::indexed(kinds)
    }

    /// No kind.
    pub fn is_empty(&self) -> bool {
        self.kinds.is_empty()
    }

    /// The title phrase of `kind` as the titles given to [`KindNames::sold_in`] write it.
    pub fn sold_as(&self, kind: usize) -> Option<&str> {
        self.kinds.get(kind).and_then(|k| k.sold_as.as_deref())
    }

    /// The everyday names in `toks`, left to right, the longest where two overlap ("adjustable
    /// weights" over "weights").
    pub fn find(&self, toks: &[Token]) -> Vec<NameAt> {
        self.find_among(toks, |t| self.starting_at(t))
    }

    /// [`KindNames::find`] trying at each token the phrases `starting_at` gives for it.
    fn find_among(
        &self,
        toks: &[Token],
        starting_at: impl Fn(&Token) -> Vec<(usize, Phrase)>,
    ) -> Vec<NameAt> {
        let mut all: Vec<NameAt> = Vec::new();
        for (from, t) in toks.iter().enumerate() {
            for (kind, phrase) in starting_at(t) {
                if matches!(phrase, Phrase::Title(_)) {
                    continue;
                }
                let name = self.stems(kind, phrase);
                if let Some((to, plural)) = phrase_at(toks, from, name, phrase) {
                    all.push(NameAt {
                        from,
                        to,
                        kind,
                        plural,
                        stems: name.to_vec(),
                        described: matches!(phrase, Phrase::Described(_)),
                    });
                }
            }
        }
        all.sort_by_key(|m| (m.from, std::cmp::Reverse(m.to - m.from)));
        let mut out: Vec<NameAt> = Vec::new();
        for m in all {
            match out.last_mut() {
                Some(l) if m.from < l.to => {
                    // Two descriptions of one kind that overlap describe one thing ("the
                    // rubber mat people do stretches on": "rubber mat" and "mat ...
                    // stretches"): one mention of it, the two spans together.
                    if m.kind == l.kind && m.to > l.to {
                        l.to = m.to;
                        l.described |= m.described;
                    }
                }
                _ => out.push(m),
            }
        }
        out
    }
}

impl KindNames {
    /// The first kind `toks` name, by a title phrase or an everyday name, that is not one of
    /// `sold` (these kinds' [`KindNames::sold_in`] the seller's titles): "kitchen scale sessions" asked of a store with no kitchen scale. The token span
    /// of the name, longest first where two start together.
    ///
    /// Why: a kind the marketplace knows, named by a seller who sells none of it, matched no
    /// title, and when the rest of the question was the store's own name ("Copperleaf
    /// *Kitchen*") or words the planner reads, the kind was dropped and the whole store's
    /// figure answered as the kitchen scale's. Asked back instead.
    pub fn unsold_named(&self, toks: &[Token], sold: &KindNames) -> Option<(usize, usize)> {
        self.unsold_among(toks, sold, |t| self.starting_at(t))
    }

    /// [`KindNames::unsold_named`] trying at each token the phrases `starting_at` gives for it.
    fn unsold_among(
        &self,
        toks: &[Token],
        sold: &KindNames,
        starting_at: impl Fn(&Token) -> Vec<(usize, Phrase)>,
    ) -> Option<(usize, usize)> {
        let is_sold = |k: &Kind| sold.kinds.iter().any(|s| s.titles == k.titles);
        let mut best: Option<(usize, usize)> = None;
        // A category's name is no kind's: what the seller does not carry of it is the
        // planner's unknown thing ("nothing of yours is called skincare").
        for (from, tok) in toks.iter().enumerate() {
            for (kind, phrase) in starting_at(tok) {
                let k = &self.kinds[kind];
                if k.category || is_sold(k) {
                    continue;
                }
                if let Some((to, _)) = phrase_at(toks, from, self.stems(kind, phrase), phrase) {
                    if best.is_none_or(|(f, t)| from < f || (from == f && to > t)) {
                        best = Some((from, to));
                    }
                }
            }
        }
        best
    }
}

/// The words a token is read as by [`is_word`] and [`is_joined_word`]: as written, its stem,
/// and a plural in -es's stem without its e. A phrase can start at the token only if its first
/// stem or its stems joined are one of them.
fn token_keys(t: &Token) -> [Option<&str>; 3] {
    let es = t
        .word
        .ends_with("es")
        .then(|| t.stem.strip_suffix('e'))
        .flatten();
    [Some(t.word.as_str()), Some(t.stem.as_str()), es]
}

/// Where a phrase of kind `phrase` stands from token `from`: a description by
/// [`described_at`], any other by [`name_at`].
fn phrase_at(
    toks: &[Token],
    from: usize,
    stems: &[String],
    phrase: Phrase,
) -> Option<(usize, bool)> {
    match phrase {
        Phrase::Described(_) => described_at(toks, from, stems),
        _ => name_at(toks, from, stems),
    }
}

/// At most this many other words stand between two words of a description ("sticks *for*
/// walking", "cars *you drive with a* controller"): a relative clause or a purpose phrase,
/// not a second sentence.
const DESCRIPTION_GAP: usize = 4;

/// Where the description `stems` stands from token `from`: its words in order, each within
/// [`DESCRIPTION_GAP`] other words of the one before and in the same clause (no comma, dash
/// or stop between: the tokens' bytes touch but for one space); just after its last word, and
/// whether its first word (the thing) is a plural.
fn described_at(toks: &[Token], from: usize, stems: &[String]) -> Option<(usize, bool)> {
    let (first, rest) = stems.split_first()?;
    let plural = is_word(toks.get(from)?, first)?;
    let mut at = from;
    for s in rest {
        let next = (at + 1..toks.len())
            .take(DESCRIPTION_GAP + 1)
            .take_while(|&i| toks[i].start <= toks[i - 1].end + 1)
            .find(|&i| is_word(&toks[i], s).is_some() || is_form_of(&toks[i].word, s))?;
        at = next;
    }
    Some((at + 1, plural))
}

/// Whether `word` is a form of the description's word `stem` people write in a description:
/// a verb's -ing, -ed or -s ("walking", "protecting", "cancelled"), an adjective's -y
/// ("stretchy"), a final e dropped ("hiking" of "hike") or a consonant doubled ("cancelling").
fn is_form_of(word: &str, stem: &str) -> bool {
    const ENDINGS: &[&str] = &["ing", "ed", "es", "s", "y", "er", "ers"];
    if stem.len() < 3 {
        return false;
    }
    let ends = |rest: &str| ENDINGS.contains(&rest);
    if let Some(rest) = word.strip_prefix(stem) {
        if ends(rest) {
            return true;
        }
        // A doubled last consonant: "cancel" → "cancelling".
        if let Some(r) = rest.strip_prefix(&stem[stem.len() - 1..]) {
            return matches!(r, "ing" | "ed");
        }
    }
    stem.strip_suffix('e')
        .and_then(|s| word.strip_prefix(s))
        .is_some_and(|rest| matches!(rest, "ing" | "ed" | "y"))
}

/// Where `name` stands from token `from`: just after its last token and whether it is a
/// plural. Word by word, or as one word ("headtorch", "dashcam" of "dash cam").
fn name_at(toks: &[Token], from: usize, name: &[String]) -> Option<(usize, bool)> {
    if name.len() > 1 {
        if let Some(plural) = toks.get(from).and_then(|t| is_joined_word(t, name)) {
            return Some((from + 1, plural));
        }
    }
    let words = toks.get(from..from + name.len())?;
    let mut plural = false;
    for (t, s) in words.iter().zip(name) {
        plural = is_word(t, s)?;
    }
    Some((from + name.len(), plural))
}

/// [`is_word`] of the stems written as one word, without building it: called for every token
/// and every name of every kind (~6,000 times a question in the gate), joining them was most
/// of the cost of finding names (stop 29).
fn is_joined_word(t: &Token, stems: &[String]) -> Option<bool> {
    if is_concat(&t.word, stems) {
        return Some(false);
    }
    if is_concat(&t.stem, stems) {
        return Some(t.word != t.stem);
    }
    (t.word.ends_with("es")
        && t.stem
            .strip_suffix('e')
            .is_some_and(|s| is_concat(s, stems)))
    .then_some(true)
}

/// Whether `s` is `parts` written one after another.
fn is_concat(s: &str, parts: &[String]) -> bool {
    let mut rest = s;
    for p in parts {
        match rest.strip_prefix(p.as_str()) {
            Some(r) => rest = r,
            None => return false,
        }
    }
    rest.is_empty()
}

/// Whether the token is the word `stem` (as written, its singular, or a plural in -es the
/// stemmer leaves an e on: "torches" is "torche"), and whether it is a plural.
fn is_word(t: &Token, stem: &str) -> Option<bool> {
    if t.word == stem {
        return Some(false);
    }
    if t.stem == stem {
        return Some(t.word != t.stem);
    }
    (t.word.ends_with("es") && t.stem.strip_suffix('e') == Some(stem)).then_some(true)
}

/// A question with the everyday names of the asking seller's kinds written as the seller's
/// titles write the kind ("car cameras" → "dash cams"), and how to read its spans back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rewrite {
    /// The question as rewritten.
    pub text: String,
    /// Each replaced name: its byte span in the question, then in `text`, in order.
    edits: Vec<((usize, usize), (usize, usize))>,
}

impl KindNames {
    /// `text` with every everyday name of a kind sold in the titles given to
    /// [`KindNames::sold_in`] replaced by the kind's title words, a plural kept a plural; `None`
    /// when it names none. `said`: a name the seller's own words already say (every stem of it
    /// a word of their titles) is left as written, for the titles to read it as before; it is
    /// given each stem and whether the name is written as a plural.
    pub fn rewrite(&self, text: &str, said: &dyn Fn(&str, bool) -> bool) -> Option<Rewrite> {
        let toks = tokens(text);
        let mut out = String::new();
        let mut edits = Vec::new();
        let mut at = 0;
        for m in self.find(&toks) {
            let Some(kind) = self.sold_as(m.kind) else {
                continue;
            };
            if m.stems.iter().all(|s| said(s, m.plural)) {
                continue;
            }
            let (s, e) = (toks[m.from].start, toks[m.to - 1].end);
            out.push_str(&text[at..s]);
            let ns = out.len();
            out.push_str(kind);
            if m.plural && !kind.ends_with('s') {
                out.push('s');
            }
            edits.push(((s, e), (ns, out.len())));
            at = e;
        }
        if edits.is_empty() {
            return None;
        }
        out.push_str(&text[at..]);
        Some(Rewrite { text: out, edits })
    }
}

impl Rewrite {
    /// A byte span of the rewritten text, in the question: a span touching a replaced name
    /// covers the whole name as the seller wrote it.
    pub fn span_back(&self, (s, e): (usize, usize)) -> (usize, usize) {
        (self.pos_back(s, false), self.pos_back(e, true))
    }

    /// The question's words for `mention`, a part of the rewritten text.
    pub fn mention_back(&self, question: &str, mention: &str) -> String {
        match self.text.find(mention) {
            Some(s) => {
                let (s, e) = self.span_back((s, s + mention.len()));
                question[s..e].to_string()
            }
            None => mention.to_string(),
        }
    }

    fn pos_back(&self, p: usize, end: bool) -> usize {
        let mut delta: isize = 0;
        for &((os, oe), (ns, ne)) in &self.edits {
            if p < ns || (end && p == ns) {
                break;
            }
            if p <= ne {
                return if p == ne || end { oe } else { os };
            }
            delta = oe as isize - ne as isize;
        }
        p.saturating_add_signed(delta)
    }
}

#[cfg(test)]
mod tests;
