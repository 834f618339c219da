//! The measures a question names that the routed domains do not explain.
//!
//! A domain explains one metric tree (revenue = sessions x conversion x price). Asked "why did
//! my sessions drop", it answers with revenue and its drivers; said without comment, that reads
//! as an answer about sessions, which may well have risen. The answer says which measure it
//! explains whenever the question names one that no routed domain `covers`.

use crate::catalog::domain::DomainPath;
use crate::catalog::measure::MeasureFile;
use crate::planner::text::{find_phrase, phrase_stems, tokens};

/// The names of the measures `question` names (by the ontology's words, longest phrase first,
/// never overlapping; weak words such as "units" do not count) that no domain of `domains`
/// explains or covers.
pub fn not_covered(question: &str, measures: &MeasureFile, domains: &[&DomainPath]) -> Vec<String> {
    let toks = tokens(question);
    let mut hits: Vec<(usize, usize, &str)> = Vec::new();
    for m in &measures.measures {
        for w in &m.words {
            let stems = phrase_stems(w);
            for at in find_phrase(&toks, &stems) {
                hits.push((at, stems.len(), m.id.as_str()));
            }
        }
    }
    hits.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut taken: Vec<(usize, usize)> = Vec::new();
    let mut named: Vec<&str> = Vec::new();
    for (at, len, id) in hits {
        if taken.iter().any(|&(s, l)| at < s + l && s < at + len) {
            continue;
        }
        taken.push((at, len));
        if !named.contains(&id) {
            named.push(id);
        }
    }
    let covered = |id: &str| {
        domains
            .iter()
            .any(|d| d.metric == id || d.covers.iter().any(|c| c == id))
    };
    named
        .into_iter()
        .filter(|id| !covered(id))
        .map(|id| {
            measures
                .get(id)
                .map_or(id.replace('_', " "), |m| m.name.clone())
        })
        .collect()
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
            ],
            ..MeasureFile::default()
        };
        let mut d: DomainPath = serde_json::from_value(serde_json::json!({
            "name": "performance", "description": "x", "metric": "revenue",
            "covers": ["units_sold"], "retrieve": [], "methods": [],
            "prompt": "p", "template": "t", "examples": []
        }))
        .unwrap();
        let ds = [&d];
        assert!(not_covered("why did my sales drop", &measures, &ds).is_empty());
        assert!(not_covered("why are fewer units sold", &measures, &ds).is_empty());
        assert_eq!(
            not_covered("why did my sessions and revenue fall", &measures, &ds),
            vec!["sessions"]
        );
        // The longest phrase wins: "conversion rate" is one measure, not also "rate".
        assert_eq!(
            not_covered("what happened to my conversion rate", &measures, &ds),
            vec!["conversion rate"]
        );
        d.covers.push("conversion_rate".into());
        let ds = [&d];
        assert!(not_covered("what happened to my conversion rate", &measures, &ds).is_empty());
    }
}
