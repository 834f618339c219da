//! The presenter's LLM prose, and the number check that guards it.
//!
//! Takes: the question, the answer shape, the result tables and the template answer. Gives: a
//! short prose answer written by the model from `prompts/answer_prose.yaml` (few-shot), **only
//! if every number in it is in the data**; otherwise a [`ProseError`] and the caller shows the
//! template answer.
//!
//! ## The number check ([`check_numbers`])
//! Every number in the prose must be one of the evidence: a cell of a result table, a number
//! in the template answer (which the presenter computed and formatted), or in the question.
//! - Formatter renderings are understood: `$1,234.56`, `-$1,234.50`, `12.3%`, `+4.5%`,
//!   `1,234`, `3.25`, and abbreviations (`$1.2M`, `12k`, `1.5 million`). A percent matches a
//!   percent column (ratios 0..1 shown ×100); money and plain numbers match each other.
//! - A number matches when it equals the value **rounded to the precision shown** (`$1,235`
//!   and `$1.2k` both match 1234.56; `$1,234` does not). Without an explicit sign the magnitude
//!   is compared ("fell 4.5%" for -0.045); with one, the sign must agree too.
//! - Dates: ISO dates and written dates (`Dec 1, 2025`, `December 1st`, `1 December`) must be
//!   dates of the evidence; a four-digit year must be the year of such a date or in the
//!   question. Their digits are not checked as numbers.
//! - Small integers are accepted as ranks ("top 5", "#2", "3rd") up to the number of rows, and
//!   as a count of a table's rows ("3 products").
//! - Digits glued to letters (`P0001`, `Q3`, `10in`) are identifiers, not numbers.

use std::collections::{BTreeSet, HashMap};
use std::sync::OnceLock;

use chrono::{Datelike, NaiveDate};
use regex::Regex;
use serde_json::{json, Value};

use super::{ChatRequest, LlmClient, LlmError, Message};
use crate::answer::AnswerTable;
use crate::catalog::prompt::PromptDef;
use crate::planner::AnswerShape;
use crate::presenter::format;
use crate::table::{ColumnType, Table, Unit};

/// The prompt writing answer prose.
pub const PROSE_PROMPT: &str = "answer_prose";

/// Rows of each table shown to the model (all rows count as evidence).
const ROWS_SHOWN: usize = 30;

/// Why there is no LLM prose; the caller uses the template answer.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ProseError {
    /// The LLM call failed (including the `none` backend).
    #[error(transparent)]
    Llm(#[from] LlmError),
    /// The prompt file is missing or does not render.
    #[error("answer prose prompt: {0}")]
    Prompt(String),
    /// The model wrote nothing usable.
    #[error("the LLM wrote no answer")]
    Empty,
    /// The prose has numbers (or dates) that are not in the data.
    #[error("the LLM's answer has numbers not in the data: {}", .numbers.join(", "))]
    UnverifiedNumbers {
        /// The numbers as written.
        numbers: Vec<String>,
    },
}

/// Writes the answer prose with the LLM and checks its numbers against the evidence (the
/// `tables`, the `template_answer` and the `question`); see the module documentation.
///
/// `prompts` is the catalog's prompts (`catalog.prompts`); `answer_prose` must be there. One LLM
/// call, with the client's timeout and at most 400 tokens. On any error the caller shows
/// `template_answer` instead.
pub async fn write_prose(
    client: &dyn LlmClient,
    prompts: &HashMap<String, PromptDef>,
    question: &str,
    shape: AnswerShape,
    tables: &[AnswerTable],
    template_answer: &str,
) -> Result<String, ProseError> {
    if !client.enabled() {
        return Err(ProseError::Llm(LlmError::Disabled));
    }
    let prompt = render_prompt(prompts, question, shape, tables, template_answer)?;
    let reply = client
        .complete(ChatRequest {
            messages: vec![Message::user(prompt)],
            json: None,
            max_tokens: Some(400),
            temperature: Some(0.0),
        })
        .await?;
    let prose = clean(&reply);
    if prose.is_empty() {
        return Err(ProseError::Empty);
    }
    check_numbers(&prose, question, tables, template_answer)?;
    Ok(prose)
}

