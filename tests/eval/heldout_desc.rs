//! Held-out set of issue 9's descriptive work (branch `desc`): 45 descriptive questions as
//! sellers type them (terse, typos, two dates, superlatives over time, counts and lists with a
//! numeric condition, stock vs sales, price on a day, sellers other than S001), written and
//! committed *before* any change of that work, so its first run is a blind figure. Same
//! harness and expectations as descriptive v2 (independent SQL over the demo store, seed 42,
//! today = 2025-12-10, data 2024-01-01..2025-12-09 except where a seller's own data starts
//! later; DATA.md's calendar conventions: a week is Monday..Sunday, "this month" is the data
//! so far, a superlative over weeks or months ranks whole buckets only).
//!
//! Each case names the seller who asks it: the expectation's SQL is that seller's.
//!
//! Rule for editing: never edit a question or an expectation to make it pass, and never tune
//! on this set's misses; its final run is reported with what was read.

use super::descriptive_v2::{each, first, rows, seller_case as case, set, Case, Expect};

/// `(seller, case)`.
pub fn cases() -> Vec<(&'static str, Case)> {
    vec![
        // ---- terse and typed with typos ----
        case!("S001", "units 2025-11-15", "terse / units on a date",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date='2025-11-15'", &["units"])),
        case!("S001", "orders yday", "terse / orders yesterday",
            rows("SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date='2025-12-09'", &["orders"])),
        case!("S001", "rev q2", "terse / revenue last q2",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-04-01' AND '2025-06-30'", &["revenue"])),
        case!("S001", "revnue this wk", "typos / revenue this week",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-08' AND '2025-12-09'", &["revenue"])),
        case!("S001", "ordres in september", "typos / orders in a month",
            rows("SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-09-01' AND '2025-09-30'", &["orders"])),
        case!("S001", "untis sold last wk", "typos / units last week",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["units"])),
        case!("S001", "page views this month", "terse / page views month to date",
            rows("SELECT SUM(page_views) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-09'", &["page_views"])),
        case!("S001", "french press sessions last month", "title words / sessions last month",
            rows("SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND product_id='P0013' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["sessions"])),
        // ---- two dates ----
        case!("S001", "revenue on nov 3 and nov 10", "two dates / two days",
            each("SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2025-11-03'
                  UNION ALL SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2025-11-10'")),
        case!("S001", "units march 2025 vs march 2024", "two dates / same month two years",
            each("SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-03-01' AND '2025-03-31'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-03-01' AND '2024-03-31'")),
        case!("S001", "ad spend yesterday vs the day before", "two dates / yesterday and the day before",
            each("SELECT 'spend', SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date='2025-12-09'
                  UNION ALL SELECT 'spend', SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date='2025-12-08'")),
        case!("S001", "skillet revenue july vs august", "two dates / a product, two months",
            each("SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-07-01' AND '2025-07-31'
                  UNION ALL SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-08-01' AND '2025-08-31'")),
        // ---- superlatives over time ----
        case!("S001", "best week for orders in 2025", "extremum / best whole week by orders",
            first("SELECT date(date, '-' || ((CAST(strftime('%w', date) AS INTEGER) + 6) % 7) || ' days') AS wk, SUM(orders)
                   FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-06' AND '2025-12-07' GROUP BY wk ORDER BY 2 DESC, 1 LIMIT 1", &["period", "orders"])),
        case!("S001", "slowest day for revenue last month", "extremum / lowest day by revenue",
            first("SELECT date, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date ORDER BY 2 ASC, 1 LIMIT 1", &["period", "revenue"])),
        case!("S001", "which month in 2024 had the most refunds", "extremum / month with the most refunds",
            first("SELECT substr(date,1,7)||'-01', SUM(units_refunded) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1", &["period", "units_refunded"])),
        case!("S001", "peak day for sessions on the wok this year", "extremum / a product's best day by sessions",
            first("SELECT date, SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND product_id='P0026' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "sessions"])),
        case!("S001", "lowest price the skillet had this year", "extremum / a level's lowest value",
            first("SELECT MIN(price_cents)/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["price"])),
        // ---- counts and lists with a numeric condition ----
        case!("S001", "how many days in november did revenue top $25k", "count / days over a revenue threshold",
            rows("SELECT COUNT(*) FROM (SELECT date FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date HAVING SUM(revenue_cents) > 2500000)", &["count"])),
        case!("S001", "days last month with more than 700 units sold", "count / days over a units threshold",
            rows("SELECT COUNT(*) FROM (SELECT date FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date HAVING SUM(units) > 700)", &["count"])),
        case!("S001", "how many weeks this year did i get more than 3500 orders", "count / weeks over an orders threshold",
            rows("SELECT COUNT(*) FROM (SELECT date(date, '-' || ((CAST(strftime('%w', date) AS INTEGER) + 6) % 7) || ' days') AS wk FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY wk HAVING SUM(orders) > 3500)", &["count"])),
        case!("S001", "how many products have less than 100 units in stock", "count / products under a stock level",
            rows("SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S001' AND date='2025-12-09' AND on_hand < 100", &["count"])),
        case!("S001", "list products with over 1000 units on hand", "list / products over a stock level",
            set("SELECT product_id, on_hand FROM inventory_daily WHERE seller_id='S001' AND date='2025-12-09' AND on_hand > 1000", &["product_id", "on_hand"])),
        case!("S001", "which products sold fewer than 300 units last month", "list / products under a units threshold",
            set("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id HAVING SUM(units) < 300", &["product_id", "units"])),
        case!("S001", "number of days the dutch oven was out of stock in 2024", "count / stockout days in a year",
            rows("SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0004' AND on_hand=0 AND date BETWEEN '2024-01-01' AND '2024-12-31'", &["stockout_days"])),
        // ---- stock vs sales ----
        case!("S001", "stock of the pizza stone", "stock / on hand now",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0030' AND date='2025-12-09'", &["on_hand"])),
        case!("S001", "how many pizza stones sold last month", "stock vs sales / units sold, not on hand",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0030' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["units"])),
        case!("S001", "inbound for the wok last month", "stock / inbound in a month",
            rows("SELECT SUM(inbound) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0026' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["inbound"])),
        case!("S001", "skillet on hand on 2025-06-30", "stock / on hand on a date",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND date='2025-06-30'", &["on_hand"])),
        // ---- price on a day ----
        case!("S001", "dutch oven price on 2025-07-04", "price / on a date",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0004' AND date='2025-07-04'", &["price"])),
        case!("S001", "price of P0002 on july 16 2024", "price / on a date, product id",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0002' AND date='2024-07-16'", &["price"])),
        case!("S001", "competitor price for the pan set on nov 1", "price / competitor price on a date",
            rows("SELECT competitor_price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0003' AND date='2025-11-01'", &["competitor_price"])),
        case!("S001", "list price of the salad spinner", "price / list price",
            rows("SELECT list_price_cents/100.0 FROM products WHERE seller_id='S001' AND product_id='P0016'", &["list_price"])),
        // ---- reviews, ads ----
        case!("S001", "number of reviews in october", "reviews / count in a month",
            rows("SELECT COUNT(*) FROM reviews WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31'", &["review_count"])),
        case!("S001", "avg rating in q3", "reviews / average rating in a quarter",
            rows("SELECT AVG(rating) FROM reviews WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-09-30'", &["average_rating"])),
        case!("S001", "ctr last week", "ads / ctr last week",
            rows("SELECT 1.0*SUM(clicks)/SUM(impressions) FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["ctr"])),
        case!("S001", "product with the most page views in september", "ranking / top product by page views",
            first("SELECT product_id, SUM(page_views) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-09-01' AND '2025-09-30' GROUP BY product_id ORDER BY 2 DESC, product_id LIMIT 1", &["product_id", "page_views"])),
        // ---- other sellers ----
        case!("S002", "revenue last month", "other seller / revenue last month",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S002' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["revenue"])),
        case!("S002", "top 3 products by units in october", "other seller / top 3 by units",
            rows("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S002' AND date BETWEEN '2025-10-01' AND '2025-10-31' GROUP BY product_id ORDER BY 2 DESC, product_id LIMIT 3", &["product_id", "units"])),
        case!("S002", "how much stock of the tea kettle is left", "other seller / on hand now",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S002' AND product_id='P0046' AND date='2025-12-09'", &["on_hand"])),
        case!("S002", "best day for orders in november", "other seller / best day by orders",
            first("SELECT date, SUM(orders) FROM sales_daily WHERE seller_id='S002' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "orders"])),
        case!("S003", "sessions yesterday", "other seller / sessions yesterday",
            rows("SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S003' AND date='2025-12-09'", &["sessions"])),
        case!("S003", "how many products sold more than 200 units last month", "other seller / count of products over a threshold",
            rows("SELECT COUNT(*) FROM (SELECT product_id FROM sales_daily WHERE seller_id='S003' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id HAVING SUM(units) > 200)", &["count"])),
        case!("S003", "price of the bread knife yesterday", "other seller / price yesterday",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S003' AND product_id='P0061' AND date='2025-12-09'", &["price"])),
        case!("S004", "revenue in march 2024", "other seller / before its data starts",
            Expect::NoData),
        case!("S004", "units sold in june 2024", "other seller / units in a month",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S004' AND date BETWEEN '2024-06-01' AND '2024-06-30'", &["units"])),
    ]
}
