//! Reading export files: recognising the format from the header, reading each row's fields,
//! and accumulating contract rows per date and product. Nothing here touches the store, so a
//! bad file is found before the store is opened for writing.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::path::Path;

use chrono::NaiveDate;
use regex::Regex;

use super::parse::{self, MICROS};
use super::{IntakeError, Problem};
use crate::catalog::import::{
    daily_total_columns, Case, FieldType, ImportFormat, Measure, Rows, DAILY_TOTAL_TABLES,
};

/// A format ready to read files: regexes compiled, fields indexed.
pub(crate) struct Compiled<'f> {
    pub(crate) format: &'f ImportFormat,
    fields: Vec<CField<'f>>,
    not_codes: HashSet<String>,
    not_patterns: Vec<Regex>,
    skips: Vec<(usize, Skip)>,
    code: usize,
    title: Option<usize>,
    shape: Shape,
}

struct CField<'f> {
    kind: FieldType,
    columns: &'f [String],
    file_name: Option<Regex>,
    formats: &'f [String],
    optional: bool,
    case: Case,
    fill_down_by: Option<usize>,
    fallback: Option<usize>,
}

enum Skip {
    Equals(i64),
    Matches(Regex),
}

enum Shape {
    OrderLines {
        date: usize,
        order: usize,
        quantity: usize,
        unit_price: usize,
        order_prefix: Option<String>,
        negative_quantity: bool,
        refunded_amount: Option<usize>,
    },
    DailyTotals {
        date: usize,
        /// (table, per measure slot: a field or a constant in micros).
        tables: Vec<(&'static str, Vec<Source>)>,
    },
}

#[derive(Clone, Copy)]
enum Source {
    Field(usize),
    Constant(i64),
}

impl<'f> Compiled<'f> {
    /// Compiles a format that passed catalog validation; `None` if it somehow does not (the
    /// caller reports it as an invalid format).
    pub(crate) fn new(format: &'f ImportFormat) -> Option<Compiled<'f>> {
        let names: Vec<&String> = format.fields.keys().collect();
        let idx = |n: &str| names.iter().position(|x| x.as_str() == n);
        let mut fields = Vec::new();
        for spec in format.fields.values() {
            fields.push(CField {
                kind: spec.kind,
                columns: &spec.column,
                file_name: match &spec.from_file_name {
                    Some(re) => Some(Regex::new(re).ok()?),
                    None => None,
                },
                formats: &spec.formats,
                optional: spec.optional,
                case: spec.case,
                fill_down_by: match &spec.fill_down_by {
                    Some(o) => Some(idx(o)?),
                    None => None,
                },
                fallback: match &spec.fallback {
                    Some(o) => Some(idx(o)?),
                    None => None,
                },
            });
        }
        let mut skips = Vec::new();
        for rule in &format.skip {
            let f = idx(&rule.field)?;
            let test = match (&rule.equals, &rule.matches) {
                (Some(v), _) => Skip::Equals((v * MICROS as f64).round() as i64),
                (None, Some(re)) => Skip::Matches(Regex::new(re).ok()?),
                _ => return None,
            };
            skips.push((f, test));
        }
        let shape = match &format.rows {
            Rows::OrderLines(o) => Shape::OrderLines {
                date: idx(&o.date)?,
                order: idx(&o.order)?,
                quantity: idx(&o.quantity)?,
                unit_price: idx(&o.unit_price)?,
                order_prefix: o.refunds.order_prefix.clone(),
                negative_quantity: o.refunds.negative_quantity,
                refunded_amount: match &o.refunds.refunded_amount {
                    Some(r) => Some(idx(r)?),
                    None => None,
                },
            },
            Rows::DailyTotals(d) => {
                let mut tables = Vec::new();
                for (t, cols) in DAILY_TOTAL_TABLES {
                    let Some(measures) = d.tables.get(t) else {
                        continue;
                    };
                    let mut slots = Vec::new();
                    for (c, _) in cols.iter() {
                        slots.push(match measures.get(*c)? {
                            Measure::Field(f) => Source::Field(idx(f)?),
                            Measure::Constant(v) => {
                                Source::Constant((v * MICROS as f64).round() as i64)
                            }
                        });
                    }
                    tables.push((t, slots));
                }
                Shape::DailyTotals {
                    date: idx(&d.date)?,
                    tables,
                }
            }
        };
        let mut not_patterns = Vec::new();
        for p in &format.not_products.patterns {
            not_patterns.push(Regex::new(p).ok()?);
        }
        Some(Compiled {
            format,
            fields,
            not_codes: format
                .not_products
                .codes
                .iter()
                .map(|c| c.trim().to_uppercase())
                .collect(),
            not_patterns,
            skips,
            code: idx(&format.product.code)?,
            title: match &format.product.title {
                Some(t) => Some(idx(t)?),
                None => None,
            },
            shape,
        })
    }

    /// Where each field comes from in a file with this header: `Err` lists the required
    /// columns the header lacks.
    pub(crate) fn bind(&self, header: &[String], file_name: &str) -> Result<Binding, Vec<String>> {
        let lower: Vec<String> = header.iter().map(|h| h.to_lowercase()).collect();
        let mut from = Vec::new();
        let mut missing = Vec::new();
        for f in &self.fields {
            let col = f
                .columns
                .iter()
                .find_map(|c| lower.iter().position(|h| *h == c.trim().to_lowercase()));
            let bound = match (col, &f.file_name) {
                (Some(i), _) => From::Column(i),
                (None, Some(re)) => match re.captures(file_name).and_then(|c| c.get(1)) {
                    Some(m) => From::FileName(m.as_str().to_string()),
                    None if f.columns.is_empty() => {
                        missing.push(format!("a file name matching `{}`", re.as_str()));
                        From::Absent
                    }
                    None => {
                        missing.push(format!(
                            "{} (or a file name matching `{}`)",
                            f.columns.join(" / "),
                            re.as_str()
                        ));
                        From::Absent
                    }
                },
                (None, None) if f.optional => From::Absent,
                (None, None) => {
                    missing.push(f.columns.join(" / "));
                    From::Absent
                }
            };
            from.push(bound);
        }
        if missing.is_empty() {
            Ok(Binding { from })
        } else {
            Err(missing)
        }
    }

    /// How many header columns the format's fields read (for ranking detection candidates).
    pub(crate) fn columns_read(&self, b: &Binding) -> usize {
        b.from
            .iter()
            .filter(|f| matches!(f, From::Column(_)))
            .count()
    }

    /// The tables this format fills.
    pub(crate) fn tables(&self) -> Vec<&'static str> {
        match &self.shape {
            Shape::OrderLines { .. } => vec!["sales_daily"],
            Shape::DailyTotals { tables, .. } => tables.iter().map(|(t, _)| *t).collect(),
        }
    }

