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

// ---------------------------------------------------------------------------------------------
// The shapes

#[test]
fn single_value_reads_like_an_analyst() {
    let p = single_value_case().present();
    assert_eq!(
        p.answer,
        "Your revenue last week (2025-12-01 to 2025-12-07) was $12,345.67 from 321 orders."
    );
    assert_eq!(p.chart, None);
    let t = &p.tables[0];
    assert_eq!(t.title, "Revenue, 2025-12-01 to 2025-12-07");
    let labels: Vec<(&str, Option<Unit>)> = t.columns.iter().map(|c| (c.label(), c.unit)).collect();
    assert_eq!(
        labels,
        vec![
            ("Period", None),
            ("Orders", Some(Unit::Count)),
            ("Units sold", Some(Unit::Count)),
            ("Revenue", Some(Unit::Usd))
        ]
    );
    // Raw values stay raw: formatting is the client's job.
    assert_eq!(t.rows[0][3], json!(12345.67));
}

#[test]
fn single_value_lists_the_other_measures_asked_for() {
    let mut c = single_value_case();
    c.planned.metrics = vec!["revenue".into(), "units".into(), "orders".into()];
    let p = c.present();
    assert_eq!(
        p.answer,
        "Your revenue last week (2025-12-01 to 2025-12-07) was $12,345.67 from 321 orders. \
         Units sold: 400."
    );
}

#[test]
fn comparison_says_up_or_down_with_both_values() {
    let p = comparison_case().present();
    assert_eq!(
        p.answer,
        "Revenue in November 2025 was $87,654.32, down 12.3% (-$12,345.68) from $100,000.00 in \
         November 2024."
    );
    assert_eq!(chart_mark(&p).as_deref(), Some("bar"));
    let chart = p.chart.unwrap();
    assert_eq!(
        chart["data"]["values"],
        json!([
            {"label": "November 2025", "series": "November 2025", "value": 87654.32},
            {"label": "November 2025", "series": "November 2024", "value": 100000.0}
        ])
    );
    assert_eq!(chart["encoding"]["y"]["axis"]["format"], "$,.2f");
    assert_eq!(p.tables[0].title, "Revenue, November 2025 vs November 2024");
}

#[test]
fn comparison_of_bare_numbers_takes_the_measure_name_from_the_catalog() {
    let mut c = comparison_case();
    let bare = table(
        vec![
            col("current", ColumnType::Integer, None, None),
            col("previous", ColumnType::Integer, None, None),
            col("change", ColumnType::Integer, None, None),
            col("change_pct", ColumnType::Number, Some(Unit::Percent), None),
        ],
        vec![json!([45, 60, -15, -0.25])],
    );
    c.planned.metrics = vec!["units".into()];
    c.outcome = outcome(vec![("growth", bare)]);
    let p = c.present();
    assert_eq!(
        p.answer,
        "Units sold in November 2025 were 45, down 25.0% (-15) from 60 in November 2024."
    );
    let labels: Vec<&str> = p.tables[0].columns.iter().map(|c| c.label()).collect();
    assert_eq!(
        labels,
        vec![
            "Units sold",
            "Units sold (previous)",
            "Units sold change",
            "Units sold change (%)"
        ]
    );
    assert_eq!(p.tables[0].columns[0].unit, Some(Unit::Count));
}

#[test]
fn comparison_from_zero_has_no_percentage() {
    let mut c = comparison_case();
    c.outcome = outcome(vec![(
        "growth",
        table(growth_columns(), vec![json!([120.5, 0.0, 120.5, null])]),
    )]);
    let p = c.present();
    assert_eq!(
        p.answer,
        "Revenue in November 2025 was $120.50, up $120.50 from $0.00 in November 2024."
    );
}

