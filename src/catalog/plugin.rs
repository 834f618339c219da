//! Tool manifests (`plugins/<name>.yaml`): what a Rhai tool is called, what it takes, what it
//! gives, and examples that run as tests.
//!
//! A manifest sits next to its script and names the entry function in it. The argument schema is
//! a JSON Schema object that may refer to the shared table schema as `$ref: "#/$defs/table"`; the
//! registry (`crate::tools::ToolRegistry`) adds that definition before compiling the schema, so a
//! manifest never copies it. The registry, not this type, checks that the script and the function
//! exist, that the schema compiles and that every example's arguments fit it.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What kind of step a tool is in a plan; the planner offers each kind at a different place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ToolKind {
    /// Computes numbers from tables (sums, growth, ratios, rankings).
    Calculation,
    /// Reshapes a result for people (rename, format, select or drop columns); changes no numbers.
    PostProcessing,
    /// An analytical method of the Insight Generator (period-over-period change, trends,
    /// seasonality, drivers).
    Analytics,
}

impl ToolKind {
    /// The snake_case name.
    pub fn as_str(self) -> &'static str {
        match self {
            ToolKind::Calculation => "calculation",
            ToolKind::PostProcessing => "post_processing",
            ToolKind::Analytics => "analytics",
        }
    }
}

/// One worked example of a tool: it documents the tool and runs as a test.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolExample {
    /// What the example shows, in one line.
    pub description: String,
    /// The arguments, exactly as a plan would pass them (tables as
    /// `{columns: [{name, type, unit?, display_name?}], rows: [[...]]}`).
    pub args: Value,
    /// The table the tool must return for `args`, in the same shape as a table argument.
    /// Numbers are compared with a relative tolerance of 1e-9.
    #[schemars(with = "crate::table::Table")]
    pub expected: Value,
}

/// A calculation, analytics or post-processing tool: a Rhai function plus its contract.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolManifest {
    /// Unique tool name, `snake_case`; plans call the tool by this name.
    #[schemars(regex(pattern = r"^[a-z][a-z0-9_]*$"))]
    pub name: String,
    /// What the tool computes and when to use it; shown to the planner, so write it for a reader
    /// choosing between tools.
    pub description: String,
    /// Calculation, post-processing or analytics.
    pub kind: ToolKind,
    /// The Rhai script holding the entry function, relative to `plugins/` (e.g. `growth.rhai`).
    /// Several manifests may share one script. A bare file name: scripts cannot reach outside
    /// `plugins/`.
    #[schemars(regex(pattern = r"^[A-Za-z0-9_-]+\.rhai$"))]
    pub script: String,
    /// The entry function in the script. It takes one parameter, a map of the arguments, and
    /// returns a table.
    #[schemars(regex(pattern = r"^[A-Za-z_][A-Za-z0-9_]*$"))]
    pub function: String,
    /// JSON Schema (an object schema) of the arguments. A table argument is written
    /// `$ref: "#/$defs/table"`. Set `additionalProperties: false` so misspelt arguments are
    /// rejected instead of ignored.
    #[schemars(schema_with = "object_schema")]
    pub arguments: Value,
    /// What the returned table holds: its columns and their meaning.
    pub result: String,
    /// Worked examples; every one runs as a test (at least two per shipped tool).
    #[serde(default)]
    pub examples: Vec<ToolExample>,
}

/// The schema of a field holding a JSON Schema: an object whose `type` is `object` (the registry
/// then compiles it and reports what the meta-schema rejects).
fn object_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({
        "type": "object",
        "required": ["type"],
        "properties": {"type": {"const": "object"}}
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::yaml::schema_value;

    #[test]
    fn schema_documents_and_constrains_the_fields() {
        let s = schema_value::<ToolManifest>();
        let props = &s["properties"];
        assert_eq!(props["name"]["pattern"], "^[a-z][a-z0-9_]*$");
        assert_eq!(props["script"]["pattern"], "^[A-Za-z0-9_-]+\\.rhai$");
        assert_eq!(props["arguments"]["properties"]["type"]["const"], "object");
        assert!(props["result"]["description"]
            .as_str()
            .unwrap()
            .starts_with("What the returned"));
        assert_eq!(s["additionalProperties"], false);
        let example = &s["$defs"]["ToolExample"]["properties"];
        assert_eq!(example["expected"]["$ref"], "#/$defs/Table");
    }
}
