//! Metrics in the Prometheus text format, request ids and request logs.
//!
//! A small hand-written registry rather than a metrics framework: the set is fixed and small,
//! and the exposition format is a few lines (a dependency would bring a global recorder and an
//! upkeep task for the same output).
//!
//! | metric | labels |
//! |---|---|
//! | `insight_http_requests_total` | `route` (the matched route template), `status` |
//! | `insight_http_request_duration_seconds` (histogram) | `route`, `status` |
//! | `insight_answers_total` | `status` (answered, clarification_needed, ...) |
//! | `insight_llm_calls_total` | `outcome` (ok, error) |
//! | `insight_api_calls_total` | `api`, `outcome` (ok, error: each attempt) |
//! | `insight_api_failures_total` | `api` (steps that failed after retries) |
//! | `insight_cancellations_total` | `reason` (`client_disconnect`, `losing_branch`) |
//! | `insight_rate_limited_total` | |
//! | `insight_sessions` (gauge) | |

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::extract::{MatchedPath, Request, State};
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::AppState;
use crate::answer::Answer;
use crate::progress::{Progress, Sink};

const BUCKETS: [f64; 12] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0,
];

#[derive(Default, Clone)]
struct Histogram {
    counts: [u64; BUCKETS.len()],
    sum: f64,
    count: u64,
}

