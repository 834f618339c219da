//! The one formatter: currency, percentages, counts, ratios and dates, as text.
//!
//! Money is rounded only here, when presenting. Templates get the same functions as minijinja
//! filters (`usd`, `pct`, `signed_pct`, `count`, `ratio`, `date`), so the numbers in an answer's
//! prose and in its tables are formatted identically.

use std::sync::OnceLock;

use chrono::{Datelike, NaiveDate};
use minijinja::{Environment, UndefinedBehavior};
use serde_json::Value;

use crate::augment::Granularity;
use crate::table::{Column, ColumnType, Table, Unit};

fn group_thousands(int_part: &str) -> String {
    let bytes = int_part.as_bytes();
    let mut out = String::with_capacity(bytes.len() + bytes.len() / 3);
    for (i, b) in bytes.iter().enumerate() {
        if i > 0 && (bytes.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(*b as char);
    }
    out
}

fn fixed(x: f64, decimals: usize) -> String {
    let s = format!("{:.*}", decimals, x.abs());
    let (int, frac) = match s.split_once('.') {
        Some((i, f)) => (i.to_string(), Some(f.to_string())),
        None => (s.clone(), None),
    };
    let mut out = String::new();
    // -0.00 is shown as 0.00.
    if x < 0.0 && s.chars().any(|c| c.is_ascii_digit() && c != '0') {
        out.push('-');
    }
    out.push_str(&group_thousands(&int));
    if let Some(f) = frac {
        out.push('.');
        out.push_str(&f);
    }
    out
}

/// `$1,234.50`; negative amounts as `-$1,234.50`.
pub fn usd(x: f64) -> String {
    let s = fixed(x, 2);
    match s.strip_prefix('-') {
        Some(rest) => format!("-${rest}"),
        None => format!("${s}"),
    }
}

/// A ratio as a percentage with one decimal: 0.1234 → `12.3%`.
pub fn pct(ratio: f64) -> String {
    format!("{}%", fixed(ratio * 100.0, 1))
}

/// A change of a rate in percentage points: 0.013 → `1.3 points`. A rate's change in percent
/// ("conversion down 10.3%") reads as the rate's own drop, which it is not.
pub fn points(ratio_change: f64) -> String {
    let n = fixed(ratio_change.abs() * 100.0, 1);
    if n == "1.0" {
        "1.0 point".to_string()
    } else {
        format!("{n} points")
    }
}

/// A change ratio with its sign: 0.05 → `+5.0%`, -0.2 → `-20.0%`.
pub fn signed_pct(ratio: f64) -> String {
    let s = pct(ratio);
    if ratio > 0.0 && !s.starts_with('-') && s != "0.0%" {
        format!("+{s}")
    } else {
        s
    }
}

/// A count with thousands separators; fractional counts get one decimal.
pub fn count(x: f64) -> String {
    if x.fract() == 0.0 {
        fixed(x, 0)
    } else {
        fixed(x, 1)
    }
}

/// A plain ratio with two decimals: `3.25`.
pub fn ratio(x: f64) -> String {
    fixed(x, 2)
}

/// An ISO date as `Dec 1, 2025`; other text unchanged.
pub fn date(s: &str) -> String {
    match NaiveDate::parse_from_str(s, "%Y-%m-%d") {
        Ok(d) => d.format("%b %-d, %Y").to_string(),
        Err(_) => s.to_string(),
    }
}

fn month_name(d: NaiveDate) -> String {
    d.format("%B %Y").to_string()
}

fn last_day_of_month(d: NaiveDate) -> Option<NaiveDate> {
    let (y, m) = if d.month() == 12 {
        (d.year() + 1, 1)
    } else {
        (d.year(), d.month() + 1)
    };
    NaiveDate::from_ymd_opt(y, m, 1).and_then(|n| n.pred_opt())
}

/// A period as people name it: a whole calendar month is `November 2025`, a whole quarter
/// `Q3 2025`, a whole year `2025`, one day `2025-12-01`; any other range `2025-12-01 to
/// 2025-12-07`. Dates stay ISO: they are the dates the question was rewritten with.
pub fn period_label(start: NaiveDate, end: NaiveDate) -> String {
    if start == end {
        return start.to_string();
    }
    let whole_months = start.day() == 1 && last_day_of_month(end) == Some(end) && start <= end;
    if whole_months {
        let months =
            (end.year() - start.year()) * 12 + end.month() as i32 - start.month() as i32 + 1;
        match months {
            1 => return month_name(start),
            3 if start.month() % 3 == 1 => {
                return format!("Q{} {}", start.month() / 3 + 1, start.year())
            }
            12 if start.month() == 1 => return start.year().to_string(),
            _ => {}
        }
    }
    format!("{start} to {end}")
}

/// The label of one row of a time series, from the first day of its period: `2025-11-03`
/// (day), `week of 2025-11-03`, `November 2025`, `Q4 2025`, `2025`.
pub fn period_start_label(start: NaiveDate, granularity: Granularity) -> String {
    match granularity {
        Granularity::Day => start.to_string(),
        Granularity::Week => format!("week of {start}"),
        Granularity::Month => month_name(start),
        Granularity::Quarter => format!("Q{} {}", (start.month() - 1) / 3 + 1, start.year()),
        Granularity::Year => start.year().to_string(),
    }
}

/// The label of a time-series row whose period the asked range cuts (the week of 2025-10-27
/// in "by week in November" holds only November 1 and 2): the days it holds, and whose part
/// they are, `2025-11-01 to 2025-11-02, part of the week of 2025-10-27`; the whole period's
/// label when the range holds all of it. Labelled as a whole week, the two days' 924 units
/// read as the week's and were called the lowest week.
pub fn period_row_label(
    start: NaiveDate,
    granularity: Granularity,
    range: Option<(NaiveDate, NaiveDate)>,
) -> String {
    let whole = period_start_label(start, granularity);
    let Some((from, to)) = range else {
        return whole;
    };
    let end = period_end(start, granularity);
    let (s, e) = (start.max(from), end.min(to));
    if (s, e) == (start, end) || s > e {
        return whole;
    }
    let days = if s == e {
        s.to_string()
    } else {
        format!("{s} to {e}")
    };
    format!("{days}, part of {}", with_article(&whole))
}

/// Whether the asked range cuts the period of `granularity` that starts on `start` (holds
/// only some of its days): [`period_row_label`] names such a row by its days.
pub fn period_is_cut(
    start: NaiveDate,
    granularity: Granularity,
    range: Option<(NaiveDate, NaiveDate)>,
) -> bool {
    let Some((from, to)) = range else {
        return false;
    };
    let end = period_end(start, granularity);
    let (s, e) = (start.max(from), end.min(to));
    s <= e && (s, e) != (start, end)
}

/// The last day of the period of `granularity` that starts on `start`.
fn period_end(start: NaiveDate, granularity: Granularity) -> NaiveDate {
    let months = match granularity {
        Granularity::Day => return start,
        Granularity::Week => return start + chrono::Duration::days(6),
        Granularity::Month => 1,
        Granularity::Quarter => 3,
        Granularity::Year => 12,
    };
    start
        .checked_add_months(chrono::Months::new(months))
        .and_then(|d| d.pred_opt())
        .unwrap_or(start)
}

/// "the week of 2025-10-27", "November 2025": a week's label takes its article.
fn with_article(label: &str) -> String {
    if label.starts_with("week of") {
        format!("the {label}")
    } else {
        label.to_string()
    }
}

/// A machine name as a heading: `change_pct` → `Change (%)`, `units_previous_year` →
/// `Units previous year`. Used when neither the table nor the catalog has a display name.
pub fn humanize(name: &str) -> String {
    let (base, pct) = match name.strip_suffix("_pct") {
        Some(b) => (b, true),
        None => (name, false),
    };
    let words = base.replace('_', " ");
    let mut chars = words.trim().chars();
    let mut out = match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect::<String>(),
        None => name.to_string(),
    };
    if pct {
        out.push_str(" (%)");
    }
    out
}

