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
pub(super) struct TenantFacts {
    products: Vec<String>,
    others: Vec<String>,
}

/// Per-seller facts, read once.
#[derive(Debug, Default)]
pub(super) struct FactsCache(Mutex<HashMap<String, Arc<TenantFacts>>>);

impl Engine {
    /// The guard context of a request's seller.
    pub(super) fn guard_context(&self, tenant: &Tenant) -> GuardContext {
        let facts = self.tenant_facts(&tenant.seller_id);
        GuardContext::new(tenant.seller_id.clone())
            .with_products(facts.products.iter())
            .with_other_sellers(facts.others.iter())
    }

    fn tenant_facts(&self, seller: &str) -> Arc<TenantFacts> {
        if let Some(f) = self
            .facts
            .0
            .lock()
            .ok()
            .and_then(|m| m.get(seller).cloned())
        {
            return f;
        }
        let facts = Arc::new(read_facts(&self.store, seller).unwrap_or_else(|e| {
            // Without the facts the tenant guard still removes other sellers' ids.
            tracing::warn!(seller, "tenant facts not read: {e}");
            TenantFacts::default()
        }));
        if let Ok(mut m) = self.facts.0.lock() {
            m.insert(seller.to_string(), facts.clone());
        }
        facts
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
