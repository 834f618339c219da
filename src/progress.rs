//! Progress events: what the pipeline is doing while it answers (a plan about to run, each API
//! call and tool step started and finished, each LLM call), for the SSE stream and the metrics.
//!
//! **Takes** nothing from the caller's API: a caller that wants the events runs its future
//! inside [`with_sink`]; the lower layers call [`emit`], which costs one task-local lookup and
//! does nothing when no sink is installed (`insight ask`, the benchmarks, `POST /v1/ask` without
//! metrics). **Guarantees**: events of one question reach only that question's sink (a
//! task-local, so concurrent questions never mix); emitting never blocks and never fails.
//!
//! Why a task-local and not a parameter: the executor and the LLM client are shared by both
//! workers and every request; threading a channel through every signature would change the
//! lead's stages for an observer that most callers do not want. Every stage of one question runs
//! in the caller's task (the manager races the workers with `select!`, the executor polls its
//! steps in a `FuturesUnordered`), so a task-local reaches all of them.

use std::sync::Arc;

use serde::Serialize;
use serde_json::Value;

/// One thing that happened while answering.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Progress {
    /// A plan is about to run (the executor validated it).
    Plan {
        /// The plan document.
        plan: Value,
    },
    /// A step started.
    StepStarted {
        /// The step's id.
        step: String,
        /// `api` or `tool`.
        kind: &'static str,
        /// The API's or the tool's name.
        name: String,
    },
    /// A step finished.
    StepFinished {
        /// The step's id.
        step: String,
        /// `api` or `tool`.
        kind: &'static str,
        /// The API's or the tool's name.
        name: String,
        /// Whether it succeeded.
        ok: bool,
        /// Rows returned (when it succeeded).
        rows: Option<usize>,
        /// Attempts made (API calls are retried on transient failures).
        attempts: u32,
        /// Wall time.
        elapsed_ms: f64,
        /// The failure's stable code.
        error: Option<String>,
    },
    /// One attempt of a data API call finished (a retried call gives several).
    ApiCall {
        /// The API.
        api: String,
        /// Whether the backend answered.
        ok: bool,
    },
    /// One LLM call finished.
    LlmCall {
        /// Whether the model answered.
        ok: bool,
    },
}

/// Receives the events of one question, with the worker that emitted them (`data_presenter`,
/// `insight_generator`; none outside a worker). Both workers run until the manager decides, so
/// a listener showing one answer's progress keeps the winning branch's events only.
pub type Sink = Arc<dyn Fn(Option<&'static str>, Progress) + Send + Sync>;

tokio::task_local! {
    static SINK: Sink;
    static BRANCH: &'static str;
}

/// Runs `fut` as the worker `branch`: events emitted inside it carry that name.
pub async fn in_branch<F: std::future::Future>(branch: &'static str, fut: F) -> F::Output {
    BRANCH.scope(branch, fut).await
}

/// Runs `fut` with `sink` receiving every [`Progress`] event emitted inside it.
pub async fn with_sink<F: std::future::Future>(sink: Sink, fut: F) -> F::Output {
    SINK.scope(sink, fut).await
}

/// Reports an event to the current question's sink, if any.
pub fn emit(event: Progress) {
    let branch = BRANCH.try_with(|b| *b).ok();
    let _ = SINK.try_with(|sink| sink(branch, event));
}

/// Whether a sink is listening (to skip building costly events, e.g. serialising a plan).
pub fn listening() -> bool {
    SINK.try_with(|_| ()).is_ok()
}
