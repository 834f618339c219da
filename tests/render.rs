//! Every answer shape x every question API renders as sentences a seller can read: rows from
//! the demo store (S001, each API called with its first example's parameters), and the same
//! table cut to one row and to no rows. A broken template sentence ("You by metric", an unfilled
//! placeholder, "None", "NaN", doubled spaces, a sentence with no subject) fails the test with
//! the API, the shape, the case and the text.
//!
//! The presenter's guarantee is "never a broken sentence, whatever the planner hands it": a
//! shape the planner would not choose for an API (a time series of the product catalog) must
//! still read, so every pair is rendered, not only the likely ones.

use std::sync::Arc;

use chrono::NaiveDate;
use serde_json::{json, Map, Value};

use insight::augment::{self, DataSpan, Resolution};
use insight::backend::{Backends, Tenant};
use insight::catalog::{Api, Catalog};
use insight::plan::executor::{NamedTable, PlanOutcome, StepReport, StepStatus};
use insight::plan::Plan;
use insight::planner::{AnswerShape, PlannedQuery};
use insight::presenter::{PresentInput, Presenter, SHAPES};
use insight::table::{ColumnType, Table};

mod common;
use common::{root, store};

fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2025, 12, 10).unwrap()
}

fn span() -> DataSpan {
    DataSpan {
        start: NaiveDate::from_ymd_opt(2024, 1, 1).unwrap(),
        end: NaiveDate::from_ymd_opt(2025, 12, 9).unwrap(),
    }
}

/// What is wrong with an answer text, one entry per problem.
fn broken_sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for marker in ["{{", "}}", "{%", "%}", "{#"] {
        if text.contains(marker) {
            out.push(format!("unrendered template marker `{marker}`"));
        }
    }
    let words = regex::Regex::new(r"\b(None|NaN|nan|null|undefined|inf|Infinity)\b").unwrap();
    for m in words.find_iter(text) {
        out.push(format!("`{}` in the text", m.as_str()));
    }
    // A sentence whose subject is a value column's display name: "You by metric", "You was".
    let pronoun = regex::Regex::new(r"\bYou (by|was|were|went|compared|recorded)\b").unwrap();
    if let Some(m) = pronoun.find(text) {
        out.push(format!(
            "a column name used as the subject: `{}`",
            m.as_str()
        ));
    }
    let empty_subject = regex::Regex::new(
        r"(?m)^\s*(by|was|were|went|of|for|in|from|compared)\b|^\s*[:,]|^\s*\.[^.]|^-\s*:",
    )
    .unwrap();
    for m in empty_subject.find_iter(text) {
        out.push(format!(
            "a sentence with no subject: `{}`",
            m.as_str().trim()
        ));
    }
    let stray = regex::Regex::new(r"\s[.,;:](\s|$)|,,|\(\s*\)|\bby\s*[:.]").unwrap();
    for m in stray.find_iter(text) {
        out.push(format!("stray punctuation: `{}`", m.as_str().trim_end()));
    }
    // "2025-01-01..2025-12-09" is a range; any other ".." (not "...") is a doubled stop.
    let range = regex::Regex::new(r"\d\.\.\d").unwrap();
    if range
        .replace_all(&text.replace("...", ""), "")
        .contains("..")
    {
        out.push("a doubled full stop".into());
    }
    // Two prepositions in a row: a period phrase put where a noun was expected ("compared
    // with from 2024-01-01 to ...").
    let preps = regex::Regex::new(r"\b(with|than|vs) (from|in|on|during)\b").unwrap();
    for m in preps.find_iter(text) {
        out.push(format!(
            "a period phrase where a noun belongs: `{}`",
            m.as_str()
        ));
    }
    let one_plural = regex::Regex::new(
        r"(^|[^\d.,])1 (products|measures|items|periods|reviews|categories|brands)\b",
    )
    .unwrap();
    for m in one_plural.find_iter(text) {
        out.push(format!("a plural after 1: `{}`", m.as_str().trim()));
    }
    // A column's raw name in a sentence ("average_rating"): the reader gets display names.
    // Backticks quote identifiers on purpose (step ids in notes).
    let unquoted = regex::Regex::new(r"`[^`]*`").unwrap().replace_all(text, "");
    let snake = regex::Regex::new(r"\b[a-z]+_[a-z0-9_]+\b").unwrap();
    for m in snake.find_iter(&unquoted) {
        out.push(format!("a raw column name: `{}`", m.as_str()));
    }
    let your_you = regex::Regex::new(r"(?i)\byour (you|your|my|me)\b").unwrap();
    for m in your_you.find_iter(text) {
        out.push(format!("a doubled owner: `{}`", m.as_str()));
    }
    for line in text.lines() {
        // Indentation is layout; two spaces inside a line are a hole where a word was.
        if line.trim_start().contains("  ") {
            out.push(format!("doubled space in `{}`", line.trim()));
        }
    }
    if text.trim().is_empty() {
        out.push("no text".into());
    }
    out
}

