//! Trained artefacts (`models/ood.json`, `models/router.json`): weights plus the provenance
//! that decides whether they may still be used.
//!
//! An artefact records the identity of the embedding model it was trained on (sha256 of
//! `model.safetensors` and `tokenizer.json`) and of the training data (see
//! [`super::data::data_hash`]). Loading compares both with the current files and refuses a
//! stale artefact with the command that fixes it, because a head trained on other embeddings
//! or other questions answers confidently and wrongly.

use std::fs::File;
use std::io::{BufReader, Read};
use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::data::hex;
use crate::embed::{require, EmbedError, TOKENIZER_FILE, WEIGHTS_FILE};
use crate::ood::{OodConfig, OodModel};
use crate::router::{RouterConfig, RouterModel};

/// Bumped when the artefact layout changes; older files are refused.
pub const FORMAT: u32 = 1;
/// The OOD artefact's file name under `models/`.
pub const OOD_FILE: &str = "ood.json";
/// The router artefact's file name under `models/`.
pub const ROUTER_FILE: &str = "router.json";

/// Which embedding model produced the training embeddings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModelIdentity {
    /// sha256 of `model.safetensors`.
    pub model_safetensors_sha256: String,
    /// sha256 of `tokenizer.json`.
    pub tokenizer_json_sha256: String,
}

impl ModelIdentity {
    /// Hashes the vendor files.
    pub fn of(vendor: &Path) -> Result<ModelIdentity, EmbedError> {
        Ok(ModelIdentity {
            model_safetensors_sha256: sha256_file(&require(
                vendor,
                WEIGHTS_FILE,
                "the encoder weights",
            )?)?,
            tokenizer_json_sha256: sha256_file(&require(vendor, TOKENIZER_FILE, "the tokenizer")?)?,
        })
    }
}

/// Files changed this recently are hashed every time: the file system's clock is coarse, so a
/// file rewritten twice within one tick keeps its modification time (git's "racy" entries).
const RACY_SECS: u64 = 2;

/// The sha256 of a vendor file, remembered beside it (`.NAME.sha256`) with the size and
/// modification time it had.
///
/// Why: the encoder weights are ~90 MB, and hashing them on every start was most of the
/// start-up of a one-shot `insight ask` and of every test process. `make models` rewrites a file
/// it changes, which gives it a new modification time, so a remembered hash is used only for the
/// same file (the check git's index makes). The memo is best effort: unreadable, stale or
/// unwritable, the file is hashed.
fn sha256_file(path: &Path) -> Result<String, EmbedError> {
    let stamp = stamp(path);
    let memo = memo_path(path);
    if let (Some(stamp), Some(memo)) = (&stamp, &memo) {
        if let Ok(text) = std::fs::read_to_string(memo) {
            if let Some((seen, hash)) = text.trim().rsplit_once(' ') {
                if seen == stamp && hash.len() == 64 {
                    return Ok(hash.to_string());
                }
            }
        }
    }
    let hash = sha256_contents(path)?;
    if let (Some(stamp), Some(memo)) = (stamp, memo) {
        // A unique temporary name, then a rename: two processes never see half a memo.
        let tmp = memo.with_extension(format!("tmp{}", std::process::id()));
        if std::fs::write(&tmp, format!("{stamp} {hash}\n")).is_ok()
            && std::fs::rename(&tmp, &memo).is_err()
        {
            let _ = std::fs::remove_file(&tmp);
        }
    }
    Ok(hash)
}

/// "SIZE MTIME_NS" of a file old enough to be trusted (see [`RACY_SECS`]).
fn stamp(path: &Path) -> Option<String> {
    let meta = std::fs::metadata(path).ok()?;
    let modified = meta.modified().ok()?;
    let age = std::time::SystemTime::now().duration_since(modified).ok()?;
    if age.as_secs() < RACY_SECS {
        return None;
    }
    let ns = modified
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?
        .as_nanos();
    Some(format!("{} {ns}", meta.len()))
}

fn memo_path(path: &Path) -> Option<PathBuf> {
    let name = path.file_name()?.to_str()?;
    Some(path.with_file_name(format!(".{name}.sha256")))
}

