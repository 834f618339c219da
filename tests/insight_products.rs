//! A diagnostic question that names a product: the Insight Generator reads the names as the Data
//! Presenter does. The seller's own product is put first (its change, by independent SQL, and
//! what is found about it before the store's other causes); a thing the seller does not sell, or
//! words that fit several products, are asked back instead of being explained with the whole
//! store's figures.

mod common;

use common::{ask_as, demo_engine, store};
use insight::answer::{Answer, AnswerStatus};
use insight::engine::Engine;
use insight::manager::Branch;
use rusqlite::Connection;

struct Ctx {
    engine: Engine,
    rt: tokio::runtime::Runtime,
    // rusqlite's Connection is Send but not Sync: the tests share it behind a lock.
    db: std::sync::Mutex<Connection>,
}

fn ctx() -> &'static Ctx {
    static CTX: std::sync::OnceLock<Ctx> = std::sync::OnceLock::new();
    CTX.get_or_init(|| {
        let (engine, rt) = demo_engine();
        let db = std::sync::Mutex::new(Connection::open(store()).unwrap());
        Ctx { engine, rt, db }
    })
}

fn sql_f64(q: &str) -> f64 {
    let db = ctx().db.lock().unwrap_or_else(|e| e.into_inner());
    db.query_row(q, [], |r| r.get::<_, f64>(0))
        .unwrap_or_else(|e| panic!("{q}: {e}"))
}

fn ask(seller: &str, question: &str) -> Answer {
    ask_as(&ctx().engine, &ctx().rt, seller, question)
}

fn by_insight(a: &Answer) {
    let b = a.branches.as_ref().expect("branches reported");
    assert_eq!(
        b.winner,
        Some(Branch::InsightGenerator),
        "{}: {:?} {}",
        a.question,
        a.status,
        a.answer
    );
}

fn revenue(seller: &str, product: &str, from: &str, to: &str) -> f64 {
    sql_f64(&format!(
        "SELECT COALESCE(SUM(revenue_cents), 0) / 100.0 FROM sales_daily WHERE seller_id = '{seller}' \
         AND product_id = '{product}' AND date BETWEEN '{from}' AND '{to}'"
    ))
}

#[test]
fn a_named_product_comes_first_with_its_own_change() {
    let a = ask("S001", "why did skillet sales drop in october");
    by_insight(&a);
    assert_eq!(a.status, AnswerStatus::Answered, "{}", a.answer);
    // The skillet's own revenue in both months, by SQL, in the line about it.
    let oct = revenue("S001", "P0001", "2025-10-01", "2025-10-31");
    let sep = revenue("S001", "P0001", "2025-09-01", "2025-09-30");
    assert!(oct < sep, "the skillet fell in October: {oct} vs {sep}");
    let line = a
        .answer
        .lines()
        .find(|l| l.contains("which you asked about"))
        .unwrap_or_else(|| panic!("no line about the skillet:\n{}", a.answer));
    assert!(line.contains("(P0001)"), "{line}");
    assert!(
        line.contains(&common::usd(oct)),
        "{line} (want {})",
        common::usd(oct)
    );
    assert!(
        line.contains(&common::usd(sep)),
        "{line} (want {})",
        common::usd(sep)
    );
    assert!(line.contains(&common::usd(sep - oct)), "{line}");
    assert!(line.contains("down"), "{line}");
    // The product asked about leads the answer; the whole store follows as its context (the
    // store's line came first, and read as the answer about the skillet).
    assert_eq!(a.answer.lines().next(), Some(line), "{}", a.answer);
    assert!(
        a.answer
            .lines()
            .nth(1)
            .is_some_and(|l| l.starts_with("Your whole store: revenue")),
        "{}",
        a.answer
    );
    // What is found about the skillet leads.
    let first = a.findings.first().expect("findings");
    assert!(
        first.products.iter().any(|p| p.id == "P0001"),
        "{:#?}",
        a.findings
    );
}

