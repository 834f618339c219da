//! The subject of a question: one of the seller's own things named as the seller's, the thing an
//! evaluation asks about ("how is the mouse selling"), and a status request about a thing
//! ("hdmi cables update", "cleanser doing ok?", "petal & pine last quarter recap").
//!
//! Why a status request: sellers ask after a product the way they ask a colleague, with the
//! thing and a word asking for its news and nothing else: no measure ("dumbbells numbers",
//! "moisturizer update pls", "sleeping bags this fall?"). Their words ("update", "numbers",
//! "alright", "recap") are everyday ones, so such a question was refused as not about the
//! business although its only subject is a kind the marketplace sells. What makes it the
//! seller's is the shape: a kind (the seller's, or one the marketplace sells) or the seller's
//! brand, and around it only words that ask how it is doing, a period, or words of no content.
//! "weather update", "lottery numbers" or "how are the kids doing" name no kind, and "how do i
//! clean the kettle" asks something else of it.
//!
//! **Takes** the question's tokens and which of them name a kind or the seller's brand.
//! **Gives** whether the thing is the subject ([`own_subject`], [`evaluated_subject`]) or the
//! whole question is a status request about it ([`status_request`]).

use crate::planner::text::Token;

/// One of the seller's products, kinds or brands is named (a resolved mention), and not as
/// any such thing: no "a" or "an" right before it ("is a dutch oven worth it" asks of dutch
/// ovens in general, "is the dutch oven selling" of the seller's).
pub(super) fn own_subject(toks: &[Token], own_spans: &[(usize, usize)]) -> bool {
    let Some(&(start, _)) = own_spans.iter().min_by_key(|(s, _)| *s) else {
        return false;
    };
    let before = toks.iter().rev().find(|t| t.end <= start);
    !before.is_some_and(|t| matches!(t.word.as_str(), "a" | "an"))
}

/// The thing at bytes `s..e` is what an evaluation asks about: "how are the earbuds doing",
/// "how's my moisturizer", "how is the mouse selling". One word of the seller's own kind is
/// then enough (blind seller v7 refused 15 of 41 such questions for naming one title word with
/// no measure): the seller's thing with "the" or "my", as the subject of "how is ... doing".
pub(super) fn evaluated_subject(
    toks: &[Token],
    s: usize,
    e: usize,
    part: &dyn Fn(usize) -> bool,
) -> bool {
    const DOING: &[&str] = &[
        "doing",
        "going",
        "selling",
        "performing",
        "looking",
        "holding",
        "trending",
        "been",
    ];
    let Some(mut first) = toks.iter().position(|t| t.start >= s) else {
        return false;
    };
    let mut after = toks.iter().position(|t| t.start >= e);
    // The rest of the thing's name on either side, two words at most.
    for _ in 0..2 {
        if first > 0 && part(first - 1) {
            first -= 1;
        }
        if let Some(a) = after.filter(|&a| part(a)) {
            after = (a + 1 < toks.len()).then_some(a + 1);
        }
    }
    let word = |i: usize| toks.get(i).map_or("", |t| t.word.as_str());
    if first < 2 || !matches!(word(first - 1), "the" | "my" | "our") {
        return false;
    }
    let how = match word(first - 2) {
        "how's" | "hows" | "how're" | "howre" => true,
        "is" | "are" | "was" | "were" => first >= 3 && word(first - 3) == "how",
        _ => false,
    };
    let verb = match after {
        None => true,
        Some(a) => DOING.contains(&word(a)),
    };
    how && verb
}

