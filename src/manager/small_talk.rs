//! Small talk addressed to the assistant: refused, whatever the screening's scores say.
//!
//! "How're you doing today", "hi, how are you", "what's up" sit in the embedding next to the
//! seller's "how am I doing" (the gate scored them 0.88-0.98, the router sent them on), and the
//! workers answered them with the seller's numbers ("7 measures yesterday") or with "no data
//! for 2025-12-10". What tells them apart is who the question is about: the assistant (a
//! second-person subject of a well-being phrase) or nobody (a bare greeting), with no word of
//! the business anywhere. The gate already refuses "your" with nothing of the business
//! ("how was your christmas", `gate::shapes`); this is the same reading for "you" as the subject
//! and for greetings, kept here because it reads the gate's verdict (its words of the business)
//! rather than the question's shape alone.
//!
//! A question with any word of the business is never small talk here ("hey, how are my sales
//! today", "how are you doing on conversion", "what's up with the skillet"): the verdict's
//! [`GateVerdict::word_evidence`], its products, kinds, selling phrase or open evaluation.

use crate::gate::GateVerdict;

/// Well-being phrases whose subject is the assistant, as word sequences after contractions are
/// spelled out ("how're" → "how are"). Phrasings, not sentences: each is how English asks
/// someone how they are.
const ABOUT_YOU: &[&[&str]] = &[
    &["how", "are", "you"],
    &["how", "are", "u"],
    &["how", "r", "u"],
    &["how", "r", "you"],
    &["how", "you", "doing"],
    &["how", "ya", "doing"],
    &["how", "u", "doing"],
    &["how", "have", "you", "been"],
    &["how", "do", "you", "do"],
    &["how", "is", "you"],
    &["are", "you", "ok"],
    &["are", "you", "okay"],
    &["are", "you", "well"],
    &["are", "you", "good"],
    &["are", "you", "alright"],
    &["are", "you", "there"],
    &["you", "doing", "ok"],
    &["you", "doing", "okay"],
    &["you", "doing", "well"],
    &["you", "doing", "good"],
];

/// Greetings that open a question ("good morning, ...", "hi, ..."), and "what's up".
const GREETINGS: &[&[&str]] = &[
    &["hi"],
    &["hello"],
    &["hey"],
    &["hiya"],
    &["howdy"],
    &["yo"],
    &["sup"],
    &["wassup"],
    &["whassup"],
    &["good", "morning"],
    &["good", "afternoon"],
    &["good", "evening"],
    &["good", "day"],
    &["what", "is", "up"],
    &["whats", "up"],
];

/// The question's words, lowercased, with the contractions of these phrases spelled out.
fn words(question: &str) -> Vec<String> {
    let lower = question.to_lowercase().replace(['’', '‘'], "'");
    let mut out = Vec::new();
    for raw in lower.split(|c: char| !(c.is_alphanumeric() || c == '\'')) {
        let w = raw.trim_matches('\'');
        if w.is_empty() {
            continue;
        }
        match w.split_once('\'') {
            Some((head, "re")) => out.extend([head.to_string(), "are".into()]),
            Some((head, "s")) if matches!(head, "how" | "what" | "it") => {
                out.extend([head.to_string(), "is".into()])
            }
            Some((head, "ve")) => out.extend([head.to_string(), "have".into()]),
            _ => out.push(w.replace('\'', "")),
        }
    }
    out
}

fn holds(words: &[String], phrase: &[&str]) -> bool {
    words
        .windows(phrase.len())
        .any(|w| w.iter().zip(phrase).all(|(a, b)| a == b))
}

fn opens_with(words: &[String], phrase: &[&str]) -> bool {
    words.len() >= phrase.len() && words.iter().zip(phrase).all(|(a, b)| a == b)
}

/// Whether the question is small talk: a well-being phrase about the assistant anywhere, or a
/// greeting at its start, and no word of the business in the gate's verdict.
pub fn is_small_talk(question: &str, gate: &GateVerdict) -> bool {
    let business = gate.word_evidence()
        || !gate.own_products.is_empty()
        || gate.own_product_with_measure
        || gate.names_kind
        || gate.open_evaluation;
    if business {
        return false;
    }
    let w = words(question);
    ABOUT_YOU.iter().any(|p| holds(&w, p)) || GREETINGS.iter().any(|p| opens_with(&w, p))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict() -> GateVerdict {
        GateVerdict::bare(0.96, 0.74, 0.7)
    }

    #[test]
    fn greetings_and_the_assistants_wellbeing_are_small_talk() {
        for q in [
            "how're you doing today",
            "How are you today?",
            "hi, how are you",
            "how r u today",
            "how ya doing this week",
            "good morning, how is it going today",
            "what's up today",
            "hey there",
            "how have you been lately",
            "you doing ok?",
        ] {
            assert!(is_small_talk(q, &verdict()), "{q}");
        }
    }

    #[test]
    fn the_sellers_own_standing_is_not_small_talk() {
        // No second-person subject and no greeting: the seller's "how am I doing".
        for q in [
            "how am i doing today",
            "how are we doing this month",
            "how is it going this quarter",
            "how is my store doing",
            "are we ok",
            "what should you do about it",
        ] {
            assert!(!is_small_talk(q, &verdict()), "{q}");
        }
        // A word of the business: a question, greeting or not.
        let mut v = verdict();
        v.measure_words = vec!["sales".into()];
        assert!(!is_small_talk("hey, how are my sales today", &v));
        assert!(!is_small_talk("how are you doing on sales", &v));
        let mut v = verdict();
        v.own_products = vec!["skillet".into()];
        v.names_kind = true;
        assert!(!is_small_talk("what's up with the skillet", &v));
    }
}
