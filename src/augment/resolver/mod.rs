//! From recognised items to a [`Resolution`]: which period is the primary and which the
//! comparison, their dates (years shared across a range or a comparison), clipping to the data,
//! the comparison kind, the granularity, and the rewritten question.

use chrono::{Datelike, NaiveDate};

mod context;
mod each_year;
mod output;
mod periods;
mod same_point;
mod week_on_week;

use super::dates;
use super::lexer::{tokenize, Tok, Token};
use super::parse::{Anchor, Ctx, Item, ItemKind, Parser, Rule, TimeExpr};
use super::{
    AugmentError, ComparisonKind, Coverage, DataSpan, DateRange, EventCalendar, ExpressionKind,
    ExpressionRole, Resolution, ResolvedExpression, TimeSlots,
};
use output::{clip, show, show_dots};

/// The comparison range for `primary` under a comparison rule, for a caller that applies its
/// own default period to a question that only asked for a comparison ("How is my YoY growth?").
/// `None` for [`ComparisonKind::Explicit`] (there is no rule) or off the calendar.
pub fn comparison_range(primary: DateRange, kind: ComparisonKind) -> Option<DateRange> {
    match kind {
        ComparisonKind::YearOverYear => dates::year_over_year(&primary),
        ComparisonKind::PreviousPeriod => dates::previous_period(&primary),
        ComparisonKind::Explicit => None,
    }
}

pub(crate) fn resolve(
    question: &str,
    today: NaiveDate,
    span: DataSpan,
    cal: &EventCalendar,
) -> Resolution {
    // Days written in words read as the ordinals a seller types (`parse::spelled_days`).
    let toks = super::parse::spelled_days(tokenize(question));
    let ctx = Ctx {
        today,
        cal,
        first_day: span.start,
        last_day: span.end,
    };
    let items = Parser::new(&toks, question, &ctx).items();
    let items = context::without_plan_context(&toks, items);
    Assembly {
        question,
        toks: &toks,
        ctx: &ctx,
        span,
        notes: Vec::new(),
    }
    .run(&items)
}

struct Assembly<'a> {
    question: &'a str,
    toks: &'a [Token],
    ctx: &'a Ctx<'a>,
    span: DataSpan,
    notes: Vec<String>,
}

/// A time expression as it will be reported.
struct Found {
    start: usize,
    end: usize,
    role: ExpressionRole,
    kind: ExpressionKind,
    /// Before clipping.
    requested: Option<DateRange>,
    /// What the rewrite shows (after clipping, when there is data).
    shown: Option<DateRange>,
}

impl Found {
    /// A period read at bytes `at`: what it asked for, and what the rewrite shows, the part
    /// with data when clipping left one, else what it asked for.
    fn read(
        (start, end): (usize, usize),
        role: ExpressionRole,
        kind: ExpressionKind,
        requested: DateRange,
        with_data: Option<DateRange>,
    ) -> Found {
        Found {
            start,
            end,
            role,
            kind,
            requested: Some(requested),
            shown: Some(with_data.unwrap_or(requested)),
        }
    }
}

