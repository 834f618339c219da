//! The domain router: which domain paths answer an Insight Generator question (multi-label).
//!
//! Offline it votes over the nearest labelled examples of the one question embedding: every
//! domain's `examples:` and the labelled `insight_generator` training questions of
//! `models/training/` (their `domains`). A domain is chosen when its similarity-weighted share
//! of the k nearest votes passes a floor; when the nearest example is far (the question is like
//! none of them) the generic `health_check` path answers instead of a guess. With an LLM, a
//! few-shot classification is asked first and validated against the known domain names; any
//! failure falls back to the offline router.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::finding::DomainMatch;
use crate::catalog::domain::DomainPath;
use crate::catalog::training::Route;
use crate::catalog::Catalog;
use crate::embed::{Embedder, Embedding};
use crate::llm::{ChatRequest, LlmClient, Message};

/// The domain used when no domain is close enough.
pub const FALLBACK_DOMAIN: &str = "health_check";

/// At most this many domains per question.
const MAX_DOMAINS: usize = 3;

/// The offline router's settings.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RouteParams {
    /// How many nearest examples vote.
    pub k: usize,
    /// A domain needs this share of the similarity-weighted votes to be chosen (the winner
    /// always is).
    pub min_share: f64,
    /// Below this cosine similarity to the nearest example, the router does not trust itself
    /// and the generic [`FALLBACK_DOMAIN`] answers.
    pub min_similarity: f32,
}

impl Default for RouteParams {
    /// The shipped settings. `min_share` and `min_similarity` are the choice of the
    /// calibration in `tests/insight/routing.rs` (`domain_router_multi_label`): best label-set F1 in
    /// 5-fold cross-validation over the labelled training questions, never the eval split
    /// (the cut was 0.45: on calibration, sending the questions with a nearest example between
    /// 0.30 and 0.45 to the generic path was more often wrong than their vote; 0.30 ties with
    /// no cut at all and keeps the fallback for questions like none of the examples).
    fn default() -> Self {
        RouteParams {
            k: 9,
            min_share: 0.3,
            min_similarity: 0.3,
        }
    }
}

struct Example {
    text: String,
    embedding: Embedding,
    domains: Vec<usize>,
}

/// The nearest-example domain router.
pub struct DomainRouter {
    names: Vec<String>,
    examples: Vec<Example>,
    params: RouteParams,
}

impl DomainRouter {
    /// Embeds every example once.
    pub fn build(catalog: &Catalog, embedder: &Embedder) -> Result<DomainRouter, String> {
        let names: Vec<String> = catalog.domains.iter().map(|d| d.name.clone()).collect();
        let index = |n: &str| names.iter().position(|x| x == n);
        let mut texts: Vec<String> = Vec::new();
        let mut labels: Vec<Vec<usize>> = Vec::new();
        for (i, d) in catalog.domains.iter().enumerate() {
            for e in &d.examples {
                texts.push(e.clone());
                labels.push(vec![i]);
            }
        }
        for (path, file) in &catalog.training {
            // The eval split is for measuring the router, never for voting.
            if path
                .file_name()
                .and_then(|f| f.to_str())
                .is_some_and(|f| f.starts_with("eval"))
            {
                continue;
            }
            for q in &file.questions {
                if q.route != Route::InsightGenerator {
                    continue;
                }
                let ids: Vec<usize> = q.domains.iter().filter_map(|d| index(d)).collect();
                if !ids.is_empty() {
                    texts.push(q.text.clone());
                    labels.push(ids);
                }
            }
        }
        let embeddings = embedder
            .embed_all(&texts)
            .map_err(|e| format!("embedding the domain examples: {e}"))?;
        let examples = embeddings
            .into_iter()
            .zip(labels)
            .zip(texts)
            .map(|((embedding, domains), text)| Example {
                text,
                embedding,
                domains,
            })
            .collect();
        Ok(DomainRouter {
            names,
            examples,
            params: RouteParams::default(),
        })
    }

    /// The settings [`Self::route`] uses.
    pub fn params(&self) -> RouteParams {
        self.params
    }

    /// The known domain names.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The highest cosine similarity between the question and a labelled example whose text
    /// `keep` accepts (the manager's evidence that a question is like the diagnostic questions
    /// this generator answers; a calibration leaves the question's own example out).
    pub fn nearest_similarity(&self, embedding: &Embedding, keep: impl Fn(&str) -> bool) -> f32 {
        self.examples
            .iter()
            .filter(|e| keep(&e.text))
            .map(|e| e.embedding.cosine(embedding))
            .fold(f32::NEG_INFINITY, f32::max)
    }

