//! Explaining a change between two periods of sales: the headline change (with a seasonal
//! expectation), the revenue funnel decomposition (LMDI), per-product contributions, the
//! mix/rate split of conversion, and Adtributor across product, category and brand.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::decompose::{adtributor, contributions, lmdi, mix_rate};
use super::frame::{self, col, f, metric_unit, of, pct_change, ratio, s, totals};
use crate::table::{ColumnType as T, Table, Unit};
use crate::tools::ops::{err, OpResult};

/// The sales metrics the change tools accept.
pub fn check_metric(metric: &str) -> OpResult<()> {
    match metric {
        "revenue" | "units" | "orders" => Ok(()),
        other => Err(err(format!(
            "unknown metric `{other}`, expected revenue, units or orders"
        ))),
    }
}

/// `change_summary`: one row comparing the metric's totals, with the seasonal expectation when
/// both baseline tables (the same spans 364 days earlier) are given.
pub fn change_summary(
    current: Option<&Table>,
    comparison: Option<&Table>,
    baseline_current: Option<&Table>,
    baseline_comparison: Option<&Table>,
    metric: &str,
) -> OpResult<Table> {
    check_metric(metric)?;
    let unit = metric_unit(metric);
    let cur = frame::column_sum(current, metric)?;
    let cmp = frame::column_sum(comparison, metric)?;
    let bc = frame::column_sum(baseline_current, metric)?;
    let bp = frame::column_sum(baseline_comparison, metric)?;
    let change = cur.zip(cmp).map(|(a, b)| a - b);
    let change_pct = cur.zip(cmp).and_then(|(a, b)| pct_change(a, b));
    let season = bc.zip(bp).and_then(|(a, b)| ratio(a, b));
    let expected = cmp.zip(season).map(|(c, r)| c * r);
    let seasonal_pct = season.map(|r| r - 1.0);
    let unexplained = cur.zip(expected).map(|(a, e)| a - e);
    let mut t = Table::new(vec![
        col("metric", T::String, None),
        col("current", T::Number, Some(unit)),
        col("comparison", T::Number, Some(unit)),
        col("change", T::Number, Some(unit)),
        col("change_pct", T::Number, Some(Unit::Percent)),
        col("seasonal_expected", T::Number, Some(unit)),
        col("seasonal_change_pct", T::Number, Some(Unit::Percent)),
        col("unexplained", T::Number, Some(unit)),
    ]);
    t.rows.push(vec![
        s(metric),
        of(cur),
        of(cmp),
        of(change),
        of(change_pct),
        of(expected),
        of(seasonal_pct),
        of(unexplained),
    ]);
    Ok(t)
}

/// The funnel factors of one product in one period: (sessions, conversion, asp, revenue).
fn funnel(sessions: f64, units: f64, revenue: f64, other_asp: Option<f64>) -> [f64; 3] {
    let conversion = if sessions > 0.0 {
        units / sessions
    } else {
        0.0
    };
    let asp = if units > 0.0 {
        revenue / units
    } else {
        // No units: the price is unobserved; the other period's ASP carries no change, so the
        // loss shows as conversion (a stockout) rather than as a price collapse.
        other_asp.unwrap_or(0.0)
    };
    [sessions, conversion, asp]
}

