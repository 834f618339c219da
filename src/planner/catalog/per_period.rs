//! A flow averaged per day, week or month of a period ("avg orders per day last month", "on
//! average how many units a day did the yoga mat sell in october", "average weekly revenue
//! this year"): the period's total divided by its number of days (weeks: days / 7; months:
//! whole calendar months only).
//!
//! Why: these were answered as a series by day (the average never said), as the period's
//! total (the "a day" unread: a number seven or thirty times the one asked), or, for "average
//! daily units in november", as the inventory report's trailing 28-day velocity per product,
//! which is not November's average. The total over the days is exact whether or not a day sold
//! nothing (a mean of the rows the API returns would skip days with no row).

use chrono::Datelike;

use super::*;
use crate::planner::shapes;

/// An averaging word: "average", "avg", "mean", "averaged", and "average" typed with one
/// letter slipped ("avergae", "averge", "avarage": one edit, first letter kept). Unread, "avergae
/// daily revenue in november" was answered as thirty days of revenue.
fn averaging_word(w: &str) -> bool {
    matches!(w, "average" | "avg" | "mean" | "averaged")
        || (w.len() >= 6 && w.starts_with("av") && strsim::osa_distance(w, "average") == 1)
}

/// The rate a question asks without an averaging word: "per day" or "a day" (not "daily", not
/// "each day" or "by day", which list the days). Read as the average only over a period longer
/// than a month ([`rate_over_days`]).
fn rate_per_day(toks: &[Token]) -> bool {
    let words: Vec<&str> = toks.iter().map(|t| t.word.as_str()).collect();
    let listed = words.windows(2).any(|w| {
        matches!(
            w,
            ["by" | "each" | "every" | "for" | "of", "day"] | ["day", "by"]
        )
    }) || words.contains(&"daily");
    !listed && words.windows(2).any(|w| matches!(w, ["per" | "a", "day"]))
}

/// Over a period longer than a month, "units per day in q3" asks the rate: ninety-two rows of
/// days are a listing nobody reads as an answer, where "orders per day last week" lists the
/// week's seven days (the sets' convention for a week, kept).
fn rate_over_days(range: DateRange) -> bool {
    range.days() > 31
}

/// The unit a question averages over, from its words: "per day", "a day", "each day",
/// "daily" (and week, month), with an averaging word ("average", "avg", "on average",
/// "mean") anywhere in the question.
fn averaged_unit(toks: &[Token]) -> Option<Granularity> {
    let words: Vec<&str> = toks.iter().map(|t| t.word.as_str()).collect();
    if !words.iter().any(|w| averaging_word(w)) {
        return None;
    }
    let unit_of = |w: &str| match w {
        "day" | "daily" | "days" => Some(Granularity::Day),
        "week" | "weekly" => Some(Granularity::Week),
        "month" | "monthly" => Some(Granularity::Month),
        _ => None,
    };
    let mut found = None;
    for (i, w) in words.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| words[j]);
        let unit = match *w {
            "daily" | "weekly" | "monthly" => unit_of(w),
            // "units a day", "per week", "on an average day".
            "day" | "week" | "month"
                if matches!(
                    before,
                    Some("a" | "per" | "each" | "every" | "average" | "avg")
                ) =>
            {
                unit_of(w)
            }
            _ => None,
        };
        match (found, unit) {
            (None, Some(u)) => found = Some(u),
            // Two units ("average daily revenue per week"): not one average.
            (Some(f), Some(u)) if f != u => return None,
            _ => {}
        }
    }
    found
}

/// How many of `unit` the range holds: days exactly; weeks as days / 7; months only when the
/// range is whole calendar months (a part of a month is no month).
fn buckets(range: DateRange, unit: Granularity) -> Option<f64> {
    let days = range.days() as f64;
    match unit {
        Granularity::Day => Some(days),
        Granularity::Week => Some(days / 7.0),
        Granularity::Month => {
            let first = range.start.day() == 1;
            let last = range.end.succ_opt().is_some_and(|d| d.day() == 1);
            (first && last).then(|| {
                let months = (range.end.year() - range.start.year()) * 12
                    + range.end.month() as i32
                    - range.start.month() as i32
                    + 1;
                f64::from(months)
            })
        }
        _ => None,
    }
}

