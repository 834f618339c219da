//! Comparison rules: "vs last year", "MoM", "the same days last month", "compared with
//! Q2", and breakdowns by period ("by week").

use super::words::*;
use super::*;

impl<'a> Parser<'a> {
    pub(super) fn granularity(&self, i: usize) -> Found<Granularity> {
        GRANULARITY
            .iter()
            .filter_map(|(p, g)| self.phrase(i, p).map(|n| (*g, n)))
            .chain(self.each_of_the_last(i))
            .max_by_key(|(_, n)| *n)
    }

    /// "units for each of the last 3 weeks": one figure per unit of the window counted back.
    /// Only "each of" is taken, so that "the last 3 weeks" is still read as the period;
    /// unread, the window's total was answered where each week's figure was asked.
    fn each_of_the_last(&self, i: usize) -> Found<Granularity> {
        let n = self
            .phrase(i, &["each", "of"])
            .or_else(|| self.phrase(i, &["every", "one", "of"]))?;
        let mut k = if self.is(n, "the") { n + 1 } else { n };
        if !matches!(
            self.word(k),
            Some("last" | "past" | "previous" | "prior" | "next")
        ) {
            return None;
        }
        let (_, after) = self.number(k + 1, false)?;
        k = after;
        if matches!(self.word(k), Some("full" | "whole" | "complete" | "entire")) {
            k += 1;
        }
        let (g, _) = self.unit(k)?;
        Some((g, n))
    }

    pub(super) fn comparator(&self, i: usize, weak: bool) -> Option<usize> {
        let mut k = self.any_phrase(i, STRONG_COMPARATORS).or_else(|| {
            if !weak {
                return None;
            }
            let k = self.any_phrase(i, WEAK_COMPARATORS)?;
            let after_change = i.checked_sub(1).is_some_and(|p| match self.tok(p) {
                Some(Tok::Word(w)) => CHANGE_WORDS.contains(&w.as_str()),
                Some(Tok::Amount) => true,
                _ => false,
            });
            (self.is(i, "than") || after_change).then_some(k)
        })?;
        if self.tok(k) == Some(&Tok::Dot) && matches!(self.word(i), Some("vs" | "v")) {
            k += 1;
        }
        // "v" alone is a comparator only as "v." or between two periods; require the dot.
        if self.is(i, "v") && self.tok(i + 1) != Some(&Tok::Dot) {
            return None;
        }
        Some(k)
    }

    /// A comparison rule, with its comparator if any.
    pub(super) fn rule(&self, i: usize) -> Found<Rule> {
        let strong = self.comparator(i, false);
        let any = strong.or_else(|| self.comparator(i, true));
        let mut best: Found<Rule> = None;
        // Rules that stand on their own, with or without a comparator.
        for start in [Some(i), any].into_iter().flatten() {
            if let Some(n) = self.any_phrase(start, YOY_STANDALONE) {
                best = longer(best, Some((Rule::YearOverYear, n)));
            }
            best = longer(best, self.same_unit_a_year_ago(start));
            best = longer(best, self.previous_keyword(start));
        }
        if let Some(k) = any {
            if let Some(n) = self.any_phrase(k, YOY_AFTER_COMPARATOR) {
                best = longer(best, Some((Rule::YearOverYear, n)));
            }
            if let Some(n) = self.any_phrase(k, PERIOD_AFTER_COMPARATOR) {
                best = longer(best, Some((Rule::PreviousPeriod(None), n)));
            }
        }
        best = longer(best, self.and_the_one_before(i));
        if let Some(k) = strong {
            best = longer(best, self.previous_bare(k));
            best = longer(best, self.previous_unit(k));
            best = longer(best, self.same_period_in(k));
            best = longer(best, self.same_span_back(k));
        }
        best
    }

