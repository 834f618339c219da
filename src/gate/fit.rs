//! Fitting the gate's score: a logistic model over the gate's features ([`GATE_FEATURES`]),
//! learned from labelled training questions instead of hand-set weights, and its threshold
//! chosen on a calibration split (`tests/gate_fit.rs` runs both and writes `gate/model.yaml`).
//!
//! The fit is plain full-batch gradient descent on the class-weighted log loss with a small L2
//! penalty, on standardised features (converted back to raw-scale weights so the model file
//! reads as "per unit of the feature"): deterministic, no seed, the same data give the same
//! weights.

use std::collections::BTreeMap;

use super::{GateModel, GATE_FEATURES};

/// How the weights are fitted.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FitConfig {
    /// The L2 penalty on the standardised weights (not on the bias).
    pub l2: f64,
    /// Full-batch gradient steps.
    pub steps: usize,
    /// The step size.
    pub rate: f64,
}

impl Default for FitConfig {
    fn default() -> Self {
        FitConfig {
            l2: 1e-3,
            steps: 4000,
            rate: 0.5,
        }
    }
}

/// Why a fit cannot be made.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum FitError {
    /// One class has no example.
    #[error("the fit needs questions of both classes ({in_domain} in domain, {out} out)")]
    OneClass {
        /// In-domain questions given.
        in_domain: usize,
        /// Out-of-domain questions given.
        out: usize,
    },
    /// A row does not have one value per feature.
    #[error("row {row} has {got} values for {want} features")]
    Width {
        /// The row.
        row: usize,
        /// Its values.
        got: usize,
        /// The features.
        want: usize,
    },
}

/// How many labels are in domain and out: both sides must have one (the weights and the probe
/// weigh each side half of the loss).
pub(super) fn classes(labels: &[bool]) -> Result<(usize, usize), FitError> {
    let pos = labels.iter().filter(|&&l| l).count();
    let neg = labels.len() - pos;
    if pos == 0 || neg == 0 {
        return Err(FitError::OneClass {
            in_domain: pos,
            out: neg,
        });
    }
    Ok((pos, neg))
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// Fits the weights on `rows` (one value per feature of [`GATE_FEATURES`], in that order),
/// `labels[i]` true for a question about the seller's data. Each class weighs half of the loss,
/// so the larger in-domain side does not drown the everyday one. The threshold is left at 0.5:
/// [`choose_threshold`] sets it on a calibration split.
pub fn fit(rows: &[Vec<f32>], labels: &[bool], cfg: FitConfig) -> Result<GateModel, FitError> {
    let k = GATE_FEATURES.len();
    for (row, r) in rows.iter().enumerate() {
        if r.len() != k {
            return Err(FitError::Width {
                row,
                got: r.len(),
                want: k,
            });
        }
    }
    let (pos, neg) = classes(labels)?;
    let n = rows.len() as f64;
    // Standardise: a feature that never varies keeps weight 0.
    let mut mean = vec![0.0f64; k];
    let mut sd = vec![0.0f64; k];
    for r in rows {
        for j in 0..k {
            mean[j] += f64::from(r[j]) / n;
        }
    }
    for r in rows {
        for j in 0..k {
            sd[j] += (f64::from(r[j]) - mean[j]).powi(2) / n;
        }
    }
    let sd: Vec<f64> = sd
        .into_iter()
        .map(|v| if v > 1e-12 { v.sqrt() } else { 0.0 })
        .collect();
    let x: Vec<Vec<f64>> = rows
        .iter()
        .map(|r| {
            (0..k)
                .map(|j| {
                    if sd[j] > 0.0 {
                        (f64::from(r[j]) - mean[j]) / sd[j]
                    } else {
                        0.0
                    }
                })
                .collect()
        })
        .collect();
    let (wp, wn) = (n / (2.0 * pos as f64), n / (2.0 * neg as f64));
    let mut w = vec![0.0f64; k];
    let mut b = 0.0f64;
    for _ in 0..cfg.steps {
        let mut gw = vec![0.0f64; k];
        let mut gb = 0.0f64;
        for (xi, &y) in x.iter().zip(labels) {
            let z = b + xi.iter().zip(&w).map(|(a, c)| a * c).sum::<f64>();
            let (t, cw) = if y { (1.0, wp) } else { (0.0, wn) };
            let d = cw * (sigmoid(z) - t) / n;
            gb += d;
            for j in 0..k {
                gw[j] += d * xi[j];
            }
        }
        b -= cfg.rate * gb;
        for j in 0..k {
            w[j] -= cfg.rate * (gw[j] + cfg.l2 * w[j]);
        }
    }
    // Back to the raw scale: w_raw = w / sd, bias absorbs the means.
    let mut weights = BTreeMap::new();
    let mut bias = b;
    for j in 0..k {
        let raw = if sd[j] > 0.0 { w[j] / sd[j] } else { 0.0 };
        bias -= raw * mean[j];
        weights.insert(GATE_FEATURES[j].to_string(), round(raw));
    }
    Ok(GateModel {
        bias: round(bias),
        weights,
        threshold: 0.5,
        fitted: BTreeMap::new(),
        probe: None,
        sure: None,
    })
}

/// Four decimals: the model file stays readable and a refit compares equal.
fn round(v: f64) -> f32 {
    ((v * 1e4).round() / 1e4) as f32
}

/// One calibration question: its probability and whether the outcome at the gate's pass is
/// right (an in-domain question answered or asked back; an out-of-domain one NOT answered with
/// the seller's data).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Calibrated {
    /// The model's probability.
    pub score: f32,
    /// An in-domain question (else out of domain).
    pub in_domain: bool,
    /// In domain: answered or asked back when let through. Out of domain: answered with data
    /// when let through.
    pub outcome: bool,
    /// The same when the gate is sure (`GateModel::sure`): its verdict overrules the other
    /// screens.
    pub overruled: bool,
}

