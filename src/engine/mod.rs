//! The pipeline behind `insight ask` and `POST /v1/ask`: one question in, one [`Answer`] out.
//! The manager's flow is here ([`crate::manager::race`] runs both workers); the two workers'
//! glue is in `data_presenter.rs` and `insight_generator.rs`.
//!
//! ```text
//! question ─ embed once ─ resolve time ─┬─ screening: OOD check + route ── decides ─┐
//!                                       ├─ Data Presenter: plan ─ execute ─ present ├─ loser
//!                                       └─ Insight Generator: domains ─ ... ─ explain┘ dropped
//! ```
//! The one embedding is passed to every later stage (never recomputed).
//!
//! Everything expensive is loaded once by [`Engine::load`] (catalog, store, models, the
//! planner's catalog embeddings, templates); [`Engine::ask`] is then cheap and safe to call from
//! many tasks at once. The seller is the request's [`Tenant`], bound by the caller's key.

mod coverage;
mod data_presenter;
mod gate_run;
mod guarded;
mod insight_generator;
mod load;
mod no_data;
mod refusal;

use load::{data_span, embed_examples};
use refusal::{join_words, Suggestion};

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

use chrono::{Duration, NaiveDate};

use crate::answer::{Answer, AnswerError, AnswerStatus, ResolvedTime};
use crate::augment::{self, Coverage, DataSpan, Resolution};
use crate::backend::{Backends, Tenant};
use crate::catalog::Catalog;
use crate::config::{Paths, Settings};
use crate::embed::{EmbedderOptions, Embedding};
use crate::gate::DomainGate;
use crate::insight::InsightGenerator;
use crate::llm::LlmClient;
use crate::manager::{self, Branch, Decision, ManagerModels, ModelPaths, RaceOutcome};
use crate::plan::executor::{ExecConfig, Executor};
use crate::plan::held::Held;
use crate::planner::catalog::CatalogPlanner;
use crate::planner::Planner;
use crate::presenter::Presenter;

/// Why the engine could not start.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// The catalog has problems.
    #[error("the catalog under {root} has {count} problem(s); run `insight validate` to see them")]
    Catalog {
        /// The catalog root.
        root: String,
        /// How many problems.
        count: usize,
    },
    /// The store is missing or unreadable.
    #[error("the data store {path} cannot be opened ({reason}); run `insight data generate` (or `make demo`) to build the demo store, or `insight data import DIR` to load your own CSV files")]
    Store {
        /// The store path.
        path: String,
        /// What went wrong.
        reason: String,
    },
    /// The manager's models (encoder, OOD, router).
    #[error("{0}")]
    Models(String),
    /// The planner or the presenter could not be built from the catalog.
    #[error("{0}")]
    Setup(String),
}

/// A question that cannot be asked (the caller's mistake, not an answer).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AskError {
    /// Nothing to answer.
    #[error("the question is empty; ask something like \"What were my sales last week?\"")]
    EmptyQuestion,
    /// Longer than the configured limit.
    #[error("the question is {len} characters long; the limit is {max}: ask one shorter question")]
    QuestionTooLong {
        /// Its length in characters.
        len: usize,
        /// The limit.
        max: usize,
    },
    /// The sentence encoder failed (an internal error: the models are loaded at start-up).
    #[error("the question could not be embedded: {0}")]
    Embed(String),
    /// A bug: a stage panicked. The process goes on; the question is reported.
    #[error("internal error while answering ({0}); please report the question")]
    Internal(String),
}

impl AskError {
    /// A stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            AskError::EmptyQuestion => "empty_question",
            AskError::QuestionTooLong { .. } => "question_too_long",
            AskError::Embed(_) | AskError::Internal(_) => "internal_error",
        }
    }
}

/// One question from one seller.
#[derive(Debug, Clone)]
pub struct AskRequest {
    /// The question as asked.
    pub question: String,
    /// "Today" for this question; the engine's clock when absent.
    pub today: Option<NaiveDate>,
    /// The seller, bound by the caller's key (never read from the question).
    pub tenant: Tenant,
}

