//! The data layer against its contract (`DATA.md`): every planted event of the demo seller,
//! the consistency of the generated rows, determinism, CSV round trip, and import errors.
//!
//! The demo store is generated once per test binary (it takes seconds) under
//! `CARGO_TARGET_TMPDIR`, and every test reads it through `open_read_only`. Tests print the
//! figures they check (`cargo test --test data -- --nocapture` shows them).

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use insight::data::{
    self, content_hash, dataset_info, export_csv, generate, import_csv, open_read_only, schema,
    CsvProblem, DataError, HeaderProblem, ImportWarning, Source,
};
use rusqlite::Connection;

fn store() -> &'static Path {
    static STORE: OnceLock<PathBuf> = OnceLock::new();
    STORE.get_or_init(|| {
        let db = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join("data-tests")
            .join("seed42.db");
        let report = generate(&db, data::DEFAULT_SEED).expect("generate the demo store");
        println!(
            "generated in {:.2}s: {:?}",
            report.elapsed.as_secs_f64(),
            report.tables
        );
        db
    })
}

fn conn() -> Connection {
    open_read_only(store()).expect("open the demo store")
}

fn f64_of(conn: &Connection, sql: &str) -> f64 {
    conn.query_row(sql, [], |r| r.get::<_, Option<f64>>(0))
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .unwrap_or(f64::NAN)
}

fn i64_of(conn: &Connection, sql: &str) -> i64 {
    conn.query_row(sql, [], |r| r.get::<_, Option<i64>>(0))
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .unwrap_or(0)
}

