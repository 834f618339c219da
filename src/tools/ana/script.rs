//! The `ana::` script module: the analytics as Rhai functions, and their documentation.
//!
//! Two layers. Functions over arrays (`ana::lmdi`, `ana::ols`, `ana::change_point`, ...) expose
//! the statistics for small ad-hoc work. Functions over tables (`ana::decompose_revenue`,
//! `ana::detect_stockouts`, ...) do a whole analysis in Rust, so a tool script only reads its
//! arguments, applies defaults and shapes the result: per-row work never runs in Rhai.
//!
//! A table parameter accepts `()` for "not available": the analysis then uses what it has, and a
//! detector returns an empty findings table rather than failing.

use rhai::{Array, Dynamic, Map, Module, NativeCallContext, INT};

use super::{change, decompose, detect, series, stats};
use crate::table::Table;
use crate::tools::ops::OpResult;
use crate::tools::tbl::{at_call, ex, num_arg, reg, rt, strings, FnDoc, FnExample, Reg, Res};
use crate::tools::value::{dyn_num, ScriptTable};

/// A table argument that may be `()`.
fn opt(d: &Dynamic, what: &str) -> Res<Option<ScriptTable>> {
    if d.is_unit() {
        return Ok(None);
    }
    d.read_lock::<ScriptTable>()
        .map(|t| Some(t.clone()))
        .ok_or_else(|| {
            rt(format!(
                "{what} must be a table or (), not {}",
                d.type_name()
            ))
        })
}

/// An array of numbers.
fn nums(a: &Array, what: &str) -> Res<Vec<f64>> {
    a.iter()
        .map(|d| {
            dyn_num(d).ok_or_else(|| rt(format!("{what} must be numbers, found {}", d.type_name())))
        })
        .collect()
}

/// A count argument (a non-negative number).
fn count_arg(d: &Dynamic, what: &str) -> Res<usize> {
    let x = num_arg(d, what)?;
    if x < 0.0 || !x.is_finite() {
        return Err(rt(format!("{what} must be a non-negative number, not {x}")));
    }
    Ok(x as usize)
}

/// A date argument that may be `()`: a `YYYY-MM-DD` string.
fn opt_date(d: &Dynamic, what: &str) -> Res<Option<String>> {
    if d.is_unit() {
        return Ok(None);
    }
    let s = d
        .clone()
        .into_string()
        .map_err(|t| rt(format!("{what} must be a date string or (), not {t}")))?;
    crate::tools::dates::parse_date(&s).map_err(|e| rt(format!("{what}: {e}")))?;
    Ok(Some(s))
}

fn opt_f(x: Option<f64>) -> Dynamic {
    match x {
        Some(x) if x.is_finite() => Dynamic::from_float(x),
        _ => Dynamic::UNIT,
    }
}

fn table(t: OpResult<Table>) -> Res<ScriptTable> {
    t.map(ScriptTable::new).map_err(rt)
}