    /// Contract columns the export does not have (constants), per table.
    pub(crate) fn missing_columns(&self) -> BTreeMap<&'static str, Vec<&'static str>> {
        let mut out = BTreeMap::new();
        if let Shape::DailyTotals { tables, .. } = &self.shape {
            for (t, slots) in tables {
                let cols = daily_total_columns(t).unwrap_or(&[]);
                let missing: Vec<&'static str> = slots
                    .iter()
                    .zip(cols)
                    .filter(|(s, _)| matches!(s, Source::Constant(_)))
                    .map(|(_, (c, _))| *c)
                    .collect();
                out.insert(*t, missing);
            }
        }
        out
    }
}

/// Where each field of a format comes from in one file.
pub(crate) struct Binding {
    from: Vec<From>,
}

enum From {
    Column(usize),
    FileName(String),
    Absent,
}

/// A typed field value.
#[derive(Clone)]
enum Value {
    Text(String),
    Num(i64),
    Date(NaiveDate),
}

/// Per product code, what the rows said about the product.
#[derive(Default)]
pub(crate) struct ProductAcc {
    pub(crate) titles: HashMap<String, (u64, usize)>,
    pub(crate) first_seen: Option<NaiveDate>,
    pub(crate) prices: HashMap<i64, u64>,
}

impl ProductAcc {
    /// The most frequent non-empty title (ties: the first seen).
    pub(crate) fn title(&self) -> Option<&str> {
        self.titles
            .iter()
            .max_by(|a, b| a.1 .0.cmp(&b.1 .0).then(b.1 .1.cmp(&a.1 .1)))
            .map(|(t, _)| t.as_str())
    }

