//! A reply to a clarification ("the 8-inch one", "P0002", "the second"): which candidate it
//! picks, and the paused question with the ambiguous words replaced by that candidate's id.

use std::sync::OnceLock;

use regex::Regex;

use super::{re, Frame};
use crate::planner::Candidate;

/// The candidate a reply to a clarification picks, if it picks exactly one.
pub fn pick_candidate<'a>(norm: &str, candidates: &'a [Candidate]) -> Option<&'a Candidate> {
    if candidates.is_empty() || norm.split_whitespace().count() > 12 {
        return None;
    }
    // An id.
    if let Some(c) = candidates.iter().find(|c| {
        norm.split(|ch: char| !ch.is_ascii_alphanumeric())
            .any(|w| w.eq_ignore_ascii_case(&c.id))
    }) {
        return Some(c);
    }
    // A position.
    static ORD: OnceLock<Regex> = OnceLock::new();
    let ord = re(
        &ORD,
        r"^(?:the )?(?:#|number |no\.? ?|option )?(1|2|3|4|5|6|7|8|9|first|second|third|fourth|fifth|last)(?: one| option)?$",
    );
    if let Some(c) = ord.captures(norm) {
        let i = match c.get(1)?.as_str() {
            "1" | "first" => 0,
            "2" | "second" => 1,
            "3" | "third" => 2,
            "4" | "fourth" => 3,
            "5" | "fifth" => 4,
            "last" => candidates.len() - 1,
            n => n.parse::<usize>().ok()?.checked_sub(1)?,
        };
        return candidates.get(i);
    }
    // Words of the label: every significant word of the reply is in exactly one label.
    const STOP: &[&str] = &[
        "the",
        "one",
        "i",
        "mean",
        "meant",
        "please",
        "it",
        "it's",
        "its",
        "is",
        "that",
        "this",
        "a",
        "an",
        "my",
        "for",
        "only",
        "just",
        "yes",
        "ok",
        "okay",
        "oh",
        "sorry",
        "want",
        "product",
        "item",
        "which",
        "of",
        "course",
        "obviously",
        "of course",
    ];
    let words: Vec<String> = norm
        .split(|c: char| c.is_whitespace() || c == ',' || c == '!' || c == '?' || c == '.')
        .map(|w| w.trim_matches(|c: char| c == '"' || c == '\'' || c == '(' || c == ')'))
        .filter(|w| !w.is_empty() && !STOP.contains(w))
        .map(str::to_string)
        .collect();
    if words.is_empty() {
        return None;
    }
    let label_words = |c: &Candidate| -> Vec<String> {
        c.label
            .to_lowercase()
            .split(|ch: char| ch.is_whitespace() || ch == ',' || ch == '(' || ch == ')')
            .map(|w| {
                w.trim_matches(|ch: char| ch == '"' || ch == '\'')
                    .to_string()
            })
            .filter(|w| !w.is_empty())
            .collect()
    };
    let matches = |c: &Candidate| {
        let lw = label_words(c);
        words.iter().all(|w| {
            lw.iter().any(|l| {
                l == w
                    || l.trim_end_matches('s') == w.trim_end_matches('s')
                    || (w.len() >= 3 && l.starts_with(w.as_str()))
                    || (l.contains('-') && l.split('-').next() == Some(w.as_str()))
            })
        })
    };
    let hits: Vec<&Candidate> = candidates.iter().filter(|c| matches(c)).collect();
    match hits.as_slice() {
        [one] => Some(one),
        _ => None,
    }
}

/// The paused question with the ambiguous words replaced by the chosen candidate's id.
pub(super) fn with_candidate(frame: &Frame, mention: &str, c: &Candidate) -> Frame {
    let mut out = frame.clone();
    let replace = |s: &str| -> Option<String> {
        let lower = s.to_lowercase();
        let m = mention.to_lowercase();
        let i = lower.find(&m)?;
        if lower.len() != s.len() {
            return None;
        }
        // "the knife" → "P0002", not "the P0002".
        let start = if lower[..i].ends_with("the ") {
            i - 4
        } else {
            i
        };
        Some(format!("{}{}{}", &s[..start], c.id, &s[i + m.len()..]))
    };
    if let Some(f) = out.filter.as_deref().and_then(replace) {
        out.filter = Some(f);
    } else if let Some(t) = replace(&out.text) {
        out.text = t;
    } else {
        out.filter = Some(c.id.clone());
    }
    out
}
