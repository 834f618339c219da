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
pub use super::stockout::Pick;
use super::{AnswerShape, PlannedQuery};
use crate::augment::{DateRange, Granularity};
use crate::plan::{ApiStep, Step, ToolStep};
use serde_json::Map;

mod written;
use written::words;
pub use written::{condition, AVERAGE_WORDS};

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
        // "How many wks": the time words as the resolver spells them out.
        let word = crate::augment::time_alias(word).unwrap_or(word);
        Some(match word {
            "days" => Counted::Days,
            "weeks" => Counted::Weeks,
            "months" => Counted::Months,
            "products" | "skus" | "items" | "listings" | "asins" => Counted::Products,
            _ => return None,
        })
    }
}

/// Whether a word names products as things counted or listed ("products", "skus").
pub fn counts_products(word: &str) -> bool {
    Counted::of(&word.to_lowercase()) == Some(Counted::Products)
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
    /// Written as an absence ("no ad spend", "didn't sell", "zero sessions"): the value is 0,
    /// and the things that have no row in the data at all meet it too.
    pub absence: bool,
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
    /// "When did ...": one of the rows kept, the first or the last.
    pub pick: Option<Pick>,
}

impl Conditional {
    /// The condition as it follows the noun: "with ad spend more than 50", "with no ad spend",
    /// "out of stock".
    fn describe(&self, column: &str) -> String {
        if self.condition.absence {
            format!("with no {column}")
        } else if self.condition.measure.is_some() {
            // The condition names its measure ("out of stock", "zero stock").
            match self.condition.text.as_str() {
                t if t.starts_with("out of") => t.to_string(),
                t => format!("with {t}"),
            }
        } else {
            format!("with {column} {}", self.condition.text)
        }
    }
}

/// The thing counted or listed with a condition, if the question has both.
///
/// Counted: the first countable noun after "how many" / "number of" ("how many days ...",
/// "number of SKUs with ..."). Listed: "list" / "show" / "which" with a countable noun
/// ("which products sold fewer than 300 units"). A countable noun that is part of the
/// condition's own measure ("more than 3 days of cover") is not what is counted.
///
/// `named_set`: the question names several products together ("how many of my stunt kites
/// average 4 stars or better"): with no countable noun, they are what is counted.
pub fn read(question: &str, cues: &Cues, named_set: bool) -> Option<Conditional> {
    // "When did the kettle go out of stock", "which days was it out of stock": the days a
    // product had none (`stockout.rs`), kept from its day-by-day count of days out of stock.
    // "How many days was at least one product out of stock": the store's such days, counted.
    let ws = words(question);
    let any_product = super::stockout::any_product_days(&ws);
    if let Some(pick) = super::stockout::read(&ws).or(any_product.then_some(None)) {
        return Some(Conditional {
            counted: Counted::Days,
            condition: Condition {
                op: ">",
                value: 0.0,
                percent: false,
                money: false,
                measure: Some("stockout_days"),
                absence: false,
                text: if any_product {
                    "a product out of stock"
                } else {
                    "out of stock"
                }
                .into(),
            },
            count: any_product,
            pick,
        });
    }
    let condition = condition(question)?;
    let cond_at = ws
        .windows(condition.text.split(' ').count())
        .position(|w| w.join(" ") == condition.text)
        .unwrap_or(ws.len());
    let count_at = ws.windows(2).position(|w| {
        (w[0] == "how" && w[1] == "many")
                // "Count of listings with over 50 clicks": a count asked as "count of".
                || (matches!(w[0].as_str(), "number" | "count") && w[1] == "of")
    });
    let counted_after = |from: usize| {
        ws.get(from..cond_at)
            .unwrap_or_default()
            .iter()
            .find_map(|w| Counted::of(w))
    };
    // "Days out of stock" is a measure of its own (stockout days, per product-day); only
    // products are counted by their stock being zero.
    let fits = |counted: Counted| {
        condition.measure.is_none() || counted == Counted::Products || condition.absence
    };
    if let Some(at) = count_at {
        // "Kite - any days with zero sales in september? how many": the count asked after the
        // things and their condition, the things named before it.
        let asked_after = (at > cond_at)
            .then(|| ws[..cond_at].iter().rev().find_map(|w| Counted::of(w)))
            .flatten();
        let counted = counted_after(at + 2)
            .or(asked_after)
            .or(named_set.then_some(Counted::Products))
            .filter(|k| fits(*k))?;
        return Some(Conditional {
            counted,
            condition,
            count: true,
            pick: None,
        });
    }
    let lists = cues.list
        || ws
            .iter()
            .take(2)
            .any(|w| matches!(w.as_str(), "which" | "what" | "list" | "show"))
        // "products with zero sales in november": the noun itself opens the list.
        || ws.first().is_some_and(|w| Counted::of(w).is_some());
    // "anything at zero stock", "is anything unsold": "anything" with a condition is the
    // seller's products (it was answered with the whole store's stock).
    let anything = ws
        .iter()
        .take(3)
        .any(|w| matches!(w.as_str(), "anything" | "anythin" | "something"));
    if !lists && !anything {
        return None;
    }
    let counted = counted_after(0)
        .or(anything.then_some(Counted::Products))
        .filter(|k| fits(*k))?;
    Some(Conditional {
        counted,
        condition,
        count: false,
        pick: None,
    })
}

