//! Question shapes in which the asker is not a seller asking about the business, whatever
//! words of the business the question uses.
//!
//! The gate's score weighs words and the embedding's nearest example; both are blind to who
//! asks. "Is a dutch oven worth buying" names a product a seller sells, "what does inventory
//! mean in accounting class" a seller term, "how's my 401k doing this quarter" sits next to "how
//! is my business doing this quarter"; the Insight Generator, which always has something to say,
//! answered each with the seller's revenue change. The shapes here say who asks:
//!
//! - **foreign possession**: the asker owns something that is not of the business ("my diet",
//!   "my 401k", "my personal blog", "at my job"): the owner word is followed by a foreign word
//!   (a content word found nowhere in the domain's vocabulary) or by a code of letters and digits
//!   that is neither a product id nor a word of the seller's titles;
//! - **how-to about a skill**: "how do i ...", "how to ..." with no selling measure: the asker
//!   wants a method, and a how-to about one's own selling names what to improve ("how do i get
//!   more sessions");
//! - **consumer buying**: the asker is the buyer (buy, buying, brand, shoppers, deal) and does
//!   not speak of the business as theirs;
//! - **definition**: "what does X mean", "define X": a meaning, which no data gives;
//! - **calendar fact**: "when is ...", "what day ...", "what holidays ...": a date, which no data
//!   of the seller gives, when the question has no uncontradicted word of the business.
//!
//! The word lists are kinds of phrasing (openings, buying words), not words of any question; a
//! shape **vetoes the Insight Generator** (`insight.rs`); foreign possession, a foreign measure
//! or count, and a definition (answered from the catalog instead: `meaning.rs`) also the Data
//! Presenter (`GateVerdict::is_out_of_domain`): "how much did i make last month at my job" was
//! answered with the seller's revenue.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::planner::entities::is_product_id;
use crate::planner::text::{is_stopword, Token};

/// A shape in which the asker is not a seller asking about the business.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AskerShape {
    /// The asker owns something that is not of the business ("my diet", "our 401k").
    ForeignPossession,
    /// A how-to question with no selling measure ("how do i sharpen a kitchen knife").
    HowTo,
    /// The asker is a buyer ("is a dutch oven worth buying", "best brand of skillet").
    ConsumerBuying,
    /// A question about a word's meaning ("what does inventory mean in accounting class").
    Definition,
    /// A question about the calendar ("when is thanksgiving this year").
    CalendarFact,
    /// Every selling measure is of a foreign thing ("how many yoga sessions did i do").
    ForeignMeasure,
    /// A count of a thing that is no measure nor product of the business ("how many books did i
    /// read", "how many covers did we do").
    ForeignCount,
    /// The question is about the assistant, with no word of the business ("how was your
    /// christmas", "what's your favourite film").
    AboutTheAssistant,
}

impl AskerShape {
    /// Whether the shape also refuses the Data Presenter: the measure the planner would link
    /// belongs to the foreign thing the asker owns, or the question asks what a word means,
    /// which no number of the seller answers (the manager gives the catalog's meaning of a
    /// selling measure instead: `meaning.rs`).
    pub fn refuses_data_presenter(self) -> bool {
        matches!(
            self,
            AskerShape::ForeignPossession
                | AskerShape::ForeignMeasure
                | AskerShape::ForeignCount
                | AskerShape::Definition
                | AskerShape::AboutTheAssistant
        )
    }
}

/// Words by which the asker owns or is the subject.
const OWNER_WORDS: [&str; 6] = ["my", "our", "i", "we", "me", "us"];
/// Possessives: what follows is the asker's.
const POSSESSIVES: [&str; 2] = ["my", "our"];

/// Openings of a how-to question.
const HOW_TO: [&[&str]; 9] = [
    &["how", "do", "i"],
    &["how", "can", "i"],
    &["how", "should", "i"],
    &["how", "would", "i"],
    &["how", "do", "you"],
    &["how", "can", "you"],
    &["how", "does", "one"],
    &["how", "to"],
    &["how", "2"],
];

