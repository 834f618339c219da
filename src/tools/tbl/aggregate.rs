//! Aggregates: one value from a column (`sum`, `mean`, `min`, `max`, `count`, `count_distinct`,
//! `percentile`) and tables of them (`aggregate`, `group_by`); the script-side parsing of
//! `#{column: agg | [aggs]}` maps lives here too.

use rhai::{Dynamic, Map, NativeCallContext, INT};

use super::args::{num_arg, one_or_many};
use super::{at_call, bounded, rt, Reg, Res};
use crate::table::Table;
use crate::tools::ops::{self, Agg, AggSpec};
use crate::tools::value::{cell_to_dynamic, ScriptTable};

/// Registers the aggregate `tbl::` functions.
pub(super) fn register(r: &mut Reg, max_cells: usize) {
    let out = move |t: ops::OpResult<Table>| bounded(t, max_cells);
    fn scalar_agg(t: &ScriptTable, column: &str, agg: Agg) -> Res<Dynamic> {
        let i = ops::col_idx(t, column).map_err(rt)?;
        let v =
            ops::aggregate_cells(&t.columns[i], agg, t.rows.iter().map(|r| &r[i])).map_err(rt)?;
        Ok(cell_to_dynamic(&v))
    }
    reg!(r, "sum", |t: ScriptTable, c: &str| scalar_agg(
        &t,
        c,
        Agg::Sum
    ));
    reg!(r, "mean", |t: ScriptTable, c: &str| scalar_agg(
        &t,
        c,
        Agg::Mean
    ));
    reg!(r, "min", |t: ScriptTable, c: &str| scalar_agg(
        &t,
        c,
        Agg::Min
    ));
    reg!(r, "max", |t: ScriptTable, c: &str| scalar_agg(
        &t,
        c,
        Agg::Max
    ));
    reg!(r, "count", |t: ScriptTable| Ok(t.rows.len() as INT));
    reg!(r, "count", |t: ScriptTable, c: &str| scalar_agg(
        &t,
        c,
        Agg::Count
    ));
    reg!(r, "count_distinct", |t: ScriptTable, c: &str| {
        scalar_agg(&t, c, Agg::CountDistinct)
    });
    reg!(r, "percentile", |t: ScriptTable,
                           column: &str,
                           p: Dynamic| {
        let p = num_arg(&p, "the percentile")?;
        Ok(match ops::percentile(&t, column, p).map_err(rt)? {
            Some(x) => Dynamic::from_float(x),
            None => Dynamic::UNIT,
        })
    });
    fn agg_specs(aggs: &Map) -> Res<Vec<AggSpec>> {
        aggs.iter()
            .map(|(k, v)| {
                let names = one_or_many(v, &format!("the aggregate of `{k}`"))?;
                let aggs = names
                    .iter()
                    .map(|a| Agg::parse(a))
                    .collect::<ops::OpResult<Vec<_>>>()
                    .map_err(rt)?;
                Ok(AggSpec {
                    column: k.to_string(),
                    aggs,
                })
            })
            .collect()
    }
    reg!(r, "aggregate", move |t: ScriptTable, aggs: Map| {
        out(ops::group_by(&t, &[], &agg_specs(&aggs)?))
    });
    reg!(r, "group_by", move |t: ScriptTable,
                              keys: Dynamic,
                              aggs: Map| {
        let keys = one_or_many(&keys, "group keys")?;
        out(ops::group_by(&t, &keys, &agg_specs(&aggs)?))
    });
}
