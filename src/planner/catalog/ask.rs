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

/// "Price of the chef's knife yesterday" when the seller has two chef's knives: the singular
/// names one product, and a figure that belongs to one product (a price, a rating, a rate, its
/// days out of stock) cannot be read for the pair without guessing which one was meant, nor
/// summed. Ask which, offering each one (the plural, "prices of the chef's knives", names them
/// all and gets each one's figure).
///
/// A flow (units, revenue, refunds, reviews) asked of the singular is asked back too, unless a
/// total is said ("total", "all", "combined", "both"): "chefs knife units yday" or "lip balm
/// revenue yesterday" to a seller with two knives or five lip balms names one product as
/// written, and the kind's sum is a figure of none of them, said as if it were the one meant.
/// Until stop 32 the sum was answered (the products listed in the sentence); two blind sets of
/// other sellers, written by two writers who never saw the code, both read these as asking
/// which one (seven of the eighth set's twelve wrong answers at its first run). The plural
/// ("how many chef's knives did i sell") is the kind's total, as before.
pub(super) fn ask_which_one(
    question: &str,
    intent: &Intent,
    entities: &[ResolvedEntity],
    cues: &Cues,
    toks: &[Token],
    per_product: bool,
    measures: &crate::catalog::measure::MeasureFile,
) -> Option<PlannerOutcome> {
    let products: Vec<&ResolvedEntity> = entities.iter().filter(|e| e.kind == "product").collect();
    // "Sleeping bag best week this year": the best week of one product, as its price is one
    // product's. Summed over the two sleeping bags, the best week was a week neither had, so
    // the singular asks which, as for a figure that does not add up; "my sleeping bags' best
    // week" (plural) is the set's.
    let over_time = intent.shape.shape == IntentShape::ExtremumOverTime;
    if products.len() < 2 || cues.by_product || cues.all_products {
        return None;
    }
    let flow = !(per_product || over_time);
    // ... nor when one of them is picked ("which lip balm got more sessions": ranked).
    if flow
        && (total_said(toks)
            || crate::planner::group::each_of_them_asked(toks)
            || crate::planner::group::pick_among(toks, cues.rank).is_some())
    {
        return None;
    }
    // Records listed or counted are no one product's figure: the shape says so ("how many days
    // was ... out of stock" counts with the measure, and is a total).
    if cues.rank.is_some() && !over_time {
        return None;
    }
    // A share ("what % of revenue was the webcam") and a count of one product's records ("how
    // many 5 star reviews for the teddy") are one product's figures too: summed over the
    // kind, the share was of none of them.
    if !matches!(
        intent.shape.shape,
        IntentShape::Total
            | IntentShape::Comparison
            | IntentShape::TimeSeries
            | IntentShape::ExtremumOverTime
            | IntentShape::Share
            | IntentShape::Count
    ) {
        return None;
    }
    // The first mention that names several products, whose head word is as written in the
    // singular: a token whose word is its own stem ("knife", "dash cam"; not "knives", "cams").
    // Beside another product ("phone case vs power bank units" with two power banks) it is as
    // undecided as alone: each one's figure is not what the pair asks for.
    let mention = products
        .iter()
        .map(|e| &e.mention)
        .find(|m| products.iter().filter(|e| &e.mention == *m).count() > 1)?;
    let products: Vec<&ResolvedEntity> = products
        .into_iter()
        .filter(|e| &e.mention == mention)
        .collect();
    let head = head_word(mention)?;
    // English plurals the stemmer keeps ("wireless mice" names the four mice).
    const IRREGULAR_PLURALS: &[&str] = &[
        "mice", "dice", "geese", "teeth", "feet", "children", "women", "men", "people", "oxen",
    ];
    // A word ending in "ss" is a singular ("french press", "glass", "dress"): the stemmer
    // keeps it whole, and only its plural ("presses") names them all.
    let plural_s = head.word.ends_with('s') && !head.word.ends_with("ss");
    // A thing that is one item though its name is plural, a pair or a set by nature ("the
    // earbuds", "the headphones", "the grey cycling gloves"): the plural does not say several
    // products. A figure of one product (a price, a rate) asked of it is the singular's
    // question; a flow keeps the plural's reading (the kind's total), as a writer saying "how
    // many earbuds did we sell" may mean all of them.
    // The figure itself asked in the plural ("earbuds prices vs competitor", "the gloves'
    // ratings") is several figures, one a product: each one's, as "by product" gets. A plural
    // only where the singular is a word of the measure itself: "acos" is no plural of "aco".
    let figures_plural = intent.measures.iter().any(|m| {
        tokens(&m.evidence).last().is_some_and(|t| {
            t.word != t.stem
                && measures
                    .get(&m.measure)
                    .is_some_and(|x| x.words.iter().any(|w| w.eq_ignore_ascii_case(&t.stem)))
        })
    });
    let one_thing =
        !flow && !total_said(toks) && !figures_plural && PLURAL_ONLY.contains(&head.word.as_str());
    let plural =
        head.word != head.stem || plural_s || IRREGULAR_PLURALS.contains(&head.word.as_str());
    // A kind whose products are each named in the plural ("Stacking Rings", "Resistance Bands
    // Set", "Sheet Mask 10-Pack"): the plural is how one of them is called, so it cannot tell
    // one product from all of them. A figure of one product (days of stock left, a price) is
    // asked which, as the singular's is. A flow is asked which only when "the" points at one
    // listing ("what % of revenue was the building blocks", "5 star reviews for the
    // resistance bands"): a bare plural names the kind in general ("building blocks revenue
    // on christmas eve", "magnetic tiles revenue share ytd"), its total, which the answer
    // says is of all of them, product by product. Never when the kind itself is what is
    // counted ("how many stacking rings did we sell": items of the kind, all of them).
    let named_plural = plural
        && !total_said(toks)
        && !figures_plural
        && !kind_counted(question, mention)
        && (!flow || definite(question, mention))
        && products.iter().all(|e| title_names_plural(&e.label, &head));
    if !one_thing && !named_plural && plural {
        return None;
    }
    let candidates: Vec<(String, String)> = products
        .iter()
        .map(|e| (e.id.clone(), e.label.clone()))
        .collect();
    let list = candidate_list(&candidates);
    let or_total = if flow {
        ", or \"all together\" for their total"
    } else {
        ""
    };
    let question = format!(
        "You have {} products that \"{mention}\" fits: {list}. Which one do you mean? (Or add \
         \"by product\" for each one's figure{or_total}.)",
        candidates.len()
    );
    Some(with_intent(
        clarify(question, mention.clone(), candidates),
        intent.clone(),
    ))
}

