//! The `insight` command line.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use insight::config::Paths;

mod cli;

/// Insight Agents: answers a seller's business questions from the seller's own data.
#[derive(Debug, Parser)]
#[command(name = "insight", version, about)]
struct Cli {
    /// Catalog root (holds apis/, domains/, prompts/, plugins/, models/).
    #[arg(long, global = true, default_value = ".", env = "INSIGHT_ROOT")]
    root: PathBuf,
    /// The embedded store (default: ROOT/data/insight.db).
    #[arg(long, global = true, env = "INSIGHT_DB")]
    db: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Checks every catalog file and runs the catalog's examples; reports each problem as
    /// file:line:col.
    Validate(cli::ValidateArgs),
    /// Writes the JSON Schemas of the catalog files into schemas/ (or checks them).
    Schemas {
        /// Only check that the committed schemas match the types.
        #[arg(long)]
        check: bool,
    },
    /// Lists and calls the data APIs.
    #[command(subcommand)]
    Api(cli::ApiCommand),
    /// Runs plans.
    #[command(subcommand)]
    Plan(cli::PlanCommand),
    /// The demo marketplace store: generate, export, import.
    #[command(subcommand)]
    Data(insight::data::cli::DataCommand),
    /// Trains the OOD autoencoder and the router.
    Train(insight::train::cli::TrainArgs),
    /// Evaluates trained models.
    #[command(subcommand)]
    Eval(insight::train::cli::EvalCommand),
    /// Screens a question: out-of-domain check and route.
    Classify(insight::train::cli::ClassifyArgs),
    /// Answers a question (or one per line of standard input).
    Ask(cli::ask::AskArgs),
    /// Serves the HTTP API (POST /v1/ask).
    Serve(cli::ask::ServeArgs),
}

fn main() -> ExitCode {
    let filter = tracing_subscriber::EnvFilter::try_from_env("INSIGHT_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    // `INSIGHT_LOG_FORMAT=json`: one JSON object per line, with the request's span (its
    // `request_id`, method and route) on every line logged while serving it.
    if std::env::var("INSIGHT_LOG_FORMAT").is_ok_and(|f| f.eq_ignore_ascii_case("json")) {
        tracing_subscriber::fmt()
            .json()
            .with_current_span(true)
            .with_span_list(false)
            .with_env_filter(filter)
            .with_writer(std::io::stderr)
            .init();
    } else {
        tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_writer(std::io::stderr)
            .init();
    }
    let cli = Cli::parse();
    // Output piped into `head` ends with its reader gone: end quietly, as Unix tools do, instead
    // of panicking in `println!` (Rust ignores SIGPIPE by default). Not for `serve`, which must
    // outlive its clients (its sockets never raise SIGPIPE anyway: they write with MSG_NOSIGNAL).
    #[cfg(unix)]
    if !matches!(cli.command, Command::Serve(_)) {
        // SAFETY: at start-up, before any thread is spawned; restores the default disposition.
        unsafe {
            libc::signal(libc::SIGPIPE, libc::SIG_DFL);
        }
    }
    let db = cli
        .db
        .clone()
        .unwrap_or_else(|| Paths::default_db(&cli.root));
    let paths = Paths {
        root: cli.root.clone(),
        db,
    };
    let result = match cli.command {
        Command::Validate(args) => cli::validate(&paths, &args),
        Command::Schemas { check } => cli::schemas(&paths, check),
        Command::Api(cmd) => cli::api(&paths, cmd),
        Command::Plan(cmd) => cli::plan(&paths, cmd),
        Command::Data(cmd) => insight::data::cli::run(&paths, cmd),
        Command::Train(args) => insight::train::cli::train(&paths, args),
        Command::Eval(cmd) => insight::train::cli::eval(&paths, cmd),
        Command::Classify(args) => insight::train::cli::classify(&paths, args),
        Command::Ask(args) => cli::ask::ask(&paths, args),
        Command::Serve(args) => cli::ask::serve(&paths, args),
    };
    match result {
        Ok(code) => ExitCode::from(code as u8),
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(1)
        }
    }
}
