//! Generalisation and precision of the Insight Generator over the 39 other sellers of the demo
//! marketplace, whose events the generator randomised. Ground truth is the generator's world
//! plan (`insight::data::planted_events`), never the detectors' output.
//!
//! - **Recall per event kind**: for every planted event, a plain question about the month it
//!   falls in ("Why did my revenue change in March 2025?")
//!   must bring a finding of the matching kind (same product, start within a week); account
//!   health events are asked as "Was my account at risk in <month>?". The share found per kind
//!   is printed and gated at a floor under the measured figure.
//! - **What the data can show**: for quality drops, an oracle that knows the planted product
//!   and day (from the plan) tests the question's data there, with no search; recall is
//!   reported over all drops and over those the oracle finds visible.
//! - **Precision**: for months with no planted event in the analysed window, every cause the
//!   answer states must be visible in the data by independent SQL (0 invented causes).

mod common;

use std::collections::BTreeMap;

use chrono::{Datelike, Duration, NaiveDate};
use common::store;
use insight::answer::Answer;
use insight::data::{planted_events, PlantedEvent, PlantedKind};
use insight::engine::Engine;
// Fisher's combination of the oracle's lines: the detector's own, so both combine alike.
use insight::tools::ana::refund::fisher;
use rusqlite::Connection;

/// Floors per kind (percent found), just under the measured figures (docs/insight.md); the issue's
/// target is 90%. Quality drops: 11/16 with the refunds as a second line of evidence (7/16 on
/// the ratings alone); the misses are listed with their SQL in docs/insight.md. All five misses
/// are drops the data does not show at the detector's bar even to an oracle that knows the
/// product and the day ([`quality_oracle`]); over the 11 it shows, 11 are found
/// ([`VISIBLE_QUALITY_FLOOR`]).
const FLOORS: &[(&str, usize)] = &[
    ("stockout", 90),
    ("price_change", 90),
    ("quality_drop", 65),
    ("ad_budget_change", 95),
    ("health_issue", 90),
];

