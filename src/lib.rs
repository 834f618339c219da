//! # Insight Agents
//!
//! Answers a seller's business questions from the seller's own data, through data APIs: a
//! language model (when one is configured) plans and writes prose, but never writes SQL and never
//! does arithmetic. The offline mode (no LLM) is the default and answers on its own.
//!
//! ## Layout: one module per stage of `DESIGN.md`
//! | module | stage | takes → gives |
//! |---|---|---|
//! | [`catalog`] | start-up | the `apis/ domains/ prompts/ plugins/ models/` folders → one immutable [`catalog::Catalog`], or every problem as `file:line:col: message` |
//! | [`data`] | the embedded store | the demo marketplace generator, CSV import/export, the SQLite store |
//! | [`table`] | everywhere | the one tabular value passed between stages |
//! | [`backend`] | Data Presenter: execute | an API call (descriptor + payload + tenant) → a [`table::Table`] (`store`, `http`, `script`) |
//! | [`tools`] | Data Presenter: calculate | the Rhai sandbox and the registry of calculation / post-processing tools |
//! | [`plan`] | Data Presenter: plan data + execute | the plan document and its executor (concurrency, timeouts, retries, typed failures) |
//! | [`embed`] | Manager: embed once | a question → one [`embed::Embedding`] (all-MiniLM-L6-v2 via ONNX Runtime) |
//! | [`ood`] | Manager: in-domain check | an embedding → [`ood::OodResult`] (autoencoder reconstruction error) |
//! | [`router`] | Manager: route | an embedding → [`router::RoutingDecision`] |
//! | [`gate`] | Manager: secondary out-of-domain check | a question, its embedding and the seller's product titles → [`gate::GateVerdict`] (domain vocabulary, applied to both workers) |
//! | [`manager`] | Manager | the models loaded once ([`manager::ManagerModels`]), both workers raced and the loser cancelled ([`manager::race`]), deadlines |
//! | [`insight`] | Insight Generator | a diagnostic question → domains, ranked findings, recommendations, explanation |
//! | [`language`] | before the manager | a question in another language → the English question, from the glossaries (`languages/`), or the words no glossary knows |
//! | [`train`] | offline | trains and evaluates the manager's models |
//! | [`augment`] | Manager: augment | time expressions → explicit ISO date ranges |
//! | [`planner`] | Data Presenter: plan | a question → a plan (catalog planner, LLM planner) |
//! | [`presenter`] | Data Presenter: present | plan results → answer text, tables, chart |
//! | [`answer`] | everywhere after planning | the answer object returned by `ask` and `POST /v1/ask` |
//! | [`llm`] | optional | the LLM trait and its backends (`none`, `openai`) |
//! | [`guard`] | Guardrails | a finished answer + the tenant → the same answer with PII masked, toxic prose and policy topics refused, other sellers' data and thin benchmarks removed, and a record of each action |
//! | [`engine`] | the pipeline | a question and a tenant → an [`answer::Answer`] (the manager's flow over both workers, then the guardrails) |
//! | [`progress`] | everywhere | progress events (plan, API calls, tools, LLM calls) to an optional per-question sink |
//! | [`session`] | serving | conversation memory: turns, follow-ups rewritten into standalone questions, clarifications as pauses |
//! | [`serve`] | serving | `insight serve` (axum): JSON, SSE, OpenAI-compatible chat, the web page, OpenAPI, metrics |
//!
//! The seller is always bound by the caller's tenant (API key or `--seller`), never by the
//! question text or by a plan: backends receive the tenant separately from the payload.

pub mod answer;
pub mod augment;
pub mod backend;
pub mod catalog;
pub mod config;
pub mod data;
pub mod embed;
pub mod engine;
pub mod gate;
pub mod guard;
pub mod insight;
pub mod language;
pub mod llm;
pub mod manager;
pub mod ood;
pub mod plan;
pub mod planner;
pub mod presenter;
pub mod progress;
pub mod router;
pub mod serve;
pub mod session;
pub mod table;
pub mod tools;
pub mod train;
