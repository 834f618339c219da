//! Causes of wrong numbers and needless ask-backs found at stop 37 (helper fix14), each shown
//! on questions written here, for other sellers and wordings than the sets'; values by SQL over
//! the demo store (today 2025-12-10; last month November 2025):
//! 1. a product named after "for" whose last word is a recipient's ("for the cutting board":
//!    "board" is read as whom the answer is for in "for the board") is the product;
//! 2. a kind of the marketplace's the seller sells none of ("eye cream" to a seller of one
//!    night cream) is not the product whose head word matched ("cream");
//! 3. "percent change" is a comparison, "share" after a word of asking a verb, and the part of
//!    sales from ads is asked back with the figures that can be given;
//! 4. a ranking by a word of the seller's category ("which toy") ranks the products, and a
//!    weekday comparison that names no measure says plainly it is not supported;
//! 5. a ranking or breakdown whose every value is zero says none had any, and a one-day
//!    figure is not labelled an average.

mod common;

use common::{answered, ask_as, asked_back, demo_engine, holds, seller_sum as sum, sql_f64};

#[test]
fn a_product_after_for_is_no_recipient() {
    let (e, rt) = demo_engine();
    // S003 has one cutting board (P0053).
    let q = "units for the cutting board in october";
    let a = ask_as(&e, &rt, "S003", q);
    answered(&a, q);
    holds(
        &a,
        "units",
        sql_f64(
            "SELECT SUM(units) FROM sales_daily WHERE seller_id='S003' AND product_id='P0053' \
             AND date BETWEEN '2025-10-01' AND '2025-10-31'",
        ),
    );
    // S004 has two (P0093, P0098): which one, never the store's units.
    let q = "what were competitors charging for the cutting board in september";
    let a = ask_as(&e, &rt, "S004", q);
    asked_back(&a, q);
    // Whom the figures are for is still set aside: "the board" alone is the recipient.
    let q = "revenue last month for the board";
    let a = ask_as(&e, &rt, "S003", q);
    answered(&a, q);
    holds(
        &a,
        "revenue",
        sum(
            "S003",
            "sales_daily",
            "revenue_cents",
            "2025-11-01",
            "2025-11-30",
        ) / 100.0,
    );
}

#[test]
fn a_kind_not_carried_is_not_another_kinds_product() {
    let (e, rt) = demo_engine();
    // S030's one cream is "Aurora Essential Retinol Night Cream - Blue"; no eye cream.
    assert_eq!(
        sql_f64(
            "SELECT COUNT(*) FROM products WHERE seller_id='S030' AND lower(title) LIKE '%eye%'"
        ),
        0.0
    );
    for q in ["eye cream units last month", "the eye cream's price"] {
        let a = ask_as(&e, &rt, "S030", q);
        asked_back(&a, q);
        assert!(
            a.answer.to_lowercase().contains("eye cream"),
            "{q}: {}",
            a.answer
        );
    }
    // The night cream itself is still read.
    let q = "night cream units last month";
    let a = ask_as(&e, &rt, "S030", q);
    answered(&a, q);
    holds(
        &a,
        "units",
        sql_f64(
            "SELECT SUM(units) FROM sales_daily WHERE seller_id='S030' AND product_id='P0896' \
             AND date BETWEEN '2025-11-01' AND '2025-11-30'",
        ),
    );
}

#[test]
fn percent_change_share_as_a_verb_and_the_ads_part() {
    let (e, rt) = demo_engine();
    // Month to date (2025-12-01..09) against the same days of November.
    let q = "percent change in revenue this month vs last month";
    let a = ask_as(&e, &rt, "S012", q);
    answered(&a, q);
    let now = sum(
        "S012",
        "sales_daily",
        "revenue_cents",
        "2025-12-01",
        "2025-12-09",
    ) / 100.0;
    holds(&a, "current", now);
    let q = "can you share revenue for last week";
    let a = ask_as(&e, &rt, "S012", q);
    answered(&a, q);
    holds(
        &a,
        "revenue",
        sum(
            "S012",
            "sales_daily",
            "revenue_cents",
            "2025-12-01",
            "2025-12-07",
        ) / 100.0,
    );
    let q = "what percentage of revenue came from ads last month";
    let a = ask_as(&e, &rt, "S005", q);
    asked_back(&a, q);
    assert!(a.answer.contains("ad sales"), "{q}: {}", a.answer);
}

#[test]
fn a_category_noun_ranks_products_and_weekdays_are_said_unsupported() {
    let (e, rt) = demo_engine();
    // S035 sells Toys & Games only.
    let q = "which toy had the most page views last month";
    let a = ask_as(&e, &rt, "S035", q);
    answered(&a, q);
    let top = sql_f64(
        "SELECT SUM(page_views) s FROM traffic_daily WHERE seller_id='S035' AND date BETWEEN \
         '2025-11-01' AND '2025-11-30' GROUP BY product_id ORDER BY s DESC LIMIT 1",
    );
    holds(&a, "page_views", top);
    let q = "saturdays vs sundays which is better for me";
    let a = ask_as(&e, &rt, "S001", q);
    asked_back(&a, q);
    assert!(a.answer.contains("day of the week"), "{q}: {}", a.answer);
}

#[test]
fn all_zero_rankings_and_one_day_labels() {
    let (e, rt) = demo_engine();
    // No product of S001 was out of stock on any day of November.
    assert_eq!(
        sql_f64(
            "SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S001' AND on_hand=0 \
             AND date BETWEEN '2025-11-01' AND '2025-11-30'"
        ),
        0.0
    );
    let q = "which items ran out last month";
    let a = ask_as(&e, &rt, "S001", q);
    answered(&a, q);
    assert!(a.answer.contains("none of the"), "{q}: {}", a.answer);
    assert!(!a.answer.contains("led with"), "{q}: {}", a.answer);
    let q = "how many units on hand yesterday";
    let a = ask_as(&e, &rt, "S001", q);
    answered(&a, q);
    assert!(!a.answer.contains("(average)"), "{q}: {}", a.answer);
    holds(
        &a,
        "on_hand",
        sum(
            "S001",
            "inventory_daily",
            "on_hand",
            "2025-12-09",
            "2025-12-09",
        ),
    );
}
