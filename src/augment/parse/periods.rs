//! Whole time expressions: any period, "since X", "before and after X", ranges ("from A to
//! B", "Nov 1-15"), and periods counted from another ("the day before Black Friday").

use super::*;
use chrono::Weekday;

impl<'a> Parser<'a> {
    /// Any time expression.
    pub(crate) fn time(&self, i: usize) -> Found<TimeExpr> {
        if let Some(found) = self.times.borrow().get(&i) {
            return found.clone();
        }
        let found = self.time_uncached(i);
        self.times.borrow_mut().insert(i, found.clone());
        found
    }

    pub(super) fn time_uncached(&self, i: usize) -> Found<TimeExpr> {
        let mut best = self.anchor(i).map(|(a, n)| (TimeExpr::Anchor(a), n));
        best = longer(best, self.since(i));
        best = longer(best, self.range(i));
        if let Some((TimeExpr::Anchor(a), n)) = &best {
            if self.is(*n, "weekend") {
                if let Some(w) = self.weekend_of(a) {
                    return Some((TimeExpr::Anchor(w), n + 1));
                }
            }
        }
        best
    }

    /// "Thanksgiving weekend", "Memorial Day weekend": the weekend a one-day holiday belongs
    /// to, the holiday included: Thursday or Friday through Sunday, Saturday through a Monday.
    /// Without it the weekend was dropped and the holiday alone answered.
    fn weekend_of(&self, a: &Anchor) -> Option<Anchor> {
        use chrono::{Datelike, Weekday};
        let (r, _) = self.ctx.anchor(a, "").ok()?;
        if r.start != r.end {
            return None;
        }
        let d = r.start;
        let (from, to) = match d.weekday() {
            Weekday::Thu => (d, dates::add_days(d, 3)?),
            Weekday::Fri => (d, dates::add_days(d, 2)?),
            Weekday::Sat => (d, dates::add_days(d, 1)?),
            Weekday::Sun => (dates::add_days(d, -1)?, d),
            Weekday::Mon => (dates::add_days(d, -2)?, d),
            _ => return None,
        };
        Some(Self::fixed(dates::range(from, to), ExpressionKind::Range))
    }

    /// "since X", "since the start of the year", "from X onwards".
    pub(super) fn since(&self, i: usize) -> Found<TimeExpr> {
        if self.is(i, "from") || self.is(i, "starting") {
            let k = if self.is(i, "starting") && self.is(i + 1, "from") {
                i + 2
            } else {
                i + 1
            };
            let (a, n) = self.anchor(k)?;
            if matches!(
                self.word(n),
                Some("onwards" | "onward" | "on" | "forward" | "forwards")
            ) {
                return Some((TimeExpr::Since(a), n + 1));
            }
            if self.is(i, "starting") {
                return Some((TimeExpr::Since(a), n));
            }
            return None;
        }
        if self.is(i, "before") {
            return self.before_and_after(i);
        }
        if self.is(i, "after") {
            // "after August 15": from the day after.
            let (a, n) = self.anchor(i + 1)?;
            let r = self
                .ctx
                .anchor(&a, "")
                .ok()
                .and_then(|(r, _)| dates::add_days(r.end, 1));
            return Some((
                TimeExpr::Since(Self::fixed(r.map(DateRange::day), ExpressionKind::Day)),
                n,
            ));
        }
        if !self.is(i, "since") {
            return None;
        }
        let k = i + 1;
        let start_of = self
            .any_phrase(
                k,
                &[
                    &["the", "start", "of"],
                    &["the", "beginning", "of"],
                    // "since the first of September" starts on the month's first day.
                    &["the", "first", "of"],
                    &["the", "1st", "of"],
                    &["start", "of"],
                    &["beginning", "of"],
                ],
            )
            .unwrap_or(k);
        let mut best = self.anchor(start_of).map(|(a, n)| (TimeExpr::Since(a), n));
        if start_of > k {
            // "since the start of the year": the current unit.
            let u = if matches!(self.word(start_of), Some("the" | "this")) {
                start_of + 1
            } else {
                start_of
            };
            if let Some((g, n)) = self.unit(u) {
                let a = match dates::unit_of(g, self.today()) {
                    Some(r) => Anchor::Fixed(r, ExpressionKind::ToDate),
                    None => Anchor::Invalid("off the calendar"),
                };
                best = longer(best, Some((TimeExpr::Since(a), n)));
            }
        }
        // "since spring started", "since the year began", "since summer kicked off": the verb
        // only says the period began; left in the question it is a word nobody can plan, and
        // an unplanned question went to the Insight Generator as if it asked why.
        best.map(|(e, n)| match (self.word(n), self.word(n + 1)) {
            (Some("started" | "began" | "begun"), _) => (e, n + 1),
            (Some("kicked"), Some("off")) => (e, n + 2),
            _ => (e, n),
        })
    }

