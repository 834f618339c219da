//! Reports and check-ins on the seller's business: "write me a quick summary for my business
//! partner", "key numbers for a board slide", "weekly recap pls", "the big picture this year",
//! "any wins this week", "end of quarter wrap up".
//!
//! Why: such a question names no measure and no product, and its words ("summary", "recap",
//! "slide", "partner") are everyday ones, so the gate refused it as not about the business; yet
//! it asks the seller's analyst for an account of the business, which the Insight Generator's
//! health check gives. What tells it from "a summary of this article", "a status report for my
//! project at work" or "the big picture of the french revolution" is only what the report is
//! OF: nothing else (the business is the analyst's only subject), the business, store or
//! shop, the seller's brand, or a period. Who the report is for (a partner, the board, an
//! investor) and its form (a slide, a paragraph, an email) do not make it about anything else,
//! when they follow "for", "to" or "with" ("for my business partner", "for a board slide").
//!
//! **Takes** the question's tokens (time expressions masked), which of them name the seller's
//! brand or own things, and whether a period was named. **Gives** the report's wording when the
//! whole question asks for a report of the business.

use crate::planner::text::{is_stopword, Token};

/// Words asking for an account of everything: enough on their own ("give me a recap").
const REPORT: &[&str] = &[
    "summary",
    "summarise",
    "summarize",
    "recap",
    "report",
    "wrap",
    "wrapup",
    "roundup",
    "highlights",
    "lowlights",
    "overview",
    "snapshot",
    "scorecard",
    "digest",
    "briefing",
    "rundown",
    "kpis",
    "kpi",
    // A page of the key figures at a glance ("a dashboard of the key numbers").
    "dashboard",
];

/// Words asking for news or figures in general: a report only with a period, the business, the
/// seller's brand or an audience of the business ("any wins this week", "numbers for my
/// partner"); alone they are anybody's ("any good news", "the numbers").
const NEWS: &[&str] = &[
    "update",
    "updates",
    "numbers",
    "figures",
    "stats",
    "wins",
    "losses",
    "picture",
    // The forms an account is passed on in: "a one page recap", "a few bullet points on last
    // month", "a progress note", "the short version", "a few lines on the month".
    "note",
    "notes",
    "page",
    "bullet",
    "points",
    "version",
    "lines",
    "letter",
    "newsletter",
    "check",
    "progress",
];

/// The forms an account is sent in ("a short status email", "a quick message on the week"):
/// news only when no determiner points at one that exists ("summarize this email", "reply to
/// the message" are about that email).
const FORMS: &[&str] = &["email", "emails", "message", "messages", "memo"];

/// Words before a form that make it an existing one, the thing asked about.
const POINTING: &[&str] = &[
    "this", "that", "these", "those", "the", "an", "his", "her", "their", "your", "its",
];

/// Who a report is for and what form it takes, after "for", "to" or "with".
const AUDIENCE: &[&str] = &[
    "partner",
    "partners",
    "cofounder",
    "co",
    "founder",
    "founders",
    "investor",
    "investors",
    "board",
    "boss",
    "team",
    "accountant",
    "bank",
    "manager",
    "staff",
    "shareholders",
    "slide",
    "slides",
    "deck",
    "email",
    "memo",
    "call",
    "meeting",
    "paragraph",
    "update",
];

/// The business as a whole.
const BUSINESS: &[&str] = &["business", "store", "shop", "account", "brand", "company"];

/// The business itself named as the subject ("how the business is doing", "how the shop is
/// growing", "my store"): the people around a seller who ask after it are the business's
/// people (`DomainGate::judge`). "account" is left out: "my account" is a bank's as often.
pub(super) fn names_the_business(toks: &[Token]) -> bool {
    toks.windows(2).any(|w| {
        matches!(w[0].word.as_str(), "the" | "my" | "our" | "this")
            && matches!(
                w[1].word.as_str(),
                "business" | "store" | "shop" | "company" | "brand"
            )
    })
}

/// Words of no content around a request for a report, and its adjectives.
const FILLER: &[&str] = &[
    "a",
    "an",
    "the",
    "me",
    "my",
    "our",
    "us",
    "i",
    "we",
    "you",
    "can",
    "could",
    "would",
    "pls",
    "please",
    "plz",
    "give",
    "write",
    "draft",
    "send",
    "need",
    "want",
    "get",
    "put",
    "pull",
    "together",
    "prep",
    "quick",
    "short",
    "brief",
    "one",
    "key",
    "main",
    "big",
    "good",
    "bad",
    "and",
    "or",
    "of",
    "on",
    "for",
    "to",
    "with",
    "in",
    "any",
    "some",
    "tell",
    "what",
    "what's",
    "whats",
    "are",
    "is",
    "was",
    "the",
    "this",
    "that",
    "so",
    "far",
    "how",
    "did",
    "do",
    "up",
    "status",
    "end",
    "start",
    "weekly",
    "wkly",
    "monthly",
    "quarterly",
    "yearly",
    "annual",
    "daily",
    "week",
    "month",
    "quarter",
    "year",
    "overall",
    "whole",
    "full",
    "latest",
    "just",
    "all",
    // Verbs of passing an account on, and of the one who asks for it ("sum up", "flag to",
    // "read out", "what do i tell him", "my co-owner will ask about").
    "prepare",
    "sum",
    "share",
    "flag",
    "read",
    "out",
    "few",
    "couple",
    "anything",
    "should",
    "ask",
    "will",
    "asked",
    "asks",
    "wants",
    "wanted",
    "went",
    "go",
    "i'd",
    "i'll",
    // "the headline numbers for my bank": a report's adjective, as "key" and "main" are.
    "headline",
    "plain",
    "simple",
    "english",
    "terms",
    "version",
];

