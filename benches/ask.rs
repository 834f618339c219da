//! `Engine::ask` in process, after start-up, offline (catalog planner, template presenter):
//! embed + OOD + route + time resolution + plan + execute + present, per question.
//!
//! `cargo bench --bench ask`. Uses `ROOT/data/insight.db` when it exists (`make data`),
//! otherwise generates the demo store into a temporary folder first (~4 s).

use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion};
use insight::backend::Tenant;
use insight::config::{Paths, Settings};
use insight::engine::{AskRequest, Engine};

/// Descriptive questions of each answer shape.
const QUESTIONS: [(&str, &str); 6] = [
    ("single_value", "What were my sales last week?"),
    ("comparison", "Revenue in November 2025 vs November 2024"),
    ("ranking", "Top 5 products by units last month"),
    ("time_series", "Weekly revenue since Black Friday"),
    ("breakdown", "Sessions per product in Q3 2025"),
    (
        "account_health",
        "What was my late shipment rate last month?",
    ),
];

fn bench_ask(c: &mut Criterion) {
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

    let mut group = c.benchmark_group("ask");
    for (name, q) in QUESTIONS {
        let req = AskRequest {
            question: q.to_string(),
            today: None,
            tenant: tenant.clone(),
        };
        let first = rt.block_on(engine.ask(&req)).expect("answer");
        eprintln!("{name}: {:?} — {}", first.status, first.answer);
        group.bench_function(name, |b| {
            b.iter(|| rt.block_on(engine.ask(&req)).expect("answer"))
        });
    }
    group.finish();

    // Criterion reports means and medians; the target is on the 90th percentile, so measure the
    // distribution over the mix of questions too.
    let mut ms: Vec<f64> = Vec::new();
    for _ in 0..50 {
        for (_, q) in QUESTIONS {
            let req = AskRequest {
                question: q.to_string(),
                today: None,
                tenant: tenant.clone(),
            };
            let t = std::time::Instant::now();
            let _ = rt.block_on(engine.ask(&req)).expect("answer");
            ms.push(t.elapsed().as_secs_f64() * 1e3);
        }
    }
    ms.sort_by(f64::total_cmp);
    let pct = |p: f64| ms[((ms.len() - 1) as f64 * p).round() as usize];
    eprintln!(
        "ask latency over {} answers (mix of {} questions): p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        ms.len(),
        QUESTIONS.len(),
        pct(0.5),
        pct(0.9),
        pct(0.99),
        ms[ms.len() - 1]
    );
}

criterion_group!(benches, bench_ask);
criterion_main!(benches);
