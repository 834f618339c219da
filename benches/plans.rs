//! Executing the example plans of `tests/plans/` against the generated demo store (seed 42):
//! validation, concurrent API calls over the pooled read-only SQLite store, and tool steps.
//!
//! `cargo bench --bench plans` (generates the store into a temporary folder first, ~4 s).

use std::path::PathBuf;
use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion};
use insight::backend::{Backends, Tenant};
use insight::catalog::Catalog;
use insight::plan::executor::{ExecConfig, Executor};
use insight::plan::{parse, Plan};

fn bench_plans(c: &mut Criterion) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let catalog = Arc::new(Catalog::load(&root).expect("the shipped catalog loads"));
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("insight.db");
    insight::data::generate(&db, 42).expect("generate the demo store");
    let backends = Arc::new(Backends::new(catalog.clone(), &db));
    let executor = Executor::new(catalog, backends, ExecConfig::default());
    let tenant = Tenant::new("S001");
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");

    let mut plans: Vec<(String, Plan)> = std::fs::read_dir(root.join("tests/plans"))
        .expect("tests/plans")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            let plan = parse(&std::fs::read_to_string(&p).expect("read plan")).expect("plan");
            (name, plan)
        })
        .collect();
    plans.sort_by(|a, b| a.0.cmp(&b.0));

    let mut group = c.benchmark_group("plan");
    for (name, plan) in &plans {
        // Fail loudly once, outside the measurement, rather than timing an error path.
        let out = rt
            .block_on(executor.run(plan, &tenant))
            .expect("valid plan");
        assert!(out.error.is_none(), "{name}: {:?}", out.error);
        group.bench_function(name.as_str(), |b| {
            b.iter(|| {
                rt.block_on(executor.run(plan, &tenant))
                    .expect("valid plan")
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench_plans);
criterion_main!(benches);
