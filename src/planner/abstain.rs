//! Calibrated abstention: parts of a question the plan does not represent are asked back, never
//! answered with a number that means something else (issue 9: "answer when the question is
//! understood, ask when it is ambiguous, never guess").
//!
//! Checked after the plan is built, so every rule compares what the question says with what the
//! plan will show:
//! - **a superlative the plan does not carry**: a ranking word ("best", "most", "lowest",
//!   "peak") when the plan gives one total, a comparison or a plain series: "show me my best day
//!   this year", "which week had the most sessions", "the lowest price P0002 had" would get the
//!   period's total or average. Asked back with concrete readings (the total, or the values by
//!   day / week / month to read the extremum from).
//! - **a second period dropped**: the resolver recognised two periods that are not a comparison
//!   ("on 2025-08-15 and on 2025-09-15", "before and after aug 15") and kept one: asked which.
//! - **stock vs sales**: a stock word ("in stock", "left", "on hand", "received") answered with
//!   a sales measure, "sell" answered with an inventory column, or both asked at once: "Did you
//!   mean units sold, or units in stock?". Stock on hand over a period without "average" is
//!   asked back (at the period's end, or averaged?) rather than averaged silently.
//! - **a count the plan does not make**: "how many products / days / weeks ..." answered with a
//!   table of rows or with a total.
//! - **a period word the resolver did not take**: "ever", "since launch", "all time", "in
//!   total" with no period resolved would get the default last 30 days: asked which period.
//! - **a numeric condition no plan applies**: "how many SKUs with a rating under 4", "list my
//!   products priced above $40" would count or list every record.
//! - **"when did ..."** answered with an amount rather than a day, and **a level at each
//!   period's end** ("stock at the end of each month") answered with each period's average.
//! - **a day of the week** ("what day of the week do I sell the most") answered with dates.

use super::parse::Cues;
use super::{AnswerShape, Candidate, Intent, PlannedQuery, PlannerOutcome};
use crate::augment::{ExpressionRole, Resolution};

/// Period nouns a superlative over time ranks ("best day", "which month").
const PERIOD_NOUNS: &[&str] = &[
    "day", "days", "week", "weeks", "month", "months", "quarter", "quarters", "year", "years",
    "date", "time", "ever",
];