/// The rendered `answer_prose` prompt.
pub fn render_prompt(
    prompts: &HashMap<String, PromptDef>,
    question: &str,
    shape: AnswerShape,
    tables: &[AnswerTable],
    template_answer: &str,
) -> Result<String, ProseError> {
    let def = prompts
        .get(PROSE_PROMPT)
        .ok_or_else(|| ProseError::Prompt(format!("`{PROSE_PROMPT}` is missing from prompts/")))?;
    let examples: Vec<Value> = def
        .examples
        .iter()
        .map(|e| {
            json!({
                "question": e.input.get("question").and_then(Value::as_str).unwrap_or(""),
                "data": e.input.get("data").and_then(Value::as_str).unwrap_or(""),
                "answer": e.output.as_str().map(str::to_string).unwrap_or_else(|| e.output.to_string()),
            })
        })
        .collect();
    let tables: Vec<Value> = tables
        .iter()
        .map(|t| {
            let shown = Table {
                columns: t.columns.clone(),
                rows: t.rows.iter().take(ROWS_SHOWN).cloned().collect(),
            };
            let mut text = format::text_table(&shown);
            if t.rows.len() > ROWS_SHOWN {
                text.push_str(&format!("({} more rows)\n", t.rows.len() - ROWS_SHOWN));
            }
            json!({"title": t.title, "text": text})
        })
        .collect();
    let ctx = json!({
        "examples": examples,
        "question": question,
        "shape": shape.as_str(),
        "tables": tables,
        "draft": template_answer,
    });
    format::render(&def.template, &ctx).map_err(|e| ProseError::Prompt(e.to_string()))
}

/// Strips what models wrap answers in: an `Answer:` label, quotes, surrounding space.
fn clean(reply: &str) -> String {
    let mut s = reply.trim();
    if let Some(rest) = s.strip_prefix("Answer:") {
        s = rest.trim();
    }
    if s.len() >= 2 && s.starts_with('"') && s.ends_with('"') {
        s = s[1..s.len() - 1].trim();
    }
    s.to_string()
}

/// What a number measures, as far as its rendering tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Money,
    Percent,
    Plain,
    Ordinal,
}

/// A number as written.
#[derive(Debug, Clone, PartialEq)]
struct Written {
    text: String,
    value: f64,
    /// Half of the last shown digit's place value, times any multiplier.
    tolerance: f64,
    kind: Kind,
    signed: bool,
    /// Whether it is an integer written without decimals, commas or multiplier.
    bare_integer: bool,
    /// The word before it, lowercased.
    before: String,
}

/// A number of the evidence.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Known {
    value: f64,
    kind: Kind,
}

/// The numbers and dates prose may use.
#[derive(Debug, Default)]
struct Evidence {
    numbers: Vec<Known>,
    dates: BTreeSet<NaiveDate>,
    years: BTreeSet<i32>,
    max_rows: usize,
    row_counts: Vec<usize>,
}

const MONTHS: &str = "January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec";

fn month_number(name: &str) -> Option<u32> {
    let n = name.to_ascii_lowercase();
    let i = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]
    .iter()
    .position(|m| n.starts_with(m))?;
    Some(i as u32 + 1)
}

struct Patterns {
    iso: Regex,
    month_day: Regex,
    day_month: Regex,
    month_year: Regex,
    number: Regex,
}

fn patterns() -> Option<&'static Patterns> {
    static P: OnceLock<Option<Patterns>> = OnceLock::new();
    P.get_or_init(|| {
        Some(Patterns {
            iso: Regex::new(r"\b(\d{4})-(\d{2})-(\d{2})\b").ok()?,
            month_day: Regex::new(&format!(
                r"\b({MONTHS})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(\d{{4}})\b)?"
            ))
            .ok()?,
            day_month: Regex::new(&format!(
                r"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({MONTHS})\b\.?(?:,?\s+(\d{{4}})\b)?"
            ))
            .ok()?,
            month_year: Regex::new(&format!(r"\b({MONTHS})\.?,?\s+(\d{{4}})\b")).ok()?,
            number: Regex::new(
                r"([-+−])?(\$)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(\s?%|\s?percent\b|\s?per cent\b|\s?(?:k|K|M|bn|B|million|thousand|billion)\b|st\b|nd\b|rd\b|th\b)?",
            )
            .ok()?,
        })
    })
    .as_ref()
}

/// A date found in text, with the span it covers (to blank it out before reading numbers).
struct FoundDate {
    span: (usize, usize),
    text: String,
    /// The year when written.
    year: Option<i32>,
    month: u32,
    day: Option<u32>,
}