fn strings_of(conn: &Connection, sql: &str) -> Vec<String> {
    let mut stmt = conn.prepare(sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    stmt.query_map([], |r| r.get::<_, String>(0))
        .and_then(|rows| rows.collect())
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
}

/// S001 revenue in dollars over an inclusive date range.
fn s001_revenue(conn: &Connection, from: &str, to: &str) -> f64 {
    f64_of(
        conn,
        &format!(
            "SELECT sum(revenue_cents) / 100.0 FROM sales_daily
             WHERE seller_id = 'S001' AND date BETWEEN '{from}' AND '{to}'"
        ),
    )
}

/// Units per session of some S001 products over an inclusive date range.
fn conversion(conn: &Connection, products: &str, from: &str, to: &str) -> f64 {
    f64_of(
        conn,
        &format!(
            "SELECT sum(s.units) * 1.0 / sum(t.sessions)
             FROM sales_daily s JOIN traffic_daily t USING (seller_id, date, product_id)
             WHERE s.seller_id = 'S001' AND s.product_id IN ({products})
               AND s.date BETWEEN '{from}' AND '{to}'"
        ),
    )
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

// ---------------------------------------------------------------------------------------------
// Shape

#[test]
fn store_has_the_contract_shape() {
    let conn = conn();
    let info = dataset_info(&conn).expect("dataset info");
    assert_eq!(info.data_start.to_string(), "2024-01-01");
    assert_eq!(info.data_end.to_string(), "2025-12-09");
    assert_eq!(info.days(), 709);
    assert_eq!(info.source, Source::Generator);
    assert_eq!(info.seed, Some(42));
    assert_eq!(
        info.generator_version.as_deref(),
        Some(data::GENERATOR_VERSION)
    );
    let names: Vec<&str> = info.tables.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, schema::CONTRACT_TABLES);
    // dataset_tables agrees with the tables.
    for t in &info.tables {
        let n = i64_of(&conn, &format!("SELECT count(*) FROM {}", t.name));
        assert_eq!(n as u64, t.rows, "{}", t.name);
    }

    assert_eq!(info.rows("sellers"), Some(40));
    let per_category = strings_of(
        &conn,
        "SELECT category || ':' || count(*) FROM sellers GROUP BY category ORDER BY category",
    );
    assert_eq!(
        per_category,
        [
            "Beauty & Personal Care:8",
            "Electronics:8",
            "Home & Kitchen:8",
            "Sports & Outdoors:8",
            "Toys & Games:8"
        ]
    );
    let products = info.rows("products").unwrap_or(0);
    assert!((1100..=1400).contains(&products), "{products} products");
    let (min_p, max_p) = (
        i64_of(
            &conn,
            "SELECT min(n) FROM (SELECT count(*) n FROM products GROUP BY seller_id)",
        ),
        i64_of(
            &conn,
            "SELECT max(n) FROM (SELECT count(*) n FROM products GROUP BY seller_id)",
        ),
    );
    assert!(
        min_p >= 12 && max_p <= 60,
        "products per seller {min_p}..{max_p}"
    );
    let daily = info.rows("sales_daily").unwrap_or(0);
    println!(
        "{products} products, {daily} rows per daily table, {:?} reviews",
        info.rows("reviews")
    );
    assert!((780_000..=920_000).contains(&daily), "{daily} daily rows");
    for t in schema::DAILY_TABLES {
        assert_eq!(info.rows(t), Some(daily), "{t}");
    }
    assert!(info.rows("reviews").unwrap_or(0) > 50_000);
    // Every seller has a week of account health for every week it traded.
    assert!(info.rows("account_health_weekly").unwrap_or(0) >= 40 * 90);

    let s001: (String, String, String) = conn
        .query_row(
            "SELECT name, category, country FROM sellers WHERE seller_id = 'S001'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .expect("S001");
    assert_eq!(
        s001,
        (
            "Northwind Home".into(),
            "Home & Kitchen".into(),
            "US".into()
        )
    );
    let titles = strings_of(
        &conn,
        "SELECT title FROM products WHERE seller_id = 'S001' ORDER BY product_id LIMIT 3",
    );
    assert!(titles[0].contains("Cast Iron Skillet"), "{titles:?}");
    assert!(titles[1].contains("Chef's Knife"), "{titles:?}");
    assert!(titles[2].contains("Non-Stick Pan Set"), "{titles:?}");
    let s001_ids = strings_of(
        &conn,
        "SELECT product_id FROM products WHERE seller_id = 'S001' ORDER BY product_id",
    );
    assert_eq!(s001_ids.first().map(String::as_str), Some("P0001"));
    for (i, id) in s001_ids.iter().enumerate() {
        assert_eq!(
            id,
            &format!("P{:04}", i + 1),
            "S001 owns P0001.. contiguously"
        );
    }
    // P0001 is the best seller of S001.
    let best = strings_of(
        &conn,
        "SELECT product_id FROM sales_daily WHERE seller_id = 'S001'
         GROUP BY product_id ORDER BY sum(revenue_cents) DESC LIMIT 1",
    );
    assert_eq!(best, ["P0001"]);
    // Only P0001..P0006 are advertised.
    let advertised = strings_of(
        &conn,
        "SELECT DISTINCT product_id FROM ads_daily WHERE seller_id = 'S001' AND spend_cents > 0
         ORDER BY product_id",
    );
    assert_eq!(
        advertised,
        ["P0001", "P0002", "P0003", "P0004", "P0005", "P0006"]
    );
}

#[test]
fn rows_are_internally_consistent() {
    let conn = conn();
    let zero = |what: &str, sql: &str| {
        let n = i64_of(&conn, sql);
        assert_eq!(n, 0, "{what}: {n} violating rows");
    };
    zero(
        "revenue = units x price",
        "SELECT count(*) FROM sales_daily s JOIN pricing_daily p USING (seller_id, date, product_id)
         WHERE s.revenue_cents != s.units * p.price_cents",
    );
    zero(
        "orders <= units, orders > 0 iff units > 0",
        "SELECT count(*) FROM sales_daily
         WHERE orders > units OR (units > 0) != (orders > 0) OR units < 0",
    );
    zero(
        "refunds <= units",
        "SELECT count(*) FROM sales_daily WHERE units_refunded > units OR units_refunded < 0",
    );
    zero(
        "sessions <= page_views",
        "SELECT count(*) FROM traffic_daily WHERE sessions > page_views OR sessions < 0",
    );
    zero(
        "clicks <= impressions",
        "SELECT count(*) FROM ads_daily WHERE clicks > impressions OR clicks < 0",
    );
    zero(
        "no spend without clicks",
        "SELECT count(*) FROM ads_daily WHERE clicks = 0 AND spend_cents > 0",
    );
    zero(
        "attributed sales <= revenue",
        "SELECT count(*) FROM ads_daily a JOIN sales_daily s USING (seller_id, date, product_id)
         WHERE a.attributed_sales_cents > s.revenue_cents",
    );
    zero(
        "units ~ sessions: no units without sessions",
        "SELECT count(*) FROM sales_daily s JOIN traffic_daily t USING (seller_id, date, product_id)
         WHERE s.units > 0 AND t.sessions = 0",
    );
    zero(
        "stock is never negative",
        "SELECT count(*) FROM inventory_daily WHERE on_hand < 0 OR inbound < 0",
    );
    zero(
        "on_hand = previous on_hand + inbound - units (so no units without stock)",
        "SELECT count(*) FROM (
           SELECT i.on_hand, i.inbound, s.units,
                  lag(i.on_hand) OVER (PARTITION BY i.product_id ORDER BY i.date) AS prev
           FROM inventory_daily i JOIN sales_daily s USING (seller_id, date, product_id))
         WHERE prev IS NOT NULL AND on_hand != prev + inbound - units",
    );
    zero(
        "no rows before launch",
        "SELECT count(*) FROM sales_daily s JOIN products p USING (product_id)
         WHERE s.date < p.launched_on",
    );
    zero(
        "rows belong to the product's seller",
        "SELECT count(*) FROM sales_daily s JOIN products p USING (product_id)
         WHERE s.seller_id != p.seller_id",
    );
    zero(
        "products launch after their seller joined",
        "SELECT count(*) FROM products p JOIN sellers s USING (seller_id) WHERE p.launched_on < s.joined_on",
    );
    zero(
        "every product has one row per day from its first day",
        "SELECT count(*) FROM (SELECT product_id, count(*) n, min(date) first FROM sales_daily GROUP BY product_id)
         WHERE n != julianday('2025-12-09') - julianday(first) + 1",
    );
    zero(
        "rates are fractions",
        "SELECT count(*) FROM pricing_daily WHERE buy_box_pct < 0 OR buy_box_pct > 1",
    );
    zero(
        "account health rates are fractions",
        "SELECT count(*) FROM account_health_weekly WHERE order_defect_rate NOT BETWEEN 0 AND 1
         OR late_shipment_rate NOT BETWEEN 0 AND 1 OR cancellation_rate NOT BETWEEN 0 AND 1
         OR valid_tracking_rate NOT BETWEEN 0 AND 1",
    );
    zero(
        "weeks start on Monday",
        "SELECT count(*) FROM account_health_weekly WHERE strftime('%w', week_start) != '1'",
    );
    zero(
        "ratings are 1..5",
        "SELECT count(*) FROM reviews WHERE rating NOT BETWEEN 1 AND 5",
    );
    zero(
        "reviews are of sold products, after launch, within the span",
        "SELECT count(*) FROM reviews r JOIN products p USING (product_id)
         WHERE r.seller_id != p.seller_id OR r.date < p.launched_on OR r.date > '2025-12-09'",
    );
    // Overall conversion is in a realistic band.
    let cr = f64_of(
        &conn,
        "SELECT sum(s.units) * 1.0 / sum(t.sessions) FROM sales_daily s
         JOIN traffic_daily t USING (seller_id, date, product_id)",
    );
    assert!((0.05..0.18).contains(&cr), "marketplace conversion {cr}");
}

// ---------------------------------------------------------------------------------------------
// DATA.md, S001 fact by fact

#[test]
fn fact1_weekly_and_yearly_seasonality() {
    let conn = conn();
    // Weekend vs weekday sessions, away from event days.
    let ratio = f64_of(
        &conn,
        "SELECT avg(CASE WHEN w IN ('0','6') THEN s END) / avg(CASE WHEN w NOT IN ('0','6') THEN s END)
         FROM (SELECT date, strftime('%w', date) w, sum(sessions) s FROM traffic_daily
               WHERE seller_id = 'S001' AND product_id > 'P0006'
                 AND date NOT BETWEEN '2024-07-14' AND '2024-07-19'
                 AND date NOT BETWEEN '2025-07-06' AND '2025-07-13'
                 AND date NOT BETWEEN '2024-11-27' AND '2024-12-04'
                 AND date NOT BETWEEN '2025-11-26' AND '2025-12-03'
               GROUP BY date)",
    );
    println!("S001 weekend/weekday sessions: {ratio:.3}");
    assert!((1.10..=1.20).contains(&ratio), "weekend lift {ratio}");
    // November and December about +40% over the yearly mean (2024, daily revenue).
    let mean = s001_revenue(&conn, "2024-01-01", "2024-12-31") / 366.0;
    let holiday = s001_revenue(&conn, "2024-11-01", "2024-12-31") / 61.0;
    println!(
        "S001 2024 Nov-Dec daily revenue / yearly mean: {:.3}",
        holiday / mean
    );
    assert!(
        (1.28..=1.55).contains(&(holiday / mean)),
        "{}",
        holiday / mean
    );
}

#[test]
fn fact1_prime_day_and_black_friday_spikes() {
    let conn = conn();
    let daily = |d: &str| s001_revenue(&conn, d, d);
    let baseline = |from: &str, to: &str, days: f64| s001_revenue(&conn, from, to) / days;
    let prime25 = baseline("2025-06-24", "2025-07-07", 14.0);
    for d in ["2025-07-08", "2025-07-09", "2025-07-10", "2025-07-11"] {
        println!("S001 {d}: {:.0} vs {:.0}/day before", daily(d), prime25);
        assert!(daily(d) > 1.6 * prime25, "{d}");
    }
    assert!(
        daily("2025-07-12") < 1.35 * prime25,
        "the spike ends with Prime Day"
    );
    let prime24 = baseline("2024-07-02", "2024-07-15", 14.0);
    for d in ["2024-07-16", "2024-07-17"] {
        println!("S001 {d}: {:.0} vs {:.0}/day before", daily(d), prime24);
        assert!(daily(d) > 1.6 * prime24, "{d}");
    }
    assert!(daily("2024-07-18") < 1.35 * prime24);
    for (bf, from, to) in [
        ("2025-11-28", "2025-11-14", "2025-11-27"),
        ("2024-11-29", "2024-11-15", "2024-11-28"),
    ] {
        let base = baseline(from, to, 14.0);
        println!(
            "S001 Black Friday {bf}: {:.0} vs {:.0}/day before",
            daily(bf),
            base
        );
        assert!(daily(bf) > 1.8 * base, "{bf}");
    }
}

#[test]
fn fact2_revenue_grows_about_12_percent_year_over_year() {
    let conn = conn();
    let y25 = s001_revenue(&conn, "2025-01-01", "2025-12-09");
    let y24 = s001_revenue(&conn, "2024-01-01", "2024-12-09");
    let h1 = s001_revenue(&conn, "2025-01-01", "2025-06-30")
        / s001_revenue(&conn, "2024-01-01", "2024-06-30");
    println!(
        "S001 revenue 2025 YTD {y25:.2} vs 2024 {y24:.2}: {:.3}; H1 {h1:.3}",
        y25 / y24
    );
    assert!((1.08..=1.16).contains(&(y25 / y24)), "{}", y25 / y24);
    assert!((1.08..=1.20).contains(&h1), "{h1}");
}

#[test]
fn fact3_p0001_stockout_with_normal_sessions() {
    let conn = conn();
    let empty = strings_of(
        &conn,
        "SELECT date FROM inventory_daily i JOIN sales_daily s USING (seller_id, date, product_id)
         WHERE i.product_id = 'P0001' AND i.on_hand = 0 AND s.units = 0 ORDER BY date",
    );
    let expected: Vec<String> = (6..=19).map(|d| format!("2025-10-{d:02}")).collect();
    assert_eq!(
        empty, expected,
        "P0001 days without stock and without units"
    );
    // The day before sold the last units; nothing arrived until the 20th.
    let (units_5, on_hand_5): (i64, i64) = conn
        .query_row(
            "SELECT s.units, i.on_hand FROM sales_daily s JOIN inventory_daily i USING (seller_id, date, product_id)
             WHERE s.product_id = 'P0001' AND s.date = '2025-10-05'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .expect("row");
    assert!(
        units_5 > 0 && on_hand_5 == 0,
        "sold out on 2025-10-05: {units_5} {on_hand_5}"
    );
    let inbound_window = i64_of(
        &conn,
        "SELECT sum(inbound) FROM inventory_daily WHERE product_id = 'P0001'
         AND date BETWEEN '2025-10-06' AND '2025-10-19'",
    );
    assert_eq!(inbound_window, 0);
    let restock = i64_of(
        &conn,
        "SELECT inbound FROM inventory_daily WHERE product_id = 'P0001' AND date = '2025-10-20'",
    );
    assert!(restock > 0, "restocked on 2025-10-20");
    // Never out of stock otherwise.
    let other = i64_of(
        &conn,
        "SELECT count(*) FROM inventory_daily WHERE product_id = 'P0001' AND on_hand = 0
         AND date NOT BETWEEN '2025-10-05' AND '2025-10-19'",
    );
    assert_eq!(other, 0);
    let sessions = |from: &str, to: &str| {
        f64_of(
            &conn,
            &format!(
                "SELECT avg(sessions) FROM traffic_daily WHERE product_id = 'P0001'
                 AND date BETWEEN '{from}' AND '{to}'"
            ),
        )
    };
    let during = sessions("2025-10-06", "2025-10-19");
    let before = sessions("2025-09-22", "2025-10-05");
    println!("P0001 sessions/day during stockout {during:.0}, two weeks before {before:.0}");
    assert!(
        (0.9..=1.1).contains(&(during / before)),
        "{}",
        during / before
    );
}

#[test]
fn fact3_october_below_september_mainly_because_of_the_stockout() {
    let conn = conn();
    let sep = s001_revenue(&conn, "2025-09-01", "2025-09-30");
    let oct = s001_revenue(&conn, "2025-10-01", "2025-10-31");
    let delta = |product: &str| {
        f64_of(
            &conn,
            &format!(
                "SELECT (sum(CASE WHEN date LIKE '2025-10%' THEN revenue_cents ELSE 0 END)
                       - sum(CASE WHEN date LIKE '2025-09%' THEN revenue_cents ELSE 0 END)) / 100.0
                 FROM sales_daily WHERE seller_id = 'S001' AND product_id {product}"
            ),
        )
    };
    let p0001 = delta("= 'P0001'");
    let others = delta("!= 'P0001'");
    println!(
        "S001 revenue Sep 2025 {sep:.2}, Oct 2025 {oct:.2} ({:+.1}%); P0001 change {p0001:+.2}, all other products {others:+.2}",
        (oct / sep - 1.0) * 100.0
    );
    assert!(oct < sep * 0.97, "October below September");
    assert!(p0001 < 0.0 && others > 0.0, "the drop is P0001's");
    assert!(
        p0001.abs() > (oct - sep).abs(),
        "P0001 explains more than the whole drop"
    );
}

#[test]
fn fact4_p0002_price_increase() {
    let conn = conn();
    let med = |col: &str, from: &str, to: &str| {
        let v: Vec<f64> = strings_of(
            &conn,
            &format!(
                "SELECT CAST({col} AS TEXT) FROM pricing_daily WHERE product_id = 'P0002'
                 AND date BETWEEN '{from}' AND '{to}'"
            ),
        )
        .iter()
        .filter_map(|s| s.parse().ok())
        .collect();
        median(v)
    };
    let (p_aug, p_after) = (
        med("price_cents", "2025-08-01", "2025-08-31"),
        med("price_cents", "2025-09-01", "2025-12-09"),
    );
    let (c_aug, c_after) = (
        med("competitor_price_cents", "2025-08-01", "2025-08-31"),
        med("competitor_price_cents", "2025-09-01", "2025-12-09"),
    );
    let first_raised = strings_of(
        &conn,
        "SELECT min(date) FROM pricing_daily WHERE product_id = 'P0002' AND price_cents > 6000",
    );
    let cr_before = conversion(&conn, "'P0002'", "2025-08-01", "2025-08-31");
    let cr_after = conversion(&conn, "'P0002'", "2025-09-01", "2025-09-30");
    println!(
        "P0002 price {:.2} -> {:.2} ({:+.1}%), competitor {:.2} -> {:.2}, conversion {cr_before:.4} -> {cr_after:.4} ({:+.1}%)",
        p_aug / 100.0,
        p_after / 100.0,
        (p_after / p_aug - 1.0) * 100.0,
        c_aug / 100.0,
        c_after / 100.0,
        (cr_after / cr_before - 1.0) * 100.0
    );
    assert_eq!(first_raised, ["2025-09-01"]);
    assert!((p_after / p_aug - 1.25).abs() < 0.005);
    assert_eq!(c_aug, c_after, "competitor price unchanged");
    assert!(
        (0.62..=0.78).contains(&(cr_after / cr_before)),
        "{}",
        cr_after / cr_before
    );
}

#[test]
fn fact5_advertising_cut() {
    let conn = conn();
    let spend = |from: &str, to: &str, days: f64| {
        f64_of(
            &conn,
            &format!(
                "SELECT sum(spend_cents) / 100.0 FROM ads_daily WHERE seller_id = 'S001'
                 AND date BETWEEN '{from}' AND '{to}'"
            ),
        ) / days
    };
    let oct = spend("2025-10-01", "2025-10-31", 31.0);
    let nov = spend("2025-11-01", "2025-11-30", 30.0);
    // Sessions of the advertised products against two seasonal expectations.
    let sessions = |advertised: bool, from: &str, to: &str| {
        // The control group: S001's products without ads that were already selling in 2024
        // (later launches would inflate its growth).
        let products = if advertised {
            "<= 'P0006'"
        } else {
            "BETWEEN 'P0007' AND 'P0033'"
        };
        f64_of(
            &conn,
            &format!(
                "SELECT sum(sessions) FROM traffic_daily WHERE seller_id = 'S001'
                 AND product_id {products} AND date BETWEEN '{from}' AND '{to}'"
            ),
        )
    };
    let actual = sessions(true, "2025-11-01", "2025-11-30");
    let last_november = sessions(true, "2024-11-01", "2024-11-30");
    // 1. Last November, scaled by the year-over-year change of September-October.
    let by_trend = last_november * sessions(true, "2025-09-01", "2025-10-31")
        / sessions(true, "2024-09-01", "2024-10-31");
    // 2. Last November, scaled by the November change of established products without ads
    //    (same calendar, same season: a difference in differences).
    let by_control = last_november * sessions(false, "2025-11-01", "2025-11-30")
        / sessions(false, "2024-11-01", "2024-11-30");
    println!(
        "S001 ad spend/day Oct 2025 {oct:.2} -> Nov 2025 {nov:.2} ({:+.1}%); P0001..P0006 sessions Nov 2025 {actual:.0} vs expectation by trend {by_trend:.0} ({:+.1}%), by products without ads {by_control:.0} ({:+.1}%)",
        (nov / oct - 1.0) * 100.0,
        (actual / by_trend - 1.0) * 100.0,
        (actual / by_control - 1.0) * 100.0
    );
    assert!((0.22..=0.40).contains(&(nov / oct)), "{}", nov / oct);
    for ratio in [actual / by_trend, actual / by_control] {
        assert!((0.72..=0.88).contains(&ratio), "{ratio}");
    }
}

#[test]
fn fact6_p0003_ratings_and_conversion_drop() {
    let conn = conn();
    let rating = |cond: &str| {
        f64_of(
            &conn,
            &format!("SELECT avg(rating) FROM reviews WHERE product_id = 'P0003' AND {cond}"),
        )
    };
    let before = rating("date BETWEEN '2025-01-01' AND '2025-08-14'");
    let after = rating("date >= '2025-08-15'");
    let n_after = i64_of(
        &conn,
        "SELECT count(*) FROM reviews WHERE product_id = 'P0003' AND date >= '2025-08-15'",
    );
    let cr_before = conversion(&conn, "'P0003'", "2025-07-15", "2025-08-14");
    let cr_after = conversion(&conn, "'P0003'", "2025-08-15", "2025-09-14");
    println!(
        "P0003 rating {before:.2} -> {after:.2} ({n_after} reviews since 2025-08-15), conversion {cr_before:.4} -> {cr_after:.4} ({:+.1}%)",
        (cr_after / cr_before - 1.0) * 100.0
    );
    assert!((4.3..=4.7).contains(&before), "{before}");
    assert!((2.85..=3.35).contains(&after), "{after}");
    assert!(n_after >= 50);
    assert!(
        (0.72..=0.88).contains(&(cr_after / cr_before)),
        "{}",
        cr_after / cr_before
    );
}

#[test]
fn fact7_late_shipments_in_two_november_weeks() {
    let conn = conn();
    let late = |week: &str| {
        f64_of(
            &conn,
            &format!(
                "SELECT late_shipment_rate FROM account_health_weekly
                 WHERE seller_id = 'S001' AND week_start = '{week}'"
            ),
        )
    };
    let (w1, w2) = (late("2025-11-10"), late("2025-11-17"));
    let others_max = f64_of(
        &conn,
        "SELECT max(late_shipment_rate) FROM account_health_weekly WHERE seller_id = 'S001'
         AND week_start NOT IN ('2025-11-10', '2025-11-17')",
    );
    let others_avg = f64_of(
        &conn,
        "SELECT avg(late_shipment_rate) FROM account_health_weekly WHERE seller_id = 'S001'
         AND week_start NOT IN ('2025-11-10', '2025-11-17')",
    );
    println!("S001 late shipment 2025-11-10 {w1:.4}, 2025-11-17 {w2:.4}; other weeks avg {others_avg:.4}, max {others_max:.4}");
    assert!(w1 > 0.04 && w2 > 0.04);
    assert!(others_max < 0.02);
    assert!((0.013..=0.017).contains(&others_avg), "{others_avg}");
}

#[test]
fn fact8_benchmark_against_home_and_kitchen() {
    let conn = conn();
    let per_seller = |sql: &str| -> Vec<(String, f64)> {
        let mut stmt = conn.prepare(sql).expect("query");
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .and_then(|rows| rows.collect())
            .expect("rows")
    };
    let conv = per_seller(
        "SELECT s.seller_id, sum(s.units) * 1.0 / sum(t.sessions)
         FROM sales_daily s JOIN traffic_daily t USING (seller_id, date, product_id)
         JOIN sellers USING (seller_id)
         WHERE sellers.category = 'Home & Kitchen' AND s.date BETWEEN '2025-01-01' AND '2025-12-09'
         GROUP BY s.seller_id",
    );
    let rating = per_seller(
        "SELECT r.seller_id, avg(r.rating) FROM reviews r JOIN sellers USING (seller_id)
         WHERE sellers.category = 'Home & Kitchen' AND r.date BETWEEN '2025-01-01' AND '2025-12-09'
         GROUP BY r.seller_id",
    );
    assert_eq!(conv.len(), 8);
    assert_eq!(rating.len(), 8);
    let s001 = |v: &[(String, f64)]| {
        v.iter()
            .find(|(s, _)| s == "S001")
            .map(|(_, x)| *x)
            .unwrap_or(f64::NAN)
    };
    let conv_median = median(conv.iter().map(|(_, x)| *x).collect());
    let rating_median = median(rating.iter().map(|(_, x)| *x).collect());
    println!(
        "2025 conversion S001 {:.4} vs Home & Kitchen median {conv_median:.4}; rating S001 {:.3} vs median {rating_median:.3}",
        s001(&conv),
        s001(&rating)
    );
    assert!(s001(&conv) < conv_median);
    assert!(s001(&rating) > rating_median);
}

#[test]
fn other_sellers_get_their_own_randomised_events() {
    let conn = conn();
    // Stockouts: runs of at least 5 days without stock and without units.
    let stockout_sellers = i64_of(
        &conn,
        "SELECT count(DISTINCT seller_id) FROM (
           SELECT seller_id, product_id, count(*) n FROM (
             SELECT i.seller_id, i.product_id, i.date,
                    julianday(i.date) - row_number() OVER (PARTITION BY i.product_id ORDER BY i.date) AS grp
             FROM inventory_daily i JOIN sales_daily s USING (seller_id, date, product_id)
             WHERE i.on_hand = 0 AND s.units = 0 AND i.seller_id != 'S001')
           GROUP BY seller_id, product_id, grp HAVING n >= 5)",
    );
    // Lasting own-price changes of 8% or more, outside event days.
    let repriced = i64_of(
        &conn,
        "SELECT count(DISTINCT p.seller_id) FROM pricing_daily p JOIN products USING (product_id)
         WHERE p.seller_id != 'S001' AND p.date = '2025-12-09'
           AND abs(p.price_cents * 1.0 / products.list_price_cents - 1) >= 0.08",
    );
    let bad_health = i64_of(
        &conn,
        "SELECT count(DISTINCT seller_id) FROM account_health_weekly WHERE seller_id != 'S001'
         AND (late_shipment_rate > 0.04 OR order_defect_rate > 0.01 OR cancellation_rate > 0.025
              OR valid_tracking_rate < 0.95)",
    );
    let rating_drops = i64_of(
        &conn,
        "SELECT count(DISTINCT seller_id) FROM reviews WHERE seller_id != 'S001' AND title IN
         ('Quality has gone downhill', 'Not the same as before', 'Defective out of the box',
          'Finish wore off within weeks', 'Poor quality control', 'Coating started peeling')",
    );
    let growth: Vec<String> = strings_of(
        &conn,
        "SELECT seller_id FROM sales_daily WHERE date BETWEEN '2025-01-01' AND '2025-06-30'
         GROUP BY seller_id HAVING sum(revenue_cents) < (SELECT sum(revenue_cents) FROM sales_daily s2
           WHERE s2.seller_id = sales_daily.seller_id AND s2.date BETWEEN '2024-01-01' AND '2024-06-30')",
    );
    println!(
        "other sellers with stockouts {stockout_sellers}, repriced {repriced}, health issues {bad_health}, quality drops {rating_drops}, shrinking {}",
        growth.len()
    );
    assert!(stockout_sellers >= 8, "{stockout_sellers}");
    assert!(repriced >= 8, "{repriced}");
    assert!(bad_health >= 5, "{bad_health}");
    assert!(rating_drops >= 5, "{rating_drops}");
    assert!(!growth.is_empty(), "some sellers shrink");
}