/// The loaded pipeline.
pub struct Engine {
    catalog: Arc<Catalog>,
    models: ManagerModels,
    executor: Executor,
    planner: Arc<dyn Planner>,
    llm: Arc<dyn LlmClient>,
    presenter: Presenter,
    span: DataSpan,
    settings: Settings,
    suggestions: Vec<Suggestion>,
    insight: InsightGenerator,
    guards: crate::guard::Guards,
    facts: guarded::FactsCache,
    store: crate::backend::StoreLocation,
    /// Shared with the screening's run on the blocking pool (`Engine::spawn_gate`).
    gate: Arc<DomainGate>,
    /// The calendar's dated synonyms ("fall"), read once: the descriptive rule blanks them
    /// where the resolver read a date.
    dated_words: Vec<String>,
    sellers: coverage::SellerCoverage,
}

impl Engine {
    /// Loads the catalog, opens the store, loads the models, and builds the planner and the
    /// presenter. Every failure says what to run to fix it.
    pub fn load(paths: &Paths, settings: Settings) -> Result<Engine, EngineError> {
        Engine::load_with(paths, settings, EmbedderOptions::from_env())
    }

    /// As [`Engine::load`], with explicit embedder options (`insight serve` uses
    /// [`EmbedderOptions::throughput`]).
    pub fn load_with(
        paths: &Paths,
        settings: Settings,
        embed: EmbedderOptions,
    ) -> Result<Engine, EngineError> {
        let catalog = Catalog::load(&paths.root).map_err(|d| EngineError::Catalog {
            root: paths.root.display().to_string(),
            count: d.len(),
        })?;
        let catalog = Arc::new(catalog);
        let store = settings.store_location(paths);
        let span = data_span(&store)?;
        let models = ManagerModels::load_with(&ModelPaths::under(&paths.root), embed)
            .map_err(|e| EngineError::Models(e.to_string()))?;
        let backends =
            Arc::new(Backends::with_store(catalog.clone(), &store).map_err(EngineError::Setup)?);
        let exec_config = ExecConfig {
            default_timeout: std::time::Duration::from_millis(settings.deadlines.api_ms),
            ..ExecConfig::default()
        };
        let executor = Executor::new(catalog.clone(), backends.clone(), exec_config);
        let mut gate = DomainGate::new(catalog.clone(), models.embedder(), backends.clone())
            .map_err(|e| EngineError::Models(e.to_string()))?;
        gate.set_market(crate::gate::market::market_kinds(
            &store,
            &crate::planner::kind_names::KindNames::new(&catalog.kinds),
        ));
        let catalog_planner: Arc<dyn Planner> = Arc::new(
            CatalogPlanner::new(catalog.clone(), models.embedder().clone(), backends)
                .map_err(|e| EngineError::Setup(e.to_string()))?,
        );
        let llm = crate::llm::client_from_config(&settings.llm)
            .map_err(|e| EngineError::Setup(format!("llm: {e}")))?;
        // With no LLM this is the catalog planner itself.
        let planner = crate::llm::planner::with_llm(catalog.clone(), llm.clone(), catalog_planner);
        let presenter = Presenter::new(&catalog).map_err(|e| EngineError::Setup(e.to_string()))?;
        let suggestions = embed_examples(&catalog, &models)?;
        let insight = InsightGenerator::new(
            catalog.clone(),
            executor.clone(),
            models.embedder(),
            llm.clone(),
        )
        .map_err(|e| EngineError::Setup(e.to_string()))?;
        let guards =
            crate::guard::Guards::default_for(&paths.root).map_err(|d| EngineError::Catalog {
                root: paths.root.display().to_string(),
                count: d.len(),
            })?;
        let sellers = coverage::SellerCoverage::for_store(&store);
        let dated_words = catalog.calendar.dated_words();
        Ok(Engine {
            insight,
            guards,
            facts: guarded::FactsCache::default(),
            store,
            sellers,
            catalog,
            models,
            executor,
            planner,
            llm,
            presenter,
            span,
            settings,
            suggestions,
            gate: Arc::new(gate),
            dated_words,
        })
    }

    /// Replaces the planner (e.g. the LLM planner wrapping the catalog planner).
    pub fn with_planner(mut self, planner: Arc<dyn Planner>) -> Engine {
        self.planner = planner;
        self
    }

