//! The analytics tools against the demo store's planted facts (DATA.md, seller S001): each
//! detector finds its planted event with the planted magnitude, through
//! `ToolRegistry::call_with_tables` as the Insight Generator calls them. Tables are read from the
//! store with the data APIs' column contract (money in dollars).

mod common;

use std::collections::BTreeMap;
use std::time::Instant;

use insight::catalog::Diagnostics;
use insight::data::open_read_only;
use insight::table::{Column, ColumnType, Table, Unit};
use insight::tools::ToolRegistry;
use serde_json::{json, Map, Value};

fn registry() -> ToolRegistry {
    let mut diags = Diagnostics::with_root(&common::root());
    let reg = ToolRegistry::load(&common::root().join("plugins"), &mut diags);
    assert!(diags.is_empty(), "{diags}");
    reg
}

/// Runs a query into a table with the given columns (`name:type[:unit]`).
fn query(sql: &str, params: &[&str], cols: &str) -> Table {
    let conn = open_read_only(common::store()).expect("open the demo store");
    let columns: Vec<Column> = cols
        .split(',')
        .map(|c| {
            let p: Vec<&str> = c.split(':').collect();
            let ty: ColumnType = serde_json::from_value(json!(p[1])).expect("type");
            let mut col = Column::new(p[0], ty);
            if let Some(u) = p.get(2) {
                col.unit = Some(serde_json::from_value::<Unit>(json!(u)).expect("unit"));
            }
            col
        })
        .collect();
    let mut stmt = conn.prepare(sql).expect("prepare");
    let n = columns.len();
    let rows = stmt
        .query_map(rusqlite::params_from_iter(params.iter()), |r| {
            (0..n)
                .map(|i| {
                    Ok(match r.get_ref(i)? {
                        rusqlite::types::ValueRef::Null => Value::Null,
                        rusqlite::types::ValueRef::Integer(x) => json!(x),
                        rusqlite::types::ValueRef::Real(x) => json!(x),
                        rusqlite::types::ValueRef::Text(t) => json!(String::from_utf8_lossy(t)),
                        rusqlite::types::ValueRef::Blob(_) => Value::Null,
                    })
                })
                .collect::<Result<Vec<Value>, rusqlite::Error>>()
        })
        .expect("query")
        .collect::<Result<Vec<_>, _>>()
        .expect("rows");
    Table { columns, rows }
}

const SELLER: &str = "S001";

fn sales(from: &str, to: &str) -> Table {
    query(
        "SELECT date, product_id, orders, units, revenue_cents / 100.0, units_refunded
         FROM sales_daily WHERE seller_id = ?1 AND date BETWEEN ?2 AND ?3 ORDER BY date, product_id",
        &[SELLER, from, to],
        "date:date,product_id:string,orders:integer:count,units:integer:count,revenue:number:usd,units_refunded:integer:count",
    )
}

fn traffic(from: &str, to: &str) -> Table {
    query(
        "SELECT date, product_id, page_views, sessions
         FROM traffic_daily WHERE seller_id = ?1 AND date BETWEEN ?2 AND ?3 ORDER BY date, product_id",
        &[SELLER, from, to],
        "date:date,product_id:string,page_views:integer:count,sessions:integer:count",
    )
}

fn inventory(from: &str, to: &str) -> Table {
    query(
        "SELECT date, product_id, on_hand, inbound
         FROM inventory_daily WHERE seller_id = ?1 AND date BETWEEN ?2 AND ?3 ORDER BY date, product_id",
        &[SELLER, from, to],
        "date:date,product_id:string,on_hand:integer:count,inbound:integer:count",
    )
}

fn pricing(from: &str, to: &str) -> Table {
    query(
        "SELECT date, product_id, price_cents / 100.0, competitor_price_cents / 100.0, buy_box_pct
         FROM pricing_daily WHERE seller_id = ?1 AND date BETWEEN ?2 AND ?3 ORDER BY date, product_id",
        &[SELLER, from, to],
        "date:date,product_id:string,price:number:usd,competitor_price:number:usd,buy_box_pct:number:percent",
    )
}

