//! Finding the measures a question names, from the catalog's measure ontology
//! (`catalog/measures.yaml`); a column's own synonyms count only for a measure the ontology
//! gives no words.
//!
//! Longest phrase first, never overlapping; a measure's `weak_words` ("units") count only when
//! no other measure is named, so "units ... in stock" is units on hand, not units sold.

use super::intent::NamedMeasure;
use super::link::LinkIndex;
use super::skeleton::{consonants_only, is_skeleton};
use super::text::{find_phrase, tokens, tokens_with_money, Token};
use crate::catalog::measure::MeasureFile;

/// The measure of a comparison with peers.
const BENCHMARK: &str = "benchmark_value";

#[derive(Debug, Clone)]
struct Phrase {
    stems: Vec<String>,
    measure: String,
    weak: bool,
    /// Per word of a phrase of several words: written in the plural in the ontology. Such a
    /// word must be plural in the question too: "products sold" (a count of products) is not
    /// "which product sold the most".
    plural: Vec<bool>,
}

/// Every phrase naming a measure.
#[derive(Debug, Clone, Default)]
pub struct MeasureIndex {
    phrases: Vec<Phrase>,
    /// Stems of words the catalog itself writes (see [`MeasureIndex::knowing`]).
    known: std::collections::HashSet<String>,
    /// Stems of the words people write in questions of every kind (see
    /// [`MeasureIndex::everyday`]).
    everyday: std::collections::HashSet<String>,
    /// Whole English words (see [`MeasureIndex::with_words`]), never read as a slip.
    words: std::collections::HashSet<String>,
}

impl MeasureIndex {
    /// From the ontology's words alone (what the Insight Generator reads a question's measures
    /// with: it links no API).
    pub fn from_ontology(ontology: &MeasureFile) -> MeasureIndex {
        MeasureIndex::build_from(ontology, &[])
    }

