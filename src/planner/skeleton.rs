//! Consonant skeletons: the chat spelling of a word with its vowels left out ("sls" for sales,
//! "glvs" for gloves, "wknd" for weekend, "brdgame" for boardgame, "clnsr" for cleanser).
//!
//! Why: sellers type their questions the way they type to a colleague ("wok sls l30d", "glvs
//! rev bf wknd"); the gate's typo rule (one edit away) does not reach a word missing two or
//! three of its letters, so each such word was foreign and the question refused. A list of
//! these spellings would only ever hold the ones already seen; the rule is how they are made.
//!
//! The rule is strict, because an everyday word can be a few letters of a domain word too
//! ("hat" is in "heat", "bed" in "bread"): the token keeps the word's first letter, is the
//! word with only VOWELS left out (a repeated letter too: "stok" for stock is no skeleton,
//! "numbrs" for numbers is), misses at least one letter, and a token of three letters has no
//! vowel at all ("sls", "lmp", "dwn", not "hat"). A plural token is read against the word's
//! stem ("glvs" against "glove"). Two sounds are spelled as heard: the c of "ck" is silent
//! ("stk" for stock, "trk" for track), and a final z is the s it sounds like ("slz" for sales).
//!
//! Read by the gate (a chat spelling of a domain word is no foreign word) and by the planner's
//! product names (`entities::word_matches`: "lp blm ordrs" named no product and was answered
//! with the whole store's orders).

/// The vowels a skeleton leaves out.
fn vowel(c: u8) -> bool {
    matches!(c, b'a' | b'e' | b'i' | b'o' | b'u')
}

/// `short` is `long` with only vowels (or a repeated letter, or the silent c of "ck") left
/// out, first letter kept.
///
/// On bytes, with no allocation: the gate asks this of every token against every word of the
/// marketplace's titles (thousands of pairs per question), and collecting both into `Vec<char>`
/// was most of a descriptive answer's screening time. `short` is ASCII (checked by the
/// caller); a byte of a multi-byte character of `long` is no vowel and never equals an ASCII
/// byte, so the answer is the one the characters give.
fn drops_only_vowels(s: &[u8], l: &[u8]) -> bool {
    if s.len() >= l.len() || s.first() != l.first() {
        return false;
    }
    let mut i = 0;
    for (k, &c) in l.iter().enumerate() {
        let silent_c = c == b'c' && l.get(k + 1) == Some(&b'k');
        if i < s.len() && s[i] == c {
            i += 1;
        } else if !(vowel(c) || silent_c || (k > 0 && l[k - 1] == c)) {
            return false;
        }
    }
    i == s.len()
}

/// The token is written as a chat spelling is: three lowercase letters or more, no vowel
/// after the first letter ("stk", "ordrs", "rvws", "ystrdy"). A token with a vowel of its own
/// is a word more often than a shortening ("cars" is no skeleton of "cares", nor "sling" of
/// "selling"), so it is no evidence of a chat spelling, whatever it is a skeleton of.
pub fn consonants_only(token: &str) -> bool {
    token.len() >= 3
        && token.bytes().all(|c| c.is_ascii_lowercase())
        && !token.bytes().skip(1).any(vowel)
}

/// The token (lowercase letters) is a consonant skeleton of `word` (a word or a stem).
pub fn is_skeleton(token: &str, word: &str) -> bool {
    let (t, w) = (token.as_bytes(), word.as_bytes());
    // Every reading below keeps the first letter and is shorter than the word (a plural one
    // letter shorter than its token): cheap refusals first, as most pairs fail here.
    if t.len() < 3 || t.len() > w.len() || t.first() != w.first() {
        return false;
    }
    if !t.iter().all(u8::is_ascii_lowercase) {
        return false;
    }
    // A final vowel kept where the word ends in it ("gme" of game, "yga" of yoga): the rest is
    // the skeleton of the rest, with no vowel of its own.
    if let (Some(&last), Some(&end)) = (t.last(), w.last()) {
        let (a, b) = (&t[..t.len() - 1], &w[..w.len() - 1]);
        if vowel(last)
            && last == end
            && a.len() >= 2
            && !a[1..].iter().any(|&c| vowel(c))
            && drops_only_vowels(a, b)
        {
            return true;
        }
    }
    if t.len() == 3 && t[1..].iter().any(|&c| vowel(c)) {
        return false;
    }
    if drops_only_vowels(t, w) {
        return true;
    }
    // A final z for the s it sounds like ("slz" of sales, "unitz"): read as the s.
    if let Some((b'z', stem)) = t.split_last() {
        let as_s: Vec<u8> = stem.iter().copied().chain([b's']).collect();
        return drops_only_vowels(&as_s, w) || plural(&as_s, w);
    }
    plural(t, w)
}

