//! Scripted conversations: multi-turn dialogues about S001 through the session layer and the
//! whole pipeline (`Conversations::prepare` → `Engine::ask` → `record`, as `POST /v1/ask`
//! runs them), every answered turn checked against independent SQL over the generated store.
//!
//! Follow-ups of every kind (another period, another measure, a breakdown, a filter, why, a
//! chart), clarification then answer, and a new question in the middle of a clarification.
//! Today is 2025-12-10: last week is 2025-12-01..07, last month November 2025.

use std::sync::Arc;

use chrono::NaiveDate;
use insight::answer::Answer;
use insight::backend::Tenant;
use insight::config::{Paths, Settings};
use insight::engine::Engine;
use insight::session::{Conversations, InMemoryStore, Owner};
use rusqlite::Connection;
use serde_json::Value;

mod common;
use common::{root, store};

enum Check {
    /// The first table's first row, `column`, equals the SQL's one value.
    Value(&'static str, String),
    /// Every row of the first table, by `product_id`, has `column` equal to the SQL's
    /// `(product_id, value)` row (and there is at least one row).
    PerProduct(&'static str, String),
    /// The first table's rows, by `period`, equal the SQL's `(date, value)` rows, in order.
    Series(&'static str, String),
    /// A clarification was asked.
    Clarify,
    /// A diagnostic answer from the Insight Generator about this period, with findings.
    Why(&'static str, &'static str),
    /// Only the reading of the message (no answer to check).
    Nothing,
}

struct Turn {
    say: &'static str,
    kind: &'static str,
    check: Check,
}

fn t(say: &'static str, kind: &'static str, check: Check) -> Turn {
    Turn { say, kind, check }
}

const S: &str = "seller_id = 'S001'";

fn sum(col: &str, table: &str, a: &str, b: &str, extra: &str) -> String {
    let expr = if col == "revenue" {
        "ROUND(SUM(revenue_cents) / 100.0, 2)".to_string()
    } else {
        format!("SUM({col})")
    };
    format!("SELECT {expr} FROM {table} WHERE {S} AND date BETWEEN '{a}' AND '{b}' {extra}")
}
fn rev(a: &str, b: &str) -> Check {
    Check::Value("revenue", sum("revenue", "sales_daily", a, b, ""))
}
fn units(a: &str, b: &str) -> Check {
    Check::Value("units", sum("units", "sales_daily", a, b, ""))
}
fn orders(a: &str, b: &str) -> Check {
    Check::Value("orders", sum("orders", "sales_daily", a, b, ""))
}
fn sessions(a: &str, b: &str) -> Check {
    Check::Value("sessions", sum("sessions", "traffic_daily", a, b, ""))
}
fn rev_of(p: &str, a: &str, b: &str) -> Check {
    Check::Value(
        "revenue",
        sum(
            "revenue",
            "sales_daily",
            a,
            b,
            &format!("AND product_id = '{p}'"),
        ),
    )
}
fn units_of(p: &str, a: &str, b: &str) -> Check {
    Check::Value(
        "units",
        sum(
            "units",
            "sales_daily",
            a,
            b,
            &format!("AND product_id = '{p}'"),
        ),
    )
}
fn by_product(col: &'static str, a: &str, b: &str) -> Check {
    let expr = if col == "revenue" {
        "ROUND(SUM(revenue_cents) / 100.0, 2)".to_string()
    } else {
        format!("SUM({col})")
    };
    Check::PerProduct(
        col,
        format!("SELECT product_id, {expr} FROM sales_daily WHERE {S} AND date BETWEEN '{a}' AND '{b}' GROUP BY product_id"),
    )
}
fn rev_by_day(a: &str, b: &str) -> Check {
    Check::Series(
        "revenue",
        format!("SELECT date, ROUND(SUM(revenue_cents) / 100.0, 2) FROM sales_daily WHERE {S} AND date BETWEEN '{a}' AND '{b}' GROUP BY date ORDER BY date"),
    )
}

const LW: (&str, &str) = ("2025-12-01", "2025-12-07");
const WB: (&str, &str) = ("2025-11-24", "2025-11-30");
const NOV: (&str, &str) = ("2025-11-01", "2025-11-30");
const OCT: (&str, &str) = ("2025-10-01", "2025-10-31");

fn dialogues() -> Vec<Vec<Turn>> {
    let sales_lw = "What were my total sales last week?";
    let knife = "How many units of the knife did I sell last month?";
    vec![
        vec![
            t(sales_lw, "new", rev(LW.0, LW.1)),
            t("and the week before?", "time", rev(WB.0, WB.1)),
            t(
                "and the week before?",
                "time",
                rev("2025-11-17", "2025-11-23"),
            ),
        ],
        vec![
            t(
                "How much revenue did I make in November 2025?",
                "new",
                rev(NOV.0, NOV.1),
            ),
            t("the month before", "time", rev(OCT.0, OCT.1)),
            t("same for units", "metric", units(OCT.0, OCT.1)),
        ],
        vec![
            t(sales_lw, "new", rev(LW.0, LW.1)),
            t("same for units", "metric", units(LW.0, LW.1)),
            t("and sessions?", "metric", sessions(LW.0, LW.1)),
        ],
        vec![
            t(sales_lw, "new", rev(LW.0, LW.1)),
            t(
                "break that down by product",
                "breakdown",
                by_product("revenue", LW.0, LW.1),
            ),
            t("only the skillet", "filter", rev_of("P0001", LW.0, LW.1)),
        ],
        vec![
            t(
                "How many units did I sell last month?",
                "new",
                units(NOV.0, NOV.1),
            ),
            t("by product", "breakdown", by_product("units", NOV.0, NOV.1)),
        ],
        vec![
            t(sales_lw, "new", rev(LW.0, LW.1)),
            t("show that as a chart", "chart", rev_by_day(LW.0, LW.1)),
        ],
        vec![
            t(
                "Top 5 products by revenue last month",
                "new",
                by_product("revenue", NOV.0, NOV.1),
            ),
            t(
                "show that as a chart",
                "chart",
                by_product("revenue", NOV.0, NOV.1),
            ),
        ],
        vec![
            t(knife, "new", Check::Clarify),
            t(
                "the 8-inch one",
                "clarified",
                units_of("P0002", NOV.0, NOV.1),
            ),
        ],
        vec![
            t(knife, "new", Check::Clarify),
            t(sales_lw, "new", rev(LW.0, LW.1)),
            t("and the week before?", "time", rev(WB.0, WB.1)),
        ],
        vec![
            t(knife, "new", Check::Clarify),
            t("P0027", "clarified", units_of("P0027", NOV.0, NOV.1)),
        ],
        vec![
            t(knife, "new", Check::Clarify),
            t("the santoku", "clarified", units_of("P0027", NOV.0, NOV.1)),
            t(
                "and the month before?",
                "time",
                units_of("P0027", OCT.0, OCT.1),
            ),
        ],
        vec![
            t(sales_lw, "new", rev(LW.0, LW.1)),
            t("why?", "why", Check::Why(LW.0, LW.1)),
        ],
        vec![
            t(
                "How much revenue did I make in November 2025?",
                "new",
                rev(NOV.0, NOV.1),
            ),
            t("why did it drop?", "why", Check::Why(NOV.0, NOV.1)),
        ],
        vec![
            t(sales_lw, "new", rev(LW.0, LW.1)),
            t("what about October?", "time", rev(OCT.0, OCT.1)),
        ],
        vec![
            t(
                "What were my total sales in October 2025?",
                "new",
                rev(OCT.0, OCT.1),
            ),
            t("a year earlier", "time", rev("2024-10-01", "2024-10-31")),
        ],
        vec![
            t(
                "How many orders did I get last week?",
                "new",
                orders(LW.0, LW.1),
            ),
            t("the week before", "time", orders(WB.0, WB.1)),
        ],
        vec![
            t(
                "What were my total sessions last week?",
                "new",
                sessions(LW.0, LW.1),
            ),
            t("and the week before?", "time", sessions(WB.0, WB.1)),
        ],
        vec![
            t(sales_lw, "new", rev(LW.0, LW.1)),
            t("only P0003", "filter", rev_of("P0003", LW.0, LW.1)),
            t("and the week before?", "time", rev_of("P0003", WB.0, WB.1)),
        ],
        vec![
            t(
                "Revenue by product last month",
                "new",
                by_product("revenue", NOV.0, NOV.1),
            ),
            t("only the skillet", "filter", rev_of("P0001", NOV.0, NOV.1)),
            t("the month before", "time", rev_of("P0001", OCT.0, OCT.1)),
        ],
        vec![
            t(sales_lw, "new", rev(LW.0, LW.1)),
            t("by day", "breakdown", rev_by_day(LW.0, LW.1)),
        ],
        vec![
            t(
                "How much revenue did I make in Q3 2025?",
                "new",
                rev("2025-07-01", "2025-09-30"),
            ),
            t(
                "the quarter before",
                "time",
                rev("2025-04-01", "2025-06-30"),
            ),
        ],
        vec![
            t(sales_lw, "new", rev(LW.0, LW.1)),
            t("the previous period", "time", rev(WB.0, WB.1)),
        ],
        vec![
            t(
                "What were my total sales yesterday?",
                "new",
                rev("2025-12-09", "2025-12-09"),
            ),
            t("the day before", "time", rev("2025-12-08", "2025-12-08")),
        ],
        vec![
            t(
                "How many units did I sell in September 2025?",
                "new",
                units("2025-09-01", "2025-09-30"),
            ),
            t(
                "break it down by product",
                "breakdown",
                by_product("units", "2025-09-01", "2025-09-30"),
            ),
        ],
        vec![
            t(knife, "new", Check::Clarify),
            t(sales_lw, "new", rev(LW.0, LW.1)),
            // The clarification was abandoned: "the 8-inch one" no longer picks a knife.
            t("the 8-inch one", "new", Check::Nothing),
        ],
        vec![
            t(sales_lw, "new", rev(LW.0, LW.1)),
            t("same for units", "metric", units(LW.0, LW.1)),
            t("and the week before?", "time", units(WB.0, WB.1)),
            t("why?", "why", Check::Why(WB.0, WB.1)),
        ],
        vec![
            t(
                "Top 5 products by units last month",
                "new",
                by_product("units", NOV.0, NOV.1),
            ),
            t(
                "what about October?",
                "time",
                by_product("units", OCT.0, OCT.1),
            ),
        ],
        vec![
            t(
                "Top 5 products by revenue last month",
                "new",
                by_product("revenue", NOV.0, NOV.1),
            ),
            t(
                "same for units",
                "metric",
                by_product("units", NOV.0, NOV.1),
            ),
        ],
        vec![
            t(sales_lw, "new", rev(LW.0, LW.1)),
            t("show that as a chart", "chart", rev_by_day(LW.0, LW.1)),
            t("and the week before?", "time", rev_by_day(WB.0, WB.1)),
        ],
        vec![
            t(
                "How many units of the skillet did I sell last week?",
                "new",
                units_of("P0001", LW.0, LW.1),
            ),
            t(
                "and the week before?",
                "time",
                units_of("P0001", WB.0, WB.1),
            ),
            t("same for revenue", "metric", rev_of("P0001", WB.0, WB.1)),
        ],
        vec![
            t(
                "What were my total sales in November 2025?",
                "new",
                rev(NOV.0, NOV.1),
            ),
            t(
                "by product",
                "breakdown",
                by_product("revenue", NOV.0, NOV.1),
            ),
            t("only the knife", "filter", Check::Clarify),
            t("P0002", "clarified", rev_of("P0002", NOV.0, NOV.1)),
        ],
        vec![
            t(
                "What were my total sales last week?",
                "new",
                rev(LW.0, LW.1),
            ),
            t("what about last month?", "time", rev(NOV.0, NOV.1)),
            t("only the skillet", "filter", rev_of("P0001", NOV.0, NOV.1)),
            t("same for units", "metric", units_of("P0001", NOV.0, NOV.1)),
        ],
        // Over the last answers: two periods of one measure side by side, the best day and the
        // worst whole week of the period last asked, then why, all of the product asked about.
        vec![
            t(
                "How many units of the skillet did I sell in November 2025?",
                "new",
                units_of("P0001", NOV.0, NOV.1),
            ),
            t("what about october", "time", units_of("P0001", OCT.0, OCT.1)),
            t(
                "compare the two",
                "compare",
                Check::Value(
                    "previous",
                    sum(
                        "units",
                        "sales_daily",
                        OCT.0,
                        OCT.1,
                        "AND product_id = 'P0001'",
                    ),
                ),
            ),
            t(
                "which day was best",
                "extremum",
                Check::Value(
                    "units",
                    format!(
                        "SELECT MAX(units) FROM sales_daily WHERE {S} AND product_id = 'P0001' \
                         AND date BETWEEN '{}' AND '{}'",
                        NOV.0, NOV.1
                    ),
                ),
            ),
            t(
                "and the worst week",
                "extremum",
                Check::Value(
                    "units",
                    format!(
                        "SELECT MIN(u) FROM (SELECT SUM(units) AS u FROM sales_daily \
                         WHERE {S} AND product_id = 'P0001' AND date BETWEEN '2025-11-03' AND '{}' \
                         GROUP BY date(date, '-' || ((CAST(strftime('%w', date) AS INTEGER) + 6) % 7) || ' days'))",
                        NOV.1
                    ),
                ),
            ),
            t("why?", "why", Check::Why(NOV.0, NOV.1)),
        ],
        // Two measures of one period are no pair of periods to compare: a new question.
        vec![
            t(sales_lw, "new", rev(LW.0, LW.1)),
            t("same for units", "metric", units(LW.0, LW.1)),
            t("compare the two", "new", Check::Nothing),
        ],
    ]
}

fn sql_rows(conn: &Connection, sql: &str) -> Vec<(Value, Value)> {
    let mut st = conn.prepare(sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    let n = st.column_count();
    st.query_map([], |r| {
        let v = |i: usize| -> Value {
            match r.get_ref(i).unwrap() {
                rusqlite::types::ValueRef::Null => Value::Null,
                rusqlite::types::ValueRef::Integer(x) => Value::from(x),
                rusqlite::types::ValueRef::Real(x) => Value::from(x),
                rusqlite::types::ValueRef::Text(t) => {
                    Value::from(String::from_utf8_lossy(t).to_string())
                }
                rusqlite::types::ValueRef::Blob(_) => Value::Null,
            }
        };
        Ok(if n == 1 {
            (v(0), Value::Null)
        } else {
            (v(0), v(1))
        })
    })
    .unwrap()
    .map(Result::unwrap)
    .collect()
}

fn num(v: &Value) -> Option<f64> {
    v.as_f64()
        .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
}

fn close(a: &Value, b: &Value) -> bool {
    match (num(a), num(b)) {
        (Some(x), Some(y)) => (x - y).abs() < 0.011,
        _ => a == b,
    }
}

fn column(a: &Answer, name: &str) -> Option<usize> {
    a.tables
        .first()?
        .columns
        .iter()
        .position(|c| c.name == name)
}

/// Checks one answer; the problem in words when it is wrong.
fn check(conn: &Connection, a: &Answer, c: &Check) -> Result<(), String> {
    let status = format!("{:?}", a.status);
    let answered = matches!(a.status, insight::answer::AnswerStatus::Answered);
    match c {
        Check::Nothing => Ok(()),
        Check::Clarify => match a.status {
            insight::answer::AnswerStatus::ClarificationNeeded => Ok(()),
            _ => Err(format!(
                "expected a clarification, got {status}: {}",
                a.answer
            )),
        },
        Check::Why(start, end) => {
            let route = a
                .route
                .as_ref()
                .map(|r| serde_json::to_value(r.route).unwrap())
                .unwrap_or(Value::Null);
            let primary = a.resolved_time.as_ref().and_then(|t| t.slots.primary);
            if route != "insight_generator" {
                return Err(format!("routed to {route}: {}", a.answer));
            }
            if primary.map(|p| (p.start.to_string(), p.end.to_string()))
                != Some((start.to_string(), end.to_string()))
            {
                return Err(format!("period {primary:?}, expected {start}..{end}"));
            }
            if a.findings.is_empty() {
                return Err(format!("no findings: {}", a.answer));
            }
            Ok(())
        }
        Check::Value(col, sql) => {
            if !answered {
                return Err(format!("{status}: {}", a.answer));
            }
            let want = &sql_rows(conn, sql)[0].0;
            let i = column(a, col).ok_or_else(|| {
                format!(
                    "no column {col} in {:?}",
                    a.tables.first().map(|t| &t.columns)
                )
            })?;
            let got = &a.tables[0].rows[0][i];
            if close(got, want) {
                Ok(())
            } else {
                Err(format!("{col}: got {got}, SQL says {want}"))
            }
        }
        Check::PerProduct(col, sql) => {
            if !answered {
                return Err(format!("{status}: {}", a.answer));
            }
            let want: std::collections::HashMap<String, Value> = sql_rows(conn, sql)
                .into_iter()
                .map(|(k, v)| (k.as_str().unwrap().to_string(), v))
                .collect();
            let i = column(a, col).ok_or_else(|| format!("no column {col}"))?;
            let p = column(a, "product_id").ok_or("no product_id column")?;
            let rows = &a.tables[0].rows;
            if rows.is_empty() {
                return Err("no rows".into());
            }
            for r in rows {
                let id = r[p].as_str().unwrap_or("");
                match want.get(id) {
                    Some(w) if close(&r[i], w) => {}
                    other => return Err(format!("{id} {col}: got {}, SQL says {other:?}", r[i])),
                }
            }
            Ok(())
        }
        Check::Series(col, sql) => {
            if !answered {
                return Err(format!("{status}: {}", a.answer));
            }
            let want = sql_rows(conn, sql);
            let i = column(a, col).ok_or_else(|| format!("no column {col}"))?;
            let p = column(a, "period").ok_or("no period column")?;
            let rows = &a.tables[0].rows;
            if rows.len() != want.len() {
                return Err(format!("{} rows, SQL has {}", rows.len(), want.len()));
            }
            for (r, (d, v)) in rows.iter().zip(&want) {
                if r[p] != *d || !close(&r[i], v) {
                    return Err(format!("{}: {} vs SQL {d}: {v}", r[p], r[i]));
                }
            }
            if a.chart.is_none() {
                return Err("no chart".into());
            }
            Ok(())
        }
    }
}

#[test]
fn scripted_conversations_match_sql() {
    let mut settings = Settings::default();
    settings.clock.today = NaiveDate::from_ymd_opt(2025, 12, 10);
    let paths = Paths {
        root: root(),
        db: store().to_path_buf(),
    };
    let engine = Arc::new(Engine::load(&paths, settings).unwrap_or_else(|e| panic!("{e}")));
    let conv = Conversations::new(engine, Arc::new(InMemoryStore::default()));
    let owner = Owner::new("demo", "S001");
    let tenant = Tenant::new("S001");
    let conn = Connection::open(store()).unwrap();
    let rt = tokio::runtime::Runtime::new().unwrap();

    let dialogues = dialogues();
    let (mut turns, mut followups, mut failures) = (0, 0, Vec::new());
    for (n, dialogue) in dialogues.iter().enumerate() {
        let mut session: Option<String> = None;
        for turn in dialogue {
            turns += 1;
            let prepared = conv
                .prepare(&owner, session.as_deref(), turn.say, None)
                .unwrap();
            session = Some(prepared.session.id.clone());
            let kind = prepared.interpretation.kind_name();
            if kind != "new" {
                followups += 1;
            }
            let question = prepared.question();
            let answer = rt.block_on(conv.answer(&prepared, &tenant)).unwrap();
            conv.record(prepared, &answer);
            let mut problems = Vec::new();
            if kind != turn.kind {
                problems.push(format!("read as {kind}, expected {}", turn.kind));
            }
            if let Err(e) = check(&conn, &answer, &turn.check) {
                problems.push(e);
            }
            if !problems.is_empty() {
                failures.push(format!(
                    "dialogue {} turn {:?} → {question:?}: {}",
                    n + 1,
                    turn.say,
                    problems.join("; ")
                ));
            }
        }
    }
    println!(
        "conversations: {} dialogues, {turns} turns ({followups} follow-ups), {} wrong",
        dialogues.len(),
        failures.len()
    );
    for f in &failures {
        println!("  {f}");
    }
    assert!(dialogues.len() >= 30);
    assert!(
        failures.is_empty(),
        "{} wrong turns:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
