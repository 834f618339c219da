//! What an import reports: the problems that stop it (a header that does not fit the contract,
//! a row with a bad value, each named by file, line and column) and, when it succeeds, the
//! [`ImportReport`] with its warnings. Kept apart so the messages a seller sees are in one place.

use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

use chrono::NaiveDate;

use crate::data::schema;
use crate::data::store::TableInfo;

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
