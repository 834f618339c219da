//! The tool registry: every manifest in `plugins/`, its compiled script and its argument
//! validator, loaded once.
//!
//! Loading never stops at the first problem. Library modules (`plugins/lib/*.rhai`) compile
//! first, then every script in `plugins/`, then every manifest; each problem becomes one
//! diagnostic at the place to fix it (the script's line:col for Rhai errors, the manifest field
//! for a missing script or function, a bad schema or example), and a tool with a problem is left
//! out while the others load. Examples' arguments are checked against the schema at load;
//! [`ToolRegistry::run_examples`] runs them.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use jsonschema::error::ValidationErrorKind;
use jsonschema::Validator;
use rhai::{Dynamic, Map, AST};
use serde::Serialize;
use serde_json::Value;

use super::sandbox::{Limits, Sandbox};
use super::value::{json_to_dynamic, ScriptTable};
use super::ToolError;
use crate::catalog::diag::{Diagnostics, Pos};
use crate::catalog::plugin::{ToolKind, ToolManifest};
use crate::catalog::yaml::{load_typed, schema_value, yaml_files, YamlDoc};
use crate::table::Table;

/// One loaded tool.
struct Tool {
    manifest: ToolManifest,
    ast: AST,
    schema: Value,
    validator: Validator,
    path: PathBuf,
}

/// Every valid tool, by name.
pub struct ToolRegistry {
    sandbox: Sandbox,
    tools: BTreeMap<String, Tool>,
}

impl fmt::Debug for ToolRegistry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ToolRegistry")
            .field("sandbox", &self.sandbox)
            .field("tools", &self.tools.keys().collect::<Vec<_>>())
            .finish()
    }
}

/// A tool as the planner sees it: what rig calls a tool definition.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ToolDescription {
    /// The name plans call.
    pub name: String,
    /// What it does and when to use it.
    pub description: String,
    /// Calculation, post-processing or analytics.
    pub kind: ToolKind,
    /// JSON Schema of the arguments, as written in the manifest.
    pub arguments: Value,
    /// What the returned table holds.
    pub result: String,
}

/// A manifest example whose result differs from `expected` (or that failed).
#[derive(Debug, Clone, PartialEq)]
pub struct ExampleFailure {
    /// The tool.
    pub tool: String,
    /// The example's position in the manifest, from 1.
    pub example: usize,
    /// The example's description.
    pub description: String,
    /// The first difference, or the error.
    pub problem: String,
}

impl fmt::Display for ExampleFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "tool `{}`, example {} ({}): {}",
            self.tool, self.example, self.description, self.problem
        )
    }
}

/// The `.rhai` files directly in `dir`, sorted.
fn rhai_files(dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.is_file() && p.extension().and_then(|e| e.to_str()) == Some("rhai"))
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