/// The `ana::` module.
pub fn analytics_module() -> (Module, Vec<&'static str>) {
    let mut r = Reg {
        module: Module::new(),
        names: Vec::new(),
    };

    // --- Over arrays -------------------------------------------------------------------------
    reg!(r, "log_mean", |a: Dynamic, b: Dynamic| {
        Ok(opt_f(decompose::log_mean(
            num_arg(&a, "a")?,
            num_arg(&b, "b")?,
        )))
    });
    reg!(r, "lmdi", |x0: Array, x1: Array| {
        let (x0, x1) = (nums(&x0, "factors")?, nums(&x1, "factors")?);
        if x0.len() != x1.len() {
            return Err(rt(format!(
                "both periods need the same factors ({} and {} given)",
                x0.len(),
                x1.len()
            )));
        }
        Ok(decompose::lmdi(&x0, &x1)
            .into_iter()
            .map(Dynamic::from_float)
            .collect::<Array>())
    });
    reg!(r, "t_p_value", |t: Dynamic, df: Dynamic| {
        Ok(opt_f(stats::t_p_value(
            num_arg(&t, "t")?,
            num_arg(&df, "df")?,
        )))
    });
    reg!(r, "median", |xs: Array| Ok(opt_f(stats::median(&nums(
        &xs, "values"
    )?))));
    reg!(r, "mad", |xs: Array| Ok(opt_f(stats::mad(&nums(
        &xs, "values"
    )?))));
    reg!(r, "robust_z", |xs: Array| {
        Ok(match stats::robust_z(&nums(&xs, "values")?) {
            Some(z) => Dynamic::from_array(z.into_iter().map(Dynamic::from_float).collect()),
            None => Dynamic::UNIT,
        })
    });
    reg!(r, "ols", |ys: Array| {
        let ys = nums(&ys, "values")?;
        let xs: Vec<f64> = (0..ys.len()).map(|i| i as f64).collect();
        Ok(match stats::ols(&xs, &ys) {
            Some(o) => {
                let mut m = Map::new();
                m.insert("slope".into(), Dynamic::from_float(o.slope));
                m.insert("intercept".into(), Dynamic::from_float(o.intercept));
                m.insert("r2".into(), opt_f(o.r2));
                m.insert("t".into(), opt_f(o.t));
                m.insert("p_value".into(), opt_f(o.p_value));
                m.insert("n".into(), Dynamic::from_int(o.n as INT));
                Dynamic::from_map(m)
            }
            None => Dynamic::UNIT,
        })
    });
    reg!(r, "pearson", |xs: Array, ys: Array| {
        let (xs, ys) = (nums(&xs, "x")?, nums(&ys, "y")?);
        Ok(match stats::pearson(&xs, &ys) {
            Some(p) => {
                let mut m = Map::new();
                m.insert("r".into(), Dynamic::from_float(p.r));
                m.insert("n".into(), Dynamic::from_int(p.n as INT));
                m.insert("p_value".into(), opt_f(p.p_value));
                Dynamic::from_map(m)
            }
            None => Dynamic::UNIT,
        })
    });
    reg!(r, "percentile_rank", |value: Dynamic, peers: Array| {
        Ok(opt_f(stats::percentile_rank(
            num_arg(&value, "the value")?,
            &nums(&peers, "peers")?,
        )))
    });
    reg!(r, "change_point", |xs: Array, min_len: Dynamic| {
        let xs = nums(&xs, "values")?;
        Ok(
            match stats::mean_shift(&xs, count_arg(&min_len, "min_len")?) {
                Some(c) => {
                    let mut m = Map::new();
                    m.insert("index".into(), Dynamic::from_int(c.index as INT));
                    m.insert("mean_before".into(), Dynamic::from_float(c.mean_before));
                    m.insert("mean_after".into(), Dynamic::from_float(c.mean_after));
                    m.insert("t".into(), opt_f(Some(c.t)));
                    Dynamic::from_map(m)
                }
                None => Dynamic::UNIT,
            },
        )
    });

    // --- Over tables -------------------------------------------------------------------------
    reg!(
        r,
        "change_summary",
        |current: Dynamic,
         comparison: Dynamic,
         baseline_current: Dynamic,
         baseline_comparison: Dynamic,
         metric: &str| {
            let (a, b) = (opt(&current, "current")?, opt(&comparison, "comparison")?);
            let (c, d) = (
                opt(&baseline_current, "baseline_current")?,
                opt(&baseline_comparison, "baseline_comparison")?,
            );
            table(change::change_summary(
                a.as_deref(),
                b.as_deref(),
                c.as_deref(),
                d.as_deref(),
                metric,
            ))
        }
    );
    reg!(
        r,
        "decompose_revenue",
        |current_sales: Dynamic,
         comparison_sales: Dynamic,
         current_traffic: Dynamic,
         comparison_traffic: Dynamic| {
            let a = opt(&current_sales, "current_sales")?;
            let b = opt(&comparison_sales, "comparison_sales")?;
            let c = opt(&current_traffic, "current_traffic")?;
            let d = opt(&comparison_traffic, "comparison_traffic")?;
            table(change::decompose_revenue(
                a.as_deref(),
                b.as_deref(),
                c.as_deref(),
                d.as_deref(),
            ))
        }
    );
    reg!(
        r,
        "product_contributions",
        |current: Dynamic, comparison: Dynamic, products: Dynamic, metric: &str| {
            let (a, b) = (opt(&current, "current")?, opt(&comparison, "comparison")?);
            let p = opt(&products, "products")?;
            table(change::product_contributions(
                a.as_deref(),
                b.as_deref(),
                p.as_deref(),
                metric,
            ))
        }
    );
    reg!(
        r,
        "conversion_mix_rate",
        |current_sales: Dynamic,
         comparison_sales: Dynamic,
         current_traffic: Dynamic,
         comparison_traffic: Dynamic| {
            let a = opt(&current_sales, "current_sales")?;
            let b = opt(&comparison_sales, "comparison_sales")?;
            let c = opt(&current_traffic, "current_traffic")?;
            let d = opt(&comparison_traffic, "comparison_traffic")?;
            table(change::conversion_mix_rate(
                a.as_deref(),
                b.as_deref(),
                c.as_deref(),
                d.as_deref(),
            ))
        }
    );
    reg!(r, "rate_change", |cur_num: Dynamic,
                            cmp_num: Dynamic,
                            cur_den: Dynamic,
                            cmp_den: Dynamic,
                            numerator: &str,
                            denominator: &str,
                            metric: &str| {
        let a = opt(&cur_num, "current_numerator")?;
        let b = opt(&cmp_num, "comparison_numerator")?;
        let c = opt(&cur_den, "current_denominator")?;
        let d = opt(&cmp_den, "comparison_denominator")?;
        table(change::rate_change(
            a.as_deref(),
            b.as_deref(),
            c.as_deref(),
            d.as_deref(),
            numerator,
            denominator,
            metric,
        ))
    });
    reg!(
        r,
        "attribute_change",
        |current: Dynamic,
         comparison: Dynamic,
         products: Dynamic,
         metric: &str,
         expected_ratio: Dynamic| {
            let (a, b) = (opt(&current, "current")?, opt(&comparison, "comparison")?);
            let p = opt(&products, "products")?;
            table(change::attribute_change(
                a.as_deref(),
                b.as_deref(),
                p.as_deref(),
                metric,
                num_arg(&expected_ratio, "expected_ratio")?,
            ))
        }
    );
    reg!(
        r,
        "detect_stockouts",
        |current_sales: Dynamic,
         current_traffic: Dynamic,
         current_inventory: Dynamic,
         comparison_sales: Dynamic,
         comparison_traffic: Dynamic,
         products: Dynamic,
         min_days: Dynamic| {
            let a = opt(&current_sales, "current_sales")?;
            let b = opt(&current_traffic, "current_traffic")?;
            let c = opt(&current_inventory, "current_inventory")?;
            let d = opt(&comparison_sales, "comparison_sales")?;
            let e = opt(&comparison_traffic, "comparison_traffic")?;
            let p = opt(&products, "products")?;
            table(detect::detect_stockouts(
                a.as_deref(),
                b.as_deref(),
                c.as_deref(),
                d.as_deref(),
                e.as_deref(),
                p.as_deref(),
                count_arg(&min_days, "min_days")?,
            ))
        }
    );
    reg!(
        r,
        "detect_price_changes",
        |pricing: Dynamic,
         sales: Dynamic,
         traffic: Dynamic,
         products: Dynamic,
         min_change: Dynamic,
         min_days: Dynamic,
         max_p_value: Dynamic,
         since: Dynamic| {
            let a = opt(&pricing, "pricing")?;
            let b = opt(&sales, "sales")?;
            let c = opt(&traffic, "traffic")?;
            let p = opt(&products, "products")?;
            table(detect::detect_price_changes(
                a.as_deref(),
                b.as_deref(),
                c.as_deref(),
                p.as_deref(),
                num_arg(&min_change, "min_change")?,
                count_arg(&min_days, "min_days")?,
                num_arg(&max_p_value, "max_p_value")?,
                opt_date(&since, "since")?.as_deref(),
            ))
        }
    );
    reg!(
        r,
        "detect_rating_changes",
        |reviews: Dynamic,
         sales: Dynamic,
         traffic: Dynamic,
         products: Dynamic,
         min_reviews: Dynamic,
         min_drop: Dynamic,
         max_p_value: Dynamic,
         since: Dynamic,
         until: Dynamic| {
            let a = opt(&reviews, "reviews")?;
            let b = opt(&sales, "sales")?;
            let c = opt(&traffic, "traffic")?;
            let p = opt(&products, "products")?;
            table(detect::detect_rating_changes(
                a.as_deref(),
                b.as_deref(),
                c.as_deref(),
                p.as_deref(),
                count_arg(&min_reviews, "min_reviews")?,
                num_arg(&min_drop, "min_drop")?,
                num_arg(&max_p_value, "max_p_value")?,
                opt_date(&since, "since")?.as_deref(),
                opt_date(&until, "until")?.as_deref(),
            ))
        }
    );
    reg!(
        r,
        "detect_ad_changes",
        |ads: Dynamic,
         traffic: Dynamic,
         baseline_traffic: Dynamic,
         sales: Dynamic,
         min_change: Dynamic| {
            let a = opt(&ads, "ads")?;
            let b = opt(&traffic, "traffic")?;
            let c = opt(&baseline_traffic, "baseline_traffic")?;
            let d = opt(&sales, "sales")?;
            table(detect::detect_ad_changes(
                a.as_deref(),
                b.as_deref(),
                c.as_deref(),
                d.as_deref(),
                num_arg(&min_change, "min_change")?,
            ))
        }
    );
    reg!(
        r,
        "check_account_health",
        |health: Dynamic, thresholds: Dynamic| {
            let h = opt(&health, "health")?;
            let mut given = Vec::new();
            if !thresholds.is_unit() {
                let m = thresholds.read_lock::<Map>().ok_or_else(|| {
                    rt("thresholds must be a map of metric to #{max: x} or #{min: x}")
                })?;
                for (k, v) in m.iter() {
                    let spec = v.read_lock::<Map>().ok_or_else(|| {
                        rt(format!(
                            "threshold for `{k}` must be #{{max: x}} or #{{min: x}}"
                        ))
                    })?;
                    let get = |n: &str| spec.get(n).and_then(dyn_num);
                    given.push((k.to_string(), get("max"), get("min")));
                }
            }
            let th = detect::merge_thresholds(&given).map_err(rt)?;
            table(detect::check_account_health(h.as_deref(), &th))
        }
    );
    reg!(r, "trend", |t: Dynamic,
                      date_column: &str,
                      value_column: &str| {
        let t = opt(&t, "series")?;
        table(series::trend(t.as_deref(), date_column, value_column))
    });
    reg!(
        r,
        "find_anomalies",
        |t: Dynamic, date_column: &str, value_column: &str, threshold: Dynamic| {
            let t = opt(&t, "series")?;
            table(series::find_anomalies(
                t.as_deref(),
                date_column,
                value_column,
                num_arg(&threshold, "threshold")?,
            ))
        }
    );
    reg!(
        r,
        "seasonal_indices",
        |t: Dynamic, date_column: &str, value_column: &str| {
            let t = opt(&t, "series")?;
            table(series::seasonal_indices(
                t.as_deref(),
                date_column,
                value_column,
            ))
        }
    );
    reg!(r, "correlate", |t: Dynamic, columns: Array| {
        let t = opt(&t, "table")?;
        table(series::correlate(
            t.as_deref(),
            &strings(&columns, "column names")?,
        ))
    });
    reg!(
        r,
        "benchmark_position",
        |t: Dynamic, lower_is_better: Array| {
            let t = opt(&t, "benchmark")?;
            table(series::benchmark_position(
                t.as_deref(),
                &strings(&lower_is_better, "metric names")?,
            ))
        }
    );

    r.module.build_index();
    (r.module, r.names)
}

