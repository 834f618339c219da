//! The `fmt::` module: numbers and dates as text for people, with the formatter that
//! `tbl::format_column` uses, so a figure reads the same in a sentence and in a table.

use rhai::{Dynamic, Module, NativeCallContext, INT};

use super::args::num_arg;
use super::{at_call, rt, Reg, Res};
use crate::tools::format;

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