/// A clarification instead of `built`, or `None` when the plan carries the whole question.
pub fn check(
    cues: &Cues,
    words: &[String],
    time: &Resolution,
    built: &PlannedQuery,
    intent: &Intent,
) -> Option<PlannerOutcome> {
    if let Some(ask) = super::weekdays::ask(time) {
        return Some(ask);
    }
    // Several periods answered one by one: none was dropped.
    let stacked = built
        .plan
        .steps
        .iter()
        .any(|s| matches!(s, crate::plan::Step::Tool(t) if t.tool == "stack"));
    let ignored: Vec<&str> = time
        .slots
        .expressions
        .iter()
        .filter(|e| e.role == ExpressionRole::Ignored)
        .map(|e| e.text.as_str())
        .collect();
    if let Some(ask) = unread_comparison(words, built, intent, stacked) {
        return Some(ask);
    }
    if let Some(ask) = unread_since(words, built, intent) {
        return Some(ask);
    }
    if !ignored.is_empty() && !stacked {
        let mut periods: Vec<&str> = time
            .slots
            .expressions
            .iter()
            .filter(|e| e.role != ExpressionRole::Comparison)
            .map(|e| e.text.as_str())
            .collect();
        periods.dedup();
        let candidates = periods
            .iter()
            .map(|p| Candidate {
                id: format!("period:{p}"),
                label: (*p).to_string(),
            })
            .collect();
        return Some(PlannerOutcome::Clarify {
            question: format!(
                "You named {} periods ({}); I answer one period at a time, or one period \
                 compared with another. Which one do you want, or should I compare them \
                 (\"... vs ...\")?",
                periods.len(),
                periods.join(", ")
            ),
            mention: ignored.join(", "),
            candidates,
            intent: None,
        });
    }
    let has = |w: &[&str]| words.iter().any(|x| w.contains(&x.as_str()));
    let phrase = |p: &[&str]| {
        words
            .windows(p.len())
            .any(|win| win.iter().zip(p).all(|(a, b)| a == b))
    };
    // The measures the plan reads: its output columns, and the column a kept-rows condition
    // reads ("products with less than 100 units in stock" outputs a count of on-hand rows).
    let condition_column = built.plan.steps.iter().find_map(|s| match s {
        crate::plan::Step::Tool(t) if t.tool == "filter_rows" => t.args.get("column")?.as_str(),
        _ => None,
    });
    let metric_in = |m: &[&str]| {
        built
            .metrics
            .iter()
            .map(String::as_str)
            .chain(condition_column)
            .any(|x| m.contains(&x))
    };
    // "Reviews left on the marble run", "reviews were left": reviews written, not stock left
    // (stop 36: asked as units sold or in stock).
    let left_as_stock = words.iter().enumerate().any(|(i, w)| {
        w == "left"
            && !(1..=2).any(|k| {
                i.checked_sub(k)
                    .and_then(|p| words.get(p))
                    .is_some_and(|p| {
                        matches!(
                            p.as_str(),
                            "reviews" | "review" | "ratings" | "rating" | "feedback" | "comments"
                        )
                    })
            })
    });
    let stock_word = has(&[
        "stock",
        "inventory",
        "inbound",
        "receive",
        "received",
        "restock",
    ]) || left_as_stock
        || phrase(&["on", "hand"]);
    // "Sold out" is out of stock, not a sale.
    let sales_word = words.iter().enumerate().any(|(i, w)| {
        matches!(w.as_str(), "sell" | "sold" | "sales" | "selling")
            && words.get(i + 1).map(String::as_str) != Some("out")
    });
    let stock_metric = metric_in(&["on_hand", "inbound", "stockout_days", "days_of_cover"]);
    let readings = |items: &[(&str, &str)]| -> Vec<Candidate> {
        items
            .iter()
            .map(|(id, label)| Candidate {
                id: (*id).into(),
                label: (*label).into(),
            })
            .collect()
    };
    let stock_or_sales = || {
        readings(&[
            ("units_sold", "units sold"),
            ("on_hand", "units in stock (on hand)"),
            ("inbound", "units inbound (received)"),
        ])
    };
    // Days of cover are the stock over the rate of sales: "how long will the stock last at
    // the rate it's selling" names the sales inside the measure, not a second one.
    if stock_word
        && sales_word
        && !has(&["out", "stockout", "cover"])
        && !metric_in(&["days_of_cover"])
    {
        return Some(PlannerOutcome::Clarify {
            question: "You asked about stock and about sales in one question; I answer one measure at a time. Which first: units sold, or units in stock?"
                .into(),
            mention: "stock and sales".into(),
            candidates: stock_or_sales(),
            intent: None,
        });
    }
    if stock_word && !stock_metric && !has(&["out", "stockout"]) {
        return Some(PlannerOutcome::Clarify {
            question: "Did you mean units sold, or units in stock?".into(),
            mention: "stock".into(),
            candidates: stock_or_sales(),
            intent: None,
        });
    }
    let inventory_api = built
        .plan
        .steps
        .iter()
        .any(|s| matches!(s, crate::plan::Step::Api(a) if a.api.starts_with("inventory")));
    if sales_word && !stock_word && (metric_in(&["average_daily_units"]) || inventory_api) {
        return Some(PlannerOutcome::Clarify {
            question: "Did you mean units sold over the period, or the average daily units behind the stock cover?"
                .into(),
            mention: "sell".into(),
            candidates: readings(&[
                ("units_sold", "units sold"),
                ("average_daily_units", "average daily units (inventory)"),
            ]),
            intent: None,
        });
    }
    if let Some(ask) = by_weekday(words) {
        return Some(ask);
    }
    let averaged = has(&["average", "avg", "mean", "averaged"]);
    let one_day = built.plan.steps.iter().any(|s| {
        matches!(s, crate::plan::Step::Api(a)
            if a.params.get("start_date").is_some()
                && a.params.get("start_date") == a.params.get("end_date"))
    });
    let on_hand_over_time = !one_day
        && metric_in(&["on_hand"])
        && built.shape == AnswerShape::SingleValue
        && built
            .plan
            .steps
            .iter()
            .any(|s| matches!(s, crate::plan::Step::Api(a) if a.api == "inventory_history"));
    if on_hand_over_time && !averaged {
        return Some(PlannerOutcome::Clarify {
            question: "Units on hand at the end of the period, or averaged over it?".into(),
            mention: "on hand".into(),
            candidates: readings(&[
                ("on_hand_end", "units on hand at the end of the period"),
                ("on_hand_average", "units on hand, averaged over the period"),
            ]),
            intent: None,
        });
    }
    // "When did the skillet run out of stock": the answer is a day. A total or a comparison
    // answers how much, not when, and a day-by-day series starts on the period's first day,
    // which is not the day asked for; an extremum over time names its day, and a list of
    // records (reviews) carries theirs.
    let asks_when = asks_a_day(words)
        && built.shape != AnswerShape::List
        && intent.shape.extremum.is_none()
        && built.condition.is_none();
    if asks_when {
        let metric = asked_metric(intent, built);
        return Some(PlannerOutcome::Clarify {
            question: format!(
                "I cannot pick out the day when that happened yet. Do you want {metric} day \
                 by day over the period, to read it from, or the total for the period?"
            ),
            mention: "when".into(),
            candidates: readings(&[
                ("by_day", "day by day"),
                ("total", "the total for the period"),
            ]),
            intent: None,
        });
    }
    // "Stock at the end of each month": a level read on each period's last day. The series
    // APIs average a level over each bucket, which is another number; no API reads the last
    // day of each bucket yet, so the two readings that can be given are offered.
    let level_metric = metric_in(&["on_hand", "price", "competitor_price", "buy_box_pct"]);
    if intent.at_end() && level_metric && built.shape == AnswerShape::TimeSeries && !averaged {
        let metric = built.metrics[0].replace('_', " ");
        return Some(PlannerOutcome::Clarify {
            question: format!(
                "I cannot read {metric} on the last day of each period yet. Do you want it \
                 averaged over each period, or day by day?"
            ),
            mention: "end of each period".into(),
            candidates: readings(&[
                ("average_by_period", "averaged over each period"),
                ("by_day", "day by day"),
            ]),
            intent: None,
        });
    }
    let counted_things = has(&[
        "products", "skus", "items", "days", "weeks", "months", "listings",
    ]);
    // A measure that is itself a count of days (days out of stock) is not a count to make, and
    // a count of records counts products only when the records are products: "how many
    // products are out of stock" is not the days out of stock, "number of skus with a rating
    // under 4" is not a number of reviews.
    // The thing counted is the first countable noun after "how many" / "number of": "how many
    // stockout days did I have across all products" counts days, not products.
    let start = words
        .windows(2)
        .position(|w| (w[0] == "how" && w[1] == "many") || (w[0] == "number" && w[1] == "of"))
        .map_or(0, |i| i + 2);
    let first_counted = words.get(start..).unwrap_or_default().iter().find(|x| {
        [
            "products", "skus", "items", "listings", "days", "weeks", "months",
        ]
        .contains(&x.as_str())
    });
    let products_counted = first_counted
        .is_some_and(|x| ["products", "skus", "items", "listings"].contains(&x.as_str()));
    let counts_products = built
        .plan
        .steps
        .iter()
        .any(|s| matches!(s, crate::plan::Step::Api(a) if a.api == "product_catalog"));
    let counts_already = if products_counted {
        metric_in(&["count"]) && counts_products
    } else {
        // "How many days of stock have we got left": the days of cover are days already.
        metric_in(&["count", "stockout_days", "days_of_cover"])
    };
    // "How many SKUs with a rating under 4", "number of days over $25,000", "list my products
    // priced above $40": no plan applies a numeric condition to what it counts or lists, so
    // the answer would be of every record. Asked back whatever the plan counts (a star filter
    // is a parameter, not a condition here).
    let listed = built.shape == AnswerShape::List;
    // Any numeric condition the plan does not apply ("days last month with more than 700
    // units": no "how many", no "list") would be answered with every record or the period's
    // total; a plan that applies one has a `filter_rows` step.
    let filtered = built
        .plan
        .steps
        .iter()
        .any(|s| matches!(s, crate::plan::Step::Tool(t) if t.tool == "filter_rows"));
    if !filtered && cues.stars.is_none() {
        if let Some(cond) = numeric_condition(words) {
            return Some(PlannerOutcome::Clarify {
                question: if !(cues.count || listed) {
                    format!(
                        "I cannot keep only the ones {cond} for this question yet: I would \
                         answer for all of them. Do you want the values to read it from (by \
                         product or by day), or the figure without the condition?"
                    )
                } else if listed {
                    format!(
                        "I cannot keep only the ones {cond} yet: I would list all of them. Do \
                         you want the whole list, to read it from?"
                    )
                } else {
                    format!(
                        "I cannot count only the ones {cond} yet: I would count all of them. \
                         Do you want the values to read it from (by product or by day), or the \
                         count without the condition?"
                    )
                },
                mention: cond,
                candidates: readings(&[
                    ("list", "the values, by product or by day, to count from"),
                    ("total", "the count without the condition"),
                ]),
                intent: None,
            });
        }
    }
    if cues.count && counted_things && !counts_already {
        return Some(PlannerOutcome::Clarify {
            question: "I cannot count products, days or weeks that meet a condition yet. Do you want the list to count from, or a total for the period?"
                .into(),
            mention: "how many".into(),
            candidates: readings(&[
                ("list", "the list of rows, to count"),
                ("total", "the total for the period"),
            ]),
            intent: None,
        });
    }
    let all_time =
        has(&["ever", "launch", "launched", "lifetime", "total"]) || phrase(&["all", "time"]);
    // "Total units in stock": the total of a level is over the products, on one day (the plan
    // reads the latest), not over time; "ever", "lifetime" and "all time" still ask.
    let level_total = one_day
        && level_metric
        && !has(&["ever", "launch", "launched", "lifetime"])
        && !phrase(&["all", "time"]);
    if all_time && !level_total && time.slots.primary.is_none() && intent.primary().is_none() {
        return Some(PlannerOutcome::Clarify {
            question: "Over which period: all your data, or the last 30 days?".into(),
            mention: "period".into(),
            candidates: readings(&[
                ("all_data", "all your data"),
                ("last_30_days", "the last 30 days"),
            ]),
            intent: None,
        });
    }
    let unranked = matches!(
        built.shape,
        AnswerShape::SingleValue | AnswerShape::Comparison | AnswerShape::TimeSeries
    );
    let superlative = cues.rank.is_some() || has(&["peak", "busiest", "quietest"]);
    if superlative && unranked {
        let metric = asked_metric(intent, built);
        let over_time = words.iter().any(|w| PERIOD_NOUNS.contains(&w.as_str()));
        let candidates = if over_time {
            vec![
                (
                    "by_day",
                    format!("{metric} by day, to see the highest and lowest days"),
                ),
                ("by_week", format!("{metric} by week")),
                ("by_month", format!("{metric} by month")),
            ]
        } else {
            vec![
                ("total", format!("the {metric} for the whole period")),
                (
                    "by_day",
                    format!("{metric} by day, to see its highest and lowest"),
                ),
                ("by_product", format!("{metric} by product, ranked")),
            ]
        };
        let options: Vec<String> = candidates.iter().map(|(_, l)| l.clone()).collect();
        return Some(PlannerOutcome::Clarify {
            question: format!(
                "I cannot pick out a best, worst, highest or lowest one for this question yet. \
                 Do you want {}?",
                join_or(&options)
            ),
            mention: "superlative".into(),
            candidates: candidates
                .into_iter()
                .map(|(id, label)| Candidate {
                    id: id.into(),
                    label,
                })
                .collect(),
            intent: None,
        });
    }
    None
}

