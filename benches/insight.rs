//! Diagnostic answers end to end (`Engine::ask` in process, offline): embed, screening, both
//! workers started and the Data Presenter cancelled, then the Insight Generator's domain route,
//! retrieval, analytics, findings and explanation.
//!
//! `cargo bench --bench insight`. Uses `ROOT/data/insight.db` when it exists (`make data`),
//! otherwise generates the demo store into a temporary folder first (~4 s).

use std::path::PathBuf;
use std::time::Instant;

use criterion::{criterion_group, criterion_main, Criterion};
use insight::backend::Tenant;
use insight::config::{Paths, Settings};
use insight::engine::{AskRequest, Engine};

/// One question per domain.
const QUESTIONS: [(&str, &str); 7] = [
    ("performance", "Why did my revenue drop in October?"),
    ("recommendation", "What should I do to get sales back up?"),
    ("health_check", "How am I doing?"),
    ("benchmarking", "How do I compare with my category?"),
    ("trend", "Are my sales growing compared with last year?"),
    ("seasonal", "Is November up just because of the season?"),
    ("account_health", "Is my account at risk?"),
];

fn bench_insight(c: &mut Criterion) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let shipped = Paths::default_db(&root);
    let tmp = tempfile::tempdir().expect("temp dir");
    let db = if shipped.exists() {
        shipped
    } else {
        let db = tmp.path().join("insight.db");
        insight::data::generate(&db, 42).expect("generate the demo store");
        db
    };
    let settings = Settings::load(&root).expect("settings");
    let engine = Engine::load(&Paths { root, db }, settings).expect("engine");
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    let tenant = Tenant::new("S001");
    let reqs: Vec<(&str, AskRequest)> = QUESTIONS
        .iter()
        .map(|(name, q)| {
            (
                *name,
                AskRequest {
                    question: q.to_string(),
                    today: None,
                    tenant: tenant.clone(),
                },
            )
        })
        .collect();

    // The percentiles over a fixed mix (criterion reports means per question below).
    let mut times = Vec::new();
    for _ in 0..20 {
        for (_, req) in &reqs {
            let t = Instant::now();
            let a = rt.block_on(engine.ask(req)).expect("answer");
            times.push(t.elapsed().as_secs_f64() * 1e3);
            assert!(!a.answer.is_empty());
        }
    }
    times.sort_by(f64::total_cmp);
    let pct = |p: f64| times[((times.len() - 1) as f64 * p).round() as usize];
    eprintln!(
        "diagnostic answers, {} asks: p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms",
        times.len(),
        pct(0.5),
        pct(0.9),
        pct(0.99)
    );

    let mut group = c.benchmark_group("insight");
    group.sample_size(20);
    for (name, req) in &reqs {
        let first = rt.block_on(engine.ask(req)).expect("answer");
        eprintln!(
            "{name}: {:?}, {} findings, domains {:?}",
            first.status,
            first.findings.len(),
            first.domains.iter().map(|d| &d.name).collect::<Vec<_>>()
        );
        group.bench_function(*name, |b| {
            b.iter(|| rt.block_on(engine.ask(req)).expect("answer"))
        });
    }
    group.finish();
}

criterion_group!(benches, bench_insight);
criterion_main!(benches);
