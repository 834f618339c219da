//! Questions in another language, read into English from the catalog's glossaries
//! (`languages/*.yaml`), offline and with no model: a seller's "cuántas sartenes vendí la
//! semana pasada" becomes "how many skillets did i sell last week", and the whole pipeline
//! (guardrails, gate, router, planner) then runs on the English as on any English question, so
//! an ambiguous reading is asked back and an unrelated question is still refused.
//!
//! Takes: a question and the loaded [`Languages`]. Gives: a [`Reading`]: the English, when
//! every word is the glossary's (a phrase, longest first), a number, or an English word the
//! question mixes in (`languages/english.yaml` and the catalog's own words); otherwise the
//! words no glossary knows. Guarantees: it never guesses a word. A word outside the glossary
//! keeps the question unread (and refused as English only, naming the word), however many of
//! the others were read; a typo is not corrected. Word order is the language's own: the
//! glossary's phrases carry the reorderings English needs ("tablas de cortar": "cutting
//! boards"). A lower layer: it reads only the catalog's types.

mod glossary;

pub use glossary::{catalog_words, load, EnglishWords, Glossary, GlossaryExample, Languages};

use crate::answer::Answer;

/// What the glossaries made of a question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reading {
    /// Every word was read: the question in English.
    English {
        /// The language's English name.
        language: String,
        /// The English question, lower case.
        english: String,
    },
    /// Some words are in no glossary of the language that read the most of the question.
    Unread {
        /// The language's English name.
        language: String,
        /// The words not understood, as folded for matching, in question order.
        unknown: Vec<String>,
    },
}

/// Reads a question with the glossary that leaves the fewest words unknown (then reads the
/// most of them); `None` when no glossary knows any of its words. The caller decides that the
/// question is in another language at all (`gate::other_language`): English questions are never
/// read here.
pub fn read(languages: &Languages, question: &str) -> Option<Reading> {
    let mut best: Option<(usize, usize, Reading)> = None;
    // The question's words, once: every glossary reads the same words.
    let typed = typed_words(question);
    let words: Vec<String> = typed.iter().map(|w| folded(w)).collect();
    for g in &languages.glossaries {
        let mut out: Vec<String> = Vec::new();
        let mut unknown = Vec::new();
        let mut known = 0;
        let mut i = 0;
        while i < words.len() {
            let found = g.matched(&typed[i..], &words[i..]);
            if let Some((len, english)) = found {
                known += len;
                if !english.is_empty() {
                    out.push(english.to_string());
                }
                i += len;
                continue;
            }
            let w = &words[i];
            if w.chars().any(|c| c.is_ascii_digit()) || languages.english.contains(w) {
                out.push(w.clone());
            } else {
                unknown.push(w.clone());
            }
            i += 1;
        }
        if known == 0 {
            continue;
        }
        let reading = if unknown.is_empty() {
            Reading::English {
                language: g.language.clone(),
                english: out.join(" "),
            }
        } else {
            Reading::Unread {
                language: g.language.clone(),
                unknown: unknown.clone(),
            }
        };
        let key = (unknown.len(), std::cmp::Reverse(known));
        if best
            .as_ref()
            .is_none_or(|(u, k, _)| key < (*u, std::cmp::Reverse(*k)))
        {
            best = Some((unknown.len(), known, reading));
        }
    }
    best.map(|(_, _, r)| r)
}

impl Reading {
    /// The English question to answer, when every word was read.
    pub fn english(&self) -> Option<&str> {
        match self {
            Reading::English { english, .. } => Some(english),
            Reading::Unread { .. } => None,
        }
    }

    /// Says on the answer what was read: the English the pipeline answered (first, so that a
    /// misreading is seen before its figures), or, on the refusal of an unread question, the
    /// words not understood. `asked` is the question as the seller wrote it, which the answer
    /// keeps.
    pub fn annotate(&self, answer: &mut Answer, asked: &str) {
        match self {
            Reading::English { language, english } => {
                answer.question = asked.to_string();
                answer.answer = format!(
                    "I read your question ({language}) as: \"{english}\".\n{}",
                    answer.answer
                );
            }
            Reading::Unread { language, unknown } => {
                let Some(err) = answer.errors.iter_mut().find(|e| e.code == "english_only") else {
                    return;
                };
                let listed = unknown
                    .iter()
                    .map(|w| format!("\"{w}\""))
                    .collect::<Vec<_>>()
                    .join(", ");
                err.message = format!("{}; not in the {language} glossary: {listed}", err.message);
                answer.answer = format!(
                    "{} (I read some {language}, but not these words: {listed}.)",
                    answer.answer
                );
            }
        }
    }
}

/// A text's words as typed, lower case: a hyphen inside a word kept ("mois-ci", "usb-c"), an
/// apostrophe a separator, so that an elided article or pronoun is a word of its own
/// ("l'inventaire", "dell'anno", "j'ai": the glossary's "l'" is "l"), everything else a
/// separator.
pub(crate) fn typed_words(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.to_lowercase().chars().collect();
    let mut out = Vec::new();
    let mut cur = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let inner =
            c == '-' && !cur.is_empty() && chars.get(i + 1).is_some_and(|n| n.is_alphanumeric());
        if c.is_alphanumeric() {
            cur.push(c);
        } else if inner {
            cur.push('-');
        } else if !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// A typed word without its accents ("cuánto" is "cuanto", "sprzedałem" is "sprzedalem"):
/// sellers type both, and a glossary lists one.
pub(crate) fn folded(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        fold_into(c, &mut out);
    }
    out
}

/// A text's words, typed and folded.
pub(crate) fn words(text: &str) -> Vec<String> {
    typed_words(text).iter().map(|w| folded(w)).collect()
}

/// Pushes a letter without its accent, as people type it on an English keyboard.
fn fold_into(c: char, out: &mut String) {
    let plain = match c {
        'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' | 'ą' => 'a',
        'é' | 'è' | 'ê' | 'ë' | 'ę' => 'e',
        'í' | 'ì' | 'î' | 'ï' => 'i',
        'ó' | 'ò' | 'ô' | 'ö' | 'õ' => 'o',
        'ú' | 'ù' | 'û' | 'ü' => 'u',
        'ñ' | 'ń' => 'n',
        'ç' | 'ć' => 'c',
        'ś' => 's',
        'ł' => 'l',
        'ź' | 'ż' => 'z',
        'ß' => {
            out.push_str("ss");
            return;
        }
        c => c,
    };
    out.push(plain);
}
