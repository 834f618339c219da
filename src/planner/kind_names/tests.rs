//! The kinds' everyday names read in questions: which kind a wording names, and where.

use super::*;
use crate::catalog::kinds::{CategoryNames, ProductKind};

fn names() -> KindNames {
    let k = |kind: &str, titles: &[&str], names: &[&str]| ProductKind {
        kind: kind.into(),
        titles: titles.iter().map(|s| s.to_string()).collect(),
        names: names.iter().map(|s| s.to_string()).collect(),
        described: Vec::new(),
    };
    KindNames::new(&KindsFile {
        kinds: vec![
            k("dash cam", &[], &["car camera", "car cam"]),
            k("headlamp", &[], &["head torch"]),
            k(
                "adjustable dumbbells",
                &[],
                &["adjustable weight", "weight"],
            ),
            k("dinnerware set", &["dinner plates"], &["dinner plate set"]),
        ],
        categories: vec![
            CategoryNames {
                category: "Electronics".into(),
                names: vec!["gadget".into(), "tech gear".into()],
            },
            CategoryNames {
                category: "Beauty & Personal Care".into(),
                names: vec!["skincare".into()],
            },
        ],
    })
}

fn found(q: &str) -> Vec<(String, bool)> {
    let toks = tokens(q);
    names()
        .find(&toks)
        .iter()
        .map(|m| {
            let words: Vec<&str> = toks[m.from..m.to].iter().map(|t| t.word.as_str()).collect();
            (words.join(" "), m.plural)
        })
        .collect()
}

fn described() -> KindNames {
    let k = |kind: &str, names: &[&str], described: &[&str]| ProductKind {
        kind: kind.into(),
        titles: Vec::new(),
        names: names.iter().map(|s| s.to_string()).collect(),
        described: described.iter().map(|s| s.to_string()).collect(),
    };
    KindNames::new(&KindsFile {
        kinds: vec![
            k(
                "trekking poles",
                &["walking sticks"],
                &["sticks for walking", "sticks for hills"],
            ),
            k("yoga mat", &[], &["rubber mat", "mat people stretch on"]),
            k(
                "remote control car",
                &[],
                &["car you drive with a controller"],
            ),
        ],
        categories: Vec::new(),
    })
}

fn described_in(q: &str) -> Vec<String> {
    let toks = tokens(q);
    described()
        .find(&toks)
        .iter()
        .map(|m| {
            let words: Vec<&str> = toks[m.from..m.to].iter().map(|t| t.word.as_str()).collect();
            words.join(" ")
        })
        .collect()
}

#[test]
fn a_description_is_read_in_order_in_one_clause() {
    // Other words between, verbs in any form; two descriptions of one kind are one thing.
    assert_eq!(
        described_in("sticks for walking up hills, how did they do"),
        ["sticks for walking up hills"]
    );
    assert_eq!(
        described_in("the rubber mat people do stretches on, units last week"),
        ["rubber mat people do stretches"]
    );
    assert_eq!(
        described_in("the little cars you drive with a controller"),
        ["cars you drive with a controller"]
    );
    // Not across a comma, not out of order, not too far apart.
    assert!(described_in("sticks, then walking").is_empty());
    assert!(described_in("walking sticks")
        .iter()
        .all(|m| m == "walking sticks"));
    assert!(described_in("a stick i found on a long walking trail").is_empty());
    assert!(described_in("the mat is for sitting").is_empty());
}

#[test]
fn forms_of_a_description_word() {
    assert!(is_form_of("walking", "walk"));
    assert!(is_form_of("stretchy", "stretch"));
    assert!(is_form_of("hiking", "hike"));
    assert!(is_form_of("cancelling", "cancel"));
    assert!(!is_form_of("walker's", "walk"));
    assert!(!is_form_of("washington", "wash"));
}

#[test]
fn names_are_found_singular_plural_and_joined() {
    assert_eq!(
        found("car cameras, how did they do"),
        [("car cameras".into(), true)]
    );
    assert_eq!(found("my car cam units"), [("car cam".into(), false)]);
    assert_eq!(
        found("headtorches since october"),
        [("headtorches".into(), true)]
    );
    assert_eq!(found("the head torch"), [("head torch".into(), false)]);
    // The longest of two overlapping names.
    assert_eq!(
        found("those adjustable weights"),
        [("adjustable weights".into(), true)]
    );
    assert!(found("a car for my camera").is_empty());
}

