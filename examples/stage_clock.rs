//! Wall clock per stage of a descriptive answer: the six questions of `benches/ask.rs` asked
//! `N` rounds in one process, as the bench asks them (a two-thread runtime, `block_on` per
//! question), printing per question the median of the whole `ask` timed from outside and of
//! each stage's `timings_ms`, and what no stage timing covers (outside − the answer's `total`,
//! and `total` − its stages).
//!
//! ```text
//! cargo run --release --example stage_clock -- DB N
//! ```
//! `DB`: a store built by `insight data generate` (the bench's seed 42). It uses only what
//! d9a7b87 (the commit before the Insight Generator) also has, so it can be copied there with
//! `common/` (less the deadlines it did not have) and the two builds run interleaved:
//! instruction counts (`ask_loop` under callgrind) do not show thread hops, waits or the
//! encoder's pool.

mod common;

use std::collections::BTreeMap;
use std::time::Instant;

use common::QUESTIONS;
use insight::backend::Tenant;
use insight::engine::AskRequest;

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

fn main() {
    let (db, n, _) = common::db_and_rounds("stage_clock DB N");
    // The drivers' engine (deadlines that never decide an answer) and the bench's runtime.
    let (engine, rt) = common::engine_and_runtime(&db);
    let tenant = Tenant::new("S001");
    // Per question: stage -> samples (ms).
    let mut samples: Vec<BTreeMap<String, Vec<f64>>> = vec![BTreeMap::new(); QUESTIONS.len()];
    for round in 0..n + 1 {
        for (i, q) in QUESTIONS.iter().enumerate() {
            let req = AskRequest {
                question: q.to_string(),
                today: None,
                tenant: tenant.clone(),
            };
            let t = Instant::now();
            let a = rt.block_on(engine.ask(&req)).expect("answer");
            let outside = t.elapsed().as_secs_f64() * 1e3;
            if round == 0 {
                continue; // cold: the seller's caches fill
            }
            let s = &mut samples[i];
            let total = a.timings_ms.get("total").copied().unwrap_or(f64::NAN);
            let stages: f64 = a
                .timings_ms
                .iter()
                .filter(|(k, _)| k.as_str() != "total")
                .map(|(_, v)| v)
                .sum();
            s.entry("~outside".into()).or_default().push(outside);
            s.entry("~outside-total".into())
                .or_default()
                .push(outside - total);
            s.entry("~total-stages".into())
                .or_default()
                .push(total - stages);
            for (k, v) in &a.timings_ms {
                s.entry(k.clone()).or_default().push(*v);
            }
        }
    }
    let mut all: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    for (q, s) in QUESTIONS.iter().zip(samples.iter_mut()) {
        let line: Vec<String> = s
            .iter_mut()
            .map(|(k, v)| {
                all.entry(k.clone()).or_default().extend(v.iter().copied());
                format!("{k} {:.3}", median(v))
            })
            .collect();
        println!("{q}: {}", line.join(", "));
    }
    let line: Vec<String> = all
        .iter_mut()
        .map(|(k, v)| format!("{k} {:.3}", median(v)))
        .collect();
    println!("ALL (median of every answer): {}", line.join(", "));
}
