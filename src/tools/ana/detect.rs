//! The detectors: each reads the data APIs' tables and returns a findings table (see
//! [`super::frame::Findings`]), one row per finding and none when nothing is convincing. They
//! never invent a cause: every threshold is an argument, and a finding carries the numbers it
//! rests on.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::frame::{self, at, col, daily, f, of, pct_change, ratio, s, Daily, Findings};
use super::stats::{mean, mean_shift, mean_shift_at, median, normal_p_value, t_p_value};
use crate::table::{ColumnType as T, Table, Unit};
use crate::tools::dates::{format_date, parse_date};
use crate::tools::ops::{col_idx, err, OpResult};

/// Sums over some dates of a product in a [`Daily`]: column k summed where `keep(date)`.
fn sum_where(d: &Daily, product: &str, k: usize, keep: impl Fn(&str) -> bool) -> f64 {
    d.get(product)
        .map(|m| {
            m.iter()
                .filter(|(date, _)| keep(date))
                .map(|(_, v)| v.get(k).copied().flatten().unwrap_or(0.0))
                .sum()
        })
        .unwrap_or(0.0)
}

/// Confidence from a two-sided p-value, capped below certainty.
fn confidence_of(p: Option<f64>) -> f64 {
    p.map(|p| (1.0 - p).clamp(0.0, 0.99)).unwrap_or(0.5)
}

/// Two-proportion z-test of conversion (units / sessions) before vs after: its p-value.
fn conversion_p(u0: f64, s0: f64, u1: f64, s1: f64) -> Option<f64> {
    if s0 <= 0.0 || s1 <= 0.0 {
        return None;
    }
    let p = ((u0 + u1) / (s0 + s1)).clamp(0.0, 1.0);
    let se = (p * (1.0 - p) * (1.0 / s0 + 1.0 / s1)).sqrt();
    let diff = u1 / s1 - u0 / s0;
    if se <= 0.0 {
        return Some(if diff == 0.0 { 1.0 } else { 0.0 });
    }
    normal_p_value(diff / se)
}

/// `detect_stockouts`: products out of stock (on_hand = 0) on days shoppers still came.
#[allow(clippy::too_many_arguments)]
pub fn detect_stockouts(
    cur_sales: Option<&Table>,
    cur_traffic: Option<&Table>,
    cur_inventory: Option<&Table>,
    cmp_sales: Option<&Table>,
    cmp_traffic: Option<&Table>,
    products: Option<&Table>,
    min_days: usize,
) -> OpResult<Table> {
    let names = frame::products(products)?;
    let mut out = Findings::new(
        "stockout",
        vec![
            col("days", T::Integer, Some(Unit::Days)),
            col("sessions_during", T::Integer, Some(Unit::Count)),
            col("lost_units", T::Number, Some(Unit::Count)),
            col("lost_revenue", T::Number, Some(Unit::Usd)),
        ],
        products.is_some(),
    );
    let inv = daily(cur_inventory, "date", &["on_hand"])?;
    let tr1 = daily(cur_traffic, "date", &["sessions"])?;
    let sa1 = daily(cur_sales, "date", &["units", "revenue"])?;
    let tr0 = daily(cmp_traffic, "date", &["sessions"])?;
    let sa0 = daily(cmp_sales, "date", &["units", "revenue"])?;
    let min_days = min_days.max(1);
    for (p, days) in &inv {
        let out_days: Vec<&String> = days
            .iter()
            // on_hand is end-of-day: a day that sold out still sold, so it is not a lost day.
            .filter(|(d, v)| {
                v[0] == Some(0.0) && at(&tr1, p, d, 0) > 0.0 && at(&sa1, p, d, 0) <= 0.0
            })
            .map(|(d, _)| d)
            .collect();
        if out_days.len() < min_days {
            continue;
        }
        let sessions_during: f64 = out_days.iter().map(|d| at(&tr1, p, d, 0)).sum();
        // In stock in the current period: on_hand > 0 that day.
        let (mut ses, mut units, mut rev, mut n) = (0.0, 0.0, 0.0, 0usize);
        for (d, v) in days {
            if v[0].is_some_and(|x| x > 0.0) {
                let sd = at(&tr1, p, d, 0);
                ses += sd;
                units += at(&sa1, p, d, 0);
                rev += at(&sa1, p, d, 1);
                n += usize::from(sd > 0.0);
            }
        }
        // The comparison period has no inventory: its days count as in stock except runs of at
        // least min_days days with sessions but no units (a stockout there too).
        let dates: BTreeSet<&String> = tr0
            .get(p)
            .into_iter()
            .flat_map(|m| m.keys())
            .chain(sa0.get(p).into_iter().flat_map(|m| m.keys()))
            .collect();
        let dates: Vec<&String> = dates.into_iter().collect();
        let dead = |d: &str| at(&sa0, p, d, 0) <= 0.0 && at(&tr0, p, d, 0) > 0.0;
        let mut i = 0;
        while i < dates.len() {
            let mut j = i;
            while j < dates.len() && dead(dates[j]) {
                j += 1;
            }
            if j - i >= min_days {
                i = j;
                continue;
            }
            let end = j.max(i + 1);
            for d in &dates[i..end] {
                let sd = at(&tr0, p, d, 0);
                ses += sd;
                units += at(&sa0, p, d, 0);
                rev += at(&sa0, p, d, 1);
                n += usize::from(sd > 0.0);
            }
            i = end;
        }
        let conversion = ratio(units, ses);
        let asp = ratio(rev, units);
        let lost_units = conversion.map(|c| sessions_during * c);
        let lost_revenue = lost_units.zip(asp).map(|(u, a)| u * a);
        let confidence = if conversion.is_some() {
            (n as f64 / (n as f64 + 7.0)).min(0.95)
        } else {
            0.3
        };
        out.push(
            Some(p),
            &names,
            out_days[0],
            out_days[out_days.len() - 1],
            vec![
                Value::from(out_days.len() as i64),
                Value::from(sessions_during.round() as i64),
                of(lost_units),
                of(lost_revenue),
            ],
            lost_revenue.map(|r| -r),
            confidence,
        );
    }
    Ok(out.finish())
}

