//! Importing sellers' own exports through the shipped formats (`imports/*.yaml`): each
//! fixture (written in its export's real header layout) imports, the store's SQL equals
//! independent arithmetic over the raw rows, malformed files name file, line and column and
//! leave the store as it was, personal data is never stored, and coverage says what is there.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use chrono::NaiveDate;
use insight::catalog::import::{load_all, ImportFormat};
use insight::catalog::Diagnostics;
use insight::data::{self, coverage, import_files, DataError, IntakeOptions};
use rusqlite::Connection;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn fixture(rel: &str) -> PathBuf {
    root().join("tests/fixtures/imports").join(rel)
}

fn formats() -> Vec<ImportFormat> {
    let mut diags = Diagnostics::with_root(&root());
    let f: Vec<ImportFormat> = load_all(&root(), &mut diags)
        .into_iter()
        .map(|(_, f)| f)
        .collect();
    assert!(diags.is_empty(), "{diags}");
    f
}

fn files_in(dir: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(fixture(dir))
        .expect("fixture dir")
        .map(|e| e.expect("entry").path())
        .collect();
    v.sort();
    v
}

fn import(db: &Path, files: &[PathBuf], seller: Option<&str>) -> data::IntakeReport {
    import_files(
        db,
        files,
        &formats(),
        &IntakeOptions {
            seller: seller.map(str::to_string),
            ..IntakeOptions::default()
        },
    )
    .unwrap_or_else(|e| panic!("{e}"))
}

fn ro(db: &Path) -> Connection {
    data::open_read_only(db).expect("open store")
}

/// (date, seller code) → (orders, units, revenue cents, units_refunded), from the store.
fn sales_by_code(conn: &Connection, seller: &str) -> BTreeMap<(String, String), [i64; 4]> {
    let mut stmt = conn
        .prepare(
            "SELECT s.date, pc.code, s.orders, s.units, s.revenue_cents, s.units_refunded
             FROM sales_daily s JOIN product_codes pc
               ON pc.product_id = s.product_id AND pc.seller_id = s.seller_id
             WHERE s.seller_id = ?1",
        )
        .expect("prepare");
    stmt.query_map([seller], |r| {
        Ok((
            (r.get::<_, String>(0)?, r.get::<_, String>(1)?),
            [r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?],
        ))
    })
    .expect("query")
    .collect::<Result<_, _>>()
    .expect("rows")
}

fn i64_of(conn: &Connection, sql: &str) -> i64 {
    conn.query_row(sql, [], |r| r.get(0)).expect(sql)
}

fn file_bytes(p: &Path) -> Vec<u8> {
    std::fs::read(p).expect("read store")
}

// ---------------------------------------------------------------------------------------------
// The UCI Online Retail layout

/// The documented rules of `imports/transactions.yaml`, applied to the raw rows by hand: an
/// independent computation of what the store must hold.
fn uci_expected() -> BTreeMap<(String, String), [i64; 4]> {
    let not_products = [
        "POST",
        "DOT",
        "C2",
        "M",
        "BANK CHARGES",
        "AMAZONFEE",
        "D",
        "CRUK",
        "S",
        "B",
        "PADS",
    ];
    let mut rd = csv::Reader::from_path(fixture("transactions/online_retail.csv")).expect("csv");
    // (date, code) → (distinct sale invoices, units, revenue, refunded units)
    type Day = (std::collections::BTreeSet<String>, i64, f64, i64);
    let mut acc: BTreeMap<(String, String), Day> = BTreeMap::new();
    for rec in rd.records() {
        let rec = rec.expect("record");
        let (invoice, code, qty, when, price) = (
            &rec[0],
            rec[1].to_uppercase(),
            rec[3].parse::<i64>().expect("qty"),
            &rec[4],
            rec[5].parse::<f64>().expect("price"),
        );
        if not_products.contains(&code.as_str()) || code.starts_with("GIFT_") || price == 0.0 {
            continue;
        }
        // Month first: 12/13/2010 is the 13th of December.
        let day = NaiveDate::parse_from_str(when.split(' ').next().expect("date"), "%m/%d/%Y")
            .expect("date");
        let e = acc
            .entry((day.to_string(), code))
            .or_insert_with(|| (Default::default(), 0, 0.0, 0));
        if invoice.starts_with('C') || qty < 0 {
            e.3 += qty.abs();
        } else {
            e.0.insert(invoice.to_string());
            e.1 += qty;
            e.2 += qty as f64 * price;
        }
    }
    acc.into_iter()
        .map(|(k, (orders, units, revenue, refunded))| {
            (
                k,
                [
                    orders.len() as i64,
                    units,
                    (revenue * 100.0).round() as i64,
                    refunded,
                ],
            )
        })
        .collect()
}

