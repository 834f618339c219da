//! Consonant skeletons ("sls" for sales) and chat abbreviations: the rules live with the
//! planner's words (`planner::skeleton`), which the planner's product names and measures read
//! too.

pub(super) use crate::planner::skeleton::{
    consonants_only, interjection, is_abbreviation, is_skeleton,
};

/// Two neighbouring letters of a five-letter term swapped ("untis" of units, "slaes" of sales,
/// "stcok" of stock): the typo rule of longer terms (one edit) is too loose at five letters
/// ("sales" is one letter from "sakes", "tales", "saves"), but a swap keeps every letter of the
/// word and is how fast typing misspells it. The planner reads such a swap as the term too
/// (`planner::entities::word_matches`), so the gate lets in what the planner answers.
pub(super) fn swapped_letters(w: &str, term: &str) -> bool {
    let (a, b) = (w.as_bytes(), term.as_bytes());
    if a.len() != 5 || b.len() != 5 || !w.is_ascii() || !term.is_ascii() {
        return false;
    }
    let differ: Vec<usize> = (0..5).filter(|&i| a[i] != b[i]).collect();
    matches!(differ.as_slice(), [i, j] if *j == i + 1 && a[*i] == b[*j] && a[*j] == b[*i])
}

#[cfg(test)]
mod tests {
    use super::swapped_letters;

    #[test]
    fn two_neighbouring_letters_swapped_in_a_five_letter_term() {
        assert!(swapped_letters("untis", "units"));
        assert!(swapped_letters("slaes", "sales"));
        assert!(swapped_letters("stcok", "stock"));
        // One letter changed is another word at five letters; so is a swap of letters apart.
        assert!(!swapped_letters("sakes", "sales"));
        assert!(!swapped_letters("tales", "sales"));
        assert!(!swapped_letters("selas", "sales"));
        assert!(!swapped_letters("units", "units"));
        assert!(!swapped_letters("unit", "units"));
    }
}
