//! The small dense-layer toolkit shared by the manager's heads (OOD autoencoder, router), at
//! inference and in training: a seeded RNG, a dense layer with its backward pass, and Adam.
//!
//! Why hand-written: the heads are two or three 384-wide layers trained on a few thousand
//! questions; a tensor library would be a heavy dependency for a few hundred lines of loops.
//! Everything is single-threaded with a fixed summation order, so a seed gives bit-identical
//! weights on every run of the same binary.

use serde::{Deserialize, Serialize};

/// SplitMix64: tiny, fast, and good enough to initialise weights and shuffle examples.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator for a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5EED_1A5E_D00D_F00D)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    pub fn next_f32(&mut self) -> f32 {
        // 24 random bits: exactly representable, never 1.0.
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }

    /// Uniform in [lo, hi).
    pub fn uniform(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.next_f32()
    }

    /// Standard normal (Box-Muller).
    pub fn normal(&mut self) -> f32 {
        let u1 = self.next_f32().max(f32::MIN_POSITIVE);
        let u2 = self.next_f32();
        (-2.0 * u1.ln()).sqrt() * (std::f32::consts::TAU * u2).cos()
    }

    /// Uniform in 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    /// Fisher-Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// Dot product with eight independent accumulators, so the compiler can keep them in one SIMD
/// register and the summation order is fixed (bit-reproducible).
///
/// On a CPU with AVX the same code is compiled for it (three-operand forms, the products folded
/// with the loads): 941 -> 745 instructions per 384-float embedding dot (callgrind), and the
/// gate and the routers take thousands of these per question.
/// Same multiplications and additions in the same order (Rust never fuses them into FMA), so
/// the result is the same to the bit.
#[inline]
pub fn dot(a: &[f32], b: &[f32]) -> f32 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx") {
        // SAFETY: the CPU supports AVX, checked just above.
        return unsafe { dot_avx(a, b) };
    }
    dot_portable(a, b)
}

/// [`dot_portable`] compiled with AVX enabled.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx")]
unsafe fn dot_avx(a: &[f32], b: &[f32]) -> f32 {
    dot_portable(a, b)
}

#[inline(always)]
fn dot_portable(a: &[f32], b: &[f32]) -> f32 {
    let n = a.len().min(b.len());
    let (a, b) = (&a[..n], &b[..n]);
    let mut acc = [0.0f32; 8];
    let chunks = n / 8;
    for c in 0..chunks {
        let (x, y) = (&a[c * 8..c * 8 + 8], &b[c * 8..c * 8 + 8]);
        for k in 0..8 {
            acc[k] += x[k] * y[k];
        }
    }
    let mut tail = 0.0;
    for i in chunks * 8..n {
        tail += a[i] * b[i];
    }
    ((acc[0] + acc[4]) + (acc[1] + acc[5])) + ((acc[2] + acc[6]) + (acc[3] + acc[7])) + tail
}

/// `y += alpha * x`.
#[inline]
pub fn axpy(alpha: f32, x: &[f32], y: &mut [f32]) {
    for (yi, xi) in y.iter_mut().zip(x) {
        *yi += alpha * xi;
    }
}

/// A fully connected layer `y = W x + b`, with `W` stored row-major as `[outputs][inputs]`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Dense {
    /// Input width.
    pub inputs: usize,
    /// Output width.
    pub outputs: usize,
    /// `outputs × inputs` weights, row-major.
    pub weights: Vec<f32>,
    /// `outputs` biases.
    pub bias: Vec<f32>,
}

/// Gradients of one [`Dense`] layer, accumulated over a mini-batch.
#[derive(Debug, Clone)]
pub struct DenseGrad {
    /// Same layout as [`Dense::weights`].
    pub weights: Vec<f32>,
    /// Same layout as [`Dense::bias`].
    pub bias: Vec<f32>,
}

impl Dense {
    /// Glorot/Xavier-uniform weights and zero biases: keeps activations in tanh's linear range
    /// at the start of training.
    pub fn xavier(inputs: usize, outputs: usize, rng: &mut Rng) -> Dense {
        let limit = (6.0 / (inputs + outputs) as f32).sqrt();
        Dense {
            inputs,
            outputs,
            weights: (0..inputs * outputs)
                .map(|_| rng.uniform(-limit, limit))
                .collect(),
            bias: vec![0.0; outputs],
        }
    }

