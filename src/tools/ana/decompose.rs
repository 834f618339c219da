//! Exact decompositions of a change: LMDI-I for a product of factors, additive contributions by
//! key, the mix/rate split of a ratio, and Adtributor's explanatory power and surprise.
//!
//! "Exact" means the parts sum to the total change with no residual, up to floating-point
//! rounding (1e-9 relative to the size of the values); the property tests check it on random
//! inputs, zeros included. What a decomposition cannot claim: causality, or which of two
//! offsetting changes "really" happened first. It only apportions an identity.

use std::collections::BTreeMap;

/// The logarithmic mean `L(a, b) = (a - b) / (ln a - ln b)`, with `L(a, a) = a` and
/// `L(a, 0) = L(0, b) = 0` (the limits). Defined for non-negative inputs; `None` for negatives.
pub fn log_mean(a: f64, b: f64) -> Option<f64> {
    if a < 0.0 || b < 0.0 || a.is_nan() || b.is_nan() {
        return None;
    }
    if a == 0.0 || b == 0.0 {
        return Some(0.0);
    }
    let d = a - b;
    if d.abs() <= 1e-12 * a.max(b) {
        return Some((a + b) / 2.0);
    }
    Some(d / (a.ln() - b.ln()))
}

/// LMDI-I additive decomposition of the change of `V = Π x_k` from `x0` to `x1` (same length):
/// effect_k = L(V1, V0) · ln(x1_k / x0_k), computed as ΔV · w_k / Σw with w_k = ln(x1_k / x0_k)
/// (the same quantity, and it sums to ΔV without residual).
///
/// Zeros take the analytical limit: when a factor is 0 in one period (so V is 0 there), the
/// factors that are 0 in either period share the whole change ΔV equally and the others get 0.
/// With negative factors (outside LMDI's domain) the factors that changed share ΔV equally.
pub fn lmdi(x0: &[f64], x1: &[f64]) -> Vec<f64> {
    let k = x0.len().min(x1.len());
    let (x0, x1) = (&x0[..k], &x1[..k]);
    let v0: f64 = x0.iter().product();
    let v1: f64 = x1.iter().product();
    let dv = v1 - v0;
    let mut out = vec![0.0; k];
    if k == 0 {
        return out;
    }
    let share_among = |out: &mut Vec<f64>, pick: &dyn Fn(usize) -> bool| {
        let chosen: Vec<usize> = (0..k).filter(|i| pick(*i)).collect();
        if chosen.is_empty() {
            // Nothing changed, so dv is 0 up to rounding; give any rounding to the first factor.
            out[0] = dv;
        } else {
            for i in &chosen {
                out[*i] = dv / chosen.len() as f64;
            }
        }
    };
    if x0.iter().chain(x1).any(|x| *x < 0.0 || x.is_nan()) {
        share_among(&mut out, &|i| x0[i] != x1[i]);
        return out;
    }
    if x0.iter().chain(x1).any(|x| *x == 0.0) {
        share_among(&mut out, &|i| x0[i] == 0.0 || x1[i] == 0.0);
        return out;
    }
    let w: Vec<f64> = (0..k).map(|i| (x1[i] / x0[i]).ln()).collect();
    let sw: f64 = w.iter().sum();
    if sw.abs() > 1e-12 {
        for i in 0..k {
            out[i] = dv * w[i] / sw;
        }
    } else {
        // V barely changed while factors offset each other: L(V1, V0) → V.
        let l = (v0 + v1) / 2.0;
        for i in 0..k {
            out[i] = l * w[i];
        }
        // Keep the identity exact: the rounding residual goes to the largest effect.
        let resid = dv - out.iter().sum::<f64>();
        let big = (0..k)
            .max_by(|a, b| out[*a].abs().total_cmp(&out[*b].abs()))
            .unwrap_or(0);
        out[big] += resid;
    }
    out
}

