//! The Rhai sandbox: one engine with only what tools need, and limits on everything else.
//!
//! Takes script text and [`Limits`]; gives compiled [`AST`]s and calls into them that either
//! return a value or a typed [`ToolError`]. Guarantees:
//! - **No I/O.** The engine starts from `Engine::new_raw()` (no packages at all) and gets the
//!   arithmetic, logic, string, array, map, math and iterator packages plus the `tbl::`, `fmt::` and
//!   `ana::` modules. `LanguageCorePackage` is left out on purpose: its `sleep` would block a thread past
//!   any deadline. `print` and `debug` go to `tracing` (target `insight::tools::script`), never to
//!   stdout. `eval` is disabled, so a script cannot compile code at run time.
//! - **Imports only from `plugins/lib/`.** Modules are compiled at load into a
//!   `StaticModuleResolver`; nothing is read from disk after load, and any other path fails.
//! - **Bounded.** Operations, call depth, expression depth, string/array/map sizes, table cells
//!   and wall-clock time are all capped; each cap has its own `LimitExceeded` name.
//! - **Compiled once.** [`Sandbox::compile`] runs at load; calls reuse the `AST`.

use std::cell::Cell;
use std::time::{Duration, Instant};

use rhai::module_resolvers::StaticModuleResolver;
use rhai::packages::{
    ArithmeticPackage, BasicArrayPackage, BasicFnPackage, BasicIteratorPackage, BasicMapPackage,
    BasicMathPackage, BasicStringPackage, LogicPackage, MoreStringPackage, Package,
};
use rhai::{
    CallFnOptions, Dynamic, Engine, EvalAltResult, Module, ParseErrorType, Position, Scope, AST,
};

use super::tbl::{self, TABLE_CELLS_TOO_LARGE};
use super::value::ScriptTable;
use super::ToolError;
use crate::catalog::Pos;

/// Caps on what one call may use. The defaults let a tool loop over a 10k-row table in script
/// with room to spare, and stop a runaway script in well under a second of CPU.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limits {
    /// Rhai operations per call (each expression step counts one; a `tbl::` call counts one).
    pub max_operations: u64,
    /// Nesting of script function calls (recursion depth).
    pub max_call_levels: usize,
    /// Nesting of expressions at the top level of a script, checked when compiling.
    pub max_expr_depth: usize,
    /// Nesting of expressions inside functions, checked when compiling.
    pub max_function_expr_depth: usize,
    /// Bytes in one string (and in all strings held by one array or map).
    pub max_string_size: usize,
    /// Elements in one array, counting nested arrays.
    pub max_array_size: usize,
    /// Entries in one map, counting nested maps.
    pub max_map_size: usize,
    /// Cells (rows × columns) in one table a `tbl::` function returns. Tables are opaque to
    /// Rhai's own size accounting, so they get their own cap.
    pub max_table_cells: usize,
    /// Wall-clock time per call.
    pub deadline: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_operations: 5_000_000,
            max_call_levels: 32,
            max_expr_depth: 64,
            max_function_expr_depth: 32,
            max_string_size: 1 << 20,
            max_array_size: 1_000_000,
            max_map_size: 1_000_000,
            max_table_cells: 5_000_000,
            deadline: Duration::from_secs(2),
        }
    }
}

/// Why a script or module does not compile.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CompileError {
    /// Not valid Rhai (or uses something the sandbox disables, like `eval`).
    #[error("{message}")]
    Syntax {
        /// Where, in the script.
        pos: Pos,
        /// Rhai's message.
        message: String,
    },
    /// Expressions nested deeper than the sandbox allows.
    #[error("expressions are nested too deeply (the {limit} limit is {max})")]
    LimitExceeded {
        /// Where, in the script.
        pos: Pos,
        /// `expr_depth`.
        limit: &'static str,
        /// The limit.
        max: u64,
    },
    /// An `import` of a module that is not in `plugins/lib/`.
    #[error("cannot import `{module}`: only modules in plugins/lib/ can be imported ({known})")]
    UnknownModule {
        /// Where, in the script.
        pos: Pos,
        /// The path as written.
        module: String,
        /// The modules there are, for the message.
        known: String,
    },
    /// The module's top-level code failed while being loaded.
    #[error("{message}")]
    ModuleFailed {
        /// Where, in the module.
        pos: Pos,
        /// What went wrong.
        message: String,
    },
}

impl CompileError {
    /// Where in the script the problem is.
    pub fn pos(&self) -> Pos {
        match self {
            CompileError::Syntax { pos, .. }
            | CompileError::LimitExceeded { pos, .. }
            | CompileError::UnknownModule { pos, .. }
            | CompileError::ModuleFailed { pos, .. } => *pos,
        }
    }
}

