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

use std::cmp::Ordering;
use std::collections::HashMap;

use serde_json::{Number, Value};

use super::dates::{self, Period};
use super::format::{self, Style};
use super::value::float_to_json;
use crate::table::{Column, ColumnType, Table, Unit};

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

fn require_numeric(c: &Column, agg: Agg) -> OpResult<()> {
    match (agg, c.ty) {
        (Agg::Sum | Agg::Mean, ColumnType::Integer | ColumnType::Number) => Ok(()),
        (Agg::Sum | Agg::Mean, ty) => Err(err(format!(
            "cannot {} column `{}`: it holds {} values, not numbers",
            agg.as_str(),
            c.name,
            super::value::type_name(ty)
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

/// Sort direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// Smallest first.
    Asc,
    /// Largest first.
    Desc,
}

impl Order {
    /// Parses `asc` or `desc`.
    pub fn parse(s: &str) -> OpResult<Order> {
        match s {
            "asc" | "ascending" => Ok(Order::Asc),
            "desc" | "descending" => Ok(Order::Desc),
            other => Err(err(format!(
                "unknown order `{other}`, expected `asc` or `desc`"
            ))),
        }
    }
}

/// The rows sorted by a column (stable; `null` last in both orders).
pub fn sort(t: &Table, column: &str, order: Order) -> OpResult<Table> {
    let ci = col_idx(t, column)?;
    let mut rows = t.rows.clone();
    rows.sort_by(|a, b| {
        let (x, y) = (
            a.get(ci).unwrap_or(&Value::Null),
            b.get(ci).unwrap_or(&Value::Null),
        );
        match (x.is_null(), y.is_null(), order) {
            (true, true, _) => Ordering::Equal,
            (true, false, _) => Ordering::Greater,
            (false, true, _) => Ordering::Less,
            (false, false, Order::Asc) => cmp_cells(x, y),
            (false, false, Order::Desc) => cmp_cells(y, x),
        }
    });
    Ok(Table {
        columns: t.columns.clone(),
        rows,
    })
}

/// The first `n` rows by a column.
pub fn top_n(t: &Table, column: &str, n: i64, order: Order) -> OpResult<Table> {
    let n = usize::try_from(n).map_err(|_| err(format!("n must be 0 or more, not {n}")))?;
    let mut out = sort(t, column, order)?;
    out.rows.truncate(n);
    Ok(out)
}

/// A comparison for [`filter`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cmp {
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

impl Cmp {
    /// Parses `==`, `!=`, `<`, `<=`, `>`, `>=`.
    pub fn parse(s: &str) -> OpResult<Cmp> {
        Ok(match s {
            "==" | "=" => Cmp::Eq,
            "!=" => Cmp::Ne,
            "<" => Cmp::Lt,
            "<=" => Cmp::Le,
            ">" => Cmp::Gt,
            ">=" => Cmp::Ge,
            other => return Err(err(format!("unknown comparison `{other}`"))),
        })
    }
}

/// The rows whose cell in `column` compares to `value`. Ordering comparisons never keep `null`.
pub fn filter(t: &Table, column: &str, cmp: Cmp, value: &Value) -> OpResult<Table> {
    let ci = col_idx(t, column)?;
    let keep = |c: &Value| match cmp {
        Cmp::Eq => cells_equal(c, value),
        Cmp::Ne => !cells_equal(c, value),
        _ if c.is_null() || value.is_null() => false,
        Cmp::Lt => cmp_cells(c, value) == Ordering::Less,
        Cmp::Le => cmp_cells(c, value) != Ordering::Greater,
        Cmp::Gt => cmp_cells(c, value) == Ordering::Greater,
        Cmp::Ge => cmp_cells(c, value) != Ordering::Less,
    };
    Ok(Table {
        columns: t.columns.clone(),
        rows: t
            .rows
            .iter()
            .filter(|r| keep(r.get(ci).unwrap_or(&Value::Null)))
            .cloned()
            .collect(),
    })
}

/// How [`join`] treats left rows without a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JoinKind {
    /// Keep them, with `null` for the right side's columns.
    Left,
    /// Drop them.
    Inner,
}

/// Joins two tables on a key column both have. The right table's other columns are appended;
/// one whose name the left table already uses gets `suffix` (and its display name the suffix in
/// words: `Revenue (previous)`). A left row matching several right rows appears once per match.
pub fn join(
    left: &Table,
    right: &Table,
    key: &str,
    suffix: &str,
    kind: JoinKind,
) -> OpResult<Table> {
    let lk = col_idx(left, key).map_err(|e| err(format!("left table: {e}")))?;
    let rk = col_idx(right, key).map_err(|e| err(format!("right table: {e}")))?;
    let mut columns = left.columns.clone();
    let mut right_cols = Vec::new();
    for (ci, c) in right.columns.iter().enumerate() {
        if ci == rk {
            continue;
        }
        let mut c = c.clone();
        if left.column_index(&c.name).is_some() {
            c.name = format!("{}{suffix}", c.name);
            c.display_name = c
                .display_name
                .map(|d| format!("{d} ({})", suffix_words(suffix)));
        }
        columns.push(c);
        right_cols.push(ci);
    }
    unique_names(&columns)?;
    let mut index: HashMap<Key<'_>, Vec<usize>> = HashMap::new();
    for r in 0..right.rows.len() {
        let k = cell(right, r, rk);
        if !k.is_null() {
            index.entry(key_of(k)).or_default().push(r);
        }
    }
    let mut rows = Vec::with_capacity(left.rows.len());
    for (r, lrow) in left.rows.iter().enumerate() {
        let k = cell(left, r, lk);
        let matches = if k.is_null() {
            None
        } else {
            index.get(&key_of(k))
        };
        match matches {
            Some(ms) => {
                for &m in ms {
                    let mut row = lrow.clone();
                    row.extend(right_cols.iter().map(|&ci| cell(right, m, ci).clone()));
                    rows.push(row);
                }
            }
            None if kind == JoinKind::Left => {
                let mut row = lrow.clone();
                row.extend(right_cols.iter().map(|_| Value::Null));
                rows.push(row);
            }
            None => {}
        }
    }
    Ok(Table { columns, rows })
}

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
    use super::*;
    use serde_json::json;

    fn t(v: Value) -> Table {
        serde_json::from_value(v).unwrap()
    }

    fn sales() -> Table {
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
    fn sort_puts_nulls_last_both_ways() {
        let s = sort(&sales(), "revenue", Order::Desc).unwrap();
        assert_eq!(s.rows[0][2], json!(30.3));
        assert_eq!(s.rows[3][2], Value::Null);
        let s = sort(&sales(), "revenue", Order::Asc).unwrap();
        assert_eq!(s.rows[0][2], json!(10.1));
        assert_eq!(s.rows[3][2], Value::Null);
    }

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

    #[test]
    fn percentile_interpolates() {
        let x = t(json!({"columns": [{"name": "a", "type": "integer"}],
                          "rows": [[1], [2], [3], [4]]}));
        assert_eq!(percentile(&x, "a", 50.0).unwrap(), Some(2.5));
        assert_eq!(percentile(&x, "a", 100.0).unwrap(), Some(4.0));
        assert!(percentile(&x, "a", 101.0).is_err());
    }

    #[test]
    fn unknown_column_lists_the_columns() {
        let e = sort(&sales(), "revenu", Order::Asc).unwrap_err();
        assert_eq!(
            e.to_string(),
            "no column `revenu`; the table has: day, category, revenue, units"
        );
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
