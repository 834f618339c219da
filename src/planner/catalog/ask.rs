//! What the catalog planner says when it cannot plan: no API gives the measure, the measure
//! is unsure (ask which, with the closest measures), or a per-product figure names no product.

use super::*;
use crate::planner::abstain;

impl CatalogPlanner {
    /// The measure of an API column.
    pub(super) fn measure_of(&self, linked: &Linked, column: &str) -> Option<String> {
        self.index.apis[linked.api]
            .columns
            .iter()
            .find(|c| c.name == column)
            .and_then(|c| c.measure.clone())
    }

    /// A measure the question names that no API of the plan gives ("total ad spend and revenue
    /// last week": the ads report has ad spend and ad sales, not revenue): answering the other
    /// measure alone drops half the question, so it is asked which first. (A question whose
    /// two measures sit in two clauses with a period is planned as two questions: see
    /// `compound`, which is tried when this asks back.)
    pub(super) fn dropped_measure(
        &self,
        question: &str,
        built: &PlannedQuery,
        intent: &Intent,
    ) -> Option<PlannerOutcome> {
        let mut given: Vec<&str> = Vec::new();
        for s in &built.plan.steps {
            if let Step::Api(a) = s {
                if let Some(api) = self.catalog.api(&a.api) {
                    // A report with one row per metric (the category benchmark) gives the
                    // measures as rows, not columns: any it names may be among them.
                    if api.descriptor.column("metric").is_some() {
                        return None;
                    }
                    given.extend(
                        api.descriptor
                            .columns
                            .iter()
                            .filter_map(|c| c.measure.as_deref()),
                    );
                }
            }
        }
        // A step that reads no API (a tool alone) or a plan with no measure column says nothing.
        if given.is_empty() {
            return None;
        }
        // A measure read from a filter's own word is the filter: "reviews under 3 stars" read
        // "stars" as the average rating too, and the count of the reviews, planned from the
        // rating distribution, was asked "reviews or average rating?".
        let filter_words: Vec<String> = intent
            .filters
            .iter()
            .flat_map(|f| phrase_stems(&f.evidence))
            .collect();
        let named: Vec<&intent::MeasurePart> = intent
            .measures
            .iter()
            .filter(|m| !m.evidence.is_empty())
            .filter(|m| {
                let ev = phrase_stems(&m.evidence);
                ev.is_empty() || !ev.iter().all(|w| filter_words.contains(w))
            })
            .collect();
        // The words of the columns the answer leads with: "avg sale price" reads revenue
        // ("sale") and price, and is answered by the average selling price column, which
        // carries both.
        let shown_words: Vec<String> = built
            .plan
            .steps
            .iter()
            .filter_map(|s| match s {
                Step::Api(a) => self.catalog.api(&a.api),
                Step::Tool(_) => None,
            })
            .flat_map(|api| api.descriptor.columns.iter())
            .filter(|c| built.metrics.contains(&c.name))
            .flat_map(|c| phrase_stems(&format!("{} {}", c.name.replace('_', " "), c.display_name)))
            .collect();
        let in_shown = |m: &intent::MeasurePart| {
            let ev = phrase_stems(&m.evidence);
            !ev.is_empty() && ev.iter().all(|w| shown_words.contains(w))
        };
        let missing = named
            .iter()
            .find(|m| !given.contains(&m.measure.as_str()) && !in_shown(m))?;
        let shown = named.iter().find(|m| given.contains(&m.measure.as_str()))?;
        // Two measure words side by side are one name ("sale price"), not two measures.
        let q = question.to_lowercase();
        let (a, b) = (
            missing.evidence.to_lowercase(),
            shown.evidence.to_lowercase(),
        );
        if q.contains(&format!("{a} {b}")) || q.contains(&format!("{b} {a}")) {
            return None;
        }
        // A measure word inside a bound of the period names when, not what ("revenue until
        // it sold out": the day it sold out): the unread bound is asked instead
        // (`abstain::unread_since`), not which of two reports.
        if in_bound(&q, &a) {
            return None;
        }
        let name = |id: &str| {
            self.catalog
                .measures
                .get(id)
                .map_or(id.replace('_', " "), |x| x.name.clone())
        };
        let (a, b) = (name(&shown.measure), name(&missing.measure));
        Some(PlannerOutcome::Clarify {
            question: format!(
                "You asked for {a} and {b}, which come from different reports; I answer one \
                 at a time, or two when each has its own period (\"{a} last week and {b} last \
                 week\"). Which first: {a} or {b}?"
            ),
            mention: missing.evidence.clone(),
            candidates: vec![
                Candidate {
                    id: shown.measure.clone(),
                    label: a,
                },
                Candidate {
                    id: missing.measure.clone(),
                    label: b,
                },
            ],
            intent: None,
        })
    }

