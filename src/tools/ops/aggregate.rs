//! Aggregates: what one number a set of cells comes to (`sum`, `mean`, `min`, `max`, `count`,
//! `count_distinct`, `percentile`) and the same per group of rows (`group_by`, which with no
//! keys is `tbl::aggregate`). Kept together because they share the rules for which column types
//! each aggregate accepts and which unit and name its output column gets.

use std::cmp::Ordering;
use std::collections::HashMap;

use serde_json::Value;

use super::{cell, cents, cmp_cells, col_idx, err, int_json, key_of, unique_names, Key, OpResult};
use crate::table::{Column, ColumnType, Table, Unit};
use crate::tools::value::float_to_json;

/// An aggregate function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Agg {
    /// Sum of the numbers.
    Sum,
    /// Arithmetic mean of the numbers.
    Mean,
    /// Smallest value (numbers, dates or text).
    Min,
    /// Largest value (numbers, dates or text).
    Max,
    /// Number of non-null cells.
    Count,
    /// Number of distinct non-null cells.
    CountDistinct,
}

impl Agg {
    /// Parses `sum`, `mean` (or `avg`), `min`, `max`, `count`, `count_distinct`.
    pub fn parse(s: &str) -> OpResult<Agg> {
        Ok(match s {
            "sum" => Agg::Sum,
            "mean" | "avg" | "average" => Agg::Mean,
            "min" => Agg::Min,
            "max" => Agg::Max,
            "count" => Agg::Count,
            "count_distinct" => Agg::CountDistinct,
            other => {
                return Err(err(format!(
                    "unknown aggregate `{other}`, expected one of sum, mean, min, max, count, \
                     count_distinct"
                )))
            }
        })
    }

    fn as_str(self) -> &'static str {
        match self {
            Agg::Sum => "sum",
            Agg::Mean => "mean",
            Agg::Min => "min",
            Agg::Max => "max",
            Agg::Count => "count",
            Agg::CountDistinct => "count_distinct",
        }
    }

    fn is_count(self) -> bool {
        matches!(self, Agg::Count | Agg::CountDistinct)
    }
}

pub(super) fn require_numeric(c: &Column, agg: Agg) -> OpResult<()> {
    match (agg, c.ty) {
        (Agg::Sum | Agg::Mean, ColumnType::Integer | ColumnType::Number) => Ok(()),
        (Agg::Sum | Agg::Mean, ty) => Err(err(format!(
            "cannot {} column `{}`: it holds {} values, not numbers",
            agg.as_str(),
            c.name,
            crate::tools::value::type_name(ty)
        ))),
        _ => Ok(()),
    }
}

/// Aggregates the cells of one column over the given rows.
pub fn aggregate_cells<'a>(
    column: &Column,
    agg: Agg,
    cells: impl Iterator<Item = &'a Value>,
) -> OpResult<Value> {
    require_numeric(column, agg)?;
    let present = cells.filter(|v| !v.is_null());
    Ok(match agg {
        Agg::Count => int_json(present.count() as i64),
        Agg::CountDistinct => {
            let mut seen = std::collections::HashSet::new();
            for v in present {
                seen.insert(key_of(v));
            }
            int_json(seen.len() as i64)
        }
        Agg::Min => present
            .min_by(|a, b| cmp_cells(a, b))
            .cloned()
            .unwrap_or(Value::Null),
        Agg::Max => present
            .max_by(|a, b| cmp_cells(a, b))
            .cloned()
            .unwrap_or(Value::Null),
        Agg::Sum | Agg::Mean => {
            let (mut int_sum, mut all_int) = (0i64, column.ty == ColumnType::Integer);
            let (mut sum, mut n) = (0.0f64, 0usize);
            for v in present {
                let x = v.as_f64().ok_or_else(|| {
                    err(format!(
                        "column `{}` holds {v}, which is not a number",
                        column.name
                    ))
                })?;
                if all_int {
                    match v.as_i64().and_then(|i| int_sum.checked_add(i)) {
                        Some(s) => int_sum = s,
                        None => all_int = false,
                    }
                }
                sum += x;
                n += 1;
            }
            match agg {
                Agg::Sum if all_int => int_json(int_sum),
                Agg::Sum if column.unit == Some(Unit::Usd) => float_to_json(cents(sum)),
                Agg::Sum => float_to_json(sum),
                _ if n == 0 => Value::Null,
                _ => float_to_json(sum / n as f64),
            }
        }
    })
}

