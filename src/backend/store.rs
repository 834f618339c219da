//! The `store` backend: a named, parametrised SQL query over the embedded SQLite store.
//!
//! The query is the catalog author's, never a model's. The engine binds `:seller_id` from the
//! tenant; every other `:name` comes from the checked parameters (arrays and objects as JSON text,
//! absent optional parameters as NULL). Connections are read-only and pooled; queries run on the
//! blocking pool. Three SQL functions are added to every connection: `bucket(date, granularity)`,
//! `add_days(date, n)` and the aggregate `percentile(value, p)`; the same names exist in a
//! PostgreSQL store (see [`super::postgres`]), so one query text serves both.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use chrono::{Datelike, NaiveDate};
use rusqlite::functions::{Aggregate, Context, FunctionFlags};
use rusqlite::types::{Value as SqlValue, ValueRef};
use rusqlite::{Connection, OpenFlags};
use serde_json::{Map, Value};

use super::{ApiRequest, BackendError, BoxFuture, DataBackend};
use crate::catalog::api::{ApiDescriptor, Backend, StoreBackend};
use crate::catalog::yaml::YamlDoc;
use crate::catalog::Diagnostics;
use crate::table::{ColumnType, Table};

/// The start of the period of `granularity` containing `date`; `None` for an unknown granularity
/// or a malformed date.
pub fn bucket(date: &str, granularity: &str) -> Option<String> {
    // SQLite calls this once per row (a year of a seller's daily panel is ~15,000 rows), and
    // for a `total` the answer is known before reading the date.
    if !matches!(granularity, "day" | "week" | "month" | "quarter" | "year") {
        return None;
    }
    let d = iso_date(date.get(..10)?)?;
    let start = match granularity {
        "day" => d,
        "week" => d - chrono::Duration::days(i64::from(d.weekday().num_days_from_monday())),
        "month" => d.with_day(1)?,
        "quarter" => NaiveDate::from_ymd_opt(d.year(), (d.month0() / 3) * 3 + 1, 1)?,
        "year" => NaiveDate::from_ymd_opt(d.year(), 1, 1)?,
        _ => return None,
    };
    Some(iso(start))
}

/// `YYYY-MM-DD` read as a date: by hand in that exact shape (chrono's format parser costs
/// several times more), through chrono for anything else, so both read the same dates.
fn iso_date(s: &str) -> Option<NaiveDate> {
    let b = s.as_bytes();
    let digits = |r: std::ops::Range<usize>| {
        b[r].iter().try_fold(0u32, |n, c| {
            c.is_ascii_digit().then(|| n * 10 + u32::from(c - b'0'))
        })
    };
    if b.len() == 10 && b[4] == b'-' && b[7] == b'-' {
        if let (Some(y), Some(m), Some(d)) = (digits(0..4), digits(5..7), digits(8..10)) {
            return NaiveDate::from_ymd_opt(y as i32, m, d);
        }
    }
    NaiveDate::parse_from_str(s, "%Y-%m-%d").ok()
}

/// A date as `YYYY-MM-DD`, as chrono's `%Y-%m-%d` writes it (digit by digit: `format!` cost
/// as much as the rest of `bucket`).
fn iso(d: NaiveDate) -> String {
    let Ok(y) = u32::try_from(d.year()) else {
        return d.format("%Y-%m-%d").to_string();
    };
    if y > 9999 {
        return d.format("%Y-%m-%d").to_string();
    }
    let digit = |n: u32| char::from(b'0' + (n % 10) as u8);
    let mut s = String::with_capacity(10);
    for n in [y / 1000, y / 100, y / 10, y] {
        s.push(digit(n));
    }
    s.push('-');
    s.push(digit(d.month() / 10));
    s.push(digit(d.month()));
    s.push('-');
    s.push(digit(d.day() / 10));
    s.push(digit(d.day()));
    s
}

/// Linear-interpolation percentile of sorted values, `p` in 0..1.
pub fn percentile_sorted(sorted: &[f64], p: f64) -> Option<f64> {
    if sorted.is_empty() || !(0.0..=1.0).contains(&p) {
        return None;
    }
    let rank = p * (sorted.len() - 1) as f64;
    let lo = rank.floor() as usize;
    let hi = rank.ceil() as usize;
    let frac = rank - lo as f64;
    Some(sorted[lo] + (sorted[hi] - sorted[lo]) * frac)
}

struct Percentile;

