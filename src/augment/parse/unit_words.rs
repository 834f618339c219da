//! A calendar unit named by "the" alone, as part of another expression (stop 37, fix15):
//! "the second half of the month", "the slowest week of the year", "from the 16th of october
//! to the end of the month".
//!
//! Why: "the month" and "the year" name no period by themselves, so these were read without
//! them: "the second half of the month" was no period (a default window answered), "the
//! slowest week of the year" ranked the default twelve weeks, and "from the 16th of october to
//! the end of the month" answered the 16th alone, a sixteenth of what was asked.
//!
//! The readings: a part "of the month" ("of the quarter", "of the year") is a part of the one
//! under way; a week, day or month "of the year" with nothing before it that counts ("the
//! slowest week of the year") is one of this year's; "to the end of the month" (week, quarter,
//! year) ends on the last day of that unit holding the range's start, as "the month" there
//! can only be the start's.

use super::*;

/// Words for a unit said with "the": "the month", "the quarter", "the year".
fn unit_word(w: &str) -> Option<Granularity> {
    match w {
        "month" => Some(Granularity::Month),
        "quarter" => Some(Granularity::Quarter),
        "year" => Some(Granularity::Year),
        _ => None,
    }
}

impl<'a> Parser<'a> {
    /// "the month", "the quarter", "the year" at `i` (with "this" for "the"), as the base of a
    /// part: the unit under way. Not before "of" ("the month of october" names the month), and
    /// not for "the week" (the week's parts are days, named by weekday).
    pub(super) fn current_unit_base(&self, i: usize) -> Found<Anchor> {
        if !matches!(self.word(i), Some("the" | "this")) {
            return None;
        }
        let g = unit_word(self.word(i + 1)?)?;
        if self.is(i + 2, "of") {
            return None;
        }
        let r = dates::unit_of(g, self.today());
        Some((Self::fixed(r, unit_kind(g)), i + 2))
    }

    /// "the year" after "of" and a day, week or month word ("our slowest week of the year",
    /// "best month of the year"): this year. The item is "the year" alone, so the answer says
    /// "during the year", not "during of the year". After an order or "full" ("the first week
    /// of the year" is a part, read by `part_of` from its first word; "the first full week of
    /// the year" is no period read) it is no period of its own.
    pub(super) fn unit_of_the_year(&self, i: usize) -> Found<Anchor> {
        let n = self.phrase(i, &["the", "year"])?;
        let unit = i.checked_sub(2).filter(|&p| self.is(p + 1, "of"))?;
        let unit_word = self.word(unit).is_some_and(|w| {
            matches!(
                w,
                "day" | "days" | "week" | "weeks" | "weekend" | "weekends" | "month" | "months"
            )
        });
        let counted = unit.checked_sub(1).is_some_and(|p| {
            matches!(self.tok(p), Some(Tok::Ordinal(_)))
                || matches!(
                    self.word(p),
                    Some(
                        "first"
                            | "second"
                            | "third"
                            | "fourth"
                            | "fifth"
                            | "last"
                            | "final"
                            | "full"
                            | "whole"
                            | "complete"
                    )
                )
        });
        if !unit_word || counted {
            return None;
        }
        let r = dates::year(self.today().year());
        Some((Self::fixed(r, ExpressionKind::Year), n))
    }

    /// "[the] end of [the] month", "month end", "the month's end", "eom" at `k`, ending a
    /// range whose start is `start`: the last day of the unit that holds the start's first
    /// day.
    pub(super) fn end_of_unit(&self, k: usize, start: &Anchor) -> Found<Anchor> {
        let k0 = if self.is(k, "the") { k + 1 } else { k };
        let (g, n) = if self.is(k0, "eom") {
            (Granularity::Month, k0 + 1)
        } else if let Some(k1) = self.phrase(k0, &["end", "of"]) {
            let k2 = if matches!(self.word(k1), Some("the" | "that" | "this")) {
                k1 + 1
            } else {
                k1
            };
            (unit_word(self.word(k2)?)?, k2 + 1)
        } else {
            // "month end", "month-end", "the month's end".
            let g = unit_word(self.word(k0)?)?;
            let n = self.phrase(k0 + 1, &["end"]).or_else(|| {
                (self.tok(k0 + 1) == Some(&Tok::Dash))
                    .then(|| self.phrase(k0 + 2, &["end"]))
                    .flatten()
            })?;
            (g, n)
        };
        // "the end of the month of october" names the month: not this form.
        if self.is(n, "of") {
            return None;
        }
        let (r, _) = self.ctx.anchor(start, "").ok()?;
        let unit = dates::unit_of(g, r.start)?;
        Some((
            Anchor::Fixed(DateRange::day(unit.end), ExpressionKind::Day),
            n,
        ))
    }
}
