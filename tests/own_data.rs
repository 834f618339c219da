//! A seller's own export, end to end: transactions in the public UCI Online Retail layout are
//! imported with the shipped `transactions` format as exported, then asked about in plain
//! questions. Sales questions must match independent SQL over the raw rows; questions about
//! data the export does not hold (traffic, ads, prices over time, reviews) must be answered
//! `data_unavailable`, saying what is missing and which import format would bring it. The same
//! holds for an imported seller sitting beside the generated demo sellers in one store.

mod common;

use std::path::{Path, PathBuf};

use chrono::NaiveDate;
use common::root;
use insight::answer::{Answer, AnswerStatus};
use insight::backend::Tenant;
use insight::catalog::Diagnostics;
use insight::config::{Paths, Settings};
use insight::data::{import_files, IntakeOptions};
use insight::engine::{AskRequest, Engine};
use rusqlite::Connection;

fn raw_file() -> PathBuf {
    root().join("tests/fixtures/imports/transactions/online_retail.csv")
}

fn import(db: &Path, seller: Option<&str>) -> String {
    let mut diags = Diagnostics::with_root(&root());
    let formats: Vec<_> = insight::catalog::import::load_all(&root(), &mut diags)
        .into_iter()
        .map(|(_, f)| f)
        .collect();
    assert!(diags.is_empty(), "{diags}");
    let report = import_files(
        db,
        &[raw_file()],
        &formats,
        &IntakeOptions {
            seller: seller.map(str::to_string),
            ..IntakeOptions::default()
        },
    )
    .unwrap_or_else(|e| panic!("{e}"));
    report.seller_id
}

/// The raw export in an in-memory table, with only the date parsed (month first, as the file
/// is): every expectation below is SQL over these rows with the documented rules of
/// `imports/transactions.yaml` (C invoices and negative quantities are refunds; postage, fees,
/// manual lines, discounts and gift vouchers are not products; a zero price is an adjustment).
fn raw() -> Connection {
    let conn = Connection::open_in_memory().expect("memory");
    conn.execute_batch(
        "CREATE TABLE raw(invoice TEXT, code TEXT, description TEXT, qty INTEGER, day TEXT, price REAL);
         CREATE VIEW lines AS SELECT * FROM raw
           WHERE upper(code) NOT IN ('POST','DOT','C2','M','BANK CHARGES','AMAZONFEE','D','CRUK','S','B','PADS')
             AND upper(code) NOT LIKE 'GIFT%' AND price <> 0;",
    )
    .expect("schema");
    let mut rd = csv::Reader::from_path(raw_file()).expect("csv");
    for rec in rd.records() {
        let rec = rec.expect("record");
        let day = NaiveDate::parse_from_str(rec[4].split(' ').next().expect("date"), "%m/%d/%Y")
            .expect("date");
        conn.execute(
            "INSERT INTO raw VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            rusqlite::params![
                &rec[0],
                &rec[1],
                &rec[2],
                rec[3].parse::<i64>().expect("qty"),
                day.to_string(),
                rec[5].parse::<f64>().expect("price"),
            ],
        )
        .expect("insert");
    }
    conn
}

