//! The `store` backend on PostgreSQL: the catalog's one SQL text per API, run through a pool of
//! connections as prepared statements.
//!
//! The query text is the same as on SQLite. Before preparing it, each `:name` becomes a numbered
//! placeholder with a cast from the API's parameter schema (`$1::text`, `$2::bigint`, ...):
//! PostgreSQL must know every parameter's type, and `$1 IS NULL` alone does not say it.
//! `:seller_id` is always bound from the tenant by the engine, never from the payload. The SQL
//! functions the queries use (`bucket`, `add_days`, `percentile`, `json_each(text)`) are created
//! with the store ([`crate::data::postgres::FUNCTIONS_SQL`]). Results are decoded into the same
//! [`Table`] values SQLite gives: integers, doubles, `numeric` (PostgreSQL's type for sums of
//! `bigint` and for `1.0 * x`), text and NULL.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::Path;
use std::sync::Arc;

use rusqlite::types::ValueRef;
use serde_json::{Map, Value};
use tokio_postgres::types::{FromSql, ToSql, Type};

use super::store::{apply_min_peers, from_sql};
use super::{ApiRequest, BackendError, BoxFuture, DataBackend};
use crate::catalog::api::{ApiDescriptor, Backend, StoreBackend};
use crate::catalog::diag::Pos;
use crate::catalog::{Catalog, Diagnostics};
use crate::data::postgres::{pg_message, redact};
use crate::table::Table;

/// The PostgreSQL type a parameter is bound as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParamType {
    /// `text` (strings, dates, and arrays/objects as JSON text, as on SQLite).
    Text,
    /// `bigint`.
    Int,
    /// `double precision`.
    Float,
    /// `boolean`.
    Bool,
}

impl ParamType {
    fn cast(self) -> &'static str {
        match self {
            ParamType::Text => "text",
            ParamType::Int => "bigint",
            ParamType::Float => "double precision",
            ParamType::Bool => "boolean",
        }
    }

    /// The type a JSON-Schema parameter is bound as.
    pub fn of(schema: &Value, name: &str) -> ParamType {
        let ty = schema.pointer(&format!("/properties/{name}/type"));
        let first = match ty {
            Some(Value::String(s)) => Some(s.as_str()),
            Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).find(|t| *t != "null"),
            _ => None,
        };
        match first {
            Some("integer") => ParamType::Int,
            Some("number") => ParamType::Float,
            Some("boolean") => ParamType::Bool,
            _ => ParamType::Text,
        }
    }
}

/// A catalog query ready for PostgreSQL.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Translated {
    /// The SQL with `$n::type` placeholders.
    pub sql: String,
    /// The parameter name of each placeholder, `$1` first.
    pub names: Vec<String>,
    /// The type of each placeholder.
    pub types: Vec<ParamType>,
}

