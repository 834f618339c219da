//! A lookup the Insight Generator cannot explain goes to the Data Presenter.
//!
//! Why: the router sends evaluation-shaped questions to the Insight Generator ("is my refund
//! rate ok", "odr trend", "best converting product", "jump rope stock and inbound"), and each
//! domain explains one metric tree (revenue, conversion, sessions). Asked for a figure no
//! routed domain explains, it answered "You asked about X: I explain revenue ..." and then the
//! store's revenue: honest, but not the figure asked, while the Data Presenter has it. A
//! question that asks for a cause or advice ("why did my acos go up", "what should i do with
//! ad spend") or for the peers stays with the Insight Generator, which says what it explains.
//!
//! **Takes** the measures the question names that the routed domains leave unexplained, whether
//! it names one they explain, and the question's words. **Gives** whether the Data Presenter
//! answers it.

use crate::planner::text::Token;

/// Words that ask why something moved or what to do about it: the Insight Generator's.
const CAUSE_OR_ADVICE: &[&str] = &[
    "why",
    "cause",
    "caused",
    "causing",
    "reason",
    "reasons",
    "explain",
    "behind",
    "driving",
    "drove",
    "drive",
    "drivers",
    "hurt",
    "hurting",
    "affect",
    "affected",
    "affecting",
    "impact",
    "happened",
    "happening",
    "wrong",
    "should",
    "shud",
    "advice",
    "advise",
    "recommend",
    "recommendation",
    "recommendations",
    "suggest",
    "suggestions",
    "improve",
    "fix",
    "help",
    "strategy",
    "tips",
    "plan",
    "worried",
    "worry",
    // Trouble asked about ("any issues with cancellations in april", "is my late shipment
    // rate a problem"): whether something is wrong, which the domains check (thresholds,
    // causes), not a figure to look up.
    "issue",
    "issues",
    "problem",
    "problems",
    "trouble",
    // A forecast is no lookup: "will i run out of beard oil" has no figure to look up yet.
    "will",
    "gonna",
    "forecast",
    "predict",
    "expect",
    "expected",
];

/// Words that set the seller against the peers: the benchmarking domain's.
const PEERS: &[&str] = &[
    "category",
    "peers",
    "peer",
    "median",
    "benchmark",
    "others",
    "competition",
    "competitor",
    "competitors",
    "sellers",
];

/// Wordings that ask for a figure of the seller's stock without naming a measure: what is
/// coming in ("anything arriving this week"). It names the stock of the asker's items as
/// plainly as a measure word, and is no figure the Insight Generator's domains explain
/// (revenue, conversion, sessions): routed there, its evidence check found no word of its own
/// and refused such questions at gate scores of 0.92-1.00 (seller v21). What the question is
/// of is the gate's to say: this only chooses the worker for a question already let in.
/// Only the wordings the Data Presenter's planner reads (it offers units inbound for
/// "arriving"); "am i out of anything", "what's not moving at all" and "on the way" it does
/// not read yet ("none of your data answers that", "nothing of yours is called way"), so they
/// stay with the Insight Generator until the measures' words hold them.
const STOCK_LOOKUPS: &[&[&str]] = &[&["arriving"], &["arrive"], &["arrives"]];

/// Ranking words that, with a count after them ("bottom five this year", "top 3 last month"),
/// ask for a list of the seller's items: the Data Presenter ranks, or asks by which figure.
const RANKS: &[&str] = &["bottom", "top", "worst", "best"];
/// Counts a ranking takes, as written.
const RANK_COUNTS: &[&str] = &[
    "three", "five", "ten", "twenty", "3", "5", "10", "20", "two", "four", "2", "4",
];

/// Whether the words ask for a lookup of the seller's stock or a ranking of the seller's items
/// without a measure word ([`STOCK_LOOKUPS`], [`RANKS`]).
pub fn names_a_lookup(words: &[Token]) -> bool {
    let w: Vec<&str> = words.iter().map(|t| t.word.as_str()).collect();
    let stock = STOCK_LOOKUPS
        .iter()
        .any(|p| w.windows(p.len()).any(|x| x == *p));
    let ranked = w
        .windows(2)
        .any(|x| RANKS.contains(&x[0]) && RANK_COUNTS.contains(&x[1]));
    stock || ranked
}

