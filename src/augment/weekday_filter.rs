//! Days of the week chosen inside a period (stop 38): "on weekends in october", "sundays in
//! november", "saturdays in q3", "mon-fri in october", "weekdays vs weekends last month".
//!
//! Why: the period resolver reads the period ("october") and nothing else, so "revenue mon-fri
//! in october" answered all 31 days of October, a confident total for days the seller did not
//! ask about. The filter is read here, as the days it keeps, so that a later stage either
//! applies it to daily rows or says it cannot, and never answers the unfiltered period.
//!
//! What is a filter: plural day names ("sundays", "saturdays and sundays", "every sunday"),
//! "weekends" (plural, or "on/at weekends"), "weekdays", "working days", "business days", and a
//! span of day names ("mon-fri", "monday to friday"). What is not: one day ("last sunday", "on
//! friday", "the weekend"), which the period resolver reads as dates, and "day of the week"
//! asked as a ranking ("which weekday sells most"), which the planner asks about itself.

use chrono::{Datelike, Weekday};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::lexer::{tokenize, Tok};
use super::DateRange;

/// The days of the week a question keeps, Monday first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct WeekdayFilter {
    /// The words as written ("mon-fri", "on weekends").
    pub said: String,
    /// The days kept, as `Weekday` numbers from Monday (0) to Sunday (6), ascending.
    pub days: Vec<u32>,
    /// The second set of days when the question sets two against each other ("weekdays vs
    /// weekends"): each is a figure of its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub against: Option<Vec<u32>>,
}

const DAY_NAMES: &[(&str, u32)] = &[
    ("monday", 0),
    ("mon", 0),
    ("tuesday", 1),
    ("tue", 1),
    ("tues", 1),
    ("wednesday", 2),
    ("wed", 2),
    ("thursday", 3),
    ("thu", 3),
    ("thur", 3),
    ("thurs", 3),
    ("friday", 4),
    ("fri", 4),
    ("saturday", 5),
    ("sat", 5),
    ("sunday", 6),
    ("sun", 6),
];

const WORKDAYS: [u32; 5] = [0, 1, 2, 3, 4];
const WEEKEND: [u32; 2] = [5, 6];

fn day(w: &str) -> Option<u32> {
    DAY_NAMES.iter().find(|(n, _)| *n == w).map(|(_, d)| *d)
}

/// A plural day name ("sundays", "mondays", "sats"): every such day.
fn plural_day(w: &str) -> Option<u32> {
    let stem = w.strip_suffix('s')?;
    // "tues", "thurs" are singular abbreviations; "weds" is Wednesdays.
    if matches!(w, "tues" | "thurs") {
        return None;
    }
    day(stem).or_else(|| (w == "weds").then_some(2))
}

/// The filter a question's words set, if any.
pub fn weekday_filter(question: &str) -> Option<WeekdayFilter> {
    let toks = tokenize(question);
    let word = |i: usize| match toks.get(i).map(|t| &t.tok) {
        Some(Tok::Word(w)) => Some(w.as_str()),
        _ => None,
    };
    let raw = |a: usize, b: usize| -> String {
        let (Some(s), Some(e)) = (toks.get(a), toks.get(b)) else {
            return String::new();
        };
        question.get(s.start..e.end).unwrap_or("").to_string()
    };
    // Each set of days said, with where it was said, in order.
    let mut sets: Vec<(Vec<u32>, usize, usize)> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let w = word(i).unwrap_or("");
        // "mon-fri", "monday to friday", "sat thru sun": every day of the span.
        if let Some(a) = day(w).or_else(|| plural_day(w)) {
            let joined = match toks.get(i + 1).map(|t| &t.tok) {
                Some(Tok::Dash) => Some(i + 2),
                Some(Tok::Word(j)) if matches!(j.as_str(), "to" | "through" | "thru" | "till") => {
                    Some(i + 2)
                }
                _ => None,
            };
            if let Some(b) = joined
                .and_then(&word)
                .and_then(|x| day(x).or_else(|| plural_day(x)))
            {
                if b > a {
                    sets.push(((a..=b).collect(), i, joined.unwrap_or(i + 2)));
                    i = joined.unwrap_or(i + 2) + 1;
                    continue;
                }
            }
        }
        if let Some(d) = plural_day(w) {
            // "saturdays and sundays" is one set of days.
            if let Some((last, _, end)) = sets.last_mut() {
                if *end + 2 == i && matches!(word(*end + 1), Some("and" | "or" | "&")) {
                    last.push(d);
                    *end = i;
                    i += 1;
                    continue;
                }
            }
            sets.push((vec![d], i, i));
        } else if matches!(w, "weekends")
            || (w == "weekend" && matches!(word(i.wrapping_sub(1)), Some("on" | "at")))
        {
            sets.push((WEEKEND.to_vec(), i, i));
        } else if matches!(w, "weekdays" | "workdays" | "weekday")
            || (matches!(w, "working" | "business" | "work") && word(i + 1) == Some("days"))
        {
            // "which weekday" and "day of the week" rank the days: not a filter.
            if w == "weekday"
                && matches!(
                    word(i.wrapping_sub(1)),
                    Some("which" | "what" | "best" | "worst")
                )
            {
                i += 1;
                continue;
            }
            let end = if matches!(w, "working" | "business" | "work") {
                i + 1
            } else {
                i
            };
            sets.push((WORKDAYS.to_vec(), i, end));
        } else if w == "every" {
            if let Some(d) = word(i + 1).and_then(day) {
                sets.push((vec![d], i, i + 1));
                i += 2;
                continue;
            }
        }
        i += 1;
    }
    let mut sets = sets.into_iter();
    let (mut days, first, mut last) = sets.next()?;
    days.sort_unstable();
    days.dedup();
    let against = sets.next().map(|(mut d, _, end)| {
        d.sort_unstable();
        d.dedup();
        last = last.max(end);
        d
    });
    let against = against.filter(|d| *d != days);
    let said_end = if against.is_some() {
        last
    } else {
        first.max(last)
    };
    Some(WeekdayFilter {
        said: raw(first, said_end),
        days,
        against,
    })
}

impl WeekdayFilter {
    /// The days of `range` the filter keeps.
    pub fn dates_in(days: &[u32], range: &DateRange) -> Vec<chrono::NaiveDate> {
        range
            .start
            .iter_days()
            .take_while(|d| *d <= range.end)
            .filter(|d| days.contains(&d.weekday().num_days_from_monday()))
            .collect()
    }

    /// The days named for a reader: "Saturdays and Sundays", "weekdays (Monday to Friday)",
    /// "Sundays".
    pub fn name(days: &[u32]) -> String {
        if days == WORKDAYS {
            return "weekdays (Monday to Friday)".into();
        }
        let names: Vec<String> = days
            .iter()
            .filter_map(|d| Weekday::try_from(*d as u8).ok())
            .map(|w| format!("{}s", long_name(w)))
            .collect();
        match names.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => format!("{} and {last}", init.join(", ")),
        }
    }
}

fn long_name(w: Weekday) -> &'static str {
    match w {
        Weekday::Mon => "Monday",
        Weekday::Tue => "Tuesday",
        Weekday::Wed => "Wednesday",
        Weekday::Thu => "Thursday",
        Weekday::Fri => "Friday",
        Weekday::Sat => "Saturday",
        Weekday::Sun => "Sunday",
    }
}
