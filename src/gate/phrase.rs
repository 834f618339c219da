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
//! **The measures are the catalog's one ontology** (`catalog/measures.yaml`, [`MeasurePhrases`](super::measures::MeasurePhrases)):
//! every wording of every measure, so a wording a domain expert adds there once ("conv rate",
//! "bring in") is read by the planner, the router and these phrases alike. The ontology's
//! wordings include everyday words ("bring in", "made", "left", "income", "cover"): such a
//! wording names a measure only of the seller's own product, every word of the thing in a
//! resolved mention of one ("dumbells conv rate", "how much did the braiser bring in"), and is
//! no evidence beside anything else ("how many days left in 2025", "adult day care cost"). A
//! wording the gate trusts of any thing is one of `measures::TRUSTED` (each a wording of the ontology) or
//! a seller term of `gate/vocabulary.yaml` ("ad impressions", "acos").
//!
//! The forms:
//! - **measure of a thing**: measure + [check] of / for / on / from + [the, my, our] + thing +
//!   [time] ("stock chk dutch oven" too):
//!   "inventory of yoga mats vs last month", "competitor price on the phone case";
//! - **thing's measure**: [opening] + thing + measure + [check] + [time]: "velvet grove sunscreen
//!   units in august", "how many smart plugs sold yesterday", "paddle $$ summer", "tent inv chk";
//! - **what sells best**: "whats sellin best rn", "what sold most [time]", "whats my best
//!   selling toy";
//! - **how many of a thing were sold**: "how many resistance band sets did i sell [time]", "did
//!   i sell any blenders";
//! - **how many of a thing are held**: "how many sleeping bags are left in my inventory";
//! - **how a thing sells**: "how are my jigsaw puzzles selling";
//! - **own product with a selling verb**: how much / how many / are / is / do + one of the
//!   seller's own products + a wording of the ontology or a verb of selling or stock (earn,
//!   ship, coming in, running low), with no foreign word at all: "how much did my tea kettles
//!   earn in october".
//!
//! The time after a thing may also be a past event opened by "since" ("since it launched").
//!
//! A measure with an everyday sense (price, stock, inventory, reviews, sessions) lets a question
//! in only when no shape of a non-seller refused it; a count of orders also lifts the
//! foreign-measure shape when a period is named ("jump rope orders in october"); only a
//! **selling** measure (units, sold, sales, revenue, refunds, page views, conversion, a run of
//! dollar signs), or a form that says the asker sold or holds the thing, lifts the
//! foreign-measure and foreign-possession shapes ("grocery prices last month", "my wine cellar
//! inventory" stay refused; "cleanser units yest", "revenue for my baking sheets", "how many
//! hair dryers did i move" come in: a kind the seller does not carry is asked back by the
//! planner, not refused). Measure words are matched as written, a plural dropped, or as a typo by
//! the planner's strict rule ([`typo_of`]: "page veiws", "reveiws"); a thing's name word is a
//! measure only as written ("kitchen scales" are no "sales").

use super::measures::{typo_of, MeasurePhrases, Scope, Trust};
use crate::planner::text::{is_stopword, Token};

/// Words that may open a lookup before the measure or the thing ("how many", "show me my").
const OPENINGS: &[&str] = &[
    "what", "whats", "what's", "how", "many", "much", "show", "me", "give", "tell", "get", "list",
    "pull", "see", "check", "chk", "did", "do", "does", "i", "we", "my", "our", "the", "is", "are",
    "was", "were", "total", "all", "of", "any",
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
    // Period nouns a resolver leaves beside a date it masked ("over the july 4th week").
    "day",
    "days",
    "week",
    "weeks",
    "month",
    "months",
    "year",
    "years",
    "quarter",
];

/// Determiners a seller puts before their product ("the phone case", "my baking sheets"); an
/// indefinite one ("a gallon of milk") asks of any such thing, not of a product.
const DEFINITE: &[&str] = &["the", "my", "our", "these", "those"];