// ---------------------------------------------------------------------------------------------
// Determinism

#[test]
fn same_seed_same_content_other_seed_other_content() {
    let reference = content_hash(&conn()).expect("hash");
    let tmp = tempfile::tempdir().expect("tempdir");
    let again = tmp.path().join("again.db");
    generate(&again, data::DEFAULT_SEED).expect("generate again");
    let again_hash = content_hash(&open_read_only(&again).expect("open")).expect("hash");
    assert_eq!(reference, again_hash, "same seed, same content");
    std::fs::remove_file(&again).expect("remove");

    let other = tmp.path().join("other.db");
    generate(&other, 7).expect("generate seed 7");
    let c = open_read_only(&other).expect("open");
    let other_hash = content_hash(&c).expect("hash");
    assert_ne!(reference, other_hash, "other seed, other content");
    // The demo seller's story does not depend on the seed.
    let sep = s001_revenue(&c, "2025-09-01", "2025-09-30");
    let oct = s001_revenue(&c, "2025-10-01", "2025-10-31");
    let stockout_days = i64_of(
        &c,
        "SELECT count(*) FROM inventory_daily i JOIN sales_daily s USING (seller_id, date, product_id)
         WHERE i.product_id = 'P0001' AND i.on_hand = 0 AND s.units = 0",
    );
    println!("seed 7: S001 Sep {sep:.2} Oct {oct:.2}, P0001 stockout days {stockout_days}");
    assert!(oct < sep);
    assert_eq!(stockout_days, 14);
}

