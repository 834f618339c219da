//! The catalog: the shipped folders load clean, broken files are reported with their positions
//! (snapshot), schemas do not drift, payloads are checked before any call.

use std::path::{Path, PathBuf};

use insight::catalog::{schema, Catalog};
use serde_json::json;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn shipped_catalog_loads_with_no_problem() {
    let (catalog, diags) = Catalog::load_with_diagnostics(&root());
    assert!(
        diags.is_empty(),
        "the shipped catalog has problems:\n{diags}"
    );
    let c = catalog.expect("catalog");
    // Every dimension of DATA.md has at least one API.
    for dim in [
        "sales",
        "traffic",
        "inventory",
        "pricing",
        "advertising",
        "reviews",
        "account_health",
        "catalog",
        "benchmark",
    ] {
        assert!(
            c.apis().any(|a| a.descriptor.dimension.as_str() == dim),
            "no API for dimension {dim}"
        );
    }
    assert!(c.domains.len() >= 5);
    assert!(!c.training.is_empty());
}

#[test]
fn broken_fixtures_are_reported_with_positions() {
    let fixture = root().join("tests/fixtures/broken_catalog");
    let (_, diags) = Catalog::load_with_diagnostics(&fixture);
    let text: String = diags.sorted().iter().map(|d| format!("{d}\n")).collect();
    insta::assert_snapshot!("broken_catalog", text);
}

#[test]
fn committed_schemas_match_the_types() {
    let drift = schema::drifted(&root().join("schemas"));
    assert!(
        drift.is_empty(),
        "these committed schemas differ from the Rust types: {drift:?}; regenerate them with `cargo run -- schemas` and commit"
    );
}

#[test]
fn every_shipped_yaml_names_its_schema() {
    for folder in insight::catalog::FOLDERS {
        for f in insight::catalog::yaml::yaml_files(&root().join(folder)) {
            let text = std::fs::read_to_string(&f).unwrap();
            assert!(
                text.lines()
                    .next()
                    .unwrap_or("")
                    .starts_with("# yaml-language-server: $schema="),
                "{} does not start with a `# yaml-language-server: $schema=` line",
                f.display()
            );
        }
    }
}

fn shipped() -> Catalog {
    Catalog::load(&root()).unwrap_or_else(|d| panic!("{d}"))
}

#[test]
fn payloads_are_checked_and_errors_name_the_parameter() {
    let c = shipped();
    let api = c.api("sales_summary").unwrap();
    let ok = api
        .check_params(&json!({"start_date": "2025-12-01", "end_date": "2025-12-07"}))
        .unwrap();
    assert_eq!(ok["granularity"], json!("total"), "defaults are filled");

    let e = api
        .check_params(&json!({"end_date": "2025-12-07"}))
        .unwrap_err();
    assert_eq!(e.parameter, "start_date");

    let e = api
        .check_params(&json!({"start_date": "2025-13-45", "end_date": "2025-12-07"}))
        .unwrap_err();
    assert_eq!(e.parameter, "start_date");
    assert!(e.message.contains("date"), "{}", e.message);

    let e = api
        .check_params(
            &json!({"start_date": "2025-12-01", "end_date": "2025-12-07", "granularity": "hourly"}),
        )
        .unwrap_err();
    assert_eq!(e.parameter, "granularity");

    let e = api
        .check_params(
            &json!({"start_date": "2025-12-01", "end_date": "2025-12-07", "colour": "red"}),
        )
        .unwrap_err();
    assert_eq!(e.parameter, "colour");
    assert!(e.message.contains("expected one of"), "{}", e.message);

    let e = api
        .check_params(
            &json!({"start_date": "2025-12-01", "end_date": "2025-12-07", "seller_id": "S002"}),
        )
        .unwrap_err();
    assert_eq!(e.parameter, "seller_id");

    let e = api.check_params(&json!([1, 2])).unwrap_err();
    assert_eq!(e.parameter, "");
}

#[test]
fn validate_command_exit_codes() {
    let bin = env!("CARGO_BIN_EXE_insight");
    let clean = std::process::Command::new(bin)
        .args(["validate", "--root"])
        .arg(root())
        .output()
        .unwrap();
    assert_eq!(
        clean.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&clean.stdout)
    );

    let broken = std::process::Command::new(bin)
        .args(["validate", "--root"])
        .arg(root().join("tests/fixtures/broken_catalog"))
        .output()
        .unwrap();
    assert_eq!(broken.status.code(), Some(1));
    let out = String::from_utf8_lossy(&broken.stdout);
    assert!(
        out.contains("apis/unknown_field.yaml:9:1: unknown field `colums`"),
        "{out}"
    );

    let usage = std::process::Command::new(bin)
        .args(["validate", "--no-such-flag"])
        .output()
        .unwrap();
    assert_eq!(usage.status.code(), Some(2));
}

#[test]
fn missing_root_is_a_problem_not_a_panic() {
    let (c, d) = Catalog::load_with_diagnostics(Path::new("/definitely/not/here"));
    assert!(c.is_none());
    assert_eq!(d.len(), 1);
}
