//! Diagnostics: every problem found in the catalog, each with the place it was found.
//!
//! Loading never stops at the first problem: each loader pushes what it finds into one
//! [`Diagnostics`] and carries on with the next file, so `insight validate` lists everything in
//! one run.

use std::collections::BTreeMap;
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

/// The kinds of names one catalog file defines and others refer to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum NameKind {
    /// A data API (`apis/`).
    Api,
    /// A Rhai tool (`plugins/`).
    Tool,
    /// A prompt or answer template (`prompts/`).
    Prompt,
    /// An Insight Generator domain (`domains/`).
    Domain,
}

impl NameKind {
    /// The word used in messages.
    pub fn as_str(self) -> &'static str {
        match self {
            NameKind::Api => "API",
            NameKind::Tool => "tool",
            NameKind::Prompt => "prompt",
            NameKind::Domain => "domain",
        }
    }
}

/// A name whose defining file did not load, and the references to it that were not reported.
#[derive(Debug, Clone)]
struct BrokenName {
    /// The file that would have defined it (as shown).
    path: PathBuf,
    /// References to it left unreported, by the file they are in (as shown).
    suppressed: BTreeMap<PathBuf, usize>,
}

/// Every problem found so far, in the order found.
///
/// A file that fails to load would otherwise show up again in every file that refers to what it
/// defines (one broken domain file made 283 "unknown domain" lines in the training files). Loaders
/// therefore mark the names a broken file defines ([`Diagnostics::mark_broken`]) and report
/// references through [`Diagnostics::push_unknown`], which counts a reference to a broken name
/// instead of reporting it; [`Diagnostics::notes`] then gives one note per broken name.
#[derive(Debug, Clone, Default)]
pub struct Diagnostics {
    root: Option<PathBuf>,
    items: Vec<Diagnostic>,
    broken: BTreeMap<(NameKind, String), BrokenName>,
    suppressed: usize,
}

impl Diagnostics {
    /// Diagnostics whose paths are shown relative to `root`.
    pub fn with_root(root: &Path) -> Self {
        Diagnostics {
            root: Some(root.to_path_buf()),
            ..Diagnostics::default()
        }
    }

    /// Records that `path` would have defined `name` but did not load (its own problems are
    /// reported there): references to `name` elsewhere are no longer reported one by one.
    pub fn mark_broken(&mut self, kind: NameKind, name: &str, path: &Path) {
        let shown = self.shown(path);
        self.broken
            .entry((kind, name.to_string()))
            .or_insert_with(|| BrokenName {
                path: shown,
                suppressed: BTreeMap::new(),
            });
    }

    /// True when `name` is defined by a file that did not load.
    pub fn is_broken(&self, kind: NameKind, name: &str) -> bool {
        self.broken.contains_key(&(kind, name.to_string()))
    }

    /// Reports a reference to a `kind` named `name` that does not exist, unless the file that
    /// defines it did not load: then the reference is only counted, for that file's note.
    /// Returns true when it was reported.
    pub fn push_unknown(
        &mut self,
        kind: NameKind,
        name: &str,
        path: &Path,
        pos: Pos,
        message: impl Into<String>,
    ) -> bool {
        let shown = self.shown(path);
        if let Some(b) = self.broken.get_mut(&(kind, name.to_string())) {
            *b.suppressed.entry(shown).or_insert(0) += 1;
            self.suppressed += 1;
            return false;
        }
        self.push(path, pos, message);
        true
    }

    /// How many references to broken names were counted instead of reported. A loader that
    /// keeps only clean definitions compares it before and after, as it does [`Self::len`]: a
    /// definition that refers to something broken is not clean either.
    pub fn suppressed(&self) -> usize {
        self.suppressed
    }

    /// One note per broken name that others referred to: where it would have been defined and
    /// how many references were not reported, by file. Not problems themselves (the broken
    /// file's own problems are), so not counted in [`Self::len`].
    pub fn notes(&self) -> Vec<Diagnostic> {
        self.broken
            .iter()
            .filter(|(_, b)| !b.suppressed.is_empty())
            .map(|((kind, name), b)| {
                let total: usize = b.suppressed.values().sum();
                let places = b
                    .suppressed
                    .iter()
                    .map(|(p, n)| format!("{} ({n})", p.display()))
                    .collect::<Vec<_>>()
                    .join(", ");
                Diagnostic {
                    path: b.path.clone(),
                    pos: Pos::START,
                    message: format!(
                        "note: {total} reference(s) to {} `{name}` were not checked because \
                         this file did not load: {places}",
                        kind.as_str()
                    ),
                }
            })
            .collect()
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
        for d in self.notes() {
            writeln!(f, "{d}")?;
        }
        Ok(())
    }
}
