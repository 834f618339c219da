//! The guardrails around the engine: a policy screen before anything runs, and every guard on
//! every finished answer, with what the tenant guard needs to know about the seller (its own
//! product ids, the other sellers' names), read from the store once per seller.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::Engine;
use crate::answer::Answer;
use crate::backend::Tenant;
use crate::guard::GuardContext;

/// A seller's own product ids and the other sellers' names.
#[derive(Debug, Default)]
struct TenantFacts {
    products: Vec<String>,
    others: Vec<String>,
}

/// Per-seller guard contexts, built once from the seller's facts.
///
/// Why the whole context and not only the facts: building it (a set of the seller's product
/// ids, the other sellers' names and their matcher) cost more than checking a short answer,
/// and it was built twice per question (the policy screen, then the check).
#[derive(Debug, Default)]
pub(super) struct FactsCache(Mutex<HashMap<String, Arc<GuardContext>>>);

impl Engine {
    /// The guard context of a request's seller, built on its first question.
    pub(super) fn guard_context(&self, tenant: &Tenant) -> Arc<GuardContext> {
        let seller = tenant.seller_id.as_str();
        if let Some(ctx) = self
            .facts
            .0
            .lock()
            .ok()
            .and_then(|m| m.get(seller).cloned())
        {
            return ctx;
        }
        let facts = read_facts(&self.store, seller).unwrap_or_else(|e| {
            // Without the facts the tenant guard still removes other sellers' ids.
            tracing::warn!(seller, "tenant facts not read: {e}");
            TenantFacts::default()
        });
        let ctx = Arc::new(
            GuardContext::new(seller)
                .with_products(facts.products.iter())
                .with_other_sellers(facts.others.iter()),
        );
        if let Ok(mut m) = self.facts.0.lock() {
            m.insert(seller.to_string(), ctx.clone());
        }
        ctx
    }

    /// Runs every guard on a finished answer.
    pub(super) fn guard(&self, tenant: &Tenant, answer: &mut Answer) {
        let ctx = self.guard_context(tenant);
        self.guards.check(&ctx, answer);
    }
}

const FACT_PRODUCTS: &str = "SELECT product_id FROM products WHERE seller_id = $1";
const FACT_OTHERS: &str = "SELECT name FROM sellers WHERE seller_id <> $1";

fn read_facts(store: &crate::backend::StoreLocation, seller: &str) -> Result<TenantFacts, String> {
    let db = match store {
        crate::backend::StoreLocation::Sqlite(db) => db,
        // Read once per seller and cached by the caller; the blocking bridge runs it on a
        // thread of its own.
        crate::backend::StoreLocation::Postgres(o) => {
            let read = |sql| {
                crate::data::postgres::text_column(&o.url, sql, seller).map_err(|e| e.to_string())
            };
            return Ok(TenantFacts {
                products: read(FACT_PRODUCTS)?,
                others: read(FACT_OTHERS)?,
            });
        }
    };
    let conn = crate::data::open_read_only(db).map_err(|e| e.to_string())?;
    let column = |sql: &str| -> Result<Vec<String>, String> {
        let mut st = conn.prepare(sql).map_err(|e| e.to_string())?;
        let rows = st
            .query_map([seller], |r| r.get::<_, String>(0))
            .map_err(|e| e.to_string())?;
        Ok(rows.filter_map(Result::ok).collect())
    };
    Ok(TenantFacts {
        products: column("SELECT product_id FROM products WHERE seller_id = ?1")?,
        others: column("SELECT name FROM sellers WHERE seller_id <> ?1")?,
    })
}
