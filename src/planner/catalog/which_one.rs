//! One product of several asked in the singular ("the webcam" to a seller with two webcams):
//! asked which, never the kind's sum said as the one meant; and when a plural name is one
//! product's (the earbuds, a kind named in the plural) or the kind's.

use super::*;

/// "Price of the chef's knife yesterday" when the seller has two chef's knives: the singular
/// names one product, and a figure that belongs to one product (a price, a rating, a rate, its
/// days out of stock) cannot be read for the pair without guessing which one was meant, nor
/// summed. Ask which, offering each one (the plural, "prices of the chef's knives", names them
/// all and gets each one's figure).
///
/// A flow (units, revenue, refunds, reviews) asked of the singular is asked back too, unless a
/// total is said ("total", "all", "combined", "both"): "chefs knife units yday" or "lip balm
/// revenue yesterday" to a seller with two knives or five lip balms names one product as
/// written, and the kind's sum is a figure of none of them, said as if it were the one meant.
/// Until stop 32 the sum was answered (the products listed in the sentence); two blind sets of
/// other sellers, written by two writers who never saw the code, both read these as asking
/// which one (seven of the eighth set's twelve wrong answers at its first run). The plural
/// ("how many chef's knives did i sell") is the kind's total, as before.
pub(super) fn ask_which_one(
    question: &str,
    intent: &Intent,
    entities: &[ResolvedEntity],
    cues: &Cues,
    toks: &[Token],
    per_product: bool,
    measures: &crate::catalog::measure::MeasureFile,
) -> Option<PlannerOutcome> {
    let products: Vec<&ResolvedEntity> = entities.iter().filter(|e| e.kind == "product").collect();
    // "Sleeping bag best week this year": the best week of one product, as its price is one
    // product's. Summed over the two sleeping bags, the best week was a week neither had, so
    // the singular asks which, as for a figure that does not add up; "my sleeping bags' best
    // week" (plural) is the set's.
    let over_time = intent.shape.shape == IntentShape::ExtremumOverTime;
    if products.len() < 2 || cues.by_product || cues.all_products {
        return None;
    }
    let flow = !(per_product || over_time);
    // ... nor when one of them is picked ("which lip balm got more sessions": ranked).
    if flow
        && (total_said(toks)
            || crate::planner::group::each_of_them_asked(toks)
            || crate::planner::group::pick_among(toks, cues.rank).is_some())
    {
        return None;
    }
    // Records listed or counted are no one product's figure: the shape says so ("how many days
    // was ... out of stock" counts with the measure, and is a total).
    if cues.rank.is_some() && !over_time {
        return None;
    }
    // A share ("what % of revenue was the webcam") and a count of one product's records ("how
    // many 5 star reviews for the teddy") are one product's figures too: summed over the
    // kind, the share was of none of them.
    if !matches!(
        intent.shape.shape,
        IntentShape::Total
            | IntentShape::Comparison
            | IntentShape::TimeSeries
            | IntentShape::ExtremumOverTime
            | IntentShape::Share
            | IntentShape::Count
    ) {
        return None;
    }
    // The first mention that names several products, whose head word is as written in the
    // singular: a token whose word is its own stem ("knife", "dash cam"; not "knives", "cams").
    // Beside another product ("phone case vs power bank units" with two power banks) it is as
    // undecided as alone: each one's figure is not what the pair asks for.
    let mention = products
        .iter()
        .map(|e| &e.mention)
        .find(|m| products.iter().filter(|e| &e.mention == *m).count() > 1)?;
    let products: Vec<&ResolvedEntity> = products
        .into_iter()
        .filter(|e| &e.mention == mention)
        .collect();
    let head = head_word(mention)?;
    // English plurals the stemmer keeps ("wireless mice" names the four mice).
    const IRREGULAR_PLURALS: &[&str] = &[
        "mice", "dice", "geese", "teeth", "feet", "children", "women", "men", "people", "oxen",
    ];
    // A word ending in "ss" is a singular ("french press", "glass", "dress"): the stemmer
    // keeps it whole, and only its plural ("presses") names them all.
    let plural_s = head.word.ends_with('s') && !head.word.ends_with("ss");
    // A thing that is one item though its name is plural, a pair or a set by nature ("the
    // earbuds", "the headphones", "the grey cycling gloves"): the plural does not say several
    // products. A figure of one product (a price, a rate) asked of it is the singular's
    // question; a flow keeps the plural's reading (the kind's total), as a writer saying "how
    // many earbuds did we sell" may mean all of them.
    // The figure itself asked in the plural ("earbuds prices vs competitor", "the gloves'
    // ratings") is several figures, one a product: each one's, as "by product" gets. A plural
    // only where the singular is a word of the measure itself: "acos" is no plural of "aco".
    let figures_plural = intent.measures.iter().any(|m| {
        tokens(&m.evidence).last().is_some_and(|t| {
            t.word != t.stem
                && measures
                    .get(&m.measure)
                    .is_some_and(|x| x.words.iter().any(|w| w.eq_ignore_ascii_case(&t.stem)))
        })
    });
    let one_thing =
        !flow && !total_said(toks) && !figures_plural && PLURAL_ONLY.contains(&head.word.as_str());
    let plural =
        head.word != head.stem || plural_s || IRREGULAR_PLURALS.contains(&head.word.as_str());
    // A kind whose products are each named in the plural ("Stacking Rings", "Resistance Bands
    // Set", "Sheet Mask 10-Pack"): the plural is how one of them is called, so it cannot tell
    // one product from all of them. A figure of one product (days of stock left, a price) is
    // asked which, as the singular's is. A flow is asked which only when "the" points at one
    // listing ("what % of revenue was the building blocks", "5 star reviews for the
    // resistance bands"): a bare plural names the kind in general ("building blocks revenue
    // on christmas eve", "magnetic tiles revenue share ytd"), its total, which the answer
    // says is of all of them, product by product. Never when the kind itself is what is
    // counted ("how many stacking rings did we sell": items of the kind, all of them).
    let named_plural = plural
        && !total_said(toks)
        && !figures_plural
        && !kind_counted(question, mention)
        && (!flow || definite(question, mention))
        && products.iter().all(|e| title_names_plural(&e.label, &head));
    if !one_thing && !named_plural && plural {
        return None;
    }
    let candidates: Vec<(String, String)> = products
        .iter()
        .map(|e| (e.id.clone(), e.label.clone()))
        .collect();
    let list = candidate_list(&candidates);
    let or_total = if flow {
        ", or \"all together\" for their total"
    } else {
        ""
    };
    let question = format!(
        "You have {} products that \"{mention}\" fits: {list}. Which one do you mean? (Or add \
         \"by product\" for each one's figure{or_total}.)",
        candidates.len()
    );
    Some(with_intent(
        clarify(question, mention.clone(), candidates),
        intent.clone(),
    ))
}

