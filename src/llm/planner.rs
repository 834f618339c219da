//! The LLM planner: asks an OpenAI-compatible model for the plan, checks it, repairs it once,
//! and otherwise uses the catalog planner's plan.
//!
//! Takes: a [`PlanRequest`] (the question, its resolved time, the data span). Gives: the same
//! [`PlannerOutcome`] as the catalog planner, with `planner: "llm"` when the model's plan is
//! used, or the fallback's outcome with a note saying why the model's plan was not used.
//!
//! ## How it plans
//! 1. **The fallback planner runs first** (it is deterministic and fast). Its clarification and
//!    out-of-scope outcomes stand as they are: an ambiguous product or missing data is not the
//!    model's call. Its resolved entities (product ids) are given to the model, and its plan is
//!    kept for the fallback.
//! 2. **One prompt** (`prompts/plan_data.yaml`): chain-of-thought instructions, the catalog's APIs
//!    ranked by word overlap with the question (schema linking: the best
//!    [`LlmPlanner::with_detailed_apis`] with parameters, columns and examples, the rest by name
//!    and description), the calculation tools, the few-shot examples of the prompt file, and the
//!    question with its resolved ISO dates. The reply is JSON
//!    (`{"reasoning", "plan", "shape", "metrics"}`), requested with a JSON Schema as
//!    `response_format` where the server supports it.
//! 3. **Checks**: the reply parses ([`plan::parse`]), validates against the catalog
//!    ([`plan::validate`]: APIs, tools, references, each API's parameter schema), every ISO date
//!    in it is one the resolver (or the catalog planner's default period) produced, and the
//!    metrics are columns of the output when it comes straight from an API.
//! 4. **One repair** (`prompts/plan_repair.yaml`): the problems are sent back in the same
//!    conversation. A second failure, or any LLM error (timeout, 429, 5xx, unusable reply), uses
//!    the fallback's outcome with a note in [`PlannedQuery::notes`].
//!
//! So a question costs at most two sequential LLM calls. The model never sees or computes a
//! number of the seller's data: it only chooses APIs, tools and parameters.

use std::collections::{BTreeSet, HashSet};
use std::sync::Arc;

use chrono::{Duration, NaiveDate};
use futures::future::BoxFuture;
use serde::Deserialize;
use serde_json::{json, Value};

use super::{extract_json, ChatRequest, JsonOutput, LlmClient, Message};
use crate::augment::DateRange;
use crate::catalog::api::ApiDescriptor;
use crate::catalog::prompt::PromptDef;
use crate::catalog::Catalog;
use crate::plan::{self, Plan, Step};
use crate::planner::{
    AnswerShape, PlanError, PlanRequest, PlannedQuery, Planner, PlannerOutcome, ResolvedEntity,
};

/// The prompt asking for a plan.
pub const PLAN_PROMPT: &str = "plan_data";
/// The prompt asking for a repaired plan.
pub const REPAIR_PROMPT: &str = "plan_repair";

/// The LLM planner. See the module documentation.
pub struct LlmPlanner {
    catalog: Arc<Catalog>,
    client: Arc<dyn LlmClient>,
    fallback: Arc<dyn Planner>,
    detailed_apis: usize,
    reply_schema: Value,
}

/// Wraps `fallback` with the LLM planner when `client` can make calls, and returns `fallback`
/// itself otherwise (the `none` backend): the pipeline calls this once at start-up.
pub fn with_llm(
    catalog: Arc<Catalog>,
    client: Arc<dyn LlmClient>,
    fallback: Arc<dyn Planner>,
) -> Arc<dyn Planner> {
    if client.enabled() {
        Arc::new(LlmPlanner::new(catalog, client, fallback))
    } else {
        fallback
    }
}

/// What the model must reply.
#[derive(Debug, Deserialize)]
struct Reply {
    #[serde(default)]
    #[allow(dead_code)]
    reasoning: Option<Value>,
    plan: Value,
    shape: AnswerShape,
    #[serde(default)]
    metrics: Vec<String>,
}

/// What the planner knows before asking the model: the dates it may use, the default period,
/// the entities, and the fallback's outcome.
struct Context {
    input: String,
    allowed_dates: BTreeSet<NaiveDate>,
    entities: Vec<ResolvedEntity>,
    default_note: Option<String>,
}

