//! The store's schema: DDL, table names, and how each contract column maps to a store column.
//!
//! SQL written by catalog authors (`apis/*.yaml`, the `store` backend) relies on these names, so
//! they are constants here and the module doc of [`crate::data`] documents them. The CSV
//! contract (`DATA.md`) names money in dollars (`revenue`, `price`); the store keeps integer cents
//! (`revenue_cents`, `price_cents`) so that sums are exact. [`TABLES`] is the single mapping
//! between the two, used by both the CSV export and import.

/// `sellers`: one row per seller.
pub const SELLERS: &str = "sellers";
/// `products`: the catalog, one row per product.
pub const PRODUCTS: &str = "products";
/// `sales_daily`: orders, units, revenue, refunds per product and day.
pub const SALES_DAILY: &str = "sales_daily";
/// `traffic_daily`: page views and sessions per product and day.
pub const TRAFFIC_DAILY: &str = "traffic_daily";
/// `inventory_daily`: end-of-day stock and units received per product and day.
pub const INVENTORY_DAILY: &str = "inventory_daily";
/// `pricing_daily`: own price, competitor price and buy-box share per product and day.
pub const PRICING_DAILY: &str = "pricing_daily";
/// `ads_daily`: sponsored-product advertising per product and day.
pub const ADS_DAILY: &str = "ads_daily";
/// `reviews`: one row per customer review.
pub const REVIEWS: &str = "reviews";
/// `account_health_weekly`: seller performance rates per week (weeks start on Monday).
pub const ACCOUNT_HEALTH_WEEKLY: &str = "account_health_weekly";
/// `dataset_tables`: which contract tables hold data, with row counts.
pub const DATASET_TABLES: &str = "dataset_tables";
/// `dataset_meta`: key/value facts about the dataset (span, source, seed, versions).
pub const DATASET_META: &str = "dataset_meta";

/// The contract tables, in load order (referenced tables first).
pub const CONTRACT_TABLES: [&str; 9] = [
    SELLERS,
    PRODUCTS,
    SALES_DAILY,
    TRAFFIC_DAILY,
    INVENTORY_DAILY,
    PRICING_DAILY,
    ADS_DAILY,
    REVIEWS,
    ACCOUNT_HEALTH_WEEKLY,
];

/// The daily tables: one row per product and day; their dates define the dataset's span.
pub const DAILY_TABLES: [&str; 5] = [
    SALES_DAILY,
    TRAFFIC_DAILY,
    INVENTORY_DAILY,
    PRICING_DAILY,
    ADS_DAILY,
];

/// Version of the store layout, kept in `dataset_meta.schema_version`. Bump it when the DDL
/// changes, so that an old store is rejected with a clear message instead of failing in SQL.
pub const SCHEMA_VERSION: u32 = 1;

/// `dataset_meta` keys.
pub mod meta {
    /// First date of the daily data (ISO).
    pub const DATA_START: &str = "data_start";
    /// Last date of the daily data (ISO), inclusive.
    pub const DATA_END: &str = "data_end";
    /// `generator` or `import`.
    pub const SOURCE: &str = "source";
    /// The generator's seed (generated stores only).
    pub const SEED: &str = "seed";
    /// The generator's version (generated stores only).
    pub const GENERATOR_VERSION: &str = "generator_version";
    /// [`super::SCHEMA_VERSION`] of the builder.
    pub const SCHEMA_VERSION: &str = "schema_version";
}

/// Every `CREATE TABLE` of the store. Tables exist even when an import holds no data for them,
/// so that catalog SQL never fails on a missing table; `dataset_tables` says which hold data.
pub const DDL: &str = "\
CREATE TABLE sellers(
  seller_id TEXT PRIMARY KEY, name TEXT, category TEXT, country TEXT, joined_on TEXT);
CREATE TABLE products(
  product_id TEXT PRIMARY KEY, seller_id TEXT, title TEXT, category TEXT, brand TEXT,
  launched_on TEXT, list_price_cents INTEGER);
CREATE TABLE sales_daily(
  date TEXT, seller_id TEXT, product_id TEXT, orders INTEGER, units INTEGER,
  revenue_cents INTEGER, units_refunded INTEGER,
  PRIMARY KEY(seller_id, date, product_id)) WITHOUT ROWID;
