//! The Rust functions scripts call: the `tbl::` module (tables) and the `fmt::` module (text for
//! people).
//!
//! Composing these is several times faster than looping over rows in Rhai, and it keeps the
//! column metadata (type, unit, display name) right without the script author thinking about it.
//! Every function is listed in [`FUNCTIONS`] with its signature, what it does and examples; the
//! examples run as tests (`examples_run` below) with `sales` bound to [`example_table`], and a
//! test fails when a registered function has no entry there.

use rhai::{
    Array, Dynamic, EvalAltResult, ImmutableString, Map, Module, NativeCallContext, Position, INT,
};
use serde_json::Value;

use super::dates::{self, Period};
use super::format::{self, Style};
use super::ops::{self, Agg, AggSpec, Cmp, Derive, JoinKind, Order};
use super::value::{
    cell_to_dynamic, column_to_map, dyn_num, dynamic_to_json, parse_type, parse_unit, ScriptTable,
};
use crate::table::{Column, Table};

pub(crate) type Res<T> = Result<T, Box<EvalAltResult>>;

/// The message Rhai carries for a table over the cell limit; the sandbox maps it to
/// `LimitExceeded { limit: "table_cells" }`.
pub const TABLE_CELLS_TOO_LARGE: &str = "Number of table cells";