    /// "the same month last year", "the same week a year ago", "same quarter of the previous
    /// year": the primary period's counterpart one year earlier.
    pub(super) fn same_unit_a_year_ago(&self, k: usize) -> Found<Rule> {
        let k = if self.is(k, "the") { k + 1 } else { k };
        let unit = matches!(
            self.word(k + 1),
            Some(
                "day"
                    | "days"
                    | "week"
                    | "weeks"
                    | "weekend"
                    | "month"
                    | "months"
                    | "quarter"
                    | "quarters"
            )
        );
        if !self.is(k, "same") || !unit {
            return None;
        }
        const YEAR_AGO: &[&[&str]] = &[
            &["last", "year"],
            &["a", "year", "ago"],
            &["one", "year", "ago"],
            &["of", "last", "year"],
            &["in", "last", "year"],
            &["the", "year", "before"],
            &["the", "previous", "year"],
            &["the", "prior", "year"],
            &["of", "the", "previous", "year"],
            &["in", "the", "previous", "year"],
            &["of", "the", "prior", "year"],
        ];
        let n = self.any_phrase(k + 2, YEAR_AGO)?;
        Some((Rule::YearOverYear, n))
    }

    /// "black friday week, and the week before that", "sessions last month and the month
    /// before": a second period counted back from the first, joined by "and" where "vs" would
    /// stand. Unread, the second period was dropped and the first answered alone, as if it were
    /// all that was asked. Only where the clause ends after it ("and the week before we ran
    /// ads" is something else), and never where an earlier offset owns the bare "the day
    /// before" (`inherited_base`).
    pub(super) fn and_the_one_before(&self, i: usize) -> Found<Rule> {
        if !self.is(i, "and") || !self.is(i + 1, "the") {
            return None;
        }
        let (rule, n) = self.previous_unit(i + 1)?;
        let n = if matches!(self.word(n), Some("that" | "it" | "this")) {
            n + 1
        } else {
            n
        };
        let ends = match self.tok(n) {
            None => true,
            Some(Tok::Word(w)) => matches!(w.as_str(), "please" | "pls" | "plz" | "too"),
            Some(Tok::Comma) => false,
            Some(_) => true,
        };
        ends.then_some((rule, n))
    }

    /// "the same days last month", "same period the previous week", "the same dates of last
    /// quarter", "yesterday vs the same day last week": the primary's days, one unit back.
    pub(super) fn same_span_back(&self, k: usize) -> Found<Rule> {
        let k = if self.is(k, "the") { k + 1 } else { k };
        if !self.is(k, "same")
            || !matches!(
                self.word(k + 1),
                Some("period" | "time" | "days" | "day" | "dates" | "date" | "span")
            )
        {
            return None;
        }
        let mut n = k + 2;
        if matches!(self.word(n), Some("of" | "in")) {
            n += 1;
        }
        if self.is(n, "the") {
            n += 1;
        }
        if !matches!(self.word(n), Some("last" | "previous" | "prior")) {
            return None;
        }
        let g = match self.word(n + 1)? {
            "week" => Granularity::Week,
            "month" => Granularity::Month,
            "quarter" => Granularity::Quarter,
            _ => return None,
        };
        Some((Rule::SameSpanBack(g), n + 2))
    }

    /// "the same period in 2024", "same time 2024", "the same days of 2024".
    pub(super) fn same_period_in(&self, k: usize) -> Found<Rule> {
        let k = if self.is(k, "the") { k + 1 } else { k };
        if !self.is(k, "same")
            || !matches!(
                self.word(k + 1),
                Some("period" | "time" | "days" | "stretch")
            )
        {
            return None;
        }
        let k = if matches!(self.word(k + 2), Some("in" | "of")) {
            k + 3
        } else {
            k + 2
        };
        let (y, n) = self.year_num(k)?;
        Some((Rule::SamePeriodIn(y), n))
    }

    /// "MoM", "week over week", "q/q".
    /// "traffic this month vs last", "ad spend since november vs before", "this week vs the
    /// one before": after a comparator, the period before the primary with its unit left out.
    /// These were dropped, and the primary answered alone with no note. Only where the clause
    /// ends (or "for", "and" go on): "vs last month" is a period of its own.
    pub(super) fn previous_bare(&self, k: usize) -> Found<Rule> {
        const BARE: &[&[&str]] = &[
            &["last"],
            &["before"],
            &["prior"],
            &["previous"],
            &["earlier"],
            &["the", "one", "before"],
            &["the", "one", "prior"],
            &["the", "previous", "one"],
            &["the", "prior", "one"],
            &["the", "last", "one"],
            &["the", "time", "before"],
        ];
        let n = self.any_phrase(k, BARE)?;
        let ends = match self.tok(n) {
            None => true,
            Some(Tok::Word(w)) => matches!(w.as_str(), "for" | "and" | "please" | "pls" | "plz"),
            Some(_) => true,
        };
        ends.then_some((Rule::LastOne, n))
    }

