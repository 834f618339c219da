//! The catalog: every file a domain expert edits (`apis/ domains/ prompts/ plugins/ models/
//! calendar/ scope/ guardrails/`), loaded once at start-up into one immutable [`Catalog`].
//!
//! Takes: a root folder. Gives: a [`Catalog`] whose every cross-reference has been checked (an
//! API's SQL against the store schema and its declared columns, a domain's APIs, tools and prompt,
//! a template against its sample input, training labels against the domains), or every problem of
//! every file as a [`Diagnostic`] (`path:line:col: message`). Loading never stops at the first
//! problem. Guarantees: a `Catalog` value is only ever built from a clean load.

pub mod api;
pub mod diag;
pub mod domain;
mod domain_check;
pub mod gate;
pub mod import;
pub mod kinds;
pub mod measure;
pub mod plugin;
pub mod prompt;
pub mod schema;
pub mod scope;
pub mod training;
pub mod yaml;

use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use serde_json::Value;

pub use diag::{Diagnostic, Diagnostics, NameKind, Pos};

use crate::augment::calendar::EventCalendar;
use crate::tools::ToolRegistry;
use api::{ApiDescriptor, Backend};
use domain::DomainPath;
use prompt::PromptDef;
use training::{Route, TrainingFile};
use yaml::{load_typed, yaml_files, YamlDoc};

/// The folders of a catalog, relative to its root.
pub const FOLDERS: [&str; 12] = [
    "apis",
    "catalog",
    "domains",
    "prompts",
    "plugins",
    "models/training",
    "calendar",
    "scope",
    "guardrails",
    "imports",
    "gate",
    "languages",
];

/// One data API, with its compiled parameter validator.
pub struct Api {
    /// The descriptor as written.
    pub descriptor: ApiDescriptor,
    /// Where it came from.
    pub path: PathBuf,
    validator: jsonschema::Validator,
}

impl std::fmt::Debug for Api {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Api")
            .field("name", &self.descriptor.name)
            .field("path", &self.path)
            .finish()
    }
}

/// A payload that does not fit an API's parameter schema.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid parameter `{parameter}` for API `{api}`: {message}")]
pub struct ParamError {
    /// The API called.
    pub api: String,
    /// The parameter at fault (empty when the payload as a whole is wrong).
    pub parameter: String,
    /// What is wrong with it.
    pub message: String,
}

impl Api {
    /// Validates a payload against the parameter schema and fills declared defaults. The error
    /// names the first offending parameter; every problem is listed in its message.
    pub fn check_params(
        &self,
        payload: &Value,
    ) -> Result<serde_json::Map<String, Value>, ParamError> {
        let api = self.descriptor.name.clone();
        let Value::Object(given) = payload else {
            return Err(ParamError {
                api,
                parameter: String::new(),
                message: "parameters must be a JSON object".into(),
            });
        };
        if given.contains_key("seller_id") {
            return Err(ParamError {
                api,
                parameter: "seller_id".into(),
                message:
                    "the seller is bound by the caller's key (or --seller), never by a parameter"
                        .into(),
            });
        }
        let errors: Vec<_> = self.validator.iter_errors(payload).collect();
        if let Some(first) = errors.first() {
            let param_of = |e: &jsonschema::ValidationError| -> String {
                use jsonschema::error::ValidationErrorKind as K;
                let p = e.instance_path().as_str().trim_start_matches('/');
                let top = p.split('/').next().unwrap_or("").to_string();
                match e.kind() {
                    K::Required { property } if top.is_empty() => {
                        property.as_str().unwrap_or_default().to_string()
                    }
                    K::AdditionalProperties { unexpected } if top.is_empty() => {
                        unexpected.first().cloned().unwrap_or_default()
                    }
                    _ => top,
                }
            };
            let parameter = param_of(first);
            let message = errors
                .iter()
                .map(|e| {
                    use jsonschema::error::ValidationErrorKind as K;
                    match e.kind() {
                        K::AdditionalProperties { unexpected } => format!(
                            "unknown parameter(s) {}; expected one of {}",
                            unexpected.join(", "),
                            self.descriptor.parameter_names().join(", ")
                        ),
                        _ => {
                            let p = param_of(e);
                            if p.is_empty() {
                                e.to_string()
                            } else {
                                format!("{p}: {e}")
                            }
                        }
                    }
                })
                .collect::<Vec<_>>()
                .join("; ");
            return Err(ParamError {
                api,
                parameter,
                message,
            });
        }
        let mut out = given.clone();
        if let Some(props) = self
            .descriptor
            .parameters
            .get("properties")
            .and_then(Value::as_object)
        {
            for (k, schema) in props {
                if !out.contains_key(k) {
                    if let Some(d) = schema.get("default") {
                        out.insert(k.clone(), d.clone());
                    }
                }
            }
        }
        Ok(out)
    }
}

