//! How an answer names the entities a question named.

use crate::planner::ResolvedEntity;

/// The entities as the answer names them: products that one mention named together ("earbud
/// units" for four earbuds, two with the same title) read as one set, "Wireless Earbuds (4
/// products: P0294, P0301, P0311, P0322)", where listing four titles (the same one twice) made
/// a sentence nobody could read.
pub(super) fn named_together(entities: &[ResolvedEntity]) -> Vec<ResolvedEntity> {
    let mut out: Vec<ResolvedEntity> = Vec::new();
    let mut done: Vec<&str> = Vec::new();
    for e in entities {
        let together: Vec<&ResolvedEntity> = entities
            .iter()
            .filter(|x| x.kind == "product" && e.kind == "product" && x.mention == e.mention)
            .collect();
        if together.len() < 3 || e.mention.eq_ignore_ascii_case(&e.id) {
            out.push(e.clone());
            continue;
        }
        if done.contains(&e.mention.as_str()) {
            continue;
        }
        done.push(&e.mention);
        let ids: Vec<&str> = together.iter().map(|x| x.id.as_str()).collect();
        let common = common_tail(
            &together
                .iter()
                .map(|x| x.label.as_str())
                .collect::<Vec<_>>(),
        );
        let name = if common.is_empty() {
            format!("\"{}\"", e.mention)
        } else {
            common
        };
        out.push(ResolvedEntity {
            kind: "product".into(),
            id: ids.join(","),
            label: format!("{name} ({} products: {})", ids.len(), ids.join(", ")),
            mention: e.mention.clone(),
        });
    }
    out
}

/// The words every title ends with, before its variant (" - Blue"): "Wireless Earbuds" of
/// "Voltedge Signature Wireless Earbuds - Blue" and "Voltedge Compact Wireless Earbuds".
fn common_tail(titles: &[&str]) -> String {
    let mains: Vec<Vec<&str>> = titles
        .iter()
        .map(|t| {
            t.split(" - ")
                .next()
                .unwrap_or(t)
                .split_whitespace()
                .collect()
        })
        .collect();
    let Some(first) = mains.first() else {
        return String::new();
    };
    let mut n = 0;
    while n < first.len()
        && mains.iter().all(|m| {
            m.len() > n && m[m.len() - 1 - n].eq_ignore_ascii_case(first[first.len() - 1 - n])
        })
    {
        n += 1;
    }
    first[first.len() - n..].join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn product(id: &str, title: &str, mention: &str) -> ResolvedEntity {
        ResolvedEntity {
            kind: "product".into(),
            id: id.into(),
            label: title.into(),
            mention: mention.into(),
        }
    }

    #[test]
    fn a_kind_of_three_or_more_reads_as_one_set() {
        let named = named_together(&[
            product(
                "P0294",
                "Voltedge Signature Wireless Earbuds - Blue",
                "earbud",
            ),
            product(
                "P0301",
                "Voltedge Compact Wireless Earbuds - Set of 2",
                "earbud",
            ),
            product(
                "P0311",
                "Voltedge Signature Wireless Earbuds - Blue",
                "earbud",
            ),
        ]);
        assert_eq!(named.len(), 1);
        assert_eq!(
            named[0].label,
            "Wireless Earbuds (3 products: P0294, P0301, P0311)"
        );
        // Two products, or products named one by one, keep their titles.
        let two = [
            product("P0001", "Northwind Skillet", "skillet"),
            product("P0005", "Northwind Grill Skillet", "skillet"),
        ];
        assert_eq!(named_together(&two), two.to_vec());
        let ids = [
            product("P0001", "A Pan", "P0001"),
            product("P0002", "B Pan", "P0002"),
            product("P0003", "C Pan", "P0003"),
        ];
        assert_eq!(named_together(&ids), ids.to_vec());
    }

    #[test]
    fn titles_with_nothing_in_common_are_named_by_the_mention() {
        let named = named_together(&[
            product("P0001", "Skillet", "cast iron"),
            product("P0002", "Grill Pan", "cast iron"),
            product("P0003", "Dutch Oven", "cast iron"),
        ]);
        assert_eq!(
            named[0].label,
            "\"cast iron\" (3 products: P0001, P0002, P0003)"
        );
    }
}
