//! Integration tests of the manager's models: the embedder against the independent numpy
//! reference, training determinism, stale-artefact refusal, the OOD decision rule, and the
//! committed artefacts.
//!
//! Tests that need the vendor files (`make models`) fail with "model files missing: run
//! `make models`" when they are absent.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use insight::embed::{vendor_dir, Embedder, EmbedderOptions, REFERENCE_FILE};

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

#[allow(dead_code)]
fn fixtures() -> &'static Path {
    Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/training_small"
    ))
}
