//! # Manager: one embedding, the domain check and the route, the dates, both workers
//!
//! **Takes** a question and its seller. **Gives** one answer from the worker the route chose.
//!
//! ```text
//! embed once ─┬─ OOD check + route (the screening) ──────────────┐
//!             ├─ Data Presenter:    plan → execute → present     ├─ the screening decides:
//!             └─ Insight Generator: route → retrieve → analyse   ┘  the loser is dropped
//! ```
//!
//! After the one embedding and the date resolution, **both workers start** on the augmented
//! question and run whenever the screening waits (the screening is polled first). The
//! screening waits for the domain gate, which runs on a thread of its own (`engine`, stop 33):
//! meanwhile the route's worker plans, and runs a plan of local data, with its progress events
//! held until the decision; the other worker waits for the decision, as work it did first
//! would mostly be wasted on the two cores. As soon as the decision is known, the losing branch
//! is cancelled
//! (its future is dropped, so it is never polled again and its pending API calls and tool runs
//! are abandoned), and the answer reports which branch was cancelled and how long it had run
//! ([`Branches`]). An out-of-domain question cancels both. Every stage has a deadline
//! ([`Deadlines`]: the manager's own steps 2 s, a worker 12 s, each API call 3 s, configurable in
//! `insight.yaml`), and a worker past its deadline gives a partial answer with a stable code.
//!
//! | module | what |
//! |---|---|
//! | [`models`] | the encoder, the OOD autoencoder and the router head, loaded once |
//! | [`handoff`] | a lookup of a figure the Insight Generator does not explain goes to the Data Presenter |
//! | [`small_talk`] | greetings and the assistant's well-being, with no word of the business, are refused |
//! | this file | [`race`]: both workers and the screening, the loser cancelled; [`Deadlines`] |

pub mod handoff;
pub mod models;
pub mod small_talk;

use std::future::Future;
use std::time::{Duration, Instant};

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

pub use models::{ManagerError, ManagerModels, ModelPaths, Screening};

use crate::catalog::training::Route;
use crate::gate::GateVerdict;

/// Whether the domain gate's verdict overrules the OOD autoencoder's refusal: the gate let the
/// question in and found words about the seller's business that nothing contradicts
/// ([`GateVerdict::word_evidence`]).
///
/// Why: the autoencoder scores how familiar the sentence is to the in-domain training
/// questions, so a typo, slang or an abbreviation ("how many sessons yesterday", "shoud i
/// restock the skilet now", "what did the santoku sell for on 2025-03-03") looks unfamiliar
/// even with a seller term in it; the design lets the autoencoder favour letting questions in,
/// and the gate is the check that reads the words. A question with no such word still needs the
/// autoencoder's consent, unless the gate is **sure** ([`GateVerdict::sure`]): its score,
/// learned from thousands of questions sellers and non-sellers typed, weighs more than an
/// autoencoder that has seen the demo's wordings only. Nor does a question the gate let in that
/// names a kind or brand of the seller's ([`GateVerdict::names_kind`]: "the dinosaurs are doing
/// grand, aren't they", "earbuds going off like a frog in a sock"): the seller's catalog is
/// words the autoencoder never trained on, and the gate's score, calibrated through this
/// pipeline, has already weighed the wording. One shared title word is not enough ("what
/// should i pack for a convention" of a "10-Pack": leaked in a first try) (stop 28: of the 134 seller questions of the blind sets the
/// gate let in and the pipeline refused, 67 were refused here, 30 of them naming an own
/// product).
pub fn overrules_autoencoder(gate: &GateVerdict) -> bool {
    !gate.is_out_of_domain && (gate.word_evidence() || gate.sure || gate.names_kind)
}

/// Per-stage deadlines, in milliseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Deadlines {
    /// The manager's own steps (embedding, screening, date resolution).
    #[serde(default = "default_manager_ms")]
    pub manager_ms: u64,
    /// A worker, from its start to its answer.
    #[serde(default = "default_worker_ms")]
    pub worker_ms: u64,
    /// Each data API call (an API's own `timeout_ms` overrides it).
    #[serde(default = "default_api_ms")]
    pub api_ms: u64,
}

fn default_manager_ms() -> u64 {
    2_000
}
fn default_worker_ms() -> u64 {
    12_000
}
fn default_api_ms() -> u64 {
    3_000
}

impl Default for Deadlines {
    fn default() -> Self {
        Deadlines {
            manager_ms: default_manager_ms(),
            worker_ms: default_worker_ms(),
            api_ms: default_api_ms(),
        }
    }
}

