//! Empty, zeros, nulls, missing columns and failed steps: said plainly, never shown as zero.

use super::*;

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
