//! One CSV value, parsed strictly for its kind: dates exactly `YYYY-MM-DD`, weeks starting on a
//! Monday, whole counts, money as cents with at most two decimals, rates in 0..1, ratings 1..5.
//! Nothing is rounded or guessed: a value that does not fit is an error naming what was
//! expected ([`Kind`]'s `expected`), since silently fixing a seller's figures would change their
//! totals.

use chrono::{Datelike, NaiveDate, Weekday};

use crate::data::schema::Kind;

/// A parsed value, ready to bind.
pub(super) enum Cell<'a> {
    Text(&'a str),
    Int(i64),
    Real(f64),
    Null,
}

impl Kind {
    pub(super) fn expected(self) -> &'static str {
        match self {
            Kind::Id => "an identifier (no surrounding spaces)",
            Kind::Text => "UTF-8 text",
            Kind::Date => "a date YYYY-MM-DD",
            Kind::Monday => "a Monday as YYYY-MM-DD (weeks start on Monday)",
            Kind::Count => "a whole number >= 0",
            Kind::Money => "an amount >= 0 with at most two decimals, e.g. 12.30",
            Kind::Rate => "a fraction from 0 to 1",
            Kind::Rating => "a whole number from 1 to 5",
        }
    }
}

/// Parses a strict ISO date (exactly `YYYY-MM-DD`, zero-padded).
pub(crate) fn parse_date(s: &str) -> Option<NaiveDate> {
    let b = s.as_bytes();
    let shape = b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit());
    if !shape {
        return None;
    }
    // By hand rather than with a format string: this runs for every row of every daily table.
    let num = |r: std::ops::Range<usize>| {
        b[r].iter()
            .fold(0u32, |acc, c| acc * 10 + u32::from(c - b'0'))
    };
    NaiveDate::from_ymd_opt(num(0..4) as i32, num(5..7), num(8..10))
}

/// Parses dollars with at most two decimals into cents; `None` for anything else (including
/// negatives and more decimals: silently rounding money would change the seller's totals).
pub(crate) fn parse_cents(s: &str) -> Option<i64> {
    let (whole, frac) = match s.split_once('.') {
        Some((w, f)) => (w, f),
        None => (s, ""),
    };
    if whole.is_empty()
        || frac.len() > 2
        || !whole.bytes().all(|c| c.is_ascii_digit())
        || !frac.bytes().all(|c| c.is_ascii_digit())
        || (s.contains('.') && frac.is_empty())
    {
        return None;
    }
    let whole: i64 = whole.parse().ok()?;
    let frac: i64 = match frac.len() {
        0 => 0,
        1 => frac.parse::<i64>().ok()? * 10,
        _ => frac.parse().ok()?,
    };
    whole.checked_mul(100)?.checked_add(frac)
}

fn parse_count(s: &str) -> Option<i64> {
    if s.is_empty() || !s.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

pub(super) fn parse_cell<'a>(kind: Kind, s: &'a str) -> Option<Cell<'a>> {
    Some(match kind {
        Kind::Id => {
            if s.trim() != s {
                return None;
            }
            Cell::Text(s)
        }
        Kind::Text => Cell::Text(s),
        Kind::Date => {
            parse_date(s)?;
            Cell::Text(s)
        }
        Kind::Monday => {
            if parse_date(s)?.weekday() != Weekday::Mon {
                return None;
            }
            Cell::Text(s)
        }
        Kind::Count => Cell::Int(parse_count(s)?),
        Kind::Money => Cell::Int(parse_cents(s)?),
        Kind::Rate => {
            let v: f64 = s.parse().ok()?;
            if !(0.0..=1.0).contains(&v) {
                return None;
            }
            Cell::Real(v)
        }
        Kind::Rating => {
            let v = parse_count(s)?;
            if !(1..=5).contains(&v) {
                return None;
            }
            Cell::Int(v)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_parse_strictly() {
        assert_eq!(parse_cents("12.30"), Some(1230));
        assert_eq!(parse_cents("12.3"), Some(1230));
        assert_eq!(parse_cents("12"), Some(1200));
        assert_eq!(parse_cents("0.05"), Some(5));
        for bad in ["", "-1.00", "1.234", "1.", ".5", "1,00", "abc", "1e3", " 1"] {
            assert_eq!(parse_cents(bad), None, "{bad:?}");
        }
        assert!(parse_date("2024-02-29").is_some());
        for bad in [
            "2023-02-29",
            "2024-1-01",
            "2024/01/01",
            "20240101",
            "2024-01-01 ",
        ] {
            assert!(parse_date(bad).is_none(), "{bad:?}");
        }
        assert!(matches!(
            parse_cell(Kind::Monday, "2025-11-10"),
            Some(Cell::Text(_))
        ));
        assert!(parse_cell(Kind::Monday, "2025-11-11").is_none());
        assert!(matches!(parse_cell(Kind::Rating, "5"), Some(Cell::Int(5))));
        assert!(parse_cell(Kind::Rating, "6").is_none());
        assert!(parse_cell(Kind::Rating, "0").is_none());
        assert!(parse_cell(Kind::Count, "-3").is_none());
        assert!(parse_cell(Kind::Count, "3.0").is_none());
        assert!(matches!(parse_cell(Kind::Rate, "0.0153"), Some(Cell::Real(v)) if v == 0.0153));
        assert!(parse_cell(Kind::Rate, "1.5").is_none());
        assert!(parse_cell(Kind::Rate, "NaN").is_none());
        assert!(parse_cell(Kind::Id, " S001").is_none());
    }
}
