//! Periods relative to today: today, yesterday, written dates, to-date spans ("YTD"), this/last
//! week, rolling windows ("the last 30 days"), "3 days ago", weekends, weekdays, "the week of".

use super::words::*;
use super::*;

impl<'a> Parser<'a> {
    /// today, yesterday, written dates, bare years.
    pub(super) fn simple(&self, i: usize) -> Found<Anchor> {
        let t = self.today();
        let day = |d: Option<NaiveDate>| Self::fixed(d.map(DateRange::day), ExpressionKind::Day);
        match self.tok(i)? {
            Tok::Date { date, .. } => return Some((day(Some(*date)), i + 1)),
            Tok::YearMonth(y, m) => {
                return Some((
                    Anchor::Yearly {
                        what: Yearly::Month(*m),
                        year: Some(*y),
                        pick: Pick::Recent,
                    },
                    i + 1,
                ))
            }
            Tok::Num { .. } => {
                if let Some(found) = self.slashed_month_day(i) {
                    return Some(found);
                }
                let (y, n) = self.year_num(i)?;
                let ytd = self
                    .phrase(n, &["ytd"])
                    .or_else(|| self.phrase(n, &["year", "to", "date"]));
                if let Some(end) = ytd {
                    // "2024 YTD": 2024 up to the same day of the year as today.
                    let r = self
                        .today()
                        .year()
                        .checked_sub(y)
                        .filter(|k| *k >= 0)
                        .and_then(|k| dates::years_earlier(t, k))
                        .and_then(|e| dates::range(dates::ymd(y, 1, 1)?, e));
                    return Some((Self::fixed(r, ExpressionKind::ToDate), end));
                }
                // "2000 units" counts; "2025 order-wise" is the year, then what is measured
                // ("-wise": in terms of), read as a count, the year was dropped (stop 35).
                let wise = self.tok(n + 1) == Some(&Tok::Dash) && self.is(n + 2, "wise");
                if self.word(n).is_some_and(|w| COUNT_NOUNS.contains(&w)) && !wise {
                    return None;
                }
                return Some((Anchor::Year(y), n));
            }
            _ => {}
        }
        if let Some(n) = self.phrase(i, &["day", "before", "yesterday"]) {
            return Some((day(dates::add_days(t, -2)), n));
        }
        match self.word(i)? {
            "today" => Some((day(Some(t)), i + 1)),
            "yesterday" => Some((day(dates::add_days(t, -1)), i + 1)),
            "tomorrow" => Some((day(dates::add_days(t, 1)), i + 1)),
            _ => None,
        }
    }

    /// "11/24", "12/1": a month and a day written with a slash and no year (the lexer makes a
    /// date of it only with a year), the most recent one on or before today, as "nov 24" is.
    /// "11/24 and 12/1" read only the second, as "the 1st".
    fn slashed_month_day(&self, i: usize) -> Found<Anchor> {
        let (Some(Tok::Num { value: m, digits }), Some(Tok::Slash)) =
            (self.tok(i), self.tok(i + 1))
        else {
            return None;
        };
        let Some(Tok::Num {
            value: d,
            digits: dd,
        }) = self.tok(i + 2)
        else {
            return None;
        };
        // "1/2 of my revenue" is a fraction.
        let fraction = self.word(i + 3) == Some("of");
        let plain =
            *digits <= 2 && *dd <= 2 && !fraction && !matches!(self.tok(i + 3), Some(Tok::Slash));
        let (m, d) = super::yearly::slashed_month_day(*m, *d).filter(|_| plain)?;
        Some((
            Anchor::Yearly {
                what: Yearly::MonthDay(m, d),
                year: None,
                pick: Pick::Recent,
            },
            i + 3,
        ))
    }

    /// YTD, "month to date", "so far this year", "this quarter so far"; a to-date span one unit
    /// back: "last ytd", "prior mtd", "ytd last year" (Jan 1 to today's date a year ago: the
    /// span a seller compares this year's to-date with).
    pub(super) fn to_date(&self, i: usize) -> Found<Anchor> {
        let back = matches!(self.word(i), Some("last" | "prior" | "previous"));
        let start = if back { i + 1 } else { i };
        let (g, n) = self.to_date_unit(start)?;
        let today = self.today();
        let (t, n) = match self
            .phrase(n, &["last", "year"])
            .or_else(|| self.phrase(n, &["a", "year", "ago"]))
        {
            // "YTD last year" is a year back whatever the unit: "MTD last year" is this month's
            // days a year earlier.
            Some(k) if !back => (dates::years_earlier(today, 1)?, k),
            _ if back => (dates::unit_shift_day(g, today, -1)?, n),
            _ => (today, n),
        };
        let r = dates::unit_of(g, t).and_then(|u| dates::range(u.start, t));
        Some((Self::fixed(r, ExpressionKind::ToDate), n))
    }

