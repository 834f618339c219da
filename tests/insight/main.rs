//! The Insight Generator on the demo store: every planted event of DATA.md for S001 is found
//! from a plain question that does not name the cause, with the finding's kind, product and
//! numbers checked against independent SQL over the same store.

#[path = "../common/mod.rs"]
mod common;

use chrono::NaiveDate;
use common::{demo_engine, root, store};
use insight::answer::{Answer, AnswerStatus};
use insight::backend::Tenant;
use insight::config::{Paths, Settings};
use insight::engine::{AskRequest, Engine};
use insight::insight::Finding;
use insight::manager::Branch;
use rusqlite::Connection;

mod events;
mod metrics;
mod routing;

struct Ctx {
    engine: Engine,
    rt: tokio::runtime::Runtime,
    db: std::sync::Mutex<Connection>,
}

fn ctx() -> &'static Ctx {
    static CTX: std::sync::OnceLock<Ctx> = std::sync::OnceLock::new();
    CTX.get_or_init(|| {
        let (engine, rt) = demo_engine();
        let db = std::sync::Mutex::new(Connection::open(store()).unwrap());
        Ctx { engine, rt, db }
    })
}

fn sql_f64(q: &str) -> f64 {
    // rusqlite's Connection is Send but not Sync: the tests share it behind a lock.
    let db = ctx().db.lock().unwrap_or_else(|e| e.into_inner());
    db.query_row(q, [], |r| r.get::<_, f64>(0))
        .unwrap_or_else(|e| panic!("{q}: {e}"))
}

fn ask(seller: &str, question: &str) -> Answer {
    let c = ctx();
    c.rt.block_on(c.engine.ask(&AskRequest {
        question: question.into(),
        today: None,
        tenant: Tenant::new(seller),
    }))
    .unwrap_or_else(|e| panic!("{question}: {e}"))
}

fn finding<'a>(a: &'a Answer, kind: &str, product: Option<&str>) -> &'a Finding {
    a.findings
        .iter()
        .find(|f| {
            f.kind == kind && product.is_none_or(|p| f.products.iter().any(|x| x.id == p))
        })
        .unwrap_or_else(|| {
            panic!(
                "no {kind} finding for {product:?} in the answer to {:?} (status {:?}, domains {:?}):\n{}\nfindings: {:#?}\nunchecked: {:?}\nerrors: {:?}",
                a.question, a.status, a.domains, a.answer, a.findings, a.unchecked, a.errors
            )
        })
}

fn num(f: &Finding, name: &str) -> f64 {
    f.number(name)
        .unwrap_or_else(|| panic!("finding {} has no `{name}`: {:?}", f.kind, f.numbers))
}

fn close(got: f64, want: f64, rel: f64, what: &str) {
    let tol = rel * want.abs().max(1e-9);
    assert!(
        (got - want).abs() <= tol,
        "{what}: got {got}, want {want} (±{tol})"
    );
}

fn answered_by_insight(a: &Answer) {
    assert_eq!(
        a.status,
        AnswerStatus::Answered,
        "{}: {}\n{:?}",
        a.question,
        a.answer,
        a.errors
    );
    let b = a.branches.as_ref().expect("branches reported");
    assert_eq!(b.winner, Some(Branch::InsightGenerator), "{}", a.question);
    assert!(!a.domains.is_empty());
}

/// Asks `question` as S001 of a store imported with sales only (no traffic, inventory,
/// pricing, ads, reviews or account health), built from the demo store's CSV export.
fn ask_sales_only(question: &str) -> Answer {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("csv");
    insight::data::export_csv(store(), &csv).unwrap();
    for t in [
        "traffic_daily",
        "inventory_daily",
        "pricing_daily",
        "ads_daily",
        "reviews",
        "account_health_weekly",
    ] {
        std::fs::remove_file(csv.join(format!("{t}.csv"))).unwrap();
    }
    let db = dir.path().join("sales_only.db");
    insight::data::import_csv(&db, &csv).unwrap();
    let mut settings = Settings::default();
    settings.clock.today = NaiveDate::from_ymd_opt(2025, 12, 10);
    let engine = Engine::load(&Paths { root: root(), db }, settings).unwrap();
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(engine.ask(&AskRequest {
        question: question.into(),
        today: None,
        tenant: Tenant::new("S001"),
    }))
    .unwrap()
}
