//! The dates of the primary period and of a comparison: a range's two ends sharing a year, a
//! yearless period taking the year of what it is compared with, the one before the same
//! period, a comparison cut to date like the primary, and a comparison rule's range.

use chrono::Datelike;

use super::super::dates;
use super::super::lexer::Tok;
use super::super::parse::{Anchor, Item, ItemKind, Pick, TimeExpr, Yearly};
use super::super::{AugmentError, ComparisonKind, DateRange, ExpressionKind, Granularity};
use super::output::{show, show_dots};
use super::{comparison_range, Assembly};

impl Assembly<'_> {
    /// The dates of a time expression as the primary (or an ignored period).
    pub(super) fn time(
        &self,
        expr: &TimeExpr,
        text: &str,
    ) -> Result<(DateRange, ExpressionKind), AugmentError> {
        let unresolvable = |reason| AugmentError::Unresolvable {
            text: text.to_string(),
            reason,
        };
        match expr {
            TimeExpr::Anchor(a) => self.ctx.anchor(a, text),
            TimeExpr::Since(a) => {
                let (r, _) = self.ctx.anchor(a, text)?;
                dates::range(r.start, self.today())
                    .map(|r| (r, ExpressionKind::Since))
                    .ok_or_else(|| unresolvable("it starts after today"))
            }
            TimeExpr::Range(a, b) => {
                let (ra, rb) = self.pair(a, b, text)?;
                dates::range(ra.start, rb.end)
                    .map(|r| (r, ExpressionKind::Range))
                    .ok_or_else(|| unresolvable("it ends before it starts"))
            }
        }
    }

    /// Both ends of a range, sharing a year written on one side only ("June-August 2025",
    /// "from November 2024 to February") and putting a yearless end on or after the start.
    pub(super) fn pair(
        &self,
        a: &Anchor,
        b: &Anchor,
        text: &str,
    ) -> Result<(DateRange, DateRange), AugmentError> {
        let ctx = self.ctx;
        let in_year = |what: Yearly, y: i32| ctx.yearly_in(what, y);
        // The first occurrence of `what` starting on or after `from`.
        let on_or_after = |what: Yearly, from: DateRange| {
            in_year(what, from.start.year())
                .filter(|r| r.start >= from.start)
                .or_else(|| in_year(what, from.start.year() + 1))
        };
        let fail = || AugmentError::Unresolvable {
            text: text.to_string(),
            reason: "no such dates",
        };
        match (a, b) {
            (
                Anchor::Yearly {
                    what: wa,
                    year: None,
                    pick: Pick::Recent,
                },
                Anchor::Yearly {
                    what: wb,
                    year: Some(yb),
                    ..
                },
            ) => {
                // "Between Christmas and New Year last year", "November to February this
                // year": a year said relative to today names the stretch, which starts in
                // it (Christmas 2024 to New Year 2025). Read on the end alone it put the
                // start a year before (Christmas 2023), and the data clipped that to one day.
                let relative = ["last year", "this year"]
                    .iter()
                    .any(|w| text.to_lowercase().ends_with(w));
                if relative {
                    if let Some(ra) = in_year(*wa, *yb) {
                        return Ok((ra, on_or_after(*wb, ra).ok_or_else(fail)?));
                    }
                }
                let rb = ctx.anchor(b, text)?.0;
                let ra = in_year(*wa, *yb)
                    .filter(|r| r.start <= rb.start)
                    .or_else(|| in_year(*wa, yb - 1))
                    .ok_or_else(fail)?;
                Ok((ra, rb))
            }
            (
                Anchor::Yearly { .. } | Anchor::Fixed(..) | Anchor::Year(_),
                Anchor::Yearly {
                    what: wb,
                    year: None,
                    pick: Pick::Recent,
                },
            ) => {
                let ra = ctx.anchor(a, text)?.0;
                let rb = on_or_after(*wb, ra).ok_or_else(fail)?;
                Ok((ra, rb))
            }
            (
                Anchor::Yearly {
                    what: wa,
                    year: None,
                    pick: Pick::Recent,
                },
                Anchor::Fixed(..) | Anchor::Year(_),
            ) => {
                let rb = ctx.anchor(b, text)?.0;
                let ra = ctx
                    .yearly_pick(*wa, Pick::Recent, rb.start.min(self.today()))
                    .ok_or_else(fail)?;
                Ok((ra, rb))
            }
            _ => Ok((ctx.anchor(a, text)?.0, ctx.anchor(b, text)?.0)),
        }
    }

    /// The dates of a named comparison. A bare year after a yearly primary takes the primary's
    /// kind ("March 2025 vs 2024" → March 2024); a yearless month, quarter or event takes the
    /// primary's year ("Q3 vs Q2", "February vs March").
    /// "First half vs second half of 2024", "Jan vs Feb 2025": a yearless primary compared
    /// with another period of a written year is in that year, as in a range ("June-August
    /// 2025"). Read alone it was the most recent one (H1 2025), a year away from what was
    /// asked. The same period on both sides ("November vs November 2024") keeps the most
    /// recent one: that is a year-over-year question.
    /// `a` a yearly thing with no year ("prime day"), `b` a bare year after it, and no word
    /// between them that sets two periods apart ("and", "vs", "to"): the thing in that year.
    /// So is a calendar year said relative to today ("halloween units last year", "new years
    /// eve revenue this year"): read as two periods, the answer was a two-row series from
    /// this year's Halloween to the whole of last year, and this year's New Year's Eve (after
    /// the data) was answered with last year's.
    pub(super) fn year_further_on(&self, a: &Item, b: &Item) -> Option<TimeExpr> {
        let (
            ItemKind::Time(TimeExpr::Anchor(Anchor::Yearly {
                what,
                year: None,
                pick: Pick::Recent,
            })),
            ItemKind::Time(TimeExpr::Anchor(year)),
        ) = (&a.kind, &b.kind)
        else {
            return None;
        };
        let y = match year {
            Anchor::Year(y) => y,
            Anchor::Fixed(r, ExpressionKind::Year)
                if (r.start.month(), r.start.day(), r.end.month(), r.end.day())
                    == (1, 1, 12, 31)
                    && r.start.year() == r.end.year() =>
            {
                &r.start.year()
            }
            _ => return None,
        };
        let apart = (a.last..b.first).any(|k| {
            matches!(
                self.toks.get(k).map(|t| &t.tok),
                Some(Tok::Word(w)) if matches!(
                    w.as_str(),
                    "and" | "or" | "vs" | "versus" | "v" | "than" | "against" | "compared"
                        | "to" | "through" | "thru" | "until" | "till" | "from" | "between"
                        | "with" | "over" | "since" | "after" | "before"
                )
            )
        });
        (!apart).then_some(TimeExpr::Anchor(Anchor::Yearly {
            what: *what,
            year: Some(*y),
            pick: Pick::Recent,
        }))
    }

    pub(super) fn year_from_comparison(
        &self,
        primary: &TimeExpr,
        comparison: Option<&Item>,
    ) -> TimeExpr {
        let (
            TimeExpr::Anchor(Anchor::Yearly {
                what,
                year: None,
                pick: Pick::Recent,
            }),
            Some(
                ItemKind::Time(TimeExpr::Anchor(Anchor::Yearly {
                    what: other,
                    year: Some(y),
                    ..
                }))
                | ItemKind::CompareTo(TimeExpr::Anchor(Anchor::Yearly {
                    what: other,
                    year: Some(y),
                    ..
                })),
            ),
        ) = (primary, comparison.map(|c| &c.kind))
        else {
            return primary.clone();
        };
        if what == other {
            return primary.clone();
        }
        // A year said relative to today ("last year", "this year") binds to the period it
        // follows: "halloween vs christmas eve last year" is this year's Halloween against
        // last year's Christmas Eve (read as both of last year, Halloween was a year off).
        // A year written as a number after the pair closes both ("first half vs second half
        // of 2024", "black friday vs cyber monday 2024").
        let written = comparison.is_some_and(|c| {
            self.text(c)
                .split(|ch: char| !ch.is_ascii_digit())
                .any(|d| d.len() == 4)
        });
        if !written {
            return primary.clone();
        }
        TimeExpr::Anchor(Anchor::Yearly {
            what: *what,
            year: Some(*y),
            pick: Pick::Recent,
        })
    }

    pub(super) fn comparison_target(
        &self,
        expr: &TimeExpr,
        text: &str,
        primary_expr: Option<&TimeExpr>,
        primary: Option<(DateRange, Option<DateRange>)>,
    ) -> Result<(DateRange, ExpressionKind), AugmentError> {
        let primary_yearly = match primary_expr {
            Some(TimeExpr::Anchor(Anchor::Yearly { what, .. })) => Some(*what),
            _ => None,
        };
        match (expr, primary_yearly, primary) {
            (TimeExpr::Anchor(Anchor::Year(y)), Some(what), _) => {
                let a = Anchor::Yearly {
                    what,
                    year: Some(*y),
                    pick: Pick::Recent,
                };
                self.ctx.anchor(&a, text)
            }
            (
                TimeExpr::Anchor(Anchor::Yearly {
                    what,
                    year: None,
                    pick: Pick::Recent,
                }),
                _,
                Some((requested, _)),
            ) => {
                // One the data has at least half of: "summer vs winter" set the whole summer
                // against the nine days of a winter under way (up 368%); "first half vs second
                // half of the year" keeps this year's second half, most of it in the data.
                let y = requested.start.year();
                let mostly_in_data = |r: &DateRange| {
                    let had = (r.end.min(self.span.end) - r.start).num_days() + 1;
                    2 * had >= r.days()
                };
                let r = self
                    .ctx
                    .yearly_in(*what, y)
                    .filter(|r| r.start <= self.today() && mostly_in_data(r))
                    .or_else(|| self.ctx.yearly_in(*what, y - 1));
                match r {
                    Some(r) => Ok((r, what.kind())),
                    None => self.time(expr, text),
                }
            }
            _ => self.time(expr, text),
        }
    }

    /// A comparison that names the primary's own days ("this black friday vs last black
    /// friday", "this fall vs last fall": "last" alone is the most recent one, which is this
    /// one) means the one before it: the same event or season a year earlier, or the period of
    /// the same length just before. Compared with itself it was "unchanged", a confident wrong
    /// answer.
    pub(super) fn before_the_same(
        &mut self,
        r: DateRange,
        expr: &TimeExpr,
        text: &str,
        primary: Option<(DateRange, Option<DateRange>)>,
    ) -> DateRange {
        let Some((requested, _)) = primary.filter(|(req, _)| *req == r) else {
            return r;
        };
        let earlier = match expr {
            TimeExpr::Anchor(Anchor::Yearly { what, .. }) => {
                self.ctx.yearly_in(*what, requested.start.year() - 1)
            }
            _ => dates::previous_period(&requested),
        };
        match earlier {
            Some(e) => {
                self.notes.push(format!(
                    "'{text}' names the days asked about first: compared with the ones before them, {}.",
                    show_dots(&e)
                ));
                e
            }
            None => r,
        }
    }

    /// "2025 YTD vs 2024 YTD": when both are to date and the data cuts the primary short (it
    /// has no today yet), the comparison is cut on the same day of its year, like for like.
    pub(super) fn cut_to_date(
        &mut self,
        r: DateRange,
        kind: ExpressionKind,
        primary_kind: Option<ExpressionKind>,
        primary: Option<(DateRange, Option<DateRange>)>,
    ) -> DateRange {
        let (Some(ExpressionKind::ToDate), ExpressionKind::ToDate, Some((req, Some(eff)))) =
            (primary_kind, kind, primary)
        else {
            return r;
        };
        let cut = eff.end < req.end && eff.start == req.start;
        let years = req.end.year() - r.end.year();
        match dates::years_earlier(eff.end, years).filter(|e| cut && *e < r.end && *e >= r.start) {
            Some(end) => {
                let cut_r = DateRange {
                    start: r.start,
                    end,
                };
                self.notes.push(format!(
                    "the comparison is cut to {}, the same days as the data has of the primary",
                    show_dots(&cut_r)
                ));
                cut_r
            }
            None => r,
        }
    }

    /// The comparison range a rule gives for the (clipped) primary `base`. An event compares
    /// year over year with its previous occurrence.
    /// The same days one calendar unit back, when `base` is a whole unit or the current one
    /// so far ("Q3", "october", "this month" on the 10th: December 1-9): "this month vs last"
    /// is November 1-9, like for like. The 9 days just before (November 22-30), which "the
    /// previous period" of 9 days is, were another question's answer.
    /// `only`: the unit a rule names ("MoM"), the only one tried.
    pub(super) fn previous_unit_of(
        &self,
        base: DateRange,
        only: Option<Granularity>,
    ) -> Option<DateRange> {
        use Granularity::*;
        let today = self.today();
        // The smallest unit: "last July" is a month that also starts a quarter. "So far": the
        // unit holding today, cut at the data's end in the last week ("this month").
        let units = match only {
            Some(g) => vec![g],
            None => vec![Week, Month, Quarter, Year],
        };
        let unit = units.into_iter().find(|&u| {
            dates::unit_of(u, base.start).is_some_and(|whole| {
                let so_far = whole.start <= today
                    && today <= whole.end
                    && base.end < today
                    && base.days() > 1
                    && dates::add_days(base.end, 7).is_some_and(|d| d >= today);
                whole.start == base.start && (base.end == whole.end || so_far)
            })
        })?;
        let start = dates::unit_shift_day(unit, base.start, -1)?;
        let end = dates::unit_shift_day(unit, base.end, -1)?;
        // A clipped last day of a month ("October 31" back one month) stays in that month.
        let end = match dates::unit_of(unit, start) {
            Some(whole) if base.end == dates::unit_of(unit, base.start)?.end => whole.end,
            _ => end,
        };
        (start <= end).then_some(DateRange { start, end })
    }

    pub(super) fn derived(
        &mut self,
        kind: ComparisonKind,
        base: DateRange,
        primary_expr: Option<&TimeExpr>,
        text: &str,
    ) -> Option<DateRange> {
        if kind == ComparisonKind::YearOverYear {
            if let Some(TimeExpr::Anchor(Anchor::Yearly {
                what: Yearly::Event(ix),
                ..
            })) = primary_expr
            {
                let event = self.ctx.cal.events.get(*ix)?;
                let prev = event.previous(base.start);
                match prev {
                    Some(p) => self.notes.push(format!(
                        "'{text}' compares {} with its previous occurrence ({}), because events \
                         move from year to year",
                        event.name,
                        show(&p)
                    )),
                    None => self.notes.push(format!(
                        "the event calendar has no {} before {}",
                        event.name, base.start
                    )),
                }
                return prev;
            }
        }
        let r = comparison_range(base, kind);
        if r.is_none() {
            self.notes.push(
                AugmentError::Unresolvable {
                    text: text.to_string(),
                    reason: "the comparison period is off the calendar",
                }
                .to_string(),
            );
        }
        r
    }
}