impl LlmPlanner {
    /// A planner asking `client`, checking against `catalog`, and falling back to `fallback`
    /// (the catalog planner).
    pub fn new(
        catalog: Arc<Catalog>,
        client: Arc<dyn LlmClient>,
        fallback: Arc<dyn Planner>,
    ) -> LlmPlanner {
        LlmPlanner {
            catalog,
            client,
            fallback,
            detailed_apis: 6,
            reply_schema: reply_schema(),
        }
    }

    /// How many of the most relevant APIs are shown with their parameters and columns (the
    /// others by name and description only); 6 by default. Small local models have short
    /// context windows.
    pub fn with_detailed_apis(mut self, n: usize) -> LlmPlanner {
        self.detailed_apis = n;
        self
    }

    /// The JSON Schema the reply must fit (sent as `response_format`).
    pub fn reply_schema(&self) -> &Value {
        &self.reply_schema
    }

    async fn plan_inner(&self, request: PlanRequest<'_>) -> Result<PlannerOutcome, PlanError> {
        let fallback = self.fallback.plan(request).await;
        let fallback_plan = match &fallback {
            Ok(PlannerOutcome::Plan(q)) => Some(q),
            // An ambiguity or missing data is decided deterministically.
            Ok(_) => return fallback,
            Err(_) => None,
        };
        let ctx = self.context(&request, fallback_plan);
        let first = match self.first_messages(&request, &ctx) {
            Ok(m) => m,
            Err(e) => return use_fallback(fallback, &e, 0),
        };
        let mut messages = first;
        for attempt in 0..2 {
            let reply = match self.ask(messages.clone()).await {
                Ok(r) => r,
                Err(e) => {
                    let why = format!("the LLM call failed ({}: {e})", e.code());
                    return use_fallback(fallback, &why, attempt + 1);
                }
            };
            match self.check_reply(&reply, &request, &ctx) {
                Ok(mut q) => {
                    q.llm_calls = attempt + 1;
                    if attempt > 0 {
                        tracing::info!("LLM plan accepted after one repair");
                    }
                    q.notes.extend(ctx.default_note.clone());
                    return Ok(PlannerOutcome::Plan(q));
                }
                Err(problems) if attempt == 0 => {
                    tracing::info!(?problems, "LLM plan rejected; asking for a repair");
                    let repair = match self.render(REPAIR_PROMPT, &json!({ "problems": problems }))
                    {
                        Ok(r) => r,
                        Err(e) => return use_fallback(fallback, &e, attempt + 1),
                    };
                    messages.push(Message::assistant(reply));
                    messages.push(Message::user(repair));
                }
                Err(problems) => {
                    let why = format!(
                        "the LLM's plan was still invalid after one repair ({})",
                        problems.join("; ")
                    );
                    return use_fallback(fallback, &why, attempt + 1);
                }
            }
        }
        use_fallback(fallback, "the LLM gave no usable plan", 2)
    }

    async fn ask(&self, messages: Vec<Message>) -> Result<String, super::LlmError> {
        self.client
            .complete(ChatRequest {
                messages,
                json: Some(JsonOutput {
                    name: "plan".into(),
                    schema: self.reply_schema.clone(),
                }),
                max_tokens: None,
                temperature: Some(0.0),
            })
            .await
    }

    fn prompt(&self, name: &str) -> Result<&PromptDef, String> {
        self.catalog
            .prompts
            .get(name)
            .ok_or_else(|| format!("the prompt `{name}` is missing from prompts/"))
    }

    fn render(&self, prompt: &str, ctx: &Value) -> Result<String, String> {
        crate::presenter::format::render(&self.prompt(prompt)?.template, ctx)
            .map_err(|e| format!("the prompt `{prompt}` does not render: {e}"))
    }

