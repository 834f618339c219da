//! The glossaries (`languages/*.yaml`): per language, the words and phrases a seller's question
//! is made of, each with its English, written by a domain expert and extended without Rust;
//! and `languages/english.yaml`, the English words a question in another language may mix in
//! ("kitna revenue aaya last week"). Typed like every catalog file (`deny_unknown_fields`,
//! schema under `schemas/`); on top of the schema, [`load`] checks what a schema cannot: no
//! word claimed twice with two meanings, no empty word, and that every example of a file reads
//! as its English (the examples run on every `insight validate`).

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::catalog::diag::Diagnostics;
use crate::catalog::yaml::{load_typed, pointer_segment, yaml_files};

/// One language's glossary. Every section maps a word or a phrase of the language (as typed:
/// accents are optional when read, "cuanto" is "cuánto") to its English; an empty English
/// drops the word (an article, a particle English does without). The sections only group the
/// entries for the writer; the reader reads them as one list, the longest phrase first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Glossary {
    /// The language's English name, as the answer says it ("Spanish").
    pub language: String,
    /// Question words and phrases ("cuántos": "how many", "por qué": "why").
    #[serde(default)]
    pub questions: BTreeMap<String, String>,
    /// Verbs in their common forms, selling first ("vendí": "did i sell").
    #[serde(default)]
    pub verbs: BTreeMap<String, String>,
    /// Periods: this/last week, month, year, month and weekday names, "so far", "since".
    #[serde(default)]
    pub periods: BTreeMap<String, String>,
    /// Measures: sales, revenue, units, orders, returns, stock, price, reviews, visits, ads.
    #[serde(default)]
    pub measures: BTreeMap<String, String>,
    /// Quantity and comparison words ("más": "more", "top"...).
    #[serde(default)]
    pub quantities: BTreeMap<String, String>,
    /// The product kinds the marketplace sells, singular and plural.
    #[serde(default)]
    pub kinds: BTreeMap<String, String>,
    /// Grammar words: articles, prepositions, pronouns, conjunctions, politeness.
    #[serde(default)]
    pub grammar: BTreeMap<String, String>,
    /// How the language inflects a noun: an ending a word of `kinds` or `measures` has here
    /// ("" for none), and the endings it may take in a question instead (Polish "": ["ów",
    /// "y", "ami", ...], so "balsam do ust" also reads "balsamów do ust"; Italian "a": ["e"]).
    /// A rule of the reader, not a list of forms: the inflected word keeps the entry's English,
    /// a word written out in the glossary always wins over an inflected reading, and two
    /// entries an inflected word could be read as with two meanings leave it unread. The stem
    /// left must have three letters or more.
    #[serde(default)]
    pub inflections: BTreeMap<String, Vec<String>>,
    /// Questions of the language and the English they must read as: checked on every load.
    #[serde(default)]
    pub examples: Vec<GlossaryExample>,
}

/// A question and the English its glossary must give.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct GlossaryExample {
    /// The question as a seller types it.
    pub question: String,
    /// The English it reads as.
    pub english: String,
}

/// The English words a question in another language may mix in (`languages/english.yaml`),
/// beside the catalog's own words (measures, seller terms, kinds, events), which need no
/// listing here.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EnglishWords {
    /// Words, lower case.
    pub words: Vec<String>,
}

/// The section names of a glossary, in file order.
pub(super) const SECTIONS: [&str; 7] = [
    "questions",
    "verbs",
    "periods",
    "measures",
    "quantities",
    "kinds",
    "grammar",
];

