//! Answers the diagnostic questions of `benches/insight.rs` `N` times in one process, for
//! counting instructions (`valgrind --tool=callgrind`) instead of timing on a shared machine:
//!
//! ```text
//! cargo build --release --example insight_loop
//! INSIGHT_EMBED_THREADS=1 valgrind --tool=callgrind --separate-threads=yes \
//!     --dump-after='insight::engine::Engine::load_with' \
//!     target/release/examples/insight_loop DB N [DOMAIN]
//! ```
//! The cost of one round is the difference between runs with two values of `N`, divided by
//! their difference (start-up cancels out). Per answer, in one run: drop
//! `--separate-threads=yes` (with it, a dump holds only the dumping thread's counts) and add
//! `--dump-after='insight_loop::answered'`: dump 1 is the start-up, then one dump per answer
//! in the order of [`QUESTIONS`], all threads together; answers of round 2 on are warm.
//! `DOMAIN` (e.g. `trend`) asks only that domain's question. `DB` is a store built by
//! `insight data generate` (the bench's seed 42). Each answer's findings are printed in full in
//! round 0, so two builds can be compared for unchanged answers.

mod common;

use insight::backend::Tenant;
use insight::engine::AskRequest;

/// The bench's questions (`benches/insight.rs`), one per domain.
const QUESTIONS: [(&str, &str); 7] = [
    ("performance", "Why did my revenue drop in October?"),
    ("recommendation", "What should I do to get sales back up?"),
    ("health_check", "How am I doing?"),
    ("benchmarking", "How do I compare with my category?"),
    ("trend", "Are my sales growing compared with last year?"),
    ("seasonal", "Is November up just because of the season?"),
    ("account_health", "Is my account at risk?"),
];

/// Called after each answer: `--dump-after='insight_loop::answered'` writes one callgrind dump
/// per answer (per thread with `--separate-threads=yes`), so one run counts every question.
#[inline(never)]
fn answered(round: usize) {
    std::hint::black_box(round);
}

fn main() {
    let (db, n, mut args) = common::db_and_rounds("insight_loop DB N [DOMAIN]");
    let only = args.next();
    let questions: Vec<&str> = QUESTIONS
        .iter()
        .filter(|(d, _)| only.as_deref().is_none_or(|o| o == *d))
        .map(|(_, q)| *q)
        .collect();
    if questions.is_empty() {
        eprintln!("no bench question for domain {only:?}");
        std::process::exit(2);
    }
    let (engine, rt) = common::engine_and_runtime(&db);
    let tenant = Tenant::new("S001");
    for round in 0..n {
        for q in &questions {
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
                    for f in &a.findings {
                        eprintln!("  finding {f:?}");
                    }
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
