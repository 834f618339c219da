//! The worked set: descriptive questions about the demo seller S001 (today = 2025-12-10, data
//! 2024-01-01..2025-12-09), each with its expectation computed by independent SQL over the
//! generated store. Data only: the runner (`tests/worked.rs`) decides how a question is
//! answered (today the catalog planner + executor; later the full pipeline), and compares the
//! answer's first table with the expectation.
//!
//! `Rows { sql, columns }`: the answer table's `columns`, row by row, equal the SQL result's
//! columns in order (same number of rows). `Row { key, .. }`: the answer row whose `key` column
//! equals the SQL's first column, compared on `columns` with the SQL's other columns.

/// What the answer must be.
pub enum Expect {
    /// The answer table's columns equal the SQL rows.
    Rows {
        sql: &'static str,
        columns: &'static [&'static str],
    },
    /// One keyed row of the answer table equals the SQL's single row (key first).
    Row {
        sql: &'static str,
        key: &'static str,
        columns: &'static [&'static str],
    },
    /// "No data for that period" (the period is wholly outside the data).
    NoData,
    /// The question names a product the seller does not sell: no table, but a clarification
    /// or refusal that says which products come closest (never an answer for all products).
    #[allow(dead_code)]
    NoSuchProduct,
}

/// One worked question.
pub struct Case {
    pub question: &'static str,
    /// Dimension of DATA.md and time expression covered (for the report).
    pub covers: &'static str,
    pub expect: Expect,
}

