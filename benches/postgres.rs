//! The worked set's questions answered over the same demo store on SQLite and on PostgreSQL
//! (a throwaway local cluster, as in `tests/postgres.rs`), side by side: whole-pipeline latency
//! per store (criterion), then per question the answer's latency and the time of the stage that
//! queries the store (`execute` of the Data Presenter, `retrieve` of the Insight Generator), as
//! p50/p90/max, and how many answers are the same on both.
//!
//! `cargo bench --bench postgres`. Skipped, with a message, when PostgreSQL cannot start
//! (`make postgres` installs it). Generates the demo store first (~10 s) and loads it into
//! PostgreSQL (~30 s); figures are in docs/postgres.md.

#[path = "../tests/worked/cases.rs"]
#[macro_use]
#[allow(dead_code)]
mod cases;
#[path = "../tests/common/pg.rs"]
mod pg;

use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion};
use insight::answer::Answer;
use insight::backend::Tenant;
use insight::config::{Paths, Settings};
use insight::engine::{AskRequest, Engine};

/// The milliseconds spent in the stages that query the store.
fn store_ms(a: &Answer) -> f64 {
    ["execute", "retrieve"]
        .iter()
        .filter_map(|s| a.timings_ms.get(*s))
        .sum()
}

/// p50, p90 and max of a sample (sorted in place).
fn summary(v: &mut [f64]) -> String {
    v.sort_by(f64::total_cmp);
    let pct = |p: f64| v[((v.len() - 1) as f64 * p).round() as usize];
    format!(
        "p50 {:.1} ms, p90 {:.1} ms, max {:.1} ms",
        pct(0.5),
        pct(0.9),
        pct(1.0)
    )
}

fn bench_stores(c: &mut Criterion) {
    // `cargo test --all-targets` runs benches once as a smoke test: this one would spend a
    // minute generating and loading a store, so it only runs under `cargo bench`.
    if !std::env::args().any(|a| a == "--bench") {
        eprintln!("postgres bench: runs under `cargo bench --bench postgres` only");
        return;
    }
    let Some(cluster) = pg::Cluster::start() else {
        eprintln!("postgres bench skipped: PostgreSQL could not start (see above)");
        return;
    };
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let tmp = tempfile::tempdir().expect("temp dir");
    let db = tmp.path().join("insight.db");
    let t = std::time::Instant::now();
    insight::data::generate(&db, 42).expect("generate the demo store");
    eprintln!(
        "generated the demo store in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    let url = cluster.create_db("bench");
    let t = std::time::Instant::now();
    insight::data::postgres::load_from_sqlite(&db, &url).expect("load into postgres");
    eprintln!(
        "loaded it into PostgreSQL in {:.1} s",
        t.elapsed().as_secs_f64()
    );
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

    // Warm both (pools filled, statements prepared, caches loaded), and compare what a seller
    // sees: status and text (tables are compared to 1e-9 by `tests/postgres.rs`).
    let mut first: Vec<Vec<Answer>> = Vec::new();
    for (_, engine) in &engines {
        first.push(
            requests
                .iter()
                .map(|r| rt.block_on(engine.ask(r)).expect("answer"))
                .collect(),
        );
    }
    let same = first[0]
        .iter()
        .zip(&first[1])
        .filter(|(a, b)| a.status == b.status && a.answer == b.answer)
        .count();
    eprintln!(
        "worked set: {same}/{} answers with the same status and text on both stores",
        requests.len()
    );

    let mut group = c.benchmark_group("worked_set");
    group.sample_size(10);
    for (name, engine) in &engines {
        group.bench_function(*name, |b| {
            b.iter(|| {
                for r in &requests {
                    let _ = rt.block_on(engine.ask(r)).expect("answer");
                }
            })
        });
    }
    group.finish();

    // Per-question distributions, the stores interleaved question by question so a burst of
    // load from elsewhere on the machine hits both alike.
    let mut ms = [(Vec::new(), Vec::new()), (Vec::new(), Vec::new())];
    for _ in 0..3 {
        for r in &requests {
            for (i, (_, engine)) in engines.iter().enumerate() {
                let t = std::time::Instant::now();
                let a = rt.block_on(engine.ask(r)).expect("answer");
                ms[i].0.push(t.elapsed().as_secs_f64() * 1e3);
                ms[i].1.push(store_ms(&a));
            }
        }
    }
    for ((name, _), (answer, store)) in engines.iter().zip(ms.iter_mut()) {
        eprintln!(
            "{name:8}: {} answers ({} questions x 3): answer {}; store stage {}",
            answer.len(),
            requests.len(),
            summary(answer),
            summary(store)
        );
    }
}

criterion_group!(benches, bench_stores);
criterion_main!(benches);
