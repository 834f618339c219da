//! Calendar arithmetic: weeks, months, quarters, years, shifts and comparisons.
//!
//! Every function is total: where chrono would overflow (a `today` near the end of its range,
//! "the last 10000 years") it returns `None`, and the caller drops the expression with a note.

use chrono::{Datelike, Days, NaiveDate};

use super::{DateRange, Granularity};

/// A day, if it exists.
pub(crate) fn ymd(y: i32, m: u32, d: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(y, m, d)
}

/// `d` moved by `n` days (either way).
pub(crate) fn add_days(d: NaiveDate, n: i64) -> Option<NaiveDate> {
    if n >= 0 {
        d.checked_add_days(Days::new(n.unsigned_abs()))
    } else {
        d.checked_sub_days(Days::new(n.unsigned_abs()))
    }
}

/// Builds a range only when it is not inverted.
pub(crate) fn range(start: NaiveDate, end: NaiveDate) -> Option<DateRange> {
    (start <= end).then_some(DateRange { start, end })
}

/// The last day of a month (28..31).
pub(crate) fn days_in_month(y: i32, m: u32) -> Option<u32> {
    let (ny, nm) = add_months_ym(y, m, 1)?;
    let last = add_days(ymd(ny, nm, 1)?, -1)?;
    Some(last.day())
}

/// The month `delta` months after `(y, m)`.
pub(crate) fn add_months_ym(y: i32, m: u32, delta: i64) -> Option<(i32, u32)> {
    if !(1..=12).contains(&m) {
        return None;
    }
    let idx = i64::from(y)
        .checked_mul(12)?
        .checked_add(i64::from(m) - 1)?
        .checked_add(delta)?;
    let ny = i32::try_from(idx.div_euclid(12)).ok()?;
    let nm = u32::try_from(idx.rem_euclid(12) + 1).ok()?;
    Some((ny, nm))
}

/// `count` whole months starting with `(y, m)`.
pub(crate) fn months(y: i32, m: u32, count: i64) -> Option<DateRange> {
    if count < 1 {
        return None;
    }
    let (ey, em) = add_months_ym(y, m, count - 1)?;
    range(ymd(y, m, 1)?, ymd(ey, em, days_in_month(ey, em)?)?)
}

/// One calendar month.
pub(crate) fn month(y: i32, m: u32) -> Option<DateRange> {
    months(y, m, 1)
}

/// Calendar quarter `q` (1..4).
pub(crate) fn quarter(y: i32, q: u32) -> Option<DateRange> {
    if !(1..=4).contains(&q) {
        return None;
    }
    months(y, 3 * q - 2, 3)
}

/// Half year `h` (1..2).
pub(crate) fn half(y: i32, h: u32) -> Option<DateRange> {
    if !(1..=2).contains(&h) {
        return None;
    }
    months(y, 6 * h - 5, 6)
}

/// One calendar year.
pub(crate) fn year(y: i32) -> Option<DateRange> {
    months(y, 1, 12)
}

/// The quarter (1..4) a month is in.
pub(crate) fn quarter_of(m: u32) -> u32 {
    (m.clamp(1, 12) - 1) / 3 + 1
}

/// The Monday of the week `d` is in.
pub(crate) fn week_start(d: NaiveDate) -> Option<NaiveDate> {
    add_days(d, -i64::from(d.weekday().num_days_from_monday()))
}

/// The Monday..Sunday week `d` is in.
pub(crate) fn week(d: NaiveDate) -> Option<DateRange> {
    let s = week_start(d)?;
    range(s, add_days(s, 6)?)
}

/// The unit (day, week, month, quarter, year) that `d` is in.
pub(crate) fn unit_of(u: Granularity, d: NaiveDate) -> Option<DateRange> {
    match u {
        Granularity::Day => Some(DateRange::day(d)),
        Granularity::Week => week(d),
        Granularity::Month => month(d.year(), d.month()),
        Granularity::Quarter => quarter(d.year(), quarter_of(d.month())),
        Granularity::Year => year(d.year()),
    }
}

