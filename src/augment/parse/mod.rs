//! Recognising time expressions in the token stream.
//!
//! A small hand-written grammar: at each token, every pattern is tried and the longest match
//! wins (ties go to the earlier pattern in [`Parser::best_at`]), then scanning resumes after it.
//! Longest-match is what lets "vs last year's Black Friday" beat "vs last year", and "the last
//! quarter of 2024" beat "the last quarter".
//!
//! Items carry what the text says, not yet dates, where the dates depend on the rest of the
//! question: a month or event without a year stays a [`Anchor::Yearly`] until the resolver
//! knows whether it is the end of a range ("June-August 2025") or a comparison ("Q3 vs Q2").

use std::cell::RefCell;
use std::collections::HashMap;

use chrono::{Datelike, NaiveDate};

use super::calendar::phrase_words;
use super::dates;
use super::lexer::{Tok, Token};
use super::{AugmentError, DateRange, EventCalendar, ExpressionKind, Granularity};

mod anchors;
mod event_days;
mod halves;
mod in_week;
mod parts;
mod periods;
mod rules;
mod spelled;
mod unit_words;
mod week_numbers;
mod weeks;
mod words;
mod yearly;

use words::*;

pub(crate) use spelled::spelled_days;
pub(crate) use week_numbers::notes as numbered_period_notes;

/// Something that recurs every year: a month, a day of a month, a quarter, a half, an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Yearly {
    Month(u32),
    MonthDay(u32, u32),
    Quarter(u32),
    Half(u32),
    /// Index into the calendar's events.
    Event(usize),
}

impl Yearly {
    pub(crate) fn kind(&self) -> ExpressionKind {
        match self {
            Yearly::Month(_) => ExpressionKind::Month,
            Yearly::MonthDay(..) => ExpressionKind::Day,
            Yearly::Quarter(_) => ExpressionKind::Quarter,
            Yearly::Half(_) => ExpressionKind::Half,
            Yearly::Event(_) => ExpressionKind::Event,
        }
    }
}

/// Which occurrence of a [`Yearly`] without a year is meant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Pick {
    /// Bare ("in March"): the most recent one that has started.
    Recent,
    /// "last March": the most recent one that has ended.
    Last,
    /// "next March": the first one that starts after today.
    Next,
}

/// One end of a range, or a whole period.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Anchor {
    /// Already dates.
    Fixed(DateRange, ExpressionKind),
    /// A bare year ("2024"): kept apart so that "March 2025 vs 2024" can mean March 2024.
    Year(i32),
    /// A yearly thing, with its year when the text gives one.
    Yearly {
        what: Yearly,
        year: Option<i32>,
        pick: Pick,
    },
    /// Recognised, but off the calendar (chrono's range, "the last 10000000 days").
    Invalid(&'static str),
}

/// A time expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum TimeExpr {
    /// A period.
    Anchor(Anchor),
    /// From the start of one to the end of the other.
    Range(Anchor, Anchor),
    /// From the start of one through today.
    Since(Anchor),
}

/// A comparison given by rule rather than by dates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Rule {
    YearOverYear,
    /// With the unit it names ("MoM": month), if any.
    PreviousPeriod(Option<Granularity>),
    /// "vs the same period in 2024": the primary's calendar span moved to that year.
    SamePeriodIn(i32),
    /// "vs the same days last month": the primary's days moved back one unit (week, month,
    /// quarter), day for day, so a month to date compares with the same days of the month
    /// before, not with that whole month.
    SameSpanBack(Granularity),
    /// "vs last", "vs before", "vs the one before": the period before, its unit left out. The
    /// primary's own calendar unit when it is one (or the current one so far), else the days
    /// just before.
    LastOne,
}

/// What a run of tokens means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ItemKind {
    Time(TimeExpr),
    /// "YoY", "vs the previous period", "compared to last year".
    Rule(Rule),
    /// "vs March 2024", "compared with Q2".
    CompareTo(TimeExpr),
    /// "compare", "comparing" (the comparison is the second period named).
    CompareVerb,
    Granularity(Granularity),
    /// A written date that is not a date.
    BadDate,
}

