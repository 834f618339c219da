//! **Toxicity**: answer text with abusive language is replaced by a neutral message.
//!
//! What it does: looks for the words and phrases of `guardrails/toxicity.yaml` in the answer
//! text, as whole words (so "Scunthorpe", "assessment" or "class" never match a listed word
//! inside them), with a plural `s`/`es` ignored and light de-obfuscation: case, leetspeak
//! (`1d10t`, `$hit`), one masked letter per `*` `_` `#` (`st*pid`, `f**k`, with at least two
//! letters shown), stretched letters (`stuuupid`) and spaced-out letters (`s t u p i d`). A
//! phrase of `allow` containing a hit ("kill switch" when `kill` is listed) clears it.
//!
//! Why: prose written by an LLM can turn abusive when a question provokes it; the seller gets a
//! neutral message instead, and the tables, which are the seller's own data (review titles
//! included), are kept. The status is kept too (the data still answers the question); an error
//! `toxicity` says the text was withheld.
//!
//! Example: `"Your stupid listing lost sales"` → the file's `message`.

use std::collections::HashMap;
use std::path::Path;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::{check_words, GuardContext, Guardrail, Verdict};
use crate::answer::{Answer, AnswerError};
use crate::catalog::diag::Diagnostics;
use crate::catalog::yaml::load_typed;

/// `guardrails/toxicity.yaml`: the words that make answer text unfit to show.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ToxicityFile {
    /// The text shown instead of answer text that holds a listed word.
    pub message: String,
    /// Words, or phrases of several words, matched as whole words, case-insensitively, with a
    /// plural `s`/`es` ignored. List other forms (`idiotic`) separately.
    pub words: Vec<String>,
    /// Phrases that are fine although they contain a listed word ("kill switch").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub allow: Vec<String>,
}

/// Reads `path` and checks what the schema cannot (no empty or repeated words, a message).
pub fn load(path: &Path, diags: &mut Diagnostics) -> Option<ToxicityFile> {
    let (file, doc) = load_typed::<ToxicityFile>(path, diags)?;
    let before = diags.len();
    check_words(path, &doc, "/words", &file.words, diags);
    if !file.allow.is_empty() {
        check_words(path, &doc, "/allow", &file.allow, diags);
    }
    if file.message.trim().is_empty() {
        diags.push(path, doc.pos("/message"), "`message` is empty");
    }
    (diags.len() == before).then_some(file)
}

/// The toxicity guard, compiled from a [`ToxicityFile`].
#[derive(Debug, Clone, Default)]
pub struct ToxicityGuard {
    message: String,
    /// Listed single words by their stretched-letters-collapsed form.
    words: HashMap<String, String>,
    /// Listed single words, for masked matching.
    word_list: Vec<String>,
    phrases: Vec<Vec<String>>,
    allow: Vec<Vec<String>>,
}

/// One word of the text, normalised, with where it is.
#[derive(Debug, Clone)]
struct Word {
    norm: String,
    start: usize,
    end: usize,
}

const MASKS: [char; 3] = ['*', '_', '#'];

/// Leetspeak and symbols back to letters; lowercase.
fn unleet(w: &str) -> String {
    let has_letter = w.chars().any(char::is_alphabetic);
    w.chars()
        .map(|c| match c {
            '0' if has_letter => 'o',
            '1' | '!' if has_letter => 'i',
            '3' if has_letter => 'e',
            '4' | '@' if has_letter => 'a',
            '5' | '$' if has_letter => 's',
            '7' if has_letter => 't',
            c => c.to_ascii_lowercase(),
        })
        .collect()
}

/// Runs of one letter shortened to one (`stuuupid` → `stupid`).
fn collapse(w: &str) -> String {
    let mut out = String::with_capacity(w.len());
    let mut last = None;
    for c in w.chars() {
        if Some(c) != last {
            out.push(c);
        }
        last = Some(c);
    }
    out
}

fn words_of(text: &str) -> Vec<Word> {
    let is_part = |c: char| c.is_alphanumeric() || "*_#@$!'’".contains(c);
    let mut out = Vec::new();
    let mut start = None;
    let push = |s: usize, e: usize, out: &mut Vec<Word>| {
        // Trailing `!` and apostrophes are punctuation, not letters.
        let raw = text[s..e].trim_end_matches(['!', '\'', '’']);
        let raw = raw.trim_start_matches(['\'', '’']);
        let raw = raw
            .strip_suffix("'s")
            .or_else(|| raw.strip_suffix("’s"))
            .unwrap_or(raw);
        if raw.chars().any(char::is_alphanumeric) {
            out.push(Word {
                norm: unleet(raw),
                start: s,
                end: e,
            });
        }
    };
    for (i, c) in text.char_indices() {
        if is_part(c) {
            start.get_or_insert(i);
        } else if let Some(s) = start.take() {
            push(s, i, &mut out);
        }
    }
    if let Some(s) = start {
        push(s, text.len(), &mut out);
    }
    // Spaced-out letters: "s t u p i d" is one word too.
    let mut i = 0;
    let mut joined = Vec::new();
    while i < out.len() {
        let mut j = i;
        while j < out.len() && out[j].norm.chars().count() == 1 {
            j += 1;
        }
        if j - i >= 3 {
            joined.push(Word {
                norm: out[i..j].iter().map(|w| w.norm.as_str()).collect(),
                start: out[i].start,
                end: out[j - 1].end,
            });
        }
        i = j.max(i + 1);
    }
    out.extend(joined);
    out
}

