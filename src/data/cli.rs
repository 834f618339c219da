//! `insight data ...`: generate, export, import and describe the store. Each command prints a
//! one-line summary with counts and elapsed time; warnings go to stderr.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context as _;
use clap::{Subcommand, ValueEnum};

use super::store::TableInfo;
use crate::config::Paths;

/// `insight data` subcommands.
#[derive(Debug, Subcommand)]
pub enum DataCommand {
    /// Builds the demo marketplace store (replaces any store at --db once complete).
    Generate {
        /// Seed of the generator; the same seed always gives the same data.
        #[arg(long, default_value_t = super::DEFAULT_SEED)]
        seed: u64,
    },
    /// Writes every table of the store as `<table>.csv` into DIR.
    Export {
        /// Output format.
        #[arg(long, value_enum, default_value_t = ExportFormat::Csv)]
        format: ExportFormat,
        /// Output folder (created if needed).
        dir: PathBuf,
    },
    /// Replaces the store with the contract CSV files found in DIR (any subset of tables).
    Import {
        /// Folder holding `<table>.csv` files.
        dir: PathBuf,
    },
    /// Prints the store's span, origin and tables.
    Info,
}

/// Export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// One CSV file per table, with a header row.
    Csv,
}

fn total(tables: &[TableInfo]) -> u64 {
    tables.iter().map(|t| t.rows).sum()
}

/// `1234567` → `1,234,567`.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn secs(d: Duration) -> String {
    format!("{:.2}s", d.as_secs_f64())
}

fn table_list(tables: &[TableInfo]) -> String {
    tables
        .iter()
        .map(|t| format!("{} {}", t.name, thousands(t.rows)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Runs a data subcommand.
pub fn run(paths: &Paths, cmd: DataCommand) -> anyhow::Result<i32> {
    match cmd {
        DataCommand::Generate { seed } => {
            let r = super::generate(&paths.db, seed)
                .with_context(|| format!("generating the demo store at {}", paths.db.display()))?;
            println!(
                "generated {} (seed {seed}): {} sellers, {} products, {} rows per daily table, {} reviews, {} rows in all, in {}",
                r.path.display(),
                thousands(r.rows(super::schema::SELLERS)),
                thousands(r.rows(super::schema::PRODUCTS)),
                thousands(r.rows(super::schema::SALES_DAILY)),
                thousands(r.rows(super::schema::REVIEWS)),
                thousands(total(&r.tables)),
                secs(r.elapsed)
            );
        }
        DataCommand::Export { format, dir } => {
            let ExportFormat::Csv = format;
            let r = super::export_csv(&paths.db, &dir).with_context(|| {
                format!("exporting {} to {}", paths.db.display(), dir.display())
            })?;
            println!(
                "exported {} tables ({} rows) to {} in {}",
                r.tables.len(),
                thousands(total(&r.tables)),
                r.dir.display(),
                secs(r.elapsed)
            );
        }
        DataCommand::Import { dir } => {
            let r = super::import_csv(&paths.db, &dir).with_context(|| {
                format!("importing {} (the store was left unchanged)", dir.display())
            })?;
            for w in &r.warnings {
                eprintln!("warning: {w}");
            }
            println!(
                "imported {} tables ({} rows: {}) from {} into {}, span {}..{}, in {}",
                r.tables.len(),
                thousands(total(&r.tables)),
                table_list(&r.tables),
                r.dir.display(),
                r.path.display(),
                r.data_start,
                r.data_end,
                secs(r.elapsed)
            );
        }
        DataCommand::Info => {
            let conn = super::open_read_only(&paths.db)?;
            let info = super::dataset_info(&conn)?;
            let origin = match (info.source, info.seed) {
                (super::Source::Generator, Some(seed)) => format!(
                    "generated, seed {seed}, generator version {}",
                    info.generator_version.as_deref().unwrap_or("?")
                ),
                (source, _) => source.as_str().to_string(),
            };
            println!(
                "{}: {}..{} ({} days), {}; {} tables: {}",
                paths.db.display(),
                info.data_start,
                info.data_end,
                info.days(),
                origin,
                info.tables.len(),
                table_list(&info.tables)
            );
        }
    }
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(852_345), "852,345");
        assert_eq!(thousands(5_114_070), "5,114,070");
    }
}