fn ads(from: &str, to: &str) -> Table {
    query(
        "SELECT date, product_id, impressions, clicks, spend_cents / 100.0, attributed_sales_cents / 100.0
         FROM ads_daily WHERE seller_id = ?1 AND date BETWEEN ?2 AND ?3 ORDER BY date, product_id",
        &[SELLER, from, to],
        "date:date,product_id:string,impressions:integer:count,clicks:integer:count,spend:number:usd,attributed_sales:number:usd",
    )
}

fn reviews(from: &str, to: &str) -> Table {
    query(
        "SELECT date, product_id, COUNT(*), SUM(rating)
         FROM reviews WHERE seller_id = ?1 AND date BETWEEN ?2 AND ?3
         GROUP BY date, product_id ORDER BY date, product_id",
        &[SELLER, from, to],
        "date:date,product_id:string,review_count:integer:count,rating_sum:integer",
    )
}

fn health() -> Table {
    query(
        "SELECT week_start, order_defect_rate, late_shipment_rate, cancellation_rate, valid_tracking_rate
         FROM account_health_weekly WHERE seller_id = ?1 ORDER BY week_start",
        &[SELLER],
        "week_start:date,order_defect_rate:number:percent,late_shipment_rate:number:percent,cancellation_rate:number:percent,valid_tracking_rate:number:percent",
    )
}

fn products() -> Table {
    query(
        "SELECT product_id, title, category, brand FROM products WHERE seller_id = ?1 ORDER BY product_id",
        &[SELLER],
        "product_id:string,title:string,category:string,brand:string",
    )
}

fn call(reg: &ToolRegistry, tool: &str, args: Value, tables: Vec<(&str, Table)>) -> Table {
    let Value::Object(args) = args else {
        panic!("args must be an object")
    };
    let tables: BTreeMap<String, Table> = tables
        .into_iter()
        .map(|(k, t)| (k.to_string(), t))
        .collect();
    let started = Instant::now();
    let out = reg
        .call_with_tables(tool, &args, tables)
        .unwrap_or_else(|e| panic!("{tool}: {e}"));
    eprintln!("{tool}: {} rows in {:?}", out.rows.len(), started.elapsed());
    out
}

fn cell<'a>(t: &'a Table, row: usize, col: &str) -> &'a Value {
    let i = t
        .column_index(col)
        .unwrap_or_else(|| panic!("no column {col}"));
    &t.rows[row][i]
}

fn num(t: &Table, row: usize, col: &str) -> f64 {
    cell(t, row, col)
        .as_f64()
        .unwrap_or_else(|| panic!("{col} is not a number"))
}

fn show(t: &Table) -> String {
    serde_json::to_string_pretty(&t.rows).unwrap_or_default()
}

