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

use chrono::{Datelike, NaiveDate, Weekday};

use super::calendar::phrase_words;
use super::dates;
use super::lexer::{Tok, Token};
use super::{AugmentError, DateRange, EventCalendar, ExpressionKind, Granularity};

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
    events: Vec<(Vec<String>, usize)>,
    /// `anchor` and `time` by token index: the patterns ask for the same positions many times
    /// (a range asks for its start, `since` and `compare_to` for what follows them).
    anchors: RefCell<HashMap<usize, Found<Anchor>>>,
    times: RefCell<HashMap<usize, Found<TimeExpr>>>,
    yearlies: RefCell<HashMap<usize, Found<Yearly>>>,
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

const MONTHS: &[(&str, u32)] = &[
    ("jan", 1),
    ("january", 1),
    ("feb", 2),
    ("february", 2),
    ("mar", 3),
    ("march", 3),
    ("apr", 4),
    ("april", 4),
    ("may", 5),
    ("jun", 6),
    ("june", 6),
    ("jul", 7),
    ("july", 7),
    ("aug", 8),
    ("august", 8),
    ("sep", 9),
    ("sept", 9),
    ("september", 9),
    ("oct", 10),
    ("october", 10),
    ("nov", 11),
    ("november", 11),
    ("dec", 12),
    ("december", 12),
];

const WEEKDAYS: &[(&str, Weekday)] = &[
    ("monday", Weekday::Mon),
    ("mon", Weekday::Mon),
    ("tuesday", Weekday::Tue),
    ("tue", Weekday::Tue),
    ("tues", Weekday::Tue),
    ("wednesday", Weekday::Wed),
    ("wed", Weekday::Wed),
    ("weds", Weekday::Wed),
    ("thursday", Weekday::Thu),
    ("thu", Weekday::Thu),
    ("thur", Weekday::Thu),
    ("thurs", Weekday::Thu),
    ("friday", Weekday::Fri),
    ("fri", Weekday::Fri),
    ("saturday", Weekday::Sat),
    ("sat", Weekday::Sat),
    ("sunday", Weekday::Sun),
    ("sun", Weekday::Sun),
];

const NUMBER_WORDS: &[(&str, u32)] = &[
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("eleven", 11),
    ("twelve", 12),
    ("thirteen", 13),
    ("fourteen", 14),
    ("fifteen", 15),
    ("sixteen", 16),
    ("seventeen", 17),
    ("eighteen", 18),
    ("nineteen", 19),
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fifty", 50),
    ("sixty", 60),
    ("seventy", 70),
    ("eighty", 80),
    ("ninety", 90),
    ("hundred", 100),
    ("dozen", 12),
];

/// Words after which "may" is the month, not the verb.
const MAY_BEFORE: &[&str] = &[
    "in", "since", "from", "of", "during", "between", "until", "till", "to", "through", "last",
    "this", "next", "and", "vs", "for", "early", "late", "mid", "or", "on", "by", "before",
    "after", "did", "does", "was", "is", "about", "than",
];

/// Words before which a four-digit number is a count, not a year.
const COUNT_NOUNS: &[&str] = &[
    "units",
    "unit",
    "orders",
    "order",
    "items",
    "item",
    "products",
    "product",
    "dollars",
    "usd",
    "sessions",
    "views",
    "clicks",
    "impressions",
    "reviews",
    "customers",
    "pieces",
    "skus",
];

/// Words before which a small number is a count ("top 5"), not a day of the month.
const COUNT_WORDS: &[&str] = &[
    "top", "bottom", "best", "worst", "first", "last", "my", "all", "sold", "the",
];

/// Comparators that may introduce any period.
const STRONG_COMPARATORS: &[&[&str]] = &[
    &["vs"],
    &["v"],
    &["compared", "to"],
    &["compared", "with"],
    &["compared", "against"],
    &["compare", "to"],
    &["compare", "with"],
    &["compares", "to"],
    &["compares", "with"],
    &["comparing", "to"],
    &["comparing", "with"],
    &["in", "comparison", "to"],
    &["in", "comparison", "with"],
    &["relative", "to"],
    &["against"],
];

/// Comparators that only introduce a comparison rule ("up 5% over last year", "higher than the
/// previous period"): "over the last 30 days" is a period, not a comparison.
const WEAK_COMPARATORS: &[&[&str]] = &[&["over"], &["than"], &["from"], &["on"]];

/// Words after which "over"/"from"/"on" introduce a comparison ("grew over last year", "down 5%
/// from last year") rather than a period ("sales from last year").
const CHANGE_WORDS: &[&str] = &[
    "up",
    "down",
    "change",
    "changed",
    "changes",
    "growth",
    "grow",
    "grew",
    "grown",
    "increase",
    "increased",
    "decrease",
    "decreased",
    "drop",
    "dropped",
    "fell",
    "fall",
    "rose",
    "rise",
    "declined",
    "decline",
    "improved",
    "improvement",
    "higher",
    "lower",
    "better",
    "worse",
];

const YOY_STANDALONE: &[&[&str]] = &[
    &["yoy"],
    &["y", "/", "y"],
    &["year", "/", "year"],
    &["year", "over", "year"],
    &["year", "on", "year"],
    &["sply"],
    &["the", "same", "period", "last", "year"],
    &["same", "period", "last", "year"],
    &["the", "same", "period", "of", "last", "year"],
    &["the", "same", "period", "a", "year", "ago"],
    &["the", "same", "period", "in", "the", "previous", "year"],
    &["the", "same", "time", "last", "year"],
    &["same", "time", "last", "year"],
    &["this", "time", "last", "year"],
];

const YOY_AFTER_COMPARATOR: &[&[&str]] = &[
    &["last", "year"],
    &["a", "year", "ago"],
    &["a", "year", "earlier"],
    &["one", "year", "ago"],
    &["the", "previous", "year"],
    &["previous", "year"],
    &["the", "prior", "year"],
    &["prior", "year"],
    &["the", "preceding", "year"],
    &["the", "year", "before"],
    &["ly"],
];

const PERIOD_AFTER_COMPARATOR: &[&[&str]] = &[
    &["the", "previous", "period"],
    &["previous", "period"],
    &["the", "prior", "period"],
    &["prior", "period"],
    &["the", "preceding", "period"],
    &["the", "period", "before"],
    &["the", "last", "period"],
];

