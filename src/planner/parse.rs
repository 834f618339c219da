//! The catalog planner's small parsers: ranking ("top 5", "best 3", "worst", "least"),
//! breakdown by product, listing records, star-rating filters and counting.
//!
//! They read the question with its time expressions masked out (so "the last 3 months" is not
//! a "3"), and report cues only; the planner decides what the cues mean for the chosen API.

use super::text::Token;

/// Which end of a ranking the question wants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rank {
    /// Largest first, whatever the measure ("top", "most", "highest").
    Largest,
    /// Smallest first ("bottom", "least", "lowest", "fewest").
    Smallest,
    /// The best performers: largest first unless the measure is better when lower (ACOS).
    Best,
    /// The worst performers: smallest first unless the measure is better when lower.
    Worst,
}

/// What the parsers found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Cues {
    /// A ranking word, if any.
    pub rank: Option<Rank>,
    /// An explicit count ("top 5", "3 worst", "top three").
    pub n: Option<usize>,
    /// The question asks about one product ("which product", "my best seller").
    pub singular: bool,
    /// One row per product is wanted ("by product", "which products", "top products").
    pub by_product: bool,
    /// Records are wanted as they are ("show my reviews", "list my products").
    pub list: bool,
    /// A star filter ("1-star", "1-2 star", "negative reviews"): lowest and highest stars.
    pub stars: Option<(u8, u8)>,
    /// "How many" (a count of records, for list APIs).
    pub count: bool,
    /// A product noun is there ("products", "items", "SKUs").
    pub product_noun: bool,
    /// One row per category or per brand is wanted ("by category", "per brand", "each
    /// department", "broken down by brand"): `category` or `brand`.
    pub group: Option<&'static str>,
    /// The products are to be added up, not listed one by one ("across all products", "all my
    /// items combined").
    pub all_products: bool,
    /// The products are ranked as a whole ("rank my products by units", "sort my items by
    /// revenue"): every product, in order, not the top five ("top", "best" keep five).
    pub rank_all: bool,
}

const LARGEST: &[&str] = &[
    "top", "most", "highest", "biggest", "largest", "greatest", "leading", "max", "maximum",
];
const SMALLEST: &[&str] = &[
    "bottom", "least", "lowest", "fewest", "smallest", "min", "minimum",
];
const BEST: &[&str] = &["best", "strongest"];
// The nouns for the worst performers rank as "worst" does: unread, "which products are my
// laggards" listed the products from the best seller down.
const WORST: &[&str] = &[
    "worst",
    "weakest",
    "poorest",
    "slowest",
    "laggards",
    "laggard",
    "duds",
    "flops",
    "underperformers",
];
const PRODUCT_WORDS: &[&str] = &[
    "product", "item", "sku", "asin", "listing", "seller", "skus", "asins",
];
/// Words naming a grouping of products, and the group they name.
const GROUP_WORDS: &[(&str, &str)] = &[
    ("category", "category"),
    ("department", "category"),
    ("vertical", "category"),
    ("brand", "brand"),
    ("label", "brand"),
    // "reviews by star", "rating distribution": reviews counted per number of stars (the
    // average rating was answered instead).
    ("star", "rating"),
    ("rating", "rating"),
];
const LIST_WORDS: &[&str] = &[
    "show", "list", "read", "latest", "recent", "newest", "display",
];

/// True for a word the parsers read as a cue (ranking, listing or product nouns, "compare"): such
/// a word before a product's name is not part of the name ("top skillet", "bestselling pan",
/// "compare webcam revenue").
pub fn is_cue_word(word: &str) -> bool {
    LARGEST.contains(&word)
        || SMALLEST.contains(&word)
        || BEST.contains(&word)
        || WORST.contains(&word)
        || LIST_WORDS.contains(&word)
        || PRODUCT_WORDS.contains(&word)
        || matches!(
            word,
            "bestselling" | "bestseller" | "number" | "compare" | "comparing" | "compared"
        )
}

/// A plural word: the stemmer dropped an `s`, or a product noun it keeps ("skus", "asins": it
/// never strips `-us`).
fn plural(t: &Token) -> bool {
    t.word != t.stem || matches!(t.word.as_str(), "skus" | "asins")
}

/// A number written as digits or as a word up to twenty.
pub fn number(word: &str) -> Option<usize> {
    const WORDS: [&str; 21] = [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
    ];
    if let Ok(n) = word.parse::<usize>() {
        return Some(n);
    }
    WORDS.iter().position(|w| *w == word)
}

