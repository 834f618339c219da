//! Reading the data APIs' tables (sales, traffic, inventory, ...) into per-product and
//! per-product-day numbers, and building result tables (findings included).
//!
//! Every reader takes `Option<&Table>`: an absent table (the data is not available) reads as no
//! rows, so a detector can stay silent instead of failing. A table that is present but lacks a
//! column it must have is an error naming the column.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};

use serde_json::Value;

use crate::table::{Column, ColumnType, Table, Unit};
use crate::tools::ops::{col_idx, OpResult};
use crate::tools::value::float_to_json;

/// A cell as a number (`None` for null, text and booleans).
pub fn num(v: &Value) -> Option<f64> {
    v.as_f64()
}

/// A cell as text: strings as they are, numbers printed (an id stored as 17 reads "17").
pub fn text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// [`text`] without copying a string cell.
fn text_ref(v: &Value) -> Option<Cow<'_, str>> {
    match v {
        Value::String(s) => Some(Cow::Borrowed(s)),
        Value::Number(n) => Some(Cow::Owned(n.to_string())),
        _ => None,
    }
}

/// A number cell; non-finite → null.
pub fn f(x: f64) -> Value {
    float_to_json(x)
}

/// An optional number cell.
pub fn of(x: Option<f64>) -> Value {
    x.map(float_to_json).unwrap_or(Value::Null)
}

/// A text cell.
pub fn s(x: &str) -> Value {
    Value::String(x.to_string())
}

/// `a / b`, `None` when b is 0 (or either is not finite).
pub fn ratio(a: f64, b: f64) -> Option<f64> {
    (b != 0.0 && a.is_finite() && b.is_finite()).then(|| a / b)
}

/// `a / b - 1`, `None` when b is 0.
pub fn pct_change(a: f64, b: f64) -> Option<f64> {
    ratio(a - b, b.abs())
}

/// Numeric columns summed per product over a whole table (nulls count 0).
pub fn totals(t: Option<&Table>, cols: &[&str]) -> OpResult<BTreeMap<String, Vec<f64>>> {
    let mut out: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let Some(t) = t else { return Ok(out) };
    let p = col_idx(t, "product_id")?;
    let idx: Vec<usize> = cols
        .iter()
        .map(|c| col_idx(t, c))
        .collect::<OpResult<_>>()?;
    for row in &t.rows {
        let Some(key) = row.get(p).and_then(text_ref) else {
            continue;
        };
        let acc = match out.get_mut(key.as_ref()) {
            Some(v) => v,
            None => out
                .entry(key.into_owned())
                .or_insert_with(|| vec![0.0; idx.len()]),
        };
        for (a, i) in acc.iter_mut().zip(&idx) {
            *a += row.get(*i).and_then(num).unwrap_or(0.0);
        }
    }
    Ok(out)
}

/// The sum of one numeric column over a table; `None` when the table is absent.
pub fn column_sum(t: Option<&Table>, col: &str) -> OpResult<Option<f64>> {
    let Some(t) = t else { return Ok(None) };
    let i = col_idx(t, col)?;
    Ok(Some(
        t.rows.iter().filter_map(|r| r.get(i).and_then(num)).sum(),
    ))
}

/// Per product, per date (ISO text, so ordered by calendar), the values of some numeric
/// columns: summed over duplicate rows, `None` where every cell was null.
pub type Daily = BTreeMap<String, BTreeMap<String, Vec<Option<f64>>>>;

