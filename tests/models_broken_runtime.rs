//! A broken ONNX Runtime library is a clear error that says to run `make models`, not a panic.
//!
//! Its own test binary: ONNX Runtime is loaded once per process, so this must run in a process
//! where no other test has loaded the real library first.

use insight::embed::{vendor_dir, Embedder, ORT_LIBRARY, TOKENIZER_FILE};

#[test]
fn unloadable_runtime_library_says_run_make_models() {
    let real = vendor_dir(std::path::Path::new(env!("CARGO_MANIFEST_DIR")));
    let dir = tempfile::tempdir().unwrap();
    // Not a shared library: what a truncated download or a wrong-architecture file gives.
    std::fs::write(dir.path().join(ORT_LIBRARY), b"not an ELF file").unwrap();
    std::fs::write(dir.path().join(insight::embed::MODEL_FILE), b"").unwrap();
    let tokenizer = real.join(TOKENIZER_FILE);
    if !tokenizer.is_file() {
        panic!(
            "model files missing: run `make models` ({} not found)",
            tokenizer.display()
        );
    }
    std::fs::copy(&tokenizer, dir.path().join(TOKENIZER_FILE)).unwrap();

    let msg = Embedder::load(dir.path()).unwrap_err().to_string();
    assert!(msg.starts_with("cannot load ONNX Runtime from "), "{msg}");
    assert!(msg.contains(ORT_LIBRARY), "{msg}");
    assert!(
        msg.ends_with("(run `make models` to reinstall it)"),
        "{msg}"
    );
}