    /// Words the catalog writes in its descriptions and examples are words, not typos: "how did
    /// units change" must not read "change" as a mistyped "charge" (a word for price), while
    /// "sessons" is found nowhere and stays a typo of "sessions".
    pub fn knowing<'a>(mut self, texts: impl IntoIterator<Item = &'a str>) -> MeasureIndex {
        for t in texts {
            self.known
                .extend(tokens_with_money(t).into_iter().map(|t| t.stem));
        }
        self
    }

    /// Words people write in questions of every kind (the labelled training questions, in
    /// and out of domain, and the gate's everyday questions) are words, not typos. Read only
    /// for a slip beside a measure named exactly ([`MeasureIndex::find`]): there the reading
    /// adds a measure to a question that already has one, so a real word ("stick", "scales",
    /// "prime") must never be taken for a measure's slip.
    pub fn everyday<'a>(mut self, texts: impl IntoIterator<Item = &'a str>) -> MeasureIndex {
        for t in texts {
            self.everyday
                .extend(tokens_with_money(t).into_iter().map(|t| t.stem));
        }
        self
    }

    /// Whole words of the language, as written, that are never read as a measure's slip:
    /// "recipes" is one edit from no measure word but close to "receipts"/"receive", and
    /// "recipes" alone was answered with the units inbound. A seller's slip ("revenu",
    /// "sesions", "ordrs") is no word and is still read. The words are the sentence
    /// encoder's tokenizer vocabulary ([`vocabulary_words`]): a list of whole words the
    /// project already ships, not one written for the measures.
    pub fn with_words(mut self, words: impl IntoIterator<Item = String>) -> MeasureIndex {
        self.words.extend(words);
        self
    }

    /// From the ontology's words and the linked columns' phrases.
    pub fn build(ontology: &MeasureFile, links: &LinkIndex) -> MeasureIndex {
        MeasureIndex::build_from(ontology, &links.apis)
    }

    fn build_from(ontology: &MeasureFile, apis: &[super::link::LinkApi]) -> MeasureIndex {
        let mut phrases: Vec<Phrase> = Vec::new();
        fn add(
            phrases: &mut Vec<Phrase>,
            stems: Vec<String>,
            measure: &str,
            weak: bool,
            plural: Vec<bool>,
        ) {
            if stems.is_empty() {
                return;
            }
            // The same words in the singular and the plural ("stock outs", then "stock out"):
            // one phrase, whose words need be plural only where both forms are. Kept as the
            // first one written, "stock out" needed a plural "outs" and "did the backpack
            // stock out" read only "stock" (units on hand).
            if let Some(p) = phrases
                .iter_mut()
                .find(|p| p.stems == stems && p.measure == measure)
            {
                if p.plural.len() == plural.len() {
                    for (a, b) in p.plural.iter_mut().zip(&plural) {
                        *a = *a && *b;
                    }
                } else {
                    p.plural.clear();
                }
                return;
            }
            phrases.push(Phrase {
                stems,
                measure: measure.to_string(),
                weak,
                plural,
            });
        }
        // Plural words of a phrase of several words (none for a single word: "orders" is
        // named by "order" too).
        let plural_of = |w: &str| -> Vec<bool> {
            let t = tokens(w);
            if t.len() < 2 {
                return Vec::new();
            }
            t.iter().map(|t| t.word != t.stem).collect()
        };
        // "$" is a word of revenue: the ontology's phrases keep their dollar signs.
        let phrase_stems =
            |w: &str| -> Vec<String> { tokens_with_money(w).into_iter().map(|t| t.stem).collect() };
        for m in &ontology.measures {
            for w in &m.words {
                add(&mut phrases, phrase_stems(w), &m.id, false, plural_of(w));
            }
            for w in &m.weak_words {
                add(&mut phrases, phrase_stems(w), &m.id, true, plural_of(w));
            }
        }
        // A column's own synonyms name its measure only when the ontology gives that measure no
        // words: the ontology decides, so a column name like `products` (products sold) never
        // turns "top 3 products" into a question about a count of products.
        for api in apis {
            for c in &api.columns {
                let Some(measure) = c.measure.as_deref() else {
                    continue;
                };
                if ontology.get(measure).is_some_and(|m| !m.words.is_empty()) {
                    continue;
                }
                for p in &c.phrases {
                    if !phrases.iter().any(|x| &x.stems == p) {
                        add(&mut phrases, p.clone(), measure, false, Vec::new());
                    }
                }
            }
        }
        MeasureIndex {
            phrases,
            known: Default::default(),
            everyday: Default::default(),
            words: Default::default(),
        }
    }

    /// The measures named in `toks`, in question order.
    pub fn find(&self, toks: &[Token]) -> Vec<NamedMeasure> {
        let mut all: Vec<(usize, usize, &Phrase)> = Vec::new();
        for p in &self.phrases {
            let hits = find_phrase(toks, &p.stems).into_iter().map(|at| (at, 0));
            for (at, gap) in hits.chain(relative_clause_hits(toks, &p.stems)) {
                // The token of the phrase's k-th word: past the relative pronoun after the first.
                let of = |k: usize| at + k + if k > 0 { gap } else { 0 };
                let number_agrees = p.plural.iter().enumerate().all(|(k, &plural)| {
                    !plural || toks.get(of(k)).is_some_and(|t| t.word != t.stem)
                });
                if number_agrees {
                    all.push((at, p.stems.len() + gap, p));
                }
            }
        }
        // "What share did the oven make up": "make up" is to compose, not to earn.
        all.retain(|(at, len, _)| {
            !(*len == 1
                && matches!(toks[*at].word.as_str(), "make" | "made" | "makes")
                && toks.get(at + 1).is_some_and(|t| t.word == "up"))
        });
        // "Which products sold the most units", "what items sold fewer units in november":
        // after "which"/"what", "products sold" is the rows and their verb, not the count of
        // products sold (it answered "Products sold by category: 39" to a ranking of units).
        all.retain(|(at, len, _)| {
            !(*len >= 2
                && toks[at + len - 1].word == "sold"
                && at
                    .checked_sub(1)
                    .is_some_and(|p| matches!(toks[p].word.as_str(), "which" | "what")))
        });
        // "The year in review", "under review": a report, a state, not product reviews
        // ("year in review so far" was answered with the count of reviews).
        all.retain(|(at, len, _)| {
            !(*len == 1
                && toks[*at].word == "review"
                && at
                    .checked_sub(1)
                    .is_some_and(|p| matches!(toks[p].word.as_str(), "in" | "under")))
        });
        all.sort_by(|a, b| {
            b.1.cmp(&a.1)
                .then(a.0.cmp(&b.0))
                .then(a.2.weak.cmp(&b.2.weak))
        });
        let mut taken: Vec<(usize, usize)> = Vec::new();
        let mut strong: Vec<NamedMeasure> = Vec::new();
        let mut weak: Vec<NamedMeasure> = Vec::new();
        for (at, len, p) in all {
            if taken.iter().any(|&(a, l)| at < a + l && a < at + len) {
                continue;
            }
            taken.push((at, len));
            let evidence = toks[at..at + len]
                .iter()
                .map(|t| t.word.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            let named = NamedMeasure {
                measure: p.measure.clone(),
                evidence,
                at,
                len,
            };
            // "revenue and units", "units and sessions": a weak word in a list of measures
            // is a measure of its own, not a word of the other ("units in stock" is one phrase,
            // matched whole first). Dropped, the answer named revenue alone.
            let listed = |i: Option<usize>| {
                i.and_then(|i| toks.get(i))
                    .is_some_and(|t| matches!(t.word.as_str(), "and" | "plus" | "&"))
            };
            let coordinated = listed(at.checked_sub(1)) || listed(Some(at + len));
            if p.weak && !coordinated {
                weak.push(named);
            } else {
                strong.push(named);
            }
        }
        if strong.is_empty() {
            strong = self.typos(toks, &taken, false);
        } else {
            // "Tent stok now and what we sold on black friday": a slipped measure word beside
            // one named exactly is a measure of its own. Unread, its part of the question (and
            // its "now") was dropped and the other measure answered as if it were the whole.
            let more: Vec<NamedMeasure> = self
                .typos(toks, &taken, true)
                .into_iter()
                .filter(|m| !strong.iter().any(|s| s.measure == m.measure))
                .collect();
            strong.extend(more);
        }
        weak.extend(containers_counted(toks, &taken));
        // "How many units do I have of X": what the seller holds is stock, never the units
        // sold the weak "units" (or a container counted) would read.
        if strong.is_empty() {
            if let Some(held) = super::possession::held(toks, &taken) {
                weak.retain(|m| m.measure != "units_sold");
                weak.push(held);
            }
        }
        let mut out = if strong.is_empty() { weak } else { strong };
        // "What's the kettle at rn": a thing's figure "at" a moment, no measure named, is its
        // price ([`price_at`]; the router reads it too and sends the question here).
        let words: Vec<&str> = toks.iter().map(|t| t.word.as_str()).collect();
        if out.is_empty() && price_at(&words) {
            if let Some(at) = words.iter().rposition(|w| *w == "at") {
                out.push(NamedMeasure {
                    measure: "price".into(),
                    evidence: "at".into(),
                    at,
                    len: 1,
                });
            }
        }
        zero_on_hand_days(toks, &mut out);
        out.extend(self.elided_heads(toks, &out, &taken));
        stock_left_as_cover(&mut out);
        out.extend(compared_rival(toks, &out));
        out.extend(own_beside_rival(toks, &out));
        out.extend(reviews_average(toks, &out, &taken));
        // A comparison with peers ("vs other sellers", "category median") is asked of the
        // benchmark, whatever measure it compares: the benchmark leads.
        if let Some(i) = out.iter().position(|m| m.measure == BENCHMARK) {
            let b = out.remove(i);
            out.sort_by_key(|m| m.at);
            out.insert(0, b);
        } else {
            out.sort_by_key(|m| m.at);
        }
        out
    }

    /// "Our price and the competitor's on boxing day": a possessive with no noun after it
    /// leaves out the noun a measure already named before it ends with ("price"): the two
    /// together, "competitor price", are a measure of the ontology, read at the possessive.
    /// Only a phrase the ontology has makes one, so a possessor it does not pair with the noun
    /// ("my brother's") reads nothing. Unread, the possessive's clause named no measure, its
    /// period was taken for the other clause's, and the price was asked back as to when.
    fn elided_heads(
        &self,
        toks: &[Token],
        found: &[NamedMeasure],
        taken: &[(usize, usize)],
    ) -> Vec<NamedMeasure> {
        let mut out: Vec<NamedMeasure> = Vec::new();
        for (i, t) in toks.iter().enumerate() {
            let possessive = ["'s", "’s", "s'", "s’"].iter().any(|e| t.word.ends_with(e));
            let covered = taken.iter().any(|&(a, l)| i >= a && i < a + l);
            // Nothing after it but a function word or a time word: the noun is left out.
            let bare = toks.get(i + 1).is_none_or(|n| {
                super::text::is_stopword(&n.word) || ELLIPSIS_FOLLOWERS.contains(&n.word.as_str())
            });
            if !possessive || covered || !bare {
                continue;
            }
            let read = found.iter().filter(|m| m.at + m.len <= i).find_map(|m| {
                let head = toks.get(m.at + m.len - 1)?;
                self.phrases
                    .iter()
                    .find(|p| p.stems == [t.stem.clone(), head.stem.clone()])
                    .filter(|p| p.measure != m.measure)
            });
            if let Some(p) = read {
                if !found.iter().chain(&out).any(|m| m.measure == p.measure) {
                    out.push(NamedMeasure {
                        measure: p.measure.clone(),
                        evidence: t.word.clone(),
                        at: i,
                        len: 1,
                    });
                }
            }
        }
        out
    }

    /// One-word measure names typed with one letter wrong ("ordrs", "revnue", "sessons"): the
    /// same first letter, five letters or more, Jaro-Winkler at least 0.9; or their chat
    /// spelling ("rvws"). Tried when no measure is named exactly; `beside` one that is, only
    /// words of four letters or more that are no everyday word and no chat spelling (a
    /// skeleton of three letters, "pls", "hrs", is too often something else).
    fn typos(&self, toks: &[Token], taken: &[(usize, usize)], beside: bool) -> Vec<NamedMeasure> {
        let mut out = Vec::new();
        for (at, t) in toks.iter().enumerate() {
            // A chat spelling, all consonants ("rvws", "rfnds", "stk": `skeleton.rs`), from
            // three letters: the measure words are few, so a skeleton names one of them.
            let chat = consonants_only(&t.word) && !beside;
            if (t.word.len() < 4 && !chat)
                || taken.iter().any(|&(a, l)| at >= a && at < a + l)
                || self.known.contains(&t.stem)
                || self.words.contains(&t.word)
                || (beside && (self.everyday.contains(&t.stem) || self.everyday.contains(&t.word)))
                || (beside && !t.word.chars().all(|c| c.is_ascii_lowercase()))
            {
                continue;
            }
            // A weak word ("units") names its measure here too: typos are read only when no
            // measure is named, which is when a weak word names one ("webcam untis last
            // month" asked which figure).
            let hit = self
                .phrases
                .iter()
                .filter(|p| p.stems.len() == 1)
                .find(|p| {
                    let w = &p.stems[0];
                    // One letter dropped, doubled or wrong: a word much shorter than the
                    // measure is another word ("track" is no typo of "tracking": "am i on
                    // track" once explained the valid tracking rate).
                    let typo = t.word.len() >= 5
                        && w.len() >= 5
                        && w.len().abs_diff(t.stem.len()) <= 1
                        && w.chars().next() == t.stem.chars().next()
                        && w != &t.stem
                        && strsim::jaro_winkler(w, &t.stem) >= 0.9;
                    // Four letters: one letter dropped inside a five-letter word, first and
                    // last kept ("unts" of units).
                    let dropped = t.word.len() == 4
                        && w.len() == 5
                        && w.chars().next() == t.word.chars().next()
                        && w.chars().last() == t.word.chars().last()
                        && strsim::osa_distance(w, &t.word) == 1;
                    // Two neighbouring letters swapped ("untis" of units): a transposition
                    // is one edit for OSA and two for Levenshtein, which no other slip is.
                    // The plural's "s" is dropped by hand: the stemmer keeps "untis" whole
                    // (it leaves words in -is alone).
                    let swapped =
                        [t.stem.as_str(), t.word.trim_end_matches('s')]
                            .iter()
                            .any(|typed| {
                                w.len() >= 4
                                    && typed.len() == w.len()
                                    && w.chars().next() == typed.chars().next()
                                    && strsim::osa_distance(w, typed) == 1
                                    && strsim::levenshtein(w, typed) == 2
                            });
                    // Beside a measure named exactly, one edit at most: "piece" is two from
                    // "price" and close by Jaro-Winkler ("units of the 3-piece set sold"
                    // lost its product to a price read from the title's word).
                    let one_edit = !beside
                        || [t.stem.as_str(), t.word.as_str()]
                            .iter()
                            .any(|typed| strsim::osa_distance(w, typed) == 1);
                    (typo || dropped || swapped || (chat && is_skeleton(&t.word, w))) && one_edit
                });
            if let Some(p) = hit {
                out.push(NamedMeasure {
                    measure: p.measure.clone(),
                    evidence: t.word.clone(),
                    at,
                    len: 1,
                });
            }
        }
        out
    }
}

