//! The nearest example of a question among many fixed embeddings, exactly, without reading
//! them all.
//!
//! - **Takes** embeddings known at load time (a catalog's example questions), once.
//! - **Gives** [`EmbeddingIndex::max_cosine`]: the highest cosine similarity of a question to
//!   any of them (or 0.0 when none is higher), with a filter to leave some out.
//! - **Guarantees**: the value is the one a scan with [`Embedding::cosine`] folded with
//!   `f32::max` from 0.0 gives, to the bit: every example that could be the nearest is checked
//!   with that same function; the others are ruled out by a proven upper bound.
//!
//! Why: the domain gate scans ~2,000 example embeddings for every question (3 MB of floats,
//! 1.56M instructions, and cache misses: the encoder that ran just before streams its 90 MB of
//! weights through the cache). Each example is also kept as 384 signed bytes with one scale
//! (a quarter of the memory), the question as 384 16-bit integers; one pass of integer
//! multiply-adds over those gives every example's similarity to within a known error, and only
//! the examples whose upper bound reaches the best exact similarity found are computed exactly
//! (~70 of ~2,000 for the bench's questions): 0.50M instructions (callgrind), and about a
//! quarter of the CPU time in a `perf record` of the same loop.
//!
//! The bound: with `e` an example, `ê = scale * codes` its quantised copy, `q` the question and
//! `q̂ = q_scale * q_codes` the question's 16-bit copy, `q·e = q̂·ê + (q - q̂)·ê + q·(e - ê) <=
//! q̂·ê + |q - q̂| |ê| + |q| |e - ê|` (Cauchy-Schwarz). `q_codes·codes` is an integer sum, exact
//! in any order; `|e - ê|` and `|ê|` are computed at load time in f64 and rounded up, `|q - q̂|`
//! and `|q|` per question the same way. The float error of scaling the integer and of the exact
//! dot product itself (384 products of unit vectors: below 1e-4 together) is in [`MARGIN`].

use super::{Embedding, DIM};

/// What float rounding can add to the bound, with room to spare: the exact
/// [`Embedding::cosine`] of 384 products of unit vectors is within `384 * 2^-24 ≈ 2.3e-5` of the
/// true value, and scaling the integer sum adds a few units in the last place.
const MARGIN: f32 = 1e-3;

/// The largest magnitude of a question's 16-bit codes: 127 * 16,383 * 384 < 2^31, so the
/// integer sum cannot overflow.
const Q_MAX: f32 = 16_383.0;

/// Fixed embeddings with a quantised copy for [`EmbeddingIndex::max_cosine`].
#[derive(Debug, Clone, Default)]
pub struct EmbeddingIndex {
    /// The embeddings, for the exact similarities.
    exact: Vec<Embedding>,
    /// `DIM` signed bytes per embedding, one after another.
    codes: Vec<i8>,
    /// Per embedding: the scale of its codes (`e ≈ scale * codes`).
    scales: Vec<f32>,
    /// Per embedding: `|e - scale * codes|`, rounded up.
    residuals: Vec<f32>,
    /// Per embedding: `|scale * codes|`, rounded up.
    norms: Vec<f32>,
}

/// `x` rounded up a little, as an f32 no smaller than the f64.
fn up(x: f64) -> f32 {
    (x * (1.0 + 1e-6)) as f32 + f32::EPSILON
}

impl EmbeddingIndex {
    /// An index over `embeddings` (in their order: filters see these positions).
    pub fn new(embeddings: Vec<Embedding>) -> EmbeddingIndex {
        let mut codes = Vec::with_capacity(embeddings.len() * DIM);
        let mut scales = Vec::with_capacity(embeddings.len());
        let mut residuals = Vec::with_capacity(embeddings.len());
        let mut norms = Vec::with_capacity(embeddings.len());
        for e in &embeddings {
            let v = e.as_slice();
            let top = v.iter().fold(0.0f32, |m, x| m.max(x.abs()));
            let scale = if top > 0.0 { top / 127.0 } else { 1.0 };
            let (mut err, mut norm) = (0.0f64, 0.0f64);
            for &x in v {
                let c = (x / scale).round().clamp(-127.0, 127.0) as i8;
                codes.push(c);
                let approx = f64::from(scale) * f64::from(c);
                err += (f64::from(x) - approx).powi(2);
                norm += approx * approx;
            }
            scales.push(scale);
            residuals.push(up(err.sqrt()));
            norms.push(up(norm.sqrt()));
        }
        EmbeddingIndex {
            exact: embeddings,
            codes,
            scales,
            residuals,
            norms,
        }
    }

