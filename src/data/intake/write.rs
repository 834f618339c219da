//! Writing an import's rows into the store, in one transaction (or into a new store renamed
//! into place at the end).

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use chrono::NaiveDate;
use rusqlite::{Connection, OptionalExtension, Transaction, TransactionBehavior};

use super::parse::{micros_to_cents, MICROS};
use super::read::{Acc, CoveredBy};
use crate::catalog::import::daily_total_columns;
use crate::data::schema::{self, meta, DAILY_TABLES};
use crate::data::store::{Build, TableInfo};
use crate::data::DataError;

pub(crate) struct Written {
    pub(crate) seller_id: String,
    pub(crate) new_seller: bool,
    pub(crate) tables: Vec<TableInfo>,
    pub(crate) new_products: usize,
}

fn store_err(path: &Path) -> impl Fn(rusqlite::Error) -> DataError + '_ {
    move |source| DataError::Store {
        path: path.to_path_buf(),
        source,
    }
}

/// Writes into the store at `db`, creating it when absent.
pub(crate) fn write(db: &Path, acc: &Acc, seller: Option<&str>) -> Result<Written, DataError> {
    if db.exists() {
        // A store this build reads, or a clear error before anything is written.
        drop(crate::data::open_read_only(db)?);
        let err = store_err(db);
        let mut conn = Connection::open(db).map_err(&err)?;
        conn.busy_timeout(std::time::Duration::from_secs(10))
            .map_err(&err)?;
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(&err)?;
        tx.execute_batch(schema::INTAKE_DDL).map_err(&err)?;
        let w = apply(&tx, acc, seller).map_err(&err)?;
        refresh_dataset(&tx).map_err(&err)?;
        tx.commit().map_err(&err)?;
        Ok(w)
    } else {
        let mut build = Build::create(db)?;
        let tmp = build.tmp_path().to_path_buf();
        let err = store_err(&tmp);
        let (w, tables, span) = {
            let conn = build.conn()?;
            let tx = conn.transaction().map_err(&err)?;
            let w = apply(&tx, acc, seller).map_err(&err)?;
            let tables = table_counts(&tx).map_err(&err)?;
            let span = coverage_span(&tx).map_err(&err)?;
            tx.commit().map_err(&err)?;
            (w, tables, span)
        };
        let Some((start, end)) = span else {
            return Err(DataError::NoDatedRows {
                dir: db.to_path_buf(),
            });
        };
        build.finish(
            &tables,
            &[
                (meta::DATA_START, start),
                (meta::DATA_END, end),
                (meta::SOURCE, "import".to_string()),
            ],
        )?;
        Ok(w)
    }
}

