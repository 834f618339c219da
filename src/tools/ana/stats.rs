//! Statistics the detectors need, in plain Rust with no dependencies: Student t and normal
//! p-values (through a regularised incomplete beta written here), ordinary least squares, Pearson
//! correlation, robust z-scores (median and MAD), weekday indices and a mean-shift change point.
//!
//! Conventions: a statistic that is undefined for the input (too few points, zero variance) is
//! `None` rather than NaN, so callers must decide what an absent answer means.

/// `ln Γ(x)` for `x > 0` (Lanczos, g = 7, nine terms; ~1e-15 relative).
pub fn ln_gamma(x: f64) -> f64 {
    const G: f64 = 7.0;
    const C: [f64; 9] = [
        0.999_999_999_999_809_9,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_1,
        -176.615_029_162_140_6,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_572e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        // Reflection keeps the series in its accurate range.
        let pi = std::f64::consts::PI;
        return (pi / (pi * x).sin()).ln() - ln_gamma(1.0 - x);
    }
    let x = x - 1.0;
    let mut a = C[0];
    let t = x + G + 0.5;
    for (i, c) in C.iter().enumerate().skip(1) {
        a += c / (x + i as f64);
    }
    0.5 * (2.0 * std::f64::consts::PI).ln() + (x + 0.5) * t.ln() - t + a.ln()
}

/// The continued fraction of the incomplete beta (modified Lentz), valid for
/// `x < (a + 1) / (a + b + 2)`.
fn beta_cf(a: f64, b: f64, x: f64) -> f64 {
    const TINY: f64 = 1e-300;
    let (qab, qap, qam) = (a + b, a + 1.0, a - 1.0);
    let mut c = 1.0;
    let mut d = 1.0 - qab * x / qap;
    if d.abs() < TINY {
        d = TINY;
    }
    d = 1.0 / d;
    let mut h = d;
    for m in 1..=300 {
        let m = m as f64;
        let m2 = 2.0 * m;
        let aa = m * (b - m) * x / ((qam + m2) * (a + m2));
        d = 1.0 + aa * d;
        if d.abs() < TINY {
            d = TINY;
        }
        c = 1.0 + aa / c;
        if c.abs() < TINY {
            c = TINY;
        }
        d = 1.0 / d;
        h *= d * c;
        let aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
        d = 1.0 + aa * d;
        if d.abs() < TINY {
            d = TINY;
        }
        c = 1.0 + aa / c;
        if c.abs() < TINY {
            c = TINY;
        }
        d = 1.0 / d;
        let del = d * c;
        h *= del;
        if (del - 1.0).abs() < 1e-15 {
            break;
        }
    }
    h
}

/// The regularised incomplete beta function `I_x(a, b)` for `a, b > 0`, `0 <= x <= 1`.
pub fn incomplete_beta(a: f64, b: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    if x >= 1.0 {
        return 1.0;
    }
    let ln_front = ln_gamma(a + b) - ln_gamma(a) - ln_gamma(b) + a * x.ln() + b * (1.0 - x).ln();
    let front = ln_front.exp();
    if x < (a + 1.0) / (a + b + 2.0) {
        front * beta_cf(a, b, x) / a
    } else {
        1.0 - front * beta_cf(b, a, 1.0 - x) / b
    }
}

/// Two-sided p-value of a Student t statistic with `df` degrees of freedom. An infinite `t`
/// gives 0; `df <= 0` or a NaN `t` gives `None`.
pub fn t_p_value(t: f64, df: f64) -> Option<f64> {
    if t.is_nan() || df <= 0.0 || df.is_nan() {
        return None;
    }
    if t.is_infinite() {
        return Some(0.0);
    }
    Some(incomplete_beta(df / 2.0, 0.5, df / (df + t * t)).clamp(0.0, 1.0))
}

