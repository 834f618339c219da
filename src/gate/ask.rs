//! The ask of a sentence that opens with something else: a story of the asker's life
//! (`story.rs`) or a requester as its subject (`requester.rs`).
//!
//! Why here: both set a part of the sentence aside and judge the rest as the question, as
//! `audience.rs` does with who the answer is for. But a story or a requester is a whole clause,
//! and with its words gone the score reads fewer foreign words against the same sentence, so
//! the rest is trusted only when it stands as the seller's on its own: it is let in, it has
//! word evidence of the business (a seller term, a measure, one of the seller's things, a
//! reading of selling), and no third person is asked about ("what should her margin be", "how
//! much profit she made"): the figures of a friend's café are not the seller's. The whole
//! sentence is judged first; the ask only when the whole is refused, so nothing let in before
//! changes its verdict.

use super::{requester, story, DomainGate, GateVerdict, SellerWords};
use crate::embed::Embedding;
use crate::planner::text::{tokens, Token};

/// Third persons whose figures the rest would ask for: "her margin", "how much he made".
/// "him" and "them" after a verb of passing on are the requester told ("what do i tell him").
fn third_person(toks: &[Token], aside: &[(usize, usize)]) -> bool {
    let outside = |t: &Token| !aside.iter().any(|&(s, e)| t.start >= s && t.end <= e);
    toks.iter().enumerate().any(|(i, t)| {
        outside(t)
            && match t.word.as_str() {
                "he" | "she" | "his" | "her" | "hers" | "he's" | "she's" | "he'd" | "she'd" => true,
                "him" => {
                    !(i > 0
                        && matches!(
                            toks[i - 1].word.as_str(),
                            "tell" | "show" | "send" | "give" | "email"
                        ))
                }
                _ => false,
            }
    })
}

/// The ask names the business on its own words: a seller-only term ("takings", "sold"), one of
/// the seller's products, kinds or brands, or the business as its subject ("how the shop did
/// this year": `report::names_the_business`). A measure word alone is not enough ("how do we
/// fix pricing" after "our school tuck shop made a loss"), nor an open evaluation ("what's
/// wrong", "should i worry" after a story of a laptop or a dog, which the verdict reads as its
/// own subject): those ask of the story.
fn names_the_business(v: &GateVerdict, ask: &[Token]) -> bool {
    super::report::names_the_business(ask)
        || !v.seller_terms.is_empty()
        || !v.own_products.is_empty()
        || v.own_product_with_measure
}

/// The ask points back into the clause set aside ("who should restock it", "is that bad",
/// "what should we spend it on"): the story's thing is what is asked about, so the ask is no
/// question of its own. "this week" is a period, not a pointer.
fn points_back(ask: &[Token]) -> bool {
    let word = |i: usize| ask.get(i).map_or("", |t| t.word.as_str());
    (0..ask.len()).any(|i| match word(i) {
        "it" | "them" | "that" | "those" | "there" => true,
        "this" | "these" => !matches!(
            word(i + 1),
            "week" | "month" | "year" | "quarter" | "morning" | "weekend" | "season" | "time"
        ),
        _ => false,
    })
}

impl DomainGate {
    /// Judges the whole question; when it is refused and opens with a requester or a story,
    /// judges its ask (see the module's documentation).
    pub(super) fn judge(
        &self,
        question: &str,
        time_spans: &[(usize, usize)],
        embedding: &Embedding,
        words: &SellerWords,
        leave_out: bool,
    ) -> GateVerdict {
        let whole = self.judge_aside(question, time_spans, embedding, words, leave_out, &[]);
        if !whole.is_out_of_domain {
            return whole;
        }
        let toks = tokens(question);
        let candidates = [requester::requester(&toks), story::story(question, &toks)];
        for aside in candidates.into_iter().flatten() {
            let aside = [aside];
            if third_person(&toks, &aside) {
                continue;
            }
            let ask = self.judge_aside(question, time_spans, embedding, words, leave_out, &aside);
            let (s, e) = aside[0];
            let rest: Vec<Token> = toks
                .iter()
                .filter(|t| t.end <= s || t.start >= e)
                .cloned()
                .collect();
            if !ask.is_out_of_domain && !points_back(&rest) && names_the_business(&ask, &rest) {
                return ask;
            }
        }
        whole
    }
}
