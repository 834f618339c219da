//! A period the data has none of ([`Coverage::NoData`]), read only once the question is
//! understood.
//!
//! The resolver knows the dates, not the question: it said "no data for 2025-12-10" to "what's
//! the price of the skillet today" (a price has a value today: the latest day's) and, before
//! the workers had read a word, to questions they would have refused or asked back. So the
//! Data Presenter's planner reads the question first, against the latest day with data, and
//! only then is the period decided:
//!
//! - a planner's own refusal (data no API has) is the answer: the question is not about the
//!   seller's data, whatever its period;
//! - a question asked for **today** (a day after the data, up to the clock's today) whose every
//!   measure stands at a moment ([`standing`]: a price, a competitor's price, stock on hand,
//!   the buy box, a rating) is answered at the latest day with data, and the answer says which
//!   day;
//! - a clarification asked for today stands (one of its readings may be such a measure);
//! - everything else (a total of today, a past or future period, a clarification of a period
//!   no reading has data for) is "no data", saying what the latest day is.

use std::collections::BTreeMap;

use chrono::NaiveDate;

use super::Engine;
use crate::answer::{Answer, AnswerStatus};
use crate::augment::{Coverage, DateRange, ExpressionRole, Resolution};
use crate::backend::Tenant;
use crate::catalog::measure::MeasureKind;
use crate::embed::Embedding;
use crate::planner::{PlanRequest, PlannerOutcome};

/// How a measure asked for today is read when today has no data yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Standing {
    /// Its value on the latest day with data (a price, stock on hand, the buy box share).
    LatestDay,
    /// Over all the data to the latest day (the average rating, as the marketplace shows it).
    ToDate,
}

/// Measures the catalog calls a rate or a count that are nonetheless the marketplace's reading
/// of a listing on a day, not a sum of the day's events: the share of the day it held the buy
/// box, whether it had stock. Their "today" is a state, like a level's.
const DAILY_STATES: [&str; 2] = ["buy_box_share", "stockout_days"];

/// How `measure` (an id of `catalog/measures.yaml`) is read "today", if it has a value before
/// the day's data is in: levels and daily states at the latest day, a measure whose figure
/// with no period is its whole history (the average rating) over all the data; none for a
/// flow or a share of the day's flows (units, revenue, conversion), which today has not had.
pub(super) fn standing(catalog: &crate::catalog::Catalog, measure: &str) -> Option<Standing> {
    let m = catalog.measures.get(measure)?;
    if m.kind == MeasureKind::Level || DAILY_STATES.contains(&measure) {
        Some(Standing::LatestDay)
    } else if m.all_data_by_default && m.kind != MeasureKind::Count {
        Some(Standing::ToDate)
    } else {
        None
    }
}

/// `time` with its primary period moved from `asked` to `to` (in the slots, the expressions
/// and the rewritten text), covered, with `note` for the reader.
fn moved(time: &Resolution, asked: DateRange, to: DateRange, note: String) -> Resolution {
    let mut t = time.clone();
    t.slots.primary = Some(to);
    let to_text = if to.start == to.end {
        to.start.to_string()
    } else {
        format!("from {} to {}", to.start, to.end)
    };
    for e in &mut t.slots.expressions {
        if e.role == ExpressionRole::Primary && e.range == Some(asked) {
            e.range = Some(to);
            // Said by its dates: "today (2025-12-09)" would call the latest day today.
            e.text = to_text.clone();
        }
    }
    let asked_text = asked.start.to_string();
    t.rewritten = t.rewritten.replace(&asked_text, &to_text);
    t.coverage = Coverage::Full;
    t.notes.push(note);
    t
}

