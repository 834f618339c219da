//! The explanation: the answer text from the findings (a domain's offline template, or with an
//! LLM the domain's prompt, checked so every number is a finding's), the tables behind it, and
//! a chart where one helps (the waterfall of the change's drivers).

use serde_json::{json, Map, Value};

use super::finding::{Finding, Recommendation, Unchecked};
use super::periods::Periods;
use super::run::MethodResult;
use crate::answer::AnswerTable;
use crate::catalog::domain::DomainPath;
use crate::presenter::format::period_label;
use crate::table::{Column, ColumnType, Table, Unit};

/// The context every explanation template and prompt gets.
pub fn context(
    question: &str,
    domains: &[&DomainPath],
    periods: &Periods,
    results: &[MethodResult],
    findings: &[Finding],
    recommendations: &[Recommendation],
    unchecked: &[Unchecked],
) -> Value {
    let primary = domains.first();
    let headline = headline(results, primary.copied());
    let unit = headline
        .and_then(|r| r.table.column("current"))
        .and_then(|c| c.unit)
        .or_else(|| {
            primary.map(|d| {
                if d.metric == "revenue" {
                    Unit::Usd
                } else {
                    Unit::Count
                }
            })
        })
        .unwrap_or(Unit::Usd);
    let summary = headline.and_then(|r| rows(&r.table).into_iter().next());
    // The revenue funnel's effects are in dollars: shown only beside a change in dollars (a
    // units or sessions answer would otherwise print dollars as counts).
    let drivers = results
        .iter()
        .find(|r| {
            r.method.tool == "decompose_revenue" && headline.is_some_and(|h| h.domain == r.domain)
        })
        .filter(|r| r.table.column("effect").and_then(|c| c.unit) == Some(unit))
        .map(|r| rows(&r.table))
        .unwrap_or_default();
    let contributions: Vec<Map<String, Value>> = result_rows(results, "product_contributions")
        .unwrap_or_default()
        .into_iter()
        .take(5)
        .collect();
    // The products whose own conversion fell (the rate side of a conversion change), most
    // harmful first.
    let mut falling: Vec<Map<String, Value>> = result_rows(results, "conversion_mix_rate")
        .unwrap_or_default()
        .into_iter()
        .filter(|r| {
            let n = |k: &str| r.get(k).and_then(Value::as_f64);
            matches!((n("rate_effect"), n("conversion_current"), n("conversion_comparison")),
                (Some(e), Some(a), Some(b)) if e < 0.0 && a < b)
        })
        .collect();
    let effect =
        |r: &Map<String, Value>| r.get("rate_effect").and_then(Value::as_f64).unwrap_or(0.0);
    falling.sort_by(|a, b| effect(a).total_cmp(&effect(b)));
    falling.truncate(3);
    // Without its headline the domain cannot say how the metric changed: say why (the data
    // its first method needs is absent), rather than only that no cause was found.
    let first = primary.and_then(|d| d.methods.first());
    let unmeasured = match (summary.is_none(), first) {
        (true, Some(m)) => unchecked
            .iter()
            .find(|u| u.check == m.checks)
            .map(|u| u.reason.clone()),
        _ => None,
    };
    // A domain led by a check rather than a measurement of its metric (account health,
    // benchmarks) names that check: "I cannot explain revenue" would be about a metric the
    // question did not ask about.
    let unmeasured_check = first
        .filter(|m| unmeasured.is_some() && !HEADLINE_TOOLS.contains(&m.tool.as_str()))
        .map(|m| m.checks.clone());
    // What a check-led domain checked with its data (account health against the policy
    // thresholds): with no finding, the answer says the check ran and found nothing, instead
    // of "none of my checks found a cause", which answered "how's my account health" with
    // nothing about it.
    let checked: Vec<&str> = match (summary.is_none(), primary) {
        (true, Some(d)) => d
            .methods
            .iter()
            .filter(|m| !HEADLINE_TOOLS.contains(&m.tool.as_str()))
            .filter(|m| !unchecked.iter().any(|u| u.check == m.checks))
            .filter(|m| results.iter().any(|r| r.method.checks == m.checks))
            .map(|m| m.checks.as_str())
            .collect(),
        _ => Vec::new(),
    };
    let mut knowledge: Vec<&str> = Vec::new();
    for d in domains {
        knowledge.extend(d.knowledge.iter().map(String::as_str));
    }
    json!({
        "question": question,
        "domains": domains.iter().map(|d| d.name.as_str()).collect::<Vec<_>>(),
        "metric": primary.map(|d| d.metric.as_str()).unwrap_or("revenue"),
        "period": period_label(periods.current.start, periods.current.end),
        "period_in": with_preposition(period_label(periods.current.start, periods.current.end)),
        "comparison_period": period_label(periods.comparison.start, periods.comparison.end),
        "comparison_label": periods.comparison_label,
        "comparison_note": periods.set_aside,
        "asked": periods.asked,
        "summary": summary,
        "unit": unit_name(unit),
        "unmeasured": unmeasured,
        "unmeasured_check": unmeasured_check,
        "checked": checked,
        "falling": falling,
        "drivers": drivers,
        "contributions": contributions,
        "findings": findings,
        "recommendations": recommendations,
        "unchecked": unchecked,
        "knowledge": knowledge,
    })
}

