//! Level shifts in a product's own price and in its star ratings: the two product detectors that
//! find *when* something changed before asking what it did to conversion.
//!
//! - **Price**: a shelf price is a step function broken by short promotions (a marketplace
//!   event's discount lasts a few days and the price comes back). Read raw, the end of a
//!   promotion looks like a price rise, and a promotion inside a window blurs a real step. So
//!   the steps are found on the *regular* price (a running median as wide as twice the
//!   longest promotion, which removes runs of up to [`PROMO_DAYS`] days and keeps steps where
//!   they are), by binary segmentation, and conversion is compared on regular-price days only.
//!   The price move itself is exact; what needs a test is the conversion response, and its
//!   direction is known before looking (a higher price sells less), so the test is one-sided.
//! - **Ratings**: a product with 20 reviews a month shows a real one-star fall with p ~ 0.005
//!   at the right split, but the split is chosen from the data. Multiplying by the number of
//!   splits tried (Bonferroni) treats neighbouring splits as independent and misses most real
//!   drops; here the p-value of the best split is the share of simulated no-change series (the
//!   same reviews per day, ratings drawn with the product's own spread) whose best split looks
//!   at least as strong: exact for the selection, whatever the number of splits. A question
//!   tests every product with enough reviews, so that p-value is then multiplied by the number
//!   of products that could be stated (Bonferroni): one chance dip among 40 products is not a
//!   finding. Only products whose conversion fell at their split can be stated, and conversion
//!   noise is independent of rating noise, so the others spend none of the error budget.

use std::collections::BTreeSet;

use serde_json::Value;

use super::detect::{confidence_of, Funnel};
use super::frame::{self, col, daily, f, of, pct_change, Daily, Findings};
use super::scan::{best_drop, Scanner};
use super::stats::{mean, mean_shift, normal_p_value};
use crate::table::{ColumnType as T, Table, Unit};
use crate::tools::ops::OpResult;

/// The longest run of days read as a promotion rather than a price change (a marketplace event
/// with its weekend: Black Friday to Cyber Monday is four days).
pub const PROMO_DAYS: usize = 4;
/// A day is at the regular price when within this share of it.
const REGULAR_TOLERANCE: f64 = 0.01;
/// Conversion must move at least this much against the price to be reported as its effect.
const MIN_RESPONSE: f64 = 0.05;
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
fn promotion_days(sales: &Daily, product: &str) -> BTreeSet<String> {
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

/// A product's reviews by day: (date, count, sum of ratings, sum of squared ratings when
/// known).
struct ReviewDays<'a> {
    days: Vec<(&'a str, f64, f64, Option<f64>)>,
}

impl ReviewDays<'_> {
    /// The single ratings the per-day sums pin down: a day with one review, or two (their sum
    /// and sum of squares give both).
    fn pool(&self) -> Vec<f64> {
        let mut out = Vec::new();
        for &(_, c, sum, sq) in &self.days {
            if c == 1.0 {
                out.push(sum);
            } else if let (2.0, Some(q)) = (c, sq) {
                let d = 2.0 * q - sum * sum;
                if d >= 0.0 {
                    let r = d.sqrt();
                    out.extend([(sum - r) / 2.0, (sum + r) / 2.0]);
                }
            }
        }
        out
    }

    /// The spread of single ratings: exact from the squared sums, else from the day means
    /// (which understates it when a day has several reviews).
    fn sd(&self) -> Option<f64> {
        let n: f64 = self.days.iter().map(|d| d.1).sum();
        if n < 2.0 {
            return None;
        }
        let m = self.days.iter().map(|d| d.2).sum::<f64>() / n;
        let ss: f64 = if self.days.iter().all(|d| d.3.is_some()) {
            self.days.iter().map(|d| d.3.unwrap_or(0.0)).sum::<f64>() - n * m * m
        } else {
            self.days
                .iter()
                .map(|d| d.1 * (d.2 / d.1 - m).powi(2))
                .sum()
        };
        let v = ss / (n - 1.0);
        (v > 0.0).then(|| v.sqrt())
    }
}

