//! Importing sellers' own exports (`insight data import FILE... [--format NAME] [--seller ID]`)
//! through the import formats of `imports/*.yaml` ([`crate::catalog::import`]).
//!
//! **Takes** export files (order lines, business reports, advertising reports, shop orders),
//! the formats, and a seller id (default: a new one, the next free `S###`). **Gives** the
//! seller's contract rows in the store: `sales_daily` (and the other daily tables a format
//! fills) per date and product, `products` (one per product code, given a `P####` id and kept
//! in `product_codes` so later imports find it), a `sellers` row when the seller is new, and
//! `coverage`: which tables hold data for the seller and for which days.
//!
//! **Guarantees**
//! - Every file is read and checked before the store is opened for writing; the writes are one
//!   transaction (or, with no store yet, a new store renamed into place at the end). On any
//!   error the store is left exactly as it was, and the error names the file, the line (the
//!   header is line 1) and the column.
//! - Only the columns a format's fields name are read: customer names, emails, phones and
//!   addresses are never stored.
//! - A file covers every day from its first to its last date (a one-day report: its day). An
//!   import replaces the seller's rows of the tables it fills on every day its files cover, and
//!   keeps the other days: importing the same file twice gives the same store, and one file per
//!   day builds up day by day.
//! - Money is summed exactly (millionths) and rounded to cents once per product-day.

pub mod parse;
mod read;
mod write;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use chrono::NaiveDate;

pub use parse::parse_date_with;
use read::{Acc, Compiled, CoveredBy};

use super::store::TableInfo;
use super::DataError;
use crate::catalog::import::ImportFormat;

/// What is wrong with a value or a row of an export file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    /// A required value is empty.
    #[error("expected {expected}, found an empty field")]
    Empty {
        /// What the column holds.
        expected: String,
    },
    /// A value that does not read as its type.
    #[error("expected {expected}, found '{found}'")]
    Invalid {
        /// What the column holds.
        expected: String,
        /// The text found.
        found: String,
    },
    /// A negative amount or count where only a refund may be negative.
    #[error("expected a value >= 0 (only refund lines may be negative)")]
    Negative,
    /// The row has the wrong number of fields.
    #[error("expected {expected} fields as in the header, found {found}")]
    FieldCount {
        /// Fields in the header.
        expected: usize,
        /// Fields on this row.
        found: usize,
    },
    /// The CSV itself cannot be read.
    #[error("unreadable CSV: {0}")]
    Malformed(String),
}

/// Why a whole file cannot be imported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FileProblem {
    /// No header row.
    #[error("the file is empty: expected a header row")]
    Empty,
    /// No format recognises the header.
    #[error("no import format recognises this header ({header}); closest: `{closest}`, which lacks {missing}; pass --format NAME or add a format under imports/")]
    Unrecognised {
        /// The header, comma-separated.
        header: String,
        /// The format needing the fewest further columns.
        closest: String,
        /// What it lacks.
        missing: String,
    },
    /// Several formats recognise the header equally well.
    #[error("the header fits several import formats ({0}); pass --format NAME")]
    Ambiguous(String),
    /// The format given does not fit the header.
    #[error("not a `{format}` file: missing {missing}")]
    WrongFormat {
        /// The format given.
        format: String,
        /// What the header lacks.
        missing: String,
    },
}

/// An import error with its place: `file:line: column 'X': problem`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IntakeError {
    /// A wrong value or row.
    #[error("{}:{line}: {}{problem}", file.display(), column_prefix(column))]
    Row {
        /// The file.
        file: PathBuf,
        /// 1-based line (the header is line 1).
        line: u64,
        /// The file's column (empty when the whole row is wrong).
        column: String,
        /// What is wrong.
        problem: Problem,
    },
    /// A file that cannot be imported as a whole.
    #[error("{}:1: {problem}", file.display())]
    File {
        /// The file.
        file: PathBuf,
        /// What is wrong.
        problem: FileProblem,
    },
    /// An unknown `--format`.
    #[error("unknown import format `{name}`; known formats: {known}")]
    UnknownFormat {
        /// The name given.
        name: String,
        /// The formats loaded.
        known: String,
    },
    /// A format that does not compile (it should have failed `insight validate`).
    #[error("import format `{0}` is invalid: run `insight validate`")]
    InvalidFormat(String),
    /// A seller id that is not an identifier.
    #[error("seller id '{0}' must be 1 to 32 letters, digits, '-' or '_'")]
    BadSeller(String),
    /// Nothing to import.
    #[error("no file to import")]
    NoFiles,
}

