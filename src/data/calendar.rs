//! The demo marketplace's calendar: its span and its marketplace-wide event days (`DATA.md`).
//!
//! Generated data is indexed by day number (0 = [`DATA_START`]); this module turns day numbers
//! into dates and ISO strings once, so the generator's inner loop never formats a date.

use chrono::{Datelike, NaiveDate, Weekday};

const fn ymd(y: i32, m: u32, d: u32) -> NaiveDate {
    match NaiveDate::from_ymd_opt(y, m, d) {
        Some(date) => date,
        // Only reachable with a literal invalid date below, and then at compile time.
        None => panic!("invalid calendar date literal"),
    }
}

/// First day of the demo data.
pub const DATA_START: NaiveDate = ymd(2024, 1, 1);
/// Last day of the demo data, inclusive. The demo clock's "today" is the day after.
pub const DATA_END: NaiveDate = ymd(2025, 12, 9);
/// Number of days in the span (709).
pub const DAYS: usize = 709;

/// Prime-Day-like marketplace events.
pub(crate) const PRIME_DAYS: [NaiveDate; 6] = [
    ymd(2024, 7, 16),
    ymd(2024, 7, 17),
    ymd(2025, 7, 8),
    ymd(2025, 7, 9),
    ymd(2025, 7, 10),
    ymd(2025, 7, 11),
];
/// Black Friday.
pub(crate) const BLACK_FRIDAYS: [NaiveDate; 2] = [ymd(2024, 11, 29), ymd(2025, 11, 28)];

/// A date's day number in the span (may be negative or past the end).
pub(crate) fn index(date: NaiveDate) -> i64 {
    (date - DATA_START).num_days()
}

/// The date of a day number.
pub(crate) fn date(day: usize) -> NaiveDate {
    DATA_START + chrono::Days::new(day as u64)
}

/// A day number as a `usize`, clamped to the span.
pub(crate) fn clamp_index(date: NaiveDate) -> usize {
    index(date).clamp(0, DAYS as i64 - 1) as usize
}

/// Sales-event kind of a day, for every seller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Event {
    None,
    PrimeDay,
    BlackFriday,
    /// The Saturday and Sunday after Black Friday.
    CyberWeekend,
    CyberMonday,
}

/// Everything the generator needs to know about one day, computed once.
#[derive(Debug, Clone)]
pub(crate) struct Day {
    pub iso: String,
    pub weekend: bool,
    pub event: Event,
    /// Fractional month position in the year: 0.0 = 1 January, 12.0 = 1 January next year.
    pub year_pos: f64,
}

/// The [`DAYS`] days of the span.
pub(crate) fn days() -> Vec<Day> {
    (0..DAYS)
        .map(|i| {
            let d = date(i);
            let event = if PRIME_DAYS.contains(&d) {
                Event::PrimeDay
            } else if BLACK_FRIDAYS.contains(&d) {
                Event::BlackFriday
            } else if BLACK_FRIDAYS.iter().any(|bf| {
                let o = (d - *bf).num_days();
                o == 1 || o == 2
            }) {
                Event::CyberWeekend
            } else if BLACK_FRIDAYS.iter().any(|bf| (d - *bf).num_days() == 3) {
                Event::CyberMonday
            } else {
                Event::None
            };
            let days_in_month = days_in_month(d.year(), d.month());
            Day {
                iso: d.format("%Y-%m-%d").to_string(),
                weekend: matches!(d.weekday(), Weekday::Sat | Weekday::Sun),
                event,
                year_pos: (d.month0() as f64) + (d.day0() as f64 + 0.5) / days_in_month as f64,
            }
        })
        .collect()
}

fn days_in_month(year: i32, month: u32) -> u32 {
    let (ny, nm) = if month == 12 {
        (year + 1, 1)
    } else {
        (year, month + 1)
    };
    match (
        NaiveDate::from_ymd_opt(ny, nm, 1),
        NaiveDate::from_ymd_opt(year, month, 1),
    ) {
        (Some(next), Some(this)) => (next - this).num_days() as u32,
        _ => 30,
    }
}

/// The Monday that starts the week of `date`.
pub(crate) fn week_start(date: NaiveDate) -> NaiveDate {
    date - chrono::Days::new(u64::from(date.weekday().num_days_from_monday()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn span_and_events() {
        assert_eq!(index(DATA_END) as usize + 1, DAYS);
        let days = days();
        assert_eq!(days.len(), DAYS);
        assert_eq!(days[0].iso, "2024-01-01");
        assert_eq!(days[DAYS - 1].iso, "2025-12-09");
        assert_eq!(DATA_START.weekday(), Weekday::Mon);
        let kind = |s: &str| {
            days.iter()
                .find(|d| d.iso == s)
                .map(|d| d.event)
                .unwrap_or(Event::None)
        };
        assert_eq!(kind("2025-07-11"), Event::PrimeDay);
        assert_eq!(kind("2025-07-12"), Event::None);
        assert_eq!(kind("2024-11-29"), Event::BlackFriday);
        assert_eq!(kind("2025-11-30"), Event::CyberWeekend);
        assert_eq!(kind("2025-12-01"), Event::CyberMonday);
        assert_eq!(kind("2024-12-02"), Event::CyberMonday);
        assert_eq!(week_start(ymd(2025, 11, 16)), ymd(2025, 11, 10));
        assert!(days[5].weekend && days[6].weekend && !days[7].weekend);
        assert!((days[0].year_pos - 0.5 / 31.0).abs() < 1e-12);
    }
}
