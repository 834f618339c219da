//! The tool registry end to end: the shipped plugins load cleanly and their examples hold,
//! broken plugins are reported where they are broken, and the sandbox limits fire.

use std::path::{Path, PathBuf};

use insight::catalog::Diagnostics;
use insight::tools::ToolRegistry;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn shipped() -> (ToolRegistry, Diagnostics) {
    let dir = root().join("plugins");
    let mut diags = Diagnostics::with_root(&root());
    let reg = ToolRegistry::load(&dir, &mut diags);
    (reg, diags)
}

#[test]
fn shipped_plugins_load_without_diagnostics() {
    let (reg, diags) = shipped();
    assert!(diags.is_empty(), "{diags}");
    let _ = Path::new("");
    assert_eq!(reg.names().len(), 15, "{:?}", reg.names());
}

#[test]
fn every_shipped_example_holds() {
    let (reg, _) = shipped();
    let failures = reg.run_examples();
    let text: Vec<String> = failures.iter().map(|f| f.to_string()).collect();
    assert!(failures.is_empty(), "{}", text.join("\n"));
}
