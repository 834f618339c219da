//! The temporal resolver on twenty typical seller questions (DATA.md's clock, the shipped
//! event calendar). The augmenter runs once per question on the request path, next to the OOD
//! check and the router, so it should cost microseconds, not milliseconds.

use std::hint::black_box;
use std::path::Path;

use chrono::NaiveDate;
use criterion::{criterion_group, criterion_main, Criterion};
use insight::augment::{resolve, DataSpan, EventCalendar};
use insight::catalog::Diagnostics;

const QUESTIONS: [&str; 20] = [
    "What were my sales last week?",
    "Why did my revenue drop in October?",
    "How is my conversion rate trending over the last 3 months?",
    "Show me units sold per day since Black Friday",
    "What was my ad spend in November compared to October?",
    "How did Prime Day 2025 compare with Prime Day 2024?",
    "Which products had the most refunds in Q3?",
    "Show weekly sessions for the past 8 weeks",
    "What's my YTD revenue vs last year?",
    "How many orders did I get on Cyber Monday?",
    "Compare my sales this month with the same period last year",
    "Revenue by month for 2024",
    "What is my ACOS for the last 30 days?",
    "How are my reviews since August 15?",
    "Top 10 products by revenue in the last quarter",
    "What happened to P0001 inventory between Oct 6 and Oct 19?",
    "monthly revenue of 2025 vs 2024",
    "Sales from June to August, month over month",
    "Is my average rating above the category median?",
    "What were my sales on 11/28/2025 vs Black Friday last year?",
];

fn bench(c: &mut Criterion) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut diags = Diagnostics::with_root(root);
    let Some(calendar) = EventCalendar::load(&root.join("calendar/events.yaml"), &mut diags) else {
        panic!("calendar/events.yaml does not load:\n{diags}");
    };
    let (Some(today), Some(start), Some(end)) = (
        NaiveDate::from_ymd_opt(2025, 12, 10),
        NaiveDate::from_ymd_opt(2024, 1, 1),
        NaiveDate::from_ymd_opt(2025, 12, 9),
    ) else {
        panic!("the demo dates are valid");
    };
    let span = DataSpan { start, end };

    c.bench_function("augment/20 typical questions", |b| {
        b.iter(|| {
            for q in QUESTIONS {
                black_box(resolve(black_box(q), today, span, &calendar));
            }
        })
    });
    c.bench_function("augment/one question (last week)", |b| {
        b.iter(|| black_box(resolve(black_box(QUESTIONS[0]), today, span, &calendar)))
    });
    c.bench_function("augment/one question (no time expression)", |b| {
        b.iter(|| black_box(resolve(black_box(QUESTIONS[18]), today, span, &calendar)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
