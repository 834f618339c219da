//! A leading clause that says what the seller is about to do is context, not the period asked
//! (stop 35): "before i do the xmas order - orders last week vs the week before".
//!
//! Why: the event in the clause ("xmas") was taken as the primary period, and the question's
//! own "last week" was ignored: the answer compared Christmas 2024 with a week of 2025. A plan
//! ("before i do ...", "after we reorder ...", a present tense after the pronoun) happens after
//! the data; the periods it names belong to the plan. Only when the question names a period of
//! its own after the clause's dash, comma or colon: alone, the clause's period is all there is.

use super::super::lexer::{Tok, Token};
use super::super::parse::{Item, ItemKind};

/// Verbs whose past is the same word or that are past already: a clause with one of them is
/// something that happened ("before it sold out"), a bound of the period, not a plan.
const PAST: &[&str] = &[
    "was", "were", "had", "did", "went", "sold", "ran", "came", "got", "made", "took", "put",
    "set", "cut", "hit", "began", "left", "fell", "rose", "grew", "gave", "sent", "paid", "bought",
    "brought", "started", "stopped", "launched", "listed",
];

/// `items` without the periods of a leading plan clause, when a period follows the clause.
pub(super) fn without_plan_context(toks: &[Token], items: Vec<Item>) -> Vec<Item> {
    let Some(end) = plan_clause_end(toks) else {
        return items;
    };
    let after = items
        .iter()
        .any(|it| it.first > end && matches!(it.kind, ItemKind::Time(_) | ItemKind::Rule(_)));
    if !after {
        return items;
    }
    items
        .into_iter()
        .filter(|it| !(it.last <= end && matches!(it.kind, ItemKind::Time(_))))
        .collect()
}

/// The index of the dash, comma or colon closing a leading "before/after I|we <verb> ..."
/// clause of what is about to be done; `None` when the question opens otherwise.
fn plan_clause_end(toks: &[Token]) -> Option<usize> {
    let word = |i: usize| match toks.get(i).map(|t| &t.tok) {
        Some(Tok::Word(w)) => w.as_str(),
        _ => "",
    };
    if !matches!(word(0), "before" | "after") || !matches!(word(1), "i" | "we") {
        return None;
    }
    let verb = word(2);
    let present = verb.len() > 1
        && verb.chars().all(|c| c.is_ascii_alphabetic())
        && !verb.ends_with("ed")
        && !PAST.contains(&verb);
    if !present {
        return None;
    }
    (3..toks.len()).find(|&k| matches!(toks[k].tok, Tok::Dash | Tok::Comma | Tok::Other))
}
