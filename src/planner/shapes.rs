//! Plans for the shapes the [`super::intent::Intent`] adds beyond one API call: the extremum
//! over time ("best day this year": the series at the right grain, then its top or bottom
//! buckets) and several periods answered one by one ("on 2025-08-15 and on 2025-09-15": one call
//! per period, stacked), plus the small date helpers the catalog planner shares.

use chrono::{Datelike, Duration, NaiveDate};
use serde_json::{json, Map, Value};

use super::intent::{Extremum, PeriodPart};
use super::link::LinkApi;
use super::{Candidate, PlanRequest, PlannerOutcome};
use crate::augment::{DateRange, Granularity};
use crate::plan::{ApiStep, Step, ToolStep};

/// Builds an API's parameters for a range and a granularity.
pub type Params<'a> = dyn Fn(DateRange, Option<&str>) -> Map<String, Value> + 'a;

/// An API call step.
pub fn api_step(api: &str, id: &str, params: Map<String, Value>, why: &str) -> Step {
    Step::Api(ApiStep {
        id: id.into(),
        api: api.into(),
        params,
        description: Some(why.into()),
    })
}

/// A tool call step.
pub fn tool_step(id: &str, tool: &str, args: Value, why: &str) -> Step {
    Step::Tool(ToolStep {
        id: id.into(),
        tool: tool.into(),
        args: args.as_object().cloned().unwrap_or_default(),
        description: Some(why.into()),
    })
}

/// The first day of the bucket of `g` holding `d`.
pub fn bucket_start(d: NaiveDate, g: Granularity) -> NaiveDate {
    let first = |y: i32, m: u32| NaiveDate::from_ymd_opt(y, m, 1).unwrap_or(d);
    match g {
        Granularity::Day => d,
        Granularity::Week => d - Duration::days(d.weekday().num_days_from_monday() as i64),
        Granularity::Month => first(d.year(), d.month()),
        Granularity::Quarter => first(d.year(), (d.month0() / 3) * 3 + 1),
        Granularity::Year => first(d.year(), 1),
    }
}

/// The last day of the bucket of `g` holding `d`.
pub fn bucket_end(d: NaiveDate, g: Granularity) -> NaiveDate {
    let start = bucket_start(d, g);
    let next = match g {
        Granularity::Day => Some(start + Duration::days(1)),
        Granularity::Week => Some(start + Duration::days(7)),
        Granularity::Month => start.checked_add_months(chrono::Months::new(1)),
        Granularity::Quarter => start.checked_add_months(chrono::Months::new(3)),
        Granularity::Year => start.checked_add_months(chrono::Months::new(12)),
    };
    next.map_or(d, |n| n - Duration::days(1))
}

/// `r` cut to the whole buckets of `g` inside it, so a two-day stub of a week or the nine days
/// of a month under way never rank as the "worst week" or "worst month". `None` when no whole
/// bucket fits (then the caller keeps `r` and says the buckets are partial).
pub fn whole_buckets(r: DateRange, g: Granularity) -> Option<DateRange> {
    let start = if bucket_start(r.start, g) == r.start {
        r.start
    } else {
        bucket_end(r.start, g) + Duration::days(1)
    };
    let end = if bucket_end(r.end, g) == r.end {
        r.end
    } else {
        bucket_start(r.end, g) - Duration::days(1)
    };
    (start <= end).then_some(DateRange { start, end })
}

/// The steps of an extremum over time: the series by `e.grain` over `range`, then its top (or
/// bottom) `e.n` buckets by `metric`. `params` builds the API's parameters for a range and a
/// granularity. Returns the steps, the output and the notes.
pub fn extremum_steps(
    api: &LinkApi,
    metric: &str,
    range: DateRange,
    e: Extremum,
    params: &Params<'_>,
) -> (Vec<Step>, String, Vec<String>) {
    let order = extremum_order(api, metric, e);
    let mut notes = Vec::new();
    let used = match whole_buckets(range, e.grain) {
        Some(w) if w != range => {
            notes.push(format!(
                "Only whole {}s are ranked: {} to {}.",
                e.grain.as_str(),
                w.start,
                w.end
            ));
            w
        }
        Some(w) => w,
        None => {
            notes.push(format!(
                "The period is shorter than one whole {}: its part is ranked.",
                e.grain.as_str()
            ));
            range
        }
    };
    let steps = vec![
        api_step(
            &api.name,
            "series",
            params(used, Some(e.grain.as_str())),
            "the measure for each period",
        ),
        top_step("series", metric, e, order, "periods"),
    ];
    (steps, "extremum".into(), notes)
}