/// The unit `k` units after (negative: before) the one `d` is in.
pub(crate) fn unit_shift(u: Granularity, d: NaiveDate, k: i64) -> Option<DateRange> {
    match u {
        Granularity::Day => add_days(d, k).map(DateRange::day),
        Granularity::Week => week(add_days(d, k.checked_mul(7)?)?),
        Granularity::Month => {
            let (y, m) = add_months_ym(d.year(), d.month(), k)?;
            month(y, m)
        }
        Granularity::Quarter => {
            let first = 3 * quarter_of(d.month()) - 2;
            let (y, m) = add_months_ym(d.year(), first, k.checked_mul(3)?)?;
            quarter(y, quarter_of(m))
        }
        Granularity::Year => year(i32::try_from(i64::from(d.year()).checked_add(k)?).ok()?),
    }
}

/// The same day `k` units later (negative: earlier): a week is 7 days; a month or quarter
/// keeps the day of the month, clamped to the target month's last day (Mar 31 → Feb 28).
pub(crate) fn unit_shift_day(u: Granularity, d: NaiveDate, k: i64) -> Option<NaiveDate> {
    let months = match u {
        Granularity::Day => return add_days(d, k),
        Granularity::Week => return add_days(d, k.checked_mul(7)?),
        Granularity::Month => k,
        Granularity::Quarter => k.checked_mul(3)?,
        Granularity::Year => k.checked_mul(12)?,
    };
    let (y, m) = add_months_ym(d.year(), d.month(), months)?;
    ymd(y, m, d.day().min(days_in_month(y, m)?))
}

/// The `n` whole units just before the one `d` is in (`n >= 1`).
pub(crate) fn units_before(u: Granularity, d: NaiveDate, n: i64) -> Option<DateRange> {
    if n < 1 {
        return None;
    }
    range(unit_shift(u, d, -n)?.start, unit_shift(u, d, -1)?.end)
}

/// The `n` whole units just after the one `d` is in (`n >= 1`).
pub(crate) fn units_after(u: Granularity, d: NaiveDate, n: i64) -> Option<DateRange> {
    if n < 1 {
        return None;
    }
    range(unit_shift(u, d, 1)?.start, unit_shift(u, d, n)?.end)
}

/// How many whole calendar months `r` is, when it starts on a 1st and ends on a month's last day.
pub(crate) fn whole_months(r: &DateRange) -> Option<i64> {
    if r.start.day() != 1 || r.end.day() != days_in_month(r.end.year(), r.end.month())? {
        return None;
    }
    let idx = |d: NaiveDate| i64::from(d.year()) * 12 + i64::from(d.month());
    let n = idx(r.end) - idx(r.start) + 1;
    (n >= 1).then_some(n)
}

/// `d` with the year moved back by `k`, keeping month and day; Feb 29 becomes Feb 28 when the
/// target year has none.
pub(crate) fn years_earlier(d: NaiveDate, k: i32) -> Option<NaiveDate> {
    let y = d.year().checked_sub(k)?;
    ymd(y, d.month(), d.day()).or_else(|| {
        if d.month() == 2 && d.day() == 29 {
            ymd(y, 2, 28)
        } else {
            None
        }
    })
}

/// The same calendar span `k` years earlier. Whole months stay whole months (all of February);
/// otherwise each end keeps its month and day (Feb 29 becomes Feb 28). So the lengths match
/// unless one of the two ranges contains a Feb 29.
pub(crate) fn shift_years(r: &DateRange, k: i32) -> Option<DateRange> {
    if whole_months(r).is_some() {
        let sy = r.start.year().checked_sub(k)?;
        let ey = r.end.year().checked_sub(k)?;
        return range(
            ymd(sy, r.start.month(), 1)?,
            ymd(ey, r.end.month(), days_in_month(ey, r.end.month())?)?,
        );
    }
    range(years_earlier(r.start, k)?, years_earlier(r.end, k)?)
}

