//! The executor and the `http` backend against a real HTTP server on loopback: concurrency,
//! retries with backoff on transient failures only, timeouts, typed failures with partial
//! results, tenant binding, invalid plans, and shared fetches of nested ranges of a daily panel.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::routing::get;
use axum::{Json, Router};
use insight::backend::{Backends, Tenant};
use insight::catalog::Catalog;
use insight::plan::executor::{ErrorCode, ExecConfig, Executor, StepStatus};
use insight::plan::{parse, Plan};
use serde_json::{json, Value};

#[derive(Default)]
struct Counters {
    flaky: AtomicUsize,
    always: AtomicUsize,
    in_flight: AtomicUsize,
    max_in_flight: AtomicUsize,
    panel: AtomicUsize,
    panel_ranges: std::sync::Mutex<Vec<(String, String)>>,
}

/// A daily panel: one row per day of the asked range, two "products" per day.
async fn panel(
    Query(q): Query<HashMap<String, String>>,
    State(c): State<Arc<Counters>>,
) -> Json<Value> {
    c.panel.fetch_add(1, Ordering::SeqCst);
    let (start, end) = (q["start"].clone(), q["end"].clone());
    c.panel_ranges
        .lock()
        .unwrap()
        .push((start.clone(), end.clone()));
    let parse = |d: &str| chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").unwrap();
    let mut rows = Vec::new();
    for day in parse(&start).iter_days().take_while(|d| *d <= parse(&end)) {
        for p in ["P0001", "P0002"] {
            rows.push(json!({"day": day.to_string(), "product": p, "value": chrono::Datelike::ordinal(&day)}));
        }
    }
    Json(json!({"data": {"rows": rows}}))
}

fn panel_api(row_date: &str) -> String {
    format!(
        r#"name: panel
description: A daily panel.
dimension: sales
row_date: {row_date}
parameters:
  type: object
  additionalProperties: false
  required: [start_date, end_date]
  properties:
    start_date: {{ type: string, format: date }}
    end_date: {{ type: string, format: date }}
columns:
  - {{ name: day, type: date, display_name: Day, description: Day. }}
  - {{ name: product, type: string, display_name: Product, description: Product. }}
  - {{ name: value, type: number, display_name: Value, description: Value. }}
backend:
  type: http
  url: "BASE/panel?start={{start_date}}&end={{end_date}}"
  rows_pointer: /data/rows
"#
    )
}

async fn rows(Path(seller): Path<String>, State(c): State<Arc<Counters>>) -> Json<Value> {
    let now = c.in_flight.fetch_add(1, Ordering::SeqCst) + 1;
    c.max_in_flight.fetch_max(now, Ordering::SeqCst);
    // Long enough that two concurrent calls overlap.
    tokio::time::sleep(Duration::from_millis(150)).await;
    c.in_flight.fetch_sub(1, Ordering::SeqCst);
    Json(json!({"data": {"rows": [
        {"day": "2025-01-01", "value": 1.5, "seller": seller},
        {"day": "2025-01-02", "value": "2.5", "seller": seller}
    ]}}))
}

async fn flaky(State(c): State<Arc<Counters>>) -> Result<Json<Value>, StatusCode> {
    if c.flaky.fetch_add(1, Ordering::SeqCst) < 2 {
        return Err(StatusCode::SERVICE_UNAVAILABLE);
    }
    Ok(Json(
        json!({"data": {"rows": [{"day": "2025-01-03", "value": 3, "seller": "x"}]}}),
    ))
}

async fn always_500(State(c): State<Arc<Counters>>) -> StatusCode {
    c.always.fetch_add(1, Ordering::SeqCst);
    StatusCode::INTERNAL_SERVER_ERROR
}

async fn slow() -> Json<Value> {
    tokio::time::sleep(Duration::from_secs(5)).await;
    Json(json!({"data": {"rows": []}}))
}

async fn not_found() -> StatusCode {
    StatusCode::NOT_FOUND
}

