//! Retrieve and analyse: a domain path becomes API calls (one plan, run by the executor with
//! its concurrency, timeouts, retries and typed failures), then tool runs over what came back.
//!
//! Absent data is not an error here: an API whose table was not imported answers
//! `data_unavailable`, and every method that needs that table is skipped and reported as a
//! check that could not be made (a tool whose optional input is missing runs without it).

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use chrono::NaiveDate;
use serde_json::{Map, Value};

use super::finding::Unchecked;
use super::periods::Periods;
use crate::answer::AnswerError;
use crate::backend::Tenant;
use crate::catalog::api::Backend;
use crate::catalog::domain::{DomainPath, Method};
use crate::catalog::Catalog;
use crate::data::Coverage;
use crate::plan::executor::{ErrorCode, Executor};
use crate::plan::{ApiStep, Plan, Step, ToolStep};
use crate::table::Table;
use crate::tools::ToolRegistry;

/// What the retrieval gave.
#[derive(Debug, Default)]
pub struct Retrieved {
    /// Tables by reference name (`sales.current`, `products`).
    /// Shared, so every tool that reads one gets it without a copy.
    pub tables: BTreeMap<String, Arc<Table>>,
    /// References that could not be fetched, with the reason in words ("no traffic data").
    pub missing: BTreeMap<String, String>,
    /// Columns dropped from a fetched table because the seller's import did not have them
    /// (the store holds 0 there), by reference: `sales.window` → `[units_refunded]`.
    pub absent_columns: BTreeMap<String, Vec<String>>,
    /// Failures other than absent data.
    pub errors: Vec<AnswerError>,
    /// The plan that was run (API steps), for the answer.
    pub plan: Plan,
}

/// The step id of a reference (`sales.current` → `sales_current`).
fn step_id(reference: &str) -> String {
    reference.replace('.', "_")
}

/// Fetches every retrieval of `domains` for its periods (each reference once).
pub async fn retrieve(
    executor: &Executor,
    catalog: &Catalog,
    domains: &[&DomainPath],
    periods: &Periods,
    tenant: &Tenant,
    coverage: Option<&Coverage>,
) -> Retrieved {
    let mut out = Retrieved::default();
    let mut steps: Vec<Step> = Vec::new();
    let mut refs: BTreeMap<String, String> = BTreeMap::new();
    // Per reference, the contract columns its source did not have over its days.
    let mut absent: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for d in domains {
        for r in &d.retrieve {
            let roles: Vec<Option<_>> = if r.periods.is_empty() {
                vec![None]
            } else {
                r.periods.iter().map(|p| Some(*p)).collect()
            };
            for role in roles {
                let reference = match role {
                    Some(p) => format!("{}.{}", r.name, p.as_str()),
                    None => r.name.clone(),
                };
                if refs.contains_key(&reference) || out.missing.contains_key(&reference) {
                    continue;
                }
                let mut params = r.params.clone();
                let mut days = None;
                if let Some(role) = role {
                    match periods.range(role) {
                        Some(range) => {
                            days = Some((range.start, range.end));
                            params.insert("start_date".into(), range.start.to_string().into());
                            params.insert("end_date".into(), range.end.to_string().into());
                        }
                        None => {
                            out.missing.insert(
                                reference,
                                format!(
                                    "the data does not reach back to the {}",
                                    role.as_str().replace('_', " ")
                                ),
                            );
                            continue;
                        }
                    }
                }
                if let Some(c) = coverage {
                    let cols = absent_columns(catalog, &r.api, c, days);
                    if !cols.is_empty() {
                        absent.insert(reference.clone(), cols);
                    }
                }
                let id = step_id(&reference);
                refs.insert(reference, id.clone());
                steps.push(Step::Api(ApiStep {
                    id,
                    api: r.api.clone(),
                    params,
                    description: None,
                }));
            }
        }
    }
    let plan = Plan {
        question: None,
        outputs: steps.iter().map(|s| s.id().to_string()).collect(),
        steps,
    };
    match executor.run_for_results(&plan, tenant).await {
        Err(invalid) => out
            .errors
            .extend(invalid.problems.into_iter().map(|p| AnswerError {
                code: "invalid_plan".into(),
                message: p,
            })),
        Ok(outcome) => {
            let by_id: BTreeMap<&str, &str> = refs
                .iter()
                .map(|(r, id)| (id.as_str(), r.as_str()))
                .collect();
            for report in &outcome.steps {
                let Some(reference) = by_id.get(report.id.as_str()) else {
                    continue;
                };
                match &report.error {
                    Some(e) if e.code == ErrorCode::DataUnavailable => {
                        let api = plan.steps.iter().find_map(|s| match s {
                            Step::Api(a) if a.id == report.id => Some(a.api.as_str()),
                            _ => None,
                        });
                        let dim = api
                            .and_then(|a| catalog.api(a))
                            .map(|a| a.descriptor.dimension.label())
                            .unwrap_or("that");
                        out.missing
                            .insert(reference.to_string(), format!("no {dim} data"));
                    }
                    Some(e) => {
                        out.missing.insert(
                            reference.to_string(),
                            format!("the {} call failed ({})", report.id, e.code.as_str()),
                        );
                        out.errors.push(AnswerError {
                            code: e.code.as_str().into(),
                            message: format!("step `{}`: {}", e.step, e.message),
                        });
                    }
                    None => {}
                }
            }
            for (id, mut table) in outcome.results {
                if let Some(reference) = by_id.get(id.as_str()) {
                    if let Some(cols) = absent.get(*reference) {
                        let dropped = drop_columns(&mut table, cols);
                        if !dropped.is_empty() {
                            out.absent_columns.insert(reference.to_string(), dropped);
                        }
                    }
                    out.tables.insert(reference.to_string(), Arc::new(table));
                }
            }
        }
    }
    out.plan = plan;
    out
}

