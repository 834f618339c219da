//! The days a product ran out of stock, as sellers ask for them: "when did the kettle go out
//! of stock" (the first day), "when was it last oos" (the last), "which days was it out of
//! stock" (all of them). Read here from the question's words; `condition.rs` plans them as the
//! days whose count of days out of stock is above 0, and picks the first or the last.

/// Which of the kept rows "when" asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// "When did the kettle go out of stock": the first day.
    First,
    /// "When did the bear last go oos", "when was it most recently out of stock": the last.
    Last,
}

/// Words of a product running out of stock, as sellers write them.
const STOCKOUT: &[&[&str]] = &[
    &["out", "of", "stock"],
    &["oos"],
    &["ran", "out"],
    &["run", "out"],
    &["sold", "out"],
    &["sell", "out"],
    &["stock", "out"],
    &["stocked", "out"],
    &["stockout"],
];

/// Whether the question asks when ("when did it go out of stock", "when did the bear last go
/// oos": `Some(Some(pick))`) or on which days ("which days was the kettle out of stock":
/// `Some(None)`) a product ran out. Before, "when" was asked back ("I cannot pick out the
/// day") and "which days" answered the number of days.
pub fn read(ws: &[String]) -> Option<Option<Pick>> {
    let at = |i: usize| ws.get(i).map_or("", String::as_str);
    let out = STOCKOUT.iter().any(|p| {
        ws.windows(p.len())
            .any(|w| w.iter().zip(p.iter()).all(|(a, b)| a == b))
    });
    if !out {
        return None;
    }
    // "Last day they were out of stock", "the first date it sold out": a day asked for, as
    // "when" asks it.
    let first_or_last_day = ws.windows(2).any(|p| {
        matches!(p[0].as_str(), "last" | "latest" | "first")
            && matches!(p[1].as_str(), "day" | "date" | "time")
    });
    let when = at(0) == "when"
        || (matches!(at(0), "what" | "which") && matches!(at(1), "day" | "date"))
        || first_or_last_day;
    let which_days = !when
        && ws
            .iter()
            .take(3)
            .any(|w| matches!(w.as_str(), "which" | "what" | "list" | "show"))
        && ws.iter().any(|w| w == "days" || w == "dates");
    if !when && !which_days {
        return None;
    }
    // The time words are masked before this reads the question: "last" is "the last time".
    let last = ws.iter().any(|w| {
        matches!(
            w.as_str(),
            "last" | "latest" | "lately" | "recently" | "recent" | "again"
        )
    });
    Some(when.then_some(if last { Pick::Last } else { Pick::First }))
}

/// "How many days this year was at least one product out of stock", "number of days any
/// item was oos": the store's days with some product at zero stock, counted, not one
/// product's days out of stock (a measure of its own) nor a ranking of products by them (the
/// answer it got: the bottom product, "at least one" read as a limit of one).
pub fn any_product_days(ws: &[String]) -> bool {
    let has = |p: &[&str]| {
        ws.windows(p.len())
            .any(|w| w.iter().zip(p.iter()).all(|(a, b)| a == b))
    };
    let out = STOCKOUT.iter().any(|p| has(p));
    let days = has(&["how", "many", "days"]) || has(&["number", "of", "days"]);
    let any_product = ws.windows(2).any(|w| {
        matches!(w[0].as_str(), "any" | "one" | "some" | "a")
            && matches!(
                w[1].as_str(),
                "product" | "products" | "item" | "items" | "sku" | "skus" | "listing"
            )
    }) || ws
        .iter()
        .any(|w| matches!(w.as_str(), "anything" | "something"));
    out && days && any_product
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ws(q: &str) -> Vec<String> {
        q.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn reads_when_and_which_days() {
        assert_eq!(
            read(&ws("when did the kettle go out of stock")),
            Some(Some(Pick::First))
        );
        assert_eq!(
            read(&ws("when did the bear last go oos")),
            Some(Some(Pick::Last))
        );
        assert_eq!(
            read(&ws("which days was the kettle out of stock")),
            Some(None)
        );
        assert_eq!(
            read(&ws("black headphones - last day they were out of stock")),
            Some(Some(Pick::Last))
        );
        assert_eq!(
            read(&ws("first day the kettle sold out")),
            Some(Some(Pick::First))
        );
        assert!(any_product_days(&ws(
            "how many days this year was at least one product out of stock"
        )));
        assert!(any_product_days(&ws("number of days any item was oos")));
        // One product's days out of stock are its own measure.
        assert!(!any_product_days(&ws(
            "how many days was P0001 out of stock"
        )));
        // No stock-out, or a count of days, is another question.
        assert_eq!(read(&ws("when did the kettle sell best")), None);
        assert_eq!(read(&ws("how many days was the kettle out of stock")), None);
    }
}
