//! How much of a kind the seller holds, or has let go, asked with no word of selling: "how many
//! weeks of sunscreen left", "do i have enough sleeping bags for december", "the eye cream, how
//! many left", "how many power banks in the warehouse", "the frying pans, how many went".
//!
//! Why: the kind is one the marketplace sells, and a kind the asker does not carry is a foreign
//! word unless a word of selling stands beside it (`market.rs`); "left", "enough", "warehouse"
//! and "went" are everyday words, so these were refused as "not about your business" (seller
//! v21: scores 0.34-0.99), where the right answer is the seller's stock or units, or the
//! planner's "nothing of yours is called ...". What makes them a seller's is the thing and what
//! is asked of it together: a count or a sufficiency of a kind the marketplace sells, as stock
//! (left, enough of it held, in the warehouse) or as units gone. A customer or a user of the
//! thing asks where to buy it, which is best, how to use it ("where can i buy a yoga mat",
//! "best sunscreen for kids", "how do i clean a frying pan"): none of those wordings is one of
//! these. "do i have enough sunscreen for my holiday" holds one, but its "holiday" stays a
//! foreign word, which the caller refuses.
//!
//! **Takes** the question's tokens (time expressions masked) and which of them name a kind, the
//! marketplace's or the seller's. **Gives** the tokens of the holding wording, which are no
//! foreign words of the question; none when the question holds no such wording of a kind.

use crate::planner::text::Token;

/// Words that may stand between the words of a wording and its kind.
const DETERMINERS: &[&str] = &["the", "my", "our", "these", "those", "all", "any", "of"];

/// Words of what remains of a stock.
const REMAINING: &[&str] = &["left", "remaining"];

/// Words of the place the stock is held in.
const STORES: &[&str] = &["warehouse", "stockroom", "storeroom"];

/// Verbs of holding before "enough" ("do i have enough", "have we got enough").
const HOLD: &[&str] = &["have", "got", "hold", "carry", "stock"];

/// The holding wording of a kind in `toks`, if any (see the module documentation). `kind(i)`:
/// the token names a kind the marketplace sells or the seller's own.
pub(super) fn holding(toks: &[Token], kind: &dyn Fn(usize) -> bool) -> Option<Vec<usize>> {
    let word = |i: usize| toks.get(i).map_or("", |t| t.word.as_str());
    let first_kind = (0..toks.len()).find(|&i| kind(i))?;
    // The asker's possessive after the kind names what it is for: the asker's own use or
    // occasion ("do i have enough sunscreen for my holiday", "how many sleeping bags left for
    // our trip"), a user's question, not the stock of a business.
    if (first_kind + 1..toks.len()).any(|i| matches!(word(i), "my" | "our")) {
        return None;
    }
    // "how many" / "how much" anywhere: a count asked for.
    let how = (0..toks.len().saturating_sub(1))
        .find(|&i| word(i) == "how" && matches!(word(i + 1), "many" | "much"));
    let mut at: Vec<usize> = how.map_or_else(Vec::new, |h| vec![h, h + 1]);
    // What remains: "how many <kind> left", "<kind>, how many left", or "<kind> left" with
    // only the kind before it (a noun phrase and its remainder, nothing else: "the difference
    // between stage left and house left" names a side of a stage).
    if let Some(l) = (first_kind + 1..toks.len()).find(|&i| REMAINING.contains(&word(i))) {
        let only_kind = (0..l).all(|i| kind(i) || DETERMINERS.contains(&word(i)));
        if how.is_some() || only_kind {
            at.push(l);
            return Some(at);
        }
    }
    // Enough of it held: "do i have enough <kind>", "have we got enough <kind>": the kind
    // right after "enough" (determiners between).
    if let Some(e) = (1..toks.len()).find(|&i| word(i) == "enough") {
        let held = (e.saturating_sub(2)..e).any(|i| HOLD.contains(&word(i)));
        let next = (e + 1..toks.len()).find(|&i| !DETERMINERS.contains(&word(i)));
        if held && next.is_some_and(kind) {
            at.push(e);
            return Some(at);
        }
    }
    // In the warehouse: a count of the kind where it is stored.
    if let (Some(_), Some(w)) = (how, (0..toks.len()).find(|&i| STORES.contains(&word(i)))) {
        at.push(w);
        return Some(at);
    }
    // Units gone: "how many went" with the kind before it ("the frying pans, how many went")
    // or between ("how many frying pans went"), the question ending there (its period
    // masked): "how many people went to the concert" counts no kind and goes on.
    if let Some(h) = how {
        let went = toks.len().checked_sub(1).filter(|&i| word(i) == "went")?;
        if went > h + 1 && (first_kind < went) {
            at.push(went);
            return Some(at);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    fn held(q: &str, kind: &[&str]) -> bool {
        let t = tokens(q);
        let words: Vec<String> = t.iter().map(|t| t.word.clone()).collect();
        holding(&t, &|i: usize| kind.contains(&words[i].as_str())).is_some()
    }

    #[test]
    fn counts_of_a_kind_held_or_gone() {
        assert!(held("how many weeks of sunscreen left", &["sunscreen"]));
        assert!(held("the eye cream, how many left", &["eye", "cream"]));
        assert!(held(
            "do i have enough sleeping bags for",
            &["sleeping", "bags"]
        ));
        assert!(held(
            "how many power banks in the warehouse",
            &["power", "banks"]
        ));
        assert!(held("the frying pans, how many went", &["frying", "pans"]));
        assert!(held("screen protector left", &["screen", "protector"]));
    }

    #[test]
    fn a_customer_or_a_user_of_the_thing_holds_none() {
        assert!(!held("where can i buy a yoga mat", &["yoga", "mat"]));
        assert!(!held("best sunscreen for kids", &["sunscreen"]));
        assert!(!held("how do i clean a frying pan", &["frying", "pan"]));
        assert!(!held("how many frying pans do i need", &["frying", "pans"]));
        // The asker's own use of it.
        assert!(!held(
            "do i have enough sunscreen for my holiday",
            &["sunscreen"]
        ));
        // No kind at all.
        assert!(!held("how many eggs are left", &[]));
        // "left" before the kind is a direction or a side, and after words that are not the
        // kind's, a side too.
        assert!(!held("left side of the yoga mat", &["yoga", "mat"]));
        assert!(!held(
            "what's the difference between stage left and house left",
            &["house"]
        ));
        // Enough of something else than the kind.
        assert!(!held("do i have enough time for the tent", &["tent"]));
        // The count goes on past "went".
        assert!(!held(
            "how many sleeping bags went on the trip",
            &["sleeping", "bags"]
        ));
    }
}
