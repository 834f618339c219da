//! Words that describe a kind the seller names ("my wooden chopping boards", "the little usb
//! battery pack"): what it is made of, its size, its plug. They are no foreign thing.
//!
//! Why: such a word is in no title and no example, so the gate counted it as foreign, and
//! "my wooden chopping boards" read as a thing of the asker's life ("my" before a foreign
//! word), refused at a score of 0.94 (seller v20). A word between the seller's article or
//! possessive and a kind is that kind's description, whatever the word: no list of materials
//! or sizes could be complete. Only up to two such words, and only right before the kind with
//! nothing between: "my wooden spoon" names no kind and keeps its foreign word, and the other
//! rules still read the question's shape ("how do i oil my wooden chopping board" is a how-to).
//!
//! **Takes** the question's tokens and which of them name a kind (the seller's own, or the
//! marketplace's beside a word of selling). **Gives** the tokens that describe a kind.

use std::collections::HashSet;

use crate::planner::text::{is_stopword, Token};

/// Words before a description that make the kind a known one: the seller's article and
/// possessives. "a wooden board" is any board, a buyer's.
const KNOWN: &[&str] = &["the", "my", "our", "these", "those"];

/// The most words a description holds before its kind.
const MOST: usize = 2;

/// The tokens that describe a kind: up to [`MOST`] words right before a run of `kind` tokens,
/// after one of [`KNOWN`], none of them a stopword.
pub(super) fn describing(toks: &[Token], kind: &dyn Fn(usize) -> bool) -> HashSet<usize> {
    let mut out = HashSet::new();
    for k in 1..toks.len() {
        if !kind(k) || kind(k - 1) {
            continue;
        }
        // The words before the kind's first one, back to the article.
        let Some(article) = (1..=MOST + 1)
            .filter_map(|back| k.checked_sub(back))
            .find(|&j| KNOWN.contains(&toks[j].word.as_str()))
        else {
            continue;
        };
        let words = article + 1..k;
        if !words.is_empty()
            && words
                .clone()
                .all(|j| !kind(j) && !is_stopword(&toks[j].stem))
        {
            out.extend(words);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    fn described(q: &str, kind: &[&str]) -> Vec<String> {
        let t = tokens(q);
        let mut at: Vec<usize> = describing(&t, &|i| kind.contains(&t[i].word.as_str()))
            .into_iter()
            .collect();
        at.sort();
        at.into_iter().map(|i| t[i].word.clone()).collect()
    }

    #[test]
    fn words_between_the_article_and_the_kind_describe_it() {
        assert_eq!(
            described(
                "how did my wooden chopping boards do in november",
                &["chopping", "boards"]
            ),
            ["wooden"]
        );
        assert_eq!(
            described(
                "the little usb battery pack, price vs competitors",
                &["battery", "pack"]
            ),
            ["little", "usb"]
        );
    }

    #[test]
    fn no_article_too_many_words_or_no_kind() {
        // Any board: a buyer's.
        assert!(described("a wooden chopping board for bread", &["chopping", "board"]).is_empty());
        // Three words before the kind are a phrase of their own.
        assert!(described("my big old wooden chopping board", &["chopping", "board"]).is_empty());
        assert!(described("my wooden spoon broke", &["board"]).is_empty());
    }
}
