//! Things that recur every year, with their year when written: months, days of months,
//! quarters, halves and calendar events ("Black Friday 2024", "Q3", "March 5th").

use super::words::*;
use super::*;

impl<'a> Parser<'a> {
    /// Months, days of months, quarters, halves and events, with their year if written.
    pub(super) fn yearly(&self, i: usize) -> Found<Anchor> {
        let y0 = self.today().year();
        // Year-first forms: "2024 Q3", "2024-Q3", "2024's Black Friday".
        let year_first = self.year_num(i).and_then(|(y, n)| {
            if matches!(self.tok(i), Some(Tok::ShortYear(_))) {
                return None;
            }
            let k = if self.tok(n) == Some(&Tok::Dash) {
                n + 1
            } else {
                n
            };
            let (what, end) = self.yearly_core(k)?;
            if !matches!(what, Yearly::Quarter(_) | Yearly::Half(_)) && !self.possessive(i) {
                return None;
            }
            Some((
                Anchor::Yearly {
                    what,
                    year: Some(y),
                    pick: Pick::Recent,
                },
                end,
            ))
        });
        // Prefixes: "last year's", "this year's", "last", "this", "next".
        let mut prefixes: Vec<(Pick, Option<i32>, usize)> = vec![(Pick::Recent, None, i)];
        for (w, off) in [("last", -1), ("this", 0), ("next", 1)] {
            if self.is(i, w) && self.is(i + 1, "year") && self.possessive(i + 1) {
                prefixes.push((Pick::Recent, Some(y0 + off), i + 2));
            }
        }
        match self.word(i) {
            Some("last" | "past" | "previous") => prefixes.push((Pick::Last, None, i + 1)),
            Some("this") => prefixes.push((Pick::Recent, Some(y0), i + 1)),
            Some("next" | "coming" | "upcoming") => prefixes.push((Pick::Next, None, i + 1)),
            _ => {}
        }
        let mut best = year_first;
        for (pick, pre_year, k) in prefixes {
            let Some((what, n)) = self.yearly_core(k) else {
                continue;
            };
            let (year, end) = match pre_year {
                Some(y) => (Some(y), n),
                None => match self.year_mod(n) {
                    Some((y, e)) => (Some(y), e),
                    None => (None, n),
                },
            };
            best = longer(best, Some((Anchor::Yearly { what, year, pick }, end)));
        }
        best
    }

    pub(super) fn yearly_core(&self, i: usize) -> Found<Yearly> {
        if let Some(found) = self.yearlies.borrow().get(&i) {
            return *found;
        }
        let found = self.yearly_core_uncached(i);
        self.yearlies.borrow_mut().insert(i, found);
        found
    }

    pub(super) fn yearly_core_uncached(&self, i: usize) -> Found<Yearly> {
        let mut best = self.month_core(i);
        best = longer(best, self.quarter_core(i));
        best = longer(best, self.half_core(i));
        best = longer(best, self.half_in_words(i));
        best = longer(best, self.event_core(i));
        best
    }

    pub(super) fn month_core(&self, i: usize) -> Found<Yearly> {
        // "March", "Mar. 3", "March 3rd".
        let a = self.month_at(i).map(|m| {
            let mut k = i + 1;
            if self.tok(k) == Some(&Tok::Dot) {
                k += 1;
            }
            match self.day_num(k) {
                // "March 3 days" is not a date.
                Some((d, n)) if self.unit(n).is_none() => (Yearly::MonthDay(m, d), n),
                _ => (Yearly::Month(m), i + 1),
            }
        });
        // "3 March", "3rd of March", "28th Nov".
        let b = self.day_num(i).and_then(|(d, n)| {
            if let Tok::Num { .. } = self.tok(i)? {
                let prev = i.checked_sub(1).and_then(|p| self.word(p));
                if prev.is_some_and(|w| COUNT_WORDS.contains(&w)) {
                    return None;
                }
            }
            let k = if self.is(n, "of") { n + 1 } else { n };
            let m = self.month_at(k)?;
            let mut end = k + 1;
            if self.tok(end) == Some(&Tok::Dot) {
                end += 1;
            }
            Some((Yearly::MonthDay(m, d), end))
        });
        // "on 12/5", "since 9/1": month/day without a year, only after a preposition (a bare
        // "1/2" is a fraction).
        let after_preposition = i.checked_sub(1).is_some_and(|p| {
            matches!(
                self.word(p),
                Some(
                    "on" | "since"
                        | "from"
                        | "between"
                        | "and"
                        | "to"
                        | "until"
                        | "till"
                        | "through"
                        | "before"
                        | "after"
                        | "vs"
                )
            )
        });
        let c = match (self.tok(i), self.tok(i + 1), self.tok(i + 2)) {
            (
                Some(Tok::Num {
                    value: m,
                    digits: 1 | 2,
                }),
                Some(Tok::Slash),
                Some(Tok::Num {
                    value: dd,
                    digits: 1 | 2,
                }),
            ) if after_preposition && self.tok(i + 3) != Some(&Tok::Slash) => {
                slashed_month_day(*m, *dd).map(|(m, d)| (Yearly::MonthDay(m, d), i + 3))
            }
            _ => None,
        };
        longer(longer(a, b), c)
    }