#[test]
fn uci_transactions_import_as_exported_and_match_the_raw_rows() {
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("store.db");
    let file = fixture("transactions/online_retail.csv");
    let r = import(&db, std::slice::from_ref(&file), None);
    assert_eq!(r.seller_id, "S001", "a fresh store's first seller");
    assert!(r.new_seller);
    let f = &r.files[0];
    assert_eq!(f.format, "transactions", "recognised from the header");
    assert_eq!(f.rows, 29);
    // POST x2, D, DOT, BANK CHARGES, AMAZONFEE, M, gift voucher.
    assert_eq!(f.not_products, 8);
    assert_eq!(f.skipped, 1, "the price-0 adjustment");
    assert_eq!(
        f.span.map(|(a, b)| (a.to_string(), b.to_string())),
        Some(("2010-12-01".into(), "2011-01-04".into()))
    );
    let conn = ro(&db);
    let got = sales_by_code(&conn, "S001");
    let want = uci_expected();
    assert_eq!(got, want);
    // Hand-checked anchors: three invoices of 85123A on Dec 1 (one with two lines at two prices).
    assert_eq!(
        got[&("2010-12-01".into(), "85123A".into())],
        [3, 26, 6710, 0]
    );
    // A return without a C (negative quantity), and a C cancellation on a later day.
    assert_eq!(got[&("2010-12-02".into(), "22633".into())], [0, 0, 0, 5]);
    assert_eq!(got[&("2010-12-03".into(), "22728".into())], [0, 0, 0, 2]);
    // Two lines of one invoice are one order; the lower-case code is the same product.
    assert_eq!(
        got[&("2010-12-03".into(), "22086".into())],
        [1, 120, 30600, 0]
    );
    assert_eq!(got[&("2010-12-03".into(), "85123A".into())], [1, 1, 255, 0]);
    assert!(got.contains_key(&("2011-01-04".into(), "21730".into())));

    // Products: one per code, never postage or fees; the most frequent description wins.
    let codes: Vec<String> = conn
        .prepare("SELECT code FROM product_codes ORDER BY code")
        .and_then(|mut s| {
            s.query_map([], |r| r.get(0))
                .and_then(|rows| rows.collect())
        })
        .expect("codes");
    assert_eq!(
        codes,
        ["21730", "22086", "22633", "22728", "35004C", "71053", "84406B", "85123A"]
    );
    let title: String = conn
        .query_row(
            "SELECT p.title FROM products p JOIN product_codes c USING (product_id) WHERE c.code = '85123A'",
            [],
            |r| r.get(0),
        )
        .expect("title");
    assert_eq!(title, "WHITE HANGING HEART T-LIGHT HOLDER");
    let ids = i64_of(
        &conn,
        "SELECT count(*) FROM products WHERE product_id GLOB 'P[0-9][0-9][0-9][0-9]'",
    );
    assert_eq!(ids, 8, "contract-shaped product ids");

    // Only sales: every other table is absent, so its APIs answer data_unavailable.
    let info = data::dataset_info(&conn).expect("info");
    let names: Vec<&str> = info.tables.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["sellers", "products", "sales_daily"]);
    assert_eq!(info.data_start.to_string(), "2010-12-01");
    assert_eq!(info.data_end.to_string(), "2011-01-04");
    let cov = coverage(&conn, "S001").expect("coverage");
    assert!(cov.has("sales_daily"));
    assert!(!cov.has("traffic_daily") && !cov.has("reviews"));
    let d = |s: &str| NaiveDate::parse_from_str(s, "%Y-%m-%d").expect("date");
    assert!(cov.covers("sales_daily", d("2010-12-01"), d("2011-01-04")));
    assert_eq!(
        cov.gaps("sales_daily", d("2010-11-30"), d("2010-12-02")),
        vec![(d("2010-11-30"), d("2010-11-30"))]
    );
    assert_eq!(
        cov.table("sales_daily").expect("sales").spans[0].source,
        "transactions"
    );
    assert_eq!(cov.span(), Some((d("2010-12-01"), d("2011-01-04"))));

    // Importing the same file again changes nothing.
    drop(conn);
    let before = sales_by_code(&ro(&db), "S001");
    let again = import(&db, &[file], Some("S001"));
    assert!(!again.new_seller);
    assert_eq!(again.new_products, 0);
    assert_eq!(sales_by_code(&ro(&db), "S001"), before);
    assert_eq!(i64_of(&ro(&db), "SELECT count(*) FROM products"), 8);
    assert_eq!(i64_of(&ro(&db), "SELECT count(*) FROM coverage"), 1);
}

