//! The executor: runs a validated plan.
//!
//! Independent steps run concurrently (a step starts as soon as every step it refers to has
//! succeeded). Each API call has a timeout (the API's `timeout_ms`, 3 s by default) and is retried
//! with exponential backoff (0.5 s, 1 s, 2 s) on transient errors only. Tools run on the blocking
//! pool under the sandbox's limits. A failing step yields a typed [`StepFailure`] with a stable
//! [`ErrorCode`]; steps depending on it are skipped; every step that succeeded keeps its result.
//! Steps asking one daily panel (an API with `row_date`) for nested or adjacent ranges share one
//! call and each gets its own days ([`super::coalesce`]).

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures::future::{BoxFuture, FutureExt};
use futures::stream::{FuturesUnordered, StreamExt};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use super::coalesce::{self, Group};
use super::{validate, InvalidPlan, Plan, Step};
use crate::backend::{BackendError, Backends, Tenant};
use crate::catalog::api::Backend;
use crate::catalog::Catalog;
use crate::progress::Progress;
use crate::table::Table;

/// Stable failure codes (part of the public API: clients switch on them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// A data API failed (after retries, when the failure was transient).
    ApiFailure,
    /// The data is not there: a table not imported, too few peers, no store.
    DataUnavailable,
    /// A tool failed (bad arguments, script error, sandbox limit).
    CalculationError,
    /// A call did not finish in time.
    Timeout,
    /// The plan itself is wrong.
    InvalidPlan,
}

impl ErrorCode {
    /// The snake_case code.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::ApiFailure => "api_failure",
            ErrorCode::DataUnavailable => "data_unavailable",
            ErrorCode::CalculationError => "calculation_error",
            ErrorCode::Timeout => "timeout",
            ErrorCode::InvalidPlan => "invalid_plan",
        }
    }
}

/// Why one step failed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct StepFailure {
    /// The step.
    pub step: String,
    /// Stable code.
    pub code: ErrorCode,
    /// What happened, for people.
    pub message: String,
}

/// What happened to a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum StepStatus {
    /// It produced a table.
    Ok,
    /// It failed.
    Failed,
    /// It did not run because a step it needs failed.
    Skipped,
}

/// The report of one step.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct StepReport {
    /// The step.
    pub id: String,
    /// Outcome.
    pub status: StepStatus,
    /// Calls made (1 + retries).
    pub attempts: u32,
    /// Wall-clock time, milliseconds.
    pub elapsed_ms: f64,
    /// Rows produced.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rows: Option<usize>,
    /// The failure, when it failed or was skipped.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<StepFailure>,
}

/// An output table, named by its step.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct NamedTable {
    /// The step that produced it.
    pub step: String,
    /// The table.
    pub table: Table,
}

/// The result of running a plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PlanOutcome {
    /// The plan's outputs that were produced, in the plan's order.
    pub outputs: Vec<NamedTable>,
    /// Every step's report, in plan order.
    pub steps: Vec<StepReport>,
    /// The first failure, if any (the outputs of the steps that succeeded are still returned).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<StepFailure>,
    /// Results of all successful steps, by id (not serialized: the outputs are the answer).
    #[serde(skip)]
    pub results: BTreeMap<String, Table>,
}

/// Timeouts and retries.
#[derive(Debug, Clone)]
pub struct ExecConfig {
    /// Timeout of an API call without its own `timeout_ms`.
    pub default_timeout: Duration,
    /// Waits before each retry of a transient failure; its length is the number of retries.
    pub backoff: Vec<Duration>,
}

impl Default for ExecConfig {
    fn default() -> Self {
        ExecConfig {
            default_timeout: Duration::from_secs(3),
            backoff: vec![
                Duration::from_millis(500),
                Duration::from_secs(1),
                Duration::from_secs(2),
            ],
        }
    }
}

/// Runs plans against a catalog and its backends.
#[derive(Clone)]
pub struct Executor {
    catalog: Arc<Catalog>,
    backends: Arc<Backends>,
    config: ExecConfig,
}

type StepResult = (String, Result<Table, StepFailure>, u32, f64);

impl Executor {
    /// An executor.
    pub fn new(catalog: Arc<Catalog>, backends: Arc<Backends>, config: ExecConfig) -> Self {
        Executor {
            catalog,
            backends,
            config,
        }
    }

    /// The catalog it runs against.
    pub fn catalog(&self) -> &Arc<Catalog> {
        &self.catalog
    }

    /// Whether every data API the plan calls reads data this process holds (the store, a Rhai
    /// script) and none an outside service (`http`): the Data Presenter runs such a plan before
    /// the manager has decided (its cost is local, and its events are held: [`super::held`]).
    pub fn reads_local_only(&self, plan: &Plan) -> bool {
        plan.steps.iter().all(|step| match step {
            Step::Api(s) => self
                .catalog
                .api(&s.api)
                .is_some_and(|api| !matches!(api.descriptor.backend, Backend::Http(_))),
            Step::Tool(_) => true,
        })
    }

