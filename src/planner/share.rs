//! A part's share of the whole: "what percent of my revenue came from the skillet", "what share
//! of units did the dutch oven make up", "revenue share by product".
//!
//! Before this, the words "percent of" were not read: the plan answered the skillet's revenue
//! alone, a number that is not the one asked for, said with confidence. A share is planned as
//! every product's figure for the period (no product filter, so the total is the whole store's)
//! followed by `share_of_total`, which keeps the named products' rows when some were named.
//!
//! Only a measure that adds up across products has a share (revenue, units, orders, sessions,
//! ad spend, refunds: flows and counts). "What percent is my conversion rate" names a rate,
//! which already is a percent: no share is read. A market share needs the whole market's sales,
//! which no API holds: asked back, never answered with the seller's own split.

use serde_json::json;

use super::intent::IntentShape;
use super::shapes::tool_step;
use super::text::Token;
use super::{AnswerShape, Candidate, PlannedQuery, PlannerOutcome};
use crate::plan::Step;

/// The words that asked for a share.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareCue {
    /// "percent", "share", "%", ...
    pub word: String,
    /// "market share": of the whole market, not of the seller's own total.
    pub market: bool,
}

const SHARE_WORDS: &[&str] = &[
    "percent",
    "percentage",
    "pct",
    "share",
    "proportion",
    "fraction",
    "portion",
];

/// The share asked for, if the words ask for one. `question` is the question with its time
/// expressions masked (a "%" there is "what % of", not a threshold like "above 5%": a
/// number right before it makes it a threshold); `toks` its words.
pub fn cue(question: &str, toks: &[Token]) -> Option<ShareCue> {
    for (i, t) in toks.iter().enumerate() {
        if SHARE_WORDS.contains(&t.word.as_str()) || SHARE_WORDS.contains(&t.stem.as_str()) {
            // "5 percent" is a threshold or an amount, not a share asked for.
            if i > 0
                && toks[i - 1]
                    .word
                    .chars()
                    .all(|c| c.is_ascii_digit() || c == '.')
            {
                continue;
            }
            // "Kindly share total ad spend", "pls share my sessions", "can you share the
            // units": the verb, asking to be told, not a fraction (it was asked "a share of
            // your ad spend of what?"). A share noun follows a determiner or an adjective
            // ("what share", "the share", "my share") and is followed by "of" or a measure
            // only after one of those.
            if is_share_verb(toks, i) {
                continue;
            }
            // "Percent change in revenue", "% increase vs last month", "percentage drop": the
            // size of a change between periods, in percent, not a part of a whole (it was asked
            // back as "a share of your revenue of what?").
            if names_change(toks.get(i + 1)) {
                continue;
            }
            let market = i > 0 && toks[i - 1].stem == "market";
            return Some(ShareCue {
                word: t.word.clone(),
                market,
            });
        }
    }
    let b = question.as_bytes();
    for (i, &c) in b.iter().enumerate() {
        if c == b'%' {
            let before = question[..i].trim_end();
            let after = question[i + 1..].split_whitespace().next().map(|w| {
                w.trim_matches(|c: char| !c.is_alphanumeric())
                    .to_ascii_lowercase()
            });
            let change_after = after.is_some_and(|w| CHANGE_WORDS.contains(&w.as_str()));
            if !before.ends_with(|c: char| c.is_ascii_digit()) && !change_after {
                return Some(ShareCue {
                    word: "%".into(),
                    market: false,
                });
            }
        }
    }
    None
}

/// Words of a change between two figures: after "percent" or "%" they ask for a change in
/// percent, which the comparison gives, not a share.
const CHANGE_WORDS: &[&str] = &[
    "change",
    "changes",
    "increase",
    "increases",
    "decrease",
    "decreases",
    "growth",
    "grew",
    "difference",
    "diff",
    "drop",
    "dropped",
    "rise",
    "rose",
    "fall",
    "fell",
    "up",
    "down",
    "higher",
    "lower",
    "more",
    "less",
    "gain",
    "decline",
    "jump",
];

fn names_change(next: Option<&Token>) -> bool {
    next.is_some_and(|t| {
        CHANGE_WORDS.contains(&t.word.as_str()) || CHANGE_WORDS.contains(&t.stem.as_str())
    })
}

