//! `insight train`, `insight eval models`, `insight classify`.

use std::io::{BufRead, Write};
use std::time::Instant;

use anyhow::{bail, Context};
use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};

use super::artefact::{self, ModelIdentity};
use super::data::TrainingSet;
use super::eval::{self, EvalReport, OodRow};
use super::{embed_set, train_models, Progress, TrainConfig};
use crate::catalog::training::{Route, Split};
use crate::config::Paths;
use crate::embed::Embedder;
use crate::manager::{ManagerModels, ModelPaths};
use crate::ood::OodConfig;

/// `insight train` options.
#[derive(Debug, Args)]
pub struct TrainArgs {
    /// Seed for initialisation, shuffling, noise and super-sampling.
    #[arg(long, default_value_t = 7)]
    pub seed: u64,
    /// OOD threshold multiplier λ (threshold = μ + λ·σ).
    #[arg(long, default_value_t = 4.0)]
    pub lambda: f32,
    /// Train only when the artefacts are missing or stale (other training data or embedding
    /// model); otherwise say so and exit 0. Used by `make demo`.
    #[arg(long)]
    pub if_stale: bool,
}

/// `insight eval` subcommands.
#[derive(Debug, Subcommand)]
pub enum EvalCommand {
    /// Evaluates the OOD check and the router on the held-out split, with latency.
    Models {
        /// Print JSON.
        #[arg(long)]
        json: bool,
        /// Evaluate at this λ instead of the trained one.
        #[arg(long)]
        lambda: Option<f32>,
    },
}

/// `insight classify` options.
#[derive(Debug, Args)]
pub struct ClassifyArgs {
    /// The question; without it, one question per line is read from stdin and one JSON object
    /// per line is printed.
    pub question: Option<String>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
    /// Use this λ instead of the trained one.
    #[arg(long)]
    pub lambda: Option<f32>,
}

/// indicatif bars on stderr (hidden when stderr is not a terminal).
struct Bars(Option<ProgressBar>);

impl Progress for Bars {
    fn start(&mut self, step: &str, total: u64) {
        let bar = ProgressBar::new(total);
        if let Ok(style) = ProgressStyle::with_template(
            "{msg:28} [{bar:32.cyan/blue}] {pos:>5}/{len:5} {elapsed_precise}",
        ) {
            bar.set_style(style.progress_chars("=> "));
        }
        bar.set_message(step.to_string());
        self.0 = Some(bar);
    }
    fn set(&mut self, done: u64) {
        if let Some(b) = &self.0 {
            b.set_position(done);
        }
    }
    fn finish(&mut self) {
        if let Some(b) = self.0.take() {
            b.finish();
        }
    }
}

/// Runs `insight train`.
pub fn train(paths: &Paths, args: TrainArgs) -> anyhow::Result<i32> {
    if !(args.lambda.is_finite() && args.lambda >= 0.0) {
        bail!("--lambda must be a finite number ≥ 0, got {}", args.lambda);
    }
    let mp = ModelPaths::under(&paths.root);
    let set = TrainingSet::load(&mp.training)?;

    if args.if_stale {
        match mp.expected().and_then(|exp| mp.load_artefacts(&exp)) {
            Ok(_) => {
                println!(
                    "models are up to date ({} and {} match the training data and the embedding model)",
                    rel(paths, &mp.ood_artefact()),
                    rel(paths, &mp.router_artefact())
                );
                return Ok(0);
            }
            Err(e) => println!("retraining: {e}"),
        }
    }

    let started = Instant::now();
    let embedder = Embedder::load(&mp.vendor)?;
    let identity = ModelIdentity::of(&mp.vendor)?;
    let mut bars = Bars(None);
    let embeddings = embed_set(&embedder, &set, &mut bars)?;
    let cfg = TrainConfig {
        seed: args.seed,
        ood: OodConfig {
            lambda: args.lambda,
            ..OodConfig::default()
        },
        ..TrainConfig::default()
    };
    let (ood, router) = train_models(&set, &embeddings, &identity, &cfg, &mut bars)?;

    let (ood_path, router_path) = (mp.ood_artefact(), mp.router_artefact());
    artefact::save(&ood_path, &ood)?;
    artefact::save(&router_path, &router)?;

    let count = |s, r| set.count(s, r);
    println!(
        "trained on {} files ({} data_presenter + {} insight_generator train questions) in {:.1} s, seed {}",
        set.files.len(),
        count(Split::Train, Route::DataPresenter),
        count(Split::Train, Route::InsightGenerator),
        started.elapsed().as_secs_f64(),
        args.seed
    );
    println!(
        "OOD: μ = {:.6}, σ = {:.6}, λ = {}, threshold = {:.6}",
        ood.model.mu,
        ood.model.sigma,
        ood.model.lambda,
        ood.model.threshold()
    );
    let (row, report) = eval::score(&ood.model, &router.model, &set, &embeddings);
    println!(
        "eval split: OOD precision {:.3}, recall {:.3}, in-domain accepted {:.1}%; router accuracy {:.1}% ({}/{})",
        row.precision,
        row.recall,
        100.0 * row.in_domain_acceptance,
        100.0 * report.accuracy,
        report.correct,
        report.total
    );
    println!(
        "wrote {} and {}",
        rel(paths, &ood_path),
        rel(paths, &router_path)
    );
    Ok(0)
}