#[test]
fn comparison_row_by_row_from_year_over_year() {
    let mut c = comparison_case();
    c.question = "Monthly revenue of 2025 vs 2024";
    c.time.slots.primary = Some(range("2025-01-01", "2025-03-31"));
    c.time.slots.comparison = Some(range("2024-01-01", "2024-03-31"));
    c.time.slots.expressions.clear();
    c.time.slots.granularity = Some(Granularity::Month);
    c.outcome = outcome(vec![(
        "comparison",
        table(
            vec![
                col("period", ColumnType::Date, None, Some("Period")),
                col(
                    "revenue",
                    ColumnType::Number,
                    Some(Unit::Usd),
                    Some("Revenue"),
                ),
                col(
                    "revenue_previous_year",
                    ColumnType::Number,
                    Some(Unit::Usd),
                    Some("Revenue (previous year)"),
                ),
                col("change", ColumnType::Number, Some(Unit::Usd), None),
                col("change_pct", ColumnType::Number, Some(Unit::Percent), None),
            ],
            vec![
                json!(["2025-01-01", 1200.0, 1000.0, 200.0, 0.2]),
                json!(["2025-02-01", 900.0, 1000.0, -100.0, -0.1]),
                json!(["2025-03-01", 500.0, null, null, null]),
            ],
        ),
    )]);
    let p = c.present();
    assert_eq!(
        p.answer,
        "Revenue in Q1 2025 compared with Q1 2024:\n\
         - January 2025: $1,200.00 vs $1,000.00 (+20.0%)\n\
         - February 2025: $900.00 vs $1,000.00 (-10.0%)\n\
         - March 2025: $500.00 vs not available"
    );
    let chart = p.chart.unwrap();
    assert_eq!(chart["mark"]["type"], "bar");
    assert_eq!(chart["encoding"]["xOffset"]["field"], "series");
    assert_eq!(chart["data"]["values"].as_array().unwrap().len(), 6);
    assert_eq!(
        chart["data"]["values"][1],
        json!({"label": "January 2025", "series": "Revenue (previous year)", "value": 1000.0})
    );
    let labels: Vec<&str> = p.tables[0].columns.iter().map(|c| c.label()).collect();
    assert_eq!(
        labels,
        vec![
            "Period",
            "Revenue",
            "Revenue (previous year)",
            "Revenue change",
            "Revenue change (%)"
        ]
    );
}

#[test]
fn comparison_of_two_period_tables_derives_the_change() {
    let mut c = comparison_case();
    c.planned.plan = plan(json!({
        "steps": [
            api_step("current", "sales_summary", "2025-11-01", "2025-11-30"),
            api_step("previous", "sales_summary", "2024-11-01", "2024-11-30")
        ],
        "outputs": ["current", "previous"]
    }));
    c.outcome = outcome(vec![
        (
            "current",
            table(
                sales_summary_columns(),
                vec![json!(["2025-11-01", 10, 20, 1100.0])],
            ),
        ),
        (
            "previous",
            table(
                sales_summary_columns(),
                vec![json!(["2024-11-01", 8, 16, 1000.0])],
            ),
        ),
    ]);
    let p = c.present();
    assert_eq!(
        p.answer,
        "Revenue in November 2025 was $1,100.00, up 10.0% (+$100.00) from $1,000.00 in \
         November 2024."
    );
    assert_eq!(p.tables.len(), 2);
    // A table after the first is titled by its data and days, not by its step id.
    assert_eq!(p.tables[1].title, "Sales summary, 2024-11-01 to 2024-11-30");
}

#[test]
fn ranking_lists_the_top_products_with_bars() {
    let p = ranking_case().present();
    assert_eq!(
        p.answer,
        "Your top 3 products by units sold last month (November 2025):\n\
         1. Cast-iron skillet 10in (P0001): 1,234\n\
         2. Bamboo cutting board (P0007): 950\n\
         3. Chef's knife 8in (P0003): 640"
    );
    let chart = p.chart.unwrap();
    assert_eq!(
        chart["$schema"],
        "https://vega.github.io/schema/vega-lite/v5.json"
    );
    assert_eq!(chart["mark"]["type"], "bar");
    assert_eq!(chart["encoding"]["y"]["field"], "label");
    assert_eq!(chart["encoding"]["y"]["sort"]["field"], "rank");
    assert_eq!(chart["encoding"]["x"]["title"], "Units sold");
    assert_eq!(chart["encoding"]["x"]["axis"]["format"], ",");
    assert_eq!(chart["data"]["values"][0]["units"], 1234);
    assert_eq!(
        p.tables[0].title,
        "Top 3 products by units sold, November 2025"
    );
}