/// Where a measure phrase of two words or more stands with a relative pronoun after its first
/// word ("units *that* came in", "stock *which* arrived"), with the pronoun's one token of gap.
/// Why: "units that came in during june" was read as units sold (the weak "units"), not as the
/// inbound "units came in", and the inbound asked for was dropped from the answer.
fn relative_clause_hits(toks: &[Token], stems: &[String]) -> Vec<(usize, usize)> {
    if stems.len() < 2 {
        return Vec::new();
    }
    (0..toks.len().saturating_sub(stems.len()))
        .filter(|&i| {
            toks[i].stem == stems[0]
                && matches!(toks[i + 1].word.as_str(), "that" | "which")
                && stems[1..]
                    .iter()
                    .enumerate()
                    .all(|(k, s)| toks.get(i + 2 + k).is_some_and(|t| t.stem == *s))
        })
        .map(|i| (i, 1))
        .collect()
}

/// "How many bottles of body lotion", "how many pairs of gloves": containers counted are the
/// units sold, a weak reading, so "how many pairs of gloves in stock" stays the stock. Asked
/// back before ("which figure?"), though nothing else is counted in bottles. A rule, not words
/// of the ontology: there its words would be measure words, and "set", "pair" and "pack" are
/// words of titles ("Pan Set", "Baking Sheet Pair") the title step must still read.
fn containers_counted(toks: &[Token], taken: &[(usize, usize)]) -> Option<NamedMeasure> {
    const CONTAINERS: &[&str] = &[
        "bottles", "packs", "pairs", "sets", "boxes", "jars", "tubes", "cans", "bags",
    ];
    let inside = |i: usize| taken.iter().any(|&(a, l)| i >= a && i < a + l);
    (0..toks.len().saturating_sub(3)).find_map(|i| {
        let w = |k: usize| toks[i + k].word.as_str();
        let counted = w(0) == "how"
            && w(1) == "many"
            && CONTAINERS.contains(&w(2))
            && w(3) == "of"
            && !(i..i + 4).any(inside);
        counted.then(|| NamedMeasure {
            measure: "units_sold".into(),
            evidence: format!("how many {} of", w(2)),
            at: i,
            len: 4,
        })
    })
}

