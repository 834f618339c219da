//! An event named by what several events share ("the may bank holiday", "bank holiday
//! weekend sales"): asked back with the days it may be, not answered for another period.
//!
//! Why: the calendar has three UK bank holidays ("Early May", "Spring", "Summer"), and "the may
//! bank holiday" names two of them. The resolver read the one word it knew, "holiday", as the
//! holiday season, and "paddle price on the may bank holiday" was answered with November and
//! December's price: a figure for a period the seller never named. Which day is meant is a
//! question about the calendar, not about the seller's products, so the choices are the days.
//!
//! A family is read from the calendar itself: the last two words of two or more events'
//! names ("Bank Holiday"), so a domain expert who adds "Easter Monday Bank Holiday" or a
//! family of their own is read the same way, without code.

use chrono::NaiveDate;

use super::super::PlannerOutcome;
use crate::augment::{EventCalendar, Resolution};
use crate::planner::shapes::clarify;

/// The family a question names without naming one of its events, asked back with its events
/// (narrowed by the words before the family's: "may" keeps the early May and the late May
/// bank holidays), each with its last day in the data. None when the question names no
/// family, or when one of the resolved time expressions covers the family's words (an event
/// named whole: "the late may bank holiday").
pub(super) fn ask_which_event(
    question: &str,
    time: &Resolution,
    calendar: &EventCalendar,
    families: &[Vec<String>],
    last_day: NaiveDate,
) -> Option<PlannerOutcome> {
    let words = words_at(question);
    for family in families {
        let Some(at) = (0..words.len()).find(|&i| {
            family
                .iter()
                .enumerate()
                .all(|(k, f)| words.get(i + k).is_some_and(|(w, _, _)| same(w, f)))
        }) else {
            continue;
        };
        let (start, end) = (words[at].1, words[at + family.len() - 1].2);
        if time
            .slots
            .expressions
            .iter()
            .any(|e| e.start <= start && e.end >= end)
        {
            return None;
        }
        let of_family: Vec<_> = calendar
            .events
            .iter()
            .filter(|e| tail(&e.name).as_deref() == Some(&family[..]))
            .collect();
        // The words just before the family's ("may", "late may", "august") narrow it to the
        // events whose names hold them.
        let before: Vec<&str> = words[at.saturating_sub(2)..at]
            .iter()
            .map(|(w, _, _)| w.as_str())
            .filter(|w| !crate::planner::text::is_stopword(w))
            .collect();
        let narrowed: Vec<_> = of_family
            .iter()
            .copied()
            .filter(|e| {
                !before.is_empty()
                    && e.names().any(|n| {
                        let n = n.to_lowercase();
                        before.iter().all(|b| n.split_whitespace().any(|w| w == *b))
                    })
            })
            .collect();
        let events = if narrowed.is_empty() {
            of_family
        } else {
            narrowed
        };
        let candidates: Vec<(String, String)> = events
            .iter()
            .map(|e| {
                let day = e
                    .occurrences
                    .iter()
                    .rev()
                    .find(|r| r.end <= last_day)
                    .map(|r| format!(" (last: {})", r.start))
                    .unwrap_or_default();
                (e.name.clone(), format!("the {}{day}", e.name))
            })
            .collect();
        let mention = question[start..end].to_string();
        let list = candidates
            .iter()
            .map(|(_, label)| label.as_str())
            .collect::<Vec<_>>();
        let list = match list.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
            _ => list.join(""),
        };
        let named = if before.is_empty() {
            mention.clone()
        } else {
            format!("{} {mention}", before.join(" "))
        };
        return Some(clarify(
            format!("Which day do you mean by \"{named}\": {list}? (Name it, or give the date.)"),
            named,
            candidates,
        ));
    }
    None
}

/// The question's words, lowercased, with their byte spans.
fn words_at(question: &str) -> Vec<(String, usize, usize)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in question
        .char_indices()
        .chain(std::iter::once((question.len(), ' ')))
    {
        match (c.is_alphanumeric(), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((question[s..i].to_lowercase(), s, i));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// A question's word as a family's: equal, its plural, or its short form ("hol", "hols").
fn same(word: &str, family_word: &str) -> bool {
    word == family_word
        || word.strip_suffix('s') == Some(family_word)
        || (family_word.len() > 3
            && family_word.starts_with(word.trim_end_matches('s'))
            && word.len() >= 3)
}

/// The last two words of an event's name, lowercased.
fn tail(name: &str) -> Option<Vec<String>> {
    let w: Vec<String> = name.split_whitespace().map(str::to_lowercase).collect();
    (w.len() >= 3).then(|| w[w.len() - 2..].to_vec())
}

/// The families of the calendar: two-word tails shared by two events or more.
pub(super) fn families(calendar: &EventCalendar) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = Vec::new();
    for e in &calendar.events {
        let Some(t) = tail(&e.name) else { continue };
        let shared = calendar
            .events
            .iter()
            .filter(|o| tail(&o.name).as_ref() == Some(&t))
            .count()
            >= 2;
        if shared && !out.contains(&t) {
            out.push(t);
        }
    }
    out
}