// ---------------------------------------------------------------------------------------------
// Marketplace reports: business reports (one file per day) and the advertising report

#[test]
fn business_and_advertising_reports_fill_sales_traffic_and_ads() {
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("store.db");
    let mut files = files_in("business_report");
    files.extend(files_in("sponsored_products"));
    let r = import(&db, &files, Some("S007"));
    assert_eq!(r.seller_id, "S007");
    let formats: Vec<&str> = r.files.iter().map(|f| f.format.as_str()).collect();
    assert_eq!(
        formats,
        [
            "business_report",
            "business_report",
            "business_report",
            "sponsored_products"
        ]
    );
    assert_eq!(
        r.files[0].span.map(|(a, _)| a.to_string()),
        Some("2025-11-03".into()),
        "the day comes from the file name"
    );
    let conn = ro(&db);
    let sales = sales_by_code(&conn, "S007");
    // "$3,074.77", 123 units, 118 order items; no refunds in the report.
    assert_eq!(
        sales[&("2025-11-03".into(), "B07XJ8C8F5".into())],
        [118, 123, 307477, 0]
    );
    assert_eq!(
        sales[&("2025-11-04".into(), "B07XJ8C8F5".into())],
        [97, 99, 247401, 0]
    );
    assert_eq!(
        sales[&("2025-11-06".into(), "B07XJ8C8F5".into())],
        [84, 85, 212415, 0]
    );
    let total_revenue = i64_of(
        &conn,
        "SELECT sum(revenue_cents) FROM sales_daily WHERE seller_id = 'S007'",
    );
    assert_eq!(total_revenue, 307477 + 41979 + 247401 + 34993 + 212415);
    let traffic: (i64, i64) = conn
        .query_row(
            "SELECT t.sessions, t.page_views FROM traffic_daily t JOIN product_codes c USING (product_id)
             WHERE c.code = 'B07XJ8C8F5' AND t.date = '2025-11-03'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .expect("traffic");
    assert_eq!(traffic, (1234, 1890), "thousands separators");
    // Ads: two campaigns of the skillet on Nov 3 are summed.
    let ads: (i64, i64, i64, i64) = conn
        .query_row(
            "SELECT a.impressions, a.clicks, a.spend_cents, a.attributed_sales_cents
             FROM ads_daily a JOIN product_codes c USING (product_id)
             WHERE c.code = 'B07XJ8C8F5' AND a.date = '2025-11-03'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .expect("ads");
    assert_eq!(ads, (12345 + 2001, 98 + 31, 8330 + 3410, 44985 + 19992));
    // The ads report's ASINs are the business report's products; a row without an ASIN is
    // known by its SKU.
    assert_eq!(
        i64_of(
            &conn,
            "SELECT count(*) FROM product_codes WHERE seller_id = 'S007'"
        ),
        4
    );
    let skillet: String = conn
        .query_row(
            "SELECT p.title FROM products p JOIN product_codes c USING (product_id) WHERE c.code = 'B07XJ8C8F5'",
            [],
            |r| r.get(0),
        )
        .expect("title");
    assert_eq!(skillet, "Northwind Cast Iron Skillet, 12-Inch");
    assert_eq!(
        i64_of(
            &conn,
            "SELECT count(*) FROM product_codes WHERE code = 'NW-PAN-SET'"
        ),
        1
    );

    // Coverage: a business report per day, Nov 5 missing; ads Nov 3..4; refunds not in reports.
    let cov = coverage(&conn, "S007").expect("coverage");
    let d = |s: &str| NaiveDate::parse_from_str(s, "%Y-%m-%d").expect("date");
    assert_eq!(
        cov.gaps("traffic_daily", d("2025-11-03"), d("2025-11-06")),
        vec![(d("2025-11-05"), d("2025-11-05"))]
    );
    assert!(cov.covers("ads_daily", d("2025-11-03"), d("2025-11-04")));
    assert!(!cov.covers("ads_daily", d("2025-11-03"), d("2025-11-06")));
    assert_eq!(
        cov.missing_columns("sales_daily", d("2025-11-01"), d("2025-11-30")),
        ["units_refunded"]
    );
    assert!(!cov.has("inventory_daily") && !cov.has("pricing_daily"));
    let info = data::dataset_info(&conn).expect("info");
    let names: Vec<&str> = info.tables.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "sellers",
            "products",
            "sales_daily",
            "traffic_daily",
            "ads_daily"
        ]
    );

    // The missing day arrives later: it fills the gap and keeps the other days.
    let day5 = tmp.path().join("BusinessReport-2025-11-05.csv");
    let text = std::fs::read_to_string(&files[1]).expect("read");
    std::fs::write(&day5, text.replace("\"1,101\"", "1000")).expect("write");
    import(&db, &[day5], Some("S007"));
    let conn = ro(&db);
    let cov = coverage(&conn, "S007").expect("coverage");
    assert!(cov.covers("traffic_daily", d("2025-11-03"), d("2025-11-06")));
    assert_eq!(cov.table("traffic_daily").expect("t").spans.len(), 1);
    let n = i64_of(
        &conn,
        "SELECT count(*) FROM traffic_daily WHERE seller_id = 'S007'",
    );
    assert_eq!(n, 3 + 2 + 1 + 2);
}