    /// The unit of a to-date span at `i` and the index after it.
    fn to_date_unit(&self, i: usize) -> Option<(Granularity, usize)> {
        let unit_word = |w: &str| match w {
            "year" => Some(Granularity::Year),
            "quarter" => Some(Granularity::Quarter),
            "month" => Some(Granularity::Month),
            "week" => Some(Granularity::Week),
            _ => None,
        };
        match self.word(i)? {
            "ytd" => Some((Granularity::Year, i + 1)),
            "qtd" => Some((Granularity::Quarter, i + 1)),
            "mtd" => Some((Granularity::Month, i + 1)),
            "wtd" => Some((Granularity::Week, i + 1)),
            w => {
                let mut f = None;
                if let Some(g) = unit_word(w) {
                    f = self.phrase(i, &[w, "to", "date"]).map(|n| (g, n));
                }
                if let Some(k) = self.phrase(i, &["so", "far", "this"]) {
                    if let Some(g) = self.word(k).and_then(unit_word) {
                        f = Some((g, k + 1));
                    }
                }
                // "sales for the year": the year so far (a year named after it, "for the
                // year 2024", is that year's).
                if let Some(k) = self.phrase(i, &["for", "the", "year"]) {
                    if !matches!(self.tok(k), Some(Tok::Num { .. } | Tok::ShortYear(_))) {
                        f = Some((Granularity::Year, k));
                    }
                }
                // "best day of the year so far", "the month so far": the unit holding today,
                // to date (read as no period, the default 30 days answered instead).
                if w == "the" {
                    if let Some(g) = self.word(i + 1).and_then(unit_word) {
                        if let Some(n) = self.phrase(i + 2, &["so", "far"]) {
                            f = Some((g, n));
                        }
                    }
                }
                // "Year in review so far", "the year in review": a recap of the year to
                // date. It was read as no period, and "review" as a count of reviews.
                let start = if w == "the" { i + 1 } else { i };
                if let Some(k) = self.phrase(start, &["year", "in", "review"]) {
                    f = Some((
                        Granularity::Year,
                        self.phrase(k, &["so", "far"]).unwrap_or(k),
                    ));
                }
                if matches!(w, "this" | "current") {
                    if let Some(g) = self.word(i + 1).and_then(unit_word) {
                        if let Some(n) = self
                            .phrase(i + 2, &["so", "far"])
                            .or_else(|| self.phrase(i + 2, &["to", "date"]))
                        {
                            f = Some((g, n));
                        }
                    }
                }
                f
            }
        }
    }

    /// this/last/next week, month, quarter, year; "the week before last"; "this month last
    /// year".
    pub(super) fn relative(&self, i: usize) -> Found<Anchor> {
        let t = self.today();
        if let Some((g, n)) = self.unit(i) {
            if let Some(n2) = self.phrase(n, &["before", "last"]) {
                return Some((Self::fixed(dates::unit_shift(g, t, -2), unit_kind(g)), n2));
            }
        }
        let (off, k) = if let Some(k) = self.phrase(i, &["this", "past"]) {
            (-1, k)
        } else {
            match self.word(i)? {
                "this" | "current" => (0, i + 1),
                "last" | "previous" | "prior" | "past" | "preceding" => (-1, i + 1),
                "next" | "coming" | "upcoming" | "following" => (1, i + 1),
                _ => return None,
            }
        };
        let k = self.skip_dash(k);
        let (g, n) = self.unit(k)?;
        if matches!(
            self.word(k),
            Some("days" | "weeks" | "months" | "quarters" | "years")
        ) {
            // "last months" is not a period; "last 3 months" is handled by `rolling`.
            // Except a possessive written without its apostrophe before what it owns ("split
            // last weeks takings by product", "this months sales"): unread, no period was
            // found and a default one answered (stop 31).
            if !self.possessive_unit(i, k, n) {
                return None;
            }
        }
        if g == Granularity::Day && off == 0 {
            return None;
        }
        // "the last day they were out of stock", "last day it sold": the last day something
        // happened, asked as a date (when), not yesterday. Read as yesterday, the question
        // was answered with yesterday's count, a confident answer to another question.
        if g == Granularity::Day
            && off < 0
            && matches!(
                self.word(n),
                Some(
                    "that"
                        | "when"
                        | "which"
                        | "it"
                        | "its"
                        | "they"
                        | "we"
                        | "i"
                        | "there"
                        | "was"
                        | "were"
                        | "had"
                        | "did"
                        | "ever"
                        | "with"
                )
            )
        {
            return None;
        }
        if g == Granularity::Year && self.trailing_year(i) {
            return None;
        }
        if off == 0 && g != Granularity::Year {
            let k2 = if matches!(self.word(n), Some("of")) || self.tok(n) == Some(&Tok::Comma) {
                n + 1
            } else {
                n
            };
            if let Some(n2) = self
                .phrase(k2, &["last", "year"])
                .or_else(|| self.phrase(k2, &["a", "year", "ago"]))
            {
                let r = dates::years_earlier(t, 1).and_then(|d| dates::unit_of(g, d));
                return Some((Self::fixed(r, unit_kind(g)), n2));
            }
        }
        Some((Self::fixed(dates::unit_shift(g, t, off), unit_kind(g)), n))
    }