    /// "Before and after August 15": the first of two periods split at a day, from the first
    /// day of the data to the day before. Only "before" is taken here, so that "after X" stays
    /// an item of its own, the comparison ([`Parser::after_split`]); "before X" alone is not
    /// read (it was not before either).
    pub(super) fn before_and_after(&self, i: usize) -> Found<TimeExpr> {
        let k = i + 1;
        if !(matches!(self.word(k), Some("and" | "vs" | "versus"))
            || self.tok(k) == Some(&Tok::Other))
            || !self.is(k + 1, "after")
        {
            return None;
        }
        let (a, _) = self.anchor(k + 2)?;
        let r = self
            .ctx
            .anchor(&a, "")
            .ok()
            .and_then(|(r, _)| dates::range(self.ctx.first_day, dates::add_days(r.start, -1)?));
        Some((
            TimeExpr::Anchor(Self::fixed(r, ExpressionKind::Range)),
            i + 1,
        ))
    }

    /// The "after X" of "before and after X": from X itself, the day the two periods are split
    /// at (a price change on Sept 1 is compared before Sept 1 and from Sept 1).
    pub(super) fn after_split(&self, i: usize) -> Found<TimeExpr> {
        let before = i.checked_sub(2).is_some_and(|b| self.is(b, "before"));
        if !self.is(i, "after") || !before {
            return None;
        }
        let (a, n) = self.anchor(i + 1)?;
        let r = self.ctx.anchor(&a, "").ok().map(|(r, _)| r.start);
        Some((
            TimeExpr::Since(Self::fixed(r.map(DateRange::day), ExpressionKind::Day)),
            n,
        ))
    }

    /// "from A to B", "between A and B", "A-B", "A through B", "Nov 1-15".
    pub(super) fn range(&self, i: usize) -> Found<TimeExpr> {
        let (between, k) = match self.word(i) {
            Some("from") => (false, i + 1),
            Some("between") => (true, i + 1),
            _ => (false, i),
        };
        if let Some(found) = self.day_range(i, k) {
            return Some(found);
        }
        let (a, n) = self.anchor(k)?;
        // "compare this week to last week": after "compare", "to" compares.
        let comparing = k == i
            && self.is(n, "to")
            && (0..i).any(|p| matches!(self.word(p), Some("compare" | "comparing" | "compares")));
        if comparing {
            return None;
        }
        let sep = match self.tok(n) {
            Some(Tok::Dash) => n + 1,
            Some(Tok::Word(w)) => match w.as_str() {
                "to" | "through" | "until" | "till" => n + 1,
                // "from halloween up to black friday": one span, as "to" is; read as two
                // days, each day's figure was answered where the span's was asked.
                "up" if matches!(self.word(n + 1), Some("to" | "till" | "until")) => n + 2,
                "and" if between => n + 1,
                _ => return None,
            },
            _ => return None,
        };
        // "Nov 1-15": the end is a day of the same month, the year after it is shared; so is
        // "from the first of september to the fifteenth" (the "the" before the day).
        if let Anchor::Yearly {
            what: Yearly::MonthDay(m, _),
            year: None,
            pick,
        } = a
        {
            let day_at = if self.is(sep, "the") { sep + 1 } else { sep };
            if let Some((d2, after)) = self.day_num(day_at) {
                if self.month_at(after).is_none() {
                    let (year, end) = match self.year_mod(after) {
                        Some((y, e)) => (Some(y), e),
                        None => (None, after),
                    };
                    let b = Anchor::Yearly {
                        what: Yearly::MonthDay(m, d2),
                        year,
                        pick,
                    };
                    return Some((TimeExpr::Range(a, b), end));
                }
            }
        }
        let now = matches!(self.word(sep), Some("now" | "present" | "date" | "today")).then(|| {
            (
                Anchor::Fixed(DateRange::day(self.today()), ExpressionKind::Day),
                sep + 1,
            )
        });
        // "to the end of the month": the end of the start's month (`end_of_unit`).
        let now = longer(now, self.end_of_unit(sep, &a));
        let (b, end) = longer(now, self.anchor(sep))?;
        // "how did ad spend change from October to November": two whole periods of one kind
        // after a word of change are the two sides of a comparison, not one span (which the
        // comparison would then be made against a default period).
        let changing = (0..i).any(|p| {
            matches!(
                self.word(p),
                Some(
                    "change"
                        | "changed"
                        | "changes"
                        | "go"
                        | "went"
                        | "grow"
                        | "grew"
                        | "drop"
                        | "dropped"
                        | "fall"
                        | "fell"
                        | "rise"
                        | "rose"
                        | "increase"
                        | "increased"
                        | "decrease"
                        | "decreased"
                        | "differ"
                        | "difference"
                        | "jump"
                        | "jumped"
                        | "move"
                        | "moved"
                )
            )
        });
        // "Between A and B" stays a span ("why did sales change between 2025-12-01 and
        // 2025-12-07": over those days).
        if changing && !between && whole_kind(&a).is_some() && whole_kind(&a) == whole_kind(&b) {
            return None;
        }
        Some((TimeExpr::Range(a, b), end))
    }