/// Floor (percent found) over the quality drops the oracle finds visible: measured 11/11, gated
/// at the issue's target. At least [`MIN_VISIBLE_QUALITY`] must be visible, so that a change of
/// the data that hid most drops cannot pass this gate on a handful.
const VISIBLE_QUALITY_FLOOR: usize = 90;
const MIN_VISIBLE_QUALITY: usize = 8;

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
    // Quality drops the oracle finds visible in the data: (found, visible), and one line each.
    let mut visible = (0usize, 0usize);
    let mut oracle_lines: Vec<String> = Vec::new();
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
        let hit = found(&a, e);
        if let Some(o) = quality_oracle(&db, e, month, last) {
            // The rule's verdict is taken before, and whatever, the detector found.
            let shows = o.visible();
            if shows {
                visible.1 += 1;
                visible.0 += usize::from(hit);
            }
            let p = |x: Option<f64>| x.map_or("-".to_string(), |p| format!("{p:.4}"));
            oracle_lines.push(format!(
                "{} {} {} [{}]: refunds {}/{} → {}/{} (plan expects {:.1} → {:.1}, refund power {:.2}), \
                 reviews {} at {:.2} → {} at {:.2}, conversion {:.2}% → {:.2}%; p refunds {}, ratings {}, \
                 combined {:.4} → {}; detector {}",
                e.seller_id,
                e.product_id.as_deref().unwrap_or("-"),
                e.start,
                month_name(month),
                o.refunds.0,
                o.units.0,
                o.refunds.1,
                o.units.1,
                o.expected.0,
                o.expected.1,
                o.power,
                o.reviews.0,
                o.reviews.1,
                o.reviews.2,
                o.reviews.3,
                100.0 * o.conversion.0,
                100.0 * o.conversion.1,
                p(o.p_refund),
                p(o.p_rating),
                o.p,
                if shows { "visible" } else { "not visible" },
                if hit { "found" } else { "missed" },
            ));
        }
        if hit {
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
    println!(
        "  quality_drop, of the drops the data shows (oracle at the planted day, p <= {ORACLE_P} \
         and conversion fell): {}/{} ({:.0}%)",
        visible.0,
        visible.1,
        100.0 * visible.0 as f64 / visible.1.max(1) as f64
    );
    println!("quality drops, oracle:\n  {}", oracle_lines.join("\n  "));
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
    assert!(
        visible.1 >= MIN_VISIBLE_QUALITY,
        "only {} planted quality drops visible to the oracle",
        visible.1
    );
    assert!(
        visible.0 * 100 >= VISIBLE_QUALITY_FLOOR * visible.1,
        "quality drops the data shows: {}/{} found, floor {VISIBLE_QUALITY_FLOOR}%",
        visible.0,
        visible.1
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

/// The oracle's level: one test per event (the product and the day are known, nothing is
/// chosen from the data), at the detector's own bar (`max_p_value` of `detect_rating_changes`).
const ORACLE_P: f64 = 0.01;

/// Days of reviews read before the analysed window and after it, as the question's review
/// window does (`review_window`: the long window's 90 days, `review_lag_days` 14).
const REVIEWS_BEFORE_DAYS: i64 = 90;
const REVIEWS_AFTER_DAYS: i64 = 14;

/// What the data of a question can show of a planted quality drop, by an oracle that knows the
/// product and the day (from the world plan) and tests only there: no scan over days, no
/// correction for the products of the question. The rule was fixed before it was run (commit
/// message): the drop is *visible* when the oracle's combined p-value is at most
/// [`ORACLE_P`] and the product's conversion over the window fell from before the day to after
/// it (the drop reaches revenue only through conversion; one that did not lower it is no cause
/// of a revenue change). The detector's findings are never read here.
struct Oracle {
    /// Units and refunds over the analysed window before the planted day and from it on.
    units: (i64, i64),
    refunds: (i64, i64),
    /// Refunds the plan's rates expect on those units, each side.
    expected: (f64, f64),
    /// The chance that the refund line alone reaches [`ORACLE_P`] at the planted day, with the
    /// window's units and the plan's refund rates (simulated).
    power: f64,
    /// Reviews and mean rating over the review window before the planted day and from it on.
    reviews: (usize, f64, usize, f64),
    /// One-sided p-values: refunds rose (hypergeometric), ratings fell (permutation).
    p_refund: Option<f64>,
    p_rating: Option<f64>,
    /// Fisher's combination of the lines that have data on both sides.
    p: f64,
    conversion: (f64, f64),
}

impl Oracle {
    fn visible(&self) -> bool {
        self.p <= ORACLE_P && self.conversion.1 < self.conversion.0
    }
}

/// A small deterministic generator for the oracle's permutations and power draws.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn uniform(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// P(X >= k) for X hypergeometric: `draws` units after the day out of `total` units, of which
/// `marked` were refunded. Given the refunds' total, a constant refund rate makes every set of
/// refunded units equally likely: this is the exact null of "the rate did not rise".
fn hypergeometric_upper(total: i64, marked: i64, draws: i64, k: i64) -> f64 {
    let ln_fact: Vec<f64> = std::iter::once(0.0)
        .chain((1..=total).scan(0.0, |acc, i| {
            *acc += (i as f64).ln();
            Some(*acc)
        }))
        .collect();
    let ln_choose =
        |n: i64, r: i64| ln_fact[n as usize] - ln_fact[r as usize] - ln_fact[(n - r) as usize];
    let hi = marked.min(draws);
    let lo = k.max(0).max(draws - (total - marked));
    (lo..=hi)
        .map(|x| {
            (ln_choose(marked, x) + ln_choose(total - marked, draws - x) - ln_choose(total, draws))
                .exp()
        })
        .sum::<f64>()
        .min(1.0)
}

/// One-sided permutation p-value of a fall in the mean rating: the share of random splits of
/// the same ratings, `after` of them on the "after" side, whose mean there is as low.
fn permutation_fall(ratings: &[f64], after: usize, rng: &mut XorShift) -> f64 {
    const RUNS: usize = 20_000;
    let n = ratings.len();
    let observed: f64 = ratings[n - after..].iter().sum();
    let mut pool = ratings.to_vec();
    let mut hits = 0;
    for _ in 0..RUNS {
        // A partial Fisher-Yates shuffle: the last `after` places are a uniform random subset.
        for i in (n - after..n).rev() {
            let j = (rng.next() % (i as u64 + 1)) as usize;
            pool.swap(i, j);
        }
        let s: f64 = pool[n - after..].iter().sum();
        if s <= observed + 1e-9 {
            hits += 1;
        }
    }
    (hits + 1) as f64 / (RUNS + 1) as f64
}

fn binomial_draw(n: i64, p: f64, rng: &mut XorShift) -> i64 {
    (0..n).filter(|_| rng.uniform() < p).count() as i64
}

/// The oracle for one planted quality drop asked about `month` (the analysed window is the
/// month before and the month).
fn quality_oracle(
    db: &Connection,
    e: &PlantedEvent,
    month: NaiveDate,
    last: NaiveDate,
) -> Option<Oracle> {
    let PlantedKind::QualityDrop {
        refund_rate_before,
        refund_rate_after,
        ..
    } = e.kind
    else {
        return None;
    };
    let product = e.product_id.as_ref()?;
    let window_start = (month - Duration::days(1)).with_day(1)?;
    let window_end = ((month + Duration::days(32)).with_day(1)? - Duration::days(1)).min(last);
    let day = e.start;
    let sums = |from: NaiveDate, to: NaiveDate| -> (i64, i64, i64) {
        db.query_row(
            "SELECT COALESCE(SUM(s.units), 0), COALESCE(SUM(s.units_refunded), 0), \
             COALESCE(SUM(t.sessions), 0) FROM sales_daily s JOIN traffic_daily t \
             USING (seller_id, date, product_id) WHERE s.product_id = ?1 AND s.date BETWEEN ?2 AND ?3",
            rusqlite::params![product, from.to_string(), to.to_string()],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap_or((0, 0, 0))
    };
    let (u0, r0, s0) = sums(window_start, day - Duration::days(1));
    let (u1, r1, s1) = sums(day, window_end);
    let rate = |u: i64, s: i64| if s > 0 { u as f64 / s as f64 } else { 0.0 };
    let (total, refunded) = (u0 + u1, r0 + r1);
    let refund_p = |r1: i64, refunded: i64| hypergeometric_upper(total, refunded, u1, r1);
    let p_refund = (u0 > 0 && u1 > 0 && refunded > 0).then(|| refund_p(r1, refunded));
    let mut rng = XorShift(0x0A0C_1E5E_ED00_0042);
    let power = if u0 > 0 && u1 > 0 {
        const RUNS: usize = 2_000;
        let hits = (0..RUNS)
            .filter(|_| {
                let a = binomial_draw(u0, refund_rate_before, &mut rng);
                let b = binomial_draw(u1, refund_rate_after, &mut rng);
                a + b > 0 && refund_p(b, a + b) <= ORACLE_P
            })
            .count();
        hits as f64 / RUNS as f64
    } else {
        0.0
    };
    let reviews_from = window_start - Duration::days(REVIEWS_BEFORE_DAYS);
    let reviews_to = (window_end + Duration::days(REVIEWS_AFTER_DAYS)).min(last);
    let mut stmt = db
        .prepare("SELECT date, rating FROM reviews WHERE product_id = ?1 AND date BETWEEN ?2 AND ?3 ORDER BY date")
        .ok()?;
    let rows: Vec<(String, f64)> = stmt
        .query_map(
            rusqlite::params![product, reviews_from.to_string(), reviews_to.to_string()],
            |r| Ok((r.get::<_, String>(0)?, r.get::<_, f64>(1)?)),
        )
        .ok()?
        .flatten()
        .collect();
    let split = day.to_string();
    let ratings: Vec<f64> = rows.iter().map(|r| r.1).collect();
    let after = rows.iter().filter(|r| r.0 >= split).count();
    let before = ratings.len() - after;
    let mean = |xs: &[f64]| {
        if xs.is_empty() {
            f64::NAN
        } else {
            xs.iter().sum::<f64>() / xs.len() as f64
        }
    };
    let p_rating = (before > 0 && after > 0).then(|| permutation_fall(&ratings, after, &mut rng));
    let ps: Vec<f64> = p_refund.into_iter().chain(p_rating).collect();
    Some(Oracle {
        units: (u0, u1),
        refunds: (r0, r1),
        expected: (
            u0 as f64 * refund_rate_before,
            u1 as f64 * refund_rate_after,
        ),
        power,
        reviews: (
            before,
            mean(&ratings[..before]),
            after,
            mean(&ratings[before..]),
        ),
        p_refund,
        p_rating,
        p: fisher(&ps),
        conversion: (rate(u0, s0), rate(u1, s1)),
    })
}

#[test]
fn the_oracle_tests_are_exact() {
    // P(X >= 2) for 2 of 4 units marked, 2 drawn: C(2,2)/C(4,2) = 1/6.
    assert!((hypergeometric_upper(4, 2, 2, 2) - 1.0 / 6.0).abs() < 1e-12);
    assert!((hypergeometric_upper(10, 3, 5, 0) - 1.0).abs() < 1e-12);
    // P(X >= 1) for 1 of 10 marked, 3 drawn: 3/10.
    assert!((hypergeometric_upper(10, 1, 3, 1) - 0.3).abs() < 1e-12);
    let mut rng = XorShift(1);
    // The lowest two of six ratings after: 1 of C(6,2) = 15 splits is as low.
    let p = permutation_fall(&[5.0, 4.0, 3.0, 4.5, 1.0, 2.0], 2, &mut rng);
    assert!((p - 1.0 / 15.0).abs() < 0.01, "{p}");
    // Ratings that did not move: nowhere near significant.
    assert!(permutation_fall(&[4.0; 12], 4, &mut rng) > 0.9);
    assert!((fisher(&[0.03]) - 0.03).abs() < 1e-12);
    let half = -(0.01f64 * 0.2).ln();
    assert!((fisher(&[0.01, 0.2]) - (-half).exp() * (1.0 + half)).abs() < 1e-12);
}
