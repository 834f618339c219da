//! The catalog's examples as tests, run by `insight validate`.
//!
//! - Every tool manifest's `examples:` run through the tool registry (the code `cargo test --test
//!   tools` uses), so a wrong `expected` is a problem at the example's `expected:`.
//! - Every `examples:` entry of a question API is planned by the offline catalog planner, on the
//!   demo store (seed 42, seller S001: the products the examples name) with the settings' clock
//!   (the demo's today, 2025-12-10), and compared with its `params`: a plan that calls another
//!   API, asks back, refuses, or passes other parameters is a problem at the example. An example
//!   with a `known_gap` is a warning while it fails and a problem once it passes.
//!
//! This lives in the binary, not in `catalog`: planning needs the planner, the embedder and a
//! store, which the catalog layer must not import.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use chrono::NaiveDate;
use serde_json::{Map, Value};

use insight::augment::{self, DataSpan};
use insight::backend::{Backends, Tenant};
use insight::catalog::yaml::YamlDoc;
use insight::catalog::{Api, Catalog, Diagnostic, Diagnostics, Pos};
use insight::embed::{vendor_dir, Embedder, EmbedderOptions};
use insight::plan::Step;
use insight::planner::{CatalogPlanner, PlanRequest, Planner, PlannerOutcome};

/// The seller whose products the shipped examples name (the demo store's S001).
pub const EXAMPLE_SELLER: &str = "S001";

/// The demo store's seed: the examples are written against its data.
const DEMO_SEED: u64 = 42;

/// What the example checks found: problems (counted by `validate`) and warnings (known gaps,
/// shown but not counted).
#[derive(Debug, Default)]
pub struct ExampleReport {
    /// Examples that do not hold.
    pub problems: Vec<Diagnostic>,
    /// Examples that do not hold yet, with their `known_gap`.
    pub warnings: Vec<Diagnostic>,
    /// Examples planned and compared.
    pub planned: usize,
    /// Tool examples run.
    pub tool_examples: usize,
}

fn parse_doc(path: &Path, diags: &mut Diagnostics) -> Option<YamlDoc> {
    let src = std::fs::read_to_string(path).ok()?;
    YamlDoc::parse(path, &src, diags)
}

/// Runs every tool manifest's examples; a failure is a problem at the example's `expected:`.
pub fn check_tools(catalog: &Catalog, report: &mut ExampleReport) {
    let mut diags = Diagnostics::with_root(&catalog.root);
    report.tool_examples += catalog
        .tools
        .names()
        .iter()
        .filter_map(|n| catalog.tools.get(n))
        .map(|m| m.examples.len())
        .sum::<usize>();
    for f in catalog.tools.run_examples() {
        let Some(path) = catalog.tools.source(&f.tool).map(Path::to_path_buf) else {
            continue;
        };
        let pos = parse_doc(&path, &mut diags)
            .map(|d| d.pos(&format!("/examples/{}/expected", f.example - 1)))
            .unwrap_or(Pos::START);
        diags.push(
            &path,
            pos,
            format!(
                "example {} ({}) does not hold: {}",
                f.example, f.description, f.problem
            ),
        );
    }
    report.problems.extend(diags.sorted());
}

/// A demo store generated for the check, removed when dropped.
struct TempStore {
    dir: PathBuf,
    db: PathBuf,
}