/// The words that say a year relative to today, dropped from a period's text to say it with a
/// written year instead.
const RELATIVE_YEAR: &[&str] = &["last", "this", "next", "previous", "past", "prior", "year"];

/// Words that set the second period against the first, dropped from its text to name it.
const COMPARATORS: &[&str] = &[
    "vs", "vs.", "versus", "v", "against", "compared", "to", "with", "than", "and", "or",
];

impl Assembly<'_> {
    /// A year said relative to today after the second of two yearless periods ("bf vs cm last
    /// year", "halloween vs christmas eve last year") closes the second one, or both: the
    /// question does not say which. Where the two readings give the first period different
    /// dates, both are returned to ask back with, each with its dates (the slots keep the
    /// reading `year_from_comparison` made: the year binds to the period it follows). None
    /// where the readings agree ("christmas eve vs boxing day last year": the latest Christmas
    /// Eve is last year's), where the year is written as a number (it closes both), or where
    /// the first period in the other reading is before the data (only one reading can be
    /// answered).
    pub(super) fn relative_year_readings(
        &self,
        first: &Item,
        first_range: DateRange,
        second: &Item,
        second_range: DateRange,
    ) -> Option<super::super::PeriodQuestion> {
        let ItemKind::Time(TimeExpr::Anchor(Anchor::Yearly {
            what,
            year: None,
            pick: Pick::Recent,
        })) = &first.kind
        else {
            return None;
        };
        let (ItemKind::Time(TimeExpr::Anchor(Anchor::Yearly {
            what: other,
            year: Some(y),
            ..
        }))
        | ItemKind::CompareTo(TimeExpr::Anchor(Anchor::Yearly {
            what: other,
            year: Some(y),
            ..
        }))) = &second.kind
        else {
            return None;
        };
        let second_text = self.text(second);
        let written = second_text
            .split(|ch: char| !ch.is_ascii_digit())
            .any(|d| d.len() == 4);
        if what == other || written {
            return None;
        }
        let both = self.ctx.yearly_in(*what, *y)?;
        if both == first_range || both.start < self.span.start || both.start > self.span.end {
            return None;
        }
        let first_text = self.text(first).trim();
        // The second period's own name: its text without the comparator before it ("vs cm
        // last year") and the relative year after it.
        let mut name: Vec<&str> = second_text.split_whitespace().collect();
        while name
            .first()
            .is_some_and(|w| COMPARATORS.contains(&w.to_ascii_lowercase().as_str()))
        {
            name.remove(0);
        }
        let mut relative: Vec<&str> = Vec::new();
        while name
            .last()
            .is_some_and(|w| RELATIVE_YEAR.contains(&w.to_ascii_lowercase().as_str()))
        {
            relative.insert(0, name.pop().unwrap_or_default());
        }
        if name.is_empty() || relative.is_empty() {
            return None;
        }
        let second_name = name.join(" ");
        let relative = relative.join(" ");
        let reading = |a: DateRange, tail: String| super::super::PeriodReading {
            said: format!(
                "{first_text} {} vs {second_name} {}",
                a.start.year(),
                second_range.start.year()
            ),
            label: format!(
                "{first_text} {} vs {second_name} {} ({tail})",
                show(&a),
                show(&second_range)
            ),
            ranges: vec![a, second_range],
        };
        Some(super::super::PeriodQuestion {
            question: format!(
                "Does \"{relative}\" go with both {first_text} and {second_name}, or only with \
                 {second_name}?"
            ),
            mention: format!("{first_text} vs {second_name} {relative}"),
            readings: vec![
                reading(both, format!("both {relative}")),
                reading(
                    first_range,
                    format!("the latest {first_text}, {second_name} {relative}"),
                ),
            ],
        })
    }
}
