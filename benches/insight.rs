//! Diagnostic answers end to end (`Engine::ask` in process, offline): embed, screening, both
//! workers started and the Data Presenter cancelled, then the Insight Generator's domain route,
//! retrieval, analytics, findings and explanation.
//!
//! `cargo bench --bench insight`. Uses `ROOT/data/insight.db` when it exists (`make data`),
//! otherwise generates the demo store into a temporary folder first (~4 s).

use std::collections::BTreeMap;
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
    // Per question, each stage's and each tool's milliseconds (the answer's timings_ms).
    let mut stages: Vec<BTreeMap<String, Vec<f64>>> = vec![BTreeMap::new(); reqs.len()];
    let cpu0 = cpu_ms();
    for _ in 0..20 {
        for (i, (_, req)) in reqs.iter().enumerate() {
            let t = Instant::now();
            let a = rt.block_on(engine.ask(req)).expect("answer");
            times.push(t.elapsed().as_secs_f64() * 1e3);
            assert!(!a.answer.is_empty());
            for (k, v) in &a.timings_ms {
                stages[i].entry(k.clone()).or_default().push(*v);
            }
        }
    }
    // CPU time of the whole process per answer: less sensitive than wall time to other work
    // on a shared machine.
    if let (Some(a), Some(b)) = (cpu0, cpu_ms()) {
        eprintln!(
            "CPU per diagnostic answer (all threads): {:.1} ms",
            (b - a) / times.len() as f64
        );
    }
    for ((name, _), st) in reqs.iter().zip(&stages) {
        let med = |v: &Vec<f64>| {
            let mut v = v.clone();
            v.sort_by(f64::total_cmp);
            v[v.len() / 2]
        };
        let parts: Vec<String> = st
            .iter()
            .filter(|(k, v)| med(v) >= 0.5 || k.as_str() == "total")
            .map(|(k, v)| format!("{k} {:.1}", med(v)))
            .collect();
        eprintln!("{name} (median ms): {}", parts.join(", "));
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

/// User + system CPU time of this process so far, from `/proc/self/stat` (Linux; clock ticks
/// of 10 ms), or `None` elsewhere.
fn cpu_ms() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which may hold spaces) start after the last ')'.
    let rest = stat.get(stat.rfind(')')? + 2..)?;
    let f: Vec<&str> = rest.split_whitespace().collect();
    let (utime, stime): (f64, f64) = (f.get(11)?.parse().ok()?, f.get(12)?.parse().ok()?);
    Some((utime + stime) * 10.0)
}

criterion_group!(benches, bench_insight);
criterion_main!(benches);
