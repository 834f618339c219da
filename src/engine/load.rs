//! What [`Engine::load`](super::Engine::load) reads once besides the catalog and the models:
//! the store's span of data and the catalog's example questions, embedded.

use super::{EngineError, Suggestion};
use crate::augment::DataSpan;
use crate::catalog::Catalog;
use crate::manager::ManagerModels;

/// The data's first and last day, from the store.
pub(super) fn data_span(store: &crate::backend::StoreLocation) -> Result<DataSpan, EngineError> {
    let db = match store {
        crate::backend::StoreLocation::Sqlite(db) => db,
        crate::backend::StoreLocation::Postgres(opts) => {
            let info =
                crate::data::postgres::dataset_info(&opts.url).map_err(|e| EngineError::Store {
                    path: crate::data::postgres::redact(&opts.url),
                    reason: e.to_string(),
                })?;
            return Ok(DataSpan {
                start: info.data_start,
                end: info.data_end,
            });
        }
    };
    let store_err = |reason: String| EngineError::Store {
        path: db.display().to_string(),
        reason,
    };
    if !db.exists() {
        return Err(store_err("no such file".into()));
    }
    let conn = crate::data::open_read_only(db).map_err(|e| store_err(e.to_string()))?;
    let info = crate::data::dataset_info(&conn).map_err(|e| store_err(e.to_string()))?;
    Ok(DataSpan {
        start: info.data_start,
        end: info.data_end,
    })
}

/// Embeds every example question of the catalog's APIs once (cached across processes).
pub(super) fn embed_examples(
    catalog: &Catalog,
    models: &ManagerModels,
) -> Result<Vec<Suggestion>, EngineError> {
    let examples: Vec<(&str, &str)> = catalog
        .question_apis()
        .flat_map(|api| {
            api.descriptor
                .examples
                .iter()
                .map(|ex| (ex.question.as_str(), api.descriptor.name.as_str()))
        })
        .collect();
    let texts: Vec<&str> = examples.iter().map(|(q, _)| *q).collect();
    let embeddings = models
        .embedder()
        .embed_all(&texts)
        .map_err(|e| EngineError::Models(e.to_string()))?;
    Ok(examples
        .into_iter()
        .zip(embeddings)
        .map(|((question, api), embedding)| Suggestion {
            question: question.to_string(),
            api: api.to_string(),
            embedding,
        })
        .collect())
}
