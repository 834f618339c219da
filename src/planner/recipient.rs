//! Who the answer is for: "... for my partner", "... i can send to my bookkeeper", "... for the
//! supplier meeting", "... for my sister who does the books".
//!
//! Why: a seller often says who they will pass the figures on to, and those words (wife,
//! uncle, bookkeeper, loan officer, standup) are found nowhere in the domain's vocabulary, so
//! the gate counted them as foreign and refused "prepare a holiday season progress note for my
//! partner" as a question of another life. Who receives an answer does not change what it is
//! about; what it is OF does ("a progress note for my boss about the school project" is about
//! the project). So the recipient phrase is set aside, as the time expressions are, and the
//! rest of the question is judged as if it had not been said.
//!
//! The phrase is narrow: "for", "to" or "with", a determiner or none, and a head that is a
//! person around a business (a relation or a role: [`person_word`], [`ROLES`]) or an
//! occasion at which figures are passed on ([`OCCASIONS`]: a meeting, a call, a letter), with
//! at most one other word before the head ("the supplier meeting", "the loan officer") beside
//! any number of people ("my business partner", "my investor update"). A relative clause
//! after a person ("who does the books") says more of that person and goes with it, to the
//! end of its clause. "with my mentor" is set aside; "with my kids' homework" is not, as
//! homework is neither.
//!
//! **Takes** the question's tokens (time expressions masked) and its text. **Gives** the byte
//! spans of the recipient phrases.
//!
//! Read by the domain gate (`gate::audience`) and by the planner, which sets the phrase aside
//! before it looks for the products named: "write up november for my business partner" named
//! no product called "partner". It lives here, below both, so the planner reads it without
//! reaching up into the gate.

use super::text::Token;

/// The people around a seller, and the pronouns for them ("my mum helps pack the candles and
/// she asked ...", "my brother wants to know ..."): a question about the seller's products and a
/// measure does not become one of another life because someone else asked it. Read only
/// beside an own product and a word of selling; a possessive ("my wife's order") stays foreign.
pub fn person_word(word: &str) -> bool {
    const PEOPLE: &[&str] = &[
        "mum",
        "mom",
        "mother",
        "dad",
        "father",
        "brother",
        "sister",
        "wife",
        "husband",
        "partner",
        "son",
        "daughter",
        "cousin",
        "uncle",
        "aunt",
        "friend",
        "boss",
        "colleague",
        "cofounder",
        "founder",
        "accountant",
        "investor",
        "assistant",
        "she",
        "he",
        "her",
        "him",
        "they",
    ];
    PEOPLE.contains(&word)
}

/// Roles of the people a seller reports to, beside the relations of [`person_word`].
const ROLES: &[&str] = &[
    "bookkeeper",
    "bookkeepers",
    "accountants",
    "cpa",
    "mentor",
    "owner",
    "owners",
    "officer",
    "lender",
    "supplier",
    "suppliers",
    "shareholder",
    "shareholders",
    "investors",
    "partners",
    "cofounders",
    "founders",
    "team",
    "staff",
    "manager",
    "board",
    "family",
    "lads",
    "folks",
    "parents",
    "bank",
    "coach",
    "advisor",
    "adviser",
    "bookkeeping",
    "treasurer",
    "co",
    // The people a seller rents from or hires for a trade, and a person named by their trade
    // ("the tax guy", "the tax lady", "my tax person": one word before the head); the people who
    // work in the business are under `OF_BUSINESS`.
    "landlord",
    "freelancer",
    "contractor",
    "intern",
    "lawyer",
    "solicitor",
    "agent",
    "broker",
    "guy",
    "lady",
    "person",
    "buyer",
];

/// Occasions and forms in which figures are passed on.
const OCCASIONS: &[&str] = &[
    "meeting",
    "call",
    "standup",
    "update",
    "newsletter",
    "letter",
    "presentation",
    "deck",
    "email",
    "memo",
    "catchup",
    "check-in",
    "spreadsheet",
    // The purposes figures are gathered for ("for my grant application", "for the bank loan
    // application", "for a funding pitch", "for the valuation"): a form someone else reads, like
    // a letter.
    "application",
    "applications",
    "pitch",
    "valuation",
    "appraisal",
    // A renewal a figure is asked for ("numbers for my insurance renewal", "for the lease
    // renewal"): a form someone else reads, like an application.
    "renewal",
    "renewals",
];