/// Conversion (units / sessions), units, sessions, revenue of a product on dates where `keep`.
struct Funnel {
    units: f64,
    sessions: f64,
    revenue: f64,
}

impl Funnel {
    fn of(sales: &Daily, traffic: &Daily, p: &str, keep: impl Fn(&str) -> bool + Copy) -> Funnel {
        Funnel {
            units: sum_where(sales, p, 0, keep),
            revenue: sum_where(sales, p, 1, keep),
            sessions: sum_where(traffic, p, 0, keep),
        }
    }
    fn conversion(&self) -> Option<f64> {
        ratio(self.units, self.sessions)
    }
    fn asp(&self) -> Option<f64> {
        ratio(self.revenue, self.units)
    }
}

/// `detect_price_changes`: a product's own price shifted (mean-shift change point) and its
/// conversion moved against it.
#[allow(clippy::too_many_arguments)]
pub fn detect_price_changes(
    pricing: Option<&Table>,
    sales: Option<&Table>,
    traffic: Option<&Table>,
    products: Option<&Table>,
    min_change: f64,
    min_days: usize,
    max_p_value: f64,
) -> OpResult<Table> {
    let names = frame::products(products)?;
    let pct = |n: &str| col(n, T::Number, Some(Unit::Percent));
    let usd = |n: &str| col(n, T::Number, Some(Unit::Usd));
    let mut out = Findings::new(
        "price_change",
        vec![
            usd("price_before"),
            usd("price_after"),
            pct("price_change_pct"),
            usd("competitor_before"),
            usd("competitor_after"),
            pct("competitor_change_pct"),
            pct("conversion_before"),
            pct("conversion_after"),
            pct("conversion_change_pct"),
        ],
        products.is_some(),
    );
    let pr = daily(pricing, "date", &["price", "competitor_price"])?;
    let sa = daily(sales, "date", &["units", "revenue"])?;
    let tr = daily(traffic, "date", &["sessions"])?;
    for (p, days) in &pr {
        let pts: Vec<(&String, f64, Option<f64>)> = days
            .iter()
            .filter_map(|(d, v)| v[0].map(|x| (d, x, v[1])))
            .collect();
        let prices: Vec<f64> = pts.iter().map(|x| x.1).collect();
        let Some(cp) = mean_shift(&prices, min_days) else {
            continue;
        };
        let Some(change) = pct_change(cp.mean_after, cp.mean_before) else {
            continue;
        };
        if change.abs() < min_change {
            continue;
        }
        let date = pts[cp.index].0.as_str();
        let end = pts[pts.len() - 1].0.as_str();
        let comp = |r: std::ops::Range<usize>| {
            let v: Vec<f64> = pts[r].iter().filter_map(|x| x.2).collect();
            mean(&v)
        };
        let (cb, ca) = (comp(0..cp.index), comp(cp.index..pts.len()));
        let before = Funnel::of(&sa, &tr, p, |d| d < date);
        let after = Funnel::of(&sa, &tr, p, |d| d >= date);
        let (Some(c0), Some(c1)) = (before.conversion(), after.conversion()) else {
            continue;
        };
        let Some(conv_change) = pct_change(c1, c0) else {
            continue;
        };
        let against =
            (change > 0.0 && conv_change <= -0.10) || (change < 0.0 && conv_change >= 0.10);
        if !against {
            continue;
        }
        // A 10% move in a small product's conversion can be noise: require it to be significant.
        let p_value = conversion_p(before.units, before.sessions, after.units, after.sessions);
        if p_value.is_none_or(|p| p > max_p_value) {
            continue;
        }
        let impact = after.revenue - after.sessions * c0 * cp.mean_before;
        let confidence = confidence_of(p_value);
        out.push(
            Some(p),
            &names,
            date,
            end,
            vec![
                f(cp.mean_before),
                f(cp.mean_after),
                f(change),
                of(cb),
                of(ca),
                of(cb.zip(ca).and_then(|(b, a)| pct_change(a, b))),
                f(c0),
                f(c1),
                f(conv_change),
            ],
            Some(impact),
            confidence,
        );
    }
    Ok(out.finish())
}

