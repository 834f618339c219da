//! The store's contract shape, its rows' internal consistency and determinism (same seed, same
//! content).

use super::*;

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