/// The contract columns that the seller's data for `api`'s store tables did not have over
/// `days` (the whole coverage when none): an import stores 0 there, which is not data.
fn absent_columns(
    catalog: &Catalog,
    api: &str,
    coverage: &Coverage,
    days: Option<(NaiveDate, NaiveDate)>,
) -> Vec<String> {
    let Some(Backend::Store(store)) = catalog.api(api).map(|a| &a.descriptor.backend) else {
        return Vec::new();
    };
    let mut out: Vec<String> = Vec::new();
    for t in &store.tables {
        let Some((start, end)) = days.or_else(|| coverage.span()) else {
            continue;
        };
        for c in coverage.missing_columns(t, start, end) {
            if !out.contains(&c) {
                out.push(c);
            }
        }
    }
    out
}

/// Removes `columns` from `table` (those it has), returning the ones removed. Columns are
/// matched by name: the daily panels name their columns after the contract's.
fn drop_columns(table: &mut Table, columns: &[String]) -> Vec<String> {
    let mut dropped = Vec::new();
    for c in columns {
        if let Some(i) = table.column_index(c) {
            table.columns.remove(i);
            for row in &mut table.rows {
                if i < row.len() {
                    row.remove(i);
                }
            }
            dropped.push(c.clone());
        }
    }
    dropped
}

/// One method's result.
#[derive(Debug, Clone)]
pub struct MethodResult {
    /// The domain that ran it.
    pub domain: String,
    /// The method as written.
    pub method: Method,
    /// Its table.
    pub table: Table,
    /// How many products its per-day inputs held (distinct `product_id` over the table
    /// arguments with a `date` column), or none when it read no per-product panel: a check
    /// that found nothing says over how many products it looked.
    pub products: Option<usize>,
}

