//! `insight serve` over a real loopback socket: the answer JSON, the one error shape and its
//! codes, and the seller bound by the key.

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
        x.as_object_mut().unwrap().remove("timings_ms");
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
    for v in [&v] {
        assert!(v["error"]["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty()));
    }
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
    assert_eq!(apis.len(), engine().catalog().apis().count());
    assert!(apis.iter().any(|a| a["name"] == "sales_summary"));
}
