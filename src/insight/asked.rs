//! The measures a question names that the routed domains do not explain.
//!
//! A domain explains one metric tree (revenue = sessions x conversion x price). Asked "why did
//! my sessions drop", it answers with revenue and its drivers; said without comment, that reads
//! as an answer about sessions, which may well have risen. The answer says which measure it
//! explains whenever the question names one that no routed domain `covers`.

use crate::catalog::domain::DomainPath;
use crate::catalog::measure::MeasureFile;
use crate::planner::measures::MeasureIndex;
use crate::planner::text::tokens;

/// The names of the measures `question` names (read as the planner reads them, by the
/// ontology's words: `index` is [`MeasureIndex::from_ontology`], built once) that no domain of
/// `domains` explains or covers.
pub fn not_covered(
    question: &str,
    index: &MeasureIndex,
    measures: &MeasureFile,
    domains: &[&DomainPath],
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for m in index.find(&tokens(question)) {
        // A measure a routed check answers (price: the price-change check) is answered by
        // that check's findings, not explained as a metric.
        let answered = domains
            .iter()
            .any(|d| d.methods.iter().any(|x| x.answers.contains(&m.measure)));
        if covers(domains, &m.measure) || answered {
            continue;
        }
        let name = measures
            .get(&m.measure)
            .map_or(m.measure.replace('_', " "), |x| x.name.clone());
        if !out.contains(&name) {
            out.push(name);
        }
    }
    out
}

/// Whether one of `domains` explains the measure `id` or covers it.
pub fn covers(domains: &[&DomainPath], id: &str) -> bool {
    domains
        .iter()
        .any(|d| d.metric == id || d.covers.iter().any(|c| c == id))
}

/// The question without the words that named its products: "how is my stock pot doing" names
/// no stock (it once explained revenue after "You asked about units on hand").
pub fn without_mentions(question: &str, products: &[crate::planner::ResolvedEntity]) -> String {
    let mut out = question.to_string();
    for p in products {
        if p.mention.is_empty() {
            continue;
        }
        // Byte offsets of a lowercased copy match the original for ASCII; a title with other
        // letters is left in place rather than cut at the wrong byte.
        let lower = out.to_lowercase();
        if lower.len() != out.len() {
            continue;
        }
        if let Some(at) = lower.find(&p.mention.to_lowercase()) {
            out.replace_range(at..at + p.mention.len(), " ");
        }
    }
    out
}

/// Words of lateness and of getting orders to buyers.
const LATE: &[&str] = &["late", "delayed", "overdue"];
const SHIPPING: &[&str] = &[
    "ship",
    "shipped",
    "shipping",
    "shipment",
    "shipments",
    "deliver",
    "delivered",
    "delivery",
    "deliveries",
    "dispatch",
    "dispatched",
    "order",
    "orders",
    "package",
    "packages",
    "parcel",
    "parcels",
];

/// Measures a question asks about in words the ontology's phrases do not hold in that order:
/// "were my shipments late", "did i ship late", "were orders delivered late" ask about the
/// late shipment rate (the ontology has "late shipments" and "shipped late"). Lateness in
/// this business is of shipping alone, so lateness with a word of shipping is that rate;
/// unread, "were my shipments late last month" was explained as revenue and the account-health
/// check (the late shipment rate against its policy threshold) never ran (stop 35).
///
/// "Tracking" as a thing the seller has ("my tracking", "the tracking numbers", "was anything
/// wrong with our tracking") is the valid tracking rate; as a verb ("how are we tracking
/// against last year") it asks how the business goes, so the ontology leaves the word alone
/// and only the noun's shape is read here (stop 36: "was anything wrong with my tracking in
/// june 2025" never ran the account-health check). Cancelling, as a verb, is the
/// cancellation rate.
pub fn implied(question: &str) -> Vec<String> {
    let words: Vec<String> = tokens(question).into_iter().map(|t| t.word).collect();
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    let mut out = Vec::new();
    if has(LATE) && has(SHIPPING) {
        out.push("late_shipment_rate".to_string());
    }
    let tracking_noun = words.iter().enumerate().any(|(i, w)| {
        w == "tracking"
            && (i > 0 && matches!(words[i - 1].as_str(), "my" | "our" | "the" | "with" | "of")
                || words.get(i + 1).is_some_and(|n| {
                    matches!(
                        n.as_str(),
                        "number"
                            | "numbers"
                            | "id"
                            | "ids"
                            | "code"
                            | "codes"
                            | "info"
                            // "any tracking issues in february" (stop 38).
                            | "issue"
                            | "issues"
                            | "problem"
                            | "problems"
                            | "trouble"
                    )
                }))
    });
    if tracking_noun {
        out.push("valid_tracking_rate".to_string());
    }
    // The verb of cancelling ("did too many orders get cancelled"): in this business only
    // orders are cancelled, and the rate of it is the account-health metric; the ontology
    // holds the nouns only ("cancellations"), so the check never ran (stop 37).
    if has(CANCELLED) {
        out.push("cancellation_rate".to_string());
    }
    out
}

