//! What a refused question gets instead of an answer: the refusal's text, read from the
//! catalog (what the product answers, what the Insight Generator analyses), a selling measure's
//! meaning for a definition question, and example questions to try next.

use super::Engine;
use crate::answer::{Answer, AnswerError, AnswerStatus};
use crate::embed::Embedding;
use crate::gate::GateVerdict;

/// An example question of the catalog, embedded once, offered after a refusal.
pub(super) struct Suggestion {
    pub(super) question: String,
    pub(super) api: String,
    pub(super) embedding: Embedding,
}

impl Engine {
    /// The catalog's meaning of the selling measure a definition question names: only when the
    /// gate found the definition shape and no foreign word puts it in another sense ("what does
    /// ctr stand for in a car" is about a car).
    pub(super) fn meaning(
        &self,
        question: &str,
        gate: &crate::gate::GateVerdict,
    ) -> Option<crate::gate::Meaning> {
        let definition = gate.shape == Some(crate::gate::AskerShape::Definition);
        (definition && !crate::gate::foreign_sense(question, &gate.foreign_words))
            .then(|| crate::gate::meaning_of(&self.catalog, question))
            .flatten()
    }

    /// The answer to a question the screening refused: which refusal is true of it.
    ///
    /// A question in another language is refused because the product reads English only, not
    /// because it is about something else: "this question does not look like one [about your
    /// business]" was untrue of a seller's "cuánto vendí este mes". It says so, with a stable
    /// code (`english_only`) and English questions to ask; it stays a refusal and is never
    /// translated or answered (the gate keeps it out, `gate::other_language`).
    pub(super) fn refusal(&self, question: &str, gate: Option<&GateVerdict>) -> Answer {
        if let Some(language) = crate::gate::other_language(question) {
            let mut a = Answer::new(
                question,
                AnswerStatus::OutOfDomain,
                self.english_only_text(),
            );
            a.errors.push(AnswerError {
                code: "english_only".into(),
                message: format!("the question reads as written in {language}"),
            });
            a.suggestions = self.starters(3);
            return a;
        }
        let no_evidence = gate
            .and_then(|g| g.insight.as_ref())
            .is_some_and(|e| !e.answers);
        let text = if no_evidence {
            self.no_insight_evidence_text()
        } else {
            self.out_of_domain_text()
        };
        let mut a = Answer::new(question, AnswerStatus::OutOfDomain, text);
        a.suggestions = self.starters(3);
        // A question for what a selling measure means gets the catalog's meaning and no
        // numbers (`gate::meaning`); one in a foreign sense stays refused.
        if let Some(m) = gate.and_then(|g| self.meaning(question, g)) {
            a = Answer::new(question, AnswerStatus::OutOfScope, m.text());
            a.suggestions = m.example.into_iter().chain(self.starters(2)).collect();
        }
        a
    }

    /// The refusal of a question in another language: what is true (English only for now) and
    /// what can be asked, from the catalog's dimensions.
    fn english_only_text(&self) -> String {
        format!(
            "I can read questions in English only for now, and this one looks written in another language, so I have not answered it. Please ask it in English: I know your {}. Try one of the questions below.",
            join_words(&self.dimension_labels())
        )
    }

    /// The catalog's dimensions, by label, once each.
    fn dimension_labels(&self) -> Vec<&'static str> {
        let mut dims: Vec<&'static str> = self
            .catalog
            .question_apis()
            .map(|a| a.descriptor.dimension.label())
            .collect();
        dims.sort_unstable();
        dims.dedup();
        dims
    }

    /// What the product answers, from the catalog's dimensions.
    pub(super) fn out_of_domain_text(&self) -> String {
        format!(
            "I can only answer questions about your own marketplace business, and this question does not look like one. I know your {}. Try one of the questions below.",
            join_words(&self.dimension_labels())
        )
    }

    /// The refusal of a question routed to the Insight Generator that names nothing of the
    /// business: what that generator analyses, from the catalog's domains.
    pub(super) fn no_insight_evidence_text(&self) -> String {
        let example = self
            .catalog
            .domains
            .iter()
            .find_map(|d| d.examples.first().cloned())
            .map(|e| format!(" For example: \"{e}\""))
            .unwrap_or_default();
        format!(
            "I can only answer questions about your own marketplace business, and this question names nothing of it that I could analyse: no measure (sales, units, price, sessions, ...), none of your products, and nothing like the questions I explain (why a number changed, how you are doing, how you compare with your category, what to do next).{example}"
        )
    }

    /// `n` example questions to start with, one per dimension (sales first): after an
    /// out-of-domain question, the nearest examples would be near nothing in particular.
    pub(super) fn starters(&self, n: usize) -> Vec<String> {
        let mut dims = Vec::new();
        let mut out = Vec::new();
        let mut apis: Vec<_> = self.catalog.question_apis().collect();
        // Declaration order of the dimensions: sales first.
        apis.sort_by_key(|a| a.descriptor.dimension as u8);
        for api in apis {
            let d = api.descriptor.dimension;
            if out.len() == n || dims.contains(&d) {
                continue;
            }
            if let Some(ex) = api.descriptor.examples.first() {
                dims.push(d);
                out.push(ex.question.clone());
            }
        }
        out
    }

    /// The `n` catalog example questions closest to the question, from different APIs.
    pub(crate) fn suggest(&self, embedding: &Embedding, n: usize) -> Vec<String> {
        let mut scored: Vec<(f32, &Suggestion)> = self
            .suggestions
            .iter()
            .map(|s| (s.embedding.cosine(embedding), s))
            .collect();
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut apis = Vec::new();
        let mut out = Vec::new();
        for (_, s) in scored {
            if out.len() == n {
                break;
            }
            if !apis.contains(&s.api.as_str()) {
                apis.push(s.api.as_str());
                out.push(s.question.clone());
            }
        }
        out
    }
}

/// "a, b and c".
pub(super) fn join_words(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}