/// `decompose_revenue`: LMDI-I of revenue = sessions × conversion × ASP per product, summed.
///
/// Revenue a product books that the funnel cannot produce (units with no sessions recorded, or
/// revenue without units) is attributed to the factor that is missing: sessions when sessions are
/// 0, average selling price when units are. The three effects always sum to the change of the
/// sales tables' revenue.
pub fn decompose_revenue(
    cur_sales: Option<&Table>,
    cmp_sales: Option<&Table>,
    cur_traffic: Option<&Table>,
    cmp_traffic: Option<&Table>,
) -> OpResult<Table> {
    let s1 = totals(cur_sales, &["units", "revenue"])?;
    let s0 = totals(cmp_sales, &["units", "revenue"])?;
    let t1 = totals(cur_traffic, &["sessions"])?;
    let t0 = totals(cmp_traffic, &["sessions"])?;
    let keys: BTreeSet<&String> = s1
        .keys()
        .chain(s0.keys())
        .chain(t1.keys())
        .chain(t0.keys())
        .collect();
    let mut effects = [0.0f64; 3];
    let mut total = 0.0;
    for k in keys {
        let get = |m: &BTreeMap<String, Vec<f64>>, i: usize| m.get(k).map(|v| v[i]).unwrap_or(0.0);
        let (u1, r1, u0, r0) = (get(&s1, 0), get(&s1, 1), get(&s0, 0), get(&s0, 1));
        let (ss1, ss0) = (get(&t1, 0), get(&t0, 0));
        total += r1 - r0;
        let asp1 = ratio(r1, u1).filter(|_| u1 > 0.0);
        let asp0 = ratio(r0, u0).filter(|_| u0 > 0.0);
        let x1 = funnel(ss1, u1, r1, asp0);
        let x0 = funnel(ss0, u0, r0, asp1);
        let m1: f64 = x1.iter().product();
        let m0: f64 = x0.iter().product();
        let e = lmdi(&x0, &x1);
        for i in 0..3 {
            effects[i] += e[i];
        }
        // What the funnel does not model (see above) goes to the missing factor.
        let resid = (r1 - r0) - (m1 - m0);
        if resid != 0.0 {
            let to = if (u1 > 0.0 && ss1 <= 0.0) || (u0 > 0.0 && ss0 <= 0.0) {
                0
            } else {
                2
            };
            effects[to] += resid;
        }
    }
    let mut t = Table::new(vec![
        col("factor", T::String, None),
        col("effect", T::Number, Some(Unit::Usd)),
        col("share", T::Number, Some(Unit::Percent)),
    ]);
    for (name, e) in ["sessions", "conversion", "average_selling_price"]
        .iter()
        .zip(effects)
    {
        t.rows.push(vec![s(name), f(e), of(ratio(e, total))]);
    }
    Ok(t)
}

/// `product_contributions`: per product, the metric in each period and its share of the change.
pub fn product_contributions(
    current: Option<&Table>,
    comparison: Option<&Table>,
    products: Option<&Table>,
    metric: &str,
) -> OpResult<Table> {
    check_metric(metric)?;
    let unit = metric_unit(metric);
    let names = frame::products(products)?;
    let c1 = totals(current, &[metric])?;
    let c0 = totals(comparison, &[metric])?;
    let cur: Vec<(&str, f64)> = c1.iter().map(|(k, v)| (k.as_str(), v[0])).collect();
    let prev: Vec<(&str, f64)> = c0.iter().map(|(k, v)| (k.as_str(), v[0])).collect();
    let rows = contributions(&cur, &prev);
    let total: f64 = rows.iter().map(|r| r.change).sum();
    let mut t = Table::new(vec![
        col("product_id", T::String, None),
        col("title", T::String, None),
        col("current", T::Number, Some(unit)),
        col("comparison", T::Number, Some(unit)),
        col("change", T::Number, Some(unit)),
        col("share_of_change", T::Number, Some(Unit::Percent)),
    ]);
    for r in rows {
        let title = names
            .get(&r.key)
            .and_then(|a| a[0].clone())
            .map(Value::String)
            .unwrap_or(Value::Null);
        t.rows.push(vec![
            s(&r.key),
            title,
            f(r.current),
            f(r.previous),
            f(r.change),
            of(ratio(r.change, total)),
        ]);
    }
    Ok(t)
}

