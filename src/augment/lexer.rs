//! Tokens of a question: words (normalised), numbers, written dates, punctuation, each with
//! its byte span in the original text so that the rewrite can insert dates at the right place.
//!
//! Normalisation is where typo tolerance lives: a table of common abbreviations and misspellings
//! ("wk", "yday", "quater"), then a guarded edit-distance match against a short list of long time
//! words ("yesterady", "Septmber"). The guards (length, first letter, and a list of words left
//! out) keep ordinary words such as "early", "dairy", "price" or "precious" from turning into
//! time words.

use chrono::NaiveDate;

/// What a token is.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Tok {
    /// A word, lowercased and normalised ("wk" → "week").
    Word(String),
    /// A number written with digits.
    Num { value: u32, digits: usize },
    /// "3rd", "28th".
    Ordinal(u32),
    /// "'24" → 2024.
    ShortYear(i32),
    /// A written date: `2025-11-28`, `2025/11/28`, `11/28/2025`. `ambiguous` when the day and
    /// month could be swapped (read as US month/day).
    Date { date: NaiveDate, ambiguous: bool },
    /// `2024-03`.
    YearMonth(i32, u32),
    /// Looked like a date but is not one (`2025-02-30`).
    BadDate,
    /// A number that is money or a percentage ("$2024", "20%"): never a year.
    Amount,
    /// `-`, en and em dashes.
    Dash,
    /// `,`
    Comma,
    /// `/`
    Slash,
    /// `.`
    Dot,
    /// Anything else.
    Other,
}

/// A token and where it is.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Token {
    pub tok: Tok,
    /// Byte offset of the first character.
    pub start: usize,
    /// Byte offset after the last character (after a possessive `'s`).
    pub end: usize,
    /// The word ended in `'s` ("last week's").
    pub possessive: bool,
}

/// Splits a question into tokens. Total on any input.
pub(crate) fn tokenize(text: &str) -> Vec<Token> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let n = chars.len();
    let pos = |k: usize| chars.get(k).map_or(text.len(), |c| c.0);
    let ch = |k: usize| chars.get(k).map(|c| c.1);
    let mut out = Vec::new();
    let mut i = 0;
    while i < n {
        let c = chars[i].1;
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if c.is_ascii_digit() {
            let (mut tok, mut next) = lex_number(&chars, i);
            let money_before = i > 0 && matches!(chars[i - 1].1, '$' | '€' | '£' | '¥');
            let percent_after = ch(next) == Some('%');
            if matches!(tok, Tok::Num { .. }) && (money_before || percent_after) {
                tok = Tok::Amount;
                if percent_after {
                    // "10%" is one token, so "down 10% from last year" sees the amount.
                    next += 1;
                }
            }
            out.push(Token {
                tok,
                start: pos(i),
                end: pos(next),
                possessive: false,
            });
            i = next;
            continue;
        }
        if c.is_alphanumeric() {
            let mut j = i;
            while j < n && chars[j].1.is_alphanumeric() {
                j += 1;
            }
            let raw: String = chars[i..j].iter().map(|c| c.1).collect();
            let mut end = j;
            let mut possessive = false;
            if matches!(ch(j), Some('\'' | '’'))
                && matches!(ch(j + 1), Some('s' | 'S'))
                && !ch(j + 2).is_some_and(char::is_alphanumeric)
            {
                possessive = true;
                end = j + 2;
            }
            let lower = raw.to_lowercase();
            let words: Vec<String> = match SHORTHANDS.iter().find(|(from, _)| *from == lower) {
                Some((_, to)) => to.iter().map(|w| (*w).to_string()).collect(),
                None => vec![normalize(&lower)],
            };
            // A shorthand's words share its span, so the rewrite replaces the whole of it.
            for word in words {
                out.push(Token {
                    tok: Tok::Word(word),
                    start: pos(i),
                    end: pos(end),
                    possessive,
                });
            }
            i = end;
            continue;
        }
        if matches!(c, '\'' | '’' | '‘')
            && ch(i + 1).is_some_and(|c| c.is_ascii_digit())
            && ch(i + 2).is_some_and(|c| c.is_ascii_digit())
            && !ch(i + 3).is_some_and(char::is_alphanumeric)
        {
            let yy = digits_value(&chars[i + 1..i + 3]).unwrap_or(0);
            out.push(Token {
                tok: Tok::ShortYear(2000 + yy as i32),
                start: pos(i),
                end: pos(i + 3),
                possessive: false,
            });
            i += 3;
            continue;
        }
        let tok = match c {
            '-' | '–' | '—' | '‐' | '‑' | '−' => Tok::Dash,
            ',' => Tok::Comma,
            '/' => Tok::Slash,
            '.' => Tok::Dot,
            _ => Tok::Other,
        };
        out.push(Token {
            tok,
            start: pos(i),
            end: pos(i + 1),
            possessive: false,
        });
        i += 1;
    }
    out
}