#[test]
fn the_october_stockout_of_p0001_is_found_and_explains_the_drop() {
    let reg = registry();
    let (cs, ps) = (
        sales("2025-10-01", "2025-10-31"),
        sales("2025-09-01", "2025-09-30"),
    );
    let (ct, pt) = (
        traffic("2025-10-01", "2025-10-31"),
        traffic("2025-09-01", "2025-09-30"),
    );
    let found = call(
        &reg,
        "detect_stockouts",
        json!({}),
        vec![
            ("current_sales", cs.clone()),
            ("current_traffic", ct.clone()),
            ("current_inventory", inventory("2025-10-01", "2025-10-31")),
            ("comparison_sales", ps.clone()),
            ("comparison_traffic", pt.clone()),
            ("products", products()),
        ],
    );
    eprintln!("{}", show(&found));
    assert_eq!(found.rows.len(), 1, "{}", show(&found));
    assert_eq!(cell(&found, 0, "product_id"), "P0001");
    assert_eq!(cell(&found, 0, "start"), "2025-10-06");
    assert_eq!(cell(&found, 0, "end"), "2025-10-19");
    assert_eq!(cell(&found, 0, "days"), 14);
    assert!(num(&found, 0, "impact") < 0.0);

    let d = call(
        &reg,
        "decompose_revenue",
        json!({}),
        vec![
            ("current_sales", cs.clone()),
            ("comparison_sales", ps.clone()),
            ("current_traffic", ct),
            ("comparison_traffic", pt),
        ],
    );
    eprintln!("{}", show(&d));
    let total: f64 = (0..3).map(|r| num(&d, r, "effect")).sum();
    let change = cs
        .values("revenue")
        .unwrap()
        .filter_map(Value::as_f64)
        .sum::<f64>()
        - ps.values("revenue")
            .unwrap()
            .filter_map(Value::as_f64)
            .sum::<f64>();
    assert!((total - change).abs() < 1e-6 * change.abs().max(1.0));
    assert!(change < 0.0);
    // Conversion (the stockout) is the biggest negative driver.
    assert!(num(&d, 1, "effect") < num(&d, 0, "effect"));
    assert!(num(&d, 1, "effect") < num(&d, 2, "effect"));

    let c = call(
        &reg,
        "product_contributions",
        json!({}),
        vec![
            ("current", cs.clone()),
            ("comparison", ps.clone()),
            ("products", products()),
        ],
    );
    assert_eq!(cell(&c, 0, "product_id"), "P0001", "{}", show(&c));

    // Adtributor singles out P0001 in the product dimension.
    let a = call(
        &reg,
        "attribute_change",
        json!({}),
        vec![
            ("current", cs.clone()),
            ("comparison", ps.clone()),
            ("products", products()),
        ],
    );
    let selected: Vec<(&Value, &Value)> = (0..a.rows.len())
        .filter(|r| cell(&a, *r, "selected") == &Value::Bool(true))
        .map(|r| (cell(&a, r, "dimension"), cell(&a, r, "element")))
        .collect();
    eprintln!("attribute_change selected {selected:?}");
    // S001 sells in one category under one brand: those dimensions explain nothing.
    assert_eq!(selected, [(&json!("product"), &json!("P0001"))]);

    // The same spans last year: the season does not explain most of the drop.
    let s = call(
        &reg,
        "change_summary",
        json!({}),
        vec![
            ("current", cs),
            ("comparison", ps),
            ("baseline_current", sales("2024-10-02", "2024-11-01")),
            ("baseline_comparison", sales("2024-09-02", "2024-10-01")),
        ],
    );
    eprintln!("{}", show(&s));
    assert!(num(&s, 0, "change") < 0.0);
    assert!(num(&s, 0, "unexplained") < num(&s, 0, "change") * 0.5);
}

#[test]
fn the_september_price_rise_of_p0002_is_found() {
    let reg = registry();
    let (from, to) = ("2025-08-01", "2025-09-30");
    let found = call(
        &reg,
        "detect_price_changes",
        json!({}),
        vec![
            ("pricing", pricing(from, to)),
            ("sales", sales(from, to)),
            ("traffic", traffic(from, to)),
            ("products", products()),
        ],
    );
    eprintln!("{}", show(&found));
    assert_eq!(found.rows.len(), 1, "{}", show(&found));
    assert_eq!(cell(&found, 0, "product_id"), "P0002");
    assert_eq!(cell(&found, 0, "start"), "2025-09-01");
    assert!((num(&found, 0, "price_change_pct") - 0.25).abs() < 0.03);
    assert!((num(&found, 0, "conversion_change_pct") + 0.30).abs() < 0.08);
    assert!(num(&found, 0, "competitor_change_pct").abs() < 0.03);
    assert!(num(&found, 0, "impact") < 0.0);
}