/// `conversion_mix_rate`: per product, the mix and rate effects on conversion (units/sessions).
pub fn conversion_mix_rate(
    cur_sales: Option<&Table>,
    cmp_sales: Option<&Table>,
    cur_traffic: Option<&Table>,
    cmp_traffic: Option<&Table>,
) -> OpResult<Table> {
    let s1 = totals(cur_sales, &["units"])?;
    let s0 = totals(cmp_sales, &["units"])?;
    let t1 = totals(cur_traffic, &["sessions"])?;
    let t0 = totals(cmp_traffic, &["sessions"])?;
    let keys: Vec<&String> = s1
        .keys()
        .chain(s0.keys())
        .chain(t1.keys())
        .chain(t0.keys())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let get = |m: &BTreeMap<String, Vec<f64>>, k: &String| m.get(k).map(|v| v[0]).unwrap_or(0.0);
    let n0: Vec<f64> = keys.iter().map(|k| get(&s0, k)).collect();
    let d0: Vec<f64> = keys.iter().map(|k| get(&t0, k)).collect();
    let n1: Vec<f64> = keys.iter().map(|k| get(&s1, k)).collect();
    let d1: Vec<f64> = keys.iter().map(|k| get(&t1, k)).collect();
    let m = mix_rate(&n0, &d0, &n1, &d1);
    let mut rows: Vec<(&String, (f64, f64))> = keys.into_iter().zip(m.effects).collect();
    rows.sort_by(|a, b| {
        (b.1 .0 + b.1 .1)
            .abs()
            .total_cmp(&(a.1 .0 + a.1 .1).abs())
            .then_with(|| a.0.cmp(b.0))
    });
    let mut t = Table::new(vec![
        col("product_id", T::String, None),
        col("mix_effect", T::Number, Some(Unit::Percent)),
        col("rate_effect", T::Number, Some(Unit::Percent)),
    ]);
    for (k, (mix, rate)) in rows {
        t.rows.push(vec![s(k), f(mix), f(rate)]);
    }
    Ok(t)
}