/// `detect_rating_changes`: a product's per-review ratings dropped (mean-shift change point over
/// reviews in date order, at day boundaries, each side with at least `min_reviews` reviews).
pub fn detect_rating_changes(
    reviews: Option<&Table>,
    sales: Option<&Table>,
    traffic: Option<&Table>,
    products: Option<&Table>,
    min_reviews: usize,
    min_drop: f64,
    max_p_value: f64,
) -> OpResult<Table> {
    let names = frame::products(products)?;
    let pct = |n: &str| col(n, T::Number, Some(Unit::Percent));
    let mut out = Findings::new(
        "rating_drop",
        vec![
            col("rating_before", T::Number, Some(Unit::Rating)),
            col("rating_after", T::Number, Some(Unit::Rating)),
            col("reviews_before", T::Integer, Some(Unit::Count)),
            col("reviews_after", T::Integer, Some(Unit::Count)),
            pct("conversion_before"),
            pct("conversion_after"),
            pct("conversion_change_pct"),
        ],
        products.is_some(),
    );
    // The sum of squared ratings, when the table has it, gives each side's exact variance (a
    // day's reviews differ; their day mean alone would understate the noise).
    let has_sq = reviews.is_some_and(|t| t.columns.iter().any(|c| c.name == "rating_sq_sum"));
    let rv = if has_sq {
        daily(
            reviews,
            "date",
            &["review_count", "rating_sum", "rating_sq_sum"],
        )?
    } else {
        daily(reviews, "date", &["review_count", "rating_sum"])?
    };
    let sa = daily(sales, "date", &["units", "revenue"])?;
    let tr = daily(traffic, "date", &["sessions"])?;
    for (p, days) in &rv {
        // Each review rated at its day's mean rating; splits only between days.
        let mut values = Vec::new();
        let mut starts: Vec<(usize, &String)> = Vec::new();
        for (d, v) in days {
            let c = v[0].unwrap_or(0.0).round();
            if c < 1.0 {
                continue;
            }
            let m = v[1].unwrap_or(0.0) / c;
            starts.push((values.len(), d));
            values.extend(std::iter::repeat_n(m, c as usize));
        }
        let splits: Vec<usize> = starts.iter().map(|s| s.0).collect();
        let Some(cp) = mean_shift_at(&values, &splits, min_reviews) else {
            continue;
        };
        if cp.mean_before - cp.mean_after < min_drop {
            continue;
        }
        // The best of many splits always looks like a shift: test it against the whole series'
        // spread (not the segments', which a run of 5-star reviews makes tiny) and multiply the
        // p-value by the number of splits tried (Bonferroni). On the demo data this keeps the
        // planted drop (p ~ 0) and drops noise such as 8 poor reviews after 32 good ones.
        let tried = splits
            .iter()
            .filter(|k| **k >= min_reviews.max(2) && values.len() - **k >= min_reviews.max(2))
            .count()
            .max(1);
        let (n1, n2) = (cp.index as f64, (values.len() - cp.index) as f64);
        let sd = sample_sd(&values);
        let split_day = starts
            .iter()
            .find(|s| s.0 == cp.index)
            .map(|s| s.1.as_str());
        let p_value = if let (true, Some(day)) = (has_sq, split_day) {
            // Exact per-review variances on each side (Welch), Bonferroni over the splits.
            exact_welch_p(days, day).map(|p| (p * tried as f64).min(1.0))
        } else if sd > 0.0 {
            let t = (cp.mean_after - cp.mean_before) / (sd * (1.0 / n1 + 1.0 / n2).sqrt());
            // Degrees of freedom of the smaller side (Welch's lower bound): ratings are lumpy
            // (mostly 5s and a few 1s), so a few reviews after a split prove little.
            t_p_value(t, n1.min(n2) - 1.0).map(|p| (p * tried as f64).min(1.0))
        } else {
            Some(0.0)
        };
        if p_value.is_none_or(|p| p > max_p_value) {
            continue;
        }
        let Some(date) = starts
            .iter()
            .find(|s| s.0 == cp.index)
            .map(|s| s.1.as_str())
        else {
            continue;
        };
        let end = [
            days.keys().next_back(),
            sa.get(p).and_then(|m| m.keys().next_back()),
            tr.get(p).and_then(|m| m.keys().next_back()),
        ]
        .into_iter()
        .flatten()
        .max()
        .map(String::as_str)
        .unwrap_or(date);
        let before = Funnel::of(&sa, &tr, p, |d| d < date);
        let after = Funnel::of(&sa, &tr, p, |d| d >= date);
        let (c0, c1) = (before.conversion(), after.conversion());
        let impact = c0
            .zip(c1)
            .zip(after.asp())
            .map(|((c0, c1), asp)| after.sessions * (c1 - c0) * asp);
        // A rating drop that left conversion where it was did not cost sales: not a cause.
        if !c0.zip(c1).is_some_and(|(a, b)| a > 0.0 && b <= a * 0.95) {
            continue;
        }
        let confidence = confidence_of(p_value);
        out.push(
            Some(p),
            &names,
            date,
            end,
            vec![
                f(cp.mean_before),
                f(cp.mean_after),
                Value::from(cp.index as i64),
                Value::from((values.len() - cp.index) as i64),
                of(c0),
                of(c1),
                of(c0.zip(c1).and_then(|(a, b)| pct_change(b, a))),
            ],
            impact,
            confidence,
        );
    }
    Ok(out.finish())
}

