//! "revenue wk on wk", "orders week on week - up or down?" with no week named: last week
//! against the week before (stop 35).
//!
//! Why: the rule alone named no period, so the plan drew a series of twelve weeks ("Revenue by
//! week from 2025-09-22 ...") where the seller asked whether the week just gone was up or down
//! on the one before it, the figures of two weeks. A week is the one unit a seller compares
//! this way by habit; "mom" with no month named stays months side by side (stop 24's reading,
//! which its sets check), and any period or breakdown named ("by week", "this week w/w") keeps
//! its own reading.

use super::super::dates;
use super::super::parse::{Item, ItemKind, Rule};
use super::super::{DateRange, Granularity};
use super::Assembly;

impl Assembly<'_> {
    /// Last week, when the question's only period words are a week-on-week rule (no period,
    /// no breakdown named); `None` otherwise.
    pub(super) fn week_on_week_default(
        &self,
        items: &[Item],
        comparison_ix: Option<usize>,
    ) -> Option<DateRange> {
        let rule = &items.get(comparison_ix?)?.kind;
        if !matches!(
            rule,
            ItemKind::Rule(Rule::PreviousPeriod(Some(Granularity::Week)))
        ) {
            return None;
        }
        let other = items.iter().any(|it| {
            matches!(
                it.kind,
                ItemKind::Time(_) | ItemKind::CompareTo(_) | ItemKind::Granularity(_)
            )
        });
        if other {
            return None;
        }
        dates::unit_shift(Granularity::Week, self.today(), -1)
    }
}
