//! The thing a question names that the seller does not have ("how many blenders did i sell" to
//! a kitchen seller): read where a sold thing stands, so the planner asks it back instead of
//! answering the whole store's figure (a confident wrong number). Split from `entities`, which
//! resolves the names the seller does have.

use super::skeleton::{consonants_only, interjection, is_skeleton};
use std::collections::HashSet;

use super::entities::{word_matches, ProductIndex};
use super::parse::is_cue_word;
use super::text::{is_stopword, Token};

mod listed;
pub use listed::{hyphens_joined, listed_thing};

/// Nouns that name the seller's whole business, a grouping or a stretch of time: "revenue for
/// my store", "sales for the month" name nothing to match.
const NOT_A_THING: &[&str] = &[
    // "how are things going": the whole business, in everyday words.
    "thing",
    "things",
    "stuff",
    "everything",
    // "tot orders": chat for the total.
    "tot",
    // "Northwind brand revenue": the grouping's own name, beside the brand it names.
    "brand",
    "label",
    "category",
    "line",
    "store",
    "shop",
    "business",
    "account",
    "catalog",
    "catalogue",
    "company",
    "everything",
    "whole",
    // "store wide conversion", "sitewide sales": the whole store, said as one word or two.
    "wide",
    "sitewide",
    "storewide",
    "shopwide",
    "mine",
    "period",
    "time",
    "day",
    "week",
    "weekend",
    "month",
    "quarter",
    "year",
    "date",
    "average",
    "now",
    "today",
    "yesterday",
    "moment",
    "last",
    "past",
    "previous",
    "next",
    "this",
    "same",
    "both",
    "them",
    "each",
    "other",
    "others",
    "rest",
    "top",
    "bottom",
    "best",
    "worst",
    "most",
    "least",
    "range",
    "span",
    // Days and seasons: "on mondays", "for christmas" are times, whether or not the resolver
    // placed them.
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "weekday",
    "weekdays",
    "weekends",
    "morning",
    "evening",
    "night",
    "holiday",
    "holidays",
    "christmas",
    "xmas",
    "easter",
    "thanksgiving",
    "halloween",
    "season",
    "summer",
    "winter",
    "spring",
    "fall",
    "autumn",
    "launch",
    // Indefinite pronouns: "cut ads on anything" names no thing.
    "anything",
    "something",
    "nothing",
    "everyone",
    "anyone",
    // Conjunctions and prepositions the stopwords do not list: "sessions up but orders down",
    // "priced above competitors" name no thing.
    "but",
    "yet",
    "though",
    "although",
    "because",
    "while",
    "whereas",
    "unless",
    "above",
    "below",
    "under",
    "against",
    "across",
    "around",
    "through",
    "without",
    "within",
    "since",
    "until",
    "except",
    // Idioms after a preposition: "on track", "on target", "of course", "for sure".
    "track",
    "target",
    "course",
    "sure",
];