    /// "from the 1st to the 15th of November", "1st-15th Nov": the month and year written once,
    /// at the end.
    pub(super) fn day_range(&self, i: usize, k: usize) -> Found<TimeExpr> {
        let k1 = if self.is(k, "the") { k + 1 } else { k };
        let (d1, n) = self.day_num(k1)?;
        let ordinal = matches!(self.tok(k1), Some(Tok::Ordinal(_)));
        if !(ordinal || k > i) || self.month_at(n).is_some() || self.is(n, "of") {
            return None;
        }
        let sep = match self.tok(n) {
            Some(Tok::Dash) => n + 1,
            Some(Tok::Word(w)) if matches!(w.as_str(), "to" | "through" | "until" | "till") => {
                n + 1
            }
            Some(Tok::Word(w)) if w == "and" && self.is(i, "between") => n + 1,
            _ => return None,
        };
        let (b, end) = self.anchor(sep)?;
        let Anchor::Yearly {
            what: Yearly::MonthDay(m, _),
            year,
            pick,
        } = b
        else {
            return None;
        };
        let a = Anchor::Yearly {
            what: Yearly::MonthDay(m, d1),
            year,
            pick,
        };
        Some((TimeExpr::Range(a, b), end))
    }

    /// One period: the longest of every form, with or without a leading "the".
    pub(super) fn anchor(&self, i: usize) -> Found<Anchor> {
        if let Some(found) = self.anchors.borrow().get(&i) {
            return found.clone();
        }
        let mut best = self.anchor_core(i);
        if self.is(i, "the") {
            best = longer(best, self.anchor_core(i + 1));
        }
        self.anchors.borrow_mut().insert(i, best.clone());
        best
    }

    pub(super) fn anchor_core(&self, i: usize) -> Found<Anchor> {
        let mut best = self.simple(i);
        best = longer(best, self.to_date(i));
        best = longer(best, self.relative(i));
        best = longer(best, self.rolling(i));
        best = longer(best, self.ago(i));
        best = longer(best, self.weekend(i));
        best = longer(best, self.weekday(i));
        best = longer(best, self.week_of(i));
        best = longer(best, self.part_of(i));
        best = longer(best, self.yearly(i));
        best = longer(best, self.offset(i));
        best = longer(best, self.run_up(i));
        best = longer(best, self.day_of_month(i));
        best = longer(best, self.day_of_event(i));
        best = longer(best, self.now_beside(i));
        best = longer(best, self.weekend_back(i));
        best = longer(best, self.weekday_in_week(i));
        best = longer(best, self.fortnight(i));
        best = longer(best, self.unit_of_the_year(i));
        best = longer(best, self.week_number(i));
        best = longer(best, self.fiscal_year(i));
        best
    }