/// Whether the question asks about restocking in words the ontology does not hold: "order
/// more of", "top up stock", "stock up", "buy more", "selling out". The verb "order" there is no count of
/// orders (stop 38: "anything i need to order more of" was answered with 30 days of orders).
pub fn restocking(question: &str) -> bool {
    let words: Vec<String> = tokens(question).into_iter().map(|t| t.word).collect();
    words.windows(2).any(|w| {
        matches!(
            (w[0].as_str(), w[1].as_str()),
            ("order" | "buy" | "reorder", "more")
                | ("top" | "topping" | "stock", "up")
                // "close to selling out": stock running out, ahead.
                | ("selling", "out")
        )
    })
}

/// The ids of the measures the question asks about: those it names ([`named`]) and those it
/// implies ([`implied`]); a restocking wording ([`restocking`]) is the days of cover, and its
/// verb "order" is no count of orders.
pub fn measures(question: &str, index: &MeasureIndex) -> Vec<String> {
    let mut out = named(question, index);
    for m in implied(question) {
        if !out.contains(&m) {
            out.push(m);
        }
    }
    if restocking(question) {
        out.retain(|m| m != "orders");
        if !out.iter().any(|m| m == "days_of_cover") {
            out.push("days_of_cover".to_string());
        }
    }
    out
}

/// Words that ask which way a figure is heading over time.
const HEADING: &[&str] = &[
    "trend",
    "trends",
    "trending",
    "heading",
    "direction",
    "growing",
    "shrinking",
    "improving",
    "worsening",
    "sliding",
    "climbing",
];

/// Whether the question asks where a figure is heading ("is my revenue trending up", "which
/// way are my orders heading", "has my conversion been improving", "is ad spend going up or
/// down lately"): the trend is then stated whatever its significance, as "no clear trend"
/// with its slope and p-value when it is not significant (stop 38: "is my revenue trending
/// up" gave the year-on-year change and unusual days, and nothing on the trend).
pub fn heading(question: &str) -> bool {
    let words: Vec<String> = tokens(question).into_iter().map(|t| t.word).collect();
    words.iter().any(|w| HEADING.contains(&w.as_str()))
        || words.windows(2).any(|w| {
            matches!(
                (w[0].as_str(), w[1].as_str()),
                ("going" | "moving" | "headed", "up" | "down") | ("which", "way")
            )
        })
}

/// The verb forms of cancelling, both spellings.
const CANCELLED: &[&str] = &[
    "cancel",
    "cancels",
    "cancelled",
    "canceled",
    "cancelling",
    "canceling",
];

/// Words that ask about the state of something, not about a change of it.
const STATE: &[&str] = &[
    "wrong",
    "off",
    "up",
    "issue",
    "issues",
    "problem",
    "problems",
    "trouble",
    "ok",
    "okay",
    "fine",
    "doing",
    "going",
    "happening",
    "healthy",
    "anything",
    "something",
    "odd",
    "weird",
];
/// Words that ask about a change (and its cause).
const CHANGE: &[&str] = &[
    "why", "whyd", "drop", "dropped", "fall", "fell", "less", "more", "down", "decline",
    "declined", "change", "changed", "rise", "rose", "grow", "grew", "dip", "dipped", "slump",
    "tank", "tanked", "cause", "caused", "drove", "driving",
];