    pub(super) fn ordinal(&self, i: usize) -> Option<u32> {
        match self.tok(i)? {
            Tok::Ordinal(v) => Some(*v),
            Tok::Word(w) => match w.as_str() {
                "first" => Some(1),
                "second" => Some(2),
                "third" => Some(3),
                "fourth" => Some(4),
                _ => None,
            },
            _ => None,
        }
    }

    /// After "the first quarter"/"the second half": "of the month" means something else.
    pub(super) fn not_of_something_else(&self, n: usize) -> bool {
        !self.is(n, "of") || self.year_mod(n).is_some() || self.of_the_year(n).is_some()
    }

    /// "of the year", "of this year" after a quarter or a half: the year it is in, read as the
    /// bare period ("the second half of the year" was dropped, so "first half vs second half of
    /// the year" answered the first half alone). Returns the index after it.
    pub(super) fn of_the_year(&self, n: usize) -> Option<usize> {
        self.any_phrase(n, &[&["of", "the", "year"], &["of", "this", "year"]])
    }

    pub(super) fn quarter_core(&self, i: usize) -> Found<Yearly> {
        let w = self.word(i);
        if let Some(q) = w
            .and_then(|w| w.strip_prefix('q'))
            .and_then(|d| d.parse::<u32>().ok())
            .filter(|q| (1..=4).contains(q))
        {
            return Some((Yearly::Quarter(q), i + 1));
        }
        if w == Some("q") {
            if let Some(Tok::Num { value, .. }) = self.tok(i + 1) {
                if (1..=4).contains(value) {
                    return Some((Yearly::Quarter(*value), i + 2));
                }
            }
        }
        if w == Some("quarter") {
            if let Some(Tok::Num { value, digits: 1 }) = self.tok(i + 1) {
                if (1..=4).contains(value) {
                    return Some((Yearly::Quarter(*value), i + 2));
                }
            }
        }
        // "third quarter", "3rd quarter", "the last quarter of 2024".
        let q = match w {
            Some("last") => {
                if self.is(i + 1, "quarter")
                    && self.is(i + 2, "of")
                    && self.year_mod(i + 2).is_some()
                {
                    return Some((Yearly::Quarter(4), i + 2));
                }
                return None;
            }
            _ => self.ordinal(i).filter(|q| (1..=4).contains(q))?,
        };
        if !self.is(i + 1, "quarter") || !self.not_of_something_else(i + 2) {
            return None;
        }
        Some((Yearly::Quarter(q), self.of_the_year(i + 2).unwrap_or(i + 2)))
    }

    pub(super) fn half_core(&self, i: usize) -> Found<Yearly> {
        match self.word(i) {
            Some("h1") => return Some((Yearly::Half(1), i + 1)),
            Some("h2") => return Some((Yearly::Half(2), i + 1)),
            _ => {}
        }
        let h = self.ordinal(i).filter(|h| (1..=2).contains(h))?;
        if !self.is(i + 1, "half") || !self.not_of_something_else(i + 2) {
            return None;
        }
        Some((Yearly::Half(h), self.of_the_year(i + 2).unwrap_or(i + 2)))
    }

    pub(super) fn event_core(&self, i: usize) -> Found<Yearly> {
        self.word(i)?;
        self.events.iter().find_map(|(words, ix, dated)| {
            let n = self.event_phrase(i, words)?;
            (!dated || self.beside_a_period_word(i, n)).then_some((Yearly::Event(*ix), n))
        })
    }

