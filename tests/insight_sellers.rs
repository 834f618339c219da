//! Generalisation and precision of the Insight Generator over the 39 other sellers of the demo
//! marketplace, whose events the generator randomised. Ground truth is the generator's world
//! plan (`insight::data::planted_events`), never the detectors' output.
//!
//! - **Recall per event kind**: for every planted event, a plain question about the month it
//!   falls in ("Why did my revenue change in March 2025?")
//!   must bring a finding of the matching kind (same product, start within a week); account
//!   health events are asked as "Was my account at risk in <month>?". The share found per kind
//!   is printed and gated at a floor under the measured figure.
//! - **Precision**: for months with no planted event in the analysed window, every cause the
//!   answer states must be visible in the data by independent SQL (0 invented causes).

mod common;

use std::collections::BTreeMap;

use chrono::{Datelike, Duration, NaiveDate};
use common::store;
use insight::answer::Answer;
use insight::data::{planted_events, PlantedEvent, PlantedKind};
use insight::engine::Engine;
use rusqlite::Connection;

/// Floors per kind (percent found), just under the measured figures (docs/insight.md); the issue's
/// target is 90%. Quality drops: 11/16 with the refunds as a second line of evidence (7/16 on
/// the ratings alone); the misses are listed with their SQL in docs/insight.md.
const FLOORS: &[(&str, usize)] = &[
    ("stockout", 90),
    ("price_change", 90),
    ("quality_drop", 65),
    ("ad_budget_change", 95),
    ("health_issue", 90),
];

fn engine() -> (Engine, tokio::runtime::Runtime) {
    common::demo_engine()
}

fn month_name(d: NaiveDate) -> String {
    d.format("%B %Y").to_string()
}

fn ask(e: &Engine, rt: &tokio::runtime::Runtime, seller: &str, q: &str) -> Answer {
    common::ask_as(e, rt, seller, q)
}

fn kind_name(k: &PlantedKind) -> &'static str {
    match k {
        PlantedKind::Stockout => "stockout",
        PlantedKind::PriceChange { .. } => "price_change",
        PlantedKind::QualityDrop { .. } => "quality_drop",
        PlantedKind::AdBudgetChange { .. } => "ad_budget_change",
        PlantedKind::HealthIssue { .. } => "health_issue",
    }
}

fn parse(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap_or(NaiveDate::MIN)
}

/// Whether the answer holds a finding for the event.
fn found(a: &Answer, e: &PlantedEvent) -> bool {
    let near = |f: &insight::insight::Finding, days: i64| {
        f.period
            .as_ref()
            .is_some_and(|p| (parse(&p.start) - e.start).num_days().abs() <= days)
    };
    let of_product = |f: &insight::insight::Finding| {
        e.product_id
            .as_ref()
            .is_some_and(|id| f.products.iter().any(|p| &p.id == id))
    };
    a.findings.iter().any(|f| match &e.kind {
        PlantedKind::Stockout => {
            f.kind == "stockout"
                && of_product(f)
                && f.period.as_ref().is_some_and(|p| {
                    parse(&p.start) <= e.end.unwrap_or(e.start) && parse(&p.end) >= e.start
                })
        }
        PlantedKind::PriceChange { .. } => f.kind == "price_change" && of_product(f) && near(f, 7),
        PlantedKind::QualityDrop { .. } => f.kind == "rating_drop" && of_product(f) && near(f, 10),
        PlantedKind::AdBudgetChange { .. } => f.kind == "ad_spend_change" && near(f, 5),
        PlantedKind::HealthIssue { metric, .. } => {
            f.kind == "account_health"
                && f.statement.contains(&metric.replace('_', " "))
                && f.period.as_ref().is_some_and(|p| {
                    parse(&p.start) <= e.start + Duration::days(6) && parse(&p.end) >= e.start
                })
        }
    })
}

/// The month to ask about: the one holding most of a stockout, else the month ten days after
/// the change (so the analysed window, that month and the one before, has days on both sides).
fn month_of(e: &PlantedEvent) -> NaiveDate {
    let d = match (&e.kind, e.end) {
        (PlantedKind::Stockout, Some(end)) => e.start + (end - e.start) / 2,
        (PlantedKind::HealthIssue { .. }, _) => e.start,
        _ => e.start + Duration::days(10),
    };
    d.with_day(1).unwrap_or(d)
}

const DATA_LAST: (i32, u32, u32) = (2025, 12, 9);

