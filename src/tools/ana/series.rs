//! Time series and cross-sectional analytics: trend, weekday-adjusted anomalies, seasonal
//! indices, correlation between columns, and the seller's position among peers.

use chrono::Datelike;
use serde_json::Value;

use super::frame::{self, col, f, of, ratio, s};
use super::stats::{median, ols, pearson, robust_z, weekday_indices, weekday_indices_robust};
use crate::table::{ColumnType as T, Table, Unit};
use crate::tools::dates::parse_date;
use crate::tools::ops::{col_idx, OpResult};

/// How `seasonal_indices` labels its weekday rows (domains' finding rules compare with them).
pub const WEEKDAYS: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
/// How `seasonal_indices` labels its month rows.
pub const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// The value column's unit, to carry over to outputs in the same unit.
fn unit_of(t: &Table, column: &str) -> Option<Unit> {
    t.column(column).and_then(|c| c.unit)
}

/// `trend`: OLS of the per-date totals on their position (0, 1, 2, ...).
pub fn trend(series: Option<&Table>, date_col: &str, value_col: &str) -> OpResult<Table> {
    let unit = series.and_then(|t| unit_of(t, value_col));
    let points = match series {
        Some(t) => frame::series(t, date_col, value_col)?,
        None => Vec::new(),
    };
    let ys: Vec<f64> = points.iter().map(|p| p.1).collect();
    let xs: Vec<f64> = (0..ys.len()).map(|i| i as f64).collect();
    let fit = ols(&xs, &ys);
    let mut t = Table::new(vec![
        col("slope", T::Number, unit),
        col("slope_pct", T::Number, Some(Unit::Percent)),
        col("t", T::Number, None),
        col("p_value", T::Number, None),
        col("r2", T::Number, None),
        col("n", T::Integer, Some(Unit::Count)),
        col("direction", T::String, None),
    ]);
    let direction = match fit.and_then(|o| o.p_value.map(|p| (p, o.slope))) {
        Some((p, slope)) if p < 0.05 && slope > 0.0 => "up",
        Some((p, slope)) if p < 0.05 && slope < 0.0 => "down",
        _ => "flat",
    };
    t.rows.push(vec![
        of(fit.map(|o| o.slope)),
        of(fit.and_then(|o| ratio(o.slope, o.mean_y.abs()))),
        of(fit.and_then(|o| o.t)),
        of(fit.and_then(|o| o.p_value)),
        of(fit.and_then(|o| o.r2)),
        Value::from(ys.len() as i64),
        s(direction),
    ]);
    Ok(t)
}

/// Per-date totals with their weekday (0 = Monday).
fn dated(t: &Table, date_col: &str, value_col: &str) -> OpResult<Vec<(String, usize, u32, f64)>> {
    frame::series(t, date_col, value_col)?
        .into_iter()
        .map(|(d, v)| {
            let day = parse_date(&d)?;
            Ok((
                d,
                day.weekday().num_days_from_monday() as usize,
                day.month0(),
                v,
            ))
        })
        .collect()
}

