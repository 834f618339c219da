//! Tool rows → typed findings (ranked by evidence), and findings → recommendations by the
//! domains' rules.
//!
//! A row becomes a finding only when a detector emitted it (a `kind` column) or a domain's
//! `finding` rule selects it (`when`); nothing else is ever stated. Statements come from one
//! catalog template (`prompts/finding_statement`), so a domain expert words a new kind of
//! finding without Rust; a kind the template does not know is stated with its numbers.

use std::collections::BTreeSet;

use minijinja::Environment;
use serde_json::{Map, Value};

use super::finding::{Finding, FindingNumber, FindingPeriod, ProductRef, Recommendation};
use super::run::MethodResult;
use crate::catalog::domain::DomainPath;
use crate::table::{ColumnType, Table, Unit};

/// The prompt that words findings.
pub const STATEMENT_PROMPT: &str = "finding_statement";

/// A finding together with its row, for recommendation templates.
#[derive(Debug, Clone)]
pub struct Found {
    /// The finding.
    pub finding: Finding,
    /// The row's values by column (plus `kind`).
    pub row: Map<String, Value>,
    /// Whether the check that found it answers a measure the question names (its method's
    /// `answers`): "what should I reorder" is answered by the stock check's findings first.
    pub answers_asked: bool,
}

/// The change the domain explains: the `change` of the first result that has `metric` and
/// `change` columns (the `change_summary` tool's) and is the primary domain's (`primary`), or
/// measures the primary's metric; any result when `primary` is `None`. With its unit and
/// metric.
pub fn total_change(results: &[MethodResult], primary: Option<&DomainPath>) -> Option<Change> {
    let change_of = |r: &MethodResult| {
        let t = &r.table;
        let row = t.rows.first()?;
        let m = t.columns.iter().position(|c| c.name == "metric")?;
        let i = t.columns.iter().position(|c| c.name == "change")?;
        Some(Change {
            value: row.get(i).and_then(Value::as_f64)?,
            unit: t.columns[i].unit,
            metric: row.get(m).and_then(Value::as_str).unwrap_or("").to_string(),
        })
    };
    let Some(p) = primary else {
        return results.iter().find_map(change_of);
    };
    results
        .iter()
        .filter(|r| r.domain == p.name)
        .find_map(change_of)
        .or_else(|| {
            results
                .iter()
                .filter_map(change_of)
                .find(|c| c.metric == p.metric)
        })
}

/// The headline change of a domain's metric.
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    /// current - comparison.
    pub value: f64,
    /// Its unit (usd for revenue, count for units or sessions, percent for a rate).
    pub unit: Option<Unit>,
    /// The metric (`revenue`, `units`, `sessions`, `conversion_rate`).
    pub metric: String,
}

impl Change {
    /// How much of this change a finding explains, in the change's own unit: its `impact` (an
    /// estimated revenue effect) for a change in dollars, else its `lost_<metric>`
    /// (`lost_units`, `lost_sessions`) when it has one. A finding's dollars are never compared
    /// with a change in units, sessions or conversion points.
    fn explained_by(&self, values: &Map<String, Value>) -> Option<f64> {
        if self.unit == Some(Unit::Usd) {
            return values.get("impact").and_then(Value::as_f64);
        }
        values
            .get(&format!("lost_{}", self.metric))
            .and_then(Value::as_f64)
    }
}

fn row_map(t: &Table, row: &[Value]) -> Map<String, Value> {
    t.columns
        .iter()
        .zip(row)
        .map(|(c, v)| (c.name.clone(), v.clone()))
        .collect()
}