// ---------------------------------------------------------------------------------------------
// CSV

#[test]
fn csv_export_then_import_round_trips_exactly() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("csv");
    let exported = export_csv(store(), &dir).expect("export");
    assert_eq!(exported.tables.len(), 9);
    let header = |t: &str| {
        std::fs::read_to_string(dir.join(format!("{t}.csv")))
            .expect("read")
            .lines()
            .next()
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(
        header("sales_daily"),
        "date,seller_id,product_id,orders,units,revenue,units_refunded"
    );
    assert_eq!(
        header("products"),
        "product_id,seller_id,title,category,brand,launched_on,list_price"
    );
    assert_eq!(
        header("pricing_daily"),
        "date,seller_id,product_id,price,competitor_price,buy_box_pct"
    );
    assert_eq!(
        header("ads_daily"),
        "date,seller_id,product_id,impressions,clicks,spend,attributed_sales"
    );
    assert_eq!(
        header("account_health_weekly"),
        "week_start,seller_id,order_defect_rate,late_shipment_rate,cancellation_rate,valid_tracking_rate"
    );
    let products = std::fs::read_to_string(dir.join("products.csv")).expect("read");
    let p0001 = products.lines().nth(1).unwrap_or_default();
    assert_eq!(
        p0001,
        "P0001,S001,Northwind 12-Inch Pre-Seasoned Cast Iron Skillet,Home & Kitchen,Northwind,2020-04-06,39.99"
    );
    let sales = std::fs::read_to_string(dir.join("sales_daily.csv")).expect("read");
    let first = sales.lines().nth(1).unwrap_or_default();
    assert!(first.starts_with("2024-01-01,S001,P0001,"), "{first}");
    let revenue = first.split(',').nth(5).unwrap_or_default();
    assert!(
        revenue.len() > 3 && revenue.as_bytes()[revenue.len() - 3] == b'.',
        "{revenue}"
    );

    let db = tmp.path().join("imported.db");
    let report = import_csv(&db, &dir).expect("import");
    assert!(report.warnings.is_empty());
    assert_eq!(report.tables, exported.tables);
    assert_eq!(report.data_start.to_string(), "2024-01-01");
    assert_eq!(report.data_end.to_string(), "2025-12-09");
    let imported = open_read_only(&db).expect("open");
    let info = dataset_info(&imported).expect("info");
    assert_eq!(info.source, Source::Import);
    assert_eq!(info.seed, None);
    assert_eq!(
        content_hash(&imported).expect("hash"),
        content_hash(&conn()).expect("hash"),
        "identical table contents"
    );
    println!(
        "export {:.2}s, import {:.2}s",
        exported.elapsed.as_secs_f64(),
        report.elapsed.as_secs_f64()
    );
}

