//! The LLM backend, the LLM planner and the checked answer prose against a real
//! OpenAI-compatible HTTP server on loopback (axum, `POST /v1/chat/completions`) that replays
//! scripted exchanges: good plans, invalid JSON, schema-violating plans, invented dates, a
//! timeout, a 429, a 500, a server rejecting `response_format`, and prose with and without
//! invented numbers. Nothing leaves 127.0.0.1.

use std::collections::VecDeque;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use chrono::NaiveDate;
use futures::future::BoxFuture;
use insight::answer::AnswerTable;
use insight::augment::DataSpan;
use insight::backend::Tenant;
use insight::catalog::Catalog;
use insight::embed::{Embedding, DIM};
use insight::llm::planner::{with_llm, LlmPlanner, PLAN_PROMPT};
use insight::llm::prose::{write_prose, ProseError};
use insight::llm::{client_from_config, LlmBackend, LlmClient, LlmConfig, LlmError, NoLlm};
use insight::plan::{self, Plan};
use insight::planner::{
    AnswerShape, Candidate, PlanError, PlanRequest, PlannedQuery, Planner, PlannerOutcome,
    ResolvedEntity,
};
use insight::table::{Column, ColumnType, Unit};
use serde_json::{json, Value};

// ---------------------------------------------------------------------------------------------
// The scripted server

/// One scripted exchange.
#[derive(Clone)]
enum Scripted {
    /// A chat completion whose message is this text.
    Reply(String),
    /// An HTTP error with an OpenAI-style error body.
    Status(u16, String),
    /// Sleeps, then replies (past the client's deadline).
    Sleep(Duration, String),
}

#[derive(Default)]
struct Server {
    script: Mutex<VecDeque<Scripted>>,
    requests: Mutex<Vec<Value>>,
}

impl Server {
    fn requests(&self) -> Vec<Value> {
        self.requests.lock().unwrap().clone()
    }

    fn calls(&self) -> usize {
        self.requests.lock().unwrap().len()
    }
}

fn completion(text: &str) -> Value {
    json!({
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 1_765_000_000u32,
        "model": "test-model",
        "choices": [{
            "index": 0,
            "message": {"role": "assistant", "content": text},
            "finish_reason": "stop"
        }],
        "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20}
    })
}

async fn chat(State(s): State<Arc<Server>>, Json(body): Json<Value>) -> Response {
    s.requests.lock().unwrap().push(body);
    let next = s.script.lock().unwrap().pop_front();
    match next {
        Some(Scripted::Reply(text)) => Json(completion(&text)).into_response(),
        Some(Scripted::Status(code, message)) => (
            StatusCode::from_u16(code).unwrap(),
            Json(
                json!({"error": {"message": message, "type": "test", "param": null, "code": null}}),
            ),
        )
            .into_response(),
        Some(Scripted::Sleep(d, text)) => {
            tokio::time::sleep(d).await;
            Json(completion(&text)).into_response()
        }
        None => (StatusCode::INTERNAL_SERVER_ERROR, "script exhausted").into_response(),
    }
}

/// Starts a server replaying `script`; returns its `/v1` base URL.
async fn serve(script: Vec<Scripted>) -> (String, Arc<Server>) {
    let server = Arc::new(Server {
        script: Mutex::new(script.into()),
        requests: Mutex::new(Vec::new()),
    });
    let app = Router::new()
        .route("/v1/chat/completions", post(chat))
        .with_state(server.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        axum::serve(listener, app).await.unwrap();
    });
    (format!("http://{addr}/v1"), server)
}

fn client(base_url: &str, timeout_ms: u64) -> Arc<dyn LlmClient> {
    client_from_config(&LlmConfig {
        backend: LlmBackend::Openai,
        base_url: base_url.into(),
        model: "test-model".into(),
        api_key: Some("sk-test".into()),
        timeout_ms,
        max_tokens: 800,
    })
    .unwrap()
}

// ---------------------------------------------------------------------------------------------
// The catalog, a fake fallback planner, requests

