//! Offline: **training and evaluating** the manager's models.
//!
//! - **Takes** the labelled questions of `models/training/*.yaml` ([`data`]) and the sentence
//!   encoder.
//! - **Gives** `models/ood.json` and `models/router.json` ([`artefact`]), and an evaluation
//!   report on the held-out split ([`eval`]).
//! - **Guarantees**: the OOD autoencoder sees in-domain TRAIN questions only, the router sees
//!   `data_presenter` / `insight_generator` TRAIN questions only, and evaluation uses the EVAL
//!   split only. The same seed, data and encoder give bit-identical artefacts.
//!
//! [`nn`] is the small dense-layer toolkit both heads use at inference and in training.

pub mod artefact;
pub mod cli;
pub mod data;
pub mod eval;
pub mod nn;

use crate::catalog::training::Split;
use crate::embed::{EmbedError, Embedder, Embedding};
use crate::ood::{OodConfig, OodError};
use crate::router::{RouterConfig, RouterError};

use self::artefact::{ModelIdentity, OodArtefact, Provenance, RouterArtefact};
use self::data::TrainingSet;

/// Everything that decides the trained weights besides the data.
#[derive(Debug, Clone, PartialEq)]
pub struct TrainConfig {
    /// Seed for initialisation, shuffling, noise and super-sampling.
    pub seed: u64,
    /// The OOD autoencoder.
    pub ood: OodConfig,
    /// The router head.
    pub router: RouterConfig,
}

impl Default for TrainConfig {
    fn default() -> Self {
        TrainConfig {
            seed: 7,
            ood: OodConfig::default(),
            router: RouterConfig::default(),
        }
    }
}

/// Reports progress of long steps (the CLI draws bars; tests pass `&mut ()`).
pub trait Progress {
    /// A new step with `total` units of work.
    fn start(&mut self, _step: &str, _total: u64) {}
    /// `done` units of the current step are finished.
    fn set(&mut self, _done: u64) {}
    /// The current step is over.
    fn finish(&mut self) {}
}

impl Progress for () {}

/// Why training failed.
#[derive(Debug, thiserror::Error)]
pub enum TrainError {
    /// The OOD autoencoder.
    #[error("OOD autoencoder: {0}")]
    Ood(#[from] OodError),
    /// The router.
    #[error("router: {0}")]
    Router(#[from] RouterError),
    /// Embeddings and questions do not line up.
    #[error("{embeddings} embeddings for {questions} questions")]
    Misaligned {
        /// Embeddings given.
        embeddings: usize,
        /// Questions in the set.
        questions: usize,
    },
}

/// Embeds every question of a set, in batches, in set order.
pub fn embed_set(
    embedder: &Embedder,
    set: &TrainingSet,
    progress: &mut dyn Progress,
) -> Result<Vec<Embedding>, EmbedError> {
    const BATCH: usize = 32;
    progress.start("embedding questions", set.questions.len() as u64);
    let mut out = Vec::with_capacity(set.questions.len());
    for chunk in set.questions.chunks(BATCH) {
        let texts: Vec<&str> = chunk.iter().map(|q| q.text.as_str()).collect();
        out.extend(embedder.embed_batch(&texts)?);
        progress.set(out.len() as u64);
    }
    progress.finish();
    Ok(out)
}

/// Trains both heads on the TRAIN split of `set`, whose embeddings (in set order) are
/// `embeddings`, and wraps them with their provenance.
pub fn train_models(
    set: &TrainingSet,
    embeddings: &[Embedding],
    embedding_model: &ModelIdentity,
    cfg: &TrainConfig,
    progress: &mut dyn Progress,
) -> Result<(OodArtefact, RouterArtefact), TrainError> {
    if embeddings.len() != set.questions.len() {
        return Err(TrainError::Misaligned {
            embeddings: embeddings.len(),
            questions: set.questions.len(),
        });
    }
    let in_domain: Vec<(&[f32], crate::catalog::training::Route)> = set
        .split(Split::Train)
        .filter(|(_, q)| q.in_domain())
        .map(|(i, q)| (embeddings[i].as_slice(), q.route))
        .collect();
    let provenance = |n: usize| {
        Provenance::new(
            embedding_model.clone(),
            set.data_hash.clone(),
            set.files.clone(),
            n,
            cfg.seed,
        )
    };

    let inputs: Vec<&[f32]> = in_domain.iter().map(|(x, _)| *x).collect();
    progress.start("OOD autoencoder (epochs)", cfg.ood.total_epochs() as u64);
    let ood = crate::ood::train::train(&inputs, &cfg.ood, cfg.seed, &mut |done, _| {
        progress.set(done as u64)
    })?;
    progress.finish();

    progress.start("router (epochs)", cfg.router.epochs as u64);
    let router = crate::router::train(&in_domain, &cfg.router, cfg.seed, &mut |done, _| {
        progress.set(done as u64)
    })?;
    progress.finish();

    Ok((
        OodArtefact {
            provenance: provenance(inputs.len()),
            config: cfg.ood.clone(),
            model: ood,
        },
        RouterArtefact {
            provenance: provenance(in_domain.len()),
            config: cfg.router.clone(),
            model: router,
        },
    ))
}
