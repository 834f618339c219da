//! Prompt definitions (`prompts/*.yaml`): minijinja templates with a sample input they must render
//! against, and few-shot examples.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What a prompt is used for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PromptKind {
    /// An answer template of the offline presenter (no LLM).
    AnswerTemplate,
    /// A system/user prompt sent to an LLM.
    LlmPrompt,
}

/// A few-shot example: an input and the output an expert would write.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FewShotExample {
    /// The input (a question, or structured data).
    pub input: Value,
    /// The expected output.
    pub output: Value,
}

/// One prompt.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PromptDef {
    /// Unique name, snake_case.
    pub name: String,
    /// What it is for.
    pub kind: PromptKind,
    /// For people.
    pub description: String,
    /// The minijinja template. Undefined variables are errors.
    pub template: String,
    /// A sample input the template must render against (checked by `insight validate`).
    pub sample_input: Value,
    /// Few-shot examples shown to an LLM.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub examples: Vec<FewShotExample>,
}
