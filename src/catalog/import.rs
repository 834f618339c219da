//! Import formats (`imports/*.yaml`): how a real export (order lines, a marketplace business
//! report, an advertising report, a shop's orders) maps onto the contract tables of `DATA.md`.
//!
//! A domain expert adds a format with one YAML file and no Rust: the file names its **fields**
//! (each read from a header column, or from the file name, with its type, date formats and
//! number conventions), what the rows **are** (`order_lines` aggregated into `sales_daily`, or
//! `daily_totals` summed into any of the daily count/money tables), which product codes are
//! **not products** (postage, fees), which rows to **skip**, and which columns are **dropped**.
//! A file is recognised by its header: a format matches when every required field finds its
//! column. Columns no field names are never read, so personal data (names, emails, phones,
//! addresses) is never stored; `drop` lists them on purpose, and a field may not read a dropped
//! column or one whose name looks like personal data.
//!
//! Typed like every catalog file (`deny_unknown_fields`, schema `schemas/import.schema.json`); on
//! top of the schema, [`load`] checks what a schema cannot: fields referenced exist and have the
//! right type, regexes and date formats compile and round-trip, every measure of a target table
//! is given, names are unique. Every problem is reported as `file:line:col`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use chrono::{NaiveDate, NaiveDateTime};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::diag::Diagnostics;
use super::yaml::{load_typed, yaml_files, YamlDoc};

/// One import format.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ImportFormat {
    /// The format's name (snake_case, unique): `insight data import --format NAME`.
    pub name: String,
    /// What export this is, where a seller downloads it, and what it fills.
    pub description: String,
    /// How numbers are written (thousands separator, decimal mark, currency symbols).
    #[serde(default)]
    pub numbers: NumberStyle,
    /// The values read from each row, by name. A file is recognised as this format when every
    /// field that is not `optional` and reads a `column` finds that column in the header.
    pub fields: BTreeMap<String, FieldSpec>,
    /// Header columns deliberately never read (personal data, derived ratios): documentation,
    /// and a guard: no field may read them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub drop: Vec<String>,
    /// Product codes that are not products (postage, fees, manual adjustments): their rows are
    /// skipped and counted in the report.
    #[serde(default)]
    pub not_products: NotProducts,
    /// Other rows to skip, each with the reason.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub skip: Vec<SkipRule>,
    /// Which fields identify and name a product.
    pub product: ProductSpec,
    /// What a row is and how rows become contract rows.
    pub rows: Rows,
}

/// How numbers are written in the file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NumberStyle {
    /// The thousands separator, removed before parsing (`,` in `1,234.56`; empty for none).
    #[serde(default = "default_thousands")]
    pub thousands: String,
    /// The decimal mark (`.` or `,`).
    #[serde(default = "default_decimal")]
    pub decimal: String,
    /// Currency symbols or codes removed before parsing money (`$`, `£`, `€`, `USD`).
    #[serde(default = "default_currency")]
    pub currency: Vec<String>,
}

fn default_thousands() -> String {
    ",".into()
}
fn default_decimal() -> String {
    ".".into()
}
fn default_currency() -> Vec<String> {
    ["$", "£", "€", "US$", "USD", "GBP", "EUR"]
        .map(String::from)
        .to_vec()
}

impl Default for NumberStyle {
    fn default() -> Self {
        NumberStyle {
            thousands: default_thousands(),
            decimal: default_decimal(),
            currency: default_currency(),
        }
    }
}

/// What a field holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FieldType {
    /// Text as written (trimmed).
    #[default]
    Text,
    /// A whole number, may be negative (`-3`, `1,204`).
    Integer,
    /// A decimal number (`12.5`, `1,234.5678`).
    Decimal,
    /// An amount of money: a decimal with currency symbols allowed (`$1,234.56`, `£2.55`).
    Money,
    /// A percentage (`12.5%` or `12.5`), read as the fraction 0.125.
    Percent,
    /// A date, or a date and time whose date is kept as written (no time-zone conversion:
    /// the seller's own day), in one of `formats`.
    Date,
}

