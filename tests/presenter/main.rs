//! The presenter: hand-built plan outcomes for every answer shape → the exact answer text,
//! tables (display names, units, raw values) and chart; plus no rows, rows of zeros, nulls,
//! failed steps, a missing measure column, a period outside the data, and templates that fail.

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::sync::OnceLock;

use chrono::NaiveDate;
use insight::augment::{
    ComparisonKind, Coverage, DateRange, ExpressionKind, ExpressionRole, Granularity, Resolution,
    ResolvedExpression, TimeSlots,
};
use insight::catalog::prompt::{PromptDef, PromptKind};
use insight::catalog::Catalog;
use insight::plan::executor::{
    ErrorCode, NamedTable, PlanOutcome, StepFailure, StepReport, StepStatus,
};
use insight::plan::Plan;
use insight::planner::{AnswerShape, PlannedQuery, ResolvedEntity};
use insight::presenter::{PresentError, PresentInput, Presentation, Presenter, SHAPES};
use insight::table::{Column, ColumnType, Table, Unit};
use serde_json::{json, Value};

mod empty;
mod shapes;
mod templates;

// ---------------------------------------------------------------------------------------------
// Builders

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn catalog() -> &'static Catalog {
    static C: OnceLock<Catalog> = OnceLock::new();
    C.get_or_init(|| Catalog::load(&root()).unwrap_or_else(|d| panic!("{d}")))
}

fn presenter() -> &'static Presenter {
    static P: OnceLock<Presenter> = OnceLock::new();
    P.get_or_init(|| Presenter::new(catalog()).unwrap_or_else(|e| panic!("{e}")))
}

fn col(name: &str, ty: ColumnType, unit: Option<Unit>, display: Option<&str>) -> Column {
    Column {
        name: name.into(),
        ty,
        unit,
        display_name: display.map(str::to_string),
    }
}

fn table(columns: Vec<Column>, rows: Vec<Value>) -> Table {
    Table {
        columns,
        rows: rows
            .into_iter()
            .map(|r| r.as_array().cloned().unwrap_or_default())
            .collect(),
    }
}

fn d(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
}

fn range(a: &str, b: &str) -> DateRange {
    DateRange::new(d(a), d(b)).unwrap()
}

/// A column as the sales APIs declare it.
fn sales_col(name: &str) -> Column {
    let (ty, unit, display) = match name {
        "period" => (ColumnType::Date, None, "Period"),
        "product_id" => (ColumnType::String, None, "Product"),
        "title" => (ColumnType::String, None, "Title"),
        "orders" => (ColumnType::Integer, Some(Unit::Count), "Orders"),
        "units" => (ColumnType::Integer, Some(Unit::Count), "Units sold"),
        _ => (ColumnType::Number, Some(Unit::Usd), "Revenue"),
    };
    col(name, ty, unit, Some(display))
}

fn sales_cols(names: &[&str]) -> Vec<Column> {
    names.iter().map(|n| sales_col(n)).collect()
}

/// The sales_summary columns.
fn sales_summary_columns() -> Vec<Column> {
    sales_cols(&["period", "orders", "units", "revenue"])
}

fn plan(v: Value) -> Plan {
    serde_json::from_value(v).unwrap()
}

fn api_step(id: &str, api: &str, start: &str, end: &str) -> Value {
    json!({"type": "api", "id": id, "api": api, "params": {"start_date": start, "end_date": end}})
}

fn planned(shape: AnswerShape, metrics: &[&str], plan: Plan) -> PlannedQuery {
    PlannedQuery {
        plan,
        shape,
        metrics: metrics.iter().map(|s| s.to_string()).collect(),
        entities: Vec::new(),
        planner: "catalog".into(),
        llm_calls: 0,
        notes: Vec::new(),
        intent: None,
        span: None,
        condition: None,
    }
}

fn report(id: &str, status: StepStatus, error: Option<StepFailure>) -> StepReport {
    StepReport {
        id: id.into(),
        status,
        attempts: 1,
        elapsed_ms: 1.0,
        rows: None,
        error,
    }
}

/// Every step succeeded; `outputs` are the plan's outputs.
fn outcome(outputs: Vec<(&str, Table)>) -> PlanOutcome {
    PlanOutcome {
        steps: outputs
            .iter()
            .map(|(s, _)| report(s, StepStatus::Ok, None))
            .collect(),
        results: outputs
            .iter()
            .map(|(s, t)| (s.to_string(), t.clone()))
            .collect(),
        outputs: outputs
            .into_iter()
            .map(|(s, t)| NamedTable {
                step: s.into(),
                table: t,
            })
            .collect(),
        error: None,
    }
}

