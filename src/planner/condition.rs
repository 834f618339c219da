//! Counts and lists with a numeric condition: "how many days in November did revenue exceed
//! $25,000", "number of SKUs with an average rating under 4", "list products with fewer than 5
//! in stock", "how many weeks was my late shipment rate above 4%".
//!
//! The question is read into what is counted or listed (days, weeks, months, products), the
//! comparison and its threshold. The planner then plans the measure one row per day, week,
//! month or product (the same plan as "revenue by day" or "units by product"), keeps the rows
//! that meet the condition with the `filter_rows` tool and, for "how many", counts them with
//! `count`. The condition applies to the question's own measure: when the plan's column is not
//! that measure, or the rows are not the things counted, the planner asks back (as before this
//! module) rather than count something else.

use serde_json::{json, Value};

use super::link::LinkApi;
use super::parse::Cues;
use super::shapes::whole_buckets;
use super::{AnswerShape, PlannedQuery};
use crate::augment::{DateRange, Granularity};
use crate::plan::{Step, ToolStep};

/// What is counted or listed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counted {
    Days,
    Weeks,
    Months,
    Products,
}

impl Counted {
    /// The noun, for notes.
    pub fn noun(self) -> &'static str {
        match self {
            Counted::Days => "days",
            Counted::Weeks => "weeks",
            Counted::Months => "months",
            Counted::Products => "products",
        }
    }

    /// The bucket of a count of periods.
    pub fn grain(self) -> Option<Granularity> {
        match self {
            Counted::Days => Some(Granularity::Day),
            Counted::Weeks => Some(Granularity::Week),
            Counted::Months => Some(Granularity::Month),
            Counted::Products => None,
        }
    }

    fn of(word: &str) -> Option<Counted> {
        Some(match word {
            "days" => Counted::Days,
            "weeks" => Counted::Weeks,
            "months" => Counted::Months,
            "products" | "skus" | "items" | "listings" | "asins" => Counted::Products,
            _ => return None,
        })
    }
}

/// A numeric condition as written: "more than $25,000" → `>` 25000.
#[derive(Debug, Clone, PartialEq)]
pub struct Condition {
    /// `>`, `>=`, `<`, `<=`, `==`.
    pub op: &'static str,
    /// The number as written ("$25k" → 25000; "4%" → 4, with `percent`).
    pub value: f64,
    /// Written with a percent sign or the word "percent".
    pub percent: bool,
    /// Written as money ("$50", "50 dollars").
    pub money: bool,
    /// The measure the condition names itself ("out of stock": units on hand), when it does.
    pub measure: Option<&'static str>,
    /// The words of the condition, for notes and clarifications.
    pub text: String,
}

impl Condition {
    /// The threshold in a column's unit: a percent column holds fractions, so "4%" (or a bare
    /// "4" against a rate, which cannot exceed 1) is 0.04.
    pub fn value_in(&self, fraction: bool) -> f64 {
        if fraction && (self.percent || self.value > 1.0) {
            self.value / 100.0
        } else {
            self.value
        }
    }
}

/// A conditional count or list.
#[derive(Debug, Clone, PartialEq)]
pub struct Conditional {
    pub counted: Counted,
    pub condition: Condition,
    /// "How many" / "number of": count the rows kept; otherwise list them.
    pub count: bool,
}

/// Comparators written before the number, longest first; the op keeps the row's value on the
/// left ("more than 5": value > 5).
const COMPARATORS: &[(&[&str], &str)] = &[
    (&["no", "more", "than"], "<="),
    (&["no", "less", "than"], ">="),
    (&["not", "more", "than"], "<="),
    (&["at", "least"], ">="),
    (&["at", "most"], "<="),
    (&["more", "than"], ">"),
    (&["greater", "than"], ">"),
    (&["higher", "than"], ">"),
    (&["bigger", "than"], ">"),
    (&["larger", "than"], ">"),
    (&["less", "than"], "<"),
    (&["fewer", "than"], "<"),
    (&["lower", "than"], "<"),
    (&["smaller", "than"], "<"),
    (&["cheaper", "than"], "<"),
    (&["over"], ">"),
    (&["above"], ">"),
    (&["exceeding"], ">"),
    (&["exceeded"], ">"),
    (&["exceed"], ">"),
    (&["beyond"], ">"),
    (&["under"], "<"),
    (&["below"], "<"),
    (&["exactly"], "=="),
    (&[">="], ">="),
    (&["<="], "<="),
    (&[">"], ">"),
    (&["<"], "<"),
];