#[test]
fn bottom_ranking_says_bottom() {
    let mut c = ranking_case();
    if let insight::plan::Step::Api(a) = &mut c.planned.plan.steps[0] {
        a.params.insert("order".into(), json!("asc"));
    }
    let p = c.present();
    assert!(
        p.answer
            .starts_with("Your bottom 3 products by units sold last month (November 2025):"),
        "{}",
        p.answer
    );
}

#[test]
fn time_series_is_a_line_over_time() {
    let p = time_series_case().present();
    assert_eq!(
        p.answer,
        "Revenue by week from 2025-11-03 to 2025-11-30 went from $2,500.00 (week of 2025-11-03) \
         to $5,200.75 (week of 2025-11-24). The highest was $5,200.75 (week of 2025-11-24), the \
         lowest $1,800.00 (week of 2025-11-17).\n\
         - week of 2025-11-03: $2,500.00\n\
         - week of 2025-11-10: $3,100.25\n\
         - week of 2025-11-17: $1,800.00\n\
         - week of 2025-11-24: $5,200.75"
    );
    let chart = p.chart.unwrap();
    assert_eq!(chart["mark"]["type"], "line");
    assert_eq!(chart["encoding"]["x"]["type"], "temporal");
    assert_eq!(chart["encoding"]["x"]["field"], "period");
    assert_eq!(chart["encoding"]["x"]["title"], "Period");
    assert_eq!(chart["encoding"]["y"]["title"], "Revenue");
    assert_eq!(chart["encoding"]["y"]["axis"]["format"], "$,.2f");
    assert_eq!(
        chart["data"]["values"][3],
        json!({"period": "2025-11-24", "revenue": 5200.75})
    );
    assert_eq!(
        p.tables[0].title,
        "Revenue by week, 2025-11-03 to 2025-11-30"
    );
}

#[test]
fn time_series_of_percentages_formats_the_axis_as_percent() {
    let mut c = time_series_case();
    c.planned.metrics = vec!["conversion_rate".into()];
    c.outcome = outcome(vec![(
        "result",
        table(
            vec![
                col("period", ColumnType::Date, None, Some("Period")),
                col(
                    "conversion_rate",
                    ColumnType::Number,
                    Some(Unit::Percent),
                    Some("Conversion rate"),
                ),
            ],
            vec![json!(["2025-11-03", 0.1234]), json!(["2025-11-10", 0.0987])],
        ),
    )]);
    let p = c.present();
    assert!(
        p.answer
            .contains("went from 12.3% (week of 2025-11-03) to 9.9%"),
        "{}",
        p.answer
    );
    assert_eq!(p.chart.unwrap()["encoding"]["y"]["axis"]["format"], ".1%");
}

#[test]
fn breakdown_is_sorted_bars_with_shares() {
    let p = breakdown_case().present();
    assert_eq!(
        p.answer,
        "Revenue by category in November 2025; Home & Kitchen led with $4,200.00:\n\
         - Toys: $1,500.00 (25.0% of the total)\n\
         - Home & Kitchen: $4,200.00 (70.0% of the total)\n\
         - Books: $300.00 (5.0% of the total)"
    );
    let chart = p.chart.unwrap();
    assert_eq!(chart["mark"]["type"], "bar");
    assert_eq!(chart["encoding"]["y"]["sort"], "-x");
    assert_eq!(chart["encoding"]["y"]["title"], "Category");
    // Display names the result did not carry: from the catalog, else humanized.
    let labels: Vec<&str> = p.tables[0].columns.iter().map(|c| c.label()).collect();
    assert_eq!(labels, vec!["Category", "Revenue", "Revenue share"]);
}