/// The server's counters.
#[derive(Default)]
pub struct Metrics {
    requests: Mutex<BTreeMap<(String, u16), u64>>,
    latency: Mutex<BTreeMap<(String, u16), Histogram>>,
    answers: Mutex<BTreeMap<String, u64>>,
    llm: Mutex<BTreeMap<&'static str, u64>>,
    api_calls: Mutex<BTreeMap<(String, &'static str), u64>>,
    api_failures: Mutex<BTreeMap<String, u64>>,
    cancellations: Mutex<BTreeMap<&'static str, u64>>,
    rate_limited: AtomicU64,
    sessions: AtomicU64,
    next_id: AtomicU64,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Metrics {
    /// Counts one finished request.
    pub fn request(&self, route: &str, status: u16, seconds: f64) {
        *lock(&self.requests)
            .entry((route.to_string(), status))
            .or_default() += 1;
        let mut lat = lock(&self.latency);
        let h = lat.entry((route.to_string(), status)).or_default();
        for (i, b) in BUCKETS.iter().enumerate() {
            if seconds <= *b {
                h.counts[i] += 1;
            }
        }
        h.sum += seconds;
        h.count += 1;
    }

    /// Counts an answer by status, and the losing branch the manager cancelled.
    pub fn answered(&self, a: &Answer) {
        let status = serde_json::to_value(a.status)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_else(|| "unknown".into());
        *lock(&self.answers).entry(status).or_default() += 1;
        if let Some(b) = &a.branches {
            if !b.cancelled.is_empty() {
                *lock(&self.cancellations)
                    .entry("losing_branch")
                    .or_default() += b.cancelled.len() as u64;
            }
        }
    }

    /// Counts work cancelled because its client went away.
    pub fn cancelled_by_client(&self) {
        *lock(&self.cancellations)
            .entry("client_disconnect")
            .or_default() += 1;
    }

    /// Counts a request refused by the rate limit.
    pub fn rate_limited(&self) {
        self.rate_limited.fetch_add(1, Ordering::Relaxed);
    }

    /// Sets the sessions gauge.
    pub fn set_sessions(&self, n: usize) {
        self.sessions.store(n as u64, Ordering::Relaxed);
    }

    /// Counts one progress event (API calls, failed steps, LLM calls).
    pub fn progress(&self, p: &Progress) {
        match p {
            Progress::ApiCall { api, ok } => {
                *lock(&self.api_calls)
                    .entry((api.clone(), if *ok { "ok" } else { "error" }))
                    .or_default() += 1;
            }
            Progress::StepFinished {
                kind: "api",
                name,
                ok: false,
                ..
            } => {
                *lock(&self.api_failures).entry(name.clone()).or_default() += 1;
            }
            Progress::LlmCall { ok } => {
                *lock(&self.llm)
                    .entry(if *ok { "ok" } else { "error" })
                    .or_default() += 1;
            }
            _ => {}
        }
    }

    /// A progress sink that only counts.
    pub fn sink(self: &Arc<Self>) -> Sink {
        let m = self.clone();
        Arc::new(move |_, p| m.progress(&p))
    }

    /// A new request id.
    pub fn next_request_id(&self) -> String {
        let n = self.next_id.fetch_add(1, Ordering::Relaxed);
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_micros())
            .unwrap_or(0);
        format!("{t:x}-{n:x}")
    }

    /// The Prometheus text exposition.
    pub fn render(&self) -> String {
        let mut out = String::new();
        let esc = |s: &str| {
            s.replace('\\', "\\\\")
                .replace('"', "\\\"")
                .replace('\n', "\\n")
        };
        out.push_str("# HELP insight_http_requests_total HTTP requests by route and status.\n# TYPE insight_http_requests_total counter\n");
        for ((route, status), n) in lock(&self.requests).iter() {
            let _ = writeln!(
                out,
                "insight_http_requests_total{{route=\"{}\",status=\"{status}\"}} {n}",
                esc(route)
            );
        }
        out.push_str("# HELP insight_http_request_duration_seconds Time to the response head, by route and status (an event stream's head comes first).\n# TYPE insight_http_request_duration_seconds histogram\n");
        for ((route, status), h) in lock(&self.latency).iter() {
            let labels = format!("route=\"{}\",status=\"{status}\"", esc(route));
            for (i, b) in BUCKETS.iter().enumerate() {
                let _ = writeln!(
                    out,
                    "insight_http_request_duration_seconds_bucket{{{labels},le=\"{b}\"}} {}",
                    h.counts[i]
                );
            }
            let _ = writeln!(
                out,
                "insight_http_request_duration_seconds_bucket{{{labels},le=\"+Inf\"}} {}",
                h.count
            );
            let _ = writeln!(
                out,
                "insight_http_request_duration_seconds_sum{{{labels}}} {}",
                h.sum
            );
            let _ = writeln!(
                out,
                "insight_http_request_duration_seconds_count{{{labels}}} {}",
                h.count
            );
        }
        out.push_str("# HELP insight_answers_total Answers by status.\n# TYPE insight_answers_total counter\n");
        for (s, n) in lock(&self.answers).iter() {
            let _ = writeln!(out, "insight_answers_total{{status=\"{}\"}} {n}", esc(s));
        }
        out.push_str("# HELP insight_llm_calls_total LLM calls by outcome.\n# TYPE insight_llm_calls_total counter\n");
        for outcome in ["ok", "error"] {
            let n = lock(&self.llm).get(outcome).copied().unwrap_or(0);
            let _ = writeln!(out, "insight_llm_calls_total{{outcome=\"{outcome}\"}} {n}");
        }
        out.push_str("# HELP insight_api_calls_total Data API call attempts by API and outcome.\n# TYPE insight_api_calls_total counter\n");
        for ((api, outcome), n) in lock(&self.api_calls).iter() {
            let _ = writeln!(
                out,
                "insight_api_calls_total{{api=\"{}\",outcome=\"{outcome}\"}} {n}",
                esc(api)
            );
        }
        out.push_str("# HELP insight_api_failures_total Data API steps that failed (after retries).\n# TYPE insight_api_failures_total counter\n");
        for (api, n) in lock(&self.api_failures).iter() {
            let _ = writeln!(
                out,
                "insight_api_failures_total{{api=\"{}\"}} {n}",
                esc(api)
            );
        }
        out.push_str("# HELP insight_cancellations_total Work cancelled: a client that went away, or the manager's losing branch.\n# TYPE insight_cancellations_total counter\n");
        for reason in ["client_disconnect", "losing_branch"] {
            let n = lock(&self.cancellations).get(reason).copied().unwrap_or(0);
            let _ = writeln!(
                out,
                "insight_cancellations_total{{reason=\"{reason}\"}} {n}"
            );
        }
        out.push_str("# HELP insight_rate_limited_total Requests refused by a key's rate limit.\n# TYPE insight_rate_limited_total counter\n");
        let _ = writeln!(
            out,
            "insight_rate_limited_total {}",
            self.rate_limited.load(Ordering::Relaxed)
        );
        out.push_str(
            "# HELP insight_sessions Conversations in memory.\n# TYPE insight_sessions gauge\n",
        );
        let _ = writeln!(
            out,
            "insight_sessions {}",
            self.sessions.load(Ordering::Relaxed)
        );
        out
    }
}

/// `GET /metrics`.
pub async fn metrics(State(state): State<AppState>) -> Response {
    state
        .metrics
        .set_sessions(state.conversations.store().len());
    (
        [(
            header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        state.metrics.render(),
    )
        .into_response()
}

/// A request id from the client's `X-Request-Id` when it is sane, else a new one.
fn request_id(req: &Request, metrics: &Metrics) -> String {
    req.headers()
        .get("x-request-id")
        .and_then(|v| v.to_str().ok())
        .filter(|v| {
            !v.is_empty()
                && v.len() <= 64
                && v.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-_.:".contains(&b))
        })
        .map(str::to_string)
        .unwrap_or_else(|| metrics.next_request_id())
}

/// Middleware: a request id (echoed in `X-Request-Id`, on every log line of the request), one
/// log line per request, and the request metrics.
pub async fn observe(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let started = Instant::now();
    let route = req
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_string())
        .unwrap_or_else(|| "unmatched".into());
    let method = req.method().clone();
    let id = request_id(&req, &state.metrics);
    let span = tracing::info_span!("request", request_id = %id, %method, route = %route);
    let mut resp = {
        use tracing::Instrument;
        next.run(req).instrument(span.clone()).await
    };
    let status = resp.status().as_u16();
    let secs = started.elapsed().as_secs_f64();
    state.metrics.request(&route, status, secs);
    span.in_scope(|| tracing::info!(status, latency_ms = secs * 1e3, "request finished"));
    if let Ok(v) = HeaderValue::from_str(&id) {
        resp.headers_mut().insert("x-request-id", v);
    }
    resp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exposition_has_counters_and_histograms() {
        let m = Metrics::default();
        m.request("/v1/ask", 200, 0.02);
        m.request("/v1/ask", 200, 0.2);
        m.request("/v1/ask", 429, 0.001);
        m.progress(&Progress::ApiCall {
            api: "sales_summary".into(),
            ok: true,
        });
        m.progress(&Progress::LlmCall { ok: false });
        m.cancelled_by_client();
        let text = m.render();
        assert!(
            text.contains("insight_http_requests_total{route=\"/v1/ask\",status=\"200\"} 2"),
            "{text}"
        );
        assert!(text.contains("insight_http_request_duration_seconds_bucket{route=\"/v1/ask\",status=\"200\",le=\"0.025\"} 1"), "{text}");
        assert!(text.contains("insight_http_request_duration_seconds_bucket{route=\"/v1/ask\",status=\"200\",le=\"+Inf\"} 2"), "{text}");
        assert!(text.contains("insight_api_calls_total{api=\"sales_summary\",outcome=\"ok\"} 1"));
        assert!(text.contains("insight_llm_calls_total{outcome=\"error\"} 1"));
        assert!(text.contains("insight_cancellations_total{reason=\"client_disconnect\"} 1"));
    }
}
