//! The worked set (issue 4, item 7): descriptive questions about S001 answered end to end and
//! compared with independent SQL over the generated store. Prints `worked set: N/M answered
//! correctly` and every failure; fails under 95%.
//!
//! The questions and their SQL expectations are data (`tests/worked/cases.rs`); this file is the
//! runner: each question goes through the whole pipeline, `Engine::ask` as `insight ask` runs it
//! (embedding, OOD check, route, time resolution, catalog planner, executor, presenter), and
//! the answer's first table is compared.
//!
//! Needs the vendor model files: `make models` (or `INSIGHT_MODELS_VENDOR=/path/to/vendor`).

#[path = "worked/cases.rs"]
mod cases;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use chrono::NaiveDate;
use insight::answer::{Answer, AnswerStatus};
use insight::backend::Tenant;
use insight::config::{Paths, Settings};
use insight::engine::{AskRequest, Engine};
use insight::table::Table;
use rusqlite::Connection;
use serde_json::Value;

use cases::{Case, Expect};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One generated store per test binary.
fn store() -> &'static Path {
    static DB: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    &DB.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("insight.db");
        insight::data::generate(&db, 42).expect("generate");
        (dir, db)
    })
    .1
}

/// How a question was answered.
#[derive(Debug)]
enum Answered {
    /// The answer's tables (the first is compared).
    Tables(Vec<Table>),
    NoData(String),
    OutOfScope(String),
    Clarify(String),
    Failed(String),
}

struct Runner {
    engine: Engine,
    rt: tokio::runtime::Runtime,
}

const TODAY: (i32, u32, u32) = (2025, 12, 10);

impl Runner {
    fn new() -> Runner {
        let mut settings = Settings::default();
        settings.clock.today = NaiveDate::from_ymd_opt(TODAY.0, TODAY.1, TODAY.2);
        let paths = Paths {
            root: root(),
            db: store().to_path_buf(),
        };
        let engine = Engine::load(&paths, settings).unwrap_or_else(|e| panic!("{e}"));
        Runner {
            engine,
            rt: tokio::runtime::Runtime::new().unwrap(),
        }
    }

    fn ask(&self, question: &str) -> Result<Answer, String> {
        let req = AskRequest {
            question: question.to_string(),
            today: None,
            tenant: Tenant::new("S001"),
        };
        self.rt
            .block_on(self.engine.ask(&req))
            .map_err(|e| e.to_string())
    }

    /// The one place that knows how questions are answered: the whole pipeline (manager checks,
    /// resolver, catalog planner, executor, presenter), as `insight ask` runs it.
    fn answer(&self, question: &str) -> Answered {
        let a = match self.ask(question) {
            Ok(a) => a,
            Err(e) => return Answered::Failed(e),
        };
        match a.status {
            AnswerStatus::Answered => Answered::Tables(
                a.tables
                    .into_iter()
                    .map(|t| Table {
                        columns: t.columns,
                        rows: t.rows,
                    })
                    .collect(),
            ),
            AnswerStatus::NoData => Answered::NoData(a.answer),
            AnswerStatus::OutOfScope => Answered::OutOfScope(a.answer),
            AnswerStatus::ClarificationNeeded => Answered::Clarify(a.answer),
            other => Answered::Failed(format!("{other:?}: {}", a.answer)),
        }
    }

    /// The plan, for failure reports.
    fn explain(&self, question: &str) -> String {
        match self.ask(question) {
            Ok(a) => format!(
                "route {:?}, resolved {:?} → {}",
                a.route.map(|r| r.route),
                a.resolved_time.as_ref().and_then(|t| t.slots.primary),
                a.plan
                    .map(|p| serde_json::to_string(&p.steps).unwrap_or_default())
                    .unwrap_or_default()
            ),
            Err(e) => e,
        }
    }
}

