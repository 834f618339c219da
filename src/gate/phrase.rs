//! Selling phrases: a selling measure applied to a thing, in the shape of a seller's lookup
//! ("sunscreen units in july", "revenue for my baking sheets in q3", "reviews on the vacuum
//! sealer", "how many dish racks did we move"), whatever the thing is called.
//!
//! Why: the gate's score leans on the embedding's nearest example and on words it knows, and
//! both come from the demo seller's kitchen catalog. Another seller's product kinds ("retinol
//! night cream", "trekking poles") are foreign words to it, and a foreign word next to a measure
//! reads as "my pizza order" or "yoga sessions"; so every seller but the demo one was refused
//! as "not about your business" for naming their own products. Whether the thing is the
//! seller's is the planner's to say: it answers for a product of theirs and asks back "you have
//! nothing called X" for a product they do not carry, which is the right answer to a seller,
//! never "not about your business".
//!
//! What makes it a seller's lookup is its **shape**, not its words: the whole question is a
//! lookup opening (what, how many, show me, the seller's own brand), a measure, the thing, and
//! nothing after but a time expression (masked by the resolver) or a connective. A life
//! question wraps the measure in other words ("how much did the price of bread go up", "how do
//! restaurants decide menu prices", "what are the reviews for the ritz carlton in cancun"), or
//! asks it of an indefinite thing ("the price of a gallon of milk"), and is left to the score.
//!
//! The forms:
//! - **measure of a thing**: measure + [check] of / for / on / from + [the, my, our] + thing +
//!   [time] ("stock chk dutch oven" too):
//!   "inventory of yoga mats vs last month", "competitor price on the phone case";
//! - **thing's measure**: [opening] + thing + measure + [time]: "velvet grove sunscreen units in
//!   august", "how many smart plugs sold yesterday", "paddle $$ summer";
//! - **what sells best**: "whats sellin best rn", "what sold most [time]";
//! - **how many of a thing were sold**: "how many resistance band sets did i sell [time]";
//! - **own product with a selling verb**: how much / how many / are / is / do + one of the
//!   seller's own products + a verb of selling or stock (make, move, left, coming in, running
//!   low), with no foreign word at all: "how much did my tea kettles make in october".
//!
//! A measure with an everyday sense (price, stock, inventory, reviews, orders, sessions) lets a
//! question in only when no shape of a non-seller refused it; only a **selling** measure
//! (units, sold, sales, revenue, refunds, page views, conversion, a run of dollar signs) lifts the
//! foreign-measure and foreign-possession shapes ("grocery prices last month", "my wine cellar
//! inventory" stay refused; "cleanser units yest", "revenue for my baking sheets" come in).
//! Measure words are matched as written, a plural dropped, or as a typo by the planner's strict
//! rule ([`typo_of`]: "page veiws", "reveiws").

use crate::planner::entities::word_matches;
use crate::planner::text::{is_stopword, Token};

/// Measures sellers apply to one product: (words, selling). A selling measure has no everyday
/// sense that a life question would use with a thing before it.
const MEASURES: &[(&[&str], bool)] = &[
    (&["units", "sold"], true),
    (&["page", "views"], true),
    (&["competitor", "price"], false),
    (&["list", "price"], false),
    (&["units"], true),
    (&["unit"], true),
    (&["sold"], true),
    (&["sales"], true),
    (&["revenue"], true),
    (&["rev"], true),
    (&["refunds"], true),
    (&["conversion"], true),
    (&["$"], true),
    (&["orders"], false),
    (&["inventory"], false),
    (&["inv"], false),
    (&["stock"], false),
    (&["price"], false),
    (&["prices"], false),
    (&["reviews"], false),
    (&["ratings"], false),
    (&["returns"], false),
    (&["sessions"], false),
    (&["charge"], false),
];

/// Words that may open a lookup before the measure or the thing ("how many", "show me my").
const OPENINGS: &[&str] = &[
    "what", "whats", "what's", "how", "many", "much", "show", "me", "give", "tell", "get", "list",
    "pull", "see", "check", "chk", "did", "do", "does", "i", "we", "my", "our", "the", "is", "are",
    "was", "were", "total", "all", "of",
];