/// Verbs of selling or stock said of an own product that the ontology has no wording for
/// ("how much did X earn", "how many X shipped", "are X running low", "is X coming in"): the
/// gate's extras, kept because the ontology's wordings are nouns and phrases of a measure, and
/// these verbs name no one measure (the planner asks back which one is meant). Every wording of
/// the ontology counts as a verb here too ("bring in", "made", "left", "run out").
const VERB_EXTRAS: &[&str] = &[
    "earn",
    "earned",
    "move",
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

/// Verbs of selling after "how many X did I" and "did I sell any X".
const SOLD_VERBS: &[&str] = &["sell", "sold", "move", "moved", "ship", "shipped"];

/// Verbs of holding stock after "how many X": "how many X are left in my inventory", "how many
/// X do i have in stock".
const HOLD_OPENINGS: &[&[&str]] = &[
    &["are"],
    &["is"],
    &["do", "i", "have"],
    &["do", "we", "have"],
    &["have", "i", "got"],
    &["have", "we", "got"],
];
/// Words between the holding verb and the stock measure: "are still sitting in my inventory".
const HOLD_FILLER: &[&str] = &[
    "left",
    "still",
    "sitting",
    "currently",
    "now",
    "in",
    "on",
    "my",
    "our",
    "the",
];

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
    /// "how many resistance band sets did i sell", "did i sell any blenders".
    HowManySold,
    /// "how many sleeping bags are left in my inventory".
    HowManyHeld,
    /// "how are my jigsaw puzzles selling".
    HowSelling,
    /// "whats selling best rn".
    BestSeller,
}

/// A selling phrase found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct SellingPhrase {
    pub form: Form,
    /// How far its measure is trusted: whether it lifts the shapes of a non-seller.
    pub trust: Trust,
}

impl SellingPhrase {
    /// The phrase is about selling whatever else its words say: its measure has no everyday
    /// sense, or it is a count of purchases over a period, or its form says the asker sold or
    /// holds the thing ("how many X did i sell", "how many X are left in my inventory").
    pub fn lifts(&self, shape: super::AskerShape, period: bool) -> bool {
        use super::AskerShape::*;
        match self.form {
            Form::HowManySold | Form::HowManyHeld => {
                matches!(shape, ForeignMeasure | ForeignPossession | ForeignCount)
            }
            Form::HowSelling => matches!(shape, ForeignMeasure | ForeignPossession),
            Form::OwnProductVerb => false,
            _ => match self.trust {
                Trust::Selling => matches!(shape, ForeignMeasure | ForeignPossession),
                Trust::Counted => period && shape == ForeignMeasure,
                Trust::Everyday => false,
            },
        }
    }
}

/// Reads one question's tokens against the ontology's wordings.
struct Reader<'a> {
    m: &'a MeasurePhrases,
}

impl Reader<'_> {
    /// A word that can be part of a thing's name: no stopword, measure, opening or superlative;
    /// three letters or more, or a code with a digit ("1tb", "q3" is masked as a date).
    fn name_word(&self, t: &Token) -> bool {
        let w = t.word.as_str();
        (w.len() >= 3 || w.chars().any(|c| c.is_ascii_digit()))
            && w.chars().all(|c| c.is_alphanumeric())
            && !is_stopword(w)
            && !is_stopword(&t.stem)
            && !NOT_A_THING.contains(&w)
            && !TAIL.contains(&w)
            && !self.m.is_measure(t)
    }

    /// The head of a thing: a name word of letters ("sunscreen", not "2025").
    fn head_word(&self, t: &Token) -> bool {
        self.name_word(t) && t.word.chars().all(|c| c.is_alphabetic())
    }

    /// Within a name, a one- or two-letter part is kept ("vitamin c serum", "usb-c charger").
    fn name_part(&self, t: &Token) -> bool {
        let w = t.word.as_str();
        self.name_word(t)
            || (w.len() <= 2
                && w.chars().all(|c| c.is_alphanumeric())
                && !is_stopword(w)
                && !TAIL.contains(&w)
                && !OPENINGS.contains(&w))
    }
}

/// A word of the tail: a connective of a period or a comparison, or a day's ordinal the
/// resolver left beside a month ("over the july 4th week").
fn tail_word(t: &Token) -> bool {
    let w = t.word.as_str();
    let ordinal = ["st", "nd", "rd", "th"].iter().any(|end| {
        w.strip_suffix(end)
            .is_some_and(|d| !d.is_empty() && d.len() <= 2 && d.chars().all(|c| c.is_ascii_digit()))
    });
    TAIL.contains(&w) || ordinal
}