    /// The domains for a question, best first (never empty when any domain exists).
    pub fn route(&self, embedding: &Embedding) -> Vec<DomainMatch> {
        self.route_with(embedding, self.params, |_| true)
    }

    /// As [`Self::route`], with other settings and voting only with the examples whose text
    /// `keep` accepts (calibration and cross-validation route a question without its own
    /// example).
    pub fn route_with(
        &self,
        embedding: &Embedding,
        params: RouteParams,
        keep: impl Fn(&str) -> bool,
    ) -> Vec<DomainMatch> {
        let mut scored: Vec<(f32, &Example)> = self
            .examples
            .iter()
            .filter(|e| keep(&e.text))
            .map(|e| (e.embedding.cosine(embedding), e))
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let nearest: Vec<(f32, &[usize])> = scored
            .iter()
            .take(params.k)
            .map(|(s, e)| (*s, e.domains.as_slice()))
            .collect();
        self.vote(&nearest, params)
    }

    /// The domains chosen by the votes of the nearest examples (similarity, domain indices),
    /// nearest first.
    fn vote(&self, nearest: &[(f32, &[usize])], params: RouteParams) -> Vec<DomainMatch> {
        let fallback = || {
            self.names
                .iter()
                .find(|n| n.as_str() == FALLBACK_DOMAIN)
                .map(|n| {
                    vec![DomainMatch {
                        name: n.clone(),
                        score: 1.0,
                    }]
                })
                .unwrap_or_default()
        };
        match nearest.first() {
            Some((best, _)) if *best >= params.min_similarity => {}
            _ => return fallback(),
        }
        let mut votes: BTreeMap<usize, f64> = BTreeMap::new();
        let mut total = 0.0;
        for (sim, domains) in nearest.iter().take(params.k) {
            let w = (*sim as f64).max(0.0);
            for &d in *domains {
                *votes.entry(d).or_default() += w / domains.len() as f64;
            }
            total += w;
        }
        let mut ranked: Vec<(usize, f64)> = votes
            .into_iter()
            .map(|(d, v)| (d, if total > 0.0 { v / total } else { 0.0 }))
            .collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        let out: Vec<DomainMatch> = ranked
            .iter()
            .enumerate()
            .filter(|(i, (_, s))| *i == 0 || *s >= params.min_share)
            .take(MAX_DOMAINS)
            .map(|(_, (d, s))| DomainMatch {
                name: self.names[*d].clone(),
                score: (*s * 1000.0).round() / 1000.0,
            })
            .collect();
        if out.is_empty() {
            fallback()
        } else {
            out
        }
    }

    /// Asks the LLM to classify (few-shot, from each domain's description and examples);
    /// `None` when it fails or names no known domain, so the caller uses [`Self::route`].
    pub async fn route_llm(
        &self,
        llm: &dyn LlmClient,
        catalog: &Catalog,
        question: &str,
    ) -> Option<Vec<DomainMatch>> {
        if !llm.enabled() {
            return None;
        }
        let mut system = String::from(
            "You classify a marketplace seller's question into one or more analysis domains. \
             Answer with JSON only: {\"domains\": [\"name\", ...]}, most relevant first, using \
             only these names.\n",
        );
        for d in &catalog.domains {
            system.push_str(&format!(
                "\n{}: {}\n  e.g. {}\n",
                d.name,
                d.description.trim(),
                d.examples
                    .iter()
                    .take(3)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(" | ")
            ));
        }
        let request = ChatRequest {
            messages: vec![Message::system(system), Message::user(question)],
            json: None,
            max_tokens: Some(100),
            ..ChatRequest::default()
        };
        let reply = llm.complete(request).await.ok()?;
        parse_llm_domains(&reply, &self.names)
    }
}

#[derive(Deserialize)]
struct LlmDomains {
    domains: Vec<String>,
}

/// The known domains named by an LLM reply (JSON, possibly inside text); `None` when it names
/// none.
pub fn parse_llm_domains(reply: &str, known: &[String]) -> Option<Vec<DomainMatch>> {
    let start = reply.find('{')?;
    let end = reply.rfind('}')?;
    let parsed: LlmDomains = serde_json::from_str(reply.get(start..=end)?).ok()?;
    let mut out: Vec<DomainMatch> = Vec::new();
    for d in parsed.domains {
        let d = d.trim().to_lowercase();
        if known.contains(&d) && !out.iter().any(|o| o.name == d) {
            out.push(DomainMatch {
                name: d,
                score: 1.0,
            });
        }
    }
    (!out.is_empty()).then(|| out.into_iter().take(MAX_DOMAINS).collect())
}

