//! `insight serve` under abuse and load, and its web page in a real browser.
//!
//! - `generated_requests_never_panic_or_5xx`: 10,000+ generated requests over every route
//!   (malformed JSON, wrong shapes, huge bodies, bad and foreign session ids, bad keys, odd
//!   methods and paths, real questions and follow-ups): no 5xx, no dropped connection, and the
//!   server still answers afterwards.
//! - `the_web_page_shows_a_table_and_a_chart`: headless Chromium (Debian's `chromium`) loads
//!   `/`, asks, and the DOM gets the answer's table and a rendered Vega-Lite chart; skipped with
//!   a message when Chromium is absent (`make webtest` installs it).
//! - `load_100_clients_60s` (ignored: `cargo test --test serve_robust -- --ignored --nocapture`):
//!   100 concurrent clients for 60 s on loopback (`INSIGHT_LOAD_SECS` to change), 0 errors,
//!   latency percentiles printed.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use insight::config::{Paths, Settings};
use insight::engine::Engine;
use serde_json::{json, Value};

mod common;
use common::{root, store};

fn engine() -> Arc<Engine> {
    static E: OnceLock<Arc<Engine>> = OnceLock::new();
    E.get_or_init(|| {
        let mut settings = Settings::default();
        settings.keys.insert("demo".into(), "S001".into());
        settings.keys.insert("k2".into(), "S002".into());
        settings.clock.today = chrono::NaiveDate::from_ymd_opt(2025, 12, 10);
        let paths = Paths {
            root: root(),
            db: store().to_path_buf(),
        };
        Arc::new(Engine::load(&paths, settings).expect("engine"))
    })
    .clone()
}

async fn server(rate_limit: bool) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let options = insight::serve::ServeOptions {
        rate_limit: rate_limit.then_some(insight::serve::RateLimit {
            per_second: 2000.0,
            burst: 500.0,
        }),
        ..Default::default()
    };
    let state = insight::serve::AppState::new(engine(), options);
    tokio::spawn(insight::serve::serve_until(
        listener,
        state,
        std::future::pending(),
    ));
    format!("http://{addr}")
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
    fn string(&mut self, max: usize) -> String {
        const PIECES: &[&str] = &[
            "sales",
            "why",
            "\"",
            "\\",
            "{",
            "}",
            "[",
            "]",
            "\u{0}",
            "é",
            "🙂",
            "P0001",
            "'; DROP TABLE sales_daily; --",
            " ",
            "\n",
            "last week",
            "S002",
            "<script>",
            "%00",
            "null",
            "by product",
            "\u{202e}",
            "9999-99-99",
        ];
        let n = self.below(max + 1);
        (0..n).map(|_| *self.pick(PIECES)).collect()
    }
}

const QUESTIONS: &[&str] = &[
    "What were my total sales last week?",
    "Top 5 products by units last month",
    "and the week before?",
    "same for units",
    "break that down by product",
    "only the skillet",
    "why?",
    "show that as a chart",
    "How many units of the knife did I sell last month?",
    "the 8-inch one",
    "run it",
    "What is the capital of France?",
    "What were my competitors' sales?",
    "What were my sales in March 2023?",
];