/// The year-over-year range: the same calendar span one year earlier.
pub(crate) fn year_over_year(r: &DateRange) -> Option<DateRange> {
    shift_years(r, 1)
}

/// The range just before `r`: the same number of whole months when `r` is whole months (so
/// Q3 → Q2 and a year → the year before), otherwise the same number of days. It ends the day
/// before `r` starts.
pub(crate) fn previous_period(r: &DateRange) -> Option<DateRange> {
    let end = add_days(r.start, -1)?;
    if let Some(n) = whole_months(r) {
        let (y, m) = add_months_ym(r.start.year(), r.start.month(), -n)?;
        return range(ymd(y, m, 1)?, end);
    }
    range(add_days(end, -(r.days() - 1))?, end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }
    fn r(a: &str, b: &str) -> DateRange {
        DateRange {
            start: d(a),
            end: d(b),
        }
    }

    #[test]
    fn weeks_start_on_monday() {
        assert_eq!(week(d("2025-12-10")), Some(r("2025-12-08", "2025-12-14")));
        assert_eq!(
            unit_shift(Granularity::Week, d("2025-12-10"), -1),
            Some(r("2025-12-01", "2025-12-07"))
        );
        assert_eq!(week(d("2025-12-07")), Some(r("2025-12-01", "2025-12-07")));
    }

    #[test]
    fn months_quarters_years() {
        assert_eq!(month(2024, 2), Some(r("2024-02-01", "2024-02-29")));
        assert_eq!(quarter(2025, 3), Some(r("2025-07-01", "2025-09-30")));
        assert_eq!(
            unit_shift(Granularity::Quarter, d("2025-12-10"), -1),
            Some(r("2025-07-01", "2025-09-30"))
        );
        assert_eq!(
            unit_shift(Granularity::Month, d("2025-01-15"), -1),
            Some(r("2024-12-01", "2024-12-31"))
        );
        assert_eq!(
            units_before(Granularity::Month, d("2025-12-10"), 12),
            Some(r("2024-12-01", "2025-11-30"))
        );
        assert_eq!(quarter(2025, 5), None);
    }

    #[test]
    fn year_over_year_handles_feb_29() {
        // Whole months stay whole months.
        assert_eq!(
            year_over_year(&r("2025-02-01", "2025-02-28")),
            Some(r("2024-02-01", "2024-02-29"))
        );
        assert_eq!(
            year_over_year(&r("2024-02-01", "2024-02-29")),
            Some(r("2023-02-01", "2023-02-28"))
        );
        // A single Feb 29 maps to Feb 28.
        assert_eq!(
            year_over_year(&r("2024-02-29", "2024-02-29")),
            Some(r("2023-02-28", "2023-02-28"))
        );
        // A single Feb 28 stays Feb 28 (not stretched to the 29th).
        assert_eq!(
            year_over_year(&r("2025-02-28", "2025-02-28")),
            Some(r("2024-02-28", "2024-02-28"))
        );
    }

    #[test]
    fn previous_period_is_adjacent() {
        assert_eq!(
            previous_period(&r("2025-07-01", "2025-09-30")),
            Some(r("2025-04-01", "2025-06-30"))
        );
        assert_eq!(
            previous_period(&r("2025-03-01", "2025-03-31")),
            Some(r("2025-02-01", "2025-02-28"))
        );
        assert_eq!(
            previous_period(&r("2025-12-03", "2025-12-09")),
            Some(r("2025-11-26", "2025-12-02"))
        );
    }

    #[test]
    fn overflow_is_none_not_a_panic() {
        assert_eq!(unit_shift(Granularity::Year, NaiveDate::MAX, 1), None);
        assert_eq!(add_days(NaiveDate::MIN, -1), None);
        assert_eq!(units_before(Granularity::Week, NaiveDate::MIN, 3), None);
        assert_eq!(add_months_ym(i32::MAX, 12, 1), None);
    }
}
