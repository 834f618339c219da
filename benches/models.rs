//! Benchmarks of the manager's models (criterion), single-threaded:
//! - `embed one question`: tokenise + ONNX encoder + mean pooling;
//! - `ood + route (given embedding)`: the autoencoder and the classifier head;
//! - `embed + ood + route`: [`ManagerModels::screen`], what a request pays.
//!
//! Criterion reports means; after it, the per-question latency distribution (p50/p90/p99) of
//! `screen` over the eval questions is printed, since the target is a p90.
//!
//! Needs the vendor files (`make models`) and the committed artefacts.
//! Run: `cargo bench --bench models` (add `-- --quick` for a short run).

use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

use criterion::Criterion;
use insight::catalog::training::Split;
use insight::manager::ManagerModels;
use insight::train::data::{training_dir, TrainingSet};
use insight::train::eval::percentiles;

const QUESTION: &str = "Why did my revenue drop in October compared to September?";

fn load() -> ManagerModels {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    ManagerModels::load(root).unwrap_or_else(|e| panic!("{e}"))
}

fn benches(c: &mut Criterion, m: &ManagerModels) {
    c.bench_function("embed one question", |b| {
        b.iter(|| m.embedder().embed(black_box(QUESTION)))
    });
    let e = match m.embedder().embed(QUESTION) {
        Ok(e) => e,
        Err(err) => panic!("{err}"),
    };
    c.bench_function("ood + route (given embedding)", |b| {
        b.iter(|| m.screen_embedding(black_box(e.clone())))
    });
    c.bench_function("embed + ood + route", |b| {
        b.iter(|| m.screen(black_box(QUESTION)))
    });
}

/// p50/p90/p99 of `screen` over every eval question, five rounds.
fn distribution(m: &ManagerModels) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let set = TrainingSet::load(&training_dir(root)).unwrap_or_else(|e| panic!("{e}"));
    let questions: Vec<&str> = set
        .split(Split::Eval)
        .map(|(_, q)| q.text.as_str())
        .collect();
    let (mut total, mut heads) = (Vec::new(), Vec::new());
    for _ in 0..5 {
        for q in &questions {
            let t0 = Instant::now();
            let s = m.screen(black_box(q));
            total.push(t0.elapsed().as_secs_f64() * 1e3);
            if let Ok(s) = s {
                let t1 = Instant::now();
                black_box(m.screen_embedding(s.embedding));
                heads.push(t1.elapsed().as_secs_f64() * 1e3);
            }
        }
    }
    for (name, v) in [("embed + ood + route", &total), ("ood + route", &heads)] {
        let p = percentiles(v);
        println!(
            "{name:<22} over {} eval questions: p50 {:.3} ms  p90 {:.3} ms  p99 {:.3} ms  mean {:.3} ms",
            v.len(),
            p.p50_ms,
            p.p90_ms,
            p.p99_ms,
            p.mean_ms
        );
    }
}

fn main() {
    let m = load();
    let mut c = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .configure_from_args();
    benches(&mut c, &m);
    c.final_summary();
    distribution(&m);
}
