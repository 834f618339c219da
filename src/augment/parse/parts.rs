//! A part of another period: "the first fortnight of November", "the first 10 days of last
//! month", "the last 3 days of October", "the second week of Q4", "the first half of November".
//!
//! Why: without this form the period after "of" was read alone and the part dropped, so "takings
//! in the first fortnight of november" answered the whole month, and "the last 3 days of
//! october" a rolling window ending yesterday with October glued on: a figure for days nobody
//! asked about, said with confidence. The part is counted inside its period, from its first day
//! (first, second, ...) or back from its last (last, final), and never runs past it. Weeks here
//! are seven days counted from the period's first day, as "the first week of March" already is
//! (days 1-7): the period bounds them, not Monday..Sunday.

use super::*;

/// How a part is counted: from the start or from the end of its period.
#[derive(Debug, Clone, Copy)]
enum From {
    Start,
    End,
}

impl<'a> Parser<'a> {
    /// "[the] first|last [N] day(s)|week(s)|fortnight(s) of X", "[the] second week of X",
    /// "[the] first|second half of <a month>".
    pub(super) fn part_of(&self, i: usize) -> Found<Anchor> {
        let (from, nth, k) = match self.word(i)? {
            "first" | "opening" | "initial" => (From::Start, 1, i + 1),
            "last" | "final" | "closing" => (From::End, 1, i + 1),
            "latter" => (From::End, 1, i + 1),
            // "the front / back half of october" (stop 37): the first and second half.
            "front" if self.is(i + 1, "half") => (From::Start, 1, i + 1),
            "back" if self.is(i + 1, "half") => (From::End, 1, i + 1),
            _ => {
                // "the second week of", "the 3rd fortnight of": the nth one from the start.
                let n = self.ordinal(i).filter(|n| (2..=5).contains(n))?;
                (From::Start, n, i + 1)
            }
        };
        // "the first 10 days": how many (only after first/last: "the second 10 days" is no
        // way of speaking).
        let (count, k) = match self.number(k, false) {
            Some((n, k2)) if nth == 1 && (1..=366).contains(&n) => (n, k2),
            _ => (1, k),
        };
        let (per, k) = match self.word(k)? {
            "day" | "days" => (1i64, k + 1),
            "week" | "weeks" => (7, k + 1),
            "fortnight" | "fortnights" => (14, k + 1),
            // Halves of a month only: "the first half of 2025" is H1, read elsewhere.
            "half" if count == 1 && nth <= 2 => (0, k + 1),
            _ => return None,
        };
        let b = self.phrase(k, &["of"])?;
        // "of the month": the month under way (`current_unit_base`).
        let (base, end) = longer(self.anchor(b), self.current_unit_base(b))?;
        // A base that does not resolve keeps its own error: read alone, it is reported.
        let (r, kind) = self.ctx.anchor(&base, "").ok()?;
        if per == 0 && kind != ExpressionKind::Month {
            return None;
        }
        let r = (|| {
            let days = (r.end - r.start).num_days() + 1;
            let (len, nth, from) = if per == 0 {
                // The first half is days 1-15, the second the rest (16-30 or 16-31).
                let first = days / 2;
                match (from, nth) {
                    (From::Start, 1) => (first, 1, From::Start),
                    _ => (days - first, 1, From::End),
                }
            } else {
                (per * i64::from(count), i64::from(nth), from)
            };
            let (start, end) = match from {
                From::Start => {
                    let s = dates::add_days(r.start, len * (nth - 1))?;
                    (s, dates::add_days(s, len - 1)?)
                }
                From::End => (dates::add_days(r.end, -(len - 1))?, r.end),
            };
            // A part that starts outside its period is no part of it ("the fifth week of
            // February"); one that runs past an end stops there.
            if start > r.end || end < r.start {
                return None;
            }
            dates::range(start.max(r.start), end.min(r.end))
        })();
        let Some(r) = r else {
            // "the fifth week of February": no such part; the month alone would be a guess.
            return Some((Anchor::Invalid("that part is not in the period"), end));
        };
        let kind = if r.start == r.end {
            ExpressionKind::Day
        } else {
            ExpressionKind::Range
        };
        Some((Anchor::Fixed(r, kind), end))
    }
}

impl<'a> Parser<'a> {
    /// "Did Father's Day help? units that week vs the week before": "that week" (that month)
    /// is the Monday..Sunday week (the month) holding the day named earlier, and replaces it
    /// as the period asked about. Unread, the day itself was answered and "vs the week before"
    /// compared it with the day before: two days where two weeks were asked. Only after a
    /// period of one day or an event: after a week or a month "that week" is no new period.
    /// Gives the new item and the index in `earlier` of the item it refines.
    pub(super) fn that_unit(&self, i: usize, earlier: &[Item]) -> Option<(Item, usize)> {
        let k = self
            .any_phrase(
                i,
                &[
                    &["that"],
                    &["that", "same"],
                    &["that", "whole"],
                    &["the", "same"],
                    &["the", "whole"],
                ],
            )
            .filter(|_| matches!(self.word(i), Some("that" | "the")))?;
        // "prime day and that whole week", "black friday vs that week" ask for both: no
        // refinement of the day.
        let joined = i
            .checked_sub(1)
            .and_then(|p| self.word(p))
            .is_some_and(|w| {
                matches!(
                    w,
                    "and" | "vs" | "versus" | "against" | "with" | "to" | "than" | "plus"
                )
            });
        if joined {
            return None;
        }
        let (g, n) = self.unit(k)?;
        if !matches!(g, Granularity::Week | Granularity::Month) {
            return None;
        }
        let (ix, day) = earlier.iter().enumerate().rev().find_map(|(ix, it)| {
            let ItemKind::Time(TimeExpr::Anchor(a)) = &it.kind else {
                return None;
            };
            let (r, kind) = self.ctx.anchor(a, "").ok()?;
            (r.start == r.end || kind == ExpressionKind::Event).then_some((ix, r.start))
        })?;
        let r = dates::unit_of(g, day)?;
        let kind = super::unit_kind(g);
        Some((
            Item {
                kind: ItemKind::Time(TimeExpr::Anchor(Anchor::Fixed(r, kind))),
                first: i,
                last: n,
            },
            ix,
        ))
    }
}