/// The tables the `ana::` examples see besides `sales`: two periods of a two-product shop.
pub fn example_tables() -> Vec<(&'static str, Table)> {
    let sales_cols = serde_json::json!([
        {"name": "date", "type": "date"},
        {"name": "product_id", "type": "string"},
        {"name": "orders", "type": "integer", "unit": "count"},
        {"name": "units", "type": "integer", "unit": "count"},
        {"name": "revenue", "type": "number", "unit": "usd"},
        {"name": "units_refunded", "type": "integer", "unit": "count"}
    ]);
    let traffic_cols = serde_json::json!([
        {"name": "date", "type": "date"},
        {"name": "product_id", "type": "string"},
        {"name": "page_views", "type": "integer", "unit": "count"},
        {"name": "sessions", "type": "integer", "unit": "count"}
    ]);
    let t = |columns: &serde_json::Value, rows: serde_json::Value| -> Table {
        serde_json::from_value(serde_json::json!({"columns": columns, "rows": rows}))
            .unwrap_or_default()
    };
    vec![
        (
            "cur",
            t(
                &sales_cols,
                serde_json::json!([
                    ["2025-10-01", "P1", 10, 10, 200.0, 0],
                    ["2025-10-01", "P2", 5, 5, 50.0, 0]
                ]),
            ),
        ),
        (
            "prev",
            t(
                &sales_cols,
                serde_json::json!([
                    ["2025-09-01", "P1", 20, 20, 400.0, 1],
                    ["2025-09-01", "P2", 4, 4, 40.0, 0]
                ]),
            ),
        ),
        (
            "cur_traffic",
            t(
                &traffic_cols,
                serde_json::json!([["2025-10-01", "P1", 250, 200], ["2025-10-01", "P2", 60, 50]]),
            ),
        ),
        (
            "prev_traffic",
            t(
                &traffic_cols,
                serde_json::json!([["2025-09-01", "P1", 250, 200], ["2025-09-01", "P2", 50, 40]]),
            ),
        ),
    ]
}

