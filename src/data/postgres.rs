//! The store in PostgreSQL: its DDL, the SQL functions the catalog's queries use, and loading a
//! finished SQLite store into it.
//!
//! SQLite stays the one place stores are built (generation, CSV and export imports all build a
//! SQLite file whole); a PostgreSQL store is loaded from such a file by [`load_from_sqlite`] in
//! one transaction, so readers see the old store or the new one, never half of either, and a
//! failed load leaves the old store as it was. Dates stay `TEXT` (`YYYY-MM-DD`) and text columns
//! use the "C" collation, so comparisons and ordering are byte-wise exactly as in SQLite.

use std::future::Future;
use std::path::Path;

use rusqlite::types::ValueRef;
use tokio_postgres::{Client, NoTls};

use super::schema::{self, DATASET_META, DATASET_TABLES};
use super::DataError;

mod import;
pub use import::import_files;

/// The SQL functions of the store, created in the current schema (the first on the
/// `search_path`) so the catalog's unqualified names resolve: `bucket(date, granularity)`,
/// `add_days(date, n)`, the aggregate `percentile(value, p)`, `json_each(text)` (the elements of
/// a JSON array, as SQLite's table-valued function gives them for array parameters) and
/// `round(double precision, integer)` (PostgreSQL rounds only `numeric`).
pub const FUNCTIONS_SQL: &str = r#"
CREATE OR REPLACE FUNCTION bucket(d text, g text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN d ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' THEN
    to_char(CASE g
      WHEN 'day' THEN left(d, 10)::date
      WHEN 'week' THEN date_trunc('week', left(d, 10)::date)::date
      WHEN 'month' THEN date_trunc('month', left(d, 10)::date)::date
      WHEN 'quarter' THEN date_trunc('quarter', left(d, 10)::date)::date
      WHEN 'year' THEN date_trunc('year', left(d, 10)::date)::date
    END, 'YYYY-MM-DD') END
$$;
CREATE OR REPLACE FUNCTION add_days(d text, n integer) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN d ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' THEN
    to_char(left(d, 10)::date + n, 'YYYY-MM-DD') END
$$;
CREATE OR REPLACE FUNCTION percentile_step(s double precision[], v double precision,
                                           p double precision) RETURNS double precision[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN v IS NULL THEN COALESCE(s, ARRAY[p])
              ELSE COALESCE(s, ARRAY[p]) || v END
$$;
CREATE OR REPLACE FUNCTION percentile_final(s double precision[]) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN cardinality(s) > 1 AND s[1] BETWEEN 0 AND 1 THEN
    (SELECT percentile_cont(s[1]) WITHIN GROUP (ORDER BY x) FROM unnest(s[2:]) AS x) END
$$;
CREATE OR REPLACE AGGREGATE percentile(double precision, double precision) (
  SFUNC = percentile_step, STYPE = double precision[], FINALFUNC = percentile_final);
CREATE OR REPLACE FUNCTION json_each(t text) RETURNS TABLE(value text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_array_elements_text(t::json)
$$;
CREATE OR REPLACE FUNCTION round(x double precision, n integer) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT round(x::numeric, n)::double precision
$$;
"#;

/// SQLite DDL turned into PostgreSQL's: `REAL` (8 bytes in SQLite) is `DOUBLE PRECISION` (PG's
/// `real` has 4), `INTEGER` is `BIGINT`, text is byte-ordered, and `WITHOUT ROWID` is dropped.
pub fn pg_ddl(sqlite_ddl: &str) -> String {
    sqlite_ddl
        .replace(" WITHOUT ROWID", "")
        .replace(" REAL", " DOUBLE PRECISION")
        .replace(" INTEGER", " BIGINT")
        .replace(" TEXT", " TEXT COLLATE \"C\"")
}

/// Every table of a store, contract tables first, then the bookkeeping ones.
pub fn all_ddl() -> String {
    format!(
        "{}{}",
        pg_ddl(schema::DDL),
        pg_ddl(schema::INTAKE_DDL).replace("IF NOT EXISTS ", "")
    )
}

/// The tables [`load_from_sqlite`] replaces, in creation order.
pub const STORE_TABLES: [&str; 13] = [
    schema::SELLERS,
    schema::PRODUCTS,
    schema::SALES_DAILY,
    schema::TRAFFIC_DAILY,
    schema::INVENTORY_DAILY,
    schema::PRICING_DAILY,
    schema::ADS_DAILY,
    schema::REVIEWS,
    schema::ACCOUNT_HEALTH_WEEKLY,
    DATASET_TABLES,
    DATASET_META,
    "coverage",
    "product_codes",
];

/// Whether a store location is a PostgreSQL URL rather than a file.
pub fn is_pg_url(s: &str) -> bool {
    s.starts_with("postgres://") || s.starts_with("postgresql://")
}

/// Runs async PostgreSQL work from synchronous code, on a runtime of its own in a thread of its
/// own: safe whether or not the caller is itself inside a tokio runtime (where `block_on` would
/// panic), at the price of blocking the calling thread, so it is for start-up and CLI work only.
pub fn run_blocking<T, Fut>(make: impl FnOnce() -> Fut + Send) -> T
where
    T: Send,
    Fut: Future<Output = T>,
{
    std::thread::scope(|s| {
        s.spawn(|| {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a current-thread runtime builds");
            rt.block_on(make())
        })
        .join()
        .unwrap_or_else(|p| std::panic::resume_unwind(p))
    })
}

/// A PostgreSQL error as a [`DataError`].
pub fn pg_err(url: &str, what: &str, e: tokio_postgres::Error) -> DataError {
    DataError::Postgres {
        url: redact(url),
        message: format!("{what}: {}", pg_message(&e)),
    }
}

/// The server's own message when there is one (tokio-postgres' `Display` is only "db error").
pub fn pg_message(e: &tokio_postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => match db.hint() {
            Some(h) => format!("{} (hint: {h})", db.message()),
            None => db.message().to_string(),
        },
        None => e.to_string(),
    }
}

/// The URL without its password, for messages and logs.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(s), Some(at)) if at > s => {
            let cred = &url[s + 3..at];
            match cred.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..s + 3], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

/// Connects one client, driving its connection on the current runtime.
pub async fn connect(url: &str) -> Result<Client, DataError> {
    let (client, conn) = tokio_postgres::connect(url, NoTls)
        .await
        .map_err(|e| pg_err(url, "cannot connect", e))?;
    tokio::spawn(async move {
        if let Err(e) = conn.await {
            tracing::debug!("postgres connection closed: {e}");
        }
    });
    Ok(client)
}

/// The SQL creating the functions in the current schema, serialised across processes
/// (concurrent `CREATE OR REPLACE FUNCTION` of one name fails with "tuple concurrently updated");
/// run it inside a transaction.
pub fn create_functions_sql() -> String {
    format!("SELECT pg_advisory_xact_lock(4242071); {FUNCTIONS_SQL}")
}

fn copy_text(v: ValueRef<'_>, out: &mut String) {
    match v {
        ValueRef::Null => out.push_str("\\N"),
        ValueRef::Integer(i) => out.push_str(&i.to_string()),
        // Rust prints the shortest text that reads back as the same double.
        ValueRef::Real(f) => out.push_str(&f.to_string()),
        ValueRef::Text(t) => {
            for c in String::from_utf8_lossy(t).chars() {
                match c {
                    '\\' => out.push_str("\\\\"),
                    '\t' => out.push_str("\\t"),
                    '\n' => out.push_str("\\n"),
                    '\r' => out.push_str("\\r"),
                    c => out.push(c),
                }
            }
        }
        ValueRef::Blob(_) => out.push_str("\\N"),
    }
}

/// What [`load_from_sqlite`] copied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgLoad {
    /// Rows copied per table, in [`STORE_TABLES`] order (tables the file lacks are absent).
    pub tables: Vec<(String, u64)>,
}

