//! The worked set's questions answered over the same demo store on SQLite and on PostgreSQL
//! (a throwaway local cluster, as in `tests/postgres.rs`): whole-pipeline latency per store.
//!
//! `cargo bench --bench postgres`. Skipped, with a message, when the PostgreSQL server binaries
//! are absent (`make postgres` installs them). Generates the demo store first (~10 s) and loads
//! it into PostgreSQL (~30 s).

#[path = "../tests/worked/cases.rs"]
#[macro_use]
#[allow(dead_code)]
mod cases;
#[path = "../tests/common/pg.rs"]
mod pg;

use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion};
use insight::backend::Tenant;
use insight::config::{Paths, Settings};
use insight::engine::{AskRequest, Engine};

fn bench_stores(c: &mut Criterion) {
    // `cargo test --all-targets` runs benches once as a smoke test: this one would spend a
    // minute generating and loading a store, so it only runs under `cargo bench`.
    if !std::env::args().any(|a| a == "--bench") {
        eprintln!("postgres bench: runs under `cargo bench --bench postgres` only");
        return;
    }
    let Some(cluster) = pg::Cluster::start() else {
        eprintln!("postgres bench skipped: no PostgreSQL server binaries");
        return;
    };
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let tmp = tempfile::tempdir().expect("temp dir");
    let db = tmp.path().join("insight.db");
    insight::data::generate(&db, 42).expect("generate the demo store");
    let url = cluster.create_db("bench");
    insight::data::postgres::load_from_sqlite(&db, &url).expect("load into postgres");
    let engine = |url: Option<&str>| {
        let mut settings = Settings::default();
        settings.clock.today = chrono::NaiveDate::from_ymd_opt(2025, 12, 10);
        settings.store.url = url.map(str::to_string);
        Engine::load(
            &Paths {
                root: root.clone(),
                db: db.clone(),
            },
            settings,
        )
        .expect("engine")
    };
    let engines = [("sqlite", engine(None)), ("postgres", engine(Some(&url)))];
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let requests: Vec<AskRequest> = cases::cases()
        .iter()
        .map(|c| AskRequest {
            question: c.question.to_string(),
            today: None,
            tenant: Tenant::new("S001"),
        })
        .collect();

    let mut group = c.benchmark_group("worked_set");
    group.sample_size(10);
    for (name, engine) in &engines {
        // Warm: pools filled, statements prepared, caches loaded.
        for r in &requests {
            let _ = rt.block_on(engine.ask(r));
        }
        group.bench_function(*name, |b| {
            b.iter(|| {
                for r in &requests {
                    let _ = rt.block_on(engine.ask(r)).expect("answer");
                }
            })
        });
    }
    group.finish();

    // Per-question latency distribution over the set, per store.
    for (name, engine) in &engines {
        let mut ms: Vec<f64> = Vec::new();
        for _ in 0..3 {
            for r in &requests {
                let t = std::time::Instant::now();
                let _ = rt.block_on(engine.ask(r)).expect("answer");
                ms.push(t.elapsed().as_secs_f64() * 1e3);
            }
        }
        ms.sort_by(f64::total_cmp);
        let pct = |p: f64| ms[((ms.len() - 1) as f64 * p).round() as usize];
        eprintln!(
            "{name}: {} answers of the worked set's {} questions: p50 {:.1} ms, p90 {:.1} ms, max {:.1} ms",
            ms.len(),
            requests.len(),
            pct(0.5),
            pct(0.9),
            pct(1.0)
        );
    }
}

criterion_group!(benches, bench_stores);
criterion_main!(benches);
