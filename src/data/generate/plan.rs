//! The world plan: every seller, product and planted event, drawn from the seed before any day
//! is simulated.
//!
//! Planning first and simulating second keeps the story readable in one place: the demo
//! seller S001 gets exactly the events of `DATA.md` ([`demo_seller`]), every other seller gets
//! randomised versions of the same kinds of event ([`random_seller`]). The simulation
//! ([`super::simulate`]) knows nothing about S001.

use chrono::NaiveDate;

use super::names::{ADJECTIVES, COUNTRIES, PRODUCT_KINDS, S001_PRODUCTS, SELLER_NAMES, VARIANTS};
use crate::data::calendar::{self, DATA_START, DAYS};
use crate::data::rng::{self, Rng};

/// Per-product advertising (sponsored products).
#[derive(Debug, Clone)]
pub(crate) struct AdPlan {
    /// Expected ad clicks per day at full budget and day 0 (grows with the seller).
    pub daily_clicks: f64,
    /// Average cost per click, in cents.
    pub cpc_cents: f64,
    /// Click-through rate of impressions.
    pub ctr: f64,
}

/// A product's quality problem: ratings fall and conversion follows.
#[derive(Debug, Clone)]
pub(crate) struct QualityDrop {
    pub day: usize,
    pub rating_after: f64,
    pub conv_factor: f64,
    /// Unhappy customers write more reviews and return more.
    pub review_boost: f64,
    /// The product's stream draws refunds from the drop day on at `refund_rate × refund_boost`.
    pub refund_boost: f64,
    /// The chance a unit sold from the drop day on is refunded, at least the boosted rate above
    /// and at most one half: the simulation tops the stream's refunds up to it from the drop's
    /// own stream (see [`defect_refund_rate`]).
    pub refund_rate_after: f64,
}

/// The share of buyers a defect newly disappoints who send the product back. A third: many
/// unhappy buyers of a cheap item keep it and leave a review instead; the rest return it.
const UNHAPPY_WHO_RETURN: f64 = 1.0 / 3.0;

/// The refund rate of a product from a quality drop on: the larger of its rate `boost` times
/// and its rate plus the defect's own returns, a third of the buyers the drop newly moves to 1
/// or 2 stars (by the star distribution the reviews are drawn from), at most one half.
///
/// Why an absolute term: a defect sends units back in proportion to the buyers it
/// disappoints, not to the returns the product had before it. A multiple alone left a product
/// returned at 1% at 2.5% after losing a star, a rise no seller would notice. With the
/// absolute term a drop of 0.8 to 1.6 stars from the 3.9 to 4.5 stars products are planned at
/// adds about 5 to 15 points (from 4.2 stars to 3.0, about 30% of buyers more give 1 or 2
/// stars: 10 points), the several points a defect costs. It is derived from numbers the plan
/// already drew, so no draw of the plan moves.
pub(crate) fn defect_refund_rate(
    refund_rate: f64,
    boost: f64,
    rating_before: f64,
    rating_after: f64,
) -> f64 {
    let unhappy = |mean: f64| super::simulate::rating_cdf(mean)[1];
    let newly_unhappy = (unhappy(rating_after) - unhappy(rating_before)).max(0.0);
    (refund_rate * boost)
        .max(refund_rate + UNHAPPY_WHO_RETURN * newly_unhappy)
        .min(0.5)
}

/// One product and everything planted on it.
#[derive(Debug, Clone)]
pub(crate) struct ProductPlan {
    pub id: String,
    pub title: String,
    pub brand: String,
    pub launched_on: NaiveDate,
    /// First day with rows (0 for products launched before the span).
    pub first_day: usize,
    pub list_price_cents: i64,
    /// Expected organic sessions per day at day 0, before seasonality and events.
    pub weight: f64,
    pub conv_factor: f64,
    pub elasticity: f64,
    pub pv_ratio: f64,
    pub multi_unit: f64,
    pub refund_rate: f64,
    pub review_rate: f64,
    pub rating_mean: f64,
    pub ad: Option<AdPlan>,
    pub has_competitor: bool,
    pub comp_ratio: f64,
    /// `(from day, factor)`: competitor price moves, cumulative.
    pub comp_changes: Vec<(usize, f64)>,
    /// `(from day, factor)`: own list-price moves, cumulative.
    pub price_changes: Vec<(usize, f64)>,
    pub prime_discount: f64,
    pub bf_discount: f64,
    pub quality_drop: Option<QualityDrop>,
    /// Inclusive day range with no stock.
    pub stockout: Option<(usize, usize)>,
    pub lead_time: usize,
    pub cover_days: usize,
    pub case_pack: i64,
    pub bb_base: f64,
}