/// Everything a domain expert wrote, checked and immutable.
#[derive(Debug)]
pub struct Catalog {
    /// The root folder.
    pub root: PathBuf,
    apis: Vec<Api>,
    api_index: HashMap<String, usize>,
    /// Domain resolution paths.
    pub domains: Vec<DomainPath>,
    /// Prompts by name.
    pub prompts: HashMap<String, PromptDef>,
    /// The Rhai tools.
    pub tools: ToolRegistry,
    /// Labelled questions, with the file each came from.
    pub training: Vec<(PathBuf, TrainingFile)>,
    /// Named events (Black Friday, Prime Day) for the time resolver.
    pub calendar: EventCalendar,
    /// Data no API has (`scope/out_of_scope.yaml`), for the planner's out-of-scope check.
    pub scope: scope::ScopeFile,
    /// Import formats (`imports/*.yaml`): how sellers' own exports map onto the contract tables.
    pub imports: Vec<import::ImportFormat>,
    /// The domain vocabulary gate's word lists, weights and threshold (`gate/vocabulary.yaml`;
    /// without the file, no lists).
    pub gate: gate::GateVocabulary,
    /// The measure ontology (`catalog/measures.yaml`) every API column names its measure from.
    pub measures: measure::MeasureFile,
    /// The marketplace's product kinds and their everyday names (`catalog/kinds.yaml`), read by
    /// the entity resolver and the domain gate.
    pub kinds: kinds::KindsFile,
    /// The glossaries that read a question in another language into English (`languages/`).
    pub languages: crate::language::Languages,
}

impl Catalog {
    /// Loads and checks everything under `root`. Any problem makes it an error listing all.
    pub fn load(root: &Path) -> Result<Catalog, Diagnostics> {
        let (catalog, diags) = Self::load_with_diagnostics(root);
        match catalog {
            Some(c) if diags.is_empty() => Ok(c),
            _ => Err(diags),
        }
    }