/// The regularised upper incomplete gamma `Q(a, x)` (series below a + 1, continued fraction
/// above; Numerical Recipes `gammq`).
fn gamma_q(a: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 1.0;
    }
    let gln = ln_gamma(a);
    if x < a + 1.0 {
        let (mut ap, mut sum) = (a, 1.0 / a);
        let mut del = sum;
        for _ in 0..500 {
            ap += 1.0;
            del *= x / ap;
            sum += del;
            if del.abs() < sum.abs() * 1e-16 {
                break;
            }
        }
        1.0 - sum * (-x + a * x.ln() - gln).exp()
    } else {
        const TINY: f64 = 1e-300;
        let mut b = x + 1.0 - a;
        let mut c = 1.0 / TINY;
        let mut d = 1.0 / b;
        let mut h = d;
        for i in 1..500 {
            let an = -(i as f64) * (i as f64 - a);
            b += 2.0;
            d = an * d + b;
            if d.abs() < TINY {
                d = TINY;
            }
            c = b + an / c;
            if c.abs() < TINY {
                c = TINY;
            }
            d = 1.0 / d;
            let del = d * c;
            h *= del;
            if (del - 1.0).abs() < 1e-16 {
                break;
            }
        }
        (-x + a * x.ln() - gln).exp() * h
    }
}

/// Two-sided p-value of a standard normal z: `P(|Z| >= |z|)` = erfc(|z|/√2) = Q(1/2, z²/2).
pub fn normal_p_value(z: f64) -> Option<f64> {
    if z.is_nan() {
        return None;
    }
    if z.is_infinite() {
        return Some(0.0);
    }
    Some(gamma_q(0.5, z * z / 2.0).clamp(0.0, 1.0))
}

/// Mean of a slice; `None` when empty.
pub fn mean(xs: &[f64]) -> Option<f64> {
    (!xs.is_empty()).then(|| xs.iter().sum::<f64>() / xs.len() as f64)
}

/// Median (mean of the two middle values for an even count); `None` when empty.
pub fn median(xs: &[f64]) -> Option<f64> {
    if xs.is_empty() {
        return None;
    }
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    let n = v.len();
    Some(if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    })
}

/// Median absolute deviation from the median (unscaled); `None` when empty.
pub fn mad(xs: &[f64]) -> Option<f64> {
    let m = median(xs)?;
    let dev: Vec<f64> = xs.iter().map(|x| (x - m).abs()).collect();
    median(&dev)
}

/// Robust z-scores `0.6745 (x - median) / MAD` (Iglewicz and Hoaglin). `None` when the MAD is 0
/// (more than half the values are equal: nothing stands out by this measure) or the input empty.
pub fn robust_z(xs: &[f64]) -> Option<Vec<f64>> {
    let m = median(xs)?;
    let d = mad(xs)?;
    if d <= 0.0 {
        return None;
    }
    Some(xs.iter().map(|x| 0.6745 * (x - m) / d).collect())
}

/// An ordinary least squares fit of y on x.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ols {
    /// Change of y per unit of x.
    pub slope: f64,
    /// y at x = 0.
    pub intercept: f64,
    /// Coefficient of determination; `None` when y is constant.
    pub r2: Option<f64>,
    /// slope / its standard error; `None` with fewer than 3 points. Infinite for a perfect fit
    /// with a non-zero slope.
    pub t: Option<f64>,
    /// Two-sided p-value of `t` with n - 2 degrees of freedom.
    pub p_value: Option<f64>,
    /// Points used.
    pub n: usize,
    /// Mean of y.
    pub mean_y: f64,
}

