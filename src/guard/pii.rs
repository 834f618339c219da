//! **PII**: masks personal data in everything an answer shows.
//!
//! What it does: replaces emails with `[email]`, Luhn-valid card numbers with `[card]`, phone
//! numbers with `[phone]` and street addresses with `[address]`, in the answer text, table
//! titles, every string cell, the suggestions and the chart's strings.
//!
//! Why: rows come from backends the platform does not write (a review title with a phone number,
//! an HTTP backend returning a buyer's email) and prose may come from an LLM; customer
//! identities are never shown (DESIGN.md, "Guardrails").
//!
//! What it leaves alone, on purpose: number cells (revenue, units: never strings), dates
//! (`2025-10-06`), prices and amounts (`$1,234.56`, `+12.5%`), product and seller ids (`P0001`),
//! ISO weeks, and digit runs without separators shorter than 13 digits (order numbers). A phone
//! number is either international (`+` and 8 to 15 digits in groups) or US-shaped (3-3-4 with
//! separators or parentheses); an unseparated 10-digit run is an order number, not a phone. A
//! card is 13 to 19 digits, unbroken or in groups of 4 (or Amex 4-6-5) with one kind of
//! separator, starting with 2 to 6, and Luhn-valid. An address is a house number (`221B`), one to
//! four capitalised words and a street type (`Street`, `Ave`, ...) with an optional direction
//! (`NW`).
//!
//! Example: `"Call 415-555-0132 or mail jo@example.com"` → `"Call [phone] or mail [email]"`.

use regex::Regex;

use super::walk::each_shown_string;
use super::{GuardContext, Guardrail, Verdict};
use crate::answer::Answer;

/// The PII guard (see the module documentation).
#[derive(Debug, Clone)]
pub struct PiiGuard {
    email: Regex,
    card: Regex,
    phone: Regex,
    address: Regex,
}

/// Counts per kind of PII found in one string or answer.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PiiCounts {
    /// Emails.
    pub email: usize,
    /// Card numbers.
    pub card: usize,
    /// Phone numbers.
    pub phone: usize,
    /// Street addresses.
    pub address: usize,
}

impl PiiCounts {
    /// All kinds together.
    pub fn total(&self) -> usize {
        self.email + self.card + self.phone + self.address
    }

    fn add(&mut self, o: PiiCounts) {
        self.email += o.email;
        self.card += o.card;
        self.phone += o.phone;
        self.address += o.address;
    }

    fn describe(&self) -> String {
        [
            (self.email, "email"),
            (self.phone, "phone number"),
            (self.card, "card number"),
            (self.address, "street address"),
        ]
        .iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, what)| format!("{n} {what}{}", if *n == 1 { "" } else { "s" }))
        .collect::<Vec<_>>()
        .join(", ")
    }
}

const STREET_TYPES: &str = "Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Parkway|Pkwy|Highway|Hwy|Square|Sq|Circle|Cir|Loop|Close|Crescent";

impl PiiGuard {
    /// Compiles the patterns (once; the guard is then shared).
    pub fn new() -> PiiGuard {
        // The patterns are constants: a failure to compile is a bug caught by every test.
        let re = |p: &str| Regex::new(p).unwrap_or_else(|e| panic!("PII pattern {p}: {e}"));
        PiiGuard {
            email: re(r"(?i)\b[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b"),
            card: re(concat!(
                r"\b(?:\d{4}[ -]\d{4}[ -]\d{4}[ -]\d{1,7}",
                r"|\d{4}[ -]\d{6}[ -]\d{4,5}",
                r"|\d{13,19})\b"
            )),
            phone: re(concat!(
                // international: + country code, then 2 to 5 groups (an area code may be in
                // parentheses), or all digits
                r"(?:\+\d{1,3}(?:[ -]?\(\d{1,4}\))?(?:[ -]\d{1,6}){1,5}|\+\d{8,15})\b",
                // US: optional 1, (415) or 415 with a separator, 555, separator, 0132
                r"|(?:\b1[ .-]?)?(?:\(\d{3}\)[ .-]?|\b\d{3}[ .-])\d{3}[ .-]\d{4}\b",
            )),
            address: re(&format!(
                r"\b\d{{1,6}}[A-Za-z]?\s+(?:(?:[A-Z][A-Za-z'-]*|\d{{1,3}}(?:st|nd|rd|th))\.?\s+){{1,4}}(?i:{STREET_TYPES})\b\.?(?:\s+(?:NW|NE|SW|SE|N|S|E|W)\b)?"
            )),
        }
    }