/// Words that may follow the thing: connectives of a period or a comparison (the time
/// expressions themselves are masked), and period abbreviations the resolver leaves
/// ("yest", "rn", "mo", "wk", "bf").
const TAIL: &[&str] = &[
    "in",
    "on",
    "the",
    "this",
    "last",
    "vs",
    "versus",
    "since",
    "so",
    "far",
    "compared",
    "to",
    "over",
    "during",
    "and",
    "per",
    "by",
    "rn",
    "now",
    "yest",
    "wk",
    "wks",
    "mo",
    "mos",
    "yr",
    "yrs",
    "bf",
    "ytd",
    "mtd",
    "weekend",
    "today",
    "yesterday",
    "summer",
    "winter",
    "spring",
    "autumn",
    "fall",
    "holiday",
    "holidays",
    "season",
    "left",
    "remaining",
];

/// Determiners a seller puts before their product ("the phone case", "my baking sheets"); an
/// indefinite one ("a gallon of milk") asks of any such thing, not of a product.
const DEFINITE: &[&str] = &["the", "my", "our", "these", "those"];

/// Verbs of selling or stock said of a product ("how much did X make", "how many X are left").
const SELLING_VERBS: &[&str] = &[
    "make",
    "made",
    "earn",
    "earned",
    "bring",
    "brought",
    "move",
    "moved",
    "left",
    "remaining",
    "coming",
    "arriving",
    "low",
    "ship",
    "shipped",
];

/// Forms of "sell" in "what's selling best".
const SELLS: &[&str] = &["sell", "sells", "selling", "sold"];
/// Superlatives after a selling verb: "selling best", "sold most".
const MOST: &[&str] = &["best", "most", "worst", "least"];

/// Verbs of selling after "how many X did I": "how many resistance band sets did i sell".
const SOLD_VERBS: &[&str] = &["sell", "sold", "move", "moved", "ship", "shipped"];

/// Superlatives and quantifiers: no thing of their own ("the best reviews").
const NOT_A_THING: &[&str] = &[
    "best", "worst", "top", "bottom", "highest", "lowest", "average", "avg", "annual", "another",
    "other", "same", "current", "daily", "weekly", "monthly", "yearly", "overall", "total",
];

/// Words ending in 's that are no possessive.
const CONTRACTIONS: &[&str] = &[
    "what's", "that's", "it's", "there's", "here's", "who's", "how's", "where's", "when's",
    "let's", "he's", "she's",
];

/// Which form a selling phrase took.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Form {
    /// "inventory of yoga mats".
    MeasureOfThing,
    /// "sunscreen units in july".
    ThingMeasure,
    /// "how much did my tea kettles make".
    OwnProductVerb,
    /// "how many resistance band sets did i sell".
    HowManySold,
    /// "whats selling best rn".
    BestSeller,
}

/// A selling phrase found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct SellingPhrase {
    pub form: Form,
    /// The measure is a selling one (units, sales, revenue, ...), not one with everyday senses.
    pub selling: bool,
}

/// The planner's strict typo rule (`planner::entities::word_matches`: five letters or more on
/// both sides, at most one letter more or less, Jaro-Winkler >= 0.92 and one edit, two for long
/// words), after ruling out derived forms, so the gate lets in what the planner reads.
pub(super) fn typo_of(q: &str, word: &str) -> bool {
    if q == word {
        return true;
    }
    // A shorter or longer form is another word, not a typo: a singular ("order" of a court,
    // "return" of the jedi), a noun made of the measure ("charger" is no "charge").
    let derived = ["s", "r", "er", "d", "ed"]
        .iter()
        .any(|end| q.strip_suffix(end) == Some(word));
    if derived || word.strip_suffix('s') == Some(q) {
        return false;
    }
    // Otherwise the planner's own rule, so both read the same words as typos.
    word_matches(q, word)
}