fn catalog() -> Arc<Catalog> {
    static C: OnceLock<Arc<Catalog>> = OnceLock::new();
    C.get_or_init(|| {
        Arc::new(Catalog::load(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("catalog loads"))
    })
    .clone()
}

/// Stands in for the catalog planner: returns a fixed outcome and counts its calls.
struct FakeCatalogPlanner {
    outcome: PlannerOutcome,
    calls: AtomicUsize,
}

impl FakeCatalogPlanner {
    fn planning() -> Arc<FakeCatalogPlanner> {
        let plan = parse_plan(json!({
            "steps": [{"type": "api", "id": "sales", "api": "sales_summary",
                       "params": {"start_date": "2025-12-01", "end_date": "2025-12-07"}}],
            "outputs": ["sales"]
        }));
        Arc::new(FakeCatalogPlanner {
            outcome: PlannerOutcome::Plan(PlannedQuery {
                plan,
                shape: AnswerShape::SingleValue,
                metrics: vec!["revenue".into()],
                entities: vec![ResolvedEntity {
                    kind: "product".into(),
                    id: "P0001".into(),
                    label: "Cast-iron skillet 10in".into(),
                    mention: "the skillet".into(),
                }],
                planner: "catalog".into(),
                llm_calls: 0,
                notes: vec![],
                intent: None,
                span: None,
                condition: None,
            }),
            calls: AtomicUsize::new(0),
        })
    }
}

impl Planner for FakeCatalogPlanner {
    fn plan<'a>(
        &'a self,
        _request: PlanRequest<'a>,
    ) -> BoxFuture<'a, Result<PlannerOutcome, PlanError>> {
        self.calls.fetch_add(1, Ordering::SeqCst);
        let outcome = self.outcome.clone();
        Box::pin(async move { Ok(outcome) })
    }

    fn name(&self) -> &'static str {
        "catalog"
    }
}

fn parse_plan(v: Value) -> Plan {
    plan::parse(&v.to_string()).unwrap()
}

const TODAY: (i32, u32, u32) = (2025, 12, 10);

fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

/// Plans `question` as of 2025-12-10 over data from 2024-01-01 to 2025-12-09.
async fn plan_with(planner: &dyn Planner, question: &str) -> Result<PlannerOutcome, PlanError> {
    let catalog = catalog();
    let span = DataSpan {
        start: day(2024, 1, 1),
        end: day(2025, 12, 9),
    };
    let today = day(TODAY.0, TODAY.1, TODAY.2);
    let time = insight::augment::resolve(question, today, span, &catalog.calendar);
    let embedding = Embedding::new(vec![0.0; DIM]).unwrap();
    let tenant = Tenant::new("S001");
    planner
        .plan(PlanRequest {
            question,
            embedding: &embedding,
            time: &time,
            today,
            span,
            tenant: &tenant,
        })
        .await
}

fn planned(outcome: Result<PlannerOutcome, PlanError>) -> PlannedQuery {
    match outcome {
        Ok(PlannerOutcome::Plan(q)) => q,
        other => panic!("expected a plan, got {other:?}"),
    }
}

const LAST_WEEK: &str = "What were my sales last week?";

fn good_reply() -> String {
    json!({
        "reasoning": "Sales totals for one week: sales_summary over 2025-12-01 to 2025-12-07.",
        "plan": {
            "steps": [{"type": "api", "id": "week", "api": "sales_summary",
                       "params": {"start_date": "2025-12-01", "end_date": "2025-12-07", "product_ids": ["P0001"]}}],
            "outputs": ["week"]
        },
        "shape": "single_value",
        "metrics": ["revenue", "units"]
    })
    .to_string()
}

fn llm_planner(base_url: &str, timeout_ms: u64) -> (LlmPlanner, Arc<FakeCatalogPlanner>) {
    let fallback = FakeCatalogPlanner::planning();
    let planner = LlmPlanner::new(catalog(), client(base_url, timeout_ms), fallback.clone());
    (planner, fallback)
}

