//! The chart of an answer: a Vega-Lite v5 spec with the data inlined, when a chart helps.
//!
//! | shape | chart |
//! |---|---|
//! | time series | a line over a temporal x axis (at least two points) |
//! | ranking | horizontal bars, in rank order |
//! | breakdown | horizontal bars, largest first |
//! | comparison | grouped bars (one group per row, one bar per period) |
//! | single value, list | none |
//!
//! Axis titles are the columns' display names; money axes are formatted as dollars, percent
//! axes as percentages (values are 0..1 ratios, as in the tables). No chart for an empty result
//! or when the measure has no value at all.

use serde_json::{json, Map, Value};

use super::build::Built;
use crate::planner::AnswerShape;
use crate::table::{Column, Unit};

/// The Vega-Lite schema the specs follow.
pub const SCHEMA: &str = "https://vega.github.io/schema/vega-lite/v5.json";

/// A d3 format for an axis showing values of this unit.
pub fn axis_format(unit: Option<Unit>) -> Option<&'static str> {
    match unit? {
        Unit::Usd => Some("$,.2f"),
        Unit::Percent => Some(".1%"),
        Unit::Count => Some(","),
        Unit::Ratio | Unit::Rating => Some(".2f"),
        Unit::Days => Some(",.1f"),
    }
}

fn quantitative(field: &str, column: &Column) -> Value {
    let mut enc = json!({"field": field, "type": "quantitative", "title": column.label()});
    if let Some(f) = axis_format(column.unit) {
        enc["axis"] = json!({ "format": f });
    }
    enc
}

fn spec(title: &str, values: Vec<Value>, mark: Value, encoding: Value) -> Value {
    json!({
        "$schema": SCHEMA,
        "title": title,
        "data": { "values": values },
        "mark": mark,
        "encoding": encoding,
    })
}

/// The chart of a presented outcome, if one helps.
pub(crate) fn chart(b: &Built) -> Option<Value> {
    if b.ctx.empty {
        return None;
    }
    let table = b.tables.first()?;
    let m = b.metric?;
    let col = table.columns.get(m)?;
    let title = table.title.as_str();
    let numeric = |v: &Value| v.as_f64().is_some();
    match b.shape {
        AnswerShape::SingleValue | AnswerShape::List => None,
        AnswerShape::TimeSeries => {
            let k = b.time_key?;
            let key = table.columns.get(k)?;
            let values: Vec<Value> = table
                .rows
                .iter()
                .filter_map(|r| {
                    let x = r.get(k)?;
                    let y = r.get(m)?;
                    let mut o = Map::new();
                    o.insert(key.name.clone(), x.clone());
                    o.insert(col.name.clone(), y.clone());
                    (!x.is_null()).then_some(Value::Object(o))
                })
                .collect();
            if values.len() < 2 || !values.iter().any(|v| numeric(&v[&col.name])) {
                return None;
            }
            Some(spec(
                title,
                values,
                json!({"type": "line", "point": true, "tooltip": true}),
                json!({
                    "x": {"field": key.name, "type": "temporal", "title": key.label()},
                    "y": quantitative(&col.name, col),
                }),
            ))
        }
        AnswerShape::Ranking | AnswerShape::Breakdown => {
            let values: Vec<Value> = b
                .ctx
                .items
                .iter()
                .map(|i| json!({"label": i.label, "rank": i.rank, (col.name.clone()): i.raw}))
                .collect();
            if !values.iter().any(|v| numeric(&v[&col.name])) {
                return None;
            }
            let sort = if b.shape == AnswerShape::Ranking {
                json!({"field": "rank", "order": "ascending"})
            } else {
                json!("-x")
            };
            let label_title = b
                .ctx
                .key
                .as_ref()
                .map_or("Item", |k| k.display_name.as_str());
            Some(spec(
                title,
                values,
                json!({"type": "bar", "tooltip": true}),
                json!({
                    "y": {"field": "label", "type": "nominal", "title": label_title, "sort": sort},
                    "x": quantitative(&col.name, col),
                }),
            ))
        }
        AnswerShape::Comparison => {
            let (cur, prev) = &b.compare_names;
            let values: Vec<Value> = b
                .compare_rows
                .iter()
                .flat_map(|(label, c, p)| {
                    [
                        json!({"label": label, "series": cur, "value": c}),
                        json!({"label": label, "series": prev, "value": p}),
                    ]
                })
                .collect();
            if !values.iter().any(|v| numeric(&v["value"])) {
                return None;
            }
            let order = json!([cur, prev]);
            let mut y = quantitative("value", col);
            y["title"] = Value::String(col.label().to_string());
            let encoding = if b.compare_rows.len() == 1 {
                json!({
                    "x": {"field": "series", "type": "nominal", "title": null, "sort": order},
                    "y": y,
                    "color": {"field": "series", "type": "nominal", "title": null, "sort": order},
                })
            } else {
                json!({
                    "x": {"field": "label", "type": "nominal", "title": null, "sort": null},
                    "xOffset": {"field": "series", "sort": order},
                    "y": y,
                    "color": {"field": "series", "type": "nominal", "title": null, "sort": order},
                })
            };
            Some(spec(
                title,
                values,
                json!({"type": "bar", "tooltip": true}),
                encoding,
            ))
        }
    }
}
