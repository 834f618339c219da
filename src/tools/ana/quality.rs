//! A product's quality problem: the evidence the data has of it, each line tested on its own
//! and combined, and what it did to conversion.
//!
//! - **Ratings**: a product with 20 reviews a month shows a real one-star fall with p ~ 0.005 at
//!   the right split, but the split is chosen from the data. Multiplying by the number of splits
//!   tried (Bonferroni) treats neighbouring splits as independent and misses most real drops;
//!   the p-value of the best split is the share of simulated no-change series (the same reviews
//!   per day, ratings drawn with the product's own spread) whose best split looks at least as
//!   strong ([`super::scan`]): exact for the selection, whatever the number of splits.
//! - **Refunds**: unhappy customers return more, and refunds come from every unit sold, so a
//!   product with a handful of reviews still shows its problem there ([`super::refund`]: the
//!   same kind of scan p-value, on the refunds' conditional binomial split).
//! - **Combined**: with no change, which units are refunded and which ratings are given are
//!   independent chance (given the units and reviews per day), so the lines' p-values combine
//!   by Fisher's method. A question tests every product, so that p-value is then multiplied by
//!   the number of products that could be stated (Bonferroni): one chance dip among 40 products
//!   is not a finding. Only products whose conversion fell at their day can be stated, and
//!   conversion noise is independent of both lines, so the others spend none of the error budget.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::detect::{confidence_of, Funnel};
use super::frame::{self, col, daily, f, of, pct_change, Daily, Findings};
use super::refund::{fisher, RefundDays};
use super::scan::{best_drop, Scanner};
use super::shift::{promotion_days, MIN_RESPONSE};
use super::stats::normal_p_value;
use crate::table::{ColumnType as T, Table, Unit};
use crate::tools::ops::OpResult;

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

/// One product's ratings as a line of evidence: its reviews by day, running sums for any split,
/// the days a split may start on, and the strongest drop there (what the scan p-value tests).
struct RatingLine<'a> {
    rd: ReviewDays<'a>,
    counts: Vec<f64>,
    /// Running review counts and rating sums before each review day (one more entry: all).
    before: Vec<(f64, f64)>,
    allowed: Vec<bool>,
    sd: f64,
    min_n: f64,
    z: f64,
}

impl<'a> RatingLine<'a> {
    fn new(
        rd: ReviewDays<'a>,
        min_n: f64,
        since: Option<&str>,
        until: Option<&str>,
    ) -> Option<Self> {
        let sd = rd.sd()?;
        let counts: Vec<f64> = rd.days.iter().map(|d| d.1).collect();
        let sums: Vec<f64> = rd.days.iter().map(|d| d.2).collect();
        let allowed: Vec<bool> = rd
            .days
            .iter()
            .map(|d| in_range(d.0, since, until))
            .collect();
        let (z, _) = best_drop(&counts, &sums, sd, min_n, &allowed)?;
        let mut before = vec![(0.0, 0.0)];
        for (c, s) in counts.iter().zip(&sums) {
            let (c0, s0) = before[before.len() - 1];
            before.push((c0 + c, s0 + s));
        }
        Some(RatingLine {
            rd,
            counts,
            before,
            allowed,
            sd,
            min_n,
            z,
        })
    }

    /// Reviews and mean rating before `date` and from it on: `((n1, m1), (n2, m2))`.
    fn split(&self, date: &str) -> ((f64, f64), (f64, f64)) {
        let k = self.rd.days.partition_point(|d| d.0 < date);
        let (c, s) = self.before[k];
        let (n, total) = self.before[self.before.len() - 1];
        ((c, s / c), (n - c, (total - s) / (n - c)))
    }

    /// The drop's z at a split on `date` (the statistic of [`best_drop`]), when both sides
    /// have enough reviews.
    fn z_at(&self, date: &str) -> Option<f64> {
        let ((n1, m1), (n2, m2)) = self.split(date);
        (n1 >= self.min_n && n2 >= self.min_n)
            .then(|| (m1 - m2) / (self.sd * (1.0 / n1 + 1.0 / n2).sqrt()))
    }
}