/// The text of every message of a request, joined.
fn message_texts(request: &Value) -> Vec<String> {
    request["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["content"].as_str().unwrap_or_default().to_string())
        .collect()
}

// ---------------------------------------------------------------------------------------------
// The planner

#[tokio::test]
async fn a_good_plan_is_used_after_one_call() {
    let (url, server) = serve(vec![Scripted::Reply(good_reply())]).await;
    let (planner, fallback) = llm_planner(&url, 5_000);
    let q = planned(plan_with(&planner, LAST_WEEK).await);
    assert_eq!(q.planner, "llm");
    assert_eq!(q.shape, AnswerShape::SingleValue);
    assert_eq!(q.metrics, ["revenue", "units"]);
    assert_eq!(q.plan.outputs, ["week"]);
    assert_eq!(q.plan.question.as_deref(), Some(LAST_WEEK));
    assert_eq!(
        q.entities[0].id, "P0001",
        "entities come from the catalog planner"
    );
    assert!(q.notes.is_empty(), "{:?}", q.notes);
    assert_eq!(server.calls(), 1);
    assert_eq!(fallback.calls.load(Ordering::SeqCst), 1);

    let req = &server.requests()[0];
    assert_eq!(req["model"], "test-model");
    assert_eq!(req["temperature"], 0.0);
    assert_eq!(req["max_tokens"], 800);
    assert_eq!(req["response_format"]["type"], "json_schema");
    assert_eq!(
        req["response_format"]["json_schema"]["schema"]["required"],
        json!(["reasoning", "plan", "shape", "metrics"])
    );
    let prompt = &message_texts(req)[0];
    // The resolved dates, the entity, the best-linked API in detail, few-shot examples.
    assert!(
        prompt.contains("Primary period: 2025-12-01 to 2025-12-07."),
        "{prompt}"
    );
    assert!(prompt.contains("Entity: product `P0001` \"Cast-iron skillet 10in\""));
    assert!(prompt.contains("### sales_summary (sales)"));
    assert!(prompt.contains("- start_date (required): string (date, YYYY-MM-DD)."));
    assert!(prompt.contains("growth(current, previous, column?, unit?)"));
    assert!(
        prompt.contains("\"shape\":\"ranking\""),
        "few-shot outputs are in the prompt"
    );
}

#[tokio::test]
async fn invalid_json_is_repaired_once() {
    let (url, server) = serve(vec![
        Scripted::Reply("Sure! Here is the plan: {\"plan\": {\"steps\": [".into()),
        Scripted::Reply(format!("```json\n{}\n```", good_reply())),
    ])
    .await;
    let (planner, _) = llm_planner(&url, 5_000);
    let q = planned(plan_with(&planner, LAST_WEEK).await);
    assert_eq!(q.planner, "llm");
    assert_eq!(server.calls(), 2);
    let repair = &server.requests()[1];
    let texts = message_texts(repair);
    assert_eq!(
        texts.len(),
        3,
        "prompt, the model's reply, the repair request"
    );
    assert_eq!(repair["messages"][1]["role"], "assistant");
    assert!(texts[1].starts_with("Sure! Here is the plan"));
    assert!(texts[2].contains("the reply is not JSON"), "{}", texts[2]);
}

#[tokio::test]
async fn a_schema_violating_plan_is_repaired_with_its_errors() {
    let wrong = json!({
        "reasoning": "...",
        "plan": {
            "steps": [
                {"type": "api", "id": "a", "api": "sales_totals",
                 "params": {"start_date": "2025-12-01", "end_date": "2025-12-07"}},
                {"type": "api", "id": "b", "api": "sales_summary",
                 "params": {"start_date": "2025-12-01", "end_date": "2025-12-07", "granularity": "hourly"}}
            ],
            "outputs": ["b"]
        },
        "shape": "single_value",
        "metrics": ["revenue", "profit"]
    });
    let (url, server) = serve(vec![
        Scripted::Reply(wrong.to_string()),
        Scripted::Reply(good_reply()),
    ])
    .await;
    let (planner, _) = llm_planner(&url, 5_000);
    let q = planned(plan_with(&planner, LAST_WEEK).await);
    assert_eq!(q.planner, "llm");
    assert_eq!(server.calls(), 2);
    let repair = message_texts(&server.requests()[1]).pop().unwrap();
    assert!(repair.contains("unknown API `sales_totals`"), "{repair}");
    assert!(
        repair.contains("invalid parameter `granularity` for API `sales_summary`"),
        "{repair}"
    );
    assert!(
        repair.contains("metric `profit` is not a column of `sales_summary`"),
        "{repair}"
    );
}

#[tokio::test]
async fn invented_dates_are_sent_back_for_repair() {
    let invented = good_reply().replace("2025-12-01", "2025-11-24");
    let (url, server) = serve(vec![
        Scripted::Reply(invented),
        Scripted::Reply(good_reply()),
    ])
    .await;
    let (planner, _) = llm_planner(&url, 5_000);
    let q = planned(plan_with(&planner, LAST_WEEK).await);
    assert_eq!(q.planner, "llm");
    assert_eq!(server.calls(), 2);
    let repair = message_texts(&server.requests()[1]).pop().unwrap();
    assert!(
        repair.contains("step `week`: the date 2025-11-24 is not one of the resolved dates (2025-12-01, 2025-12-07)"),
        "{repair}"
    );
}

#[tokio::test]
async fn two_bad_answers_fall_back_to_the_catalog_planner() {
    let (url, server) = serve(vec![
        Scripted::Reply("not json".into()),
        Scripted::Reply(json!({"plan": {"steps": [], "outputs": []}, "shape": "single_value", "metrics": ["revenue"]}).to_string()),
        Scripted::Reply(good_reply()),
    ])
    .await;
    let (planner, fallback) = llm_planner(&url, 5_000);
    let q = planned(plan_with(&planner, LAST_WEEK).await);
    assert_eq!(q.planner, "catalog");
    assert_eq!(q.plan.outputs, ["sales"], "the catalog planner's plan");
    assert_eq!(server.calls(), 2, "a plan costs at most two LLM calls");
    assert_eq!(fallback.calls.load(Ordering::SeqCst), 1);
    assert_eq!(q.notes.len(), 1);
    assert!(
        q.notes[0].starts_with("LLM planner not used: the LLM's plan was still invalid after one repair (the plan has no steps"),
        "{:?}",
        q.notes
    );
}

async fn falls_back_on(script: Scripted, timeout_ms: u64, code: &str) {
    let (url, server) = serve(vec![script, Scripted::Reply(good_reply())]).await;
    let (planner, _) = llm_planner(&url, timeout_ms);
    let q = planned(plan_with(&planner, LAST_WEEK).await);
    assert_eq!(q.planner, "catalog");
    assert_eq!(server.calls(), 1, "no retry after an LLM error");
    assert!(
        q.notes[0].starts_with(&format!(
            "LLM planner not used: the LLM call failed ({code}: "
        )),
        "{:?}",
        q.notes
    );
}

#[tokio::test]
async fn a_timeout_falls_back() {
    falls_back_on(
        Scripted::Sleep(Duration::from_secs(10), good_reply()),
        300,
        "timeout",
    )
    .await;
}

#[tokio::test]
async fn a_429_falls_back() {
    falls_back_on(
        Scripted::Status(429, "Rate limit reached for requests".into()),
        5_000,
        "rate_limited",
    )
    .await;
}

#[tokio::test]
async fn a_500_falls_back() {
    falls_back_on(
        Scripted::Status(500, "upstream model crashed".into()),
        5_000,
        "server_error",
    )
    .await;
}

#[tokio::test]
async fn a_clarification_from_the_catalog_planner_stands_without_a_call() {
    let (url, server) = serve(vec![Scripted::Reply(good_reply())]).await;
    let fallback = Arc::new(FakeCatalogPlanner {
        outcome: PlannerOutcome::Clarify {
            question: "Which skillet do you mean?".into(),
            mention: "the skillet".into(),
            candidates: vec![
                Candidate {
                    id: "P0001".into(),
                    label: "Cast-iron skillet 10in".into(),
                },
                Candidate {
                    id: "P0007".into(),
                    label: "Cast-iron skillet 12in".into(),
                },
            ],
            intent: None,
        },
        calls: AtomicUsize::new(0),
    });
    let planner = LlmPlanner::new(catalog(), client(&url, 5_000), fallback);
    let outcome = plan_with(&planner, "How did the skillet sell last week?").await;
    assert!(
        matches!(outcome, Ok(PlannerOutcome::Clarify { ref candidates, .. }) if candidates.len() == 2)
    );
    assert_eq!(server.calls(), 0);
}

#[tokio::test]
async fn the_none_backend_leaves_the_catalog_planner_alone() {
    let fallback = FakeCatalogPlanner::planning();
    let planner = with_llm(catalog(), Arc::new(NoLlm), fallback.clone());
    assert_eq!(planner.name(), "catalog");
    let (url, _server) = serve(vec![]).await;
    let planner = with_llm(catalog(), client(&url, 5_000), fallback);
    assert_eq!(planner.name(), "llm");
}

// ---------------------------------------------------------------------------------------------
// The client

#[tokio::test]
async fn a_server_rejecting_response_format_gets_plain_requests() {
    let (url, server) = serve(vec![
        Scripted::Status(
            400,
            "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.".into(),
        ),
        Scripted::Reply(good_reply()),
        Scripted::Reply(good_reply()),
    ])
    .await;
    let (planner, _) = llm_planner(&url, 5_000);
    assert_eq!(planned(plan_with(&planner, LAST_WEEK).await).planner, "llm");
    assert_eq!(planned(plan_with(&planner, LAST_WEEK).await).planner, "llm");
    let requests = server.requests();
    assert_eq!(requests.len(), 3);
    assert!(requests[0].get("response_format").is_some());
    assert!(requests[1].get("response_format").is_none());
    assert!(
        requests[2].get("response_format").is_none(),
        "the client remembers the server cannot do it"
    );
}

#[tokio::test]
async fn errors_are_typed() {
    let (url, _server) = serve(vec![
        Scripted::Status(401, "Incorrect API key provided".into()),
        Scripted::Status(404, "model `test-model` not found".into()),
        Scripted::Reply("   ".into()),
    ])
    .await;
    let c = client(&url, 5_000);
    let ask = || {
        c.complete(insight::llm::ChatRequest {
            messages: vec![insight::llm::Message::user("hi")],
            ..Default::default()
        })
    };
    assert_eq!(
        ask().await,
        Err(LlmError::Unauthorized {
            status: 401,
            message: "Incorrect API key provided".into()
        })
    );
    assert_eq!(
        ask().await,
        Err(LlmError::Rejected {
            status: 404,
            message: "model `test-model` not found".into()
        })
    );
    assert_eq!(
        ask().await,
        Err(LlmError::BadResponse("the reply has no text".into()))
    );
    // A port nobody listens on: the connection is refused, on loopback.
    let closed = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap()
    };
    let e = client(&format!("http://{closed}/v1"), 2_000)
        .complete(insight::llm::ChatRequest {
            messages: vec![insight::llm::Message::user("hi")],
            ..Default::default()
        })
        .await
        .unwrap_err();
    assert_eq!(e.code(), "unreachable", "{e}");
}

