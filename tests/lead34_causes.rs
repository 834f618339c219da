//! Causes of the tenth held-out set's first run (stop 34, lead), each shown on questions
//! written here, with other sellers and periods, values by SQL over the demo store:
//! - "since spring started", "since summer began": the verb after a "since" period only says
//!   it began; left unread, the question had a word nobody could plan and went to the Insight
//!   Generator as if it asked why;
//! - "the last 3 full weeks": weeks counted back are whole ones already; unread, the period
//!   was lost and a default one answered; "for each of the last 3 weeks" asks each week's
//!   figure, not the window's total;
//! - "what day did we convert worst": the verb after who converts names the conversion rate;
//!   unread, "worst" ranked the days by revenue;
//! - "ssd 2 pack": a pack size said with its count is read against each title's own count,
//!   never scored as a title word (it named a "Smart Plug 4-Pack" over the "SSD - Set of 2");
//! - "since they launched": the plural of "since it launched", the products' own first day;
//! - a time-series row whose period the asked range cuts ("by week in november": the week of
//!   2025-10-27 holds November 1 and 2) is labelled by the days it holds, not as the whole week;
//! - "halloween units last year", "new years eve revenue this year": a calendar year said
//!   after an event, nothing setting them apart, is the event's year (read as two periods, a
//!   two-row series ran from this year's Halloween to the whole of last year).

mod common;

use common::{answered, ask_as, cells, demo_engine, holds, sql_f64};
use insight::manager::Branch;

#[test]
fn since_a_period_started_is_that_period() {
    let (e, rt) = demo_engine();
    for (seller, q, start) in [
        ("S022", "units since spring started", "2025-03-01"),
        ("S031", "orders since summer began", "2025-06-01"),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        assert_eq!(
            a.branches.as_ref().and_then(|b| b.winner),
            Some(Branch::DataPresenter),
            "{q}: {}",
            a.answer
        );
        let col = if q.starts_with("units") {
            "units"
        } else {
            "orders"
        };
        holds(
            &a,
            col,
            sql_f64(&format!(
                "SELECT SUM({col}) FROM sales_daily WHERE seller_id='{seller}' AND date BETWEEN '{start}' AND '2025-12-09'"
            )),
        );
    }
}

#[test]
fn whole_weeks_counted_back_and_each_of_them() {
    let (e, rt) = demo_engine();
    let q = "revenue for the last 2 full weeks";
    let a = ask_as(&e, &rt, "S012", q);
    answered(&a, q);
    holds(
        &a,
        "revenue",
        sql_f64("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S012' AND date BETWEEN '2025-11-24' AND '2025-12-07'"),
    );
    let q = "orders for each of the last 3 complete weeks";
    let a = ask_as(&e, &rt, "S036", q);
    answered(&a, q);
    let got: Vec<f64> = cells(&a, "orders")
        .iter()
        .filter_map(|v| v.as_f64())
        .collect();
    let want: Vec<f64> = ["2025-11-17", "2025-11-24", "2025-12-01"]
        .iter()
        .map(|monday| {
            sql_f64(&format!(
                "SELECT SUM(orders) FROM sales_daily WHERE seller_id='S036' AND date BETWEEN '{monday}' AND date('{monday}', '+6 days')"
            ))
        })
        .collect();
    assert_eq!(got, want, "{q}: {}", a.answer);
}