/// An account-health metric.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Metric {
    OrderDefect,
    LateShipment,
    Cancellation,
    ValidTracking,
}

/// A week in which one metric is out of its usual range.
#[derive(Debug, Clone)]
pub(crate) struct HealthIssue {
    pub week: NaiveDate,
    pub metric: Metric,
    pub value: f64,
}

/// A seller's usual account-health rates and its bad weeks.
#[derive(Debug, Clone)]
pub(crate) struct HealthPlan {
    pub order_defect: f64,
    pub late_shipment: f64,
    pub cancellation: f64,
    pub valid_tracking: f64,
    /// Relative week-to-week spread of the usual rates.
    pub spread: f64,
    pub issues: Vec<HealthIssue>,
}

/// One seller and its products.
#[derive(Debug, Clone)]
pub(crate) struct SellerPlan {
    pub id: String,
    pub name: &'static str,
    pub category: usize,
    pub country: &'static str,
    pub joined_on: NaiveDate,
    /// Yearly demand growth (0.12 = +12%).
    pub growth: f64,
    pub weekend_lift: f64,
    pub season_amp: f64,
    pub prime_lift: f64,
    pub bf_lift: f64,
    /// Seller-level conversion (units per session) before product factors.
    pub conv_level: f64,
    pub rating_level: f64,
    /// Inventory planning safety factor on expected demand.
    pub safety: f64,
    /// `(from day, budget factor)`: ad budget changes, replacing the previous factor.
    pub ad_budget: Vec<(usize, f64)>,
    pub health: HealthPlan,
    pub products: Vec<ProductPlan>,
}

/// The whole marketplace.
#[derive(Debug, Clone)]
pub(crate) struct World {
    pub sellers: Vec<SellerPlan>,
}

/// Yearly seasonality per category: `(month position, factor)` knots, linearly interpolated;
/// month position 0 = 1 January, 12 = the next 1 January. Home & Kitchen puts November and
/// December about 40% above the yearly mean, with the ramp starting late October.
const SEASON: [&[(f64, f64)]; 5] = [
    &[
        (0.0, 0.95),
        (0.5, 0.86),
        (1.5, 0.86),
        (2.5, 0.90),
        (3.5, 0.92),
        (4.5, 0.94),
        (5.5, 0.95),
        (6.5, 0.98),
        (7.5, 0.94),
        (8.5, 0.92),
        (9.8, 0.92),
        (10.25, 1.30),
        (10.8, 1.45),
        (11.47, 1.50),
        (11.76, 1.35),
        (11.97, 1.05),
        (12.0, 0.95),
    ],
    &[
        (0.0, 0.95),
        (0.5, 0.90),
        (1.5, 0.85),
        (2.5, 0.88),
        (3.5, 0.88),
        (4.5, 0.90),
        (5.5, 0.92),
        (6.5, 0.98),
        (7.5, 1.02),
        (8.5, 0.95),
        (9.8, 0.95),
        (10.25, 1.35),
        (10.8, 1.60),
        (11.47, 1.55),
        (11.76, 1.30),
        (12.0, 0.95),
    ],
    &[
        (0.0, 1.00),
        (1.5, 0.90),
        (2.5, 0.95),
        (3.5, 1.05),
        (4.5, 1.15),
        (5.5, 1.20),
        (6.5, 1.15),
        (7.5, 1.05),
        (8.5, 0.92),
        (9.5, 0.85),
        (10.5, 1.05),
        (11.47, 1.20),
        (12.0, 1.00),
    ],
    &[
        (0.0, 0.95),
        (0.5, 0.95),
        (1.5, 1.05),
        (2.5, 0.95),
        (3.5, 0.95),
        (4.3, 1.08),
        (5.5, 0.95),
        (6.5, 0.95),
        (7.5, 0.93),
        (8.5, 0.93),
        (9.5, 0.95),
        (10.5, 1.20),
        (11.4, 1.35),
        (11.8, 1.20),
        (12.0, 0.95),
    ],
    &[
        (0.0, 0.80),
        (0.5, 0.75),
        (1.5, 0.75),
        (2.5, 0.80),
        (3.5, 0.85),
        (4.5, 0.85),
        (5.5, 0.90),
        (6.5, 0.95),
        (7.5, 0.90),
        (8.5, 0.88),
        (9.5, 1.00),
        (10.25, 1.50),
        (10.8, 1.90),
        (11.47, 2.20),
        (11.76, 1.80),
        (12.0, 0.80),
    ],
];

