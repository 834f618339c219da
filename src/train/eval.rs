//! Evaluation of the manager's models on the held-out EVAL split: OOD precision / recall at
//! several λ, router accuracy with per-class precision / recall and the confusion matrix, and
//! per-stage latency percentiles.
//!
//! For the OOD check, positives are out-of-domain questions: precision is "of the questions we
//! refused, how many should have been refused", recall is "of the out-of-domain questions, how
//! many we refused". The design favours precision (refusing a real seller question is worse
//! than letting a stray one reach the planner's secondary check).

use std::time::Instant;

use schemars::JsonSchema;
use serde::Serialize;

use super::data::TrainingSet;
use crate::catalog::training::{Route, Split};
use crate::embed::{EmbedError, Embedding};
use crate::manager::ManagerModels;
use crate::ood::OodModel;
use crate::router::{RouterModel, ROUTES};

/// λ values of the trade-off table.
pub const LAMBDAS: [f32; 4] = [2.0, 3.0, 4.0, 5.0];

/// The in-domain acceptance target the [`OodCeiling`] is computed at.
pub const CEILING_ACCEPTANCE: f64 = 0.97;

/// OOD decisions at one λ.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct OodRow {
    /// λ.
    pub lambda: f32,
    /// `μ + λ·σ`.
    pub threshold: f32,
    /// Refused questions that were out of domain / refused questions (1 when none refused).
    pub precision: f64,
    /// Refused out-of-domain questions / out-of-domain questions.
    pub recall: f64,
    /// Harmonic mean of precision and recall.
    pub f1: f64,
    /// Accepted in-domain questions / in-domain questions.
    pub in_domain_acceptance: f64,
    /// Same as recall, named for the table.
    pub ood_rejection: f64,
    /// Out-of-domain questions refused.
    pub true_positives: usize,
    /// In-domain questions refused.
    pub false_positives: usize,
    /// In-domain questions accepted.
    pub true_negatives: usize,
    /// Out-of-domain questions accepted.
    pub false_negatives: usize,
}

/// The best any threshold could do on the eval split at a required in-domain acceptance: the
/// ceiling of the reconstruction-error score itself, whatever λ. Reported to show whether a
/// target is out of reach by choosing λ alone; never used to choose λ (that would tune on the
/// eval split).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct OodCeiling {
    /// The required share of in-domain eval questions accepted.
    pub min_in_domain_acceptance: f64,
    /// The lowest threshold that still accepts that share.
    pub threshold: f32,
    /// The λ that threshold corresponds to, `(threshold − μ) / σ`.
    pub lambda: f32,
    /// In-domain eval questions accepted at that threshold.
    pub in_domain_acceptance: f64,
    /// Out-of-domain eval questions rejected at that threshold.
    pub ood_rejection: f64,
}

/// [`OodCeiling`] for labelled reconstruction errors (`true` = out of domain).
pub fn ood_ceiling(model: &OodModel, errors: &[(f32, bool)], min_acceptance: f64) -> OodCeiling {
    let mut inside: Vec<f32> = errors.iter().filter(|e| !e.1).map(|e| e.0).collect();
    inside.sort_by(f32::total_cmp);
    // Accepting ⌈share·n⌉ in-domain questions needs a threshold at least as high as the
    // error of the ⌈share·n⌉-th smallest one; any lower threshold accepts fewer.
    let needed = (min_acceptance * inside.len() as f64).ceil() as usize;
    let threshold = match needed.checked_sub(1).and_then(|i| inside.get(i)) {
        Some(&t) => t,
        None => inside.last().copied().unwrap_or(0.0),
    };
    let count = |ood: bool, rejected: bool| {
        errors
            .iter()
            .filter(|e| e.1 == ood && (e.0 > threshold) == rejected)
            .count()
    };
    let ratio = |a: usize, b: usize| if b == 0 { 1.0 } else { a as f64 / b as f64 };
    let (acc, n_in) = (count(false, false), inside.len());
    let (rej, n_ood) = (count(true, true), errors.len() - inside.len());
    OodCeiling {
        min_in_domain_acceptance: min_acceptance,
        threshold,
        lambda: (threshold - model.mu) / model.sigma.max(f32::EPSILON),
        in_domain_acceptance: ratio(acc, n_in),
        ood_rejection: ratio(rej, n_ood),
    }
}

