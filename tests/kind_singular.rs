//! A kind named in the singular when the seller has several products of it (stop 32, lead):
//! "chefs knife units yday" names one product as written, so a flow (units, revenue, refunds)
//! is asked back with each product, as a price already was; said as a total ("all", "both",
//! "in total") or in the plural ("how many lip balm sets"), it is the kind's sum, equal to SQL.

mod common;

use common::{answered, ask_as, asked_back, demo_engine, sql_f64, values};

#[test]
fn a_flow_of_a_singular_kind_with_several_products_asks_which_one() {
    let (e, rt) = demo_engine();
    for (seller, q, among) in [
        (
            "S032",
            "lip balm revenue yesterday",
            &["P0949", "P0960", "P0962", "P0966", "P0968"][..],
        ),
        (
            "S002",
            "chefs knife units last week",
            &["P0045", "P0047"][..],
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        asked_back(&a, q);
        let c = a.clarification.as_ref().expect("candidates");
        let mut ids: Vec<&str> = c.candidates.iter().map(|c| c.id.as_str()).collect();
        ids.sort();
        assert_eq!(ids, among, "{q}: {}", a.answer);
        assert!(a.answer.contains("all together"), "{q}: {}", a.answer);
    }
}

#[test]
fn a_total_said_or_the_plural_is_the_kinds_sum() {
    let (e, rt) = demo_engine();
    let want = |start: &str, end: &str| {
        sql_f64(&format!(
            "SELECT SUM(revenue_cents) / 100.0 FROM sales_daily WHERE seller_id='S032' AND product_id IN \
             ('P0949','P0960','P0962','P0966','P0968') AND date BETWEEN '{start}' AND '{end}'"
        ))
    };
    for q in [
        "lip balm revenue yesterday all together",
        "total lip balm revenue yesterday",
        "revenue of all my lip balm sets yesterday",
    ] {
        let a = ask_as(&e, &rt, "S032", q);
        answered(&a, q);
        let got = values(&a, "revenue");
        assert_eq!(got.len(), 1, "{q}: {}", a.answer);
        assert!(
            (got[0] - want("2025-12-09", "2025-12-09")).abs() < 0.01,
            "{q}: {}",
            a.answer
        );
    }
    let q = "how many lip balm sets did i sell last week";
    let a = ask_as(&e, &rt, "S032", q);
    answered(&a, q);
    let units = sql_f64(
        "SELECT SUM(units) FROM sales_daily WHERE seller_id='S032' AND product_id IN \
         ('P0949','P0960','P0962','P0966','P0968') AND date BETWEEN '2025-12-01' AND '2025-12-07'",
    );
    assert_eq!(values(&a, "units"), vec![units], "{q}: {}", a.answer);
}

#[test]
fn one_product_of_its_kind_is_answered_as_before() {
    let (e, rt) = demo_engine();
    // S001 has one skillet: the singular names it, nothing to ask.
    let q = "skillet units last week";
    let a = ask_as(&e, &rt, "S001", q);
    answered(&a, q);
    let units = sql_f64(
        "SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0001' \
         AND date BETWEEN '2025-12-01' AND '2025-12-07'",
    );
    assert_eq!(values(&a, "units"), vec![units], "{q}: {}", a.answer);
}
