//! **Policy**: rules from `guardrails/policy.yaml` for what Insight Agents does not talk about.
//!
//! What it does: a rule has word groups (`when`) and matches a text holding a word or phrase of
//! *every* group, like the concepts of `scope/out_of_scope.yaml`. A rule that `applies_to:
//! question` replaces the whole answer with the rule's `answer` (status `out_of_scope`, error
//! `policy`, no tables, chart or plan); one that `applies_to: answer` replaces only the answer
//! text (prose that strays into a competitor's name), keeping the data and the status.
//!
//! Why: legal, tax and investment advice, and statements about named competitors, are not the
//! platform's to give, whatever the data says. Rules are data so a policy owner edits them
//! without a release; each rule's `examples` must match it, checked when the file loads.
//!
//! Matching: whole words, case-insensitive, possessive `'s` ignored, and *no* plural folding:
//! write every form (`stocks` is investing, `stock` is inventory, and "Stock Pot" is a product).
//! A rule asks for advice words in a second group, so data questions that merely mention a
//! topic ("what's my tax collected?", "how do I compare with my category?") are not caught;
//! the planner answers them, or says the data is missing.
//!
//! Example: "Can I deduct my ad spend from my taxes?" → the `no-tax-advice` answer.

use std::collections::HashSet;
use std::path::Path;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{GuardContext, Guardrail, Verdict};
use crate::answer::{Answer, AnswerError, AnswerStatus};
use crate::catalog::diag::Diagnostics;
use crate::catalog::yaml::load_typed;
use crate::planner::text::words as words_as_written;

/// `guardrails/policy.yaml`: what the platform does not talk about.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PolicyFile {
    /// The rules, checked in order; the first that matches applies.
    pub rules: Vec<PolicyRule>,
}

/// What a rule looks at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AppliesTo {
    /// The seller's question: a match replaces the whole answer.
    Question,
    /// The answer text: a match replaces the text only.
    Answer,
}

/// One policy rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PolicyRule {
    /// A stable id in kebab-case (`no-tax-advice`), reported in the answer's `errors` and
    /// `guardrails`.
    pub id: String,
    /// Whether the rule looks at the question or at the answer text.
    pub applies_to: AppliesTo,
    /// Word groups: the text must hold a word (or phrase) of *every* group. Whole words,
    /// case-insensitive, possessive `'s` ignored; plurals are not folded, so list each form.
    pub when: Vec<Vec<String>>,
    /// What the seller is told instead.
    pub answer: String,
    /// Texts the rule must match; checked when the file loads.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub examples: Vec<String>,
    /// The words may be said as context before the seller's own question, in a clause of their
    /// own ("amazon emailed me about cancellations - what's my cancellation rate"): the rule
    /// then looks at the last clause (after " - ", ":" or ";"), and a last clause that asks of
    /// the seller's own ("my", "our", "i", "we") and matches nothing is let through. Off, a
    /// word anywhere matches.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub context_may_name: bool,
    /// Texts the rule must NOT match (questions it is not about); checked when the file loads.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub passes: Vec<String>,
}

/// Lowercased words, possessive dropped ("Amazon's" → "amazon").
fn words(text: &str) -> Vec<String> {
    words_as_written(text)
        .into_iter()
        .map(
            |w| match w.strip_suffix("'s").or_else(|| w.strip_suffix("’s")) {
                Some(b) => b.to_string(),
                None => w,
            },
        )
        .collect()
}

/// A compiled rule: groups of phrases of words.
#[derive(Debug, Clone)]
struct Compiled {
    rule: PolicyRule,
    groups: Vec<Vec<Vec<String>>>,
}

impl Compiled {
    fn new(rule: &PolicyRule) -> Compiled {
        Compiled {
            rule: rule.clone(),
            groups: rule
                .when
                .iter()
                .map(|g| {
                    g.iter()
                        .map(|p| words(p))
                        .filter(|p| !p.is_empty())
                        .collect()
                })
                .collect(),
        }
    }

