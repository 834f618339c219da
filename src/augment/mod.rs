//! # Augment: the temporal resolver
//!
//! **Takes** a question, the clock's `today`, the [`DataSpan`] the seller's data covers, and the
//! [`EventCalendar`] (`calendar/events.yaml`). **Gives** a [`Resolution`]: the question rewritten
//! with explicit ISO dates after every time expression ("sales last week (2025-12-01 to
//! 2025-12-07)"), the resolved ranges as structured [`TimeSlots`] (primary range, comparison
//! range and kind, breakdown granularity, every matched expression with its byte span), and
//! whether the data covers the primary range ([`Coverage`]).
//!
//! **Guarantees**
//! - Deterministic: no language model, no system clock; the same inputs give the same output.
//! - Total: any input (empty, Unicode, nonsense, absurd numbers) gives a `Resolution`; nothing
//!   panics, every date computation is checked and an expression that cannot be resolved is
//!   dropped with a note instead.
//! - Honest coverage: a range after the data's end is clipped and says so; a primary range wholly
//!   outside the data is [`Coverage::NoData`] with a message, never an invitation to show zeros.
//! - Every range it returns starts on or before the day it ends.
//!
//! ## Conventions
//! `DATA.md` fixes weeks (Monday..Sunday), "last week", "this month", "last month", calendar
//! quarters and "year over year". Where it is silent, these are the decisions:
//! - **Rolling windows end yesterday.** "The last/past N days" are the N complete days before
//!   today (on 2025-12-10, "the last 7 days" is 2025-12-03..2025-12-09): today is never complete.
//!   "The last N weeks/months/quarters" are the N complete calendar units before the current
//!   one, so "the last 1 week" is "last week" and "the last 12 months" on 2025-12-10 is
//!   2024-12-01..2025-11-30. "The last N years" are 12·N complete months (a trailing year, so
//!   that "the last 2 years" keeps 2025), and so are "the past year" and "the last year" with
//!   an article; "last year" alone is the previous calendar year. "Past" means the same as
//!   "last". Hours round up to whole days ("the last 24 hours" is yesterday): the data is daily.
//! - **"To date" and "since" run through today** (year/quarter/month/week to date, "since Black
//!   Friday"); the coverage step then clips them to the data, with a note. "After X" starts the
//!   day after X. "2024 YTD" runs to the same day of 2024 as today.
//! - **Sub-month pieces**: "the first/second/third/fourth week of March" are days 1-7, 8-14,
//!   15-21, 22-28, and "the last week of March" its last seven days (not Monday..Sunday weeks:
//!   the month bounds them); "the week of Nov 24" and "Black Friday week" are the Monday..Sunday
//!   week of that day; "last weekend" is Saturday and Sunday, "the weekend" the one under way or
//!   else the last.
//! - **Calendar units are whole before clipping**: "this month" asks for all of December and is
//!   clipped to 2025-12-01..2025-12-09.
//! - **A month, quarter, half or event without a year** is the most recent one that has started
//!   ("in March" on 2025-12-10 is March 2025; "Q4" is Q4 2025, clipped); "last March" is the most
//!   recent one that has *ended*; "next March" the first one that starts after today; "this
//!   March" the one in this year. **A day without a year** ("since March 3") is the most recent
//!   one on or before today, except a day of the month under way, which is that month's as the
//!   month itself is ("the week of December 15th" on December 10 is this December's). Slashed dates are US month/day/year unless the first number cannot
//!   be a month.
//! - **Ranges without years** ("from June to August") anchor the start by the rule above and
//!   put the end on or after it; a year on either side is shared ("June-August 2025"). Periods
//!   listed back to back ("Jan, Feb and Mar", "Q3 and Q4 2024") are one primary range.
//! - **Year over year** is the same calendar span one year earlier: each end keeps its month and
//!   day, Feb 29 becomes Feb 28, and a range of whole months stays whole months (February 2025
//!   compares with all 29 days of February 2024). So the two lengths are equal unless one of
//!   the ranges contains a Feb 29, and then they differ by one day. An event ("Black Friday vs
//!   last year") compares with the same event's previous occurrence instead, because events move.
//! - **Previous period** is the immediately preceding range of the same length, or, for whole
//!   calendar months (quarters, years), the same number of whole months just before; it always
//!   ends the day before the primary starts.
//! - **Derived comparisons use the primary as clipped**, so "this year vs last year" compares
//!   2025-01-01..2025-12-09 with 2024-01-01..2024-12-09, like for like. A comparison range the
//!   question names itself is kept as named, and a note says when the two are not like for like.
//! - A comparison the question names is classified: `year_over_year` when it equals the year-
//!   over-year range of the (clipped) primary, `previous_period` when it equals its previous
//!   period, `explicit` otherwise. Two to-date periods ("2025 YTD vs 2024 YTD") are cut on the
//!   same day, so they stay like for like when the data has no today yet. "Vs the same period
//!   in 2024" moves the primary's span to 2024.
//! - "MoM", "WoW", "QoQ" and "vs the previous month" also set the granularity to that unit;
//!   words asking for a trend ("trend", "over time", "chart") with no breakdown named get one
//!   that suits the period's length (up to 31 days: day; up to 190: week; up to 1100: month;
//!   beyond: quarter), with a note.
//! - When the primary range is wholly outside the data, `slots.primary` still holds the
//!   requested range (so the answer can say what was asked) and `coverage` is `no_data`: the
//!   caller must check `coverage` before querying. A comparison wholly outside the data is left
//!   out of `slots.comparison` and reported in `notes` and `comparison_coverage`.
//! - **Offsets from a period**: "the day before Black Friday" and "2 days after Prime Day" are
//!   one day, counted back from the period's first day or on from its last; "the 7 days before
//!   Black Friday" (with "the" and more than one day) is the window of those days.
//! - **"Before and after X"** is two periods split at X: from the first day of the data to the
//!   day before X, compared with X through today (X belongs to "after": a change on Sept 1 is
//!   compared before Sept 1 and from Sept 1). "After X" alone still starts the day after X.
//! - **"The same days last month"** (week, quarter; "same period", "same dates") is the
//!   primary's days one unit back, day for day (clamped to the month's end): December 1-9
//!   compares with November 1-9, not with all of November.
//! - **A yearless period compared with one of a written year** takes that year ("first half vs
//!   second half of 2024", "Jan vs Feb 2025"), unless both name the same period ("November vs
//!   November 2024" compares the most recent November with 2024's).
//! - The first time expression that is not a comparison is the primary; later ones are kept in
//!   `expressions` (role `ignored`) with a note.

