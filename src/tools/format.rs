//! Number and date formatting for people: `$1,234.50`, `12.3%`, `1,234`, `Mar 5, 2024`.
//!
//! One formatter, used by the `fmt::` script functions and by `tbl::format_column`, so every
//! tool writes a dollar amount the same way. Percentages follow [`crate::table::Unit::Percent`]:
//! the value is a fraction (0.123 → `12.3%`).

use super::ops::{err, OpError};
use chrono::Datelike;

use super::dates::parse_date;
use crate::table::Unit;

/// Groups the integer part of an already formatted non-negative decimal with commas.
fn group_thousands(digits: &str) -> String {
    let (int, frac) = match digits.find('.') {
        Some(i) => (&digits[..i], &digits[i..]),
        None => (digits, ""),
    };
    let mut out = String::with_capacity(int.len() + int.len() / 3 + frac.len());
    for (i, ch) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out.push_str(frac);
    out
}

/// `x` with `decimals` decimals and thousands separators: `1234.5, 2` → `1,234.50`.
pub fn number(x: f64, decimals: usize) -> String {
    if !x.is_finite() {
        return String::new();
    }
    let text = format!("{:.*}", decimals, x.abs());
    // A value that rounds to zero is shown without a sign ("-0.00" reads as an error).
    let is_zero = text.chars().all(|c| c == '0' || c == '.');
    let sign = if x < 0.0 && !is_zero { "-" } else { "" };
    format!("{sign}{}", group_thousands(&text))
}

/// US dollars with cents: `-1234.5` → `-$1,234.50`.
pub fn usd(x: f64) -> String {
    let body = number(x.abs(), 2);
    if x < 0.0 && body != "0.00" {
        format!("-${body}")
    } else {
        format!("${body}")
    }
}

/// A fraction as a percentage: `0.1234, 1` → `12.3%`.
pub fn percent(x: f64, decimals: usize) -> String {
    format!("{}%", number(x * 100.0, decimals))
}

/// A whole count: `1234.4` → `1,234`.
pub fn count(x: f64) -> String {
    number(x.round(), 0)
}

/// An ISO date for people: `2024-03-05` → `Mar 5, 2024`.
pub fn date(s: &str) -> Result<String, OpError> {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let d = parse_date(s)?;
    let month = MONTHS.get(d.month0() as usize).copied().unwrap_or("");
    Ok(format!("{month} {}, {}", d.day(), d.year()))
}

/// A formatting style, by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// `$1,234.50`
    Usd,
    /// `12.3%`
    Percent,
    /// `1,234`
    Count,
    /// `Mar 5, 2024`
    Date,
    /// `1,234.57`
    Number,
    /// `3.20`
    Ratio,
    /// By the column's unit (and type, for dates).
    Auto,
}

impl Style {
    /// Parses a style name.
    pub fn parse(s: &str) -> Result<Style, OpError> {
        Ok(match s {
            "usd" | "currency" => Style::Usd,
            "percent" => Style::Percent,
            "count" => Style::Count,
            "date" => Style::Date,
            "number" => Style::Number,
            "ratio" => Style::Ratio,
            "auto" => Style::Auto,
            other => {
                return Err(err(format!(
                    "unknown format `{other}`, expected one of usd, percent, count, date, \
                     number, ratio, auto"
                )))
            }
        })
    }

    /// The style `auto` picks for a column.
    pub fn for_column(unit: Option<Unit>, is_date: bool, is_integer: bool) -> Style {
        match unit {
            Some(Unit::Usd) => Style::Usd,
            Some(Unit::Percent) => Style::Percent,
            Some(Unit::Count) => Style::Count,
            Some(Unit::Ratio) | Some(Unit::Rating) => Style::Ratio,
            Some(Unit::Days) => Style::Number,
            None if is_date => Style::Date,
            None if is_integer => Style::Count,
            None => Style::Number,
        }
    }
}

/// Formats one cell; `null` stays `null`, text that is not a number is kept as it is.
pub fn cell(v: &serde_json::Value, style: Style) -> Result<serde_json::Value, OpError> {
    use serde_json::Value;
    let text = match (style, v) {
        (_, Value::Null) => return Ok(Value::Null),
        (Style::Date, Value::String(s)) => date(s)?,
        (_, Value::Number(n)) => {
            let x = n.as_f64().unwrap_or(f64::NAN);
            match style {
                Style::Usd => usd(x),
                Style::Percent => percent(x, 1),
                Style::Count => count(x),
                Style::Ratio => number(x, 2),
                Style::Number | Style::Auto => {
                    if n.is_i64() {
                        number(x, 0)
                    } else {
                        number(x, 2)
                    }
                }
                Style::Date => return Err(err(format!("{x} is not a date"))),
            }
        }
        (_, other) => return Ok(other.clone()),
    };
    Ok(Value::String(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dollars() {
        assert_eq!(usd(1234.5), "$1,234.50");
        assert_eq!(usd(-1234.5), "-$1,234.50");
        assert_eq!(usd(0.004), "$0.00");
        assert_eq!(usd(-0.004), "$0.00");
        assert_eq!(usd(1_234_567.891), "$1,234,567.89");
        assert_eq!(usd(999.999), "$1,000.00");
    }

    #[test]
    fn percents_counts_dates() {
        assert_eq!(percent(0.1234, 1), "12.3%");
        assert_eq!(percent(-0.05, 1), "-5.0%");
        assert_eq!(count(1234.0), "1,234");
        assert_eq!(count(12.0), "12");
        assert_eq!(date("2024-03-05").unwrap(), "Mar 5, 2024");
    }
}
