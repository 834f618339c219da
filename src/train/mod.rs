//! Training and evaluation of the manager's models. Not yet built.
pub mod cli;
