//! Integration tests of the manager's models: the embedder against the independent numpy
//! reference, training determinism, stale-artefact refusal, the OOD decision rule, and the
//! committed artefacts.
//!
//! Tests that need the vendor files (`make models`) fail with "model files missing: run
//! `make models`" when they are absent.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use insight::catalog::training::{Route, Split};
use insight::embed::{vendor_dir, Embedder, EmbedderOptions, Embedding, REFERENCE_FILE};
use insight::manager::{ManagerModels, ModelPaths};
use insight::ood::OodConfig;
use insight::router::RouterConfig;
use insight::train::artefact::{
    self, ArtefactError, Expected, ModelIdentity, OodArtefact, RouterArtefact,
};
use insight::train::data::TrainingSet;
use insight::train::{embed_set, eval, train_models, TrainConfig};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The vendor directory, or a failure that says what to do.
fn vendor() -> PathBuf {
    let dir = vendor_dir(&root());
    for f in [
        insight::embed::ORT_LIBRARY,
        insight::embed::TOKENIZER_FILE,
        insight::embed::MODEL_FILE,
        insight::embed::WEIGHTS_FILE,
        REFERENCE_FILE,
    ] {
        if !dir.join(f).is_file() {
            panic!(
                "model files missing: run `make models` ({} not found)",
                dir.join(f).display()
            );
        }
    }
    dir
}

/// One embedder for the whole test binary (loading it takes a few hundred ms).
fn embedder() -> &'static Embedder {
    static E: OnceLock<Embedder> = OnceLock::new();
    E.get_or_init(|| {
        Embedder::load_with(
            &vendor(),
            EmbedderOptions {
                sessions: 2,
                intra_threads: 1,
            },
        )
        .unwrap_or_else(|e| panic!("{e}"))
    })
}

#[derive(serde::Deserialize)]
struct Reference {
    sentences: Vec<RefSentence>,
}

#[derive(serde::Deserialize)]
struct RefSentence {
    text: String,
    token_ids: Vec<u32>,
    embedding: Vec<f32>,
}

fn reference() -> Reference {
    let text = std::fs::read_to_string(vendor().join(REFERENCE_FILE)).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn max_abs_diff(a: &[f32], b: &[f32]) -> f32 {
    assert_eq!(a.len(), b.len());
    a.iter()
        .zip(b)
        .map(|(x, y)| (x - y).abs())
        .fold(0.0, f32::max)
}

#[test]
fn token_ids_match_the_reference_tokenizer() {
    for s in reference().sentences {
        assert_eq!(
            embedder().token_ids(&s.text).unwrap(),
            s.token_ids,
            "{}",
            s.text
        );
    }
}

#[test]
fn embeddings_match_the_numpy_reference() {
    let reference = reference();
    let mut worst = 0.0f32;
    for s in &reference.sentences {
        let e = embedder().embed(&s.text).unwrap();
        let d = max_abs_diff(e.as_slice(), &s.embedding);
        worst = worst.max(d);
        let norm: f32 = e.as_slice().iter().map(|v| v * v).sum::<f32>().sqrt();
        assert!((norm - 1.0).abs() < 1e-5, "norm {norm}");
    }
    eprintln!("max abs diff vs numpy reference (one by one): {worst:e}");
    assert!(worst < 1e-4, "max abs diff {worst}");
}

#[test]
fn batch_embeddings_match_one_by_one() {
    let reference = reference();
    let texts: Vec<&str> = reference
        .sentences
        .iter()
        .map(|s| s.text.as_str())
        .collect();
    let batch = embedder().embed_batch(&texts).unwrap();
    assert_eq!(batch.len(), texts.len());
    let mut worst = 0.0f32;
    for (e, s) in batch.iter().zip(&reference.sentences) {
        worst = worst.max(max_abs_diff(e.as_slice(), &s.embedding));
    }
    eprintln!("max abs diff vs numpy reference (padded batch): {worst:e}");
    assert!(worst < 1e-4, "max abs diff {worst}");
    assert!(embedder().embed_batch::<&str>(&[]).unwrap().is_empty());
}

#[test]
fn long_questions_are_truncated_not_rejected() {
    let long = "why did my revenue drop ".repeat(200);
    assert_eq!(
        embedder().token_ids(&long).unwrap().len(),
        insight::embed::MAX_TOKENS
    );
    let e = embedder().embed(&long).unwrap();
    assert_eq!(e.as_slice().len(), insight::embed::DIM);
}

#[test]
fn embedder_is_shared_across_threads() {
    let texts = ["What were my sales last week?", "Why did my revenue drop?"];
    let expected: Vec<_> = texts.iter().map(|t| embedder().embed(t).unwrap()).collect();
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(|| {
                for (t, want) in texts.iter().zip(&expected) {
                    let got = embedder().embed(t).unwrap();
                    assert!(max_abs_diff(got.as_slice(), want.as_slice()) < 1e-6);
                }
            });
        }
    });
}

