//! Who the answer is for: "... for my partner", "... i can send to my bookkeeper", "... for the
//! supplier meeting", "... for my sister who does the books"; and how it is to be worded: "...
//! in plain english", "... in simple terms", "... in a nutshell".
//!
//! Why: a seller often says who they will pass the figures on to, and those words (wife,
//! uncle, bookkeeper, loan officer, standup) are found nowhere in the domain's vocabulary, so
//! the gate counted them as foreign and refused "prepare a holiday season progress note for my
//! partner" as a question of another life. Who receives an answer does not change what it is
//! about; what it is OF does ("a progress note for my boss about the school project" is about
//! the project). So the recipient phrase is set aside, as the time expressions are, and the
//! rest of the question is judged as if it had not been said. The manner of the wording is set
//! aside for the same reason: "english" and "nutshell" say how the answer is put, never what it
//! is about ("what happened in november, in plain english" is the seller's november; "explain
//! photosynthesis in simple terms" keeps its photosynthesis).
//!
//! The phrase is narrow: "for", "to" or "with", a determiner or none, and a head that is a
//! person around a business (a relation or a role: `foreign::person_word`, [`ROLES`]) or an
//! occasion at which figures are passed on ([`OCCASIONS`]: a meeting, a call, a letter), with
//! at most one other word before the head ("the supplier meeting", "the loan officer") beside
//! any number of people ("my business partner", "my investor update"). A relative clause
//! after a person ("who does the books") says more of that person and goes with it, to the
//! end of its clause. "with my mentor" is set aside; "with my kids' homework" is not, as
//! homework is neither.
//!
//! **Takes** the question's tokens (time expressions masked) and its text. **Gives** the byte
//! spans of the recipient and manner phrases.
//!
//! The recipient reader lives in `planner::recipient`, below the stages: the planner sets the
//! same phrase aside before it resolves product names, and may not import the gate.

use crate::planner::recipient::Recipient;
pub(super) use crate::planner::recipient::OF_BUSINESS;
use crate::planner::text::Token;

/// Words between "in" and the head of a manner phrase ("in plain english", "in a few words").
const MANNER_WORDS: &[&str] = &[
    "a",
    "an",
    "one",
    "two",
    "few",
    "plain",
    "simple",
    "simpler",
    "layman's",
    "laymans",
    "everyday",
    "normal",
    "human",
    "basic",
    "short",
    "non-technical",
    "nontechnical",
];

/// Heads of a manner phrase: a language or a length of wording.
const MANNER_HEADS: &[&str] = &[
    "english",
    "terms",
    "words",
    "language",
    "nutshell",
    "sentence",
    "sentences",
    "line",
    "lines",
];

/// The recipient phrases (`planner::recipient`) and the manner phrases: "in" and at most two
/// [`MANNER_WORDS`] before a [`MANNER_HEADS`] word. A manner phrase is of no business.
pub(super) fn recipients(text: &str, toks: &[Token]) -> Vec<Recipient> {
    let mut out = crate::planner::recipient::recipients(text, toks);
    for i in 0..toks.len() {
        if toks[i].word != "in" {
            continue;
        }
        let head = (i + 1..toks.len().min(i + 4))
            .take_while(|&k| k == i + 1 || MANNER_WORDS.contains(&toks[k - 1].word.as_str()))
            .find(|&k| MANNER_HEADS.contains(&toks[k].word.as_str()));
        // "in a nutshell" alone; "in english" alone is the language asked for ("reviews in
        // english"), which the planner may read.
        if let Some(h) = head.filter(|&h| h > i + 1) {
            out.push(Recipient {
                span: (toks[i].start, toks[h].end),
                of_business: false,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    /// The text of each phrase set aside.
    fn aside(q: &str) -> Vec<&str> {
        recipients(q, &tokens(q))
            .iter()
            .map(|r| &q[r.span.0..r.span.1])
            .collect()
    }

    #[test]
    fn how_the_answer_is_worded_is_set_aside() {
        // Made-up wordings of the rule.
        assert_eq!(
            aside("how was october in simple terms"),
            ["in simple terms"]
        );
        assert_eq!(
            aside("explain my returns in plain language please"),
            ["in plain language"]
        );
        assert_eq!(aside("the quarter in a nutshell"), ["in a nutshell"]);
        // What is explained stays.
        assert_eq!(
            aside("explain photosynthesis in simple terms"),
            ["in simple terms"]
        );
        // A language alone is no manner: it may be what the figures are filtered by.
        assert!(aside("reviews in english").is_empty());
    }
}