/// Reads the rows of one SQLite query as the text of `COPY ... FROM STDIN`: its column names,
/// the text and the row count. rusqlite is synchronous, so this runs before the rows are sent.
pub(crate) fn copy_payload(
    conn: &rusqlite::Connection,
    sql: &str,
    params: &[&dyn rusqlite::ToSql],
) -> Result<(Vec<String>, String, u64), DataError> {
    let q = |source| DataError::Query {
        what: "copy to postgres",
        source,
    };
    let mut stmt = conn.prepare(sql).map_err(q)?;
    let cols: Vec<String> = stmt.column_names().map(|s| s.to_string()).collect();
    let width = cols.len();
    let mut rows = stmt.query(params).map_err(q)?;
    let (mut text, mut n) = (String::new(), 0u64);
    while let Some(row) = rows.next().map_err(q)? {
        for i in 0..width {
            if i > 0 {
                text.push('\t');
            }
            copy_text(row.get_ref(i).map_err(q)?, &mut text);
        }
        text.push('\n');
        n += 1;
    }
    Ok((cols, text, n))
}

/// Sends COPY text into a table, inside the caller's transaction.
pub(crate) async fn copy_into(
    tx: &tokio_postgres::Transaction<'_>,
    table: &str,
    cols: &[String],
    text: String,
) -> Result<(), tokio_postgres::Error> {
    use futures::SinkExt;
    let sink = tx
        .copy_in::<_, bytes::Bytes>(&format!("COPY {table}({}) FROM STDIN", cols.join(", ")))
        .await?;
    futures::pin_mut!(sink);
    sink.send(bytes::Bytes::from(text)).await?;
    sink.finish().await?;
    Ok(())
}

