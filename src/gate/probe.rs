//! The gate's **probe**: a linear classifier over the question's one embedding, learned from
//! questions sellers and non-sellers actually type, whose log-odds is one more feature of the
//! gate's model (`probe` in [`GATE_FEATURES`](super::GATE_FEATURES)).
//!
//! Why: the gate's word features judge a question by the words it has seen. Each blind set's
//! sellers used words no list had ("bendy desk lights", "how'd we go over the long weekend,
//! mate"), which count as foreign, and five blind first runs in a row let in only 83-86% of
//! them, however many rules the stop before had added. The encoder places a question by what
//! it asks, not by which words it uses, so a linear read of the embedding, trained on thousands
//! of real seller and everyday questions (the retired blind sets: `tests/gate_fit.rs` says
//! which), carries to wordings no list has. It costs one dot product per question.
//!
//! The fit is regularised logistic regression (the L2 penalty on the weights, not the bias;
//! each class half of the loss) solved by Newton's method: deterministic, no seed, the same
//! data give the same weights.

use super::fit::{classes, FitError};
use crate::catalog::gate::GateProbe;

/// The probe's log-odds are clipped to this magnitude: one question far from every example
/// must not outweigh every other feature of the model.
pub const PROBE_CLIP: f32 = 10.0;

/// The probe's log-odds for one embedding, clipped to ±[`PROBE_CLIP`]; 0 (no opinion) when
/// its width is not the embedding's (a model file fitted for another encoder is refused at
/// load, `DomainGate::new`; this only keeps a mismatch from panicking).
pub fn logit(probe: &GateProbe, embedding: &[f32]) -> f32 {
    if probe.weights.len() != embedding.len() {
        return 0.0;
    }
    let z = probe.bias
        + probe
            .weights
            .iter()
            .zip(embedding)
            .map(|(w, x)| w * x)
            .sum::<f32>();
    z.clamp(-PROBE_CLIP, PROBE_CLIP)
}

/// How the probe is fitted.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ProbeConfig {
    /// The inverse strength of the L2 penalty: the objective is
    /// `½|w|² + c · Σ weight_i · logloss_i` (as scikit-learn's `C`). Chosen on the retired sets
    /// (stop 27: 1, 3 and 10 were tried; 3 let in the most held-out seller questions at the
    /// same share of everyday ones).
    pub c: f64,
    /// Newton steps at most (it converges in about ten).
    pub max_steps: usize,
}

impl Default for ProbeConfig {
    fn default() -> Self {
        ProbeConfig {
            c: 3.0,
            max_steps: 40,
        }
    }
}

/// Fits the probe on `xs` (one embedding each), `labels[i]` true for a question about the
/// seller's data.
pub fn fit_probe(xs: &[&[f32]], labels: &[bool], cfg: ProbeConfig) -> Result<GateProbe, FitError> {
    let (pos, neg) = classes(labels)?;
    let d = xs.first().map_or(0, |x| x.len());
    if let Some((row, x)) = xs.iter().enumerate().find(|(_, x)| x.len() != d) {
        return Err(FitError::Width {
            row,
            got: x.len(),
            want: d,
        });
    }
    let n = xs.len() as f64;
    let (wp, wn) = (n / (2.0 * pos as f64), n / (2.0 * neg as f64));
    // Parameters: d weights, then the bias (index d, not penalised).
    let k = d + 1;
    let mut theta = vec![0.0f64; k];
    let row = |x: &[f32], j: usize| if j < d { f64::from(x[j]) } else { 1.0 };
    for _ in 0..cfg.max_steps {
        let mut grad = vec![0.0f64; k];
        let mut hess = vec![0.0f64; k * k];
        for j in 0..d {
            grad[j] = theta[j];
            hess[j * k + j] = 1.0;
        }
        let mut xi = vec![0.0f64; k];
        for (x, &y) in xs.iter().zip(labels) {
            for (j, v) in xi.iter_mut().enumerate() {
                *v = row(x, j);
            }
            let z: f64 = xi.iter().zip(&theta).map(|(a, b)| a * b).sum();
            let p = 1.0 / (1.0 + (-z).exp());
            let s = cfg.c * if y { wp } else { wn };
            let r = s * (p - if y { 1.0 } else { 0.0 });
            let h = s * p * (1.0 - p);
            for a in 0..k {
                grad[a] += r * xi[a];
                let ha = h * xi[a];
                // The upper triangle only; mirrored below.
                for b in a..k {
                    hess[a * k + b] += ha * xi[b];
                }
            }
        }
        for a in 0..k {
            for b in 0..a {
                hess[a * k + b] = hess[b * k + a];
            }
        }
        let step = solve_spd(&mut hess, &grad, k);
        let mut largest = 0.0f64;
        for (t, s) in theta.iter_mut().zip(&step) {
            *t -= s;
            largest = largest.max(s.abs());
        }
        if largest < 1e-9 {
            break;
        }
    }
    Ok(GateProbe {
        bias: round(theta[d]),
        weights: theta[..d].iter().map(|&w| round(w)).collect(),
    })
}