/// A period label as the complement of "Revenue ... was": "on 2025-11-28", "from 2025-12-01
/// to 2025-12-07", "in November 2025".
fn with_preposition(label: String) -> String {
    if label.contains(" to ") {
        format!("from {label}")
    } else if label.len() == 10 && label.as_bytes()[4] == b'-' {
        format!("on {label}")
    } else {
        format!("in {label}")
    }
}

/// The tools whose one row is the headline change of the domain's metric: an additive metric's
/// (`change_summary`) or a ratio's (`rate_change`).
pub const HEADLINE_TOOLS: [&str; 2] = ["change_summary", "rate_change"];

/// The headline result: the primary domain's first result of a [`HEADLINE_TOOLS`] tool, else
/// (a primary without one, e.g. a health check) the first of another domain that measured the
/// same metric. Never another metric's: when the traffic tree has no traffic data, a trend
/// domain routed beside it must not lend its revenue change as the change in sessions.
pub fn headline<'a>(
    results: &'a [MethodResult],
    primary: Option<&DomainPath>,
) -> Option<&'a MethodResult> {
    let heads = || {
        results
            .iter()
            .filter(|r| HEADLINE_TOOLS.contains(&r.method.tool.as_str()))
    };
    let Some(p) = primary else {
        return heads().next();
    };
    heads().find(|r| r.domain == p.name).or_else(|| {
        heads().find(|r| {
            let m = r.table.column_index("metric");
            m.and_then(|i| r.table.rows.first()?.get(i)?.as_str().map(String::from))
                .is_some_and(|m| m == p.metric)
        })
    })
}

fn unit_name(u: Unit) -> &'static str {
    match u {
        Unit::Usd => "usd",
        Unit::Percent => "percent",
        _ => "count",
    }
}

fn rows(t: &Table) -> Vec<Map<String, Value>> {
    t.rows
        .iter()
        .map(|row| {
            t.columns
                .iter()
                .zip(row)
                .map(|(c, v)| (c.name.clone(), v.clone()))
                .collect()
        })
        .collect()
}

