//! The binary's own commands over the library: `validate`, `schemas`, `api`, `plan`.

use std::path::Path;
use std::sync::Arc;

use anyhow::{bail, Context, Result};
use clap::Subcommand;

pub mod ask;
pub mod examples;

use serde_json::{Map, Value};

use insight::backend::{Backends, Tenant};
use insight::catalog::Catalog;
use insight::config::Paths;
use insight::plan::executor::{ExecConfig, Executor, PlanOutcome};
use insight::presenter::format::text_table;

/// Loads the catalog or prints every problem and fails.
pub fn load_catalog(root: &Path) -> Result<Catalog> {
    Catalog::load(root).map_err(|d| {
        eprint!("{d}");
        anyhow::anyhow!(
            "the catalog under {} has {} problem(s); fix them (see `insight validate`)",
            root.display(),
            d.len()
        )
    })
}

/// `insight validate` options.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct ValidateArgs {
    /// Do not plan the APIs' example questions (they need the sentence encoder in models/vendor
    /// and generate the demo store, a few seconds); the tool examples still run.
    #[arg(long)]
    pub skip_examples: bool,
}

/// `insight validate`: every problem as `file:line:col: message`; 0 clean, 1 with problems.
///
/// After the files and their cross-references, the catalog's examples run as tests
/// ([`examples`]): tool examples always, API examples planned once the catalog loads clean.
/// Notes (references not checked because the file defining the name did not load) and
/// warnings (known gaps of API examples) are printed but not counted.
pub fn validate(paths: &Paths, args: &ValidateArgs) -> Result<i32> {
    let (catalog, mut diags) = Catalog::load_with_diagnostics(&paths.root);
    let settings_path = insight::config::Settings::path(&paths.root);
    if settings_path.exists() {
        insight::catalog::yaml::load_typed::<insight::config::Settings>(&settings_path, &mut diags);
    }
    // With a PostgreSQL store configured, every store query must also prepare there.
    let store_url = insight::config::Settings::load(&paths.root)
        .ok()
        .and_then(|s| s.store.url);
    if let (Some(c), Some(url)) = (&catalog, &store_url) {
        insight::backend::postgres::check_catalog(&paths.root, c, url, &mut diags);
    }
    let drift = insight::catalog::schema::drifted(&paths.root.join("schemas"));
    let mut report = examples::ExampleReport::default();
    let mut skipped: Option<String> = None;
    if let Some(c) = catalog {
        examples::check_tools(&c, &mut report);
        let catalog = Arc::new(c);
        if args.skip_examples {
            skipped = Some("--skip-examples".into());
        } else if !diags.is_empty() {
            skipped = Some("the catalog has problems; fix them first".into());
        } else {
            let today = insight::config::Settings::load(&paths.root)
                .ok()
                .and_then(|s| s.clock.today);
            if let Err(e) = examples::check_apis(catalog.clone(), &paths.root, today, &mut report) {
                report.problems.push(insight::catalog::Diagnostic {
                    path: "models/vendor".into(),
                    pos: insight::catalog::Pos::START,
                    message: format!(
                        "{e}; run `make models`, or pass --skip-examples to check the files only"
                    ),
                });
            }
        }
        let code = print_results(&diags, &drift, &report, skipped.as_deref(), Some(&catalog))?;
        if code == 0 && store_url.is_some() {
            println!("store queries also checked on PostgreSQL");
        }
        Ok(code)
    } else {
        print_results(&diags, &drift, &report, skipped.as_deref(), None)
    }
}

fn print_results(
    diags: &insight::catalog::Diagnostics,
    drift: &[String],
    report: &examples::ExampleReport,
    skipped: Option<&str>,
    catalog: Option<&Catalog>,
) -> Result<i32> {
    for d in diags.sorted() {
        println!("{d}");
    }
    for name in drift {
        println!(
            "schemas/{name}:1:1: differs from the Rust types; run `insight schemas` and commit it"
        );
    }
    for d in &report.problems {
        println!("{d}");
    }
    for d in report.warnings.iter().chain(&diags.notes()) {
        println!("{d}");
    }
    if let Some(why) = skipped {
        println!("API examples not planned: {why}");
    }
    let problems = diags.len() + drift.len() + report.problems.len();
    if problems == 0 {
        if let Some(c) = catalog {
            println!(
                "catalog OK: {} APIs, {} tools, {} domains, {} prompts, {} training files; \
                 {} tool examples hold, {} API examples planned ({} known gaps)",
                c.apis().count(),
                c.tools.names().len(),
                c.domains.len(),
                c.prompts.len(),
                c.training.len(),
                report.tool_examples,
                report.planned,
                report.warnings.len()
            );
        }
        Ok(0)
    } else {
        println!("{problems} problem(s)");
        Ok(1)
    }
}

/// `insight schemas`: writes (or checks) `schemas/`.
pub fn schemas(paths: &Paths, check: bool) -> Result<i32> {
    let dir = paths.root.join("schemas");
    if check {
        let drift = insight::catalog::schema::drifted(&dir);
        for d in &drift {
            println!("schemas/{d} differs from the Rust types: run `insight schemas`");
        }
        return Ok(if drift.is_empty() { 0 } else { 1 });
    }
    let written = insight::catalog::schema::write_all(&dir)
        .with_context(|| format!("writing {}", dir.display()))?;
    println!("wrote {} schemas to {}", written.len(), dir.display());
    Ok(0)
}

