//! One yearly period in each of two years joined by "and" (stop 36): "third quarter units this
//! year and last year", "units in q3 this year and last year", "october revenue 2025 and 2024".
//!
//! Why: the two years were read as periods of their own, listed back to back, so the answer
//! was a series from 2024-01-01 to 2025-09-30: the whole of last year against this year's
//! third quarter, where the same quarter of each year was asked. A month, quarter, half or
//! event followed by two calendar years is that period in the first year, compared with the
//! same period in the second, as "q3 this year vs last year" already reads.

use super::super::lexer::Tok;
use super::super::parse::{Anchor, Item, ItemKind, Pick, TimeExpr};
use super::super::ExpressionKind;
use super::Assembly;
use chrono::Datelike;

/// Words that join the two years.
const JOINERS: &[&str] = &["and", "&", "plus"];

/// Words that set a year apart from the period before it ("q3 and last year" is two periods).
const APART: &[&str] = &[
    "and", "or", "vs", "versus", "v", "than", "against", "compared", "to", "through", "thru",
    "until", "till", "from", "between", "with", "over", "since", "after", "before",
];

impl Assembly<'_> {
    /// `items` with the pattern rewritten: the period in the first year as the primary, the
    /// second year as the same period to compare with. `None` when the question has no such
    /// pattern.
    pub(super) fn thing_in_each_year(&self, items: &[Item]) -> Option<Vec<Item>> {
        let times: Vec<usize> = items
            .iter()
            .enumerate()
            .filter(|(_, it)| matches!(it.kind, ItemKind::Time(_)))
            .map(|(ix, _)| ix)
            .collect();
        if items
            .iter()
            .any(|it| matches!(it.kind, ItemKind::Rule(_) | ItemKind::CompareTo(_)))
        {
            return None;
        }
        let (what, year_1, first_year_ix, second) = match *times.as_slice() {
            // "third quarter units this year and last year".
            [a, b, c] => {
                let ItemKind::Time(TimeExpr::Anchor(Anchor::Yearly {
                    what,
                    year: None,
                    pick: Pick::Recent,
                })) = &items[a].kind
                else {
                    return None;
                };
                if self.words_between(&items[a], &items[b], APART) {
                    return None;
                }
                (*what, self.calendar_year(&items[b])?, Some(b), c)
            }
            // "units in q3 this year and last year": the first year read with the period.
            [a, c] => {
                let ItemKind::Time(TimeExpr::Anchor(Anchor::Yearly {
                    what,
                    year: Some(y),
                    pick: Pick::Recent,
                })) = &items[a].kind
                else {
                    return None;
                };
                (*what, *y, None, c)
            }
            _ => return None,
        };
        let first = first_year_ix.unwrap_or(times[0]);
        if !self.only_between(&items[first], &items[second], JOINERS) {
            return None;
        }
        let year_2 = self.calendar_year(&items[second])?;
        if year_2 == year_1 {
            return None;
        }
        let yearly = |y: i32| {
            TimeExpr::Anchor(Anchor::Yearly {
                what,
                year: Some(y),
                pick: Pick::Recent,
            })
        };
        let mut out = items.to_vec();
        out[times[0]].kind = ItemKind::Time(yearly(year_1));
        out[second].kind = ItemKind::CompareTo(yearly(year_2));
        Some(out)
    }

    /// The calendar year an item names ("2024", "last year", "this year"), if it names one.
    fn calendar_year(&self, item: &Item) -> Option<i32> {
        match &item.kind {
            ItemKind::Time(TimeExpr::Anchor(Anchor::Year(y))) => Some(*y),
            ItemKind::Time(TimeExpr::Anchor(Anchor::Fixed(r, ExpressionKind::Year)))
                if (r.start.month(), r.start.day(), r.end.month(), r.end.day())
                    == (1, 1, 12, 31)
                    && r.start.year() == r.end.year() =>
            {
                Some(r.start.year())
            }
            _ => None,
        }
    }

    /// Whether a word of `list` stands between two items.
    fn words_between(&self, a: &Item, b: &Item, list: &[&str]) -> bool {
        (a.last..b.first).any(|k| {
            matches!(self.toks.get(k).map(|t| &t.tok), Some(Tok::Word(w)) if list.contains(&w.as_str()))
        })
    }

    /// Whether only one word of `list` (and commas) stands between two items.
    fn only_between(&self, a: &Item, b: &Item, list: &[&str]) -> bool {
        let mut joined = false;
        for k in a.last..b.first {
            match self.toks.get(k).map(|t| &t.tok) {
                Some(Tok::Word(w)) if list.contains(&w.as_str()) && !joined => joined = true,
                Some(Tok::Comma) => {}
                _ => return false,
            }
        }
        joined
    }
}