/// The errors at threshold `t`: in-domain questions the pipeline answers or asks back that the
/// gate refuses, plus out-of-domain questions answered with data that the gate lets through.
pub fn errors_at(cal: &[Calibrated], t: f32) -> usize {
    cal.iter()
        .filter(|c| {
            if c.in_domain {
                c.outcome && c.score < t
            } else {
                c.outcome && c.score >= t
            }
        })
        .count()
}

/// The largest share of the calibration split's out-of-domain questions a threshold may let
/// through to an answer with the seller's data: half the 1% target.
///
/// Stop 27 capped a quarter of it on a narrow split (the eleventh general set and 172 others);
/// stop 28 showed that split's leaks say little of other sets': calibrated on the thirteenth
/// set alone, its cap held (3 of 1,315) at a threshold (0.43) where the older general sets
/// leaked 0.3-1.4% each. The split now also holds every retired blind set, each question
/// scored with a probe that never saw it (`tests/gate_fit.rs`): ~15,000 everyday questions of
/// 60-odd walks of life, so the share is measured, not guessed; half the target leaves room
/// for a set of everyday questions harder than the mean (the sets differ by 2-4x). A
/// non-seller answered with the seller's numbers is the failure the gate is for; a refusal of
/// a seller says so and can be reworded.
pub const MAX_LEAK_SHARE: f64 = 0.005;

/// Out-of-domain questions of the calibration split answered with the seller's data at `t`,
/// the gate never sure.
pub fn leaks_at(cal: &[Calibrated], t: f32) -> usize {
    leaks_sure(cal, t, NEVER_SURE)
}

/// The threshold (0.01 to 0.99 by 0.01) with the fewest errors on the calibration split among
/// those that let at most `max_leak_share` of its out-of-domain questions through to an answer
/// (all of them when none does); of several, the median one (the middle of the range that does
/// best, not its edge).
pub fn choose_threshold(cal: &[Calibrated], max_leak_share: f64) -> f32 {
    let out = cal.iter().filter(|c| !c.in_domain).count();
    let cap = (max_leak_share * out as f64).floor() as usize;
    let all: Vec<f32> = (1..100).map(|i| i as f32 / 100.0).collect();
    let capped: Vec<f32> = all
        .iter()
        .copied()
        .filter(|&t| leaks_at(cal, t) <= cap)
        .collect();
    let grid = if capped.is_empty() { all } else { capped };
    let best = grid.iter().map(|&t| errors_at(cal, t)).min().unwrap_or(0);
    let at_best: Vec<f32> = grid
        .into_iter()
        .filter(|&t| errors_at(cal, t) == best)
        .collect();
    at_best[at_best.len() / 2]
}

