//! The `script` backend: an API served by a Rhai tool (reference data, no store), over the
//! fixture catalog `tests/fixtures/script_api` (a metric glossary).

use std::path::PathBuf;
use std::sync::Arc;

use insight::backend::{BackendError, Backends, Tenant};
use insight::catalog::Catalog;
use insight::plan::executor::{ErrorCode, ExecConfig, Executor, StepStatus};
use insight::plan::parse;
use insight::table::{ColumnType, Unit};
use serde_json::json;

fn catalog() -> Arc<Catalog> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/script_api");
    let (catalog, diags) = Catalog::load_with_diagnostics(&root);
    assert!(diags.is_empty(), "the fixture catalog is clean:\n{diags}");
    Arc::new(catalog.expect("catalog"))
}

#[test]
fn the_glossary_tool_passes_its_manifest_examples() {
    let c = catalog();
    assert!(c.tools.run_examples().is_empty());
}

#[tokio::test]
async fn a_script_api_returns_its_declared_columns_in_order() {
    let c = catalog();
    let backends = Backends::new(c.clone(), std::path::Path::new("/nonexistent/store.db"));
    let api = c.api("metric_glossary").expect("api");
    let checked = api.check_params(&json!({"metric": "roas"})).unwrap();
    let t = backends
        .call(api, &checked, &Tenant::new("S001"))
        .await
        .expect("script call");
    let names: Vec<&str> = t.columns.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["metric", "definition", "typical_range"]);
    assert_eq!(t.columns[0].display_name.as_deref(), Some("Metric"));
    assert_eq!(t.columns[2].ty, ColumnType::Number);
    assert_eq!(t.columns[2].unit, Some(Unit::Percent));
    assert_eq!(
        t.rows,
        vec![vec![
            json!("ROAS"),
            json!("Attributed sales divided by ad spend."),
            json!(3.0)
        ]]
    );

    let all = backends
        .call(
            api,
            &api.check_params(&json!({})).unwrap(),
            &Tenant::new("S002"),
        )
        .await
        .unwrap();
    assert_eq!(all.rows.len(), 4, "no filter: every metric");
}

#[tokio::test]
async fn a_throwing_script_is_a_clear_failure_not_a_panic() {
    let c = catalog();
    let backends = Backends::new(c.clone(), std::path::Path::new("/nonexistent/store.db"));
    let api = c.api("metric_glossary").unwrap();
    let checked = api.check_params(&json!({"fail": true})).unwrap();
    let err = backends
        .call(api, &checked, &Tenant::new("S001"))
        .await
        .unwrap_err();
    let BackendError::Failed(msg) = &err else {
        panic!("expected a non-transient failure, got {err:?}");
    };
    assert!(msg.contains("metric_glossary"), "{msg}");
    assert!(msg.contains("asked to fail"), "{msg}");
}

#[tokio::test]
async fn a_bad_payload_names_the_parameter_before_the_script_runs() {
    let c = catalog();
    let api = c.api("metric_glossary").unwrap();
    let err = api.check_params(&json!({"metric": 7})).unwrap_err();
    assert_eq!(err.parameter, "metric", "{err:?}");
    let err = api.check_params(&json!({"colour": "red"})).unwrap_err();
    assert!(
        err.parameter.contains("colour") || err.message.contains("colour"),
        "{err:?}"
    );
}

#[tokio::test]
async fn the_executor_runs_script_steps_and_reports_their_failures() {
    let c = catalog();
    let backends = Arc::new(Backends::new(
        c.clone(),
        std::path::Path::new("/nonexistent/store.db"),
    ));
    let exec = Executor::new(c.clone(), backends, ExecConfig::default());
    let plan = parse(
        r#"{"steps": [
            {"type": "api", "id": "ok", "api": "metric_glossary", "params": {"metric": "rate"}},
            {"type": "api", "id": "bad", "api": "metric_glossary", "params": {"fail": true}}
        ], "outputs": ["ok", "bad"]}"#,
    )
    .unwrap();
    let out = exec.run(&plan, &Tenant::new("S001")).await.unwrap();
    assert_eq!(
        out.results["ok"].rows.len(),
        2,
        "conversion rate and refund rate"
    );
    let bad = out.steps.iter().find(|s| s.id == "bad").unwrap();
    assert_eq!(bad.status, StepStatus::Failed);
    assert_eq!(bad.attempts, 1, "a script failure is not retried");
    assert_eq!(bad.error.as_ref().unwrap().code, ErrorCode::ApiFailure);
}