/// The description of an aggregated column. `suffixed` columns are named `<name>_<agg>`.
fn agg_column(src: &Column, agg: Agg, suffixed: bool) -> Column {
    let name = if suffixed {
        format!("{}_{}", src.name, agg.as_str())
    } else {
        src.name.clone()
    };
    let label = |what: &str| src.display_name.as_ref().map(|d| format!("{d} ({what})"));
    match agg {
        Agg::Count | Agg::CountDistinct => Column {
            name,
            ty: ColumnType::Integer,
            unit: Some(Unit::Count),
            display_name: label(if agg == Agg::Count {
                "count"
            } else {
                "distinct count"
            }),
        },
        Agg::Mean => Column {
            name,
            ty: ColumnType::Number,
            unit: src.unit,
            display_name: if suffixed {
                label("mean")
            } else {
                src.display_name.clone()
            },
        },
        Agg::Sum | Agg::Min | Agg::Max => Column {
            name,
            ty: src.ty,
            unit: src.unit,
            display_name: if suffixed {
                label(agg.as_str())
            } else {
                src.display_name.clone()
            },
        },
    }
}

/// One requested aggregate: a column and what to compute over it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AggSpec {
    /// The input column.
    pub column: String,
    /// The aggregates, in output order.
    pub aggs: Vec<Agg>,
}

/// Groups rows by the key columns and aggregates each group; with no keys, the whole table is one
/// group (and an empty table still gives one row). Groups come out sorted by key. Output columns:
/// the keys, then the aggregates in the input table's column order. A column with a single sum,
/// mean, min or max keeps its name; otherwise the output is named `<column>_<agg>`, and counts
/// are always `<column>_count` / `<column>_count_distinct`.
pub fn group_by(t: &Table, keys: &[String], specs: &[AggSpec]) -> OpResult<Table> {
    let key_idx: Vec<usize> = keys
        .iter()
        .map(|k| col_idx(t, k))
        .collect::<OpResult<_>>()?;
    let mut plan: Vec<(usize, Agg, Column)> = Vec::new();
    for spec in specs {
        col_idx(t, &spec.column)?;
        if spec.aggs.is_empty() {
            return Err(err(format!(
                "no aggregate given for column `{}`",
                spec.column
            )));
        }
    }
    for (ci, c) in t.columns.iter().enumerate() {
        for spec in specs.iter().filter(|s| s.column == c.name) {
            let single = spec.aggs.len() == 1;
            for &agg in &spec.aggs {
                let suffixed = !single || agg.is_count();
                plan.push((ci, agg, agg_column(c, agg, suffixed)));
            }
        }
    }
    // Group row indices by key, remembering each group's key cells.
    let mut index: HashMap<Vec<Key<'_>>, usize> = HashMap::new();
    let mut groups: Vec<(Vec<Value>, Vec<usize>)> = Vec::new();
    if key_idx.is_empty() {
        groups.push((Vec::new(), (0..t.rows.len()).collect()));
    } else {
        for r in 0..t.rows.len() {
            let k: Vec<Key<'_>> = key_idx.iter().map(|&ki| key_of(cell(t, r, ki))).collect();
            let g = *index.entry(k).or_insert_with(|| {
                groups.push((
                    key_idx.iter().map(|&ki| cell(t, r, ki).clone()).collect(),
                    vec![],
                ));
                groups.len() - 1
            });
            groups[g].1.push(r);
        }
        groups.sort_by(|a, b| {
            a.0.iter()
                .zip(&b.0)
                .map(|(x, y)| cmp_cells(x, y))
                .find(|o| o.is_ne())
                .unwrap_or(Ordering::Equal)
        });
    }
    let mut columns: Vec<Column> = key_idx.iter().map(|&ki| t.columns[ki].clone()).collect();
    columns.extend(plan.iter().map(|(_, _, c)| c.clone()));
    unique_names(&columns)?;
    let mut rows = Vec::with_capacity(groups.len());
    for (key_cells, members) in groups {
        let mut row = key_cells;
        for (ci, agg, _) in &plan {
            let cells = members.iter().map(|&r| cell(t, r, *ci));
            row.push(aggregate_cells(&t.columns[*ci], *agg, cells)?);
        }
        rows.push(row);
    }
    Ok(Table { columns, rows })
}