    fn context(&self, request: &PlanRequest<'_>, fallback: Option<&PlannedQuery>) -> Context {
        let slots = &request.time.slots;
        let mut allowed: BTreeSet<NaiveDate> = BTreeSet::new();
        let mut add = |r: &DateRange| {
            allowed.insert(r.start);
            allowed.insert(r.end);
        };
        slots.primary.iter().for_each(&mut add);
        slots.comparison.iter().for_each(&mut add);
        slots
            .expressions
            .iter()
            .filter_map(|e| e.range.as_ref())
            .for_each(&mut add);
        allowed.extend(iso_dates(&request.time.rewritten));
        let fallback_dates: Vec<NaiveDate> = fallback
            .map(|q| {
                let mut v = Vec::new();
                for s in &q.plan.steps {
                    for a in s.arguments().values() {
                        collect_dates(a, &mut v);
                    }
                }
                v
            })
            .unwrap_or_default();
        allowed.extend(fallback_dates.iter().copied());

        let mut lines = vec![
            format!("Question: {}", request.question.trim()),
            format!(
                "Today: {}. The data covers {} to {}.",
                request.today, request.span.start, request.span.end
            ),
        ];
        if request.time.rewritten.trim() != request.question.trim() {
            lines.push(format!("With its dates: {}", request.time.rewritten.trim()));
        }
        let mut default_note = None;
        match slots.primary {
            Some(p) => lines.push(format!("Primary period: {} to {}.", p.start, p.end)),
            None => {
                // The catalog planner's default period when it has one, so both planners agree.
                let d = match (fallback_dates.iter().min(), fallback_dates.iter().max()) {
                    (Some(a), Some(b)) => DateRange { start: *a, end: *b },
                    _ => {
                        let end = request.span.end.min(request.today);
                        DateRange {
                            start: (end - Duration::days(29)).max(request.span.start),
                            end,
                        }
                    }
                };
                allowed.insert(d.start);
                allowed.insert(d.end);
                lines.push(format!("No period named: use {} to {}.", d.start, d.end));
                default_note = Some(format!(
                    "No period named: showing {} to {}.",
                    d.start, d.end
                ));
            }
        }
        if let (Some(c), Some(k)) = (slots.comparison, slots.comparison_kind) {
            let kind = serde_json::to_value(k)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            lines.push(format!(
                "Comparison period ({kind}): {} to {}.",
                c.start, c.end
            ));
        }
        if let Some(g) = slots.granularity {
            if let Some(g) = serde_json::to_value(g)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
            {
                lines.push(format!("Breakdown: {g}."));
            }
        }
        let entities = fallback.map(|q| q.entities.clone()).unwrap_or_default();
        for e in &entities {
            lines.push(format!(
                "Entity: {} `{}` \"{}\" (the question said \"{}\").",
                e.kind, e.id, e.label, e.mention
            ));
        }
        Context {
            input: lines.join("\n"),
            allowed_dates: allowed,
            entities,
            default_note,
        }
    }

    /// The first turn's messages for a request (the rendered `plan_data` prompt).
    fn first_messages(
        &self,
        request: &PlanRequest<'_>,
        ctx: &Context,
    ) -> Result<Vec<Message>, String> {
        let prompt = self.prompt_context(request.question, &ctx.input)?;
        Ok(vec![Message::user(self.render(PLAN_PROMPT, &prompt)?)])
    }

    /// The template context of `plan_data` for a question and its input block.
    fn prompt_context(&self, question: &str, input: &str) -> Result<Value, String> {
        let def = self.prompt(PLAN_PROMPT)?;
        let examples: Vec<Value> = def
            .examples
            .iter()
            .map(|e| {
                json!({
                    "input": e.input.as_str().map(str::to_string).unwrap_or_else(|| e.input.to_string()),
                    "output": e.output.to_string(),
                })
            })
            .collect();
        let ranked = rank_apis(&self.catalog, question);
        let apis: Vec<Value> = ranked
            .iter()
            .enumerate()
            .map(|(i, a)| api_context(a, i < self.detailed_apis))
            .collect();
        let tools: Vec<Value> = self
            .catalog
            .tools
            .names()
            .into_iter()
            .filter_map(|n| self.catalog.tools.get(n))
            .map(|t| {
                json!({
                    "signature": signature(&t.name, &t.arguments),
                    "description": t.description.trim(),
                })
            })
            .collect();
        Ok(json!({
            "shapes": AnswerShape::ALL.iter().map(|s| s.as_str()).collect::<Vec<_>>(),
            "apis": apis,
            "tools": tools,
            "examples": examples,
            "input": input,
        }))
    }