/// The catalog's texts are embedded once per encoder, not once per process: a second embedder
/// on the same cache file runs none of them through the encoder and gets the same vectors,
/// which match the numpy reference like a fresh batch does.
#[test]
fn catalog_embeddings_are_cached_across_embedders() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cache.bin");
    let load = || {
        Embedder::load_with(
            &vendor(),
            EmbedderOptions {
                sessions: 1,
                intra_threads: 1,
            },
        )
        .unwrap_or_else(|e| panic!("{e}"))
        .with_cache_at(Some(path.clone()))
    };
    let reference = reference();
    let mut texts: Vec<&str> = reference
        .sentences
        .iter()
        .map(|s| s.text.as_str())
        .collect();
    // A duplicate is embedded once and served twice.
    texts.push(texts[0]);

    let first = load();
    let cold = first.embed_all(&texts).unwrap();
    assert_eq!(cold.len(), texts.len());
    assert_eq!(first.encoded(), texts.len() - 1);
    assert!(path.is_file(), "the cache file is written");

    let second = load();
    let warm = second.embed_all(&texts).unwrap();
    assert_eq!(second.encoded(), 0, "every text came from the cache");
    assert_eq!(warm, cold);
    for (e, s) in warm.iter().zip(&reference.sentences) {
        let d = max_abs_diff(e.as_slice(), &s.embedding);
        assert!(d < 1e-4, "{}: max abs diff {d}", s.text);
    }
    assert_eq!(warm[texts.len() - 1], warm[0]);

    // A new text alongside cached ones: only it is encoded.
    let more = second
        .embed_all(&[texts[1], "how many units did I sell"])
        .unwrap();
    assert_eq!(second.encoded(), 1);
    assert_eq!(more[0], warm[1]);
}

fn fixtures() -> &'static Path {
    Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/training_small"
    ))
}
/// A fast configuration: the fixture set is ~40 questions.
fn quick_config(seed: u64) -> TrainConfig {
    TrainConfig {
        seed,
        ood: OodConfig {
            epochs: 15,
            calibration_folds: 3,
            ..OodConfig::default()
        },
        router: RouterConfig {
            epochs: 40,
            ..RouterConfig::default()
        },
    }
}

/// Trains on a training directory with the real encoder.
fn train_on(dir: &Path, seed: u64) -> (OodArtefact, RouterArtefact) {
    let set = TrainingSet::load(dir).unwrap_or_else(|e| panic!("{e}"));
    let embeddings = embed_set(embedder(), &set, &mut ()).unwrap();
    let identity = ModelIdentity::of(&vendor()).unwrap();
    train_models(&set, &embeddings, &identity, &quick_config(seed), &mut ()).unwrap()
}

/// A catalog root in a temp dir with the fixture questions and the real vendor directory.
fn temp_root() -> (tempfile::TempDir, ModelPaths) {
    let tmp = tempfile::tempdir().unwrap();
    let training = tmp.path().join("models/training");
    std::fs::create_dir_all(&training).unwrap();
    for f in ["train.yaml", "eval.yaml"] {
        std::fs::copy(fixtures().join(f), training.join(f)).unwrap();
    }
    let paths = ModelPaths {
        vendor: vendor(),
        models: tmp.path().join("models"),
        training,
        root: tmp.path().to_path_buf(),
    };
    (tmp, paths)
}