/// The first thing a question names that is none of the seller's products, categories or brands
/// and no word the planner reads (a measure word, a cue, a period noun, a stopword), in one of
/// the places a sold thing stands: after "of / for / from / on" ("units of the blender",
/// "revenue from toys"), after "how many" ("how many blenders"), as the object of a selling verb
/// ("did I sell any blenders"), or right before a measure word ("vacuum sealer sales",
/// "sunscreen units sold"). Asked only when nothing was resolved: dropping the words would
/// answer the whole store's figure to a question about one thing, a confident wrong number.
/// `toks` have time expressions masked.
pub fn unmatched_thing(
    toks: &[Token],
    vocabulary: &HashSet<String>,
    products: &ProductIndex,
) -> Option<String> {
    const SELLING: &[&str] = &["sell", "sold", "sells", "selling", "move", "moved", "shift"];
    let thing = |t: &Token| is_thing_word(t, vocabulary, products);
    // After a preposition, "how many" or a selling verb: the word right after it (and its
    // determiner), in the same clause.
    for (i, t) in toks.iter().enumerate() {
        let preposition = matches!(t.word.as_str(), "of" | "for" | "from" | "on");
        // "how much sunscreen did i sell" as "how many blenders" (the whole store's units
        // were once answered for a sunscreen its seller does not carry).
        let how_many =
            matches!(t.word.as_str(), "many" | "much") && i > 0 && toks[i - 1].word == "how";
        if !preposition && !how_many && !SELLING.contains(&t.word.as_str()) {
            continue;
        }
        let j = past_determiners(toks, i + 1);
        // A selling verb's object only with its determiner: "sell any blenders", not "selling
        // well" or "sold during".
        if !preposition && !how_many && j == i + 1 {
            continue;
        }
        let Some(w) = toks.get(j) else { continue };
        if toks[j - 1].end + 2 < w.start || !thing(w) {
            continue;
        }
        // The whole name: "new customers", "garden hose", not only its first word.
        let mut k = j;
        // An adverb after the name is no part of it ("the charger lately").
        while k < j + 2
            && toks
                .get(k + 1)
                .is_some_and(|n| adjacent(&toks[k], n) && thing(n) && !n.word.ends_with("ly"))
        {
            k += 1;
        }
        // After "how many" or a verb, words right before a measure word describe the measure
        // ("how many individual units"), they name no thing.
        let measure_next = toks.get(k + 1).is_some_and(|n| {
            adjacent(&toks[k], n)
                && vocabulary.contains(&n.stem)
                && !is_stopword(&n.stem)
                && !SELLING.contains(&n.word.as_str())
        });
        if !preposition && measure_next {
            continue;
        }
        return Some(joined(&toks[j..=k]));
    }
    // The subject of a selling verb after "did/do/does": "how much did the dutch ovens make",
    // "did my smart plugs sell on prime day".
    const EARNING: &[&str] = &[
        "make", "made", "earn", "earned", "sell", "sold", "bring", "brought", "generate", "move",
        "do",
    ];
    for (i, t) in toks.iter().enumerate() {
        if !matches!(t.word.as_str(), "did" | "do" | "does") {
            continue;
        }
        let j = past_determiners(toks, i + 1);
        let mut k = j;
        while k < j + 3
            && toks.get(k).is_some_and(|n| {
                adjacent(&toks[k - 1], n) && thing(n) && !EARNING.contains(&n.word.as_str())
            })
        {
            k += 1;
        }
        let verb = toks
            .get(k)
            .is_some_and(|v| EARNING.contains(&v.word.as_str()) && adjacent(&toks[k - 1], v));
        if k > j && verb {
            return Some(joined(&toks[j..k]));
        }
    }
    // The subject of an evaluation: "how is my stock pot doing", "how's the kettle selling",
    // "is the wooden train trending down". The last word before the verb is the thing's head
    // noun; the words before it may be words the planner reads ("stock" in "stock pot"), so a
    // product the seller lacks is asked back rather than explained as the whole store.
    const EVALUATING: &[&str] = &[
        "doing",
        "going",
        "performing",
        "selling",
        "trending",
        "looking",
        "holding",
        "moving",
        "growing",
        "shrinking",
        "declining",
        "dropping",
        "falling",
        "rising",
        "slipping",
    ];
    for (i, t) in toks.iter().enumerate() {
        let how_be = matches!(t.word.as_str(), "how's" | "hows")
            || (matches!(t.word.as_str(), "is" | "are" | "was" | "were")
                && (i == 0 || toks[i - 1].word == "how"));
        if !how_be {
            continue;
        }
        let j = past_determiners(toks, i + 1);
        let Some(v) =
            (j + 1..(j + 4).min(toks.len())).find(|&k| EVALUATING.contains(&toks[k].word.as_str()))
        else {
            continue;
        };
        // "is my yoga mat business growing": the grouping word is not the thing's name.
        let mut end = v;
        while end > j + 1 && NOT_A_THING.contains(&toks[end - 1].stem.as_str()) {
            end -= 1;
        }
        let run = &toks[j..end];
        let joined_up =
            run.windows(2).all(|w| adjacent(&w[0], &w[1])) && adjacent(&toks[v - 1], &toks[v]);
        let head = &toks[end - 1];
        if joined_up
            && thing(head)
            && noun_like(head, vocabulary)
            && run.iter().all(|w| !is_stopword(&w.stem))
        {
            return Some(joined(run));
        }
    }
    // Before a measure word: the run of thing words that ends right before it, starting the
    // clause or after a word the planner reads ("my vacuum sealer sales": "vacuum sealer").
    // A word there is as often a verb or an adjective ("gimme revenue", "weekly units", "new
    // reviews", "unts sold" for units), so this place asks more of a word than the others.
    let modifier = |t: &Token| thing(t) && noun_like(t, vocabulary);
    // A measure word typed with a letter dropped ("refnds", "revnue") is still one: the thing
    // before it was answered as the whole store's figure ("hairdryr refnds").
    let measure_word = |t: &Token| {
        vocabulary.contains(&t.stem)
            // From six letters: "bands" is one letter from "brand" and a name all the same.
            || (t.word.len() >= 6
                && t.word.chars().all(|c| c.is_ascii_alphabetic())
                && vocabulary
                    .iter()
                    .any(|v| v.len() >= 6 && near_typo(&t.stem, v)))
    };
    for (i, t) in toks.iter().enumerate() {
        let measure =
            measure_word(t) && !is_stopword(&t.stem) && !NOT_A_THING.contains(&t.stem.as_str());
        if i == 0 || !measure || !adjacent(&toks[i - 1], t) {
            continue;
        }
        // A collection word right before the measure ends a name ("wooden train set units"):
        // the seller's own titles have "set", so it is no thing word of its own; the name is
        // the thing words before it.
        let i = if i >= 2
            && CONTAINERS.contains(&toks[i - 1].stem.as_str())
            && adjacent(&toks[i - 2], &toks[i - 1])
            && modifier(&toks[i - 2])
        {
            i - 1
        } else {
            i
        };
        let mut j = i;
        while j > 0 && i - j < 3 && modifier(&toks[j - 1]) && adjacent(&toks[j - 1], &toks[j]) {
            j -= 1;
        }
        // A name of two or three words may hold one that is a letter from a word the planner
        // reads ("resistance bands": "band" is one letter from "brand"): a typo comes alone,
        // a name does not. Read the run when its other words are plainly nouns.
        if j == i {
            let mut k = i;
            while k > 0 && i - k < 3 && thing(&toks[k - 1]) && adjacent(&toks[k - 1], &toks[k]) {
                k -= 1;
            }
            let run = &toks[k..i];
            let nouns = run.iter().filter(|t| noun_like(t, vocabulary)).count();
            if run.len() >= 2 && nouns + 1 >= run.len() && noun_like(&run[0], vocabulary) {
                j = k;
            }
        }
        // After "how many", such words describe the measure (read above).
        let counted = j > 0 && matches!(toks[j - 1].word.as_str(), "many" | "much");
        // The run is read even when a word the rules above keep out stands before it ("cast
        // iron skillet revenue": "cast" could be a typo of "cost"): a partial name asked back
        // is honest, the whole store's figure is not.
        if j < i && !counted {
            if !verb_after(toks, j) {
                return Some(joined(&toks[j..i]));
            }
            // "are sleeping bag sales down": the participle may be the name's first word; what
            // follows it is a thing all the same (asked about as "bag", never the whole store).
            let participle = toks[j].word.ends_with("ing") && !verb_after(toks, j + 1);
            if participle && j + 1 < i && !NOT_A_MODIFIER.contains(&toks[j + 1].word.as_str()) {
                return Some(joined(&toks[j + 1..i]));
            }
        }
    }
    chat_spelt_thing(toks, vocabulary, products)
}

