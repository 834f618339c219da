//! "Q4 so far vs Q4 last year to the same date" (stop 37, fix15): a named comparison period
//! cut on the same date as the primary ends, so that a period under way is compared with the
//! same days of the earlier one, not with all of it.
//!
//! Why: the words after the compared period were left unread and the whole of Q4 2024 was
//! compared with 70 days of Q4 2025, a fall that was only the missing days. Said or not, a
//! whole earlier period is what "vs Q4 last year" asks; "to the same date" ("to the same
//! point", "at the same stage", "by the same day") asks for the cut.

use super::*;

/// The words after a compared period that ask for it to be cut where the primary ends: "[to |
/// at | by | up to | through | until] [the] same date | day | point | stage [in time]". Not
/// "the same period" or "the same time" (the whole period again).
fn asks_same_point(toks: &[Token], k: usize) -> bool {
    let word = |i: usize| match toks.get(i).map(|t| &t.tok) {
        Some(Tok::Word(w)) => Some(w.as_str()),
        _ => None,
    };
    let mut i = k;
    if word(i) == Some("up") && word(i + 1) == Some("to") {
        i += 2;
    } else if matches!(
        word(i),
        Some("to" | "at" | "by" | "through" | "thru" | "until" | "till")
    ) {
        i += 1;
    }
    if word(i) == Some("the") {
        i += 1;
    }
    word(i) == Some("same") && matches!(word(i + 1), Some("date" | "day" | "point" | "stage"))
}

impl Assembly<'_> {
    /// `r`, the compared period named by the item ending at token `after`, cut on the date the
    /// (clipped) primary ends, moved back by the whole months between the two periods' starts,
    /// when the words after it ask for it and both start on the same day of a month.
    pub(super) fn cut_at_the_same_point(
        &mut self,
        r: DateRange,
        after: usize,
        primary: Option<(DateRange, Option<DateRange>)>,
    ) -> DateRange {
        let Some((req, eff)) = primary else {
            return r;
        };
        if !asks_same_point(self.toks, after) || req.start.day() != r.start.day() {
            return r;
        }
        let end = eff.unwrap_or(req).end;
        let months = (i64::from(req.start.year()) * 12 + i64::from(req.start.month()))
            - (i64::from(r.start.year()) * 12 + i64::from(r.start.month()));
        let cut = dates::add_months_ym(end.year(), end.month(), -months).and_then(|(y, m)| {
            let day = end.day().min(dates::days_in_month(y, m)?);
            dates::ymd(y, m, day)
        });
        match cut.filter(|c| *c >= r.start && *c < r.end) {
            Some(end) => {
                let cut_r = DateRange {
                    start: r.start,
                    end,
                };
                self.notes.push(format!(
                    "the comparison is cut to {}, to the same date as the period asked about",
                    show_dots(&cut_r)
                ));
                cut_r
            }
            None => r,
        }
    }
}
