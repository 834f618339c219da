//! `insight serve` over a real loopback socket: the answer JSON, the one error shape and its
//! codes, the seller bound by the key, sessions and follow-ups, previews, the SSE stream (event
//! order, and a disconnect cancelling the work), the OpenAI-compatible endpoint through the
//! `async-openai` client, OpenAPI (drift against the committed file), metrics, request ids, rate
//! limits and graceful shutdown.

use std::sync::{Arc, OnceLock};

use insight::config::{Paths, Settings};
use insight::engine::{AskRequest, Engine};
use serde_json::{json, Value};

mod common;
use common::{root, store};

/// One store and one engine per test binary.
fn engine() -> Arc<Engine> {
    static E: OnceLock<Arc<Engine>> = OnceLock::new();
    E.get_or_init(|| {
        let mut settings = Settings::default();
        settings.keys.insert("demo".into(), "S001".into());
        settings.keys.insert("k2".into(), "S002".into());
        settings.serve.max_question_chars = 200;
        settings.serve.max_body_bytes = 2048;
        settings.clock.today = chrono::NaiveDate::from_ymd_opt(2025, 12, 10);
        let paths = Paths {
            root: root(),
            db: store().to_path_buf(),
        };
        Arc::new(Engine::load(&paths, settings).expect("engine"))
    })
    .clone()
}

/// Serves the app on an ephemeral loopback port; returns its base URL.
async fn server() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = insight::serve::app(engine());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    format!("http://{addr}")
}

async fn post(base: &str, key: Option<&str>, body: &str) -> (u16, Value) {
    let mut req = reqwest::Client::new()
        .post(format!("{base}/v1/ask"))
        .header("Content-Type", "application/json")
        .body(body.to_string());
    if let Some(k) = key {
        req = req.header("Authorization", format!("Bearer {k}"));
    }
    let resp = req.send().await.unwrap();
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or(Value::Null))
}

