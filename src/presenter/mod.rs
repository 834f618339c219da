//! # Present: plan results → answer text, tables and a chart
//!
//! **Takes** a [`PresentInput`]: the question, the [`PlannedQuery`] (its answer shape and the
//! measures it asks about), the executor's [`PlanOutcome`] and the time [`Resolution`].
//! **Gives** a [`Presentation`]: the answer text, the result tables with display names and
//! units (raw values: formatting is the client's job), and a Vega-Lite chart when one helps.
//!
//! The text comes from one minijinja template per answer shape (`prompts/answer_<shape>.yaml`,
//! compiled once by [`Presenter::new`]) rendered against an [`AnswerContext`]: every number in
//! it is a cell of the result table, formatted by [`format`], the one formatter.
//!
//! **Guarantees**
//! - Never panics, whatever the outcome: no rows ("no sales in that period", never `$0.00` as if
//!   it were data; rows of zeros are data and shown as zeros), null cells, a missing measure
//!   column, failed steps, a template that fails at runtime (a plain generic sentence with the
//!   table instead).
//! - Nothing is hidden: the resolver's and the planner's notes (clipped dates, defaults) and
//!   every failed step are appended after the template's text by the presenter itself, so no
//!   template can drop them.
//! - A period wholly outside the data ([`Coverage::NoData`]) is said as such, with no table.
//!
//! **Decisions**
//! - Columns are never dropped here: which columns to show is the plan's business (its
//!   `select_columns` / `drop_columns` steps); dropping by guess could hide the number a
//!   question asked for. Columns without a display name get the catalog's (an API column of the
//!   same name) or a humanized name.
//! - A comparison is read from the table when the plan computed it (`growth`: `current`,
//!   `previous`, `change`, `change_pct`; `year_over_year`: `<m>`, `<m>_previous_year`, ...).
//!   When the plan returned the two periods as two tables instead, the presenter derives the
//!   change with the `growth` tool's formula ((current - previous) / |previous|, none when the
//!   previous is 0) rather than leave it out.
//! - A table whose measure cells are all null is presented as empty ("no data"), like a table
//!   with no rows: a sum over nothing is not a zero.

mod build;
mod change;
pub mod chart;
pub mod context;
mod entities;
pub mod format;
mod notes;
mod periods;

use std::collections::HashMap;

use minijinja::Environment;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::answer::AnswerTable;
use crate::augment::{Coverage, Resolution};
use crate::catalog::prompt::{PromptDef, PromptKind};
use crate::catalog::Catalog;
use crate::plan::executor::PlanOutcome;
use crate::planner::{AnswerShape, PlannedQuery};
use crate::table::Unit;

pub use context::AnswerContext;

/// Every answer shape, in the order their templates are loaded.
pub const SHAPES: [AnswerShape; 6] = AnswerShape::ALL;

/// The name of a shape's answer template (`answer_single_value`), also its file's stem in
/// `prompts/`.
pub fn template_name(shape: AnswerShape) -> String {
    format!("answer_{}", shape.as_str())
}

/// Everything the presenter reads.
#[derive(Debug, Clone, Copy)]
pub struct PresentInput<'a> {
    /// The question as asked.
    pub question: &'a str,
    /// The plan, its answer shape and the measures asked about.
    pub planned: &'a PlannedQuery,
    /// What the executor produced (outputs, per-step reports, the first failure).
    pub outcome: &'a PlanOutcome,
    /// The resolved time of the question.
    pub time: &'a Resolution,
}

/// What the presenter gives.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Presentation {
    /// The answer text, numbers formatted, followed by notes and missing parts.
    pub answer: String,
    /// The result tables: display names, units, raw values.
    pub tables: Vec<AnswerTable>,
    /// A Vega-Lite v5 spec with the data inlined, when a chart helps.
    pub chart: Option<Value>,
}

/// Why a presenter cannot be built (a catalog problem, found at start-up).
#[derive(Debug, thiserror::Error)]
pub enum PresentError {
    /// No template for a shape.
    #[error(
        "no answer template for the `{shape}` answer shape: add prompts/{name}.yaml with \
         `name: {name}` and `kind: answer_template` (see prompts/README.md)"
    )]
    MissingTemplate {
        /// The shape.
        shape: &'static str,
        /// The template's expected name.
        name: String,
    },
    /// The prompt of that name is not an answer template.
    #[error("prompt `{name}` must have `kind: answer_template` to be an answer template")]
    WrongKind {
        /// The prompt's name.
        name: String,
    },
    /// The template does not compile.
    #[error("answer template `{name}` does not compile: {message}")]
    Template {
        /// The template's name.
        name: String,
        /// The minijinja error.
        message: String,
    },
}