/// OLS of `ys` on `xs` (same length); `None` with fewer than 2 points or constant x.
pub fn ols(xs: &[f64], ys: &[f64]) -> Option<Ols> {
    let n = xs.len().min(ys.len());
    if n < 2 {
        return None;
    }
    let nf = n as f64;
    let mx = xs[..n].iter().sum::<f64>() / nf;
    let my = ys[..n].iter().sum::<f64>() / nf;
    let (mut sxx, mut sxy, mut syy) = (0.0, 0.0, 0.0);
    for i in 0..n {
        let (dx, dy) = (xs[i] - mx, ys[i] - my);
        sxx += dx * dx;
        sxy += dx * dy;
        syy += dy * dy;
    }
    if sxx <= 0.0 {
        return None;
    }
    let slope = sxy / sxx;
    let intercept = my - slope * mx;
    let r2 = (syy > 0.0).then(|| (sxy * sxy / (sxx * syy)).clamp(0.0, 1.0));
    let (t, p_value) = if n >= 3 {
        let sse = (syy - slope * sxy).max(0.0);
        let se = (sse / (nf - 2.0) / sxx).sqrt();
        // A residual below rounding noise is a perfect fit.
        let t = if se <= 1e-12 * slope.abs().max(f64::MIN_POSITIVE) {
            if slope == 0.0 {
                0.0
            } else {
                f64::INFINITY.copysign(slope)
            }
        } else {
            slope / se
        };
        (Some(t), t_p_value(t, nf - 2.0))
    } else {
        (None, None)
    };
    Some(Ols {
        slope,
        intercept,
        r2,
        t,
        p_value,
        n,
        mean_y: my,
    })
}

/// A Pearson correlation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pearson {
    /// The correlation coefficient, -1..1.
    pub r: f64,
    /// Pairs used.
    pub n: usize,
    /// Two-sided p-value of r = 0 (t = r √((n-2)/(1-r²)), n - 2 df); `None` when n < 3.
    pub p_value: Option<f64>,
}

/// Pearson correlation of paired values; `None` with fewer than 2 pairs or a constant side.
pub fn pearson(xs: &[f64], ys: &[f64]) -> Option<Pearson> {
    let n = xs.len().min(ys.len());
    if n < 2 {
        return None;
    }
    let nf = n as f64;
    let mx = xs[..n].iter().sum::<f64>() / nf;
    let my = ys[..n].iter().sum::<f64>() / nf;
    let (mut sxx, mut sxy, mut syy) = (0.0, 0.0, 0.0);
    for i in 0..n {
        let (dx, dy) = (xs[i] - mx, ys[i] - my);
        sxx += dx * dx;
        sxy += dx * dy;
        syy += dy * dy;
    }
    if sxx <= 0.0 || syy <= 0.0 {
        return None;
    }
    let r = (sxy / (sxx * syy).sqrt()).clamp(-1.0, 1.0);
    let p_value = if n >= 3 {
        let t = if r.abs() >= 1.0 {
            f64::INFINITY
        } else {
            r * ((nf - 2.0) / (1.0 - r * r)).sqrt()
        };
        t_p_value(t, nf - 2.0)
    } else {
        None
    };
    Some(Pearson { r, n, p_value })
}

/// The share of peers below `value`, counting ties as half (mid-rank), in 0..1; `None` without
/// peers.
pub fn percentile_rank(value: f64, peers: &[f64]) -> Option<f64> {
    if peers.is_empty() {
        return None;
    }
    let below = peers.iter().filter(|p| **p < value).count() as f64;
    let equal = peers.iter().filter(|p| **p == value).count() as f64;
    Some((below + 0.5 * equal) / peers.len() as f64)
}

/// Weekday indices: the mean value on each weekday (0 = Monday) divided by the overall mean of
/// all values. `None` for a weekday without values, and all `None` when the overall mean is 0.
pub fn weekday_indices(weekdays: &[usize], values: &[f64]) -> [Option<f64>; 7] {
    let mut sum = [0.0; 7];
    let mut count = [0usize; 7];
    for (w, v) in weekdays.iter().zip(values) {
        if *w < 7 {
            sum[*w] += v;
            count[*w] += 1;
        }
    }
    let mut out = [None; 7];
    let Some(overall) = mean(&values[..weekdays.len().min(values.len())]) else {
        return out;
    };
    if overall == 0.0 {
        return out;
    }
    for w in 0..7 {
        if count[w] > 0 {
            out[w] = Some(sum[w] / count[w] as f64 / overall);
        }
    }
    out
}