    /// The planner in use.
    pub fn planner(&self) -> &Arc<dyn Planner> {
        &self.planner
    }

    /// The Insight Generator.
    pub fn insight(&self) -> &InsightGenerator {
        &self.insight
    }

    /// The domain vocabulary gate (the manager's secondary out-of-domain check).
    pub fn gate_mut(&mut self) -> &mut DomainGate {
        // The only other holders are screenings on the blocking pool; `&mut self` starts no new
        // one, and one left running by a dropped answer ends within its few milliseconds.
        while Arc::strong_count(&self.gate) > 1 {
            std::thread::yield_now();
        }
        match Arc::get_mut(&mut self.gate) {
            Some(gate) => gate,
            None => unreachable!("no screening holds the gate"),
        }
    }

    /// The gate's verdict on one question, without answering it: the question embedded and its
    /// dates resolved as [`Engine::ask`] does. With `leave_out`, the question is left out of the
    /// gate's own examples (`DomainGate::screen_left_out`): how the gate's fit sees its training
    /// questions (`tests/gate_fit.rs`).
    pub async fn gate_verdict(
        &self,
        question: &str,
        tenant: &Tenant,
        leave_out: bool,
    ) -> Result<crate::gate::GateVerdict, AskError> {
        self.check_question(question)?;
        let embedding = self
            .models
            .embedder()
            .embed(question.trim())
            .map_err(|e| AskError::Embed(e.to_string()))?;
        self.gate_verdict_embedded(question, &embedding, tenant, leave_out)
            .await
    }

    /// As [`Engine::gate_verdict`], with the question's embedding already made (the gate's
    /// fit embeds thousands of questions in batches, `tests/gate_fit.rs`).
    pub async fn gate_verdict_embedded(
        &self,
        question: &str,
        embedding: &crate::embed::Embedding,
        tenant: &Tenant,
        leave_out: bool,
    ) -> Result<crate::gate::GateVerdict, AskError> {
        self.check_question(question)?;
        let question = question.trim();
        let today = self.default_today_for(tenant);
        let time = augment::resolve(
            question,
            today,
            self.span_of(tenant),
            &self.catalog.calendar,
        );
        let spans = time.slots.spans();
        Ok(if leave_out {
            self.gate
                .screen_left_out(question, &spans, embedding, tenant)
                .await
        } else {
            self.gate.screen(question, &spans, embedding, tenant).await
        })
    }

    /// The manager's models (encoder, OOD check, router).
    pub fn models(&self) -> &ManagerModels {
        &self.models
    }

    /// Where the store is (the server keeps its sessions in the same PostgreSQL database).
    pub fn store_location(&self) -> &crate::backend::StoreLocation {
        &self.store
    }

    /// The catalog.
    pub fn catalog(&self) -> &Arc<Catalog> {
        &self.catalog
    }

    /// The dates the data covers.
    pub fn span(&self) -> DataSpan {
        self.span
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// "Today" when a request gives none: the configured clock, else the day after the data.
    pub fn default_today(&self) -> NaiveDate {
        self.settings
            .clock
            .today
            .unwrap_or(self.span.end + Duration::days(1))
    }

    /// The days a seller's data covers: its own span when the store records coverage (an
    /// imported seller's 2010-2011 beside the demo's 2023-2025), else the store's.
    pub fn span_of(&self, tenant: &Tenant) -> DataSpan {
        match self.sellers.span(&tenant.seller_id) {
            Some((start, end)) => DataSpan { start, end },
            None => self.span,
        }
    }

    /// "Today" for a seller when a request gives none: the configured clock, else the day
    /// after the seller's data.
    pub fn default_today_for(&self, tenant: &Tenant) -> NaiveDate {
        self.settings
            .clock
            .today
            .unwrap_or(self.span_of(tenant).end + Duration::days(1))
    }

    /// Checks a question's text before anything runs.
    pub fn check_question(&self, question: &str) -> Result<(), AskError> {
        let len = question.chars().count();
        let max = self.settings.serve.max_question_chars;
        if question.trim().is_empty() {
            Err(AskError::EmptyQuestion)
        } else if len > max {
            Err(AskError::QuestionTooLong { len, max })
        } else {
            Ok(())
        }
    }

    /// Answers one question. Refusals, clarifications, "no data" and backend failures are
    /// answers (see [`AnswerStatus`]); only a question that cannot be asked is an error.
    pub async fn ask(&self, req: &AskRequest) -> Result<Answer, AskError> {
        use futures::FutureExt;
        // A bug in a stage must cost one answer, not the server or a batch of questions.
        match std::panic::AssertUnwindSafe(self.answer(req, true))
            .catch_unwind()
            .await
        {
            Ok(result) => result,
            Err(panic) => {
                let what = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "a stage panicked".into());
                tracing::error!(question = %req.question, "panic while answering: {what}");
                Err(AskError::Internal(what))
            }
        }
    }

