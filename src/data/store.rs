//! Opening, describing and building the SQLite store.
//!
//! A store is only ever built whole: the builder writes into a temporary file next to the target
//! and renames it over the target at the very end, so readers see either the old store or the
//! new one, and a failed build never leaves a half store behind. A failed build removes its
//! temporary file; one killed outright (Ctrl-C) leaves it, and a later build removes it once it
//! is an hour old (a build takes seconds, so such a file is certainly abandoned).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use chrono::NaiveDate;
use rusqlite::{Connection, OpenFlags, OptionalExtension};
use serde::Serialize;
use sha2::{Digest, Sha256};

use super::schema::{self, meta, DATASET_META, DATASET_TABLES, TABLES};
use super::DataError;

/// Where a store's data came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// `insight data generate`.
    Generator,
    /// `insight data import DIR`.
    Import,
}

impl Source {
    /// The `dataset_meta.source` value.
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Generator => "generator",
            Source::Import => "import",
        }
    }
}

/// One contract table that holds data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableInfo {
    /// Contract table name.
    pub name: String,
    /// Number of rows.
    pub rows: u64,
}

/// What a store holds: its span, its origin and its tables.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DatasetInfo {
    /// First day of data.
    pub data_start: NaiveDate,
    /// Last day of data, inclusive.
    pub data_end: NaiveDate,
    /// Generated or imported.
    pub source: Source,
    /// The generator's seed (generated stores only).
    pub seed: Option<u64>,
    /// The generator's version (generated stores only).
    pub generator_version: Option<String>,
    /// The contract tables that hold data, in contract order; absent tables are not listed.
    pub tables: Vec<TableInfo>,
}

impl DatasetInfo {
    /// Whether a contract table holds data.
    pub fn has_table(&self, name: &str) -> bool {
        self.tables.iter().any(|t| t.name == name)
    }

    /// Row count of a contract table, if it holds data.
    pub fn rows(&self, name: &str) -> Option<u64> {
        self.tables.iter().find(|t| t.name == name).map(|t| t.rows)
    }

    /// Number of days in the span.
    pub fn days(&self) -> i64 {
        (self.data_end - self.data_start).num_days() + 1
    }
}

/// Opens an existing store for reading. Fails with [`DataError::NoStore`] when there is no file
/// and [`DataError::NotAStore`] / [`DataError::SchemaVersion`] when the file is not a store this
/// version can read.
pub fn open_read_only(db: &Path) -> Result<Connection, DataError> {
    if !db.is_file() {
        return Err(DataError::NoStore {
            path: db.to_path_buf(),
        });
    }
    let conn = Connection::open_with_flags(
        db,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|source| DataError::Store {
        path: db.to_path_buf(),
        source,
    })?;
    let version: Option<String> = conn
        .query_row(
            "SELECT value FROM dataset_meta WHERE key = ?1",
            [meta::SCHEMA_VERSION],
            |r| r.get(0),
        )
        .optional()
        .map_err(|_| DataError::NotAStore {
            path: db.to_path_buf(),
        })?;
    match version {
        Some(v) if v == schema::SCHEMA_VERSION.to_string() => Ok(conn),
        found => Err(DataError::SchemaVersion {
            path: db.to_path_buf(),
            found: found.unwrap_or_else(|| "none".to_string()),
            expected: schema::SCHEMA_VERSION,
        }),
    }
}

fn query_err(what: &'static str) -> impl FnOnce(rusqlite::Error) -> DataError {
    move |source| DataError::Query { what, source }
}