/// An item and its tokens `[first, last)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Item {
    pub kind: ItemKind,
    pub first: usize,
    pub last: usize,
}

/// Dates of yearly things and events, as of `today`.
pub(crate) struct Ctx<'a> {
    pub today: NaiveDate,
    pub cal: &'a EventCalendar,
    /// The first day of the seller's data: where "before X" starts.
    pub first_day: NaiveDate,
    /// The last day of the seller's data: what "now" is beside another period.
    pub last_day: NaiveDate,
}

impl Ctx<'_> {
    /// The occurrence in year `y`.
    pub(crate) fn yearly_in(&self, what: Yearly, y: i32) -> Option<DateRange> {
        match what {
            Yearly::Month(m) => dates::month(y, m),
            Yearly::MonthDay(m, d) => dates::ymd(y, m, d).map(DateRange::day),
            Yearly::Quarter(q) => dates::quarter(y, q),
            Yearly::Half(h) => dates::half(y, h),
            Yearly::Event(ix) => self.cal.events.get(ix)?.in_year(y),
        }
    }

    /// The occurrence `pick` means, as of `asof`.
    pub(crate) fn yearly_pick(
        &self,
        what: Yearly,
        pick: Pick,
        asof: NaiveDate,
    ) -> Option<DateRange> {
        if let Yearly::Event(ix) = what {
            let e = self.cal.events.get(ix)?;
            return match pick {
                Pick::Recent => e.latest_started(asof),
                Pick::Last => e.latest_ended(asof),
                Pick::Next => e.first_after(asof),
            };
        }
        let y0 = asof.year();
        // A day of the month under way is that month's, as the month itself is ("December" on
        // December 10 is this December): "the week of December 15th" asked on the 10th is the
        // coming week (no data yet), not a year-old week answered as if it were the one meant.
        if let (Yearly::MonthDay(m, _), Pick::Recent) = (what, pick) {
            if m == asof.month() {
                return self.yearly_in(what, y0);
            }
        }
        // Nine years both ways covers Feb 29 (at most eight years apart).
        match pick {
            Pick::Recent => (0..=8)
                .filter_map(|k| self.yearly_in(what, y0 - k))
                .find(|r| r.start <= asof),
            Pick::Last => (0..=8)
                .filter_map(|k| self.yearly_in(what, y0 - k))
                .find(|r| r.end < asof),
            Pick::Next => (0..=8)
                .filter_map(|k| self.yearly_in(what, y0 + k))
                .find(|r| r.start > asof),
        }
    }

    fn event_name(&self, ix: usize) -> String {
        self.cal
            .events
            .get(ix)
            .map_or_else(|| "event".to_string(), |e| e.name.clone())
    }

    /// The dates of an anchor; `text` names it in the error.
    pub(crate) fn anchor(
        &self,
        a: &Anchor,
        text: &str,
    ) -> Result<(DateRange, ExpressionKind), AugmentError> {
        let unresolvable = |reason| AugmentError::Unresolvable {
            text: text.to_string(),
            reason,
        };
        match a {
            Anchor::Fixed(r, k) => Ok((*r, *k)),
            Anchor::Year(y) => dates::year(*y)
                .map(|r| (r, ExpressionKind::Year))
                .ok_or_else(|| unresolvable("the year is off the calendar")),
            Anchor::Yearly {
                what,
                year: Some(y),
                ..
            } => self
                .yearly_in(*what, *y)
                .map(|r| (r, what.kind()))
                .ok_or_else(|| match what {
                    Yearly::Event(ix) => AugmentError::EventNotInYear {
                        event: self.event_name(*ix),
                        year: *y,
                    },
                    Yearly::MonthDay(..) => AugmentError::InvalidDate {
                        text: text.to_string(),
                    },
                    _ => unresolvable("the year is off the calendar"),
                }),
            Anchor::Yearly {
                what,
                year: None,
                pick,
            } => self
                .yearly_pick(*what, *pick, self.today)
                .map(|r| (r, what.kind()))
                .ok_or_else(|| match what {
                    Yearly::Event(ix) => AugmentError::EventNotFound {
                        event: self.event_name(*ix),
                        text: text.to_string(),
                    },
                    Yearly::MonthDay(..) => AugmentError::InvalidDate {
                        text: text.to_string(),
                    },
                    _ => unresolvable("no such period near today"),
                }),
            Anchor::Invalid(reason) => Err(unresolvable(reason)),
        }
    }
}

