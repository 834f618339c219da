//! Calendar arithmetic for date columns: bucketing a date to the start of its period and shifting
//! it by whole periods.
//!
//! A bucket is named by the ISO date its period starts on (weeks start on Monday), so a bucketed
//! column is still a `date` column: it sorts, joins and shifts like any other.

use super::ops::{err, OpError};
use chrono::{Datelike, Months, NaiveDate};

/// A calendar period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Period {
    /// One day.
    Day,
    /// Monday to Sunday.
    Week,
    /// A calendar month.
    Month,
    /// A calendar quarter (Jan, Apr, Jul, Oct).
    Quarter,
    /// A calendar year.
    Year,
}

impl Period {
    /// Parses `day`, `week`, `month`, `quarter` or `year`.
    pub fn parse(s: &str) -> Result<Period, OpError> {
        Ok(match s {
            "day" => Period::Day,
            "week" => Period::Week,
            "month" => Period::Month,
            "quarter" => Period::Quarter,
            "year" => Period::Year,
            other => {
                return Err(err(format!(
                    "unknown period `{other}`, expected one of day, week, month, quarter, year"
                )))
            }
        })
    }
}

/// Parses `YYYY-MM-DD`, also accepting a timestamp that starts with one (`2024-03-05T10:00:00Z`).
pub fn parse_date(s: &str) -> Result<NaiveDate, OpError> {
    let day = match s.as_bytes().get(10) {
        Some(b'T') | Some(b' ') => s.get(..10).unwrap_or(s),
        _ => s,
    };
    let bad = || err(format!("`{s}` is not an ISO date (YYYY-MM-DD)"));
    // Hand-parsed: bucketing reads every date of a table, and chrono's format-string parser is
    // several times slower than this for the one shape we accept.
    let b = day.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return Err(bad());
    }
    let digits = |r: std::ops::Range<usize>| -> Option<u32> {
        b[r].iter().try_fold(0u32, |n, c| {
            c.is_ascii_digit().then(|| n * 10 + u32::from(c - b'0'))
        })
    };
    match (digits(0..4), digits(5..7), digits(8..10)) {
        (Some(y), Some(m), Some(d)) => NaiveDate::from_ymd_opt(y as i32, m, d).ok_or_else(bad),
        _ => Err(bad()),
    }
}

/// `YYYY-MM-DD`.
pub fn format_date(d: NaiveDate) -> String {
    format!("{:04}-{:02}-{:02}", d.year(), d.month(), d.day())
}

/// The first day of the period holding `d`.
pub fn bucket(d: NaiveDate, p: Period) -> NaiveDate {
    let first_of = |month: u32| NaiveDate::from_ymd_opt(d.year(), month, 1).unwrap_or(d);
    match p {
        Period::Day => d,
        Period::Week => d - chrono::Days::new(u64::from(d.weekday().num_days_from_monday())),
        Period::Month => first_of(d.month()),
        Period::Quarter => first_of((d.month() - 1) / 3 * 3 + 1),
        Period::Year => first_of(1),
    }
}

/// `d` moved by `n` periods (negative: back). Month-based shifts clamp to the last day of a
/// shorter month (2024-02-29 plus one year is 2025-02-28).
pub fn shift(d: NaiveDate, p: Period, n: i64) -> Result<NaiveDate, OpError> {
    let out = match p {
        Period::Day => shift_days(d, n),
        Period::Week => n.checked_mul(7).and_then(|days| shift_days(d, days)),
        Period::Month => shift_months(d, n),
        Period::Quarter => n.checked_mul(3).and_then(|m| shift_months(d, m)),
        Period::Year => n.checked_mul(12).and_then(|m| shift_months(d, m)),
    };
    out.ok_or_else(|| err(format!("shifting {d} by {n} {p:?} leaves the calendar")))
}

fn shift_days(d: NaiveDate, n: i64) -> Option<NaiveDate> {
    let days = chrono::Days::new(n.unsigned_abs());
    if n >= 0 {
        d.checked_add_days(days)
    } else {
        d.checked_sub_days(days)
    }
}

fn shift_months(d: NaiveDate, n: i64) -> Option<NaiveDate> {
    let months = Months::new(u32::try_from(n.unsigned_abs()).ok()?);
    if n >= 0 {
        d.checked_add_months(months)
    } else {
        d.checked_sub_months(months)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        parse_date(s).unwrap()
    }

    #[test]
    fn buckets_start_their_period() {
        // 2024-03-07 is a Thursday.
        assert_eq!(bucket(d("2024-03-07"), Period::Week), d("2024-03-04"));
        assert_eq!(bucket(d("2024-03-04"), Period::Week), d("2024-03-04"));
        assert_eq!(bucket(d("2024-03-10"), Period::Week), d("2024-03-04"));
        assert_eq!(bucket(d("2024-03-07"), Period::Month), d("2024-03-01"));
        assert_eq!(bucket(d("2024-08-31"), Period::Quarter), d("2024-07-01"));
        assert_eq!(bucket(d("2024-12-31"), Period::Year), d("2024-01-01"));
    }

    #[test]
    fn shifts_clamp_to_month_end() {
        assert_eq!(
            shift(d("2024-02-29"), Period::Year, 1).unwrap(),
            d("2025-02-28")
        );
        assert_eq!(
            shift(d("2024-03-31"), Period::Month, -1).unwrap(),
            d("2024-02-29")
        );
        assert_eq!(
            shift(d("2024-03-04"), Period::Week, -52).unwrap(),
            d("2023-03-06")
        );
    }

    #[test]
    fn timestamps_are_read_as_their_day() {
        assert_eq!(d("2024-03-07T23:59:59Z"), d("2024-03-07"));
        assert!(parse_date("2024-13-01").is_err());
        assert!(parse_date("03/07/2024").is_err());
    }
}
