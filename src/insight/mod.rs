//! # Insight Generator: "why", "how am I doing", "how do I compare", "what should I do"
//!
//! **Takes** a question routed here by the manager, with its one embedding and its resolved
//! time, for one seller. **Gives** an [`InsightOutcome`]: the domains it was routed to, ranked
//! [`Finding`]s with their numbers, [`Recommendation`]s each citing a finding, the checks that
//! could not be made for lack of data, the explanation text, the tables behind it and a chart.
//!
//! ```text
//! domain route (nearest examples | LLM) ─ periods ─ retrieve (one plan, executor) ─ analyse
//! (Rhai tools) ─ findings (ranked by evidence) ─ recommendations (domain rules) ─ explain
//! ```
//!
//! **Guarantees**
//! - every number is computed by a tool over the seller's data; a language model, when one is
//!   configured, only words findings, and its prose is shown only when every number in it is a
//!   finding's (else the template's text);
//! - a cause is stated only when a detector found it in the data (a detector with nothing to
//!   show stays silent), and checks that could not run for lack of data are said;
//! - what a domain retrieves and runs is data (`domains/*.yaml`, `plugins/`), not code here.
//!
//! | module | what |
//! |---|---|
//! | [`route`] | the multi-label domain router |
//! | [`periods`] | asked, comparison, window, seasonal baseline and history periods |
//! | [`run`] | retrieval (a plan run by the executor) and analysis (tools) |
//! | [`findings`] | rows → ranked findings; findings → recommendations |
//! | [`explain`] | text, tables and chart |
//! | [`finding`] | the typed finding, recommendation and domain match |
//! | [`metric`] | the measure a domain explains for the question (units asked: units, not revenue) |
//! | [`asked`] | the measures a question names that no routed domain explains |

pub mod ahead;
pub mod asked;
pub mod explain;
pub mod finding;
pub mod findings;
pub mod metric;
pub mod periods;
pub mod route;
pub mod run;

use std::sync::Arc;
use std::time::Instant;

use chrono::NaiveDate;
use minijinja::Environment;

pub use finding::{DomainMatch, Finding, Recommendation, Unchecked};

use crate::answer::{AnswerError, AnswerTable};
use crate::augment::{DataSpan, Resolution};
use crate::backend::Tenant;
use crate::catalog::domain::DomainPath;
use crate::catalog::prompt::PromptKind;
use crate::catalog::Catalog;
use crate::embed::{Embedder, Embedding};
use crate::llm::LlmClient;
use crate::plan::executor::Executor;
use crate::plan::Plan;
use periods::Periods;
use route::DomainRouter;

/// Why the Insight Generator could not be built.
#[derive(Debug, thiserror::Error)]
pub enum InsightError {
    /// The domain router's examples could not be embedded.
    #[error("domain router: {0}")]
    Router(String),
    /// A template of the catalog does not compile (`insight validate` reports where).
    #[error("template `{name}`: {message}")]
    Template {
        /// The prompt's name.
        name: String,
        /// What is wrong.
        message: String,
    },
}

/// One question for the Insight Generator.
pub struct InsightRequest<'a> {
    /// The question as asked.
    pub question: &'a str,
    /// Its embedding (computed once by the manager).
    pub embedding: &'a Embedding,
    /// The resolver's reading of its dates.
    pub time: &'a Resolution,
    /// "Today".
    pub today: NaiveDate,
    /// The data's span.
    pub span: DataSpan,
    /// The seller.
    pub tenant: &'a Tenant,
    /// What the seller's data covers, when the store records it: a column an import did not
    /// have (stored as 0, e.g. `units_refunded` from a business report) is dropped from what
    /// the analytics read, so no detector reads the fill-in zeros as data.
    pub coverage: Option<&'a crate::data::Coverage>,
    /// The seller's products the question names ("why did skillet sales drop"): what is found
    /// about them comes first, and the answer says how each changed or that nothing found is
    /// about it. Empty: the question is about the store.
    pub products: &'a [crate::planner::ResolvedEntity],
}

/// What the Insight Generator answers.
#[derive(Debug, Clone, Default)]
pub struct InsightOutcome {
    /// The domains the question was routed to.
    pub domains: Vec<DomainMatch>,
    /// Whether the LLM chose them.
    pub routed_by_llm: bool,
    /// Ranked findings.
    pub findings: Vec<Finding>,
    /// Recommendations, each citing a finding.
    pub recommendations: Vec<Recommendation>,
    /// Checks that could not be made.
    pub unchecked: Vec<Unchecked>,
    /// The answer text.
    pub text: String,
    /// The tables behind it.
    pub tables: Vec<AnswerTable>,
    /// A chart, where one helps.
    pub chart: Option<serde_json::Value>,
    /// The plan that was run: API steps, then the tool steps referring to them.
    pub plan: Plan,
    /// Failures (API or tool) other than absent data.
    pub errors: Vec<AnswerError>,
    /// Whether any data was found to analyse.
    pub had_data: bool,
    /// Milliseconds per step.
    pub timings_ms: Vec<(String, f64)>,
}