    /// The run-up to an event: "before Christmas", "the pre-Christmas rush", "in the run-up to
    /// Black Friday", "leading up to Prime Day": the [`RUN_UP_DAYS`] days before it ("ahead
    /// of" compares: "ahead of last year"). The event
    /// alone was answered before, one day (Christmas Day) for weeks of shopping. Only events:
    /// "before September" is not a run-up. Without a year, the latest run-up that has started,
    /// so on December 10 it is this year's, so far, not last year's.
    pub(super) fn run_up(&self, i: usize) -> Found<Anchor> {
        let b = if self.is(i, "pre") || self.is(i, "before") {
            self.skip_dash(i + 1)
        } else {
            self.any_phrase(
                i,
                &[
                    &["run", "up", "to"],
                    &["lead", "up", "to"],
                    &["leading", "up", "to"],
                    &["build", "up", "to"],
                    &["in", "the", "run", "up", "to"],
                    &["in", "the", "lead", "up", "to"],
                ],
            )?
        };
        let (base, end) = self.anchor(b)?;
        let Anchor::Yearly {
            what: Yearly::Event(ix),
            year,
            pick,
        } = base
        else {
            return None;
        };
        let ahead = dates::add_days(self.today(), RUN_UP_DAYS)?;
        let event = match (year, pick) {
            (None, Pick::Recent) => self
                .ctx
                .cal
                .events
                .get(ix)
                .and_then(|e| e.latest_started(ahead)),
            _ => self.ctx.anchor(&base, "").ok().map(|(r, _)| r),
        };
        let r = event.and_then(|e| {
            dates::range(
                dates::add_days(e.start, -RUN_UP_DAYS)?,
                dates::add_days(e.start, -1)?,
            )
        });
        Some((Self::fixed(r, ExpressionKind::Range), end))
    }

    /// "On the 28th", "the 3rd": a day of the month alone is the latest such day on or before
    /// today (the last 28th that has come), as a reader means it; it was not read at all, and
    /// a default period was answered instead. Not before a word that makes the ordinal a rank
    /// ("the 2nd best product", "the 3rd week").
    pub(super) fn day_of_month(&self, i: usize) -> Found<Anchor> {
        let k = if self.is(i, "on") { i + 1 } else { i };
        let k = if self.is(k, "the") { k + 1 } else { k };
        if k == i {
            return None;
        }
        let Some(Tok::Ordinal(d)) = self.tok(k) else {
            return None;
        };
        let d = *d;
        if !(1..=31).contains(&d) {
            return None;
        }
        if self
            .word(k + 1)
            .is_some_and(|w| RANK_AFTER_ORDINAL.contains(&w) || self.unit(k + 1).is_some())
            || self.month_at(k + 1).is_some()
        {
            return None;
        }
        let t = self.today();
        // Back month by month: a 31st skips the months without one.
        let r = (0..12)
            .filter_map(|back| {
                let m = dates::unit_shift_day(
                    Granularity::Month,
                    dates::ymd(t.year(), t.month(), 1)?,
                    -back,
                )?;
                dates::ymd(m.year(), m.month(), d)
            })
            .find(|day| *day <= t);
        Some((
            Self::fixed(r.map(DateRange::day), ExpressionKind::Day),
            k + 1,
        ))
    }

