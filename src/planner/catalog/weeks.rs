//! Which stored weeks a longer period holds.
//!
//! Account health is kept by week (one row per Monday..Sunday week), so a month, a quarter or a
//! year does not start and end on a week's edge: the first and last weeks it touches may lie
//! mostly outside it. Taking every week the period touches counted the week of 2025-10-27 (five
//! October days, two November ones) as one of November's weeks, and a quarter's average took a
//! week that was mostly the next quarter's. The rule adopted is ISO 8601's: a whole week belongs
//! to the period that holds its Thursday, that is most of its days. Two limits keep it honest:
//! - a range shorter than a week ("yesterday", "black friday to cyber monday") may hold no
//!   Thursday; it reads the weeks holding its days, each row labelled by its week;
//! - a range that runs to the data's last day (this month, the last 30 days) keeps the week
//!   still running: its Thursday may be after the data, but the week is the period's own.

use chrono::{Datelike, Duration, NaiveDate};

use crate::augment::DateRange;

/// Thursday's place in a Monday-first week.
const THURSDAY: u32 = 3;

fn monday(d: NaiveDate) -> NaiveDate {
    d - Duration::days(i64::from(d.weekday().num_days_from_monday()))
}

/// The first and last Mondays of the weeks `r` holds by the ISO rule, or `None` when the rule
/// does not apply (a range shorter than a week).
fn mondays(r: DateRange, data_end: NaiveDate) -> Option<(NaiveDate, NaiveDate)> {
    if r.days() < 7 {
        return None;
    }
    let mut first = monday(r.start);
    if r.start.weekday().num_days_from_monday() > THURSDAY {
        first += Duration::days(7);
    }
    let mut last = monday(r.end);
    if r.end.weekday().num_days_from_monday() < THURSDAY && r.end < data_end {
        last -= Duration::days(7);
    }
    // Seven days in a row hold a Thursday, so `first <= last`; kept as a guard all the same.
    (first <= last).then_some((first, last))
}

/// The range to read a weekly table over so that exactly the weeks `r` holds come back (an API
/// returns the weeks that overlap the range it is given): `r` cut to start at the first held
/// week's Monday and end at the last held week's Sunday where a week it touches is left out,
/// never widened (so no date past the data or the period is asked). A range shorter than a
/// week is returned as it is.
pub(super) fn held(r: DateRange, data_end: NaiveDate) -> DateRange {
    match mondays(r, data_end) {
        Some((first, last)) => DateRange {
            start: r.start.max(first),
            end: r.end.min(last + Duration::days(6)),
        },
        None => r,
    }
}

/// The note that says the rule, when it leaves out a week the range touches.
pub(super) fn note(r: DateRange, data_end: NaiveDate) -> Option<String> {
    let (first, last) = mondays(r, data_end)?;
    let mut left = Vec::new();
    if first != monday(r.start) {
        left.push(format!(
            "the week of {} is the period before's",
            monday(r.start)
        ));
    }
    if last != monday(r.end) {
        left.push(format!(
            "the week of {} is the period after's",
            monday(r.end)
        ));
    }
    if left.is_empty() {
        return None;
    }
    Some(format!(
        "Weeks are whole (Monday to Sunday) and each counts in the period holding its Thursday, \
         most of its days (ISO 8601): {} to {} holds the weeks of {first} to {last}; {}.",
        r.start,
        r.end,
        left.join(", ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    fn r(a: &str, b: &str) -> DateRange {
        DateRange {
            start: d(a),
            end: d(b),
        }
    }

    const END: &str = "2025-12-09";

    #[test]
    fn a_month_holds_the_weeks_of_its_thursdays() {
        // November 2025: the week of 10-27 (Thursday 10-30) is October's; the week of 11-24
        // (Thursday 11-27) is November's though it ends on the 30th.
        assert_eq!(
            held(r("2025-11-01", "2025-11-30"), d(END)),
            r("2025-11-03", "2025-11-30")
        );
        assert!(note(r("2025-11-01", "2025-11-30"), d(END))
            .is_some_and(|n| n.contains("the week of 2025-10-27")));
        // October 2025: the week of 09-29 (Thursday 10-02) is October's, and so is the week of
        // 10-27: nothing is left out, nothing to say.
        assert_eq!(
            held(r("2025-10-01", "2025-10-31"), d(END)),
            r("2025-10-01", "2025-10-31")
        );
        assert_eq!(note(r("2025-10-01", "2025-10-31"), d(END)), None);
        // Q3 2025: the week of 09-29 is Q4's.
        assert_eq!(
            held(r("2025-07-01", "2025-09-30"), d(END)).end,
            d("2025-09-28")
        );
    }

    #[test]
    fn a_running_period_keeps_its_week_and_a_short_one_is_untouched() {
        // This month so far (to the data's last day, a Tuesday): the running week stays.
        assert_eq!(
            held(r("2025-12-01", "2025-12-09"), d(END)),
            r("2025-12-01", "2025-12-09")
        );
        // Yesterday, or a four-day event: no Thursday to go by, the range is kept.
        assert_eq!(
            held(r("2025-12-09", "2025-12-09"), d(END)),
            r("2025-12-09", "2025-12-09")
        );
        assert_eq!(
            held(r("2025-11-28", "2025-12-01"), d(END)),
            r("2025-11-28", "2025-12-01")
        );
        assert_eq!(note(r("2025-11-28", "2025-12-01"), d(END)), None);
    }
}
