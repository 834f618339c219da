//! Manager stage 1: **embed once**.
//!
//! - **Takes** a question (or a batch of them).
//! - **Gives** one [`Embedding`]: the 384-dimensional all-MiniLM-L6-v2 sentence embedding (mean
//!   of the last hidden states over the attention mask, L2-normalised), computed by ONNX Runtime
//!   from `models/vendor/model.onnx` (built by `make models`, see `models/README.md`).
//! - **Guarantees**: an [`Embedding`] is computed once per question and shared by every later
//!   stage (OOD check, router, example retrieval) by cloning an `Arc`, never recomputed; it has
//!   exactly [`DIM`] finite components and unit length. The [`Embedder`] is `Send + Sync`:
//!   any number of tokio tasks may share one (through `Arc`), see "Concurrency" below. Missing
//!   vendor files are an [`EmbedError::Missing`] that says to run `make models`, never a panic.
//!
//! ## Tokenisation
//! `tokenizer.json` as shipped pads every input to 128 tokens; a typical question is ~12 tokens,
//! and attention cost grows with the padded length, so we override it with *longest* padding
//! (a batch is padded to its longest member, a single question is not padded at all) and
//! truncation at [`MAX_TOKENS`] (the model's `max_seq_length`).
//!
//! ## Concurrency
//! `ort::Session::run` needs `&mut Session`, so the embedder holds a pool of sessions, each
//! behind a `Mutex`; a call takes the first free one, or waits on one when all are busy. The
//! default is one session whose run uses every core (up to 4): on 2 cores that halves a
//! question's latency, and several one-thread sessions would not add throughput (see
//! [`EmbedderOptions`]; `INSIGHT_EMBED_SESSIONS` / `INSIGHT_EMBED_THREADS` change it).
//! [`Embedder::embed`] is blocking CPU work (~3.5 ms): async callers should run it with
//! `tokio::task::spawn_blocking`.
//!
//! ## ONNX Runtime
//! The shared library is loaded with `ort::init_from` from the vendor directory (so a missing
//! library is an error, not a panic). ONNX Runtime is process-global: the first library loaded
//! stays loaded; later loads reuse it.

pub mod cache;
pub mod index;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use ort::environment::Environment;
use ort::session::builder::GraphOptimizationLevel;
use ort::session::Session;
use ort::value::TensorRef;
use serde::{Deserialize, Serialize};
use tokenizers::{PaddingParams, PaddingStrategy, Tokenizer, TruncationParams};

/// Width of an embedding.
pub const DIM: usize = 384;
/// Longest input, in tokens (all-MiniLM-L6-v2's `max_seq_length`); longer questions are cut.
pub const MAX_TOKENS: usize = 256;
/// Environment variable that overrides the vendor directory.
pub const VENDOR_ENV: &str = "INSIGHT_MODELS_VENDOR";
/// The ONNX Runtime shared library `scripts/install_models.sh` installs.
pub const ORT_LIBRARY: &str = "libonnxruntime.so.1.31.1";
/// The tokenizer file.
pub const TOKENIZER_FILE: &str = "tokenizer.json";
/// The exported encoder graph.
pub const MODEL_FILE: &str = "model.onnx";
/// The encoder's weights (the source of `model.onnx`; its hash identifies the embedding model).
pub const WEIGHTS_FILE: &str = "model.safetensors";
/// Reference embeddings from the independent numpy forward pass (used by tests).
pub const REFERENCE_FILE: &str = "reference_embeddings.json";

/// The vendor directory: `$INSIGHT_MODELS_VENDOR` when set, else `<root>/models/vendor`.
pub fn vendor_dir(root: &Path) -> PathBuf {
    match std::env::var_os(VENDOR_ENV) {
        Some(v) if !v.is_empty() => PathBuf::from(v),
        _ => root.join("models").join("vendor"),
    }
}

/// A sentence embedding: [`DIM`] floats of unit length, cheap to clone (an `Arc`).
#[derive(Clone, PartialEq, Serialize, Deserialize)]
#[serde(into = "Vec<f32>", try_from = "Vec<f32>")]
pub struct Embedding(Arc<[f32]>);

