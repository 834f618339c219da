//! Row operations: which rows a table keeps and in what order (`sort`, `top_n`, `filter`), and
//! `join`, which brings another table's columns onto each row by a key. Column metadata passes
//! through unchanged except for the suffixed names a join gives clashing columns.

use std::cmp::Ordering;
use std::collections::HashMap;

use serde_json::Value;

use super::{
    cell, cells_equal, cmp_cells, col_idx, err, key_of, suffix_words, unique_names, Key, OpResult,
};
use crate::table::Table;

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

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::super::fixtures::sales;
    use super::*;

    #[test]
    fn sort_puts_nulls_last_both_ways() {
        let s = sort(&sales(), "revenue", Order::Desc).unwrap();
        assert_eq!(s.rows[0][2], json!(30.3));
        assert_eq!(s.rows[3][2], Value::Null);
        let s = sort(&sales(), "revenue", Order::Asc).unwrap();
        assert_eq!(s.rows[0][2], json!(10.1));
        assert_eq!(s.rows[3][2], Value::Null);
    }
}