/// Serialises the writers of one PostgreSQL store (a whole load, an import's read-modify-write)
/// across processes; readers are never blocked.
pub(crate) const WRITE_LOCK: i64 = 4242072;

/// Whether the SQLite store has a table.
fn has_table(conn: &rusqlite::Connection, t: &str) -> Result<bool, DataError> {
    conn.query_row(
        "SELECT count(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = ?1",
        [t],
        |r| r.get(0),
    )
    .map_err(|source| DataError::Query {
        what: "store tables",
        source,
    })
}

/// Replaces the store at `url` with the SQLite store at `db`, in one transaction: drops and
/// recreates every store table and the SQL functions, copies every row (`COPY ... FROM STDIN`),
/// builds the indexes and analyses. On any error nothing is changed.
pub fn load_from_sqlite(db: &Path, url: &str) -> Result<PgLoad, DataError> {
    let conn = super::open_read_only(db)?;
    let mut payloads = Vec::new();
    for t in STORE_TABLES {
        if has_table(&conn, t)? {
            let (cols, text, n) = copy_payload(&conn, &format!("SELECT * FROM {t}"), &[])?;
            payloads.push((t, cols, text, n));
        }
    }
    let url = url.to_string();
    run_blocking(|| async move {
        let mut client = connect(&url).await?;
        let err = |what: &'static str| {
            let url = url.clone();
            move |e| pg_err(&url, what, e)
        };
        let tx = client.transaction().await.map_err(err("begin"))?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&WRITE_LOCK])
            .await
            .map_err(err("waiting for another writer"))?;
        let drop_sql: String = STORE_TABLES
            .iter()
            .map(|t| format!("DROP TABLE IF EXISTS {t};"))
            .collect();
        tx.batch_execute(&drop_sql)
            .await
            .map_err(err("dropping the old store"))?;
        tx.batch_execute(&all_ddl())
            .await
            .map_err(err("creating the store tables"))?;
        tx.batch_execute(&create_functions_sql())
            .await
            .map_err(err("creating the SQL functions"))?;
        // Primary keys are built once over the loaded rows, not maintained row by row: on
        // the demo's 817 k sales rows, COPY then ADD PRIMARY KEY takes 1.6 s against 2.7 s.
        let keys: Vec<(String, String, String)> = tx
            .query(
                "SELECT c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)
                 FROM pg_constraint c
                 WHERE c.contype = 'p'
                   AND c.connamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())",
                &[],
            )
            .await
            .map_err(err("reading the primary keys"))?
            .iter()
            .map(|r| (r.get(0), r.get(1), r.get(2)))
            .collect();
        let keyed =
            |f: fn(&(String, String, String)) -> String| -> String { keys.iter().map(f).collect() };
        tx.batch_execute(&keyed(|(t, name, _)| {
            format!("ALTER TABLE {t} DROP CONSTRAINT {name};")
        }))
        .await
        .map_err(err("creating the store tables"))?;
        let mut tables = Vec::new();
        for (t, cols, text, n) in payloads {
            copy_into(&tx, t, &cols, text)
                .await
                .map_err(err("copying rows"))?;
            tables.push((t.to_string(), n));
        }
        tx.batch_execute(&keyed(|(t, name, def)| {
            format!("ALTER TABLE {t} ADD CONSTRAINT {name} {def};")
        }))
        .await
        .map_err(err(
            "building the primary keys (duplicate keys in the staged store?)",
        ))?;
        tx.batch_execute(schema::INDEX_DDL)
            .await
            .map_err(err("building the indexes"))?;
        tx.commit().await.map_err(err("commit"))?;
        // Statistics for the planner of the catalog's SQL (outside the transaction: cheap).
        client
            .batch_execute("ANALYZE")
            .await
            .map_err(err("analyse"))?;
        Ok(PgLoad { tables })
    })
}

