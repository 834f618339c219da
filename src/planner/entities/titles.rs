//! The title step of the entity resolution: which of the seller's titles a window of the
//! question names (one product, several that fit, or one the seller does not sell), and the
//! windows themselves (the parts of a question that lists or compares things).

use std::collections::HashSet;

use super::{has_digit, head_noun, same_kind, word_matches, EntityMatch, ProductIndex};
use crate::planner::parse::is_cue_word;
use crate::planner::text::{is_stopword, Token};

/// What the title step found in a window of the question.
pub(super) enum Titles {
    /// Nothing of a title.
    None,
    /// One product (its index), the words that named it and their byte span.
    One(usize, String, (usize, usize)),
    /// An answer of its own: a product the seller does not sell, or several that fit.
    Early(EntityMatch),
}

/// Words between two things listed or compared ("vs", "and", "or"): the parts of the question
/// each of which may name one product, as token windows `[from, to)`.
pub(super) fn separated_parts(toks: &[Token]) -> Vec<(usize, usize)> {
    let mut parts = Vec::new();
    let mut from = 0;
    for (i, t) in toks.iter().enumerate() {
        if matches!(
            t.word.as_str(),
            "vs" | "versus" | "and" | "or" | "against" | "compared" | "v"
        ) {
            parts.push((from, i));
            from = i + 1;
        }
    }
    parts.push((from, toks.len()));
    parts.retain(|(a, b)| a < b);
    parts
}