fn pos_of(p: Position) -> Pos {
    Pos {
        line: p.line().unwrap_or(1),
        col: p.position().unwrap_or(1),
    }
}

thread_local! {
    /// The deadline of the call running on this thread. The engine is shared by every thread, so
    /// its progress callback cannot hold one `Instant`; calls are synchronous, so a thread-local
    /// set around each call is exact.
    static DEADLINE: Cell<Option<Instant>> = const { Cell::new(None) };
}

/// Sets this thread's deadline for the life of the guard (restoring the previous one after).
struct DeadlineGuard(Option<Instant>);

impl DeadlineGuard {
    fn start(after: Duration) -> DeadlineGuard {
        let at = Instant::now().checked_add(after);
        DeadlineGuard(DEADLINE.with(|d| d.replace(at)))
    }
}

impl Drop for DeadlineGuard {
    fn drop(&mut self) {
        DEADLINE.with(|d| d.set(self.0));
    }
}

/// The token the progress callback stops a script with.
const DEADLINE_TOKEN: &str = "insight:deadline";

/// How often (in operations) the progress callback reads the clock: often enough to stop within
/// microseconds of the deadline, rarely enough that the clock costs nothing measurable.
const CLOCK_EVERY: u64 = 64;

/// The engine, its limits and the library modules.
pub struct Sandbox {
    engine: Engine,
    limits: Limits,
    modules: StaticModuleResolver,
    module_names: Vec<String>,
}

impl std::fmt::Debug for Sandbox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sandbox")
            .field("limits", &self.limits)
            .field("modules", &self.module_names)
            .finish()
    }
}

impl Default for Sandbox {
    fn default() -> Self {
        Sandbox::new(Limits::default())
    }
}

impl Sandbox {
    /// A sandbox with no library modules yet.
    pub fn new(limits: Limits) -> Sandbox {
        let mut engine = Engine::new_raw();
        ArithmeticPackage::new().register_into_engine(&mut engine);
        LogicPackage::new().register_into_engine(&mut engine);
        BasicStringPackage::new().register_into_engine(&mut engine);
        MoreStringPackage::new().register_into_engine(&mut engine);
        BasicIteratorPackage::new().register_into_engine(&mut engine);
        BasicFnPackage::new().register_into_engine(&mut engine);
        BasicArrayPackage::new().register_into_engine(&mut engine);
        BasicMapPackage::new().register_into_engine(&mut engine);
        BasicMathPackage::new().register_into_engine(&mut engine);

        engine.register_type_with_name::<ScriptTable>("Table");
        engine.register_fn("to_string", |t: &mut ScriptTable| t.to_string());
        engine.register_fn("to_debug", |t: &mut ScriptTable| t.to_string());
        let (tbl_module, _) = tbl::table_module(limits.max_table_cells);
        engine.register_static_module("tbl", tbl_module.into());
        let (fmt_module, _) = tbl::format_module();
        engine.register_static_module("fmt", fmt_module.into());
        let (ana_module, _) = super::ana::analytics_module();
        engine.register_static_module("ana", ana_module.into());

        engine.on_print(|s| tracing::debug!(target: "insight::tools::script", "{s}"));
        engine.on_debug(|s, source, pos| {
            tracing::debug!(target: "insight::tools::script", ?source, %pos, "{s}")
        });
        engine.on_progress(|ops| {
            if ops % CLOCK_EVERY != 0 {
                return None;
            }
            let due = DEADLINE.with(Cell::get)?;
            (Instant::now() >= due).then(|| Dynamic::from(DEADLINE_TOKEN))
        });
        engine.disable_symbol("eval");
        // Undeclared variables are compile errors: a typo in a tool fails at load, not in a
        // seller's question.
        engine.set_strict_variables(true);

        engine.set_max_operations(limits.max_operations);
        engine.set_max_call_levels(limits.max_call_levels);
        engine.set_max_expr_depths(limits.max_expr_depth, limits.max_function_expr_depth);
        engine.set_max_string_size(limits.max_string_size);
        engine.set_max_array_size(limits.max_array_size);
        engine.set_max_map_size(limits.max_map_size);
        engine.set_max_modules(64);
        engine.set_module_resolver(StaticModuleResolver::new());

        Sandbox {
            engine,
            limits,
            modules: StaticModuleResolver::new(),
            module_names: Vec::new(),
        }
    }

    /// The limits in force.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// The library modules scripts may import, by name.
    pub fn module_names(&self) -> &[String] {
        &self.module_names
    }

