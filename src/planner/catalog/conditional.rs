//! Counts and lists with a condition ([`crate::planner::condition`]), as the catalog planner
//! plans them: the period and bucket the condition is read over, and the condition applied to
//! the built plan with what the catalog knows of its columns. Split from `mod.rs`, which keeps
//! the decision order.

use super::*;
use crate::planner::condition::Conditional;

impl CatalogPlanner {
    /// The time slots of a conditional count or list, and the cues it overrides: the measure
    /// one row per day, week, month or product, never a ranking or the records themselves.
    pub(super) fn conditional_time(
        &self,
        req: &PlanRequest<'_>,
        c: &Conditional,
        cues: &mut Cues,
    ) -> crate::augment::Resolution {
        cues.count = false;
        cues.list = false;
        cues.rank = None;
        cues.n = None;
        cues.singular = false;
        cues.by_product = c.counted == Counted::Products;
        let mut t = req.time.clone();
        t.slots.granularity = c.counted.grain();
        // "When did the bear last go out of stock", "which days was it out of stock"
        // name no period: its whole history, as for the count of such days (the
        // day-by-day default, 30 days, would miss an earlier one).
        let all_data = c
            .condition
            .measure
            .and_then(|m| self.catalog.measures.get(m))
            .is_some_and(|m| m.all_data_by_default);
        if (c.pick.is_some() || all_data) && t.slots.primary.is_none() {
            t.slots.primary = Some(DateRange {
                start: req.span.start,
                end: crate::planner::shapes::data_end(req),
            });
        }
        t
    }

    /// Keeps the rows of `built` that meet the condition (and counts them); `Err` says why it
    /// cannot, for the ask-back.
    pub(super) fn apply_condition(
        &self,
        built: &mut PlannedQuery,
        c: &Conditional,
        linked: &Linked,
        intent: &Intent,
    ) -> Result<(), String> {
        let api = &self.index.apis[linked.api];
        let descriptor = self.catalog.api(&api.name).map(|a| &a.descriptor);
        let unit = |col: &str| descriptor.and_then(|d| d.column(col)).and_then(|x| x.unit);
        // Flows and counts are 0 for a product with no rows; a price or a rating is unknown.
        let zero_when_absent = |m: &str| {
            self.catalog.measures.get(m).is_some_and(|x| {
                matches!(
                    x.kind,
                    crate::catalog::measure::MeasureKind::Flow
                        | crate::catalog::measure::MeasureKind::Count
                )
            })
        };
        let noun = |col: &str| {
            descriptor
                .and_then(|d| d.column(col))
                .map_or(col.replace('_', " "), |x| {
                    crate::catalog::api::noun(&x.display_name)
                })
        };
        let facts = condition::ColumnFacts {
            unit: &unit,
            noun: &noun,
            zero_when_absent: &zero_when_absent,
            can_list_products: self.catalog.api("product_catalog").is_some(),
        };
        let lead = intent.lead_measure();
        condition::apply(built, c, api, lead, &facts)
    }
}
