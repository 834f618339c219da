//! The tool registry end to end: the shipped plugins load cleanly and their examples hold,
//! broken plugins are reported where they are broken, the sandbox contains what it must, and
//! every limit fires with its own typed error.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use insight::catalog::Diagnostics;
use insight::table::Table;
use insight::tools::{Limits, Sandbox, ToolError, ToolRegistry};
use serde_json::{json, Value};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn shipped_with(limits: Limits) -> (ToolRegistry, Diagnostics) {
    let mut diags = Diagnostics::with_root(&root());
    let reg = ToolRegistry::load_with_limits(&root().join("plugins"), limits, &mut diags);
    (reg, diags)
}

fn shipped() -> ToolRegistry {
    let (reg, diags) = shipped_with(Limits::default());
    assert!(diags.is_empty(), "{diags}");
    reg
}

fn daily(n: usize) -> Value {
    let rows: Vec<Value> = (0..n)
        .map(|i| {
            json!([
                format!("2024-{:02}-{:02}", 1 + (i / 28) % 12, 1 + i % 28),
                (i % 97) as f64 * 1.25,
                i % 7
            ])
        })
        .collect();
    json!({
        "columns": [
            {"name": "day", "type": "date"},
            {"name": "revenue", "type": "number", "unit": "usd"},
            {"name": "units", "type": "integer", "unit": "count"}
        ],
        "rows": rows
    })
}

fn tight(f: impl FnOnce(&mut Limits)) -> Sandbox {
    let mut limits = Limits::default();
    f(&mut limits);
    Sandbox::new(limits)
}

fn limit_of(r: Result<rhai::Dynamic, ToolError>) -> &'static str {
    match r {
        Err(ToolError::LimitExceeded { limit, .. }) => limit,
        other => panic!("expected a limit error, got {other:?}"),
    }
}

// --- The shipped plugins ----------------------------------------------------------------------

#[test]
fn shipped_plugins_load_without_diagnostics() {
    let reg = shipped();
    assert_eq!(
        reg.names(),
        [
            "attribute_change",
            "benchmark_position",
            "change_summary",
            "check_account_health",
            "complete_products",
            "conversion_mix_rate",
            "correlate",
            "count",
            "decompose_revenue",
            "detect_ad_changes",
            "detect_low_cover",
            "detect_price_changes",
            "detect_rating_changes",
            "detect_stockouts",
            "drop_columns",
            "filter_rows",
            "find_anomalies",
            "format_columns",
            "group_by",
            "growth",
            "mean",
            "min_max",
            "moving_average",
            "product_contributions",
            "rate_change",
            "ratio",
            "rename_columns",
            "seasonal_indices",
            "select_columns",
            "share_of_total",
            "stack",
            "sum",
            "top_n",
            "trend",
            "year_over_year"
        ]
    );
}