#[test]
fn the_november_ad_cut_is_found_against_last_year() {
    let reg = registry();
    let (from, to) = ("2025-10-01", "2025-11-30");
    let found = call(
        &reg,
        "detect_ad_changes",
        json!({}),
        vec![
            ("ads", ads(from, to)),
            ("traffic", traffic(from, to)),
            ("baseline_traffic", traffic("2024-10-02", "2024-12-01")),
            ("sales", sales(from, to)),
        ],
    );
    eprintln!("{}", show(&found));
    assert_eq!(found.rows.len(), 1, "{}", show(&found));
    assert_eq!(cell(&found, 0, "start"), "2025-11-01");
    assert!((num(&found, 0, "spend_change_pct") + 0.70).abs() < 0.05);
    assert!((num(&found, 0, "sessions_vs_expected_pct") + 0.20).abs() < 0.07);
    assert!(num(&found, 0, "impact") < 0.0);
}

#[test]
fn the_august_rating_drop_of_p0003_is_found() {
    let reg = registry();
    let (from, to) = ("2025-05-01", "2025-10-31");
    let found = call(
        &reg,
        "detect_rating_changes",
        json!({}),
        vec![
            ("reviews", reviews(from, to)),
            ("sales", sales(from, to)),
            ("traffic", traffic(from, to)),
            ("products", products()),
        ],
    );
    eprintln!("{}", show(&found));
    assert_eq!(found.rows.len(), 1, "{}", show(&found));
    assert_eq!(cell(&found, 0, "product_id"), "P0003");
    let start = cell(&found, 0, "start")
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(
        ("2025-08-10".."2025-08-21").contains(&start.as_str()),
        "{start}"
    );
    assert!((num(&found, 0, "rating_before") - 4.5).abs() < 0.3);
    assert!((num(&found, 0, "rating_after") - 3.1).abs() < 0.3);
    assert!(num(&found, 0, "conversion_change_pct") < -0.1);
}

#[test]
fn the_late_shipment_weeks_are_found() {
    let reg = registry();
    let found = call(
        &reg,
        "check_account_health",
        json!({}),
        vec![("health", health())],
    );
    eprintln!("{}", show(&found));
    assert_eq!(found.rows.len(), 1, "{}", show(&found));
    assert_eq!(cell(&found, 0, "metric"), "late_shipment_rate");
    assert_eq!(cell(&found, 0, "start"), "2025-11-10");
    assert_eq!(cell(&found, 0, "end"), "2025-11-17");
    assert!((num(&found, 0, "usual") - 0.015).abs() < 0.005);
}

#[test]
fn seasonality_and_anomalies_of_daily_revenue() {
    let reg = registry();
    let s = sales("2024-01-01", "2025-12-09");
    let idx = call(
        &reg,
        "seasonal_indices",
        json!({"date_column": "date", "value_column": "revenue"}),
        vec![("series", s.clone())],
    );
    eprintln!("{}", show(&idx));
    let get = |p: &str| {
        let r = (0..idx.rows.len())
            .find(|r| cell(&idx, *r, "period") == p)
            .expect(p);
        num(&idx, r, "index")
    };
    // Weekends above every weekday; the planted +15% is diluted by the yearly season in a mean.
    for weekend in ["Sat", "Sun"] {
        for day in ["Mon", "Tue", "Wed", "Thu", "Fri"] {
            assert!(get(weekend) > get(day) * 1.05, "{weekend} vs {day}");
        }
    }
    assert!(get("Nov") > 1.2 && get("Dec") > 1.2);

    let a = call(
        &reg,
        "find_anomalies",
        json!({"date_column": "date", "value_column": "revenue"}),
        vec![("series", sales("2025-01-01", "2025-12-09"))],
    );
    eprintln!("{}", show(&a));
    // Adjacent anomalous days are one event: Black Friday and the Prime-Day-like sale fall in
    // a run each, and two runs that touch go in opposite directions.
    let day = |s: &str| chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d").expect(s);
    let runs: Vec<(chrono::NaiveDate, chrono::NaiveDate, String)> = (0..a.rows.len())
        .map(|r| {
            let c = |n: &str| cell(&a, r, n).as_str().unwrap_or_default().to_string();
            (day(&c("start")), day(&c("end")), c("direction"))
        })
        .collect();
    let in_run = |d: &str| runs.iter().any(|(s, e, _)| *s <= day(d) && day(d) <= *e);
    assert!(in_run("2025-11-28"), "{runs:?}");
    assert!(in_run("2025-07-08"), "{runs:?}");
    for w in runs.windows(2) {
        let gap = (w[1].0 - w[0].1).num_days();
        assert!(gap > 1 || (gap == 1 && w[0].2 != w[1].2), "{runs:?}");
    }

    let t = call(
        &reg,
        "trend",
        json!({"date_column": "date", "value_column": "revenue"}),
        vec![("series", s)],
    );
    eprintln!("{}", show(&t));
    assert_eq!(cell(&t, 0, "direction"), "up");
}