async fn start_server() -> (String, Arc<Counters>) {
    let counters = Arc::new(Counters::default());
    let app = Router::new()
        .route("/rows/{seller}", get(rows))
        .route("/flaky", get(flaky))
        .route("/always500", get(always_500))
        .route("/slow", get(slow))
        .route("/missing", get(not_found))
        .route("/panel", get(panel))
        .with_state(counters.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        axum::serve(listener, app).await.unwrap();
    });
    (format!("http://{addr}"), counters)
}

fn http_api(name: &str, url: &str) -> String {
    format!(
        r#"# yaml-language-server: $schema=../schemas/api.schema.json
name: {name}
description: Test API.
dimension: sales
parameters:
  type: object
  additionalProperties: false
  properties:
    start_date: {{ type: string, format: date }}
columns:
  - {{ name: day, type: date, display_name: Day, description: Day. }}
  - {{ name: value, type: number, unit: usd, display_name: Value, description: Value. }}
  - {{ name: seller, type: string, display_name: Seller, description: Seller seen by the server. }}
backend:
  type: http
  url: "{url}"
  rows_pointer: /data/rows
"#
    )
}

/// A catalog root in a temp dir with http APIs pointing at the loopback server, and the shipped
/// plugins (so tool steps work).
fn catalog_root(base: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let apis = dir.path().join("apis");
    std::fs::create_dir_all(&apis).unwrap();
    for (name, path) in [
        ("rows_a", "/rows/{seller_id}?start={start_date}"),
        ("rows_b", "/rows/{seller_id}"),
        ("flaky", "/flaky"),
        ("always_500", "/always500"),
        ("slow", "/slow"),
        ("missing", "/missing"),
    ] {
        std::fs::write(
            apis.join(format!("{name}.yaml")),
            http_api(name, &format!("{base}{path}")),
        )
        .unwrap();
    }
    std::fs::write(
        apis.join("panel.yaml"),
        panel_api("day").replace("BASE", base),
    )
    .unwrap();
    let plugins = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("plugins");
    copy_dir(&plugins, &dir.path().join("plugins"));
    dir
}

fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.path().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}

fn executor(root: &std::path::Path) -> Executor {
    let catalog = Arc::new(Catalog::load(root).unwrap_or_else(|d| panic!("{d}")));
    let backends = Arc::new(Backends::new(catalog.clone(), &root.join("none.db")));
    Executor::new(
        catalog,
        backends,
        ExecConfig {
            default_timeout: Duration::from_millis(800),
            backoff: vec![
                Duration::from_millis(10),
                Duration::from_millis(20),
                Duration::from_millis(40),
            ],
        },
    )
}