/// "Review count and average", "reviews - how many and whats it averaging": a bare average
/// beside the reviews is their average rating, the one average reviews have. Read as
/// nothing, the answer gave the count alone and dropped the rating asked for.
fn reviews_average(
    toks: &[Token],
    found: &[NamedMeasure],
    taken: &[(usize, usize)],
) -> Option<NamedMeasure> {
    if !found.iter().any(|m| m.measure == "review_count")
        || found.iter().any(|m| m.measure == "average_rating")
    {
        return None;
    }
    let inside = |i: usize| taken.iter().any(|&(a, l)| i >= a && i < a + l);
    (0..toks.len()).find_map(|i| {
        let bare = matches!(
            toks[i].word.as_str(),
            "average" | "avg" | "averaging" | "averages" | "mean"
        ) && !inside(i)
            && !(i + 1 < toks.len() && inside(i + 1));
        bare.then(|| NamedMeasure {
            measure: "average_rating".into(),
            evidence: toks[i].word.clone(),
            at: i,
            len: 1,
        })
    })
}

/// Words that may follow a possessive whose noun is left out: time words and joiners ("the
/// competitor's yesterday", "the competitor's too").
const ELLIPSIS_FOLLOWERS: &[&str] = &[
    "yesterday",
    "yday",
    "today",
    "now",
    "tonight",
    "last",
    "next",
    "since",
    "during",
    "until",
    "till",
    "too",
    "as",
    "well",
    "then",
    "right",
    "currently",
    "atm",
    "rn",
];

