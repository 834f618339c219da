//! Reads a plan outcome into what the template, the tables and the chart need.

use std::collections::HashSet;

use chrono::NaiveDate;
use serde_json::{Map, Value};

use super::change::change_of;
use super::context::{AnswerContext, ColumnContext, Item, Measure, MetricContext, Summary};
use super::entities::named_together;
use super::format;
pub(crate) use super::notes::{append_missing, append_notes, missing_parts};
use super::periods::{
    compared_ranges, parse_granularity, period_context, plan_param, plan_ranges, step_title,
};
use super::{PresentInput, Presenter};
use crate::answer::AnswerTable;
use crate::augment::{Coverage, ExpressionRole, Granularity};
use crate::plan::Step;
use crate::planner::AnswerShape;
use crate::table::{Column, ColumnType, Table};

pub(super) const NOT_AVAILABLE: &str = "not available";

/// One presented outcome, before rendering.
pub(crate) struct Built {
    /// The template context.
    pub ctx: AnswerContext,
    /// The template to render; none when the result has no measure to describe.
    pub template_shape: Option<AnswerShape>,
    /// The tables, display names filled in; the first is the main one.
    pub tables: Vec<AnswerTable>,
    /// The shape presented (the planned one unless the result cannot carry it).
    pub shape: AnswerShape,
    /// Position of the lead measure in the main table.
    pub metric: Option<usize>,
    /// Position of the main table's first date column.
    pub time_key: Option<usize>,
    /// Comparisons: (row label, current, previous) per row, and the two series' names.
    pub compare_rows: Vec<(String, Value, Value)>,
    /// The names of the current and previous series.
    pub compare_names: (String, String),
}

/// How a comparison is laid out in the result.
enum Compare {
    /// Both periods are columns of the main table (the `growth` and `year_over_year` tools).
    Columns {
        cur: usize,
        prev: usize,
        change: Option<usize>,
        pct: Option<usize>,
    },
    /// The periods are two tables with the same measure, rows matched by position.
    Pair { table: Table, col: usize },
}

fn is_numeric(c: &Column) -> bool {
    matches!(c.ty, ColumnType::Integer | ColumnType::Number)
}

pub(super) fn as_f64(v: &Value) -> Option<f64> {
    v.as_f64().filter(|x| x.is_finite())
}

fn cell_at(row: &[Value], i: usize) -> &Value {
    row.get(i).unwrap_or(&Value::Null)
}

/// A cell for a sentence: formatted, `not available` when missing.
pub(super) fn spoken(v: &Value, c: &Column) -> String {
    if v.is_null() {
        NOT_AVAILABLE.to_string()
    } else {
        format::cell(v, c)
    }
}

pub(super) fn parse_date(v: &Value) -> Option<NaiveDate> {
    v.as_str()
        .and_then(|s| NaiveDate::parse_from_str(s, "%Y-%m-%d").ok())
}

fn sentence(note: &str) -> String {
    let note = note.trim();
    let mut chars = note.chars();
    let mut out: String = match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    };
    if !out.is_empty() && !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// The tables to present: the plan's outputs, or when none was produced, the results of the
/// steps that succeeded and that no other successful step used (what the plan got to).
fn select_tables(input: &PresentInput<'_>) -> Vec<(String, Table)> {
    if !input.outcome.outputs.is_empty() {
        return input
            .outcome
            .outputs
            .iter()
            .map(|n| (n.step.clone(), n.table.clone()))
            .collect();
    }
    let ok: Vec<&Step> = input
        .planned
        .plan
        .steps
        .iter()
        .filter(|s| input.outcome.results.contains_key(s.id()))
        .collect();
    let used: HashSet<String> = ok.iter().flat_map(|s| s.dependencies()).collect();
    ok.into_iter()
        .filter(|s| !used.contains(s.id()))
        .filter_map(|s| {
            input
                .outcome
                .results
                .get(s.id())
                .map(|t| (s.id().to_string(), t.clone()))
        })
        .collect()
}

/// The singular of one of [`entity_noun`]'s plurals (and of `reviews`).
fn singular(noun: &str) -> String {
    match noun.strip_suffix("ies") {
        Some(base) => format!("{base}y"),
        None => noun.strip_suffix('s').unwrap_or(noun).to_string(),
    }
}

