//! The daily simulation of one product: traffic, conversion, price, stock, ads and reviews.
//!
//! Takes a planned product and its seller's day factors, gives one [`DayRow`] per day from the
//! product's first day, and guarantees the contract's internal consistency by construction:
//! `revenue = units × price`, `orders ≤ units`, `refunds ≤ units`, `sessions ≤ page_views`,
//! `clicks ≤ impressions`, `attributed_sales ≤ revenue`,
//! `on_hand = previous on_hand + inbound − units ≥ 0` (so units are 0 while there is no stock),
//! and no row before launch.
//!
//! The causal chain: expected sessions (size × growth × season × weekday × event × launch ramp)
//! plus ad clicks (budget-bound, so not seasonal) → conversion (seller level × product factor ×
//! price elasticity against the list price × quality) → demand → units capped by stock.

use super::plan::{ProductPlan, SellerPlan};
use crate::data::calendar::{Day, Event, DAYS};
use crate::data::rng::{self, Rng};

/// One product on one day, money in cents.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(crate) struct DayRow {
    pub orders: i64,
    pub units: i64,
    pub revenue: i64,
    pub refunded: i64,
    pub page_views: i64,
    pub sessions: i64,
    pub on_hand: i64,
    pub inbound: i64,
    pub price: i64,
    pub competitor_price: Option<i64>,
    pub buy_box: f64,
    pub impressions: i64,
    pub clicks: i64,
    pub spend: i64,
    pub attributed: i64,
}

/// One review before ids are assigned (ids follow date order over the whole marketplace).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Review {
    pub day: usize,
    pub seller: usize,
    pub product: usize,
    pub rating: u8,
    pub title: &'static str,
}

/// The seller-wide factors of each day, shared by its products.
pub(crate) struct SellerDays {
    /// growth × season × weekday × event, before the product's launch ramp.
    pub demand: Vec<f64>,
    /// Growth alone (ad budgets grow with the business, not with the season).
    pub growth: Vec<f64>,
    /// Realised seller-wide shock (a good or bad day for the whole shop).
    pub shock: Vec<f64>,
    /// Ad budget factor.
    pub budget: Vec<f64>,
}

impl SellerDays {
    pub(crate) fn new(seller: &SellerPlan, days: &[Day], rng: &mut Rng) -> SellerDays {
        let log_growth = rng::ln(1.0 + seller.growth);
        let mut out = SellerDays {
            demand: Vec::with_capacity(DAYS),
            growth: Vec::with_capacity(DAYS),
            shock: Vec::with_capacity(DAYS),
            budget: Vec::with_capacity(DAYS),
        };
        let mut budget = 1.0;
        for (i, day) in days.iter().enumerate() {
            let growth = rng::exp(i as f64 / 365.0 * log_growth);
            let weekly = if day.weekend {
                seller.weekend_lift
            } else {
                1.0
            };
            let event = match day.event {
                Event::None => 1.0,
                Event::PrimeDay => seller.prime_lift,
                Event::BlackFriday => seller.bf_lift,
                Event::CyberWeekend => 1.0 + (seller.bf_lift - 1.0) * 0.4,
                Event::CyberMonday => 1.0 + (seller.bf_lift - 1.0) * 0.6,
            };
            let season = super::plan::season(seller.category, day.year_pos, seller.season_amp);
            for &(from, factor) in &seller.ad_budget {
                if from == i {
                    budget = factor;
                }
            }
            // Sellers raise ad budgets for the big sales days.
            let event_budget = if day.event == Event::None { 1.0 } else { 1.5 };
            out.demand.push(growth * season * weekly * event);
            out.growth.push(growth);
            out.shock.push(rng.lognormal(0.05));
            out.budget.push(budget * event_budget);
        }
        out
    }
}

/// Cumulative product of `(from day, factor)` changes in effect on `day`.
fn factor_at(changes: &[(usize, f64)], day: usize) -> f64 {
    changes
        .iter()
        .filter(|(from, _)| *from <= day)
        .map(|(_, f)| f)
        .product()
}

