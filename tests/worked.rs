//! The worked set (issue 4, item 7) and the holdout set: descriptive questions about S001
//! answered end to end and compared with independent SQL over the generated store.
//!
//! The questions and their SQL expectations are data (`tests/worked/cases.rs`, the set the
//! planner was tuned on; `tests/worked/holdout.rs`, questions nobody tuned on); this file is the
//! one runner: each question goes through the whole pipeline, `Engine::ask` as `insight ask`
//! runs it (embedding, OOD check, route, time resolution, catalog planner, executor,
//! presenter), and the answer's first table is compared.
//!
//! The manager is counted apart: a question refused as out of domain, or routed to the
//! (unbuilt) Insight Generator, is a manager failure (OOD or router), not a planner failure,
//! and is asked again with `Engine::ask_descriptive` (the same pipeline with the manager's
//! decisions ignored) to see whether the Data Presenter would have answered it. Each set prints `<set>: N/M` end to end,
//! the routing count, the Data Presenter's score (answered correctly end to end, or correctly
//! once past the manager), and every failure with its plan. The worked set must be answered
//! correctly end to end at 95% (issue 4's bar: what a seller gets); the holdout set, which
//! measures generalisation, must reach [`HOLDOUT_FLOOR`] by the Data Presenter's score.
//!
//! Needs the vendor model files: `make models` (or `INSIGHT_MODELS_VENDOR=/path/to/vendor`).

#[path = "worked/cases.rs"]
#[macro_use]
mod cases;
#[path = "worked/holdout.rs"]
mod holdout;

use chrono::NaiveDate;
use insight::answer::{Answer, AnswerStatus};
use insight::backend::Tenant;
use insight::config::{Paths, Settings};
use insight::engine::{AskRequest, Engine};
use insight::table::Table;
use rusqlite::Connection;
use serde_json::Value;

use cases::{Case, Expect};

mod common;
use common::{root, sql_rows, store};

/// How a question was answered.
#[derive(Debug)]
enum Answered {
    /// The answer's tables (the first is compared).
    Tables(Vec<Table>),
    NoData(String),
    OutOfScope(String),
    Clarify(String),
    /// Sent away by the manager: refused as out of domain, or routed to the Insight Generator
    /// (a manager failure for a descriptive question, not a planner failure).
    Routed(String),
    Failed(String),
}

/// The lowest share of holdout questions the Data Presenter must answer correctly (percent).
/// The first, untuned run scored 42/53 (79%) by the Data Presenter, 36/53 end to end (see
/// holdout.rs); the floor sits under the current score, so that a regression fails while one
/// new hard question does not.
const HOLDOUT_FLOOR: usize = 85;

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

    /// Asks through the whole pipeline, or with `descriptive` past the manager.
    fn ask(&self, question: &str, descriptive: bool) -> Result<Answer, String> {
        let req = AskRequest {
            question: question.to_string(),
            today: None,
            tenant: Tenant::new("S001"),
        };
        let asked = if descriptive {
            self.rt.block_on(self.engine.ask_descriptive(&req))
        } else {
            self.rt.block_on(self.engine.ask(&req))
        };
        asked.map_err(|e| e.to_string())
    }

    /// The one place that knows how questions are answered: the whole pipeline (manager checks,
    /// resolver, catalog planner, executor, presenter), as `insight ask` runs it; with
    /// `descriptive`, the manager's decisions are ignored.
    fn answer(&self, question: &str, descriptive: bool) -> Answered {
        self.answer_with_confidence(question, descriptive).0
    }

    /// The answer and the confidence of the planner's intent (when the planner read one).
    fn answer_with_confidence(&self, question: &str, descriptive: bool) -> (Answered, Option<f32>) {
        let a = match self.ask(question, descriptive) {
            Ok(a) => a,
            Err(e) => return (Answered::Failed(e), None),
        };
        let confidence = a.intent.as_ref().map(|i| i.confidence);
        let answered = match a.status {
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
            AnswerStatus::NotYetSupported | AnswerStatus::OutOfDomain => {
                Answered::Routed(format!("{:?}: {}", a.status, a.answer))
            }
            other => Answered::Failed(format!("{other:?}: {}", a.answer)),
        };
        (answered, confidence)
    }

    /// The plan, for failure reports.
    fn explain(&self, question: &str) -> String {
        match self.ask(question, true) {
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
        (Expect::NoSuchProduct, Answered::Clarify(m) | Answered::OutOfScope(m)) => {
            if m.contains("No product") || m.contains("no product") {
                Ok(())
            } else {
                Err(format!("did not say that no product matches: {m}"))
            }
        }
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
        (_, Answered::Routed(m)) => Err(format!("sent away by the manager: {m}")),
        (_, Answered::Failed(m)) => Err(format!("failed: {m}")),
    }
}