/// The question's words for this module: lower case, split on white space, with the
/// punctuation that cannot be part of a number or a comparator trimmed.
fn words(question: &str) -> Vec<String> {
    question
        .split_whitespace()
        .map(|w| {
            w.to_lowercase()
                .trim_matches(|c: char| !(c.is_alphanumeric() || "$%<>=.".contains(c)))
                .trim_end_matches('.')
                .to_string()
        })
        .filter(|w| !w.is_empty())
        .collect()
}

/// A number as sellers write it: "25000", "25,000", "$25,000", "$25k", "1.5m", "4%", "4.5";
/// with `percent` when a percent sign is attached or the next word is "percent" / "%".
fn number(w: &str, next: Option<&str>) -> Option<(f64, bool)> {
    let mut s = w.trim_start_matches(['$', '£', '€']).replace(',', "");
    let mut percent = false;
    if let Some(x) = s.strip_suffix('%') {
        s = x.to_string();
        percent = true;
    }
    let mut scale = 1.0;
    if let Some(x) = s.strip_suffix('k') {
        s = x.to_string();
        scale = 1_000.0;
    } else if let Some(x) = s.strip_suffix('m') {
        s = x.to_string();
        scale = 1_000_000.0;
    }
    if s.is_empty() || !s.chars().next().is_some_and(|c| c.is_ascii_digit()) {
        return None;
    }
    let v: f64 = s.parse().ok()?;
    if matches!(next, Some("percent" | "%" | "pct")) {
        percent = true;
    }
    Some((v * scale, percent))
}

/// The first numeric condition of the question, if any.
pub fn condition(question: &str) -> Option<Condition> {
    let ws = words(question);
    for i in 0..ws.len() {
        for (phrase, op) in COMPARATORS {
            let end = i + phrase.len();
            if end > ws.len() || ws[i..end].iter().zip(phrase.iter()).any(|(a, b)| a != b) {
                continue;
            }
            let Some((value, percent)) = ws
                .get(end)
                .and_then(|w| number(w, ws.get(end + 1).map(String::as_str)))
            else {
                continue;
            };
            // "5 or more" after the number turns "over"-less wordings into >=; a number of
            // stars is a star filter, not a condition on a measure.
            if ws.get(end + 1).is_some_and(|w| w.starts_with("star")) {
                return None;
            }
            let next = ws.get(end + 1).map(String::as_str);
            return Some(Condition {
                op,
                value,
                percent,
                money: ws[end].starts_with(['$', '£', '€'])
                    || matches!(next, Some("dollars" | "usd" | "bucks")),
                measure: None,
                text: ws[i..=end].join(" "),
            });
        }
    }
    // "Out of stock" / "zero stock": units on hand equal to 0.
    for phrase in [
        &["out", "of", "stock"][..],
        &["zero", "stock"],
        &["no", "stock"],
    ] {
        if ws
            .windows(phrase.len())
            .any(|w| w.iter().zip(phrase).all(|(a, b)| a == b))
        {
            return Some(Condition {
                op: "==",
                value: 0.0,
                percent: false,
                money: false,
                measure: Some("units_on_hand"),
                text: phrase.join(" "),
            });
        }
    }
    None
}

/// The thing counted or listed with a condition, if the question has both.
///
/// Counted: the first countable noun after "how many" / "number of" ("how many days ...",
/// "number of SKUs with ..."). Listed: "list" / "show" / "which" with a countable noun
/// ("which products sold fewer than 300 units"). A countable noun that is part of the
/// condition's own measure ("more than 3 days of cover") is not what is counted.
pub fn read(question: &str, cues: &Cues) -> Option<Conditional> {
    let condition = condition(question)?;
    let ws = words(question);
    let cond_at = ws
        .windows(condition.text.split(' ').count())
        .position(|w| w.join(" ") == condition.text)
        .unwrap_or(ws.len());
    let count_at = ws
        .windows(2)
        .position(|w| (w[0] == "how" && w[1] == "many") || (w[0] == "number" && w[1] == "of"));
    let counted_after = |from: usize| {
        ws.get(from..cond_at)
            .unwrap_or_default()
            .iter()
            .find_map(|w| Counted::of(w))
    };
    // "Days out of stock" is a measure of its own (stockout days, per product-day); only
    // products are counted by their stock being zero.
    let fits = |counted: Counted| condition.measure.is_none() || counted == Counted::Products;
    if let Some(at) = count_at {
        let counted = counted_after(at + 2).filter(|k| fits(*k))?;
        return Some(Conditional {
            counted,
            condition,
            count: true,
        });
    }
    let lists = cues.list
        || ws
            .iter()
            .take(2)
            .any(|w| matches!(w.as_str(), "which" | "what" | "list" | "show"));
    if !lists {
        return None;
    }
    let counted = counted_after(0).filter(|k| fits(*k))?;
    Some(Conditional {
        counted,
        condition,
        count: false,
    })
}