/// Names of one item written only in the plural (a pair, or two parts sold as one): a seller
/// says "the earbuds" of one listing as "the knife" of one. Until stop 33 these read as the
/// plural, and a price or a rate asked of "the earbuds" (four of them) or "the grey cycling
/// gloves" (two) was answered a row each, when the question named one (two blind sets asked
/// which, four times).
const PLURAL_ONLY: &[&str] = &[
    "earbuds",
    "headphones",
    "earphones",
    "earpods",
    "airpods",
    "gloves",
    "mitts",
    "mittens",
    "socks",
    "shoes",
    "trainers",
    "sneakers",
    "boots",
    "slippers",
    "sandals",
    "scissors",
    "shears",
    "tongs",
    "pliers",
    "tweezers",
    "clippers",
    "binoculars",
    "goggles",
    "sunglasses",
    "glasses",
    "shorts",
    "trousers",
    "jeans",
    "leggings",
    "pants",
    "pyjamas",
    "pajamas",
    "chopsticks",
    "dumbbells",
    "skates",
    "skis",
];

/// Whether a product's title names the product in the plural `head` of a mention: the plural
/// word as the title writes it ("Pocket Classic Stacking Rings - Small" for "stacking rings"),
/// or its singular followed by a pack of several ("Sheet Mask 10-Pack", "Bath Bomb Set of 6",
/// "Building Block 500pc"): one listing that holds many of the thing.
fn title_names_plural(title: &str, head: &Token) -> bool {
    let words = tokens(title);
    words.iter().enumerate().any(|(i, t)| {
        t.word == head.word
            || (t.stem == head.stem && words[i + 1..].iter().take(3).any(|n| is_pack(&n.word)))
    })
}

