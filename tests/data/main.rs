//! The data layer against its contract (`DATA.md`): every planted event of the demo seller,
//! the consistency of the generated rows, determinism, CSV round trip, and import errors.
//!
//! The demo store is generated once per test binary (it takes seconds) under
//! `CARGO_TARGET_TMPDIR`, and every test reads it through `open_read_only`. Tests print the
//! figures they check (`cargo test --test data -- --nocapture` shows them).

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use insight::data::{
    self, content_hash, dataset_info, export_csv, generate, import_csv, open_read_only, schema,
    CsvProblem, DataError, HeaderProblem, ImportWarning, Source,
};
use rusqlite::Connection;

mod facts;
mod import;
mod shape;

fn store() -> &'static Path {
    static STORE: OnceLock<PathBuf> = OnceLock::new();
    STORE.get_or_init(|| {
        let db = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join("data-tests")
            .join("seed42.db");
        let report = generate(&db, data::DEFAULT_SEED).expect("generate the demo store");
        println!(
            "generated in {:.2}s: {:?}",
            report.elapsed.as_secs_f64(),
            report.tables
        );
        db
    })
}

fn conn() -> Connection {
    open_read_only(store()).expect("open the demo store")
}

fn f64_of(conn: &Connection, sql: &str) -> f64 {
    conn.query_row(sql, [], |r| r.get::<_, Option<f64>>(0))
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .unwrap_or(f64::NAN)
}

fn i64_of(conn: &Connection, sql: &str) -> i64 {
    conn.query_row(sql, [], |r| r.get::<_, Option<i64>>(0))
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .unwrap_or(0)
}

fn strings_of(conn: &Connection, sql: &str) -> Vec<String> {
    let mut stmt = conn.prepare(sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    stmt.query_map([], |r| r.get::<_, String>(0))
        .and_then(|rows| rows.collect())
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

/// S001 revenue in dollars over an inclusive date range.
fn s001_revenue(conn: &Connection, from: &str, to: &str) -> f64 {
    f64_of(
        conn,
        &format!(
            "SELECT sum(revenue_cents) / 100.0 FROM sales_daily
             WHERE seller_id = 'S001' AND date BETWEEN '{from}' AND '{to}'"
        ),
    )
}

/// Units per session of some S001 products over an inclusive date range.
fn conversion(conn: &Connection, products: &str, from: &str, to: &str) -> f64 {
    f64_of(
        conn,
        &format!(
            "SELECT sum(s.units) * 1.0 / sum(t.sessions)
             FROM sales_daily s JOIN traffic_daily t USING (seller_id, date, product_id)
             WHERE s.seller_id = 'S001' AND s.product_id IN ({products})
               AND s.date BETWEEN '{from}' AND '{to}'"
        ),
    )
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}