/// Reads `product_id`, `date` (or `date_col`) and numeric columns into [`Daily`].
///
/// Why not insert row by row: the detectors read every panel this way (a trend question reads
/// ~17 panels of thousands of rows), and searching two trees of text keys per row was most of
/// their work. The rows are grouped by product in a hash map of borrowed ids, each product's
/// rows ordered by day (a stable sort: a panel comes ordered, so this is one pass) and the
/// trees built from the ordered days at once. Duplicate rows of a day are summed in table
/// order, as before, so the sums are the same to the bit (tested against the row-by-row
/// insert).
pub fn daily(t: Option<&Table>, date_col: &str, cols: &[&str]) -> OpResult<Daily> {
    let Some(t) = t else {
        return Ok(Daily::new());
    };
    let p = col_idx(t, "product_id")?;
    let d = col_idx(t, date_col)?;
    let idx: Vec<usize> = cols
        .iter()
        .map(|c| col_idx(t, c))
        .collect::<OpResult<_>>()?;
    type Rows<'a> = Vec<(Cow<'a, str>, &'a [Value])>;
    let mut by_product: HashMap<Cow<str>, Rows> = HashMap::new();
    for row in &t.rows {
        let (Some(key), Some(date)) =
            (row.get(p).and_then(text_ref), row.get(d).and_then(text_ref))
        else {
            continue;
        };
        match by_product.get_mut(key.as_ref()) {
            Some(rows) => rows.push((date, row.as_slice())),
            None => {
                by_product.insert(key, vec![(date, row.as_slice())]);
            }
        }
    }
    let mut out = Daily::new();
    for (product, mut rows) in by_product {
        rows.sort_by(|a, b| a.0.cmp(&b.0));
        let mut days: Vec<(String, Vec<Option<f64>>)> = Vec::new();
        for (date, row) in rows {
            if days.last().is_none_or(|(last, _)| *last != *date) {
                days.push((date.into_owned(), vec![None; idx.len()]));
            }
            if let Some((_, acc)) = days.last_mut() {
                for (a, i) in acc.iter_mut().zip(&idx) {
                    if let Some(x) = row.get(*i).and_then(num) {
                        *a = Some(a.unwrap_or(0.0) + x);
                    }
                }
            }
        }
        out.insert(product.into_owned(), days.into_iter().collect());
    }
    Ok(out)
}

/// The value of column `k` of a product on a date in a [`Daily`], null and absent as 0.
pub fn at(d: &Daily, product: &str, date: &str, k: usize) -> f64 {
    d.get(product)
        .and_then(|m| m.get(date))
        .and_then(|v| v.get(k).copied().flatten())
        .unwrap_or(0.0)
}

/// A date column and a numeric column summed per date, in date order; nulls skipped.
pub fn series(t: &Table, date_col: &str, value_col: &str) -> OpResult<Vec<(String, f64)>> {
    let d = col_idx(t, date_col)?;
    let v = col_idx(t, value_col)?;
    let mut by: BTreeMap<String, f64> = BTreeMap::new();
    for row in &t.rows {
        let (Some(date), Some(x)) = (row.get(d).and_then(text_ref), row.get(v).and_then(num))
        else {
            continue;
        };
        match by.get_mut(date.as_ref()) {
            Some(a) => *a += x,
            None => {
                // As a sum from 0: a lone -0.0 reads 0.
                by.insert(date.into_owned(), 0.0 + x);
            }
        }
    }
    Ok(by.into_iter().collect())
}

/// Product attributes from the `products` table: id → (title, category, brand).
pub type Products = BTreeMap<String, [Option<String>; 3]>;

/// Reads the products table (absent → empty). `category` and `brand` are optional columns.
pub fn products(t: Option<&Table>) -> OpResult<Products> {
    let mut out = BTreeMap::new();
    let Some(t) = t else { return Ok(out) };
    let p = col_idx(t, "product_id")?;
    let cols = ["title", "category", "brand"].map(|c| t.column_index(c));
    for row in &t.rows {
        let Some(id) = row.get(p).and_then(text) else {
            continue;
        };
        let get = |i: Option<usize>| i.and_then(|i| row.get(i)).and_then(text);
        out.insert(id, [get(cols[0]), get(cols[1]), get(cols[2])]);
    }
    Ok(out)
}

/// A column with a unit.
pub fn col(name: &str, ty: ColumnType, unit: Option<Unit>) -> Column {
    Column {
        name: name.to_string(),
        ty,
        unit,
        display_name: None,
    }
}

/// The unit of a metric column of the sales table.
pub fn metric_unit(metric: &str) -> Unit {
    match metric {
        "revenue" => Unit::Usd,
        _ => Unit::Count,
    }
}

/// A findings table under construction: `kind`, `product_id`, `title`, `start`, `end`, the
/// kind's columns, `impact` (usd) and `confidence` (0..1).
pub struct Findings {
    table: Table,
    kind: &'static str,
    with_titles: bool,
}

impl Findings {
    /// Starts a findings table of one kind with its own numeric columns. `with_titles` is false
    /// when no products table was given (titles are then null).
    pub fn new(kind: &'static str, extra: Vec<Column>, with_titles: bool) -> Findings {
        let mut columns = vec![
            col("kind", ColumnType::String, None),
            col("product_id", ColumnType::String, None),
            col("title", ColumnType::String, None),
            col("start", ColumnType::Date, None),
            col("end", ColumnType::Date, None),
        ];
        columns.extend(extra);
        columns.push(col("impact", ColumnType::Number, Some(Unit::Usd)));
        columns.push(col("confidence", ColumnType::Number, Some(Unit::Ratio)));
        Findings {
            table: Table::new(columns),
            kind,
            with_titles,
        }
    }

