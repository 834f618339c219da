//! Descriptive set v2 (issue 9, "answer or ask, never guess"): questions about the demo seller
//! S001 phrased the way sellers type (terse, slang, typos, two dates in one question,
//! superlatives over time, stock vs sales, price on a day, counts, rankings, breakdowns,
//! comparisons of two periods, products named by words of their titles), each with its
//! expectation computed by independent SQL over the generated store (seed 42; today =
//! 2025-12-10, data 2024-01-01..2025-12-09; DATA.md's calendar conventions). Written before
//! the planner changes of issue 9 and never tuned on: its first run is the honest figure.
//!
//! Rule for editing: never edit a question or an expectation to make it pass; a wrong
//! expectation is fixed only with the SQL that shows why, and noted in
//! `docs/eval_v2_first_run.md`. Add new questions instead.
//!
//! Expectations state the *right* answer even where today's answer shapes cannot express it
//! (two dates, the best day, a count of days): the point is to measure. Column names are the
//! data contract's measure names (DATA.md, `apis/`): `revenue`, `units`, `orders`,
//! `units_refunded`, `refund_rate`, `average_selling_price`, `sessions`, `page_views`,
//! `conversion_rate`, `on_hand`, `inbound`, `stockout_days`, `price`, `competitor_price`,
//! `buy_box_pct`, `list_price`, `spend`, `clicks`, `impressions`, `attributed_sales`, `ctr`,
//! `acos`, `roas`, `average_rating`, `review_count`, the account-health rates; `period` is a
//! time key (a day `YYYY-MM-DD`, a week by its Monday, a month or quarter by its first day);
//! `count` is a number of things counted (products, days, weeks); `average_order_value` is
//! revenue / orders (not in the catalog yet: the right answer is still that).
//!
//! `covers` is `"kind / detail"`; the runner groups its report by kind.

/// What the answer must be.
pub enum Expect {
    /// The first table's `columns` equal the SQL rows, in order, with as many rows.
    Rows {
        sql: &'static str,
        columns: &'static [&'static str],
    },
    /// As `Rows`, in any order (a breakdown): rows are matched by their first column.
    Set {
        sql: &'static str,
        columns: &'static [&'static str],
    },
    /// The first row of the first table equals the SQL's single row on `columns` (a
    /// superlative: "best day", "worst month", "which product ... most"; a top-N list with the
    /// right one first is right too).
    First {
        sql: &'static str,
        columns: &'static [&'static str],
    },
    /// The SQL returns rows `(column, value)`: each value must appear in some answer table in
    /// that column (or in a `current` / `previous` column of a comparison), and no answer table
    /// may have more rows than the SQL (two dates asked, two values answered; not a series
    /// that happens to contain them).
    Each { sql: &'static str },
    /// Truly ambiguous: the answer must be a clarification. When `among` is not empty, at least
    /// two of its candidates must be among these product ids.
    Clarify { among: &'static [&'static str] },
    /// "No data for that period" (the period is wholly outside the data).
    NoData,
}

/// One question.
pub struct Case {
    pub question: &'static str,
    /// `"kind / detail"`: what the question covers (the report groups by kind).
    pub covers: &'static str,
    pub expect: Expect,
}

