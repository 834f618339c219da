//! Diagnostics: every problem found in the catalog, each with the place it was found.
//!
//! Loading never stops at the first problem: each loader pushes what it finds into one
//! [`Diagnostics`] and carries on with the next file, so `insight validate` lists everything in
//! one run.

use std::fmt;
use std::path::{Path, PathBuf};

/// A position in a file, 1-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Pos {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub col: usize,
}

impl Pos {
    /// The start of a file.
    pub const START: Pos = Pos { line: 1, col: 1 };
}

/// One problem, at one place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file, relative to the catalog root when it is inside it.
    pub path: PathBuf,
    /// Where in the file.
    pub pos: Pos,
    /// What is wrong, and when it helps, what to do.
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            self.path.display(),
            self.pos.line,
            self.pos.col,
            self.message
        )
    }
}

/// Every problem found so far, in the order found.
#[derive(Debug, Clone, Default)]
pub struct Diagnostics {
    root: Option<PathBuf>,
    items: Vec<Diagnostic>,
}

impl Diagnostics {
    /// Diagnostics whose paths are shown relative to `root`.
    pub fn with_root(root: &Path) -> Self {
        Diagnostics {
            root: Some(root.to_path_buf()),
            items: Vec::new(),
        }
    }

    /// A path as shown in messages: relative to the root when inside it.
    pub fn shown(&self, path: &Path) -> PathBuf {
        match &self.root {
            Some(root) => path.strip_prefix(root).unwrap_or(path).to_path_buf(),
            None => path.to_path_buf(),
        }
    }

    /// Records a problem.
    pub fn push(&mut self, path: &Path, pos: Pos, message: impl Into<String>) {
        let shown = self.shown(path);
        self.items.push(Diagnostic {
            path: shown,
            pos,
            message: message.into(),
        });
    }

    /// True when nothing is wrong.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Number of problems.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// The problems, sorted by file then position (stable for snapshots).
    pub fn sorted(&self) -> Vec<Diagnostic> {
        let mut v = self.items.clone();
        v.sort_by(|a, b| a.path.cmp(&b.path).then(a.pos.cmp(&b.pos)));
        v
    }

    /// The problems, in the order found.
    pub fn iter(&self) -> impl Iterator<Item = &Diagnostic> {
        self.items.iter()
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in self.sorted() {
            writeln!(f, "{d}")?;
        }
        Ok(())
    }
}
