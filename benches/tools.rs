//! Tool performance: Rust table functions against the same work looped in Rhai, and full
//! registry calls (argument validation, conversion, script, result) on 10k-row tables.
//!
//! `cargo bench --bench tools`

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion};
use insight::catalog::Diagnostics;
use insight::table::Table;
use insight::tools::value::ScriptTable;
use insight::tools::{Sandbox, ToolRegistry};
use rhai::Dynamic;
use serde_json::{json, Value};

const CATEGORIES: [&str; 8] = [
    "toys", "books", "games", "garden", "kitchen", "sports", "beauty", "office",
];

/// `n` daily sales rows: day, category, revenue (usd), units.
fn sales(n: usize, year: i32) -> Value {
    let rows: Vec<Value> = (0..n)
        .map(|i| {
            json!([
                format!("{year}-{:02}-{:02}", 1 + (i / 28) % 12, 1 + i % 28),
                CATEGORIES[i % CATEGORIES.len()],
                ((i * 37) % 1000) as f64 / 4.0,
                (i % 9) as i64
            ])
        })
        .collect();
    json!({
        "columns": [
            {"name": "day", "type": "date"},
            {"name": "category", "type": "string"},
            {"name": "revenue", "type": "number", "unit": "usd", "display_name": "Revenue"},
            {"name": "units", "type": "integer", "unit": "count"}
        ],
        "rows": rows
    })
}

fn bench_group_by(c: &mut Criterion) {
    let sandbox = Sandbox::default();
    let table: Table = serde_json::from_value(sales(10_000, 2024)).unwrap_or_default();
    let arg = Dynamic::from(ScriptTable::new(table));

    let native = sandbox
        .compile(r#"fn f(t) { tbl::group_by(t, "category", #{revenue: "sum"}) }"#)
        .unwrap();
    // The same result computed row by row in script, as a tool author might without tbl::.
    let looped = sandbox
        .compile(
            r#"fn f(t) {
                let sums = #{};
                for r in tbl::rows(t) {
                    let k = r.category;
                    sums[k] = (sums[k] ?? 0.0) + (r.revenue ?? 0.0);
                }
                let out = tbl::create([#{name: "category", type: "string"},
                                       #{name: "revenue", type: "number", unit: "usd"}]);
                for k in sums.keys() { tbl::push(out, [k, sums[k]]); }
                tbl::sort(out, "category", "asc")
            }"#,
        )
        .unwrap();

    let mut g = c.benchmark_group("group_by_sum_10k");
    g.bench_function("tbl_group_by", |b| {
        b.iter(|| {
            sandbox
                .call("bench", &native, "f", black_box(arg.clone()))
                .unwrap()
        })
    });
    g.bench_function("script_loop", |b| {
        b.iter(|| {
            sandbox
                .call("bench", &looped, "f", black_box(arg.clone()))
                .unwrap()
        })
    });
    g.finish();

    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("plugins");
    let reg = ToolRegistry::load(&dir, &mut Diagnostics::default());
    let args = json!({"table": sales(10_000, 2024), "by": "category", "columns": ["revenue"]});
    c.bench_function("tool_group_by_10k", |b| {
        b.iter(|| reg.call("group_by", black_box(&args)).unwrap())
    });
    let args = json!({"table": sales(10_000, 2024), "by": "day", "bucket": "week"});
    c.bench_function("tool_group_by_week_10k", |b| {
        b.iter(|| reg.call("group_by", black_box(&args)).unwrap())
    });
}

fn bench_growth(c: &mut Criterion) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("plugins");
    let reg = ToolRegistry::load(&dir, &mut Diagnostics::default());
    let numbers = json!({"current": 1250.0, "previous": 1000.0, "unit": "usd"});
    c.bench_function("tool_growth_numbers", |b| {
        b.iter(|| reg.call("growth", black_box(&numbers)).unwrap())
    });
    let tables = json!({
        "current": sales(10_000, 2024),
        "previous": sales(10_000, 2023),
        "column": "revenue"
    });
    c.bench_function("tool_growth_tables_2x10k", |b| {
        b.iter(|| reg.call("growth", black_box(&tables)).unwrap())
    });
}

criterion_group!(benches, bench_group_by, bench_growth);
criterion_main!(benches);