/// The loaded Insight Generator.
pub struct InsightGenerator {
    catalog: Arc<Catalog>,
    executor: Executor,
    router: DomainRouter,
    env: Environment<'static>,
    llm: Arc<dyn LlmClient>,
    /// The measure ontology's phrases, stemmed once: which measures a question names.
    measures: crate::planner::measures::MeasureIndex,
    /// The same without the vocabulary's words: what the manager's hand-off reads
    /// ([`Self::unexplained`]). Why two: the domain gate still reads "change" as a slip of
    /// "charge" (its side is another stop's), and it lets "my listing has had zero showings,
    /// what do i change" (a realtor's) in on that measure alone; the hand-off then sent it to
    /// the Data Presenter, which asks back. Read with the vocabulary here alone, it was
    /// answered with the seller's revenue (`cargo test --test eval_v2 general_v5`, at most 5
    /// answered, went to 6). The hand-off reads the slip until the gate reads the vocabulary
    /// too; then this field goes.
    slips: crate::planner::measures::MeasureIndex,
}

impl InsightGenerator {
    /// Builds the router (embedding the examples once) and compiles the templates.
    pub fn new(
        catalog: Arc<Catalog>,
        executor: Executor,
        embedder: &Embedder,
        llm: Arc<dyn LlmClient>,
    ) -> Result<InsightGenerator, InsightError> {
        let router = DomainRouter::build(&catalog, embedder).map_err(InsightError::Router)?;
        let mut env = crate::presenter::format::new_environment();
        for p in catalog.prompts.values() {
            if p.kind == PromptKind::AnswerTemplate {
                env.add_template_owned(p.name.clone(), p.template.clone())
                    .map_err(|e| InsightError::Template {
                        name: p.name.clone(),
                        message: e.to_string(),
                    })?;
            }
        }
        // A whole word of the encoder's vocabulary is never a measure's slip ("what drove the
        // change" is no mistyped "charge", a word for price): the rule the planner's index
        // follows (stop 34), read from the same tokenizer file the embedder loads. Without it
        // the answer opened "You asked about price" and the hand-off read a price lookup.
        let slips = crate::planner::measures::MeasureIndex::from_ontology(&catalog.measures);
        let measures = crate::planner::measures::MeasureIndex::from_ontology(&catalog.measures)
            .with_words(crate::planner::measures::vocabulary_words(
                &crate::embed::vendor_dir(&catalog.root).join(crate::embed::TOKENIZER_FILE),
            ));
        Ok(InsightGenerator {
            catalog,
            executor,
            router,
            env,
            llm,
            measures,
            slips,
        })
    }

    /// The domain router.
    pub fn router(&self) -> &DomainRouter {
        &self.router
    }

    /// The measures `question` names that none of the domains the offline router picks for
    /// `embedding` explains or covers (ids), and whether it names one they do: the manager's
    /// reading of whether this generator is the one to answer ([`crate::manager::handoff`]).
    /// `question` should have the seller's product names taken out ("stock pot" names no
    /// stock).
    pub fn unexplained(&self, question: &str, embedding: &Embedding) -> (Vec<String>, bool) {
        let named: Vec<String> = self
            .slips
            .find(&crate::planner::text::tokens(question))
            .into_iter()
            .map(|m| m.measure)
            .collect();
        let domains: Vec<&DomainPath> = self
            .router
            .route(embedding)
            .iter()
            .filter_map(|m| self.catalog.domain(&m.name))
            .collect();
        let mut out: Vec<String> = Vec::new();
        let mut any = false;
        for m in named {
            if asked::covers(&domains, &m) {
                any = true;
            } else if !out.contains(&m) {
                out.push(m);
            }
        }
        (out, any)
    }

    /// Answers one question (see the module documentation).
    pub async fn answer(&self, req: &InsightRequest<'_>) -> InsightOutcome {
        self.answer_when(req, std::future::ready(())).await
    }

