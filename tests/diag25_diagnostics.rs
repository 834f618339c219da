//! Stop 38 (diag25): diagnostic questions, new for this stop, as sellers other than S001, in
//! wordings none of the earlier diagnostic tests uses (grepped): why a month was weak, account
//! health asked with verbs, where a figure is heading (the trend stated, or "no clear trend"
//! with its numbers), how the shop compares, advice about one measure (its check leads), how
//! the shop is going, the season, and months where nothing was planted.
//!
//! Ground truth is the generator's world plan (`insight::data::planted_events(42)`) and SQL
//! over the store (the shared harness, `tests/common/diag.rs`). Questions another stage
//! answers wrongly (the domain gate, the entity resolver: not this helper's files) are known
//! gaps, each with why; they are held to honesty only.

mod common;
#[path = "common/diag.rs"]
mod diag;

use common::{ask_as, demo_engine};
use diag::{case, db, run, Case, Run, Want::*};

const PHRASE: Option<&str> = Some("the domain gate (src/gate/) reads a selling phrase, and the engine (src/engine/mod.rs) sends a selling phrase to the Data Presenter before the router's diagnostic cue");
const RESOLVER: Option<&str> = Some(
    "the entity resolver (src/planner/) reads a shipping word as a product name and asks back",
);

#[rustfmt::skip]
const CASES: &[Case] = &[
    // Why a month was weak: stock-outs of the plan (SQL: on_hand = 0 over the days).
    case("S003", "why", "what went wrong with my july 2025 numbers", Stockout("P0060"), None),
    case("S023", "why", "why was february 2025 such a slow month for me", Stockout("P0667"), None),
    case("S032", "why", "can you tell me why february 2025 sales were down", Stockout("P0959"), None),
    case("S021", "why", "my march 2025 sales were poor, what's the reason", Stockout("P0617"), None),
    case("S013", "why", "why did my sales dip in february 2025", Stockout("P0402"), None),
    case("S018", "why", "what made august 2025 weaker than july", Stockout("P0557"), PHRASE),
    // Account health asked with verbs.
    case("S002", "health", "did i ship orders late in may 2024", Health("late_shipment_rate"), None),
    case("S030", "health", "were parcels going out late in april 2024", Health("late_shipment_rate"), RESOLVER),
    case("S010", "health", "were there too many order defects in november 2024", Health("order_defect_rate"), None),
    case("S003", "health", "any tracking issues in february 2024", Health("valid_tracking_rate"), None),
    // Where a figure is heading.
    case("S027", "trend", "is my revenue trending up", Trend, None),
    case("S009", "trend", "which way are my orders heading", Trend, None),
    case("S016", "trend", "is the shop growing", Trend, None),
    case("S033", "trend", "are my unit sales sliding", Trend, None),
    // How the shop compares.
    case("S012", "compare", "how do i compare with shops like mine", Bench, None),
    case("S035", "compare", "am i doing better than similar sellers", Bench, None),
    case("S019", "compare", "are my refunds high next to other sellers in my category", BenchOf("refund"), PHRASE),
    // Advice, and advice about one measure (its check leads).
    case("S004", "whatdo", "what's the first thing you'd fix in my business", Advice, None),
    case("S025", "whatdo", "any tips to boost my sales", Advice, None),
    case("S031", "lead", "what's close to selling out", Leads("low_cover"), None),
    case("S022", "lead", "should i order more stock of anything", Leads("low_cover"), None),
    case("S024", "lead", "anything i need to order more of", Leads("low_cover"), None),
    case("S006", "lead", "what should i do about my returns", Leads("rating_drop"), None),
    // How the shop is going.
    case("S008", "doing", "how's business been lately", Overview, None),
    case("S017", "doing", "sum up how the shop is performing", Overview, None),
    case("S037", "doing", "is everything alright with my store", Overview, None),
    // The season.
    case("S011", "season", "when do i get my peak sales months", Season("month"), None),
    case("S026", "season", "are weekends better for me than weekdays", Season("weekday"), Some("the seasonal domain states a weekday index beyond 6% only (S026's are 0.98-1.03 by SQL) and says nothing of a flat week: the Insight Generator's, left at stop 38")),
    // Months with nothing planted for the seller.
    case("S012", "quiet", "why did my revenue change in august 2025", Quiet, None),
    case("S039", "quiet", "what's the story behind my may 2025 sales", Quiet, None),
    case("S024", "quiet", "what changed in my sales in october 2025", Quiet, None),
    case("S015", "quiet", "why were my sales different in september 2025", Quiet, None),
];

/// The first read (before this stop's changes) and the end figure are in docs/insight.md,
/// "Stop 38 (diag25)".
#[test]
fn diag25_diagnostic_questions() {
    run(
        CASES,
        &Run {
            label: "diag25",
            min_cases: 30,
            min_sellers: 10,
            without_s001: true,
            in_data_ok: true,
            known_gaps: &[],
        },
    );
}

/// Asked where a figure is heading, the answer states the trend first, whatever its
/// significance: "No clear trend in orders: it moved about 0.0% a week over the last 27
/// weeks, within the noise (p = 0.974)". The slope is SQL's: the ordinary least squares line
/// through the weekly sums (weeks from Monday) of the 182 days to the end of the asked quarter
/// (Q3 2025, the trend domain's default period), at positions 0, 1, 2, ...
#[test]
fn a_direction_asked_states_the_trend_first() {
    let (engine, rt) = demo_engine();
    let db = db();
    for (seller, question, column) in [
        ("S009", "which way are my orders heading", "orders"),
        ("S027", "is my revenue trending up", "revenue_cents / 100.0"),
    ] {
        let a = ask_as(&engine, &rt, seller, question);
        let f = a.findings.first().expect("a finding");
        assert_eq!(f.kind, "trend", "{seller} {question}: {}", a.answer);
        let mut st = db
            .prepare(&format!(
                "SELECT SUM({column}) FROM (SELECT *, date(date, '-' || ((strftime('%w', date) + 6) % 7) \
                 || ' days') AS week FROM sales_daily WHERE seller_id = ?1 \
                 AND date BETWEEN '2025-04-02' AND '2025-09-30') GROUP BY week ORDER BY week"
            ))
            .unwrap();
        let y: Vec<f64> = st
            .query_map([seller], |r| r.get::<_, f64>(0))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        let n = y.len() as f64;
        let mx = (n - 1.0) / 2.0;
        let my = y.iter().sum::<f64>() / n;
        let sxx: f64 = (0..y.len()).map(|i| (i as f64 - mx).powi(2)).sum();
        let slope = y
            .iter()
            .enumerate()
            .map(|(i, v)| (i as f64 - mx) * (v - my))
            .sum::<f64>()
            / sxx;
        assert_eq!(f.number("n"), Some(n), "{seller}: weeks");
        let said = f.number("slope").unwrap();
        assert!(
            (said - slope).abs() <= 1e-6 * slope.abs().max(1.0),
            "{seller}: slope {said} said, {slope} by SQL"
        );
        // Not significant in either: said as no clear trend, not as a rise or a fall.
        assert!(f.number("p_value").unwrap() >= 0.05);
        assert!(
            f.statement.starts_with("No clear trend in"),
            "{}",
            f.statement
        );
    }
}
