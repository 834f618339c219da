//! Coverage: per seller, which contract tables hold data and for which days.
//!
//! The store's `coverage` table has one row per seller, table and span of days, with where the
//! data came from (`generator`, `import` for contract CSV, or an import format's name) and the
//! contract columns that source did not have (stored as 0, e.g. `units_refunded` from a
//! business report). Generated and contract-imported stores get one span per seller and table
//! (first to last dated row); format imports record the days each file covers, so a seller who
//! imported one report per day has a gap where a day's file is missing.
//!
//! [`coverage`] reads it for one seller. A store built before coverage existed has no such
//! table; then every table `dataset_tables` lists covers the store's whole span for every
//! seller, which is what such a store claimed.

use chrono::NaiveDate;
use rusqlite::{Connection, OptionalExtension};
use serde::Serialize;

use super::schema::{self, ACCOUNT_HEALTH_WEEKLY, REVIEWS};
use super::store::dataset_info;
use super::DataError;

/// A span of days holding data for one table, and where it came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CoveredSpan {
    /// First day.
    pub start: NaiveDate,
    /// Last day, inclusive.
    pub end: NaiveDate,
    /// `generator`, `import` (contract CSV) or an import format's name.
    pub source: String,
    /// Contract columns the source did not have (stored as 0).
    pub missing_columns: Vec<String>,
}

/// One table's coverage for a seller.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TableCoverage {
    /// The contract table.
    pub table: String,
    /// Its spans, sorted, not overlapping.
    pub spans: Vec<CoveredSpan>,
}

/// What a seller's data covers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Coverage {
    /// The seller.
    pub seller_id: String,
    /// The dated contract tables holding data for the seller, in contract order; a table not
    /// listed holds none of the seller's data.
    pub tables: Vec<TableCoverage>,
}

impl Coverage {
    /// A table's coverage, if it holds any of the seller's data.
    pub fn table(&self, name: &str) -> Option<&TableCoverage> {
        self.tables.iter().find(|t| t.table == name)
    }

    /// Whether a table holds any of the seller's data.
    pub fn has(&self, name: &str) -> bool {
        self.table(name).is_some()
    }

    /// The seller's first and last day of data: over the daily tables, else every table.
    pub fn span(&self) -> Option<(NaiveDate, NaiveDate)> {
        let pick = |daily: bool| {
            self.tables
                .iter()
                .filter(|t| !daily || schema::DAILY_TABLES.contains(&t.table.as_str()))
                .flat_map(|t| t.spans.iter())
                .fold(None, |acc: Option<(NaiveDate, NaiveDate)>, s| {
                    Some(match acc {
                        Some((a, b)) => (a.min(s.start), b.max(s.end)),
                        None => (s.start, s.end),
                    })
                })
        };
        pick(true).or_else(|| pick(false))
    }

    /// The days of `start..=end` a table has no data for, as spans (all of it when the table
    /// holds none of the seller's data).
    pub fn gaps(
        &self,
        table: &str,
        start: NaiveDate,
        end: NaiveDate,
    ) -> Vec<(NaiveDate, NaiveDate)> {
        let mut out = Vec::new();
        let mut cursor = start;
        if let Some(t) = self.table(table) {
            for s in &t.spans {
                if s.end < cursor || s.start > end {
                    continue;
                }
                if s.start > cursor {
                    out.push((cursor, s.start.pred_opt().unwrap_or(s.start)));
                }
                match s.end.succ_opt() {
                    Some(n) => cursor = cursor.max(n),
                    None => return out,
                }
                if cursor > end {
                    return out;
                }
            }
        }
        if cursor <= end {
            out.push((cursor, end));
        }
        out
    }

    /// Whether a table has data for every day of `start..=end`.
    pub fn covers(&self, table: &str, start: NaiveDate, end: NaiveDate) -> bool {
        self.gaps(table, start, end).is_empty()
    }

    /// The contract columns of a table that some source covering `start..=end` did not have.
    pub fn missing_columns(&self, table: &str, start: NaiveDate, end: NaiveDate) -> Vec<String> {
        let mut out: Vec<String> = self
            .table(table)
            .map(|t| {
                t.spans
                    .iter()
                    .filter(|s| s.start <= end && s.end >= start)
                    .flat_map(|s| s.missing_columns.iter().cloned())
                    .collect()
            })
            .unwrap_or_default();
        out.sort();
        out.dedup();
        out
    }
}

fn query_err(what: &'static str) -> impl FnOnce(rusqlite::Error) -> DataError {
    move |source| DataError::Query { what, source }
}

/// Whether the store has the `coverage` table (stores built before it existed do not).
pub(crate) fn has_coverage_table(conn: &Connection) -> Result<bool, DataError> {
    conn.query_row(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'coverage'",
        [],
        |_| Ok(()),
    )
    .optional()
    .map(|r| r.is_some())
    .map_err(query_err("coverage"))
}