    /// Loads everything under `root`, returning what loaded and every problem found.
    pub fn load_with_diagnostics(root: &Path) -> (Option<Catalog>, Diagnostics) {
        let mut diags = Diagnostics::with_root(root);
        if !root.is_dir() {
            diags.push(root, Pos::START, "catalog root is not a folder");
            return (None, diags);
        }
        let tools = ToolRegistry::load(&root.join("plugins"), &mut diags);
        mark_broken_tools(&root.join("plugins"), &tools, &mut diags);
        let calendar_path = root.join("calendar").join("events.yaml");
        let calendar = if calendar_path.exists() {
            crate::augment::calendar::load(&calendar_path, &mut diags).unwrap_or_default()
        } else {
            EventCalendar::default()
        };
        let scope_path = root.join("scope").join("out_of_scope.yaml");
        let scope = if scope_path.exists() {
            scope::load(&scope_path, &mut diags).unwrap_or_default()
        } else {
            scope::ScopeFile::default()
        };
        // Checked here so `insight validate` reports them; the engine builds its guards with
        // `guard::Guards::default_for`.
        crate::guard::load_files(root, &mut diags);
        let apis = load_apis(root, &tools, &mut diags);
        let api_index: HashMap<String, usize> = apis
            .iter()
            .enumerate()
            .map(|(i, a)| (a.descriptor.name.clone(), i))
            .collect();
        let measures = measure::load(root, &mut diags).unwrap_or_default();
        let kinds = kinds::load(root, &mut diags).unwrap_or_default();
        let columns: Vec<(&Path, &ApiDescriptor)> = apis
            .iter()
            .map(|a| (a.path.as_path(), &a.descriptor))
            .collect();
        measure::check_columns(&measures, &columns, &mut diags);
        let prompts = load_prompts(root, &mut diags);
        let measure_ids = measures.measures.iter().map(|m| m.id.clone()).collect();
        let domains = load_domains(
            root,
            &api_index,
            &apis,
            &tools,
            &prompts,
            &measure_ids,
            &mut diags,
        );
        let training = load_training(root, &domains, &mut diags);
        let gate_path = root.join("gate").join("vocabulary.yaml");
        let gate = if gate_path.exists() {
            gate::load(&gate_path, &domains, &mut diags).unwrap_or_default()
        } else {
            gate::GateVocabulary::default()
        };
        let imports = import::load_all(root, &mut diags)
            .into_iter()
            .map(|(_, f)| f)
            .collect();
        let english = crate::language::catalog_words(&measures, &gate, &kinds, &calendar);
        let languages = crate::language::load(root, english, &mut diags);
        let catalog = Catalog {
            root: root.to_path_buf(),
            apis,
            api_index,
            domains,
            prompts,
            tools,
            training,
            calendar,
            scope,
            imports,
            gate,
            measures,
            kinds,
            languages,
        };
        (Some(catalog), diags)
    }

    /// An API by name.
    pub fn api(&self, name: &str) -> Option<&Api> {
        self.api_index.get(name).map(|&i| &self.apis[i])
    }

    /// Every API, in file order.
    pub fn apis(&self) -> impl Iterator<Item = &Api> {
        self.apis.iter()
    }

    /// The APIs questions are linked to (the Data Presenter's planners, suggestions, `GET
    /// /v1/catalog`): every API but the Insight Generator's panels.
    pub fn question_apis(&self) -> impl Iterator<Item = &Api> {
        self.apis
            .iter()
            .filter(|a| a.descriptor.audience == api::Audience::All)
    }

    /// A domain by name.
    pub fn domain(&self, name: &str) -> Option<&DomainPath> {
        self.domains.iter().find(|d| d.name == name)
    }
}

fn compile_params_schema(schema: &Value) -> Result<jsonschema::Validator, String> {
    jsonschema::options()
        .should_validate_formats(true)
        .build(schema)
        .map_err(|e| e.to_string())
}

fn load_apis(root: &Path, tools: &ToolRegistry, diags: &mut Diagnostics) -> Vec<Api> {
    let mut out: Vec<Api> = Vec::new();
    let mut seen: HashMap<String, PathBuf> = HashMap::new();
    let store_check = crate::backend::store::SchemaChecker::new();
    for path in yaml_files(&root.join("apis")) {
        let Some((desc, doc)) = load_typed::<ApiDescriptor>(&path, diags) else {
            diags.mark_broken(NameKind::Api, &declared_name(&path), &path);
            continue;
        };
        let before = (diags.len(), diags.suppressed());
        check_api(&path, &doc, &desc, tools, &store_check, diags);
        if let Some(first) = seen.get(&desc.name) {
            let first = diags.shown(first);
            diags.push(
                &path,
                doc.pos("/name"),
                format!(
                    "duplicate API name `{}` (also defined in {})",
                    desc.name,
                    first.display()
                ),
            );
            continue;
        }
        seen.insert(desc.name.clone(), path.clone());
        let validator = match compile_params_schema(&desc.parameters) {
            Ok(v) => v,
            Err(_) => {
                // reported by check_api
                diags.mark_broken(NameKind::Api, &desc.name, &path);
                continue;
            }
        };
        if (diags.len(), diags.suppressed()) == before {
            out.push(Api {
                descriptor: desc,
                path,
                validator,
            });
        } else {
            diags.mark_broken(NameKind::Api, &desc.name, &path);
        }
    }
    out
}

