//! The domain gate's verdict computed on the blocking pool, beside the route's worker.
//!
//! Why: after the embedding, the screening (the gate: ~0.2-0.3 ms, two nearest-example scans
//! and its word rules) and the Data Presenter's plan and execution ran one after the other on
//! the answer's task while the second core was idle. The gate reads the question, its dates,
//! the embedding and the seller's words, none of which a worker writes, so its verdict is the
//! same wherever it is computed; on its own thread it overlaps the worker (stop 33).

use tokio::task::JoinHandle;

use super::Engine;
use crate::backend::Tenant;
use crate::embed::Embedding;
use crate::gate::GateVerdict;

impl Engine {
    /// Starts the gate's screening of one question on the blocking pool (a thread of its own
    /// even when the answer's task runs on a runtime worker, where a spawned task would wait in
    /// that worker's queue until the answer's task yields).
    pub(super) fn spawn_gate(
        &self,
        question: &str,
        spans: &[(usize, usize)],
        embedding: &Embedding,
        tenant: &Tenant,
    ) -> JoinHandle<GateVerdict> {
        let gate = self.gate.clone();
        let (question, spans) = (question.to_string(), spans.to_vec());
        let (embedding, tenant) = (embedding.clone(), tenant.clone());
        let runtime = tokio::runtime::Handle::current();
        // `screen` awaits the seller's products once per seller (then cached): the blocking
        // thread drives it with the answer's runtime.
        tokio::task::spawn_blocking(move || {
            runtime.block_on(gate.screen(&question, &spans, &embedding, &tenant))
        })
    }

    /// The verdict of [`Engine::spawn_gate`]'s run.
    pub(super) async fn gate_verdict_of(
        &self,
        run: JoinHandle<GateVerdict>,
        question: &str,
        spans: &[(usize, usize)],
        embedding: &Embedding,
        tenant: &Tenant,
    ) -> GateVerdict {
        match run.await {
            Ok(verdict) => verdict,
            // A bug in the gate costs the answer, as when it ran on the answer's task
            // (`Engine::ask` reports the panic).
            Err(e) if e.is_panic() => std::panic::resume_unwind(e.into_panic()),
            // Not run (the runtime is shutting down): the same verdict, computed here.
            Err(_) => self.gate.screen(question, spans, embedding, tenant).await,
        }
    }
}