// ---------------------------------------------------------------------------------------------
// A shop platform's orders export, and personal data

#[test]
fn shop_orders_import_refunds_by_amount_and_never_store_personal_data() {
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("store.db");
    let r = import(&db, &files_in("shop_orders"), None);
    assert_eq!(r.files[0].format, "shop_orders");
    let conn = ro(&db);
    let got = sales_by_code(&conn, &r.seller_id);
    let want: BTreeMap<(String, String), [i64; 4]> = [
        // #1001: two lines; the second line's date is filled down from the first.
        (("2025-11-03", "NW-APRON"), [1, 2, 3998, 0]),
        // #1001 and #1002 (23:30 at -05:00 is still the 3rd); #1002 refunded in full.
        (("2025-11-03", "NW-MITT"), [2, 2, 6998, 1]),
        // #1003: no SKU, known by its name; "1,200.00" totals are not read.
        (("2025-11-04", "Gift Card Sleeve"), [1, 100, 120000, 0]),
        // #1004: 27.49 refunded covers one 19.99 apron; the rest is shipping.
        (("2025-11-04", "NW-APRON"), [1, 3, 5997, 1]),
    ]
    .into_iter()
    .map(|((d, c), v)| ((d.to_string(), c.to_string()), v))
    .collect();
    assert_eq!(got, want);

    // No personal value of the export is anywhere in the store.
    let pii = [
        "jane.doe@example.com",
        "li.wei@example.org",
        "Jane Doe",
        "Li Wei",
        "Sam Okafor",
        "Ana Ruiz",
        "Elm Street",
        "Harbour Road",
        "Quay Lane",
        "Pine Ave",
        "217-555-0143",
        "555-0199",
        "62704",
        "Springfield",
        "Okafor Events",
        "Leave at the back door",
    ];
    assert_no_text_contains(&conn, &pii);
}