/// One set's results.
struct Score {
    total: usize,
    /// Answered correctly end to end.
    end_to_end: usize,
    /// Sent away by the manager (out of domain, or to the Insight Generator).
    routed: usize,
    /// Of those, answered correctly past the manager.
    routed_but_right: usize,
    failures: Vec<String>,
}

impl Score {
    /// Answered correctly by the Data Presenter (end to end, or past the manager).
    fn presenter(&self) -> usize {
        self.end_to_end + self.routed_but_right
    }
}

/// Runs one set and prints its score and every failure with its plan.
fn run_set(name: &str, cases: &[Case]) -> Score {
    let runner = Runner::new();
    let conn = Connection::open(store()).unwrap();
    let mut score = Score {
        total: cases.len(),
        end_to_end: 0,
        routed: 0,
        routed_but_right: 0,
        failures: Vec::new(),
    };
    // (the intent's confidence, whether the answer was right), for answers with a table: the
    // calibration of the planner's threshold (docs/answer_or_ask.md).
    let mut calibration: Vec<(f32, bool)> = Vec::new();
    for case in cases {
        let (answered, confidence) = runner.answer_with_confidence(case.question, false);
        let verdict = check(case, &answered, &conn);
        if let (Some(c), Answered::Tables(_)) = (confidence, &answered) {
            calibration.push((c, verdict.is_ok()));
        }
        let verdict = match verdict {
            Ok(()) => {
                score.end_to_end += 1;
                continue;
            }
            Err(why) if matches!(answered, Answered::Routed(_)) => {
                score.routed += 1;
                match check(case, &runner.answer(case.question, true), &conn) {
                    Ok(()) => {
                        score.routed_but_right += 1;
                        format!("manager only (right past it): {why}")
                    }
                    Err(past) => format!("manager, and past it: {past}"),
                }
            }
            Err(why) => why,
        };
        score.failures.push(format!(
            "  ✗ {:?} [{}]: {verdict}\n      {}",
            case.question,
            case.covers,
            runner.explain(case.question)
        ));
    }
    println!(
        "{name}: {}/{} answered correctly end to end; {} sent away by the manager (OOD or \
         Insight Generator route; {} of them right past it); Data Presenter: {}/{}",
        score.end_to_end,
        score.total,
        score.routed,
        score.routed_but_right,
        score.presenter(),
        score.total
    );
    for f in &score.failures {
        println!("{f}");
    }
    println!("{name}: intent confidence of answers with a table (threshold | right below it | wrong below it):");
    for t in [0.3f32, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9] {
        let right = calibration.iter().filter(|(c, ok)| *c < t && *ok).count();
        let wrong = calibration.iter().filter(|(c, ok)| *c < t && !*ok).count();
        println!("  {t:.1} | {right:>3} | {wrong:>3}");
    }
    score
}

#[test]
fn worked_set_is_answered_correctly() {
    let cases = cases::cases();
    assert!(
        cases.len() >= 60,
        "the worked set has {} questions",
        cases.len()
    );
    let s = run_set("worked set", &cases);
    // Issue 4's bar is end to end, as a seller gets it: manager included.
    assert!(
        s.end_to_end * 100 >= s.total * 95,
        "worked set: {}/{} answered correctly end to end (< 95%)",
        s.end_to_end,
        s.total
    );
}

#[test]
fn holdout_set_generalises() {
    let cases = holdout::cases();
    assert!(
        cases.len() >= 40,
        "the holdout set has {} questions",
        cases.len()
    );
    let s = run_set("holdout", &cases);
    assert!(
        s.presenter() * 100 >= s.total * HOLDOUT_FLOOR,
        "holdout: the Data Presenter answered {}/{} correctly (< {HOLDOUT_FLOOR}%)",
        s.presenter(),
        s.total
    );
}