/// A small valid export: two sellers, three products, three days.
fn small_dataset(dir: &Path) {
    std::fs::create_dir_all(dir).expect("mkdir");
    let files: [(&str, &str); 5] = [
        (
            "sellers",
            "seller_id,name,category,country,joined_on\n\
             S001,Northwind Home,Home & Kitchen,US,2019-03-14\n\
             S002,\"Copperleaf, Kitchen\",Home & Kitchen,GB,2020-01-01\n",
        ),
        (
            "products",
            "product_id,seller_id,title,category,brand,launched_on,list_price\n\
             P0001,S001,Skillet,Home & Kitchen,Northwind,2020-04-06,39.99\n\
             P0002,S001,Knife,Home & Kitchen,Northwind,2020-09-14,59.99\n\
             P0003,S002,Pan,Home & Kitchen,Copperleaf,2021-01-01,20\n",
        ),
        (
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n\
             2025-03-01,S001,P0001,3,4,159.96,0\n\
             2025-03-01,S001,P0002,1,1,59.99,0\n\
             2025-03-02,S001,P0001,2,2,79.98,1\n\
             2025-03-03,S002,P0003,1,1,20.00,0\n",
        ),
        (
            "reviews",
            "review_id,date,seller_id,product_id,rating,title\n\
             R1,2025-03-02,S001,P0001,5,Love it\n\
             R2,2025-03-04,S001,P0001,4,\n",
        ),
        (
            "account_health_weekly",
            "week_start,seller_id,order_defect_rate,late_shipment_rate,cancellation_rate,valid_tracking_rate\n\
             2025-02-24,S001,0.004,0.015,0.01,0.99\n",
        ),
    ];
    for (table, text) in files {
        std::fs::write(dir.join(format!("{table}.csv")), text).expect("write");
    }
}

