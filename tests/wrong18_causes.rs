//! The sixth held-out set of other sellers' confidently wrong answers (stop 31, helper
//! `wrong18`), by cause, each against independent SQL over the demo store and on more than the
//! seller that showed it:
//!
//! - a kind written as one word where the titles write two ("stockpot", "dollhouse") matched
//!   no title: the whole store's stock was answered as the stock pot's;
//! - a kind written with a hyphen ("yo-yo") was two short words, neither a thing: the whole
//!   store's units were answered for a kind the seller does not carry;
//! - one listed thing that resolved to nothing ("weights and the yoga mat") was dropped and
//!   the other answered as if it were the whole question.

mod common;

use common::{answered, ask_as, asked_back, demo_engine, sql_f64, values};

#[test]
fn a_kind_written_as_one_word_is_the_product_whose_title_writes_it_as_two() {
    let (e, rt) = demo_engine();
    for (seller, product, q) in [
        ("S006", "P0171", "stockpot on hand rn"),
        ("S001", "P0009", "stockpots on hand now"),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want = sql_f64(&format!(
            "SELECT on_hand FROM inventory_daily WHERE seller_id='{seller}' \
             AND product_id='{product}' AND date='2025-12-09'"
        ));
        assert_eq!(values(&a, "on_hand"), vec![want], "{q}: {}", a.answer);
    }
    let q = "dollhouse units xmas day last year";
    let a = ask_as(&e, &rt, "S034", q);
    answered(&a, q);
    let want = sql_f64(
        "SELECT SUM(units) FROM sales_daily WHERE seller_id='S034' AND product_id='P1034' \
         AND date='2024-12-25'",
    );
    assert_eq!(values(&a, "units"), vec![want], "{q}: {}", a.answer);
}

#[test]
fn a_hyphenated_kind_the_seller_does_not_carry_is_asked_back() {
    let (e, rt) = demo_engine();
    for (seller, q) in [
        ("S035", "yo-yo units last week"),
        ("S001", "t-shirt revenue last month"),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        asked_back(&a, q);
        let said = if q.starts_with("yo") {
            "yo-yo"
        } else {
            "t-shirt"
        };
        assert!(a.answer.contains(said), "{q}: {}", a.answer);
    }
}