impl Embedding {
    /// Wraps a vector that is already an embedding (e.g. loaded from a cache).
    ///
    /// Fails when it does not have [`DIM`] finite components.
    pub fn new(values: Vec<f32>) -> Result<Embedding, EmbedError> {
        if values.len() != DIM || !values.iter().all(|v| v.is_finite()) {
            return Err(EmbedError::BadVector { len: values.len() });
        }
        Ok(Embedding(values.into()))
    }

    /// The components.
    pub fn as_slice(&self) -> &[f32] {
        &self.0
    }

    /// Cosine similarity (a dot product: embeddings have unit length).
    pub fn cosine(&self, other: &Embedding) -> f32 {
        crate::train::nn::dot(&self.0, &other.0)
    }
}

impl AsRef<[f32]> for Embedding {
    fn as_ref(&self) -> &[f32] {
        &self.0
    }
}

impl std::fmt::Debug for Embedding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Embedding[{}; {:.4}, {:.4}, ..]",
            self.0.len(),
            self.0[0],
            self.0[1]
        )
    }
}

impl From<Embedding> for Vec<f32> {
    fn from(e: Embedding) -> Vec<f32> {
        e.0.to_vec()
    }
}

impl TryFrom<Vec<f32>> for Embedding {
    type Error = EmbedError;
    fn try_from(v: Vec<f32>) -> Result<Embedding, EmbedError> {
        Embedding::new(v)
    }
}

/// What can go wrong when loading or running the sentence encoder.
#[derive(Debug, thiserror::Error)]
pub enum EmbedError {
    /// A vendor file is not there.
    #[error("model files missing: run `make models` ({what} not found at {})", path.display())]
    Missing {
        /// Which file.
        what: &'static str,
        /// Where it was looked for.
        path: PathBuf,
    },
    /// The ONNX Runtime library is there but could not be loaded.
    #[error("cannot load ONNX Runtime from {}: {source} (run `make models` to reinstall it)", path.display())]
    Runtime {
        /// The library.
        path: PathBuf,
        /// Why.
        #[source]
        source: ort::LoadDynamicError,
    },
    /// ONNX Runtime failed (creating the environment or the session, or running it).
    #[error("ONNX Runtime: {0}")]
    Ort(#[from] ort::Error),
    /// The tokenizer file could not be read.
    #[error("cannot load the tokenizer {}: {source}", path.display())]
    Tokenizer {
        /// The file.
        path: PathBuf,
        /// Why.
        #[source]
        source: tokenizers::Error,
    },
    /// The text could not be tokenised.
    #[error("cannot tokenise the question: {0}")]
    Tokenize(#[source] tokenizers::Error),
    /// The model's output is not `[batch, seq, 384]`.
    #[error("the model returned shape {got:?}, expected [{batch}, {seq}, {DIM}]: is models/vendor/model.onnx the exported all-MiniLM-L6-v2? (run `make models`)")]
    BadOutput {
        /// What came back.
        got: Vec<i64>,
        /// Expected batch size.
        batch: usize,
        /// Expected sequence length.
        seq: usize,
    },
    /// A vector that is not an embedding.
    #[error("not an embedding: {len} values, expected {DIM} finite ones")]
    BadVector {
        /// Its length.
        len: usize,
    },
}

/// Environment variable: intra-op threads per session (see [`EmbedderOptions::from_env`]).
pub const THREADS_ENV: &str = "INSIGHT_EMBED_THREADS";
/// Environment variable: sessions in the pool (see [`EmbedderOptions::from_env`]).
pub const SESSIONS_ENV: &str = "INSIGHT_EMBED_SESSIONS";
/// Environment variable: how ONNX Runtime's intra-op threads wait for work (see [`Spin`]):
/// `0`, they sleep; `1`, they spin, after the run too (ONNX Runtime's default); `run`, they spin
/// only until the run returns; unset, [`Spin::default_for`] the session's threads.
pub const SPIN_ENV: &str = "INSIGHT_EMBED_SPIN";

/// How the encoder's intra-op threads wait between the parallel steps of a run.
///
/// A question is embedded once, in one run of ~50 parallel steps. A pool thread that sleeps
/// between steps is woken through a futex at each one (~50 context switches per answer, and
/// the wake-up latency on the critical path: ~1.2 ms per answer at p50 on 2 idle cores, stop
/// 20); ONNX Runtime's default lets it spin instead, but also after the run, waiting for work
/// that never comes, burning a core while the planner, SQLite and the presenter want it.
/// `session.force_spinning_stop` stops the spinning when the run returns ([`Spin::DuringRun`]).
///
/// The default ([`Spin::default_for`]) is [`Spin::DuringRun`] for a session with a pool (two
/// or more threads: the latency-first configuration) and [`Spin::Never`] for one thread (no
/// pool to wake). Measured at stop 26 with `cargo bench --bench ask` on the idle 2-core machine,
/// three interleaved rounds: p50 5.64/5.33/5.32 ms sleeping against 4.54/4.13/4.14 spinning
/// during the run (p90 7.47/6.79/6.73 against 5.95/5.42/5.40); the commit before the Insight
/// Generator, which spun always (ONNX Runtime's default), 4.82/3.67/3.33. The price is CPU:
/// counted with `perf stat` on the shared machine (load 6), spinning during the run cost
/// 10.6-12.0 ms of CPU per answer against 6.9-7.4 ms sleeping. A server answering many
/// questions at once should use one-thread sessions ([`EmbedderOptions::throughput`]), which
/// never spin, or set `INSIGHT_EMBED_SPIN=0`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spin {
    /// Never spin: sleep on a futex between steps.
    Never,
    /// Spin between the steps of a run; stop when it returns (`session.force_spinning_stop`).
    DuringRun,
    /// ONNX Runtime's default: spin, after the run too.
    Always,
}

impl Spin {
    /// From `INSIGHT_EMBED_SPIN`: `0` [`Spin::Never`], `1` [`Spin::Always`], `run`
    /// [`Spin::DuringRun`]; unset (or anything else), the default for a session of `threads`
    /// intra-op threads.
    pub fn from_env(threads: usize) -> Spin {
        match std::env::var(SPIN_ENV).as_deref().map(str::trim) {
            Ok("0") => Spin::Never,
            Ok("1") => Spin::Always,
            Ok("run") => Spin::DuringRun,
            _ => Spin::default_for(threads),
        }
    }

