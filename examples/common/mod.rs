//! What the callgrind drivers (`ask_loop`, `insight_loop`) share: an engine over `db` with
//! deadlines that cannot decide the answers under valgrind, and a two-thread runtime. A failure
//! exits with a message (these are command-line tools).

use std::path::PathBuf;

use insight::config::{Paths, Settings};
use insight::engine::Engine;

/// The engine and runtime to ask on, or the process exits saying what failed.
pub fn engine_and_runtime(db: &str) -> (Engine, tokio::runtime::Runtime) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut settings = Settings::load(&root).unwrap_or_else(|e| fail("settings", e));
    // Under valgrind everything runs ~50 times slower: deadlines must not decide the answers.
    settings.deadlines = insight::manager::Deadlines {
        manager_ms: 600_000,
        worker_ms: 600_000,
        api_ms: 600_000,
    };
    let paths = Paths {
        root,
        db: PathBuf::from(db),
    };
    let engine = Engine::load(&paths, settings).unwrap_or_else(|e| fail("engine", e));
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap_or_else(|e| fail("runtime", e));
    (engine, rt)
}

/// The command line's store and number of rounds (`DB N`, then what the driver reads itself),
/// or the process exits with `usage`.
pub fn db_and_rounds(usage: &str) -> (String, usize, std::env::Args) {
    let mut args = std::env::args();
    args.next();
    let (Some(db), Some(n)) = (args.next(), args.next()) else {
        eprintln!("usage: {usage}");
        std::process::exit(2);
    };
    let Ok(n) = n.parse::<usize>() else {
        eprintln!("N must be a whole number, not {n:?}");
        std::process::exit(2);
    };
    (db, n, args)
}

/// The bench's descriptive questions (`benches/ask.rs`), one per answer shape, for the
/// descriptive drivers (`ask_loop`, `stage_clock`; `insight_loop` asks its own).
#[allow(dead_code)]
pub const QUESTIONS: [&str; 6] = [
    "What were my sales last week?",
    "Revenue in November 2025 vs November 2024",
    "Top 5 products by units last month",
    "Weekly revenue since Black Friday",
    "Sessions per product in Q3 2025",
    "What was my late shipment rate last month?",
];

fn fail(what: &str, e: impl std::fmt::Display) -> ! {
    eprintln!("{what}: {e}");
    std::process::exit(1)
}