/// A word saying a listing holds several of its thing: "10-pack" ("10", "pack" as tokens),
/// "multipack", "12ct". Not pieces: a "Jigsaw Puzzle 1000pc" is one puzzle of many pieces, and
/// "jigsaw puzzles" is the plural of it.
fn is_pack(word: &str) -> bool {
    let digits_then = |suffix: &str| {
        word.strip_suffix(suffix)
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
    };
    matches!(word, "pack" | "packs" | "multipack") || digits_then("pack") || digits_then("ct")
}

/// Whether the mention follows "the" (or "this", "that"): a listing pointed at, where a bare
/// plural names the kind in general.
fn definite(question: &str, mention: &str) -> bool {
    let toks = tokens(question);
    let first = tokens(mention);
    let Some(first) = first.first() else {
        return false;
    };
    toks.iter()
        .position(|t| t.word == first.word)
        .and_then(|at| at.checked_sub(1))
        .is_some_and(|b| matches!(toks[b].word.as_str(), "the" | "this" | "that"))
}

/// Whether the mention is what "how many" counts ("how many stacking rings did we sell", "how
/// many of the sheet masks are left"): the kind's items, all of them.
fn kind_counted(question: &str, mention: &str) -> bool {
    let toks = tokens(question);
    let first = tokens(mention);
    let Some(first) = first.first() else {
        return false;
    };
    let Some(at) = toks.iter().position(|t| t.word == first.word) else {
        return false;
    };
    let before: Vec<&str> = toks[..at]
        .iter()
        .rev()
        .map(|t| t.word.as_str())
        .skip_while(|w| matches!(*w, "the" | "of" | "my" | "our" | "your"))
        .take(1)
        .collect();
    before == ["many"]
}

/// A total of several products said in words: "total", "all", "combined", "both", "overall".
pub(super) fn total_said(toks: &[Token]) -> bool {
    toks.iter().any(|t| {
        matches!(
            t.word.as_str(),
            "total"
                | "totals"
                | "all"
                | "overall"
                | "altogether"
                | "combined"
                | "together"
                | "both"
                | "sum"
                | "summed"
                | "entire"
                | "whole"
        )
    })
}

/// Words that end a thing's name and start what is said about it: "the serum *for* dark
/// spots", "the pot *with* a lid", "the little cars *you* drive".
const AFTER_THE_NAME: &[&str] = &[
    "for", "with", "without", "that", "which", "who", "you", "we", "to", "on", "in", "of", "from",
    "under", "like",
];

/// The word a mention's number is read from: its last word before what is said about the
/// thing ("serum" of "the serum for dark spots", described in `catalog/kinds.yaml` as "serum
/// for dark spots"), else its last word ("knife block set"). Read from the last word, "the
/// serum for dark spots" was a plural ("spots") and two serums were summed where one was
/// named.
fn head_word(mention: &str) -> Option<Token> {
    let toks = tokens(mention);
    let alpha = |t: &&Token| t.word.chars().any(|c| c.is_alphabetic());
    let cut = toks
        .iter()
        .position(|t| AFTER_THE_NAME.contains(&t.word.as_str()))
        .unwrap_or(toks.len());
    toks[..cut]
        .iter()
        .rev()
        .find(alpha)
        .or_else(|| toks.iter().rev().find(alpha))
        .cloned()
}
