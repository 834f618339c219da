//! How a condition is written: a comparator before the number ("more than $25,000", "at least
//! 3"), a bound after it ("3 or more", "5+"), an average of stars ("average 4 stars or
//! better"), stock at zero ("out of stock") or an absence ("no ad spend", "didn't sell"). Split
//! from `mod.rs`, which reads what is counted and plans the count.

use super::Condition;

/// Comparators written before the number, longest first; the op keeps the row's value on the
/// left ("more than 5": value > 5).
const COMPARATORS: &[(&[&str], &str)] = &[
    (&["no", "more", "than"], "<="),
    (&["no", "less", "than"], ">="),
    (&["not", "more", "than"], "<="),
    (&["at", "least"], ">="),
    (&["at", "most"], "<="),
    (&["more", "than"], ">"),
    (&["greater", "than"], ">"),
    (&["higher", "than"], ">"),
    (&["bigger", "than"], ">"),
    (&["larger", "than"], ">"),
    (&["less", "than"], "<"),
    (&["fewer", "than"], "<"),
    (&["lower", "than"], "<"),
    (&["smaller", "than"], "<"),
    (&["cheaper", "than"], "<"),
    (&["over"], ">"),
    (&["above"], ">"),
    (&["exceeding"], ">"),
    (&["exceeded"], ">"),
    (&["exceed"], ">"),
    (&["beyond"], ">"),
    // "How many weeks did we clear 120 grand": to clear a bar is to go over it.
    (&["clear"], ">"),
    (&["cleared"], ">"),
    (&["clears"], ">"),
    (&["under"], "<"),
    (&["below"], "<"),
    (&["exactly"], "=="),
    (&[">="], ">="),
    (&["<="], "<="),
    (&[">"], ">"),
    (&["<"], "<"),
];

/// The question's words for this module: lower case, split on white space, with the
/// punctuation that cannot be part of a number or a comparator trimmed.
pub(super) fn words(question: &str) -> Vec<String> {
    question
        .split_whitespace()
        .map(|w| {
            // A typographic apostrophe ("didn’t") is the same word.
            w.to_lowercase()
                .replace('\u{2019}', "'")
                .trim_matches(|c: char| !(c.is_alphanumeric() || "$%<>=.".contains(c)))
                .trim_end_matches('.')
                .to_string()
        })
        // "hw many products r out of stock": the chat spellings read as the tokens read them.
        .map(|w| crate::planner::text::chat_word(&w).map_or(w, String::from))
        .filter(|w| !w.is_empty())
        .collect()
}

/// A number as sellers write it: "25000", "25,000", "$25,000", "$25k", "1.5m", "4%", "4.5";
/// with `percent` when a percent sign is attached or the next word is "percent" / "%".
pub(super) fn number(w: &str, next: Option<&str>) -> Option<(f64, bool)> {
    let mut s = w.trim_start_matches(['$', '£', '€']).replace(',', "");
    let mut percent = false;
    if let Some(x) = s.strip_suffix('%') {
        s = x.to_string();
        percent = true;
    }
    // "120 grand": thousands (of dollars, said in `condition`).
    let mut scale = if next == Some("grand") { 1_000.0 } else { 1.0 };
    if let Some(x) = s.strip_suffix('k') {
        s = x.to_string();
        scale = 1_000.0;
    } else if let Some(x) = s.strip_suffix('m') {
        s = x.to_string();
        scale = 1_000_000.0;
    }
    // "Under twenty units": a number in words from two, unless a number follows ("at least
    // one 1 star review" counts a star rating; "one" is too often no count: "over one year").
    // Nor part of a longer number ("over two hundred units" was read as over two).
    let digit_next = next.is_some_and(|n| {
        n.chars().next().is_some_and(|c| c.is_ascii_digit())
            || crate::planner::parse::number(n).is_some()
            || matches!(n, "hundred" | "thousand" | "million" | "grand" | "k")
    });
    if !percent && !digit_next && s.chars().all(char::is_alphabetic) {
        // "One" before a counted thing of the figures ("at least one unit", "more than one
        // order") is the number: read only from two, "how many products sold at least one
        // unit last week" asked back what to count.
        let one_counted = matches!(
            next,
            Some("unit" | "order" | "sale" | "review" | "session" | "click" | "refund" | "return")
        );
        if let Some(n) =
            crate::planner::parse::number(&s).filter(|&n| n >= 2 || (n == 1 && one_counted))
        {
            return Some((
                n as f64 * scale,
                matches!(next, Some("percent" | "%" | "pct")),
            ));
        }
    }
    if s.is_empty() || !s.chars().next().is_some_and(|c| c.is_ascii_digit()) {
        return None;
    }
    let v: f64 = s.parse().ok()?;
    if matches!(next, Some("percent" | "%" | "pct")) {
        percent = true;
    }
    Some((v * scale, percent))
}

