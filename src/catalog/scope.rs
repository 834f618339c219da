//! The data the platform does not have (`scope/out_of_scope.yaml`): concepts sellers ask about
//! that no data API can answer (competitors' sales, customer identities, weather, forecasts),
//! each with the words that give it away, example questions, and what to ask instead.
//!
//! The catalog planner reads it for its secondary out-of-scope check, so a domain expert widens
//! or narrows that check by editing the file, not the code. Typed like every catalog file
//! (`deny_unknown_fields`, schema under `schemas/`); on top of the schema, [`load`] checks that
//! every concept can actually match something.

use std::path::Path;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::diag::Diagnostics;
use super::yaml::load_typed;

/// Every concept the data does not cover.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScopeFile {
    /// The missing concepts.
    pub missing: Vec<MissingData>,
}

/// One kind of data no API has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MissingData {
    /// What is missing, as the answer names it ("competitors' sales figures").
    pub name: String,
    /// Word groups that give the concept away: the question must contain a word (or phrase)
    /// of *every* group. `#seller` stands for a seller id other than the asker's. Words are
    /// compared case-insensitively on whole words with a plural `s`
    /// ignored (`[[competitor, rival], [sales, revenue]]` matches "my rivals' revenue").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub when: Vec<Vec<String>>,
    /// Words (or phrases) that name data the APIs do have: with one of them in the question,
    /// the word groups do not match ("what price are competitors selling the kettle at" asks
    /// for competitor prices, not competitors' sales).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unless: Vec<String>,
    /// Questions that need this data; a question very close to one of them (by embedding) is
    /// out of scope even when no word group matches.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub examples: Vec<String>,
    /// What the seller can ask instead.
    pub instead: String,
}

/// Reads `path`, checks it against the schema and the rules a schema cannot express (every
/// concept has a word group or an example; no group is empty), and records every problem.
pub fn load(path: &Path, diags: &mut Diagnostics) -> Option<ScopeFile> {
    let (file, doc) = load_typed::<ScopeFile>(path, diags)?;
    let before = diags.len();
    for (i, m) in file.missing.iter().enumerate() {
        if m.when.is_empty() && m.examples.is_empty() {
            diags.push(
                path,
                doc.pos(&format!("/missing/{i}")),
                format!(
                    "`{}` has neither `when` word groups nor `examples`: it can never match",
                    m.name
                ),
            );
        }
        for (g, group) in m.when.iter().enumerate() {
            if group.iter().all(|w| w.trim().is_empty()) {
                diags.push(
                    path,
                    doc.pos(&format!("/missing/{i}/when/{g}")),
                    "an empty word group matches nothing; remove it or add words",
                );
            }
        }
    }
    (diags.len() == before).then_some(file)
}
