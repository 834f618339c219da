//! The `http` backend: an existing JSON data service.
//!
//! The URL template's `{name}` holes are filled with URL-encoded parameter values and
//! `{seller_id}` with the tenant; POST also sends the parameters (and `seller_id`) as a JSON body.
//! The rows are objects keyed by column name, found at `rows_pointer`. Connection failures, 429
//! and 5xx are transient (the executor retries them); other 4xx and malformed responses are not.

use serde_json::{Map, Value};

use super::{coerce, ApiRequest, BackendError, BoxFuture, DataBackend};
use crate::catalog::api::{Backend, HttpMethod};
use crate::table::Table;

/// Calls JSON endpoints.
pub struct HttpRunner {
    client: reqwest::Client,
}

impl Default for HttpRunner {
    fn default() -> Self {
        Self::new()
    }
}

impl HttpRunner {
    /// A runner with its own connection pool.
    pub fn new() -> Self {
        HttpRunner {
            client: reqwest::Client::new(),
        }
    }
}

fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => out.push(b as char),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

fn text_of(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Array(a) => a.iter().map(text_of).collect::<Vec<_>>().join(","),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// Fills `{name}` holes of a template.
pub fn fill(template: &str, params: &Map<String, Value>, seller_id: &str, url_encode: bool) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                let raw = if name == "seller_id" {
                    seller_id.to_string()
                } else {
                    params.get(name).map(text_of).unwrap_or_default()
                };
                out.push_str(&if url_encode { encode(&raw) } else { raw });
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

impl DataBackend for HttpRunner {
    fn kind(&self) -> &'static str {
        "http"
    }

    fn call<'a>(&'a self, req: ApiRequest<'a>) -> BoxFuture<'a, Result<Table, BackendError>> {
        Box::pin(async move {
            let desc = &req.api.descriptor;
            let Backend::Http(http) = &desc.backend else {
                return Err(BackendError::Failed(format!("API `{}` is not an http API", desc.name)));
            };
            let seller = &req.tenant.seller_id;
            let url = fill(&http.url, req.params, seller, true);
            let mut builder = match http.method {
                HttpMethod::Get => self.client.get(&url),
                HttpMethod::Post => {
                    let mut body = req.params.clone();
                    body.insert("seller_id".into(), Value::String(seller.clone()));
                    self.client.post(&url).json(&body)
                }
            };
            for (k, v) in &http.headers {
                builder = builder.header(k, fill(v, req.params, seller, false));
            }
            let resp = builder.send().await.map_err(|e| {
                if e.is_timeout() {
                    BackendError::Timeout(format!("API `{}`: {url} did not answer in time", desc.name))
                } else {
                    BackendError::Transient(format!("API `{}`: cannot reach {url}: {e}", desc.name))
                }
            })?;
            let status = resp.status();
            if status.as_u16() == 429 || status.is_server_error() {
                return Err(BackendError::Transient(format!("API `{}`: {url} answered HTTP {status}", desc.name)));
            }
            if !status.is_success() {
                return Err(BackendError::Failed(format!("API `{}`: {url} answered HTTP {status}", desc.name)));
            }
            let body: Value = resp
                .json()
                .await
                .map_err(|e| BackendError::Failed(format!("API `{}`: the response is not JSON: {e}", desc.name)))?;
            let rows = body.pointer(&http.rows_pointer).and_then(Value::as_array).ok_or_else(|| {
                BackendError::Failed(format!(
                    "API `{}`: no array of rows at `{}` in the response",
                    desc.name, http.rows_pointer
                ))
            })?;
            let columns = desc.table_columns();
            let mut table = Table::new(columns.clone());
            for (i, row) in rows.iter().enumerate() {
                let Value::Object(obj) = row else {
                    return Err(BackendError::Failed(format!("API `{}`: row {i} is not an object", desc.name)));
                };
                let mut out = Vec::with_capacity(columns.len());
                for c in &columns {
                    let v = obj.get(&c.name).unwrap_or(&Value::Null);
                    out.push(coerce(v, c.ty).ok_or_else(|| {
                        BackendError::Failed(format!(
                            "API `{}`: row {i} column `{}` is {v}, expected {:?}",
                            desc.name, c.name, c.ty
                        ))
                    })?);
                }
                table.rows.push(out);
            }
            Ok(table)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_and_encodes() {
        let mut p = Map::new();
        p.insert("q".into(), Value::String("pan & pot".into()));
        p.insert("ids".into(), serde_json::json!(["P1", "P2"]));
        assert_eq!(
            fill("http://x/{seller_id}?q={q}&ids={ids}&missing={m}", &p, "S001", true),
            "http://x/S001?q=pan%20%26%20pot&ids=P1%2CP2&missing="
        );
    }
}