CREATE TABLE traffic_daily(
  date TEXT, seller_id TEXT, product_id TEXT, page_views INTEGER, sessions INTEGER,
  PRIMARY KEY(seller_id, date, product_id)) WITHOUT ROWID;
CREATE TABLE inventory_daily(
  date TEXT, seller_id TEXT, product_id TEXT, on_hand INTEGER, inbound INTEGER,
  PRIMARY KEY(seller_id, date, product_id)) WITHOUT ROWID;
CREATE TABLE pricing_daily(
  date TEXT, seller_id TEXT, product_id TEXT, price_cents INTEGER,
  competitor_price_cents INTEGER, buy_box_pct REAL,
  PRIMARY KEY(seller_id, date, product_id)) WITHOUT ROWID;
CREATE TABLE ads_daily(
  date TEXT, seller_id TEXT, product_id TEXT, impressions INTEGER, clicks INTEGER,
  spend_cents INTEGER, attributed_sales_cents INTEGER,
  PRIMARY KEY(seller_id, date, product_id)) WITHOUT ROWID;
CREATE TABLE reviews(
  review_id TEXT PRIMARY KEY, date TEXT, seller_id TEXT, product_id TEXT, rating INTEGER,
  title TEXT);
CREATE TABLE account_health_weekly(
  week_start TEXT, seller_id TEXT, order_defect_rate REAL, late_shipment_rate REAL,
  cancellation_rate REAL, valid_tracking_rate REAL,
  PRIMARY KEY(seller_id, week_start)) WITHOUT ROWID;
CREATE TABLE dataset_tables(table_name TEXT PRIMARY KEY, row_count INTEGER);
CREATE TABLE dataset_meta(key TEXT PRIMARY KEY, value TEXT);
";

/// Tables of sellers' own imports, created `IF NOT EXISTS` so that an import into a store built
/// before they existed adds them (no schema version change: older stores stay readable).
/// `coverage`: per seller, table and span of days, where the data came from and the contract
/// columns that source lacked (comma-separated). `product_codes`: the seller's own product code
/// (SKU, ASIN, stock code) of each imported product.
pub const INTAKE_DDL: &str = "\
CREATE TABLE IF NOT EXISTS coverage(
  seller_id TEXT, table_name TEXT, start_date TEXT, end_date TEXT, source TEXT,
  missing_columns TEXT, PRIMARY KEY(seller_id, table_name, start_date)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS product_codes(
  seller_id TEXT, code TEXT, product_id TEXT, PRIMARY KEY(seller_id, code)) WITHOUT ROWID;
";

/// Secondary indexes. Created after the bulk load: building an index once over sorted data is
/// much cheaper than maintaining it row by row.
pub const INDEX_DDL: &str = "\
CREATE INDEX reviews_seller_product_date ON reviews(seller_id, product_id, date);
CREATE INDEX reviews_seller_date ON reviews(seller_id, date);
CREATE INDEX products_seller ON products(seller_id);
";

/// What values a column holds; drives CSV parsing, validation and formatting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A non-empty identifier (`S001`, `P0001`, `R0000001`).
    Id,
    /// Free text; may be empty.
    Text,
    /// An ISO date `YYYY-MM-DD`.
    Date,
    /// An ISO date that falls on a Monday (week starts).
    Monday,
    /// A whole number ≥ 0.
    Count,
    /// Dollars with at most two decimals in CSV, ≥ 0; integer cents in the store.
    Money,
    /// A fraction in `0..=1`.
    Rate,
    /// A star rating, a whole number in `1..=5`.
    Rating,
}

/// One contract column and where it lives in the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColumnSpec {
    /// Name in the contract and in CSV headers (`revenue`).
    pub contract: &'static str,
    /// Name in the store (`revenue_cents`).
    pub store: &'static str,
    /// What the column holds.
    pub kind: Kind,
    /// Whether an empty CSV field is allowed (stored as NULL).
    pub nullable: bool,
}

const fn col(name: &'static str, kind: Kind) -> ColumnSpec {
    ColumnSpec {
        contract: name,
        store: name,
        kind,
        nullable: false,
    }
}