fn column_prefix(column: &str) -> String {
    if column.is_empty() {
        String::new()
    } else {
        format!("column '{column}': ")
    }
}

impl IntakeError {
    pub(crate) fn row(path: &Path, line: u64, column: &str, problem: Problem) -> IntakeError {
        IntakeError::Row {
            file: path.to_path_buf(),
            line,
            column: column.to_string(),
            problem,
        }
    }
}

/// How to import.
#[derive(Debug, Clone, Default)]
pub struct IntakeOptions {
    /// The format of every file; `None`: recognised from each file's header.
    pub format: Option<String>,
    /// The seller the data belongs to; `None`: a new seller (the next free `S###`).
    pub seller: Option<String>,
    /// Draw a progress bar on stderr (hidden when stderr is not a terminal).
    pub progress: bool,
}

/// What one file gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileReport {
    /// The file.
    pub path: PathBuf,
    /// Its format.
    pub format: String,
    /// Data rows read (the header not counted).
    pub rows: u64,
    /// Rows of codes that are not products (postage, fees).
    pub not_products: u64,
    /// Rows skipped by the format's rules (and zero quantities).
    pub skipped: u64,
    /// Distinct product codes in the rows used.
    pub products: usize,
    /// First and last day the file covers.
    pub span: Option<(NaiveDate, NaiveDate)>,
    /// The contract tables it fills.
    pub tables: Vec<String>,
}

/// What an import did.
#[derive(Debug, Clone)]
pub struct IntakeReport {
    /// The store written.
    pub path: PathBuf,
    /// The seller the data went to.
    pub seller_id: String,
    /// Whether the seller was created by this import.
    pub new_seller: bool,
    /// Per file.
    pub files: Vec<FileReport>,
    /// Rows written per contract table (the daily rows of this import, and its products).
    pub tables: Vec<TableInfo>,
    /// Products created by this import.
    pub new_products: usize,
    /// Wall time.
    pub elapsed: Duration,
}