    /// Answers one question as [`Engine::ask`] does, except that the manager's decisions (the
    /// out-of-domain check and the route) are recorded but not obeyed: the question goes to the
    /// Data Presenter (resolver, planner, executor) even when the manager would refuse it or
    /// send it to the Insight Generator. For measuring the descriptive pipeline apart from the
    /// manager's models (the worked and holdout sets); never used to serve a seller.
    pub async fn ask_descriptive(&self, req: &AskRequest) -> Result<Answer, AskError> {
        self.answer(req, false).await
    }

    /// A question in another language is read into English first (`language`), when its
    /// glossary knows every word, and answered as that English; the answer says what was read,
    /// or which words were not (the refusal's `english_only`).
    async fn answer(&self, req: &AskRequest, obey_manager: bool) -> Result<Answer, AskError> {
        self.check_question(&req.question)?;
        let reading = crate::gate::other_language(&req.question)
            .and_then(|_| crate::language::read(&self.catalog.languages, &req.question));
        let Some(reading) = reading else {
            return self.answer_english(req, obey_manager).await;
        };
        let mut answer = match reading.english() {
            Some(english) => {
                let read = AskRequest {
                    question: english.to_string(),
                    ..req.clone()
                };
                self.answer_english(&read, obey_manager).await?
            }
            None => self.answer_english(req, obey_manager).await?,
        };
        reading.annotate(&mut answer, req.question.trim());
        Ok(answer)
    }