/// The products the question names, each with its own change from the primary domain's
/// per-product contributions (`current`, `comparison`, `change`, `share_of_change`: null when
/// the domain has none, or the products sold in neither period) and whether a finding is about
/// it (`found`): the answer says how what was asked about moved, and says so when nothing found
/// is about it, instead of letting the store's causes read as its own. Words that name several
/// products ("my serums") are one entry, their sums, titled by the words.
pub fn focus(
    results: &[MethodResult],
    primary: &DomainPath,
    products: &[crate::planner::ResolvedEntity],
    findings: &[Finding],
) -> Vec<Value> {
    let contributions = results
        .iter()
        .find(|r| r.method.tool == "product_contributions" && r.domain == primary.name)
        .map(|r| rows(&r.table))
        .unwrap_or_default();
    let mut groups: Vec<(&str, Vec<&crate::planner::ResolvedEntity>)> = Vec::new();
    for p in products {
        match groups.iter_mut().find(|(m, _)| *m == p.mention) {
            Some((_, g)) => g.push(p),
            None => groups.push((&p.mention, vec![p])),
        }
    }
    groups
        .into_iter()
        .map(|(mention, group)| {
            let ids: Vec<&str> = group.iter().map(|p| p.id.as_str()).collect();
            let found_rows: Vec<&Map<String, Value>> = contributions
                .iter()
                .filter(|r| {
                    r.get("product_id")
                        .and_then(Value::as_str)
                        .is_some_and(|id| ids.contains(&id))
                })
                .collect();
            // A product with no row sold in neither period: 0 once another of the set has one.
            let sum = |k: &str| -> Value {
                if found_rows.is_empty() {
                    return Value::Null;
                }
                let vals: Vec<Option<f64>> = found_rows
                    .iter()
                    .map(|r| r.get(k).and_then(Value::as_f64))
                    .collect();
                if vals.iter().any(Option::is_none) {
                    return Value::Null;
                }
                json!(vals.into_iter().flatten().sum::<f64>())
            };
            let found = findings
                .iter()
                .any(|f| f.products.iter().any(|fp| ids.contains(&fp.id.as_str())));
            let (title, title_in_sentence) = match group.as_slice() {
                [one] => (one.label.clone(), one.label.clone()),
                many => (
                    format!("Your {} products matching \"{mention}\"", many.len()),
                    format!("your {} products matching \"{mention}\"", many.len()),
                ),
            };
            json!({
                "product_id": ids.join(", "),
                "title": title,
                "title_in_sentence": title_in_sentence,
                "current": sum("current"),
                "comparison": sum("comparison"),
                "change": sum("change"),
                "share_of_change": sum("share_of_change"),
                "found": found,
            })
        })
        .collect()
}

/// The rows of the first result of `tool`, as maps.
pub fn result_rows(results: &[MethodResult], tool: &str) -> Option<Vec<Map<String, Value>>> {
    let r = results.iter().find(|r| r.method.tool == tool)?;
    Some(rows(&r.table))
}

/// The tables of the answer: the findings, then each analysis result that has rows.
pub fn tables(results: &[MethodResult], findings: &[Finding]) -> Vec<AnswerTable> {
    let mut out = Vec::new();
    if !findings.is_empty() {
        let col = |name: &str, ty, unit: Option<Unit>, shown: &str| Column {
            name: name.into(),
            ty,
            unit,
            display_name: Some(shown.into()),
        };
        out.push(AnswerTable {
            title: "Findings".into(),
            columns: vec![
                col("id", ColumnType::String, None, "Finding"),
                col("kind", ColumnType::String, None, "Kind"),
                col("statement", ColumnType::String, None, "What the data shows"),
                col(
                    "impact",
                    ColumnType::Number,
                    Some(Unit::Usd),
                    "Estimated effect",
                ),
                col(
                    "evidence",
                    ColumnType::Number,
                    Some(Unit::Percent),
                    "Share of the change",
                ),
                col(
                    "confidence",
                    ColumnType::Number,
                    Some(Unit::Percent),
                    "Confidence",
                ),
            ],
            rows: findings
                .iter()
                .map(|f| {
                    vec![
                        json!(f.id),
                        json!(f.kind),
                        json!(f.statement),
                        json!(f.impact),
                        json!(f.evidence),
                        json!(f.confidence),
                    ]
                })
                .collect(),
        });
    }
    for r in results {
        if r.table.rows.is_empty() || r.table.columns.iter().any(|c| c.name == "kind") {
            continue;
        }
        out.push(answer_table(&r.method.checks, &r.table));
    }
    out
}

fn answer_table(title: &str, t: &Table) -> AnswerTable {
    let mut title = title.to_string();
    if let Some(first) = title.get(..1) {
        title = first.to_uppercase() + &title[1..];
    }
    AnswerTable {
        title,
        columns: t.columns.clone(),
        rows: t.rows.clone(),
    }
}

