//! A share of the seller's whole ("what percent of my revenue came from the skillet"): read
//! before the plan is built (which part, of what, or asked back), applied after (every
//! product's figure for the period, then the named products' part of the total).

use super::*;

/// What a share question keeps of the plan: the products whose part is asked, and whether
/// those are one figure together (a kind named as a set) or one each.
pub(super) struct ShareRead {
    pub keep: Option<Vec<String>>,
    pub as_one: bool,
}

impl CatalogPlanner {
    /// The share's reading, or the answer given instead (the market's share, which part of
    /// the whole, which one of several products the singular names).
    // Called once per question; the ask-back is the planner's own outcome, as
    // `resolve_named`'s is.
    #[allow(clippy::too_many_arguments, clippy::result_large_err)]
    pub(super) fn read_share(
        &self,
        s: &share::ShareCue,
        no_time: &str,
        toks: &[Token],
        intent: &Intent,
        entities: &[ResolvedEntity],
        entities_as_set: bool,
        cues: &mut Cues,
        adds_up: Option<bool>,
    ) -> Result<ShareRead, PlannerOutcome> {
        let mut read = ShareRead {
            keep: None,
            as_one: false,
        };
        if s.market {
            return Err(with_intent(share::market_share(), intent.clone()));
        }
        if adds_up == Some(true) {
            let ids: Vec<String> = entities
                .iter()
                .filter(|e| e.kind == "product")
                .map(|e| e.id.clone())
                .collect();
            let other_entity = entities.iter().any(|e| e.kind != "product");
            if other_entity || (ids.is_empty() && !cues.by_product) {
                let noun = intent
                    .measures
                    .first()
                    .map(|m| m.evidence.clone())
                    .filter(|e| !e.is_empty())
                    .unwrap_or_else(|| "sales".into());
                let ask = if share::part_is_ads(toks) {
                    share::ads_part()
                } else {
                    share::which_part(&noun)
                };
                return Err(with_intent(ask, intent.clone()));
            }
            // "What % of revenue was the webcam" with two webcams: the singular names one
            // of them, and the share of both is neither's (`ask_which_one`).
            if let Some(ask) = ask_which_one(
                no_time,
                intent,
                entities,
                cues,
                toks,
                false,
                &self.catalog.measures,
            ) {
                return Err(ask);
            }
            // "What % of units came from marble runs": a kind's products named together
            // ask for the share of all of them, one figure, unless each one's is asked.
            read.as_one = entities_as_set
                && ids.len() > 1
                && !cues.by_product
                && !crate::planner::group::each_asked(toks);
            cues.by_product = true;
            cues.rank = None;
            read.keep = Some(ids);
        }
        Ok(read)
    }

    /// Every product's figure, then the kept products' part of the whole (summed when asked as
    /// one); a share that cannot be given is asked back with why.
    #[allow(clippy::result_large_err)] // called once per question, as `read_share`
    pub(super) fn apply_share(
        &self,
        built: &mut PlannedQuery,
        linked: &Linked,
        keep: &[String],
        as_one: bool,
        entities: &[ResolvedEntity],
        intent: &mut Intent,
    ) -> Result<(), PlannerOutcome> {
        built.intent = Some(intent.clone());
        let column = linked.metrics[0].clone();
        let max_rows = |api: &str| {
            self.catalog
                .api(api)
                .and_then(|a| a.descriptor.parameters["properties"]["limit"]["maximum"].as_u64())
        };
        let applied = share::apply(built, &column, keep, max_rows).map(|()| {
            if as_one {
                share::sum_kept(built, &column);
            }
        });
        if let Err(why) = applied {
            return Err(with_intent(
                clarify(
                    format!("I cannot give that share: {why}. Ask for one period and one measure that adds up (revenue, units, orders, sessions)."),
                    "share".into(),
                    Vec::new(),
                ),
                intent.clone(),
            ));
        }
        built.entities = whose_product(entities);
        if let Some(i) = built.intent.take() {
            *intent = i;
        }
        Ok(())
    }
}
