//! A day or a weekend inside a week counted back (stop 36): "the weekend before last", "2
//! weekends ago", "tuesday last week", "on tuesday last week", "the wednesday of last week",
//! "last week's friday", "monday the week before last"; and "the last fortnight".
//!
//! Why: "the weekend before last" was read as "the weekend" (the last one) with "before last"
//! dropped, and "weekend before last - order count?" was not read at all, so the last 30 days
//! were answered; "on tuesday last week" was read as the latest Tuesday (yesterday) beside last
//! week; "the last fortnight" was not read and the 30-day default answered. Each is a figure
//! for days nobody asked about, given with confidence.
//!
//! A weekend is Saturday and Sunday; "last weekend" is the one of last week (as
//! [`Parser::weekend`] reads it), so the one before last is the week before's. A weekday of a
//! week is that day of the Monday..Sunday week the week expression names. A fortnight is 14
//! days, as everywhere else it is read ("the first fortnight of", "the fortnight before"): "the
//! last fortnight" is the 14 complete days before today, like "the last 14 days".

use super::words::*;
use super::*;

impl<'a> Parser<'a> {
    /// "[the] weekend before last", "N weekends ago / back".
    pub(super) fn weekend_back(&self, i: usize) -> Found<Anchor> {
        let k = if self.is(i, "the") { i + 1 } else { i };
        let (back, end) = if let Some(n) = self.phrase(k, &["weekend", "before", "last"]) {
            (2, n)
        } else {
            let (n, k2) = self.number(k, true)?;
            if !matches!(self.word(k2), Some("weekend" | "weekends"))
                || !matches!(self.word(k2 + 1), Some("ago" | "back"))
            {
                return None;
            }
            (i64::from(n), k2 + 2)
        };
        if !(1..=1000).contains(&back) {
            return Some((Anchor::Invalid("the count must be between 1 and 1000"), end));
        }
        let r = dates::week_start(self.today())
            .and_then(|ws| dates::add_days(ws, -7 * back + 5))
            .and_then(|s| dates::range(s, dates::add_days(s, 1)?));
        Some((Self::fixed(r, ExpressionKind::Range), end))
    }

    /// "[on] [the] tuesday [of|in] last week", "last week's tuesday", "last week on tuesday":
    /// that day of the week named.
    pub(super) fn weekday_in_week(&self, i: usize) -> Found<Anchor> {
        let mut k = i;
        if self.is(k, "on") {
            k += 1;
        }
        if self.is(k, "the") {
            k += 1;
        }
        if let Some(wd) = self.weekday_word(k) {
            let mut w = k + 1;
            if matches!(self.word(w), Some("of" | "in")) || self.tok(w) == Some(&Tok::Comma) {
                w += 1;
            }
            let (week, end) = self.named_week(w)?;
            return Some((Self::day_of(week, wd), end));
        }
        // The week first: "last week's tuesday", "last week on tuesday". Not through
        // `anchor` at `i`: that is where this very form is being tried.
        let k = if self.is(i, "the") { i + 1 } else { i };
        let (a, n) = longer(self.relative(k), self.ago(k))?;
        let week = self.whole_week(&a)?;
        let possessive = n.checked_sub(1).is_some_and(|p| self.possessive(p));
        let (wd, end) = if possessive {
            (self.weekday_word(n)?, n + 1)
        } else if self.is(n, "on") {
            (self.weekday_word(n + 1)?, n + 2)
        } else {
            return None;
        };
        Some((Self::day_of(week, wd), end))
    }

    /// "[the] last / past / previous fortnight", "the last 2 fortnights": 14 days a fortnight,
    /// ending yesterday.
    pub(super) fn fortnight(&self, i: usize) -> Found<Anchor> {
        let k = if self.is(i, "the") { i + 1 } else { i };
        if !matches!(
            self.word(k),
            Some("last" | "past" | "previous" | "prior" | "trailing")
        ) {
            return None;
        }
        let (n, k2) = self.number(k + 1, false).unwrap_or((1, k + 1));
        if !matches!(self.word(k2), Some("fortnight" | "fortnights")) {
            return None;
        }
        if !(1..=1000).contains(&n) {
            return Some((
                Anchor::Invalid("the count must be between 1 and 1000"),
                k2 + 1,
            ));
        }
        Some((self.rolling_range(-1, n * 14, Granularity::Day), k2 + 1))
    }

    fn weekday_word(&self, i: usize) -> Option<chrono::Weekday> {
        let w = self.word(i)?;
        WEEKDAYS.iter().find(|(n, _)| *n == w).map(|(_, d)| *d)
    }

    /// A whole Monday..Sunday week named at `i` ("last week", "the week before last", "this
    /// week", "3 weeks ago"), with the index after it.
    fn named_week(&self, i: usize) -> Found<DateRange> {
        let (a, end) = self.anchor(i)?;
        Some((self.whole_week(&a)?, end))
    }

    fn whole_week(&self, a: &Anchor) -> Option<DateRange> {
        let (r, kind) = self.ctx.anchor(a, "").ok()?;
        let whole = kind == ExpressionKind::Week
            && r.start.weekday() == chrono::Weekday::Mon
            && (r.end - r.start).num_days() == 6;
        whole.then_some(r)
    }

    fn day_of(week: DateRange, wd: chrono::Weekday) -> Anchor {
        let d = dates::add_days(week.start, i64::from(wd.num_days_from_monday()));
        Self::fixed(d.map(DateRange::day), ExpressionKind::Day)
    }
}