/// Which rows [`read_store`] reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope<'a> {
    /// Every row of every table.
    Whole,
    /// The shared tables whole, and of the seller-keyed ones ([`SELLER_TABLES`]) only this
    /// seller's rows (none for a seller not named yet).
    Seller(Option<&'a str>),
}

/// The contract tables whose rows belong to one seller (`seller_id`) and hold nearly all of a
/// store's rows; the others ([`STORE_TABLES`] less these) are small and shared.
pub const SELLER_TABLES: [&str; 7] = [
    schema::SALES_DAILY,
    schema::TRAFFIC_DAILY,
    schema::INVENTORY_DAILY,
    schema::PRICING_DAILY,
    schema::ADS_DAILY,
    schema::REVIEWS,
    schema::ACCOUNT_HEALTH_WEEKLY,
];

/// Rows read out of PostgreSQL, per table, as SQLite values.
pub(crate) type StoreRows = Vec<(&'static str, Vec<Vec<rusqlite::types::Value>>)>;

/// Reads the store's rows (of `scope`) over an open client.
pub(crate) async fn read_store(
    client: &Client,
    url: &str,
    scope: Scope<'_>,
) -> Result<StoreRows, DataError> {
    let mut out: StoreRows = Vec::new();
    for t in STORE_TABLES {
        let keyed = SELLER_TABLES.contains(&t);
        let rows = match scope {
            Scope::Seller(None) if keyed => continue,
            Scope::Seller(Some(seller)) if keyed => {
                client
                    .query(
                        &format!("SELECT * FROM {t} WHERE seller_id = $1"),
                        &[&seller],
                    )
                    .await
            }
            _ => client.query(&format!("SELECT * FROM {t}"), &[]).await,
        }
        .map_err(|e| pg_err(url, "reading the store", e))?;
        let mut vals = Vec::with_capacity(rows.len());
        for r in rows {
            let mut row = Vec::with_capacity(r.len());
            for (i, c) in r.columns().iter().enumerate() {
                use tokio_postgres::types::Type;
                let v = match *c.type_() {
                    Type::INT8 => r
                        .try_get::<_, Option<i64>>(i)
                        .ok()
                        .flatten()
                        .map(rusqlite::types::Value::Integer),
                    Type::FLOAT8 => r
                        .try_get::<_, Option<f64>>(i)
                        .ok()
                        .flatten()
                        .map(rusqlite::types::Value::Real),
                    _ => r
                        .try_get::<_, Option<String>>(i)
                        .ok()
                        .flatten()
                        .map(rusqlite::types::Value::Text),
                };
                row.push(v.unwrap_or(rusqlite::types::Value::Null));
            }
            vals.push(row);
        }
        out.push((t, vals));
    }
    Ok(out)
}

/// Writes rows read by [`read_store`] into a new SQLite store at `db`.
pub(crate) fn write_stage(db: &Path, data: &StoreRows) -> Result<(), DataError> {
    let mut build = super::store::Build::create(db)?;
    let tmp = build.tmp_path().to_path_buf();
    let conn = build.conn()?;
    let store_err = |source| DataError::Store {
        path: tmp.clone(),
        source,
    };
    let tx = conn.transaction().map_err(store_err)?;
    for (t, rows) in data {
        if rows.is_empty() {
            continue;
        }
        let width = rows[0].len();
        let sql = format!("INSERT INTO {t} VALUES ({})", vec!["?"; width].join(", "));
        let mut stmt = tx.prepare(&sql).map_err(store_err)?;
        for r in rows {
            stmt.execute(rusqlite::params_from_iter(r.iter()))
                .map_err(store_err)?;
        }
    }
    tx.commit().map_err(store_err)?;
    // `dataset_tables` and `dataset_meta` were copied as rows: publish without adding more.
    build.publish()
}

/// Copies the PostgreSQL store at `url` into a new SQLite store at `db` (`insight data export`
/// reads it there).
pub fn dump_to_sqlite(url: &str, db: &Path) -> Result<(), DataError> {
    let url_owned = url.to_string();
    let data = run_blocking(|| async move {
        let client = connect(&url_owned).await?;
        read_store(&client, &url_owned, Scope::Whole).await
    })?;
    write_stage(db, &data)
}

/// The dataset facts of a PostgreSQL store, read as [`super::dataset_info`] reads SQLite's.
pub fn dataset_info(url: &str) -> Result<super::DatasetInfo, DataError> {
    let url_owned = url.to_string();
    run_blocking(|| async move {
        let client = connect(&url_owned).await?;
        dataset_info_with(&client, &url_owned).await
    })
}

/// [`dataset_info`] over an open client (the backend's pooled connections).
pub async fn dataset_info_with(
    client: &Client,
    url: &str,
) -> Result<super::DatasetInfo, DataError> {
    let meta: Vec<(String, String)> = client
        .query("SELECT key, value FROM dataset_meta", &[])
        .await
        .map_err(|e| pg_err(url, "reading dataset_meta", e))?
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect();
    let tables: Vec<(String, i64)> = client
        .query("SELECT table_name, row_count FROM dataset_tables", &[])
        .await
        .map_err(|e| pg_err(url, "reading dataset_tables", e))?
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect();
    info_from_rows(url, &meta, &tables)
}

/// Parses the two bookkeeping tables through a tiny in-memory SQLite copy of them, so both
/// engines share one parser of `dataset_meta` (and one set of error messages).
fn info_from_rows(
    url: &str,
    meta: &[(String, String)],
    tables: &[(String, i64)],
) -> Result<super::DatasetInfo, DataError> {
    let conn = rusqlite::Connection::open_in_memory().map_err(|source| DataError::Query {
        what: "dataset_meta",
        source,
    })?;
    let q = |source| DataError::Query {
        what: "dataset_meta",
        source,
    };
    conn.execute_batch(
        "CREATE TABLE dataset_meta(key TEXT, value TEXT);
         CREATE TABLE dataset_tables(table_name TEXT, row_count INTEGER);",
    )
    .map_err(q)?;
    for (k, v) in meta {
        conn.execute("INSERT INTO dataset_meta VALUES (?1, ?2)", [k, v])
            .map_err(q)?;
    }
    for (t, n) in tables {
        conn.execute(
            "INSERT INTO dataset_tables VALUES (?1, ?2)",
            rusqlite::params![t, n],
        )
        .map_err(q)?;
    }
    let version = meta
        .iter()
        .find(|(k, _)| k == schema::meta::SCHEMA_VERSION)
        .map(|(_, v)| v.clone());
    if version.as_deref() != Some(&schema::SCHEMA_VERSION.to_string()) {
        return Err(DataError::Postgres {
            url: redact(url),
            message: format!(
                "store schema version {} (expected {}): reload it with `insight data generate` or `insight data import`",
                version.unwrap_or_else(|| "none".into()),
                schema::SCHEMA_VERSION
            ),
        });
    }
    super::dataset_info(&conn)
}

/// What a seller's data covers in the PostgreSQL store at `url`, as [`super::coverage`] reads
/// it from SQLite (the same query and the same parser). Blocks: for start-up and per-seller
/// caches, not per query.
pub fn coverage(url: &str, seller_id: &str) -> Result<super::Coverage, DataError> {
    let (url_owned, seller) = (url.to_string(), seller_id.to_string());
    run_blocking(|| async move {
        let client = connect(&url_owned).await?;
        coverage_with(&client, &url_owned, &seller).await
    })
}

/// [`coverage`] over an open client (the backend's pooled connections).
pub async fn coverage_with(
    client: &Client,
    url: &str,
    seller_id: &str,
) -> Result<super::Coverage, DataError> {
    // `to_regclass` resolves through the search_path, as the catalog's unqualified names do.
    let has_table: bool = client
        .query_one("SELECT to_regclass('coverage') IS NOT NULL", &[])
        .await
        .map_err(|e| pg_err(url, "reading coverage", e))?
        .get(0);
    if !has_table {
        let info = dataset_info_with(client, url).await?;
        return Ok(super::coverage::whole_store(seller_id, &info));
    }
    let sql = super::coverage::COVERAGE_SQL.replace("?1", "$1");
    let rows: Vec<super::coverage::SpanRow> = client
        .query(&sql, &[&seller_id])
        .await
        .map_err(|e| pg_err(url, "reading coverage", e))?
        .iter()
        .map(|r| (r.get(0), r.get(1), r.get(2), r.get(3), r.get(4)))
        .collect();
    super::coverage::from_rows(seller_id, &rows)
}

/// Reads the rows of one query with a single text parameter (the tenant facts of the guard).
pub fn text_column(url: &str, sql: &str, param: &str) -> Result<Vec<String>, DataError> {
    let (url_owned, sql, param) = (url.to_string(), sql.to_string(), param.to_string());
    run_blocking(|| async move {
        let client = connect(&url_owned).await?;
        let rows = client
            .query(&sql, &[&param])
            .await
            .map_err(|e| pg_err(&url_owned, "reading the store", e))?;
        Ok(rows
            .iter()
            .filter_map(|r| r.try_get::<_, Option<String>>(0).ok().flatten())
            .collect())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ddl_is_translated_without_losing_precision() {
        let ddl = all_ddl();
        assert!(!ddl.contains(" REAL"), "{ddl}");
        assert!(ddl.contains("buy_box_pct DOUBLE PRECISION"), "{ddl}");
        assert!(ddl.contains("revenue_cents BIGINT"), "{ddl}");
        assert!(!ddl.contains("WITHOUT ROWID"));
        assert!(ddl.contains("CREATE TABLE coverage("));
    }

    #[test]
    fn passwords_are_redacted() {
        assert_eq!(
            redact("postgres://me:secret@db:5432/x"),
            "postgres://me:***@db:5432/x"
        );
        assert_eq!(redact("postgres://db/x"), "postgres://db/x");
    }

    #[test]
    fn copy_text_escapes() {
        let mut s = String::new();
        copy_text(ValueRef::Text(b"a\tb\\c\nd"), &mut s);
        assert_eq!(s, "a\\tb\\\\c\\nd");
        s.clear();
        copy_text(ValueRef::Real(0.1), &mut s);
        assert_eq!(s, "0.1");
    }
}