/// `attribute_change`: Adtributor over the product, category and brand dimensions.
pub fn attribute_change(
    current: Option<&Table>,
    comparison: Option<&Table>,
    products: Option<&Table>,
    metric: &str,
    expected_ratio: f64,
) -> OpResult<Table> {
    check_metric(metric)?;
    let unit = metric_unit(metric);
    let attrs = frame::products(products)?;
    let c1 = totals(current, &[metric])?;
    let c0 = totals(comparison, &[metric])?;
    let ids: BTreeSet<&String> = c1.keys().chain(c0.keys()).collect();
    let dim_names: &[&str] = if products.is_some() {
        &["product", "category", "brand"]
    } else {
        &["product"]
    };
    let mut out_rows = Vec::new();
    for (d, name) in dim_names.iter().enumerate() {
        let mut by: BTreeMap<String, (f64, f64)> = BTreeMap::new();
        for id in &ids {
            let element = if d == 0 {
                (*id).clone()
            } else {
                attrs
                    .get(*id)
                    .and_then(|a| a[d].clone())
                    .unwrap_or_else(|| "unknown".to_string())
            };
            let e = by.entry(element).or_default();
            e.0 += c0.get(*id).map(|v| v[0]).unwrap_or(0.0) * expected_ratio;
            e.1 += c1.get(*id).map(|v| v[0]).unwrap_or(0.0);
        }
        let elements: Vec<(String, f64, f64)> =
            by.into_iter().map(|(k, (fc, ac))| (k, fc, ac)).collect();
        let (scored, surprise) = adtributor(&elements, 0.1, 0.67);
        out_rows.push((name, scored, surprise));
    }
    // Dimensions by their explanatory set's surprise, most surprising first (stable).
    out_rows.sort_by(|a, b| b.2.total_cmp(&a.2));
    let mut t = Table::new(vec![
        col("dimension", T::String, None),
        col("element", T::String, None),
        col("forecast", T::Number, Some(unit)),
        col("actual", T::Number, Some(unit)),
        col("explanatory_power", T::Number, Some(Unit::Percent)),
        col("surprise", T::Number, Some(Unit::Ratio)),
        col("selected", T::Boolean, None),
        col("dimension_surprise", T::Number, Some(Unit::Ratio)),
    ]);
    for (name, scored, surprise) in out_rows {
        for e in scored {
            t.rows.push(vec![
                s(name),
                s(&e.element),
                f(e.forecast),
                f(e.actual),
                of(e.explanatory_power),
                f(e.surprise),
                Value::Bool(e.selected),
                f(surprise),
            ]);
        }
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn sales(rows: serde_json::Value) -> Table {
        serde_json::from_value(json!({
            "columns": [
                {"name": "date", "type": "date"},
                {"name": "product_id", "type": "string"},
                {"name": "units", "type": "integer"},
                {"name": "revenue", "type": "number", "unit": "usd"}
            ],
            "rows": rows
        }))
        .unwrap()
    }

    fn traffic(rows: serde_json::Value) -> Table {
        serde_json::from_value(json!({
            "columns": [
                {"name": "date", "type": "date"},
                {"name": "product_id", "type": "string"},
                {"name": "sessions", "type": "integer"}
            ],
            "rows": rows
        }))
        .unwrap()
    }

    fn effects(t: &Table) -> Vec<f64> {
        t.rows.iter().map(|r| r[1].as_f64().unwrap()).collect()
    }

    #[test]
    fn decomposition_is_exact_with_the_funnel_broken_in_every_way() {
        // A: normal. B: units without sessions now. C: revenue without units (an adjustment).
        // D: only in the current period. E: only in the comparison period. F: traffic only.
        let cur = sales(json!([
            ["2025-10-01", "A", 12, 240.0],
            ["2025-10-01", "B", 5, 50.0],
            ["2025-10-01", "C", 0, -30.0],
            ["2025-10-01", "D", 3, 45.0]
        ]));
        let prev = sales(json!([
            ["2025-09-01", "A", 10, 180.0],
            ["2025-09-01", "B", 4, 40.0],
            ["2025-09-01", "C", 2, 20.0],
            ["2025-09-01", "E", 7, 70.0]
        ]));
        let ct = traffic(json!([
            ["2025-10-01", "A", 100],
            ["2025-10-01", "D", 30],
            ["2025-10-01", "F", 9]
        ]));
        let pt = traffic(json!([
            ["2025-09-01", "A", 90],
            ["2025-09-01", "B", 40],
            ["2025-09-01", "C", 10],
            ["2025-09-01", "E", 50]
        ]));
        let d = decompose_revenue(Some(&cur), Some(&prev), Some(&ct), Some(&pt)).unwrap();
        let total: f64 = effects(&d).iter().sum();
        let change = (240.0 + 50.0 - 30.0 + 45.0) - (180.0 + 40.0 + 20.0 + 70.0);
        assert!((total - change).abs() < 1e-9, "{total} vs {change}");
        // Shares sum to 1.
        let shares: f64 = d.rows.iter().map(|r| r[2].as_f64().unwrap()).sum();
        assert!((shares - 1.0).abs() < 1e-12);
    }

    #[test]
    fn absent_tables_do_not_throw() {
        let d = decompose_revenue(None, None, None, None).unwrap();
        assert_eq!(effects(&d), [0.0, 0.0, 0.0]);
        assert_eq!(d.rows[0][2], Value::Null);
        let s = change_summary(None, None, None, None, "revenue").unwrap();
        assert_eq!(s.rows[0][1], Value::Null);
        assert!(product_contributions(None, None, None, "units")
            .unwrap()
            .rows
            .is_empty());
        assert!(conversion_mix_rate(None, None, None, None)
            .unwrap()
            .rows
            .is_empty());
        assert!(attribute_change(None, None, None, "orders", 1.0)
            .unwrap()
            .rows
            .is_empty());
        assert!(change_summary(None, None, None, None, "profit").is_err());
    }

    #[test]
    fn contributions_and_mix_rate_are_exact_on_tables() {
        let cur = sales(json!([
            ["d", "A", 12, 240.0],
            ["d", "B", 5, 50.0],
            ["d", "D", 3, 45.0]
        ]));
        let prev = sales(json!([
            ["d", "A", 10, 180.0],
            ["d", "B", 4, 40.0],
            ["d", "E", 7, 70.0]
        ]));
        let c = product_contributions(Some(&cur), Some(&prev), None, "revenue").unwrap();
        let sum: f64 = c.rows.iter().map(|r| r[4].as_f64().unwrap()).sum();
        assert!((sum - (335.0 - 290.0)).abs() < 1e-9);
        let ct = traffic(json!([["d", "A", 100], ["d", "B", 50], ["d", "D", 30]]));
        let pt = traffic(json!([["d", "A", 90], ["d", "B", 40], ["d", "E", 50]]));
        let m = conversion_mix_rate(Some(&cur), Some(&prev), Some(&ct), Some(&pt)).unwrap();
        let sum: f64 = m
            .rows
            .iter()
            .map(|r| r[1].as_f64().unwrap() + r[2].as_f64().unwrap())
            .sum();
        assert!((sum - (20.0 / 180.0 - 21.0 / 180.0)).abs() < 1e-12);
    }
}