/// Every finding of the results, ranked (strongest evidence first) and numbered. A rule's
/// `when` sees the row's values and `scope` (what the question asked, see
/// [`super::periods::Periods::scope`]); the row's own columns win on a clash.
pub fn collect(
    env: &Environment<'static>,
    results: &[MethodResult],
    domains: &[&DomainPath],
    scope: &Map<String, Value>,
) -> Vec<Found> {
    // Each result's metric is its own domain's (a trend domain routed beside a traffic one
    // still measures revenue), the first domain's when the result names no known domain.
    let metric_of = |domain: &str| {
        domains
            .iter()
            .find(|d| d.name == domain)
            .or(domains.first())
            .map_or("revenue", |d| d.metric.as_str())
    };
    let change = total_change(results, domains.first().copied());
    let named: Vec<&str> = scope
        .get("asked_measures")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let mut out: Vec<Found> = Vec::new();
    for r in results {
        let answers_asked = r.method.answers.iter().any(|a| named.contains(&a.as_str()));
        let t = &r.table;
        let has_kind = t.columns.iter().any(|c| c.name == "kind");
        let rule = r.method.finding.as_ref();
        if rule.is_none() && !has_kind {
            continue;
        }
        let when = rule
            .and_then(|f| f.when.as_deref())
            .and_then(|w| env.compile_expression(w).ok());
        for row in &t.rows {
            let mut values = row_map(t, row);
            if let Some(rule) = rule {
                // A tool's own `kind` column (e.g. weekday or month) stays as `kind_of`.
                if let Some(own) = values.insert("kind".into(), Value::String(rule.kind.clone())) {
                    values.insert("kind_of".into(), own);
                }
            }
            if let Some(expr) = &when {
                let mut seen = scope.clone();
                seen.extend(values.iter().map(|(k, v)| (k.clone(), v.clone())));
                let ctx = minijinja::Value::from(minijinja::value::Serde(&seen));
                match expr.eval(ctx) {
                    Ok(v) if v.is_true() => {}
                    _ => continue,
                }
            }
            // The domain's metric, unless the row names its own (benchmarks, account health).
            values
                .entry("metric")
                .or_insert_with(|| Value::String(metric_of(&r.domain).to_string()));
            out.push(Found {
                finding: build(env, r, t, &values, change.as_ref()),
                row: values,
                answers_asked,
            });
        }
    }
    // Among findings of equal evidence, what the question named comes first ("my refund rate
    // against peers" leads with the refund rate, not with the alphabet's first metric).
    // So do the season's indices of the grain it names ("which months are my busiest": the
    // months before the weekdays; the tool's own `kind` is kept as `kind_of`).
    let asked = |f: &Found| {
        let named = scope.get("asked_measures").and_then(Value::as_array);
        let metric = f.row.get("metric");
        let grains = scope.get("asked_grains").and_then(Value::as_array);
        let grain = f.row.get("kind_of");
        named.is_some_and(|n| metric.is_some_and(|m| n.contains(m)))
            || grains.is_some_and(|g| grain.is_some_and(|k| g.contains(k)))
    };
    // What is found about a product the question names comes first ("why did skillet sales
    // drop": the skillet's stock-out before the store's ad budget), then by evidence.
    let asked_products: Vec<&str> = scope
        .get("asked_products")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let about = |f: &Found| {
        f.finding
            .products
            .iter()
            .any(|p| asked_products.contains(&p.id.as_str()))
    };
    // Asked where a figure is heading, the trend answers it: it comes first (stop 38: "is my
    // revenue trending up" stated the year-on-year change and unusual days before it).
    let heading = scope.get("asked_heading").and_then(Value::as_bool) == Some(true);
    let trend = |f: &Found| heading && f.finding.kind == "trend";
    out.sort_by(|a, b| {
        let ea = a.finding.evidence.unwrap_or(-1.0);
        let eb = b.finding.evidence.unwrap_or(-1.0);
        about(b)
            .cmp(&about(a))
            .then(trend(b).cmp(&trend(a)))
            .then(b.answers_asked.cmp(&a.answers_asked))
            .then(eb.total_cmp(&ea))
            .then(asked(b).cmp(&asked(a)))
            .then(b.finding.confidence.total_cmp(&a.finding.confidence))
    });
    // One event, one finding: two routed domains that run the same detector over their own
    // windows ("what should i focus on next month": recommendation and performance) each dated
    // the spice rack's price rise of 2025-10-29, and it was stated twice with slightly different
    // conversions (stop 35). The same kind about the same products from the same day is one
    // event; the strongest statement of it stays. Findings with no product or no date (the
    // season, a benchmark) are not events of a product and are all kept.
    let mut events: BTreeSet<(String, Vec<String>, String)> = BTreeSet::new();
    out.retain(|f| {
        let (Some(period), false) = (&f.finding.period, f.finding.products.is_empty()) else {
            return true;
        };
        let ids = f.finding.products.iter().map(|p| p.id.clone()).collect();
        events.insert((f.finding.kind.clone(), ids, period.start.clone()))
    });
    for (i, f) in out.iter_mut().enumerate() {
        f.finding.id = format!("F{}", i + 1);
        f.row
            .insert("finding".into(), Value::String(f.finding.id.clone()));
    }
    out
}

