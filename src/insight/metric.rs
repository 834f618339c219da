//! The metric a domain explains for one question.
//!
//! A domain names the root of its tree (`metric: revenue`) and the measures its tree also
//! explains (`covers: [units_sold, orders]`). Asked "why did my units sold fall?", the
//! performance tree should explain units, not revenue: the change stated first must be the
//! change that was asked about. So when the question names a measure the domain explains or
//! covers, and that measure is a column of one of the APIs the domain retrieves (the catalog's
//! columns say which measure they are: `units` is `units_sold`), `$metric` becomes that column
//! for this question. Only additive measures (flows: units, orders, sessions) are substituted: a
//! rate or a level is not a column the change tools can sum, and stays for the domain's own
//! tools to explain.

use crate::catalog::domain::DomainPath;
use crate::catalog::measure::{MeasureFile, MeasureKind};
use crate::catalog::Catalog;

/// What a domain explains for a question.
#[derive(Debug, Clone, PartialEq)]
pub struct AskedMetric {
    /// The column passed to the tools as `$metric` (`units`, `sessions`, `revenue`).
    pub column: String,
    /// The measure's name for the answer text ("units sold", "conversion rate").
    pub name: String,
}

/// The metric `domain` explains when asked about `asked` (measure ids, in the order the
/// question names them): the first asked measure the domain explains or covers that is an
/// additive column of one of its APIs; else the domain's own metric.
pub fn for_question(
    domain: &DomainPath,
    asked: &[String],
    catalog: &Catalog,
    measures: &MeasureFile,
) -> AskedMetric {
    let name_of = |id: &str| {
        measures
            .get(id)
            .map_or_else(|| id.replace('_', " "), |m| m.name.clone())
    };
    let own = AskedMetric {
        column: domain.metric.clone(),
        name: name_of(&domain.metric),
    };
    // The domain's own metric asked (alone or with others): it explains that.
    if asked.contains(&domain.metric) {
        return own;
    }
    for id in asked {
        if !domain.covers.iter().any(|c| c == id) {
            continue;
        }
        if measures
            .get(id)
            .is_some_and(|m| m.kind != MeasureKind::Flow)
        {
            continue;
        }
        if let Some(column) = column_of(domain, id, catalog) {
            return AskedMetric {
                column,
                name: name_of(id),
            };
        }
    }
    own
}

/// The numeric column of measure `id` in the first API `domain` retrieves that has one.
fn column_of(domain: &DomainPath, id: &str, catalog: &Catalog) -> Option<String> {
    domain.retrieve.iter().find_map(|r| {
        let api = catalog.api(&r.api)?;
        api.descriptor
            .columns
            .iter()
            .find(|c| c.measure.as_deref() == Some(id))
            .map(|c| c.name.clone())
    })
}