impl Glossary {
    /// Every entry with its section's name.
    pub(super) fn sections(&self) -> [(&'static str, &BTreeMap<String, String>); 7] {
        [
            (SECTIONS[0], &self.questions),
            (SECTIONS[1], &self.verbs),
            (SECTIONS[2], &self.periods),
            (SECTIONS[3], &self.measures),
            (SECTIONS[4], &self.quantities),
            (SECTIONS[5], &self.kinds),
            (SECTIONS[6], &self.grammar),
        ]
    }
}

/// Every glossary, read for matching, and the English words a question may mix in.
#[derive(Debug, Clone, Default)]
pub struct Languages {
    pub(super) glossaries: Vec<Compiled>,
    pub(super) english: HashSet<String>,
}

/// A glossary as the reader matches it: by the folded first word, the phrases starting with
/// it, longest first.
#[derive(Debug, Clone)]
pub(super) struct Compiled {
    pub(super) language: String,
    /// By the folded first word: (folded words, words as written, English).
    phrases: HashMap<String, Vec<Entry>>,
    /// The entries of `kinds` and `measures` (the nouns that inflect), the same way.
    nouns: HashMap<String, Vec<Entry>>,
    /// The inflection rules, folded: (the glossary's ending, an ending typed instead).
    endings: Vec<(String, String)>,
}

/// The shortest stem an inflection rule leaves: shorter words ("do", "na") are grammar, and
/// a rule applied to them would read one word as another.
const MIN_STEM: usize = 3;

/// One glossary entry as matched: its folded words, its words as written, its English.
type Entry = (Vec<String>, Vec<String>, String);

impl Compiled {
    fn new(g: &Glossary) -> Compiled {
        let mut phrases: HashMap<String, Vec<Entry>> = HashMap::new();
        let mut nouns: HashMap<String, Vec<Entry>> = HashMap::new();
        for (name, section) in g.sections() {
            let inflects = name == "kinds" || name == "measures";
            for (from, to) in section {
                let typed = super::typed_words(from);
                let words: Vec<String> = typed.iter().map(|w| super::folded(w)).collect();
                if let Some(first) = words.first() {
                    let entry = (words.clone(), typed, to.trim().to_lowercase());
                    if inflects {
                        nouns.entry(first.clone()).or_default().push(entry.clone());
                    }
                    phrases.entry(first.clone()).or_default().push(entry);
                }
            }
        }
        for list in phrases.values_mut().chain(nouns.values_mut()) {
            list.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then_with(|| a.0.cmp(&b.0)));
        }
        let endings = g
            .inflections
            .iter()
            .flat_map(|(from, tos)| {
                tos.iter()
                    .map(move |to| (super::folded(from.trim()), super::folded(to.trim())))
            })
            .filter(|(from, to)| from != to)
            .collect();
        Compiled {
            language: g.language.clone(),
            phrases,
            nouns,
            endings,
        }
    }

    /// True when `typed` is `word` itself or `word` inflected by one of the rules.
    fn inflected(&self, typed: &str, word: &str) -> bool {
        typed == word
            || self.endings.iter().any(|(from, to)| {
                match (
                    word.strip_suffix(from.as_str()),
                    typed.strip_suffix(to.as_str()),
                ) {
                    (Some(a), Some(b)) => a == b && a.chars().count() >= MIN_STEM,
                    _ => false,
                }
            })
    }

    /// The longest noun entry the words start with, some of its words inflected: how many
    /// words it takes and its English. Of entries as long, the one nearest the typed words
    /// (the most letters written out: "brettspielen" is "brettspiele" + "n" before it is
    /// "brettspiel" + "en"); `None` when none fits or two as near mean two things.
    fn matched_inflected(&self, folded: &[String]) -> Option<(usize, &str)> {
        let first = folded.first()?;
        // The glossary's first words this typed word may be an inflection of.
        let mut heads: Vec<String> = vec![first.clone()];
        for (from, to) in &self.endings {
            if let Some(stem) = first.strip_suffix(to.as_str()) {
                if stem.chars().count() >= MIN_STEM {
                    heads.push(format!("{stem}{from}"));
                }
            }
        }
        // (words taken, letters written out, English)
        let mut best: Option<(usize, usize, &str)> = None;
        let mut clash = false;
        for head in &heads {
            for e in self.nouns.get(head).into_iter().flatten() {
                let n = e.0.len();
                let fits =
                    folded.len() >= n && e.0.iter().zip(folded).all(|(w, t)| self.inflected(t, w));
                if !fits {
                    continue;
                }
                let near: usize = e.0.iter().map(|w| w.chars().count()).sum();
                match best {
                    Some((len, letters, _)) if (n, near) < (len, letters) => {}
                    Some((len, letters, english)) if (n, near) == (len, letters) => {
                        clash |= english != e.2
                    }
                    _ => {
                        best = Some((n, near, e.2.as_str()));
                        clash = false;
                    }
                }
            }
        }
        match best {
            Some((n, _, english)) if !clash => Some((n, english)),
            _ => None,
        }
    }

