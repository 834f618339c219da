//! The `script` backend: a Rhai tool from `plugins/` called with the API's parameters.
//!
//! Scripts have no data access of their own (the sandbox has no I/O), so this backend serves
//! computed or reference APIs (definitions, calendars); it never sees another seller's data.

use std::sync::Arc;

use serde_json::Value;

use super::{coerce, ApiRequest, BackendError, BoxFuture, DataBackend};
use crate::catalog::api::Backend;
use crate::catalog::Catalog;
use crate::table::Table;

/// Runs Rhai tools as APIs.
pub struct ScriptRunner {
    catalog: Arc<Catalog>,
}

impl ScriptRunner {
    /// A runner over the catalog's tools.
    pub fn new(catalog: Arc<Catalog>) -> Self {
        ScriptRunner { catalog }
    }
}

impl DataBackend for ScriptRunner {
    fn kind(&self) -> &'static str {
        "script"
    }

    fn call<'a>(&'a self, req: ApiRequest<'a>) -> BoxFuture<'a, Result<Table, BackendError>> {
        Box::pin(async move {
            let desc = req.api.descriptor.clone();
            let Backend::Script(script) = &desc.backend else {
                return Err(BackendError::Failed(format!("API `{}` is not a script API", desc.name)));
            };
            let tool = script.tool.clone();
            let args = Value::Object(req.params.clone());
            let catalog = self.catalog.clone();
            let out = tokio::task::spawn_blocking(move || catalog.tools.call(&tool, &args))
                .await
                .map_err(|e| BackendError::Failed(format!("script task failed: {e}")))?
                .map_err(|e| BackendError::Failed(format!("API `{}`: {e}", desc.name)))?;
            // Keep the declared columns (order, units, display names) over whatever the script named.
            let columns = desc.table_columns();
            let mut table = Table::new(columns.clone());
            for row in &out.rows {
                let mut r = Vec::with_capacity(columns.len());
                for c in &columns {
                    let v = out
                        .column_index(&c.name)
                        .and_then(|i| row.get(i))
                        .cloned()
                        .unwrap_or(Value::Null);
                    r.push(coerce(&v, c.ty).unwrap_or(Value::Null));
                }
                table.rows.push(r);
            }
            Ok(table)
        })
    }
}