fn code(v: &Value) -> &str {
    v["error"]["code"].as_str().unwrap_or("<no error code>")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn healthz_reports_the_data_and_the_clock() {
    let base = server().await;
    let v: Value = reqwest::get(format!("{base}/healthz"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(v["status"], "ok");
    assert_eq!(v["data"]["end"], "2025-12-09");
    assert_eq!(v["today"], "2025-12-10");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_over_http_is_the_answer_of_ask() {
    let base = server().await;
    let q = "What were my total sales last week?";
    let (status, v) = post(&base, Some("demo"), &json!({ "question": q }).to_string()).await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["status"], "answered", "{v}");
    let direct = engine()
        .ask(&AskRequest {
            question: q.into(),
            today: None,
            tenant: insight::backend::Tenant::new("S001"),
        })
        .await
        .unwrap();
    // Through JSON text, as the server sends it (f32 fields print in their shortest form).
    let mut direct: Value = serde_json::from_str(&serde_json::to_string(&direct).unwrap()).unwrap();
    let mut served = v.clone();
    for x in [&mut direct, &mut served] {
        let o = x.as_object_mut().unwrap();
        o.remove("timings_ms");
        // How long the cancelled branch had run: timing, like timings_ms.
        o.remove("branches");
        // The conversation's own fields, around the answer.
        for k in ["session_id", "interpreted", "follow_ups"] {
            o.remove(k);
        }
    }
    assert_eq!(served, direct);
    assert!(v["timings_ms"]["total"].as_f64().unwrap() > 0.0);
    assert_eq!(
        v["resolved_time"]["primary"],
        json!({"start": "2025-12-01", "end": "2025-12-07"})
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_key_binds_the_seller_not_the_question() {
    let base = server().await;
    let body = json!({ "question": "How much revenue did I make in November 2025?" }).to_string();
    let (_, s1) = post(&base, Some("demo"), &body).await;
    let (_, s2) = post(&base, Some("k2"), &body).await;
    assert_eq!(s1["status"], "answered", "{s1}");
    assert_eq!(s2["status"], "answered", "{s2}");
    assert_ne!(s1["tables"], s2["tables"], "two sellers, two answers");
    // Naming another seller in the question changes nothing: the key decides.
    let body = json!({ "question": "How much revenue did seller S002 make in November 2025?" })
        .to_string();
    let (_, named) = post(&base, Some("demo"), &body).await;
    if named["status"] == "answered" {
        assert_ne!(
            named["tables"], s2["tables"],
            "S001's key never reads S002's data"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_error_has_one_shape_and_a_stable_code() {
    let base = server().await;
    let ok = json!({"question": "What were my sales last week?"}).to_string();

    let (s, v) = post(&base, None, &ok).await;
    assert_eq!((s, code(&v)), (401, "missing_key"), "{v}");
    let (s, v) = post(&base, Some("nope"), &ok).await;
    assert_eq!((s, code(&v)), (401, "unknown_key"), "{v}");
    let (s, v) = post(&base, Some("demo"), "{\"question\": ").await;
    assert_eq!((s, code(&v)), (400, "bad_json"), "{v}");
    let (s, v) = post(&base, Some("demo"), "{\"q\": \"sales?\"}").await;
    assert_eq!((s, code(&v)), (400, "bad_request"), "{v}");
    let (s, v) = post(&base, Some("demo"), "{\"question\": \"sales?\", \"x\": 1}").await;
    assert_eq!((s, code(&v)), (400, "bad_request"), "{v}");
    let (s, v) = post(
        &base,
        Some("demo"),
        &json!({"question": "sales last week?", "today": "tomorrow"}).to_string(),
    )
    .await;
    assert_eq!((s, code(&v)), (400, "bad_request"), "{v}");
    let (s, v) = post(&base, Some("demo"), "{\"question\": \"   \"}").await;
    assert_eq!((s, code(&v)), (400, "empty_question"), "{v}");
    let long = "how were my sales ".repeat(20);
    let (s, v) = post(
        &base,
        Some("demo"),
        &json!({ "question": long }).to_string(),
    )
    .await;
    assert_eq!((s, code(&v)), (413, "question_too_long"), "{v}");
    let huge = json!({ "question": "x".repeat(5000) }).to_string();
    let (s, v) = post(&base, Some("demo"), &huge).await;
    assert_eq!((s, code(&v)), (413, "body_too_large"), "{v}");

    let resp = reqwest::get(format!("{base}/v1/nothing")).await.unwrap();
    assert_eq!(resp.status().as_u16(), 404);
    let v: Value = resp.json().await.unwrap();
    assert_eq!(code(&v), "not_found");
    let resp = reqwest::get(format!("{base}/v1/ask")).await.unwrap();
    assert_eq!(resp.status().as_u16(), 405);
    let v: Value = resp.json().await.unwrap();
    assert_eq!(code(&v), "method_not_allowed");
    assert!(v["error"]["message"]
        .as_str()
        .is_some_and(|m| !m.is_empty()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn out_of_domain_is_refused_with_what_can_be_asked() {
    let base = server().await;
    let body = json!({"question": "What is the capital of France?"}).to_string();
    let (s, v) = post(&base, Some("demo"), &body).await;
    assert_eq!((s, code(&v)), (422, "out_of_domain"), "{v}");
    let a = &v["answer"];
    assert_eq!(a["status"], "out_of_domain");
    assert!(a["ood"]["is_out_of_domain"].as_bool().unwrap());
    assert_eq!(a["suggestions"].as_array().map(Vec::len), Some(3), "{a}");
    assert!(a["answer"].as_str().unwrap().contains("sales"), "{a}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_period_without_data_is_said_not_zeroed() {
    let base = server().await;
    let body = json!({"question": "What were my sales in March 2023?"}).to_string();
    let (s, v) = post(&base, Some("demo"), &body).await;
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["status"], "no_data", "{v}");
    assert!(v["tables"].as_array().is_none_or(Vec::is_empty), "{v}");
    assert!(v["answer"].as_str().unwrap().contains("2024-01-01"), "{v}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_catalog_route_lists_what_can_be_asked() {
    let base = server().await;
    let v: Value = reqwest::Client::new()
        .get(format!("{base}/v1/catalog"))
        .header("Authorization", "Bearer demo")
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let apis = v["apis"].as_array().unwrap();
    assert_eq!(apis.len(), engine().catalog().question_apis().count());
    assert!(apis.iter().any(|a| a["name"] == "sales_summary"));
}

// ---------------------------------------------------------------------------------------------
// Sessions, previews, streaming, OpenAI compatibility, operations.

async fn post_to(base: &str, path: &str, key: Option<&str>, body: &Value) -> (u16, Value) {
    let mut req = reqwest::Client::new()
        .post(format!("{base}{path}"))
        .json(body);
    if let Some(k) = key {
        req = req.header("Authorization", format!("Bearer {k}"));
    }
    let resp = req.send().await.unwrap();
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or(Value::Null))
}

/// The first table's value in `column` on the first row.
fn first_value(v: &Value, column: &str) -> Value {
    let t = &v["tables"][0];
    let i = t["columns"]
        .as_array()
        .unwrap()
        .iter()
        .position(|c| c["name"] == column)
        .unwrap_or_else(|| panic!("no column {column} in {t}"));
    t["rows"][0][i].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_carries_follow_ups_and_belongs_to_its_key() {
    let base = server().await;
    let (s, a1) = post_to(
        &base,
        "/v1/ask",
        Some("demo"),
        &json!({"question": "What were my total sales last week?"}),
    )
    .await;
    assert_eq!(s, 200, "{a1}");
    let sid = a1["session_id"].as_str().unwrap().to_string();
    assert_eq!(sid.len(), 32);
    assert_eq!(a1["interpreted"]["kind"], "new");
    assert!(
        a1["follow_ups"].as_array().is_some_and(|f| !f.is_empty()),
        "{a1}"
    );

    // "and the week before?" is last week's question about the week before.
    let (s, a2) = post_to(
        &base,
        "/v1/ask",
        Some("demo"),
        &json!({"question": "and the week before?", "session_id": sid}),
    )
    .await;
    assert_eq!(s, 200, "{a2}");
    assert_eq!(a2["session_id"], sid.as_str());
    assert_eq!(a2["interpreted"]["kind"], "time", "{a2}");
    assert_eq!(
        a2["resolved_time"]["primary"],
        json!({"start": "2025-11-24", "end": "2025-11-30"}),
        "{a2}"
    );
    assert_eq!(a2["status"], "answered");
    assert_ne!(first_value(&a1, "revenue"), first_value(&a2, "revenue"));

    // Another key cannot see the session, whatever it knows of its id.
    let (s, e) = post_to(
        &base,
        "/v1/ask",
        Some("k2"),
        &json!({"question": "and the week before?", "session_id": sid}),
    )
    .await;
    assert_eq!((s, code(&e)), (404, "not_found"), "{e}");
    let (s, e) = post_to(
        &base,
        "/v1/ask",
        Some("demo"),
        &json!({"question": "sales?", "session_id": "0123456789abcdef0123456789abcdef"}),
    )
    .await;
    assert_eq!((s, code(&e)), (404, "not_found"), "{e}");
    let (s, e) = post_to(
        &base,
        "/v1/ask",
        Some("demo"),
        &json!({"question": "sales?", "session_id": "../../x"}),
    )
    .await;
    assert_eq!((s, code(&e)), (400, "bad_request"), "{e}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_preview_shows_the_plan_then_runs_it_on_request() {
    let base = server().await;
    let (s, p) = post_to(
        &base,
        "/v1/ask",
        Some("demo"),
        &json!({"question": "What were my total sales last week?", "preview": true}),
    )
    .await;
    assert_eq!(s, 200, "{p}");
    assert_eq!(p["status"], "preview", "{p}");
    assert_eq!(p["plan"]["steps"][0]["api"], "sales_summary", "{p}");
    assert!(
        p["steps"][0].as_str().unwrap().contains("sales_summary"),
        "{p}"
    );
    assert!(p.get("tables").is_none(), "nothing ran: {p}");
    let sid = p["session_id"].as_str().unwrap();
    // Change a slot: still a preview, now of October.
    let (_, p2) = post_to(
        &base,
        "/v1/ask",
        Some("demo"),
        &json!({"question": "use October instead", "session_id": sid, "preview": true}),
    )
    .await;
    assert_eq!(p2["status"], "preview", "{p2}");
    assert_eq!(
        p2["plan"]["steps"][0]["params"]["start_date"], "2025-10-01",
        "{p2}"
    );
    // Run it.
    let (s, a) = post_to(
        &base,
        "/v1/ask",
        Some("demo"),
        &json!({"question": "run it", "session_id": sid}),
    )
    .await;
    assert_eq!(s, 200, "{a}");
    assert_eq!(a["interpreted"]["kind"], "run_preview", "{a}");
    assert_eq!(a["status"], "answered", "{a}");
    assert_eq!(a["resolved_time"]["primary"]["start"], "2025-10-01", "{a}");
}

/// Reads a whole SSE response: (event, data) pairs.
async fn read_sse(mut resp: reqwest::Response) -> Vec<(String, String)> {
    let mut buf = String::new();
    while let Some(chunk) = resp.chunk().await.unwrap() {
        buf.push_str(&String::from_utf8_lossy(&chunk));
    }
    parse_sse(&buf)
}

fn parse_sse(buf: &str) -> Vec<(String, String)> {
    buf.split("\n\n")
        .filter_map(|block| {
            let mut ev = "message".to_string();
            let mut data = Vec::new();
            for line in block.lines() {
                if let Some(e) = line.strip_prefix("event:") {
                    ev = e.trim().to_string();
                } else if let Some(d) = line.strip_prefix("data:") {
                    data.push(d.strip_prefix(' ').unwrap_or(d).to_string());
                }
            }
            (!data.is_empty()).then(|| (ev, data.join("\n")))
        })
        .collect()
}

async fn stream(base: &str, body: &Value) -> reqwest::Response {
    reqwest::Client::new()
        .post(format!("{base}/v1/ask/stream"))
        .header("Authorization", "Bearer demo")
        .json(body)
        .send()
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_stream_reports_each_stage_in_order() {
    let base = server().await;
    let resp = stream(
        &base,
        &json!({"question": "Top 5 products by revenue last month"}),
    )
    .await;
    assert_eq!(resp.status().as_u16(), 200);
    assert!(resp.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/event-stream"));
    let events = read_sse(resp).await;
    let names: Vec<&str> = events.iter().map(|(e, _)| e.as_str()).collect();
    let pos = |n: &str| {
        names
            .iter()
            .position(|x| *x == n)
            .unwrap_or_else(|| panic!("no {n} in {names:?}"))
    };
    assert_eq!(names[0], "session");
    assert!(
        pos("session") < pos("ood") && pos("ood") < pos("route"),
        "{names:?}"
    );
    assert!(
        pos("route") < pos("plan") && pos("plan") < pos("step_started"),
        "{names:?}"
    );
    assert!(pos("step_started") < pos("step_finished"), "{names:?}");
    assert!(
        pos("step_finished") < pos("answer_delta") && pos("answer_delta") < pos("answer"),
        "{names:?}"
    );
    assert_eq!(*names.last().unwrap(), "done");
    let finished: Value = serde_json::from_str(&events[pos("step_finished")].1).unwrap();
    assert_eq!(finished["name"], "sales_by_product");
    assert_eq!(finished["rows"], 5);
    // The chunks are the answer's text.
    let answer: Value = serde_json::from_str(&events[pos("answer")].1).unwrap();
    let text: String = events
        .iter()
        .filter(|(e, _)| e == "answer_delta")
        .map(|(_, d)| {
            serde_json::from_str::<Value>(d).unwrap()["text"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(text, answer["answer"].as_str().unwrap());
    assert_eq!(answer["tables"][0]["rows"].as_array().unwrap().len(), 5);
    assert!(answer["session_id"].as_str().is_some());

    // A diagnostic question streams its findings before the text.
    let events = read_sse(
        stream(
            &base,
            &json!({"question": "Why did my revenue change in November 2025?"}),
        )
        .await,
    )
    .await;
    let names: Vec<&str> = events.iter().map(|(e, _)| e.as_str()).collect();
    let route: Value =
        serde_json::from_str(&events[names.iter().position(|n| *n == "route").unwrap()].1).unwrap();
    assert_eq!(route["route"], "insight_generator", "{names:?}");
    let f = names
        .iter()
        .position(|n| *n == "findings")
        .unwrap_or_else(|| panic!("{names:?}"));
    assert!(f < names.iter().position(|n| *n == "answer_delta").unwrap());

    // Errors come as an event too: the stream checks the request first (one error shape).
    let resp = stream(&base, &json!({"question": "  "})).await;
    assert_eq!(resp.status().as_u16(), 400);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_openai_endpoint_works_with_an_openai_client() {
    use async_openai::config::OpenAIConfig;
    use async_openai::types::chat::{
        ChatCompletionRequestAssistantMessage, ChatCompletionRequestMessage,
        ChatCompletionRequestUserMessage, CreateChatCompletionRequest,
    };
    use futures::StreamExt;
    let base = server().await;
    let client = async_openai::Client::with_config(
        OpenAIConfig::new()
            .with_api_base(format!("{base}/v1"))
            .with_api_key("demo"),
    );
    let user =
        |s: &str| ChatCompletionRequestMessage::User(ChatCompletionRequestUserMessage::from(s));
    let request = |messages: Vec<ChatCompletionRequestMessage>| CreateChatCompletionRequest {
        model: "insight-agents".into(),
        messages,
        ..Default::default()
    };
    // Unstreamed.
    let first = "What were my total sales last week?";
    let r = client
        .chat()
        .create(request(vec![user(first)]))
        .await
        .unwrap();
    let content = r.choices[0].message.content.clone().unwrap();
    assert!(content.contains("$183,511.57"), "{content}");
    assert!(
        content.contains("| Revenue |") || content.contains("Revenue"),
        "{content}"
    );
    // A follow-up through the history.
    let r2 = client
        .chat()
        .create(request(vec![
            user(first),
            ChatCompletionRequestMessage::Assistant(ChatCompletionRequestAssistantMessage::from(
                content.as_str(),
            )),
            user("and the week before?"),
        ]))
        .await
        .unwrap();
    let c2 = r2.choices[0].message.content.clone().unwrap();
    assert!(c2.contains("2025-11-24"), "{c2}");
    // Streamed: the same follow-up, chunk by chunk, ending with [DONE].
    let mut s = client
        .chat()
        .create_stream(request(vec![
            user(first),
            ChatCompletionRequestMessage::Assistant(ChatCompletionRequestAssistantMessage::from(
                content.as_str(),
            )),
            user("and the week before?"),
        ]))
        .await
        .unwrap();
    let mut streamed = String::new();
    let mut chunks = 0;
    let mut finish = None;
    while let Some(chunk) = s.next().await {
        let chunk = chunk.unwrap();
        chunks += 1;
        if let Some(c) = &chunk.choices[0].delta.content {
            streamed.push_str(c);
        }
        if chunk.choices[0].finish_reason.is_some() {
            finish = chunk.choices[0].finish_reason;
        }
    }
    assert!(chunks > 3, "{chunks}");
    assert!(finish.is_some());
    assert_eq!(streamed, c2);
    // A history the server never saw (another replica, a restart) is replayed.
    let r3 = client
        .chat()
        .create(request(vec![
            user("How many units did I sell last week?"),
            user("same for sessions"),
        ]))
        .await
        .unwrap();
    let c3 = r3.choices[0].message.content.clone().unwrap();
    assert!(c3.to_lowercase().contains("sessions"), "{c3}");
    // Models, with the key as the bearer token.
    let v: Value = reqwest::Client::new()
        .get(format!("{base}/v1/models"))
        .header("Authorization", "Bearer demo")
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(v["object"], "list");
    assert_eq!(v["data"][0]["id"], "insight-agents");
    // A bad key is refused in the one error shape.
    let bad = async_openai::Client::with_config(
        OpenAIConfig::new()
            .with_api_base(format!("{base}/v1"))
            .with_api_key("nope"),
    );
    assert!(bad.chat().create(request(vec![user(first)])).await.is_err());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_committed_openapi_document_is_current() {
    let doc = insight::serve::openapi::document();
    let text = serde_json::to_string_pretty(&doc).unwrap() + "\n";
    let path = common::root().join("openapi.json");
    if std::env::var_os("INSIGHT_BLESS").is_some() {
        std::fs::write(&path, &text).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == text,
        "openapi.json is stale: run `INSIGHT_BLESS=1 cargo test --test serve openapi` and commit it"
    );
    assert_eq!(doc["openapi"], "3.1.0");
    for p in [
        "/v1/ask",
        "/v1/ask/stream",
        "/v1/chat/completions",
        "/v1/models",
        "/metrics",
    ] {
        assert!(doc["paths"][p].is_object(), "{p}");
    }
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    for s in [
        "AskBody",
        "SessionAnswer",
        "PlanPreview",
        "ErrorBody",
        "Answer",
    ] {
        assert!(
            schemas.contains_key(s),
            "{s}: {:?}",
            schemas.keys().collect::<Vec<_>>()
        );
    }
    // Every reference resolves.
    fn refs(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(m) => {
                if let Some(Value::String(r)) = m.get("$ref") {
                    out.push(r.clone());
                }
                m.values().for_each(|x| refs(x, out));
            }
            Value::Array(a) => a.iter().for_each(|x| refs(x, out)),
            _ => {}
        }
    }
    let mut all = Vec::new();
    refs(&doc, &mut all);
    for r in all {
        let name = r
            .strip_prefix("#/components/schemas/")
            .unwrap_or_else(|| panic!("{r}"));
        assert!(schemas.contains_key(name), "{r}");
    }
    // Served as is.
    let base = server().await;
    let served: Value = reqwest::get(format!("{base}/openapi.json"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(served, doc);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_request_ids_and_rate_limits() {
    let state = insight::serve::AppState::new(
        engine(),
        insight::serve::ServeOptions {
            rate_limit: Some(insight::serve::RateLimit {
                per_second: 0.5,
                burst: 3.0,
            }),
            ..Default::default()
        },
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(insight::serve::serve_until(
        listener,
        state,
        std::future::pending(),
    ));
    let client = reqwest::Client::new();
    let ask = |id: Option<&'static str>| {
        let mut r = client
            .post(format!("{base}/v1/ask"))
            .header("Authorization", "Bearer demo")
            .json(&json!({"question": "What were my total sales last week?"}));
        if let Some(id) = id {
            r = r.header("x-request-id", id);
        }
        r.send()
    };
    let r = ask(Some("req-123")).await.unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(r.headers()["x-request-id"], "req-123");
    let r = ask(None).await.unwrap();
    assert!(!r.headers()["x-request-id"].to_str().unwrap().is_empty());
    let _ = ask(None).await.unwrap();
    // The burst is spent: 429 in the one error shape, with Retry-After.
    let r = ask(None).await.unwrap();
    assert_eq!(r.status().as_u16(), 429);
    assert!(r.headers().contains_key("retry-after"));
    let v: Value = r.json().await.unwrap();
    assert_eq!(code(&v), "rate_limited");
    // Another key has its own allowance.
    let r = client
        .post(format!("{base}/v1/ask"))
        .header("Authorization", "Bearer k2")
        .json(&json!({"question": "What were my total sales last week?"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status().as_u16(), 200);

    let text = client
        .get(format!("{base}/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    for needle in [
        "insight_http_requests_total{route=\"/v1/ask\",status=\"200\"} 4",
        "insight_http_requests_total{route=\"/v1/ask\",status=\"429\"} 1",
        "insight_http_request_duration_seconds_bucket{route=\"/v1/ask\",status=\"200\",le=\"+Inf\"} 4",
        "insight_api_calls_total{api=\"sales_summary\",outcome=\"ok\"} 4",
        "insight_answers_total{status=\"answered\"} 4",
        "insight_rate_limited_total 1",
        "insight_llm_calls_total{outcome=\"ok\"} 0",
        "insight_cancellations_total{reason=\"losing_branch\"}",
    ] {
        assert!(text.contains(needle), "{needle} not in\n{text}");
    }
}

// ---------------------------------------------------------------------------------------------
// Cancellation and shutdown, against a backend that counts its calls: the shipped catalog with
// `sales_summary` served over HTTP by a loopback server.

#[derive(Default)]
struct Backend {
    calls: std::sync::atomic::AtomicUsize,
    /// 0: always 503 (the executor retries after 0.5, 1 and 2 s); 1: answer after 800 ms.
    mode: std::sync::atomic::AtomicUsize,
}

async fn sales(
    axum::extract::State(b): axum::extract::State<Arc<Backend>>,
) -> Result<axum::Json<Value>, axum::http::StatusCode> {
    use std::sync::atomic::Ordering;
    b.calls.fetch_add(1, Ordering::SeqCst);
    if b.mode.load(Ordering::SeqCst) == 0 {
        return Err(axum::http::StatusCode::SERVICE_UNAVAILABLE);
    }
    tokio::time::sleep(std::time::Duration::from_millis(800)).await;
    Ok(axum::Json(json!({"data": {"rows": [{
        "period": "2025-12-01", "orders": 10, "units": 12, "revenue": 345.67,
        "units_refunded": 1, "refund_rate": 0.0833, "average_selling_price": 28.81
    }]}})))
}

/// An engine whose `sales_summary` calls the loopback backend; the other folders are the
/// repository's own (linked).
async fn http_engine() -> (Arc<Engine>, Arc<Backend>, tempfile::TempDir) {
    let backend = Arc::new(Backend::default());
    let app = axum::Router::new()
        .route("/sales", axum::routing::get(sales))
        .with_state(backend.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/sales", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });

    let dir = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(root()).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        if name == "apis" || name == "target" || name == ".git" {
            continue;
        }
        std::os::unix::fs::symlink(entry.path(), dir.path().join(&name)).unwrap();
    }
    let apis = dir.path().join("apis");
    std::fs::create_dir_all(&apis).unwrap();
    for entry in std::fs::read_dir(root().join("apis")).unwrap() {
        let entry = entry.unwrap();
        let mut text = std::fs::read_to_string(entry.path()).unwrap();
        if entry.file_name() == "sales_summary.yaml" {
            let at = text.find("backend:").unwrap();
            let end = text.find("examples:").unwrap();
            text.replace_range(
                at..end,
                &format!("backend:\n  type: http\n  url: \"{url}\"\n  rows_pointer: /data/rows\n"),
            );
        }
        std::fs::write(apis.join(entry.file_name()), text).unwrap();
    }
    let mut settings = Settings::default();
    settings.keys.insert("demo".into(), "S001".into());
    settings.clock.today = chrono::NaiveDate::from_ymd_opt(2025, 12, 10);
    let paths = Paths {
        root: dir.path().to_path_buf(),
        db: store().to_path_buf(),
    };
    let engine = tokio::task::spawn_blocking(move || Engine::load(&paths, settings))
        .await
        .unwrap()
        .unwrap_or_else(|e| panic!("{e}"));
    (Arc::new(engine), backend, dir)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_disconnects_cancels_the_work() {
    use std::sync::atomic::Ordering;
    use std::time::Duration;
    let (engine, backend, _dir) = http_engine().await;
    let state = insight::serve::AppState::new(engine, insight::serve::ServeOptions::default());
    let metrics = state.metrics().clone();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(insight::serve::serve_until(
        listener,
        state,
        std::future::pending(),
    ));
    let body = json!({"question": "What were my total sales last week?"});

    // Control: a client that stays sees every retry (1 call + 3 retries over 3.5 s).
    let events = read_sse(stream(&base, &body).await).await;
    assert_eq!(backend.calls.load(Ordering::SeqCst), 4, "{events:?}");
    let answer: Value =
        serde_json::from_str(&events.iter().find(|(e, _)| e == "answer").unwrap().1).unwrap();
    assert_eq!(answer["status"], "error", "{answer}");

    // A client that leaves after the first call: no more calls.
    backend.calls.store(0, Ordering::SeqCst);
    let mut resp = stream(&base, &body).await;
    let mut seen = String::new();
    while !seen.contains("event: step_started") {
        let chunk = resp.chunk().await.unwrap().expect("the stream ended early");
        seen.push_str(&String::from_utf8_lossy(&chunk));
    }
    // `step_started` is sent just before the request goes out: leave once the backend has
    // seen the first call, so the count below is exactly the calls made after leaving + 1.
    for _ in 0..300 {
        if backend.calls.load(Ordering::SeqCst) >= 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    drop(resp);
    tokio::time::sleep(Duration::from_millis(4000)).await;
    let calls = backend.calls.load(Ordering::SeqCst);
    assert_eq!(
        calls, 1,
        "the backend was called {calls} times after the client left"
    );
    assert!(metrics
        .render()
        .contains("insight_cancellations_total{reason=\"client_disconnect\"} 1"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_finishes_the_answers_in_flight() {
    use std::sync::atomic::Ordering;
    use std::time::Duration;
    let (engine, backend, _dir) = http_engine().await;
    backend.mode.store(1, Ordering::SeqCst);
    let state = insight::serve::AppState::new(engine, insight::serve::ServeOptions::default());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(insight::serve::serve_until(listener, state, async {
        let _ = stopped.await;
    }));
    let req = tokio::spawn({
        let base = base.clone();
        async move {
            post_to(
                &base,
                "/v1/ask",
                Some("demo"),
                &json!({"question": "What were my total sales last week?"}),
            )
            .await
        }
    });
    // The answer is waiting on the 800 ms backend when the shutdown starts.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(backend.calls.load(Ordering::SeqCst), 1);
    stop.send(()).unwrap();
    let (status, v) = req.await.unwrap();
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["status"], "answered", "{v}");
    assert_eq!(first_value(&v, "revenue"), json!(345.67));
    tokio::time::timeout(Duration::from_secs(5), server)
        .await
        .expect("the server stops once the answer is out")
        .unwrap()
        .unwrap();
    assert!(
        reqwest::get(format!("{base}/healthz")).await.is_err(),
        "no longer listening"
    );
}
