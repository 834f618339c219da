//! Plans: the data document a planner produces and the executor runs.
//!
//! A plan is a list of steps, each an API call or a tool call, whose arguments may refer to the
//! outputs of earlier steps with `{"$ref": "step_id"}` (the whole table) or
//! `{"$ref": "step_id", "column": "name"}` (the first row's value of a column), and the step ids
//! whose tables are the answer. Plans are logged, returned to clients, cached, and can be run
//! again without the planner (`insight plan run FILE`).
//!
//! Takes: a plan. Gives: after [`validate`], a plan whose references resolve, whose APIs and
//! tools exist, and whose literal API parameters fit their schemas; after execution
//! ([`executor`]), the output tables plus a report of every step, with typed failures.

pub mod coalesce;
pub mod executor;
pub mod held;

use std::collections::HashSet;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::catalog::Catalog;

/// Calls a data API.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ApiStep {
    /// Unique id within the plan.
    pub id: String,
    /// The API's name (see `insight api list`).
    pub api: String,
    /// Parameters; must fit the API's parameter schema. May hold `$ref`s.
    #[serde(default)]
    pub params: Map<String, Value>,
    /// Why this step is there (for people and logs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// Calls a calculation or post-processing tool.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToolStep {
    /// Unique id within the plan.
    pub id: String,
    /// The tool's name (a manifest in `plugins/`).
    pub tool: String,
    /// Arguments; must fit the tool's argument schema once `$ref`s are resolved.
    #[serde(default)]
    pub args: Map<String, Value>,
    /// Why this step is there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
}

/// One step of a plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Step {
    /// A data API call.
    Api(ApiStep),
    /// A tool call.
    Tool(ToolStep),
}

impl Step {
    /// The step's id.
    pub fn id(&self) -> &str {
        match self {
            Step::Api(s) => &s.id,
            Step::Tool(s) => &s.id,
        }
    }

    /// The arguments (API parameters or tool arguments).
    pub fn arguments(&self) -> &Map<String, Value> {
        match self {
            Step::Api(s) => &s.params,
            Step::Tool(s) => &s.args,
        }
    }

    /// The ids of the steps this one refers to.
    pub fn dependencies(&self) -> Vec<String> {
        let mut out = Vec::new();
        for v in self.arguments().values() {
            collect_refs(v, &mut out);
        }
        out.sort();
        out.dedup();
        out
    }
}

/// A plan.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Plan {
    /// The question the plan answers (for logs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub question: Option<String>,
    /// The steps, in an order where each refers only to earlier ones.
    pub steps: Vec<Step>,
    /// The ids of the steps whose tables are the answer, in order.
    pub outputs: Vec<String>,
}

/// Extracts `$ref` targets anywhere inside a value.
pub fn collect_refs(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(m) => {
            if let Some(Value::String(r)) = m.get("$ref") {
                out.push(r.clone());
            } else {
                for x in m.values() {
                    collect_refs(x, out);
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| collect_refs(x, out)),
        _ => {}
    }
}

fn has_refs(v: &Value) -> bool {
    let mut out = Vec::new();
    collect_refs(v, &mut out);
    !out.is_empty()
}

/// Why a plan cannot run; every problem is listed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid plan: {}", problems.join("; "))]
pub struct InvalidPlan {
    /// The problems, each naming the step.
    pub problems: Vec<String>,
}

/// Checks a plan against the catalog: unique ids, references to earlier steps only, known APIs
/// and tools, literal API parameters fitting their schema, outputs naming steps.
pub fn validate(plan: &Plan, catalog: &Catalog) -> Result<(), InvalidPlan> {
    let mut problems = Vec::new();
    let mut seen: HashSet<&str> = HashSet::new();
    if plan.steps.is_empty() {
        problems.push("the plan has no steps".to_string());
    }
    for step in &plan.steps {
        let id = step.id();
        if id.is_empty() {
            problems.push("a step has an empty id".into());
        }
        for dep in step.dependencies() {
            if !seen.contains(dep.as_str()) {
                problems.push(format!(
                    "step `{id}` refers to `{dep}`, which is not an earlier step"
                ));
            }
        }
        match step {
            Step::Api(s) => match catalog.api(&s.api) {
                None => problems.push(format!(
                    "step `{id}`: unknown API `{}`; known APIs: {}",
                    s.api,
                    catalog
                        .apis()
                        .map(|a| a.descriptor.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
                Some(api) => {
                    // Parameters holding references are checked once resolved, at run time.
                    let literal: Map<String, Value> = s
                        .params
                        .iter()
                        .filter(|(_, v)| !has_refs(v))
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect();
                    let refs: Vec<&String> = s
                        .params
                        .iter()
                        .filter(|(_, v)| has_refs(v))
                        .map(|(k, _)| k)
                        .collect();
                    if refs.is_empty() {
                        if let Err(e) = api.check_params(&Value::Object(literal)) {
                            problems.push(format!("step `{id}`: {e}"));
                        }
                    }
                }
            },
            Step::Tool(s) => {
                if catalog.tools.get(&s.tool).is_none() {
                    problems.push(format!(
                        "step `{id}`: unknown tool `{}`; known tools: {}",
                        s.tool,
                        catalog.tools.names().join(", ")
                    ));
                }
            }
        }
        if !seen.insert(id) {
            problems.push(format!("duplicate step id `{id}`"));
        }
    }
    if plan.outputs.is_empty() {
        problems.push("the plan names no outputs".into());
    }
    for o in &plan.outputs {
        if !seen.contains(o.as_str()) {
            problems.push(format!("output `{o}` is not a step"));
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(InvalidPlan { problems })
    }
}

/// Parses plan JSON, with the line and column of a syntax or shape error.
pub fn parse(text: &str) -> Result<Plan, InvalidPlan> {
    serde_json::from_str::<Plan>(text).map_err(|e| InvalidPlan {
        problems: vec![format!("line {} column {}: {e}", e.line(), e.column())],
    })
}