/// What the analysis gave.
#[derive(Debug, Default)]
pub struct Analysis {
    /// Results in run order.
    pub results: Vec<MethodResult>,
    /// Checks that could not be made.
    pub unchecked: Vec<Unchecked>,
    /// Tool failures.
    pub errors: Vec<AnswerError>,
    /// The tool steps, as plan steps referring to the API steps (for the answer).
    pub steps: Vec<Step>,
    /// Milliseconds per tool run (`tool:NAME`), so the answer's timings show which analytic
    /// the analysis spent its time on.
    pub timings_ms: Vec<(String, f64)>,
}

/// Runs every method of `domains` (each tool + arguments once) on the retrieved tables.
/// Synchronous: call it on the blocking pool.
pub fn analyse(
    tools: &ToolRegistry,
    domains: &[&DomainPath],
    periods: &Periods,
    retrieved: &Retrieved,
) -> Analysis {
    let mut out = Analysis::default();
    let mut computed: BTreeMap<String, Arc<Table>> = BTreeMap::new();
    let mut seen: BTreeSet<(String, String)> = BTreeSet::new();
    let mut checked: BTreeSet<String> = BTreeSet::new();
    for d in domains {
        for m in &d.methods {
            let key = (
                m.result_name().to_string(),
                serde_json::to_string(&m.args).unwrap_or_default(),
            );
            if !seen.insert(key) {
                continue;
            }
            let required = required_args(tools, &m.tool);
            let mut args = Map::new();
            let mut tables: BTreeMap<String, Arc<Table>> = BTreeMap::new();
            let mut plan_args = Map::new();
            let mut skipped: Vec<String> = Vec::new();
            // Optional inputs that are absent but give a line of evidence of their own.
            let mut lines_absent: Vec<(String, String)> = Vec::new();
            for (k, v) in &m.args {
                match resolve_arg(v, d, periods, retrieved, &computed) {
                    Arg::Value(x) => {
                        plan_args.insert(k.clone(), v.clone());
                        args.insert(k.clone(), x);
                    }
                    Arg::Table(reference, t) => {
                        plan_args
                            .insert(k.clone(), serde_json::json!({"$ref": step_id(&reference)}));
                        // An `Arc` clone: the long-window tables are large and several
                        // detectors read the same one.
                        tables.insert(k.clone(), t);
                    }
                    Arg::Missing(reason) => {
                        if required.contains(k) {
                            if !skipped.contains(&reason) {
                                skipped.push(reason);
                            }
                        } else if let Some(line) = optional_line(tools, &m.tool, k) {
                            lines_absent.push((line, reason));
                        }
                    }
                }
            }
            if !skipped.is_empty() {
                if checked.insert(m.checks.clone()) {
                    out.unchecked.push(Unchecked {
                        check: m.checks.clone(),
                        reason: skipped.join("; "),
                    });
                }
                continue;
            }
            // A line of evidence the tool reads from an optional column its input lacks (an
            // import without refunds) is a check not made, said as one, though the tool runs.
            lines_absent.extend(optional_lines_absent(tools, &m.tool, &m.args, &tables));
            for (check, reason) in lines_absent {
                if checked.insert(check.clone()) {
                    out.unchecked.push(Unchecked { check, reason });
                }
            }
            out.steps.push(Step::Tool(ToolStep {
                id: m.result_name().to_string(),
                tool: m.tool.clone(),
                args: plan_args,
                description: Some(m.checks.clone()),
            }));
            let products = products_read(&tables);
            // Tables go in as tables, without a JSON round trip.
            let t = std::time::Instant::now();
            let result = tools.call_with_tables(&m.tool, &args, tables);
            out.timings_ms.push((
                format!("tool:{}", m.result_name()),
                t.elapsed().as_secs_f64() * 1e3,
            ));
            match result {
                Ok(table) => {
                    computed.insert(m.result_name().to_string(), Arc::new(table.clone()));
                    out.results.push(MethodResult {
                        domain: d.name.clone(),
                        method: m.clone(),
                        table,
                        products,
                    });
                }
                Err(e) => out.errors.push(AnswerError {
                    code: e.code().into(),
                    message: format!("{} ({}): {e}", m.tool, m.checks),
                }),
            }
        }
    }
    out
}

