//! Run-time configuration shared by the CLI and the server.

use std::path::PathBuf;

/// Where things are.
#[derive(Debug, Clone)]
pub struct Paths {
    /// The catalog root (holds `apis/`, `domains/`, `prompts/`, `plugins/`, `models/`).
    pub root: PathBuf,
    /// The embedded SQLite store.
    pub db: PathBuf,
}

impl Paths {
    /// The default store path under a root: `data/insight.db`.
    pub fn default_db(root: &std::path::Path) -> PathBuf {
        root.join("data").join("insight.db")
    }

    /// The folder of model artefacts: `models/`.
    pub fn models_dir(&self) -> PathBuf {
        self.root.join("models")
    }
}