/// The people told about a business who answer for it with the seller: told anything, it is
/// the business's account. Not "partner", "boss", "manager", "team" or "bank": each has another
/// life ("what should i tell my partner", "what do i tell my boss"), where the business must be
/// named ("what should i tell my wife about how the shop did").
const TOLD_OF_BUSINESS: &[&str] = &[
    "investor",
    "investors",
    "shareholder",
    "shareholders",
    "cofounder",
    "cofounders",
    "bookkeeper",
    "accountant",
];

/// "What (do|should|can) i tell <someone>" opening the question: the token of "tell" and of
/// the one told (a person, after "my", "our", "the" or none).
fn told_at(toks: &[Token]) -> Option<(usize, usize)> {
    let word = |i: usize| toks.get(i).map_or("", |t| t.word.as_str());
    if !matches!(word(0), "what" | "whats" | "what's") {
        return None;
    }
    let tell = (1..toks.len().min(5)).find(|&i| word(i) == "tell")?;
    if !(1..tell).all(|i| {
        matches!(
            word(i),
            "do" | "should" | "can" | "shall" | "i" | "to" | "we"
        )
    }) {
        return None;
    }
    let person = if matches!(word(tell + 1), "my" | "our" | "the") {
        tell + 2
    } else {
        tell + 1
    };
    super::foreign::person_word(word(person)).then_some((tell, person))
}

