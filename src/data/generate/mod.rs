//! The demo marketplace generator (`insight data generate`).
//!
//! Takes a seed, gives a complete store (all nine contract tables, `DATA.md`), and guarantees:
//! the same seed gives the same content on every platform ([`crate::data::rng`] explains how);
//! the demo seller S001 carries every planted event of `DATA.md`; other sellers carry
//! randomised versions; rows are internally consistent ([`simulate`] lists the invariants).
//!
//! Speed: the plan is small; each seller is simulated into memory and written day by day, product
//! by product, which is the primary-key order of the daily tables, so every insert appends to
//! its B-tree. Everything goes through cached prepared statements in one transaction, with the
//! journal off, and secondary indexes are built after the load.

mod names;
mod plan;
mod simulate;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::CachedStatement;

use super::calendar::{self, DATA_END, DATA_START};
use super::rng::Rng;
use super::schema::{self, meta};
use super::store::{Build, TableInfo};
use super::DataError;
use plan::Metric;
use simulate::{DayRow, Review};

pub use plan_facts::*;

/// Facts about the generated marketplace that tests and docs refer to.
mod plan_facts {
    /// The seed `insight data generate` uses by default.
    pub const DEFAULT_SEED: u64 = 42;
    /// Version of the generator's algorithm; part of `dataset_meta`. Bump it whenever the
    /// same seed would give different data.
    pub const GENERATOR_VERSION: &str = "1";
    /// The demo seller.
    pub const DEMO_SELLER_ID: &str = super::plan::DEMO_SELLER;
    /// The categories, eight sellers each.
    pub const CATEGORIES: [&str; 5] = super::names::CATEGORIES;
}

/// What a generation produced.
#[derive(Debug, Clone)]
pub struct GenerateReport {
    /// The store written.
    pub path: PathBuf,
    /// The seed used.
    pub seed: u64,
    /// Row count of every contract table, in contract order.
    pub tables: Vec<TableInfo>,
    /// Wall time of generation and load.
    pub elapsed: Duration,
}

impl GenerateReport {
    /// Row count of a table (0 when absent).
    pub fn rows(&self, table: &str) -> u64 {
        self.tables
            .iter()
            .find(|t| t.name == table)
            .map_or(0, |t| t.rows)
    }
}