/// The seasonal factor of a category at a month position, scaled by a seller's amplitude.
pub(crate) fn season(category: usize, year_pos: f64, amp: f64) -> f64 {
    let knots = SEASON[category.min(SEASON.len() - 1)];
    let mut value = knots[knots.len() - 1].1;
    for w in knots.windows(2) {
        let ((x0, y0), (x1, y1)) = (w[0], w[1]);
        if year_pos >= x0 && year_pos < x1 {
            value = y0 + (y1 - y0) * (year_pos - x0) / (x1 - x0);
            break;
        }
    }
    1.0 + (value - 1.0) * amp
}

// Per-category habits: conversion range, weekend lift, refund rate, units per order, CPC ($).
const CONV_RANGE: [(f64, f64); 5] = [
    (0.08, 0.14),
    (0.05, 0.10),
    (0.06, 0.11),
    (0.10, 0.18),
    (0.07, 0.13),
];
const WEEKEND_LIFT: [f64; 5] = [1.15, 1.08, 1.20, 1.05, 1.20];
const REFUND_RATE: [f64; 5] = [0.03, 0.05, 0.035, 0.02, 0.03];
const MULTI_UNIT: [f64; 5] = [0.06, 0.04, 0.06, 0.15, 0.08];
const CPC: [f64; 5] = [0.90, 1.20, 0.80, 1.00, 0.70];

/// The demo seller's id.
pub(crate) const DEMO_SELLER: &str = "S001";

fn d(y: i32, m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, day).unwrap_or(DATA_START)
}

fn day(y: i32, m: u32, dd: u32) -> usize {
    calendar::clamp_index(d(y, m, dd))
}

fn round_cents_99(dollars: f64) -> i64 {
    // Shelf prices end in .99.
    (dollars.floor() as i64) * 100 + 99
}

/// Plans the whole marketplace from a seed.
pub(crate) fn plan(seed: u64) -> World {
    let mut sellers = Vec::with_capacity(40);
    let mut next_product = 1usize;
    for s in 0..40usize {
        let category = s / 8;
        let mut rng = Rng::stream(seed, s as u64 + 1);
        let seller = if s == 0 {
            demo_seller(&mut rng, &mut next_product)
        } else {
            random_seller(&mut rng, s, category, &mut next_product)
        };
        sellers.push(seller);
    }
    // S001 is planted relative to its peers (DATA.md fact 8): its conversion sits below the
    // Home & Kitchen median and its rating above it, whatever the peers drew.
    let peers: Vec<&SellerPlan> = sellers[1..8].iter().collect();
    let mut conv: Vec<f64> = peers.iter().map(|p| p.conv_level).collect();
    let mut rating: Vec<f64> = peers.iter().map(|p| p.rating_level).collect();
    conv.sort_by(f64::total_cmp);
    rating.sort_by(f64::total_cmp);
    let conv_level = 0.8 * conv[3];
    let rating_level = (rating[5] + 0.15).clamp(4.4, 4.7);
    let demo = &mut sellers[0];
    demo.conv_level = conv_level;
    demo.rating_level = rating_level;
    let mut rng = Rng::stream(seed, 1000);
    for (i, p) in demo.products.iter_mut().enumerate() {
        p.rating_mean = if i == 2 {
            4.5
        } else {
            (rating_level + 0.05 * rng.normal()).clamp(4.0, 4.85)
        };
    }
    World { sellers }
}

fn normalise_conv(products: &mut [ProductPlan]) {
    // The weighted mean factor is 1, so a seller's realised conversion is its level.
    let w: f64 = products.iter().map(|p| p.weight).sum();
    let wf: f64 = products.iter().map(|p| p.weight * p.conv_factor).sum();
    if w > 0.0 && wf > 0.0 {
        for p in products {
            p.conv_factor *= w / wf;
        }
    }
}