    /// A day counted from another period: "the day before Black Friday", "2 days after Prime
    /// Day", "three days before 2025-11-28". Before counts back from the period's first day,
    /// after forward from its last. Without this form the period itself was taken and the
    /// offset dropped, so "the day before Black Friday" was answered with Black Friday.
    pub(super) fn offset(&self, i: usize) -> Found<Anchor> {
        let (n, step, dir, b) = self.offset_head(i)?;
        // A bare "the day before" after an offset from a period ("the day after Thanksgiving
        // vs the day before") counts from that same period: both sides were anchored on the
        // day after, so the comparison was Thanksgiving itself, not the day before it.
        let (base, end) = match self.anchor(b) {
            Some(found) => found,
            None => (self.inherited_base(i)?, b),
        };
        // Relative words ("yesterday") are already days; an offset from them is "the day
        // before yesterday", which `simple` reads.
        let r = self.ctx.anchor(&base, "").ok().map(|(r, _)| r);
        let per = match step {
            Step::Days(per) => per,
            Step::Weekend => {
                let found = r.and_then(|r| weekend_beside(r, dir, n));
                return Some((Self::fixed(found, ExpressionKind::Range), end));
            }
            Step::Weekday(day) => {
                let found = r
                    .and_then(|r| weekday_beside(r, day, dir, n))
                    .map(DateRange::day);
                return Some((Self::fixed(found, ExpressionKind::Day), end));
            }
        };
        // "The week before Black Friday" is the Monday..Sunday week before the event's own week
        // (DATA.md: a week is Monday..Sunday, and "the week of X" is the one holding X), so it
        // sits beside "Black Friday week" with no day shared or skipped; seven days counted back
        // from a Friday were a Friday..Thursday span no report shows. A count of weeks ("the 2
        // weeks before Christmas") is still that many days.
        if per == 7 && self.is(i, "week") {
            let found = r.and_then(|r| {
                if dir < 0 {
                    dates::week(dates::add_days(r.start, -7)?)
                } else {
                    dates::week(dates::add_days(r.end, 7)?)
                }
            });
            return Some((Self::fixed(found, ExpressionKind::Week), end));
        }
        // "the 7 days before Black Friday" is a window of days; "2 days before Cyber Monday"
        // is one day.
        let window = per > 1 || (n > 1 && i > 0 && self.is(i - 1, "the"));
        let n = i64::from(n) * per;
        let found = r.and_then(|r| {
            let from = if dir < 0 { r.start } else { r.end };
            let far = dates::add_days(from, dir * n)?;
            if window {
                let near = dates::add_days(from, dir)?;
                dates::range(far.min(near), far.max(near))
            } else {
                Some(DateRange::day(far))
            }
        });
        let kind = if window {
            ExpressionKind::Range
        } else {
            ExpressionKind::Day
        };
        Some((Self::fixed(found, kind), end))
    }

    /// The words of an offset up to its base: how many, days per unit, which way, and the
    /// token where the base period starts ("2 days after | Prime Day").
    fn offset_head(&self, i: usize) -> Option<(u32, Step, i64, usize)> {
        let (n, k) = match self.number(i, true) {
            Some((n, k)) => (n, k),
            None => (1, i),
        };
        // "the week before Christmas" is the seven days before it; "the fortnight before" (a
        // British seller's) fourteen; "the weekend after Thanksgiving" the Saturday and Sunday
        // after it (it was read as the latest weekend, and "after Thanksgiving" dropped).
        let per = match self.word(k) {
            Some("day" | "days") => Step::Days(1),
            Some("week" | "weeks") => Step::Days(7),
            Some("fortnight" | "fortnights") => Step::Days(14),
            Some("weekend" | "weekends") => Step::Weekend,
            // A weekday written whole ("the monday before"): its short forms ("mon", "sat")
            // are too often other words to count from a period.
            Some(w) if w.len() > 5 && w.ends_with("day") => {
                match super::words::WEEKDAYS.iter().find(|(d, _)| *d == w) {
                    Some((_, d)) => Step::Weekday(*d),
                    None => return None,
                }
            }
            _ => return None,
        };
        let dir: i64 = match self.word(k + 1)? {
            "before" | "prior" | "ahead" => -1,
            "after" | "following" => 1,
            _ => return None,
        };
        // "ahead of", "prior to".
        let mut b = k + 2;
        if matches!(self.word(b), Some("of" | "to")) {
            b += 1;
        }
        Some((n, per, dir, b))
    }

    /// The base period of the nearest earlier offset that names one, for an offset that names
    /// none: only where the bare offset ends its clause ("vs the day before", "vs 2 days
    /// after", "and the week after"), so "the day before yesterday" and words that go on are
    /// not read as one.
    pub(super) fn inherited_base(&self, i: usize) -> Option<Anchor> {
        let (_, _, _, b) = self.offset_head(i)?;
        let ends = match self.tok(b) {
            None => true,
            Some(Tok::Word(w)) => matches!(w.as_str(), "for" | "and" | "please" | "pls" | "plz"),
            Some(_) => true,
        };
        if !ends || self.inheriting.get() {
            return None;
        }
        self.inheriting.set(true);
        let base = (0..i)
            .rev()
            .find_map(|j| {
                let (_, _, _, bj) = self.offset_head(j)?;
                (bj < i).then(|| self.anchor(bj)).flatten().map(|(a, _)| a)
            })
            .or_else(|| self.period_just_before(i));
        self.inheriting.set(false);
        base
    }

