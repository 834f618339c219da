//! The temporal resolver against DATA.md's clock (today 2025-12-10, data 2024-01-01..2025-12-09)
//! and the shipped event calendar: exact dates for every expression family, coverage, comparisons,
//! granularity, the rewrite, and property tests over arbitrary clocks.

#[path = "../common/calendar.rs"]
mod calendar;

use std::path::Path;

use calendar::{calendar, d, dr};
use chrono::{Datelike, NaiveDate, Weekday};
use insight::augment::{
    resolve, ComparisonKind, Coverage, DataSpan, DateRange, EventCalendar, ExpressionKind,
    ExpressionRole, Granularity, Resolution,
};
use proptest::prelude::*;

mod comparisons;
mod periods;
mod properties;
mod robustness;

const TODAY: &str = "2025-12-10";

fn demo_span() -> DataSpan {
    DataSpan {
        start: d("2024-01-01"),
        end: d("2025-12-09"),
    }
}

fn res(q: &str) -> Resolution {
    resolve(q, d(TODAY), demo_span(), calendar())
}

/// The range the primary expression asked for, before clipping.
fn requested(q: &str) -> Option<DateRange> {
    res(q)
        .slots
        .expressions
        .iter()
        .find(|e| e.role == ExpressionRole::Primary)
        .and_then(|e| e.range)
}

#[track_caller]
fn assert_primary(q: &str, a: &str, b: &str) {
    let r = res(q);
    assert_eq!(r.slots.primary, Some(dr(a, b)), "{q:?} → {r:#?}");
}

#[track_caller]
fn assert_none(q: &str) {
    let r = res(q);
    assert_eq!(r.slots.primary, None, "{q:?} → {r:#?}");
    assert_eq!(r.slots.comparison, None, "{q:?} → {r:#?}");
    assert_eq!(r.rewritten, q);
}

#[track_caller]
fn assert_comparison(q: &str, kind: ComparisonKind, p: (&str, &str), c: (&str, &str)) {
    let r = res(q);
    assert_eq!(r.slots.primary, Some(dr(p.0, p.1)), "{q:?} → {r:#?}");
    assert_eq!(r.slots.comparison, Some(dr(c.0, c.1)), "{q:?} → {r:#?}");
    assert_eq!(r.slots.comparison_kind, Some(kind), "{q:?} → {r:#?}");
}
