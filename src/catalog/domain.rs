//! Domain resolution paths (`domains/*.yaml`) for the Insight Generator: which business
//! dimensions and APIs a domain retrieves, which analytical tools it runs, the knowledge it
//! injects, and the prompt that explains the findings.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::api::Dimension;

/// One domain resolution path.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DomainPath {
    /// Unique name, snake_case (e.g. `performance`).
    pub name: String,
    /// What questions of this domain ask.
    pub description: String,
    /// Business dimensions this domain looks at.
    pub dimensions: Vec<Dimension>,
    /// Data APIs to retrieve (names of `apis/` descriptors).
    pub apis: Vec<String>,
    /// Analytical tools to run (names of `plugins/` manifests).
    pub methods: Vec<String>,
    /// Domain knowledge injected into the explanation (thresholds, rules of thumb).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub knowledge: Vec<String>,
    /// The prompt (a `prompts/` name) that explains the findings.
    pub prompt: String,
    /// Example questions of this domain (used by the nearest-example domain router).
    pub examples: Vec<String>,
}
