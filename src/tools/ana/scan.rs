//! The rating detector's scan p-value: how often a no-change series of the same reviews shows a
//! drop at its best split at least as strong as the one seen.
//!
//! The rule (what the p-value *is*) is fixed: at least [`SIMULATIONS`] simulated series, more
//! while fewer than [`TAIL_HITS`] reached the observed drop (up to ten times as many), p =
//! (hits + 1) / (runs + 1), from a deterministic generator seeded by the series length. This
//! module computes exactly that value, cheaper:
//! - everything that does not change between simulated series (which splits are allowed, the
//!   reviews on each side, the standard-error weight of each split) is computed once, and a
//!   series stops being scanned at the first split that reaches the observed drop;
//! - the caller may say when the outcome is already decided ([`Scan::run`]'s `settled`): the
//!   bounds on the final p-value are known after every run (hits only grow, and the number of
//!   runs is fixed by the rule), so once every value between them gives the caller the same
//!   result, the remaining runs cannot change it and are not drawn.
//!
//! The arithmetic per split is the same expressions in the same order as [`best_drop`], so the
//! simulated series and their hits are bit for bit those of the plain loop (a test compares
//! them).

/// Simulated no-change series at least.
pub const SIMULATIONS: usize = 2000;
/// Simulations continue past [`SIMULATIONS`] (up to ten times) until this many hits.
pub const TAIL_HITS: usize = 10;
/// A product's own ratings stand for its spread when at least this many are known; else a
/// normal law.
const MIN_POOL: usize = 20;

/// The strongest drop over the allowed splits: `(z, split day index)`, z = (mean before - mean
/// after) / (sd √(1/n1 + 1/n2)) from per-day sums; splits are day indices `k` (day k is the
/// first after) with `allowed(k)` and at least `min_n` reviews each side.
pub fn best_drop(
    counts: &[f64],
    sums: &[f64],
    sd: f64,
    min_n: f64,
    allowed: &[bool],
) -> Option<(f64, usize)> {
    let n: f64 = counts.iter().sum();
    let total: f64 = sums.iter().sum();
    let (mut c, mut s) = (0.0, 0.0);
    let mut best: Option<(f64, usize)> = None;
    for k in 0..counts.len() {
        if allowed[k] && c >= min_n && n - c >= min_n {
            let (m1, m2) = (s / c, (total - s) / (n - c));
            let z = (m1 - m2) / (sd * (1.0 / c + 1.0 / (n - c)).sqrt());
            if best.is_none_or(|b| z > b.0) {
                best = Some((z, k));
            }
        }
        c += counts[k];
        s += sums[k];
    }
    best
}

/// SplitMix64 and Box–Muller: a small deterministic generator of uniforms and normals, so the
/// same data always gives the same p-value (the refund scan draws its uniforms from it too).
pub(super) struct Normal(pub(super) u64);

impl Normal {
    /// A uniform in (0, 1).
    pub(super) fn uniform(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        ((z >> 11) as f64 + 0.5) / (1u64 << 53) as f64
    }
    fn next(&mut self) -> f64 {
        let (u, v) = (self.uniform(), self.uniform());
        (-2.0 * u.ln()).sqrt() * (std::f64::consts::TAU * v).cos()
    }
}

/// One split that can be chosen: the day index where the "after" side starts, the reviews
/// before it and after it, and the weight √(1/n1 + 1/n2) of its standard error.
struct Split {
    k: usize,
    before: f64,
    after: f64,
    weight: f64,
}

/// What a scan gave.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Scan {
    /// The p-value, or when the caller said the outcome was settled, a value between the bounds
    /// it was settled on (every such value gives the caller the same result).
    pub p: f64,
    /// Simulated series drawn.
    pub runs: usize,
    /// Single ratings (or day sums, under the normal law) drawn.
    pub draws: usize,
    /// Stopped before the rule's last run because the outcome was settled.
    pub settled: bool,
}

/// The scan of one product's reviews: the per-day review counts, the product's own single
/// ratings, the minimum reviews per side and the allowed split days.
pub struct Scanner<'a> {
    counts: &'a [f64],
    pool: &'a [f64],
    n: f64,
    splits: Vec<Split>,
    /// The day sums are needed up to the last split only (the total comes from all of them).
    last_day: usize,
}