    async fn answer_english(
        &self,
        req: &AskRequest,
        obey_manager: bool,
    ) -> Result<Answer, AskError> {
        let started = Instant::now();
        let mut timings = BTreeMap::new();
        let question = req.question.trim().to_string();
        let deadlines = self.settings.deadlines;

        // Guardrails first: a question the policy answers (legal, tax, investment advice, named
        // competitors) gets that answer, and nothing else runs.
        if let Some(mut refusal) = self
            .guards
            .screen(&self.guard_context(&req.tenant), &question)
        {
            self.guard(&req.tenant, &mut refusal);
            return Ok(finish(refusal, timings, started));
        }

        // Manager: embed once (within the manager's deadline), on the blocking pool.
        let t = Instant::now();
        let embedder = self.models.embedder().clone();
        let q = question.clone();
        let embedding = tokio::task::spawn_blocking(move || embedder.embed(&q));

        // Augment: explicit dates, for both workers. Resolved while the encoder runs: the
        // resolver reads no embedding, so the answer need not wait for both one after the
        // other (~0.1 ms of a descriptive answer, stop 30).
        let t_augment = Instant::now();
        let today = req
            .today
            .unwrap_or_else(|| self.default_today_for(&req.tenant));
        let span = self.span_of(&req.tenant);
        let time = augment::resolve(&question, today, span, &self.catalog.calendar);
        lap(&mut timings, "augment", t_augment);

        // The manager's deadline counts from the start of the embedding, not from here.
        let deadline = std::time::Duration::from_millis(deadlines.manager_ms);
        let embedded = tokio::time::timeout_at((t + deadline).into(), embedding)
            .await
            .map_err(|_| {
                AskError::Embed(format!(
                    "the manager's deadline ({} ms) passed while embedding",
                    deadlines.manager_ms
                ))
            })?;
        let embedding = embedded
            .map_err(|e| AskError::Embed(e.to_string()))?
            .map_err(|e| AskError::Embed(e.to_string()))?;
        // From the start of the embedding: the resolver's time inside it is not waited for.
        lap(&mut timings, "embed", t);

        // The screening: the OOD check and the route here, the domain vocabulary gate (the
        // secondary check, for both workers) on the blocking pool beside them. The gate is most
        // of the screening's time (~0.2-0.3 ms) and reads only the question, its dates and the
        // embedding, so the route's worker plans, and runs a plan of local data, on the other
        // core meanwhile instead of after it (stop 33).
        let t_screen = Instant::now();
        let spans = time.slots.spans();
        let gate_run = self.spawn_gate(&question, &spans, &embedding, &req.tenant);
        let ood = self.models.ood().check(&embedding);
        // A measure and a period with no diagnostic word is a request for numbers.
        let route = crate::router::descriptive::overrule(
            self.models.router().route(&embedding),
            &question,
            &spans,
            &self.dated_words,
            &self.catalog.measures,
        );
        // The worker that starts before the decision: the route's. The other would be wasted
        // work on the cores the gate needs (the Insight Generator's domain routing for every
        // descriptive question), so it waits; and none starts for a question the autoencoder
        // finds unfamiliar, which is refused more often than not.
        let ahead = if !obey_manager {
            Some(Branch::DataPresenter)
        } else if ood.is_out_of_domain {
            None
        } else {
            Branch::of(route.route)
        };
        let (decided_tx, decided_rx) = tokio::sync::watch::channel(None::<Decision>);
        let screening = async {
            let t = t_screen;
            let gate = self
                .gate_verdict_of(gate_run, &question, &spans, &embedding, &req.tenant)
                .await;
            // The seller's own product named with a selling measure ("how many white hanging
            // heart t-light holders did I sell") is about the seller's data even when the
            // autoencoder, trained on the demo's vocabulary, finds the wording unfamiliar: an
            // imported catalog's titles are words it never saw.
            // A single shared word ("milk", "olive") is too weak to overrule it: the product
            // must be named by two words or more of its title.
            let own_product_question = !gate.is_out_of_domain
                && gate
                    .own_products
                    .iter()
                    .any(|p| p.split_whitespace().count() >= 2)
                && !(gate.seller_terms.is_empty() && gate.measure_words.is_empty());
            // The autoencoder knows wordings, the gate knows words: a question the gate lets in
            // on words about the business ("how many sessons yesterday", "shoud i restock the
            // skilet now") is not vetoed for an unfamiliar wording (`manager::overrules_autoencoder`).
            let ood_refuses = ood.is_out_of_domain
                && !own_product_question
                && !manager::overrules_autoencoder(&gate);
            // A selling phrase is the whole question a lookup of a measure of a thing
            // (`gate::phrase`: no cause word fits its shape): a number asked for, the Data
            // Presenter's whatever the head says. Routed to the Insight Generator, which takes
            // no selling phrase as evidence, "how many kitchen scales did i ship in september"
            // was refused.
            // Unless the gate also reads an open evaluation and the words ask for a diagnosis:
            // "how did i do last year" is both a phrase of doing (a selling verb's shape) and
            // a verdict on a year; sent to the Data Presenter it was asked back "which
            // figure?" (stop 35).
            let evaluation =
                gate.open_evaluation && crate::router::diagnostic::asks_diagnosis(&question);
            let branch = if gate.selling_phrase && !gate.is_out_of_domain && !evaluation {
                Some(Branch::DataPresenter)
            } else if gate.open_evaluation || crate::router::diagnostic::asks_diagnosis(&question) {
                // An open evaluation of the business ("is there a problem"), or a question
                // that asks for a cause, for trouble or a health check: the Insight
                // Generator's, whatever the head says (`router::diagnostic`).
                Some(Branch::InsightGenerator)
            } else {
                Branch::of(route.route)
            };
            let branch = match branch {
                Some(Branch::InsightGenerator) if !gate.is_out_of_domain => {
                    Some(self.lookup_branch(&question, &gate, &embedding))
                }
                b => b,
            };
            let mut gate = Some(gate);
            // The Insight Generator fills a question that names nothing with its generic
            // overview (the seller's revenue change): it answers only with evidence.
            let insight_refuses = match (&mut gate, branch) {
                (Some(g), Some(Branch::InsightGenerator)) if !g.is_out_of_domain => {
                    self.insight_evidence(g, &embedding, !spans.is_empty())
                }
                _ => false,
            };
            let decision = if !obey_manager {
                Decision::Run(Branch::DataPresenter)
            } else if ood_refuses
                || gate.as_ref().is_some_and(|g| g.is_out_of_domain)
                || insight_refuses
                // Small talk to the assistant is refused before any worker reads a period
                // ("how're you doing today" was "no data for 2025-12-10").
                || gate
                    .as_ref()
                    .is_some_and(|g| manager::small_talk::is_small_talk(&question, g))
            {
                Decision::Refuse
            } else {
                branch.map_or(Decision::Refuse, Decision::Run)
            };
            let _ = decided_tx.send(Some(decision));
            // The whole screening, the gate's rules and the route's hand-off included (it
            // once timed the autoencoder and the router head alone, 0.02 ms).
            let ms = t.elapsed().as_secs_f64() * 1e3;
            ((ood, gate, route, ms), decision)
        };
        let worker = |branch: Branch| {
            let (question, embedding, time) = (&question, &embedding, &time);
            let mut decided = decided_rx.clone();
            // Progress events (SSE) say which worker emitted them.
            let name = match branch {
                Branch::DataPresenter => "data_presenter",
                Branch::InsightGenerator => "insight_generator",
            };
            crate::progress::in_branch(name, async move {
                // Speculation is for the cheap, local work: only the route's worker starts
                // before the decision, none that would call the LLM (a paid, external call),
                // and none fetches from an outside service before it (`go`, after planning).
                // A losing branch is dropped while it waits or works.
                let mut go_rx = decided.clone();
                let go = async move {
                    let _ = go_rx.wait_for(|d| *d == Some(Decision::Run(branch))).await;
                };
                if self.llm.enabled() || ahead != Some(branch) {
                    let _ = decided
                        .wait_for(|d| *d == Some(Decision::Run(branch)))
                        .await;
                }
                // What it emits (the plan, its API calls: the SSE stream and the metrics) is
                // held until the question is let in for this branch, and dropped with it.
                let held = Held::new();
                // Boxed where it is made: a worker's future is large (the Insight Generator's
                // whole pipeline), and each wrapper it went through copied all of it (~0.2M
                // instructions an answer in `memcpy`, counted).
                // A period with no data is each worker's to say, once it has read the
                // question (`no_data.rs`): decided here, before, it answered small talk and a
                // price asked "today" with "no data for 2025-12-10".
                let work = held.scope(Box::pin(async {
                    match branch {
                        Branch::DataPresenter => {
                            self.data_presenter(question, embedding, time, today, &req.tenant, go)
                                .await
                        }
                        Branch::InsightGenerator => {
                            self.insight_generator(
                                question,
                                embedding,
                                time,
                                today,
                                &req.tenant,
                                go,
                            )
                            .await
                        }
                    }
                }));
                let mut work = std::pin::pin!(work);
                let mut chosen = decided.clone();
                // (The watch's `Ref`, a read guard, must not live across an await: mapped to ().)
                let chosen = async move {
                    let _ = chosen.wait_for(|d| *d == Some(Decision::Run(branch))).await;
                };
                tokio::select! {
                    biased;
                    () = chosen => {
                        held.release();
                        work.await
                    }
                    out = &mut work => {
                        // Done before the decision: kept until it comes, so that a refused
                        // question reports both branches cancelled however fast this one was.
                        let _ = decided.wait_for(|d| d.is_some()).await;
                        if *decided.borrow() == Some(Decision::Run(branch)) {
                            held.release();
                        }
                        out
                    }
                }
            })
        };
        let outcome = manager::race(
            screening,
            worker(Branch::DataPresenter),
            worker(Branch::InsightGenerator),
            std::time::Duration::from_millis(deadlines.worker_ms),
        )
        .await;
        let (mut answer, screened, branches) = match outcome {
            RaceOutcome::Refused {
                screening,
                branches,
            } => {
                let a = self.refusal(&question, screening.1.as_ref());
                (a, screening, branches)
            }
            RaceOutcome::Answered {
                screening,
                answer: (a, worker_timings),
                branches,
            } => {
                timings.extend(worker_timings);
                (a, screening, branches)
            }
            RaceOutcome::TimedOut {
                screening,
                branches,
                after,
            } => {
                let mut a = Answer::new(
                    &question,
                    AnswerStatus::Error,
                    "This question took longer than the answer deadline, so I stopped. Try a shorter period or a narrower question.",
                );
                a.resolved_time = Some(resolved_time(&time));
                a.errors.push(AnswerError {
                    code: "worker_timeout".into(),
                    message: format!("the worker passed its deadline of {} ms", after.as_millis()),
                });
                (a, screening, branches)
            }
        };
        let (ood, gate, route, screen_ms) = screened;
        timings.insert("screen".into(), screen_ms);
        answer.ood = Some(ood);
        answer.gate = gate;
        if answer.status != AnswerStatus::OutOfDomain {
            answer.route = Some(route);
        }
        answer.branches = Some(branches);
        // Guardrails last, on every answer.
        let t = Instant::now();
        self.guard(&req.tenant, &mut answer);
        lap(&mut timings, "guard", t);
        Ok(finish(answer, timings, started))
    }