fn find_dates(text: &str, p: &Patterns) -> Vec<FoundDate> {
    let mut out: Vec<FoundDate> = Vec::new();
    let overlaps =
        |out: &[FoundDate], a: usize, b: usize| out.iter().any(|d| a < d.span.1 && d.span.0 < b);
    for c in p.iso.captures_iter(text) {
        let m = c.get(0).map_or((0, 0), |m| (m.start(), m.end()));
        let num = |i| c.get(i).and_then(|g| g.as_str().parse::<u32>().ok());
        out.push(FoundDate {
            span: m,
            text: text[m.0..m.1].to_string(),
            year: num(1).map(|y| y as i32),
            month: num(2).unwrap_or(0),
            day: num(3),
        });
    }
    for (re, month_group, day_group) in [(&p.month_day, 1, 2), (&p.day_month, 2, 1)] {
        for c in re.captures_iter(text) {
            let Some(whole) = c.get(0) else { continue };
            if overlaps(&out, whole.start(), whole.end()) {
                continue;
            }
            let month = c.get(month_group).and_then(|g| month_number(g.as_str()));
            let day = c
                .get(day_group)
                .and_then(|g| g.as_str().parse::<u32>().ok());
            let (Some(month), Some(day)) = (month, day) else {
                continue;
            };
            // "May 5 products" is not a date; a day above 31 is not a day.
            if day == 0 || day > 31 {
                continue;
            }
            out.push(FoundDate {
                span: (whole.start(), whole.end()),
                text: whole.as_str().to_string(),
                year: c.get(3).and_then(|g| g.as_str().parse().ok()),
                month,
                day: Some(day),
            });
        }
    }
    for c in p.month_year.captures_iter(text) {
        let Some(whole) = c.get(0) else { continue };
        if overlaps(&out, whole.start(), whole.end()) {
            continue;
        }
        out.push(FoundDate {
            span: (whole.start(), whole.end()),
            text: whole.as_str().to_string(),
            year: c.get(2).and_then(|g| g.as_str().parse().ok()),
            month: c.get(1).and_then(|g| month_number(g.as_str())).unwrap_or(0),
            day: None,
        });
    }
    out
}

fn blank(text: &str, spans: &[(usize, usize)]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for &(a, b) in spans {
        for x in &mut bytes[a..b] {
            // Only ASCII bytes are blanked, so the text stays valid UTF-8.
            if x.is_ascii() {
                *x = b' ';
            }
        }
    }
    String::from_utf8(bytes).unwrap_or_else(|_| text.to_string())
}

fn read_numbers(text: &str, p: &Patterns) -> Vec<Written> {
    let mut out = Vec::new();
    for c in p.number.captures_iter(text) {
        let Some(whole) = c.get(0) else { continue };
        let Some(digits) = c.get(3) else { continue };
        let mut sign = c.get(1);
        let prev = text[..whole.start()].chars().next_back();
        // A sign right after a word or digit is a dash ("1-7", "Q3-4").
        if sign.is_some() && prev.is_some_and(|ch| ch.is_alphanumeric()) {
            sign = None;
        }
        let lead = if sign.is_none() {
            c.get(2).map_or(digits.start(), |m| m.start())
        } else {
            whole.start()
        };
        let prev_lead = text[..lead].chars().next_back();
        // Digits glued to letters or to other digits are identifiers ("P0001", "Q3", "v2.1").
        if prev_lead.is_some_and(|ch| ch.is_alphanumeric() || ch == '_' || ch == '.') {
            continue;
        }
        let next = text[whole.end()..].chars().next();
        let suffix = c.get(4).map(|m| m.as_str().trim().to_string());
        if suffix.is_none() && next.is_some_and(|ch| ch.is_alphabetic() || ch == '_') {
            continue;
        }
        let raw = digits.as_str().replace(',', "");
        let Ok(mut value) = raw.parse::<f64>() else {
            continue;
        };
        let decimals = raw.split_once('.').map_or(0, |(_, f)| f.len());
        let (multiplier, kind) = match suffix.as_deref() {
            Some("%") | Some("percent") | Some("per cent") => (1.0, Kind::Percent),
            Some("k") | Some("K") | Some("thousand") => (1e3, Kind::Plain),
            Some("M") | Some("million") => (1e6, Kind::Plain),
            Some("bn") | Some("B") | Some("billion") => (1e9, Kind::Plain),
            Some("st") | Some("nd") | Some("rd") | Some("th") => (1.0, Kind::Ordinal),
            _ => (1.0, Kind::Plain),
        };
        let kind = if c.get(2).is_some() && kind == Kind::Plain {
            Kind::Money
        } else {
            kind
        };
        let negative = sign.is_some_and(|s| s.as_str() != "+");
        value *= multiplier;
        if negative {
            value = -value;
        }
        let start = if sign.is_some() { whole.start() } else { lead };
        let before = text[..start]
            .split_whitespace()
            .next_back()
            .unwrap_or("")
            .trim_matches(|ch: char| !ch.is_alphanumeric() && ch != '#')
            .to_lowercase();
        out.push(Written {
            text: text[start..whole.end()].trim().to_string(),
            value,
            tolerance: 0.5 * 10f64.powi(-(decimals as i32)) * multiplier,
            kind,
            signed: sign.is_some(),
            bare_integer: decimals == 0 && multiplier == 1.0 && !digits.as_str().contains(','),
            before,
        });
    }
    out
}

