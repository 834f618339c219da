//! The detectors: each reads the data APIs' tables and returns a findings table (see
//! [`super::frame::Findings`]), one row per finding and none when nothing is convincing. They
//! never invent a cause: every threshold is an argument, and a finding carries the numbers it
//! rests on.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::frame::{self, at, col, daily, f, of, pct_change, ratio, s, Daily, Findings};
use super::stats::{mean_shift, median};
use crate::table::{ColumnType as T, Table, Unit};
use crate::tools::dates::{format_date, parse_date};
use crate::tools::ops::{col_idx, err, OpResult};

// The price and rating detectors find level shifts first; they live with that machinery.
pub use super::shift::{detect_price_changes, detect_rating_changes};

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
pub(super) fn confidence_of(p: Option<f64>) -> f64 {
    p.map(|p| (1.0 - p).clamp(0.0, 0.99)).unwrap_or(0.5)
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
pub(super) struct Funnel {
    pub(super) units: f64,
    pub(super) sessions: f64,
    pub(super) revenue: f64,
}

impl Funnel {
    pub(super) fn of(
        sales: &Daily,
        traffic: &Daily,
        p: &str,
        keep: impl Fn(&str) -> bool + Copy,
    ) -> Funnel {
        Funnel {
            units: sum_where(sales, p, 0, keep),
            revenue: sum_where(sales, p, 1, keep),
            sessions: sum_where(traffic, p, 0, keep),
        }
    }
    pub(super) fn conversion(&self) -> Option<f64> {
        ratio(self.units, self.sessions)
    }
    pub(super) fn asp(&self) -> Option<f64> {
        ratio(self.revenue, self.units)
    }
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
    // Last year's same days count only where the data has them: a window starting in the
    // data's first weeks has no year-ago days, and reading those as zero sessions would make
    // any change look far below the season.
    let base_dates: BTreeSet<&String> = base.values().flat_map(|m| m.keys()).collect();
    let covered = |ds: Vec<String>| -> Option<Vec<String>> {
        let n = ds.len();
        let kept: Vec<String> = ds.into_iter().filter(|d| base_dates.contains(d)).collect();
        (!kept.is_empty() && kept.len() * 10 >= n * 9).then_some(kept)
    };
    let year_ago = match (covered(shift(before)?), covered(shift(after)?)) {
        (Some(bb), Some(ba)) if baseline_traffic.is_some() => Some((bb, ba)),
        _ => None,
    };
    let (expected, confidence) = if let Some((bb, ba)) = year_ago {
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
        assert!(
            detect_price_changes(None, None, None, None, 0.05, 7, 0.05, None)
                .unwrap()
                .rows
                .is_empty()
        );
        assert!(
            detect_rating_changes(None, None, None, None, 8, 0.5, 0.01, None, None)
                .unwrap()
                .rows
                .is_empty()
        );
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
}
