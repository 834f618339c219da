//! PLACEHOLDER until the tools branch lands.
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
/// Placeholder manifest.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
pub struct ToolManifest { pub name: String }