pub mod calendar;
mod dates;
mod lexer;
/// A time word's canonical spelling ("wk" → "week", "mnth" → "month"): the planner reads its
/// period nouns ("best wk of nov") with the resolver's table of abbreviations and typos.
pub(crate) use lexer::normalize as time_word;
mod parse;
mod resolver;
mod week_readings;
mod weekday_filter;

use std::fmt;

use chrono::NaiveDate;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub use calendar::{load, CalendarEvent, EventCalendar};
pub use resolver::comparison_range;
pub use weekday_filter::{weekday_filter, WeekdayFilter};

/// Problems of the resolver's own types. The resolver itself never fails; these come from
/// constructing a value by hand, and their messages become `notes` when a question asks for
/// something that cannot be resolved.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AugmentError {
    /// A range whose start is after its end.
    #[error("the range starts on {start}, after it ends on {end}")]
    InvertedRange {
        /// The first day.
        start: NaiveDate,
        /// The last day.
        end: NaiveDate,
    },
    /// A written date that is not on the calendar ("2025-02-30").
    #[error("'{text}' is not a valid date")]
    InvalidDate {
        /// The text as written.
        text: String,
    },
    /// An event the calendar has no occurrence of in the year asked for.
    #[error("{event} {year} is not in the event calendar (calendar/events.yaml)")]
    EventNotInYear {
        /// The event's name.
        event: String,
        /// The year asked for.
        year: i32,
    },
    /// An event the calendar has no occurrence of that fits the question ("next Prime Day").
    #[error("the event calendar has no {event} that fits '{text}'")]
    EventNotFound {
        /// The event's name.
        event: String,
        /// The text as written.
        text: String,
    },
    /// An expression that cannot be placed on the calendar (out of chrono's range, or a range
    /// that would end before it starts).
    #[error("'{text}' cannot be resolved to dates: {reason}")]
    Unresolvable {
        /// The text as written.
        text: String,
        /// Why.
        reason: &'static str,
    },
}

