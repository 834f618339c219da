//! The periods an Insight Generator question is analysed over: the asked period, what it is
//! compared with, the contiguous window holding both (for finding the day something changed),
//! their seasonal baselines (364 days earlier: same weekdays), and a history for trends.
//!
//! Dates come from the resolver's slots when the question names them; otherwise from the
//! domain's `default_period` and `compare` settings, relative to the data's last day (the
//! engine never reads the system clock). Every range is clipped to the data; a role the data
//! does not reach (a baseline before the data starts) is absent, and tools are told so.

use chrono::{Datelike, Duration, NaiveDate};
use serde::Serialize;

use crate::augment::{ComparisonKind, DataSpan, DateRange, Resolution};
use crate::catalog::domain::{CompareWith, DefaultPeriod, DomainPath, PeriodRole};

/// The resolved periods.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Periods {
    /// The asked period.
    pub current: DateRange,
    /// What it is compared with.
    pub comparison: DateRange,
    /// How the comparison was chosen, for the answer ("the month before", "the same period last
    /// year", "as asked").
    pub comparison_label: String,
    /// `history_days` ending with the current period, clipped to the data.
    pub history: DateRange,
    /// Whether the dates came from the question (false: the domain's default).
    pub asked: bool,
    /// How far the `review_window` reaches past the asked period's end, in days.
    pub review_lag_days: u32,
    /// Why a comparison the question named was set aside (not like for like), for the answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub set_aside: Option<String>,
    span: DataSpan,
}

/// The seasonal baseline lag: 52 weeks, so weekdays line up.
pub const BASELINE_DAYS: i64 = 364;
/// The days of [`PeriodRole::Latest`]: the window days of cover are measured over.
pub const LATEST_DAYS: i64 = 28;

impl Periods {
    /// The periods for `domain` given the resolver's reading of the question.
    pub fn resolve(domain: &DomainPath, time: &Resolution, span: DataSpan) -> Periods {
        let slots = &time.slots;
        let asked = slots.primary.is_some();
        let current = slots
            .primary
            .map(|r| clip(r, span).unwrap_or(r))
            .unwrap_or_else(|| default_period(domain.default_period, span));
        // A comparison the question asks for ("than last year", "MoM") wins over the domain's
        // default even when it names no dates of its own.
        let compare = match slots.comparison_kind {
            Some(ComparisonKind::YearOverYear) => CompareWith::YearAgo,
            Some(ComparisonKind::PreviousPeriod) => CompareWith::Previous,
            _ => domain.compare,
        };
        // "Explain the change vs last month" names only the comparison, and the default period
        // may be those very days (the last whole month): compared with itself it changed by
        // 0.0%. Then the comparison is the period before.
        // A comparison of a very different length is no change ("what should we do ahead of
        // black friday" read November against the one day of Black Friday: "up 1,105.7%"):
        // the period before, of the same length, is compared instead, and the label says why.
        let comparable = |c: &DateRange| {
            let (a, b) = (c.days().max(1) as f64, current.days().max(1) as f64);
            a.max(b) / a.min(b) <= 4.0
        };
        let named = slots.comparison.filter(|c| *c != current);
        let set_aside = named.filter(|c| !comparable(c)).map(|c| {
            format!(
                "The period named to compare with, {} to {} ({} day{}), is no like-for-like \
                 comparison with {} days: the period before, of the same length, is compared \
                 instead.",
                c.start,
                c.end,
                c.days(),
                if c.days() == 1 { "" } else { "s" },
                current.days()
            )
        });
        let (comparison, comparison_label) = match named.filter(|c| comparable(c)) {
            Some(c) => (c, "as asked".to_string()),
            None if named.is_some() || slots.comparison.is_some() => previous(current),
            None => match compare {
                CompareWith::Previous => previous(current),
                // 52 weeks back, the baseline the year-over-year line reads (same weekdays):
                // a label of calendar days over a figure of these would misname it.
                CompareWith::YearAgo => (
                    shift(current, -BASELINE_DAYS),
                    "the same period a year earlier".to_string(),
                ),
            },
        };
        let history_start = (current.end - Duration::days(domain.history_days as i64 - 1))
            .max(span.start)
            .min(current.start);
        Periods {
            current,
            comparison,
            comparison_label,
            history: DateRange {
                start: history_start,
                end: current.end,
            },
            asked,
            review_lag_days: domain.review_lag_days,
            set_aside,
            span,
        }
    }