/// One key's part of an additive change.
#[derive(Debug, Clone, PartialEq)]
pub struct Contribution {
    /// The key (e.g. a product id).
    pub key: String,
    /// Its value in the current period (0 when absent).
    pub current: f64,
    /// Its value in the comparison period (0 when absent).
    pub previous: f64,
    /// current - previous.
    pub change: f64,
}

/// Per-key contributions to the change of a sum: values are summed per key in each period, a key
/// missing from a period counts 0. Sorted by |change| descending, then key. Σ change equals the
/// total change.
pub fn contributions(current: &[(&str, f64)], previous: &[(&str, f64)]) -> Vec<Contribution> {
    let mut by: BTreeMap<&str, (f64, f64)> = BTreeMap::new();
    for (k, v) in current {
        by.entry(k).or_default().0 += v;
    }
    for (k, v) in previous {
        by.entry(k).or_default().1 += v;
    }
    let mut out: Vec<Contribution> = by
        .into_iter()
        .map(|(k, (c, p))| Contribution {
            key: k.to_string(),
            current: c,
            previous: p,
            change: c - p,
        })
        .collect();
    out.sort_by(|a, b| {
        b.change
            .abs()
            .total_cmp(&a.change.abs())
            .then_with(|| a.key.cmp(&b.key))
    });
    out
}

/// The mix/rate split of a ratio `R = Σ N_i / Σ D_i` over segments.
#[derive(Debug, Clone, PartialEq)]
pub struct MixRate {
    /// Per segment (input order): (mix effect, rate effect).
    pub effects: Vec<(f64, f64)>,
    /// R in the comparison period: Σ w0_i r0_i.
    pub r0: f64,
    /// R in the current period.
    pub r1: f64,
}

/// Splits the change of `R = Σ N_i / Σ D_i` into mix (shift of weight between segments) and rate
/// (change within a segment): with `w = D_i / ΣD` and `r_i = N_i / D_i` (0 when D_i = 0),
/// mix_i = (w1_i − w0_i)(r0_i + r1_i)/2 and rate_i = (r1_i − r0_i)(w0_i + w1_i)/2. Per segment
/// they sum to w1_i r1_i − w0_i r0_i, so in total to R1 − R0, where R = Σ w_i r_i (which is
/// ΣN/ΣD except that numerators over a zero denominator are left out: they have no rate).
pub fn mix_rate(n0: &[f64], d0: &[f64], n1: &[f64], d1: &[f64]) -> MixRate {
    let k = n0.len().min(d0.len()).min(n1.len()).min(d1.len());
    let t0: f64 = d0[..k].iter().sum();
    let t1: f64 = d1[..k].iter().sum();
    let share = |d: f64, t: f64| if t != 0.0 { d / t } else { 0.0 };
    let rate = |n: f64, d: f64| if d != 0.0 { n / d } else { 0.0 };
    let (mut r0, mut r1) = (0.0, 0.0);
    let effects = (0..k)
        .map(|i| {
            let (w0, w1) = (share(d0[i], t0), share(d1[i], t1));
            let (a, b) = (rate(n0[i], d0[i]), rate(n1[i], d1[i]));
            r0 += w0 * a;
            r1 += w1 * b;
            ((w1 - w0) * (a + b) / 2.0, (b - a) * (w0 + w1) / 2.0)
        })
        .collect();
    MixRate { effects, r0, r1 }
}

/// One element of a dimension, scored by Adtributor.
#[derive(Debug, Clone, PartialEq)]
pub struct Attributed {
    /// The element (e.g. a category).
    pub element: String,
    /// Expected value.
    pub forecast: f64,
    /// Actual value.
    pub actual: f64,
    /// (A_i − F_i) / (A − F); `None` when A = F.
    pub explanatory_power: Option<f64>,
    /// The element's Jensen–Shannon term between p = F_i/F and q = A_i/A (base-2 logs, so 0..1).
    pub surprise: f64,
    /// In the dimension's explanatory set.
    pub selected: bool,
}

