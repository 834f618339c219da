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

use crate::planner::text::{is_stopword, Token};

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
    // The like period of another year, in other words than "same" ("this week vs the matching
    // week in 2024", "the equivalent month last year").
    "matching",
    "equivalent",
    "corresponding",
    "comparable",
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
    // "the matching week in 2024": the year the resolver read, after the period it places.
    "in",
];

/// Words that place days against a period the resolver read ("the days right after boxing
/// day", "the long weekend in may", "the run up to christmas"): what is left of a period.
const PLACERS: &[&str] = &[
    "after", "right", "just", "shortly", "straight", "around", "during", "leading", "run", "long",
    "whole", "entire", "ever",
];

/// Words that ask how a period went for the asker, with nothing to say of what.
const OUTCOME: &[&str] = &[
    "good",
    "bad",
    "bump",
    "spike",
    "lift",
    "boost",
    "jump",
    "dip",
    "slump",
    "busy",
    "busier",
    "quiet",
    "quieter",
    "better",
    "worse",
    "strong",
    "stronger",
    "weak",
    "weaker",
    "like",
    "went",
    "pick",
    "picked",
    "difference",
];

/// Whether `toks` (masked) ask how a named period went, and nothing else: "easter weekend
/// 2025, any bump at all", "what did the week before christmas look like last year", "were
/// the days right after boxing day any good", "singles day - anything?".
///
/// Why: a retail event or season as the period of a seller's question leaves, once masked,
/// only words asking how it went, which no example sentence holds, so the score refused it.
/// Such a question asks for the seller's figures over those days, and the planner asks which
/// figure. Every word must be a joiner, a word placing days against the period, a word of no
/// content, or a word asking how it went, and one of the last must be there ("how ... go",
/// "any good", "a bump", "look like"): "what day of the week is christmas 2026" asks a date,
/// "how many days until christmas" a count. Addressed to "you" it is small talk ("how was your
/// christmas", "what are you doing for easter"). "anything" alone asks how it went only of a
/// retail event (`event`): "anything on tonight" asks for a listing.
pub(super) fn period_outcome(toks: &[Token], had_periods: bool, event: bool) -> bool {
    fn word(t: &Token) -> &str {
        t.word.as_str()
    }
    let second_person = toks
        .iter()
        .any(|t| matches!(word(t), "you" | "your" | "you're" | "yours" | "y'all"));
    if !had_periods || toks.is_empty() || second_person {
        return false;
    }
    let allowed = |t: &Token| {
        JOINERS.contains(&word(t))
            || JOINERS.contains(&t.stem.as_str())
            || PLACERS.contains(&word(t))
            || OUTCOME.contains(&word(t))
            || is_stopword(&t.stem)
            || (event && word(t) == "anything")
            || t.word.chars().all(|c| c.is_ascii_digit())
    };
    // "how did it go", "how did the weekend do": "how" with a verb of going.
    let how_went = toks.first().is_some_and(|t| word(t) == "how")
        && toks
            .iter()
            .any(|t| matches!(word(t), "go" | "went" | "do" | "did" | "going" | "look"));
    let outcome = how_went
        || toks
            .iter()
            .any(|t| OUTCOME.contains(&word(t)) || (event && word(t) == "anything"));
    outcome && toks.iter().all(allowed)
}

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

    /// The tokens of `q` with the byte ranges of `periods` masked, as the gate sees them, and
    /// whether any period was found.
    fn masked(q: &str, periods: &[&str]) -> (Vec<crate::planner::text::Token>, bool) {
        let spans: Vec<(usize, usize)> = periods
            .iter()
            .map(|p| {
                let at = q.find(p).unwrap();
                (at, at + p.len())
            })
            .collect();
        (tokens(&mask(q, &spans)), !spans.is_empty())
    }

    fn only(q: &str, periods: &[&str]) -> bool {
        let (t, any) = masked(q, periods);
        periods_only(&t, any)
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
        // The like period in other words than "same" (stop 35).
        assert!(only(
            "this month against the equivalent month of 2024",
            &["this month", "2024"]
        ));
        assert!(only(
            "this week vs the matching week in 2024",
            &["this week", "2024"]
        ));
        assert!(!only("this week vs the matching socks", &["this week"]));
    }

    /// As `only`, for `period_outcome`.
    fn outcome(q: &str, periods: &[&str], event: bool) -> bool {
        let (t, any) = masked(q, periods);
        period_outcome(&t, any, event)
    }

    #[test]
    fn how_a_named_period_went_is_a_sellers_question() {
        // Made-up wordings of the rule.
        assert!(outcome(
            "halloween 2024, any spike at all",
            &["halloween 2024"],
            true
        ));
        assert!(outcome(
            "what did the week after thanksgiving look like",
            &["thanksgiving"],
            true
        ));
        assert!(outcome(
            "were the days right after new year any good",
            &["new year"],
            true
        ));
        assert!(outcome(
            "how did the run up to easter go",
            &["easter"],
            true
        ));
        assert!(outcome("prime day - anything?", &["prime day"], true));
        assert!(outcome("how did last week go", &["last week"], false));
    }

    #[test]
    fn a_date_small_talk_or_a_listing_is_not() {
        assert!(!outcome(
            "what day of the week is christmas 2026",
            &["christmas 2026"],
            true
        ));
        assert!(!outcome(
            "how many days until christmas",
            &["christmas"],
            true
        ));
        assert!(!outcome("how was your christmas", &["christmas"], true));
        assert!(!outcome("what are you doing for easter", &["easter"], true));
        assert!(!outcome("easter egg hunt ideas", &["easter"], true));
        assert!(!outcome("anything on tonight", &["tonight"], false));
        assert!(!outcome(
            "how did the election go in 2024",
            &["2024"],
            false
        ));
        assert!(!outcome(
            "is the store open on boxing day",
            &["boxing day"],
            true
        ));
    }
}