/// A plural of a skeleton, read against a stem: "glvs" of "glove", "sls" of "sale".
fn plural(t: &[u8], w: &[u8]) -> bool {
    match t.split_last() {
        Some((b's', one)) => one.len() >= 2 && w.last() != Some(&b's') && drops_only_vowels(one, w),
        _ => false,
    }
}

/// The token abbreviates a term of the domain ("rtg" of rating, "prds" of products, "rnkng"
/// of ranking): consonants only after its first letter ([`consonants_only`]), the term's first
/// and last letters kept and its other letters a subsequence of the term's. Looser than a
/// skeleton (a consonant may go too), so the caller reads it against the seller terms and
/// measure words only, never the whole vocabulary.
pub fn is_abbreviation(token: &str, term: &str) -> bool {
    if !consonants_only(token) || token.len() >= term.len() || token == term {
        return false;
    }
    let (t, w): (Vec<char>, Vec<char>) = (token.chars().collect(), term.chars().collect());
    if t.first() != w.first() || t.last() != w.last() {
        return false;
    }
    // Most of the term's consonants kept ("css" is no abbreviation of customers).
    let consonants = w
        .iter()
        .filter(|&&c| !c.is_ascii() || !vowel(c as u8))
        .count();
    if t.len() * 3 < consonants * 2 {
        return false;
    }
    let mut rest = w.iter();
    t.iter().all(|c| rest.any(|x| x == c))
}

