//! Fifth held-out set of issue 9's "0 confidently wrong" work, measured on sellers other than
//! S001 (written by helper `rightall16`, stop 29), for when the first four
//! (`heldout_sellers.rs` .. `heldout_sellers4.rs`) stopped being blind: 134 descriptive
//! questions as sellers type them, none a repeat of those sets' questions (checked against
//! every question of the four and of `heldout_desc.rs` / `descriptive_v2.rs`). It leans on
//! what they had little of: voice-dictated wordings (fillers, no punctuation, numbers and years
//! in words: "okay so um how many of the ssd did we sell the week before thanksgiving", "black
//! friday twenty twenty three orders", "how many days in q3 did we get more than four hundred
//! orders"), regional English (British "takings", "shift", "cheeky one", "cheers", "at the mo",
//! "christmas hols", "labour day", "moisturiser", "skipping rope", "chopping boards";
//! Australian "all up"; Indian "kindly share"), context around the ask ("quick one before my
//! accountant call - ...", "for the board deck: ...", "before i reorder - ...", "just prepping
//! my black friday recap - ...", "doing the ads budget - ...", "my bookkeeper wants ..."), a
//! product named by an everyday word for its kind ("dinner set", "chopping boards", "walking
//! poles", "skipping rope", "fishing boxes", "face wash", "teddy bear", "water guns", "pro anc
//! headphones") or by the one title word (a colour, a size, "deluxe", "pro" vs "premium") that
//! tells it from its siblings, periods relative to a holiday or a sale event ("the week before
//! thanksgiving", "the week before valentines", "the 2 weeks before black friday", "since
//! easter", "since labour day", "since halloween", "since summer started", "the day before
//! black friday", "cyber monday vs the monday before", "easter sunday and the day after",
//! "boxing day vs christmas eve", "the christmas hols last year", "cyber weekend", "prime day
//! this year", "singles day compared to black friday"), counts with a condition (days with no
//! sales, days at or over / under a units, orders or ad-spend threshold, whole weeks over a
//! units threshold, stock-out days, products with a 1-star review, products reviewed, products
//! over a units threshold), ratios (conversion, ACOS, ROAS, CTR, refund rate, average order
//! value, buy box, shares of revenue and of units) and two products or two periods in one
//! question; plus stock vs sales (on hand, inbound, stock-out days), price and competitor price
//! on a day, list price, reviews, refunds, ads, traffic, account health, rankings,
//! superlatives over time (best / worst day, whole week, whole month) and breakdowns by
//! product. Asked by 26 sellers across all five categories (Home & Kitchen 26 with S001's 4,
//! Electronics 30, Sports & Outdoors 30, Beauty & Personal Care 25, Toys & Games 23; S002,
//! S003, S005, S006, S009, S010, S011, S012, S015, S017, S018, S019, S020, S021, S023, S025,
//! S027, S028, S029, S030, S033, S034, S036, S039, S040 ask 4 to 7 each). Written blind:
//! before any run of the pipeline on it or on any of its questions, from the data contract,
//! `apis/`, `calendar/events.yaml`'s dates and the store alone, every expectation's SQL run on
//! the demo store. Of the 134: 61 `rows`, 32 `each`, 13 `first`, 9 `set`; 11 are truly
//! ambiguous (asked back with candidates), 4 name a kind the seller does not carry (asked
//! back, no candidates), 4 ask for a period wholly outside the seller's data (no data); 1 names
//! a product by its id.
//!
//! Same harness and expectations as descriptive v2 and the first four held-out sets of other
//! sellers (independent SQL over the demo store, seed 42, today = 2025-12-10, data
//! 2024-01-01..2025-12-09 except where a seller's own data starts later: S019 2024-06-08, S029
//! 2024-05-19, S040 2024-04-02). DATA.md's calendar conventions: a week is Monday..Sunday
//! ("last week" = 2025-12-01..2025-12-07), "this month" / "december so far" is the data so far
//! (2025-12-01..2025-12-09), "last month" is November 2025, "this year" / "so far this year" is
//! 2025-01-01..2025-12-09, "last quarter" / "q3" is Q3 2025, "the last 30 days"
//! 2025-11-10..2025-12-09, "yesterday" / "now" / "rn" / "at the moment" / "at the mo"
//! 2025-12-09 (stock at its end); a named event or month without a year is its most recent
//! occurrence that has started (`calendar/events.yaml`: "easter" 2025-04-20, "labor day" /
//! "labour day" 2025-09-01, "memorial day" 2025-05-26, "the 4th of july" 2025-07-04,
//! "thanksgiving" 2025-11-27, "valentines" 2025-02-14, "singles day" 2025-11-11, "prime day"
//! 2025-07-08..11, "cyber weekend" Cyber Week 2025-11-28..12-01, "christmas eve" 2024-12-24,
//! "boxing day" 2024-12-26, "the christmas hols" the Holiday Season, November and December,
//! "summer" 06-01..08-31, "autumn" 09-01..11-30, "spring" from 03-01, "may" 2025-05); "since X"
//! starts on X's first day and ends 2025-12-09, "since it launched" / "since launch" on the
//! product's `launched_on`; "the week of X" is the Monday..Sunday week holding X, "the week
//! before X" the Monday..Sunday week before that one; "the 2 weeks before X" is the 14 days
//! before X; "the day before X" and "the monday before" (a Monday event) are single days; a
//! superlative or a count over weeks or months takes whole buckets only (a week of seven days
//! inside the range, a month wholly in the data, so never December 2025). A share is a
//! fraction of the seller's whole total for the period (`revenue_share`, `units_share`).
//! Conversion is units / sessions, refund rate units refunded / units, ACOS spend / attributed
//! sales, ROAS its inverse, CTR clicks / impressions, average order value revenue / orders, buy
//! box over a span the mean of the daily `buy_box_pct`; a rating with no period is over all
//! the product's reviews. "Stock" / "on hand" on a day is its end-of-day `on_hand`; "inbound" /
//! "came in" / "receive" is a sum of `inbound`; stock-out / "sold out" days are days with
//! `on_hand = 0`; "sold nothing" / "not sell a single one" days are days with `units = 0`.
//! Some right answers are zero (a product that sold every day, no stock-out, nothing inbound
//! last week): an answer of zero is then right, and "no data" is not.
//!
//! Ambiguity: a kind the seller has several products of, when one product's figure is asked
//! (a price, an ACOS, a buy box, a conversion rate, stock on hand, stock-out days), is asked
//! back with those products as candidates: summing or averaging them would be a wrong number;
//! so is a title word that several of them share ("grey dinner set" for two grey dinnerware
//! sets, "blue hair dryer" for two blue ones, "black teddy bear" for two black plush bears,
//! "signature art kit" for "Signature Kids Art Kit" and "Signature Kids Art Kit - Large"), and
//! two products with the same title ("the kitchen scale" of S003, "classic hiking backpack" of
//! S017). A colour, size or title word that only one of them has names that one. A plural kind
//! ("spice racks ... in total", "both of them added up", "all three together", "running belts
//! ... altogether") is a sum, or a breakdown when asked "each" / "per kit" / "by tent". A kind
//! the seller does not carry is asked back with no candidates. A period wholly outside the
//! seller's data is "no data".
//!
//! Debatable by design, stated here so a miss is read right: "the christmas hols last year" is
//! the calendar's Holiday Season 2024 (2024-11-01..12-31), not only late December; "the week
//! before thanksgiving / valentines" is the Monday..Sunday week before the holiday's week, not
//! the seven days before it; "how many weeks this year did the skipping rope sell more than 40"
//! counts whole weeks only (2025-01-06..2025-12-07); S002's "frying pan" is its product titled
//! "Non-Stick Frying Pan", not its cast iron skillet; S039's "the large board game" is the one
//! titled "- Large"; S005's "the black one vs the other one" is its two kitchen scales; S021's
//! "november, week by week" is the four account-health weeks starting in November;
//! "mothers day 2024" (S029), "memorial day 2024" (S019) and "easter 2024" (S040) fall before
//! those sellers' own data starts, so they are "no data" although the marketplace has data
//! then.
//!
//! Each case names the seller who asks it: the expectation's SQL is that seller's.
//!
//! Rule for editing: never edit a question or an expectation to make it pass, and never tune
//! on this set's misses; its first run is reported as it is. A wrong expectation is fixed only
//! with the SQL that shows why, and that fix is reported with the run.

