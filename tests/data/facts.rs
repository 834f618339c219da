//! DATA.md's planted events of S001, fact by fact, and the other sellers' randomised events.

use super::*;

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