/// `insight api ...`
#[derive(Debug, Subcommand)]
pub enum ApiCommand {
    /// Lists the data APIs.
    List {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Calls one API and prints its rows.
    Call {
        /// The API's name.
        name: String,
        /// A parameter as key=value (JSON values allowed: numbers, ["a","b"]); repeatable.
        #[arg(long = "param", short = 'p', value_name = "KEY=VALUE")]
        params: Vec<String>,
        /// The seller (tenant) the call is made for.
        #[arg(long, default_value = "S001")]
        seller: String,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// Parses `key=value` pairs; values are JSON when they parse as JSON, text otherwise; a comma
/// list becomes an array when the schema wants one.
pub fn parse_params(pairs: &[String], schema: &Value) -> Result<Map<String, Value>> {
    let mut out = Map::new();
    for p in pairs {
        let Some((k, v)) = p.split_once('=') else {
            bail!("parameter `{p}` is not key=value");
        };
        let wants_array = schema
            .pointer(&format!("/properties/{k}/type"))
            .and_then(Value::as_str)
            == Some("array");
        let parsed = match serde_json::from_str::<Value>(v) {
            Ok(j) if !j.is_string() => j,
            _ if wants_array => Value::Array(
                v.split(',')
                    .map(|s| Value::String(s.trim().to_string()))
                    .collect(),
            ),
            _ => Value::String(v.to_string()),
        };
        let parsed = match (wants_array, parsed) {
            (true, Value::Array(a)) => Value::Array(a),
            (true, other) => Value::Array(vec![other]),
            (false, other) => other,
        };
        out.insert(k.to_string(), parsed);
    }
    Ok(out)
}

/// The backends over the configured store (`insight.yaml` / `INSIGHT_STORE_URL`, else `--db`).
fn store_backends(paths: &Paths, catalog: Arc<Catalog>) -> Result<Backends> {
    let settings = insight::config::Settings::load(&paths.root)?;
    Backends::with_store(catalog, &settings.store_location(paths)).map_err(anyhow::Error::msg)
}

fn runtime() -> Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")
}

/// Runs an API command.
pub fn api(paths: &Paths, cmd: ApiCommand) -> Result<i32> {
    let catalog = Arc::new(load_catalog(&paths.root)?);
    match cmd {
        ApiCommand::List { json } => {
            if json {
                let list: Vec<Value> = catalog
                    .apis()
                    .map(|a| {
                        serde_json::json!({
                            "name": a.descriptor.name,
                            "dimension": a.descriptor.dimension,
                            "description": a.descriptor.description,
                            "parameters": a.descriptor.parameters,
                            "columns": a.descriptor.columns.iter().map(|c| &c.name).collect::<Vec<_>>(),
                        })
                    })
                    .collect();
                println!("{}", serde_json::to_string_pretty(&list)?);
            } else {
                for a in catalog.apis() {
                    let d = &a.descriptor;
                    println!(
                        "{:<28} {:<15} {}",
                        d.name,
                        d.dimension.as_str(),
                        d.description.lines().next().unwrap_or("")
                    );
                }
            }
            Ok(0)
        }
        ApiCommand::Call {
            name,
            params,
            seller,
            json,
        } => {
            let Some(api) = catalog.api(&name) else {
                let names: Vec<_> = catalog.apis().map(|a| a.descriptor.name.clone()).collect();
                bail!("unknown API `{name}`; known APIs: {}", names.join(", "));
            };
            let payload = parse_params(&params, &api.descriptor.parameters)?;
            let checked = api.check_params(&Value::Object(payload))?;
            let backends = store_backends(paths, catalog.clone())?;
            let table = runtime()?
                .block_on(backends.call(api, &checked, &Tenant::new(seller)))
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            if json {
                println!("{}", serde_json::to_string_pretty(&table)?);
            } else {
                print!("{}", text_table(&table));
                println!("({} rows)", table.len());
            }
            Ok(0)
        }
    }
}

/// `insight plan ...`
#[derive(Debug, Subcommand)]
pub enum PlanCommand {
    /// Validates and executes a plan file (JSON).
    Run {
        /// The plan file.
        file: std::path::PathBuf,
        /// The seller (tenant) the plan runs for.
        #[arg(long, default_value = "S001")]
        seller: String,
        /// Print the outcome as JSON.
        #[arg(long)]
        json: bool,
    },
}

/// Runs a plan command.
pub fn plan(paths: &Paths, cmd: PlanCommand) -> Result<i32> {
    let PlanCommand::Run { file, seller, json } = cmd;
    let text =
        std::fs::read_to_string(&file).with_context(|| format!("reading {}", file.display()))?;
    let plan =
        insight::plan::parse(&text).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    let catalog = Arc::new(load_catalog(&paths.root)?);
    let backends = Arc::new(store_backends(paths, catalog.clone())?);
    let exec = Executor::new(catalog, backends, ExecConfig::default());
    let outcome: PlanOutcome = runtime()?
        .block_on(exec.run(&plan, &Tenant::new(seller)))
        .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    if json {
        println!("{}", serde_json::to_string_pretty(&outcome)?);
    } else {
        for o in &outcome.outputs {
            println!("== {} ==", o.step);
            print!("{}", text_table(&o.table));
            println!();
        }
        for s in &outcome.steps {
            if let Some(e) = &s.error {
                eprintln!("step `{}`: {} ({})", s.id, e.message, e.code.as_str());
            }
        }
    }
    Ok(if outcome.error.is_some() { 1 } else { 0 })
}