    /// Parses and checks a reply; every problem found is listed.
    fn check_reply(
        &self,
        reply: &str,
        request: &PlanRequest<'_>,
        ctx: &Context,
    ) -> Result<PlannedQuery, Vec<String>> {
        let value = extract_json(reply).map_err(|e| vec![e])?;
        let reply: Reply = serde_json::from_value(value).map_err(|e| {
            vec![format!(
                "the reply does not have the form {{\"reasoning\", \"plan\", \"shape\", \"metrics\"}}: {e}"
            )]
        })?;
        let mut plan: Plan =
            plan::parse(&reply.plan.to_string()).map_err(|e| e.problems.clone())?;
        let mut problems = match plan::validate(&plan, &self.catalog) {
            Ok(()) => Vec::new(),
            Err(e) => e.problems,
        };
        for step in &plan.steps {
            let mut dates = Vec::new();
            for v in step.arguments().values() {
                collect_dates_text(v, &mut dates);
            }
            for d in dates {
                match NaiveDate::parse_from_str(&d, "%Y-%m-%d") {
                    Ok(day) if ctx.allowed_dates.contains(&day) => {}
                    _ => problems.push(format!(
                        "step `{}`: the date {d} is not one of the resolved dates ({}); use those exactly",
                        step.id(),
                        ctx.allowed_dates
                            .iter()
                            .map(|d| d.to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )),
                }
            }
        }
        problems.extend(self.metric_problems(&plan, reply.shape, &reply.metrics));
        if !problems.is_empty() {
            return Err(problems);
        }
        if plan.question.is_none() {
            plan.question = Some(request.question.to_string());
        }
        Ok(PlannedQuery {
            plan,
            shape: reply.shape,
            metrics: reply.metrics,
            entities: ctx.entities.clone(),
            planner: "llm".into(),
            llm_calls: 1,
            notes: Vec::new(),
            intent: None,
            span: None,
            condition: None,
        })
    }

    fn metric_problems(&self, plan: &Plan, shape: AnswerShape, metrics: &[String]) -> Vec<String> {
        if metrics.is_empty() && shape != AnswerShape::List {
            return vec![
                "`metrics` is empty: name the output columns that answer the question".into(),
            ];
        }
        let Some(first) = plan.outputs.first() else {
            return Vec::new();
        };
        let Some(Step::Api(step)) = plan.steps.iter().find(|s| s.id() == first) else {
            // A tool's columns are known only once it runs.
            return Vec::new();
        };
        let Some(api) = self.catalog.api(&step.api) else {
            return Vec::new();
        };
        let columns: Vec<&str> = api
            .descriptor
            .columns
            .iter()
            .map(|c| c.name.as_str())
            .collect();
        metrics
            .iter()
            .filter(|m| !columns.contains(&m.as_str()))
            .map(|m| {
                format!(
                    "metric `{m}` is not a column of `{}`; its columns are {}",
                    step.api,
                    columns.join(", ")
                )
            })
            .collect()
    }
}

fn use_fallback(
    fallback: Result<PlannerOutcome, PlanError>,
    why: &str,
    llm_calls: u32,
) -> Result<PlannerOutcome, PlanError> {
    tracing::warn!(
        reason = why,
        "LLM planner: using the catalog planner's outcome"
    );
    match fallback {
        Ok(PlannerOutcome::Plan(mut q)) => {
            q.llm_calls = llm_calls;
            q.notes.push(format!(
                "LLM planner not used: {why}; this is the catalog planner's plan."
            ));
            Ok(PlannerOutcome::Plan(q))
        }
        other => other,
    }
}

/// The JSON Schema of a reply: the plan's own schema (generated from [`Plan`]) inside.
fn reply_schema() -> Value {
    let mut plan = serde_json::to_value(schemars::schema_for!(Plan)).unwrap_or(Value::Null);
    let defs = plan
        .as_object_mut()
        .and_then(|m| {
            m.remove("$schema");
            m.remove("title");
            m.remove("$defs")
        })
        .unwrap_or_else(|| json!({}));
    json!({
        "type": "object",
        "required": ["reasoning", "plan", "shape", "metrics"],
        "properties": {
            "reasoning": {"type": "string", "description": "Step-by-step: measures, period, API, parameters, tools."},
            "plan": plan,
            "shape": {"type": "string", "enum": AnswerShape::ALL.iter().map(|s| s.as_str()).collect::<Vec<_>>()},
            "metrics": {"type": "array", "items": {"type": "string"}}
        },
        "$defs": defs
    })
}

fn collect_dates(v: &Value, out: &mut Vec<NaiveDate>) {
    let mut texts = Vec::new();
    collect_dates_text(v, &mut texts);
    out.extend(
        texts
            .iter()
            .filter_map(|t| NaiveDate::parse_from_str(t, "%Y-%m-%d").ok()),
    );
}

/// Every string in a value that looks like an ISO date (`dddd-dd-dd`), valid or not.
fn collect_dates_text(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::String(s) if looks_like_date(s) => out.push(s.clone()),
        Value::Array(a) => a.iter().for_each(|x| collect_dates_text(x, out)),
        Value::Object(m) => m.values().for_each(|x| collect_dates_text(x, out)),
        _ => {}
    }
}