/// The parser over one question's tokens.
pub(crate) struct Parser<'a> {
    toks: &'a [Token],
    text: &'a str,
    ctx: &'a Ctx<'a>,
    /// Event names and synonyms as words, longest first, with the event's index.
    /// Every calendar name's words, its event, and whether it is a dated synonym (read only
    /// beside a period word).
    events: Vec<(Vec<String>, usize, bool)>,
    /// `anchor` and `time` by token index: the patterns ask for the same positions many times
    /// (a range asks for its start, `since` and `compare_to` for what follows them).
    anchors: RefCell<HashMap<usize, Found<Anchor>>>,
    times: RefCell<HashMap<usize, Found<TimeExpr>>>,
    yearlies: RefCell<HashMap<usize, Found<Yearly>>>,
    /// Set while an offset looks back for an earlier offset's base, so that looking back never
    /// re-enters itself ("the day before the day before").
    inheriting: std::cell::Cell<bool>,
}

type Found<T> = Option<(T, usize)>;

/// Keep the longer of two matches; on a tie, the first.
fn longer<T>(a: Found<T>, b: Found<T>) -> Found<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(if b.1 > a.1 { b } else { a }),
        (a, None) => a,
        (None, b) => b,
    }
}

impl<'a> Parser<'a> {
    pub(crate) fn new(toks: &'a [Token], text: &'a str, ctx: &'a Ctx<'a>) -> Parser<'a> {
        let mut events: Vec<(Vec<String>, usize, bool)> = ctx
            .cal
            .events
            .iter()
            .enumerate()
            .flat_map(|(ix, e)| {
                e.names().map(move |n| (phrase_words(n), ix, false)).chain(
                    e.dated_synonyms
                        .iter()
                        .map(move |n| (phrase_words(n), ix, true)),
                )
            })
            .filter(|(words, _, _)| !words.is_empty())
            .collect();
        events.sort_by_key(|(words, _, _)| std::cmp::Reverse(words.len()));
        Parser {
            toks,
            text,
            ctx,
            events,
            anchors: RefCell::new(HashMap::new()),
            times: RefCell::new(HashMap::new()),
            yearlies: RefCell::new(HashMap::new()),
            inheriting: std::cell::Cell::new(false),
        }
    }

    fn today(&self) -> NaiveDate {
        self.ctx.today
    }

    /// Every item of the question, left to right, without overlaps.
    pub(crate) fn items(&self) -> Vec<Item> {
        let mut out = Vec::new();
        let mut i = 0;
        while i < self.toks.len() {
            match self.best_at(i) {
                Some((kind, next)) if next > i => {
                    out.push(Item {
                        kind,
                        first: i,
                        last: next,
                    });
                    i = next;
                }
                _ => {
                    if let Some((item, refined)) = self.that_unit(i, &out) {
                        // The day keeps its words (masked, shown with the week's dates); the
                        // two name one period.
                        i = item.last;
                        out[refined].kind = item.kind.clone();
                        out.push(item);
                        continue;
                    }
                    if self.tok(i) == Some(&Tok::BadDate) {
                        out.push(Item {
                            kind: ItemKind::BadDate,
                            first: i,
                            last: i + 1,
                        });
                    }
                    i += 1;
                }
            }
        }
        out
    }

    fn best_at(&self, i: usize) -> Found<ItemKind> {
        let mut best = self
            .granularity(i)
            .map(|(g, n)| (ItemKind::Granularity(g), n));
        best = longer(best, self.rule(i).map(|(r, n)| (ItemKind::Rule(r), n)));
        best = longer(
            best,
            self.compare_to(i).map(|(t, n)| (ItemKind::CompareTo(t), n)),
        );
        best = longer(best, self.time(i).map(|(t, n)| (ItemKind::Time(t), n)));
        if matches!(
            self.word(i),
            Some("compare" | "comparing" | "comparison" | "compares")
        ) {
            best = longer(best, Some((ItemKind::CompareVerb, i + 1)));
        }
        best
    }

    // ----- token helpers -----

    fn tok(&self, i: usize) -> Option<&Tok> {
        self.toks.get(i).map(|t| &t.tok)
    }

    fn word(&self, i: usize) -> Option<&str> {
        match self.tok(i) {
            Some(Tok::Word(w)) => Some(w.as_str()),
            _ => None,
        }
    }

    fn is(&self, i: usize, w: &str) -> bool {
        self.word(i) == Some(w)
    }

    fn possessive(&self, i: usize) -> bool {
        self.toks.get(i).is_some_and(|t| t.possessive)
    }

    /// Matches `words` from `i`, letting dashes join them ("year-over-year"); "/" matches a
    /// slash. Returns the index after the match.
    fn phrase<S: AsRef<str>>(&self, i: usize, words: &[S]) -> Option<usize> {
        let mut k = i;
        for (n, w) in words.iter().enumerate() {
            let w = w.as_ref();
            if n > 0 && self.tok(k) == Some(&Tok::Dash) {
                k += 1;
            }
            let ok = if w == "/" {
                self.tok(k) == Some(&Tok::Slash)
            } else {
                self.is(k, w)
            };
            if !ok {
                return None;
            }
            k += 1;
        }
        Some(k)
    }

    /// Past a dash joining two words ("last-week", "30-day").
    fn skip_dash(&self, k: usize) -> usize {
        if self.tok(k) == Some(&Tok::Dash) {
            k + 1
        } else {
            k
        }
    }

    /// The longest of several phrases.
    fn any_phrase(&self, i: usize, list: &[&[&str]]) -> Option<usize> {
        list.iter().filter_map(|p| self.phrase(i, p)).max()
    }

    /// The raw text of token `i`.
    fn raw(&self, i: usize) -> &str {
        self.toks
            .get(i)
            .and_then(|t| self.text.get(t.start..t.end))
            .unwrap_or("")
    }

    fn year_num(&self, i: usize) -> Found<i32> {
        match self.tok(i) {
            Some(Tok::Num { value, digits: 4 }) if (1900..=2200).contains(value) => {
                Some((*value as i32, i + 1))
            }
            Some(Tok::ShortYear(y)) => Some((*y, i + 1)),
            _ => None,
        }
    }

    fn day_num(&self, i: usize) -> Found<u32> {
        match self.tok(i) {
            Some(Tok::Num { value, digits }) if *digits <= 2 && (1..=31).contains(value) => {
                Some((*value, i + 1))
            }
            Some(Tok::Ordinal(v)) if (1..=31).contains(v) => Some((*v, i + 1)),
            _ => None,
        }
    }

    fn month_at(&self, i: usize) -> Option<u32> {
        let w = self.word(i)?;
        let m = MONTHS.iter().find(|(n, _)| *n == w)?.1;
        if w == "may" {
            // "may" is usually the verb: take it as the month only in a date context.
            let before = i
                .checked_sub(1)
                .map(|p| match self.tok(p) {
                    Some(Tok::Word(b)) => MAY_BEFORE.contains(&b.as_str()),
                    Some(Tok::Dash | Tok::Num { .. } | Tok::Ordinal(_)) => true,
                    _ => false,
                })
                .unwrap_or(false);
            // "units may vs june": set against another month, it is one.
            let against_a_month = matches!(
                self.word(i + 1),
                Some("vs" | "v" | "and" | "or" | "to" | "through" | "against" | "compared")
            ) && (i + 2..i + 4).any(|k| {
                self.word(k)
                    .is_some_and(|w| w != "may" && MONTHS.iter().any(|(n, _)| *n == w))
            });
            let after = against_a_month
                || matches!(
                    self.tok(i + 1),
                    Some(Tok::Num { .. } | Tok::ShortYear(_) | Tok::Ordinal(_) | Tok::Dash)
                );
            if !(before || after) {
                return None;
            }
        }
        Some(m)
    }

    /// A unit word, singular or plural.
    fn unit(&self, i: usize) -> Found<Granularity> {
        let g = match self.word(i)? {
            "day" | "days" => Granularity::Day,
            "week" | "weeks" => Granularity::Week,
            "month" | "months" => Granularity::Month,
            "quarter" | "quarters" => Granularity::Quarter,
            "year" | "years" => Granularity::Year,
            _ => return None,
        };
        Some((g, i + 1))
    }

    /// A count: digits, number words ("thirty", "twenty-one"), "a"/"an" when `article`, "a
    /// couple of".
    fn number(&self, i: usize, article: bool) -> Found<u32> {
        match self.tok(i)? {
            Tok::Num { value, .. } => return Some((*value, i + 1)),
            Tok::Word(_) => {}
            _ => return None,
        }
        if let Some(k) = self
            .phrase(i, &["a", "couple", "of"])
            .or_else(|| self.phrase(i, &["couple", "of"]))
            .or_else(|| self.phrase(i, &["a", "couple"]))
        {
            return Some((2, k));
        }
        if article && matches!(self.word(i), Some("a" | "an")) {
            return Some((1, i + 1));
        }
        let w = self.word(i)?;
        let v = NUMBER_WORDS.iter().find(|(n, _)| *n == w)?.1;
        if (20..=90).contains(&v) {
            let k = if self.tok(i + 1) == Some(&Tok::Dash) {
                i + 2
            } else {
                i + 1
            };
            if let Some(u) = self.word(k) {
                if let Some((_, d)) = NUMBER_WORDS.iter().find(|(n, d)| *n == u && *d < 10) {
                    return Some((v + d, k + 1));
                }
            }
        }
        Some((v, i + 1))
    }

    /// A year after a period: ", 2024", "of 2024", "in 2024", "'24", "-2024", "last year",
    /// "of this year".
    fn year_mod(&self, i: usize) -> Found<i32> {
        let mut k = i;
        if self.tok(k) == Some(&Tok::Comma) {
            k += 1;
        }
        if matches!(self.word(k), Some("of" | "in")) {
            k += 1;
        } else if k == i
            && self.tok(k) == Some(&Tok::Dash)
            && matches!(self.tok(k + 1), Some(Tok::Num { .. }))
        {
            // "Q3-2024"; but not "Q1-Q3" nor "Nov 1-15" (a day is not a year).
            return self.year_num(k + 1);
        }
        if let Some(found) = self.year_num(k) {
            return Some(found);
        }
        let y0 = self.today().year();
        [("last", -1), ("this", 0), ("next", 1)]
            .into_iter()
            .find_map(|(p, off)| self.phrase(k, &[p, "year"]).map(|n| (y0 + off, n)))
    }
}

/// The expression kind of one calendar unit.
pub(crate) fn unit_kind(g: Granularity) -> ExpressionKind {
    match g {
        Granularity::Day => ExpressionKind::Day,
        Granularity::Week => ExpressionKind::Week,
        Granularity::Month => ExpressionKind::Month,
        Granularity::Quarter => ExpressionKind::Quarter,
        Granularity::Year => ExpressionKind::Year,
    }
}