#[test]
fn the_checker_finds_each_kind_of_broken_sentence() {
    for bad in [
        "You by metric this year: revenue led with 5.",
        "Your revenue was {{ value }}.",
        "Your revenue was None.",
        "Conversion rate was NaN.",
        "Your revenue  was $5.",
        "by product in October: - a: 1",
        "Revenue by : - a: 1",
        "Units sold was 5 .",
        "You from 2025-01-01 compared with from 2024-01-01 to 2024-12-09:",
        "1 measures in 2025:",
        "- average_rating: 4.3",
        "Your you in 2025 was 0.21.",
    ] {
        assert!(!broken_sentences(bad).is_empty(), "not caught: {bad}");
    }
    for good in [
        "Your revenue last week (2025-12-01 to 2025-12-07) was $12,345.67 from 321 orders.",
        "Revenue by week in November 2025 went from $1.00 (week of 2025-11-03) to $2.00.\n- a: 1",
        "Your top 3 products by units sold in October 2025:\n1. Skillet (P0001): 12",
        "... and 4 more in the table.",
        "Note: Data runs to 2025-12-09; showing 2025-01-01..2025-12-09.",
        "Revenue in 2025 was $10.00, up 5.0% from $9.52 in 2024.",
        "11 products in 2025:",
    ] {
        assert_eq!(broken_sentences(good), Vec::<String>::new(), "{good}");
    }
}

/// The first example's parameters, checked; the API's defaults when it has no example.
fn example_params(api: &Api) -> (String, Map<String, Value>) {
    let (question, params) = match api.descriptor.examples.first() {
        Some(e) => (e.question.clone(), e.params.clone()),
        None => (api.descriptor.name.replace('_', " "), Map::new()),
    };
    let checked = api
        .check_params(&Value::Object(params))
        .unwrap_or_else(|e| panic!("{}: {e}", api.descriptor.name));
    (question, checked)
}

/// The same parameters a year earlier (the comparison's second table).
fn year_earlier(params: &Map<String, Value>) -> Option<Map<String, Value>> {
    let mut out = params.clone();
    for k in ["start_date", "end_date"] {
        let d = params.get(k)?.as_str()?;
        let d = NaiveDate::parse_from_str(d, "%Y-%m-%d").ok()?;
        let back = d.checked_sub_months(chrono::Months::new(12))?;
        out.insert(k.into(), json!(back.to_string()));
    }
    Some(out)
}

/// The measures a planner could name for this table: none, and its first numeric column.
fn metric_choices(t: &Table) -> Vec<Vec<String>> {
    let mut out = vec![Vec::new()];
    if let Some(c) = t
        .columns
        .iter()
        .find(|c| matches!(c.ty, ColumnType::Integer | ColumnType::Number))
    {
        out.push(vec![c.name.clone()]);
    }
    out
}

fn ok_report(id: &str) -> StepReport {
    StepReport {
        id: id.into(),
        status: StepStatus::Ok,
        attempts: 1,
        elapsed_ms: 1.0,
        rows: None,
        error: None,
    }
}

fn cut(t: &Table, rows: usize) -> Table {
    Table {
        columns: t.columns.clone(),
        rows: t.rows.iter().take(rows).cloned().collect(),
    }
}

struct Rendered {
    label: String,
    text: String,
}