fn looks_like_date(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 10
        && b.iter().enumerate().all(|(i, c)| match i {
            4 | 7 => *c == b'-',
            _ => c.is_ascii_digit(),
        })
}

fn iso_dates(text: &str) -> Vec<NaiveDate> {
    text.char_indices()
        .filter_map(|(i, _)| text.get(i..i + 10))
        .filter(|s| looks_like_date(s))
        .filter_map(|s| NaiveDate::parse_from_str(s, "%Y-%m-%d").ok())
        .collect()
}

const STOPWORDS: &[&str] = &[
    "the", "and", "for", "what", "were", "was", "how", "many", "much", "did", "does", "are", "my",
    "show", "with", "from", "that", "this", "last", "which", "per", "each", "all", "have", "has",
    "over", "than", "between", "into", "when", "where", "who", "why", "give", "tell", "list",
];

fn words(text: &str) -> HashSet<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .map(|w| w.to_lowercase())
        .filter(|w| w.len() >= 3 && !STOPWORDS.contains(&w.as_str()))
        .map(|w| stem(&w))
        .collect()
}

fn stem(w: &str) -> String {
    for suffix in ["ies", "es", "s"] {
        if let Some(root) = w.strip_suffix(suffix) {
            if root.len() >= 3 {
                return if suffix == "ies" {
                    format!("{root}y")
                } else {
                    root.to_string()
                };
            }
        }
    }
    w.to_string()
}

/// The catalog's APIs, most relevant to the question first: word overlap with the API's name,
/// column names and synonyms (counted twice), description and example questions. Ties keep the
/// catalog's order.
fn rank_apis<'c>(catalog: &'c Catalog, question: &str) -> Vec<&'c ApiDescriptor> {
    let q = words(question);
    let mut scored: Vec<(usize, usize, &ApiDescriptor)> = catalog
        .question_apis()
        .enumerate()
        .map(|(i, api)| {
            let d = &api.descriptor;
            let mut strong = words(&d.name.replace('_', " "));
            for c in &d.columns {
                strong.extend(words(&c.name.replace('_', " ")));
                strong.extend(words(&c.display_name));
                c.synonyms.iter().for_each(|s| strong.extend(words(s)));
            }
            let mut weak = words(&d.description);
            d.examples
                .iter()
                .for_each(|e| weak.extend(words(&e.question)));
            let score = q
                .iter()
                .map(|w| 2 * usize::from(strong.contains(w)) + usize::from(weak.contains(w)))
                .sum();
            (score, i, d)
        })
        .collect();
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    scored.into_iter().map(|(_, _, d)| d).collect()
}

fn api_context(d: &ApiDescriptor, detailed: bool) -> Value {
    let props = d
        .parameters
        .get("properties")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let required: Vec<&str> = d
        .parameters
        .get("required")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let params: Vec<Value> = props
        .iter()
        .map(|(name, schema)| {
            json!({
                "name": name,
                "required": required.contains(&name.as_str()),
                "type": param_type(schema),
                "description": schema.get("description").and_then(Value::as_str).unwrap_or(""),
            })
        })
        .collect();
    let columns: Vec<Value> = d
        .columns
        .iter()
        .map(|c| {
            json!({
                "name": c.name,
                "unit": c.unit.and_then(|u| serde_json::to_value(u).ok()),
                "description": c.description,
            })
        })
        .collect();
    let examples: Vec<Value> = d
        .examples
        .iter()
        .take(2)
        .map(|e| json!({"question": e.question, "params": Value::Object(e.params.clone()).to_string()}))
        .collect();
    json!({
        "name": d.name,
        "dimension": d.dimension.as_str(),
        "description": d.description.trim(),
        "detailed": detailed,
        "params": params,
        "columns": columns,
        "examples": examples,
        "param_names": props.keys().collect::<Vec<_>>(),
        "column_names": d.columns.iter().map(|c| c.name.as_str()).collect::<Vec<_>>(),
    })
}