#[test]
fn only_the_kinds_the_titles_are_of_are_sold() {
    let sold = names().sold_in([
        "Northwind Ceramic Dinner Plates (Set of 6)",
        "Nimbus Pro Dash Cam 1080p - Black",
    ]);
    let toks = tokens("car cameras and dinner plate sets and head torches");
    let at: Vec<Option<&str>> = sold
        .find(&toks)
        .iter()
        .map(|m| sold.sold_as(m.kind))
        .collect();
    assert_eq!(at, [Some("dash cam"), Some("dinner plates")]);
    // A colour after " - " is no kind's word.
    assert!(names()
        .sold_in(["Ridgeline Headband - Dash Cam"])
        .is_empty());
}

#[test]
fn a_rewrite_reads_its_spans_back() {
    let sold = names().sold_in(["Nimbus Pro Dash Cam 1080p", "Petal Dinner Plates"]);
    let q = "car cameras vs dinner plate set units";
    let rw = sold.rewrite(q, &|_, _| false).unwrap();
    assert_eq!(rw.text, "dash cams vs dinner plates units");
    // The kind's words read back as the name; the words after it shift.
    assert_eq!(rw.span_back((0, 9)), (0, 11));
    assert_eq!(rw.span_back((13, 26)), (15, 31));
    assert_eq!(rw.span_back((27, 32)), (32, 37));
    assert_eq!(rw.span_back((0, 3)), (0, 11));
    assert_eq!(rw.mention_back(q, "dinner plates"), "dinner plate set");
    // A name the seller's titles already say is left to them.
    assert!(sold
        .rewrite("car cameras", &|s, _| s == "car" || s == "camera")
        .is_none());
    assert!(sold.rewrite("head torch sales", &|_, _| false).is_none());
}

#[test]
fn a_sellers_category_is_read_by_its_everyday_names_and_the_others_are_found_only() {
    let all = names();
    let sold =
        all.sold_in(["Nimbus Pro Dash Cam 1080p"])
            .with_categories(&all, ["Electronics"], false);
    let rw = sold
        .rewrite("are my gadgets ok, and the car cams", &|_, _| false)
        .unwrap();
    assert_eq!(rw.text, "are my electronics ok, and the dash cams");
    // Another category's name is no range of this seller's: never rewritten, and no
    // title-sold kind either (titles never hold a category's name).
    assert!(sold.rewrite("skincare ads", &|_, _| false).is_none());
    assert!(all
        .sold_in(["Petal Beauty & Personal Care Gift Set"])
        .is_empty());
    // The marketplace's reading finds every category's names, rewriting none of another.
    let market = all
        .sold_in(["Nimbus Pro Dash Cam 1080p"])
        .with_categories(&all, [], true);
    let toks = tokens("skincare ads and tech gear");
    let at: Vec<Option<&str>> = market
        .find(&toks)
        .iter()
        .map(|m| market.sold_as(m.kind))
        .collect();
    assert_eq!(at, [None, None]);
    // Nor is a category's name a kind the seller does not carry.
    assert_eq!(
        all.unsold_named(&toks, &all.sold_in(["Nimbus Pro Dash Cam 1080p"])),
        None
    );
}

/// Every phrase of every kind, in order: the search before the phrases were filed by the
/// words they start at tried all of them at every token.
fn every_phrase(names: &KindNames) -> Vec<(usize, Phrase)> {
    let mut out = Vec::new();
    for (kind, k) in names.kinds.iter().enumerate() {
        out.extend((0..k.titles.len()).map(|i| (kind, Phrase::Title(i))));
        out.extend((0..k.names.len()).map(|i| (kind, Phrase::Name(i))));
        out.extend((0..k.described.len()).map(|i| (kind, Phrase::Described(i))));
    }
    out
}

fn find_by_scan(names: &KindNames, toks: &[Token]) -> Vec<NameAt> {
    names.find_among(toks, |_| every_phrase(names))
}

fn unsold_by_scan(names: &KindNames, toks: &[Token], sold: &KindNames) -> Option<(usize, usize)> {
    names.unsold_among(toks, sold, |_| every_phrase(names))
}

/// The catalog's kinds, the marketplace's reading of them (every category found) and a
/// seller's (half the kinds sold, one category its own), and the words of every phrase.
struct Shipped {
    all: KindNames,
    market: KindNames,
    seller: KindNames,
    words: Vec<String>,
}

