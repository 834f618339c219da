//! The Data Presenter worker as the manager runs it: plan → execute → present (→ checked LLM
//! prose), on the augmented question. Refusals of its own (clarification, out of scope) are
//! answers.

use std::collections::BTreeMap;
use std::time::Instant;

use chrono::NaiveDate;

use super::{lap, Engine};
use crate::answer::{Answer, AnswerError, AnswerStatus, Clarification};
use crate::augment::Resolution;
use crate::backend::Tenant;
use crate::embed::Embedding;
use crate::planner::{PlanRequest, PlannerOutcome};
use crate::presenter::PresentInput;

impl Engine {
    /// Plans, executes and presents one question. `answer` arrives with what the manager knows
    /// (question, resolved time); the worker fills in the rest and its stage timings.
    /// `go` resolves once the route has chosen this worker: the plan is made before, and so is
    /// the fetch of a plan that reads only data this process holds (the store, a script), which
    /// the screening's gate overlaps (stop 33); one that calls an outside service waits.
    pub(super) async fn data_presenter(
        &self,
        question: &str,
        embedding: &Embedding,
        time: &Resolution,
        today: NaiveDate,
        tenant: &Tenant,
        go: impl std::future::Future<Output = ()>,
    ) -> (Answer, BTreeMap<String, f64>) {
        // A period the data has none of is decided once the question is read (`no_data.rs`).
        if let crate::augment::Coverage::NoData { requested, message } = &time.coverage {
            return self
                .data_presenter_outside(
                    question,
                    embedding,
                    time,
                    (requested, message),
                    today,
                    tenant,
                    go,
                )
                .await;
        }
        self.present_data(question, embedding, time, today, tenant, go)
            .await
    }

    /// [`Engine::data_presenter`] on a period the data covers (at least in part).
    pub(super) async fn present_data(
        &self,
        question: &str,
        embedding: &Embedding,
        time: &Resolution,
        today: NaiveDate,
        tenant: &Tenant,
        go: impl std::future::Future<Output = ()>,
    ) -> (Answer, BTreeMap<String, f64>) {
        let mut timings = BTreeMap::new();
        let mut answer = Answer::new(question, AnswerStatus::Answered, "");
        answer.resolved_time = Some(super::resolved_time(time));
        let t = Instant::now();
        let planned = self
            .planner
            .plan(PlanRequest {
                question,
                embedding,
                time,
                today,
                span: self.span_of(tenant),
                tenant,
            })
            .await;
        lap(&mut timings, "plan", t);
        let planned = match planned {
            Ok(PlannerOutcome::Plan(p)) => p,
            Ok(not_a_plan) => {
                self.ask_back(&mut answer, not_a_plan, embedding);
                return (answer, timings);
            }
            Err(e) => {
                answer.status = AnswerStatus::OutOfScope;
                answer.answer = format!("I could not match this question to the data I have ({e}). Try naming a measure (sales, units, sessions, stock, price, ad spend, rating) and a period.");
                answer.suggestions = self.suggest(embedding, 3);
                return (answer, timings);
            }
        };
        answer.plan = Some(planned.plan.clone());
        answer.planner = Some(planned.planner.clone());
        answer.shape = Some(planned.shape);
        answer.intent = planned.intent.clone();
        if let Some(rt) = answer.resolved_time.as_mut() {
            rt.notes.extend(planned.notes.iter().cloned());
        }

        if !self.executor.reads_local_only(&planned.plan) {
            go.await;
        }
        let t = Instant::now();
        let outcome = self.executor.run(&planned.plan, tenant).await;
        lap(&mut timings, "execute", t);
        let outcome = match outcome {
            Ok(o) => o,
            Err(invalid) => {
                answer.status = AnswerStatus::Error;
                answer.answer = "The plan for this question was invalid, so nothing was fetched. This is a bug in the catalog or the planner; please report the question.".into();
                answer.errors = invalid
                    .problems
                    .iter()
                    .map(|p| AnswerError {
                        code: "invalid_plan".into(),
                        message: p.clone(),
                    })
                    .collect();
                return (answer, timings);
            }
        };
        for s in &outcome.steps {
            if let Some(e) = &s.error {
                answer.errors.push(AnswerError {
                    code: e.code.as_str().into(),
                    message: format!("step `{}`: {}", e.step, e.message),
                });
            }
        }
        if super::coverage::only_unavailable(&outcome) {
            // Not an error: the seller's data has no such table. Say what is missing and how
            // to get it, instead of a failure or an empty table.
            let coverage = self.sellers.of(&tenant.seller_id);
            let missing = super::coverage::missing_tables(
                &self.catalog,
                &planned.plan,
                &outcome,
                coverage.as_deref(),
            );
            if !missing.is_empty() {
                let text =
                    super::coverage::unavailable_text(&self.catalog, &missing, coverage.as_deref());
                super::coverage::mark_unavailable(&mut answer, text);
                return (answer, timings);
            }
        }
        if outcome.error.is_some() {
            answer.status = if outcome.outputs.is_empty() {
                AnswerStatus::Error
            } else {
                AnswerStatus::Partial
            };
        }

        let t = Instant::now();
        // Several periods answered one by one: the presenter names their whole span.
        let spanned;
        let time = match planned.span {
            Some(r) => {
                let mut t = time.clone();
                t.slots.primary = Some(r);
                t.slots.expressions.clear();
                spanned = t;
                &spanned
            }
            None => time,
        };
        let shown = self.presenter.present(&PresentInput {
            question,
            planned: &planned,
            outcome: &outcome,
            time,
        });
        lap(&mut timings, "present", t);
        let mut text = shown.answer;
        // With an LLM, prose whose every number is in the data; else (or on any failure) the
        // template's text. At most two sequential LLM calls per question: none after a repair.
        if self.llm.enabled() && planned.llm_calls <= 1 && answer.status == AnswerStatus::Answered {
            let t = Instant::now();
            match crate::llm::prose::write_prose(
                self.llm.as_ref(),
                &self.catalog.prompts,
                question,
                planned.shape,
                &shown.tables,
                &text,
            )
            .await
            {
                Ok(prose) => text = prose,
                Err(e) => tracing::info!("LLM prose not used: {e}"),
            }
            lap(&mut timings, "llm_prose", t);
        }
        answer.answer = text;
        answer.tables = shown.tables;
        answer.chart = shown.chart;
        (answer, timings)
    }

    /// A planner's honest non-plan as the answer: a clarification with its candidates, or what
    /// is out of scope with questions that can be asked. Both workers answer their ask-backs so.
    pub(super) fn ask_back(
        &self,
        answer: &mut Answer,
        outcome: PlannerOutcome,
        embedding: &Embedding,
    ) {
        match outcome {
            PlannerOutcome::Clarify {
                question: ask_back,
                mention,
                candidates,
                intent,
            } => {
                answer.intent = intent.map(|i| *i);
                answer.status = AnswerStatus::ClarificationNeeded;
                answer.answer = ask_back;
                answer.clarification = Some(Clarification {
                    mention,
                    candidates,
                });
            }
            PlannerOutcome::OutOfScope { missing, message } => {
                answer.status = AnswerStatus::OutOfScope;
                answer.answer = message;
                answer.errors.push(AnswerError {
                    code: "out_of_scope".into(),
                    message: format!("no data API has {missing}"),
                });
                answer.suggestions = self.suggest(embedding, 3);
            }
            // Not an ask-back: the callers answer a plan by running it.
            PlannerOutcome::Plan(_) => {}
        }
    }
}
