//! Values crossing the boundary between Rust and scripts.
//!
//! Tables enter scripts as one opaque [`ScriptTable`] (Rhai type name `Table`) holding an
//! `Arc<Table>`: passing a 10k-row table to a function or keeping it in a variable copies a
//! pointer, not 10k rows, and the `tbl::` functions read the cells in place. Scripts see cells only
//! when they ask for them (`tbl::column`, `tbl::rows`, `tbl::cell`), converted by [`cell_to_dynamic`].
//!
//! Every other JSON value becomes the obvious Rhai value: objects → maps, arrays → arrays,
//! integers → `INT`, other numbers → `FLOAT`, `null` → `()`. An object whose keys are exactly
//! `columns` and `rows` is a table.

use std::fmt;
use std::sync::Arc;

use rhai::{Array, Dynamic, ImmutableString, Map};
use serde::Deserialize;
use serde_json::{Map as JsonMap, Number, Value};

use crate::table::{Column, ColumnType, Table, Unit};

/// A table as scripts hold it: shared and copy-on-write.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ScriptTable(pub Arc<Table>);

impl ScriptTable {
    /// Wraps a table.
    pub fn new(table: Table) -> Self {
        ScriptTable(Arc::new(table))
    }

    /// The table, copied only when a script still shares it.
    pub fn into_table(self) -> Table {
        Arc::try_unwrap(self.0).unwrap_or_else(|shared| (*shared).clone())
    }

    /// Mutable access, copying first when shared.
    pub fn make_mut(&mut self) -> &mut Table {
        Arc::make_mut(&mut self.0)
    }
}

impl std::ops::Deref for ScriptTable {
    type Target = Table;
    fn deref(&self) -> &Table {
        &self.0
    }
}

impl fmt::Display for ScriptTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.columns.iter().map(|c| c.name.as_str()).collect();
        write!(f, "Table[{} rows; {}]", self.rows.len(), names.join(", "))
    }
}

/// True when a JSON value has the shape of a [`Table`] (exactly `columns` and `rows`).
pub fn looks_like_table(v: &Value) -> bool {
    match v {
        Value::Object(m) => m.len() == 2 && m.contains_key("columns") && m.contains_key("rows"),
        _ => false,
    }
}

/// Why a JSON argument could not become a script value.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct ConvertError {
    /// JSON pointer below the argument, empty for the argument itself.
    pub pointer: String,
    /// What is wrong.
    pub message: String,
}

/// Converts an argument to a script value; tables become [`ScriptTable`]s.
pub fn json_to_dynamic(v: &Value) -> Result<Dynamic, ConvertError> {
    json_to_dynamic_at(v, "")
}

fn json_to_dynamic_at(v: &Value, at: &str) -> Result<Dynamic, ConvertError> {
    Ok(match v {
        Value::Object(_) if looks_like_table(v) => {
            // Deserialize from the borrowed value: cloning a 10k-row table first doubles the cost.
            let table = Table::deserialize(v).map_err(|e| ConvertError {
                pointer: at.to_string(),
                message: format!("not a valid table: {e}"),
            })?;
            if let Some(i) = table
                .rows
                .iter()
                .position(|r| r.len() != table.columns.len())
            {
                return Err(ConvertError {
                    pointer: format!("{at}/rows/{i}"),
                    message: format!(
                        "row {i} has {} cells but the table has {} columns",
                        table.rows[i].len(),
                        table.columns.len()
                    ),
                });
            }
            Dynamic::from(ScriptTable::new(table))
        }
        Value::Object(m) => {
            let mut map = Map::new();
            for (k, v) in m {
                map.insert(
                    k.as_str().into(),
                    json_to_dynamic_at(v, &format!("{at}/{k}"))?,
                );
            }
            Dynamic::from_map(map)
        }
        Value::Array(a) => {
            let mut out = Array::with_capacity(a.len());
            for (i, v) in a.iter().enumerate() {
                out.push(json_to_dynamic_at(v, &format!("{at}/{i}"))?);
            }
            Dynamic::from_array(out)
        }
        other => cell_to_dynamic(other),
    })
}

/// Converts one cell (or any JSON scalar) to a script value. Nested arrays and objects are
/// converted too, but never into tables.
pub fn cell_to_dynamic(v: &Value) -> Dynamic {
    match v {
        Value::Null => Dynamic::UNIT,
        Value::Bool(b) => Dynamic::from_bool(*b),
        Value::Number(n) => match n.as_i64() {
            Some(i) => Dynamic::from_int(i),
            None => Dynamic::from_float(n.as_f64().unwrap_or(f64::NAN)),
        },
        Value::String(s) => Dynamic::from(ImmutableString::from(s.as_str())),
        Value::Array(a) => Dynamic::from_array(a.iter().map(cell_to_dynamic).collect()),
        Value::Object(m) => {
            let mut map = Map::new();
            for (k, v) in m {
                map.insert(k.as_str().into(), cell_to_dynamic(v));
            }
            Dynamic::from_map(map)
        }
    }
}