/// Which worker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Branch {
    /// The Data Presenter.
    DataPresenter,
    /// The Insight Generator.
    InsightGenerator,
}

impl Branch {
    /// The branch of a route; none for `out_of_domain` (a training label, never a route).
    pub fn of(r: Route) -> Option<Branch> {
        match r {
            Route::DataPresenter => Some(Branch::DataPresenter),
            Route::InsightGenerator => Some(Branch::InsightGenerator),
            Route::OutOfDomain => None,
        }
    }
}

/// What happened to the two branches of one question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Branches {
    /// The branch that answered (none when the question was refused before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<Branch>,
    /// The branches cancelled, each with how long it had run.
    pub cancelled: Vec<CancelledBranch>,
}

/// A cancelled branch.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct CancelledBranch {
    /// Which.
    pub branch: Branch,
    /// How long it had run when it was cancelled, in milliseconds.
    pub ran_ms: f64,
}

/// The screening's decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Run this branch.
    Run(Branch),
    /// Out of domain: cancel both.
    Refuse,
}

/// How the race ended.
#[derive(Debug)]
pub enum RaceOutcome<S, T> {
    /// The screening refused the question; both workers were cancelled.
    Refused {
        /// The screening's own output.
        screening: S,
        /// The report.
        branches: Branches,
    },
    /// The chosen worker's answer.
    Answered {
        /// The screening's own output.
        screening: S,
        /// The worker's output.
        answer: T,
        /// The report.
        branches: Branches,
    },
    /// The chosen worker passed its deadline.
    TimedOut {
        /// The screening's own output.
        screening: S,
        /// The report.
        branches: Branches,
        /// The deadline.
        after: Duration,
    },
}