    /// Compiles a library module (from `plugins/lib/<name>.rhai`) and makes it importable as
    /// `import "<name>" as x;`. Its top-level code runs once, now, under the limits. A module may
    /// import the modules added before it.
    pub fn add_module(&mut self, name: &str, source: &str) -> Result<(), CompileError> {
        let ast = self.compile(source)?;
        let _deadline = DeadlineGuard::start(self.limits.deadline);
        let module = Module::eval_ast_as_new(Scope::new(), &ast, &self.engine).map_err(|e| {
            let message = match self.map_error(name, &e) {
                ToolError::LimitExceeded { limit, max, .. } => {
                    format!("its top-level code exceeded the {limit} limit ({max})")
                }
                _ => format!("its top-level code failed: {}", script_message(&e)),
            };
            CompileError::ModuleFailed {
                pos: pos_of(e.position()),
                message,
            }
        })?;
        self.modules.insert(name, module);
        self.module_names.push(name.to_string());
        self.module_names.sort();
        self.engine.set_module_resolver(self.modules.clone());
        Ok(())
    }

    /// Compiles a script, resolving its imports now.
    pub fn compile(&self, source: &str) -> Result<AST, CompileError> {
        self.engine
            .compile_into_self_contained(&Scope::new(), source)
            .map_err(|e| self.compile_error(&e, source))
    }

    fn compile_error(&self, e: &EvalAltResult, source: &str) -> CompileError {
        let mut pos = pos_of(e.position());
        if let EvalAltResult::ErrorModuleNotFound(module, p) = e {
            // Imports are resolved after parsing, without a position; find the statement.
            if p.is_none() {
                pos = import_pos(source, module).unwrap_or(pos);
            }
        }
        match e {
            EvalAltResult::ErrorParsing(ParseErrorType::ExprTooDeep, _) => {
                CompileError::LimitExceeded {
                    pos,
                    limit: "expr_depth",
                    max: self.limits.max_expr_depth as u64,
                }
            }
            EvalAltResult::ErrorParsing(kind, _) => CompileError::Syntax {
                pos,
                message: kind.to_string(),
            },
            EvalAltResult::ErrorModuleNotFound(module, _) => CompileError::UnknownModule {
                pos,
                module: module.clone(),
                known: if self.module_names.is_empty() {
                    "there are none".to_string()
                } else {
                    format!("known: {}", self.module_names.join(", "))
                },
            },
            other => CompileError::Syntax {
                pos,
                message: other.to_string(),
            },
        }
    }

    /// Calls `function` in a compiled script with one argument, under the limits. `tool` names
    /// the caller in errors.
    pub fn call(
        &self,
        tool: &str,
        ast: &AST,
        function: &str,
        arg: Dynamic,
    ) -> Result<Dynamic, ToolError> {
        let _deadline = DeadlineGuard::start(self.limits.deadline);
        let mut scope = Scope::new();
        // The script's top level runs too (eval_ast): that is where its `import`s are, and
        // functions see modules imported there.
        let options = CallFnOptions::new().eval_ast(true).rewind_scope(true);
        self.engine
            .call_fn_with_options::<Dynamic>(options, &mut scope, ast, function, (arg,))
            .map_err(|e| self.map_error(tool, &e))
    }

    /// Compiles and runs a snippet under the limits, with `vars` in scope; for function examples,
    /// tests and the REPL-like `insight tools eval`.
    pub fn eval(
        &self,
        tool: &str,
        source: &str,
        vars: Vec<(&str, Dynamic)>,
    ) -> Result<Dynamic, ToolError> {
        let mut scope = Scope::new();
        for (name, value) in vars {
            scope.push(name.to_string(), value);
        }
        let ast = self
            .engine
            .compile_into_self_contained(&scope, source)
            .map_err(|e| match self.compile_error(&e, source) {
                CompileError::LimitExceeded { limit, max, .. } => ToolError::LimitExceeded {
                    tool: tool.to_string(),
                    limit,
                    max,
                },
                other => ToolError::ScriptError {
                    tool: tool.to_string(),
                    message: format!(
                        "does not compile: {other} (line {}, column {})",
                        other.pos().line,
                        other.pos().col
                    ),
                },
            })?;
        let _deadline = DeadlineGuard::start(self.limits.deadline);
        self.engine
            .eval_ast_with_scope::<Dynamic>(&mut scope, &ast)
            .map_err(|e| self.map_error(tool, &e))
    }