fn resolution(primary: Option<DateRange>, phrase: Option<&str>) -> Resolution {
    let expressions = match (phrase, primary) {
        (Some(p), Some(r)) => vec![ResolvedExpression {
            text: p.into(),
            start: 0,
            end: p.len(),
            role: ExpressionRole::Primary,
            kind: ExpressionKind::Week,
            range: Some(r),
        }],
        _ => Vec::new(),
    };
    Resolution {
        rewritten: String::new(),
        slots: TimeSlots {
            primary,
            comparison: None,
            comparison_kind: None,
            granularity: None,
            expressions,
        },
        coverage: Coverage::Full,
        comparison_coverage: None,
        notes: Vec::new(),
        ask: None,
    }
}

fn present(
    question: &str,
    planned: &PlannedQuery,
    outcome: &PlanOutcome,
    time: &Resolution,
) -> Presentation {
    presenter().present(&PresentInput {
        question,
        planned,
        outcome,
        time,
    })
}

// ---------------------------------------------------------------------------------------------
// One fixture per shape (also used to check the templates' sample inputs).

struct Case {
    question: &'static str,
    planned: PlannedQuery,
    outcome: PlanOutcome,
    time: Resolution,
}

impl Case {
    fn present(&self) -> Presentation {
        present(self.question, &self.planned, &self.outcome, &self.time)
    }
    fn input(&self) -> PresentInput<'_> {
        PresentInput {
            question: self.question,
            planned: &self.planned,
            outcome: &self.outcome,
            time: &self.time,
        }
    }
}

/// A plan of one API call whose table is the answer.
struct OneCall {
    question: &'static str,
    shape: AnswerShape,
    metric: &'static str,
    api: &'static str,
    period: (&'static str, &'static str),
    phrase: Option<&'static str>,
    extra_params: Value,
    table: Table,
}

fn one_call(c: OneCall) -> Case {
    let mut step = api_step("result", c.api, c.period.0, c.period.1);
    if let (Some(params), Some(extra)) =
        (step["params"].as_object_mut(), c.extra_params.as_object())
    {
        params.extend(extra.clone());
    }
    Case {
        question: c.question,
        planned: planned(
            c.shape,
            &[c.metric],
            plan(json!({"steps": [step], "outputs": ["result"]})),
        ),
        outcome: outcome(vec![("result", c.table)]),
        time: resolution(Some(range(c.period.0, c.period.1)), c.phrase),
    }
}

fn last_week_sales(rows: Vec<Value>) -> Case {
    one_call(OneCall {
        question: "What were my sales last week?",
        shape: AnswerShape::SingleValue,
        metric: "revenue",
        api: "sales_summary",
        period: ("2025-12-01", "2025-12-07"),
        phrase: Some("last week"),
        extra_params: json!({}),
        table: table(sales_summary_columns(), rows),
    })
}

fn single_value_case() -> Case {
    last_week_sales(vec![json!(["2025-12-01", 321, 400, 12345.67])])
}

fn growth_columns() -> Vec<Column> {
    vec![
        col(
            "current",
            ColumnType::Number,
            Some(Unit::Usd),
            Some("Revenue"),
        ),
        col(
            "previous",
            ColumnType::Number,
            Some(Unit::Usd),
            Some("Revenue (previous)"),
        ),
        col(
            "change",
            ColumnType::Number,
            Some(Unit::Usd),
            Some("Revenue change"),
        ),
        col(
            "change_pct",
            ColumnType::Number,
            Some(Unit::Percent),
            Some("Revenue change (%)"),
        ),
    ]
}

fn comparison_plan() -> Plan {
    plan(json!({
        "steps": [
            api_step("current", "sales_summary", "2025-11-01", "2025-11-30"),
            api_step("previous", "sales_summary", "2024-11-01", "2024-11-30"),
            {"type": "tool", "id": "growth", "tool": "growth",
             "args": {"current": {"$ref": "current"}, "previous": {"$ref": "previous"}, "column": "revenue"}}
        ],
        "outputs": ["growth"]
    }))
}

fn comparison_time() -> Resolution {
    let mut time = resolution(
        Some(range("2025-11-01", "2025-11-30")),
        Some("November 2025"),
    );
    time.slots.comparison = Some(range("2024-11-01", "2024-11-30"));
    time.slots.comparison_kind = Some(ComparisonKind::YearOverYear);
    time
}

