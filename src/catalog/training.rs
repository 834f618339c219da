//! Training and evaluation questions for the manager's models (`models/training/*.yaml`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Which worker answers a question, or neither.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Route {
    /// Descriptive: show me numbers.
    DataPresenter,
    /// Diagnostic: why, how am I doing, compare me, what should I do.
    InsightGenerator,
    /// Not a question about the seller's marketplace business (evaluation of the OOD check only).
    OutOfDomain,
}

impl Route {
    /// The snake_case name.
    pub fn as_str(self) -> &'static str {
        match self {
            Route::DataPresenter => "data_presenter",
            Route::InsightGenerator => "insight_generator",
            Route::OutOfDomain => "out_of_domain",
        }
    }
}

/// What a file of questions is used for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Split {
    /// Used to train the autoencoder (in-domain questions only) and the router.
    Train,
    /// Held out: used only to evaluate, never to train.
    Eval,
}

/// One labelled question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TrainingQuestion {
    /// The question as a seller would type it.
    pub text: String,
    /// Its label.
    pub route: Route,
    /// For `insight_generator` questions: the analysis domain(s), e.g. `performance`,
    /// `benchmarking`, `recommendation`, `trend`, `seasonal`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub domains: Vec<String>,
}

/// A file of labelled questions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TrainingFile {
    /// Train or held-out evaluation.
    pub split: Split,
    /// What this file holds, for people.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The questions.
    pub questions: Vec<TrainingQuestion>,
}