/// Words that make a number of stars an average rating ("average 4 stars or better",
/// "averaging at least 4 stars"), not a filter of the reviews with that many stars.
/// ("reviews rated 4 stars", "a rating of 4 stars or more" filter reviews: not here.)
pub const AVERAGE_WORDS: &[&str] = &["average", "averages", "averaging", "avg"];

/// "Average 4 stars or better", "rated at least 4 stars", "averaging under 3 stars": a
/// condition on the average rating. Read as a star filter, it counted the reviews with 4 or 5
/// stars, when what is counted is products whose reviews average that.
fn average_stars(ws: &[String]) -> Option<Condition> {
    let at = ws.iter().position(|w| w.starts_with("star"))?;
    let n = at.checked_sub(1)?;
    let (value, _) = number(&ws[n], None).filter(|(v, _)| (1.0..=5.0).contains(v))?;
    let from = n.saturating_sub(4);
    if !ws[from..n]
        .iter()
        .any(|w| AVERAGE_WORDS.contains(&w.as_str()))
    {
        return None;
    }
    let before = COMPARATORS.iter().find_map(|(phrase, op)| {
        let start = n.checked_sub(phrase.len())?;
        ws[start..n]
            .iter()
            .zip(phrase.iter())
            .all(|(a, b)| a == b)
            .then_some((*op, start))
    });
    let after = match (
        ws.get(at + 1).map(String::as_str),
        ws.get(at + 2).map(String::as_str),
    ) {
        (Some("or"), Some("better" | "more" | "higher" | "above" | "up")) => Some(">="),
        (Some("or"), Some("worse" | "less" | "lower" | "below" | "under")) => Some("<="),
        (Some("plus"), _) => Some(">="),
        _ => None,
    };
    let (op, start, end) = match (before, after) {
        (Some((op, start)), None) => (op, start, at),
        (None, Some(op)) => (op, n, at + 2),
        _ => return None,
    };
    Some(Condition {
        op,
        value,
        percent: false,
        money: false,
        measure: Some("average_rating"),
        absence: false,
        text: ws[start..=end.min(ws.len() - 1)].join(" "),
    })
}

/// "Did revenue top $25k", "how many days did orders top 500": "top" as a verb, to go over a
/// bar, after "did" / "does" / "do" a few words before. Elsewhere "top 5" ranks ("the top 5
/// products", "top 10 by revenue"), so the verb is read only in that clause; "topped" and
/// "tops" are verbs wherever they stand. Unread, the count had no condition and was asked back.
fn passing(ws: &[String], i: usize) -> &'static [(&'static [&'static str], &'static str)] {
    const VERB: &[(&[&str], &str)] = &[(&["topped"], ">"), (&["tops"], ">"), (&["top"], ">")];
    const PAST_ONLY: &[(&[&str], &str)] = &[(&["topped"], ">"), (&["tops"], ">")];
    let asked = ws[i.saturating_sub(4)..i]
        .iter()
        .any(|w| matches!(w.as_str(), "did" | "does" | "do" | "didn't" | "will"))
        && !matches!(
            i.checked_sub(1).map(|k| ws[k].as_str()),
            Some("the" | "my" | "our" | "your" | "his" | "her" | "their")
        );
    if asked {
        VERB
    } else {
        PAST_ONLY
    }
}

