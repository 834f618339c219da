//! Building and reshaping tables: `create` and `push` for a table made row by row, `scalar` for
//! a single number, `with_column` for a column of values, and the metadata and choice of columns
//! (`set_unit`, `set_display_name(s)`, `rename`, `select`, `drop`).

use rhai::{Array, Dynamic, EvalAltResult, Map, NativeCallContext, Position};
use serde_json::Value;

use super::args::{column_arg, column_from_map, strings, unit_arg};
use super::{at_call, bounded, rt, Reg, Res, TABLE_CELLS_TOO_LARGE};
use crate::table::Table;
use crate::tools::ops;
use crate::tools::value::{dynamic_to_json, ScriptTable};

/// Registers the building `tbl::` functions.
pub(super) fn register(r: &mut Reg, max_cells: usize) {
    let out = move |t: ops::OpResult<Table>| bounded(t, max_cells);
    reg!(r, "create", move |columns: Array| {
        let cols = columns
            .iter()
            .map(|d| match d.read_lock::<Map>() {
                Some(m) => column_from_map(&m),
                None => Err(rt(
                    "tbl::create takes an array of column maps #{name, type, ...}",
                )),
            })
            .collect::<Res<Vec<_>>>()?;
        out(Ok(Table::new(cols)))
    });
    // `push` changes the table in place (no copy per row), so it is registered as not pure:
    // Rhai then refuses it on a constant instead of silently changing a copy.
    rhai::FuncRegistration::new("push")
        .in_internal_namespace()
        .with_purity(false)
        .set_into_module(
            &mut r.module,
            move |ctx: NativeCallContext, t: &mut ScriptTable, row: Dynamic| -> Res<()> {
                push_row(t, row, max_cells).map_err(|e| at_call(e, &ctx))
            },
        );
    r.names.push("push");
    fn push_row(t: &mut ScriptTable, row: Dynamic, max_cells: usize) -> Res<()> {
        let width = t.columns.len();
        let cells: Vec<Value> = if let Some(a) = row.read_lock::<Array>() {
            if a.len() != width {
                return Err(rt(format!(
                    "the row has {} cells but the table has {width} columns",
                    a.len()
                )));
            }
            a.iter().map(dynamic_to_json).collect()
        } else if let Some(m) = row.read_lock::<Map>() {
            if let Some(k) = m.keys().find(|k| t.column_index(k).is_none()) {
                return Err(rt(format!("the row has a cell for unknown column `{k}`")));
            }
            t.columns
                .iter()
                .map(|c| {
                    m.get(c.name.as_str())
                        .map(dynamic_to_json)
                        .unwrap_or(Value::Null)
                })
                .collect()
        } else {
            return Err(rt(
                "a row is an array of cells or a map of column name to cell",
            ));
        };
        if (t.rows.len() + 1).saturating_mul(width.max(1)) > max_cells {
            return Err(EvalAltResult::ErrorDataTooLarge(
                TABLE_CELLS_TOO_LARGE.to_string(),
                Position::NONE,
            )
            .into());
        }
        t.make_mut().rows.push(cells);
        Ok(())
    }
    reg!(r, "scalar", |column: Dynamic, value: Dynamic| {
        let v = dynamic_to_json(&value);
        let col = column_arg(&column, &v)?;
        Ok(ScriptTable::new(Table {
            columns: vec![col],
            rows: vec![vec![v]],
        }))
    });
    reg!(
        r,
        "with_column",
        move |t: ScriptTable, column: Dynamic, values: Array| {
            let vals: Vec<Value> = values.iter().map(dynamic_to_json).collect();
            let sample = vals
                .iter()
                .find(|v| !v.is_null())
                .cloned()
                .unwrap_or(Value::Null);
            let col = column_arg(&column, &sample)?;
            out(ops::set_or_add_column(&t, col, vals))
        }
    );
    reg!(r, "set_unit", |t: ScriptTable,
                         column: &str,
                         unit: Dynamic| {
        let i = ops::col_idx(&t, column).map_err(rt)?;
        let unit = if unit.is_unit() {
            None
        } else {
            let u = unit
                .into_string()
                .map_err(|t| rt(format!("a unit is a string, not {t}")))?;
            Some(unit_arg(&u)?)
        };
        let mut t = t;
        t.make_mut().columns[i].unit = unit;
        Ok(t)
    });
    reg!(
        r,
        "set_display_name",
        |t: ScriptTable, column: &str, name: &str| {
            let i = ops::col_idx(&t, column).map_err(rt)?;
            let mut t = t;
            t.make_mut().columns[i].display_name = Some(name.to_string());
            Ok(t)
        }
    );
    reg!(r, "set_display_names", |t: ScriptTable, mapping: Map| {
        let mut t = t;
        let table = t.make_mut();
        for (k, v) in mapping {
            let label = v
                .into_string()
                .map_err(|t| rt(format!("display name for `{k}` must be a string, not {t}")))?;
            if let Some(i) = table.column_index(k.as_str()) {
                table.columns[i].display_name = Some(label);
            }
        }
        Ok(t)
    });
    reg!(r, "rename", move |t: ScriptTable, mapping: Map| {
        let mut table = (*t).clone();
        for (k, v) in mapping {
            let new = v
                .into_string()
                .map_err(|t| rt(format!("new name for `{k}` must be a string, not {t}")))?;
            let i = ops::col_idx(&table, k.as_str()).map_err(rt)?;
            table.columns[i].name = new;
        }
        let names: Vec<String> = table.columns.iter().map(|c| c.name.clone()).collect();
        // select() with every column checks the new names are unique.
        out(ops::select(&table, &names))
    });
    reg!(r, "select", move |t: ScriptTable, columns: Array| {
        out(ops::select(&t, &strings(&columns, "column names")?))
    });
    reg!(r, "drop", move |t: ScriptTable, columns: Array| {
        Ok(ScriptTable::new(ops::drop(
            &t,
            &strings(&columns, "column names")?,
        )))
    });
}
