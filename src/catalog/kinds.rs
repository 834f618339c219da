//! The marketplace's product kinds and the everyday names people call them by
//! (`catalog/kinds.yaml`): "car cameras" are dash cams, "headtorches" headlamps, "sun cream"
//! sunscreen, "teddies" plush bears. A seller names their own products by such words, which no
//! title contains; the entity resolver and the domain gate read them as the kind itself
//! (`planner::kind_names`).
//!
//! Why a file: which words name which kind is a domain expert's knowledge (regional variants,
//! short forms, common misspellings) and grows without Rust. A kind the demo store does not
//! sell is no error: an imported store sells other things.
//!
//! This layer only holds and checks the words; matching them against a question's tokens is
//! the planner's (`planner::kind_names`), which the gate reads too.

use std::collections::HashMap;
use std::path::Path;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use super::diag::Diagnostics;
use super::yaml::load_typed;

/// Where the kinds live, relative to the catalog root.
pub const KINDS_PATH: &str = "catalog/kinds.yaml";

/// The kinds file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KindsFile {
    /// Every kind.
    pub kinds: Vec<ProductKind>,
    /// The everyday names of whole categories ("gadgets" of Electronics, "skincare" of Beauty
    /// & Personal Care).
    #[serde(default)]
    pub categories: Vec<CategoryNames>,
}

/// The everyday names of one category of the marketplace.
///
/// Why: a seller names their whole range as people do ("is any of my gadgets at zero on
/// hand", "are the skincare ads paying their way"), and no category is called so: the words
/// were foreign to the gate, which refused the question, and to the planner, which asked
/// what "gadgets" is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CategoryNames {
    /// The category as the store writes it ("Electronics", "Beauty & Personal Care").
    pub category: String,
    /// What people call the whole range: never a kind's name (a kind is narrower), written
    /// singular unless always plural.
    pub names: Vec<String>,
}

/// One kind of product.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProductKind {
    /// The kind as product titles name it ("dash cam", "cast iron skillet"): a seller's product
    /// is of this kind when its title holds these words in a row.
    pub kind: String,
    /// Other ways titles write the kind ("dinner plates" of a dinnerware set, "non-stick pan"
    /// of a non-stick frying pan); the kind itself is always one.
    #[serde(default)]
    pub titles: Vec<String>,
    /// The everyday names people call it by, none of them in a title: synonyms, regional
    /// variants ("head torch"), short forms ("65w charger") and misspellings people type
    /// ("headtorch"). Written singular unless the thing is always plural ("trainers"); plurals
    /// are read from the singular.
    pub names: Vec<String>,
    /// What the thing is for, made of or looks like, as people describe it when the name
    /// escapes them ("stick for walking", "rubber mat for stretching", "car with a
    /// controller"): read where the description's words (stopwords aside) stand in that order
    /// in one clause of the question, a few other words between each. Why: a seller who
    /// describes a product in place of naming it ("the sticks for walking up hills, how did
    /// they do") named no title word and no name, so the gate refused the question as about a
    /// foreign thing. Each description needs two words or more (one word is a name).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub described: Vec<String>,
}

impl ProductKind {
    /// The title phrases: the kind, then `titles`.
    pub fn title_phrases(&self) -> impl Iterator<Item = &str> {
        std::iter::once(self.kind.as_str()).chain(self.titles.iter().map(String::as_str))
    }
}

