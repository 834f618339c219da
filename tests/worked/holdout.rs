//! The holdout set: descriptive questions about the demo seller S001 that nobody tuned the
//! planner or the catalog on (written after the planner, in sellers' own words: typos, terse
//! fragments, rambling sentences, partial product titles, brand and category filters, "per" /
//! "by" / "broken down by", rankings both ways, comparisons, every dimension of DATA.md, varied
//! time expressions). Same data format as `cases.rs` (expectations by independent SQL over the
//! generated store, today = 2025-12-10). It measures generalisation, so `tests/worked.rs` fails
//! it only under a floor (`HOLDOUT_FLOOR`), not at the worked set's 95%.
//!
//! Rule for editing: fix the planner or the catalog in general terms; never edit a question here
//! to make it pass, and never key a rule on its wording. Add new questions instead.
//!
//! ## First run (before any change made for it): the generalisation figure
//! The very first run crashed: "avg stars in Q2 2024" underflowed an index in the star-rating
//! parser (a panic in debug builds; release builds wrap). With that one-line fix, and counting
//! the crash as a failure: **36/53 (68%) end to end, 42/53 (79%) by the Data Presenter** (i.e.
//! with the manager's OOD refusals and Insight Generator routes set aside). Without the crash:
//! 37/53 end to end, 43/53 past the manager. The 16 end-to-end failures:
//! - manager, 9: 7 routed to the Insight Generator (5 right past it), 2 refused as out of
//!   domain ("santoku units this year vs last year", "how many titanium woks ...");
//! - linking, 4: breakdowns by category and by brand (no API had them); "what am I charging"
//!   (no price synonym); "refund rate compared with category peers" (went to sales_summary);
//! - entity, 2: "garlic press" answered for the French press, "titanium woks" for the carbon
//!   steel wok (products the seller does not sell resolved to a product sharing one word);
//!   "the stock pot" lost its product to the inventory metric word "stock";
//! - shape, 3: "which skus have the most inventory" limited to 1 row; "stockout days ... across
//!   all products" answered per product instead of one total; "number of 5 star reviews"
//!   listed the reviews instead of counting them;
//! - time, 0; presenter, 0.
//!
//! ## Second run (after the general fixes of the planner and the catalog)
//! 51/53 (96%) by the Data Presenter, 44/53 end to end. Left: "competitor pricing vs mine for
//! the stock pot" links to the category benchmark ("competitor", "mine" are its synonyms), and
//! "refund rate compared with category peers" links to sales_summary (the benchmark has no
//! column per metric, so its metric names earn it nothing in linking); 7 manager failures.

use super::cases::{rows, Case, Expect};

