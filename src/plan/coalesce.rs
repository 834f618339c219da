//! Shared fetches: the API steps of one plan that ask a daily panel for overlapping (or nearly
//! adjacent) date ranges are fetched once, over the ranges' hull, and each step gets back the
//! rows of its own days.
//!
//! Why: the Insight Generator asks one panel for several periods of one question (the asked
//! period, the analysed window, a longer window for the price test, ...), and most of them lie
//! inside the longest. Reading the store once and slicing in memory costs less than decoding the
//! same rows three times. An API opts in with `row_date:` (its promise, checked by `insight
//! validate`, that each row belongs to one day and a narrower range returns exactly the wider
//! range's rows of those days, in the same order); aggregating APIs never declare it.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use serde_json::{Map, Value};

use super::{Plan, Step};
use crate::catalog::Catalog;
use crate::table::Table;

/// Ranges further apart than this many days are fetched separately: joining them would read
/// days nobody asked for.
const MAX_GAP_DAYS: i64 = 7;

/// One step of a shared fetch and the days it asked for.
#[derive(Debug, Clone, PartialEq)]
pub struct Member {
    /// The step id.
    pub id: String,
    /// First day (`YYYY-MM-DD`).
    pub start: String,
    /// Last day.
    pub end: String,
}

/// API steps fetched together.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    /// The API.
    pub api: String,
    /// The date column to slice by.
    pub row_date: String,
    /// The parameters of the one call: the members' own, with the hull's dates.
    pub params: Map<String, Value>,
    /// The steps it serves (two or more).
    pub members: Vec<Member>,
}

/// The shared fetches of `plan`: steps on a `row_date` API, with no reference to another step,
/// the same parameters apart from the dates, and ranges that overlap or lie within
/// [`MAX_GAP_DAYS`] of each other.
pub fn groups(plan: &Plan, catalog: &Catalog) -> Vec<Group> {
    // (api, the other parameters as text) → (the other parameters, [(start, end, step id)])
    type Ranges = Vec<(NaiveDate, NaiveDate, String)>;
    let mut by_key: BTreeMap<(String, String), (Map<String, Value>, Ranges)> = BTreeMap::new();
    for step in &plan.steps {
        let Step::Api(s) = step else { continue };
        if !step.dependencies().is_empty() {
            continue;
        }
        let Some(api) = catalog.api(&s.api) else {
            continue;
        };
        if api.descriptor.row_date.is_none() {
            continue;
        }
        let date = |k: &str| {
            s.params
                .get(k)
                .and_then(Value::as_str)
                .and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok())
        };
        let (Some(start), Some(end)) = (date("start_date"), date("end_date")) else {
            continue;
        };
        if end < start {
            continue;
        }
        let mut rest = s.params.clone();
        rest.remove("start_date");
        rest.remove("end_date");
        let key = (s.api.clone(), Value::Object(rest.clone()).to_string());
        by_key
            .entry(key)
            .or_insert_with(|| (rest, Vec::new()))
            .1
            .push((start, end, s.id.clone()));
    }
    let mut out = Vec::new();
    for ((api, _), (rest, mut ranges)) in by_key {
        let Some(row_date) = catalog
            .api(&api)
            .and_then(|a| a.descriptor.row_date.clone())
        else {
            continue;
        };
        let mut push = |cluster: Vec<(NaiveDate, NaiveDate, String)>| {
            if let Some(g) = group(&api, &row_date, &rest, cluster) {
                out.push(g);
            }
        };
        ranges.sort();
        let mut cluster: Vec<(NaiveDate, NaiveDate, String)> = Vec::new();
        let mut hull_end = NaiveDate::MIN;
        for r in ranges {
            if !cluster.is_empty() && (r.0 - hull_end).num_days() > MAX_GAP_DAYS {
                push(std::mem::take(&mut cluster));
            }
            if cluster.is_empty() {
                hull_end = r.1;
            }
            hull_end = hull_end.max(r.1);
            cluster.push(r);
        }
        push(cluster);
    }
    out
}

/// The shared fetch of a cluster of ranges, when it serves two steps or more.
fn group(
    api: &str,
    row_date: &str,
    rest: &Map<String, Value>,
    cluster: Vec<(NaiveDate, NaiveDate, String)>,
) -> Option<Group> {
    if cluster.len() < 2 {
        return None;
    }
    let start = cluster.iter().map(|r| r.0).min()?;
    let end = cluster.iter().map(|r| r.1).max()?;
    let mut params = rest.clone();
    params.insert("start_date".into(), start.to_string().into());
    params.insert("end_date".into(), end.to_string().into());
    Some(Group {
        api: api.to_string(),
        row_date: row_date.to_string(),
        params,
        members: cluster
            .into_iter()
            .map(|(s, e, id)| Member {
                id,
                start: s.to_string(),
                end: e.to_string(),
            })
            .collect(),
    })
}

/// Whether [`slice`] would keep every row of `table`, so that the table itself can serve.
pub fn keeps_all(table: &Table, column: &str, start: &str, end: &str) -> bool {
    let Some(i) = table.column_index(column) else {
        return true;
    };
    table.rows.iter().all(|r| {
        r.get(i)
            .and_then(Value::as_str)
            .is_some_and(|d| d >= start && d <= end)
    })
}

/// The rows of `table` whose `column` lies in `start..=end` (ISO dates compare as text).
/// A table without the column is returned whole: the catalog check makes that impossible for a
/// `row_date` API, and dropping rows silently would be worse.
pub fn slice(table: &Table, column: &str, start: &str, end: &str) -> Table {
    let Some(i) = table.column_index(column) else {
        return table.clone();
    };
    Table {
        columns: table.columns.clone(),
        rows: table
            .rows
            .iter()
            .filter(|r| {
                r.get(i)
                    .and_then(Value::as_str)
                    .is_some_and(|d| d >= start && d <= end)
            })
            .cloned()
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{Column, ColumnType};
    use serde_json::json;

    #[test]
    fn a_range_keeping_every_row_is_the_table_itself() {
        let mut t = Table::new(vec![
            Column::new("date", ColumnType::Date),
            Column::new("units", ColumnType::Integer),
        ]);
        t.rows = vec![
            vec![json!("2025-01-01"), json!(1)],
            vec![json!("2025-01-03"), json!(2)],
        ];
        for (start, end) in [("2025-01-01", "2025-01-03"), ("2024-12-01", "2025-02-01")] {
            assert!(keeps_all(&t, "date", start, end));
            assert_eq!(slice(&t, "date", start, end), t);
        }
        assert!(!keeps_all(&t, "date", "2025-01-02", "2025-01-03"));
        assert_eq!(slice(&t, "date", "2025-01-02", "2025-01-03").rows.len(), 1);
        // A row without a date is dropped by a slice, so the table is not kept whole.
        t.rows.push(vec![Value::Null, json!(3)]);
        assert!(!keeps_all(&t, "date", "2024-12-01", "2025-02-01"));
        assert_eq!(slice(&t, "date", "2024-12-01", "2025-02-01").rows.len(), 2);
        // No such column: a slice returns the table whole.
        assert!(keeps_all(&t, "day", "2025-01-01", "2025-01-01"));
    }
}