    /// Adds a finding.
    #[allow(clippy::too_many_arguments)]
    pub fn push(
        &mut self,
        product: Option<&str>,
        products: &Products,
        start: &str,
        end: &str,
        values: Vec<Value>,
        impact: Option<f64>,
        confidence: f64,
    ) {
        let title = match product {
            Some(p) if self.with_titles => products
                .get(p)
                .and_then(|a| a[0].clone())
                .map(Value::String)
                .unwrap_or(Value::Null),
            _ => Value::Null,
        };
        let mut row = vec![
            s(self.kind),
            product.map(s).unwrap_or(Value::Null),
            title,
            s(start),
            s(end),
        ];
        row.extend(values);
        row.push(of(impact));
        row.push(f(confidence.clamp(0.0, 1.0)));
        self.table.rows.push(row);
    }

    /// The table, findings sorted by |impact| descending (unknown impact last), stable.
    pub fn finish(mut self) -> Table {
        let k = self.table.columns.len() - 2;
        self.table.rows.sort_by(|a, b| {
            let ia = a[k].as_f64().map(f64::abs);
            let ib = b[k].as_f64().map(f64::abs);
            match (ia, ib) {
                (Some(x), Some(y)) => y.total_cmp(&x),
                (Some(_), None) => std::cmp::Ordering::Less,
                (None, Some(_)) => std::cmp::Ordering::Greater,
                (None, None) => std::cmp::Ordering::Equal,
            }
        });
        self.table
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// The plain reading of [`daily`]: one insert per row.
    fn daily_row_by_row(t: &Table, cols: &[&str]) -> Daily {
        let p = t.column_index("product_id").unwrap();
        let d = t.column_index("date").unwrap();
        let idx: Vec<usize> = cols.iter().map(|c| t.column_index(c).unwrap()).collect();
        let mut out: Daily = BTreeMap::new();
        for row in &t.rows {
            let (Some(key), Some(date)) = (row.get(p).and_then(text), row.get(d).and_then(text))
            else {
                continue;
            };
            let acc = out
                .entry(key)
                .or_default()
                .entry(date)
                .or_insert_with(|| vec![None; idx.len()]);
            for (a, i) in acc.iter_mut().zip(&idx) {
                if let Some(x) = row.get(*i).and_then(num) {
                    *a = Some(a.unwrap_or(0.0) + x);
                }
            }
        }
        out
    }

    #[test]
    fn daily_sums_as_inserting_row_by_row() {
        let mut t = Table::new(vec![
            Column::new("date", ColumnType::Date),
            Column::new("product_id", ColumnType::String),
            Column::new("units", ColumnType::Integer),
            Column::new("revenue", ColumnType::Number),
        ]);
        // Out of order, duplicate days (summed in table order: 0.1 + 0.2 + 0.3 is not
        // 0.3 + 0.2 + 0.1 in floating point), nulls, -0.0, a numeric id, rows without a key.
        let cells = [
            ("2025-01-02", json!("P2"), json!(1), json!(0.1)),
            ("2025-01-01", json!("P1"), json!(2), json!(-0.0)),
            ("2025-01-02", json!("P2"), json!(null), json!(0.2)),
            ("2025-01-01", json!(17), json!(3), json!(null)),
            ("2025-01-03", json!("P1"), json!(null), json!(null)),
            ("2025-01-02", json!("P2"), json!(4), json!(0.3)),
            ("2025-01-01", json!(null), json!(5), json!(1.0)),
            ("2024-12-31", json!("P2"), json!(6), json!(1e16)),
            ("2024-12-31", json!("P2"), json!(7), json!(1.0)),
        ];
        for (d, p, u, r) in cells {
            t.rows.push(vec![json!(d), p, u, r]);
        }
        t.rows
            .push(vec![Value::Null, json!("P1"), json!(1), json!(1.0)]);
        let got = daily(Some(&t), "date", &["units", "revenue"]).unwrap();
        let want = daily_row_by_row(&t, &["units", "revenue"]);
        assert_eq!(format!("{got:?}"), format!("{want:?}"));
        let bits = |d: &Daily| -> Vec<Option<u64>> {
            d.values()
                .flat_map(|m| m.values().flatten().map(|x| x.map(f64::to_bits)))
                .collect()
        };
        assert_eq!(bits(&got), bits(&want));
        assert_eq!(
            got["P2"]["2025-01-02"],
            vec![Some(5.0), Some(0.1 + 0.2 + 0.3)]
        );
        assert!(got.contains_key("17"));
        assert!(daily(None, "date", &["units"]).unwrap().is_empty());
    }
}
