//! The whole pipeline with the `openai` LLM backend, against an OpenAI-compatible server on
//! loopback that replays scripted replies: the LLM plans and writes the prose, within two
//! sequential calls per question; when its plan fails twice, the catalog planner's plan and the
//! template's text are used, and no third call is made.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};
use insight::answer::AnswerStatus;
use insight::backend::Tenant;
use insight::config::{Paths, Settings};
use insight::engine::{AskRequest, Engine};
use insight::llm::{LlmBackend, LlmConfig};
use serde_json::{json, Value};

mod common;
use common::{root, store};

#[derive(Default)]
struct Script {
    replies: Mutex<VecDeque<String>>,
    calls: Mutex<usize>,
}

async fn chat(State(s): State<Arc<Script>>, Json(_body): Json<Value>) -> Json<Value> {
    *s.calls.lock().unwrap() += 1;
    let text = s.replies.lock().unwrap().pop_front().unwrap_or_default();
    Json(json!({
        "id": "chatcmpl-test", "object": "chat.completion", "created": 1_765_000_000u32,
        "model": "test-model",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}
    }))
}

/// A scripted server and an engine whose LLM is that server.
async fn engine_with(replies: Vec<String>, db: PathBuf) -> (Engine, Arc<Script>) {
    let script = Arc::new(Script {
        replies: Mutex::new(replies.into()),
        calls: Mutex::new(0),
    });
    let app = Router::new()
        .route("/v1/chat/completions", post(chat))
        .with_state(script.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    let mut settings = Settings::default();
    settings.clock.today = chrono::NaiveDate::from_ymd_opt(2025, 12, 10);
    settings.llm = LlmConfig {
        backend: LlmBackend::Openai,
        base_url: format!("http://{addr}/v1"),
        model: "test-model".into(),
        api_key: None,
        timeout_ms: 5_000,
        max_tokens: 800,
    };
    let root = root();
    let engine = tokio::task::spawn_blocking(move || Engine::load(&Paths { root, db }, settings))
        .await
        .unwrap()
        .expect("engine");
    (engine, script)
}

const QUESTION: &str = "What were my total sales last week?";

fn plan_reply(api: &str) -> String {
    json!({
        "reasoning": "Totals for one week: the sales summary over the resolved dates.",
        "plan": {
            "steps": [{"type": "api", "id": "week", "api": api,
                       "params": {"start_date": "2025-12-01", "end_date": "2025-12-07"}}],
            "outputs": ["week"]
        },
        "shape": "single_value",
        "metrics": ["revenue"]
    })
    .to_string()
}

async fn ask(engine: &Engine) -> insight::answer::Answer {
    engine
        .ask(&AskRequest {
            question: QUESTION.into(),
            today: None,
            tenant: Tenant::new("S001"),
        })
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_llm_plans_and_writes_checked_prose_in_two_calls() {
    let db = store().to_path_buf();

    // Plan, then prose whose numbers are all in the result table.
    let prose = "Last week you sold $183,511.57 across 4,505 orders.";
    let (engine, script) =
        engine_with(vec![plan_reply("sales_summary"), prose.into()], db.clone()).await;
    let a = ask(&engine).await;
    assert_eq!(a.status, AnswerStatus::Answered, "{}", a.answer);
    assert_eq!(a.planner.as_deref(), Some("llm"));
    assert_eq!(a.answer, prose);
    assert_eq!(*script.calls.lock().unwrap(), 2);
    assert!(a.timings_ms.contains_key("llm_prose"));

    // Prose with a number that is not in the data: the template's text is shown instead.
    let (engine, _) = engine_with(
        vec![
            plan_reply("sales_summary"),
            "Last week you sold $190,000.00.".into(),
        ],
        db.clone(),
    )
    .await;
    let a = ask(&engine).await;
    assert_eq!(a.planner.as_deref(), Some("llm"));
    assert!(a.answer.contains("$183,511.57"), "{}", a.answer);
    assert!(!a.answer.contains("190,000"), "{}", a.answer);

    // Two invalid plans (an API that does not exist): the catalog planner's plan, the
    // template's text, and no third call for prose.
    let (engine, script) = engine_with(
        vec![
            plan_reply("weekly_magic"),
            plan_reply("weekly_magic"),
            prose.into(),
        ],
        db.clone(),
    )
    .await;
    let a = ask(&engine).await;
    assert_eq!(a.status, AnswerStatus::Answered, "{}", a.answer);
    assert_eq!(a.planner.as_deref(), Some("catalog"));
    assert_eq!(
        *script.calls.lock().unwrap(),
        2,
        "at most two sequential LLM calls"
    );
    assert!(a.answer.contains("$183,511.57"), "{}", a.answer);
    let notes = &a.resolved_time.as_ref().unwrap().notes;
    assert!(
        notes.iter().any(|n| n.contains("LLM planner not used")),
        "{notes:?}"
    );
}

async fn ask_q(engine: &Engine, q: &str) -> insight::answer::Answer {
    engine
        .ask(&AskRequest {
            question: q.into(),
            today: None,
            tenant: Tenant::new("S001"),
        })
        .await
        .unwrap()
}

/// The Insight Generator with an LLM: the model picks the domain (validated against the known
/// names) and words the findings; prose with a number that is no finding's is not shown. The
/// losing Data Presenter makes no LLM call: workers wait for the route before any paid call.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_llm_routes_domains_and_words_findings_checked() {
    let db = store().to_path_buf();
    let q = "Why did my revenue drop in October?";
    let prose = "Most of the October drop came from the skillet being out of stock while shoppers kept coming.";
    let (engine, script) = engine_with(
        vec![r#"{"domains": ["performance"]}"#.into(), prose.into()],
        db.clone(),
    )
    .await;
    let a = ask_q(&engine, q).await;
    assert_eq!(a.status, AnswerStatus::Answered, "{}", a.answer);
    assert_eq!(
        a.planner.as_deref(),
        Some("insight_generator (LLM domain router)")
    );
    assert_eq!(a.domains[0].name, "performance");
    assert_eq!(a.answer, prose);
    assert!(a.findings.iter().any(|f| f.kind == "stockout"));
    assert_eq!(
        *script.calls.lock().unwrap(),
        2,
        "route + prose, nothing for the loser"
    );

    // An unknown domain falls back to the offline router; invented numbers fall back to the
    // template's text.
    let (engine, script) = engine_with(
        vec![
            r#"{"domains": ["astrology"]}"#.into(),
            "You lost $1,000,000.00 because of the weather.".into(),
        ],
        db,
    )
    .await;
    let a = ask_q(&engine, q).await;
    assert_eq!(a.planner.as_deref(), Some("insight_generator"));
    assert!(!a.answer.contains("1,000,000"), "{}", a.answer);
    assert!(a.answer.contains("out of stock"), "{}", a.answer);
    assert_eq!(*script.calls.lock().unwrap(), 2);
}
