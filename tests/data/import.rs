//! CSV: export then import round trip, partial imports, bad files named at file:line:column with
//! the store untouched, duplicates, unusable folders, and the CLI's import.

use super::*;

// ---------------------------------------------------------------------------------------------
// CSV

#[test]
fn csv_export_then_import_round_trips_exactly() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("csv");
    let exported = export_csv(store(), &dir).expect("export");
    assert_eq!(exported.tables.len(), 9);
    let header = |t: &str| {
        std::fs::read_to_string(dir.join(format!("{t}.csv")))
            .expect("read")
            .lines()
            .next()
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(
        header("sales_daily"),
        "date,seller_id,product_id,orders,units,revenue,units_refunded"
    );
    assert_eq!(
        header("products"),
        "product_id,seller_id,title,category,brand,launched_on,list_price"
    );
    assert_eq!(
        header("pricing_daily"),
        "date,seller_id,product_id,price,competitor_price,buy_box_pct"
    );
    assert_eq!(
        header("ads_daily"),
        "date,seller_id,product_id,impressions,clicks,spend,attributed_sales"
    );
    assert_eq!(
        header("account_health_weekly"),
        "week_start,seller_id,order_defect_rate,late_shipment_rate,cancellation_rate,valid_tracking_rate"
    );
    let products = std::fs::read_to_string(dir.join("products.csv")).expect("read");
    let p0001 = products.lines().nth(1).unwrap_or_default();
    assert_eq!(
        p0001,
        "P0001,S001,Northwind 12-Inch Pre-Seasoned Cast Iron Skillet,Home & Kitchen,Northwind,2020-04-06,39.99"
    );
    let sales = std::fs::read_to_string(dir.join("sales_daily.csv")).expect("read");
    let first = sales.lines().nth(1).unwrap_or_default();
    assert!(first.starts_with("2024-01-01,S001,P0001,"), "{first}");
    let revenue = first.split(',').nth(5).unwrap_or_default();
    assert!(
        revenue.len() > 3 && revenue.as_bytes()[revenue.len() - 3] == b'.',
        "{revenue}"
    );

    let db = tmp.path().join("imported.db");
    let report = import_csv(&db, &dir).expect("import");
    assert!(report.warnings.is_empty());
    assert_eq!(report.tables, exported.tables);
    assert_eq!(report.data_start.to_string(), "2024-01-01");
    assert_eq!(report.data_end.to_string(), "2025-12-09");
    let imported = open_read_only(&db).expect("open");
    let info = dataset_info(&imported).expect("info");
    assert_eq!(info.source, Source::Import);
    assert_eq!(info.seed, None);
    assert_eq!(
        content_hash(&imported).expect("hash"),
        content_hash(&conn()).expect("hash"),
        "identical table contents"
    );
    println!(
        "export {:.2}s, import {:.2}s",
        exported.elapsed.as_secs_f64(),
        report.elapsed.as_secs_f64()
    );
}

/// A small valid export: two sellers, three products, three days.
fn small_dataset(dir: &Path) {
    std::fs::create_dir_all(dir).expect("mkdir");
    let files: [(&str, &str); 5] = [
        (
            "sellers",
            "seller_id,name,category,country,joined_on\n\
             S001,Northwind Home,Home & Kitchen,US,2019-03-14\n\
             S002,\"Copperleaf, Kitchen\",Home & Kitchen,GB,2020-01-01\n",
        ),
        (
            "products",
            "product_id,seller_id,title,category,brand,launched_on,list_price\n\
             P0001,S001,Skillet,Home & Kitchen,Northwind,2020-04-06,39.99\n\
             P0002,S001,Knife,Home & Kitchen,Northwind,2020-09-14,59.99\n\
             P0003,S002,Pan,Home & Kitchen,Copperleaf,2021-01-01,20\n",
        ),
        (
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n\
             2025-03-01,S001,P0001,3,4,159.96,0\n\
             2025-03-01,S001,P0002,1,1,59.99,0\n\
             2025-03-02,S001,P0001,2,2,79.98,1\n\
             2025-03-03,S002,P0003,1,1,20.00,0\n",
        ),
        (
            "reviews",
            "review_id,date,seller_id,product_id,rating,title\n\
             R1,2025-03-02,S001,P0001,5,Love it\n\
             R2,2025-03-04,S001,P0001,4,\n",
        ),
        (
            "account_health_weekly",
            "week_start,seller_id,order_defect_rate,late_shipment_rate,cancellation_rate,valid_tracking_rate\n\
             2025-02-24,S001,0.004,0.015,0.01,0.99\n",
        ),
    ];
    for (table, text) in files {
        std::fs::write(dir.join(format!("{table}.csv")), text).expect("write");
    }
}