/// The days the seller's data covers, inclusive (the demo: 2024-01-01..2025-12-09).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DataSpan {
    /// The first day with data.
    pub start: NaiveDate,
    /// The last day with data.
    pub end: NaiveDate,
}

impl DataSpan {
    /// The span as a range.
    pub fn range(&self) -> DateRange {
        DateRange {
            start: self.start,
            end: self.end,
        }
    }
}

/// An inclusive range of days, serialized as ISO dates (`{"start": "2025-12-01", "end":
/// "2025-12-07"}`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DateRange {
    /// The first day, included.
    pub start: NaiveDate,
    /// The last day, included.
    pub end: NaiveDate,
}

impl DateRange {
    /// A range, checked: the start must not be after the end.
    pub fn new(start: NaiveDate, end: NaiveDate) -> Result<DateRange, AugmentError> {
        if start > end {
            Err(AugmentError::InvertedRange { start, end })
        } else {
            Ok(DateRange { start, end })
        }
    }

    /// One day.
    pub fn day(d: NaiveDate) -> DateRange {
        DateRange { start: d, end: d }
    }

    /// Number of days, both ends included (0 for an inverted range).
    pub fn days(&self) -> i64 {
        ((self.end - self.start).num_days() + 1).max(0)
    }

    /// True when `d` is inside.
    pub fn contains(&self, d: NaiveDate) -> bool {
        self.start <= d && d <= self.end
    }

    /// The days in both, if any.
    pub fn intersect(&self, other: &DateRange) -> Option<DateRange> {
        let start = self.start.max(other.start);
        let end = self.end.min(other.end);
        (start <= end).then_some(DateRange { start, end })
    }
}

impl fmt::Display for DateRange {
    /// `2025-12-01..2025-12-07` (the form used in notes).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

/// The unit of a breakdown ("by week", "monthly"), and of the calendar arithmetic.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Granularity {
    /// One row per day.
    Day,
    /// One row per Monday..Sunday week.
    Week,
    /// One row per calendar month.
    Month,
    /// One row per calendar quarter.
    Quarter,
    /// One row per calendar year.
    Year,
}

impl Granularity {
    /// The snake_case name ("week"), as in "by week".
    pub fn as_str(self) -> &'static str {
        match self {
            Granularity::Day => "day",
            Granularity::Week => "week",
            Granularity::Month => "month",
            Granularity::Quarter => "quarter",
            Granularity::Year => "year",
        }
    }
}

/// How the comparison range relates to the primary one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ComparisonKind {
    /// The same calendar span one year earlier ("vs last year", "YoY"), or for an event, its
    /// previous occurrence.
    YearOverYear,
    /// The range just before the primary ("MoM", "WoW", "QoQ", "vs the previous period").
    PreviousPeriod,
    /// A range the question names and that is neither of the above ("2025 vs 2024" while 2025
    /// is still running).
    Explicit,
}

/// What part a matched expression plays in the question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ExpressionRole {
    /// The period the question is about.
    Primary,
    /// The period it is compared with (or the comparison rule, for "YoY").
    Comparison,
    /// Recognised but not used: a second period that is not a comparison.
    Ignored,
}

/// The family of a matched expression (what its range is made of).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ExpressionKind {
    /// One day: today, yesterday, a written date, "last Friday", "3 days ago".
    Day,
    /// One Monday..Sunday week: "last week", "the week of Black Friday".
    Week,
    /// One calendar month: "last month", "March 2024".
    Month,
    /// One calendar quarter: "Q3", "last quarter".
    Quarter,
    /// One half year: "H1 2025".
    Half,
    /// One calendar year: "2024", "last year".
    Year,
    /// The last/next N days or whole weeks, months, quarters, years.
    Rolling,
    /// Year/quarter/month/week to date.
    ToDate,
    /// From a day or period through today: "since Black Friday".
    Since,
    /// From one day or period to another: "from June to August", "last weekend".
    Range,
    /// An event of the calendar: "Black Friday", "Prime Day 2024".
    Event,
    /// A comparison rule: "YoY", "month over month", "vs the previous period".
    ComparisonRule,
}

