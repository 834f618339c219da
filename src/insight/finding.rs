//! Findings and recommendations: what the Insight Generator says, typed.
//!
//! A finding is built only from a tool's result row (a detector's, or an analytic whose rows a
//! domain turns into findings): its numbers are the row's numbers with their units, never text
//! written around them, so every number of a statement can be traced to a column.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::table::Unit;

/// One number of a finding, with its unit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct FindingNumber {
    /// The column it comes from (`lost_revenue`).
    pub name: String,
    /// The value.
    pub value: f64,
    /// Its unit, when it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<Unit>,
}

/// A product a finding is about.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct ProductRef {
    /// Its id.
    pub id: String,
    /// Its title, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

/// The days a finding covers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct FindingPeriod {
    /// First day (ISO).
    pub start: String,
    /// Last day (ISO).
    pub end: String,
}

/// One thing the data shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Finding {
    /// `F1`, `F2`, ... in rank order; recommendations cite it.
    pub id: String,
    /// What kind of finding (`stockout`, `price_change`, `rating_drop`, `ad_spend_change`,
    /// `account_health`, `trend`, `anomaly`, `benchmark_gap`, `seasonality`, ...).
    pub kind: String,
    /// The statement, in words, with its numbers.
    pub statement: String,
    /// The numbers behind the statement, with units.
    pub numbers: Vec<FindingNumber>,
    /// The days it covers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub period: Option<FindingPeriod>,
    /// The products it is about (none for a seller-level finding).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub products: Vec<ProductRef>,
    /// The estimated effect on the domain's metric in the asked period (USD for revenue),
    /// when the detector can estimate it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub impact: Option<f64>,
    /// The share of the asked change this finding explains (|impact| / |change|, at most 1);
    /// none when there is no change to explain or no impact estimate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub evidence: Option<f64>,
    /// How sure the detector is, 0..1.
    pub confidence: f64,
    /// The tool that found it.
    pub source: String,
    /// The domain that ran the tool.
    pub domain: String,
}

impl Finding {
    /// A number of the finding by column name.
    pub fn number(&self, name: &str) -> Option<f64> {
        self.numbers
            .iter()
            .find(|n| n.name == name)
            .map(|n| n.value)
    }
}

/// A recommendation, tied to the finding it answers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Recommendation {
    /// The rule's id (`restock`).
    pub id: String,
    /// What to do.
    pub text: String,
    /// The finding it answers (`F1`).
    pub finding: String,
}

/// A domain the question was routed to, with the router's score.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct DomainMatch {
    /// The domain's name.
    pub name: String,
    /// Similarity-weighted vote share (nearest examples) or 1.0 (LLM), 0..1.
    pub score: f64,
}

/// A check that could not be made, and why.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Unchecked {
    /// What it would have checked ("stock-outs").
    pub check: String,
    /// Why not ("no inventory data").
    pub reason: String,
}
