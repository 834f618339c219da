//! Two measures asked in one question, each in its own clause: "units of P0006 sold last month
//! and units on hand now", "how much stock of the wok is left and how many did I sell last
//! week". Read as one question, one measure would be dropped or answered for the other's
//! period, so the planner used to ask which one first. Each clause is now planned as a question
//! of its own (its own measure, its own period, the product named in either clause) and the two
//! plans are joined into one with both outputs.
//!
//! Only tried when the question read as a whole is not planned (a clarification or no API),
//! and only kept when both clauses are planned without a doubt: a clause whose period is not
//! its own (a flow with no period of its own would get the default 30 days) keeps the
//! clarification.

use serde_json::Value;

use super::*;

/// Words that read a level (stock) now when its clause names no period.
const PRESENT: &[&str] = &["now", "left", "currently", "current", "have", "today"];

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
            let now =
                |p: &Option<PlannedQuery>| p.as_ref().is_some_and(|p| self.reads_now(p, &lower));
            if !dated && !now(&planned) && !shared.is_empty() {
                (planned, dated) = plan(format!("{text} {shared}")).await?;
            }
            let Some(planned) = planned else {
                return Ok(None);
            };
            if !dated && !self.reads_now(&planned, &lower) {
                return Ok(None);
            }
            plans.push(planned);
        }
        let (Some(b), Some(a)) = (plans.pop(), plans.pop()) else {
            return Ok(None);
        };
        Ok(Some(join(req, a, b)))
    }

    /// The question split at an "and" with a measure named on each side, and different ones.
    fn clauses<'q>(&self, question: &'q str) -> Option<(&'q str, &'q str)> {
        // ASCII lowering keeps byte offsets, so they index `question` too.
        let lower = question.to_ascii_lowercase();
        let mut from = 0;
        while let Some(i) = lower[from..].find(" and ").map(|i| i + from) {
            from = i + 5;
            let (l, r) = (&question[..i], &question[i + 5..]);
            let ml = self.measures.find(&tokens_with_money(l));
            let mr = self.measures.find(&tokens_with_money(r));
            let disjoint = !ml.is_empty()
                && !mr.is_empty()
                && ml.iter().all(|a| mr.iter().all(|b| a.measure != b.measure));
            if disjoint {
                return Some((l.trim(), r.trim()));
            }
        }
        None
    }

    /// A clause with no period of its own is kept only when it reads a level now ("how much
    /// stock is left", "units on hand now").
    fn reads_now(&self, planned: &PlannedQuery, clause: &str) -> bool {
        let level = planned
            .intent
            .as_ref()
            .and_then(|i| i.lead_measure())
            .and_then(|m| self.catalog.measures.get(m))
            .is_some_and(|m| m.kind == MeasureKind::Level);
        level
            && tokens(clause)
                .iter()
                .any(|t| PRESENT.contains(&t.word.as_str()))
    }
}

/// One plan with both clauses' steps (ids prefixed so they stay apart) and both outputs.
fn join(req: &PlanRequest<'_>, a: PlannedQuery, b: PlannedQuery) -> PlannedQuery {
    let mut steps = Vec::new();
    let mut outputs = Vec::new();
    for (prefix, p) in [("a_", &a), ("b_", &b)] {
        for s in &p.plan.steps {
            steps.push(prefixed(s, prefix));
        }
        outputs.extend(p.plan.outputs.iter().map(|o| format!("{prefix}{o}")));
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