#[test]
fn quiet_periods_give_no_findings() {
    // March 2025 against February: nothing is planted there.
    let reg = registry();
    let (from, to) = ("2025-02-01", "2025-03-31");
    let stock = call(
        &reg,
        "detect_stockouts",
        json!({}),
        vec![
            ("current_sales", sales("2025-03-01", to)),
            ("current_traffic", traffic("2025-03-01", to)),
            ("current_inventory", inventory("2025-03-01", to)),
        ],
    );
    assert!(stock.rows.is_empty(), "{}", show(&stock));
    let price = call(
        &reg,
        "detect_price_changes",
        json!({}),
        vec![
            ("pricing", pricing(from, to)),
            ("sales", sales(from, to)),
            ("traffic", traffic(from, to)),
        ],
    );
    assert!(price.rows.is_empty(), "{}", show(&price));
    let ad = call(
        &reg,
        "detect_ad_changes",
        json!({}),
        vec![("ads", ads(from, to)), ("traffic", traffic(from, to))],
    );
    assert!(ad.rows.is_empty(), "{}", show(&ad));
}

#[test]
fn call_with_tables_validates_like_call() {
    let reg = registry();
    let t = sales("2025-10-01", "2025-10-02");
    let mut args = Map::new();
    // Not a column name (the metric is any column, so the schema checks its form).
    args.insert("metric".into(), json!("net profit"));
    let e = reg
        .call_with_tables(
            "change_summary",
            &args,
            BTreeMap::from([
                ("current".to_string(), t.clone()),
                ("comparison".to_string(), t.clone()),
            ]),
        )
        .unwrap_err();
    assert_eq!(e.code(), "invalid_arguments");
    assert!(e.to_string().contains("`metric`"), "{e}");
    // An unknown table argument is rejected by the schema too.
    let e = reg
        .call_with_tables(
            "change_summary",
            &Map::new(),
            BTreeMap::from([
                ("current".to_string(), t.clone()),
                ("comparison".to_string(), t.clone()),
                ("curent".to_string(), t.clone()),
            ]),
        )
        .unwrap_err();
    assert!(e.to_string().contains("curent"), "{e}");
    // The same call through JSON gives the same table.
    let direct = reg
        .call_with_tables(
            "change_summary",
            &Map::new(),
            BTreeMap::from([
                ("current".to_string(), t.clone()),
                ("comparison".to_string(), t.clone()),
            ]),
        )
        .unwrap();
    let via_json = reg
        .call(
            "change_summary",
            &json!({"current": serde_json::to_value(&t).unwrap(), "comparison": serde_json::to_value(&t).unwrap()}),
        )
        .unwrap();
    assert_eq!(direct, via_json);
}

/// One number from the demo store.
fn sql_num(sql: &str, params: &[&str]) -> f64 {
    let conn = open_read_only(common::store()).expect("open the demo store");
    conn.query_row(sql, rusqlite::params_from_iter(params.iter()), |r| {
        r.get::<_, f64>(0)
    })
    .expect("query")
}