/// A name typed in chat spelling that matched none of the seller's titles ("lp blm ordrs",
/// "hdmi cbl rev"): a run of words with no vowel at all ("lp", "blm") that the planner does
/// not read, right before a measure or its chat spelling. Not reading it answered the whole
/// store's figure.
fn chat_spelt_thing(
    toks: &[Token],
    vocabulary: &HashSet<String>,
    products: &ProductIndex,
) -> Option<String> {
    let no_vowel = |t: &Token| {
        t.word.len() >= 2
            && t.word.chars().all(|c| c.is_ascii_lowercase())
            && !t
                .word
                .chars()
                .any(|c| matches!(c, 'a' | 'e' | 'i' | 'o' | 'u' | 'y'))
            && !vocabulary.contains(&t.stem)
            && !is_cue_word(&t.word)
            && !is_stopword(&t.word)
            && !NOT_A_THING.contains(&t.word.as_str())
            && !interjection(&t.word)
            && !products.name_stems.iter().any(|x| word_matches(&t.stem, x))
    };
    let measure = |t: &Token| {
        vocabulary.contains(&t.stem)
            || (consonants_only(&t.word) && vocabulary.iter().any(|v| is_skeleton(&t.word, v)))
    };
    for i in 1..toks.len() {
        if !measure(&toks[i]) || !adjacent(&toks[i - 1], &toks[i]) {
            continue;
        }
        let mut j = i;
        while j > 0 && i - j < 3 && no_vowel(&toks[j - 1]) && adjacent(&toks[j - 1], &toks[j]) {
            j -= 1;
        }
        // A run at the start of the question: after a word it is an abbreviation of it.
        if j < i && j == 0 {
            return Some(joined(&toks[j..i]));
        }
    }
    None
}