/// Sample standard deviation (n - 1); 0 with fewer than 2 values.
fn sample_sd(xs: &[f64]) -> f64 {
    if xs.len() < 2 {
        return 0.0;
    }
    let m = xs.iter().sum::<f64>() / xs.len() as f64;
    (xs.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (xs.len() - 1) as f64).sqrt()
}

/// Mean daily sessions of `products` over `dates` (absent days count 0).
fn mean_daily(tr: &Daily, products: &[&String], dates: &[String]) -> Option<f64> {
    if dates.is_empty() {
        return None;
    }
    let total: f64 = dates
        .iter()
        .map(|d| products.iter().map(|p| at(tr, p, d, 0)).sum::<f64>())
        .sum();
    Some(total / dates.len() as f64)
}

/// `detect_ad_changes`: the seller's total daily ad spend shifted, and the advertised products'
/// sessions moved with it against the expectation (last year's same days, or the products that
/// were not advertised).
pub fn detect_ad_changes(
    ads: Option<&Table>,
    traffic: Option<&Table>,
    baseline_traffic: Option<&Table>,
    sales: Option<&Table>,
    min_change: f64,
) -> OpResult<Table> {
    const MIN_DAYS: usize = 7;
    let pct = |n: &str| col(n, T::Number, Some(Unit::Percent));
    let mut out = Findings::new(
        "ad_spend_change",
        vec![
            col("spend_before", T::Number, Some(Unit::Usd)),
            col("spend_after", T::Number, Some(Unit::Usd)),
            pct("spend_change_pct"),
            col("products", T::String, None),
            pct("sessions_change_pct"),
            pct("expected_change_pct"),
            pct("sessions_vs_expected_pct"),
            col("lost_sessions", T::Number, Some(Unit::Count)),
        ],
        false,
    );
    let no_products = BTreeMap::new();
    if ads.is_none() || traffic.is_none() {
        return Ok(out.finish());
    }
    let ad = daily(ads, "date", &["spend"])?;
    let tr = daily(traffic, "date", &["sessions"])?;
    let base = daily(baseline_traffic, "date", &["sessions"])?;
    let sa = daily(sales, "date", &["units", "revenue"])?;
    let dates: Vec<String> = tr
        .values()
        .chain(ad.values())
        .flat_map(|m| m.keys().cloned())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let spend: Vec<f64> = dates
        .iter()
        .map(|d| ad.keys().map(|p| at(&ad, p, d, 0)).sum())
        .collect();
    let Some(cp) = mean_shift(&spend, MIN_DAYS) else {
        return Ok(out.finish());
    };
    let Some(spend_change) = pct_change(cp.mean_after, cp.mean_before) else {
        return Ok(out.finish());
    };
    if spend_change.abs() < min_change {
        return Ok(out.finish());
    }
    let (before, after) = dates.split_at(cp.index);
    let date = after[0].as_str();
    let advertised: Vec<&String> = ad
        .iter()
        .filter(|(_, m)| {
            m.iter()
                .take_while(|(d, _)| d.as_str() < date)
                .any(|(_, v)| v[0].is_some_and(|x| x > 0.0))
        })
        .map(|(p, _)| p)
        .collect();
    if advertised.is_empty() {
        return Ok(out.finish());
    }
    let (Some(b), Some(a)) = (
        mean_daily(&tr, &advertised, before),
        mean_daily(&tr, &advertised, after),
    ) else {
        return Ok(out.finish());
    };
    let Some(sessions_change) = pct_change(a, b) else {
        return Ok(out.finish());
    };
    // The expectation: last year's same days when given, else the other products.
    let shift = |ds: &[String]| -> OpResult<Vec<String>> {
        ds.iter()
            .map(|d| {
                let x = parse_date(d)?;
                Ok(format_date(x - chrono::Days::new(364)))
            })
            .collect()
    };
    let (expected, confidence) = if baseline_traffic.is_some() {
        let (bb, ba) = (shift(before)?, shift(after)?);
        let e = mean_daily(&base, &advertised, &bb)
            .zip(mean_daily(&base, &advertised, &ba))
            .and_then(|(b, a)| pct_change(a, b));
        (e, 0.8)
    } else {
        let others: Vec<&String> = tr.keys().filter(|p| !advertised.contains(p)).collect();
        let e = mean_daily(&tr, &others, before)
            .zip(mean_daily(&tr, &others, after))
            .and_then(|(b, a)| pct_change(a, b));
        (e, 0.6)
    };
    let confidence = if expected.is_some() { confidence } else { 0.4 };
    let e = expected.unwrap_or(0.0);
    let Some(vs_expected) = ratio(1.0 + sessions_change, 1.0 + e).map(|r| r - 1.0) else {
        return Ok(out.finish());
    };
    let moves =
        (spend_change < 0.0 && vs_expected <= -0.05) || (spend_change > 0.0 && vs_expected >= 0.05);
    if !moves {
        return Ok(out.finish());
    }
    let lost_sessions = b * (1.0 + e) * after.len() as f64 - a * after.len() as f64;
    let funnels: Vec<Funnel> = advertised
        .iter()
        .map(|p| Funnel::of(&sa, &tr, p, |_| true))
        .collect();
    let units: f64 = funnels.iter().map(|x| x.units).sum();
    let revenue: f64 = funnels.iter().map(|x| x.revenue).sum();
    let sessions: f64 = funnels.iter().map(|x| x.sessions).sum();
    let impact = if sales.is_some() {
        ratio(units, sessions)
            .zip(ratio(revenue, units))
            .map(|(c, asp)| -lost_sessions * c * asp)
    } else {
        None
    };
    let ids: Vec<&str> = advertised.iter().map(|p| p.as_str()).collect();
    out.push(
        None,
        &no_products,
        date,
        &dates[dates.len() - 1],
        vec![
            f(cp.mean_before),
            f(cp.mean_after),
            f(spend_change),
            s(&ids.join(",")),
            f(sessions_change),
            of(expected),
            f(vs_expected),
            f(lost_sessions),
        ],
        impact,
        confidence,
    );
    Ok(out.finish())
}