/// Runs `insight eval`.
pub fn eval(paths: &Paths, cmd: EvalCommand) -> anyhow::Result<i32> {
    let EvalCommand::Models { json, lambda } = cmd;
    let mut models = ManagerModels::load(&paths.root)?;
    if let Some(l) = lambda {
        models = models.with_ood_lambda(l)?;
    }
    let set = TrainingSet::load(&ModelPaths::under(&paths.root).training)?;
    if set.split(Split::Eval).next().is_none() {
        bail!("no eval questions (split: eval) in models/training/");
    }
    let report = eval::evaluate(&models, &set)?;
    if json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print_report(&report);
    }
    Ok(0)
}

fn print_report(r: &EvalReport) {
    println!(
        "eval split: {} questions ({} in domain, {} out of domain)",
        r.eval_questions, r.in_domain, r.out_of_domain
    );
    if !r.leaked_into_training.is_empty() {
        println!(
            "warning: {} eval questions also appear in the training split",
            r.leaked_into_training.len()
        );
    }
    println!();
    println!(
        "OOD check (positive = out of domain) at λ = {}:",
        r.ood.lambda
    );
    println!(
        "  precision {:.3}  recall {:.3}  F1 {:.3}   (TP {}, FP {}, TN {}, FN {})",
        r.ood.precision,
        r.ood.recall,
        r.ood.f1,
        r.ood.true_positives,
        r.ood.false_positives,
        r.ood.true_negatives,
        r.ood.false_negatives
    );
    println!();
    println!("  λ    threshold   precision  recall  in-domain accepted  OOD rejected");
    for row in &r.ood_by_lambda {
        print_row(row);
    }
    let c = &r.ood_ceiling;
    println!(
        "  ceiling: the best threshold for ≥ {:.0}% in-domain accepted (λ ≈ {:.2}, chosen on this split, \
         so not a usable setting) rejects {:.1}% of out-of-domain questions ({:.1}% accepted)",
        100.0 * c.min_in_domain_acceptance,
        c.lambda,
        100.0 * c.ood_rejection,
        100.0 * c.in_domain_acceptance
    );
    println!();
    let rr = &r.router;
    println!(
        "router: accuracy {:.1}% ({}/{})",
        100.0 * rr.accuracy,
        rr.correct,
        rr.total
    );
    println!("  class              precision  recall  support");
    for c in &rr.classes {
        println!(
            "  {:<18} {:>9.3}  {:>6.3}  {:>7}",
            c.route.as_str(),
            c.precision,
            c.recall,
            c.support
        );
    }
    println!("  confusion (rows actual, columns predicted):");
    println!(
        "  {:<18} {:>15} {:>18}",
        "",
        rr.labels[0].as_str(),
        rr.labels[1].as_str()
    );
    for (i, row) in rr.confusion.iter().enumerate() {
        println!(
            "  {:<18} {:>15} {:>18}",
            rr.labels[i].as_str(),
            row[0],
            row[1]
        );
    }
    println!();
    let l = &r.latency;
    println!("latency over {} questions, one at a time (ms):", l.samples);
    println!("  stage         p50      p90      p99     mean");
    for (name, p) in [
        ("embed", &l.embed),
        ("ood", &l.ood),
        ("route", &l.route),
        ("all three", &l.total),
    ] {
        println!(
            "  {:<10} {:>7.3}  {:>7.3}  {:>7.3}  {:>7.3}",
            name, p.p50_ms, p.p90_ms, p.p99_ms, p.mean_ms
        );
    }
    if !r.mistakes.is_empty() {
        println!();
        // The whole list is in --json; a screenful is enough to see the kind of mistakes.
        const SHOWN: usize = 25;
        println!(
            "mistakes ({}; the first {} shown, all with --json):",
            r.mistakes.len(),
            SHOWN.min(r.mistakes.len())
        );
        for m in r.mistakes.iter().take(SHOWN) {
            println!(
                "  expected {:<17} got {:<17} error {:.5}  {}",
                m.expected.as_str(),
                m.got.as_str(),
                m.reconstruction_error,
                m.text
            );
        }
    }
}