    /// True when the weight and bias lengths agree with the declared widths (checked after
    /// loading an artefact, so that forward passes can index without bounds surprises).
    pub fn is_consistent(&self) -> bool {
        self.weights.len() == self.inputs * self.outputs
            && self.bias.len() == self.outputs
            && self.weights.iter().chain(&self.bias).all(|v| v.is_finite())
    }

    /// `out = W x + b`.
    pub fn forward(&self, x: &[f32], out: &mut [f32]) {
        for (o, slot) in out.iter_mut().enumerate().take(self.outputs) {
            let row = &self.weights[o * self.inputs..(o + 1) * self.inputs];
            *slot = self.bias[o] + dot(row, x);
        }
    }

    /// Zeroed gradients for this layer.
    pub fn zero_grad(&self) -> DenseGrad {
        DenseGrad {
            weights: vec![0.0; self.weights.len()],
            bias: vec![0.0; self.bias.len()],
        }
    }

    /// Back-propagates `delta = dL/dy` for one example with input `x`: accumulates into `grad`,
    /// and when asked, writes `dL/dx` into `grad_x`.
    pub fn backward(
        &self,
        x: &[f32],
        delta: &[f32],
        grad: &mut DenseGrad,
        grad_x: Option<&mut [f32]>,
    ) {
        for (o, &d) in delta.iter().enumerate().take(self.outputs) {
            if d == 0.0 {
                continue;
            }
            grad.bias[o] += d;
            axpy(
                d,
                x,
                &mut grad.weights[o * self.inputs..(o + 1) * self.inputs],
            );
        }
        if let Some(gx) = grad_x {
            gx.iter_mut().for_each(|v| *v = 0.0);
            for (o, &d) in delta.iter().enumerate().take(self.outputs) {
                axpy(d, &self.weights[o * self.inputs..(o + 1) * self.inputs], gx);
            }
        }
    }
}

impl DenseGrad {
    /// Resets to zero for the next mini-batch.
    pub fn clear(&mut self) {
        self.weights.iter_mut().for_each(|v| *v = 0.0);
        self.bias.iter_mut().for_each(|v| *v = 0.0);
    }

    /// Multiplies every gradient by `s` (e.g. 1 / batch size).
    pub fn scale(&mut self, s: f32) {
        self.weights.iter_mut().for_each(|v| *v *= s);
        self.bias.iter_mut().for_each(|v| *v *= s);
    }
}

/// Adam's first and second moments of one layer: (m, v) of the weights, then of the bias.
type Moments = (Vec<f32>, Vec<f32>, Vec<f32>, Vec<f32>);

/// Adam with decoupled weight decay (AdamW) applied to weights only, never to biases.
#[derive(Debug, Clone)]
pub struct Adam {
    lr: f32,
    beta1: f32,
    beta2: f32,
    eps: f32,
    weight_decay: f32,
    t: i32,
    state: Vec<Moments>,
}

impl Adam {
    /// An optimiser for `layers`, with learning rate and decoupled weight decay.
    pub fn new(layers: &[&Dense], lr: f32, weight_decay: f32) -> Adam {
        Adam {
            lr,
            beta1: 0.9,
            beta2: 0.999,
            eps: 1e-8,
            weight_decay,
            t: 0,
            state: layers
                .iter()
                .map(|l| {
                    (
                        vec![0.0; l.weights.len()],
                        vec![0.0; l.weights.len()],
                        vec![0.0; l.bias.len()],
                        vec![0.0; l.bias.len()],
                    )
                })
                .collect(),
        }
    }