    /// Whether the name at `i..n` stands where only a period does: after "this / last / next /
    /// every / early / late / mid", after "in / during / over / through / for / since / until /
    /// by the", before a year, or set against another season ("spring vs fall"); and not before
    /// "in / of / off / from / by / to" ("the fall in units sold", "a fall of 10%").
    fn beside_a_period_word(&self, i: usize, n: usize) -> bool {
        if matches!(
            self.word(n),
            Some("in" | "of" | "off" | "from" | "by" | "to" | "below" | "under")
        ) && self.year_num(n + 1).is_none()
        {
            return false;
        }
        let before = |k: usize| i.checked_sub(k).and_then(|p| self.word(p));
        let modifier = matches!(
            before(1),
            Some("this" | "last" | "next" | "every" | "each" | "early" | "late" | "mid")
        );
        let the_after_preposition = before(1) == Some("the")
            && matches!(
                before(2),
                Some(
                    "in" | "during"
                        | "over"
                        | "through"
                        | "for"
                        | "since"
                        | "until"
                        | "till"
                        | "by"
                        | "all"
                        | "into"
                )
            );
        // "Revenue on cm", "since cm": a day's or a span's preposition right before it.
        let after_preposition = matches!(
            before(1),
            Some("on" | "since" | "during" | "until" | "till")
        );
        // "spring vs fall", "fall or winter": set against another season, it is one.
        let season = |w: Option<&str>| matches!(w, Some("spring" | "summer" | "winter" | "autumn"));
        let joined = |w: Option<&str>| {
            matches!(
                w,
                Some("vs" | "versus" | "v" | "and" | "or" | "than" | "against")
            )
        };
        let against_a_season = (joined(before(1)) && season(before(2)))
            || (joined(self.word(n)) && season(self.word(n + 1)));
        // "bf vs cm", "cm or black friday": set against an event named outright, it is one.
        let event_ends_at = |end: usize| {
            (1..=4).any(|k| {
                end.checked_sub(k).is_some_and(|start| {
                    self.events
                        .iter()
                        .any(|(w, _, dated)| !dated && self.event_phrase(start, w) == Some(end))
                })
            })
        };
        let event_starts_at = |start: usize| {
            self.events
                .iter()
                .any(|(w, _, dated)| !dated && self.event_phrase(start, w).is_some())
        };
        let against_an_event = (joined(before(1)) && event_ends_at(i - 1))
            || (joined(self.word(n)) && event_starts_at(n + 1));
        modifier
            || the_after_preposition
            || after_preposition
            || against_a_season
            || against_an_event
            || self.year_num(n).is_some()
    }

    /// Like [`Parser::phrase`], for calendar names: a word matches its normalised form or, as
    /// written, ignoring case.
    pub(super) fn event_phrase(&self, i: usize, words: &[String]) -> Option<usize> {
        let mut k = i;
        for (n, w) in words.iter().enumerate() {
            if n > 0 && self.tok(k) == Some(&Tok::Dash) {
                k += 1;
            }
            let raw = self.raw(k);
            let raw = if self.possessive(k) {
                ["'s", "'S", "’s", "’S"]
                    .iter()
                    .find_map(|p| raw.strip_suffix(p))
                    .unwrap_or(raw)
            } else {
                raw
            };
            let lower = raw.to_lowercase();
            // A long name typed with one letter wrong or missing ("haloween", "thanksgivng",
            // "chrismas"): the year beside it alone was read, the whole year answered. Only
            // from eight letters, first letter kept: shorter names are a letter from other
            // words ("easter" and "eastern").
            let typo = w.len() >= 8
                && lower.len() >= 7
                && lower.chars().next() == w.chars().next()
                && lower.chars().all(|c| c.is_alphabetic())
                && strsim::osa_distance(&lower, w) == 1;
            let same = self.is(k, w) || raw.eq_ignore_ascii_case(w) || lower == *w || typo;
            if !same {
                return None;
            }
            k += 1;
        }
        Some(k)
    }
}

/// The month and day of a slashed date without a year: month first ("11/24", "12/5"), as most
/// sellers write it; day first only when the first number cannot be a month ("28/11", as
/// British and Indian sellers write it). A number over 12 has one reading, so this is never a
/// guess; "5/11" stays the 11th of May.
pub(super) fn slashed_month_day(first: u32, second: u32) -> Option<(u32, u32)> {
    let (m, d) = if first > 12 {
        (second, first)
    } else {
        (first, second)
    };
    ((1..=12).contains(&m) && (1..=31).contains(&d)).then_some((m, d))
}