/// Words that end a product's name without naming its kind ("Train Set", "Care Kit").
const CONTAINERS: &[&str] = &["set", "kit", "pack", "pair", "bundle"];

/// The first index from `j` that is not a determiner ("the", "my", "any", ...).
fn past_determiners(toks: &[Token], mut j: usize) -> usize {
    const DETERMINERS: &[&str] = &["the", "my", "our", "a", "an", "these", "those", "any"];
    while toks
        .get(j)
        .is_some_and(|n| DETERMINERS.contains(&n.word.as_str()))
    {
        j += 1;
    }
    j
}

/// Whether the word at `j` stands where a verb does, so that the words from it to a measure word
/// are a verb and its object, not a thing and its measure: after a subject pronoun ("i cut ads",
/// "we stopped advertising"), after an infinitive's "to" ("to grow sales"), a participle after
/// a form of "be" ("are losing money", "is hurting traffic"), or right after a measure word
/// ("my ad cut hurting traffic": a measure's noun is followed by what happened to it).
fn verb_after(toks: &[Token], j: usize) -> bool {
    const SUBJECTS: &[&str] = &["i", "we", "you", "they", "he", "she", "it", "u"];
    const BE: &[&str] = &[
        "is", "are", "was", "were", "am", "be", "been", "being", "isnt", "arent",
    ];
    let Some(before) = j.checked_sub(1).map(|b| &toks[b]) else {
        return false;
    };
    let w = before.word.as_str();
    SUBJECTS.contains(&w)
        || w == "to"
        || (BE.contains(&w) && toks[j].word.ends_with("ing"))
        || MEASURE_NOUNS.contains(&w)
}

/// Measure nouns a thing's name does not follow: "ad cut", "sales drop", "traffic dip" are what
/// happened to the measure. A list of nouns, not the planner's vocabulary: that also holds cue
/// words a name may follow ("total blender revenue" names a blender).
const MEASURE_NOUNS: &[&str] = &[
    "ad",
    "ads",
    "sales",
    "revenue",
    "traffic",
    "sessions",
    "units",
    "orders",
    "price",
    "prices",
    "stock",
    "inventory",
    "conversion",
    "reviews",
    "ratings",
    "refunds",
    "spend",
];

/// Words that stand before a measure without naming a thing: requests ("gimme revenue",
/// "compare sessions"), amounts and states ("zero sales", "new reviews", "net revenue").
const NOT_A_MODIFIER: &[&str] = &[
    "show",
    "give",
    "gimme",
    "get",
    "got",
    "compare",
    "list",
    "tell",
    "check",
    "pull",
    "see",
    "find",
    "display",
    "plot",
    "chart",
    "calculate",
    "count",
    "sum",
    "total",
    "overall",
    "net",
    "gross",
    "combined",
    "organic",
    "paid",
    "new",
    "old",
    "current",
    "recent",
    "latest",
    "expected",
    "projected",
    "estimated",
    "lost",
    "missed",
    "anything",
    "something",
    "nothing",
    "zero",
    "more",
    "less",
    "fewer",
    "higher",
    "lower",
    "bigger",
    "smaller",
    "whats",
    "wuts",
    "hows",
    "much",
    "peak",
    "record",
    "max",
    "maximum",
    "min",
    "minimum",
    "busiest",
    "slowest",
    "strongest",
    "weakest",
];

