//! The diagnostic cue: a question that asks for a cause, for trouble, or for a health check
//! goes to the Insight Generator, whatever the head says.
//!
//! Why a rule beside the head: the head is a linear classifier over one sentence embedding,
//! and a measure with a month pulls it to the Data Presenter: "what drove the change in
//! revenue in feb 2025" (0.75), "health check for june 2025" (0.96), "was there an issue with
//! cancellations in april 2024" (0.76) were answered with the month's revenue, or asked back
//! "which figure do you mean?". Their words say what is wanted: a cause (why, drove, caused,
//! reason, explain), trouble (an issue, a problem, something wrong), a health check. None of
//! the 705 labelled Data Presenter training questions holds one of these cues, and neither
//! does any descriptive question of the eval sets (checked when the rule was written); the
//! mirror rule, [`super::descriptive`], moves a measure and a period with no diagnostic word
//! the other way.
//!
//! A selling phrase (the gate's lookup of a measure of a thing) still goes to the Data
//! Presenter first, and the manager's hand-off still sends a lookup of a figure no domain
//! explains there (`manager::handoff`): this rule only decides between the two heads.

use crate::planner::text::tokens;

/// Single words that ask for a cause or for trouble.
const CUES: &[&str] = &[
    "why", "whyd", "explain", "reason", "reasons", "drove", "caused", "causing", "driving",
    "issue", "issues", "problem", "problems", "trouble", "wrong",
];

/// Word pairs that ask for an overall check.
const PAIRS: &[[&str; 2]] = &[["health", "check"], ["red", "flag"], ["red", "flags"]];

/// Whether the question asks for a cause, for trouble or for a health check.
pub fn asks_diagnosis(question: &str) -> bool {
    let words: Vec<String> = tokens(question).into_iter().map(|t| t.word).collect();
    words
        .iter()
        .any(|w| CUES.contains(&w.as_str()) || w == "healthcheck")
        || words
            .windows(2)
            .any(|w| PAIRS.iter().any(|p| w[0] == p[0] && w[1] == p[1]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn causes_trouble_and_health_checks_are_diagnostic() {
        for q in [
            "what drove the change in revenue in feb 2025",
            "health check for june 2025",
            "was there an issue with cancellations in april 2024",
            "why r my sales down in nov 2025",
            "whats wrong with the camping tent",
            "any red flags in q3",
        ] {
            assert!(asks_diagnosis(q), "{q}");
        }
    }

    #[test]
    fn lookups_are_not() {
        for q in [
            "revenue in feb 2025",
            "how many units of the skillet did i sell in october",
            "when did the skillet run out of stock",
            "top 5 products by units last month",
            "what is my account health score",
        ] {
            assert!(!asks_diagnosis(q), "{q}");
        }
    }
}