    /// Validates and runs a plan for a tenant.
    pub async fn run(&self, plan: &Plan, tenant: &Tenant) -> Result<PlanOutcome, InvalidPlan> {
        self.run_with(plan, tenant, true).await
    }

    /// [`Self::run`] for a caller that reads every step's table from `results`: `outputs` is
    /// left empty. Why: the outputs are copies of tables that `results` holds too, and the
    /// Insight Generator, whose outputs are its whole retrieval (daily panels of thousands of
    /// rows), reads none of them: copying and dropping them was work for nothing.
    pub async fn run_for_results(
        &self,
        plan: &Plan,
        tenant: &Tenant,
    ) -> Result<PlanOutcome, InvalidPlan> {
        self.run_with(plan, tenant, false).await
    }

    async fn run_with(
        &self,
        plan: &Plan,
        tenant: &Tenant,
        with_outputs: bool,
    ) -> Result<PlanOutcome, InvalidPlan> {
        validate(plan, &self.catalog)?;
        if crate::progress::listening() {
            super::held::emit(Progress::Plan {
                plan: serde_json::to_value(plan).unwrap_or(Value::Null),
            });
        }
        let mut results: BTreeMap<String, Table> = BTreeMap::new();
        let mut reports: HashMap<String, StepReport> = HashMap::new();
        let mut failed: HashSet<String> = HashSet::new();
        let mut started: HashSet<String> = HashSet::new();
        let mut first_error: Option<StepFailure> = None;
        // Nested ranges of one daily panel are read once (see `coalesce`).
        let shared = coalesce::groups(plan, &self.catalog);
        let group_of: HashMap<&str, &Group> = shared
            .iter()
            .flat_map(|g| g.members.iter().map(move |m| (m.id.as_str(), g)))
            .collect();
        let mut running: FuturesUnordered<BoxFuture<'_, Vec<StepResult>>> = FuturesUnordered::new();
        loop {
            for step in &plan.steps {
                let id = step.id().to_string();
                if started.contains(&id) {
                    continue;
                }
                let deps = step.dependencies();
                if let Some(bad) = deps.iter().find(|d| failed.contains(*d)) {
                    started.insert(id.clone());
                    failed.insert(id.clone());
                    reports.insert(
                        id.clone(),
                        StepReport {
                            id: id.clone(),
                            status: StepStatus::Skipped,
                            attempts: 0,
                            elapsed_ms: 0.0,
                            rows: None,
                            error: Some(StepFailure {
                                step: id.clone(),
                                code: ErrorCode::DataUnavailable,
                                message: format!("not run: step `{bad}` it needs failed"),
                            }),
                        },
                    );
                    continue;
                }
                if deps.iter().all(|d| results.contains_key(d)) {
                    if let Some(g) = group_of.get(id.as_str()) {
                        started.extend(g.members.iter().map(|m| m.id.clone()));
                        running.push(self.run_shared(g, tenant.clone()).boxed());
                        continue;
                    }
                    started.insert(id.clone());
                    let args = resolve_refs(step.arguments(), &results);
                    running.push(
                        self.run_step(step.clone(), args, tenant.clone())
                            .map(|r| vec![r])
                            .boxed(),
                    );
                }
            }
            let Some(finished) = running.next().await else {
                break;
            };
            for (id, result, attempts, elapsed_ms) in finished {
                let report = match result {
                    Ok(table) => {
                        let rows = Some(table.len());
                        results.insert(id.clone(), table);
                        StepReport {
                            id: id.clone(),
                            status: StepStatus::Ok,
                            attempts,
                            elapsed_ms,
                            rows,
                            error: None,
                        }
                    }
                    Err(f) => {
                        failed.insert(id.clone());
                        if first_error.is_none() {
                            first_error = Some(f.clone());
                        }
                        StepReport {
                            id: id.clone(),
                            status: StepStatus::Failed,
                            attempts,
                            elapsed_ms,
                            rows: None,
                            error: Some(f),
                        }
                    }
                };
                reports.insert(id, report);
            }
        }
        let steps = plan
            .steps
            .iter()
            .filter_map(|s| reports.remove(s.id()))
            .collect();
        let outputs = plan
            .outputs
            .iter()
            .filter(|_| with_outputs)
            .filter_map(|o| {
                results.get(o).map(|t| NamedTable {
                    step: o.clone(),
                    table: t.clone(),
                })
            })
            .collect();
        Ok(PlanOutcome {
            outputs,
            steps,
            error: first_error,
            results,
        })
    }

