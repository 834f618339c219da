//! Reading a table: its size, column names and descriptions, one column, one cell, or every
//! row as a map. None of these build a table, so none is bounded by the cell limit.

use rhai::{Array, Dynamic, ImmutableString, Map, NativeCallContext, INT};

use super::{at_call, rt, Reg, Res};
use crate::tools::ops;
use crate::tools::value::{cell_to_dynamic, column_to_map, ScriptTable};

/// Registers the reading `tbl::` functions.
pub(super) fn register(r: &mut Reg) {
    reg!(r, "len", |t: ScriptTable| Ok(t.rows.len() as INT));
    reg!(r, "names", |t: ScriptTable| {
        Ok(t.columns
            .iter()
            .map(|c| Dynamic::from(ImmutableString::from(c.name.as_str())))
            .collect::<Array>())
    });
    reg!(r, "columns", |t: ScriptTable| {
        Ok(t.columns
            .iter()
            .map(|c| Dynamic::from_map(column_to_map(c)))
            .collect::<Array>())
    });
    reg!(r, "column_info", |t: ScriptTable, name: &str| {
        let i = ops::col_idx(&t, name).map_err(rt)?;
        Ok(column_to_map(&t.columns[i]))
    });
    reg!(r, "has_column", |t: ScriptTable, name: &str| {
        Ok(t.column_index(name).is_some())
    });
    reg!(r, "column", |t: ScriptTable, name: &str| {
        let i = ops::col_idx(&t, name).map_err(rt)?;
        Ok(t.rows
            .iter()
            .map(|row| row.get(i).map(cell_to_dynamic).unwrap_or(Dynamic::UNIT))
            .collect::<Array>())
    });
    reg!(r, "cell", |t: ScriptTable, row: INT, name: &str| {
        let i = ops::col_idx(&t, name).map_err(rt)?;
        let row_cells = usize::try_from(row)
            .ok()
            .and_then(|r| t.rows.get(r))
            .ok_or_else(|| rt(format!("row {row} is out of range (0..{})", t.rows.len())))?;
        Ok(row_cells
            .get(i)
            .map(cell_to_dynamic)
            .unwrap_or(Dynamic::UNIT))
    });
    reg!(r, "rows", |t: ScriptTable| {
        let names: Vec<ImmutableString> =
            t.columns.iter().map(|c| c.name.as_str().into()).collect();
        Ok(t.rows
            .iter()
            .map(|row| {
                let mut m = Map::new();
                for (n, v) in names.iter().zip(row) {
                    m.insert(n.as_str().into(), cell_to_dynamic(v));
                }
                Dynamic::from_map(m)
            })
            .collect::<Array>())
    });
}
