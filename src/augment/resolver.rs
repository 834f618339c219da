//! From recognised items to a [`Resolution`]: which period is the primary and which the
//! comparison, their dates (years shared across a range or a comparison), clipping to the data,
//! the comparison kind, the granularity, and the rewritten question.

use chrono::{Datelike, NaiveDate};

use super::dates;
use super::lexer::{tokenize, Tok, Token};
use super::parse::{Anchor, Ctx, Item, ItemKind, Parser, Pick, Rule, TimeExpr, Yearly};
use super::{
    AugmentError, ComparisonKind, Coverage, DataSpan, DateRange, EventCalendar, ExpressionKind,
    ExpressionRole, Granularity, Resolution, ResolvedExpression, TimeSlots,
};

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

/// Words that ask for a series over time: a granularity is inferred for them.
const TREND_WORDS: &[&str] = &[
    "trend",
    "trends",
    "trending",
    "evolution",
    "evolved",
    "history",
    "historical",
    "chart",
    "plot",
    "graph",
    "timeline",
];

/// First words of a comparison that already reads as one ("vs last year"): the rewrite adds
/// only the dates, not "compared with".
const COMPARATOR_WORDS: &[&str] = &[
    "vs",
    "v",
    "versus",
    "compared",
    "compare",
    "compares",
    "comparing",
    "in",
    "relative",
    "against",
    "over",
    "than",
    "from",
    "on",
    "with",
    "to",
    "beat",
    "beating",
    "outpace",
    "outpacing",
    "outperform",
    "outperforming",
    "ahead",
    "behind",
];

