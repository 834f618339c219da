//! Calendar words that name a period by its number (stop 38): ISO 8601 week numbers ("week
//! 46", "wk 47", "kw 47", "cw 48", "calendar week 48", "week 48 last year", "weeks 45 to 48")
//! and fiscal years ("fy24", "fy 2024").
//!
//! Why: neither was read, so "revenue kw 47" answered the default last 30 days and "dash cam
//! units fy24" this month's units, each a confident figure for a period nobody asked about.
//!
//! Decisions:
//! - A week number is an ISO 8601 week (Monday..Sunday; week 1 holds the year's first
//!   Thursday), the weeks German and Nordic sellers count by ("KW"), of the current ISO year
//!   unless a year is said ("week 48 of 2024", "week 48 last year" = the same number a year
//!   earlier). A number whose week has not started yet this year is the last one that did, a
//!   year earlier, and the answer says so (`notes`); the week under way is the part up to
//!   yesterday, as "this week" is.
//! - No fiscal calendar is configured, so "FY24" is the calendar year 2024 and the answer's
//!   note says it is read so: a year before the data is then "no data", as any other period.

use chrono::{Datelike, NaiveDate, Weekday};

use super::{Anchor, ExpressionKind, Found, Parser};
use crate::augment::lexer::Tok;
use crate::augment::{DateRange, Resolution};

/// Words that introduce a week number, as the lexer normalises them ("wk" is "week").
const WEEK_WORDS: &[&[&str]] = &[
    &["calendar", "week"],
    &["calendar", "weeks"],
    &["iso", "week"],
    &["iso", "weeks"],
    &["week"],
    &["weeks"],
    &["kw"],
    &["cw"],
];

/// The week `n` of ISO year `y`, Monday..Sunday (none for a week 53 the year has not).
pub(crate) fn iso_week(y: i32, n: u32) -> Option<DateRange> {
    let start = NaiveDate::from_isoywd_opt(y, n, Weekday::Mon)?;
    let end = NaiveDate::from_isoywd_opt(y, n, Weekday::Sun)?;
    Some(DateRange { start, end })
}

