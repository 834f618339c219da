//! The event calendar (`calendar/events.yaml`): retail events whose dates move from year to year
//! (Black Friday, Cyber Monday, Prime Day), so that "since Black Friday" or "Prime Day 2024" can
//! be resolved to dates.
//!
//! The file is typed like every catalog file: it deserializes into [`EventCalendar`] with
//! `deny_unknown_fields`, through the located loader of [`crate::catalog::yaml`], so a mistake is
//! reported as `calendar/events.yaml:12:9: message`. On top of the schema, [`load`] checks what a
//! schema cannot: every occurrence starts on or before it ends, an event's occurrences are in
//! order and do not overlap, and no name or synonym belongs to two events.

use std::collections::HashMap;
use std::path::Path;

use chrono::{Datelike, NaiveDate};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::DateRange;
use crate::catalog::diag::Diagnostics;
use crate::catalog::yaml::{load_typed, load_typed_str, YamlDoc};

/// The retail events that questions may name.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EventCalendar {
    /// The events, each with its names and its dates.
    pub events: Vec<CalendarEvent>,
}

/// One recurring event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CalendarEvent {
    /// The name shown in answers and matched in questions ("Black Friday").
    pub name: String,
    /// Other ways sellers write it ("BF"); matched case-insensitively, ignoring punctuation.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub synonyms: Vec<String>,
    /// Names that are also everyday words ("fall" is a decline too): read as this event only
    /// beside a period word ("this fall", "last fall", "in the fall", "fall 2024"), never
    /// before "in", "of", "off" ("the fall in units sold"). Not counted as the domain's words
    /// by the gate, which reads [`CalendarEvent::names`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dated_synonyms: Vec<String>,
    /// When it happened or will happen, one inclusive range per occurrence, in date order.
    pub occurrences: Vec<DateRange>,
}

impl CalendarEvent {
    /// The occurrence that starts in `year`.
    pub fn in_year(&self, year: i32) -> Option<DateRange> {
        self.occurrences
            .iter()
            .find(|o| o.start.year() == year)
            .copied()
    }

    /// The latest occurrence that has started on or before `d`.
    pub fn latest_started(&self, d: NaiveDate) -> Option<DateRange> {
        self.occurrences
            .iter()
            .filter(|o| o.start <= d)
            .max_by_key(|o| o.start)
            .copied()
    }

    /// The latest occurrence that has ended before `d`.
    pub fn latest_ended(&self, d: NaiveDate) -> Option<DateRange> {
        self.occurrences
            .iter()
            .filter(|o| o.end < d)
            .max_by_key(|o| o.start)
            .copied()
    }

    /// The first occurrence that starts after `d`.
    pub fn first_after(&self, d: NaiveDate) -> Option<DateRange> {
        self.occurrences
            .iter()
            .filter(|o| o.start > d)
            .min_by_key(|o| o.start)
            .copied()
    }

    /// The latest occurrence that starts before `d` (the previous one, for year over year).
    pub fn previous(&self, d: NaiveDate) -> Option<DateRange> {
        self.occurrences
            .iter()
            .filter(|o| o.start < d)
            .max_by_key(|o| o.start)
            .copied()
    }
}

impl EventCalendar {
    /// Reads and checks a calendar file; see [`load`].
    pub fn load(path: &Path, diags: &mut Diagnostics) -> Option<EventCalendar> {
        load(path, diags)
    }

    /// As [`EventCalendar::load`], from text already read (`path` only names it in messages).
    pub fn load_str(path: &Path, src: &str, diags: &mut Diagnostics) -> Option<EventCalendar> {
        let (cal, doc) = load_typed_str::<EventCalendar>(path, src, diags)?;
        check(path, cal, &doc, diags)
    }

    /// The JSON Schema of the calendar file (to be committed as `schemas/calendar.schema.json`).
    pub fn schema() -> serde_json::Value {
        crate::catalog::yaml::schema_value::<EventCalendar>()
    }

    /// Every dated synonym, lowercased: words that are a date only where the resolver read
    /// one ("fall"), and otherwise something else (a decline).
    pub fn dated_words(&self) -> Vec<String> {
        self.events
            .iter()
            .flat_map(|e| e.dated_synonyms.iter().map(|w| w.to_lowercase()))
            .collect()
    }

    /// The event with this name or synonym (case-insensitive, punctuation ignored).
    pub fn find(&self, name: &str) -> Option<&CalendarEvent> {
        let key = phrase_key(name);
        self.events
            .iter()
            .find(|e| e.names().any(|n| phrase_key(n) == key))
    }
}

impl CalendarEvent {
    /// The name, then the synonyms.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.name.as_str()).chain(self.synonyms.iter().map(String::as_str))
    }
}

/// A name as the resolver matches it: its lowercased words, punctuation dropped. Names are
/// spelled right in the calendar, so they skip the question's typo normalisation (which would
/// cost more than the rest of resolving); the parser matches them against the raw word too.
pub(crate) fn phrase_words(name: &str) -> Vec<String> {
    // An apostrophe stays inside its word until the possessive is dropped: split at it,
    // "Father's Day" read "father s day", which no question matched.
    name.split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '’'))
        .map(|w| {
            let w = w.to_lowercase().replace('’', "'");
            // "Black Friday's" in a synonym list matches like the question's possessive.
            let w = w.strip_suffix("'s").map(str::to_string).unwrap_or(w);
            w.replace('\'', "")
        })
        .filter(|w| !w.is_empty())
        .collect()
}

