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

/// The vowels a skeleton leaves out.
fn vowel(c: char) -> bool {
    matches!(c, 'a' | 'e' | 'i' | 'o' | 'u')
}

/// `short` is `long` with only vowels (or a repeated letter, or the silent c of "ck") left
/// out, first letter kept.
fn drops_only_vowels(short: &str, long: &str) -> bool {
    let s: Vec<char> = short.chars().collect();
    let l: Vec<char> = long.chars().collect();
    if s.len() >= l.len() || s.first() != l.first() {
        return false;
    }
    let mut i = 0;
    for (k, &c) in l.iter().enumerate() {
        let silent_c = c == 'c' && l.get(k + 1) == Some(&'k');
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
pub(super) fn consonants_only(token: &str) -> bool {
    token.len() >= 3
        && token.chars().all(|c| c.is_ascii_lowercase())
        && !token.chars().skip(1).any(vowel)
}

/// The token (lowercase letters) is a consonant skeleton of `word` (a word or a stem).
pub(super) fn is_skeleton(token: &str, word: &str) -> bool {
    if token.len() < 3 || !token.chars().all(|c| c.is_ascii_lowercase()) {
        return false;
    }
    // A final vowel kept where the word ends in it ("gme" of game, "yga" of yoga): the rest is
    // the skeleton of the rest, with no vowel of its own.
    if let (Some(last), Some(end)) = (token.chars().last(), word.chars().last()) {
        let (a, b) = (&token[..token.len() - 1], &word[..word.len() - 1]);
        if vowel(last)
            && last == end
            && a.len() >= 2
            && !a.chars().skip(1).any(vowel)
            && drops_only_vowels(a, b)
        {
            return true;
        }
    }
    if token.len() == 3 && token.chars().skip(1).any(vowel) {
        return false;
    }
    if drops_only_vowels(token, word) {
        return true;
    }
    // A final z for the s it sounds like ("slz" of sales, "unitz"): read as the s.
    if let Some(stem) = token.strip_suffix('z') {
        if token.len() >= 3 {
            return is_skeleton(&format!("{stem}s"), word);
        }
    }
    // A plural of a skeleton, read against a stem: "glvs" of "glove", "sls" of "sale".
    let Some(one) = token.strip_suffix('s') else {
        return false;
    };
    one.len() >= 2 && !word.ends_with('s') && drops_only_vowels(one, word)
}

/// The token abbreviates a term of the domain ("rtg" of rating, "prds" of products, "rnkng"
/// of ranking): consonants only after its first letter ([`consonants_only`]), the term's first
/// and last letters kept and its other letters a subsequence of the term's. Looser than a
/// skeleton (a consonant may go too), so the caller reads it against the seller terms and
/// measure words only, never the whole vocabulary.
pub(super) fn is_abbreviation(token: &str, term: &str) -> bool {
    if !consonants_only(token) || token.len() >= term.len() || token == term {
        return false;
    }
    let (t, w): (Vec<char>, Vec<char>) = (token.chars().collect(), term.chars().collect());
    if t.first() != w.first() || t.last() != w.last() {
        return false;
    }
    // Most of the term's consonants kept ("css" is no abbreviation of customers).
    let consonants = w.iter().filter(|&&c| !vowel(c)).count();
    if t.len() * 3 < consonants * 2 {
        return false;
    }
    let mut rest = w.iter();
    t.iter().all(|c| rest.any(|x| x == c))
}

/// Chat interjections and hedges ("ngl", "tbh", "idk", "lol", "kinda"), and chat spellings of
/// function words ("ths", "abt"): filler around a question, never a word of anything else. Sellers type them to their analyst as to anyone;
/// they made "lol sales tanked" look foreign.
pub(super) fn interjection(word: &str) -> bool {
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
}
