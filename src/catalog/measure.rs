//! The measure ontology (`catalog/measures.yaml`): every measure the data APIs return, defined
//! once, with the words sellers use for it and what it is not (units sold vs units on hand vs
//! units refunded vs inbound; price vs list price vs competitor price; revenue vs ad sales).
//!
//! Every numeric column of a question API names its measure (`measure:` in `apis/*.yaml`);
//! [`check_columns`] reports a missing or unknown one at the column's `file:line:col`, so
//! `insight validate` catches it. The planner reads the question's measures from these words
//! and links only APIs with a column of that measure: a loose synonym never decides the API.

use std::collections::HashSet;
use std::path::Path;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::api::{ApiDescriptor, Audience};
use super::diag::Diagnostics;
use super::yaml::{load_typed, YamlDoc};
use crate::table::ColumnType;

/// Where the ontology lives, relative to the catalog root.
pub const MEASURES_PATH: &str = "catalog/measures.yaml";

/// The ontology file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MeasureFile {
    /// Every measure.
    pub measures: Vec<Measure>,
    /// Ranking words that mean "by sales" when a question names no measure ("top products",
    /// "best sellers"); any other ranking word ("worst products", "which product hurt me most")
    /// names no figure, and the planner asks which one is meant.
    #[serde(default = "default_sales_ranking_words")]
    pub sales_ranking_words: Vec<String>,
    /// Words that rank or break down products by how much a figure CHANGED ("which product grew
    /// fastest", "which one dropped the most"): not a figure of one period, so a ranking by the
    /// figure itself would answer another question.
    #[serde(default)]
    pub change_ranking_words: Vec<String>,
    /// Words saying a change ranking runs upward ("grew", "rose", "sold more ... than"): the
    /// products whose figure rose, largest rise first.
    #[serde(default)]
    pub change_rising_words: Vec<String>,
    /// Words saying it runs downward ("dropped", "fell", "sold fewer ... than"): the products
    /// whose figure fell, largest fall first. A question with words of both, or of neither,
    /// is asked back.
    #[serde(default)]
    pub change_falling_words: Vec<String>,
}

impl Default for MeasureFile {
    /// No measures, and the default ranking words (a catalog whose ontology did not load still
    /// reads "top products" as by sales).
    fn default() -> Self {
        MeasureFile {
            measures: Vec::new(),
            sales_ranking_words: default_sales_ranking_words(),
            change_ranking_words: Vec::new(),
            change_rising_words: Vec::new(),
            change_falling_words: Vec::new(),
        }
    }
}

fn default_sales_ranking_words() -> Vec<String> {
    ["top", "best", "biggest", "leading", "strongest"]
        .map(String::from)
        .to_vec()
}

/// How a measure adds up over time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum MeasureKind {
    /// Summed over days (units sold, revenue, sessions).
    Flow,
    /// Read at a moment (stock on hand, a price): its extreme over a period is the
    /// extreme over the days, and its value "over a period" needs a reading (at the end, or
    /// averaged).
    Level,
    /// A share of two flows (conversion rate, refund rate).
    Rate,
    /// A quotient of two flows that is not a share (ACOS, ROAS, average selling price, the
    /// average rating: stars over the reviews of the period).
    Ratio,
    /// A number of things or days (reviews, days out of stock).
    Count,
}

/// One measure.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Measure {
    /// Its id, as columns name it (`units_on_hand`).
    pub id: String,
    /// What people call it ("units on hand").
    pub name: String,
    /// How it adds up over time.
    pub kind: MeasureKind,
    /// Words and phrases that name it ("in stock", "on hand"); the longest match in a question
    /// wins.
    #[serde(default)]
    pub words: Vec<String>,
    /// Words that name it only when the question names no other measure ("units").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub weak_words: Vec<String>,
    /// What it is not, in words for people (the readings a clarification offers).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not: Vec<String>,
    /// Read over all the data when a question names no period: a count of days ("how many days
    /// were the gloves out of stock") asks for the whole history, where the report's default
    /// (the latest day) answered 0 or 1.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub all_data_by_default: bool,
    /// A level or a count that adds up across products: the stock of seven gloves on one day
    /// is the sum of their stocks, and their reviews the sum of each one's, where seven prices
    /// have no sum and days out of stock summed over two products are no number of days.
    /// Flows add up across products always; a level or a count only when this says so.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub adds_across_products: bool,
    /// A list of products by it shows the smallest first when the question names no order:
    /// by days of cover, what runs out first is what a seller looks for ("which products are
    /// running low" listed 72 days first).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lists_smallest_first: bool,
}

impl Measure {
    /// Whether one figure for several products is the sum of theirs (units sold, stock on
    /// hand, reviews), not a figure of each (a price, a rating, days out of stock).
    pub fn sums_over_products(&self) -> bool {
        matches!(self.kind, MeasureKind::Flow) || self.adds_across_products
    }
}

impl MeasureFile {
    /// A measure by id.
    pub fn get(&self, id: &str) -> Option<&Measure> {
        self.measures.iter().find(|m| m.id == id)
    }
}

