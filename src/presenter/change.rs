//! A change between two values of one column, in the words and numbers the templates say:
//! the absolute and relative change, signed and unsigned, its direction, and for a rate
//! (a percentage column) its change in percentage points. Split from `build.rs`, which reads
//! the tables; this is the arithmetic and wording of one change.

use serde_json::Value;

use super::build::{as_f64, spoken, NOT_AVAILABLE};
use super::context::Change;
use super::format;
use crate::table::Column;

/// The change from `prev` to `cur` in column `col`; `abs` and `pct` when a tool already
/// computed them (they win over a recomputation).
pub(super) fn change_of(
    cur: &Value,
    prev: &Value,
    abs: Option<&Value>,
    pct: Option<&Value>,
    col: &Column,
) -> Change {
    let computed_abs = match (cur.as_i64(), prev.as_i64()) {
        (Some(c), Some(p)) => c.checked_sub(p).map(Value::from),
        _ => None,
    }
    .or_else(|| match (as_f64(cur), as_f64(prev)) {
        (Some(c), Some(p)) => serde_json::Number::from_f64(c - p).map(Value::Number),
        _ => None,
    });
    let raw_absolute = abs
        .filter(|v| !v.is_null())
        .cloned()
        .or(computed_abs)
        .unwrap_or(Value::Null);
    let raw_percent = match pct {
        Some(v) => v.clone(),
        None => match (as_f64(cur), as_f64(prev)) {
            (Some(c), Some(p)) if p != 0.0 => serde_json::Number::from_f64((c - p) / p.abs())
                .map(Value::Number)
                .unwrap_or(Value::Null),
            _ => Value::Null,
        },
    };
    let a = as_f64(&raw_absolute);
    let direction = match a {
        Some(x) if x > 0.0 => "up",
        Some(x) if x < 0.0 => "down",
        Some(_) => "flat",
        None => "unknown",
    };
    let unsigned = match &raw_absolute {
        Value::Number(n) => match n.as_i64() {
            Some(i) => Value::from(i.unsigned_abs()),
            None => n
                .as_f64()
                .and_then(|x| serde_json::Number::from_f64(x.abs()))
                .map(Value::Number)
                .unwrap_or(Value::Null),
        },
        _ => Value::Null,
    };
    // A rate's change is in percentage points: "-1.3%" beside "down 10.3%" read as two
    // relative changes of the rate.
    let points = col.unit == Some(crate::table::Unit::Percent);
    let absolute = match a.filter(|_| points) {
        Some(x) => format::points(x),
        None => spoken(&unsigned, col),
    };
    let signed_absolute = if direction == "up" {
        format!("+{absolute}")
    } else if points {
        format!("-{absolute}")
    } else {
        spoken(&raw_absolute, col)
    };
    let p = as_f64(&raw_percent);
    Change {
        absolute,
        percent: p.map_or(NOT_AVAILABLE.to_string(), |x| format::pct(x.abs())),
        signed_absolute,
        signed_percent: p.map_or(NOT_AVAILABLE.to_string(), format::signed_pct),
        direction,
        raw_absolute,
        raw_percent,
        points,
    }
}