/// One time expression found in the question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ResolvedExpression {
    /// The text as written.
    pub text: String,
    /// Byte offset of its first character in the question.
    pub start: usize,
    /// Byte offset just after its last character.
    pub end: usize,
    /// Primary, comparison or ignored.
    pub role: ExpressionRole,
    /// Its family.
    pub kind: ExpressionKind,
    /// The range it stands for, before clipping to the data (none for a comparison rule with no
    /// primary to apply it to).
    pub range: Option<DateRange>,
}

/// The resolved time slots of a question.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, JsonSchema)]
pub struct TimeSlots {
    /// The period the question is about, clipped to the data; the requested range when the data
    /// has none of it (see [`Coverage::NoData`]); none when the question names no period (the
    /// caller applies its default).
    pub primary: Option<DateRange>,
    /// The period to compare with, clipped to the data; none when there is none or the data has
    /// none of it.
    pub comparison: Option<DateRange>,
    /// How the comparison relates to the primary.
    pub comparison_kind: Option<ComparisonKind>,
    /// The breakdown asked for ("by week", "monthly", "daily"), or implied by "MoM"/"WoW"/"QoQ"
    /// or by a trend over a period.
    pub granularity: Option<Granularity>,
    /// Every time expression found, in order.
    pub expressions: Vec<ResolvedExpression>,
}

impl TimeSlots {
    /// The byte spans of every time expression in the question: what the planner and the gate
    /// mask so that "may" or "prime" in a date are not read as words of the question.
    pub fn spans(&self) -> Vec<(usize, usize)> {
        self.expressions.iter().map(|e| (e.start, e.end)).collect()
    }
}

/// Whether the data covers a requested range.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Coverage {
    /// All of it is in the data (also: no range was asked for).
    Full,
    /// Part of it is: the range was cut to the data.
    Clipped {
        /// What the question asked for.
        requested: DateRange,
        /// What was cut, for the answer ("data runs to 2025-12-09; showing ...").
        note: String,
    },
    /// None of it is: do not query, say so.
    NoData {
        /// What the question asked for.
        requested: DateRange,
        /// The message to show instead of an answer.
        message: String,
    },
}

/// What the resolver made of a question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Resolution {
    /// The question with explicit ISO dates after each time expression.
    pub rewritten: String,
    /// The structured ranges.
    pub slots: TimeSlots,
    /// Whether the data covers the primary range.
    pub coverage: Coverage,
    /// Whether the data covers the comparison range (none when there is no comparison range).
    pub comparison_coverage: Option<Coverage>,
    /// Everything the reader should know: assumptions, dropped expressions, partial periods.
    pub notes: Vec<String>,
    /// Set when the periods can be read in two ways that give different dates, and nothing in
    /// the question tells which is meant: the answer asks back with the readings instead of
    /// guessing one (`slots` holds the closest reading, for a caller that cannot ask).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ask: Option<PeriodQuestion>,
}

/// Two or more readings of the question's periods, each with its dates, to ask back with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PeriodQuestion {
    /// The words read two ways ("bf vs cm last year").
    pub mention: String,
    /// The question to ask.
    pub question: String,
    /// The readings, the one the slots hold last.
    pub readings: Vec<PeriodReading>,
}

/// One reading of a question's periods.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PeriodReading {
    /// The periods said with their years written ("bf 2024 vs cm 2024"): asked again, the
    /// resolver reads them one way only.
    pub said: String,
    /// For the reader: the reading and its dates.
    pub label: String,
    /// The periods, in the order said.
    pub ranges: Vec<DateRange>,
}

/// The time word a chat spelling stands for ("wks" → "weeks", "yday" → "yesterday"), if the
/// resolver reads it as one.
pub fn time_alias(lower: &str) -> Option<&'static str> {
    lexer::alias(lower)
}

/// Resolves the time expressions of `question` as of `today`, against the data's `span` and
/// the event `calendar`. Never fails and never panics; see the module documentation for the
/// conventions.
pub fn resolve(
    question: &str,
    today: NaiveDate,
    span: DataSpan,
    calendar: &EventCalendar,
) -> Resolution {
    let mut r = resolver::resolve(question, today, span, calendar);
    for note in parse::numbered_period_notes(&r, today) {
        if !r.notes.contains(&note) {
            r.notes.push(note);
        }
    }
    if r.ask.is_some() {
        return r;
    }
    match week_readings::ask(question, &r, |q| {
        resolver::resolve(q, today, span, calendar)
    }) {
        Some(q) => Resolution { ask: Some(q), ..r },
        None => r,
    }
}