#[test]
fn list_shows_the_records() {
    let p = list_case().present();
    assert_eq!(
        p.answer,
        "2 reviews last week (2025-12-01 to 2025-12-07):\n\
         - Date: 2025-12-02; Product: P0001; Product title: Cast-iron skillet 10in; Rating: 1; Review: Rusted after a week\n\
         - Date: 2025-12-05; Product: P0003; Product title: Chef's knife 8in; Rating: 1; Review: —"
    );
    assert_eq!(p.chart, None);
    assert_eq!(p.tables[0].title, "Reviews list, 2025-12-01 to 2025-12-07");
    assert_eq!(p.tables[0].rows[1][4], Value::Null);
}

#[test]
fn long_lists_are_cut_in_the_text_not_in_the_table() {
    let mut c = list_case();
    let row = json!(["2025-12-02", "P0001", "Cast-iron skillet 10in", 1, "Rusted"]);
    c.outcome.outputs[0].table.rows = vec![row.as_array().unwrap().clone(); 12];
    let p = c.present();
    assert!(p.answer.starts_with("12 reviews last week"), "{}", p.answer);
    assert_eq!(p.answer.matches("\n- ").count(), 10);
    assert!(
        p.answer.ends_with("... and 2 more in the table."),
        "{}",
        p.answer
    );
    assert_eq!(p.tables[0].rows.len(), 12);
}

// ---------------------------------------------------------------------------------------------
// Empty, zeros, nulls, missing columns, failures

#[test]
fn no_rows_is_said_never_shown_as_zero() {
    let p = last_week_sales(vec![]).present();
    assert_eq!(
        p.answer,
        "No sales recorded last week (2025-12-01 to 2025-12-07), so there is no revenue to report."
    );
    assert!(!p.answer.contains('$'));
    assert_eq!(p.chart, None);
    assert_eq!(p.tables[0].rows.len(), 0);
    assert_eq!(p.tables[0].columns.len(), 4);
}

#[test]
fn a_row_of_null_measures_is_no_data_too() {
    let p = last_week_sales(vec![json!(["2025-12-01", null, null, null])]).present();
    assert!(
        p.answer.starts_with("No sales recorded last week"),
        "{}",
        p.answer
    );
}

#[test]
fn rows_of_zeros_are_real_zeros() {
    let p = last_week_sales(vec![json!(["2025-12-01", 0, 0, 0.0])]).present();
    assert_eq!(
        p.answer,
        "Your revenue last week (2025-12-01 to 2025-12-07) was $0.00 from 0 orders."
    );
}

#[test]
fn empty_shapes_each_say_so() {
    for shape in SHAPES {
        let mut c = case_of(shape);
        for o in &mut c.outcome.outputs {
            o.table.rows.clear();
        }
        let p = c.present();
        assert!(
            p.answer.starts_with("No ") || p.answer.starts_with("There are no"),
            "{shape:?}: {}",
            p.answer
        );
        assert_eq!(p.chart, None, "{shape:?}");
    }
}

#[test]
fn a_null_measure_is_not_available_not_zero() {
    let mut c = single_value_case();
    c.planned.metrics = vec!["conversion_rate".into()];
    c.outcome = outcome(vec![(
        "result",
        table(
            vec![
                col(
                    "sessions",
                    ColumnType::Integer,
                    Some(Unit::Count),
                    Some("Sessions"),
                ),
                col(
                    "conversion_rate",
                    ColumnType::Number,
                    Some(Unit::Percent),
                    Some("Conversion rate"),
                ),
            ],
            vec![json!([0, null])],
        ),
    )]);
    let p = c.present();
    assert!(p.answer.starts_with("No sales recorded"), "{}", p.answer);

    // A ranking where one product has no value: "not available", and nulls stay null.
    let mut r = ranking_case();
    r.outcome.outputs[0].table.rows[2][3] = Value::Null;
    let p = r.present();
    assert!(
        p.answer
            .contains("3. Chef's knife 8in (P0003): not available"),
        "{}",
        p.answer
    );
    assert_eq!(p.tables[0].rows[2][3], Value::Null);
    assert!(p.chart.is_some());
}

