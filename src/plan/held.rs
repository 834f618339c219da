//! Progress events held back while a worker runs ahead of the manager's decision.
//!
//! The route's worker starts before the screening has decided (the domain gate runs beside it,
//! `engine::Engine::answer`), and a plan that reads only local data is executed then too. Its
//! events (the plan, each step, each API call) feed the SSE stream and the server's metrics, so
//! they must not be seen before the question is let in: a refused question, or a branch that
//! loses, would otherwise count API calls and show steps for an answer that never comes.
//! Inside [`Held::scope`] the executor's events are kept in order; [`Held::release`] emits them
//! (in the caller's task, so with its worker's name and sink) and lets later ones through; a
//! hold dropped unreleased drops them, as the cancelled branch is dropped.

use std::future::Future;
use std::sync::{Arc, Mutex};

use crate::progress::Progress;

tokio::task_local! {
    static HELD: Held;
}

/// A hold on one worker's events; clones share it.
#[derive(Clone, Default)]
pub struct Held(Arc<Mutex<Hold>>);

#[derive(Default)]
struct Hold {
    released: bool,
    events: Vec<Progress>,
}

impl Held {
    /// A hold that keeps events until [`Held::release`].
    pub fn new() -> Held {
        Held::default()
    }

    /// Runs `fut` with the executor's events held by this hold.
    pub fn scope<F: Future>(&self, fut: F) -> impl Future<Output = F::Output> {
        HELD.scope(self.clone(), fut)
    }

    /// Emits the held events in their order and lets every later one through. Called in the
    /// worker's task, so the events reach its sink with its worker's name.
    pub fn release(&self) {
        let events = {
            let mut hold = self.0.lock().unwrap_or_else(|p| p.into_inner());
            hold.released = true;
            std::mem::take(&mut hold.events)
        };
        for e in events {
            crate::progress::emit(e);
        }
    }

    /// How many events are waiting.
    pub fn waiting(&self) -> usize {
        self.0.lock().map(|h| h.events.len()).unwrap_or_default()
    }

    fn keep(&self, event: Progress) -> Option<Progress> {
        let mut hold = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if hold.released {
            Some(event)
        } else {
            hold.events.push(event);
            None
        }
    }
}

/// Reports an event: kept when a hold is in force and not yet released, else emitted.
/// Nothing is kept when no sink listens (the benchmarks, `insight ask`): it would reach no one.
pub fn emit(event: Progress) {
    if !crate::progress::listening() {
        return;
    }
    match HELD.try_with(Held::clone) {
        Ok(held) => {
            if let Some(e) = held.keep(event) {
                crate::progress::emit(e);
            }
        }
        Err(_) => crate::progress::emit(event),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::progress::{in_branch, with_sink, Sink};

    fn call(api: &str) -> Progress {
        Progress::ApiCall {
            api: api.into(),
            ok: true,
        }
    }

    /// What a recording sink saw: each event with its worker's name.
    type Seen = Arc<Mutex<Vec<(Option<&'static str>, Progress)>>>;

    /// A sink that records what reaches it, with the worker's name.
    fn recorder() -> (Sink, Seen) {
        let seen = Arc::new(Mutex::new(Vec::new()));
        let into = seen.clone();
        let sink: Sink = Arc::new(move |branch, p| into.lock().unwrap().push((branch, p)));
        (sink, seen)
    }

    #[tokio::test]
    async fn held_events_reach_the_sink_in_order_only_once_released() {
        let (sink, seen) = recorder();
        with_sink(sink, async {
            in_branch("data_presenter", async {
                let held = Held::new();
                held.scope(async {
                    emit(call("sales"));
                    emit(call("traffic"));
                })
                .await;
                assert!(seen.lock().unwrap().is_empty(), "an event passed the hold");
                assert_eq!(held.waiting(), 2);
                held.release();
                // After the release, events pass straight through.
                held.scope(async { emit(call("pricing")) }).await;
            })
            .await;
        })
        .await;
        let seen = seen.lock().unwrap();
        let names: Vec<_> = seen
            .iter()
            .map(|(b, p)| match p {
                Progress::ApiCall { api, .. } => (*b, api.as_str()),
                other => panic!("unexpected event {other:?}"),
            })
            .collect();
        assert_eq!(
            names,
            [
                (Some("data_presenter"), "sales"),
                (Some("data_presenter"), "traffic"),
                (Some("data_presenter"), "pricing"),
            ]
        );
    }

    #[tokio::test]
    async fn a_hold_dropped_unreleased_drops_its_events_and_none_passes_without_a_hold() {
        let (sink, seen) = recorder();
        with_sink(sink, async {
            let held = Held::new();
            held.scope(async { emit(call("sales")) }).await;
            drop(held);
            // Outside any hold: emitted at once.
            emit(call("ads"));
        })
        .await;
        // The lock is let go before the next await.
        {
            let seen = seen.lock().unwrap();
            assert_eq!(seen.len(), 1);
            assert_eq!(seen[0], (None, call("ads")));
        }
        // With no sink listening nothing is kept (it would reach no one).
        let held = Held::new();
        held.scope(async { emit(call("sales")) }).await;
        assert_eq!(held.waiting(), 0);
    }
}