/// The errors at threshold `t` when the gate is sure from `sure` on: in-domain questions not
/// answered nor asked back, out-of-domain ones answered with the seller's data.
pub fn errors_sure(cal: &[Calibrated], t: f32, sure: f32) -> usize {
    cal.iter()
        .filter(|c| {
            let result = c.score >= t
                && if c.score >= sure {
                    c.overruled
                } else {
                    c.outcome
                };
            result != c.in_domain
        })
        .count()
}

/// Never sure: a `sure` no probability reaches.
pub const NEVER_SURE: f32 = 1.01;

/// Out-of-domain questions answered with the seller's data at threshold `t`, sure from `sure`.
pub fn leaks_sure(cal: &[Calibrated], t: f32, sure: f32) -> usize {
    cal.iter()
        .filter(|c| {
            !c.in_domain
                && c.score >= t
                && if c.score >= sure {
                    c.overruled
                } else {
                    c.outcome
                }
        })
        .count()
}

/// The probability (from `t` to 1 by 0.01, or [`NEVER_SURE`]) from which the gate overrules the
/// other screens: of those that let **no more** out-of-domain questions through to an answer
/// than never overruling does on the calibration split (within one in a thousand, below), the one with the fewest errors; of
/// several, the **lowest** (none, if none does better than never overruling). The leak bound is what keeps overruling for the refusals that cost
/// nothing (stop 27: letting overrules add leaks on the eleventh set doubled them on the older
/// everyday sets: "hey how's it going" answered with the store's revenue). Within it, a tie says
/// the calibration split cannot tell the values apart, and the two targets are not
/// symmetric in what is left of them: general questions answered stay at 0.1-0.8% of the 1%
/// allowed, seller questions refused are above the 3% allowed. Stop 31: the highest of a tie
/// (0.97) refused 53 seller questions of v10..v15 that 0.73 had answered, for no leak fewer.
///
/// Stop 32: "no more" is "at most one in a thousand more" of the split's out-of-domain
/// questions (one, on ~1,700). With v17 calibrating, every level from 0.50 to 0.99 cut the
/// errors from 95 to 83-90 for one more general question answered (3 against 2), and "never"
/// refused 25-30 seller questions of each of v10..v15 that stop 31 answered. A tenth of the
/// issue's 1% cannot double a set the way stop 27's unbounded overrules did (0.1-0.8% of 1%
/// left), and the eval's per-set floors still hold every older set.
pub fn choose_sure(cal: &[Calibrated], t: f32) -> f32 {
    let start = (t * 100.0).round() as i32;
    let out_of_domain = cal.iter().filter(|c| !c.in_domain).count();
    let base = leaks_sure(cal, t, NEVER_SURE) + out_of_domain / 1000;
    let grid: Vec<f32> = (start..=100)
        .map(|i| i as f32 / 100.0)
        .filter(|&s| leaks_sure(cal, t, s) <= base)
        .chain(std::iter::once(NEVER_SURE))
        .collect();
    let best = grid
        .iter()
        .map(|&s| errors_sure(cal, t, s))
        .min()
        .unwrap_or(0);
    // Overruling that saves nothing is not done at all: the lowest of a tie is for values
    // that do better than never overruling.
    if best == errors_sure(cal, t, NEVER_SURE) {
        return NEVER_SURE;
    }
    grid.into_iter()
        .find(|&s| errors_sure(cal, t, s) == best)
        .unwrap_or(NEVER_SURE)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(sim: f32, seller: f32, foreign: f32) -> Vec<f32> {
        let mut r = vec![0.0; GATE_FEATURES.len()];
        r[0] = sim;
        r[2] = seller;
        r[7] = foreign;
        r
    }

    #[test]
    fn the_fit_separates_two_clean_classes() {
        let mut rows = Vec::new();
        let mut labels = Vec::new();
        for i in 0..20 {
            let d = i as f32 / 100.0;
            rows.push(row(0.7 + d, 1.0, 0.0));
            labels.push(true);
            rows.push(row(0.3 + d, 0.0, 2.0));
            labels.push(false);
        }
        let m = fit(&rows, &labels, FitConfig::default()).unwrap();
        let p = |r: &Vec<f32>| {
            let f: Vec<(&str, f32)> = GATE_FEATURES.iter().copied().zip(r.clone()).collect();
            m.probability(&f)
        };
        assert!(p(&row(0.8, 1.0, 0.0)) > 0.9);
        assert!(p(&row(0.35, 0.0, 2.0)) < 0.1);
        assert!(m.weights["similarity"] > 0.0);
        assert!(m.weights["foreign_words"] < 0.0);
        // Never varies: weight 0.
        assert_eq!(m.weights["superlative_period"], 0.0);
        // Deterministic.
        assert_eq!(m, fit(&rows, &labels, FitConfig::default()).unwrap());
    }

    #[test]
    fn bad_input_is_an_error() {
        assert_eq!(
            fit(&[row(0.5, 1.0, 0.0)], &[true], FitConfig::default()),
            Err(FitError::OneClass {
                in_domain: 1,
                out: 0
            })
        );
        assert!(matches!(
            fit(&[vec![0.0]], &[true], FitConfig::default()),
            Err(FitError::Width { row: 0, .. })
        ));
    }

    #[test]
    fn the_threshold_sits_in_the_middle_of_the_best_range() {
        let c = |score, in_domain, outcome| Calibrated {
            score,
            in_domain,
            outcome,
            overruled: outcome,
        };
        let cal = [
            c(0.9, true, true),
            c(0.6, true, true),
            c(0.3, false, true),
            c(0.2, false, false),
            // Refused by the pipeline anyway: never an error.
            c(0.95, false, false),
            c(0.1, true, false),
        ];
        // Errors are 0 from 0.31 to 0.60: the median of that range.
        assert_eq!(errors_at(&cal, 0.45), 0);
        assert_eq!(errors_at(&cal, 0.7), 1);
        let t = choose_threshold(&cal, 1.0);
        assert!((0.44..=0.47).contains(&t), "{t}");
        // A cap on leaks that only a higher threshold meets moves it there: the everyday
        // question at 0.3 is one of three out of domain, and a cap of 0 admits none.
        assert_eq!(leaks_at(&cal, 0.3), 1);
        assert!(choose_threshold(&cal, 0.0) > 0.3);
        // Overruling changes nothing here: never sure.
        assert_eq!(choose_sure(&cal, t), NEVER_SURE);
    }

    #[test]
    fn the_gate_is_sure_where_overruling_the_other_screens_helps() {
        let c = |score, in_domain, outcome, overruled| Calibrated {
            score,
            in_domain,
            outcome,
            overruled,
        };
        let cal = [
            // Seller questions another screen refuses; overruled, they are answered.
            c(0.95, true, false, true),
            c(0.9, true, false, true),
            // An everyday question another screen refuses, answered when overruled.
            c(0.8, false, false, true),
            c(0.2, false, false, false),
        ];
        // Sure from 0.81 to 0.90 saves both seller questions and lets no everyday one through:
        // the lowest of those (the split cannot tell them apart).
        assert_eq!(errors_sure(&cal, 0.5, 0.85), 0);
        assert_eq!(errors_sure(&cal, 0.5, NEVER_SURE), 2);
        assert_eq!(errors_sure(&cal, 0.5, 0.5), 1);
        assert_eq!(leaks_sure(&cal, 0.5, 0.5), 1);
        assert_eq!(choose_sure(&cal, 0.5), 0.81);
        // One more seller question saved only where the everyday one leaks: still 0.81, as an
        // overrule may not add a leak whatever it saves.
        let mut more = cal.to_vec();
        more.push(c(0.7, true, false, true));
        more.push(c(0.75, true, false, true));
        assert_eq!(errors_sure(&more, 0.5, 0.6), 1);
        assert_eq!(choose_sure(&more, 0.5), 0.81);
        // On a split with a thousand everyday questions, one more leak is within the bound
        // (one in a thousand): the two seller questions at 0.7 and 0.75 are saved from 0.50.
        let mut large = more.clone();
        large.extend(std::iter::repeat_n(c(0.2, false, false, false), 1000));
        assert_eq!(leaks_sure(&large, 0.5, 0.5), 1);
        assert_eq!(choose_sure(&large, 0.5), 0.5);
    }
}
