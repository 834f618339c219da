//! The refund line of a product's quality problem: did the share of units refunded rise after
//! some day? Refunds come from every unit sold (thousands in a few months), so a quality
//! problem shows in them even when the product has a handful of reviews.
//!
//! Given the refunds `R` over the days read, and the units before (`U0`) and from a split on
//! (`U1`), a constant refund rate puts each refund after the split with chance `q = U1 / U`,
//! whatever that rate is. The statistic of a split is its **exact one-split tail**, P(Bin(R, q)
//! ≥ r1): the smaller, the stronger the rise. Every split is on the same scale that way; the
//! normal z used before over-rated splits with a few refunds expected on one side (their
//! binomial tail is far heavier than the normal's), so the scan's null maximum was set by the
//! window's ends, and the exact tail lets a split with as little as one refund expected on a
//! side be tested (a change early in the window). The split is chosen from the data, so the
//! p-value of the strongest rise is the share of simulated no-change series (the same units per
//! day, the same total of refunds, each refund on a unit drawn at random) whose smallest tail is
//! as small, by the rule of the rating scan ([`super::scan`]): at least [`SIMULATIONS`] series,
//! more up to ten times while fewer than [`TAIL_HITS`] reached it, p = (hits + 1) / (runs + 1),
//! bounded by Bonferroni over the splits far in the tail. The generator is deterministic (seeded
//! by the data's size), so the same data gives the same p-value. For dating, a split's rise is
//! also given as the normal z of the same tail (`z = Φ⁻¹(1 − tail)`).

use super::scan::{Normal, SIMULATIONS, TAIL_HITS};
use super::stats::incomplete_beta;

/// A split is tested only when, under no change, at least this many refunds are expected on
/// each side: an exact tail means something at any count, but with less than one refund
/// expected a side is empty most of the time.
pub const MIN_EXPECTED_REFUNDS: f64 = 1.0;

/// The strongest rise of a refund line: its split's exact tail, the same as a normal z, and
/// the index of the split's first day.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rise {
    pub tail: f64,
    pub z: f64,
    pub k: usize,
}

/// One product's units sold and units refunded by sales day, in day order.
pub struct RefundDays<'a> {
    pub dates: Vec<&'a str>,
    pub units: Vec<f64>,
    pub refunds: Vec<f64>,
}

impl RefundDays<'_> {
    pub fn total_units(&self) -> f64 {
        self.units.iter().sum()
    }
    pub fn total_refunds(&self) -> f64 {
        self.refunds.iter().sum()
    }

    /// Units and refunds before the day `date` and from it on: `((u0, r0), (u1, r1))`.
    pub fn split(&self, date: &str) -> ((f64, f64), (f64, f64)) {
        let k = self.dates.partition_point(|d| *d < date);
        let u0: f64 = self.units[..k].iter().sum();
        let r0: f64 = self.refunds[..k].iter().sum();
        (
            (u0, r0),
            (self.total_units() - u0, self.total_refunds() - r0),
        )
    }

    /// The rise at every allowed split (`allowed[k]`: day k may be the first after) with at
    /// least [`MIN_EXPECTED_REFUNDS`] expected each side.
    pub fn profile(&self, allowed: &[bool]) -> Vec<Rise> {
        let total = self.total_refunds();
        let weights = Weights::new(&self.units, total, allowed);
        let mut r0 = 0.0;
        let mut out = Vec::with_capacity(weights.splits.len());
        let mut next = 0;
        for (k, r) in self.refunds.iter().enumerate() {
            if let Some(s) = weights.splits.get(next).filter(|s| s.k == k) {
                out.push(s.rise(total, total - r0));
                next += 1;
            }
            r0 += r;
        }
        out
    }

    /// The strongest rise over the allowed splits (the smallest tail; the earliest on a tie).
    pub fn best_rise(&self, allowed: &[bool]) -> Option<Rise> {
        self.profile(allowed)
            .into_iter()
            .min_by(|a, b| a.tail.total_cmp(&b.tail).then(a.k.cmp(&b.k)))
    }

    /// The p-value of the strongest rise, whose one-split tail is `tail_obs`, over the allowed
    /// splits: the simulated share, or the Bonferroni bound over the splits when smaller (far in
    /// the tail, where a few thousand series cannot resolve it). `None` when no split can be
    /// tested.
    pub fn scan_p_value(&self, allowed: &[bool], tail_obs: f64) -> Option<f64> {
        let total = self.total_refunds();
        let weights = Weights::new(&self.units, total, allowed);
        if weights.splits.is_empty() {
            return None;
        }
        // Each split's smallest count after it whose tail is at most the one seen: a simulated
        // series reaches the observed rise when some split holds that many refunds after it.
        let need: Vec<f64> = weights
            .splits
            .iter()
            .map(|s| s.critical(total, tail_obs))
            .collect();
        // Bonferroni with each split's exact tail at that count (each at most `tail_obs`).
        let bonferroni = weights
            .splits
            .iter()
            .zip(&need)
            .map(|(s, c)| binomial_upper(total, s.share, *c))
            .sum::<f64>()
            .min(1.0);
        // The simulated share is at least 1 / (runs + 1): a bound below the smallest it can
        // give is the answer whatever the simulations draw, so they are not drawn.
        if bonferroni <= 1.0 / (SIMULATIONS * 10 + 1) as f64 {
            return Some(bonferroni);
        }
        // The cumulative units at each split: a refund drawn on unit x (uniform in [0, U)) is
        // after split s when x >= before(s).
        let r = total.round() as usize;
        let mut rng = Normal(0x5EED_u64 ^ ((self.units.len() as u64) << 32) ^ r as u64);
        let u_total = self.total_units();
        let (mut runs, mut hits) = (0usize, 0usize);
        let mut draws = vec![0.0; r];
        while runs < SIMULATIONS * 10 && !(runs >= SIMULATIONS && hits >= TAIL_HITS) {
            for x in draws.iter_mut() {
                *x = rng.uniform() * u_total;
            }
            draws.sort_by(f64::total_cmp);
            // Refunds after a split: the draws at or past its cumulative units.
            let hit = weights.splits.iter().zip(&need).any(|(s, c)| {
                let before = draws.partition_point(|x| *x < s.units_before);
                (r - before) as f64 >= *c
            });
            runs += 1;
            hits += usize::from(hit);
        }
        let p_sim = (hits + 1) as f64 / (runs + 1) as f64;
        // The cost of this line is its simulations: one uniform per refund per series.
        tracing::debug!(runs, draws = runs * r, p_sim, bonferroni, "refund scan");
        Some(p_sim.min(bonferroni))
    }
}

