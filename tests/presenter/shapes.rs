//! The shapes: the exact answer text, tables and chart of each answer shape.

use super::*;

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