    /// Whether the rule matches `text`, its context clauses read as
    /// [`PolicyRule::context_may_name`] says.
    fn matches_text(&self, text: &str) -> bool {
        if !self.matches(&words(text)) {
            return false;
        }
        if !self.rule.context_may_name {
            return true;
        }
        // The last clause: after the last ":" or ";", then the last spaced dash.
        let after_colon = text.rsplit([':', ';']).next().unwrap_or(text);
        let last = after_colon
            .rsplit(" - ")
            .next()
            .and_then(|t| t.rsplit(" \u{2013} ").next())
            .unwrap_or(after_colon);
        if last.len() == text.len() {
            return true;
        }
        let ws = words(last);
        let own = ws
            .iter()
            .any(|w| matches!(w.as_str(), "my" | "our" | "i" | "we" | "me" | "us"));
        !own || self.matches(&ws)
    }

    fn matches(&self, ws: &[String]) -> bool {
        !self.groups.is_empty()
            && self.groups.iter().all(|g| {
                g.iter()
                    .any(|p| ws.windows(p.len()).any(|w| w == p.as_slice()))
            })
    }
}

fn kebab(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with('-')
        && !s.ends_with('-')
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Reads `path` and checks what the schema cannot: kebab-case, unique ids; no empty group or
/// word; a non-empty answer; every example matching its rule.
pub fn load(path: &Path, diags: &mut Diagnostics) -> Option<PolicyFile> {
    let (file, doc) = load_typed::<PolicyFile>(path, diags)?;
    let before = diags.len();
    let mut ids = HashSet::new();
    for (i, r) in file.rules.iter().enumerate() {
        let at = |f: &str| doc.pos(&format!("/rules/{i}/{f}"));
        if !kebab(&r.id) {
            diags.push(
                path,
                at("id"),
                format!("rule id `{}` must be kebab-case", r.id),
            );
        }
        if !ids.insert(r.id.as_str()) {
            diags.push(path, at("id"), format!("rule id `{}` is used twice", r.id));
        }
        if r.when.is_empty() {
            diags.push(
                path,
                at("when"),
                "`when` has no word group: the rule can never match",
            );
        }
        for (g, group) in r.when.iter().enumerate() {
            let gpos = doc.pos(&format!("/rules/{i}/when/{g}"));
            if group.is_empty() {
                diags.push(
                    path,
                    gpos,
                    "an empty word group matches nothing; remove it or add words",
                );
            }
            for (k, w) in group.iter().enumerate() {
                if words(w).is_empty() {
                    diags.push(
                        path,
                        doc.pos(&format!("/rules/{i}/when/{g}/{k}")),
                        "an empty word matches nothing; remove it",
                    );
                }
            }
        }
        if r.answer.trim().is_empty() {
            diags.push(path, at("answer"), "`answer` is empty");
        }
        let compiled = Compiled::new(r);
        for (k, ex) in r.passes.iter().enumerate() {
            if compiled.matches_text(ex) {
                diags.push(
                    path,
                    doc.pos(&format!("/rules/{i}/passes/{k}")),
                    format!(
                        "`{ex}` is listed as passing rule `{}`, but it matches",
                        r.id
                    ),
                );
            }
        }
        for (k, ex) in r.examples.iter().enumerate() {
            if !compiled.matches_text(ex) {
                diags.push(
                    path,
                    doc.pos(&format!("/rules/{i}/examples/{k}")),
                    format!(
                        "example `{ex}` does not match rule `{}`: a word of every `when` group is needed",
                        r.id
                    ),
                );
            }
        }
    }
    (diags.len() == before).then_some(file)
}

/// The policy guard, compiled from a [`PolicyFile`].
#[derive(Debug, Clone, Default)]
pub struct PolicyGuard {
    rules: Vec<Compiled>,
}

impl PolicyGuard {
    /// Compiles the rules.
    pub fn new(file: &PolicyFile) -> PolicyGuard {
        PolicyGuard {
            rules: file.rules.iter().map(Compiled::new).collect(),
        }
    }

    /// The first rule looking at `applies_to` texts that matches `text`.
    pub fn matching(&self, applies_to: AppliesTo, text: &str) -> Option<&PolicyRule> {
        self.rules
            .iter()
            .filter(|c| c.rule.applies_to == applies_to)
            .find(|c| c.matches_text(text))
            .map(|c| &c.rule)
    }

    fn error(rule: &PolicyRule) -> AnswerError {
        AnswerError {
            code: "policy".into(),
            message: format!("refused by policy rule `{}`", rule.id),
        }
    }

    /// The answer to a question a rule refuses: its text, `out_of_scope`, error `policy`, and
    /// nothing else of `previous` but its timings and the manager's findings.
    fn refusal(rule: &PolicyRule, previous: &Answer) -> Answer {
        let mut a = Answer::new(
            previous.question.clone(),
            AnswerStatus::OutOfScope,
            rule.answer.trim(),
        );
        a.errors.push(Self::error(rule));
        a.route = previous.route;
        a.ood = previous.ood;
        a.timings_ms = previous.timings_ms.clone();
        a.guardrails = previous.guardrails.clone();
        a
    }
}

impl Guardrail for PolicyGuard {
    fn name(&self) -> &str {
        "policy"
    }

    fn check(&self, _ctx: &GuardContext, answer: &mut Answer) -> Verdict {
        // Already refused (by `screen`, or a second run): nothing more to do.
        if answer.errors.iter().any(|e| e.code == "policy") {
            return Verdict::Pass;
        }
        if let Some(rule) = self.matching(AppliesTo::Question, &answer.question) {
            *answer = Self::refusal(rule, answer);
            return Verdict::Blocked {
                detail: format!("the question matched policy rule `{}`", rule.id),
            };
        }
        if let Some(rule) = self.matching(AppliesTo::Answer, &answer.answer) {
            answer.answer = rule.answer.trim().to_string();
            answer.errors.push(Self::error(rule));
            return Verdict::Blocked {
                detail: format!(
                    "the answer text matched policy rule `{}`; the text was replaced, the data kept",
                    rule.id
                ),
            };
        }
        Verdict::Pass
    }

    fn screen(&self, ctx: &GuardContext, question: &str) -> Option<Answer> {
        self.matching(AppliesTo::Question, question)?;
        let mut a = Answer::new(question, AnswerStatus::Answered, "");
        let v = self.check(ctx, &mut a);
        a.guardrails.extend(v.record(self.name()));
        Some(a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(applies_to: AppliesTo, when: &[&[&str]]) -> PolicyGuard {
        PolicyGuard::new(&PolicyFile {
            rules: vec![PolicyRule {
                id: "r".into(),
                applies_to,
                when: when
                    .iter()
                    .map(|g| g.iter().map(|w| w.to_string()).collect())
                    .collect(),
                answer: "no".into(),
                examples: vec![],
                context_may_name: false,
                passes: vec![],
            }],
        })
    }

    #[test]
    fn every_group_must_match_on_whole_words() {
        let g = rule(
            AppliesTo::Question,
            &[&["tax", "taxes"], &["should i", "deduct"]],
        );
        assert!(g
            .matching(AppliesTo::Question, "Should I pay less TAX?")
            .is_some());
        assert!(g
            .matching(AppliesTo::Question, "what's my tax collected")
            .is_none());
        assert!(g
            .matching(AppliesTo::Question, "should I raise taxi prices")
            .is_none());
        assert!(g
            .matching(AppliesTo::Answer, "should I deduct tax")
            .is_none());
    }

    #[test]
    fn a_name_said_as_context_before_the_sellers_own_question_passes() {
        let mut g = rule(AppliesTo::Question, &[&["amazon", "etsy"]]);
        g.rules[0].rule.context_may_name = true;
        let m = |t: &str| g.matching(AppliesTo::Question, t).is_some();
        assert!(!m(
            "amazon emailed me about cancellations - what's my cancellation rate"
        ));
        assert!(!m(
            "etsy buyer moaned: how many 1 star reviews did we get last week"
        ));
        // The company in the question's own clause, or a last clause about no one's own.
        assert!(m("should i move to etsy"));
        assert!(m("amazon vs etsy fees: which is cheaper"));
        assert!(m("my sales are down - should i sell on amazon too"));
    }

    #[test]
    fn possessives_are_the_word() {
        let g = rule(AppliesTo::Question, &[&["amazon"]]);
        assert!(g
            .matching(AppliesTo::Question, "Is Amazon's fee lower?")
            .is_some());
    }
}