/// What the seller's data covers: per dated contract table, the spans of days holding data.
/// The engine calls it once per question with the asking seller.
pub fn coverage(conn: &Connection, seller_id: &str) -> Result<Coverage, DataError> {
    if !has_coverage_table(conn)? {
        return Ok(whole_store(seller_id, &dataset_info(conn)?));
    }
    let mut stmt = conn
        .prepare_cached(COVERAGE_SQL)
        .map_err(query_err("coverage"))?;
    let rows: Vec<SpanRow> = stmt
        .query_map([seller_id], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })
        .and_then(|rows| rows.collect())
        .map_err(query_err("coverage"))?;
    from_rows(seller_id, &rows)
}

/// The one query reading a seller's coverage, portable to both store engines (`?1` is
/// rewritten to `$1` for PostgreSQL).
pub(crate) const COVERAGE_SQL: &str =
    "SELECT table_name, start_date, end_date, source, missing_columns FROM coverage
     WHERE seller_id = ?1 ORDER BY table_name, start_date";

/// One row of [`COVERAGE_SQL`]: table, first day, last day, source, missing columns.
pub(crate) type SpanRow = (String, String, String, String, String);

/// A store without the `coverage` table: every dated table it lists covers the store's whole
/// span for every seller, which is what such a store claimed.
pub(crate) fn whole_store(seller_id: &str, info: &super::DatasetInfo) -> Coverage {
    let tables = info
        .tables
        .iter()
        .filter(|t| schema::is_dated(&t.name))
        .map(|t| TableCoverage {
            table: t.name.clone(),
            spans: vec![CoveredSpan {
                start: info.data_start,
                end: info.data_end,
                source: info.source.as_str().to_string(),
                missing_columns: Vec::new(),
            }],
        })
        .collect();
    Coverage {
        seller_id: seller_id.to_string(),
        tables,
    }
}

/// A seller's coverage from the rows of [`COVERAGE_SQL`], whichever engine read them.
pub(crate) fn from_rows(seller_id: &str, rows: &[SpanRow]) -> Result<Coverage, DataError> {
    let date = |v: &str| {
        super::import::parse_date(v).ok_or_else(|| DataError::Meta {
            key: "coverage",
            value: v.to_string(),
            expected: "an ISO date YYYY-MM-DD",
        })
    };
    let mut tables: Vec<TableCoverage> = Vec::new();
    for name in schema::CONTRACT_TABLES {
        let mut spans = Vec::new();
        for (_, a, b, source, missing) in rows.iter().filter(|r| r.0 == name) {
            spans.push(CoveredSpan {
                start: date(a)?,
                end: date(b)?,
                source: source.clone(),
                missing_columns: missing
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect(),
            });
        }
        if !spans.is_empty() {
            tables.push(TableCoverage {
                table: name.to_string(),
                spans,
            });
        }
    }
    Ok(Coverage {
        seller_id: seller_id.to_string(),
        tables,
    })
}

/// Records coverage from the rows of a store just built whole (generated, or imported from
/// contract CSV): per seller and dated table, its first to last day, from `source`.
pub(crate) fn record_from_rows(conn: &Connection, source: &str) -> Result<(), rusqlite::Error> {
    for spec in &schema::TABLES {
        let Some(date) = spec.date_column else {
            continue;
        };
        let end = if spec.name == ACCOUNT_HEALTH_WEEKLY {
            format!("date(max({date}), '+6 days')")
        } else {
            format!("max({date})")
        };
        // Tables keyed seller first: a loose index scan (one B-tree descent per seller for its
        // first and last day) instead of reading every row. Reviews are keyed by id: grouped.
        let t = spec.name;
        let sql = if t == REVIEWS {
            format!(
                "INSERT INTO coverage(seller_id, table_name, start_date, end_date, source, missing_columns)
                 SELECT seller_id, ?1, min({date}), {end}, ?2, '' FROM {t} GROUP BY seller_id"
            )
        } else {
            let last = format!("(SELECT max({date}) FROM {t} WHERE seller_id = s.id)");
            let end = end.replace(&format!("max({date})"), &last);
            format!(
                "WITH RECURSIVE s(id) AS (
                   SELECT min(seller_id) FROM {t}
                   UNION ALL
                   SELECT (SELECT min(seller_id) FROM {t} WHERE seller_id > s.id) FROM s
                   WHERE s.id IS NOT NULL)
                 INSERT INTO coverage(seller_id, table_name, start_date, end_date, source, missing_columns)
                 SELECT id, ?1, (SELECT min({date}) FROM {t} WHERE seller_id = s.id), {end}, ?2, ''
                 FROM s WHERE id IS NOT NULL"
            )
        };
        conn.execute(&sql, rusqlite::params![t, source])?;
    }
    Ok(())
}