/// Rewrites `:name` parameters to `($n::type)`, one number per distinct name, leaving string
/// literals, quoted identifiers and comments untouched.
pub fn translate(sql: &str, params_schema: &Value) -> Translated {
    let mut out = String::with_capacity(sql.len() + 32);
    let mut names: Vec<String> = Vec::new();
    let mut types = Vec::new();
    let chars: Vec<char> = sql.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\'' | '"' => {
                // Copy through the closing quote; a doubled quote is an escaped one.
                out.push(c);
                i += 1;
                while i < chars.len() {
                    out.push(chars[i]);
                    if chars[i] == c {
                        if chars.get(i + 1) == Some(&c) {
                            out.push(c);
                            i += 2;
                            continue;
                        }
                        break;
                    }
                    i += 1;
                }
                i += 1;
            }
            '-' if chars.get(i + 1) == Some(&'-') => {
                while i < chars.len() && chars[i] != '\n' {
                    out.push(chars[i]);
                    i += 1;
                }
            }
            ':' if chars.get(i + 1) == Some(&':') => {
                out.push_str("::");
                i += 2;
            }
            ':' if chars
                .get(i + 1)
                .is_some_and(|n| n.is_ascii_alphabetic() || *n == '_') =>
            {
                let start = i + 1;
                let mut end = start;
                while end < chars.len() && (chars[end].is_ascii_alphanumeric() || chars[end] == '_')
                {
                    end += 1;
                }
                let name: String = chars[start..end].iter().collect();
                let n = match names.iter().position(|x| *x == name) {
                    Some(p) => p + 1,
                    None => {
                        let t = if name == "seller_id" {
                            ParamType::Text
                        } else {
                            ParamType::of(params_schema, &name)
                        };
                        names.push(name);
                        types.push(t);
                        names.len()
                    }
                };
                out.push_str(&format!("(${n}::{})", types[n - 1].cast()));
                i = end;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    Translated {
        sql: out,
        names,
        types,
    }
}

/// A JSON parameter value bound as its declared type (strings that hold numbers are parsed, as
/// SQLite's type affinity would; anything else that does not fit is NULL).
fn bind(v: &Value, ty: ParamType) -> Box<dyn ToSql + Sync + Send> {
    match ty {
        ParamType::Text => Box::new(match v {
            Value::Null => None,
            Value::String(s) => Some(s.clone()),
            other => Some(other.to_string()),
        }),
        ParamType::Int => Box::new(match v {
            Value::Number(n) => n
                .as_i64()
                .or_else(|| n.as_f64().filter(|f| f.fract() == 0.0).map(|f| f as i64)),
            Value::String(s) => s.trim().parse::<i64>().ok(),
            Value::Bool(b) => Some(i64::from(*b)),
            _ => None,
        }),
        ParamType::Float => Box::new(match v {
            Value::Number(n) => n.as_f64(),
            Value::String(s) => s.trim().parse::<f64>().ok(),
            _ => None,
        }),
        ParamType::Bool => Box::new(match v {
            Value::Bool(b) => Some(*b),
            Value::Number(n) => n.as_f64().map(|f| f != 0.0),
            _ => None,
        }),
    }
}

/// A `numeric` read as the nearest double (through its decimal text, so it rounds once).
struct Numeric(Option<f64>);

impl<'a> FromSql<'a> for Numeric {
    fn from_sql(_: &Type, raw: &'a [u8]) -> Result<Self, Box<dyn std::error::Error + Sync + Send>> {
        // Binary layout: ndigits, weight, sign, dscale (i16 each), then base-10000 digits.
        let word = |i: usize| -> Result<i16, Box<dyn std::error::Error + Sync + Send>> {
            raw.get(i * 2..i * 2 + 2)
                .map(|b| i16::from_be_bytes([b[0], b[1]]))
                .ok_or_else(|| "truncated numeric".into())
        };
        let ndigits = word(0)?.max(0) as usize;
        let weight = i64::from(word(1)?);
        let sign = word(2)? as u16;
        if sign == 0xC000 {
            return Ok(Numeric(None)); // NaN
        }
        let mut text = String::from(if sign == 0x4000 { "-" } else { "" });
        let digits: Vec<i16> = (0..ndigits)
            .map(|i| word(4 + i))
            .collect::<Result<_, _>>()?;
        let int_groups = weight + 1;
        if int_groups <= 0 {
            text.push_str("0.");
            for _ in 0..(-int_groups) {
                text.push_str("0000");
            }
            for d in &digits {
                text.push_str(&format!("{d:04}"));
            }
        } else {
            for g in 0..int_groups {
                let d = digits.get(g as usize).copied().unwrap_or(0);
                text.push_str(&format!("{d:04}"));
            }
            if (int_groups as usize) < digits.len() {
                text.push('.');
                for d in &digits[int_groups as usize..] {
                    text.push_str(&format!("{d:04}"));
                }
            }
        }
        if digits.is_empty() {
            return Ok(Numeric(Some(0.0)));
        }
        Ok(Numeric(text.parse::<f64>().ok()))
    }

    fn accepts(ty: &Type) -> bool {
        *ty == Type::NUMERIC
    }
}

/// One cell of a result row as SQLite would have typed it.
enum Cell {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
}

fn cell(row: &tokio_postgres::Row, i: usize) -> Result<Cell, tokio_postgres::Error> {
    let ty = row.columns()[i].type_().clone();
    Ok(match ty {
        Type::INT8 => row
            .try_get::<_, Option<i64>>(i)?
            .map_or(Cell::Null, Cell::Int),
        Type::INT4 => row
            .try_get::<_, Option<i32>>(i)?
            .map_or(Cell::Null, |v| Cell::Int(v.into())),
        Type::INT2 => row
            .try_get::<_, Option<i16>>(i)?
            .map_or(Cell::Null, |v| Cell::Int(v.into())),
        Type::FLOAT8 => row
            .try_get::<_, Option<f64>>(i)?
            .map_or(Cell::Null, Cell::Real),
        Type::FLOAT4 => row
            .try_get::<_, Option<f32>>(i)?
            .map_or(Cell::Null, |v| Cell::Real(v.into())),
        Type::NUMERIC => match row.try_get::<_, Option<Numeric>>(i)? {
            Some(Numeric(Some(f))) => Cell::Real(f),
            _ => Cell::Null,
        },
        Type::BOOL => row
            .try_get::<_, Option<bool>>(i)?
            .map_or(Cell::Null, |b| Cell::Int(i64::from(b))),
        _ => row
            .try_get::<_, Option<String>>(i)?
            .map_or(Cell::Null, Cell::Text),
    })
}

/// The pool settings of a PostgreSQL store.
#[derive(Debug, Clone)]
pub struct PgOptions {
    /// The connection URL (`postgres://user:pass@host:port/db`, or `host=/dir` for a socket).
    pub url: String,
    /// Most connections kept open.
    pub pool_size: usize,
}

/// Runs store queries on PostgreSQL.
pub struct PgRunner {
    pool: deadpool_postgres::Pool,
    url: String,
    /// Per seller, the dated contract tables holding any of the seller's rows (the store's
    /// coverage), read once per process as the SQLite runner reads it once per connection: a
    /// seller who imported only sales beside sellers holding everything must be answered
    /// `data_unavailable` for traffic, not "no data for that period".
    sellers: std::sync::Mutex<HashMap<String, Arc<HashSet<String>>>>,
}

impl PgRunner {
    /// A runner over the store at `opts.url`; connections are opened lazily, so an unreachable
    /// server is reported per call (as a transient error: the executor retries).
    pub fn new(opts: &PgOptions) -> Result<PgRunner, String> {
        let config: tokio_postgres::Config = opts
            .url
            .parse()
            .map_err(|e| format!("store URL {}: {e}", redact(&opts.url)))?;
        let manager = deadpool_postgres::Manager::from_config(
            config,
            tokio_postgres::NoTls,
            deadpool_postgres::ManagerConfig {
                recycling_method: deadpool_postgres::RecyclingMethod::Fast,
            },
        );
        let pool = deadpool_postgres::Pool::builder(manager)
            .max_size(opts.pool_size.max(1))
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .wait_timeout(Some(std::time::Duration::from_secs(10)))
            .create_timeout(Some(std::time::Duration::from_secs(5)))
            .build()
            .map_err(|e| e.to_string())?;
        Ok(PgRunner {
            pool,
            url: redact(&opts.url),
            sellers: std::sync::Mutex::new(HashMap::new()),
        })
    }

    /// The dated tables holding the seller's rows, from the cache or the store's coverage.
    async fn seller_tables(
        &self,
        client: &tokio_postgres::Client,
        seller_id: &str,
    ) -> Result<Arc<HashSet<String>>, BackendError> {
        if let Some(t) = self
            .sellers
            .lock()
            .ok()
            .and_then(|c| c.get(seller_id).cloned())
        {
            return Ok(t);
        }
        let cov = crate::data::postgres::coverage_with(client, &self.url, seller_id)
            .await
            .map_err(|e| {
                BackendError::Failed(format!("the store's coverage is unreadable: {e}"))
            })?;
        let tables: Arc<HashSet<String>> =
            Arc::new(cov.tables.into_iter().map(|t| t.table).collect());
        if let Ok(mut c) = self.sellers.lock() {
            c.insert(seller_id.to_string(), tables.clone());
        }
        Ok(tables)
    }

    async fn query(
        &self,
        desc: &ApiDescriptor,
        store: &StoreBackend,
        params: &Map<String, Value>,
        seller_id: &str,
    ) -> Result<Table, BackendError> {
        let client =
            self.pool.get().await.map_err(|e| {
                BackendError::Transient(format!("postgres store {}: {e}", self.url))
            })?;
        let failed = |e: tokio_postgres::Error| {
            if e.is_closed() || e.as_db_error().is_none() {
                BackendError::Transient(format!("postgres store {}: {e}", self.url))
            } else {
                BackendError::Failed(format!("API `{}`: {}", desc.name, pg_message(&e)))
            }
        };
        let present_stmt = client
            .prepare_cached("SELECT table_name FROM dataset_tables WHERE row_count > 0")
            .await
            .map_err(|e| match e.as_db_error() {
                Some(_) => BackendError::DataUnavailable(format!(
                    "no store in {}: run `insight data generate` or `insight data import` with this store URL ({})",
                    self.url,
                    pg_message(&e)
                )),
                None => failed(e),
            })?;
        let present: HashSet<String> = client
            .query(&present_stmt, &[])
            .await
            .map_err(failed)?
            .iter()
            .map(|r| r.get::<_, String>(0))
            .collect();
        if let Some(missing) = store.tables.iter().find(|t| !present.contains(t.as_str())) {
            return Err(BackendError::DataUnavailable(format!(
                "the store holds no `{missing}` data (it was not part of the imported export), so `{}` cannot answer",
                desc.name
            )));
        }
        // Dated tables must hold some of this seller's rows; `products` and `sellers` are
        // shared reference tables and not part of coverage.
        let dated = crate::data::schema::is_dated;
        if store.tables.iter().any(|t| dated(t)) {
            let mine = self.seller_tables(&client, seller_id).await?;
            if let Some(missing) = store
                .tables
                .iter()
                .find(|t| dated(t) && !mine.contains(t.as_str()))
            {
                return Err(BackendError::DataUnavailable(format!(
                    "the store holds no `{missing}` data for this seller (it was not part of the imported export), so `{}` cannot answer",
                    desc.name
                )));
            }
        }
        let tr = translate(&store.query, &desc.parameters);
        let stmt = client.prepare_cached(&tr.sql).await.map_err(|e| {
            if e.as_db_error().is_some() {
                BackendError::Failed(format!(
                    "API `{}`: SQL does not prepare on PostgreSQL: {}",
                    desc.name,
                    pg_message(&e)
                ))
            } else {
                failed(e)
            }
        })?;
        let values: Vec<Box<dyn ToSql + Sync + Send>> = tr
            .names
            .iter()
            .zip(&tr.types)
            .map(|(name, ty)| {
                if name == "seller_id" {
                    Box::new(seller_id.to_string()) as Box<dyn ToSql + Sync + Send>
                } else {
                    bind(params.get(name).unwrap_or(&Value::Null), *ty)
                }
            })
            .collect();
        let refs: Vec<&(dyn ToSql + Sync)> = values
            .iter()
            .map(|b| b.as_ref() as &(dyn ToSql + Sync))
            .collect();
        let rows = client.query(&stmt, &refs).await.map_err(failed)?;
        let columns = desc.table_columns();
        let mut table = Table::new(columns.clone());
        for row in &rows {
            let mut out = Vec::with_capacity(columns.len());
            for (i, c) in columns.iter().enumerate() {
                // Columns by name: the checker proved the query returns each declared one.
                let idx = row
                    .columns()
                    .iter()
                    .position(|rc| rc.name() == c.name)
                    .unwrap_or(i);
                let v = match cell(row, idx)
                    .map_err(|e| BackendError::Failed(format!("API `{}`: {e}", desc.name)))?
                {
                    Cell::Null => from_sql(ValueRef::Null, c.ty),
                    Cell::Int(n) => from_sql(ValueRef::Integer(n), c.ty),
                    Cell::Real(f) => from_sql(ValueRef::Real(f), c.ty),
                    Cell::Text(s) => from_sql(ValueRef::Text(s.as_bytes()), c.ty),
                };
                out.push(v);
            }
            table.rows.push(out);
        }
        apply_min_peers(table, store)
    }
}

impl DataBackend for PgRunner {
    fn kind(&self) -> &'static str {
        "store"
    }

    fn call<'a>(&'a self, req: ApiRequest<'a>) -> BoxFuture<'a, Result<Table, BackendError>> {
        Box::pin(async move {
            let Backend::Store(store) = &req.api.descriptor.backend else {
                return Err(BackendError::Failed(format!(
                    "API `{}` is not a store API",
                    req.api.descriptor.name
                )));
            };
            self.query(
                &req.api.descriptor,
                store,
                req.params,
                &req.tenant.seller_id,
            )
            .await
        })
    }
}