impl Evidence {
    fn new(
        question: &str,
        tables: &[AnswerTable],
        template_answer: &str,
        p: &Patterns,
    ) -> Evidence {
        let mut ev = Evidence::default();
        for t in tables {
            ev.max_rows = ev.max_rows.max(t.rows.len());
            ev.row_counts.push(t.rows.len());
            for row in &t.rows {
                for (cell, col) in row.iter().zip(&t.columns) {
                    match cell {
                        Value::Number(n) => {
                            let Some(v) = n.as_f64() else { continue };
                            let known = match col.unit {
                                Some(Unit::Usd) => Known {
                                    value: v,
                                    kind: Kind::Money,
                                },
                                Some(Unit::Percent) => Known {
                                    value: v * 100.0,
                                    kind: Kind::Percent,
                                },
                                _ => Known {
                                    value: v,
                                    kind: Kind::Plain,
                                },
                            };
                            ev.numbers.push(known);
                        }
                        Value::String(s) => {
                            if let Ok(d) = NaiveDate::parse_from_str(s, "%Y-%m-%d") {
                                ev.add_date(d);
                            } else if col.ty != ColumnType::Date {
                                ev.add_text(s, p);
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        ev.add_text(template_answer, p);
        ev.add_text(question, p);
        ev
    }

    fn add_date(&mut self, d: NaiveDate) {
        self.dates.insert(d);
        self.years.insert(d.year());
    }

    /// The numbers, dates and years of a text (the template answer, the question, a title).
    fn add_text(&mut self, text: &str, p: &Patterns) {
        let dates = find_dates(text, p);
        for d in &dates {
            if let Some(y) = d.year {
                self.years.insert(y);
                if let Some(day) = d.day {
                    if let Some(date) = NaiveDate::from_ymd_opt(y, d.month, day) {
                        self.dates.insert(date);
                    }
                }
            }
        }
        let spans: Vec<(usize, usize)> = dates.iter().map(|d| d.span).collect();
        for w in read_numbers(&blank(text, &spans), p) {
            if w.bare_integer && (1900..=2100).contains(&(w.value as i64)) {
                self.years.insert(w.value as i32);
            }
            self.numbers.push(Known {
                value: w.value,
                kind: if w.kind == Kind::Ordinal {
                    Kind::Plain
                } else {
                    w.kind
                },
            });
        }
    }

    fn date_ok(&self, d: &FoundDate) -> bool {
        match (d.year, d.day) {
            (Some(y), Some(day)) => NaiveDate::from_ymd_opt(y, d.month, day)
                .is_some_and(|date| self.dates.contains(&date)),
            (None, Some(day)) => self
                .dates
                .iter()
                .any(|x| x.month() == d.month && x.day() == day),
            (Some(y), None) => self.years.contains(&y),
            (None, None) => true,
        }
    }

    fn number_ok(&self, w: &Written) -> bool {
        if w.bare_integer && w.value >= 1.0 {
            let n = w.value as usize;
            let rank_word = matches!(
                w.before.as_str(),
                "top" | "bottom" | "first" | "last" | "#" | "no" | "number" | "rank" | "ranked"
            );
            if (w.kind == Kind::Ordinal || rank_word) && n <= self.max_rows.max(1) {
                return true;
            }
            if w.kind != Kind::Percent && self.row_counts.contains(&n) {
                return true;
            }
            if (1900..=2100).contains(&n) && self.years.contains(&(n as i32)) {
                return true;
            }
        }
        if w.kind == Kind::Ordinal {
            return self
                .numbers
                .iter()
                .any(|k| k.kind == Kind::Plain && k.value == w.value);
        }
        self.numbers.iter().any(|k| {
            let kinds = match w.kind {
                Kind::Percent => k.kind == Kind::Percent,
                _ => matches!(k.kind, Kind::Money | Kind::Plain),
            };
            let (x, v) = if w.signed {
                (w.value, k.value)
            } else {
                (w.value.abs(), k.value.abs())
            };
            kinds && (x - v).abs() <= w.tolerance + 1e-9 * v.abs().max(1.0)
        })
    }
}

/// Checks that every number and date in `prose` is in the evidence (`tables`, `template_answer`,
/// `question`); the error lists the ones that are not, as written. See the module
/// documentation for the rules.
pub fn check_numbers(
    prose: &str,
    question: &str,
    tables: &[AnswerTable],
    template_answer: &str,
) -> Result<(), ProseError> {
    let Some(p) = patterns() else {
        // The patterns are constants; failing to compile them is a bug, and unchecked prose
        // must never pass.
        return Err(ProseError::Prompt(
            "the number-check patterns do not compile".into(),
        ));
    };
    let ev = Evidence::new(question, tables, template_answer, p);
    let dates = find_dates(prose, p);
    let mut bad: Vec<String> = dates
        .iter()
        .filter(|d| !ev.date_ok(d))
        .map(|d| d.text.clone())
        .collect();
    let spans: Vec<(usize, usize)> = dates.iter().map(|d| d.span).collect();
    bad.extend(
        read_numbers(&blank(prose, &spans), p)
            .into_iter()
            .filter(|w| !ev.number_ok(w))
            .map(|w| w.text),
    );
    if bad.is_empty() {
        Ok(())
    } else {
        Err(ProseError::UnverifiedNumbers { numbers: bad })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::Column;

    fn col(name: &str, ty: ColumnType, unit: Option<Unit>) -> Column {
        Column {
            name: name.into(),
            ty,
            unit,
            display_name: None,
        }
    }

    fn sales() -> Vec<AnswerTable> {
        vec![AnswerTable {
            title: "Sales".into(),
            columns: vec![
                col("period", ColumnType::Date, None),
                col("revenue", ColumnType::Number, Some(Unit::Usd)),
                col("units", ColumnType::Integer, Some(Unit::Count)),
                col("refund_rate", ColumnType::Number, Some(Unit::Percent)),
            ],
            rows: vec![
                vec![
                    json!("2025-12-01"),
                    json!(12345.6),
                    json!(1234),
                    json!(0.0421),
                ],
                vec![json!("2025-12-08"), json!(-250.5), json!(87), json!(0.1)],
            ],
        }]
    }

    fn ranking() -> Vec<AnswerTable> {
        vec![AnswerTable {
            title: "Top products".into(),
            columns: vec![
                col("product_id", ColumnType::String, None),
                col("title", ColumnType::String, None),
                col("revenue", ColumnType::Number, Some(Unit::Usd)),
                col("change_pct", ColumnType::Number, Some(Unit::Percent)),
            ],
            rows: vec![
                vec![
                    json!("P0001"),
                    json!("Cast-iron skillet 10in"),
                    json!(4210.0),
                    json!(0.045),
                ],
                vec![
                    json!("P0002"),
                    json!("Chef knife 8 inch"),
                    json!(3880.5),
                    json!(-0.125),
                ],
                vec![
                    json!("P0003"),
                    json!("Bamboo board"),
                    json!(1204.25),
                    json!(0.0),
                ],
            ],
        }]
    }

    fn ok(prose: &str, tables: &[AnswerTable]) {
        if let Err(e) = check_numbers(prose, "What were my sales?", tables, "") {
            panic!("{prose:?} should pass: {e}");
        }
    }

    fn bad(prose: &str, tables: &[AnswerTable], expected: &[&str]) {
        match check_numbers(prose, "What were my sales?", tables, "") {
            Err(ProseError::UnverifiedNumbers { numbers }) => assert_eq!(numbers, expected),
            other => panic!("{prose:?} should fail with {expected:?}, got {other:?}"),
        }
    }

    #[test]
    fn formatter_renderings_pass() {
        let t = sales();
        ok("You made $12,345.60 from 1,234 units.", &t);
        ok("Refund rate was 4.2%, then 10.0%.", &t);
        ok("Revenue was -$250.50 in the second week.", &t);
        ok("Units: 87.", &t);
        ok("No numbers at all.", &t);
    }

    #[test]
    fn rounding_to_the_shown_precision_passes_and_wrong_rounding_fails() {
        let t = sales();
        ok("About $12,346 in revenue, or $12.3k, roughly $12k.", &t);
        ok("Refunds were about 4% of units.", &t);
        bad("Revenue was $12,345 last week.", &t, &["$12,345"]);
        bad("Refund rate was 4.3%.", &t, &["4.3%"]);
    }

    #[test]
    fn invented_numbers_fail() {
        let t = sales();
        bad("You made $99,999.00 from 1,234 units.", &t, &["$99,999.00"]);
        bad("Units grew 15%.", &t, &["15%"]);
        bad("You sold 1,235 units and 88 more.", &t, &["1,235", "88"]);
    }

    #[test]
    fn percent_and_money_do_not_stand_in_for_each_other() {
        let t = sales();
        // 87 is a count, not a percentage; 4.21 is a percentage, not money.
        bad("Conversion was 87%.", &t, &["87%"]);
        bad("It cost $4.21.", &t, &["$4.21"]);
    }

    #[test]
    fn signs_are_checked_when_written() {
        let t = ranking();
        ok("The skillet grew +4.5% while the knife fell 12.5%.", &t);
        ok("The knife changed -12.5%.", &t);
        bad("The skillet changed -4.5%.", &t, &["-4.5%"]);
        bad("The knife changed +12.5%.", &t, &["+12.5%"]);
        let t = sales();
        // Without a sign, the magnitude is what is compared ("a loss of $250.50").
        ok("A loss of $250.50.", &t);
    }

    #[test]
    fn ranks_row_counts_and_identifiers() {
        let t = ranking();
        ok("Your top 3 products: 1st the Cast-iron skillet 10in ($4,210.00), 2nd the Chef knife 8 inch ($3,880.50), #3 the Bamboo board ($1,204.25).", &t);
        ok("P0001 led; 3 products sold.", &t);
        bad("Your top 5 products all grew.", &t, &["5"]);
        bad("The 4th product fell.", &t, &["4th"]);
        bad("The skillet sold 12 units.", &t, &["12"]);
    }

    #[test]
    fn dates_and_years() {
        let t = sales();
        ok(
            "In the week of Dec 1, 2025 revenue was $12,345.60; on 2025-12-08 it was -$250.50.",
            &t,
        );
        ok(
            "Week starting December 8th: 87 units. December 2025 was quiet; 2025 overall fine.",
            &t,
        );
        ok("On 1 December units were 1,234.", &t);
        bad("On Dec 3, 2025 you sold 87 units.", &t, &["Dec 3, 2025"]);
        bad("On 2025-12-03 you sold 87 units.", &t, &["2025-12-03"]);
        bad("Better than 2023.", &t, &["2023"]);
    }

    #[test]
    fn template_answer_and_question_are_evidence() {
        let t = sales();
        assert!(check_numbers(
            "Revenue rose 8.5% to $12,345.60 over the last 30 days.",
            "Sales over the last 30 days?",
            &t,
            "Revenue was $12,345.60 (+8.5% on the previous 30 days)."
        )
        .is_ok());
        assert!(check_numbers("Revenue rose 8.5%.", "Sales?", &t, "").is_err());
    }

    #[test]
    fn dashes_are_not_signs() {
        let t = sales();
        // "1-7" is a range of days, not 1 and -7; both are row-free plain numbers here.
        ok(
            "From Dec 1, 2025 to Dec 8, 2025 you sold 1,234 and 87 units.",
            &t,
        );
        bad("Days 1-7 were slow.", &t, &["1", "7"]);
    }

    #[test]
    fn prose_is_cleaned() {
        assert_eq!(clean("Answer: \"You made $5.\"  "), "You made $5.");
    }
}
