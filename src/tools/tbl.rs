//! The Rust functions scripts call: the `tbl::` module (tables) and the `fmt::` module (text for
//! people).
//!
//! Composing these is several times faster than looping over rows in Rhai, and it keeps the
//! column metadata (type, unit, display name) right without the script author thinking about it.
//! Every function is listed in [`FUNCTIONS`] with its signature, what it does and examples; the
//! examples run as tests (`examples_run` in `docs`) with `sales` bound to [`example_table`],
//! and a test fails when a registered function has no entry there.
//!
//! This file holds the plumbing every group shares (the error helpers, [`Reg`] and the `reg!`
//! macro that stamps a call's position on its errors, the table-size bound); the functions live
//! in one file per group, the same groups as the operations in [`super::ops`]:
//!
//! | module | what |
//! |---|---|
//! | `args` | script arguments → Rust: names, numbers, units, column descriptions |
//! | `read` | `len`, `names`, `columns`, `column`, `cell`, `rows`: looking into a table |
//! | `build` | `create`, `push`, `scalar`, `with_column`, `set_unit`, `rename`, `select`, `drop`, ... |
//! | `aggregate` | `sum`, `mean`, ..., `percentile`, `aggregate`, `group_by` |
//! | `rows` | `sort`, `top_n`, `filter`, `join` |
//! | `columns` | `derive`, `moving_average`, date buckets and shifts, `format_column` |
//! | `fmt` | the `fmt::` module |
//! | `docs` | [`FUNCTIONS`], the example table and the Markdown reference |

use rhai::{Dynamic, EvalAltResult, Module, NativeCallContext, Position};

use super::ops;
use super::value::ScriptTable;
use crate::table::Table;

pub(crate) type Res<T> = Result<T, Box<EvalAltResult>>;

/// The message Rhai carries for a table over the cell limit; the sandbox maps it to
/// `LimitExceeded { limit: "table_cells" }`.
pub const TABLE_CELLS_TOO_LARGE: &str = "Number of table cells";

pub(crate) fn rt(message: impl std::fmt::Display) -> Box<EvalAltResult> {
    EvalAltResult::ErrorRuntime(Dynamic::from(message.to_string()), Position::NONE).into()
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

/// A table operation's result as a script value, refused when it has more than `max_cells`
/// cells: tables are opaque to Rhai's own size limits, so without this a script could grow one
/// without bound (a self-join in a loop).
fn bounded(t: ops::OpResult<Table>, max_cells: usize) -> Res<ScriptTable> {
    let t = t.map_err(rt)?;
    if t.rows.len().saturating_mul(t.columns.len().max(1)) > max_cells {
        return Err(EvalAltResult::ErrorDataTooLarge(
            TABLE_CELLS_TOO_LARGE.to_string(),
            Position::NONE,
        )
        .into());
    }
    Ok(ScriptTable::new(t))
}

// After `reg!`: the group modules use it by its textual scope.
mod aggregate;
mod args;
mod build;
mod columns;
mod docs;
mod fmt;
mod read;
mod rows;

pub(crate) use args::{num_arg, strings};
pub(crate) use docs::ex;
pub use docs::{all_functions, example_table, functions_markdown, FnDoc, FnExample, FUNCTIONS};
pub use fmt::format_module;

/// The `tbl::` module. `max_cells` bounds every table a function returns (see [`bounded`]).
pub fn table_module(max_cells: usize) -> (Module, Vec<&'static str>) {
    let mut r = Reg {
        module: Module::new(),
        names: Vec::new(),
    };
    read::register(&mut r);
    build::register(&mut r, max_cells);
    aggregate::register(&mut r, max_cells);
    rows::register(&mut r, max_cells);
    columns::register(&mut r, max_cells);
    r.module.build_index();
    (r.module, r.names)
}
