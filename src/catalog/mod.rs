//! The catalog: every file a domain expert edits (`apis/ domains/ prompts/ plugins/ models/`),
//! loaded once at start-up into one immutable [`Catalog`].
//!
//! Loading reports every problem of every file as a [`diag::Diagnostic`]
//! (`path:line:col: message`) and never stops at the first.

pub mod diag;
pub mod plugin;
pub mod training;
pub mod yaml;

pub use diag::{Diagnostic, Diagnostics, Pos};