/// Runs both workers and the screening concurrently; when the screening decides, the loser's
/// future is dropped (cancelled: it is never polled again) and the winner is awaited within
/// `worker_deadline` (counted from the start).
pub async fn race<S, T>(
    screening: impl Future<Output = (S, Decision)>,
    data_presenter: impl Future<Output = T>,
    insight_generator: impl Future<Output = T>,
    worker_deadline: Duration,
) -> RaceOutcome<S, T> {
    let started = Instant::now();
    let mut dp = Box::pin(data_presenter);
    let mut ig = Box::pin(insight_generator);
    let mut screening = Box::pin(screening);
    // Both workers make progress while the screening waits (it is polled first: `biased`); a
    // worker that finishes first keeps its answer until the decision.
    let mut dp_done: Option<T> = None;
    let mut ig_done: Option<T> = None;
    let (screened, decision) = loop {
        tokio::select! {
            biased;
            s = &mut screening => break s,
            a = &mut dp, if dp_done.is_none() => dp_done = Some(a),
            a = &mut ig, if ig_done.is_none() => ig_done = Some(a),
        }
    };
    let ran = started.elapsed().as_secs_f64() * 1e3;
    let cancel = |b: Branch, done: bool| {
        (!done).then_some(CancelledBranch {
            branch: b,
            ran_ms: (ran * 1000.0).round() / 1000.0,
        })
    };
    match decision {
        Decision::Refuse => {
            let cancelled = [
                cancel(Branch::DataPresenter, dp_done.is_some()),
                cancel(Branch::InsightGenerator, ig_done.is_some()),
            ]
            .into_iter()
            .flatten()
            .collect();
            drop(dp);
            drop(ig);
            RaceOutcome::Refused {
                screening: screened,
                branches: Branches {
                    winner: None,
                    cancelled,
                },
            }
        }
        Decision::Run(winner) => {
            let (loser, loser_done) = match winner {
                Branch::DataPresenter => (Branch::InsightGenerator, ig_done.is_some()),
                Branch::InsightGenerator => (Branch::DataPresenter, dp_done.is_some()),
            };
            let branches = Branches {
                winner: Some(winner),
                cancelled: cancel(loser, loser_done).into_iter().collect(),
            };
            let left = worker_deadline.saturating_sub(started.elapsed());
            // The loser is dropped before the winner is awaited.
            let answer = match winner {
                Branch::DataPresenter => {
                    drop(ig);
                    match dp_done {
                        Some(a) => Ok(a),
                        None => tokio::time::timeout(left, dp).await,
                    }
                }
                Branch::InsightGenerator => {
                    drop(dp);
                    match ig_done {
                        Some(a) => Ok(a),
                        None => tokio::time::timeout(left, ig).await,
                    }
                }
            };
            match answer {
                Ok(answer) => RaceOutcome::Answered {
                    screening: screened,
                    answer,
                    branches,
                },
                Err(_) => RaceOutcome::TimedOut {
                    screening: screened,
                    branches,
                    after: worker_deadline,
                },
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    /// A worker that does one unit of work every 5 ms, forever.
    async fn busy(counter: Arc<AtomicUsize>) -> &'static str {
        loop {
            counter.fetch_add(1, Ordering::SeqCst);
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    fn verdict(out: bool) -> GateVerdict {
        GateVerdict {
            is_out_of_domain: out,
            seller_terms: vec!["sessions".into()],
            ..GateVerdict::bare(0.8, 0.46, 0.5)
        }
    }

    #[test]
    fn the_gate_overrules_the_autoencoder_only_on_uncontradicted_words() {
        // "how many sessons yesterday": let in on a seller term.
        assert!(overrules_autoencoder(&verdict(false)));
        // Refused by the gate itself: nothing to overrule with.
        assert!(!overrules_autoencoder(&verdict(true)));
        // No word about the business: the autoencoder decides.
        let mut v = verdict(false);
        v.seller_terms.clear();
        assert!(!overrules_autoencoder(&v));
        // "how many yoga sessions": the term is about something else.
        let mut v = verdict(false);
        v.features.insert("foreign_object".into(), 1.0);
        assert!(!overrules_autoencoder(&v));
        // "the dinosaurs are doing grand, aren't they": a kind of the seller's, no other word.
        let mut v = verdict(false);
        v.seller_terms.clear();
        v.own_products = vec!["dinosaurs".into()];
        v.names_kind = true;
        assert!(overrules_autoencoder(&v));
        // "what should i pack for a convention": one shared title word names no kind.
        v.own_products = vec!["pack".into()];
        v.names_kind = false;
        assert!(!overrules_autoencoder(&v));
    }

    #[tokio::test]
    async fn the_loser_stops_working_once_the_route_is_known() {
        let loser_work = Arc::new(AtomicUsize::new(0));
        let screening = async {
            tokio::time::sleep(Duration::from_millis(60)).await;
            ((), Decision::Run(Branch::DataPresenter))
        };
        let winner = async {
            tokio::time::sleep(Duration::from_millis(100)).await;
            "the answer"
        };
        let out = race(
            screening,
            winner,
            busy(loser_work.clone()),
            Duration::from_secs(5),
        )
        .await;
        let RaceOutcome::Answered {
            answer, branches, ..
        } = out
        else {
            panic!("expected an answer");
        };
        assert_eq!(answer, "the answer");
        assert_eq!(branches.winner, Some(Branch::DataPresenter));
        assert_eq!(branches.cancelled.len(), 1);
        assert_eq!(branches.cancelled[0].branch, Branch::InsightGenerator);
        assert!(branches.cancelled[0].ran_ms >= 55.0, "{:?}", branches);
        // The loser had started and worked while the screening ran...
        let at_cancel = loser_work.load(Ordering::SeqCst);
        assert!(
            at_cancel >= 2,
            "the losing branch never started ({at_cancel})"
        );
        // ...and does nothing after it was cancelled.
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert_eq!(loser_work.load(Ordering::SeqCst), at_cancel);
    }

    #[tokio::test]
    async fn out_of_domain_cancels_both_and_a_slow_winner_times_out() {
        let work = Arc::new(AtomicUsize::new(0));
        let screening = async { ("ood", Decision::Refuse) };
        let out = race(
            screening,
            busy(work.clone()),
            busy(work.clone()),
            Duration::from_secs(5),
        )
        .await;
        let RaceOutcome::Refused {
            branches,
            screening,
        } = out
        else {
            panic!("expected a refusal");
        };
        assert_eq!(screening, "ood");
        assert_eq!(branches.winner, None);
        assert_eq!(branches.cancelled.len(), 2);
        let after = work.load(Ordering::SeqCst);
        tokio::time::sleep(Duration::from_millis(30)).await;
        assert_eq!(work.load(Ordering::SeqCst), after);

        let screening = async { ((), Decision::Run(Branch::InsightGenerator)) };
        let out = race(
            screening,
            async { "dp" },
            busy(work.clone()),
            Duration::from_millis(40),
        )
        .await;
        let RaceOutcome::TimedOut {
            branches, after, ..
        } = out
        else {
            panic!("expected a timeout");
        };
        assert_eq!(after, Duration::from_millis(40));
        assert_eq!(branches.winner, Some(Branch::InsightGenerator));
    }
}