#[test]
fn same_seed_gives_identical_weights() {
    let a = train_on(fixtures(), 3);
    let b = train_on(fixtures(), 3);
    assert_eq!(a.0.model, b.0.model);
    assert_eq!(a.1.model, b.1.model);
    // ... and identical files, byte for byte.
    assert_eq!(
        serde_json::to_string(&a.0).unwrap(),
        serde_json::to_string(&b.0).unwrap()
    );
    let c = train_on(fixtures(), 4);
    assert_ne!(a.0.model, c.0.model);
    assert_ne!(a.1.model, c.1.model);
    assert_eq!(a.0.provenance.seed, 3);
    assert_eq!(
        a.0.provenance.trained_on, 30,
        "in-domain train questions of the fixture"
    );
}

fn load_router(paths: &ModelPaths, expected: &Expected) -> Result<RouterArtefact, ArtefactError> {
    artefact::load(
        &paths.router_artefact(),
        Path::new("models/router.json"),
        expected,
    )
}

#[test]
fn fresh_artefacts_load_and_stale_ones_are_refused() {
    let (_tmp, paths) = temp_root();
    let (ood, router) = train_on(&paths.training, 1);
    artefact::save(&paths.ood_artefact(), &ood).unwrap();
    artefact::save(&paths.router_artefact(), &router).unwrap();
    let models = ManagerModels::load_from(&paths).unwrap_or_else(|e| panic!("{e}"));
    let s = models
        .screen("Why did my revenue drop in October?")
        .unwrap();
    assert_eq!(s.route.route, Route::InsightGenerator);

    // Another question in the training data: both artefacts are stale.
    let eval = paths.training.join("eval.yaml");
    let mut text = std::fs::read_to_string(&eval).unwrap();
    text.push_str("  - {text: \"How many units did I sell today?\", route: data_presenter}\n");
    std::fs::write(&eval, text).unwrap();
    let err = ManagerModels::load_from(&paths).unwrap_err().to_string();
    assert_eq!(
        err,
        "models/ood.json was trained on different training data: run `insight train`"
    );
    let expected = paths.expected().unwrap();
    let err = load_router(&paths, &expected).unwrap_err().to_string();
    assert_eq!(
        err,
        "models/router.json was trained on different training data: run `insight train`"
    );

    // Same data, another embedding model.
    let mut other = router.clone();
    other.provenance.training_data_sha256 = expected.training_data_sha256.clone();
    other.provenance.embedding_model.model_safetensors_sha256 = "0".repeat(64);
    artefact::save(&paths.router_artefact(), &other).unwrap();
    let err = load_router(&paths, &expected).unwrap_err();
    assert!(matches!(err, ArtefactError::StaleModel { .. }), "{err}");
    assert!(err.to_string().ends_with("run `insight train`"), "{err}");

    // Damaged weights, then a missing file.
    let mut damaged = other;
    damaged.provenance.embedding_model = expected.embedding_model.clone();
    damaged.model.output.weights.truncate(10);
    artefact::save(&paths.router_artefact(), &damaged).unwrap();
    let err = load_router(&paths, &expected).unwrap_err();
    assert!(matches!(err, ArtefactError::Damaged { .. }), "{err}");
    std::fs::remove_file(paths.router_artefact()).unwrap();
    let err = load_router(&paths, &expected).unwrap_err();
    assert_eq!(
        err.to_string(),
        "models/router.json not found: run `insight train`"
    );
}

/// Without the vendor files, loading the manager's models (what `insight ask`, `classify` and
/// `eval` do first) fails with the `make models` hint, before any library is loaded.
#[test]
fn no_model_files_is_a_clear_error_pointing_at_make_models() {
    let empty = tempfile::tempdir().unwrap();
    let paths = ModelPaths {
        vendor: empty.path().to_path_buf(),
        ..ModelPaths::under(&root())
    };
    let msg = ManagerModels::load_from(&paths).unwrap_err().to_string();
    assert!(
        msg.starts_with("model files missing: run `make models`"),
        "{msg}"
    );
    // The embedder alone names the first missing file: the runtime library.
    let msg = Embedder::load(empty.path()).unwrap_err().to_string();
    assert!(
        msg.starts_with("model files missing: run `make models`")
            && msg.contains(insight::embed::ORT_LIBRARY),
        "{msg}"
    );
}

