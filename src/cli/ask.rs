//! `insight ask` and `insight serve`.

use std::io::BufRead;
use std::sync::Arc;

use anyhow::{Context, Result};
use chrono::NaiveDate;
use clap::Args;

use insight::answer::Answer;
use insight::backend::Tenant;
use insight::config::{Paths, Settings};
use insight::embed::EmbedderOptions;
use insight::engine::{AskRequest, Engine};
use insight::presenter::format::text_table;
use insight::table::Table;

/// `insight ask`.
#[derive(Debug, Args)]
pub struct AskArgs {
    /// The question. Without one, questions are read from standard input, one per line (the
    /// models are loaded once), and answered in turn.
    pub question: Option<String>,
    /// The seller asking.
    #[arg(long, default_value = "S001")]
    pub seller: String,
    /// "Today" (YYYY-MM-DD); default: the settings' clock, else the day after the data.
    #[arg(long)]
    pub today: Option<NaiveDate>,
    /// Print the answer object as JSON (one object per line when reading standard input).
    #[arg(long)]
    pub json: bool,
}

/// `insight serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on (default: the settings' `serve.addr`, 127.0.0.1:8080).
    #[arg(long)]
    pub addr: Option<String>,
}

fn load_engine(paths: &Paths, embed: EmbedderOptions) -> Result<Engine> {
    let settings = Settings::load(&paths.root)?;
    Ok(Engine::load_with(paths, settings, embed)?)
}

fn runtime() -> Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")
}

/// Prints an answer as text: the answer, then each table.
fn print_text(a: &Answer) {
    println!("{}", a.answer);
    for t in &a.tables {
        let table = Table {
            columns: t.columns.clone(),
            rows: t.rows.clone(),
        };
        println!("\n{}\n{}", t.title, text_table(&table));
    }
    if !a.suggestions.is_empty() {
        println!();
        for s in &a.suggestions {
            println!("  - {s}");
        }
    }
    for e in &a.errors {
        eprintln!("{}: {}", e.code, e.message);
    }
}

/// `insight ask`: 0 answered; 1 when a question could not be asked.
pub fn ask(paths: &Paths, args: AskArgs) -> Result<i32> {
    let engine = load_engine(paths, EmbedderOptions::from_env())?;
    let rt = runtime()?;
    let tenant = Tenant::new(&args.seller);
    let questions: Vec<String> = match &args.question {
        Some(q) => vec![q.clone()],
        None => std::io::stdin()
            .lock()
            .lines()
            .collect::<std::io::Result<Vec<_>>>()
            .context("reading questions from standard input")?
            .into_iter()
            .filter(|l| !l.trim().is_empty())
            .collect(),
    };
    let mut code = 0;
    for (i, question) in questions.into_iter().enumerate() {
        let req = AskRequest {
            question,
            today: args.today,
            tenant: tenant.clone(),
        };
        match rt.block_on(engine.ask(&req)) {
            Ok(answer) if args.json => println!("{}", serde_json::to_string(&answer)?),
            Ok(answer) => {
                if i > 0 {
                    println!("\n---");
                }
                print_text(&answer)
            }
            Err(e) => {
                eprintln!("error: {e}");
                code = 1;
            }
        }
    }
    Ok(code)
}

/// `insight serve`.
pub fn serve(paths: &Paths, args: ServeArgs) -> Result<i32> {
    // Many questions at once: a one-thread encoder session per core (env overrides it).
    let engine = Arc::new(load_engine(
        paths,
        EmbedderOptions::throughput().with_env(),
    )?);
    let addr = args
        .addr
        .unwrap_or_else(|| engine.settings().serve.addr.clone());
    let rt = runtime()?;
    eprintln!(
        "insight serve: listening on http://{addr} (data {} to {}, today {})",
        engine.span().start,
        engine.span().end,
        engine.default_today()
    );
    eprintln!(
        "try: curl -s http://{addr}/v1/ask -H 'Authorization: Bearer demo' -H 'Content-Type: application/json' -d '{{\"question\": \"What were my sales last week?\"}}'"
    );
    rt.block_on(insight::serve::serve(engine, &addr))
        .with_context(|| format!("serving on {addr}"))?;
    Ok(0)
}
