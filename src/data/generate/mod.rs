//! The demo marketplace generator (`insight data generate`).
//!
//! Takes a seed, gives a complete store (all nine contract tables, `DATA.md`), and guarantees:
//! the same seed gives the same content on every platform ([`crate::data::rng`] explains how);
//! the demo seller S001 carries every planted event of `DATA.md`; other sellers carry
//! randomised versions; rows are internally consistent ([`simulate`] lists the invariants).
//!
//! Speed (about 3 s in release, 4 s in debug, for ~4.3M rows): the plan is small; each seller
//! is simulated on a second thread while the previous one loads, and rows are written day by
//! day, product by product, which is the primary-key order of the daily tables, in 64-row
//! statements so that SQLite appends to the last leaf instead of searching from the root. One
//! transaction, cached prepared statements, the journal off, secondary indexes after the load.

mod names;
mod plan;
mod planted;
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

pub use planted::{planted_events, PlantedEvent, PlantedKind};

/// The seed `insight data generate` uses by default.
pub const DEFAULT_SEED: u64 = 42;
/// Version of the generator's algorithm, recorded in `dataset_meta`. Bump it whenever the same
/// seed would give different data.
pub const GENERATOR_VERSION: &str = "1";
/// The demo seller of `DATA.md`.
pub const DEMO_SELLER_ID: &str = plan::DEMO_SELLER;
/// The categories, eight sellers each.
pub const CATEGORIES: [&str; 5] = names::CATEGORIES;

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

        let mut daily = DailyInserts::new(&tx).map_err(store_err)?;
        let mut health = tx
            .prepare_cached(&schema::insert_sql(&schema::TABLES[8]))
            .map_err(store_err)?;
        let mut reviews: Vec<Review> = Vec::new();
        // Simulation runs one seller ahead of the load on a second thread: the two take
        // different resources (arithmetic vs SQLite), and the output does not depend on timing
        // because each seller's draws come from its own streams.
        let loaded: Result<(), DataError> = std::thread::scope(|scope| {
            let (send, receive) = std::sync::mpsc::sync_channel::<Simulated>(2);
            let world = &world;
            let days = &days;
            let producer = scope.spawn(move || {
                let mut product_offset = 0usize;
                for (si, s) in world.sellers.iter().enumerate() {
                    let out = simulate_seller(seed, si, s, product_offset, days);
                    product_offset += s.products.len();
                    if send.send(out).is_err() {
                        // The loader stopped on an error; it reports it.
                        return;
                    }
                }
            });
            for out in receive.iter() {
                let s = &world.sellers[out.seller];
                for (d, day) in days.iter().enumerate() {
                    for (p, rows) in s.products.iter().zip(&out.series) {
                        if d < p.first_day {
                            continue;
                        }
                        let row = rows[d - p.first_day];
                        daily.push(&day.iso, &s.id, &p.id, row).map_err(store_err)?;
                    }
                }
                let rows: u64 = out.series.iter().map(|r| r.len() as u64).sum();
                for c in &mut counts[2..7] {
                    *c += rows;
                }
                for h in &out.health {
                    h.insert(&mut health, &s.id).map_err(store_err)?;
                }
                counts[8] += out.health.len() as u64;
                reviews.extend(out.reviews);
            }
            producer.join().map_err(|_| DataError::Internal {
                what: "the simulation thread panicked",
            })
        });
        loaded?;
        daily.finish().map_err(store_err)?;
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
    tracing::debug!(elapsed = ?started.elapsed(), "demo store loaded");
    {
        let tmp = build.tmp_path().to_path_buf();
        crate::data::coverage::record_from_rows(build.conn()?, "generator")
            .map_err(|source| DataError::Store { path: tmp, source })?;
    }
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

/// Rows per multi-row `INSERT` of the daily tables.
const BATCH: usize = 64;

/// The five daily tables' inserts, batched: one statement execution appends [`BATCH`] rows,
/// and SQLite keeps its B-tree cursor on the last leaf between the rows of one execution, so
/// appending in key order skips the descent from the root that a one-row insert pays.
struct DailyInserts<'c, 'a> {
    batch: Vec<CachedStatement<'c>>,
    single: Vec<CachedStatement<'c>>,
    pending: Vec<(&'a str, &'a str, &'a str, DayRow)>,
}

impl<'c, 'a> DailyInserts<'c, 'a> {
    fn new(tx: &'c rusqlite::Transaction<'_>) -> rusqlite::Result<Self> {
        let mut batch = Vec::with_capacity(5);
        let mut single = Vec::with_capacity(5);
        for spec in &schema::TABLES[2..7] {
            batch.push(tx.prepare_cached(&schema::insert_rows_sql(spec, BATCH))?);
            single.push(tx.prepare_cached(&schema::insert_sql(spec))?);
        }
        Ok(DailyInserts {
            batch,
            single,
            pending: Vec::with_capacity(BATCH),
        })
    }

