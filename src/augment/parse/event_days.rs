//! A day within a calendar event: "day one of prime day", "the first day of prime day",
//! "prime day day 2", "the last day of cyber week".
//!
//! Why: the event's name was read alone, so "the hair dryer's sessions on prime day day one"
//! answered all four days of Prime Day, a confident figure for a period nobody asked.

use super::{Anchor, ExpressionKind, Found, Parser, Tok, Yearly};
use crate::augment::dates;

impl Parser<'_> {
    /// "(the) Nth day of EVENT", "day N of EVENT", "the last day of EVENT" at `i`, or "EVENT
    /// day N" (the event at `i`): the event's Nth (or last) day. A day past the event's end is
    /// no day of it (an invalid anchor, said back), never a day after it answered as one.
    pub(super) fn day_of_event(&self, i: usize) -> Found<Anchor> {
        let leading = (|| {
            let (n, k) = if self.is(i, "day") {
                let (n, k) = self.number(i + 1, false)?;
                (Some(n), k)
            } else if self.is(i, "last") {
                (None, i + 1)
            } else {
                (Some(self.ordinal(i)?), i + 1)
            };
            let k = if self.is(k, "day") && !self.is(i, "day") {
                k + 1
            } else if self.is(i, "day") {
                k
            } else {
                return None;
            };
            let k = self.phrase(k, &["of"])?;
            let k = if self.is(k, "the") { k + 1 } else { k };
            let (event, end) = self.event_at(k)?;
            Some((n, event, end))
        })();
        let trailing = (|| {
            let (event, k) = self.event_at(i)?;
            let k = if self.possessive_s(k) { k + 1 } else { k };
            if !self.is(k, "day") {
                return None;
            }
            // "xmas day 2023": a year after the event's "day" is its year, never the 2023rd
            // day of it (read so, the period was invalid and the default one answered).
            if self.year_num(k + 1).is_some() {
                return None;
            }
            let (n, end) = self
                .number(k + 1, false)
                .or_else(|| self.ordinal(k + 1).map(|n| (n, k + 2)))?;
            Some((Some(n), event, end))
        })();
        let (n, event, end) = match (leading, trailing) {
            (Some(a), Some(b)) => {
                if b.2 > a.2 {
                    b
                } else {
                    a
                }
            }
            (a, b) => a.or(b)?,
        };
        let day = self.ctx.anchor(&event, "").ok().and_then(|(r, _)| match n {
            None => Some(r.end),
            Some(n) if n >= 1 => dates::add_days(r.start, i64::from(n) - 1).filter(|&d| d <= r.end),
            Some(_) => None,
        });
        Some((
            match day {
                Some(d) => Anchor::Fixed(crate::augment::DateRange::day(d), ExpressionKind::Day),
                None => Anchor::Invalid("the event has no such day"),
            },
            end,
        ))
    }

    /// "Now" written after another period and only joining words ("stock on labour day and
    /// now", "black friday vs now"): the latest day of data, as a stock asked "now" is. Only
    /// there: "now" alone stays the planner's default, the latest day. Unread, the second
    /// period was dropped and the first answered alone.
    pub(super) fn now_beside(&self, i: usize) -> Found<Anchor> {
        let end = if self.is(i, "now") {
            i + 1
        } else {
            self.phrase(i, &["right", "now"])?
        };
        self.period_just_before(i)?;
        let day = self.today().min(self.ctx.last_day);
        Some((
            Anchor::Fixed(crate::augment::DateRange::day(day), ExpressionKind::Day),
            end,
        ))
    }

    /// A calendar event (with its year, if written) at `i`.
    fn event_at(&self, i: usize) -> Found<Anchor> {
        let (a, end) = self.yearly(i)?;
        matches!(
            a,
            Anchor::Yearly {
                what: Yearly::Event(_),
                ..
            }
        )
        .then_some((a, end))
    }

    fn possessive_s(&self, k: usize) -> bool {
        matches!(self.tok(k), Some(Tok::Word(w)) if w == "s")
    }
}