/// Router quality on one class.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ClassReport {
    /// The class.
    pub route: Route,
    /// Correct predictions of this class / predictions of this class.
    pub precision: f64,
    /// Correct predictions of this class / questions of this class.
    pub recall: f64,
    /// Questions of this class.
    pub support: usize,
}

/// Router quality on the in-domain eval questions.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RouterReport {
    /// Correct / total.
    pub accuracy: f64,
    /// Correctly routed questions.
    pub correct: usize,
    /// In-domain eval questions.
    pub total: usize,
    /// Per class.
    pub classes: Vec<ClassReport>,
    /// `confusion[actual][predicted]`, classes in `labels` order.
    pub confusion: [[usize; 2]; 2],
    /// The class order of `confusion`.
    pub labels: [Route; 2],
}

/// Latency percentiles of one stage, in milliseconds.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Percentiles {
    /// Median.
    pub p50_ms: f64,
    /// 90th percentile.
    pub p90_ms: f64,
    /// 99th percentile.
    pub p99_ms: f64,
    /// Mean.
    pub mean_ms: f64,
}

/// Per-stage latency over the eval questions, one question at a time, one thread.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct LatencyReport {
    /// Questions measured.
    pub samples: usize,
    /// Tokenise + encoder + pooling.
    pub embed: Percentiles,
    /// The autoencoder.
    pub ood: Percentiles,
    /// The router head.
    pub route: Percentiles,
    /// All three.
    pub total: Percentiles,
}

/// The whole evaluation.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct EvalReport {
    /// Eval questions.
    pub eval_questions: usize,
    /// Of which in domain.
    pub in_domain: usize,
    /// Of which out of domain.
    pub out_of_domain: usize,
    /// Eval questions whose text is also a training question.
    pub leaked_into_training: Vec<String>,
    /// The OOD check at the models' λ.
    pub ood: OodRow,
    /// The OOD check at each λ of [`LAMBDAS`].
    pub ood_by_lambda: Vec<OodRow>,
    /// The best rejection any threshold reaches while accepting ≥ 97% of in-domain questions.
    pub ood_ceiling: OodCeiling,
    /// The router.
    pub router: RouterReport,
    /// Latency.
    pub latency: LatencyReport,
    /// Eval questions the models got wrong (refused in-domain, accepted out-of-domain,
    /// misrouted), for people improving the training data.
    pub mistakes: Vec<Mistake>,
}

/// One wrong decision on an eval question.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Mistake {
    /// The question.
    pub text: String,
    /// Its label.
    pub expected: Route,
    /// What the models said (`out_of_domain` when refused).
    pub got: Route,
    /// The reconstruction error, to see how near the threshold it was.
    pub reconstruction_error: f32,
    /// The chosen route's probability (for misroutes).
    pub route_confidence: f32,
}

/// The OOD row for labelled reconstruction errors (`true` = out of domain) at λ.
pub fn ood_row(model: &OodModel, errors: &[(f32, bool)], lambda: f32) -> OodRow {
    let (mut tp, mut fp, mut tn, mut fneg) = (0, 0, 0, 0);
    for &(err, is_ood) in errors {
        match (model.decide(err, lambda).is_out_of_domain, is_ood) {
            (true, true) => tp += 1,
            (true, false) => fp += 1,
            (false, false) => tn += 1,
            (false, true) => fneg += 1,
        }
    }
    let ratio = |a: usize, b: usize| if b == 0 { 1.0 } else { a as f64 / b as f64 };
    let precision = ratio(tp, tp + fp);
    let recall = ratio(tp, tp + fneg);
    let f1 = if precision + recall > 0.0 {
        2.0 * precision * recall / (precision + recall)
    } else {
        0.0
    };
    OodRow {
        lambda,
        threshold: model.threshold_at(lambda),
        precision,
        recall,
        f1,
        in_domain_acceptance: ratio(tn, tn + fp),
        ood_rejection: recall,
        true_positives: tp,
        false_positives: fp,
        true_negatives: tn,
        false_negatives: fneg,
    }
}