fn file_bytes(path: &Path) -> Vec<u8> {
    std::fs::read(path).expect("read store")
}

#[test]
fn small_import_loads_what_is_there() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("in");
    small_dataset(&dir);
    let db = tmp.path().join("store").join("insight.db");
    let report = import_csv(&db, &dir).expect("import");
    let c = open_read_only(&db).expect("open");
    let info = dataset_info(&c).expect("info");
    let names: Vec<(&str, u64)> = info
        .tables
        .iter()
        .map(|t| (t.name.as_str(), t.rows))
        .collect();
    assert_eq!(
        names,
        [
            ("sellers", 2),
            ("products", 3),
            ("sales_daily", 4),
            ("reviews", 2),
            ("account_health_weekly", 1)
        ]
    );
    // Span from the daily tables only (reviews run to 03-04, health starts 02-24).
    assert_eq!(
        (info.data_start.to_string(), info.data_end.to_string()),
        ("2025-03-01".into(), "2025-03-03".into())
    );
    assert_eq!(report.data_end.to_string(), "2025-03-03");
    assert_eq!(
        i64_of(&c, "SELECT sum(revenue_cents) FROM sales_daily"),
        15996 + 5999 + 7998 + 2000
    );
    assert_eq!(
        i64_of(
            &c,
            "SELECT list_price_cents FROM products WHERE product_id = 'P0003'"
        ),
        2000
    );
    assert_eq!(
        strings_of(&c, "SELECT name FROM sellers WHERE seller_id = 'S002'"),
        ["Copperleaf, Kitchen"]
    );
    assert_eq!(
        f64_of(&c, "SELECT late_shipment_rate FROM account_health_weekly"),
        0.015
    );
    // Absent tables exist (catalog SQL runs) but are empty and unlisted.
    assert_eq!(i64_of(&c, "SELECT count(*) FROM traffic_daily"), 0);
    assert!(!info.has_table("traffic_daily"));
}

#[test]
fn import_of_a_subset_of_tables_with_an_unknown_file() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("in");
    small_dataset(&dir);
    for t in ["sellers", "reviews", "account_health_weekly"] {
        std::fs::remove_file(dir.join(format!("{t}.csv"))).expect("rm");
    }
    std::fs::write(dir.join("notes.csv"), "a,b\n1,2\n").expect("write");
    std::fs::write(dir.join("README.txt"), "not csv").expect("write");
    let db = tmp.path().join("insight.db");
    let report = import_csv(&db, &dir).expect("import");
    assert_eq!(
        report.warnings,
        [ImportWarning::UnknownFile {
            path: dir.join("notes.csv")
        }]
    );
    assert!(report.warnings[0]
        .to_string()
        .contains("notes.csv: not a contract table"));
    let c = open_read_only(&db).expect("open");
    let info = dataset_info(&c).expect("info");
    let names: Vec<&str> = info.tables.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["products", "sales_daily"]);
    assert_eq!(i64_of(&c, "SELECT count(*) FROM dataset_tables"), 2);
    assert_eq!(
        i64_of(&c, "SELECT count(*) FROM sellers"),
        0,
        "never invented"
    );
    // Exporting gives back exactly the tables that were imported.
    let out = tmp.path().join("out");
    let exported = export_csv(&db, &out).expect("export");
    let mut files: Vec<String> = std::fs::read_dir(&out)
        .expect("ls")
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect();
    files.sort();
    assert_eq!(files, ["products.csv", "sales_daily.csv"]);
    assert_eq!(exported.tables.len(), 2);
    let round = std::fs::read_to_string(out.join("sales_daily.csv")).expect("read");
    assert_eq!(
        round,
        "date,seller_id,product_id,orders,units,revenue,units_refunded\n\
         2025-03-01,S001,P0001,3,4,159.96,0\n\
         2025-03-01,S001,P0002,1,1,59.99,0\n\
         2025-03-02,S001,P0001,2,2,79.98,1\n\
         2025-03-03,S002,P0003,1,1,20.00,0\n"
    );
}

/// What a bad-file case expects.
enum Expect {
    Row {
        line: u64,
        column: &'static str,
        problem: CsvProblem,
    },
    Header(HeaderProblem),
}