/// One product's refunds as a line of evidence: units and refunds by sales day, the days a
/// split may start on, and the strongest rise there (what its scan p-value tests).
struct RefundLine<'a> {
    days: RefundDays<'a>,
    allowed: Vec<bool>,
    /// The rise's z by the index of the split's first day.
    profile: BTreeMap<usize, f64>,
    z: f64,
}

impl<'a> RefundLine<'a> {
    fn new(days: RefundDays<'a>, since: Option<&str>, until: Option<&str>) -> Option<Self> {
        let allowed: Vec<bool> = days
            .dates
            .iter()
            .map(|d| in_range(d, since, until))
            .collect();
        let (z, _) = days.best_rise(&allowed)?;
        let profile = days
            .profile(&allowed)
            .into_iter()
            .map(|(z, k)| (k, z))
            .collect();
        Some(RefundLine {
            days,
            allowed,
            profile,
            z,
        })
    }

    fn z_at(&self, date: &str) -> Option<f64> {
        let k = self.days.dates.partition_point(|d| *d < date);
        (self.days.dates.get(k) == Some(&date))
            .then(|| self.profile.get(&k).copied())
            .flatten()
    }
}

fn in_range(d: &str, since: Option<&str>, until: Option<&str>) -> bool {
    since.is_none_or(|s| d >= s) && until.is_none_or(|u| d <= u)
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

/// A likelihood-ratio confidence set for the day of a quality change: the days whose summed
/// squared z of the quality lines (ratings falling, refunds rising) is within this of the
/// strongest day's (the 95% point of χ² with one and with two degrees of freedom, one per line
/// the product can test).
const DATE_SET_LR: [f64; 2] = [3.84, 5.99];

/// The day a quality problem started, from the quality lines' z at each candidate day
/// (`lines[line][day]`, positive for worse quality, `None` where the line cannot test that
/// split) and the conversion fall `conversion_z(day)`. With a few reviews a day the strongest
/// rating split alone wanders by weeks, while refunds and conversion, from every unit and
/// session, move on the day. The day is the one that best explains every change together (the
/// largest Σ z², each only as a worsening, conversion included), among the days whose quality
/// lines alone are statistically as plausible as the strongest day (Σ z² within
/// [`DATE_SET_LR`]): conversion refines the day, it never moves it to where quality did not
/// fall.
fn date_split(lines: &[Vec<Option<f64>>], conversion_z: impl Fn(usize) -> f64) -> Option<usize> {
    let days = lines.iter().map(Vec::len).max().unwrap_or(0);
    let tested = lines
        .iter()
        .filter(|l| l.iter().any(Option::is_some))
        .count();
    let lr = *DATE_SET_LR.get(tested.checked_sub(1)?)?;
    let quality = |i: usize| -> f64 {
        lines
            .iter()
            .map(|l| l.get(i).copied().flatten().unwrap_or(0.0).max(0.0).powi(2))
            .sum()
    };
    let strongest = (0..days).map(quality).fold(0.0, f64::max);
    (0..days)
        .filter(|&i| quality(i) > 0.0 && quality(i) >= strongest - lr)
        .map(|i| (quality(i) + conversion_z(i).max(0.0).powi(2), i))
        .max_by(|a, b| a.0.total_cmp(&b.0).then(b.1.cmp(&a.1)))
        .map(|(_, i)| i)
}

/// A line of evidence is claimed in a finding only when it is significant on its own at this
/// level (its scan p-value, before the product correction): the finding as a whole passed the
/// corrected bar, and a line that did not move is not stated as if it had.
pub const CLAIM_P: f64 = 0.05;

/// `detect_rating_changes`: a product's quality fell. The evidence is every line the data has,
/// each tested over days from `since` to `until` with a scan p-value that pays for the choice
/// of the day: ratings falling (at least `min_reviews` reviews each side, earlier reviews as the
/// baseline, later ones as more of the "after") and refunds rising (units refunded / units,
/// from the sales' `units_refunded`). Under no change the lines are independent (given the units
/// and reviews per day, which refunds and which ratings is chance), so they combine by Fisher's
/// method; that p-value times the number of products whose conversion fell at their day must be
/// at most `max_p_value`. The finding is dated by [`date_split`], where conversion (regular-price
/// days) must have fallen by at least 5%; it states the lines significant on their own
/// ([`CLAIM_P`]; ratings also by at least `min_drop` stars), the others' columns are null.
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
    let count = |n: &str| col(n, T::Integer, Some(Unit::Count));
    let mut out = Findings::new(
        "rating_drop",
        vec![
            col("rating_before", T::Number, Some(Unit::Rating)),
            col("rating_after", T::Number, Some(Unit::Rating)),
            count("reviews_before"),
            count("reviews_after"),
            pct("refund_rate_before"),
            pct("refund_rate_after"),
            count("refunds_before"),
            count("refunds_after"),
            count("units_before"),
            count("units_after"),
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
    // Refunds are a line only where the sales carry them: a store without the column (or with
    // it empty) is tested on its ratings alone.
    let has_refunds = sales.is_some_and(|t| t.columns.iter().any(|c| c.name == "units_refunded"));
    let rf = if has_refunds {
        daily(sales, "date", &["units", "units_refunded"])?
    } else {
        Daily::new()
    };
    let tr = daily(traffic, "date", &["sessions"])?;
    let min_n = min_reviews.max(2) as f64;
    // First every product that can be tested (a line with a split in the window): the question
    // looks at all of them, so the evidence must pay for all of them.
    struct Candidate<'a> {
        product: &'a String,
        rating: Option<RatingLine<'a>>,
        refund: Option<RefundLine<'a>>,
        /// The day the finding is dated at (see [`date_split`]).
        date: &'a str,
        /// Its units, revenue and sessions by day, promotion days left out, summed.
        running: RunningFunnel<'a>,
    }
    let products_seen: BTreeSet<&String> = rv.keys().chain(rf.keys()).collect();
    let mut candidates: Vec<Candidate> = Vec::new();
    for p in products_seen {
        let rating = rv.get(p).and_then(|by_day| {
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
            RatingLine::new(rd, min_n, since, until)
        });
        let refund = rf.get(p).and_then(|by_day| {
            let mut days = RefundDays {
                dates: Vec::new(),
                units: Vec::new(),
                refunds: Vec::new(),
            };
            for (d, v) in by_day {
                if let (Some(u), Some(r)) = (v[0], v[1]) {
                    days.dates.push(d.as_str());
                    days.units.push(u);
                    days.refunds.push(r);
                }
            }
            RefundLine::new(days, since, until)
        });
        if rating.is_none() && refund.is_none() {
            continue;
        }
        // Candidate days: every review or sales day a split may start on.
        let mut dates: BTreeSet<&str> = BTreeSet::new();
        if let Some(r) = &rating {
            dates.extend(
                r.rd.days
                    .iter()
                    .map(|d| d.0)
                    .filter(|d| in_range(d, since, until)),
            );
        }
        if let Some(r) = &refund {
            dates.extend(
                r.days
                    .dates
                    .iter()
                    .copied()
                    .filter(|d| in_range(d, since, until)),
            );
        }
        let dates: Vec<&str> = dates.into_iter().collect();
        let mut lines: Vec<Vec<Option<f64>>> = Vec::new();
        if let Some(r) = &rating {
            lines.push(dates.iter().map(|d| r.z_at(d)).collect());
        }
        if let Some(r) = &refund {
            lines.push(dates.iter().map(|d| r.z_at(d)).collect());
        }
        let running = RunningFunnel::new(&sa, &tr, p, &promotion_days(&sa, p));
        let conversion_z = |i: usize| {
            let (b, a) = running.split(dates[i]);
            conversion_fall_z(b.units, b.sessions, a.units, a.sessions)
        };
        let Some(i) = date_split(&lines, conversion_z) else {
            continue;
        };
        candidates.push(Candidate {
            product: p,
            rating,
            refund,
            date: dates[i],
            running,
        });
    }
    // The conversion check comes first: it decides which products could be reported at all. A
    // product whose conversion did not fall at its dated split is never stated, so it spends
    // none of the question's error budget: the product correction counts only the products
    // that pass it.
    struct Checked<'a> {
        c: &'a Candidate<'a>,
        c0: f64,
        c1: f64,
    }
    let mut checked: Vec<Checked> = Vec::new();
    for c in &candidates {
        let (before, after) = c.running.split(c.date);
        // A quality drop that left conversion where it was did not cost sales: not a cause.
        if let (Some(c0), Some(c1)) = (before.conversion(), after.conversion()) {
            if c0 > 0.0 && c1 <= c0 * (1.0 - MIN_RESPONSE) {
                checked.push(Checked { c, c0, c1 });
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
        let (p, date) = (c.product, c.date);
        // Cheap screen first: each line's one-split p-value is below its scan p-value, so a
        // combination that fails the bar with them never passes.
        let one_split = |z: f64| normal_p_value(z).map_or(1.0, |p| p / 2.0);
        let mut lower = Vec::new();
        if let Some(r) = &c.rating {
            lower.push(one_split(r.z));
        }
        if let Some(r) = &c.refund {
            // The refunds' own exact tail at their best split (a normal tail misstates it
            // where few refunds are expected on one side).
            let k = r.profile.iter().find(|(_, z)| **z == r.z).map(|(k, _)| *k);
            lower.push(
                k.and_then(|k| r.days.split_p_value(&r.allowed, k, r.z))
                    .unwrap_or(1.0),
            );
        }
        tracing::debug!(
            product = %p,
            date,
            z_rating = c.rating.as_ref().map(|r| r.z),
            z_refund = c.refund.as_ref().map(|r| r.z),
            conversion_change = ch.c1 / ch.c0 - 1.0,
            tested,
            "quality candidate"
        );
        if fisher(&lower) * tested > max_p_value {
            continue;
        }
        // The refund line's scan p-value (cheap: no early stop needed), then the rating scan,
        // stopped once the combined outcome is settled.
        let p_refund = c
            .refund
            .as_ref()
            .and_then(|r| r.days.scan_p_value(&r.allowed, r.z));
        let combined = |p_rating: Option<f64>| {
            let ps: Vec<f64> = p_rating.into_iter().chain(p_refund).collect();
            (fisher(&ps) * tested).min(1.0)
        };
        let outcome = |p: f64| (p <= max_p_value).then(|| confidence_of(Some(p)));
        let p_rating = match &c.rating {
            Some(r) => {
                let splits = r.allowed.iter().filter(|a| **a).count().max(1) as f64;
                let bonferroni = one_split(r.z) * splits;
                let pool = r.rd.pool();
                let scan =
                    Scanner::new(&r.counts, &pool, r.min_n, &r.allowed).run(r.z, |lo, hi| {
                        outcome(combined(Some(lo.min(bonferroni))))
                            == outcome(combined(Some(hi.min(bonferroni))))
                    });
                stats.runs += scan.runs;
                stats.draws += scan.draws;
                stats.scanned += 1;
                Some(scan.p.min(bonferroni))
            }
            None => None,
        };
        let p_value = combined(p_rating);
        tracing::debug!(product = %p, ?p_rating, ?p_refund, p_value, "quality scan p-value");
        let Some(confidence) = outcome(p_value) else {
            continue;
        };
        // The lines stated: significant on their own, moved the right way at the dated day.
        let rating = c.rating.as_ref().and_then(|r| {
            let ((n1, m1), (n2, m2)) = r.split(date);
            (p_rating.is_some_and(|p| p <= CLAIM_P) && n1 > 0.0 && n2 > 0.0 && m1 - m2 >= min_drop)
                .then_some((n1, m1, n2, m2))
        });
        let refund = c.refund.as_ref().and_then(|r| {
            let ((u0, r0), (u1, r1)) = r.days.split(date);
            (p_refund.is_some_and(|p| p <= CLAIM_P) && u0 > 0.0 && u1 > 0.0 && r1 / u1 > r0 / u0)
                .then_some((u0, r0, u1, r1))
        });
        if rating.is_none() && refund.is_none() {
            continue;
        }
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
        let (c0, c1) = (Some(ch.c0), Some(ch.c1));
        // The effect over every day since, promotions included, at the regular-day rates.
        let all_after = Funnel::of(&sa, &tr, p, |d| d >= date);
        let impact = c0
            .zip(c1)
            .zip(all_after.asp())
            .map(|((c0, c1), asp)| all_after.sessions * (c1 - c0) * asp);
        let num = |x: Option<f64>| x.map_or(Value::Null, f);
        let int = |x: Option<f64>| x.map_or(Value::Null, |v| Value::from(v as i64));
        out.push(
            Some(p),
            &names,
            date,
            end,
            vec![
                num(rating.map(|r| r.1)),
                num(rating.map(|r| r.3)),
                int(rating.map(|r| r.0)),
                int(rating.map(|r| r.2)),
                num(refund.map(|r| r.1 / r.0)),
                num(refund.map(|r| r.3 / r.2)),
                int(refund.map(|r| r.1)),
                int(refund.map(|r| r.3)),
                int(refund.map(|r| r.0)),
                int(refund.map(|r| r.2)),
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
        "quality scan"
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
    fn the_day_is_where_quality_and_conversion_fell_together() {
        // Ratings only (one line): the strongest split is day 9; day 5 is nearly as strong for
        // the ratings and is where conversion fell; day 2 is where conversion fell most but the
        // ratings barely did.
        let mut rating = vec![None; 10];
        rating[2] = Some(0.5);
        rating[5] = Some(3.0);
        rating[9] = Some(3.2);
        let conv = |k: usize| match k {
            2 => 9.0,
            5 => 4.0,
            _ => 0.5,
        };
        assert_eq!(date_split(&[rating.clone()], conv), Some(5));
        // Without a conversion signal, the strongest rating split.
        assert_eq!(date_split(&[rating.clone()], |_| 0.0), Some(9));
        // No fall at all: no day.
        assert_eq!(date_split(&[vec![Some(-1.0)]], |_| 5.0), None);
        // A refund line adds its evidence: day 2, where refunds rose clearly, joins the set
        // (0.25 + 16 against 9 + 1 at day 5, within 5.99 of the strongest: 10.24 + 2.25 at 9).
        let mut refund = vec![Some(0.0); 10];
        refund[2] = Some(4.0);
        refund[5] = Some(1.0);
        refund[9] = Some(1.5);
        assert_eq!(date_split(&[rating.clone(), refund.clone()], conv), Some(2));
        // A line that cannot test any day does not widen the set (one degree of freedom).
        assert_eq!(date_split(&[rating, vec![None; 10]], conv), Some(5));
        // Refunds alone date it.
        assert_eq!(date_split(&[refund], |_| 0.0), Some(2));
    }

    #[test]
    fn a_rating_line_splits_by_date() {
        // Reviews on three days; a split between days counts the earlier ones before.
        let rd = ReviewDays {
            days: vec![
                ("2025-03-01", 4.0, 20.0, None),
                ("2025-03-03", 4.0, 18.0, None),
                ("2025-03-05", 4.0, 8.0, None),
            ],
        };
        let line = RatingLine::new(rd, 4.0, None, None).unwrap();
        assert_eq!(line.split("2025-03-04"), ((8.0, 4.75), (4.0, 2.0)));
        assert_eq!(line.split("2025-03-05"), line.split("2025-03-04"));
        // Fewer than 4 reviews after the last day: no z there.
        assert!(line.z_at("2025-03-06").is_none());
        assert!(line.z_at("2025-03-04").unwrap() > 0.0);
    }
}