// Shorthands for the expectations, shared by the held-out sets written in this harness.
pub const fn rows(sql: &'static str, columns: &'static [&'static str]) -> Expect {
    Expect::Rows { sql, columns }
}
pub const fn set(sql: &'static str, columns: &'static [&'static str]) -> Expect {
    Expect::Set { sql, columns }
}
pub const fn first(sql: &'static str, columns: &'static [&'static str]) -> Expect {
    Expect::First { sql, columns }
}
pub const fn each(sql: &'static str) -> Expect {
    Expect::Each { sql }
}

/// `(seller, case)` of a held-out set whose cases name the seller who asks.
macro_rules! seller_case {
    ($seller:expr, $q:expr, $covers:expr, $e:expr) => {
        (
            $seller,
            Case {
                question: $q,
                covers: $covers,
                expect: $e,
            },
        )
    };
}
pub(crate) use seller_case;
const fn clarify(among: &'static [&'static str]) -> Expect {
    Expect::Clarify { among }
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
        // ---- stock vs sales: "in stock" is units on hand at the end of the last day, not units sold ----
        case!("how many units of P0001 do I have in stock", "stock / on hand now, product id",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND date='2025-12-09'", &["on_hand"])),
        case!("units in stock for the dutch oven rn", "stock / on hand now, slang",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0004' AND date='2025-12-09'", &["on_hand"])),
        case!("how many santoku knives have i got left", "stock / units left",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0027' AND date='2025-12-09'", &["on_hand"])),
        case!("stock on hand for the french press at the end of october", "stock / on hand at a month's end",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0013' AND date='2025-10-31'", &["on_hand"])),
        case!("how many units of P0001 were in stock on 2025-10-10", "stock / on hand on a day (stockout)",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND date='2025-10-10'", &["on_hand"])),
        case!("did i have any skillets in stock on oct 15", "stock / yes-no on a day",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND date='2025-10-15'", &["on_hand"])),
        case!("total units in stock across all my products", "stock / total on hand now",
            rows("SELECT SUM(on_hand) FROM inventory_daily WHERE seller_id='S001' AND date='2025-12-09'", &["on_hand"])),
        case!("units of P0006 sold last month and units on hand now", "stock / sold and on hand in one question",
            each("SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0006' AND date BETWEEN '2025-11-01' AND '2025-11-30'
                  UNION ALL SELECT 'on_hand', on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0006' AND date='2025-12-09'")),
        case!("how much inventory do i have of the pizza stone and how many did i sell in november", "stock / on hand vs sold",
            each("SELECT 'on_hand', on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0030' AND date='2025-12-09'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0030' AND date BETWEEN '2025-11-01' AND '2025-11-30'")),
        case!("stock level P0002 end of last month", "stock / on hand at last month's end",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0002' AND date='2025-11-30'", &["on_hand"])),
        case!("is the braiser in stock?", "stock / yes-no now",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0034' AND date='2025-12-09'", &["on_hand"])),
        case!("how many units did i receive for the skillet in october", "stock / inbound, not sold",
            rows("SELECT SUM(inbound) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-10-01' AND '2025-10-31'", &["inbound"])),
        case!("how many units of P0003 sold yesterday", "stock / sold, not on hand",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0003' AND date='2025-12-09'", &["units"])),
        case!("when did the skillet run out of stock this year", "stock / first stockout day",
            first("SELECT MIN(date) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND on_hand=0 AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["period"])),
        case!("dinner plates stock", "stock / terse, title words",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0033' AND date='2025-12-09'", &["on_hand"])),
        case!("how much stock of the wok is left and how many did i sell last week", "stock / on hand vs sold last week",
            each("SELECT 'on_hand', on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0026' AND date='2025-12-09'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0026' AND date BETWEEN '2025-12-01' AND '2025-12-07'")),

        // ---- price on a day, and two dates in one question ----
        case!("What was the price of P0002 on 2025-08-15 and on 2025-09-15?", "two dates / price on two days",
            each("SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0002' AND date='2025-08-15'
                  UNION ALL SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0002' AND date='2025-09-15'")),
        case!("price of the chef's knife on sept 1", "price / on a written day",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0002' AND date='2025-09-01'", &["price"])),
        case!("how much was i charging for the skillet on black friday", "price / on an event day",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0001' AND date='2025-11-28'", &["price"])),
        case!("price P0004 yesterday", "price / yesterday, terse",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0004' AND date='2025-12-09'", &["price"])),
        case!("what did the santoku sell for on 2025-03-03", "price / 'sell for' on an ISO day",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0027' AND date='2025-03-03'", &["price"])),
        case!("competitor price for P0002 on 2025-08-31 vs 2025-09-01", "two dates / competitor price",
            each("SELECT 'competitor_price', competitor_price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0002' AND date='2025-08-31'
                  UNION ALL SELECT 'competitor_price', competitor_price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0002' AND date='2025-09-01'")),
        case!("my price and the competitor's price for the dutch oven on nov 28", "price / two measures on a day",
            each("SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0004' AND date='2025-11-28'
                  UNION ALL SELECT 'competitor_price', competitor_price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0004' AND date='2025-11-28'")),
        case!("list price of the pan set", "price / list price (catalog)",
            rows("SELECT list_price_cents/100.0 FROM products WHERE seller_id='S001' AND product_id='P0003'", &["list_price"])),
        case!("price of P0001 on 2024-12-25 and 2025-12-09", "two dates / a year apart",
            each("SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0001' AND date='2024-12-25'
                  UNION ALL SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0001' AND date='2025-12-09'")),
        case!("how much did the knife strip cost on july 4th", "price / 'cost' on a written day",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0008' AND date='2025-07-04'", &["price"])),
        case!("buy box % for P0005 on 2025-11-28", "price / buy box on a day",
            rows("SELECT buy_box_pct FROM pricing_daily WHERE seller_id='S001' AND product_id='P0005' AND date='2025-11-28'", &["buy_box_pct"])),
        case!("wat was the price of the mixing bowls on 11/1 and 12/1", "two dates / US slashed, typo",
            each("SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0006' AND date='2025-11-01'
                  UNION ALL SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0006' AND date='2025-12-01'")),
        case!("rolling pin price yesterday", "price / title words, yesterday",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0024' AND date='2025-12-09'", &["price"])),
        case!("what was the lowest price P0002 had this year", "price / minimum over a year",
            first("SELECT MIN(price_cents)/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["price"])),
        case!("highest price i charged for the skillet in 2024", "price / maximum over a year",
            first("SELECT MAX(price_cents)/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2024-01-01' AND '2024-12-31'", &["price"])),
        case!("daily price of P0002 from aug 28 to sep 3", "price / daily series across the increase",
            rows("SELECT date, price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-08-28' AND '2025-09-03' ORDER BY date", &["period", "price"])),
        case!("units sold on 2025-11-28 and on 2025-11-29", "two dates / units on two days",
            each("SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND date='2025-11-28'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND date='2025-11-29'")),
        case!("revenue on dec 1 vs dec 8", "two dates / revenue on two days",
            each("SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2025-12-01'
                  UNION ALL SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2025-12-08'")),
        case!("sessions on 2025-07-08 and 2025-07-15", "two dates / sessions on two days",
            each("SELECT 'sessions', SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date='2025-07-08'
                  UNION ALL SELECT 'sessions', SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date='2025-07-15'")),
        case!("on hand for P0001 on oct 1 and on oct 20", "two dates / stock on two days",
            each("SELECT 'on_hand', on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND date='2025-10-01'
                  UNION ALL SELECT 'on_hand', on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND date='2025-10-20'")),

        // ---- superlatives over time: the best / worst day, week, month, quarter ----
        case!("show me my best day this year", "extremum / best day by revenue, this year",
            first("SELECT date, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "revenue"])),
        case!("worst month of 2024", "extremum / worst month by revenue",
            first("SELECT substr(date,1,7)||'-01', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY 1 ORDER BY 2 ASC, 1 LIMIT 1", &["period", "revenue"])),
        case!("which week had the most sessions this year", "extremum / week by sessions",
            first("SELECT date(date,'weekday 0','-6 days') AS w, SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY w ORDER BY 2 DESC, 1 LIMIT 1", &["period", "sessions"])),
        case!("best sales day ever", "extremum / best day all time",
            first("SELECT date, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "revenue"])),
        case!("what was my biggest day for orders in november", "extremum / day by orders, a month",
            first("SELECT date, SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "orders"])),
        case!("day with the lowest revenue last month", "extremum / lowest day, last month",
            first("SELECT date, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date ORDER BY 2 ASC, 1 LIMIT 1", &["period", "revenue"])),
        case!("which month had the highest units sold in 2024", "extremum / month by units",
            first("SELECT substr(date,1,7)||'-01', SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1", &["period", "units"])),
        case!("peak traffic day this year", "extremum / day by sessions, slang",
            first("SELECT date, SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "sessions"])),
        case!("which day in october had the most page views", "extremum / day by page views",
            first("SELECT date, SUM(page_views) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "page_views"])),
        case!("best week for orders in 2025", "extremum / week by orders",
            first("SELECT date(date,'weekday 0','-6 days') AS w, SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY w ORDER BY 2 DESC, 1 LIMIT 1", &["period", "orders"])),
        case!("highest revenue month ever", "extremum / month all time",
            first("SELECT substr(date,1,7)||'-01', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1", &["period", "revenue"])),
        case!("which quarter of 2024 had the most revenue", "extremum / quarter",
            first("SELECT substr(date,1,4)||'-'||printf('%02d',((CAST(substr(date,6,2) AS INTEGER)-1)/3)*3+1)||'-01' AS q, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY q ORDER BY 2 DESC, 1 LIMIT 1", &["period", "revenue"])),
        case!("worst week for sessions between sept 1 and nov 30", "extremum / lowest week, written range",
            first("SELECT date(date,'weekday 0','-6 days') AS w, SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-09-01' AND '2025-11-30' GROUP BY w ORDER BY 2 ASC, 1 LIMIT 1", &["period", "sessions"])),
        case!("day with the most refunds this year", "extremum / day by units refunded",
            first("SELECT date, SUM(units_refunded) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "units_refunded"])),
        case!("which month this year had my best conversion rate", "extremum / month by a rate",
            first("WITH u AS (SELECT substr(date,1,7) m, SUM(units) u FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY m),
                        s AS (SELECT substr(date,1,7) m, SUM(sessions) s FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY m)
                   SELECT u.m||'-01', 1.0*u.u/s.s FROM u JOIN s ON s.m=u.m ORDER BY 2 DESC, 1 LIMIT 1", &["period", "conversion_rate"])),
        case!("what day did P0002 sell the most units in 2025", "extremum / product's best day",
            first("SELECT date, units FROM sales_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-01-01' AND '2025-12-09' ORDER BY units DESC, date LIMIT 1", &["period", "units"])),
        case!("best month for the dutch oven last year", "extremum / product's best month by revenue",
            first("SELECT substr(date,1,7)||'-01', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0004' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1", &["period", "revenue"])),
        case!("which day did i spend the most on ads this year", "extremum / day by ad spend",
            first("SELECT date, SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "spend"])),
        case!("highest avg rating month in 2025", "extremum / month by rating",
            first("SELECT substr(date,1,7)||'-01', AVG(rating) FROM reviews WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1", &["period", "average_rating"])),
        case!("my worst day for orders in Q3", "extremum / lowest day in a quarter",
            first("SELECT date, SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-09-30' GROUP BY date ORDER BY 2 ASC, 1 LIMIT 1", &["period", "orders"])),
        case!("which day last week had the most sessions", "extremum / day of last week",
            first("SELECT date, SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "sessions"])),
        case!("which day of the week of nov 24 had the most orders", "extremum / day of a named week",
            first("SELECT date, SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-24' AND '2025-11-30' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "orders"])),
        case!("which week of november had the most ad clicks", "extremum / week by clicks",
            first("SELECT date(date,'weekday 0','-6 days') AS w, SUM(clicks) FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY w ORDER BY 2 DESC, 1 LIMIT 1", &["period", "clicks"])),
        case!("most units of P0001 i had in stock this year", "extremum / maximum on hand",
            first("SELECT MAX(on_hand) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["on_hand"])),
        case!("best month of 2025 so far for revenue", "extremum / best month this year",
            first("SELECT substr(date,1,7)||'-01', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1", &["period", "revenue"])),
        case!("slowest week for units in 2024", "extremum / lowest whole week of a year (not the 2-day stub of Dec 30-31)",
            first("SELECT date(date,'weekday 0','-6 days') AS w, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY w HAVING COUNT(DISTINCT date) = 7 ORDER BY 2 ASC, 1 LIMIT 1", &["period", "units"])),

        // ---- comparisons of two periods ----
        case!("How much did the skillet sell in october vs september", "comparison / product units, two months",
            rows("SELECT (SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-10-01' AND '2025-10-31'),
                         (SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-09-01' AND '2025-09-30')", &["current", "previous"])),
        case!("rev nov 2025 vs nov 2024", "comparison / same month, two years",
            rows("SELECT (SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'),
                         (SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-11-01' AND '2024-11-30')", &["current", "previous"])),
        case!("orders last week vs the week before", "comparison / week vs week before",
            rows("SELECT (SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07'),
                         (SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-24' AND '2025-11-30')", &["current", "previous"])),
        case!("sessions this month vs the same days last month", "comparison / month to date vs same span",
            rows("SELECT (SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-09'),
                         (SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-09')", &["current", "previous"])),
        case!("units q3 vs q2", "comparison / two quarters",
            rows("SELECT (SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-09-30'),
                         (SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-04-01' AND '2025-06-30')", &["current", "previous"])),
        case!("ad spend october and november", "comparison / two months, 'and'",
            each("SELECT 'spend', SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31'
                  UNION ALL SELECT 'spend', SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'")),
        case!("P0003 avg rating before and after aug 15 2025", "comparison / before and after a date",
            each("SELECT 'average_rating', AVG(rating) FROM reviews WHERE seller_id='S001' AND product_id='P0003' AND date BETWEEN '2024-01-01' AND '2025-08-14'
                  UNION ALL SELECT 'average_rating', AVG(rating) FROM reviews WHERE seller_id='S001' AND product_id='P0003' AND date BETWEEN '2025-08-15' AND '2025-12-09'")),
        case!("conversion rate of the chef's knife in august vs october", "comparison / product rate, two months",
            each("SELECT 'conversion_rate', 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-08-01' AND '2025-08-31')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-08-01' AND '2025-08-31')
                  UNION ALL SELECT 'conversion_rate', 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-10-01' AND '2025-10-31')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-10-01' AND '2025-10-31')")),
        case!("revenue first half vs second half of 2024", "comparison / two halves",
            each("SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-06-30'
                  UNION ALL SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-07-01' AND '2024-12-31'")),
        case!("how did black friday 2025 compare to black friday 2024 in revenue", "comparison / two events",
            each("SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2025-11-28'
                  UNION ALL SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2024-11-29'")),
        case!("prime day 2025 vs prime day 2024 units", "comparison / two events, units",
            each("SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-08' AND '2025-07-11'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-07-16' AND '2024-07-17'")),
        case!("sales in jan 2025 and jan 2024", "comparison / two named months",
            each("SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-01-31'
                  UNION ALL SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-01-31'")),
        case!("page views last 7 days vs the 7 days before", "comparison / last N days vs previous",
            rows("SELECT (SELECT SUM(page_views) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-03' AND '2025-12-09'),
                         (SELECT SUM(page_views) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-26' AND '2025-12-02')", &["current", "previous"])),
        case!("refund rate this year vs last year", "comparison / YTD vs same span last year",
            rows("SELECT (SELECT 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09'),
                         (SELECT 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-09')", &["current", "previous"])),
        case!("avg price of P0002 in august and in september", "comparison / average price, two months",
            each("SELECT 'price', ROUND(AVG(price_cents)/100.0, 2) FROM pricing_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-08-01' AND '2025-08-31'
                  UNION ALL SELECT 'price', ROUND(AVG(price_cents)/100.0, 2) FROM pricing_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-09-01' AND '2025-09-30'")),
        case!("late shipment rate week of nov 10 vs week of nov 3", "comparison / two weeks of account health",
            each("SELECT 'late_shipment_rate', late_shipment_rate FROM account_health_weekly WHERE seller_id='S001' AND week_start='2025-11-10'
                  UNION ALL SELECT 'late_shipment_rate', late_shipment_rate FROM account_health_weekly WHERE seller_id='S001' AND week_start='2025-11-03'")),
        case!("roas this year vs last year", "comparison / ads YoY",
            rows("SELECT (SELECT 1.0*SUM(attributed_sales_cents)/SUM(spend_cents) FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09'),
                         (SELECT 1.0*SUM(attributed_sales_cents)/SUM(spend_cents) FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-09')", &["current", "previous"])),
        case!("dutch oven units sept vs oct", "comparison / product, abbreviated months",
            each("SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0004' AND date BETWEEN '2025-09-01' AND '2025-09-30'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0004' AND date BETWEEN '2025-10-01' AND '2025-10-31'")),
        case!("skillet sessions october vs november", "comparison / product traffic, two months",
            each("SELECT 'sessions', SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-10-01' AND '2025-10-31'
                  UNION ALL SELECT 'sessions', SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-11-01' AND '2025-11-30'")),
        case!("orders cyber monday this year vs last year", "comparison / event YoY",
            each("SELECT 'orders', SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date='2025-12-01'
                  UNION ALL SELECT 'orders', SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date='2024-12-02'")),

        // ---- counts ----
        case!("how many products did i launch in 2025", "count / products launched in a year",
            rows("SELECT COUNT(*) FROM products WHERE seller_id='S001' AND launched_on BETWEEN '2025-01-01' AND '2025-12-31'", &["count"])),
        case!("how many days in november did i make more than $25,000", "count / days over a revenue threshold",
            rows("SELECT COUNT(*) FROM (SELECT date FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date HAVING SUM(revenue_cents) > 2500000)", &["count"])),
        case!("how many 1 star reviews has the pan set had since aug 15", "count / star reviews of a product since a date",
            rows("SELECT COUNT(*) FROM reviews WHERE seller_id='S001' AND product_id='P0003' AND rating=1 AND date BETWEEN '2025-08-15' AND '2025-12-09'", &["count"])),
        case!("how many products are out of stock right now", "count / products at zero stock",
            rows("SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S001' AND date='2025-12-09' AND on_hand=0", &["count"])),
        case!("how many reviews did the skillet get this year", "count / reviews of a product",
            rows("SELECT COUNT(*) FROM reviews WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["review_count"])),
        case!("how many stockout days did the french press have this year", "count / stockout days of a product",
            rows("SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0013' AND on_hand=0 AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["stockout_days"])),
        case!("how many weeks was my late shipment rate above 4% this year", "count / weeks over a threshold",
            rows("SELECT COUNT(*) FROM account_health_weekly WHERE seller_id='S001' AND late_shipment_rate > 0.04 AND week_start BETWEEN '2024-12-30' AND '2025-12-09'", &["count"])),
        case!("number of skus with an avg rating under 4 this year", "count / products under a rating",
            rows("SELECT COUNT(*) FROM (SELECT product_id FROM reviews WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY product_id HAVING AVG(rating) < 4)", &["count"])),
        case!("how many orders on black friday", "count / orders on an event",
            rows("SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date='2025-11-28'", &["orders"])),
        case!("how many units got refunded in october", "count / units refunded in a month",
            rows("SELECT SUM(units_refunded) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31'", &["units_refunded"])),
        case!("how many clicks did my ads get last week", "count / ad clicks",
            rows("SELECT SUM(clicks) FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["clicks"])),
        case!("how many 5 star reviews did the dutch oven get in 2024", "count / star reviews of a product in a year",
            rows("SELECT COUNT(*) FROM reviews WHERE seller_id='S001' AND product_id='P0004' AND rating=5 AND date BETWEEN '2024-01-01' AND '2024-12-31'", &["count"])),
        case!("how many of my products had no ad spend last month", "count / products without spend",
            rows("SELECT COUNT(*) FROM products p WHERE p.seller_id='S001' AND COALESCE((SELECT SUM(spend_cents) FROM ads_daily a WHERE a.seller_id='S001' AND a.product_id=p.product_id AND a.date BETWEEN '2025-11-01' AND '2025-11-30'),0)=0", &["count"])),
        case!("how many days was P0001 out of stock in total", "count / stockout days all time",
            rows("SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND on_hand=0", &["stockout_days"])),
        case!("how many days last month did i sell over 1000 units", "count / days over a units threshold",
            rows("SELECT COUNT(*) FROM (SELECT date FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date HAVING SUM(units) > 1000)", &["count"])),
        case!("how many reviews this week", "count / reviews this week",
            rows("SELECT COUNT(*) FROM reviews WHERE seller_id='S001' AND date BETWEEN '2025-12-08' AND '2025-12-09'", &["review_count"])),
        case!("number of products i sell that cost more than $50", "count / products over a list price",
            rows("SELECT COUNT(*) FROM products WHERE seller_id='S001' AND list_price_cents > 5000", &["count"])),

        // ---- rankings ----
        case!("top 3 products by revenue last week", "ranking / top 3 by revenue",
            rows("SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07' GROUP BY product_id ORDER BY SUM(revenue_cents) DESC, product_id LIMIT 3", &["product_id", "revenue"])),
        case!("bottom 3 by units this year", "ranking / bottom 3 by units",
            rows("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY product_id ORDER BY SUM(units) ASC, product_id LIMIT 3", &["product_id", "units"])),
        case!("top 5 skus by sessions yesterday", "ranking / top 5 by sessions, yesterday",
            rows("SELECT product_id, SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date='2025-12-09' GROUP BY product_id ORDER BY SUM(sessions) DESC, product_id LIMIT 5", &["product_id", "sessions"])),
        case!("which 3 products had the most refunds in november", "ranking / top 3 by refunds",
            rows("SELECT product_id, SUM(units_refunded) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id ORDER BY SUM(units_refunded) DESC, product_id LIMIT 3", &["product_id", "units_refunded"])),
        case!("top 10 products by orders in 2024", "ranking / top 10 by orders",
            rows("SELECT product_id, SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY product_id ORDER BY SUM(orders) DESC, product_id LIMIT 10", &["product_id", "orders"])),
        case!("3 best converting products last month", "ranking / top 3 by a rate",
            rows("WITH t AS (SELECT product_id, SUM(sessions) AS se FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id),
                       s AS (SELECT product_id, SUM(units) AS u FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id)
                  SELECT t.product_id, 1.0*COALESCE(s.u,0)/t.se AS c FROM t LEFT JOIN s ON s.product_id=t.product_id ORDER BY c DESC, t.product_id LIMIT 3", &["product_id", "conversion_rate"])),
        case!("5 lowest rated products all time", "ranking / bottom 5 by rating, all time",
            rows("SELECT product_id, AVG(rating) FROM reviews WHERE seller_id='S001' GROUP BY product_id ORDER BY AVG(rating) ASC, product_id LIMIT 5", &["product_id", "average_rating"])),
        case!("top 3 products by ad spend this quarter", "ranking / top 3 by spend",
            rows("SELECT product_id, SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-12-09' GROUP BY product_id ORDER BY SUM(spend_cents) DESC, product_id LIMIT 3", &["product_id", "spend"])),
        case!("which product had the most page views in november", "ranking / the top product",
            first("SELECT product_id, SUM(page_views) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id ORDER BY SUM(page_views) DESC, product_id LIMIT 1", &["product_id", "page_views"])),
        case!("top 3 products by units sold on black friday", "ranking / top 3 on an event day",
            rows("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date='2025-11-28' GROUP BY product_id ORDER BY SUM(units) DESC, product_id LIMIT 3", &["product_id", "units"])),
        case!("biggest sellers by revenue in december so far, top 5", "ranking / top 5 month to date",
            rows("SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-09' GROUP BY product_id ORDER BY SUM(revenue_cents) DESC, product_id LIMIT 5", &["product_id", "revenue"])),
        case!("which 3 products have the most stock", "ranking / top 3 by on hand",
            rows("SELECT product_id, on_hand FROM inventory_daily WHERE seller_id='S001' AND date='2025-12-09' ORDER BY on_hand DESC, product_id LIMIT 3", &["product_id", "on_hand"])),
        case!("bottom 3 products by buy box share last week", "ranking / bottom 3 by buy box",
            rows("SELECT product_id, AVG(buy_box_pct) FROM pricing_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07' GROUP BY product_id ORDER BY AVG(buy_box_pct) ASC, product_id LIMIT 3", &["product_id", "buy_box_pct"])),
        case!("top 3 products by number of reviews last quarter", "ranking / top 3 by review count",
            rows("SELECT product_id, COUNT(*) FROM reviews WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-09-30' GROUP BY product_id ORDER BY COUNT(*) DESC, product_id LIMIT 3", &["product_id", "review_count"])),
        case!("whats my #1 product by units ytd", "ranking / number one, slang",
            first("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY product_id ORDER BY SUM(units) DESC, product_id LIMIT 1", &["product_id", "units"])),
        case!("which product had the lowest conversion in october", "ranking / the bottom product by a rate",
            first("WITH t AS (SELECT product_id, SUM(sessions) AS se FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31' GROUP BY product_id),
                        s AS (SELECT product_id, SUM(units) AS u FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31' GROUP BY product_id)
                   SELECT t.product_id, 1.0*COALESCE(s.u,0)/t.se AS c FROM t LEFT JOIN s ON s.product_id=t.product_id ORDER BY c ASC, t.product_id LIMIT 1", &["product_id", "conversion_rate"])),
        case!("top 2 products by roas this year", "ranking / top 2 by a ratio",
            rows("SELECT product_id, 1.0*SUM(attributed_sales_cents)/SUM(spend_cents) AS r FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY product_id HAVING SUM(spend_cents) > 0 ORDER BY r DESC, product_id LIMIT 2", &["product_id", "roas"])),
        case!("which item did i sell the fewest of last month", "ranking / the bottom product by units",
            first("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id ORDER BY SUM(units) ASC, product_id LIMIT 1", &["product_id", "units"])),

        // ---- breakdowns by product, category, period ----
        case!("revenue by product last week", "breakdown / revenue by product",
            set("SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07' GROUP BY product_id", &["product_id", "revenue"])),
        case!("units by month this year", "breakdown / units by month",
            rows("SELECT substr(date,1,7)||'-01', SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY 1 ORDER BY 1", &["period", "units"])),
        case!("orders per day this week", "breakdown / orders by day, this week",
            rows("SELECT date, SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-08' AND '2025-12-09' GROUP BY date ORDER BY date", &["period", "orders"])),
        case!("sessions by product yesterday", "breakdown / sessions by product",
            set("SELECT product_id, SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date='2025-12-09' GROUP BY product_id", &["product_id", "sessions"])),
        case!("revenue by category last month", "breakdown / revenue by category",
            set("SELECT p.category, SUM(s.revenue_cents)/100.0 FROM sales_daily s JOIN products p ON p.product_id=s.product_id WHERE s.seller_id='S001' AND s.date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY p.category", &["category", "revenue"])),
        case!("revenue per week in october", "breakdown / revenue by week of a month",
            rows("SELECT date(date,'weekday 0','-6 days') AS w, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31' GROUP BY w ORDER BY w", &["period", "revenue"])),
        case!("stock by product", "breakdown / on hand by product, now",
            set("SELECT product_id, on_hand FROM inventory_daily WHERE seller_id='S001' AND date='2025-12-09'", &["product_id", "on_hand"])),
        case!("avg price by product this month", "breakdown / average price by product",
            set("SELECT product_id, ROUND(AVG(price_cents)/100.0, 2) FROM pricing_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-09' GROUP BY product_id", &["product_id", "price"])),
        case!("units refunded by month in 2024", "breakdown / refunds by month",
            rows("SELECT substr(date,1,7)||'-01', SUM(units_refunded) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY 1 ORDER BY 1", &["period", "units_refunded"])),
        case!("ad spend by month since june", "breakdown / spend by month, since a month",
            rows("SELECT substr(date,1,7)||'-01', SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-06-01' AND '2025-12-09' GROUP BY 1 ORDER BY 1", &["period", "spend"])),
        case!("reviews per month for the pan set this year", "breakdown / review count by month, product",
            rows("SELECT substr(date,1,7)||'-01', COUNT(*) FROM reviews WHERE seller_id='S001' AND product_id='P0003' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY 1 ORDER BY 1", &["period", "review_count"])),
        case!("skillet stock at the end of each month this year", "breakdown / on hand at each month's end",
            rows("SELECT substr(date,1,7)||'-01', on_hand FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND date IN (SELECT MAX(date) FROM inventory_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY substr(date,1,7)) ORDER BY 1", &["period", "on_hand"])),
        case!("units sold by product on black friday", "breakdown / units by product on a day",
            set("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S001' AND date='2025-11-28' GROUP BY product_id", &["product_id", "units"])),
        case!("conversion rate by month in 2024", "breakdown / a rate by month",
            rows("WITH u AS (SELECT substr(date,1,7) m, SUM(units) u FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY m),
                       s AS (SELECT substr(date,1,7) m, SUM(sessions) s FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY m)
                  SELECT u.m||'-01', 1.0*u.u/s.s FROM u JOIN s ON s.m=u.m ORDER BY 1", &["period", "conversion_rate"])),
        case!("orders by product for the knives last month", "breakdown / products sharing a title word",
            set("SELECT s.product_id, SUM(s.orders) FROM sales_daily s JOIN products p ON p.product_id=s.product_id WHERE s.seller_id='S001' AND s.product_id IN ('P0002','P0027','P0028') AND s.date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY s.product_id", &["product_id", "orders"])),
        case!("revenue by brand this year", "breakdown / revenue by brand",
            set("SELECT p.brand, SUM(s.revenue_cents)/100.0 FROM sales_daily s JOIN products p ON p.product_id=s.product_id WHERE s.seller_id='S001' AND s.date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY p.brand", &["brand", "revenue"])),
        case!("daily revenue for cyber week", "breakdown / revenue by day of an event",
            rows("SELECT date, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-28' AND '2025-12-01' GROUP BY date ORDER BY date", &["period", "revenue"])),

        // ---- products named by words of their titles ----
        case!("how many spice jars did i sell last month", "title words / units",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0021' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["units"])),
        case!("revenue from the crepe pan since launch", "title words / since launch",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0036' AND date BETWEEN '2025-04-14' AND '2025-12-09'", &["revenue"])),
        case!("salad spinner units ytd", "title words / YTD, terse",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0016' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["units"])),
        case!("milk frother sessions last week", "title words / traffic",
            rows("SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND product_id='P0032' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["sessions"])),
        case!("how are the stoneware mugs doing, revenue this quarter", "title words / revenue this quarter",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0035' AND date BETWEEN '2025-10-01' AND '2025-12-09'", &["revenue"])),
        case!("oven mitt refunds this year", "title words / refunds",
            rows("SELECT SUM(units_refunded) FROM sales_daily WHERE seller_id='S001' AND product_id='P0020' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["units_refunded"])),
        case!("cheese board avg rating in 2025", "title words / rating",
            rows("SELECT AVG(rating) FROM reviews WHERE seller_id='S001' AND product_id='P0029' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["average_rating"])),
        case!("colander orders in november", "title words / orders",
            rows("SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND product_id='P0022' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["orders"])),
        case!("how many kitchen towels did i move in q3", "title words / 'move' units",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0019' AND date BETWEEN '2025-07-01' AND '2025-09-30'", &["units"])),
        case!("herb keeper page views last month", "title words / page views",
            rows("SELECT SUM(page_views) FROM traffic_daily WHERE seller_id='S001' AND product_id='P0031' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["page_views"])),
        case!("measuring cups revenue last year", "title words / last year",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0023' AND date BETWEEN '2024-01-01' AND '2024-12-31'", &["revenue"])),
        case!("the knife sharpener's conversion rate this month", "title words / conversion, possessive",
            rows("SELECT 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0018' AND date BETWEEN '2025-12-01' AND '2025-12-09')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND product_id='P0018' AND date BETWEEN '2025-12-01' AND '2025-12-09')", &["conversion_rate"])),
        case!("olive wood spoons units sold in october", "title words / plural of a title word",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0025' AND date BETWEEN '2025-10-01' AND '2025-10-31'", &["units"])),
        case!("units of the 10 piece pan set yesterday", "title words / with a number",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0003' AND date='2025-12-09'", &["units"])),
        case!("braiser revenue since it launched", "title words / since launch, 2024 launch",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0034' AND date BETWEEN '2024-09-16' AND '2025-12-09'", &["revenue"])),
        case!("food storage containers units last month", "title words / long title fragment",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0015' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["units"])),
        case!("pour over kettle competitor price last week", "title words / competitor price",
            rows("SELECT ROUND(AVG(competitor_price_cents)/100.0, 2) FROM pricing_daily WHERE seller_id='S001' AND product_id='P0014' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["competitor_price"])),
        case!("utensil set revenue this year", "title words / revenue",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0007' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["revenue"])),
        case!("baking sheets units in november 2024", "title words / month with year",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0010' AND date BETWEEN '2024-11-01' AND '2024-11-30'", &["units"])),
        case!("magnetic strip sessions in 2025", "title words / partial title",
            rows("SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND product_id='P0008' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["sessions"])),
        case!("digital scale orders last 30 days", "title words / last 30 days",
            rows("SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND product_id='P0012' AND date BETWEEN '2025-11-10' AND '2025-12-09'", &["orders"])),
        case!("12 inch skillet revenue last week", "title words / size in the title",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["revenue"])),
        case!("cast iron care kit units in 2024", "title words / shares 'cast iron' with two others",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0017' AND date BETWEEN '2024-01-01' AND '2024-12-31'", &["units"])),
        case!("paring knives refund rate this year", "title words / refund rate",
            rows("SELECT 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0028' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["refund_rate"])),
        case!("how many bamboo boards did i sell on prime day", "title words / event",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0005' AND date BETWEEN '2025-07-08' AND '2025-07-11'", &["units"])),
        case!("stock pot sales last month", "title words / 'stock' as part of a title",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0009' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["revenue"])),

        // ---- terse, slang, typos ----
        case!("rev yday", "terse / revenue yesterday",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2025-12-09'", &["revenue"])),
        case!("hw many orders lst month", "typos / orders last month",
            rows("SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["orders"])),
        case!("$$ this wk", "slang / revenue this week",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-08' AND '2025-12-09'", &["revenue"])),
        case!("unts sold in oct", "typos / units in a month",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-10-01' AND '2025-10-31'", &["units"])),
        case!("how much did i make in 2024", "slang / 'make' = revenue",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-01-01' AND '2024-12-31'", &["revenue"])),
        case!("sales numbers for last weekend", "terse / last weekend",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-06' AND '2025-12-07'", &["revenue"])),
        case!("how much $ did the skillet bring in last month", "slang / product revenue",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["revenue"])),
        case!("gross sales ytd", "terse / YTD revenue",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["revenue"])),
        case!("revnue last quater", "typos / last quarter",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-07-01' AND '2025-09-30'", &["revenue"])),
        case!("aov last month", "terse / average order value (revenue / orders)",
            rows("SELECT 1.0*SUM(revenue_cents)/100.0/SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["average_order_value"])),
        case!("refund rate l30d", "terse / last 30 days abbreviated",
            rows("SELECT 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-10' AND '2025-12-09'", &["refund_rate"])),
        case!("traffic ytd?", "terse / traffic YTD",
            rows("SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["sessions"])),
        case!("clicks n impressions last wk", "slang / two ad measures",
            rows("SELECT SUM(clicks), SUM(impressions) FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["clicks", "impressions"])),
        case!("PPC spend MTD", "terse / ad spend month to date",
            rows("SELECT SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-09'", &["spend"])),
        case!("sold how many units on cyber monday", "slang / inverted, event",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date='2025-12-01'", &["units"])),
        case!("revenue the week of black friday", "terse / week of an event",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-24' AND '2025-11-30'", &["revenue"])),
        case!("units sold the day before black friday", "terse / day before an event",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date='2025-11-27'", &["units"])),
        case!("sales last 2 days", "terse / last N days",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-08' AND '2025-12-09'", &["revenue"])),
        case!("orders today", "terse / today (no data yet)", Expect::NoData),
        case!("units sold in january 2026", "terse / a future month (no data)", Expect::NoData),
        case!("ordrs on 2025-02-14", "typos / ISO day",
            rows("SELECT SUM(orders) FROM sales_daily WHERE seller_id='S001' AND date='2025-02-14'", &["orders"])),
        case!("HOW MANY UNITS DID I SELL IN SEPTEMBER", "casing / all caps",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-09-01' AND '2025-09-30'", &["units"])),
        case!("avg sale price last wk", "terse / ASP last week",
            rows("SELECT SUM(revenue_cents)/100.0/SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["average_selling_price"])),
        case!("yo how many sessions did i get on black friday 2024", "slang / event with year, traffic",
            rows("SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date='2024-11-29'", &["sessions"])),
        case!("sales in december 2024", "terse / a past December",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2024-12-01' AND '2024-12-31'", &["revenue"])),
        case!("units jan-mar", "terse / month range abbreviated",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-01-01' AND '2025-03-31'", &["units"])),

        // ---- other dimensions: reviews, ads, account health, traffic ----
        case!("avg rating last 90 days", "reviews / last 90 days",
            rows("SELECT AVG(rating) FROM reviews WHERE seller_id='S001' AND date BETWEEN '2025-09-11' AND '2025-12-09'", &["average_rating"])),
        case!("ctr yesterday", "ads / ctr yesterday",
            rows("SELECT 1.0*SUM(clicks)/SUM(impressions) FROM ads_daily WHERE seller_id='S001' AND date='2025-12-09'", &["ctr"])),
        case!("odr last week", "account health / ODR last week",
            rows("SELECT order_defect_rate FROM account_health_weekly WHERE seller_id='S001' AND week_start='2025-12-01'", &["order_defect_rate"])),
        case!("late shipment rate in the week of november 17", "account health / week of a written date",
            rows("SELECT late_shipment_rate FROM account_health_weekly WHERE seller_id='S001' AND week_start='2025-11-17'", &["late_shipment_rate"])),
        case!("valid tracking rate by week in october", "account health / by week",
            rows("SELECT week_start, valid_tracking_rate FROM account_health_weekly WHERE seller_id='S001' AND week_start BETWEEN '2025-09-25' AND '2025-10-31' ORDER BY week_start", &["week_start", "valid_tracking_rate"])),
        case!("conversion rate last week", "traffic / conversion last week",
            rows("SELECT 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date BETWEEN '2025-12-01' AND '2025-12-07')", &["conversion_rate"])),
        case!("attributed sales last month", "ads / attributed sales",
            rows("SELECT SUM(attributed_sales_cents)/100.0 FROM ads_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["attributed_sales"])),
        case!("how many 2 star reviews in october", "reviews / star count in a month",
            rows("SELECT COUNT(*) FROM reviews WHERE seller_id='S001' AND rating=2 AND date BETWEEN '2025-10-01' AND '2025-10-31'", &["count"])),
        case!("acos for the chef's knife last quarter", "ads / product ACOS",
            rows("SELECT 1.0*SUM(spend_cents)/SUM(attributed_sales_cents) FROM ads_daily WHERE seller_id='S001' AND product_id='P0002' AND date BETWEEN '2025-07-01' AND '2025-09-30'", &["acos"])),
        case!("page views vs sessions yesterday", "traffic / two measures",
            rows("SELECT SUM(page_views), SUM(sessions) FROM traffic_daily WHERE seller_id='S001' AND date='2025-12-09'", &["page_views", "sessions"])),
        // Stop 35 (wrong22): a stored week is the period's that holds its Thursday (ISO 8601);
        // the week of 2025-10-27 (Thursday 10-30) is October's, 2025-09-29 (Thursday 10-02) Q4's.
        case!("what's my cancellation rate been by week since november", "account health / by week since a month",
            rows("SELECT week_start, cancellation_rate FROM account_health_weekly WHERE seller_id='S001' AND date(week_start, '+3 days') >= '2025-11-01' AND week_start <= '2025-12-09' ORDER BY week_start", &["week_start", "cancellation_rate"])),
        case!("impressions on the skillet ads in november", "ads / product impressions",
            rows("SELECT SUM(impressions) FROM ads_daily WHERE seller_id='S001' AND product_id='P0001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["impressions"])),
        case!("inbound units last month", "inventory / inbound total",
            rows("SELECT SUM(inbound) FROM inventory_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["inbound"])),
        case!("buy box pct for the dutch oven last month", "pricing / product buy box",
            rows("SELECT AVG(buy_box_pct) FROM pricing_daily WHERE seller_id='S001' AND product_id='P0004' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["buy_box_pct"])),

        // ---- truly ambiguous: ask, never guess (at most 10% of the set) ----
        case!("how many units of the knife did i sell last month", "clarify / 'the knife' (5 titles with Knife)",
            clarify(&["P0002", "P0027", "P0028", "P0008", "P0018"])),
        case!("price of the cast iron yesterday", "clarify / 'the cast iron' (skillet, grill pan, care kit)",
            clarify(&["P0001", "P0011", "P0017"])),
        case!("revenue from the pan last week", "clarify / 'the pan' (pan set, grill pan, crepe pan)",
            clarify(&["P0003", "P0011", "P0036"])),
        case!("stock of the coffee one", "clarify / 'the coffee one' (French press, kettle)",
            clarify(&["P0013", "P0014"])),
        case!("sessions on the enameled one this month", "clarify / 'enameled' (Dutch oven, braiser)",
            clarify(&["P0004", "P0034"])),
        case!("carbon steel sales this year", "clarify / 'carbon steel' (wok, crepe pan)",
            clarify(&["P0026", "P0036"])),
        case!("glass set units in october", "clarify / 'glass' (storage containers, spice jars)",
            clarify(&["P0015", "P0021"])),
        case!("silicone revenue ytd", "clarify / 'silicone' (utensil set, oven mitts)",
            clarify(&["P0007", "P0020"])),
        case!("board sales last month", "clarify / 'board' (cutting board, cheese board)",
            clarify(&["P0005", "P0029"])),
        case!("sales of the steel one in q3", "clarify / 'steel' (bowls, stock pot, colander, wok, crepe pan)",
            clarify(&["P0006", "P0009", "P0022", "P0026", "P0036"])),
        case!("spoons revenue in november", "clarify / 'spoons' (measuring set, olive wood set)",
            clarify(&["P0023", "P0025"])),
        case!("what was the price on 2025-09-01", "clarify / a price with no product",
            clarify(&[])),
        case!("units of the 3-piece set sold last week", "clarify / '3-piece set' (cutting board set, paring knife set)",
            clarify(&["P0005", "P0028"])),
    ]
}
