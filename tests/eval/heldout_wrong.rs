//! Held-out set of issue 9's stop 14 (branch `wrong`): 45 descriptive questions as sellers type
//! them, written and committed *before* any change of that work, so that its first run is a
//! blind figure and its last run shows whether the fixes generalise. Same harness and
//! expectations as descriptive v2 (independent SQL over the demo store, seed 42, S001, today =
//! 2025-12-10, data 2024-01-01..2025-12-09; DATA.md's calendar conventions).
//!
//! Rule for editing: never edit a question or an expectation to make it pass; its misses may be
//! read, but what is fixed for them must be a general cause and is reported as read.

use super::descriptive_v2::{each, first, rows, set, Case};

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
        // ---- one measure, one period, a product: descriptive, not diagnostic ----
        case!("when did P0001 first hit zero stock", "stock / first stockout day, all time",
            first("SELECT MIN(date) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND on_hand=0", &["period"])),
        case!("salad spinner refunds in 2024", "title words / refunds in a year",
            rows("SELECT SUM(units_refunded) FROM sales_daily WHERE seller_id='S001' AND product_id='P0016' AND date BETWEEN '2024-01-01' AND '2024-12-31'", &["units_refunded"])),
        case!("out of stock days for the skillet in october", "count / stockout days in a month",
            rows("SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND on_hand=0 AND date BETWEEN '2025-10-01' AND '2025-10-31'", &["stockout_days"])),
        case!("which product had the highest conversion last month", "ranking / the top product by a rate",
            first("WITH t AS (SELECT product_id, SUM(sessions) AS se FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id),
                        s AS (SELECT product_id, SUM(units) AS u FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id)
                   SELECT t.product_id, 1.0*COALESCE(s.u,0)/t.se AS c FROM t LEFT JOIN s ON s.product_id=t.product_id ORDER BY c DESC, t.product_id LIMIT 1", &["product_id", "conversion_rate"])),
        case!("pizza stone units on cyber monday", "title words / units on an event day",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0030' AND date='2025-12-01'", &["units"])),
        case!("wok returns last quarter", "title words / refunds last quarter",
            rows("SELECT SUM(units_refunded) FROM sales_daily WHERE seller_id='S001' AND product_id='P0026' AND date BETWEEN '2025-07-01' AND '2025-09-30'", &["units_refunded"])),
        case!("cyber monday 2025 vs cyber monday 2024 orders", "comparison / two events, orders",
            each("SELECT 'orders', SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date='2025-12-01'
                  UNION ALL SELECT 'orders', SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date='2024-12-02'")),
        case!("list my products priced above $40", "list / products over a list price",
            set("SELECT product_id, list_price_cents/100.0 FROM products WHERE seller_id='S001' AND list_price_cents > 4000", &["product_id", "list_price"])),
        case!("sold how many mugs in october", "title words / units, inverted",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0035' AND date BETWEEN '2025-10-01' AND '2025-10-31'", &["units"])),
        case!("santoku page views in november", "title words / page views in a month",
            rows("SELECT SUM(page_views) FROM traffic_daily WHERE seller_id='S001' AND product_id='P0027' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["page_views"])),
        // ---- the resolver: halves, offsets from events, before/after ----
        case!("orders first half vs second half of 2025", "comparison / two halves, a year so far",
            each("SELECT 'orders', SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-06-30'
                  UNION ALL SELECT 'orders', SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-12-09'")),
        case!("revenue the day after black friday", "terse / day after an event",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2025-11-29'", &["revenue"])),
        case!("units 2 days before cyber monday", "terse / days before an event",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date='2025-11-29'", &["units"])),
        case!("P0002 units sold before and after sept 1 2025", "comparison / before and after a date",
            each("SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2024-01-01' AND '2025-08-31'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-09-01' AND '2025-12-09'")),
        case!("orders on black friday and cyber monday", "two dates / two events",
            each("SELECT 'orders', SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date='2025-11-28'
                  UNION ALL SELECT 'orders', SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date='2025-12-01'")),
        case!("orders this month vs same period last month", "comparison / month to date vs same span",
            each("SELECT 'orders', SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-09'
                  UNION ALL SELECT 'orders', SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-09'")),
        // ---- levels, product sets, #1, counts with a condition ----
        case!("P0004 inventory at the end of q3", "stock / on hand at a quarter's end",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0004' AND date='2025-09-30'", &["on_hand"])),
        case!("revenue by product for the cast iron stuff last month", "breakdown / products sharing title words",
            set("SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id IN ('P0001','P0011','P0017') AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id", &["product_id", "revenue"])),
        case!("#1 product by revenue in november", "ranking / number one",
            first("SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id ORDER BY 2 DESC, product_id LIMIT 1", &["product_id", "revenue"])),
        case!("how many products sold more than 500 units in november", "count / products over a units threshold",
            rows("SELECT COUNT(*) FROM (SELECT product_id FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id HAVING SUM(units) > 500)", &["count"])),
        case!("how many days this year did the skillet have zero stock", "count / stockout days this year",
            rows("SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND on_hand=0 AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["stockout_days"])),
        case!("how many 1-star reviews this year", "count / star reviews in a year",
            rows("SELECT COUNT(*) FROM reviews WHERE seller_id='S001' AND rating=1 AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["count"])),
        // ---- plain totals, typos, slang ----
        case!("units sold yesterday", "terse / units yesterday",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date='2025-12-09'", &["units"])),
        case!("revenu last mnth", "typos / revenue last month",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["revenue"])),
        case!("how much did i spend on ads in october", "ads / spend in a month",
            rows("SELECT SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31'", &["spend"])),
        case!("acos last month", "ads / acos last month",
            rows("SELECT 1.0*SUM(spend_cents)/SUM(attributed_sales_cents) FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["acos"])),
        case!("roas last quarter", "ads / roas last quarter",
            rows("SELECT 1.0*SUM(attributed_sales_cents)/SUM(spend_cents) FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-09-30'", &["roas"])),
        case!("avg rating for the wok this year", "title words / rating this year",
            rows("SELECT AVG(rating) FROM reviews WHERE seller_id='S001' AND product_id='P0026' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["average_rating"])),
        case!("refund rate of the pan set in q3", "title words / refund rate in a quarter",
            rows("SELECT 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0003' AND date BETWEEN '2025-07-01' AND '2025-09-30'", &["refund_rate"])),
        case!("clicks on the chef's knife ads yesterday", "ads / product clicks yesterday",
            rows("SELECT SUM(clicks) FROM ads_daily WHERE seller_id='S001' AND product_id='P0002' AND date='2025-12-09'", &["clicks"])),
        case!("sesions yday", "typos / sessions yesterday",
            rows("SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date='2025-12-09'", &["sessions"])),
        case!("late shipment rate last week", "account health / last week",
            rows("SELECT late_shipment_rate FROM account_health_weekly WHERE seller_id='S001' AND week_start='2025-12-01'", &["late_shipment_rate"])),
        // ---- rankings, breakdowns, extremes ----
        case!("top 5 products by page views last week", "ranking / top 5 by page views",
            rows("SELECT product_id, SUM(page_views) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07' GROUP BY product_id ORDER BY 2 DESC, product_id LIMIT 5", &["product_id", "page_views"])),
        case!("bottom 3 products by revenue in october", "ranking / bottom 3 by revenue",
            rows("SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31' GROUP BY product_id ORDER BY 2 ASC, product_id LIMIT 3", &["product_id", "revenue"])),
        case!("which product sold the most on black friday 2024", "ranking / the top product on an event day",
            first("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date='2024-11-29' GROUP BY product_id ORDER BY 2 DESC, product_id LIMIT 1", &["product_id", "units"])),
        case!("revenue by month in 2024", "breakdown / revenue by month",
            rows("SELECT substr(date,1,7)||'-01', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY 1 ORDER BY 1", &["period", "revenue"])),
        case!("orders by day last week", "breakdown / orders by day",
            rows("SELECT date, SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07' GROUP BY date ORDER BY date", &["period", "orders"])),
        case!("best day for units in 2024", "extremum / best day by units",
            first("SELECT date, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "units"])),
        case!("worst month for sessions this year", "extremum / lowest whole month by sessions",
            first("SELECT substr(date,1,7)||'-01', SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-11-30' GROUP BY 1 ORDER BY 2 ASC, 1 LIMIT 1", &["period", "sessions"])),
        // ---- price, stock, inbound ----
        case!("price of the wok on black friday", "price / on an event day",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0026' AND date='2025-11-28'", &["price"])),
        case!("competitor price of the santoku yesterday", "price / competitor price yesterday",
            rows("SELECT competitor_price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0027' AND date='2025-12-09'", &["competitor_price"])),
        case!("buy box for P0001 last week", "pricing / buy box last week",
            rows("SELECT AVG(buy_box_pct) FROM pricing_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["buy_box_pct"])),
        case!("units on hand for the colander", "stock / on hand now",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0022' AND date='2025-12-09'", &["on_hand"])),
        case!("how many kettles are left", "stock / units left",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0014' AND date='2025-12-09'", &["on_hand"])),
        case!("how many milk frothers did i receive in 2025", "stock / inbound, not sold",
            rows("SELECT SUM(inbound) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0032' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["inbound"])),
    ]
}