    /// As [`Self::answer`], but waits for `go` after choosing the domains and before any data
    /// is fetched: the manager starts this worker speculatively and lets it reach the data (a
    /// store, or a company's HTTP data service) only once the route is known.
    pub async fn answer_when(
        &self,
        req: &InsightRequest<'_>,
        go: impl std::future::Future<Output = ()>,
    ) -> InsightOutcome {
        let mut out = InsightOutcome::default();
        let t = Instant::now();
        let mut matches = None;
        if self.llm.enabled() {
            matches = self
                .router
                .route_llm(self.llm.as_ref(), &self.catalog, req.question)
                .await;
            out.routed_by_llm = matches.is_some();
        }
        // Each domain explains the measure the question names when its tree covers it (asked
        // about units sold, the performance tree explains units), else its own metric.
        let asked: Vec<String> = asked::measures(req.question, &self.measures);
        let routed = matches.unwrap_or_else(|| self.router.route(req.embedding));
        let routed = route::with_peers(routed, req.question, &self.catalog.domains);
        let routed = route::with_heading(routed, req.question, &self.catalog.domains);
        let routed = route::with_detectors(routed, !req.products.is_empty(), &self.catalog.domains);
        let routed = route::with_covering(routed, &asked, &self.catalog.domains);
        out.domains = route::with_answering(routed, &asked, req.question, &self.catalog.domains);
        out.timings_ms.push(("domain_route".into(), ms(t)));
        let mut metric_name = String::new();
        let owned: Vec<DomainPath> = out
            .domains
            .iter()
            .filter_map(|m| self.catalog.domain(&m.name))
            .map(|d| {
                let m = metric::for_question(d, &asked, &self.catalog, &self.catalog.measures);
                if metric_name.is_empty() {
                    metric_name = m.name;
                }
                let mut d = d.clone();
                d.metric = m.column;
                d
            })
            .collect();
        let domains: Vec<&DomainPath> = owned.iter().collect();
        let Some(primary) = domains.first() else {
            out.text = "No analysis domain is configured (domains/ is empty), so I cannot explain this. Ask about your numbers instead, e.g. \"What were my sales last month?\"".into();
            return out;
        };
        let periods = Periods::resolve(&recent_for_products(primary, req), req.time, req.span)
            .with_review_lag(domains.iter().copied());
        go.await;

        let t = Instant::now();
        let retrieved = run::retrieve(
            &self.executor,
            &self.catalog,
            &domains,
            &periods,
            req.tenant,
            req.coverage,
        )
        .await;
        out.timings_ms.push(("retrieve".into(), ms(t)));
        out.had_data = !retrieved.tables.is_empty();
        out.errors.extend(retrieved.errors.iter().cloned());

        let t = Instant::now();
        let catalog = self.catalog.clone();
        let analysis = {
            // The tools are synchronous and CPU-bound.
            let domains_owned: Vec<DomainPath> = domains.iter().map(|d| (*d).clone()).collect();
            let periods_c = periods.clone();
            let (analysis, retrieved) = tokio::task::spawn_blocking(move || {
                let refs: Vec<&DomainPath> = domains_owned.iter().collect();
                (
                    run::analyse(&catalog.tools, &refs, &periods_c, &retrieved),
                    retrieved,
                )
            })
            .await
            .unwrap_or_else(|e| {
                (
                    run::Analysis {
                        errors: vec![AnswerError {
                            code: "internal_error".into(),
                            message: format!("analysis stopped: {e}"),
                        }],
                        ..run::Analysis::default()
                    },
                    run::Retrieved::default(),
                )
            });
            out.plan = retrieved.plan;
            analysis
        };
        out.timings_ms.push(("analyse".into(), ms(t)));
        out.timings_ms.extend(analysis.timings_ms.iter().cloned());
        out.plan.steps.extend(analysis.steps.iter().cloned());
        out.errors.extend(analysis.errors.iter().cloned());
        out.unchecked = analysis.unchecked.clone();

        let t = Instant::now();
        let asked_text = asked::without_mentions(req.question, req.products);
        // The measures the question names: the findings' order and the quiet checks read them.
        // Measures named in words the ontology holds in another order ("did orders get
        // cancelled") count too: their checks lead as the named ones' do.
        let asked_ids: Vec<String> = asked::measures(&asked_text, &self.measures);
        let mut scope = periods.scope();
        scope.insert("asked_measures".into(), asked_ids.clone().into());
        scope.insert("asked_grains".into(), asked::grains(&asked_text).into());
        scope.insert("asked_heading".into(), asked::heading(&asked_text).into());
        scope.insert(
            "asked_products".into(),
            req.products
                .iter()
                .map(|p| serde_json::Value::String(p.id.clone()))
                .collect::<Vec<_>>()
                .into(),
        );
        let found = findings::collect(&self.env, &analysis.results, &domains, &scope);
        out.recommendations = findings::recommend(&self.env, &domains, &found);
        // The findings of the checks that answer what was asked (first in order), and the
        // actions citing them (first too): they lead an answer that leads with its checks.
        let led: Vec<String> = found
            .iter()
            .filter(|f| f.answers_asked)
            .map(|f| f.finding.id.clone())
            .collect();
        let led_recs = out
            .recommendations
            .iter()
            .filter(|r| led.contains(&r.finding))
            .count();
        out.findings = found.into_iter().map(|f| f.finding).collect();
        let mut ctx = explain::context(
            req.question,
            &domains,
            &periods,
            &analysis.results,
            &out.findings,
            &out.recommendations,
            &out.unchecked,
        );
        ctx["asked_other"] = asked::not_covered(
            &asked_text,
            &self.measures,
            &self.catalog.measures,
            &domains,
        )
        .into();
        ctx["quiet"] =
            explain::quiet(&domains, &analysis.results, &out.unchecked, &asked_ids).into();
        ctx["lead"] = explain::leads_with_checks(&domains, &analysis.results, &asked_ids).into();
        ctx["led"] = led.len().into();
        ctx["asked_direction"] = asked::direction(&asked_text).into();
        ctx["led_recs"] = led_recs.into();
        ctx["metric_name"] = metric_name.into();
        ctx["focus"] =
            explain::focus(&analysis.results, primary, req.products, &out.findings).into();
        out.text = match self
            .env
            .get_template(&primary.template)
            .and_then(|t| t.render(minijinja::Value::from(minijinja::value::Serde(&ctx))))
        {
            Ok(s) => tidy(&s),
            Err(e) => {
                tracing::error!(template = %primary.template, "explanation not rendered: {e}");
                out.findings
                    .iter()
                    .map(|f| f.statement.clone())
                    .collect::<Vec<_>>()
                    .join(" ")
            }
        };
        out.tables = explain::tables(&analysis.results, &out.findings);
        out.chart = explain::waterfall(&analysis.results, primary);
        out.timings_ms.push(("explain".into(), ms(t)));

        if self.llm.enabled() && !out.findings.is_empty() {
            let t = Instant::now();
            if let Some(prose) = self.llm_prose(primary, req.question, &ctx, &out).await {
                out.text = prose;
            }
            out.timings_ms.push(("llm_prose".into(), ms(t)));
        }
        out
    }