    /// How many embeddings.
    pub fn len(&self) -> usize {
        self.exact.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.exact.is_empty()
    }

    /// The embeddings, in order.
    pub fn embeddings(&self) -> &[Embedding] {
        &self.exact
    }

    /// The highest [`Embedding::cosine`] of `query` to an embedding whose position `skip` does
    /// not reject, or 0.0 when none is higher: the same value, to the bit, as
    /// `embeddings().iter().enumerate().filter(|(i, _)| !skip(*i)).map(|(_, e)| e.cosine(query))
    /// .fold(0.0, f32::max)`.
    pub fn max_cosine(&self, query: &Embedding, skip: impl Fn(usize) -> bool) -> f32 {
        self.max_cosine_counted(query, skip).0
    }

    /// [`EmbeddingIndex::max_cosine`] and how many exact similarities it computed.
    fn max_cosine_counted(&self, query: &Embedding, skip: impl Fn(usize) -> bool) -> (f32, usize) {
        let q = query.as_slice();
        let top = q.iter().fold(0.0f32, |m, x| m.max(x.abs()));
        let q_scale = if top > 0.0 { top / Q_MAX } else { 1.0 };
        let (mut q_norm, mut q_err) = (0.0f64, 0.0f64);
        let q_codes: Vec<i16> = q
            .iter()
            .map(|&x| {
                let c = (x / q_scale).round().clamp(-Q_MAX, Q_MAX) as i16;
                q_norm += f64::from(x).powi(2);
                q_err += (f64::from(x) - f64::from(q_scale) * f64::from(c)).powi(2);
                c
            })
            .collect();
        let (q_norm, q_err) = (up(q_norm.sqrt()), up(q_err.sqrt()));
        let mut bounds: Vec<(f32, usize)> = Vec::with_capacity(self.exact.len());
        let mut first: Option<(f32, usize)> = None;
        for i in 0..self.exact.len() {
            if skip(i) {
                continue;
            }
            let dot = dot_codes(&self.codes[i * DIM..(i + 1) * DIM], &q_codes);
            let approx = self.scales[i] * q_scale * dot as f32;
            let bound = approx + q_err * self.norms[i] + q_norm * self.residuals[i] + MARGIN;
            if first.is_none_or(|(b, _)| bound > b) {
                first = Some((bound, i));
            }
            bounds.push((bound, i));
        }
        // The highest bound's example first: most likely the nearest, its exact value rules
        // out nearly every other.
        let Some((_, first)) = first else {
            return (0.0, 0);
        };
        let mut best = self.exact[first].cosine(query).max(0.0);
        let mut computed = 1;
        for (bound, i) in bounds {
            if bound > best && i != first {
                best = best.max(self.exact[i].cosine(query));
                computed += 1;
            }
        }
        (best, computed)
    }
}

/// `Σ codes[k] * q[k]`, exact (an integer sum, so the order does not matter).
fn dot_codes(codes: &[i8], q: &[i16]) -> i32 {
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU supports AVX2, checked just above.
        return unsafe { dot_codes_avx2(codes, q) };
    }
    dot_codes_portable(codes, q)
}

fn dot_codes_portable(codes: &[i8], q: &[i16]) -> i32 {
    codes
        .iter()
        .zip(q)
        .map(|(&c, &x)| i32::from(c) * i32::from(x))
        .sum()
}