/// The measure starting at token `i`: (tokens it takes, selling).
fn measure_at(toks: &[Token], i: usize) -> Option<(usize, bool)> {
    MEASURES.iter().find_map(|(words, selling)| {
        let hit = words.len() <= toks.len() - i
            && words.iter().enumerate().all(|(k, w)| {
                let t = &toks[i + k];
                t.word == *w || typo_of(&t.word, w)
            });
        hit.then_some((words.len(), *selling))
    })
}

fn is_measure(t: &Token) -> bool {
    measure_at(std::slice::from_ref(t), 0).is_some()
}

/// A word that can be part of a thing's name: no stopword, measure, opening or superlative; three
/// letters or more, or a code with a digit ("1tb", "q3" is masked as a date).
fn name_word(t: &Token) -> bool {
    let w = t.word.as_str();
    (w.len() >= 3 || w.chars().any(|c| c.is_ascii_digit()))
        && w.chars().all(|c| c.is_alphanumeric())
        && !is_stopword(w)
        && !is_stopword(&t.stem)
        && !NOT_A_THING.contains(&w)
        && !TAIL.contains(&w)
        && !is_measure(t)
}

/// The head of a thing: a name word of letters ("sunscreen", not "2025").
fn head_word(t: &Token) -> bool {
    name_word(t) && t.word.chars().all(|c| c.is_alphabetic())
}

/// Within a name, a one- or two-letter part is kept ("vitamin c serum", "usb-c charger").
fn name_part(t: &Token) -> bool {
    let w = t.word.as_str();
    name_word(t)
        || (w.len() <= 2
            && w.chars().all(|c| c.is_alphanumeric())
            && !is_stopword(w)
            && !TAIL.contains(&w)
            && !OPENINGS.contains(&w))
}

fn tail_only(toks: &[Token]) -> bool {
    toks.iter().all(|t| TAIL.contains(&t.word.as_str()))
}

fn opening_only(toks: &[Token], own: &dyn Fn(&Token) -> bool) -> bool {
    toks.iter()
        .all(|t| OPENINGS.contains(&t.word.as_str()) || own(t))
        && how_counts(toks)
}

/// "how" opens a lookup only as "how many" or "how much" ("how do restaurants decide menu
/// prices" asks for a method).
fn how_counts(toks: &[Token]) -> bool {
    toks.iter().enumerate().all(|(i, t)| {
        t.word != "how"
            || toks
                .get(i + 1)
                .is_some_and(|n| matches!(n.word.as_str(), "many" | "much"))
    })
}

