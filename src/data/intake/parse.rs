//! Values as exports write them: dates in the seller's locale, numbers with currency symbols,
//! thousands separators and percent signs. Numbers become exact integers of millionths
//! ("micros"), so sums of money are exact and rounding to cents happens once, per product-day.

use chrono::{DateTime, NaiveDate, NaiveDateTime};

use crate::catalog::import::{FieldType, NumberStyle};

/// Millionths per unit.
pub const MICROS: i64 = 1_000_000;

/// Parses a date with the first of `formats` that reads it. A pattern with a time reads a date
/// and time and keeps the date as written; with `%z` the local date of the written offset (the
/// seller's own day, not UTC's).
pub fn parse_date_with(text: &str, formats: &[String]) -> Option<NaiveDate> {
    let text = text.trim();
    for f in formats {
        let has_time = ["%H", "%I", "%M", "%S", "%T", "%R", "%p"]
            .iter()
            .any(|t| f.contains(t));
        let parsed = if f.contains("%z") || f.contains("%:z") || f.contains("%#z") {
            DateTime::parse_from_str(text, f)
                .ok()
                .map(|d| d.naive_local().date())
        } else if has_time {
            NaiveDateTime::parse_from_str(text, f)
                .ok()
                .map(|d| d.date())
        } else {
            NaiveDate::parse_from_str(text, f).ok()
        };
        if parsed.is_some() {
            return parsed;
        }
    }
    None
}

/// Parses a number as written under `style` into micros (millionths), rounding beyond six
/// decimals half away from zero. `Percent` gives the fraction (`12.5%` → 0.125). Money may
/// carry a currency symbol or code before or after the amount; negative amounts may be written
/// `-12.30`, `-$12.30`, `$-12.30` or `(12.30)`. Thousands separators must group by three.
pub fn parse_number(text: &str, kind: FieldType, style: &NumberStyle) -> Option<i64> {
    let mut s = text.trim();
    if s.is_empty() {
        return None;
    }
    let mut negative = false;
    if let Some(inner) = s.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
        negative = true;
        s = inner.trim();
    }
    if let Some(rest) = s.strip_prefix('-') {
        negative = !negative;
        s = rest.trim();
    }
    if kind == FieldType::Percent {
        if let Some(rest) = s.strip_suffix('%') {
            s = rest.trim();
        }
    }
    if matches!(kind, FieldType::Money | FieldType::Decimal) {
        // Longest symbols first, so `US$` goes before `$`.
        let mut symbols: Vec<&String> = style.currency.iter().collect();
        symbols.sort_by_key(|c| std::cmp::Reverse(c.len()));
        for c in symbols {
            if c.is_empty() {
                continue;
            }
            if let Some(rest) = s.strip_prefix(c.as_str()) {
                s = rest.trim();
                break;
            }
            if let Some(rest) = s.strip_suffix(c.as_str()) {
                s = rest.trim();
                break;
            }
        }
        if let Some(rest) = s.strip_prefix('-') {
            negative = !negative;
            s = rest.trim();
        }
    }
    let (whole, frac) = match s.split_once(style.decimal.as_str()) {
        Some((w, f)) => (w, f),
        None => (s, ""),
    };
    if s.ends_with(style.decimal.as_str()) && frac.is_empty() && s.contains(&style.decimal) {
        return None;
    }
    let whole = if !style.thousands.is_empty() && whole.contains(style.thousands.as_str()) {
        let groups: Vec<&str> = whole.split(style.thousands.as_str()).collect();
        let ok = groups.first().is_some_and(|g| (1..=3).contains(&g.len()))
            && groups[1..].iter().all(|g| g.len() == 3);
        if !ok {
            return None;
        }
        groups.concat()
    } else {
        whole.to_string()
    };
    if whole.is_empty() && frac.is_empty() {
        return None;
    }
    if !whole.bytes().all(|c| c.is_ascii_digit()) || !frac.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let w: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().ok()?
    };
    // Six decimals exactly, the seventh rounds.
    let mut digits: Vec<u8> = frac.bytes().map(|c| c - b'0').collect();
    let round_up = digits.len() > 6 && digits[6] >= 5;
    digits.resize(6, 0);
    let f = digits.iter().fold(0i64, |acc, d| acc * 10 + i64::from(*d)) + i64::from(round_up);
    let mut v = w.checked_mul(MICROS)?.checked_add(f)?;
    if kind == FieldType::Percent {
        // 12.5 (percent) → 0.125: micros of the fraction.
        v = (v + 50) / 100;
    }
    if kind == FieldType::Integer && v % MICROS != 0 {
        return None;
    }
    Some(if negative { -v } else { v })
}

