//! Open evaluations of the seller's business: "any red flags", "what's working for me and what
//! isn't", "what should i work on first", "give me the rundown on northwind this month".
//!
//! Why: such a question names no measure and no product, and its words ("red", "flags",
//! "rundown") are everyday ones, so the gate refused it as not about the business; yet it is the
//! question a seller puts to an analyst, and the Insight Generator's health check answers it.
//! What tells it from "any red flags in my relationship" or "what's going wrong with my car" is
//! only what the evaluation is OF: nothing (the question is addressed to the seller's analyst),
//! the seller's business, store, shop, account or listings, or the seller's own brand. A word
//! of anything else keeps the question out.
//!
//! **Takes** the question's raw tokens and which of them name the seller's own things. **Gives**
//! the evaluation's wording when the whole question is an open evaluation of the business.

use crate::planner::text::Token;

/// Wordings of an open evaluation: what is wrong, what works, what to do first. Matched on
/// the words as written, in order.
const EVALUATIONS: &[&[&str]] = &[
    &["red", "flags"],
    &["red", "flag"],
    &["red", "lights"],
    &["red", "light"],
    &["warning", "lights"],
    &["warning", "signs"],
    &["what's", "working"],
    &["whats", "working"],
    &["what", "is", "working"],
    &["not", "working"],
    &["going", "wrong"],
    &["going", "right"],
    &["worry", "about"],
    &["worried", "about"],
    &["work", "on", "first"],
    &["focus", "on", "first"],
    &["money", "on", "the", "table"],
    &["rundown"],
    &["how'd", "i", "do"],
    &["how", "did", "i", "do"],
    &["how", "did", "we", "do"],
    &["weak", "spots"],
    &["blind", "spots"],
    // Advice asked of the analyst as if in the seller's place.
    &["in", "my", "shoes"],
    &["what", "would", "you", "do"],
];

/// Words of what needs the seller's attention: what is wrong, off, at risk, to watch or to do
/// first ("is there a problem", "any concerns", "what should i keep an eye on", "priorities
/// for january"). Alone with words of no content, the business or a period, they ask the
/// seller's analyst for a health check: the question has no subject other than the business.
/// Beside any other content word they are about that thing ("is there a problem with my car",
/// "any concerns about the vaccine") and the question is not an open evaluation.
const ATTENTION: &[&str] = &[
    "problem",
    "problems",
    "issue",
    "issues",
    "trouble",
    "troubles",
    "concern",
    "concerns",
    "risk",
    "risks",
    "wrong",
    "off",
    "broken",
    "bad",
    "odd",
    "weird",
    "strange",
    "alarm",
    "alarms",
    "bells",
    "fire",
    "fires",
    "leak",
    "leaks",
    "leaking",
    "missing",
    "eye",
    "priorities",
    "priority",
    "worry",
    "worries",
    "flags",
    "warning",
    "warnings",
    "danger",
    "threat",
    "threats",
    "urgent",
    "attention",
    "watch",
    "fix",
    "struggling",
    "underperforming",
];

/// What an evaluation may be of: the seller's business as a whole.
const BUSINESS: &[&str] = &[
    "business", "store", "shop", "account", "listings", "catalog", "brand", "data", "numbers",
    "metrics", "money",
];

/// Words that may stand around an evaluation without making it one of something else.
const FILLER: &[&str] = &[
    "any",
    "anything",
    "something",
    "me",
    "i",
    "we",
    "us",
    "my",
    "our",
    "the",
    "should",
    "what",
    "what's",
    "whats",
    "where",
    "which",
    "and",
    "or",
    "is",
    "isn't",
    "isnt",
    "am",
    "are",
    "give",
    "tell",
    "show",
    "on",
    "for",
    "with",
    "in",
    "of",
    "first",
    "overall",
    "right",
    "now",
    "lately",
    "leaving",
    "there",
    "have",
    "do",
    "does",
    "it",
    "this",
    "that",
    "so",
    "far",
    "at",
    "be",
    "to",
    "a",
    "an",
    "else",
    "most",
    "biggest",
    "please",
    "pls",
    "you",
    "see",
    "spot",
    "spots",
    "would",
    "there",
    "feel",
    "feels",
    "seem",
    "seems",
    "happening",
    "coming",
    "up",
    "put",
    "out",
    "keep",
    "where's",
    "wheres",
    "currently",
    "today",
    "next",
    "soon",
    "main",
    "top",
    "can",
    "could",
    "need",
    "needs",
    "look",
    "looking",
    "from",
    "everything",
    "i'm",
    "im",
];

