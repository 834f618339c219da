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

fn fail(what: &str, e: impl std::fmt::Display) -> ! {
    eprintln!("{what}: {e}");
    std::process::exit(1)
}
