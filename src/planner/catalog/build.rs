//! From a linked API and the intent to a [`Plan`]: the period, the parameters, and the steps
//! for each answer shape (extremum over time, separate periods, comparison, listing, ranking,
//! breakdown, time series, weekly rows).

use super::*;

impl CatalogPlanner {
    pub(super) fn build(
        &self,
        req: &PlanRequest<'_>,
        linked: &Linked,
        cues: &Cues,
        entities: &[ResolvedEntity],
        intent: &Intent,
    ) -> Result<PlannedQuery, PlanError> {
        let api = &self.index.apis[linked.api];
        let descriptor = &self
            .catalog
            .api(&api.name)
            .ok_or_else(|| PlanError::Other(format!("API {} vanished", api.name)))?
            .descriptor;
        let slots = &req.time.slots;
        let mut notes = Vec::new();
        // An API without measure columns (the store's profile) shows its columns as they are.
        let mut metrics = if linked.metrics.is_empty() {
            descriptor.columns.iter().map(|c| c.name.clone()).collect()
        } else {
            linked.metrics.clone()
        };
        let metric = metrics
            .first()
            .cloned()
            .ok_or_else(|| PlanError::Other(format!("API {} has no columns", api.name)))?;
        let mut counted = None;
        let granularity = slots.granularity.map(Granularity::as_str);
        let level = intent
            .lead_measure()
            .and_then(|m| self.catalog.measures.get(m))
            .is_some_and(|m| m.kind == MeasureKind::Level);
        // Any measure of the one table, not only the first named: "review count and average"
        // read for the last 30 days gave the rating of a handful of reviews beside a count of
        // them, where the listing's rating (all its reviews) was asked; one table has one
        // period, and the measure read over all the data decides it (the note says so).
        let all_data = intent
            .measures
            .iter()
            .filter_map(|m| self.catalog.measures.get(&m.measure))
            .any(|m| m.all_data_by_default)
            && matches!(
                intent.shape.shape,
                IntentShape::Total | IntentShape::Breakdown
            );
        let one_reading = level
            && matches!(
                intent.shape.shape,
                IntentShape::Total | IntentShape::Breakdown
            )
            && slots.comparison.is_none()
            && slots.comparison_kind.is_none();
        let range = match slots.primary.or_else(|| intent.primary()) {
            // "stock at the end of last month": a level read on the period's last day.
            Some(r) if one_reading && intent.at_end() && r.days() > 1 => {
                notes.push(format!("Read on the period's last day, {}.", r.end));
                DateRange::day(r.end)
            }
            // "How many days was it out of stock" with no period: all the data.
            None if all_data && slots.granularity.is_none() && slots.comparison.is_none() => {
                let r = DateRange {
                    start: req.span.start,
                    end: crate::planner::shapes::data_end(req),
                };
                notes.push(format!(
                    "No period named: all your data ({} to {}).",
                    r.start, r.end
                ));
                r
            }
            // "units on hand" with no period: a level is read now, on the latest day of data.
            None if one_reading && slots.granularity.is_none() => {
                let d = crate::planner::shapes::data_end(req);
                notes.push(format!("No period named: the latest day of data, {d}."));
                DateRange::day(d)
            }
            Some(r) => {
                if slots.primary.is_none() {
                    let words = intent
                        .periods
                        .first()
                        .map(|p| p.evidence.clone())
                        .unwrap_or_default();
                    notes.push(format!(
                        "'{words}': all your data ({} to {}).",
                        r.start, r.end
                    ));
                }
                r
            }
            None => {
                // "Which months are my strongest?": the months to rank set the default span (a
                // ranking of the months inside the last 30 days ranks one and a half).
                let g = slots
                    .granularity
                    .or(intent.shape.extremum.as_ref().map(|x| x.grain));
                let r = default_range(req, api, g);
                notes.push(format!(
                    "No period named: showing {} ({} to {}).",
                    default_label(api, g),
                    r.start,
                    r.end
                ));
                r
            }
        };
        // "sessions vs last year", "yoy rev", "page views last 30 days vs prior" with no period
        // the rule can apply to: applied to the default period (the comparison was dropped and
        // the total alone answered), when the data has all of it.
        let comparison = slots.comparison.or_else(|| {
            // "revenue mom" asks for months side by side (a series), not one span against
            // the span before it.
            let kind = slots
                .comparison_kind
                .filter(|_| slots.primary.is_none() && slots.granularity.is_none())?;
            let c = crate::augment::comparison_range(range, kind)?;
            let data = req.span.range();
            (c.start >= data.start && c.end <= data.end).then_some(c)
        });
        let product_ids: Vec<String> = entities
            .iter()
            .filter(|e| e.kind == "product")
            .map(|e| e.id.clone())
            .collect();
        let param_names = descriptor.parameter_names();
        let has_param = |p: &str| param_names.iter().any(|x| x == p);
        // Rows kept by whole week: a longer period reads the weeks it holds (ISO 8601, by
        // their Thursday), and the answer says which it left out.
        let data_end = req.span.end;
        if api.weekly && api.dated {
            for r in std::iter::once(range).chain(comparison) {
                notes.extend(weeks::note(r, data_end));
            }
        }
        let base = |r: DateRange, gran: Option<&str>| -> Map<String, Value> {
            let r = if api.weekly {
                weeks::held(r, data_end)
            } else {
                r
            };
            let mut p = Map::new();
            if api.dated {
                p.insert("start_date".into(), json!(r.start.to_string()));
                p.insert("end_date".into(), json!(r.end.to_string()));
            }
            if api.granularity {
                p.insert("granularity".into(), json!(gran.unwrap_or("total")));
            }
            if !product_ids.is_empty() && api.product_filter {
                p.insert("product_ids".into(), json!(product_ids));
            }
            if let Some(g) = cues.group.filter(|g| api.groups.iter().any(|x| x == g)) {
                p.insert("group_by".into(), json!(g));
            }
            for e in entities.iter().filter(|e| e.kind != "product") {
                if has_param(&e.kind) {
                    p.insert(e.kind.clone(), json!(e.id));
                }
            }
            p
        };
        if !product_ids.is_empty() && !api.product_filter {
            notes.push(format!(
                "{} cannot be filtered by product: showing all products.",
                api.name
            ));
        }
        let mut steps: Vec<Step> = Vec::new();
        let api_step = |id: &str, params: Map<String, Value>, why: &str| {
            Step::Api(ApiStep {
                id: id.into(),
                api: api.name.clone(),
                params,
                description: Some(why.into()),
            })
        };
        let tool_step = |id: &str, tool: &str, args: Value, why: &str| {
            Step::Tool(ToolStep {
                id: id.into(),
                tool: tool.into(),
                args: args.as_object().cloned().unwrap_or_default(),
                description: Some(why.into()),
            })
        };
        let series_api = self.returns_dates(&api.name) && !api.granularity && !api.per_product;
        let shape;
        let output;
        let mut span = None;
        let separate = intent.separate_periods();
        let params = |r: DateRange, g: Option<&str>| base(r, g);
        if let (Some(e), true) = (intent.shape.extremum, api.granularity && api.dated) {
            let (s, out, n) = extremum_steps(api, &metric, range, e, &params);
            steps = s;
            output = out;
            notes.extend(n);
            if linked.metrics.len() > 1 {
                notes.push(format!("Ranked by {metric}."));
            }
            metrics = vec![metric.clone()];
            shape = AnswerShape::Ranking;
        } else if let (Some(e), true) = (
            intent.shape.extremum,
            api.weekly && api.dated && !api.granularity,
        ) {
            let (s, out, n) = weekly_extremum_steps(api, &metric, range, data_end, e, &params);
            steps = s;
            output = out;
            notes.extend(n);
            if linked.metrics.len() > 1 {
                notes.push(format!("Ranked by {metric}."));
            }
            metrics = vec![metric.clone()];
            shape = AnswerShape::Ranking;
        } else if separate.len() > 1 && api.dated && api.granularity {
            let (s, out) = periods_steps(api, &separate, &params);
            steps = s;
            output = out;
            let start = separate.iter().map(|p| p.range.start).min();
            let end = separate.iter().map(|p| p.range.end).max();
            if let (Some(start), Some(end)) = (start, end) {
                span = Some(DateRange { start, end });
            }
            shape = AnswerShape::TimeSeries;
        } else if let (Some(cmp), true) = (comparison, api.dated) {
            let kind = slots.comparison_kind;
            let yoy_series = kind == Some(ComparisonKind::YearOverYear)
                && api.granularity
                && granularity.is_some()
                && spans_several(range, slots.granularity);
            if yoy_series {
                steps.push(api_step(
                    "current",
                    base(range, granularity),
                    "the period asked about",
                ));
                steps.push(api_step(
                    "previous",
                    base(cmp, granularity),
                    "the same periods a year earlier",
                ));
                steps.push(tool_step(
                    "comparison",
                    "year_over_year",
                    json!({"current": {"$ref": "current"}, "previous": {"$ref": "previous"}, "key": "period", "column": metric}),
                    "each period against the year before",
                ));
                metrics = vec![
                    metric.clone(),
                    format!("{metric}_previous_year"),
                    "change".into(),
                    "change_pct".into(),
                ];
            } else {
                steps.push(api_step(
                    "current",
                    base(range, None),
                    "the period asked about",
                ));
                steps.push(api_step(
                    "previous",
                    base(cmp, None),
                    "the period to compare with",
                ));
                let (cur, prev) = if series_api {
                    steps.push(tool_step(
                        "current_mean",
                        "mean",
                        json!({"table": {"$ref": "current"}, "columns": [metric]}),
                        "the weekly values averaged",
                    ));
                    steps.push(tool_step(
                        "previous_mean",
                        "mean",
                        json!({"table": {"$ref": "previous"}, "columns": [metric]}),
                        "the weekly values averaged",
                    ));
                    ("current_mean", "previous_mean")
                } else {
                    ("current", "previous")
                };
                steps.push(tool_step(
                    "comparison",
                    "growth",
                    json!({"current": {"$ref": cur}, "previous": {"$ref": prev}, "column": metric}),
                    "the change between the two periods",
                ));
                metrics = vec![
                    "current".into(),
                    "previous".into(),
                    "change".into(),
                    "change_pct".into(),
                ];
                if linked.metrics.len() > 1 {
                    notes.push(format!("Compared on {metric} only."));
                }
            }
            output = "comparison".to_string();
            shape = AnswerShape::Comparison;
        } else if api.listing {
            let mut p = base(range, None);
            if let Some((lo, hi)) = cues.stars {
                if has_param("min_rating") {
                    p.insert("min_rating".into(), json!(lo));
                    p.insert("max_rating".into(), json!(hi));
                }
            }
            let distribution = cues
                .stars
                .and_then(|stars| Some((self.rating_distribution(api)?, stars)));
            if let (true, Some((dist, (lo, hi)))) = (cues.count, distribution) {
                // Reviews counted by their stars read the dimension's rating distribution,
                // counted over the stars asked: exact, where the listing stops at its limit
                // (1,000 rows) and a year of a busy seller's 1-2 star reviews (2,292) was
                // counted as 1,000 (eighth blind set, first run).
                let mut q = Map::new();
                for key in ["start_date", "end_date", "product_ids"] {
                    if let Some(v) = p.get(key).filter(|_| dist.takes(key)) {
                        q.insert(key.into(), v.clone());
                    }
                }
                steps.push(Step::Api(ApiStep {
                    id: "ratings".into(),
                    api: dist.name.clone(),
                    params: q,
                    description: Some("reviews per number of stars".into()),
                }));
                steps.push(tool_step(
                    "from_low",
                    "filter_rows",
                    json!({"table": {"$ref": "ratings"}, "column": dist.rating, "op": ">=", "value": lo}),
                    "the stars asked, from the lowest",
                ));
                steps.push(tool_step(
                    "asked",
                    "filter_rows",
                    json!({"table": {"$ref": "from_low"}, "column": dist.rating, "op": "<=", "value": hi}),
                    "to the highest",
                ));
                steps.push(tool_step(
                    "count",
                    "count",
                    json!({"table": {"$ref": "asked"}, "of": dist.count}),
                    "how many there are",
                ));
                output = "count".into();
                metrics = vec!["count".into()];
                shape = AnswerShape::SingleValue;
                counted = Some(records_counted(descriptor.dimension.as_str(), cues.stars));
            } else if cues.count {
                p.insert("limit".into(), json!(1000));
                steps.push(api_step("records", p, "the records"));
                steps.push(tool_step(
                    "count",
                    "count",
                    json!({"table": {"$ref": "records"}}),
                    "how many there are",
                ));
                output = "count".into();
                metrics = vec!["count".into()];
                shape = AnswerShape::SingleValue;
                // What is counted, for the answer ("38 reviews with 1 star last month"): with
                // no condition it read "Your count last month were 38".
                counted = Some(records_counted(descriptor.dimension.as_str(), cues.stars));
            } else {
                if let Some(n) = cues.n {
                    p.insert("limit".into(), json!(n.min(1000)));
                } else if let Some(d) =
                    descriptor.parameters["properties"]["limit"]["default"].as_u64()
                {
                    // The API's own cap, written out: the presenter says a list that reaches
                    // it is the first rows, not all of them (stop 35).
                    p.insert("limit".into(), json!(d));
                }
                steps.push(api_step("records", p, "the records asked for"));
                output = "records".into();
                shape = AnswerShape::List;
            }
        } else if api.per_product {
            let mut p = base(range, None);
            let lower_better = api
                .columns
                .iter()
                .find(|c| c.name == metric)
                .is_some_and(|c| c.lower_is_better);
            let order = cues.rank.map(|r| match (r, lower_better) {
                (Rank::Largest, _) | (Rank::Best, false) | (Rank::Worst, true) => "desc",
                _ => "asc",
            });
            let n = cues.n.or(if cues.singular { Some(1) } else { None });
            let sortable = api.sort_by.contains(&metric);
            if let Some(order) = order {
                // "Rank my products by units": all of them ("top products" is five).
                let n = n.unwrap_or(if cues.rank_all { 1000 } else { DEFAULT_TOP });
                if sortable {
                    p.insert("sort_by".into(), json!(metric));
                    p.insert("order".into(), json!(order));
                    p.insert("limit".into(), json!(n.min(1000)));
                    steps.push(api_step("ranking", p, "products ranked"));
                    output = "ranking".into();
                } else {
                    steps.push(api_step("products", p, "every product"));
                    steps.push(tool_step("ranking", "top_n", json!({"table": {"$ref": "products"}, "column": metric, "n": n, "order": order}), "products ranked"));
                    output = "ranking".into();
                }
                shape = AnswerShape::Ranking;
            } else {
                if sortable && linked.named {
                    let smallest_first = api
                        .columns
                        .iter()
                        .find(|c| c.name == metric)
                        .and_then(|c| c.measure.as_deref())
                        .and_then(|m| self.catalog.measures.get(m))
                        .is_some_and(|m| m.lists_smallest_first);
                    let order = if smallest_first { "asc" } else { "desc" };
                    p.insert("sort_by".into(), json!(metric));
                    p.insert("order".into(), json!(order));
                }
                if let Some(n) = n {
                    p.insert("limit".into(), json!(n.min(1000)));
                }
                steps.push(api_step("products", p, "one row per product"));
                output = "products".into();
                shape = if product_ids.len() == 1 {
                    AnswerShape::SingleValue
                } else {
                    AnswerShape::Breakdown
                };
            }
        } else if api.granularity {
            let series = granularity.is_some();
            steps.push(api_step(
                "data",
                base(range, granularity),
                "the measures asked for",
            ));
            output = "data".into();
            shape = if series {
                AnswerShape::TimeSeries
            } else {
                AnswerShape::SingleValue
            };
        } else if series_api {
            steps.push(api_step("weeks", base(range, None), "one row per week"));
            if granularity.is_some() || range.days() <= 7 {
                output = "weeks".into();
                shape = if range.days() <= 7 {
                    AnswerShape::SingleValue
                } else {
                    AnswerShape::TimeSeries
                };
            } else {
                steps.push(tool_step(
                    "average",
                    "mean",
                    json!({"table": {"$ref": "weeks"}, "columns": metrics}),
                    "the weekly values averaged over the period",
                ));
                notes.push("Weekly values averaged over the period.".into());
                output = "average".into();
                shape = AnswerShape::SingleValue;
            }
        } else {
            steps.push(api_step("data", base(range, None), "the figures asked for"));
            output = "data".into();
            shape = if descriptor.column("metric").is_some() || !api.groups.is_empty() {
                AnswerShape::Breakdown
            } else {
                AnswerShape::SingleValue
            };
        }
        if slots.comparison.is_some() && !api.dated {
            notes.push(format!(
                "{} has no dates: the comparison is left out.",
                api.name
            ));
        }
        Ok(PlannedQuery {
            plan: Plan {
                question: Some(req.time.rewritten.clone()),
                steps,
                outputs: vec![output],
            },
            shape,
            metrics,
            entities: whose_product(entities),
            planner: "catalog".into(),
            llm_calls: 0,
            notes,
            intent: None,
            span,
            condition: counted,
        })
    }