/// A name as compared for duplicates: lowercase words, any punctuation a space ("Wi-Fi
/// extender" and "wi fi extender" are one name).
pub fn normalized(name: &str) -> String {
    name.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Loads and checks `catalog/kinds.yaml` under `root`: a kind listed twice, an empty kind,
/// title or name, and a name two kinds claim (the resolver could not tell which kind it
/// means) are reported at their `file:line:col`. No file is no kinds.
pub fn load(root: &Path, diags: &mut Diagnostics) -> Option<KindsFile> {
    let path = root.join(KINDS_PATH);
    if !path.exists() {
        return Some(KindsFile::default());
    }
    let (file, doc) = load_typed::<KindsFile>(&path, diags)?;
    let before = diags.len();
    let mut kinds: HashMap<String, usize> = HashMap::new();
    // Every name and title phrase, by its normalized form: the kind that claimed it first.
    let mut claimed: HashMap<String, usize> = HashMap::new();
    for (i, k) in file.kinds.iter().enumerate() {
        let kind = normalized(&k.kind);
        let at = |field: &str| doc.pos(&format!("/kinds/{i}/{field}"));
        if kind.is_empty() {
            diags.push(&path, at("kind"), "empty kind");
        } else if let Some(first) = kinds.insert(kind.clone(), i) {
            diags.push(
                &path,
                at("kind"),
                format!(
                    "duplicate kind `{}` (also kind #{} of the file)",
                    k.kind,
                    first + 1
                ),
            );
        }
        let phrases = k
            .titles
            .iter()
            .enumerate()
            .map(|(j, t)| (format!("titles/{j}"), t))
            .chain(
                k.names
                    .iter()
                    .enumerate()
                    .map(|(j, n)| (format!("names/{j}"), n)),
            );
        for (field, phrase) in phrases {
            let n = normalized(phrase);
            if n.is_empty() {
                diags.push(&path, at(&field), "empty name");
                continue;
            }
            match claimed.get(&n) {
                Some(&other) if other != i => diags.push(
                    &path,
                    at(&field),
                    format!(
                        "`{phrase}` is claimed by two kinds: `{}` and `{}`",
                        file.kinds[other].kind, k.kind
                    ),
                ),
                _ => {
                    claimed.insert(n, i);
                }
            }
        }
    }
    check_descriptions(&file, &path, &doc, diags);
    // A kind's own words as another kind's name: checked once every kind is known.
    for (i, k) in file.kinds.iter().enumerate() {
        let n = normalized(&k.kind);
        if let Some(&other) = claimed.get(&n).filter(|&&o| o != i) {
            diags.push(
                &path,
                doc.pos(&format!("/kinds/{i}/kind")),
                format!(
                    "`{}` is claimed by two kinds: it is a kind and a name of `{}`",
                    k.kind, file.kinds[other].kind
                ),
            );
        }
    }
    let mut taken = claimed;
    for (n, i) in kinds {
        taken.entry(n).or_insert(i);
    }
    check_categories(&file, &taken, &path, &doc, diags);
    (diags.len() == before).then_some(file)
}

/// A description of fewer than two words that are not stopwords (one word is a name, and
/// would be read anywhere), and one two kinds claim (its words could not tell which kind).
fn check_descriptions(
    file: &KindsFile,
    path: &Path,
    doc: &super::yaml::YamlDoc,
    diags: &mut Diagnostics,
) {
    let mut claimed: HashMap<Vec<String>, usize> = HashMap::new();
    for (i, k) in file.kinds.iter().enumerate() {
        for (j, d) in k.described.iter().enumerate() {
            let at = doc.pos(&format!("/kinds/{i}/described/{j}"));
            let words = description_words(d);
            if words.len() < 2 {
                diags.push(
                    path,
                    at,
                    format!("the description `{d}` needs two words or more besides stopwords"),
                );
                continue;
            }
            match claimed.get(&words) {
                Some(&other) if other != i => diags.push(
                    path,
                    at,
                    format!(
                        "the description `{d}` is claimed by two kinds: `{}` and `{}`",
                        file.kinds[other].kind, k.kind
                    ),
                ),
                _ => {
                    claimed.insert(words, i);
                }
            }
        }
    }
}

/// Words a description is read by: lowercase words, the few that only join others left out.
pub fn description_words(d: &str) -> Vec<String> {
    normalized(d)
        .split(' ')
        .filter(|w| !w.is_empty() && !DESCRIPTION_JOINERS.contains(w))
        .map(String::from)
        .collect()
}

/// Words that only join a description's words ("stick *for* walking", "car *with a*
/// controller"): the question may say them or others.
pub const DESCRIPTION_JOINERS: &[&str] = &[
    "a", "an", "the", "for", "with", "of", "on", "in", "to", "you", "that", "which", "people",
    "your", "it", "its", "from", "by", "and",
];

/// A category listed twice, an empty name, and a category name that is also a kind's (the
/// resolver could not tell the range from the kind) or another category's.
fn check_categories(
    file: &KindsFile,
    kinds: &HashMap<String, usize>,
    path: &Path,
    doc: &super::yaml::YamlDoc,
    diags: &mut Diagnostics,
) {
    let mut categories: HashMap<String, usize> = HashMap::new();
    let mut claimed: HashMap<String, usize> = HashMap::new();
    for (i, c) in file.categories.iter().enumerate() {
        let at = |field: &str| doc.pos(&format!("/categories/{i}/{field}"));
        let category = normalized(&c.category);
        if category.is_empty() {
            diags.push(path, at("category"), "empty category");
        } else if let Some(first) = categories.insert(category, i) {
            diags.push(
                path,
                at("category"),
                format!(
                    "duplicate category `{}` (also category #{} of the file)",
                    c.category,
                    first + 1
                ),
            );
        }
        for (j, name) in c.names.iter().enumerate() {
            let n = normalized(name);
            let field = format!("names/{j}");
            if n.is_empty() {
                diags.push(path, at(&field), "empty name");
            } else if let Some(&k) = kinds.get(&n) {
                diags.push(
                    path,
                    at(&field),
                    format!(
                        "`{name}` names a kind (`{}`) and the category `{}`",
                        file.kinds[k].kind, c.category
                    ),
                );
            } else if let Some(&other) = claimed.get(&n).filter(|&&o| o != i) {
                diags.push(
                    path,
                    at(&field),
                    format!(
                        "`{name}` is claimed by two categories: `{}` and `{}`",
                        file.categories[other].category, c.category
                    ),
                );
            } else {
                claimed.insert(n, i);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problems(yaml: &str) -> Vec<String> {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("catalog")).unwrap();
        std::fs::write(dir.path().join(KINDS_PATH), yaml).unwrap();
        let mut diags = Diagnostics::with_root(dir.path());
        let file = load(dir.path(), &mut diags);
        assert_eq!(file.is_some(), diags.is_empty());
        diags.sorted().iter().map(|d| d.to_string()).collect()
    }

    #[test]
    fn a_clean_file_loads() {
        assert!(problems(
            "kinds:\n  - kind: dash cam\n    names: [car camera, dashcam]\n  - kind: headlamp\n    titles: [head lamp]\n    names: [head torch]\n"
        )
        .is_empty());
    }

    #[test]
    fn problems_are_named_at_their_place() {
        let p = problems(
            "kinds:\n  - kind: dash cam\n    names: [car camera, '']\n  - kind: Dash Cam\n    names: [Car-Camera]\n  - kind: car camera\n    names: [cam]\n",
        );
        assert_eq!(
            p,
            [
                "catalog/kinds.yaml:3:25: empty name",
                "catalog/kinds.yaml:4:11: duplicate kind `Dash Cam` (also kind #1 of the file)",
                "catalog/kinds.yaml:5:13: `Car-Camera` is claimed by two kinds: `dash cam` and `Dash Cam`",
                "catalog/kinds.yaml:6:11: `car camera` is claimed by two kinds: it is a kind and a name of `dash cam`",
            ],
            "{p:#?}"
        );
    }

    #[test]
    fn a_category_name_taken_twice_or_by_a_kind_is_named_at_its_place() {
        let p = problems(
            "kinds:\n  - kind: dash cam\n    names: [car camera]\n\
             categories:\n  - category: Electronics\n    names: [gadget, car camera]\n\
             \x20 - category: Toys & Games\n    names: [Gadget, '']\n\
             \x20 - category: electronics\n    names: [tech gear]\n",
        );
        assert_eq!(
            p,
            [
                "catalog/kinds.yaml:6:21: `car camera` names a kind (`dash cam`) and the category `Electronics`",
                "catalog/kinds.yaml:8:13: `Gadget` is claimed by two categories: `Electronics` and `Toys & Games`",
                "catalog/kinds.yaml:8:21: empty name",
                "catalog/kinds.yaml:9:15: duplicate category `electronics` (also category #1 of the file)",
            ],
            "{p:#?}"
        );
    }
}