/// Sixteen bytes widened to sixteen 16-bit integers, multiplied by the question's and added in
/// pairs (`vpmaddwd`) per step: three instructions per sixteen products.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn dot_codes_avx2(codes: &[i8], q: &[i16]) -> i32 {
    use std::arch::x86_64::*;
    let n = codes.len().min(q.len());
    let chunks = n / 16;
    let mut acc = _mm256_setzero_si256();
    let (cp, qp) = (codes.as_ptr(), q.as_ptr());
    for c in 0..chunks {
        // SAFETY: 16 * (c + 1) <= n: both 16-element loads are in bounds.
        let (b, x) = unsafe {
            (
                _mm_loadu_si128(cp.add(c * 16) as *const __m128i),
                _mm256_loadu_si256(qp.add(c * 16) as *const __m256i),
            )
        };
        acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_cvtepi8_epi16(b), x));
    }
    let s = _mm_add_epi32(
        _mm256_castsi256_si128(acc),
        _mm256_extracti128_si256(acc, 1),
    );
    let s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0b01_00_11_10));
    let s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0b10_11_00_01));
    let mut total = _mm_cvtsi128_si32(s);
    for k in chunks * 16..n {
        total += i32::from(codes[k]) * i32::from(q[k]);
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::train::nn::Rng;

    fn unit(rng: &mut Rng) -> Embedding {
        let mut v: Vec<f32> = (0..DIM).map(|_| rng.normal()).collect();
        let n = v.iter().map(|x| x * x).sum::<f32>().sqrt();
        v.iter_mut().for_each(|x| *x /= n);
        Embedding::new(v).unwrap()
    }

    /// A vector near `base` (cosine about 1 - t²/2): nearest examples that differ in the last
    /// digits, where a loose bound would pick the wrong one.
    fn near(rng: &mut Rng, base: &Embedding, t: f32) -> Embedding {
        let mut v: Vec<f32> = base
            .as_slice()
            .iter()
            .map(|x| x + t * rng.normal() / (DIM as f32).sqrt())
            .collect();
        let n = v.iter().map(|x| x * x).sum::<f32>().sqrt();
        v.iter_mut().for_each(|x| *x /= n);
        Embedding::new(v).unwrap()
    }

    fn scan(es: &[Embedding], q: &Embedding, skip: impl Fn(usize) -> bool) -> f32 {
        es.iter()
            .enumerate()
            .filter(|(i, _)| !skip(*i))
            .map(|(_, e)| e.cosine(q))
            .fold(0.0f32, f32::max)
    }

    #[test]
    fn the_same_bits_as_the_full_scan() {
        let mut rng = Rng::new(11);
        // Clusters of close examples, as paraphrased questions are, and scattered ones.
        let centres: Vec<Embedding> = (0..20).map(|_| unit(&mut rng)).collect();
        let mut es = Vec::new();
        for c in &centres {
            for k in 0..40 {
                es.push(near(&mut rng, c, 0.02 + 0.01 * (k % 10) as f32));
            }
        }
        es.extend((0..300).map(|_| unit(&mut rng)));
        let index = EmbeddingIndex::new(es.clone());
        assert_eq!(index.len(), es.len());
        for round in 0..300 {
            let q = match round % 3 {
                0 => unit(&mut rng),
                1 => near(&mut rng, &centres[round % centres.len()], 0.05),
                // The query is one of the examples (similarity ~1), or left out.
                _ => es[(round * 7) % es.len()].clone(),
            };
            let all = index.max_cosine(&q, |_| false);
            assert_eq!(
                all.to_bits(),
                scan(&es, &q, |_| false).to_bits(),
                "round {round}"
            );
            let left = (round * 7) % es.len();
            let some = index.max_cosine(&q, |i| i == left || i % 5 == round % 5);
            let want = scan(&es, &q, |i| i == left || i % 5 == round % 5);
            assert_eq!(some.to_bits(), want.to_bits(), "round {round}, filtered");
        }
    }

    #[test]
    fn nothing_higher_than_zero_gives_zero() {
        let mut rng = Rng::new(3);
        let e = unit(&mut rng);
        let minus = Embedding::new(e.as_slice().iter().map(|x| -x).collect()).unwrap();
        let index = EmbeddingIndex::new(vec![minus]);
        assert_eq!(index.max_cosine(&e, |_| false), 0.0);
        assert_eq!(EmbeddingIndex::default().max_cosine(&e, |_| false), 0.0);
        assert_eq!(index.max_cosine(&e, |_| true), 0.0);
    }

    #[test]
    fn the_integer_dot_is_the_same_on_every_path() {
        let mut rng = Rng::new(5);
        for len in [384, 383, 17, 3, 0] {
            let codes: Vec<i8> = (0..len)
                .map(|_| (rng.below(255) as i32 - 127) as i8)
                .collect();
            let q: Vec<i16> = (0..len)
                .map(|_| (rng.below(2 * 16_383 + 1) as i32 - 16_383) as i16)
                .collect();
            assert_eq!(
                dot_codes(&codes, &q),
                dot_codes_portable(&codes, &q),
                "{len}"
            );
        }
        // The extremes cannot overflow.
        let codes = vec![-127i8; DIM];
        let q = vec![-16_383i16; DIM];
        assert_eq!(dot_codes(&codes, &q), 127 * 16_383 * DIM as i32);
    }

    #[test]
    fn few_examples_are_computed_exactly() {
        let mut rng = Rng::new(13);
        let es: Vec<Embedding> = (0..2_000).map(|_| unit(&mut rng)).collect();
        let index = EmbeddingIndex::new(es.clone());
        let q = near(&mut rng, &es[42], 0.3);
        let (best, computed) = index.max_cosine_counted(&q, |_| false);
        assert_eq!(best.to_bits(), scan(&es, &q, |_| false).to_bits());
        assert!(computed < 20, "{computed} of 2,000 computed exactly");
    }
}