/// Builds the demo marketplace store at `db` from `seed`, replacing any store there only once
/// the new one is complete.
pub fn generate(db: &Path, seed: u64) -> Result<GenerateReport, DataError> {
    let started = Instant::now();
    let world = plan::plan(seed);
    let days = calendar::days();
    let mut build = Build::create(db)?;
    let tmp = build.tmp_path().to_path_buf();
    let store_err = |source| DataError::Store {
        path: tmp.clone(),
        source,
    };
    let mut counts = [0u64; 9];
    {
        let conn = build.conn()?;
        let tx = conn.transaction().map_err(store_err)?;
        let mut sellers = tx
            .prepare_cached(&schema::insert_sql(&schema::TABLES[0]))
            .map_err(store_err)?;
        let mut products = tx
            .prepare_cached(&schema::insert_sql(&schema::TABLES[1]))
            .map_err(store_err)?;
        for s in &world.sellers {
            sellers
                .execute(rusqlite::params![
                    s.id,
                    s.name,
                    CATEGORIES[s.category],
                    s.country,
                    s.joined_on.format("%Y-%m-%d").to_string()
                ])
                .map_err(store_err)?;
            counts[0] += 1;
            for p in &s.products {
                products
                    .execute(rusqlite::params![
                        p.id,
                        s.id,
                        p.title,
                        CATEGORIES[s.category],
                        p.brand,
                        p.launched_on.format("%Y-%m-%d").to_string(),
                        p.list_price_cents
                    ])
                    .map_err(store_err)?;
                counts[1] += 1;
            }
        }
        drop((sellers, products));

        let mut daily = DailyInserts {
            sales: tx
                .prepare_cached(&schema::insert_sql(&schema::TABLES[2]))
                .map_err(store_err)?,
            traffic: tx
                .prepare_cached(&schema::insert_sql(&schema::TABLES[3]))
                .map_err(store_err)?,
            inventory: tx
                .prepare_cached(&schema::insert_sql(&schema::TABLES[4]))
                .map_err(store_err)?,
            pricing: tx
                .prepare_cached(&schema::insert_sql(&schema::TABLES[5]))
                .map_err(store_err)?,
            ads: tx
                .prepare_cached(&schema::insert_sql(&schema::TABLES[6]))
                .map_err(store_err)?,
        };
        let mut health = tx
            .prepare_cached(&schema::insert_sql(&schema::TABLES[8]))
            .map_err(store_err)?;
        let mut reviews: Vec<Review> = Vec::new();
        let mut product_offset = 0usize;
        for (si, s) in world.sellers.iter().enumerate() {
            let mut rng = Rng::stream(seed, 10_000 + si as u64);
            let seller_days = simulate::SellerDays::new(s, &days, &mut rng);
            let series: Vec<Vec<DayRow>> = s
                .products
                .iter()
                .enumerate()
                .map(|(pi, p)| {
                    let global = product_offset + pi;
                    let mut rng = Rng::stream(seed, 1_000_000 + global as u64);
                    simulate::product(
                        &mut rng,
                        s,
                        si,
                        &seller_days,
                        p,
                        global,
                        &days,
                        &mut reviews,
                    )
                })
                .collect();
            for (d, day) in days.iter().enumerate() {
                for (p, rows) in s.products.iter().zip(&series) {
                    if d < p.first_day {
                        continue;
                    }
                    let row = &rows[d - p.first_day];
                    daily
                        .insert(&day.iso, &s.id, &p.id, row)
                        .map_err(store_err)?;
                }
            }
            let rows: u64 = series.iter().map(|r| r.len() as u64).sum();
            for c in &mut counts[2..7] {
                *c += rows;
            }
            counts[8] += write_health(&mut health, s, &mut rng).map_err(store_err)?;
            product_offset += s.products.len();
        }
        drop((daily, health));

        // Review ids follow date order over the whole marketplace, as a real platform's would.
        reviews.sort_by_key(|r| (r.day, r.seller, r.product));
        let product_ids: Vec<(&str, &str)> = world
            .sellers
            .iter()
            .flat_map(|s| {
                s.products
                    .iter()
                    .map(move |p| (s.id.as_str(), p.id.as_str()))
            })
            .collect();
        let mut insert = tx
            .prepare_cached(&schema::insert_sql(&schema::TABLES[7]))
            .map_err(store_err)?;
        let mut id = String::with_capacity(8);
        for (n, r) in reviews.iter().enumerate() {
            use std::fmt::Write as _;
            id.clear();
            let _ = write!(id, "R{:07}", n + 1);
            let (seller_id, product_id) = product_ids[r.product];
            insert
                .execute(rusqlite::params![
                    id,
                    days[r.day].iso,
                    seller_id,
                    product_id,
                    r.rating,
                    r.title
                ])
                .map_err(store_err)?;
        }
        counts[7] = reviews.len() as u64;
        drop(insert);
        tx.commit().map_err(store_err)?;
    }
    let tables: Vec<TableInfo> = schema::CONTRACT_TABLES
        .iter()
        .zip(counts)
        .map(|(name, rows)| TableInfo {
            name: name.to_string(),
            rows,
        })
        .collect();
    build.finish(
        &tables,
        &[
            (meta::DATA_START, DATA_START.format("%Y-%m-%d").to_string()),
            (meta::DATA_END, DATA_END.format("%Y-%m-%d").to_string()),
            (meta::SOURCE, "generator".to_string()),
            (meta::SEED, seed.to_string()),
            (meta::GENERATOR_VERSION, GENERATOR_VERSION.to_string()),
        ],
    )?;
    Ok(GenerateReport {
        path: db.to_path_buf(),
        seed,
        tables,
        elapsed: started.elapsed(),
    })
}

/// The five daily inserts, bound by position to skip per-call parameter-slice overhead.
struct DailyInserts<'c> {
    sales: CachedStatement<'c>,
    traffic: CachedStatement<'c>,
    inventory: CachedStatement<'c>,
    pricing: CachedStatement<'c>,
    ads: CachedStatement<'c>,
}

