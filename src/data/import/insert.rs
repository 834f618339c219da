//! Rows into SQLite: parsed rows wait in a [`Pending`] batch and go in through one multi-row
//! `INSERT` per [`BATCH`] rows (the rest one by one). A failed insert is a duplicate key (the
//! primary key is the only constraint), and [`insert_error`] reads the file again to say which
//! line repeated which key.

use std::collections::HashSet;
use std::path::Path;

use rusqlite::{CachedStatement, ErrorCode};

use super::cells::Cell;
use super::report::{CsvProblem, CsvRowError};
use crate::data::schema::TableSpec;
use crate::data::DataError;

/// Rows per multi-row `INSERT`: SQLite keeps its cursor on the last leaf between the rows of
/// one statement, so sorted input (like an export) appends without searching from the root.
pub(super) const BATCH: usize = 64;

/// One parsed value of a pending row; text lives in [`Pending::arena`].
enum Slot {
    Text(usize, usize),
    Int(i64),
    Real(f64),
    Null,
}

/// Rows parsed but not yet inserted, owned (the CSV record they came from is reused).
#[derive(Default)]
pub(super) struct Pending {
    arena: String,
    slots: Vec<Slot>,
    pub(super) rows: usize,
}

impl Pending {
    pub(super) fn push(&mut self, cells: &[Cell<'_>]) {
        for cell in cells {
            self.slots.push(match cell {
                Cell::Text(s) => {
                    let start = self.arena.len();
                    self.arena.push_str(s);
                    Slot::Text(start, self.arena.len())
                }
                Cell::Int(v) => Slot::Int(*v),
                Cell::Real(v) => Slot::Real(*v),
                Cell::Null => Slot::Null,
            });
        }
        self.rows += 1;
    }

    fn clear(&mut self) {
        self.arena.clear();
        self.slots.clear();
        self.rows = 0;
    }
}

/// A table's inserts: full batches through the multi-row statement, the rest one by one.
pub(super) struct Inserter<'c> {
    pub(super) batch: CachedStatement<'c>,
    pub(super) single: CachedStatement<'c>,
    pub(super) pending: Pending,
}

fn bind(stmt: &mut CachedStatement<'_>, slots: &[Slot], arena: &str) -> rusqlite::Result<()> {
    for (i, slot) in slots.iter().enumerate() {
        match slot {
            Slot::Text(a, b) => stmt.raw_bind_parameter(i + 1, &arena[*a..*b])?,
            Slot::Int(v) => stmt.raw_bind_parameter(i + 1, *v)?,
            Slot::Real(v) => stmt.raw_bind_parameter(i + 1, *v)?,
            Slot::Null => stmt.raw_bind_parameter(i + 1, rusqlite::types::Null)?,
        }
    }
    Ok(())
}

impl Inserter<'_> {
    pub(super) fn flush_batch(&mut self) -> rusqlite::Result<()> {
        bind(&mut self.batch, &self.pending.slots, &self.pending.arena)?;
        self.batch.raw_execute()?;
        self.pending.clear();
        Ok(())
    }

    pub(super) fn flush_rest(&mut self) -> rusqlite::Result<()> {
        if let Some(width) = self.pending.slots.len().checked_div(self.pending.rows) {
            for row in self.pending.slots.chunks(width.max(1)) {
                bind(&mut self.single, row, &self.pending.arena)?;
                self.single.raw_execute()?;
            }
        }
        self.pending.clear();
        Ok(())
    }
}

/// Turns a failed insert into an error. The only constraint is the primary key, so a
/// constraint failure is a duplicate key; a batch does not say which of its rows it was, so
/// the file is read again up to the first repeated key (an error path: cost does not matter).
pub(super) fn insert_error(
    e: rusqlite::Error,
    spec: &TableSpec,
    path: &Path,
    fields: &[usize],
    tmp: &Path,
) -> DataError {
    if e.sqlite_error_code() == Some(ErrorCode::ConstraintViolation) {
        if let Some((line, key)) = first_duplicate(spec, path, fields) {
            return DataError::Csv(Box::new(CsvRowError {
                file: path.to_path_buf(),
                line,
                column: spec.key.join(", "),
                problem: CsvProblem::DuplicateKey { key },
            }));
        }
    }
    DataError::Store {
        path: tmp.to_path_buf(),
        source: e,
    }
}

/// The line and key of the first row whose contract key repeats an earlier row's. Rows were
/// checked to keep each product with one seller, so the contract key and the store's primary key
/// (which leads with the seller) identify the same rows.
fn first_duplicate(spec: &TableSpec, path: &Path, fields: &[usize]) -> Option<(u64, String)> {
    let file = std::fs::File::open(path).ok()?;
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(true)
        .from_reader(std::io::BufReader::new(file));
    let key_cols: Vec<usize> = spec.key.iter().filter_map(|k| spec.position(k)).collect();
    let mut seen = HashSet::new();
    let mut record = csv::ByteRecord::new();
    while reader.read_byte_record(&mut record).ok()? {
        let key = key_cols
            .iter()
            .map(|&k| {
                let raw = fields
                    .get(k)
                    .and_then(|&i| record.get(i))
                    .unwrap_or_default();
                format!(
                    "{}={}",
                    spec.columns[k].contract,
                    String::from_utf8_lossy(raw)
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        if !seen.insert(key.clone()) {
            return Some((record.position().map_or(0, |p| p.line()), key));
        }
    }
    None
}