fn plan(v: Value) -> Plan {
    parse(&v.to_string()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn independent_steps_run_concurrently_and_the_tenant_is_bound() {
    let (base, counters) = start_server().await;
    let root = catalog_root(&base);
    let exec = executor(root.path());
    let p = plan(json!({
        "steps": [
            {"type": "api", "id": "a", "api": "rows_a", "params": {"start_date": "2025-01-01"}},
            {"type": "api", "id": "b", "api": "rows_b"},
            {"type": "tool", "id": "total", "tool": "sum", "args": {"table": {"$ref": "a"}, "columns": ["value"]}}
        ],
        "outputs": ["a", "total"]
    }));
    let out = exec.run(&p, &Tenant::new("S007")).await.unwrap();
    assert!(out.error.is_none(), "{:?}", out.error);
    assert_eq!(
        counters.max_in_flight.load(Ordering::SeqCst),
        2,
        "a and b overlap"
    );
    let a = &out.outputs[0].table;
    assert_eq!(a.rows.len(), 2);
    assert_eq!(
        a.rows[0][2],
        json!("S007"),
        "the seller comes from the tenant"
    );
    assert_eq!(
        a.rows[1][1],
        json!(2.5),
        "string numbers are coerced to the declared type"
    );
    let total = &out.outputs[1].table;
    let vi = total
        .column_index("value")
        .expect("sum keeps the column name");
    assert_eq!(total.rows[0][vi].as_f64(), Some(4.0));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn transient_failures_are_retried_and_permanent_ones_are_not() {
    let (base, counters) = start_server().await;
    let root = catalog_root(&base);
    let exec = executor(root.path());
    let p = plan(json!({
        "steps": [
            {"type": "api", "id": "flaky", "api": "flaky"},
            {"type": "api", "id": "down", "api": "always_500"},
            {"type": "api", "id": "gone", "api": "missing"},
            {"type": "tool", "id": "needs_down", "tool": "sum", "args": {"table": {"$ref": "down"}, "columns": ["value"]}}
        ],
        "outputs": ["flaky", "needs_down"]
    }));
    let out = exec.run(&p, &Tenant::new("S001")).await.unwrap();
    let by_id = |id: &str| out.steps.iter().find(|s| s.id == id).unwrap().clone();

    let flaky = by_id("flaky");
    assert_eq!(flaky.status, StepStatus::Ok);
    assert_eq!(flaky.attempts, 3, "two 503s then success");

    let down = by_id("down");
    assert_eq!(down.status, StepStatus::Failed);
    assert_eq!(down.attempts, 4, "one call and three retries");
    assert_eq!(counters.always.load(Ordering::SeqCst), 4);
    assert_eq!(down.error.unwrap().code, ErrorCode::ApiFailure);

    let gone = by_id("gone");
    assert_eq!(gone.attempts, 1, "a 404 is not retried");
    assert_eq!(gone.error.unwrap().code, ErrorCode::ApiFailure);

    assert_eq!(by_id("needs_down").status, StepStatus::Skipped);
    // The successful step's result is still returned.
    assert_eq!(out.outputs.len(), 1);
    assert_eq!(out.outputs[0].step, "flaky");
    assert!(out.error.is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_api_times_out_with_a_typed_error() {
    let (base, _) = start_server().await;
    let root = catalog_root(&base);
    let exec = executor(root.path());
    let p = plan(json!({"steps": [{"type": "api", "id": "s", "api": "slow"}], "outputs": ["s"]}));
    let out = exec.run(&p, &Tenant::new("S001")).await.unwrap();
    let e = out.error.expect("timeout");
    assert_eq!(e.code, ErrorCode::Timeout);
    assert_eq!(out.steps[0].attempts, 1, "timeouts are not retried");
    assert!(out.outputs.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn invalid_plans_list_every_problem() {
    let (base, _) = start_server().await;
    let root = catalog_root(&base);
    let exec = executor(root.path());
    let p = plan(json!({
        "steps": [
            {"type": "api", "id": "a", "api": "no_such_api"},
            {"type": "api", "id": "a", "api": "rows_a", "params": {"start_date": "yesterday"}},
            {"type": "tool", "id": "t", "tool": "sum", "args": {"table": {"$ref": "later"}}},
            {"type": "api", "id": "later", "api": "rows_b", "params": {"seller_id": "S002"}}
        ],
        "outputs": ["zzz"]
    }));
    let err = exec.run(&p, &Tenant::new("S001")).await.unwrap_err();
    let all = err.problems.join("\n");
    assert!(all.contains("unknown API `no_such_api`"), "{all}");
    assert!(all.contains("duplicate step id `a`"), "{all}");
    assert!(all.contains("invalid parameter `start_date`"), "{all}");
    assert!(
        all.contains("refers to `later`, which is not an earlier step"),
        "{all}"
    );
    assert!(all.contains("invalid parameter `seller_id`"), "{all}");
    assert!(all.contains("output `zzz` is not a step"), "{all}");
}

#[test]
fn malformed_plan_json_is_located() {
    let e = parse("{\"steps\": [ {\"type\": \"api\", \"id\": 3} ], }").unwrap_err();
    assert!(
        e.problems[0].starts_with("line 1 column"),
        "{}",
        e.problems[0]
    );
    let e = parse("{\"steps\": [], \"outputs\": [], \"extra\": 1}").unwrap_err();
    assert!(
        e.problems[0].contains("unknown field `extra`"),
        "{}",
        e.problems[0]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nested_ranges_of_a_daily_panel_are_fetched_once_and_sliced() {
    let (base, counters) = start_server().await;
    let root = catalog_root(&base);
    let exec = executor(root.path());
    let step = |id: &str, start: &str, end: &str| json!({"type": "api", "id": id, "api": "panel", "params": {"start_date": start, "end_date": end}});
    let p = plan(json!({
        "steps": [
            step("window", "2025-01-01", "2025-01-10"),
            step("current", "2025-01-03", "2025-01-05"),
            // Starts 3 days after the window ends: still one read (a gap of at most a week).
            step("after", "2025-01-13", "2025-01-15"),
            // A year away: its own read.
            step("year_ago", "2024-01-03", "2024-01-05"),
            {"type": "tool", "id": "total", "tool": "sum", "args": {"table": {"$ref": "current"}, "columns": ["value"]}}
        ],
        "outputs": ["window", "current", "after", "year_ago", "total"]
    }));
    let out = exec.run(&p, &Tenant::new("S001")).await.unwrap();
    assert!(out.error.is_none(), "{:?}", out.error);
    assert_eq!(
        counters.panel.load(Ordering::SeqCst),
        2,
        "one read per cluster"
    );
    let mut ranges = counters.panel_ranges.lock().unwrap().clone();
    ranges.sort();
    assert_eq!(
        ranges,
        [
            ("2024-01-03".to_string(), "2024-01-05".to_string()),
            ("2025-01-01".to_string(), "2025-01-15".to_string())
        ]
    );
    // Each step has exactly its own days, in order, both products per day.
    for (id, first, last, days) in [
        ("window", "2025-01-01", "2025-01-10", 10),
        ("current", "2025-01-03", "2025-01-05", 3),
        ("after", "2025-01-13", "2025-01-15", 3),
        ("year_ago", "2024-01-03", "2024-01-05", 3),
    ] {
        let t = &out.outputs.iter().find(|o| o.step == id).unwrap().table;
        assert_eq!(t.rows.len(), 2 * days, "{id}");
        assert_eq!(t.rows[0][0], json!(first), "{id}");
        assert_eq!(t.rows[t.rows.len() - 1][0], json!(last), "{id}");
        let report = out.steps.iter().find(|s| s.id == id).unwrap();
        assert_eq!(report.rows, Some(2 * days), "{id}");
    }
    // A step that refers to a sliced one sees only the slice: days 3, 4, 5, twice.
    let total = &out
        .outputs
        .iter()
        .find(|o| o.step == "total")
        .unwrap()
        .table;
    let vi = total.column_index("value").unwrap();
    assert_eq!(total.rows[0][vi].as_f64(), Some(2.0 * (3 + 4 + 5) as f64));
}

#[test]
fn row_date_must_name_a_date_column_of_a_ranged_api() {
    let dir = catalog_root("http://127.0.0.1:9");
    let apis = dir.path().join("apis");
    std::fs::write(apis.join("panel.yaml"), panel_api("product")).unwrap();
    std::fs::write(
        apis.join("panel2.yaml"),
        panel_api("when")
            .replace("name: panel", "name: panel2")
            .replace("required: [start_date, end_date]", "required: [start_date]")
            .replace("    end_date: { type: string, format: date }\n", ""),
    )
    .unwrap();
    let e = Catalog::load(dir.path()).unwrap_err().to_string();
    assert!(
        e.contains("panel.yaml:4:11: `row_date` column `product` must have `type: date`"),
        "{e}"
    );
    assert!(
        e.contains(
            "panel2.yaml:4:11: `row_date` names `when`, which is not one of the API's columns"
        ),
        "{e}"
    );
    assert!(
        e.contains("panel2.yaml:4:11: `row_date` needs the parameter `end_date`"),
        "{e}"
    );
}
