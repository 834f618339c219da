//! CSV export (`insight data export --format csv DIR`).
//!
//! Takes a store, gives one `<table>.csv` per contract table that holds data, with exactly the
//! contract's columns in the contract's order and a header row. Money is written in dollars with
//! two decimals (`12.30`), rates as the shortest decimal that reads back to the same number, so
//! `import(export(store))` reproduces the store exactly. Rows are in key order, so two exports of
//! the same store are byte-identical.

use std::fmt::Write as _;
use std::fs::File;
use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::types::ValueRef;

use super::schema::{self, Kind, TABLES};
use super::store::{dataset_info, open_read_only, TableInfo};
use super::DataError;

/// What an export wrote.
#[derive(Debug, Clone)]
pub struct ExportReport {
    /// The folder written to.
    pub dir: PathBuf,
    /// The files written (one per table), with row counts.
    pub tables: Vec<TableInfo>,
    /// Wall time.
    pub elapsed: Duration,
}

/// Formats integer cents as dollars with two decimals (`-5` → `-0.05`).
pub fn format_cents(cents: i64, out: &mut String) {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.unsigned_abs();
    let _ = write!(out, "{sign}{}.{:02}", abs / 100, abs % 100);
}

/// Writes every contract table of the store at `db` that holds data as CSV into `dir`
/// (created if needed). Each file is written under a temporary name and renamed when complete.
pub fn export_csv(db: &Path, dir: &Path) -> Result<ExportReport, DataError> {
    let started = Instant::now();
    let conn = open_read_only(db)?;
    let info = dataset_info(&conn)?;
    std::fs::create_dir_all(dir).map_err(|source| DataError::Io {
        path: dir.to_path_buf(),
        source,
    })?;
    let mut tables = Vec::new();
    for spec in TABLES.iter().filter(|t| info.has_table(t.name)) {
        let path = dir.join(format!("{}.csv", spec.name));
        let tmp = dir.join(format!(".{}.csv.tmp", spec.name));
        let io_err = |source: std::io::Error| DataError::Io {
            path: tmp.clone(),
            source,
        };
        let csv_err = |e: csv::Error| DataError::Io {
            path: tmp.clone(),
            source: std::io::Error::other(e),
        };
        let file = File::create(&tmp).map_err(io_err)?;
        let mut out = csv::Writer::from_writer(BufWriter::with_capacity(1 << 20, file));
        out.write_record(spec.columns.iter().map(|c| c.contract))
            .map_err(csv_err)?;
        let query_err = |source| DataError::Query {
            what: "export",
            source,
        };
        let mut stmt = conn.prepare(&schema::select_sql(spec)).map_err(query_err)?;
        let mut rows = stmt.query([]).map_err(query_err)?;
        let mut n = 0u64;
        let mut buf = String::with_capacity(32);
        while let Some(row) = rows.next().map_err(query_err)? {
            for (i, col) in spec.columns.iter().enumerate() {
                buf.clear();
                match (row.get_ref(i).map_err(query_err)?, col.kind) {
                    (ValueRef::Null, _) => {}
                    (ValueRef::Integer(v), Kind::Money) => format_cents(v, &mut buf),
                    (ValueRef::Integer(v), _) => {
                        let _ = write!(buf, "{v}");
                    }
                    // `{}` on f64 is the shortest text that parses back to the same value.
                    (ValueRef::Real(v), _) => {
                        let _ = write!(buf, "{v}");
                    }
                    (ValueRef::Text(t), _) => buf.push_str(&String::from_utf8_lossy(t)),
                    (ValueRef::Blob(_), _) => {}
                }
                out.write_field(&buf).map_err(csv_err)?;
            }
            out.write_record(None::<&[u8]>).map_err(csv_err)?;
            n += 1;
        }
        let writer = out
            .into_inner()
            .map_err(|e| io_err(std::io::Error::other(e.to_string())))?;
        let file = writer
            .into_inner()
            .map_err(|e| io_err(std::io::Error::other(e.to_string())))?;
        file.sync_all().map_err(io_err)?;
        std::fs::rename(&tmp, &path).map_err(|source| DataError::Io {
            path: path.clone(),
            source,
        })?;
        tables.push(TableInfo {
            name: spec.name.to_string(),
            rows: n,
        });
    }
    Ok(ExportReport {
        dir: dir.to_path_buf(),
        tables,
        elapsed: started.elapsed(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cents_format_as_dollars() {
        let f = |c| {
            let mut s = String::new();
            format_cents(c, &mut s);
            s
        };
        assert_eq!(f(1230), "12.30");
        assert_eq!(f(5), "0.05");
        assert_eq!(f(0), "0.00");
        assert_eq!(f(-5), "-0.05");
        assert_eq!(f(399_999), "3999.99");
    }
}