/// The value of a run of ASCII digits, if it fits.
fn digits_value(run: &[(usize, char)]) -> Option<u32> {
    if run.is_empty() || run.len() > 9 {
        return None;
    }
    run.iter()
        .try_fold(0u32, |acc, (_, c)| Some(acc * 10 + c.to_digit(10)?))
}

/// A token starting with a digit at `i`: a date, a year-month, an ordinal, a word such as
/// "2024q3", or a number. Returns the token and the index after it.
fn lex_number(chars: &[(usize, char)], i: usize) -> (Tok, usize) {
    let n = chars.len();
    let run = |k: usize| {
        let mut j = k;
        while j < n && chars[j].1.is_ascii_digit() {
            j += 1;
        }
        j
    };
    let is_digit = |k: usize| k < n && chars[k].1.is_ascii_digit();
    let boundary = |k: usize| k >= n || !chars[k].1.is_alphanumeric();
    let j = run(i);
    let a = &chars[i..j];

    // "28th", "3rd": ordinals; "2024q3", "30d": words.
    if j < n && chars[j].1.is_alphabetic() {
        let mut k = j;
        while k < n && chars[k].1.is_alphanumeric() {
            k += 1;
        }
        let suffix: String = chars[j..k].iter().map(|c| c.1).collect::<String>();
        let suffix = suffix.to_lowercase();
        if matches!(suffix.as_str(), "st" | "nd" | "rd" | "th") {
            if let Some(v) = digits_value(a) {
                return (Tok::Ordinal(v), k);
            }
        }
        let word: String = chars[i..k].iter().map(|c| c.1).collect();
        return (Tok::Word(normalize(&word.to_lowercase())), k);
    }

    if j < n && matches!(chars[j].1, '-' | '/' | '.') && is_digit(j + 1) {
        let sep = chars[j].1;
        let k = run(j + 1);
        let b = &chars[j + 1..k];
        let third = (k < n && chars[k].1 == sep && is_digit(k + 1)).then(|| run(k + 1));
        match third {
            Some(l) if boundary(l) => {
                let c = &chars[k + 1..l];
                let (va, vb, vc) = (digits_value(a), digits_value(b), digits_value(c));
                if let (Some(va), Some(vb), Some(vc)) = (va, vb, vc) {
                    if a.len() == 4 && b.len() <= 2 && c.len() <= 2 {
                        return (date_tok(va as i32, vb, vc, false), l);
                    }
                    if a.len() <= 2 && b.len() <= 2 && (c.len() == 4 || c.len() == 2) {
                        let y = if c.len() == 2 { 2000 + vc } else { vc } as i32;
                        if sep == '.' {
                            // 28.11.2025: day first, the European way.
                            return (date_tok(y, vb, va, false), l);
                        }
                        if va > 12 && vb <= 12 {
                            return (date_tok(y, vb, va, false), l);
                        }
                        let ambiguous = va <= 12 && vb <= 12 && va != vb;
                        return (date_tok(y, va, vb, ambiguous), l);
                    }
                }
            }
            None if boundary(k) && sep != '.' && a.len() == 4 && b.len() == 2 => {
                if let (Some(y), Some(m)) = (digits_value(a), digits_value(b)) {
                    if (1..=12).contains(&m) {
                        return (Tok::YearMonth(y as i32, m), k);
                    }
                }
            }
            // "10/2025", "10-2025": a month and its year, as "2025-10" (stop 38: "takings for
            // 10/2025" was read as the number 10 and the year 2025, all of 2025).
            None if boundary(k) && sep != '.' && a.len() <= 2 && b.len() == 4 => {
                if let (Some(m), Some(y)) = (digits_value(a), digits_value(b)) {
                    if (1..=12).contains(&m) && (1900..=2200).contains(&y) {
                        return (Tok::YearMonth(y as i32, m), k);
                    }
                }
            }
            _ => {}
        }
    }
    match digits_value(a) {
        Some(value) => (
            Tok::Num {
                value,
                digits: a.len(),
            },
            j,
        ),
        None => (Tok::Other, j),
    }
}

