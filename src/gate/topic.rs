//! The seller's own thing as the topic of a question, whatever everyday words surround it:
//! "tea kettle report card", "how are my food storage containers behaving", "knife block sets -
//! pulling their weight this autumn?", "galaxy games, what kind of year are we having".
//!
//! Why: sellers ask after their products the way they talk to a colleague, and the words around
//! the thing are everyday ones nobody can list ("report card", "behaving", "carrying us", "a bit
//! crook", "thumbs up?"). Every earlier rule listed such words (`subject.rs`'s status words);
//! each new set of wordings brought new ones, so blind seller sets kept refusing about one
//! question in six. What makes such a question the seller's is not its words but its shape:
//! one of the asking seller's **own** kinds or brands (resolved from the seller's titles, not
//! the marketplace's) is named **as theirs** ("the", "my", "our", or as the opening topic),
//! and the question is none of the shapes in which a cook or a buyer asks about such a thing:
//!
//! - the asker acts on it ("can i put my skillet in the oven", "should you oil the board"):
//!   a first or second person in the question;
//! - a property or a use of it in the present ("does the kettle whistle", "why is my pan
//!   sticky", "how long does the kettle take"): an opening modal, a present-tense "why", or
//!   "how" before an adjective of size, heat or time;
//! - any such thing, not the seller's ("a dutch oven", "this dash cam", "which kettle"): a
//!   determiner other than the seller's before it;
//! - a choice among things ("best oil for my skillet"): a superlative, which the planner reads
//!   as a ranking by sales.
//!
//! The caller also requires no shape of a non-seller (`shapes.rs`) and no measure word: with a
//! measure the selling phrases read the question (`phrase.rs`), and without one the planner
//! has no figure to guess, so it asks back which one (needs a measure → ask). It reads only a
//! question nothing else lets in: what the score or another reading lets in keeps its route. The question
//! goes to the Data Presenter for that reason: the Insight Generator always has something to
//! say, and would have said it to a cook.
//!
//! **Takes** the question's tokens (time expressions masked) and which of them name the
//! seller's own kind or brand. **Gives** whether that thing is the question's topic.

use super::subject::status_word;
use crate::planner::text::Token;

/// Words before the thing that make it the seller's: the article of a thing both speakers
/// know, the seller's possessives, a demonstrative plural ("these kettles" in the shop).
const OWN_BEFORE: &[&str] = &["the", "my", "our", "these", "those"];

/// The asker or the listener as the one who acts: a cook's or a buyer's question ("can i put
/// my skillet in the dishwasher", "would you recommend the kettle"). A seller's question of
/// how a thing does has the thing, or the business ("we", "us"), as its subject.
const PERSONS: &[&str] = &[
    "i", "i'm", "im", "i've", "ive", "i'd", "i'll", "you", "you're", "youre", "you've", "yourself",
    "your", "one",
];

/// Openings asking what a thing can do or whether one may do something with it ("does the
/// kettle fit", "can the skillet go in the oven", "will my board warp").
const MODAL_OPENINGS: &[&str] = &[
    "can", "could", "does", "do", "will", "would", "should", "shall", "may", "might", "must",
    "doesn't", "won't", "can't",
];

/// After "why", the present tense asks for the thing's nature ("why does my kettle smell",
/// "why is my pan sticky"); a seller's "why" asks what changed ("why did ...", "why have ...").
const PRESENT_AFTER_WHY: &[&str] = &[
    "does", "do", "is", "are", "won't", "can't", "doesn't", "isn't", "aren't", "don't",
];

/// After "how", an adjective of a property ("how long does the kettle take", "how hot does my
/// skillet get"): the thing's nature, not how it sells.
const PROPERTY_AFTER_HOW: &[&str] = &[
    "long", "often", "hot", "big", "heavy", "far", "old", "tall", "wide", "deep", "warm", "cold",
    "loud", "strong", "safe", "to", "2", "do", "does", "can", "should", "would",
];

/// Prepositions whose object is the question's setting: a foreign word there puts the thing in
/// another world than the shop ("what's the stone made of in curling", "tea kettle with
/// limescale", "the board smells like onions").
const SETTING: &[&str] = &[
    "in", "at", "on", "from", "for", "with", "into", "of", "like", "without",
];

/// Words that may stand between a preposition and its object.
const DETERMINERS: &[&str] = &[
    "a", "an", "the", "my", "our", "your", "his", "her", "their", "this", "that", "some",
];

/// Superlatives that rank ("best", "cheapest"): a choice among things, which the planner reads
/// as a ranking by sales; "latest" asks for news.
fn superlative(w: &str) -> bool {
    matches!(w, "best" | "worst" | "top" | "most" | "least" | "bottom")
        || (w.len() > 5 && w.ends_with("est") && !matches!(w, "latest" | "interest" | "honest"))
}