/// A display name as a noun inside a sentence (the catalog's rule, shared with the planner's
/// notes).
pub use crate::catalog::api::noun;

/// Formats one cell for people, by column type and unit.
pub fn cell(v: &Value, column: &Column) -> String {
    match v {
        Value::Null => "—".to_string(),
        Value::Number(n) => {
            let x = n.as_f64().unwrap_or(0.0);
            match column.unit {
                Some(Unit::Usd) => usd(x),
                Some(Unit::Percent) => pct(x),
                Some(Unit::Count) => count(x),
                Some(Unit::Ratio) => ratio(x),
                Some(Unit::Days) => format!("{} days", fixed(x, 1)),
                // A star given by one review is a whole number; an average has decimals.
                Some(Unit::Rating) if column.ty == ColumnType::Integer => count(x),
                Some(Unit::Rating) => fixed(x, 2),
                None if column.ty == ColumnType::Integer => count(x),
                None => {
                    if x.fract() == 0.0 {
                        count(x)
                    } else {
                        fixed(x, 2)
                    }
                }
            }
        }
        Value::String(s) if column.ty == ColumnType::Date => s.clone(),
        Value::String(s) => s.clone(),
        Value::Bool(b) => if *b { "yes" } else { "no" }.to_string(),
        other => other.to_string(),
    }
}