    /// The domain prompt's prose over the findings, shown only when every number and date in it
    /// is in the findings, the tables or the template's text.
    async fn llm_prose(
        &self,
        domain: &DomainPath,
        question: &str,
        ctx: &serde_json::Value,
        out: &InsightOutcome,
    ) -> Option<String> {
        let prompt = self.catalog.prompts.get(&domain.prompt)?;
        let rendered = crate::presenter::format::render(&prompt.template, ctx).ok()?;
        let reply = self
            .llm
            .complete(crate::llm::ChatRequest {
                messages: vec![crate::llm::Message::user(rendered)],
                json: None,
                max_tokens: Some(500),
                temperature: Some(0.0),
            })
            .await
            .map_err(|e| tracing::info!("LLM explanation not used: {e}"))
            .ok()?;
        let prose = reply.trim().to_string();
        if prose.is_empty() {
            return None;
        }
        match crate::llm::prose::check_numbers(&prose, question, &out.tables, &out.text) {
            Ok(()) => Some(prose),
            Err(e) => {
                tracing::info!("LLM explanation not used: {e}");
                None
            }
        }
    }
}

/// The primary domain as its periods are read: for a question about the state of named
/// products with no period ("is anything wrong with the hair dryer", [`asked::about_state`]),
/// the last 91 days (13 whole weeks) against
/// the 91 before and the same weeks a year earlier, where the domain's default is a month or
/// less. Why: a seller asking what is wrong with a product means lately, not last month only;
/// read over November alone, a price rise of 2025-10-08 or a rating fall of 2025-10-16 was
/// before the window and "None of what I found is about" the product was said (stop 35).
/// Thirteen weeks is the account-health domain's own "recent" (`last91_days`), and the
/// detectors scan the window from the comparison's start, so a change of the last half year
/// is dated. A period the question names is read as named, and a question about a change
/// ("why did the knife sell less") keeps the domain's last month: it asks about the latest
/// change, not about the recent weeks.
fn recent_for_products<'a>(
    primary: &'a DomainPath,
    req: &InsightRequest<'_>,
) -> std::borrow::Cow<'a, DomainPath> {
    use crate::catalog::domain::DefaultPeriod;
    let short = matches!(
        primary.default_period,
        DefaultPeriod::LastMonth | DefaultPeriod::Last28Days
    );
    if req.products.is_empty()
        || req.time.slots.primary.is_some()
        || !short
        || !asked::about_state(req.question)
    {
        return std::borrow::Cow::Borrowed(primary);
    }
    let mut d = primary.clone();
    d.default_period = DefaultPeriod::Last91Days;
    std::borrow::Cow::Owned(d)
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

/// Collapses the blank lines a template leaves.
fn tidy(s: &str) -> String {
    let mut out = String::new();
    let mut blank = 0;
    for line in s.lines() {
        if line.trim().is_empty() {
            blank += 1;
            continue;
        }
        if !out.is_empty() {
            out.push_str(if blank > 0 { "\n\n" } else { "\n" });
        }
        blank = 0;
        out.push_str(line.trim_end());
    }
    out
}