pub const fn rows(sql: &'static str, columns: &'static [&'static str]) -> Expect {
    Expect::Rows { sql, columns }
}

/// `case!(question, covers, expect)`: one [`Case`] (shared with `holdout.rs`).
macro_rules! case {
    ($q:expr, $covers:expr, $e:expr) => {
        Case {
            question: $q,
            covers: $covers,
            expect: $e,
        }
    };
}

pub fn cases() -> Vec<Case> {
    vec![
        // ---- sales: single values over every kind of period ----
        case!("what did I make in sales yesterday?", "sales / yesterday",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2025-12-09'", &["revenue"])),
        case!("How many orders have come in this week?", "sales / this week",
            rows("SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-08' AND '2025-12-09'", &["orders"])),
        case!("units sold last wk", "sales / last week (abbreviated)",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["units"])),
        // "How are sales looking ...?" asks for an assessment (Insight Generator); this asks for figures.
        case!("What are today's sales so far?", "sales / today (no data yet)", Expect::NoData),
        case!("pull up my revenue for next week", "sales / next week (future)", Expect::NoData),
        case!("this month's revenue so far", "sales / this month",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-09'", &["revenue"])),
        case!("gmv last month", "sales / last month",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["revenue"])),
        case!("How many units did I move in March?", "sales / month name without year",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-03-01' AND '2025-03-31'", &["units"])),
        case!("Revenue for March 2024 please", "sales / month name with year",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-03-01' AND '2024-03-31'", &["revenue"])),
        case!("number of orders in Q3", "sales / quarter",
            rows("SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-09-30'", &["orders"])),
        case!("What was my return rate last quarter?", "sales / last quarter",
            rows("SELECT 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-09-30'", &["refund_rate"])),
        case!("total sales in 2024", "sales / year",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31'", &["revenue"])),
        case!("how much turnover did I do last year", "sales / last year",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31'", &["revenue"])),
        case!("YTD revenue", "sales / year to date",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["revenue"])),
        case!("MTD units?", "sales / month to date",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-09'", &["units"])),
        case!("units sold on 2025-06-15", "sales / ISO date",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date='2025-06-15'", &["units"])),
        case!("How many orders did I get on March 14, 2025?", "sales / written date",
            rows("SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date='2025-03-14'", &["orders"])),
        case!("revenue on 7/4/2025", "sales / US slashed date",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2025-07-04'", &["revenue"])),
        case!("sales from June to August", "sales / month range",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-06-01' AND '2025-08-31'", &["revenue"])),
        case!("revenue since Black Friday", "sales / since an event",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-28' AND '2025-12-09'", &["revenue"])),
        case!("How much did I sell on Black Friday?", "sales / Black Friday",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2025-11-28'", &["revenue"])),
        case!("Prime Day revenue", "sales / Prime Day",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-08' AND '2025-07-11'", &["revenue"])),
        case!("units sold during Prime Day 2024", "sales / Prime Day with year",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-07-16' AND '2024-07-17'", &["units"])),
        case!("what's my average selling price over the last 30 days", "sales / last N days",
            rows("SELECT SUM(revenue_cents)/100.0/SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-10' AND '2025-12-09'", &["average_selling_price"])),
        case!("how many units of P0001 did I sell in september", "sales / product id",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-09-01' AND '2025-09-30'", &["units"])),
        case!("revenue from the dutch oven last month", "sales / product title",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0004' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["revenue"])),
        // ---- sales: comparisons ----
        case!("November revenue vs last year", "sales / vs last year",
            rows("SELECT (SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'),
                         (SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-11-01' AND '2024-11-30')", &["current", "previous"])),
        case!("YoY units for Q3", "sales / YoY",
            rows("SELECT (SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-09-30'),
                         (SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-07-01' AND '2024-09-30')", &["current", "previous"])),
        case!("orders in October compared to the previous period", "sales / previous period",
            rows("SELECT (SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31'),
                         (SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-09-01' AND '2025-09-30')", &["current", "previous"])),
        case!("monthly revenue this year against last year", "sales / YoY by month",
            rows("SELECT substr(date,1,7)||'-01', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY 1 ORDER BY 1", &["period", "revenue"])),
        // ---- sales: series and rankings ----
        case!("weekly revenue in November", "sales / by week",
            rows("SELECT date(date,'weekday 0','-6 days') AS w, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY w ORDER BY w", &["period", "revenue"])),
        case!("units per month in 2024", "sales / by month",
            rows("SELECT substr(date,1,7)||'-01', SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY 1 ORDER BY 1", &["period", "units"])),
        case!("top 5 products by units last month", "sales / top N by measure",
            rows("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id ORDER BY SUM(units) DESC, product_id LIMIT 5", &["product_id", "units"])),
        case!("my 3 worst sellers by revenue in Q2", "sales / bottom N",
            rows("SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-04-01' AND '2025-06-30' GROUP BY product_id ORDER BY SUM(revenue_cents) ASC, product_id LIMIT 3", &["product_id", "revenue"])),
        case!("which product brought in the most revenue this year?", "sales / best product",
            rows("SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY product_id ORDER BY SUM(revenue_cents) DESC, product_id LIMIT 1", &["product_id", "revenue"])),
        case!("best selling items in October", "sales / best sellers",
            rows("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31' GROUP BY product_id ORDER BY SUM(units) DESC, product_id LIMIT 5", &["product_id", "units"])),
        case!("refunds by product in the past 3 months", "sales / breakdown by product, last N months",
            rows("SELECT product_id, SUM(units_refunded) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-09-01' AND '2025-11-30' GROUP BY product_id ORDER BY SUM(units_refunded) DESC, product_id", &["product_id", "units_refunded"])),
        // ---- traffic ----
        case!("sessions over the past 7 days", "traffic / last N days",
            rows("SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-03' AND '2025-12-09'", &["sessions"])),
        case!("page views in the last 2 weeks", "traffic / last N weeks",
            rows("SELECT SUM(page_views) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-24' AND '2025-12-07'", &["page_views"])),
        case!("How much traffic have I had since November 15?", "traffic / since a date",
            rows("SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-15' AND '2025-12-09'", &["sessions"])),
        case!("visitors between 2025-10-01 and 2025-10-15", "traffic / ISO range",
            rows("SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-15'", &["sessions"])),
        case!("daily sessions last week", "traffic / by day",
            rows("SELECT date, SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07' GROUP BY date ORDER BY date", &["period", "sessions"])),
        case!("what was my conversion rate in September?", "traffic / conversion",
            rows("SELECT 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-09-01' AND '2025-09-30')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-09-01' AND '2025-09-30')", &["conversion_rate"])),
        case!("sessions last month month over month", "traffic / MoM",
            rows("SELECT (SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'),
                         (SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31')", &["current", "previous"])),
        case!("Which 3 products had the fewest page views last month?", "traffic / bottom N",
            rows("SELECT product_id, SUM(page_views) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id ORDER BY SUM(page_views) ASC, product_id LIMIT 3", &["product_id", "page_views"])),
        case!("conversion of the chef's knife since September 1st", "traffic / product title, since a written date",
            rows("SELECT 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-09-01' AND '2025-12-09')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-09-01' AND '2025-12-09')", &["conversion_rate"])),
        // ---- inventory ----
        case!("How many days was the skillet out of stock in October 2025?", "inventory / stockout",
            rows("SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-10-01' AND '2025-10-31' AND on_hand=0", &["stockout_days"])),
        case!("how much stock do I have of the dutch oven?", "inventory / on hand now (default)",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0004' AND date='2025-12-09'", &["on_hand"])),
        case!("Which 5 products have the lowest days of cover?", "inventory / ranking",
            rows("WITH v AS (SELECT product_id, SUM(units)/28.0 AS d FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-12' AND '2025-12-09' GROUP BY product_id)
                  SELECT i.product_id, i.on_hand / v.d FROM inventory_daily i JOIN v ON v.product_id=i.product_id WHERE i.seller_id='S001' AND i.date='2025-12-09' AND v.d > 0 ORDER BY i.on_hand / v.d ASC, i.product_id LIMIT 5", &["product_id", "days_of_cover"])),
        case!("inbound units in the first half of 2025", "inventory / half year",
            rows("SELECT SUM(inbound) FROM inventory_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-06-30'", &["inbound"])),
        // ---- pricing ----
        case!("What's the average price of the chef's knife in November?", "pricing / product price",
            rows("SELECT ROUND(AVG(price_cents)/100.0, 2) FROM pricing_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["price"])),
        case!("competitor price on P0002 last week", "pricing / competitor price",
            rows("SELECT ROUND(AVG(competitor_price_cents)/100.0, 2) FROM pricing_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["competitor_price"])),
        case!("my buy box share over the last 4 weeks", "pricing / buy box",
            rows("SELECT AVG(buy_box_pct) FROM pricing_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-10' AND '2025-12-07'", &["buy_box_pct"])),
        // ---- advertising ----
        case!("What was my ACOS in October?", "advertising / ACOS",
            rows("SELECT 1.0*SUM(spend_cents)/SUM(attributed_sales_cents) FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31'", &["acos"])),
        case!("roas last month", "advertising / ROAS",
            rows("SELECT 1.0*SUM(attributed_sales_cents)/SUM(spend_cents) FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["roas"])),
        case!("How many ad clicks did I get yesterday?", "advertising / clicks",
            rows("SELECT SUM(clicks) FROM ads_daily WHERE seller_id='S001' AND date='2025-12-09'", &["clicks"])),
        case!("ppc spend for the last 3 months", "advertising / spend, last N months",
            rows("SELECT SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-09-01' AND '2025-11-30'", &["spend"])),
        case!("top 3 products by ad spend in Q4", "advertising / ranking, current quarter",
            rows("SELECT product_id, SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-12-09' GROUP BY product_id ORDER BY SUM(spend_cents) DESC, product_id LIMIT 3", &["product_id", "spend"])),
        case!("ad spend in November vs October", "advertising / explicit comparison",
            rows("SELECT (SELECT SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'),
                         (SELECT SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31')", &["current", "previous"])),
        // ---- reviews ----
        case!("What's my average star rating for the year to date?", "reviews / YTD rating",
            rows("SELECT AVG(rating) FROM reviews WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["average_rating"])),
        case!("How many reviews did I get last month?", "reviews / count",
            rows("SELECT COUNT(*) FROM reviews WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["review_count"])),
        case!("average rating of the pan set since August 15", "reviews / product, since a date",
            rows("SELECT AVG(rating) FROM reviews WHERE seller_id='S001' AND product_id='P0003' AND date BETWEEN '2025-08-15' AND '2025-12-09'", &["average_rating"])),
        case!("How many 1-star reviews did I get in November?", "reviews / star filter count",
            rows("SELECT COUNT(*) FROM reviews WHERE seller_id='S001' AND rating=1 AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["count"])),
        case!("worst rated products this year", "reviews / ranking",
            rows("SELECT product_id, AVG(rating) FROM reviews WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY product_id ORDER BY AVG(rating) ASC, product_id LIMIT 5", &["product_id", "average_rating"])),
        // ---- account health ----
        case!("late shipment rate for the week of November 10", "account health / week of a date",
            rows("SELECT late_shipment_rate FROM account_health_weekly WHERE seller_id='S001' AND week_start='2025-11-10'", &["late_shipment_rate"])),
        // Stop 35 (wrong22): a stored week is the period's that holds its Thursday (ISO 8601);
        // the week of 2025-10-27 (Thursday 10-30) is October's, 2025-09-29 (Thursday 10-02) Q4's.
        case!("What was my order defect rate last month?", "account health / monthly average",
            rows("SELECT AVG(order_defect_rate) FROM account_health_weekly WHERE seller_id='S001' AND date(week_start, '+3 days') BETWEEN '2025-11-01' AND '2025-11-30'", &["order_defect_rate"])),
        case!("weekly late shipments since October", "account health / by week, since a month",
            rows("SELECT week_start, late_shipment_rate FROM account_health_weekly WHERE seller_id='S001' AND week_start BETWEEN '2025-09-25' AND '2025-12-09' ORDER BY week_start", &["week_start", "late_shipment_rate"])),
        // ---- product catalog ----
        case!("How many products do I have?", "catalog / count",
            rows("SELECT COUNT(*) FROM products WHERE seller_id='S001'", &["count"])),
        case!("show me everything in my catalog", "catalog / list",
            rows("SELECT product_id, title FROM products WHERE seller_id='S001' ORDER BY product_id", &["product_id", "title"])),
        // ---- category benchmark ----
        // "How does my X compare with my category?" is an Insight Generator question (benchmarking
        // domain, DESIGN.md); the descriptive questions here look the benchmark figures up.
        case!("What is the median conversion rate of Home & Kitchen sellers in 2025?", "benchmark / conversion",
            Expect::Row { key: "metric", columns: &["seller_value"],
                sql: "SELECT 'conversion_rate', 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09')" }),
        case!("benchmark figures for average rating, 2025", "benchmark / rating",
            Expect::Row { key: "metric", columns: &["seller_value"],
                sql: "SELECT 'average_rating', AVG(rating) FROM reviews WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09'" }),
    ]
}