fn is_snake_case(s: &str) -> bool {
    !s.is_empty()
        && s.chars().next().is_some_and(|c| c.is_ascii_lowercase())
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

fn check_api(
    path: &Path,
    doc: &YamlDoc,
    desc: &ApiDescriptor,
    tools: &ToolRegistry,
    store_check: &Result<crate::backend::store::SchemaChecker, String>,
    diags: &mut Diagnostics,
) {
    if !is_snake_case(&desc.name) {
        diags.push(
            path,
            doc.pos("/name"),
            format!("API name `{}` must be snake_case", desc.name),
        );
    }
    // Parameters: an object schema, without seller_id.
    let params = &desc.parameters;
    if params.get("type").and_then(Value::as_str) != Some("object") {
        diags.push(
            path,
            doc.pos("/parameters"),
            "`parameters` must be a JSON Schema with `type: object`",
        );
    }
    if let Err(e) = compile_params_schema(params) {
        diags.push(
            path,
            doc.pos("/parameters"),
            format!("`parameters` is not a valid JSON Schema: {e}"),
        );
    }
    let declared: BTreeSet<String> = desc.parameter_names().into_iter().collect();
    if declared.contains("seller_id") {
        diags.push(
            path,
            doc.key_pos("/parameters/properties/seller_id"),
            "`seller_id` must not be a parameter: the engine binds the seller from the caller's key",
        );
    }
    // Columns: unique names.
    let mut cols = BTreeSet::new();
    for (i, c) in desc.columns.iter().enumerate() {
        if !cols.insert(c.name.as_str()) {
            diags.push(
                path,
                doc.pos(&format!("/columns/{i}/name")),
                format!("duplicate column `{}`", c.name),
            );
        }
    }
    if let Some(col) = &desc.row_date {
        check_row_date(path, doc, desc, col, &declared, diags);
    }
    match &desc.backend {
        Backend::Store(store) => match store_check {
            Ok(checker) => checker.check(path, doc, desc, store, &declared, diags),
            Err(e) => diags.push(
                path,
                doc.pos("/backend"),
                format!("internal error: cannot check SQL: {e}"),
            ),
        },
        Backend::Http(http) => {
            let re = regex::Regex::new(r"\{([A-Za-z_][A-Za-z0-9_]*)\}").ok();
            let holes = re
                .map(|re| {
                    re.captures_iter(&http.url)
                        .map(|c| c[1].to_string())
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default();
            for h in holes {
                if h != "seller_id" && !declared.contains(&h) {
                    diags.push(
                        path,
                        doc.pos("/backend/url"),
                        format!("URL placeholder `{{{h}}}` is not a declared parameter"),
                    );
                }
            }
            if !(http.url.starts_with("http://") || http.url.starts_with("https://")) {
                diags.push(
                    path,
                    doc.pos("/backend/url"),
                    "URL must start with http:// or https://",
                );
            }
        }
        Backend::Script(script) => {
            if tools.get(&script.tool).is_none() {
                diags.push_unknown(
                    NameKind::Tool,
                    &script.tool,
                    path,
                    doc.pos("/backend/tool"),
                    format!(
                        "unknown tool `{}`; known tools: {}",
                        script.tool,
                        tools.names().join(", ")
                    ),
                );
            }
        }
    }
    // Examples validate against the parameter schema.
    if let Ok(v) = compile_params_schema(params) {
        for (i, ex) in desc.examples.iter().enumerate() {
            let payload = Value::Object(ex.params.clone());
            for e in v.iter_errors(&payload) {
                let at = format!("/examples/{i}/params{}", e.instance_path().as_str());
                diags.push(
                    path,
                    doc.pos(&at),
                    format!("example parameters do not fit the schema: {e}"),
                );
            }
        }
    }
}

/// `row_date` promises that a range's rows are the wider range's rows of those days: the column
/// must be a date, the API must take the range, and nothing may cut rows across the range.
fn check_row_date(
    path: &Path,
    doc: &YamlDoc,
    desc: &ApiDescriptor,
    col: &str,
    declared: &BTreeSet<String>,
    diags: &mut Diagnostics,
) {
    match desc.column(col) {
        None => diags.push(
            path,
            doc.pos("/row_date"),
            format!("`row_date` names `{col}`, which is not one of the API's columns"),
        ),
        Some(c) if c.ty != crate::table::ColumnType::Date => diags.push(
            path,
            doc.pos("/row_date"),
            format!("`row_date` column `{col}` must have `type: date`"),
        ),
        Some(_) => {}
    }
    for p in ["start_date", "end_date"] {
        if !declared.contains(p) {
            diags.push(
                path,
                doc.pos("/row_date"),
                format!("`row_date` needs the parameter `{p}`: rows are sliced by the range"),
            );
        }
    }
    for p in ["limit", "granularity"] {
        if declared.contains(p) {
            diags.push(
                path,
                doc.pos("/row_date"),
                format!(
                    "`row_date` cannot be set on an API with a `{p}` parameter: a wider range's \
                     rows would not contain a narrower range's"
                ),
            );
        }
    }
}

fn load_prompts(root: &Path, diags: &mut Diagnostics) -> HashMap<String, PromptDef> {
    let mut out = HashMap::new();
    let mut seen: HashMap<String, PathBuf> = HashMap::new();
    for path in yaml_files(&root.join("prompts")) {
        let Some((p, doc)) = load_typed::<PromptDef>(&path, diags) else {
            diags.mark_broken(NameKind::Prompt, &declared_name(&path), &path);
            continue;
        };
        if let Some(first) = seen.get(&p.name) {
            let first = diags.shown(first);
            diags.push(
                &path,
                doc.pos("/name"),
                format!(
                    "duplicate prompt name `{}` (also defined in {})",
                    p.name,
                    first.display()
                ),
            );
            continue;
        }
        seen.insert(p.name.clone(), path.clone());
        if let Err(e) = crate::presenter::format::render(&p.template, &p.sample_input) {
            // minijinja counts lines within the template; a block scalar (`|`) starts on the
            // line after its key, a plain or quoted one on the key's line.
            let base = doc.pos("/template");
            let line_in_template = e.line().unwrap_or(1).max(1);
            let pos = if is_block_scalar_at(&path, base) {
                Pos {
                    line: base.line + line_in_template,
                    col: 1,
                }
            } else {
                Pos {
                    line: base.line + line_in_template - 1,
                    col: base.col,
                }
            };
            diags.push(
                &path,
                pos,
                format!(
                    "template does not render against `sample_input`: {}",
                    render_error_text(&e)
                ),
            );
            diags.mark_broken(NameKind::Prompt, &p.name, &path);
            continue;
        }
        out.insert(p.name.clone(), p);
    }
    out
}

fn render_error_text(e: &minijinja::Error) -> String {
    let mut s = e.kind().to_string();
    if let Some(d) = e.detail() {
        s.push_str(": ");
        s.push_str(d);
    }
    s
}

/// True when the YAML value at `pos` is a block scalar (`|` or `>`), whose content starts on the
/// next line.
fn is_block_scalar_at(path: &Path, pos: Pos) -> bool {
    std::fs::read_to_string(path)
        .ok()
        .and_then(|s| s.lines().nth(pos.line - 1).map(|l| l.to_string()))
        .map(|l| {
            let rest = l.get(pos.col - 1..).unwrap_or("").trim_start();
            rest.starts_with('|') || rest.starts_with('>')
        })
        .unwrap_or(false)
}

fn load_domains(
    root: &Path,
    apis: &HashMap<String, usize>,
    all_apis: &[Api],
    tools: &ToolRegistry,
    prompts: &HashMap<String, PromptDef>,
    measures: &std::collections::BTreeSet<String>,
    diags: &mut Diagnostics,
) -> Vec<DomainPath> {
    let mut out: Vec<DomainPath> = Vec::new();
    // Domains whose file did not load are marked broken in `diags`: training labels naming them
    // are counted into one note, not reported one by one.
    for path in yaml_files(&root.join("domains")) {
        let Some((d, doc)) = load_typed::<DomainPath>(&path, diags) else {
            diags.mark_broken(NameKind::Domain, &declared_name(&path), &path);
            continue;
        };
        let before = (diags.len(), diags.suppressed());
        if out.iter().any(|o| o.name == d.name) {
            diags.push(
                &path,
                doc.pos("/name"),
                format!("duplicate domain name `{}`", d.name),
            );
        }
        let refs = domain_check::Refs {
            apis,
            all_apis,
            tools,
            prompts,
            measures,
        };
        domain_check::check(&d, &refs, &path, &doc, diags);
        if (diags.len(), diags.suppressed()) == before {
            out.push(d);
        } else {
            diags.mark_broken(NameKind::Domain, &d.name, &path);
        }
    }
    out
}

/// The name a file that did not load would have defined: its `name:` when the YAML parses,
/// else the file's stem (the catalog's convention: `apis/sales_summary.yaml` defines
/// `sales_summary`).
fn declared_name(path: &Path) -> String {
    let from_yaml = std::fs::read_to_string(path).ok().and_then(|src| {
        let v: Value = serde_saphyr::from_str(&src).ok()?;
        v.get("name")?.as_str().map(str::to_string)
    });
    from_yaml.unwrap_or_else(|| {
        path.file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default()
    })
}

/// Marks every tool manifest in `dir` that the registry left out (it had a problem, reported
/// by the registry) as broken, so APIs and domains naming it are not reported again.
fn mark_broken_tools(dir: &Path, tools: &ToolRegistry, diags: &mut Diagnostics) {
    for path in yaml_files(dir) {
        let name = declared_name(&path);
        if tools.get(&name).is_none() {
            diags.mark_broken(NameKind::Tool, &name, &path);
        }
    }
}

fn load_training(
    root: &Path,
    domains: &[DomainPath],
    diags: &mut Diagnostics,
) -> Vec<(PathBuf, TrainingFile)> {
    let mut out = Vec::new();
    let known: BTreeSet<&str> = domains.iter().map(|d| d.name.as_str()).collect();
    for path in yaml_files(&root.join("models").join("training")) {
        let Some((f, doc)) = load_typed::<TrainingFile>(&path, diags) else {
            continue;
        };
        for (i, q) in f.questions.iter().enumerate() {
            let at = format!("/questions/{i}");
            if q.text.trim().is_empty() {
                diags.push(&path, doc.pos(&format!("{at}/text")), "empty question");
            }
            match q.route {
                Route::InsightGenerator if q.domains.is_empty() => diags.push(
                    &path,
                    doc.pos(&at),
                    "an insight_generator question needs `domains` (one or more)",
                ),
                Route::InsightGenerator => {
                    for (j, d) in q.domains.iter().enumerate() {
                        // With no domain loaded at all, a label is only counted when its
                        // file is broken (a catalog without domains has nothing to check).
                        let checkable = !known.is_empty() || diags.is_broken(NameKind::Domain, d);
                        if checkable && !known.contains(d.as_str()) {
                            diags.push_unknown(
                                NameKind::Domain,
                                d,
                                &path,
                                doc.pos(&format!("{at}/domains/{j}")),
                                format!(
                                    "unknown domain `{d}`; known domains: {}",
                                    known.iter().copied().collect::<Vec<_>>().join(", ")
                                ),
                            );
                        }
                    }
                }
                _ if !q.domains.is_empty() => diags.push(
                    &path,
                    doc.pos(&format!("{at}/domains")),
                    "only insight_generator questions carry `domains`",
                ),
                _ => {}
            }
        }
        out.push((path, f));
    }
    out
}