    /// Masks the PII in one string, counting what it found.
    pub fn redact_str(&self, s: &mut String) -> PiiCounts {
        let mut c = PiiCounts::default();
        // Most cells are ids, titles and dates: skip the patterns that cannot match them.
        let bytes = s.as_bytes();
        let has_at = bytes.contains(&b'@');
        let digits = bytes.iter().filter(|b| b.is_ascii_digit()).count();
        let spaced = bytes.iter().any(u8::is_ascii_whitespace);
        if has_at {
            c.email = replace(s, &self.email, "[email]", |_| true);
        }
        if digits >= 13 {
            c.card = replace(s, &self.card, "[card]", is_card);
        }
        if digits >= 8 {
            c.phone = replace(s, &self.phone, "[phone]", is_phone);
        }
        if digits >= 1 && spaced {
            c.address = replace(s, &self.address, "[address]", |_| true);
        }
        c
    }
}

impl Default for PiiGuard {
    fn default() -> Self {
        PiiGuard::new()
    }
}

/// Replaces the matches that `keep` accepts; returns how many.
fn replace(s: &mut String, re: &Regex, with: &str, keep: impl Fn(&str) -> bool) -> usize {
    let mut n = 0;
    let mut out = String::new();
    let mut at = 0;
    for m in re.find_iter(s) {
        if keep(m.as_str()) {
            out.push_str(&s[at..m.start()]);
            out.push_str(with);
            at = m.end();
            n += 1;
        }
    }
    if n > 0 {
        out.push_str(&s[at..]);
        *s = out;
    }
    n
}

/// A card number: 13 to 19 digits, one kind of separator, a card-network first digit, Luhn.
fn is_card(m: &str) -> bool {
    let digits: Vec<u32> = m.chars().filter_map(|c| c.to_digit(10)).collect();
    let mut seps = m.chars().filter(|c| !c.is_ascii_digit());
    let one_sep = match seps.next() {
        None => true,
        Some(first) => seps.all(|c| c == first),
    };
    (13..=19).contains(&digits.len()) && one_sep && (2..=6).contains(&digits[0]) && luhn(&digits)
}

/// The Luhn checksum.
pub fn luhn(digits: &[u32]) -> bool {
    let sum: u32 = digits
        .iter()
        .rev()
        .enumerate()
        .map(|(i, &d)| {
            if i % 2 == 1 {
                let x = d * 2;
                if x > 9 {
                    x - 9
                } else {
                    x
                }
            } else {
                d
            }
        })
        .sum();
    sum % 10 == 0
}

/// A phone number has 10 to 15 digits (8 for a short international number).
fn is_phone(m: &str) -> bool {
    let n = m.chars().filter(char::is_ascii_digit).count();
    if m.starts_with('+') {
        (8..=15).contains(&n)
    } else {
        (10..=11).contains(&n)
    }
}

impl Guardrail for PiiGuard {
    fn name(&self) -> &str {
        "pii"
    }

    fn check(&self, _ctx: &GuardContext, answer: &mut Answer) -> Verdict {
        let mut counts = PiiCounts::default();
        each_shown_string(answer, &mut |s| {
            let c = self.redact_str(s);
            counts.add(c);
            c.total()
        });
        if counts.total() == 0 {
            Verdict::Pass
        } else {
            Verdict::Redacted {
                count: counts.total(),
                detail: format!("masked {}", counts.describe()),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn red(s: &str) -> String {
        let mut s = s.to_string();
        PiiGuard::new().redact_str(&mut s);
        s
    }

    #[test]
    fn luhn_checks() {
        let d = |s: &str| s.chars().filter_map(|c| c.to_digit(10)).collect::<Vec<_>>();
        assert!(luhn(&d("4111111111111111")));
        assert!(luhn(&d("378282246310005")));
        assert!(!luhn(&d("4111111111111112")));
    }

    #[test]
    fn each_kind_is_masked() {
        assert_eq!(
            red("mail jo.smith+x@mail.example.co.uk now"),
            "mail [email] now"
        );
        assert_eq!(red("card 4111 1111 1111 1111."), "card [card].");
        assert_eq!(red("call (415) 555-0132"), "call [phone]");
        assert_eq!(red("at 221B Baker Street, London"), "at [address], London");
    }

    #[test]
    fn seller_numbers_stay() {
        for s in [
            "Revenue was $1,234.56 (+12.5%) from 2025-10-06 to 2025-10-12.",
            "P0001 sold 1,234 units; order 4155550132 shipped.",
            "ISO week 2025-W41, 3.2 ROAS, 20000mAh, 4-Pack, 65W",
        ] {
            assert_eq!(red(s), s);
        }
    }
}