impl Aggregate<(Vec<f64>, f64), Option<f64>> for Percentile {
    fn init(&self, _: &mut Context<'_>) -> rusqlite::Result<(Vec<f64>, f64)> {
        Ok((Vec::new(), 0.5))
    }
    fn step(&self, ctx: &mut Context<'_>, acc: &mut (Vec<f64>, f64)) -> rusqlite::Result<()> {
        if let Some(v) = ctx.get::<Option<f64>>(0)? {
            acc.0.push(v);
        }
        acc.1 = ctx.get::<f64>(1)?;
        Ok(())
    }
    fn finalize(
        &self,
        _: &mut Context<'_>,
        acc: Option<(Vec<f64>, f64)>,
    ) -> rusqlite::Result<Option<f64>> {
        Ok(acc.and_then(|(mut v, p)| {
            v.sort_by(f64::total_cmp);
            percentile_sorted(&v, p)
        }))
    }
}

/// Adds `bucket` and `percentile` to a connection.
pub fn register_functions(conn: &Connection) -> rusqlite::Result<()> {
    let flags = FunctionFlags::SQLITE_UTF8 | FunctionFlags::SQLITE_DETERMINISTIC;
    conn.create_scalar_function("bucket", 2, flags, |ctx| {
        // Text read in place (no copy per row); any other type as before.
        if let (ValueRef::Text(d), ValueRef::Text(g)) = (ctx.get_raw(0), ctx.get_raw(1)) {
            if let (Ok(d), Ok(g)) = (std::str::from_utf8(d), std::str::from_utf8(g)) {
                return Ok(bucket(d, g));
            }
        }
        let date: Option<String> = ctx.get(0)?;
        let g: Option<String> = ctx.get(1)?;
        Ok(match (date, g) {
            (Some(d), Some(g)) => bucket(&d, &g),
            _ => None,
        })
    })?;
    conn.create_scalar_function("add_days", 2, flags, |ctx| {
        let date: Option<String> = ctx.get(0)?;
        let n: Option<i64> = ctx.get(1)?;
        Ok(match (date, n) {
            (Some(d), Some(n)) => add_days(&d, n),
            _ => None,
        })
    })?;
    conn.create_aggregate_function("percentile", 2, flags, Percentile)
}

/// `date` moved by `n` days (negative: earlier), as `YYYY-MM-DD`; `None` for a malformed date.
/// One name on both store engines (SQLite's `date(x, '-6 days')` has no PostgreSQL twin).
pub fn add_days(date: &str, n: i64) -> Option<String> {
    let d = iso_date(date.get(..10)?)?;
    let moved = d.checked_add_signed(chrono::Duration::try_days(n)?)?;
    Some(iso(moved))
}

pub use crate::data::schema::CONTRACT_TABLES;

/// Checks store queries at catalog load against the store schema (an empty in-memory store).
pub struct SchemaChecker {
    conn: Connection,
}

impl SchemaChecker {
    /// An empty in-memory store with the contract schema.
    pub fn new() -> Result<SchemaChecker, String> {
        let conn = Connection::open_in_memory().map_err(|e| e.to_string())?;
        conn.execute_batch(crate::data::schema::DDL)
            .map_err(|e| e.to_string())?;
        // Every store is built with the intake tables too (coverage, product codes).
        conn.execute_batch(crate::data::schema::INTAKE_DDL)
            .map_err(|e| e.to_string())?;
        register_functions(&conn).map_err(|e| e.to_string())?;
        Ok(SchemaChecker { conn })
    }

