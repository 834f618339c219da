//! Column functions: columns computed from others (`derive`, `moving_average`), dates moved to
//! their period or shifted (`date_bucket`, `bucket_dates`, `shift_dates`), and `format_column`,
//! which turns a column into text for people.

use rhai::{Dynamic, NativeCallContext, INT};

use super::args::unit_arg;
use super::{at_call, bounded, rt, Reg, Res};
use crate::table::Table;
use crate::tools::dates::{self, Period};
use crate::tools::format::Style;
use crate::tools::ops::{self, Derive};
use crate::tools::value::ScriptTable;

/// Registers the column `tbl::` functions.
pub(super) fn register(r: &mut Reg, max_cells: usize) {
    let out = move |t: ops::OpResult<Table>| bounded(t, max_cells);
    reg!(r, "derive", move |t: ScriptTable,
                            name: &str,
                            op: &str,
                            a: &str,
                            b: &str| {
        out(ops::derive(
            &t,
            name,
            Derive::parse(op).map_err(rt)?,
            a,
            b,
            None,
        ))
    });
    reg!(r, "derive", move |t: ScriptTable,
                            name: &str,
                            op: &str,
                            a: &str,
                            b: &str,
                            unit: Dynamic| {
        let unit = if unit.is_unit() {
            Some(None)
        } else {
            let u = unit
                .into_string()
                .map_err(|t| rt(format!("a unit is a string, not {t}")))?;
            Some(Some(unit_arg(&u)?))
        };
        out(ops::derive(
            &t,
            name,
            Derive::parse(op).map_err(rt)?,
            a,
            b,
            unit,
        ))
    },);
    reg!(
        r,
        "moving_average",
        move |t: ScriptTable, order_by: &str, column: &str, window: INT| {
            out(ops::moving_average(&t, order_by, column, window))
        },
    );

    // --- Dates -------------------------------------------------------------------------------
    reg!(r, "date_bucket", |date: &str, period: &str| {
        let p = Period::parse(period).map_err(rt)?;
        let d = dates::parse_date(date).map_err(rt)?;
        Ok(dates::format_date(dates::bucket(d, p)))
    });
    reg!(
        r,
        "bucket_dates",
        move |t: ScriptTable, column: &str, period: &str| {
            out(ops::bucket_dates(
                &t,
                column,
                Period::parse(period).map_err(rt)?,
            ))
        }
    );
    reg!(r, "shift_dates", move |t: ScriptTable,
                                 column: &str,
                                 period: &str,
                                 n: INT| {
        out(ops::shift_dates(
            &t,
            column,
            Period::parse(period).map_err(rt)?,
            n,
        ))
    },);

    // --- Presentation ------------------------------------------------------------------------
    reg!(
        r,
        "format_column",
        move |t: ScriptTable, column: &str, style: &str| {
            out(ops::format_column(
                &t,
                column,
                Style::parse(style).map_err(rt)?,
            ))
        }
    );
}