#[test]
fn planted_events_of_other_sellers_are_found() {
    let (engine, rt) = engine();
    let last = NaiveDate::from_ymd_opt(DATA_LAST.0, DATA_LAST.1, DATA_LAST.2).unwrap();
    let first = NaiveDate::from_ymd_opt(2024, 2, 1).unwrap();
    let db = Connection::open(store()).unwrap();
    let mut tally: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut missed: Vec<String> = Vec::new();
    let mut not_in_data: Vec<String> = Vec::new();
    for e in planted_events(42).iter().filter(|e| e.seller_id != "S001") {
        let month = month_of(e);
        if month < first || month > last {
            continue;
        }
        // An event before the product has any day of data changes nothing the data can show:
        // it would be no ground truth. The plan no longer plants one (checked below), but the
        // check stays here, where a regression would silently lower recall.
        if let Some(p) = &e.product_id {
            let first_day: Option<String> = db
                .query_row(
                    "SELECT MIN(date) FROM sales_daily WHERE product_id = ?1",
                    [p],
                    |r| r.get(0),
                )
                .unwrap_or(None);
            if first_day.is_none_or(|d| parse(&d) >= e.start) {
                not_in_data.push(format!("{} {p} {:?} {}", e.seller_id, e.kind, e.start));
                continue;
            }
        }
        let q = match &e.kind {
            PlantedKind::HealthIssue { .. } => {
                format!("Was my account at risk in {}?", month_name(month))
            }
            _ => format!("Why did my revenue change in {}?", month_name(month)),
        };
        let a = ask(&engine, &rt, &e.seller_id, &q);
        let t = tally.entry(kind_name(&e.kind)).or_default();
        t.1 += 1;
        if found(&a, e) {
            t.0 += 1;
        } else {
            missed.push(format!(
                "{} {:?} {:?} {} [{}] → {:?}",
                e.seller_id,
                e.product_id,
                e.kind,
                e.start,
                q,
                a.findings.iter().map(|f| &f.kind).collect::<Vec<_>>()
            ));
        }
    }
    println!("insight generalisation (39 sellers, seed 42), found / planted per kind:");
    for (k, (hit, n)) in &tally {
        println!("  {k}: {hit}/{n} ({:.0}%)", 100.0 * *hit as f64 / *n as f64);
    }
    println!("missed:\n  {}", missed.join("\n  "));
    println!(
        "planted before the product's first day (none expected): {}\n  {}",
        not_in_data.len(),
        not_in_data.join("\n  ")
    );
    assert!(
        not_in_data.is_empty(),
        "the plan planted events before their product's first day"
    );
    for (k, floor) in FLOORS {
        let (hit, n) = tally.get(k).copied().unwrap_or((0, 0));
        assert!(n > 0, "no planted {k} events to measure");
        assert!(
            hit * 100 >= floor * n,
            "{k}: {hit}/{n} found, floor {floor}%"
        );
    }
}