/// The Jensen–Shannon term of one element: ½(p log2(2p/(p+q)) + q log2(2q/(p+q))), 0·log 0 = 0.
pub fn js_surprise(p: f64, q: f64) -> f64 {
    let m = (p + q) / 2.0;
    let term = |x: f64| {
        if x > 0.0 && m > 0.0 {
            x * (x / m).log2()
        } else {
            0.0
        }
    };
    (0.5 * (term(p) + term(q))).max(0.0)
}

/// Adtributor (Bhagwan et al., NSDI 2014) on one dimension: scores every element, then takes
/// elements by descending surprise, skipping those with explanatory power below `ep_floor`, until
/// the summed explanatory power reaches `ep_target`. When it never does, nothing is selected (the
/// dimension does not explain the change). Returns the elements sorted by surprise (descending,
/// then name) and the dimension's surprise (the sum over the selected elements).
pub fn adtributor(
    elements: &[(String, f64, f64)],
    ep_floor: f64,
    ep_target: f64,
) -> (Vec<Attributed>, f64) {
    let f: f64 = elements.iter().map(|e| e.1).sum();
    let a: f64 = elements.iter().map(|e| e.2).sum();
    let mut out: Vec<Attributed> = elements
        .iter()
        .map(|(name, fi, ai)| {
            let p = if f != 0.0 { fi / f } else { 0.0 };
            let q = if a != 0.0 { ai / a } else { 0.0 };
            Attributed {
                element: name.clone(),
                forecast: *fi,
                actual: *ai,
                explanatory_power: (a != f).then(|| (ai - fi) / (a - f)),
                surprise: js_surprise(p, q),
                selected: false,
            }
        })
        .collect();
    out.sort_by(|x, y| {
        y.surprise
            .total_cmp(&x.surprise)
            .then_with(|| x.element.cmp(&y.element))
    });
    let mut picked = Vec::new();
    let mut cum = 0.0;
    // A dimension with one element (every product in one category) always "explains" the
    // whole change with no surprise: it says nothing, so it selects nothing.
    let informative = out.len() >= 2;
    for (i, e) in out.iter().enumerate().filter(|_| informative) {
        let Some(ep) = e.explanatory_power else { break };
        if ep < ep_floor {
            continue;
        }
        picked.push(i);
        cum += ep;
        if cum >= ep_target {
            break;
        }
    }
    let mut total = 0.0;
    if cum >= ep_target {
        for i in picked {
            out[i].selected = true;
            total += out[i].surprise;
        }
    }
    (out, total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn scale(xs: &[f64]) -> f64 {
        xs.iter().fold(1.0f64, |m, x| m.max(x.abs()))
    }

    #[test]
    fn log_mean_limits() {
        assert_eq!(log_mean(3.0, 3.0), Some(3.0));
        assert_eq!(log_mean(3.0, 0.0), Some(0.0));
        assert_eq!(log_mean(0.0, 0.0), Some(0.0));
        let l = log_mean(std::f64::consts::E, 1.0).unwrap();
        assert!((l - (std::f64::consts::E - 1.0)).abs() < 1e-12);
        assert_eq!(log_mean(-1.0, 2.0), None);
        // Symmetric, and between the geometric and the arithmetic mean.
        let (a, b) = (2.0, 8.0);
        let l = log_mean(a, b).unwrap();
        assert_eq!(l, log_mean(b, a).unwrap());
        assert!(l > 4.0 && l < 5.0);
    }

    #[test]
    fn lmdi_textbook_case() {
        // V = 100 sessions × 0.1 × $20 = 200 → 120 × 0.1 × $20 = 240: all of it is sessions.
        let e = lmdi(&[100.0, 0.1, 20.0], &[120.0, 0.1, 20.0]);
        assert!((e[0] - 40.0).abs() < 1e-9 && e[1] == 0.0 && e[2] == 0.0);
        // Both sessions and price double: equal effects of (800 - 200)/2.
        let e = lmdi(&[100.0, 0.1, 20.0], &[200.0, 0.1, 40.0]);
        assert!((e[0] - 300.0).abs() < 1e-9 && (e[2] - 300.0).abs() < 1e-9);
        // The LMDI formula itself: L(V1,V0) ln(x1/x0).
        let e = lmdi(&[2.0, 3.0], &[5.0, 4.0]);
        let l = log_mean(20.0, 6.0).unwrap();
        assert!((e[0] - l * 2.5f64.ln()).abs() < 1e-9);
        assert!((e[1] - l * (4.0f64 / 3.0).ln()).abs() < 1e-9);
    }

    #[test]
    fn lmdi_zeros_take_the_whole_change() {
        // A stockout: conversion drops to 0, it takes the whole -200.
        assert_eq!(
            lmdi(&[100.0, 0.1, 20.0], &[90.0, 0.0, 20.0]),
            [0.0, -200.0, 0.0]
        );
        // Two factors from zero share the change.
        assert_eq!(lmdi(&[0.0, 0.0, 2.0], &[3.0, 4.0, 2.0]), [12.0, 12.0, 0.0]);
        assert_eq!(lmdi(&[0.0, 1.0], &[0.0, 5.0]), [0.0, 0.0]);
    }

    #[test]
    fn contributions_merge_keys() {
        let c = contributions(
            &[("a", 10.0), ("b", 5.0), ("a", 1.0)],
            &[("b", 9.0), ("c", 2.0)],
        );
        let keys: Vec<&str> = c.iter().map(|c| c.key.as_str()).collect();
        assert_eq!(keys, ["a", "b", "c"]);
        assert_eq!(
            (c[0].current, c[0].previous, c[0].change),
            (11.0, 0.0, 11.0)
        );
        assert_eq!(c[1].change, -4.0);
        assert_eq!(c[2].change, -2.0);
    }

    #[test]
    fn mix_rate_textbook_case() {
        // Segment a: 10/100 → 10/100; segment b: 5/100 → 15/300. Rates unchanged in b (0.05),
        // a's rate unchanged (0.1): the whole change is mix.
        let m = mix_rate(
            &[10.0, 5.0],
            &[100.0, 100.0],
            &[10.0, 15.0],
            &[100.0, 300.0],
        );
        assert!((m.r0 - 0.075).abs() < 1e-12 && (m.r1 - 25.0 / 400.0).abs() < 1e-12);
        assert_eq!(m.effects[0].1, 0.0);
        assert_eq!(m.effects[1].1, 0.0);
        let total: f64 = m.effects.iter().map(|(a, b)| a + b).sum();
        assert!((total - (m.r1 - m.r0)).abs() < 1e-12);
    }

    #[test]
    fn adtributor_picks_the_segment_that_moved() {
        let dims = vec![
            ("a".to_string(), 100.0, 40.0),
            ("b".to_string(), 100.0, 98.0),
            ("c".to_string(), 100.0, 102.0),
        ];
        let (els, s) = adtributor(&dims, 0.1, 0.67);
        assert_eq!(els[0].element, "a");
        assert!(els[0].selected && !els[1].selected && !els[2].selected);
        assert!((els[0].explanatory_power.unwrap() - 1.0).abs() < 1e-12);
        assert!((s - els[0].surprise).abs() < 1e-15 && s > 0.0);
        // p = q: no surprise, and no change: nothing selected.
        let (els, s) = adtributor(&[("x".into(), 5.0, 5.0)], 0.1, 0.67);
        assert_eq!((els[0].surprise, els[0].selected, s), (0.0, false, 0.0));
        // One element explains nothing, even when the total moved.
        let (els, _) = adtributor(&[("x".into(), 5.0, 9.0)], 0.1, 0.67);
        assert!(!els[0].selected);
        // JS bounds: disjoint distributions give 1 in total.
        assert!((js_surprise(1.0, 0.0) + js_surprise(0.0, 1.0) - 1.0).abs() < 1e-12);
    }

    fn factor() -> impl Strategy<Value = f64> {
        prop_oneof![3 => 0.001f64..1e4, 1 => Just(0.0)]
    }

    proptest! {
        #[test]
        fn lmdi_effects_sum_to_the_change(
            x in proptest::collection::vec((factor(), factor()), 1..5)
        ) {
            let x0: Vec<f64> = x.iter().map(|p| p.0).collect();
            let x1: Vec<f64> = x.iter().map(|p| p.1).collect();
            let v0: f64 = x0.iter().product();
            let v1: f64 = x1.iter().product();
            let e = lmdi(&x0, &x1);
            let sum: f64 = e.iter().sum();
            prop_assert!((sum - (v1 - v0)).abs() <= 1e-9 * scale(&[v0, v1]));
        }

        #[test]
        fn lmdi_positive_effects_sum_to_the_change(
            x in proptest::collection::vec((0.01f64..100.0, 0.01f64..100.0), 1..5)
        ) {
            let x0: Vec<f64> = x.iter().map(|p| p.0).collect();
            let x1: Vec<f64> = x.iter().map(|p| p.1).collect();
            let v0: f64 = x0.iter().product();
            let v1: f64 = x1.iter().product();
            let sum: f64 = lmdi(&x0, &x1).iter().sum();
            prop_assert!((sum - (v1 - v0)).abs() <= 1e-9 * scale(&[v0, v1]));
        }

        #[test]
        fn contributions_sum_to_the_change(
            cur in proptest::collection::vec((0usize..6, -1e6f64..1e6), 0..20),
            prev in proptest::collection::vec((0usize..6, -1e6f64..1e6), 0..20),
        ) {
            let keys = ["a", "b", "c", "d", "e", "f"];
            let c: Vec<(&str, f64)> = cur.iter().map(|(k, v)| (keys[*k], *v)).collect();
            let p: Vec<(&str, f64)> = prev.iter().map(|(k, v)| (keys[*k], *v)).collect();
            let total = c.iter().map(|x| x.1).sum::<f64>() - p.iter().map(|x| x.1).sum::<f64>();
            let sum: f64 = contributions(&c, &p).iter().map(|x| x.change).sum();
            prop_assert!((sum - total).abs() <= 1e-9 * 1e6 * 40.0);
        }

        #[test]
        fn mix_and_rate_sum_to_the_change_of_the_ratio(
            seg in proptest::collection::vec(
                (0u32..500, prop_oneof![3 => 1u32..5000, 1 => Just(0u32)],
                 0u32..500, prop_oneof![3 => 1u32..5000, 1 => Just(0u32)]),
                1..12)
        ) {
            // Numerators no larger than their denominators, as units ≤ sessions mostly are;
            // with a zero denominator the numerator is 0 too (R = ΣN/ΣD exactly then).
            let n0: Vec<f64> = seg.iter().map(|s| s.0.min(s.1) as f64).collect();
            let d0: Vec<f64> = seg.iter().map(|s| s.1 as f64).collect();
            let n1: Vec<f64> = seg.iter().map(|s| s.2.min(s.3) as f64).collect();
            let d1: Vec<f64> = seg.iter().map(|s| s.3 as f64).collect();
            let m = mix_rate(&n0, &d0, &n1, &d1);
            let ratio = |n: &[f64], d: &[f64]| {
                let t: f64 = d.iter().sum();
                if t == 0.0 { 0.0 } else { n.iter().sum::<f64>() / t }
            };
            let (r0, r1) = (ratio(&n0, &d0), ratio(&n1, &d1));
            prop_assert!((m.r0 - r0).abs() <= 1e-12 && (m.r1 - r1).abs() <= 1e-12);
            let total: f64 = m.effects.iter().map(|(a, b)| a + b).sum();
            prop_assert!((total - (r1 - r0)).abs() <= 1e-12);
        }
    }
}
