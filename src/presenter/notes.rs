//! What an answer says besides its template's text: the notes (clipped dates, defaults) and the
//! parts of the plan that failed, appended by the presenter itself so no template can drop them.

use super::context::MissingPart;
use super::PresentInput;
use crate::plan::executor::StepStatus;
use crate::plan::Step;

/// Failed and skipped steps, with their errors, in plan order.
pub(crate) fn missing_parts(input: &PresentInput<'_>) -> Vec<MissingPart> {
    let describe = |id: &str| {
        input.planned.plan.steps.iter().find_map(|s| match s {
            Step::Api(a) if a.id == id => a.description.clone(),
            Step::Tool(t) if t.id == id => t.description.clone(),
            _ => None,
        })
    };
    let mut out: Vec<MissingPart> = Vec::new();
    for s in &input.outcome.steps {
        if s.status == StepStatus::Ok {
            continue;
        }
        let (code, message) = match &s.error {
            Some(e) => (e.code.as_str().to_string(), e.message.clone()),
            None => (
                "data_unavailable".to_string(),
                "the step did not run".to_string(),
            ),
        };
        out.push(MissingPart {
            step: s.id.clone(),
            description: describe(&s.id),
            code,
            message,
        });
    }
    if let Some(e) = &input.outcome.error {
        if !out.iter().any(|m| m.step == e.step) {
            out.push(MissingPart {
                step: e.step.clone(),
                description: describe(&e.step),
                code: e.code.as_str().to_string(),
                message: e.message.clone(),
            });
        }
    }
    out
}

/// Appends the notes after the answer's body.
pub(crate) fn append_notes(answer: &mut String, notes: &[String]) {
    match notes {
        [] => {}
        [one] => answer.push_str(&format!("\n\nNote: {one}")),
        many => {
            answer.push_str("\n\nNotes:");
            for n in many {
                answer.push_str(&format!("\n- {n}"));
            }
        }
    }
}

/// Appends what is missing after the answer's body.
pub(crate) fn append_missing(answer: &mut String, missing: &[MissingPart]) {
    if missing.is_empty() {
        return;
    }
    answer.push_str("\n\nNot available (part of the plan failed):");
    for m in missing {
        let what = match &m.description {
            Some(d) => format!("{d} (step `{}`)", m.step),
            None => format!("step `{}`", m.step),
        };
        answer.push_str(&format!("\n- {what}: {} [{}]", m.message, m.code));
    }
}
