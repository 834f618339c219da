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
    // `Display` lists the problems, then the notes on references not checked.
    insta::assert_snapshot!("broken_catalog", diags.to_string());
}

/// One file that does not load is reported once: references to the names it would have defined
/// (70 training labels, a domain's API, tool and prompts) become one note per name, while a
/// reference to a name no file defines is still reported.
#[test]
fn a_broken_file_is_reported_once_not_at_every_reference() {
    let fixture = root().join("tests/fixtures/broken_catalog_cascade");
    let (_, diags) = Catalog::load_with_diagnostics(&fixture);
    let text = diags.to_string();
    assert!(
        !text.contains("unknown domain"),
        "labels naming a broken domain were reported one by one:\n{text}"
    );
    assert!(text.contains("unknown API `daily_totals`"), "{text}");
    insta::assert_snapshot!("broken_catalog_cascade", text);
}

/// Copies the shipped catalog (every catalog folder, the settings and the schemas) into `dir`.
fn copy_catalog(dir: &std::path::Path) {
    fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
        std::fs::create_dir_all(to).unwrap();
        for e in std::fs::read_dir(from).unwrap() {
            let e = e.unwrap();
            let target = to.join(e.file_name());
            if e.file_type().unwrap().is_dir() {
                copy_dir(&e.path(), &target);
            } else {
                std::fs::copy(e.path(), target).unwrap();
            }
        }
    }
    for folder in insight::catalog::FOLDERS.iter().chain(&["schemas"]) {
        let from = root().join(folder);
        if from.is_dir() {
            copy_dir(&from, &dir.join(folder));
        }
    }
    std::fs::copy(root().join("insight.yaml"), dir.join("insight.yaml")).unwrap();
}

fn replace_in(path: &std::path::Path, old: &str, new: &str) {
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(old), "{} has no `{old}`", path.display());
    std::fs::write(path, text.replacen(old, new, 1)).unwrap();
}

/// `insight validate` runs the catalog's examples: a tool example whose `expected` is wrong, an
/// API example the planner plans differently, a known gap that no longer fails, and a failing
/// example without its known gap are each reported at the example; a known gap that still fails
/// is a warning only.
#[test]
fn validate_runs_the_catalog_examples() {
    let dir = tempfile::tempdir().unwrap();
    copy_catalog(dir.path());
    let apis = dir.path().join("apis");
    // The planner reads "last week" as 2025-12-01..2025-12-07: this example is wrong.
    replace_in(
        &apis.join("sales_summary.yaml"),
        r#"params: { start_date: "2025-12-01", end_date: "2025-12-07" }"#,
        r#"params: { start_date: "2025-11-24", end_date: "2025-11-30" }"#,
    );
    // A gap on an example that plans as written: the gap must go.
    replace_in(
        &apis.join("sales_summary.yaml"),
        r#"granularity: month }"#,
        "granularity: month }\n    known_gap: thought to be planned as a total",
    );
    // The known gap of an example that still fails, removed: now a problem.
    let product_catalog = apis.join("product_catalog.yaml");
    let text = std::fs::read_to_string(&product_catalog).unwrap();
    let cut = text
        .find("    known_gap:")
        .expect("product_catalog has a known gap");
    std::fs::write(&product_catalog, &text[..cut]).unwrap();
    // A tool example with a wrong expectation.
    replace_in(
        &dir.path().join("plugins/growth.yaml"),
        "- [1250.0, 1000.0, 250.0, 0.25]",
        "- [1250.0, 1000.0, 250.0, 0.5]",
    );
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_insight"))
        .args(["validate", "--root"])
        .arg(dir.path())
        .env(
            insight::embed::VENDOR_ENV,
            insight::embed::vendor_dir(&root()),
        )
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let has = |line_start: &str, text: &str| {
        stdout
            .lines()
            .any(|l| l.starts_with(line_start) && l.contains(text))
    };
    assert!(
        has(
            "apis/sales_summary.yaml:52:15: ",
            r#"`start_date` is "2025-12-01", expected "2025-11-24""#
        ),
        "{stdout}"
    );
    assert!(
        has(
            "apis/sales_summary.yaml:56:5: ",
            "is now planned as written: remove its `known_gap`"
        ),
        "{stdout}"
    );
    assert!(
        has(
            "apis/product_catalog.yaml:",
            "the planner asks back instead"
        ),
        "{stdout}"
    );
    assert!(
        has("plugins/growth.yaml:", "example 1 (Revenue this week"),
        "{stdout}"
    );
    assert!(
        has("apis/pricing_history.yaml:", "warning: known gap"),
        "{stdout}"
    );
    assert!(stdout.contains("4 problem(s)"), "{stdout}");
}

/// A domain's `covers` names measures of the ontology; a typo is reported at its position.
#[test]
fn a_domain_covering_an_unknown_measure_is_reported_at_it() {
    let dir = tempfile::tempdir().unwrap();
    copy_catalog(dir.path());
    let path = dir.path().join("domains/performance.yaml");
    replace_in(
        &path,
        "covers: [units_sold, orders,",
        "covers: [units_sold, sesions,",
    );
    let (_, diags) = Catalog::load_with_diagnostics(dir.path());
    let text = diags.to_string();
    assert!(
        text.contains("domains/performance.yaml:")
            && text.contains("unknown measure `sesions` in `covers`"),
        "{text}"
    );
    assert_eq!(diags.len(), 1, "{text}");
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

/// `insight api list | head -1`: the reader leaves early. The command must end quietly (the
/// default SIGPIPE disposition), not panic in `println!`.
#[test]
fn output_piped_into_a_reader_that_leaves_does_not_panic() {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_insight"))
        .args(["api", "list", "--root"])
        .arg(root())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Close the read end before the command has printed anything.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
}
