//! Products ranked by how much a figure CHANGED between two periods ("which product grew the
//! most from q2 to q3", "which items fell the most in sessions this month vs last month",
//! "which products sold fewer units in november than in october").
//!
//! Until stop 35 these were asked back (`ask::ask_change_ranking`): the plans could rank by one
//! period's figure or compare the store's two totals, and either would have answered another
//! question. The `product_contributions` tool already gives each product's figure in two
//! periods and its change (the Insight Generator's per-product split), so the plan reads the
//! per-product API for both periods, keeps the products that moved the asked way, and ranks
//! them by the change. Only what that reading makes exact is planned: a measure that adds up
//! over days and products (a flow or a count: a change of a rate or a price per product is
//! another computation), two periods the data covers whole, one direction named. Anything else
//! is still asked back.

use super::*;
use crate::catalog::measure::MeasureFile;
use crate::planner::shapes;
use crate::planner::RowCondition;

/// Which way the asked change runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Direction {
    Rising,
    Falling,
}

/// The direction the question's words name: `None` when it names none (a "mover" either way) or
/// both ("which grew and which dropped"): those are asked back.
pub(super) fn direction(toks: &[Token], words: &MeasureFile) -> Option<Direction> {
    let has = |list: &[String]| {
        toks.iter()
            .any(|t| list.iter().any(|w| *w == t.word || *w == t.stem))
    };
    match (
        has(&words.change_rising_words),
        has(&words.change_falling_words),
    ) {
        (true, false) => Some(Direction::Rising),
        (false, true) => Some(Direction::Falling),
        _ => None,
    }
}

/// The period the change is measured to, and the one it is measured from: the primary period
/// against the comparison ("this month vs last month"), or of two periods named, the later
/// against the earlier ("from q2 to q3": growth runs forward in time).
fn periods(req: &PlanRequest<'_>, intent: &Intent) -> Option<(DateRange, DateRange)> {
    let slots = &req.time.slots;
    let (current, previous) = match (slots.primary, slots.comparison) {
        (Some(p), Some(c)) => (p, c),
        (Some(p), None) => match slots.comparison_kind {
            Some(kind) => (p, crate::augment::comparison_range(p, kind)?),
            None => {
                let ranges: Vec<DateRange> = intent.periods.iter().map(|p| p.range).collect();
                match ranges.as_slice() {
                    [a, b] if a.start > b.start => (*a, *b),
                    [a, b] if b.start > a.start => (*b, *a),
                    _ => return None,
                }
            }
        },
        _ => return None,
    };
    // A period outside the data would count every product at 0 there, and every product
    // would "grow" by its whole figure: not a change the data shows.
    let data = req.span.range();
    let inside = |r: DateRange| r.start >= data.start && r.end <= data.end;
    (inside(current) && inside(previous) && current != previous).then_some((current, previous))
}

