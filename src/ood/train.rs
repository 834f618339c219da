//! Training the OOD autoencoder: mini-batch AdamW on the reconstruction error of in-domain
//! embeddings, then the μ/σ calibration (see the module overview of [`crate::ood`]).

use serde::{Deserialize, Serialize};

use super::{OodError, OodModel};
use crate::embed::DIM;
use crate::train::nn::{Adam, Dense, Rng};

/// Hyper-parameters of the OOD autoencoder.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OodConfig {
    /// Hidden units (the design's 64).
    pub hidden: usize,
    /// Threshold multiplier λ in `μ + λ·σ`.
    pub lambda: f32,
    /// Passes over the training questions.
    pub epochs: usize,
    /// Questions per Adam step.
    pub batch_size: usize,
    /// Adam's learning rate.
    pub learning_rate: f32,
    /// Decoupled weight decay (AdamW), on weights only.
    pub weight_decay: f32,
    /// Standard deviation of the Gaussian noise added to each input component while training
    /// (denoising); 0 for a plain autoencoder.
    pub noise: f32,
    /// Subtract the mean training embedding from every input.
    pub center: bool,
    /// k of the k-fold out-of-fold calibration of μ and σ; 0 or 1 takes them from the final
    /// model's errors on its own training questions.
    pub calibration_folds: usize,
}

impl Default for OodConfig {
    fn default() -> Self {
        OodConfig {
            hidden: 64,
            lambda: 4.0,
            epochs: 30,
            batch_size: 32,
            learning_rate: 2e-3,
            weight_decay: 1e-4,
            noise: 0.0,
            center: true,
            calibration_folds: 5,
        }
    }
}

impl OodConfig {
    /// Epochs run in total by [`train`] (calibration folds included), for progress bars.
    pub fn total_epochs(&self) -> usize {
        let folds = if self.calibration_folds >= 2 {
            self.calibration_folds
        } else {
            0
        };
        self.epochs * (folds + 1)
    }
}