    /// No API fits the intent: say which measure is missing, or what can be asked.
    pub(super) fn not_linked(&self, intent: &Intent) -> PlannerOutcome {
        if let Some(m) = intent.lead_measure() {
            let name = self
                .catalog
                .measures
                .get(m)
                .map_or(m.replace('_', " "), |x| x.name.clone());
            let what = if intent.shape.shape == IntentShape::ExtremumOverTime {
                format!("{name} by day, week or month")
            } else {
                name.clone()
            };
            return PlannerOutcome::OutOfScope {
                missing: what.clone(),
                message: format!(
                    "None of your data APIs gives {what}, so I cannot answer that. You can ask \
                     about {}.",
                    self.dimensions()
                ),
            };
        }
        PlannerOutcome::OutOfScope {
            missing: "a data API for this question".into(),
            message: format!(
                "None of your data answers that. You can ask about {}.",
                self.dimensions()
            ),
        }
    }

    /// Below the confidence threshold: ask which measure, offering the three closest to the
    /// question (by embedding over the catalog's columns), each a measure of the ontology.
    pub(super) fn ask_measure(&self, question: &Embedding, intent: &Intent) -> PlannerOutcome {
        let mut scored: Vec<(f32, String)> = Vec::new();
        for api in &self.index.apis {
            for c in &api.columns {
                if let Some(m) = &c.measure {
                    scored.push((question.cosine(&c.embedding), m.clone()));
                }
            }
        }
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        // With no measure word at all, the embedding is the products' and the period's, and
        // its nearest columns were chance ("utensil sets ... in march" offered days of cover):
        // sales are what sellers mean most, so revenue and units sold come first, then the
        // nearest other figure.
        let no_measure_word = intent.measures.iter().all(|m| m.evidence.is_empty());
        let core = ["revenue", "units_sold"];
        let first: Vec<(f32, String)> = if no_measure_word {
            core.iter()
                .filter(|m| self.catalog.measures.get(m).is_some())
                .map(|m| (1.0, m.to_string()))
                .collect()
        } else {
            Vec::new()
        };
        let mut picks: Vec<Candidate> = Vec::new();
        for (_, m) in first.into_iter().chain(scored) {
            if picks.len() == 3 {
                break;
            }
            if picks.iter().any(|p| p.id == m) {
                continue;
            }
            let label = self
                .catalog
                .measures
                .get(&m)
                .map_or(m.replace('_', " "), |x| x.name.clone());
            picks.push(Candidate { id: m, label });
        }
        let labels: Vec<String> = picks.iter().map(|p| p.label.clone()).collect();
        let question = format!(
            "I am not sure which figure you mean. Do you want {}? (Or name the measure: sales, \
             units, sessions, stock, price, ad spend, rating.)",
            join_or(&labels)
        );
        PlannerOutcome::Clarify {
            question,
            mention: "measure".into(),
            candidates: picks,
            intent: Some(Box::new(intent.clone())),
        }
    }

    pub(super) fn dimensions(&self) -> String {
        let mut dims: Vec<&str> = self
            .catalog
            .question_apis()
            .map(|a| a.descriptor.dimension.as_str())
            .collect();
        dims.sort();
        dims.dedup();
        dims.join(", ").replace('_', " ")
    }
}

