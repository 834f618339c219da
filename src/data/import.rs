//! CSV import (`insight data import DIR`): a seller's own data in the contract's shape.
//!
//! Takes a folder of `<table>.csv` files, any subset of the nine contract tables (real exports
//! hold only some), and gives a new store holding exactly those tables: absent tables stay empty
//! and unlisted in `dataset_tables`, never invented. The span (`data_start`, `data_end`) is the
//! min/max date of the imported daily tables (or, without any, of the other dated tables).
//!
//! Guarantees:
//! - All or nothing: the store is built in a temporary file and renamed over the old one only
//!   when every file loaded; on any error the old store is left byte for byte as it was.
//! - Errors name the file, the line (the header is line 1), the column, and what was expected:
//!   unknown or missing header columns, wrong types, bad dates, week starts that are not
//!   Mondays, negative counts or amounts, ratings outside 1..5, rates outside 0..1, duplicate
//!   keys, and references to sellers or products missing from `sellers.csv` / `products.csv`
//!   (checked when those files are present), or a product that appears under two sellers.
//! - Header columns may come in any order; CSV files that are not contract tables get a warning.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use chrono::{Datelike, NaiveDate, Weekday};
use rusqlite::{CachedStatement, ErrorCode};

use super::schema::{self, meta, Kind, TableSpec, PRODUCTS, SELLERS};
use super::store::{Build, TableInfo};
use super::DataError;

/// What is wrong with one CSV value or row.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CsvProblem {
    /// A required value is empty.
    #[error("expected {expected}, found an empty field")]
    Empty {
        /// What the column holds.
        expected: &'static str,
    },
    /// A value of the wrong shape or range.
    #[error("expected {expected}, found '{found}'")]
    Invalid {
        /// What the column holds.
        expected: &'static str,
        /// The text found.
        found: String,
    },
    /// Another row already has this key.
    #[error("duplicate key: another row has the same {key}")]
    DuplicateKey {
        /// `column=value` pairs of the key.
        key: String,
    },
    /// `sellers.csv` is present and does not list the seller.
    #[error("seller '{seller_id}' is not in sellers.csv")]
    UnknownSeller {
        /// The seller referenced.
        seller_id: String,
    },
    /// `products.csv` is present and does not list the product.
    #[error("product '{product_id}' is not in products.csv")]
    UnknownProduct {
        /// The product referenced.
        product_id: String,
    },
    /// The product belongs to another seller (in `products.csv`, or in an earlier row).
    #[error("product '{product_id}' belongs to seller '{owner}', not '{seller_id}'")]
    WrongSeller {
        /// The product.
        product_id: String,
        /// Its seller.
        owner: String,
        /// The seller on this row.
        seller_id: String,
    },
    /// The row has the wrong number of fields.
    #[error("expected {expected} fields, found {found}")]
    FieldCount {
        /// Fields in the header.
        expected: usize,
        /// Fields on this row.
        found: usize,
    },
    /// The CSV itself cannot be read (e.g. an unterminated quote).
    #[error("unreadable CSV: {message}")]
    Malformed {
        /// The reader's message.
        message: String,
    },
}

/// A wrong CSV row: where it is and what is wrong. `line` counts the header as line 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}:{line}: {}{problem}", file.display(), column_prefix(column))]
pub struct CsvRowError {
    /// The file.
    pub file: PathBuf,
    /// 1-based line of the row.
    pub line: u64,
    /// The contract column (empty when the whole row is wrong).
    pub column: String,
    /// What is wrong.
    pub problem: CsvProblem,
}

fn column_prefix(column: &str) -> String {
    if column.is_empty() {
        String::new()
    } else {
        format!("column '{column}': ")
    }
}

/// What is wrong with a CSV header.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HeaderProblem {
    /// No header row.
    #[error("the file is empty: expected a header row")]
    Empty,
    /// A column the contract does not have.
    #[error("unknown column '{column}', expected one of: {expected}")]
    UnknownColumn {
        /// The column found.
        column: String,
        /// The contract's columns, comma-separated.
        expected: String,
    },
    /// A contract column is missing.
    #[error("missing column '{column}'")]
    MissingColumn {
        /// The missing column.
        column: &'static str,
    },
    /// A column appears twice.
    #[error("column '{column}' appears twice")]
    DuplicateColumn {
        /// The repeated column.
        column: String,
    },
}

/// Something worth telling the user that does not stop the import.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportWarning {
    /// A CSV file whose name is not a contract table; it was not loaded.
    UnknownFile {
        /// The file.
        path: PathBuf,
    },
}