    /// One update of every layer from its gradient (same order as given to [`Adam::new`]).
    pub fn step(&mut self, layers: &mut [&mut Dense], grads: &[&DenseGrad]) {
        self.t += 1;
        let bc1 = 1.0 - self.beta1.powi(self.t);
        let bc2 = 1.0 - self.beta2.powi(self.t);
        let (lr, b1, b2, eps, wd) = (self.lr, self.beta1, self.beta2, self.eps, self.weight_decay);
        let update = |p: &mut [f32], g: &[f32], m: &mut [f32], v: &mut [f32], decay: f32| {
            for i in 0..p.len() {
                m[i] = b1 * m[i] + (1.0 - b1) * g[i];
                v[i] = b2 * v[i] + (1.0 - b2) * g[i] * g[i];
                let step = (m[i] / bc1) / ((v[i] / bc2).sqrt() + eps);
                p[i] -= lr * (step + decay * p[i]);
            }
        };
        for ((layer, grad), (mw, vw, mb, vb)) in layers.iter_mut().zip(grads).zip(&mut self.state) {
            update(&mut layer.weights, &grad.weights, mw, vw, wd);
            update(&mut layer.bias, &grad.bias, mb, vb, 0.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rng_is_deterministic_and_in_range() {
        let (mut a, mut b) = (Rng::new(3), Rng::new(3));
        for _ in 0..1000 {
            let x = a.next_f32();
            assert_eq!(x, b.next_f32());
            assert!((0.0..1.0).contains(&x));
        }
        assert_ne!(Rng::new(3).next_u64(), Rng::new(4).next_u64());
    }

    #[test]
    fn dot_is_the_same_to_the_bit_with_avx() {
        let mut rng = Rng::new(7);
        for n in [0usize, 1, 7, 8, 9, 384, 385] {
            let a: Vec<f32> = (0..n).map(|_| rng.uniform(-1.0, 1.0)).collect();
            let b: Vec<f32> = (0..n).map(|_| rng.uniform(-1.0, 1.0)).collect();
            assert_eq!(
                dot(&a, &b).to_bits(),
                dot_portable(&a, &b).to_bits(),
                "n = {n}"
            );
        }
    }

    #[test]
    fn dot_matches_naive_sum() {
        let a: Vec<f32> = (0..37).map(|i| i as f32 * 0.5).collect();
        let b: Vec<f32> = (0..37).map(|i| 1.0 - i as f32 * 0.1).collect();
        let naive: f32 = a.iter().zip(&b).map(|(x, y)| x * y).sum();
        assert!((dot(&a, &b) - naive).abs() < 1e-3);
    }

    #[test]
    fn backward_matches_finite_differences() {
        let mut rng = Rng::new(1);
        let layer = Dense::xavier(5, 3, &mut rng);
        let x: Vec<f32> = (0..5).map(|_| rng.normal()).collect();
        // L = sum(y^2) / 2  =>  dL/dy = y
        let loss = |l: &Dense, x: &[f32]| {
            let mut y = vec![0.0; 3];
            l.forward(x, &mut y);
            y.iter().map(|v| v * v).sum::<f32>() / 2.0
        };
        let mut y = vec![0.0; 3];
        layer.forward(&x, &mut y);
        let mut g = layer.zero_grad();
        let mut gx = vec![0.0; 5];
        layer.backward(&x, &y, &mut g, Some(&mut gx));
        let h = 1e-2;
        for i in 0..layer.weights.len() {
            let mut l2 = layer.clone();
            l2.weights[i] += h;
            let num = (loss(&l2, &x) - loss(&layer, &x)) / h;
            assert!(
                (num - g.weights[i]).abs() < 0.05,
                "w{i}: {num} vs {}",
                g.weights[i]
            );
        }
        for i in 0..5 {
            let mut x2 = x.clone();
            x2[i] += h;
            let num = (loss(&layer, &x2) - loss(&layer, &x)) / h;
            assert!((num - gx[i]).abs() < 0.05, "x{i}: {num} vs {}", gx[i]);
        }
    }

    #[test]
    fn adam_minimises_a_quadratic() {
        let mut layer = Dense {
            inputs: 1,
            outputs: 1,
            weights: vec![3.0],
            bias: vec![-2.0],
        };
        let mut opt = Adam::new(&[&layer], 0.1, 0.0);
        for _ in 0..500 {
            let g = DenseGrad {
                weights: vec![layer.weights[0]],
                bias: vec![layer.bias[0]],
            };
            opt.step(&mut [&mut layer], &[&g]);
        }
        assert!(layer.weights[0].abs() < 0.05 && layer.bias[0].abs() < 0.05);
    }
}