    /// Spin during the run when the session has a pool to wake (two or more threads): sleeping
    /// between the run's ~50 parallel steps cost ~1.2 ms per answer at p50; one thread has no
    /// pool, so nothing to spin.
    pub fn default_for(threads: usize) -> Spin {
        if threads > 1 {
            Spin::DuringRun
        } else {
            Spin::Never
        }
    }

    /// The ONNX Runtime session configuration entries that give this behaviour.
    pub fn config_entries(self) -> [(&'static str, &'static str); 2] {
        let (allow, stop) = match self {
            Spin::DuringRun => ("1", "1"),
            Spin::Always => ("1", "0"),
            Spin::Never => ("0", "0"),
        };
        [
            ("session.intra_op.allow_spinning", allow),
            ("session.force_spinning_stop", stop),
        ]
    }
}

/// How the embedder runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EmbedderOptions {
    /// Sessions in the pool: how many questions can be embedded at the same time.
    pub sessions: usize,
    /// Intra-op threads per session.
    pub intra_threads: usize,
}

impl Default for EmbedderOptions {
    /// One session using every core (at most 4). Measured on the 2-core machine we run on, a
    /// 13-token question takes ~6.5 ms on one thread and ~3.5 ms on two, and two
    /// one-thread sessions give no more throughput than one two-thread session, so the
    /// latency win decides. Beyond 4 threads a question is too small to gain.
    fn default() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        EmbedderOptions {
            sessions: 1,
            intra_threads: cores.clamp(1, 4),
        }
    }
}