/// Every `ana::` function, documented; the examples run as tests.
pub const FUNCTIONS: &[FnDoc] = &[
    FnDoc {
        module: "ana",
        name: "log_mean",
        signature: "ana::log_mean(a, b) -> float | ()",
        summary: "The logarithmic mean (a - b) / (ln a - ln b), with L(a, a) = a and L(a, 0) = 0; \
                  () for negative inputs.",
        examples: &[
            ex!("ana::log_mean(4.0, 4.0)" => "4.0"),
            ex!("ana::log_mean(10.0, 0.0)" => "0.0"),
        ],
    },
    FnDoc {
        module: "ana",
        name: "lmdi",
        signature: "ana::lmdi(factors_before, factors_after) -> array",
        summary: "LMDI-I additive decomposition of the change of a product of factors: one effect \
                  per factor, summing exactly to the change of the product. A factor that goes \
                  to or from 0 takes the whole change (shared equally when several do).",
        examples: &[
            ex!("ana::lmdi([100, 0.1, 20], [120, 0.1, 20])" => "[40.0, 0.0, 0.0]"),
            ex!("ana::lmdi([100, 0.1, 20], [90, 0.0, 20])" => "[0.0, -200.0, 0.0]"),
        ],
    },
    FnDoc {
        module: "ana",
        name: "t_p_value",
        signature: "ana::t_p_value(t, df) -> float | ()",
        summary: "Two-sided p-value of a Student t statistic with df degrees of freedom.",
        examples: &[ex!("ana::t_p_value(2.0, 10)" => "0.07338803477074261")],
    },
    FnDoc {
        module: "ana",
        name: "median",
        signature: "ana::median(values) -> float | ()",
        summary: "The median (mean of the middle two for an even count); () when empty.",
        examples: &[ex!("ana::median([4, 1, 3, 2])" => "2.5")],
    },
    FnDoc {
        module: "ana",
        name: "mad",
        signature: "ana::mad(values) -> float | ()",
        summary: "Median absolute deviation from the median (unscaled).",
        examples: &[ex!("ana::mad([1, 2, 3, 4, 10])" => "1.0")],
    },
    FnDoc {
        module: "ana",
        name: "robust_z",
        signature: "ana::robust_z(values) -> array | ()",
        summary: "Robust z-scores 0.6745 (x - median) / MAD; () when the MAD is 0 (nothing stands \
                  out by this measure).",
        examples: &[
            ex!("ana::robust_z([1, 2, 3, 4, 10])" => "[-1.349, -0.6745, 0.0, 0.6745, 4.7215]"),
            ex!("ana::robust_z([5, 5, 5, 9])" => "null"),
        ],
    },
    FnDoc {
        module: "ana",
        name: "ols",
        signature: "ana::ols(values) -> #{slope, intercept, r2, t, p_value, n} | ()",
        summary: "Least-squares line through the values at positions 0, 1, 2, ...; t and p_value \
                  (n - 2 degrees of freedom) test the slope, () with fewer than 3 values.",
        examples: &[ex!("let f = ana::ols([1, 3, 5, 7, 9]); [f.slope, f.intercept, f.r2, f.p_value, f.n]" =>
            "[2.0, 1.0, 1.0, 0.0, 5]")],
    },
    FnDoc {
        module: "ana",
        name: "pearson",
        signature: "ana::pearson(xs, ys) -> #{r, n, p_value} | ()",
        summary: "Pearson correlation with the p-value of r = 0; () when a side is constant.",
        examples: &[ex!("let p = ana::pearson([1, 2, 3, 4, 5], [2, 1, 4, 3, 5]); [p.r, p.n]" => "[0.8, 5]")],
    },
    FnDoc {
        module: "ana",
        name: "percentile_rank",
        signature: "ana::percentile_rank(value, peers) -> float | ()",
        summary: "Share of peers below the value, ties counting half (0..1).",
        examples: &[ex!("ana::percentile_rank(3, [1, 2, 3, 4])" => "0.625")],
    },
    FnDoc {
        module: "ana",
        name: "change_point",
        signature: "ana::change_point(values, min_len) -> #{index, mean_before, mean_after, t} | ()",
        summary: "The mean shift: the split maximising the Welch t between the two sides, each at \
                  least min_len long; index is the first value after the change. t is () when \
                  both sides are constant (an exact step).",
        examples: &[ex!("let c = ana::change_point([1, 2, 1, 2, 5, 6, 5, 6], 2); [c.index, c.mean_before, c.mean_after]" =>
            "[4, 1.5, 5.5]")],
    },
    FnDoc {
        module: "ana",
        name: "change_summary",
        signature: "ana::change_summary(current, comparison, baseline_current | (), baseline_comparison | (), metric) -> table",
        summary: "One row: metric, current, comparison, change, change_pct, seasonal_expected \
                  (comparison × baseline_current / baseline_comparison), seasonal_change_pct \
                  (baseline_current / baseline_comparison - 1), unexplained (current - \
                  seasonal_expected); the seasonal columns are null without baselines.",
        examples: &[ex!("tbl::rows(ana::change_summary(cur, prev, (), (), \"revenue\"))[0]" =>
            r#"{"metric":"revenue","current":250.0,"comparison":440.0,"change":-190.0,"change_pct":-0.4318181818181818,"seasonal_expected":null,"seasonal_change_pct":null,"unexplained":null}"#)],
    },
    FnDoc {
        module: "ana",
        name: "decompose_revenue",
        signature: "ana::decompose_revenue(current_sales, comparison_sales, current_traffic, comparison_traffic) -> table",
        summary: "LMDI-I of revenue = sessions × conversion × average selling price per product, \
                  summed: rows factor, effect (usd), share (of the change). The effects sum to the \
                  revenue change exactly. With no units in a period the other period's price is \
                  used, so a stockout shows as conversion.",
        examples: &[ex!("tbl::column(ana::decompose_revenue(cur, prev, cur_traffic, prev_traffic), \"effect\")" =>
            "[10.0, -200.0, 0.0]")],
    },
    FnDoc {
        module: "ana",
        name: "product_contributions",
        signature: "ana::product_contributions(current, comparison, products | (), metric) -> table",
        summary: "Per product: product_id, title, current, comparison, change, share_of_change; \
                  sorted by |change|; the changes sum to the total change.",
        examples: &[ex!("tbl::column(ana::product_contributions(cur, prev, (), \"revenue\"), \"change\")" =>
            "[-200.0, 10.0]")],
    },
    FnDoc {
        module: "ana",
        name: "conversion_mix_rate",
        signature: "ana::conversion_mix_rate(current_sales, comparison_sales, current_traffic, comparison_traffic) -> table",
        summary: "Per product: mix_effect and rate_effect on conversion (units / sessions), summing \
                  to the change in conversion. Units of a product without sessions are left out \
                  of conversion.",
        examples: &[ex!("let t = ana::conversion_mix_rate(cur, prev, cur_traffic, prev_traffic); [tbl::column(t, \"product_id\"), tbl::column(t, \"rate_effect\")]" =>
            r#"[["P1", "P2"], [-0.04083333333333334, 0.0]]"#)],
    },
    FnDoc {
        module: "ana",
        name: "rate_change",
        signature: "ana::rate_change(current_numerator, comparison_numerator, current_denominator, comparison_denominator, numerator, denominator, metric) -> table",
        summary: "One row: metric, current, comparison, change, change_pct of the ratio \
                  Σnumerator / Σdenominator (e.g. units / sessions), mix_effect and rate_effect \
                  (summing to change), and the four sums. Rates are null without both periods.",
        examples: &[ex!("let t = ana::rate_change(cur, prev, cur_traffic, prev_traffic, \"units\", \"sessions\", \"conversion_rate\"); tbl::rows(t)[0].metric" =>
            r#""conversion_rate""#)],
    },
    FnDoc {
        module: "ana",
        name: "attribute_change",
        signature: "ana::attribute_change(current, comparison, products | (), metric, expected_ratio) -> table",
        summary: "Adtributor over product, category and brand (only product without a products \
                  table): forecast = comparison × expected_ratio; rows dimension, element, \
                  forecast, actual, explanatory_power, surprise, selected, dimension_surprise.",
        examples: &[ex!("let t = ana::attribute_change(cur, prev, (), \"revenue\", 1.0); [tbl::column(t, \"element\"), tbl::column(t, \"selected\")]" =>
            r#"[["P2", "P1"], [false, true]]"#)],
    },
    FnDoc {
        module: "ana",
        name: "detect_stockouts",
        signature: "ana::detect_stockouts(current_sales, current_traffic, current_inventory, comparison_sales | (), comparison_traffic | (), products | (), min_days) -> table",
        summary: "Stockout findings: products with at least min_days days of on_hand = 0 while \
                  sessions > 0; lost units from the in-stock conversion, lost revenue from the \
                  in-stock price. No inventory: no findings.",
        examples: &[ex!("tbl::len(ana::detect_stockouts(cur, cur_traffic, (), prev, prev_traffic, (), 2))" => "0")],
    },
    FnDoc {
        module: "ana",
        name: "detect_price_changes",
        signature: "ana::detect_price_changes(pricing, sales, traffic, products | (), min_change, min_days, max_p_value, since | ()) -> table",
        summary: "Price-change findings: steps on or after since (earlier days are only the \
                  steps' before) of at least min_change in a product's regular \
                  price (promotions of up to 4 days removed by a running median; each side \
                  min_days days), with conversion on regular-price days moving at least 5% \
                  against the price, significantly (one-sided two-proportion test p-value at \
                  most max_p_value).",
        examples: &[ex!("tbl::len(ana::detect_price_changes((), cur, cur_traffic, (), 0.05, 7, 0.05, ()))" => "0")],
    },
    FnDoc {
        module: "ana",
        name: "detect_rating_changes",
        signature: "ana::detect_rating_changes(reviews, sales, traffic, products | (), min_reviews, min_drop, max_p_value, since | (), until | ()) -> table",
        summary: "Quality-drop findings (kind rating_drop): a product's mean rating falling \
                  (min_reviews each side, earlier reviews as the baseline, later ones as more of \
                  the after) and its refund rate rising (units_refunded / units of the sales), \
                  each with a scan p-value over the days from since to until (the share of \
                  simulated no-change series whose best split is as strong), combined by \
                  Fisher's method, times the products whose conversion fell at their day, at \
                  most max_p_value; dated at the day that best explains the quality and \
                  conversion falls together (among the days whose quality lines are as \
                  plausible), where conversion (promotion days left out) fell by at least 5%. A \
                  line is stated only when significant on its own (p <= 0.05; a rating also by \
                  min_drop stars); its columns are null otherwise.",
        examples: &[ex!("tbl::len(ana::detect_rating_changes((), cur, cur_traffic, (), 8, 0.5, 0.01, (), ()))" => "0")],
    },
    FnDoc {
        module: "ana",
        name: "detect_ad_changes",
        signature: "ana::detect_ad_changes(ads, traffic, baseline_traffic | (), sales | (), min_change) -> table",
        summary: "Ad-spend findings: a mean shift of total daily spend of at least min_change, \
                  when the advertised products' sessions moved with it by at least 5% against \
                  the expectation.",
        examples: &[ex!("tbl::len(ana::detect_ad_changes((), cur_traffic, (), cur, 0.3))" => "0")],
    },
    FnDoc {
        module: "ana",
        name: "check_account_health",
        signature: "ana::check_account_health(health, thresholds | ()) -> table",
        summary: "Account-health findings: per metric, the weeks beyond its threshold (defaults: \
                  order_defect_rate max 0.01, late_shipment_rate max 0.04, cancellation_rate max \
                  0.025, valid_tracking_rate min 0.95; a map metric → #{max} or #{min} overrides).",
        examples: &[ex!("tbl::names(ana::check_account_health((), ()))" =>
            r#"["kind","product_id","title","start","end","metric","threshold","worst","usual","weeks","impact","confidence"]"#)],
    },
    FnDoc {
        module: "ana",
        name: "trend",
        signature: "ana::trend(series, date_column, value_column) -> table",
        summary: "Values summed per date, then OLS on their position: one row slope (per step), \
                  slope_pct (slope / mean), t, p_value, r2, n, direction (up | down | flat at \
                  p < 0.05).",
        examples: &[ex!("tbl::rows(ana::trend(sales, \"day\", \"units\"))[0].n" => "4")],
    },
    FnDoc {
        module: "ana",
        name: "find_anomalies",
        signature: "ana::find_anomalies(series, date_column, value_column, threshold) -> table",
        summary: "Values summed per date, divided by their weekday index (weekday median / \
                  overall median); days with |robust z| ≥ threshold, adjacent ones in the same \
                  direction merged into one row: start, end, days, value, expected (median × \
                  weekday index), excess (value - expected), z (the most extreme day's), \
                  direction.",
        examples: &[ex!("tbl::len(ana::find_anomalies(sales, \"day\", \"units\", 3.5))" => "0")],
    },
    FnDoc {
        module: "ana",
        name: "seasonal_indices",
        signature: "ana::seasonal_indices(series, date_column, value_column) -> table",
        summary: "Values summed per date; rows period (Mon..Sun, Jan..Dec), kind (weekday | \
                  month), index (mean of the period / overall daily mean).",
        examples: &[ex!("tbl::column(ana::seasonal_indices(sales, \"day\", \"units\"), \"period\")" =>
            r#"["Mon", "Tue", "Wed", "Mar"]"#)],
    },
    FnDoc {
        module: "ana",
        name: "correlate",
        signature: "ana::correlate(table, columns) -> table",
        summary: "Pearson r for every pair of columns over rows where both are numbers: rows a, b, \
                  r, n, p_value.",
        examples: &[ex!("tbl::column(ana::correlate(sales, [\"revenue\", \"units\"]), \"r\")" =>
            "[0.998571085071469]")],
    },
    FnDoc {
        module: "ana",
        name: "benchmark_position",
        signature: "ana::benchmark_position(benchmark, lower_is_better) -> table",
        summary: "Per metric with at least 5 peers: metric, seller_value, peer_median, gap_pct, \
                  percentile, position (below_p25 | p25_median | median_p75 | above_p75), better.",
        examples: &[ex!("tbl::len(ana::benchmark_position((), [\"acos\"]))" => "0")],
    },
];