// ---------------------------------------------------------------------------------------------
// Prose

fn weekly_sales() -> Vec<AnswerTable> {
    let money = Column::new("revenue", ColumnType::Number).with_unit(Unit::Usd);
    let units = Column::new("units", ColumnType::Integer).with_unit(Unit::Count);
    vec![AnswerTable {
        title: "Sales last week".into(),
        columns: vec![Column::new("period", ColumnType::Date), money, units],
        rows: vec![vec![json!("2025-12-01"), json!(12345.6), json!(321)]],
    }]
}

const TEMPLATE: &str = "Revenue was $12,345.60 from Dec 1, 2025 to Dec 7, 2025.";

async fn prose(reply: &str) -> (Result<String, ProseError>, Arc<Server>) {
    let (url, server) = serve(vec![Scripted::Reply(reply.into())]).await;
    let c = client(&url, 5_000);
    let out = write_prose(
        c.as_ref(),
        &catalog().prompts,
        LAST_WEEK,
        AnswerShape::SingleValue,
        &weekly_sales(),
        TEMPLATE,
    )
    .await;
    (out, server)
}

#[tokio::test]
async fn prose_with_the_data_s_numbers_passes() {
    let (out, server) =
        prose("Answer: Last week (Dec 1 to Dec 7, 2025) you made $12,345.60 from 321 units.").await;
    assert_eq!(
        out.unwrap(),
        "Last week (Dec 1 to Dec 7, 2025) you made $12,345.60 from 321 units."
    );
    assert_eq!(server.calls(), 1);
    let req = &server.requests()[0];
    assert!(req.get("response_format").is_none());
    let prompt = &message_texts(req)[0];
    assert!(
        prompt.contains("$12,345.60"),
        "tables are shown formatted: {prompt}"
    );
    assert!(prompt.contains("Draft answer: Revenue was $12,345.60"));
    assert!(prompt.contains("Example answer: Last week you made $12,345.60"));
}

