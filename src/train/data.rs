//! The labelled questions (`models/training/*.yaml`) and the hash that ties trained artefacts to
//! them.
//!
//! Every file is read with the catalog's located YAML loader, so every problem of every file is
//! reported as `file:line:col: message` in one go.

use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use crate::catalog::training::{Route, Split, TrainingFile};
use crate::catalog::yaml::{load_typed, yaml_files};
use crate::catalog::Diagnostics;

/// Where the labelled questions live under a catalog root.
pub fn training_dir(root: &Path) -> PathBuf {
    root.join("models").join("training")
}

/// One labelled question, with where it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct LabelledQuestion {
    /// The question.
    pub text: String,
    /// Its label.
    pub route: Route,
    /// Train or held-out.
    pub split: Split,
    /// The file it was read from, relative to the training directory.
    pub file: String,
}

impl LabelledQuestion {
    /// True for `data_presenter` and `insight_generator` questions.
    pub fn in_domain(&self) -> bool {
        self.route != Route::OutOfDomain
    }
}

/// Problems with the training data.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    /// No YAML file in the directory.
    #[error("no training files (*.yaml) in {}", dir.display())]
    NoFiles {
        /// The directory.
        dir: PathBuf,
    },
    /// One or more files are invalid; every problem, located.
    #[error("invalid training data:\n{0}")]
    Invalid(Diagnostics),
    /// A file could not be read for hashing.
    #[error("cannot read {}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
}

/// Every labelled question of a training directory.
#[derive(Debug, Clone)]
pub struct TrainingSet {
    /// The questions, file by file in name order, each file in its own order.
    pub questions: Vec<LabelledQuestion>,
    /// The files, relative to the directory, sorted.
    pub files: Vec<String>,
    /// [`data_hash`] of the directory.
    pub data_hash: String,
}

impl TrainingSet {
    /// Reads and validates every `*.yaml` / `*.yml` file directly in `dir`.
    pub fn load(dir: &Path) -> Result<TrainingSet, DataError> {
        let paths = yaml_files(dir);
        if paths.is_empty() {
            return Err(DataError::NoFiles {
                dir: dir.to_path_buf(),
            });
        }
        let mut diags = Diagnostics::default();
        let mut questions = Vec::new();
        let mut files = Vec::new();
        for path in &paths {
            let name = relative_name(dir, path);
            files.push(name.clone());
            if let Some((file, _doc)) = load_typed::<TrainingFile>(path, &mut diags) {
                questions.extend(file.questions.into_iter().map(|q| LabelledQuestion {
                    text: q.text,
                    route: q.route,
                    split: file.split,
                    file: name.clone(),
                }));
            }
        }
        if !diags.is_empty() {
            return Err(DataError::Invalid(diags));
        }
        Ok(TrainingSet {
            questions,
            files,
            data_hash: hash_files(dir, &paths)?,
        })
    }

    /// The questions of one split.
    pub fn split(&self, split: Split) -> impl Iterator<Item = (usize, &LabelledQuestion)> {
        self.questions
            .iter()
            .enumerate()
            .filter(move |(_, q)| q.split == split)
    }

    /// How many questions of a split have a label.
    pub fn count(&self, split: Split, route: Route) -> usize {
        self.split(split).filter(|(_, q)| q.route == route).count()
    }

    /// Evaluation questions whose text (case- and space-insensitively) is also a training
    /// question: they would flatter the evaluation.
    pub fn leaks(&self) -> Vec<&str> {
        let norm = |s: &str| {
            s.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase()
        };
        let train: std::collections::HashSet<String> = self
            .split(Split::Train)
            .map(|(_, q)| norm(&q.text))
            .collect();
        self.split(Split::Eval)
            .filter(|(_, q)| train.contains(&norm(&q.text)))
            .map(|(_, q)| q.text.as_str())
            .collect()
    }
}

fn relative_name(dir: &Path, path: &Path) -> String {
    path.strip_prefix(dir)
        .unwrap_or(path)
        .to_string_lossy()
        .into_owned()
}

/// The training data's identity: sha256 over the sorted `*.yaml` files of `dir`, each as its
/// name, its length and its bytes (so that moving a question between files, or renaming a
/// file, also counts as a change).
pub fn data_hash(dir: &Path) -> Result<String, DataError> {
    hash_files(dir, &yaml_files(dir))
}

fn hash_files(dir: &Path, paths: &[PathBuf]) -> Result<String, DataError> {
    let mut h = Sha256::new();
    for path in paths {
        let bytes = std::fs::read(path).map_err(|source| DataError::Io {
            path: path.clone(),
            source,
        })?;
        let name = relative_name(dir, path);
        h.update((name.len() as u64).to_le_bytes());
        h.update(name.as_bytes());
        h.update((bytes.len() as u64).to_le_bytes());
        h.update(&bytes);
    }
    Ok(hex(&h.finalize()))
}

/// Lower-case hex.
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, name: &str, text: &str) {
        std::fs::write(dir.join(name), text).unwrap();
    }

    #[test]
    fn loads_questions_and_hashes_files() {
        let dir = tempfile::tempdir().unwrap();
        write(
            dir.path(),
            "a.yaml",
            "split: train\nquestions:\n  - {text: 'sales last week?', route: data_presenter}\n  - {text: 'why down?', route: insight_generator}\n",
        );
        write(
            dir.path(),
            "b.yaml",
            "split: eval\nquestions:\n  - {text: 'Sales  last week?', route: data_presenter}\n  - {text: 'weather?', route: out_of_domain}\n",
        );
        let set = TrainingSet::load(dir.path()).unwrap();
        assert_eq!(set.questions.len(), 4);
        assert_eq!(set.files, ["a.yaml", "b.yaml"]);
        assert_eq!(set.count(Split::Eval, Route::OutOfDomain), 1);
        assert_eq!(set.leaks(), ["Sales  last week?"]);
        assert_eq!(set.data_hash, data_hash(dir.path()).unwrap());
        assert_eq!(set.data_hash.len(), 64);

        let before = set.data_hash;
        write(
            dir.path(),
            "b.yaml",
            "split: eval\nquestions:\n  - {text: 'weather?', route: out_of_domain}\n",
        );
        assert_ne!(data_hash(dir.path()).unwrap(), before);
    }

    #[test]
    fn every_problem_is_located() {
        let dir = tempfile::tempdir().unwrap();
        write(
            dir.path(),
            "a.yaml",
            "split: train\nquestions:\n  - {text: 'x', route: sideways}\n",
        );
        write(dir.path(), "b.yaml", "split: test\nquestions: []\n");
        let err = TrainingSet::load(dir.path()).unwrap_err();
        let DataError::Invalid(d) = &err else {
            panic!("{err}")
        };
        assert_eq!(d.len(), 2, "{err}");
        let text = err.to_string();
        assert!(text.contains("a.yaml:3:"), "{text}");
        assert!(text.contains("b.yaml:1:"), "{text}");
    }

    #[test]
    fn an_empty_directory_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        assert!(matches!(
            TrainingSet::load(dir.path()),
            Err(DataError::NoFiles { .. })
        ));
    }
}