/// A week number glued to its word ("kw47", "cw48", "wk46", "week46").
fn glued(word: &str) -> Option<u32> {
    let digits = ["calendarweek", "week", "wk", "kw", "cw"]
        .iter()
        .find_map(|p| word.strip_prefix(p))?;
    if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

impl Parser<'_> {
    /// A week number at `i`: its value and the token after it. "no", "number", "nr", "#"
    /// between the word and the number are read through ("week no. 46", "week #46").
    fn week_no(&self, i: usize) -> Found<u32> {
        if let Some(n) = self.word(i).and_then(glued) {
            return Some((n, i + 1));
        }
        let mut k = self.any_phrase(i, WEEK_WORDS)?;
        if matches!(self.word(k), Some("no" | "number" | "nr" | "num")) {
            k += 1;
            if self.tok(k) == Some(&Tok::Dot) {
                k += 1;
            }
        } else if self.tok(k) == Some(&Tok::Other) && self.raw(k) == "#" {
            k += 1;
        }
        self.bare_week_no(k)
    }

    /// A number that can be a week's, 1..=53, written in one or two digits.
    fn bare_week_no(&self, k: usize) -> Found<u32> {
        match self.tok(k) {
            Some(Tok::Num { value, digits }) if *digits <= 2 && (1..=53).contains(value) => {
                Some((*value, k + 1))
            }
            _ => None,
        }
    }

    /// "week 46", "kw47", "calendar week 48 of 2024", "week 48 last year", "weeks 45 to 48",
    /// "wk 45-48", "week 45 through week 48" at `i`.
    pub(super) fn week_number(&self, i: usize) -> Found<Anchor> {
        let (first, mut k) = self.week_no(i)?;
        // "week 2 of november" is a week of a month, read elsewhere, not ISO week 2.
        if self.is(k, "of") && self.year_mod(k).is_none() {
            return None;
        }
        let mut last = first;
        let joined = (self.tok(k) == Some(&Tok::Dash)
            || matches!(
                self.word(k),
                Some("to" | "through" | "thru" | "till" | "until")
            ))
        .then_some(k + 1);
        if let Some(j) = joined {
            let to = self.week_no(j).or_else(|| self.bare_week_no(j));
            if let Some((n, after)) = to.filter(|(n, _)| *n >= first) {
                last = n;
                k = after;
            }
        }
        let said_year = self.year_mod(k);
        if let Some((_, after)) = said_year {
            k = after;
        }
        let today = self.today();
        let weeks = |y: i32| Some((iso_week(y, first)?.start, iso_week(y, last)?.end));
        let span = match said_year {
            Some((y, _)) => weeks(y),
            None => {
                // The current ISO year's week, unless it has not started: then the last one
                // that did (a year earlier), which `notes` says.
                let y = today.iso_week().year();
                weeks(y)
                    .filter(|(start, _)| *start <= today)
                    .or_else(|| weeks(y - 1))
            }
        };
        let kind = if first == last {
            ExpressionKind::Week
        } else {
            ExpressionKind::Range
        };
        let anchor = match span {
            Some((start, end)) => Anchor::Fixed(DateRange { start, end }, kind),
            None => Anchor::Invalid("that year has no such ISO week"),
        };
        Some((anchor, k))
    }

    /// "fy24", "fy 2024", "fy'24", "fiscal year 2024", "fiscal 2024" at `i`: the calendar year
    /// (no fiscal calendar is configured; `notes` says so).
    pub(super) fn fiscal_year(&self, i: usize) -> Found<Anchor> {
        let w = self.word(i)?;
        if let Some(digits) = w.strip_prefix("fy") {
            if !digits.is_empty() {
                let ok =
                    matches!(digits.len(), 2 | 4) && digits.bytes().all(|b| b.is_ascii_digit());
                let v: i32 = digits.parse().ok().filter(|_| ok)?;
                let y = if digits.len() == 2 { 2000 + v } else { v };
                return Some((Anchor::Year(y), i + 1));
            }
        }
        let k = self.any_phrase(i, &[&["fy"], &["fiscal", "year"], &["fiscal"]])?;
        match self.tok(k) {
            Some(Tok::Num { value, digits: 2 }) => {
                Some((Anchor::Year(2000 + *value as i32), k + 1))
            }
            _ => self.year_num(k).map(|(y, n)| (Anchor::Year(y), n)),
        }
    }
}

/// What the answer must say about week numbers and fiscal years it read: a week number moved
/// to the year before because this year's has not started, and a fiscal year read as the
/// calendar year.
pub(crate) fn notes(r: &Resolution, today: NaiveDate) -> Vec<String> {
    let mut out = Vec::new();
    for e in &r.slots.expressions {
        let Some(range) = e.range else { continue };
        let text = e.text.to_lowercase();
        let words: Vec<&str> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        let first = words.first().copied().unwrap_or("");
        if first.starts_with("fy") || first == "fiscal" {
            out.push(format!(
                "No fiscal calendar is set up for your store, so \"{}\" is read as the calendar \
                 year {} ({range}).",
                e.text,
                range.start.year()
            ));
            continue;
        }
        let numbered = words.iter().any(|w| glued(w).is_some())
            || words.windows(2).any(|p| {
                matches!(p[0], "week" | "weeks" | "wk" | "kw" | "cw")
                    && p[1].bytes().all(|b| b.is_ascii_digit())
            });
        let year_said = words
            .iter()
            .any(|w| w.len() == 4 && w.bytes().all(|b| b.is_ascii_digit()) || *w == "year");
        if numbered && !year_said && range.start.iso_week().year() < today.iso_week().year() {
            out.push(format!(
                "Week {} of {} has not started yet, so this is week {} of {} ({range}), the \
                 last one that ended; weeks are ISO weeks, Monday to Sunday.",
                range.start.iso_week().week(),
                today.iso_week().year(),
                range.start.iso_week().week(),
                range.start.iso_week().year(),
            ));
        }
    }
    out
}