/// Reads `dataset_meta` and `dataset_tables`.
pub fn dataset_info(conn: &Connection) -> Result<DatasetInfo, DataError> {
    let mut stmt = conn
        .prepare("SELECT key, value FROM dataset_meta")
        .map_err(query_err("dataset_meta"))?;
    let pairs: Vec<(String, String)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .and_then(|rows| rows.collect())
        .map_err(query_err("dataset_meta"))?;
    let get = |key: &str| {
        pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    let date = |key: &'static str| -> Result<NaiveDate, DataError> {
        let value = get(key).unwrap_or_default();
        NaiveDate::parse_from_str(value, "%Y-%m-%d").map_err(|_| DataError::Meta {
            key,
            value: value.to_string(),
            expected: "an ISO date YYYY-MM-DD",
        })
    };
    let source = match get(meta::SOURCE) {
        Some("generator") => Source::Generator,
        Some("import") => Source::Import,
        other => {
            return Err(DataError::Meta {
                key: meta::SOURCE,
                value: other.unwrap_or_default().to_string(),
                expected: "'generator' or 'import'",
            })
        }
    };
    let seed = match get(meta::SEED) {
        None => None,
        Some(v) => Some(v.parse::<u64>().map_err(|_| DataError::Meta {
            key: meta::SEED,
            value: v.to_string(),
            expected: "a whole number",
        })?),
    };
    let mut stmt = conn
        .prepare("SELECT table_name, row_count FROM dataset_tables")
        .map_err(query_err("dataset_tables"))?;
    let counts: Vec<(String, i64)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .and_then(|rows| rows.collect())
        .map_err(query_err("dataset_tables"))?;
    // Contract order, whatever order the rows come back in.
    let tables = schema::CONTRACT_TABLES
        .iter()
        .filter_map(|name| {
            counts
                .iter()
                .find(|(n, _)| n == name)
                .map(|(n, c)| TableInfo {
                    name: n.clone(),
                    rows: (*c).max(0) as u64,
                })
        })
        .collect();
    Ok(DatasetInfo {
        data_start: date(meta::DATA_START)?,
        data_end: date(meta::DATA_END)?,
        source,
        seed,
        generator_version: get(meta::GENERATOR_VERSION).map(str::to_string),
        tables,
    })
}

/// SHA-256 over the contents of every contract table and `dataset_tables`, rows in key order,
/// as lowercase hex. Two stores with equal hashes hold the same data, whatever their insertion
/// order or file layout. Reads every row: seconds on the demo store.
pub fn content_hash(conn: &Connection) -> Result<String, DataError> {
    let mut hasher = Sha256::new();
    let mut buf = String::new();
    let mut tables: Vec<(String, String)> = TABLES
        .iter()
        .map(|t| (t.name.to_string(), schema::select_sql(t)))
        .collect();
    tables.push((
        DATASET_TABLES.to_string(),
        "SELECT table_name, row_count FROM dataset_tables ORDER BY table_name".to_string(),
    ));
    for (name, sql) in &tables {
        hasher.update(name.as_bytes());
        hasher.update([0u8]);
        let mut stmt = conn.prepare(sql).map_err(query_err("content hash"))?;
        let width = stmt.column_count();
        let mut rows = stmt.query([]).map_err(query_err("content hash"))?;
        while let Some(row) = rows.next().map_err(query_err("content hash"))? {
            buf.clear();
            for i in 0..width {
                use rusqlite::types::ValueRef;
                // Type-tagged so that 1, 1.0, '1' and NULL hash differently.
                let _ = match row.get_ref(i).map_err(query_err("content hash"))? {
                    ValueRef::Null => write!(buf, "N|"),
                    ValueRef::Integer(v) => write!(buf, "I{v}|"),
                    ValueRef::Real(v) => write!(buf, "R{v}|"),
                    ValueRef::Text(t) => {
                        write!(buf, "T{}:{}|", t.len(), String::from_utf8_lossy(t))
                    }
                    ValueRef::Blob(b) => write!(buf, "B{}|", b.len()),
                };
            }
            buf.push('\n');
            hasher.update(buf.as_bytes());
        }
    }
    let digest = hasher.finalize();
    let mut hex = String::with_capacity(64);
    for byte in digest {
        let _ = write!(hex, "{byte:02x}");
    }
    Ok(hex)
}

/// A store under construction in a temporary file next to its target.
pub(crate) struct Build {
    target: PathBuf,
    tmp: PathBuf,
    conn: Option<Connection>,
    published: bool,
}

static BUILD_COUNTER: AtomicU64 = AtomicU64::new(0);