    /// The longest entry the words start with: how many words it takes and its English.
    /// Accents are optional, but not a guess: where two entries differ only by their accents
    /// ("esta" this, "está" is), the one typed wins, and a word typed without the accents that
    /// tell them apart reads as neither.
    pub(super) fn matched(&self, typed: &[String], folded: &[String]) -> Option<(usize, &str)> {
        let written = self.matched_written(typed, folded);
        if self.endings.is_empty() {
            return written;
        }
        // An inflected reading only where it reads more words than the written one: a word
        // the glossary writes out is never read as another's inflection.
        let written_len = written.map_or(0, |(n, _)| n);
        match self.matched_inflected(folded) {
            Some((n, english)) if n > written_len => Some((n, english)),
            _ => written,
        }
    }

    /// The longest entry as written (accents aside) the words start with.
    fn matched_written(&self, typed: &[String], folded: &[String]) -> Option<(usize, &str)> {
        let list = self.phrases.get(folded.first()?)?;
        let mut len = 0;
        let mut found: Vec<&Entry> = Vec::new();
        for e in list {
            if e.0.len() < len {
                break;
            }
            if folded.get(..e.0.len()) == Some(e.0.as_slice()) {
                len = e.0.len();
                found.push(e);
            }
        }
        let exact = found
            .iter()
            .find(|e| typed.get(..e.1.len()) == Some(e.1.as_slice()));
        match (exact, found.as_slice()) {
            (Some(e), _) => Some((len, e.2.as_str())),
            (None, [first, rest @ ..]) if rest.iter().all(|e| e.2 == first.2) => {
                Some((len, first.2.as_str()))
            }
            _ => None,
        }
    }
}

impl Languages {
    /// The languages of these glossaries, and English words a question may mix in.
    pub fn new(glossaries: &[Glossary], english: impl IntoIterator<Item = String>) -> Languages {
        Languages {
            glossaries: glossaries.iter().map(Compiled::new).collect(),
            english: english.into_iter().flat_map(|w| super::words(&w)).collect(),
        }
    }

    /// The languages' names, in file order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.glossaries.iter().map(|g| g.language.as_str())
    }

    /// True when no glossary is loaded (a catalog without `languages/`).
    pub fn is_empty(&self) -> bool {
        self.glossaries.is_empty()
    }
}

/// Loads `languages/` under `root`: every glossary and `english.yaml`. `catalog_english` are
/// the catalog's own English words (measures, seller terms, kinds, events), read as English
/// inside a question in another language. Every problem goes to `diags`.
pub fn load(
    root: &Path,
    catalog_english: impl IntoIterator<Item = String>,
    diags: &mut Diagnostics,
) -> Languages {
    let dir = root.join("languages");
    let mut glossaries = Vec::new();
    let mut english = Vec::new();
    let mut files = Vec::new();
    for path in yaml_files(&dir) {
        if path.file_stem().is_some_and(|s| s == "english") {
            if let Some((f, _)) = load_typed::<EnglishWords>(&path, diags) {
                english = f.words;
            }
        } else if let Some((g, doc)) = load_typed::<Glossary>(&path, diags) {
            files.push((path, g, doc));
        }
    }
    english.extend(catalog_english);
    for (path, g, doc) in files {
        let before = diags.len();
        check_entries(&path, &g, &doc, diags);
        if diags.len() == before {
            check_examples(&path, &g, &doc, &english, diags);
            glossaries.push(g);
        }
    }
    Languages::new(&glossaries, english)
}