fn file_bytes(path: &Path) -> Vec<u8> {
    std::fs::read(path).expect("read store")
}

#[test]
fn small_import_loads_what_is_there() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("in");
    small_dataset(&dir);
    let db = tmp.path().join("store").join("insight.db");
    let report = import_csv(&db, &dir).expect("import");
    let c = open_read_only(&db).expect("open");
    let info = dataset_info(&c).expect("info");
    let names: Vec<(&str, u64)> = info
        .tables
        .iter()
        .map(|t| (t.name.as_str(), t.rows))
        .collect();
    assert_eq!(
        names,
        [
            ("sellers", 2),
            ("products", 3),
            ("sales_daily", 4),
            ("reviews", 2),
            ("account_health_weekly", 1)
        ]
    );
    // Span from the daily tables only (reviews run to 03-04, health starts 02-24).
    assert_eq!(
        (info.data_start.to_string(), info.data_end.to_string()),
        ("2025-03-01".into(), "2025-03-03".into())
    );
    assert_eq!(report.data_end.to_string(), "2025-03-03");
    assert_eq!(
        i64_of(&c, "SELECT sum(revenue_cents) FROM sales_daily"),
        15996 + 5999 + 7998 + 2000
    );
    assert_eq!(
        i64_of(
            &c,
            "SELECT list_price_cents FROM products WHERE product_id = 'P0003'"
        ),
        2000
    );
    assert_eq!(
        strings_of(&c, "SELECT name FROM sellers WHERE seller_id = 'S002'"),
        ["Copperleaf, Kitchen"]
    );
    assert_eq!(
        f64_of(&c, "SELECT late_shipment_rate FROM account_health_weekly"),
        0.015
    );
    // Absent tables exist (catalog SQL runs) but are empty and unlisted.
    assert_eq!(i64_of(&c, "SELECT count(*) FROM traffic_daily"), 0);
    assert!(!info.has_table("traffic_daily"));
}

#[test]
fn import_of_a_subset_of_tables_with_an_unknown_file() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("in");
    small_dataset(&dir);
    for t in ["sellers", "reviews", "account_health_weekly"] {
        std::fs::remove_file(dir.join(format!("{t}.csv"))).expect("rm");
    }
    std::fs::write(dir.join("notes.csv"), "a,b\n1,2\n").expect("write");
    std::fs::write(dir.join("README.txt"), "not csv").expect("write");
    let db = tmp.path().join("insight.db");
    let report = import_csv(&db, &dir).expect("import");
    assert_eq!(
        report.warnings,
        [ImportWarning::UnknownFile {
            path: dir.join("notes.csv")
        }]
    );
    assert!(report.warnings[0]
        .to_string()
        .contains("notes.csv: not a contract table"));
    let c = open_read_only(&db).expect("open");
    let info = dataset_info(&c).expect("info");
    let names: Vec<&str> = info.tables.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["products", "sales_daily"]);
    assert_eq!(i64_of(&c, "SELECT count(*) FROM dataset_tables"), 2);
    assert_eq!(
        i64_of(&c, "SELECT count(*) FROM sellers"),
        0,
        "never invented"
    );
    // Exporting gives back exactly the tables that were imported.
    let out = tmp.path().join("out");
    let exported = export_csv(&db, &out).expect("export");
    let mut files: Vec<String> = std::fs::read_dir(&out)
        .expect("ls")
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect();
    files.sort();
    assert_eq!(files, ["products.csv", "sales_daily.csv"]);
    assert_eq!(exported.tables.len(), 2);
    let round = std::fs::read_to_string(out.join("sales_daily.csv")).expect("read");
    assert_eq!(
        round,
        "date,seller_id,product_id,orders,units,revenue,units_refunded\n\
         2025-03-01,S001,P0001,3,4,159.96,0\n\
         2025-03-01,S001,P0002,1,1,59.99,0\n\
         2025-03-02,S001,P0001,2,2,79.98,1\n\
         2025-03-03,S002,P0003,1,1,20.00,0\n"
    );
}