/// Whether "share" at `i` is the verb: it opens the request, or follows a word of asking
/// ("kindly", "please", "pls", "pl", "plz", "can you", "could you", "you", "to", "and"), and
/// is followed by what is to be shared ("share total ad spend", "share me", "share my").
fn is_share_verb(toks: &[Token], i: usize) -> bool {
    let w = |k: usize| toks.get(k).map_or("", |t| t.word.as_str());
    if w(i) != "share" {
        return false;
    }
    let asking_before = i == 0
        || matches!(
            w(i - 1),
            "kindly" | "please" | "pls" | "plz" | "pl" | "you" | "u" | "to" | "and" | "just"
        );
    // What follows the verb is what is to be told: anything but the words a share noun takes
    // after it ("share of", "share by product", "share per brand", "share in q3"). "Can you
    // share revenue for last week" named a measure after the verb, and was asked back as a
    // share of revenue of what.
    let object_after = !w(i + 1).is_empty()
        && !matches!(
            w(i + 1),
            "of" | "by"
                | "per"
                | "for"
                | "in"
                | "across"
                | "among"
                | "between"
                | "from"
                | "is"
                | "was"
                | "did"
                | "has"
                | "%"
        );
    asking_before && object_after
}

/// A market share, asked back: the data holds the seller's own sales only. The example names
/// no product id: an id is one seller's, and the tenant guard withheld the sentence for every
/// other seller.
pub fn market_share() -> PlannerOutcome {
    PlannerOutcome::Clarify {
        question: "A market share needs the whole market's sales, which your data does not \
                   hold. I can give a product's share of your own sales (\"what share of my \
                   revenue came from\" and the product, \"last month\"), or where you stand in your category \
                   (\"how do I compare with my category\"). Which one?"
            .into(),
        mention: "market share".into(),
        candidates: vec![
            Candidate {
                id: "share of my revenue".into(),
                label: "a product's share of your own revenue".into(),
            },
            Candidate {
                id: "how do I compare with my category".into(),
                label: "your standing in your category".into(),
            },
        ],
        intent: None,
    }
}

/// "What percentage of revenue came from ads": the ad-attributed part of the sales. Ad sales
/// and revenue come from two APIs, and no plan divides one by the other yet: asked back with
/// the figures that can be given, never each product's share (the part named is the ads, not a
/// product).
pub fn ads_part() -> PlannerOutcome {
    PlannerOutcome::Clarify {
        question: "I cannot give the part of your sales that came from ads as one percentage \
                   yet. I can give your ad sales (the sales your ads are credited with) and your \
                   total revenue for the same period, to compare, or your ACOS (ad spend over ad \
                   sales). Which one?"
            .into(),
        mention: "share".into(),
        candidates: vec![
            Candidate {
                id: "ad sales".into(),
                label: "your ad-attributed sales".into(),
            },
            Candidate {
                id: "revenue".into(),
                label: "your total revenue".into(),
            },
            Candidate {
                id: "acos".into(),
                label: "your ACOS".into(),
            },
        ],
        intent: None,
    }
}

/// Whether the part of a share named after "from" / "came from" / "was" is the ads ("from
/// ads", "from advertising", "from ppc", "from sponsored products").
pub fn part_is_ads(toks: &[Token]) -> bool {
    toks.windows(2).any(|p| {
        matches!(p[0].word.as_str(), "from" | "by" | "via" | "through")
            && matches!(
                p[1].word.as_str(),
                "ads"
                    | "ad"
                    | "advertising"
                    | "ppc"
                    | "sponsored"
                    | "adverts"
                    | "advert"
                    | "campaigns"
                    | "marketing"
            )
    })
}

/// A share with no part named and no breakdown ("what percent of my revenue came from ads"):
/// which part is not known, so asked back with the readings that can be answered.
pub fn which_part(measure: &str) -> PlannerOutcome {
    PlannerOutcome::Clarify {
        question: format!(
            "A share of your {measure} of what? I can give each product's share (\"{measure} \
             share by product\") or one product's (\"what share of my {measure} came from\" and \
             the product's name)."
        ),
        mention: "share".into(),
        candidates: vec![
            Candidate {
                id: format!("{measure} share by product"),
                label: format!("each product's share of your {measure}"),
            },
            Candidate {
                id: "list my products".into(),
                label: "your products, to pick one".into(),
            },
        ],
        intent: None,
    }
}