/// The measure a clarification names, as the question's reading has it: a comparison plan's
/// first metric is its tool's `current` column, which once read "the current for the whole
/// period".
fn asked_metric(intent: &Intent, built: &PlannedQuery) -> String {
    intent
        .measures
        .first()
        .map(|m| m.measure.as_str())
        .or_else(|| built.metrics.first().map(String::as_str))
        .filter(|m| !matches!(*m, "current" | "previous" | "change" | "change_pct"))
        .map(|m| m.replace('_', " "))
        .unwrap_or_else(|| "the measure".into())
}

/// Whether the question asks for a day: "when" opening it, or "when" / "what day" / "which
/// date" before a verb in any clause ("small marble run - what day did it come back in stock":
/// the product named first, the day asked after). Only the opening "when" was read, and the
/// on hand for the month answered a question of which day.
fn asks_a_day(words: &[String]) -> bool {
    const VERBS: &[&str] = &[
        "did", "was", "were", "does", "do", "is", "are", "has", "had",
    ];
    let w = |i: usize| words.get(i).map_or("", String::as_str);
    w(0) == "when"
        || (0..words.len()).any(|i| {
            let when = w(i) == "when" && VERBS.contains(&w(i + 1));
            let what_day = matches!(w(i), "what" | "which")
                && matches!(w(i + 1), "day" | "date")
                && VERBS.contains(&w(i + 2));
            when || what_day
        })
}

