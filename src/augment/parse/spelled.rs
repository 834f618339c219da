//! Days of the month written in words, as a voice assistant transcribes them: "november
//! twenty eighth", "december first", "the third of march". Read as the ordinal a seller types
//! ("november 28th"), so every rule that reads a day reads them too; left as words, "november
//! twenty eighth and december first" was two whole months.
//!
//! Only next to a month: "first" and "second" are ordinary words elsewhere ("the first week",
//! "my second best seller"), and a month followed by an ordinal that counts weeks or days
//! ("december first week", "november first two weeks") is not a day either.
//!
//! Years in words too ("black friday twenty twenty three", "two thousand and twenty four"),
//! read as the four digits a seller types: left as words, the year was dropped and the event's
//! latest occurrence answered for a year nobody asked about (2025's Black Friday for 2023's).

use super::super::lexer::{Tok, Token};
use super::words::{MONTHS, NUMBER_WORDS};

/// The ordinal words of 1..19 and the tens, by value.
const UNITS: &[(&str, u32)] = &[
    ("first", 1),
    ("second", 2),
    ("third", 3),
    ("fourth", 4),
    ("fifth", 5),
    ("sixth", 6),
    ("seventh", 7),
    ("eighth", 8),
    ("ninth", 9),
    ("tenth", 10),
    ("eleventh", 11),
    ("twelfth", 12),
    ("thirteenth", 13),
    ("fourteenth", 14),
    ("fifteenth", 15),
    ("sixteenth", 16),
    ("seventeenth", 17),
    ("eighteenth", 18),
    ("nineteenth", 19),
    ("twentieth", 20),
    ("thirtieth", 30),
];

/// Words after an ordinal that make it count something other than a day of the month.
const NOT_A_DAY_AFTER: &[&str] = &[
    "week",
    "weeks",
    "weekend",
    "half",
    "quarter",
    "day",
    "days",
    "month",
    "months",
    "fortnight",
    "two",
    "three",
    "four",
    "five",
    "few",
    "couple",
    "ten",
];

fn word(toks: &[Token], i: usize) -> Option<&str> {
    match toks.get(i).map(|t| &t.tok) {
        Some(Tok::Word(w)) => Some(w.as_str()),
        _ => None,
    }
}

fn is_month(toks: &[Token], i: usize) -> bool {
    word(toks, i).is_some_and(|w| MONTHS.iter().any(|(m, _)| *m == w))
}

/// The spelled ordinal starting at `i`: its value and the index after it.
fn ordinal_at(toks: &[Token], i: usize) -> Option<(u32, usize)> {
    let unit = |k: usize| {
        let w = word(toks, k)?;
        UNITS.iter().find(|(u, _)| *u == w).map(|(_, v)| *v)
    };
    let tens = match word(toks, i)? {
        "twenty" => 20,
        "thirty" => 30,
        _ => return unit(i).map(|v| (v, i + 1)),
    };
    // "twenty eighth", "twenty-eighth".
    let k = if matches!(toks.get(i + 1).map(|t| &t.tok), Some(Tok::Dash)) {
        i + 2
    } else {
        i + 1
    };
    let v = unit(k).filter(|v| *v < 10)?;
    Some((tens + v, k + 1))
}

/// A cardinal word of 1..19 ("three", "twelve"), read from the parser's number words ("a
/// dozen" is no cardinal of a date).
fn cardinal(w: &str) -> Option<u32> {
    NUMBER_WORDS
        .iter()
        .find(|(c, v)| *c == w && *v < 20 && *c != "dozen")
        .map(|(_, v)| *v)
}

/// A tens word of 20..90 ("twenty", "ninety").
fn tens(w: &str) -> Option<u32> {
    NUMBER_WORDS
        .iter()
        .find(|(c, v)| *c == w && (20..100).contains(v) && v % 10 == 0)
        .map(|(_, v)| *v)
}

/// The index after `k`, skipping one dash ("twenty-three").
fn skip_dash(toks: &[Token], k: usize) -> usize {
    if matches!(toks.get(k).map(|t| &t.tok), Some(Tok::Dash)) {
        k + 1
    } else {
        k
    }
}

/// A cardinal of 1..99 in words starting at `i` ("three", "twenty three", "twenty-three"):
/// its value and the index after it.
fn cardinal_at(toks: &[Token], i: usize) -> Option<(u32, usize)> {
    let w = word(toks, i)?;
    if let Some(v) = cardinal(w) {
        return Some((v, i + 1));
    }
    let tens = tens(w)?;
    let k = skip_dash(toks, i + 1);
    match word(toks, k).and_then(cardinal) {
        Some(v) if v < 10 => Some((tens + v, k + 1)),
        _ => Some((tens, i + 1)),
    }
}