#[test]
fn a_listed_thing_that_names_nothing_is_asked_back_not_dropped() {
    let (e, rt) = demo_engine();
    for (seller, q, thing) in [
        (
            "S020",
            "weights and the yoga mat revenue last month",
            "weights",
        ),
        (
            "S020",
            "kettlebell vs yoga mat units last week",
            "kettlebell",
        ),
        (
            "S001",
            "the skillet and the blender sales in november",
            "blender",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        asked_back(&a, q);
        assert!(a.answer.contains(thing), "{q}: {}", a.answer);
    }
    // Both named: answered, each its own row.
    let q = "yoga mat and sleeping bag revenue last month";
    let a = ask_as(&e, &rt, "S020", q);
    answered(&a, q);
    for p in ["P0595", "P0597"] {
        let want = sql_f64(&format!(
            "SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S020' \
             AND product_id='{p}' AND date BETWEEN '2025-11-01' AND '2025-11-30'"
        ));
        assert!(
            values(&a, "revenue")
                .iter()
                .any(|v| (v - want).abs() < 1e-6),
            "{q}: {p} {want}: {}",
            a.answer
        );
    }
}

/// Sessions of `products` of `seller` on `day`, one figure each.
fn sessions_on(seller: &str, products: &[&str], day: &str) -> Vec<f64> {
    products
        .iter()
        .map(|p| {
            sql_f64(&format!(
                "SELECT COALESCE(SUM(sessions), 0) FROM traffic_daily WHERE seller_id='{seller}' \
                 AND product_id='{p}' AND date='{day}'"
            ))
        })
        .collect()
}

#[test]
fn per_the_kind_is_one_row_per_product() {
    let (e, rt) = demo_engine();
    let tents = ["P0700", "P0705", "P0707", "P0708", "P0720"];
    for q in [
        "sessions per tent yesterday",
        "sessions yesterday for each tent",
    ] {
        let a = ask_as(&e, &rt, "S024", q);
        answered(&a, q);
        let mut got = values(&a, "sessions");
        let mut want = sessions_on("S024", &tents, "2025-12-09");
        got.sort_by(f64::total_cmp);
        want.sort_by(f64::total_cmp);
        assert_eq!(got, want, "{q}: {}", a.answer);
    }
}

#[test]
fn a_day_of_an_event_is_that_day_not_the_whole_event() {
    let (e, rt) = demo_engine();
    // Prime Day 2025 ran 2025-07-08..11; Black Friday week's days are the event's own.
    for (q, day) in [
        (
            "ok so the hair dryer how many sessions did it get on prime day day one",
            "2025-07-08",
        ),
        (
            "hair dryer sessions on the first day of prime day",
            "2025-07-08",
        ),
        ("hair dryer sessions on day 2 of prime day", "2025-07-09"),
        (
            "hair dryer sessions on the last day of prime day",
            "2025-07-11",
        ),
    ] {
        let a = ask_as(&e, &rt, "S029", q);
        answered(&a, q);
        assert_eq!(
            values(&a, "sessions"),
            sessions_on("S029", &["P0872"], day),
            "{q}: {}",
            a.answer
        );
    }
    // A day the event does not have is said, never a day after it answered as one of it.
    let q = "hair dryer sessions on day 9 of prime day";
    let a = ask_as(&e, &rt, "S029", q);
    assert!(a.answer.contains("no such day"), "{q}: {}", a.answer);
    assert!(!a.answer.contains("2025-07-16"), "{q}: {}", a.answer);
}

#[test]
fn two_named_days_a_day_apart_are_two_rows() {
    let (e, rt) = demo_engine();
    for (seller, product, q, days) in [
        (
            "S038",
            "P1195",
            "card game units new years eve and new years day",
            ["2024-12-31", "2025-01-01"],
        ),
        (
            "S001",
            "P0001",
            "skillet units on christmas eve and christmas day",
            ["2024-12-24", "2024-12-25"],
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want: Vec<f64> = days
            .iter()
            .map(|d| {
                sql_f64(&format!(
                    "SELECT COALESCE(SUM(units), 0) FROM sales_daily WHERE seller_id='{seller}' \
                     AND product_id='{product}' AND date='{d}'"
                ))
            })
            .collect();
        assert_eq!(values(&a, "units"), want, "{q}: {}", a.answer);
        assert!(!a.answer.contains("is not"), "{q}: {}", a.answer);
    }
}

#[test]
fn a_stock_on_a_past_day_and_now_is_both() {
    let (e, rt) = demo_engine();
    for (seller, product, q, day) in [
        (
            "S020",
            "P0595",
            "sleeping bag stock on labour day and now",
            "2025-09-01",
        ),
        (
            "S001",
            "P0001",
            "skillet stock on black friday and now",
            "2025-11-28",
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want: Vec<f64> = [day, "2025-12-09"]
            .iter()
            .map(|d| {
                sql_f64(&format!(
                    "SELECT on_hand FROM inventory_daily WHERE seller_id='{seller}' \
                     AND product_id='{product}' AND date='{d}'"
                ))
            })
            .collect();
        assert_eq!(values(&a, "on_hand"), want, "{q}: {}", a.answer);
    }
}

#[test]
fn last_weeks_without_its_apostrophe_is_last_week() {
    let (e, rt) = demo_engine();
    for (seller, q) in [
        ("S039", "split last weeks takings by product"),
        ("S001", "last weeks revenue by product"),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want = common::pairs(
            &rusqlite::Connection::open(common::store()).unwrap(),
            &format!(
                "SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily \
                 WHERE seller_id='{seller}' AND date BETWEEN '2025-12-01' AND '2025-12-07' \
                 GROUP BY product_id HAVING SUM(revenue_cents) > 0 ORDER BY product_id"
            ),
        );
        let mut got = common::by_product(&a, "revenue");
        got.retain(|(_, v)| *v > 0.0);
        got.sort_by(|a, b| a.0.cmp(&b.0));
        assert_eq!(got.len(), want.len(), "{q}: {}", a.answer);
        for ((gp, gv), (wp, wv)) in got.iter().zip(&want) {
            assert!(
                gp == wp && (gv - wv).abs() < 1e-6,
                "{q}: {gp} {gv} vs {wp} {wv}"
            );
        }
    }
    // "Over the last weeks" is no one week.
    let q = "how did revenue go over the last weeks";
    let a = ask_as(&e, &rt, "S001", q);
    assert!(
        !a.answer.contains("2025-12-01 to 2025-12-07"),
        "{q}: {}",
        a.answer
    );
}

#[test]
fn days_at_zero_stock_and_stock_outs_are_stockout_days() {
    let (e, rt) = demo_engine();
    for (seller, product, q, (from, to)) in [
        (
            "S001",
            "P0001",
            "how many days in october was the skillet sat at zero stock",
            ("2025-10-01", "2025-10-31"),
        ),
        (
            "S001",
            "P0001",
            "skillet stock outs in october",
            ("2025-10-01", "2025-10-31"),
        ),
        (
            "S012",
            "P0377",
            "webcam stock outs this year how many days",
            ("2025-01-01", "2025-12-09"),
        ),
        // The singular (the lead, stop 31): "stock out days" had been read as units on hand
        // averaged over October (9,061), a confident wrong figure.
        (
            "S001",
            "P0001",
            "skillet stock out days in october",
            ("2025-10-01", "2025-10-31"),
        ),
        (
            "S001",
            "P0001",
            "how many stock out days did the skillet have in october",
            ("2025-10-01", "2025-10-31"),
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want = sql_f64(&format!(
            "SELECT COUNT(*) FROM inventory_daily WHERE seller_id='{seller}' \
             AND product_id='{product}' AND date BETWEEN '{from}' AND '{to}' AND on_hand = 0"
        ));
        assert_eq!(values(&a, "stockout_days"), vec![want], "{q}: {}", a.answer);
    }
}

#[test]
fn a_count_in_words_or_nursery_talk_before_a_kind_names_no_other_kind() {
    let (e, rt) = demo_engine();
    let q = "all three ssds added up, how many on hand now";
    let a = ask_as(&e, &rt, "S011", q);
    answered(&a, q);
    let want = sql_f64(
        "SELECT SUM(on_hand) FROM inventory_daily WHERE seller_id='S011' \
         AND product_id IN ('P0343','P0348','P0349') AND date='2025-12-09'",
    );
    assert_eq!(values(&a, "on_hand"), vec![want], "{q}: {}", a.answer);
    let q = "choo choo train set units last week";
    let a = ask_as(&e, &rt, "S036", q);
    answered(&a, q);
    let want = sql_f64(
        "SELECT SUM(units) FROM sales_daily WHERE seller_id='S036' AND product_id='P1110' \
         AND date BETWEEN '2025-12-01' AND '2025-12-07'",
    );
    assert_eq!(values(&a, "units"), vec![want], "{q}: {}", a.answer);
}

#[test]
fn whom_the_answer_is_for_and_up_to_ask_for_revenue_over_one_span() {
    let (e, rt) = demo_engine();
    let q =
        "right so for the tax lady - pour over kettle takings from halloween up to black friday";
    let a = ask_as(&e, &rt, "S001", q);
    answered(&a, q);
    let want = sql_f64(
        "SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' \
         AND product_id='P0014' AND date BETWEEN '2025-10-31' AND '2025-11-28'",
    );
    let got = values(&a, "revenue");
    assert!(
        got.len() == 1 && (got[0] - want).abs() < 1e-6,
        "{q}: {got:?} vs {want}: {}",
        a.answer
    );
    // Taxes asked for are still not in the data.
    let q = "how much vat do i owe on the skillet last quarter";
    let a = ask_as(&e, &rt, "S001", q);
    assert!(values(&a, "revenue").is_empty(), "{q}: {}", a.answer);
}

#[test]
fn since_it_came_out_is_the_products_whole_history() {
    let (e, rt) = demo_engine();
    for (seller, product, q) in [
        ("S011", "P0341", "desk lamp units since it came out"),
        ("S009", "P0298", "desk lamp units since it went live"),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let want = sql_f64(&format!(
            "SELECT SUM(units) FROM sales_daily WHERE seller_id='{seller}' \
             AND product_id='{product}'"
        ));
        assert_eq!(values(&a, "units"), vec![want], "{q}: {}", a.answer);
    }
}

#[test]
fn what_percent_of_sessions_turned_into_sales_is_the_conversion_rate() {
    let (e, rt) = demo_engine();
    let q = "magnetic tiles - what percent of sessions turned into sales last month";
    let a = ask_as(&e, &rt, "S038", q);
    answered(&a, q);
    let units = sql_f64(
        "SELECT SUM(units) FROM sales_daily WHERE seller_id='S038' AND product_id='P1173' \
         AND date BETWEEN '2025-11-01' AND '2025-11-30'",
    );
    let sessions = sql_f64(
        "SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S038' AND product_id='P1173' \
         AND date BETWEEN '2025-11-01' AND '2025-11-30'",
    );
    let got = values(&a, "conversion_rate");
    assert!(
        got.len() == 1 && (got[0] - units / sessions).abs() < 1e-9,
        "{q}: {got:?} vs {}: {}",
        units / sessions,
        a.answer
    );
}
