//! The refund line of a product's quality problem: did the share of units refunded rise after
//! some day? Refunds come from every unit sold (thousands in a few months), so a quality
//! problem shows in them even when the product has a handful of reviews.
//!
//! The statistic at a split is the conditional binomial z: given the refunds `R` over the days
//! read, and the units before (`U0`) and from the split on (`U1`), a constant refund rate puts
//! each refund after the split with chance `U1 / U`, whatever that rate is; z = (r1 - R·U1/U) /
//! √(R·(U1/U)·(1 - U1/U)), positive for a rise. The split is chosen from the data, so the
//! p-value of the strongest rise is the share of simulated no-change series (the same units per
//! day, the same total of refunds, each refund on a unit drawn at random) whose strongest rise
//! is as large, by the rule of the rating scan ([`super::scan`]): at least [`SIMULATIONS`]
//! series, more up to ten times while fewer than [`TAIL_HITS`] reached it, p = (hits + 1) /
//! (runs + 1), bounded by Bonferroni over the splits far in the tail. The generator is
//! deterministic (seeded by the data's size), so the same data gives the same p-value.

use super::scan::{Normal, SIMULATIONS, TAIL_HITS};
use super::stats::incomplete_beta;

/// A split is tested only when, under no change, at least this many refunds are expected on
/// each side: fewer, and neither the normal z nor a rise means anything.
pub const MIN_EXPECTED_REFUNDS: f64 = 5.0;

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
    /// least [`MIN_EXPECTED_REFUNDS`] expected each side: `(z, k)`.
    pub fn profile(&self, allowed: &[bool]) -> Vec<(f64, usize)> {
        let weights = Weights::new(&self.units, self.total_refunds(), allowed);
        let mut r0 = 0.0;
        let mut out = Vec::with_capacity(weights.splits.len());
        let mut next = 0;
        for (k, r) in self.refunds.iter().enumerate() {
            if let Some(s) = weights.splits.get(next).filter(|s| s.k == k) {
                out.push((s.z(self.total_refunds() - r0), k));
                next += 1;
            }
            r0 += r;
        }
        out
    }

    /// The strongest rise over the allowed splits: `(z, k)`.
    pub fn best_rise(&self, allowed: &[bool]) -> Option<(f64, usize)> {
        self.profile(allowed)
            .into_iter()
            .max_by(|a, b| a.0.total_cmp(&b.0).then(b.1.cmp(&a.1)))
    }

    /// The exact one-split p-value of a rise `z_obs` at its own split `k` (no choice of the
    /// split paid for): a lower bound of [`Self::scan_p_value`], for a cheap screen.
    pub fn split_p_value(&self, allowed: &[bool], k: usize, z_obs: f64) -> Option<f64> {
        let weights = Weights::new(&self.units, self.total_refunds(), allowed);
        let s = weights.splits.iter().find(|s| s.k == k)?;
        Some(s.tail(self.total_refunds(), z_obs))
    }

    /// The p-value of the strongest rise `z_obs` over the allowed splits: the simulated share,
    /// or the Bonferroni bound over the splits when smaller (far in the tail, where a few
    /// thousand series cannot resolve it). `None` when no split can be tested.
    pub fn scan_p_value(&self, allowed: &[bool], z_obs: f64) -> Option<f64> {
        let total = self.total_refunds();
        let weights = Weights::new(&self.units, total, allowed);
        if weights.splits.is_empty() {
            return None;
        }
        // Bonferroni with each split's exact binomial tail: near the ends of the window a few
        // refunds are expected on one side, and there the binomial's upper tail is far heavier
        // than the normal's (a normal tail would understate the bound many times over).
        let bonferroni = weights
            .splits
            .iter()
            .map(|s| s.tail(total, z_obs))
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
        let seed = 0x5EED_u64 ^ ((self.units.len() as u64) << 32) ^ r as u64;
        let (runs, hits) = weights.simulate(r, self.total_units(), z_obs, seed);
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
    expected: f64,
    sd: f64,
}

impl Split {
    fn z(&self, after: f64) -> f64 {
        (after - self.expected) / self.sd
    }

    /// The exact chance, under no change, of a z at least `z` at this split: P(Bin(R, U1/U) >=
    /// the smallest count after it with that z).
    fn tail(&self, refunds: f64, z: f64) -> f64 {
        let k = (self.expected + z * self.sd - 1e-9).ceil().max(0.0);
        binomial_upper(refunds, self.expected / refunds, k)
    }
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
    /// Simulated no-change series by the rule ([`SIMULATIONS`] series, more up to ten times
    /// while fewer than [`TAIL_HITS`] reach `z_obs`): `(runs, hits)`. Each series puts `r`
    /// refunds on units drawn at random in `[0, u_total)`.
    ///
    /// Why not sort the draws: a split only needs how many fall before it, so each draw is
    /// counted in the gap between consecutive splits it falls in (a binary search over the
    /// splits, not over the draws) and the counts before each split are running sums: the same
    /// counts, so the same hits, as sorting every series' draws (tested against it), for
    /// O(r log splits) instead of O(r log r) a series.
    fn simulate(&self, r: usize, u_total: f64, z_obs: f64, seed: u64) -> (usize, usize) {
        let bounds: Vec<f64> = self.splits.iter().map(|s| s.units_before).collect();
        if !bounds.is_sorted() {
            // Units are never negative in the panels, so the cumulative units rise; if some
            // were, the sorted draws still give the exact counts.
            return self.simulate_sorted(r, u_total, z_obs, seed);
        }
        let mut rng = Normal(seed);
        let (mut runs, mut hits) = (0usize, 0usize);
        // gaps[j]: draws with exactly j split boundaries at or below them, so the draws before
        // split s (below its boundary) are gaps[0] + ... + gaps[s].
        let mut gaps = vec![0usize; bounds.len() + 1];
        while runs < SIMULATIONS * 10 && !(runs >= SIMULATIONS && hits >= TAIL_HITS) {
            gaps.fill(0);
            for _ in 0..r {
                let x = rng.uniform() * u_total;
                gaps[bounds.partition_point(|b| *b <= x)] += 1;
            }
            let mut before = 0;
            let hit = self.splits.iter().zip(&gaps).any(|(s, g)| {
                before += g;
                s.z((r - before) as f64) >= z_obs
            });
            runs += 1;
            hits += usize::from(hit);
        }
        (runs, hits)
    }

