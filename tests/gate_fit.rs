//! The learned gate (`gate/model.yaml`, `src/gate/fit.rs`): the fit, reproducible.
//!
//! - **Training** (weights): the in-domain questions of the train split
//!   (`models/training/train_*.yaml`) and the catalog's example questions (APIs, domains) against
//!   the everyday questions of `gate/everyday.yaml`, each seen **left out** of the gate's own
//!   examples (`Engine::gate_verdict(.., leave_out = true)`), as a new question would be.
//! - **Calibration** (threshold): the worked and holdout sets (in domain) and the first half of
//!   `models/training/eval_out_of_domain.yaml`, asked through the whole pipeline with the gate
//!   open; the threshold with the fewest errors, the middle one of several
//!   (`gate::fit::choose_threshold`).
//! - **Never fitted on**: `tests/eval/general_ood.txt`, the held-out seller questions
//!   (descriptive v2, `eval_in_domain.yaml`) and the second half of `eval_out_of_domain.yaml`
//!   (reported by `tests/eval_v2.rs`, `domain_gate_curve`).
//!
//! `cargo test --test gate_fit -- --nocapture` refits and fails when the committed model differs
//! from the fit; `INSIGHT_BLESS=1` writes it. S001, today = 2025-12-10, the demo store.

use std::collections::HashSet;

use chrono::NaiveDate;
use insight::answer::AnswerStatus;
use insight::backend::Tenant;
use insight::catalog::training::{Route, Split};
use insight::config::{Paths, Settings};
use insight::engine::{AskRequest, Engine};
use insight::gate::fit::{choose_threshold, errors_at, fit, Calibrated, FitConfig};
use insight::gate::{GateModel, GATE_FEATURES};

mod common;
use common::{root, store};

