//! PLACEHOLDER until the tools branch lands: the interface the rest of the crate relies on.
use std::path::Path;
use crate::catalog::Diagnostics;
use crate::table::Table;

/// Tool errors.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct ToolError(String);

/// Placeholder registry.
#[derive(Debug, Default)]
pub struct ToolRegistry;

impl ToolRegistry {
    /// Loads plugins.
    pub fn load(_dir: &Path, _d: &mut Diagnostics) -> ToolRegistry { ToolRegistry }
    /// A manifest.
    pub fn get(&self, _name: &str) -> Option<&crate::catalog::plugin::ToolManifest> { None }
    /// Names.
    pub fn names(&self) -> Vec<String> { Vec::new() }
    /// Calls a tool.
    pub fn call(&self, name: &str, _args: &serde_json::Value) -> Result<Table, ToolError> { Err(ToolError(format!("unknown tool {name}"))) }
}