/// The entity spans with a product noun that ends one left out ("kitchen products", a
/// category's everyday name): the noun still says that products are what is asked. Masked
/// with the category, "top 3 Home & Kitchen products by orders" had no product noun left, its
/// ranking had nothing to rank, and the seller was asked what to rank. Only plural nouns
/// ("products", "items", "skus"): a name ending in a singular "seller" or "item" is a title's.
pub fn keep_product_noun(text: &str, spans: &[(usize, usize)]) -> Vec<(usize, usize)> {
    spans
        .iter()
        .map(|&(a, b)| {
            let Some(inside) = text.get(a..b) else {
                return (a, b);
            };
            let toks = super::text::tokens(inside);
            match toks.last() {
                Some(t)
                    if toks.len() > 1
                        && plural(t)
                        && PRODUCT_WORDS.contains(&t.stem.as_str())
                        && t.stem != "seller" =>
                {
                    (a, a + t.start)
                }
                _ => (a, b),
            }
        })
        .collect()
}

/// Reads the cues of a question's tokens (time expressions already masked).
pub fn cues(toks: &[Token]) -> Cues {
    let corrected = breakdown_typos(toks);
    let toks: &[Token] = &corrected;
    let mut c = Cues::default();
    let w = |i: usize| toks.get(i).map(|t| t.word.as_str()).unwrap_or("");
    let s = |i: usize| toks.get(i).map(|t| t.stem.as_str()).unwrap_or("");
    for (i, t) in toks.iter().enumerate() {
        let word = t.word.as_str();
        // "at least one product", "at most 5 units": a bound of a condition, no ranking (a
        // count of days with a product out of stock was answered with the bottom product).
        let bound = i > 0 && w(i - 1) == "at" && matches!(word, "least" | "most");
        let rank = if bound {
            None
        } else if LARGEST.contains(&word) {
            Some(Rank::Largest)
        } else if SMALLEST.contains(&word) {
            Some(Rank::Smallest)
        } else if BEST.contains(&word) || word == "bestselling" || word == "bestseller" {
            Some(Rank::Best)
        } else if WORST.contains(&word) {
            Some(Rank::Worst)
        } else if matches!(
            word,
            "rank" | "sort" | "ranked" | "sorted" | "ranking" | "rankings" | "sorting"
        ) && ((i + 1..i + 4).any(|k| PRODUCT_WORDS.contains(&s(k)))
            || matches!(w(i + 1), "everything" | "all" | "them" | "each"))
        {
            // "rank my products by revenue": highest first (it was answered with a breakdown
            // by category). Only before a product noun: "my rank among peers" is a percentile.
            c.rank_all = true;
            // "Rank everything by sessions": what a seller ranks is their products; it was
            // answered with the store's one total.
            if !(i + 1..i + 4).any(|k| PRODUCT_WORDS.contains(&s(k))) {
                c.product_noun = true;
            }
            Some(Rank::Largest)
        } else if word == "#1" || (word == "number" && matches!(w(i + 1), "one" | "1")) {
            // "my #1 product", "number one seller": the top one. Unread, "#1" was no
            // ranking at all and the question got a plain total.
            c.n.get_or_insert(1);
            Some(Rank::Largest)
        } else {
            None
        };
        if let Some(r) = rank {
            if c.rank.is_none() {
                c.rank = Some(r);
            }
            // "top 5", "best three" / "5 best", "the 3 worst".
            if let Some(n) = number(w(i + 1)).filter(|n| (1..=1000).contains(n)) {
                c.n.get_or_insert(n);
            } else if i > 0 {
                if let Some(n) = number(w(i.wrapping_sub(1))).filter(|n| (1..=1000).contains(n)) {
                    c.n.get_or_insert(n);
                }
            }
        }
        if PRODUCT_WORDS.contains(&t.stem.as_str()) {
            c.product_noun = true;
            // "which 3 products", "my 10 items"; "at least one product" is a bound, not 1.
            if i > 0 && !matches!(w(i.wrapping_sub(2)), "least" | "most" | "than") {
                if let Some(n) = number(w(i.wrapping_sub(1))).filter(|n| (1..=1000).contains(n)) {
                    c.n.get_or_insert(n);
                }
            }
            let prev = s(i.wrapping_sub(1));
            let prev2 = s(i.wrapping_sub(2));
            if matches!(prev, "by" | "per" | "each" | "every" | "which" | "what")
                || matches!(prev2, "by" | "per" | "each" | "every" | "which" | "what")
                || matches!(w(i + 1), "breakdown")
                // "for each of my listings", "every one of our products" (stop 35): each of
                // them, not their total (the store's one total answered).
                || (matches!(prev, "my" | "our" | "the" | "your")
                    && (prev2 == "of" && matches!(s(i.wrapping_sub(3)), "each" | "every")
                        || prev2 == "of"
                            && s(i.wrapping_sub(3)) == "one"
                            && matches!(s(i.wrapping_sub(4)), "each" | "every")))
            {
                c.by_product = true;
            }
            if !plural(t) && matches!(prev, "which" | "what" | "a" | "one" | "single") {
                c.singular = true;
            }
        }
        if let Some((_, g)) = GROUP_WORDS.iter().find(|(w, _)| *w == t.stem) {
            let prev = s(i.wrapping_sub(1));
            let prev2 = s(i.wrapping_sub(2));
            if matches!(prev, "by" | "per" | "each" | "every")
                || matches!(prev2, "by" | "per" | "each" | "every")
                || matches!(
                    w(i + 1),
                    "breakdown" | "distribution" | "split" | "histogram"
                )
            {
                c.group = Some(g);
            }
        }
        if PRODUCT_WORDS.contains(&t.stem.as_str()) && t.word != t.stem {
            let before = |k: usize| s(i.wrapping_sub(k));
            if [1, 2, 3]
                .iter()
                .any(|&k| matches!(before(k), "all" | "across" | "combined"))
                || matches!(w(i + 1), "combined" | "together")
            {
                c.all_products = true;
            }
        }
        // "list price" is a measure (the catalog's), not a request to list records: "list
        // price of the kayak paddle" listed the paddles' catalog records.
        if LIST_WORDS.contains(&word) && !(word == "list" && w(i + 1).starts_with("price")) {
            c.list = true;
        }
        // "by number of reviews" ranks by a measure; it asks for no count.
        let by_number = i > 0 && w(i - 1) == "by";
        if (word == "how" && w(i + 1) == "many")
            || (word == "number" && w(i + 1) == "of" && !by_number)
            // "count of 4 star reviews" (stop 35): listed, the first 20 were said as all 35.
            || (word == "count" && w(i + 1) == "of" && !by_number)
        {
            c.count = true;
        }
        // "1-star", "1 star", "1-2 star", "one or two stars", "5-star".
        if t.stem == "star" && i > 0 {
            let hi = number(w(i.wrapping_sub(1))).filter(|n| (1..=5).contains(n));
            let lo = if matches!(w(i.wrapping_sub(2)), "to" | "or" | "and") {
                number(w(i.wrapping_sub(3))).filter(|n| (1..=5).contains(n))
            } else {
                number(w(i.wrapping_sub(2))).filter(|n| (1..=5).contains(n))
            };
            // "Average 4 stars or better" is a condition on the average rating (`condition`),
            // not the reviews with 4 or 5 stars.
            let averaged =
                (2..=5).any(|k| i >= k && super::condition::AVERAGE_WORDS.contains(&w(i - k)));
            if let Some(hi) = hi.filter(|_| !averaged) {
                let lo = lo.filter(|l| *l <= hi).unwrap_or(hi);
                // "under 3 stars", "3 stars or more": a bound, not the one rating (it counted
                // the 3-star reviews). Read before the number and after "star(s)".
                let before = |k: usize| w(i.wrapping_sub(k));
                let below = matches!(before(2), "under" | "below")
                    || (matches!(before(2), "than")
                        && matches!(before(3), "less" | "fewer" | "lower"));
                let above = matches!(before(2), "over" | "above")
                    || (matches!(before(2), "than") && matches!(before(3), "more" | "higher"));
                let or_less =
                    w(i + 1) == "or" && matches!(w(i + 2), "less" | "lower" | "below" | "fewer");
                let or_more =
                    w(i + 1) == "or" && matches!(w(i + 2), "more" | "higher" | "above" | "better");
                c.stars = Some(if below && hi > 1 {
                    (1, hi as u8 - 1)
                } else if above && hi < 5 {
                    (hi as u8 + 1, 5)
                } else if or_less
                    || before(2) == "max"
                    // "at most 3 stars"; "the most 5 star reviews" is a superlative.
                    || (before(2) == "most" && before(3) == "at")
                {
                    (1, hi as u8)
                } else if or_more || matches!(before(2), "least") {
                    (hi as u8, 5)
                } else {
                    (lo as u8, hi as u8)
                });
            }
        }
        if matches!(word, "negative" | "bad" | "poor") && matches!(s(i + 1), "review" | "rating") {
            c.stars = Some((1, 2));
        }
        if matches!(word, "positive" | "good" | "great") && matches!(s(i + 1), "review" | "rating")
        {
            c.stars = Some((4, 5));
        }
    }
    if c.rank.is_some() {
        let product_noun = toks
            .iter()
            .any(|t| PRODUCT_WORDS.contains(&t.stem.as_str()));
        if product_noun {
            c.by_product = true;
            // "my best seller", "the top product": one, unless a number says otherwise.
            if toks
                .iter()
                .any(|t| PRODUCT_WORDS.contains(&t.stem.as_str()) && !plural(t))
                && !toks
                    .iter()
                    .any(|t| PRODUCT_WORDS.contains(&t.stem.as_str()) && plural(t))
            {
                c.singular = true;
            }
        }
        // "bottom 3 by units": N ranked by a measure, naming no noun. What a seller ranks by a
        // measure are the products; a ranking of periods names them ("top 3 days by revenue")
        // and a ranking of groups names the group ("top 3 categories").
        let by_measure = toks
            .windows(2)
            .any(|p| number(&p[0].word).is_some() && p[1].word == "by");
        let names_noun = toks.iter().any(|t| {
            PERIOD_WORDS.contains(&t.stem.as_str()) || GROUP_WORDS.iter().any(|(g, _)| *g == t.stem)
        });
        if c.n.is_some() && by_measure && !product_noun && !names_noun {
            c.by_product = true;
        }
    }
    c
}

