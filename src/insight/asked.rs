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
        if covers(domains, &m.measure) {
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
        }
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
}