    /// The same periods with the review lag of every domain that reads them: the longest, so a
    /// secondary domain's reviews are not cut to the primary's lag.
    pub fn with_review_lag<'a>(
        mut self,
        domains: impl IntoIterator<Item = &'a DomainPath>,
    ) -> Self {
        if let Some(lag) = domains.into_iter().map(|d| d.review_lag_days).max() {
            self.review_lag_days = lag;
        }
        self
    }

    /// What a domain's `finding.when` can test besides the row: whether the question named its
    /// dates (`asked_dates`), and the months and weekdays the asked period covers
    /// (`current_months`, `current_weekdays`, labelled as the analytics label them: `Jan`,
    /// `Mon`). So "how did Black Friday go" can keep November's and Friday's seasonal index
    /// and leave out the other eleven months, while "which months are my strongest" keeps all.
    pub fn scope(&self) -> serde_json::Map<String, serde_json::Value> {
        // The labels `seasonal_indices` gives its rows, so a rule can compare them.
        use crate::tools::ana::series::{MONTHS, WEEKDAYS};
        let mut months = Vec::new();
        let mut weekdays = Vec::new();
        let mut d = self.current.start;
        // A year covers every month; stop there rather than walk a long range day by day.
        let last = self
            .current
            .end
            .min(self.current.start + Duration::days(366));
        while d <= last {
            let m = MONTHS[d.month0() as usize];
            if !months.contains(&m) {
                months.push(m);
            }
            let w = WEEKDAYS[d.weekday().num_days_from_monday() as usize];
            if !weekdays.contains(&w) {
                weekdays.push(w);
            }
            d += Duration::days(1);
        }
        let list = |v: Vec<&str>| serde_json::Value::from(v);
        let mut m = serde_json::Map::new();
        m.insert("asked_dates".into(), self.asked.into());
        m.insert("current_months".into(), list(months));
        m.insert("current_weekdays".into(), list(weekdays));
        m
    }

    /// The range of a role, clipped to the data; none when the data has none of it.
    pub fn range(&self, role: PeriodRole) -> Option<DateRange> {
        let r = match role {
            PeriodRole::Current => self.current,
            PeriodRole::Comparison => self.comparison,
            PeriodRole::Window => self.window(),
            PeriodRole::LongWindow => {
                let w = self.window();
                DateRange {
                    start: w.start - Duration::days(90),
                    end: w.end,
                }
            }
            // Clipped to the data below, so never past its last day.
            PeriodRole::ReviewWindow => {
                let w = self.window();
                DateRange {
                    start: w.start - Duration::days(90),
                    end: w.end + Duration::days(self.review_lag_days as i64),
                }
            }
            PeriodRole::BaselineCurrent => shift(self.current, -BASELINE_DAYS),
            PeriodRole::BaselineComparison => shift(self.comparison, -BASELINE_DAYS),
            PeriodRole::BaselineWindow => shift(self.window(), -BASELINE_DAYS),
            PeriodRole::History => self.history,
            // Days of cover read the pace of the last 28 days (DATA.md's days_of_cover).
            PeriodRole::Latest => DateRange {
                start: self.span.end - Duration::days(LATEST_DAYS - 1),
                end: self.span.end,
            },
        };
        // A period the asked one is measured against must be whole: a total over the one day
        // of "2023" the data holds is no comparison ("up 21,933%"). Windows and history are
        // scanned day by day, so the part the data holds is what they read.
        let compared = matches!(
            role,
            PeriodRole::Comparison | PeriodRole::BaselineCurrent | PeriodRole::BaselineComparison
        );
        match clip(r, self.span) {
            Some(c) if compared && c != r => None,
            clipped => clipped,
        }
    }

    /// From the comparison's start to the current end when the comparison comes just before;
    /// otherwise (a year-ago comparison) the span of the same length just before the current
    /// period, and the current period.
    fn window(&self) -> DateRange {
        let (c, p) = (self.current, self.comparison);
        if p.end < c.start && (c.start - p.end).num_days() <= 1 {
            DateRange {
                start: p.start,
                end: c.end,
            }
        } else if p.start >= c.start {
            c
        } else {
            DateRange {
                start: previous(c).0.start,
                end: c.end,
            }
        }
    }
}