/// A policy threshold on one account-health metric.
#[derive(Debug, Clone, PartialEq)]
pub struct Threshold {
    /// The health table's column.
    pub metric: String,
    /// True for a ceiling (`max`), false for a floor (`min`).
    pub is_max: bool,
    /// The limit.
    pub limit: f64,
}

/// The default policy: order defect rate ≤ 1%, late shipment rate ≤ 4%, cancellation rate
/// ≤ 2.5%, valid tracking rate ≥ 95%.
pub fn default_thresholds() -> Vec<Threshold> {
    [
        ("order_defect_rate", true, 0.01),
        ("late_shipment_rate", true, 0.04),
        ("cancellation_rate", true, 0.025),
        ("valid_tracking_rate", false, 0.95),
    ]
    .into_iter()
    .map(|(m, is_max, limit)| Threshold {
        metric: m.to_string(),
        is_max,
        limit,
    })
    .collect()
}

/// `check_account_health`: per metric, the weeks that breach its threshold.
pub fn check_account_health(health: Option<&Table>, thresholds: &[Threshold]) -> OpResult<Table> {
    let mut out = Findings::new(
        "account_health",
        vec![
            col("metric", T::String, None),
            col("threshold", T::Number, Some(Unit::Percent)),
            col("worst", T::Number, Some(Unit::Percent)),
            col("usual", T::Number, Some(Unit::Percent)),
            col("weeks", T::Integer, Some(Unit::Count)),
        ],
        false,
    );
    let no_products = BTreeMap::new();
    let Some(t) = health else {
        return Ok(out.finish());
    };
    let w = col_idx(t, "week_start")?;
    let mut order: Vec<usize> = (0..t.rows.len()).collect();
    order.sort_by(|a, b| crate::tools::ops::cmp_cells(&t.rows[*a][w], &t.rows[*b][w]));
    for th in thresholds {
        let Some(c) = t.column_index(&th.metric) else {
            continue;
        };
        let (mut breached, mut usual) = (Vec::new(), Vec::new());
        for &r in &order {
            let (Some(week), Some(v)) = (frame::text(&t.rows[r][w]), frame::num(&t.rows[r][c]))
            else {
                continue;
            };
            if (th.is_max && v > th.limit) || (!th.is_max && v < th.limit) {
                breached.push((week, v));
            } else {
                usual.push(v);
            }
        }
        if breached.is_empty() {
            continue;
        }
        let vals = breached.iter().map(|b| b.1);
        let worst = if th.is_max {
            vals.fold(f64::MIN, f64::max)
        } else {
            vals.fold(f64::MAX, f64::min)
        };
        out.push(
            None,
            &no_products,
            &breached[0].0,
            &breached[breached.len() - 1].0,
            vec![
                s(&th.metric),
                f(th.limit),
                f(worst),
                of(median(&usual)),
                Value::from(breached.len() as i64),
            ],
            None,
            1.0,
        );
    }
    Ok(out.finish())
}

