//! The example plans under `tests/plans/` return what independent SQL over the same store
//! returns, and a store without a table answers `data_unavailable` instead of zeros.

use std::path::Path;
use std::sync::Arc;

use insight::backend::{Backends, Tenant};
use insight::catalog::Catalog;
use insight::plan::executor::{ErrorCode, ExecConfig, Executor, PlanOutcome};
use insight::table::Table;
use rusqlite::Connection;
use serde_json::Value;

mod common;
use common::{root, store};

fn run(plan_file: &str, db: &Path) -> PlanOutcome {
    let catalog = Arc::new(Catalog::load(&root()).unwrap_or_else(|d| panic!("{d}")));
    let backends = Arc::new(Backends::new(catalog.clone(), db));
    let exec = Executor::new(catalog, backends, ExecConfig::default());
    let text = std::fs::read_to_string(root().join("tests/plans").join(plan_file)).unwrap();
    let plan = insight::plan::parse(&text).unwrap();
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(exec.run(&plan, &Tenant::new("S001"))).unwrap()
}

fn col(t: &Table, name: &str) -> Vec<Value> {
    t.values(name)
        .unwrap_or_else(|| panic!("no column {name}"))
        .cloned()
        .collect()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-6 * b.abs().max(1.0)
}

#[test]
fn last_week_total_sales_match_sql() {
    let out = run("last_week_sales.json", store());
    assert!(out.error.is_none(), "{:?}", out.error);
    let t = &out.outputs[0].table;
    assert_eq!(t.len(), 1);
    let c = Connection::open(store()).unwrap();
    let (orders, units, cents): (i64, i64, i64) = c
        .query_row(
            "SELECT SUM(orders), SUM(units), SUM(revenue_cents) FROM sales_daily
             WHERE seller_id = 'S001' AND date >= '2025-12-01' AND date <= '2025-12-07'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    assert_eq!(col(t, "orders")[0].as_i64(), Some(orders));
    assert_eq!(col(t, "units")[0].as_i64(), Some(units));
    assert!(close(
        col(t, "revenue")[0].as_f64().unwrap(),
        cents as f64 / 100.0
    ));
    assert!(units > 0, "the demo seller sold something last week");
}

#[test]
fn monthly_revenue_2025_vs_2024_matches_sql() {
    let out = run("monthly_revenue_2025_vs_2024.json", store());
    assert!(out.error.is_none(), "{:?}", out.error);
    let t = &out.outputs[0].table;
    assert_eq!(t.len(), 12, "January to December 2025 (December so far)");
    let c = Connection::open(store()).unwrap();
    let month_revenue = |from: &str, to: &str| -> Vec<(String, f64)> {
        let mut s = c
            .prepare(
                "SELECT substr(date, 1, 7) || '-01', SUM(revenue_cents) / 100.0 FROM sales_daily
                 WHERE seller_id = 'S001' AND date BETWEEN ?1 AND ?2 GROUP BY 1 ORDER BY 1",
            )
            .unwrap();
        s.query_map([from, to], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    };
    let now = month_revenue("2025-01-01", "2025-12-09");
    let before = month_revenue("2024-01-01", "2024-12-09");
    let periods = col(t, "period");
    let revenue = col(t, "revenue");
    let previous = col(t, "revenue_previous_year");
    let change_pct = col(t, "change_pct");
    for i in 0..12 {
        assert_eq!(periods[i].as_str(), Some(now[i].0.as_str()));
        assert!(close(revenue[i].as_f64().unwrap(), now[i].1), "month {i}");
        assert!(
            close(previous[i].as_f64().unwrap(), before[i].1),
            "month {i}"
        );
        let expected = (now[i].1 - before[i].1) / before[i].1;
        assert!(
            close(change_pct[i].as_f64().unwrap(), expected),
            "month {i}"
        );
    }
}

#[test]
fn top_10_products_by_units_last_month_match_sql() {
    let out = run("top10_units_last_month.json", store());
    assert!(out.error.is_none(), "{:?}", out.error);
    let t = &out.outputs[0].table;
    let c = Connection::open(store()).unwrap();
    let mut s = c
        .prepare(
            "SELECT product_id, SUM(units) FROM sales_daily
             WHERE seller_id = 'S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'
             GROUP BY product_id ORDER BY SUM(units) DESC, product_id LIMIT 10",
        )
        .unwrap();
    let expected: Vec<(String, i64)> = s
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(expected.len(), 10);
    let ids = col(t, "product_id");
    let units = col(t, "units");
    for (i, (id, u)) in expected.iter().enumerate() {
        assert_eq!(ids[i].as_str(), Some(id.as_str()));
        assert_eq!(units[i].as_i64(), Some(*u));
    }
}

#[test]
fn conversion_by_product_for_november_2025_matches_sql() {
    let out = run("conversion_by_product_nov2025.json", store());
    assert!(out.error.is_none(), "{:?}", out.error);
    let t = &out.outputs[0].table;
    let c = Connection::open(store()).unwrap();
    let mut s = c
        .prepare(
            "SELECT t.product_id, 1.0 * COALESCE(s.u, 0) / t.sess FROM
               (SELECT product_id, SUM(sessions) AS sess FROM traffic_daily
                WHERE seller_id = 'S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id) t
             LEFT JOIN
               (SELECT product_id, SUM(units) AS u FROM sales_daily
                WHERE seller_id = 'S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id) s
             ON s.product_id = t.product_id
             WHERE t.sess > 0",
        )
        .unwrap();
    let expected: std::collections::HashMap<String, f64> = s
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let ids = col(t, "product_id");
    let rates = col(t, "conversion_rate");
    assert_eq!(ids.len(), expected.len());
    let mut last = f64::INFINITY;
    for (id, r) in ids.iter().zip(&rates) {
        let r = r.as_f64().unwrap();
        assert!(close(r, expected[id.as_str().unwrap()]));
        assert!(
            r <= last + 1e-12,
            "sorted by conversion rate, highest first"
        );
        last = r;
    }
}

#[test]
fn another_sellers_rows_never_appear() {
    let out = run("top10_units_last_month.json", store());
    let c = Connection::open(store()).unwrap();
    for id in col(&out.outputs[0].table, "product_id") {
        let owner: String = c
            .query_row(
                "SELECT seller_id FROM products WHERE product_id = ?1",
                [id.as_str().unwrap()],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(owner, "S001");
    }
}

#[test]
fn a_store_without_a_table_answers_data_unavailable() {
    // Export the demo store, drop the traffic file, import the rest: a partial export.
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("csv");
    insight::data::export_csv(store(), &csv).unwrap();
    std::fs::remove_file(csv.join("traffic_daily.csv")).unwrap();
    let partial = dir.path().join("partial.db");
    insight::data::import_csv(&partial, &csv).unwrap();

    let out = run("conversion_by_product_nov2025.json", &partial);
    let e = out.error.expect("no traffic data");
    assert_eq!(e.code, ErrorCode::DataUnavailable);
    assert!(e.message.contains("traffic_daily"), "{}", e.message);
    // Sales still answer from the same store.
    let out = run("last_week_sales.json", &partial);
    assert!(out.error.is_none(), "{:?}", out.error);
}

#[test]
fn no_store_at_all_is_explained() {
    let out = run("last_week_sales.json", Path::new("/nonexistent/insight.db"));
    let e = out.error.expect("no store");
    assert_eq!(e.code, ErrorCode::DataUnavailable);
    assert!(e.message.contains("insight data generate"), "{}", e.message);
}
