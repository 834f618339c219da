//! The embedded store and the demo marketplace (see `DATA.md`). Not yet built.
pub mod cli;