/// "Price vs competitor", "my price compared to the competition": a rival named bare after a
/// comparator, beside a price, is the competitor's price. Read as nothing, the question was
/// answered with the seller's own price alone, the figure it was to be compared with missing.
fn compared_rival(toks: &[Token], found: &[NamedMeasure]) -> Option<NamedMeasure> {
    let price_at = found.iter().find(|m| m.measure == "price")?.at;
    if found.iter().any(|m| m.measure == "competitor_price") {
        return None;
    }
    let word = |i: usize| toks.get(i).map(|t| t.word.as_str()).unwrap_or("");
    let rival = |w: &str| {
        matches!(
            w,
            "competitor" | "competitors" | "competitor's" | "competition" | "rival" | "rivals"
        )
    };
    let comparator = |i: usize| {
        matches!(word(i), "vs" | "versus" | "against" | "v")
            || (matches!(word(i), "compared" | "relative") && word(i + 1) == "to")
            || (word(i) == "compared" && word(i + 1) == "with")
    };
    (price_at + 1..toks.len()).find_map(|i| {
        if !rival(word(i)) {
            return None;
        }
        // Up to three words between the comparator and the rival: "vs the", "compared to my".
        let after = (i.saturating_sub(4)..i).any(|k| k > price_at && comparator(k));
        after.then(|| NamedMeasure {
            measure: "competitor_price".into(),
            evidence: word(i).to_string(),
            at: i,
            len: 1,
        })
    })
}