    pub(super) fn returns_dates(&self, api: &str) -> bool {
        self.catalog.api(api).is_some_and(|a| {
            a.descriptor
                .columns
                .iter()
                .any(|c| c.ty == crate::table::ColumnType::Date)
        })
    }
}

/// The records a listing API's count counts, named from its dimension ("reviews"; the catalog's
/// records are products), with the star filter as the condition.
/// An API giving one row per star rating with a count of the reviews that gave it: its name,
/// its rating column and its count column.
pub(super) struct RatingDistribution {
    name: String,
    rating: String,
    count: String,
    params: Vec<String>,
}

impl RatingDistribution {
    fn takes(&self, param: &str) -> bool {
        self.params.iter().any(|p| p == param)
    }
}

impl CatalogPlanner {
    /// The rating distribution of `api`'s dimension, read from the catalog: an API of the same
    /// dimension grouped by `rating` whose columns hold the rating (`review_rating`) and the
    /// count (`review_count`) as measures. None when the catalog has none (an imported store's
    /// catalog may not): the listing counts its records then.
    fn rating_distribution(
        &self,
        api: &crate::planner::link::LinkApi,
    ) -> Option<RatingDistribution> {
        self.index.apis.iter().find_map(|other| {
            if other.dimension != api.dimension || !other.groups.iter().any(|g| g == "rating") {
                return None;
            }
            let d = &self.catalog.api(&other.name)?.descriptor;
            let by = |m: &str| {
                d.columns
                    .iter()
                    .find(|c| c.measure.as_deref() == Some(m))
                    .map(|c| c.name.clone())
            };
            Some(RatingDistribution {
                name: other.name.clone(),
                rating: by("review_rating")?,
                count: by("review_count")?,
                params: d.parameter_names(),
            })
        })
    }
}