/// S001, "Northwind Home": the events of `DATA.md`, at their dates and magnitudes.
fn demo_seller(rng: &mut Rng, next_product: &mut usize) -> SellerPlan {
    let category = 0;
    let total_weight: f64 = S001_PRODUCTS.iter().map(|p| p.2).sum();
    // About 3,000 sessions a day at the start of 2024.
    let scale = 3000.0 / total_weight;
    let mut products = Vec::with_capacity(S001_PRODUCTS.len());
    for (i, &(title, price, weight, conv, launched)) in S001_PRODUCTS.iter().enumerate() {
        let launched_on = NaiveDate::parse_from_str(launched, "%Y-%m-%d").unwrap_or(DATA_START);
        let id = format!("P{:04}", *next_product);
        *next_product += 1;
        let advertised = i < 6;
        let mut p = ProductPlan {
            id,
            title: title.to_string(),
            brand: "Northwind".to_string(),
            launched_on,
            first_day: calendar::index(launched_on).max(0) as usize,
            list_price_cents: (price * 100.0).round() as i64,
            weight: weight * scale,
            conv_factor: conv,
            elasticity: 1.6,
            pv_ratio: rng.range(1.3, 1.6),
            multi_unit: MULTI_UNIT[category],
            refund_rate: REFUND_RATE[category] * rng.range(0.8, 1.2),
            review_rate: 0.02 * rng.range(0.85, 1.15),
            rating_mean: 4.5,
            // Ad clicks are budget-bound (flat through the year) at 0.65x the organic base:
            // in November organic traffic is about 1.4x, so ads bring about 30% of sessions,
            // and cutting 70% of them loses about 20% of sessions against expectation.
            ad: advertised.then(|| AdPlan {
                daily_clicks: weight * scale * 0.65,
                cpc_cents: 100.0 * CPC[category] * rng.range(0.9, 1.2),
                ctr: rng.range(0.004, 0.006),
            }),
            has_competitor: true,
            comp_ratio: if i < 3 { 1.0 } else { rng.range(0.95, 1.06) },
            comp_changes: Vec::new(),
            price_changes: Vec::new(),
            prime_discount: if i < 10 { 0.15 } else { 0.0 },
            bf_discount: if i < 10 { 0.20 } else { 0.0 },
            quality_drop: None,
            stockout: None,
            lead_time: 10,
            cover_days: 30,
            case_pack: if price < 30.0 { 12 } else { 6 },
            bb_base: rng.range(0.93, 0.98),
        };
        match i {
            // The stockout of the best seller: no stock from 2025-10-06 to 2025-10-19.
            0 => p.stockout = Some((day(2025, 10, 6), day(2025, 10, 19))),
            // +25% price from 2025-09-01; elasticity 1.6 makes conversion 1.25^-1.6 = 0.70x.
            1 => p.price_changes.push((day(2025, 9, 1), 1.25)),
            // Ratings 4.5 -> 3.1 from 2025-08-15, conversion -20%. A pan set gets reviewed
            // more than most, which keeps the averages close to their planted means.
            2 => {
                p.review_rate = 0.04;
                // DATA.md's refunds: three times the rate, nothing added (the demo's data is
                // fixed).
                p.quality_drop = Some(QualityDrop {
                    day: day(2025, 8, 15),
                    rating_after: 3.1,
                    conv_factor: 0.8,
                    review_boost: 2.5,
                    refund_boost: 3.0,
                    refund_rate_after: (p.refund_rate * 3.0).min(0.5),
                })
            }
            _ => {}
        }
        products.push(p);
    }
    normalise_conv(&mut products);
    let issues = [d(2025, 11, 10), d(2025, 11, 17)]
        .into_iter()
        .map(|week| HealthIssue {
            week,
            metric: Metric::LateShipment,
            value: rng.range(0.045, 0.056),
        })
        .collect();
    SellerPlan {
        id: DEMO_SELLER.to_string(),
        name: SELLER_NAMES[0][0],
        category,
        country: "US",
        joined_on: d(2019, 3, 14),
        growth: 0.15,
        weekend_lift: 1.15,
        season_amp: 1.0,
        prime_lift: 2.2,
        bf_lift: 2.6,
        conv_level: 0.1,
        rating_level: 4.5,
        safety: 1.6,
        ad_budget: vec![(day(2025, 11, 1), 0.3)],
        health: HealthPlan {
            order_defect: 0.005,
            late_shipment: 0.015,
            cancellation: 0.008,
            valid_tracking: 0.985,
            spread: 0.15,
            issues,
        },
        products,
    }
}