/// Names of one item written only in the plural (a pair, or two parts sold as one): a seller
/// says "the earbuds" of one listing as "the knife" of one. Until stop 33 these read as the
/// plural, and a price or a rate asked of "the earbuds" (four of them) or "the grey cycling
/// gloves" (two) was answered a row each, when the question named one (two blind sets asked
/// which, four times).
const PLURAL_ONLY: &[&str] = &[
    "earbuds",
    "headphones",
    "earphones",
    "earpods",
    "airpods",
    "gloves",
    "mitts",
    "mittens",
    "socks",
    "shoes",
    "trainers",
    "sneakers",
    "boots",
    "slippers",
    "sandals",
    "scissors",
    "shears",
    "tongs",
    "pliers",
    "tweezers",
    "clippers",
    "binoculars",
    "goggles",
    "sunglasses",
    "glasses",
    "shorts",
    "trousers",
    "jeans",
    "leggings",
    "pants",
    "pyjamas",
    "pajamas",
    "chopsticks",
    "dumbbells",
    "skates",
    "skis",
];

/// Whether a product's title names the product in the plural `head` of a mention: the plural
/// word as the title writes it ("Pocket Classic Stacking Rings - Small" for "stacking rings"),
/// or its singular followed by a pack of several ("Sheet Mask 10-Pack", "Bath Bomb Set of 6",
/// "Building Block 500pc"): one listing that holds many of the thing.
fn title_names_plural(title: &str, head: &Token) -> bool {
    let words = tokens(title);
    words.iter().enumerate().any(|(i, t)| {
        t.word == head.word
            || (t.stem == head.stem && words[i + 1..].iter().take(3).any(|n| is_pack(&n.word)))
    })
}