/// Which way an extremum ranks `metric`: "desc" for the highest, set by the column's
/// `lower_is_better` (the catalog's, never the question's words) when "best" or "worst" is
/// asked.
fn extremum_order(api: &LinkApi, metric: &str, e: Extremum) -> &'static str {
    let lower_better = api
        .columns
        .iter()
        .find(|c| c.name == metric)
        .is_some_and(|c| c.lower_is_better);
    e.direction.order(lower_better)
}

/// The `top_n` step that keeps an extremum's `e.n` rows of `table`, which are `rows` ("periods",
/// "weeks") in the plan's description.
fn top_step(table: &str, metric: &str, e: Extremum, order: &str, rows: &str) -> Step {
    let end = if order == "desc" { "highest" } else { "lowest" };
    tool_step(
        "extremum",
        "top_n",
        json!({"table": {"$ref": table}, "column": metric, "n": e.n, "order": order}),
        &format!("the {end} {rows}"),
    )
}

/// The steps of an extremum over the rows of an API kept by whole week (account health): the
/// weeks of `range` as stored, then the top (or bottom) `e.n` of them by `metric`, which way
/// "worst" and "best" go set by the column's `lower_is_better` (the catalog's, never the
/// question's words). A week still under way on the data's last day (`data_end`) is not ranked:
/// its row holds a few days' orders, as a two-day stub of a summed week would.
pub fn weekly_extremum_steps(
    api: &LinkApi,
    metric: &str,
    range: DateRange,
    data_end: NaiveDate,
    e: Extremum,
    params: &Params<'_>,
) -> (Vec<Step>, String, Vec<String>) {
    let order = extremum_order(api, metric, e);
    let mut notes = Vec::new();
    let running = range.end >= data_end && range.end.weekday() != chrono::Weekday::Sun;
    let used = match bucket_start(range.end, Granularity::Week) - Duration::days(1) {
        last_sunday if running && last_sunday >= range.start => {
            notes.push(format!(
                "The week of {} is under way: only whole weeks are ranked.",
                bucket_start(range.end, Granularity::Week)
            ));
            DateRange {
                start: range.start,
                end: last_sunday,
            }
        }
        _ => range,
    };
    let steps = vec![
        api_step(&api.name, "weeks", params(used, None), "one row per week"),
        top_step("weeks", metric, e, order, "weeks"),
    ];
    (steps, "extremum".into(), notes)
}

/// The steps of several periods answered one by one: one call per period (at the period's own
/// unit when all share one, so each row is labelled as that day or month), stacked into one
/// table in calendar order.
pub fn periods_steps(
    api: &LinkApi,
    periods: &[&PeriodPart],
    params: &Params<'_>,
) -> (Vec<Step>, String) {
    let mut ps: Vec<&PeriodPart> = periods.to_vec();
    ps.sort_by_key(|p| p.range.start);
    let unit = ps[0].unit.filter(|u| ps.iter().all(|p| p.unit == Some(*u)));
    let mut steps = Vec::new();
    let mut refs = Vec::new();
    for (i, p) in ps.iter().enumerate() {
        let id = format!("period_{}", i + 1);
        steps.push(api_step(
            &api.name,
            &id,
            params(p.range, Some(unit.map_or("total", Granularity::as_str))),
            &format!("the figures for {}", p.evidence.trim()),
        ));
        refs.push(json!({"$ref": id}));
    }
    steps.push(tool_step(
        "periods",
        "stack",
        json!({"tables": refs}),
        "each period's row, in calendar order",
    ));
    (steps, "periods".into())
}

/// The byte span of `needle` in `text`, ignoring ASCII case (empty when absent).
pub fn find_ignore_case(text: &str, needle: &str) -> Vec<(usize, usize)> {
    let hay = text.to_ascii_lowercase();
    hay.find(&needle.to_ascii_lowercase())
        .map(|i| vec![(i, i + needle.len())])
        .unwrap_or_default()
}