    fn push(
        &mut self,
        date: &'a str,
        seller: &'a str,
        product: &'a str,
        row: DayRow,
    ) -> rusqlite::Result<()> {
        self.pending.push((date, seller, product, row));
        if self.pending.len() == BATCH {
            for (t, stmt) in self.batch.iter_mut().enumerate() {
                let mut next = 1;
                for (date, seller, product, row) in &self.pending {
                    next = bind_daily(stmt, t, next, date, seller, product, row)?;
                }
                stmt.raw_execute()?;
            }
            self.pending.clear();
        }
        Ok(())
    }

    /// Inserts what is left over one row at a time.
    fn finish(&mut self) -> rusqlite::Result<()> {
        for (t, stmt) in self.single.iter_mut().enumerate() {
            for (date, seller, product, row) in &self.pending {
                bind_daily(stmt, t, 1, date, seller, product, row)?;
                stmt.raw_execute()?;
            }
        }
        self.pending.clear();
        Ok(())
    }
}

/// Binds one row of daily table `table` (0 = sales .. 4 = ads) from parameter `first`;
/// returns the next free parameter index.
fn bind_daily(
    stmt: &mut CachedStatement<'_>,
    table: usize,
    first: usize,
    date: &str,
    seller: &str,
    product: &str,
    r: &DayRow,
) -> rusqlite::Result<usize> {
    stmt.raw_bind_parameter(first, date)?;
    stmt.raw_bind_parameter(first + 1, seller)?;
    stmt.raw_bind_parameter(first + 2, product)?;
    let i = first + 3;
    Ok(match table {
        0 => {
            stmt.raw_bind_parameter(i, r.orders)?;
            stmt.raw_bind_parameter(i + 1, r.units)?;
            stmt.raw_bind_parameter(i + 2, r.revenue)?;
            stmt.raw_bind_parameter(i + 3, r.refunded)?;
            i + 4
        }
        1 => {
            stmt.raw_bind_parameter(i, r.page_views)?;
            stmt.raw_bind_parameter(i + 1, r.sessions)?;
            i + 2
        }
        2 => {
            stmt.raw_bind_parameter(i, r.on_hand)?;
            stmt.raw_bind_parameter(i + 1, r.inbound)?;
            i + 2
        }
        3 => {
            stmt.raw_bind_parameter(i, r.price)?;
            stmt.raw_bind_parameter(i + 1, r.competitor_price)?;
            stmt.raw_bind_parameter(i + 2, r.buy_box)?;
            i + 3
        }
        _ => {
            stmt.raw_bind_parameter(i, r.impressions)?;
            stmt.raw_bind_parameter(i + 1, r.clicks)?;
            stmt.raw_bind_parameter(i + 2, r.spend)?;
            stmt.raw_bind_parameter(i + 3, r.attributed)?;
            i + 4
        }
    })
}

fn round4(x: f64) -> f64 {
    (x * 10_000.0).round() / 10_000.0
}

/// Everything simulated for one seller, ready to load.
struct Simulated {
    seller: usize,
    series: Vec<Vec<DayRow>>,
    reviews: Vec<Review>,
    health: Vec<HealthRow>,
}

fn simulate_seller(
    seed: u64,
    si: usize,
    s: &plan::SellerPlan,
    product_offset: usize,
    days: &[calendar::Day],
) -> Simulated {
    let mut rng = Rng::stream(seed, 10_000 + si as u64);
    let seller_days = simulate::SellerDays::new(s, days, &mut rng);
    let mut reviews = Vec::new();
    let series = s
        .products
        .iter()
        .enumerate()
        .map(|(pi, p)| {
            let global = product_offset + pi;
            let mut rng = Rng::stream(seed, 1_000_000 + global as u64);
            // A stream of its own for a quality drop's added refunds, so the product's stream
            // draws what it drew before they were planted.
            let mut defect = Rng::stream(seed, 2_000_000 + global as u64);
            simulate::product(
                &mut rng,
                &mut defect,
                s,
                si,
                &seller_days,
                p,
                global,
                days,
                &mut reviews,
            )
        })
        .collect();
    Simulated {
        seller: si,
        series,
        reviews,
        health: health_rows(s, &mut rng),
    }
}

/// One week of account health.
struct HealthRow {
    week: String,
    rates: [f64; 4],
}

impl HealthRow {
    fn insert(&self, stmt: &mut CachedStatement<'_>, seller: &str) -> rusqlite::Result<()> {
        stmt.raw_bind_parameter(1, self.week.as_str())?;
        stmt.raw_bind_parameter(2, seller)?;
        for (i, rate) in self.rates.iter().enumerate() {
            stmt.raw_bind_parameter(3 + i, round4(rate.clamp(0.0, 1.0)))?;
        }
        stmt.raw_execute()?;
        Ok(())
    }
}

/// Weekly account health from the seller's first week with any product live. Rates wobble
/// around the seller's usual level; planted weeks take their planted value.
fn health_rows(s: &plan::SellerPlan, rng: &mut Rng) -> Vec<HealthRow> {
    let first_day = s.products.iter().map(|p| p.first_day).min().unwrap_or(0);
    let mut week = calendar::week_start(calendar::date(first_day));
    let mut out = Vec::new();
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
        out.push(HealthRow {
            week: week.format("%Y-%m-%d").to_string(),
            rates: [odr, late, cancel, tracking],
        });
        week = week + chrono::Days::new(7);
    }
    out
}
