//! Finding the lists' phrases in a question: the Insight Generator domains' terms and the
//! calendar's retail events.
//!
//! Why apart: both read the gate's phrase lists by stems, and `mod.rs` holds the verdict's
//! assembly.

use std::collections::HashSet;

use super::DomainGate;
use crate::planner::text::{tokens, Token};

impl DomainGate {
    /// Whether `question` names one of the calendar's retail events or seasons.
    pub(super) fn names_event(&self, question: &str) -> bool {
        let toks = tokens(question);
        self.event_phrases
            .iter()
            .any(|p| !crate::planner::text::find_phrase(&toks, p).is_empty())
    }

    /// The domain terms in `toks` (on stems: "declines" is "decline"), marking their tokens used.
    pub(super) fn domain_terms_in(&self, toks: &[Token], used: &mut HashSet<usize>) -> Vec<String> {
        let mut out = Vec::new();
        for (name, stems) in &self.domain_terms {
            for i in crate::planner::text::find_phrase(toks, stems) {
                if (i..i + stems.len()).any(|j| used.contains(&j)) {
                    continue;
                }
                used.extend(i..i + stems.len());
                if !out.contains(name) {
                    out.push(name.clone());
                }
            }
        }
        out
    }
}