fn date_tok(y: i32, m: u32, d: u32, ambiguous: bool) -> Tok {
    match NaiveDate::from_ymd_opt(y, m, d) {
        Some(date) => Tok::Date { date, ambiguous },
        None => Tok::BadDate,
    }
}

/// Abbreviations and misspellings seen in sellers' questions, mapped to the canonical word.
const ALIASES: &[(&str, &str)] = &[
    ("yday", "yesterday"),
    ("yest", "yesterday"),
    ("ystd", "yesterday"),
    ("tdy", "today"),
    ("tody", "today"),
    ("todya", "today"),
    ("toady", "today"),
    ("2day", "today"),
    ("lst", "last"),
    ("lats", "last"),
    ("lsat", "last"),
    ("wknd", "weekend"),
    ("wkend", "weekend"),
    ("wk", "week"),
    ("wks", "weeks"),
    ("wek", "week"),
    ("weeek", "week"),
    ("mo", "month"),
    ("mos", "months"),
    ("mth", "month"),
    ("mths", "months"),
    ("mnth", "month"),
    ("mnths", "months"),
    ("monht", "month"),
    ("monts", "months"),
    ("yr", "year"),
    ("yrs", "years"),
    ("yaer", "year"),
    ("yera", "year"),
    ("qtr", "quarter"),
    ("qtrs", "quarters"),
    ("quater", "quarter"),
    ("quaters", "quarters"),
    ("quartr", "quarter"),
    ("dys", "days"),
    ("thsi", "this"),
    ("tihs", "this"),
    ("htis", "this"),
    ("prev", "previous"),
    ("previus", "previous"),
    ("prevous", "previous"),
    ("previos", "previous"),
    ("pervious", "previous"),
    ("versus", "vs"),
    ("verses", "vs"),
    ("vrs", "vs"),
    ("thru", "through"),
    ("til", "till"),
    ("untill", "until"),
    ("sinse", "since"),
    ("scince", "since"),
    ("sicne", "since"),
];

/// Chat shorthands that stand for more than one time word: "lm vs ly" is "last month vs last
/// year", and "lly" the year before last (retail reports' "last last year"). "tm", "tw" and
/// "ty" are left out: trademark, Twitter, thank you.
const SHORTHANDS: &[(&str, &[&str])] = &[
    ("lw", &["last", "week"]),
    ("lm", &["last", "month"]),
    ("lq", &["last", "quarter"]),
    ("ly", &["last", "year"]),
    ("lly", &["year", "before", "last"]),
];

/// Long time words worth matching with a typo. Left out on purpose: "weekly" (weakly),
/// "previous" (precious), "march" (match), "daily" (dairy), event names (prime/price).
const FUZZY_VOCAB: &[&str] = &[
    "yesterday",
    "quarter",
    "quarters",
    "months",
    "january",
    "february",
    "september",
    "october",
    "november",
    "december",
    "august",
    "compared",
    "comparison",
    "between",
    "through",
    "monthly",
    "quarterly",
    "yearly",
    "preceding",
    "trailing",
];

/// Real words one typo away from a time word: they stay as they are.
const NOT_TYPOS: &[&str] = &[
    "compare",
    "compares",
    "comparing",
    "training",
    "trading",
    "quartet",
    "monthly",
];

/// The time word a chat spelling or abbreviation stands for ("wks" → "weeks", "yday" →
/// "yesterday"), exactly as listed (no typo matching): for stages that read the question's
/// words themselves (the planner counting "how many wks", or deciding that "wks" is no thing
/// of the seller's).
pub(crate) fn alias(lower: &str) -> Option<&'static str> {
    ALIASES
        .iter()
        .find(|(from, _)| *from == lower)
        .map(|(_, to)| *to)
}