/// Checks a cause finding against the data by SQL; the reason when it is not visible there.
fn invented(db: &Connection, seller: &str, f: &insight::insight::Finding) -> Option<String> {
    let q = |sql: &str| -> f64 {
        db.query_row(sql, [], |r| r.get::<_, Option<f64>>(0))
            .ok()
            .flatten()
            .unwrap_or(0.0)
    };
    let p = f.period.as_ref()?;
    let product = f.products.first().map(|x| x.id.clone()).unwrap_or_default();
    let (start, end) = (&p.start, &p.end);
    match f.kind.as_str() {
        "stockout" => {
            let days = q(&format!("SELECT COUNT(*) FROM inventory_daily i JOIN sales_daily s USING (date, product_id) WHERE i.product_id='{product}' AND i.date BETWEEN '{start}' AND '{end}' AND i.on_hand = 0 AND s.units = 0"));
            (days < 2.0).then(|| format!("{product}: {days} stock-out days in the data"))
        }
        "price_change" => {
            let before = q(&format!("SELECT AVG(price_cents) FROM pricing_daily WHERE product_id='{product}' AND date BETWEEN date('{start}','-7 days') AND date('{start}','-1 day')"));
            let after = q(&format!("SELECT AVG(price_cents) FROM pricing_daily WHERE product_id='{product}' AND date BETWEEN '{start}' AND date('{start}','+6 days')"));
            ((after / before - 1.0).abs() < 0.03)
                .then(|| format!("{product}: price {before} → {after} around {start}"))
        }
        "rating_drop" => {
            let before = q(&format!("SELECT AVG(rating) FROM reviews WHERE product_id='{product}' AND date BETWEEN date('{start}','-60 days') AND date('{start}','-1 day')"));
            let after = q(&format!("SELECT AVG(rating) FROM reviews WHERE product_id='{product}' AND date BETWEEN '{start}' AND date('{start}','+60 days')"));
            // A quality drop shows in the ratings or in the refunds (units refunded / units).
            let refunds = |from: &str, to: &str| {
                q(&format!("SELECT 1.0 * SUM(units_refunded) / SUM(units) FROM sales_daily WHERE product_id='{product}' AND date BETWEEN {from} AND {to}"))
            };
            let r0 = refunds(
                &format!("date('{start}','-60 days')"),
                &format!("date('{start}','-1 day')"),
            );
            let r1 = refunds(
                &format!("'{start}'"),
                &format!("date('{start}','+60 days')"),
            );
            (before - after < 0.3 && r1 < r0 * 1.3).then(|| {
                format!("{product}: rating {before:.2} → {after:.2}, refunds {r0:.4} → {r1:.4} around {start}")
            })
        }
        "ad_spend_change" => {
            let before = q(&format!("SELECT SUM(spend_cents)/14.0 FROM ads_daily WHERE seller_id='{seller}' AND date BETWEEN date('{start}','-14 days') AND date('{start}','-1 day')"));
            let after = q(&format!("SELECT SUM(spend_cents)/14.0 FROM ads_daily WHERE seller_id='{seller}' AND date BETWEEN '{start}' AND date('{start}','+13 days')"));
            ((after / before.max(1e-9) - 1.0).abs() < 0.2)
                .then(|| format!("spend {before:.0} → {after:.0} cents/day around {start}"))
        }
        _ => None,
    }
}

#[test]
fn quiet_months_get_no_invented_cause() {
    let (engine, rt) = engine();
    let db = Connection::open(store()).unwrap();
    let events = planted_events(42);
    let mut asked = 0;
    let mut causes = 0;
    // No product or advertising event is planted in these windows: every cause stated there is
    // something the data shows that the plan did not put (a natural stock-out, ...), worth
    // watching even when the SQL check confirms it.
    let mut by_kind: BTreeMap<String, usize> = BTreeMap::new();
    let mut bad: Vec<String> = Vec::new();
    let sellers: Vec<String> = (2..=40).map(|i| format!("S{i:03}")).collect();
    for seller in &sellers {
        let own: Vec<&PlantedEvent> = events.iter().filter(|e| &e.seller_id == seller).collect();
        // Months from March 2024 to November 2025 whose window (the month before and the
        // month) holds no planted product or advertising event: two per seller.
        let mut quiet = Vec::new();
        let mut m = NaiveDate::from_ymd_opt(2024, 3, 1).unwrap();
        while m <= NaiveDate::from_ymd_opt(2025, 11, 1).unwrap() {
            let window_start = (m - Duration::days(1)).with_day(1).unwrap();
            let next = (m + Duration::days(32)).with_day(1).unwrap();
            let touched = own.iter().any(|e| {
                !matches!(e.kind, PlantedKind::HealthIssue { .. })
                    && e.start < next
                    && e.end.unwrap_or(e.start) >= window_start
            });
            if !touched {
                quiet.push(m);
            }
            m = next;
        }
        for m in [quiet.first(), quiet.get(quiet.len() / 2)]
            .into_iter()
            .flatten()
        {
            let q = format!("Why did my revenue change in {}?", month_name(*m));
            let a = ask(&engine, &rt, seller, &q);
            asked += 1;
            for f in &a.findings {
                if ["stockout", "price_change", "rating_drop", "ad_spend_change"]
                    .contains(&f.kind.as_str())
                {
                    causes += 1;
                    *by_kind.entry(f.kind.clone()).or_default() += 1;
                    println!(
                        "  quiet {seller} [{q}] {} (confidence {}): {}",
                        f.kind, f.confidence, f.statement
                    );
                    if let Some(why) = invented(&db, seller, f) {
                        bad.push(format!(
                            "{seller} [{q}] {}: {why}\n    {}",
                            f.kind, f.statement
                        ));
                    }
                }
            }
        }
    }
    println!(
        "insight precision: {asked} quiet months asked, {causes} causes stated, {} not visible in the data",
        bad.len()
    );
    println!("  causes stated in quiet months, by kind: {by_kind:?}");
    assert!(asked >= 39, "{asked}");
    assert!(bad.is_empty(), "invented causes:\n{}", bad.join("\n"));
}
