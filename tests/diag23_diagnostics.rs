//! Stop 36 (diag23): 48 diagnostic questions, new for this stop, as 33 sellers other than S001
//! in wordings none of `diag22_diagnostics.rs`, `edge21_diagnostics.rs` or `insight_sellers.rs`
//! uses: why a figure moved (a slump, a sag, a climb, a rise of traffic), how the shop is
//! going, where it ranks among its peers, what to prioritise (now and for a month to come),
//! whether something is wrong with a product (with and without a period), account-health
//! worries worded as sellers word them, and months where nothing was planted.
//!
//! Ground truth is the generator's world plan (`insight::data::planted_events(42)`), never a
//! detector's output: each expectation names a planted event of that seller (a stock-out, a
//! price change, a quality drop, an ad budget change, an account-health week). Every answer is
//! checked for honesty (a stated stock-out's days and an account-health breach's worst week
//! against SQL, a price, rating or ad change against the plan, every recommendation citing a
//! finding); each question must also be answered by the Insight Generator and find what its
//! words point at.

mod common;
#[path = "common/diag.rs"]
mod diag;

use diag::{run, Case, Run, Want::*};

/// A case of this file: none carries its own gap (they are listed in `KNOWN_GAPS`).
const fn case(
    seller: &'static str,
    kind: &'static str,
    question: &'static str,
    want: diag::Want,
) -> Case {
    diag::case(seller, kind, question, want, None)
}

#[rustfmt::skip]
const CASES: &[Case] = &[
    // Why a figure moved: stock-outs of the plan.
    case("S003", "why", "what dragged revenue down in july 2025", Stockout("P0060")),
    case("S028", "why", "what caused the revenue slump in june 2025", Stockout("P0860")),
    case("S036", "why", "why did units fall in may 2024", Stockout("P1102")),
    case("S038", "why", "why did sales sag in march 2025", Stockout("P1168")),
    case("S040", "why", "why were august 2025 sales so weak", Stockout("P1236")),
    case("S032", "why", "what went wrong with sales in february 2025", Stockout("P0959")),
    case("S035", "why", "what's behind the lower revenue in november 2024", Stockout("P1083")),
    case("S021", "why", "can you explain why march 2025 revenue fell", Stockout("P0617")),
    // Why traffic moved: ad budget changes of the plan.
    case("S013", "why", "what's behind the drop in traffic in june 2024", AdChange),
    case("S002", "why", "why did sessions jump in may 2024", AdChange),
    case("S010", "why", "why did traffic climb in september 2025", AdChange),
    case("S014", "why", "what explains the jump in sessions in april 2024", AdChange),
    case("S016", "why", "why did traffic go up in january 2025", AdChange),
    case("S031", "why", "what pushed sessions up in august 2025", AdChange),
    case("S036", "why", "why did traffic rise in december 2024", AdChange),
    case("S022", "why", "why did visitors fall away in august 2024", AdChange),
    // Is something wrong with a product, no period: the last 13 weeks.
    case("S020", "wrong", "is there anything wrong with the tackle box", Quality("P0599")),
    case("S002", "wrong", "anything off with the spice rack lately", Price("P0037")),
    case("S036", "wrong", "is something off with the blue jigsaw puzzle", Price("P1105")),
    case("S032", "wrong", "whats wrong with the compact sunscreen", Quality("P0969")),
    case("S007", "wrong", "something up with the large stock pot?", Price("P0203")),
    case("S005", "wrong", "any problems with the frying pan", Price("P0153")),
    case("S002", "wrong", "is anything odd with the vacuum sealer", Price("P0048")),
    case("S018", "wrong", "is there an issue with the small camping tent", Price("P0563")),
    // Is something wrong with a product in a named period.
    case("S036", "wrong", "was there a problem with the grey jigsaw puzzle in july 2024", Quality("P1106")),
    case("S012", "wrong", "what happened to the compact wireless mouse in april 2025", Price("P0364")),
    case("S039", "wrong", "did something go wrong with the water blaster in june 2025", Quality("P1214")),
    // Account-health worries.
    case("S002", "health", "were orders going out late in may 2024", Health("late_shipment_rate")),
    case("S005", "health", "any account health issues in november 2024", Health("valid_tracking_rate")),
    case("S013", "health", "was there a cancellation problem in july 2025", Health("cancellation_rate")),
    case("S017", "health", "any red flags on my account in march 2025", Health("order_defect_rate")),
    case("S028", "health", "was anything wrong with my tracking in june 2025", Health("valid_tracking_rate")),
    // How am I doing.
    case("S003", "doing", "how's the shop going this month", Overview),
    case("S010", "doing", "give me a health check on the business", Overview),
    case("S015", "doing", "how are things looking for me this year", Overview),
    case("S024", "doing", "am i doing ok this quarter", Overview),
    case("S027", "doing", "how did we do in october 2025", Overview),
    // How do I compare.
    case("S004", "compare", "how do i rank against other kitchen sellers", Bench),
    case("S016", "compare", "am i outperforming similar electronics shops", Bench),
    case("S023", "compare", "is my conversion rate below my category's", BenchOf("conversion rate")),
    case("S031", "compare", "is my refund rate worse than my peers", BenchOf("refund rate")),
    case("S037", "compare", "how do i stack up against similar toy stores", Bench),
    // What should I do.
    case("S006", "whatdo", "what can i do to sell more", Advice),
    case("S034", "whatdo", "what should i prioritise to grow sales", Advice),
    case("S019", "whatdo", "how should i prepare for next month", AdviceAhead),
    case("S027", "whatdo", "any advice for january", AdviceAhead),
    // Months with nothing planted for the seller.
    case("S004", "quiet", "why did revenue change in august 2025", Quiet),
    case("S009", "quiet", "what moved my sales in september 2025", Quiet),
];

/// Questions the domain gate refuses (`src/gate/`, another helper's at this stop): counted
/// apart, each with why, and reported when they come right.
const KNOWN_GAPS: &[(&str, &str)] = &[
    ("how do i stack up against similar toy stores", "refused by the domain gate: \"toy stores\" names no measure, product or business word it reads, though the router's cue reads \"stack up\""),
    ("how should i prepare for next month", "refused by the domain gate: no word of the business; the Insight Generator would read it as advice ahead (`insight::ahead`: \"prepare\")"),
];

/// The first run on the starting code (d3a9f53) and the end figure are in docs/insight.md,
/// "Stop 36 (diag23)". Every question must be right and every answer honest.
#[test]
fn diag23_diagnostic_questions() {
    run(
        CASES,
        &Run {
            label: "diag23",
            min_cases: 40,
            min_sellers: 25,
            without_s001: true,
            in_data_ok: true,
            known_gaps: KNOWN_GAPS,
        },
    );
}