/// Reads `files` with `formats` and writes the seller's rows into the store at `db` (created
/// when absent). See the module doc for the guarantees.
pub fn import_files(
    db: &Path,
    files: &[PathBuf],
    formats: &[ImportFormat],
    opts: &IntakeOptions,
) -> Result<IntakeReport, DataError> {
    let started = Instant::now();
    if files.is_empty() {
        return Err(IntakeError::NoFiles.into());
    }
    if let Some(s) = &opts.seller {
        let ok = !s.is_empty()
            && s.len() <= 32
            && s.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !ok {
            return Err(IntakeError::BadSeller(s.clone()).into());
        }
    }
    let mut compiled = Vec::new();
    for f in formats {
        compiled.push(Compiled::new(f).ok_or_else(|| IntakeError::InvalidFormat(f.name.clone()))?);
    }
    let forced = match &opts.format {
        Some(name) => Some(
            compiled
                .iter()
                .position(|c| c.format.name == *name)
                .ok_or_else(|| IntakeError::UnknownFormat {
                    name: name.clone(),
                    known: formats
                        .iter()
                        .map(|f| f.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                })?,
        ),
        None => None,
    };
    let total_bytes: u64 = files
        .iter()
        .map(|f| std::fs::metadata(f).map(|m| m.len()).unwrap_or(0))
        .sum();
    let bar = if opts.progress {
        let bar = indicatif::ProgressBar::new(total_bytes);
        if let Ok(style) = indicatif::ProgressStyle::with_template(
            "{msg:30!} [{bar:30}] {bytes}/{total_bytes} ({eta})",
        ) {
            bar.set_style(style.progress_chars("=> "));
        }
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut acc = Acc::default();
    let mut reports = Vec::new();
    let mut done_bytes = 0u64;
    for path in files {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        bar.set_message(name.clone());
        let file = std::fs::File::open(path).map_err(|source| DataError::Io {
            path: path.clone(),
            source,
        })?;
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .flexible(true)
            .from_reader(std::io::BufReader::with_capacity(1 << 20, file));
        let mut record = csv::ByteRecord::new();
        let more = reader
            .read_byte_record(&mut record)
            .map_err(|e| IntakeError::row(path, 1, "", Problem::Malformed(e.to_string())))?;
        if !more {
            return Err(IntakeError::File {
                file: path.clone(),
                problem: FileProblem::Empty,
            }
            .into());
        }
        let header: Vec<String> = record
            .iter()
            .map(|raw| {
                let s = match std::str::from_utf8(raw) {
                    Ok(s) => s.to_string(),
                    Err(_) => raw.iter().map(|&b| char::from(b)).collect(),
                };
                s.trim_start_matches('\u{feff}').trim().to_string()
            })
            .collect();
        let (ci, binding) = pick_format(&compiled, forced, &header, &name, path)?;
        let c = &compiled[ci];
        let base = done_bytes;
        let mut on_bytes = |b: u64| bar.set_position(base + b);
        let stats = read::read_rows(
            c,
            &binding,
            &header,
            &mut reader,
            path,
            &mut acc,
            &mut on_bytes,
        )?;
        done_bytes += std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        bar.set_position(done_bytes);
        let missing = c.missing_columns();
        if let Some((start, end)) = stats.span {
            for t in c.tables() {
                acc.spans.entry(t).or_default().push(CoveredBy {
                    start,
                    end,
                    source: c.format.name.clone(),
                    missing: missing.get(t).cloned().unwrap_or_default(),
                });
            }
        }
        reports.push(FileReport {
            path: path.clone(),
            format: c.format.name.clone(),
            rows: stats.rows,
            not_products: stats.not_products,
            skipped: stats.skipped,
            products: stats.codes.len(),
            span: stats.span,
            tables: c.tables().iter().map(|t| t.to_string()).collect(),
        });
    }
    bar.finish_and_clear();
    acc.settle();
    let written = write::write(db, &acc, opts.seller.as_deref())?;
    Ok(IntakeReport {
        path: db.to_path_buf(),
        seller_id: written.seller_id,
        new_seller: written.new_seller,
        files: reports,
        tables: written.tables,
        new_products: written.new_products,
        elapsed: started.elapsed(),
    })
}

/// The format of a file: the one given, or the one whose fields read the most of the header
/// among those that find every required column.
fn pick_format(
    compiled: &[Compiled<'_>],
    forced: Option<usize>,
    header: &[String],
    file_name: &str,
    path: &Path,
) -> Result<(usize, read::Binding), IntakeError> {
    let file_err = |problem| IntakeError::File {
        file: path.to_path_buf(),
        problem,
    };
    if let Some(i) = forced {
        return compiled[i]
            .bind(header, file_name)
            .map(|b| (i, b))
            .map_err(|missing| {
                file_err(FileProblem::WrongFormat {
                    format: compiled[i].format.name.clone(),
                    missing: missing.join(", "),
                })
            });
    }
    let mut fits = Vec::new();
    let mut closest: Option<(usize, Vec<String>)> = None;
    for (i, c) in compiled.iter().enumerate() {
        match c.bind(header, file_name) {
            Ok(b) => fits.push((i, c.columns_read(&b), b)),
            Err(missing) => {
                if closest
                    .as_ref()
                    .is_none_or(|(_, m)| missing.len() < m.len())
                {
                    closest = Some((i, missing));
                }
            }
        }
    }
    fits.sort_by_key(|(_, n, _)| std::cmp::Reverse(*n));
    match fits.len() {
        0 => Err(file_err(FileProblem::Unrecognised {
            header: header.join(","),
            closest: closest
                .as_ref()
                .map(|(i, _)| compiled[*i].format.name.clone())
                .unwrap_or_else(|| "(no formats)".into()),
            missing: closest.map(|(_, m)| m.join(", ")).unwrap_or_default(),
        })),
        1 => {
            let (i, _, b) = fits.remove(0);
            Ok((i, b))
        }
        _ if fits[0].1 > fits[1].1 => {
            let (i, _, b) = fits.remove(0);
            Ok((i, b))
        }
        _ => Err(file_err(FileProblem::Ambiguous(
            fits.iter()
                .filter(|f| f.1 == fits[0].1)
                .map(|(i, _, _)| compiled[*i].format.name.clone())
                .collect::<Vec<_>>()
                .join(", "),
        ))),
    }
}

/// The formats that fill a contract table: what a seller could import to get data it lacks.
pub fn formats_filling<'f>(formats: &'f [ImportFormat], table: &str) -> Vec<&'f str> {
    formats
        .iter()
        .filter(|f| f.tables().iter().any(|t| t == table))
        .map(|f| f.name.as_str())
        .collect()
}

/// Spans merged per table (for the report and coverage).
pub(crate) fn merged_spans(spans: &[CoveredBy]) -> Vec<(NaiveDate, NaiveDate)> {
    let mut v: Vec<(NaiveDate, NaiveDate)> = spans.iter().map(|s| (s.start, s.end)).collect();
    v.sort();
    let mut out: Vec<(NaiveDate, NaiveDate)> = Vec::new();
    for (a, b) in v {
        match out.last_mut() {
            Some((_, e)) if a <= e.succ_opt().unwrap_or(*e) => *e = (*e).max(b),
            _ => out.push((a, b)),
        }
    }
    out
}
