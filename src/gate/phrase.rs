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
mod tests;
