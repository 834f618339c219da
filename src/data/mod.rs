//! The embedded store and the demo marketplace (`DATA.md`).
//!
//! **Takes** a seed ([`generate`]), a folder of contract CSV files ([`import_csv`]), or a
//! seller's own export files read through the import formats of `imports/*.yaml`
//! ([`import_files`], module [`intake`]); **gives**
//! a SQLite store that the `store` backend queries read-only ([`open_read_only`],
//! [`dataset_info`]), and CSV files again ([`export_csv`]).
//!
//! **Guarantees**
//! - A store is replaced only by a complete new store (built in a temporary file next to it and
//!   renamed), so a failed generate or import leaves the previous store exactly as it was.
//! - Generation is deterministic on every platform for a given seed and
//!   [`GENERATOR_VERSION`], and plants every event of `DATA.md` on the demo seller S001.
//! - Money is integer cents in the store, so sums are exact; it is dollars with two decimals
//!   in CSV.
//! - Every table below exists in every store; `dataset_tables` lists the ones holding data (an
//!   import may hold only some; absent tables are never invented).
//!
//! ## Schema (SQL in `apis/*.yaml` may rely on it; names are in [`schema`])
//! Dates are ISO `YYYY-MM-DD` text; `*_cents` are integer cents; rates are fractions `0..1`.
//!
//! | table | columns | key |
//! |---|---|---|
//! | `sellers` | seller_id, name, category, country, joined_on | seller_id |
//! | `products` | product_id, seller_id, title, category, brand, launched_on, list_price_cents | product_id (index on seller_id) |
//! | `sales_daily` | date, seller_id, product_id, orders, units, revenue_cents, units_refunded | (seller_id, date, product_id) |
//! | `traffic_daily` | date, seller_id, product_id, page_views, sessions | (seller_id, date, product_id) |
//! | `inventory_daily` | date, seller_id, product_id, on_hand (end of day), inbound | (seller_id, date, product_id) |
//! | `pricing_daily` | date, seller_id, product_id, price_cents, competitor_price_cents (NULL: no competing offer), buy_box_pct | (seller_id, date, product_id) |
//! | `ads_daily` | date, seller_id, product_id, impressions, clicks, spend_cents, attributed_sales_cents | (seller_id, date, product_id) |
//! | `reviews` | review_id, date, seller_id, product_id, rating (1..5), title | review_id (index on seller_id, product_id, date) |
//! | `account_health_weekly` | week_start (Monday), seller_id, order_defect_rate, late_shipment_rate, cancellation_rate, valid_tracking_rate | (seller_id, week_start) |
//! | `dataset_tables` | table_name, row_count | table_name |
//! | `coverage` | seller_id, table_name, start_date, end_date, source, missing_columns: per seller the spans of days each dated table holds ([`coverage()`]) | (seller_id, table_name, start_date) |
//! | `product_codes` | seller_id, code, product_id: the seller's own code of each imported product | (seller_id, code) |
//! | `dataset_meta` | key, value: `data_start`, `data_end`, `source` (`generator`/`import`), `seed`, `generator_version` (generated only), `schema_version` | key |
//!
//! The daily tables are keyed seller first, so one seller's rows for a date range are one
//! contiguous range of the B-tree: every tenant-scoped query is an index range scan.
//!
//! ## Layout
//! [`schema`] (DDL and the contract ↔ store column mapping), [`store`] (open, describe, build),
//! `generate` (plan → simulate → load), [`export`] and [`import`] (contract CSV), [`intake`]
//! (sellers' exports through import formats), [`coverage`](mod@coverage), [`cli`].

pub mod calendar;
pub mod cli;
pub mod coverage;
pub mod export;
mod generate;
pub mod import;
pub mod intake;
pub mod postgres;
pub(crate) mod rng;
pub mod schema;
pub mod store;

use std::path::PathBuf;