/// Trains an autoencoder on `inputs` (in-domain training embeddings, [`DIM`] values each) and
/// calibrates its threshold. `progress(done, total)` is called after every epoch.
/// Deterministic for a seed.
pub fn train(
    inputs: &[&[f32]],
    cfg: &OodConfig,
    seed: u64,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<OodModel, OodError> {
    if inputs.is_empty() {
        return Err(OodError::NoData);
    }
    if !(cfg.lambda.is_finite() && cfg.lambda >= 0.0) {
        return Err(OodError::BadLambda(cfg.lambda));
    }
    let total = cfg.total_epochs();
    let mut done = 0usize;
    let mut tick = || {
        done += 1;
        progress(done, total)
    };

    // Out-of-fold errors, when asked: each question's error under a model that did not see it.
    let k = cfg.calibration_folds;
    let mut calibration: Vec<f32> = Vec::new();
    if k >= 2 && inputs.len() >= k {
        let mut order: Vec<usize> = (0..inputs.len()).collect();
        Rng::new(seed ^ 0xF01D).shuffle(&mut order);
        for fold in 0..k {
            let held: Vec<usize> = order.iter().copied().skip(fold).step_by(k).collect();
            let kept: Vec<&[f32]> = order
                .iter()
                .enumerate()
                .filter(|(pos, _)| pos % k != fold)
                .map(|(_, &i)| inputs[i])
                .collect();
            let model = fit(&kept, cfg, seed.wrapping_add(1 + fold as u64), &mut tick);
            calibration.extend(held.iter().map(|&i| model.reconstruction_error(inputs[i])));
        }
    }

    let mut model = fit(inputs, cfg, seed, &mut tick);
    if calibration.is_empty() {
        calibration = inputs
            .iter()
            .map(|x| model.reconstruction_error(x))
            .collect();
    }
    let (mu, sigma) = mean_std(&calibration);
    model.mu = mu;
    model.sigma = sigma;
    model.lambda = cfg.lambda;
    model.validate()?;
    Ok(model)
}

/// Mean and (population) standard deviation, accumulated in f64.
pub fn mean_std(values: &[f32]) -> (f32, f32) {
    let n = values.len().max(1) as f64;
    let mean = values.iter().map(|&v| f64::from(v)).sum::<f64>() / n;
    let var = values
        .iter()
        .map(|&v| (f64::from(v) - mean).powi(2))
        .sum::<f64>()
        / n;
    (mean as f32, var.sqrt() as f32)
}

/// One autoencoder fitted to `inputs` (μ, σ and λ left at zero).
fn fit(inputs: &[&[f32]], cfg: &OodConfig, seed: u64, tick: &mut dyn FnMut()) -> OodModel {
    let mut rng = Rng::new(seed);
    let hidden = cfg.hidden.max(1);
    let center = if cfg.center {
        let mut c = vec![0.0f64; DIM];
        for x in inputs {
            for (ci, &xi) in c.iter_mut().zip(x.iter()) {
                *ci += f64::from(xi);
            }
        }
        c.iter().map(|v| (v / inputs.len() as f64) as f32).collect()
    } else {
        Vec::new()
    };
    let centred: Vec<Vec<f32>> = inputs
        .iter()
        .map(|x| {
            (0..DIM)
                .map(|i| x.get(i).copied().unwrap_or(0.0) - center.get(i).copied().unwrap_or(0.0))
                .collect()
        })
        .collect();

    let mut encoder = Dense::xavier(DIM, hidden, &mut rng);
    let mut decoder = Dense::xavier(hidden, DIM, &mut rng);
    let mut adam = Adam::new(&[&encoder, &decoder], cfg.learning_rate, cfg.weight_decay);
    let mut g_enc = encoder.zero_grad();
    let mut g_dec = decoder.zero_grad();
    let mut noisy = vec![0.0f32; DIM];
    let mut pre = vec![0.0f32; hidden];
    let mut act = vec![0.0f32; hidden];
    let mut out = vec![0.0f32; DIM];
    let mut d_out = vec![0.0f32; DIM];
    let mut d_hidden = vec![0.0f32; hidden];
    let mut order: Vec<usize> = (0..centred.len()).collect();
    let batch = cfg.batch_size.max(1);

    for _ in 0..cfg.epochs {
        rng.shuffle(&mut order);
        for chunk in order.chunks(batch) {
            g_enc.clear();
            g_dec.clear();
            for &i in chunk {
                let target = &centred[i];
                for (n, &t) in noisy.iter_mut().zip(target) {
                    *n = if cfg.noise > 0.0 {
                        t + cfg.noise * rng.normal()
                    } else {
                        t
                    };
                }
                encoder.forward(&noisy, &mut pre);
                for (a, &p) in act.iter_mut().zip(&pre) {
                    *a = p.tanh();
                }
                decoder.forward(&act, &mut out);
                // L = mean((out − target)²)  ⇒  dL/dout = 2(out − target)/DIM
                for ((d, &o), &t) in d_out.iter_mut().zip(&out).zip(target) {
                    *d = 2.0 * (o - t) / DIM as f32;
                }
                decoder.backward(&act, &d_out, &mut g_dec, Some(&mut d_hidden));
                for (d, &a) in d_hidden.iter_mut().zip(&act) {
                    *d *= 1.0 - a * a;
                }
                encoder.backward(&noisy, &d_hidden, &mut g_enc, None);
            }
            let s = 1.0 / chunk.len() as f32;
            g_enc.scale(s);
            g_dec.scale(s);
            adam.step(&mut [&mut encoder, &mut decoder], &[&g_enc, &g_dec]);
        }
        tick();
    }
    OodModel {
        center,
        encoder,
        decoder,
        mu: 0.0,
        sigma: 0.0,
        lambda: 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mean_std_of_known_values() {
        let (m, s) = mean_std(&[1.0, 2.0, 3.0, 4.0]);
        assert!((m - 2.5).abs() < 1e-6);
        assert!((s - 1.118_034).abs() < 1e-5);
    }

    #[test]
    fn no_data_is_an_error() {
        let r = train(&[], &OodConfig::default(), 1, &mut |_, _| {});
        assert!(matches!(r, Err(OodError::NoData)));
    }

    #[test]
    fn training_reduces_the_reconstruction_error() {
        let mut rng = Rng::new(2);
        let data: Vec<Vec<f32>> = (0..64)
            .map(|_| {
                let a = rng.normal();
                let b = rng.normal();
                (0..DIM)
                    .map(|i| if i % 2 == 0 { a } else { b } * 0.05 + 0.01 * rng.normal())
                    .collect()
            })
            .collect();
        let refs: Vec<&[f32]> = data.iter().map(Vec::as_slice).collect();
        let short = OodConfig {
            epochs: 1,
            calibration_folds: 0,
            ..OodConfig::default()
        };
        let long = OodConfig {
            epochs: 40,
            ..short.clone()
        };
        let e1 = train(&refs, &short, 3, &mut |_, _| {}).unwrap().mu;
        let mut calls = 0;
        let e40 = train(&refs, &long, 3, &mut |_, _| calls += 1).unwrap().mu;
        assert!(e40 < e1 * 0.5, "{e40} vs {e1}");
        assert_eq!(calls, 40);
    }

    #[test]
    fn out_of_fold_calibration_runs_k_extra_fits() {
        let data: Vec<Vec<f32>> = (0..20).map(|i| vec![i as f32 * 0.01; DIM]).collect();
        let refs: Vec<&[f32]> = data.iter().map(Vec::as_slice).collect();
        let cfg = OodConfig {
            epochs: 2,
            calibration_folds: 4,
            ..OodConfig::default()
        };
        assert_eq!(cfg.total_epochs(), 10);
        let mut calls = 0;
        let m = train(&refs, &cfg, 9, &mut |_, _| calls += 1).unwrap();
        assert_eq!(calls, 10);
        assert!(m.sigma > 0.0);
    }
}