impl Assembly<'_> {
    fn text(&self, item: &Item) -> &str {
        let (s, e) = self.bytes(item);
        self.question.get(s..e).unwrap_or("")
    }

    fn bytes(&self, item: &Item) -> (usize, usize) {
        let s = self.toks.get(item.first).map_or(0, |t| t.start);
        let e = item
            .last
            .checked_sub(1)
            .and_then(|l| self.toks.get(l))
            .map_or(s, |t| t.end);
        (s, e)
    }

    fn today(&self) -> NaiveDate {
        self.ctx.today
    }

    /// True when the tokens `[from, to)` only join a list: commas, "and", "&".
    fn only_joiners(&self, from: usize, to: usize) -> bool {
        (from..to).all(|k| match self.toks.get(k).map(|t| &t.tok) {
            Some(Tok::Comma) => true,
            Some(Tok::Word(w)) => w == "and",
            Some(Tok::Other) => {
                self.toks
                    .get(k)
                    .and_then(|t| self.question.get(t.start..t.end))
                    == Some("&")
            }
            _ => false,
        })
    }

    fn run(mut self, items: &[Item]) -> Resolution {
        // "Q3 units this year and last year": the quarter in each year (`each_year`).
        let each_year = self.thing_in_each_year(items);
        let items = each_year.as_deref().unwrap_or(items);
        for item in items {
            if item.kind == ItemKind::BadDate {
                let text = self.text(item).to_string();
                self.notes
                    .push(AugmentError::InvalidDate { text }.to_string());
            }
        }
        for t in self.toks {
            if let Tok::Date {
                date,
                ambiguous: true,
            } = t.tok
            {
                let raw = self.question.get(t.start..t.end).unwrap_or("");
                self.notes
                    .push(format!("'{raw}' read as month/day/year: {date}"));
            }
        }

        // Roles: the first period is the primary; the first comparison (by comparator or rule)
        // is the comparison; with "compare A and B", B is the comparison.
        let times: Vec<usize> = items
            .iter()
            .enumerate()
            .filter(|(_, it)| matches!(it.kind, ItemKind::Time(_)))
            .map(|(ix, _)| ix)
            .collect();
        let mut comparison_ix = items
            .iter()
            .position(|it| matches!(it.kind, ItemKind::Rule(_) | ItemKind::CompareTo(_)));
        let primary_ix = times.first().copied();
        let has_verb = items.iter().any(|it| it.kind == ItemKind::CompareVerb);
        if comparison_ix.is_none() && has_verb {
            comparison_ix = times.get(1).copied();
        }

        let mut found: Vec<(usize, Found)> = Vec::new();

        // The primary.
        let mut primary: Option<(DateRange, Option<DateRange>)> = None; // (requested, effective)
        let mut primary_expr: Option<&TimeExpr> = None;
        let mut primary_kind: Option<ExpressionKind> = None;
        let mut coverage = Coverage::Full;
        // "prime day units 2024": a yearly thing and a bare year further on, nothing else, are
        // the thing in that year (two periods made a two-point series from 2024-01-01).
        let shared_year = (times.len() == 2 && comparison_ix.is_none())
            .then(|| self.year_further_on(&items[times[0]], &items[times[1]]))
            .flatten();
        let primary_owned: Option<TimeExpr> = primary_ix.and_then(|ix| match &items[ix].kind {
            ItemKind::Time(_) if shared_year.is_some() => shared_year.clone(),
            ItemKind::Time(expr) => {
                Some(self.year_from_comparison(expr, comparison_ix.map(|c| &items[c])))
            }
            _ => None,
        });
        let year_ix = shared_year.as_ref().map(|_| times[1]);
        if let Some(ix) = primary_ix {
            if let Some(expr) = &primary_owned {
                let text = self.text(&items[ix]).to_string();
                let (s, e) = self.bytes(&items[ix]);
                match self.time(expr, &text) {
                    Ok((requested, kind)) => {
                        let (effective, cov) = clip(requested, &self.span);
                        coverage = cov;
                        primary = Some((requested, effective));
                        primary_expr = Some(expr);
                        primary_kind = Some(kind);
                        found.push((
                            ix,
                            Found::read(
                                (s, e),
                                ExpressionRole::Primary,
                                kind,
                                requested,
                                effective,
                            ),
                        ));
                    }
                    Err(err) => self.notes.push(err.to_string()),
                }
            }
        }
        // "Jan, Feb and Mar", "Q3 and Q4 2024": periods listed one after the other, each
        // starting the day after the last ends, are one primary; a year written on one of them
        // is shared as in a range.
        let mut merged: Vec<usize> = Vec::new();
        if let (Some(pix), Some((first, _))) = (primary_ix, primary) {
            let mut prev = pix;
            let mut prev_range = first;
            let mut req = first;
            for &ix in times.iter().skip_while(|&&t| t != pix).skip(1) {
                if Some(ix) == comparison_ix
                    || !self.only_joiners(items[prev].last, items[ix].first)
                {
                    break;
                }
                let (ItemKind::Time(TimeExpr::Anchor(pa)), ItemKind::Time(TimeExpr::Anchor(b))) =
                    (&items[prev].kind, &items[ix].kind)
                else {
                    break;
                };
                let text = self.text(&items[ix]).to_string();
                // "Easter sunday and the day after": a day counted from the period just named
                // is set beside it, each answered, not one span with it (the two days were
                // summed into one figure where each was asked).
                let counted_from = text
                    .split_whitespace()
                    .any(|w| matches!(w, "after" | "before" | "following" | "prior"));
                if counted_from {
                    break;
                }
                // The previous item as already placed, unless it is the primary, whose year
                // may still come from this one.
                let pa = if prev == pix {
                    pa.clone()
                } else {
                    Anchor::Fixed(prev_range, ExpressionKind::Range)
                };
                let Ok((ra, rb)) = self.pair(&pa, b, &text) else {
                    break;
                };
                if dates::add_days(ra.end, 1) != Some(rb.start) {
                    break;
                }
                // "New years eve and new years day": two named days, each a day of the
                // calendar, are two days asked, each answered, as "X and the day after" is;
                // merged, the two were summed into one figure where each was asked.
                let named_day = |r: DateRange, k: Option<ExpressionKind>| {
                    r.start == r.end && k == Some(ExpressionKind::Event)
                };
                let kind_a = if prev == pix { primary_kind } else { None };
                let kind_b = self.ctx.anchor(b, &text).ok().map(|(_, k)| k);
                if rb.start == rb.end
                    && ra.start == ra.end
                    && (named_day(ra, kind_a) || named_day(rb, kind_b))
                {
                    break;
                }
                if prev == pix {
                    req = ra;
                    if let Some((_, f)) = found.iter_mut().find(|(i, _)| *i == pix) {
                        f.requested = Some(ra);
                        f.shown = Some(ra.intersect(&self.span.range()).unwrap_or(ra));
                    }
                }
                req.end = rb.end;
                let kind = self
                    .ctx
                    .anchor(b, &text)
                    .map_or(ExpressionKind::Range, |(_, k)| k);
                let (s, e) = self.bytes(&items[ix]);
                let with_data = rb.intersect(&self.span.range());
                found.push((
                    ix,
                    Found::read((s, e), ExpressionRole::Primary, kind, rb, with_data),
                ));
                merged.push(ix);
                prev = ix;
                prev_range = rb;
            }
            if !merged.is_empty() {
                let (effective, cov) = clip(req, &self.span);
                coverage = cov;
                primary = Some((req, effective));
                // A merged primary is a plain range: rules such as an event's year over year
                // no longer apply to it.
                primary_expr = None;
            }
        }

        // "revenue wk on wk" with no week named: last week, against the week before.
        let week_on_week = primary
            .is_none()
            .then(|| self.week_on_week_default(items, comparison_ix))
            .flatten();
        if let Some(week) = week_on_week {
            let (effective, cov) = clip(week, &self.span);
            coverage = cov;
            primary = Some((week, effective));
            primary_kind = Some(ExpressionKind::Week);
            self.notes.push(format!(
                "Week on week with no week named: last week ({} to {}) against the week before.",
                week.start, week.end
            ));
        }
        // What derived comparisons are computed from: the primary as the data has it.
        let base = primary.map(|(req, eff)| eff.unwrap_or(req));

        // The comparison.
        let mut comparison = None;
        let mut comparison_kind = None;
        let mut comparison_coverage = None;
        let mut comparison_requested = None;
        let mut rule_granularity = None;
        if let Some(ix) = comparison_ix {
            let item = &items[ix];
            let text = self.text(item).to_string();
            let (s, e) = self.bytes(item);
            let resolved: Option<(DateRange, ExpressionKind, ComparisonKind)> = match &item.kind {
                ItemKind::Rule(rule) => {
                    let kind = match rule {
                        Rule::YearOverYear => ComparisonKind::YearOverYear,
                        Rule::PreviousPeriod(g) => {
                            rule_granularity = *g;
                            ComparisonKind::PreviousPeriod
                        }
                        Rule::LastOne => ComparisonKind::PreviousPeriod,
                        Rule::SamePeriodIn(_) | Rule::SameSpanBack(_) => ComparisonKind::Explicit,
                    };
                    comparison_kind = Some(kind);
                    match (base, rule) {
                        (None, _) => {
                            self.notes.push(format!(
                                "'{text}' names no period to compare: applied to the \
                                 default period"
                            ));
                            None
                        }
                        // Explicit spans back: the dates, or a note of why there are none.
                        (Some(b), Rule::SamePeriodIn(_) | Rule::SameSpanBack(_)) => {
                            let (r, reason) = match rule {
                                Rule::SameSpanBack(g) => {
                                    let back = |d| dates::unit_shift_day(*g, d, -1);
                                    let r = match (back(b.start), back(b.end)) {
                                        (Some(start), Some(end)) if start <= end => {
                                            Some(DateRange { start, end })
                                        }
                                        _ => None,
                                    };
                                    (r, "no such days one period back")
                                }
                                Rule::SamePeriodIn(y) => (
                                    b.start
                                        .year()
                                        .checked_sub(*y)
                                        .filter(|k| *k > 0)
                                        .and_then(|k| dates::shift_years(&b, k)),
                                    "the year is not before the period's",
                                ),
                                // The arm matches these two rules only.
                                _ => (None, ""),
                            };
                            match r {
                                Some(r) => {
                                    let kind = self.classify(r, base, primary_expr);
                                    comparison_kind = Some(kind);
                                    Some((r, ExpressionKind::ComparisonRule, kind))
                                }
                                None => {
                                    self.notes.push(
                                        AugmentError::Unresolvable {
                                            text: text.clone(),
                                            reason,
                                        }
                                        .to_string(),
                                    );
                                    None
                                }
                            }
                        }
                        (Some(b), Rule::LastOne) => self
                            .previous_unit_of(b, None)
                            .or_else(|| self.derived(kind, b, primary_expr, &text))
                            .map(|r| (r, ExpressionKind::ComparisonRule, kind)),
                        // "this month MoM" on the 10th: November 1-9, the same days of the
                        // month before, as "this month vs last" reads; the 9 days just before
                        // (November 22-30) are not the month before. A span that is not its
                        // unit ("the last 30 days MoM") keeps the days just before.
                        (Some(b), Rule::PreviousPeriod(Some(g))) => self
                            .previous_unit_of(b, Some(*g))
                            .or_else(|| self.derived(kind, b, primary_expr, &text))
                            .map(|r| (r, ExpressionKind::ComparisonRule, kind)),
                        (Some(b), _) => self
                            .derived(kind, b, primary_expr, &text)
                            .map(|r| (r, ExpressionKind::ComparisonRule, kind)),
                    }
                }
                ItemKind::CompareTo(expr) | ItemKind::Time(expr) => {
                    match self.comparison_target(expr, &text, primary_expr, primary) {
                        Ok((r, k)) => {
                            let r = self.before_the_same(r, expr, &text, primary);
                            let r = self.cut_to_date(r, k, primary_kind, primary);
                            let r = self.cut_at_the_same_point(r, item.last, primary);
                            let kind = self.classify(r, base, primary_expr);
                            comparison_kind = Some(kind);
                            Some((r, k, kind))
                        }
                        Err(err) => {
                            self.notes.push(err.to_string());
                            None
                        }
                    }
                }
                _ => None,
            };
            match resolved {
                Some((requested, kind, ckind)) => {
                    let (effective, cov) = clip(requested, &self.span);
                    match &cov {
                        Coverage::Full => {}
                        Coverage::Clipped { note, .. } => {
                            self.notes.push(format!("comparison: {note}"));
                        }
                        Coverage::NoData { .. } => self.notes.push(format!(
                            "There is no data for the comparison period {}: the data covers {}.",
                            show_dots(&requested),
                            show_dots(&self.span.range())
                        )),
                    }
                    if ckind == ComparisonKind::Explicit {
                        self.like_for_like(&coverage, base, effective);
                    }
                    comparison = effective;
                    comparison_requested = Some(requested);
                    comparison_coverage = Some(cov);
                    found.push((
                        ix,
                        Found::read(
                            (s, e),
                            ExpressionRole::Comparison,
                            kind,
                            requested,
                            effective,
                        ),
                    ));
                }
                None => found.push((
                    ix,
                    Found {
                        start: s,
                        end: e,
                        role: ExpressionRole::Comparison,
                        kind: ExpressionKind::ComparisonRule,
                        requested: None,
                        shown: None,
                    },
                )),
            }
        }

        // Words that qualify the primary (a year further on, a period holding it) are the
        // primary's words.
        let qualifier = |at: (usize, usize), (req, eff): (DateRange, Option<DateRange>)| {
            Found::read(at, ExpressionRole::Primary, ExpressionKind::Year, req, eff)
        };
        if let (Some(ix), Some(p)) = (year_ix, primary) {
            found.push((ix, qualifier(self.bytes(&items[ix]), p)));
        }

        // Other periods: recognised, reported, not used.
        for &ix in &times {
            if Some(ix) == primary_ix
                || Some(ix) == comparison_ix
                || Some(ix) == year_ix
                || merged.contains(&ix)
            {
                continue;
            }
            let item = &items[ix];
            let ItemKind::Time(expr) = &item.kind else {
                continue;
            };
            let text = self.text(item).to_string();
            let (s, e) = self.bytes(item);
            match self.time(expr, &text) {
                // "memorial day weekend 2025", "between christmas and new years last year": a
                // period holding the primary's days qualifies it; it is no second period (the
                // year and the weekend were answered as a two-row series).
                Ok((r, _)) if primary.is_some_and(|(req, _)| r.intersect(&req) == Some(req)) => {
                    if let Some(p) = primary {
                        found.push((ix, qualifier((s, e), p)));
                    }
                }
                Ok((r, kind)) => {
                    self.notes.push(format!(
                        "only the first period is used; '{text}' ({}) is not",
                        show(&r)
                    ));
                    found.push((
                        ix,
                        Found::read((s, e), ExpressionRole::Ignored, kind, r, None),
                    ));
                }
                Err(err) => self.notes.push(err.to_string()),
            }
        }
        found.sort_by_key(|(ix, _)| *ix);

        // A relative year after the second of two yearless periods: both readings, to ask.
        let ask = match (primary_ix, comparison_ix, primary, comparison_requested) {
            (Some(p), Some(c), Some((requested, _)), Some(cr)) => {
                self.relative_year_readings(&items[p], requested, &items[c], cr)
            }
            _ => None,
        };
        // Two weeks side by side, not a series by week.
        if week_on_week.is_some() {
            rule_granularity = None;
        }
        let granularity = self.granularity(items, rule_granularity, base);
        let rewritten = self.rewrite(&found, items);
        let expressions = found
            .into_iter()
            .map(|(ix, f)| ResolvedExpression {
                text: self.text(&items[ix]).to_string(),
                start: f.start,
                end: f.end,
                role: f.role,
                kind: f.kind,
                range: f.requested,
            })
            .collect();
        Resolution {
            rewritten,
            slots: TimeSlots {
                primary: primary.map(|(req, eff)| eff.unwrap_or(req)),
                comparison,
                comparison_kind,
                granularity,
                expressions,
            },
            coverage,
            comparison_coverage,
            notes: self.notes,
            ask,
        }
    }
}