/// A parameter's type in a few words: `string (date)`, `one of total, day, week (default
/// total)`, `array of string`, `integer 1..1000 (default 100)`.
fn param_type(schema: &Value) -> String {
    let ty = schema.get("type").and_then(Value::as_str).unwrap_or("any");
    let mut out = if let Some(e) = schema.get("enum").and_then(Value::as_array) {
        format!(
            "one of {}",
            e.iter()
                .map(|v| v
                    .as_str()
                    .map(str::to_string)
                    .unwrap_or_else(|| v.to_string()))
                .collect::<Vec<_>>()
                .join(", ")
        )
    } else if ty == "array" {
        let item = schema
            .get("items")
            .and_then(|i| i.get("type"))
            .and_then(Value::as_str)
            .unwrap_or("any");
        format!("array of {item}")
    } else {
        ty.to_string()
    };
    if let Some(f) = schema.get("format").and_then(Value::as_str) {
        out.push_str(&format!(" ({f}, YYYY-MM-DD)"));
    }
    if let (Some(lo), Some(hi)) = (schema.get("minimum"), schema.get("maximum")) {
        out.push_str(&format!(" {lo}..{hi}"));
    }
    if let Some(d) = schema.get("default") {
        let d = d
            .as_str()
            .map(str::to_string)
            .unwrap_or_else(|| d.to_string());
        out.push_str(&format!(" (default {d})"));
    }
    out
}

/// A tool as `name(required, optional?)`.
fn signature(name: &str, arguments: &Value) -> String {
    let required: Vec<&str> = arguments
        .get("required")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let args: Vec<String> = arguments
        .get("properties")
        .and_then(Value::as_object)
        .map(|p| {
            p.keys()
                .map(|k| {
                    if required.contains(&k.as_str()) {
                        k.clone()
                    } else {
                        format!("{k}?")
                    }
                })
                .collect()
        })
        .unwrap_or_default();
    format!("{name}({})", args.join(", "))
}

impl Planner for LlmPlanner {
    fn plan<'a>(
        &'a self,
        request: PlanRequest<'a>,
    ) -> BoxFuture<'a, Result<PlannerOutcome, PlanError>> {
        Box::pin(self.plan_inner(request))
    }

    /// The deterministic planner reads the names: they are the seller's catalog, not a guess.
    fn named<'a>(
        &'a self,
        request: PlanRequest<'a>,
    ) -> BoxFuture<'a, Result<crate::planner::Named, PlanError>> {
        self.fallback.named(request)
    }

    fn name(&self) -> &'static str {
        "llm"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_found_in_text_and_values() {
        assert_eq!(
            iso_dates("sales (2025-12-01 to 2025-12-07) and 2025-13-01"),
            vec![
                NaiveDate::from_ymd_opt(2025, 12, 1).unwrap(),
                NaiveDate::from_ymd_opt(2025, 12, 7).unwrap()
            ]
        );
        let mut v = Vec::new();
        collect_dates_text(
            &json!({"a": "2025-01-01", "b": ["x", "2025-02-30"], "c": {"$ref": "s"}}),
            &mut v,
        );
        assert_eq!(v, ["2025-01-01", "2025-02-30"]);
    }

    #[test]
    fn parameter_types_read_well() {
        assert_eq!(
            param_type(&json!({"type": "string", "format": "date"})),
            "string (date, YYYY-MM-DD)"
        );
        assert_eq!(
            param_type(&json!({"type": "string", "enum": ["desc", "asc"], "default": "desc"})),
            "one of desc, asc (default desc)"
        );
        assert_eq!(
            param_type(&json!({"type": "integer", "minimum": 1, "maximum": 1000})),
            "integer 1..1000"
        );
        assert_eq!(
            signature(
                "growth",
                &json!({"required": ["current"], "properties": {"current": {}, "column": {}}})
            ),
            "growth(current, column?)"
        );
    }

    #[test]
    fn reply_schema_holds_the_plan_schema_and_its_definitions() {
        let s = reply_schema();
        assert_eq!(s["properties"]["plan"]["type"], "object");
        assert!(s["$defs"].as_object().is_some_and(|d| !d.is_empty()));
        assert_eq!(s["properties"]["shape"]["enum"][0], "single_value");
    }

    #[test]
    fn stems_merge_plurals() {
        assert_eq!(stem("products"), "product");
        assert_eq!(stem("categories"), "category");
        assert_eq!(stem("views"), "view");
    }
}
