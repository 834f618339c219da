//! Stop 31 (gate18): what a seller says around a figure that is not what it is about, read as
//! the dates and recipients are. The purpose the figures are gathered for ("for my mortgage
//! application", "for the bank loan application"), whom they are passed on to by a verb ("to
//! show my accountant"), an aside on that person ("my landlord (i rent the unit)"), a person of
//! the business by "of" ("a buyer of my business"), how the answer is worded ("in plain
//! english"), the form it is sent in ("a short status email"), what it rests on ("based on my
//! numbers") and the forms of "restock". Each seller wording is answered or asked back (a figure
//! against independent SQL); the same words in another life stay refused.

mod common;

/// Units S023 sold in November 2025, by independent SQL.
fn units_in_november(seller: &str) -> f64 {
    common::sql_f64(&format!(
        "SELECT SUM(units) FROM sales_daily WHERE seller_id = '{seller}'
         AND date BETWEEN '2025-11-01' AND '2025-11-30'"
    ))
}

#[test]
fn a_figure_for_a_purpose_or_worded_plainly_is_the_figure() {
    let (e, rt) = common::demo_engine();
    let want = units_in_november("S023");
    for q in [
        "units sold in november for my mortgage application",
        "units sold in november to show my accountant",
        "units sold in november, in plain english",
        "units sold in november for the new owner of my business",
    ] {
        let a = common::ask_as(&e, &rt, "S023", q);
        common::answered(&a, q);
        common::holds(&a, "units", want);
    }
}

#[test]
fn a_report_passed_on_or_resting_on_the_numbers_is_the_sellers() {
    let (e, rt) = common::demo_engine();
    for (seller, q) in [
        ("S019", "quick progress email for my investor"),
        (
            "S026",
            "headline numbers to give my bank (they want it monthly)",
        ),
        ("S012", "what should i focus on next based on my numbers"),
        ("S030", "which products need restocking"),
    ] {
        common::answered_or_asked(&common::ask_as(&e, &rt, seller, q), q);
    }
}

#[test]
fn the_same_words_in_another_life_stay_out() {
    let (e, rt) = common::demo_engine();
    for q in [
        "explain photosynthesis in simple terms",
        "summarize this email from my boss",
        "what documents do i need for my mortgage application",
        "a birthday gift for the owner of the dog",
        "a movie based on a true story",
        "what should i buy when restocking my fridge",
        "short email to my landlord about the broken heater",
    ] {
        common::refused(&common::ask_as(&e, &rt, "S001", q), q);
    }
}