/// Verbs of one's standing against others, after "how do i/we": "how do i compare with other
/// kitchen shops" asks for a benchmark, not for a method.
const STANDING_VERBS: [&str; 3] = ["compare", "rank", "fare"];
/// The same with "up" after them ("how do i measure up", "stack up", "shape up"): "how do i
/// measure a room" is a method.
const UP_VERBS: [&str; 3] = ["measure", "stack", "shape"];

/// Words of a buyer: the asker buys, compares brands, hunts deals.
const BUYER_WORDS: [&str; 13] = [
    "buy",
    "buying",
    "bought",
    "purchase",
    "purchasing",
    "brand",
    "brands",
    "shopper",
    "shoppers",
    "deal",
    "deals",
    "coupon",
    // "is it worth it", "worth the price": a buyer weighing a purchase.
    "worth",
];

/// Verbs of buying that others may do.
const BUY_VERBS: [&str; 5] = ["buy", "buying", "bought", "purchase", "purchasing"];
/// Who buys when it is not the asker: the seller's customers, or how many of them.
const THIRD_PARTY_BUYERS: [&str; 9] = [
    "people",
    "customers",
    "shoppers",
    "buyers",
    "fewer",
    "more",
    "less",
    "nobody",
    "anyone",
];

/// Nouns of a period: "how many days in november did i ..." counts days of the business.
const PERIOD_NOUNS: [&str; 8] = [
    "day", "week", "month", "quarter", "year", "weekend", "time", "hour",
];

/// Words asking for a meaning.
const MEANING_WORDS: [&str; 7] = [
    "mean",
    "meaning",
    "define",
    "definition",
    "means",
    "abbreviation",
    "acronym",
];
/// Two-word ways of asking what letters expand to ("what does ctr stand for").
const EXPANSION_WORDS: [[&str; 2]; 3] = [["stand", "for"], ["stands", "for"], ["short", "for"]];
/// Openings of a question about a meaning ("what does X mean", "define X").
const MEANING_OPENINGS: [&[&str]; 5] = [
    &["what", "does"],
    &["what", "do"],
    &["what", "is", "the", "meaning"],
    &["define"],
    &["definition"],
];
/// Openings that ask for a meaning only with a noun of meaning ("what is the definition of
/// acos", "what's roas short for"), never with "mean", which is also an average ("what is the
/// mean order value").
const WHAT_IS_OPENINGS: [&[&str]; 4] = [&["what", "is"], &["what's"], &["whats"], &["what", "are"]];

/// Openings of a question about the calendar.
const CALENDAR_OPENINGS: [&[&str]; 12] = [
    &["when", "is"],
    &["when's"],
    &["when", "does"],
    &["when", "do"],
    &["when", "are"],
    &["when", "will"],
    &["what", "day"],
    &["what", "date"],
    &["which", "day"],
    &["what", "holidays"],
    &["which", "holidays"],
    &["how", "many", "days", "until"],
];

/// What the gate found, as the shapes need it.
pub(super) struct ShapeInput<'a> {
    /// The question as asked (the tokens' byte offsets point into it).
    pub text: &'a str,
    /// The question's tokens, time expressions included (openings are read on them).
    pub raw: &'a [Token],
    /// The tokens with the time expressions masked (possession is read on them).
    pub toks: &'a [Token],
    /// Indices into `toks` of the foreign words.
    pub foreign_at: &'a [usize],
    /// Indices into `toks` of the tokens of the seller terms and measure words found.
    pub measured: &'a [usize],
    /// A token of `toks` is in a mention of the seller's product or is a word of its titles.
    pub own_word: &'a dyn Fn(&Token) -> bool,
    /// A seller term found outside the time expressions ("sales", not "Black Friday").
    pub seller_term: bool,
    /// A measure word found.
    pub measure_word: bool,
    /// A domain term found.
    pub domain_term: bool,
    /// One of the seller's products counted as evidence (by id, or with a measure).
    pub product_counted: bool,
    /// A whole kind the marketplace sells is named beside a word of selling ("how many mixing
    /// bowls went out"): a counted thing of the business, carried or not.
    pub market_kind: bool,
    /// The words found are evidence no foreign word contradicts (`GateVerdict::word_evidence`).
    pub word_evidence: bool,
}