impl EmbedderOptions {
    /// For a server answering many questions at once: one one-thread session per core (at
    /// most 4), so concurrent questions are embedded side by side instead of queueing for
    /// one session. Measured with the HTTP load test (README): ~200 answers/s with 8 clients
    /// against ~150 for the latency-first default.
    pub fn throughput() -> Self {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        EmbedderOptions {
            sessions: cores.clamp(1, 4),
            intra_threads: 1,
        }
    }

    /// `self`, overridden by `INSIGHT_EMBED_THREADS` and `INSIGHT_EMBED_SESSIONS` when they
    /// hold positive integers.
    pub fn with_env(self) -> Self {
        let get = |name: &str| {
            std::env::var(name)
                .ok()
                .and_then(|v| v.trim().parse::<usize>().ok())
                .filter(|&n| n > 0)
        };
        EmbedderOptions {
            sessions: get(SESSIONS_ENV).unwrap_or(self.sessions),
            intra_threads: get(THREADS_ENV).unwrap_or(self.intra_threads),
        }
    }

    /// [`EmbedderOptions::default`], overridden by `INSIGHT_EMBED_THREADS` and
    /// `INSIGHT_EMBED_SESSIONS` when they hold positive integers (e.g. several one-thread
    /// sessions on a many-core server that embeds many questions at once).
    pub fn from_env() -> Self {
        EmbedderOptions::default().with_env()
    }
}

/// The sentence encoder (tokenizer + ONNX session pool). `Send + Sync`.
pub struct Embedder {
    tokenizer: Tokenizer,
    sessions: Vec<Mutex<Session>>,
    next: AtomicUsize,
    vendor: PathBuf,
    /// Catalog texts' vectors kept across processes (see [`cache`]).
    cache: cache::EmbedCache,
    /// Texts run through the encoder so far (what the cache saves is visible in tests).
    encoded: AtomicUsize,
}

impl std::fmt::Debug for Embedder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Embedder")
            .field("vendor", &self.vendor)
            .field("sessions", &self.sessions.len())
            .finish()
    }
}

/// The one ONNX Runtime environment of the process (ONNX Runtime allows one).
static ENVIRONMENT: OnceLock<Environment> = OnceLock::new();

fn environment(lib: &Path) -> Result<&'static Environment, EmbedError> {
    if let Some(env) = ENVIRONMENT.get() {
        return Ok(env);
    }
    let builder = ort::init_from(lib).map_err(|source| EmbedError::Runtime {
        path: lib.to_path_buf(),
        source,
    })?;
    let env = builder.with_name("insight").with_telemetry(false).build()?;
    // Two threads racing here both built an environment for the same process-wide library;
    // keeping the first is correct, the second is dropped.
    Ok(ENVIRONMENT.get_or_init(|| env))
}

/// Checks that a vendor file exists, with the `make models` hint when it does not.
pub fn require(vendor: &Path, file: &str, what: &'static str) -> Result<PathBuf, EmbedError> {
    let path = vendor.join(file);
    if path.is_file() {
        Ok(path)
    } else {
        Err(EmbedError::Missing { what, path })
    }
}

impl Embedder {
    /// Loads the tokenizer and the encoder from a vendor directory (usually
    /// [`vendor_dir`]), with [`EmbedderOptions::from_env`].
    pub fn load(vendor_dir: &Path) -> Result<Embedder, EmbedError> {
        Embedder::load_with(vendor_dir, EmbedderOptions::from_env())
    }