fn shipped() -> &'static Shipped {
    static SHIPPED: std::sync::OnceLock<Shipped> = std::sync::OnceLock::new();
    SHIPPED.get_or_init(|| {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut diags = crate::catalog::diag::Diagnostics::default();
        let file = crate::catalog::kinds::load(root, &mut diags).expect("catalog/kinds.yaml");
        let all = KindNames::new(&file);
        let titles: Vec<String> = file
            .kinds
            .iter()
            .step_by(2)
            .map(|k| format!("Acme {} - Black", k.kind))
            .collect();
        let market = all
            .sold_in(titles.iter().map(String::as_str))
            .with_categories(&all, [], true);
        let own = file.categories.first().map(|c| c.category.as_str());
        let seller = all
            .sold_in(titles.iter().map(String::as_str))
            .with_categories(&all, own, false);
        let mut words: Vec<String> = Vec::new();
        for k in &all.kinds {
            for stems in k.titles.iter().map(|(s, _)| s).chain(&k.names) {
                words.extend(stems.iter().cloned());
                words.push(stems.concat());
            }
        }
        words.sort();
        words.dedup();
        Shipped {
            all,
            market,
            seller,
            words,
        }
    })
}

/// Both searches read `text` alike, with each reading of the catalog's kinds.
fn same_as_scan(text: &str) {
    let s = shipped();
    let toks = tokens(text);
    for names in [&s.all, &s.market, &s.seller] {
        assert_eq!(names.find(&toks), find_by_scan(names, &toks), "{text:?}");
    }
    let sold = s.all.sold_in(["Acme Dash Cam", "Acme Yoga Mat - Blue"]);
    assert_eq!(
        s.all.unsold_named(&toks, &sold),
        unsold_by_scan(&s.all, &toks, &sold),
        "{text:?}"
    );
    assert_eq!(
        s.all.unsold_named(&toks, &s.seller),
        unsold_by_scan(&s.all, &toks, &s.seller),
        "{text:?}"
    );
}

#[test]
fn every_shipped_phrase_is_read_as_the_scan_read_it() {
    let s = shipped();
    let mut phrases: Vec<String> = Vec::new();
    for k in &s.all.kinds {
        for stems in k.titles.iter().map(|(s, _)| s).chain(&k.names) {
            let spaced = stems.join(" ");
            let joined = stems.concat();
            for p in [&spaced, &joined] {
                phrases.extend([
                    p.clone(),
                    format!("{p}s"),
                    format!("{p}es"),
                    format!("how many {p}s did i sell last month"),
                ]);
            }
        }
    }
    assert!(phrases.len() > 400, "the catalog's kinds were read");
    // Most texts hold a name: the two searches agree on finding, not only on nothing.
    let named = phrases
        .iter()
        .filter(|p| !s.all.find(&tokens(p)).is_empty())
        .count();
    assert!(named * 3 > phrases.len(), "{named} of {}", phrases.len());
    for (i, p) in phrases.iter().enumerate() {
        same_as_scan(p);
        // Two names side by side: where they overlap, the longest wins.
        same_as_scan(&format!("{p} {}", phrases[(i * 7 + 3) % phrases.len()]));
    }
}

proptest::proptest! {
    /// Any run of the catalog's words, as written, plural or joined, is read as the scan
    /// read it.
    #[test]
    fn a_run_of_catalog_words_is_read_as_the_scan_read_it(
        picks in proptest::collection::vec((0usize..10_000, 0usize..4), 1..7),
    ) {
        let words = &shipped().words;
        let text: Vec<String> = picks
            .iter()
            .map(|&(w, suffix)| format!("{}{}", words[w % words.len()], ["", "s", "es", "e"][suffix]))
            .collect();
        same_as_scan(&text.join(" "));
    }

    /// Reading a name as one word without joining it decides as joining it did.
    #[test]
    fn a_joined_name_reads_as_its_concatenation(
        word in "(head|torch|es|e|s|car|cam){1,4}",
        name in proptest::collection::vec("(head|torch|es|e|car|cam)", 2..4),
    ) {
        for t in tokens(&word) {
            proptest::prop_assert_eq!(is_joined_word(&t, &name), is_word(&t, &name.concat()));
        }
    }
}