impl<'a> Scanner<'a> {
    pub fn new(counts: &'a [f64], pool: &'a [f64], min_n: f64, allowed: &[bool]) -> Self {
        // The same running sums as `best_drop`, so every count and weight is the same value.
        let n: f64 = counts.iter().sum();
        let mut c = 0.0;
        let mut splits = Vec::new();
        for k in 0..counts.len() {
            if allowed[k] && c >= min_n && n - c >= min_n {
                splits.push(Split {
                    k,
                    before: c,
                    after: n - c,
                    weight: (1.0 / c + 1.0 / (n - c)).sqrt(),
                });
            }
            c += counts[k];
        }
        let last_day = splits.last().map_or(0, |s| s.k);
        Scanner {
            counts,
            pool,
            n,
            splits,
            last_day,
        }
    }

    /// Whether some split of the series with day sums `sums` and spread `sd` shows a drop of
    /// at least `z_seen` (the same z as [`best_drop`] computes at each split).
    fn reaches(&self, sums: &[f64], sd: f64, z_seen: f64) -> bool {
        let total: f64 = sums.iter().sum();
        let mut s = 0.0;
        let mut day = 0;
        for sp in &self.splits {
            while day < sp.k {
                s += sums[day];
                day += 1;
            }
            let (m1, m2) = (s / sp.before, (total - s) / sp.after);
            let z = (m1 - m2) / (sd * sp.weight);
            if z >= z_seen {
                return true;
            }
        }
        debug_assert!(day <= self.last_day);
        false
    }

    /// The p-value of the best drop `z_seen` among the allowed splits: the share of no-change
    /// series (the same review counts per day, every rating drawn from the product's own
    /// ratings `pool`, or from a normal law when the pool is too small to stand for it) whose
    /// best drop is at least as large. Ratings are lumpy (mostly 5s and a few 1s), so a handful
    /// of reviews can average far lower by chance than a normal law says; drawing from the
    /// product's own ratings keeps that.
    ///
    /// `settled(low, high)` is asked after each run with the bounds on the final p-value; when
    /// it answers true (every p-value in between gives the caller the same result) the scan
    /// stops and returns one of the bounds.
    pub fn run(&self, z_seen: f64, settled: impl Fn(f64, f64) -> bool) -> Scan {
        let counts = self.counts;
        let pool = self.pool;
        let mut rng = Normal(0x005E_ED0F_2A71_u64 ^ counts.len() as u64);
        let mut sums = vec![0.0; counts.len()];
        let n = self.n;
        let (mut hits, mut runs, mut draws) = (0usize, 0usize, 0usize);
        let max_runs = 10 * SIMULATIONS;
        // More simulations only while the answer is still in the far tail: a few hits are enough
        // to know the p-value is not tiny.
        while runs < SIMULATIONS || (hits < TAIL_HITS && runs < max_runs) {
            runs += 1;
            let hit = if pool.len() >= MIN_POOL {
                let (mut t, mut q) = (0.0, 0.0);
                for (s, c) in sums.iter_mut().zip(counts) {
                    *s = 0.0;
                    for _ in 0..(*c as usize) {
                        let i = ((rng.uniform() * pool.len() as f64) as usize).min(pool.len() - 1);
                        *s += pool[i];
                        q += pool[i] * pool[i];
                    }
                    draws += *c as usize;
                    t += *s;
                }
                let v = (q - t * t / n) / (n - 1.0);
                v > 0.0 && self.reaches(&sums, v.sqrt(), z_seen)
            } else {
                for (s, c) in sums.iter_mut().zip(counts) {
                    *s = rng.next() * c.sqrt();
                }
                draws += counts.len();
                self.reaches(&sums, 1.0, z_seen)
            };
            if hit {
                hits += 1;
            }
            let more = runs < SIMULATIONS || (hits < TAIL_HITS && runs < max_runs);
            if more {
                let (low, high) = bounds(hits, runs, max_runs);
                if settled(low, high) {
                    return Scan {
                        p: low,
                        runs,
                        draws,
                        settled: true,
                    };
                }
            }
        }
        Scan {
            p: (hits + 1) as f64 / (runs + 1) as f64,
            runs,
            draws,
            settled: false,
        }
    }
}