/// Turns a plan of one row per day, week, month or product into the rows that meet the
/// condition (and their count). `lead` is the question's measure; `unit` gives a column's unit
/// (a percent column holds fractions). Fails, saying why, when the plan's rows are not
/// the things counted or carry no column of the measure: the caller asks back.
pub fn apply(
    built: &mut PlannedQuery,
    c: &Conditional,
    api: &LinkApi,
    lead: Option<&str>,
    unit: impl Fn(&str) -> Option<crate::table::Unit>,
) -> Result<(), String> {
    let noun = c.counted.noun();
    let lead = c
        .condition
        .measure
        .or(lead)
        .ok_or("no measure is named for the condition")?;
    let column = api
        .columns
        .iter()
        .find(|col| col.measure.as_deref() == Some(lead))
        .map(|col| col.name.clone())
        .ok_or_else(|| format!("{} has no column of {}", api.name, lead.replace('_', " ")))?;
    let apis: Vec<usize> = built
        .plan
        .steps
        .iter()
        .enumerate()
        .filter(|(_, s)| matches!(s, Step::Api(_)))
        .map(|(i, _)| i)
        .collect();
    let ([at], 1) = (apis.as_slice(), built.plan.steps.len()) else {
        return Err("the plan is not one call".into());
    };
    let Step::Api(step) = &mut built.plan.steps[*at] else {
        unreachable!("an API step")
    };
    match c.counted.grain() {
        None => {
            if !api.per_product
                || !matches!(
                    built.shape,
                    AnswerShape::Breakdown | AnswerShape::SingleValue
                )
                || step.params.contains_key("limit")
            {
                return Err(format!("the plan does not give one row per {}", "product"));
            }
            if matches!(c.condition.op, "<" | "<=" | "==") {
                built.notes.push(
                    "Products with no data in the period are not in the rows, so they are not                      counted."
                        .into(),
                );
            }
        }
        Some(grain) => {
            if built.shape != AnswerShape::TimeSeries {
                return Err(format!(
                    "the plan does not give one row per {}",
                    &noun[..noun.len() - 1]
                ));
            }
            if api.granularity {
                if step.params.get("granularity") != Some(&json!(grain.as_str())) {
                    return Err(format!("the plan's rows are not {noun}"));
                }
                // A part of a week or month at the period's edges is not a week or month: it
                // could meet "under" and miss "over" for lack of days.
                if grain != Granularity::Day {
                    let date = |k: &str| {
                        step.params
                            .get(k)
                            .and_then(Value::as_str)
                            .and_then(|d| d.parse().ok())
                    };
                    if let (Some(start), Some(end)) = (date("start_date"), date("end_date")) {
                        let r = DateRange { start, end };
                        let w = whole_buckets(r, grain).ok_or_else(|| {
                            format!("the period is shorter than one whole {}", grain.as_str())
                        })?;
                        if w != r {
                            step.params
                                .insert("start_date".into(), json!(w.start.to_string()));
                            step.params
                                .insert("end_date".into(), json!(w.end.to_string()));
                            built.notes.push(format!(
                                "Only whole {noun} are counted: {} to {}.",
                                w.start, w.end
                            ));
                        }
                    }
                }
            } else if grain != Granularity::Week {
                // An API without granularity returns its own rows (account health: weeks).
                return Err(format!("the data has no rows per {}", grain.as_str()));
            }
        }
    }
    // "$50" is an amount of money and "4%" a share: compared with units or a rating they would
    // count something else.
    let unit = unit(&column);
    if c.condition.money && unit != Some(crate::table::Unit::Usd) {
        return Err(format!(
            "{} is not an amount of money",
            column.replace('_', " ")
        ));
    }
    if c.condition.percent && unit != Some(crate::table::Unit::Percent) {
        return Err(format!("{} is not a percentage", column.replace('_', " ")));
    }
    let rows = step.id.clone();
    let value = c
        .condition
        .value_in(unit == Some(crate::table::Unit::Percent));
    built.plan.steps.push(tool(
        "kept",
        "filter_rows",
        json!({"table": {"$ref": rows}, "column": column, "op": c.condition.op, "value": value}),
        &format!("the {noun} {}", c.condition.text),
    ));
    if c.count {
        built.plan.steps.push(tool(
            "count",
            "count",
            json!({"table": {"$ref": "kept"}}),
            &format!("how many {noun}"),
        ));
        built.plan.outputs = vec!["count".into()];
        built.metrics = vec!["count".into()];
        built.shape = AnswerShape::SingleValue;
        built.notes.push(format!(
            "Counted the {noun} with {} {}.",
            column.replace('_', " "),
            c.condition.text
        ));
    } else {
        built.plan.outputs = vec!["kept".into()];
        built.notes.push(format!(
            "Only the {noun} with {} {}.",
            column.replace('_', " "),
            c.condition.text
        ));
    }
    Ok(())
}

