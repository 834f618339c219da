//! Things listed in a question: a word written with a hyphen read as one word, and a listed
//! part that names a thing of its own and none of the seller's (split from `things`, which
//! reads the one thing a question names).

use std::collections::HashSet;

use super::{adjacent, is_thing_word, joined, noun_like, past_determiners};
use crate::planner::entities::ProductIndex;
use crate::planner::text::{is_stopword, Token};

/// `toks` of `text` with a word written with a hyphen between a short part and another
/// ("yo-yo", "t-shirt", "x-ray") as the one word it is.
///
/// Why: its parts, each under three letters, were no thing words, so "yo-yo units last week"
/// (a kind the seller does not carry) answered the whole store's units.
pub fn hyphens_joined(text: &str, toks: Vec<Token>) -> Vec<Token> {
    let alpha = |t: &Token| t.word.chars().all(|c| c.is_ascii_alphabetic());
    let mut out: Vec<Token> = Vec::with_capacity(toks.len());
    for t in toks {
        let join = out.last().is_some_and(|l: &Token| {
            l.end + 1 == t.start
                && text.as_bytes().get(l.end) == Some(&b'-')
                && alpha(l)
                && alpha(&t)
                && !l.word.contains('-')
                && (l.word.len() < 3 || t.word.len() < 3)
        });
        match out.last_mut() {
            Some(l) if join => {
                l.word = text[l.start..t.end].to_lowercase();
                l.stem = crate::planner::text::stem(&l.word);
                l.end = t.end;
            }
            _ => out.push(t),
        }
    }
    out
}

/// A part of a list or a comparison ("weights and the yoga mat revenue", "kettlebell vs yoga
/// mat") that names a thing of its own and none of the seller's: after its determiners, one to
/// three thing words that make the whole part or stand right before a measure word. `parts`
/// are the token windows of the question, each with whether a resolved name stands in it.
///
/// Why: the part that resolved was answered alone, as if the question were complete: a
/// confident answer to half the question (the dumbbells' "weights" were dropped).
pub fn listed_thing(
    toks: &[Token],
    named: &dyn Fn(usize, usize) -> bool,
    vocabulary: &HashSet<String>,
    products: &ProductIndex,
) -> Option<String> {
    // Not "or": "4 stars or better", "200 units or more" bound a number; they list nothing.
    const BETWEEN: &[&str] = &["and", "vs", "versus", "against", "v", "plus"];
    let mut parts = Vec::new();
    let mut from = 0;
    for (i, t) in toks.iter().enumerate() {
        if BETWEEN.contains(&t.word.as_str()) {
            parts.push((from, i));
            from = i + 1;
        }
    }
    parts.push((from, toks.len()));
    if parts.len() < 2 || !parts.iter().any(|&(a, b)| a < b && named(a, b)) {
        return None;
    }
    let thing = |t: &Token| is_thing_word(t, vocabulary, products) && noun_like(t, vocabulary);
    for &(a, b) in &parts {
        if a >= b || named(a, b) {
            continue;
        }
        let j = past_determiners(&toks[..b], a);
        let mut k = j;
        while k < b && k < j + 3 && thing(&toks[k]) && (k == j || adjacent(&toks[k - 1], &toks[k]))
        {
            k += 1;
        }
        let before_measure = toks[..b]
            .get(k)
            .is_some_and(|m| vocabulary.contains(&m.stem) && !is_stopword(&m.stem));
        if k > j && (k == b || before_measure) {
            return Some(joined(&toks[j..k]));
        }
    }
    None
}