    /// Reports every problem of one store query: SQL that does not prepare (unknown table or
    /// column), output columns that differ from the declared ones, parameters that are not
    /// declared, a missing `:seller_id`, unknown tables in `tables`, a bad `min_peers` column.
    pub fn check(
        &self,
        path: &Path,
        doc: &YamlDoc,
        desc: &ApiDescriptor,
        store: &StoreBackend,
        declared: &BTreeSet<String>,
        diags: &mut Diagnostics,
    ) {
        let at_query = doc.pos("/backend/query");
        for (i, t) in store.tables.iter().enumerate() {
            if !CONTRACT_TABLES.contains(&t.as_str()) {
                diags.push(
                    path,
                    doc.pos(&format!("/backend/tables/{i}")),
                    format!(
                        "unknown table `{t}`; the store has: {}",
                        CONTRACT_TABLES.join(", ")
                    ),
                );
            }
        }
        let stmt = match self.conn.prepare(&store.query) {
            Ok(s) => s,
            Err(e) => {
                diags.push(
                    path,
                    at_query,
                    format!(
                        "SQL does not prepare against the store schema: {}",
                        sql_message(&e)
                    ),
                );
                return;
            }
        };
        let mut has_seller = false;
        for i in 1..=stmt.parameter_count() {
            let Some(name) = stmt.parameter_name(i) else {
                diags.push(path, at_query, "use named parameters (`:name`), not `?`");
                continue;
            };
            let bare = name.trim_start_matches([':', '@', '$']);
            if bare == "seller_id" {
                has_seller = true;
            } else if !declared.contains(bare) {
                diags.push(
                    path,
                    at_query,
                    format!(
                        "SQL parameter `{name}` is not a declared parameter (declared: {})",
                        join(declared)
                    ),
                );
            }
        }
        if !has_seller {
            diags.push(
                path,
                at_query,
                "the query must filter by `:seller_id` (bound by the engine from the caller's key)",
            );
        }
        let returned: Vec<String> = stmt.column_names().map(|s| s.to_string()).collect();
        for (i, c) in desc.columns.iter().enumerate() {
            if !returned.contains(&c.name) {
                diags.push(
                    path,
                    doc.pos(&format!("/columns/{i}/name")),
                    format!(
                        "column `{}` is not returned by the query (it returns: {})",
                        c.name,
                        returned.join(", ")
                    ),
                );
            }
        }
        for r in &returned {
            if desc.column(r).is_none() {
                diags.push(
                    path,
                    at_query,
                    format!("the query returns column `{r}`, which is not declared in `columns`"),
                );
            }
        }
        if let Some(mp) = &store.min_peers {
            if desc.column(&mp.column).is_none() {
                diags.push(
                    path,
                    doc.pos("/backend/min_peers/column"),
                    format!(
                        "`min_peers.column` `{}` is not a declared column",
                        mp.column
                    ),
                );
            }
        }
    }
}

fn join(s: &BTreeSet<String>) -> String {
    if s.is_empty() {
        "none".into()
    } else {
        s.iter().cloned().collect::<Vec<_>>().join(", ")
    }
}

pub(super) fn sql_message(e: &rusqlite::Error) -> String {
    match e {
        rusqlite::Error::SqlInputError { msg, .. } => msg.clone(),
        rusqlite::Error::SqliteFailure(_, Some(m)) => m.clone(),
        other => other.to_string(),
    }
}

struct Pooled {
    conn: Connection,
    present: Arc<HashSet<String>>,
    /// Per seller, the dated contract tables holding any of the seller's rows (from the store's
    /// coverage), read once per connection: a store with one imported seller holding only sales
    /// beside generated sellers holding everything must answer that seller `data_unavailable`
    /// for traffic, not "no data for that period".
    sellers: HashMap<String, Arc<HashSet<String>>>,
}

impl Pooled {
    fn seller_tables(&mut self, seller_id: &str) -> Result<Arc<HashSet<String>>, BackendError> {
        if let Some(t) = self.sellers.get(seller_id) {
            return Ok(t.clone());
        }
        let cov = crate::data::coverage(&self.conn, seller_id).map_err(|e| {
            BackendError::Failed(format!("the store's coverage is unreadable: {e}"))
        })?;
        let tables: Arc<HashSet<String>> =
            Arc::new(cov.tables.into_iter().map(|t| t.table).collect());
        self.sellers.insert(seller_id.to_string(), tables.clone());
        Ok(tables)
    }
}

/// Runs store queries over a pool of read-only connections.
pub struct StoreRunner {
    db: PathBuf,
    pool: Arc<Mutex<Vec<Pooled>>>,
}

impl StoreRunner {
    /// A runner over the store file at `db` (opened lazily, so a missing store is reported per
    /// call as `data_unavailable` with what to run).
    pub fn new(db: &Path) -> Self {
        StoreRunner {
            db: db.to_path_buf(),
            pool: Arc::new(Mutex::new(Vec::new())),
        }
    }

