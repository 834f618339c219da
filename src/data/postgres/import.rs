//! `insight data import` of export files into a PostgreSQL store, scoped to the importing seller.
//!
//! The importer stays SQLite's (one implementation of the formats, their checks and their
//! errors), but it no longer needs the whole store: it reads only the shared tables (sellers,
//! products, product codes, coverage, the dataset facts) and the importing seller's own rows.
//! So the staging file gets exactly that (no seller rows at all for a new seller), the import
//! runs there, and the result is written back in **one transaction**: the seller's rows of the
//! seller-keyed tables replaced, the small shared tables replaced, `dataset_tables` recounted in
//! PostgreSQL (the staging file holds one seller's rows, so its counts would be wrong). Copying
//! the whole 4.3 M-row demo store out and back took two minutes; this takes seconds.
//!
//! "A bad file leaves the store as it was" holds: every file is read and checked in staging
//! before PostgreSQL is written, and the write-back commits or rolls back whole. A session-level
//! advisory lock held from the read to the commit keeps another writer (an import, a load) from
//! changing the shared tables in between; readers are never blocked.

use std::path::{Path, PathBuf};

use super::{
    connect, copy_into, copy_payload, pg_ddl, pg_err, read_store, run_blocking, write_stage, Scope,
    SELLER_TABLES, WRITE_LOCK,
};
use crate::catalog::import::ImportFormat;
use crate::data::schema::{self, DATASET_META};
use crate::data::{DataError, IntakeOptions, IntakeReport};

/// The shared tables an import may change, rewritten whole: one row per seller, product,
/// product code, covered span or dataset fact, so small beside the seller-keyed tables.
const SHARED_TABLES: [&str; 5] = [
    schema::SELLERS,
    schema::PRODUCTS,
    "product_codes",
    "coverage",
    DATASET_META,
];

/// Imports `files` into the PostgreSQL store at `url` through the SQLite staging file `stage`
/// (created here; the caller removes it). See the module doc.
pub fn import_files(
    url: &str,
    stage: &Path,
    files: &[PathBuf],
    formats: &[ImportFormat],
    opts: &IntakeOptions,
) -> Result<IntakeReport, DataError> {
    let url = url.to_string();
    run_blocking(|| async move {
        let mut client = connect(&url).await?;
        let err = |what: &'static str| {
            let url = url.clone();
            move |e| pg_err(&url, what, e)
        };
        // Released when `client` drops (the session ends), on every path out.
        client
            .execute("SELECT pg_advisory_lock($1)", &[&WRITE_LOCK])
            .await
            .map_err(err("waiting for another writer"))?;
        let data = read_store(&client, &url, Scope::Seller(opts.seller.as_deref())).await?;
        write_stage(stage, &data)?;
        drop(data);
        // The synchronous import blocks this thread's runtime: nothing else runs on it.
        let report = crate::data::import_files(stage, files, formats, opts)?;
        if opts.seller.is_none() && !report.new_seller {
            // A seller not named is always a new one; an existing seller's rows were not
            // staged, so writing back would drop them.
            return Err(DataError::Internal {
                what: "an import without --seller went to an existing seller",
            });
        }
        let seller = report.seller_id.clone();
        let conn = crate::data::open_read_only(stage)?;
        let mut keyed = Vec::new();
        for t in SELLER_TABLES {
            let sql = format!("SELECT * FROM {t} WHERE seller_id = ?1");
            keyed.push((
                t,
                copy_payload(&conn, &sql, &[&seller as &dyn rusqlite::ToSql])?,
            ));
        }
        let mut shared = Vec::new();
        for t in SHARED_TABLES {
            shared.push((t, copy_payload(&conn, &format!("SELECT * FROM {t}"), &[])?));
        }
        drop(conn);

        let tx = client.transaction().await.map_err(err("begin"))?;
        // A store loaded before coverage existed gets its tables (as SQLite's import adds them).
        tx.batch_execute(&pg_ddl(schema::INTAKE_DDL))
            .await
            .map_err(err("creating the import tables"))?;
        for (t, (cols, text, _)) in keyed {
            tx.execute(&format!("DELETE FROM {t} WHERE seller_id = $1"), &[&seller])
                .await
                .map_err(err("replacing the seller's rows"))?;
            copy_into(&tx, t, &cols, text)
                .await
                .map_err(err("copying rows"))?;
        }
        for (t, (cols, text, _)) in shared {
            tx.batch_execute(&format!("DELETE FROM {t}"))
                .await
                .map_err(err("replacing the shared tables"))?;
            copy_into(&tx, t, &cols, text)
                .await
                .map_err(err("copying rows"))?;
        }
        tx.batch_execute("DELETE FROM dataset_tables")
            .await
            .map_err(err("recounting the tables"))?;
        for t in schema::CONTRACT_TABLES {
            let n: i64 = tx
                .query_one(&format!("SELECT count(*) FROM {t}"), &[])
                .await
                .map_err(err("recounting the tables"))?
                .get(0);
            if n > 0 {
                tx.execute(
                    "INSERT INTO dataset_tables(table_name, row_count) VALUES ($1, $2)",
                    &[&t, &n],
                )
                .await
                .map_err(err("recounting the tables"))?;
            }
        }
        tx.commit().await.map_err(err("commit"))?;
        Ok(report)
    })
}