    async fn run_step(&self, step: Step, args: Map<String, Value>, tenant: Tenant) -> StepResult {
        let started = Instant::now();
        let id = step.id().to_string();
        let (kind, name) = match &step {
            Step::Api(s) => ("api", s.api.clone()),
            Step::Tool(s) => ("tool", s.tool.clone()),
        };
        super::held::emit(Progress::StepStarted {
            step: id.clone(),
            kind,
            name: name.clone(),
        });
        let (result, attempts) = match &step {
            Step::Api(s) => self.run_api(&id, &s.api, args, &tenant).await,
            Step::Tool(s) => (self.run_tool(&id, &s.tool, args).await, 1),
        };
        let elapsed_ms = started.elapsed().as_secs_f64() * 1e3;
        finished(&id, kind, name, &result, attempts, elapsed_ms);
        (id, result, attempts, elapsed_ms)
    }

    /// One call for a shared fetch; each member step gets its own days (and its own report,
    /// with the call's attempts and time: that is what it waited for).
    async fn run_shared(&self, g: &Group, tenant: Tenant) -> Vec<StepResult> {
        let started = Instant::now();
        for m in &g.members {
            super::held::emit(Progress::StepStarted {
                step: m.id.clone(),
                kind: "api",
                name: g.api.clone(),
            });
        }
        let first = g.members.first().map(|m| m.id.as_str()).unwrap_or_default();
        let (result, attempts) = self.run_api(first, &g.api, g.params.clone(), &tenant).await;
        let elapsed_ms = started.elapsed().as_secs_f64() * 1e3;
        // A member whose days keep every fetched row (the widest, usually) takes the fetched
        // table itself: slicing would copy all of it, row by row, and drop the original.
        let whole = result.as_ref().ok().and_then(|t| {
            g.members
                .iter()
                .position(|m| coalesce::keeps_all(t, &g.row_date, &m.start, &m.end))
        });
        let mut own: Vec<Result<Table, StepFailure>> = g
            .members
            .iter()
            .enumerate()
            .map(|(i, m)| match &result {
                Ok(_) if Some(i) == whole => Ok(Table::default()),
                Ok(t) => Ok(coalesce::slice(t, &g.row_date, &m.start, &m.end)),
                Err(f) => Err(StepFailure {
                    step: m.id.clone(),
                    ..f.clone()
                }),
            })
            .collect();
        if let (Some(i), Ok(t)) = (whole, result) {
            own[i] = Ok(t);
        }
        g.members
            .iter()
            .zip(own)
            .map(|(m, own)| {
                finished(&m.id, "api", g.api.clone(), &own, attempts, elapsed_ms);
                (m.id.clone(), own, attempts, elapsed_ms)
            })
            .collect()
    }

    async fn run_api(
        &self,
        id: &str,
        name: &str,
        args: Map<String, Value>,
        tenant: &Tenant,
    ) -> (Result<Table, StepFailure>, u32) {
        let fail = |code, message: String| StepFailure {
            step: id.to_string(),
            code,
            message,
        };
        let Some(api) = self.catalog.api(name) else {
            return (
                Err(fail(
                    ErrorCode::InvalidPlan,
                    format!("unknown API `{name}`"),
                )),
                0,
            );
        };
        let params = match api.check_params(&Value::Object(args)) {
            Ok(p) => p,
            Err(e) => return (Err(fail(ErrorCode::InvalidPlan, e.to_string())), 0),
        };
        let timeout = api
            .descriptor
            .timeout_ms
            .map(Duration::from_millis)
            .unwrap_or(self.config.default_timeout);
        let mut attempts = 0;
        loop {
            attempts += 1;
            let outcome =
                match tokio::time::timeout(timeout, self.backends.call(api, &params, tenant)).await
                {
                    Ok(r) => r,
                    Err(_) => Err(BackendError::Timeout(format!(
                        "API `{name}` did not answer within {} ms",
                        timeout.as_millis()
                    ))),
                };
            super::held::emit(Progress::ApiCall {
                api: name.to_string(),
                ok: outcome.is_ok(),
            });
            match outcome {
                Ok(t) => return (Ok(t), attempts),
                Err(e) if e.is_transient() && (attempts as usize) <= self.config.backoff.len() => {
                    let wait = self.config.backoff[attempts as usize - 1];
                    tracing::warn!(
                        step = id,
                        api = name,
                        attempt = attempts,
                        "transient failure, retrying in {wait:?}: {e}"
                    );
                    tokio::time::sleep(wait).await;
                }
                Err(e) => {
                    let code = match &e {
                        BackendError::DataUnavailable(_) => ErrorCode::DataUnavailable,
                        BackendError::Timeout(_) => ErrorCode::Timeout,
                        BackendError::Transient(_) | BackendError::Failed(_) => {
                            ErrorCode::ApiFailure
                        }
                    };
                    let msg = if attempts > 1 {
                        format!("{e} (after {attempts} attempts)")
                    } else {
                        e.to_string()
                    };
                    return (Err(fail(code, msg)), attempts);
                }
            }
        }
    }