/// Any other seller: its own size, growth, habits, and randomised events.
fn random_seller(
    rng: &mut Rng,
    index: usize,
    category: usize,
    next_product: &mut usize,
) -> SellerPlan {
    let name = SELLER_NAMES[category][index % 8];
    let brand = name.split_whitespace().next().unwrap_or(name).to_string();
    let joined_on = if rng.chance(0.1) {
        calendar::date(rng.int(31, 240) as usize)
    } else {
        d(2015, 1, 1) + chrono::Days::new(rng.int(0, 3200) as u64)
    };
    let joined_idx = calendar::index(joined_on);
    // Skewed towards small catalogs: 12..60 products, about 30 on average.
    let n_products = 12 + (48.0 * rng::powf(rng.f64().max(1e-9), 1.6)) as usize;
    let scale = exp_clamped(rng, 2500.0, 0.6, 600.0, 12000.0);
    let (lo, hi) = CONV_RANGE[category];
    let kinds = PRODUCT_KINDS[category];
    let mut products = Vec::with_capacity(n_products);
    for r in 0..n_products {
        let (kind, pmin, pmax) = *rng.pick(kinds);
        let title = format!(
            "{brand} {} {kind}{}",
            rng.pick(&ADJECTIVES),
            rng.pick(&VARIANTS)
        );
        let price = round_cents_99(rng.range(pmin, pmax));
        let launched_on = if joined_idx > 0 {
            let offset = if r == 0 {
                rng.int(0, 14)
            } else {
                rng.int(0, 200)
            };
            calendar::date((joined_idx + offset).min(DAYS as i64 - 60) as usize)
        } else if rng.chance(0.12) {
            calendar::date(rng.int(20, DAYS as i64 - 60) as usize)
        } else {
            let before = (DATA_START - joined_on).num_days().max(1);
            joined_on + chrono::Days::new(rng.int(0, before - 1) as u64)
        };
        products.push(ProductPlan {
            id: String::new(),
            title,
            brand: brand.clone(),
            launched_on,
            first_day: calendar::index(launched_on).max(0) as usize,
            list_price_cents: price,
            // Zipf-like popularity: a few products carry most of the traffic.
            weight: rng::powf((r + 1) as f64, -0.85) * rng.lognormal(0.3),
            conv_factor: rng.lognormal(0.25),
            elasticity: rng.range(1.3, 1.9),
            pv_ratio: rng.range(1.2, 1.7),
            multi_unit: MULTI_UNIT[category] * rng.range(0.7, 1.3),
            refund_rate: REFUND_RATE[category] * rng.lognormal(0.3),
            review_rate: 0.0,
            rating_mean: 0.0,
            ad: None,
            has_competitor: rng.chance(0.85),
            comp_ratio: rng.range(0.92, 1.08),
            comp_changes: Vec::new(),
            price_changes: Vec::new(),
            prime_discount: 0.0,
            bf_discount: 0.0,
            quality_drop: None,
            stockout: None,
            lead_time: rng.int(7, 21) as usize,
            cover_days: rng.int(21, 45) as usize,
            case_pack: if price < 2000 {
                24
            } else if price < 6000 {
                12
            } else {
                4
            },
            bb_base: rng.range(0.85, 0.99),
        });
    }
    let total: f64 = products.iter().map(|p| p.weight).sum();
    for p in &mut products {
        p.weight *= scale / total;
    }
    // Ids follow catalog order, not popularity: the best seller may be any product.
    let mut order: Vec<usize> = (0..n_products).collect();
    for i in (1..n_products).rev() {
        let j = rng.int(0, i as i64) as usize;
        order.swap(i, j);
    }
    let mut shuffled: Vec<ProductPlan> = order.iter().map(|&i| products[i].clone()).collect();
    for p in &mut shuffled {
        p.id = format!("P{:04}", *next_product);
        *next_product += 1;
    }
    let mut products = shuffled;
    normalise_conv(&mut products);
    // Popularity ranks, for choosing which products get events.
    let mut by_weight: Vec<usize> = (0..n_products).collect();
    by_weight.sort_by(|&a, &b| products[b].weight.total_cmp(&products[a].weight));
    let top =
        |rng: &mut Rng, n: usize| by_weight[rng.int(0, n.min(n_products) as i64 - 1) as usize];

    let rating_level = rng.range(3.9, 4.5);
    let review_rate = rng.range(0.012, 0.025);
    let prime_discount = rng.range(0.10, 0.25);
    let bf_discount = rng.range(0.10, 0.30);
    for p in &mut products {
        p.rating_mean = (rating_level + 0.15 * rng.normal()).clamp(3.0, 4.9);
        p.review_rate = review_rate * rng.lognormal(0.2);
        if rng.chance(0.4) {
            p.prime_discount = prime_discount;
        }
        if rng.chance(0.5) {
            p.bf_discount = bf_discount;
        }
        if p.has_competitor {
            let mut at = rng.int(30, 150) as usize;
            while at < DAYS {
                p.comp_changes.push((at, rng.lognormal(0.04)));
                at += rng.int(60, 150) as usize;
            }
        }
    }
    let advertised = rng.int(2, 8) as usize;
    let ad_ratio = rng.range(0.15, 0.6);
    for &i in by_weight.iter().take(advertised) {
        let p = &mut products[i];
        p.ad = Some(AdPlan {
            daily_clicks: p.weight * ad_ratio,
            cpc_cents: 100.0 * CPC[category] * rng.lognormal(0.2),
            ctr: rng.range(0.003, 0.008),
        });
    }
    // Randomised versions of the demo seller's events.
    for _ in 0..rng.int(0, 2) {
        let i = top(rng, 8);
        let p = &mut products[i];
        let start = rng.int(45, DAYS as i64 - 30) as usize;
        let len = rng.int(5, 25) as usize;
        if p.stockout.is_none() && start >= p.first_day + 22 {
            p.stockout = Some((start, (start + len - 1).min(DAYS - 1)));
        }
    }
    for _ in 0..rng.int(0, 3) {
        let i = top(rng, 15);
        let at = rng.int(30, DAYS as i64 - 30) as usize;
        let factor = if rng.chance(0.5) {
            rng.range(0.8, 0.92)
        } else {
            rng.range(1.08, 1.3)
        };
        // A change before the product has 30 days of sales is no event a seller could see
        // (before launch it only moves the launch price): drawn, so the stream stays the same,
        // and not planted.
        if at >= products[i].first_day + 30 {
            products[i].price_changes.push((at, factor));
        }
    }
    if rng.chance(0.4) {
        let i = top(rng, 10);
        let drop = rng.range(0.8, 1.6);
        let day = rng.int(60, DAYS as i64 - 30) as usize;
        let p = &mut products[i];
        // As for prices: a drop before 30 days of sales has no before to compare with.
        let rating_after = (p.rating_mean - drop).max(1.5);
        p.quality_drop = (day >= p.first_day + 30).then(|| QualityDrop {
            day,
            rating_after,
            conv_factor: 1.0 - 0.14 * drop,
            review_boost: 2.0,
            refund_boost: 2.5,
            refund_rate_after: defect_refund_rate(p.refund_rate, 2.5, p.rating_mean, rating_after),
        });
    }
    let mut ad_budget = Vec::new();
    if rng.chance(0.5) {
        let at = rng.int(90, DAYS as i64 - 20) as usize;
        let factor = if rng.chance(0.5) {
            rng.range(0.2, 0.6)
        } else {
            rng.range(1.4, 2.2)
        };
        ad_budget.push((at, factor));
    }
    let mut issues = Vec::new();
    if rng.chance(0.4) {
        let weeks = rng.int(1, 3);
        let first = calendar::week_start(calendar::date(rng.int(30, DAYS as i64 - 30) as usize));
        let metric = *rng.pick(&[
            Metric::LateShipment,
            Metric::OrderDefect,
            Metric::Cancellation,
            Metric::ValidTracking,
        ]);
        for w in 0..weeks {
            let value = match metric {
                Metric::LateShipment => rng.range(0.042, 0.07),
                Metric::OrderDefect => rng.range(0.011, 0.02),
                Metric::Cancellation => rng.range(0.026, 0.04),
                Metric::ValidTracking => rng.range(0.90, 0.945),
            };
            issues.push(HealthIssue {
                week: first + chrono::Days::new(7 * w as u64),
                metric,
                value,
            });
        }
    }
    let country = *rng.pick(&COUNTRIES);
    SellerPlan {
        id: format!("S{:03}", index + 1),
        name,
        category,
        country,
        joined_on,
        growth: rng.range(-0.10, 0.30),
        weekend_lift: WEEKEND_LIFT[category] + rng.range(-0.05, 0.05),
        season_amp: rng.range(0.7, 1.3),
        prime_lift: rng.range(1.5, 2.6),
        bf_lift: rng.range(1.8, 3.0),
        conv_level: rng.range(lo, hi),
        rating_level,
        safety: rng.range(1.1, 1.6),
        ad_budget,
        health: HealthPlan {
            order_defect: rng.range(0.002, 0.008),
            late_shipment: rng.range(0.008, 0.025),
            cancellation: rng.range(0.003, 0.015),
            valid_tracking: rng.range(0.955, 0.995),
            spread: rng.range(0.1, 0.25),
            issues,
        },
        products,
    }
}