/// One product's units and revenue (sales) and sessions (traffic) summed day by day, its
/// promotion days left out: the funnel before and after any day is two binary searches, where
/// [`Funnel::of`] scans every day (rating dating tries many splits).
struct RunningFunnel<'a> {
    /// (day, running units, running revenue), in day order.
    sales: Vec<(&'a str, f64, f64)>,
    /// (day, running sessions), in day order.
    traffic: Vec<(&'a str, f64)>,
}

impl<'a> RunningFunnel<'a> {
    fn new(sales: &'a Daily, traffic: &'a Daily, p: &str, promo: &BTreeSet<String>) -> Self {
        let value = |v: &Vec<Option<f64>>, k: usize| v.get(k).copied().flatten().unwrap_or(0.0);
        let (mut u, mut r, mut s) = (0.0, 0.0, 0.0);
        let sales = sales
            .get(p)
            .into_iter()
            .flatten()
            .filter(|(d, _)| !promo.contains(*d))
            .map(|(d, v)| {
                u += value(v, 0);
                r += value(v, 1);
                (d.as_str(), u, r)
            })
            .collect();
        let traffic = traffic
            .get(p)
            .into_iter()
            .flatten()
            .filter(|(d, _)| !promo.contains(*d))
            .map(|(d, v)| {
                s += value(v, 0);
                (d.as_str(), s)
            })
            .collect();
        RunningFunnel { sales, traffic }
    }

    /// The funnel on the days before `date`, and from `date` on.
    fn split(&self, date: &str) -> (Funnel, Funnel) {
        let i = self.sales.partition_point(|x| x.0 < date);
        let j = self.traffic.partition_point(|x| x.0 < date);
        let (u0, r0) = i
            .checked_sub(1)
            .map_or((0.0, 0.0), |i| (self.sales[i].1, self.sales[i].2));
        let (u, r) = self.sales.last().map_or((0.0, 0.0), |x| (x.1, x.2));
        let s0 = j.checked_sub(1).map_or(0.0, |j| self.traffic[j].1);
        let s = self.traffic.last().map_or(0.0, |x| x.1);
        (
            Funnel {
                units: u0,
                revenue: r0,
                sessions: s0,
            },
            Funnel {
                units: u - u0,
                revenue: r - r0,
                sessions: s - s0,
            },
        )
    }
}

/// The rating drop at every split [`best_drop`] may choose: `(z, split day index)`, the same
/// statistic, so its maximum is `best_drop`'s.
fn drop_profile(
    counts: &[f64],
    sums: &[f64],
    sd: f64,
    min_n: f64,
    allowed: &[bool],
) -> Vec<(f64, usize)> {
    let n: f64 = counts.iter().sum();
    let total: f64 = sums.iter().sum();
    let (mut c, mut s) = (0.0, 0.0);
    let mut out = Vec::new();
    for k in 0..counts.len() {
        if allowed[k] && c >= min_n && n - c >= min_n {
            let (m1, m2) = (s / c, (total - s) / (n - c));
            out.push(((m1 - m2) / (sd * (1.0 / c + 1.0 / (n - c)).sqrt()), k));
        }
        c += counts[k];
        s += sums[k];
    }
    out
}

/// How clearly conversion fell from before (u0 / s0) to after (u1 / s1): the two-proportion z,
/// positive for a fall; 0 when either side has no sessions.
fn conversion_fall_z(u0: f64, s0: f64, u1: f64, s1: f64) -> f64 {
    if s0 <= 0.0 || s1 <= 0.0 {
        return 0.0;
    }
    let p = ((u0 + u1) / (s0 + s1)).clamp(0.0, 1.0);
    let se = (p * (1.0 - p) * (1.0 / s0 + 1.0 / s1)).sqrt();
    if se > 0.0 {
        (u0 / s0 - u1 / s1) / se
    } else {
        0.0
    }
}

/// A likelihood-ratio confidence set for the day of a rating change: the splits whose drop
/// statistic z has z² within this of the strongest one's (the 95% point of one degree of
/// freedom).
const DATE_SET_LR: f64 = 3.84;

/// The day a quality problem started, from the splits' rating drops `profile` (strongest
/// `z_max`) and the conversion fall `conversion_z(k)` at a split. With a few reviews a day the
/// strongest rating split alone wanders by weeks (a lucky run of good reviews after the change
/// pushes it later), while conversion, from thousands of sessions, moves on the day too. A
/// quality problem shows in both, so the day is the split that best explains both changes
/// together (the largest z_rating² + z_conversion², each only as a fall), among the splits
/// whose rating drop alone is statistically as plausible as the strongest one (z² within
/// [`DATE_SET_LR`]): conversion refines the day, it never moves it to where the ratings did
/// not fall.
fn date_split(
    profile: &[(f64, usize)],
    z_max: f64,
    conversion_z: impl Fn(usize) -> f64,
) -> Option<usize> {
    let floor = z_max * z_max - DATE_SET_LR;
    profile
        .iter()
        .filter(|(z, _)| *z > 0.0 && z * z >= floor)
        .map(|&(z, k)| (z * z + conversion_z(k).max(0.0).powi(2), k))
        .max_by(|a, b| a.0.total_cmp(&b.0).then(b.1.cmp(&a.1)))
        .map(|(_, k)| k)
}

/// `detect_rating_changes`: a product's ratings fell (the strongest drop between days from
/// `since` to `until`, each side at least `min_reviews` reviews, earlier reviews as the
/// baseline, later ones as more of the "after") with a scan p-value times the number of
/// products whose conversion fell at their split at most `max_p_value`; the finding is dated by
/// [`date_split`], where the ratings fell by at least `min_drop` stars and conversion
/// (regular-price days) by at least 5%.
#[allow(clippy::too_many_arguments)]
pub fn detect_rating_changes(
    reviews: Option<&Table>,
    sales: Option<&Table>,
    traffic: Option<&Table>,
    products: Option<&Table>,
    min_reviews: usize,
    min_drop: f64,
    max_p_value: f64,
    since: Option<&str>,
    until: Option<&str>,
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
    let has_sq = reviews.is_some_and(|t| t.columns.iter().any(|c| c.name == "rating_sq_sum"));
    let rv: Daily = if has_sq {
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
    let min_n = min_reviews.max(2) as f64;
    // First every product that can be tested (a split with enough reviews on each side): the
    // question looks at all of them, so the evidence must pay for all of them.
    struct Candidate<'a> {
        product: &'a String,
        rd: ReviewDays<'a>,
        counts: Vec<f64>,
        sums: Vec<f64>,
        allowed: Vec<bool>,
        /// The strongest drop (what the scan p-value tests) and its split.
        z: f64,
        /// The split the finding is dated at (see [`date_split`]).
        k: usize,
        /// Its units, revenue and sessions by day, promotion days left out, summed.
        running: RunningFunnel<'a>,
    }
    // The conversion around a split, promotion days left out, for dating and checking: running
    // sums built once per product, since dating asks for many splits.
    let conversion_at = |sums: &RunningFunnel, date: &str| sums.split(date);
    let mut candidates: Vec<Candidate> = Vec::new();
    for (p, by_day) in &rv {
        let rd = ReviewDays {
            days: by_day
                .iter()
                .filter_map(|(d, v)| {
                    let c = v[0].unwrap_or(0.0).round();
                    (c >= 1.0).then(|| {
                        (
                            d.as_str(),
                            c,
                            v[1].unwrap_or(0.0),
                            v.get(2).copied().flatten(),
                        )
                    })
                })
                .collect(),
        };
        let Some(sd) = rd.sd() else { continue };
        let counts: Vec<f64> = rd.days.iter().map(|d| d.1).collect();
        let sums: Vec<f64> = rd.days.iter().map(|d| d.2).collect();
        let allowed: Vec<bool> = rd
            .days
            .iter()
            .map(|d| since.is_none_or(|s| d.0 >= s) && until.is_none_or(|u| d.0 <= u))
            .collect();
        let Some((z, _)) = best_drop(&counts, &sums, sd, min_n, &allowed) else {
            continue;
        };
        let profile = drop_profile(&counts, &sums, sd, min_n, &allowed);
        let running = RunningFunnel::new(&sa, &tr, p, &promotion_days(&sa, p));
        let conversion_z = |k: usize| {
            let (b, a) = conversion_at(&running, rd.days[k].0);
            conversion_fall_z(b.units, b.sessions, a.units, a.sessions)
        };
        let Some(k) = date_split(&profile, z, conversion_z) else {
            continue;
        };
        candidates.push(Candidate {
            product: p,
            rd,
            counts,
            sums,
            allowed,
            z,
            k,
            running,
        });
    }
    // The conversion check comes first: it decides which products could be reported at all. A
    // product whose conversion did not fall at its dated split is never stated, so it spends
    // none of the question's error budget: the product correction counts only the products
    // that pass it.
    struct Checked<'a> {
        c: &'a Candidate<'a>,
        date: &'a str,
        c0: f64,
        c1: f64,
    }
    let mut checked: Vec<Checked> = Vec::new();
    for c in &candidates {
        let date = c.rd.days[c.k].0;
        let (before, after) = conversion_at(&c.running, date);
        // A rating drop that left conversion where it was did not cost sales: not a cause.
        if let (Some(c0), Some(c1)) = (before.conversion(), after.conversion()) {
            if c0 > 0.0 && c1 <= c0 * (1.0 - MIN_RESPONSE) {
                checked.push(Checked { c, date, c0, c1 });
            }
        }
    }
    let tested = checked.len().max(1) as f64;
    // Simulation effort, for the debug log (the cost of this detector is its simulations).
    #[derive(Default)]
    struct Effort {
        scanned: usize,
        runs: usize,
        draws: usize,
    }
    let mut stats = Effort::default();
    for ch in &checked {
        let c = ch.c;
        let (p, rd, counts, sums, k) = (c.product, &c.rd, &c.counts, &c.sums, c.k);
        let n1: f64 = counts[..k].iter().sum();
        let n2: f64 = counts[k..].iter().sum();
        let m1 = sums[..k].iter().sum::<f64>() / n1;
        let m2 = sums[k..].iter().sum::<f64>() / n2;
        tracing::debug!(
            product = %p,
            date = ch.date,
            z_max = c.z,
            before = m1,
            after = m2,
            reviews_before = n1,
            reviews_after = n2,
            conversion_change = ch.c1 / ch.c0 - 1.0,
            tested,
            "rating candidate"
        );
        if m1 - m2 < min_drop {
            continue;
        }
        // Cheap screen first: a drop that is not significant at its own split, before paying
        // for the choice of the split and of the product, never will be.
        let splits = c.allowed.iter().filter(|a| **a).count().max(1) as f64;
        let Some(p_split) = normal_p_value(c.z).map(|p| p / 2.0) else {
            continue;
        };
        if p_split * tested > max_p_value {
            continue;
        }
        let (date, c0, c1) = (ch.date, Some(ch.c0), Some(ch.c1));
        // The scan's own p-value, or the Bonferroni bound over the splits when smaller (far
        // in the tail, where simulations cannot resolve it); then Bonferroni over the products.
        let bonferroni = p_split * splits;
        let p_value_of = |p_sim: f64| (p_sim.min(bonferroni) * tested).min(1.0);
        // What the detector does with a simulated p-value: drop the finding, or state it with
        // a confidence. The scan stops once both bounds give the same.
        let outcome = |p_sim: f64| {
            let p = p_value_of(p_sim);
            (p <= max_p_value).then(|| confidence_of(Some(p)))
        };
        let pool = rd.pool();
        let scan = Scanner::new(counts, &pool, min_n, &c.allowed)
            .run(c.z, |lo, hi| outcome(lo) == outcome(hi));
        stats.runs += scan.runs;
        stats.draws += scan.draws;
        stats.scanned += 1;
        tracing::debug!(product = %p, p_split, p_scan = scan.p, p_value = p_value_of(scan.p), "rating scan p-value");
        let Some(confidence) = outcome(scan.p) else {
            continue;
        };
        let end = [
            rv.get(p).and_then(|m| m.keys().next_back()),
            sa.get(p).and_then(|m| m.keys().next_back()),
            tr.get(p).and_then(|m| m.keys().next_back()),
        ]
        .into_iter()
        .flatten()
        .max()
        .map(String::as_str)
        .unwrap_or(date);
        // The effect over every day since, promotions included, at the regular-day rates.
        let all_after = Funnel::of(&sa, &tr, p, |d| d >= date);
        let impact = c0
            .zip(c1)
            .zip(all_after.asp())
            .map(|((c0, c1), asp)| all_after.sessions * (c1 - c0) * asp);
        out.push(
            Some(p),
            &names,
            date,
            end,
            vec![
                f(m1),
                f(m2),
                Value::from(n1 as i64),
                Value::from(n2 as i64),
                of(c0),
                of(c1),
                of(c0.zip(c1).and_then(|(a, b)| pct_change(b, a))),
            ],
            impact,
            confidence,
        );
    }
    tracing::debug!(
        products = candidates.len(),
        scanned = stats.scanned,
        runs = stats.runs,
        draws = stats.draws,
        "rating scan"
    );
    Ok(out.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn running_sums_split_like_a_scan() {
        // Sales and traffic with different days, a missing value and a promotion day.
        let day = |i: usize| format!("2025-03-{:02}", i + 1);
        let mut sa: Daily = Daily::new();
        let mut tr: Daily = Daily::new();
        for i in 0..20 {
            let units = if i == 7 {
                None
            } else {
                Some((i % 5) as f64 + 1.0)
            };
            sa.entry("P1".into())
                .or_default()
                .insert(day(i), vec![units, Some(10.0 * i as f64)]);
            if i != 3 {
                tr.entry("P1".into())
                    .or_default()
                    .insert(day(i), vec![Some(50.0 + i as f64)]);
            }
        }
        let promo: BTreeSet<String> = [day(12)].into_iter().collect();
        let running = RunningFunnel::new(&sa, &tr, "P1", &promo);
        for split in [
            "2025-02-28",
            "2025-03-01",
            "2025-03-04",
            "2025-03-13",
            "2025-03-20",
            "2025-04-01",
        ] {
            let (b, a) = running.split(split);
            let before = Funnel::of(&sa, &tr, "P1", |d| d < split && !promo.contains(d));
            let after = Funnel::of(&sa, &tr, "P1", |d| d >= split && !promo.contains(d));
            for (x, y) in [(b, before), (a, after)] {
                assert!((x.units - y.units).abs() < 1e-9, "{split}");
                assert!((x.revenue - y.revenue).abs() < 1e-9, "{split}");
                assert!((x.sessions - y.sessions).abs() < 1e-9, "{split}");
            }
        }
        // An unknown product: nothing on either side.
        let none = RunningFunnel::new(&sa, &tr, "P9", &promo).split("2025-03-05");
        assert_eq!((none.0.units, none.1.sessions), (0.0, 0.0));
    }

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
    fn the_day_is_where_ratings_and_conversion_fell_together() {
        // The strongest rating split is at index 9; index 5 is nearly as strong for the
        // ratings and is where conversion fell; index 2 is where conversion fell most but the
        // ratings barely did.
        let profile = [(0.5, 2), (3.0, 5), (3.2, 9)];
        let conv = |k: usize| match k {
            2 => 9.0,
            5 => 4.0,
            _ => 0.5,
        };
        assert_eq!(date_split(&profile, 3.2, conv), Some(5));
        // Without a conversion signal, the strongest rating split.
        assert_eq!(date_split(&profile, 3.2, |_| 0.0), Some(9));
        // No drop at all: no day.
        assert_eq!(date_split(&[(-1.0, 3)], -1.0, |_| 5.0), None);
        // The profile's maximum is best_drop's.
        let counts = [3.0, 3.0, 3.0, 3.0, 3.0, 3.0];
        let sums = [15.0, 14.0, 15.0, 6.0, 7.0, 6.0];
        let allowed = [true; 6];
        let best = best_drop(&counts, &sums, 1.0, 3.0, &allowed).unwrap();
        let top = drop_profile(&counts, &sums, 1.0, 3.0, &allowed)
            .into_iter()
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .unwrap();
        assert_eq!(best, top);
        assert_eq!(best.1, 3);
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