fn file_name(p: &Path) -> String {
    p.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// The argument schema as validated: the manifest's schema with the shared table definition
/// added under `$defs` (so `$ref: "#/$defs/table"` resolves) unless the manifest defines its own.
pub fn full_argument_schema(arguments: &Value) -> Value {
    let mut schema = arguments.clone();
    let Value::Object(root) = &mut schema else {
        return schema;
    };
    let mut table = schema_value::<Table>();
    let table_defs = table
        .as_object_mut()
        .and_then(|t| t.remove("$defs"))
        .unwrap_or(Value::Null);
    if let Value::Object(t) = &mut table {
        t.remove("$schema");
        t.remove("title");
    }
    let defs = root
        .entry("$defs")
        .or_insert_with(|| Value::Object(Default::default()));
    if let Value::Object(defs) = defs {
        defs.entry("table").or_insert(table);
        if let Value::Object(td) = table_defs {
            for (k, v) in td {
                defs.entry(k).or_insert(v);
            }
        }
    }
    schema
}

/// The top-level argument a validation error is about.
fn argument_of(err: &jsonschema::ValidationError<'_>) -> String {
    let ptr = err.instance_path().as_str();
    if let Some(first) = ptr.split('/').nth(1) {
        return first.replace("~1", "/").replace("~0", "~");
    }
    match err.kind() {
        ValidationErrorKind::Required { property } => property
            .as_str()
            .map(str::to_string)
            .unwrap_or_else(|| property.to_string()),
        ValidationErrorKind::AdditionalProperties { unexpected } => unexpected
            .first()
            .cloned()
            .unwrap_or_else(|| "arguments".into()),
        _ => "arguments".to_string(),
    }
}

/// Checks arguments against a validator: `Err((argument, message))` naming the first argument
/// at fault, with every problem in the message.
fn check_args(validator: &Validator, args: &Value) -> Result<(), (String, String)> {
    // The common case first: `is_valid` stops early and builds no error values.
    if validator.is_valid(args) {
        return Ok(());
    }
    let errors: Vec<_> = validator.iter_errors(args).collect();
    let Some(first) = errors.first() else {
        return Ok(());
    };
    let argument = argument_of(first);
    let message = errors
        .iter()
        .map(|e| {
            let at = e.instance_path().as_str();
            if at.split('/').count() > 2 {
                format!("at `{}`: {e}", at.trim_start_matches('/').replace('/', "."))
            } else {
                e.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("; ");
    Err((argument, message))
}

/// Compares a result with an example's expectation, describing the first difference.
pub fn compare_tables(expected: &Value, actual: &Table) -> Result<(), String> {
    let expected: Table = serde_json::from_value(expected.clone())
        .map_err(|e| format!("`expected` is not a table: {e}"))?;
    if expected.columns != actual.columns {
        let show = |t: &Table| serde_json::to_string(&t.columns).unwrap_or_default();
        return Err(format!(
            "columns differ:\n  expected {}\n  got      {}",
            show(&expected),
            show(actual)
        ));
    }
    if expected.rows.len() != actual.rows.len() {
        return Err(format!(
            "expected {} rows, got {}: {}",
            expected.rows.len(),
            actual.rows.len(),
            serde_json::to_string(&actual.rows).unwrap_or_default()
        ));
    }
    for (r, (e, a)) in expected.rows.iter().zip(&actual.rows).enumerate() {
        for (c, col) in expected.columns.iter().enumerate() {
            let (ev, av) = (
                e.get(c).unwrap_or(&Value::Null),
                a.get(c).unwrap_or(&Value::Null),
            );
            if !values_match(ev, av) {
                return Err(format!(
                    "row {r}, column `{}`: expected {ev}, got {av}",
                    col.name
                ));
            }
        }
    }
    Ok(())
}

/// Equality with a relative tolerance for numbers (1e-9), so `0.1 + 0.2` matches `0.3`.
pub fn values_match(expected: &Value, actual: &Value) -> bool {
    match (expected, actual) {
        (Value::Number(e), Value::Number(a)) => {
            let (e, a) = (
                e.as_f64().unwrap_or(f64::NAN),
                a.as_f64().unwrap_or(f64::NAN),
            );
            (e - a).abs() <= 1e-9 * e.abs().max(a.abs()).max(1.0)
        }
        (Value::Array(e), Value::Array(a)) => {
            e.len() == a.len() && e.iter().zip(a).all(|(x, y)| values_match(x, y))
        }
        (Value::Object(e), Value::Object(a)) => {
            e.len() == a.len()
                && e.iter()
                    .all(|(k, v)| a.get(k).is_some_and(|w| values_match(v, w)))
        }
        _ => expected == actual,
    }
}

impl ToolRegistry {
    /// Loads every tool in `plugins_dir` with the default [`Limits`].
    pub fn load(plugins_dir: &Path, diags: &mut Diagnostics) -> ToolRegistry {
        ToolRegistry::load_with_limits(plugins_dir, Limits::default(), diags)
    }

    /// Loads every tool in `plugins_dir`; problems go to `diags` and the tools without problems
    /// are kept.
    pub fn load_with_limits(
        plugins_dir: &Path,
        limits: Limits,
        diags: &mut Diagnostics,
    ) -> ToolRegistry {
        let mut sandbox = Sandbox::new(limits);

        for path in rhai_files(&plugins_dir.join("lib")) {
            let Some(src) = read(&path, diags) else {
                continue;
            };
            let name = path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            if let Err(e) = sandbox.add_module(&name, &src) {
                diags.push(&path, e.pos(), format!("module does not compile: {e}"));
            }
        }

        // Every script compiles, referenced or not, so a broken file never waits for a manifest
        // to point at it. `None` marks a script that exists but failed (already reported).
        let mut scripts: BTreeMap<String, Option<AST>> = BTreeMap::new();
        for path in rhai_files(plugins_dir) {
            let Some(src) = read(&path, diags) else {
                scripts.insert(file_name(&path), None);
                continue;
            };
            match sandbox.compile(&src) {
                Ok(ast) => {
                    scripts.insert(file_name(&path), Some(ast));
                }
                Err(e) => {
                    diags.push(&path, e.pos(), format!("script does not compile: {e}"));
                    scripts.insert(file_name(&path), None);
                }
            }
        }

        let mut tools = BTreeMap::new();
        let mut seen: BTreeMap<String, PathBuf> = BTreeMap::new();
        for path in yaml_files(plugins_dir) {
            let Some((manifest, doc)) = load_typed::<ToolManifest>(&path, diags) else {
                continue;
            };
            if let Some(first) = seen.get(&manifest.name) {
                diags.push(
                    &path,
                    doc.pos("/name"),
                    format!(
                        "duplicate tool name `{}`, first defined in {}",
                        manifest.name,
                        file_name(first)
                    ),
                );
                continue;
            }
            seen.insert(manifest.name.clone(), path.clone());
            if let Some(tool) = check_manifest(&scripts, manifest, &doc, &path, diags) {
                tools.insert(tool.manifest.name.clone(), tool);
            }
        }
        ToolRegistry { sandbox, tools }
    }

    /// The tool names, sorted.
    pub fn names(&self) -> Vec<&str> {
        self.tools.keys().map(String::as_str).collect()
    }

    /// A tool's manifest.
    pub fn get(&self, name: &str) -> Option<&ToolManifest> {
        self.tools.get(name).map(|t| &t.manifest)
    }

    /// The manifest file a tool came from.
    pub fn source(&self, name: &str) -> Option<&Path> {
        self.tools.get(name).map(|t| t.path.as_path())
    }

    /// The schema a tool's arguments are validated against (the manifest's, with `$defs.table`).
    pub fn argument_schema(&self, name: &str) -> Option<&Value> {
        self.tools.get(name).map(|t| &t.schema)
    }

    /// The sandbox the tools run in (for function examples and ad-hoc evaluation).
    pub fn sandbox(&self) -> &Sandbox {
        &self.sandbox
    }

    /// Every tool as the planner sees it, sorted by name.
    pub fn describe(&self) -> Vec<ToolDescription> {
        self.tools
            .values()
            .map(|t| ToolDescription {
                name: t.manifest.name.clone(),
                description: t.manifest.description.clone(),
                kind: t.manifest.kind,
                arguments: t.manifest.arguments.clone(),
                result: t.manifest.result.clone(),
            })
            .collect()
    }

    /// Calls a tool: validates `args` against its schema, runs the script under the sandbox
    /// limits, and returns its table. Synchronous; run it with `spawn_blocking` from async code.
    pub fn call(&self, name: &str, args: &Value) -> Result<Table, ToolError> {
        let tool = self.tools.get(name).ok_or_else(|| ToolError::UnknownTool {
            name: name.to_string(),
        })?;
        check_args(&tool.validator, args).map_err(|(argument, message)| {
            ToolError::InvalidArguments {
                tool: name.to_string(),
                argument,
                message,
            }
        })?;
        let Value::Object(fields) = args else {
            return Err(ToolError::InvalidArguments {
                tool: name.to_string(),
                argument: "arguments".into(),
                message: "arguments must be an object".into(),
            });
        };
        let mut map = Map::new();
        for (k, v) in fields {
            let d = json_to_dynamic(v).map_err(|e| ToolError::InvalidArguments {
                tool: name.to_string(),
                argument: k.clone(),
                message: if e.pointer.is_empty() {
                    e.message.clone()
                } else {
                    format!("at `{}`: {}", e.pointer.trim_start_matches('/'), e.message)
                },
            })?;
            map.insert(k.as_str().into(), d);
        }
        let out = self.sandbox.call(
            name,
            &tool.ast,
            &tool.manifest.function,
            Dynamic::from_map(map),
        )?;
        result_table(name, out)
    }

    /// Calls a tool with tables already in memory, without a JSON round trip: the Insight
    /// Generator's path, where tables come straight from the data APIs.
    ///
    /// `args` holds the other arguments (numbers, strings, maps) and `tables` the table
    /// arguments by name. Everything is validated against the tool's schema as [`Self::call`]
    /// does, each table standing in with its columns and no rows (so a table argument's shape is
    /// checked, not its cells), and each table must have one cell per column in every row. The
    /// tables are then bound as shared script tables: no cell is copied.
    pub fn call_with_tables<T: Into<std::sync::Arc<Table>>>(
        &self,
        name: &str,
        args: &serde_json::Map<String, Value>,
        tables: BTreeMap<String, T>,
    ) -> Result<Table, ToolError> {
        // Shared tables go to the script as they are: a deep copy of a long-window table per
        // tool call cost more than some detectors' own work.
        let tables: BTreeMap<String, std::sync::Arc<Table>> =
            tables.into_iter().map(|(k, t)| (k, t.into())).collect();
        let tool = self.tools.get(name).ok_or_else(|| ToolError::UnknownTool {
            name: name.to_string(),
        })?;
        let invalid = |argument: &str, message: String| ToolError::InvalidArguments {
            tool: name.to_string(),
            argument: argument.to_string(),
            message,
        };
        let mut shape = args.clone();
        for (k, t) in &tables {
            if args.contains_key(k) {
                return Err(invalid(
                    k,
                    "given both as a table and as an argument".into(),
                ));
            }
            if let Some(r) = t.rows.iter().position(|r| r.len() != t.columns.len()) {
                return Err(invalid(
                    k,
                    format!(
                        "row {r} has {} cells but the table has {} columns",
                        t.rows[r].len(),
                        t.columns.len()
                    ),
                ));
            }
            let columns = serde_json::to_value(&t.columns).unwrap_or(Value::Null);
            shape.insert(
                k.clone(),
                serde_json::json!({"columns": columns, "rows": []}),
            );
        }
        check_args(&tool.validator, &Value::Object(shape))
            .map_err(|(argument, message)| invalid(&argument, message))?;
        let mut map = Map::new();
        for (k, v) in args {
            let d = json_to_dynamic(v).map_err(|e| {
                invalid(
                    k,
                    if e.pointer.is_empty() {
                        e.message.clone()
                    } else {
                        format!("at `{}`: {}", e.pointer.trim_start_matches('/'), e.message)
                    },
                )
            })?;
            map.insert(k.as_str().into(), d);
        }
        for (k, t) in tables {
            map.insert(k.as_str().into(), Dynamic::from(ScriptTable(t)));
        }
        let out = self.sandbox.call(
            name,
            &tool.ast,
            &tool.manifest.function,
            Dynamic::from_map(map),
        )?;
        result_table(name, out)
    }

    /// Runs every example of every tool and returns those that fail, in tool order.
    pub fn run_examples(&self) -> Vec<ExampleFailure> {
        let mut failures = Vec::new();
        for (name, tool) in &self.tools {
            for (i, ex) in tool.manifest.examples.iter().enumerate() {
                let problem = match self.call(name, &ex.args) {
                    Ok(table) => compare_tables(&ex.expected, &table).err(),
                    Err(e) => Some(e.to_string()),
                };
                if let Some(problem) = problem {
                    failures.push(ExampleFailure {
                        tool: name.clone(),
                        example: i + 1,
                        description: ex.description.clone(),
                        problem,
                    });
                }
            }
        }
        failures
    }
}

fn read(path: &Path, diags: &mut Diagnostics) -> Option<String> {
    match std::fs::read_to_string(path) {
        Ok(s) => Some(s),
        Err(e) => {
            diags.push(path, Pos::START, format!("cannot read file: {e}"));
            None
        }
    }
}

/// A script's return value as a table; anything else is the script's mistake.
fn result_table(tool: &str, out: Dynamic) -> Result<Table, ToolError> {
    let type_name = out.type_name();
    let table = match out.try_cast::<ScriptTable>() {
        Some(t) => t.into_table(),
        None => {
            return Err(ToolError::ScriptError {
                tool: tool.to_string(),
                message: format!(
                    "a tool must return a table, not {type_name} (wrap a single value with \
                     tbl::scalar(name, value))"
                ),
            })
        }
    };
    if let Some(r) = table
        .rows
        .iter()
        .position(|r| r.len() != table.columns.len())
    {
        return Err(ToolError::ScriptError {
            tool: tool.to_string(),
            message: format!(
                "returned a table whose row {r} has {} cells for {} columns",
                table.rows[r].len(),
                table.columns.len()
            ),
        });
    }
    Ok(table)
}

/// Checks one parsed manifest against the scripts; the tool when everything fits.
fn check_manifest(
    scripts: &BTreeMap<String, Option<AST>>,
    manifest: ToolManifest,
    doc: &YamlDoc,
    path: &Path,
    diags: &mut Diagnostics,
) -> Option<Tool> {
    let before = diags.len();

    let ast = match scripts.get(&manifest.script) {
        Some(Some(ast)) => Some(ast),
        Some(None) => None, // compile error already reported at the script
        None => {
            let known: Vec<&str> = scripts.keys().map(String::as_str).collect();
            diags.push(
                path,
                doc.pos("/script"),
                format!(
                    "script `{}` not found in plugins/ (scripts: {})",
                    manifest.script,
                    if known.is_empty() {
                        "none".to_string()
                    } else {
                        known.join(", ")
                    }
                ),
            );
            None
        }
    };
    if let Some(ast) = ast {
        let fns: Vec<(String, usize)> = ast
            .iter_functions()
            .map(|f| (f.name.to_string(), f.params.len()))
            .collect();
        match fns.iter().find(|(n, _)| *n == manifest.function) {
            None => {
                let mut names: Vec<&str> = fns.iter().map(|(n, _)| n.as_str()).collect();
                names.sort_unstable();
                names.dedup();
                diags.push(
                    path,
                    doc.pos("/function"),
                    format!(
                        "function `{}` not found in `{}` (it defines: {})",
                        manifest.function,
                        manifest.script,
                        if names.is_empty() {
                            "nothing".to_string()
                        } else {
                            names.join(", ")
                        }
                    ),
                );
            }
            Some(_) if !fns.iter().any(|(n, p)| *n == manifest.function && *p == 1) => {
                diags.push(
                    path,
                    doc.pos("/function"),
                    format!(
                        "function `{}` in `{}` must take exactly one parameter (the arguments map)",
                        manifest.function, manifest.script
                    ),
                );
            }
            Some(_) => {}
        }
    }

    let schema = full_argument_schema(&manifest.arguments);
    // The manifest schema already required `type: object`; this compiles the schema itself.
    let validator = match jsonschema::validator_for(&schema) {
        Ok(v) => Some(v),
        Err(e) => {
            let at = e.instance_path().as_str().to_string();
            diags.push(
                path,
                doc.pos(&format!("/arguments{at}")),
                format!("invalid argument schema: {e}"),
            );
            None
        }
    };

    for (i, ex) in manifest.examples.iter().enumerate() {
        if let Some(v) = &validator {
            for err in v.iter_errors(&ex.args) {
                let at = format!("/examples/{i}/args{}", err.instance_path().as_str());
                diags.push(
                    path,
                    doc.pos(&at),
                    format!(
                        "example {}: invalid argument `{}`: {err}",
                        i + 1,
                        argument_of(&err)
                    ),
                );
            }
        }
    }

    if diags.len() > before {
        return None;
    }
    Some(Tool {
        ast: ast?.clone(),
        validator: validator?,
        schema,
        manifest,
        path: path.to_path_buf(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::value::dynamic_to_json;

    #[test]
    fn registry_is_send_and_sync() {
        fn assert<T: Send + Sync>() {}
        assert::<ToolRegistry>();
    }

    #[test]
    fn tolerance_is_relative() {
        assert!(values_match(
            &serde_json::json!(0.3),
            &serde_json::json!(0.1 + 0.2)
        ));
        assert!(values_match(
            &serde_json::json!(12),
            &serde_json::json!(12.0)
        ));
        assert!(!values_match(
            &serde_json::json!(0.3),
            &serde_json::json!(0.31)
        ));
    }

    #[test]
    fn table_ref_resolves() {
        let schema = full_argument_schema(&serde_json::json!({
            "type": "object",
            "properties": {"t": {"$ref": "#/$defs/table"}}
        }));
        let v = jsonschema::validator_for(&schema).unwrap();
        let good = serde_json::json!({"t": {"columns": [{"name": "a", "type": "integer"}], "rows": [[1]]}});
        assert!(v.is_valid(&good));
        let bad = serde_json::json!({"t": {"columns": [{"name": "a", "type": "int"}], "rows": []}});
        assert!(!v.is_valid(&bad));
    }

    #[test]
    fn dynamic_to_json_is_used_for_results() {
        assert_eq!(dynamic_to_json(&Dynamic::from_int(1)), serde_json::json!(1));
    }
}