pub fn cases() -> Vec<Case> {
    vec![
        // ---- sales ----
        case!("rev for oct 2024??", "sales / terse, month with year",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-10-01' AND '2024-10-31'", &["revenue"])),
        case!("how much money did the shop bring in over the last 90 days", "sales / paraphrase, last N days",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-09-11' AND '2025-12-09'", &["revenue"])),
        case!("total ordrs in september 2025", "sales / typo in the metric",
            rows("SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-09-01' AND '2025-09-30'", &["orders"])),
        case!("I was wondering, for the whole of Q2 this year, roughly how many individual units went out the door across everything I sell?", "sales / rambling, quarter",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-04-01' AND '2025-06-30'", &["units"])),
        case!("revenue per month for 2025 so far", "sales / per month",
            rows("SELECT substr(date,1,7)||'-01', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY 1 ORDER BY 1", &["period", "revenue"])),
        case!("orders by day between Nov 20 and Nov 30", "sales / by day, written range",
            rows("SELECT date, SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-20' AND '2025-11-30' GROUP BY date ORDER BY date", &["period", "orders"])),
        case!("sales of the grill pan in q1", "sales / partial title, quarter",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0011' AND date BETWEEN '2025-01-01' AND '2025-03-31'", &["revenue"])),
        case!("how many mixing bowls did I sell last month", "sales / product by title words",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0006' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["units"])),
        case!("santoku units this year vs last year", "sales / product, year over year",
            rows("SELECT (SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0027' AND date BETWEEN '2025-01-01' AND '2025-12-09'),
                         (SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0027' AND date BETWEEN '2024-01-01' AND '2024-12-09')", &["current", "previous"])),
        case!("bottom 5 products by revenue last quarter", "sales / ranking asc",
            rows("SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-09-30' GROUP BY product_id ORDER BY SUM(revenue_cents) ASC, product_id LIMIT 5", &["product_id", "revenue"])),
        case!("Which item had the highest refund rate in 2025?", "sales / ranking of a rate, one product",
            rows("SELECT product_id, 1.0*SUM(units_refunded)/SUM(units) AS r FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY product_id ORDER BY r DESC, product_id LIMIT 1", &["product_id", "refund_rate"])),
        case!("returns broken down by product for October", "sales / broken down by product",
            rows("SELECT product_id, SUM(units_refunded) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31' GROUP BY product_id ORDER BY SUM(units_refunded) DESC, product_id", &["product_id", "units_refunded"])),
        case!("Northwind brand revenue last week", "sales / brand filter",
            rows("SELECT SUM(s.revenue_cents)/100.0 FROM sales_daily s JOIN products p ON p.product_id=s.product_id WHERE s.seller_id='S001' AND p.brand='Northwind' AND s.date BETWEEN '2025-12-01' AND '2025-12-07'", &["revenue"])),
        case!("top 3 Home & Kitchen products by orders in November", "sales / category filter, ranking",
            rows("SELECT s.product_id, SUM(s.orders) FROM sales_daily s JOIN products p ON p.product_id=s.product_id WHERE s.seller_id='S001' AND p.category='Home & Kitchen' AND s.date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY s.product_id ORDER BY SUM(s.orders) DESC, s.product_id LIMIT 3", &["product_id", "orders"])),
        case!("revenue by category this year", "sales / breakdown by category",
            rows("SELECT p.category, SUM(s.revenue_cents)/100.0 FROM sales_daily s JOIN products p ON p.product_id=s.product_id WHERE s.seller_id='S001' AND s.date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY p.category ORDER BY SUM(s.revenue_cents) DESC", &["category", "revenue"])),
        case!("units sold per brand last month", "sales / breakdown by brand",
            rows("SELECT p.brand, SUM(s.units) FROM sales_daily s JOIN products p ON p.product_id=s.product_id WHERE s.seller_id='S001' AND s.date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY p.brand ORDER BY SUM(s.units) DESC", &["brand", "units"])),
        case!("weekly units sold since October 1", "sales / by week, since a date",
            rows("SELECT date(date,'weekday 0','-6 days') AS w, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-12-09' GROUP BY w ORDER BY w", &["period", "units"])),
        case!("avg selling price for the month of july", "sales / ASP, month name",
            rows("SELECT SUM(revenue_cents)/100.0/SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-07-31'", &["average_selling_price"])),
        case!("black friday 2024 revenue?", "sales / event with year",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2024-11-29'", &["revenue"])),
        case!("quarterly revenue for 2024", "sales / by quarter",
            rows("SELECT substr(date,1,4)||'-'||printf('%02d',((CAST(substr(date,6,2) AS INTEGER)-1)/3)*3+1)||'-01' AS q, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY q ORDER BY q", &["period", "revenue"])),
        // ---- traffic ----
        case!("visits last 14 days", "traffic / synonym, last N days",
            rows("SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-26' AND '2025-12-09'", &["sessions"])),
        case!("whats my conversion rate this month", "traffic / conversion, this month",
            rows("SELECT 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-09')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-09')", &["conversion_rate"])),
        case!("which products get the most page views? last quarter", "traffic / ranking desc, fragment",
            rows("SELECT product_id, SUM(page_views) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-09-30' GROUP BY product_id ORDER BY SUM(page_views) DESC, product_id LIMIT 5", &["product_id", "page_views"])),
        case!("the 5 products with the worst conversion in november", "traffic / ranking asc by a rate",
            rows("WITH t AS (SELECT product_id, SUM(sessions) AS se FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id),
                       s AS (SELECT product_id, SUM(units) AS u FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id)
                  SELECT t.product_id, 1.0*COALESCE(s.u,0)/t.se AS c FROM t LEFT JOIN s ON s.product_id=t.product_id ORDER BY c ASC, t.product_id LIMIT 5", &["product_id", "conversion_rate"])),
        case!("sessions on the french press in 2025", "traffic / product title, year",
            rows("SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND product_id='P0013' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["sessions"])),
        case!("monthly traffic over the last 6 months", "traffic / by month, last N months",
            rows("SELECT substr(date,1,7)||'-01', SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-06-01' AND '2025-11-30' GROUP BY 1 ORDER BY 1", &["period", "sessions"])),
        // ---- inventory ----
        case!("stock level of the pizza stone right now", "inventory / product on hand now",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0030' AND date='2025-12-09'", &["on_hand"])),
        case!("which skus have the most inventory", "inventory / ranking desc",
            rows("SELECT product_id, on_hand FROM inventory_daily WHERE seller_id='S001' AND date='2025-12-09' ORDER BY on_hand DESC, product_id LIMIT 5", &["product_id", "on_hand"])),
        case!("how many stockout days did I have in october across all products", "inventory / stockouts, month",
            rows("SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S001' AND on_hand=0 AND date BETWEEN '2025-10-01' AND '2025-10-31'", &["stockout_days"])),
        case!("inbound received by week over the past 8 weeks", "inventory / by week, last N weeks",
            rows("SELECT date(date,'weekday 0','-6 days') AS w, SUM(inbound) FROM inventory_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-13' AND '2025-12-07' GROUP BY w ORDER BY w", &["period", "inbound"])),
        // ---- pricing ----
        case!("what am I charging for the paring knives on average this quarter", "pricing / product price, this quarter",
            rows("SELECT ROUND(AVG(price_cents)/100.0, 2) FROM pricing_daily WHERE seller_id='S001' AND product_id='P0028' AND date BETWEEN '2025-10-01' AND '2025-12-09'", &["price"])),
        case!("competitor pricing vs mine for the stock pot last month", "pricing / two measures, one product",
            rows("SELECT ROUND(AVG(competitor_price_cents)/100.0, 2), ROUND(AVG(price_cents)/100.0, 2) FROM pricing_daily WHERE seller_id='S001' AND product_id='P0009' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["competitor_price", "price"])),
        case!("buy box % by month this year", "pricing / by month",
            rows("SELECT substr(date,1,7)||'-01', AVG(buy_box_pct) FROM pricing_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY 1 ORDER BY 1", &["period", "buy_box_pct"])),
        case!("products where I win the buy box the least, last 30 days", "pricing / ranking asc",
            rows("SELECT product_id, AVG(buy_box_pct) FROM pricing_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-10' AND '2025-12-09' GROUP BY product_id ORDER BY AVG(buy_box_pct) ASC, product_id LIMIT 5", &["product_id", "buy_box_pct"])),
        // ---- advertising ----
        case!("how much did I blow on advertising in the last two months", "advertising / paraphrase, last N months in words",
            rows("SELECT SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-11-30'", &["spend"])),
        case!("impressions and clicks yesterday", "advertising / two measures",
            rows("SELECT SUM(impressions), SUM(clicks) FROM ads_daily WHERE seller_id='S001' AND date='2025-12-09'", &["impressions", "clicks"])),
        case!("ctr for the week of oct 6", "advertising / week of a date",
            rows("SELECT 1.0*SUM(clicks)/SUM(impressions) FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-06' AND '2025-10-12'", &["ctr"])),
        case!("worst acos products last month", "advertising / worst on a lower-is-better measure",
            rows("SELECT product_id, 1.0*SUM(spend_cents)/SUM(attributed_sales_cents) AS a FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id HAVING SUM(impressions) > 0 OR SUM(spend_cents) > 0 ORDER BY a DESC, product_id LIMIT 5", &["product_id", "acos"])),
        case!("sponsored sales per month since july", "advertising / per month, since a month",
            rows("SELECT substr(date,1,7)||'-01', SUM(attributed_sales_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-12-09' GROUP BY 1 ORDER BY 1", &["period", "attributed_sales"])),
        case!("roas on the cutting boards this year", "advertising / product, plural title word",
            rows("SELECT 1.0*SUM(attributed_sales_cents)/SUM(spend_cents) FROM ads_daily WHERE seller_id='S001' AND product_id='P0005' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["roas"])),
        // ---- reviews ----
        case!("avg stars in Q2 2024", "reviews / quarter with year",
            rows("SELECT AVG(rating) FROM reviews WHERE seller_id='S001' AND date BETWEEN '2024-04-01' AND '2024-06-30'", &["average_rating"])),
        case!("number of 5 star reviews since september", "reviews / star count, since a month",
            rows("SELECT COUNT(*) FROM reviews WHERE seller_id='S001' AND rating=5 AND date BETWEEN '2025-09-01' AND '2025-12-09'", &["count"])),
        case!("which products got the most reviews this year", "reviews / ranking by count",
            rows("SELECT product_id, COUNT(*) FROM reviews WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY product_id ORDER BY COUNT(*) DESC, product_id LIMIT 5", &["product_id", "review_count"])),
        case!("monthly avg rating of the non-stick pans in 2025", "reviews / product by month",
            rows("SELECT substr(date,1,7)||'-01', AVG(rating) FROM reviews WHERE seller_id='S001' AND product_id='P0003' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY 1 ORDER BY 1", &["period", "average_rating"])),
        // ---- account health ----
        case!("cancellation rate last week", "account health / last week",
            rows("SELECT cancellation_rate FROM account_health_weekly WHERE seller_id='S001' AND week_start='2025-12-01'", &["cancellation_rate"])),
        // Stop 35 (wrong22): a stored week is the period's that holds its Thursday (ISO 8601);
        // the week of 2025-10-27 (Thursday 10-30) is October's, 2025-09-29 (Thursday 10-02) Q4's.
        case!("my valid tracking rate over the past quarter", "account health / quarter average",
            rows("SELECT AVG(valid_tracking_rate) FROM account_health_weekly WHERE seller_id='S001' AND date(week_start, '+3 days') BETWEEN '2025-07-01' AND '2025-09-30'", &["valid_tracking_rate"])),
        // Stop 35 (wrong22): a stored week is the period's that holds its Thursday (ISO 8601);
        // the week of 2025-10-27 (Thursday 10-30) is October's, 2025-09-29 (Thursday 10-02) Q4's.
        case!("ODR by week for November", "account health / by week",
            rows("SELECT week_start, order_defect_rate FROM account_health_weekly WHERE seller_id='S001' AND date(week_start, '+3 days') BETWEEN '2025-11-01' AND '2025-11-30' ORDER BY week_start", &["week_start", "order_defect_rate"])),
        // ---- catalog ----
        case!("how many SKUs am I selling", "catalog / count",
            rows("SELECT COUNT(*) FROM products WHERE seller_id='S001'", &["count"])),
        case!("list everything I sell under the Northwind brand", "catalog / brand filter list",
            rows("SELECT product_id, title FROM products WHERE seller_id='S001' AND brand='Northwind' ORDER BY product_id", &["product_id", "title"])),
        // ---- benchmark ----
        case!("my conversion rate vs other home & kitchen sellers in 2025", "benchmark / conversion vs category peers",
            Expect::Row { key: "metric", columns: &["seller_value"],
                sql: "SELECT 'conversion_rate', 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09')" }),
        case!("refund rate compared with category peers last quarter", "benchmark / refund rate, last quarter",
            Expect::Row { key: "metric", columns: &["seller_value"],
                sql: "SELECT 'refund_rate', 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-09-30'" }),
        // ---- products the seller does not sell ----
        case!("how many titanium woks did I sell last month", "entity / unknown product name (a wok exists, not titanium)",
            Expect::NoSuchProduct),
        case!("garlic press revenue in november", "entity / unknown product name (shares a word with the French press)",
            Expect::NoSuchProduct),
    ]
}