/// The clarification when the condition cannot be applied: the values to read it from, or the
/// figure without the condition (what was asked back before conditions were applied).
pub fn ask_back(c: &Conditional, why: &str) -> super::PlannerOutcome {
    let noun = c.counted.noun();
    let verb = if c.count { "count" } else { "list" };
    super::PlannerOutcome::Clarify {
        question: format!(
            "I cannot {verb} only the {noun} {} here ({why}). Do you want the values by {}, to \
             read it from, or the figure without the condition?",
            c.condition.text,
            &noun[..noun.len() - 1]
        ),
        mention: c.condition.text.clone(),
        candidates: vec![
            super::Candidate {
                id: "list".into(),
                label: format!("the values by {}, to {verb} from", &noun[..noun.len() - 1]),
            },
            super::Candidate {
                id: "total".into(),
                label: "the figure without the condition".into(),
            },
        ],
        intent: None,
    }
}

fn tool(id: &str, name: &str, args: Value, why: &str) -> Step {
    Step::Tool(ToolStep {
        id: id.into(),
        tool: name.into(),
        args: args.as_object().cloned().unwrap_or_default(),
        description: Some(why.into()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cond(q: &str) -> Option<(&'static str, f64, bool)> {
        condition(q).map(|c| (c.op, c.value, c.percent))
    }

    #[test]
    fn numbers_as_sellers_write_them() {
        assert_eq!(cond("days over $25,000"), Some((">", 25000.0, false)));
        assert_eq!(cond("days over $25k"), Some((">", 25000.0, false)));
        assert_eq!(cond("rate above 4% this year"), Some((">", 4.0, true)));
        assert_eq!(cond("rate above 4 percent"), Some((">", 4.0, true)));
        assert_eq!(cond("fewer than 5 in stock"), Some(("<", 5.0, false)));
        assert_eq!(cond("at least 1,000 units"), Some((">=", 1000.0, false)));
        assert_eq!(cond("no more than 3 units"), Some(("<=", 3.0, false)));
        assert_eq!(cond("rating under 4.5"), Some(("<", 4.5, false)));
        assert_eq!(cond("revenue last month"), None);
        assert_eq!(cond("more than the month before"), None);
        // A star filter is the reviews API's parameter, not a condition on a measure.
        assert_eq!(cond("reviews under 3 stars"), None);
        assert!(condition("cost more than $50").unwrap().money);
        assert!(!condition("more than 50 units").unwrap().money);
        let out = condition("how many products are out of stock").unwrap();
        assert_eq!(
            (out.op, out.value, out.measure),
            ("==", 0.0, Some("units_on_hand"))
        );
    }

    #[test]
    fn percent_thresholds_meet_fraction_columns() {
        let c = condition("above 4%").unwrap();
        assert!((c.value_in(true) - 0.04).abs() < 1e-12);
        assert!((c.value_in(false) - 4.0).abs() < 1e-12);
        let c = condition("over 0.05").unwrap();
        assert!((c.value_in(true) - 0.05).abs() < 1e-12);
    }

    #[test]
    fn what_is_counted_or_listed() {
        let none = Cues::default();
        let r = read("how many days last month did i sell over 1000 units", &none).unwrap();
        assert_eq!((r.counted, r.count), (Counted::Days, true));
        let r = read("number of skus with an avg rating under 4 this year", &none).unwrap();
        assert_eq!((r.counted, r.count), (Counted::Products, true));
        let r = read("which products had more than 50 refunds", &none).unwrap();
        assert_eq!((r.counted, r.count), (Counted::Products, false));
        // Nothing counted: the condition is not a count's.
        assert_eq!(read("revenue over 500 units", &none), None);
        assert_eq!(read("how many orders over $50", &none), None);
        // Stockout days are a measure: not a count of days with zero stock.
        assert_eq!(read("how many days was P0001 out of stock", &none), None);
        let r = read("how many products are out of stock right now", &none).unwrap();
        assert_eq!((r.counted, r.count), (Counted::Products, true));
    }
}