/// A word saying a listing holds several of its thing: "10-pack" ("10", "pack" as tokens),
/// "multipack", "12ct". Not pieces: a "Jigsaw Puzzle 1000pc" is one puzzle of many pieces, and
/// "jigsaw puzzles" is the plural of it.
fn is_pack(word: &str) -> bool {
    let digits_then = |suffix: &str| {
        word.strip_suffix(suffix)
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
    };
    matches!(word, "pack" | "packs" | "multipack") || digits_then("pack") || digits_then("ct")
}

/// Whether the mention follows "the" (or "this", "that"): a listing pointed at, where a bare
/// plural names the kind in general.
fn definite(question: &str, mention: &str) -> bool {
    let toks = tokens(question);
    let first = tokens(mention);
    let Some(first) = first.first() else {
        return false;
    };
    toks.iter()
        .position(|t| t.word == first.word)
        .and_then(|at| at.checked_sub(1))
        .is_some_and(|b| matches!(toks[b].word.as_str(), "the" | "this" | "that"))
}

/// Whether the mention is what "how many" counts ("how many stacking rings did we sell", "how
/// many of the sheet masks are left"): the kind's items, all of them.
fn kind_counted(question: &str, mention: &str) -> bool {
    let toks = tokens(question);
    let first = tokens(mention);
    let Some(first) = first.first() else {
        return false;
    };
    let Some(at) = toks.iter().position(|t| t.word == first.word) else {
        return false;
    };
    let before: Vec<&str> = toks[..at]
        .iter()
        .rev()
        .map(|t| t.word.as_str())
        .skip_while(|w| matches!(*w, "the" | "of" | "my" | "our" | "your"))
        .take(1)
        .collect();
    before == ["many"]
}

/// A total of several products said in words: "total", "all", "combined", "both", "overall".
fn total_said(toks: &[Token]) -> bool {
    toks.iter().any(|t| {
        matches!(
            t.word.as_str(),
            "total"
                | "totals"
                | "all"
                | "overall"
                | "altogether"
                | "combined"
                | "together"
                | "both"
                | "sum"
                | "summed"
                | "entire"
                | "whole"
        )
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

/// Words that end a thing's name and start what is said about it: "the serum *for* dark
/// spots", "the pot *with* a lid", "the little cars *you* drive".
const AFTER_THE_NAME: &[&str] = &[
    "for", "with", "without", "that", "which", "who", "you", "we", "to", "on", "in", "of", "from",
    "under", "like",
];

/// The word a mention's number is read from: its last word before what is said about the
/// thing ("serum" of "the serum for dark spots", described in `catalog/kinds.yaml` as "serum
/// for dark spots"), else its last word ("knife block set"). Read from the last word, "the
/// serum for dark spots" was a plural ("spots") and two serums were summed where one was
/// named.
fn head_word(mention: &str) -> Option<Token> {
    let toks = tokens(mention);
    let alpha = |t: &&Token| t.word.chars().any(|c| c.is_alphabetic());
    let cut = toks
        .iter()
        .position(|t| AFTER_THE_NAME.contains(&t.word.as_str()))
        .unwrap_or(toks.len());
    toks[..cut]
        .iter()
        .rev()
        .find(alpha)
        .or_else(|| toks.iter().rev().find(alpha))
        .cloned()
}