/// A year of this century in words starting at `i`: "twenty twenty three" (twenty, then a
/// number of 10..99: "twenty one" is no year), "two thousand and twenty four", "two thousand
/// twenty four". Its value and the index after it.
fn year_at(toks: &[Token], i: usize) -> Option<(u32, usize)> {
    match word(toks, i)? {
        "twenty" => {
            let (v, next) = cardinal_at(toks, skip_dash(toks, i + 1))?;
            (10..=99).contains(&v).then_some((2000 + v, next))
        }
        "two" if word(toks, i + 1) == Some("thousand") => {
            let k = if word(toks, i + 2) == Some("and") {
                i + 3
            } else {
                i + 2
            };
            let (v, next) = cardinal_at(toks, k)?;
            Some((2000 + v, next))
        }
        _ => None,
    }
}

/// The tokens with each day of the month written in words next to a month turned into an
/// [`Tok::Ordinal`] spanning its words, and each year in words into the [`Tok::Num`] of its
/// four digits.
pub(crate) fn spelled_days(toks: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        if let Some((v, next)) = year_at(&toks, i) {
            out.push(Token {
                tok: Tok::Num {
                    value: v,
                    digits: 4,
                },
                start: toks[i].start,
                end: toks[next - 1].end,
                possessive: toks[next - 1].possessive,
            });
            i = next;
            continue;
        }
        let after_month = {
            let n = out.len();
            let prev_is = |k: usize| n >= k && is_month(&out, n - k);
            prev_is(1) || (prev_is(2) && word(&out, n - 1) == Some("the"))
        };
        if let Some((v, next)) = ordinal_at(&toks, i).filter(|(v, _)| (1..=31).contains(v)) {
            let before_month = word(&toks, next) == Some("of") && is_month(&toks, next + 1);
            let counts_other = word(&toks, next).is_some_and(|w| NOT_A_DAY_AFTER.contains(&w));
            if (after_month || before_month || closes_a_span(&out)) && !counts_other {
                out.push(Token {
                    tok: Tok::Ordinal(v),
                    start: toks[i].start,
                    end: toks[next - 1].end,
                    possessive: toks[next - 1].possessive,
                });
                i = next;
                continue;
            }
        }
        out.push(toks[i].clone());
        i += 1;
    }
    out
}

/// "from the first of september to the fifteenth": an ordinal after the "to" of a span whose
/// first end is a day of a month is the second end's day (its month is the first end's).
/// Left a word, the span was read as its first day alone (stop 35).
fn closes_a_span(out: &[Token]) -> bool {
    let n = out.len();
    let to = |k: usize| {
        n >= k
            && matches!(
                word(out, n - k),
                Some("to" | "through" | "thru" | "till" | "until" | "til")
            )
    };
    let at_to = to(1) || (to(2) && word(out, n - 1) == Some("the"));
    at_to
        && out
            .iter()
            .enumerate()
            .any(|(k, t)| matches!(t.tok, Tok::Ordinal(_)) || is_month(out, k))
}

#[cfg(test)]
mod tests {
    use super::super::super::lexer::tokenize;
    use super::*;

    fn ordinals(s: &str) -> Vec<u32> {
        spelled_days(tokenize(s))
            .into_iter()
            .filter_map(|t| match t.tok {
                Tok::Ordinal(v) => Some(v),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn days_in_words_next_to_a_month() {
        assert_eq!(
            ordinals("orders on november twenty eighth and december first"),
            vec![28, 1]
        );
        assert_eq!(ordinals("sales on the third of march"), vec![3]);
        assert_eq!(ordinals("units march the twenty-second"), vec![22]);
        assert_eq!(ordinals("revenue on july thirty first"), vec![31]);
    }

    #[test]
    fn ordinals_that_are_not_days_stay_words() {
        assert!(ordinals("december first week").is_empty());
        assert!(ordinals("november first two weeks").is_empty());
        assert!(ordinals("my first product in march").is_empty());
        assert!(ordinals("the second best seller").is_empty());
    }

    fn years(s: &str) -> Vec<u32> {
        spelled_days(tokenize(s))
            .into_iter()
            .filter_map(|t| match t.tok {
                Tok::Num { value, digits: 4 } => Some(value),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn years_in_words() {
        assert_eq!(years("black friday twenty twenty three orders"), vec![2023]);
        assert_eq!(years("revenue in twenty twenty-four"), vec![2024]);
        assert_eq!(years("sales two thousand and twenty four"), vec![2024]);
        assert_eq!(years("sales in two thousand twenty five"), vec![2025]);
        assert_eq!(years("orders in twenty nineteen"), vec![2019]);
        // "twenty one" is a number, not a year; "twenty units" neither.
        assert!(years("top twenty one products").is_empty());
        assert!(years("over twenty units").is_empty());
    }

    #[test]
    fn the_span_covers_the_words() {
        let q = "november twenty-eighth";
        let t = spelled_days(tokenize(q));
        assert_eq!(t.len(), 2);
        assert_eq!(&q[t[1].start..t[1].end], "twenty-eighth");
    }
}