/// Whether the question asks about a change (or its cause): "why did my refunds go up".
pub fn about_change(question: &str) -> bool {
    tokens(question)
        .into_iter()
        .any(|t| CHANGE.contains(&t.word.as_str()))
}

/// Whether the question asks how something is (is anything wrong with it, how is it doing)
/// rather than why it changed: the first is answered over the recent weeks, the second over
/// the latest period (`InsightGenerator` periods, stop 35). "something up with" is a state;
/// "sales up" beside a change word is not.
pub fn about_state(question: &str) -> bool {
    let words: Vec<String> = tokens(question).into_iter().map(|t| t.word).collect();
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    has(STATE) && !has(CHANGE)
}

/// The ids of the measures the question names, for a domain's `finding.when`
/// (`asked_measures`): "refund rate compared with category peers" states the refund rate's
/// position even where it is close to the median.
pub fn named(question: &str, index: &MeasureIndex) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for m in index.find(&tokens(question)) {
        if !out.contains(&m.measure) {
            out.push(m.measure);
        }
    }
    out
}

/// The grains of the season a question names: "month" ("which months are my busiest",
/// "monthly") and "weekday" ("do i sell more on weekends", "which day of the week"). The
/// seasonality findings of the named grain come first: "which months are my busiest" had six
/// weekdays before the first month.
pub fn grains(question: &str) -> Vec<&'static str> {
    let words: Vec<String> = tokens(question).into_iter().map(|t| t.word).collect();
    let has = |list: &[&str]| words.iter().any(|w| list.contains(&w.as_str()));
    let mut out = Vec::new();
    if has(&["month", "months", "monthly"]) {
        out.push("month");
    }
    // "day of the week" (the tokens may drop "of the"): a day, then the week within 3 words.
    let day_of_week = words.iter().enumerate().any(|(i, w)| {
        matches!(w.as_str(), "day" | "days")
            && words.iter().skip(i + 1).take(3).any(|x| x == "week")
    });
    if day_of_week || has(&["weekday", "weekdays", "weekend", "weekends"]) {
        out.push("weekday");
    }
    out
}

/// The way the question says the figure went, when it says one way only: "down" ("what
/// knocked my sales back", "why did revenue dip", "came in soft"), "up" ("why did visits
/// jump"), else none ("up or down", "growing or shrinking", no direction). A verb's base or
/// -ing form counts only after an auxiliary ("why did sales drop", "why is revenue falling"):
/// "how can I grow my sales" asks for advice, not why something grew. The answer says so
/// when the data went the other way, instead of listing causes of a fall that did not happen
/// (stop 37: six of eight "why did it drop" questions asked of months that rose).
pub fn direction(question: &str) -> Option<&'static str> {
    let words: Vec<String> = tokens(question).into_iter().map(|t| t.word).collect();
    // "up or down" asks which way it went.
    if words.windows(3).any(|w| {
        w[1] == "or"
            && matches!(
                (w[0].as_str(), w[2].as_str()),
                ("up", "down") | ("down", "up")
            )
    }) {
        return None;
    }
    let (mut down, mut up) = (false, false);
    let mut auxiliary = false;
    for (i, w) in words.iter().enumerate() {
        let before = i
            .checked_sub(1)
            .and_then(|j| words.get(j))
            .map(String::as_str);
        let w = w.as_str();
        if AUXILIARY.contains(&w) {
            auxiliary = true;
        }
        match w {
            // "break it down by product" asks for a breakdown.
            "down" if !matches!(before, Some("break" | "broken" | "breaking" | "it")) => {
                down = true
            }
            // "knocked my sales back", "held sales back".
            "back"
                if words[..i]
                    .iter()
                    .any(|x| matches!(x.as_str(), "knocked" | "knock" | "held" | "set")) =>
            {
                down = true
            }
            "off"
                if matches!(
                    before,
                    Some("fall" | "fell" | "falling" | "dropped" | "tailed")
                ) =>
            {
                down = true
            }
            // A noun of the change ("took a dip", "explain the drop", "the jump in visits").
            w if matches!(before, Some("a" | "the" | "that" | "this"))
                && (DOWN_VERB.contains(&w) || UP_VERB.contains(&w)) =>
            {
                if DOWN_VERB.contains(&w) {
                    down = true
                } else {
                    up = true
                }
            }
            w if DOWN_DONE.contains(&w) => down = true,
            w if UP_DONE.contains(&w) => up = true,
            w if auxiliary && DOWN_VERB.contains(&w) => down = true,
            w if auxiliary && UP_VERB.contains(&w) => up = true,
            _ => {}
        }
    }
    match (down, up) {
        (true, false) => Some("down"),
        (false, true) => Some("up"),
        _ => None,
    }
}