    /// As [`Embedder::load`], with options.
    pub fn load_with(vendor_dir: &Path, options: EmbedderOptions) -> Result<Embedder, EmbedError> {
        // Every file is checked before anything is loaded, so the first run on a fresh clone
        // gets the `make models` message rather than a loader error.
        let lib = require(vendor_dir, ORT_LIBRARY, "the ONNX Runtime library")?;
        let tok_path = require(vendor_dir, TOKENIZER_FILE, "the tokenizer")?;
        let model = require(vendor_dir, MODEL_FILE, "the ONNX encoder")?;

        let mut tokenizer =
            Tokenizer::from_file(&tok_path).map_err(|source| EmbedError::Tokenizer {
                path: tok_path.clone(),
                source,
            })?;
        tokenizer.with_padding(Some(PaddingParams {
            strategy: PaddingStrategy::BatchLongest,
            ..PaddingParams::default()
        }));
        tokenizer
            .with_truncation(Some(TruncationParams {
                max_length: MAX_TOKENS,
                ..TruncationParams::default()
            }))
            .map_err(|source| EmbedError::Tokenizer {
                path: tok_path.clone(),
                source,
            })?;

        let env = environment(&lib)?;
        let spin = Spin::from_env(options.intra_threads.max(1)).config_entries();
        let mut sessions = Vec::new();
        for _ in 0..options.sessions.max(1) {
            let session = Session::builder(env)?
                .with_optimization_level(GraphOptimizationLevel::Level3)
                .map_err(ort::Error::from)?
                .with_intra_threads(options.intra_threads.max(1))
                .map_err(ort::Error::from)?
                .with_inter_threads(1)
                .map_err(ort::Error::from)?
                .with_config_entry(spin[0].0, spin[0].1)
                .map_err(ort::Error::from)?
                .with_config_entry(spin[1].0, spin[1].1)
                .map_err(ort::Error::from)?
                .commit_from_file(&model)?;
            sessions.push(Mutex::new(session));
        }
        let cache = match (cache::location(vendor_dir), cache::fingerprint(vendor_dir)) {
            (Some(path), Some(fp)) => cache::EmbedCache::new(Some(path), fp),
            _ => cache::EmbedCache::disabled(),
        };
        Ok(Embedder {
            tokenizer,
            sessions,
            next: AtomicUsize::new(0),
            vendor: vendor_dir.to_path_buf(),
            cache,
            encoded: AtomicUsize::new(0),
        })
    }

    /// This embedder with its cache at `path` instead (`None`: in memory only, nothing read
    /// or written), e.g. a test's temporary file.
    pub fn with_cache_at(mut self, path: Option<PathBuf>) -> Embedder {
        let fp = cache::fingerprint(&self.vendor).unwrap_or([0; 32]);
        self.cache = cache::EmbedCache::new(path, fp);
        self
    }

    /// The vendor directory this was loaded from.
    pub fn vendor(&self) -> &Path {
        &self.vendor
    }

    /// The token ids of a question, as the encoder sees them (with `[CLS]`/`[SEP]`, truncated).
    pub fn token_ids(&self, text: &str) -> Result<Vec<u32>, EmbedError> {
        let enc = self
            .tokenizer
            .encode(text, true)
            .map_err(EmbedError::Tokenize)?;
        Ok(enc.get_ids().to_vec())
    }

    /// Embeds one question.
    pub fn embed(&self, text: &str) -> Result<Embedding, EmbedError> {
        let mut out = self.embed_batch(&[text])?;
        // One input gives one output (embed_batch checks the output shape).
        out.pop().ok_or(EmbedError::BadOutput {
            got: Vec::new(),
            batch: 1,
            seq: 0,
        })
    }

    /// How many texts this embedder has run through the encoder (cache hits not counted).
    pub fn encoded(&self) -> usize {
        self.encoded.load(Ordering::Relaxed)
    }

    /// The on-disk cache [`Embedder::embed_all`] uses (`None` when disabled).
    pub fn cache_path(&self) -> Option<&Path> {
        self.cache.path()
    }

