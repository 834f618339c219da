//! Two measures asked in one question, each in its own clause: "units of P0006 sold last month
//! and units on hand now", "how much stock of the wok is left and how many did I sell last
//! week". Read as one question, one measure would be dropped or answered for the other's
//! period, so the planner used to ask which one first. Each clause is now planned as a question
//! of its own (its own measure, its own period, the product named in either clause) and the two
//! plans are joined into one with both outputs.
//!
//! Tried when the question read as a whole is not planned (a clarification or no API), or when
//! it is planned for one period that only one clause names while the other clause asks for a
//! level ("kitchen scales stock and how many came in last month": read whole, the stock was
//! answered for last month and the inbound units not at all). Only kept when both clauses are
//! planned without a doubt: a clause whose period is not its own (a flow with no period of its
//! own would get the default 30 days) keeps the clarification. A level with no period of its
//! own is read now (the latest day of data, said in a note), as it is asked alone: the other
//! clause's period governs the other clause's measure.

use serde_json::Value;

use super::*;

impl CatalogPlanner {
    /// The question's two clauses planned one by one and joined, or `None`.
    pub(super) async fn plan_compound(
        &self,
        req: &PlanRequest<'_>,
        mentions: &[String],
    ) -> Result<Option<PlannedQuery>, PlanError> {
        let Some((left, right)) = self.clauses(req.question) else {
            return Ok(None);
        };
        let (left, right) = (left.as_str(), right.as_str());
        // The question's own period words, when they are all in one clause: the other
        // clause may share them.
        let primaries: Vec<&crate::augment::ResolvedExpression> = req
            .time
            .slots
            .expressions
            .iter()
            .filter(|x| x.role == crate::augment::ExpressionRole::Primary)
            .collect();
        let in_one = |clause: &str| {
            let lower = clause.to_lowercase();
            !primaries.is_empty()
                && primaries
                    .iter()
                    .all(|x| lower.contains(&x.text.to_lowercase()))
        };
        let shared: String = if in_one(left) || in_one(right) {
            primaries
                .iter()
                .map(|x| x.text.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        } else {
            String::new()
        };
        let mut plans = Vec::new();
        for part in [left, right] {
            // The product named in the other clause is the product of this one too.
            // Put first, as a topic ("wok: how many did i sell last week"): appended, "... sell
            // for wok" would read as the price ("sell for").
            let lower = part.to_lowercase();
            let mut text = String::new();
            for m in mentions {
                if !lower.contains(&m.to_lowercase()) {
                    text.push_str(&format!("{m}: "));
                }
            }
            text.push_str(part);
            let plan = |text: String| async move {
                let time =
                    crate::augment::resolve(&text, req.today, req.span, &self.catalog.calendar);
                let sub = PlanRequest {
                    question: &text,
                    time: &time,
                    ..*req
                };
                let planned = match Box::pin(self.plan_one(sub, false)).await? {
                    PlannerOutcome::Plan(p) => Some(p),
                    _ => None,
                };
                Ok::<_, PlanError>((planned, time.slots.primary.is_some()))
            };
            let (mut planned, mut dated) = plan(text.clone()).await?;
            // "Total ad spend and revenue last week": a period written once, at the end, is
            // both clauses' period. Only a clause with no period of its own that does not
            // read a level now ("how much stock is left and ...") takes the other's.
            let now = |p: &Option<PlannedQuery>| p.as_ref().is_some_and(|p| self.reads_now(p));
            if !dated && !now(&planned) && !shared.is_empty() {
                (planned, dated) = plan(format!("{text} {shared}")).await?;
            }
            let Some(planned) = planned else {
                return Ok(None);
            };
            if !dated && !self.reads_now(&planned) {
                return Ok(None);
            }
            plans.push(planned);
        }
        let (Some(b), Some(a)) = (plans.pop(), plans.pop()) else {
            return Ok(None);
        };
        Ok(Some(join(req, a, b)))
    }

    /// Whether `planned` (the question planned whole) answered a level for a period that only
    /// the other clause names: "kitchen scales stock and how many came in last month", "whats
    /// on hand and what came in last month". Each clause is then planned on its own.
    pub(super) fn period_of_other_clause(
        &self,
        req: &PlanRequest<'_>,
        planned: &PlannedQuery,
    ) -> bool {
        // "My price vs competitor on black friday": "vs" sets two figures of one period
        // against each other; only a joining word leaves the level to its own clause.
        let Some(&(split_i, split_j)) = self.joined_at(req.question, false).first() else {
            return false;
        };
        let (left, right) = (&req.question[..split_i], &req.question[split_j..]);
        // A measure read across the clauses: a possessive whose noun the other clause names
        // ("our price and the competitor's on boxing day": the competitor's price), read over
        // the whole question and counted in the clause that holds the possessive.
        let whole = tokens_with_money(req.question);
        let elided: Vec<(usize, MeasureKind)> = self
            .measures
            .find(&whole)
            .iter()
            .filter(|m| m.len == 1 && whole[m.at].word.contains(['\'', '’']))
            .filter_map(|m| {
                let kind = self.catalog.measures.get(&m.measure)?.kind;
                Some((whole[m.at].start, kind))
            })
            .collect();
        let primaries: Vec<String> = req
            .time
            .slots
            .expressions
            .iter()
            .filter(|x| x.role == crate::augment::ExpressionRole::Primary)
            .map(|x| x.text.to_lowercase())
            .collect();
        let holds = |clause: &str| {
            let lower = clause.to_lowercase();
            primaries.iter().any(|p| lower.contains(p.as_str()))
        };
        let kind = |clause: &str| -> Vec<MeasureKind> {
            // Where the clause starts in the question (it is one of its two sides).
            let from = if std::ptr::eq(clause, right) {
                split_j
            } else {
                0
            };
            let to = from + clause.len();
            self.measures
                .find(&tokens_with_money(clause))
                .iter()
                .filter_map(|m| self.catalog.measures.get(&m.measure))
                .map(|m| m.kind)
                .chain(
                    elided
                        .iter()
                        .filter(|(at, _)| (from..to).contains(at))
                        .map(|(_, k)| *k),
                )
                .collect()
        };
        // The dated clause may name no measure the ontology reads ("how much came in last
        // month"): its period is still not the level's.
        let level_alone = |undated: &str, dated: &str| {
            kind(undated).contains(&MeasureKind::Level)
                && !kind(dated).contains(&MeasureKind::Level)
        };
        let reads_level = planned.intent.as_ref().is_some_and(|i| {
            i.measures.iter().any(|m| {
                self.catalog
                    .measures
                    .get(&m.measure)
                    .is_some_and(|x| x.kind == MeasureKind::Level)
            })
        });
        !primaries.is_empty()
            && reads_level
            && match (holds(left), holds(right)) {
                (true, false) => level_alone(right, left),
                (false, true) => level_alone(left, right),
                _ => false,
            }
    }

    /// The ask-back for [`Self::period_of_other_clause`] when the clauses could not be planned
    /// one by one: the level now, or at the end of the other clause's period, and the other
    /// figure named.
    pub(super) fn ask_level_when(
        &self,
        req: &PlanRequest<'_>,
        planned: &PlannedQuery,
    ) -> PlannerOutcome {
        let level = planned
            .intent
            .as_ref()
            .and_then(|i| {
                i.measures.iter().find_map(|m| {
                    self.catalog
                        .measures
                        .get(&m.measure)
                        .filter(|x| x.kind == MeasureKind::Level)
                })
            })
            .map_or_else(|| "stock".to_string(), |m| m.name.clone());
        let period = req
            .time
            .slots
            .expressions
            .iter()
            .find(|x| x.role == crate::augment::ExpressionRole::Primary)
            .map_or_else(String::new, |x| x.text.clone());
        clarify(
            format!(
                "\"{period}\" is in the other part of your question, so I cannot tell when to \
                 read {level}: now (the latest day of data), or at the end of {period}? And \
                 which figure is the other part about (for example units inbound, units sold, \
                 revenue)? Ask for each with its own period, e.g. \"{level} now and units \
                 inbound {period}\"."
            ),
            level.clone(),
            vec![
                (format!("{level} now"), format!("{level} now")),
                (
                    format!("{level} at the end of {period}"),
                    format!("{level} at the end of {period}"),
                ),
            ],
        )
    }

    /// The question split at an "and" with a measure named on each side, and different ones.
    fn clauses(&self, question: &str) -> Option<(String, String)> {
        for (i, j) in self.joined_at(question, true) {
            let (mut l, mut r) = (question[..i].to_string(), question[j..].to_string());
            let mut ml = self.measures.find(&tokens_with_money(&l));
            let mut mr = self.measures.find(&tokens_with_money(&r));
            // "Power bank - how much came in last month and whats on hand now": beside the
            // stock asked in the other part, what "came in" is stock arriving, the units
            // inbound (alone, "how much came in" may be money, and is not read).
            if mr.is_empty() && self.names_stock(&ml) {
                if let Some(t) = came_in_as_inbound(&r) {
                    r = t;
                    mr = self.measures.find(&tokens_with_money(&r));
                }
            } else if ml.is_empty() && self.names_stock(&mr) {
                if let Some(t) = came_in_as_inbound(&l) {
                    l = t;
                    ml = self.measures.find(&tokens_with_money(&l));
                }
            }
            let disjoint = !ml.is_empty()
                && !mr.is_empty()
                && ml.iter().all(|a| mr.iter().all(|b| a.measure != b.measure));
            if disjoint {
                return Some((l.trim().to_string(), r.trim().to_string()));
            }
        }
        None
    }

    /// Whether `found` names the stock on hand (a level of units).
    fn names_stock(&self, found: &[crate::planner::intent::NamedMeasure]) -> bool {
        found.iter().any(|m| m.measure == "units_on_hand")
    }

    /// A clause with no period of its own is kept only when it reads a level ("how much
    /// stock is left", "kitchen scales stock"): a level is read now, on the latest day, as
    /// when it is asked alone, and the other clause's period is the other clause's.
    fn reads_now(&self, planned: &PlannedQuery) -> bool {
        planned
            .intent
            .as_ref()
            .and_then(|i| i.lead_measure())
            .and_then(|m| self.catalog.measures.get(m))
            .is_some_and(|m| m.kind == MeasureKind::Level)
    }
}

/// `clause` with its "came in" / "come in" written as the inbound phrase "units came in" (its
/// words "how much", "what" kept as they are), or `None` when it has no such words.
fn came_in_as_inbound(clause: &str) -> Option<String> {
    let toks = tokens_with_money(clause);
    let at = toks
        .windows(2)
        .find(|w| matches!(w[0].word.as_str(), "came" | "come" | "comes") && w[1].word == "in")?;
    Some(format!(
        "{}units came in{}",
        &clause[..at[0].start],
        &clause[at[1].end..]
    ))
}

impl CatalogPlanner {
    /// [`joined_at`] without the joining words inside a category's name as the store writes
    /// it: "Home & Kitchen", "Sports & Outdoors" name one category, and "the median conversion
    /// rate of Home & Kitchen sellers in 2025" split there read "2025" as the other clause's
    /// period and asked when to read the benchmark.
    fn joined_at(&self, question: &str, vs: bool) -> Vec<(usize, usize)> {
        let lower = question.to_ascii_lowercase();
        let names: Vec<(usize, usize)> = self
            .catalog
            .kinds
            .categories
            .iter()
            .flat_map(|c| {
                let name = c.category.to_ascii_lowercase();
                lower
                    .match_indices(name.as_str())
                    .map(|(i, m)| (i, i + m.len()))
                    .collect::<Vec<_>>()
            })
            .collect();
        joined_at(question, vs)
            .into_iter()
            .filter(|&(i, j)| !names.iter().any(|&(a, b)| a < i && j < b))
            .collect()
    }
}

/// Where two clauses are joined ("and", "plus", "+", "&", or "vs" between two measures), in
/// order: the byte range of each joining word with its spaces. "On hand + inbound last month"
/// joins two figures as "on hand and inbound" does; read whole, the stock was answered for last
/// month. "Stock vs units sold the last 7 days" was asked which first.
/// With `vs`, "vs" and "versus" join too.
fn joined_at(question: &str, vs: bool) -> Vec<(usize, usize)> {
    // ASCII lowering keeps byte offsets, so they index `question` too.
    let lower = question.to_ascii_lowercase();
    let words: &[&str] = if vs {
        &[" and ", " plus ", " + ", " & ", " vs ", " versus "]
    } else {
        &[" and ", " plus ", " + ", " & "]
    };
    let mut at: Vec<(usize, usize)> = words
        .iter()
        .flat_map(|w| lower.match_indices(w).map(|(i, m)| (i, i + m.len())))
        .collect();
    at.sort_unstable();
    at
}

/// One plan with both clauses' steps (ids prefixed so they stay apart) and both outputs.
fn join(req: &PlanRequest<'_>, a: PlannedQuery, b: PlannedQuery) -> PlannedQuery {
    let mut steps = Vec::new();
    let mut outputs = Vec::new();
    for (prefix, p, other) in [("a_", &a, &b), ("b_", &b, &a)] {
        for s in &p.plan.steps {
            steps.push(prefixed(s, prefix));
        }
        // The other clause's measures leave this clause's tables: the answer reads each
        // measure from the first table that has its column, and "stock now and inbound last
        // month" read the inbound of the day the stock was read (0), not of last month.
        let theirs: Vec<&String> = other
            .metrics
            .iter()
            .filter(|m| !p.metrics.contains(m))
            .collect();
        for o in &p.plan.outputs {
            if theirs.is_empty() {
                outputs.push(format!("{prefix}{o}"));
                continue;
            }
            let id = format!("{prefix}{o}_own");
            steps.push(crate::planner::shapes::tool_step(
                &id,
                "drop_columns",
                serde_json::json!({"table": {"$ref": format!("{prefix}{o}")}, "columns": theirs}),
                "the other part's measures are read from the other part's table",
            ));
            outputs.push(id);
        }
    }
    let mut metrics = a.metrics.clone();
    for m in &b.metrics {
        if !metrics.contains(m) {
            metrics.push(m.clone());
        }
    }
    let mut entities = a.entities.clone();
    for e in &b.entities {
        if !entities.contains(e) {
            entities.push(e.clone());
        }
    }
    let mut notes = vec![format!(
        "Two questions in one, answered each: \"{}\" and \"{}\".",
        a.plan.question.as_deref().unwrap_or_default(),
        b.plan.question.as_deref().unwrap_or_default()
    )];
    notes.extend(a.notes.iter().cloned());
    notes.extend(b.notes.iter().cloned());
    let intent = match (a.intent, b.intent) {
        (Some(mut ia), Some(ib)) => {
            ia.measures.extend(ib.measures);
            ia.periods.extend(ib.periods);
            Some(ia)
        }
        (ia, ib) => ia.or(ib),
    };
    PlannedQuery {
        plan: Plan {
            question: Some(req.time.rewritten.clone()),
            steps,
            outputs,
        },
        shape: a.shape,
        metrics,
        entities,
        planner: "catalog".into(),
        llm_calls: 0,
        notes,
        intent,
        // The prose describes the first output: it names the first clause's period, not the
        // whole question's (which may be the other clause's).
        span: a.plan.steps.iter().find_map(|s| match s {
            Step::Api(x) => {
                let date = |k: &str| x.params.get(k)?.as_str()?.parse().ok();
                Some(DateRange {
                    start: date("start_date")?,
                    end: date("end_date")?,
                })
            }
            Step::Tool(_) => None,
        }),
        // The prose describes the first output, so the first clause's condition.
        condition: a.condition.clone(),
    }
}

/// A step with its id and its references prefixed.
fn prefixed(step: &Step, prefix: &str) -> Step {
    match step {
        Step::Api(s) => Step::Api(ApiStep {
            id: format!("{prefix}{}", s.id),
            params: s
                .params
                .iter()
                .map(|(k, v)| (k.clone(), with_refs(v, prefix)))
                .collect(),
            ..s.clone()
        }),
        Step::Tool(t) => Step::Tool(ToolStep {
            id: format!("{prefix}{}", t.id),
            args: t
                .args
                .iter()
                .map(|(k, v)| (k.clone(), with_refs(v, prefix)))
                .collect(),
            ..t.clone()
        }),
    }
}

/// `{"$ref": "x"}` anywhere in `v` becomes `{"$ref": "<prefix>x"}`.
fn with_refs(v: &Value, prefix: &str) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .map(|(k, x)| match (k.as_str(), x) {
                    ("$ref", Value::String(s)) => {
                        (k.clone(), Value::String(format!("{prefix}{s}")))
                    }
                    _ => (k.clone(), with_refs(x, prefix)),
                })
                .collect(),
        ),
        Value::Array(xs) => Value::Array(xs.iter().map(|x| with_refs(x, prefix)).collect()),
        other => other.clone(),
    }
}
