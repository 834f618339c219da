//! What the resolution reports besides the dates: the comparison's kind, a like-for-like
//! note, the granularity, the rewritten question, and a period clipped to the data.

use super::super::dates;
use super::super::lexer::Tok;
use super::super::parse::{Anchor, Item, ItemKind, TimeExpr, Yearly};
use super::super::{ComparisonKind, Coverage, DataSpan, DateRange, ExpressionKind, Granularity};
use super::{Assembly, Found};

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

impl Assembly<'_> {
    /// A named comparison is year over year or previous period when it is exactly that range
    /// for the (clipped) primary; otherwise explicit.
    pub(super) fn classify(
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
    pub(super) fn like_for_like(
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
    pub(super) fn granularity(
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
    pub(super) fn rewrite(&self, found: &[(usize, Found)], items: &[Item]) -> String {
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
pub(super) fn show(r: &DateRange) -> String {
    if r.start == r.end {
        r.start.to_string()
    } else {
        format!("{} to {}", r.start, r.end)
    }
}

/// "2025-12-01..2025-12-07", or one date (the form used in notes and messages).
pub(super) fn show_dots(r: &DateRange) -> String {
    if r.start == r.end {
        r.start.to_string()
    } else {
        r.to_string()
    }
}

/// The part of `requested` the data has, and what to tell the reader about the rest.
pub(super) fn clip(requested: DateRange, span: &DataSpan) -> (Option<DateRange>, Coverage) {
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