    /// Embeds many texts known at load time (a catalog's examples): served from the on-disk
    /// [`cache`] when this encoder embedded them before, the rest run in batches of similar
    /// length (one batch padded to the longest of 2,000 texts wastes most of its work) and
    /// added to the cache. Same vectors as [`Embedder::embed_batch`], up to float rounding.
    pub fn embed_all<S: AsRef<str> + Sync>(
        &self,
        texts: &[S],
    ) -> Result<Vec<Embedding>, EmbedError> {
        const BATCH: usize = 32;
        let mut out = self.cache.get_all(texts);
        let mut missing: Vec<usize> = (0..texts.len()).filter(|&i| out[i].is_none()).collect();
        // Duplicates are embedded once.
        missing.sort_by(|&a, &b| texts[a].as_ref().cmp(texts[b].as_ref()));
        missing.dedup_by(|a, b| texts[*a].as_ref() == texts[*b].as_ref());
        let lens: Vec<usize> = missing.iter().map(|&i| texts[i].as_ref().len()).collect();
        let mut order: Vec<usize> = (0..missing.len()).collect();
        order.sort_by_key(|&k| lens[k]);
        let mut fresh = Vec::with_capacity(missing.len());
        for chunk in order.chunks(BATCH) {
            let batch: Vec<&str> = chunk.iter().map(|&k| texts[missing[k]].as_ref()).collect();
            for (text, e) in batch.iter().zip(self.embed_batch(&batch)?) {
                fresh.push((text.to_string(), e));
            }
        }
        if !fresh.is_empty() {
            let by_text: std::collections::HashMap<&str, &Embedding> =
                fresh.iter().map(|(t, e)| (t.as_str(), e)).collect();
            for (i, slot) in out.iter_mut().enumerate() {
                if slot.is_none() {
                    *slot = by_text.get(texts[i].as_ref()).map(|e| (*e).clone());
                }
            }
            self.cache.insert_all(fresh);
        }
        // Every slot is filled: a hit, or a text embedded just above.
        out.into_iter()
            .map(|e| {
                e.ok_or(EmbedError::BadOutput {
                    got: Vec::new(),
                    batch: texts.len(),
                    seq: 0,
                })
            })
            .collect()
    }

    /// Embeds several questions in one run (padded to the longest). Same results as one by
    /// one, up to float rounding.
    pub fn embed_batch<S: AsRef<str> + Sync>(
        &self,
        texts: &[S],
    ) -> Result<Vec<Embedding>, EmbedError> {
        if texts.is_empty() {
            return Ok(Vec::new());
        }
        let encodings = if texts.len() == 1 {
            vec![self
                .tokenizer
                .encode(texts[0].as_ref(), true)
                .map_err(EmbedError::Tokenize)?]
        } else {
            let inputs: Vec<&str> = texts.iter().map(AsRef::as_ref).collect();
            self.tokenizer
                .encode_batch(inputs, true)
                .map_err(EmbedError::Tokenize)?
        };
        let batch = encodings.len();
        self.encoded.fetch_add(batch, Ordering::Relaxed);
        let seq = encodings
            .iter()
            .map(|e| e.get_ids().len())
            .max()
            .unwrap_or(0);
        let mut ids = vec![0i64; batch * seq];
        let mut mask = vec![0i64; batch * seq];
        let types = vec![0i64; batch * seq];
        for (b, enc) in encodings.iter().enumerate() {
            for (t, (&id, &m)) in enc
                .get_ids()
                .iter()
                .zip(enc.get_attention_mask())
                .enumerate()
            {
                ids[b * seq + t] = i64::from(id);
                mask[b * seq + t] = i64::from(m);
            }
        }

        let shape = [batch, seq];
        let mut session = self.session();
        let outputs = session.run(ort::inputs![
            "input_ids" => TensorRef::from_array_view((shape, ids.as_slice()))?,
            "attention_mask" => TensorRef::from_array_view((shape, mask.as_slice()))?,
            "token_type_ids" => TensorRef::from_array_view((shape, types.as_slice()))?,
        ])?;
        let (out_shape, hidden) = outputs["last_hidden_state"].try_extract_tensor::<f32>()?;
        let dims: Vec<i64> = out_shape.iter().copied().collect();
        if dims != [batch as i64, seq as i64, DIM as i64] || hidden.len() != batch * seq * DIM {
            return Err(EmbedError::BadOutput {
                got: dims,
                batch,
                seq,
            });
        }

        let mut result = Vec::with_capacity(batch);
        for b in 0..batch {
            let mut pooled = vec![0.0f32; DIM];
            let mut count = 0.0f32;
            for t in 0..seq {
                if mask[b * seq + t] == 0 {
                    continue;
                }
                count += 1.0;
                let row = &hidden[(b * seq + t) * DIM..(b * seq + t + 1) * DIM];
                crate::train::nn::axpy(1.0, row, &mut pooled);
            }
            let count = count.max(1.0);
            pooled.iter_mut().for_each(|v| *v /= count);
            let norm = crate::train::nn::dot(&pooled, &pooled).sqrt().max(1e-12);
            pooled.iter_mut().for_each(|v| *v /= norm);
            result.push(Embedding::new(pooled)?);
        }
        Ok(result)
    }