/// A numeric condition in the words ("under 4", "more than 50", "at least 1000", "> 4"), as
/// written, if any.
/// "beard oil units bf vs cm": a comparison whose other side was not read ("cm" is no period
/// the resolver knows, no product, no measure) was answered with the first side alone, as if
/// nothing had been asked of the second. Asked what to compare with instead.
/// "since it came out", "until it sold out", "from when we restocked", "after we raised the
/// price": a bound of the period the seller named that no rule read. With no period read at
/// all, the plan would fall to the default period (the last 30 days), a figure for days the
/// seller did not ask about: ask which days instead. A bound the planner reads as all the
/// data ("since launch", "ever") is a period, so it is not asked.
///
/// "since" and "until" (and "till", "til") always bound a period. "from", "after" and "before"
/// do only when a clause follows ("from when", "after we", "before it"): "revenue from ads",
/// "sales after refunds" name what is counted, not when.
fn unread_since(words: &[String], built: &PlannedQuery, intent: &Intent) -> Option<PlannerOutcome> {
    if built.plan.steps.is_empty() || !intent.periods.is_empty() {
        return None;
    }
    let at = words.iter().enumerate().position(|(i, w)| {
        words.get(i + 1).is_some_and(|n| bounds_period(w, Some(n))) && !ahead_of_asking(words, i)
    })?;
    let word = words[at].as_str();
    let rest = words[at + 1..].join(" ");
    let ask = match word {
        "since" => "Since when (for example \"since 2025-10-01\", \"since Black Friday\"",
        "after" | "from" => "From when (for example \"from 2025-10-01\", \"after Black Friday\"",
        "before" => "Before when (for example \"before 2025-10-01\", \"before Black Friday\"",
        _ => "Until when (for example \"until 2025-10-31\", \"until Black Friday\"",
    };
    Some(PlannerOutcome::Clarify {
        question: format!(
            "You asked {word} \"{rest}\", and I could not tell which day that is. {ask}, or \
             \"all time\" for all your data)?"
        ),
        mention: words[at..].join(" "),
        candidates: Vec::new(),
        intent: None,
    })
}