const fn money(contract: &'static str, store: &'static str) -> ColumnSpec {
    ColumnSpec {
        contract,
        store,
        kind: Kind::Money,
        nullable: false,
    }
}

/// One contract table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableSpec {
    /// Table name, also the CSV file stem (`sales_daily.csv`).
    pub name: &'static str,
    /// Columns in contract order (the CSV header order of an export).
    pub columns: &'static [ColumnSpec],
    /// The contract key (contract column names), unique per table.
    pub key: &'static [&'static str],
    /// The column that dates a row, if any.
    pub date_column: Option<&'static str>,
}

impl TableSpec {
    /// Whether this is one of the [`DAILY_TABLES`].
    pub fn is_daily(&self) -> bool {
        DAILY_TABLES.contains(&self.name)
    }

    /// The position of a contract column.
    pub fn position(&self, contract: &str) -> Option<usize> {
        self.columns.iter().position(|c| c.contract == contract)
    }

    /// The store's primary key, as `ORDER BY` text: exports and content hashes use it so that
    /// their output does not depend on insertion order.
    pub fn store_order(&self) -> &'static str {
        match self.name {
            SELLERS => "seller_id",
            PRODUCTS => "product_id",
            REVIEWS => "review_id",
            ACCOUNT_HEALTH_WEEKLY => "seller_id, week_start",
            _ => "seller_id, date, product_id",
        }
    }
}

const DAILY_KEY: &[&str] = &["date", "product_id"];

/// The contract tables (see `DATA.md`), in [`CONTRACT_TABLES`] order.
pub const TABLES: [TableSpec; 9] = [
    TableSpec {
        name: SELLERS,
        columns: &[
            col("seller_id", Kind::Id),
            col("name", Kind::Text),
            col("category", Kind::Text),
            col("country", Kind::Text),
            col("joined_on", Kind::Date),
        ],
        key: &["seller_id"],
        date_column: None,
    },
    TableSpec {
        name: PRODUCTS,
        columns: &[
            col("product_id", Kind::Id),
            col("seller_id", Kind::Id),
            col("title", Kind::Text),
            col("category", Kind::Text),
            col("brand", Kind::Text),
            col("launched_on", Kind::Date),
            money("list_price", "list_price_cents"),
        ],
        key: &["product_id"],
        date_column: None,
    },
    TableSpec {
        name: SALES_DAILY,
        columns: &[
            col("date", Kind::Date),
            col("seller_id", Kind::Id),
            col("product_id", Kind::Id),
            col("orders", Kind::Count),
            col("units", Kind::Count),
            money("revenue", "revenue_cents"),
            col("units_refunded", Kind::Count),
        ],
        key: DAILY_KEY,
        date_column: Some("date"),
    },
    TableSpec {
        name: TRAFFIC_DAILY,
        columns: &[
            col("date", Kind::Date),
            col("seller_id", Kind::Id),
            col("product_id", Kind::Id),
            col("page_views", Kind::Count),
            col("sessions", Kind::Count),
        ],
        key: DAILY_KEY,
        date_column: Some("date"),
    },
    TableSpec {
        name: INVENTORY_DAILY,
        columns: &[
            col("date", Kind::Date),
            col("seller_id", Kind::Id),
            col("product_id", Kind::Id),
            col("on_hand", Kind::Count),
            col("inbound", Kind::Count),
        ],
        key: DAILY_KEY,
        date_column: Some("date"),
    },
    TableSpec {
        name: PRICING_DAILY,
        columns: &[
            col("date", Kind::Date),
            col("seller_id", Kind::Id),
            col("product_id", Kind::Id),
            money("price", "price_cents"),
            // A product without a competing offer has no competitor price.
            ColumnSpec {
                contract: "competitor_price",
                store: "competitor_price_cents",
                kind: Kind::Money,
                nullable: true,
            },
            col("buy_box_pct", Kind::Rate),
        ],
        key: DAILY_KEY,
        date_column: Some("date"),
    },
    TableSpec {
        name: ADS_DAILY,
        columns: &[
            col("date", Kind::Date),
            col("seller_id", Kind::Id),
            col("product_id", Kind::Id),
            col("impressions", Kind::Count),
            col("clicks", Kind::Count),
            money("spend", "spend_cents"),
            money("attributed_sales", "attributed_sales_cents"),
        ],
        key: DAILY_KEY,
        date_column: Some("date"),
    },
    TableSpec {
        name: REVIEWS,
        columns: &[
            col("review_id", Kind::Id),
            col("date", Kind::Date),
            col("seller_id", Kind::Id),
            col("product_id", Kind::Id),
            col("rating", Kind::Rating),
            col("title", Kind::Text),
        ],
        key: &["review_id"],
        date_column: Some("date"),
    },
    TableSpec {
        name: ACCOUNT_HEALTH_WEEKLY,
        columns: &[
            col("week_start", Kind::Monday),
            col("seller_id", Kind::Id),
            col("order_defect_rate", Kind::Rate),
            col("late_shipment_rate", Kind::Rate),
            col("cancellation_rate", Kind::Rate),
            col("valid_tracking_rate", Kind::Rate),
        ],
        key: &["week_start", "seller_id"],
        date_column: Some("week_start"),
    },
];