impl fmt::Display for ImportWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportWarning::UnknownFile { path } => write!(
                f,
                "{}: not a contract table, ignored (expected one of: {})",
                path.display(),
                schema::CONTRACT_TABLES
                    .map(|t| format!("{t}.csv"))
                    .join(", ")
            ),
        }
    }
}

/// What an import loaded.
#[derive(Debug, Clone)]
pub struct ImportReport {
    /// The store written.
    pub path: PathBuf,
    /// The folder read.
    pub dir: PathBuf,
    /// The tables loaded, in contract order.
    pub tables: Vec<TableInfo>,
    /// First date of data.
    pub data_start: NaiveDate,
    /// Last date of data.
    pub data_end: NaiveDate,
    /// Files not loaded, and why.
    pub warnings: Vec<ImportWarning>,
    /// Wall time.
    pub elapsed: Duration,
}

/// A parsed value, ready to bind.
enum Cell<'a> {
    Text(&'a str),
    Int(i64),
    Real(f64),
    Null,
}

impl Kind {
    fn expected(self) -> &'static str {
        match self {
            Kind::Id => "an identifier (no surrounding spaces)",
            Kind::Text => "UTF-8 text",
            Kind::Date => "a date YYYY-MM-DD",
            Kind::Monday => "a Monday as YYYY-MM-DD (weeks start on Monday)",
            Kind::Count => "a whole number >= 0",
            Kind::Money => "an amount >= 0 with at most two decimals, e.g. 12.30",
            Kind::Rate => "a fraction from 0 to 1",
            Kind::Rating => "a whole number from 1 to 5",
        }
    }
}

/// Parses a strict ISO date (exactly `YYYY-MM-DD`, zero-padded).
pub(crate) fn parse_date(s: &str) -> Option<NaiveDate> {
    let b = s.as_bytes();
    let shape = b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit());
    if !shape {
        return None;
    }
    // By hand rather than with a format string: this runs for every row of every daily table.
    let num = |r: std::ops::Range<usize>| {
        b[r].iter()
            .fold(0u32, |acc, c| acc * 10 + u32::from(c - b'0'))
    };
    NaiveDate::from_ymd_opt(num(0..4) as i32, num(5..7), num(8..10))
}

/// Parses dollars with at most two decimals into cents; `None` for anything else (including
/// negatives and more decimals: silently rounding money would change the seller's totals).
pub(crate) fn parse_cents(s: &str) -> Option<i64> {
    let (whole, frac) = match s.split_once('.') {
        Some((w, f)) => (w, f),
        None => (s, ""),
    };
    if whole.is_empty()
        || frac.len() > 2
        || !whole.bytes().all(|c| c.is_ascii_digit())
        || !frac.bytes().all(|c| c.is_ascii_digit())
        || (s.contains('.') && frac.is_empty())
    {
        return None;
    }
    let whole: i64 = whole.parse().ok()?;
    let frac: i64 = match frac.len() {
        0 => 0,
        1 => frac.parse::<i64>().ok()? * 10,
        _ => frac.parse().ok()?,
    };
    whole.checked_mul(100)?.checked_add(frac)
}

fn parse_count(s: &str) -> Option<i64> {
    if s.is_empty() || !s.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

fn parse_cell<'a>(kind: Kind, s: &'a str) -> Option<Cell<'a>> {
    Some(match kind {
        Kind::Id => {
            if s.trim() != s {
                return None;
            }
            Cell::Text(s)
        }
        Kind::Text => Cell::Text(s),
        Kind::Date => {
            parse_date(s)?;
            Cell::Text(s)
        }
        Kind::Monday => {
            if parse_date(s)?.weekday() != Weekday::Mon {
                return None;
            }
            Cell::Text(s)
        }
        Kind::Count => Cell::Int(parse_count(s)?),
        Kind::Money => Cell::Int(parse_cents(s)?),
        Kind::Rate => {
            let v: f64 = s.parse().ok()?;
            if !(0.0..=1.0).contains(&v) {
                return None;
            }
            Cell::Real(v)
        }
        Kind::Rating => {
            let v = parse_count(s)?;
            if !(1..=5).contains(&v) {
                return None;
            }
            Cell::Int(v)
        }
    })
}

/// Referential state shared across files of one import.
#[derive(Default)]
struct Refs {
    sellers: Option<HashSet<String>>,
    /// product → seller; from `products.csv` when present, else learnt from the first row seen.
    products: HashMap<String, String>,
    products_listed: bool,
}