/// Words after which a verb's base or -ing form tells what happened.
const AUXILIARY: &[&str] = &[
    "did", "didnt", "does", "do", "has", "have", "is", "are", "was", "were", "been", "s",
];
/// Past forms and adjectives that say a figure fell (or was weak).
const DOWN_DONE: &[&str] = &[
    "dropped",
    "fell",
    "fallen",
    "declined",
    "dipped",
    "slumped",
    "tanked",
    "sagged",
    "slipped",
    "soft",
    "softer",
    "weaker",
    "shrank",
    "plunged",
    "plummeted",
    "crashed",
    "slowed",
];
/// Base and -ing forms of falling: counted after an auxiliary only.
const DOWN_VERB: &[&str] = &[
    "drop",
    "dropping",
    "fall",
    "falling",
    "decline",
    "declining",
    "dip",
    "dipping",
    "slump",
    "tank",
    "tanking",
    "sag",
    "sagging",
    "slip",
    "slipping",
    "shrink",
    "shrinking",
    "plunge",
    "crash",
    "crashing",
];
/// Past forms that say a figure rose.
const UP_DONE: &[&str] = &[
    "rose", "risen", "jumped", "grew", "grown", "climbed", "spiked", "surged", "soared", "boomed",
];
/// Base and -ing forms of rising: counted after an auxiliary only.
const UP_VERB: &[&str] = &[
    "rise", "rising", "jump", "jumping", "grow", "growing", "climb", "climbing", "spike",
    "spiking", "surge", "surging", "soar", "soaring",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::measure::{Measure, MeasureKind};

    fn measure(id: &str, words: &[&str]) -> Measure {
        Measure {
            id: id.into(),
            name: id.replace('_', " "),
            kind: MeasureKind::Flow,
            words: words.iter().map(|w| w.to_string()).collect(),
            weak_words: vec!["units".into()],
            not: Vec::new(),
            all_data_by_default: false,
            adds_across_products: false,
            lists_smallest_first: false,
        }
    }

    #[test]
    fn a_state_is_not_a_change() {
        for q in [
            "is anything wrong with the chef's knife",
            "is something up with the sleeping bag",
            "how is the hair dryer doing",
        ] {
            assert!(about_state(q), "{q}");
        }
        for q in [
            "why did the knife sell less",
            "what's wrong, why did sales drop",
        ] {
            assert!(!about_state(q), "{q}");
        }
    }

    #[test]
    fn lateness_of_shipping_is_the_late_shipment_rate() {
        for q in [
            "were my shipments late last month",
            "did i ship late in april 2024",
            "were orders delivered late in q3",
        ] {
            assert_eq!(implied(q), ["late_shipment_rate"], "{q}");
        }
        for q in [
            "why was my late night traffic low",
            "why did orders drop in may",
        ] {
            assert!(implied(q).is_empty(), "{q}");
        }
    }

    #[test]
    fn tracking_as_a_thing_is_the_valid_tracking_rate() {
        for q in [
            "was anything wrong with my tracking in june 2025",
            "any problems with tracking numbers last month",
        ] {
            assert_eq!(implied(q), ["valid_tracking_rate"], "{q}");
        }
        // The verb asks how the business goes.
        assert!(implied("how are we tracking against last year").is_empty());
    }

    #[test]
    fn names_only_what_no_domain_covers() {
        let measures = MeasureFile {
            measures: vec![
                measure("revenue", &["revenue", "sales"]),
                measure("units_sold", &["units sold", "sold"]),
                measure("sessions", &["sessions", "traffic"]),
                measure("conversion_rate", &["conversion rate", "conversion"]),
                measure("rate_x", &["rate"]),
                measure("units_on_hand", &["stock", "in stock"]),
            ],
            ..MeasureFile::default()
        };
        let mut d: DomainPath = serde_json::from_value(serde_json::json!({
            "name": "performance", "description": "x", "metric": "revenue",
            "covers": ["units_sold"], "retrieve": [], "methods": [],
            "prompt": "p", "template": "t", "examples": []
        }))
        .unwrap();
        let index = MeasureIndex::from_ontology(&measures);
        let not_covered = |q: &str, ds: &[&DomainPath]| not_covered(q, &index, &measures, ds);
        let ds = [&d];
        assert!(not_covered("why did my sales drop", &ds).is_empty());
        assert!(not_covered("why are fewer units sold", &ds).is_empty());
        assert_eq!(
            not_covered("why did my sessions and revenue fall", &ds),
            vec!["sessions"]
        );
        // The longest phrase wins: "conversion rate" is one measure, not also "rate".
        assert_eq!(
            not_covered("what happened to my conversion rate", &ds),
            vec!["conversion rate"]
        );
        // A product's name is no measure word.
        let stock_pot = crate::planner::ResolvedEntity {
            kind: "product".into(),
            id: "P0001".into(),
            label: "Stock Pot".into(),
            mention: "stock pot".into(),
        };
        let q = "how is my Stock Pot doing this month";
        assert_eq!(not_covered(q, &ds), vec!["units_on_hand".replace('_', " ")]);
        let q = without_mentions(q, &[stock_pot]);
        assert!(not_covered(&q, &ds).is_empty(), "{q}");
        d.covers.push("conversion_rate".into());
        let ds = [&d];
        assert!(not_covered("what happened to my conversion rate", &ds).is_empty());
    }

    #[test]
    fn direction_is_said_once_and_after_an_auxiliary_for_a_verb() {
        assert_eq!(
            direction("what knocked my sales back in march"),
            Some("down")
        );
        assert_eq!(direction("how come revenue came in soft"), Some("down"));
        assert_eq!(direction("sales took a dip in november"), Some("down"));
        assert_eq!(direction("why did traffic fall off"), Some("down"));
        assert_eq!(direction("why did visits jump in august"), Some("up"));
        assert_eq!(direction("are my sales growing or shrinking"), None);
        assert_eq!(direction("is my revenue up or down"), None);
        assert_eq!(direction("how can i grow my sales"), None);
        assert_eq!(direction("break it down by product"), None);
    }

    #[test]
    fn grains_are_months_or_weekdays() {
        assert_eq!(grains("which months are my busiest"), vec!["month"]);
        assert_eq!(grains("do i sell more on weekends"), vec!["weekday"]);
        assert_eq!(grains("best day of the week"), vec!["weekday"]);
        assert!(grains("why did revenue drop").is_empty());
    }

    #[test]
    fn cancelling_is_the_cancellation_rate() {
        assert!(
            implied("did too many orders get cancelled").contains(&"cancellation_rate".to_string())
        );
        assert!(implied("were orders canceled in april").contains(&"cancellation_rate".to_string()));
    }

    #[test]
    fn heading_is_where_a_figure_goes_over_time() {
        for q in [
            "is my revenue trending up",
            "which way are my orders heading",
            "has my conversion been improving",
            "is ad spend going up or down lately",
            "is the shop growing",
        ] {
            assert!(heading(q), "{q}");
        }
        for q in [
            "why did revenue drop in october",
            "how am i doing",
            "sales last week",
        ] {
            assert!(!heading(q), "{q}");
        }
    }

    #[test]
    fn ordering_more_is_restocking_not_orders() {
        for q in [
            "anything i need to order more of",
            "do i need to top up stock on anything",
            "should i stock up before christmas",
            "what's close to selling out",
        ] {
            assert!(restocking(q), "{q}");
        }
        for q in [
            "how many orders last week",
            "why did orders go up in november",
        ] {
            assert!(!restocking(q), "{q}");
        }
    }
}