/// Micros of money → cents, half away from zero.
pub fn micros_to_cents(v: i64) -> i64 {
    if v >= 0 {
        (v + 5_000) / 10_000
    } else {
        -((-v + 5_000) / 10_000)
    }
}

/// What a value of this type looks like, for error messages.
pub fn expected(kind: FieldType, formats: &[String]) -> String {
    match kind {
        FieldType::Text => "text".into(),
        FieldType::Integer => "a whole number such as 12 or 1,204".into(),
        FieldType::Decimal => "a number such as 12.5 or 1,234.56".into(),
        FieldType::Money => "an amount such as 12.30 or $1,234.56".into(),
        FieldType::Percent => "a percentage such as 12.5%".into(),
        FieldType::Date => format!("a date in one of the formats {}", formats.join(" | ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn n(s: &str, k: FieldType) -> Option<i64> {
        parse_number(s, k, &NumberStyle::default())
    }

    #[test]
    fn numbers_as_exports_write_them() {
        use FieldType::*;
        assert_eq!(n("$1,234.56", Money), Some(1_234_560_000));
        assert_eq!(n("£2.55", Money), Some(2_550_000));
        assert_eq!(n("2.55 USD", Money), Some(2_550_000));
        assert_eq!(n("-$3.10", Money), Some(-3_100_000));
        assert_eq!(n("($3.10)", Money), Some(-3_100_000));
        assert_eq!(n("0.001", Decimal), Some(1_000));
        assert_eq!(n("12.5%", Percent), Some(125_000));
        assert_eq!(n("95%", Percent), Some(950_000));
        assert_eq!(n("100.00%", Percent), Some(1_000_000));
        assert_eq!(n("1,204", Integer), Some(1_204_000_000));
        assert_eq!(n("-12", Integer), Some(-12_000_000));
        assert_eq!(n("12.5", Integer), None);
        for bad in ["", "abc", "1,23", "12,3456", "1.2.3", "$", "1e3", "12.5%"] {
            assert_eq!(n(bad, Money), None, "{bad:?}");
        }
        let eu = NumberStyle {
            thousands: ".".into(),
            decimal: ",".into(),
            currency: vec!["€".into()],
        };
        assert_eq!(parse_number("1.234,50 €", Money, &eu), Some(1_234_500_000));
        assert_eq!(micros_to_cents(2_555_000), 256);
        assert_eq!(micros_to_cents(2_554_999), 255);
    }

    #[test]
    fn dates_as_exports_write_them() {
        let d = |s: &str, f: &str| parse_date_with(s, &[f.to_string()]);
        let nov3 = NaiveDate::from_ymd_opt(2025, 11, 3);
        assert_eq!(
            d("12/1/2010 8:26", "%m/%d/%Y %H:%M"),
            NaiveDate::from_ymd_opt(2010, 12, 1)
        );
        assert_eq!(d("03/11/2025 14:05", "%d/%m/%Y %H:%M"), nov3);
        assert_eq!(d("2025-11-03", "%Y-%m-%d"), nov3);
        assert_eq!(d("Nov 03, 2025", "%b %d, %Y"), nov3);
        // The written offset's own day, not UTC's (21:30 at -05:00 is the next day in UTC).
        assert_eq!(d("2025-11-03 21:30:00 -0500", "%Y-%m-%d %H:%M:%S %z"), nov3);
        assert_eq!(d("13/25/2025 8:26", "%m/%d/%Y %H:%M"), None);
        assert_eq!(d("2025-11-03", "%m/%d/%Y %H:%M"), None);
    }
}