fn build(
    env: &Environment<'static>,
    r: &MethodResult,
    t: &Table,
    values: &Map<String, Value>,
    change: Option<&Change>,
) -> Finding {
    let s = |k: &str| values.get(k).and_then(Value::as_str).map(String::from);
    let n = |k: &str| values.get(k).and_then(Value::as_f64);
    let kind = s("kind").unwrap_or_else(|| r.method.tool.clone());
    let mut products = Vec::new();
    if let Some(id) = s("product_id") {
        products.push(ProductRef {
            id,
            title: s("title"),
        });
    } else if let Some(ids) = s("products") {
        products.extend(
            ids.split(',')
                .map(str::trim)
                .filter(|x| !x.is_empty())
                .map(|id| ProductRef {
                    id: id.to_string(),
                    title: None,
                }),
        );
    }
    let period = match (s("start"), s("end")) {
        (Some(start), Some(end)) => Some(FindingPeriod { start, end }),
        (Some(start), None) => Some(FindingPeriod {
            end: start.clone(),
            start,
        }),
        _ => None,
    };
    let numbers: Vec<FindingNumber> = t
        .columns
        .iter()
        .filter(|c| matches!(c.ty, ColumnType::Number | ColumnType::Integer))
        .filter(|c| c.name != "confidence")
        .filter_map(|c| {
            n(&c.name).map(|value| FindingNumber {
                name: c.name.clone(),
                value,
                unit: c.unit,
            })
        })
        .collect();
    let impact = n("impact");
    let explained = change.and_then(|c| c.explained_by(values).map(|x| (x, c.value)));
    let evidence = match explained {
        Some((i, c)) if c != 0.0 && i != 0.0 => {
            Some((i.abs() / c.abs().max(i.abs()) * 1000.0).round() / 1000.0)
        }
        _ => None,
    };
    let confidence = n("confidence")
        .or_else(|| n("p_value").map(|p| 1.0 - p))
        .unwrap_or(0.7)
        .clamp(0.0, 1.0);
    Finding {
        id: String::new(),
        statement: statement(env, &kind, values, &numbers),
        kind,
        numbers,
        period,
        products,
        impact,
        evidence,
        confidence: (confidence * 1000.0).round() / 1000.0,
        source: r.method.tool.clone(),
        domain: r.domain.clone(),
    }
}

/// The statement of a finding: the catalog's template, or (for a kind it does not word, or
/// when it fails) the kind and its numbers.
fn statement(
    env: &Environment<'static>,
    kind: &str,
    values: &Map<String, Value>,
    numbers: &[FindingNumber],
) -> String {
    if let Ok(t) = env.get_template(STATEMENT_PROMPT) {
        if let Ok(s) = t.render(minijinja::Value::from(minijinja::value::Serde(values))) {
            let s = s.trim().to_string();
            if !s.is_empty() {
                return s;
            }
        }
    }
    let parts: Vec<String> = numbers
        .iter()
        .map(|n| format!("{} {}", n.name.replace('_', " "), format_number(n)))
        .collect();
    format!("{}: {}", kind.replace('_', " "), parts.join(", "))
}

fn format_number(n: &FindingNumber) -> String {
    use crate::presenter::format;
    match n.unit {
        Some(Unit::Usd) => format::usd(n.value),
        Some(Unit::Percent) => format::pct(n.value),
        Some(Unit::Count) => format::count(n.value),
        Some(Unit::Rating) | Some(Unit::Ratio) => format::ratio(n.value),
        Some(Unit::Days) => format!("{} days", format::count(n.value)),
        None => format::ratio(n.value),
    }
}

/// Recommendations of `domains`' rules for the findings, each citing its finding; one per rule
/// and finding.
pub fn recommend(
    env: &Environment<'static>,
    domains: &[&DomainPath],
    found: &[Found],
) -> Vec<Recommendation> {
    let mut out = Vec::new();
    let mut seen: BTreeSet<(String, String)> = BTreeSet::new();
    for d in domains {
        for rule in &d.recommendations {
            for f in found.iter().filter(|f| f.finding.kind == rule.on) {
                if !seen.insert((rule.id.clone(), f.finding.id.clone())) {
                    continue;
                }
                let ctx = minijinja::Value::from(minijinja::value::Serde(&f.row));
                if let Some(when) = &rule.when {
                    match env
                        .compile_expression(when)
                        .and_then(|e| e.eval(ctx.clone()))
                    {
                        Ok(v) if v.is_true() => {}
                        _ => continue,
                    }
                }
                match env.render_str(&rule.say, ctx) {
                    Ok(text) => out.push(Recommendation {
                        id: rule.id.clone(),
                        text: text.trim().to_string(),
                        finding: f.finding.id.clone(),
                    }),
                    Err(e) => tracing::warn!(rule = %rule.id, "recommendation not rendered: {e}"),
                }
            }
        }
    }
    // The actions on what the question asked about come first, as their findings do (rules
    // are otherwise in the domain's order: "what should I reorder" had the ad budget first).
    let asked = |r: &Recommendation| {
        found
            .iter()
            .any(|f| f.answers_asked && f.finding.id == r.finding)
    };
    out.sort_by_key(|r| !asked(r));
    out
}
