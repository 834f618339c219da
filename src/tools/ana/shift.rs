//! Level shifts in a product's own price: find *when* the regular price stepped, then ask what
//! it did to conversion.
//!
//! - **Price**: a shelf price is a step function broken by short promotions (a marketplace
//!   event's discount lasts a few days and the price comes back). Read raw, the end of a
//!   promotion looks like a price rise, and a promotion inside a window blurs a real step. So
//!   the steps are found on the *regular* price (a running median as wide as twice the
//!   longest promotion, which removes runs of up to [`PROMO_DAYS`] days and keeps steps where
//!   they are), by binary segmentation, and conversion is compared on regular-price days only.
//!   The price move itself is exact; what needs a test is the conversion response, and its
//!   direction is known before looking (a higher price sells less), so the test is one-sided.
//! - **Ratings and refunds** (a product's quality problem) live in [`super::quality`]; this
//!   module gives it the promotion days, so its conversion is compared on regular-price days too.

use std::collections::BTreeSet;

use super::detect::{confidence_of, Funnel};
use super::frame::{self, col, daily, f, of, pct_change, Daily, Findings};
use super::stats::{mean, mean_shift, normal_p_value};
use crate::table::{ColumnType as T, Table, Unit};
use crate::tools::ops::OpResult;

pub use super::quality::detect_rating_changes;

/// The longest run of days read as a promotion rather than a price change (a marketplace event
/// with its weekend: Black Friday to Cyber Monday is four days).
pub const PROMO_DAYS: usize = 4;
/// A day is at the regular price when within this share of it.
const REGULAR_TOLERANCE: f64 = 0.01;
/// Conversion must move at least this much against the price to be reported as its effect.
pub(super) const MIN_RESPONSE: f64 = 0.05;
/// The regular price of each day: the median of the days within `radius` on each side, so
/// promotions of up to `radius` days vanish and a lasting step (at least `radius + 1` days on
/// each side) stays on its day. Near the ends the window keeps its width and slides inwards: a
/// discount in the last days of the data is still a promotion, not a price cut.
pub fn regular_prices(prices: &[f64], radius: usize) -> Vec<f64> {
    let n = prices.len();
    let width = (2 * radius + 1).min(n);
    (0..n)
        .map(|i| {
            let start = i.saturating_sub(radius).min(n - width);
            let mut w: Vec<f64> = prices[start..start + width].to_vec();
            w.sort_by(f64::total_cmp);
            w[w.len() / 2]
        })
        .collect()
}

/// The indices where the regular price steps by at least `min_change` with at least
/// `min_days` days on each side of each step (binary segmentation), ascending.
pub fn price_steps(regular: &[f64], min_days: usize, min_change: f64) -> Vec<usize> {
    fn go(x: &[f64], lo: usize, min_days: usize, min_change: f64, out: &mut Vec<usize>) {
        let Some(cp) = mean_shift(x, min_days) else {
            return;
        };
        if pct_change(cp.mean_after, cp.mean_before).is_none_or(|c| c.abs() < min_change) {
            return;
        }
        out.push(lo + cp.index);
        go(&x[..cp.index], lo, min_days, min_change, out);
        go(&x[cp.index..], lo + cp.index, min_days, min_change, out);
    }
    let mut out = Vec::new();
    go(regular, 0, min_days.max(2), min_change, &mut out);
    out.sort_unstable();
    out
}

/// One-sided p-value that conversion moved in the direction `sign` (-1 down, +1 up) from
/// before (u0 / s0) to after (u1 / s1): two-proportion z-test.
fn one_sided_conversion_p(u0: f64, s0: f64, u1: f64, s1: f64, sign: f64) -> Option<f64> {
    if s0 <= 0.0 || s1 <= 0.0 {
        return None;
    }
    let p = ((u0 + u1) / (s0 + s1)).clamp(0.0, 1.0);
    let se = (p * (1.0 - p) * (1.0 / s0 + 1.0 / s1)).sqrt();
    let diff = (u1 / s1 - u0 / s0) * sign;
    if se <= 0.0 {
        return Some(if diff > 0.0 { 0.0 } else { 1.0 });
    }
    let two = normal_p_value(diff / se)?;
    Some(if diff > 0.0 {
        two / 2.0
    } else {
        1.0 - two / 2.0
    })
}