/// The lowest and highest final p-value (hits + 1) / (runs + 1) the rule can still give after
/// `runs` runs with `hits` hits: hits only grow, at most one per run, and the rule stops at
/// [`SIMULATIONS`] runs once it has [`TAIL_HITS`] hits, else at the first run that brings the
/// tenth hit, else at `max_runs`. Equal when the rule stops here.
fn bounds(hits: usize, runs: usize, max_runs: usize) -> (f64, f64) {
    let p = |h: usize, r: usize| (h + 1) as f64 / (r + 1) as f64;
    let done = (runs >= SIMULATIONS && hits >= TAIL_HITS) || runs >= max_runs;
    if done {
        let v = p(hits, runs);
        return (v, v);
    }
    if hits >= TAIL_HITS {
        // Ends at SIMULATIONS runs with between `hits` and every remaining run a hit.
        return (
            p(hits, SIMULATIONS),
            p(hits + SIMULATIONS - runs, SIMULATIONS),
        );
    }
    // Lowest: no more hits until the last run. Highest: every remaining run a hit, ending at
    // SIMULATIONS when the tenth hit comes before it, else at the run that brings it.
    let low = p(hits, max_runs);
    let high = if runs + (TAIL_HITS - hits) <= SIMULATIONS {
        p(hits + SIMULATIONS - runs, SIMULATIONS)
    } else {
        p(TAIL_HITS, runs + TAIL_HITS - hits)
    };
    (low, high)
}

