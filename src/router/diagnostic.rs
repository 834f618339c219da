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

/// Word pairs that ask for an overall check, for trouble, for a verdict or for a standing
/// among the peers (stop 35). Each is a shape no lookup takes: "anything off with the water
/// bottle" and "something up with the sleeping bag" ask whether there is trouble;
/// "<figure> looks bad, what happened" asks for a cause; "how do i measure up" and "stack up"
/// ask for a place among the peers; "how did i do last year" asks for a verdict. None of the
/// labelled Data Presenter training questions, nor any descriptive eval question, holds one
/// (checked when the pairs were added; `tests/descriptive_rules.rs` keeps the training files
/// honest).
const PAIRS: &[[&str; 2]] = &[
    ["health", "check"],
    ["red", "flag"],
    ["red", "flags"],
    ["anything", "off"],
    ["something", "off"],
    ["anything", "up"],
    ["something", "up"],
    ["anything", "odd"],
    ["something", "odd"],
    ["what", "happened"],
    ["looks", "bad"],
    ["look", "bad"],
    ["looks", "off"],
    ["looks", "weak"],
    ["look", "weak"],
    ["looks", "wrong"],
    ["measure", "up"],
    ["stack", "up"],
];

/// What may follow "how's X doing / going" in a verdict: a period, a comparison, a filler.
/// Not "since": "hows the headphones going since it came out - sessions and conversion" asks a
/// product's figures since its launch.
const AFTER_VERDICT: &[&str] = &[
    "this",
    "so",
    "lately",
    "recently",
    "right",
    "now",
    "today",
    "at",
    "in",
    "over",
    "these",
    "overall",
    "compared",
    "vs",
    "versus",
    "against",
    "last",
    "after",
    "before",
    "then",
    "generally",
    "really",
    "honestly",
    "mate",
    "pls",
    "please",
];

/// Verbs of causing that, right after "what", ask what moved a figure: "what pushed sessions
/// up in august", "what moved my sales in september", "what dragged revenue down" (stop 36:
/// each was answered with the month's figure by the Data Presenter). A lookup names its
/// subject after "what" ("what products sold", "what was my revenue"), never a verb of causing.
const WHAT_CAUSED: &[&str] = &[
    "pushed", "moved", "dragged", "lifted", "boosted", "hurt", "killed", "sank", "tanked",
    "dented", "sent", "knocked", "changed",
];

/// Verbs that, after "i need to" / "we need to", ask for a figure rather than what to do:
/// "i need to see my sales for last week" is a lookup; "do i need to top up stock on
/// anything", "anything i need to order more of" ask what to do (stop 38: both were answered
/// with a 30-day figure by the Data Presenter).
const LOOKUP_VERBS: &[&str] = &[
    "see", "know", "view", "check", "get", "find", "look", "pull", "show", "compare", "export",
    "download", "report", "send", "have", "put", "file", "submit", "enter", "track",
];

/// Yes/no openers: a question that starts with one asks for a verdict ("were my shipments
/// late", "did i ship late"), where a lookup asks "how many" or "what was".
const YES_NO: &[&str] = &[
    "was", "were", "did", "do", "does", "is", "are", "am", "have", "has",
];

/// Words of lateness: with a yes/no opener, an account-health check ("were my shipments late
/// in april", "did i ship late last month") whose answer is the late shipment rate against its
/// policy threshold, not the figure alone. Every labelled lookup of lateness opens otherwise
/// ("what's my late shipment rate", "in which weeks was ...", "how many orders shipped late").
const LATE: &[&str] = &["late", "delayed"];