/// What a bad-file case expects.
enum Expect {
    Row {
        line: u64,
        column: &'static str,
        problem: CsvProblem,
    },
    Header(HeaderProblem),
}

#[test]
fn bad_csv_files_name_file_line_and_column_and_leave_the_store_untouched() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let good = tmp.path().join("good");
    small_dataset(&good);
    let db = tmp.path().join("insight.db");
    import_csv(&db, &good).expect("good import");
    let before = file_bytes(&db);

    let invalid = |expected: &'static str, found: &str| CsvProblem::Invalid {
        expected,
        found: found.to_string(),
    };
    let cases: Vec<(&str, &str, &str, Expect, &str)> = vec![
        (
            "unknown header column",
            "sales_daily",
            "date,seller_id,product_id,orders,unitz,revenue,units_refunded\n",
            Expect::Header(HeaderProblem::UnknownColumn {
                column: "unitz".into(),
                expected: "date, seller_id, product_id, orders, units, revenue, units_refunded".into(),
            }),
            "sales_daily.csv:1: unknown column 'unitz', expected one of: date, seller_id",
        ),
        (
            "missing header column",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue\n2025-03-01,S001,P0001,1,1,1.00\n",
            Expect::Header(HeaderProblem::MissingColumn {
                column: "units_refunded",
            }),
            "sales_daily.csv:1: missing column 'units_refunded'",
        ),
        (
            "wrong type",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n\
             2025-03-01,S001,P0001,1,1,39.99,0\n2025-03-02,S001,P0001,1,abc,39.99,0\n",
            Expect::Row {
                line: 3,
                column: "units",
                problem: invalid("a whole number >= 0", "abc"),
            },
            "sales_daily.csv:3: column 'units': expected a whole number >= 0, found 'abc'",
        ),
        (
            "negative units",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-03-01,S001,P0001,1,-3,39.99,0\n",
            Expect::Row {
                line: 2,
                column: "units",
                problem: invalid("a whole number >= 0", "-3"),
            },
            "sales_daily.csv:2: column 'units': expected a whole number >= 0, found '-3'",
        ),
        (
            "bad date",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-02-30,S001,P0001,1,1,39.99,0\n",
            Expect::Row {
                line: 2,
                column: "date",
                problem: invalid("a date YYYY-MM-DD", "2025-02-30"),
            },
            "sales_daily.csv:2: column 'date': expected a date YYYY-MM-DD, found '2025-02-30'",
        ),
        (
            "money with three decimals",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-03-01,S001,P0001,1,1,39.999,0\n",
            Expect::Row {
                line: 2,
                column: "revenue",
                problem: invalid("an amount >= 0 with at most two decimals, e.g. 12.30", "39.999"),
            },
            "column 'revenue': expected an amount >= 0 with at most two decimals",
        ),
        (
            "empty required value",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-03-01,S001,P0001,,1,39.99,0\n",
            Expect::Row {
                line: 2,
                column: "orders",
                problem: CsvProblem::Empty {
                    expected: "a whole number >= 0",
                },
            },
            "sales_daily.csv:2: column 'orders': expected a whole number >= 0, found an empty field",
        ),
        (
            "rating outside 1..5",
            "reviews",
            "review_id,date,seller_id,product_id,rating,title\nR1,2025-03-02,S001,P0001,6,Wow\n",
            Expect::Row {
                line: 2,
                column: "rating",
                problem: invalid("a whole number from 1 to 5", "6"),
            },
            "reviews.csv:2: column 'rating': expected a whole number from 1 to 5, found '6'",
        ),
        (
            "product of an unknown seller",
            "products",
            "product_id,seller_id,title,category,brand,launched_on,list_price\n\
             P0001,S001,Skillet,Home & Kitchen,Northwind,2020-04-06,39.99\n\
             P0002,S001,Knife,Home & Kitchen,Northwind,2020-09-14,59.99\n\
             P0003,S999,Pan,Home & Kitchen,Copperleaf,2021-01-01,20\n",
            Expect::Row {
                line: 4,
                column: "seller_id",
                problem: CsvProblem::UnknownSeller {
                    seller_id: "S999".into(),
                },
            },
            "products.csv:4: column 'seller_id': seller 'S999' is not in sellers.csv",
        ),
        (
            "daily row of an unknown product",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-03-01,S001,P0009,1,1,39.99,0\n",
            Expect::Row {
                line: 2,
                column: "product_id",
                problem: CsvProblem::UnknownProduct {
                    product_id: "P0009".into(),
                },
            },
            "product 'P0009' is not in products.csv",
        ),
        (
            "product under the wrong seller",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-03-01,S002,P0001,1,1,39.99,0\n",
            Expect::Row {
                line: 2,
                column: "seller_id",
                problem: CsvProblem::WrongSeller {
                    product_id: "P0001".into(),
                    owner: "S001".into(),
                    seller_id: "S002".into(),
                },
            },
            "product 'P0001' belongs to seller 'S001', not 'S002'",
        ),
        (
            "duplicate key",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n\
             2025-03-01,S001,P0001,1,1,39.99,0\n2025-03-02,S001,P0001,1,1,39.99,0\n2025-03-01,S001,P0001,2,2,79.98,0\n",
            Expect::Row {
                line: 4,
                column: "date, product_id",
                problem: CsvProblem::DuplicateKey {
                    key: "date=2025-03-01, product_id=P0001".into(),
                },
            },
            "sales_daily.csv:4: column 'date, product_id': duplicate key: another row has the same date=2025-03-01, product_id=P0001",
        ),
        (
            "week start not a Monday",
            "account_health_weekly",
            "week_start,seller_id,order_defect_rate,late_shipment_rate,cancellation_rate,valid_tracking_rate\n\
             2025-02-25,S001,0.004,0.015,0.01,0.99\n",
            Expect::Row {
                line: 2,
                column: "week_start",
                problem: invalid("a Monday as YYYY-MM-DD (weeks start on Monday)", "2025-02-25"),
            },
            "account_health_weekly.csv:2: column 'week_start'",
        ),
        (
            "rate above 1",
            "account_health_weekly",
            "week_start,seller_id,order_defect_rate,late_shipment_rate,cancellation_rate,valid_tracking_rate\n\
             2025-02-24,S001,0.004,1.5,0.01,0.99\n",
            Expect::Row {
                line: 2,
                column: "late_shipment_rate",
                problem: invalid("a fraction from 0 to 1", "1.5"),
            },
            "column 'late_shipment_rate': expected a fraction from 0 to 1, found '1.5'",
        ),
        (
            "wrong number of fields",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-03-01,S001,P0001,1,1,39.99\n",
            Expect::Row {
                line: 2,
                column: "",
                problem: CsvProblem::FieldCount {
                    expected: 7,
                    found: 6,
                },
            },
            "sales_daily.csv:2: expected 7 fields, found 6",
        ),
        (
            "empty file",
            "reviews",
            "",
            Expect::Header(HeaderProblem::Empty),
            "reviews.csv:1: the file is empty: expected a header row",
        ),
    ];
    for (name, table, text, expect, message) in cases {
        let dir = tmp.path().join(name.replace(' ', "_"));
        small_dataset(&dir);
        let file = dir.join(format!("{table}.csv"));
        std::fs::write(&file, text).expect("write");
        let err = import_csv(&db, &dir).expect_err(name);
        let shown = err.to_string();
        match (&err, expect) {
            (
                DataError::Csv(row),
                Expect::Row {
                    line: l,
                    column: c,
                    problem: p,
                },
            ) => {
                assert_eq!(row.file, file, "{name}");
                assert_eq!(
                    (row.line, row.column.as_str(), &row.problem),
                    (l, c, &p),
                    "{name}"
                );
            }
            (DataError::CsvHeader { file: f, problem }, Expect::Header(p)) => {
                assert_eq!(f, &file, "{name}");
                assert_eq!(problem, &p, "{name}");
            }
            (other, _) => panic!("{name}: unexpected error {other:?}"),
        }
        assert!(shown.contains(message), "{name}: {shown}");
        assert_eq!(file_bytes(&db), before, "{name}: the store is untouched");
    }
    // No temporary build file is left behind.
    let leftovers: Vec<String> = std::fs::read_dir(tmp.path())
        .expect("ls")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".build-"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn duplicates_are_found_across_insert_batches() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("in");
    std::fs::create_dir_all(&dir).expect("mkdir");
    // 300 days of one product, then day 10 again on line 302 (the header is line 1).
    let mut text = String::from("date,seller_id,product_id,orders,units,revenue,units_refunded\n");
    let day =
        |i: u64| chrono::NaiveDate::from_ymd_opt(2024, 1, 1).expect("date") + chrono::Days::new(i);
    for i in 0..300 {
        text.push_str(&format!("{},S001,P0001,1,1,9.99,0\n", day(i)));
    }
    text.push_str(&format!("{},S001,P0001,2,2,19.98,0\n", day(9)));
    std::fs::write(dir.join("sales_daily.csv"), &text).expect("write");
    let db = tmp.path().join("insight.db");
    let err = import_csv(&db, &dir).expect_err("duplicate");
    match &err {
        DataError::Csv(row) => {
            assert_eq!(row.line, 302);
            assert_eq!(
                row.problem,
                CsvProblem::DuplicateKey {
                    key: "date=2024-01-10, product_id=P0001".into()
                }
            );
        }
        other => panic!("unexpected {other:?}"),
    }
    // Without the duplicate, all 300 rows load (4 full batches and a remainder).
    let cut = text.rfind("2024-01-10,S001,P0001,2").expect("last line");
    std::fs::write(dir.join("sales_daily.csv"), &text[..cut]).expect("write");
    let report = import_csv(&db, &dir).expect("import");
    assert_eq!(report.tables[0].rows, 300);
    assert_eq!(report.data_end.to_string(), "2024-10-26");
    let c = open_read_only(&db).expect("open");
    assert_eq!(
        i64_of(&c, "SELECT sum(revenue_cents) FROM sales_daily"),
        300 * 999
    );
}