/// The router report for `(actual, predicted)` pairs.
pub fn router_report(pairs: &[(Route, Route)]) -> RouterReport {
    let idx = |r: Route| ROUTES.iter().position(|&x| x == r);
    let mut confusion = [[0usize; 2]; 2];
    for &(actual, predicted) in pairs {
        if let (Some(a), Some(p)) = (idx(actual), idx(predicted)) {
            confusion[a][p] += 1;
        }
    }
    let total: usize = confusion.iter().flatten().sum();
    let correct = confusion[0][0] + confusion[1][1];
    let ratio = |a: usize, b: usize| if b == 0 { 1.0 } else { a as f64 / b as f64 };
    let classes = (0..2)
        .map(|c| ClassReport {
            route: ROUTES[c],
            precision: ratio(confusion[c][c], confusion[0][c] + confusion[1][c]),
            recall: ratio(confusion[c][c], confusion[c][0] + confusion[c][1]),
            support: confusion[c][0] + confusion[c][1],
        })
        .collect();
    RouterReport {
        accuracy: ratio(correct, total),
        correct,
        total,
        classes,
        confusion,
        labels: ROUTES,
    }
}

/// Percentiles (nearest rank) of durations in milliseconds.
pub fn percentiles(ms: &[f64]) -> Percentiles {
    let mut v = ms.to_vec();
    v.sort_by(f64::total_cmp);
    let at = |q: f64| {
        if v.is_empty() {
            0.0
        } else {
            let rank = (q * v.len() as f64).ceil() as usize;
            v[rank.clamp(1, v.len()) - 1]
        }
    };
    Percentiles {
        p50_ms: at(0.50),
        p90_ms: at(0.90),
        p99_ms: at(0.99),
        mean_ms: if v.is_empty() {
            0.0
        } else {
            v.iter().sum::<f64>() / v.len() as f64
        },
    }
}

/// The OOD row at the model's λ and the router report on the EVAL split, from embeddings
/// already computed (in set order); no timing.
pub fn score(
    ood: &OodModel,
    router: &RouterModel,
    set: &TrainingSet,
    embeddings: &[Embedding],
) -> (OodRow, RouterReport) {
    let mut errors = Vec::new();
    let mut pairs = Vec::new();
    for (i, q) in set.split(Split::Eval) {
        let Some(e) = embeddings.get(i) else { continue };
        errors.push((ood.reconstruction_error(e.as_slice()), !q.in_domain()));
        if q.in_domain() {
            pairs.push((q.route, router.route(e).route));
        }
    }
    (ood_row(ood, &errors, ood.lambda), router_report(&pairs))
}

