//! PLACEHOLDER until the data branch lands.
pub mod cli;
pub mod schema { 
    /// DDL.
    pub const DDL: &str = "CREATE TABLE sellers(seller_id TEXT PRIMARY KEY, name TEXT, category TEXT, country TEXT, joined_on TEXT);
CREATE TABLE products(product_id TEXT PRIMARY KEY, seller_id TEXT, title TEXT, category TEXT, brand TEXT, launched_on TEXT, list_price_cents INTEGER);
CREATE TABLE sales_daily(date TEXT, seller_id TEXT, product_id TEXT, orders INTEGER, units INTEGER, revenue_cents INTEGER, units_refunded INTEGER, PRIMARY KEY(seller_id, date, product_id)) WITHOUT ROWID;
CREATE TABLE traffic_daily(date TEXT, seller_id TEXT, product_id TEXT, page_views INTEGER, sessions INTEGER, PRIMARY KEY(seller_id, date, product_id)) WITHOUT ROWID;
CREATE TABLE inventory_daily(date TEXT, seller_id TEXT, product_id TEXT, on_hand INTEGER, inbound INTEGER, PRIMARY KEY(seller_id, date, product_id)) WITHOUT ROWID;
CREATE TABLE pricing_daily(date TEXT, seller_id TEXT, product_id TEXT, price_cents INTEGER, competitor_price_cents INTEGER, buy_box_pct REAL, PRIMARY KEY(seller_id, date, product_id)) WITHOUT ROWID;
CREATE TABLE ads_daily(date TEXT, seller_id TEXT, product_id TEXT, impressions INTEGER, clicks INTEGER, spend_cents INTEGER, attributed_sales_cents INTEGER, PRIMARY KEY(seller_id, date, product_id)) WITHOUT ROWID;
CREATE TABLE reviews(review_id TEXT PRIMARY KEY, date TEXT, seller_id TEXT, product_id TEXT, rating INTEGER, title TEXT);
CREATE TABLE account_health_weekly(week_start TEXT, seller_id TEXT, order_defect_rate REAL, late_shipment_rate REAL, cancellation_rate REAL, valid_tracking_rate REAL, PRIMARY KEY(seller_id, week_start)) WITHOUT ROWID;
CREATE TABLE dataset_tables(table_name TEXT PRIMARY KEY, row_count INTEGER);
CREATE TABLE dataset_meta(key TEXT PRIMARY KEY, value TEXT);";
}
/// Tables holding data.
pub fn present_tables(conn: &rusqlite::Connection) -> rusqlite::Result<std::collections::HashSet<String>> {
    let mut s = conn.prepare("SELECT table_name FROM dataset_tables WHERE row_count > 0")?;
    let r = s.query_map([], |r| r.get::<_, String>(0))?.collect();
    r
}