/// Verbs of passing figures on, between "to" and the person: "numbers to tell my landlord",
/// "a chart to show my bank", "figures to give the accountant". Without one, "to" names the
/// person directly ("send to my bookkeeper").
const PASS_ON: &[&str] = &[
    "tell", "show", "send", "give", "email", "text", "forward", "brief",
];

/// What a person may be "of" and still be whom the figures go to: "a potential buyer of my
/// business", "the owner of the shop". Anything else after "of" is what the thing is for ("a
/// family of four").
const OF_THE_BUSINESS: &[&str] = &["business", "shop", "store", "company", "brand"];

/// Occasions named after the person they are held with: "for my supplier review", "the team
/// review". Alone, "review" is the seller's reviews ("for my latest review").
const OCCASIONS_OF_A_PERSON: &[&str] = &["review"];

/// Words before the head that say nothing of what is reported on.
const DETERMINERS: &[&str] = &[
    // "for a lender", "to an investor": "a family of four" stays what a thing is for, as a
    // noun follows its head.
    "a",
    "an",
    "my",
    "our",
    "the",
    "his",
    "her",
    "their",
    "this",
    "next",
    "weekly",
    "monthly",
    "daily",
    "quarterly",
    "yearly",
    "annual",
    "business",
];

fn is_head(w: &str) -> bool {
    is_person(w) || OCCASIONS.contains(&w)
}

/// A person around a seller: a relation, a role, or a person of the business.
pub fn is_person(w: &str) -> bool {
    person_word(w) || ROLES.contains(&w) || (OF_BUSINESS.contains(&w) && !OCCASIONS.contains(&w))
}

/// The people and occasions of a business, not of a family or a hobby: an account for them is
/// an account of the business ("a progress note for my partner"; "for my coach" says nothing).
pub const OF_BUSINESS: &[&str] = &[
    "partner",
    "partners",
    "cofounder",
    "cofounders",
    "founder",
    "founders",
    "co",
    "owner",
    "owners",
    "investor",
    "investors",
    "shareholder",
    "shareholders",
    "bookkeeper",
    "bookkeepers",
    "accountant",
    "accountants",
    "cpa",
    "board",
    "team",
    "staff",
    "manager",
    "supplier",
    "suppliers",
    "lender",
    "bank",
    "officer",
    "boss",
    "assistant",
    "standup",
    "hire",
    "employee",
    "employees",
    "va",
    "3pl",
    "courier",
    "warehouse",
    "packer",
    // The trades a seller hires for the shop ("a call with my agency", "a note for my
    // freelance designer"): whom figures on ads or listings are passed to.
    "agency",
    "agencies",
    "designer",
    "photographer",
    "consultant",
    "copywriter",
];

/// What a person's relative clause names when they help run the business.
const HELPS_WITH: &[&str] = &[
    "business",
    "shop",
    "store",
    "books",
    "bookkeeping",
    "accounts",
    "packing",
    "orders",
    "listings",
    "stock",
    "inventory",
];

/// A recipient phrase found in a question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Recipient {
    /// Its byte span.
    pub span: (usize, usize),
    /// Its head is a person or occasion of a business (`OF_BUSINESS`).
    pub of_business: bool,
}

/// What figures are gathered into, named by a purpose clause that opens a question ("for my
/// monthly report - ...", "for the stock review: ...").
const REPORTS: &[&str] = &[
    "report",
    "reports",
    "review",
    "reviews",
    "recap",
    "summary",
    "audit",
    "books",
    "accounts",
    "reconciliation",
    "stocktake",
    "roundup",
    "wrap",
    "wrapup",
    "writeup",
];

