//! Templates: a failing or missing template, sample inputs against the context, every shape
//! rendered without notes or fallbacks.

use super::*;

fn shipped_prompts() -> HashMap<String, PromptDef> {
    catalog().prompts.clone()
}

fn with_template(name: &str, template: &str) -> Presenter {
    let mut prompts = shipped_prompts();
    prompts.get_mut(name).unwrap().template = template.into();
    Presenter::from_prompts(&prompts).unwrap()
}

#[test]
fn a_template_failing_at_runtime_falls_back_to_a_generic_answer_with_the_table() {
    let c = single_value_case();
    for broken in [
        "{{ no_such_field }}",
        "{{ metric.raw | usd }} {{ metrics[7].value }}",
        "{% if true %}   {% endif %}",
    ] {
        let p = with_template("answer_single_value", broken).present(&c.input());
        assert_eq!(
            p.answer,
            "Here is what I found last week (2025-12-01 to 2025-12-07):\n\n\
             Period      Orders  Units sold     Revenue\n\
             ----------  ------  ----------  ----------\n\
             2025-12-01     321         400  $12,345.67",
            "template {broken:?}"
        );
        assert_eq!(p.tables.len(), 1);
    }
    // Empty results fall back to a plain sentence, not a table of nothing.
    let empty = last_week_sales(vec![]);
    let p = with_template("answer_single_value", "{{ nope }}").present(&empty.input());
    assert_eq!(
        p.answer,
        "There is no data last week (2025-12-01 to 2025-12-07)."
    );
}

#[test]
fn a_missing_or_wrong_template_is_a_clear_start_up_error() {
    let mut prompts = shipped_prompts();
    prompts.remove("answer_list");
    let e = Presenter::from_prompts(&prompts).unwrap_err();
    assert!(matches!(e, PresentError::MissingTemplate { .. }));
    assert_eq!(
        e.to_string(),
        "no answer template for the `list` answer shape: add prompts/answer_list.yaml with \
         `name: answer_list` and `kind: answer_template` (see prompts/README.md)"
    );

    let mut prompts = shipped_prompts();
    prompts.get_mut("answer_ranking").unwrap().kind = PromptKind::LlmPrompt;
    let e = Presenter::from_prompts(&prompts).unwrap_err();
    assert!(e
        .to_string()
        .contains("`answer_ranking` must have `kind: answer_template`"));

    let mut prompts = shipped_prompts();
    prompts.get_mut("answer_ranking").unwrap().template = "{% if %}".into();
    let e = Presenter::from_prompts(&prompts).unwrap_err();
    assert!(matches!(e, PresentError::Template { ref name, .. } if name == "answer_ranking"));
}

/// The shipped templates' sample inputs have exactly the context's fields, so what the
/// validator renders is what the presenter gives.
#[test]
fn sample_inputs_match_the_context() {
    fn keys(v: &Value) -> Vec<String> {
        let mut k: Vec<String> = v
            .as_object()
            .map(|o| o.keys().cloned().collect())
            .unwrap_or_default();
        k.sort();
        k
    }
    for shape in SHAPES {
        let name = format!("answer_{}", shape.as_str());
        let def = &catalog().prompts[&name];
        assert_eq!(def.kind, PromptKind::AnswerTemplate);
        let c = case_of(shape);
        let ctx = serde_json::to_value(presenter().context(&c.input()).unwrap()).unwrap();
        assert_eq!(
            keys(&def.sample_input),
            keys(&ctx),
            "{name}: top-level fields"
        );
        for field in ["period", "metric", "top"] {
            if !ctx[field].is_null() && !def.sample_input[field].is_null() {
                assert_eq!(
                    keys(&def.sample_input[field]),
                    keys(&ctx[field]),
                    "{name}: fields of `{field}`"
                );
            }
        }
    }
}

#[test]
fn every_shape_renders_without_notes_or_fallbacks() {
    let mut all = String::new();
    for shape in SHAPES {
        let p = case_of(shape).present();
        assert!(
            !p.answer.starts_with("Here is what I found"),
            "{shape:?} fell back"
        );
        all.push_str(&format!("## {}\n{}\n\n", shape.as_str(), p.answer));
    }
    insta::assert_snapshot!("answers_per_shape", all);
}

#[test]
fn time_series_chart_spec() {
    let p = time_series_case().present();
    insta::assert_snapshot!(
        "time_series_chart",
        serde_json::to_string_pretty(&p.chart.unwrap()).unwrap()
    );
}

/// Prints each fixture's context (to refresh the templates' sample inputs):
/// `cargo test --test presenter -- --ignored --nocapture print_contexts`.
#[test]
#[ignore]
fn print_contexts() {
    let trivial: HashMap<String, PromptDef> = SHAPES
        .iter()
        .map(|s| {
            let name = format!("answer_{}", s.as_str());
            let def = PromptDef {
                name: name.clone(),
                kind: PromptKind::AnswerTemplate,
                description: String::new(),
                template: "{{ question }}".into(),
                sample_input: json!({}),
                examples: Vec::new(),
            };
            (name, def)
        })
        .collect();
    let p = Presenter::from_prompts(&trivial).unwrap();
    for shape in SHAPES {
        let c = case_of(shape);
        let ctx = p.context(&c.input()).unwrap();
        println!(
            "=== {}\n{}",
            shape.as_str(),
            serde_json::to_string(&ctx).unwrap()
        );
    }
}
