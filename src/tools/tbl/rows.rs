//! Row functions: `sort`, `top_n`, `filter_eq`, `filter`, and the joins (`join`, `inner_join`).

use rhai::{Dynamic, NativeCallContext, INT};

use super::{at_call, bounded, rt, Reg, Res};
use crate::table::Table;
use crate::tools::ops::{self, Cmp, JoinKind, Order};
use crate::tools::value::{dynamic_to_json, ScriptTable};

/// Registers the row `tbl::` functions.
pub(super) fn register(r: &mut Reg, max_cells: usize) {
    let out = move |t: ops::OpResult<Table>| bounded(t, max_cells);
    reg!(r, "sort", move |t: ScriptTable,
                          column: &str,
                          order: &str| {
        out(ops::sort(&t, column, Order::parse(order).map_err(rt)?))
    });
    reg!(r, "top_n", move |t: ScriptTable,
                           column: &str,
                           n: INT,
                           order: &str| {
        out(ops::top_n(&t, column, n, Order::parse(order).map_err(rt)?))
    });
    reg!(
        r,
        "filter_eq",
        move |t: ScriptTable, column: &str, value: Dynamic| {
            out(ops::filter(&t, column, Cmp::Eq, &dynamic_to_json(&value)))
        }
    );
    reg!(r, "filter", move |t: ScriptTable,
                            column: &str,
                            op: &str,
                            value: Dynamic| {
        let cmp = Cmp::parse(op).map_err(rt)?;
        out(ops::filter(&t, column, cmp, &dynamic_to_json(&value)))
    });
    reg!(r, "join", move |l: ScriptTable,
                          rt_: ScriptTable,
                          key: &str,
                          suffix: &str| {
        out(ops::join(&l, &rt_, key, suffix, JoinKind::Left))
    });
    reg!(
        r,
        "inner_join",
        move |l: ScriptTable, rt_: ScriptTable, key: &str, suffix: &str| {
            out(ops::join(&l, &rt_, key, suffix, JoinKind::Inner))
        }
    );
}