/// The condition's words as the answer says them: "top" as a verb is said "over" ("5 days
/// with revenue over $25k", not "revenue top $25k", which reads as a ranking).
fn said(ws: &[String]) -> String {
    match ws.split_first() {
        Some((first, rest)) if first.starts_with("top") => std::iter::once("over")
            .chain(rest.iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(" "),
        _ => ws.join(" "),
    }
}

/// A number written in words with its scale ("two hundred", "a hundred", "four thousand",
/// "one hundred and fifty", "2 hundred"): its value and how many words it takes. None for a
/// bare number word (read by [`number`]) or a scale with nothing before it.
fn scaled_words(ws: &[String]) -> Option<(f64, usize)> {
    let head = ws.first()?.as_str();
    let lead = match head {
        "a" | "an" => 1.0,
        w => w
            .parse::<f64>()
            .ok()
            .or_else(|| crate::planner::parse::number(w).map(|n| n as f64))?,
    };
    let scale = match ws.get(1).map(String::as_str) {
        Some("hundred") => 100.0,
        Some("thousand") => 1_000.0,
        Some("million") => 1_000_000.0,
        _ => return None,
    };
    // "A hundred and fifty", "two hundred twenty": the words after the scale, below it.
    let rest = |k: usize| {
        ws.get(k)
            .and_then(|w| crate::planner::parse::number(w))
            .filter(|&n| n > 0)
            .map(|n| n as f64)
    };
    let (tail, len) = match (ws.get(2).map(String::as_str), rest(2), rest(3)) {
        (_, Some(n), _) if n < scale => (n, 3),
        (Some("and"), _, Some(n)) if n < scale => (n, 4),
        _ => (0.0, 2),
    };
    Some((lead * scale + tail, len))
}

/// The first numeric condition of the question, if any.
pub fn condition(question: &str) -> Option<Condition> {
    let ws = words(question);
    if let Some(c) = average_stars(&ws) {
        return Some(c);
    }
    for i in 0..ws.len() {
        for (phrase, op) in COMPARATORS.iter().chain(passing(&ws, i).iter()) {
            let end = i + phrase.len();
            if end > ws.len() || ws[i..end].iter().zip(phrase.iter()).any(|(a, b)| a != b) {
                continue;
            }
            // "Over two hundred units", "more than a hundred": a number in words with its
            // scale, read whole (the word before the scale alone is not the number).
            if let Some((value, len)) = scaled_words(&ws[end..]) {
                let last = end + len - 1;
                return Some(Condition {
                    op,
                    value,
                    percent: false,
                    money: matches!(
                        ws.get(last + 1).map(String::as_str),
                        Some("dollars" | "usd" | "bucks")
                    ),
                    measure: None,
                    absence: false,
                    text: said(&ws[i..=last]),
                });
            }
            let Some((value, percent)) = ws
                .get(end)
                .and_then(|w| number(w, ws.get(end + 1).map(String::as_str)))
            else {
                continue;
            };
            // "5 or more" after the number turns "over"-less wordings into >=; a number of
            // stars is a star filter, not a condition on a measure.
            if ws.get(end + 1).is_some_and(|w| w.starts_with("star")) {
                return None;
            }
            let next = ws.get(end + 1).map(String::as_str);
            return Some(Condition {
                op,
                value,
                percent,
                money: ws[end].starts_with(['$', '£', '€'])
                    || matches!(next, Some("dollars" | "usd" | "bucks" | "grand")),
                measure: None,
                absence: false,
                // "120 grand" said whole: "clear 120" read as a hundred and twenty.
                text: said(&ws[i..=end + usize::from(next == Some("grand"))]),
            });
        }
    }
    // "Sell 3 or more", "5+ units", "2 or fewer": the comparison written after the number.
    if let Some(c) = bound_after(&ws) {
        return Some(c);
    }
    // "Out of stock" / "zero stock": units on hand equal to 0.
    for phrase in [
        &["out", "of", "stock"][..],
        &["zero", "stock"],
        &["no", "stock"],
    ] {
        if ws
            .windows(phrase.len())
            .any(|w| w.iter().zip(phrase).all(|(a, b)| a == b))
        {
            return Some(nothing_on_hand(phrase.join(" ")));
        }
    }
    // "Days we had zero frying pans on hand", "none of the kettle in stock": nothing on hand,
    // the thing named between. Read as nothing, the count was asked back.
    if let Some(at) = ws
        .iter()
        .position(|w| matches!(w.as_str(), "zero" | "none" | "0"))
    {
        let end = (at + 2..ws.len().min(at + 6)).find(|&k| {
            matches!(
                (ws[k - 1].as_str(), ws[k].as_str()),
                ("on", "hand") | ("in", "stock")
            )
        });
        if let Some(end) = end {
            return Some(nothing_on_hand(ws[at..=end].join(" ")));
        }
    }
    absence(&ws)
}

/// A number followed by the side it bounds: "3 or more", "5 or higher", "2 or fewer", "10
/// plus". A number of stars is a star filter or an average rating (`average_stars`), not this.
fn bound_after(ws: &[String]) -> Option<Condition> {
    for (i, w) in ws.iter().enumerate() {
        let Some((value, percent)) = number(w, ws.get(i + 1).map(String::as_str)) else {
            continue;
        };
        let next = |k: usize| ws.get(i + k).map(String::as_str);
        if next(1).is_some_and(|x| x.starts_with("star")) {
            return None;
        }
        let (op, end) = match (next(1), next(2)) {
            (Some("plus"), _) => (">=", i + 1),
            (Some("or"), Some("more" | "higher" | "above" | "over" | "greater")) => (">=", i + 2),
            (Some("or"), Some("less" | "fewer" | "lower" | "below" | "under")) => ("<=", i + 2),
            _ => continue,
        };
        return Some(Condition {
            op,
            value,
            percent,
            money: ws[i].starts_with(['$', '£', '€']),
            measure: None,
            absence: false,
            text: ws[i..=end].join(" "),
        });
    }
    None
}

/// Verbs of selling negated: the thing did not sell (units sold 0).
const NOT_SOLD: &[&[&str]] = &[
    &["didn't", "sell"],
    &["didnt", "sell"],
    &["did", "not", "sell"],
    &["haven't", "sold"],
    &["havent", "sold"],
    &["have", "not", "sold"],
    &["hasn't", "sold"],
    &["has", "not", "sold"],
    &["never", "sold"],
    &["not", "sold"],
    &["unsold"],
    // "which products sold nothing": the seller's own words for it, not "products sold".
    &["sold", "nothing"],
    &["sold", "none"],
    &["sold", "zero"],
    &["sell", "zero"],
    &["sell", "none"],
    &["sold", "0"],
    &["sell", "0"],
    &["sell", "nothing"],
    // "how many days did the grey frying pan not sell": the product's name, masked, leaves
    // "did the not sell".
    &["not", "sell"],
    &["zero", "sales"],
    &["no", "sales"],
];

/// An absence: "no ad spend", "zero sessions", "without any reviews", "didn't sell". The
/// condition is the question's own measure at 0 ("didn't sell" names units sold). Read after
/// the numeric comparators, so "no more than 3" stays a comparison.
fn absence(ws: &[String]) -> Option<Condition> {
    for phrase in NOT_SOLD {
        if ws
            .windows(phrase.len())
            .any(|w| w.iter().zip(phrase.iter()).all(|(a, b)| a == b))
        {
            return Some(Condition {
                op: "==",
                value: 0.0,
                percent: false,
                money: false,
                measure: Some("units_sold"),
                absence: true,
                text: phrase.join(" "),
            });
        }
    }
    for i in 0..ws.len() {
        let skip = match (ws[i].as_str(), ws.get(i + 1).map(String::as_str)) {
            ("no" | "zero", _) => 1,
            ("without", Some("any")) | ("not", Some("any")) => 2,
            ("without", _) => 1,
            _ => continue,
        };
        // The word after the negation must be a word, not a number ("zero 5-star reviews" is
        // not an absence of reviews) nor a comparison ("no more", "no less").
        let next = ws.get(i + skip)?;
        if !next.chars().next().is_some_and(char::is_alphabetic)
            || matches!(
                next.as_str(),
                "more" | "less" | "fewer" | "longer" | "one" | "idea"
            )
        {
            continue;
        }
        return Some(Condition {
            op: "==",
            value: 0.0,
            percent: false,
            money: false,
            measure: None,
            absence: true,
            text: ws[i..=i + skip].join(" "),
        });
    }
    None
}

/// Nothing on hand: a day out of stock, as the words `text` said it.
fn nothing_on_hand(text: String) -> Condition {
    Condition {
        op: "==",
        value: 0.0,
        percent: false,
        money: false,
        measure: Some("units_on_hand"),
        absence: false,
        text,
    }
}