/// Scans every text value of every table of the store.
fn assert_no_text_contains(conn: &Connection, needles: &[&str]) {
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .and_then(|mut s| {
            s.query_map([], |r| r.get(0))
                .and_then(|rows| rows.collect())
        })
        .expect("tables");
    let mut scanned = 0;
    for t in tables {
        let mut stmt = conn.prepare(&format!("SELECT * FROM {t}")).expect("select");
        let width = stmt.column_count();
        let mut rows = stmt.query([]).expect("rows");
        while let Some(row) = rows.next().expect("row") {
            for i in 0..width {
                if let Ok(s) = row.get::<_, String>(i) {
                    scanned += 1;
                    for n in needles {
                        assert!(!s.contains(n), "table {t} holds personal data: {s:?}");
                    }
                }
            }
        }
    }
    assert!(
        scanned > 20,
        "the scan saw the store's text ({scanned} values)"
    );
}

#[test]
fn uci_customers_are_not_stored_either() {
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("store.db");
    import(&db, &[fixture("transactions/online_retail.csv")], None);
    assert_no_text_contains(
        &ro(&db),
        &["17850", "13047", "United Kingdom", "France", "EIRE"],
    );
}

// ---------------------------------------------------------------------------------------------
// Malformed files: file, line and column, and the store exactly as it was

#[test]
fn malformed_files_name_file_line_and_column_and_leave_the_store_unchanged() {
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("store.db");
    import(&db, &[fixture("transactions/online_retail.csv")], None);
    let before = file_bytes(&db);
    let cases = [
        (
            "malformed/transactions/online_retail_bad.csv",
            "online_retail_bad.csv:4: column 'Quantity': expected a whole number such as 12 or 1,204, found 'six'",
        ),
        (
            "malformed/business_report/BusinessReport-2025-11-07.csv",
            "BusinessReport-2025-11-07.csv:3: column 'Ordered Product Sales': expected an amount such as 12.30 or $1,234.56, found '$3,49.93'",
        ),
        (
            "malformed/sponsored_products/sp_bad.csv",
            "sp_bad.csv:2: column 'Date': expected a date in one of the formats %b %d, %Y | %Y-%m-%d | %m/%d/%Y | %d/%m/%Y, found '2025-13-03'",
        ),
        (
            "malformed/shop_orders/orders_bad.csv",
            "orders_bad.csv:3: column 'Lineitem price': expected an amount such as 12.30 or $1,234.56, found '34,99'",
        ),
    ];
    for (rel, want) in cases {
        // A good file first: nothing of it may land either.
        let files = vec![fixture("shop_orders/orders_export_1.csv"), fixture(rel)];
        let err = import_files(&db, &files, &formats(), &IntakeOptions::default()).expect_err(rel);
        assert!(matches!(err, DataError::Intake(_)), "{err:?}");
        let msg = err.to_string();
        assert!(msg.ends_with(want), "{rel}: {msg}");
        assert!(msg.contains(&fixture(rel).display().to_string()), "{msg}");
        assert_eq!(file_bytes(&db), before, "{rel} changed the store");
    }
    // Without a store, a bad import creates none.
    let fresh = tmp.path().join("fresh.db");
    import_files(
        &fresh,
        &[fixture("malformed/transactions/online_retail_bad.csv")],
        &formats(),
        &IntakeOptions::default(),
    )
    .expect_err("bad");
    assert!(!fresh.exists());
    let leftovers = std::fs::read_dir(tmp.path())
        .expect("dir")
        .filter(|e| {
            e.as_ref()
                .map(|e| e.file_name().to_string_lossy().contains(".build-"))
                .unwrap_or(false)
        })
        .count();
    assert_eq!(leftovers, 0);
}