    /// Whether the plural unit at `k` (after "last"/"this"/"previous" at `i`, ending at `n`)
    /// is a possessive missing its apostrophe: no "the" before ("over the last weeks" is a
    /// stretch of weeks) and a word after it that is no function word ("last weeks of
    /// december", "last weeks were slow" are not possessives).
    fn possessive_unit(&self, i: usize, k: usize, n: usize) -> bool {
        const NOT_OWNED: &[&str] = &[
            "of", "have", "has", "had", "were", "was", "are", "is", "been", "and", "or", "in",
            "on", "at", "to", "for", "with", "from", "by", "since", "before", "after", "until",
            "through", "than", "vs", "versus", "that", "which", "when", "where", "we", "i", "it",
            "they", "you", "so", "but", "only", "ago", "back", "straight", "running", "together",
            "combined",
        ];
        let first =
            i == 0 || !matches!(self.word(i - 1), Some("the" | "few" | "couple" | "several"));
        let owner = matches!(self.word(i), Some("last" | "this" | "previous"))
            && matches!(
                self.word(k),
                Some("weeks" | "months" | "quarters" | "years")
            );
        let owned = self.word(n).is_some_and(|w| {
            w.len() >= 3 && w.chars().all(|c| c.is_ascii_alphabetic()) && !NOT_OWNED.contains(&w)
        });
        first && owner && owned && self.unit(n).is_none()
    }

    /// "the last year", "the past year", "past year", "this past year": the twelve complete
    /// months before this one (people mean a trailing year); "last year" alone is the calendar
    /// year.
    pub(super) fn trailing_year(&self, i: usize) -> bool {
        let the_before = i.checked_sub(1).is_some_and(|p| self.is(p, "the"));
        match self.word(i) {
            Some("last") => the_before,
            Some("past") => true,
            Some("this") => self.is(i + 1, "past"),
            _ => false,
        }
    }

    /// The last/past/next N days, weeks, months, quarters, years; "L30D"; "the past year".
    pub(super) fn rolling(&self, i: usize) -> Found<Anchor> {
        if let Some(found) = self.word(i).and_then(|w| self.rolling_short(w)) {
            return Some((found, i + 1));
        }
        let (dir, k) = if let Some(k) = self.phrase(i, &["this", "past"]) {
            (-1, k)
        } else {
            match self.word(i)? {
                "last" | "past" | "previous" | "prior" | "trailing" | "rolling" | "preceding" => {
                    (-1, i + 1)
                }
                "next" | "coming" | "upcoming" | "following" => (1, i + 1),
                _ => return None,
            }
        };
        if dir < 0 && self.trailing_year(i) && self.is(k, "year") {
            return Some((self.rolling_range(dir, 1, Granularity::Year), k + 1));
        }
        let (n, k2) = self.number(self.skip_dash(k), false)?;
        let k2 = self.skip_dash(k2);
        // "the last 3 full weeks", "the past two complete months": weeks, months, quarters
        // and years counted back are whole ones already, so the adjective changes nothing;
        // unread, it hid the period and a default one was answered.
        let k2 = if matches!(
            self.word(k2),
            Some("full" | "whole" | "complete" | "entire")
        ) {
            k2 + 1
        } else {
            k2
        };
        if matches!(self.word(k2), Some("hour" | "hours")) {
            // Data is daily: the last N hours are the complete days that hold them.
            let days = n.div_ceil(24).max(1);
            return Some((self.rolling_range(dir, days, Granularity::Day), k2 + 1));
        }
        let (g, k3) = self.unit(k2)?;
        if !(1..=100_000).contains(&n) {
            return Some((
                Anchor::Invalid("the count must be between 1 and 100000"),
                k3,
            ));
        }
        Some((self.rolling_range(dir, n, g), k3))
    }