    /// Turns a Rhai error into a [`ToolError`], naming the limit when one fired.
    fn map_error(&self, tool: &str, err: &EvalAltResult) -> ToolError {
        let mut inner = err;
        while let EvalAltResult::ErrorInFunctionCall(_, _, e, _)
        | EvalAltResult::ErrorInModule(_, e, _) = inner
        {
            inner = e;
        }
        let l = &self.limits;
        let limit = |limit: &'static str, max: u64| ToolError::LimitExceeded {
            tool: tool.to_string(),
            limit,
            max,
        };
        match inner {
            EvalAltResult::ErrorTooManyOperations(_) => limit("operations", l.max_operations),
            EvalAltResult::ErrorStackOverflow(_) => limit("call_depth", l.max_call_levels as u64),
            EvalAltResult::ErrorDataTooLarge(what, _) if what.starts_with("Length of string") => {
                limit("string_size", l.max_string_size as u64)
            }
            EvalAltResult::ErrorDataTooLarge(what, _) if what.starts_with("Size of array") => {
                limit("array_size", l.max_array_size as u64)
            }
            EvalAltResult::ErrorDataTooLarge(what, _) if what.starts_with("Size of object map") => {
                limit("map_size", l.max_map_size as u64)
            }
            EvalAltResult::ErrorDataTooLarge(what, _) if what == TABLE_CELLS_TOO_LARGE => {
                limit("table_cells", l.max_table_cells as u64)
            }
            EvalAltResult::ErrorTerminated(token, _)
                if token.clone().into_string().ok().as_deref() == Some(DEADLINE_TOKEN) =>
            {
                limit("deadline", l.deadline.as_millis() as u64)
            }
            EvalAltResult::ErrorTooManyModules(_) => limit("modules", 64),
            EvalAltResult::ErrorParsing(ParseErrorType::ExprTooDeep, _) => {
                limit("expr_depth", l.max_expr_depth as u64)
            }
            _ => ToolError::ScriptError {
                tool: tool.to_string(),
                message: script_message(err),
            },
        }
    }
}

/// Where `import "<module>"` is written in a script (1-based line and column of `import`).
fn import_pos(source: &str, module: &str) -> Option<Pos> {
    let quoted = format!("\"{module}\"");
    source.lines().enumerate().find_map(|(i, line)| {
        let at = line.find("import")?;
        line[at..].contains(&quoted).then_some(Pos {
            line: i + 1,
            col: at + 1,
        })
    })
}

/// A script failure as one line: the innermost error, where it happened, and the chain of
/// function calls that led there.
fn script_message(err: &EvalAltResult) -> String {
    let mut calls = Vec::new();
    let mut inner = err;
    loop {
        match inner {
            EvalAltResult::ErrorInFunctionCall(name, _, e, _) => {
                calls.push(format!("in `{name}`"));
                inner = e;
            }
            EvalAltResult::ErrorInModule(name, e, _) => {
                calls.push(format!("in module `{name}`"));
                inner = e;
            }
            _ => break,
        }
    }
    let text = match inner {
        // A runtime error raised by `throw` or a `tbl::` function: the message alone, without
        // Rhai's "Runtime error:" prefix.
        EvalAltResult::ErrorRuntime(v, _) => v.to_string(),
        other => {
            let mut s = other.to_string();
            // Rhai appends " (line l, position c)"; the position is reported below.
            if let Some(i) = s.rfind(" (line ") {
                s.truncate(i);
            }
            s
        }
    };
    let pos = inner.position();
    let mut out = text;
    if let (Some(line), Some(col)) = (pos.line(), pos.position()) {
        out.push_str(&format!(" (line {line}, column {col})"));
    }
    for c in calls.iter().rev() {
        out.push(' ');
        out.push_str(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_module_whose_top_level_fails_is_a_compile_error() {
        let mut s = Sandbox::default();
        let e = s
            .add_module("m", "let x = 1;\nthrow \"boom\";")
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "its top-level code failed: boom (line 2, column 1)"
        );
        assert_eq!(e.pos(), Pos { line: 2, col: 1 });
        assert!(s.module_names().is_empty());
    }

    #[test]
    fn modules_can_import_earlier_modules() {
        let mut s = Sandbox::default();
        s.add_module("a", "fn one() { 1 }").unwrap();
        s.add_module("b", "import \"a\" as a; fn two() { a::one() + 1 }")
            .unwrap();
        let v = s.eval("t", "import \"b\" as b; b::two()", vec![]).unwrap();
        assert_eq!(v.as_int().unwrap(), 2);
    }

    #[test]
    fn strict_variables_catch_typos_at_compile_time() {
        let e = Sandbox::default()
            .compile("fn f(args) { let total = 1; totl + 1 }")
            .unwrap_err();
        assert_eq!(e.to_string(), "Undefined variable: totl");
        assert_eq!(e.pos(), Pos { line: 1, col: 29 });
    }
}