/// The selling phrase of a question, if its whole shape is one. `toks`: the question's tokens
/// with the time expressions masked and runs of dollar signs as `$` tokens
/// (`planner::text::tokens_with_money`); `own`: a token names the seller's product, category or
/// brand; `in_product`: a token is inside a resolved mention of the seller's products;
/// `foreign`: the question has a foreign word.
pub(super) fn selling_phrase(
    toks: &[Token],
    own: &dyn Fn(&Token) -> bool,
    in_product: &dyn Fn(&Token) -> bool,
    foreign: bool,
) -> Option<SellingPhrase> {
    // A foreign owner ("apple's revenue") says whose figure it is; "what's" is no owner.
    if toks.iter().any(|t| {
        let w = t.word.replace('’', "'");
        w.ends_with("'s") && !CONTRACTIONS.contains(&w.as_str()) && !own(t)
    }) {
        return None;
    }
    let n = toks.len();
    for i in 0..n {
        let Some((k, selling)) = measure_at(toks, i) else {
            continue;
        };
        // Measure of a thing: [opening] measure of/for/on/from [the|my] thing [tail].
        let mut j = i + k;
        let before_ok = toks[..i]
            .iter()
            .all(|t| OPENINGS.contains(&t.word.as_str()) || is_measure(t) || own(t))
            && how_counts(&toks[..i]);
        // "stock check dutch oven", "stock chk on the skillet": a check of the measure.
        let check = toks
            .get(j)
            .is_some_and(|t| matches!(t.word.as_str(), "check" | "chk"));
        if check {
            j += 1;
        }
        if before_ok
            && (check
                || toks
                    .get(j)
                    .is_some_and(|t| matches!(t.word.as_str(), "of" | "for" | "on" | "from")))
        {
            if toks
                .get(j)
                .is_some_and(|t| matches!(t.word.as_str(), "of" | "for" | "on" | "from"))
            {
                j += 1;
            }
            while toks
                .get(j)
                .is_some_and(|t| DEFINITE.contains(&t.word.as_str()))
            {
                j += 1;
            }
            if toks.get(j).is_some_and(head_word) {
                let mut e = j + 1;
                while e < n && e < j + 5 && name_part(&toks[e]) {
                    e += 1;
                }
                if tail_only(&toks[e..]) {
                    return Some(SellingPhrase {
                        form: Form::MeasureOfThing,
                        selling,
                    });
                }
            }
        }
        // Thing's measure: [opening] thing measure [tail].
        if i > 0 && head_word(&toks[i - 1]) && tail_only(&toks[i + k..]) {
            let mut s = i - 1;
            while s > 0 && i - s < 6 && name_part(&toks[s - 1]) {
                s -= 1;
            }
            if opening_only(&toks[..s], own) {
                return Some(SellingPhrase {
                    form: Form::ThingMeasure,
                    selling,
                });
            }
        }
    }
    // What sells best: "[what's] selling best [now]", "what sold most last week".
    if let Some(v) = toks
        .iter()
        .position(|t| SELLS.iter().any(|w| typo_of(&t.word, w)))
    {
        if opening_only(&toks[..v], own)
            && toks
                .get(v + 1)
                .is_some_and(|t| MOST.contains(&t.word.as_str()))
            && tail_only(&toks[v + 2..])
        {
            return Some(SellingPhrase {
                form: Form::BestSeller,
                selling: true,
            });
        }
    }
    // How many of a thing were sold: "how many [my] resistance band sets did i sell [time]".
    if toks.len() >= 6 && toks[0].word == "how" && toks[1].word == "many" {
        let mut j = 2;
        while toks
            .get(j)
            .is_some_and(|t| DEFINITE.contains(&t.word.as_str()))
        {
            j += 1;
        }
        let start = j;
        while j < n && j < start + 5 && name_part(&toks[j]) {
            j += 1;
        }
        let rest: Vec<&str> = toks[j..].iter().map(|t| t.word.as_str()).collect();
        if j > start
            && head_word(&toks[j - 1])
            && rest.len() >= 3
            && matches!(rest[0], "did" | "do" | "have")
            && matches!(rest[1], "i" | "we")
            && SOLD_VERBS.contains(&rest[2])
            && tail_only(&toks[j + 3..])
        {
            return Some(SellingPhrase {
                form: Form::HowManySold,
                selling: true,
            });
        }
    }
    // Own product with a selling verb: "how much did my tea kettles make in october".
    let opens = matches!(
        (
            toks.first().map(|t| t.word.as_str()),
            toks.get(1).map(|t| t.word.as_str())
        ),
        (Some("how"), Some("much" | "many")) | (Some("are" | "is" | "do" | "does"), _)
    );
    if opens && !foreign {
        let first_product = toks.iter().position(in_product)?;
        let verb = toks[first_product..]
            .iter()
            .position(|t| SELLING_VERBS.contains(&t.word.as_str()))
            .map(|p| p + first_product)?;
        if !in_product(&toks[verb]) && tail_only(&toks[verb + 1..]) {
            return Some(SellingPhrase {
                form: Form::OwnProductVerb,
                selling: true,
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens_with_money;

    fn none(_: &Token) -> bool {
        false
    }

    fn form(q: &str) -> Option<Form> {
        selling_phrase(&tokens_with_money(q), &none, &none, true).map(|p| p.form)
    }

    #[test]
    fn a_measure_of_a_thing_in_a_lookup() {
        assert_eq!(
            form("inventory of yoga mats vs"),
            Some(Form::MeasureOfThing)
        );
        assert_eq!(
            form("competitor price on the phone case"),
            Some(Form::MeasureOfThing)
        );
        assert_eq!(
            form("how many refunds on the sunscreen"),
            Some(Form::MeasureOfThing)
        );
        // An indefinite thing, words around the measure, a how-to: not a lookup.
        assert_eq!(form("price of a gallon of milk"), None);
        assert_eq!(
            form("how much did the price of bread go up this year"),
            None
        );
        assert_eq!(
            form("what are the reviews for the ritz carlton in cancun"),
            None
        );
        assert_eq!(form("how do i make beef stock from bones"), None);
        assert_eq!(form("vlookup to pull the price from another sheet"), None);
        // A singular is no typo of a plural measure: "order" and "return" have other senses.
        assert_eq!(form("what's the order of the harry potter books"), None);
        assert_eq!(form("return of the jedi release year"), None);
        assert_eq!(
            form("what's the rating of the hotel i booked in rome"),
            None
        );
        assert_eq!(form("what's a spiff in car sales"), None);
    }

    #[test]
    fn a_thing_before_its_measure() {
        assert_eq!(
            form("velvet grove sunscreen units in"),
            Some(Form::ThingMeasure)
        );
        assert_eq!(form("how many smart plugs sold"), Some(Form::ThingMeasure));
        assert_eq!(form("cleanser units yest"), Some(Form::ThingMeasure));
        assert_eq!(form("paddle $$"), Some(Form::ThingMeasure));
        assert_eq!(
            form("luma botanics vitamin c serum units"),
            Some(Form::ThingMeasure)
        );
        // A typo of the measure, by the planner's rule.
        assert_eq!(form("art kit page veiws"), Some(Form::ThingMeasure));
        // A superlative is no thing; a foreign owner's figure is not the seller's; a measure
        // followed by more words is no lookup.
        assert_eq!(form("which phone has the best reviews"), None);
        assert_eq!(form("what's apple's annual revenue"), None);
        assert_eq!(form("how many yoga sessions did i do"), None);
        assert_eq!(form("how do restaurants decide menu prices"), None);
    }

    #[test]
    fn a_check_of_stock_and_what_sells_best() {
        assert_eq!(form("stock chk dutch oven"), Some(Form::MeasureOfThing));
        assert_eq!(
            form("stock check on the skillet"),
            Some(Form::MeasureOfThing)
        );
        assert_eq!(form("whats sellin best rn"), Some(Form::BestSeller));
        assert_eq!(form("what sold most"), Some(Form::BestSeller));
        assert_eq!(form("what's selling best on amazon"), None);
        // A noun made of a measure is no typo of it: "charger" is the thing here.
        assert_eq!(form("usb c charger orders"), Some(Form::ThingMeasure));
    }

    #[test]
    fn how_many_of_a_thing_were_sold() {
        assert_eq!(
            form("how many resistance band sets did i sell"),
            Some(Form::HowManySold)
        );
        assert_eq!(form("how many cookies did i sell at the bake sale"), None);
        assert_eq!(form("how many books did i read"), None);
    }

    #[test]
    fn selling_measures_are_told_from_everyday_ones() {
        let sel = |q: &str| selling_phrase(&tokens_with_money(q), &none, &none, true).unwrap();
        assert!(sel("cleanser units").selling);
        assert!(sel("revenue for my baking sheets").selling);
        assert!(!sel("grocery prices").selling);
        assert!(!sel("wine cellar inventory").selling);
    }

    #[test]
    fn an_own_product_with_a_selling_verb() {
        let q = "how much did my tea kettles make in";
        let toks = tokens_with_money(q);
        let product = |t: &Token| t.word == "tea" || t.word == "kettles";
        assert_eq!(
            selling_phrase(&toks, &product, &product, false).map(|p| p.form),
            Some(Form::OwnProductVerb)
        );
        // Not with a foreign word, nor without an own product, nor as a how-to.
        assert_eq!(selling_phrase(&toks, &product, &product, true), None);
        assert_eq!(selling_phrase(&toks, &none, &none, false), None);
        let toks = tokens_with_money("how do i make bread in a dutch oven");
        let product = |t: &Token| t.word == "dutch" || t.word == "oven";
        assert_eq!(selling_phrase(&toks, &product, &product, false), None);
    }
}