/// Converts a script value to JSON. Non-finite floats become `null` (JSON has no NaN), tables
/// become their JSON, and values JSON cannot hold (function pointers, custom types) their text.
pub fn dynamic_to_json(d: &Dynamic) -> Value {
    if d.is_unit() {
        return Value::Null;
    }
    if let Ok(b) = d.as_bool() {
        return Value::Bool(b);
    }
    if let Ok(i) = d.as_int() {
        return Value::Number(Number::from(i));
    }
    if let Ok(f) = d.as_float() {
        return float_to_json(f);
    }
    if d.is_string() {
        return Value::String(d.clone().into_string().unwrap_or_default());
    }
    if d.is_array() {
        if let Some(a) = d.read_lock::<Array>() {
            return Value::Array(a.iter().map(dynamic_to_json).collect());
        }
    }
    if d.is_map() {
        if let Some(m) = d.read_lock::<Map>() {
            let mut out = JsonMap::new();
            for (k, v) in m.iter() {
                out.insert(k.to_string(), dynamic_to_json(v));
            }
            return Value::Object(out);
        }
    }
    if let Some(t) = d.read_lock::<ScriptTable>() {
        return serde_json::to_value(&**t).unwrap_or(Value::Null);
    }
    Value::String(d.to_string())
}

/// A float as JSON: `null` when not finite.
pub fn float_to_json(f: f64) -> Value {
    Number::from_f64(f)
        .map(Value::Number)
        .unwrap_or(Value::Null)
}

/// The number in a script value (`INT` or `FLOAT`), if it holds one.
pub fn dyn_num(d: &Dynamic) -> Option<f64> {
    if let Ok(i) = d.as_int() {
        Some(i as f64)
    } else {
        d.as_float().ok()
    }
}

/// The snake_case name of a column type.
pub fn type_name(t: ColumnType) -> &'static str {
    match t {
        ColumnType::String => "string",
        ColumnType::Integer => "integer",
        ColumnType::Number => "number",
        ColumnType::Date => "date",
        ColumnType::Boolean => "boolean",
    }
}

/// Parses a column type name.
pub fn parse_type(s: &str) -> Option<ColumnType> {
    serde_json::from_value(Value::String(s.to_string())).ok()
}

/// The snake_case name of a unit.
pub fn unit_name(u: Unit) -> &'static str {
    match u {
        Unit::Usd => "usd",
        Unit::Percent => "percent",
        Unit::Count => "count",
        Unit::Ratio => "ratio",
        Unit::Days => "days",
        Unit::Rating => "rating",
    }
}

/// Parses a unit name.
pub fn parse_unit(s: &str) -> Option<Unit> {
    serde_json::from_value(Value::String(s.to_string())).ok()
}

/// A column's description as a script map: `#{name, type, unit, display_name}` (absent → `()`).
pub fn column_to_map(c: &Column) -> Map {
    let mut m = Map::new();
    m.insert("name".into(), c.name.as_str().into());
    m.insert("type".into(), type_name(c.ty).into());
    m.insert(
        "unit".into(),
        c.unit
            .map(|u| Dynamic::from(unit_name(u)))
            .unwrap_or(Dynamic::UNIT),
    );
    m.insert(
        "display_name".into(),
        c.display_name
            .as_deref()
            .map(|s| Dynamic::from(ImmutableString::from(s)))
            .unwrap_or(Dynamic::UNIT),
    );
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn round_trip_of_plain_values() {
        let v = json!({"a": 1, "b": 2.5, "c": "x", "d": null, "e": [true, false]});
        let d = json_to_dynamic(&v).unwrap();
        assert_eq!(dynamic_to_json(&d), v);
    }

    #[test]
    fn tables_become_script_tables() {
        let v = json!({"columns": [{"name": "a", "type": "integer"}], "rows": [[1], [2]]});
        let d = json_to_dynamic(&v).unwrap();
        assert!(d.is::<ScriptTable>());
        assert_eq!(dynamic_to_json(&d), v);
    }

    #[test]
    fn ragged_table_is_rejected_with_its_row() {
        let v = json!({"columns": [{"name": "a", "type": "integer"}], "rows": [[1], [2, 3]]});
        let e = json_to_dynamic(&v).unwrap_err();
        assert_eq!(e.pointer, "/rows/1");
    }

    #[test]
    fn non_finite_floats_become_null() {
        assert_eq!(dynamic_to_json(&Dynamic::from_float(f64::NAN)), Value::Null);
    }
}
