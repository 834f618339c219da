//! Calculation, analytics and post-processing tools: Rhai scripts in a sandbox, plus the Rust
//! table functions they compose.
//!
//! **Takes** the `plugins/` folder: manifests (`<name>.yaml`, typed by
//! [`crate::catalog::plugin::ToolManifest`]), scripts (`*.rhai`) and importable library modules
//! (`lib/*.rhai`). **Gives** a [`ToolRegistry`]: every valid tool, compiled once, callable by name
//! with JSON arguments, returning a [`crate::table::Table`]; and every problem found on the way as
//! a located diagnostic (`plugins/x.yaml:7:11: function `growht` not found in `growth.rhai`...`).
//! **Guarantees**:
//! - numbers in answers are computed here, by code, never by a language model;
//! - a call validates its arguments against the tool's JSON Schema before running anything, and
//!   a bad argument is named in the error;
//! - every tool returns a table, so plan steps compose; units and display names survive where
//!   the meaning does;
//! - a script cannot reach files, the network or the clock, cannot `eval`, and is stopped by a
//!   typed [`ToolError::LimitExceeded`] when it runs too long or grows too big ([`Limits`]);
//! - calls are synchronous and the registry is `Send + Sync`: the executor runs them with
//!   `spawn_blocking`.
//!
//! | module | what |
//! |---|---|
//! | [`sandbox`] | the engine, its limits, compile and call |
//! | [`registry`] | manifests + scripts → tools; `call`, `run_examples`, `describe` |
//! | [`tbl`] | the `tbl::` and `fmt::` script functions and their documentation |
//! | [`ana`] | the analytics (decompositions, detectors, statistics) and the `ana::` module |
//! | [`ops`] | the table operations behind `tbl::`, in plain Rust |
//! | [`value`] | JSON ↔ Rhai values; tables as shared `ScriptTable`s |
//! | [`dates`], [`format`] | calendar buckets and shifts; `$1,234.50` / `12.3%` formatting |

pub mod ana;
pub mod dates;
pub mod format;
pub mod ops;
pub mod registry;
pub mod sandbox;
pub mod tbl;
pub mod value;

pub use registry::{ExampleFailure, ToolDescription, ToolRegistry};
pub use sandbox::{CompileError, Limits, Sandbox};

/// Why a tool call failed. [`ToolError::code`] is stable and safe to show a model or a client;
/// the message is for operators and script authors.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ToolError {
    /// No tool of that name is registered.
    #[error("unknown tool `{name}`")]
    UnknownTool {
        /// The name asked for.
        name: String,
    },
    /// The arguments do not fit the tool's schema, or a table argument is malformed.
    #[error("invalid argument `{argument}` for tool `{tool}`: {message}")]
    InvalidArguments {
        /// The tool.
        tool: String,
        /// The top-level argument at fault (`arguments` when the whole object is).
        argument: String,
        /// What is wrong with it.
        message: String,
    },
    /// The script failed: a runtime error, a `throw`, a bad `tbl::` call, or a result that is not
    /// a table.
    #[error("tool `{tool}` failed: {message}")]
    ScriptError {
        /// The tool.
        tool: String,
        /// What failed, with the script line and column when known.
        message: String,
    },
    /// A sandbox limit stopped the script.
    #[error("tool `{tool}` stopped: the {limit} limit ({max}) was exceeded")]
    LimitExceeded {
        /// The tool.
        tool: String,
        /// Which limit: `operations`, `call_depth`, `expr_depth`, `string_size`, `array_size`,
        /// `map_size`, `table_cells`, `modules` or `deadline` (its `max` in milliseconds).
        limit: &'static str,
        /// The limit's value.
        max: u64,
    },
}

impl ToolError {
    /// A stable machine-readable code: `unknown_tool`, `invalid_arguments`, `script_error`,
    /// `limit_exceeded`, or `timeout` (the deadline limit, kept apart because a caller may retry
    /// a timeout under less load but never a size limit).
    pub fn code(&self) -> &'static str {
        match self {
            ToolError::UnknownTool { .. } => "unknown_tool",
            ToolError::InvalidArguments { .. } => "invalid_arguments",
            ToolError::ScriptError { .. } => "script_error",
            ToolError::LimitExceeded {
                limit: "deadline", ..
            } => "timeout",
            ToolError::LimitExceeded { .. } => "limit_exceeded",
        }
    }
}