/// [`Scanner::run`] without a caller's decision: the rule's p-value.
pub fn scan_p_value(
    counts: &[f64],
    pool: &[f64],
    min_n: f64,
    allowed: &[bool],
    z_seen: f64,
) -> f64 {
    Scanner::new(counts, pool, min_n, allowed)
        .run(z_seen, |_, _| false)
        .p
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rule as first written: every simulated series scanned in full by `best_drop`.
    fn plain(counts: &[f64], pool: &[f64], min_n: f64, allowed: &[bool], z_seen: f64) -> f64 {
        let mut rng = Normal(0x005E_ED0F_2A71_u64 ^ counts.len() as u64);
        let mut sums = vec![0.0; counts.len()];
        let n: f64 = counts.iter().sum();
        let (mut hits, mut runs) = (0usize, 0usize);
        while runs < SIMULATIONS || (hits < TAIL_HITS && runs < 10 * SIMULATIONS) {
            runs += 1;
            let sd = if pool.len() >= MIN_POOL {
                let (mut t, mut q) = (0.0, 0.0);
                for (s, c) in sums.iter_mut().zip(counts) {
                    *s = 0.0;
                    for _ in 0..(*c as usize) {
                        let i = ((rng.uniform() * pool.len() as f64) as usize).min(pool.len() - 1);
                        *s += pool[i];
                        q += pool[i] * pool[i];
                    }
                    t += *s;
                }
                let v = (q - t * t / n) / (n - 1.0);
                if v <= 0.0 {
                    continue;
                }
                v.sqrt()
            } else {
                for (s, c) in sums.iter_mut().zip(counts) {
                    *s = rng.next() * c.sqrt();
                }
                1.0
            };
            if best_drop(counts, &sums, sd, min_n, allowed).is_some_and(|b| b.0 >= z_seen) {
                hits += 1;
            }
        }
        (hits + 1) as f64 / (runs + 1) as f64
    }

    /// Uneven reviews per day (0 to 3) and a lumpy pool of ratings.
    fn series(days: usize) -> (Vec<f64>, Vec<f64>) {
        let counts = (0..days).map(|i| ((i * 7 + 3) % 4) as f64).collect();
        let pool = (0..40)
            .map(|i| match i % 8 {
                0 => 1.0,
                1 => 3.0,
                2 | 3 => 4.0,
                _ => 5.0,
            })
            .collect();
        (counts, pool)
    }

    #[test]
    fn the_scan_p_value_pays_for_the_choice_of_split() {
        let counts = vec![1.0; 60];
        let allowed = vec![true; 60];
        // z = 2.33 is p = 0.01 at one fixed split; the best of ~40 splits is often that large.
        let p = scan_p_value(&counts, &[], 10.0, &allowed, 2.33);
        assert!(p > 0.02 && p < 0.2, "{p}");
        // A drop far beyond what the scan produces by chance.
        assert!(scan_p_value(&counts, &[], 10.0, &allowed, 5.0) < 0.001);
        // Fewer allowed splits, smaller penalty.
        let late: Vec<bool> = (0..60).map(|i| i >= 40).collect();
        assert!(scan_p_value(&counts, &[], 10.0, &late, 2.33) < p);
        // Lumpy ratings (nine 5s for each 1) make a low run likelier than a normal law says.
        let pool: Vec<f64> = (0..50)
            .map(|i| if i % 10 == 0 { 1.0 } else { 5.0 })
            .collect();
        assert!(
            scan_p_value(&counts, &pool, 10.0, &late, 2.33)
                > scan_p_value(&counts, &[], 10.0, &late, 2.33)
        );
    }

    #[test]
    fn the_scan_is_the_plain_rule_bit_for_bit() {
        let (counts, pool) = series(90);
        let allowed: Vec<bool> = (0..90).map(|i| i >= 30).collect();
        // From the body of the distribution to the far tail (where the rule runs 20,000
        // series), with the pool and with the normal law.
        for z in [0.5, 1.5, 2.5, 3.2, 3.6, 4.5] {
            for pool in [&pool[..], &[]] {
                let fast = scan_p_value(&counts, pool, 10.0, &allowed, z);
                let slow = plain(&counts, pool, 10.0, &allowed, z);
                assert_eq!(fast.to_bits(), slow.to_bits(), "z {z}: {fast} vs {slow}");
            }
        }
    }

    #[test]
    fn the_bounds_hold_the_final_p_value() {
        let (counts, pool) = series(90);
        let allowed: Vec<bool> = (0..90).map(|i| i >= 30).collect();
        let scanner = Scanner::new(&counts, &pool, 10.0, &allowed);
        for z in [1.5, 2.8, 3.4, 4.5] {
            let exact = scanner.run(z, |_, _| false);
            // Asked after every run, the bounds always hold the value the rule ends on.
            let held = std::cell::Cell::new(true);
            let all = scanner.run(z, |lo, hi| {
                held.set(held.get() && lo <= exact.p && exact.p <= hi);
                false
            });
            assert!(held.get(), "z {z}");
            assert_eq!(all, exact);
            assert!(!exact.settled && exact.runs >= SIMULATIONS);
        }
    }

    #[test]
    fn a_settled_outcome_stops_the_scan() {
        let (counts, pool) = series(90);
        let allowed: Vec<bool> = (0..90).map(|i| i >= 30).collect();
        let scanner = Scanner::new(&counts, &pool, 10.0, &allowed);
        // A weak drop: p far above 0.05 / 40 products. Settled (rejected) after ten hits.
        let exact = scanner.run(1.0, |_, _| false);
        let cut = 0.05 / 40.0;
        let early = scanner.run(1.0, |lo, _| lo > cut);
        assert!(early.settled && early.runs < 100, "{early:?}");
        assert!(early.p > cut && exact.p > cut);
        assert!(early.draws < exact.draws / 10);
    }

    #[test]
    fn bounds_follow_the_rule() {
        // Done: equal.
        assert_eq!(bounds(10, 2000, 20000), (11.0 / 2001.0, 11.0 / 2001.0));
        assert_eq!(bounds(3, 20000, 20000), (4.0 / 20001.0, 4.0 / 20001.0));
        // Ten hits early: the rule ends at 2,000 runs.
        assert_eq!(bounds(10, 50, 20000), (11.0 / 2001.0, 1961.0 / 2001.0));
        // Past 2,000 runs with 4 hits: at best the next 6 runs all hit.
        assert_eq!(bounds(4, 3000, 20000), (5.0 / 20001.0, 11.0 / 3007.0));
    }
}
