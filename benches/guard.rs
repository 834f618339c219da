//! The guardrails stage on a normal answer (a paragraph of prose, a 20-row table of the
//! seller's products, the chart inlining it): every guard passes, which is the common case and
//! the one that must stay well under a millisecond. Also an answer where several guards act, and
//! the question screen that runs before the pipeline.
//!
//! `cargo bench --bench guard`

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use insight::answer::{Answer, AnswerStatus, AnswerTable};
use insight::guard::{GuardContext, Guards};
use insight::table::{Column, ColumnType, Unit};
use serde_json::{json, Value};

const TITLES: [&str; 5] = [
    "Cast Iron Skillet 10-inch",
    "Chef's Knife 8-inch",
    "Dutch Oven 5.5 qt",
    "Salad Spinner",
    "French Press 34 oz",
];

fn normal_answer() -> Answer {
    let mut a = Answer::new(
        "Top 20 products by revenue last month",
        AnswerStatus::Answered,
        "In October 2025 (2025-10-01 to 2025-10-31) your top product was the Cast Iron Skillet \
         10-inch (P0001) with $12,345.67 from 412 units, 18.2% of your revenue. The Chef's Knife \
         8-inch followed with $9,876.54 (+12.5% on September), then the Dutch Oven with \
         $7,654.32. Together your 20 products made $67,890.12, down 3.4% month over month; \
         refunds were 2.1% of units and your conversion rate was 11.8%.",
    );
    let rows: Vec<Vec<Value>> = (0..20)
        .map(|i| {
            json!([
                format!("P{:04}", i + 1),
                TITLES[i % TITLES.len()],
                "2025-10-01",
                (12345.67 - i as f64 * 321.5),
                412 - i * 7
            ])
            .as_array()
            .cloned()
            .unwrap_or_default()
        })
        .collect();
    let values: Vec<Value> = rows
        .iter()
        .map(|r| json!({"product_id": r[0], "revenue": r[3]}))
        .collect();
    a.tables.push(AnswerTable {
        title: "Top 20 products by revenue in October 2025".into(),
        columns: vec![
            Column::new("product_id", ColumnType::String),
            Column::new("title", ColumnType::String),
            Column::new("month", ColumnType::Date),
            Column::new("revenue", ColumnType::Number).with_unit(Unit::Usd),
            Column::new("units", ColumnType::Integer).with_unit(Unit::Count),
        ],
        rows,
    });
    a.chart = Some(json!({
        "title": "Top 20 products by revenue in October 2025",
        "data": {"values": values},
        "mark": "bar",
    }));
    a
}

fn everything_wrong() -> Answer {
    let mut a = normal_answer();
    a.answer.push_str(
        " Seller S014 made $98,765.43. Mail jane@example.com or call +1 (415) 555-0132. \
         Unlike Amazon, you are st*pid.",
    );
    a.tables[0].rows[3][1] = json!("Call 415-555-0132, 221B Baker Street");
    a.tables[0].rows[5][0] = json!("P0999");
    a
}

fn bench_guards(c: &mut Criterion) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let guards = Guards::default_for(&root).unwrap_or_else(|d| panic!("{d}"));
    let ctx = GuardContext::new("S001").with_products((1..=20).map(|i| format!("P{i:04}")));
    for (name, answer) in [
        ("guard_normal_answer", normal_answer()),
        ("guard_several_guards_act", everything_wrong()),
    ] {
        c.bench_function(name, |b| {
            b.iter_batched(
                || answer.clone(),
                |mut a| {
                    guards.check(black_box(&ctx), &mut a);
                    a
                },
                BatchSize::SmallInput,
            )
        });
    }
    c.bench_function("guard_screen_question", |b| {
        b.iter(|| guards.screen(&ctx, black_box("Why did my revenue drop in October?")))
    });
}

criterion_group!(benches, bench_guards);
criterion_main!(benches);