impl FieldType {
    /// Whether the field is a number.
    pub fn is_number(self) -> bool {
        matches!(
            self,
            FieldType::Integer | FieldType::Decimal | FieldType::Money | FieldType::Percent
        )
    }

    /// The snake_case name.
    pub fn as_str(self) -> &'static str {
        match self {
            FieldType::Text => "text",
            FieldType::Integer => "integer",
            FieldType::Decimal => "decimal",
            FieldType::Money => "money",
            FieldType::Percent => "percent",
            FieldType::Date => "date",
        }
    }
}

/// Letter case applied to a text field (product codes that differ only by case are one code).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Case {
    /// As written.
    #[default]
    Keep,
    /// Upper case.
    Upper,
    /// Lower case.
    Lower,
}

/// One value read from each row.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FieldSpec {
    /// The header column(s) it is read from: the first name present in the header is used
    /// (aliases for other versions of the export). Names are compared trimmed and
    /// case-insensitively.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub column: Vec<String>,
    /// A regex with one capture group over the file's name (no folder), for values the rows do
    /// not carry (the day of a one-day report). Used when no `column` is in the header.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_file_name: Option<String>,
    /// What the value is.
    #[serde(rename = "type", default)]
    pub kind: FieldType,
    /// For dates: chrono `strftime` patterns tried in order (`%m/%d/%Y %H:%M` reads
    /// `12/1/2010 8:26`; `%Y-%m-%d %H:%M:%S %z` reads `2025-11-03 14:22:10 -0500`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub formats: Vec<String>,
    /// May be empty (or its column absent): numbers read as 0, text as empty.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub optional: bool,
    /// Letter case for text.
    #[serde(default)]
    pub case: Case,
    /// When empty, take the value of the previous row if that row has the same value of this
    /// (text) field: exports that write an order's date only on its first line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fill_down_by: Option<String>,
    /// When empty, take this other (text) field's value (a line without a SKU is known by its
    /// name).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fallback: Option<String>,
}

/// Product codes that are not products.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NotProducts {
    /// Exact codes, compared case-insensitively (`POST`, `BANK CHARGES`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub codes: Vec<String>,
    /// Regexes matched against the whole code (`^gift_`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub patterns: Vec<String>,
}

/// A row to skip.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SkipRule {
    /// The field tested.
    pub field: String,
    /// Skip when a number field equals this number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub equals: Option<f64>,
    /// Skip when a text field matches this regex.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub matches: Option<String>,
    /// Why such rows are not data (shown in the report and the docs).
    pub why: String,
}

/// Which fields identify and name a product.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProductSpec {
    /// The seller's product code (SKU, ASIN, stock code): a text field. Kept with the product
    /// id the store gives it, so later imports find the same product.
    pub code: String,
    /// The product's title (a text field): the most frequent non-empty one wins; without one
    /// the product keeps its title, or is titled by its code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

/// What a row is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Rows {
    /// Order lines (one product of one order): aggregated into `sales_daily` per date and
    /// product: `orders` counts distinct orders with a sale line, `units` sums sold
    /// quantities, `revenue` sums quantity × unit price (exact, rounded to cents per
    /// product-day), `units_refunded` sums refunded quantities (see [`Refunds`]).
    OrderLines(OrderLines),
    /// Rows that already hold daily totals per product (reports): each named contract column
    /// is the sum of its field over the rows of the same date and product.
    DailyTotals(DailyTotals),
}

/// How order lines map to `sales_daily`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct OrderLines {
    /// The date field (type `date`).
    pub date: String,
    /// The order (invoice) id field (text).
    pub order: String,
    /// The quantity field (integer).
    pub quantity: String,
    /// The unit price field (money or decimal).
    pub unit_price: String,
    /// What makes a line a refund.
    #[serde(default)]
    pub refunds: Refunds,
}