fn round_up(x: f64, pack: i64) -> i64 {
    let pack = pack.max(1);
    let units = x.max(0.0).ceil() as i64;
    (units + pack - 1) / pack * pack
}

/// The cumulative distribution of star ratings (1..5) with the given mean: a softmax over the
/// stars mixed with a little of the J shape real reviews have, tilted until the mean matches.
pub(crate) fn rating_cdf(mean: f64) -> [f64; 5] {
    const J: [f64; 5] = [0.55, 0.10, 0.05, 0.05, 0.25];
    const W: f64 = 0.1;
    let probs = |beta: f64| {
        let e: Vec<f64> = (1..=5).map(|r| rng::exp(beta * r as f64)).collect();
        let total: f64 = e.iter().sum();
        let mut p = [0.0; 5];
        for i in 0..5 {
            p[i] = (1.0 - W) * e[i] / total + W * J[i];
        }
        p
    };
    let mean_of = |p: &[f64; 5]| (0..5).map(|i| (i + 1) as f64 * p[i]).sum::<f64>();
    let (mut lo, mut hi) = (-6.0, 6.0);
    for _ in 0..60 {
        let mid = 0.5 * (lo + hi);
        if mean_of(&probs(mid)) < mean {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let p = probs(0.5 * (lo + hi));
    let mut cdf = [0.0; 5];
    let mut acc = 0.0;
    for i in 0..5 {
        acc += p[i];
        cdf[i] = acc;
    }
    cdf[4] = 1.0;
    cdf
}

/// Simulates one product; appends its reviews to `reviews`. `defect` draws only the refunds a
/// quality drop adds above the product stream's (see `QualityDrop::refund_rate_after`).
#[allow(clippy::too_many_arguments)]
pub(crate) fn product(
    rng: &mut Rng,
    defect: &mut Rng,
    seller: &SellerPlan,
    seller_index: usize,
    sd: &SellerDays,
    p: &ProductPlan,
    product_index: usize,
    days: &[Day],
    reviews: &mut Vec<Review>,
) -> Vec<DayRow> {
    let first = p.first_day.min(DAYS);
    let n = DAYS - first;
    let mut rows = vec![DayRow::default(); n];
    let mut demand = vec![0i64; n];
    let mut expected = vec![0.0f64; n];
    let list = p.list_price_cents as f64;
    let launched_in_span = p.first_day > 0;

    // Pass 1: price, traffic, potential demand.
    for i in 0..n {
        let d = first + i;
        let day = &days[d];
        let ramp = if launched_in_span {
            1.0 - rng::exp(-((i + 1) as f64) / 25.0)
        } else {
            1.0
        };
        let e_org = p.weight * sd.demand[d] * ramp;
        let organic = rng.poisson(e_org * sd.shock[d]);
        let (e_clicks, clicks) = match &p.ad {
            Some(ad) => {
                let e = ad.daily_clicks * sd.growth[d] * sd.budget[d] * ramp;
                let noise = rng.lognormal(0.08);
                (e, rng.poisson(e * noise))
            }
            None => (0.0, 0),
        };
        let sessions = organic + clicks;

        let base_price = (list * factor_at(&p.price_changes, d)).round();
        let discount = match day.event {
            Event::PrimeDay => p.prime_discount,
            Event::BlackFriday | Event::CyberWeekend | Event::CyberMonday => p.bf_discount,
            Event::None => 0.0,
        };
        let price = (base_price * (1.0 - discount)).round().max(1.0) as i64;
        let quality = match &p.quality_drop {
            Some(q) if d >= q.day => q.conv_factor,
            _ => 1.0,
        };
        let cr = (seller.conv_level
            * p.conv_factor
            * rng::powf(price as f64 / list, -p.elasticity)
            * quality)
            .min(0.6);
        let noise = rng.lognormal(0.07);
        demand[i] = rng.poisson(sessions as f64 * cr * noise);
        expected[i] = (e_org + e_clicks) * cr;

        let competitor_price = p.has_competitor.then(|| {
            let base = list * p.comp_ratio * factor_at(&p.comp_changes, d);
            // Competitors price at .99 too, and join the marketplace events.
            let shelf = ((base / 100.0).round() * 100.0 - 1.0).max(99.0);
            let event_cut = if day.event == Event::None { 1.0 } else { 0.9 };
            (shelf * event_cut).round() as i64
        });
        let buy_box = match competitor_price {
            Some(c) => p.bb_base - 2.0 * (price as f64 / c as f64 - 1.02).max(0.0),
            None => p.bb_base,
        } + 0.015 * rng.normal();
        let row = &mut rows[i];
        row.sessions = sessions;
        row.clicks = clicks;
        row.price = price;
        row.competitor_price = competitor_price;
        row.buy_box = (buy_box.clamp(0.02, 1.0) * 1000.0).round() / 1000.0;
        let noise = rng.lognormal(0.05);
        row.page_views = sessions + rng.poisson(sessions as f64 * (p.pv_ratio - 1.0) * noise);
        if let Some(ad) = &p.ad {
            if e_clicks > 0.0 {
                let ctr = ad.ctr * rng.lognormal(0.1);
                row.impressions =
                    clicks + rng.poisson((clicks as f64 + e_clicks) * 0.5 * (1.0 / ctr - 1.0));
                row.spend = (clicks as f64 * ad.cpc_cents * rng.lognormal(0.1)).round() as i64;
            }
        }
    }

    // Pass 2: stock. Units are demand capped by what is on hand.
    inventory(rng, seller.safety, p, first, &demand, &expected, &mut rows);

    // Pass 3: what follows from units.
    let cdf_before = rating_cdf(p.rating_mean);
    let cdf_after = p.quality_drop.as_ref().map(|q| rating_cdf(q.rating_after));
    for (i, row) in rows.iter_mut().enumerate() {
        let d = first + i;
        let units = row.units;
        let dropped = matches!(&p.quality_drop, Some(q) if d >= q.day);
        row.revenue = units * row.price;
        row.orders = if units > 0 {
            units - rng.binomial(units - 1, p.multi_unit)
        } else {
            0
        };
        let refund_boost = match &p.quality_drop {
            Some(q) if dropped => q.refund_boost,
            _ => 1.0,
        };
        let drawn_rate = (p.refund_rate * refund_boost).min(0.5);
        row.refunded = rng.binomial(units, drawn_rate);
        // The defect's returns above the boosted rate come from their own stream: a draw more
        // from `rng` would move every later draw of the product, its review count among them,
        // and review ids follow date order over the whole marketplace, so every later review of
        // every seller would be renumbered. Each unit not refunded above is refunded with the
        // chance that makes the total Binomial(units, refund_rate_after) exactly.
        if let Some(q) = p.quality_drop.as_ref().filter(|_| dropped) {
            if q.refund_rate_after > drawn_rate {
                let top_up = (q.refund_rate_after - drawn_rate) / (1.0 - drawn_rate);
                row.refunded += defect.binomial(units - row.refunded, top_up);
            }
        }
        if row.clicks > 0 && units > 0 && row.sessions > 0 {
            let share = row.clicks as f64 / row.sessions as f64;
            row.attributed = rng.binomial(units, share) * row.price;
        }
        let review_boost = match &p.quality_drop {
            Some(q) if dropped => q.review_boost,
            _ => 1.0,
        };
        let n_reviews = rng.poisson(units as f64 * p.review_rate * review_boost);
        for _ in 0..n_reviews {
            // Customers review a few days after buying.
            let review_day = d + rng.poisson(5.0) as usize;
            if review_day >= DAYS {
                continue;
            }
            let (cdf, issue) = match (&p.quality_drop, &cdf_after) {
                (Some(q), Some(after)) if review_day >= q.day => (after, true),
                _ => (&cdf_before, false),
            };
            let rating = rng.sample_cdf(cdf) as u8 + 1;
            let title = if issue && rating <= 3 && rng.chance(0.6) {
                *rng.pick(&super::names::QUALITY_ISSUE_TITLES)
            } else {
                *rng.pick(super::names::REVIEW_TITLES[usize::from(rating - 1)])
            };
            reviews.push(Review {
                day: review_day,
                seller: seller_index,
                product: product_index,
                rating,
                title,
            });
        }
    }
    rows
}

/// Replenishment: each day, when stock plus open orders falls below the expected demand over the
/// lead time plus a week (times the seller's safety factor), order enough for the lead time plus
/// the cover period, rounded up to case packs. The plan knows the expected demand ahead, so the
/// seasonal peak is stocked for and stockouts stay rare unless planted.
///
/// A planted stockout `[s, e]` is a supplier failure: in the months before `s`, the first
/// replenishment point where one ordinary-sized delivery can carry the product to `s` becomes
/// the last delivery, sized from the actual demand so that stock runs out exactly at the end of
/// day `s − 1`; nothing arrives until the restock on `e + 1`. Stock and units stay consistent
/// throughout (`on_hand = previous + inbound − units`).
fn inventory(
    rng: &mut Rng,
    safety: f64,
    p: &ProductPlan,
    first: usize,
    demand: &[i64],
    expected: &[f64],
    rows: &mut [DayRow],
) {
    let n = demand.len();
    if n == 0 {
        return;
    }
    let mut prefix = vec![0.0f64; n + 1];
    for i in 0..n {
        prefix[i + 1] = prefix[i] + expected[i];
    }
    let last = expected[n - 1];
    // Expected demand over days [a, b), extrapolating the last day past the end of the span.
    let forward = |a: usize, b: usize| -> f64 {
        let (a2, b2) = (a.min(n), b.min(n));
        prefix[b2] - prefix[a2] + (b - b2.max(a)) as f64 * last
    };
    let lead = p.lead_time;
    let order_for = |from: usize, position: i64| {
        round_up(
            safety * forward(from, from + lead + p.cover_days) - position as f64,
            p.case_pack,
        )
    };
    // The planted stockout relative to the first day: (window start, first empty, last empty).
    let plan = p.stockout.and_then(|(s, e)| {
        let (s, e) = (s.checked_sub(first)?, e.checked_sub(first)?);
        (s >= 2 && e < n).then_some((s.saturating_sub(120), s, e))
    });
    let mut last_delivery_sent = false;
    let initial = order_for(0, 0);
    let mut on_hand_prev = if first > 0 { 0 } else { initial };
    let mut pipeline: Vec<(usize, i64)> = Vec::new();
    if first > 0 {
        // A launch starts with its first delivery.
        pipeline.push((0, initial));
    }
    for i in 0..n {
        let mut inbound = 0;
        if matches!(plan, Some((_, _, e)) if i == e + 1) {
            inbound += order_for(i, 0);
        }
        pipeline.retain(|&(arrival, qty)| {
            if arrival == i {
                inbound += qty;
                false
            } else {
                true
            }
        });
        let available = on_hand_prev + inbound;
        let units = match plan {
            // Only reached with stock left if the plan could not size the last delivery.
            Some((_, s, _)) if i + 1 == s => available,
            _ => demand[i].min(available),
        };
        let mut on_hand = available - units;
        let position = on_hand + pipeline.iter().map(|&(_, q)| q).sum::<i64>();
        let reorder_point = safety * forward(i + 1, i + 1 + lead + 7);
        if (position as f64) < reorder_point {
            let qty = order_for(i + 1, position);
            match plan {
                // Before the stockout: the last delivery, or an ordinary one until it is due.
                Some((w, s, _)) if i >= w && i + 1 < s && !last_delivery_sent => {
                    let needed = demand[i + 1..s].iter().sum::<i64>() - position;
                    if needed <= qty || i + 1 + lead + 7 >= s {
                        // The last delivery, today.
                        let q = needed.max(0);
                        inbound += q;
                        on_hand += q;
                        last_delivery_sent = true;
                    } else if qty > 0 {
                        pipeline.push((i + lead, qty));
                    }
                }
                // No orders from the last delivery until the restock.
                Some((w, _, e)) if i >= w && i <= e => {}
                _ if qty > 0 => pipeline.push((i + lead + rng.int(0, 2) as usize, qty)),
                _ => {}
            }
        }
        rows[i].units = units;
        rows[i].inbound = inbound;
        rows[i].on_hand = on_hand;
        on_hand_prev = on_hand;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rating_distribution_hits_the_mean() {
        for &m in &[3.1, 4.0, 4.5] {
            let cdf = rating_cdf(m);
            let mut prev = 0.0;
            let mut mean = 0.0;
            for (i, &c) in cdf.iter().enumerate() {
                mean += (i + 1) as f64 * (c - prev);
                prev = c;
            }
            assert!((mean - m).abs() < 1e-6, "{m} -> {mean}");
        }
    }

    /// A quality drop's added refunds come from their own stream: with or without them the
    /// product's stream draws the same, so every other column and every review (whose count
    /// sets every later review id in the marketplace) stay as they were.
    #[test]
    fn added_refunds_move_nothing_else() {
        let world = super::super::plan::plan(42);
        let days = crate::data::calendar::days();
        let (si, s, pi, q) = world
            .sellers
            .iter()
            .enumerate()
            .skip(1)
            .flat_map(|(si, s)| {
                s.products
                    .iter()
                    .enumerate()
                    .map(move |(pi, p)| (si, s, pi, p))
            })
            .find_map(|(si, s, pi, p)| {
                let q = p.quality_drop.as_ref()?;
                (q.refund_rate_after > p.refund_rate * q.refund_boost).then_some((si, s, pi, q))
            })
            .expect("a random seller's drop with refunds added");
        let run = |p: &ProductPlan| {
            let mut seller_rng = Rng::stream(9, 1);
            let sd = SellerDays::new(s, &days, &mut seller_rng);
            let (mut rng, mut defect) = (Rng::stream(9, 2), Rng::stream(9, 3));
            let mut reviews = Vec::new();
            let rows = product(
                &mut rng,
                &mut defect,
                s,
                si,
                &sd,
                p,
                pi,
                &days,
                &mut reviews,
            );
            let reviews: Vec<_> = reviews.iter().map(|r| (r.day, r.rating, r.title)).collect();
            (rows, reviews)
        };
        let planted = &s.products[pi];
        let mut boosted_only = planted.clone();
        if let Some(b) = boosted_only.quality_drop.as_mut() {
            b.refund_rate_after = (planted.refund_rate * b.refund_boost).min(0.5);
        }
        let (with, reviews_with) = run(planted);
        let (without, reviews_without) = run(&boosted_only);
        assert_eq!(reviews_with, reviews_without);
        let first = planted.first_day.min(DAYS);
        let mut added = 0;
        for (i, (a, b)) in with.iter().zip(&without).enumerate() {
            assert_eq!(DayRow { refunded: 0, ..*a }, DayRow { refunded: 0, ..*b });
            if first + i < q.day {
                assert_eq!(a.refunded, b.refunded, "day {} before the drop", first + i);
            }
            assert!(a.refunded >= b.refunded && a.refunded <= a.units);
            added += a.refunded - b.refunded;
        }
        assert!(added > 0, "{} refunds added", planted.id);
    }

    #[test]
    fn case_packs_round_up() {
        assert_eq!(round_up(0.0, 12), 0);
        assert_eq!(round_up(1.2, 12), 12);
        assert_eq!(round_up(24.0, 12), 24);
        assert_eq!(round_up(-5.0, 6), 0);
        assert_eq!(factor_at(&[(3, 1.25), (10, 2.0)], 5), 1.25);
        assert_eq!(factor_at(&[(3, 1.25), (10, 2.0)], 2), 1.0);
    }
}