fn records_counted(dimension: &str, stars: Option<(u8, u8)>) -> crate::planner::RowCondition {
    let (noun, one) = match dimension {
        "catalog" => ("products".to_string(), "product".to_string()),
        d if d.ends_with('s') => (d.to_string(), d[..d.len() - 1].to_string()),
        d => (format!("{d} records"), format!("{d} record")),
    };
    let phrase = match stars {
        Some((lo, hi)) if lo == hi => {
            format!("with {lo} star{}", if lo == 1 { "" } else { "s" })
        }
        Some((lo, hi)) => format!("with {lo} to {hi} stars"),
        None => String::new(),
    };
    crate::planner::RowCondition {
        noun,
        one,
        phrase,
        absence: false,
        measure: "rating".into(),
        pick: None,
    }
}

/// The entities an answer names: the store's or brand's name beside a product only says whose
/// product it is ("orders for Hearth & Harbor, Hearth Dish Rack" read as two things).
pub(super) fn whose_product(entities: &[ResolvedEntity]) -> Vec<ResolvedEntity> {
    let has_product = entities.iter().any(|e| e.kind == "product");
    entities
        .iter()
        .filter(|e| !(has_product && matches!(e.kind.as_str(), "store" | "brand")))
        .cloned()
        .collect()
}
