//! A question made only of periods ("h1 vs h2 2024", "memorial day weekend 2025", "yesterday
//! vs the same day last week", "ytd", "mtd?"): a seller asking for their figures over those
//! days, in the shorthand of a report.
//!
//! Why: with its periods masked such a question has no word left for the gate to weigh, and
//! the score alone refused it as "not about your business". Nothing in it is foreign, and the
//! planner asks which figure is meant (revenue, units sold, ...) rather than guess one. A
//! question with any other content word ("what day is it today", "how was your weekend", "what
//! happened on 9/11") is left to the other rules.
//!
//! **Takes** the question's tokens with its time expressions masked, and whether it had any.
//! **Gives** whether nothing but periods and the words that set them side by side is left.

use crate::planner::text::Token;

/// Words that set periods side by side or ask how they went, and no more.
const JOINERS: &[&str] = &[
    "vs",
    "v",
    "versus",
    "against",
    "compared",
    "compare",
    "comparison",
    "with",
    "to",
    "and",
    "or",
    "than",
    "how",
    "did",
    "do",
    "does",
    "go",
    "went",
    "going",
    "look",
    "looking",
    "what",
    "whats",
    "what's",
    "about",
    "the",
    "same",
    "this",
    "that",
    "so",
    "far",
    "numbers",
    "figures",
    "stats",
    "pls",
    "please",
    "plz",
    "us",
    "we",
    "my",
    "our",
    "me",
    "show",
    "give",
    // What is left of periods the resolver read in part ("the sunday before", "against the
    // previous 60", "1st half"): order words, period nouns and their numbers.
    "before",
    "previous",
    "prior",
    "preceding",
    "earlier",
    "half",
    "1st",
    "2nd",
    "first",
    "second",
    "last",
    "day",
    "days",
    "week",
    "weeks",
    "month",
    "months",
    "year",
    "years",
    "year's",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "weekend",
    "of",
];

/// Whether `toks` (masked) hold nothing but the joiners above, and the question named a period.
pub fn periods_only(toks: &[Token], had_periods: bool) -> bool {
    had_periods
        && toks.iter().all(|t| {
            JOINERS.contains(&t.word.as_str())
                || JOINERS.contains(&t.stem.as_str())
                || t.word.chars().all(|c| c.is_ascii_digit())
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::{mask, tokens};

    /// `q` with the byte ranges of `periods` masked, as the gate sees it.
    fn only(q: &str, periods: &[&str]) -> bool {
        let spans: Vec<(usize, usize)> = periods
            .iter()
            .map(|p| {
                let at = q.find(p).unwrap();
                (at, at + p.len())
            })
            .collect();
        periods_only(&tokens(&mask(q, &spans)), !spans.is_empty())
    }

    #[test]
    fn a_question_of_periods_alone_is_a_sellers_report() {
        assert!(only("h1 vs h2 2024", &["h1", "h2 2024"]));
        assert!(only(
            "memorial day weekend 2025",
            &["memorial day weekend 2025"]
        ));
        assert!(only("how did labor day weekend go", &["labor day weekend"]));
        assert!(only("ytd", &["ytd"]));
        // Anything else in it is for the other rules.
        assert!(!only("what day is it today", &["today"]));
        assert!(!only("how was your weekend last week", &["last week"]));
        assert!(!only("what happened on 9/11", &["9/11"]));
        assert!(!only("vs", &[]));
        // What the resolver leaves of a period it read in part.
        assert!(only("last friday vs the friday before", &["last friday"]));
        assert!(only(
            "last 90 days against the previous 90",
            &["last 90 days"]
        ));
        assert!(!only("last friday vs the day i was born", &["last friday"]));
        assert!(!only("48 vs 47", &[]));
    }
}