fn iso(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

/// The next free `S###` seller id.
fn next_seller(tx: &Transaction<'_>) -> rusqlite::Result<String> {
    let mut stmt = tx.prepare(
        "SELECT seller_id FROM sellers UNION SELECT seller_id FROM products
         UNION SELECT seller_id FROM coverage",
    )?;
    let ids: Vec<String> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let max = ids
        .iter()
        .filter_map(|s| s.strip_prefix('S').and_then(|n| n.parse::<u32>().ok()))
        .max()
        .unwrap_or(0);
    Ok(format!("S{:03}", max + 1))
}

/// The next free `P####` number.
fn next_product_number(tx: &Transaction<'_>) -> rusqlite::Result<u32> {
    let mut stmt = tx.prepare("SELECT product_id FROM products")?;
    let ids: Vec<String> = stmt
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    Ok(ids
        .iter()
        .filter_map(|s| s.strip_prefix('P').and_then(|n| n.parse::<u32>().ok()))
        .max()
        .unwrap_or(0)
        + 1)
}

fn apply(tx: &Transaction<'_>, acc: &Acc, seller: Option<&str>) -> rusqlite::Result<Written> {
    let seller_id = match seller {
        Some(s) => s.to_string(),
        None => next_seller(tx)?,
    };
    let first_day = acc
        .spans
        .values()
        .flatten()
        .map(|s| s.start)
        .min()
        .map(iso)
        .unwrap_or_default();
    let category: Option<String> = tx
        .query_row(
            "SELECT category FROM sellers WHERE seller_id = ?1",
            [&seller_id],
            |r| r.get(0),
        )
        .optional()?;
    let new_seller = category.is_none();
    if new_seller {
        // Only what the exports tell: no name, category or country is invented.
        tx.execute(
            "INSERT INTO sellers(seller_id, name, category, country, joined_on)
             VALUES (?1, ?1, '', '', ?2)",
            rusqlite::params![seller_id, first_day],
        )?;
    }
    let category = category.unwrap_or_default();

    // Products: known codes keep their id; new ones get the next P#### in order of first sale.
    let mut order: Vec<(NaiveDate, &str, u32)> = acc
        .products
        .iter()
        .map(|(id, p)| {
            (
                p.first_seen.unwrap_or_default(),
                acc.codes[*id as usize].as_str(),
                *id,
            )
        })
        .collect();
    order.sort();
    let mut next = next_product_number(tx)?;
    let mut product_of: HashMap<u32, String> = HashMap::new();
    let mut new_products = 0;
    for (first, code, id) in order {
        let p = &acc.products[&id];
        let known: Option<String> = tx
            .query_row(
                "SELECT pc.product_id FROM product_codes pc JOIN products p USING (product_id)
                 WHERE pc.seller_id = ?1 AND pc.code = ?2",
                [&seller_id, code],
                |r| r.get(0),
            )
            .optional()?;
        let price = p.price().map(micros_to_cents);
        let product_id = match known {
            Some(pid) => {
                if let Some(t) = p.title() {
                    tx.execute(
                        "UPDATE products SET title = ?2 WHERE product_id = ?1",
                        [&pid, t],
                    )?;
                }
                tx.execute(
                    "UPDATE products SET launched_on = min(launched_on, ?2),
                     list_price_cents = coalesce(?3, list_price_cents) WHERE product_id = ?1",
                    rusqlite::params![pid, iso(first), price],
                )?;
                pid
            }
            None => {
                let pid = format!("P{next:04}");
                next += 1;
                new_products += 1;
                tx.execute(
                    "INSERT INTO products(product_id, seller_id, title, category, brand,
                     launched_on, list_price_cents) VALUES (?1, ?2, ?3, ?4, '', ?5, ?6)",
                    rusqlite::params![
                        pid,
                        seller_id,
                        p.title().unwrap_or(code),
                        category,
                        iso(first),
                        price
                    ],
                )?;
                tx.execute(
                    "INSERT OR REPLACE INTO product_codes(seller_id, code, product_id)
                     VALUES (?1, ?2, ?3)",
                    [&seller_id, code, &pid],
                )?;
                pid
            }
        };
        product_of.insert(id, product_id);
    }

    // Daily rows: the covered days are replaced.
    let mut counts: BTreeMap<&'static str, u64> = BTreeMap::new();
    for (table, spans) in &acc.spans {
        let date_col = "date";
        for (a, b) in super::merged_spans(spans) {
            tx.execute(
                &format!(
                    "DELETE FROM {table} WHERE seller_id = ?1 AND {date_col} BETWEEN ?2 AND ?3"
                ),
                rusqlite::params![seller_id, iso(a), iso(b)],
            )?;
        }
        let Some(spec) = schema::table(table) else {
            continue;
        };
        let cols = daily_total_columns(table).unwrap_or(&[]);
        let mut insert = tx.prepare(&schema::insert_sql(spec))?;
        let mut n = 0u64;
        for ((t, date, code), m) in acc.daily.range((*table, NaiveDate::MIN, 0)..) {
            if t != table {
                break;
            }
            let Some(pid) = product_of.get(code) else {
                continue;
            };
            let mut values: Vec<rusqlite::types::Value> = vec![
                iso(*date).into(),
                seller_id.clone().into(),
                pid.clone().into(),
            ];
            for (k, (_, is_money)) in cols.iter().enumerate() {
                let v = if *is_money {
                    micros_to_cents(m[k])
                } else {
                    m[k] / MICROS
                };
                values.push(v.into());
            }
            insert.execute(rusqlite::params_from_iter(values))?;
            n += 1;
        }
        counts.insert(table, n);
    }

    // Coverage: the new spans replace whatever covered those days before.
    for (table, spans) in &acc.spans {
        let old: Vec<CoveredBy> = {
            let mut stmt = tx.prepare(
                "SELECT start_date, end_date, source, missing_columns FROM coverage
                 WHERE seller_id = ?1 AND table_name = ?2",
            )?;
            let rows: Vec<(String, String, String, String)> = stmt
                .query_map([&seller_id, &table.to_string()], |r| {
                    Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
                })?
                .collect::<Result<_, _>>()?;
            rows.into_iter()
                .filter_map(|(a, b, s, m)| {
                    Some(CoveredBy {
                        start: crate::data::import::parse_date(&a)?,
                        end: crate::data::import::parse_date(&b)?,
                        source: s,
                        missing: missing_static(&m),
                    })
                })
                .collect()
        };
        let new = super::merged_spans(spans);
        let mut kept: Vec<CoveredBy> = Vec::new();
        for o in old {
            let mut pieces = vec![(o.start, o.end)];
            for (a, b) in &new {
                pieces = pieces
                    .into_iter()
                    .flat_map(|(s, e)| subtract((s, e), (*a, *b)))
                    .collect();
            }
            for (s, e) in pieces {
                kept.push(CoveredBy {
                    start: s,
                    end: e,
                    source: o.source.clone(),
                    missing: o.missing.clone(),
                });
            }
        }
        kept.extend(spans.iter().cloned());
        let merged = merge_covered(kept);
        tx.execute(
            "DELETE FROM coverage WHERE seller_id = ?1 AND table_name = ?2",
            [&seller_id, &table.to_string()],
        )?;
        for c in merged {
            tx.execute(
                "INSERT INTO coverage(seller_id, table_name, start_date, end_date, source, missing_columns)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                rusqlite::params![
                    seller_id,
                    table,
                    iso(c.start),
                    iso(c.end),
                    c.source,
                    c.missing.join(",")
                ],
            )?;
        }
    }
    let mut tables = vec![TableInfo {
        name: schema::PRODUCTS.to_string(),
        rows: product_of.len() as u64,
    }];
    for t in DAILY_TABLES {
        if let Some(n) = counts.get(t) {
            tables.push(TableInfo {
                name: t.to_string(),
                rows: *n,
            });
        }
    }
    Ok(Written {
        seller_id,
        new_seller,
        tables,
        new_products,
    })
}