/// `routed` with, first, each domain that `covers` a measure the question names (`asked`, ids)
/// that none of the routed domains covers: "why is my order defect rate high in august 2024"
/// was routed by its nearest examples to `performance` alone and answered "You asked about
/// order defect rate: I explain revenue", while `account_health` covers that rate and checks
/// it against its policy threshold. The question names what it asks about; the examples' vote
/// only chooses among domains that can answer it. Its score is the best routed one's (it is
/// chosen by the measure, not by a vote of its own).
pub fn with_covering(
    mut routed: Vec<DomainMatch>,
    asked: &[String],
    domains: &[DomainPath],
) -> Vec<DomainMatch> {
    let top = routed.first().map_or(1.0, |m| m.score);
    let mut added: Vec<DomainMatch> = Vec::new();
    for id in asked {
        let covered = |name: &str| {
            domains
                .iter()
                .any(|d| d.name == name && (d.metric == *id || d.covers.iter().any(|c| c == id)))
        };
        if routed.iter().chain(&added).any(|m| covered(&m.name)) {
            continue;
        }
        if let Some(d) = domains
            .iter()
            .find(|d| d.metric == *id || d.covers.iter().any(|c| c == id))
        {
            added.push(DomainMatch {
                name: d.name.clone(),
                score: top,
            });
        }
    }
    added.append(&mut routed);
    added
}

/// A question that asks where a figure is heading (`asked::heading`: "which way are my orders
/// heading") is answered first by a domain that runs the `trend` tool, when no routed domain
/// does: its nearest examples sent "which way are my orders heading" to performance alone,
/// which gave November against October and no trend (stop 38). The routed domains stay,
/// after it.
pub fn with_heading(
    mut routed: Vec<DomainMatch>,
    question: &str,
    domains: &[DomainPath],
) -> Vec<DomainMatch> {
    let runs_trend = |d: &DomainPath| d.methods.iter().any(|m| m.tool == "trend");
    let routed_runs = routed
        .iter()
        .any(|m| domains.iter().any(|d| d.name == m.name && runs_trend(d)));
    if routed_runs || !super::asked::heading(question) {
        return routed;
    }
    if let Some(d) = domains.iter().find(|d| runs_trend(d)) {
        lead_with(&mut routed, &d.name);
    }
    routed
}

/// A question about a measure that no routed domain explains, covers or checks, but that a
/// domain's check answers (`answers:`: units refunded by the quality check, ad spend by the
/// ad check, days of cover by the stock check), brings that domain before the routed ones, so
/// the asked measure's own check runs and leads the answer (`explain::leads_with_checks`).
/// Stop 38: "why are my returns so high" was routed by its nearest examples to performance and
/// trend, and answered with revenue after "You asked about units refunded: I explain
/// revenue"; the quality check that reads refunds never ran. Not when the question sets the
/// seller against the peers (the benchmark compares the measure itself), nor when it asks why
/// or how the measure changed: that keeps the metric tree and its note.
pub fn with_answering(
    mut routed: Vec<DomainMatch>,
    asked: &[String],
    question: &str,
    domains: &[DomainPath],
) -> Vec<DomainMatch> {
    // A movement asserted ("why did my refunds go up in october") is explained by the metric
    // tree with its note; the check, dated by its own window, could only say "nothing to
    // flag" of a rise that began before it.
    if asks_peers(question)
        || super::asked::direction(question).is_some()
        || super::asked::about_change(question)
    {
        return routed;
    }
    let of = |name: &str| domains.iter().find(|d| d.name == name);
    let explains = |d: &DomainPath, id: &String| {
        d.metric == *id || d.covers.contains(id) || d.methods.iter().any(|m| m.answers.contains(id))
    };
    let top = routed.first().map_or(1.0, |m| m.score);
    for id in asked {
        if routed
            .iter()
            .filter_map(|m| of(&m.name))
            .any(|d| explains(d, id))
        {
            continue;
        }
        if let Some(d) = domains
            .iter()
            .find(|d| d.methods.iter().any(|m| m.answers.contains(id)))
        {
            // First: a check two domains run on the same arguments runs once, under the first
            // domain, and only this one's declares what it answers.
            routed.insert(
                0,
                DomainMatch {
                    name: d.name.clone(),
                    score: top,
                },
            );
        }
    }
    routed
}

/// Words that set the seller against the peers.
const PEER_WORDS: &[&str] = &["peer", "peers", "benchmark", "benchmarks", "category"];
/// Others of the seller's kind: "other sellers", "similar shops", "vs other toy sellers".
const SELLERS: &[&str] = &[
    "sellers",
    "seller",
    "shops",
    "stores",
    "merchants",
    "brands",
];
const OTHER: &[&str] = &["other", "others", "similar", "vs", "versus", "against"];

