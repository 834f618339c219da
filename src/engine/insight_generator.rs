//! The Insight Generator worker as the manager runs it: its outcome as an [`Answer`].

use std::collections::BTreeMap;

use chrono::NaiveDate;

use super::Engine;
use crate::answer::{Answer, AnswerStatus};
use crate::augment::Resolution;
use crate::backend::Tenant;
use crate::embed::Embedding;
use crate::insight::InsightRequest;
use crate::planner::{Named, PlanRequest};

impl Engine {
    /// Routes to domains, retrieves, analyses and explains one question.
    /// `go` resolves once the route has chosen this worker: nothing is fetched before.
    pub(super) async fn insight_generator(
        &self,
        question: &str,
        embedding: &Embedding,
        time: &Resolution,
        today: NaiveDate,
        tenant: &Tenant,
        go: impl std::future::Future<Output = ()>,
    ) -> (Answer, BTreeMap<String, f64>) {
        // A diagnosis of a thing the seller does not sell would explain the whole store as if
        // it were that thing: ask back, as the Data Presenter does, before any analysis.
        let named = self
            .planner
            .named(PlanRequest {
                question,
                embedding,
                time,
                today,
                span: self.span_of(tenant),
                tenant,
            })
            .await;
        let products = match named {
            Ok(Named::Products(p)) => p,
            Ok(Named::AskBack(outcome)) => {
                let mut answer = Answer::new(question, AnswerStatus::Answered, "");
                answer.resolved_time = Some(super::resolved_time(time));
                answer.planner = Some("insight_generator".into());
                self.ask_back(&mut answer, outcome, embedding);
                return (answer, BTreeMap::new());
            }
            // The catalog could not be read: the analysis reads the same store and reports
            // its own failure; the question is answered for the store, naming no product.
            Err(e) => {
                tracing::warn!("products named by the question not read: {e}");
                Vec::new()
            }
        };
        // Advice for days after the data ("what should I focus on next month") comes from the
        // latest complete data: that month is analysed, and the answer opens by saying so
        // (`insight::ahead`).
        let ahead = crate::insight::ahead::plan_ahead(question, time, self.span_of(tenant));
        let time = ahead.as_ref().map_or(time, |a| &a.reading);
        // A period the data has none of, once the question is known to be about the seller's
        // products: said with the latest day there is (no analysis has anything to read).
        if let crate::augment::Coverage::NoData { requested, message } = &time.coverage {
            let end = self.span_of(tenant).end;
            let text = if requested.start == requested.end && requested.start == today {
                format!(
                    "There is no data for today ({today}) yet: the latest day with data is {end}."
                )
            } else {
                message.clone()
            };
            let mut answer = Answer::new(question, AnswerStatus::NoData, text);
            answer.resolved_time = Some(super::resolved_time(time));
            return (answer, BTreeMap::new());
        }
        let coverage = self.sellers.of(&tenant.seller_id);
        let out = self
            .insight
            .answer_when(
                &InsightRequest {
                    question,
                    embedding,
                    time,
                    today,
                    span: self.span_of(tenant),
                    tenant,
                    coverage: coverage.as_deref(),
                    products: &products,
                },
                go,
            )
            .await;
        let text = match &ahead {
            Some(a) => match self.last_year_of(a, tenant).await {
                Some(season) => format!("{}\n{season}\n\n{}", a.note, out.text),
                None => format!("{}\n\n{}", a.note, out.text),
            },
            None => out.text,
        };
        let mut answer = Answer::new(question, AnswerStatus::Answered, text);
        answer.resolved_time = Some(super::resolved_time(time));
        answer.status = if !out.had_data {
            if out.errors.is_empty() {
                AnswerStatus::NoData
            } else if out.errors.iter().all(|e| e.code == "data_unavailable") {
                AnswerStatus::DataUnavailable
            } else {
                AnswerStatus::Error
            }
        } else if out.errors.is_empty() {
            AnswerStatus::Answered
        } else {
            AnswerStatus::Partial
        };
        if !out.had_data && answer.answer.trim().is_empty() {
            answer.answer = "I found no data to analyse for this question and period.".into();
        }
        answer.domains = out.domains;
        answer.findings = out.findings;
        answer.recommendations = out.recommendations;
        answer.unchecked = out.unchecked;
        answer.tables = out.tables;
        answer.chart = out.chart;
        answer.errors = out.errors;
        answer.plan = Some(out.plan);
        answer.planner = Some(if out.routed_by_llm {
            "insight_generator (LLM domain router)".into()
        } else {
            "insight_generator".into()
        });
        let timings = out.timings_ms.into_iter().collect();
        (answer, timings)
    }

    /// The coming month's seasonal baseline (`insight::ahead::last_year_note`): last year's
    /// revenue by product in the same month and in the month read, where the data reaches
    /// back that far; none otherwise, or when the store cannot be read (the advice stands on
    /// the latest month alone, as before).
    async fn last_year_of(
        &self,
        a: &crate::insight::ahead::Ahead,
        tenant: &Tenant,
    ) -> Option<String> {
        use crate::insight::ahead::{last_year_note, year_before};
        use crate::planner::shapes::api_step;
        let (coming, read) = (year_before(a.requested)?, year_before(a.read)?);
        if read.start < self.span_of(tenant).start {
            return None;
        }
        let params = |r: crate::augment::DateRange| {
            let mut m = serde_json::Map::new();
            m.insert("start_date".into(), r.start.to_string().into());
            m.insert("end_date".into(), r.end.to_string().into());
            m.insert("limit".into(), 1000.into());
            m
        };
        let plan = crate::plan::Plan {
            question: None,
            steps: vec![
                api_step(
                    "sales_by_product",
                    "coming",
                    params(coming),
                    "the coming month, a year earlier",
                ),
                api_step(
                    "sales_by_product",
                    "read",
                    params(read),
                    "the month read, a year earlier",
                ),
            ],
            outputs: vec!["coming".into(), "read".into()],
        };
        let out = self.executor.run_for_results(&plan, tenant).await.ok()?;
        last_year_note(
            (coming, out.results.get("coming")?),
            (read, out.results.get("read")?),
        )
    }
}