/// Evaluates `models` on the EVAL split of `set`: embeds each question (timed), runs both
/// heads (timed), and scores the decisions.
pub fn evaluate(models: &ManagerModels, set: &TrainingSet) -> Result<EvalReport, EmbedError> {
    let eval: Vec<_> = set.split(Split::Eval).map(|(_, q)| q).collect();
    // Warm-up: the first runs of a session allocate its buffers.
    for q in eval.iter().take(5) {
        models.embedder().embed(&q.text)?;
    }
    let ood: &OodModel = models.ood();
    let router: &RouterModel = models.router();
    let (mut t_embed, mut t_ood, mut t_route, mut t_total) = (vec![], vec![], vec![], vec![]);
    let mut errors = Vec::new();
    let mut pairs = Vec::new();
    let mut mistakes = Vec::new();
    let ms = |a: Instant, b: Instant| (b - a).as_secs_f64() * 1e3;
    for q in &eval {
        let t0 = Instant::now();
        let e = models.embedder().embed(&q.text)?;
        let t1 = Instant::now();
        let o = ood.check(&e);
        let t2 = Instant::now();
        let r = router.route(&e);
        let t3 = Instant::now();
        t_embed.push(ms(t0, t1));
        t_ood.push(ms(t1, t2));
        t_route.push(ms(t2, t3));
        t_total.push(ms(t0, t3));

        errors.push((o.reconstruction_error, !q.in_domain()));
        if q.in_domain() {
            pairs.push((q.route, r.route));
        }
        // What the pipeline would do: refuse, or send to the routed worker.
        let got = if o.is_out_of_domain {
            Route::OutOfDomain
        } else {
            r.route
        };
        if got != q.route {
            mistakes.push(Mistake {
                text: q.text.clone(),
                expected: q.route,
                got,
                reconstruction_error: o.reconstruction_error,
                route_confidence: r.confidence,
            });
        }
    }
    Ok(EvalReport {
        eval_questions: eval.len(),
        in_domain: eval.iter().filter(|q| q.in_domain()).count(),
        out_of_domain: eval.iter().filter(|q| !q.in_domain()).count(),
        leaked_into_training: set.leaks().into_iter().map(str::to_string).collect(),
        ood: ood_row(ood, &errors, ood.lambda),
        ood_by_lambda: LAMBDAS.iter().map(|&l| ood_row(ood, &errors, l)).collect(),
        ood_ceiling: ood_ceiling(ood, &errors, CEILING_ACCEPTANCE),
        router: router_report(&pairs),
        latency: LatencyReport {
            samples: eval.len(),
            embed: percentiles(&t_embed),
            ood: percentiles(&t_ood),
            route: percentiles(&t_route),
            total: percentiles(&t_total),
        },
        mistakes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::train::nn::Dense;

    fn model(mu: f32, sigma: f32) -> OodModel {
        OodModel {
            center: Vec::new(),
            encoder: Dense {
                inputs: crate::embed::DIM,
                outputs: 1,
                weights: vec![0.0; crate::embed::DIM],
                bias: vec![0.0],
            },
            decoder: Dense {
                inputs: 1,
                outputs: crate::embed::DIM,
                weights: vec![0.0; crate::embed::DIM],
                bias: vec![0.0; crate::embed::DIM],
            },
            mu,
            sigma,
            lambda: 4.0,
        }
    }

    #[test]
    fn ood_counts_precision_and_recall() {
        // threshold at λ=2: 1 + 2·0.5 = 2.0
        let m = model(1.0, 0.5);
        let errors = [
            (0.5, false),
            (2.5, false),
            (3.0, true),
            (1.0, true),
            (5.0, true),
        ];
        let row = ood_row(&m, &errors, 2.0);
        assert_eq!(row.threshold, 2.0);
        assert_eq!((row.true_positives, row.false_positives), (2, 1));
        assert_eq!((row.true_negatives, row.false_negatives), (1, 1));
        assert!((row.precision - 2.0 / 3.0).abs() < 1e-12);
        assert!((row.recall - 2.0 / 3.0).abs() < 1e-12);
        assert!((row.in_domain_acceptance - 0.5).abs() < 1e-12);
        // A higher λ refuses less: precision up, recall down.
        let row5 = ood_row(&m, &errors, 5.0);
        assert_eq!(row5.false_positives, 0);
        assert_eq!(row5.precision, 1.0);
        assert!(row5.recall < row.recall);
    }

    #[test]
    fn ceiling_is_the_lowest_threshold_meeting_the_acceptance() {
        let m = model(1.0, 0.5);
        // Four in-domain errors: accepting ≥ 75% needs the third smallest (0.3) as threshold.
        let errors = [
            (0.1, false),
            (0.2, false),
            (0.3, false),
            (0.9, false),
            (0.25, true),
            (0.5, true),
            (2.0, true),
            (0.3, true),
        ];
        let c = ood_ceiling(&m, &errors, 0.75);
        assert_eq!(c.threshold, 0.3);
        assert_eq!(c.in_domain_acceptance, 0.75);
        assert_eq!(c.ood_rejection, 0.5);
        assert!((c.lambda - (0.3 - 1.0) / 0.5).abs() < 1e-6);
        assert_eq!(ood_ceiling(&m, &[], 0.97).ood_rejection, 1.0);
    }

    #[test]
    fn confusion_matrix_and_per_class_metrics() {
        use Route::*;
        let pairs = [
            (DataPresenter, DataPresenter),
            (DataPresenter, DataPresenter),
            (DataPresenter, InsightGenerator),
            (InsightGenerator, InsightGenerator),
        ];
        let r = router_report(&pairs);
        assert_eq!(r.confusion, [[2, 1], [0, 1]]);
        assert_eq!((r.correct, r.total), (3, 4));
        assert_eq!(r.classes[0].recall, 2.0 / 3.0);
        assert_eq!(r.classes[0].precision, 1.0);
        assert_eq!(r.classes[1].precision, 0.5);
        assert_eq!(r.classes[1].support, 1);
    }

    #[test]
    fn nearest_rank_percentiles() {
        let v: Vec<f64> = (1..=100).map(f64::from).collect();
        let p = percentiles(&v);
        assert_eq!((p.p50_ms, p.p90_ms, p.p99_ms), (50.0, 90.0, 99.0));
        assert_eq!(p.mean_ms, 50.5);
        assert_eq!(percentiles(&[]).p90_ms, 0.0);
    }
}