#[test]
fn folders_without_usable_data_are_rejected() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let db = tmp.path().join("insight.db");
    let empty = tmp.path().join("empty");
    std::fs::create_dir_all(&empty).expect("mkdir");
    let err = import_csv(&db, &empty).expect_err("no files");
    assert!(matches!(err, DataError::NoCsvFiles { .. }), "{err:?}");
    assert!(err
        .to_string()
        .contains("expected any of: sellers.csv, products.csv"));
    let only_sellers = tmp.path().join("sellers_only");
    small_dataset(&only_sellers);
    for t in [
        "products",
        "sales_daily",
        "reviews",
        "account_health_weekly",
    ] {
        std::fs::remove_file(only_sellers.join(format!("{t}.csv"))).expect("rm");
    }
    let err = import_csv(&db, &only_sellers).expect_err("no dates");
    assert!(matches!(err, DataError::NoDatedRows { .. }), "{err:?}");
    assert!(!db.exists(), "nothing was created");
    let missing = tmp.path().join("missing");
    assert!(matches!(
        import_csv(&db, &missing),
        Err(DataError::Io { .. })
    ));
}

#[test]
fn opening_a_missing_or_foreign_file_says_what_to_do() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let db = tmp.path().join("nope.db");
    let err = open_read_only(&db).expect_err("missing");
    assert!(matches!(err, DataError::NoStore { .. }));
    assert_eq!(
        err.to_string(),
        format!(
            "no store at {}: run `insight data generate` or `insight data import DIR`",
            db.display()
        )
    );
    let foreign = tmp.path().join("foreign.db");
    Connection::open(&foreign)
        .and_then(|c| c.execute_batch("CREATE TABLE t(x)"))
        .expect("foreign db");
    let err = open_read_only(&foreign).expect_err("foreign");
    assert!(matches!(err, DataError::NotAStore { .. }), "{err:?}");
    let export = export_csv(&db, tmp.path());
    assert!(matches!(export, Err(DataError::NoStore { .. })));
}

#[test]
fn cli_imports_describes_and_reports_errors() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("in");
    small_dataset(&dir);
    let db = tmp.path().join("cli.db");
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_insight"))
            .arg("--db")
            .arg(&db)
            .args(args)
            .output()
            .expect("run insight")
    };
    let out = run(&["data", "import", dir.to_str().unwrap_or_default()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.starts_with("imported 5 tables (12 rows: sellers 2, products 3, sales_daily 4, reviews 2, account_health_weekly 1)"), "{stdout}");
    assert!(stdout.contains("span 2025-03-01..2025-03-03"), "{stdout}");
    let out = run(&["data", "info"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(
        stdout
            .contains(": 2025-03-01..2025-03-03 (3 days), import; 5 tables: sellers 2, products 3"),
        "{stdout}"
    );
    let out_dir = tmp.path().join("out");
    let out = run(&[
        "data",
        "export",
        "--format",
        "csv",
        out_dir.to_str().unwrap_or_default(),
    ]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("exported 5 tables (12 rows) to "));
    std::fs::write(
        dir.join("reviews.csv"),
        "review_id,date,seller_id,product_id,rating,title\nR1,2025-03-02,S001,P0001,0,Meh\n",
    )
    .expect("write");
    let out = run(&["data", "import", dir.to_str().unwrap_or_default()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr.contains("the store was left unchanged"), "{stderr}");
    assert!(
        stderr.contains(
            "reviews.csv:2: column 'rating': expected a whole number from 1 to 5, found '0'"
        ),
        "{stderr}"
    );
}