#[test]
fn unknown_and_mismatched_headers_say_what_is_missing() {
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("store.db");
    let odd = tmp.path().join("odd.csv");
    std::fs::write(&odd, "InvoiceNo,StockCode,Quantity\n1,A,2\n").expect("write");
    let err = import_files(
        &db,
        std::slice::from_ref(&odd),
        &formats(),
        &IntakeOptions::default(),
    )
    .expect_err("unrecognised")
    .to_string();
    assert!(
        err.contains("odd.csv:1: no import format recognises this header (InvoiceNo,StockCode,Quantity); closest: `transactions`, which lacks InvoiceDate"),
        "{err}"
    );
    let err = import_files(
        &db,
        &[fixture("transactions/online_retail.csv")],
        &formats(),
        &IntakeOptions {
            format: Some("shop_orders".into()),
            ..IntakeOptions::default()
        },
    )
    .expect_err("wrong format")
    .to_string();
    assert!(
        err.contains("online_retail.csv:1: not a `shop_orders` file: missing Created at, Name, Lineitem price, Lineitem quantity"),
        "{err}"
    );
    let err = import_files(
        &db,
        &[odd],
        &formats(),
        &IntakeOptions {
            format: Some("nope".into()),
            ..IntakeOptions::default()
        },
    )
    .expect_err("unknown format")
    .to_string();
    assert!(err.contains("unknown import format `nope`; known formats: business_report, shop_orders, sponsored_products, transactions"), "{err}");
    // A report whose file name has no day and no Date column.
    let undated = tmp.path().join("BusinessReport.csv");
    std::fs::copy(
        fixture("business_report/BusinessReport-2025-11-04.csv"),
        &undated,
    )
    .expect("copy");
    let err = import_files(&db, &[undated], &formats(), &IntakeOptions::default())
        .expect_err("undated")
        .to_string();
    assert!(err.contains("(or a file name matching"), "{err}");
    assert!(!db.exists());
}

// ---------------------------------------------------------------------------------------------
// Into the demo store: a new seller beside the others

#[test]
fn an_import_into_the_demo_store_adds_a_seller_and_leaves_the_others() {
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("insight.db");
    data::generate(&db, 42).expect("generate");
    let s001 = |db: &Path| {
        let c = ro(db);
        (
            i64_of(
                &c,
                "SELECT sum(revenue_cents) FROM sales_daily WHERE seller_id = 'S001'",
            ),
            i64_of(&c, "SELECT count(*) FROM products"),
        )
    };
    let (rev_before, products_before) = s001(&db);
    let cov = coverage(&ro(&db), "S001").expect("coverage");
    assert_eq!(cov.tables.len(), 7, "every dated table: {cov:?}");
    let d = |s: &str| NaiveDate::parse_from_str(s, "%Y-%m-%d").expect("date");
    assert!(cov.covers("sales_daily", d("2024-01-01"), d("2025-12-09")));
    assert_eq!(
        cov.table("reviews").expect("reviews").spans[0].source,
        "generator"
    );

    let r = import(&db, &[fixture("transactions/online_retail.csv")], None);
    assert_eq!(r.seller_id, "S041", "the next free seller id");
    let (rev_after, products_after) = s001(&db);
    assert_eq!(rev_after, rev_before);
    assert_eq!(products_after, products_before + 8);
    let c = ro(&db);
    let new_ids: Vec<String> = c
        .prepare("SELECT product_id FROM products WHERE seller_id = 'S041' ORDER BY product_id")
        .and_then(|mut s| {
            s.query_map([], |r| r.get(0))
                .and_then(|rows| rows.collect())
        })
        .expect("ids");
    assert_eq!(new_ids.len(), 8);
    assert!(
        new_ids.iter().all(|p| p.starts_with('P') && p.len() == 5),
        "{new_ids:?}"
    );
    assert_eq!(sales_by_code(&c, "S041"), uci_expected());
    let info = data::dataset_info(&c).expect("info");
    assert_eq!(info.data_start.to_string(), "2010-12-01", "the span widens");
    assert_eq!(info.data_end.to_string(), "2025-12-09");
    assert_eq!(info.source, data::Source::Generator);
    let cov = coverage(&c, "S041").expect("coverage");
    let names: Vec<&str> = cov.tables.iter().map(|t| t.table.as_str()).collect();
    assert_eq!(names, ["sales_daily"]);
    // The demo seller's coverage is untouched.
    assert_eq!(coverage(&c, "S001").expect("coverage").tables.len(), 7);
}