    /// [`Self::simulate`] by sorting each series' draws (the plain reading of the rule).
    fn simulate_sorted(&self, r: usize, u_total: f64, z_obs: f64, seed: u64) -> (usize, usize) {
        let mut rng = Normal(seed);
        let (mut runs, mut hits) = (0usize, 0usize);
        let mut draws = vec![0.0; r];
        while runs < SIMULATIONS * 10 && !(runs >= SIMULATIONS && hits >= TAIL_HITS) {
            for x in draws.iter_mut() {
                *x = rng.uniform() * u_total;
            }
            draws.sort_by(f64::total_cmp);
            // Refunds after a split: the draws at or past its cumulative units.
            let hit = self.splits.iter().any(|s| {
                let before = draws.partition_point(|x| *x < s.units_before);
                s.z((r - before) as f64) >= z_obs
            });
            runs += 1;
            hits += usize::from(hit);
        }
        (runs, hits)
    }

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
    fn the_split_z_is_the_conditional_binomial() {
        // 100 units a day, 2 refunds a day for four days, then 8: R = 40, after the split at
        // day 4 U1/U = 1/2, expected 20, sd √10, observed 32: z = 12 / √10.
        let d = days(&[100.0; 8], &[2.0, 2.0, 2.0, 2.0, 8.0, 8.0, 8.0, 8.0]);
        let allowed = [true; 8];
        let (z, k) = d.best_rise(&allowed).unwrap();
        assert_eq!(k, 4);
        assert!((z - 12.0 / 10f64.sqrt()).abs() < 1e-12, "{z}");
        assert_eq!(d.split("2025-01-05"), ((400.0, 8.0), (400.0, 32.0)));
        // The first split needs 5 expected refunds before it: 40 × 1/8 = 5, allowed.
        assert_eq!(d.profile(&allowed).first().map(|x| x.1), Some(1));
        // A strong rise is far in the tail (its own split's exact tail is ~1e-4; the splits
        // near the end, with 5 refunds expected after them, reach the same z more easily, so
        // the choice of the split costs about ten times that); a flat series is not.
        let p = d.scan_p_value(&allowed, z).unwrap();
        assert!(p < 0.003, "{p}");
        let own = d.split_p_value(&allowed, 4, z).unwrap();
        assert!(own < 2e-4 && own < p, "{own}");
        let flat = days(&[100.0; 8], &[5.0; 8]);
        let (z0, _) = flat.best_rise(&allowed).unwrap();
        assert!(flat.scan_p_value(&allowed, z0).unwrap() > 0.2);
        // Too few refunds to test any split.
        let few = days(&[100.0; 8], &[1.0; 8]);
        assert!(few.best_rise(&allowed).is_none());
        assert!(few.scan_p_value(&allowed, 1.0).is_none());
    }

    #[test]
    fn counting_draws_between_splits_gives_the_sorted_counts() {
        // Units with zero days (equal boundaries), uneven days, splits allowed here and there,
        // thresholds from the bulk to the tail: the same runs and hits as sorting the draws.
        let mut rng = Normal(11);
        for case in 0..12 {
            let n = 20 + case % 50;
            let units: Vec<f64> = (0..n)
                .map(|i| {
                    if i % 7 == 3 {
                        0.0
                    } else {
                        (rng.uniform() * 80.0).floor()
                    }
                })
                .collect();
            let refunds = 10.0 + (rng.uniform() * 120.0).floor();
            let allowed: Vec<bool> = (0..n).map(|k| k % 3 != 1 || case % 2 == 0).collect();
            let w = Weights::new(&units, refunds, &allowed);
            if w.splits.is_empty() {
                continue;
            }
            let total: f64 = units.iter().sum();
            for z_obs in [0.5, 1.5, 2.5, 3.0] {
                let seed = 99 + case as u64;
                let r = refunds as usize;
                assert_eq!(
                    w.simulate(r, total, z_obs, seed),
                    w.simulate_sorted(r, total, z_obs, seed),
                    "case {case}, z {z_obs}"
                );
            }
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
            if let Some((z, _)) = d.best_rise(&allowed) {
                if d.scan_p_value(&allowed, z).unwrap() <= 0.05 {
                    below += 1;
                }
            }
        }
        assert!(below <= 12, "{below} of {n} below 0.05");
    }
}