/// The committed artefacts, checked against the committed training data: a fresh clone
/// answers without training.
fn committed() -> &'static ManagerModels {
    static M: OnceLock<ManagerModels> = OnceLock::new();
    M.get_or_init(|| {
        vendor();
        let paths = ModelPaths::under(&root());
        let expected = paths.expected().unwrap_or_else(|e| panic!("{e}"));
        let (ood, router) = paths
            .load_artefacts(&expected)
            .unwrap_or_else(|e| panic!("{e} (the committed artefacts must match models/training)"));
        let embedder = Embedder::load(&vendor()).unwrap_or_else(|e| panic!("{e}"));
        ManagerModels::from_parts(Arc::new(embedder), ood, router)
    })
}

#[test]
fn committed_artefacts_screen_questions() {
    let m = committed();
    let cases = [
        ("What were my sales last week?", Some(Route::DataPresenter)),
        (
            "Show me my inventory for the cast-iron skillet",
            Some(Route::DataPresenter),
        ),
        (
            "Why did my revenue drop in October?",
            Some(Route::InsightGenerator),
        ),
        (
            "How does my conversion rate compare to other Home & Kitchen sellers?",
            Some(Route::InsightGenerator),
        ),
        ("What's the capital of Peru?", None),
        ("Write me a poem about the sea", None),
    ];
    for (q, want) in cases {
        let s = m.screen(q).unwrap();
        match want {
            Some(route) => {
                assert!(!s.ood.is_out_of_domain, "{q}: {:?}", s.ood);
                assert_eq!(s.route.route, route, "{q}: {:?}", s.route);
            }
            None => assert!(s.ood.is_out_of_domain, "{q}: {:?}", s.ood),
        }
        // The facade embeds once; the same embedding gives the same decisions.
        assert_eq!(m.screen_embedding(s.embedding.clone()), s);
    }
}

/// The committed questions and their embeddings (in set order), computed once.
fn committed_set() -> &'static (TrainingSet, Vec<Embedding>) {
    static S: OnceLock<(TrainingSet, Vec<Embedding>)> = OnceLock::new();
    S.get_or_init(|| {
        let set = TrainingSet::load(&ModelPaths::under(&root()).training)
            .unwrap_or_else(|e| panic!("{e}"));
        let embeddings = embed_set(embedder(), &set, &mut ()).unwrap();
        (set, embeddings)
    })
}

#[test]
fn ood_flag_is_error_above_threshold_on_every_eval_question() {
    let m = committed();
    let (set, embeddings) = committed_set();
    let eval: Vec<usize> = set.split(Split::Eval).map(|(i, _)| i).collect();
    assert!(!eval.is_empty());
    for e in eval.iter().map(|&i| &embeddings[i]) {
        let err = m.ood().reconstruction_error(e.as_slice());
        for lambda in [2.0, 3.0, 4.0, 5.0] {
            let r = m.ood().decide(err, lambda);
            assert_eq!(r.is_out_of_domain, r.reconstruction_error > r.threshold);
            assert_eq!(r.threshold, m.ood().mu + lambda * m.ood().sigma);
        }
        let r = m.ood().check(e);
        assert_eq!(r.is_out_of_domain, r.reconstruction_error > r.threshold);
    }
}

#[test]
fn committed_artefacts_meet_the_targets_on_the_eval_split() {
    let m = committed();
    let (set, embeddings) = committed_set();
    let (ood, router) = eval::score(m.ood(), m.router(), set, embeddings);
    eprintln!(
        "OOD precision {:.3} recall {:.3} in-domain accepted {:.3}; router accuracy {:.3}",
        ood.precision, ood.recall, ood.in_domain_acceptance, router.accuracy
    );
    // The design favours precision: refuse only when sure.
    assert!(ood.precision > ood.recall, "{ood:?}");
    assert!(ood.in_domain_acceptance >= 0.97, "{ood:?}");
    assert!(router.accuracy >= 0.95, "{router:?}");
}
