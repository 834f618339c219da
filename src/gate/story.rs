//! A story of the asker's life told before the ask: "so my sister's minding the shop while
//! i'm away, what's the takings this week", "the shed flooded so i've been offline, anything
//! sell", "been poorly with a chest infection, what's come in since monday", "i've been coaching
//! footy every evening, how are the yoga mats going".
//!
//! Why: sellers say why they ask before they ask, and the story's everyday words (sister,
//! flooded, chest infection, footy) are found nowhere in the domain's vocabulary, so the gate
//! counted them as foreign evidence against the ask and refused the seller's own question (about
//! 23 lines of blind seller sets v20-v23). What the seller asks is in the ask, not in the story:
//! a story about the asker's own life says nothing of whose figures are asked for. So a sentence
//! that is a story clause and then an ask is judged by its ask (`ask.rs`), the story set aside
//! as the recipients and the dates are.
//!
//! The reverse is common in everyday questions, and stays as it was: a story that says whose
//! business the ask is about ("my friend runs a bakery, how does she ...", "i work at a
//! supermarket, why do we throw out so much stock", "i'm a pharmacy technician, how do i manage
//! stock rotation"). So the story must be the asker's own (a first person, a relation of theirs,
//! or an opening with its subject left out: "been poorly", "just back from"), and must not name
//! a workplace, a job, or someone running a business; the ask must then be the seller's on its
//! own, with word evidence of the business, and no third person in it (`ask.rs`).
//!
//! **Takes** the question's tokens as written and its text. **Gives** the byte span of the
//! story clause, if the question opens with one.

use crate::planner::recipient::person_word;
use crate::planner::text::Token;

/// Words by which a clause is about the asker.
const ASKER: &[&str] = &[
    "i", "i'm", "im", "i've", "ive", "i'd", "i'll", "me", "my", "mine", "myself", "we", "we've",
    "we're", "we'd", "our", "us",
];

/// Openings of a clause whose subject, the asker, is left out: "been poorly", "just back from",
/// "had a cracking week", "got back from", "spent the week at".
const ELIDED: &[&str] = &[
    "been", "just", "back", "had", "got", "spent", "finally", "home", "off", "away",
];

/// Words by which a clause says whose business or workplace the ask is about: the asker's job,
/// someone else running a business. A story with one of them is no story of the asker's own
/// life but the setting of the ask ("i work at a supermarket, why do we throw out so much
/// stock", "my friend runs a bakery, how ...").
const SETTING: &[&str] = &[
    "work",
    "works",
    "worked",
    "working",
    "job",
    "jobs",
    "shift",
    "shifts",
    "office",
    "employer",
    "employers",
    "workplace",
    "boss",
    "manager",
    "colleague",
    "colleagues",
    "coworker",
    "coworkers",
    "runs",
    "owns",
    "opened",
    "opening",
    "manages",
    "volunteer",
    "manage",
    "managing",
    "church",
    "club",
    "charity",
    "project",
    "homework",
    "exam",
    "essay",
    "class",
    "course",
    "assignment",
];

/// Businesses a seller on the marketplace is not: named in a story, the story says whose
/// figures the ask is about ("our roastery's afterburner", "my cousin's bakery").
const OTHER_BUSINESS: &[&str] = &[
    "cafe",
    "café",
    "bakery",
    "restaurant",
    "pub",
    "bar",
    "salon",
    "stall",
    "roastery",
    "firm",
    "practice",
    "branch",
    "factory",
    "company",
    "startup",
    "hotel",
    "farm",
    "clinic",
    "gym",
];

/// Words that end a story clause before the ask: "..., what's the takings", "... so what did
/// we take", "... - how did the shop do", "... anyway, how's the shop".
fn boundary_word(w: &str) -> bool {
    matches!(w, "so" | "anyway" | "anyways" | "anyhow")
}

