//! Shared by the test binaries that need the demo store.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The catalog root: the repository itself.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One generated demo store (seed 42) per test binary (generation takes seconds), in
/// `<target>/tmp/stores/<pid>/`. A static is never dropped, so a temp dir held here was never
/// removed (175 MB per binary, ~2.4 GB per `make test`, until the disk filled): instead each
/// binary removes the stores of processes that no longer run.
pub fn store() -> &'static Path {
    static DB: OnceLock<PathBuf> = OnceLock::new();
    DB.get_or_init(|| {
        let stores = Path::new(env!("CARGO_TARGET_TMPDIR")).join("stores");
        remove_stale(&stores);
        let dir = stores.join(std::process::id().to_string());
        // A directory left by an earlier process with our pid is stale too.
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("store dir");
        let db = dir.join("insight.db");
        insight::data::generate(&db, 42).expect("generate the demo store");
        db
    })
}

/// Removes `<stores>/<pid>` folders whose process is gone (on Linux by `/proc`; elsewhere those
/// older than a day).
fn remove_stale(stores: &Path) {
    let Ok(entries) = std::fs::read_dir(stores) else {
        return;
    };
    let linux = Path::new("/proc/self").exists();
    for e in entries.flatten() {
        let Some(pid) = e.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else {
            continue;
        };
        let gone = if linux {
            !Path::new(&format!("/proc/{pid}")).exists()
        } else {
            e.metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age.as_secs() > 86_400)
        };
        if gone {
            let _ = std::fs::remove_dir_all(e.path());
        }
    }
}

/// An engine over the demo store with "today" the day after its data (2025-12-10), and a
/// runtime to ask it on.
#[allow(dead_code)]
pub fn demo_engine() -> (insight::engine::Engine, tokio::runtime::Runtime) {
    let mut settings = insight::config::Settings::default();
    settings.clock.today = chrono::NaiveDate::from_ymd_opt(2025, 12, 10);
    let paths = insight::config::Paths {
        root: root(),
        db: store().to_path_buf(),
    };
    (
        insight::engine::Engine::load(&paths, settings).unwrap_or_else(|e| panic!("{e}")),
        tokio::runtime::Runtime::new().unwrap(),
    )
}

/// `q` asked as `seller`; an engine error fails the test with the question.
#[allow(dead_code)]
pub fn ask_as(
    e: &insight::engine::Engine,
    rt: &tokio::runtime::Runtime,
    seller: &str,
    q: &str,
) -> insight::answer::Answer {
    rt.block_on(e.ask(&insight::engine::AskRequest {
        question: q.into(),
        today: None,
        tenant: insight::backend::Tenant::new(seller),
    }))
    .unwrap_or_else(|err| panic!("{seller} {q}: {err}"))
}

/// The first table's cells of `column`, in row order (panics naming the answer when there is
/// no table or no such column).
#[allow(dead_code)]
pub fn cells<'a>(a: &'a insight::answer::Answer, column: &str) -> Vec<&'a serde_json::Value> {
    let t = a
        .tables
        .first()
        .unwrap_or_else(|| panic!("no table: {}", a.answer));
    let at = t
        .columns
        .iter()
        .position(|c| c.name == column)
        .unwrap_or_else(|| panic!("no {column} column: {}", a.answer));
    t.rows.iter().map(|r| &r[at]).collect()
}

/// The first table's cells of `column`, keyed by product id (numbers; NaN where not one).
#[allow(dead_code)]
pub fn by_product(a: &insight::answer::Answer, column: &str) -> Vec<(String, f64)> {
    cells(a, "product_id")
        .into_iter()
        .zip(cells(a, column))
        .map(|(id, v)| {
            (
                id.as_str().unwrap_or_default().to_string(),
                v.as_f64().unwrap_or(f64::NAN),
            )
        })
        .collect()
}

/// `$115,251.18`, as the answer writes dollars.
#[allow(dead_code)]
pub fn usd(v: f64) -> String {
    let cents = (v * 100.0).round() as i64;
    let (whole, frac) = (cents.abs() / 100, cents.abs() % 100);
    let digits = whole.to_string();
    let mut grouped = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    format!("${grouped}.{frac:02}")
}

/// `(product, value)` rows of SQL over the demo store, in its order.
#[allow(dead_code)]
pub fn pairs(db: &rusqlite::Connection, sql: &str) -> Vec<(String, f64)> {
    let mut st = db.prepare(sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    let rows = st
        .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, f64>(1)?)))
        .unwrap_or_else(|e| panic!("{sql}: {e}"));
    rows.map(Result::unwrap).collect()
}

/// Fails the test, naming the question and the answer, unless `a` was answered.
#[allow(dead_code)]
#[track_caller]
pub fn answered(a: &insight::answer::Answer, q: &str) {
    assert_eq!(
        a.status,
        insight::answer::AnswerStatus::Answered,
        "{q}: {}",
        a.answer
    );
}

/// Fails the test unless `a` was asked back, with no figures.
#[allow(dead_code)]
#[track_caller]
pub fn asked_back(a: &insight::answer::Answer, q: &str) {
    assert_eq!(
        a.status,
        insight::answer::AnswerStatus::ClarificationNeeded,
        "{q}: {}",
        a.answer
    );
    assert!(a.tables.is_empty(), "{q}: {}", a.answer);
}