/// "On how many days did we have zero frying pans on hand", "days with none in stock": days
/// at no stock are the days out of stock, the measure of its own ("days out of stock"), not
/// the stock itself (asked back as a count the planner cannot make). Only where days are what
/// is asked: "how many products have zero on hand" counts products by their stock.
fn zero_on_hand_days(toks: &[Token], found: &mut [NamedMeasure]) {
    if !toks
        .iter()
        .any(|t| matches!(t.stem.as_str(), "day" | "date"))
    {
        return;
    }
    for m in found.iter_mut().filter(|m| m.measure == "units_on_hand") {
        let zero = (m.at.saturating_sub(4)..m.at)
            .any(|i| matches!(toks[i].word.as_str(), "zero" | "none" | "0"));
        if zero {
            m.measure = "stockout_days".into();
        }
    }
}

/// "How many days of stock have we got left", "weeks of stock, what's left": with the days of
/// cover named, "left" is how long the stock lasts, not a second measure (units on hand). Kept,
/// the two measures were asked back as two reports, or the on hand answered (stop 35).
fn stock_left_as_cover(found: &mut Vec<NamedMeasure>) {
    if !found.iter().any(|m| m.measure == "days_of_cover") {
        return;
    }
    found.retain(|m| {
        !(m.measure == "units_on_hand"
            && matches!(m.evidence.as_str(), "left" | "have left" | "got left"))
    });
}