impl Engine {
    /// The Data Presenter on a question whose primary period the data has none of (module
    /// doc): planned against the latest day first, then answered, asked back, or "no data".
    /// `requested` and `message` are the resolution's `Coverage::NoData`, matched by the caller.
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn data_presenter_outside(
        &self,
        question: &str,
        embedding: &Embedding,
        time: &Resolution,
        (requested, message): (&DateRange, &String),
        today: NaiveDate,
        tenant: &Tenant,
        go: impl std::future::Future<Output = ()>,
    ) -> (Answer, BTreeMap<String, f64>) {
        let span = self.span_of(tenant);
        let latest = DateRange::day(span.end);
        // "Today" is any day after the data up to the clock's: the day's data is not in yet.
        let asked_today = requested.start == requested.end
            && requested.start == today
            && requested.start > span.end;
        let not_yet = || {
            let mut a = Answer::new(question, AnswerStatus::NoData, "");
            a.answer = if asked_today {
                format!(
                    "There is no data for today ({today}) yet: the latest day with data is {}.",
                    span.end
                )
            } else {
                message.clone()
            };
            a.resolved_time = Some(super::resolved_time(time));
            a
        };
        let probe = moved(
            time,
            *requested,
            latest,
            format!(
                "{requested} has no data: the question read against the latest day with data, {}.",
                span.end
            ),
        );
        let planned = self
            .planner
            .plan(PlanRequest {
                question,
                embedding,
                time: &probe,
                today,
                span,
                tenant,
            })
            .await;
        let planned = match planned {
            Ok(PlannerOutcome::Plan(p)) => p,
            Ok(refusal @ PlannerOutcome::OutOfScope { .. }) => {
                let mut a = Answer::new(question, AnswerStatus::Answered, "");
                a.resolved_time = Some(super::resolved_time(time));
                self.ask_back(&mut a, refusal, embedding);
                return (a, BTreeMap::new());
            }
            // Asked back for today only when what it read is answerable at the latest day
            // ("the price of the pan today": which pan); a reading of a total, or of nothing
            // ("how am i doing today"), has no data whichever is meant.
            Ok(ask @ PlannerOutcome::Clarify { .. })
                if asked_today && self.clarifies_a_standing_measure(&ask) =>
            {
                let mut a = Answer::new(question, AnswerStatus::Answered, "");
                a.resolved_time = Some(super::resolved_time(time));
                self.ask_back(&mut a, ask, embedding);
                return (a, BTreeMap::new());
            }
            _ => return (not_yet(), BTreeMap::new()),
        };
        let readings: Vec<Option<Standing>> = planned
            .intent
            .iter()
            .flat_map(|i| &i.measures)
            .map(|m| standing(&self.catalog, &m.measure))
            .collect();
        let reading = match readings.first() {
            Some(&first) if asked_today && readings.iter().all(|r| *r == first) => first,
            _ => None,
        };
        let at = match reading {
            Some(Standing::LatestDay) => moved(
                time,
                *requested,
                latest,
                format!(
                    "Today ({today}) has no data yet: this is the latest day with data, {}.",
                    span.end
                ),
            ),
            Some(Standing::ToDate) => moved(
                time,
                *requested,
                DateRange {
                    start: span.start,
                    end: span.end,
                },
                format!(
                    "Today ({today}) has no data yet: this is over all your data to the latest day, {}.",
                    span.end
                ),
            ),
            None => return (not_yet(), BTreeMap::new()),
        };
        let (mut answer, timings) = self
            .present_data(question, embedding, &at, today, tenant, go)
            .await;
        // The answer's resolved time says what was asked, and the note what was read.
        if let Some(rt) = answer.resolved_time.as_mut() {
            rt.coverage = time.coverage.clone();
        }
        (answer, timings)
    }

    /// Whether a clarification read measures, every one of which stands at a moment.
    fn clarifies_a_standing_measure(&self, ask: &PlannerOutcome) -> bool {
        let PlannerOutcome::Clarify {
            intent: Some(intent),
            ..
        } = ask
        else {
            return false;
        };
        !intent.measures.is_empty()
            && intent
                .measures
                .iter()
                .all(|m| standing(&self.catalog, &m.measure).is_some())
    }
}
