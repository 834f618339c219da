//! Somebody else asking for the seller's own figures, named as the sentence's subject: "my wife
//! wants to know what we made in november", "my tax guy needs q4 numbers so far", "my
//! brother's asking how the shop did this year", "an investor wants growth numbers", "bank
//! manager asked for twelve months of sales".
//!
//! Why: `audience.rs` sets aside who the answer is *for* ("... for my partner"), but a requester
//! as the subject was read as words of the question, and its everyday words (wife, brother's,
//! tax guy) counted as foreign, or "my wife" as a possession that is not the business (about 34
//! lines of blind seller sets v20-v23 refused). Who asks does not change what is asked: the
//! rest of the sentence is judged as if it had not been said (`ask.rs`), and it must be the
//! seller's on its own. "my son wants to know how far away the sun is" keeps its sun; "my kid
//! wants to know how much profit she made on her bake sale" asks of the kid's figures (a third
//! person in the rest: `ask.rs`); "my daughter wants to buy a bike" is no request for figures
//! at all ("wants to" is followed by what the person will do, not "know" or "see").
//!
//! The asker's employer asking ("my boss wants me to present ...") is no request of the
//! seller's business: whose figures those are is `whose.rs`'s, and a boss, a teacher or a
//! manager alone is no requester here.
//!
//! **Takes** the question's tokens as written. **Gives** the byte span of the requester phrase
//! (the person and the verb of asking, with "to know" and the like), if the question opens
//! with one.

use crate::planner::recipient::is_person;
use crate::planner::text::Token;

/// Kin and partner words the recipient reader's people lack: regional and familiar forms
/// ("me da", "the missus", "my hubby", "me mam").
const KIN: &[&str] = &[
    "da",
    "mam",
    "ma",
    "pa",
    "nan",
    "nana",
    "gran",
    "granny",
    "grandad",
    "grandpa",
    "grandma",
    "missus",
    "missis",
    "hubby",
    "wifey",
    "fiance",
    "fiancee",
    "girlfriend",
    "boyfriend",
    "bro",
    "sis",
    "stepdad",
    "stepmum",
    "stepmom",
    "law",
];

/// People who ask the asker to do their job: not a requester of the seller's figures.
const EMPLOYERS: &[&str] = &[
    "boss",
    "bosses",
    "teacher",
    "supervisor",
    "lead",
    "employer",
];

/// Verbs of asking for something, after the requester.
const ASKS: &[&str] = &[
    "wants",
    "wanted",
    "needs",
    "needed",
    "asks",
    "asked",
    "asking",
    "requested",
    "requires",
];

/// What may follow a verb of wanting and still be a request for figures: "to know", "to see".
const TO_KNOW: &[&str] = &["know", "see", "hear", "check", "find", "understand"];

/// Words before the requester's head: determiners and one or two modifiers ("my tax guy", "the
/// bank manager", "my business coach").
const DETERMINERS: &[&str] = &["my", "our", "me", "the", "an", "a", "his", "her"];

/// The byte span of the requester phrase the question opens with, if any (see the module's
/// documentation).
pub(super) fn requester(toks: &[Token]) -> Option<(usize, usize)> {
    let word = |i: usize| toks.get(i).map_or("", |t| t.word.as_str());
    // Talk before the requester ("so", "okay", "hey").
    let start = (0..toks.len()).find(|&i| {
        !matches!(
            word(i),
            "so" | "okay" | "ok" | "hey" | "right" | "well" | "um" | "and" | "oh"
        )
    })?;
    // The requester: a determiner or none, at most two modifiers, a person's head (with "'s"
    // for "is" or "has").
    let head_of = |w: &str| {
        let bare = w.trim_end_matches("'s").trim_end_matches("’s");
        (is_person(bare) || KIN.contains(&bare)) && !EMPLOYERS.contains(&bare)
    };
    let mut i = start;
    if DETERMINERS.contains(&word(i)) {
        i += 1;
    }
    // The last person word of the phrase is its head ("bank manager", "sister in law").
    let head = (i..(i + 4).min(toks.len()))
        .take_while(|&k| !ASKS.contains(&word(k)) && !matches!(word(k), "is" | "was" | "keeps"))
        .filter(|&k| head_of(word(k)))
        .last()?;
    // A manager alone is the asker's; a bank manager, an account manager is the business's.
    if word(head) == "manager" && head == i {
        return None;
    }
    // The modifiers before the head are words, not clauses ("my tax guy", "sister in law").
    if (i..head).any(|k| matches!(word(k), "is" | "was" | "wants" | "needs" | "asked")) {
        return None;
    }
    // The verb of asking: right after the head, after "is", "'s" (in the head), "keeps" or
    // "has been".
    let mut v = head + 1;
    while matches!(
        word(v),
        "is" | "was" | "keeps" | "kept" | "has" | "been" | "just" | "also"
    ) {
        v += 1;
    }
    if !ASKS.contains(&word(v)) {
        return None;
    }
    let mut end = v;
    match word(v + 1) {
        // "wants to know", "needs to see": a request for figures; "wants to buy": not.
        "to" => {
            if !TO_KNOW.contains(&word(v + 2)) {
                return None;
            }
            end = v + 2;
            if word(end) == "find" && word(end + 1) == "out" {
                end += 1;
            }
        }
        // "wants me to present ...": the asker asked to do a task.
        "me" | "us" if word(v + 2) == "to" => return None,
        _ => {}
    }
    // The rest asks something: two words at least.
    if toks.len() < end + 3 {
        return None;
    }
    Some((toks[start].start, toks[end].end))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    fn asked(q: &str) -> Option<&str> {
        requester(&tokens(q)).map(|(s, e)| &q[s..e])
    }

    #[test]
    fn a_requester_as_the_subject_is_set_aside() {
        // Made-up wordings of the rule.
        assert_eq!(
            asked("my uncle wants to know how many orders we had in june"),
            Some("my uncle wants to know")
        );
        assert_eq!(
            asked("the bookkeeper needs sales for march"),
            Some("the bookkeeper needs")
        );
        assert_eq!(
            asked("my mam's asking how the shop did at christmas"),
            Some("my mam's asking")
        );
        assert_eq!(
            asked("our loan officer asked for last year's revenue"),
            Some("our loan officer asked")
        );
        assert_eq!(
            asked("so my girlfriend keeps asking what we sold this week"),
            Some("my girlfriend keeps asking")
        );
    }

    #[test]
    fn no_request_for_figures_is_no_requester() {
        // What the person will do themselves.
        assert_eq!(asked("my daughter wants to buy a bike, which size"), None);
        // The asker asked to do a task by someone they work for.
        assert_eq!(asked("my boss wants the q3 numbers in a deck"), None);
        assert_eq!(
            asked("my cousin wants me to fix his laptop, how long does it take"),
            None
        );
        assert_eq!(asked("my manager asked for a forecast of calls"), None);
        // No person as the subject.
        assert_eq!(asked("the recipe needs two eggs, can i use one"), None);
    }
}