    /// The most frequent sale price, in micros (ties: the higher).
    pub(crate) fn price(&self) -> Option<i64> {
        self.prices
            .iter()
            .max_by(|a, b| a.1.cmp(b.1).then(a.0.cmp(b.0)))
            .map(|(p, _)| *p)
    }
}

/// One order's lines, for refunds given as an amount per order.
#[derive(Default)]
struct OrderRefund {
    amount: i64,
    lines: Vec<(u32, i64, i64, NaiveDate)>,
}

/// Everything read so far in one import run (one seller).
#[derive(Default)]
pub(crate) struct Acc {
    /// (table, date, code id) → measures in the table's slot order (micros).
    pub(crate) daily: BTreeMap<(&'static str, NaiveDate, u32), [i64; 4]>,
    /// Distinct (date, code id, order id) of sale lines: `orders`.
    orders: HashSet<(NaiveDate, u32, u32)>,
    pub(crate) codes: Vec<String>,
    code_ids: HashMap<String, u32>,
    order_ids: HashMap<String, u32>,
    pub(crate) products: HashMap<u32, ProductAcc>,
    refunds: HashMap<u32, OrderRefund>,
    /// Per table: the spans the files cover, with their format and missing columns.
    pub(crate) spans: BTreeMap<&'static str, Vec<CoveredBy>>,
}

/// A span of days a file covers for a table.
#[derive(Clone, Debug)]
pub(crate) struct CoveredBy {
    pub(crate) start: NaiveDate,
    pub(crate) end: NaiveDate,
    pub(crate) source: String,
    pub(crate) missing: Vec<&'static str>,
}

impl Acc {
    fn code_id(&mut self, code: &str) -> u32 {
        if let Some(i) = self.code_ids.get(code) {
            return *i;
        }
        let i = self.codes.len() as u32;
        self.codes.push(code.to_string());
        self.code_ids.insert(code.to_string(), i);
        i
    }

    fn order_id(&mut self, order: &str) -> u32 {
        let n = self.order_ids.len() as u32;
        *self.order_ids.entry(order.to_string()).or_insert(n)
    }