#[test]
fn the_shop_converting_is_the_conversion_rate() {
    let (e, rt) = demo_engine();
    let q = "which day last week did we convert best";
    let a = ask_as(&e, &rt, "S027", q);
    answered(&a, q);
    let best: String = rusqlite::Connection::open(common::store())
        .unwrap()
        .query_row(
            "SELECT s.date FROM (SELECT date, SUM(units) u FROM sales_daily WHERE seller_id='S027' AND date BETWEEN '2025-12-01' AND '2025-12-07' GROUP BY date) s \
             JOIN (SELECT date, SUM(sessions) n FROM traffic_daily WHERE seller_id='S027' AND date BETWEEN '2025-12-01' AND '2025-12-07' GROUP BY date) t USING (date) \
             ORDER BY 1.0*s.u/t.n DESC, s.date LIMIT 1",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(
        cells(&a, "period")[0].as_str(),
        Some(best.as_str()),
        "{q}: {}",
        a.answer
    );
    assert!(!a.answer.contains("revenue"), "{q}: {}", a.answer);
    // A unit conversion is still no seller's question.
    let q = "convert 5 pounds to kilograms";
    let a = ask_as(&e, &rt, "S027", q);
    assert_ne!(
        a.status,
        insight::answer::AnswerStatus::Answered,
        "{q}: {}",
        a.answer
    );
}

#[test]
fn a_pack_size_is_read_against_each_title_count() {
    let (e, rt) = demo_engine();
    // S016 sells three portable SSDs (one "- Set of 2") and a "Smart Plug 4-Pack".
    let q = "ssd 2 pack units last month";
    let a = ask_as(&e, &rt, "S016", q);
    answered(&a, q);
    holds(
        &a,
        "units",
        sql_f64("SELECT SUM(units) FROM sales_daily WHERE seller_id='S016' AND product_id='P0525' AND date BETWEEN '2025-11-01' AND '2025-11-30'"),
    );
    let q = "smart plug 4 pack revenue last month";
    let a = ask_as(&e, &rt, "S016", q);
    answered(&a, q);
    holds(
        &a,
        "revenue",
        sql_f64("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S016' AND product_id='P0510' AND date BETWEEN '2025-11-01' AND '2025-11-30'"),
    );
}

#[test]
fn since_they_launched_is_since_the_products_launch() {
    let (e, rt) = demo_engine();
    // S021's "Compact Trekking Poles - Black" launched on 2025-09-11: its units since then are
    // all its units.
    let q = "the black compact trekking poles, units since they launched";
    let a = ask_as(&e, &rt, "S021", q);
    answered(&a, q);
    let launched: String = rusqlite::Connection::open(common::store())
        .unwrap()
        .query_row(
            "SELECT launched_on FROM products WHERE seller_id='S021' AND title LIKE '%Compact Trekking Poles - Black%'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    holds(
        &a,
        "units",
        sql_f64(&format!(
            "SELECT SUM(s.units) FROM sales_daily s JOIN products p USING (product_id) WHERE s.seller_id='S021' AND p.title LIKE '%Compact Trekking Poles - Black%' AND s.date BETWEEN '{launched}' AND '2025-12-09'"
        )),
    );
}

#[test]
fn a_period_cut_by_the_asked_range_is_labelled_by_its_days() {
    let (e, rt) = demo_engine();
    // November 2025 starts on a Saturday: its first week-row holds two days of the week of
    // 2025-10-27, and says so with their figure, not as that week's.
    let q = "units week by week in november";
    let a = ask_as(&e, &rt, "S014", q);
    answered(&a, q);
    let two_days = sql_f64(
        "SELECT SUM(units) FROM sales_daily WHERE seller_id='S014' AND date BETWEEN '2025-11-01' AND '2025-11-02'",
    );
    holds(&a, "units", two_days);
    let line = format!(
        "- 2025-11-01 to 2025-11-02, part of the week of 2025-10-27: {}",
        two_days as i64
    );
    assert!(
        a.answer
            .lines()
            .any(|l| l.replace(',', "") == line.replace(',', "")),
        "{q}: {}",
        a.answer
    );
    assert!(
        a.answer.contains("- week of 2025-11-24:"),
        "{q}: {}",
        a.answer
    );
}

#[test]
fn a_table_kept_by_week_shows_whole_weeks() {
    let (e, rt) = demo_engine();
    // Account health is kept by week: each row is a whole week's rate, labelled as the week.
    // Which weeks are November's is ISO 8601's rule since stop 35 (`wrong22`): the week of
    // 2025-10-27 (Thursday 10-30) is October's, and is no longer listed here.
    let q = "late shipment rate week by week in november";
    let a = ask_as(&e, &rt, "S014", q);
    answered(&a, q);
    holds(
        &a,
        "late_shipment_rate",
        sql_f64("SELECT late_shipment_rate FROM account_health_weekly WHERE seller_id='S014' AND week_start='2025-11-03'"),
    );
    assert!(
        a.answer.contains("- week of 2025-11-03:") && !a.answer.contains("- week of 2025-10-27:"),
        "{q}: {}",
        a.answer
    );
    assert!(!a.answer.contains("part of"), "{q}: {}", a.answer);
}

#[test]
fn a_year_said_after_an_event_is_the_events_year() {
    let (e, rt) = demo_engine();
    let q = "halloween units last year";
    let a = ask_as(&e, &rt, "S033", q);
    answered(&a, q);
    holds(
        &a,
        "units",
        sql_f64("SELECT SUM(units) FROM sales_daily WHERE seller_id='S033' AND date='2024-10-31'"),
    );
    assert_eq!(a.tables[0].rows.len(), 1, "{q}: {}", a.answer);
    // This year's New Year's Eve is after the data: no data, not last year's figure.
    let q = "new years eve orders this year";
    let a = ask_as(&e, &rt, "S033", q);
    assert_eq!(
        a.status,
        insight::answer::AnswerStatus::NoData,
        "{q}: {}",
        a.answer
    );
}