impl Build {
    /// Creates the target's folder and an empty store with the schema, tuned for one bulk load.
    pub(crate) fn create(target: &Path) -> Result<Build, DataError> {
        let dir = match target.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        std::fs::create_dir_all(&dir).map_err(|source| DataError::Io {
            path: dir.clone(),
            source,
        })?;
        let file_name = target
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "insight.db".to_string());
        // Unique per process and per build, so concurrent builds never share a file.
        let tmp = dir.join(format!(
            ".{file_name}.build-{}-{}",
            std::process::id(),
            BUILD_COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let store_err = |source| DataError::Store {
            path: tmp.clone(),
            source,
        };
        remove_abandoned_builds(&dir, &file_name);
        let mut build = Build {
            target: target.to_path_buf(),
            tmp: tmp.clone(),
            conn: None,
            published: false,
        };
        let conn = Connection::open(&tmp).map_err(store_err)?;
        // Durability is pointless while building a file nobody reads yet: the rename at the end
        // is the commit point.
        conn.execute_batch(
            "PRAGMA page_size = 65536;
             PRAGMA journal_mode = OFF;
             PRAGMA synchronous = OFF;
             PRAGMA locking_mode = EXCLUSIVE;
             PRAGMA temp_store = MEMORY;
             PRAGMA cache_size = -131072;",
        )
        .map_err(store_err)?;
        conn.execute_batch(schema::DDL).map_err(store_err)?;
        conn.execute_batch(schema::INTAKE_DDL).map_err(store_err)?;
        conn.set_prepared_statement_cache_capacity(32);
        build.conn = Some(conn);
        Ok(build)
    }

    /// The connection to load into.
    pub(crate) fn conn(&mut self) -> Result<&mut Connection, DataError> {
        self.conn.as_mut().ok_or(DataError::Internal {
            what: "store build used after finishing",
        })
    }

    /// The temporary file's path, for error messages.
    pub(crate) fn tmp_path(&self) -> &Path {
        &self.tmp
    }

    /// Writes `dataset_tables` and `dataset_meta`, builds the indexes, and atomically replaces
    /// the target with the new store.
    pub(crate) fn finish(
        mut self,
        tables: &[TableInfo],
        meta_pairs: &[(&str, String)],
    ) -> Result<(), DataError> {
        let tmp = self.tmp.clone();
        let store_err = |source| DataError::Store {
            path: tmp.clone(),
            source,
        };
        let conn = self.conn.take().ok_or(DataError::Internal {
            what: "store build finished twice",
        })?;
        {
            let tx = conn.unchecked_transaction().map_err(store_err)?;
            for t in tables {
                tx.execute(
                    &format!("INSERT INTO {DATASET_TABLES}(table_name, row_count) VALUES (?1, ?2)"),
                    rusqlite::params![t.name, t.rows as i64],
                )
                .map_err(store_err)?;
            }
            let version = schema::SCHEMA_VERSION.to_string();
            for (k, v) in meta_pairs
                .iter()
                .map(|(k, v)| (*k, v.as_str()))
                .chain(std::iter::once((meta::SCHEMA_VERSION, version.as_str())))
            {
                tx.execute(
                    &format!("INSERT INTO {DATASET_META}(key, value) VALUES (?1, ?2)"),
                    rusqlite::params![k, v],
                )
                .map_err(store_err)?;
            }
            tx.commit().map_err(store_err)?;
        }
        self.conn = Some(conn);
        self.publish()
    }

    /// Builds the indexes, analyses, and atomically replaces the target with the new store
    /// (whose `dataset_tables` and `dataset_meta` are already written).
    pub(crate) fn publish(mut self) -> Result<(), DataError> {
        let started = std::time::Instant::now();
        let tmp = self.tmp.clone();
        let store_err = |source| DataError::Store {
            path: tmp.clone(),
            source,
        };
        let conn = self.conn.take().ok_or(DataError::Internal {
            what: "store build published twice",
        })?;
        conn.execute_batch(schema::INDEX_DDL).map_err(store_err)?;
        // Statistics for the query planner of the catalog's SQL; sampled, so it stays cheap.
        conn.execute_batch("PRAGMA analysis_limit = 1000; ANALYZE;")
            .map_err(store_err)?;
        conn.close().map_err(|(_, source)| store_err(source))?;
        tracing::debug!(elapsed = ?started.elapsed(), "store indexed and analysed");
        // Flush before the rename: the rename must never publish a file whose pages are not
        // on disk yet.
        std::fs::File::open(&self.tmp)
            .and_then(|f| f.sync_all())
            .map_err(|source| DataError::Io {
                path: self.tmp.clone(),
                source,
            })?;
        tracing::debug!(elapsed = ?started.elapsed(), "store synced to disk");
        std::fs::rename(&self.tmp, &self.target).map_err(|source| DataError::Io {
            path: self.target.clone(),
            source,
        })?;
        self.published = true;
        Ok(())
    }
}

/// Removes temporary build files of `file_name` in `dir` untouched for an hour.
fn remove_abandoned_builds(dir: &Path, file_name: &str) {
    let prefix = format!(".{file_name}.build-");
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let stale = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age > std::time::Duration::from_secs(3600));
        if stale && entry.file_name().to_string_lossy().starts_with(&prefix) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

impl Drop for Build {
    fn drop(&mut self) {
        // Not published: throw the partial file away; the target is untouched.
        drop(self.conn.take());
        if !self.published {
            let _ = std::fs::remove_file(&self.tmp);
        }
    }
}