    fn open(db: &Path) -> Result<Pooled, BackendError> {
        if !db.exists() {
            return Err(BackendError::DataUnavailable(format!(
                "no store at {}: run `insight data generate` (demo data) or `insight data import DIR`",
                db.display()
            )));
        }
        let conn = Connection::open_with_flags(
            db,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| BackendError::Failed(format!("cannot open store {}: {e}", db.display())))?;
        // The query planner stability guarantee: a plan never depends on the values bound to
        // it. Without it SQLite (3.54) reads the bound `LIMIT :limit` while planning and marks
        // the statement to be prepared again whenever that parameter is bound anew, i.e. on
        // every call: the statement cache then saved nothing, and preparing took 0.3-0.6M
        // instructions per query (callgrind, `examples/ask_loop.rs`). The catalog's queries
        // order their rows fully, so the plan chosen does not change what they return.
        conn.set_db_config(
            rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG,
            true,
        )
        .map_err(|e| {
            BackendError::Failed(format!("cannot configure store {}: {e}", db.display()))
        })?;
        register_functions(&conn).map_err(|e| BackendError::Failed(e.to_string()))?;
        intake_tables_for_older_stores(&conn).map_err(|e| {
            BackendError::Failed(format!("store {} is not readable: {e}", db.display()))
        })?;
        let present = present_tables(&conn).map_err(|e| {
            BackendError::Failed(format!("store {} is not readable: {e}", db.display()))
        })?;
        Ok(Pooled {
            conn,
            present: Arc::new(present),
            sellers: HashMap::new(),
        })
    }

    /// Runs one query synchronously (used on the blocking pool).
    fn run_blocking(
        db: &Path,
        pool: &Mutex<Vec<Pooled>>,
        desc: &ApiDescriptor,
        store: &StoreBackend,
        params: &Map<String, Value>,
        seller_id: &str,
    ) -> Result<Table, BackendError> {
        let mut pooled = match pool.lock().map(|mut p| p.pop()) {
            Ok(Some(p)) => p,
            _ => Self::open(db)?,
        };
        let result = Self::query(&mut pooled, desc, store, params, seller_id);
        if let Ok(mut p) = pool.lock() {
            p.push(pooled);
        }
        result
    }