#[test]
fn bad_csv_files_name_file_line_and_column_and_leave_the_store_untouched() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let good = tmp.path().join("good");
    small_dataset(&good);
    let db = tmp.path().join("insight.db");
    import_csv(&db, &good).expect("good import");
    let before = file_bytes(&db);

    let invalid = |expected: &'static str, found: &str| CsvProblem::Invalid {
        expected,
        found: found.to_string(),
    };
    let cases: Vec<(&str, &str, &str, Expect, &str)> = vec![
        (
            "unknown header column",
            "sales_daily",
            "date,seller_id,product_id,orders,unitz,revenue,units_refunded\n",
            Expect::Header(HeaderProblem::UnknownColumn {
                column: "unitz".into(),
                expected: "date, seller_id, product_id, orders, units, revenue, units_refunded".into(),
            }),
            "sales_daily.csv:1: unknown column 'unitz', expected one of: date, seller_id",
        ),
        (
            "missing header column",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue\n2025-03-01,S001,P0001,1,1,1.00\n",
            Expect::Header(HeaderProblem::MissingColumn {
                column: "units_refunded",
            }),
            "sales_daily.csv:1: missing column 'units_refunded'",
        ),
        (
            "wrong type",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n\
             2025-03-01,S001,P0001,1,1,39.99,0\n2025-03-02,S001,P0001,1,abc,39.99,0\n",
            Expect::Row {
                line: 3,
                column: "units",
                problem: invalid("a whole number >= 0", "abc"),
            },
            "sales_daily.csv:3: column 'units': expected a whole number >= 0, found 'abc'",
        ),
        (
            "negative units",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-03-01,S001,P0001,1,-3,39.99,0\n",
            Expect::Row {
                line: 2,
                column: "units",
                problem: invalid("a whole number >= 0", "-3"),
            },
            "sales_daily.csv:2: column 'units': expected a whole number >= 0, found '-3'",
        ),
        (
            "bad date",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-02-30,S001,P0001,1,1,39.99,0\n",
            Expect::Row {
                line: 2,
                column: "date",
                problem: invalid("a date YYYY-MM-DD", "2025-02-30"),
            },
            "sales_daily.csv:2: column 'date': expected a date YYYY-MM-DD, found '2025-02-30'",
        ),
        (
            "money with three decimals",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-03-01,S001,P0001,1,1,39.999,0\n",
            Expect::Row {
                line: 2,
                column: "revenue",
                problem: invalid("an amount >= 0 with at most two decimals, e.g. 12.30", "39.999"),
            },
            "column 'revenue': expected an amount >= 0 with at most two decimals",
        ),
        (
            "empty required value",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-03-01,S001,P0001,,1,39.99,0\n",
            Expect::Row {
                line: 2,
                column: "orders",
                problem: CsvProblem::Empty {
                    expected: "a whole number >= 0",
                },
            },
            "sales_daily.csv:2: column 'orders': expected a whole number >= 0, found an empty field",
        ),
        (
            "rating outside 1..5",
            "reviews",
            "review_id,date,seller_id,product_id,rating,title\nR1,2025-03-02,S001,P0001,6,Wow\n",
            Expect::Row {
                line: 2,
                column: "rating",
                problem: invalid("a whole number from 1 to 5", "6"),
            },
            "reviews.csv:2: column 'rating': expected a whole number from 1 to 5, found '6'",
        ),
        (
            "product of an unknown seller",
            "products",
            "product_id,seller_id,title,category,brand,launched_on,list_price\n\
             P0001,S001,Skillet,Home & Kitchen,Northwind,2020-04-06,39.99\n\
             P0002,S001,Knife,Home & Kitchen,Northwind,2020-09-14,59.99\n\
             P0003,S999,Pan,Home & Kitchen,Copperleaf,2021-01-01,20\n",
            Expect::Row {
                line: 4,
                column: "seller_id",
                problem: CsvProblem::UnknownSeller {
                    seller_id: "S999".into(),
                },
            },
            "products.csv:4: column 'seller_id': seller 'S999' is not in sellers.csv",
        ),
        (
            "daily row of an unknown product",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-03-01,S001,P0009,1,1,39.99,0\n",
            Expect::Row {
                line: 2,
                column: "product_id",
                problem: CsvProblem::UnknownProduct {
                    product_id: "P0009".into(),
                },
            },
            "product 'P0009' is not in products.csv",
        ),
        (
            "product under the wrong seller",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-03-01,S002,P0001,1,1,39.99,0\n",
            Expect::Row {
                line: 2,
                column: "seller_id",
                problem: CsvProblem::WrongSeller {
                    product_id: "P0001".into(),
                    owner: "S001".into(),
                    seller_id: "S002".into(),
                },
            },
            "product 'P0001' belongs to seller 'S001', not 'S002'",
        ),
        (
            "duplicate key",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n\
             2025-03-01,S001,P0001,1,1,39.99,0\n2025-03-02,S001,P0001,1,1,39.99,0\n2025-03-01,S001,P0001,2,2,79.98,0\n",
            Expect::Row {
                line: 4,
                column: "date, product_id",
                problem: CsvProblem::DuplicateKey {
                    key: "date=2025-03-01, product_id=P0001".into(),
                },
            },
            "sales_daily.csv:4: column 'date, product_id': duplicate key: another row has the same date=2025-03-01, product_id=P0001",
        ),
        (
            "week start not a Monday",
            "account_health_weekly",
            "week_start,seller_id,order_defect_rate,late_shipment_rate,cancellation_rate,valid_tracking_rate\n\
             2025-02-25,S001,0.004,0.015,0.01,0.99\n",
            Expect::Row {
                line: 2,
                column: "week_start",
                problem: invalid("a Monday as YYYY-MM-DD (weeks start on Monday)", "2025-02-25"),
            },
            "account_health_weekly.csv:2: column 'week_start'",
        ),
        (
            "rate above 1",
            "account_health_weekly",
            "week_start,seller_id,order_defect_rate,late_shipment_rate,cancellation_rate,valid_tracking_rate\n\
             2025-02-24,S001,0.004,1.5,0.01,0.99\n",
            Expect::Row {
                line: 2,
                column: "late_shipment_rate",
                problem: invalid("a fraction from 0 to 1", "1.5"),
            },
            "column 'late_shipment_rate': expected a fraction from 0 to 1, found '1.5'",
        ),
        (
            "wrong number of fields",
            "sales_daily",
            "date,seller_id,product_id,orders,units,revenue,units_refunded\n2025-03-01,S001,P0001,1,1,39.99\n",
            Expect::Row {
                line: 2,
                column: "",
                problem: CsvProblem::FieldCount {
                    expected: 7,
                    found: 6,
                },
            },
            "sales_daily.csv:2: expected 7 fields, found 6",
        ),
        (
            "empty file",
            "reviews",
            "",
            Expect::Header(HeaderProblem::Empty),
            "reviews.csv:1: the file is empty: expected a header row",
        ),
    ];
    for (name, table, text, expect, message) in cases {
        let dir = tmp.path().join(name.replace(' ', "_"));
        small_dataset(&dir);
        let file = dir.join(format!("{table}.csv"));
        std::fs::write(&file, text).expect("write");
        let err = import_csv(&db, &dir).expect_err(name);
        let shown = err.to_string();
        match (&err, expect) {
            (
                DataError::Csv(row),
                Expect::Row {
                    line: l,
                    column: c,
                    problem: p,
                },
            ) => {
                assert_eq!(row.file, file, "{name}");
                assert_eq!(
                    (row.line, row.column.as_str(), &row.problem),
                    (l, c, &p),
                    "{name}"
                );
            }
            (DataError::CsvHeader { file: f, problem }, Expect::Header(p)) => {
                assert_eq!(f, &file, "{name}");
                assert_eq!(problem, &p, "{name}");
            }
            (other, _) => panic!("{name}: unexpected error {other:?}"),
        }
        assert!(shown.contains(message), "{name}: {shown}");
        assert_eq!(file_bytes(&db), before, "{name}: the store is untouched");
    }
    // No temporary build file is left behind.
    let leftovers: Vec<String> = std::fs::read_dir(tmp.path())
        .expect("ls")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".build-"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn duplicates_are_found_across_insert_batches() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("in");
    std::fs::create_dir_all(&dir).expect("mkdir");
    // 300 days of one product, then day 10 again on line 302 (the header is line 1).
    let mut text = String::from("date,seller_id,product_id,orders,units,revenue,units_refunded\n");
    let day =
        |i: u64| chrono::NaiveDate::from_ymd_opt(2024, 1, 1).expect("date") + chrono::Days::new(i);
    for i in 0..300 {
        text.push_str(&format!("{},S001,P0001,1,1,9.99,0\n", day(i)));
    }
    text.push_str(&format!("{},S001,P0001,2,2,19.98,0\n", day(9)));
    std::fs::write(dir.join("sales_daily.csv"), &text).expect("write");
    let db = tmp.path().join("insight.db");
    let err = import_csv(&db, &dir).expect_err("duplicate");
    match &err {
        DataError::Csv(row) => {
            assert_eq!(row.line, 302);
            assert_eq!(
                row.problem,
                CsvProblem::DuplicateKey {
                    key: "date=2024-01-10, product_id=P0001".into()
                }
            );
        }
        other => panic!("unexpected {other:?}"),
    }
    // Without the duplicate, all 300 rows load (4 full batches and a remainder).
    let cut = text.rfind("2024-01-10,S001,P0001,2").expect("last line");
    std::fs::write(dir.join("sales_daily.csv"), &text[..cut]).expect("write");
    let report = import_csv(&db, &dir).expect("import");
    assert_eq!(report.tables[0].rows, 300);
    assert_eq!(report.data_end.to_string(), "2024-10-26");
    let c = open_read_only(&db).expect("open");
    assert_eq!(
        i64_of(&c, "SELECT sum(revenue_cents) FROM sales_daily"),
        300 * 999
    );
}

