//! Explaining a change between two periods of sales: the headline change (with a seasonal
//! expectation), the revenue funnel decomposition (LMDI), per-product contributions, the
//! mix/rate split of conversion, and Adtributor across product, category and brand.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use super::decompose::{adtributor, contributions, lmdi, mix_rate};
use super::frame::{self, col, f, metric_unit, of, pct_change, ratio, s, totals};
use crate::table::{ColumnType as T, Table, Unit};
use crate::tools::ops::{col_idx, err, OpResult};

/// The metric the change tools compare: any additive numeric column of the per-product tables
/// they are given (revenue, units and orders of sales; sessions and page views of traffic; ad
/// spend ...), so a domain explains the measure that was asked. The name must be a column
/// name; a table that lacks it is an error naming the columns it has.
pub fn check_metric(metric: &str, tables: &[Option<&Table>]) -> OpResult<Unit> {
    let well_formed = !metric.is_empty()
        && metric
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && metric != "product_id"
        && metric != "date";
    if !well_formed {
        return Err(err(format!(
            "metric `{metric}` is not an additive column name (e.g. revenue, units, sessions)"
        )));
    }
    let mut unit = None;
    for t in tables.iter().flatten() {
        let i = col_idx(t, metric)?;
        let c = &t.columns[i];
        if !matches!(c.ty, T::Number | T::Integer) {
            return Err(err(format!("metric `{metric}` is not a numeric column")));
        }
        unit = unit.or(c.unit);
    }
    // The column's own unit (usd for revenue, count for sessions); by name when no table says.
    Ok(unit.unwrap_or_else(|| metric_unit(metric)))
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
    let unit = check_metric(
        metric,
        &[current, comparison, baseline_current, baseline_comparison],
    )?;
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
    let unit = check_metric(metric, &[current, comparison])?;
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

/// Per product, a ratio metric's numerator and denominator in each period, and their mix/rate
/// split: (products, n0, d0, n1, d1, split).
type RateParts = (Vec<String>, [Vec<f64>; 4], super::decompose::MixRate);

fn rate_parts(
    cur_num: Option<&Table>,
    cmp_num: Option<&Table>,
    cur_den: Option<&Table>,
    cmp_den: Option<&Table>,
    numerator: &str,
    denominator: &str,
) -> OpResult<RateParts> {
    let s1 = totals(cur_num, &[numerator])?;
    let s0 = totals(cmp_num, &[numerator])?;
    let t1 = totals(cur_den, &[denominator])?;
    let t0 = totals(cmp_den, &[denominator])?;
    let keys: Vec<String> = s1
        .keys()
        .chain(s0.keys())
        .chain(t1.keys())
        .chain(t0.keys())
        .cloned()
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let get = |m: &BTreeMap<String, Vec<f64>>, k: &String| m.get(k).map(|v| v[0]).unwrap_or(0.0);
    let n0: Vec<f64> = keys.iter().map(|k| get(&s0, k)).collect();
    let d0: Vec<f64> = keys.iter().map(|k| get(&t0, k)).collect();
    let n1: Vec<f64> = keys.iter().map(|k| get(&s1, k)).collect();
    let d1: Vec<f64> = keys.iter().map(|k| get(&t1, k)).collect();
    let m = mix_rate(&n0, &d0, &n1, &d1);
    Ok((keys, [n0, d0, n1, d1], m))
}

/// `conversion_mix_rate`: per product, the mix and rate effects on conversion (units/sessions),
/// with the product's own conversion in each period (null without sessions).
pub fn conversion_mix_rate(
    cur_sales: Option<&Table>,
    cmp_sales: Option<&Table>,
    cur_traffic: Option<&Table>,
    cmp_traffic: Option<&Table>,
) -> OpResult<Table> {
    let (keys, [n0, d0, n1, d1], m) = rate_parts(
        cur_sales,
        cmp_sales,
        cur_traffic,
        cmp_traffic,
        "units",
        "sessions",
    )?;
    let mut rows: Vec<(usize, (f64, f64))> = m.effects.into_iter().enumerate().collect();
    rows.sort_by(|a, b| {
        (b.1 .0 + b.1 .1)
            .abs()
            .total_cmp(&(a.1 .0 + a.1 .1).abs())
            .then_with(|| keys[a.0].cmp(&keys[b.0]))
    });
    let mut t = Table::new(vec![
        col("product_id", T::String, None),
        col("mix_effect", T::Number, Some(Unit::Percent)),
        col("rate_effect", T::Number, Some(Unit::Percent)),
        col("conversion_current", T::Number, Some(Unit::Percent)),
        col("conversion_comparison", T::Number, Some(Unit::Percent)),
    ]);
    for (i, (mix, rate)) in rows {
        t.rows.push(vec![
            s(&keys[i]),
            f(mix),
            f(rate),
            of(ratio(n1[i], d1[i])),
            of(ratio(n0[i], d0[i])),
        ]);
    }
    Ok(t)
}

/// `rate_change`: the headline change of a ratio metric (numerator column of one pair of
/// tables over the denominator column of another, e.g. units / sessions), split into mix and
/// rate effects that sum to the change exactly.
#[allow(clippy::too_many_arguments)]
pub fn rate_change(
    cur_num: Option<&Table>,
    cmp_num: Option<&Table>,
    cur_den: Option<&Table>,
    cmp_den: Option<&Table>,
    numerator: &str,
    denominator: &str,
    metric: &str,
) -> OpResult<Table> {
    check_metric(numerator, &[cur_num, cmp_num])?;
    check_metric(denominator, &[cur_den, cmp_den])?;
    let mut t = Table::new(vec![
        col("metric", T::String, None),
        col("current", T::Number, Some(Unit::Percent)),
        col("comparison", T::Number, Some(Unit::Percent)),
        col("change", T::Number, Some(Unit::Percent)),
        col("change_pct", T::Number, Some(Unit::Percent)),
        col("mix_effect", T::Number, Some(Unit::Percent)),
        col("rate_effect", T::Number, Some(Unit::Percent)),
        col("numerator_current", T::Number, None),
        col("numerator_comparison", T::Number, None),
        col("denominator_current", T::Number, None),
        col("denominator_comparison", T::Number, None),
    ]);
    // Without both periods of both tables there is no rate to compare: nulls, not zeros.
    let all = [cur_num, cmp_num, cur_den, cmp_den]
        .iter()
        .all(Option::is_some);
    let (_, [n0, d0, n1, d1], m) =
        rate_parts(cur_num, cmp_num, cur_den, cmp_den, numerator, denominator)?;
    let sum = |v: &[f64]| v.iter().sum::<f64>();
    let (mix, rate) = m
        .effects
        .iter()
        .fold((0.0, 0.0), |(a, b), (x, y)| (a + x, b + y));
    let known = |x: f64| if all { f(x) } else { Value::Null };
    let has_rate = all && sum(&d0) > 0.0 && sum(&d1) > 0.0;
    let rated = |x: f64| if has_rate { f(x) } else { Value::Null };
    t.rows.push(vec![
        s(metric),
        rated(m.r1),
        rated(m.r0),
        rated(m.r1 - m.r0),
        if has_rate {
            of(pct_change(m.r1, m.r0))
        } else {
            Value::Null
        },
        rated(mix),
        rated(rate),
        known(sum(&n1)),
        known(sum(&n0)),
        known(sum(&d1)),
        known(sum(&d0)),
    ]);
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
    let unit = check_metric(metric, &[current, comparison])?;
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
        // Any additive column of the tables given; a column they lack is an error naming it.
        let t = sales(json!([["d", "A", 1, 2.0]]));
        let e = change_summary(Some(&t), Some(&t), None, None, "profit").unwrap_err();
        assert!(e.to_string().contains("no column `profit`"), "{e}");
        assert!(change_summary(None, None, None, None, "Robert'); drop").is_err());
        assert!(change_summary(Some(&t), Some(&t), None, None, "date").is_err());
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

    #[test]
    fn the_change_tools_take_any_additive_column() {
        let ct = traffic(json!([["d", "A", 100], ["d", "B", 50]]));
        let pt = traffic(json!([["d", "A", 90], ["d", "B", 80]]));
        let c = change_summary(Some(&ct), Some(&pt), None, None, "sessions").unwrap();
        assert_eq!(c.rows[0][0], json!("sessions"));
        assert_eq!(c.rows[0][3].as_f64(), Some(-20.0));
        // The unit is the column's (count), not a guess from the name.
        assert_eq!(c.columns[1].unit, Some(Unit::Count));
        let p = product_contributions(Some(&ct), Some(&pt), None, "sessions").unwrap();
        assert_eq!(p.rows[0][0], json!("B"));
        assert_eq!(p.rows[0][4].as_f64(), Some(-30.0));
        let a = attribute_change(Some(&ct), Some(&pt), None, "sessions", 1.0).unwrap();
        assert!(a
            .rows
            .iter()
            .any(|r| r[1] == json!("B") && r[6] == json!(true)));
    }

    #[test]
    fn rate_change_is_the_ratio_of_sums_split_exactly() {
        let cur = sales(json!([["d", "A", 12, 240.0], ["d", "B", 5, 50.0]]));
        let prev = sales(json!([["d", "A", 10, 180.0], ["d", "B", 4, 40.0]]));
        let ct = traffic(json!([["d", "A", 100], ["d", "B", 50]]));
        let pt = traffic(json!([["d", "A", 90], ["d", "B", 40]]));
        let r = rate_change(
            Some(&cur),
            Some(&prev),
            Some(&ct),
            Some(&pt),
            "units",
            "sessions",
            "conversion_rate",
        )
        .unwrap();
        let v = |i: usize| r.rows[0][i].as_f64().unwrap();
        assert!((v(1) - 17.0 / 150.0).abs() < 1e-12);
        assert!((v(2) - 14.0 / 130.0).abs() < 1e-12);
        assert!((v(5) + v(6) - v(3)).abs() < 1e-12, "mix + rate = change");
        assert_eq!(v(9), 150.0);
        // A period without traffic has no rate: nulls, not 0 %.
        let r = rate_change(
            Some(&cur),
            Some(&prev),
            None,
            None,
            "units",
            "sessions",
            "x",
        )
        .unwrap();
        assert_eq!(r.rows[0][1], Value::Null);
        assert_eq!(r.rows[0][3], Value::Null);
        let m = conversion_mix_rate(Some(&cur), Some(&prev), Some(&ct), Some(&pt)).unwrap();
        let a = m.rows.iter().find(|r| r[0] == json!("A")).unwrap();
        assert!((a[3].as_f64().unwrap() - 0.12).abs() < 1e-12);
        assert!((a[4].as_f64().unwrap() - 10.0 / 90.0).abs() < 1e-12);
    }
}