/// Reads `root/catalog/measures.yaml` (an empty ontology when the file is absent: a catalog
/// without it links by column synonyms only) and checks ids are unique.
pub fn load(root: &Path, diags: &mut Diagnostics) -> Option<MeasureFile> {
    let path = root.join(MEASURES_PATH);
    if !path.exists() {
        return Some(MeasureFile::default());
    }
    let (file, doc) = load_typed::<MeasureFile>(&path, diags)?;
    let before = diags.len();
    let mut seen = HashSet::new();
    for (i, m) in file.measures.iter().enumerate() {
        if !seen.insert(m.id.as_str()) {
            diags.push(
                &path,
                doc.pos(&format!("/measures/{i}/id")),
                format!("duplicate measure `{}`", m.id),
            );
        }
        if m.id.is_empty() || !m.id.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
            diags.push(
                &path,
                doc.pos(&format!("/measures/{i}/id")),
                format!("measure id `{}` must be snake_case letters", m.id),
            );
        }
    }
    (diags.len() == before).then_some(file)
}

/// Checks every API column against the ontology: a `measure:` that is not defined, or a
/// numeric column of a question API without one, is reported at the column.
pub fn check_columns(
    measures: &MeasureFile,
    apis: &[(&Path, &ApiDescriptor)],
    diags: &mut Diagnostics,
) {
    if measures.measures.is_empty() {
        // A catalog without an ontology may leave `measure:` out; one that names measures
        // without the file would link questions by nothing (the planner degrades silently).
        if let Some((path, d)) = apis
            .iter()
            .find(|(_, d)| d.columns.iter().any(|c| c.measure.is_some()))
        {
            diags.push(
                path,
                super::diag::Pos::START,
                format!(
                    "`{}` names the measures of its columns, but the catalog has no {MEASURES_PATH} to define them",
                    d.name
                ),
            );
        }
        return;
    }
    let known: HashSet<&str> = measures.measures.iter().map(|m| m.id.as_str()).collect();
    for (path, d) in apis {
        let mut doc: Option<YamlDoc> = None;
        let mut pos = |pointer: &str, diags: &mut Diagnostics| {
            if doc.is_none() {
                let src = std::fs::read_to_string(path).unwrap_or_default();
                doc = YamlDoc::parse(path, &src, diags);
            }
            doc.as_ref()
                .map(|doc| doc.pos(pointer))
                .unwrap_or(super::diag::Pos::START)
        };
        for (i, c) in d.columns.iter().enumerate() {
            match &c.measure {
                Some(m) if !known.contains(m.as_str()) => {
                    let at = pos(&format!("/columns/{i}/measure"), diags);
                    diags.push(
                        path,
                        at,
                        format!(
                            "unknown measure `{m}` for column `{}` (defined in {MEASURES_PATH})",
                            c.name
                        ),
                    );
                }
                None if d.audience == Audience::All
                    && matches!(c.ty, ColumnType::Integer | ColumnType::Number) =>
                {
                    let at = pos(&format!("/columns/{i}"), diags);
                    diags.push(
                        path,
                        at,
                        format!(
                            "numeric column `{}` names no `measure:` (one of {MEASURES_PATH})",
                            c.name
                        ),
                    );
                }
                _ => {}
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::yaml::load_typed_str;

    const API: &str = "name: stock_api
description: Stock.
dimension: inventory
parameters: { type: object, properties: {} }
columns:
  - { name: on_hand, type: integer, measure: units_in_stok, display_name: On hand, description: Units in stock. }
  - { name: inbound, type: integer, display_name: Inbound, description: Units received. }
backend:
  type: store
  tables: [inventory_daily]
  query: SELECT 1 AS on_hand, 2 AS inbound WHERE :seller_id IS NOT NULL
";

    #[test]
    fn unknown_and_missing_measures_are_reported_at_the_column() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("catalog")).unwrap();
        std::fs::write(
            dir.path().join(MEASURES_PATH),
            "measures:\n  - { id: units_on_hand, name: units on hand, kind: level, words: [in stock] }\n",
        )
        .unwrap();
        let api_path = dir.path().join("stock_api.yaml");
        std::fs::write(&api_path, API).unwrap();
        let mut diags = Diagnostics::with_root(dir.path());
        let measures = load(dir.path(), &mut diags).unwrap();
        let (api, _) = load_typed_str::<ApiDescriptor>(&api_path, API, &mut diags).unwrap();
        assert!(diags.is_empty(), "{diags:?}");
        check_columns(&measures, &[(api_path.as_path(), &api)], &mut diags);
        let found: Vec<String> = diags
            .sorted()
            .iter()
            .map(|d| format!("{}:{} {}", d.pos.line, d.pos.col, d.message))
            .collect();
        assert_eq!(found.len(), 2, "{found:?}");
        assert!(
            found[0].starts_with("6:") && found[0].contains("unknown measure `units_in_stok`"),
            "{found:?}"
        );
        assert!(
            found[1].starts_with("7:") && found[1].contains("`inbound` names no `measure:`"),
            "{found:?}"
        );
    }

    #[test]
    fn duplicate_measure_ids_are_reported() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("catalog")).unwrap();
        std::fs::write(
            dir.path().join(MEASURES_PATH),
            "measures:\n  - { id: price, name: price, kind: level }\n  - { id: price, name: price again, kind: level }\n",
        )
        .unwrap();
        let mut diags = Diagnostics::with_root(dir.path());
        assert!(load(dir.path(), &mut diags).is_none());
        assert!(diags
            .iter()
            .any(|d| d.pos.line == 3 && d.message.contains("duplicate measure `price`")));
    }
}
