//! Data backends: how an API call (descriptor + checked parameters + tenant) becomes a
//! [`Table`].
//!
//! Takes: an [`Api`] from the catalog, parameters already validated against its schema, and the
//! caller's [`Tenant`]. Gives: a table whose columns are exactly the API's declared columns, or a
//! [`BackendError`] whose [`BackendError::is_transient`] tells the executor whether a retry can
//! help. Guarantees: the seller is bound from the tenant by the engine, never from the payload.
//!
//! One trait ([`DataBackend`]) and one explicit registry ([`Backends`]): `store` (SQL over the
//! embedded SQLite store, or over a PostgreSQL store: [`StoreLocation`]), `http` (an existing
//! JSON data service), `script` (a Rhai tool).

pub mod http;
pub mod postgres;
pub mod script;
pub mod store;

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use serde_json::{Map, Value};

use crate::catalog::api::Backend;
use crate::catalog::{Api, Catalog};
use crate::table::Table;

/// Who is asking: the seller bound by the caller's API key or `--seller`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tenant {
    /// The seller id, e.g. `S001`.
    pub seller_id: String,
}

impl Tenant {
    /// A tenant for a seller id.
    pub fn new(seller_id: impl Into<String>) -> Self {
        Tenant {
            seller_id: seller_id.into(),
        }
    }
}

/// Why a backend call failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BackendError {
    /// The data behind the API is not there (table not imported, no store, too few peers).
    #[error("{0}")]
    DataUnavailable(String),
    /// A failure a retry may cure (connection refused, HTTP 429/5xx, database busy).
    #[error("{0}")]
    Transient(String),
    /// A failure a retry will not cure (bad SQL result, HTTP 4xx, malformed response).
    #[error("{0}")]
    Failed(String),
    /// The call did not finish in time.
    #[error("{0}")]
    Timeout(String),
}

impl BackendError {
    /// True when retrying may help.
    pub fn is_transient(&self) -> bool {
        matches!(self, BackendError::Transient(_))
    }
}

/// One API call, as a backend sees it.
pub struct ApiRequest<'a> {
    /// The API.
    pub api: &'a Api,
    /// Checked parameters (defaults applied).
    pub params: &'a Map<String, Value>,
    /// The caller.
    pub tenant: &'a Tenant,
}

/// A boxed future, so backends can be used as trait objects.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A kind of data backend.
pub trait DataBackend: Send + Sync {
    /// The `type:` name used in `apis/*.yaml`.
    fn kind(&self) -> &'static str;
    /// Answers one call.
    fn call<'a>(&'a self, req: ApiRequest<'a>) -> BoxFuture<'a, Result<Table, BackendError>>;
}

/// Where the `store` backend's data lives.
#[derive(Debug, Clone)]
pub enum StoreLocation {
    /// The embedded SQLite file (the default).
    Sqlite(std::path::PathBuf),
    /// A PostgreSQL server.
    Postgres(postgres::PgOptions),
}

/// The explicit registry of backends.
pub struct Backends {
    /// SQL over the store (SQLite or PostgreSQL).
    pub store: Box<dyn DataBackend>,
    /// JSON over HTTP.
    pub http: http::HttpRunner,
    /// Rhai tools.
    pub script: script::ScriptRunner,
}

impl Backends {
    /// The backends for a catalog and a store file.
    pub fn new(catalog: Arc<Catalog>, db: &std::path::Path) -> Self {
        Backends {
            store: Box::new(store::StoreRunner::new(db)),
            http: http::HttpRunner::new(),
            script: script::ScriptRunner::new(catalog),
        }
    }

    /// The backends for a catalog and a store wherever it lives; fails only on a malformed
    /// PostgreSQL URL (the server itself is reached lazily, per call).
    pub fn with_store(catalog: Arc<Catalog>, store: &StoreLocation) -> Result<Self, String> {
        let runner: Box<dyn DataBackend> = match store {
            StoreLocation::Sqlite(db) => Box::new(store::StoreRunner::new(db)),
            StoreLocation::Postgres(opts) => Box::new(postgres::PgRunner::new(opts)?),
        };
        Ok(Backends {
            store: runner,
            http: http::HttpRunner::new(),
            script: script::ScriptRunner::new(catalog),
        })
    }

    /// The backend answering an API.
    pub fn for_api(&self, api: &Api) -> &dyn DataBackend {
        match api.descriptor.backend {
            Backend::Store(_) => self.store.as_ref(),
            Backend::Http(_) => &self.http,
            Backend::Script(_) => &self.script,
        }
    }

    /// Calls an API once (no timeout, no retry: the executor adds those).
    pub async fn call(
        &self,
        api: &Api,
        params: &Map<String, Value>,
        tenant: &Tenant,
    ) -> Result<Table, BackendError> {
        self.for_api(api)
            .call(ApiRequest {
                api,
                params,
                tenant,
            })
            .await
    }
}

/// Converts a JSON value to the declared column type; `None` when it does not fit.
pub(crate) fn coerce(v: &Value, ty: crate::table::ColumnType) -> Option<Value> {
    use crate::table::ColumnType as T;
    match (ty, v) {
        (_, Value::Null) => Some(Value::Null),
        (T::String, Value::String(_)) => Some(v.clone()),
        (T::String, Value::Number(n)) => Some(Value::String(n.to_string())),
        (T::Date, Value::String(s)) => {
            chrono::NaiveDate::parse_from_str(s.get(..10).unwrap_or(s), "%Y-%m-%d")
                .ok()
                .map(|d| Value::String(d.format("%Y-%m-%d").to_string()))
        }
        (T::Integer, Value::Number(n)) => n.as_i64().map(Value::from).or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0)
                .map(|f| Value::from(f as i64))
        }),
        (T::Integer, Value::String(s)) => s.trim().parse::<i64>().ok().map(Value::from),
        (T::Number, Value::Number(_)) => Some(v.clone()),
        (T::Number, Value::String(s)) => s.trim().parse::<f64>().ok().map(Value::from),
        (T::Boolean, Value::Bool(_)) => Some(v.clone()),
        (T::Boolean, Value::Number(n)) => Some(Value::Bool(n.as_f64() != Some(0.0))),
        _ => None,
    }
}