/// Polite words after the clause's head ("for the quarterly review pls - ...").
const FILLERS: &[&str] = &["pls", "plz", "please", "thanks", "thx", "cheers", "mate"];

/// "For my monthly report - refund rate last month", "for the stock review: how many products
/// ...": a purpose clause opening the question and set off by a dash, colon or comma, whose
/// head is what the figures go into. It says why the question is asked, as a recipient does;
/// read as words of the question, "monthly report" was asked back as a product the seller
/// lacks, and "stock review" named the stock as a second measure. Only the opening clause:
/// "the rating for my latest review" asks of the reviews. Its end (token index), if any.
fn opening_purpose(text: &str, toks: &[Token]) -> Option<usize> {
    if toks.first()?.word != "for" {
        return None;
    }
    // The clause's end: the first break within its first few words.
    let end = (0..toks.len().min(7)).find(|&k| {
        toks.get(k + 1)
            .is_some_and(|n| !same_clause(text, toks[k].end, n.start))
    })?;
    let head = (1..=end)
        .rev()
        .find(|&k| !FILLERS.contains(&toks[k].word.as_str()))?;
    REPORTS.contains(&toks[head].word.as_str()).then_some(end)
}

/// The recipient phrases in `toks` (tokens of `text`).
pub fn recipients(text: &str, toks: &[Token]) -> Vec<Recipient> {
    let mut out = Vec::new();
    let mut i = 0;
    if let Some(end) = opening_purpose(text, toks) {
        out.push(Recipient {
            span: (toks[0].start, toks[end].end),
            of_business: true,
        });
        i = end + 1;
    }
    while i < toks.len() {
        if !matches!(toks[i].word.as_str(), "for" | "to" | "with") {
            i += 1;
            continue;
        }
        let mut j = i + 1;
        if toks[i].word == "to"
            && toks
                .get(j)
                .is_some_and(|t| PASS_ON.contains(&t.word.as_str()))
        {
            j += 1;
        }
        let passed_on = j > i + 1;
        while j < toks.len() && DETERMINERS.contains(&toks[j].word.as_str()) {
            j += 1;
        }
        let determined = j > i + 1 + usize::from(passed_on);
        // Any number of people, and one other word, before the head.
        let mut other = 0;
        let mut head = None;
        let head_at = |k: usize| {
            is_head(&toks[k].word)
                || (OCCASIONS_OF_A_PERSON.contains(&toks[k].word.as_str())
                    && k > i + 1
                    && is_person(&toks[k - 1].word))
        };
        while j < toks.len() {
            let w = toks[j].word.as_str();
            // A person and one word naming the kind of a purpose ("the bank loan application",
            // "the investor funding pitch"): the purpose is the head, not the person.
            let purpose_after = other == 0
                && toks
                    .get(j + 1)
                    .is_some_and(|n| !super::text::is_stopword(&n.word))
                && toks
                    .get(j + 2)
                    .is_some_and(|n| OCCASIONS.contains(&n.word.as_str()));
            // An aside in brackets starts after the head ("my va (she packs)").
            let bracket = toks.get(j + 1).is_some_and(|n| {
                text.get(toks[j].end..n.start)
                    .is_some_and(|s| s.contains('('))
            });
            let last = j + 1 == toks.len() || bracket || !head_at(j + 1);
            if head_at(j) && last && !(is_person(w) && purpose_after) {
                head = Some(j);
                break;
            }
            if is_person(w) {
                j += 1;
            } else if other == 0 && !super::text::is_stopword(w) {
                other += 1;
                j += 1;
            } else {
                break;
            }
        }
        let Some(h) = head else {
            i += 1;
            continue;
        };
        // "a person of another life, then no more": "for my wife's birthday" is about the
        // birthday.
        let possessive = toks[h].word.ends_with("'s") || toks[h].word.ends_with("’s");
        // "a buyer of my business": the person is the business's.
        let of_the_business = (is_person(&toks[h].word)
            && toks.get(h + 1).is_some_and(|n| n.word == "of"))
        .then(|| {
            (h + 2..toks.len())
                .find(|&k| {
                    let w = toks[k].word.as_str();
                    // "business" is also a determiner ("my business partner").
                    !DETERMINERS.contains(&w) || OF_THE_BUSINESS.contains(&w)
                })
                .filter(|&k| OF_THE_BUSINESS.contains(&toks[k].word.as_str()))
        })
        .flatten();
        // An aside in brackets right after the person says more of them, as a relative clause
        // does: "my landlord (i rent the warehouse)", "my va (packs on fridays)".
        let aside = is_person(&toks[h].word)
            .then(|| text.get(toks[h].end..))
            .flatten()
            .filter(|after| after.trim_start().starts_with('('))
            .and_then(|after| after.find(')'))
            .map(|close| toks[h].end + close + 1);
        // "a family of four" is what something is for, not whom an account goes to.
        let next_is_noun = of_the_business.is_none()
            && aside.is_none()
            && toks.get(h + 1).is_some_and(|n| {
                (!super::text::is_stopword(&n.word) && n.word != "who") || n.word == "of"
            })
            && same_clause(
                text,
                toks[h].end,
                toks.get(h + 1).map_or(text.len(), |n| n.start),
            );
        // "how to call", "a way to email": a verb, not an occasion, with no determiner.
        let verb = !determined && !is_person(&toks[h].word);
        if possessive || next_is_noun || verb {
            i = h + 1;
            continue;
        }
        let mut end = toks[h].end;
        if let Some(k) = of_the_business {
            end = toks[k].end;
        }
        if let Some(close) = aside {
            end = close;
        } else if is_person(&toks[h].word) && toks.get(h + 1).is_some_and(|n| n.word == "who") {
            // The relative clause runs to the end of its clause.
            let mut k = h + 1;
            while k + 1 < toks.len() && same_clause(text, toks[k].end, toks[k + 1].start) {
                k += 1;
            }
            end = toks[k].end;
        }
        // A person who helps with the business is the business's, whoever they are to the
        // seller ("for my brother who helps with the shop", "for my sister who does the books").
        let of_business = of_the_business.is_some()
            || (i + 1..=h).any(|k| OF_BUSINESS.contains(&toks[k].word.as_str()))
            || toks
                .iter()
                .filter(|t| t.start > toks[h].end && t.end <= end)
                .any(|t| HELPS_WITH.contains(&t.word.as_str()));
        out.push(Recipient {
            span: (toks[i].start, end),
            of_business,
        });
        i = h + 1;
    }
    out
}