fn comparison_case() -> Case {
    Case {
        question: "Revenue in November 2025 vs last year",
        planned: planned(AnswerShape::Comparison, &["revenue"], comparison_plan()),
        outcome: outcome(vec![(
            "growth",
            table(
                growth_columns(),
                vec![json!([87654.32, 100000.0, -12345.68, -0.1234568])],
            ),
        )]),
        time: comparison_time(),
    }
}

fn ranking_case() -> Case {
    one_call(OneCall {
        question: "Top 3 products by units last month",
        shape: AnswerShape::Ranking,
        metric: "units",
        api: "sales_by_product",
        period: ("2025-11-01", "2025-11-30"),
        phrase: Some("last month"),
        extra_params: json!({"sort_by": "units", "limit": 3}),
        table: table(
            sales_cols(&["product_id", "title", "orders", "units", "revenue"]),
            vec![
                json!(["P0001", "Cast-iron skillet 10in", 1100, 1234, 49358.66]),
                json!(["P0007", "Bamboo cutting board", 800, 950, 18990.5]),
                json!(["P0003", "Chef's knife 8in", 610, 640, 31993.6]),
            ],
        ),
    })
}

fn time_series_case() -> Case {
    let mut c = one_call(OneCall {
        question: "Revenue by week from 2025-11-03 to 2025-11-30",
        shape: AnswerShape::TimeSeries,
        metric: "revenue",
        api: "sales_summary",
        period: ("2025-11-03", "2025-11-30"),
        phrase: None,
        extra_params: json!({"granularity": "week"}),
        table: table(
            sales_summary_columns(),
            vec![
                json!(["2025-11-03", 80, 100, 2500.0]),
                json!(["2025-11-10", 95, 120, 3100.25]),
                json!(["2025-11-17", 60, 70, 1800.0]),
                json!(["2025-11-24", 130, 160, 5200.75]),
            ],
        ),
    });
    c.time.slots.granularity = Some(Granularity::Week);
    c
}

fn breakdown_case() -> Case {
    let share = col(
        "revenue_share",
        ColumnType::Number,
        Some(Unit::Percent),
        None,
    );
    one_call(OneCall {
        question: "Revenue by category in November 2025",
        shape: AnswerShape::Breakdown,
        metric: "revenue",
        api: "sales_by_product",
        period: ("2025-11-01", "2025-11-30"),
        phrase: Some("November 2025"),
        extra_params: json!({}),
        table: table(
            vec![
                col("category", ColumnType::String, None, None),
                sales_col("revenue"),
                share,
            ],
            vec![
                json!(["Toys", 1500.0, 0.25]),
                json!(["Home & Kitchen", 4200.0, 0.7]),
                json!(["Books", 300.0, 0.05]),
            ],
        ),
    })
}

fn list_case() -> Case {
    let text = |n: &str, d: &str| col(n, ColumnType::String, None, Some(d));
    one_call(OneCall {
        question: "Show my 1-star reviews last week",
        shape: AnswerShape::List,
        metric: "rating",
        api: "reviews_list",
        period: ("2025-12-01", "2025-12-07"),
        phrase: Some("last week"),
        extra_params: json!({}),
        table: table(
            vec![
                col("date", ColumnType::Date, None, Some("Date")),
                text("product_id", "Product"),
                text("product_title", "Product title"),
                col(
                    "rating",
                    ColumnType::Integer,
                    Some(Unit::Rating),
                    Some("Rating"),
                ),
                text("title", "Review"),
            ],
            vec![
                json!([
                    "2025-12-02",
                    "P0001",
                    "Cast-iron skillet 10in",
                    1,
                    "Rusted after a week"
                ]),
                json!(["2025-12-05", "P0003", "Chef's knife 8in", 1, null]),
            ],
        ),
    })
}

fn case_of(shape: AnswerShape) -> Case {
    match shape {
        AnswerShape::SingleValue => single_value_case(),
        AnswerShape::Comparison => comparison_case(),
        AnswerShape::Ranking => ranking_case(),
        AnswerShape::TimeSeries => time_series_case(),
        AnswerShape::Breakdown => breakdown_case(),
        AnswerShape::List => list_case(),
    }
}

fn chart_mark(p: &Presentation) -> Option<String> {
    p.chart
        .as_ref()
        .map(|c| c["mark"]["type"].as_str().unwrap_or("?").to_string())
}