#[test]
fn a_store_without_coverage_is_read_as_covering_its_span() {
    // Stores built before coverage existed: every listed table covers the whole span.
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("old.db");
    import(&db, &[fixture("transactions/online_retail.csv")], None);
    {
        let c = Connection::open(&db).expect("open");
        c.execute_batch("DROP TABLE coverage").expect("drop");
    }
    let cov = coverage(&ro(&db), "S009").expect("coverage");
    assert_eq!(cov.tables.len(), 1);
    let s = &cov.table("sales_daily").expect("sales").spans[0];
    assert_eq!(
        (s.start.to_string(), s.end.to_string(), s.source.as_str()),
        ("2010-12-01".into(), "2011-01-04".into(), "import")
    );
}

// ---------------------------------------------------------------------------------------------
// The command line

#[test]
fn cli_imports_exports_with_a_report_per_file() {
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("cli.db");
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_insight"))
            .arg("--root")
            .arg(root())
            .arg("--db")
            .arg(&db)
            .args(args)
            .output()
            .expect("run insight")
    };
    let dir = fixture("business_report");
    let out = run(&[
        "data",
        "import",
        dir.to_str().unwrap_or_default(),
        "--seller",
        "S002",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("BusinessReport-2025-11-03.csv [business_report]: 3 rows, 3 products, 2025-11-03..2025-11-03, fills sales_daily, traffic_daily"),
        "{stdout}"
    );
    assert!(
        stdout.contains("imported 3 file(s) for new seller S002 into"),
        "{stdout}"
    );
    let bad = fixture("malformed/transactions/online_retail_bad.csv");
    let out = run(&["data", "import", bad.to_str().unwrap_or_default()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("the store was left unchanged"), "{stderr}");
    assert!(
        stderr.contains("online_retail_bad.csv:4: column 'Quantity'"),
        "{stderr}"
    );
    let out = run(&["data", "info"]);
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("2025-11-03..2025-11-06"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

// ---------------------------------------------------------------------------------------------
// Catalog checks of the format files themselves

#[test]
fn broken_formats_are_reported_with_file_line_and_column() {
    let fixture_root = fixture("broken_formats");
    let mut diags = Diagnostics::with_root(&fixture_root);
    let loaded = load_all(&fixture_root, &mut diags);
    assert!(loaded.is_empty());
    let text: Vec<String> = diags.sorted().iter().map(|d| d.to_string()).collect();
    let want = [
        "imports/bad.yaml:2:7: import format name `Bad-Name` must be snake_case",
        "imports/bad.yaml:10:15: date format `%Y-%d` does not read back the date it writes: it needs a day (%d or %e), a month (%m, %b or %B) and a year (%Y or %y)",
        "imports/bad.yaml:18:14: column `Customer Email` looks like personal data (names, emails, phones, addresses, customers are never stored); list it under `drop`",
        "imports/bad.yaml:23:14: field `spare` reads column `Note`, which is listed under `drop`",
        "imports/bad.yaml:22:3: field `spare` is never used; remove it (or list its column under `drop`)",
        "imports/bad.yaml:17:3: field `who` is never used; remove it (or list its column under `drop`)",
        "imports/bad.yaml:26:14: invalid regex: error: unclosed group",
        "imports/bad.yaml:29:10: unknown field `nowhere`; fields: code, order, price, qty, spare, when, who",
        "imports/bad.yaml:34:15: field `qty` is `decimal`, expected an integer",
        "imports/report.yaml:25:1: unknown field `colums`, expected one of `name`, `description`, `numbers`, `fields`, `drop`, `not_products`, `skip`, `product`, `rows`",
    ];
    for w in want {
        assert!(
            text.iter().any(|t| t == w),
            "missing {w:?} in:\n{}",
            text.join("\n")
        );
    }
    // Once the unknown field is gone, the rules a schema cannot express are checked too.
    let tmp = tempfile::tempdir().expect("tmp");
    std::fs::create_dir_all(tmp.path().join("imports")).expect("dir");
    let src = std::fs::read_to_string(fixture_root.join("imports/report.yaml")).expect("read");
    std::fs::write(
        tmp.path().join("imports/report.yaml"),
        src.replace("colums: []\n", ""),
    )
    .expect("write");
    let mut diags = Diagnostics::with_root(tmp.path());
    assert!(load_all(tmp.path(), &mut diags).is_empty());
    let text: Vec<String> = diags.sorted().iter().map(|d| d.to_string()).collect();
    let want = [
        "imports/report.yaml:6:21: `from_file_name` needs exactly one capture group `( )`: the value",
        "imports/report.yaml:22:9: `traffic_daily` has no measure `visits`; expected `page_views`, `sessions`",
        "imports/report.yaml:21:9: `traffic_daily` needs `sessions`: a field, or a constant (e.g. 0) when the export does not have it",
        "imports/report.yaml:23:7: `pricing_daily` cannot be filled by daily totals; expected one of `sales_daily`, `traffic_daily`, `inventory_daily`, `ads_daily`",
    ];
    for w in want {
        assert!(
            text.iter().any(|t| t == w),
            "missing {w:?} in:\n{}",
            text.join("\n")
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Through the data APIs: sales answer from the imported rows, absent tables are unavailable

#[tokio::test]
async fn apis_answer_sales_from_an_import_and_data_unavailable_for_the_rest() {
    use insight::backend::{BackendError, Backends, Tenant};
    use serde_json::{json, Value};
    let tmp = tempfile::tempdir().expect("tmp");
    let db = tmp.path().join("store.db");
    import(&db, &[fixture("transactions/online_retail.csv")], None);
    // Loaded with diagnostics: the APIs used here load whatever else the catalog says.
    let (catalog, _) = insight::catalog::Catalog::load_with_diagnostics(&root());
    let catalog = std::sync::Arc::new(catalog.expect("catalog"));
    let backends = Backends::new(catalog.clone(), &db);
    let tenant = Tenant::new("S001");
    let params = |v: Value| v.as_object().cloned().expect("object");
    let api = catalog.api("sales_summary").expect("sales_summary");
    let t = backends
        .call(
            api,
            &api.check_params(&json!({"start_date": "2010-12-01", "end_date": "2011-01-31"}))
                .expect("params"),
            &tenant,
        )
        .await
        .expect("sales answer");
    let want = uci_expected();
    let sum = |k: usize| want.values().map(|v| v[k]).sum::<i64>();
    let cell = |name: &str| t.values(name).and_then(|mut v| v.next().cloned());
    assert_eq!(cell("units"), Some(json!(sum(1))));
    assert_eq!(cell("units_refunded"), Some(json!(sum(3))));
    assert_eq!(cell("revenue"), Some(json!(sum(2) as f64 / 100.0)));
    for name in [
        "traffic_summary",
        "ads_summary",
        "pricing_history",
        "reviews_summary",
    ] {
        let api = catalog.api(name).expect(name);
        let p = api
            .check_params(&json!({"start_date": "2010-12-01", "end_date": "2011-01-31"}))
            .unwrap_or_else(|_| params(json!({})));
        match backends.call(api, &p, &tenant).await {
            Err(BackendError::DataUnavailable(m)) => assert!(m.contains("holds no"), "{m}"),
            other => panic!("{name}: expected data_unavailable, got {other:?}"),
        }
    }
}