impl ProductIndex {
    /// The title step of [`ProductIndex::resolve`] over the tokens `from..to`, among the
    /// products `only` (all when empty).
    pub(super) fn titles_in(
        &self,
        text: &str,
        toks: &[Token],
        (from, to): (usize, usize),
        used: &HashSet<usize>,
        vocabulary: &HashSet<String>,
        only: &[usize],
    ) -> Titles {
        let mut scores = vec![0.0f32; self.products.len()];
        let mut matched_tokens: Vec<usize> = Vec::new();
        for (i, t) in toks.iter().enumerate().take(to).skip(from) {
            // "Spice racks revenue by rack", "science kits units per kit": the kind's noun
            // after a breakdown word, once the kind is named, says how to break it down; read
            // as the name, the mention ran over the measure between ("racks revenue by rack")
            // and the question was asked which figure.
            let breaks_down = !matched_tokens.is_empty()
                && i > 0
                && matches!(toks[i - 1].word.as_str(), "by" | "per" | "each" | "every");
            if breaks_down
                || counted_pack(toks, i, to)
                || used.contains(&i)
                || is_stopword(&t.stem)
                || has_digit(&t.stem)
                || t.stem.len() < 3
                || vocabulary.contains(&t.stem)
            {
                continue;
            }
            let mut hit = false;
            for (p, stems) in self.title_stems.iter().enumerate() {
                if !only.is_empty() && !only.contains(&p) {
                    continue;
                }
                if let Some(s) = stems.iter().find(|s| word_matches(&t.stem, s)) {
                    if let Some(w) = self.weight.get(s) {
                        scores[p] += w;
                        hit = true;
                    }
                }
            }
            // A kind written as one word that the title writes as two ("stockpot" for
            // "Stock Pot"): both words named, scored as the two would be.
            if !hit {
                for (p, joined) in self.joined.iter().enumerate() {
                    if !only.is_empty() && !only.contains(&p) {
                        continue;
                    }
                    if let Some((_, parts)) = joined.iter().find(|(j, _)| *j == t.stem) {
                        let w: f32 = parts.iter().filter_map(|s| self.weight.get(s)).sum();
                        if w > 0.0 {
                            scores[p] += w;
                            hit = true;
                        }
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
            // "Camping stove" of a Camp Stove and a Camping Tent: tied on weight ("camping"
            // is the tent's word, "stove" the stove's), but the stove's title has every word
            // of the mention, "camping" as the "camp" it is made from. The title that has all
            // of the mention's words, the only one that does, is the one meant; asked back,
            // the seller had to pick between a stove and a tent.
            if cands.len() > 1 {
                let has = |p: usize, i: usize| {
                    self.title_stems[p]
                        .iter()
                        .any(|s| word_matches(&toks[i].stem, s) || derived(&toks[i].stem, s))
                };
                let whole: Vec<usize> = cands
                    .iter()
                    .copied()
                    .filter(|&p| matched_tokens.iter().all(|&i| has(p, i)))
                    .collect();
                if whole.len() == 1 {
                    cands = whole;
                }
            }
            // A word naming the product right before its matched words that is in no title
            // (not a stopword, a metric, a cue, a number or a short word) means a product the
            // seller does not sell: "titanium woks" is not the carbon steel wok.
            let first = matched_tokens[0];
            // A word said twice ("choo choo train set") is nursery talk for the kind, not
            // a kind of its own the titles lack.
            let said_twice = |i: usize| i >= 1 && toks[i - 1].word == toks[i].word;
            // "Cheers - blue lip balm": a word set off by a dash, a colon or a comma is said
            // to the reader, not a word of the name ("cheers" is no kind of lip balm).
            let set_off = |t: &Token| {
                text.get(t.end..toks[first].start)
                    .is_some_and(|gap| gap.chars().any(|c| matches!(c, '-' | ':' | ',' | ';')))
            };
            if let Some(m) = first.checked_sub(1).map(|i| &toks[i]).filter(|t| {
                t.word.len() >= 4
                    && !set_off(t)
                    && !said_twice(first - 1)
                    && !used.contains(&(first - 1))
                    && names_what_titles_lack(t, vocabulary, self.title_stems.iter())
            }) {
                let last = matched_tokens[matched_tokens.len() - 1];
                let mut ranked: Vec<usize> =
                    (0..scores.len()).filter(|&p| scores[p] > 0.0).collect();
                ranked.sort_by(|a, b| {
                    scores[*b]
                        .total_cmp(&scores[*a])
                        .then(self.products[*a].id.cmp(&self.products[*b].id))
                });
                return Titles::Early(EntityMatch::NoSuchProduct {
                    mention: text[m.start..toks[last].end].to_string(),
                    candidates: ranked
                        .iter()
                        .take(3)
                        .map(|&p| (self.products[p].id.clone(), self.products[p].title.clone()))
                        .collect(),
                });
            }
            // Title words that are also metric words ("stock" pot) next to the matched words
            // belong to the name when the product's title has them.
            // With several candidates, only words every one of their titles has ("marble
            // run": "run" is a metric word, "run out").
            // "Dash cam - which one had more sessions in q3, the pro": the kind and its line
            // word stand apart with a measure word between. The mention stops before that
            // measure word: run over it, it masked "sessions" and the seller was asked which
            // figure. The line word after still scored the product (above).
            let last_matched = matched_tokens
                .windows(2)
                .find(|w| {
                    (w[0] + 1..w[1]).any(|i| {
                        vocabulary.contains(&toks[i].stem)
                            && !cands
                                .iter()
                                .any(|&p| self.title_stems[p].iter().any(|x| *x == toks[i].stem))
                    })
                })
                .map_or(matched_tokens[matched_tokens.len() - 1], |w| w[0]);
            let (mut lo, mut hi) = (matched_tokens[0], last_matched);
            let in_all = |stem: &str| {
                cands
                    .iter()
                    .all(|&p| self.title_stems[p].iter().any(|x| x == stem))
            };
            while lo > from && !used.contains(&(lo - 1)) && in_all(&toks[lo - 1].stem) {
                lo -= 1;
            }
            while hi + 1 < to && !used.contains(&(hi + 1)) && in_all(&toks[hi + 1].stem) {
                hi += 1;
            }
            // "Premium tackle box": a word before the kind's words that is also a measure word
            // ("premium": the price gap), so never scored, tells one of them from the others
            // when some of their titles have it and not all.
            if cands.len() > 1 && lo > from && !used.contains(&(lo - 1)) {
                let w = &toks[lo - 1].stem;
                let with: Vec<usize> = cands
                    .iter()
                    .copied()
                    .filter(|&p| self.title_stems[p].iter().any(|x| x == w))
                    .collect();
                if vocabulary.contains(w) && !with.is_empty() && with.len() < cands.len() {
                    cands = with;
                    lo -= 1;
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
            // "Water bottle 2-pack", "jigsaw 2 pack": a pack size said beside the name tells
            // the title whose variant is that many ("- Set of 2") from the single ones. The
            // digits are never title words, so the pack was unread and the seller asked which.
            if cands.len() > 1 {
                if let Some(n) = pack_said(toks, from, to) {
                    let with: Vec<usize> = cands
                        .iter()
                        .copied()
                        .filter(|&p| pack_of_title(&self.products[p].title) == Some(n))
                        .collect();
                    if !with.is_empty() && with.len() < cands.len() {
                        cands = with;
                    }
                }
            }
            // "The big deluxe train set": a size said in everyday words tells the title whose
            // variant is that size ("- Large") from the others, as a pack size does. Only
            // where some titles say the size and not all: "big" names nothing by itself, and
            // the seller was asked which of two train sets one of which is the large one.
            if cands.len() > 1 {
                if let Some(size) = size_said(toks, lo.max(from + 1) - 1, hi + 1, used) {
                    let with: Vec<usize> = cands
                        .iter()
                        .copied()
                        .filter(|&p| self.title_stems[p].iter().any(|x| x == size))
                        .collect();
                    if !with.is_empty() && with.len() < cands.len() {
                        cands = with;
                    }
                }
            }
            if cands.len() > 1 {
                // The mention's head as a title's is read: "utensil sets" is headed by utensil.
                let last = (lo..=hi)
                    .rev()
                    .map(|i| &toks[i].stem)
                    .find(|s| !matches!(s.as_str(), "set" | "pair" | "pack") && !has_digit(s))
                    .unwrap_or(&toks[hi].stem);
                // "stockpots": a joined kind's head is its last word.
                let last = self
                    .joined
                    .iter()
                    .flatten()
                    .find(|(j, _)| j == last)
                    .and_then(|(_, parts)| parts.last())
                    .unwrap_or(last);
                // ... and names the kind: a word of the words all their titles end with.
                let kind = same_kind(&cands.iter().map(|&p| &self.products[p]).collect::<Vec<_>>());
                let heads_all = kind
                    .iter()
                    .any(|w| word_matches(last, w) || word_matches(w, last));
                let narrowed = lo
                    .checked_sub(1)
                    .filter(|i| !used.contains(i))
                    .map(|i| &toks[i])
                    .is_some_and(|t| {
                        names_what_titles_lack(
                            t,
                            vocabulary,
                            cands.iter().map(|&p| &self.title_stems[p]),
                        )
                    });
                return Titles::Early(EntityMatch::Ambiguous {
                    mention,
                    one_kind: heads_all && !narrowed,
                    candidates: cands
                        .iter()
                        .map(|&p| (self.products[p].id.clone(), self.products[p].title.clone()))
                        .collect(),
                });
            }
            return Titles::One(cands[0], mention, (s, e));
        }
        Titles::None
    }
}

/// The size said in everyday words by the word before a name or one of its words, as titles
/// write it: "big" is "large", "little" is "small". Only the plain adjective: a superlative
/// ("the biggest seller", "smallest sales") ranks, and a word further away ("sold very
/// little") says no size.
fn size_said(
    toks: &[Token],
    from: usize,
    to: usize,
    used: &HashSet<usize>,
) -> Option<&'static str> {
    (from..to.min(toks.len()))
        .filter(|i| !used.contains(i))
        .find_map(|i| match toks[i].word.as_str() {
            "big" | "large" | "huge" | "jumbo" => Some("large"),
            "small" | "little" | "mini" | "tiny" => Some("small"),
            "medium" | "midsize" => Some("medium"),
            _ => None,
        })
}

/// A word before a product's matched words that names something none of `titles` has: a word
/// (not a stopword, a metric, a cue or a number) in no title ("titanium" wok, "dry" shampoo).
fn names_what_titles_lack<'t>(
    t: &Token,
    vocabulary: &HashSet<String>,
    mut titles: impl Iterator<Item = &'t Vec<String>>,
) -> bool {
    // A count in words ("all three ssds", "both power banks") counts the products; it names
    // none.
    t.word.chars().all(|c| c.is_alphabetic())
        && crate::planner::parse::number(&t.word).is_none()
        && t.word != "both"
        && !is_stopword(&t.stem)
        && !vocabulary.contains(&t.stem)
        && !is_cue_word(&t.word)
        && !titles.any(|st| st.iter().any(|x| word_matches(&t.stem, x)))
}

/// A question word made from a title word by an ending ("camping" of "camp", "hiking" of
/// "hike"): the title word of four letters or more, the rest "ing", "er" or "ers". Read only
/// to tell tied titles apart, never to score one.
fn derived(q: &str, title: &str) -> bool {
    title.len() >= 4
        && q.strip_prefix(title)
            .or_else(|| title.strip_suffix('e').and_then(|t| q.strip_prefix(t)))
            .is_some_and(|rest| matches!(rest, "ing" | "er" | "ers"))
}

/// Words that say a pack of several as one listing: "2 pack", "2-pack", "2pk", "pack of 2",
/// "set of 2", "twin pack".
const PACK_WORDS: &[&str] = &["pack", "packs", "pk", "pck", "set", "sets", "pair"];

/// A count of a pack said in the window `from..to` ("2 pack", "2-pack", "2pk", "two pack",
/// "pack of 2", "set of 2", "twin pack", "pair"): how many the pack holds.
fn pack_said(toks: &[Token], from: usize, to: usize) -> Option<u32> {
    let word = |i: usize| toks.get(i).filter(|_| i < to).map(|t| t.word.as_str());
    let count = pack_said_count;
    (from..to).find_map(|i| {
        let w = word(i)?;
        // "2pk", "2pack": the count and the word in one token.
        let glued = w
            .find(|c: char| !c.is_ascii_digit())
            .filter(|&k| k > 0 && PACK_WORDS.contains(&&w[k..]))
            .and_then(|k| count(&w[..k]));
        let before = word(i + 1)
            .filter(|n| PACK_WORDS.contains(n) && *n != "pair")
            .and_then(|_| count(w));
        let after = (PACK_WORDS.contains(&w) && word(i + 1) == Some("of"))
            .then(|| word(i + 2).and_then(count))
            .flatten();
        let pair = (w == "pair").then_some(2);
        glued.or(before).or(after).or(pair)
    })
}

/// The pack word of a pack size said with its count ("ssd 2 pack", "set of 2"): the size is
/// read by [`pack_said`] against each title's own count, so the word is no name to score.
/// Scored, "ssd 2 pack" named the seller's one "Smart Plug 4-Pack" (the rarer title word)
/// over its three SSDs, a confident answer about another product.
fn counted_pack(toks: &[Token], i: usize, to: usize) -> bool {
    let w = toks[i].word.as_str();
    if !PACK_WORDS.contains(&w) || w == "pair" {
        return false;
    }
    let only = |k: usize| (k < to).then(|| &toks[k]).map(|t| t.word.as_str());
    let count_before = i
        .checked_sub(1)
        .and_then(only)
        .is_some_and(|p| pack_said_count(p).is_some());
    let count_after = only(i + 1) == Some("of") && only(i + 2).and_then(pack_said_count).is_some();
    count_before || count_after
}

/// A pack's count as said: digits or a number word from 2 to 24, "twin", "double", "triple".
fn pack_said_count(w: &str) -> Option<u32> {
    match w {
        "twin" | "double" => Some(2),
        "triple" => Some(3),
        _ => w
            .parse::<u32>()
            .ok()
            .or_else(|| crate::planner::parse::number(w).map(|n| n as u32)),
    }
    .filter(|n| (2..=24).contains(n))
}

/// How many a title's listing holds, by its variant or name: "Set of 2", "Pack of 3", "2-Pack",
/// "Twin Pack", "Pair" (2).
fn pack_of_title(title: &str) -> Option<u32> {
    let t = title.to_lowercase();
    let words: Vec<&str> = t
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    (0..words.len()).find_map(|i| {
        let n = |k: usize| words.get(k).and_then(|w| w.parse::<u32>().ok());
        match words[i] {
            "set" | "pack" if words.get(i + 1) == Some(&"of") => n(i + 2),
            "pack" | "pk" if i > 0 => n(i - 1).or((words[i - 1] == "twin").then_some(2)),
            "pair" => Some(2),
            _ => None,
        }
    })
}
