//! Table operations in plain Rust: the work behind every `tbl::` script function.
//!
//! Each takes tables by reference and returns a new table or a value; none of them touches Rhai,
//! so they are tested on their own and the script layer (`tbl.rs`) only converts arguments.
//! Errors are plain messages for the script author ("no column `revenu`; columns: ...").
//!
//! Conventions shared by every operation:
//! - `null` cells are skipped by aggregates and sort last in both orders;
//! - a result that would divide by zero is `null`, never an error or infinity;
//! - output columns keep the type, unit and display name of the input column they come from when
//!   the meaning is unchanged (a sum of USD is USD); derived meanings get their own unit
//!   (a change in % is `percent`, a count is `count`).
//!
//! | module | what |
//! |---|---|
//! | this file | the error type, column lookup, and how cells compare, match and round |
//! | [`aggregate`] | `sum`/`mean`/... over cells, `group_by`, `percentile` |
//! | [`rows`] | which rows and in what order: `sort`, `top_n`, `filter`, `join` |
//! | [`columns`] | new or changed columns: `derive`, `moving_average`, dates, `select`, `drop`, `format_column` |

use std::cmp::Ordering;

use serde_json::{Number, Value};

use crate::table::{Column, Table};

pub mod aggregate;
pub mod columns;
pub mod rows;

pub use aggregate::{aggregate_cells, group_by, percentile, Agg, AggSpec};
pub use columns::{
    bucket_dates, derive, drop, format_column, moving_average, select, set_or_add_column,
    shift_dates, Derive, UnitChoice,
};
pub use rows::{filter, join, sort, top_n, Cmp, JoinKind, Order};

/// Why a table operation failed, as a message for the script author ("no column `revenu`; the
/// table has: ..."). One message type rather than an enum of cases: scripts only ever show it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct OpError(pub String);

/// Builds an [`OpError`].
pub fn err(message: impl Into<String>) -> OpError {
    OpError(message.into())
}

/// A table operation's result.
pub type OpResult<T> = Result<T, OpError>;

/// The position of a column, or an error listing the columns there are.
pub fn col_idx(t: &Table, name: &str) -> OpResult<usize> {
    t.column_index(name).ok_or_else(|| {
        let names: Vec<&str> = t.columns.iter().map(|c| c.name.as_str()).collect();
        err(format!(
            "no column `{name}`; the table has: {}",
            names.join(", ")
        ))
    })
}

fn cell(t: &Table, row: usize, col: usize) -> &Value {
    t.rows
        .get(row)
        .and_then(|r| r.get(col))
        .unwrap_or(&Value::Null)
}

/// Orders two cells: numbers by value, text by code point, `null` after everything.
pub fn cmp_cells(a: &Value, b: &Value) -> Ordering {
    fn rank(v: &Value) -> u8 {
        match v {
            Value::Number(_) => 0,
            Value::String(_) => 1,
            Value::Bool(_) => 2,
            Value::Array(_) | Value::Object(_) => 3,
            Value::Null => 4,
        }
    }
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            let (x, y) = (x.as_f64().unwrap_or(0.0), y.as_f64().unwrap_or(0.0));
            x.partial_cmp(&y).unwrap_or(Ordering::Equal)
        }
        (Value::String(x), Value::String(y)) => x.cmp(y),
        (Value::Bool(x), Value::Bool(y)) => x.cmp(y),
        _ => rank(a).cmp(&rank(b)),
    }
}

/// True when two cells hold the same value (numbers compared by value: `2` equals `2.0`).
pub fn cells_equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        _ => a == b,
    }
}

/// A hashable identity for a cell, borrowing its text: `1` and `1.0` are one key (as in
/// [`cells_equal`]), `1` and `"1"` are two.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Key<'a> {
    Null,
    Bool(bool),
    Int(i64),
    Float(u64),
    Str(&'a str),
    Json(String),
}

fn key_of(v: &Value) -> Key<'_> {
    match v {
        Value::Null => Key::Null,
        Value::Bool(b) => Key::Bool(*b),
        Value::Number(n) => match (n.as_i64(), n.as_f64()) {
            (Some(i), _) => Key::Int(i),
            (None, Some(f)) if f.fract() == 0.0 && f.abs() < 9.0e15 => Key::Int(f as i64),
            (None, Some(f)) => Key::Float(f.to_bits()),
            (None, None) => Key::Json(n.to_string()),
        },
        Value::String(s) => Key::Str(s),
        other => Key::Json(other.to_string()),
    }
}

/// Rounds to cents: money is carried with two decimals (see [`crate::table`]).
fn cents(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

fn int_json(i: i64) -> Value {
    Value::Number(Number::from(i))
}

/// A suffix like `_previous` as words for a display name: `previous`.
fn suffix_words(suffix: &str) -> String {
    suffix.trim_matches('_').replace('_', " ")
}

fn unique_names(columns: &[Column]) -> OpResult<()> {
    for (i, c) in columns.iter().enumerate() {
        if columns[..i].iter().any(|o| o.name == c.name) {
            return Err(err(format!(
                "the result would have two columns named `{}`",
                c.name
            )));
        }
    }
    Ok(())
}

/// Tables the tests of every operation share.
#[cfg(test)]
mod fixtures {
    use serde_json::{json, Value};

    use crate::table::Table;

    pub(super) fn t(v: Value) -> Table {
        serde_json::from_value(v).unwrap()
    }

    pub(super) fn sales() -> Table {
        t(json!({
            "columns": [
                {"name": "day", "type": "date"},
                {"name": "category", "type": "string"},
                {"name": "revenue", "type": "number", "unit": "usd", "display_name": "Revenue"},
                {"name": "units", "type": "integer", "unit": "count"}
            ],
            "rows": [
                ["2024-03-04", "toys", 10.10, 1],
                ["2024-03-05", "books", 20.20, 2],
                ["2024-03-11", "toys", 30.30, null],
                ["2024-03-12", "toys", null, 4]
            ]
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::fixtures::sales;
    use super::*;

    #[test]
    fn unknown_column_lists_the_columns() {
        let e = sort(&sales(), "revenu", Order::Asc).unwrap_err();
        assert_eq!(
            e.to_string(),
            "no column `revenu`; the table has: day, category, revenue, units"
        );
    }
}