/// The change tools take traffic's sessions as their metric: the November sessions change, its
/// per-product parts (summing to it) and where it sits, equal to SQL; and the conversion rate's
/// change (units / sessions) splits exactly into mix and rate.
#[test]
fn the_change_tools_explain_sessions_and_conversion_on_the_store() {
    let reg = registry();
    let (cur, prev) = (
        traffic("2025-11-01", "2025-11-30"),
        traffic("2025-10-01", "2025-10-31"),
    );
    let sessions = |from: &str, to: &str| {
        sql_num(
            "SELECT SUM(sessions) FROM traffic_daily WHERE seller_id = ?1 AND date BETWEEN ?2 AND ?3",
            &[SELLER, from, to],
        )
    };
    let (nov, oct) = (
        sessions("2025-11-01", "2025-11-30"),
        sessions("2025-10-01", "2025-10-31"),
    );
    let s = call(
        &reg,
        "change_summary",
        json!({"metric": "sessions"}),
        vec![("current", cur.clone()), ("comparison", prev.clone())],
    );
    assert_eq!(num(&s, 0, "current"), nov);
    assert_eq!(num(&s, 0, "comparison"), oct);
    assert_eq!(s.columns[1].unit, Some(Unit::Count));
    let c = call(
        &reg,
        "product_contributions",
        json!({"metric": "sessions"}),
        vec![
            ("current", cur.clone()),
            ("comparison", prev.clone()),
            ("products", products()),
        ],
    );
    let parts: f64 = (0..c.rows.len()).map(|i| num(&c, i, "change")).sum();
    assert!(
        (parts - (nov - oct)).abs() < 1e-6,
        "{parts} vs {}",
        nov - oct
    );
    let p1 = sql_num(
        "SELECT SUM(sessions) FROM traffic_daily WHERE seller_id = ?1 AND product_id = 'P0001' AND date BETWEEN ?2 AND ?3",
        &[SELLER, "2025-11-01", "2025-11-30"],
    );
    let i = (0..c.rows.len())
        .find(|&i| cell(&c, i, "product_id") == "P0001")
        .expect("P0001");
    assert_eq!(num(&c, i, "current"), p1);
    let a = call(
        &reg,
        "attribute_change",
        json!({"metric": "sessions"}),
        vec![("current", cur.clone()), ("comparison", prev.clone())],
    );
    let forecast: f64 = (0..a.rows.len()).map(|i| num(&a, i, "forecast")).sum();
    assert!((forecast - oct).abs() < 1e-6);
    // An unknown column is an error naming it, not a silent zero.
    let Value::Object(args) = json!({"metric": "profit"}) else {
        unreachable!()
    };
    let e = reg
        .call_with_tables(
            "change_summary",
            &args,
            [
                ("current".to_string(), cur.clone()),
                ("comparison".to_string(), prev.clone()),
            ]
            .into(),
        )
        .unwrap_err();
    assert!(e.to_string().contains("profit"), "{e}");

    let (sales_cur, sales_prev) = (
        sales("2025-08-01", "2025-08-31"),
        sales("2025-07-01", "2025-07-31"),
    );
    let r = call(
        &reg,
        "rate_change",
        json!({"numerator": "units", "denominator": "sessions", "metric": "conversion_rate"}),
        vec![
            ("current_numerator", sales_cur),
            ("comparison_numerator", sales_prev),
            ("current_denominator", traffic("2025-08-01", "2025-08-31")),
            (
                "comparison_denominator",
                traffic("2025-07-01", "2025-07-31"),
            ),
        ],
    );
    let conv = |from: &str, to: &str| {
        sql_num(
            "SELECT (SELECT SUM(units) FROM sales_daily WHERE seller_id = ?1 AND date BETWEEN ?2 AND ?3) * 1.0 / (SELECT SUM(sessions) FROM traffic_daily WHERE seller_id = ?1 AND date BETWEEN ?2 AND ?3)",
            &[SELLER, from, to],
        )
    };
    let (aug, jul) = (
        conv("2025-08-01", "2025-08-31"),
        conv("2025-07-01", "2025-07-31"),
    );
    assert!((num(&r, 0, "current") - aug).abs() < 1e-12);
    assert!((num(&r, 0, "comparison") - jul).abs() < 1e-12);
    let split = num(&r, 0, "mix_effect") + num(&r, 0, "rate_effect");
    assert!(
        (split - (aug - jul)).abs() < 1e-12,
        "{split} vs {}",
        aug - jul
    );
}