/// One generated request: (method, path, key, body, content type).
fn generate(
    rng: &mut Rng,
    sessions: &[String],
) -> (reqwest::Method, String, Option<String>, Vec<u8>) {
    use reqwest::Method;
    let routes = [
        "/v1/ask",
        "/v1/ask/stream",
        "/v1/chat/completions",
        "/v1/models",
        "/v1/catalog",
        "/healthz",
        "/metrics",
        "/openapi.json",
        "/",
        "/assets/app.js",
        "/assets/../../etc/passwd",
        "/v1/nothing",
        "/v1/ask/",
        "//v1/ask",
        "/assets/%2e%2e",
        "/v1/ask?x=1",
    ];
    let path = if rng.below(3) == 0 {
        (*rng.pick(&["/v1/ask", "/v1/ask/stream", "/v1/chat/completions"])).to_string()
    } else if rng.below(4) == 0 {
        format!("/{}", rng.string(6).replace(['\n', ' ', '\u{0}'], "x"))
    } else {
        rng.pick(&routes).to_string()
    };
    let method = match rng.below(10) {
        0 => Method::GET,
        1 => Method::PUT,
        2 => Method::DELETE,
        3 => Method::PATCH,
        _ => Method::POST,
    };
    let key = match rng.below(8) {
        0 => None,
        1 => Some("nope".to_string()),
        2 => Some(rng.string(5)),
        3 => Some("k2".into()),
        _ => Some("demo".into()),
    };
    let session = match rng.below(6) {
        0 | 1 => Value::Null,
        2 => json!("0123456789abcdef0123456789abcdef"),
        3 => json!(rng.string(8)),
        4 => json!(12345),
        _ => sessions
            .get(rng.below(sessions.len().max(1)))
            .map(|s| json!(s))
            .unwrap_or(Value::Null),
    };
    let body: Vec<u8> = match rng.below(18) {
        0 => rng.string(40).into_bytes(),
        1 => b"{\"question\": ".to_vec(),
        2 => json!({"q": "sales?"}).to_string().into_bytes(),
        3 => json!({"question": rng.string(30), "session_id": session}).to_string().into_bytes(),
        4 => json!({"question": "x".repeat(rng.below(3) * 40_000)}).to_string().into_bytes(),
        5 => json!({"question": 42, "today": [1]}).to_string().into_bytes(),
        6 => json!({"question": "sales last week", "today": rng.string(4), "preview": "yes"}).to_string().into_bytes(),
        7 => json!({"model": "x", "messages": [{"role": "user", "content": rng.string(20)}], "stream": rng.below(2) == 0}).to_string().into_bytes(),
        8 => json!({"messages": "not a list"}).to_string().into_bytes(),
        9 => json!({"model": "insight-agents", "messages": [{"role": "user", "content": [{"type": "text", "text": rng.pick(QUESTIONS)}]}]}).to_string().into_bytes(),
        10 => vec![0xff, 0xfe, 0x00, 0x7b],
        _ => json!({
            "question": rng.pick(QUESTIONS),
            "session_id": session,
            "preview": rng.below(5) == 0,
        })
        .to_string()
        .into_bytes(),
    };
    (method, path, key, body)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn generated_requests_never_panic_or_5xx() {
    let base = server(true).await;
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(30))
        .build()
        .unwrap();
    // A few real sessions, for follow-ups with valid ids.
    let mut sessions = Vec::new();
    for q in [
        "What were my total sales last week?",
        "Top 5 products by units last month",
    ] {
        let v: Value = client
            .post(format!("{base}/v1/ask"))
            .header("Authorization", "Bearer demo")
            .json(&json!({ "question": q }))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        sessions.push(v["session_id"].as_str().unwrap().to_string());
    }
    let sessions = Arc::new(sessions);
    let total: usize = std::env::var("INSIGHT_FUZZ_REQUESTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let next = Arc::new(AtomicUsize::new(0));
    let retried = Arc::new(AtomicUsize::new(0));
    let by_status = Arc::new(std::sync::Mutex::new(std::collections::BTreeMap::<
        u16,
        usize,
    >::new()));
    let failures = Arc::new(std::sync::Mutex::new(Vec::<String>::new()));
    let started = Instant::now();
    let mut workers = Vec::new();
    for w in 0..8u64 {
        let retried = retried.clone();
        let (client, base, sessions, next, by_status, failures) = (
            client.clone(),
            base.clone(),
            sessions.clone(),
            next.clone(),
            by_status.clone(),
            failures.clone(),
        );
        workers.push(tokio::spawn(async move {
            let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ (w + 1).wrapping_mul(0xD1B5_4A32_D192_ED03));
            while next.fetch_add(1, Ordering::SeqCst) < total {
                let (method, path, key, body) = generate(&mut rng, &sessions);
                let mut req = client
                    .request(method.clone(), format!("{base}{path}"))
                    .header("Content-Type", "application/json")
                    .body(body.clone());
                if let Some(k) = &key {
                    if let Ok(v) = reqwest::header::HeaderValue::from_str(&format!("Bearer {k}")) {
                        req = req.header("Authorization", v);
                    }
                }
                // A pooled connection the server closed after answering a request early (a
                // 413 or 404 sent before reading a huge body) fails the next request on it:
                // that one is sent again once, on a fresh connection, and counted.
                let sent = match req.send().await {
                    Ok(r) => Ok(r),
                    Err(_) => {
                        retried.fetch_add(1, Ordering::SeqCst);
                        let fresh = reqwest::Client::builder()
                            .pool_max_idle_per_host(0)
                            .timeout(Duration::from_secs(30))
                            .build()
                            .unwrap();
                        let mut again = fresh
                            .request(method.clone(), format!("{base}{path}"))
                            .header("Content-Type", "application/json")
                            .body(body.clone());
                        if let Some(k) = &key {
                            if let Ok(v) =
                                reqwest::header::HeaderValue::from_str(&format!("Bearer {k}"))
                            {
                                again = again.header("Authorization", v);
                            }
                        }
                        again.send().await
                    }
                };
                match sent {
                    Ok(resp) => {
                        let status = resp.status().as_u16();
                        let _ = resp.bytes().await;
                        *by_status.lock().unwrap().entry(status).or_default() += 1;
                        if status >= 500 {
                            failures.lock().unwrap().push(format!(
                                "{status} {method} {path} {}",
                                String::from_utf8_lossy(&body)
                                    .chars()
                                    .take(200)
                                    .collect::<String>()
                            ));
                        }
                    }
                    Err(e) => failures
                        .lock()
                        .unwrap()
                        .push(format!("transport error {method} {path}: {e}")),
                }
            }
        }));
    }
    for w in workers {
        w.await.unwrap();
    }
    let by_status = by_status.lock().unwrap().clone();
    let sent: usize = by_status.values().sum();
    println!(
        "robustness: {sent} generated requests in {:.1} s, by status {by_status:?}; {} sent again on a fresh connection",
        started.elapsed().as_secs_f64(),
        retried.load(Ordering::SeqCst)
    );
    let failures = failures.lock().unwrap().clone();
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(sent >= total, "{sent}");
    assert!(
        by_status.get(&200).copied().unwrap_or(0) > 100,
        "{by_status:?}"
    );
    // Still serving.
    let v: Value = reqwest::get(format!("{base}/healthz"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(v["status"], "ok");
}

fn chromium() -> Option<String> {
    if let Ok(c) = std::env::var("CHROME") {
        return Some(c);
    }
    [
        "chromium",
        "chromium-browser",
        "google-chrome",
        "chrome-headless-shell",
    ]
    .iter()
    .find(|b| {
        std::process::Command::new(b)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
    .map(|b| b.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_web_page_shows_a_table_and_a_chart() {
    let Some(browser) = chromium() else {
        eprintln!("SKIPPED: no Chromium on PATH (apt-get install -y chromium, or `make webtest`)");
        return;
    };
    // The driver speaks the DevTools protocol with Node's built-in WebSocket (no npm package):
    // `--dump-dom` alone does not wait for a streamed answer.
    let node_ok = std::process::Command::new("node")
        .args([
            "--experimental-websocket",
            "-e",
            "if (typeof WebSocket !== 'function') process.exit(1)",
        ])
        .output()
        .is_ok_and(|o| o.status.success());
    if !node_ok {
        eprintln!("SKIPPED: the browser driver needs Node >= 20 (node --experimental-websocket)");
        return;
    }
    let base = server(false).await;
    let shot = std::env::temp_dir().join("insight-web-test.png");
    let url = format!(
        "{base}/?key=demo&q={}&q={}",
        "Top%205%20products%20by%20revenue%20last%20month", "and%20the%20month%20before%3F"
    );
    let driver = root().join("tests/web/cdp.mjs");
    let out = {
        let shot = shot.clone();
        tokio::task::spawn_blocking(move || {
            std::process::Command::new("node")
                .arg("--experimental-websocket")
                .arg(driver)
                .arg(browser)
                .arg(url)
                .arg(shot)
                .arg("90000")
                .output()
                .expect("run the browser driver")
        })
        .await
        .unwrap()
    };
    let dom = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success() && dom.contains("data-idle=\"true\""),
        "the page did not finish: {}",
        String::from_utf8_lossy(&out.stderr)
            .chars()
            .take(4000)
            .collect::<String>()
    );
    // Two answers, each with a sortable table and a rendered chart.
    assert_eq!(dom.matches("class=\"result\"").count(), 2, "{dom}");
    assert!(
        dom.contains("Northwind 12-Inch Pre-Seasoned Cast Iron Skillet"),
        "{dom}"
    );
    assert!(dom.contains("<th scope=\"col\""), "{dom}");
    assert_eq!(
        dom.matches("data-rendered=\"true\"").count(),
        2,
        "charts: {dom}"
    );
    assert!(dom.contains("<svg"), "vega-embed renders SVG");
    assert_eq!(dom.matches("data-status=\"answered\"").count(), 2, "{dom}");
    // The follow-up was read against the first question.
    assert!(dom.contains("2025-10-01"), "{dom}");
    // Streaming progress, the disclosure, and follow-ups as buttons.
    assert!(dom.contains("data-event=\"step_finished\""), "{dom}");
    assert!(dom.contains("<summary>Plan</summary>"), "{dom}");
    assert!(dom.contains("class=\"chip followup\""), "{dom}");
    assert!(shot.exists());
    println!(
        "web page: 2 answers with tables and charts; screenshot at {}",
        shot.display()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a 60-second load test: cargo test --test serve_robust -- --ignored --nocapture"]
async fn load_100_clients_60s() {
    let base = server(false).await;
    let secs: u64 = std::env::var("INSIGHT_LOAD_SECS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60);
    let clients: usize = std::env::var("INSIGHT_LOAD_CLIENTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(clients)
        .timeout(Duration::from_secs(60))
        .build()
        .unwrap();
    let stop = Instant::now() + Duration::from_secs(secs);
    let questions = [
        "What were my total sales last week?",
        "Top 5 products by units last month",
        "How many units did I sell in September 2025?",
        "Revenue by week in the last 3 months",
        "What is my conversion rate this month?",
        "How many units of P0002 did I sell last month?",
    ];
    let mut tasks = Vec::new();
    for c in 0..clients {
        let (client, base) = (client.clone(), base.clone());
        tasks.push(tokio::spawn(async move {
            let mut lat = Vec::new();
            let mut errors = 0usize;
            let mut i = c;
            while Instant::now() < stop {
                let t = Instant::now();
                let r = client
                    .post(format!("{base}/v1/ask"))
                    .header("Authorization", "Bearer demo")
                    .json(&json!({"question": questions[i % questions.len()]}))
                    .send()
                    .await;
                match r {
                    Ok(resp) if resp.status().is_success() => {
                        let _ = resp.bytes().await;
                        lat.push(t.elapsed().as_secs_f64() * 1e3);
                    }
                    Ok(resp) => {
                        errors += 1;
                        if errors == 1 {
                            let status = resp.status();
                            eprintln!("load: {status}: {}", resp.text().await.unwrap_or_default());
                        }
                    }
                    Err(e) => {
                        errors += 1;
                        if errors == 1 {
                            eprintln!("load: {e}");
                        }
                    }
                }
                i += 1;
            }
            (lat, errors)
        }));
    }
    let mut all = Vec::new();
    let mut errors = 0;
    for t in tasks {
        let (l, e) = t.await.unwrap();
        all.extend(l);
        errors += e;
    }
    all.sort_by(f64::total_cmp);
    let p = |q: f64| all[((all.len() as f64 - 1.0) * q).round() as usize];
    println!(
        "load: {clients} clients, {secs} s: {} answers ({:.0}/s), {errors} errors; latency p50 {:.0} ms, p90 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
        all.len(),
        all.len() as f64 / secs as f64,
        p(0.5),
        p(0.9),
        p(0.99),
        all.last().copied().unwrap_or(0.0)
    );
    assert_eq!(errors, 0);
}