#[tokio::test]
async fn prose_with_an_invented_number_fails_the_check() {
    let (out, _) = prose("You made $12,345.60 from 321 units, up 12% on the week before.").await;
    assert_eq!(
        out,
        Err(ProseError::UnverifiedNumbers {
            numbers: vec!["12%".into()]
        })
    );
}

#[tokio::test]
async fn prose_without_an_llm_makes_no_call() {
    let out = write_prose(
        &NoLlm,
        &catalog().prompts,
        LAST_WEEK,
        AnswerShape::SingleValue,
        &weekly_sales(),
        TEMPLATE,
    )
    .await;
    assert_eq!(out, Err(ProseError::Llm(LlmError::Disabled)));
}

#[tokio::test]
async fn prose_llm_errors_are_returned() {
    let (url, _server) = serve(vec![Scripted::Status(503, "overloaded".into())]).await;
    let out = write_prose(
        client(&url, 5_000).as_ref(),
        &catalog().prompts,
        LAST_WEEK,
        AnswerShape::SingleValue,
        &weekly_sales(),
        TEMPLATE,
    )
    .await;
    assert_eq!(
        out,
        Err(ProseError::Llm(LlmError::Server {
            status: 503,
            message: "overloaded".into()
        }))
    );
}

// ---------------------------------------------------------------------------------------------
// The prompt files