fn sha256_contents(path: &Path) -> Result<String, EmbedError> {
    let io = |_e: std::io::Error| EmbedError::Missing {
        what: "a readable vendor file",
        path: path.to_path_buf(),
    };
    let mut reader = BufReader::with_capacity(1 << 20, File::open(path).map_err(io)?);
    let mut h = Sha256::new();
    let mut buf = vec![0u8; 1 << 20];
    loop {
        let n = reader.read(&mut buf).map_err(io)?;
        if n == 0 {
            break;
        }
        h.update(&buf[..n]);
    }
    Ok(hex(&h.finalize()))
}

/// Where an artefact comes from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Provenance {
    /// Artefact layout version ([`FORMAT`]).
    pub format: u32,
    /// The embedding model.
    pub embedding_model: ModelIdentity,
    /// sha256 of the training files (see [`super::data::data_hash`]).
    pub training_data_sha256: String,
    /// The training files, relative to `models/training/`.
    pub training_files: Vec<String>,
    /// Questions the model was trained on (after filtering, before super-sampling).
    pub trained_on: usize,
    /// The seed.
    pub seed: u64,
    /// The program that wrote it.
    pub created_with: String,
}

impl Provenance {
    /// Provenance for models trained now by this program.
    pub fn new(
        embedding_model: ModelIdentity,
        training_data_sha256: String,
        training_files: Vec<String>,
        trained_on: usize,
        seed: u64,
    ) -> Provenance {
        Provenance {
            format: FORMAT,
            embedding_model,
            training_data_sha256,
            training_files,
            trained_on,
            seed,
            created_with: format!("insight {}", env!("CARGO_PKG_VERSION")),
        }
    }
}

/// `models/ood.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OodArtefact {
    /// Where it comes from.
    pub provenance: Provenance,
    /// How it was trained.
    pub config: OodConfig,
    /// The weights and calibration (μ, σ, λ).
    pub model: OodModel,
}

/// `models/router.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RouterArtefact {
    /// Where it comes from.
    pub provenance: Provenance,
    /// How it was trained.
    pub config: RouterConfig,
    /// The weights.
    pub model: RouterModel,
}

/// An artefact that has provenance and can check its weights.
pub trait Artefact: Serialize + DeserializeOwned {
    /// Its provenance.
    fn provenance(&self) -> &Provenance;
    /// Whether its weights are usable.
    fn weights_ok(&self) -> bool;
}

impl Artefact for OodArtefact {
    fn provenance(&self) -> &Provenance {
        &self.provenance
    }
    fn weights_ok(&self) -> bool {
        self.model.validate().is_ok()
    }
}

impl Artefact for RouterArtefact {
    fn provenance(&self) -> &Provenance {
        &self.provenance
    }
    fn weights_ok(&self) -> bool {
        self.model.validate().is_ok()
    }
}

/// Why an artefact cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ArtefactError {
    /// Not there.
    #[error("{} not found: run `insight train`", path.display())]
    Missing {
        /// The file.
        path: PathBuf,
    },
    /// Unreadable or unwritable.
    #[error("cannot access {}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
    /// Not an artefact of this layout.
    #[error("{} is not a valid artefact ({source}): run `insight train`", path.display())]
    Parse {
        /// The file.
        path: PathBuf,
        /// Why.
        #[source]
        source: serde_json::Error,
    },
    /// Written by an older or newer layout.
    #[error("{} has format {found}, this program reads format {FORMAT}: run `insight train`", path.display())]
    Format {
        /// The file.
        path: PathBuf,
        /// Its format.
        found: u32,
    },
    /// Trained on other questions.
    #[error("{} was trained on different training data: run `insight train`", path.display())]
    StaleData {
        /// The file.
        path: PathBuf,
    },
    /// Trained on another embedding model.
    #[error("{} was trained with a different embedding model (model.safetensors or tokenizer.json changed): run `insight train`", path.display())]
    StaleModel {
        /// The file.
        path: PathBuf,
    },
    /// Weights that do not fit their shapes.
    #[error("{} has damaged weights: run `insight train`", path.display())]
    Damaged {
        /// The file.
        path: PathBuf,
    },
}

