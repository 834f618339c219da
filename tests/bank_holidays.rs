//! The UK's bank holidays (calendar/events.yaml, stop 32): "the late may bank holiday" read as
//! May plus an unread "holiday" answered the paddle's average price from May to December; as
//! an event it is its one day, whose figure equals SQL.

mod common;

use common::{answered, ask_as, demo_engine, sql_f64, values};

#[test]
fn a_named_bank_holiday_is_its_one_day() {
    let (e, rt) = demo_engine();
    let q = "how much was the paddle going for on the late may bank holiday";
    let a = ask_as(&e, &rt, "S021", q);
    answered(&a, q);
    let want = sql_f64(
        "SELECT price_cents / 100.0 FROM pricing_daily WHERE seller_id='S021' \
         AND product_id='P0613' AND date='2025-05-26'",
    );
    assert_eq!(values(&a, "price"), vec![want], "{q}: {}", a.answer);
    for (q, day) in [
        ("units on the august bank holiday", "2025-08-25"),
        ("units on the early may bank holiday 2024", "2024-05-06"),
    ] {
        let a = ask_as(&e, &rt, "S021", q);
        answered(&a, q);
        let want = sql_f64(&format!(
            "SELECT SUM(units) FROM sales_daily WHERE seller_id='S021' AND date='{day}'"
        ));
        assert_eq!(values(&a, "units"), vec![want], "{q}: {}", a.answer);
    }
}