    /// Chat shorthand for a rolling window: "L30D", "l7", "l14", "l12w", "l3m" (an "l", a count,
    /// and a unit letter, days when none).
    fn rolling_short(&self, w: &str) -> Option<Anchor> {
        // "ttm", "ltm" (stop 37, fix15): the finance shorthand for the trailing / last twelve
        // months, read as "the last 12 months" is, whatever that reading is; unread, "ttm" was
        // asked back as a product.
        if matches!(w, "ttm" | "ltm") {
            return Some(self.rolling_range(-1, 12, Granularity::Month));
        }
        let rest = w.strip_prefix('l')?;
        let digits = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        let n: u32 = rest[..digits].parse().ok()?;
        let g = match &rest[digits..] {
            "" | "d" => Granularity::Day,
            "w" => Granularity::Week,
            "m" => Granularity::Month,
            "q" => Granularity::Quarter,
            "y" => Granularity::Year,
            _ => return None,
        };
        (1..=100_000)
            .contains(&n)
            .then(|| self.rolling_range(-1, n, g))
    }

    pub(super) fn rolling_range(&self, dir: i64, n: u32, g: Granularity) -> Anchor {
        let t = self.today();
        let n = i64::from(n);
        let r = match (dir < 0, g) {
            (true, Granularity::Day) => dates::add_days(t, -n)
                .zip(dates::add_days(t, -1))
                .and_then(|(s, e)| dates::range(s, e)),
            (false, Granularity::Day) => dates::add_days(t, 1)
                .zip(dates::add_days(t, n))
                .and_then(|(s, e)| dates::range(s, e)),
            // N years are 12N complete months: "the last 2 years" on 2025-12-10 keeps 2025.
            (true, Granularity::Year) => {
                dates::units_before(Granularity::Month, t, n.saturating_mul(12))
            }
            (false, Granularity::Year) => {
                dates::units_after(Granularity::Month, t, n.saturating_mul(12))
            }
            (true, g) => dates::units_before(g, t, n),
            (false, g) => dates::units_after(g, t, n),
        };
        Self::fixed(r, ExpressionKind::Rolling)
    }

    /// "3 days ago", "a week ago", "two months back".
    pub(super) fn ago(&self, i: usize) -> Found<Anchor> {
        let (n, k) = self.number(i, true)?;
        let (g, k2) = self.unit(k)?;
        if !matches!(self.word(k2), Some("ago" | "back")) {
            return None;
        }
        let r = dates::unit_shift(g, self.today(), -i64::from(n));
        Some((Self::fixed(r, unit_kind(g)), k2 + 1))
    }

    /// "last weekend": Saturday and Sunday.
    pub(super) fn weekend(&self, i: usize) -> Found<Anchor> {
        // "yoga mat sales weekend", "sls wknd": a bare "weekend" closing the question is the
        // weekend, as "the weekend" is; it was not read, and the last 30 days were answered.
        // Not beside a word that makes it a kind of day ("weekend vs weekday", "per weekend").
        let closing = self.is(i, "weekend")
            && !matches!(self.tok(i + 1), Some(Tok::Word(_) | Tok::Num { .. }))
            && !i
                .checked_sub(1)
                .and_then(|p| self.word(p))
                .is_some_and(|w| {
                    matches!(
                        w,
                        "vs" | "versus"
                            | "v"
                            | "and"
                            | "or"
                            | "per"
                            | "each"
                            | "every"
                            | "a"
                            | "than"
                            | "weekday"
                            | "weekdays"
                            | "the"
                            | "this"
                            | "last"
                            | "next"
                            | "past"
                            | "previous"
                            | "coming"
                    )
                });
        if closing || (self.is(i, "the") && self.is(i + 1, "weekend")) {
            let end = if closing { i + 1 } else { i + 2 };
            // "over the weekend": the one under way, else the last one.
            let off = if self.today().weekday().num_days_from_monday() >= 5 {
                0
            } else {
                -1
            };
            let r = dates::week_start(self.today())
                .and_then(|ws| dates::add_days(ws, 7 * off + 5))
                .and_then(|s| dates::range(s, dates::add_days(s, 1)?));
            return Some((Self::fixed(r, ExpressionKind::Range), end));
        }
        let off = match self.word(i)? {
            "last" | "past" | "previous" => -1,
            "this" => 0,
            "next" | "coming" => 1,
            _ => return None,
        };
        if !self.is(i + 1, "weekend") {
            return None;
        }
        let r = dates::week_start(self.today())
            .and_then(|ws| dates::add_days(ws, 7 * off + 5))
            .and_then(|s| dates::range(s, dates::add_days(s, 1)?));
        Some((Self::fixed(r, ExpressionKind::Range), i + 2))
    }