/// Renders a table as aligned text (display names as headers, formatted cells).
pub fn text_table(t: &Table) -> String {
    let headers: Vec<String> = t.columns.iter().map(|c| c.label().to_string()).collect();
    let rows: Vec<Vec<String>> = t
        .rows
        .iter()
        .map(|r| {
            t.columns
                .iter()
                .enumerate()
                .map(|(i, c)| cell(r.get(i).unwrap_or(&Value::Null), c))
                .collect()
        })
        .collect();
    let mut widths: Vec<usize> = headers.iter().map(|h| h.chars().count()).collect();
    for r in &rows {
        for (i, c) in r.iter().enumerate() {
            widths[i] = widths[i].max(c.chars().count());
        }
    }
    let numeric: Vec<bool> = t
        .columns
        .iter()
        .map(|c| matches!(c.ty, ColumnType::Integer | ColumnType::Number))
        .collect();
    let line = |cells: &[String]| -> String {
        cells
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let pad = widths[i].saturating_sub(c.chars().count());
                if numeric[i] {
                    format!("{}{c}", " ".repeat(pad))
                } else {
                    format!("{c}{}", " ".repeat(pad))
                }
            })
            .collect::<Vec<_>>()
            .join("  ")
            .trim_end()
            .to_string()
    };
    let mut out = line(&headers);
    out.push('\n');
    out.push_str(
        &widths
            .iter()
            .map(|w| "-".repeat(*w))
            .collect::<Vec<_>>()
            .join("  "),
    );
    out.push('\n');
    for r in &rows {
        out.push_str(&line(r));
        out.push('\n');
    }
    out
}

fn num(v: &minijinja::Value) -> Result<f64, minijinja::Error> {
    f64::try_from(v.clone()).map_err(|_| {
        minijinja::Error::new(
            minijinja::ErrorKind::InvalidOperation,
            format!("expected a number, got {v}"),
        )
    })
}

/// The template environment: strict about undefined variables, with the formatting filters.
pub fn environment() -> &'static Environment<'static> {
    static ENV: OnceLock<Environment<'static>> = OnceLock::new();
    ENV.get_or_init(new_environment)
}

/// A new environment like [`environment`], for a caller that adds its own named templates
/// (the presenter compiles its answer templates into one at start-up).
pub fn new_environment() -> Environment<'static> {
    {
        let mut env = Environment::new();
        env.set_undefined_behavior(UndefinedBehavior::Strict);
        if let Ok(syntax) = minijinja::syntax::SyntaxConfig::builder()
            .trim_blocks(true)
            .lstrip_blocks(true)
            .build()
        {
            env.set_syntax(syntax);
        }
        env.add_filter("usd", |v: minijinja::Value| num(&v).map(usd));
        env.add_filter("pct", |v: minijinja::Value| num(&v).map(pct));
        env.add_filter("signed_pct", |v: minijinja::Value| num(&v).map(signed_pct));
        env.add_filter("count", |v: minijinja::Value| num(&v).map(count));
        env.add_filter("ratio", |v: minijinja::Value| num(&v).map(ratio));
        env.add_filter("date", |v: String| date(&v));
        env
    }
}