#[test]
fn folders_without_usable_data_are_rejected() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let db = tmp.path().join("insight.db");
    let empty = tmp.path().join("empty");
    std::fs::create_dir_all(&empty).expect("mkdir");
    let err = import_csv(&db, &empty).expect_err("no files");
    assert!(matches!(err, DataError::NoCsvFiles { .. }), "{err:?}");
    assert!(err
        .to_string()
        .contains("expected any of: sellers.csv, products.csv"));
    let only_sellers = tmp.path().join("sellers_only");
    small_dataset(&only_sellers);
    for t in [
        "products",
        "sales_daily",
        "reviews",
        "account_health_weekly",
    ] {
        std::fs::remove_file(only_sellers.join(format!("{t}.csv"))).expect("rm");
    }
    let err = import_csv(&db, &only_sellers).expect_err("no dates");
    assert!(matches!(err, DataError::NoDatedRows { .. }), "{err:?}");
    assert!(!db.exists(), "nothing was created");
    let missing = tmp.path().join("missing");
    assert!(matches!(
        import_csv(&db, &missing),
        Err(DataError::Io { .. })
    ));
}

#[test]
fn opening_a_missing_or_foreign_file_says_what_to_do() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let db = tmp.path().join("nope.db");
    let err = open_read_only(&db).expect_err("missing");
    assert!(matches!(err, DataError::NoStore { .. }));
    assert_eq!(
        err.to_string(),
        format!(
            "no store at {}: run `insight data generate` or `insight data import DIR`",
            db.display()
        )
    );
    let foreign = tmp.path().join("foreign.db");
    Connection::open(&foreign)
        .and_then(|c| c.execute_batch("CREATE TABLE t(x)"))
        .expect("foreign db");
    let err = open_read_only(&foreign).expect_err("foreign");
    assert!(matches!(err, DataError::NotAStore { .. }), "{err:?}");
    let export = export_csv(&db, tmp.path());
    assert!(matches!(export, Err(DataError::NoStore { .. })));
}