    pub(super) fn previous_keyword(&self, i: usize) -> Found<Rule> {
        let pp = |g| Rule::PreviousPeriod(Some(g));
        if self.is(i, "wow") {
            // "wow" is also an exclamation: only the mixed-case "WoW" counts.
            return (self.raw(i) == "WoW").then_some((pp(Granularity::Week), i + 1));
        }
        let table: &[(&[&str], Granularity)] = &[
            (&["mom"], Granularity::Month),
            (&["m", "/", "m"], Granularity::Month),
            (&["month", "over", "month"], Granularity::Month),
            (&["month", "on", "month"], Granularity::Month),
            (&["w", "/", "w"], Granularity::Week),
            (&["week", "over", "week"], Granularity::Week),
            (&["week", "on", "week"], Granularity::Week),
            (&["qoq"], Granularity::Quarter),
            (&["q", "/", "q"], Granularity::Quarter),
            (&["quarter", "over", "quarter"], Granularity::Quarter),
            (&["quarter", "on", "quarter"], Granularity::Quarter),
            (&["dod"], Granularity::Day),
            (&["d", "/", "d"], Granularity::Day),
            (&["day", "over", "day"], Granularity::Day),
        ];
        if self.is(i, "mom") && self.possessive(i) {
            return None;
        }
        table
            .iter()
            .filter_map(|(p, g)| self.phrase(i, p).map(|n| (pp(*g), n)))
            .max_by_key(|(_, n)| *n)
    }

    /// After a comparator: "the previous month", "the prior 30 days", "the week before".
    pub(super) fn previous_unit(&self, k: usize) -> Found<Rule> {
        let k0 = if self.is(k, "the") { k + 1 } else { k };
        let rule_for = |g: Granularity| match g {
            Granularity::Year => Rule::YearOverYear,
            g => Rule::PreviousPeriod(Some(g)),
        };
        // "vs last month" names a month: an explicit period, classified later.
        if matches!(self.word(k0), Some("previous" | "prior" | "preceding")) {
            if let Some((g, n)) = self.unit(k0 + 1) {
                return Some((rule_for(g), n));
            }
            if let Some((_, n)) = self.number(k0 + 1, false) {
                if let Some((_, n2)) = self.unit(n) {
                    return Some((Rule::PreviousPeriod(None), n2));
                }
            }
        }
        // "the day before" after an offset from a period counts from that period (see
        // `inherited_base`), not from the primary.
        if self.is(k, "the") && self.inherited_base(k0).is_none() {
            if let Some((g, n)) = self.unit(k0) {
                if self.is(n, "before") {
                    return Some((rule_for(g), n + 1));
                }
            }
        }
        // "the 7 days before", "the 4 weeks prior".
        if let Some((_, n)) = self.number(k0, false) {
            if let Some((_, n2)) = self.unit(n) {
                if matches!(self.word(n2), Some("before" | "prior" | "earlier")) {
                    return Some((Rule::PreviousPeriod(None), n2 + 1));
                }
            }
        }
        None
    }

    /// A comparator followed by a period: "vs March 2024".
    pub(super) fn compare_to(&self, i: usize) -> Found<TimeExpr> {
        if let Some(found) = self.after_split(i) {
            return Some(found);
        }
        let k = self.comparator(i, false).or_else(|| {
            // "down 10% from last month", "higher than in March"; not "over": "grew over the
            // last 3 months" is a period.
            if matches!(self.word(i), Some("from" | "than")) {
                self.comparator(i, true)
            } else {
                None
            }
        })?;
        let k = if self.is(i, "than") && self.is(k, "in") {
            k + 1
        } else {
            k
        };
        self.time(k)
    }
}