fn clip(r: DateRange, span: DataSpan) -> Option<DateRange> {
    let start = r.start.max(span.start);
    let end = r.end.min(span.end);
    (start <= end).then_some(DateRange { start, end })
}

fn shift(r: DateRange, days: i64) -> DateRange {
    DateRange {
        start: r.start + Duration::days(days),
        end: r.end + Duration::days(days),
    }
}

fn first_of_month(d: NaiveDate) -> NaiveDate {
    d.with_day(1).unwrap_or(d)
}

fn month_end(d: NaiveDate) -> NaiveDate {
    let next = if d.month() == 12 {
        NaiveDate::from_ymd_opt(d.year() + 1, 1, 1)
    } else {
        NaiveDate::from_ymd_opt(d.year(), d.month() + 1, 1)
    };
    next.and_then(|n| n.pred_opt()).unwrap_or(d)
}

fn months_back(d: NaiveDate, n: u32) -> NaiveDate {
    let total = d.year() * 12 + d.month0() as i32 - n as i32;
    NaiveDate::from_ymd_opt(total.div_euclid(12), total.rem_euclid(12) as u32 + 1, 1).unwrap_or(d)
}

/// `d` moved back `n` months, its day kept, or the month's last day when it has no such day
/// (a month so far that ends on the 31st, moved to a 30-day month).
fn shift_months(d: NaiveDate, n: u32) -> Option<NaiveDate> {
    let first = months_back(first_of_month(d), n);
    let last = month_end(first);
    first.with_day(d.day()).or(Some(last))
}

/// The calendar unit `r` is the start of, when `r` is that unit cut short (a month, quarter or
/// year so far; a week so far that is not also a month's start), as the label of the unit and
/// its length in months (0: a week).
fn unit_so_far(r: DateRange) -> Option<(&'static str, u32)> {
    let s = r.start;
    // Whole months are compared as whole months ("October" with September, not July).
    if s.day() == 1 && month_end(r.end) == r.end {
        return None;
    }
    let within_months = |n: u32| {
        let unit_end = (1..n).fold(month_end(s), |e, _| month_end(e + Duration::days(1)));
        r.end < unit_end
    };
    if s.day() == 1 {
        if within_months(1) {
            return Some(("month", 1));
        }
        if s.month0() % 3 == 0 && within_months(3) {
            return Some(("quarter", 3));
        }
        if s.month() == 1 && within_months(12) {
            return Some(("year", 12));
        }
        return None;
    }
    (s.weekday() == chrono::Weekday::Mon && r.end < s + Duration::days(6)).then_some(("week", 0))
}

/// The span just before `r`: whole calendar months before whole months (October → September,
/// Q3 → Q2); a month, quarter, year or week so far, the same days of the one before ("this
/// month" on the 10th: the 1st to the 9th of the month before, like for like, as the resolver
/// reads "this month vs last"; the 9 days just before were another question's answer);
/// otherwise the same number of days.
fn previous(r: DateRange) -> (DateRange, String) {
    if let Some((unit, months)) = unit_so_far(r) {
        let back = if months == 0 {
            Some((r.start - Duration::days(7), r.end - Duration::days(7)))
        } else {
            shift_months(r.start, months).zip(shift_months(r.end, months))
        };
        if let Some((start, end)) = back {
            return (
                DateRange { start, end },
                format!("the same days of the {unit} before"),
            );
        }
    }
    let whole_months = r.start.day() == 1 && month_end(r.end) == r.end;
    if whole_months {
        let months = (r.end.year() - r.start.year()) * 12 + r.end.month() as i32
            - r.start.month() as i32
            + 1;
        let start = months_back(r.start, months as u32);
        let end = r.start - Duration::days(1);
        let label = match months {
            1 => "the month before",
            3 => "the quarter before",
            _ => "the period before",
        };
        return (DateRange { start, end }, label.to_string());
    }
    let len = (r.end - r.start).num_days() + 1;
    (
        DateRange {
            start: r.start - Duration::days(len),
            end: r.start - Duration::days(1),
        },
        format!("the {len} days before"),
    )
}