pub(crate) fn resolve(
    question: &str,
    today: NaiveDate,
    span: DataSpan,
    cal: &EventCalendar,
) -> Resolution {
    let toks = tokenize(question);
    let ctx = Ctx {
        today,
        cal,
        first_day: span.start,
    };
    let items = Parser::new(&toks, question, &ctx).items();
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
                            Found {
                                start: s,
                                end: e,
                                role: ExpressionRole::Primary,
                                kind,
                                requested: Some(requested),
                                shown: Some(effective.unwrap_or(requested)),
                            },
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
                found.push((
                    ix,
                    Found {
                        start: s,
                        end: e,
                        role: ExpressionRole::Primary,
                        kind,
                        requested: Some(rb),
                        shown: Some(rb.intersect(&self.span.range()).unwrap_or(rb)),
                    },
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

        // What derived comparisons are computed from: the primary as the data has it.
        let base = primary.map(|(req, eff)| eff.unwrap_or(req));

        // The comparison.
        let mut comparison = None;
        let mut comparison_kind = None;
        let mut comparison_coverage = None;
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
                        (Some(b), Rule::SamePeriodIn(y)) => {
                            let r = b
                                .start
                                .year()
                                .checked_sub(*y)
                                .filter(|k| *k > 0)
                                .and_then(|k| dates::shift_years(&b, k));
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
                                            reason: "the year is not before the period's",
                                        }
                                        .to_string(),
                                    );
                                    None
                                }
                            }
                        }
                        (Some(b), Rule::SameSpanBack(g)) => {
                            let back = |d| dates::unit_shift_day(*g, d, -1);
                            match (back(b.start), back(b.end)) {
                                (Some(s0), Some(e0)) if s0 <= e0 => {
                                    let r = DateRange { start: s0, end: e0 };
                                    let kind = self.classify(r, base, primary_expr);
                                    comparison_kind = Some(kind);
                                    Some((r, ExpressionKind::ComparisonRule, kind))
                                }
                                _ => {
                                    self.notes.push(
                                        AugmentError::Unresolvable {
                                            text: text.clone(),
                                            reason: "no such days one period back",
                                        }
                                        .to_string(),
                                    );
                                    None
                                }
                            }
                        }
                        (Some(b), Rule::LastOne) => self
                            .previous_unit_of(b)
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
                    comparison_coverage = Some(cov);
                    found.push((
                        ix,
                        Found {
                            start: s,
                            end: e,
                            role: ExpressionRole::Comparison,
                            kind,
                            requested: Some(requested),
                            shown: Some(effective.unwrap_or(requested)),
                        },
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
        let qualifier =
            |(s, e): (usize, usize), (req, eff): (DateRange, Option<DateRange>)| Found {
                start: s,
                end: e,
                role: ExpressionRole::Primary,
                kind: ExpressionKind::Year,
                requested: Some(req),
                shown: Some(eff.unwrap_or(req)),
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
                        Found {
                            start: s,
                            end: e,
                            role: ExpressionRole::Ignored,
                            kind,
                            requested: Some(r),
                            shown: Some(r),
                        },
                    ));
                }
                Err(err) => self.notes.push(err.to_string()),
            }
        }
        found.sort_by_key(|(ix, _)| *ix);

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
        }
    }

    /// The dates of a time expression as the primary (or an ignored period).
    fn time(
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
    fn pair(
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
                Anchor::Yearly { year: Some(yb), .. },
            ) => {
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
    fn year_further_on(&self, a: &Item, b: &Item) -> Option<TimeExpr> {
        let (
            ItemKind::Time(TimeExpr::Anchor(Anchor::Yearly {
                what,
                year: None,
                pick: Pick::Recent,
            })),
            ItemKind::Time(TimeExpr::Anchor(Anchor::Year(y))),
        ) = (&a.kind, &b.kind)
        else {
            return None;
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

    fn year_from_comparison(&self, primary: &TimeExpr, comparison: Option<&Item>) -> TimeExpr {
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
        TimeExpr::Anchor(Anchor::Yearly {
            what: *what,
            year: Some(*y),
            pick: Pick::Recent,
        })
    }

    fn comparison_target(
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
    fn before_the_same(
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
    fn cut_to_date(
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
    fn previous_unit_of(&self, base: DateRange) -> Option<DateRange> {
        use Granularity::*;
        let today = self.today();
        // The smallest unit: "last July" is a month that also starts a quarter. "So far": the
        // unit holding today, cut at the data's end in the last week ("this month").
        let unit = [Week, Month, Quarter, Year].into_iter().find(|&u| {
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

    fn derived(
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

    /// A named comparison is year over year or previous period when it is exactly that range
    /// for the (clipped) primary; otherwise explicit.
    fn classify(
        &self,
        r: DateRange,
        base: Option<DateRange>,
        primary_expr: Option<&TimeExpr>,
    ) -> ComparisonKind {
        let Some(b) = base else {
            return ComparisonKind::Explicit;
        };
        let event_prev = match primary_expr {
            Some(TimeExpr::Anchor(Anchor::Yearly {
                what: Yearly::Event(ix),
                ..
            })) => self
                .ctx
                .cal
                .events
                .get(*ix)
                .and_then(|e| e.previous(b.start)),
            _ => None,
        };
        if Some(r) == dates::year_over_year(&b) || (event_prev.is_some() && Some(r) == event_prev) {
            ComparisonKind::YearOverYear
        } else if Some(r) == dates::previous_period(&b) {
            ComparisonKind::PreviousPeriod
        } else {
            ComparisonKind::Explicit
        }
    }

    /// Says so when a named comparison is complete but the primary is cut short by the data.
    fn like_for_like(
        &mut self,
        coverage: &Coverage,
        base: Option<DateRange>,
        comparison: Option<DateRange>,
    ) {
        if let (Coverage::Clipped { requested, .. }, Some(b), Some(c)) =
            (coverage, base, comparison)
        {
            if b.days() != c.days() {
                self.notes.push(format!(
                    "not like for like: the data has {} of {} days of {}, against {} days of {}",
                    b.days(),
                    requested.days(),
                    show_dots(requested),
                    c.days(),
                    show_dots(&c)
                ));
            }
        }
    }

    /// Explicit breakdown words first, then the unit of a "MoM"-style rule, then, for a trend
    /// over a period, a unit that suits the period's length.
    fn granularity(
        &mut self,
        items: &[Item],
        rule: Option<Granularity>,
        base: Option<DateRange>,
    ) -> Option<Granularity> {
        if let Some(g) = items.iter().find_map(|it| match it.kind {
            ItemKind::Granularity(g) => Some(g),
            _ => None,
        }) {
            return Some(g);
        }
        if rule.is_some() {
            return rule;
        }
        let trend = self.toks.iter().enumerate().any(|(i, t)| match &t.tok {
            Tok::Word(w) => {
                TREND_WORDS.contains(&w.as_str())
                    || (w == "over"
                        && matches!(self.toks.get(i + 1).map(|t| &t.tok), Some(Tok::Word(n)) if n == "time"))
            }
            _ => false,
        });
        let b = base.filter(|_| trend)?;
        let g = match b.days() {
            ..=31 => Granularity::Day,
            32..=190 => Granularity::Week,
            191..=1100 => Granularity::Month,
            _ => Granularity::Quarter,
        };
        self.notes.push(format!(
            "granularity inferred for a trend over {} days: by {}",
            b.days(),
            g.as_str()
        ));
        Some(g)
    }

    /// The question with " (start to end)" after each resolved expression, unless the
    /// expression already spells out those dates.
    fn rewrite(&self, found: &[(usize, Found)], items: &[Item]) -> String {
        let mut out = String::with_capacity(self.question.len() + 32 * found.len());
        let mut at = 0;
        for (ix, f) in found {
            let Some(r) = f.shown else { continue };
            let text = self.text(&items[*ix]);
            if text.contains(&r.start.to_string()) && text.contains(&r.end.to_string()) {
                continue;
            }
            let Some(before) = self.question.get(at..f.end) else {
                continue;
            };
            out.push_str(before);
            let first = text.split_whitespace().next().map(str::to_lowercase);
            let before = items[*ix]
                .first
                .checked_sub(1)
                .and_then(|p| self.toks.get(p))
                .and_then(|t| self.question.get(t.start..t.end))
                .map(str::to_lowercase);
            let has_comparator = first
                .into_iter()
                .chain(before)
                .any(|w| COMPARATOR_WORDS.contains(&w.trim_end_matches('.')));
            if f.kind == ExpressionKind::ComparisonRule && !has_comparator {
                out.push_str(&format!(" (compared with {})", show(&r)));
            } else {
                out.push_str(&format!(" ({})", show(&r)));
            }
            at = f.end;
        }
        out.push_str(self.question.get(at..).unwrap_or(""));
        out
    }
}

/// "2025-12-01 to 2025-12-07", or one date.
fn show(r: &DateRange) -> String {
    if r.start == r.end {
        r.start.to_string()
    } else {
        format!("{} to {}", r.start, r.end)
    }
}

/// "2025-12-01..2025-12-07", or one date (the form used in notes and messages).
fn show_dots(r: &DateRange) -> String {
    if r.start == r.end {
        r.start.to_string()
    } else {
        r.to_string()
    }
}

/// The part of `requested` the data has, and what to tell the reader about the rest.
fn clip(requested: DateRange, span: &DataSpan) -> (Option<DateRange>, Coverage) {
    let data = span.range();
    match requested.intersect(&data) {
        None => (
            None,
            Coverage::NoData {
                requested,
                message: format!(
                    "There is no data for {}: the data covers {}.",
                    show_dots(&requested),
                    show_dots(&data)
                ),
            },
        ),
        Some(eff) if eff == requested => (Some(eff), Coverage::Full),
        Some(eff) => {
            let note = match (eff.start > requested.start, eff.end < requested.end) {
                (false, _) => format!("data runs to {}; showing {}", span.end, show_dots(&eff)),
                (true, false) => {
                    format!("data starts on {}; showing {}", span.start, show_dots(&eff))
                }
                (true, true) => format!(
                    "data covers {}; showing {}",
                    show_dots(&data),
                    show_dots(&eff)
                ),
            };
            (Some(eff), Coverage::Clipped { requested, note })
        }
    }
}