fn sql_f64(c: &Connection, sql: &str) -> f64 {
    c.query_row(sql, [], |r| r.get::<_, f64>(0))
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

const SOLD: &str = "NOT (invoice LIKE 'C%' OR qty < 0)";

fn engine(db: &Path) -> Engine {
    // No clock configured: "today" is the day after the asking seller's own data.
    let paths = Paths {
        root: root(),
        db: db.to_path_buf(),
    };
    Engine::load(&paths, Settings::default()).unwrap_or_else(|e| panic!("{e}"))
}

fn ask(rt: &tokio::runtime::Runtime, e: &Engine, seller: &str, q: &str) -> Answer {
    rt.block_on(e.ask(&AskRequest {
        question: q.into(),
        today: None,
        tenant: Tenant::new(seller),
    }))
    .unwrap_or_else(|err| panic!("{q}: {err}"))
}

/// The first row's value of a column, in the answer's first table that has it.
fn value(a: &Answer, column: &str) -> Option<f64> {
    a.tables.iter().find_map(|t| {
        let i = t.columns.iter().position(|c| c.name == column)?;
        t.rows.first()?.get(i)?.as_f64()
    })
}

fn close(got: Option<f64>, want: f64) -> bool {
    got.is_some_and(|g| (g - want).abs() <= 0.006)
}

fn show(a: &Answer) -> String {
    format!(
        "{:?}: {} | tables: {}",
        a.status,
        a.answer,
        serde_json::to_string(&a.tables).unwrap_or_default()
    )
}

/// The sales questions a retailer asks of an order-lines export, each checked against SQL over
/// the raw rows, and the questions it cannot answer.
fn check_seller(rt: &tokio::runtime::Runtime, e: &Engine, seller: &str) {
    let c = raw();
    let dec = "day BETWEEN '2010-12-01' AND '2010-12-31'";
    let revenue = sql_f64(
        &c,
        &format!("SELECT round(sum(qty * price), 2) FROM lines WHERE {SOLD} AND {dec}"),
    );
    let units = sql_f64(
        &c,
        &format!("SELECT sum(qty) FROM lines WHERE {SOLD} AND {dec}"),
    );
    let orders = sql_f64(
        &c,
        &format!("SELECT count(DISTINCT invoice || day || upper(code)) FROM lines WHERE {SOLD} AND {dec}"),
    );
    let refunded = sql_f64(
        &c,
        &format!("SELECT sum(-qty) FROM lines WHERE NOT ({SOLD}) AND {dec}"),
    );
    let heart_units = sql_f64(
        &c,
        &format!("SELECT sum(qty) FROM lines WHERE {SOLD} AND {dec} AND upper(code) = '85123A'"),
    );
    let jan_revenue = sql_f64(
        &c,
        &format!(
            "SELECT round(sum(qty * price), 2) FROM lines WHERE {SOLD} AND day BETWEEN '2011-01-01' AND '2011-01-31'"
        ),
    );
    let top: String = c
        .query_row(
            &format!(
                "SELECT upper(code) FROM lines WHERE {SOLD} AND {dec}
                 GROUP BY upper(code) ORDER BY sum(qty * price) DESC LIMIT 1"
            ),
            [],
            |r| r.get(0),
        )
        .expect("top");

    let a = ask(rt, e, seller, "What was my revenue in December 2010?");
    assert_eq!(a.status, AnswerStatus::Answered, "{}", show(&a));
    assert!(
        close(value(&a, "revenue"), revenue),
        "revenue {revenue}: {}",
        show(&a)
    );

    let a = ask(rt, e, seller, "How many units did I sell last month?");
    assert_eq!(a.status, AnswerStatus::Answered, "{}", show(&a));
    assert!(
        close(value(&a, "units"), units),
        "units {units}: {}",
        show(&a)
    );
    // "Last month" is the seller's own last month: the day after its data is 2011-01-05.
    let range = a
        .resolved_time
        .as_ref()
        .and_then(|t| t.slots.primary.as_ref())
        .map(|r| (r.start.to_string(), r.end.to_string()));
    assert_eq!(
        range,
        Some(("2010-12-01".to_string(), "2010-12-31".to_string())),
        "{}",
        show(&a)
    );

    let a = ask(rt, e, seller, "How many orders did I get in December 2010?");
    assert!(
        close(value(&a, "orders"), orders),
        "orders {orders}: {}",
        show(&a)
    );

    let a = ask(
        rt,
        e,
        seller,
        "How many units were refunded in December 2010?",
    );
    assert!(
        close(value(&a, "units_refunded"), refunded),
        "refunds {refunded}: {}",
        show(&a)
    );

    let a = ask(rt, e, seller, "Revenue in January 2011");
    assert!(
        close(value(&a, "revenue"), jan_revenue),
        "jan {jan_revenue}: {}",
        show(&a)
    );

    let a = ask(
        rt,
        e,
        seller,
        "How many white hanging heart t-light holders did I sell in December 2010?",
    );
    assert!(
        close(value(&a, "units"), heart_units),
        "85123A {heart_units}: {}",
        show(&a)
    );

    let a = ask(rt, e, seller, "Top 3 products by revenue in December 2010");
    assert_eq!(a.status, AnswerStatus::Answered, "{}", show(&a));
    let first_title = a
        .tables
        .first()
        .and_then(|t| {
            let i = t.columns.iter().position(|c| c.name == "title")?;
            t.rows.first()?.get(i).cloned()
        })
        .and_then(|v| v.as_str().map(str::to_string));
    let top_title: String = c
        .query_row(
            &format!("SELECT description FROM lines WHERE upper(code) = '{top}' GROUP BY description ORDER BY count(*) DESC LIMIT 1"),
            [],
            |r| r.get(0),
        )
        .expect("title");
    // The importer trims the description's padding ("PAPER CHAIN KIT 50'S CHRISTMAS ").
    assert_eq!(
        first_title.as_deref(),
        Some(top_title.trim()),
        "{}",
        show(&a)
    );

    // What the export does not hold: said as such, with what to import.
    for (q, needs) in [
        (
            "How many sessions did I get in December 2010?",
            "business_report",
        ),
        (
            "What was my ad spend in December 2010?",
            "sponsored_products",
        ),
        ("What is my average star rating?", "reviews"),
        (
            "How did my buy box percentage change in December 2010?",
            "pricing_daily",
        ),
    ] {
        let a = ask(rt, e, seller, q);
        assert_eq!(a.status, AnswerStatus::DataUnavailable, "{q}: {}", show(&a));
        assert!(a.answer.contains(needs), "{q}: {}", a.answer);
        assert!(
            a.answer.contains("insight data import"),
            "{q}: {}",
            a.answer
        );
        assert!(a.tables.is_empty(), "{q}: no table of zeros: {}", show(&a));
    }
}

#[test]
fn an_imported_retailer_gets_its_sales_and_an_honest_data_unavailable() {
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("store.db");
    let seller = import(&db, None);
    let e = engine(&db);
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    check_seller(&rt, &e, &seller);
}

#[test]
fn an_imported_seller_beside_the_demo_sellers_is_answered_from_its_own_data() {
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("store.db");
    std::fs::copy(common::store(), &db).expect("copy the demo store");
    let seller = import(&db, None);
    assert_ne!(seller, "S001", "a new seller beside the demo's");
    let e = engine(&db);
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    check_seller(&rt, &e, &seller);
    // The demo seller in the same store still has traffic.
    let a = ask(&rt, &e, "S001", "How many sessions did I get last month?");
    assert_eq!(a.status, AnswerStatus::Answered, "{}", show(&a));
    assert!(
        value(&a, "sessions").is_some_and(|v| v > 0.0),
        "{}",
        show(&a)
    );
}

#[test]
fn a_diagnosis_on_sales_only_says_what_it_could_not_check() {
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("store.db");
    let seller = import(&db, None);
    let e = engine(&db);
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let a = ask(&rt, &e, &seller, "Why did my sales drop in January 2011?");
    assert!(
        matches!(a.status, AnswerStatus::Answered | AnswerStatus::Partial),
        "{}",
        show(&a)
    );
    let unchecked = serde_json::to_string(&a.unchecked).unwrap_or_default();
    for what in ["traffic", "ad", "price"] {
        assert!(
            unchecked.to_lowercase().contains(what),
            "{what} should be reported unchecked: {unchecked}"
        );
    }
}