pub use calendar::{DATA_END, DATA_START, DAYS};
pub use coverage::{coverage, Coverage, CoveredSpan, TableCoverage};
pub use export::{export_csv, ExportReport};
pub use generate::{
    generate, planted_events, GenerateReport, PlantedEvent, PlantedKind, CATEGORIES, DEFAULT_SEED,
    DEMO_SELLER_ID, GENERATOR_VERSION,
};
pub use import::{import_csv, CsvProblem, CsvRowError, HeaderProblem, ImportReport, ImportWarning};
pub use intake::{
    formats_filling, import_files, FileReport, IntakeError, IntakeOptions, IntakeReport,
};
pub use store::{content_hash, dataset_info, open_read_only, DatasetInfo, Source, TableInfo};

/// Everything that can go wrong in the data layer.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    /// No store file yet.
    #[error("no store at {}: run `insight data generate` or `insight data import DIR`", path.display())]
    NoStore {
        /// Where the store was expected.
        path: PathBuf,
    },
    /// The file exists but is not an Insight store.
    #[error("{} is not an Insight store (no dataset_meta): rebuild it with `insight data generate` or `insight data import DIR`", path.display())]
    NotAStore {
        /// The file.
        path: PathBuf,
    },
    /// The store was built by an incompatible version.
    #[error("{} has store schema version {found}, this build reads version {expected}: rebuild it with `insight data generate` or `insight data import DIR`", path.display())]
    SchemaVersion {
        /// The file.
        path: PathBuf,
        /// The version found (or `none`).
        found: String,
        /// The version this build reads.
        expected: u32,
    },
    /// A file system operation failed.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// The cause.
        #[source]
        source: std::io::Error,
    },
    /// SQLite failed while opening or building a store.
    #[error("store {}: {source}", path.display())]
    Store {
        /// The store file (or its temporary build file).
        path: PathBuf,
        /// The cause.
        #[source]
        source: rusqlite::Error,
    },
    /// A query on an open store failed.
    #[error("reading {what} from the store: {source}")]
    Query {
        /// What was being read.
        what: &'static str,
        /// The cause.
        #[source]
        source: rusqlite::Error,
    },
    /// A `dataset_meta` value is malformed.
    #[error("dataset_meta.{key} = '{value}': expected {expected}")]
    Meta {
        /// The key.
        key: &'static str,
        /// The value found.
        value: String,
        /// What was expected.
        expected: &'static str,
    },
    /// A CSV row is wrong (boxed: it is the largest variant and errors travel by value).
    #[error(transparent)]
    Csv(Box<CsvRowError>),
    /// A CSV header is wrong.
    #[error("{}:1: {problem}", file.display())]
    CsvHeader {
        /// The file.
        file: PathBuf,
        /// What is wrong.
        problem: HeaderProblem,
    },
    /// An import folder without any contract table.
    #[error("{}: no contract CSV file to import (expected any of: {})", dir.display(), contract_files())]
    NoCsvFiles {
        /// The folder.
        dir: PathBuf,
    },
    /// An import without any dated row, so no span.
    #[error("{}: no dated rows: import at least one of the daily tables, reviews or account_health_weekly", dir.display())]
    NoDatedRows {
        /// The folder.
        dir: PathBuf,
    },
    /// An export file that cannot be imported (boxed: errors travel by value).
    #[error(transparent)]
    Intake(Box<IntakeError>),
    /// A broken invariant of this module (a bug, reported rather than panicking).
    /// A PostgreSQL store could not be read or written.
    #[error("postgres store {url}: {message}")]
    Postgres {
        /// The store's URL, without its password.
        url: String,
        /// What failed, in the server's words.
        message: String,
    },
    #[error("internal error in the data layer: {what}")]
    Internal {
        /// What went wrong.
        what: &'static str,
    },
}

impl From<IntakeError> for DataError {
    fn from(e: IntakeError) -> Self {
        DataError::Intake(Box::new(e))
    }
}

fn contract_files() -> String {
    schema::CONTRACT_TABLES
        .map(|t| format!("{t}.csv"))
        .join(", ")
}
