//! The JSON Schemas of every catalog file kind, generated from the Rust types (schemars) and
//! committed under `schemas/`. Editors validate YAML against them through the
//! `# yaml-language-server: $schema=...` line each file carries; a test fails when a committed
//! schema drifts from the types (`insight schemas` regenerates them).

use std::path::Path;

use serde_json::Value;

use super::yaml::schema_value;

/// Every schema: file name under `schemas/` and content.
pub fn all() -> Vec<(&'static str, Value)> {
    vec![
        (
            "api.schema.json",
            schema_value::<super::api::ApiDescriptor>(),
        ),
        (
            "domain.schema.json",
            schema_value::<super::domain::DomainPath>(),
        ),
        (
            "prompt.schema.json",
            schema_value::<super::prompt::PromptDef>(),
        ),
        (
            "plugin.schema.json",
            schema_value::<super::plugin::ToolManifest>(),
        ),
        (
            "training.schema.json",
            schema_value::<super::training::TrainingFile>(),
        ),
        (
            "calendar.schema.json",
            schema_value::<crate::augment::calendar::EventCalendar>(),
        ),
        (
            "scope.schema.json",
            schema_value::<super::scope::ScopeFile>(),
        ),
        (
            "guardrails.schema.json",
            schema_value::<crate::guard::policy::PolicyFile>(),
        ),
        (
            "toxicity.schema.json",
            schema_value::<crate::guard::toxicity::ToxicityFile>(),
        ),
        (
            "import.schema.json",
            schema_value::<super::import::ImportFormat>(),
        ),
        (
            "gate.schema.json",
            schema_value::<super::gate::GateVocabulary>(),
        ),
        (
            "gate_model.schema.json",
            schema_value::<super::gate::GateModel>(),
        ),
        (
            "gate_everyday.schema.json",
            schema_value::<super::gate::GateEveryday>(),
        ),
        (
            "measures.schema.json",
            schema_value::<super::measure::MeasureFile>(),
        ),
        (
            "kinds.schema.json",
            schema_value::<super::kinds::KindsFile>(),
        ),
        (
            "language.schema.json",
            schema_value::<crate::language::Glossary>(),
        ),
        (
            "language_english.schema.json",
            schema_value::<crate::language::EnglishWords>(),
        ),
        ("plan.schema.json", schema_value::<crate::plan::Plan>()),
        (
            "answer.schema.json",
            schema_value::<crate::answer::Answer>(),
        ),
        (
            "config.schema.json",
            schema_value::<crate::config::Settings>(),
        ),
    ]
}

/// The text a schema file holds (pretty JSON and a final newline).
pub fn render(v: &Value) -> String {
    let mut s = serde_json::to_string_pretty(v).unwrap_or_default();
    s.push('\n');
    s
}

/// Writes every schema into `dir`.
pub fn write_all(dir: &Path) -> std::io::Result<Vec<String>> {
    std::fs::create_dir_all(dir)?;
    let mut written = Vec::new();
    for (name, v) in all() {
        std::fs::write(dir.join(name), render(&v))?;
        written.push(name.to_string());
    }
    Ok(written)
}

/// The schema files in `dir` that are missing or differ from the types.
pub fn drifted(dir: &Path) -> Vec<String> {
    all()
        .into_iter()
        .filter(|(name, v)| {
            std::fs::read_to_string(dir.join(name)).ok().as_deref() != Some(render(v).as_str())
        })
        .map(|(name, _)| name.to_string())
        .collect()
}