#[test]
fn ragged_rows_and_odd_cells_do_not_panic() {
    for shape in SHAPES {
        let mut c = case_of(shape);
        for o in &mut c.outcome.outputs {
            // A short row, a row of the wrong types, and an empty row.
            o.table.rows.push(vec![json!("2025-11-10")]);
            o.table.rows.push(vec![json!(true); o.table.columns.len()]);
            o.table.rows.push(Vec::new());
        }
        let p = c.present();
        assert!(!p.answer.is_empty(), "{shape:?}");
        assert!(
            !p.answer.starts_with("Here is what I found"),
            "{shape:?}: {}",
            p.answer
        );
        assert_eq!(
            p.tables[0].rows.len(),
            c.outcome.outputs[0].table.rows.len()
        );
    }
}

#[test]
fn a_missing_measure_column_is_noted_and_another_shown() {
    let mut c = single_value_case();
    c.planned.metrics = vec!["units_refunded".into()];
    let p = c.present();
    assert_eq!(
        p.answer,
        "Your orders last week (2025-12-01 to 2025-12-07) were 321.\n\n\
         Note: The result has no units refunded column; showing Orders instead."
    );
}

#[test]
fn a_table_with_no_measure_at_all_gets_the_generic_answer() {
    let mut c = single_value_case();
    c.outcome = outcome(vec![(
        "result",
        table(
            vec![col("category", ColumnType::String, None, Some("Category"))],
            vec![json!(["Toys"])],
        ),
    )]);
    let p = c.present();
    assert_eq!(
        p.answer,
        "Here is what I found last week (2025-12-01 to 2025-12-07):\n\nCategory\n--------\nToys\n\n\
         Note: The result has no revenue column."
    );
}

fn failed_previous_outcome() -> PlanOutcome {
    let current = table(
        sales_summary_columns(),
        vec![json!(["2025-11-01", 10, 20, 1100.0])],
    );
    let failure = StepFailure {
        step: "previous".into(),
        code: ErrorCode::Timeout,
        message: "sales_summary did not answer within 3000 ms".into(),
    };
    PlanOutcome {
        outputs: Vec::new(),
        steps: vec![
            report("current", StepStatus::Ok, None),
            report("previous", StepStatus::Failed, Some(failure.clone())),
            report(
                "growth",
                StepStatus::Skipped,
                Some(StepFailure {
                    step: "growth".into(),
                    code: ErrorCode::DataUnavailable,
                    message: "not run: step `previous` it needs failed".into(),
                }),
            ),
        ],
        error: Some(failure),
        results: BTreeMap::from([("current".to_string(), current)]),
    }
}

#[test]
fn a_partial_outcome_shows_what_succeeded_and_says_what_is_missing() {
    let mut c = comparison_case();
    c.outcome = failed_previous_outcome();
    let p = c.present();
    assert_eq!(
        p.answer,
        "Your revenue in November 2025 was $1,100.00 from 10 orders.\n\n\
         Not available (part of the plan failed):\n\
         - step `previous`: sales_summary did not answer within 3000 ms [timeout]\n\
         - step `growth`: not run: step `previous` it needs failed [data_unavailable]"
    );
    assert_eq!(p.tables.len(), 1);
    assert_eq!(p.tables[0].rows[0][3], json!(1100.0));
    let ctx = presenter().context(&c.input()).unwrap();
    assert!(ctx.partial);
    assert_eq!(ctx.shape, "single_value");
}