fn default_period(p: DefaultPeriod, span: DataSpan) -> DateRange {
    let end = span.end;
    let last_complete_month_end = if month_end(end) == end {
        end
    } else {
        first_of_month(end) - Duration::days(1)
    };
    match p {
        DefaultPeriod::LastMonth => DateRange {
            start: first_of_month(last_complete_month_end),
            end: last_complete_month_end,
        },
        DefaultPeriod::Last28Days => DateRange {
            start: end - Duration::days(27),
            end,
        },
        DefaultPeriod::Last91Days => DateRange {
            start: end - Duration::days(90),
            end,
        },
        DefaultPeriod::LastQuarter => {
            // The latest quarter that ends on or before the last complete month.
            let m = last_complete_month_end.month();
            let q_end = months_back(first_of_month(last_complete_month_end), m % 3);
            let q_end = month_end(q_end);
            DateRange {
                start: months_back(first_of_month(q_end), 2),
                end: q_end,
            }
        }
        DefaultPeriod::YearToDate => DateRange {
            start: NaiveDate::from_ymd_opt(end.year(), 1, 1).unwrap_or(end),
            end,
        },
    }
    .clamp_start(span.start)
}

trait ClampStart {
    fn clamp_start(self, start: NaiveDate) -> DateRange;
}