    /// A free session, or (all busy) the next one in turn, waited for.
    fn session(&self) -> MutexGuard<'_, Session> {
        let n = self.sessions.len();
        let start = self.next.fetch_add(1, Ordering::Relaxed);
        for i in 0..n {
            if let Ok(guard) = self.sessions[(start + i) % n].try_lock() {
                return guard;
            }
        }
        // A poisoned lock only means another caller panicked while holding it; a session keeps
        // no state between runs, so it is still good.
        self.sessions[start % n]
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_vendor_files_say_run_make_models() {
        let dir = tempfile::tempdir().unwrap();
        let err = Embedder::load(dir.path()).unwrap_err();
        let msg = err.to_string();
        assert!(
            msg.starts_with("model files missing: run `make models`"),
            "{msg}"
        );
        assert!(msg.contains(ORT_LIBRARY), "{msg}");

        // The library alone is not enough: the next missing file is named.
        std::fs::write(dir.path().join(ORT_LIBRARY), b"").unwrap();
        let msg = Embedder::load(dir.path()).unwrap_err().to_string();
        assert!(msg.contains("the tokenizer"), "{msg}");
        std::fs::write(dir.path().join(TOKENIZER_FILE), b"{}").unwrap();
        let msg = Embedder::load(dir.path()).unwrap_err().to_string();
        assert!(
            msg.contains("the ONNX encoder") && msg.contains("make models"),
            "{msg}"
        );
    }

    #[test]
    fn embedding_checks_its_shape() {
        assert!(Embedding::new(vec![0.0; DIM]).is_ok());
        assert!(matches!(
            Embedding::new(vec![0.0; 3]),
            Err(EmbedError::BadVector { len: 3 })
        ));
        let mut v = vec![0.0; DIM];
        v[7] = f32::NAN;
        assert!(Embedding::new(v).is_err());
    }

    #[test]
    fn embedding_round_trips_through_json() {
        let mut v = vec![0.0; DIM];
        v[0] = 0.6;
        v[1] = 0.8;
        let e = Embedding::new(v).unwrap();
        let json = serde_json::to_string(&e).unwrap();
        let back: Embedding = serde_json::from_str(&json).unwrap();
        assert_eq!(back, e);
        assert!((e.cosine(&back) - 1.0).abs() < 1e-6);
    }

    #[test]
    fn vendor_dir_defaults_under_root() {
        if std::env::var_os(VENDOR_ENV).is_none() {
            assert_eq!(vendor_dir(Path::new("/r")), Path::new("/r/models/vendor"));
        }
    }

    #[test]
    fn default_options_use_one_session_and_the_cores() {
        let d = EmbedderOptions::default();
        assert_eq!(d.sessions, 1);
        assert!((1..=4).contains(&d.intra_threads));
    }

    #[test]
    fn a_session_spins_during_its_run_only_when_it_has_a_pool() {
        assert_eq!(Spin::default_for(2), Spin::DuringRun);
        assert_eq!(Spin::default_for(1), Spin::Never);
        // Spinning during the run stops when it returns; never spinning allows none.
        assert_eq!(
            Spin::DuringRun.config_entries(),
            [
                ("session.intra_op.allow_spinning", "1"),
                ("session.force_spinning_stop", "1")
            ]
        );
        assert_eq!(Spin::Never.config_entries()[0].1, "0");
    }

    #[test]
    fn embedder_is_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Embedder>();
        check::<Embedding>();
    }
}
