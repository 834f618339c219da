//! What a selling word means, from the catalog: the answer to a definition question ("what does
//! acos mean", "what does ctr stand for") about one of the catalog's measures.
//!
//! Why: a question for a meaning is no question for the seller's numbers (the Data Presenter
//! answered "what does revenue mean in simple words" with the seller's revenue), yet a bare
//! refusal tells a seller who asks what a selling word means nothing. The catalog already says
//! what each measure is: every numeric column of a question API names its measure
//! (`catalog/measures.yaml`) and describes itself (`description` in `apis/*.yaml`). So the answer
//! is that description and an example question from the same API, and no seller numbers.
//!
//! Only a meaning in the selling sense is answered: the manager gives it when the gate found the
//! question's shape a definition and its foreign words name no other thing ([`foreign_sense`]:
//! "what does ctr stand for in a car" is about a car, and is refused as out of domain).
//!
//! **Takes** the catalog and the question. **Gives** the measure named, with its description and
//! an example question, or none when the question names no measure of the catalog.

use crate::catalog::Catalog;
use crate::planner::text::{find_phrase, phrase_stems, tokens, Token};

/// What one measure of the catalog is, for a question asking its meaning.
#[derive(Debug, Clone, PartialEq)]
pub struct Meaning {
    /// The words of the question that named it ("ctr").
    pub term: String,
    /// The column's display name ("CTR").
    pub name: String,
    /// The measure's name in the ontology ("click-through rate"), when it says more than the
    /// display name.
    pub measure_name: Option<String>,
    /// The column's description ("Clicks divided by impressions.").
    pub description: String,
    /// An example question of the same API that names the measure.
    pub example: Option<String>,
}

impl Meaning {
    /// The answer's text: what the measure is, that a meaning is not in the seller's data, and
    /// how to ask for the seller's own figure.
    pub fn text(&self) -> String {
        let name = match &self.measure_name {
            Some(m) => format!("{} ({m})", self.name),
            None => self.name.clone(),
        };
        let mut text = format!(
            "{name}: {} That is what the word means here; your data does not define words, so there are no numbers in this answer.",
            self.description.trim()
        );
        if let Some(e) = &self.example {
            text.push_str(&format!(" To see yours, ask for example: \"{e}\""));
        }
        text
    }
}

/// The catalog measure a definition question names, if any: the longest phrase of a column's
/// display name, name or synonyms, or of its measure's words in the ontology, found in the
/// question.
pub fn meaning_of(catalog: &Catalog, question: &str) -> Option<Meaning> {
    let toks = tokens(question);
    // (stems matched, characters matched, api index, column index, phrase)
    let mut best: Option<(usize, usize, usize, usize, String)> = None;
    let apis: Vec<_> = catalog.question_apis().collect();
    for (ai, api) in apis.iter().enumerate() {
        for (ci, col) in api.descriptor.columns.iter().enumerate() {
            let Some(measure_id) = &col.measure else {
                continue;
            };
            if col.description.trim().is_empty() {
                continue;
            }
            let measure = catalog.measures.get(measure_id);
            let mut phrases: Vec<String> =
                vec![col.display_name.clone(), col.name.replace('_', " ")];
            phrases.extend(col.synonyms.iter().cloned());
            if let Some(m) = measure {
                phrases.push(m.name.clone());
                // Strong words only: "units" alone names units sold only when nothing else does.
                phrases.extend(m.words.iter().cloned());
            }
            for p in phrases {
                let stems = phrase_stems(&p);
                // A one-letter word ("$") or a stopword names nothing to define.
                if stems.is_empty()
                    || (stems.len() == 1
                        && (stems[0].len() < 3 || crate::planner::text::is_stopword(&stems[0])))
                {
                    continue;
                }
                if find_phrase(&toks, &stems).is_empty() {
                    continue;
                }
                let key = (stems.len(), p.len());
                if best.as_ref().is_none_or(|b| (key.0, key.1) > (b.0, b.1)) {
                    best = Some((key.0, key.1, ai, ci, p));
                }
            }
        }
    }
    let (_, _, ai, ci, term) = best?;
    let api = apis[ai];
    let col = &api.descriptor.columns[ci];
    let measure = col.measure.as_deref().and_then(|m| catalog.measures.get(m));
    let measure_name = measure
        .map(|m| m.name.clone())
        .filter(|m| !m.eq_ignore_ascii_case(&col.display_name));
    // An example of the same API naming the column or its measure, else the API's first one.
    let names: Vec<Vec<String>> = std::iter::once(&col.display_name)
        .chain(&col.synonyms)
        .chain(measure.map(|m| &m.name))
        .chain(std::iter::once(&term))
        .map(|p| phrase_stems(p))
        .filter(|s| !s.is_empty())
        .collect();
    let names_it = |q: &str| {
        let t: Vec<Token> = tokens(q);
        names.iter().any(|s| !find_phrase(&t, s).is_empty())
    };
    let examples = &api.descriptor.examples;
    let example = examples
        .iter()
        .find(|e| names_it(&e.question))
        .or(examples.first())
        .map(|e| e.question.clone());
    Some(Meaning {
        term,
        name: col.display_name.clone(),
        measure_name,
        description: col.description.clone(),
        example,
    })
}

/// Whether the words the gate found foreign put the question's word in another sense: two of
/// them ("inventory ... in accounting class"), or one named as a thing ("in a car", "on the
/// bike"). One foreign word of manner ("in simple words") leaves the selling sense.
pub fn foreign_sense(question: &str, foreign_words: &[String]) -> bool {
    if foreign_words.len() >= 2 {
        return true;
    }
    let toks = tokens(question);
    toks.windows(2).any(|w| {
        matches!(
            w[0].word.as_str(),
            "a" | "an" | "the" | "my" | "your" | "our" | "his" | "her" | "their"
        ) && foreign_words
            .iter()
            .any(|f| f.eq_ignore_ascii_case(&w[1].word))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn catalog() -> Catalog {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        Catalog::load(root).unwrap_or_else(|d| panic!("{d}"))
    }

    #[test]
    fn a_measure_is_defined_by_its_catalog_description() {
        let c = catalog();
        let m = meaning_of(&c, "what does ctr stand for").expect("ctr is a measure");
        assert_eq!(m.name, "CTR");
        assert!(m.description.contains("impressions"), "{m:?}");
        let text = m.text();
        assert!(text.contains("no numbers"), "{text}");
        // No seller figure: the text is the catalog's words and an example question only.
        assert!(!text.contains('$'), "{text}");
        let m = meaning_of(&c, "what does revenue mean in simple words").expect("revenue");
        assert!(!m.description.is_empty());
        assert!(m.example.is_some(), "{m:?}");
        // The longest phrase wins: "units sold" rather than "sold".
        let m = meaning_of(&c, "define units sold").expect("units sold");
        assert!(m.term.eq_ignore_ascii_case("units sold"), "{m:?}");
        assert!(meaning_of(&c, "what does serendipity mean").is_none());
    }

    #[test]
    fn a_foreign_thing_is_another_sense_a_manner_is_not() {
        let f = |w: &[&str]| w.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(foreign_sense(
            "what does ctr stand for in a car",
            &f(&["car"])
        ));
        assert!(foreign_sense(
            "what does inventory mean in accounting class",
            &f(&["accounting", "class"])
        ));
        assert!(!foreign_sense(
            "what does revenue mean in simple words",
            &f(&["simple"])
        ));
        assert!(!foreign_sense("what does acos mean", &[]));
    }
}