fn fold(s: &str) -> String {
    s.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The questions of a Rust case file (`case!("question", ...)`).
fn case_questions(path: &str) -> Vec<String> {
    let text = std::fs::read_to_string(root().join(path)).unwrap();
    let re = regex::Regex::new(r#"case!\(\s*"((?:[^"\\]|\\.)*)""#).unwrap();
    re.captures_iter(&text)
        .map(|c| c[1].replace("\\\"", "\"").replace("\\'", "'"))
        .collect()
}

/// The questions of the held-out general sets (`tests/eval/general_ood*.txt`).
fn general_questions() -> Vec<String> {
    [
        "tests/eval/general_ood.txt",
        "tests/eval/general_ood_v2.txt",
    ]
    .iter()
    .map(|p| std::fs::read_to_string(root().join(p)).unwrap())
    .collect::<Vec<_>>()
    .join("\n")
    .lines()
    .map(str::trim)
    .filter(|l| !l.is_empty() && !l.starts_with('#'))
    .map(String::from)
    .collect()
}

struct Runner {
    engine: Engine,
    rt: tokio::runtime::Runtime,
    tenant: Tenant,
}

impl Runner {
    fn new() -> Runner {
        let mut settings = Settings::default();
        settings.clock.today = NaiveDate::from_ymd_opt(2025, 12, 10);
        let paths = Paths {
            root: root(),
            db: store().to_path_buf(),
        };
        let engine = Engine::load(&paths, settings).unwrap_or_else(|e| panic!("{e}"));
        Runner {
            engine,
            rt: tokio::runtime::Runtime::new().unwrap(),
            tenant: Tenant::new("S001"),
        }
    }

    fn features(&self, q: &str) -> Vec<f32> {
        let v = self
            .rt
            .block_on(self.engine.gate_verdict(q, &self.tenant, true))
            .unwrap_or_else(|e| panic!("{q}: {e}"));
        GATE_FEATURES
            .iter()
            .map(|n| {
                *v.features
                    .get(*n)
                    .unwrap_or_else(|| panic!("{q}: no feature {n}"))
            })
            .collect()
    }

    /// Through the whole pipeline with the gate open: the score, and the outcome.
    fn calibrate(&self, q: &str, in_domain: bool) -> Calibrated {
        let req = AskRequest {
            question: q.to_string(),
            today: None,
            tenant: self.tenant.clone(),
        };
        let a = self
            .rt
            .block_on(self.engine.ask(&req))
            .unwrap_or_else(|e| panic!("{q}: {e}"));
        let with_data = matches!(a.status, AnswerStatus::Answered | AnswerStatus::Partial)
            && !a.tables.is_empty();
        let asked = matches!(
            a.status,
            AnswerStatus::Answered | AnswerStatus::ClarificationNeeded | AnswerStatus::NoData
        );
        // A shape of a non-seller (`src/gate/shapes.rs`) refuses a question whatever its score.
        // The threshold is calibrated as the screen it is on its own: an out-of-domain question
        // only a shape refused counts as let through with data, so that each veto added does
        // not loosen the threshold behind it (two screens, each calibrated alone).
        let shape_refused = a.gate.as_ref().is_some_and(|g| g.shape.is_some())
            && a.status == AnswerStatus::OutOfDomain;
        Calibrated {
            // No verdict: screened out before the gate (guardrails, autoencoder): the gate
            // cannot change its outcome, and the outcome below is then a refusal.
            score: a.gate.as_ref().map_or(0.0, |g| g.score),
            in_domain,
            outcome: if in_domain {
                with_data || asked
            } else {
                with_data || shape_refused
            },
        }
    }
}

/// The training data: (question, about the seller's data).
fn training_set(runner: &Runner) -> Vec<(String, bool)> {
    let catalog = runner.engine.catalog();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut push = |q: &str, label: bool| {
        if seen.insert(fold(q)) {
            out.push((q.to_string(), label));
        }
    };
    for (_, file) in &catalog.training {
        if file.split == Split::Train {
            for q in file
                .questions
                .iter()
                .filter(|q| q.route != Route::OutOfDomain)
            {
                push(&q.text, true);
            }
        }
    }
    for api in catalog.question_apis() {
        for e in &api.descriptor.examples {
            push(&e.question, true);
        }
    }
    for d in &catalog.domains {
        for e in &d.examples {
            push(e, true);
        }
    }
    for q in &catalog.gate.everyday {
        push(q, false);
    }
    out
}

/// The committed model file, as the fit writes it.
fn model_yaml(m: &GateModel) -> String {
    let mut s = String::from(
        "# yaml-language-server: $schema=../schemas/gate_model.schema.json\n\
         # The learned domain gate (src/gate/): P(about the seller's data) = logistic(bias + sum of\n\
         # weight x feature); below `threshold` the question is out of domain. WRITTEN BY THE FIT,\n\
         # do not edit by hand: INSIGHT_BLESS=1 cargo test --test gate_fit -- --nocapture\n\
         # (tests/gate_fit.rs says what it is fitted and calibrated on; docs/answer_or_ask.md,\n\
         # \"The learned gate (stop 14)\", what each feature is and the figures).\n",
    );
    s.push_str(&format!("bias: {}\nweights:\n", m.bias));
    for n in GATE_FEATURES {
        s.push_str(&format!(
            "  {n}: {}\n",
            m.weights.get(n).copied().unwrap_or(0.0)
        ));
    }
    s.push_str(&format!("threshold: {}\nfitted:\n", m.threshold));
    for (k, v) in &m.fitted {
        s.push_str(&format!("  {k}: {}\n", serde_json::to_string(v).unwrap()));
    }
    s
}

#[test]
fn everyday_questions_are_not_held_out_ones() {
    let text = std::fs::read_to_string(root().join("gate/everyday.yaml")).unwrap();
    let v: serde_json::Value = serde_saphyr::from_str(&text).unwrap();
    let mut held: HashSet<String> = general_questions().iter().map(|q| fold(q)).collect();
    let ood =
        std::fs::read_to_string(root().join("models/training/eval_out_of_domain.yaml")).unwrap();
    let ood: serde_json::Value = serde_saphyr::from_str(&ood).unwrap();
    for q in ood["questions"].as_array().unwrap() {
        held.insert(fold(q["text"].as_str().unwrap()));
    }
    let mut n = 0;
    for (_, qs) in v["topics"].as_object().unwrap() {
        for q in qs.as_array().unwrap() {
            let q = q.as_str().unwrap();
            assert!(!held.contains(&fold(q)), "a held-out question: {q}");
            n += 1;
        }
    }
    assert!(n >= 500, "{n} everyday questions");
}

#[test]
fn the_committed_gate_model_is_the_fit() {
    let mut runner = Runner::new();
    let train = training_set(&runner);
    let rows: Vec<Vec<f32>> = train.iter().map(|(q, _)| runner.features(q)).collect();
    let labels: Vec<bool> = train.iter().map(|(_, l)| *l).collect();
    let (n_in, n_out) = (
        labels.iter().filter(|&&l| l).count(),
        labels.iter().filter(|&&l| !l).count(),
    );
    // How a training question's nearest example compares with a new question's: the fit
    // learns the similarity's weight from the training side.
    let median = |mut v: Vec<f32>| {
        v.sort_by(f32::total_cmp);
        v.get(v.len() / 2).copied().unwrap_or(0.0)
    };
    let sims = |want: bool| -> Vec<f32> {
        rows.iter()
            .zip(&labels)
            .filter(|(_, &l)| l == want)
            .map(|(r, _)| r[0])
            .collect()
    };
    println!(
        "  median similarity, left out: training in domain {:.3}, everyday {:.3}",
        median(sims(true)),
        median(sims(false))
    );
    let mut model = fit(&rows, &labels, FitConfig::default()).unwrap();
    println!("\n== gate fit: {n_in} in-domain, {n_out} everyday training questions (left out)");
    for n in GATE_FEATURES {
        println!("  {n:<20} {:>8.4}", model.weights[n]);
    }
    println!("  {:<20} {:>8.4}", "bias", model.bias);

    // Calibration, through the pipeline with the new model and the gate open.
    runner.engine.gate_mut().model = Some(model.clone());
    runner.engine.gate_mut().threshold = f32::NEG_INFINITY;
    let ood_eval =
        std::fs::read_to_string(root().join("models/training/eval_out_of_domain.yaml")).unwrap();
    let ood_eval: serde_json::Value = serde_saphyr::from_str(&ood_eval).unwrap();
    let ood_eval: Vec<String> = ood_eval["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["text"].as_str().unwrap().to_string())
        .collect();
    let calib_out = &ood_eval[..ood_eval.len() / 2];
    let calib_in: Vec<String> = case_questions("tests/worked/cases.rs")
        .into_iter()
        .chain(case_questions("tests/worked/holdout.rs"))
        .collect();
    let mut cal: Vec<Calibrated> = calib_in.iter().map(|q| runner.calibrate(q, true)).collect();
    cal.extend(calib_out.iter().map(|q| runner.calibrate(q, false)));
    let threshold = choose_threshold(&cal);
    println!(
        "\n  calibration ({} in domain, {} out): errors by threshold",
        calib_in.len(),
        calib_out.len()
    );
    for t in (1..20).map(|i| i as f32 * 0.05) {
        println!("  {t:.2}: {}", errors_at(&cal, t));
    }
    println!(
        "  chosen: {threshold:.2} ({} errors)",
        errors_at(&cal, threshold)
    );
    // On the training data itself (left out), at the chosen threshold.
    let p = |r: &Vec<f32>| {
        let f: Vec<(&str, f32)> = GATE_FEATURES.iter().copied().zip(r.clone()).collect();
        model.probability(&f)
    };
    let train_in_ok = rows
        .iter()
        .zip(&labels)
        .filter(|(r, &l)| l && p(r) >= threshold)
        .count();
    let train_out_ok = rows
        .iter()
        .zip(&labels)
        .filter(|(r, &l)| !l && p(r) < threshold)
        .count();
    println!("  training, left out: {train_in_ok}/{n_in} in domain pass, {train_out_ok}/{n_out} everyday refused");
    model.threshold = threshold;
    model.fitted = [
        ("training_in_domain", format!("{n_in} questions: models/training train split (in domain) + the catalog's API and domain examples")),
        ("training_out_of_domain", format!("{n_out} questions: gate/everyday.yaml")),
        ("calibration", format!("{} in domain (tests/worked cases + holdout), {} out of domain (first half of models/training/eval_out_of_domain.yaml); {} errors at the threshold", calib_in.len(), calib_out.len(), errors_at(&cal, threshold))),
        ("never_fitted_on", "tests/eval/general_ood.txt, tests/eval/descriptive_v2.rs, models/training/eval_in_domain.yaml, the second half of eval_out_of_domain.yaml".to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    let path = root().join("gate/model.yaml");
    let text = model_yaml(&model);
    if std::env::var_os("INSIGHT_BLESS").is_some() {
        std::fs::write(&path, &text).unwrap();
        println!("  wrote {}", path.display());
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    let drift = model_drift(&committed, &text);
    assert!(
        drift.is_empty(),
        "gate/model.yaml is not the fit ({}): run `INSIGHT_BLESS=1 cargo test --test gate_fit -- --nocapture` and commit it",
        drift.join("; ")
    );
}

/// Where the committed model and a fresh fit differ. Numbers are compared with a tolerance:
/// the encoder's floats may differ in the last bits on another CPU (ONNX Runtime picks its
/// kernels by instruction set), which must not fail the build, while any change of the
/// features or the data moves a weight by far more (the stop-14 merge moved them by 0.005-0.07).
/// The threshold is on a 0.01 grid, so one step of drift at the edge of a tie is allowed.
fn model_drift(committed: &str, fresh: &str) -> Vec<String> {
    let (a, b): (Vec<&str>, Vec<&str>) = (committed.lines().collect(), fresh.lines().collect());
    if a.len() != b.len() {
        return vec![format!("{} lines against {}", a.len(), b.len())];
    }
    let number = |l: &str| -> Option<(String, f64)> {
        let (k, v) = l.split_once(':')?;
        Some((k.trim().to_string(), v.trim().parse().ok()?))
    };
    a.iter()
        .zip(&b)
        .filter_map(|(x, y)| match (number(x), number(y)) {
            (Some((kx, vx)), Some((ky, vy))) if kx == ky => {
                let tol = if kx == "threshold" { 0.0101 } else { 1e-3 };
                ((vx - vy).abs() > tol).then(|| format!("{kx}: {vx} committed, {vy} fitted"))
            }
            _ => (x != y).then(|| format!("`{x}` committed, `{y}` fitted")),
        })
        .collect()
}

/// The Insight Generator's evidence rule (`insight_evidence` in `gate/vocabulary.yaml`,
/// `src/gate/insight.rs`): a question routed there with no word evidence (no seller term,
/// measure word, domain term, or product with a measure) is answered only when its nearest
/// domain-router example is at `min_similarity` or more.
///
/// Chosen on training data only: the domain router's own examples (`domains/*.yaml` examples
/// and the train split's `insight_generator` questions), each **left out** of the router (its
/// nearest example is never itself), against `gate/everyday.yaml`; among the questions of each
/// side with no word evidence, the threshold with the fewest class-weighted errors (each side
/// half the weight), the middle one of several, on a 0.01 grid. Never on the held-out sets.
#[test]
fn the_committed_insight_evidence_threshold_is_the_fit() {
    let runner = Runner::new();
    let engine = &runner.engine;
    let catalog = engine.catalog();
    let mut seen = HashSet::new();
    let mut diagnostic: Vec<String> = Vec::new();
    for d in &catalog.domains {
        for e in &d.examples {
            if seen.insert(fold(e)) {
                diagnostic.push(e.clone());
            }
        }
    }
    for (_, file) in &catalog.training {
        if file.split == Split::Train {
            for q in &file.questions {
                if q.route == Route::InsightGenerator && seen.insert(fold(&q.text)) {
                    diagnostic.push(q.text.clone());
                }
            }
        }
    }
    let everyday: Vec<String> = catalog.gate.everyday.clone();
    // (nearest left-out router similarity, foreign words, has word evidence) per question.
    let judge = |q: &str| -> (f32, f32, bool) {
        let v = runner
            .rt
            .block_on(engine.gate_verdict(q, &runner.tenant, true))
            .unwrap_or_else(|e| panic!("{q}: {e}"));
        let embedding = engine.models().embedder().embed(q).unwrap();
        let key = fold(q);
        let sim = engine
            .insight()
            .router()
            .nearest_similarity(&embedding, |t| fold(t) != key);
        // A threshold no similarity reaches: whether the words alone answer.
        let rule = insight::gate::InsightEvidenceRule {
            min_similarity: 2.0,
            foreign_word_penalty: 0.0,
        };
        let e = insight::gate::insight_evidence(&v, sim, &rule);
        // Word evidence alone: a shape's veto (`shapes.rs`) is no part of this fit.
        (
            sim,
            e.foreign_words as f32,
            !e.words.is_empty() && !e.contradicted,
        )
    };
    let inside: Vec<(f32, f32, bool)> = diagnostic.iter().map(|q| judge(q)).collect();
    let outside: Vec<(f32, f32, bool)> = everyday.iter().map(|q| judge(q)).collect();
    let bare = |v: &[(f32, f32, bool)]| -> Vec<(f32, f32)> {
        v.iter().filter(|x| !x.2).map(|x| (x.0, x.1)).collect()
    };
    let (bare_in, bare_out) = (bare(&inside), bare(&outside));
    println!(
        "\n== insight evidence: {} diagnostic questions ({} with no word evidence), {} everyday ({} with none)",
        inside.len(),
        bare_in.len(),
        outside.len(),
        bare_out.len()
    );
    // (diagnostic refused, everyday let through, class-weighted error) at (penalty, threshold).
    let errors = |p: f32, t: f32| -> (usize, usize, f64) {
        let score = |&(s, f): &(f32, f32)| s - p * f;
        let refused_in = bare_in.iter().filter(|x| score(x) < t).count();
        let passed_out = bare_out.iter().filter(|x| score(x) >= t).count();
        let w = refused_in as f64 / bare_in.len().max(1) as f64
            + passed_out as f64 / bare_out.len().max(1) as f64;
        (refused_in, passed_out, w)
    };
    let ts: Vec<f32> = (30..=80).map(|i| i as f32 / 100.0).collect();
    let ps: Vec<f32> = (0..=10).map(|i| i as f32 * 0.02).collect();
    let best = ps
        .iter()
        .flat_map(|&p| ts.iter().map(move |&t| (p, t)))
        .map(|(p, t)| errors(p, t).2)
        .fold(f64::INFINITY, f64::min);
    // The smallest penalty that reaches the fewest errors, then the middle threshold of its
    // ties.
    let penalty = ps
        .iter()
        .copied()
        .find(|&p| ts.iter().any(|&t| errors(p, t).2 <= best + 1e-9))
        .unwrap();
    let ties: Vec<f32> = ts
        .iter()
        .copied()
        .filter(|&t| errors(penalty, t).2 <= best + 1e-9)
        .collect();
    let chosen = ties[ties.len() / 2];
    println!("  penalty {penalty:.2} per foreign word");
    println!("  threshold | diagnostic refused | everyday let through");
    for &t in ts.iter().step_by(5).chain(std::iter::once(&chosen)) {
        let (a, b, _) = errors(penalty, t);
        println!(
            "  {t:>9.2} | {a:>4}/{:<4} | {b:>4}/{:<4}{}",
            bare_in.len(),
            bare_out.len(),
            if t == chosen { "  <- chosen" } else { "" }
        );
    }
    let (a, b, _) = errors(0.0, chosen);
    println!(
        "  without the penalty at {chosen:.2}: {a} diagnostic refused, {b} everyday let through"
    );
    let path = root().join("gate/vocabulary.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let number = |key: &str| {
        let re = regex::Regex::new(&format!(r"(?m)^(\s*{key}:\s*)([0-9.]+)")).unwrap();
        let v: Option<f32> = re.captures(&text).and_then(|c| c[2].parse().ok());
        (re, v)
    };
    let (re_t, committed_t) = number("min_similarity");
    let (re_p, committed_p) = number("foreign_word_penalty");
    if std::env::var_os("INSIGHT_BLESS").is_some() {
        let text = re_t.replace(&text, format!("${{1}}{chosen:.2}"));
        let text = re_p.replace(&text, format!("${{1}}{penalty:.2}"));
        std::fs::write(&path, text.as_ref()).unwrap();
        println!(
            "  wrote min_similarity {chosen:.2}, foreign_word_penalty {penalty:.2} to {}",
            path.display()
        );
        return;
    }
    let committed_t =
        committed_t.expect("gate/vocabulary.yaml has insight_evidence.min_similarity");
    let committed_p =
        committed_p.expect("gate/vocabulary.yaml has insight_evidence.foreign_word_penalty");
    // One grid step of tolerance at the edge of a tie (the encoder's last bits, as above).
    assert!(
        (committed_t - chosen).abs() <= 0.0101 && (committed_p - penalty).abs() <= 0.0201,
        "gate/vocabulary.yaml has min_similarity {committed_t}, foreign_word_penalty {committed_p}; the fit gives {chosen:.2}, {penalty:.2}: run `INSIGHT_BLESS=1 cargo test --test gate_fit -- --nocapture` and commit it"
    );
}