/// What makes an order line a refund. Refunded units count in `units_refunded` on the refund
/// line's date and never in `orders`, `units` or `revenue`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Refunds {
    /// Orders whose id starts with this are cancellations (UCI: `C536379`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order_prefix: Option<String>,
    /// A negative quantity is a return of that many units.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub negative_quantity: bool,
    /// A money field holding the amount refunded on the whole order (on any of its lines):
    /// turned into whole units at each line's price, the order's lines in file order, dated
    /// at the order's date; what does not cover a whole unit (shipping, partial refunds) is
    /// not counted as units.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refunded_amount: Option<String>,
}

/// How report rows map to daily tables.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DailyTotals {
    /// The date field (type `date`).
    pub date: String,
    /// Per contract table (`sales_daily`, `traffic_daily`, `inventory_daily`, `ads_daily`),
    /// every measure column and where it comes from: a number field, or a constant (a column
    /// the export does not have; recorded as missing in the store's coverage).
    pub tables: BTreeMap<String, BTreeMap<String, Measure>>,
}

/// Where a measure comes from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum Measure {
    /// A number field.
    Field(String),
    /// A constant (the export does not have the column).
    Constant(f64),
}

/// The daily tables a `daily_totals` format may fill, with their measure columns (contract
/// names) and whether each is money. Pricing is not here: a price is not a sum.
pub const DAILY_TOTAL_TABLES: [(&str, &[(&str, bool)]); 4] = [
    (
        "sales_daily",
        &[
            ("orders", false),
            ("units", false),
            ("revenue", true),
            ("units_refunded", false),
        ],
    ),
    (
        "traffic_daily",
        &[("page_views", false), ("sessions", false)],
    ),
    ("inventory_daily", &[("on_hand", false), ("inbound", false)]),
    (
        "ads_daily",
        &[
            ("impressions", false),
            ("clicks", false),
            ("spend", true),
            ("attributed_sales", true),
        ],
    ),
];

/// The measure columns of a table a `daily_totals` format may fill.
pub fn daily_total_columns(table: &str) -> Option<&'static [(&'static str, bool)]> {
    DAILY_TOTAL_TABLES
        .iter()
        .find(|(t, _)| *t == table)
        .map(|(_, c)| *c)
}

impl ImportFormat {
    /// The contract tables this format fills (besides `products` and `sellers`).
    pub fn tables(&self) -> Vec<String> {
        match &self.rows {
            Rows::OrderLines(_) => vec!["sales_daily".into()],
            Rows::DailyTotals(d) => d.tables.keys().cloned().collect(),
        }
    }
}

/// A header column name that looks like personal data (names, emails, phones, addresses,
/// customer ids): no field may read it.
pub fn looks_personal(column: &str) -> bool {
    let c = column.to_ascii_lowercase();
    let words = [
        "email",
        "e-mail",
        "phone",
        "address",
        "street",
        "zip",
        "postal",
        "postcode",
        "billing name",
        "shipping name",
        "customer",
        "first name",
        "last name",
        "buyer",
        "recipient",
    ];
    words.iter().any(|w| c.contains(w))
}

/// Loads every `imports/*.yaml` under `root`, recording every problem; returns the formats that
/// loaded clean.
pub fn load_all(root: &Path, diags: &mut Diagnostics) -> Vec<(PathBuf, ImportFormat)> {
    let mut out: Vec<(PathBuf, ImportFormat)> = Vec::new();
    for path in yaml_files(&root.join("imports")) {
        let Some((f, doc)) = load_typed::<ImportFormat>(&path, diags) else {
            continue;
        };
        let before = diags.len();
        check(&path, &doc, &f, diags);
        if let Some((first, _)) = out.iter().find(|(_, o)| o.name == f.name) {
            let first = diags.shown(first);
            diags.push(
                &path,
                doc.pos("/name"),
                format!(
                    "duplicate import format name `{}` (also defined in {})",
                    f.name,
                    first.display()
                ),
            );
        }
        if diags.len() == before {
            out.push((path, f));
        }
    }
    out
}