/// Lowercased word → canonical word.
pub(crate) fn normalize(lower: &str) -> String {
    if let Some((_, to)) = ALIASES.iter().find(|(from, _)| *from == lower) {
        return (*to).to_string();
    }
    if FUZZY_VOCAB.contains(&lower) || NOT_TYPOS.contains(&lower) {
        return lower.to_string();
    }
    let len = lower.len();
    if len >= 6 && lower.bytes().all(|c| c.is_ascii_alphabetic()) {
        let first = lower.as_bytes()[0];
        let best = FUZZY_VOCAB
            .iter()
            .filter(|v| v.as_bytes()[0] == first && v.len().abs_diff(len) <= 2)
            // Optimal string alignment: edits and adjacent swaps, without the allocations of
            // the general Damerau-Levenshtein distance.
            .map(|v| (strsim::osa_distance(lower, v), *v))
            .filter(|(dist, v)| *dist <= if v.len() >= 8 { 2 } else { 1 })
            .min_by_key(|(dist, _)| *dist);
        if let Some((_, v)) = best {
            return v.to_string();
        }
    }
    lower.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        tokenize(s).into_iter().map(|t| t.tok).collect()
    }
    fn w(s: &str) -> Tok {
        Tok::Word(s.to_string())
    }

    #[test]
    fn dates_in_every_written_form() {
        let nov28 = NaiveDate::from_ymd_opt(2025, 11, 28).unwrap();
        let date = Tok::Date {
            date: nov28,
            ambiguous: false,
        };
        assert_eq!(toks("2025-11-28"), vec![date.clone()]);
        assert_eq!(toks("2025/11/28"), vec![date.clone()]);
        assert_eq!(toks("11/28/2025"), vec![date.clone()]);
        assert_eq!(toks("28/11/2025"), vec![date.clone()]);
        assert_eq!(toks("28.11.2025"), vec![date]);
        assert_eq!(
            toks("03/04/2025"),
            vec![Tok::Date {
                date: NaiveDate::from_ymd_opt(2025, 3, 4).unwrap(),
                ambiguous: true
            }]
        );
        assert_eq!(toks("2025-02-30"), vec![Tok::BadDate]);
        assert_eq!(toks("2024-03"), vec![Tok::YearMonth(2024, 3)]);
        assert_eq!(
            toks("2024-2025"),
            vec![
                Tok::Num {
                    value: 2024,
                    digits: 4
                },
                Tok::Dash,
                Tok::Num {
                    value: 2025,
                    digits: 4
                }
            ]
        );
    }

    #[test]
    fn words_ordinals_and_spans() {
        let t = tokenize("Last week's 28th Mar '24 $2024");
        assert_eq!(t[0].tok, w("last"));
        assert_eq!(t[1].tok, w("week"));
        assert!(t[1].possessive);
        assert_eq!((t[1].start, t[1].end), (5, 11));
        assert_eq!(t[2].tok, Tok::Ordinal(28));
        assert_eq!(t[3].tok, w("mar"));
        assert_eq!(t[4].tok, Tok::ShortYear(2024));
        assert_eq!(t[6].tok, Tok::Amount);
    }

    #[test]
    fn typos_are_normalised_but_ordinary_words_are_not() {
        assert_eq!(normalize("yesterady"), "yesterday");
        assert_eq!(normalize("septmber"), "september");
        assert_eq!(normalize("febuary"), "february");
        assert_eq!(normalize("quater"), "quarter");
        assert_eq!(normalize("wk"), "week");
        assert_eq!(normalize("early"), "early");
        assert_eq!(normalize("precious"), "precious");
        assert_eq!(normalize("dairy"), "dairy");
        assert_eq!(normalize("matches"), "matches");
        assert_eq!(normalize("compare"), "compare");
        assert_eq!(normalize("training"), "training");
    }

    #[test]
    fn unicode_and_garbage_do_not_panic() {
        for s in [
            "",
            "   ",
            "日本語の売上 先週",
            "🙂🙂 2025-１１-28",
            "'",
            "9999999999999",
            "’2",
        ] {
            let _ = tokenize(s);
        }
        let t = tokenize("été 2024");
        assert_eq!(t[0].tok, w("été"));
        assert_eq!(t[1].start, "été ".len());
    }
}