/// What the catalog says about a column name (from the APIs' column descriptors).
#[derive(Debug, Clone)]
struct KnownColumn {
    display_name: String,
    unit: Option<Unit>,
}

/// The template presenter. Built once at start-up (templates compiled then); presenting takes
/// `&self`, so one presenter serves every request.
pub struct Presenter {
    env: Environment<'static>,
    known: HashMap<String, KnownColumn>,
    dimensions: HashMap<String, String>,
}

impl std::fmt::Debug for Presenter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Presenter")
            .field("known_columns", &self.known.len())
            .finish_non_exhaustive()
    }
}

impl Presenter {
    /// Compiles the `answer_<shape>` templates of `catalog.prompts` and learns the display
    /// names, units and dimensions of the catalog's API columns.
    pub fn new(catalog: &Catalog) -> Result<Presenter, PresentError> {
        let mut p = Presenter::from_prompts(&catalog.prompts)?;
        for api in catalog.apis() {
            let d = &api.descriptor;
            p.dimensions
                .insert(d.name.clone(), d.dimension.as_str().to_string());
            for c in &d.columns {
                p.known.entry(c.name.clone()).or_insert(KnownColumn {
                    display_name: c.display_name.clone(),
                    unit: c.unit,
                });
            }
        }
        Ok(p)
    }

    /// Compiles the answer templates from a set of prompts (no API knowledge: columns without
    /// a display name get a humanized one). [`Presenter::new`] is this plus the catalog's APIs.
    pub fn from_prompts(prompts: &HashMap<String, PromptDef>) -> Result<Presenter, PresentError> {
        let mut env = format::new_environment();
        for shape in SHAPES {
            let name = template_name(shape);
            let def = prompts
                .get(&name)
                .ok_or_else(|| PresentError::MissingTemplate {
                    shape: shape.as_str(),
                    name: name.clone(),
                })?;
            if def.kind != PromptKind::AnswerTemplate {
                return Err(PresentError::WrongKind { name });
            }
            env.add_template_owned(name.clone(), def.template.clone())
                .map_err(|e| PresentError::Template {
                    name: name.clone(),
                    message: e.to_string(),
                })?;
        }
        Ok(Presenter {
            env,
            known: HashMap::new(),
            dimensions: HashMap::new(),
        })
    }

    /// The template context for an input, or `None` when there is no table to present (the
    /// period is outside the data, or every step failed). Exposed for the LLM presenter, which
    /// gives the model the same facts, and for template authors' tests.
    pub fn context(&self, input: &PresentInput<'_>) -> Option<AnswerContext> {
        build::Built::new(self, input).map(|b| b.ctx)
    }

    /// Presents the outcome of a plan. Never panics.
    pub fn present(&self, input: &PresentInput<'_>) -> Presentation {
        if let Coverage::NoData { message, .. } = &input.time.coverage {
            return Presentation {
                answer: message.clone(),
                tables: Vec::new(),
                chart: None,
            };
        }
        let Some(built) = build::Built::new(self, input) else {
            let missing = build::missing_parts(input);
            let mut answer = String::from("I could not get the data for this question.");
            build::append_missing(&mut answer, &missing);
            return Presentation {
                answer,
                tables: Vec::new(),
                chart: None,
            };
        };
        let body = match built.template_shape {
            Some(shape) => self.render(shape, &built.ctx),
            None => Err("the result has no measure column to describe".to_string()),
        };
        let mut answer = match body {
            Ok(text) => text.trim().to_string(),
            Err(e) => {
                tracing::warn!(error = %e, shape = input.planned.shape.as_str(), "answer template failed; using the generic answer");
                built.generic_text()
            }
        };
        build::append_notes(&mut answer, &built.ctx.notes);
        build::append_missing(&mut answer, &built.ctx.missing);
        let chart = chart::chart(&built);
        Presentation {
            answer,
            tables: built.tables,
            chart,
        }
    }

    fn render(&self, shape: AnswerShape, ctx: &AnswerContext) -> Result<String, String> {
        let name = template_name(shape);
        let tmpl = self.env.get_template(&name).map_err(|e| e.to_string())?;
        let text = tmpl
            .render(minijinja::Value::from(minijinja::value::Serde(ctx)))
            .map_err(|e| {
                let mut msg = e.to_string();
                let mut src = std::error::Error::source(&e);
                while let Some(s) = src {
                    msg.push_str(&format!(": {s}"));
                    src = s.source();
                }
                msg
            })?;
        if text.trim().is_empty() {
            return Err(format!("template `{name}` rendered no text"));
        }
        Ok(text)
    }
}
