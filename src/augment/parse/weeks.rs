//! Whole Monday..Sunday weeks named inside a month or from their first day (stop 35):
//! "the first full week of nov", "the last full week of november", "w/c 3 nov", "week
//! commencing 24 november", "week beginning monday 3 nov".
//!
//! Why: "full" was not read, so "units in the first full week of nov compared with the last
//! full week of nov" answered the whole of November; "w/c 3 nov vs w/c 24 nov" (British: the
//! week commencing that day) was read as two single days. A full week is seven days, Monday to
//! Sunday, all inside the month; "the first week of <month>" without "full" keeps its reading
//! (days 1-7, the last week its last seven days), which the answer's dates say.

use super::{Anchor, ExpressionKind, Found, Parser, Yearly};
use crate::augment::{dates, DateRange};
use chrono::Datelike;

impl Parser<'_> {
    /// "(the) first/second/.../last full week of <month>" at `i` (the ordinal).
    pub(super) fn nth_full_week_of(&self, i: usize) -> Found<Anchor> {
        let nth = if self.is(i, "last") {
            0
        } else {
            self.ordinal(i).filter(|n| (1..=4).contains(n))?
        };
        let k = self.phrase(i + 1, &["full", "week", "of"])?;
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
                // The last Sunday inside the month closes the last full week.
                let back = i64::from(m.end.weekday().num_days_from_sunday());
                dates::add_days(dates::add_days(m.end, -back)?, -6)?
            } else {
                let ahead = i64::from((7 - m.start.weekday().num_days_from_monday()) % 7);
                dates::add_days(m.start, ahead + 7 * i64::from(nth - 1))?
            };
            let end = dates::add_days(start, 6)?;
            (start >= m.start && end <= m.end)
                .then_some(())
                .and_then(|()| dates::range(start, end))
        });
        Some((Self::fixed(r, ExpressionKind::Week), n))
    }

    /// "w/c 3 nov", "wc 3 nov", "week commencing 24 november", "week beginning monday 3 nov"
    /// at `i`: the seven days from that day (a Monday in use; another day is still where the
    /// seller's week starts, and the dates say so).
    pub(super) fn week_commencing(&self, i: usize) -> Found<Anchor> {
        let k = self.any_phrase(
            i,
            &[
                &["w", "/", "c"],
                &["wc"],
                // "w/b 10 nov": week beginning, the same seven days as "w/c" (stop 36: it
                // was read as the single day).
                &["w", "/", "b"],
                &["week", "commencing"],
                &["week", "beginning"],
                &["week", "starting"],
                &["the", "week", "commencing"],
                &["the", "week", "beginning"],
                &["the", "week", "starting"],
            ],
        )?;
        let k = if matches!(self.word(k), Some("monday" | "mon" | "on" | "the")) {
            k + 1
        } else {
            k
        };
        let (a, n) = self.yearly(k).or_else(|| self.simple(k))?;
        let resolved = self.ctx.anchor(&a, "").ok();
        if resolved.is_some_and(|(_, kind)| kind != ExpressionKind::Day) {
            return None;
        }
        let r: Option<DateRange> =
            resolved.and_then(|(r, _)| dates::range(r.start, dates::add_days(r.start, 6)?));
        Some((Self::fixed(r, ExpressionKind::Week), n))
    }
}
