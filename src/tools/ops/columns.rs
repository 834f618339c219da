//! Column operations: columns computed from others (`derive`, `moving_average`), dates moved
//! to their period or shifted (`bucket_dates`, `shift_dates`), column choice (`select`, `drop`,
//! `set_or_add_column`) and `format_column`, which turns numbers into text for people. Each
//! decides the unit and display name of the column it makes.

use serde_json::Value;

use super::aggregate::{require_numeric, Agg};
use super::rows::{sort, Order};
use super::{cell, cents, col_idx, err, int_json, unique_names, OpResult};
use crate::table::{Column, ColumnType, Table, Unit};
use crate::tools::dates::{self, Period};
use crate::tools::format::{self, Style};
use crate::tools::value::float_to_json;

/// A column computed from two others, row by row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Derive {
    /// `a / b`; `null` when `b` is 0.
    Ratio,
    /// `a - b`.
    Difference,
    /// `a + b`.
    Sum,
    /// `a * b`.
    Product,
    /// `(a - b) / |b|` as a fraction; `null` when `b` is 0.
    PctChange,
}

impl Derive {
    /// Parses `ratio`, `difference`, `sum`, `product`, `pct_change`.
    pub fn parse(s: &str) -> OpResult<Derive> {
        Ok(match s {
            "ratio" | "divide" => Derive::Ratio,
            "difference" | "subtract" => Derive::Difference,
            "sum" | "add" => Derive::Sum,
            "product" | "multiply" => Derive::Product,
            "pct_change" => Derive::PctChange,
            other => {
                return Err(err(format!(
                    "unknown operation `{other}`, expected one of ratio, difference, sum, \
                     product, pct_change"
                )))
            }
        })
    }

    /// Applies the operation to two numbers; `None` when undefined (division by zero).
    pub fn apply(self, a: f64, b: f64) -> Option<f64> {
        let out = match self {
            Derive::Ratio if b == 0.0 => return None,
            Derive::Ratio => a / b,
            Derive::Difference => a - b,
            Derive::Sum => a + b,
            Derive::Product => a * b,
            Derive::PctChange if b == 0.0 => return None,
            Derive::PctChange => (a - b) / b.abs(),
        };
        out.is_finite().then_some(out)
    }

    /// The unit of the result when the caller does not give one.
    fn default_unit(self, a: &Column, b: &Column) -> Option<Unit> {
        match self {
            Derive::Difference | Derive::Sum if a.unit == b.unit => a.unit,
            Derive::Difference | Derive::Sum | Derive::Product => None,
            Derive::Ratio => Some(Unit::Ratio),
            Derive::PctChange => Some(Unit::Percent),
        }
    }
}

/// The unit a caller asked for: `Some(None)` for an explicit "no unit".
pub type UnitChoice = Option<Option<Unit>>;

/// Adds (or replaces) column `name` = `op(a, b)` row by row. `null` in either input gives `null`.
pub fn derive(
    t: &Table,
    name: &str,
    op: Derive,
    a: &str,
    b: &str,
    unit: UnitChoice,
) -> OpResult<Table> {
    let (ai, bi) = (col_idx(t, a)?, col_idx(t, b)?);
    let (ca, cb) = (&t.columns[ai], &t.columns[bi]);
    let integer = ca.ty == ColumnType::Integer
        && cb.ty == ColumnType::Integer
        && matches!(op, Derive::Difference | Derive::Sum | Derive::Product);
    let unit = unit.unwrap_or_else(|| op.default_unit(ca, cb));
    let column = Column {
        name: name.to_string(),
        ty: if integer {
            ColumnType::Integer
        } else {
            ColumnType::Number
        },
        unit,
        display_name: None,
    };
    let values = (0..t.rows.len())
        .map(|r| {
            let (x, y) = (cell(t, r, ai), cell(t, r, bi));
            if x.is_null() || y.is_null() {
                return Ok(Value::Null);
            }
            let (Some(xf), Some(yf)) = (x.as_f64(), y.as_f64()) else {
                return Err(err(format!(
                    "row {r}: `{a}` and `{b}` must be numbers ({x}, {y})"
                )));
            };
            if integer {
                if let (Some(xi), Some(yi)) = (x.as_i64(), y.as_i64()) {
                    let v = match op {
                        Derive::Difference => xi.checked_sub(yi),
                        Derive::Sum => xi.checked_add(yi),
                        _ => xi.checked_mul(yi),
                    };
                    if let Some(v) = v {
                        return Ok(int_json(v));
                    }
                }
            }
            Ok(match op.apply(xf, yf) {
                Some(v)
                    if unit == Some(Unit::Usd)
                        && matches!(op, Derive::Difference | Derive::Sum) =>
                {
                    float_to_json(cents(v))
                }
                Some(v) => float_to_json(v),
                None => Value::Null,
            })
        })
        .collect::<OpResult<Vec<_>>>()?;
    set_or_add_column(t, column, values)
}

/// A copy of `t` with `column` replaced (same name) or appended, holding `values`.
pub fn set_or_add_column(t: &Table, column: Column, values: Vec<Value>) -> OpResult<Table> {
    if values.len() != t.rows.len() {
        return Err(err(format!(
            "column `{}` has {} values but the table has {} rows",
            column.name,
            values.len(),
            t.rows.len()
        )));
    }
    let mut out = t.clone();
    match out.column_index(&column.name) {
        Some(ci) => {
            out.columns[ci] = column;
            for (row, v) in out.rows.iter_mut().zip(values) {
                if let Some(c) = row.get_mut(ci) {
                    *c = v;
                }
            }
        }
        None => {
            out.columns.push(column);
            for (row, v) in out.rows.iter_mut().zip(values) {
                row.push(v);
            }
        }
    }
    Ok(out)
}

