//! Foreign words and chat spellings: which content words of a question the domain's vocabulary
//! does not know, and which are a seller's shortening of a word it does.
//!
//! Why apart: the gate reads both for every token, against the same vocabulary (the question
//! APIs' descriptors, the examples, the calendar, the seller's titles and the marketplace's
//! kinds), and `mod.rs` holds the verdict's assembly.

use std::collections::HashSet;

use super::{skeleton, DomainGate, SellerWords};
use crate::planner::text::{is_stopword, Token};

impl DomainGate {
    /// The token is a chat spelling (`skeleton.rs`) of a word of the domain, of the seller's
    /// titles or of a kind the marketplace sells, and no word of the vocabulary as written.
    /// Only consonants after its first letter: a token with a vowel of its own is a word more
    /// often than a shortening ("cars" is no skeleton of "cares", "sling" none of "selling").
    pub(super) fn chat_spelled(
        &self,
        t: &Token,
        words: &SellerWords,
        left_out: &HashSet<String>,
    ) -> bool {
        let w = t.word.as_str();
        if self.vocabulary.contains(w) || self.example_df.contains_key(w) {
            return false;
        }
        // A seller term or measure word of 5 letters or more with a later vowel left out
        // ("sellr", "inventry") is a chat spelling though it keeps other vowels: the terms are
        // few, and nobody shortens a word of a trade they are not in. Its first two letters
        // are kept: "sling" is a word, not "selling".
        let terms = self.seller_terms.iter().chain(&self.measure_words);
        let of_term = terms
            .filter(|(_, stems)| stems.len() == 1)
            .any(|(name, _)| {
                skeleton::is_abbreviation(w, name)
                    || (skeleton::is_skeleton(w, name)
                        && (skeleton::consonants_only(w)
                            || (name.len() >= 5 && w.len() >= 4 && name.get(..2) == w.get(..2))))
            });
        of_term
            || (skeleton::consonants_only(w)
                && self.is_foreign(t, words, left_out, false)
                && !self.is_foreign(t, words, left_out, true))
    }

    /// A content word found nowhere in the domain's vocabulary, nor a typo of a word that is.
    /// `left_out`: the stems of a question left out of the examples (see `screen_left_out`).
    /// `skeletons`: a consonant skeleton of a known word is no foreign word either.
    pub(super) fn is_foreign(
        &self,
        t: &Token,
        words: &SellerWords,
        left_out: &HashSet<String>,
        skeletons: bool,
    ) -> bool {
        let known = |v: &str| {
            self.vocabulary.contains(v)
                || self
                    .example_df
                    .get(v)
                    .is_some_and(|&n| n > u32::from(left_out.contains(v)))
        };
        let s = t.stem.as_str();
        if s.len() < 3
            || is_stopword(s)
            || skeleton::interjection(&t.word)
            || discourse(&t.word)
            || s.chars().any(|c| c.is_ascii_digit() || c == '#')
            || known(s)
            || words.names(t)
        {
            return false;
        }
        // A typo of a domain word ("sessons", "revnue", "quater"): one edit away, or very
        // close for long words.
        if s.len() >= 4 {
            let chars = s.chars().count();
            let near = |v: &String| {
                // Cheap refusals first (this runs against the whole vocabulary): one edit
                // changes the length by one at most, and a Jaro-Winkler of 0.93 needs the
                // shorter word to be at least 0.65 of the longer (j >= 0.883 once the prefix
                // bonus of 0.4 is taken off, and j <= (2 + short/long) / 3).
                let n = v.chars().count();
                let (short, long) = (chars.min(n), chars.max(n));
                (n >= 4 && long - short <= 1 && strsim::osa_distance(s, v) == 1)
                    || (chars >= 6
                        && 100 * short >= 65 * long
                        && strsim::jaro_winkler(s, v) >= 0.93)
            };
            let vocab = self
                .vocabulary
                .iter()
                .chain(self.example_df.keys().filter(|v| known(v)));
            if vocab.into_iter().any(near) || words.stems.iter().any(near) {
                return false;
            }
        }
        // A consonant skeleton of a domain word or of the seller's ("sls", "wknd", "glvs":
        // `skeleton.rs`), read on the word as written.
        let w = t.word.as_str();
        let skeleton_of = |v: &String| skeleton::is_skeleton(w, v);
        if skeletons
            && w.len() >= 3
            && (self.vocabulary.iter().any(skeleton_of)
                || self.example_df.keys().filter(|v| known(v)).any(skeleton_of)
                || words.stems.iter().any(skeleton_of)
                || self.market.skeleton_of_word(t))
        {
            return false;
        }
        true
    }
}

