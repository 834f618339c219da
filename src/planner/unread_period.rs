//! A period the question names that the resolver could not read is never replaced by the
//! default period (issue 9, stop 35).
//!
//! Why: "how many orders did we get on st pats day" and "orders xmas day 2023" were answered
//! with the last 30 days, a confident figure for days nobody asked about: the holiday's name
//! was not in the calendar (and "xmas day 2023" was read as "day 2023 of Christmas"), the
//! resolver left the words, and the plan fell to the default. Whatever the resolver misses, a
//! period-like expression left in the question means the seller named a period: read it (the
//! calendar and the parser), or say which words were not understood and ask when.
//!
//! Checked after the plan is built, only when the plan took the default period: three signs
//! of a period left unread, from the question's words with the read periods and the named
//! products already masked out:
//! - the resolver's own note that an expression it found could not be placed on the calendar;
//! - a calendar year ("2023") no period took: said back with the data's span when the year is
//!   wholly outside it (the figure is none, not the last 30 days);
//! - a day named like a holiday ("on arbor day", "over diwali day", "paddys day"): a name and
//!   "day" after "on" / "over" / "for" / "at", or a possessive name before "day".

use chrono::Datelike;

use super::text::Token;
use super::{Candidate, PlannerOutcome};
use crate::augment::{DataSpan, Resolution};

/// Words before "day" that make it an ordinary day, not a named one ("on the day", "each
/// day", "on a good day", "which day").
const NOT_A_NAME: &[&str] = &[
    "the",
    "a",
    "an",
    "each",
    "every",
    "per",
    "that",
    "this",
    "which",
    "what",
    "one",
    "any",
    "same",
    "last",
    "next",
    "first",
    "best",
    "worst",
    "busiest",
    "quietest",
    "slowest",
    "good",
    "bad",
    "big",
    "single",
    "average",
    "avg",
    "typical",
    "given",
    "whole",
    "full",
    "launch",
    "sale",
    "sales",
    "selling",
    "no",
    "zero",
    "peak",
    "record",
    "my",
    "our",
    "their",
    "its",
    "some",
    "other",
    "another",
    "previous",
    "prior",
    "following",
];

/// A clarification when the question names a period the resolver did not read and the plan
/// took the default period (`defaulted`: the plan says "No period named: showing ..."; a plan
/// that read its period another way, "slowest month of 2025" ranking 2025's months, is kept);
/// `None` otherwise.
pub fn check(
    toks: &[Token],
    time: &Resolution,
    span: DataSpan,
    defaulted: bool,
) -> Option<PlannerOutcome> {
    if !defaulted || time.slots.primary.is_some() {
        return None;
    }
    let unresolved = time.notes.iter().find(|n| unplaced(n));
    let year = toks.iter().find_map(|t| year_of(&t.word));
    let holiday = named_day(toks);
    let data = span.range();
    let (what, why) = match (unresolved, year, holiday) {
        (_, Some(y), h) if y < data.start.year() || y > data.end.year() => {
            let what = h.map_or_else(|| y.to_string(), |h| format!("{h} {y}"));
            let why = format!(
                "there is no data for {y}: your data covers {} to {}",
                data.start, data.end
            );
            (what, why)
        }
        (Some(note), _, _) => (note.clone(), "I could not place it on the calendar".into()),
        (None, Some(y), h) => (
            h.map_or_else(|| y.to_string(), |h| format!("{h} {y}")),
            format!("I could not tell which days of {y} you mean"),
        ),
        (None, None, Some(h)) => (
            h,
            "I do not know which day that is (it is not in my calendar of events)".into(),
        ),
        (None, None, None) => return None,
    };
    Some(PlannerOutcome::Clarify {
        question: format!(
            "You named a period I could not read (\"{what}\"): {why}. Which days do you mean \
             (for example \"on 2025-03-17\", \"last week\", \"in November\")?"
        ),
        mention: what,
        candidates: vec![Candidate {
            id: "period:dates".into(),
            label: "the dates, written out".into(),
        }],
        intent: None,
    })
}

/// A resolver note saying an expression it found could not be placed on the calendar.
fn unplaced(note: &str) -> bool {
    note.contains("cannot be resolved to dates")
        || note.contains("is not in the event calendar")
        || note.contains("the event calendar has no")
        || note.contains("is not a valid date")
}

/// A calendar year written as four digits (a quantity such as "2000 units" is no year: only
/// 1990..=2099, and a number a period would use).
fn year_of(word: &str) -> Option<i32> {
    (word.len() == 4 && word.chars().all(|c| c.is_ascii_digit()))
        .then(|| word.parse::<i32>().ok())
        .flatten()
        .filter(|y| (1990..=2099).contains(y))
}

/// "on arbor day", "for st pats day", "paddys day": a name and "day" the resolver left, as
/// written (with the name's words), when it reads like a named day.
fn named_day(toks: &[Token]) -> Option<String> {
    let w = |i: usize| toks.get(i).map_or("", |t| t.word.as_str());
    (1..toks.len()).find_map(|i| {
        // "day of the week", "day by day", "the day after black friday": no name.
        if w(i) != "day" || matches!(w(i + 1), "of" | "by" | "to" | "after" | "before") {
            return None;
        }
        let name = w(i - 1);
        if name.is_empty()
            || !name
                .chars()
                .all(|c| c.is_ascii_alphabetic() || c == '\'' || c == '’')
            || NOT_A_NAME.contains(&name)
        {
            return None;
        }
        // "paddys day", "st pats day": a possessive name is a holiday's. Otherwise the name
        // must follow a word that places an event in time ("on", "over", "for", "at").
        let possessive = name.len() > 3 && name.ends_with('s') && !name.ends_with("ss");
        let start = (0..i)
            .rev()
            .find(|&k| matches!(w(k), "on" | "over" | "for" | "at" | "around" | "during"));
        let placed = start.is_some_and(|k| i - k <= 3);
        if !(possessive || placed) {
            return None;
        }
        let from = start.filter(|&k| i - k <= 3).map_or(i - 1, |k| k + 1);
        let words: Vec<&str> = (from..=i).map(w).collect();
        Some(words.join(" "))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    #[test]
    fn named_days_and_ordinary_days() {
        let day = |q: &str| named_day(&tokens(q));
        assert_eq!(day("orders on arbor day").as_deref(), Some("arbor day"));
        assert_eq!(
            day("how many orders on st pats day").as_deref(),
            Some("st pats day")
        );
        assert_eq!(day("revenue paddys day").as_deref(), Some("paddys day"));
        assert_eq!(
            day("units on founder's day").as_deref(),
            Some("founder's day")
        );
        assert_eq!(day("orders on the day"), None);
        assert_eq!(day("revenue per day"), None);
        assert_eq!(day("which day was best"), None);
        assert_eq!(day("units on a good day"), None);
        assert_eq!(day("sales day of the week"), None);
    }

    #[test]
    fn years_are_four_digits_in_range() {
        assert_eq!(year_of("2023"), Some(2023));
        assert_eq!(year_of("500"), None);
        assert_eq!(year_of("5000"), None);
    }
}