fn print_row(row: &OodRow) {
    println!(
        "  {:<4} {:>9.6}   {:>9.3}  {:>6.3}  {:>17.1}%  {:>11.1}%",
        row.lambda,
        row.threshold,
        row.precision,
        row.recall,
        100.0 * row.in_domain_acceptance,
        100.0 * row.ood_rejection
    );
}

/// One line of `insight classify` JSON output.
#[derive(serde::Serialize)]
struct Classified<'a> {
    question: &'a str,
    ood: crate::ood::OodResult,
    route: crate::router::RoutingDecision,
}

/// Runs `insight classify`.
pub fn classify(paths: &Paths, args: ClassifyArgs) -> anyhow::Result<i32> {
    let mut models = ManagerModels::load(&paths.root)?;
    if let Some(l) = args.lambda {
        models = models.with_ood_lambda(l)?;
    }
    match &args.question {
        Some(q) => {
            let s = models.screen(q)?;
            if args.json {
                let out = Classified {
                    question: q,
                    ood: s.ood,
                    route: s.route,
                };
                println!("{}", serde_json::to_string_pretty(&out)?);
            } else {
                let o = &s.ood;
                if o.is_out_of_domain {
                    println!(
                        "out of domain: reconstruction error {:.6} > threshold {:.6} (confidence {:.2})",
                        o.reconstruction_error, o.threshold, o.confidence
                    );
                } else {
                    println!(
                        "in domain: reconstruction error {:.6} ≤ threshold {:.6} (confidence {:.2})",
                        o.reconstruction_error, o.threshold, o.confidence
                    );
                }
                println!(
                    "route: {} (p = {:.3}; data_presenter {:.3}, insight_generator {:.3})",
                    s.route.route.as_str(),
                    s.route.confidence,
                    s.route.probabilities.data_presenter,
                    s.route.probabilities.insight_generator
                );
            }
        }
        None => {
            let stdin = std::io::stdin();
            let stdout = std::io::stdout();
            let mut out = stdout.lock();
            for line in stdin.lock().lines() {
                let line = line.context("reading stdin")?;
                let q = line.trim();
                if q.is_empty() {
                    continue;
                }
                let s = models.screen(q)?;
                let row = Classified {
                    question: q,
                    ood: s.ood,
                    route: s.route,
                };
                serde_json::to_writer(&mut out, &row)?;
                writeln!(out)?;
            }
        }
    }
    Ok(0)
}

fn rel(paths: &Paths, p: &std::path::Path) -> String {
    p.strip_prefix(&paths.root)
        .unwrap_or(p)
        .display()
        .to_string()
}