/// Whether the question sets the seller against the peers.
pub fn asks_peers(question: &str) -> bool {
    let words: Vec<String> = crate::planner::text::tokens(question)
        .into_iter()
        .map(|t| t.word)
        .collect();
    let others = words.iter().enumerate().any(|(i, w)| {
        SELLERS.contains(&w.as_str()) && words[..i].iter().any(|o| OTHER.contains(&o.as_str()))
    });
    others || words.iter().any(|w| PEER_WORDS.contains(&w.as_str()))
}

/// A question that sets the seller against the peers ("refund rate compared with category
/// peers last quarter", "how do i stack up vs other toy sellers on conversion") brings the
/// domain that compares with them (`benchmarking`: the category's aggregates over five peers
/// or more), after the routed ones' first: the nearest examples of "refund rate ... last
/// quarter" are trend questions, and the answer explained revenue over the quarter with no
/// benchmark at all (stop 35). Its score is the best routed one's.
pub fn with_peers(
    mut routed: Vec<DomainMatch>,
    question: &str,
    domains: &[DomainPath],
) -> Vec<DomainMatch> {
    const BENCHMARKING: &str = "benchmarking";
    if routed.iter().any(|m| m.name == BENCHMARKING)
        || !domains.iter().any(|d| d.name == BENCHMARKING)
        || !asks_peers(question)
    {
        return routed;
    }
    let top = routed.first().map_or(1.0, |m| m.score);
    let at = routed.len().min(1);
    routed.insert(
        at,
        DomainMatch {
            name: BENCHMARKING.to_string(),
            score: top,
        },
    );
    routed
}

/// How many product detectors (`detect_*` tools: stock-outs, price, quality, ads) a domain
/// runs.
fn detectors(d: &DomainPath) -> usize {
    d.methods
        .iter()
        .filter(|m| m.tool.starts_with("detect_"))
        .count()
}

/// A question about named products is answered by a domain that looks for what happens to a
/// product (its stock, price, quality, ads): when no routed domain runs a product detector,
/// the domain that runs the most comes first (the catalog's first of them on a tie). Why: "is
/// something up with the sleeping bag" was routed by its nearest examples to `seasonal`
/// alone, which reads month and weekday indices, and the product's price rise was never
/// looked for: "None of what I found is about" the product (stop 35). The routed domains stay,
/// after it.
pub fn with_detectors(
    mut routed: Vec<DomainMatch>,
    products_named: bool,
    domains: &[DomainPath],
) -> Vec<DomainMatch> {
    let runs = |name: &str| domains.iter().any(|d| d.name == name && detectors(d) > 0);
    if !products_named || routed.iter().any(|m| runs(&m.name)) {
        return routed;
    }
    let best = domains
        .iter()
        .filter(|d| detectors(d) > 0)
        .fold(None::<&DomainPath>, |best, d| match best {
            Some(b) if detectors(b) >= detectors(d) => Some(b),
            _ => Some(d),
        });
    if let Some(d) = best {
        lead_with(&mut routed, &d.name);
    }
    routed
}

/// Puts `name` first among the routed domains, with the top score: a domain the question's
/// shape calls for leads the answer without dropping what the router found.
fn lead_with(routed: &mut Vec<DomainMatch>, name: &str) {
    let top = routed.first().map_or(1.0, |m| m.score);
    routed.insert(
        0,
        DomainMatch {
            name: name.to_string(),
            score: top,
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn peers_are_read_in_many_words() {
        for q in [
            "refund rate compared with category peers last quarter",
            "how do i stack up vs other toy sellers on conversion",
            "am i ahead of similar shops",
            "how do i compare with the benchmark",
        ] {
            assert!(asks_peers(q), "{q}");
        }
        for q in [
            "why did sales drop in october",
            "which sellers of mine",
            "compare the skillet with other products",
        ] {
            assert!(!asks_peers(q), "{q}");
        }
    }

    #[test]
    fn llm_replies_are_validated_against_known_names() {
        let known = vec!["performance".to_string(), "trend".to_string()];
        let got = parse_llm_domains(
            "Sure: {\"domains\": [\"Performance\", \"astrology\", \"trend\"]}",
            &known,
        )
        .unwrap();
        assert_eq!(
            got.iter().map(|d| d.name.as_str()).collect::<Vec<_>>(),
            ["performance", "trend"]
        );
        assert!(parse_llm_domains("{\"domains\": [\"astrology\"]}", &known).is_none());
        assert!(parse_llm_domains("no json here", &known).is_none());
    }
}