/// A Vega-Lite waterfall from the comparison's total, through each driver's effect, to the
/// current total; none without a decomposition.
pub fn waterfall(results: &[MethodResult], primary: &DomainPath) -> Option<Value> {
    let head = headline(results, Some(primary))?;
    let summary = rows(&head.table).into_iter().next()?;
    let funnel = results
        .iter()
        .find(|r| r.method.tool == "decompose_revenue" && r.domain == head.domain)?;
    // Effects in dollars stack only on a total in dollars.
    let unit = |t: &Table, c: &str| t.column(c).and_then(|c| c.unit);
    if unit(&head.table, "current") != unit(&funnel.table, "effect") {
        return None;
    }
    let drivers = rows(&funnel.table);
    let before = summary.get("comparison")?.as_f64()?;
    let after = summary.get("current")?.as_f64()?;
    let mut data =
        vec![json!({"step": "Comparison period", "start": 0.0, "end": before, "kind": "total"})];
    let mut level = before;
    for d in &drivers {
        let effect = d.get("effect").and_then(Value::as_f64)?;
        let name = d
            .get("factor")
            .and_then(Value::as_str)
            .unwrap_or("other")
            .replace('_', " ");
        data.push(json!({
            "step": name,
            "start": level,
            "end": level + effect,
            "kind": if effect < 0.0 { "decrease" } else { "increase" },
        }));
        level += effect;
    }
    data.push(json!({"step": "Asked period", "start": 0.0, "end": after, "kind": "total"}));
    let order: Vec<Value> = data.iter().map(|d| d["step"].clone()).collect();
    Some(json!({
        "$schema": "https://vega.github.io/schema/vega-lite/v5.json",
        "title": "What changed revenue",
        "data": {"values": data},
        "mark": {"type": "bar"},
        "encoding": {
            "x": {"field": "step", "type": "nominal", "sort": order, "title": null},
            "y": {"field": "start", "type": "quantitative", "title": "Revenue (USD)", "axis": {"format": "$,.0f"}},
            "y2": {"field": "end"},
            "color": {"field": "kind", "type": "nominal",
                      "scale": {"domain": ["total", "increase", "decrease"], "range": ["#4c78a8", "#54a24b", "#e45756"]},
                      "legend": null}
        }
    }))
}

/// The checks asked about that ran and found nothing: the `checks` of each routed domain's
/// method whose `answers` holds a measure the question names (`asked`), whose result has no
/// row, and which was not skipped for lack of data, each with the number of products it read
/// ("... across your 36 products"). "What should I reorder" with no product short of stock
/// says so, where the answer had been silent about stock.
pub fn quiet(
    domains: &[&DomainPath],
    results: &[MethodResult],
    unchecked: &[Unchecked],
    asked: &[String],
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for d in domains {
        for m in &d.methods {
            let asked_about = m.answers.iter().any(|a| asked.contains(a));
            let ran_empty = results.iter().find(|r| {
                r.domain == d.name && r.method.checks == m.checks && r.table.rows.is_empty()
            });
            let skipped = unchecked.iter().any(|u| u.check == m.checks);
            let Some(r) = ran_empty.filter(|_| asked_about && !skipped) else {
                continue;
            };
            if seen.contains(&m.checks.as_str()) {
                continue;
            }
            seen.push(&m.checks);
            out.push(match r.products {
                Some(n) if n > 0 => format!(
                    "{} across your {n} product{}",
                    m.checks,
                    if n == 1 { "" } else { "s" }
                ),
                _ => m.checks.clone(),
            });
        }
    }
    out
}

/// Whether the answer leads with the checks rather than the metric's change: every measure
/// the question names is one a routed domain's check `answers` ("what should I reorder",
/// "what should I do about my prices"), and one such check ran. The metric's change then
/// follows as context; a question naming the metric itself ("why did revenue drop, was it the
/// price?") still opens with its change.
pub fn leads_with_checks(
    domains: &[&DomainPath],
    results: &[MethodResult],
    asked: &[String],
) -> bool {
    let answered = |a: &String| {
        domains.iter().any(|d| {
            d.methods.iter().any(|m| {
                m.answers.contains(a)
                    && results
                        .iter()
                        .any(|r| r.domain == d.name && r.method.checks == m.checks)
            })
        })
    };
    !asked.is_empty() && asked.iter().all(answered)
}