/// Renders a template string against a JSON context.
pub fn render(template: &str, ctx: &Value) -> Result<String, minijinja::Error> {
    let env = environment();
    let tmpl = env.template_from_str(template)?;
    tmpl.render(minijinja::Value::from(minijinja::value::Serde(ctx)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_percent_count_date() {
        assert_eq!(usd(1234.5), "$1,234.50");
        assert_eq!(usd(-0.004), "$0.00");
        assert_eq!(usd(-1234567.891), "-$1,234,567.89");
        assert_eq!(pct(0.1234), "12.3%");
        assert_eq!(signed_pct(0.05), "+5.0%");
        assert_eq!(signed_pct(-0.2), "-20.0%");
        assert_eq!(count(1234567.0), "1,234,567");
        assert_eq!(count(12.25), "12.2");
        assert_eq!(ratio(3.256), "3.26");
        assert_eq!(date("2025-12-01"), "Dec 1, 2025");
        assert_eq!(date("not a date"), "not a date");
    }

    #[test]
    fn periods_humanized_names_and_nouns() {
        let d = |s: &str| NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap();
        for (start, end, label) in [
            ("2025-11-01", "2025-11-30", "November 2025"),
            ("2024-02-01", "2024-02-29", "February 2024"),
            ("2025-07-01", "2025-09-30", "Q3 2025"),
            ("2024-01-01", "2024-12-31", "2024"),
            ("2025-12-01", "2025-12-01", "2025-12-01"),
            ("2025-12-01", "2025-12-07", "2025-12-01 to 2025-12-07"),
            ("2025-08-01", "2025-10-31", "2025-08-01 to 2025-10-31"),
        ] {
            assert_eq!(period_label(d(start), d(end)), label);
        }
        assert_eq!(
            period_start_label(d("2025-11-03"), Granularity::Week),
            "week of 2025-11-03"
        );
        assert_eq!(
            period_start_label(d("2025-10-01"), Granularity::Quarter),
            "Q4 2025"
        );
        let nov = Some((d("2025-11-01"), d("2025-11-30")));
        assert_eq!(
            period_row_label(d("2025-10-27"), Granularity::Week, nov),
            "2025-11-01 to 2025-11-02, part of the week of 2025-10-27"
        );
        assert_eq!(
            period_row_label(d("2025-11-24"), Granularity::Week, nov),
            "week of 2025-11-24"
        );
        assert_eq!(
            period_row_label(
                d("2025-12-01"),
                Granularity::Month,
                Some((d("2025-01-01"), d("2025-12-09")))
            ),
            "2025-12-01 to 2025-12-09, part of December 2025"
        );
        assert_eq!(
            period_row_label(d("2025-10-01"), Granularity::Quarter, None),
            "Q4 2025"
        );
        assert_eq!(humanize("change_pct"), "Change (%)");
        assert_eq!(humanize("units_previous_year"), "Units previous year");
        assert_eq!(noun("Units sold"), "units sold");
        assert_eq!(noun("ACOS"), "ACOS");
        assert_eq!(noun("1-2 star share"), "1-2 star share");
    }

    #[test]
    fn template_filters_and_strictness() {
        let ctx = serde_json::json!({"revenue": 1234.5, "change": -0.125});
        assert_eq!(
            render("{{ revenue | usd }} ({{ change | signed_pct }})", &ctx).unwrap(),
            "$1,234.50 (-12.5%)"
        );
        assert!(render("{{ missing }}", &ctx).is_err());
    }

    #[test]
    fn text_table_aligns() {
        let mut t = Table::new(vec![
            Column::new("product_id", ColumnType::String),
            Column::new("revenue", ColumnType::Number).with_unit(Unit::Usd),
        ]);
        t.rows.push(vec![Value::from("P0001"), Value::from(1234.5)]);
        t.rows.push(vec![Value::from("P0002"), Value::from(5.0)]);
        let s = text_table(&t);
        assert_eq!(
            s,
            "product_id    revenue\n----------  ---------\nP0001       $1,234.50\nP0002           $5.00\n"
        );
    }
}