/// A price read for no product: the average over every product's price means nothing, so ask
/// which product (or offer the prices by product).
pub(super) fn ask_product(intent: &Intent, cues: &Cues, toks: &[Token]) -> Option<PlannerOutcome> {
    // "average price": the seller chose the average over the products.
    if toks
        .iter()
        .any(|t| matches!(t.word.as_str(), "average" | "avg" | "mean"))
    {
        return None;
    }
    let per_product = matches!(
        intent.lead_measure(),
        Some("price" | "list_price" | "competitor_price" | "price_gap")
    );
    let one_figure = matches!(
        intent.shape.shape,
        IntentShape::Total
            | IntentShape::Comparison
            | IntentShape::TimeSeries
            | IntentShape::ExtremumOverTime
    );
    let no_product = !intent.entities.iter().any(|e| e.kind == "product");
    if !(per_product && one_figure && no_product && !cues.by_product && !cues.all_products) {
        return None;
    }
    let measure = intent.lead_measure().unwrap_or("price").replace('_', " ");
    Some(PlannerOutcome::Clarify {
        question: format!(
            "A {measure} belongs to a product: which product do you mean? Or do you want the \
             {measure} of every product?"
        ),
        mention: measure.clone(),
        candidates: vec![
            Candidate {
                id: "by_product".into(),
                label: format!("the {measure} of every product"),
            },
            Candidate {
                id: "name_product".into(),
                label: "one product (name it or give its id)".into(),
            },
        ],
        intent: Some(Box::new(intent.clone())),
    })
}

/// Products ranked by their reviews of some stars ("which product got the most 5 star
/// reviews"): the per-product reviews report has no star filter, so its ranking was by the
/// average rating, another question's answer said as this one's (eighth blind set). Until the
/// catalog has a per-product count by stars, asked back with the two readings that can be
/// answered.
pub(super) fn ask_star_ranking(
    intent: &Intent,
    cues: &Cues,
    api: &crate::planner::link::LinkApi,
) -> Option<PlannerOutcome> {
    let (lo, hi) = cues.stars?;
    if cues.rank.is_none() || !(api.per_product || cues.by_product) || api.rating_filter {
        return None;
    }
    let stars = if lo == hi {
        format!("{lo}-star")
    } else {
        format!("{lo} to {hi} star")
    };
    Some(PlannerOutcome::Clarify {
        question: format!(
            "I cannot rank products by their {stars} reviews yet: the per-product review report \
             has no star filter. Do you want the products ranked by average rating, or the \
             number of {stars} reviews of one product (name it)?"
        ),
        mention: format!("{stars} reviews by product"),
        candidates: vec![
            Candidate {
                id: "by_average_rating".into(),
                label: "products ranked by average rating".into(),
            },
            Candidate {
                id: "name_product".into(),
                label: format!("the {stars} reviews of one product"),
            },
        ],
        intent: Some(Box::new(intent.clone())),
    })
}

/// The clarification, with what was understood.
pub(super) fn with_intent(outcome: PlannerOutcome, intent: Intent) -> PlannerOutcome {
    match outcome {
        PlannerOutcome::Clarify {
            question,
            mention,
            candidates,
            ..
        } => PlannerOutcome::Clarify {
            question,
            mention,
            candidates,
            intent: Some(Box::new(intent)),
        },
        other => other,
    }
}

pub(super) fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}, or {last}", init.join(", ")),
    }
}

/// Products ranked or broken down by a CHANGE ("which product grew fastest this year", "revenue
/// by product november vs october", "which items dropped the most"): the plans rank products by
/// one period's figure, or compare the store's two totals, so either answer would be another
/// question's, said with confidence (it once listed the year's top seller as "grew fastest").
/// Asked back with the two readings that can be answered.
pub(super) fn ask_change_ranking(
    intent: &Intent,
    cues: &Cues,
    toks: &[Token],
    change_words: &[String],
    compares: bool,
) -> Option<PlannerOutcome> {
    let products = cues.by_product
        || cues.singular
        || cues.rank.is_some()
        || intent.shape.shape == IntentShape::Ranking;
    let named_product = intent.entities.iter().any(|e| e.kind == "product");
    let change_word = toks
        .iter()
        .find(|t| change_words.iter().any(|w| *w == t.word || *w == t.stem));
    if !products || named_product || !(compares || change_word.is_some()) {
        return None;
    }
    let measure = intent
        .measures
        .first()
        .map(|m| m.evidence.clone())
        .filter(|e| !e.is_empty())
        .unwrap_or_else(|| "revenue".into());
    let period = intent
        .periods
        .first()
        .map(|p| format!("{} to {}", p.range.start, p.range.end))
        .unwrap_or_else(|| "last month".into());
    Some(PlannerOutcome::Clarify {
        question: format!(
            "I cannot rank products by how much their {measure} changed between two periods \
             yet. I can rank them by {measure} for one period, or compare your whole store's \
             {measure} between two periods. Which one?"
        ),
        mention: change_word
            .map(|t| t.word.clone())
            .unwrap_or_else(|| "vs".into()),
        candidates: vec![
            Candidate {
                id: format!("top products by {measure} {period}"),
                label: format!("your products ranked by {measure}, {period}"),
            },
            Candidate {
                id: format!("{measure} this month vs last month"),
                label: format!("your whole store's {measure}, one period against another"),
            },
        ],
        intent: Some(Box::new(intent.clone())),
    })
}

