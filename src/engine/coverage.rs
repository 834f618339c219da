//! What each seller's data covers, read once per seller from the store's coverage, and the
//! `data_unavailable` answer for a question that needs a table the seller never imported.
//!
//! A seller who imported only their order lines has sales and nothing else. Asked about
//! sessions, the honest answer is not "no data for that period" (which suggests another period
//! would work) nor zeros: it is "your data has no traffic; import a business report to get it".
//! The import formats that fill each table come from the catalog (`imports/*.yaml`), so a new
//! format is offered here as soon as it is added.
//!
//! The seller's own span also sets "today" when no clock is configured: an imported 2010-2011
//! retailer asking about "last month" means December 2011, not the demo marketplace's month.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use chrono::NaiveDate;

use crate::answer::{Answer, AnswerStatus};
use crate::backend::StoreLocation;
use crate::catalog::api::Backend;
use crate::catalog::Catalog;
use crate::data::schema;
use crate::data::Coverage;
use crate::plan::executor::{ErrorCode, PlanOutcome, StepStatus};
use crate::plan::{Plan, Step};

/// Per-seller coverage, read lazily and kept for the engine's life (the store is read-only
/// while serving; an import is followed by a restart, as for the catalog).
#[derive(Default)]
pub(crate) struct SellerCoverage {
    /// Where coverage is read; none where it cannot be (then every lookup is none).
    store: Option<StoreLocation>,
    cache: Mutex<HashMap<String, Option<Arc<Coverage>>>>,
}

impl SellerCoverage {
    /// Coverage of the store the engine queries, SQLite or PostgreSQL.
    pub(crate) fn for_store(store: &StoreLocation) -> SellerCoverage {
        SellerCoverage {
            store: Some(store.clone()),
            cache: Mutex::new(HashMap::new()),
        }
    }

    /// The seller's coverage; none when the store cannot say (then callers keep the store-wide
    /// behaviour, which is what a store without per-seller coverage claims).
    pub(crate) fn of(&self, seller_id: &str) -> Option<Arc<Coverage>> {
        if let Ok(cache) = self.cache.lock() {
            if let Some(c) = cache.get(seller_id) {
                return c.clone();
            }
        }
        let read = match self.store.as_ref()? {
            StoreLocation::Sqlite(db) => crate::data::open_read_only(db)
                .and_then(|conn| crate::data::coverage(&conn, seller_id)),
            // Once per seller per process, on a thread of its own (the caller may be on the
            // runtime): the same query and parser as SQLite's.
            StoreLocation::Postgres(pg) => crate::data::postgres::coverage(&pg.url, seller_id),
        };
        let read = match read {
            Ok(c) => Some(c),
            Err(e) => {
                tracing::warn!(seller_id, "coverage unreadable, store-wide span kept: {e}");
                None
            }
        }
        .filter(|c| !c.tables.is_empty())
        .map(Arc::new);
        if let Ok(mut cache) = self.cache.lock() {
            cache.insert(seller_id.to_string(), read.clone());
        }
        read
    }

    /// The seller's first and last day of data.
    pub(crate) fn span(&self, seller_id: &str) -> Option<(NaiveDate, NaiveDate)> {
        self.of(seller_id).and_then(|c| c.span())
    }
}

/// What a contract table holds, in a seller's words.
fn holds(table: &str) -> &'static str {
    match table {
        schema::SALES_DAILY => "sales (orders, units, revenue, refunds)",
        schema::TRAFFIC_DAILY => "traffic (sessions, page views, conversion)",
        schema::INVENTORY_DAILY => "inventory (units on hand, inbound)",
        schema::PRICING_DAILY => "prices (your price, competitors' prices, buy box)",
        schema::ADS_DAILY => "advertising (impressions, clicks, spend, ad sales)",
        schema::REVIEWS => "reviews and ratings",
        schema::ACCOUNT_HEALTH_WEEKLY => "account health (late shipments, cancellations, defects)",
        _ => "that data",
    }
}

/// The dated contract tables the failed steps of `plan` needed and the seller has none of.
pub(crate) fn missing_tables(
    catalog: &Catalog,
    plan: &Plan,
    outcome: &PlanOutcome,
    coverage: Option<&Coverage>,
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in &outcome.steps {
        let Some(e) = &s.error else { continue };
        if e.code != ErrorCode::DataUnavailable {
            continue;
        }
        let api = plan.steps.iter().find_map(|st| match st {
            Step::Api(a) if a.id == s.id => catalog.api(&a.api),
            _ => None,
        });
        let Some(Backend::Store(store)) = api.map(|a| &a.descriptor.backend) else {
            continue;
        };
        for t in &store.tables {
            let dated = schema::is_dated(t);
            if dated && !coverage.is_some_and(|c| c.has(t)) && !out.contains(t) {
                out.push(t.clone());
            }
        }
    }
    out
}

/// Whether every failed step of the outcome failed for missing data, and nothing was fetched
/// (steps skipped because of them do not count).
pub(crate) fn only_unavailable(outcome: &PlanOutcome) -> bool {
    let failed: Vec<_> = outcome
        .steps
        .iter()
        .filter(|s| s.status == StepStatus::Failed)
        .filter_map(|s| s.error.as_ref())
        .collect();
    outcome.outputs.is_empty()
        && !failed.is_empty()
        && failed.iter().all(|e| e.code == ErrorCode::DataUnavailable)
}

/// The answer's text for missing tables: what is missing, what the seller has, and which
/// import formats would fill the gap.
pub(crate) fn unavailable_text(
    catalog: &Catalog,
    missing: &[String],
    coverage: Option<&Coverage>,
) -> String {
    let what: Vec<&str> = missing.iter().map(|t| holds(t)).collect();
    let mut text = format!(
        "Your data has no {}, so I cannot answer this from it.",
        super::join_words(&what)
    );
    if let Some(c) = coverage {
        let have: Vec<&str> = c.tables.iter().map(|t| holds(&t.table)).collect();
        if !have.is_empty() {
            text.push_str(&format!(
                " What you imported holds {}.",
                super::join_words(&have)
            ));
        }
    }
    for t in missing {
        let formats: Vec<String> = catalog
            .imports
            .iter()
            .filter(|f| f.tables().iter().any(|x| x == t))
            .map(|f| format!("`{}`", f.name))
            .collect();
        let how = if formats.is_empty() {
            format!("the contract's `{t}.csv`")
        } else {
            format!(
                "an export in the {} format, or the contract's `{t}.csv`,",
                formats.join(" or ")
            )
        };
        text.push_str(&format!(
            " To add {}, import {how} with `insight data import`.",
            holds(t)
        ));
    }
    text
}

/// Turns a worker's answer into `data_unavailable` when it failed only for missing tables.
pub(crate) fn mark_unavailable(answer: &mut Answer, text: String) {
    answer.status = AnswerStatus::DataUnavailable;
    answer.answer = text;
}