/// Prepares every store query of the catalog against an empty copy of the store schema on the
/// server at `url` (a scratch schema inside a transaction that is rolled back, so nothing is
/// left behind and no store is touched), and reports each that does not prepare, or returns
/// other columns than it declares, at its file and position.
pub fn check_catalog(root: &Path, catalog: &Catalog, url: &str, diags: &mut Diagnostics) {
    let mut queries = Vec::new();
    for api in catalog.apis() {
        if let Backend::Store(store) = &api.descriptor.backend {
            let tr = translate(&store.query, &api.descriptor.parameters);
            let declared: BTreeSet<String> = api
                .descriptor
                .columns
                .iter()
                .map(|c| c.name.clone())
                .collect();
            queries.push((api.path.clone(), tr.sql, declared));
        }
    }
    let url_owned = url.to_string();
    let outcome = crate::data::postgres::run_blocking(|| async move {
        let mut client = crate::data::postgres::connect(&url_owned)
            .await
            .map_err(|e| e.to_string())?;
        let tx = client.transaction().await.map_err(|e| pg_message(&e))?;
        let scratch = format!("insight_check_{}", std::process::id());
        tx.batch_execute(&format!(
            "CREATE SCHEMA {scratch}; SET LOCAL search_path = {scratch}; {}",
            crate::data::postgres::all_ddl()
        ))
        .await
        .map_err(|e| format!("creating the scratch schema: {}", pg_message(&e)))?;
        tx.batch_execute(crate::data::postgres::FUNCTIONS_SQL)
            .await
            .map_err(|e| format!("creating the SQL functions: {}", pg_message(&e)))?;
        let mut problems = Vec::new();
        for (path, sql, declared) in queries {
            tx.batch_execute("SAVEPOINT q")
                .await
                .map_err(|e| pg_message(&e))?;
            match tx.prepare(&sql).await {
                Ok(stmt) => {
                    let returned: BTreeSet<String> = stmt
                        .columns()
                        .iter()
                        .map(|c| c.name().to_string())
                        .collect();
                    if returned != declared {
                        problems.push((
                            path,
                            None,
                            format!(
                                "on PostgreSQL the query returns columns {} (declared: {})",
                                returned.into_iter().collect::<Vec<_>>().join(", "),
                                declared.into_iter().collect::<Vec<_>>().join(", ")
                            ),
                        ));
                    }
                    tx.batch_execute("RELEASE SAVEPOINT q")
                        .await
                        .map_err(|e| pg_message(&e))?;
                }
                Err(e) => {
                    let line = e.as_db_error().and_then(|d| match d.position() {
                        Some(tokio_postgres::error::ErrorPosition::Original(p)) => Some(
                            sql.chars()
                                .take((*p as usize).saturating_sub(1))
                                .filter(|c| *c == '\n')
                                .count(),
                        ),
                        _ => None,
                    });
                    problems.push((path, line, pg_message(&e)));
                    tx.batch_execute("ROLLBACK TO SAVEPOINT q")
                        .await
                        .map_err(|e| pg_message(&e))?;
                }
            }
        }
        tx.rollback().await.map_err(|e| pg_message(&e))?;
        Ok::<_, String>(problems)
    });
    match outcome {
        Ok(problems) => {
            for (path, line, message) in problems {
                let pos = query_pos(&path, line);
                diags.push(
                    &path,
                    pos,
                    format!("SQL does not prepare against the PostgreSQL store schema: {message}"),
                );
            }
        }
        Err(e) => diags.push(
            &root.join("insight.yaml"),
            Pos::START,
            format!(
                "store URL {}: cannot check the queries on PostgreSQL: {e}",
                redact(url)
            ),
        ),
    }
}

