//! The diagnostic-question harness of `edge21_diagnostics.rs`, `diag22_diagnostics.rs`,
//! `diag23_diagnostics.rs` and `diag24_diagnostics.rs` (each held a copy until stop 37): what a
//! question points at in the generator's world plan (`insight::data::planted_events(42)`), the
//! honesty checks every answer is held to (a stated stock-out's days and an account-health
//! breach's worst week against SQL, a price, rating or ad change against the plan, every
//! recommendation citing a finding), whether the answer found what the question points at, and
//! the loop that asks every case and reports the count. Included with
//! `#[path = "common/diag.rs"] mod diag;` beside `mod common;`.
#![allow(dead_code)]

use crate::common::{ask_as, demo_engine, store};
use insight::answer::{Answer, AnswerStatus};
use insight::data::{planted_events, PlantedEvent, PlantedKind};
use insight::manager::Branch;

/// What a question points at, in the world plan.
#[derive(Debug, Clone, Copy)]
pub enum Want {
    /// A planted stock-out of this product, inside the asked period.
    Stockout(&'static str),
    /// A planted account-health week of this metric.
    Health(&'static str),
    /// The seller's planted ad budget change (dated within a week).
    AdChange,
    /// A planted price change of this product.
    Price(&'static str),
    /// A planted quality drop of this product.
    Quality(&'static str),
    /// The seller against the category's peers (a benchmark row with its peer median).
    Bench,
    /// The seller against the peers on this measure (a benchmark row of it, over five peers or
    /// more).
    BenchOf(&'static str),
    /// Advice: domains ran, every recommendation cites a finding.
    Advice,
    /// Advice for a period that has not happened: answered from the latest data (every finding
    /// dated within the data), saying so.
    AdviceAhead,
    /// An overview of the business.
    Overview,
    /// A period with no planted event of the seller: no cause stated.
    Quiet,
    /// Advice about one measure: the answer opens with the findings of that measure's check
    /// (this finding kind first) or with the check saying it found nothing.
    Leads(&'static str),
    /// Where a figure is heading: the trend domain ran and stated the trend or the change on
    /// a year earlier.
    Trend,
    /// The season: a weekday or month index stated, the named grain's first ("month",
    /// "weekday"; "" for either).
    Season(&'static str),
}
pub use Want::*;

/// One question, as one seller, and what it points at; `gap` says why a question the code
/// does not answer yet is let through (held to honesty only, reported when it comes right).
pub struct Case {
    pub seller: &'static str,
    pub kind: &'static str,
    pub question: &'static str,
    pub want: Want,
    pub gap: Option<&'static str>,
}

pub const fn case(
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

/// Kinds of finding that state a cause.
pub const CAUSES: [&str; 5] = [
    "stockout",
    "price_change",
    "rating_drop",
    "ad_spend_change",
    "account_health",
];

pub fn db() -> rusqlite::Connection {
    rusqlite::Connection::open(store()).expect("open the store")
}

pub fn sql_f64(c: &rusqlite::Connection, q: &str) -> f64 {
    c.query_row(q, [], |r| r.get::<_, Option<f64>>(0))
        .unwrap_or_else(|e| panic!("{q}: {e}"))
        .unwrap_or(f64::NAN)
}

pub fn planted<'a>(
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
/// problems found, empty when honest. A price or rating change no event was planted for is a
/// problem unless `in_data_ok` and SQL shows it ([`in_the_data`]: stop 36 added that reading;
/// the earlier stops' questions keep the plan-only one they were written with).
pub fn dishonesty(
    c: &Case,
    a: &Answer,
    events: &[PlantedEvent],
    db: &rusqlite::Connection,
    in_data_ok: bool,
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
                if !ok && !in_data_ok {
                    out.push(format!("{} of {product:?} not in the world plan", f.kind));
                } else if !ok
                    && !in_the_data(
                        f.kind.as_str(),
                        product,
                        period.map(|x| (x.start.as_str(), x.end.as_str())),
                        db,
                    )
                {
                    out.push(format!(
                        "{} of {product:?} neither planted nor in the data",
                        f.kind
                    ));
                } else if !ok {
                    // Chance in the simulated data, like stop 35's S022 refund rise: the
                    // change is there by SQL, so it is not invented, but no event was planted.
                    println!("not planted, in the data: {}", f.statement);
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

/// Whether a price or rating change stated for a product with no planted event is in the data
/// by SQL: the mean price 7 days before the stated day against the 7 from it (5% or more), or
/// the mean rating over the 90 days before against the stated span (half a star or more, 5
/// reviews or more after), or its refund rate (twice the 90 days before's, 10 refunds or more
/// after: stop 37, S040 P1230 in April 2025, 12/736 → 17/245).
pub fn in_the_data(
    kind: &str,
    product: Option<&str>,
    period: Option<(&str, &str)>,
    db: &rusqlite::Connection,
) -> bool {
    let (Some(p), Some((s, e))) = (product, period) else {
        return false;
    };
    if kind == "price_change" {
        let q = |from: &str, to: &str| {
            sql_f64(db, &format!(
                "SELECT AVG(price_cents) FROM pricing_daily WHERE product_id='{p}' AND date BETWEEN {from} AND {to}"
            ))
        };
        let before = q(
            &format!("date('{s}','-7 days')"),
            &format!("date('{s}','-1 day')"),
        );
        let after = q(&format!("'{s}'"), &format!("date('{s}','+6 days')"));
        return (after / before - 1.0).abs() >= 0.05;
    }
    let before = sql_f64(db, &format!(
        "SELECT AVG(rating) FROM reviews WHERE product_id='{p}' AND date BETWEEN date('{s}','-90 days') AND date('{s}','-1 day')"
    ));
    let after_n = sql_f64(
        db,
        &format!(
            "SELECT COUNT(*) FROM reviews WHERE product_id='{p}' AND date BETWEEN '{s}' AND '{e}'"
        ),
    );
    let after = sql_f64(
        db,
        &format!(
        "SELECT AVG(rating) FROM reviews WHERE product_id='{p}' AND date BETWEEN '{s}' AND '{e}'"
    ),
    );
    if after_n >= 5.0 && before - after >= 0.5 {
        return true;
    }
    // A quality drop read from refunds (the detector's other line of evidence): the refund
    // rate over the stated span at least twice that of the 90 days before, 10 refunds or more.
    let refunds = |from: &str, to: &str| {
        let q = |col: &str| {
            sql_f64(db, &format!(
                "SELECT SUM({col}) FROM sales_daily WHERE product_id='{p}' AND date BETWEEN {from} AND {to}"
            ))
        };
        (q("units_refunded"), q("units"))
    };
    let (rb, ub) = refunds(
        &format!("date('{s}','-90 days')"),
        &format!("date('{s}','-1 day')"),
    );
    let (ra, ua) = refunds(&format!("'{s}'"), &format!("'{e}'"));
    ra >= 10.0 && ua > 0.0 && ub > 0.0 && ra / ua >= 2.0 * rb / ub
}

/// Whether the answer found what the question points at (the problems, empty when it did).
pub fn misses(c: &Case, a: &Answer, events: &[PlantedEvent]) -> Vec<String> {
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
        BenchOf(measure) => {
            let rows: Vec<_> = of_kind("benchmark_gap")
                .filter(|f| f.statement.to_lowercase().contains(measure))
                .collect();
            if rows.is_empty() {
                out.push(format!("no benchmark of the {measure}"));
            }
            if rows.iter().any(|f| f.number("peer_median").is_none()) {
                out.push("a benchmark gap with no peer median".into());
            }
        }
        AdviceAhead => {
            if a.domains.is_empty() {
                out.push("no domain".into());
            }
            // Every finding is about days the data holds.
            if let Some(f) = a.findings.iter().find(|f| {
                f.period
                    .as_ref()
                    .is_some_and(|p| p.end.as_str() > "2025-12-09")
            }) {
                out.push(format!("a finding past the data: {}", f.statement));
            }
            if !a.answer.contains("has not happened") {
                out.push("the answer does not say the period has not happened".into());
            }
        }
        Advice | Overview => {
            if a.domains.is_empty() {
                out.push("no domain".into());
            }
        }
        Leads(kind) => {
            let first = a.answer.lines().next().unwrap_or("");
            let led = first.starts_with("What I found on what you asked")
                && a.findings.first().is_some_and(|f| f.kind == kind);
            let quiet =
                first.starts_with("I checked") && !a.findings.iter().any(|f| f.kind == kind);
            if !led && !quiet {
                out.push(format!("does not lead with the {kind} check: {first}"));
            }
        }
        Trend => {
            let stated = a
                .findings
                .iter()
                .any(|f| f.kind == "trend" || f.kind == "year_over_year");
            if !a.domains.iter().any(|d| d.name == "trend") || !stated {
                out.push("no trend".into());
            }
        }
        Season(grain) => {
            let word = match grain {
                "month" => " month ",
                "weekday" => " day of the week ",
                _ => "",
            };
            let first = a.findings.iter().find(|f| f.kind == "seasonality");
            match first {
                None => out.push("no seasonality finding".into()),
                Some(f) if !f.statement.contains(word) => out.push(format!(
                    "the first index is not of the {grain}: {}",
                    f.statement
                )),
                _ => {}
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

/// How one file's questions are run: its name in the report, the least number of cases and
/// of sellers it must hold, whether S001 (the tuned seller) is kept out, whether a change
/// that is in the data but not planted passes ([`dishonesty`]), and questions known to fail
/// with why (besides each case's own `gap`).
pub struct Run {
    pub label: &'static str,
    pub min_cases: usize,
    pub min_sellers: usize,
    pub without_s001: bool,
    pub in_data_ok: bool,
    pub known_gaps: &'static [(&'static str, &'static str)],
}

/// Asks every case as its seller, prints each answer's head, and fails on any answer that
/// states a cause the data does not hold or misses what its question points at (known gaps
/// apart); returns the number right.
pub fn run(cases: &[Case], how: &Run) -> usize {
    let (engine, rt) = demo_engine();
    let events = planted_events(42);
    let db = db();
    let sellers: std::collections::BTreeSet<&str> = cases.iter().map(|c| c.seller).collect();
    assert!(cases.len() >= how.min_cases && sellers.len() >= how.min_sellers);
    assert!(!how.without_s001 || !sellers.contains("S001"));
    let gap_of = |c: &Case| {
        c.gap.or_else(|| {
            how.known_gaps
                .iter()
                .find(|g| g.0 == c.question)
                .map(|g| g.1)
        })
    };
    let (mut right, mut gaps_right) = (0, 0);
    let mut failures = Vec::new();
    let mut lies_all = Vec::new();
    for c in cases {
        let a = ask_as(&engine, &rt, c.seller, c.question);
        println!(
            "--- {} [{}] {:?} -> {:?} {:?} domains {:?}\n{}",
            c.seller,
            c.kind,
            c.question,
            a.status,
            a.branches.as_ref().and_then(|b| b.winner),
            a.domains
                .iter()
                .map(|d| d.name.as_str())
                .collect::<Vec<_>>(),
            a.answer.lines().take(8).collect::<Vec<_>>().join("\n")
        );
        let lies = dishonesty(c, &a, &events, &db, how.in_data_ok);
        if !lies.is_empty() {
            lies_all.push(format!("{} {:?}: {lies:?}", c.seller, c.question));
        }
        let missed = misses(c, &a, &events);
        match (gap_of(c), missed.is_empty()) {
            (None, true) => right += 1,
            (None, false) => failures.push(format!(
                "{} {:?} [{}]: {missed:?}",
                c.seller, c.question, c.kind
            )),
            (Some(_), true) => gaps_right += 1,
            (Some(why), false) => println!(
                "known gap {} {:?}: {why} ({missed:?})",
                c.seller, c.question
            ),
        }
    }
    let gaps = cases.iter().filter(|c| gap_of(c).is_some()).count();
    println!(
        "{} diagnostics: {right} of {} right; known gaps {gaps_right} of {gaps} right now; {} \
         with a cause not in the data",
        how.label,
        cases.len() - gaps,
        lies_all.len()
    );
    println!("{}", failures.join("\n"));
    assert!(lies_all.is_empty(), "{}", lies_all.join("\n"));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    right
}
