//! The shipped event calendar and date shorthands, for the time resolver's tests.

use std::path::Path;
use std::sync::OnceLock;

use chrono::NaiveDate;
use insight::augment::{resolve, DataSpan, DateRange, EventCalendar, Resolution};
use insight::catalog::Diagnostics;

/// `calendar/events.yaml`, loaded once per test binary (it must load with no diagnostics).
pub fn calendar() -> &'static EventCalendar {
    static CAL: OnceLock<EventCalendar> = OnceLock::new();
    CAL.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut diags = Diagnostics::with_root(root);
        let cal = EventCalendar::load(&root.join("calendar/events.yaml"), &mut diags);
        assert!(diags.is_empty(), "{diags}");
        cal.expect("the shipped calendar loads")
    })
}

/// A date from `YYYY-MM-DD`.
pub fn d(s: &str) -> NaiveDate {
    s.parse().unwrap()
}

/// The inclusive range `a..=b`.
pub fn dr(a: &str, b: &str) -> DateRange {
    DateRange {
        start: d(a),
        end: d(b),
    }
}

/// `q` resolved as the demo store sees it: today 2025-12-10, data 2024-01-01..2025-12-09.
#[allow(dead_code)]
pub fn res(q: &str) -> Resolution {
    let span = DataSpan {
        start: d("2024-01-01"),
        end: d("2025-12-09"),
    };
    resolve(q, d("2025-12-10"), span, calendar())
}