fn sql_rows(c: &Connection, sql: &str) -> Vec<Vec<Value>> {
    let mut s = c.prepare(sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    let n = s.column_count();
    s.query_map([], |r| {
        (0..n)
            .map(|i| {
                Ok(match r.get_ref(i)? {
                    rusqlite::types::ValueRef::Null => Value::Null,
                    rusqlite::types::ValueRef::Integer(v) => Value::from(v),
                    rusqlite::types::ValueRef::Real(v) => Value::from(v),
                    rusqlite::types::ValueRef::Text(t) => {
                        Value::from(String::from_utf8_lossy(t).to_string())
                    }
                    rusqlite::types::ValueRef::Blob(_) => Value::Null,
                })
            })
            .collect()
    })
    .unwrap()
    .map(Result::unwrap)
    .collect()
}

/// Equal as data: numbers within a cent or 1e-6 relative; text and dates exactly.
fn same(got: &Value, want: &Value) -> bool {
    match (got.as_f64(), want.as_f64()) {
        (Some(a), Some(b)) => (a - b).abs() <= 0.006 || (a - b).abs() <= 1e-6 * b.abs(),
        _ => got == want,
    }
}

fn cell<'a>(t: &'a Table, row: usize, col: &str) -> Result<&'a Value, String> {
    let i = t.column_index(col).ok_or_else(|| {
        format!(
            "no column `{col}` in {:?}",
            t.columns.iter().map(|c| &c.name).collect::<Vec<_>>()
        )
    })?;
    t.rows
        .get(row)
        .and_then(|r| r.get(i))
        .ok_or_else(|| format!("no row {row}"))
}

fn check(case: &Case, answered: &Answered, c: &Connection) -> Result<(), String> {
    match (&case.expect, answered) {
        (Expect::NoData, Answered::NoData(_)) => Ok(()),
        (Expect::Rows { sql, columns }, Answered::Tables(tables)) => {
            let t = tables.first().ok_or("no table")?;
            let want = sql_rows(c, sql);
            if want.is_empty() {
                return Err("the expectation's SQL returned no rows".into());
            }
            if t.len() != want.len() {
                return Err(format!("{} rows, expected {}", t.len(), want.len()));
            }
            for (r, w) in want.iter().enumerate() {
                for (k, col) in columns.iter().enumerate() {
                    let got = cell(t, r, col)?;
                    if !same(got, &w[k]) {
                        return Err(format!("row {r} `{col}`: got {got}, expected {}", w[k]));
                    }
                }
            }
            Ok(())
        }
        (Expect::Row { sql, key, columns }, Answered::Tables(tables)) => {
            let t = tables.first().ok_or("no table")?;
            let want = sql_rows(c, sql);
            let w = want
                .first()
                .ok_or("the expectation's SQL returned no rows")?;
            let r = (0..t.len())
                .find(|&r| cell(t, r, key).is_ok_and(|v| v == &w[0]))
                .ok_or_else(|| format!("no row with {key} = {}", w[0]))?;
            for (k, col) in columns.iter().enumerate() {
                let got = cell(t, r, col)?;
                if !same(got, &w[k + 1]) {
                    return Err(format!("`{col}`: got {got}, expected {}", w[k + 1]));
                }
            }
            Ok(())
        }
        (_, Answered::Tables(t)) => Err(format!("answered with {} table(s)", t.len())),
        (_, Answered::NoData(m)) => Err(format!("answered no data: {m}")),
        (_, Answered::OutOfScope(m)) => Err(format!("answered out of scope: {m}")),
        (_, Answered::Clarify(m)) => Err(format!("asked to clarify: {m}")),
        (_, Answered::Failed(m)) => Err(format!("failed: {m}")),
    }
}

#[test]
fn worked_set_is_answered_correctly() {
    let runner = Runner::new();
    let conn = Connection::open(store()).unwrap();
    let cases = cases::cases();
    assert!(
        cases.len() >= 60,
        "the worked set has {} questions",
        cases.len()
    );
    let mut failures = Vec::new();
    for case in &cases {
        let answered = runner.answer(case.question);
        if let Err(why) = check(case, &answered, &conn) {
            failures.push(format!(
                "  ✗ {:?} [{}]: {why}\n      {}",
                case.question,
                case.covers,
                runner.explain(case.question)
            ));
        }
    }
    let ok = cases.len() - failures.len();
    println!("worked set: {ok}/{} answered correctly", cases.len());
    for f in &failures {
        println!("{f}");
    }
    assert!(
        ok * 100 >= cases.len() * 95,
        "worked set: {ok}/{} answered correctly (< 95%)",
        cases.len()
    );
}