pub(crate) fn rt(message: impl std::fmt::Display) -> Box<EvalAltResult> {
    EvalAltResult::ErrorRuntime(Dynamic::from(message.to_string()), Position::NONE).into()
}

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
fn one_or_many(d: &Dynamic, what: &str) -> Res<Vec<String>> {
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
fn column_from_map(m: &Map) -> Res<Column> {
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

fn unit_arg(u: &str) -> Res<crate::table::Unit> {
    parse_unit(u).ok_or_else(|| {
        rt(format!(
            "unknown unit `{u}`, expected usd, percent, count, ratio, days, rating"
        ))
    })
}

/// A column given as a bare name (type inferred from a value) or as a map.
fn column_arg(d: &Dynamic, sample: &Value) -> Res<Column> {
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

/// Collects registered names so a test can check each has documentation.
pub(crate) struct Reg {
    pub(crate) module: Module,
    pub(crate) names: Vec<&'static str>,
}

/// Registers a fallible native function and records its name. Rhai leaves errors from
/// namespaced native functions without a position, so the wrapper stamps the call's position on
/// them: a script author sees which line called `tbl::sort` with a bad column. A macro, not a
/// method: the return-type bound Rhai needs (`Variant`) is not nameable outside the crate.
macro_rules! reg {
    ($r:expr, $name:literal, $(move)? |$($p:ident : $t:ty),* $(,)?| $body:expr $(,)?) => {{
        $r.module.set_native_fn(
            $name,
            move |ctx: NativeCallContext, $($p: $t),*| {
                // An immediately called closure gives `?` in the body a scope to return from.
                #[allow(clippy::redundant_closure_call)]
                let result: Res<_> = (move || $body)();
                result.map_err(|e| at_call(e, &ctx))
            },
        );
        if !$r.names.contains(&$name) {
            $r.names.push($name);
        }
    }};
}
pub(crate) use reg;

/// Gives an error without a position the position of the call that raised it.
pub(crate) fn at_call(mut e: Box<EvalAltResult>, ctx: &NativeCallContext) -> Box<EvalAltResult> {
    if e.position().is_none() {
        e.set_position(ctx.call_position());
    }
    e
}

/// The `tbl::` module. `max_cells` bounds every table a function returns: tables are opaque to
/// Rhai's own size limits, so without it a script could grow one without bound (a self-join in
/// a loop).
pub fn table_module(max_cells: usize) -> (Module, Vec<&'static str>) {
    let mut r = Reg {
        module: Module::new(),
        names: Vec::new(),
    };
    let out = move |t: ops::OpResult<Table>| -> Res<ScriptTable> {
        let t = t.map_err(rt)?;
        if t.rows.len().saturating_mul(t.columns.len().max(1)) > max_cells {
            return Err(EvalAltResult::ErrorDataTooLarge(
                TABLE_CELLS_TOO_LARGE.to_string(),
                Position::NONE,
            )
            .into());
        }
        Ok(ScriptTable::new(t))
    };

    // --- Reading -------------------------------------------------------------------------
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

    // --- Building ------------------------------------------------------------------------
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

    // --- Aggregates --------------------------------------------------------------------------
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

    // --- Rows --------------------------------------------------------------------------------
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

    // --- Derived columns ---------------------------------------------------------------------
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

    r.module.build_index();
    (r.module, r.names)
}

/// The `fmt::` module: numbers and dates as text for people.
pub fn format_module() -> (Module, Vec<&'static str>) {
    let mut r = Reg {
        module: Module::new(),
        names: Vec::new(),
    };
    fn maybe(d: &Dynamic, f: impl Fn(f64) -> String) -> Res<Dynamic> {
        if d.is_unit() {
            return Ok(Dynamic::UNIT);
        }
        Ok(f(num_arg(d, "the value")?).into())
    }
    fn decimals(d: INT) -> Res<usize> {
        usize::try_from(d)
            .ok()
            .filter(|d| *d <= 10)
            .ok_or_else(|| rt(format!("decimals must be between 0 and 10, not {d}")))
    }
    reg!(r, "usd", |x: Dynamic| maybe(&x, format::usd));
    reg!(r, "percent", |x: Dynamic| maybe(&x, |x| format::percent(
        x, 1
    )));
    reg!(r, "percent", |x: Dynamic, d: INT| {
        let d = decimals(d)?;
        maybe(&x, |x| format::percent(x, d))
    });
    reg!(r, "count", |x: Dynamic| maybe(&x, format::count));
    reg!(r, "number", |x: Dynamic, d: INT| {
        let d = decimals(d)?;
        maybe(&x, |x| format::number(x, d))
    });
    reg!(r, "date", |s: &str| format::date(s).map_err(rt));
    r.module.build_index();
    (r.module, r.names)
}

/// One documented script function.
#[derive(Debug, Clone, Copy)]
pub struct FnDoc {
    /// `tbl`, `fmt` or `ana`.
    pub module: &'static str,
    /// The function name (overloads share one entry).
    pub name: &'static str,
    /// Signature(s) as a script author writes the call.
    pub signature: &'static str,
    /// What it does, including what it does with `null`, units and edge cases.
    pub summary: &'static str,
    /// Examples that run as tests.
    pub examples: &'static [FnExample],
}

/// One example: a script (with `sales` bound to [`example_table`]) and its result as JSON.
#[derive(Debug, Clone, Copy)]
pub struct FnExample {
    /// The script; its last expression is the result.
    pub script: &'static str,
    /// The result, as JSON text (a table result as its JSON).
    pub result: &'static str,
}

/// The table every example sees as `sales`.
pub fn example_table() -> Table {
    let v = serde_json::json!({
        "columns": [
            {"name": "day", "type": "date"},
            {"name": "category", "type": "string"},
            {"name": "revenue", "type": "number", "unit": "usd", "display_name": "Revenue"},
            {"name": "units", "type": "integer", "unit": "count", "display_name": "Units"}
        ],
        "rows": [
            ["2024-03-04", "toys", 100.0, 4],
            ["2024-03-05", "books", 50.5, 2],
            ["2024-03-11", "toys", 80.0, 3],
            ["2024-03-13", "games", 0.0, 0]
        ]
    });
    serde_json::from_value(v).unwrap_or_default()
}

macro_rules! ex {
    ($script:expr => $result:expr) => {
        FnExample {
            script: $script,
            result: $result,
        }
    };
}
pub(crate) use ex;

/// Every script function, documented.
pub const FUNCTIONS: &[FnDoc] = &[
    FnDoc {
        module: "tbl",
        name: "len",
        signature: "tbl::len(table) -> int",
        summary: "Number of rows.",
        examples: &[ex!("tbl::len(sales)" => "4")],
    },
    FnDoc {
        module: "tbl",
        name: "names",
        signature: "tbl::names(table) -> array",
        summary: "Column names, in order.",
        examples: &[ex!("tbl::names(sales)" => r#"["day","category","revenue","units"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "columns",
        signature: "tbl::columns(table) -> array of #{name, type, unit, display_name}",
        summary: "Column descriptions, in order; a missing unit or display name is ().",
        examples: &[ex!("tbl::columns(sales)[2]" =>
            r#"{"display_name":"Revenue","name":"revenue","type":"number","unit":"usd"}"#)],
    },
    FnDoc {
        module: "tbl",
        name: "column_info",
        signature: "tbl::column_info(table, column) -> #{name, type, unit, display_name}",
        summary: "One column's description. Change the map and pass it to tbl::create or \
                  tbl::with_column to make a column like it.",
        examples: &[ex!("tbl::column_info(sales, \"units\").unit" => r#""count""#)],
    },
    FnDoc {
        module: "tbl",
        name: "has_column",
        signature: "tbl::has_column(table, column) -> bool",
        summary: "Whether the table has a column of that name.",
        examples: &[
            ex!("tbl::has_column(sales, \"revenue\")" => "true"),
            ex!("tbl::has_column(sales, \"profit\")" => "false"),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "column",
        signature: "tbl::column(table, column) -> array",
        summary: "The cells of one column; null cells are ().",
        examples: &[ex!("tbl::column(sales, \"units\")" => "[4,2,3,0]")],
    },
    FnDoc {
        module: "tbl",
        name: "cell",
        signature: "tbl::cell(table, row, column) -> value",
        summary: "One cell, by row number (from 0) and column name.",
        examples: &[ex!("tbl::cell(sales, 1, \"category\")" => r#""books""#)],
    },
    FnDoc {
        module: "tbl",
        name: "rows",
        signature: "tbl::rows(table) -> array of maps",
        summary: "Every row as a map of column name to cell, for loops the other functions \
                  cannot express. Slower than the column functions on big tables.",
        examples: &[ex!("let n = 0; for r in tbl::rows(sales) { if r.units > 2 { n += 1; } } n" => "2")],
    },
    FnDoc {
        module: "tbl",
        name: "create",
        signature: "tbl::create([#{name, type, unit?, display_name?}, ...]) -> table",
        summary: "An empty table with these columns. Types: string, integer, number, date, \
                  boolean; units: usd, percent, count, ratio, days, rating.",
        examples: &[ex!("let t = tbl::create([#{name: \"total\", type: \"number\", unit: \"usd\"}]); tbl::push(t, [12.5]); t" =>
            r#"{"columns":[{"name":"total","type":"number","unit":"usd"}],"rows":[[12.5]]}"#)],
    },
    FnDoc {
        module: "tbl",
        name: "push",
        signature: "tbl::push(table, [cells]) | tbl::push(table, #{column: cell})",
        summary: "Appends a row in place; a map row leaves absent columns null.",
        examples: &[ex!("let t = tbl::create([#{name: \"a\", type: \"integer\"}, #{name: \"b\", type: \"string\"}]); tbl::push(t, #{a: 1}); tbl::push(t, [2, \"x\"]); tbl::column(t, \"b\")" =>
            r#"[null,"x"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "scalar",
        signature: "tbl::scalar(name | column map, value) -> table",
        summary: "A one-row, one-column table: how a tool returns a single number. With a bare \
                  name the type is taken from the value.",
        examples: &[
            ex!("tbl::scalar(\"orders\", 42)" =>
                r#"{"columns":[{"name":"orders","type":"integer"}],"rows":[[42]]}"#),
            ex!("let c = tbl::column_info(sales, \"revenue\"); c.name = \"total\"; tbl::scalar(c, 230.5)" =>
                r#"{"columns":[{"name":"total","type":"number","unit":"usd","display_name":"Revenue"}],"rows":[[230.5]]}"#),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "with_column",
        signature: "tbl::with_column(table, name | column map, values) -> table",
        summary: "Replaces the column of that name, or appends it, with one value per row.",
        examples: &[ex!("let flags = tbl::column(sales, \"units\").map(|u| u > 2); tbl::column(tbl::with_column(sales, \"busy\", flags), \"busy\")" =>
            "[true,false,true,false]")],
    },
    FnDoc {
        module: "tbl",
        name: "set_unit",
        signature: "tbl::set_unit(table, column, unit | ()) -> table",
        summary: "Sets (or with () removes) a column's unit.",
        examples: &[ex!("tbl::column_info(tbl::set_unit(sales, \"units\", ()), \"units\").unit" => "null")],
    },
    FnDoc {
        module: "tbl",
        name: "set_display_name",
        signature: "tbl::set_display_name(table, column, display_name) -> table",
        summary: "Sets the name people see for one column.",
        examples: &[ex!("tbl::column_info(tbl::set_display_name(sales, \"day\", \"Day\"), \"day\").display_name" => r#""Day""#)],
    },
    FnDoc {
        module: "tbl",
        name: "set_display_names",
        signature: "tbl::set_display_names(table, #{column: display_name}) -> table",
        summary: "Sets display names from a mapping; columns the table lacks are ignored, so \
                  one catalog-wide mapping fits every table.",
        examples: &[ex!("let t = tbl::set_display_names(sales, #{day: \"Day\", profit: \"Profit\"}); tbl::columns(t).map(|c| c.display_name)" =>
            r#"["Day",null,"Revenue","Units"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "rename",
        signature: "tbl::rename(table, #{old: new}) -> table",
        summary: "Renames columns (machine names); every old name must exist.",
        examples: &[ex!("tbl::names(tbl::rename(sales, #{day: \"date\"}))" => r#"["date","category","revenue","units"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "select",
        signature: "tbl::select(table, [columns]) -> table",
        summary: "Only these columns, in this order; every name must exist.",
        examples: &[ex!("tbl::names(tbl::select(sales, [\"revenue\", \"day\"]))" => r#"["revenue","day"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "drop",
        signature: "tbl::drop(table, [columns]) -> table",
        summary: "Every column but these; names the table lacks are ignored.",
        examples: &[ex!("tbl::names(tbl::drop(sales, [\"day\", \"profit\"]))" => r#"["category","revenue","units"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "sum",
        signature: "tbl::sum(table, column) -> number",
        summary: "Sum of the numbers (nulls skipped; 0 when none). Integer columns give an int; \
                  USD sums are rounded to cents.",
        examples: &[
            ex!("tbl::sum(sales, \"revenue\")" => "230.5"),
            ex!("tbl::sum(sales, \"units\")" => "9"),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "mean",
        signature: "tbl::mean(table, column) -> float | ()",
        summary: "Arithmetic mean of the numbers (nulls skipped); () when there are none.",
        examples: &[ex!("tbl::mean(sales, \"units\")" => "2.25")],
    },
    FnDoc {
        module: "tbl",
        name: "min",
        signature: "tbl::min(table, column) -> value",
        summary: "Smallest non-null value: numbers by value, dates and text in order.",
        examples: &[
            ex!("tbl::min(sales, \"revenue\")" => "0.0"),
            ex!("tbl::min(sales, \"day\")" => r#""2024-03-04""#),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "max",
        signature: "tbl::max(table, column) -> value",
        summary: "Largest non-null value: numbers by value, dates and text in order.",
        examples: &[ex!("tbl::max(sales, \"category\")" => r#""toys""#)],
    },
    FnDoc {
        module: "tbl",
        name: "count",
        signature: "tbl::count(table) -> int | tbl::count(table, column) -> int",
        summary: "Rows; with a column, its non-null cells.",
        examples: &[
            ex!("tbl::count(sales)" => "4"),
            ex!("tbl::count(sales, \"revenue\")" => "4"),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "count_distinct",
        signature: "tbl::count_distinct(table, column) -> int",
        summary: "Distinct non-null values.",
        examples: &[ex!("tbl::count_distinct(sales, \"category\")" => "3")],
    },
    FnDoc {
        module: "tbl",
        name: "percentile",
        signature: "tbl::percentile(table, column, p) -> float | ()",
        summary: "The p-th percentile (0..=100), interpolating between the closest ranks; () \
                  when the column has no numbers.",
        examples: &[
            ex!("tbl::percentile(sales, \"units\", 50)" => "2.5"),
            ex!("tbl::percentile(sales, \"revenue\", 100)" => "100.0"),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "aggregate",
        signature: "tbl::aggregate(table, #{column: agg | [aggs]}) -> table",
        summary: "One row of aggregates over the whole table (even an empty one). Aggregates: \
                  sum, mean, min, max, count, count_distinct. A column with one sum/mean/min/max \
                  keeps its name, unit and display name; otherwise outputs are named \
                  <column>_<agg>. Output columns follow the table's column order.",
        examples: &[
            ex!("tbl::aggregate(sales, #{units: \"sum\", revenue: \"sum\"})" =>
                r#"{"columns":[{"name":"revenue","type":"number","unit":"usd","display_name":"Revenue"},{"name":"units","type":"integer","unit":"count","display_name":"Units"}],"rows":[[230.5,9]]}"#),
            ex!("tbl::names(tbl::aggregate(sales, #{units: [\"min\", \"max\"], day: \"count\"}))" =>
                r#"["day_count","units_min","units_max"]"#),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "group_by",
        signature: "tbl::group_by(table, key | [keys], #{column: agg | [aggs]}) -> table",
        summary: "One row per distinct key, sorted by key, with the aggregates of tbl::aggregate.",
        examples: &[
            ex!("let g = tbl::group_by(sales, \"category\", #{revenue: \"sum\"}); [tbl::column(g, \"category\"), tbl::column(g, \"revenue\")]" =>
                r#"[["books","games","toys"],[50.5,0.0,180.0]]"#),
            ex!("let w = tbl::group_by(tbl::bucket_dates(sales, \"day\", \"week\"), \"day\", #{units: \"sum\"}); tbl::rows(w)" =>
                r#"[{"day":"2024-03-04","units":6},{"day":"2024-03-11","units":3}]"#),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "sort",
        signature: "tbl::sort(table, column, \"asc\" | \"desc\") -> table",
        summary: "Rows ordered by a column (stable); nulls last in both orders.",
        examples: &[ex!("tbl::column(tbl::sort(sales, \"revenue\", \"desc\"), \"category\")" =>
            r#"["toys","toys","books","games"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "top_n",
        signature: "tbl::top_n(table, column, n, \"asc\" | \"desc\") -> table",
        summary: "The first n rows by a column.",
        examples: &[ex!("tbl::column(tbl::top_n(sales, \"units\", 2, \"desc\"), \"units\")" => "[4,3]")],
    },
    FnDoc {
        module: "tbl",
        name: "filter_eq",
        signature: "tbl::filter_eq(table, column, value) -> table",
        summary: "Rows whose cell equals the value (2 equals 2.0).",
        examples: &[ex!("tbl::len(tbl::filter_eq(sales, \"category\", \"toys\"))" => "2")],
    },
    FnDoc {
        module: "tbl",
        name: "filter",
        signature: "tbl::filter(table, column, \"==\" | \"!=\" | \"<\" | \"<=\" | \">\" | \">=\", value) -> table",
        summary: "Rows whose cell compares to the value; ordering comparisons never keep nulls. \
                  Dates compare as text, which is calendar order for ISO dates.",
        examples: &[
            ex!("tbl::column(tbl::filter(sales, \"day\", \">=\", \"2024-03-11\"), \"units\")" => "[3,0]"),
            ex!("tbl::len(tbl::filter(sales, \"revenue\", \">\", 60))" => "2"),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "join",
        signature: "tbl::join(left, right, key, suffix) -> table",
        summary: "Left join on a key column both tables have: every left row, with the right \
                  table's other columns (null when no match). A right column whose name the \
                  left already uses gets the suffix, and its display name the suffix in words.",
        examples: &[ex!("let prev = tbl::group_by(tbl::filter_eq(sales, \"category\", \"toys\"), \"category\", #{revenue: \"sum\"}); let j = tbl::join(tbl::group_by(sales, \"category\", #{revenue: \"sum\"}), prev, \"category\", \"_previous\"); [tbl::names(j), tbl::column(j, \"revenue_previous\"), tbl::column_info(j, \"revenue_previous\").display_name]" =>
            r#"[["category","revenue","revenue_previous"],[null,null,180.0],"Revenue (previous)"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "inner_join",
        signature: "tbl::inner_join(left, right, key, suffix) -> table",
        summary: "As tbl::join, keeping only left rows that have a match.",
        examples: &[ex!("let toys = tbl::filter_eq(sales, \"category\", \"toys\"); tbl::len(tbl::inner_join(sales, tbl::select(toys, [\"day\"]), \"day\", \"_r\"))" => "2")],
    },
    FnDoc {
        module: "tbl",
        name: "derive",
        signature: "tbl::derive(table, name, op, a, b [, unit | ()]) -> table",
        summary: "Adds (or replaces) column `name` = op(a, b) for each row, op one of ratio, \
                  difference, sum, product, pct_change ((a - b) / |b|). Division by zero and \
                  null inputs give null. Default unit: ratio → ratio, pct_change → percent, \
                  difference/sum → the inputs' unit when they agree; pass a unit to override \
                  (e.g. \"percent\" for a conversion rate) or () for none.",
        examples: &[
            ex!("tbl::column(tbl::derive(sales, \"price\", \"ratio\", \"revenue\", \"units\", \"usd\"), \"price\")" =>
                "[25.0,25.25,26.666666666666668,null]"),
            ex!("tbl::column_info(tbl::derive(sales, \"x\", \"pct_change\", \"revenue\", \"units\"), \"x\").unit" => r#""percent""#),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "moving_average",
        signature: "tbl::moving_average(table, order_by, column, window) -> table",
        summary: "Sorts by order_by and adds <column>_moving_avg, the mean of the last `window` \
                  values (nulls skipped), null until `window` rows have been seen. Keeps the unit.",
        examples: &[ex!("tbl::column(tbl::moving_average(sales, \"day\", \"units\", 2), \"units_moving_avg\")" =>
            "[null,3.0,2.5,1.5]")],
    },
    FnDoc {
        module: "tbl",
        name: "date_bucket",
        signature: "tbl::date_bucket(date, \"day\" | \"week\" | \"month\" | \"quarter\" | \"year\") -> string",
        summary: "The first day of the period holding an ISO date (weeks start on Monday).",
        examples: &[
            ex!("tbl::date_bucket(\"2024-03-07\", \"week\")" => r#""2024-03-04""#),
            ex!("tbl::date_bucket(\"2024-08-31\", \"quarter\")" => r#""2024-07-01""#),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "bucket_dates",
        signature: "tbl::bucket_dates(table, column, period) -> table",
        summary: "Replaces every date of a column by the first day of its period; group by it \
                  next for weekly/monthly/... totals.",
        examples: &[ex!("tbl::column(tbl::bucket_dates(sales, \"day\", \"month\"), \"day\")" =>
            r#"["2024-03-01","2024-03-01","2024-03-01","2024-03-01"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "shift_dates",
        signature: "tbl::shift_dates(table, column, period, n) -> table",
        summary: "Moves every date of a column by n periods (negative: back); month-based \
                  shifts clamp to month end (2024-02-29 + 1 year = 2025-02-28).",
        examples: &[ex!("tbl::cell(tbl::shift_dates(sales, \"day\", \"year\", 1), 0, \"day\")" => r#""2025-03-04""#)],
    },
    FnDoc {
        module: "tbl",
        name: "format_column",
        signature: "tbl::format_column(table, column, style) -> table",
        summary: "Turns a column into text: usd ($1,234.50), percent (12.3% from 0.123), count \
                  (1,234), number (1,234.57), ratio (3.20), date (Mar 5, 2024), or auto (by the \
                  column's unit). The column becomes a string column without a unit.",
        examples: &[ex!("tbl::column(tbl::format_column(sales, \"revenue\", \"auto\"), \"revenue\")" =>
            r#"["$100.00","$50.50","$80.00","$0.00"]"#)],
    },
    FnDoc {
        module: "fmt",
        name: "usd",
        signature: "fmt::usd(x) -> string",
        summary: "US dollars with cents and thousands separators; () stays ().",
        examples: &[ex!("fmt::usd(-1234.5)" => r#""-$1,234.50""#)],
    },
    FnDoc {
        module: "fmt",
        name: "percent",
        signature: "fmt::percent(fraction [, decimals]) -> string",
        summary: "A fraction as a percentage, one decimal by default.",
        examples: &[
            ex!("fmt::percent(0.1234)" => r#""12.3%""#),
            ex!("fmt::percent(0.5, 0)" => r#""50%""#),
        ],
    },
    FnDoc {
        module: "fmt",
        name: "count",
        signature: "fmt::count(x) -> string",
        summary: "A whole number with thousands separators.",
        examples: &[ex!("fmt::count(1234567)" => r#""1,234,567""#)],
    },
    FnDoc {
        module: "fmt",
        name: "number",
        signature: "fmt::number(x, decimals) -> string",
        summary: "A number with the given decimals and thousands separators.",
        examples: &[ex!("fmt::number(1234.567, 2)" => r#""1,234.57""#)],
    },
    FnDoc {
        module: "fmt",
        name: "date",
        signature: "fmt::date(iso_date) -> string",
        summary: "An ISO date for people.",
        examples: &[ex!("fmt::date(\"2024-03-05\")" => r#""Mar 5, 2024""#)],
    },
];

/// Every documented script function: `tbl::` and `fmt::` ([`FUNCTIONS`]) then `ana::`.
pub fn all_functions() -> impl Iterator<Item = &'static FnDoc> {
    FUNCTIONS.iter().chain(crate::tools::ana::FUNCTIONS)
}

/// Renders every documented function as the Markdown reference committed as `plugins/FUNCTIONS.md` (a test
/// fails when the file drifts from this).
pub fn functions_markdown() -> String {
    let mut s = String::from(
        "<!-- Generated from src/tools/tbl.rs (FUNCTIONS); refresh with \
         `UPDATE_EXPECT=1 cargo test --test tools`. -->\n\
         # Script functions\n\n\
         The Rust functions a tool script can call. `tbl::` works on tables and keeps each \
         column's type, unit and display name; `fmt::` turns numbers and dates into text; \
         `ana::` runs the analytics (decompositions, detectors, statistics).\n\n\
         Every example below runs as a test, with `sales` bound to this table:\n\n\
         | day (date) | category | revenue (usd, \"Revenue\") | units (count, \"Units\") |\n\
         |---|---|---|---|\n",
    );
    let t = example_table();
    for row in &t.rows {
        let cells: Vec<String> = row.iter().map(|v| v.to_string().replace('"', "")).collect();
        s.push_str(&format!("| {} |\n", cells.join(" | ")));
    }
    s.push('\n');
    s.push_str(
        "The `ana::` examples also see `cur` and `prev` (sales of two products in two periods) \
         and `cur_traffic` and `prev_traffic` (their sessions):\n\n",
    );
    for (name, t) in crate::tools::ana::script::example_tables() {
        let head: Vec<&str> = t.columns.iter().map(|c| c.name.as_str()).collect();
        s.push_str(&format!(
            "`{name}`:\n\n| {} |\n|{}\n",
            head.join(" | "),
            "---|".repeat(head.len())
        ));
        for row in &t.rows {
            let cells: Vec<String> = row.iter().map(|v| v.to_string().replace('"', "")).collect();
            s.push_str(&format!("| {} |\n", cells.join(" | ")));
        }
        s.push('\n');
    }
    let mut module = "";
    for f in all_functions() {
        if f.module != module {
            module = f.module;
            s.push_str(&format!("## `{module}::`\n\n"));
        }
        s.push_str(&format!("### `{}`\n\n{}\n\n", f.signature, f.summary));
        for e in f.examples {
            s.push_str(&format!(
                "```rhai\n{}\n// → {}\n```\n\n",
                e.script, e.result
            ));
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::registry::values_match;
    use crate::tools::Sandbox;

    #[test]
    fn examples_run() {
        let sandbox = Sandbox::default();
        let sales = Dynamic::from(ScriptTable::new(example_table()));
        let extra: Vec<(&str, Dynamic)> = crate::tools::ana::script::example_tables()
            .into_iter()
            .map(|(n, t)| (n, Dynamic::from(ScriptTable::new(t))))
            .collect();
        let mut failures = Vec::new();
        for f in all_functions() {
            for e in f.examples {
                let mut vars = vec![("sales", sales.clone())];
                vars.extend(extra.iter().cloned());
                let want: Value = serde_json::from_str(e.result).unwrap_or_else(|err| {
                    panic!("{}::{}: bad result JSON: {err}", f.module, f.name)
                });
                match sandbox.eval("example", e.script, vars) {
                    Ok(got) => {
                        let got = dynamic_to_json(&got);
                        if !values_match(&want, &got) {
                            failures.push(format!(
                                "{}::{}: `{}`\n    expected {want}\n    got      {got}",
                                f.module, f.name, e.script
                            ));
                        }
                    }
                    Err(err) => {
                        failures.push(format!("{}::{}: `{}`: {err}", f.module, f.name, e.script))
                    }
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn every_function_is_documented_with_an_example() {
        let (_, tbl_names) = table_module(1);
        let (_, fmt_names) = format_module();
        let (_, ana_names) = crate::tools::ana::analytics_module();
        let registered: Vec<(&str, &str)> = tbl_names
            .iter()
            .map(|n| ("tbl", *n))
            .chain(fmt_names.iter().map(|n| ("fmt", *n)))
            .chain(ana_names.iter().map(|n| ("ana", *n)))
            .collect();
        for (m, n) in &registered {
            let doc = all_functions().find(|f| f.module == *m && f.name == *n);
            let doc = doc.unwrap_or_else(|| panic!("{m}::{n} has no entry in FUNCTIONS"));
            assert!(!doc.examples.is_empty(), "{m}::{n} has no example");
        }
        for f in all_functions() {
            assert!(
                registered.contains(&(f.module, f.name)),
                "{}::{} is documented but not registered",
                f.module,
                f.name
            );
        }
    }

    #[test]
    fn markdown_lists_every_function() {
        let md = functions_markdown();
        assert!(md.contains(
            "### `tbl::group_by(table, key | [keys], #{column: agg | [aggs]}) -> table`"
        ));
        assert_eq!(md.matches("### ").count(), all_functions().count());
    }
}