/// Whether the question asks for a cause, for trouble or for a health check.
pub fn asks_diagnosis(question: &str) -> bool {
    let words: Vec<String> = tokens(question).into_iter().map(|t| t.word).collect();
    // Lateness asked yes/no, the rate named or not ("is my late shipment rate ok" too): the
    // head's choice is overruled; the hand-off may still give a named rate to the Data
    // Presenter ([`late_verdict`]).
    let late_asked = words.first().is_some_and(|w| YES_NO.contains(&w.as_str()))
        && words.iter().any(|w| LATE.contains(&w.as_str()));
    late_asked
        || words
            .iter()
            .any(|w| CUES.contains(&w.as_str()) || w == "healthcheck")
        || asks_trouble_or_verdict(&words)
}

/// "how the shop is performing", "sum up how my business is performing": a verdict asked on
/// the whole, the verb ending the question or a period after it (stop 38: asked back "which
/// figure?"). "how is the skillet performing on conversion" names a figure after it.
fn how_performing(words: &[String]) -> bool {
    words.iter().enumerate().any(|(i, w)| {
        matches!(w.as_str(), "performing" | "faring")
            && words[..i].iter().any(|x| x == "how")
            && words
                .get(i + 1)
                .is_none_or(|next| AFTER_VERDICT.contains(&next.as_str()))
    })
}

/// A yes/no question about lateness ("were my deliveries late in april"): the late shipment
/// rate against its threshold. Part of [`asks_trouble_or_verdict`] since stop 38, so the
/// manager's hand-off keeps it too: "deliveries" also names units inbound, a figure no domain
/// explains, and the question was answered with April's inbound units.
/// Only lateness said of the deliveries themselves ("deliveries late", "did i ship late"):
/// "is my late shipment rate ok" names the rate, a figure to look up, which the hand-off
/// gives to the Data Presenter.
fn late_verdict(words: &[String]) -> bool {
    words.first().is_some_and(|w| YES_NO.contains(&w.as_str()))
        && words.iter().enumerate().any(|(i, w)| {
            LATE.contains(&w.as_str())
                && !words.get(i + 1).is_some_and(|n| {
                    matches!(
                        n.as_str(),
                        "shipment" | "shipments" | "shipping" | "delivery" | "deliveries" | "rate"
                    )
                })
        })
}

/// Advice asked of the assistant in a shape no lookup takes: what it "would" do ("what would
/// you change first in my shop", "the first thing you'd fix") and what the seller needs to do
/// ("do i need to top up stock on anything", "anything i need to order more of"). Stop 38:
/// each went to the Data Presenter (the head reads a measure word) and was answered with a
/// figure. "would you show me ..." is a polite lookup: the opinion shape needs a question word
/// before it; "i need to see my sales" needs a figure ([`LOOKUP_VERBS`]).
fn asks_advice(words: &[String]) -> bool {
    let asked_before = |i: usize| {
        words[..i]
            .iter()
            .any(|w| matches!(w.as_str(), "what" | "which" | "where" | "thing" | "things"))
    };
    let opinion = words.iter().enumerate().any(|(i, w)| {
        (w == "you'd"
            || w == "youd"
            || (w == "would" && words.get(i + 1).is_some_and(|n| n == "you")))
            && asked_before(i)
    });
    let needed = words.windows(4).any(|w| {
        matches!(w[0].as_str(), "i" | "we")
            && w[1] == "need"
            && w[2] == "to"
            && !LOOKUP_VERBS.contains(&w[3].as_str())
    });
    opinion || needed || running_out(words)
}

/// Stock about to run out, asked ahead ("what's close to selling out", "anything near
/// running out"): a forecast of the stock check's, no figure to look up yet (stop 38: the Data
/// Presenter listed the days each product had been out of stock since 2024).
fn running_out(words: &[String]) -> bool {
    words.windows(4).any(|w| {
        matches!(w[0].as_str(), "close" | "near" | "nearly" | "about")
            && w[1] == "to"
            && matches!(w[2].as_str(), "selling" | "running" | "sell" | "run")
            && w[3] == "out"
    })
}

/// Words of a figure moving one way, after "what made": "what made august weaker than july",
/// "what made my sales drop". Without one, "what made the most money" is a lookup.
const MOVED: &[&str] = &[
    "weaker", "stronger", "worse", "better", "slower", "lower", "higher", "drop", "fall", "dip",
    "rise", "jump", "grow", "shrink", "decline", "increase", "decrease", "soft", "flat",
];

