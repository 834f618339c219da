//! Whose business a question is about when it is not the asker's shop: the asker's employer
//! ("my company is cutting the ad budget, will my marketing job be safe"), a third party of a
//! textbook exercise ("a company sells 500 units at 12 dollars each, what is its revenue"), or
//! any listing a shopper weighs ("should i trust a product with only 12 reviews").
//!
//! Why: each holds words of selling ("ad budget", "units", "revenue", "reviews", "product"),
//! and the probe reads their wording as a seller's, so the gate let them in (scores 0.74-0.95,
//! general v20) and the workers answered with the seller's own figures. What tells them from a
//! seller's question is not a word of selling but who owns the figures: a seller says "my
//! shop", "our sales", "i sold"; an employee says "my job", "my boss"; a textbook says "a
//! company ... its revenue"; a shopper weighs "a product" they might buy.
//!
//! **Takes** the question's tokens as written. **Gives** the shape in which the asker is not
//! the seller asking of the business, with the [`AskerShape`] that says so: the asker's job is
//! a foreign possession, a third party's figures are every measure of a foreign thing, a
//! shopper's judgement is a buyer's.

use super::AskerShape;
use crate::planner::text::Token;

/// Nouns of the asker's employment: possessed by the asker ("my job", "my marketing job", "my
/// boss"), they say the asker works for a company, whose figures are not the asker's shop's.
const EMPLOYMENT: &[&str] = &[
    "job",
    "jobs",
    "boss",
    "bosses",
    "employer",
    "employers",
    "salary",
    "wage",
    "wages",
    "paycheck",
    "payslip",
    "career",
    "coworkers",
    "co-workers",
    "colleagues",
    "workplace",
];

/// Nouns of a business as a third party: after an indefinite article, any business, not the
/// asker's ("a company sells 500 units", "if a store makes $2,000 a week").
const BUSINESS: &[&str] = &[
    "company",
    "business",
    "firm",
    "store",
    "shop",
    "retailer",
    "seller",
    "merchant",
    "vendor",
    "manufacturer",
    "startup",
    "corporation",
];

/// Words by which the asker is the seller: what follows or what is done is the asker's.
const ASKER: &[&str] = &[
    "my", "our", "we", "us", "i", "me", "mine", "ours", "i'm", "im", "we're", "i've", "we've",
];

/// A shopper's judgement of what they might buy: whether to trust it, whether it is genuine.
const SHOPPER_JUDGES: &[&str] = &[
    "trust",
    "legit",
    "genuine",
    "scam",
    "trustworthy",
    "reliable",
];

/// Articles of any one thing, not a known one ("a product", "this listing").
const ANY_ONE: &[&str] = &["a", "an", "this", "that", "any"];

/// The shape in which the asker is not the seller asking of the business, if any (see the
/// module's documentation).
/// `own`: the question names one of the seller's products, kinds or brands ("is glowhaus in
/// good shape as a business": the business is the seller's).
pub(super) fn not_the_sellers(raw: &[Token], own: bool) -> Option<AskerShape> {
    let word = |i: usize| raw.get(i).map_or("", |t| t.word.as_str());
    // "my job", "my marketing job", "our boss": the asker's employment, at most one word
    // between the possessive and the noun.
    let employed = (0..raw.len()).any(|i| {
        matches!(word(i), "my" | "our") && (1..=2).any(|k| EMPLOYMENT.contains(&word(i + k)))
    });
    if employed {
        return Some(AskerShape::ForeignPossession);
    }
    let asker = raw.iter().any(|t| ASKER.contains(&t.word.as_str()));
    // "a company sells ...", "if a business has ...": a business as a third party, and nothing
    // in the question is the asker's. A seller says whose ("a shop like mine" names the
    // asker's). After "as", "like" or "than" the business is what something is or is
    // compared with ("is glowhaus in good shape as a business"), not who sells.
    let third_party = (0..raw.len()).any(|i| {
        matches!(word(i), "a" | "an" | "one")
            && BUSINESS.contains(&word(i + 1))
            && !(i > 0 && matches!(word(i - 1), "as" | "like" | "than"))
    });
    if third_party && !asker && !own {
        return Some(AskerShape::ForeignMeasure);
    }
    // "should i trust a product with only 12 reviews", "is this seller legit": any one thing
    // judged as a shopper judges it, and no possessive of the asker's ("can i trust the
    // reviews on my listing" is the seller's).
    let possessive = raw
        .iter()
        .any(|t| matches!(t.word.as_str(), "my" | "our" | "mine" | "ours"));
    let judged_any = (0..raw.len()).any(|i| {
        SHOPPER_JUDGES.contains(&word(i))
            && (i.saturating_sub(3)..(i + 3).min(raw.len())).any(|j| ANY_ONE.contains(&word(j)))
    });
    if judged_any && !possessive {
        return Some(AskerShape::ConsumerBuying);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    fn shape(q: &str) -> Option<AskerShape> {
        not_the_sellers(&tokens(q), false)
    }

    #[test]
    fn the_askers_employment_is_not_their_shop() {
        for q in [
            "my company is cutting the ad budget, will my marketing job be safe",
            "is my job at risk if our sales keep falling",
            "my boss wants me to double revenue, how",
        ] {
            assert_eq!(shape(q), Some(AskerShape::ForeignPossession), "{q}");
        }
        // The seller's own company is the shop.
        assert_eq!(shape("how is my company doing this month"), None);
        assert_eq!(shape("what did my business make in november"), None);
    }

    #[test]
    fn a_third_party_business_with_nothing_of_the_askers() {
        for q in [
            "a company sells 500 units at 12 dollars each, what is its revenue",
            "if a store makes 2000 a week in sales what is its yearly turnover",
            "a retailer has 40 orders a day, how many a month",
        ] {
            assert_eq!(shape(q), Some(AskerShape::ForeignMeasure), "{q}");
        }
        // The asker's own, beside a business as a comparison.
        assert_eq!(shape("how does a shop like mine do in december"), None);
        assert_eq!(shape("am i a seller with good reviews"), None);
        // A business as what the seller's brand is, or the seller's own named.
        assert_eq!(shape("is glowhaus in good shape as a business"), None);
        let q = tokens("glowhaus: a company sells 500 units a month, is that us");
        assert_eq!(not_the_sellers(&q, true), None);
    }

    #[test]
    fn a_shopper_judging_any_listing() {
        for q in [
            "should i trust a product with only 12 reviews",
            "is this seller legit, they have 3 stars",
            "can you trust an item with no ratings",
        ] {
            assert_eq!(shape(q), Some(AskerShape::ConsumerBuying), "{q}");
        }
        assert_eq!(shape("can i trust the reviews on my listing"), None);
        assert_eq!(shape("how many reviews did the kettle get"), None);
    }
}