/// `find_anomalies`: days whose weekday-deseasonalised value has a robust z of at least
/// `threshold` in absolute value. The weekday indices are medians (see
/// [`weekday_indices_robust`]) so that a spike does not hide in its own weekday's baseline.
/// Adjacent anomalous days in the same direction are one event (a four-day sale is one spike,
/// not four findings): one row with the run's first and last day, the summed values, expected
/// values and excess, and the run's most extreme z.
pub fn find_anomalies(
    series: Option<&Table>,
    date_col: &str,
    value_col: &str,
    threshold: f64,
) -> OpResult<Table> {
    let unit = series.and_then(|t| unit_of(t, value_col));
    let mut out = Table::new(vec![
        col("start", T::Date, None),
        col("end", T::Date, None),
        col("days", T::Integer, Some(Unit::Count)),
        col("value", T::Number, unit),
        col("expected", T::Number, unit),
        col("excess", T::Number, unit),
        col("z", T::Number, None),
        col("direction", T::String, None),
    ]);
    let Some(t) = series else { return Ok(out) };
    let pts = dated(t, date_col, value_col)?;
    let wd: Vec<usize> = pts.iter().map(|p| p.1).collect();
    let vals: Vec<f64> = pts.iter().map(|p| p.3).collect();
    let idx = weekday_indices_robust(&wd, &vals);
    let kept: Vec<(usize, f64)> = pts
        .iter()
        .enumerate()
        .filter_map(|(i, p)| idx[p.1].filter(|x| *x > 0.0).map(|x| (i, p.3 / x)))
        .collect();
    let ys: Vec<f64> = kept.iter().map(|k| k.1).collect();
    let (Some(z), Some(m)) = (robust_z(&ys), median(&ys)) else {
        return Ok(out);
    };
    /// One run of adjacent anomalous days.
    struct Run {
        start: String,
        end: String,
        last: chrono::NaiveDate,
        days: i64,
        value: f64,
        expected: Option<f64>,
        z: f64,
    }
    let mut runs: Vec<Run> = Vec::new();
    for ((i, _), z) in kept.iter().zip(z) {
        if z.abs() < threshold {
            continue;
        }
        let p = &pts[*i];
        let day = parse_date(&p.0)?;
        let expected = idx[p.1].map(|x| m * x);
        match runs.last_mut() {
            Some(r) if (day - r.last).num_days() == 1 && (r.z > 0.0) == (z > 0.0) => {
                r.end = p.0.clone();
                r.last = day;
                r.days += 1;
                r.value += p.3;
                r.expected = r.expected.zip(expected).map(|(a, b)| a + b);
                if z.abs() > r.z.abs() {
                    r.z = z;
                }
            }
            _ => runs.push(Run {
                start: p.0.clone(),
                end: p.0.clone(),
                last: day,
                days: 1,
                value: p.3,
                expected,
                z,
            }),
        }
    }
    for r in runs {
        out.rows.push(vec![
            s(&r.start),
            s(&r.end),
            Value::from(r.days),
            f(r.value),
            of(r.expected),
            of(r.expected.map(|e| r.value - e)),
            f(r.z),
            s(if r.z > 0.0 { "up" } else { "down" }),
        ]);
    }
    Ok(out)
}

/// `seasonal_indices`: weekday and month-of-year indices of the per-date totals (mean per
/// weekday or month over the overall daily mean).
pub fn seasonal_indices(
    series: Option<&Table>,
    date_col: &str,
    value_col: &str,
) -> OpResult<Table> {
    let mut out = Table::new(vec![
        col("period", T::String, None),
        col("kind", T::String, None),
        col("index", T::Number, Some(Unit::Ratio)),
    ]);
    let Some(t) = series else { return Ok(out) };
    let pts = dated(t, date_col, value_col)?;
    let vals: Vec<f64> = pts.iter().map(|p| p.3).collect();
    let wd: Vec<usize> = pts.iter().map(|p| p.1).collect();
    for (w, x) in weekday_indices(&wd, &vals).iter().enumerate() {
        if let Some(x) = x {
            out.rows.push(vec![s(WEEKDAYS[w]), s("weekday"), f(*x)]);
        }
    }
    // Months through the same computation: a month number stands in for the weekday.
    let mut sum = [0.0; 12];
    let mut count = [0usize; 12];
    for p in &pts {
        sum[p.2 as usize] += p.3;
        count[p.2 as usize] += 1;
    }
    let overall = vals.iter().sum::<f64>() / vals.len().max(1) as f64;
    if overall != 0.0 {
        for m in 0..12 {
            if count[m] > 0 {
                out.rows.push(vec![
                    s(MONTHS[m]),
                    s("month"),
                    f(sum[m] / count[m] as f64 / overall),
                ]);
            }
        }
    }
    Ok(out)
}

/// `correlate`: Pearson r for every pair of the named columns, over rows where both are numbers.
pub fn correlate(table: Option<&Table>, columns: &[String]) -> OpResult<Table> {
    let mut out = Table::new(vec![
        col("a", T::String, None),
        col("b", T::String, None),
        col("r", T::Number, Some(Unit::Ratio)),
        col("n", T::Integer, Some(Unit::Count)),
        col("p_value", T::Number, None),
    ]);
    let Some(t) = table else { return Ok(out) };
    let idx: Vec<usize> = columns
        .iter()
        .map(|c| col_idx(t, c))
        .collect::<OpResult<_>>()?;
    for i in 0..idx.len() {
        for j in i + 1..idx.len() {
            let (mut xs, mut ys) = (Vec::new(), Vec::new());
            for row in &t.rows {
                if let (Some(x), Some(y)) = (frame::num(&row[idx[i]]), frame::num(&row[idx[j]])) {
                    xs.push(x);
                    ys.push(y);
                }
            }
            let p = pearson(&xs, &ys);
            out.rows.push(vec![
                s(&columns[i]),
                s(&columns[j]),
                of(p.map(|p| p.r)),
                Value::from(xs.len() as i64),
                of(p.and_then(|p| p.p_value)),
            ]);
        }
    }
    Ok(out)
}