/// Solves `a x = b` for a symmetric positive-definite `a` (k x k, row-major; overwritten by
/// its Cholesky factor). The penalised logistic Hessian is positive definite on the weights;
/// the bias's diagonal is positive whenever any question has 0 < p < 1, and a floor keeps a
/// degenerate pivot from dividing by zero.
fn solve_spd(a: &mut [f64], b: &[f64], k: usize) -> Vec<f64> {
    for j in 0..k {
        let mut diag = a[j * k + j];
        for m in 0..j {
            diag -= a[j * k + m] * a[j * k + m];
        }
        let diag = diag.max(1e-12).sqrt();
        a[j * k + j] = diag;
        for i in j + 1..k {
            let mut v = a[i * k + j];
            for m in 0..j {
                v -= a[i * k + m] * a[j * k + m];
            }
            a[i * k + j] = v / diag;
        }
    }
    // L y = b, then Lᵀ x = y.
    let mut y = b.to_vec();
    for i in 0..k {
        for m in 0..i {
            y[i] -= a[i * k + m] * y[m];
        }
        y[i] /= a[i * k + i];
    }
    for i in (0..k).rev() {
        for m in i + 1..k {
            y[i] -= a[m * k + i] * y[m];
        }
        y[i] /= a[i * k + i];
    }
    y
}

/// Five decimals: the weights of an embedding's components are small, and a refit compares
/// equal.
fn round(v: f64) -> f32 {
    ((v * 1e5).round() / 1e5) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two clusters either side of x = 0, spread along y, with one noisy point.
    fn data() -> (Vec<Vec<f32>>, Vec<bool>) {
        let mut xs = Vec::new();
        let mut ys = Vec::new();
        for i in 0..40 {
            let d = i as f32 * 0.025;
            xs.push(vec![0.5 + d, d - 0.5, 0.1]);
            ys.push(true);
            xs.push(vec![-0.5 - d, 0.5 - d, 0.1]);
            ys.push(false);
        }
        xs.push(vec![-0.6, 0.1, 0.1]);
        ys.push(true);
        (xs, ys)
    }

    #[test]
    fn the_probe_separates_and_is_deterministic() {
        let (xs, ys) = data();
        let refs: Vec<&[f32]> = xs.iter().map(|x| x.as_slice()).collect();
        let p = fit_probe(&refs, &ys, ProbeConfig::default()).unwrap();
        assert_eq!(p.weights.len(), 3);
        assert!(logit(&p, &[1.0, 0.2, 0.1]) > 2.0);
        assert!(logit(&p, &[-1.0, -0.2, 0.1]) < -2.0);
        assert_eq!(p, fit_probe(&refs, &ys, ProbeConfig::default()).unwrap());
        // A stronger penalty gives smaller weights.
        let strong = fit_probe(
            &refs,
            &ys,
            ProbeConfig {
                c: 0.01,
                ..ProbeConfig::default()
            },
        )
        .unwrap();
        let norm = |p: &GateProbe| p.weights.iter().map(|w| w * w).sum::<f32>();
        assert!(norm(&strong) < norm(&p));
    }

    #[test]
    fn the_logit_is_clipped_and_a_wrong_width_has_no_opinion() {
        let p = GateProbe {
            bias: 0.0,
            weights: vec![100.0, 0.0],
        };
        assert_eq!(logit(&p, &[1.0, 0.0]), PROBE_CLIP);
        assert_eq!(logit(&p, &[1.0, 0.0, 0.0]), 0.0);
    }

    #[test]
    fn one_class_or_ragged_rows_are_errors() {
        let x: Vec<&[f32]> = vec![&[1.0, 0.0], &[0.0, 1.0]];
        assert!(matches!(
            fit_probe(&x, &[true, true], ProbeConfig::default()),
            Err(FitError::OneClass { .. })
        ));
        let ragged: Vec<&[f32]> = vec![&[1.0, 0.0], &[0.0]];
        assert!(matches!(
            fit_probe(&ragged, &[true, false], ProbeConfig::default()),
            Err(FitError::Width { row: 1, .. })
        ));
    }
}