/// The tokens with a misspelled breakdown noun after "by", "per", "each" or "every" spelled
/// right: "refunds by prodcut" is "by product", "sales per catgory" is "per category". Why: a
/// structure word the parsers do not know was dropped silently, and "refunds by prodcut last
/// month" answered the store's one total as if no breakdown had been asked (a figure of the
/// wrong shape said with confidence). Read against this module's own nouns only, one edit
/// (a swap of two letters counts one) from a word of five letters or more, the first letter
/// kept: a word that is not one of them stays as written.
fn breakdown_typos(toks: &[Token]) -> Vec<Token> {
    let nouns = PRODUCT_WORDS
        .iter()
        .chain(GROUP_WORDS.iter().map(|(w, _)| w))
        .filter(|w| w.len() >= 5);
    let known = |s: &str| PRODUCT_WORDS.contains(&s) || GROUP_WORDS.iter().any(|(w, _)| *w == s);
    let mut out = toks.to_vec();
    for i in 1..out.len() {
        let after = matches!(toks[i - 1].word.as_str(), "by" | "per" | "each" | "every");
        let (word, stem) = (&toks[i].word, &toks[i].stem);
        if !after || word.len() < 5 || known(stem) {
            continue;
        }
        let near =
            |w: &str| w.chars().next() == word.chars().next() && strsim::osa_distance(word, w) == 1;
        let plural = |w: &str| format!("{w}s");
        let fix = nouns.clone().find(|n| {
            near(n)
                || near(&plural(n))
                || (n.ends_with('y') && near(&format!("{}ies", &n[..n.len() - 1])))
        });
        if let Some(n) = fix {
            out[i].stem = n.to_string();
            // Plural kept as written: the parsers read "which products" from the word.
            out[i].word = if word.ends_with('s') && !n.ends_with('s') {
                plural(n)
            } else {
                n.to_string()
            };
        }
    }
    out
}