impl CatalogPlanner {
    /// The plan averaging the question's flow per day, week or month of its period, when the
    /// question asks for that (see the module's comment); `None` otherwise.
    pub(super) fn average_per_period(
        &self,
        req: &PlanRequest<'_>,
        toks: &[Token],
        entities: &[ResolvedEntity],
        intent: &Intent,
    ) -> Option<PlannedQuery> {
        let range = req.time.slots.primary.or_else(|| intent.primary())?;
        let said_average = averaged_unit(toks);
        let unit = said_average.or_else(|| {
            (rate_per_day(toks) && rate_over_days(range)).then_some(Granularity::Day)
        })?;
        if intent.granularity.is_some_and(|g| g != unit)
            || intent.shape.extremum.is_some()
            || intent.measures.len() != 1
            || req.time.slots.comparison.is_some()
        {
            return None;
        }
        let named = &intent.measures[0];
        // The inventory report's velocity ("average daily units") over a named period is that
        // period's units sold per day.
        let measure_id = match named.measure.as_str() {
            "average_daily_units" if !intent.periods.is_empty() => "units_sold",
            m => {
                // "Average order value", "average selling price": the average is the measure.
                if named.evidence.split(' ').any(averaging_word) {
                    return None;
                }
                m
            }
        };
        let measure = self.catalog.measures.get(measure_id)?;
        if !matches!(measure.kind, MeasureKind::Flow | MeasureKind::Count) {
            return None;
        }
        let n = buckets(range, unit)?;
        if n <= 0.0 {
            return None;
        }
        let products: Vec<&ResolvedEntity> =
            entities.iter().filter(|e| e.kind == "product").collect();
        // A report of totals over a range (`granularity: total`), filtered by product when
        // products are named, with a column of the measure.
        let api = self.index.apis.iter().find(|a| {
            a.dated
                && a.granularity
                && (products.is_empty() || a.product_filter)
                && a.columns
                    .iter()
                    .any(|c| c.measure.as_deref() == Some(measure_id))
        })?;
        let descriptor = &self.catalog.api(&api.name)?.descriptor;
        let column = api
            .columns
            .iter()
            .find(|c| c.measure.as_deref() == Some(measure_id))?
            .name
            .clone();
        let unit_name = descriptor
            .column(&column)
            .and_then(|c| c.unit)
            .and_then(|u| serde_json::to_value(u).ok())
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_else(|| "count".into());
        let mut params = Map::new();
        params.insert("start_date".into(), json!(range.start.to_string()));
        params.insert("end_date".into(), json!(range.end.to_string()));
        params.insert("granularity".into(), json!("total"));
        if !products.is_empty() {
            let ids: Vec<&str> = products.iter().map(|e| e.id.as_str()).collect();
            params.insert("product_ids".into(), json!(ids));
        }
        let names = descriptor.parameter_names();
        for e in entities.iter().filter(|e| e.kind != "product") {
            if names.contains(&e.kind) {
                params.insert(e.kind.clone(), json!(e.id));
            } else {
                // A category or brand the report cannot filter by: not this plan's question.
                return None;
            }
        }
        let per = unit.as_str();
        let name = format!("average_{column}_per_{per}");
        let steps = vec![
            shapes::api_step(&api.name, "total", params, "the period's total"),
            shapes::tool_step(
                "average",
                "ratio",
                json!({
                    "numerator": {"$ref": "total", "column": column},
                    "denominator": n,
                    "name": name,
                    "unit": unit_name,
                }),
                &format!("the total per {per}"),
            ),
        ];
        let how = match unit {
            Granularity::Week => format!(
                "The period's total divided by its {} days / 7 ({n:.1} weeks).",
                range.days()
            ),
            _ => format!("The period's total divided by its {n} {per}s."),
        };
        // Read as a rate without "average": how to get the days listed instead is said.
        let how = match said_average {
            Some(_) => how,
            None => format!("{how} Ask \"by day\" for each day's figure."),
        };
        Some(PlannedQuery {
            plan: Plan {
                question: Some(req.time.rewritten.clone()),
                steps,
                outputs: vec!["average".into()],
            },
            shape: AnswerShape::SingleValue,
            metrics: vec![name],
            entities: whose_product(entities),
            planner: "catalog".into(),
            llm_calls: 0,
            notes: vec![how],
            intent: None,
            span: None,
            condition: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    #[test]
    fn the_unit_averaged_over_is_read_with_an_averaging_word_only() {
        let u = |q: &str| averaged_unit(&tokens(q));
        assert_eq!(u("avg orders per day last month"), Some(Granularity::Day));
        assert_eq!(
            u("on average how many units a day did we sell"),
            Some(Granularity::Day)
        );
        assert_eq!(
            u("average weekly revenue this year"),
            Some(Granularity::Week)
        );
        assert_eq!(u("orders per day last month"), None);
        assert_eq!(u("average daily revenue per week"), None);
        assert_eq!(u("avergae daily revenue"), Some(Granularity::Day));
        assert_eq!(u("overage daily revenue"), None);
    }

    #[test]
    fn a_rate_per_day_is_read_only_where_the_days_are_not_listed() {
        let r = |q: &str| rate_per_day(&tokens(q));
        assert!(r("units per day in q3"));
        assert!(r("how many orders a day this year"));
        assert!(!r("daily revenue this year"));
        assert!(!r("revenue by day per day"));
        assert!(!r("revenue each day in q3"));
        let d = |a: &str, b: &str| DateRange::new(a.parse().unwrap(), b.parse().unwrap()).unwrap();
        assert!(rate_over_days(d("2025-07-01", "2025-09-30")));
        assert!(!rate_over_days(d("2025-12-01", "2025-12-07")));
        assert!(!rate_over_days(d("2025-10-01", "2025-10-31")));
    }

    #[test]
    fn months_are_whole_calendar_months_only() {
        let r = |a: &str, b: &str| DateRange::new(a.parse().unwrap(), b.parse().unwrap()).unwrap();
        assert_eq!(
            buckets(r("2025-01-01", "2025-06-30"), Granularity::Month),
            Some(6.0)
        );
        assert_eq!(
            buckets(r("2025-01-01", "2025-12-09"), Granularity::Month),
            None
        );
        assert_eq!(
            buckets(r("2025-11-01", "2025-11-30"), Granularity::Day),
            Some(30.0)
        );
    }
}