/// The most products one read of `product_catalog` returns (its `limit` maximum).
const CATALOG_LIMIT: u32 = 1000;

/// What [`apply`] needs to know of the catalog beyond the linked API.
pub struct ColumnFacts<'a> {
    /// A column's unit (a percent column holds fractions).
    pub unit: &'a dyn Fn(&str) -> Option<crate::table::Unit>,
    /// A column's name inside a sentence ("ad spend" for `spend`).
    pub noun: &'a dyn Fn(&str) -> String,
    /// Whether a measure is 0 for a product with no rows: flows and counts, not a price or a
    /// rating (which have no "none": "no price change" is not a price of 0).
    pub zero_when_absent: &'a dyn Fn(&str) -> bool,
    /// Whether the catalog can list every product (`product_catalog`).
    pub can_list_products: bool,
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
    columns: &ColumnFacts<'_>,
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
    if c.condition.absence && !(columns.zero_when_absent)(lead) {
        return Err(format!(
            "{} is not an amount that can be none",
            lead.replace('_', " ")
        ));
    }
    let mut rows = step.id.clone();
    let mut completion: Vec<Step> = Vec::new();
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
            let zero_meets = match c.condition.op {
                "<" => c.condition.value > 0.0,
                "<=" | "==" => c.condition.value >= 0.0,
                _ => false,
            };
            if zero_meets && (columns.zero_when_absent)(lead) && columns.can_list_products {
                // A product with no sales, sessions or ad spend in the period often has no row
                // at all: without the catalog, "which products had no ad spend" would find none.
                let mut params = Map::new();
                for k in ["product_ids", "category", "brand"] {
                    if let Some(v) = step.params.get(k) {
                        params.insert(k.into(), v.clone());
                    }
                }
                params.insert("limit".into(), json!(CATALOG_LIMIT));
                let mut args = json!({
                    "table": {"$ref": rows},
                    "products": {"$ref": "catalog"},
                    "columns": [column],
                    "limit": CATALOG_LIMIT,
                });
                if let Some(end) = step.params.get("end_date") {
                    args["until"] = end.clone();
                }
                completion.push(Step::Api(ApiStep {
                    id: "catalog".into(),
                    api: "product_catalog".into(),
                    params,
                    description: Some("every product, also those with no rows".into()),
                }));
                completion.push(tool(
                    "complete",
                    "complete_products",
                    args,
                    &format!(
                        "0 {} for the products with no rows",
                        column.replace('_', " ")
                    ),
                ));
                rows = "complete".into();
            } else if zero_meets {
                built.notes.push(
                    "Products with no data in the period are not in the rows, so they are not \
                     counted."
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
    let unit = (columns.unit)(&column);
    let noun_of = (columns.noun)(&column);
    if c.condition.money && unit != Some(crate::table::Unit::Usd) {
        return Err(format!(
            "{} is not an amount of money",
            column.replace('_', " ")
        ));
    }
    if c.condition.percent && unit != Some(crate::table::Unit::Percent) {
        return Err(format!("{} is not a percentage", column.replace('_', " ")));
    }
    built.plan.steps.extend(completion);
    let phrase = c.describe(&noun_of);
    let kept_why = format!("the {noun} {phrase}");
    let value = c
        .condition
        .value_in(unit == Some(crate::table::Unit::Percent));
    built.plan.steps.push(tool(
        "kept",
        "filter_rows",
        json!({"table": {"$ref": rows}, "column": column, "op": c.condition.op, "value": value}),
        &kept_why,
    ));
    if let Some(pick) = c.pick {
        // The kept rows are in day order: the first or the last of them.
        let order = if pick == Pick::First { "asc" } else { "desc" };
        built.plan.steps.push(tool(
            "day",
            "top_n",
            json!({"table": {"$ref": "kept"}, "column": "period", "n": 1, "order": order}),
            &format!(
                "the {} day {}",
                if pick == Pick::First { "first" } else { "last" },
                c.condition.text
            ),
        ));
        built.plan.outputs = vec!["day".into()];
    } else if c.count {
        built.plan.steps.push(tool(
            "count",
            "count",
            json!({"table": {"$ref": "kept"}}),
            &format!("how many {noun}"),
        ));
        built.plan.outputs = vec!["count".into()];
        built.metrics = vec!["count".into()];
        built.shape = AnswerShape::SingleValue;
    } else {
        built.plan.outputs = vec!["kept".into()];
    }
    built.condition = Some(super::RowCondition {
        noun: noun.into(),
        one: noun[..noun.len() - 1].into(),
        phrase,
        absence: c.condition.absence,
        measure: noun_of,
        pick: c
            .pick
            .map(|p| if p == Pick::First { "first" } else { "last" }.into()),
    });
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
            if c.condition.absence {
                format!("with {}", c.condition.text)
            } else {
                c.condition.text.clone()
            },
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
        // "One" counts before a counted thing of the figures, never alone ("over one year").
        assert_eq!(cond("at least one unit"), Some((">=", 1.0, false)));
        assert_eq!(cond("more than one order"), Some((">", 1.0, false)));
        assert_eq!(cond("over one year"), None);
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
    fn absences_are_conditions_at_zero() {
        let abs = |q: &str| condition(q).map(|c| (c.op, c.value, c.absence, c.measure, c.text));
        assert_eq!(
            abs("which products had no ad spend last month"),
            Some(("==", 0.0, true, None, "no ad".into()))
        );
        assert_eq!(
            abs("skus without any sessions this week"),
            Some(("==", 0.0, true, None, "without any sessions".into()))
        );
        assert_eq!(
            abs("which products didn\u{2019}t sell in march"),
            Some(("==", 0.0, true, Some("units_sold"), "didn't sell".into()))
        );
        // A comparison stays a comparison; a number after "zero" is no absence.
        assert_eq!(cond("no more than 3 units"), Some(("<=", 3.0, false)));
        // "One" counts before a counted thing of the figures, never alone ("over one year").
        assert_eq!(cond("at least one unit"), Some((">=", 1.0, false)));
        assert_eq!(cond("more than one order"), Some((">", 1.0, false)));
        assert_eq!(cond("over one year"), None);
        assert_eq!(cond("products with no 5 star reviews"), None);
        assert_eq!(cond("revenue last month"), None);
        let none = Cues::default();
        let r = read("products with zero sales in november", &none, false).unwrap();
        assert_eq!((r.counted, r.count), (Counted::Products, false));
        // Days with no sales are days, though "no sales" names units sold.
        let r = read("how many days had no sales last month", &none, false).unwrap();
        assert_eq!((r.counted, r.count), (Counted::Days, true));
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
        let r = read(
            "how many days last month did i sell over 1000 units",
            &none,
            false,
        )
        .unwrap();
        assert_eq!((r.counted, r.count), (Counted::Days, true));
        let r = read(
            "number of skus with an avg rating under 4 this year",
            &none,
            false,
        )
        .unwrap();
        assert_eq!((r.counted, r.count), (Counted::Products, true));
        let r = read("which products had more than 50 refunds", &none, false).unwrap();
        assert_eq!((r.counted, r.count), (Counted::Products, false));
        // Nothing counted: the condition is not a count's.
        assert_eq!(read("revenue over 500 units", &none, false), None);
        assert_eq!(read("how many orders over $50", &none, false), None);
        // Stockout days are a measure: not a count of days with zero stock.
        assert_eq!(
            read("how many days was P0001 out of stock", &none, false),
            None
        );
        let r = read("how many products are out of stock right now", &none, false).unwrap();
        assert_eq!((r.counted, r.count), (Counted::Products, true));
        // "anything" with a condition lists products; "sold nothing" is no sale, not
        // "products sold" (both were answered with the whole store's figure).
        let r = read("anything at zero stock right now", &none, false).unwrap();
        assert_eq!((r.counted, r.count), (Counted::Products, false));
        let r = read("which products sold nothing last week", &none, false).unwrap();
        assert_eq!(
            (r.counted, r.condition.measure),
            (Counted::Products, Some("units_sold"))
        );
        assert_eq!(read("anything new this week", &none, false), None);
    }

    #[test]
    fn an_average_of_stars_is_a_condition_on_the_average_rating() {
        let avg = |q: &str| condition(q).map(|c| (c.op, c.value, c.measure));
        let at_least = Some((">=", 4.0, Some("average_rating")));
        assert_eq!(
            avg("how many of my kites average 4 stars or better"),
            at_least
        );
        assert_eq!(avg("products averaging at least 4 stars"), at_least);
        assert_eq!(
            avg("skus that average under 3 stars"),
            Some(("<", 3.0, Some("average_rating")))
        );
        // Stars with no average are the reviews' own (a star filter, not a condition).
        assert_eq!(avg("how many reviews with 4 stars or better"), None);
        // A kind named as a set is what "how many" counts, when no noun says what is.
        let none = Cues::default();
        let r = read("how many of my   average 4 stars or better", &none, true).unwrap();
        assert_eq!((r.counted, r.count), (Counted::Products, true));
        assert_eq!(
            read("how many of my   average 4 stars or better", &none, false),
            None
        );
    }

    #[test]
    fn bounds_written_after_the_number() {
        assert_eq!(cond("days it sold 3 or more"), Some((">=", 3.0, false)));
        assert_eq!(cond("days with 5 plus units"), Some((">=", 5.0, false)));
        assert_eq!(
            cond("weeks with 2 or fewer orders"),
            Some(("<=", 2.0, false))
        );
        assert_eq!(cond("top 3 products"), None);
        let none = Cues::default();
        let r = read(
            "how many days last quarter did the   sell 3 or more",
            &none,
            false,
        )
        .unwrap();
        assert_eq!(
            (r.counted, r.count, r.condition.op),
            (Counted::Days, true, ">=")
        );
        let r = read("how many days in november did the   not sell", &none, false).unwrap();
        assert_eq!(r.condition.measure, Some("units_sold"));
        let r = read("how many days this year did it sell zero", &none, false).unwrap();
        assert!(r.condition.absence);
    }
}