/// Nouns of periods and of other things a ranking can rank: with one of them, a ranking with no
/// product noun is not about products.
const PERIOD_WORDS: &[&str] = &[
    "day", "week", "month", "quarter", "year", "date", "hour", "weekday", "weekend", "category",
    "brand", "review", "campaign", "keyword", "order", "customer",
];

#[cfg(test)]
mod tests {
    use super::super::text::tokens;
    use super::*;

    proptest::proptest! {
        /// Cue words at the very start of a question (nothing before them to look back at)
        /// and any mix of words never panic.
        #[test]
        fn cues_never_panic(words in proptest::collection::vec(
            proptest::sample::select(vec![
                "star", "stars", "1", "2", "to", "or", "top", "bottom", "worst", "best", "how",
                "many", "by", "product", "per", "which", "a", "bad", "review", "list", "5",
            ]),
            0..6,
        )) {
            let _ = cues(&tokens(&words.join(" ")));
        }
    }

    #[test]
    fn a_ranking_of_n_by_a_measure_ranks_products() {
        assert!(cues(&tokens("bottom 3 by units")).by_product);
        // A misspelled breakdown noun is still the breakdown.
        assert!(cues(&tokens("refunds by prodcut last month")).by_product);
        assert!(cues(&tokens("units per prodcuts")).by_product);
        assert_eq!(cues(&tokens("sales by catgory")).group, Some("category"));
        // A word that is no breakdown noun stays as written.
        assert!(!cues(&tokens("units by protest")).by_product);
        assert!(cues(&tokens("page views for each of my listings")).by_product);
        assert!(cues(&tokens("units for every one of our products")).by_product);
        assert!(!cues(&tokens("revenue for all of my products")).by_product);
        assert!(!cues(&tokens("top 3 days by revenue")).by_product);
        assert!(!cues(&tokens("top 3 categories by revenue")).by_product);
        assert!(!cues(&tokens("top 3 reviews")).by_product);
    }