/// The report's wording when the whole question asks for an account of the business.
pub(super) fn report_request(
    toks: &[Token],
    own: &dyn Fn(&Token) -> bool,
    period: bool,
    recipient: bool,
) -> Option<String> {
    let word = |i: usize| toks[i].word.as_str();
    let report: Vec<usize> = (0..toks.len())
        .filter(|&i| REPORT.contains(&word(i)))
        .collect();
    let form = |i: usize| FORMS.contains(&word(i)) && (i == 0 || !POINTING.contains(&word(i - 1)));
    let news: Vec<usize> = (0..toks.len())
        .filter(|&i| NEWS.contains(&word(i)) || form(i))
        .collect();
    // "big picture", "good news", "bad news": an account of everything.
    let whole = (1..toks.len()).any(|i| {
        matches!(
            (word(i - 1), word(i)),
            ("big", "picture") | ("good", "news") | ("bad", "news") | ("key", "numbers")
        )
    });
    // "What do i tell my investor", "what should i tell my wife about how the shop did":
    // what to say to someone is an account to pass on, as "news" is, and it is the business's
    // only when the one told answers for it or the business is named (below); the one told
    // stands right after "tell" ("my wife", "the team") and is no topic of the question.
    let told = told_at(toks);
    if report.is_empty() && news.is_empty() && !whole && told.is_none() {
        return None;
    }
    // An audience or a form counts after "for", "to" or "with", a word or two between.
    let audience = |i: usize| {
        AUDIENCE.contains(&word(i))
            && (1..=3).any(|k| i >= k && matches!(word(i - k), "for" | "to" | "with"))
    };
    // Who the account is for was set aside before (`audience.rs`); it says the account is
    // the business's, as an audience here does. So do the people around the seller who will
    // ask for it ("the numbers my co-owner will ask about", "what do i tell him").
    let mut of_business = recipient;
    // Only the asker's own ("my co-owner", "our business partner"): "a one page investor
    // update" names a kind of document.
    let person = |i: usize| {
        super::audience::OF_BUSINESS.contains(&word(i))
            && (1..=2).any(|k| i >= k && matches!(word(i - k), "my" | "our"))
    };
    // "how to write a one page update", "how do i write a recap": a method, not an account.
    if matches!(
        (word(0), toks.get(1).map(|t| t.word.as_str())),
        ("how", Some("to" | "do" | "should" | "can" | "would"))
    ) {
        return None;
    }
    let told_person = told.map_or(0..0, |(tell, person)| tell + 1..person + 1);
    if let Some((_, person)) = told {
        of_business |= TOLD_OF_BUSINESS.contains(&word(person));
    }
    for (i, t) in toks.iter().enumerate() {
        let w = t.word.as_str();
        if told_person.contains(&i) {
            // The one told, already read.
        } else if BUSINESS.contains(&w)
            || BUSINESS.contains(&t.stem.as_str())
            || own(t)
            || person(i)
        {
            of_business = true;
        } else if matches!(w, "he" | "him" | "she" | "her" | "they" | "them") {
            // The one asking for the account, already named.
        } else if audience(i) {
            of_business |= !matches!(w, "slide" | "slides" | "paragraph" | "email" | "memo");
        } else if w == "news" && i > 0 && matches!(word(i - 1), "good" | "bad") {
            // "the good news and bad news" of the business; "the news" is the world's.
        } else if !(REPORT.contains(&w)
            || NEWS.contains(&w)
            || form(i)
            || FILLER.contains(&w)
            || (is_stopword(&t.stem) && !matches!(w, "you" | "your")))
        {
            return None;
        }
    }
    // Figures over a period alone ("numbers for october") ask which figure: the Data
    // Presenter's (`periods.rs`), not a report.
    let period = period
        && news
            .iter()
            .any(|&i| !matches!(word(i), "numbers" | "figures" | "stats"));
    if report.is_empty() && !(whole || period || of_business) {
        return None;
    }
    let at = report.first().or(news.first()).copied();
    let at = at.or(told.map(|(tell, _)| tell));
    Some(at.map_or("news", word).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    fn report(q: &str, period: bool) -> Option<String> {
        let brand = |t: &Token| t.word == "acme";
        report_request(&tokens(q), &brand, period, false)
    }

    /// As `report`, with a recipient set aside (`audience.rs`).
    fn report_for(q: &str, period: bool) -> Option<String> {
        let brand = |t: &Token| t.word == "acme";
        report_request(&tokens(q), &brand, period, true)
    }

    #[test]
    fn a_report_passed_on_to_someone_is_of_the_business() {
        // Made-up wordings; the recipient is masked before (`audience.rs`).
        assert!(report_for("put together a one page recap of the quarter so far", true).is_some());
        assert!(report_for("draft a few bullet points on the month", true).is_some());
        assert!(report_for("write me a short wrap up i can send", true).is_some());
        assert!(report("the numbers my cofounder will ask about", false).is_some());
        assert!(report_for("how did it go, short version", true).is_some());
        // What a report is of stays the question, whoever it is for.
        assert!(report_for("write a progress note about the school project", false).is_none());
        assert!(report_for("summary of this article", false).is_none());
        assert!(report("what numbers should you tell a doctor", false).is_none());
        assert!(report("bullet points on the french revolution", false).is_none());
        assert!(report("how to write a one page investor update", false).is_none());
        assert!(report("how do i write a recap", false).is_none());
        // A form an account is sent in, its recipient masked; an email that exists is the
        // thing asked about.
        assert!(report_for("short status email", false).is_some());
        assert!(report_for("a quick message on the month", true).is_some());
        assert!(report_for("summarize this email", false).is_none());
        assert!(report_for("reply to the message", false).is_none());
        assert!(report("short status email", false).is_none());
    }

    #[test]
    fn a_report_of_the_business_is_found() {
        // Made-up wordings of the rule.
        assert!(report("draft a short summary for my investors", false).is_some());
        assert!(report("monthly recap please", false).is_some());
        assert!(report("snapshot for the team meeting", false).is_some());
        assert!(report("numbers for my accountant", false).is_some());
        assert!(report("acme update", false).is_some());
        assert!(report("what's the big picture", false).is_some());
        assert!(report("any wins", true).is_some());
        assert!(report("numbers for the board", false).is_some());
        assert!(report("quick overview of the shop", false).is_some());
        assert!(report("give me the good news", false).is_some());
    }

    #[test]
    fn what_to_tell_someone_of_the_business_is_a_report() {
        // Made-up wordings: the one told answers for the business, or the business is named.
        assert!(report("what should i tell my shareholders", false).is_some());
        assert!(report("what do i tell our cofounder", false).is_some());
        assert!(report(
            "what should i tell my husband about how the business went",
            true
        )
        .is_some());
        assert!(report("what can i tell the accountant this quarter", true).is_some());
        // The same words of another life.
        assert!(report("what should i tell my partner", false).is_none());
        assert!(report("what do i tell my boss about the deadline", false).is_none());
        assert!(report("what should i tell my doctor about my sleep", false).is_none());
        assert!(report("what should i tell my husband about the kids", false).is_none());
        assert!(report("what do i tell my landlord", false).is_none());
        assert!(report("tell me a joke", false).is_none());
    }

    #[test]
    fn a_report_of_anything_else_is_not() {
        assert!(report("summary of this article", false).is_none());
        assert!(report("status report for my project at work", false).is_none());
        assert!(report("big picture of the french revolution", false).is_none());
        assert!(report("write a report on climate change", false).is_none());
        assert!(report("summarize this email", false).is_none());
        assert!(report("summarise the news for me", false).is_none());
        assert!(report("weather update", false).is_none());
        assert!(report("lottery numbers", false).is_none());
        // News or figures alone are anybody's.
        assert!(report("any news", false).is_none());
        assert!(report("the latest updates", false).is_none());
        // Figures over a period: which figure is asked back (`periods.rs`).
        assert!(report("numbers for pls", true).is_none());
        // An audience not after "for", "to" or "with" is the thing reported on.
        assert!(report("summary of the board meeting", false).is_none());
    }
}