/// The `p`th percentile (0..=100) of a column's numbers, interpolating linearly between the
/// closest ranks (NumPy's default); `None` when the column has no numbers.
pub fn percentile(t: &Table, column: &str, p: f64) -> OpResult<Option<f64>> {
    if !(0.0..=100.0).contains(&p) {
        return Err(err(format!(
            "percentile must be between 0 and 100, not {p}"
        )));
    }
    let ci = col_idx(t, column)?;
    let mut xs: Vec<f64> = (0..t.rows.len())
        .filter_map(|r| cell(t, r, ci).as_f64())
        .collect();
    if xs.is_empty() {
        return Ok(None);
    }
    xs.sort_by(|a, b| a.partial_cmp(b).unwrap_or(Ordering::Equal));
    let rank = p / 100.0 * (xs.len() - 1) as f64;
    let (lo, hi) = (rank.floor() as usize, rank.ceil() as usize);
    let (a, b) = (xs[lo], xs[hi.min(xs.len() - 1)]);
    Ok(Some(a + (b - a) * (rank - lo as f64)))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::super::fixtures::{sales, t};
    use super::*;

    #[test]
    fn group_by_keeps_units_and_sorts_keys() {
        let specs = [
            AggSpec {
                column: "revenue".into(),
                aggs: vec![Agg::Sum],
            },
            AggSpec {
                column: "units".into(),
                aggs: vec![Agg::Sum, Agg::Count],
            },
        ];
        let g = group_by(&sales(), &["category".into()], &specs).unwrap();
        let names: Vec<&str> = g.columns.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["category", "revenue", "units_sum", "units_count"]);
        assert_eq!(g.columns[1].unit, Some(Unit::Usd));
        assert_eq!(g.columns[1].display_name.as_deref(), Some("Revenue"));
        assert_eq!(
            g.rows,
            vec![
                json!(["books", 20.2, 2, 1]).as_array().unwrap().clone(),
                json!(["toys", 40.4, 5, 2]).as_array().unwrap().clone()
            ]
        );
    }

    #[test]
    fn aggregate_of_empty_table_is_one_row() {
        let empty = Table::new(sales().columns);
        let specs = [AggSpec {
            column: "revenue".into(),
            aggs: vec![Agg::Sum, Agg::Mean],
        }];
        let g = group_by(&empty, &[], &specs).unwrap();
        assert_eq!(g.rows, vec![vec![json!(0.0), Value::Null]]);
    }

    #[test]
    fn percentile_interpolates() {
        let x = t(json!({"columns": [{"name": "a", "type": "integer"}],
                          "rows": [[1], [2], [3], [4]]}));
        assert_eq!(percentile(&x, "a", 50.0).unwrap(), Some(2.5));
        assert_eq!(percentile(&x, "a", 100.0).unwrap(), Some(4.0));
        assert!(percentile(&x, "a", 101.0).is_err());
    }

    #[test]
    fn keys_match_numbers_by_value_but_not_text() {
        let x = t(
            json!({"columns": [{"name": "k", "type": "string"}, {"name": "v", "type": "integer"}],
                          "rows": [[2, 1], [2.0, 1], ["2", 1], [null, 1]]}),
        );
        let specs = [AggSpec {
            column: "v".into(),
            aggs: vec![Agg::Sum],
        }];
        let g = group_by(&x, &["k".into()], &specs).unwrap();
        assert_eq!(
            g.rows,
            vec![
                vec![json!(2), json!(2)],
                vec![json!("2"), json!(1)],
                vec![Value::Null, json!(1)]
            ]
        );
    }
}
