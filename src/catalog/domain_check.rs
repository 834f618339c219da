//! The checks of a domain file beyond its schema: every API, tool, table reference, prompt and
//! expression it names must exist or compile, each reported at its own `file:line:col`.

use std::collections::{BTreeSet, HashMap};
use std::path::Path;

use serde_json::Value;

use super::domain::{DomainPath, PeriodRole};
use super::prompt::{PromptDef, PromptKind};
use super::yaml::YamlDoc;
use super::{Api, Diagnostics, NameKind};
use crate::tools::ToolRegistry;

/// What a domain may refer to.
pub(super) struct Refs<'a> {
    pub apis: &'a HashMap<String, usize>,
    pub all_apis: &'a [Api],
    pub tools: &'a ToolRegistry,
    pub prompts: &'a HashMap<String, PromptDef>,
    /// The measure ontology's ids (empty when it did not load: then nothing is checked).
    pub measures: &'a BTreeSet<String>,
}

/// Reports every problem of `d` into `diags`.
pub(super) fn check(
    d: &DomainPath,
    refs: &Refs,
    path: &Path,
    doc: &YamlDoc,
    diags: &mut Diagnostics,
) {
    if !super::is_snake_case(&d.name) {
        diags.push(
            path,
            doc.pos("/name"),
            format!("domain name `{}` must be snake_case", d.name),
        );
    }
    if !refs.measures.is_empty() {
        for (i, method) in d.methods.iter().enumerate() {
            for (j, m) in method.answers.iter().enumerate() {
                if !refs.measures.contains(m) {
                    diags.push(
                        path,
                        doc.pos(&format!("/methods/{i}/answers/{j}")),
                        format!(
                            "unknown measure `{m}` in `answers`; measures are the ids of catalog/measures.yaml"
                        ),
                    );
                }
            }
        }
        for (i, m) in d.covers.iter().enumerate() {
            if !refs.measures.contains(m) {
                diags.push(
                    path,
                    doc.pos(&format!("/covers/{i}")),
                    format!(
                        "unknown measure `{m}` in `covers`; measures are the ids of catalog/measures.yaml"
                    ),
                );
            }
        }
    }
    // Table names a method may use: `$retrieval.period`, `$retrieval` (no periods), earlier
    // methods' results.
    let mut tables: BTreeSet<String> = BTreeSet::new();
    let mut names: BTreeSet<&str> = BTreeSet::new();
    for (i, r) in d.retrieve.iter().enumerate() {
        let at = format!("/retrieve/{i}");
        if !names.insert(r.name.as_str()) {
            diags.push(
                path,
                doc.pos(&format!("{at}/name")),
                format!("duplicate retrieval name `{}`", r.name),
            );
        }
        match refs.apis.get(&r.api) {
            None => {
                let mut known: Vec<_> = refs.apis.keys().cloned().collect();
                known.sort();
                diags.push_unknown(
                    NameKind::Api,
                    &r.api,
                    path,
                    doc.pos(&format!("{at}/api")),
                    format!("unknown API `{}`; known APIs: {}", r.api, known.join(", ")),
                );
            }
            Some(&idx) => {
                let params = refs.all_apis[idx].descriptor.parameter_names();
                let dated = params.iter().any(|p| p == "start_date");
                if !r.periods.is_empty() && !dated {
                    diags.push(
                        path,
                        doc.pos(&format!("{at}/periods")),
                        format!("API `{}` takes no dates, so it cannot be fetched per period; remove `periods`", r.api),
                    );
                }
                for k in r.params.keys() {
                    if !params.contains(k) {
                        diags.push(
                            path,
                            doc.pos(&format!("{at}/params/{k}")),
                            format!(
                                "API `{}` has no parameter `{k}`; it has: {}",
                                r.api,
                                params.join(", ")
                            ),
                        );
                    }
                }
            }
        }
        if r.periods.is_empty() {
            tables.insert(r.name.clone());
        }
        for p in &r.periods {
            tables.insert(format!("{}.{}", r.name, p.as_str()));
        }
    }
    let env = minijinja::Environment::new();
    for (i, m) in d.methods.iter().enumerate() {
        let at = format!("/methods/{i}");
        if refs.tools.get(&m.tool).is_none() {
            diags.push_unknown(
                NameKind::Tool,
                &m.tool,
                path,
                doc.pos(&format!("{at}/tool")),
                format!(
                    "unknown tool `{}`; known tools: {}",
                    m.tool,
                    refs.tools.names().join(", ")
                ),
            );
        }
        for (k, v) in &m.args {
            if let Some(problem) = bad_reference(v, &tables) {
                diags.push(path, doc.pos(&format!("{at}/args/{k}")), problem);
            }
        }
        if let Some(when) = m.finding.as_ref().and_then(|f| f.when.as_deref()) {
            if let Err(e) = env.compile_expression(when) {
                diags.push(
                    path,
                    doc.pos(&format!("{at}/finding/when")),
                    format!("expression does not compile: {e}"),
                );
            }
        }
        if !names.insert(m.result_name()) {
            diags.push(
                path,
                doc.pos(&at),
                format!(
                    "duplicate name `{}`: give the method a `name`",
                    m.result_name()
                ),
            );
        }
        tables.insert(m.result_name().to_string());
    }
    for (i, r) in d.recommendations.iter().enumerate() {
        let at = format!("/recommendations/{i}");
        if let Some(when) = r.when.as_deref() {
            if let Err(e) = env.compile_expression(when) {
                diags.push(
                    path,
                    doc.pos(&format!("{at}/when")),
                    format!("expression does not compile: {e}"),
                );
            }
        }
        if let Err(e) = env.template_from_str(&r.say) {
            diags.push(
                path,
                doc.pos(&format!("{at}/say")),
                format!("template does not compile: {e}"),
            );
        }
    }
    for (field, name, kind) in [
        ("/prompt", &d.prompt, PromptKind::LlmPrompt),
        ("/template", &d.template, PromptKind::AnswerTemplate),
    ] {
        match refs.prompts.get(name) {
            None => {
                diags.push_unknown(
                    NameKind::Prompt,
                    name,
                    path,
                    doc.pos(field),
                    format!("unknown prompt `{name}`"),
                );
            }
            Some(p) if p.kind != kind => diags.push(
                path,
                doc.pos(field),
                format!("prompt `{name}` is not of kind `{}`", kind_name(kind)),
            ),
            Some(_) => {}
        }
    }
    if d.examples.is_empty() {
        diags.push(
            path,
            doc.pos("/examples"),
            "a domain needs at least one example question",
        );
    }
}

fn kind_name(k: PromptKind) -> &'static str {
    match k {
        PromptKind::AnswerTemplate => "answer_template",
        PromptKind::LlmPrompt => "llm_prompt",
    }
}

/// Why a `$...` argument does not resolve, if it does not.
fn bad_reference(v: &Value, tables: &BTreeSet<String>) -> Option<String> {
    let s = v.as_str()?.strip_prefix('$')?;
    if s == "metric" || tables.contains(s) {
        return None;
    }
    if let Some((role, end)) = s.split_once('.') {
        if PeriodRole::parse(role).is_some() && (end == "start" || end == "end") {
            return None;
        }
    }
    let known: Vec<String> = tables.iter().map(|t| format!("${t}")).collect();
    Some(format!(
        "`${s}` refers to nothing retrieved or computed before it; known: $metric, $<period>.start, $<period>.end, {}",
        known.join(", ")
    ))
}