/// Fails the test unless `a` was refused (out of domain or out of scope), with no figures.
#[allow(dead_code)]
#[track_caller]
pub fn refused(a: &insight::answer::Answer, q: &str) {
    assert!(
        matches!(
            a.status,
            insight::answer::AnswerStatus::OutOfDomain | insight::answer::AnswerStatus::OutOfScope
        ),
        "{q}: {:?} {}",
        a.status,
        a.answer
    );
    assert!(a.tables.is_empty(), "{q}: {}", a.answer);
}

/// Fails the test unless `a` was answered or asked back.
#[allow(dead_code)]
#[track_caller]
pub fn answered_or_asked(a: &insight::answer::Answer, q: &str) {
    assert!(
        matches!(
            a.status,
            insight::answer::AnswerStatus::Answered
                | insight::answer::AnswerStatus::ClarificationNeeded
        ),
        "{q}: {:?} {}",
        a.status,
        a.answer
    );
}

/// One number of SQL over the demo store (panics naming the query).
#[allow(dead_code)]
pub fn sql_f64(q: &str) -> f64 {
    let db = rusqlite::Connection::open(store()).unwrap();
    db.query_row(q, [], |r| r.get(0))
        .unwrap_or_else(|e| panic!("{q}: {e}"))
}

/// A seller's total of `column` in a daily table over `from..=to`, by SQL: the independent
/// figure the cause tests compare answers with.
#[allow(dead_code)]
pub fn seller_sum(seller: &str, table: &str, column: &str, from: &str, to: &str) -> f64 {
    sql_f64(&format!(
        "SELECT COALESCE(SUM({column}), 0) FROM {table} WHERE seller_id='{seller}' \
         AND date BETWEEN '{from}' AND '{to}'"
    ))
}

/// `12,345`, as the answers write counts.
#[allow(dead_code)]
pub fn count(v: i64) -> String {
    let digits = v.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Every number of `column` in every table of the answer.
#[allow(dead_code)]
pub fn values(a: &insight::answer::Answer, column: &str) -> Vec<f64> {
    a.tables
        .iter()
        .flat_map(|t| {
            let at = t.columns.iter().position(|c| c.name == column);
            t.rows
                .iter()
                .filter_map(move |r| at.and_then(|i| r[i].as_f64()))
        })
        .collect()
}

/// `want` is among the answer's figures of `column`.
#[allow(dead_code)]
#[track_caller]
pub fn holds(a: &insight::answer::Answer, column: &str, want: f64) {
    let got = values(a, column);
    assert!(
        got.iter().any(|v| (v - want).abs() < 1e-6),
        "{column} = {want} not in {got:?}: {}",
        a.answer
    );
}

/// The answer holds `product`'s units on hand now (the latest day of data, 2025-12-09) and its
/// `column` of `table` summed over `from..=to`: a level and a flow, each with its own period.
#[allow(dead_code)]
#[track_caller]
pub fn holds_stock_now_and(
    a: &insight::answer::Answer,
    seller: &str,
    product: &str,
    (table, column): (&str, &str),
    (from, to): (&str, &str),
) {
    let on_hand = sql_f64(&format!(
        "SELECT on_hand FROM inventory_daily WHERE seller_id='{seller}' \
         AND product_id='{product}' AND date='2025-12-09'"
    ));
    let flow = sql_f64(&format!(
        "SELECT SUM({column}) FROM {table} WHERE seller_id='{seller}' \
         AND product_id='{product}' AND date BETWEEN '{from}' AND '{to}'"
    ));
    holds(a, "on_hand", on_hand);
    holds(a, column, flow);
}

/// Every row of `sql` as JSON values (NULL and blobs as null), for comparing with an answer's
/// tables; the query is named in any panic.
#[allow(dead_code)]
pub fn sql_rows(c: &rusqlite::Connection, sql: &str) -> Vec<Vec<serde_json::Value>> {
    let mut s = c.prepare(sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    let n = s.column_count();
    s.query_map([], |r| {
        (0..n)
            .map(|i| {
                Ok(match r.get_ref(i)? {
                    rusqlite::types::ValueRef::Null => serde_json::Value::Null,
                    rusqlite::types::ValueRef::Integer(v) => serde_json::Value::from(v),
                    rusqlite::types::ValueRef::Real(v) => serde_json::Value::from(v),
                    rusqlite::types::ValueRef::Text(t) => {
                        serde_json::Value::from(String::from_utf8_lossy(t).to_string())
                    }
                    rusqlite::types::ValueRef::Blob(_) => serde_json::Value::Null,
                })
            })
            .collect()
    })
    .unwrap_or_else(|e| panic!("{sql}: {e}"))
    .map(|r| r.unwrap_or_else(|e| panic!("{sql}: {e}")))
    .collect()
}

/// The questions of a Rust case file (`case!("question", ...)`): the worked and held-out sets
/// read as plain questions (the gate fit and the screening curve).
#[allow(dead_code)]
pub fn case_questions(path: &str) -> Vec<String> {
    let text = std::fs::read_to_string(root().join(path)).unwrap();
    let re = regex::Regex::new(r#"case!\(\s*"((?:[^"\\]|\\.)*)""#).unwrap();
    re.captures_iter(&text)
        .map(|c| c[1].replace("\\\"", "\"").replace("\\'", "'"))
        .collect()
}