    async fn run_tool(
        &self,
        id: &str,
        tool: &str,
        args: Map<String, Value>,
    ) -> Result<Table, StepFailure> {
        let args = Value::Object(args);
        // A tool over a few values ("mean" of a month's daily rates) takes microseconds: on
        // the blocking pool, the hop to a parked thread and back cost more than the call
        // (account health's execute, +0.17 ms against d9a7b87, stop 31). Larger inputs still go
        // there, so a long calculation never holds a runtime worker.
        let joined = if values_at_most(&args, INLINE_TOOL_VALUES) {
            Ok(self.catalog.tools.call(tool, &args))
        } else {
            let catalog = self.catalog.clone();
            let name = tool.to_string();
            tokio::task::spawn_blocking(move || catalog.tools.call(&name, &args)).await
        };
        match joined {
            Ok(Ok(t)) => Ok(t),
            Ok(Err(e)) => Err(StepFailure {
                step: id.to_string(),
                code: ErrorCode::CalculationError,
                message: format!("tool `{tool}`: {e}"),
            }),
            Err(e) => Err(StepFailure {
                step: id.to_string(),
                code: ErrorCode::CalculationError,
                message: format!("tool `{tool}` task failed: {e}"),
            }),
        }
    }
}

/// The most JSON values (scalars, arrays and objects, nested ones counted) a tool step's
/// arguments may hold to run on the runtime's thread: a month's daily rows of a few columns.
/// The sandbox caps every call's operations and time, so a call inline is bounded either way;
/// the bound keeps the usual inline calls to microseconds.
const INLINE_TOOL_VALUES: usize = 512;

/// Whether `v` holds at most `budget` JSON values, counted until the budget runs out.
fn values_at_most(v: &Value, budget: usize) -> bool {
    fn count(v: &Value, left: &mut usize) -> bool {
        if *left == 0 {
            return false;
        }
        *left -= 1;
        match v {
            Value::Array(a) => a.iter().all(|x| count(x, left)),
            Value::Object(o) => o.values().all(|x| count(x, left)),
            _ => true,
        }
    }
    let mut left = budget;
    count(v, &mut left)
}

/// Tells listeners a step finished.
fn finished(
    id: &str,
    kind: &'static str,
    name: String,
    result: &Result<Table, StepFailure>,
    attempts: u32,
    elapsed_ms: f64,
) {
    super::held::emit(Progress::StepFinished {
        step: id.to_string(),
        kind,
        name,
        ok: result.is_ok(),
        rows: result.as_ref().ok().map(Table::len),
        attempts,
        elapsed_ms,
        error: result.as_ref().err().map(|f| f.code.as_str().to_string()),
    });
}

/// Replaces every `$ref` with the referred step's output.
pub fn resolve_refs(
    args: &Map<String, Value>,
    results: &BTreeMap<String, Table>,
) -> Map<String, Value> {
    args.iter()
        .map(|(k, v)| (k.clone(), resolve_value(v, results)))
        .collect()
}

fn resolve_value(v: &Value, results: &BTreeMap<String, Table>) -> Value {
    match v {
        Value::Object(m) => {
            if let Some(Value::String(r)) = m.get("$ref") {
                let Some(t) = results.get(r) else {
                    return Value::Null;
                };
                match m.get("column").and_then(Value::as_str) {
                    None => serde_json::to_value(t).unwrap_or(Value::Null),
                    Some(c) => {
                        let all = m.get("all").and_then(Value::as_bool).unwrap_or(false);
                        match t.values(c) {
                            None => Value::Null,
                            Some(mut it) if !all => it.next().cloned().unwrap_or(Value::Null),
                            Some(it) => Value::Array(it.cloned().collect()),
                        }
                    }
                }
            } else {
                Value::Object(
                    m.iter()
                        .map(|(k, x)| (k.clone(), resolve_value(x, results)))
                        .collect(),
                )
            }
        }
        Value::Array(a) => Value::Array(a.iter().map(|x| resolve_value(x, results)).collect()),
        other => other.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::values_at_most;
    use serde_json::json;

    #[test]
    fn values_are_counted_nested_until_the_budget_runs_out() {
        // The object, its array, and three numbers: five values.
        let v = json!({"values": [1, 2, 3]});
        assert!(values_at_most(&v, 5));
        assert!(!values_at_most(&v, 4));
        assert!(values_at_most(&json!(7), 1));
        assert!(!values_at_most(&json!(7), 0));
        let rows: Vec<_> = (0..600).map(|i| json!(i)).collect();
        assert!(!values_at_most(
            &json!({ "rows": rows }),
            super::INLINE_TOOL_VALUES
        ));
    }
}
