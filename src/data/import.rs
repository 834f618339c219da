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
//!
//! | module | what |
//! |---|---|
//! | this file | `import_csv`: the order of the files, the temporary store, one file's rows |
//! | `report` | what can go wrong ([`CsvProblem`], [`HeaderProblem`], [`CsvRowError`]) and the [`ImportReport`] |
//! | `cells` | one value: strict dates, money in cents, counts, rates, ratings |
//! | `refs` | sellers and products across files: unknown references, a product under two sellers |
//! | `insert` | batched inserts into SQLite, and which row a duplicate key came from |

mod cells;
mod insert;
mod refs;
mod report;

use std::path::{Path, PathBuf};
use std::time::Instant;

use super::schema::{self, meta, Kind, TableSpec};
use super::store::{Build, TableInfo};
use super::DataError;

pub(crate) use cells::parse_date;
use cells::{parse_cell, Cell};
use insert::{insert_error, Inserter, Pending, BATCH};
use refs::{check_refs, Refs};
pub use report::{CsvProblem, CsvRowError, HeaderProblem, ImportReport, ImportWarning};

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