/// `P0001 (title), P0002 (title)`.
pub fn candidate_list(candidates: &[(String, String)]) -> String {
    candidates
        .iter()
        .map(|(id, t)| format!("{id} ({t})"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "No product of yours matches X": the closest `(id, title)` offered as choices.
pub fn no_such_product(mention: String, candidates: Vec<(String, String)>) -> PlannerOutcome {
    let list = candidate_list(&candidates);
    let question = format!(
        "No product of yours matches \"{mention}\". The closest: {list}. Did you mean one of \
         these? Ask \"list my products\" to see them all."
    );
    clarify(question, mention, candidates)
}

/// A clarification question offering `(id, title)` candidates.
pub fn clarify(
    question: String,
    mention: String,
    candidates: Vec<(String, String)>,
) -> PlannerOutcome {
    PlannerOutcome::Clarify {
        question,
        mention,
        candidates: candidates
            .into_iter()
            .map(|(id, label)| Candidate { id, label })
            .collect(),
        intent: None,
    }
}

/// Asked back when the question names a thing ("units of the blender", "revenue from toys")
/// that none of the seller's products, categories or brands is: the seller's categories are
/// the choices, and the whole store is one more question away.
pub fn nothing_called(thing: &str, products: &[super::entities::Product]) -> PlannerOutcome {
    let mut categories: Vec<&str> = products
        .iter()
        .map(|p| p.category.as_str())
        .filter(|c| !c.is_empty())
        .collect();
    categories.sort_unstable();
    categories.dedup();
    let yours = match categories.len() {
        0 => String::new(),
        1 => format!(" Your products are all in {}.", categories[0]),
        _ => format!(" Your categories: {}.", categories.join(", ")),
    };
    clarify(
        format!(
            "Nothing of yours is called \"{thing}\": no product, category or brand of that \
             name.{yours} Ask \"list my products\" to see your products, or ask again without \
             \"{thing}\" for your whole store."
        ),
        thing.to_string(),
        categories
            .iter()
            .take(5)
            .map(|c| (c.to_string(), c.to_string()))
            .collect(),
    )
}

/// True when `r` spans more than one bucket of `g`.
pub fn spans_several(r: DateRange, g: Option<Granularity>) -> bool {
    match g {
        Some(Granularity::Day) => r.days() > 1,
        Some(Granularity::Week) => r.days() > 7,
        Some(Granularity::Month) => {
            (r.start.year(), r.start.month()) != (r.end.year(), r.end.month())
        }
        Some(Granularity::Quarter) => r.days() > 92,
        Some(Granularity::Year) => r.start.year() != r.end.year(),
        None => false,
    }
}

/// The last day with data as of the request (never after today).
pub fn data_end(req: &PlanRequest<'_>) -> NaiveDate {
    req.span.end.min(req.today)
}

/// The API's default period for a question that names none.
pub fn default_range(req: &PlanRequest<'_>, api: &LinkApi, g: Option<Granularity>) -> DateRange {
    let end = data_end(req);
    let start = match g {
        Some(Granularity::Week) => {
            let monday = end - Duration::days(end.weekday().num_days_from_monday() as i64);
            monday - Duration::weeks(11)
        }
        Some(Granularity::Month) => {
            let months = end.year() * 12 + end.month0() as i32 - 11;
            NaiveDate::from_ymd_opt(months.div_euclid(12), months.rem_euclid(12) as u32 + 1, 1)
                .unwrap_or(req.span.start)
        }
        Some(Granularity::Quarter) | Some(Granularity::Year) => req.span.start,
        Some(Granularity::Day) => end - Duration::days(29),
        None => end - Duration::days(api.default_days.max(1) as i64 - 1),
    };
    DateRange {
        start: start.max(req.span.start).min(end),
        end,
    }
}

/// How the default period is said.
pub fn default_label(api: &LinkApi, g: Option<Granularity>) -> String {
    match g {
        Some(Granularity::Week) => "the last 12 weeks".into(),
        Some(Granularity::Month) => "the last 12 months".into(),
        Some(Granularity::Quarter) | Some(Granularity::Year) => "all the data".into(),
        Some(Granularity::Day) => "the last 30 days".into(),
        None if api.default_days <= 1 => "the latest day of data".into(),
        None => format!("the last {} days", api.default_days),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn whole_buckets_drop_partial_edges() {
        let r = DateRange {
            start: d("2024-01-01"),
            end: d("2024-12-31"),
        };
        // 2024-12-30 is a Monday: the week of Dec 30 runs into 2025, so it is cut.
        assert_eq!(
            whole_buckets(r, Granularity::Week),
            Some(DateRange {
                start: d("2024-01-01"),
                end: d("2024-12-29")
            })
        );
        let ytd = DateRange {
            start: d("2025-01-01"),
            end: d("2025-12-09"),
        };
        assert_eq!(
            whole_buckets(ytd, Granularity::Month).map(|r| r.end),
            Some(d("2025-11-30"))
        );
        let short = DateRange {
            start: d("2025-12-02"),
            end: d("2025-12-04"),
        };
        assert_eq!(whole_buckets(short, Granularity::Week), None);
        assert_eq!(whole_buckets(short, Granularity::Day), Some(short));
    }
}