#[test]
fn a_named_product_with_no_finding_of_its_own_is_said_so() {
    // Whatever the analysis finds for November, the answer either leads with a finding about
    // the dutch oven or says that nothing found is about it: never the store's causes as its.
    let a = ask("S001", "how is the dutch oven doing");
    by_insight(&a);
    let about = |f: &insight::insight::Finding| f.products.iter().any(|p| p.id == "P0004");
    if a.findings.iter().any(about) {
        assert!(about(&a.findings[0]), "{:#?}", a.findings);
        assert!(
            !a.answer.contains("None of what I found is about"),
            "{}",
            a.answer
        );
    } else {
        assert!(
            a.answer.contains(
                "None of what I found is about Northwind 5.5-Quart Enameled Dutch Oven (P0004)"
            ),
            "{}",
            a.answer
        );
    }
}

#[test]
fn a_store_question_has_no_product_line() {
    let a = ask("S001", "why did my revenue drop in october");
    by_insight(&a);
    assert!(!a.answer.contains("which you asked about"), "{}", a.answer);
    assert!(
        !a.answer.contains("None of what I found is about"),
        "{}",
        a.answer
    );
}

#[test]
fn a_thing_the_seller_does_not_sell_is_asked_back_not_diagnosed() {
    for (seller, question, thing) in [
        (
            "S001",
            "why did sales of the sunscreen fall last month",
            "sunscreen",
        ),
        (
            "S025",
            "why did revenue from the skillet drop in october",
            "skillet",
        ),
    ] {
        let a = ask(seller, question);
        by_insight(&a);
        assert_eq!(
            a.status,
            AnswerStatus::ClarificationNeeded,
            "{seller} {question}: {}",
            a.answer
        );
        assert!(a.answer.contains(thing), "{}", a.answer);
        assert!(a.findings.is_empty(), "{:#?}", a.findings);
        assert!(a.tables.is_empty());
        assert!(!a.answer.contains('$'), "no figure: {}", a.answer);
    }
}

#[test]
fn words_that_fit_several_products_are_diagnosed_together() {
    // "the knife" fits five of S001's products: a diagnosis explains them as one set (a figure
    // would ask which one), with their summed units by SQL.
    let a = ask("S001", "why did the knife sell less");
    by_insight(&a);
    assert_eq!(a.status, AnswerStatus::Answered, "{}", a.answer);
    let line = a
        .answer
        .lines()
        .find(|l| l.contains("products matching \"knife\""))
        .unwrap_or_else(|| panic!("no line about the knives:\n{}", a.answer));
    let ids: Vec<&str> = line
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| {
            w.len() == 5 && w.starts_with('P') && w[1..].chars().all(|c| c.is_ascii_digit())
        })
        .collect();
    assert!(ids.len() >= 2 && ids.contains(&"P0002"), "{line}");
    assert!(
        line.starts_with(&format!("Your {} products", ids.len())),
        "{line}"
    );
    let list = ids
        .iter()
        .map(|i| format!("'{i}'"))
        .collect::<Vec<_>>()
        .join(",");
    let units = |from: &str, to: &str| {
        sql_f64(&format!(
            "SELECT COALESCE(SUM(units), 0) FROM sales_daily WHERE seller_id = 'S001' \
             AND product_id IN ({list}) AND date BETWEEN '{from}' AND '{to}'"
        ))
    };
    let (nov, oct) = (
        units("2025-11-01", "2025-11-30"),
        units("2025-10-01", "2025-10-31"),
    );
    let count = |v: f64| {
        common::usd(v)
            .trim_start_matches('$')
            .trim_end_matches(".00")
            .to_string()
    };
    assert!(line.contains("units sold in November 2025"), "{line}");
    assert!(
        line.contains(&format!("was {}", count(nov))),
        "{line} (want {nov})"
    );
    assert!(
        line.contains(&format!("({})", count(oct))),
        "{line} (want {oct})"
    );
}

#[test]
fn an_id_the_seller_does_not_have_is_said_so_without_repeating_it() {
    // P0037 is S002's: the guard would withhold a sentence naming it, so the answer does not.
    let a = ask("S001", "why did sales of P0037 drop last month");
    by_insight(&a);
    assert_eq!(a.status, AnswerStatus::OutOfScope, "{}", a.answer);
    assert!(
        a.answer.starts_with("None of your products has the id"),
        "{}",
        a.answer
    );
    assert!(!a.answer.contains("withheld"), "{}", a.answer);
    assert!(a.findings.is_empty());
}