/// Words that ask how a thing is doing, or for its news: "how're", "doing ok", "holding up",
/// "update", "numbers", "recap". Matched as written.
const STATUS: &[&str] = &[
    "how",
    "how's",
    "hows",
    "how're",
    "howre",
    "hw",
    "doing",
    "going",
    "selling",
    "performing",
    "holding",
    "trending",
    "looking",
    "faring",
    "fared",
    "doin",
    "goin",
    "ok",
    "okay",
    "alright",
    "fine",
    "well",
    "update",
    "updates",
    "numbers",
    "nums",
    "nos",
    "stats",
    "status",
    "recap",
    "report",
    "summary",
    "snapshot",
    "overview",
    "news",
    "lately",
    "recently",
    "currently",
    // How it went, in the past and perfect tenses and their contractions.
    "how'd",
    "howd",
    "how've",
    "howve",
    // Not "tracking": the planner reads it as the valid tracking rate ("how're we tracking"
    // was answered with it).
    "finish",
    "finished",
    "went",
    // News of it: what a seller asks a colleague for ("any movement", "quick pulse check",
    // "give me the picture", "story so far", "anything new", "where are we at").
    "new",
    "latest",
    "news",
    "pulse",
    "check",
    "checkin",
    "movement",
    "moving",
    "progress",
    "picture",
    "story",
    "lowdown",
    "verdict",
    "know",
    "where",
    // Its outcome as a verdict of selling ("hit or miss", "a flop", "pulling its weight").
    "hit",
    "miss",
    "flop",
    "dud",
    "winner",
    "pulling",
    "weight",
    // Its direction ("up or down", "slowing down", "picked up").
    "down",
    "rising",
    "falling",
    "dropping",
    "climbing",
    "slipping",
    "slowing",
    "slow",
    "slowed",
    "picking",
    "picked",
    "dipped",
    "drop",
    "dropped",
    "dip",
    "fall",
    "fell",
    "slump",
    "slumped",
    "tank",
    "tanked",
    "crash",
    "crashed",
    "spike",
    "spiked",
    "jump",
    "jumped",
    "stall",
    "stalled",
    "why",
];

/// A word asking how a thing is doing or for its news ([`STATUS`]).
pub(super) fn status_word(w: &str) -> bool {
    STATUS.contains(&w)
}

/// Words of a verdict on a period ("rough month?", "good week", "slow quarter"): how a thing
/// or the store did over it. Alone with the thing they would be a buyer's question ("is the
/// kettle good"), so they ask after the thing only beside a period.
const VERDICT: &[&str] = &[
    "good", "bad", "rough", "great", "strong", "weak", "solid", "quiet", "busy", "poor", "decent",
    "tough", "big", "shocker",
];

/// Words of no content that may stand around the thing and the status words: pronouns,
/// auxiliaries, "the"/"my" (not "a": "how's a dutch oven" asks of any dutch oven), fillers.
const AROUND: &[&str] = &[
    "is", "are", "was", "were", "been", "be", "it", "it's", "its", "they", "they're", "theyre",
    "them", "the", "my", "our", "these", "those", "this", "that", "so", "far", "any", "on", "for",
    "of", "with", "about", "and", "what", "what's", "whats", "do", "does", "did", "up", "now",
    "right", "pls", "please", "plz", "quick", "overall", "in", "over", "since", "at", "days",
    // The seller's own people and the thing as "she" ("how's she going"), and the asker.
    "we", "we're", "us", "i", "i'm", "me", "give", "tell", "should", "anything", "still", "she",
    "she's", "he", "or", "out", "off", "its",
];

/// Words of a period the time resolver may leave as words: seasons ("this winter" spans two
/// years, so the calendar leaves it out) and period nouns.
const PERIOD: &[&str] = &[
    "winter", "summer", "spring", "fall", "autumn", "season", "holiday", "holidays", "quarter",
    "month", "week", "year", "weekend", "last", "past", "ytd", "mtd", "wk", "yr", "period",
    "break", "hols", "term", "months", "weeks", "q1", "q2", "q3", "q4",
];