use super::descriptive_v2::{each, first, rows, seller_case as case, set, Case, Expect};

/// `(seller, case)`.
pub fn cases() -> Vec<(&'static str, Case)> {
    vec![
        // ======== Home & Kitchen ========
        // ---- S001 Northwind Home (a handful only: the set is about the other sellers) ----
        case!("S001", "quick one before my accountant call - how much did the pizza stone and the wok bring in last month between them", "context / two products' revenue summed, last month",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND product_id IN ('P0030','P0026') AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["revenue"])),
        case!("S001", "how many days in november did the crepe pan sell nothing", "count / days with no units in a month",
            rows("SELECT COUNT(*) FROM sales_daily WHERE seller_id='S001' AND product_id='P0036' AND units=0 AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["count"])),
        case!("S001", "mugs refund rate since labor day", "refunds / a product's refund rate since a holiday, short word",
            rows("SELECT 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S001' AND product_id='P0035' AND date BETWEEN '2025-09-01' AND '2025-12-09'", &["refund_rate"])),
        case!("S001", "olive wood spoons what was i charging on thanksgiving and what was the competition at", "price / own and competitor price on a holiday",
            each("SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0025' AND date='2025-11-27'
                  UNION ALL SELECT 'competitor_price', competitor_price_cents/100.0 FROM pricing_daily WHERE seller_id='S001' AND product_id='P0025' AND date='2025-11-27'")),
        // ---- S002 Copperleaf Kitchen (DE, 16 products; four dinnerware sets, two grey; one tea kettle; one spice rack; two knife block sets) ----
        case!("S002", "grey dinner set, what am i charging for it at the mo", "clarify / everyday word for the kind and a title colour that two dinnerware sets share, a price now",
            Expect::Clarify { among: &["P0038", "P0040"] }),
        case!("S002", "the tea kettle - how many have we sold since it launched", "since launch / a product's units since its launch day (2025-05-12)",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S002' AND product_id='P0046' AND date BETWEEN '2025-05-12' AND '2025-12-09'", &["units"])),
        case!("S002", "spice rack acos in october pls", "ads / a product's ACOS in a month",
            rows("SELECT 1.0*SUM(spend_cents)/SUM(attributed_sales_cents) FROM ads_daily WHERE seller_id='S002' AND product_id='P0037' AND date BETWEEN '2025-10-01' AND '2025-10-31'", &["acos"])),
        case!("S002", "which week was best for the frying pan this autumn, by revenue", "extremum / a product's best whole week in a named season",
            first("SELECT date(date,'weekday 0','-6 days') AS w, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S002' AND product_id='P0042' AND date BETWEEN '2025-09-01' AND '2025-11-30' GROUP BY w HAVING COUNT(DISTINCT date)=7 ORDER BY 2 DESC, 1 LIMIT 1", &["period", "revenue"])),
        case!("S002", "knife block sets units on black friday, both of them added up", "event / two products' units summed on an event day",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S002' AND product_id IN ('P0041','P0044') AND date='2025-11-28'", &["units"])),
        // ---- S003 Hearth & Harbor (39 products; two compact kitchen scales with the same title; two tea kettles, one black; five spice racks) ----
        case!("S003", "whats the kitchen scale at rn", "clarify / two products with the same title (two compact kitchen scales), a price now",
            Expect::Clarify { among: &["P0088", "P0089"] }),
        case!("S003", "spice racks - how many did we shift in total over the christmas hols last year", "regional / a plural kind's units over the holiday season of 2024 (five spice racks)",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S003' AND product_id IN ('P0054','P0055','P0076','P0083','P0085') AND date BETWEEN '2024-11-01' AND '2024-12-31'", &["units"])),
        case!("S003", "bread knife reviews since easter how many and whats the avg star", "reviews / a product's review count and average rating since a holiday",
            each("SELECT 'review_count', COUNT(*) FROM reviews WHERE seller_id='S003' AND product_id='P0061' AND date BETWEEN '2025-04-20' AND '2025-12-09'
                  UNION ALL SELECT 'average_rating', AVG(rating) FROM reviews WHERE seller_id='S003' AND product_id='P0061' AND date BETWEEN '2025-04-20' AND '2025-12-09'")),
        case!("S003", "how many days was the black kettle sold out in july", "stock / stock-out days in a month, a title colour that one of two tea kettles has",
            rows("SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S003' AND product_id='P0060' AND on_hand=0 AND date BETWEEN '2025-07-01' AND '2025-07-31'", &["count"])),
        case!("S003", "dutch oven conversion rate last month vs same month last yr", "comparison / a product's conversion, a month and the same month a year earlier",
            each("SELECT 'conversion_rate', 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S003' AND product_id='P0058' AND date BETWEEN '2025-11-01' AND '2025-11-30')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S003' AND product_id='P0058' AND date BETWEEN '2025-11-01' AND '2025-11-30')
                  UNION ALL SELECT 'conversion_rate', 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S003' AND product_id='P0058' AND date BETWEEN '2024-11-01' AND '2024-11-30')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S003' AND product_id='P0058' AND date BETWEEN '2024-11-01' AND '2024-11-30')")),
        // ---- S005 Bluestone Cookware (DE, 21 products; three dish racks, one black; two kitchen scales, one black; two french presses, one blue) ----
        case!("S005", "black dish rack price yesterday", "price / a title colour that one of three dish racks has",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S005' AND product_id='P0157' AND date='2025-12-09'", &["price"])),
        case!("S005", "kitchen scales units last week, the black one vs the other one", "comparison / two products' units in one week (one named by colour, the other by elimination)",
            each("SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S005' AND product_id='P0158' AND date BETWEEN '2025-12-01' AND '2025-12-07'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S005' AND product_id='P0162' AND date BETWEEN '2025-12-01' AND '2025-12-07'")),
        case!("S005", "what share of november revenue was the blue french press", "share / a product's share of the month's revenue, title colour",
            rows("SELECT 1.0*SUM(CASE WHEN product_id='P0160' THEN revenue_cents ELSE 0 END)/SUM(revenue_cents) FROM sales_daily WHERE seller_id='S005' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["revenue_share"])),
        case!("S005", "how many days in november did we sell more than 150 units across the shop", "count / days over a units threshold, the whole store",
            rows("SELECT COUNT(*) FROM (SELECT date FROM sales_daily WHERE seller_id='S005' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date HAVING SUM(units) > 150)", &["count"])),
        case!("S005", "stock pot: on hand yesterday and how many came in last week", "stock / on hand on a day and inbound over a week",
            each("SELECT 'on_hand', on_hand FROM inventory_daily WHERE seller_id='S005' AND product_id='P0167' AND date='2025-12-09'
                  UNION ALL SELECT 'inbound', SUM(inbound) FROM inventory_daily WHERE seller_id='S005' AND product_id='P0167' AND date BETWEEN '2025-12-01' AND '2025-12-07'")),
        case!("S005", "best month of 2024 for the skillet by units", "extremum / a product's best month of a past year",
            first("SELECT substr(date,1,7)||'-01' AS m, SUM(units) FROM sales_daily WHERE seller_id='S005' AND product_id='P0166' AND date BETWEEN '2024-01-01' AND '2024-12-31' GROUP BY m ORDER BY 2 DESC, 1 LIMIT 1", &["period", "units"])),
        // ---- S006 Willow & Oak Home (12 products; three dutch ovens; two cutting boards, black and grey; one kitchen scale; a salad spinner launched 2025-07-28) ----
        case!("S006", "dutch oven conversion last week", "clarify / 'dutch oven' (three dutch ovens), a rate",
            Expect::Clarify { among: &["P0170", "P0174", "P0175"] }),
        case!("S006", "how many days in oct did the salad spinner not sell a single one", "count / days with no units in a month, a product launched in the summer",
            rows("SELECT 31 - COUNT(*) FROM sales_daily WHERE seller_id='S006' AND product_id='P0172' AND units>0 AND date BETWEEN '2025-10-01' AND '2025-10-31'", &["count"])),
        case!("S006", "chopping boards black vs grey units since labour day", "synonym / everyday word for the kind, two products by title colour since a holiday",
            each("SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S006' AND product_id='P0168' AND date BETWEEN '2025-09-01' AND '2025-12-09'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S006' AND product_id='P0177' AND date BETWEEN '2025-09-01' AND '2025-12-09'")),
        case!("S006", "refunds by prodcut last month", "breakdown / units refunded per product in a month",
            set("SELECT product_id, SUM(units_refunded) FROM sales_daily WHERE seller_id='S006' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id", &["product_id", "units_refunded"])),
        case!("S006", "kitchen scale price on the 4th of july and what the competitor had it at", "price / own and competitor price on a holiday",
            each("SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S006' AND product_id='P0179' AND date='2025-07-04'
                  UNION ALL SELECT 'competitor_price', competitor_price_cents/100.0 FROM pricing_daily WHERE seller_id='S006' AND product_id='P0179' AND date='2025-07-04'")),
        case!("S006", "whats my avg order value this month", "ratio / average order value month to date",
            rows("SELECT 1.0*SUM(revenue_cents)/100.0/SUM(orders) FROM sales_daily WHERE seller_id='S006' AND date BETWEEN '2025-12-01' AND '2025-12-09'", &["average_order_value"])),
        // ======== Electronics ========
        // ---- S009 Voltedge (26 products; three dash cams; four wireless earbuds; one desk lamp launched 2025-10-02) ----
        case!("S009", "dash cam buy box yesterday?", "clarify / 'dash cam' (three dash cams), one product's buy box",
            Expect::Clarify { among: &["P0299", "P0308", "P0315"] }),
        case!("S009", "desk lamp orders since it went live", "since launch / a product's orders since its launch day (2025-10-02)",
            rows("SELECT SUM(orders) FROM sales_daily WHERE seller_id='S009' AND product_id='P0298' AND date BETWEEN '2025-10-02' AND '2025-12-09'", &["orders"])),
        case!("S009", "for the board deck: what share of units this year were earbuds, all of them", "context / a plural kind's share of units this year (four earbuds)",
            rows("SELECT 1.0*SUM(CASE WHEN product_id IN ('P0294','P0301','P0311','P0314') THEN units ELSE 0 END)/SUM(units) FROM sales_daily WHERE seller_id='S009' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["units_share"])),
        case!("S009", "how many days last month did we spend over 450 bucks on ads", "count / days with the store's ad spend over a threshold",
            rows("SELECT COUNT(*) FROM (SELECT date FROM ads_daily WHERE seller_id='S009' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date HAVING SUM(spend_cents) > 45000)", &["count"])),
        case!("S009", "ctr on the hdmi cables over cyber weekend, both together", "ads / two products' click-through rate over Cyber Week (a synonym)",
            rows("SELECT 1.0*SUM(clicks)/SUM(impressions) FROM ads_daily WHERE seller_id='S009' AND product_id IN ('P0304','P0305') AND date BETWEEN '2025-11-28' AND '2025-12-01'", &["ctr"])),
        case!("S009", "P0309 units the week of thanksgiving", "event / a product's units over the Monday..Sunday week holding a holiday, product id",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S009' AND product_id='P0309' AND date BETWEEN '2025-11-24' AND '2025-11-30'", &["units"])),
        // ---- S010 Lumen Labs (23 products; no smart plug; two range extenders, one black; one SSD; two power banks) ----
        case!("S010", "range extender reviews, the black one - how many and whats it averaging", "reviews / a product's review count and average rating, title colour",
            each("SELECT 'review_count', COUNT(*) FROM reviews WHERE seller_id='S010' AND product_id='P0323'
                  UNION ALL SELECT 'average_rating', AVG(rating) FROM reviews WHERE seller_id='S010' AND product_id='P0323'")),
        case!("S010", "smart plugs sold last month", "absent / a kind the seller does not carry",
            Expect::Clarify { among: &[] }),
        case!("S010", "okay so um how many of the ssd did we sell the week before thanksgiving", "event / a product's units, the week before a holiday's week",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S010' AND product_id='P0324' AND date BETWEEN '2025-11-17' AND '2025-11-23'", &["units"])),
        case!("S010", "power banks - which one got more sessions in q3", "ranking / the top of two products by sessions in a quarter",
            first("SELECT product_id, SUM(sessions) FROM traffic_daily WHERE seller_id='S010' AND product_id IN ('P0329','P0333') AND date BETWEEN '2025-07-01' AND '2025-09-30' GROUP BY product_id ORDER BY 2 DESC, 1 LIMIT 1", &["product_id", "sessions"])),
        case!("S010", "bluetooth speakers revenue each this year", "breakdown / revenue per product of a plural kind this year",
            set("SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S010' AND product_id IN ('P0327','P0339') AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY product_id", &["product_id", "revenue"])),
        case!("S010", "ad spend and roas in the 2 weeks before black friday", "ads / the store's spend and ROAS over the 14 days before an event",
            each("SELECT 'spend', SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S010' AND date BETWEEN '2025-11-14' AND '2025-11-27'
                  UNION ALL SELECT 'roas', 1.0*SUM(attributed_sales_cents)/SUM(spend_cents) FROM ads_daily WHERE seller_id='S010' AND date BETWEEN '2025-11-14' AND '2025-11-27'")),
        case!("S010", "whats the list price on my headphones again", "price / a catalog fact of the one product of a kind",
            rows("SELECT list_price_cents/100.0 FROM products WHERE seller_id='S010' AND product_id='P0337'", &["list_price"])),
        // ---- S011 Circuitry Co (12 products; three portable SSDs; two headphones, the Pro launched 2025-10-06) ----
        case!("S011", "black friday twenty twenty three orders", "no data / an event day before the data starts",
            Expect::NoData),
        case!("S011", "ssd price on cyber monday", "clarify / 'ssd' (three portable SSDs), a price on an event day",
            Expect::Clarify { among: &["P0343", "P0348", "P0349"] }),
        case!("S011", "pro anc headphones - reviews since launch, count and avg rating", "reviews / a product's reviews since its launch (2025-10-06), abbreviation",
            each("SELECT 'review_count', COUNT(*) FROM reviews WHERE seller_id='S011' AND product_id='P0346' AND date BETWEEN '2025-10-06' AND '2025-12-09'
                  UNION ALL SELECT 'average_rating', AVG(rating) FROM reviews WHERE seller_id='S011' AND product_id='P0346' AND date BETWEEN '2025-10-06' AND '2025-12-09'")),
        case!("S011", "webcam sessions and conversion last wk", "traffic / a product's sessions and conversion in one week",
            each("SELECT 'sessions', SUM(sessions) FROM traffic_daily WHERE seller_id='S011' AND product_id='P0351' AND date BETWEEN '2025-12-01' AND '2025-12-07'
                  UNION ALL SELECT 'conversion_rate', 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S011' AND product_id='P0351' AND date BETWEEN '2025-12-01' AND '2025-12-07')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S011' AND product_id='P0351' AND date BETWEEN '2025-12-01' AND '2025-12-07')")),
        case!("S011", "how many days this year did the desk lamp sell 5 or more", "count / days at or over a units threshold (a product launched 2025-10-07)",
            rows("SELECT COUNT(*) FROM sales_daily WHERE seller_id='S011' AND product_id='P0341' AND units>=5 AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["count"])),
        case!("S011", "which product had the most refunds in october", "ranking / the top product by units refunded in a month",
            first("SELECT product_id, SUM(units_refunded) FROM sales_daily WHERE seller_id='S011' AND date BETWEEN '2025-10-01' AND '2025-10-31' GROUP BY product_id ORDER BY 2 DESC, 1 LIMIT 1", &["product_id", "units_refunded"])),
        // ---- S012 Brightwave Audio (CA, 30 products; two keyboards, one blue; three bluetooth speakers; two USB-C chargers) ----
        case!("S012", "blue keyboard price rn", "price / a title colour that one of two keyboards has, a price now",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S012' AND product_id='P0371' AND date='2025-12-09'", &["price"])),
        case!("S012", "sold out days for the webcam in nov", "stock / a product's stock-out days in a month",
            rows("SELECT COUNT(*) FROM inventory_daily WHERE seller_id='S012' AND product_id='P0377' AND on_hand=0 AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["count"])),
        case!("S012", "which 3 products brought in the most last week", "ranking / top 3 by revenue in a week",
            rows("SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S012' AND date BETWEEN '2025-12-01' AND '2025-12-07' GROUP BY product_id ORDER BY 2 DESC, 1 LIMIT 3", &["product_id", "revenue"])),
        case!("S012", "usb c chargers units on singles day compared to black friday", "comparison / a plural kind's units on two event days (two chargers)",
            each("SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S012' AND product_id IN ('P0370','P0373') AND date='2025-11-11'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S012' AND product_id IN ('P0370','P0373') AND date='2025-11-28'")),
        case!("S012", "how many bluetooth speakers have i got on hand all together", "stock / a plural kind's on hand summed now (three speakers)",
            rows("SELECT SUM(on_hand) FROM inventory_daily WHERE seller_id='S012' AND product_id IN ('P0361','P0367','P0369') AND date='2025-12-09'", &["on_hand"])),
        case!("S012", "conversion rate for the whole store last month vs october", "comparison / the store's conversion over two months",
            each("SELECT 'conversion_rate', 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S012' AND date BETWEEN '2025-11-01' AND '2025-11-30')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S012' AND date BETWEEN '2025-11-01' AND '2025-11-30')
                  UNION ALL SELECT 'conversion_rate', 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S012' AND date BETWEEN '2025-10-01' AND '2025-10-31')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S012' AND date BETWEEN '2025-10-01' AND '2025-10-31')")),
        // ---- S015 Arcwire (24 products; four wireless mice; two smart plugs, one grey) ----
        case!("S015", "mice units this month broken down by product", "breakdown / units per product of a plural kind month to date (four wireless mice)",
            set("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S015' AND product_id IN ('P0485','P0487','P0493','P0504') AND date BETWEEN '2025-12-01' AND '2025-12-09' GROUP BY product_id", &["product_id", "units"])),
        case!("S015", "how many products got at least one 1 star review in november", "count / products with a 1-star review in a month",
            rows("SELECT COUNT(DISTINCT product_id) FROM reviews WHERE seller_id='S015' AND rating=1 AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["count"])),
        case!("S015", "grey smart plug acos and roas since halloween", "ads / a product's ACOS and ROAS since a holiday",
            each("SELECT 'acos', 1.0*SUM(spend_cents)/SUM(attributed_sales_cents) FROM ads_daily WHERE seller_id='S015' AND product_id='P0498' AND date BETWEEN '2025-10-31' AND '2025-12-09'
                  UNION ALL SELECT 'roas', 1.0*SUM(attributed_sales_cents)/SUM(spend_cents) FROM ads_daily WHERE seller_id='S015' AND product_id='P0498' AND date BETWEEN '2025-10-31' AND '2025-12-09'")),
        case!("S015", "whats the best single day for revenue we've ever had", "extremum / the store's best day over all the data",
            first("SELECT date, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S015' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "revenue"])),
        case!("S015", "webcam price vs competitor on black friday", "price / own and competitor price on an event day",
            each("SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S015' AND product_id='P0501' AND date='2025-11-28'
                  UNION ALL SELECT 'competitor_price', competitor_price_cents/100.0 FROM pricing_daily WHERE seller_id='S015' AND product_id='P0501' AND date='2025-11-28'")),
        // ======== Sports & Outdoors ========
        // ---- S017 Summit Trail Gear (20 products; two backpacks titled 'Classic Hiking Backpack 40L'; two trekking poles, one black) ----
        case!("S017", "classic hiking backpack how many on hand", "clarify / two products with the same title (two classic 40L backpacks), stock now",
            Expect::Clarify { among: &["P0537", "P0538"] }),
        case!("S017", "so how much money has the tent made since launch", "since launch / the one tent's revenue since its launch (2025-01-24)",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S017' AND product_id='P0550' AND date BETWEEN '2025-01-24' AND '2025-12-09'", &["revenue"])),
        case!("S017", "the black walking poles refund rate last 30 days", "synonym / everyday word for the kind and a title colour, a refund rate over the last 30 days",
            rows("SELECT 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S017' AND product_id='P0547' AND date BETWEEN '2025-11-10' AND '2025-12-09'", &["refund_rate"])),
        case!("S017", "how many weeks this year did the skipping rope sell more than 40", "count / whole weeks over a units threshold, everyday word (jump rope)",
            rows("SELECT COUNT(*) FROM (SELECT date(date,'weekday 0','-6 days') AS w FROM sales_daily WHERE seller_id='S017' AND product_id='P0544' AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY w HAVING COUNT(DISTINCT date)=7 AND SUM(units) > 40)", &["count"])),
        case!("S017", "yoga mat page views on memorial day", "traffic / a product's page views on a holiday",
            rows("SELECT page_views FROM traffic_daily WHERE seller_id='S017' AND product_id='P0555' AND date='2025-05-26'", &["page_views"])),
        // ---- S018 Ridgeline Outfitters (GB, 14 products; three kayak paddles; two dumbbells; two tents, one Deluxe) ----
        case!("S018", "cheeky one - kayak paddle acos last month", "clarify / 'kayak paddle' (three paddles), one product's ACOS, British",
            Expect::Clarify { among: &["P0556", "P0561", "P0562"] }),
        case!("S018", "takings on boxing day vs christmas eve", "regional / the store's revenue on two holidays (2024)",
            each("SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S018' AND date='2024-12-26'
                  UNION ALL SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S018' AND date='2024-12-24'")),
        case!("S018", "dumbbells how many sold all up over the summer, both sets", "regional / two products' units summed over a season",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S018' AND product_id IN ('P0564','P0567') AND date BETWEEN '2025-06-01' AND '2025-08-31'", &["units"])),
        case!("S018", "deluxe tent review count and average", "reviews / a product's review count and average rating over all its reviews, a title word",
            each("SELECT 'review_count', COUNT(*) FROM reviews WHERE seller_id='S018' AND product_id='P0568'
                  UNION ALL SELECT 'average_rating', AVG(rating) FROM reviews WHERE seller_id='S018' AND product_id='P0568'")),
        case!("S018", "which month was our worst for orders this year", "extremum / the store's worst whole month this year (January..November)",
            first("SELECT substr(date,1,7)||'-01' AS m, SUM(orders) FROM sales_daily WHERE seller_id='S018' AND date BETWEEN '2025-01-01' AND '2025-11-30' GROUP BY m ORDER BY 2 ASC, 1 LIMIT 1", &["period", "orders"])),
        // ---- S019 Peakform Athletics (data from 2024-06-08; no sleeping bag; two camp stoves) ----
        case!("S019", "memorial day 2024 revenue", "no data / a holiday before the seller's data starts (2024-05-27)",
            Expect::NoData),
        case!("S019", "sleeping bag units this month", "absent / a kind the seller does not carry",
            Expect::Clarify { among: &[] }),
        case!("S019", "camp stoves - how many on hand vs how many we sold last month", "stock / a plural kind's on hand now and units last month (two stoves)",
            each("SELECT 'on_hand', SUM(on_hand) FROM inventory_daily WHERE seller_id='S019' AND product_id IN ('P0575','P0578') AND date='2025-12-09'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S019' AND product_id IN ('P0575','P0578') AND date BETWEEN '2025-11-01' AND '2025-11-30'")),
        case!("S019", "headlamp convresion oct vs nov", "comparison / a product's conversion over two months",
            each("SELECT 'conversion_rate', 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S019' AND product_id='P0580' AND date BETWEEN '2025-10-01' AND '2025-10-31')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S019' AND product_id='P0580' AND date BETWEEN '2025-10-01' AND '2025-10-31')
                  UNION ALL SELECT 'conversion_rate', 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S019' AND product_id='P0580' AND date BETWEEN '2025-11-01' AND '2025-11-30')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S019' AND product_id='P0580' AND date BETWEEN '2025-11-01' AND '2025-11-30')")),
        case!("S019", "what was the water bottle priced at the day before black friday", "price / a product's price on the day before an event (2025-11-27)",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S019' AND product_id='P0584' AND date='2025-11-27'", &["price"])),
        // ---- S020 Riverstone Outdoors (DE, 14 products; two backpacks, one blue; one sleeping bag; one kayak paddle) ----
        case!("S020", "blue backpack buy box last week", "price / a title colour that one of two backpacks has, buy box over a week",
            rows("SELECT AVG(buy_box_pct) FROM pricing_daily WHERE seller_id='S020' AND product_id='P0594' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["buy_box_pct"])),
        case!("S020", "how many days over the summer did the sleeping bag sell 10 or more", "count / days at or over a units threshold over a season",
            rows("SELECT COUNT(*) FROM sales_daily WHERE seller_id='S020' AND product_id='P0595' AND units>=10 AND date BETWEEN '2025-06-01' AND '2025-08-31'", &["count"])),
        case!("S020", "trekking poles units on easter sunday and the day after", "two dates / a product's units on a holiday and the next day",
            each("SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S020' AND product_id='P0598' AND date='2025-04-20'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S020' AND product_id='P0598' AND date='2025-04-21'")),
        case!("S020", "doing the ads budget - what share of my revenue came from the kayak paddle last quarter", "share / a product's share of revenue in the last quarter",
            rows("SELECT 1.0*SUM(CASE WHEN product_id='P0588' THEN revenue_cents ELSE 0 END)/SUM(revenue_cents) FROM sales_daily WHERE seller_id='S020' AND date BETWEEN '2025-07-01' AND '2025-09-30'", &["revenue_share"])),
        case!("S020", "right so page views and sessions yesterday for the whole shop", "traffic / the store's page views and sessions on a day",
            each("SELECT 'page_views', SUM(page_views) FROM traffic_daily WHERE seller_id='S020' AND date='2025-12-09'
                  UNION ALL SELECT 'sessions', SUM(sessions) FROM traffic_daily WHERE seller_id='S020' AND date='2025-12-09'")),
        // ---- S021 Trailhead Supply (GB, 26 products; three foam rollers, one small; two tackle boxes; two water bottles; two tents) ----
        case!("S021", "small foam roller price", "price / a title size that one of three foam rollers has, a price now",
            rows("SELECT price_cents/100.0 FROM pricing_daily WHERE seller_id='S021' AND product_id='P0612' AND date='2025-12-09'", &["price"])),
        case!("S021", "fishing boxes how many sold in total last month", "synonym / a plural kind by an everyday word (two tackle boxes), units summed",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S021' AND product_id IN ('P0610','P0618') AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["units"])),
        case!("S021", "water bottles which one has sold more since easter", "ranking / the top of two products by units since a holiday",
            first("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S021' AND product_id IN ('P0621','P0626') AND date BETWEEN '2025-04-20' AND '2025-12-09' GROUP BY product_id ORDER BY 2 DESC, 1 LIMIT 1", &["product_id", "units"])),
        case!("S021", "camping tents revnue by tent this year", "breakdown / revenue per product of a plural kind this year",
            set("SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S021' AND product_id IN ('P0606','P0625') AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY product_id", &["product_id", "revenue"])),
        case!("S021", "cheers - whats my late shipment rate been doing in november, week by week", "account health / weekly late shipment rate over the weeks starting in a month",
            set("SELECT week_start, late_shipment_rate FROM account_health_weekly WHERE seller_id='S021' AND week_start BETWEEN '2025-11-01' AND '2025-11-30'", &["period", "late_shipment_rate"])),
        // ---- S023 Basecamp Provisions (26 products; four running belts; two kayak paddles; three dumbbells) ----
        case!("S023", "running belts how many sold altogether in november", "kind / a plural kind's units summed in a month (four running belts)",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S023' AND product_id IN ('P0670','P0671','P0674','P0686') AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["units"])),
        case!("S023", "uh how many kayak paddles did we sell over prime day this year", "event / a plural kind's units over a multi-day sale event",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S023' AND product_id IN ('P0673','P0688') AND date BETWEEN '2025-07-08' AND '2025-07-11'", &["units"])),
        case!("S023", "dumbbells: pro vs premium revenue last month", "comparison / two products by their title words, revenue last month",
            each("SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S023' AND product_id='P0669' AND date BETWEEN '2025-11-01' AND '2025-11-30'
                  UNION ALL SELECT 'revenue', SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S023' AND product_id='P0675' AND date BETWEEN '2025-11-01' AND '2025-11-30'")),
        case!("S023", "how many days in q3 did we get more than four hundred orders", "count / days over an orders threshold in a quarter",
            rows("SELECT COUNT(*) FROM (SELECT date FROM sales_daily WHERE seller_id='S023' AND date BETWEEN '2025-07-01' AND '2025-09-30' GROUP BY date HAVING SUM(orders) > 400)", &["count"])),
        case!("S023", "what % of the units we sold last month got refunded", "ratio / the store's refund rate last month",
            rows("SELECT 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S023' AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["refund_rate"])),
        // ======== Beauty & Personal Care ========
        // ---- S025 Luma Botanics (28 products; five eye creams; two moisturizers; two jade rollers, one black) ----
        case!("S025", "how much does the eye cream sell for", "clarify / 'eye cream' (five eye creams), a price now",
            Expect::Clarify { among: &["P0740", "P0749", "P0755", "P0763", "P0765"] }),
        case!("S025", "beard oil units the week before valentines", "event / a product's units, the week before a holiday's week",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S025' AND product_id='P0759' AND date BETWEEN '2025-02-03' AND '2025-02-09'", &["units"])),
        case!("S025", "moisturiser revenue both of them together since spring", "regional / two products' revenue summed since a season started, British spelling",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S025' AND product_id IN ('P0750','P0752') AND date BETWEEN '2025-03-01' AND '2025-12-09'", &["revenue"])),
        case!("S025", "vitamin c serum refund rate 2024 vs 2025 so far", "comparison / a product's refund rate over two years (unequal spans, as asked)",
            each("SELECT 'refund_rate', 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S025' AND product_id='P0748' AND date BETWEEN '2024-01-01' AND '2024-12-31'
                  UNION ALL SELECT 'refund_rate', 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S025' AND product_id='P0748' AND date BETWEEN '2025-01-01' AND '2025-12-09'")),
        case!("S025", "black jade roller ctr and acos yesterday", "ads / a title colour that one of two jade rollers has, CTR and ACOS on a day",
            each("SELECT 'ctr', 1.0*clicks/impressions FROM ads_daily WHERE seller_id='S025' AND product_id='P0753' AND date='2025-12-09'
                  UNION ALL SELECT 'acos', 1.0*spend_cents/attributed_sales_cents FROM ads_daily WHERE seller_id='S025' AND product_id='P0753' AND date='2025-12-09'")),
        // ---- S027 Glowhaus (35 products; two sunscreens, one small; four argan oil shampoos; two lip balm sets) ----
        case!("S027", "small sunscreen list price", "price / a title size that one of two sunscreens has, a catalog fact",
            rows("SELECT list_price_cents/100.0 FROM products WHERE seller_id='S027' AND product_id='P0842'", &["list_price"])),
        case!("S027", "argan oil shampoo units last month for each one", "breakdown / units per product of a plural kind in a month (four shampoos)",
            set("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S027' AND product_id IN ('P0822','P0833','P0849','P0854') AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id", &["product_id", "units"])),
        case!("S027", "lip balm sets on hand now and inbound this month", "stock / a plural kind's on hand now and inbound month to date (two sets)",
            each("SELECT 'on_hand', SUM(on_hand) FROM inventory_daily WHERE seller_id='S027' AND product_id IN ('P0823','P0836') AND date='2025-12-09'
                  UNION ALL SELECT 'inbound', SUM(inbound) FROM inventory_daily WHERE seller_id='S027' AND product_id IN ('P0823','P0836') AND date BETWEEN '2025-12-01' AND '2025-12-09'")),
        case!("S027", "just prepping my black friday recap - which day in november had the most sessions", "extremum / the store's best day in a month by sessions",
            first("SELECT date, SUM(sessions) FROM traffic_daily WHERE seller_id='S027' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date ORDER BY 2 DESC, 1 LIMIT 1", &["period", "sessions"])),
        case!("S027", "how many of my products got reviewed last week", "count / products with at least one review in a week",
            rows("SELECT COUNT(DISTINCT product_id) FROM reviews WHERE seller_id='S027' AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["count"])),
        // ---- S028 Verdant Skin (GB, 13 products; no sunscreen; three makeup brush sets; two night creams, one black) ----
        case!("S028", "sunscreen sales last month", "absent / a kind the seller does not carry",
            Expect::Clarify { among: &[] }),
        case!("S028", "jade roller page views since halloween", "traffic / a product's page views since a holiday",
            rows("SELECT SUM(page_views) FROM traffic_daily WHERE seller_id='S028' AND product_id='P0859' AND date BETWEEN '2025-10-31' AND '2025-12-09'", &["page_views"])),
        case!("S028", "makeup brush sets - which of the 3 made the most this autumn", "ranking / the top of a plural kind by revenue over a season",
            first("SELECT product_id, SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S028' AND product_id IN ('P0860','P0864','P0868') AND date BETWEEN '2025-09-01' AND '2025-11-30' GROUP BY product_id ORDER BY 2 DESC, 1 LIMIT 1", &["product_id", "revenue"])),
        case!("S028", "the black night cream units on black friday and cyber monday", "two dates / a product named by a title colour, units on two event days",
            each("SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S028' AND product_id='P0866' AND date='2025-11-28'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S028' AND product_id='P0866' AND date='2025-12-01'")),
        case!("S028", "kindly share total ad spend for this year so far", "ads / the store's spend this year",
            rows("SELECT SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S028' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["spend"])),
        // ---- S029 Silk Ritual (DE, data from 2024-05-19; four jade rollers, one blue; one hair dryer) ----
        case!("S029", "mothers day 2024 revenue", "no data / a holiday before the seller's data starts (2024-05-12)",
            Expect::NoData),
        case!("S029", "blue jade roller refund rate this year", "refunds / a title colour that one of four jade rollers has, a refund rate",
            rows("SELECT 1.0*SUM(units_refunded)/SUM(units) FROM sales_daily WHERE seller_id='S029' AND product_id='P0881' AND date BETWEEN '2025-01-01' AND '2025-12-09'", &["refund_rate"])),
        case!("S029", "hair dryer best week since labour day by units", "extremum / a product's best whole week since a holiday",
            first("SELECT date(date,'weekday 0','-6 days') AS w, SUM(units) FROM sales_daily WHERE seller_id='S029' AND product_id='P0872' AND date BETWEEN '2025-09-01' AND '2025-12-09' GROUP BY w HAVING COUNT(DISTINCT date)=7 ORDER BY 2 DESC, 1 LIMIT 1", &["period", "units"])),
        case!("S029", "sunscreen price yesterday vs the competition", "price / own and competitor price on a day",
            each("SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S029' AND product_id='P0877' AND date='2025-12-09'
                  UNION ALL SELECT 'competitor_price', competitor_price_cents/100.0 FROM pricing_daily WHERE seller_id='S029' AND product_id='P0877' AND date='2025-12-09'")),
        case!("S029", "how many days last month did we sell fewer than 600 units overall", "count / days under a units threshold, the whole store",
            rows("SELECT COUNT(*) FROM (SELECT date FROM sales_daily WHERE seller_id='S029' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY date HAVING SUM(units) < 600)", &["count"])),
        // ---- S030 Aurora Apothecary (13 products; two hair dryers, both blue; one facial cleanser) ----
        case!("S030", "blue hair dryer price yesterday", "clarify / a title colour that two hair dryers share, a price",
            Expect::Clarify { among: &["P0898", "P0900"] }),
        case!("S030", "sheet masks how many in stock at the moment", "stock / the one product of a kind, on hand now",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S030' AND product_id='P0888' AND date='2025-12-09'", &["on_hand"])),
        case!("S030", "face wash conversion last month vs november last year", "synonym / everyday word for the kind (the one facial cleanser), conversion a year apart",
            each("SELECT 'conversion_rate', 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S030' AND product_id='P0897' AND date BETWEEN '2025-11-01' AND '2025-11-30')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S030' AND product_id='P0897' AND date BETWEEN '2025-11-01' AND '2025-11-30')
                  UNION ALL SELECT 'conversion_rate', 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S030' AND product_id='P0897' AND date BETWEEN '2024-11-01' AND '2024-11-30')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S030' AND product_id='P0897' AND date BETWEEN '2024-11-01' AND '2024-11-30')")),
        case!("S030", "beard oil sessions on cyber monday vs the monday before", "two dates / a product's sessions on an event day and a week earlier",
            each("SELECT 'sessions', SUM(sessions) FROM traffic_daily WHERE seller_id='S030' AND product_id='P0893' AND date='2025-12-01'
                  UNION ALL SELECT 'sessions', SUM(sessions) FROM traffic_daily WHERE seller_id='S030' AND product_id='P0893' AND date='2025-11-24'")),
        case!("S030", "my bookkeeper wants units by product for yesterday", "breakdown / units per product on a day",
            set("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S030' AND date='2025-12-09' GROUP BY product_id", &["product_id", "units"])),
        // ======== Toys & Games ========
        // ---- S033 Puzzlewick (39 products; three doll houses, one grey; four science kits; two building blocks sets; two puzzles) ----
        case!("S033", "grey doll house on hand", "stock / a title colour that one of three doll houses has, on hand now",
            rows("SELECT on_hand FROM inventory_daily WHERE seller_id='S033' AND product_id='P0977' AND date='2025-12-09'", &["on_hand"])),
        case!("S033", "science kits units in december so far, per kit", "breakdown / units per product of a plural kind month to date (four science kits)",
            set("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S033' AND product_id IN ('P0979','P0983','P0984','P1006') AND date BETWEEN '2025-12-01' AND '2025-12-09' GROUP BY product_id", &["product_id", "units"])),
        case!("S033", "building blocks revenue on christmas eve last year", "event / a plural kind's revenue on a holiday of 2024",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S033' AND product_id IN ('P0981','P0989') AND date='2024-12-24'", &["revenue"])),
        case!("S033", "jigsaw puzzles ad spend last month", "ads / a plural kind's spend in a month (two puzzles)",
            rows("SELECT SUM(spend_cents)/100.0 FROM ads_daily WHERE seller_id='S033' AND product_id IN ('P0985','P1015') AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["spend"])),
        case!("S033", "how many of my products did more than a hundred units in november", "count / products over a units threshold in a month",
            rows("SELECT COUNT(*) FROM (SELECT product_id FROM sales_daily WHERE seller_id='S033' AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id HAVING SUM(units) > 100)", &["count"])),
        // ---- S034 Tinker Town Toys (28 products; seven kids art kits, two titled Signature; one stunt kite; two water blasters) ----
        case!("S034", "stunt kite units on cyber monday vs black friday", "two dates / the one kite's units on two event days",
            each("SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S034' AND product_id='P1039' AND date='2025-12-01'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S034' AND product_id='P1039' AND date='2025-11-28'")),
        case!("S034", "doll house rating since may", "reviews / a product's average rating since a month",
            rows("SELECT AVG(rating) FROM reviews WHERE seller_id='S034' AND product_id='P1034' AND date BETWEEN '2025-05-01' AND '2025-12-09'", &["average_rating"])),
        case!("S034", "water guns revenue last week", "synonym / everyday word for a plural kind (two water blasters), revenue in a week",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S034' AND product_id IN ('P1030','P1033') AND date BETWEEN '2025-12-01' AND '2025-12-07'", &["revenue"])),
        case!("S034", "which train set sold the most units this year", "ranking / the top product of a kind by units this year (three train sets)",
            first("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S034' AND product_id IN ('P1019','P1021','P1024') AND date BETWEEN '2025-01-01' AND '2025-12-09' GROUP BY product_id ORDER BY 2 DESC, 1 LIMIT 1", &["product_id", "units"])),
        case!("S034", "signature art kit stockout days since summer started", "clarify / a title word that two of seven art kits share (Signature, Signature - Large), stock-out days",
            Expect::Clarify { among: &["P1026", "P1040"] }),
        // ---- S036 Galaxy Games (15 products; three plush bears, two black; no doll house; two puzzles) ----
        case!("S036", "black teddy bear price on black friday", "clarify / everyday word for the kind and a title colour that two plush bears share",
            Expect::Clarify { among: &["P1115", "P1116"] }),
        case!("S036", "doll house orders last week", "absent / a kind the seller does not carry",
            Expect::Clarify { among: &[] }),
        case!("S036", "magnetic tiles units last month each one", "breakdown / units per product of a plural kind in a month",
            set("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S036' AND product_id IN ('P1111','P1112') AND date BETWEEN '2025-11-01' AND '2025-11-30' GROUP BY product_id", &["product_id", "units"])),
        case!("S036", "jigsaw puzzles which one sold more last quarter", "ranking / the top of two products by units in the last quarter",
            first("SELECT product_id, SUM(units) FROM sales_daily WHERE seller_id='S036' AND product_id IN ('P1105','P1106') AND date BETWEEN '2025-07-01' AND '2025-09-30' GROUP BY product_id ORDER BY 2 DESC, 1 LIMIT 1", &["product_id", "units"])),
        case!("S036", "party game buy box this month", "price / the one party card game's buy box month to date",
            rows("SELECT AVG(buy_box_pct) FROM pricing_daily WHERE seller_id='S036' AND product_id='P1113' AND date BETWEEN '2025-12-01' AND '2025-12-09'", &["buy_box_pct"])),
        // ---- S039 Jumbo Jest (14 products; two board games, one large; five marble runs, one grey) ----
        case!("S039", "board games revenue on thanksgiving day twenty twenty five", "event / a plural kind's revenue on a holiday (two board games)",
            rows("SELECT SUM(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S039' AND product_id IN ('P1217','P1224') AND date='2025-11-27'", &["revenue"])),
        case!("S039", "how many rc cars did we recieve since october", "stock / inbound units since a month started, abbreviation",
            rows("SELECT SUM(inbound) FROM inventory_daily WHERE seller_id='S039' AND product_id='P1219' AND date BETWEEN '2025-10-01' AND '2025-12-09'", &["inbound"])),
        case!("S039", "grey marble run conversion last month", "traffic / a title colour that one of five marble runs has, conversion",
            rows("SELECT 1.0*(SELECT SUM(units) FROM sales_daily WHERE seller_id='S039' AND product_id='P1222' AND date BETWEEN '2025-11-01' AND '2025-11-30')/(SELECT SUM(sessions) FROM traffic_daily WHERE seller_id='S039' AND product_id='P1222' AND date BETWEEN '2025-11-01' AND '2025-11-30')", &["conversion_rate"])),
        case!("S039", "before i reorder - the large board game, on hand now and units sold in november", "context / a title size that one of two board games has, on hand now and units last month",
            each("SELECT 'on_hand', on_hand FROM inventory_daily WHERE seller_id='S039' AND product_id='P1224' AND date='2025-12-09'
                  UNION ALL SELECT 'units', SUM(units) FROM sales_daily WHERE seller_id='S039' AND product_id='P1224' AND date BETWEEN '2025-11-01' AND '2025-11-30'")),
        // ---- S040 Little Lantern Play (data from 2024-04-02; two black stunt kites of four; three science kits) ----
        case!("S040", "how many units did we do easter 2024", "no data / a holiday before the seller's data starts (2024-03-31)",
            Expect::NoData),
        case!("S040", "the black kites how many did we sell last month, both", "kind / a title colour that two stunt kites share, units summed as asked",
            rows("SELECT SUM(units) FROM sales_daily WHERE seller_id='S040' AND product_id IN ('P1234','P1251') AND date BETWEEN '2025-11-01' AND '2025-11-30'", &["units"])),
        case!("S040", "doll house price on halloween vs competitor", "price / own and competitor price on a holiday",
            each("SELECT 'price', price_cents/100.0 FROM pricing_daily WHERE seller_id='S040' AND product_id='P1238' AND date='2025-10-31'
                  UNION ALL SELECT 'competitor_price', competitor_price_cents/100.0 FROM pricing_daily WHERE seller_id='S040' AND product_id='P1238' AND date='2025-10-31'")),
        case!("S040", "best week this autumn for the science kits, all three together, by units", "extremum / a plural kind's best whole week in a season (three science kits)",
            first("SELECT date(date,'weekday 0','-6 days') AS w, SUM(units) FROM sales_daily WHERE seller_id='S040' AND product_id IN ('P1231','P1233','P1242') AND date BETWEEN '2025-09-01' AND '2025-11-30' GROUP BY w HAVING COUNT(DISTINCT date)=7 ORDER BY 2 DESC, 1 LIMIT 1", &["period", "units"])),
    ]
}