    /// The period written just before the bare offset at `i`, only joining words between
    /// ("easter sunday and the day after", "black friday vs the day before"): the offset
    /// counts from it. Unread, "the day after" named nothing and the second day was dropped
    /// from the answer. The earliest start wins, so "easter sunday" is read whole, not its
    /// "sunday".
    pub(super) fn period_just_before(&self, i: usize) -> Option<Anchor> {
        let joining = |k: usize| match self.tok(k) {
            Some(Tok::Word(w)) => matches!(
                w.as_str(),
                "and" | "vs" | "versus" | "v" | "or" | "compared" | "to" | "with" | "the" | "then"
            ),
            Some(Tok::Comma | Tok::Dash) => true,
            _ => false,
        };
        (0..i).find_map(|j| {
            let (a, end) = self.anchor(j)?;
            (end < i && (end..i).all(joining)).then_some(a)
        })
    }

    pub(super) fn fixed(r: Option<DateRange>, kind: ExpressionKind) -> Anchor {
        match r {
            Some(r) => Anchor::Fixed(r, kind),
            None => Anchor::Invalid("too far from today"),
        }
    }
}

/// The kind of a whole calendar period (a day, week, month, quarter, half or year), or `None`
/// for a rolling span or a period to date.
fn whole_kind(a: &Anchor) -> Option<ExpressionKind> {
    let k = match a {
        Anchor::Year(_) => ExpressionKind::Year,
        Anchor::Yearly { what, .. } => what.kind(),
        Anchor::Fixed(_, k) => *k,
        Anchor::Invalid(_) => return None,
    };
    matches!(
        k,
        ExpressionKind::Day
            | ExpressionKind::Week
            | ExpressionKind::Month
            | ExpressionKind::Quarter
            | ExpressionKind::Half
            | ExpressionKind::Year
    )
    .then_some(k)
}

/// The unit an offset counts in: days (a day, a week, a fortnight), or whole weekends.
#[derive(Debug, Clone, Copy)]
enum Step {
    Days(i64),
    Weekend,
    /// "The monday before Cyber Monday", "the friday after Thanksgiving": that weekday, the
    /// nearest one wholly before (or after) the period.
    Weekday(Weekday),
}

/// The `n`th `day` of the week wholly after a period (`dir` 1) or wholly before it (`dir` -1).
fn weekday_beside(r: DateRange, day: Weekday, dir: i64, n: u32) -> Option<NaiveDate> {
    let n = i64::from(n.max(1)) - 1;
    let want = i64::from(day.num_days_from_monday());
    if dir > 0 {
        let next = dates::add_days(r.end, 1)?;
        let ahead = (want - i64::from(next.weekday().num_days_from_monday())).rem_euclid(7);
        dates::add_days(next, ahead + 7 * n)
    } else {
        let prev = dates::add_days(r.start, -1)?;
        let back = (i64::from(prev.weekday().num_days_from_monday()) - want).rem_euclid(7);
        dates::add_days(prev, -back - 7 * n)
    }
}

/// The `n`th Saturday-Sunday wholly after a period (`dir` 1) or wholly before it (`dir` -1):
/// "the weekend after Thanksgiving" (a Thursday) is the Saturday and Sunday two days later;
/// "the weekend after Black Friday" the next two days.
fn weekend_beside(r: DateRange, dir: i64, n: u32) -> Option<DateRange> {
    let n = i64::from(n.max(1)) - 1;
    let saturday = if dir > 0 {
        let next = dates::add_days(r.end, 1)?;
        let ahead =
            (Weekday::Sat.num_days_from_monday() + 7 - next.weekday().num_days_from_monday()) % 7;
        dates::add_days(next, i64::from(ahead) + 7 * n)?
    } else {
        let prev = dates::add_days(r.start, -1)?;
        let back =
            (prev.weekday().num_days_from_monday() + 7 - Weekday::Sun.num_days_from_monday()) % 7;
        let sunday = dates::add_days(prev, -i64::from(back) - 7 * n)?;
        dates::add_days(sunday, -1)?
    };
    dates::range(saturday, dates::add_days(saturday, 1)?)
}
