//! Training and evaluation of the manager's models.
pub mod cli;
pub mod nn;