/// The distinct products of the per-day panels among `tables` (those with `date` and
/// `product_id` columns; a catalog of products is not what was read), none without one.
fn products_read(tables: &BTreeMap<String, Arc<Table>>) -> Option<usize> {
    let mut ids: BTreeSet<&str> = BTreeSet::new();
    let mut any = false;
    for t in tables.values() {
        let (Some(p), Some(_)) = (t.column_index("product_id"), t.column_index("date")) else {
            continue;
        };
        any = true;
        ids.extend(t.rows.iter().filter_map(|r| r.get(p)?.as_str()));
    }
    any.then_some(ids.len())
}

/// The lines of evidence `tool` could not read: for each table argument, the columns its
/// manifest lists under `x-reads` (column → the check it feeds, in words) that the table passed
/// does not have. The reason names the data by the argument's reference (`$sales.window` →
/// "sales").
fn optional_lines_absent(
    tools: &ToolRegistry,
    tool: &str,
    written: &Map<String, Value>,
    tables: &BTreeMap<String, Arc<Table>>,
) -> Vec<(String, String)> {
    let Some(props) = tools
        .argument_schema(tool)
        .and_then(|s| s.get("properties"))
        .and_then(Value::as_object)
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (arg, table) in tables {
        let Some(reads) = props
            .get(arg)
            .and_then(|p| p.get("x-reads"))
            .and_then(Value::as_object)
        else {
            continue;
        };
        let data = written
            .get(arg)
            .and_then(Value::as_str)
            .and_then(|r| r.strip_prefix('$'))
            .map(|r| r.split('.').next().unwrap_or(r).replace('_', " "))
            .unwrap_or_else(|| arg.replace('_', " "));
        for (column, check) in reads {
            if table.column_index(column).is_none() {
                if let Some(check) = check.as_str() {
                    out.push((
                        check.to_string(),
                        format!("your {data} data has no {}", column.replace('_', " ")),
                    ));
                }
            }
        }
    }
    out
}

/// The line of evidence an optional table argument gives (`x-line` in the tool's manifest),
/// reported as a check not made when the table is absent.
fn optional_line(tools: &ToolRegistry, tool: &str, arg: &str) -> Option<String> {
    tools
        .argument_schema(tool)?
        .get("properties")?
        .get(arg)?
        .get("x-line")?
        .as_str()
        .map(String::from)
}

fn required_args(tools: &ToolRegistry, tool: &str) -> BTreeSet<String> {
    tools
        .argument_schema(tool)
        .and_then(|s| s.get("required"))
        .and_then(Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

enum Arg {
    Value(Value),
    Table(String, Arc<Table>),
    Missing(String),
}

fn resolve_arg(
    v: &Value,
    d: &DomainPath,
    periods: &Periods,
    retrieved: &Retrieved,
    computed: &BTreeMap<String, Arc<Table>>,
) -> Arg {
    let Some(name) = v.as_str().and_then(|s| s.strip_prefix('$')) else {
        return Arg::Value(v.clone());
    };
    if name == "metric" {
        return Arg::Value(Value::String(d.metric.clone()));
    }
    if let Some((role, end)) = name.split_once('.') {
        if let (Some(role), "start" | "end") =
            (crate::catalog::domain::PeriodRole::parse(role), end)
        {
            return match periods.range(role) {
                Some(r) if end == "start" => Arg::Value(r.start.to_string().into()),
                Some(r) => Arg::Value(r.end.to_string().into()),
                None => Arg::Missing(format!("the data does not cover the {}", role.as_str())),
            };
        }
    }
    if let Some(t) = retrieved.tables.get(name) {
        return Arg::Table(name.to_string(), Arc::clone(t));
    }
    if let Some(t) = computed.get(name) {
        return Arg::Table(name.to_string(), Arc::clone(t));
    }
    Arg::Missing(
        retrieved
            .missing
            .get(name)
            .cloned()
            .unwrap_or_else(|| format!("`{name}` was not computed")),
    )
}
