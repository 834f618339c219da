//! The catalog planner's behaviour: clarification on ambiguous products, unknown products,
//! out-of-scope questions, top-N / sort / breakdown parsing, default periods, comparisons,
//! tenant isolation of entities, and every plan validating against the catalog.
//!
//! Needs the vendor model files (`INSIGHT_MODELS_VENDOR` or `make models`).

use std::sync::{Arc, OnceLock};

use chrono::NaiveDate;
use insight::augment::{self, DataSpan};
use insight::backend::{Backends, Tenant};
use insight::catalog::Catalog;
use insight::embed::{vendor_dir, Embedder, EmbedderOptions};
use insight::plan::{validate, Step};
use insight::planner::{
    AnswerShape, CatalogPlanner, PlanRequest, PlannedQuery, Planner, PlannerOutcome,
};
use serde_json::{json, Value};

mod common;
use common::{root, store};

struct Fixture {
    catalog: Arc<Catalog>,
    embedder: Arc<Embedder>,
    planner: CatalogPlanner,
    rt: tokio::runtime::Runtime,
}

fn fixture() -> &'static Fixture {
    static F: OnceLock<Fixture> = OnceLock::new();
    F.get_or_init(|| {
        let catalog = Arc::new(Catalog::load(&root()).unwrap_or_else(|d| panic!("{d}")));
        let embedder = Arc::new(
            Embedder::load_with(
                &vendor_dir(&root()),
                EmbedderOptions {
                    sessions: 1,
                    intra_threads: 1,
                },
            )
            .unwrap_or_else(|e| panic!("{e}")),
        );
        let backends = Arc::new(Backends::new(catalog.clone(), store()));
        let planner = CatalogPlanner::new(catalog.clone(), embedder.clone(), backends)
            .unwrap_or_else(|e| panic!("{e}"));
        Fixture {
            catalog,
            embedder,
            planner,
            rt: tokio::runtime::Runtime::new().unwrap(),
        }
    })
}

fn plan_for(seller: &str, question: &str) -> PlannerOutcome {
    let f = fixture();
    let today = NaiveDate::from_ymd_opt(2025, 12, 10).unwrap();
    let span = DataSpan {
        start: NaiveDate::from_ymd_opt(2024, 1, 1).unwrap(),
        end: NaiveDate::from_ymd_opt(2025, 12, 9).unwrap(),
    };
    let time = augment::resolve(question, today, span, &f.catalog.calendar);
    let embedding = f.embedder.embed(question).unwrap();
    let tenant = Tenant::new(seller);
    let req = PlanRequest {
        question,
        embedding: &embedding,
        time: &time,
        today,
        span,
        tenant: &tenant,
    };
    f.rt.block_on(f.planner.plan(req))
        .unwrap_or_else(|e| panic!("{question}: {e}"))
}

fn plan(question: &str) -> PlannedQuery {
    match plan_for("S001", question) {
        PlannerOutcome::Plan(p) => {
            validate(&p.plan, &fixture().catalog).unwrap_or_else(|e| panic!("{question}: {e}"));
            assert_eq!(p.planner, "catalog");
            p
        }
        other => panic!("{question}: expected a plan, got {other:?}"),
    }
}

/// The first API step's API name and parameters.
fn api_call(p: &PlannedQuery) -> (String, serde_json::Map<String, Value>) {
    p.plan
        .steps
        .iter()
        .find_map(|s| match s {
            Step::Api(a) => Some((a.api.clone(), a.params.clone())),
            Step::Tool(_) => None,
        })
        .expect("an API step")
}

fn tools(p: &PlannedQuery) -> Vec<String> {
    p.plan
        .steps
        .iter()
        .filter_map(|s| match s {
            Step::Tool(t) => Some(t.tool.clone()),
            Step::Api(_) => None,
        })
        .collect()
}