/// `benchmark_position`: per metric with at least 5 peers, the seller against the peer
/// quartiles.
pub fn benchmark_position(
    benchmark: Option<&Table>,
    lower_is_better: &[String],
) -> OpResult<Table> {
    let mut out = Table::new(vec![
        col("metric", T::String, None),
        col("seller_value", T::Number, None),
        col("peer_median", T::Number, None),
        col("gap_pct", T::Number, Some(Unit::Percent)),
        col("percentile", T::Number, Some(Unit::Percent)),
        col("position", T::String, None),
        col("better", T::Boolean, None),
    ]);
    let Some(t) = benchmark else { return Ok(out) };
    let c = |n: &str| col_idx(t, n);
    let (m, v, p25, p50, p75, peers) = (
        c("metric")?,
        c("seller_value")?,
        c("peer_p25")?,
        c("peer_median")?,
        c("peer_p75")?,
        c("peers")?,
    );
    let pct = t.column_index("seller_percentile");
    for row in &t.rows {
        let (Some(metric), Some(value), Some(median), Some(n)) = (
            frame::text(&row[m]),
            frame::num(&row[v]),
            frame::num(&row[p50]),
            frame::num(&row[peers]),
        ) else {
            continue;
        };
        if n < 5.0 {
            continue;
        }
        let position = match (frame::num(&row[p25]), frame::num(&row[p75])) {
            (Some(q1), Some(q3)) => s(if value < q1 {
                "below_p25"
            } else if value < median {
                "p25_median"
            } else if value <= q3 {
                "median_p75"
            } else {
                "above_p75"
            }),
            _ => Value::Null,
        };
        let lower = lower_is_better.contains(&metric);
        let better = if lower {
            value < median
        } else {
            value > median
        };
        out.rows.push(vec![
            s(&metric),
            f(value),
            f(median),
            of(ratio(value, median).map(|r| r - 1.0)),
            of(pct.and_then(|i| frame::num(&row[i]))),
            position,
            Value::Bool(better),
        ]);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn daily(values: &[f64]) -> Table {
        let mut t = Table::new(vec![
            col("date", T::Date, None),
            col("revenue", T::Number, Some(Unit::Usd)),
        ]);
        let first = chrono::NaiveDate::from_ymd_opt(2025, 9, 1).unwrap();
        for (i, v) in values.iter().enumerate() {
            let d = first + chrono::Duration::days(i as i64);
            t.rows.push(vec![s(&d.to_string()), f(*v)]);
        }
        t
    }

    #[test]
    fn adjacent_anomalous_days_are_one_event() {
        // Four flat weeks at about 100 a day, a three-day sale (Sep 10-12) and, a week later,
        // one bad day (Sep 19).
        let mut v: Vec<f64> = (0..28).map(|i| 100.0 + (i % 5) as f64).collect();
        v[9] = 300.0;
        v[10] = 280.0;
        v[11] = 260.0;
        v[18] = 20.0;
        let t = find_anomalies(Some(&daily(&v)), "date", "revenue", 3.5).unwrap();
        assert_eq!(t.rows.len(), 2, "{t:?}");
        let row = |r: usize, c: &str| {
            t.rows[r][t.columns.iter().position(|x| x.name == c).unwrap()].clone()
        };
        assert_eq!(row(0, "start"), "2025-09-10");
        assert_eq!(row(0, "end"), "2025-09-12");
        assert_eq!(row(0, "days"), 3);
        assert_eq!(row(0, "value").as_f64(), Some(840.0));
        let (value, expected, excess) = (
            row(0, "value").as_f64().unwrap(),
            row(0, "expected").as_f64().unwrap(),
            row(0, "excess").as_f64().unwrap(),
        );
        assert!((value - expected - excess).abs() < 1e-9);
        assert!(excess > 500.0, "{excess}");
        assert_eq!(row(0, "direction"), "up");
        assert_eq!(row(1, "start"), "2025-09-19");
        assert_eq!(row(1, "end"), "2025-09-19");
        assert_eq!(row(1, "days"), 1);
        assert_eq!(row(1, "direction"), "down");
    }
}