const GRANULARITY: &[(&[&str], Granularity)] = &[
    (&["daily"], Granularity::Day),
    (&["by", "day"], Granularity::Day),
    (&["per", "day"], Granularity::Day),
    (&["each", "day"], Granularity::Day),
    (&["every", "day"], Granularity::Day),
    (&["day", "by", "day"], Granularity::Day),
    (&["by", "date"], Granularity::Day),
    (&["weekly"], Granularity::Week),
    (&["by", "week"], Granularity::Week),
    (&["per", "week"], Granularity::Week),
    (&["each", "week"], Granularity::Week),
    (&["every", "week"], Granularity::Week),
    (&["week", "by", "week"], Granularity::Week),
    (&["monthly"], Granularity::Month),
    (&["by", "month"], Granularity::Month),
    (&["per", "month"], Granularity::Month),
    (&["each", "month"], Granularity::Month),
    (&["every", "month"], Granularity::Month),
    (&["month", "by", "month"], Granularity::Month),
    (&["quarterly"], Granularity::Quarter),
    (&["by", "quarter"], Granularity::Quarter),
    (&["per", "quarter"], Granularity::Quarter),
    (&["each", "quarter"], Granularity::Quarter),
    (&["every", "quarter"], Granularity::Quarter),
    (&["quarter", "by", "quarter"], Granularity::Quarter),
    (&["yearly"], Granularity::Year),
    (&["annual"], Granularity::Year),
    (&["annually"], Granularity::Year),
    (&["by", "year"], Granularity::Year),
    (&["per", "year"], Granularity::Year),
    (&["each", "year"], Granularity::Year),
    (&["every", "year"], Granularity::Year),
    (&["year", "by", "year"], Granularity::Year),
];