/// What does not change between simulated series: each testable split's units before it and
/// the expectation and spread of the refunds after it under no change.
struct Weights {
    splits: Vec<Split>,
}

struct Split {
    k: usize,
    units_before: f64,
    /// U1 / U: the chance, under no change, that a refund falls after the split.
    share: f64,
    expected: f64,
    sd: f64,
}

impl Split {
    /// The rise with `after` refunds after the split: its exact tail P(Bin(R, q) >= after) and
    /// that tail as a normal z (a fall, below the expectation, keeps its plain negative z).
    fn rise(&self, refunds: f64, after: f64) -> Rise {
        let tail = binomial_upper(refunds, self.share, after);
        let z = if after > self.expected {
            normal_upper_inverse(tail)
        } else {
            (after - self.expected) / self.sd
        };
        Rise { tail, z, k: self.k }
    }

    /// The smallest count after the split whose tail is at most `tail` (R + 1 when none):
    /// the tail falls as the count grows, so a binary search.
    fn critical(&self, refunds: f64, tail: f64) -> f64 {
        let (mut lo, mut hi) = (0.0, refunds.round() + 1.0);
        while lo < hi {
            let mid = ((lo + hi) / 2.0_f64).floor();
            if binomial_upper(refunds, self.share, mid) <= tail {
                hi = mid;
            } else {
                lo = mid + 1.0;
            }
        }
        lo
    }
}