/// The position of a query's line `line` (0-based within the query), or of the query itself.
fn query_pos(path: &Path, line: Option<usize>) -> Pos {
    let mut scratch = Diagnostics::default();
    let Some((_, doc)) = crate::catalog::yaml::load_typed::<ApiDescriptor>(path, &mut scratch)
    else {
        return Pos::START;
    };
    let at = doc.pos("/backend/query");
    let (Some(l), Ok(src)) = (line, std::fs::read_to_string(path)) else {
        return at;
    };
    let lines: Vec<&str> = src.lines().collect();
    // A block scalar (`query: |`) starts on the line after its key.
    let Some(key) = (at.line.saturating_sub(1)..lines.len())
        .find(|&k| lines[k].trim_start().starts_with("query:"))
    else {
        return at;
    };
    if !lines[key].trim_end().ends_with('|') {
        return at;
    }
    match lines.get(key + 1 + l) {
        Some(t) => Pos {
            line: key + 2 + l,
            col: t.len() - t.trim_start().len() + 1,
        },
        None => at,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn parameters_become_typed_placeholders() {
        let schema = json!({"properties": {
            "start_date": {"type": "string"}, "limit": {"type": "integer"},
            "ids": {"type": "array"}, "p": {"type": ["number", "null"]}}});
        let t = translate(
            "SELECT ':x', \"a:b\" FROM t -- :nope\nWHERE s = :seller_id AND d >= :start_date AND d::text <> '' AND (:ids IS NULL OR x IN (SELECT value FROM json_each(:ids))) AND v > :p AND d <= :start_date LIMIT :limit",
            &schema,
        );
        assert_eq!(t.names, ["seller_id", "start_date", "ids", "p", "limit"]);
        assert_eq!(
            t.types,
            [
                ParamType::Text,
                ParamType::Text,
                ParamType::Text,
                ParamType::Float,
                ParamType::Int
            ]
        );
        assert!(
            t.sql.starts_with("SELECT ':x', \"a:b\" FROM t -- :nope\n"),
            "{}",
            t.sql
        );
        assert!(t.sql.contains("s = ($1::text)"), "{}", t.sql);
        assert!(t.sql.contains("d <= ($2::text)"), "{}", t.sql);
        assert!(t.sql.contains("d::text"), "{}", t.sql);
        assert!(t.sql.contains("json_each(($3::text))"), "{}", t.sql);
        assert!(t.sql.ends_with("LIMIT ($5::bigint)"), "{}", t.sql);
    }

    #[test]
    fn numerics_decode_to_doubles() {
        // 12345.678: ndigits 3, weight 1, sign +, dscale 3, digits 1 2345 6780.
        let raw: Vec<u8> = [3i16, 1, 0, 3, 1, 2345, 6780]
            .iter()
            .flat_map(|w| w.to_be_bytes())
            .collect();
        let n = Numeric::from_sql(&Type::NUMERIC, &raw).unwrap();
        assert_eq!(n.0, Some(12345.678));
        // -0.00012: weight -1... digits [1, 2000] with weight -1 => 0.0001 2000
        let raw: Vec<u8> = [2i16, -1, 0x4000, 5, 1, 2000]
            .iter()
            .flat_map(|w| w.to_be_bytes())
            .collect();
        assert_eq!(
            Numeric::from_sql(&Type::NUMERIC, &raw).unwrap().0,
            Some(-0.00012)
        );
        // 20000: one digit 2, weight 1 => 2 0000.
        let raw: Vec<u8> = [1i16, 1, 0, 0, 2]
            .iter()
            .flat_map(|w| w.to_be_bytes())
            .collect();
        assert_eq!(
            Numeric::from_sql(&Type::NUMERIC, &raw).unwrap().0,
            Some(20000.0)
        );
        let raw: Vec<u8> = [0i16, 0, 0, 0]
            .iter()
            .flat_map(|w| w.to_be_bytes())
            .collect();
        assert_eq!(
            Numeric::from_sql(&Type::NUMERIC, &raw).unwrap().0,
            Some(0.0)
        );
    }
}
