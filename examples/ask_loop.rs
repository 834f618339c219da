//! Answers the descriptive questions of `benches/ask.rs` `N` times in one process, for counting
//! instructions (`valgrind --tool=callgrind`) instead of timing on a shared machine:
//!
//! ```text
//! cargo build --release --example ask_loop
//! INSIGHT_EMBED_THREADS=1 valgrind --tool=callgrind target/release/examples/ask_loop DB N
//! ```
//! The cost of one round of the six questions is the difference between runs with two values
//! of `N`, divided by their difference (start-up cancels out). `DB` is a store built by
//! `insight data generate` (the bench's seed 42).
//!
//! One encoder thread keeps the counts about our code; what threads cost (the encoder's pool
//! threads, the blocking-pool hops) is not in them. With the default threads, count CPU time
//! and context switches instead, the same way (difference of two `N`):
//!
//! ```text
//! perf stat -e task-clock,context-switches target/release/examples/ask_loop DB N
//! ```
//!
//! Per answer, in one run: add `--dump-after='ask_loop::answered'`: dump 1 is the start-up,
//! then one dump per answer in the order of [`QUESTIONS`], all threads together; answers of
//! round 2 on are warm. Round 0's answers are printed in full on stdout (as JSON, without the
//! timings, which differ run to run), so two builds can be compared for unchanged answers.

mod common;

use common::QUESTIONS;
use insight::backend::Tenant;
use insight::engine::AskRequest;

/// Called after each answer: `--dump-after='ask_loop::answered'` writes one callgrind dump per
/// answer, so one run counts every question.
#[inline(never)]
fn answered(round: usize) {
    std::hint::black_box(round);
}

/// The answer as JSON without what changes from run to run (timings, a cancelled branch's
/// running time).
fn comparable(mut a: insight::answer::Answer) -> String {
    a.timings_ms.clear();
    if let Some(b) = a.branches.as_mut() {
        b.cancelled.iter_mut().for_each(|c| c.ran_ms = 0.0);
    }
    serde_json::to_string(&a).unwrap_or_else(|e| format!("cannot serialise: {e}"))
}

fn main() {
    let (db, n, _) = common::db_and_rounds("ask_loop DB N");
    let (engine, rt) = common::engine_and_runtime(&db);
    let tenant = Tenant::new("S001");
    for round in 0..n {
        for q in QUESTIONS {
            let req = AskRequest {
                question: q.to_string(),
                today: None,
                tenant: tenant.clone(),
            };
            let answer = rt.block_on(engine.ask(&req));
            answered(round);
            match answer {
                Ok(a) if round == 0 => {
                    eprintln!("{q}: {:?} — {}", a.status, a.answer);
                    println!("{}", comparable(a));
                }
                Ok(_) => {}
                Err(e) => {
                    eprintln!("{q}: {e}");
                    std::process::exit(1);
                }
            }
        }
    }
}