    #[test]
    fn a_star_filter_at_the_start_is_read() {
        assert_eq!(
            cues(&tokens("1-star reviews last month")).stars,
            Some((1, 1))
        );
        let _ = cues(&tokens("stars"));
    }

    #[test]
    fn reads_top_n_and_direction() {
        let c = cues(&tokens("top 5 products by units"));
        assert_eq!(
            (c.rank, c.n, c.by_product),
            (Some(Rank::Largest), Some(5), true)
        );
        let c = cues(&tokens("my three worst sellers"));
        assert_eq!(
            (c.rank, c.n, c.by_product),
            (Some(Rank::Worst), Some(3), true)
        );
        let c = cues(&tokens("which 3 products had the fewest views"));
        assert_eq!((c.rank, c.n), (Some(Rank::Smallest), Some(3)));
        let c = cues(&tokens("which skus have the most inventory"));
        assert_eq!(
            (c.rank, c.n, c.singular),
            (Some(Rank::Largest), None, false)
        );
        let c = cues(&tokens("which product sold the least"));
        assert_eq!((c.rank, c.singular), (Some(Rank::Smallest), true));
    }

    #[test]
    fn reads_groups_and_totals() {
        assert_eq!(cues(&tokens("revenue by category")).group, Some("category"));
        assert_eq!(cues(&tokens("units per brand")).group, Some("brand"));
        assert_eq!(cues(&tokens("my brand's revenue")).group, None);
        assert!(cues(&tokens("stockouts across all products")).all_products);
        assert!(!cues(&tokens("revenue by product")).all_products);
        assert!(!cues(&tokens("list price of the kayak paddle")).list);
        assert!(cues(&tokens("list my products")).list);
    }

    #[test]
    fn reads_star_filters() {
        assert_eq!(cues(&tokens("show my 1-star reviews")).stars, Some((1, 1)));
        assert_eq!(cues(&tokens("1 or 2 star reviews")).stars, Some((1, 2)));
        assert_eq!(cues(&tokens("negative reviews")).stars, Some((1, 2)));
        assert!(cues(&tokens("number of 5 star reviews")).count);
        assert!(cues(&tokens("count of 4 star reviews since january")).count);
        assert_eq!(cues(&tokens("avg stars")).stars, None);
        assert_eq!(cues(&tokens("stars")).stars, None);
        // Bounds: "under 3 stars" once counted the 3-star reviews.
        let stars = |q: &str| cues(&tokens(q)).stars;
        assert_eq!(stars("number of reviews under 3 stars"), Some((1, 2)));
        assert_eq!(stars("reviews with less than 4 stars"), Some((1, 3)));
        assert_eq!(stars("reviews above 3 stars"), Some((4, 5)));
        assert_eq!(stars("reviews 2 stars or less"), Some((1, 2)));
        assert_eq!(stars("reviews 4 stars or more"), Some((4, 5)));
        assert_eq!(stars("reviews of at least 4 stars"), Some((4, 5)));
        assert_eq!(stars("reviews of at most 2 stars"), Some((1, 2)));
        assert_eq!(
            stars("which product got the most 5 star reviews"),
            Some((5, 5))
        );
    }
}