/// Column names as the static strings the contract uses (unknown names are dropped).
fn missing_static(list: &str) -> Vec<&'static str> {
    list.split(',')
        .filter_map(|c| {
            schema::TABLES
                .iter()
                .flat_map(|t| t.columns.iter())
                .find(|col| col.contract == c)
                .map(|col| col.contract)
        })
        .collect()
}

/// `a` minus `b`, as zero, one or two spans.
fn subtract(a: (NaiveDate, NaiveDate), b: (NaiveDate, NaiveDate)) -> Vec<(NaiveDate, NaiveDate)> {
    if b.1 < a.0 || b.0 > a.1 {
        return vec![a];
    }
    let mut out = Vec::new();
    if b.0 > a.0 {
        if let Some(e) = b.0.pred_opt() {
            out.push((a.0, e));
        }
    }
    if b.1 < a.1 {
        if let Some(s) = b.1.succ_opt() {
            out.push((s, a.1));
        }
    }
    out
}

/// Sorted spans, overlapping or adjacent ones with the same source and missing columns merged.
fn merge_covered(mut v: Vec<CoveredBy>) -> Vec<CoveredBy> {
    v.sort_by(|a, b| a.start.cmp(&b.start).then(a.end.cmp(&b.end)));
    let mut out: Vec<CoveredBy> = Vec::new();
    for c in v {
        match out.last_mut() {
            Some(l)
                if l.source == c.source
                    && l.missing == c.missing
                    && c.start <= l.end.succ_opt().unwrap_or(l.end) =>
            {
                l.end = l.end.max(c.end);
            }
            _ => out.push(c),
        }
    }
    out
}

/// Row counts of the contract tables holding data.
fn table_counts(conn: &Connection) -> rusqlite::Result<Vec<TableInfo>> {
    let mut out = Vec::new();
    for t in schema::CONTRACT_TABLES {
        let n: i64 = conn.query_row(&format!("SELECT count(*) FROM {t}"), [], |r| r.get(0))?;
        if n > 0 {
            out.push(TableInfo {
                name: t.to_string(),
                rows: n as u64,
            });
        }
    }
    Ok(out)
}

/// First and last day over the coverage of the daily tables, else of every table.
fn coverage_span(conn: &Connection) -> rusqlite::Result<Option<(String, String)>> {
    let daily = DAILY_TABLES
        .iter()
        .map(|t| format!("'{t}'"))
        .collect::<Vec<_>>()
        .join(", ");
    let span: (Option<String>, Option<String>) = conn.query_row(
        &format!(
            "SELECT min(start_date), max(end_date) FROM coverage WHERE table_name IN ({daily})"
        ),
        [],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    if let (Some(a), Some(b)) = span {
        return Ok(Some((a, b)));
    }
    let span: (Option<String>, Option<String>) = conn.query_row(
        "SELECT min(start_date), max(end_date) FROM coverage",
        [],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    Ok(match span {
        (Some(a), Some(b)) => Some((a, b)),
        _ => None,
    })
}

/// Recomputes `dataset_tables` and widens the span in `dataset_meta` to the coverage's.
fn refresh_dataset(tx: &Transaction<'_>) -> rusqlite::Result<()> {
    let tables = table_counts(tx)?;
    tx.execute("DELETE FROM dataset_tables", [])?;
    for t in &tables {
        tx.execute(
            "INSERT INTO dataset_tables(table_name, row_count) VALUES (?1, ?2)",
            rusqlite::params![t.name, t.rows as i64],
        )?;
    }
    if let Some((a, b)) = coverage_span(tx)? {
        tx.execute(
            "UPDATE dataset_meta SET value = min(value, ?1) WHERE key = ?2",
            rusqlite::params![a, meta::DATA_START],
        )?;
        tx.execute(
            "UPDATE dataset_meta SET value = max(value, ?1) WHERE key = ?2",
            rusqlite::params![b, meta::DATA_END],
        )?;
    }
    Ok(())
}