    /// "last Friday", "this Monday", "on Tuesday", "next Sunday".
    pub(super) fn weekday(&self, i: usize) -> Found<Anchor> {
        let prefix = self.word(i)?;
        if !matches!(
            prefix,
            "last" | "past" | "previous" | "this" | "next" | "coming" | "on"
        ) {
            return None;
        }
        let w = self.word(i + 1)?;
        let target = WEEKDAYS.iter().find(|(n, _)| *n == w)?.1;
        let t = self.today();
        let today_wd = i64::from(t.weekday().num_days_from_monday());
        let target_wd = i64::from(target.num_days_from_monday());
        let back = (today_wd - target_wd).rem_euclid(7);
        let d = match prefix {
            "last" | "past" | "previous" => dates::add_days(t, -(if back == 0 { 7 } else { back })),
            "on" => dates::add_days(t, -back),
            "this" => dates::week_start(t).and_then(|ws| dates::add_days(ws, target_wd)),
            _ => {
                let fwd = (target_wd - today_wd).rem_euclid(7);
                dates::add_days(t, if fwd == 0 { 7 } else { fwd })
            }
        };
        Some((
            Self::fixed(d.map(DateRange::day), ExpressionKind::Day),
            i + 2,
        ))
    }

    /// "the week of Nov 24", "Black Friday week": the Monday..Sunday week of a day or event.
    /// "The first/last week of March": days 1-7 / the last seven days of the month.
    pub(super) fn week_of(&self, i: usize) -> Found<Anchor> {
        if let Some(found) = self
            .nth_full_week_of(i)
            .or_else(|| self.week_commencing(i))
            .or_else(|| self.nth_week_of(i))
        {
            return Some(found);
        }
        let (a, n) = if self.phrase(i, &["week", "of"]).is_some() {
            let (a, n) = self.yearly(i + 2).or_else(|| self.simple(i + 2))?;
            (a, n)
        } else {
            let (a, n) = self.yearly(i)?;
            if !self.is(n, "week") {
                return None;
            }
            (a, n + 1)
        };
        let resolved = self.ctx.anchor(&a, "").ok();
        if resolved.is_some_and(|(_, k)| !matches!(k, ExpressionKind::Day | ExpressionKind::Event))
        {
            // "the week of October" is not one week.
            return None;
        }
        let r = resolved.and_then(|(r, _)| dates::week(r.start));
        Some((Self::fixed(r, ExpressionKind::Week), n))
    }

    pub(super) fn nth_week_of(&self, i: usize) -> Found<Anchor> {
        let nth = if self.is(i, "last") {
            0
        } else {
            self.ordinal(i).filter(|n| (1..=4).contains(n))?
        };
        let k = self.phrase(i + 1, &["week", "of"])?;
        let (a, n) = self.yearly(k)?;
        let Anchor::Yearly {
            what: Yearly::Month(_),
            ..
        } = a
        else {
            return None;
        };
        let r = self.ctx.anchor(&a, "").ok().and_then(|(m, _)| {
            let start = if nth == 0 {
                dates::add_days(m.end, -6)?
            } else {
                dates::add_days(m.start, 7 * i64::from(nth - 1))?
            };
            dates::range(start, dates::add_days(start, 6)?.min(m.end))
        });
        Some((Self::fixed(r, ExpressionKind::Range), n))
    }
}