fn phrase(p: &str) -> Vec<String> {
    p.split_whitespace().map(unleet).collect()
}

/// The forms of a word to look up: as written, and without a plural `s` / `es`.
fn forms(w: &str) -> impl Iterator<Item = &str> {
    [
        Some(w),
        w.strip_suffix('s').filter(|b| b.len() >= 3),
        w.strip_suffix("es").filter(|b| b.len() >= 3),
    ]
    .into_iter()
    .flatten()
}

/// `masked` (with `*`, `_` or `#` for hidden letters) shows enough of `word` to be it.
fn masked_match(masked: &str, word: &str) -> bool {
    let m: Vec<char> = masked.chars().collect();
    let w: Vec<char> = word.chars().collect();
    let shown = m.iter().filter(|c| !MASKS.contains(c)).count();
    m.len() == w.len()
        && shown >= 2
        && shown < m.len()
        && m.iter().zip(&w).all(|(a, b)| MASKS.contains(a) || a == b)
}

impl ToxicityGuard {
    /// Compiles the word list.
    pub fn new(file: &ToxicityFile) -> ToxicityGuard {
        let mut words = HashMap::new();
        let mut word_list = Vec::new();
        let mut phrases = Vec::new();
        for w in &file.words {
            let p = phrase(w);
            match p.len() {
                0 => {}
                1 => {
                    words.insert(collapse(&p[0]), p[0].clone());
                    word_list.push(p[0].clone());
                }
                _ => phrases.push(p),
            }
        }
        ToxicityGuard {
            message: file.message.trim().to_string(),
            words,
            word_list,
            phrases,
            allow: file.allow.iter().map(|a| phrase(a)).collect(),
        }
    }

    fn word_hit(&self, norm: &str) -> bool {
        if norm.contains(MASKS) {
            return forms(norm).any(|f| self.word_list.iter().any(|w| masked_match(f, w)));
        }
        // Most words have no doubled letter: looked up as they are, without the copy
        // `collapse` makes (once per word and form of every answer, stop 32).
        forms(norm).any(|f| {
            let doubled = f.chars().zip(f.chars().skip(1)).any(|(a, b)| a == b);
            if doubled {
                self.words.contains_key(&collapse(f))
            } else {
                self.words.contains_key(f)
            }
        })
    }

    /// The byte ranges of listed words and phrases in `text`, allowed phrases excepted.
    pub fn hits(&self, text: &str) -> Vec<(usize, usize)> {
        let words = words_of(text);
        let seq_at = |i: usize, p: &[String]| {
            i + p.len() <= words.len()
                && p.iter()
                    .zip(&words[i..])
                    .all(|(a, w)| forms(&w.norm).any(|f| f == a))
        };
        let mut allowed = Vec::new();
        for (i, w) in words.iter().enumerate() {
            for p in self.allow.iter().filter(|p| !p.is_empty()) {
                if seq_at(i, p) {
                    allowed.push((w.start, words[i + p.len() - 1].end));
                }
            }
        }
        let mut hits = Vec::new();
        for (i, w) in words.iter().enumerate() {
            if self.word_hit(&w.norm) {
                hits.push((w.start, w.end));
            }
            for p in &self.phrases {
                if seq_at(i, p) {
                    hits.push((w.start, words[i + p.len() - 1].end));
                }
            }
        }
        hits.retain(|&(s, e)| !allowed.iter().any(|&(a, b)| a <= s && e <= b));
        hits
    }
}

impl Guardrail for ToxicityGuard {
    fn name(&self) -> &str {
        "toxicity"
    }

    fn check(&self, _ctx: &GuardContext, answer: &mut Answer) -> Verdict {
        let n = self.hits(&answer.answer).len();
        if n == 0 {
            return Verdict::Pass;
        }
        answer.answer = self.message.clone();
        answer.errors.push(AnswerError {
            code: "toxicity".into(),
            message: "the answer text was withheld; the tables are unaffected".into(),
        });
        Verdict::Blocked {
            detail: format!(
                "the answer text held {n} listed word{}; replaced by a neutral message",
                if n == 1 { "" } else { "s" }
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn guard() -> ToxicityGuard {
        ToxicityGuard::new(&ToxicityFile {
            message: "withheld".into(),
            words: vec!["stupid".into(), "idiot".into(), "kill yourself".into()],
            allow: vec![],
        })
    }

    #[test]
    fn obfuscations_match() {
        let g = guard();
        for t in [
            "STUPID",
            "st*pid",
            "stuuuupid!",
            "1d10ts",
            "s t u p i d",
            "you idiot's listing",
            "just kill yourself",
        ] {
            assert_eq!(g.hits(t).len(), 1, "{t}");
        }
    }

    #[test]
    fn words_inside_words_do_not() {
        let g = guard();
        for t in [
            "stupidity is not listed",
            "idiotic is not either",
            "s*****",
            "kill switch",
            "Scunthorpe",
        ] {
            assert!(g.hits(t).is_empty(), "{t}");
        }
    }
}