/// Sorts by `order_by` and adds `<column>_moving_avg`: the mean of the last `window` values
/// (nulls skipped), `null` until `window` rows have been seen.
pub fn moving_average(t: &Table, order_by: &str, column: &str, window: i64) -> OpResult<Table> {
    let window = usize::try_from(window)
        .ok()
        .filter(|w| *w >= 1)
        .ok_or_else(|| err(format!("window must be 1 or more, not {window}")))?;
    let sorted = sort(t, order_by, Order::Asc)?;
    let ci = col_idx(&sorted, column)?;
    let src = &sorted.columns[ci];
    require_numeric(src, Agg::Mean)?;
    let xs: Vec<Option<f64>> = (0..sorted.rows.len())
        .map(|r| cell(&sorted, r, ci).as_f64())
        .collect();
    let values = (0..xs.len())
        .map(|r| {
            if r + 1 < window {
                return Value::Null;
            }
            let present: Vec<f64> = xs[r + 1 - window..=r].iter().flatten().copied().collect();
            if present.is_empty() {
                Value::Null
            } else {
                float_to_json(present.iter().sum::<f64>() / present.len() as f64)
            }
        })
        .collect();
    let out_col = Column {
        name: format!("{column}_moving_avg"),
        ty: ColumnType::Number,
        unit: src.unit,
        display_name: src
            .display_name
            .as_ref()
            .map(|d| format!("{d} ({window}-row moving average)")),
    };
    set_or_add_column(&sorted, out_col, values)
}

/// Applies a date function to every non-null cell of a column, which becomes a `date` column.
fn map_dates(
    t: &Table,
    column: &str,
    f: impl Fn(chrono::NaiveDate) -> OpResult<chrono::NaiveDate>,
) -> OpResult<Table> {
    let ci = col_idx(t, column)?;
    let mut out = t.clone();
    out.columns[ci].ty = ColumnType::Date;
    for (r, row) in out.rows.iter_mut().enumerate() {
        let Some(c) = row.get_mut(ci) else { continue };
        match c {
            Value::Null => {}
            Value::String(s) => {
                let d =
                    dates::parse_date(s).map_err(|e| err(format!("row {r} of `{column}`: {e}")))?;
                *c = Value::String(dates::format_date(f(d)?));
            }
            other => return Err(err(format!("row {r} of `{column}`: {other} is not a date"))),
        }
    }
    Ok(out)
}

/// Replaces each date of a column by the first day of its period.
pub fn bucket_dates(t: &Table, column: &str, period: Period) -> OpResult<Table> {
    map_dates(t, column, |d| Ok(dates::bucket(d, period)))
}

/// Moves each date of a column by `n` periods.
pub fn shift_dates(t: &Table, column: &str, period: Period, n: i64) -> OpResult<Table> {
    map_dates(t, column, |d| dates::shift(d, period, n))
}

/// The named columns, in the order given.
pub fn select(t: &Table, names: &[String]) -> OpResult<Table> {
    let idx: Vec<usize> = names
        .iter()
        .map(|n| col_idx(t, n))
        .collect::<OpResult<_>>()?;
    let columns: Vec<Column> = idx.iter().map(|&i| t.columns[i].clone()).collect();
    unique_names(&columns)?;
    Ok(Table {
        columns,
        rows: t
            .rows
            .iter()
            .map(|r| {
                idx.iter()
                    .map(|&i| r.get(i).cloned().unwrap_or(Value::Null))
                    .collect()
            })
            .collect(),
    })
}

/// Every column but the named ones; names the table does not have are ignored, so a plan can
/// drop a fixed list from tables of different shapes.
pub fn drop(t: &Table, names: &[String]) -> Table {
    let keep: Vec<usize> = (0..t.columns.len())
        .filter(|&i| !names.contains(&t.columns[i].name))
        .collect();
    Table {
        columns: keep.iter().map(|&i| t.columns[i].clone()).collect(),
        rows: t
            .rows
            .iter()
            .map(|r| {
                keep.iter()
                    .map(|&i| r.get(i).cloned().unwrap_or(Value::Null))
                    .collect()
            })
            .collect(),
    }
}

/// Formats a column's cells as text in a style; the column becomes a `string` column without a
/// unit (the unit is spent: the text carries it).
pub fn format_column(t: &Table, column: &str, style: Style) -> OpResult<Table> {
    let ci = col_idx(t, column)?;
    let c = &t.columns[ci];
    let style = match style {
        Style::Auto => Style::for_column(
            c.unit,
            c.ty == ColumnType::Date,
            c.ty == ColumnType::Integer,
        ),
        s => s,
    };
    let mut out = t.clone();
    out.columns[ci].ty = ColumnType::String;
    out.columns[ci].unit = None;
    for (r, row) in out.rows.iter_mut().enumerate() {
        if let Some(v) = row.get_mut(ci) {
            *v = format::cell(v, style).map_err(|e| err(format!("row {r} of `{column}`: {e}")))?;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::super::fixtures::t;
    use super::*;

    #[test]
    fn ratio_by_zero_is_null() {
        let x = t(
            json!({"columns": [{"name": "a", "type": "integer"}, {"name": "b", "type": "integer"}],
                          "rows": [[1, 0], [1, 4], [null, 2]]}),
        );
        let d = derive(&x, "r", Derive::Ratio, "a", "b", None).unwrap();
        assert_eq!(d.rows[0][2], Value::Null);
        assert_eq!(d.rows[1][2], json!(0.25));
        assert_eq!(d.rows[2][2], Value::Null);
        assert_eq!(d.columns[2].unit, Some(Unit::Ratio));
    }
}