/// What the current files say an artefact must have been trained on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expected {
    /// The current embedding model.
    pub embedding_model: ModelIdentity,
    /// The current training data hash.
    pub training_data_sha256: String,
}

/// Reads an artefact and refuses it when it is stale or damaged. `shown` is the path used in
/// messages (e.g. `models/router.json`).
pub fn load<A: Artefact>(
    path: &Path,
    shown: &Path,
    expected: &Expected,
) -> Result<A, ArtefactError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(ArtefactError::Missing {
                path: shown.to_path_buf(),
            })
        }
        Err(source) => {
            return Err(ArtefactError::Io {
                path: shown.to_path_buf(),
                source,
            })
        }
    };
    // The format is read first so that an older layout gets the format message, not a parse
    // error about some field.
    #[derive(Deserialize)]
    struct Head {
        provenance: HeadProvenance,
    }
    #[derive(Deserialize)]
    struct HeadProvenance {
        format: u32,
    }
    if let Ok(head) = serde_json::from_str::<Head>(&text) {
        if head.provenance.format != FORMAT {
            return Err(ArtefactError::Format {
                path: shown.to_path_buf(),
                found: head.provenance.format,
            });
        }
    }
    let artefact: A = serde_json::from_str(&text).map_err(|source| ArtefactError::Parse {
        path: shown.to_path_buf(),
        source,
    })?;
    let p = artefact.provenance();
    if p.training_data_sha256 != expected.training_data_sha256 {
        return Err(ArtefactError::StaleData {
            path: shown.to_path_buf(),
        });
    }
    if p.embedding_model != expected.embedding_model {
        return Err(ArtefactError::StaleModel {
            path: shown.to_path_buf(),
        });
    }
    if !artefact.weights_ok() {
        return Err(ArtefactError::Damaged {
            path: shown.to_path_buf(),
        });
    }
    Ok(artefact)
}

/// Writes an artefact atomically (a temporary file renamed over the old one), as compact JSON
/// with the provenance first so that `head -c 600` shows it.
pub fn save<A: Artefact>(path: &Path, artefact: &A) -> Result<(), ArtefactError> {
    let io = |source| ArtefactError::Io {
        path: path.to_path_buf(),
        source,
    };
    let mut text = serde_json::to_string(artefact).map_err(|source| ArtefactError::Parse {
        path: path.to_path_buf(),
        source,
    })?;
    text.push('\n');
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    let tmp = path.with_extension("json.tmp");
    std::fs::write(&tmp, text).map_err(io)?;
    std::fs::rename(&tmp, path).map_err(io)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, SystemTime};

    fn set_age(path: &Path, secs: u64) {
        let f = File::options().write(true).open(path).unwrap();
        f.set_modified(SystemTime::now() - Duration::from_secs(secs))
            .unwrap();
    }

    #[test]
    fn a_remembered_hash_is_used_only_for_the_same_file() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("weights.bin");
        std::fs::write(&f, b"first").unwrap();
        set_age(&f, 3600);
        let first = sha256_file(&f).unwrap();
        assert_eq!(first, sha256_contents(&f).unwrap());
        let memo = dir.path().join(".weights.bin.sha256");
        let text = std::fs::read_to_string(&memo).expect("the hash is remembered");
        // The memo is what is read for the same file: a forged one is believed...
        let forged = text.replace(&first, &"0".repeat(64));
        std::fs::write(&memo, forged).unwrap();
        assert_eq!(sha256_file(&f).unwrap(), "0".repeat(64));
        // ...but not once the file changed (same size, another time): it is hashed again.
        std::fs::write(&f, b"other").unwrap();
        set_age(&f, 1800);
        let second = sha256_file(&f).unwrap();
        assert_eq!(second, sha256_contents(&f).unwrap());
        assert_ne!(second, first);
    }

    #[test]
    fn a_file_changed_just_now_is_hashed_and_not_remembered() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("tokenizer.json");
        std::fs::write(&f, b"{}").unwrap();
        assert_eq!(sha256_file(&f).unwrap(), sha256_contents(&f).unwrap());
        assert!(!dir.path().join(".tokenizer.json.sha256").exists());
    }
}
