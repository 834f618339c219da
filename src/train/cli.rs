//! `insight train`, `insight eval models`, `insight classify`.
use crate::config::Paths;
use clap::{Args, Subcommand};

/// `insight train` options.
#[derive(Debug, Args)]
pub struct TrainArgs {
    /// Seed for initialisation and shuffling.
    #[arg(long, default_value_t = 7)]
    pub seed: u64,
}

/// `insight eval` subcommands.
#[derive(Debug, Subcommand)]
pub enum EvalCommand {
    /// Evaluates the OOD check and the router on the held-out split.
    Models {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// `insight classify` options.
#[derive(Debug, Args)]
pub struct ClassifyArgs {
    /// The question; without it, one question per line is read from stdin.
    pub question: Option<String>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs `insight train`.
pub fn train(_paths: &Paths, _args: TrainArgs) -> anyhow::Result<i32> {
    anyhow::bail!("not built yet")
}
/// Runs `insight eval`.
pub fn eval(_paths: &Paths, _cmd: EvalCommand) -> anyhow::Result<i32> {
    anyhow::bail!("not built yet")
}
/// Runs `insight classify`.
pub fn classify(_paths: &Paths, _args: ClassifyArgs) -> anyhow::Result<i32> {
    anyhow::bail!("not built yet")
}