/// `detect_price_changes`: lasting steps in a product's regular price on or after `since`, each
/// reported when conversion on regular-price days moved against it (one-sided test, p at most
/// `max_p_value`, and by at least 5%). Days before `since` are only the steps' "before": a
/// longer stretch at the old price gives the conversion test the power a few weeks lack.
#[allow(clippy::too_many_arguments)]
pub fn detect_price_changes(
    pricing: Option<&Table>,
    sales: Option<&Table>,
    traffic: Option<&Table>,
    products: Option<&Table>,
    min_change: f64,
    min_days: usize,
    max_p_value: f64,
    since: Option<&str>,
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
        // Steps must keep min_days on each side, so a radius up to min_days - 1 never hides one.
        let regular = regular_prices(&prices, PROMO_DAYS.min(min_days.max(2) - 1));
        let steps = price_steps(&regular, min_days, min_change);
        for (i, &k) in steps.iter().enumerate() {
            if since.is_some_and(|s| pts[k].0.as_str() < s) {
                continue;
            }
            // The segments around this step end at the neighbouring steps, so a second change
            // does not blur the first one's before and after.
            let lo = if i == 0 { 0 } else { steps[i - 1] };
            let hi = steps.get(i + 1).copied().unwrap_or(pts.len());
            let (Some(before_price), Some(after_price)) =
                (mean(&regular[lo..k]), mean(&regular[k..hi]))
            else {
                continue;
            };
            let Some(change) = pct_change(after_price, before_price) else {
                continue;
            };
            let at_regular = |r: std::ops::Range<usize>| -> BTreeSet<&str> {
                r.filter(|&j| (prices[j] / regular[j] - 1.0).abs() <= REGULAR_TOLERANCE)
                    .map(|j| pts[j].0.as_str())
                    .collect()
            };
            let (days0, days1) = (at_regular(lo..k), at_regular(k..hi));
            let before = Funnel::of(&sa, &tr, p, |d| days0.contains(d));
            let after = Funnel::of(&sa, &tr, p, |d| days1.contains(d));
            let (Some(c0), Some(c1)) = (before.conversion(), after.conversion()) else {
                continue;
            };
            let Some(conv_change) = pct_change(c1, c0) else {
                continue;
            };
            // Demand falls when the price rises: the test looks only in that direction.
            let sign = if change > 0.0 { -1.0 } else { 1.0 };
            if conv_change * sign < MIN_RESPONSE {
                continue;
            }
            let p_value = one_sided_conversion_p(
                before.units,
                before.sessions,
                after.units,
                after.sessions,
                sign,
            );
            if p_value.is_none_or(|p| p > max_p_value) {
                continue;
            }
            let comp = |r: std::ops::Range<usize>| {
                let v: Vec<f64> = pts[r].iter().filter_map(|x| x.2).collect();
                mean(&v)
            };
            let (cb, ca) = (comp(lo..k), comp(k..hi));
            let all_after = Funnel::of(&sa, &tr, p, |d| {
                d >= pts[k].0.as_str() && d <= pts[hi - 1].0.as_str()
            });
            let impact = all_after.revenue - all_after.sessions * c0 * before_price;
            out.push(
                Some(p),
                &names,
                pts[k].0,
                pts[hi - 1].0,
                vec![
                    f(before_price),
                    f(after_price),
                    f(change),
                    of(cb),
                    of(ca),
                    of(cb.zip(ca).and_then(|(b, a)| pct_change(a, b))),
                    f(c0),
                    f(c1),
                    f(conv_change),
                ],
                Some(impact),
                confidence_of(p_value),
            );
        }
    }
    Ok(out.finish())
}

/// The days of a product's sales at its regular price: each day's average selling price
/// (revenue / units) against the running median of those prices. Days without units carry no
/// price and count as regular. Conversion compared across a promotion (an event discount
/// lifts it for a few days) would credit the promotion's lift to whatever is being tested.
pub(super) fn promotion_days(sales: &Daily, product: &str) -> BTreeSet<String> {
    let Some(days) = sales.get(product) else {
        return BTreeSet::new();
    };
    let priced: Vec<(&String, f64)> = days
        .iter()
        .filter_map(|(d, v)| {
            let (u, r) = (v[0].unwrap_or(0.0), v.get(1).copied().flatten()?);
            (u > 0.0).then(|| (d, r / u))
        })
        .collect();
    let prices: Vec<f64> = priced.iter().map(|x| x.1).collect();
    let regular = regular_prices(&prices, PROMO_DAYS);
    priced
        .iter()
        .zip(&regular)
        .filter(|((_, p), r)| (p / *r - 1.0).abs() > REGULAR_TOLERANCE)
        .map(|((d, _), _)| (*d).clone())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn promotions_are_not_price_steps() {
        // A four-day event discount inside a flat price, then a lasting 10% rise.
        let mut x = vec![20.0; 40];
        for v in &mut x[10..14] {
            *v = 16.0;
        }
        for v in &mut x[25..] {
            *v = 22.0;
        }
        let r = regular_prices(&x, PROMO_DAYS);
        assert!(r[..25].iter().all(|v| *v == 20.0), "{r:?}");
        assert!(r[25..].iter().all(|v| *v == 22.0));
        assert_eq!(price_steps(&r, 7, 0.05), vec![25]);
        // The end of a discount at the start of the series is not a rise.
        let mut y = vec![20.0; 30];
        for v in &mut y[..2] {
            *v = 15.0;
        }
        assert!(price_steps(&regular_prices(&y, PROMO_DAYS), 7, 0.05).is_empty());
        // Nor is a discount in the last days a cut.
        y.reverse();
        y[..2].fill(20.0);
        y[26..].fill(15.0);
        assert_eq!(regular_prices(&y, PROMO_DAYS), vec![20.0; 30]);
        // Two steps are both found.
        let z: Vec<f64> = (0..60)
            .map(|i| {
                if i < 20 {
                    10.0
                } else if i < 40 {
                    12.0
                } else {
                    9.0
                }
            })
            .collect();
        assert_eq!(
            price_steps(&regular_prices(&z, PROMO_DAYS), 7, 0.05),
            vec![20, 40]
        );
    }

    #[test]
    fn one_sided_conversion_test() {
        // 300/3000 then 270/3000, expecting a fall: z = -1.32, one-sided p ~ 0.093.
        let p = one_sided_conversion_p(300.0, 3000.0, 270.0, 3000.0, -1.0).unwrap();
        assert!((p - 0.093).abs() < 0.01, "{p}");
        let q = one_sided_conversion_p(300.0, 3000.0, 270.0, 3000.0, 1.0).unwrap();
        assert!((p + q - 1.0).abs() < 1e-9);
    }
}