impl ClampStart for DateRange {
    fn clamp_start(self, start: NaiveDate) -> DateRange {
        DateRange {
            start: self.start.max(start).min(self.end),
            end: self.end,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    fn r(a: &str, b: &str) -> DateRange {
        DateRange {
            start: d(a),
            end: d(b),
        }
    }

    #[test]
    fn previous_of_a_month_is_the_calendar_month_before() {
        assert_eq!(
            previous(r("2025-10-01", "2025-10-31")).0,
            r("2025-09-01", "2025-09-30")
        );
        assert_eq!(
            previous(r("2025-07-01", "2025-09-30")).0,
            r("2025-04-01", "2025-06-30")
        );
        assert_eq!(
            previous(r("2025-01-01", "2025-01-31")).0,
            r("2024-12-01", "2024-12-31")
        );
        // A month so far: the same days of the month before, like for like.
        assert_eq!(
            previous(r("2025-12-01", "2025-12-09")).0,
            r("2025-11-01", "2025-11-09")
        );
        // A year so far: the same days of the year before; a week so far, of the week before.
        assert_eq!(
            previous(r("2025-01-01", "2025-12-09")).0,
            r("2024-01-01", "2024-12-09")
        );
        assert_eq!(
            previous(r("2025-12-08", "2025-12-09")).0,
            r("2025-12-01", "2025-12-02")
        );
        // Not the start of a unit: the same number of days just before.
        assert_eq!(
            previous(r("2025-12-03", "2025-12-09")).0,
            r("2025-11-26", "2025-12-02")
        );
    }

    #[test]
    fn a_period_compared_with_must_be_whole_in_the_data() {
        // The data starts on 2024-01-01: "2024 against 2023" has one day of 2023's year-ago
        // weeks, which is no comparison; the window is read for the part the data has.
        let p = Periods {
            current: r("2024-01-01", "2024-12-31"),
            comparison: r("2023-01-01", "2023-12-31"),
            comparison_label: String::new(),
            history: r("2023-01-01", "2024-12-31"),
            asked: true,
            review_lag_days: 14,
            set_aside: None,
            span: DataSpan {
                start: d("2024-01-01"),
                end: d("2025-12-09"),
            },
        };
        assert_eq!(p.range(PeriodRole::Comparison), None);
        assert_eq!(p.range(PeriodRole::BaselineCurrent), None);
        assert_eq!(
            p.range(PeriodRole::Current),
            Some(r("2024-01-01", "2024-12-31"))
        );
        assert_eq!(
            p.range(PeriodRole::History),
            Some(r("2024-01-01", "2024-12-31"))
        );
        // Whole: kept as it is.
        let later = Periods {
            current: r("2025-10-01", "2025-10-31"),
            comparison: r("2025-09-01", "2025-09-30"),
            ..p
        };
        assert_eq!(
            later.range(PeriodRole::BaselineCurrent),
            Some(r("2024-10-02", "2024-11-01"))
        );
    }

    #[test]
    fn scope_lists_the_months_and_weekdays_of_the_asked_period() {
        let span = DataSpan {
            start: d("2024-01-01"),
            end: d("2025-12-09"),
        };
        let p = |a: &str, b: &str, asked: bool| Periods {
            current: r(a, b),
            comparison: r(a, b),
            comparison_label: String::new(),
            history: r(a, b),
            asked,
            review_lag_days: 14,
            set_aside: None,
            span,
        };
        let s = p("2025-11-28", "2025-11-28", true).scope();
        assert_eq!(s["asked_dates"], true);
        assert_eq!(s["current_months"], serde_json::json!(["Nov"]));
        assert_eq!(s["current_weekdays"], serde_json::json!(["Fri"]));
        let s = p("2025-10-27", "2025-11-09", false).scope();
        assert_eq!(s["asked_dates"], false);
        assert_eq!(s["current_months"], serde_json::json!(["Oct", "Nov"]));
        assert_eq!(s["current_weekdays"].as_array().unwrap().len(), 7);
        let s = p("2020-01-01", "2025-12-09", true).scope();
        assert_eq!(s["current_months"].as_array().unwrap().len(), 12);
    }

    #[test]
    fn the_review_window_reaches_past_the_asked_period_but_not_past_the_data() {
        let span = DataSpan {
            start: d("2024-01-01"),
            end: d("2025-12-09"),
        };
        let p = |a: &str, b: &str, lag: u32| Periods {
            current: r(a, b),
            comparison: previous(r(a, b)).0,
            comparison_label: String::new(),
            history: r(a, b),
            asked: true,
            review_lag_days: lag,
            set_aside: None,
            span,
        };
        let sep = p("2025-09-01", "2025-09-30", 14);
        assert_eq!(
            sep.range(PeriodRole::ReviewWindow),
            Some(r("2025-05-03", "2025-10-14"))
        );
        assert_eq!(
            sep.range(PeriodRole::LongWindow),
            Some(r("2025-05-03", "2025-09-30"))
        );
        // The last month of data: nothing after it to read.
        let nov = p("2025-11-01", "2025-11-30", 14);
        assert_eq!(
            nov.range(PeriodRole::ReviewWindow).unwrap().end,
            d("2025-12-09")
        );
        assert_eq!(
            p("2025-09-01", "2025-09-30", 0).range(PeriodRole::ReviewWindow),
            sep.range(PeriodRole::LongWindow)
        );
    }

    #[test]
    fn defaults_are_relative_to_the_data() {
        let span = DataSpan {
            start: d("2024-01-01"),
            end: d("2025-12-09"),
        };
        assert_eq!(
            default_period(DefaultPeriod::LastMonth, span),
            r("2025-11-01", "2025-11-30")
        );
        assert_eq!(
            default_period(DefaultPeriod::Last28Days, span),
            r("2025-11-12", "2025-12-09")
        );
        assert_eq!(
            default_period(DefaultPeriod::LastQuarter, span),
            r("2025-07-01", "2025-09-30")
        );
        assert_eq!(
            default_period(DefaultPeriod::YearToDate, span),
            r("2025-01-01", "2025-12-09")
        );
        let span = DataSpan {
            start: d("2024-01-01"),
            end: d("2025-09-30"),
        };
        assert_eq!(
            default_period(DefaultPeriod::LastMonth, span),
            r("2025-09-01", "2025-09-30")
        );
        assert_eq!(
            default_period(DefaultPeriod::LastQuarter, span),
            r("2025-07-01", "2025-09-30")
        );
    }
}