#[allow(clippy::too_many_arguments)]
fn render(
    presenter: &Presenter,
    api: &str,
    question: &str,
    time: &Resolution,
    shape: AnswerShape,
    metrics: &[String],
    tables: &[(&str, &Map<String, Value>, Table)],
) -> String {
    let steps: Vec<Value> = tables
        .iter()
        .map(|(id, params, _)| json!({"type": "api", "id": id, "api": api, "params": params}))
        .collect();
    let outputs: Vec<&str> = tables.iter().map(|(id, _, _)| *id).collect();
    let plan: Plan = serde_json::from_value(json!({"steps": steps, "outputs": outputs}))
        .unwrap_or_else(|e| panic!("{api}: {e}"));
    let planned = PlannedQuery {
        plan,
        shape,
        metrics: metrics.to_vec(),
        entities: Vec::new(),
        planner: "catalog".into(),
        llm_calls: 0,
        notes: Vec::new(),
        intent: None,
        span: None,
        condition: None,
    };
    let outcome = PlanOutcome {
        outputs: tables
            .iter()
            .map(|(id, _, t)| NamedTable {
                step: id.to_string(),
                table: t.clone(),
            })
            .collect(),
        steps: tables.iter().map(|(id, _, _)| ok_report(id)).collect(),
        error: None,
        results: tables
            .iter()
            .map(|(id, _, t)| (id.to_string(), t.clone()))
            .collect(),
    };
    presenter
        .present(&PresentInput {
            question,
            planned: &planned,
            outcome: &outcome,
            time,
        })
        .answer
}

#[test]
fn every_shape_with_every_api_reads_as_sentences() {
    let catalog = Arc::new(Catalog::load(&root()).unwrap_or_else(|d| panic!("{d}")));
    let presenter = Presenter::new(&catalog).unwrap_or_else(|e| panic!("{e}"));
    let backends = Backends::new(catalog.clone(), store());
    let tenant = Tenant::new("S001");
    let rt = tokio::runtime::Runtime::new().unwrap();
    let mut rendered: Vec<Rendered> = Vec::new();
    let mut apis = 0;
    for api in catalog.question_apis() {
        apis += 1;
        let name = &api.descriptor.name;
        let (question, params) = example_params(api);
        let call = |p: &Map<String, Value>| {
            rt.block_on(backends.call(api, p, &tenant))
                .unwrap_or_else(|e| panic!("{name} {p:?}: {e}"))
        };
        let full = call(&params);
        assert!(
            !full.is_empty(),
            "{name}: its first example returns no rows on the demo store; pick one that does"
        );
        let previous = year_earlier(&params);
        let previous_table = previous.as_ref().map(&call);
        let time = augment::resolve(&question, today(), span(), &catalog.calendar);
        for (case, rows) in [("demo rows", usize::MAX), ("one row", 1), ("no rows", 0)] {
            let table = cut(&full, rows);
            for shape in SHAPES {
                for metrics in metric_choices(&table) {
                    let mut tables = vec![("current", &params, table.clone())];
                    if shape == AnswerShape::Comparison {
                        if let (Some(p), Some(t)) = (&previous, &previous_table) {
                            tables.push(("previous", p, cut(t, rows)));
                        }
                    }
                    let text = render(&presenter, name, &question, &time, shape, &metrics, &tables);
                    rendered.push(Rendered {
                        label: format!(
                            "{name} x {} ({case}, metrics {metrics:?}) for \"{question}\"",
                            shape.as_str()
                        ),
                        text,
                    });
                }
            }
        }
    }
    assert!(apis >= 15, "only {apis} question APIs");
    // To read them all: INSIGHT_RENDER_DUMP=/tmp/render.txt cargo test --test render
    if let Ok(path) = std::env::var("INSIGHT_RENDER_DUMP") {
        let all: Vec<String> = rendered
            .iter()
            .map(|r| format!("== {}\n{}\n", r.label, r.text))
            .collect();
        std::fs::write(path, all.join("\n")).unwrap();
    }
    let failures: Vec<String> = rendered
        .iter()
        .filter_map(|r| {
            let problems = broken_sentences(&r.text);
            (!problems.is_empty()).then(|| {
                format!(
                    "{}: {}\n    {}",
                    r.label,
                    problems.join("; "),
                    r.text.replace('\n', "\n    ")
                )
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} answers have broken sentences:\n{}",
        failures.len(),
        rendered.len(),
        failures.join("\n")
    );
}
