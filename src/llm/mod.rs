//! (stage: see lib.rs) — not yet built.
