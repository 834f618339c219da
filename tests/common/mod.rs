//! Shared by the test binaries that need the demo store.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The catalog root: the repository itself.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One generated demo store (seed 42) per test binary, in a temporary folder that lives as long
/// as the binary (generation takes seconds).
pub fn store() -> &'static Path {
    static DB: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    &DB.get_or_init(|| {
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("insight.db");
        insight::data::generate(&db, 42).expect("generate the demo store");
        (dir, db)
    })
    .1
}
