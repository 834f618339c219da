//! The planted events of the world plan, as public ground truth: what the generator put in
//! each seller's data, independent of any detector. The diagnostics tests check the Insight
//! Generator's findings against this list, never against the detectors' own output.

use chrono::NaiveDate;

use super::plan::{self, Metric};
use crate::data::calendar;

/// What kind of event.
#[derive(Debug, Clone, PartialEq)]
pub enum PlantedKind {
    /// No stock from `start` to `end` (inclusive).
    Stockout,
    /// The product's own price multiplied by `factor` from `start`.
    PriceChange {
        /// The price factor (1.25 = +25%).
        factor: f64,
    },
    /// The product's ratings fall to about `rating_after` from `start`; conversion follows.
    QualityDrop {
        /// The mean rating after the drop.
        rating_after: f64,
        /// The product's planned mean rating before it.
        rating_before: f64,
        /// The chance a unit sold is refunded, before the drop and from it on (what an oracle
        /// needs to say how many refunds each side should hold).
        refund_rate_before: f64,
        refund_rate_after: f64,
    },
    /// The seller's ad budget multiplied by `factor` from `start`, on `products`.
    AdBudgetChange {
        /// The budget factor (0.3 = a 70% cut).
        factor: f64,
        /// The advertised products.
        products: Vec<String>,
    },
    /// One account-health metric out of its usual range in the week starting `start`.
    HealthIssue {
        /// The metric's column name (`late_shipment_rate`, ...).
        metric: &'static str,
        /// Its value that week.
        value: f64,
    },
}

/// One planted event.
#[derive(Debug, Clone, PartialEq)]
pub struct PlantedEvent {
    /// The seller.
    pub seller_id: String,
    /// The product, for product events.
    pub product_id: Option<String>,
    /// The first day.
    pub start: NaiveDate,
    /// The last day, for events with an end (stockouts, a health week's Sunday).
    pub end: Option<NaiveDate>,
    /// What happened.
    pub kind: PlantedKind,
}

/// Every event the world plan of `seed` plants, seller by seller.
pub fn planted_events(seed: u64) -> Vec<PlantedEvent> {
    let world = plan::plan(seed);
    let mut out = Vec::new();
    for s in &world.sellers {
        for p in &s.products {
            let ev = |start: NaiveDate, end: Option<NaiveDate>, kind: PlantedKind| PlantedEvent {
                seller_id: s.id.clone(),
                product_id: Some(p.id.clone()),
                start,
                end,
                kind,
            };
            if let Some((a, b)) = p.stockout {
                out.push(ev(
                    calendar::date(a),
                    Some(calendar::date(b)),
                    PlantedKind::Stockout,
                ));
            }
            for &(day, factor) in &p.price_changes {
                out.push(ev(
                    calendar::date(day),
                    None,
                    PlantedKind::PriceChange { factor },
                ));
            }
            if let Some(q) = &p.quality_drop {
                out.push(ev(
                    calendar::date(q.day),
                    None,
                    PlantedKind::QualityDrop {
                        rating_after: q.rating_after,
                        rating_before: p.rating_mean,
                        // As the simulation draws them (`simulate.rs`: capped at one half).
                        refund_rate_before: p.refund_rate.min(0.5),
                        refund_rate_after: q.refund_rate_after,
                    },
                ));
            }
        }
        let advertised: Vec<String> = s
            .products
            .iter()
            .filter(|p| p.ad.is_some())
            .map(|p| p.id.clone())
            .collect();
        for &(day, factor) in &s.ad_budget {
            out.push(PlantedEvent {
                seller_id: s.id.clone(),
                product_id: None,
                start: calendar::date(day),
                end: None,
                kind: PlantedKind::AdBudgetChange {
                    factor,
                    products: advertised.clone(),
                },
            });
        }
        for issue in &s.health.issues {
            out.push(PlantedEvent {
                seller_id: s.id.clone(),
                product_id: None,
                start: issue.week,
                end: Some(issue.week + chrono::Days::new(6)),
                kind: PlantedKind::HealthIssue {
                    metric: match issue.metric {
                        Metric::OrderDefect => "order_defect_rate",
                        Metric::LateShipment => "late_shipment_rate",
                        Metric::Cancellation => "cancellation_rate",
                        Metric::ValidTracking => "valid_tracking_rate",
                    },
                    value: issue.value,
                },
            });
        }
    }
    out
}
