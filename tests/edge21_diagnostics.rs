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
#[path = "common/diag.rs"]
mod diag;

use diag::{case, run, Case, Run, Want::*};

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

#[test]
fn a_new_users_diagnostic_questions() {
    run(
        CASES,
        &Run {
            label: "edge21",
            min_cases: 60,
            min_sellers: 10,
            without_s001: false,
            in_data_ok: false,
            known_gaps: &[],
        },
    );
}