/// The people around a seller, and the pronouns for them ("my mum helps pack the candles and
/// she asked ...", "my brother wants to know ..."): a question about the seller's products and a
/// measure does not become one of another life because someone else asked it. Read only
/// beside an own product and a word of selling; a possessive ("my wife's order") stays foreign.
/// The list lives with the recipient reader below the stages (`planner::recipient`), which the
/// planner reads too. The roles around a business count as its people ("my bookkeeper wants
/// units by product for yesterday": the bookkeeper asked, the units are the seller's).
pub(super) fn person_word(word: &str) -> bool {
    // The roles a seller reports to too ("my mentor asked how the shop is growing"): the
    // recipient reader's people, so both read the same people.
    crate::planner::recipient::is_person(word)
        || crate::planner::recipient::OF_BUSINESS.contains(&word)
}

/// Words of talk, not of a topic: fillers and hedges of speech ("okay so", "um", "basically"),
/// politeness ("kindly"), regional forms of address and of "I think" ("y'all", "reckon"), and
/// contractions of function words ("i've", "aren't", "how've").
///
/// Why: they are in no example sentence, so the gate counted them as foreign content, and a
/// seller speaking as they speak ("okay um whats my best seller right now", "kindly share the
/// numbers", "reckon the dumbbells will sell out") was refused as asking of another life. Like
/// the stopwords they say nothing of what is asked: a question of anything else keeps its own
/// foreign words ("okay so how do i fix a flat tyre").
pub(super) fn discourse(word: &str) -> bool {
    const TALK: &[&str] = &[
        // Fillers and hedges of speech.
        "okay",
        "ok",
        "okey",
        "um",
        "umm",
        "uh",
        "uhh",
        "er",
        "erm",
        "basically",
        "actually",
        "honestly",
        "literally",
        "really",
        "anyway",
        "anyways",
        "guess",
        "wondering",
        "wonder",
        "curious",
        "maybe",
        "perhaps",
        "sure",
        "quickly",
        "right",
        "well",
        "alright",
        // Politeness, greetings and thanks.
        "kindly",
        "hi",
        "hello",
        "thanks",
        "thank",
        "cheers",
        // Regional forms of address and of "I think".
        "y'all",
        "yall",
        "reckon",
        "reckons",
        "mate",
        // Third-person pronouns ("the tea kettles - keeping their end up?"): function words the
        // stopword list lacks, which stop 27's probe let through to the foreign count.
        "they",
        "them",
        "their",
        // Contractions of function words.
        "i've",
        "i'd",
        "i'm",
        "i'll",
        "we've",
        "we'd",
        "we're",
        "we'll",
        "you've",
        "they're",
        "it's",
        "that's",
        "there's",
        "aren't",
        "isn't",
        "wasn't",
        "weren't",
        "don't",
        "didn't",
        "doesn't",
        "haven't",
        "hasn't",
        "won't",
        "can't",
        "couldn't",
        "wouldn't",
        "shouldn't",
        "how've",
        "how's",
        "what've",
        "where's",
        "who's",
        // Contractions of question words and "be" / "would" / "will" (stop 33: "how're
        // sales", "how'd the headphones do last month" were refused for them).
        "how're",
        "how'd",
        "how'll",
        "what're",
        "what'd",
        "what'll",
        "where'd",
        "where're",
        "who'd",
        "why'd",
        "why's",
        "when's",
        "when'd",
        "it'd",
        "it'll",
        "that'll",
        "there'll",
        "you'd",
        "you'll",
        "you're",
        "he's",
        "she's",
        "let's",
        "ain't",
        // Urgency, and "right now" in a chat ("what do i need to reorder asap", "top toy
        // rn"): how soon, never what about.
        "asap",
        "rn",
    ];
    TALK.contains(&word)
}

#[cfg(test)]
mod talk_tests {
    use super::discourse;

    #[test]
    fn words_of_talk_are_no_topic() {
        for w in [
            "okay", "um", "kindly", "reckon", "y'all", "aren't", "how've", "how're", "how'd",
            "asap",
        ] {
            assert!(discourse(w), "{w}");
        }
        // Content words, however casual, are a topic of their own.
        for w in ["tyre", "lekker", "shocker", "gym", "hearts"] {
            assert!(!discourse(w), "{w}");
        }
    }
}
