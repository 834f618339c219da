//! Word-level helpers shared by the catalog planner's parsers: tokens with their byte spans,
//! a light stemmer (plural `s`, `ies`, possessive `'s`), and phrase search over stems.

/// One word of a question, with where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// Lowercased, possessive and plural dropped ("sellers'" → "seller").
    pub stem: String,
    /// Lowercased, as written.
    pub word: String,
    /// Byte offset of its first character.
    pub start: usize,
    /// Byte offset just after it.
    pub end: usize,
}

/// English plurals in -ves and their singulars.
const VES_PLURALS: &[(&str, &str)] = &[
    ("knives", "knife"),
    ("halves", "half"),
    ("shelves", "shelf"),
    ("loaves", "loaf"),
    ("leaves", "leaf"),
    ("wives", "wife"),
    ("lives", "life"),
    ("calves", "calf"),
    ("scarves", "scarf"),
    ("wolves", "wolf"),
    ("thieves", "thief"),
    ("selves", "self"),
];

/// The stem of one lowercased word: plural `s`/`ies` and possessive `'s` dropped.
pub fn stem(word: &str) -> String {
    let w = word.trim_matches(|c: char| c == '\'' || c == '’');
    let w = w
        .strip_suffix("'s")
        .or_else(|| w.strip_suffix("’s"))
        .unwrap_or(w);
    // Plurals in -ves: "knives" is "knife", not "knive" (which matched no title).
    if let Some((_, one)) = VES_PLURALS.iter().find(|(many, _)| *many == w) {
        return (*one).to_string();
    }
    if let Some(base) = w.strip_suffix("ies") {
        if base.len() >= 2 {
            return format!("{base}y");
        }
    }
    if w.len() > 3
        && w.ends_with('s')
        && !w.ends_with("ss")
        && !w.ends_with("us")
        && !w.ends_with("is")
    {
        return w[..w.len() - 1].to_string();
    }
    w.to_string()
}

/// The words of `text`: runs of letters, digits, `#` and apostrophes inside a word.
pub fn tokens(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    scan(text, |start, end| push(&mut out, text, start, end));
    out
}

/// The words of `text` as [`tokens`] writes them ([`Token::word`]: lowercased, a chat spelling
/// read as its word), without their stems: for a reader that compares words as written. The
/// policy guard reads every answer's text so, and stemming each word was most of its cost
/// (stop 33).
pub fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    scan(text, |start, end| out.push(word_at(text, start, end)));
    out
}

/// Calls `word` with the byte span of each word of `text`, in order.
fn scan(text: &str, mut word: impl FnMut(usize, usize)) {
    let mut start: Option<usize> = None;
    let is_word = |c: char| c.is_alphanumeric() || c == '#';
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (i, &(pos, c)) in chars.iter().enumerate() {
        let inner_apostrophe = (c == '\'' || c == '’')
            && start.is_some()
            && chars.get(i + 1).is_some_and(|&(_, n)| n.is_alphanumeric());
        if is_word(c) || inner_apostrophe {
            if start.is_none() {
                start = Some(pos);
            }
        } else if let Some(s) = start.take() {
            word(s, pos);
        }
    }
    if let Some(s) = start {
        word(s, text.len());
    }
}

/// As [`tokens`], plus a `$` token for each run of dollar signs that is not an amount: sellers
/// write the sign for revenue ("$$ this wk", "how much $ did it bring in"). "$25,000" is an
/// amount (the conditions read it), not a measure. Kept apart from [`tokens`] so that the
/// domain gate's features, fitted on words, do not change.
pub fn tokens_with_money(text: &str) -> Vec<Token> {
    let mut out = tokens(text);
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'$' {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && b[i] == b'$' {
            i += 1;
        }
        let amount = text[i..]
            .trim_start()
            .starts_with(|c: char| c.is_ascii_digit());
        if !amount {
            out.push(Token {
                stem: "$".into(),
                word: "$".into(),
                start,
                end: i,
            });
        }
    }
    out.sort_by_key(|t| t.start);
    out
}

/// The word at `start..end` as a token holds it: lowercased, a chat spelling read.
fn word_at(text: &str, start: usize, end: usize) -> String {
    let word = text[start..end].to_lowercase();
    chat_word(&word).map_or(word, String::from)
}

fn push(out: &mut Vec<Token>, text: &str, start: usize, end: usize) {
    let word = word_at(text, start, end);
    out.push(Token {
        stem: stem(&word),
        word,
        start,
        end,
    });
}

