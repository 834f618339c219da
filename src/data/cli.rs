//! `insight data ...`
use crate::config::Paths;
use clap::Subcommand;

/// `insight data` subcommands.
#[derive(Debug, Subcommand)]
pub enum DataCommand {
    /// Builds the demo marketplace store.
    Generate {
        /// Seed of the generator.
        #[arg(long, default_value_t = 42)]
        seed: u64,
    },
}

/// Runs a data subcommand.
pub fn run(_paths: &Paths, _cmd: DataCommand) -> anyhow::Result<i32> {
    anyhow::bail!("not built yet")
}