fn opens_with(raw: &[Token], openings: &[&[&str]]) -> bool {
    openings
        .iter()
        .any(|o| o.len() <= raw.len() && o.iter().zip(raw).all(|(w, t)| t.word.as_str() == *w))
}

/// A code of letters and digits ("401k", "w2"): foreign unless it names a product.
fn letter_digit_code(t: &Token) -> bool {
    let w = t.word.as_str();
    w.chars().any(|c| c.is_ascii_digit())
        && w.chars().any(|c| c.is_alphabetic())
        && !is_product_id(w)
}

/// The shape of a question in which the asker is not a seller asking about the business, if any.
pub(super) fn asker_shape(x: &ShapeInput) -> Option<AskerShape> {
    let owner = x.raw.iter().any(|t| OWNER_WORDS.contains(&t.word.as_str()));
    // "my diet", "our 401k", "my personal blog": what the asker owns is foreign.
    let possession = x.toks.iter().enumerate().any(|(i, t)| {
        POSSESSIVES.contains(&t.word.as_str())
            && x.toks.get(i + 1).is_some_and(|n| {
                !(x.own_word)(n) && (x.foreign_at.contains(&(i + 1)) || letter_digit_code(n))
            })
    });
    if possession && !x.product_counted {
        return Some(AskerShape::ForeignPossession);
    }
    // "yoga sessions", "fantasy points": a foreign word right before every run of measure
    // words says whose measure it is.
    let run_starts: Vec<usize> = x
        .measured
        .iter()
        .copied()
        .filter(|&i| i == 0 || !x.measured.contains(&(i - 1)))
        .collect();
    // Only a word written right before the measure owns it: across a comma, colon or dash
    // ("the camera that clips on top of a monitor, revenue last month") it ends another
    // phrase.
    let owns_next = |i: usize| {
        x.foreign_at.contains(&i)
            && x.toks.get(i + 1).is_some_and(|n| {
                x.text
                    .get(x.toks[i].end..n.start)
                    .is_none_or(|gap| gap.trim().is_empty())
            })
    };
    if !run_starts.is_empty()
        && !x.product_counted
        && run_starts.iter().all(|&i| i > 0 && owns_next(i - 1))
    {
        return Some(AskerShape::ForeignMeasure);
    }
    let selling_measure = x.seller_term || x.measure_word;
    // "how many books did i read": the counted thing is named, and is nothing of the business.
    let counts_a_thing = x.raw.windows(3).any(|w| {
        w[0].word == "how"
            && w[1].word == "many"
            && !is_stopword(&w[2].stem)
            && !PERIOD_NOUNS.contains(&w[2].stem.as_str())
            && !w[2].word.starts_with(|c: char| c.is_ascii_digit())
    });
    let any_business_word = selling_measure
        || x.domain_term
        || x.product_counted
        || x.market_kind
        || x.toks.iter().any(|t| (x.own_word)(t));
    if counts_a_thing && !any_business_word {
        return Some(AskerShape::ForeignCount);
    }
    // "your" with nothing of the business asks about the assistant ("how was your christmas"):
    // stop 27's probe reads it as a seller's "how was christmas".
    if !any_business_word
        && x.raw
            .iter()
            .any(|t| matches!(t.word.as_str(), "your" | "yours"))
    {
        return Some(AskerShape::AboutTheAssistant);
    }
    // "how do i compare with ...", "how do we stack up against ...": the asker's standing, a
    // benchmark question, not a method.
    let standing = x.raw.get(3).is_some_and(|t| {
        STANDING_VERBS.contains(&t.word.as_str())
            || (UP_VERBS.contains(&t.word.as_str()) && x.raw.get(4).is_some_and(|n| n.word == "up"))
    });
    if opens_with(x.raw, &HOW_TO) && !selling_measure && !x.product_counted && !standing {
        return Some(AskerShape::HowTo);
    }
    // "buy box" is the seller's own term. Read with the time expressions masked: a sale event
    // ("the july deals days", "cyber monday deals") is a period of the seller's. "worth" before
    // a verb other than buying ("worth keeping", "worth restocking", "worth knowing") weighs a
    // decision of the seller's, not a purchase.
    // Others buying ("why are fewer people buying the chef knife", "customers bought less") are
    // the seller's customers: the asker sells.
    let buyer = x.toks.iter().enumerate().any(|(i, t)| {
        let next = x.toks.get(i + 1);
        let others_buy = BUY_VERBS.contains(&t.word.as_str())
            && i > 0
            && THIRD_PARTY_BUYERS.contains(&x.toks[i - 1].word.as_str());
        BUYER_WORDS.contains(&t.word.as_str())
            && !others_buy
            && next.is_none_or(|n| n.word != "box")
            && !(t.word == "worth"
                && next.is_some_and(|n| {
                    n.word.ends_with("ing") && !BUYER_WORDS.contains(&n.word.as_str())
                }))
    });
    let the_business_as_theirs = owner && (selling_measure || x.domain_term);
    if buyer && !(x.seller_term || x.product_counted || the_business_as_theirs) {
        return Some(AskerShape::ConsumerBuying);
    }
    // "best skillet for a glass stove top", "what's the best tent for two": the best thing for a
    // use is a buyer's choice when no word of selling is in it (a seller's "best day for the
    // skillet" has a period, "best seller for revenue" a measure).
    let best_for_a_use = x.raw.iter().enumerate().any(|(i, t)| {
        let thing = x.raw.get(i + 1);
        t.word == "best"
            && thing
                .is_some_and(|n| !PERIOD_NOUNS.contains(&n.stem.as_str()) && !is_stopword(&n.stem))
            && x.raw.iter().skip(i + 2).take(4).any(|n| n.word == "for")
    });
    if best_for_a_use && !(selling_measure || x.seller_term || x.domain_term || x.product_counted) {
        return Some(AskerShape::ConsumerBuying);
    }
    let expansion = x.raw.windows(2).any(|w| {
        EXPANSION_WORDS
            .iter()
            .any(|e| w[0].word == e[0] && w[1].word == e[1])
    });
    let meaning_noun = expansion
        || x.raw.iter().any(|t| {
            MEANING_WORDS.contains(&t.word.as_str()) && !matches!(t.word.as_str(), "mean" | "means")
        });
    let meaning = (x
        .raw
        .iter()
        .any(|t| MEANING_WORDS.contains(&t.word.as_str()))
        || expansion)
        && opens_with(x.raw, &MEANING_OPENINGS)
        || meaning_noun && opens_with(x.raw, &WHAT_IS_OPENINGS);
    if meaning && !the_business_as_theirs {
        return Some(AskerShape::Definition);
    }
    if opens_with(x.raw, &CALENDAR_OPENINGS) && !x.word_evidence && !x.product_counted {
        return Some(AskerShape::CalendarFact);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    fn input<'a>(
        raw: &'a [Token],
        foreign_at: &'a [usize],
        own: &'a dyn Fn(&Token) -> bool,
    ) -> ShapeInput<'a> {
        ShapeInput {
            text: "",
            raw,
            toks: raw,
            foreign_at,
            measured: &[],
            own_word: own,
            seller_term: false,
            measure_word: false,
            domain_term: false,
            product_counted: false,
            market_kind: false,
            word_evidence: false,
        }
    }

    fn none(_: &Token) -> bool {
        false
    }

    #[test]
    fn a_foreign_thing_the_asker_owns() {
        let t = tokens("how is my diet going this month");
        assert_eq!(
            asker_shape(&input(&t, &[3], &none)),
            Some(AskerShape::ForeignPossession)
        );
        let t = tokens("how's my 401k doing this quarter");
        assert_eq!(
            asker_shape(&input(&t, &[], &none)),
            Some(AskerShape::ForeignPossession)
        );
        // A product id is the seller's; so is a word of the seller's titles.
        let t = tokens("how is my P0001 doing");
        assert_eq!(asker_shape(&input(&t, &[], &none)), None);
        let t = tokens("how is my skillet doing");
        let own = |t: &Token| t.word == "skillet";
        assert_eq!(asker_shape(&input(&t, &[3], &own)), None);
    }

    #[test]
    fn a_measure_or_a_count_of_a_foreign_thing() {
        let t = tokens("how many yoga sessions did i do this week");
        let mut x = input(&t, &[2], &none);
        x.seller_term = true;
        x.measured = &[3];
        assert_eq!(asker_shape(&x), Some(AskerShape::ForeignMeasure));
        // A second measure that no foreign word modifies is the business's.
        let t = tokens("yoga mat sessions and total sessions");
        let mut x = input(&t, &[0], &none);
        x.seller_term = true;
        x.measured = &[2, 5];
        assert_eq!(asker_shape(&x), None);
        let t = tokens("how many books did i read last month");
        assert_eq!(
            asker_shape(&input(&t, &[], &none)),
            Some(AskerShape::ForeignCount)
        );
        // Days of the business, and the seller's own products, are counted things of it.
        let t = tokens("how many days did i make more than $25,000");
        assert_eq!(asker_shape(&input(&t, &[], &none)), None);
        // A kind the marketplace sells, beside a word of selling, is counted of the business.
        let t = tokens("how many mixing bowls went out this week");
        let mut x = input(&t, &[], &none);
        assert_eq!(asker_shape(&x), Some(AskerShape::ForeignCount));
        x.market_kind = true;
        assert_eq!(asker_shape(&x), None);
        let t = tokens("how many santoku knives have i got left");
        let own = |t: &Token| t.word == "santoku";
        assert_eq!(asker_shape(&input(&t, &[], &own)), None);
    }

    #[test]
    fn a_measure_after_a_comma_is_not_the_foreign_words() {
        let q = "the camera that clips on top of a monitor, revenue last month";
        let t = tokens(q);
        let at = |w: &str| t.iter().position(|x| x.word == w).unwrap();
        let foreign = [at("clips"), at("monitor")];
        let measured = [at("revenue")];
        let mut x = input(&t, &foreign, &none);
        x.measured = &measured;
        x.measure_word = true;
        x.text = q;
        assert_eq!(asker_shape(&x), None);
        let q = "the plastic tubs monitor revenue last month";
        let t = tokens(q);
        let at = |w: &str| t.iter().position(|x| x.word == w).unwrap();
        let foreign = [at("monitor")];
        let measured = [at("revenue")];
        let mut x = input(&t, &foreign, &none);
        x.measured = &measured;
        x.measure_word = true;
        x.text = q;
        assert_eq!(asker_shape(&x), Some(AskerShape::ForeignMeasure));
    }

    #[test]
    fn how_do_i_compare_is_a_standing_not_a_method() {
        let t = tokens("how do i measure up against other kitchen shops");
        assert_eq!(asker_shape(&input(&t, &[], &none)), None);
        let t = tokens("how do i measure a room for carpet");
        assert_eq!(asker_shape(&input(&t, &[], &none)), Some(AskerShape::HowTo));
    }

    #[test]
    fn customers_buying_are_not_the_asker() {
        let t = tokens("why are fewer people buying the chef knife");
        assert_eq!(asker_shape(&input(&t, &[], &none)), None);
        let t = tokens("are more people visiting but fewer buying");
        assert_eq!(asker_shape(&input(&t, &[], &none)), None);
        let t = tokens("should i buy the chef knife");
        assert_eq!(
            asker_shape(&input(&t, &[], &none)),
            Some(AskerShape::ConsumerBuying)
        );
    }

    #[test]
    fn worth_keeping_is_the_sellers_decision_and_deals_in_a_period_no_buyer() {
        let t = tokens("dash cams - worth keeping?");
        assert_eq!(asker_shape(&input(&t, &[], &none)), None);
        let t = tokens("is a dutch oven worth buying");
        assert_eq!(
            asker_shape(&input(&t, &[], &none)),
            Some(AskerShape::ConsumerBuying)
        );
        let q = "how did the cast iron do over the july deals days";
        let raw = tokens(q);
        let masked = tokens(&crate::planner::text::mask(
            q,
            &[(q.find("the july").unwrap(), q.len())],
        ));
        let mut x = input(&raw, &[], &none);
        x.toks = &masked;
        assert_eq!(asker_shape(&x), None);
        x.toks = &raw;
        assert_eq!(asker_shape(&x), Some(AskerShape::ConsumerBuying));
    }

    #[test]
    fn a_how_to_needs_a_selling_measure() {
        let t = tokens("how do i sharpen a kitchen knife");
        assert_eq!(asker_shape(&input(&t, &[], &none)), Some(AskerShape::HowTo));
        let mut x = input(&t, &[], &none);
        x.seller_term = true;
        assert_eq!(asker_shape(&x), None);
    }

    #[test]
    fn your_with_nothing_of_the_business_is_about_the_assistant() {
        let t = tokens("how was your christmas");
        assert_eq!(
            asker_shape(&input(&t, &[], &none)),
            Some(AskerShape::AboutTheAssistant)
        );
        let t = tokens("what do your numbers say about my sales");
        let mut x = input(&t, &[], &none);
        x.seller_term = true;
        assert_eq!(asker_shape(&x), None);
    }

    #[test]
    fn the_best_thing_for_a_use_is_a_buyers_choice() {
        let t = tokens("best skillet for a glass stove top");
        assert_eq!(
            asker_shape(&input(&t, &[], &none)),
            Some(AskerShape::ConsumerBuying)
        );
        // A period is the seller's ranking, a measure the seller's figure.
        let t = tokens("best week for the skillet");
        assert_eq!(asker_shape(&input(&t, &[], &none)), None);
        let t = tokens("best product for revenue");
        let mut x = input(&t, &[], &none);
        x.measure_word = true;
        assert_eq!(asker_shape(&x), None);
    }

    #[test]
    fn a_buyer_is_not_the_seller_unless_the_business_is_theirs() {
        let t = tokens("is a dutch oven worth buying");
        assert_eq!(
            asker_shape(&input(&t, &[], &none)),
            Some(AskerShape::ConsumerBuying)
        );
        let t = tokens("should we buy more stock before q4");
        let mut x = input(&t, &[], &none);
        x.measure_word = true;
        assert_eq!(asker_shape(&x), None);
        // The seller's buy box is no buying.
        let t = tokens("why did the buy box drop");
        assert_eq!(asker_shape(&input(&t, &[], &none)), None);
        // Weighing whether a thing is worth its price is a buyer's question, unless the
        // business is named ("worth restocking").
        let t = tokens("are expensive chef knives worth it for a home cook");
        assert_eq!(
            asker_shape(&input(&t, &[], &none)),
            Some(AskerShape::ConsumerBuying)
        );
        let t = tokens("is the skillet worth a restock");
        let mut x = input(&t, &[], &none);
        x.seller_term = true;
        assert_eq!(asker_shape(&x), None);
    }

    #[test]
    fn meanings_and_dates() {
        let t = tokens("what does inventory mean in accounting class");
        let mut x = input(&t, &[], &none);
        x.seller_term = true;
        x.word_evidence = true;
        assert_eq!(asker_shape(&x), Some(AskerShape::Definition));
        let t = tokens("what does my drop in sessions mean");
        let mut x = input(&t, &[], &none);
        x.seller_term = true;
        assert_eq!(asker_shape(&x), None);
        let t = tokens("when is thanksgiving this year");
        assert_eq!(
            asker_shape(&input(&t, &[], &none)),
            Some(AskerShape::CalendarFact)
        );
        let t = tokens("when do skillet sales usually peak");
        let mut x = input(&t, &[], &none);
        x.seller_term = true;
        x.word_evidence = true;
        assert_eq!(asker_shape(&x), None);
    }
}
