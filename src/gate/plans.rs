//! Two seller questions about what comes next that name no measure the gate trusts: advice for
//! a period of selling ("how do i prepare for january", "should i run a promo in january",
//! "what should i do before christmas week") and how long the stock of a kind will last ("how
//! long will the water bottles last", "will the sunscreen last till spring").
//!
//! Why: the words of such a question are everyday ones ("prepare", "do", "last"), the first
//! opens as a how-to, and the gate refused them (seller v20: scores 0.07-0.77). What makes the
//! first a seller's is the period of the selling calendar it plans for, said with nothing
//! foreign beside it and a wording nearer the seller's examples than the everyday ones (the
//! caller checks those); "what should i do this weekend" plans a life the same way, which is why
//! the caller also asks the wording to be the seller's. What makes the second a seller's is the
//! thing: a kind the marketplace sells, as stock (in the plural, "the water bottles") or until a
//! period ("till spring"), where a buyer asks how long their one item lasts ("how long will my
//! phone battery last").
//!
//! **Takes** the question's tokens as written (time expressions masked for the runway) and
//! which of them name a kind. **Gives** whether the question is one of the two.

use crate::planner::text::Token;

/// Openings that ask the analyst what to do, whatever it is ("what should we do before ...").
const WHAT_TO_DO: &[&[&str]] = &[
    &["what", "should", "i", "do"],
    &["what", "should", "we", "do"],
    &["what", "do", "i", "need", "to", "do"],
    &["what", "do", "we", "need", "to", "do"],
];

/// Openings that ask whether or how to do one thing ("should i run a promo in january"): a
/// seller's only when the thing is a word of selling ("what should i cook in january" is a
/// cook's).
const SHOULD_I: &[&[&str]] = &[
    &["should", "i"],
    &["should", "we"],
    &["what", "should", "i"],
    &["what", "should", "we"],
    &["how", "should", "i"],
    &["how", "should", "we"],
];

/// After "how do i/we": getting ready for a period ("how do i prepare for january", "how do we
/// get ready for black friday").
const GETTING_READY: &[&str] = &["prepare", "prep", "plan", "ready", "gear"];

/// Advice asked for a period of selling: what to do, or "how do i/we" and a verb of getting
/// ready, or whether to do a thing of selling (`selling`: the question holds a seller term, a
/// measure word or a domain term). `raw`: the tokens as written. `period`: the question names
/// a time expression or a retail event; the caller checks nothing in it is foreign and the
/// wording is a seller's.
pub(super) fn advice_for_period(raw: &[Token], period: bool, selling: bool) -> bool {
    let word = |i: usize| raw.get(i).map_or("", |t| t.word.as_str());
    let opens = |o: &[&str]| o.iter().enumerate().all(|(i, w)| word(i) == *w);
    let ready = word(0) == "how"
        && word(1) == "do"
        && matches!(word(2), "i" | "we")
        && (3..6).any(|i| GETTING_READY.contains(&word(i)));
    period
        && (WHAT_TO_DO.iter().any(|o| opens(o))
            || ready
            || (selling && SHOULD_I.iter().any(|o| opens(o))))
}

/// Words that may stand before the kind in a runway question.
const DETERMINERS: &[&str] = &["the", "my", "our", "these", "those", "all", "current"];

/// Words after "last" that end its span in a period ("till spring", "through january").
const UNTIL: &[&str] = &[
    "till", "til", "until", "through", "thru", "into", "past", "to",
];

/// How long the stock of a kind will last: "how long will <kind> last" with the kind in the
/// plural, or "will <kind> last till/until/through ..." (`period`: the question had a time
/// expression, masked out of `toks`). `kind(i)`: the token names a kind the marketplace sells or the
/// seller's own. Every token between "will" and "last" is the kind or a determiner. Gives the
/// tokens the runway's words take ("how", "long", "will", "last", "till"), which are no
/// foreign words of it.
pub(super) fn stock_runway(
    toks: &[Token],
    kind: &dyn Fn(usize) -> bool,
    period: bool,
) -> Option<Vec<usize>> {
    let word = |i: usize| toks.get(i).map_or("", |t| t.word.as_str());
    let will = (0..toks.len()).find(|&i| word(i) == "will")?;
    let last = (will + 1..toks.len()).find(|&i| matches!(word(i), "last" | "hold"))?;
    let between = will + 1..last;
    if between.is_empty()
        || !between.clone().any(kind)
        || !between
            .clone()
            .all(|i| kind(i) || DETERMINERS.contains(&word(i)))
    {
        return None;
    }
    // The kind as stock: its last word in the plural ("the water bottles"), or a period after
    // "last" ("till spring": a mass noun, "the sunscreen", is stock as well).
    let head = toks.get(last - 1)?;
    let plural = head.word != head.stem;
    let how_long = will >= 2 && word(will - 2) == "how" && word(will - 1) == "long";
    // The period itself may be masked as a time expression, the preposition with it.
    let until = UNTIL.contains(&word(last + 1)) || (period && last + 1 == toks.len());
    let opens = will == 0 || how_long || (will >= 1 && word(will - 1) == "when");
    if !(opens && ((how_long && plural) || until)) {
        return None;
    }
    let mut at = vec![will, last];
    if how_long {
        at.extend([will - 2, will - 1]);
    }
    if until {
        at.push(last + 1);
    }
    Some(at)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    #[test]
    fn advice_for_a_period_of_selling() {
        for q in [
            "how do i prepare for january",
            "what should i do before christmas week",
            "how do we get ready for black friday",
        ] {
            assert!(advice_for_period(&tokens(q), true, false), "{q}");
        }
        // Whether to do a thing of selling.
        assert!(advice_for_period(
            &tokens("should i run a promo in january"),
            true,
            true
        ));
        assert!(!advice_for_period(
            &tokens("what should i cook in january"),
            true,
            false
        ));
        // No period: any advice.
        assert!(!advice_for_period(
            &tokens("should i run a promo"),
            false,
            true
        ));
        // A method, not a plan.
        assert!(!advice_for_period(
            &tokens("how do i bake bread in january"),
            true,
            true
        ));
    }

    #[test]
    fn how_long_the_stock_of_a_kind_lasts() {
        let kind_at = |q: &str, kind: &'static [&'static str]| {
            let t = tokens(q);
            let words: Vec<String> = t.iter().map(|t| t.word.clone()).collect();
            stock_runway(
                &t,
                &move |i: usize| kind.contains(&words[i].as_str()),
                false,
            )
        };
        assert_eq!(
            kind_at(
                "how long will the water bottles last",
                &["water", "bottles"]
            )
            .map(|v| v.len()),
            Some(4)
        );
        assert!(kind_at("will the sunscreen last till spring", &["sunscreen"]).is_some());
        assert!(kind_at("how long will my yoga mats hold", &["yoga", "mats"]).is_some());
        // A buyer's one item.
        assert!(kind_at("how long will my phone battery last", &["battery"]).is_none());
        assert!(kind_at("how long will the tent last", &["tent"]).is_none());
        // Something else between "will" and "last".
        assert!(kind_at("how long will the rain last", &["tent"]).is_none());
    }
}