    /// Records in the verdict whether a question routed to the Insight Generator has the
    /// evidence it needs (`gate::insight`); true when it has not and must be refused. A catalog
    /// without the rule (`insight_evidence` in `gate/vocabulary.yaml`) checks nothing.
    /// The Insight Generator, unless the question is a lookup of figures it does not explain
    /// (`manager::handoff`): "odr trend", "jump rope stock and inbound" were answered with the
    /// store's revenue after "You asked about ...: I explain revenue".
    fn lookup_branch(
        &self,
        question: &str,
        verdict: &crate::gate::GateVerdict,
        embedding: &Embedding,
    ) -> Branch {
        // The seller's product names name no measure ("stock pot", "ad-free case").
        let mut asked = question.to_lowercase();
        for p in &verdict.own_products {
            asked = asked.replace(&p.to_lowercase(), " ");
        }
        let (unexplained, explained) = self.insight.unexplained(&asked, embedding);
        let words = crate::planner::text::tokens(&asked);
        if manager::handoff::to_data_presenter(&unexplained, explained, &words) {
            Branch::DataPresenter
        } else {
            Branch::InsightGenerator
        }
    }

    fn insight_evidence(
        &self,
        verdict: &mut crate::gate::GateVerdict,
        embedding: &Embedding,
        dated: bool,
    ) -> bool {
        let Some(rule) = &self.catalog.gate.insight_evidence else {
            return false;
        };
        let similarity = self
            .insight
            .router()
            .nearest_similarity(embedding, |_| true);
        let mut evidence = crate::gate::insight_evidence(verdict, similarity, dated, rule);
        // A sure gate (`GateVerdict::sure`) is evidence enough: the rule guards against the
        // gate's doubtful admissions ("is 91 prime"), not against its confident ones. A shape
        // of a non-seller still refuses.
        if verdict.sure && verdict.shape.is_none() {
            evidence.answers = true;
        }
        let refuses = !evidence.answers;
        verdict.insight = Some(evidence);
        refuses
    }
}

pub(crate) fn resolved_time(time: &Resolution) -> ResolvedTime {
    let mut notes = time.notes.clone();
    if let Coverage::Clipped { note, .. } = &time.coverage {
        notes.push(note.clone());
    }
    ResolvedTime {
        rewritten: time.rewritten.clone(),
        slots: time.slots.clone(),
        coverage: time.coverage.clone(),
        notes,
    }
}

pub(crate) fn lap(timings: &mut BTreeMap<String, f64>, stage: &str, t: Instant) {
    timings.insert(stage.to_string(), t.elapsed().as_secs_f64() * 1e3);
}

fn finish(mut answer: Answer, timings: BTreeMap<String, f64>, started: Instant) -> Answer {
    answer.timings_ms = timings;
    answer
        .timings_ms
        .insert("total".into(), started.elapsed().as_secs_f64() * 1e3);
    answer
}