/// The byte span of the story clause the question opens with, if any (see the module's
/// documentation): everything before the last boundary (a comma, a dash, a semicolon, or "so"
/// or "anyway" between two clauses), when it is about the asker and names no setting.
pub(super) fn story(text: &str, toks: &[Token]) -> Option<(usize, usize)> {
    if toks.len() < 4 {
        return None;
    }
    // The token index at which the ask starts: after the last punctuation boundary, or at a
    // boundary word that follows a word of the story.
    let punct = |i: usize| {
        let between = &text[toks[i - 1].end..toks[i].start];
        between.contains(',')
            || between.contains(';')
            || between.contains(" - ")
            || between.contains('–')
            || between.contains('—')
            || between.contains(':')
    };
    // "so" of "so far", "so much" is no boundary.
    let joins = |i: usize| {
        boundary_word(&toks[i].word)
            && toks
                .get(i + 1)
                .is_some_and(|n| !matches!(n.word.as_str(), "far" | "much" | "many" | "long"))
    };
    let ask = (2..toks.len())
        .rev()
        .find(|&i| punct(i))
        .or_else(|| (2..toks.len()).find(|&i| joins(i)))?;
    // The ask keeps two words at least, the story one content word.
    if toks.len() - ask < 2 {
        return None;
    }
    let story = &toks[..ask];
    fn word(t: &Token) -> &str {
        t.word.as_str()
    }
    // An opening "so" or "anyway" is talk, not the story's own.
    let first = story
        .iter()
        .position(|t| !boundary_word(word(t)) && !super::foreign::discourse(word(t)))?;
    let about_asker = story.iter().any(|t| {
        let w = word(t);
        ASKER.contains(&w)
            || person_word(w.trim_end_matches("'s"))
            || w.ends_with("'s") && person_word(&w[..w.len() - 2])
    }) || ELIDED.contains(&word(&story[first]));
    if !about_asker {
        return None;
    }
    // A story of the asker's job or of someone's business is the ask's setting.
    let setting = story.iter().enumerate().any(|(i, t)| {
        SETTING.contains(&word(t))
            // "i'm a pharmacy technician", "i am a nurse": who the asker is.
            || (matches!(word(t), "i'm" | "im")
                && story.get(i + 1).is_some_and(|n| matches!(word(n), "a" | "an")))
            || (word(t) == "am" && story.get(i + 1).is_some_and(|n| matches!(word(n), "a" | "an")))
    });
    // Another business than the seller's: "our school tuck shop", "my sister's bakery". The
    // seller's own is "the shop", "my store", "our business".
    let other_business = story.iter().enumerate().any(|(i, t)| {
        let own = i > 0 && matches!(word(&story[i - 1]), "the" | "my" | "our" | "me");
        match word(t) {
            "shop" | "store" | "business" | "shop's" | "store's" => !own,
            w => OTHER_BUSINESS.contains(&w.trim_end_matches("'s")),
        }
    });
    if setting || other_business {
        return None;
    }
    // The story's span ends where the boundary word begins (that word is talk too).
    let end = if boundary_word(&toks[ask].word) {
        toks[ask].end
    } else {
        toks[ask - 1].end
    };
    Some((story[0].start, end))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    fn told(q: &str) -> Option<&str> {
        story(q, &tokens(q)).map(|(s, e)| &q[s..e])
    }

    #[test]
    fn a_story_of_the_askers_life_before_the_ask() {
        // Made-up wordings of the rule.
        assert_eq!(
            told("my uncle's been staying with us all week, how were orders"),
            Some("my uncle's been staying with us all week")
        );
        assert_eq!(
            told("been down with the flu, what came in yesterday"),
            Some("been down with the flu")
        );
        assert_eq!(
            told("the car broke down so i missed the weekend, anything sell"),
            Some("the car broke down so i missed the weekend")
        );
        assert_eq!(
            told("my nan was in hospital so what did we take on monday"),
            Some("my nan was in hospital so")
        );
    }

    #[test]
    fn a_story_that_says_whose_business_is_no_story() {
        assert_eq!(told("my aunt runs a cafe, what should her margin be"), None);
        assert_eq!(told("i work in a bakery, how many loaves do we sell"), None);
        assert_eq!(told("i'm a nurse, how many shifts a week is normal"), None);
        assert_eq!(told("for my business class, what is revenue"), None);
        // Nothing of the asker's in the clause before.
        assert_eq!(told("the sun is hot today, how are sales"), None);
        // No clause before the ask.
        assert_eq!(told("how were sales last week"), None);
    }
}