/// Whether a question the router sent to the Insight Generator is a lookup of figures it does
/// not explain: it names such a measure, or a lookup's wording with no measure at all
/// ([`names_a_lookup`]), none it explains, and asks for no cause, advice or comparison with
/// peers.
pub fn to_data_presenter(unexplained: &[String], names_explained: bool, words: &[Token]) -> bool {
    if names_explained || (unexplained.is_empty() && !names_a_lookup(words)) {
        return false;
    }
    // "am i going to run out", "which games are about to sell out": a forecast too.
    let ahead = words
        .windows(2)
        .any(|w| matches!(w[0].word.as_str(), "going" | "about") && w[1].word == "to");
    // "conversion looks bad", "anything off with": trouble asked about, as the router's cue
    // reads it (one list of shapes for both decisions).
    let words_only: Vec<String> = words.iter().map(|t| t.word.clone()).collect();
    !ahead
        && !crate::router::diagnostic::asks_trouble_or_verdict(&words_only)
        && !words.iter().any(|t| {
            CAUSE_OR_ADVICE.contains(&t.word.as_str())
                || CAUSE_OR_ADVICE.contains(&t.stem.as_str())
                || PEERS.contains(&t.word.as_str())
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::text::tokens;

    fn dp(unexplained: &[&str], explained: bool, q: &str) -> bool {
        let u: Vec<String> = unexplained.iter().map(|s| s.to_string()).collect();
        to_data_presenter(&u, explained, &tokens(q))
    }

    #[test]
    fn lookups_of_unexplained_figures_go_to_the_data_presenter() {
        assert!(dp(&["order_defect_rate"], false, "odr trend"));
        assert!(dp(
            &["units_on_hand", "units_inbound"],
            false,
            "jump rope stock and inbound"
        ));
        assert!(dp(
            &["late_shipment_rate"],
            false,
            "is my late shipment rate ok"
        ));
        // A cause, advice or the peers: the Insight Generator's, which says what it explains.
        assert!(!dp(&["acos"], false, "why did my acos go up"));
        assert!(!dp(&["ad_spend"], false, "what should i do with ad spend"));
        assert!(!dp(
            &["refund_rate"],
            false,
            "is my refund rate high for my category"
        ));
        // Set against the competitors: the Data Presenter gave the own price alone.
        assert!(!dp(
            &["price"],
            false,
            "are my serums priced right vs competitors"
        ));
        assert!(!dp(
            &["days_out_of_stock"],
            false,
            "will i run out of spice racks"
        ));
        // Trouble asked about in a shape the router's cue reads (stop 36).
        assert!(!dp(
            &["conversion_rate"],
            false,
            "whats up with the pan set lately, conversion looks bad"
        ));
        assert!(!dp(
            &["refund_rate"],
            false,
            "anything off with my refund rate"
        ));
        // Stop 38: lateness asked yes/no ("deliveries" also names units inbound), and what
        // the seller needs to do about stock.
        assert!(!dp(
            &["units_inbound"],
            false,
            "were my deliveries late in april 2025"
        ));
        assert!(!dp(
            &["units_on_hand"],
            false,
            "do i need to top up stock on anything"
        ));
        // A figure it explains, or none named: its own.
        assert!(!dp(&["acos"], true, "is revenue or acos going up"));
        assert!(!dp(&[], false, "how am i doing"));
    }

    #[test]
    fn stock_and_ranking_wordings_are_lookups() {
        for q in [
            "anything arriving this week",
            "bottom five this year",
            "top 3 last month",
        ] {
            assert!(dp(&[], false, q), "{q}");
        }
        // A forecast, a cause or advice stays with the Insight Generator.
        assert!(!dp(&[], false, "will anything arrive before christmas"));
        assert!(!dp(&[], false, "why is nothing arriving"));
        assert!(!dp(&[], false, "what should i do about the bottom five"));
        // A rank with no count is no list asked for.
        assert!(!dp(&[], false, "am i top of my category"));
    }
}