/// Imports the contract CSV files in `dir` into a new store that replaces `db` on success.
pub fn import_csv(db: &Path, dir: &Path) -> Result<ImportReport, DataError> {
    let started = Instant::now();
    let io_err = |source| DataError::Io {
        path: dir.to_path_buf(),
        source,
    };
    let mut present: Vec<(&'static TableSpec, PathBuf)> = Vec::new();
    let mut warnings = Vec::new();
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(io_err)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()
        .map_err(io_err)?;
    entries.sort();
    for path in entries {
        let is_csv = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("csv"));
        if !is_csv || !path.is_file() {
            continue;
        }
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        match schema::table(stem) {
            Some(spec) if path.extension().is_some_and(|e| e == "csv") => {
                present.push((spec, path))
            }
            _ => warnings.push(ImportWarning::UnknownFile { path }),
        }
    }
    if present.is_empty() {
        return Err(DataError::NoCsvFiles {
            dir: dir.to_path_buf(),
        });
    }
    // Referenced tables first, whatever the directory order.
    present.sort_by_key(|(spec, _)| schema::CONTRACT_TABLES.iter().position(|t| *t == spec.name));

    let mut build = Build::create(db)?;
    let tmp = build.tmp_path().to_path_buf();
    let store_err = |source| DataError::Store {
        path: tmp.clone(),
        source,
    };
    let mut refs = Refs::default();
    let mut tables = Vec::new();
    let mut daily_span: Option<(String, String)> = None;
    let mut other_span: Option<(String, String)> = None;
    {
        let conn = build.conn()?;
        let tx = conn.transaction().map_err(store_err)?;
        for (spec, path) in &present {
            let mut insert = Inserter {
                batch: tx
                    .prepare_cached(&schema::insert_rows_sql(spec, BATCH))
                    .map_err(store_err)?,
                single: tx
                    .prepare_cached(&schema::insert_sql(spec))
                    .map_err(store_err)?,
                pending: Pending::default(),
            };
            let loaded = load_file(spec, path, &mut insert, &mut refs, &tmp)?;
            if let Some((lo, hi)) = loaded.span {
                let span = if spec.is_daily() {
                    &mut daily_span
                } else {
                    &mut other_span
                };
                *span = Some(match span.take() {
                    Some((a, b)) => (a.min(lo), b.max(hi)),
                    None => (lo, hi),
                });
            }
            tables.push(TableInfo {
                name: spec.name.to_string(),
                rows: loaded.rows,
            });
        }
        tx.commit().map_err(store_err)?;
    }
    let Some((start, end)) = daily_span.or(other_span) else {
        return Err(DataError::NoDatedRows {
            dir: dir.to_path_buf(),
        });
    };
    // Both were validated as dates when loaded.
    let (Some(data_start), Some(data_end)) = (parse_date(&start), parse_date(&end)) else {
        return Err(DataError::Internal {
            what: "import span is not a date",
        });
    };
    super::coverage::record_from_rows(build.conn()?, "import").map_err(|source| {
        DataError::Store {
            path: tmp.clone(),
            source,
        }
    })?;
    build.finish(
        &tables,
        &[
            (meta::DATA_START, start),
            (meta::DATA_END, end),
            (meta::SOURCE, "import".to_string()),
        ],
    )?;
    Ok(ImportReport {
        path: db.to_path_buf(),
        dir: dir.to_path_buf(),
        tables,
        data_start,
        data_end,
        warnings,
        elapsed: started.elapsed(),
    })
}

struct Loaded {
    rows: u64,
    span: Option<(String, String)>,
}