/// "what made X weaker/drop/...": a cause asked for.
fn what_made(words: &[String]) -> bool {
    words
        .windows(2)
        .position(|w| w[0] == "what" && w[1] == "made")
        .is_some_and(|i| words[i + 2..].iter().any(|w| MOVED.contains(&w.as_str())))
}

/// Whether the words hold a shape that asks for trouble, a verdict or a standing (the word
/// pairs of [`PAIRS`], "how did i/we do"): never a lookup's shape, so the manager's hand-off
/// keeps such a question with the Insight Generator even when the measure it names is one no
/// routed domain explains ("whats up with the pan set lately, conversion looks bad").
pub fn asks_trouble_or_verdict(words: &[String]) -> bool {
    // "how did i do", "how did we do", "how'd i do": a verdict on a period.
    let how_did = words.windows(4).any(|w| {
        w[0] == "how" && w[1] == "did" && matches!(w[2].as_str(), "i" | "we") && w[3] == "do"
    });
    // "how's the shop going", "how is business doing", "hows it all going this month": a
    // verdict asked on the business (stop 36: the head sent "how's the shop going this month"
    // to the Data Presenter, which asked "which figure?").
    let how_going = matches!(words.first().map(String::as_str), Some("how's" | "hows"))
        || words.len() > 1 && words[0] == "how" && matches!(words[1].as_str(), "is" | "are");
    // The verdict is on the whole: "doing" or "going" ends the question or a period follows
    // it. A figure after it ("hows the braiser doing for page views since it launched", "hows
    // the new desk lamp doing - units and sessions since it went live") asks for that figure,
    // a lookup.
    let how_going = how_going
        && words.iter().enumerate().any(|(i, w)| {
            matches!(w.as_str(), "going" | "doing")
                && words
                    .get(i + 1)
                    .is_none_or(|next| AFTER_VERDICT.contains(&next.as_str()))
        });
    let what_caused = words
        .windows(2)
        .any(|w| w[0] == "what" && WHAT_CAUSED.contains(&w[1].as_str()));
    how_did
        || how_going
        || how_performing(words)
        || what_caused
        || what_made(words)
        || late_verdict(words)
        || asks_advice(words)
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
            // Stop 35: trouble, a verdict, a standing, lateness as a yes/no.
            "is anything off with the insulated water bottle",
            "something up with my blender?",
            "my conversion looks bad this month, what happened",
            "how do i measure up against other toy sellers",
            "how did i do last year",
            "were my shipments late in april 2024",
            "did i ship late last month",
            // Stop 36: a verb of causing after "what", a verdict on how things go.
            "what pushed sessions up in august 2025",
            "what moved my sales in september 2025",
            "how's the shop going this month",
            "how is business doing",
            // Stop 38: advice asked of the assistant, what the seller needs to do, what
            // changed.
            "what would you change first in my shop",
            "what's the first thing you'd fix in my business",
            "do i need to top up stock on anything",
            "anything i need to order more of",
            "what changed in my sales in july 2025",
            "what made august 2025 weaker than july",
            "what's close to selling out",
            "sum up how the shop is performing",
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
            "what's my late shipment rate?",
            "in which weeks was my late shipment rate above 4%?",
            "how many orders shipped late in december?",
            "how many units did i sell last year",
            "what products sold best last month",
            "how's my stock of the skillet",
            "how many are going out this week",
            "hows the braiser doing for page views since it launched",
            "hows the new desk lamp doing - units and sessions since it went live",
            "hows the black headphones going since it came out - sessions and conversion",
            "i need to see my sales for last week",
            "would you show me my revenue for october",
            "what made the most money last month",
            "how is the skillet performing on conversion",
        ] {
            assert!(!asks_diagnosis(q), "{q}");
        }
    }
}
