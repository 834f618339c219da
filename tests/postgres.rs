//! The store on PostgreSQL, against a real throwaway server (`tests/common/pg.rs`): every
//! catalog query prepares there, the worked set gets the same answers as on SQLite from the same
//! demo store, sellers stay isolated, an import without a table answers `data_unavailable`,
//! and a store read back from PostgreSQL is the one loaded into it. Without the PostgreSQL
//! binaries each test says it is skipped and passes.
//!
//! Needs the vendor model files for the engine (`make models`).

#[path = "worked/cases.rs"]
#[macro_use]
#[allow(dead_code)]
mod cases;
mod common;
#[path = "common/pg.rs"]
mod pg;

use std::sync::Arc;

use chrono::NaiveDate;
use insight::answer::Answer;
use insight::backend::{BackendError, Backends, StoreLocation, Tenant};
use insight::catalog::{Catalog, Diagnostics};
use insight::config::{Paths, Settings};
use insight::engine::{AskRequest, Engine};
use serde_json::{json, Value};

use common::{root, store};

fn catalog() -> Arc<Catalog> {
    Arc::new(Catalog::load(&root()).unwrap_or_else(|d| panic!("{d}")))
}

fn engine(url: Option<&str>) -> Engine {
    let mut settings = Settings::default();
    settings.clock.today = NaiveDate::from_ymd_opt(2025, 12, 10);
    settings.store.url = url.map(str::to_string);
    let paths = Paths {
        root: root(),
        db: store().to_path_buf(),
    };
    Engine::load(&paths, settings).unwrap_or_else(|e| panic!("{e}"))
}

fn pg_backends(url: &str) -> Backends {
    Backends::with_store(
        catalog(),
        &StoreLocation::Postgres(insight::backend::postgres::PgOptions {
            url: url.to_string(),
            pool_size: 4,
        }),
    )
    .expect("backends")
}

/// Numbers equal to 1e-9 relative (PostgreSQL computes `1.0 * x / y` in `numeric`, SQLite in
/// doubles: the last bit may differ), everything else exactly.
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            let (x, y) = (
                x.as_f64().unwrap_or(f64::NAN),
                y.as_f64().unwrap_or(f64::NAN),
            );
            x == y || (x - y).abs() <= 1e-9 * x.abs().max(y.abs())
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same(a, b))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same(v, w)))
        }
        _ => a == b,
    }
}

/// What a seller sees: status, text and tables (timings and ids left out).
fn seen(a: &Answer) -> Value {
    json!({
        "status": a.status,
        "answer": a.answer,
        "tables": a.tables,
    })
}