/// The z whose standard normal upper tail is `t`: Φ⁻¹(1 − t), by Acklam's rational
/// approximation (relative error about 1e-9), computed from the lower tail t so that tails far
/// below 1e-16 keep their precision.
fn normal_upper_inverse(t: f64) -> f64 {
    const A: [f64; 6] = [
        -3.969683028665376e1,
        2.209460984245205e2,
        -2.759285104469687e2,
        1.383_577_518_672_69e2,
        -3.066479806614716e1,
        2.506628277459239,
    ];
    const B: [f64; 5] = [
        -5.447609879822406e1,
        1.615858368580409e2,
        -1.556989798598866e2,
        6.680131188771972e1,
        -1.328068155288572e1,
    ];
    const C: [f64; 6] = [
        -7.784894002430293e-3,
        -3.223964580411365e-1,
        -2.400758277161838,
        -2.549732539343734,
        4.374664141464968,
        2.938163982698783,
    ];
    const D: [f64; 4] = [
        7.784695709041462e-3,
        3.224671290700398e-1,
        2.445134137142996,
        3.754408661907416,
    ];
    let p = t.clamp(f64::MIN_POSITIVE, 1.0 - 1e-16);
    // x = Φ⁻¹(p); the z wanted is -x.
    let x = if p < 0.02425 {
        let q = (-2.0 * p.ln()).sqrt();
        (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    } else if p <= 1.0 - 0.02425 {
        let q = p - 0.5;
        let r = q * q;
        (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
            / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0)
    } else {
        let q = (-2.0 * (1.0 - p).ln()).sqrt();
        -(((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0)
    };
    -x
}

/// P(X >= k) for X ~ Binomial(n, p): the regularised incomplete beta I_p(k, n - k + 1).
fn binomial_upper(n: f64, p: f64, k: f64) -> f64 {
    if k <= 0.0 {
        1.0
    } else if k > n {
        0.0
    } else {
        incomplete_beta(k, n - k + 1.0, p)
    }
}

impl Weights {
    fn new(units: &[f64], refunds: f64, allowed: &[bool]) -> Self {
        let total: f64 = units.iter().sum();
        let mut u0 = 0.0;
        let mut splits = Vec::new();
        if total > 0.0 {
            for (k, u) in units.iter().enumerate() {
                let share = (total - u0) / total;
                let expected = refunds * share;
                if allowed.get(k).copied().unwrap_or(false)
                    && expected >= MIN_EXPECTED_REFUNDS
                    && refunds - expected >= MIN_EXPECTED_REFUNDS
                {
                    splits.push(Split {
                        k,
                        units_before: u0,
                        share,
                        expected,
                        sd: (refunds * share * (1.0 - share)).sqrt(),
                    });
                }
                u0 += u;
            }
        }
        Weights { splits }
    }
}

/// Fisher's combination of independent p-values: the chance, under no effect in any of them,
/// of a product of p-values as small. -2 Σ ln p follows χ² with 2k degrees of freedom, whose
/// upper tail has the closed form e^(-x/2) Σ_{j<k} (x/2)^j / j!.
pub fn fisher(ps: &[f64]) -> f64 {
    if ps.is_empty() {
        return 1.0;
    }
    let half: f64 = -ps
        .iter()
        .map(|p| p.max(f64::MIN_POSITIVE).ln())
        .sum::<f64>();
    let (mut term, mut sum) = (1.0, 1.0);
    for j in 1..ps.len() {
        term *= half / j as f64;
        sum += term;
    }
    ((-half).exp() * sum).clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn days(units: &[f64], refunds: &[f64]) -> RefundDays<'static> {
        const DATES: [&str; 8] = [
            "2025-01-01",
            "2025-01-02",
            "2025-01-03",
            "2025-01-04",
            "2025-01-05",
            "2025-01-06",
            "2025-01-07",
            "2025-01-08",
        ];
        RefundDays {
            dates: DATES[..units.len()].to_vec(),
            units: units.to_vec(),
            refunds: refunds.to_vec(),
        }
    }

    #[test]
    fn the_split_statistic_is_the_exact_conditional_binomial_tail() {
        // 100 units a day, 2 refunds a day for four days, then 8: R = 40, after the split at
        // day 4 U1/U = 1/2: the tail P(Bin(40, 1/2) >= 32), and its z about 3.7 (the normal
        // z, 12 / √10 = 3.79, is a little generous).
        let d = days(&[100.0; 8], &[2.0, 2.0, 2.0, 2.0, 8.0, 8.0, 8.0, 8.0]);
        let allowed = [true; 8];
        let best = d.best_rise(&allowed).unwrap();
        assert_eq!(best.k, 4);
        assert!((best.tail - binomial_upper(40.0, 0.5, 32.0)).abs() < 1e-15);
        assert!(best.z > 3.5 && best.z < 12.0 / 10f64.sqrt(), "{}", best.z);
        assert_eq!(d.split("2025-01-05"), ((400.0, 8.0), (400.0, 32.0)));
        // Every split with one refund expected each side is tested: 40 × 1/8 = 5 at day 1.
        assert_eq!(d.profile(&allowed).first().map(|x| x.k), Some(1));
        // A strong rise is far in the tail: the choice of the split costs at most the 7 splits
        // of Bonferroni (the simulated share, from 20,000 series here, may even be below the
        // split's own tail: (hits + 1) / (runs + 1) with no hit).
        let p = d.scan_p_value(&allowed, best.tail).unwrap();
        assert!(p <= 7.0 * best.tail && p < 1e-3, "{p}");
        let flat = days(&[100.0; 8], &[5.0; 8]);
        let b0 = flat.best_rise(&allowed).unwrap();
        assert!(flat.scan_p_value(&allowed, b0.tail).unwrap() > 0.2);
        // One refund in all: less than one expected on a side at every split.
        let few = days(&[100.0; 8], &[0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0]);
        assert!(few.best_rise(&allowed).is_none());
        assert!(few.scan_p_value(&allowed, 0.5).is_none());
    }

    #[test]
    fn a_rise_late_in_the_window_is_tested() {
        // 20 units a day, a refund every other day for 37 days, then 4 a day for the last 3:
        // R = 31, and the split at day 37 expects 31 × 3/40 = 2.3 refunds after it (fewer than
        // the 5 the normal z needed, so it was never tested) against 12 seen.
        let units = vec![20.0; 40];
        let refunds: Vec<f64> = (0..40)
            .map(|i| match i {
                37.. => 4.0,
                _ if i % 2 == 0 => 1.0,
                _ => 0.0,
            })
            .collect();
        let dates: Vec<&str> = vec!["d"; 40];
        let d = RefundDays {
            dates,
            units,
            refunds,
        };
        let allowed = vec![true; 40];
        let best = d.best_rise(&allowed).unwrap();
        assert_eq!(best.k, 37, "{best:?}");
        assert!((best.tail - binomial_upper(31.0, 3.0 / 40.0, 12.0)).abs() < 1e-15);
        let p = d.scan_p_value(&allowed, best.tail).unwrap();
        assert!(p < 0.001, "{p}");
    }

    #[test]
    fn the_tail_as_a_z_is_the_normal_quantile() {
        for (t, z) in [
            (0.5, 0.0),
            (0.025, 1.959964),
            (1e-4, 3.719016),
            (1e-12, 7.034484),
        ] {
            assert!((normal_upper_inverse(t) - z).abs() < 1e-5, "{t}");
        }
        // Round trip through the library's normal tail.
        for z in [0.3, 1.5, 2.8, 5.0] {
            let t = crate::tools::ana::stats::normal_p_value(z).unwrap() / 2.0;
            assert!((normal_upper_inverse(t) - z).abs() < 1e-6, "{z}");
        }
    }

    #[test]
    fn binomial_tails_are_exact() {
        // P(Bin(10, 0.5) >= 8) = (45 + 10 + 1) / 1024.
        assert!((binomial_upper(10.0, 0.5, 8.0) - 56.0 / 1024.0).abs() < 1e-12);
        // P(Bin(11, 0.538) >= 11) = 0.538^11.
        assert!((binomial_upper(11.0, 0.538, 11.0) - 0.538f64.powi(11)).abs() < 1e-12);
        assert_eq!(binomial_upper(5.0, 0.3, 0.0), 1.0);
        assert_eq!(binomial_upper(5.0, 0.3, 6.0), 0.0);
    }

    #[test]
    fn fisher_combination() {
        // One p-value is itself.
        assert!((fisher(&[0.03]) - 0.03).abs() < 1e-12);
        // Two: x = -2 ln(0.01 × 0.2) = 12.43, χ²₄ tail = e^(-6.21)(1 + 6.21) ≈ 0.0144.
        let p = fisher(&[0.01, 0.2]);
        let half = -(0.01f64 * 0.2).ln();
        assert!((p - (-half).exp() * (1.0 + half)).abs() < 1e-12);
        assert!((p - 0.0144).abs() < 0.0005, "{p}");
        // A p-value of 1 only dilutes.
        assert!(fisher(&[0.001, 1.0]) > 0.001);
        assert_eq!(fisher(&[]), 1.0);
    }

    #[test]
    fn the_scan_p_value_is_calibrated_under_no_change() {
        // Refunds drawn at a constant rate: the scan p-value should fall below 0.05 in about
        // 5% of series (at most, being conservative), not the ~30% a one-split p would give.
        let mut rng = Normal(7);
        let units = vec![50.0; 60];
        let allowed: Vec<bool> = (0..60).map(|k| k >= 20).collect();
        let mut below = 0;
        let n = 100;
        for _ in 0..n {
            let refunds: Vec<f64> = units
                .iter()
                .map(|u| (0..*u as usize).filter(|_| rng.uniform() < 0.04).count() as f64)
                .collect();
            let dates: Vec<&str> = vec!["d"; 60];
            let d = RefundDays {
                dates,
                units: units.clone(),
                refunds,
            };
            if let Some(best) = d.best_rise(&allowed) {
                if d.scan_p_value(&allowed, best.tail).unwrap() <= 0.05 {
                    below += 1;
                }
            }
        }
        assert!(below <= 12, "{below} of {n} below 0.05");
    }
}
