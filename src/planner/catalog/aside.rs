//! Context said before the question (stop 36): "thinking of delisting something - which listing
//! got the fewest page views last month", "for the bank loan form: quarterly sales last year".
//!
//! Why: the words before the dash or colon were read as a product asked about ("Nothing of
//! yours is called 'delisting'", "No product of yours matches 'bank loan form'"), and the
//! question after them, plain on its own, was asked back. A seller often says why they ask
//! before they ask; that part names no figure of theirs.
//!
//! The part before the first " - ", " – ", " — ", ": " or "; " is set aside when the question
//! goes on after it and the part names nothing the seller has: no measure (even a weak word),
//! no product, category or brand of theirs (a name that shares only some words with a title,
//! "bank loan form", is no name of theirs either). A part that names one ("the skillet - units
//! last week", "revenue - last week vs the week before") is kept: it is what is asked about.
//! Time expressions are already masked, so a period before the dash is read where it stands.

use super::CatalogPlanner;
use crate::planner::entities::{EntityMatch, ProductIndex};
use crate::planner::text::{mask, tokens};

/// Where a question's opening aside ends, if it has one: the byte span of the part before the
/// first separator, the separator included.
fn aside(text: &str) -> Option<(usize, usize)> {
    const SEPARATORS: &[&str] = &[" - ", " – ", " — ", " -- ", ": ", "; "];
    let (at, sep) = SEPARATORS
        .iter()
        .filter_map(|s| text.find(s).map(|i| (i, *s)))
        .min_by_key(|(i, _)| *i)?;
    let before = tokens(&text[..at]).len();
    let after = tokens(&text[at + sep.len()..]).len();
    ((2..=12).contains(&before) && after >= 2).then_some((0, at + sep.len()))
}

impl CatalogPlanner {
    /// `no_time` with an opening aside that names nothing of the seller's blanked out.
    pub(super) fn without_aside(&self, no_time: String, products: &ProductIndex) -> String {
        let Some((s, e)) = aside(&no_time) else {
            return no_time;
        };
        let part = &no_time[s..e];
        if !self.measures.find(&tokens(part)).is_empty() {
            return no_time;
        }
        let names_nothing = match products.resolve(part, &self.index.vocabulary) {
            EntityMatch::Found(found, _) => found.is_empty(),
            EntityMatch::NoSuchProduct { .. } => true,
            EntityMatch::Ambiguous { .. } | EntityMatch::UnknownId(_) => false,
        };
        if names_nothing {
            mask(&no_time, &[(s, e)])
        } else {
            no_time
        }
    }
}

#[cfg(test)]
mod tests {
    use super::aside;

    #[test]
    fn the_part_before_the_first_separator_when_a_question_follows() {
        let q = "thinking of delisting something - which listing got the fewest page views";
        assert_eq!(aside(q), Some((0, 34)));
        assert_eq!(
            aside("for the bank loan form: quarterly sales last year"),
            Some((0, 24))
        );
        // One word before the dash, or nothing after it: no aside.
        assert_eq!(aside("revenue - last week"), None);
        assert_eq!(aside("units last week - pls"), None);
        assert_eq!(aside("units last week"), None);
    }
}