#[test]
fn the_catalog_and_the_worked_set_run_the_same_on_postgres() {
    let Some(cluster) = pg::Cluster::start() else {
        return;
    };
    let url = cluster.create_db("store");
    insight::data::postgres::load_from_sqlite(store(), &url).expect("load into postgres");

    // `insight validate`'s check: every store query prepares against the PG schema.
    let mut diags = Diagnostics::with_root(&root());
    insight::backend::postgres::check_catalog(&root(), &catalog(), &url, &mut diags);
    assert!(diags.is_empty(), "{diags}");

    let (lite, pg) = (engine(None), engine(Some(&url)));
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let (mut same_count, mut diffs) = (0, Vec::new());
    // Reported, never asserted (speed is `benches/postgres.rs`'s): one cold pass each.
    let mut ms: (Vec<f64>, Vec<f64>) = (Vec::new(), Vec::new());
    let all = cases::cases();
    for case in &all {
        let req = AskRequest {
            question: case.question.to_string(),
            today: None,
            tenant: Tenant::new("S001"),
        };
        let t = std::time::Instant::now();
        let a = rt.block_on(lite.ask(&req)).expect("sqlite answer");
        ms.0.push(t.elapsed().as_secs_f64() * 1e3);
        let t = std::time::Instant::now();
        let b = rt.block_on(pg.ask(&req)).expect("postgres answer");
        ms.1.push(t.elapsed().as_secs_f64() * 1e3);
        if same(&seen(&a), &seen(&b)) {
            same_count += 1;
        } else {
            diffs.push(format!(
                "{}\n  sqlite:   {}\n  postgres: {}",
                case.question,
                seen(&a),
                seen(&b)
            ));
        }
    }
    println!(
        "worked set on PostgreSQL: {same_count}/{} answers identical to SQLite's",
        all.len()
    );
    for (name, v) in [("sqlite", &mut ms.0), ("postgres", &mut ms.1)] {
        v.sort_by(f64::total_cmp);
        let pct = |p: f64| v[((v.len() - 1) as f64 * p).round() as usize];
        println!(
            "{name}: first pass over the worked set, p50 {:.1} ms, p90 {:.1} ms, max {:.1} ms",
            pct(0.5),
            pct(0.9),
            pct(1.0)
        );
    }
    assert!(diffs.is_empty(), "{}", diffs.join("\n"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sellers_are_isolated_and_a_partial_import_is_data_unavailable_on_postgres() {
    let Some(cluster) = pg::Cluster::start() else {
        return;
    };
    // Tenant isolation: the same call for two sellers returns only each one's products.
    let url = cluster.create_db("demo");
    let s = store().to_path_buf();
    let u = url.clone();
    tokio::task::spawn_blocking(move || insight::data::postgres::load_from_sqlite(&s, &u))
        .await
        .expect("join")
        .expect("load");
    let backends = pg_backends(&url);
    let c = catalog();
    let api = c.api("sales_by_product").expect("sales_by_product");
    let params = api
        .check_params(&json!({"start_date": "2025-11-01", "end_date": "2025-11-30", "limit": 1000}))
        .expect("params");
    let conn = insight::data::open_read_only(store()).expect("sqlite store");
    for seller in ["S001", "S002"] {
        let t = backends
            .call(api, &params, &Tenant::new(seller))
            .await
            .expect("answer");
        assert!(!t.rows.is_empty(), "{seller} has sales");
        for id in t.values("product_id").expect("product_id") {
            let owner: String = conn
                .query_row(
                    "SELECT seller_id FROM products WHERE product_id = ?1",
                    [id.as_str().expect("id")],
                    |r| r.get(0),
                )
                .expect("product exists");
            assert_eq!(owner, seller, "{id} returned to {seller}");
        }
    }

    // A store from one seller's transactions export: sales only.
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("partial.db");
    let mut diags = Diagnostics::with_root(&root());
    let formats: Vec<_> = insight::catalog::import::load_all(&root(), &mut diags)
        .into_iter()
        .map(|(_, f)| f)
        .collect();
    insight::data::import_files(
        &db,
        &[root().join("tests/fixtures/imports/transactions/online_retail.csv")],
        &formats,
        &insight::data::IntakeOptions::default(),
    )
    .expect("import");
    let partial = cluster.create_db("partial");
    let (d, u) = (db.clone(), partial.clone());
    tokio::task::spawn_blocking(move || insight::data::postgres::load_from_sqlite(&d, &u))
        .await
        .expect("join")
        .expect("load partial");
    let backends = pg_backends(&partial);
    let range = json!({"start_date": "2010-12-01", "end_date": "2011-01-31"});
    let sales = c.api("sales_summary").expect("sales_summary");
    let t = backends
        .call(
            sales,
            &sales.check_params(&range).expect("p"),
            &Tenant::new("S001"),
        )
        .await
        .expect("sales answer");
    let lite = Backends::new(c.clone(), &db)
        .call(
            sales,
            &sales.check_params(&range).expect("p"),
            &Tenant::new("S001"),
        )
        .await
        .expect("sqlite sales answer");
    assert!(!t.rows.is_empty());
    assert!(same(&json!(t.rows), &json!(lite.rows)), "{t:?} vs {lite:?}");
    for name in [
        "traffic_summary",
        "ads_summary",
        "pricing_history",
        "reviews_summary",
    ] {
        let api = c.api(name).expect(name);
        let p = api.check_params(&range).expect("params");
        match backends.call(api, &p, &Tenant::new("S001")).await {
            Err(BackendError::DataUnavailable(m)) => assert!(m.contains("holds no"), "{m}"),
            other => panic!("{name}: expected data_unavailable, got {other:?}"),
        }
    }

    // Read back from PostgreSQL, the store is the one loaded (same content hash).
    let back = tmp.path().join("back.db");
    let (u, b) = (partial.clone(), back.clone());
    tokio::task::spawn_blocking(move || insight::data::postgres::dump_to_sqlite(&u, &b))
        .await
        .expect("join")
        .expect("dump");
    let h = |p: &std::path::Path| {
        insight::data::content_hash(&insight::data::open_read_only(p).expect("open")).expect("hash")
    };
    assert_eq!(h(&db), h(&back));
}

fn formats() -> Vec<insight::catalog::import::ImportFormat> {
    let mut diags = Diagnostics::with_root(&root());
    let formats: Vec<_> = insight::catalog::import::load_all(&root(), &mut diags)
        .into_iter()
        .map(|(_, f)| f)
        .collect();
    assert!(diags.is_empty(), "{diags}");
    formats
}

fn fixture(rel: &str) -> std::path::PathBuf {
    root().join("tests/fixtures/imports").join(rel)
}

fn import_sqlite(db: &std::path::Path, file: &str, seller: Option<&str>) -> String {
    insight::data::import_files(
        db,
        &[fixture(file)],
        &formats(),
        &insight::data::IntakeOptions {
            seller: seller.map(str::to_string),
            ..Default::default()
        },
    )
    .unwrap_or_else(|e| panic!("{file}: {e}"))
    .seller_id
}

fn import_pg(url: &str, file: &str, seller: Option<&str>) -> Result<String, String> {
    let stage = tempfile::tempdir().expect("tmp");
    insight::data::postgres::import_files(
        url,
        &stage.path().join("stage.db"),
        &[fixture(file)],
        &formats(),
        &insight::data::IntakeOptions {
            seller: seller.map(str::to_string),
            ..Default::default()
        },
    )
    .map(|r| r.seller_id)
    .map_err(|e| e.to_string())
}

/// The content hash of a PostgreSQL store, read back into SQLite.
fn pg_hash(url: &str) -> String {
    let tmp = tempfile::tempdir().expect("tmp");
    let back = tmp.path().join("back.db");
    insight::data::postgres::dump_to_sqlite(url, &back).expect("dump");
    insight::data::content_hash(&insight::data::open_read_only(&back).expect("open")).expect("hash")
}

fn sqlite_hash(db: &std::path::Path) -> String {
    insight::data::content_hash(&insight::data::open_read_only(db).expect("open")).expect("hash")
}

/// An import into PostgreSQL stages only the shared tables and the importing seller's rows:
/// the store it leaves must be the one SQLite's import leaves, for a new seller and for more
/// data of an existing one, and a bad file must leave it as it was.
#[test]
fn an_import_into_postgres_gives_the_store_sqlites_import_gives() {
    let Some(cluster) = pg::Cluster::start() else {
        return;
    };
    // A small store (so reading it back is quick): one seller's business reports.
    let tmp = tempfile::tempdir().expect("tmp");
    let lite = tmp.path().join("lite.db");
    let first = import_sqlite(&lite, "business_report/BusinessReport-2025-11-03.csv", None);
    let url = cluster.create_db("imports");
    insight::data::postgres::load_from_sqlite(&lite, &url).expect("load");
    assert_eq!(pg_hash(&url), sqlite_hash(&lite));

    // A new seller (none named): no seller rows are staged.
    let a = import_sqlite(&lite, "transactions/online_retail.csv", None);
    let b = import_pg(&url, "transactions/online_retail.csv", None).expect("pg import");
    assert_eq!(a, b, "the same new seller id");
    assert_ne!(a, first);
    assert_eq!(
        pg_hash(&url),
        sqlite_hash(&lite),
        "after a new seller's import"
    );

    // More of an existing seller's data: its rows are staged, merged, written back.
    for file in [
        "business_report/BusinessReport-2025-11-04.csv",
        "sponsored_products/Sponsored_Products_Advertised_product_report.csv",
        // The same day again replaces it (the import's rule), it does not add to it.
        "business_report/BusinessReport-2025-11-03.csv",
    ] {
        import_sqlite(&lite, file, Some(&first));
        assert_eq!(
            import_pg(&url, file, Some(&first)).expect("pg import"),
            first
        );
        assert_eq!(pg_hash(&url), sqlite_hash(&lite), "after {file}");
    }
    let conn = insight::data::open_read_only(&lite).expect("open");
    for seller in [&first, &a] {
        assert_eq!(
            insight::data::postgres::coverage(&url, seller).expect("pg coverage"),
            insight::data::coverage(&conn, seller).expect("sqlite coverage"),
        );
    }

    // A malformed file: a clear error naming the file, and nothing changed.
    let before = pg_hash(&url);
    let e = import_pg(
        &url,
        "malformed/transactions/online_retail_bad.csv",
        Some(&first),
    )
    .expect_err("a malformed file is refused");
    assert!(e.contains("online_retail_bad.csv"), "{e}");
    assert_eq!(pg_hash(&url), before);
}

/// A seller who imported only sales beside the demo sellers, in one PostgreSQL store: its
/// coverage reads the same as on SQLite, and questions about traffic, ads, prices and reviews
/// are `data_unavailable` there too, while the demo seller still gets its traffic.
#[test]
fn an_imported_seller_beside_the_demo_sellers_is_data_unavailable_on_postgres() {
    let Some(cluster) = pg::Cluster::start() else {
        return;
    };
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("mixed.db");
    std::fs::copy(store(), &db).expect("copy the demo store");
    let seller = import_sqlite(&db, "transactions/online_retail.csv", None);
    let url = cluster.create_db("mixed");
    insight::data::postgres::load_from_sqlite(&db, &url).expect("load");

    let conn = insight::data::open_read_only(&db).expect("open");
    for s in [seller.as_str(), "S001", "S999"] {
        assert_eq!(
            insight::data::postgres::coverage(&url, s).expect("pg coverage"),
            insight::data::coverage(&conn, s).expect("sqlite coverage"),
            "{s}"
        );
    }
    let mine = insight::data::postgres::coverage(&url, &seller).expect("coverage");
    let tables: Vec<&str> = mine.tables.iter().map(|t| t.table.as_str()).collect();
    assert_eq!(tables, ["sales_daily"]);

    let e = engine(Some(&url));
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let ask = |seller: &str, q: &str| {
        rt.block_on(e.ask(&AskRequest {
            question: q.into(),
            today: None,
            tenant: Tenant::new(seller),
        }))
        .unwrap_or_else(|err| panic!("{q}: {err}"))
    };
    for q in [
        "How many sessions did I get in December 2010?",
        "What was my ad spend in December 2010?",
        "What is my average star rating?",
        "How did my buy box percentage change in December 2010?",
    ] {
        let a = ask(&seller, q);
        assert_eq!(
            a.status,
            insight::answer::AnswerStatus::DataUnavailable,
            "{q}: {}",
            a.answer
        );
        assert!(
            a.answer.contains("insight data import"),
            "{q}: {}",
            a.answer
        );
        assert!(a.tables.is_empty(), "{q}: no table of zeros");
    }
    let a = ask(&seller, "What was my revenue in December 2010?");
    assert_eq!(
        a.status,
        insight::answer::AnswerStatus::Answered,
        "{}",
        a.answer
    );
    // The Insight Generator says which checks it could not make.
    let a = ask(&seller, "Why did my sales drop in January 2011?");
    let unchecked = serde_json::to_string(&a.unchecked)
        .unwrap_or_default()
        .to_lowercase();
    for what in ["traffic", "ad", "price"] {
        assert!(unchecked.contains(what), "{what} unchecked: {unchecked}");
    }
    let a = ask("S001", "How many sessions did I get last month?");
    assert_eq!(
        a.status,
        insight::answer::AnswerStatus::Answered,
        "{}",
        a.answer
    );
}

/// The engine's own per-seller coverage on PostgreSQL: the imported seller's "last month" is
/// its own, and a `data_unavailable` answer says what it does hold.
#[test]
fn the_engine_reads_each_sellers_coverage_from_postgres() {
    let Some(cluster) = pg::Cluster::start() else {
        return;
    };
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("mixed.db");
    std::fs::copy(store(), &db).expect("copy the demo store");
    let seller = import_sqlite(&db, "transactions/online_retail.csv", None);
    let url = cluster.create_db("mixed");
    insight::data::postgres::load_from_sqlite(&db, &url).expect("load");
    // No clock: "today" is the day after the asking seller's own data.
    let mut settings = Settings::default();
    settings.store.url = Some(url.clone());
    let e = Engine::load(
        &Paths {
            root: root(),
            db: db.clone(),
        },
        settings,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let ask = |q: &str| {
        rt.block_on(e.ask(&AskRequest {
            question: q.into(),
            today: None,
            tenant: Tenant::new(&seller),
        }))
        .unwrap_or_else(|err| panic!("{q}: {err}"))
    };
    let a = ask("How many units did I sell last month?");
    let range = a
        .resolved_time
        .as_ref()
        .and_then(|t| t.slots.primary.as_ref())
        .map(|r| (r.start.to_string(), r.end.to_string()));
    assert_eq!(
        range,
        Some(("2010-12-01".to_string(), "2010-12-31".to_string())),
        "{}",
        a.answer
    );
    let a = ask("How many sessions did I get in December 2010?");
    assert!(
        a.answer.contains("What you imported holds sales"),
        "{}",
        a.answer
    );
    assert!(!a.answer.contains("no sales"), "{}", a.answer);
}

/// `insight serve` processes, killed when dropped (also when the test panics).
struct Servers(Vec<std::process::Child>);

impl Drop for Servers {
    fn drop(&mut self) {
        for c in &mut self.0 {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

async fn ask_over_http(base: &str, key: &str, body: Value) -> (u16, Value) {
    let resp = reqwest::Client::new()
        .post(format!("{base}/v1/ask"))
        .header("Authorization", format!("Bearer {key}"))
        .json(&body)
        .send()
        .await
        .expect("request");
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_sharing_postgres_continue_each_others_conversations() {
    let Some(cluster) = pg::Cluster::start() else {
        return;
    };
    let url = cluster.create_db("shared");
    let (s, u) = (store().to_path_buf(), url.clone());
    tokio::task::spawn_blocking(move || insight::data::postgres::load_from_sqlite(&s, &u))
        .await
        .expect("join")
        .expect("load");
    let mut servers = Servers(Vec::new());
    let mut bases = Vec::new();
    for _ in 0..2 {
        let port = free_port();
        let child = std::process::Command::new(env!("CARGO_BIN_EXE_insight"))
            .current_dir(root())
            // The store is PostgreSQL's; `--db` points nowhere, so nothing comes from SQLite.
            .args(["--db", "/nonexistent/insight.db"])
            .args(["serve", "--addr", &format!("127.0.0.1:{port}")])
            .env("INSIGHT_STORE_URL", &url)
            .env("INSIGHT_API_KEYS", "demo=S001,k2=S002")
            .env("INSIGHT_TODAY", "2025-12-10")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("insight serve starts");
        servers.0.push(child);
        bases.push(format!("http://127.0.0.1:{port}"));
    }
    for base in &bases {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(180);
        loop {
            if reqwest::get(format!("{base}/healthz"))
                .await
                .is_ok_and(|r| r.status().is_success())
            {
                break;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "{base} did not come up"
            );
            tokio::time::sleep(std::time::Duration::from_millis(250)).await;
        }
    }
    let (s, a1) = ask_over_http(
        &bases[0],
        "demo",
        json!({"question": "What were my total sales last week?"}),
    )
    .await;
    assert_eq!(s, 200, "{a1}");
    let sid = a1["session_id"].as_str().expect("session id").to_string();
    // The follow-up goes to the other replica.
    let (s, a2) = ask_over_http(
        &bases[1],
        "demo",
        json!({"question": "and the week before?", "session_id": sid}),
    )
    .await;
    assert_eq!(s, 200, "{a2}");
    assert_eq!(a2["session_id"], sid.as_str());
    assert_eq!(a2["interpreted"]["kind"], "time", "{a2}");
    assert_eq!(
        a2["resolved_time"]["primary"],
        json!({"start": "2025-11-24", "end": "2025-11-30"}),
        "{a2}"
    );
    assert_eq!(a2["status"], "answered", "{a2}");
    // Another key cannot continue it on either replica.
    for base in &bases {
        let (s, e) = ask_over_http(
            base,
            "k2",
            json!({"question": "and the week before?", "session_id": sid}),
        )
        .await;
        assert_eq!(
            (s, e["error"]["code"].as_str()),
            (404, Some("not_found")),
            "{e}"
        );
    }
}