#[test]
fn nothing_succeeded_says_so_with_the_errors() {
    let mut c = comparison_case();
    let mut o = failed_previous_outcome();
    o.results.clear();
    o.steps[0] = report(
        "current",
        StepStatus::Failed,
        Some(StepFailure {
            step: "current".into(),
            code: ErrorCode::ApiFailure,
            message: "the store is not available".into(),
        }),
    );
    c.outcome = o;
    c.planned.plan = plan(json!({
        "steps": [
            {"type": "api", "id": "current", "api": "sales_summary", "description": "November 2025",
             "params": {"start_date": "2025-11-01", "end_date": "2025-11-30"}},
            api_step("previous", "sales_summary", "2024-11-01", "2024-11-30"),
            {"type": "tool", "id": "growth", "tool": "growth",
             "args": {"current": {"$ref": "current"}, "previous": {"$ref": "previous"}, "column": "revenue"}}
        ],
        "outputs": ["growth"]
    }));
    let p = c.present();
    assert_eq!(
        p.answer,
        "I could not get the data for this question.\n\n\
         Not available (part of the plan failed):\n\
         - November 2025 (step `current`): the store is not available [api_failure]\n\
         - step `previous`: sales_summary did not answer within 3000 ms [timeout]\n\
         - step `growth`: not run: step `previous` it needs failed [data_unavailable]"
    );
    assert!(p.tables.is_empty());
    assert_eq!(p.chart, None);
}

#[test]
fn a_period_outside_the_data_is_said_without_a_table() {
    let mut c = single_value_case();
    c.time.coverage = Coverage::NoData {
        requested: range("2023-01-01", "2023-01-31"),
        message:
            "There is no data for 2023-01-01..2023-01-31: the data covers 2024-01-01..2025-12-09."
                .into(),
    };
    let p = c.present();
    assert_eq!(
        p.answer,
        "There is no data for 2023-01-01..2023-01-31: the data covers 2024-01-01..2025-12-09."
    );
    assert!(p.tables.is_empty());
}

#[test]
fn notes_from_the_resolver_and_the_planner_follow_the_answer() {
    let mut c = single_value_case();
    c.time.slots.primary = Some(range("2025-12-01", "2025-12-09"));
    c.time.slots.expressions[0].text = "this month".into();
    c.time.coverage = Coverage::Clipped {
        requested: range("2025-12-01", "2025-12-31"),
        note: "data runs to 2025-12-09; showing 2025-12-01..2025-12-09".into(),
    };
    c.planned.notes = vec!["No product named: showing all products.".into()];
    c.planned.entities = vec![ResolvedEntity {
        kind: "product".into(),
        id: "P0001".into(),
        label: "Cast-iron skillet 10in".into(),
        mention: "the skillet".into(),
    }];
    let p = c.present();
    assert_eq!(
        p.answer,
        "Your revenue for Cast-iron skillet 10in this month (2025-12-01 to 2025-12-09) was \
         $12,345.67 from 321 orders.\n\n\
         Notes:\n\
         - Data runs to 2025-12-09; showing 2025-12-01..2025-12-09.\n\
         - No product named: showing all products."
    );
}

#[test]
fn without_a_named_period_the_plan_dates_are_used() {
    let mut c = single_value_case();
    c.time = resolution(None, None);
    let p = c.present();
    assert!(
        p.answer
            .starts_with("Your revenue from 2025-12-01 to 2025-12-07 was $12,345.67"),
        "{}",
        p.answer
    );
}

// ---------------------------------------------------------------------------------------------
// Templates

fn shipped_prompts() -> HashMap<String, PromptDef> {
    catalog().prompts.clone()
}

fn with_template(name: &str, template: &str) -> Presenter {
    let mut prompts = shipped_prompts();
    prompts.get_mut(name).unwrap().template = template.into();
    Presenter::from_prompts(&prompts).unwrap()
}

#[test]
fn a_template_failing_at_runtime_falls_back_to_a_generic_answer_with_the_table() {
    let c = single_value_case();
    for broken in [
        "{{ no_such_field }}",
        "{{ metric.raw | usd }} {{ metrics[7].value }}",
        "{% if true %}   {% endif %}",
    ] {
        let p = with_template("answer_single_value", broken).present(&c.input());
        assert_eq!(
            p.answer,
            "Here is what I found last week (2025-12-01 to 2025-12-07):\n\n\
             Period      Orders  Units sold     Revenue\n\
             ----------  ------  ----------  ----------\n\
             2025-12-01     321         400  $12,345.67",
            "template {broken:?}"
        );
        assert_eq!(p.tables.len(), 1);
    }
    // Empty results fall back to a plain sentence, not a table of nothing.
    let empty = last_week_sales(vec![]);
    let p = with_template("answer_single_value", "{{ nope }}").present(&empty.input());
    assert_eq!(
        p.answer,
        "There is no data last week (2025-12-01 to 2025-12-07)."
    );
}