impl<'a> Parser<'a> {
    pub(crate) fn new(toks: &'a [Token], text: &'a str, ctx: &'a Ctx<'a>) -> Parser<'a> {
        let mut events: Vec<(Vec<String>, usize)> = ctx
            .cal
            .events
            .iter()
            .enumerate()
            .flat_map(|(ix, e)| e.names().map(move |n| (phrase_words(n), ix)))
            .filter(|(words, _)| !words.is_empty())
            .collect();
        events.sort_by_key(|(words, _)| std::cmp::Reverse(words.len()));
        Parser {
            toks,
            text,
            ctx,
            events,
            anchors: RefCell::new(HashMap::new()),
            times: RefCell::new(HashMap::new()),
            yearlies: RefCell::new(HashMap::new()),
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
            let after = matches!(
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

    // ----- items -----

    fn granularity(&self, i: usize) -> Found<Granularity> {
        GRANULARITY
            .iter()
            .filter_map(|(p, g)| self.phrase(i, p).map(|n| (*g, n)))
            .max_by_key(|(_, n)| *n)
    }

    fn comparator(&self, i: usize, weak: bool) -> Option<usize> {
        let mut k = self.any_phrase(i, STRONG_COMPARATORS).or_else(|| {
            if !weak {
                return None;
            }
            let k = self.any_phrase(i, WEAK_COMPARATORS)?;
            let after_change = i.checked_sub(1).is_some_and(|p| match self.tok(p) {
                Some(Tok::Word(w)) => CHANGE_WORDS.contains(&w.as_str()),
                Some(Tok::Amount) => true,
                _ => false,
            });
            (self.is(i, "than") || after_change).then_some(k)
        })?;
        if self.tok(k) == Some(&Tok::Dot) && matches!(self.word(i), Some("vs" | "v")) {
            k += 1;
        }
        // "v" alone is a comparator only as "v." or between two periods; require the dot.
        if self.is(i, "v") && self.tok(i + 1) != Some(&Tok::Dot) {
            return None;
        }
        Some(k)
    }

    /// A comparison rule, with its comparator if any.
    fn rule(&self, i: usize) -> Found<Rule> {
        let strong = self.comparator(i, false);
        let any = strong.or_else(|| self.comparator(i, true));
        let mut best: Found<Rule> = None;
        // Rules that stand on their own, with or without a comparator.
        for start in [Some(i), any].into_iter().flatten() {
            if let Some(n) = self.any_phrase(start, YOY_STANDALONE) {
                best = longer(best, Some((Rule::YearOverYear, n)));
            }
            best = longer(best, self.same_unit_a_year_ago(start));
            best = longer(best, self.previous_keyword(start));
        }
        if let Some(k) = any {
            if let Some(n) = self.any_phrase(k, YOY_AFTER_COMPARATOR) {
                best = longer(best, Some((Rule::YearOverYear, n)));
            }
            if let Some(n) = self.any_phrase(k, PERIOD_AFTER_COMPARATOR) {
                best = longer(best, Some((Rule::PreviousPeriod(None), n)));
            }
        }
        if let Some(k) = strong {
            best = longer(best, self.previous_unit(k));
            best = longer(best, self.same_period_in(k));
            best = longer(best, self.same_span_back(k));
        }
        best
    }

    /// "the same month last year", "the same week a year ago", "same quarter of the previous
    /// year": the primary period's counterpart one year earlier.
    fn same_unit_a_year_ago(&self, k: usize) -> Found<Rule> {
        let k = if self.is(k, "the") { k + 1 } else { k };
        let unit = matches!(
            self.word(k + 1),
            Some(
                "day"
                    | "days"
                    | "week"
                    | "weeks"
                    | "weekend"
                    | "month"
                    | "months"
                    | "quarter"
                    | "quarters"
            )
        );
        if !self.is(k, "same") || !unit {
            return None;
        }
        const YEAR_AGO: &[&[&str]] = &[
            &["last", "year"],
            &["a", "year", "ago"],
            &["one", "year", "ago"],
            &["of", "last", "year"],
            &["in", "last", "year"],
            &["the", "year", "before"],
            &["the", "previous", "year"],
            &["the", "prior", "year"],
            &["of", "the", "previous", "year"],
            &["in", "the", "previous", "year"],
            &["of", "the", "prior", "year"],
        ];
        let n = self.any_phrase(k + 2, YEAR_AGO)?;
        Some((Rule::YearOverYear, n))
    }

    /// "the same days last month", "same period the previous week", "the same dates of last
    /// quarter": the primary's days, one unit back.
    fn same_span_back(&self, k: usize) -> Found<Rule> {
        let k = if self.is(k, "the") { k + 1 } else { k };
        if !self.is(k, "same")
            || !matches!(
                self.word(k + 1),
                Some("period" | "time" | "days" | "dates" | "span")
            )
        {
            return None;
        }
        let mut n = k + 2;
        if matches!(self.word(n), Some("of" | "in")) {
            n += 1;
        }
        if self.is(n, "the") {
            n += 1;
        }
        if !matches!(self.word(n), Some("last" | "previous" | "prior")) {
            return None;
        }
        let g = match self.word(n + 1)? {
            "week" => Granularity::Week,
            "month" => Granularity::Month,
            "quarter" => Granularity::Quarter,
            _ => return None,
        };
        Some((Rule::SameSpanBack(g), n + 2))
    }

    /// "the same period in 2024", "same time 2024", "the same days of 2024".
    fn same_period_in(&self, k: usize) -> Found<Rule> {
        let k = if self.is(k, "the") { k + 1 } else { k };
        if !self.is(k, "same") || !matches!(self.word(k + 1), Some("period" | "time" | "days")) {
            return None;
        }
        let k = if matches!(self.word(k + 2), Some("in" | "of")) {
            k + 3
        } else {
            k + 2
        };
        let (y, n) = self.year_num(k)?;
        Some((Rule::SamePeriodIn(y), n))
    }

    /// "MoM", "week over week", "q/q".
    fn previous_keyword(&self, i: usize) -> Found<Rule> {
        let pp = |g| Rule::PreviousPeriod(Some(g));
        if self.is(i, "wow") {
            // "wow" is also an exclamation: only the mixed-case "WoW" counts.
            return (self.raw(i) == "WoW").then_some((pp(Granularity::Week), i + 1));
        }
        let table: &[(&[&str], Granularity)] = &[
            (&["mom"], Granularity::Month),
            (&["m", "/", "m"], Granularity::Month),
            (&["month", "over", "month"], Granularity::Month),
            (&["month", "on", "month"], Granularity::Month),
            (&["w", "/", "w"], Granularity::Week),
            (&["week", "over", "week"], Granularity::Week),
            (&["week", "on", "week"], Granularity::Week),
            (&["qoq"], Granularity::Quarter),
            (&["q", "/", "q"], Granularity::Quarter),
            (&["quarter", "over", "quarter"], Granularity::Quarter),
            (&["quarter", "on", "quarter"], Granularity::Quarter),
            (&["dod"], Granularity::Day),
            (&["d", "/", "d"], Granularity::Day),
            (&["day", "over", "day"], Granularity::Day),
        ];
        if self.is(i, "mom") && self.possessive(i) {
            return None;
        }
        table
            .iter()
            .filter_map(|(p, g)| self.phrase(i, p).map(|n| (pp(*g), n)))
            .max_by_key(|(_, n)| *n)
    }

    /// After a comparator: "the previous month", "the prior 30 days", "the week before".
    fn previous_unit(&self, k: usize) -> Found<Rule> {
        let k0 = if self.is(k, "the") { k + 1 } else { k };
        let rule_for = |g: Granularity| match g {
            Granularity::Year => Rule::YearOverYear,
            g => Rule::PreviousPeriod(Some(g)),
        };
        // "vs last month" names a month: an explicit period, classified later.
        if matches!(self.word(k0), Some("previous" | "prior" | "preceding")) {
            if let Some((g, n)) = self.unit(k0 + 1) {
                return Some((rule_for(g), n));
            }
            if let Some((_, n)) = self.number(k0 + 1, false) {
                if let Some((_, n2)) = self.unit(n) {
                    return Some((Rule::PreviousPeriod(None), n2));
                }
            }
        }
        if self.is(k, "the") {
            if let Some((g, n)) = self.unit(k0) {
                if self.is(n, "before") {
                    return Some((rule_for(g), n + 1));
                }
            }
        }
        // "the 7 days before", "the 4 weeks prior".
        if let Some((_, n)) = self.number(k0, false) {
            if let Some((_, n2)) = self.unit(n) {
                if matches!(self.word(n2), Some("before" | "prior" | "earlier")) {
                    return Some((Rule::PreviousPeriod(None), n2 + 1));
                }
            }
        }
        None
    }

    /// A comparator followed by a period: "vs March 2024".
    fn compare_to(&self, i: usize) -> Found<TimeExpr> {
        if let Some(found) = self.after_split(i) {
            return Some(found);
        }
        let k = self.comparator(i, false).or_else(|| {
            // "down 10% from last month", "higher than in March"; not "over": "grew over the
            // last 3 months" is a period.
            if matches!(self.word(i), Some("from" | "than")) {
                self.comparator(i, true)
            } else {
                None
            }
        })?;
        let k = if self.is(i, "than") && self.is(k, "in") {
            k + 1
        } else {
            k
        };
        self.time(k)
    }

    /// Any time expression.
    pub(crate) fn time(&self, i: usize) -> Found<TimeExpr> {
        if let Some(found) = self.times.borrow().get(&i) {
            return found.clone();
        }
        let found = self.time_uncached(i);
        self.times.borrow_mut().insert(i, found.clone());
        found
    }

    fn time_uncached(&self, i: usize) -> Found<TimeExpr> {
        let mut best = self.anchor(i).map(|(a, n)| (TimeExpr::Anchor(a), n));
        best = longer(best, self.since(i));
        best = longer(best, self.range(i));
        best
    }

    /// "since X", "since the start of the year", "from X onwards".
    fn since(&self, i: usize) -> Found<TimeExpr> {
        if self.is(i, "from") || self.is(i, "starting") {
            let k = if self.is(i, "starting") && self.is(i + 1, "from") {
                i + 2
            } else {
                i + 1
            };
            let (a, n) = self.anchor(k)?;
            if matches!(
                self.word(n),
                Some("onwards" | "onward" | "on" | "forward" | "forwards")
            ) {
                return Some((TimeExpr::Since(a), n + 1));
            }
            if self.is(i, "starting") {
                return Some((TimeExpr::Since(a), n));
            }
            return None;
        }
        if self.is(i, "before") {
            return self.before_and_after(i);
        }
        if self.is(i, "after") {
            // "after August 15": from the day after.
            let (a, n) = self.anchor(i + 1)?;
            let r = self
                .ctx
                .anchor(&a, "")
                .ok()
                .and_then(|(r, _)| dates::add_days(r.end, 1));
            return Some((
                TimeExpr::Since(Self::fixed(r.map(DateRange::day), ExpressionKind::Day)),
                n,
            ));
        }
        if !self.is(i, "since") {
            return None;
        }
        let k = i + 1;
        let start_of = self
            .any_phrase(
                k,
                &[
                    &["the", "start", "of"],
                    &["the", "beginning", "of"],
                    &["start", "of"],
                    &["beginning", "of"],
                ],
            )
            .unwrap_or(k);
        let mut best = self.anchor(start_of).map(|(a, n)| (TimeExpr::Since(a), n));
        if start_of > k {
            // "since the start of the year": the current unit.
            let u = if matches!(self.word(start_of), Some("the" | "this")) {
                start_of + 1
            } else {
                start_of
            };
            if let Some((g, n)) = self.unit(u) {
                let a = match dates::unit_of(g, self.today()) {
                    Some(r) => Anchor::Fixed(r, ExpressionKind::ToDate),
                    None => Anchor::Invalid("off the calendar"),
                };
                best = longer(best, Some((TimeExpr::Since(a), n)));
            }
        }
        best
    }

    /// "Before and after August 15": the first of two periods split at a day, from the first
    /// day of the data to the day before. Only "before" is taken here, so that "after X" stays
    /// an item of its own, the comparison ([`Parser::after_split`]); "before X" alone is not
    /// read (it was not before either).
    fn before_and_after(&self, i: usize) -> Found<TimeExpr> {
        let k = i + 1;
        if !(matches!(self.word(k), Some("and" | "vs" | "versus"))
            || self.tok(k) == Some(&Tok::Other))
            || !self.is(k + 1, "after")
        {
            return None;
        }
        let (a, _) = self.anchor(k + 2)?;
        let r = self
            .ctx
            .anchor(&a, "")
            .ok()
            .and_then(|(r, _)| dates::range(self.ctx.first_day, dates::add_days(r.start, -1)?));
        Some((
            TimeExpr::Anchor(Self::fixed(r, ExpressionKind::Range)),
            i + 1,
        ))
    }

    /// The "after X" of "before and after X": from X itself, the day the two periods are split
    /// at (a price change on Sept 1 is compared before Sept 1 and from Sept 1).
    fn after_split(&self, i: usize) -> Found<TimeExpr> {
        let before = i.checked_sub(2).is_some_and(|b| self.is(b, "before"));
        if !self.is(i, "after") || !before {
            return None;
        }
        let (a, n) = self.anchor(i + 1)?;
        let r = self.ctx.anchor(&a, "").ok().map(|(r, _)| r.start);
        Some((
            TimeExpr::Since(Self::fixed(r.map(DateRange::day), ExpressionKind::Day)),
            n,
        ))
    }

    /// "from A to B", "between A and B", "A-B", "A through B", "Nov 1-15".
    fn range(&self, i: usize) -> Found<TimeExpr> {
        let (between, k) = match self.word(i) {
            Some("from") => (false, i + 1),
            Some("between") => (true, i + 1),
            _ => (false, i),
        };
        if let Some(found) = self.day_range(i, k) {
            return Some(found);
        }
        let (a, n) = self.anchor(k)?;
        // "compare this week to last week": after "compare", "to" compares.
        let comparing = k == i
            && self.is(n, "to")
            && (0..i).any(|p| matches!(self.word(p), Some("compare" | "comparing" | "compares")));
        if comparing {
            return None;
        }
        let sep = match self.tok(n) {
            Some(Tok::Dash) => n + 1,
            Some(Tok::Word(w)) => match w.as_str() {
                "to" | "through" | "until" | "till" => n + 1,
                "and" if between => n + 1,
                _ => return None,
            },
            _ => return None,
        };
        // "Nov 1-15": the end is a day of the same month, the year after it is shared.
        if let Anchor::Yearly {
            what: Yearly::MonthDay(m, _),
            year: None,
            pick,
        } = a
        {
            if let Some((d2, after)) = self.day_num(sep) {
                if self.month_at(after).is_none() {
                    let (year, end) = match self.year_mod(after) {
                        Some((y, e)) => (Some(y), e),
                        None => (None, after),
                    };
                    let b = Anchor::Yearly {
                        what: Yearly::MonthDay(m, d2),
                        year,
                        pick,
                    };
                    return Some((TimeExpr::Range(a, b), end));
                }
            }
        }
        let now = matches!(self.word(sep), Some("now" | "present" | "date" | "today")).then(|| {
            (
                Anchor::Fixed(DateRange::day(self.today()), ExpressionKind::Day),
                sep + 1,
            )
        });
        let (b, end) = longer(now, self.anchor(sep))?;
        Some((TimeExpr::Range(a, b), end))
    }

    /// "from the 1st to the 15th of November", "1st-15th Nov": the month and year written once,
    /// at the end.
    fn day_range(&self, i: usize, k: usize) -> Found<TimeExpr> {
        let k1 = if self.is(k, "the") { k + 1 } else { k };
        let (d1, n) = self.day_num(k1)?;
        let ordinal = matches!(self.tok(k1), Some(Tok::Ordinal(_)));
        if !(ordinal || k > i) || self.month_at(n).is_some() || self.is(n, "of") {
            return None;
        }
        let sep = match self.tok(n) {
            Some(Tok::Dash) => n + 1,
            Some(Tok::Word(w)) if matches!(w.as_str(), "to" | "through" | "until" | "till") => {
                n + 1
            }
            Some(Tok::Word(w)) if w == "and" && self.is(i, "between") => n + 1,
            _ => return None,
        };
        let (b, end) = self.anchor(sep)?;
        let Anchor::Yearly {
            what: Yearly::MonthDay(m, _),
            year,
            pick,
        } = b
        else {
            return None;
        };
        let a = Anchor::Yearly {
            what: Yearly::MonthDay(m, d1),
            year,
            pick,
        };
        Some((TimeExpr::Range(a, b), end))
    }

    /// One period: the longest of every form, with or without a leading "the".
    fn anchor(&self, i: usize) -> Found<Anchor> {
        if let Some(found) = self.anchors.borrow().get(&i) {
            return found.clone();
        }
        let mut best = self.anchor_core(i);
        if self.is(i, "the") {
            best = longer(best, self.anchor_core(i + 1));
        }
        self.anchors.borrow_mut().insert(i, best.clone());
        best
    }

    fn anchor_core(&self, i: usize) -> Found<Anchor> {
        let mut best = self.simple(i);
        best = longer(best, self.to_date(i));
        best = longer(best, self.relative(i));
        best = longer(best, self.rolling(i));
        best = longer(best, self.ago(i));
        best = longer(best, self.weekend(i));
        best = longer(best, self.weekday(i));
        best = longer(best, self.week_of(i));
        best = longer(best, self.yearly(i));
        best = longer(best, self.offset(i));
        best
    }

    /// A day counted from another period: "the day before Black Friday", "2 days after Prime
    /// Day", "three days before 2025-11-28". Before counts back from the period's first day,
    /// after forward from its last. Without this form the period itself was taken and the
    /// offset dropped, so "the day before Black Friday" was answered with Black Friday.
    fn offset(&self, i: usize) -> Found<Anchor> {
        let (n, k) = match self.number(i, true) {
            Some((n, k)) => (n, k),
            None => (1, i),
        };
        if !matches!(self.word(k), Some("day" | "days")) {
            return None;
        }
        let dir: i64 = match self.word(k + 1)? {
            "before" | "prior" | "ahead" => -1,
            "after" | "following" => 1,
            _ => return None,
        };
        // "ahead of", "prior to".
        let mut b = k + 2;
        if matches!(self.word(b), Some("of" | "to")) {
            b += 1;
        }
        let (base, end) = self.anchor(b)?;
        // Relative words ("yesterday") are already days; an offset from them is "the day
        // before yesterday", which `simple` reads.
        let r = self.ctx.anchor(&base, "").ok().map(|(r, _)| r);
        // "the 7 days before Black Friday" is a window of days; "2 days before Cyber Monday"
        // is one day.
        let window = n > 1 && i > 0 && self.is(i - 1, "the");
        let n = i64::from(n);
        let found = r.and_then(|r| {
            let from = if dir < 0 { r.start } else { r.end };
            let far = dates::add_days(from, dir * n)?;
            if window {
                let near = dates::add_days(from, dir)?;
                dates::range(far.min(near), far.max(near))
            } else {
                Some(DateRange::day(far))
            }
        });
        let kind = if window {
            ExpressionKind::Range
        } else {
            ExpressionKind::Day
        };
        Some((Self::fixed(found, kind), end))
    }

    fn fixed(r: Option<DateRange>, kind: ExpressionKind) -> Anchor {
        match r {
            Some(r) => Anchor::Fixed(r, kind),
            None => Anchor::Invalid("too far from today"),
        }
    }

    /// today, yesterday, written dates, bare years.
    fn simple(&self, i: usize) -> Found<Anchor> {
        let t = self.today();
        let day = |d: Option<NaiveDate>| Self::fixed(d.map(DateRange::day), ExpressionKind::Day);
        match self.tok(i)? {
            Tok::Date { date, .. } => return Some((day(Some(*date)), i + 1)),
            Tok::YearMonth(y, m) => {
                return Some((
                    Anchor::Yearly {
                        what: Yearly::Month(*m),
                        year: Some(*y),
                        pick: Pick::Recent,
                    },
                    i + 1,
                ))
            }
            Tok::Num { .. } => {
                let (y, n) = self.year_num(i)?;
                let ytd = self
                    .phrase(n, &["ytd"])
                    .or_else(|| self.phrase(n, &["year", "to", "date"]));
                if let Some(end) = ytd {
                    // "2024 YTD": 2024 up to the same day of the year as today.
                    let r = self
                        .today()
                        .year()
                        .checked_sub(y)
                        .filter(|k| *k >= 0)
                        .and_then(|k| dates::years_earlier(t, k))
                        .and_then(|e| dates::range(dates::ymd(y, 1, 1)?, e));
                    return Some((Self::fixed(r, ExpressionKind::ToDate), end));
                }
                if self.word(n).is_some_and(|w| COUNT_NOUNS.contains(&w)) {
                    return None;
                }
                return Some((Anchor::Year(y), n));
            }
            _ => {}
        }
        if let Some(n) = self.phrase(i, &["day", "before", "yesterday"]) {
            return Some((day(dates::add_days(t, -2)), n));
        }
        match self.word(i)? {
            "today" => Some((day(Some(t)), i + 1)),
            "yesterday" => Some((day(dates::add_days(t, -1)), i + 1)),
            "tomorrow" => Some((day(dates::add_days(t, 1)), i + 1)),
            _ => None,
        }
    }

    /// YTD, "month to date", "so far this year", "this quarter so far".
    fn to_date(&self, i: usize) -> Found<Anchor> {
        let unit_word = |w: &str| match w {
            "year" => Some(Granularity::Year),
            "quarter" => Some(Granularity::Quarter),
            "month" => Some(Granularity::Month),
            "week" => Some(Granularity::Week),
            _ => None,
        };
        let found = match self.word(i)? {
            "ytd" => Some((Granularity::Year, i + 1)),
            "qtd" => Some((Granularity::Quarter, i + 1)),
            "mtd" => Some((Granularity::Month, i + 1)),
            "wtd" => Some((Granularity::Week, i + 1)),
            w => {
                let mut f = None;
                if let Some(g) = unit_word(w) {
                    f = self.phrase(i, &[w, "to", "date"]).map(|n| (g, n));
                }
                if let Some(k) = self.phrase(i, &["so", "far", "this"]) {
                    if let Some(g) = self.word(k).and_then(unit_word) {
                        f = Some((g, k + 1));
                    }
                }
                if matches!(w, "this" | "current") {
                    if let Some(g) = self.word(i + 1).and_then(unit_word) {
                        if let Some(n) = self
                            .phrase(i + 2, &["so", "far"])
                            .or_else(|| self.phrase(i + 2, &["to", "date"]))
                        {
                            f = Some((g, n));
                        }
                    }
                }
                f
            }
        };
        let (g, n) = found?;
        let t = self.today();
        let r = dates::unit_of(g, t).and_then(|u| dates::range(u.start, t));
        Some((Self::fixed(r, ExpressionKind::ToDate), n))
    }

    /// this/last/next week, month, quarter, year; "the week before last"; "this month last
    /// year".
    fn relative(&self, i: usize) -> Found<Anchor> {
        let t = self.today();
        if let Some((g, n)) = self.unit(i) {
            if let Some(n2) = self.phrase(n, &["before", "last"]) {
                return Some((Self::fixed(dates::unit_shift(g, t, -2), unit_kind(g)), n2));
            }
        }
        let (off, k) = if let Some(k) = self.phrase(i, &["this", "past"]) {
            (-1, k)
        } else {
            match self.word(i)? {
                "this" | "current" => (0, i + 1),
                "last" | "previous" | "prior" | "past" | "preceding" => (-1, i + 1),
                "next" | "coming" | "upcoming" | "following" => (1, i + 1),
                _ => return None,
            }
        };
        let k = self.skip_dash(k);
        let (g, n) = self.unit(k)?;
        if matches!(
            self.word(k),
            Some("days" | "weeks" | "months" | "quarters" | "years")
        ) {
            // "last months" is not a period; "last 3 months" is handled by `rolling`.
            return None;
        }
        if g == Granularity::Day && off == 0 {
            return None;
        }
        if g == Granularity::Year && self.trailing_year(i) {
            return None;
        }
        if off == 0 && g != Granularity::Year {
            let k2 = if matches!(self.word(n), Some("of")) || self.tok(n) == Some(&Tok::Comma) {
                n + 1
            } else {
                n
            };
            if let Some(n2) = self
                .phrase(k2, &["last", "year"])
                .or_else(|| self.phrase(k2, &["a", "year", "ago"]))
            {
                let r = dates::years_earlier(t, 1).and_then(|d| dates::unit_of(g, d));
                return Some((Self::fixed(r, unit_kind(g)), n2));
            }
        }
        Some((Self::fixed(dates::unit_shift(g, t, off), unit_kind(g)), n))
    }

    /// "the last year", "the past year", "past year", "this past year": the twelve complete
    /// months before this one (people mean a trailing year); "last year" alone is the calendar
    /// year.
    fn trailing_year(&self, i: usize) -> bool {
        let the_before = i.checked_sub(1).is_some_and(|p| self.is(p, "the"));
        match self.word(i) {
            Some("last") => the_before,
            Some("past") => true,
            Some("this") => self.is(i + 1, "past"),
            _ => false,
        }
    }

    /// The last/past/next N days, weeks, months, quarters, years; "L30D"; "the past year".
    fn rolling(&self, i: usize) -> Found<Anchor> {
        if let Some(w) = self.word(i) {
            if let Some(num) = w.strip_prefix('l').and_then(|r| r.strip_suffix('d')) {
                if let Ok(n) = num.parse::<u32>() {
                    if (1..=100_000).contains(&n) {
                        return Some((self.rolling_range(-1, n, Granularity::Day), i + 1));
                    }
                }
            }
        }
        let (dir, k) = if let Some(k) = self.phrase(i, &["this", "past"]) {
            (-1, k)
        } else {
            match self.word(i)? {
                "last" | "past" | "previous" | "prior" | "trailing" | "rolling" | "preceding" => {
                    (-1, i + 1)
                }
                "next" | "coming" | "upcoming" | "following" => (1, i + 1),
                _ => return None,
            }
        };
        if dir < 0 && self.trailing_year(i) && self.is(k, "year") {
            return Some((self.rolling_range(dir, 1, Granularity::Year), k + 1));
        }
        let (n, k2) = self.number(self.skip_dash(k), false)?;
        let k2 = self.skip_dash(k2);
        if matches!(self.word(k2), Some("hour" | "hours")) {
            // Data is daily: the last N hours are the complete days that hold them.
            let days = n.div_ceil(24).max(1);
            return Some((self.rolling_range(dir, days, Granularity::Day), k2 + 1));
        }
        let (g, k3) = self.unit(k2)?;
        if !(1..=100_000).contains(&n) {
            return Some((
                Anchor::Invalid("the count must be between 1 and 100000"),
                k3,
            ));
        }
        Some((self.rolling_range(dir, n, g), k3))
    }

    fn rolling_range(&self, dir: i64, n: u32, g: Granularity) -> Anchor {
        let t = self.today();
        let n = i64::from(n);
        let r = match (dir < 0, g) {
            (true, Granularity::Day) => dates::add_days(t, -n)
                .zip(dates::add_days(t, -1))
                .and_then(|(s, e)| dates::range(s, e)),
            (false, Granularity::Day) => dates::add_days(t, 1)
                .zip(dates::add_days(t, n))
                .and_then(|(s, e)| dates::range(s, e)),
            // N years are 12N complete months: "the last 2 years" on 2025-12-10 keeps 2025.
            (true, Granularity::Year) => {
                dates::units_before(Granularity::Month, t, n.saturating_mul(12))
            }
            (false, Granularity::Year) => {
                dates::units_after(Granularity::Month, t, n.saturating_mul(12))
            }
            (true, g) => dates::units_before(g, t, n),
            (false, g) => dates::units_after(g, t, n),
        };
        Self::fixed(r, ExpressionKind::Rolling)
    }

    /// "3 days ago", "a week ago", "two months back".
    fn ago(&self, i: usize) -> Found<Anchor> {
        let (n, k) = self.number(i, true)?;
        let (g, k2) = self.unit(k)?;
        if !matches!(self.word(k2), Some("ago" | "back")) {
            return None;
        }
        let r = dates::unit_shift(g, self.today(), -i64::from(n));
        Some((Self::fixed(r, unit_kind(g)), k2 + 1))
    }

    /// "last weekend": Saturday and Sunday.
    fn weekend(&self, i: usize) -> Found<Anchor> {
        if self.is(i, "the") && self.is(i + 1, "weekend") {
            // "over the weekend": the one under way, else the last one.
            let off = if self.today().weekday().num_days_from_monday() >= 5 {
                0
            } else {
                -1
            };
            let r = dates::week_start(self.today())
                .and_then(|ws| dates::add_days(ws, 7 * off + 5))
                .and_then(|s| dates::range(s, dates::add_days(s, 1)?));
            return Some((Self::fixed(r, ExpressionKind::Range), i + 2));
        }
        let off = match self.word(i)? {
            "last" | "past" | "previous" => -1,
            "this" => 0,
            "next" | "coming" => 1,
            _ => return None,
        };
        if !self.is(i + 1, "weekend") {
            return None;
        }
        let r = dates::week_start(self.today())
            .and_then(|ws| dates::add_days(ws, 7 * off + 5))
            .and_then(|s| dates::range(s, dates::add_days(s, 1)?));
        Some((Self::fixed(r, ExpressionKind::Range), i + 2))
    }

    /// "last Friday", "this Monday", "on Tuesday", "next Sunday".
    fn weekday(&self, i: usize) -> Found<Anchor> {
        let prefix = self.word(i)?;
        if !matches!(
            prefix,
            "last" | "past" | "previous" | "this" | "next" | "coming" | "on"
        ) {
            return None;
        }
        let w = self.word(i + 1)?;
        let target = WEEKDAYS.iter().find(|(n, _)| *n == w)?.1;
        let t = self.today();
        let today_wd = i64::from(t.weekday().num_days_from_monday());
        let target_wd = i64::from(target.num_days_from_monday());
        let back = (today_wd - target_wd).rem_euclid(7);
        let d = match prefix {
            "last" | "past" | "previous" => dates::add_days(t, -(if back == 0 { 7 } else { back })),
            "on" => dates::add_days(t, -back),
            "this" => dates::week_start(t).and_then(|ws| dates::add_days(ws, target_wd)),
            _ => {
                let fwd = (target_wd - today_wd).rem_euclid(7);
                dates::add_days(t, if fwd == 0 { 7 } else { fwd })
            }
        };
        Some((
            Self::fixed(d.map(DateRange::day), ExpressionKind::Day),
            i + 2,
        ))
    }

    /// "the week of Nov 24", "Black Friday week": the Monday..Sunday week of a day or event.
    /// "The first/last week of March": days 1-7 / the last seven days of the month.
    fn week_of(&self, i: usize) -> Found<Anchor> {
        if let Some(found) = self.nth_week_of(i) {
            return Some(found);
        }
        let (a, n) = if self.phrase(i, &["week", "of"]).is_some() {
            let (a, n) = self.yearly(i + 2).or_else(|| self.simple(i + 2))?;
            (a, n)
        } else {
            let (a, n) = self.yearly(i)?;
            if !self.is(n, "week") {
                return None;
            }
            (a, n + 1)
        };
        let resolved = self.ctx.anchor(&a, "").ok();
        if resolved.is_some_and(|(_, k)| !matches!(k, ExpressionKind::Day | ExpressionKind::Event))
        {
            // "the week of October" is not one week.
            return None;
        }
        let r = resolved.and_then(|(r, _)| dates::week(r.start));
        Some((Self::fixed(r, ExpressionKind::Week), n))
    }

    fn nth_week_of(&self, i: usize) -> Found<Anchor> {
        let nth = if self.is(i, "last") {
            0
        } else {
            self.ordinal(i).filter(|n| (1..=4).contains(n))?
        };
        let k = self.phrase(i + 1, &["week", "of"])?;
        let (a, n) = self.yearly(k)?;
        let Anchor::Yearly {
            what: Yearly::Month(_),
            ..
        } = a
        else {
            return None;
        };
        let r = self.ctx.anchor(&a, "").ok().and_then(|(m, _)| {
            let start = if nth == 0 {
                dates::add_days(m.end, -6)?
            } else {
                dates::add_days(m.start, 7 * i64::from(nth - 1))?
            };
            dates::range(start, dates::add_days(start, 6)?.min(m.end))
        });
        Some((Self::fixed(r, ExpressionKind::Range), n))
    }

    /// Months, days of months, quarters, halves and events, with their year if written.
    fn yearly(&self, i: usize) -> Found<Anchor> {
        let y0 = self.today().year();
        // Year-first forms: "2024 Q3", "2024-Q3", "2024's Black Friday".
        let year_first = self.year_num(i).and_then(|(y, n)| {
            if matches!(self.tok(i), Some(Tok::ShortYear(_))) {
                return None;
            }
            let k = if self.tok(n) == Some(&Tok::Dash) {
                n + 1
            } else {
                n
            };
            let (what, end) = self.yearly_core(k)?;
            if !matches!(what, Yearly::Quarter(_) | Yearly::Half(_)) && !self.possessive(i) {
                return None;
            }
            Some((
                Anchor::Yearly {
                    what,
                    year: Some(y),
                    pick: Pick::Recent,
                },
                end,
            ))
        });
        // Prefixes: "last year's", "this year's", "last", "this", "next".
        let mut prefixes: Vec<(Pick, Option<i32>, usize)> = vec![(Pick::Recent, None, i)];
        for (w, off) in [("last", -1), ("this", 0), ("next", 1)] {
            if self.is(i, w) && self.is(i + 1, "year") && self.possessive(i + 1) {
                prefixes.push((Pick::Recent, Some(y0 + off), i + 2));
            }
        }
        match self.word(i) {
            Some("last" | "past" | "previous") => prefixes.push((Pick::Last, None, i + 1)),
            Some("this") => prefixes.push((Pick::Recent, Some(y0), i + 1)),
            Some("next" | "coming" | "upcoming") => prefixes.push((Pick::Next, None, i + 1)),
            _ => {}
        }
        let mut best = year_first;
        for (pick, pre_year, k) in prefixes {
            let Some((what, n)) = self.yearly_core(k) else {
                continue;
            };
            let (year, end) = match pre_year {
                Some(y) => (Some(y), n),
                None => match self.year_mod(n) {
                    Some((y, e)) => (Some(y), e),
                    None => (None, n),
                },
            };
            best = longer(best, Some((Anchor::Yearly { what, year, pick }, end)));
        }
        best
    }

    fn yearly_core(&self, i: usize) -> Found<Yearly> {
        if let Some(found) = self.yearlies.borrow().get(&i) {
            return *found;
        }
        let found = self.yearly_core_uncached(i);
        self.yearlies.borrow_mut().insert(i, found);
        found
    }

    fn yearly_core_uncached(&self, i: usize) -> Found<Yearly> {
        let mut best = self.month_core(i);
        best = longer(best, self.quarter_core(i));
        best = longer(best, self.half_core(i));
        best = longer(best, self.event_core(i));
        best
    }

    fn month_core(&self, i: usize) -> Found<Yearly> {
        // "March", "Mar. 3", "March 3rd".
        let a = self.month_at(i).map(|m| {
            let mut k = i + 1;
            if self.tok(k) == Some(&Tok::Dot) {
                k += 1;
            }
            match self.day_num(k) {
                // "March 3 days" is not a date.
                Some((d, n)) if self.unit(n).is_none() => (Yearly::MonthDay(m, d), n),
                _ => (Yearly::Month(m), i + 1),
            }
        });
        // "3 March", "3rd of March", "28th Nov".
        let b = self.day_num(i).and_then(|(d, n)| {
            if let Tok::Num { .. } = self.tok(i)? {
                let prev = i.checked_sub(1).and_then(|p| self.word(p));
                if prev.is_some_and(|w| COUNT_WORDS.contains(&w)) {
                    return None;
                }
            }
            let k = if self.is(n, "of") { n + 1 } else { n };
            let m = self.month_at(k)?;
            let mut end = k + 1;
            if self.tok(end) == Some(&Tok::Dot) {
                end += 1;
            }
            Some((Yearly::MonthDay(m, d), end))
        });
        // "on 12/5", "since 9/1": month/day without a year, only after a preposition (a bare
        // "1/2" is a fraction).
        let after_preposition = i.checked_sub(1).is_some_and(|p| {
            matches!(
                self.word(p),
                Some(
                    "on" | "since"
                        | "from"
                        | "between"
                        | "and"
                        | "to"
                        | "until"
                        | "till"
                        | "through"
                        | "before"
                        | "after"
                        | "vs"
                )
            )
        });
        let c = match (self.tok(i), self.tok(i + 1), self.tok(i + 2)) {
            (
                Some(Tok::Num {
                    value: m,
                    digits: 1 | 2,
                }),
                Some(Tok::Slash),
                Some(Tok::Num {
                    value: dd,
                    digits: 1 | 2,
                }),
            ) if after_preposition
                && (1..=12).contains(m)
                && (1..=31).contains(dd)
                && self.tok(i + 3) != Some(&Tok::Slash) =>
            {
                Some((Yearly::MonthDay(*m, *dd), i + 3))
            }
            _ => None,
        };
        longer(longer(a, b), c)
    }

    fn ordinal(&self, i: usize) -> Option<u32> {
        match self.tok(i)? {
            Tok::Ordinal(v) => Some(*v),
            Tok::Word(w) => match w.as_str() {
                "first" => Some(1),
                "second" => Some(2),
                "third" => Some(3),
                "fourth" => Some(4),
                _ => None,
            },
            _ => None,
        }
    }

    /// After "the first quarter"/"the second half": "of the month" means something else.
    fn not_of_something_else(&self, n: usize) -> bool {
        !self.is(n, "of") || self.year_mod(n).is_some()
    }

    fn quarter_core(&self, i: usize) -> Found<Yearly> {
        let w = self.word(i);
        if let Some(q) = w
            .and_then(|w| w.strip_prefix('q'))
            .and_then(|d| d.parse::<u32>().ok())
            .filter(|q| (1..=4).contains(q))
        {
            return Some((Yearly::Quarter(q), i + 1));
        }
        if w == Some("q") {
            if let Some(Tok::Num { value, .. }) = self.tok(i + 1) {
                if (1..=4).contains(value) {
                    return Some((Yearly::Quarter(*value), i + 2));
                }
            }
        }
        if w == Some("quarter") {
            if let Some(Tok::Num { value, digits: 1 }) = self.tok(i + 1) {
                if (1..=4).contains(value) {
                    return Some((Yearly::Quarter(*value), i + 2));
                }
            }
        }
        // "third quarter", "3rd quarter", "the last quarter of 2024".
        let q = match w {
            Some("last") => {
                if self.is(i + 1, "quarter")
                    && self.is(i + 2, "of")
                    && self.year_mod(i + 2).is_some()
                {
                    return Some((Yearly::Quarter(4), i + 2));
                }
                return None;
            }
            _ => self.ordinal(i).filter(|q| (1..=4).contains(q))?,
        };
        if !self.is(i + 1, "quarter") || !self.not_of_something_else(i + 2) {
            return None;
        }
        Some((Yearly::Quarter(q), i + 2))
    }

    fn half_core(&self, i: usize) -> Found<Yearly> {
        match self.word(i) {
            Some("h1") => return Some((Yearly::Half(1), i + 1)),
            Some("h2") => return Some((Yearly::Half(2), i + 1)),
            _ => {}
        }
        let h = self.ordinal(i).filter(|h| (1..=2).contains(h))?;
        if !self.is(i + 1, "half") || !self.not_of_something_else(i + 2) {
            return None;
        }
        Some((Yearly::Half(h), i + 2))
    }

    fn event_core(&self, i: usize) -> Found<Yearly> {
        self.word(i)?;
        self.events
            .iter()
            .find_map(|(words, ix)| self.event_phrase(i, words).map(|n| (Yearly::Event(*ix), n)))
    }

    /// Like [`Parser::phrase`], for calendar names: a word matches its normalised form or, as
    /// written, ignoring case.
    fn event_phrase(&self, i: usize, words: &[String]) -> Option<usize> {
        let mut k = i;
        for (n, w) in words.iter().enumerate() {
            if n > 0 && self.tok(k) == Some(&Tok::Dash) {
                k += 1;
            }
            let raw = self.raw(k);
            let raw = if self.possessive(k) {
                ["'s", "'S", "’s", "’S"]
                    .iter()
                    .find_map(|p| raw.strip_suffix(p))
                    .unwrap_or(raw)
            } else {
                raw
            };
            let same = self.is(k, w)
                || raw.eq_ignore_ascii_case(w)
                || (!raw.is_ascii() && raw.to_lowercase() == *w);
            if !same {
                return None;
            }
            k += 1;
        }
        Some(k)
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