/// Robust weekday indices: the median value on each weekday divided by the median of all values.
/// Used to deseasonalise before looking for anomalies, where a mean index would let a spike
/// raise its own weekday's baseline (and make that weekday's normal days look low).
pub fn weekday_indices_robust(weekdays: &[usize], values: &[f64]) -> [Option<f64>; 7] {
    let mut by: [Vec<f64>; 7] = Default::default();
    for (w, v) in weekdays.iter().zip(values) {
        if *w < 7 {
            by[*w].push(*v);
        }
    }
    let mut out = [None; 7];
    let Some(overall) = median(&values[..weekdays.len().min(values.len())]) else {
        return out;
    };
    if overall == 0.0 {
        return out;
    }
    for w in 0..7 {
        out[w] = median(&by[w]).map(|m| m / overall);
    }
    out
}

/// A mean shift: the series splits at `index` (the first element after the change).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ChangePoint {
    /// First index of the second segment.
    pub index: usize,
    /// Mean of `values[..index]`.
    pub mean_before: f64,
    /// Mean of `values[index..]`.
    pub mean_after: f64,
    /// Welch t of after vs before; infinite when both sides are constant and differ.
    pub t: f64,
}

/// The split maximising the Welch t between the two sides, each at least `min_len` long (at
/// least 2). `None` when the series is too short or no split separates anything.
pub fn mean_shift(values: &[f64], min_len: usize) -> Option<ChangePoint> {
    let splits: Vec<usize> = (0..=values.len()).collect();
    mean_shift_at(values, &splits, min_len)
}