/// The evaluation's wording, when the whole question is an open evaluation of the seller's
/// business: an [`EVALUATIONS`] wording, every other word a [`FILLER`], a word of the
/// business ([`BUSINESS`]), one of the seller's own things (`own`), or a date (masked out of
/// `toks` by the caller).
pub(super) fn open_evaluation(
    toks: &[Token],
    own: &dyn Fn(&Token) -> bool,
    brand: &dyn Fn(&Token) -> bool,
) -> Option<String> {
    let words: Vec<&str> = toks.iter().map(|t| t.word.as_str()).collect();
    let fits = |t: &Token| {
        FILLER.contains(&t.word.as_str())
            || BUSINESS.contains(&t.stem.as_str())
            || BUSINESS.contains(&t.word.as_str())
            || own(t)
    };
    let wording = EVALUATIONS.iter().find_map(|e| {
        (0..words.len())
            .find(|&i| words[i..].starts_with(e))
            .map(|i| (i, *e))
    });
    if let Some((at, wording)) = wording {
        let rest_fits = toks
            .iter()
            .enumerate()
            .all(|(i, t)| (at..at + wording.len()).contains(&i) || fits(t));
        if rest_fits {
            return Some(wording.join(" "));
        }
    }
    // Words of attention with nothing but words of no content, the business, the seller's
    // brand or a date. Not any word of the seller's titles: "can you set an alarm" names no
    // "Pan Set".
    let attention: Vec<&str> = words
        .iter()
        .copied()
        .filter(|w| ATTENTION.contains(w))
        .collect();
    let rest_fits = toks.iter().all(|t| {
        ATTENTION.contains(&t.word.as_str())
            || FILLER.contains(&t.word.as_str())
            || BUSINESS.contains(&t.stem.as_str())
            || BUSINESS.contains(&t.word.as_str())
            || brand(t)
    });
    (!attention.is_empty() && rest_fits).then(|| attention.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    fn eval(q: &str) -> Option<String> {
        let brand = |t: &Token| t.word == "northwind";
        open_evaluation(&tokens(q), &brand, &brand)
    }

    #[test]
    fn an_open_evaluation_of_the_business_is_found() {
        assert_eq!(eval("any red flags").as_deref(), Some("red flags"));
        assert!(eval("what's working for me and what isn't").is_some());
        assert!(eval("what should i work on first").is_some());
        assert!(eval("any red flags in my store").is_some());
        assert!(eval("anything going wrong with my business").is_some());
        assert!(eval("give me the rundown on northwind").is_some());
    }

    #[test]
    fn an_evaluation_of_anything_else_is_not() {
        assert!(eval("any red flags in my relationship").is_none());
        assert!(eval("what's going wrong with my car").is_none());
        assert!(eval("what's working in the garden").is_none());
        assert!(eval("how did i do on my exam").is_none());
        // No evaluation wording at all.
        assert!(eval("what should i cook tonight").is_none());
    }

    #[test]
    fn words_of_attention_with_no_other_subject_ask_for_a_health_check() {
        assert!(eval("is anything wrong right now").is_some());
        assert!(eval("any issues i should look at").is_some());
        assert!(eval("what needs my attention").is_some());
        assert!(eval("anything weird in my numbers").is_some());
        assert!(eval("what would you do if you were in my shoes").is_none());
        assert!(eval("in my shoes what would you do").is_some());
        assert!(eval("any risks for northwind").is_some());
    }

    #[test]
    fn words_of_attention_about_another_thing_are_not() {
        assert!(eval("is there an issue with my laptop").is_none());
        assert!(eval("any concerns about the new school").is_none());
        assert!(eval("what am i missing in this essay").is_none());
        assert!(eval("what should i watch tonight").is_none());
        assert!(eval("my knee feels off").is_none());
        // A word of the seller's titles is no brand: "set" of a "Pan Set".
        let toks = tokens("can you set an alarm for me");
        let set = |t: &Token| t.word == "set";
        assert!(open_evaluation(&toks, &set, &|_| false).is_none());
    }
}