    fn query(
        pooled: &mut Pooled,
        desc: &ApiDescriptor,
        store: &StoreBackend,
        params: &Map<String, Value>,
        seller_id: &str,
    ) -> Result<Table, BackendError> {
        if let Some(missing) = store
            .tables
            .iter()
            .find(|t| !pooled.present.contains(t.as_str()))
        {
            return Err(BackendError::DataUnavailable(format!(
                "the store holds no `{missing}` data (it was not part of the imported export), so `{}` cannot answer",
                desc.name
            )));
        }
        // Dated tables must hold some of this seller's rows; `products` and `sellers` are
        // shared reference tables and not part of coverage.
        let dated = crate::data::schema::is_dated;
        if store.tables.iter().any(|t| dated(t)) {
            let mine = pooled.seller_tables(seller_id)?;
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
        let mut stmt = pooled.conn.prepare_cached(&store.query).map_err(|e| {
            BackendError::Failed(format!(
                "API `{}`: SQL does not prepare: {}",
                desc.name,
                sql_message(&e)
            ))
        })?;
        for i in 1..=stmt.parameter_count() {
            let Some(name) = stmt
                .parameter_name(i)
                .map(|n| n.trim_start_matches([':', '@', '$']).to_string())
            else {
                continue;
            };
            let v = if name == "seller_id" {
                SqlValue::Text(seller_id.to_string())
            } else {
                to_sql(params.get(&name).unwrap_or(&Value::Null))
            };
            stmt.raw_bind_parameter(i, v)
                .map_err(|e| BackendError::Failed(e.to_string()))?;
        }
        let columns = desc.table_columns();
        let mut table = Table::new(columns.clone());
        let mut rows = stmt.raw_query();
        loop {
            let row = match rows.next() {
                Ok(Some(r)) => r,
                Ok(None) => break,
                Err(rusqlite::Error::SqliteFailure(e, m))
                    if e.code == rusqlite::ErrorCode::DatabaseBusy =>
                {
                    return Err(BackendError::Transient(format!(
                        "store busy: {}",
                        m.unwrap_or_default()
                    )))
                }
                Err(e) => {
                    return Err(BackendError::Failed(format!(
                        "API `{}`: {}",
                        desc.name,
                        sql_message(&e)
                    )))
                }
            };
            let mut out = Vec::with_capacity(columns.len());
            for (i, c) in columns.iter().enumerate() {
                let v = row
                    .get_ref(i)
                    .map_err(|e| BackendError::Failed(e.to_string()))?;
                out.push(from_sql(v, c.ty));
            }
            table.rows.push(out);
        }
        apply_min_peers(table, store)
    }
}

/// Drops benchmark rows over too few peers (shared by both store engines).
pub(super) fn apply_min_peers(
    mut table: Table,
    store: &StoreBackend,
) -> Result<Table, BackendError> {
    if let Some(mp) = &store.min_peers {
        // Aggregates over fewer peers could reveal one seller's figures: such rows are
        // dropped, never returned; if nothing is left the whole call is refused.
        if let Some(ci) = table.column_index(&mp.column) {
            let before = table.rows.len();
            table
                .rows
                .retain(|r| r[ci].as_f64().is_some_and(|n| n >= f64::from(mp.at_least)));
            if before > 0 && table.rows.is_empty() {
                return Err(BackendError::DataUnavailable(format!(
                        "benchmarks need at least {} peers in the category with data for the period; fewer contribute, so no aggregate is shown",
                        mp.at_least
                    )));
            }
        }
    }
    Ok(table)
}

/// The contract tables holding rows (an imported export may hold only some).
/// A store built before the intake tables existed (`coverage`, `product_codes`) holds no
/// import, so every table it has is whole and no product has a code of its own: empty tables
/// say exactly that. The store is opened read-only, so they are made as connection-local
/// TEMP tables, and only for the ones missing (a TEMP table of the same name would hide the
/// store's own). Without them, catalog SQL that reads coverage failed on an older store.
fn intake_tables_for_older_stores(conn: &Connection) -> rusqlite::Result<()> {
    for stmt in crate::data::schema::INTAKE_DDL.split(';') {
        let Some(rest) = stmt.trim().strip_prefix("CREATE TABLE IF NOT EXISTS ") else {
            continue;
        };
        let name = rest.split('(').next().unwrap_or_default().trim();
        let exists: bool = conn.query_row(
            "SELECT EXISTS(SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1)",
            [name],
            |r| r.get(0),
        )?;
        if !exists {
            conn.execute_batch(&format!("CREATE TEMP TABLE {rest};"))?;
        }
    }
    Ok(())
}

fn present_tables(conn: &Connection) -> rusqlite::Result<HashSet<String>> {
    let mut s = conn.prepare("SELECT table_name FROM dataset_tables WHERE row_count > 0")?;
    let rows = s.query_map([], |r| r.get::<_, String>(0))?;
    rows.collect()
}

fn to_sql(v: &Value) -> SqlValue {
    match v {
        Value::Null => SqlValue::Null,
        Value::Bool(b) => SqlValue::Integer(i64::from(*b)),
        Value::Number(n) => match n.as_i64() {
            Some(i) => SqlValue::Integer(i),
            None => SqlValue::Real(n.as_f64().unwrap_or(0.0)),
        },
        Value::String(s) => SqlValue::Text(s.clone()),
        other => SqlValue::Text(other.to_string()),
    }
}

pub(super) fn from_sql(v: ValueRef<'_>, ty: ColumnType) -> Value {
    match v {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(i) => match ty {
            ColumnType::Boolean => Value::Bool(i != 0),
            ColumnType::Number => Value::from(i as f64),
            ColumnType::String | ColumnType::Date => Value::String(i.to_string()),
            ColumnType::Integer => Value::from(i),
        },
        ValueRef::Real(f) => match ty {
            ColumnType::Integer if f.fract() == 0.0 => Value::from(f as i64),
            _ if f.is_finite() => Value::from(f),
            _ => Value::Null,
        },
        ValueRef::Text(t) => {
            let s = String::from_utf8_lossy(t).into_owned();
            match ty {
                ColumnType::Integer => s.parse::<i64>().map(Value::from).unwrap_or(Value::Null),
                ColumnType::Number => s.parse::<f64>().map(Value::from).unwrap_or(Value::Null),
                _ => Value::String(s),
            }
        }
        ValueRef::Blob(_) => Value::Null,
    }
}

impl DataBackend for StoreRunner {
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
            let (db, pool) = (self.db.clone(), self.pool.clone());
            let (desc, store) = (req.api.descriptor.clone(), store.clone());
            let (params, seller) = (req.params.clone(), req.tenant.seller_id.clone());
            tokio::task::spawn_blocking(move || {
                Self::run_blocking(&db, &pool, &desc, &store, &params, &seller)
            })
            .await
            .map_err(|e| BackendError::Failed(format!("store query task failed: {e}")))?
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets() {
        assert_eq!(bucket("2025-12-10", "week").as_deref(), Some("2025-12-08"));
        assert_eq!(bucket("2025-12-07", "week").as_deref(), Some("2025-12-01"));
        assert_eq!(
            bucket("2025-08-15", "quarter").as_deref(),
            Some("2025-07-01")
        );
        assert_eq!(bucket("2025-08-15", "month").as_deref(), Some("2025-08-01"));
        assert_eq!(bucket("2025-08-15", "year").as_deref(), Some("2025-01-01"));
        assert_eq!(bucket("2025-08-15", "total"), None);
        assert_eq!(bucket("garbage", "day"), None);
    }