/// As [`mean_shift`], trying only the given split indices (e.g. day boundaries in a series of
/// per-review ratings).
pub fn mean_shift_at(values: &[f64], splits: &[usize], min_len: usize) -> Option<ChangePoint> {
    let n = values.len();
    let min_len = min_len.max(2);
    if n < 2 * min_len {
        return None;
    }
    // Centre first: prefix sums of squares of raw prices lose the variance to cancellation.
    let centre = values.iter().sum::<f64>() / n as f64;
    let scale = values
        .iter()
        .map(|v| v.abs())
        .fold(0.0f64, f64::max)
        .max(f64::MIN_POSITIVE);
    let mut s1 = vec![0.0; n + 1];
    let mut s2 = vec![0.0; n + 1];
    for (i, v) in values.iter().enumerate() {
        let d = v - centre;
        s1[i + 1] = s1[i] + d;
        s2[i + 1] = s2[i] + d * d;
    }
    let mut best: Option<(f64, f64, ChangePoint)> = None;
    for &k in splits {
        if k < min_len || n - k < min_len {
            continue;
        }
        let (n1, n2) = (k as f64, (n - k) as f64);
        let (a1, a2) = (s1[k], s1[n] - s1[k]);
        let (q1, q2) = (s2[k], s2[n] - s2[k]);
        let (m1, m2) = (a1 / n1, a2 / n2);
        let v1 = ((q1 - a1 * m1) / (n1 - 1.0)).max(0.0);
        let v2 = ((q2 - a2 * m2) / (n2 - 1.0)).max(0.0);
        let diff = m2 - m1;
        let se = (v1 / n1 + v2 / n2).sqrt();
        let t = if se <= 1e-9 * scale {
            if diff.abs() <= 1e-9 * scale {
                0.0
            } else {
                f64::INFINITY.copysign(diff)
            }
        } else {
            diff / se
        };
        let key = (t.abs(), diff.abs());
        if best.as_ref().is_none_or(|(bt, bd, _)| key > (*bt, *bd)) {
            best = Some((
                key.0,
                key.1,
                ChangePoint {
                    index: k,
                    mean_before: m1 + centre,
                    mean_after: m2 + centre,
                    t,
                },
            ));
        }
    }
    best.filter(|(t, _, _)| *t > 0.0).map(|(_, _, c)| c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) -> bool {
        (a - b).abs() <= tol
    }

    #[test]
    fn ln_gamma_matches_factorials() {
        assert!(close(ln_gamma(5.0), 24f64.ln(), 1e-12));
        assert!(close(
            ln_gamma(0.5),
            std::f64::consts::PI.sqrt().ln(),
            1e-12
        ));
    }

    #[test]
    fn incomplete_beta_known_values() {
        // I_x(1, 1) = x; I_x(a, 1) = x^a; symmetry I_x(a, b) = 1 - I_{1-x}(b, a).
        assert!(close(incomplete_beta(1.0, 1.0, 0.3), 0.3, 1e-12));
        assert!(close(incomplete_beta(3.0, 1.0, 0.5), 0.125, 1e-12));
        let (a, b, x) = (2.5, 4.0, 0.35);
        assert!(close(
            incomplete_beta(a, b, x),
            1.0 - incomplete_beta(b, a, 1.0 - x),
            1e-12
        ));
    }

    #[test]
    fn t_p_values_match_tables() {
        // t = 2.0, df = 10 → 0.07339 (R: 2*pt(-2, 10)).
        assert!(close(t_p_value(2.0, 10.0).unwrap(), 0.073_388_7, 1e-6));
        // t = 2.228, df = 10 → 0.05 (the 97.5% quantile).
        assert!(close(t_p_value(2.228_138_9, 10.0).unwrap(), 0.05, 1e-6));
        // df = 1 is Cauchy: p = 1 - 2 atan(t)/π; t = 1 → 0.5.
        assert!(close(t_p_value(1.0, 1.0).unwrap(), 0.5, 1e-9));
        assert_eq!(t_p_value(0.0, 5.0), Some(1.0));
        assert_eq!(t_p_value(f64::INFINITY, 5.0), Some(0.0));
        assert_eq!(t_p_value(1.0, 0.0), None);
    }

    #[test]
    fn normal_p_values_match_tables() {
        // R: 2 * pnorm(-z).
        assert!(close(normal_p_value(1.959_963_985).unwrap(), 0.05, 1e-9));
        assert!(close(normal_p_value(0.0).unwrap(), 1.0, 1e-12));
        assert!(close(
            normal_p_value(-3.0).unwrap(),
            0.002_699_796_063_260_2,
            1e-12
        ));
        assert!(close(
            normal_p_value(0.5).unwrap(),
            0.617_075_077_451_974_1,
            1e-12
        ));
    }

    #[test]
    fn median_mad_and_robust_z() {
        assert_eq!(median(&[3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(&[4.0, 1.0, 2.0, 3.0]), Some(2.5));
        assert_eq!(median(&[]), None);
        // median 3, deviations [2,1,0,1,7] → MAD 1.
        let xs = [1.0, 2.0, 3.0, 4.0, 10.0];
        assert_eq!(mad(&xs), Some(1.0));
        let z = robust_z(&xs).unwrap();
        assert!(close(z[4], 0.6745 * 7.0, 1e-12));
        assert_eq!(robust_z(&[5.0, 5.0, 5.0, 9.0]), None);
    }

    #[test]
    fn ols_recovers_a_line_and_tests_the_slope() {
        let xs = [0.0, 1.0, 2.0, 3.0, 4.0];
        let ys = [1.0, 3.0, 5.0, 7.0, 9.0];
        let f = ols(&xs, &ys).unwrap();
        assert!(close(f.slope, 2.0, 1e-12) && close(f.intercept, 1.0, 1e-12));
        assert_eq!(f.r2, Some(1.0));
        assert_eq!(f.p_value, Some(0.0));
        // y = [1, 2, 1.3, 3.75, 2.25]: slope 0.425, t 1.348 (R lm), p 0.27.
        let ys = [1.0, 2.0, 1.3, 3.75, 2.25];
        let f = ols(&xs, &ys).unwrap();
        assert!(close(f.slope, 0.425, 1e-12));
        let sxx = 10.0;
        let fitted: Vec<f64> = xs.iter().map(|x| f.intercept + f.slope * x).collect();
        let sse: f64 = ys.iter().zip(&fitted).map(|(y, h)| (y - h).powi(2)).sum();
        let t = 0.425 / (sse / 3.0 / sxx).sqrt();
        assert!(close(f.t.unwrap(), t, 1e-9));
        assert!(close(f.p_value.unwrap(), t_p_value(t, 3.0).unwrap(), 1e-12));
        assert!(ols(&[1.0], &[1.0]).is_none());
        assert!(ols(&[1.0, 1.0], &[1.0, 2.0]).is_none());
    }

    #[test]
    fn pearson_known_values() {
        let p = pearson(&[1.0, 2.0, 3.0, 4.0], &[2.0, 4.0, 6.0, 8.0]).unwrap();
        assert!(close(p.r, 1.0, 1e-12));
        assert_eq!(p.p_value, Some(0.0));
        // x = 1..5, y = [2, 1, 4, 3, 5]: r = 0.8; t = 0.8 √(3/0.36) = 2.3094, p = 0.1041.
        let p = pearson(&[1.0, 2.0, 3.0, 4.0, 5.0], &[2.0, 1.0, 4.0, 3.0, 5.0]).unwrap();
        assert!(close(p.r, 0.8, 1e-12));
        assert!(close(p.p_value.unwrap(), 0.104_088, 1e-5));
        assert!(pearson(&[1.0, 2.0], &[3.0, 3.0]).is_none());
    }

    #[test]
    fn percentile_rank_counts_ties_as_half() {
        let peers = [1.0, 2.0, 3.0, 4.0];
        assert_eq!(percentile_rank(3.0, &peers), Some(0.625));
        assert_eq!(percentile_rank(0.0, &peers), Some(0.0));
        assert_eq!(percentile_rank(9.0, &peers), Some(1.0));
        assert_eq!(percentile_rank(1.0, &[]), None);
    }

    #[test]
    fn weekday_indices_are_means_over_the_overall_mean() {
        // Two weeks, Saturday (5) doubled: overall mean = (12 + 2*2) / 14... computed directly.
        let weekdays: Vec<usize> = (0..14).map(|i| i % 7).collect();
        let values: Vec<f64> = weekdays
            .iter()
            .map(|w| if *w == 5 { 2.0 } else { 1.0 })
            .collect();
        let idx = weekday_indices(&weekdays, &values);
        let overall = 16.0 / 14.0;
        assert!(close(idx[5].unwrap(), 2.0 / overall, 1e-12));
        assert!(close(idx[0].unwrap(), 1.0 / overall, 1e-12));
        assert_eq!(weekday_indices(&[0, 1], &[0.0, 0.0]), [None; 7]);
    }

    #[test]
    fn robust_weekday_indices_ignore_a_spike() {
        let weekdays: Vec<usize> = (0..21).map(|i| i % 7).collect();
        let mut values = vec![100.0; 21];
        values[9] = 300.0; // a Wednesday
        let idx = weekday_indices_robust(&weekdays, &values);
        assert_eq!(idx[2], Some(1.0));
        assert!(weekday_indices(&weekdays, &values)[2].unwrap() > 1.5);
    }

    #[test]
    fn mean_shift_finds_a_step() {
        let mut xs = vec![10.0; 20];
        xs.extend(vec![12.5; 15]);
        let c = mean_shift(&xs, 7).unwrap();
        assert_eq!(c.index, 20);
        assert!(close(c.mean_before, 10.0, 1e-9) && close(c.mean_after, 12.5, 1e-9));
        assert!(c.t.is_infinite() && c.t > 0.0);
        // A noisy step: 1,2 alternating then 5,6 alternating.
        let xs: Vec<f64> = (0..30)
            .map(|i| (if i < 12 { 1.0 } else { 5.0 }) + (i % 2) as f64)
            .collect();
        let c = mean_shift(&xs, 5).unwrap();
        assert_eq!(c.index, 12);
        assert!(c.t > 10.0);
        assert!(mean_shift(&[1.0; 10], 3).is_none());
        assert!(mean_shift(&[1.0, 2.0, 3.0], 2).is_none());
    }

    #[test]
    fn mean_shift_at_uses_only_the_given_splits() {
        let xs = [1.0, 1.0, 1.0, 1.0, 5.0, 5.0, 5.0, 5.0];
        let c = mean_shift_at(&xs, &[2, 6], 2).unwrap();
        assert!(c.index == 2 || c.index == 6);
        assert_eq!(mean_shift_at(&xs, &[4], 2).unwrap().index, 4);
    }
}