#[test]
fn every_shipped_example_holds() {
    let reg = shipped();
    let failures: Vec<String> = reg.run_examples().iter().map(|f| f.to_string()).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_shipped_tool_has_at_least_two_examples() {
    let reg = shipped();
    for name in reg.names() {
        let m = reg.get(name).unwrap();
        assert!(
            m.examples.len() >= 2,
            "{name} has {} examples",
            m.examples.len()
        );
    }
}

#[test]
fn every_shipped_manifest_points_editors_at_the_schema() {
    for entry in std::fs::read_dir(root().join("plugins")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().and_then(|e| e.to_str()) == Some("yaml") {
            let text = std::fs::read_to_string(&path).unwrap();
            assert!(
                text.starts_with("# yaml-language-server: $schema=../schemas/plugin.schema.json\n"),
                "{}",
                path.display()
            );
        }
    }
}

#[test]
fn describe_lists_every_tool_with_its_schema() {
    let reg = shipped();
    let d = reg.describe();
    assert_eq!(d.len(), reg.names().len());
    let growth = d.iter().find(|t| t.name == "growth").unwrap();
    assert_eq!(growth.kind.as_str(), "calculation");
    assert_eq!(growth.arguments["required"], json!(["current", "previous"]));
    let ser = serde_json::to_value(growth).unwrap();
    assert_eq!(ser["kind"], "calculation");
}

// --- Broken plugins ---------------------------------------------------------------------------

#[test]
fn broken_plugins_are_reported_where_they_are_broken() {
    let dir = root().join("tests/fixtures/plugins_broken");
    let mut diags = Diagnostics::with_root(&dir);
    let reg = ToolRegistry::load(&dir, &mut diags);
    let lines: Vec<String> = diags.sorted().iter().map(|d| d.to_string()).collect();
    let expected = [
        r#"Bad-Name.yaml:1:7: at `name`: "Bad-Name" does not match "^[a-z][a-z0-9_]*$""#,
        r#"Bad-Name.yaml:6:20: at `arguments.type`: "object" was expected"#,
        "bad_example.yaml:16:17: example 1: invalid argument `quantity`: \"three\" is not of type \"integer\"",
        "bad_import.rhai:2:1: script does not compile: cannot import `../../secrets`: only modules in plugins/lib/ can be imported (known: helpers)",
        "bad_kind.yaml:3:7: at `kind`: `calculator` is not one of `calculation`, `post_processing`, `analytics`",
        "bad_schema.yaml:10:13: invalid argument schema: \"integr\" is not valid under any of the schemas listed in the 'anyOf' keyword",
        "broken_syntax.rhai:4:19: script does not compile: Expecting ')' for a matching ( in this expression",
        "dup_b.yaml:1:7: duplicate tool name `dup`, first defined in dup_a.yaml",
        r#"escape_script.yaml:4:9: at `script`: "../../secrets.rhai" does not match "^[A-Za-z0-9_-]+\.rhai$""#,
        "lib/broken_lib.rhai:2:10: module does not compile: Expecting ')' to close the parameters list of function 'oops'",
        "missing_function.yaml:5:11: function `nope` not found in `ok.rhai` (it defines: number, ok, two)",
        "missing_script.yaml:4:9: script `missing.rhai` not found in plugins/ (scripts: bad_import.rhai, broken_syntax.rhai, ok.rhai, uses_eval.rhai)",
        "unknown_field.yaml:8:1: unknown field `colums`, expected one of `name`, `description`, `kind`, `script`, `function`, `arguments`, `result`, `examples`",
        "uses_eval.rhai:3:5: script does not compile: reserved keyword 'eval' is disabled",
        "wrong_arity.yaml:5:11: function `two` in `ok.rhai` must take exactly one parameter (the arguments map)",
    ];
    assert_eq!(lines, expected);
    // Loading went on past every error: the first `dup` is a working tool.
    assert_eq!(reg.names(), ["dup", "not_a_table"]);
    assert_eq!(
        reg.call("dup", &json!({})).unwrap().rows,
        vec![vec![json!(1)]]
    );
}

// --- Calls: arguments, results, division by zero ----------------------------------------------

fn table_arg() -> Value {
    json!({
        "columns": [{"name": "product", "type": "string"}, {"name": "units", "type": "integer"}],
        "rows": [["mug", 3], ["lamp", 1]]
    })
}

fn invalid_argument(r: Result<Table, ToolError>) -> (String, String) {
    match r {
        Err(ToolError::InvalidArguments {
            argument, message, ..
        }) => (argument, message),
        other => panic!("expected invalid arguments, got {other:?}"),
    }
}

#[test]
fn bad_arguments_are_rejected_naming_the_argument() {
    let reg = shipped();
    let (arg, msg) =
        invalid_argument(reg.call("top_n", &json!({"table": table_arg(), "column": 5})));
    assert_eq!(
        (arg.as_str(), msg.as_str()),
        ("column", "5 is not of type \"string\"")
    );

    let (arg, msg) = invalid_argument(reg.call("top_n", &json!({"column": "units"})));
    assert_eq!(
        (arg.as_str(), msg.as_str()),
        ("table", "\"table\" is a required property")
    );

    let (arg, _) = invalid_argument(reg.call(
        "top_n",
        &json!({"table": table_arg(), "column": "units", "colum": 1}),
    ));
    assert_eq!(arg, "colum");

    let (arg, _) = invalid_argument(reg.call(
        "top_n",
        &json!({"table": table_arg(), "column": "units", "order": "up"}),
    ));
    assert_eq!(arg, "order");

    // A column type the table schema does not know, deep inside the table argument.
    let mut t = table_arg();
    t["columns"][1]["type"] = json!("int");
    let (arg, msg) = invalid_argument(reg.call("top_n", &json!({"table": t, "column": "units"})));
    assert_eq!(arg, "table");
    assert!(msg.starts_with("at `table.columns.1.type`: "), "{msg}");

    // Rows that do not fit the columns: caught before the script runs.
    let mut t = table_arg();
    t["rows"][1] = json!(["lamp"]);
    let (arg, msg) = invalid_argument(reg.call("top_n", &json!({"table": t, "column": "units"})));
    assert_eq!(arg, "table");
    assert_eq!(
        msg,
        "at `rows/1`: row 1 has 1 cells but the table has 2 columns"
    );

    let e = reg.call("no_such_tool", &json!({})).unwrap_err();
    assert_eq!(
        e,
        ToolError::UnknownTool {
            name: "no_such_tool".into()
        }
    );
    assert_eq!(e.code(), "unknown_tool");
}

#[test]
fn a_missing_column_is_a_script_error_with_the_columns_listed() {
    let reg = shipped();
    let e = reg
        .call("top_n", &json!({"table": table_arg(), "column": "revenue"}))
        .unwrap_err();
    assert_eq!(e.code(), "script_error");
    assert_eq!(
        e.to_string(),
        "tool `top_n` failed: no column `revenue`; the table has: product, units (line 4, column 10)"
    );
}

#[test]
fn division_by_zero_gives_null_not_a_panic() {
    let reg = shipped();
    let t = reg
        .call("ratio", &json!({"numerator": 5, "denominator": 0}))
        .unwrap();
    assert_eq!(t.rows, vec![vec![Value::Null]]);

    let t = reg
        .call(
            "ratio",
            &json!({"numerator": 5.5, "denominator": 0.0, "name": "x"}),
        )
        .unwrap();
    assert_eq!(t.rows, vec![vec![Value::Null]]);

    let t = reg
        .call(
            "ratio",
            &json!({"table": table_arg(), "numerator": "units", "denominator": "units", "name": "one"}),
        )
        .unwrap();
    assert_eq!(t.rows[0][2], json!(1.0));

    let zero = json!({
        "columns": [{"name": "a", "type": "integer"}, {"name": "b", "type": "integer"}],
        "rows": [[4, 0], [0, 0]]
    });
    let t = reg
        .call(
            "ratio",
            &json!({"table": zero, "numerator": "a", "denominator": "b", "aggregate": true}),
        )
        .unwrap();
    assert_eq!(t.rows, vec![vec![json!(4), json!(0), Value::Null]]);

    let t = reg
        .call("growth", &json!({"current": 10, "previous": 0}))
        .unwrap();
    assert_eq!(t.rows[0][3], Value::Null);

    // In a script, integer division by zero is Rhai's arithmetic error, reported, not a panic.
    let e = Sandbox::default().eval("t", "1 / 0", vec![]).unwrap_err();
    assert_eq!(e.code(), "script_error");
    assert!(e.to_string().contains("Division by zero"), "{e}");
}

#[test]
fn calls_run_concurrently_from_many_threads() {
    let reg = Arc::new(shipped());
    let handles: Vec<_> = (0..4)
        .map(|i| {
            let reg = Arc::clone(&reg);
            std::thread::spawn(move || {
                reg.call("growth", &json!({"current": 100 + i, "previous": 100}))
                    .unwrap()
            })
        })
        .collect();
    for (i, h) in handles.into_iter().enumerate() {
        let t = h.join().unwrap();
        assert_eq!(t.rows[0][2], json!(i));
    }
}

#[test]
fn a_tool_must_return_a_table() {
    let dir = root().join("tests/fixtures/plugins_broken");
    let reg = ToolRegistry::load(&dir, &mut Diagnostics::default());
    let e = reg.call("not_a_table", &json!({})).unwrap_err();
    assert_eq!(
        e.to_string(),
        "tool `not_a_table` failed: a tool must return a table, not i64 (wrap a single value with \
         tbl::scalar(name, value))"
    );
}

// --- The sandbox: what a script cannot do -----------------------------------------------------

#[test]
fn eval_is_disabled() {
    let s = Sandbox::default();
    let e = s.eval("t", "eval(\"40 + 2\")", vec![]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "tool `t` failed: does not compile: reserved keyword 'eval' is disabled (line 1, column 1)"
    );
    // Not through a function pointer either.
    let e = s
        .eval(
            "t",
            "let f = Fn(\"ev\" + \"al\"); f.call(\"40 + 2\")",
            vec![],
        )
        .unwrap_err();
    assert_eq!(e.code(), "script_error", "{e}");
}

#[test]
fn imports_resolve_only_from_plugins_lib() {
    let dir = root().join("tests/fixtures/plugins_broken");
    let mut diags = Diagnostics::default();
    let reg = ToolRegistry::load(&dir, &mut diags);
    let s = reg.sandbox();
    assert_eq!(s.module_names(), ["helpers"]);
    // A lib module works.
    let v = s
        .eval("t", "import \"helpers\" as h; h::twice(21)", vec![])
        .unwrap();
    assert_eq!(v.as_int().unwrap(), 42);
    // A path, literal or computed at run time, does not.
    for src in [
        "import \"/etc/passwd\" as p; 1",
        "import \"../plugins/lib/helpers\" as p; 1",
        "let p = \"/etc/\" + \"passwd\"; import p as x; 1",
    ] {
        let e = s.eval("t", src, vec![]).unwrap_err();
        assert_eq!(e.code(), "script_error", "{src}: {e}");
        assert!(
            e.to_string().contains("passwd") || e.to_string().contains("helpers"),
            "{e}"
        );
    }
}

#[test]
fn no_file_network_or_sleep_functions_exist() {
    let s = Sandbox::default();
    for src in [
        "open_file(\"/etc/passwd\")",
        "read_string(\"/etc/passwd\")",
        "http_get(\"http://example.com\")",
        "sleep(10)",
        "timestamp()",
        "exit(1)",
    ] {
        let e = s.eval("t", src, vec![]).unwrap_err();
        assert_eq!(e.code(), "script_error", "{src}");
        assert!(e.to_string().contains("Function not found"), "{src}: {e}");
    }
}

#[test]
fn print_and_debug_go_to_tracing_not_stdout() {
    #[derive(Clone, Default)]
    struct Capture(Arc<Mutex<Vec<u8>>>);
    impl std::io::Write for Capture {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let capture = Capture::default();
    let writer = capture.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::DEBUG)
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish();
    tracing::subscriber::with_default(subscriber, || {
        let s = Sandbox::default();
        let v = s.eval(
            "t",
            "print(\"hello from a script\"); debug(41 + 1); 7",
            vec![],
        );
        assert_eq!(v.unwrap().as_int().unwrap(), 7);
    });
    let out = String::from_utf8(capture.0.lock().unwrap().clone()).unwrap();
    assert!(
        out.contains("insight::tools::script: hello from a script"),
        "{out}"
    );
    assert!(out.contains("42"), "{out}");
}

// --- The sandbox: every limit fires -----------------------------------------------------------

#[test]
fn operations_limit_fires_on_an_infinite_loop() {
    let s = tight(|l| l.max_operations = 10_000);
    assert_eq!(limit_of(s.eval("t", "loop {}", vec![])), "operations");
    // And with the defaults, an infinite loop still ends.
    let e = Sandbox::default().eval("t", "let x = 0; while true { x += 1; }", vec![]);
    assert!(matches!(limit_of(e), "operations" | "deadline"));
}

#[test]
fn call_depth_limit_fires_on_runaway_recursion() {
    let s = tight(|l| l.max_call_levels = 8);
    assert_eq!(
        limit_of(s.eval("t", "fn f(n) { f(n + 1) } f(0)", vec![])),
        "call_depth"
    );
    // Recursion within the limit is fine.
    let v = s.eval(
        "t",
        "fn f(n) { if n == 0 { 0 } else { 1 + f(n - 1) } } f(5)",
        vec![],
    );
    assert_eq!(v.unwrap().as_int().unwrap(), 5);
}

#[test]
fn expression_depth_limit_fires_when_compiling() {
    let s = tight(|l| l.max_expr_depth = 16);
    let deep = format!("{}1{}", "(".repeat(40), ")".repeat(40));
    assert_eq!(limit_of(s.eval("t", &deep, vec![])), "expr_depth");
    let e = s.compile(&deep).unwrap_err();
    assert!(matches!(
        e,
        insight::tools::CompileError::LimitExceeded {
            limit: "expr_depth",
            ..
        }
    ));
}

#[test]
fn string_size_limit_fires() {
    let s = tight(|l| l.max_string_size = 1_000);
    assert_eq!(
        limit_of(s.eval("t", "let s = \"ab\"; loop { s += s; }", vec![])),
        "string_size"
    );
}

#[test]
fn array_size_limit_fires() {
    let s = tight(|l| l.max_array_size = 1_000);
    assert_eq!(
        limit_of(s.eval("t", "let a = []; loop { a.push(1); }", vec![])),
        "array_size"
    );
}

#[test]
fn map_size_limit_fires() {
    let s = tight(|l| l.max_map_size = 1_000);
    let src =
        "let m = #{}; let i = 0; loop { let one = #{}; one[\"k\" + i] = i; m.mixin(one); i += 1; }";
    assert_eq!(limit_of(s.eval("t", src, vec![])), "map_size");
    let src = "let rows = []; loop { rows.push(#{a: 1, b: 2}); }";
    assert_eq!(limit_of(s.eval("t", src, vec![])), "map_size");
    // Rhai 1.27 does not size-check a map when `m[k] = v` adds a key; such a loop is still
    // stopped, by the operations limit (or the deadline).
    let s = tight(|l| {
        l.max_map_size = 1_000;
        l.max_operations = 100_000;
    });
    let src = "let m = #{}; let i = 0; loop { m[\"k\" + i] = i; i += 1; }";
    assert_eq!(limit_of(s.eval("t", src, vec![])), "operations");
}

#[test]
fn table_cells_limit_fires_on_a_growing_table() {
    let s = tight(|l| l.max_table_cells = 1_000);
    // A self-join on a constant key squares the rows each time round.
    let src = r#"
        let t = tbl::create([#{name: "k", type: "integer"}, #{name: "v", type: "integer"}]);
        for i in 0..10 { tbl::push(t, [1, i]); }
        loop { t = tbl::inner_join(t, t, "k", "_again"); t = tbl::select(t, ["k", "v"]); }
    "#;
    assert_eq!(limit_of(s.eval("t", src, vec![])), "table_cells");
    // And row by row.
    let src = r#"
        let t = tbl::create([#{name: "v", type: "integer"}]);
        loop { tbl::push(t, [1]); }
    "#;
    assert_eq!(limit_of(s.eval("t", src, vec![])), "table_cells");
}

#[test]
fn deadline_fires_on_a_slow_script() {
    let s = tight(|l| {
        l.max_operations = 0; // unlimited: only the clock can stop it
        l.deadline = Duration::from_millis(50);
    });
    let started = Instant::now();
    let e = s.eval("t", "loop {}", vec![]).unwrap_err();
    assert_eq!(
        e,
        ToolError::LimitExceeded {
            tool: "t".into(),
            limit: "deadline",
            max: 50
        }
    );
    assert_eq!(e.code(), "timeout");
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    // The deadline is per call: the next call on the same thread gets a fresh one.
    assert_eq!(s.eval("t", "1 + 1", vec![]).unwrap().as_int().unwrap(), 2);
}

#[test]
fn limits_fire_through_the_registry_naming_the_tool() {
    let (reg, diags) = shipped_with(Limits {
        max_operations: 2_000,
        ..Limits::default()
    });
    assert!(diags.is_empty(), "{diags}");
    // share_of_total loops over the rows in script: 1,000 rows cost more than 2,000 operations.
    let e = reg
        .call(
            "share_of_total",
            &json!({"table": daily(1_000), "column": "revenue"}),
        )
        .unwrap_err();
    assert_eq!(
        e,
        ToolError::LimitExceeded {
            tool: "share_of_total".into(),
            limit: "operations",
            max: 2_000
        }
    );
    assert_eq!(e.code(), "limit_exceeded");
    // group_by does its row work in Rust: the same table fits easily.
    let t = reg
        .call(
            "group_by",
            &json!({"table": daily(1_000), "by": "day", "bucket": "month"}),
        )
        .unwrap();
    assert_eq!(t.rows.len(), 12);
}

#[test]
fn function_reference_is_up_to_date() {
    let path = root().join("plugins/FUNCTIONS.md");
    let want = insight::tools::tbl::functions_markdown();
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(&path, &want).unwrap();
    }
    let have = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        have == want,
        "plugins/FUNCTIONS.md is stale; refresh it with `UPDATE_EXPECT=1 cargo test --test tools`"
    );
}

/// `complete_products` refuses a catalog read that reached its row limit: products past it
/// would be missing from "the products with no ad spend", a list that looks complete.
#[test]
fn complete_products_fails_on_a_catalog_at_its_read_limit() {
    let reg = shipped();
    let table = json!({
        "columns": [{"name": "product_id", "type": "string"}, {"name": "spend", "type": "number"}],
        "rows": [["P1", 5.0]]
    });
    let products = json!({
        "columns": [{"name": "product_id", "type": "string"}],
        "rows": [["P1"], ["P2"]]
    });
    let args = |limit: u32| json!({"table": table, "products": products, "columns": ["spend"], "limit": limit});
    let err = reg.call("complete_products", &args(2)).unwrap_err();
    assert!(err.to_string().contains("could be incomplete"), "{err}");
    let out = reg.call("complete_products", &args(3)).unwrap();
    assert_eq!(out.rows.len(), 2);
}