/// A fixed moment every date format must write and read back.
fn probe() -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2025, 11, 3)
        .and_then(|d| d.and_hms_opt(14, 5, 9))
        .unwrap_or_default()
}

/// Whether a chrono pattern writes and reads back the probe's date.
pub fn date_format_round_trips(pattern: &str) -> bool {
    use chrono::format::{Item, StrftimeItems};
    if StrftimeItems::new(pattern).any(|i| matches!(i, Item::Error)) {
        return false;
    }
    let with_tz = pattern.contains("%z") || pattern.contains("%:z");
    let text = if with_tz {
        let Some(tz) = chrono::FixedOffset::west_opt(5 * 3600) else {
            return false;
        };
        let Some(dt) = probe().and_local_timezone(tz).single() else {
            return false;
        };
        dt.format(pattern).to_string()
    } else {
        probe().format(pattern).to_string()
    };
    crate::data::intake::parse_date_with(&text, &[pattern.to_string()]) == Some(probe().date())
}

fn is_snake_case(s: &str) -> bool {
    !s.is_empty()
        && s.chars().next().is_some_and(|c| c.is_ascii_lowercase())
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// The rules a schema cannot express.
fn check(path: &Path, doc: &YamlDoc, f: &ImportFormat, diags: &mut Diagnostics) {
    if !is_snake_case(&f.name) {
        diags.push(
            path,
            doc.pos("/name"),
            format!("import format name `{}` must be snake_case", f.name),
        );
    }
    if f.numbers.decimal != "." && f.numbers.decimal != "," {
        diags.push(
            path,
            doc.pos("/numbers/decimal"),
            format!("decimal mark `{}` must be `.` or `,`", f.numbers.decimal),
        );
    } else if f.numbers.thousands == f.numbers.decimal {
        diags.push(
            path,
            doc.pos("/numbers/thousands"),
            "the thousands separator and the decimal mark must differ",
        );
    }
    let dropped: BTreeSet<String> = f.drop.iter().map(|c| c.trim().to_lowercase()).collect();
    let field_names: Vec<&str> = f.fields.keys().map(String::as_str).collect();
    let known = field_names.join(", ");
    for (name, spec) in &f.fields {
        let at = format!("/fields/{}", super::yaml::pointer_segment(name));
        if !is_snake_case(name) {
            diags.push(
                path,
                doc.key_pos(&at),
                format!("field name `{name}` must be snake_case"),
            );
        }
        if spec.column.is_empty() && spec.from_file_name.is_none() {
            diags.push(
                path,
                doc.pos(&at),
                format!("field `{name}` needs a `column` or `from_file_name`"),
            );
        }
        for (i, c) in spec.column.iter().enumerate() {
            let cat = format!("{at}/column/{i}");
            if dropped.contains(&c.trim().to_lowercase()) {
                diags.push(
                    path,
                    doc.pos(&cat),
                    format!("field `{name}` reads column `{c}`, which is listed under `drop`"),
                );
            } else if looks_personal(c) {
                diags.push(
                    path,
                    doc.pos(&cat),
                    format!(
                        "column `{c}` looks like personal data (names, emails, phones, addresses, customers are never stored); list it under `drop`"
                    ),
                );
            }
        }
        if let Some(re) = &spec.from_file_name {
            match regex::Regex::new(re) {
                Ok(r) if r.captures_len() == 2 => {}
                Ok(_) => diags.push(
                    path,
                    doc.pos(&format!("{at}/from_file_name")),
                    "`from_file_name` needs exactly one capture group `( )`: the value",
                ),
                Err(e) => diags.push(
                    path,
                    doc.pos(&format!("{at}/from_file_name")),
                    format!("invalid regex: {}", first_line(&e.to_string())),
                ),
            }
        }
        match spec.kind {
            FieldType::Date if spec.formats.is_empty() => diags.push(
                path,
                doc.pos(&at),
                format!("date field `{name}` needs `formats` (chrono patterns such as `%m/%d/%Y %H:%M`)"),
            ),
            FieldType::Date => {
                for (i, p) in spec.formats.iter().enumerate() {
                    if !date_format_round_trips(p) {
                        diags.push(
                            path,
                            doc.pos(&format!("{at}/formats/{i}")),
                            format!(
                                "date format `{p}` does not read back the date it writes: it needs a day (%d or %e), a month (%m, %b or %B) and a year (%Y or %y)"
                            ),
                        );
                    }
                }
            }
            _ if !spec.formats.is_empty() => diags.push(
                path,
                doc.pos(&format!("{at}/formats")),
                "`formats` is for date fields only",
            ),
            _ => {}
        }
        if spec.case != Case::Keep && spec.kind != FieldType::Text {
            diags.push(
                path,
                doc.pos(&format!("{at}/case")),
                "`case` is for text fields only",
            );
        }
        for (key, other) in [
            ("fill_down_by", &spec.fill_down_by),
            ("fallback", &spec.fallback),
        ] {
            if let Some(o) = other {
                match f.fields.get(o) {
                    None => diags.push(
                        path,
                        doc.pos(&format!("{at}/{key}")),
                        format!("unknown field `{o}`; fields: {known}"),
                    ),
                    Some(of) if of.kind != FieldType::Text || o == name => diags.push(
                        path,
                        doc.pos(&format!("{at}/{key}")),
                        format!("`{key}` must name another text field"),
                    ),
                    Some(of) if key == "fallback" && of.fallback.is_some() => diags.push(
                        path,
                        doc.pos(&format!("{at}/{key}")),
                        "a fallback field may not have a fallback itself",
                    ),
                    Some(_) => {}
                }
            }
        }
        if spec.fallback.is_some() && spec.kind != FieldType::Text {
            diags.push(
                path,
                doc.pos(&format!("{at}/fallback")),
                "`fallback` is for text fields only",
            );
        }
    }
    // Every reference names a field of the right type: collected first, checked after.
    type Check = fn(FieldType) -> bool;
    let mut refs: Vec<(String, String, Check, &'static str)> = Vec::new();
    let mut want = |ptr: &str, field: &str, ok: Check, what: &'static str| {
        refs.push((ptr.to_string(), field.to_string(), ok, what));
    };
    fn text(k: FieldType) -> bool {
        k == FieldType::Text
    }
    fn date(k: FieldType) -> bool {
        k == FieldType::Date
    }
    fn number(k: FieldType) -> bool {
        k.is_number()
    }
    fn integer(k: FieldType) -> bool {
        k == FieldType::Integer
    }
    fn money(k: FieldType) -> bool {
        matches!(k, FieldType::Money | FieldType::Decimal)
    }
    want("/product/code", &f.product.code, text, "text");
    if let Some(t) = &f.product.title {
        want("/product/title", t, text, "text");
    }
    for (i, rule) in f.skip.iter().enumerate() {
        let at = format!("/skip/{i}");
        match (rule.equals, &rule.matches) {
            (Some(_), None) => want(&format!("{at}/field"), &rule.field, number, "a number"),
            (None, Some(re)) => {
                want(&format!("{at}/field"), &rule.field, text, "text");
                if let Err(e) = regex::Regex::new(re) {
                    diags.push(
                        path,
                        doc.pos(&format!("{at}/matches")),
                        format!("invalid regex: {}", first_line(&e.to_string())),
                    );
                }
            }
            _ => diags.push(
                path,
                doc.pos(&at),
                "a skip rule needs exactly one of `equals` (numbers) or `matches` (text)",
            ),
        }
    }
    for (i, re) in f.not_products.patterns.iter().enumerate() {
        if let Err(e) = regex::Regex::new(re) {
            diags.push(
                path,
                doc.pos(&format!("/not_products/patterns/{i}")),
                format!("invalid regex: {}", first_line(&e.to_string())),
            );
        }
    }
    match &f.rows {
        Rows::OrderLines(o) => {
            let at = "/rows/order_lines";
            want(&format!("{at}/date"), &o.date, date, "a date");
            want(&format!("{at}/order"), &o.order, text, "text");
            want(
                &format!("{at}/quantity"),
                &o.quantity,
                integer,
                "an integer",
            );
            want(
                &format!("{at}/unit_price"),
                &o.unit_price,
                money,
                "money or a decimal",
            );
            if let Some(r) = &o.refunds.refunded_amount {
                want(
                    &format!("{at}/refunds/refunded_amount"),
                    r,
                    money,
                    "money or a decimal",
                );
            }
        }
        Rows::DailyTotals(d) => {
            let at = "/rows/daily_totals";
            want(&format!("{at}/date"), &d.date, date, "a date");
            if d.tables.is_empty() {
                diags.push(path, doc.pos(&format!("{at}/tables")), "no table to fill");
            }
            for (table, measures) in &d.tables {
                let tat = format!("{at}/tables/{table}");
                let Some(cols) = daily_total_columns(table) else {
                    diags.push(
                        path,
                        doc.key_pos(&tat),
                        format!(
                            "`{table}` cannot be filled by daily totals; expected one of {}",
                            DAILY_TOTAL_TABLES
                                .iter()
                                .map(|(t, _)| format!("`{t}`"))
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    );
                    continue;
                };
                for (col, m) in measures {
                    let cat = format!("{tat}/{col}");
                    if !cols.iter().any(|(c, _)| c == col) {
                        diags.push(
                            path,
                            doc.key_pos(&cat),
                            format!(
                                "`{table}` has no measure `{col}`; expected {}",
                                cols.iter()
                                    .map(|(c, _)| format!("`{c}`"))
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            ),
                        );
                        continue;
                    }
                    match m {
                        Measure::Field(name) => want(&cat, name, number, "a number"),
                        Measure::Constant(v) if *v < 0.0 || v.fract() != 0.0 => diags.push(
                            path,
                            doc.pos(&cat),
                            "a constant measure must be a whole number >= 0",
                        ),
                        Measure::Constant(_) => {}
                    }
                }
                for (col, _) in cols.iter() {
                    if !measures.contains_key(*col) {
                        diags.push(
                            path,
                            doc.pos(&tat),
                            format!(
                                "`{table}` needs `{col}`: a field, or a constant (e.g. 0) when the export does not have it"
                            ),
                        );
                    }
                }
            }
        }
    }
    let mut used: BTreeSet<&str> = BTreeSet::new();
    for (ptr, field, ok, what) in &refs {
        match f.fields.get_key_value(field.as_str()) {
            None => diags.push(
                path,
                doc.pos(ptr),
                format!("unknown field `{field}`; fields: {known}"),
            ),
            Some((name, spec)) => {
                used.insert(name.as_str());
                if !ok(spec.kind) {
                    diags.push(
                        path,
                        doc.pos(ptr),
                        format!(
                            "field `{field}` is `{}`, expected {what}",
                            spec.kind.as_str()
                        ),
                    );
                }
            }
        }
    }
    // Fields referenced only through fill_down_by / fallback count as used.
    for spec in f.fields.values() {
        for o in [&spec.fill_down_by, &spec.fallback].into_iter().flatten() {
            used.insert(o.as_str());
        }
    }
    for name in f.fields.keys() {
        if !used.contains(name.as_str()) {
            diags.push(
                path,
                doc.key_pos(&format!("/fields/{}", super::yaml::pointer_segment(name))),
                format!(
                    "field `{name}` is never used; remove it (or list its column under `drop`)"
                ),
            );
        }
    }
}

fn first_line(s: &str) -> &str {
    s.lines().last().unwrap_or(s).trim()
}