#[test]
fn an_ambiguous_product_asks_which_one_with_every_candidate() {
    match plan_for("S001", "how many units of the knife did I sell last month?") {
        PlannerOutcome::Clarify {
            question,
            mention,
            candidates,
            ..
        } => {
            let ids: Vec<&str> = candidates.iter().map(|c| c.id.as_str()).collect();
            assert_eq!(ids, ["P0002", "P0008", "P0018", "P0027", "P0028"]);
            assert_eq!(mention, "knife");
            assert!(
                question.contains("P0027") && question.contains("Santoku"),
                "{question}"
            );
        }
        other => panic!("{other:?}"),
    }
    match plan_for("S001", "cast iron revenue in October") {
        PlannerOutcome::Clarify { candidates, .. } => {
            let ids: Vec<&str> = candidates.iter().map(|c| c.id.as_str()).collect();
            assert_eq!(ids, ["P0001", "P0011", "P0017"]);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_ranking_over_an_ambiguous_name_ranks_the_candidates_instead_of_asking() {
    let p = plan("Which knife sold best in Q3?");
    assert_eq!(p.shape, AnswerShape::Ranking, "{p:?}");
    let (api, params) = api_call(&p);
    assert_eq!(api, "sales_by_product");
    assert_eq!(
        params["product_ids"],
        serde_json::json!(["P0002", "P0008", "P0018", "P0027", "P0028"])
    );
    assert_eq!(params["start_date"], "2025-07-01");
    assert_eq!(p.entities.len(), 5);
}

#[test]
fn a_precise_or_misspelt_title_resolves_to_one_product() {
    let p = plan("units of the chef's knife last week");
    assert_eq!(p.entities.len(), 1);
    assert_eq!(p.entities[0].id, "P0002");
    assert_eq!(api_call(&p).1["product_ids"], json!(["P0002"]));
    let p = plan("revenue from the cast iron skilet in November");
    assert_eq!(p.entities[0].id, "P0001");
}

#[test]
fn a_product_the_seller_does_not_have_is_said_so_without_leaking_it() {
    // P0037 exists, but belongs to S002.
    match plan_for("S001", "revenue of P0037 last month") {
        PlannerOutcome::OutOfScope { missing, message } => {
            assert_eq!(missing, "product P0037");
            assert!(
                message.contains("None of your products has the id"),
                "{message}"
            );
            assert!(!message.contains("P0037"), "{message}");
            assert!(!message.contains("Copperleaf"), "{message}");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_second_seller_gets_its_own_products() {
    match plan_for("S002", "revenue of P0037 last month") {
        PlannerOutcome::Plan(p) => {
            assert_eq!(p.entities[0].id, "P0037");
            assert!(
                p.entities[0].label.starts_with("Copperleaf"),
                "{:?}",
                p.entities
            );
        }
        other => panic!("{other:?}"),
    }
    // S001's skillet means nothing to S002: no entity, and never S001's product.
    match plan_for("S002", "units of the skillet last week") {
        PlannerOutcome::Plan(p) => assert!(
            p.entities.iter().all(|e| e.id != "P0001"),
            "{:?}",
            p.entities
        ),
        PlannerOutcome::OutOfScope { .. } | PlannerOutcome::Clarify { .. } => {}
    }
    // S001 asking for P0001 still works after S002 filled its own cache entry.
    assert_eq!(plan("units of P0001 yesterday").entities[0].id, "P0001");
    match plan_for("S002", "units of P0001 yesterday") {
        PlannerOutcome::OutOfScope { missing, .. } => assert_eq!(missing, "product P0001"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn questions_needing_data_no_api_has_are_out_of_scope() {
    for (q, missing) in [
        (
            "How much are my competitors selling?",
            "competitors' sales figures",
        ),
        (
            "what revenue does my biggest rival make",
            "competitors' sales figures",
        ),
        (
            "Give me the email addresses of my customers",
            "customer identities and contact details",
        ),
        ("What will the weather be like next week?", "weather data"),
        (
            "forecast my revenue for next quarter",
            "forecasts of future sales",
        ),
        ("What is S005's ACOS?", "other sellers' own data"),
        (
            "what's my profit margin on the dutch oven",
            "profit, margins and costs of goods",
        ),
        // Refunded units are in the data, the money paid back is not: once answered with
        // the count of units as if it were the cost.
        (
            "how much did refunds cost me last month",
            "refund amounts in dollars",
        ),
    ] {
        match plan_for("S001", q) {
            PlannerOutcome::OutOfScope {
                missing: m,
                message,
            } => {
                assert_eq!(m, missing, "{q}");
                assert!(
                    message.contains(missing) && message.len() > missing.len() + 40,
                    "{q}: {message}"
                );
            }
            other => panic!("{q}: {other:?}"),
        }
    }
    // A list of nothing named is asked back, not filled with the first API that fits ("show
    // me" once matched the benchmark's column synonym "me").
    for q in ["show me this year", "show me everything for last month"] {
        assert!(
            matches!(plan_for("S001", q), PlannerOutcome::Clarify { .. }),
            "{q}"
        );
    }
    // Refunded units are.
    let p = plan("how many units were refunded last month");
    assert_eq!(p.metrics[0], "units_refunded");
    // Competitor *prices* are in the data.
    let p = plan("competitor price for P0002 last month");
    assert_eq!(api_call(&p).0, "pricing_by_product");
    // ...also asked with a selling verb beside the competitors ("selling ... at" once matched
    // competitors' sales figures, an honest-looking refusal of data the seller has).
    let p = plan("what price are competitors selling the chef's knife at");
    assert_eq!(api_call(&p).0, "pricing_by_product");
    assert_eq!(p.metrics[0], "competitor_price");
}

#[test]
fn top_n_sort_order_and_breakdowns_are_read() {
    let p = plan("bottom 4 products by orders in Q3");
    let (api, params) = api_call(&p);
    assert_eq!(api, "sales_by_product");
    assert_eq!(
        (&params["sort_by"], &params["order"], &params["limit"]),
        (&json!("orders"), &json!("asc"), &json!(4))
    );
    assert_eq!(p.shape, AnswerShape::Ranking);
    assert_eq!(p.metrics[0], "orders");

    // "worst" ACOS is the highest: ACOS is better when lower.
    let p = plan("my worst 3 products for acos last month");
    let (api, params) = api_call(&p);
    assert_eq!(api, "ads_by_product");
    assert_eq!(
        (&params["sort_by"], &params["order"]),
        (&json!("acos"), &json!("desc"))
    );

    let p = plan("which product had the most sessions in November?");
    assert_eq!(api_call(&p).1["limit"], json!(1));

    let p = plan("revenue by week last month");
    let (api, params) = api_call(&p);
    assert_eq!(
        (api.as_str(), &params["granularity"]),
        ("sales_summary", &json!("week"))
    );
    assert_eq!(p.shape, AnswerShape::TimeSeries);

    let p = plan("units per product last week");
    assert_eq!(api_call(&p).0, "sales_by_product");
    assert_eq!(p.shape, AnswerShape::Breakdown);

    let p = plan("show my 1-star reviews from last week");
    let (api, params) = api_call(&p);
    assert_eq!(api, "reviews_list");
    assert_eq!(
        (&params["min_rating"], &params["max_rating"]),
        (&json!(1), &json!(1))
    );
    assert_eq!(p.shape, AnswerShape::List);
}

/// A ranking with no measure is answered only when its word means "by sales" by convention
/// ("top", "best"); "worst", "bottom" or "hurt me most" name no figure, so they are asked back
/// (once "which product hurt me most" got the top seller by units).
#[test]
fn a_ranking_that_names_no_measure_is_asked_unless_it_means_sales() {
    for q in [
        "which product hurt me most last quarter",
        "worst products this year",
        "bottom 3 products last month",
    ] {
        assert!(
            matches!(plan_for("S001", q), PlannerOutcome::Clarify { .. }),
            "{q}: {:?}",
            plan_for("S001", q)
        );
    }
    for q in ["top products last month", "best sellers in october"] {
        let p = plan(q);
        assert_eq!(p.shape, AnswerShape::Ranking, "{q}: {p:?}");
    }
}

/// A day of the week is no plan's grouping: "what day of the week do I sell the most" listed
/// the top dates, "weekday vs weekend sales" gave one total. Asked back; "last weekend" is a
/// period and stays answered.
#[test]
fn a_day_of_the_week_is_asked_back_not_answered_with_dates() {
    for q in [
        "what day of the week do i sell the most",
        "which weekday has the most sessions",
        "weekday vs weekend sales last month",
    ] {
        assert!(
            matches!(plan_for("S001", q), PlannerOutcome::Clarify { .. }),
            "{q}: {:?}",
            plan_for("S001", q)
        );
    }
    assert!(matches!(
        plan_for("S001", "sales last weekend"),
        PlannerOutcome::Plan(_)
    ));
}

/// "Which months are my strongest?" names no period: the months to rank set the default span
/// (the last 12 months), not the 30 days a total would get (which held one and a half months).
#[test]
fn ranking_months_with_no_period_ranks_a_year_of_months() {
    let p = plan("which months are my strongest?");
    let (_, params) = api_call(&p);
    assert_eq!(params["granularity"], "month", "{p:?}");
    let start =
        NaiveDate::parse_from_str(params["start_date"].as_str().unwrap(), "%Y-%m-%d").unwrap();
    let end = NaiveDate::parse_from_str(params["end_date"].as_str().unwrap(), "%Y-%m-%d").unwrap();
    assert!((end - start).num_days() >= 300, "{start} to {end}");
    assert!(
        p.notes.iter().any(|n| n.contains("last 12 months")),
        "{:?}",
        p.notes
    );
}

#[test]
fn comparisons_fetch_both_ranges_and_compute_the_change() {
    let p = plan("revenue last month vs last year");
    let calls: Vec<_> = p
        .plan
        .steps
        .iter()
        .filter_map(|s| match s {
            Step::Api(a) => Some((a.params["start_date"].clone(), a.params["end_date"].clone())),
            Step::Tool(_) => None,
        })
        .collect();
    assert_eq!(
        calls,
        [
            (json!("2025-11-01"), json!("2025-11-30")),
            (json!("2024-11-01"), json!("2024-11-30"))
        ]
    );
    assert_eq!(tools(&p), ["growth"]);
    assert_eq!(p.shape, AnswerShape::Comparison);
    assert_eq!(p.metrics, ["current", "previous", "change", "change_pct"]);

    // Year over year by month: the year_over_year tool on both series.
    let p = plan("monthly units in 2025 compared with last year");
    assert_eq!(tools(&p), ["year_over_year"]);
}

#[test]
fn no_period_named_uses_the_default_and_says_so() {
    let p = plan("what's my revenue?");
    let (_, params) = api_call(&p);
    assert_eq!(
        (&params["start_date"], &params["end_date"]),
        (&json!("2025-11-10"), &json!("2025-12-09"))
    );
    assert!(
        p.notes.iter().any(|n| n.contains("No period named")),
        "{:?}",
        p.notes
    );
    // A stock snapshot defaults to the last day of data.
    let p = plan("which products have the lowest days of cover?");
    let (api, params) = api_call(&p);
    assert_eq!(api, "inventory_status");
    assert_eq!(params["start_date"], json!("2025-12-09"));
}

#[test]
fn a_period_without_data_is_not_planned_even_if_asked() {
    match plan_for("S001", "sales in 2023") {
        PlannerOutcome::OutOfScope { message, .. } => {
            assert!(message.to_lowercase().contains("data"), "{message}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn nonsense_and_empty_questions_do_not_panic() {
    for q in [
        "",
        "???",
        "🍕🍕🍕",
        "asdf qwer zxcv",
        &"revenue ".repeat(200),
    ] {
        let _ = plan_for("S001", q);
    }
}

#[test]
fn every_plan_validates_against_the_catalog() {
    for q in [
        "sessions by day in the last 2 weeks",
        "top 10 skus by refund rate this year",
        "average price by month in 2024",
        "account health last quarter",
        "days of cover for P0001",
        "buy box share per product last month",
        "reviews per month for the pan set",
        "ad impressions weekly since Prime Day",
        "list my products",
        "How do my refunds compare with peers this year?",
    ] {
        // `plan` validates with `insight::plan::validate` and fails on anything but a plan.
        let p = plan(q);
        assert!(!p.metrics.is_empty(), "{q}");
    }
}

/// Two measures in two clauses, each with its own period: both planned, each for its own
/// period and for the product named in either clause; a flow with no period of its own keeps
/// the clarification (it would silently get the default 30 days).
#[test]
fn two_measures_in_two_clauses_are_both_planned_each_for_its_period() {
    let p = plan("how much stock of the wok is left and how many did i sell last week");
    let calls: Vec<(String, serde_json::Map<String, Value>)> = p
        .plan
        .steps
        .iter()
        .filter_map(|s| match s {
            Step::Api(a) => Some((a.api.clone(), a.params.clone())),
            Step::Tool(_) => None,
        })
        .collect();
    assert_eq!(p.plan.outputs.len(), 2, "{:?}", p.plan);
    let inventory = calls
        .iter()
        .find(|(api, _)| api.starts_with("inventory"))
        .expect("a stock call");
    assert_eq!(inventory.1["start_date"], "2025-12-09");
    assert_eq!(inventory.1["end_date"], "2025-12-09");
    let sales = calls
        .iter()
        .find(|(api, _)| api.starts_with("sales"))
        .unwrap_or_else(|| panic!("a sales call in {calls:?}"));
    assert_eq!(sales.1["start_date"], "2025-12-01");
    assert_eq!(sales.1["end_date"], "2025-12-07");
    for (_, params) in &calls {
        assert_eq!(params["product_ids"], serde_json::json!(["P0026"]));
    }
    // "units sold" has no period of its own: not split (the default 30 days would be a guess).
    if let PlannerOutcome::Plan(p) = plan_for("S001", "units sold and units on hand in october") {
        assert_eq!(p.plan.outputs.len(), 1, "{:?}", p.plan);
    }
}