/// Products ranked within each period ("top product each month this year", "best selling
/// product by month"): the ranking plan ranks them over the whole span and dropped the
/// "each month", an answer to another question. Asked back with what can be answered.
pub(super) fn ask_ranking_per_period(intent: &Intent, cues: &Cues) -> Option<PlannerOutcome> {
    let ranks_products = intent.shape.shape == IntentShape::Ranking
        || (cues.rank.is_some() && (cues.by_product || cues.singular || cues.product_noun));
    let grain = intent.granularity?;
    if !ranks_products || intent.entities.iter().any(|e| e.kind == "product") {
        return None;
    }
    let grain = grain.as_str();
    let measure = intent
        .measures
        .first()
        .map(|m| m.measure.replace('_', " "))
        .unwrap_or_else(|| "units sold".into());
    Some(PlannerOutcome::Clarify {
        question: format!(
            "I cannot rank products within each {grain} yet. I can rank them over the whole \
             period, or give your {measure} {grain} by {grain}. Which one?"
        ),
        mention: format!("each {grain}"),
        candidates: vec![
            Candidate {
                id: format!("top products by {measure} this year"),
                label: "your products ranked over the whole period".into(),
            },
            Candidate {
                id: format!("{measure} by {grain} this year"),
                label: format!("your {measure}, {grain} by {grain}"),
            },
        ],
        intent: Some(Box::new(intent.clone())),
    })
}

/// "best and worst month of 2024": an extremum asked at both ends was answered at one (the
/// best), the other dropped with no word. Asked which, with both as choices.
pub(super) fn ask_both_ends(intent: &Intent, toks: &[Token]) -> Option<PlannerOutcome> {
    let x = intent.shape.extremum.as_ref()?;
    let has = |words: &[&str]| toks.iter().any(|t| words.contains(&t.word.as_str()));
    let best = has(&[
        "best",
        "top",
        "highest",
        "most",
        "biggest",
        "strongest",
        "peak",
    ]);
    let worst = has(&[
        "worst", "bottom", "lowest", "least", "weakest", "slowest", "poorest",
    ]);
    if !(best && worst) {
        return None;
    }
    let grain = x.grain.as_str();
    let period = intent
        .periods
        .first()
        .map(|p| format!(" from {} to {}", p.range.start, p.range.end))
        .unwrap_or_default();
    Some(PlannerOutcome::Clarify {
        question: format!(
            "I answer one end at a time: do you want the best {grain}{period}, or the worst?"
        ),
        mention: format!("best and worst {grain}"),
        candidates: vec![
            Candidate {
                id: format!("best {grain}{period}"),
                label: format!("the best {grain}"),
            },
            Candidate {
                id: format!("worst {grain}{period}"),
                label: format!("the worst {grain}"),
            },
        ],
        intent: Some(Box::new(intent.clone())),
    })
}

/// Whether `evidence` stands in a clause bounding a period ([`abstain::bounds_period`]), its
/// opening word at most two words before it: "until it sold out", "before it went out of stock".
fn in_bound(question: &str, evidence: &str) -> bool {
    let Some(at) = question.find(evidence) else {
        return false;
    };
    let before: Vec<&str> = question[..at]
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    let last = &before[before.len().saturating_sub(3)..];
    (0..last.len()).any(|i| abstain::bounds_period(last[i], last.get(i + 1).copied()))
}

/// Asked back when the resolver read the question's periods two ways with different dates
/// (`Resolution::ask`): each reading is a choice, said with its years written, so that the
/// choice asked again reads one way only.
pub(super) fn ask_period_reading(q: &crate::augment::PeriodQuestion) -> PlannerOutcome {
    let labels: Vec<&str> = q.readings.iter().map(|r| r.label.as_str()).collect();
    let list = match labels.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => labels.join(""),
    };
    clarify(
        format!("{} {list}?", q.question),
        q.mention.clone(),
        q.readings
            .iter()
            .map(|r| (r.said.clone(), r.label.clone()))
            .collect(),
    )
}