/// Loads one file: checks the header, then parses, validates and inserts every row.
fn load_file(
    spec: &TableSpec,
    path: &Path,
    insert: &mut Inserter<'_>,
    refs: &mut Refs,
    tmp: &Path,
) -> Result<Loaded, DataError> {
    let header_err = |problem| DataError::CsvHeader {
        file: path.to_path_buf(),
        problem,
    };
    let row_err = |line: u64, column: &str, problem| {
        DataError::Csv(Box::new(CsvRowError {
            file: path.to_path_buf(),
            line,
            column: column.to_string(),
            problem,
        }))
    };
    let file = std::fs::File::open(path).map_err(|source| DataError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(std::io::BufReader::with_capacity(1 << 20, file));
    let mut record = csv::ByteRecord::new();
    let malformed = |e: csv::Error| {
        let line = e.position().map_or(0, |p| p.line());
        DataError::Csv(Box::new(CsvRowError {
            file: path.to_path_buf(),
            line,
            column: String::new(),
            problem: CsvProblem::Malformed {
                message: e.to_string(),
            },
        }))
    };
    if !reader.read_byte_record(&mut record).map_err(malformed)? {
        return Err(header_err(HeaderProblem::Empty));
    }
    // Header: map each contract column to its position in the file.
    let mut positions: Vec<Option<usize>> = vec![None; spec.columns.len()];
    for (i, raw) in record.iter().enumerate() {
        let name = String::from_utf8_lossy(raw);
        // Spreadsheets like to prefix a byte-order mark and pad names.
        let name = name.trim_start_matches('\u{feff}').trim();
        match spec.position(name) {
            Some(p) if positions[p].is_some() => {
                return Err(header_err(HeaderProblem::DuplicateColumn {
                    column: name.to_string(),
                }))
            }
            Some(p) => positions[p] = Some(i),
            None => {
                return Err(header_err(HeaderProblem::UnknownColumn {
                    column: name.to_string(),
                    expected: spec
                        .columns
                        .iter()
                        .map(|c| c.contract)
                        .collect::<Vec<_>>()
                        .join(", "),
                }))
            }
        }
    }
    let mut fields = Vec::with_capacity(positions.len());
    for (p, c) in positions.iter().zip(spec.columns) {
        match p {
            Some(i) => fields.push(*i),
            None => {
                return Err(header_err(HeaderProblem::MissingColumn {
                    column: c.contract,
                }))
            }
        }
    }
    let width = record.len();
    let seller_col = spec.position("seller_id");
    let product_col = spec.position("product_id");
    let date_col = spec.date_column.and_then(|c| spec.position(c));
    let mut rows = 0u64;
    let mut span: Option<(String, String)> = None;
    while reader.read_byte_record(&mut record).map_err(malformed)? {
        let line = record.position().map_or(0, |p| p.line());
        if record.len() != width {
            return Err(row_err(
                line,
                "",
                CsvProblem::FieldCount {
                    expected: width,
                    found: record.len(),
                },
            ));
        }
        let mut texts: Vec<&str> = Vec::with_capacity(fields.len());
        for (c, &i) in spec.columns.iter().zip(&fields) {
            let raw = record.get(i).unwrap_or_default();
            let text = std::str::from_utf8(raw).map_err(|_| {
                row_err(
                    line,
                    c.contract,
                    CsvProblem::Invalid {
                        expected: "UTF-8 text",
                        found: String::from_utf8_lossy(raw).into_owned(),
                    },
                )
            })?;
            texts.push(text);
        }
        let mut cells: Vec<Cell<'_>> = Vec::with_capacity(fields.len());
        for (c, text) in spec.columns.iter().zip(&texts) {
            let cell = if text.is_empty() && c.kind != Kind::Text {
                if !c.nullable {
                    return Err(row_err(
                        line,
                        c.contract,
                        CsvProblem::Empty {
                            expected: c.kind.expected(),
                        },
                    ));
                }
                Cell::Null
            } else {
                parse_cell(c.kind, text).ok_or_else(|| {
                    row_err(
                        line,
                        c.contract,
                        CsvProblem::Invalid {
                            expected: c.kind.expected(),
                            found: (*text).to_string(),
                        },
                    )
                })?
            };
            cells.push(cell);
        }
        check_refs(spec, seller_col, product_col, &texts, refs)
            .map_err(|(column, problem)| row_err(line, column, problem))?;
        insert.pending.push(&cells);
        if insert.pending.rows == BATCH {
            if let Err(e) = insert.flush_batch() {
                return Err(insert_error(e, spec, path, &fields, tmp));
            }
        }
        if let Some(dc) = date_col {
            let d = texts[dc];
            match &mut span {
                Some((lo, hi)) => {
                    if d < lo.as_str() {
                        *lo = d.to_string();
                    }
                    if d > hi.as_str() {
                        *hi = d.to_string();
                    }
                }
                None => span = Some((d.to_string(), d.to_string())),
            }
        }
        rows += 1;
    }
    if let Err(e) = insert.flush_rest() {
        return Err(insert_error(e, spec, path, &fields, tmp));
    }
    Ok(Loaded { rows, span })
}

/// Rows per multi-row `INSERT`: SQLite keeps its cursor on the last leaf between the rows of
/// one statement, so sorted input (like an export) appends without searching from the root.
const BATCH: usize = 64;

/// One parsed value of a pending row; text lives in [`Pending::arena`].
enum Slot {
    Text(usize, usize),
    Int(i64),
    Real(f64),
    Null,
}

/// Rows parsed but not yet inserted, owned (the CSV record they came from is reused).
#[derive(Default)]
struct Pending {
    arena: String,
    slots: Vec<Slot>,
    rows: usize,
}

impl Pending {
    fn push(&mut self, cells: &[Cell<'_>]) {
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
struct Inserter<'c> {
    batch: CachedStatement<'c>,
    single: CachedStatement<'c>,
    pending: Pending,
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
    fn flush_batch(&mut self) -> rusqlite::Result<()> {
        bind(&mut self.batch, &self.pending.slots, &self.pending.arena)?;
        self.batch.raw_execute()?;
        self.pending.clear();
        Ok(())
    }

    fn flush_rest(&mut self) -> rusqlite::Result<()> {
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
fn insert_error(
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

/// Checks a row's seller and product against the sellers and products known so far, and records
/// what `sellers.csv` / `products.csv` list. The error names the offending column.
fn check_refs(
    spec: &TableSpec,
    seller_col: Option<usize>,
    product_col: Option<usize>,
    texts: &[&str],
    refs: &mut Refs,
) -> Result<(), (&'static str, CsvProblem)> {
    let seller = seller_col.map(|i| texts[i]);
    let product = product_col.map(|i| texts[i]);
    if spec.name == SELLERS {
        if let Some(s) = seller {
            refs.sellers
                .get_or_insert_with(HashSet::new)
                .insert(s.to_string());
        }
        return Ok(());
    }
    if let (Some(s), Some(known)) = (seller, &refs.sellers) {
        if !known.contains(s) {
            return Err((
                "seller_id",
                CsvProblem::UnknownSeller {
                    seller_id: s.to_string(),
                },
            ));
        }
    }
    if spec.name == PRODUCTS {
        if let (Some(p), Some(s)) = (product, seller) {
            refs.products_listed = true;
            refs.products.insert(p.to_string(), s.to_string());
        }
        return Ok(());
    }
    if let (Some(p), Some(s)) = (product, seller) {
        match refs.products.get(p) {
            Some(owner) if owner != s => {
                return Err((
                    "seller_id",
                    CsvProblem::WrongSeller {
                        product_id: p.to_string(),
                        owner: owner.clone(),
                        seller_id: s.to_string(),
                    },
                ))
            }
            Some(_) => {}
            None if refs.products_listed => {
                return Err((
                    "product_id",
                    CsvProblem::UnknownProduct {
                        product_id: p.to_string(),
                    },
                ))
            }
            None => {
                refs.products.insert(p.to_string(), s.to_string());
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_parse_strictly() {
        assert_eq!(parse_cents("12.30"), Some(1230));
        assert_eq!(parse_cents("12.3"), Some(1230));
        assert_eq!(parse_cents("12"), Some(1200));
        assert_eq!(parse_cents("0.05"), Some(5));
        for bad in ["", "-1.00", "1.234", "1.", ".5", "1,00", "abc", "1e3", " 1"] {
            assert_eq!(parse_cents(bad), None, "{bad:?}");
        }
        assert!(parse_date("2024-02-29").is_some());
        for bad in [
            "2023-02-29",
            "2024-1-01",
            "2024/01/01",
            "20240101",
            "2024-01-01 ",
        ] {
            assert!(parse_date(bad).is_none(), "{bad:?}");
        }
        assert!(matches!(
            parse_cell(Kind::Monday, "2025-11-10"),
            Some(Cell::Text(_))
        ));
        assert!(parse_cell(Kind::Monday, "2025-11-11").is_none());
        assert!(matches!(parse_cell(Kind::Rating, "5"), Some(Cell::Int(5))));
        assert!(parse_cell(Kind::Rating, "6").is_none());
        assert!(parse_cell(Kind::Rating, "0").is_none());
        assert!(parse_cell(Kind::Count, "-3").is_none());
        assert!(parse_cell(Kind::Count, "3.0").is_none());
        assert!(matches!(parse_cell(Kind::Rate, "0.0153"), Some(Cell::Real(v)) if v == 0.0153));
        assert!(parse_cell(Kind::Rate, "1.5").is_none());
        assert!(parse_cell(Kind::Rate, "NaN").is_none());
        assert!(parse_cell(Kind::Id, " S001").is_none());
    }
}