    #[test]
    fn dates_read_by_hand_as_chrono_reads_them() {
        let chrono_bucket = |date: &str, g: &str| -> Option<String> {
            let d = NaiveDate::parse_from_str(date.get(..10)?, "%Y-%m-%d").ok()?;
            let start = match g {
                "day" => d,
                "week" => d - chrono::Duration::days(i64::from(d.weekday().num_days_from_monday())),
                "month" => d.with_day(1)?,
                "quarter" => NaiveDate::from_ymd_opt(d.year(), (d.month0() / 3) * 3 + 1, 1)?,
                "year" => NaiveDate::from_ymd_opt(d.year(), 1, 1)?,
                _ => return None,
            };
            Some(start.format("%Y-%m-%d").to_string())
        };
        let mut dates: Vec<String> = [
            "2025-02-29",
            "2024-02-29",
            "2025-13-01",
            "2025-00-10",
            "2025-01-32",
            "0000-01-01",
            "0000-01-02",
            "9999-12-31",
            "2025-1-05x",
            "2025-01-5 ",
            "+025-01-05",
            "2025/01/05",
            "2025-01-05T10:00",
            "2025-01-05 ",
            "garbage",
            "",
            "2025-0a-01",
            "-001-01-01",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let mut d = NaiveDate::from_ymd_opt(2023, 12, 20).unwrap();
        for _ in 0..800 {
            dates.push(d.to_string());
            d = d.succ_opt().unwrap();
        }
        for date in &dates {
            for g in ["day", "week", "month", "quarter", "year", "total", ""] {
                assert_eq!(bucket(date, g), chrono_bucket(date, g), "{date:?} {g}");
            }
            let chrono_add = |n: i64| -> Option<String> {
                let d = NaiveDate::parse_from_str(date.get(..10)?, "%Y-%m-%d").ok()?;
                let moved = d.checked_add_signed(chrono::Duration::try_days(n)?)?;
                Some(moved.format("%Y-%m-%d").to_string())
            };
            for n in [-400, -1, 0, 1, 366] {
                assert_eq!(add_days(date, n), chrono_add(n), "{date:?} {n}");
            }
        }
    }

    #[test]
    fn an_older_store_without_intake_tables_reads_them_empty() {
        let dir = std::env::temp_dir().join(format!("insight-old-store-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let db = dir.join("old.db");
        let _ = std::fs::remove_file(&db);
        {
            let c = Connection::open(&db).unwrap();
            c.execute_batch(crate::data::schema::DDL).unwrap();
            c.execute_batch("DROP TABLE IF EXISTS coverage; DROP TABLE IF EXISTS product_codes;")
                .unwrap();
        }
        let coverage_rows = || -> i64 {
            let pooled = StoreRunner::open(&db).unwrap();
            let n = pooled
                .conn
                .query_row("SELECT count(*) FROM coverage", [], |r| r.get(0));
            n.unwrap()
        };
        assert_eq!(coverage_rows(), 0);
        // A store that has them keeps its own rows (no TEMP table hides them).
        {
            let c = Connection::open(&db).unwrap();
            c.execute_batch(crate::data::schema::INTAKE_DDL).unwrap();
            c.execute("INSERT INTO coverage VALUES('S001','sales_daily','2025-01-01','2025-01-31','csv','')", [])
                .unwrap();
        }
        assert_eq!(coverage_rows(), 1);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn percentile_interpolates() {
        let v = [1.0, 2.0, 3.0, 4.0];
        assert_eq!(percentile_sorted(&v, 0.5), Some(2.5));
        assert_eq!(percentile_sorted(&v, 0.0), Some(1.0));
        assert_eq!(percentile_sorted(&v, 1.0), Some(4.0));
        assert_eq!(percentile_sorted(&[], 0.5), None);
    }

    #[test]
    fn sql_functions_work() {
        let c = Connection::open_in_memory().unwrap();
        register_functions(&c).unwrap();
        let (b, p): (String, f64) = c
            .query_row(
                "SELECT bucket('2025-12-10','month'), (SELECT percentile(x, 0.25) FROM (SELECT 1 x UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 5))",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        assert_eq!(b, "2025-12-01");
        assert!((p - 1.75).abs() < 1e-12);
    }
}