/// The whole question asks after one thing: its tokens `subject(i)` (a kind, the seller's
/// brand) form one run, every other token is a word that asks how it is doing
/// ([`STATUS`]), a word of a period ([`PERIOD`]; `period`: the resolver found one and masked
/// it), or a word of no content ([`AROUND`]), and something asks: a status word or a period.
/// A token with a digit beside the run is part of the thing's name ("the 1000pc jigsaw").
pub(super) fn status_request(
    toks: &[Token],
    subject: &dyn Fn(usize) -> bool,
    mut period: bool,
) -> bool {
    let digit = |i: usize| toks[i].word.chars().any(|c| c.is_ascii_digit());
    // A word of the lists is never the thing ("pls" is no skeleton of a kind here).
    let listed = |i: usize| {
        let w = toks[i].word.as_str();
        STATUS.contains(&w) || PERIOD.contains(&w) || AROUND.contains(&w) || VERDICT.contains(&w)
    };
    let named = subject;
    let subject = |i: usize| named(i) && !listed(i);
    let at: Vec<usize> = (0..toks.len()).filter(|&i| subject(i)).collect();
    let (Some(&first), Some(&last)) = (at.first(), at.last()) else {
        return false;
    };
    // A token with a digit, or a word the caller read as the thing's though it is a word of
    // the lists, beside the run is part of the thing's name: "big" of "the big pot for soup"
    // (an everyday name, "big pot") is no verdict on it.
    let mut first = first;
    while first > 0 && (digit(first - 1) || named(first - 1)) {
        first -= 1;
    }
    let mut last = last;
    while last + 1 < toks.len() && (digit(last + 1) || named(last + 1)) {
        last += 1;
    }
    // One run: no other word inside the thing's name. A word of the lists inside it is the
    // thing's when the caller read it so: a description's joiner ("the pot *for* soup").
    if (first..=last).any(|i| !named(i) && !digit(i)) {
        return false;
    }
    let mut asks = period;
    let mut verdict = false;
    for (i, t) in toks.iter().enumerate() {
        if (first..=last).contains(&i) {
            continue;
        }
        let w = t.word.as_str();
        if STATUS.contains(&w) || PERIOD.contains(&w) {
            asks = true;
            period |= PERIOD.contains(&w);
        } else if VERDICT.contains(&w) {
            verdict = true;
        } else if !AROUND.contains(&w) {
            return false;
        }
    }
    // A verdict asks after the thing over a period only ("rough month?"), never alone ("is
    // the kettle good" is a buyer's).
    (asks || verdict) && (!verdict || period)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    #[test]
    fn an_own_subject_is_named_as_the_sellers_not_as_any_such_thing() {
        let span = |q: &str, m: &str| {
            let s = q.find(m).unwrap();
            (tokens(q), vec![(s, s + m.len())])
        };
        let (t, sp) = span("is the cutting board on the rise", "cutting board");
        assert!(own_subject(&t, &sp));
        let (t, sp) = span("how is voltedge doing overall", "voltedge");
        assert!(own_subject(&t, &sp));
        let (t, sp) = span("do i have any tea kettles left", "tea kettles");
        assert!(own_subject(&t, &sp));
        // "a dutch oven" is any dutch oven: a buyer's or a cook's question.
        let (t, sp) = span("is a dutch oven worth it", "dutch oven");
        assert!(!own_subject(&t, &sp));
        let (t, sp) = span("how long does an electric kettle last", "electric kettle");
        assert!(!own_subject(&t, &sp));
        // No product named, no subject.
        assert!(!own_subject(&tokens("how is it going"), &[]));
    }

    #[test]
    fn one_word_of_an_own_kind_is_enough_as_the_subject_of_an_evaluation() {
        let at = |q: &str, m: &str| {
            let s = q.find(m).unwrap();
            evaluated_subject(&tokens(q), s, s + m.len(), &|_| false)
        };
        assert!(at("how are the earbuds doing", "earbuds"));
        assert!(at("how's my moisturizer", "moisturizer"));
        assert!(at("how is the mouse selling", "mouse"));
        // Not asked as an evaluation of the thing.
        assert!(!at("how do i clean the mouse", "mouse"));
        assert!(!at("how is a mouse made", "mouse"));
        assert!(!at("how are the earbuds charged", "earbuds"));
        // The rest of the thing's name stands on either side of the mention.
        let q = "how is the rc car doing";
        let toks = tokens(q);
        let s = q.find("car").unwrap();
        let rc = |i: usize| toks[i].word == "rc";
        assert!(evaluated_subject(&toks, s, s + 3, &rc));
        assert!(!evaluated_subject(&toks, s, s + 3, &|_| false));
        let q = "how's the tackle box doing";
        let toks = tokens(q);
        let s = q.find("tackle").unwrap();
        let bx = |i: usize| toks[i].word == "box";
        assert!(evaluated_subject(&toks, s, s + 6, &bx));
        // Not past a word of something else: "how is the mouse made" stays no evaluation.
        let q = "how is the mouse made";
        let toks = tokens(q);
        let s = q.find("mouse").unwrap();
        assert!(!evaluated_subject(&toks, s, s + 5, &|_| false));
    }

    /// `kind`: the words that name the thing in these made-up questions.
    fn status(q: &str, kind: &[&str], period: bool) -> bool {
        let toks = tokens(q);
        status_request(&toks, &|i| kind.contains(&toks[i].word.as_str()), period)
    }

    #[test]
    fn a_thing_and_words_asking_after_it_is_a_status_request() {
        assert!(status("garden hose update", &["garden", "hose"], false));
        assert!(status("lamp numbers pls", &["lamp"], false));
        assert!(status("the toaster doing ok?", &["toaster"], false));
        assert!(status("how're the desk fans", &["desk", "fans"], false));
        assert!(status("tea towels this winter?", &["tea", "towels"], false));
        assert!(status("acme home recap", &["acme", "home"], true));
        assert!(status(
            "the 500ml bottle - how is it going lately",
            &["bottle"],
            false
        ));
        assert!(status(
            "rain boots how are they holding up",
            &["rain", "boots"],
            false
        ));
        // A period alone asks for the thing's figures over it ("lamp numbers for march").
        assert!(status("the lamps", &["lamps"], true));
        // A word of the lists read as the thing's (a name's "big", a description's "for").
        assert!(status(
            "the big jug for juice, how's it going",
            &["big", "jug", "for", "juice"],
            false
        ));
        // Not read as the thing's, "big" stays a verdict, which asks only over a period.
        assert!(!status("the jug, big?", &["jug"], false));
    }

    #[test]
    fn news_outcome_and_direction_words_ask_after_the_thing() {
        // Made-up wordings of the rule: the news of a thing, its outcome, its direction.
        assert!(status(
            "desk lamps - any movement",
            &["desk", "lamps"],
            false
        ));
        assert!(status("the kettle, where are we at", &["kettle"], false));
        assert!(status("anything new on the toasters", &["toasters"], false));
        assert!(status(
            "rain boots, quick pulse check",
            &["rain", "boots"],
            false
        ));
        assert!(status(
            "garden hoses: hit or miss",
            &["garden", "hoses"],
            false
        ));
        assert!(status("the 2l jug, how'd it do", &["jug"], false));
        assert!(status(
            "throw pillows, story so far",
            &["throw", "pillows"],
            false
        ));
        assert!(status("why did the blender slow down", &["blender"], false));
        assert!(status("why did the toaster tank", &["toaster"], false));
        assert!(status(
            "is the mop still pulling its weight",
            &["mop"],
            false
        ));
        assert!(status("rugs going up or down", &["rugs"], false));
        assert!(status("how's she going, the teapot", &["teapot"], false));
        // A verdict over a period.
        assert!(status("acme home - rough month?", &["acme", "home"], false));
        assert!(status("candles, good week?", &["candles"], false));
        assert!(status(
            "candles over the holiday period",
            &["candles"],
            false
        ));
    }

    #[test]
    fn a_verdict_without_a_period_or_another_question_of_the_thing_is_not() {
        // A buyer's verdict of the thing itself.
        assert!(!status("is the kettle good", &["kettle"], false));
        assert!(!status("are the rugs any good", &["rugs"], false));
        // Another question of the thing: its use, its kind, a buyer's choice.
        assert!(!status("any movement on my visa application", &[], false));
        assert!(!status(
            "yoga mats for beginners, which thickness",
            &["yoga", "mats"],
            false
        ));
        assert!(!status("why is the kettle whistling", &["kettle"], false));
        assert!(!status("where can i buy a kettle", &["kettle"], false));
        assert!(!status("what's new on netflix", &[], false));
    }

    #[test]
    fn a_thing_with_other_words_or_no_asking_is_not() {
        // No kind named: everyday news.
        assert!(!status("weather update", &[], false));
        assert!(!status("lottery numbers this week", &[], true));
        // Something else asked of the thing.
        assert!(!status("how do i clean the kettle", &["kettle"], false));
        assert!(!status("kettle descaling update", &["kettle"], false));
        // Any such thing, not the seller's.
        assert!(!status(
            "how's a dutch oven doing",
            &["dutch", "oven"],
            false
        ));
        // The thing alone asks nothing.
        assert!(!status("the lamps", &["lamps"], false));
        // Two things: no single subject.
        assert!(!status("lamp and car update", &["lamp", "car"], false));
        // A status word is never part of the thing, whatever the caller read in it.
        assert!(status("lamp update pls", &["lamp", "pls"], false));
    }
}
