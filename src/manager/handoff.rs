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

/// Whether a question the router sent to the Insight Generator is a lookup of figures it does
/// not explain: it names such a measure, none it explains, and asks for no cause, advice or
/// comparison with peers.
pub fn to_data_presenter(unexplained: &[String], names_explained: bool, words: &[Token]) -> bool {
    if unexplained.is_empty() || names_explained {
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
        // A figure it explains, or none named: its own.
        assert!(!dp(&["acos"], true, "is revenue or acos going up"));
        assert!(!dp(&[], false, "how am i doing"));
    }
}