/// Parses the `thresholds` argument's entries (`metric → {max: x}` or `{min: x}`) over the
/// defaults: a metric given replaces its default, a new metric is added.
pub fn merge_thresholds(given: &[(String, Option<f64>, Option<f64>)]) -> OpResult<Vec<Threshold>> {
    let mut out = default_thresholds();
    for (metric, max, min) in given {
        let th = match (max, min) {
            (Some(x), None) => Threshold {
                metric: metric.clone(),
                is_max: true,
                limit: *x,
            },
            (None, Some(x)) => Threshold {
                metric: metric.clone(),
                is_max: false,
                limit: *x,
            },
            _ => {
                return Err(err(format!(
                    "threshold for `{metric}` must have exactly one of `max` or `min`"
                )))
            }
        };
        match out.iter_mut().find(|t| t.metric == *metric) {
            Some(t) => *t = th,
            None => out.push(th),
        }
    }
    Ok(out)
}

/// The Welch t-test p-value of the ratings before vs from `date`, from each day's review count,
/// rating sum and sum of squared ratings (columns 0, 1, 2).
fn exact_welch_p(days: &BTreeMap<String, Vec<Option<f64>>>, date: &str) -> Option<f64> {
    let side = |before: bool| {
        let (mut n, mut s, mut q) = (0.0, 0.0, 0.0);
        for (d, v) in days {
            if (d.as_str() < date) == before {
                n += v[0].unwrap_or(0.0);
                s += v[1].unwrap_or(0.0);
                q += v.get(2).copied().flatten().unwrap_or(0.0);
            }
        }
        (n > 1.0).then(|| {
            let m = s / n;
            (n, m, ((q - s * m) / (n - 1.0)).max(0.0))
        })
    };
    let (n1, m1, v1) = side(true)?;
    let (n2, m2, v2) = side(false)?;
    let se2 = v1 / n1 + v2 / n2;
    if se2 <= 0.0 {
        return Some(if m1 == m2 { 1.0 } else { 0.0 });
    }
    let t = (m1 - m2) / se2.sqrt();
    // Welch–Satterthwaite degrees of freedom.
    let df = se2 * se2 / ((v1 / n1).powi(2) / (n1 - 1.0) + (v2 / n2).powi(2) / (n2 - 1.0));
    t_p_value(t, df)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn absent_data_gives_empty_findings_with_the_contract_columns() {
        let names = |t: &Table| t.columns.iter().map(|c| c.name.clone()).collect::<Vec<_>>();
        let s = detect_stockouts(None, None, None, None, None, None, 2).unwrap();
        assert!(s.rows.is_empty());
        assert_eq!(
            names(&s),
            [
                "kind",
                "product_id",
                "title",
                "start",
                "end",
                "days",
                "sessions_during",
                "lost_units",
                "lost_revenue",
                "impact",
                "confidence"
            ]
        );
        assert!(detect_price_changes(None, None, None, None, 0.05, 7, 0.05)
            .unwrap()
            .rows
            .is_empty());
        assert!(detect_rating_changes(None, None, None, None, 8, 0.5, 0.01)
            .unwrap()
            .rows
            .is_empty());
        assert!(detect_ad_changes(None, None, None, None, 0.3)
            .unwrap()
            .rows
            .is_empty());
        assert!(check_account_health(None, &default_thresholds())
            .unwrap()
            .rows
            .is_empty());
    }

    #[test]
    fn thresholds_override_and_add() {
        let t = merge_thresholds(&[
            ("late_shipment_rate".into(), Some(0.05), None),
            ("refund_rate".into(), Some(0.1), None),
        ])
        .unwrap();
        assert_eq!(t.len(), 5);
        assert_eq!(t[1].limit, 0.05);
        assert_eq!(t[4].metric, "refund_rate");
        assert!(merge_thresholds(&[("x".into(), Some(1.0), Some(0.0))]).is_err());
    }

    #[test]
    fn conversion_test_p_values() {
        // 300/3000 vs 210/3000: z = -4.17, p ~ 3e-5.
        let p = conversion_p(300.0, 3000.0, 210.0, 3000.0).unwrap();
        assert!(p < 1e-4 && p > 1e-6);
        assert_eq!(conversion_p(1.0, 0.0, 1.0, 10.0), None);
    }
}