fn phrase_key(name: &str) -> String {
    phrase_words(name).join(" ")
}

/// Reads `path` (`calendar/events.yaml`), checks it against the schema and the rules above,
/// and records every problem in `diags`. `None` when the file could not be read as a calendar or
/// has any problem.
pub fn load(path: &Path, diags: &mut Diagnostics) -> Option<EventCalendar> {
    let (cal, doc) = load_typed::<EventCalendar>(path, diags)?;
    check(path, cal, &doc, diags)
}

/// The checks a schema cannot express. Reports every problem, not just the first.
fn check(
    path: &Path,
    cal: EventCalendar,
    doc: &YamlDoc,
    diags: &mut Diagnostics,
) -> Option<EventCalendar> {
    let before = diags.len();
    let mut owners: HashMap<String, (usize, String)> = HashMap::new();
    for (ei, event) in cal.events.iter().enumerate() {
        let names = std::iter::once((event.name.as_str(), format!("/events/{ei}/name")))
            .chain(
                event
                    .synonyms
                    .iter()
                    .enumerate()
                    .map(|(si, s)| (s.as_str(), format!("/events/{ei}/synonyms/{si}"))),
            )
            .chain(
                event
                    .dated_synonyms
                    .iter()
                    .enumerate()
                    .map(|(si, s)| (s.as_str(), format!("/events/{ei}/dated_synonyms/{si}"))),
            );
        for (name, ptr) in names {
            let key = phrase_key(name);
            if key.is_empty() {
                diags.push(
                    path,
                    doc.pos(&ptr),
                    format!("`{name}` has no word a question could match"),
                );
                continue;
            }
            match owners.get(&key) {
                Some((other, other_name)) if *other != ei => diags.push(
                    path,
                    doc.pos(&ptr),
                    format!(
                        "`{name}` also names `{other_name}`: a name or synonym may belong to one \
                         event only"
                    ),
                ),
                Some(_) => {}
                None => {
                    owners.insert(key, (ei, event.name.clone()));
                }
            }
        }
        if event.occurrences.is_empty() {
            diags.push(
                path,
                doc.pos(&format!("/events/{ei}/occurrences")),
                format!("`{}` has no occurrences", event.name),
            );
        }
        for (oi, occ) in event.occurrences.iter().enumerate() {
            let ptr = format!("/events/{ei}/occurrences/{oi}");
            if occ.start > occ.end {
                diags.push(
                    path,
                    doc.pos(&ptr),
                    format!(
                        "occurrence of `{}` starts on {} after it ends on {}",
                        event.name, occ.start, occ.end
                    ),
                );
            }
            if oi > 0 {
                let prev = event.occurrences[oi - 1];
                if occ.start <= prev.end {
                    diags.push(
                        path,
                        doc.pos(&ptr),
                        format!(
                            "occurrences of `{}` must be in date order without overlap: {} comes \
                             after {}",
                            event.name, occ, prev
                        ),
                    );
                }
            }
        }
    }
    (diags.len() == before).then_some(cal)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load_src(src: &str) -> (Option<EventCalendar>, Vec<String>) {
        let mut d = Diagnostics::default();
        let cal = EventCalendar::load_str(Path::new("events.yaml"), src, &mut d);
        (cal, d.sorted().iter().map(|d| d.to_string()).collect())
    }

    #[test]
    fn a_valid_calendar_loads() {
        let (cal, errs) = load_src(
            "events:\n  - name: Black Friday\n    synonyms: [BF]\n    occurrences:\n      - {start: 2024-11-29, end: 2024-11-29}\n",
        );
        assert!(errs.is_empty(), "{errs:?}");
        let cal = cal.unwrap();
        assert_eq!(
            cal.find("black-friday").map(|e| e.name.as_str()),
            Some("Black Friday")
        );
        assert_eq!(
            cal.find("bf").map(|e| e.name.as_str()),
            Some("Black Friday")
        );
    }

    #[test]
    fn every_problem_is_located() {
        let (cal, errs) = load_src(
            "events:\n  - name: Black Friday\n    occurrences:\n      - {start: 2024-11-29, end: 2024-11-28}\n  - name: Cyber Monday\n    synonyms: [black friday]\n    occurrences:\n      - {start: 2024-12-02, end: 2024-12-02}\n      - {start: 2023-11-27, end: 2023-11-27}\n",
        );
        assert!(cal.is_none());
        assert_eq!(
            errs,
            vec![
                "events.yaml:4:9: occurrence of `Black Friday` starts on 2024-11-29 after it ends on 2024-11-28",
                "events.yaml:6:16: `black friday` also names `Black Friday`: a name or synonym may belong to one event only",
                "events.yaml:9:9: occurrences of `Cyber Monday` must be in date order without overlap: 2023-11-27..2023-11-27 comes after 2024-12-02..2024-12-02",
            ]
        );
    }

    #[test]
    fn unknown_fields_are_rejected_with_their_place() {
        let (cal, errs) =
            load_src("events:\n  - name: Prime Day\n    dates: []\n    occurrences: []\n");
        assert!(cal.is_none());
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert!(
            errs[0].starts_with("events.yaml:3:5: unknown field `dates`"),
            "{errs:?}"
        );
    }
}