/// A word that could be a thing's name before a measure word: not a request or an amount, no
/// adverb or past participle ("weekly", "changed"), no number, and no typo of a word the
/// planner reads ("unts sold" is units sold).
fn noun_like(t: &Token, vocabulary: &HashSet<String>) -> bool {
    // "untis": the stemmer keeps a plural `s` after `i`; the typo is of "unit" + s.
    let bare = t.word.strip_suffix('s').unwrap_or(&t.word);
    !NOT_A_MODIFIER.contains(&t.word.as_str())
        && !t.word.ends_with("ly")
        && !t.word.ends_with("ed")
        && super::parse::number(&t.word).is_none()
        && !vocabulary
            .iter()
            .map(String::as_str)
            .chain(super::text::STOPWORDS.iter().copied())
            // "charger" is no typo of "charge": a verb in -e with an agent's -r is a noun.
            .filter(|v| !(v.ends_with('e') && t.stem.strip_suffix('r') == Some(*v)))
            .any(|v| near_typo(&t.stem, v) || near_typo(&t.word, v) || near_typo(bare, v))
}

/// One edit away with the same first letter: loose on purpose, as it only keeps a word from
/// being read as an unknown thing ("unts" of units, "ths" of this, "sesions"). A letter
/// replaced in a longer word is another word as often as a typo ("sealer" is no "seller"),
/// so from six letters only a letter dropped, added or swapped counts; in a three-letter word
/// a replaced letter is nearly always another word ("car" is no "can").
fn near_typo(a: &str, b: &str) -> bool {
    let swapped = || {
        let (mut x, mut y) = (a.as_bytes().to_vec(), b.as_bytes().to_vec());
        x.sort_unstable();
        y.sort_unstable();
        x == y
    };
    a.len() >= 3
        && b.len() >= 3
        && a.len().abs_diff(b.len()) <= 1
        && a.as_bytes()[0] == b.as_bytes()[0]
        && strsim::osa_distance(a, b) <= 1
        && (a.len() != b.len() || (4..=5).contains(&a.len()) || swapped())
}

/// A plain word that names no product, category or brand of the seller's and that the planner
/// does not read otherwise. A word of one of the seller's category or brand names ("toys" of
/// "Toys & Games") or of a title names something the seller has, even when not the whole name.
fn is_thing_word(w: &Token, vocabulary: &HashSet<String>, products: &ProductIndex) -> bool {
    // Chat interjections ("ngl", "lol", "tbh") are filler, never a thing the seller lacks: the
    // gate let "ngl sales r kinda mid this wk" in, and the planner asked about an "ngl".
    w.word.len() >= 3
        && !interjection(&w.word)
        && w.word.chars().all(|c| c.is_ascii_alphabetic() || c == '-')
        && !products.name_stems.iter().any(|x| word_matches(&w.stem, x))
        && !is_stopword(&w.stem)
        && !is_stopword(&w.word)
        && !vocabulary.contains(&w.stem)
        && !is_cue_word(&w.word)
        && !is_cue_word(&w.stem)
        && !NOT_A_THING.contains(&w.stem.as_str())
        && !NOT_A_THING.contains(&w.word.as_str())
        // "How many wks this year": a time word's chat spelling, which the resolver reads.
        && crate::augment::time_alias(&w.word).is_none()
}

/// Two tokens with at most one space between them (no punctuation or masked time between).
fn adjacent(a: &Token, b: &Token) -> bool {
    b.start <= a.end + 1
}