/// No empty word, and no word given two different meanings in two entries: the reader would
/// have to guess between them.
fn check_entries(
    path: &Path,
    g: &Glossary,
    doc: &crate::catalog::yaml::YamlDoc,
    diags: &mut Diagnostics,
) {
    let mut seen: HashMap<Vec<String>, (&str, &str)> = HashMap::new();
    for (section, entries) in g.sections() {
        for (from, to) in entries {
            let pointer = format!("/{section}/{}", pointer_segment(from));
            let words = super::typed_words(from);
            if words.is_empty() {
                diags.push(
                    path,
                    doc.key_pos(&pointer),
                    format!("`{from}` has no word to read"),
                );
                continue;
            }
            match seen.get(&words) {
                Some((other, meaning)) if meaning.trim() != to.trim() => diags.push(
                    path,
                    doc.key_pos(&pointer),
                    format!(
                        "`{from}` means \"{to}\" here and \"{meaning}\" under `{other}`: a word read two ways would be guessed; keep one"
                    ),
                ),
                _ => {
                    seen.insert(words, (section, to));
                }
            }
        }
    }
}

/// Every example must read, with this glossary alone, as its English.
fn check_examples(
    path: &Path,
    g: &Glossary,
    doc: &crate::catalog::yaml::YamlDoc,
    english: &[String],
    diags: &mut Diagnostics,
) {
    let one = Languages::new(std::slice::from_ref(g), english.iter().cloned());
    for (i, ex) in g.examples.iter().enumerate() {
        let pos = doc.pos(&format!("/examples/{i}/question"));
        match super::read(&one, &ex.question) {
            Some(super::Reading::English { english, .. }) if english == ex.english.trim() => {}
            Some(super::Reading::English { english, .. }) => diags.push(
                path,
                pos,
                format!(
                    "reads as \"{english}\", not as the example's \"{}\"",
                    ex.english.trim()
                ),
            ),
            Some(super::Reading::Unread { unknown, .. }) => diags.push(
                path,
                pos,
                format!("words not in the glossary: {}", unknown.join(", ")),
            ),
            None => diags.push(path, pos, "no word of it is in the glossary"),
        }
    }
}

/// The catalog's own English words: a question in another language that mixes one in ("kitna
/// revenue aaya", "ventes du black friday", "ile kabli hdmi") names the business in English.
/// The measures' words, the gate's seller terms, measure words and known words, the product
/// kinds' names and the calendar's events.
pub fn catalog_words(
    measures: &crate::catalog::measure::MeasureFile,
    gate: &crate::catalog::gate::GateVocabulary,
    kinds: &crate::catalog::kinds::KindsFile,
    calendar: &crate::augment::calendar::EventCalendar,
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for m in &measures.measures {
        out.push(m.name.clone());
        out.extend(m.words.iter().chain(&m.weak_words).cloned());
    }
    out.extend(
        gate.seller_terms
            .iter()
            .chain(&gate.measure_words)
            .chain(&gate.known_words)
            .cloned(),
    );
    // Kinds are written singular; a question names them in the plural as often.
    for k in &kinds.kinds {
        for name in std::iter::once(&k.kind).chain(&k.titles).chain(&k.names) {
            out.push(name.clone());
            out.push(format!("{name}s"));
        }
    }
    for c in &kinds.categories {
        out.push(c.category.clone());
        out.extend(c.names.iter().cloned());
    }
    for e in &calendar.events {
        out.extend(e.names().map(str::to_string));
    }
    out
}