#[test]
fn cli_imports_describes_and_reports_errors() {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path().join("in");
    small_dataset(&dir);
    let db = tmp.path().join("cli.db");
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_insight"))
            .arg("--db")
            .arg(&db)
            .args(args)
            .output()
            .expect("run insight")
    };
    let out = run(&["data", "import", dir.to_str().unwrap_or_default()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout} {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.starts_with("imported 5 tables (12 rows: sellers 2, products 3, sales_daily 4, reviews 2, account_health_weekly 1)"), "{stdout}");
    assert!(stdout.contains("span 2025-03-01..2025-03-03"), "{stdout}");
    let out = run(&["data", "info"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(
        stdout
            .contains(": 2025-03-01..2025-03-03 (3 days), import; 5 tables: sellers 2, products 3"),
        "{stdout}"
    );
    let out_dir = tmp.path().join("out");
    let out = run(&[
        "data",
        "export",
        "--format",
        "csv",
        out_dir.to_str().unwrap_or_default(),
    ]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("exported 5 tables (12 rows) to "));
    std::fs::write(
        dir.join("reviews.csv"),
        "review_id,date,seller_id,product_id,rating,title\nR1,2025-03-02,S001,P0001,0,Meh\n",
    )
    .expect("write");
    let out = run(&["data", "import", dir.to_str().unwrap_or_default()]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr.contains("the store was left unchanged"), "{stderr}");
    assert!(
        stderr.contains(
            "reviews.csv:2: column 'rating': expected a whole number from 1 to 5, found '0'"
        ),
        "{stderr}"
    );
}