impl TempStore {
    fn generate() -> Result<TempStore, String> {
        let dir = std::env::temp_dir().join(format!("insight-validate-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("creating {}: {e}", dir.display()))?;
        let db = dir.join("insight.db");
        let store = TempStore { dir, db };
        insight::data::generate(&store.db, DEMO_SEED)
            .map_err(|e| format!("generating the demo store: {e}"))?;
        Ok(store)
    }
}

impl Drop for TempStore {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Plans every question API's examples and compares each plan with the example. `Err` when
/// planning cannot start at all (models absent, store not generated): the caller reports it.
pub fn check_apis(
    catalog: Arc<Catalog>,
    root: &Path,
    today: Option<NaiveDate>,
    report: &mut ExampleReport,
) -> Result<(), String> {
    let vendor = vendor_dir(root);
    let embedder = Arc::new(
        Embedder::load_with(
            &vendor,
            EmbedderOptions {
                sessions: 1,
                intra_threads: 2,
            },
        )
        .map_err(|e| {
            format!(
                "cannot plan the API examples: the sentence encoder did not load from {}: {e}",
                vendor.display()
            )
        })?,
    );
    let store = TempStore::generate()?;
    let span = {
        let conn = insight::data::open_read_only(&store.db).map_err(|e| e.to_string())?;
        let info = insight::data::dataset_info(&conn).map_err(|e| e.to_string())?;
        DataSpan {
            start: info.data_start,
            end: info.data_end,
        }
    };
    // The engine's rule: the configured clock, else the day after the data's last day.
    let today = today.unwrap_or_else(|| span.end.succ_opt().unwrap_or(span.end));
    let backends = Arc::new(Backends::new(catalog.clone(), &store.db));
    let planner = CatalogPlanner::new(catalog.clone(), embedder.clone(), backends)
        .map_err(|e| format!("cannot build the catalog planner: {e}"))?;
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("starting the async runtime: {e}"))?;
    let tenant = Tenant::new(EXAMPLE_SELLER);
    let mut diags = Diagnostics::with_root(root);
    let mut warnings = Diagnostics::with_root(root);
    for api in catalog.question_apis() {
        if api.descriptor.examples.is_empty() {
            continue;
        }
        let Some(doc) = parse_doc(&api.path, &mut diags) else {
            continue;
        };
        for (i, ex) in api.descriptor.examples.iter().enumerate() {
            report.planned += 1;
            let embedding = embedder
                .embed(&ex.question)
                .map_err(|e| format!("embedding `{}`: {e}", ex.question))?;
            let time = augment::resolve(&ex.question, today, span, &catalog.calendar);
            let outcome = rt.block_on(planner.plan(PlanRequest {
                question: &ex.question,
                embedding: &embedding,
                time: &time,
                today,
                span,
                tenant: &tenant,
            }));
            let mismatch = match outcome {
                Ok(o) => compare(api, &ex.params, &o),
                Err(e) => Some(format!("planning failed: {e}")),
            };
            let at = format!("/examples/{i}");
            match (mismatch, &ex.known_gap) {
                (None, None) => {}
                (Some(m), None) => diags.push(
                    &api.path,
                    doc.pos(&format!("{at}/question")),
                    format!("example `{}` is not planned as written: {m}", ex.question),
                ),
                (Some(m), Some(gap)) => warnings.push(
                    &api.path,
                    doc.pos(&format!("{at}/known_gap")),
                    format!(
                        "warning: known gap ({gap}): example `{}` is not planned as written: {m}",
                        ex.question
                    ),
                ),
                (None, Some(_)) => diags.push(
                    &api.path,
                    doc.key_pos(&format!("{at}/known_gap")),
                    format!(
                        "example `{}` is now planned as written: remove its `known_gap`",
                        ex.question
                    ),
                ),
            }
            if ex.known_gap.as_deref().is_some_and(|g| g.trim().is_empty()) {
                diags.push(
                    &api.path,
                    doc.pos(&format!("{at}/known_gap")),
                    "`known_gap` must say why the example is not planned as written",
                );
            }
        }
    }
    report.problems.extend(diags.sorted());
    report.warnings.extend(warnings.sorted());
    Ok(())
}

/// What differs between the example (`api` called with `expected`) and what the planner did;
/// `None` when one of the plan's calls to `api` has exactly the example's parameters (schema
/// defaults filled in on both sides).
fn compare(api: &Api, expected: &Map<String, Value>, outcome: &PlannerOutcome) -> Option<String> {
    let name = &api.descriptor.name;
    let plan = match outcome {
        PlannerOutcome::Plan(p) => p,
        PlannerOutcome::Clarify { question, .. } => {
            return Some(format!("the planner asks back instead: \"{question}\""))
        }
        PlannerOutcome::OutOfScope { message, .. } => {
            return Some(format!(
                "the planner answers out of scope instead: \"{message}\""
            ))
        }
    };
    let calls: Vec<(&str, &Map<String, Value>)> = plan
        .plan
        .steps
        .iter()
        .filter_map(|s| match s {
            Step::Api(a) => Some((a.api.as_str(), &a.params)),
            Step::Tool(_) => None,
        })
        .collect();
    let filled = |p: &Map<String, Value>| {
        api.check_params(&Value::Object(p.clone()))
            .unwrap_or_else(|_| p.clone())
    };
    let want = filled(expected);
    let mine: Vec<Map<String, Value>> = calls
        .iter()
        .filter(|(a, _)| *a == name.as_str())
        .map(|(_, p)| filled(p))
        .collect();
    if mine.is_empty() {
        let apis: Vec<&str> = calls.iter().map(|(a, _)| *a).collect();
        return Some(if apis.is_empty() {
            "the plan calls no API".to_string()
        } else {
            format!("the plan calls {} instead of `{name}`", apis.join(", "))
        });
    }
    if mine.contains(&want) {
        return None;
    }
    Some(param_diff(&want, &mine[0]))
}

/// The differing parameters, one clause each.
fn param_diff(want: &Map<String, Value>, got: &Map<String, Value>) -> String {
    let mut out = Vec::new();
    for (k, v) in want {
        match got.get(k) {
            None => out.push(format!("`{k}` is missing (expected {v})")),
            Some(g) if g != v => out.push(format!("`{k}` is {g}, expected {v}")),
            Some(_) => {}
        }
    }
    for (k, g) in got {
        if !want.contains_key(k) {
            out.push(format!("the plan adds `{k}`: {g}"));
        }
    }
    format!("parameters differ: {}", out.join("; "))
}
