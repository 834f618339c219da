//! The Rhai sandbox and the tool registry. Not yet built.