/// Whether "before" / "after" at `i` opens a clause of what the seller is about to do ("before
/// i reorder - ...", "before we restock", "after i place the order"): a present-tense verb
/// after the pronoun is no day in the data, it says why the question is asked. A bound of the
/// period is something that happened: "before it sold out", "after we raised the price",
/// "before we ran out" (a past tense, or a verb whose past is the same word). Read as a
/// bound, "before i reorder - the large board game, on hand now and units sold in november"
/// asked which day "i reorder" is, and its "on hand now" clause took November's period.
fn ahead_of_asking(words: &[String], i: usize) -> bool {
    const PAST: &[&str] = &[
        "was", "were", "had", "did", "went", "sold", "ran", "came", "got", "made", "took", "put",
        "set", "cut", "hit", "began", "left", "fell", "rose", "grew", "gave", "sent", "paid",
        "bought", "brought", "started", "stopped", "launched", "listed",
    ];
    let at = |k: usize| words.get(k).map_or("", String::as_str);
    matches!(at(i), "before" | "after")
        && matches!(at(i + 1), "i" | "we" | "you" | "they")
        && at(i + 2).len() > 1
        && at(i + 2).chars().all(|c| c.is_ascii_alphabetic())
        && !at(i + 2).ends_with("ed")
        && !PAST.contains(&at(i + 2))
}

/// Whether `word`, followed by `next`, opens a bound of the period: "since", "until" (and
/// "till", "til") always; "from", "after" and "before" only before a clause ("from when",
/// "after we", "before it"), as "revenue from ads" names what is counted, not when. Read by
/// [`unread_since`] and by the planner's two-reports ask-back (a measure word inside a bound
/// names when, not what).
pub fn bounds_period(word: &str, next: Option<&str>) -> bool {
    const ALWAYS: &[&str] = &["since", "until", "till", "til", "untill"];
    const WITH_CLAUSE: &[&str] = &["from", "after", "before"];
    const CLAUSE: &[&str] = &[
        "when", "we", "i", "it", "they", "you", "he", "she", "the day",
    ];
    ALWAYS.contains(&word)
        || (WITH_CLAUSE.contains(&word) && next.is_some_and(|n| CLAUSE.contains(&n)))
}

