//! Stop 34 (edge21): 68 diagnostic questions a new user asks ("why did X drop in <month>", "how
//! am I doing", "how do I compare with my category", "what should I do", "health check for
//! <period>", "is anything wrong with <product>", "what's driving <metric>"), in plain, terse,
//! slang and typo wordings, over 26 sellers of all five categories, quiet months included.
//!
//! Ground truth is the generator's world plan (`insight::data::planted_events`) and SQL over the
//! store, never the detectors' own output. Every answer is checked for honesty (each cause it
//! states is in the data: a stock-out's days counted by SQL, an account-health breach's worst
//! week read by SQL, a price, rating or ad change planted for that seller and product; each
//! recommendation cites a finding). Each question not listed as a known gap must also be routed
//! to the Insight Generator and find what its words point at. The known gaps (9) are left with
//! their reason in the table; they are held to honesty only, and the test reports them.

mod common;

use common::{ask_as, demo_engine, store};
use insight::answer::{Answer, AnswerStatus};
use insight::data::{planted_events, PlantedEvent, PlantedKind};
use insight::manager::Branch;

/// What a question points at.
#[derive(Debug, Clone, Copy)]
enum Want {
    /// A stock-out of this product, in the asked month.
    Stockout(&'static str),
    /// An account-health metric out of policy in the asked period.
    Health(&'static str),
    /// The seller's planted ad budget change.
    AdChange,
    /// A price change of this product.
    Price(&'static str),
    /// A quality (rating) drop of this product.
    Quality(&'static str),
    /// The seller against the category's peers.
    Bench,
    /// Advice: recommendations, each citing a finding.
    Advice,
    /// An overview of how the business is doing.
    Overview,
    /// A period with no planted event: no cause stated.
    Quiet,
}
use Want::*;

struct Case {
    seller: &'static str,
    kind: &'static str,
    question: &'static str,
    want: Want,
    gap: Option<&'static str>,
}

const fn case(
    seller: &'static str,
    kind: &'static str,
    question: &'static str,
    want: Want,
    gap: Option<&'static str>,
) -> Case {
    Case {
        seller,
        kind,
        question,
        want,
        gap,
    }
}

#[rustfmt::skip]
const CASES: &[Case] = &[
    case("S001", "why", "why did revenue fall in october", Stockout("P0001"), None),
    case("S001", "why", "y did my sales tank in oct??", Stockout("P0001"), None),
    case("S001", "why", "why are sessions down in november", AdChange, None),
    case("S001", "whatdo", "what should i do to get sales back up", Advice, None),
    case("S001", "compare", "how do i stack up against other home and kitchen sellers", Bench, None),
    case("S001", "wrong", "is anything wrong with the chef's knife", Price("P0002"), Some("no period: the last month is examined; the price rise of 2025-09-01 is before it")),
    case("S001", "wrong", "whats up with the non-stick pan set lately, conversion looks bad", Quality("P0003"), Some("routed to the Data Presenter: conversion named with no cause word, the hand-off sends it there")),
    case("S001", "health", "health check for november", Health("late_shipment_rate"), None),
    case("S002", "why", "why did my sales drop in march 2025", Stockout("P0037"), None),
    case("S002", "why", "what happened to revenue in feb 2025", Stockout("P0037"), None),
    case("S002", "health", "any problems with my account in may 2024", Health("late_shipment_rate"), None),
    case("S002", "doing", "how am i doing this year", Overview, None),
    case("S005", "why", "why did traffic fall in november 2025", AdChange, None),
    case("S005", "whatdo", "what should i change to grow sales", Advice, None),
    case("S005", "driving", "what's driving the drop in sessions since late october", AdChange, Some("\"since late october\" read as October, and revenue explained for sessions")),
    case("S007", "why", "why were sales down in july 2025", Stockout("P0190"), None),
    case("S007", "health", "was there an issue with cancellations in april 2024", Health("cancellation_rate"), None),
    case("S007", "compare", "how does my conversion compare to my category", Bench, None),
    case("S011", "why", "why did sessions drop in june 2024", AdChange, None),
    case("S011", "health", "health check april 2025", Health("late_shipment_rate"), None),
    case("S011", "doing", "hows business been lately", Overview, None),
    case("S013", "why", "why did revenue dip in february 2025", Stockout("P0402"), None),
    case("S013", "wrong", "is something wrong with the compact mechanical keyboard", Quality("P0402"), Some("no period: the last month is examined; the rating drop of 2025-05-30 is before it")),
    case("S013", "health", "any account health red flags in july 2025", Health("cancellation_rate"), None),
    case("S014", "health", "why is my order defect rate high in august 2024", Health("order_defect_rate"), None),
    case("S014", "compare", "am i better or worse than other electronics sellers", Bench, None),
    case("S015", "why", "why did earbuds sales fall in november 2024", Price("P0492"), None),
    case("S015", "whatdo", "how do i get my sales back up", Advice, None),
    case("S018", "why", "why did units drop in november 2025", Stockout("P0568"), None),
    case("S018", "why", "why did revenue go down in august 2025", Stockout("P0557"), None),
    case("S018", "wrong", "whats wrong with the camping tent", Stockout("P0568"), None),
    case("S019", "why", "why r my sales down in nov 2025", Stockout("P0572"), None),
    case("S019", "wrong", "is anything off with the insulated water bottle", Quality("P0584"), Some("routed to the Data Presenter, which asks which figure")),
    case("S019", "compare", "how do i compare with sports and outdoors sellers", Bench, None),
    case("S022", "why", "why did traffic crash in september 2024", AdChange, None),
    case("S022", "why", "why did sales drop in may 2024", Stockout("P0652"), None),
    case("S022", "doing", "how am i doing in 2024", Overview, None),
    case("S023", "why", "why was revenue down in march 2025", Stockout("P0667"), None),
    case("S023", "driving", "what drove the change in revenue in feb 2025", Stockout("P0667"), None),
    case("S028", "why", "why did revenue fall in june 2025", Stockout("P0860"), None),
    case("S028", "health", "health check for june 2025", Health("valid_tracking_rate"), None),
    case("S028", "why", "why did sessions fall in december 2024", AdChange, None),
    case("S029", "why", "whyd my sales drop in feb 2025", Stockout("P0886"), None),
    case("S029", "compare", "how do i compare with my peers", Bench, None),
    case("S030", "why", "why did sales fall in may 2025", Stockout("P0899"), None),
    case("S030", "wrong", "is there a problem with the ionic hair dryer", Quality("P0898"), None),
    case("S030", "health", "were my shipments late in april 2024", Health("late_shipment_rate"), Some("routed to the Data Presenter, which asks which figure (late shipment rate among them)")),
    case("S032", "why", "why did revenue go down in february 2025", Stockout("P0959"), None),
    case("S032", "wrong", "anything wrong with the sunscreen", Quality("P0969"), Some("no period: the last month is examined; the rating drop of 2025-06-30 is before it")),
    case("S032", "whatdo", "what should i focus on next month", Advice, Some("advice for next month read as a question about next month's data (no data)")),
    case("S034", "why", "why did my sales fall in november 2025", Stockout("P1026"), None),
    case("S034", "doing", "how am i doing this month", Overview, None),
    case("S034", "compare", "how do i measure up against other toy sellers", Bench, Some("routed to the Data Presenter, which asks which figure")),
    case("S037", "why", "why did traffic drop in december 2024", AdChange, None),
    case("S037", "why", "why were units down in july 2024", Stockout("P1122"), None),
    case("S039", "health", "any issues with cancellations in april 2024", Health("cancellation_rate"), None),
    case("S039", "why", "why did revenue dip in september 2024", Stockout("P1224"), None),
    case("S040", "why", "why did sales drop in march 2025", Stockout("P1246"), None),
    case("S040", "why", "why did sessions drop in april 2025", AdChange, None),
    case("S040", "whatdo", "wat shud i do to boost sales", Advice, None),
    case("S004", "quiet", "why did my revenue drop in june 2025", Quiet, None),
    case("S004", "doing", "how am i doing", Overview, None),
    case("S004", "quiet", "whats driving my sales in september 2025", Quiet, None),
    case("S009", "quiet", "why did sales change in august 2025", Quiet, None),
    case("S026", "quiet", "why did revenue drop in october 2024", Quiet, None),
    case("S035", "quiet", "health check for q3 2025", Quiet, None),
    case("S012", "quiet", "why did units fall in march 2025", Quiet, None),
    case("S020", "doing", "how is the business doing this quarter", Overview, None),
];

/// Kinds of finding that state a cause.
const CAUSES: [&str; 5] = [
    "stockout",
    "price_change",
    "rating_drop",
    "ad_spend_change",
    "account_health",
];

fn db() -> rusqlite::Connection {
    rusqlite::Connection::open(store()).expect("open the store")
}

fn sql_f64(c: &rusqlite::Connection, q: &str) -> f64 {
    c.query_row(q, [], |r| r.get::<_, Option<f64>>(0))
        .unwrap_or_else(|e| panic!("{q}: {e}"))
        .unwrap_or(f64::NAN)
}

fn planted<'a>(
    events: &'a [PlantedEvent],
    seller: &str,
    product: Option<&str>,
) -> impl Iterator<Item = &'a PlantedEvent> + 'a {
    let seller = seller.to_string();
    let product = product.map(str::to_string);
    events.iter().filter(move |e| {
        e.seller_id == seller
            && (product.is_none() || e.product_id.as_deref() == product.as_deref())
    })
}

/// Every cause the answer states is in the data; every recommendation cites a finding. The
/// problems found, empty when honest.
fn dishonesty(
    c: &Case,
    a: &Answer,
    events: &[PlantedEvent],
    db: &rusqlite::Connection,
) -> Vec<String> {
    let mut out = Vec::new();
    for f in &a.findings {
        let product = f.products.first().map(|p| p.id.as_str());
        let period = f.period.as_ref();
        match f.kind.as_str() {
            "stockout" => {
                let (Some(p), Some(per)) = (product, period) else {
                    out.push(format!(
                        "a stock-out with no product or period: {}",
                        f.statement
                    ));
                    continue;
                };
                let zero = sql_f64(db, &format!(
                    "SELECT COUNT(*) FROM inventory_daily WHERE seller_id='{}' AND product_id='{p}' \
                     AND on_hand=0 AND date BETWEEN '{}' AND '{}'",
                    c.seller, per.start, per.end
                ));
                if Some(zero) != f.number("days") {
                    out.push(format!(
                        "{p}: {zero} days at zero by SQL, {:?} said",
                        f.number("days")
                    ));
                }
            }
            "account_health" => {
                let Some(per) = period else {
                    out.push(format!(
                        "an account-health breach with no period: {}",
                        f.statement
                    ));
                    continue;
                };
                let metric = [
                    "order_defect_rate",
                    "late_shipment_rate",
                    "cancellation_rate",
                    "valid_tracking_rate",
                ]
                .into_iter()
                .find(|m| f.statement.contains(&m.replace('_', " ")))
                .unwrap_or("late_shipment_rate");
                // The worst week: the highest rate, or the lowest valid tracking rate.
                let agg = if metric == "valid_tracking_rate" {
                    "MIN"
                } else {
                    "MAX"
                };
                let worst = sql_f64(
                    db,
                    &format!(
                        "SELECT {agg}({metric}) FROM account_health_weekly WHERE seller_id='{}' \
                     AND week_start BETWEEN '{}' AND '{}'",
                        c.seller, per.start, per.end
                    ),
                );
                let said = f.number("worst").unwrap_or(f64::NAN);
                if (worst - said).abs() > 0.0006 {
                    out.push(format!("{metric}: worst {worst} by SQL, {said} said"));
                }
            }
            "price_change" | "rating_drop" => {
                let want_price = f.kind == "price_change";
                let ok = planted(events, c.seller, product).any(|e| match e.kind {
                    PlantedKind::PriceChange { .. } => want_price,
                    PlantedKind::QualityDrop { .. } => !want_price,
                    _ => false,
                });
                if !ok {
                    out.push(format!("{} of {product:?} not in the world plan", f.kind));
                }
            }
            "ad_spend_change" => {
                let ok = planted(events, c.seller, None)
                    .any(|e| matches!(e.kind, PlantedKind::AdBudgetChange { .. }));
                if !ok {
                    out.push("an ad change the world plan does not hold".into());
                }
            }
            _ => {}
        }
    }
    for r in &a.recommendations {
        if !a.findings.iter().any(|f| f.id == r.finding) {
            out.push(format!("recommendation citing no finding: {}", r.text));
        }
    }
    out
}

/// Whether the answer found what the question points at (the problems, empty when it did).
fn misses(c: &Case, a: &Answer, events: &[PlantedEvent]) -> Vec<String> {
    let mut out = Vec::new();
    if a.status != AnswerStatus::Answered {
        out.push(format!("status {:?}", a.status));
    }
    let winner = a.branches.as_ref().and_then(|b| b.winner);
    if winner != Some(Branch::InsightGenerator) {
        out.push(format!("answered by {winner:?}"));
    }
    fn of_kind<'a>(
        a: &'a Answer,
        k: &'a str,
    ) -> impl Iterator<Item = &'a insight::insight::Finding> + 'a {
        a.findings.iter().filter(move |f| f.kind == k)
    }
    let of_kind = |k: &'static str| of_kind(a, k);
    let on = |k: &'static str, p: &str| of_kind(k).any(|f| f.products.iter().any(|x| x.id == p));
    match c.want {
        Stockout(p) => {
            let found = of_kind("stockout").find(|f| f.products.iter().any(|x| x.id == p));
            match found.and_then(|f| f.period.as_ref()) {
                None => out.push(format!("no stock-out of {p}")),
                Some(per) => {
                    let inside = planted(events, c.seller, Some(p)).any(|e| {
                        matches!(e.kind, PlantedKind::Stockout)
                            && e.start.to_string() <= per.start
                            && e.end.is_some_and(|end| per.end <= end.to_string())
                    });
                    if !inside {
                        out.push(format!(
                            "{p}'s stock-out {}..{} is not the planted one",
                            per.start, per.end
                        ));
                    }
                }
            }
        }
        Health(metric) => {
            let weeks: Vec<String> = planted(events, c.seller, None)
                .filter(
                    |e| matches!(e.kind, PlantedKind::HealthIssue { metric: m, .. } if m == metric),
                )
                .map(|e| e.start.to_string())
                .collect();
            let found = of_kind("account_health").any(|f| {
                f.statement.contains(&metric.replace('_', " "))
                    && f.period.as_ref().is_some_and(|p| weeks.contains(&p.start))
            });
            if !found {
                out.push(format!("no {metric} breach in a planted week {weeks:?}"));
            }
        }
        AdChange => {
            let starts: Vec<chrono::NaiveDate> = planted(events, c.seller, None)
                .filter(|e| matches!(e.kind, PlantedKind::AdBudgetChange { .. }))
                .map(|e| e.start)
                .collect();
            // The detector dates the change by the spend itself: within a week of the plan's.
            let found = of_kind("ad_spend_change").any(|f| {
                f.period.as_ref().is_some_and(|p| {
                    chrono::NaiveDate::parse_from_str(&p.start, "%Y-%m-%d")
                        .is_ok_and(|d| starts.iter().any(|s| (d - *s).num_days().abs() <= 7))
                })
            });
            if !found {
                out.push(format!("no ad change near {starts:?}"));
            }
        }
        Price(p) => {
            if !on("price_change", p) {
                out.push(format!("no price change of {p}"));
            }
        }
        Quality(p) => {
            if !on("rating_drop", p) {
                out.push(format!("no quality drop of {p}"));
            }
        }
        Bench => {
            let gaps: Vec<_> = of_kind("benchmark_gap").collect();
            if gaps.is_empty() || !a.domains.iter().any(|d| d.name == "benchmarking") {
                out.push("no benchmark".into());
            }
            if gaps.iter().any(|f| f.number("peer_median").is_none()) {
                out.push("a benchmark gap with no peer median".into());
            }
        }
        Advice | Overview => {
            if a.domains.is_empty() {
                out.push("no domain".into());
            }
        }
        Quiet => {
            if let Some(f) = a
                .findings
                .iter()
                .find(|f| CAUSES.contains(&f.kind.as_str()))
            {
                out.push(format!("a cause in a quiet month: {}", f.statement));
            }
        }
    }
    out
}

#[test]
fn a_new_users_diagnostic_questions() {
    let (engine, rt) = demo_engine();
    let events = planted_events(42);
    let db = db();
    let sellers: std::collections::BTreeSet<&str> = CASES.iter().map(|c| c.seller).collect();
    assert!(CASES.len() >= 60 && sellers.len() >= 10);
    let (mut right, mut gaps_right) = (0, 0);
    let mut failures = Vec::new();
    for c in CASES {
        let a = ask_as(&engine, &rt, c.seller, c.question);
        let lies = dishonesty(c, &a, &events, &db);
        assert!(
            lies.is_empty(),
            "{} {:?} [{}]: {lies:?}\n{}",
            c.seller,
            c.question,
            c.kind,
            a.answer
        );
        let missed = misses(c, &a, &events);
        match (c.gap, missed.is_empty()) {
            (None, true) => right += 1,
            (None, false) => failures.push(format!(
                "{} {:?} [{}]: {missed:?}\n   {}",
                c.seller,
                c.question,
                c.kind,
                a.answer.lines().next().unwrap_or("")
            )),
            (Some(_), true) => gaps_right += 1,
            (Some(why), false) => println!(
                "known gap {} {:?}: {why} ({missed:?})",
                c.seller, c.question
            ),
        }
    }
    let gaps = CASES.iter().filter(|c| c.gap.is_some()).count();
    println!(
        "edge21 diagnostics: {right} of {} right; known gaps {gaps_right} of {gaps} right now",
        CASES.len() - gaps
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