/// The word a chat spelling of a function word stands for ("hw many products r out of
/// stock"): every reader of the tokens (the cues, the conditions, the gate's shapes) is written
/// for "how many ... are", and "hw" read as no word at all lost the count. Only spellings with
/// no other sense in a question about selling; the span stays the typed one.
pub fn chat_word(word: &str) -> Option<&'static str> {
    Some(match word {
        "hw" => "how",
        "r" => "are",
        "u" => "you",
        "ur" => "your",
        "wat" | "wut" => "what",
        "wat's" | "wats" | "wuts" => "what's",
        "n" => "and",
        _ => return None,
    })
}

/// The stems of a phrase ("Units sold" → ["unit", "sold"]).
pub fn phrase_stems(phrase: &str) -> Vec<String> {
    tokens(phrase).into_iter().map(|t| t.stem).collect()
}

/// Token positions where `phrase` (as stems) occurs contiguously in `toks`.
pub fn find_phrase(toks: &[Token], phrase: &[String]) -> Vec<usize> {
    if phrase.is_empty() || phrase.len() > toks.len() {
        return Vec::new();
    }
    (0..=toks.len() - phrase.len())
        .filter(|&i| {
            phrase
                .iter()
                .enumerate()
                .all(|(k, p)| toks[i + k].stem == *p)
        })
        .collect()
}

/// `text` with the given byte ranges replaced by spaces (so time expressions and entity
/// mentions do not count as metric words). Ranges off char boundaries are ignored.
pub fn mask(text: &str, spans: &[(usize, usize)]) -> String {
    let mut out = text.to_string();
    for &(s, e) in spans {
        if s < e && e <= out.len() && out.is_char_boundary(s) && out.is_char_boundary(e) {
            out.replace_range(s..e, &" ".repeat(e - s));
        }
    }
    out
}

/// Common words that never identify a metric, a product or a concept on their own.
pub const STOPWORDS: &[&str] = &[
    "a", "an", "the", "my", "me", "i", "we", "our", "us", "you", "your", "of", "for", "in", "on",
    "at", "to", "from", "by", "per", "with", "and", "or", "is", "are", "was", "were", "be", "been",
    "do", "did", "does", "have", "has", "had", "what", "which", "who", "how", "much", "many",
    "show", "give", "tell", "list", "get", "see", "it", "its", "this", "that", "these", "those",
    "there", "any", "all", "each", "every", "so", "far", "total", "overall", "please", "can",
    "could", "would", "should", "about", "over", "than", "vs", "versus", "compared", "between",
    "up", "down", "out", "into", "make", "made", "let", "know", "need", "want", "s", "t",
    // Relative pronouns: "products whose ads got 10 clicks" names no product "whose".
    "whose", "whom",
];

/// True for a stopword.
pub fn is_stopword(w: &str) -> bool {
    STOPWORDS.contains(&w)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stems_plurals_and_possessives() {
        assert_eq!(stem("sellers'"), "seller");
        assert_eq!(stem("categories"), "category");
        assert_eq!(stem("skillet's"), "skillet");
        assert_eq!(stem("glass"), "glass");
        assert_eq!(stem("sales"), "sale");
        assert_eq!(stem("bus"), "bus");
    }

    #[test]
    fn finds_phrases_by_stem() {
        let t = tokens("Top 5 products by units sold in Q3");
        assert_eq!(find_phrase(&t, &phrase_stems("units sold")), vec![4]);
        assert_eq!(t[1].word, "5");
        let m = mask("sales last week", &[(6, 15)]);
        assert_eq!(tokens(&m).len(), 1);
    }

    proptest::proptest! {
        /// `words` is `tokens` without the stems, on any text (letters, digits, apostrophes of
        /// both kinds, `#`, `$`, chat spellings, accents and spaces mixed).
        #[test]
        fn words_are_the_tokens_words(text in "[a-zA-Z0-9'’#$ .,éÖ-]{0,40}|(hw|r|u|wat|n|sales|the|'s| )*") {
            let from_tokens: Vec<String> = tokens(&text).into_iter().map(|t| t.word).collect();
            proptest::prop_assert_eq!(words(&text), from_tokens);
        }
    }

    #[test]
    fn a_dollar_sign_is_a_word_unless_it_is_an_amount() {
        let words =
            |t: &str| -> Vec<String> { tokens_with_money(t).into_iter().map(|t| t.word).collect() };
        assert_eq!(words("$$ this wk"), ["$", "this", "wk"]);
        assert_eq!(
            words("hw many products r out of stock"),
            ["how", "many", "products", "are", "out", "of", "stock"]
        );
        assert_eq!(
            words("how much $ did it make"),
            ["how", "much", "$", "did", "it", "make"]
        );
        assert_eq!(words("days over $25,000"), ["days", "over", "25", "000"]);
        assert_eq!(words("over $ 50"), ["over", "50"]);
        assert!(tokens("$$ this wk").iter().all(|t| t.word != "$"));
    }
}