#[test]
fn the_planner_s_few_shot_examples_are_valid_plans() {
    let catalog = catalog();
    let def = &catalog.prompts[PLAN_PROMPT];
    assert!(def.examples.len() >= 3);
    for ex in &def.examples {
        let plan = parse_plan(ex.output["plan"].clone());
        plan::validate(&plan, &catalog).unwrap_or_else(|e| panic!("{}: {e}", ex.input));
        let _: AnswerShape = serde_json::from_value(ex.output["shape"].clone()).unwrap();
        assert!(ex.output["reasoning"].is_string());
        assert!(!ex.output["metrics"].as_array().unwrap().is_empty());
    }
}

#[tokio::test]
async fn the_rendered_plan_prompt_is_stable() {
    let (url, server) = serve(vec![Scripted::Reply(good_reply())]).await;
    let (planner, _) = llm_planner(&url, 5_000);
    planned(plan_with(&planner, "Top 5 products by revenue in November 2025").await);
    insta::assert_snapshot!("plan_prompt", message_texts(&server.requests()[0])[0]);
}

#[test]
fn the_rendered_prose_prompt_is_stable() {
    let prompt = insight::llm::prose::render_prompt(
        &catalog().prompts,
        LAST_WEEK,
        AnswerShape::SingleValue,
        &weekly_sales(),
        TEMPLATE,
    )
    .unwrap();
    insta::assert_snapshot!("prose_prompt", prompt);
}

#[test]
fn the_prose_few_shot_answers_pass_the_number_check_on_their_data() {
    let catalog = catalog();
    let def = &catalog.prompts[insight::llm::prose::PROSE_PROMPT];
    assert!(def.examples.len() >= 3);
    for ex in &def.examples {
        let answer = ex.output.as_str().unwrap();
        let question = ex.input["question"].as_str().unwrap();
        let data = ex.input["data"].as_str().unwrap();
        insight::llm::prose::check_numbers(answer, question, &[], data)
            .unwrap_or_else(|e| panic!("{answer}: {e}"));
        // And a changed number in it is caught.
        let tampered = answer.replacen('$', "$9", 1);
        assert!(
            insight::llm::prose::check_numbers(&tampered, question, &[], data).is_err(),
            "{tampered}"
        );
    }
}