impl DailyInserts<'_> {
    fn insert(
        &mut self,
        date: &str,
        seller: &str,
        product: &str,
        r: &DayRow,
    ) -> rusqlite::Result<()> {
        fn key(
            stmt: &mut CachedStatement<'_>,
            date: &str,
            seller: &str,
            product: &str,
        ) -> rusqlite::Result<()> {
            stmt.raw_bind_parameter(1, date)?;
            stmt.raw_bind_parameter(2, seller)?;
            stmt.raw_bind_parameter(3, product)
        }
        let s = &mut self.sales;
        key(s, date, seller, product)?;
        s.raw_bind_parameter(4, r.orders)?;
        s.raw_bind_parameter(5, r.units)?;
        s.raw_bind_parameter(6, r.revenue)?;
        s.raw_bind_parameter(7, r.refunded)?;
        s.raw_execute()?;
        let s = &mut self.traffic;
        key(s, date, seller, product)?;
        s.raw_bind_parameter(4, r.page_views)?;
        s.raw_bind_parameter(5, r.sessions)?;
        s.raw_execute()?;
        let s = &mut self.inventory;
        key(s, date, seller, product)?;
        s.raw_bind_parameter(4, r.on_hand)?;
        s.raw_bind_parameter(5, r.inbound)?;
        s.raw_execute()?;
        let s = &mut self.pricing;
        key(s, date, seller, product)?;
        s.raw_bind_parameter(4, r.price)?;
        s.raw_bind_parameter(5, r.competitor_price)?;
        s.raw_bind_parameter(6, r.buy_box)?;
        s.raw_execute()?;
        let s = &mut self.ads;
        key(s, date, seller, product)?;
        s.raw_bind_parameter(4, r.impressions)?;
        s.raw_bind_parameter(5, r.clicks)?;
        s.raw_bind_parameter(6, r.spend)?;
        s.raw_bind_parameter(7, r.attributed)?;
        s.raw_execute()?;
        Ok(())
    }
}

fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

/// Weekly account health from the seller's first week with any product live. Rates wobble
/// around the seller's usual level; planted weeks take their planted value.
fn write_health(
    stmt: &mut CachedStatement<'_>,
    s: &plan::SellerPlan,
    rng: &mut Rng,
) -> rusqlite::Result<u64> {
    let first_day = s.products.iter().map(|p| p.first_day).min().unwrap_or(0);
    let mut week = calendar::week_start(calendar::date(first_day));
    let mut n = 0;
    let h = &s.health;
    while week <= DATA_END {
        let wobble = |rng: &mut Rng| 1.0 + h.spread * (2.0 * rng.f64() - 1.0);
        let mut odr = h.order_defect * wobble(rng);
        let mut late = h.late_shipment * wobble(rng);
        let mut cancel = h.cancellation * wobble(rng);
        let mut tracking = 1.0 - (1.0 - h.valid_tracking) * wobble(rng);
        for issue in h.issues.iter().filter(|i| i.week == week) {
            match issue.metric {
                Metric::OrderDefect => odr = issue.value,
                Metric::LateShipment => late = issue.value,
                Metric::Cancellation => cancel = issue.value,
                Metric::ValidTracking => tracking = issue.value,
            }
        }
        let iso = week.format("%Y-%m-%d").to_string();
        stmt.raw_bind_parameter(1, iso.as_str())?;
        stmt.raw_bind_parameter(2, s.id.as_str())?;
        stmt.raw_bind_parameter(3, round4(odr.clamp(0.0, 1.0)))?;
        stmt.raw_bind_parameter(4, round4(late.clamp(0.0, 1.0)))?;
        stmt.raw_bind_parameter(5, round4(cancel.clamp(0.0, 1.0)))?;
        stmt.raw_bind_parameter(6, round4(tracking.clamp(0.0, 1.0)))?;
        stmt.raw_execute()?;
        n += 1;
        week = week + chrono::Days::new(7);
    }
    Ok(n)
}