impl CatalogPlanner {
    /// The plan ranking products by the change of the question's measure, when the question
    /// can be read that way exactly (see the module's comment); `None` otherwise.
    pub(super) fn change_ranking(
        &self,
        req: &PlanRequest<'_>,
        cues: &Cues,
        toks: &[Token],
        entities: &[ResolvedEntity],
        intent: &Intent,
    ) -> Option<PlannedQuery> {
        if entities.iter().any(|e| e.kind == "product") || intent.measures.len() != 1 {
            return None;
        }
        let measure_id = intent.lead_measure()?;
        let measure = self.catalog.measures.get(measure_id)?;
        if !matches!(measure.kind, MeasureKind::Flow | MeasureKind::Count) {
            return None;
        }
        let direction = direction(toks, &self.catalog.measures)?;
        // "Which product grew the least": the smallest rises, a reading the filter below (only
        // the products that moved the asked way) does not give; asked back.
        if matches!(cues.rank, Some(Rank::Smallest | Rank::Worst)) {
            return None;
        }
        let (current, previous) = periods(req, intent)?;
        // The per-product API with a column of this measure, dated (two periods are read).
        let api = self.index.apis.iter().find(|a| {
            a.per_product
                && a.dated
                && a.columns
                    .iter()
                    .any(|c| c.measure.as_deref() == Some(measure_id))
        })?;
        let column = api
            .columns
            .iter()
            .find(|c| c.measure.as_deref() == Some(measure_id))?
            .name
            .clone();
        let params = |r: DateRange| {
            let mut p = Map::new();
            p.insert("start_date".into(), json!(r.start.to_string()));
            p.insert("end_date".into(), json!(r.end.to_string()));
            p.insert("limit".into(), json!(1000));
            let descriptor = self.catalog.api(&api.name).map(|a| &a.descriptor);
            for e in entities {
                if descriptor.is_some_and(|d| d.parameter_names().contains(&e.kind)) {
                    p.insert(e.kind.clone(), json!(e.id));
                }
            }
            p
        };
        let api_step =
            |id: &str, r: DateRange, why: &str| shapes::api_step(&api.name, id, params(r), why);
        let mut steps = vec![
            api_step(
                "current",
                current,
                "each product's figure in the later period",
            ),
            api_step(
                "comparison",
                previous,
                "each product's figure in the earlier period",
            ),
        ];
        let mut contributions = json!({
            "current": {"$ref": "current"},
            "comparison": {"$ref": "comparison"},
            "metric": column,
        });
        // The catalog names a product that sold in the earlier period only (no row of the
        // later one carries its title).
        if self.catalog.api("product_catalog").is_some() {
            let mut p = Map::new();
            p.insert("limit".into(), json!(1000));
            steps.push(shapes::api_step(
                "product_catalog",
                "catalog",
                p,
                "the products' titles",
            ));
            contributions["products"] = json!({"$ref": "catalog"});
        }
        steps.push(shapes::tool_step(
            "changes",
            "product_contributions",
            contributions,
            "each product's change between the two periods",
        ));
        let (op, order) = match direction {
            Direction::Rising => (">", "desc"),
            Direction::Falling => ("<", "asc"),
        };
        steps.push(shapes::tool_step(
            "moved",
            "filter_rows",
            json!({"table": {"$ref": "changes"}, "column": "change", "op": op, "value": 0}),
            "the products that moved the way asked",
        ));
        // "Which product grew the most": the first; "top 3": three; "which products sold
        // fewer units": every one that did.
        let n = match cues.rank {
            Some(_) if cues.rank_all => 1000,
            Some(_) => cues
                .n
                .unwrap_or(if cues.singular { 1 } else { DEFAULT_TOP }),
            None => cues.n.unwrap_or(1000),
        };
        steps.push(shapes::tool_step(
            "ranking",
            "top_n",
            json!({"table": {"$ref": "moved"}, "column": "change", "n": n, "order": order}),
            "ranked by the change",
        ));
        // Each product's part of the store's whole change is beside the point once only the
        // products that moved one way are kept (a fall's "share" of a rise reads -147%).
        steps.push(shapes::tool_step(
            "answer",
            "drop_columns",
            json!({"table": {"$ref": "ranking"}, "columns": ["share_of_change"]}),
            "the figures asked for",
        ));
        Some(PlannedQuery {
            plan: Plan {
                question: Some(req.time.rewritten.clone()),
                steps,
                outputs: vec!["answer".into()],
            },
            shape: AnswerShape::Ranking,
            // The measure first (it names the columns), then the change the rows are ranked
            // by and the two periods' figures beside it.
            metrics: vec![
                column,
                "change".into(),
                "current".into(),
                "comparison".into(),
            ],
            entities: whose_product(entities),
            planner: "catalog".into(),
            llm_calls: 0,
            notes: vec![format!(
                "Each product's {m} from {} to {} against {} to {}; a product with no {m} in \
                 one of the periods counts 0 there.",
                current.start,
                current.end,
                previous.start,
                previous.end,
                m = measure.name
            )],
            intent: None,
            span: None,
            // Every product that moved is listed (no rank asked): the answer says so rather
            // than calling them the top ones.
            condition: (n >= 1000).then(|| RowCondition {
                noun: "products".into(),
                one: "product".into(),
                phrase: format!(
                    "whose {} {}",
                    measure.name,
                    match direction {
                        Direction::Rising => "rose",
                        Direction::Falling => "fell",
                    }
                ),
                absence: false,
                measure: measure.name.clone(),
                pick: None,
            }),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words() -> MeasureFile {
        MeasureFile {
            change_rising_words: vec!["grew".into(), "more".into()],
            change_falling_words: vec!["dropped".into(), "fewer".into()],
            ..MeasureFile::default()
        }
    }

    #[test]
    fn the_direction_is_the_one_named_and_none_when_both_or_neither() {
        let d = |q: &str| direction(&tokens(q), &words());
        assert_eq!(d("which product grew the most"), Some(Direction::Rising));
        assert_eq!(
            d("which products sold fewer units in november"),
            Some(Direction::Falling)
        );
        assert_eq!(d("which grew and which dropped"), None);
        assert_eq!(d("biggest movers this month"), None);
    }
}