fn unread_comparison(
    words: &[String],
    built: &PlannedQuery,
    intent: &Intent,
    stacked: bool,
) -> Option<PlannerOutcome> {
    let at = words
        .iter()
        .position(|w| matches!(w.as_str(), "vs" | "vs." | "versus" | "v"))?;
    let compared = stacked
        || built.plan.steps.iter().any(|s| match s {
            crate::plan::Step::Tool(t) => t.tool == "growth" || t.tool == "stack",
            crate::plan::Step::Api(a) => a.id == "previous",
        })
        || intent.entities.len() >= 2
        || intent.measures.len() >= 2
        || intent.periods.len() >= 2;
    // Only where one period was read and the other side was not ("bf vs cm"): "my price
    // versus competitors" compares two measures the planner reads on its own.
    if compared || built.plan.steps.is_empty() || intent.periods.len() != 1 {
        return None;
    }
    let other = words[at + 1..].join(" ");
    let other = if other.is_empty() {
        "something".to_string()
    } else {
        format!("\"{other}\"")
    };
    Some(PlannerOutcome::Clarify {
        question: format!(
            "You asked to compare with {other}, and I could not tell which period or product \
             that is. What should I compare with (for example \"vs last week\", \"vs Cyber \
             Monday\", or a product's name)? For two figures of one period, ask for both: \
             \"revenue and units last month\"."
        ),
        mention: words[at..].join(" "),
        candidates: Vec::new(),
        intent: None,
    })
}

fn numeric_condition(words: &[String]) -> Option<String> {
    const SINGLE: &[&str] = &["under", "over", "above", "below", "exceeding", "beyond"];
    const BEFORE_THAN: &[&str] = &[
        "more", "less", "fewer", "greater", "higher", "lower", "bigger", "smaller", "cheaper",
        "pricier",
    ];
    let is_num = |w: &str| w.chars().next().is_some_and(|c| c.is_ascii_digit());
    for (i, w) in words.iter().enumerate() {
        let w = w.as_str();
        let k = if SINGLE.contains(&w) {
            i + 1
        } else if (BEFORE_THAN.contains(&w) && words.get(i + 1).is_some_and(|x| x == "than"))
            || (matches!(w, "at")
                && words
                    .get(i + 1)
                    .is_some_and(|x| x == "least" || x == "most"))
        {
            i + 2
        } else {
            continue;
        };
        if words.get(k).is_some_and(|x| is_num(x)) {
            return Some(words[i..=k].join(" "));
        }
    }
    None
}

fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}, or {last}", init.join(", ")),
    }
}

/// "What day of the week do I sell the most", "saturdays vs sundays which is better for me":
/// no plan groups days by weekday, and the dates it would rank ("2025-11-28") are not
/// weekdays; "weekday vs weekend sales" likewise: one total would answer neither side. Said
/// plainly, with what can be given instead, whether or not a measure was named (with none,
/// "which is better" was told no data answers it, which is untrue of the seller's data).
pub fn by_weekday(words: &[String]) -> Option<PlannerOutcome> {
    let has = |w: &[&str]| words.iter().any(|x| w.contains(&x.as_str()));
    let phrase = |p: &[&str]| {
        words
            .windows(p.len())
            .any(|win| win.iter().zip(p).all(|(a, b)| a == b))
    };
    let asked = phrase(&["day", "of", "the", "week"])
        || phrase(&["days", "of", "the", "week"])
        || has(&["weekday", "weekdays"])
            && (has(&["weekend", "weekends", "which", "what", "best", "most"]))
        // "Mondays vs Fridays", "sales on weekends": every such day, not one date.
        || has(&[
            "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
            "weekends",
        ]);
    let reading = |id: &str, label: &str| Candidate {
        id: id.into(),
        label: label.into(),
    };
    asked.then(|| PlannerOutcome::Clarify {
        question: "I cannot total by day of the week (or weekdays against weekends) yet. Do \
                   you want the values for each date, to read it from, or the total for the \
                   period?"
            .into(),
        mention: "day of the week".into(),
        candidates: vec![
            reading("by_day", "the values for each date"),
            reading("total", "the total"),
        ],
        intent: None,
    })
}