#[test]
fn a_missing_or_wrong_template_is_a_clear_start_up_error() {
    let mut prompts = shipped_prompts();
    prompts.remove("answer_list");
    let e = Presenter::from_prompts(&prompts).unwrap_err();
    assert!(matches!(e, PresentError::MissingTemplate { .. }));
    assert_eq!(
        e.to_string(),
        "no answer template for the `list` answer shape: add prompts/answer_list.yaml with \
         `name: answer_list` and `kind: answer_template` (see prompts/README.md)"
    );

    let mut prompts = shipped_prompts();
    prompts.get_mut("answer_ranking").unwrap().kind = PromptKind::LlmPrompt;
    let e = Presenter::from_prompts(&prompts).unwrap_err();
    assert!(e
        .to_string()
        .contains("`answer_ranking` must have `kind: answer_template`"));

    let mut prompts = shipped_prompts();
    prompts.get_mut("answer_ranking").unwrap().template = "{% if %}".into();
    let e = Presenter::from_prompts(&prompts).unwrap_err();
    assert!(matches!(e, PresentError::Template { ref name, .. } if name == "answer_ranking"));
}

/// The shipped templates' sample inputs have exactly the context's fields, so what the
/// validator renders is what the presenter gives.
#[test]
fn sample_inputs_match_the_context() {
    fn keys(v: &Value) -> Vec<String> {
        let mut k: Vec<String> = v
            .as_object()
            .map(|o| o.keys().cloned().collect())
            .unwrap_or_default();
        k.sort();
        k
    }
    for shape in SHAPES {
        let name = format!("answer_{}", shape.as_str());
        let def = &catalog().prompts[&name];
        assert_eq!(def.kind, PromptKind::AnswerTemplate);
        let c = case_of(shape);
        let ctx = serde_json::to_value(presenter().context(&c.input()).unwrap()).unwrap();
        assert_eq!(
            keys(&def.sample_input),
            keys(&ctx),
            "{name}: top-level fields"
        );
        for field in ["period", "metric", "top"] {
            if !ctx[field].is_null() && !def.sample_input[field].is_null() {
                assert_eq!(
                    keys(&def.sample_input[field]),
                    keys(&ctx[field]),
                    "{name}: fields of `{field}`"
                );
            }
        }
    }
}

#[test]
fn every_shape_renders_without_notes_or_fallbacks() {
    let mut all = String::new();
    for shape in SHAPES {
        let p = case_of(shape).present();
        assert!(
            !p.answer.starts_with("Here is what I found"),
            "{shape:?} fell back"
        );
        all.push_str(&format!("## {}\n{}\n\n", shape.as_str(), p.answer));
    }
    insta::assert_snapshot!("answers_per_shape", all);
}

#[test]
fn time_series_chart_spec() {
    let p = time_series_case().present();
    insta::assert_snapshot!(
        "time_series_chart",
        serde_json::to_string_pretty(&p.chart.unwrap()).unwrap()
    );
}

/// Prints each fixture's context (to refresh the templates' sample inputs):
/// `cargo test --test presenter -- --ignored --nocapture print_contexts`.
#[test]
#[ignore]
fn print_contexts() {
    let trivial: HashMap<String, PromptDef> = SHAPES
        .iter()
        .map(|s| {
            let name = format!("answer_{}", s.as_str());
            let def = PromptDef {
                name: name.clone(),
                kind: PromptKind::AnswerTemplate,
                description: String::new(),
                template: "{{ question }}".into(),
                sample_input: json!({}),
                examples: Vec::new(),
            };
            (name, def)
        })
        .collect();
    let p = Presenter::from_prompts(&trivial).unwrap();
    for shape in SHAPES {
        let c = case_of(shape);
        let ctx = p.context(&c.input()).unwrap();
        println!(
            "=== {}\n{}",
            shape.as_str(),
            serde_json::to_string(&ctx).unwrap()
        );
    }
}