/// Chat interjections and hedges ("ngl", "tbh", "idk", "lol", "kinda"), and chat spellings of
/// function words ("ths", "abt"): filler around a question, never a word of anything
/// else. Sellers type them to their analyst as to anyone; they made "lol sales tanked" look foreign.
pub fn interjection(word: &str) -> bool {
    const CHAT: &[&str] = &[
        "ngl", "tbh", "idk", "idc", "lol", "lmao", "lmk", "omg", "omfg", "nah", "yeah", "yep",
        "yup", "nope", "kinda", "sorta", "tho", "lowkey", "highkey", "btw", "imo", "imho", "fyi",
        "hmm", "hmmm", "ugh", "wow", "welp", "yikes", "oof", "haha", "hey", "gonna", "wanna",
        "gotta", "rly", "pls", "plz", "thx", "ty",
        // Chat spellings of function words ("hw r we doin ths wk").
        "ths", "tht", "wht", "wat", "wats", "abt", "doin", "goin", "cuz", "coz", "thru", "shud",
        "wud", "cud",
    ];
    CHAT.contains(&word)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chat_spellings_are_skeletons_of_their_words() {
        assert!(is_skeleton("sls", "sales"));
        assert!(is_skeleton("sls", "sale"));
        assert!(is_skeleton("glvs", "gloves"));
        assert!(is_skeleton("glvs", "glove"));
        assert!(is_skeleton("wknd", "weekend"));
        assert!(is_skeleton("brdgame", "boardgame"));
        assert!(is_skeleton("clnsr", "cleanser"));
        assert!(is_skeleton("scrn", "screen"));
        assert!(is_skeleton("lmp", "lamp"));
        assert!(is_skeleton("numbrs", "numbers"));
        assert!(is_skeleton("ordrs", "orders"));
        assert!(is_skeleton("retnol", "retinol"));
        assert!(is_skeleton("rvws", "review"));
        // The silent c of "ck", and a final z for s.
        assert!(is_skeleton("stk", "stock"));
        assert!(is_skeleton("trk", "track"));
        assert!(is_skeleton("pkt", "pocket"));
        assert!(is_skeleton("slz", "sales"));
        assert!(is_skeleton("ordrz", "orders"));
    }

    #[test]
    fn a_chat_spelling_has_no_vowel_after_its_first_letter() {
        for w in ["stk", "ordrs", "rvws", "ystrdy", "hdphns", "pwr"] {
            assert!(consonants_only(w), "{w}");
        }
        for w in ["cars", "sling", "sellr", "hat", "st", "st4k"] {
            assert!(!consonants_only(w), "{w}");
        }
    }

    #[test]
    fn a_final_vowel_may_be_kept() {
        assert!(is_skeleton("gme", "game"));
        assert!(is_skeleton("yga", "yoga"));
        assert!(is_skeleton("plte", "plate"));
        // Only the word's own last vowel, and no other vowel.
        assert!(!is_skeleton("the", "theme"));
        assert!(!is_skeleton("gma", "game"));
        assert!(!is_skeleton("hate", "heat"));
    }

    #[test]
    fn an_abbreviation_keeps_a_terms_first_and_last_letters() {
        assert!(is_abbreviation("rtg", "rating"));
        assert!(is_abbreviation("prds", "products"));
        assert!(is_abbreviation("rnkng", "ranking"));
        assert!(is_abbreviation("rvs", "reviews"));
        // A word with vowels, another last letter, or letters not in the term.
        assert!(!is_abbreviation("rat", "rating"));
        assert!(!is_abbreviation("prd", "products"));
        assert!(!is_abbreviation("pls", "products"));
        assert!(!is_abbreviation("rating", "rating"));
        // Too few of the term's consonants.
        assert!(!is_abbreviation("css", "customers"));
        assert!(!is_abbreviation("ps", "products"));
    }

    #[test]
    fn chat_interjections_are_filler() {
        for w in ["ngl", "tbh", "idk", "lol", "omg", "kinda"] {
            assert!(interjection(w), "{w}");
        }
        for w in ["sales", "yoga", "lot"] {
            assert!(!interjection(w), "{w}");
        }
    }

    #[test]
    fn everyday_words_and_other_shortenings_are_not() {
        // Three letters with a vowel: an everyday word far more often than a skeleton.
        assert!(!is_skeleton("hat", "heat"));
        assert!(!is_skeleton("bed", "bread"));
        // A consonant left out: another word, or another kind of shortening.
        assert!(!is_skeleton("pct", "pocket"));
        assert!(!is_skeleton("prods", "products"));
        assert!(!is_skeleton("bird", "board"));
        // The first letter is kept; the word itself is no skeleton of itself.
        assert!(!is_skeleton("lss", "sales"));
        assert!(!is_skeleton("sales", "sales"));
        assert!(!is_skeleton("ab", "about"));
        // Only the c before a k is silent; a z is read as an s only at the end.
        assert!(!is_skeleton("sct", "socket"));
        assert!(!is_skeleton("zls", "sales"));
        assert!(!is_skeleton("biz", "bias"));
    }

    /// The reading on characters the byte version replaced (stop 23's code, kept as the
    /// reference): both must agree on every pair, non-ASCII words included.
    fn reference(token: &str, word: &str) -> bool {
        fn drops(short: &str, long: &str) -> bool {
            let s: Vec<char> = short.chars().collect();
            let l: Vec<char> = long.chars().collect();
            if s.len() >= l.len() || s.first() != l.first() {
                return false;
            }
            let v = |c: char| matches!(c, 'a' | 'e' | 'i' | 'o' | 'u');
            let mut i = 0;
            for (k, &c) in l.iter().enumerate() {
                let silent_c = c == 'c' && l.get(k + 1) == Some(&'k');
                if i < s.len() && s[i] == c {
                    i += 1;
                } else if !(v(c) || silent_c || (k > 0 && l[k - 1] == c)) {
                    return false;
                }
            }
            i == s.len()
        }
        let v = |c: char| matches!(c, 'a' | 'e' | 'i' | 'o' | 'u');
        if token.len() < 3 || !token.chars().all(|c| c.is_ascii_lowercase()) {
            return false;
        }
        if let (Some(last), Some(end)) = (token.chars().last(), word.chars().last()) {
            let a = &token[..token.len() - 1];
            let mut b: Vec<char> = word.chars().collect();
            b.pop();
            let b: String = b.into_iter().collect();
            if v(last) && last == end && a.len() >= 2 && !a.chars().skip(1).any(v) && drops(a, &b) {
                return true;
            }
        }
        if token.len() == 3 && token.chars().skip(1).any(v) {
            return false;
        }
        if drops(token, word) {
            return true;
        }
        if let Some(stem) = token.strip_suffix('z') {
            return reference(&format!("{stem}s"), word);
        }
        let Some(one) = token.strip_suffix('s') else {
            return false;
        };
        one.len() >= 2 && !word.ends_with('s') && drops(one, word)
    }

    proptest::proptest! {
        #[test]
        fn bytes_read_as_the_characters_did(
            token in "[sckzaeoilrtnS]{0,7}",
            word in "[sckzaeoilrtné]{0,9}",
        ) {
            proptest::prop_assert_eq!(is_skeleton(&token, &word), reference(&token, &word));
        }

        /// Tokens made from the word by leaving letters out (and a plural or z on the end), so
        /// that the skeletons themselves are tried, not only unrelated pairs.
        #[test]
        fn bytes_read_left_out_letters_as_the_characters_did(
            word in "[sckzaeoilrtné]{1,9}",
            keep in proptest::collection::vec(proptest::bool::weighted(0.7), 9),
            tail in "(|s|z)",
        ) {
            let token: String = word
                .chars()
                .zip(keep.iter().chain(std::iter::repeat(&true)))
                .filter(|(_, &k)| k)
                .map(|(c, _)| c)
                .chain(tail.chars())
                .collect();
            proptest::prop_assert_eq!(is_skeleton(&token, &word), reference(&token, &word));
        }
    }

    #[test]
    fn the_reference_agrees_on_the_examples() {
        for (t, w) in [
            ("sls", "sales"),
            ("slz", "sales"),
            ("stk", "stock"),
            ("glvs", "glove"),
        ] {
            assert_eq!(is_skeleton(t, w), reference(t, w), "{t} {w}");
            assert!(is_skeleton(t, w));
        }
    }
}
