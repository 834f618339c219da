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
    /// Imports data. A folder holding contract `<table>.csv` files replaces the whole store (as
    /// exported by `data export`); export files (order lines, business reports, advertising
    /// reports, shop orders: any format under imports/) are added to the store for one seller,
    /// replacing that seller's rows on the days the files cover. Folders of export files are
    /// imported file by file. All or nothing: on any error the store is left as it was.
    Import {
        /// Files or folders to import.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
        /// The import format of every file (imports/NAME.yaml); default: recognised from each
        /// file's header.
        #[arg(long)]
        format: Option<String>,
        /// The seller the data belongs to (e.g. S001); default: a new seller, the next free
        /// S### id (printed).
        #[arg(long)]
        seller: Option<String>,
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

/// Whether a folder holds any contract table file (`sales_daily.csv`, ...).
fn holds_contract_csv(dir: &std::path::Path) -> bool {
    super::schema::CONTRACT_TABLES
        .iter()
        .any(|t| dir.join(format!("{t}.csv")).is_file())
}

/// Whether an import is of one folder of contract CSVs (a whole store) rather than exports.
fn is_contract_dir(inputs: &[PathBuf], format: Option<&str>) -> bool {
    match inputs {
        [one] if one.is_dir() && format.is_none_or(|f| f == "contract") => holds_contract_csv(one),
        _ => false,
    }
}

/// The CSV files to import: files as given, folders expanded to their `*.csv` files (sorted).
fn expand(inputs: &[PathBuf]) -> anyhow::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for p in inputs {
        if p.is_dir() {
            let mut files: Vec<PathBuf> = std::fs::read_dir(p)
                .with_context(|| format!("reading {}", p.display()))?
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|f| {
                    f.is_file() && f.extension().is_some_and(|e| e.eq_ignore_ascii_case("csv"))
                })
                .collect();
            files.sort();
            if files.is_empty() {
                anyhow::bail!("{}: no CSV file to import", p.display());
            }
            out.extend(files);
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

/// The import formats of the catalog, or why they cannot be used.
fn load_formats(paths: &Paths) -> anyhow::Result<Vec<crate::catalog::import::ImportFormat>> {
    let mut diags = crate::catalog::Diagnostics::with_root(&paths.root);
    let formats: Vec<_> = crate::catalog::import::load_all(&paths.root, &mut diags)
        .into_iter()
        .map(|(_, f)| f)
        .collect();
    if !diags.is_empty() {
        eprint!("{diags}");
        anyhow::bail!(
            "the import formats under {} have problems (the store was left unchanged)",
            paths.root.join("imports").display()
        );
    }
    Ok(formats)
}

/// Where exports are imported: the SQLite store, or an existing PostgreSQL store through a
/// staging file holding only what the import reads ([`super::postgres::import_files`]).
enum ImportInto<'a> {
    Sqlite,
    Postgres {
        url: &'a str,
        stage: &'a std::path::Path,
    },
}

fn import_exports(
    paths: &Paths,
    into: ImportInto,
    inputs: &[PathBuf],
    format: Option<String>,
    seller: Option<String>,
) -> anyhow::Result<i32> {
    let formats = load_formats(paths)?;
    let files = expand(inputs)?;
    let opts = super::IntakeOptions {
        format,
        seller,
        progress: true,
    };
    let (r, shown) = match into {
        ImportInto::Sqlite => {
            let r = super::import_files(&paths.db, &files, &formats, &opts);
            let shown = r.as_ref().ok().map(|r| r.path.display().to_string());
            (r, shown.unwrap_or_default())
        }
        ImportInto::Postgres { url, stage } => (
            super::postgres::import_files(url, stage, &files, &formats, &opts),
            super::postgres::redact(url),
        ),
    };
    let r = r.context("importing (the store was left unchanged)")?;
    print_intake(&r, &shown);
    Ok(0)
}

fn print_intake(r: &super::IntakeReport, into: &str) {
    for f in &r.files {
        let span = f
            .span
            .map(|(a, b)| format!("{a}..{b}"))
            .unwrap_or_else(|| "no dated rows".into());
        let mut extra = Vec::new();
        if f.not_products > 0 {
            extra.push(format!("{} not products", thousands(f.not_products)));
        }
        if f.skipped > 0 {
            extra.push(format!("{} skipped", thousands(f.skipped)));
        }
        let extra = if extra.is_empty() {
            String::new()
        } else {
            format!(" ({})", extra.join(", "))
        };
        println!(
            "{} [{}]: {} rows{extra}, {} products, {span}, fills {}",
            f.path.display(),
            f.format,
            thousands(f.rows),
            thousands(f.products as u64),
            f.tables.join(", ")
        );
    }
    println!(
        "imported {} file(s) for {} seller {} into {into}: {} ({} new products), in {}",
        r.files.len(),
        if r.new_seller { "new" } else { "existing" },
        r.seller_id,
        table_list(&r.tables),
        thousands(r.new_products as u64),
        secs(r.elapsed)
    );
}

/// One line about a store: span, origin, tables.
fn describe(info: &super::DatasetInfo) -> String {
    let origin = match (info.source, info.seed) {
        (super::Source::Generator, Some(seed)) => format!(
            "generated, seed {seed}, generator version {}",
            info.generator_version.as_deref().unwrap_or("?")
        ),
        (source, _) => source.as_str().to_string(),
    };
    format!(
        "{}..{} ({} days), {}; {} tables: {}",
        info.data_start,
        info.data_end,
        info.days(),
        origin,
        info.tables.len(),
        table_list(&info.tables)
    )
}

/// Runs a data subcommand against the configured store: the SQLite file, or, when a
/// PostgreSQL URL is set (`insight.yaml` `store.url` / `INSIGHT_STORE_URL`), the PostgreSQL store.
pub fn run(paths: &Paths, cmd: DataCommand) -> anyhow::Result<i32> {
    let settings = crate::config::Settings::load(&paths.root)?;
    match settings.store.url {
        Some(url) => run_postgres(paths, &url, cmd),
        None => run_sqlite(paths, cmd),
    }
}

/// A SQLite staging file removed on drop.
struct Staging(std::path::PathBuf);

impl Drop for Staging {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// PostgreSQL: every command runs on a SQLite staging copy (the one builder and importer of
/// stores), and generate/import then replace the PostgreSQL store with it in one transaction:
/// an import that fails leaves the PostgreSQL store exactly as it was.
fn run_postgres(paths: &Paths, url: &str, cmd: DataCommand) -> anyhow::Result<i32> {
    use super::postgres as pg;
    let staging =
        Staging(std::env::temp_dir().join(format!("insight-pg-staging-{}.db", std::process::id())));
    let _ = std::fs::remove_file(&staging.0);
    let shown = pg::redact(url);
    if let DataCommand::Info = cmd {
        let info = pg::dataset_info(url)?;
        println!("{shown}: {}", describe(&info));
        return Ok(0);
    }
    let has_store = pg::dataset_info(url).is_ok();
    if let DataCommand::Import {
        paths: inputs,
        format,
        seller,
    } = &cmd
    {
        if has_store && !is_contract_dir(inputs, format.as_deref()) {
            return import_exports(
                paths,
                ImportInto::Postgres {
                    url,
                    stage: &staging.0,
                },
                inputs,
                format.clone(),
                seller.clone(),
            );
        }
    }
    let writes = matches!(
        cmd,
        DataCommand::Generate { .. } | DataCommand::Import { .. }
    );
    if has_store && !writes {
        pg::dump_to_sqlite(url, &staging.0)
            .with_context(|| format!("reading the store at {shown}"))?;
    } else if !writes {
        anyhow::bail!(
            "no store at {shown}: run `insight data generate` or `insight data import` with this store URL"
        );
    }
    let staged = Paths {
        root: paths.root.clone(),
        db: staging.0.clone(),
    };
    let code = run_sqlite(&staged, cmd)?;
    if writes && code == 0 {
        let started = std::time::Instant::now();
        let load = pg::load_from_sqlite(&staging.0, url).with_context(|| {
            format!("loading into {shown} (the store there was left unchanged)")
        })?;
        println!(
            "loaded into {shown} in one transaction: {} rows in {} tables, in {}",
            thousands(load.tables.iter().map(|t| t.1).sum()),
            load.tables.len(),
            secs(started.elapsed())
        );
    }
    Ok(code)
}

fn run_sqlite(paths: &Paths, cmd: DataCommand) -> anyhow::Result<i32> {
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
        DataCommand::Import {
            paths: inputs,
            format,
            seller,
        } => {
            if !is_contract_dir(&inputs, format.as_deref()) {
                return import_exports(paths, ImportInto::Sqlite, &inputs, format, seller);
            }
            let dir = inputs[0].clone();
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
            println!("{}: {}", paths.db.display(), describe(&info));
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