/// True when each row of the table is a different measure, named by a `metric` column (the
/// category benchmark: a row per measure, each in its own unit).
fn rows_are_measures(t: &Table) -> bool {
    t.columns
        .iter()
        .any(|c| c.name == "metric" && c.ty == ColumnType::String)
}

fn entity_noun(column: Option<&Column>, granularity: Option<Granularity>) -> String {
    if let (Some(c), Some(g)) = (column, granularity) {
        // Periods ranked ("the best day"): name them by their unit.
        if c.ty == ColumnType::Date {
            return format!("{}s", g.as_str());
        }
    }
    match column.map(|c| c.name.as_str()) {
        Some("product_id" | "title" | "product_title") => "products".into(),
        Some("category") => "categories".into(),
        Some("brand") => "brands".into(),
        Some("rating") => "star ratings".into(),
        Some("metric") => "measures".into(),
        Some(_) if column.is_some_and(|c| c.ty == ColumnType::Date) => "periods".into(),
        _ => "items".into(),
    }
}

impl Built {
    pub(crate) fn new(p: &Presenter, input: &PresentInput<'_>) -> Option<Built> {
        let mut selected = select_tables(input);
        if selected.is_empty() {
            return None;
        }
        let missing = missing_parts(input);
        let mut own_notes: Vec<String> = Vec::new();
        let slots = &input.time.slots;
        let planned_shape = input.planned.shape;
        let metrics_asked = &input.planned.metrics;

        // Two periods read against each other by product: named from the plan.
        let compared = compared_ranges(input);
        // Tool outputs built from bare numbers carry no names: name them after the measure.
        let lead_known = metrics_asked
            .first()
            .and_then(|m| p.known.get(m).map(|k| (m, k)));
        for (_, t) in selected.iter_mut() {
            for c in t.columns.iter_mut() {
                if let Some((_, k)) = lead_known {
                    let named = match c.name.as_str() {
                        "current" => Some(match compared {
                            Some((now, _)) => {
                                format!("{}, {}", k.display_name, period_context(now, None).label)
                            }
                            None => k.display_name.clone(),
                        }),
                        "previous" => Some(format!("{} (previous)", k.display_name)),
                        "change" => Some(format!("{} change", k.display_name)),
                        "change_pct" => Some(format!("{} change (%)", k.display_name)),
                        // Each product's figure in the earlier of two periods.
                        "comparison" => Some(match compared {
                            Some((_, before)) => {
                                format!(
                                    "{}, {}",
                                    k.display_name,
                                    period_context(before, None).label
                                )
                            }
                            None => format!("{} (previous)", k.display_name),
                        }),
                        _ => None,
                    };
                    if c.display_name.is_none() {
                        c.display_name = named;
                    }
                    if c.unit.is_none()
                        && matches!(
                            c.name.as_str(),
                            "current" | "previous" | "change" | "comparison"
                        )
                    {
                        c.unit = k.unit;
                    }
                }
                if let Some(k) = p.known.get(&c.name) {
                    if c.unit.is_none() && is_numeric(c) {
                        c.unit = k.unit;
                    }
                    if c.display_name.is_none() {
                        c.display_name = Some(k.display_name.clone());
                    }
                }
                if c.display_name.is_none() {
                    c.display_name = Some(format::humanize(&c.name));
                }
            }
        }
        // Periods ranked by an extremum over time ("which week was the worst") are keyed
        // `period`, as the series of every API with a `granularity` are: one shape for every
        // "which day / week / month" answer, whatever the API calls its date (account health,
        // kept by week, calls it `week_start`). The name people see is kept ("Week of").
        let ranks_periods = planned_shape == AnswerShape::Ranking
            && input
                .planned
                .intent
                .as_ref()
                .is_some_and(|i| i.shape.extremum.is_some());
        if ranks_periods {
            let t = &mut selected[0].1;
            let dates: Vec<usize> = (0..t.columns.len())
                .filter(|&i| t.columns[i].ty == ColumnType::Date)
                .collect();
            if let ([at], None) = (dates.as_slice(), t.column_index("period")) {
                t.columns[*at].name = "period".into();
            }
        }
        let main = selected[0].1.clone();
        let idx = |n: &str| main.column_index(n);

        // The lead measure.
        let first_numeric = main
            .columns
            .iter()
            .position(|c| is_numeric(c) && c.unit.is_some())
            .or_else(|| main.columns.iter().position(is_numeric));
        let asked = metrics_asked
            .iter()
            .find_map(|m| idx(m).filter(|&i| is_numeric(&main.columns[i])));
        if let (Some(m), None) = (metrics_asked.first(), asked) {
            if idx("current").is_none() {
                let instead = first_numeric
                    .map(|i| format!("; showing {} instead", main.columns[i].label()))
                    .unwrap_or_default();
                own_notes.push(format!(
                    "The result has no {} column{instead}",
                    p.known
                        .get(m)
                        .map(|k| format::noun(&k.display_name))
                        .unwrap_or_else(|| m.replace('_', " "))
                ));
            }
        }
        let mut metric = asked.or(first_numeric);

        // Comparisons.
        let mut compare = None;
        if planned_shape == AnswerShape::Comparison {
            if let (Some(c), Some(pv)) = (idx("current"), idx("previous")) {
                compare = Some(Compare::Columns {
                    cur: c,
                    prev: pv,
                    change: idx("change"),
                    pct: idx("change_pct"),
                });
            } else {
                let candidates = metrics_asked.iter().filter_map(|m| idx(m)).chain(metric);
                for c in candidates {
                    let name = &main.columns[c].name;
                    let prev = idx(&format!("{name}_previous_year"))
                        .or_else(|| idx(&format!("{name}_previous")));
                    if let Some(pv) = prev {
                        compare = Some(Compare::Columns {
                            cur: c,
                            prev: pv,
                            change: idx("change"),
                            pct: idx("change_pct"),
                        });
                        break;
                    }
                }
                if compare.is_none() {
                    if let (Some(m), Some((_, other))) = (metric, selected.get(1)) {
                        if let Some(col) = other.column_index(&main.columns[m].name) {
                            if other.len() == main.len() && !main.is_empty() {
                                compare = Some(Compare::Pair {
                                    table: other.clone(),
                                    col,
                                });
                            }
                        }
                    }
                }
            }
            if let Some(Compare::Columns { cur, .. }) = &compare {
                metric = Some(*cur);
            }
            if compare.is_none() && missing.is_empty() {
                own_notes.push(
                    "The result has no figures for the comparison period, so no change is shown"
                        .into(),
                );
            }
        }

        let time_key = main.columns.iter().position(|c| c.ty == ColumnType::Date);
        let shape = match (planned_shape, &compare) {
            (AnswerShape::Comparison, None) if main.len() <= 1 => AnswerShape::SingleValue,
            (AnswerShape::Comparison, None) if time_key.is_some() => AnswerShape::TimeSeries,
            (AnswerShape::Comparison, None) => AnswerShape::Breakdown,
            (s, _) => s,
        };
        // Rows in different units cannot be ranked, summed, charted as one series or put in one
        // sentence ("You by metric ...; revenue led with ..." compared ACOS with revenue): such
        // a table is listed as it is, whatever shape was planned.
        let shape = if rows_are_measures(&main) {
            AnswerShape::List
        } else {
            shape
        };

        // What names a row.
        let metric_like = |i: usize| Some(i) == metric;
        let label_col = if shape == AnswerShape::TimeSeries && time_key.is_some() {
            time_key
        } else {
            idx("product_title")
                .or_else(|| idx("title"))
                .or_else(|| idx("product_id"))
                .or_else(|| {
                    main.columns
                        .iter()
                        .enumerate()
                        .position(|(i, c)| c.ty == ColumnType::String && !metric_like(i))
                })
                .or_else(|| idx("rating")) // reviews counted per number of stars
                .or(time_key)
        };
        let id_col = idx("product_id").filter(|&i| Some(i) != label_col);
        // Rows of a table kept by period (account health, by week) ranked by an extremum
        // carry no `granularity`: the extremum's grain names them ("week of 2025-11-03").
        let granularity = slots
            .granularity
            .or_else(|| plan_param(input, "granularity").and_then(parse_granularity))
            .or_else(|| {
                input
                    .planned
                    .intent
                    .as_ref()
                    .and_then(|i| i.shape.extremum.as_ref())
                    .map(|x| x.grain)
            });
        // A `metric` cell names a column ("average_rating"): the reader gets its display name.
        let shown_cell = |v: &Value, c: &Column| -> String {
            match v {
                Value::String(name) if c.name == "metric" => p
                    .known
                    .get(name)
                    .map(|k| k.display_name.clone())
                    .unwrap_or_else(|| format::humanize(name)),
                _ => format::cell(v, c),
            }
        };
        // The asked range, to tell a row whose period it cuts (its first and last buckets),
        // where the rows are the days inside the range summed by the API's `granularity`. A
        // table kept by week (account health) holds whole weeks' figures: its rows are not
        // cut, whatever the range.
        let asked = plan_param(input, "granularity")
            .and_then(|_| {
                slots
                    .primary
                    .or_else(|| plan_ranges(input).first().copied())
            })
            .map(|r| (r.start, r.end));
        let label_of = |row: &[Value], n: usize| -> String {
            match label_col {
                Some(k) => {
                    let v = cell_at(row, k);
                    match (parse_date(v), granularity) {
                        (Some(d), Some(g)) if main.columns[k].ty == ColumnType::Date => {
                            format::period_row_label(d, g, asked)
                        }
                        _ if v.is_null() => "—".to_string(),
                        _ if main.columns[k].name == "rating" => format!("{v} stars"),
                        _ => shown_cell(v, &main.columns[k]),
                    }
                }
                None => format!("row {n}"),
            }
        };

        // Periods.
        let ranges = plan_ranges(input);
        let primary = compared
            .map(|(now, _)| now)
            .or(slots.primary)
            .or_else(|| ranges.first().copied());
        let phrase = {
            let mut prim = slots
                .expressions
                .iter()
                .filter(|e| e.role == ExpressionRole::Primary);
            match (prim.next(), prim.next(), slots.primary) {
                (Some(e), None, Some(r)) if Some(r) == primary => Some(e.text.clone()),
                _ => None,
            }
        };
        let period = primary.map(|r| period_context(r, phrase));
        let comparison = compared
            .map(|(_, before)| before)
            .or(slots.comparison)
            .or_else(|| {
                (planned_shape == AnswerShape::Comparison)
                    .then(|| ranges.iter().copied().find(|r| Some(*r) != primary))
                    .flatten()
            });
        let comparison_period = comparison.map(|r| period_context(r, None));

        // Rows and items.
        let columns: Vec<ColumnContext> = main
            .columns
            .iter()
            .map(|c| ColumnContext {
                name: c.name.clone(),
                display_name: c.label().to_string(),
                unit: c.unit,
            })
            .collect();
        let mut rows = Vec::with_capacity(main.len());
        let mut raw_rows = Vec::with_capacity(main.len());
        // A row per measure carries its unit in a `metric_unit` cell: the value columns (which
        // declare none, since it changes by row) are formatted in it (ACOS 0.21 is 21.0%).
        let row_unit_col = main.column_index("metric_unit");
        for r in &main.rows {
            let row_unit: Option<crate::table::Unit> = row_unit_col
                .and_then(|i| cell_at(r, i).as_str())
                .and_then(|u| serde_json::from_value(Value::String(u.to_string())).ok());
            let mut f = Map::new();
            let mut raw = Map::new();
            for (i, c) in main.columns.iter().enumerate() {
                let text = match row_unit {
                    Some(u) if c.unit.is_none() && is_numeric(c) => {
                        let mut in_unit = c.clone();
                        in_unit.unit = Some(u);
                        format::cell(cell_at(r, i), &in_unit)
                    }
                    _ => shown_cell(cell_at(r, i), c),
                };
                f.insert(c.name.clone(), Value::String(text));
                raw.insert(c.name.clone(), cell_at(r, i).clone());
            }
            rows.push(f);
            raw_rows.push(raw);
        }
        let mut compare_rows = Vec::new();
        let mut items = Vec::with_capacity(main.len());
        for (n, r) in main.rows.iter().enumerate() {
            let raw = metric.map(|m| cell_at(r, m).clone()).unwrap_or(Value::Null);
            let value = metric.map_or(NOT_AVAILABLE.to_string(), |m| {
                spoken(&raw, &main.columns[m])
            });
            let (previous, change) = match (&compare, metric) {
                (
                    Some(Compare::Columns {
                        prev, change, pct, ..
                    }),
                    Some(m),
                ) => {
                    let pv = cell_at(r, *prev).clone();
                    let ch = change_of(
                        &raw,
                        &pv,
                        change.map(|i| cell_at(r, i)),
                        pct.map(|i| cell_at(r, i)),
                        &main.columns[m],
                    );
                    (
                        Some(Measure {
                            value: spoken(&pv, &main.columns[m]),
                            raw: pv,
                        }),
                        Some(ch),
                    )
                }
                (Some(Compare::Pair { table, col }), Some(m)) => {
                    let pv = table
                        .rows
                        .get(n)
                        .map(|pr| cell_at(pr, *col).clone())
                        .unwrap_or(Value::Null);
                    let ch = change_of(&raw, &pv, None, None, &main.columns[m]);
                    (
                        Some(Measure {
                            value: spoken(&pv, &main.columns[m]),
                            raw: pv,
                        }),
                        Some(ch),
                    )
                }
                _ => (None, None),
            };
            let label = if compare.is_some() && main.len() == 1 && label_col.is_none() {
                period
                    .as_ref()
                    .map_or_else(|| "current".to_string(), |p| p.label.clone())
            } else {
                label_of(r, n + 1)
            };
            if let Some(pm) = &previous {
                compare_rows.push((label.clone(), raw.clone(), pm.raw.clone()));
            }
            items.push(Item {
                rank: n + 1,
                label,
                id: id_col.and_then(|i| cell_at(r, i).as_str().map(str::to_string)),
                value,
                raw,
                cells: rows[n].clone(),
                previous,
                change,
            });
        }
        let (current, previous, change) = match (items.as_slice(), &compare) {
            ([one], Some(_)) => (
                Some(Measure {
                    value: one.value.clone(),
                    raw: one.raw.clone(),
                }),
                one.previous.clone(),
                one.change.clone(),
            ),
            _ => (None, None, None),
        };
        let compare_names = {
            let cur = metric.map_or_else(String::new, |m| main.columns[m].label().to_string());
            let prev = match &compare {
                Some(Compare::Columns { prev, .. }) => main.columns[*prev].label().to_string(),
                _ => format!("{cur} (previous)"),
            };
            match (&period, &comparison_period, main.len()) {
                (Some(a), Some(b), 1) => (a.label.clone(), b.label.clone()),
                _ => (cur, prev),
            }
        };
        if compare_rows.len() == 1 {
            compare_rows[0].0 = compare_names.0.clone();
        }

        let empty = main.is_empty()
            || (shape != AnswerShape::List
                && metric.is_some_and(|m| main.rows.iter().all(|r| cell_at(r, m).is_null())));
        let summary = if matches!(shape, AnswerShape::TimeSeries | AnswerShape::Breakdown) {
            // Rows of a period the range cuts ("by week since november": November 1 and 2 of
            // the week of October 27) are listed but not ranked against whole ones: the two
            // days were once "the lowest" week.
            let cut: Vec<bool> = main
                .rows
                .iter()
                .map(|r| match (label_col, granularity) {
                    (Some(k), Some(g)) if main.columns[k].ty == ColumnType::Date => {
                        parse_date(cell_at(r, k))
                            .is_some_and(|d| format::period_is_cut(d, g, asked))
                    }
                    _ => false,
                })
                .collect();
            let whole_only = cut.iter().any(|c| *c)
                && items
                    .iter()
                    .zip(&cut)
                    .any(|(i, c)| !c && as_f64(&i.raw).is_some());
            let ranked: Vec<&Item> = items
                .iter()
                .zip(&cut)
                .filter(|(i, c)| as_f64(&i.raw).is_some() && !(whole_only && **c))
                .map(|(i, _)| i)
                .collect();
            let valued: Vec<&Item> = items.iter().filter(|i| as_f64(&i.raw).is_some()).collect();
            let pick = |better: fn(f64, f64) -> bool| {
                ranked
                    .iter()
                    .copied()
                    .fold(None::<&Item>, |best, i| match best {
                        Some(b)
                            if !better(
                                as_f64(&i.raw).unwrap_or(0.0),
                                as_f64(&b.raw).unwrap_or(0.0),
                            ) =>
                        {
                            Some(b)
                        }
                        _ => Some(i),
                    })
            };
            match (
                valued.first(),
                valued.last(),
                pick(|a, b| a > b),
                pick(|a, b| a < b),
            ) {
                (Some(f), Some(l), Some(h), Some(lo)) => Some(Summary {
                    first: (*f).clone(),
                    last: (*l).clone(),
                    highest: h.clone(),
                    lowest: lo.clone(),
                    whole_only,
                }),
                _ => None,
            }
        } else {
            None
        };

        // Measures, lead first.
        let metric_ctx = |t: &Table, i: usize| -> MetricContext {
            let c = &t.columns[i];
            let raw = t
                .rows
                .first()
                .map(|r| cell_at(r, i).clone())
                .unwrap_or(Value::Null);
            MetricContext {
                name: c.name.clone(),
                display_name: c.label().to_string(),
                noun: format::noun(c.label()),
                unit: c.unit,
                value: spoken(&raw, c),
                raw,
            }
        };
        let mut metrics: Vec<MetricContext> = Vec::new();
        if let Some(m) = metric {
            metrics.push(metric_ctx(&main, m));
        }
        for name in metrics_asked {
            if metrics.iter().any(|m| &m.name == name)
                || (compare.is_some() && Some(name) == metrics_asked.first())
            {
                continue;
            }
            if let Some(found) = selected.iter().find_map(|(_, t)| {
                t.column_index(name)
                    .filter(|&i| is_numeric(&t.columns[i]))
                    .map(|i| metric_ctx(t, i))
            }) {
                metrics.push(found);
            }
        }
        let lead = metrics.first().cloned().unwrap_or(MetricContext {
            name: String::new(),
            display_name: String::new(),
            noun: String::new(),
            unit: None,
            value: NOT_AVAILABLE.to_string(),
            raw: Value::Null,
        });

        let order = match plan_param(input, "order") {
            Some("asc") => "asc",
            _ => "desc",
        };
        let dimension = input.planned.plan.steps.iter().find_map(|s| match s {
            Step::Api(a) => p.dimensions.get(&a.api).cloned(),
            Step::Tool(_) => None,
        });

        // Notes: the resolver's clipping first, then its notes, the planner's, ours.
        let mut notes: Vec<String> = Vec::new();
        if let Coverage::Clipped { note, .. } = &input.time.coverage {
            notes.push(sentence(note));
        }
        // Periods answered one by one (a `stack` of them): the resolver's "only the first
        // period is used" is untrue of this answer, which has a row for each ("new years eve
        // and new years day" showed both days under a note that the second was not used).
        let stacked = compared.is_some()
            || input
                .planned
                .plan
                .steps
                .iter()
                .any(|s| matches!(s, Step::Tool(t) if t.tool == "stack"));
        for n in input
            .time
            .notes
            .iter()
            .filter(|n| !(stacked && n.starts_with("only the first period is used")))
            .chain(&input.planned.notes)
            .chain(&own_notes)
        {
            let s = sentence(n);
            if !s.is_empty() && !notes.contains(&s) {
                notes.push(s);
            }
        }

        // Tables.
        let when = period
            .as_ref()
            .map(|p| format!(", {}", p.label))
            .unwrap_or_default();
        let lead_name = lead.display_name.clone();
        let title = match shape {
            AnswerShape::SingleValue => format!("{lead_name}{when}"),
            AnswerShape::Comparison => match (&period, &comparison_period) {
                (Some(a), Some(b)) => format!("{lead_name}, {} vs {}", a.label, b.label),
                _ => format!("{lead_name} compared{when}"),
            },
            AnswerShape::TimeSeries => format!(
                "{lead_name} by {}{when}",
                granularity.map_or("period", Granularity::as_str)
            ),
            // Products ranked by a change: the two periods, in the order the change runs.
            AnswerShape::Ranking if compared.is_some() && comparison_period.is_some() => format!(
                "{lead_name} by product, {} to {}",
                comparison_period
                    .as_ref()
                    .map_or(String::new(), |c| c.label.clone()),
                period.as_ref().map_or(String::new(), |c| c.label.clone())
            ),
            // "Top 3 products by revenue"; one row is "Top product by revenue" ("Top 1
            // products" read as a slip).
            AnswerShape::Ranking => {
                let noun = entity_noun(label_col.map(|k| &main.columns[k]), granularity);
                let (count, noun) = match main.len() {
                    1 => (String::new(), singular(&noun)),
                    n => (format!(" {n}"), noun),
                };
                format!(
                    "{}{count} {noun} by {}{when}",
                    if order == "asc" { "Bottom" } else { "Top" },
                    format::noun(&lead_name)
                )
            }
            AnswerShape::Breakdown => format!(
                "{lead_name} by {}{when}",
                label_col.map_or("item".to_string(), |k| {
                    let c = &main.columns[k];
                    // Rows named by a product's id or title are rows per product.
                    if matches!(c.name.as_str(), "product_id" | "title" | "product_title") {
                        "product".to_string()
                    } else {
                        format::noun(c.label())
                    }
                })
            ),
            AnswerShape::List => {
                let step = &selected[0].0;
                let api = input.planned.plan.steps.iter().find_map(|s| match s {
                    Step::Api(a) if &a.id == step => Some(a.api.as_str()),
                    _ => None,
                });
                format!("{}{when}", format::humanize(api.unwrap_or(step)))
            }
        };
        let tables = selected
            .iter()
            .enumerate()
            .map(|(i, (step, t))| AnswerTable {
                title: if i == 0 {
                    title.clone()
                } else {
                    step_title(&input.planned.plan, step)
                },
                columns: t.columns.clone(),
                rows: t.rows.clone(),
            })
            .collect();

        let template_shape = (metric.is_some() || shape == AnswerShape::List).then_some(shape);
        let ctx = AnswerContext {
            question: input.question.to_string(),
            shape: shape.as_str(),
            period,
            comparison_period,
            comparison_kind: slots.comparison_kind,
            granularity,
            dimension,
            key: label_col.and_then(|k| columns.get(k).cloned()),
            columns,
            entity_noun: entity_noun(label_col.map(|k| &main.columns[k]), granularity),
            entity_noun_one: singular(&entity_noun(
                label_col.map(|k| &main.columns[k]),
                granularity,
            )),
            order,
            metric: lead,
            metrics,
            rows,
            raw_rows,
            row_count: main.len(),
            row_limit_reached: shape == AnswerShape::List
                && list_limit(&input.planned.plan, &selected[0].0).is_some_and(|l| main.len() >= l),
            empty,
            top: items.first().cloned(),
            items,
            summary,
            current,
            previous,
            change,
            entities: named_together(&input.planned.entities),
            condition: input.planned.condition.clone(),
            notes,
            partial: !missing.is_empty(),
            missing,
        };
        Some(Built {
            ctx,
            template_shape,
            tables,
            shape,
            metric,
            time_key,
            compare_rows,
            compare_names,
        })
    }

    /// The answer when the template cannot be used: a plain sentence and the table.
    pub(crate) fn generic_text(&self) -> String {
        let when = self
            .ctx
            .period
            .as_ref()
            .map(|p| format!(" {}", p.text))
            .unwrap_or_default();
        match self.tables.first() {
            Some(t) if !self.ctx.empty => {
                let table = Table {
                    columns: t.columns.clone(),
                    rows: t.rows.clone(),
                };
                format!(
                    "Here is what I found{when}:\n\n{}",
                    format::text_table(&table).trim_end()
                )
            }
            _ => format!("There is no data{when}."),
        }
    }
}

/// The most rows the plan's API step `step` asked for (its `limit`), if it set one.
fn list_limit(plan: &crate::plan::Plan, step: &str) -> Option<usize> {
    plan.steps
        .iter()
        .find_map(|s| match s {
            Step::Api(a) if a.id == step => a.params.get("limit")?.as_u64(),
            _ => None,
        })
        .and_then(|l| usize::try_from(l).ok())
}
