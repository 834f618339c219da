//! Script arguments as Rust values: strings and arrays of strings, numbers, units, and column
//! descriptions (a bare name or a `#{name, type, unit?, display_name?}` map). Every error names
//! what was expected, for the script author.

use rhai::{Array, Dynamic, Map};
use serde_json::Value;

use super::{rt, Res};
use crate::table::Column;
use crate::tools::dates;
use crate::tools::value::{dyn_num, parse_type, parse_unit};

pub(crate) fn strings(arr: &Array, what: &str) -> Res<Vec<String>> {
    arr.iter()
        .map(|d| {
            d.clone()
                .into_string()
                .map_err(|t| rt(format!("{what} must be strings, found {t}")))
        })
        .collect()
}

/// A string or an array of strings.
pub(super) fn one_or_many(d: &Dynamic, what: &str) -> Res<Vec<String>> {
    if d.is_string() {
        return Ok(vec![d.clone().into_string().unwrap_or_default()]);
    }
    match d.read_lock::<Array>() {
        Some(a) => strings(&a, what),
        None => Err(rt(format!(
            "{what} must be a string or an array of strings"
        ))),
    }
}

pub(crate) fn num_arg(d: &Dynamic, what: &str) -> Res<f64> {
    dyn_num(d).ok_or_else(|| rt(format!("{what} must be a number, found {}", d.type_name())))
}

/// A column description from a script map `#{name, type, unit?, display_name?}`.
pub(super) fn column_from_map(m: &Map) -> Res<Column> {
    let text = |k: &str| -> Res<Option<String>> {
        match m.get(k) {
            None => Ok(None),
            Some(d) if d.is_unit() => Ok(None),
            Some(d) => d
                .clone()
                .into_string()
                .map(Some)
                .map_err(|t| rt(format!("column `{k}` must be a string, found {t}"))),
        }
    };
    for k in m.keys() {
        if !matches!(k.as_str(), "name" | "type" | "unit" | "display_name") {
            return Err(rt(format!(
                "unknown column field `{k}`, expected name, type, unit, display_name"
            )));
        }
    }
    let name = text("name")?.ok_or_else(|| rt("a column needs a `name`"))?;
    let ty_name = text("type")?.ok_or_else(|| rt(format!("column `{name}` needs a `type`")))?;
    let ty = parse_type(&ty_name).ok_or_else(|| {
        rt(format!(
            "column `{name}`: unknown type `{ty_name}`, expected string, integer, number, date, \
             boolean"
        ))
    })?;
    let unit = match text("unit")? {
        None => None,
        Some(u) => Some(unit_arg(&u)?),
    };
    Ok(Column {
        name,
        ty,
        unit,
        display_name: text("display_name")?,
    })
}

pub(super) fn unit_arg(u: &str) -> Res<crate::table::Unit> {
    parse_unit(u).ok_or_else(|| {
        rt(format!(
            "unknown unit `{u}`, expected usd, percent, count, ratio, days, rating"
        ))
    })
}

/// A column given as a bare name (type inferred from a value) or as a map.
pub(super) fn column_arg(d: &Dynamic, sample: &Value) -> Res<Column> {
    if let Some(m) = d.read_lock::<Map>() {
        return column_from_map(&m);
    }
    let name = d
        .clone()
        .into_string()
        .map_err(|t| rt(format!("a column is a name or a map, found {t}")))?;
    let ty = match sample {
        Value::Number(n) if n.is_i64() => crate::table::ColumnType::Integer,
        Value::Number(_) | Value::Null => crate::table::ColumnType::Number,
        Value::Bool(_) => crate::table::ColumnType::Boolean,
        Value::String(s) if dates::parse_date(s).is_ok() && s.len() == 10 => {
            crate::table::ColumnType::Date
        }
        _ => crate::table::ColumnType::String,
    };
    Ok(Column::new(name, ty))
}