/// A log-normal draw around `median`, clamped.
fn exp_clamped(rng: &mut Rng, median: f64, sigma: f64, lo: f64, hi: f64) -> f64 {
    (median * rng.lognormal(sigma)).clamp(lo, hi)
}

#[cfg(test)]
mod tests {
    use super::super::names::CATEGORIES;
    use super::*;

    #[test]
    fn demo_seller_is_planted_as_data_md_says() {
        let world = plan(42);
        assert_eq!(world.sellers.len(), 40);
        let s = &world.sellers[0];
        assert_eq!(s.id, "S001");
        assert_eq!(s.name, "Northwind Home");
        assert_eq!(CATEGORIES[s.category], "Home & Kitchen");
        assert_eq!(s.products[0].id, "P0001");
        assert!(s.products[0].title.contains("Cast Iron Skillet"));
        assert!(s.products[1].title.contains("Chef's Knife"));
        assert!(s.products[2].title.contains("Non-Stick Pan Set"));
        assert!(s.products[..6].iter().all(|p| p.ad.is_some()));
        assert!(s.products[6..].iter().all(|p| p.ad.is_none()));
        // The best seller carries the most traffic.
        assert!(s.products[1..]
            .iter()
            .all(|p| p.weight < s.products[0].weight));
        let ids: Vec<&str> = world
            .sellers
            .iter()
            .flat_map(|s| s.products.iter().map(|p| p.id.as_str()))
            .collect();
        assert!(
            ids.windows(2).all(|w| w[0] < w[1]),
            "ids ascend across sellers"
        );
        for s in &world.sellers {
            assert!((12..=60).contains(&s.products.len()), "{}", s.id);
            for p in &s.products {
                assert!(
                    p.launched_on >= s.joined_on,
                    "{} launched before joining",
                    p.id
                );
                // An event needs days of sales before it, or the data cannot show it.
                for &(day, _) in &p.price_changes {
                    assert!(day >= p.first_day + 30, "{} price change at {day}", p.id);
                }
                if let Some(q) = &p.quality_drop {
                    assert!(q.day >= p.first_day + 30, "{} quality drop", p.id);
                    let boosted = (p.refund_rate * q.refund_boost).min(0.5);
                    assert!(
                        (boosted..=0.5).contains(&q.refund_rate_after),
                        "{} refunds after the drop",
                        p.id
                    );
                }
            }
        }
    }

    #[test]
    fn seasonality_peaks_in_november_and_december() {
        let mean: f64 = (0..1200)
            .map(|i| season(0, i as f64 / 100.0, 1.0))
            .sum::<f64>()
            / 1200.0;
        let holiday: f64 = (1000..1200)
            .map(|i| season(0, i as f64 / 100.0, 1.0))
            .sum::<f64>()
            / 200.0;
        assert!((holiday / mean - 1.4).abs() < 0.05, "{}", holiday / mean);
        assert_eq!(season(0, 5.0, 0.0), 1.0);
    }
}