/// The spec of a contract table by name.
pub fn table(name: &str) -> Option<&'static TableSpec> {
    TABLES.iter().find(|t| t.name == name)
}

/// Whether `name` is a contract table whose rows are dated (the tables coverage records; not
/// the reference tables `products` and `sellers`).
pub fn is_dated(name: &str) -> bool {
    table(name).is_some_and(|spec| spec.date_column.is_some())
}

/// `INSERT INTO t(store columns...) VALUES (?1, ...)` for a contract table.
pub(crate) fn insert_sql(spec: &TableSpec) -> String {
    let cols: Vec<&str> = spec.columns.iter().map(|c| c.store).collect();
    let params: Vec<String> = (1..=cols.len()).map(|i| format!("?{i}")).collect();
    format!(
        "INSERT INTO {}({}) VALUES ({})",
        spec.name,
        cols.join(", "),
        params.join(", ")
    )
}

/// `INSERT INTO t(store columns...) VALUES (?, ...), ...` with `rows` rows of parameters.
pub(crate) fn insert_rows_sql(spec: &TableSpec, rows: usize) -> String {
    let cols: Vec<&str> = spec.columns.iter().map(|c| c.store).collect();
    let one = format!("({})", vec!["?"; cols.len()].join(", "));
    format!(
        "INSERT INTO {}({}) VALUES {}",
        spec.name,
        cols.join(", "),
        vec![one; rows.max(1)].join(", ")
    )
}

/// `SELECT store columns... FROM t ORDER BY key` for a contract table.
pub(crate) fn select_sql(spec: &TableSpec) -> String {
    let cols: Vec<&str> = spec.columns.iter().map(|c| c.store).collect();
    format!(
        "SELECT {} FROM {} ORDER BY {}",
        cols.join(", "),
        spec.name,
        spec.store_order()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_match_the_ddl_and_the_table_list() {
        let conn = rusqlite::Connection::open_in_memory().expect("in-memory db");
        conn.execute_batch(DDL).expect("DDL runs");
        conn.execute_batch(INDEX_DDL).expect("index DDL runs");
        let names: Vec<&str> = TABLES.iter().map(|t| t.name).collect();
        assert_eq!(names, CONTRACT_TABLES);
        for spec in &TABLES {
            // Every spec column exists in the table, in the same order as the DDL.
            let stmt = conn.prepare(&select_sql(spec)).expect("select compiles");
            let store_cols: Vec<String> = stmt.column_names().map(|s| s.to_string()).collect();
            let expected: Vec<&str> = spec.columns.iter().map(|c| c.store).collect();
            assert_eq!(store_cols, expected);
            let pragma = format!("PRAGMA table_info({})", spec.name);
            let mut info = conn.prepare(&pragma).expect("pragma");
            let ddl_cols: Vec<String> = info
                .query_map([], |r| r.get::<_, String>(1))
                .expect("rows")
                .collect::<Result<_, _>>()
                .expect("names");
            assert_eq!(ddl_cols, expected, "{} columns", spec.name);
            for k in spec.key {
                assert!(spec.position(k).is_some(), "{} key {k}", spec.name);
            }
            if let Some(d) = spec.date_column {
                assert!(spec.position(d).is_some());
            }
            conn.prepare(&insert_sql(spec)).expect("insert compiles");
        }
    }
}