    /// Turns the order-level refunded amounts into refunded units and the distinct orders into
    /// `orders`; call once, after every file.
    pub(crate) fn settle(&mut self) {
        let mut refunds: Vec<(u32, OrderRefund)> = self.refunds.drain().collect();
        refunds.sort_by_key(|(o, _)| *o);
        for (_, r) in refunds {
            let mut left = r.amount;
            for (code, qty, price, date) in r.lines {
                if left <= 0 || price <= 0 {
                    continue;
                }
                // Whole units only; a cent of tolerance for amounts rounded in the export.
                let units = ((left + 10_000) / price).min(qty);
                if units <= 0 {
                    continue;
                }
                left -= units * price;
                let m = self
                    .daily
                    .entry(("sales_daily", date, code))
                    .or_insert([0; 4]);
                m[3] += units * MICROS;
            }
        }
        for (date, code, _) in self.orders.drain() {
            let m = self
                .daily
                .entry(("sales_daily", date, code))
                .or_insert([0; 4]);
            m[0] += MICROS;
        }
    }
}

/// What one file gave.
#[derive(Debug, Clone, Default)]
pub(crate) struct FileStats {
    pub(crate) rows: u64,
    pub(crate) not_products: u64,
    pub(crate) skipped: u64,
    pub(crate) codes: BTreeSet<u32>,
    pub(crate) span: Option<(NaiveDate, NaiveDate)>,
}

/// Reads the data rows of one file (the header already read and bound) into `acc`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn read_rows<R: std::io::Read>(
    c: &Compiled<'_>,
    binding: &Binding,
    header: &[String],
    reader: &mut csv::Reader<R>,
    path: &Path,
    acc: &mut Acc,
    on_bytes: &mut dyn FnMut(u64),
) -> Result<FileStats, IntakeError> {
    let style = &c.format.numbers;
    let mut stats = FileStats::default();
    let mut record = csv::ByteRecord::new();
    let mut prev_raw: Vec<String> = vec![String::new(); c.fields.len()];
    let mut raw: Vec<String> = vec![String::new(); c.fields.len()];
    let mut values: Vec<Value> = Vec::with_capacity(c.fields.len());
    let width = header.len();
    // The file-name value of a date field covers its day even when the file has no rows.
    for (f, b) in c.fields.iter().zip(&binding.from) {
        if let (From::FileName(text), FieldType::Date) = (b, f.kind) {
            if let Some(d) = parse::parse_date_with(text, f.formats) {
                stats.span = Some((d, d));
            } else {
                return Err(IntakeError::row(
                    path,
                    1,
                    "(file name)",
                    Problem::Invalid {
                        expected: parse::expected(f.kind, f.formats),
                        found: text.clone(),
                    },
                ));
            }
        }
    }
    loop {
        let more = reader.read_byte_record(&mut record).map_err(|e| {
            IntakeError::row(
                path,
                e.position().map_or(0, |p| p.line()),
                "",
                Problem::Malformed(e.to_string()),
            )
        })?;
        if !more {
            break;
        }
        let line = record.position().map_or(0, |p| p.line());
        if let Some(p) = record.position() {
            on_bytes(p.byte());
        }
        if record.iter().all(|f| f.iter().all(u8::is_ascii_whitespace)) {
            continue; // blank line (spreadsheets leave them at the end)
        }
        if record.len() != width {
            return Err(IntakeError::row(
                path,
                line,
                "",
                Problem::FieldCount {
                    expected: width,
                    found: record.len(),
                },
            ));
        }
        stats.rows += 1;
        // Raw texts: column (UTF-8, else Latin-1 as older spreadsheet exports write), file name.
        for (i, b) in binding.from.iter().enumerate() {
            raw[i].clear();
            match b {
                From::Column(j) => {
                    let bytes = record.get(*j).unwrap_or_default();
                    match std::str::from_utf8(bytes) {
                        Ok(s) => raw[i].push_str(s.trim()),
                        Err(_) => {
                            let s: String = bytes.iter().map(|&b| char::from(b)).collect();
                            raw[i].push_str(s.trim());
                        }
                    }
                }
                From::FileName(s) => raw[i].push_str(s),
                From::Absent => {}
            }
        }
        for (i, f) in c.fields.iter().enumerate() {
            if !raw[i].is_empty() {
                continue;
            }
            if let Some(k) = f.fill_down_by {
                if !raw[k].is_empty() && raw[k] == prev_raw[k] {
                    raw[i] = prev_raw[i].clone();
                }
            }
        }
        let snapshot: Vec<String> = raw.clone();
        for (i, f) in c.fields.iter().enumerate() {
            if raw[i].is_empty() {
                if let Some(k) = f.fallback {
                    raw[i] = snapshot[k].clone();
                }
            }
        }
        values.clear();
        for (i, f) in c.fields.iter().enumerate() {
            let column = |b: &From| match b {
                From::Column(j) => header[*j].clone(),
                From::FileName(_) => "(file name)".to_string(),
                From::Absent => f.columns.first().cloned().unwrap_or_default(),
            };
            let text = raw[i].as_str();
            let v = if text.is_empty() {
                if !f.optional {
                    return Err(IntakeError::row(
                        path,
                        line,
                        &column(&binding.from[i]),
                        Problem::Empty {
                            expected: parse::expected(f.kind, f.formats),
                        },
                    ));
                }
                match f.kind {
                    FieldType::Text => Value::Text(String::new()),
                    FieldType::Date => {
                        return Err(IntakeError::row(
                            path,
                            line,
                            &column(&binding.from[i]),
                            Problem::Empty {
                                expected: parse::expected(f.kind, f.formats),
                            },
                        ))
                    }
                    _ => Value::Num(0),
                }
            } else {
                match f.kind {
                    FieldType::Text => Value::Text(match f.case {
                        Case::Keep => text.to_string(),
                        Case::Upper => text.to_uppercase(),
                        Case::Lower => text.to_lowercase(),
                    }),
                    FieldType::Date => match parse::parse_date_with(text, f.formats) {
                        Some(d) => Value::Date(d),
                        None => {
                            return Err(IntakeError::row(
                                path,
                                line,
                                &column(&binding.from[i]),
                                Problem::Invalid {
                                    expected: parse::expected(f.kind, f.formats),
                                    found: text.to_string(),
                                },
                            ))
                        }
                    },
                    k => match parse::parse_number(text, k, style) {
                        Some(v) => Value::Num(v),
                        None => {
                            return Err(IntakeError::row(
                                path,
                                line,
                                &column(&binding.from[i]),
                                Problem::Invalid {
                                    expected: parse::expected(f.kind, f.formats),
                                    found: text.to_string(),
                                },
                            ))
                        }
                    },
                }
            };
            values.push(v);
        }
        std::mem::swap(&mut prev_raw, &mut raw);
        let col_of = |i: usize| match &binding.from[i] {
            From::Column(j) => header[*j].clone(),
            From::FileName(_) => "(file name)".to_string(),
            From::Absent => c.fields[i].columns.first().cloned().unwrap_or_default(),
        };
        let text = |i: usize| match &values[i] {
            Value::Text(s) => s.as_str(),
            _ => "",
        };
        let num = |i: usize| match &values[i] {
            Value::Num(v) => *v,
            _ => 0,
        };
        let date_of = |i: usize| match &values[i] {
            Value::Date(d) => Some(*d),
            _ => None,
        };
        let date_field = match &c.shape {
            Shape::OrderLines { date, .. } | Shape::DailyTotals { date, .. } => *date,
        };
        let Some(date) = date_of(date_field) else {
            return Err(IntakeError::row(
                path,
                line,
                &col_of(date_field),
                Problem::Empty {
                    expected: parse::expected(FieldType::Date, c.fields[date_field].formats),
                },
            ));
        };
        stats.span = Some(match stats.span {
            Some((a, b)) => (a.min(date), b.max(date)),
            None => (date, date),
        });
        let code = text(c.code);
        if code.is_empty() {
            return Err(IntakeError::row(
                path,
                line,
                &col_of(c.code),
                Problem::Empty {
                    expected: "a product code".into(),
                },
            ));
        }
        let upper = code.to_uppercase();
        if c.not_codes.contains(&upper) || c.not_patterns.iter().any(|r| r.is_match(code)) {
            stats.not_products += 1;
            continue;
        }
        let skipped = c.skips.iter().any(|(f, test)| match test {
            Skip::Equals(v) => num(*f) == *v,
            Skip::Matches(re) => re.is_match(text(*f)),
        });
        if skipped {
            stats.skipped += 1;
            continue;
        }
        let code_id = acc.code_id(code);
        stats.codes.insert(code_id);
        let title = c.title.map(|t| text(t).to_string()).unwrap_or_default();
        {
            let seen = acc.products.len();
            let p = acc.products.entry(code_id).or_default();
            p.first_seen = Some(p.first_seen.map_or(date, |d| d.min(date)));
            if !title.is_empty() {
                p.titles.entry(title).or_insert((0, seen)).0 += 1;
            }
        }
        match &c.shape {
            Shape::OrderLines {
                order,
                quantity,
                unit_price,
                order_prefix,
                negative_quantity,
                refunded_amount,
                ..
            } => {
                let order_text = text(*order);
                if order_text.is_empty() {
                    return Err(IntakeError::row(
                        path,
                        line,
                        &col_of(*order),
                        Problem::Empty {
                            expected: "an order id".into(),
                        },
                    ));
                }
                let qty = num(*quantity) / MICROS;
                let price = num(*unit_price);
                if price < 0 {
                    return Err(IntakeError::row(
                        path,
                        line,
                        &col_of(*unit_price),
                        Problem::Negative,
                    ));
                }
                if qty == 0 {
                    stats.skipped += 1;
                    continue;
                }
                let is_refund = order_prefix
                    .as_deref()
                    .is_some_and(|p| order_text.starts_with(p))
                    || (*negative_quantity && qty < 0);
                if !is_refund && qty < 0 {
                    return Err(IntakeError::row(
                        path,
                        line,
                        &col_of(*quantity),
                        Problem::Negative,
                    ));
                }
                let order_id = acc.order_id(order_text);
                let m = acc
                    .daily
                    .entry(("sales_daily", date, code_id))
                    .or_insert([0; 4]);
                if is_refund {
                    m[3] += qty.abs() * MICROS;
                } else {
                    m[1] += qty * MICROS;
                    m[2] += qty * price;
                    acc.orders.insert((date, code_id, order_id));
                    *acc.products
                        .entry(code_id)
                        .or_default()
                        .prices
                        .entry(price)
                        .or_insert(0) += 1;
                    if let Some(r) = refunded_amount {
                        let amount = num(*r);
                        if amount < 0 {
                            return Err(IntakeError::row(
                                path,
                                line,
                                &col_of(*r),
                                Problem::Negative,
                            ));
                        }
                        let o = acc.refunds.entry(order_id).or_default();
                        o.amount = o.amount.max(amount);
                        o.lines.push((code_id, qty, price, date));
                    }
                }
            }
            Shape::DailyTotals { tables, .. } => {
                for (t, slots) in tables {
                    let cols = daily_total_columns(t).unwrap_or(&[]);
                    let mut add = [0i64; 4];
                    for (k, (s, (_, is_money))) in slots.iter().zip(cols).enumerate() {
                        let v = match s {
                            Source::Constant(v) => *v,
                            Source::Field(f) => {
                                let v = num(*f);
                                if v < 0 {
                                    return Err(IntakeError::row(
                                        path,
                                        line,
                                        &col_of(*f),
                                        Problem::Negative,
                                    ));
                                }
                                if !is_money && v % MICROS != 0 {
                                    return Err(IntakeError::row(
                                        path,
                                        line,
                                        &col_of(*f),
                                        Problem::Invalid {
                                            expected: "a whole number".into(),
                                            found: prev_raw.get(*f).cloned().unwrap_or_default(),
                                        },
                                    ));
                                }
                                v
                            }
                        };
                        add[k] = v;
                    }
                    let m = acc.daily.entry((t, date, code_id)).or_insert([0; 4]);
                    for k in 0..4 {
                        m[k] += add[k];
                    }
                }
            }
        }
    }
    Ok(stats)
}