/// "Dry shampoo competitor price vs mine", "the competition's price and ours": the seller's
/// own named by a possessive pronoun after a comparator, beside the competitor's price, is the
/// seller's price (the other side of `compared_rival`). Unread, "mine" was asked back as a
/// period or product to compare with.
fn own_beside_rival(toks: &[Token], found: &[NamedMeasure]) -> Option<NamedMeasure> {
    let rival_at = found.iter().find(|m| m.measure == "competitor_price")?.at;
    if found.iter().any(|m| m.measure == "price") {
        return None;
    }
    let word = |i: usize| toks.get(i).map(|t| t.word.as_str()).unwrap_or("");
    (rival_at + 1..toks.len()).find_map(|i| {
        let own = matches!(word(i), "mine" | "ours")
            || (matches!(word(i), "my" | "our") && word(i + 1) == "own" && i + 2 == toks.len());
        let after = matches!(
            word(i - 1),
            "vs" | "versus" | "v" | "against" | "and" | "to" | "with"
        );
        (own && after).then(|| NamedMeasure {
            measure: "price".into(),
            evidence: word(i).to_string(),
            at: i,
            len: 1,
        })
    })
}

/// The whole words of a WordPiece tokenizer's vocabulary (`tokenizer.json`'s `model.vocab`):
/// entries of four letters or more, all lowercase letters (word pieces start with "##", and
/// shorter entries are as often abbreviations a slip may look like). Empty when the file is
/// missing or not a WordPiece vocabulary: then no word is protected and slips read as before.
pub fn vocabulary_words(tokenizer_json: &std::path::Path) -> Vec<String> {
    // Read once per process and file: the planner, the gate and the Insight Generator each ask
    // for it at start-up, and the file is the encoder's whole vocabulary (30k entries of JSON).
    type Cache = std::sync::Mutex<std::collections::HashMap<std::path::PathBuf, Vec<String>>>;
    static READ: std::sync::OnceLock<Cache> = std::sync::OnceLock::new();
    let cache = READ.get_or_init(Default::default);
    if let Some(words) = cache
        .lock()
        .ok()
        .and_then(|c| c.get(tokenizer_json).cloned())
    {
        return words;
    }
    let words = read_vocabulary_words(tokenizer_json);
    if let Ok(mut c) = cache.lock() {
        c.insert(tokenizer_json.to_path_buf(), words.clone());
    }
    words
}

fn read_vocabulary_words(tokenizer_json: &std::path::Path) -> Vec<String> {
    let Ok(text) = std::fs::read_to_string(tokenizer_json) else {
        return Vec::new();
    };
    let Ok(json) = serde_json::from_str::<serde_json::Value>(&text) else {
        return Vec::new();
    };
    json.pointer("/model/vocab")
        .and_then(|v| v.as_object())
        .map(|vocab| {
            vocab
                .keys()
                .filter(|w| w.len() >= 4 && w.chars().all(|c| c.is_ascii_lowercase()))
                .cloned()
                .collect()
        })
        .unwrap_or_default()
}

/// "What's the kettle at", "whats the kitchen scale at rn", "where's the skillet at right
/// now": a thing's figure "at" a moment with no measure named is what it sells for, its price
/// (as "what's bitcoin at"). `w` are the question's lowercased words. Unread, the question
/// named no measure, and the router's head sent it to the Insight Generator, which answered
/// with the category benchmark of the whole store. The router reads the same words to send the
/// question to the Data Presenter (`router::descriptive`).
pub fn price_at(w: &[&str]) -> bool {
    const NOW: &[&[&str]] = &[
        &[],
        &["rn"],
        &["now"],
        &["right", "now"],
        &["atm"],
        &["currently"],
        &["today"],
        &["the", "moment"],
        &["the", "mo"],
        &["the", "minute"],
    ];
    let opens = matches!(
        w,
        ["what's" | "whats" | "where's" | "wheres", ..] | ["what" | "where", "is", ..]
    );
    opens
        && NOW.iter().any(|now| {
            w.len() > now.len() + 2
                && w[w.len() - now.len() - 1] == "at"
                && w[w.len() - now.len()..] == **now
        })
}
