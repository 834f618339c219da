//! Issue 9's development set for the typed intent (`src/planner/intent.rs`): new seller-style
//! questions, written for this work and used to find and fix causes, so its figure is *not*
//! a held-out one (descriptive v2 is). Same expectations as descriptive v2 (independent SQL over
//! the demo store, seed 42, today = 2025-12-10, data 2024-01-01..2025-12-09).

use super::descriptive_v2::{Case, Expect};

const fn rows(sql: &'static str, columns: &'static [&'static str]) -> Expect {
    Expect::Rows { sql, columns }
}
const fn first(sql: &'static str, columns: &'static [&'static str]) -> Expect {
    Expect::First { sql, columns }
}
const fn each(sql: &'static str) -> Expect {
    Expect::Each { sql }
}
const fn clarify() -> Expect {
    Expect::Clarify { among: &[] }
}

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
        // ---- extremum over time ----
        case!("top day for revenue in october", "extremum / day, a month",
            first("SELECT date, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "revenue"])),
        case!("what month of 2025 had the fewest orders", "extremum / lowest month, whole months only",
            first("SELECT substr(date,1,7)||'-01', SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-11-30' GROUP BY 1 ORDER BY 2 ASC, 1 LIMIT 1", &["period", "orders"])),
        case!("busiest week of 2024 for sessions", "extremum / busiest week",
            first("SELECT date(date,'weekday 0','-6 days') AS w, SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-29' GROUP BY w ORDER BY 2 DESC, 1 LIMIT 1", &["period", "sessions"])),
        case!("which day in november did i sell the most units", "extremum / day by units",
            first("SELECT date, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "units"])),
        case!("biggest ad spend month in 2024", "extremum / month by ad spend",
            first("SELECT substr(date,1,7)||'-01', SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1", &["period", "spend"])),
        case!("lowest traffic day in september", "extremum / lowest day by sessions",
            first("SELECT date, SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-09-01' AND '2025-09-30' GROUP BY date ORDER BY 2 ASC, 1 LIMIT 1", &["period", "sessions"])),
        case!("which month in 2024 did the skillet make the most revenue", "extremum / product's month",
            first("SELECT substr(date,1,7)||'-01', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1", &["period", "revenue"])),
        case!("worst day for P0003 units in october", "extremum / product's worst day",
            first("SELECT date, units FROM sales_daily WHERE seller_id='S001' AND product_id='P0003' AND date BETWEEN '2025-10-01' AND '2025-10-31' ORDER BY units ASC, date LIMIT 1", &["period", "units"])),
        case!("peak week for page views in q3", "extremum / peak week, a quarter",
            first("SELECT date(date,'weekday 0','-6 days') AS w, SUM(page_views) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-07' AND '2025-09-28' GROUP BY w ORDER BY 2 DESC, 1 LIMIT 1", &["period", "page_views"])),
        case!("which day this month had the most orders", "extremum / day this month",
            first("SELECT date, SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-09' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "orders"])),
        case!("highest price of P0006 in 2025", "extremum / highest price over a year",
            first("SELECT MAX(price_cents)/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0006' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["price"])),
        case!("which month last year had the most refunds", "extremum / month by refunds",
            first("SELECT substr(date,1,7)||'-01', SUM(units_refunded) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1", &["period", "units_refunded"])),
        case!("best quarter of 2024 for units", "extremum / quarter by units",
            first("SELECT substr(date,1,4)||'-'||printf('%02d',((CAST(substr(date,6,2) AS INTEGER)-1)/3)*3+1)||'-01' AS q, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY q ORDER BY 2 DESC, 1 LIMIT 1", &["period", "units"])),
        // ---- two or more periods ----
        case!("revenue on nov 28 and on dec 1", "two dates / revenue on two days",
            each("SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2025-11-28'
                  UNION ALL SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2025-12-01'")),
        case!("orders in september and october", "two dates / two months listed",
            each("SELECT 'orders', SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-09-01' AND '2025-09-30'
                  UNION ALL SELECT 'orders', SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31'")),
        case!("price of P0001 on 2025-06-01 and on 2025-07-01", "two dates / price on two days",
            each("SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0001' AND date='2025-06-01'
                  UNION ALL SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0001' AND date='2025-07-01'")),
        case!("sessions on 2025-03-03 and 2025-04-04", "two dates / sessions on two days",
            each("SELECT 'sessions', SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date='2025-03-03'
                  UNION ALL SELECT 'sessions', SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date='2025-04-04'")),
        case!("units sold in march and april 2025", "two dates / two months, a shared year",
            each("SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-03-01' AND '2025-03-31'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-04-01' AND '2025-04-30'")),
        case!("ad spend on 2025-11-27 and on 2025-11-28", "two dates / ad spend on two days",
            each("SELECT 'spend', SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date='2025-11-27'
                  UNION ALL SELECT 'spend', SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date='2025-11-28'")),
        // ---- stock vs sales: measures decide the API ----
        case!("how many units of the wok are in stock", "stock / on hand now",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0026' AND date='2025-12-09'", &["on_hand"])),
        case!("P0013 units on hand", "stock / on hand, terse",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0013' AND date='2025-12-09'", &["on_hand"])),
        case!("how many units of P0002 did i sell last week", "stock / sold, not stock",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["units"])),
        case!("inbound units for P0001 in november", "stock / inbound",
            rows("SELECT SUM(inbound) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["inbound"])),
        case!("refunds last month", "sales / units refunded",
            rows("SELECT SUM(units_refunded) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["units_refunded"])),
        case!("ad sales last week", "ads / ad-attributed sales, not revenue",
            rows("SELECT SUM(attributed_sales_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["attributed_sales"])),
        case!("revenue last week", "sales / revenue, not ad sales",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["revenue"])),
        case!("stock of P0004 at the end of september", "stock / on hand at a month's end",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0004' AND date='2025-09-30'", &["on_hand"])),
        case!("how many french presses do i have on hand", "stock / on hand now, title words",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0013' AND date='2025-12-09'", &["on_hand"])),
        case!("which week in october had the lowest revenue", "extremum / lowest whole week of a month",
            first("SELECT date(date,'weekday 0','-6 days') AS w, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-06' AND '2025-10-26' GROUP BY w ORDER BY 2 ASC, 1 LIMIT 1", &["period", "revenue"])),
        // ---- all time ----
        case!("total revenue of the wok all time", "all time / product revenue",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0026'", &["revenue"])),
        case!("lifetime units sold for P0002", "all time / product units",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0002'", &["units"])),
        // ---- no measure: ask, do not guess ----
        case!("what about last tuesday", "clarify / no measure",
            clarify()),
        case!("numbers for october pls", "clarify / no measure, a period",
            clarify()),
    ]
}