/// Turns a per-product plan (every product's figure for one period) into the share of
/// `column`, keeping `keep` (product ids) when given. `max_rows`: the most rows an API gives
/// (its `limit` parameter's maximum), by the API's name. `Err` says why the plan cannot carry a share (its
/// shape), for the caller to ask back.
///
/// A ranking asked with the share ("what % of sales came from my #1 product", "share of
/// revenue from my top 3") is planned with a `limit`: the share of rows cut to that limit was
/// each row's part of the top N's own total (100% for the top 1), a wrong number said with
/// confidence. So the API is asked for every row it can give, the shares are taken of the
/// whole, and the asked N is kept after (`top_n`).
pub fn apply(
    built: &mut PlannedQuery,
    column: &str,
    keep: &[String],
    max_rows: impl Fn(&str) -> Option<u64>,
) -> Result<(), String> {
    let output = built.plan.outputs.first().cloned().unwrap_or_default();
    let per_product_rows = output == "products"
        && matches!(
            built.shape,
            AnswerShape::Breakdown | AnswerShape::SingleValue
        );
    if !per_product_rows {
        return Err(format!(
            "a share is given for one period at a time, of products' {column}"
        ));
    }
    // The ranking the plan asked of the API, lifted to after the share.
    let mut ranked = None;
    let api_params = built.plan.steps.iter_mut().find_map(|s| match s {
        Step::Api(a) if a.id == output => Some((max_rows(&a.api), &mut a.params)),
        _ => None,
    });
    if let Some((max_rows, params)) = api_params {
        if let Some(n) = params.get("limit").and_then(|v| v.as_u64()) {
            let by = params.get("sort_by").cloned();
            let order = params.get("order").cloned().unwrap_or(json!("desc"));
            match max_rows {
                Some(max) => params.insert("limit".into(), json!(max)),
                None => params.remove("limit"),
            };
            ranked = Some((n, by, order));
        }
    }
    let mut args = json!({"table": {"$ref": output}, "column": column});
    if !keep.is_empty() {
        args["key"] = json!("product_id");
        args["keep"] = json!(keep);
    }
    built.plan.steps.push(tool_step(
        "share",
        "share_of_total",
        args,
        "each product's part of the whole store's total",
    ));
    built.plan.outputs = vec!["share".into()];
    if let Some((n, by, order)) = ranked.filter(|_| keep.is_empty()) {
        let by = by
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_else(|| column.to_string());
        built.plan.steps.push(tool_step(
            "ranked",
            "top_n",
            json!({"table": {"$ref": "share"}, "column": by, "n": n, "order": order}),
            "the products asked for, ranked, with their share of the whole",
        ));
        built.plan.outputs = vec!["ranked".into()];
    }
    built.shape = if keep.len() == 1 {
        AnswerShape::SingleValue
    } else {
        AnswerShape::Breakdown
    };
    built.metrics = vec![format!("{column}_share"), column.to_string()];
    if let Some(intent) = built.intent.as_mut() {
        intent.shape.shape = IntentShape::Share;
    }
    Ok(())
}

/// After [`apply`] with several products kept: their shares and figures summed into one row,
/// the share of the group as a whole ("what % of units came from marble runs"), where each
/// product's own share answered a question about all of them with five figures.
pub fn sum_kept(built: &mut PlannedQuery, column: &str) {
    let from = built.plan.outputs.first().cloned().unwrap_or_default();
    let share = format!("{column}_share");
    built.plan.steps.push(tool_step(
        "kept_total",
        "sum",
        json!({"table": {"$ref": from}, "columns": [share, column]}),
        "the named products' shares and figures added up: their part of the whole as one",
    ));
    built.plan.outputs = vec!["kept_total".into()];
    built.shape = AnswerShape::SingleValue;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    fn read(q: &str) -> Option<ShareCue> {
        cue(q, &tokens(q))
    }

    #[test]
    fn share_words_and_percent_signs() {
        assert_eq!(
            read("what percent of my revenue came from the skillet").map(|c| c.word),
            Some("percent".into())
        );
        assert_eq!(
            read("what % of sales is P0001").map(|c| c.word),
            Some("%".into())
        );
        assert!(read("what share of units did the dutch oven make up").is_some());
        assert!(read("what is the skillet's market share").is_some_and(|c| c.market));
    }

    #[test]
    fn thresholds_are_not_shares() {
        assert_eq!(read("products with a refund rate above 5%"), None);
        assert_eq!(read("days when revenue grew 10 percent"), None);
        assert_eq!(read("revenue by product last month"), None);
    }
}