/// Nothing but connectives of a period or a comparison, and at most one clause of a past event
/// opened by "since" ("since it launched", "since we restocked"): a period named by an event.
fn tail_only(toks: &[Token]) -> bool {
    let Some(s) = toks.iter().position(|t| t.word == "since") else {
        return toks.iter().all(tail_word);
    };
    let clause = &toks[s + 1..];
    let event = match clause {
        [] => true,
        [who, verb] => {
            matches!(who.word.as_str(), "it" | "i" | "we" | "they")
                && (verb.word.ends_with("ed") || verb.word == "launch")
        }
        [verb] => verb.word == "launch" || verb.word == "launched",
        _ => false,
    };
    event && toks[..s].iter().all(tail_word)
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

/// "check" or "chk" after a measure: "stock check", "tent inv chk".
fn is_check(t: Option<&Token>) -> bool {
    t.is_some_and(|t| matches!(t.word.as_str(), "check" | "chk"))
}

/// The selling phrase of a question, if its whole shape is one. `toks`: the question's tokens
/// with the time expressions masked and runs of dollar signs as `$` tokens
/// (`planner::text::tokens_with_money`); `measures`: the ontology's wordings; `own`: a token
/// names the seller's product, category or brand; `in_product`: a token is inside a resolved
/// mention of the seller's products; `foreign`: the question has a foreign word.
pub(super) fn selling_phrase(
    toks: &[Token],
    measures: &MeasurePhrases,
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
    let r = Reader { m: measures };
    let n = toks.len();
    for i in 0..n {
        let Some((k, phrase)) = measures.at(toks, i) else {
            continue;
        };
        let found = |form| {
            Some(SellingPhrase {
                form,
                trust: phrase.trust,
            })
        };
        // An everyday wording names a measure only of the seller's own product: every word of
        // the thing is in a resolved mention of one ("adult day care cost" is no measure of
        // the seller's "Care Kit").
        let thing_ok = |thing: &[Token]| {
            phrase.scope == Scope::AnyThing
                || thing
                    .iter()
                    .filter(|t| !DEFINITE.contains(&t.word.as_str()))
                    .all(in_product)
        };
        // Measure of a thing: [opening] measure of/for/on/from [the|my] thing [tail].
        let mut j = i + k;
        let before_ok = toks[..i]
            .iter()
            .all(|t| OPENINGS.contains(&t.word.as_str()) || measures.is_measure(t) || own(t))
            && how_counts(&toks[..i]);
        // "stock check dutch oven", "stock chk on the skillet": a check of the measure.
        let check = is_check(toks.get(j));
        if check {
            j += 1;
        }
        let preposition = |t: Option<&Token>| {
            t.is_some_and(|t| matches!(t.word.as_str(), "of" | "for" | "on" | "from"))
        };
        if before_ok && (check || preposition(toks.get(j))) {
            if preposition(toks.get(j)) {
                j += 1;
            }
            while toks
                .get(j)
                .is_some_and(|t| DEFINITE.contains(&t.word.as_str()))
            {
                j += 1;
            }
            if toks.get(j).is_some_and(|t| r.head_word(t)) {
                let mut e = j + 1;
                while e < n && e < j + 5 && r.name_part(&toks[e]) {
                    e += 1;
                }
                if tail_only(&toks[e..]) && thing_ok(&toks[j..e]) {
                    return found(Form::MeasureOfThing);
                }
            }
        }
        // Thing's measure: [opening] thing measure [check] [tail]; more measures of any thing
        // may follow the first ("resistance bands stock on hand").
        let mut after = i + k + usize::from(is_check(toks.get(i + k)));
        while let Some((k2, _)) = measures
            .at(toks, after)
            .filter(|(_, p)| p.scope == Scope::AnyThing)
        {
            after += k2;
        }
        if i > 0 && r.head_word(&toks[i - 1]) && tail_only(&toks[after..]) {
            let mut s = i - 1;
            loop {
                if s > 0 && i - s < 6 && r.name_part(&toks[s - 1]) {
                    s -= 1;
                } else if s > 1
                    && i - s < 5
                    && toks[s - 1].word == "and"
                    && r.head_word(&toks[s - 2])
                {
                    // A brand of two words: "petal and pine sheet mask orders".
                    s -= 2;
                } else {
                    break;
                }
            }
            if opening_only(&toks[..s], own) && thing_ok(&toks[s..i]) {
                return found(Form::ThingMeasure);
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
                trust: Trust::Selling,
            });
        }
    }
    let words: Vec<&str> = toks.iter().map(|t| t.word.as_str()).collect();
    // The seller's own best seller of a kind: "whats my best selling toy [time]". Only with
    // "my" or "our": "what's the best selling car" asks about a market.
    if let Some(b) = words.iter().position(|w| MOST.contains(w)) {
        let mine = b > 0 && matches!(words[b - 1], "my" | "our");
        let sells = words.get(b + 1).is_some_and(|w| SELLS.contains(w));
        if mine && sells && opening_only(&toks[..b], own) {
            let mut e = b + 2;
            while e < n && e < b + 6 && r.name_part(&toks[e]) {
                e += 1;
            }
            if e > b + 2 && r.head_word(&toks[e - 1]) && tail_only(&toks[e..]) {
                return Some(SellingPhrase {
                    form: Form::BestSeller,
                    trust: Trust::Selling,
                });
            }
        }
    }
    // The thing after a determiner at `j`: where it ends, if it ends on a head word.
    let thing_from = |j: usize| -> Option<usize> {
        let mut j = j;
        while toks
            .get(j)
            .is_some_and(|t| DEFINITE.contains(&t.word.as_str()))
        {
            j += 1;
        }
        let start = j;
        while j < n && j < start + 5 && r.name_part(&toks[j]) {
            j += 1;
        }
        (j > start && r.head_word(&toks[j - 1])).then_some(j)
    };
    let sold = |form| {
        Some(SellingPhrase {
            form,
            trust: Trust::Selling,
        })
    };
    if words.len() >= 3 && words[0] == "how" && matches!(words[1], "many" | "much") {
        if let Some(j) = thing_from(2) {
            let rest = &words[j..];
            // How many (or how much) of a thing were sold: "how many resistance band sets did i
            // sell [time]", "how much sunscreen did i sell".
            if rest.len() >= 3
                && matches!(rest[0], "did" | "do" | "have")
                && matches!(rest[1], "i" | "we")
                && SOLD_VERBS.contains(&rest[2])
                && tail_only(&toks[j + 3..])
            {
                return sold(Form::HowManySold);
            }
            // How many of a thing are held in stock: "how many sleeping bags are left in my
            // inventory", "how many X do i have in stock": a holding verb, then a stock
            // wording of the ontology that names a measure of any thing.
            // Only "how many": "how much X is left" is no count of units held.
            let held = HOLD_OPENINGS
                .iter()
                .find(|h| words[1] == "many" && rest.starts_with(h));
            if let Some(hold) = held {
                let mut e = j + hold.len();
                while e < n
                    && HOLD_FILLER.contains(&words[e])
                    && !measures
                        .at(toks, e)
                        .is_some_and(|(_, p)| p.scope == Scope::AnyThing)
                {
                    e += 1;
                }
                if let Some((k, p)) = measures.at(toks, e) {
                    if p.scope == Scope::AnyThing && tail_only(&toks[e + k..]) {
                        return sold(Form::HowManyHeld);
                    }
                }
            }
        }
    }
    // Did the seller sell any of a thing: "did i sell any blenders [time]".
    if words.len() >= 5
        && matches!(words[0], "did" | "have")
        && matches!(words[1], "i" | "we")
        && SOLD_VERBS.contains(&words[2])
        && words[3] == "any"
    {
        if let Some(j) = thing_from(4) {
            if tail_only(&toks[j..]) {
                return sold(Form::HowManySold);
            }
        }
    }
    // How a thing sells: "how are my jigsaw puzzles selling [time]": a selling wording of the
    // ontology after the seller's thing.
    if words.len() >= 4 && words[0] == "how" && matches!(words[1], "are" | "is") {
        if let Some(j) = thing_from(2) {
            if words[2..j].iter().any(|w| DEFINITE.contains(w)) {
                if let Some((k, p)) = measures.at(toks, j) {
                    let selling = p.trust == Trust::Selling || SELLS.contains(&words[j]);
                    if selling && tail_only(&toks[j + k..]) {
                        return sold(Form::HowSelling);
                    }
                }
            }
        }
    }
    // Own product with a selling verb: "how much did my tea kettles make in october", "how
    // much did the braiser bring in since it launched".
    let opens = matches!(
        (words.first().copied(), words.get(1).copied()),
        (Some("how"), Some("much" | "many")) | (Some("are" | "is" | "do" | "does"), _)
    );
    if opens && !foreign {
        let first_product = toks.iter().position(in_product)?;
        // Nothing but the opening before the product: "how much does adult day care cost" is
        // no question about the seller's "Care Kit".
        if !opening_only(&toks[..first_product], &|_| false) {
            return None;
        }
        for v in first_product..n {
            if in_product(&toks[v]) {
                continue;
            }
            let k = match measures.at(toks, v) {
                Some((k, _)) => k,
                None if VERB_EXTRAS.contains(&words[v]) => 1,
                None => continue,
            };
            if tail_only(&toks[v + k..]) {
                return sold(Form::OwnProductVerb);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::measures::MeasurePhrases;
    use super::*;
    use crate::catalog::Catalog;
    use crate::planner::text::tokens_with_money;
    use std::sync::OnceLock;

    fn catalog() -> &'static Catalog {
        static C: OnceLock<Catalog> = OnceLock::new();
        C.get_or_init(|| {
            let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
            Catalog::load(root).unwrap_or_else(|d| panic!("{d}"))
        })
    }

    /// The wordings the gate reads: the catalog's ontology and seller terms.
    fn measures() -> &'static MeasurePhrases {
        static M: OnceLock<MeasurePhrases> = OnceLock::new();
        M.get_or_init(|| {
            let g = &catalog().gate;
            MeasurePhrases::new(&catalog().measures, &g.seller_terms, &g.measure_words)
        })
    }

    fn none(_: &Token) -> bool {
        false
    }

    fn phrase(q: &str) -> Option<SellingPhrase> {
        selling_phrase(&tokens_with_money(q), measures(), &none, &none, true)
    }

    fn form(q: &str) -> Option<Form> {
        phrase(q).map(|p| p.form)
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
        let trust = |q: &str| phrase(q).unwrap().trust;
        assert_eq!(trust("cleanser units"), Trust::Selling);
        assert_eq!(trust("revenue for my baking sheets"), Trust::Selling);
        assert_eq!(trust("grocery prices"), Trust::Everyday);
        assert_eq!(trust("wine cellar inventory"), Trust::Everyday);
        assert_eq!(trust("jump rope orders"), Trust::Counted);
    }

    #[test]
    fn an_own_product_with_a_selling_verb() {
        // A wording of the ontology after the product is its measure ("make" is revenue)...
        let q = "how much did my tea kettles make in";
        let toks = tokens_with_money(q);
        let product = |t: &Token| t.word == "tea" || t.word == "kettles";
        assert_eq!(
            selling_phrase(&toks, measures(), &product, &product, false).map(|p| p.form),
            Some(Form::ThingMeasure)
        );
        // ... and a verb the ontology does not have is a selling verb of the product.
        let q = "how much did my tea kettles earn in";
        let toks = tokens_with_money(q);
        assert_eq!(
            selling_phrase(&toks, measures(), &product, &product, false).map(|p| p.form),
            Some(Form::OwnProductVerb)
        );
        // Not with a foreign word, nor without an own product, nor as a how-to.
        assert_eq!(
            selling_phrase(&toks, measures(), &product, &product, true),
            None
        );
        assert_eq!(selling_phrase(&toks, measures(), &none, &none, false), None);
        let toks = tokens_with_money("how do i make bread in a dutch oven");
        let product = |t: &Token| t.word == "dutch" || t.word == "oven";
        assert_eq!(
            selling_phrase(&toks, measures(), &product, &product, false),
            None
        );
    }

    #[test]
    fn the_gate_reads_the_one_measure_ontology() {
        // Every wording the gate trusts beside an unknown thing is a wording of the ontology.
        assert_eq!(
            MeasurePhrases::trusted_outside(&catalog().measures),
            Vec::<&str>::new()
        );
        // A wording only the ontology has names a measure of the seller's own product...
        let toks = tokens_with_money("dumbells conv rate");
        let product = |t: &Token| t.word == "dumbells";
        assert_eq!(
            selling_phrase(&toks, measures(), &product, &product, false).map(|p| p.form),
            Some(Form::ThingMeasure)
        );
        let toks = tokens_with_money("how much did the braiser bring in since it launched");
        let product = |t: &Token| t.word == "braiser";
        assert_eq!(
            selling_phrase(&toks, measures(), &product, &product, false).map(|p| p.form),
            Some(Form::ThingMeasure)
        );
        // ... and nothing of any other thing: everyday words are no evidence alone.
        assert_eq!(form("how many days left in"), None);
        assert_eq!(form("rental income last"), None);
        assert_eq!(form("how much does the blender cost"), None);
        assert_eq!(form("what did the movie bring in"), None);
        // Every word of the thing must be of the product: "care" alone is no "day care".
        let toks = tokens_with_money("how much does adult day care cost");
        let product = |t: &Token| t.word == "care";
        assert_eq!(
            selling_phrase(&toks, measures(), &product, &product, false),
            None
        );
        // A seller term of the ontology names a measure of any thing.
        assert_eq!(
            form("ad impressions on the phone cases this"),
            Some(Form::MeasureOfThing)
        );
        // A check after the measure: "tent inv chk".
        assert_eq!(form("tent inv chk"), Some(Form::ThingMeasure));
        // "since" opens a past event, not any clause.
        assert_eq!(
            form("sunscreen units since it launched"),
            Some(Form::ThingMeasure)
        );
        assert_eq!(form("sunscreen units since it is summer and hot"), None);
    }

    #[test]
    fn a_thing_sold_or_held_however_it_is_named() {
        assert_eq!(form("did i sell any blenders"), Some(Form::HowManySold));
        assert_eq!(form("did i sell any cookies at the bake sale"), None);
        assert_eq!(
            form("how many sleeping bags are left in my inventory"),
            Some(Form::HowManyHeld)
        );
        assert_eq!(
            form("how many screen protectors are sitting in inventory"),
            Some(Form::HowManyHeld)
        );
        // Left alone, or held elsewhere, it is no stock of the seller's.
        assert_eq!(form("how many eggs are left in the carton"), None);
        assert_eq!(form("how many cans of soup are in stock at walmart"), None);
        assert_eq!(form("how many days are left"), None);
        assert_eq!(
            form("how are my jigsaw puzzles selling"),
            Some(Form::HowSelling)
        );
        assert_eq!(form("how are my tomatoes growing"), None);
        assert_eq!(form("how is the selling going"), None);
    }

    #[test]
    fn brands_periods_and_best_sellers() {
        // A thing a letter away from a measure is still a thing.
        assert_eq!(
            form("how many kitchen scales did i ship in"),
            Some(Form::HowManySold)
        );
        assert_eq!(
            form("petal and pine sheet mask orders since"),
            Some(Form::ThingMeasure)
        );
        assert_eq!(
            form("water blaster units over the week"),
            Some(Form::ThingMeasure)
        );
        assert_eq!(
            form("water blaster units over the 4th week"),
            Some(Form::ThingMeasure)
        );
        assert_eq!(form("water blaster units over the 4th floor"), None);
        assert_eq!(form("whats my best selling toy"), Some(Form::BestSeller));
        assert_eq!(form("what's the best selling car"), None);
        assert_eq!(form("what's my best selling point in an interview"), None);
    }

    #[test]
    fn sold_asked_of_a_thing_in_more_forms() {
        // "how much" of a thing sold.
        assert_eq!(
            form("how much sunscreen did i sell in"),
            Some(Form::HowManySold)
        );
        // A selling verb after the seller's thing is its measure.
        assert_eq!(form("did my smart plugs sell on"), Some(Form::ThingMeasure));
        assert_eq!(
            form("are my trekking poles selling"),
            Some(Form::ThingMeasure)
        );
        // A sale of something else, a count held by "how much", a thing that is not sold.
        assert_eq!(form("how much bread did i sell at the bake sale"), None);
        assert_eq!(form("did my parents sell the house"), None);
        assert_eq!(form("how much water is left in the tank"), None);
        assert_eq!(form("are my tomatoes growing"), None);
    }

    #[test]
    fn measures_of_any_thing_in_a_row_and_stock_levels() {
        assert_eq!(
            form("resistance bands stock on hand"),
            Some(Form::ThingMeasure)
        );
        assert_eq!(form("tent inv lvl"), Some(Form::ThingMeasure));
        assert_eq!(form("foam roller stock level"), Some(Form::ThingMeasure));
        assert_eq!(form("jump rope ords in"), Some(Form::ThingMeasure));
        // Another measure after the first is no licence for any words after it.
        assert_eq!(form("soup stock on hand for the party tonight"), None);
    }

    #[test]
    fn what_a_phrase_lifts() {
        use super::super::AskerShape::*;
        let p = |q: &str| phrase(q).unwrap();
        // A count of orders over a period lifts a foreign word before it; without one, not.
        assert!(p("jump rope orders in").lifts(ForeignMeasure, true));
        assert!(!p("pizza orders").lifts(ForeignMeasure, false));
        assert!(!p("grocery prices").lifts(ForeignMeasure, true));
        // The asker sold or holds the thing: a foreign count or possession is lifted.
        assert!(p("how many hair dryers did i move in").lifts(ForeignCount, true));
        assert!(p("how are my jigsaw puzzles selling").lifts(ForeignPossession, false));
        // A how-to or a definition is never lifted.
        assert!(!p("how many hair dryers did i move in").lifts(HowTo, true));
    }
}
