//! Halves of a year said in words (stop 36): "the first six months of the year", "the first 6
//! months of 2025", "the last six months of 2024", "the back half of last year", "the front
//! half of the year".
//!
//! Why: only "h1", "h2" and "first/second half" were read. "The first six months of the year"
//! was not read at all, so the last 30 days were answered; "the back half of last year" was
//! read as "last year", the whole of 2024. A half is January..June or July..December, as "h1"
//! and "h2" are.
//!
//! "The first / last six months" is a half only when a year follows ("of the year", "of 2025",
//! "of last year"): alone, "the last six months" is the rolling window, and "the first six
//! months" names no period (of a product's life, of the data). "Front / back half" is a half of
//! the year unless "of" names something else ("the back half of november").

use super::*;

impl<'a> Parser<'a> {
    /// A half of the year in words at `i`, with the index after it (its year, when written, is
    /// read by the caller, as it is after "h1").
    pub(super) fn half_in_words(&self, i: usize) -> Found<Yearly> {
        let front_back = match self.word(i) {
            Some("front") => Some(1),
            Some("back" | "latter") => Some(2),
            _ => None,
        };
        if let Some(h) = front_back {
            if !self.is(i + 1, "half") || !self.not_of_something_else(i + 2) {
                return None;
            }
            return Some((Yearly::Half(h), self.of_the_year(i + 2).unwrap_or(i + 2)));
        }
        let h = match self.word(i)? {
            "first" | "opening" => 1,
            "last" | "final" | "second" | "latter" => 2,
            _ => return None,
        };
        let (n, k) = self.number(i + 1, false)?;
        if n != 6 || !self.is(k, "months") {
            return None;
        }
        let after = k + 1;
        if let Some(end) = self.of_the_year(after) {
            return Some((Yearly::Half(h), end));
        }
        // A year must follow; the caller reads it.
        self.year_mod(after)?;
        Some((Yearly::Half(h), after))
    }
}
