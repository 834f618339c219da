//! The OpenAPI 3.1 document of the HTTP API, generated from the handlers' Rust types.
//!
//! Why schemars rather than utoipa: every type the API returns (the [`Answer`], plans, findings,
//! time slots, ...) already derives `JsonSchema` for the committed `schemas/`, and OpenAPI 3.1
//! schemas *are* JSON Schema 2020-12, which schemars generates; utoipa would need a second
//! derive on every one of those types across the stages. The paths are written here; the
//! schemas come from the types. `openapi.json` at the repository root is this document,
//! committed; a test fails when it drifts (`INSIGHT_BLESS=1 cargo test --test serve openapi` regenerates it).

use axum::extract::State;
use axum::Json;
use schemars::generate::SchemaSettings;
use serde_json::{json, Map, Value};

use super::openai::ChatRequest;
use super::{AppState, AskBody, ErrorBody, PlanPreview, SessionAnswer};

/// The document.
pub fn document() -> Value {
    let mut generator = SchemaSettings::draft2020_12()
        .with(|s| s.definitions_path = "/components/schemas".into())
        .into_generator();
    let mut refs = Map::new();
    refs.insert(
        "AskBody".into(),
        generator.subschema_for::<AskBody>().to_value(),
    );
    refs.insert(
        "SessionAnswer".into(),
        generator.subschema_for::<SessionAnswer>().to_value(),
    );
    refs.insert(
        "PlanPreview".into(),
        generator.subschema_for::<PlanPreview>().to_value(),
    );
    refs.insert(
        "ErrorBody".into(),
        generator.subschema_for::<ErrorBody>().to_value(),
    );
    refs.insert(
        "ChatRequest".into(),
        generator.subschema_for::<ChatRequest>().to_value(),
    );
    let mut schemas: Map<String, Value> = generator.take_definitions(true).into_iter().collect();
    for (name, r) in refs {
        // Types schemars inlines (no `$ref`) get a component of their own.
        if r.get("$ref").is_none() {
            schemas.insert(name, r);
        }
    }
    let schema = |name: &str| json!({"$ref": format!("#/components/schemas/{name}")});
    let error = |desc: &str| json!({"description": desc, "content": {"application/json": {"schema": schema("ErrorBody")}}});
    let errors = |extra: &[(&str, &str)]| {
        let mut m = Map::new();
        for (code, desc) in [
            ("400", "`bad_json`, `bad_request`, `empty_question`"),
            ("401", "`missing_key`, `unknown_key`"),
            ("404", "`not_found` (a session this key does not have)"),
            ("413", "`body_too_large`, `question_too_long`"),
            ("429", "`rate_limited` (see `Retry-After`)"),
            ("500", "`internal_error`"),
        ] {
            m.insert(code.into(), error(desc));
        }
        for (code, desc) in extra {
            m.insert((*code).into(), error(desc));
        }
        m
    };
    let json_body = |name: &str| json!({"required": true, "content": {"application/json": {"schema": schema(name)}}});
    let mut ask_responses = errors(&[(
        "422",
        "`out_of_domain`: the body carries the refusal `answer` with suggestions",
    )]);
    ask_responses.insert(
        "200".into(),
        json!({"description": "The answer in its session, or with `preview` the plan not yet run.",
               "content": {"application/json": {"schema": {"oneOf": [schema("SessionAnswer"), schema("PlanPreview")]}}}}),
    );
    let mut stream_responses = errors(&[]);
    stream_responses.insert(
        "200".into(),
        json!({"description": "Server-Sent Events: `session`, `ood`, `route`, `plan`, `step_started`, `step_finished`, `api_call`, `llm_call`, `findings`, `answer_delta` (`{\"text\"}`), `answer` (a SessionAnswer), `error` (an ErrorBody), `done` (`[DONE]`).",
               "content": {"text/event-stream": {"schema": {"type": "string"}}}}),
    );
    let mut chat_responses = errors(&[]);
    chat_responses.insert(
        "200".into(),
        json!({"description": "A `chat.completion` object, or with `stream: true` `chat.completion.chunk` events ending with `data: [DONE]` (the OpenAI format).",
               "content": {"application/json": {"schema": {"type": "object"}}, "text/event-stream": {"schema": {"type": "string"}}}}),
    );
    json!({
        "openapi": "3.1.0",
        "jsonSchemaDialect": "https://json-schema.org/draft/2020-12/schema",
        "info": {
            "title": "Insight Agents",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Answers a marketplace seller's business questions from the seller's own data. The seller is bound by the API key (`Authorization: Bearer <key>`), never by the question. Every error has the shape `{\"error\": {\"code\", \"message\"}}`.",
        },
        "servers": [{"url": "http://127.0.0.1:8080"}],
        "security": [{"bearer": []}],
        "paths": {
            "/v1/ask": {"post": {
                "operationId": "ask",
                "summary": "Ask a question, or follow up in a session",
                "requestBody": json_body("AskBody"),
                "responses": ask_responses,
            }},
            "/v1/ask/stream": {"post": {
                "operationId": "askStream",
                "summary": "Ask, with progress as Server-Sent Events; disconnecting cancels the work",
                "requestBody": json_body("AskBody"),
                "responses": stream_responses,
            }},
            "/v1/chat/completions": {"post": {
                "operationId": "chatCompletions",
                "summary": "OpenAI-compatible chat: the messages' history is the conversation",
                "requestBody": json_body("ChatRequest"),
                "responses": chat_responses,
            }},
            "/v1/models": {"get": {
                "operationId": "listModels",
                "summary": "OpenAI-compatible model list",
                "responses": {"200": {"description": "`{\"object\": \"list\", \"data\": [{\"id\": \"insight-agents\", ...}]}`",
                    "content": {"application/json": {"schema": {"type": "object"}}}},
                    "401": error("`missing_key`, `unknown_key`")},
            }},
            "/v1/catalog": {"get": {
                "operationId": "catalog",
                "summary": "What can be asked: the data APIs, their measures and example questions",
                "responses": {"200": {"description": "`{\"apis\": [{\"name\", \"description\", \"dimension\", \"measures\", \"examples\"}]}`",
                    "content": {"application/json": {"schema": {"type": "object"}}}},
                    "401": error("`missing_key`, `unknown_key`")},
            }},
            "/healthz": {"get": {
                "operationId": "health", "security": [],
                "summary": "Liveness: the data's span, the clock, the planner",
                "responses": {"200": {"description": "`{\"status\": \"ok\", ...}`", "content": {"application/json": {"schema": {"type": "object"}}}}},
            }},
            "/metrics": {"get": {
                "operationId": "metrics", "security": [],
                "summary": "Prometheus metrics",
                "responses": {"200": {"description": "The Prometheus text format", "content": {"text/plain": {"schema": {"type": "string"}}}}},
            }},
            "/openapi.json": {"get": {
                "operationId": "openapi", "security": [],
                "summary": "This document",
                "responses": {"200": {"description": "OpenAPI 3.1", "content": {"application/json": {"schema": {"type": "object"}}}}},
            }},
            "/": {"get": {
                "operationId": "webPage", "security": [],
                "summary": "The web page (chat, tables, charts)",
                "responses": {"200": {"description": "HTML", "content": {"text/html": {"schema": {"type": "string"}}}}},
            }},
        },
        "components": {
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer", "description": "An API key from insight.yaml `keys` (demo: `demo`)."}},
            "schemas": schemas,
        },
    })
}

/// `GET /openapi.json`.
pub(super) async fn openapi_json(State(_): State<AppState>) -> Json<Value> {
    Json(document())
}