fn joined(toks: &[Token]) -> String {
    toks.iter()
        .map(|t| t.word.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::entities::tests::index;
    use crate::planner::text::tokens;

    /// A seller whose titles have "Set" asked about a train set they do not sell, and a typed
    /// product name before a measure typed with a letter dropped: both were answered with the
    /// whole store's figure.
    #[test]
    fn a_name_ending_in_a_collection_word_or_before_a_typed_measure() {
        use crate::planner::entities::Product;
        let index = ProductIndex::new(vec![Product {
            id: "P0700".into(),
            title: "Verdant Signature Makeup Brush Set - Blue".into(),
            category: "Beauty & Personal Care".into(),
            brand: "Verdant".into(),
        }]);
        let vocabulary: HashSet<String> = ["unit", "sold", "refund", "revenue"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let thing = |q: &str| unmatched_thing(&tokens(q), &vocabulary, &index);
        assert_eq!(thing("wooden train set units"), Some("wooden train".into()));
        assert_eq!(thing("hairdryer refnds"), Some("hairdryer".into()));
        let vocabulary: HashSet<String> =
            ["stock", "charge"].iter().map(|s| s.to_string()).collect();
        assert_eq!(
            unmatched_thing(&tokens("usb c charger stock"), &vocabulary, &index),
            Some("charger".into())
        );
        assert_eq!(thing("brush set units"), None);
        assert_eq!(thing("set units"), None);
    }

    #[test]
    fn a_thing_is_read_where_sold_things_stand() {
        let vocabulary: HashSet<String> = [
            "unit", "sold", "sale", "revenue", "review", "week", "seller", "brand",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let thing = |q: &str| unmatched_thing(&tokens(q), &vocabulary, &index());
        assert_eq!(thing("units of the blender"), Some("blender".into()));
        assert_eq!(
            thing("how many blenders did i sell"),
            Some("blenders".into())
        );
        assert_eq!(thing("did i sell any blenders"), Some("blenders".into()));
        assert_eq!(thing("vacuum sealer sales"), Some("vacuum sealer".into()));
        assert_eq!(
            thing("my vacuum sealer revenue"),
            Some("vacuum sealer".into())
        );
        assert_eq!(thing("how many individual units went out"), None);
        assert_eq!(
            thing("how much sunscreen did i sell in july"),
            Some("sunscreen".into())
        );
        assert_eq!(thing("how much revenue did i make"), None);
        assert_eq!(thing("how much did i sell"), None);
        assert_eq!(
            thing("how is my stock tank doing this month"),
            Some("stock tank".into())
        );
        assert_eq!(
            thing("how's the rice cooker selling"),
            Some("rice cooker".into())
        );
        assert_eq!(
            thing("is the wooden train trending down"),
            Some("wooden train".into())
        );
        assert_eq!(thing("how are my sales doing"), None);
        assert_eq!(
            thing("is my yoga mat business growing or shrinking"),
            Some("yoga mat".into())
        );
        assert_eq!(
            thing("resistance bands revenue"),
            Some("resistance bands".into())
        );
        assert_eq!(thing("how is the business doing"), None);
        assert_eq!(
            thing("how many smart plugs sold"),
            Some("smart plugs".into())
        );
        assert_eq!(thing("vacuum sealer sales"), Some("vacuum sealer".into()));
        assert_eq!(thing("units sold during prime day"), None);
        assert_eq!(thing("what is selling well"), None);
        for q in [
            "skillet sales",
            "how many skillets did i sell",
            "weekly units",
            "gimme revenue",
            "new reviews",
            "unts sold",
            "zero sales",
            "what changed in my sales",
            "peak sales day",
            "untis sold",
            "brand revenue",
        ] {
            assert_eq!(thing(q), None, "{q}");
        }
    }

    #[test]
    fn a_verb_and_its_object_are_no_thing() {
        let vocabulary: HashSet<String> = ["traffic", "sale", "ad", "money", "advertis", "review"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let thing = |q: &str| unmatched_thing(&tokens(q), &vocabulary, &index());
        for q in [
            // After a subject, "to", or a form of "be": a verb.
            "what happened to my traffic after i cut ads",
            "what should i focus on to grow sales",
            "which ads are losing money",
            // Right after a measure noun: what happened to it.
            "is my ad cut hurting traffic",
            // Conjunctions and prepositions.
            "why are sessions up but orders down",
            "which of my products are priced above competitors",
            // Pronouns and idioms after a preposition.
            "should i cut ads on anything",
            "am i on track to beat last year",
        ] {
            assert_eq!(thing(q), None, "{q}");
        }
        // The name stops before an adverb; a thing after "my" is still read.
        assert_eq!(
            thing("any bad reviews on the charger lately"),
            Some("charger".into())
        );
        assert_eq!(
            thing("why did my yoga mat sales drop"),
            Some("yoga mat".into())
        );
        assert_eq!(
            thing("how much did the dutch ovens make in november"),
            Some("dutch ovens".into())
        );
        assert_eq!(
            thing("did my smart plugs sell well"),
            Some("smart plugs".into())
        );
        assert_eq!(thing("how much did i make"), None);
        assert_eq!(
            thing("did the skillet sell"),
            None,
            "the seller's own product"
        );
        assert_eq!(thing("rc car sales this year"), Some("car".into()));
        // A word kept out of a name (a title word here) stops the name, never the question.
        assert_eq!(thing("cast iron wok sales"), Some("wok".into()));
        assert_eq!(
            thing("are sleeping bag sales down"),
            Some("bag".into()),
            "a participle after \"are\" is read as a verb: the name is shortened, still asked"
        );
    }
}