/// No clause break (a comma, semicolon, colon, dash or full stop) between two byte offsets.
fn same_clause(text: &str, from: usize, to: usize) -> bool {
    text.get(from..to).is_none_or(|s| {
        !s.chars()
            .any(|c| matches!(c, ',' | ';' | ':' | '.' | '-' | '–' | '?'))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::{mask, tokens};

    /// The question with its recipient phrases set aside, as the gate reads it.
    fn rest(q: &str) -> String {
        let spans: Vec<(usize, usize)> = recipients(q, &tokens(q))
            .into_iter()
            .map(|r| r.span)
            .collect();
        let words: Vec<String> = tokens(&mask(q, &spans))
            .into_iter()
            .map(|t| t.word)
            .collect();
        words.join(" ")
    }

    #[test]
    fn who_the_answer_is_for_is_set_aside() {
        // Made-up wordings of the rule.
        assert_eq!(rest("sales summary for my wife"), "sales summary");
        assert_eq!(
            rest("a recap i can send to my bookkeeper"),
            "a recap i can send"
        );
        assert_eq!(rest("units table for the supplier meeting"), "units table");
        assert_eq!(
            rest("numbers for my business partner please"),
            "numbers please"
        );
        assert_eq!(
            rest("how did october go, for my sister who does the books"),
            "how did october go"
        );
        assert_eq!(rest("key figures for my investor update"), "key figures");
        assert_eq!(
            rest("yearly overview for the loan officer"),
            "yearly overview"
        );
        assert_eq!(rest("monthly review with my mentor"), "monthly review");
        // "for my supplier review - how many days ...": read as reviews, a second measure.
        assert_eq!(
            rest("for my supplier review - units last week"),
            "units last week"
        );
        assert_eq!(rest("units by month for the spreadsheet"), "units by month");
        // A purpose clause opening the question, set off by a dash or colon (stop 33).
        assert_eq!(
            rest("for my monthly report - refund rate last month"),
            "refund rate last month"
        );
        assert_eq!(
            rest("for the stock review: how many products sold under 20 units"),
            "how many products sold under 20 units"
        );
        assert_eq!(
            rest("for the annual recap pls, units in march"),
            "units in march"
        );
        // A review of no person is the seller's own.
        assert_eq!(
            rest("the rating for my latest review"),
            "the rating for my latest review"
        );
    }

    #[test]
    fn what_the_answer_is_about_stays() {
        // What a note is of stays, whoever it is for.
        assert_eq!(
            rest("write a progress note for my boss about the school project"),
            "write a progress note about the school project"
        );
        // A person's own things are the subject, not the recipient.
        assert_eq!(
            rest("gift ideas for my wife's birthday"),
            "gift ideas for my wife's birthday"
        );
        assert_eq!(
            rest("help with my kids homework"),
            "help with my kids homework"
        );
        assert_eq!(
            rest("notes for my school project meeting"),
            "notes for my school project meeting"
        );
        // A person who is no recipient.
        assert_eq!(
            rest("is my boss allowed to fire me"),
            "is my boss allowed to fire me"
        );
        assert_eq!(rest("how to call my mom"), "how to call my mom");
        // Indefinite, or of a size: what a thing is for.
        assert_eq!(
            rest("which pan size for a family of four"),
            "which pan size for a family of four"
        );
        assert_eq!(
            rest("a pan for the family of four"),
            "a pan for the family of four"
        );
    }

    #[test]
    fn a_recipient_of_a_business_is_told_from_one_of_a_family() {
        let of = |q: &str| recipients(q, &tokens(q)).iter().any(|r| r.of_business);
        assert!(of("recap for my business partner"));
        assert!(of("notes for the supplier meeting"));
        assert!(of("a letter to shareholders"));
        assert!(!of("a progress note for my coach"));
        assert!(!of("a recap for my uncle"));
        // A relative of the seller who helps run the business is the business's.
        assert!(of(
            "headline numbers for my brother who helps with the business"
        ));
        assert!(of("how did the shop do, for my sister who does the books"));
        assert!(!of("a recap for my sister who loves baking"));
        // An indefinite recipient and a person named by their trade.
        assert!(of("recap of the last quarter for a lender"));
        assert_eq!(rest("figures for the tax guy for 2024"), "figures for 2024");
    }

    #[test]
    fn passing_on_purposes_asides_and_people_of_the_business() {
        // Made-up wordings of the rules. A verb of passing on before the person.
        assert_eq!(rest("a chart to show my accountant"), "a chart");
        assert_eq!(
            rest("headline figures to give the bank"),
            "headline figures"
        );
        assert_eq!(rest("how to call my mom"), "how to call my mom");
        // The purpose figures are gathered for, a form someone else reads.
        assert_eq!(rest("units for my mortgage application"), "units");
        assert_eq!(rest("revenue for the funding pitch"), "revenue");
        assert_eq!(rest("units for the bank loan application"), "units");
        assert_eq!(rest("returns for the bank"), "returns");
        // An aside in brackets says more of the person.
        assert_eq!(rest("figures for my va (she packs on fridays)"), "figures");
        assert_eq!(rest("sales (for my bookkeeper)"), "sales");
        // A person of the business by "of".
        assert_eq!(rest("returns for the owner of the shop"), "returns");
        assert_eq!(rest("units for a new owner of my business"), "units");
        assert!(recipients(
            "summary for a buyer of my store",
            &tokens("summary for a buyer of my store")
        )
        .iter()
        .any(|r| r.of_business));
        // Of anything else, it is what the thing is for.
        assert_eq!(
            rest("a gift for the owner of the dog"),
            "a gift for the owner of the dog"
        );
    }
}
