//! Days of the week chosen inside a period ("revenue mon-fri in october", "sundays in
//! november", "weekdays vs weekends last month"): the resolver reads the filter
//! ([`crate::augment::weekday_filter`]); no plan applies it yet, so the question is asked back,
//! naming the days it would count, before any plan answers the whole period.
//!
//! Why: "mon-fri" was dropped and the whole of October answered, a confident total over days
//! the seller did not ask about; "on weekends" was asked back with no word of the days meant.
//! No data API or tool keeps the rows of chosen weekdays (the daily rows carry dates, and no
//! tool reads a date's weekday), so the honest answer is the ask, with the number of those
//! days in the period and what can be given instead.

use chrono::Datelike;

use super::{Candidate, PlannerOutcome};
use crate::augment::{weekday_filter, DateRange, Resolution, WeekdayFilter};

/// "The 8 Saturdays and Sundays of 2025-10-01 to 2025-10-31" (or "the Saturdays and Sundays"
/// with no period named).
fn counted(days: &[u32], period: Option<&DateRange>) -> String {
    let name = WeekdayFilter::name(days);
    match period {
        Some(r) => {
            let n = WeekdayFilter::dates_in(days, r).len();
            format!("the {n} {name} of {}", said(r))
        }
        None => format!("the {name}"),
    }
}

/// A period for a reader: "October 2025" for a whole month, else its dates.
fn said(r: &DateRange) -> String {
    let whole_month = r.start.day() == 1
        && r.end.month() == r.start.month()
        && r.end.year() == r.start.year()
        && r.end.succ_opt().is_some_and(|d| d.day() == 1);
    if whole_month {
        r.start.format("%B %Y").to_string()
    } else {
        format!("{} to {}", r.start, r.end)
    }
}

/// The ask for a question that keeps only some days of the week, or `None` when it keeps all.
pub fn ask(time: &Resolution) -> Option<PlannerOutcome> {
    let filter = weekday_filter(&time.rewritten)?;
    // Words the period resolver read as the period itself ("2 weekends ago", "last weekend")
    // choose no days inside it.
    let words = filter.said.to_lowercase();
    if time
        .slots
        .expressions
        .iter()
        .any(|e| e.text.to_lowercase().contains(&words))
    {
        return None;
    }
    let period = time.slots.primary.as_ref();
    // A period made only of the days kept (a weekend asked "on weekends") loses nothing.
    let keeps_all =
        period.is_some_and(|r| WeekdayFilter::dates_in(&filter.days, r).len() as i64 == r.days());
    if keeps_all && filter.against.is_none() {
        return None;
    }
    let asked = match &filter.against {
        Some(other) => format!(
            "{} against {}",
            counted(&filter.days, period),
            counted(other, period)
        ),
        None => counted(&filter.days, period),
    };
    let whole = period.map_or_else(|| "the period".to_string(), said);
    let reading = |id: &str, label: String| Candidate {
        id: id.into(),
        label,
    };
    Some(PlannerOutcome::Clarify {
        question: format!(
            "You asked about {asked} (\"{}\"). I cannot total a measure by day of the week \
             yet, and the figure for all of {whole} would count the other days too. Do you want \
             the values for each date of {whole}, to read those days from, or the total for all \
             of {whole}?",
            filter.said
        ),
        mention: filter.said.clone(),
        candidates: vec![
            reading("by_day", format!("the values for each date of {whole}")),
            reading("total", format!("the total for all of {whole}")),
        ],
        intent: None,
    })
}
