//! [`ManagerModels`]: the facade the rest of the pipeline uses for Manager stages 1–2.
//!
//! - **Takes** a catalog root (or explicit [`ModelPaths`]) once, then questions.
//! - **Gives** a [`Screening`] per question: its embedding (for example retrieval later), the
//!   OOD decision and the route.
//! - **Guarantees**: the question is embedded exactly once; loading refuses artefacts trained
//!   on other training data or another embedding model (with the command that fixes it); the
//!   value is `Send + Sync`, so one `Arc<ManagerModels>` serves every request.
//!
//! The design runs the OOD check and the router "in parallel". Both heads together take a few
//! hundredths of a millisecond on the shared embedding, far less than handing work to another
//! thread costs, so [`ManagerModels::screen`] runs them one after the other; the parallelism
//! that matters (both workers) is the pipeline's.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::Serialize;

use crate::embed::{vendor_dir, EmbedError, Embedder, EmbedderOptions, Embedding};
use crate::ood::{OodError, OodModel, OodResult};
use crate::router::{RouterModel, RoutingDecision};
use crate::train::artefact::{
    self, ArtefactError, Expected, ModelIdentity, OodArtefact, RouterArtefact, OOD_FILE,
    ROUTER_FILE,
};
use crate::train::data::{data_hash, training_dir, DataError};

/// What screening one question gives.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Screening {
    /// The question's embedding, computed once, for the later stages.
    #[serde(skip)]
    pub embedding: Embedding,
    /// The out-of-domain check.
    pub ood: OodResult,
    /// The route (meaningful only when the question is in domain).
    pub route: RoutingDecision,
}

/// Why the manager's models cannot be loaded.
#[derive(Debug, thiserror::Error)]
pub enum ManagerError {
    /// The sentence encoder.
    #[error(transparent)]
    Embed(#[from] EmbedError),
    /// A trained artefact.
    #[error(transparent)]
    Artefact(#[from] ArtefactError),
    /// The training data (needed to check the artefacts are current).
    #[error(transparent)]
    Data(#[from] DataError),
    /// A λ override.
    #[error(transparent)]
    Ood(#[from] OodError),
}

/// Where the manager's models and their inputs live.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelPaths {
    /// The vendor directory (encoder, tokenizer, ONNX Runtime).
    pub vendor: PathBuf,
    /// The artefact directory (`ood.json`, `router.json`).
    pub models: PathBuf,
    /// The labelled questions the artefacts must have been trained on.
    pub training: PathBuf,
    /// Paths in messages are shown relative to this directory.
    pub root: PathBuf,
}

impl ModelPaths {
    /// The standard layout under a catalog root (`models/`, `models/training/`, and the vendor
    /// directory of [`vendor_dir`]).
    pub fn under(root: &Path) -> ModelPaths {
        ModelPaths {
            vendor: vendor_dir(root),
            models: root.join("models"),
            training: training_dir(root),
            root: root.to_path_buf(),
        }
    }

    /// The OOD artefact.
    pub fn ood_artefact(&self) -> PathBuf {
        self.models.join(OOD_FILE)
    }

    /// The router artefact.
    pub fn router_artefact(&self) -> PathBuf {
        self.models.join(ROUTER_FILE)
    }

    /// What the artefacts must have been trained on, from the current files.
    pub fn expected(&self) -> Result<Expected, ManagerError> {
        Ok(Expected {
            embedding_model: ModelIdentity::of(&self.vendor)?,
            training_data_sha256: data_hash(&self.training)?,
        })
    }

    /// Both artefacts, checked against `expected`.
    pub fn load_artefacts(
        &self,
        expected: &Expected,
    ) -> Result<(OodArtefact, RouterArtefact), ManagerError> {
        let shown = |p: &Path| p.strip_prefix(&self.root).unwrap_or(p).to_path_buf();
        let (ood_path, router_path) = (self.ood_artefact(), self.router_artefact());
        let ood: OodArtefact = artefact::load(&ood_path, &shown(&ood_path), expected)?;
        let router: RouterArtefact = artefact::load(&router_path, &shown(&router_path), expected)?;
        Ok((ood, router))
    }
}

/// The embedder and both heads, loaded once.
#[derive(Debug, Clone)]
pub struct ManagerModels {
    embedder: Arc<Embedder>,
    ood: OodArtefact,
    router: RouterArtefact,
}

impl ManagerModels {
    /// Loads from the standard layout under a catalog root.
    pub fn load(root: &Path) -> Result<ManagerModels, ManagerError> {
        ManagerModels::load_from(&ModelPaths::under(root))
    }

    /// Loads from explicit paths. The artefacts are checked before the encoder is loaded, so a
    /// stale artefact is reported quickly.
    pub fn load_from(paths: &ModelPaths) -> Result<ManagerModels, ManagerError> {
        ManagerModels::load_with(paths, EmbedderOptions::from_env())
    }

    /// As [`ManagerModels::load_from`], with explicit embedder options.
    pub fn load_with(
        paths: &ModelPaths,
        options: EmbedderOptions,
    ) -> Result<ManagerModels, ManagerError> {
        let expected = paths.expected()?;
        let (ood, router) = paths.load_artefacts(&expected)?;
        let embedder = Arc::new(Embedder::load_with(&paths.vendor, options)?);
        Ok(ManagerModels::from_parts(embedder, ood, router))
    }

    /// Assembles already-loaded parts (e.g. freshly trained artefacts, or an embedder shared
    /// with other stages).
    pub fn from_parts(
        embedder: Arc<Embedder>,
        ood: OodArtefact,
        router: RouterArtefact,
    ) -> ManagerModels {
        ManagerModels {
            embedder,
            ood,
            router,
        }
    }

    /// The same models with another OOD λ.
    pub fn with_ood_lambda(mut self, lambda: f32) -> Result<ManagerModels, ManagerError> {
        self.ood.model = self.ood.model.with_lambda(lambda)?;
        Ok(self)
    }

    /// The sentence encoder (shared with later stages: embed a question once).
    pub fn embedder(&self) -> &Arc<Embedder> {
        &self.embedder
    }

    /// The OOD autoencoder.
    pub fn ood(&self) -> &OodModel {
        &self.ood.model
    }

    /// The router head.
    pub fn router(&self) -> &RouterModel {
        &self.router.model
    }

    /// The OOD artefact (weights, configuration, provenance).
    pub fn ood_artefact(&self) -> &OodArtefact {
        &self.ood
    }

    /// The router artefact (weights, configuration, provenance).
    pub fn router_artefact(&self) -> &RouterArtefact {
        &self.router
    }

    /// Embeds a question once, then runs the OOD check and the router on that embedding.
    /// Blocking CPU work (~3 ms): from async code, call it in `spawn_blocking`.
    pub fn screen(&self, question: &str) -> Result<Screening, EmbedError> {
        Ok(self.screen_embedding(self.embedder.embed(question)?))
    }

    /// The OOD check and the route for an embedding already computed.
    pub fn screen_embedding(&self, embedding: Embedding) -> Screening {
        let ood = self.ood.model.check(&embedding);
        let route = self.router.model.route(&embedding);
        Screening {
            embedding,
            ood,
            route,
        }
    }
}