/// Whether the seller's own thing (`thing(i)`: the token names one of the seller's kinds or
/// brands) is the topic of the question `toks` (tokens of `text`), in none of a cook's or a
/// buyer's shapes. `foreign(i)`: the token is a foreign word.
pub(super) fn own_topic(
    text: &str,
    toks: &[Token],
    thing: &dyn Fn(usize) -> bool,
    foreign: &dyn Fn(usize) -> bool,
) -> bool {
    let Some(first) = (0..toks.len()).find(|&i| thing(i)) else {
        return false;
    };
    let word = |i: usize| toks.get(i).map_or("", |t| t.word.as_str());
    // A foreign word right after the thing, nothing between them, makes the thing a word of
    // something else ("skillet cornbread recipe") or the subject of a statement of what it does
    // ("the kettle whistles", "the board smells"), unless it asks after it ("report" of "tea
    // kettle report card") or is the verb of "how are ... behaving".
    let last = (first..toks.len())
        .take_while(|&i| thing(i))
        .last()
        .unwrap_or(first);
    let next = last + 1;
    if next < toks.len()
        && foreign(next)
        && text
            .get(toks[last].end..toks[next].start)
            .is_some_and(|between| between.trim().is_empty())
        && !status_word(word(next))
        && !(word(0) == "how" && word(next).ends_with("ing"))
    {
        return false;
    }
    if toks.iter().any(|t| {
        let w = t.word.as_str();
        PERSONS.contains(&w) || superlative(w)
    }) {
        return false;
    }
    if MODAL_OPENINGS.contains(&word(0))
        || (word(0) == "why" && PRESENT_AFTER_WHY.contains(&word(1)))
        || toks
            .iter()
            .enumerate()
            .any(|(i, t)| t.word == "how" && PROPERTY_AFTER_HOW.contains(&word(i + 1)))
    {
        return false;
    }
    // The thing in another setting.
    let setting = (0..toks.len()).any(|i| {
        SETTING.contains(&word(i))
            && (i + 1..toks.len())
                .find(|&j| !DETERMINERS.contains(&word(j)))
                .is_some_and(|j| foreign(j) && !thing(j))
    });
    if setting {
        return false;
    }
    // The words of the thing's name the kinds do not list stand before it ("retinol night
    // cream", "the family board game"): two at most, then the seller's article or the opening.
    let mut start = first;
    for _ in 0..2 {
        if start > 0
            && !OWN_BEFORE.contains(&word(start - 1))
            && toks[start - 1]
                .word
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-')
            && !matches!(
                word(start - 1),
                "a" | "an" | "any" | "this" | "that" | "which"
            )
        {
            start -= 1;
        }
    }
    start == 0 || OWN_BEFORE.contains(&word(start - 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    /// `kind`: the words that name the seller's thing in these made-up questions.
    /// `foreign`: the words no catalog has in these made-up questions.
    fn topic(q: &str, kind: &[&str]) -> bool {
        const FOREIGN: &[&str] = &[
            "card",
            "behaving",
            "carrying",
            "afloat",
            "thumbs",
            "ceramic",
            "sort",
            "dishwasher",
            "leaks",
            "recommend",
            "bagels",
            "stained",
            "bright",
            "slots",
            "kitchen",
            "weather",
            "cornbread",
            "recipe",
            "whistles",
            "handle",
            "smells",
            "onions",
            "curling",
            "limescale",
        ];
        let toks = tokens(q);
        own_topic(q, &toks, &|i| kind.contains(&toks[i].word.as_str()), &|i| {
            FOREIGN.contains(&toks[i].word.as_str())
        })
    }

    #[test]
    fn the_sellers_thing_with_any_everyday_words_around_it_is_the_topic() {
        assert!(topic("garden hose report card", &["garden", "hose"]));
        assert!(topic("how are my desk lamps behaving", &["desk", "lamps"]));
        assert!(topic(
            "rain boots - carrying their weight this spring?",
            &["rain", "boots"]
        ));
        assert!(topic(
            "are the toasters still keeping us afloat",
            &["toasters"]
        ));
        assert!(topic(
            "acme home, what sort of month are we having",
            &["acme", "home"]
        ));
        // A word of its name the kinds do not list, at the opening.
        assert!(topic("ceramic teapot, thumbs up?", &["teapot"]));
    }

    #[test]
    fn a_cooks_or_a_buyers_question_about_such_a_thing_is_not() {
        // The asker acts on it.
        assert!(!topic("can i put my teapot in the dishwasher", &["teapot"]));
        assert!(!topic("my teapot leaks, what should i do", &["teapot"]));
        assert!(!topic(
            "would you recommend the desk lamp",
            &["desk", "lamp"]
        ));
        // Its property or use.
        assert!(!topic("does the toaster fit two bagels", &["toaster"]));
        assert!(!topic("why is my teapot stained inside", &["teapot"]));
        assert!(!topic("how long does the toaster take", &["toaster"]));
        // Any such thing, not the seller's.
        assert!(!topic("is a teapot better than a kettle", &["teapot"]));
        assert!(!topic("is this desk lamp bright enough", &["desk", "lamp"]));
        assert!(!topic("which toaster has the widest slots", &["toaster"]));
        // A choice among things.
        assert!(!topic("best toaster for a small kitchen", &["toaster"]));
        // The thing as a word of something else, or what it does.
        assert!(!topic("teapot cornbread recipe", &["teapot"]));
        assert!(!topic("the teapot whistles", &["teapot"]));
        assert!(!topic("the teapot handle gets hot, normal?", &["teapot"]));
        // The thing in another setting.
        assert!(!topic("what's the teapot made of in curling", &["teapot"]));
        assert!(!topic(
            "teapot with limescale, vinegar or lemon?",
            &["teapot"]
        ));
        // Nothing of the seller's named.
        assert!(!topic("weather report card", &[]));
    }
}
