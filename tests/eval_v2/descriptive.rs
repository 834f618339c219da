//! The descriptive sets: the worked set v2, the intent development set, the held-out sets of
//! S001 and of other sellers, each against its SQL, with their floors.

use super::*;

#[test]
fn descriptive_v2_scores() {
    let cases = descriptive_v2::cases();
    let conn = Connection::open(store()).unwrap();
    check_set(&cases, &conn);
    let counts = score("descriptive set v2", &cases, &conn);
    // Gates on what issue 9's work reached (docs/answer_or_ask.md).
    let right = counts.get(&Outcome::Right).copied().unwrap_or(0);
    let wrong = counts.get(&Outcome::ConfidentlyWrong).copied().unwrap_or(0);
    assert_eq!(
        wrong, MAX_CONFIDENTLY_WRONG,
        "confidently wrong answers on descriptive v2"
    );
    assert!(
        right >= MIN_RIGHT,
        "{right} right answers (at least {MIN_RIGHT})"
    );
}

/// The development set of the typed intent (`tests/eval/dev_intent.rs`): written for this work
/// and fixed against, so it is not a held-out figure; its gate stops regressions.
/// A held-out case's truth SQL returns rows and no NULL (a broken expectation would score every
/// answer wrong); its SQL, when it has one.
fn check_truth<'a>(conn: &Connection, case: &'a descriptive_v2::Case) -> Option<&'a str> {
    let (descriptive_v2::Expect::Each { sql }
    | descriptive_v2::Expect::First { sql, .. }
    | descriptive_v2::Expect::Set { sql, .. }
    | descriptive_v2::Expect::Rows { sql, .. }) = &case.expect
    else {
        return None;
    };
    let rows = sql_rows(conn, sql);
    assert!(!rows.is_empty(), "{}: no rows", case.question);
    assert!(
        rows.iter().flatten().all(|v| !v.is_null()),
        "{}: the SQL returned NULL",
        case.question
    );
    Some(sql)
}

#[test]
fn dev_intent_scores() {
    let cases = dev_intent::cases();
    let conn = Connection::open(store()).unwrap();
    for case in &cases {
        if let descriptive_v2::Expect::Each { sql }
        | descriptive_v2::Expect::First { sql, .. }
        | descriptive_v2::Expect::Rows { sql, .. } = &case.expect
        {
            assert!(
                !sql_rows(&conn, sql).is_empty(),
                "{}: no rows",
                case.question
            );
        }
    }
    let counts = score("intent development set", &cases, &conn);
    let wrong = counts.get(&Outcome::ConfidentlyWrong).copied().unwrap_or(0);
    let right = counts.get(&Outcome::Right).copied().unwrap_or(0);
    assert_eq!(
        wrong, DEV_CONFIDENTLY_WRONG,
        "confidently wrong answers on the dev set"
    );
    assert!(right >= DEV_MIN_RIGHT, "{right} right on the dev set");
}

/// The held-out set of stop 14 (`tests/eval/heldout_wrong.rs`): written before that work's
/// changes; its first run (27/45 right, 12 confidently wrong) and its final run are in
/// `docs/answer_or_ask.md`, with which of its misses were read before the final run.
#[test]
fn heldout_wrong_scores() {
    let cases = heldout_wrong::cases();
    let conn = Connection::open(store()).unwrap();
    let mut seen = HashSet::new();
    for case in &cases {
        assert!(
            seen.insert(case.question.to_lowercase()),
            "duplicate: {}",
            case.question
        );
        check_truth(&conn, case);
    }
    assert!(
        cases.len() >= 40,
        "the held-out set has {} questions",
        cases.len()
    );
    let counts = score("held-out set of stop 14", &cases, &conn);
    let wrong = counts.get(&Outcome::ConfidentlyWrong).copied().unwrap_or(0);
    let right = counts.get(&Outcome::Right).copied().unwrap_or(0);
    assert_eq!(
        wrong, HELDOUT_CONFIDENTLY_WRONG,
        "confidently wrong answers on the held-out set of stop 14"
    );
    assert!(
        right >= HELDOUT_MIN_RIGHT,
        "{right} right on the held-out set of stop 14"
    );
}

/// The held-out set of the `desc` work (`tests/eval/heldout_desc.rs`): written and committed
/// before that work's changes; its blind first run and its final run are in
/// `docs/answer_or_ask.md`. Never tuned on.
#[test]
fn heldout_desc_scores() {
    let (wrong, right) = sellers_set_scores("held-out set of the desc work", heldout_desc::cases());
    assert_eq!(
        wrong, HELDOUT_DESC_CONFIDENTLY_WRONG,
        "confidently wrong answers on the held-out set of the desc work"
    );
    assert!(
        right >= HELDOUT_DESC_MIN_RIGHT,
        "{right} right on the held-out set of the desc work"
    );
}

/// The held-out set of stop 25 (`tests/eval/heldout_sellers.rs`, helper `rightall11`): 131
/// questions of sellers across all five categories, written blind (no run of the pipeline)
/// before that stop's changes; its first run and its final run are in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers_scores() {
    sellers_set_holds(
        "held-out set of other sellers",
        heldout_sellers::cases(),
        HELDOUT_SELLERS_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS_MIN_RIGHT,
    );
}

/// The second held-out set of other sellers (`tests/eval/heldout_sellers2.rs`, helper
/// `rightall12`, stop 26): 134 questions of all 40 sellers, written blind when the first one
/// had been read; its first run and its final run are in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers2_scores() {
    sellers_set_holds(
        "second held-out set of other sellers",
        heldout_sellers2::cases(),
        HELDOUT_SELLERS2_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS2_MIN_RIGHT,
    );
}

/// The third held-out set of other sellers (`tests/eval/heldout_sellers3.rs`, helper
/// `rightall13`, stop 27): 134 questions of all 40 sellers, written blind when the first two had
/// been read; its first run and its final run are in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers3_scores() {
    sellers_set_holds(
        "third held-out set of other sellers",
        heldout_sellers3::cases(),
        HELDOUT_SELLERS3_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS3_MIN_RIGHT,
    );
}

/// The fourth held-out set of other sellers (`tests/eval/heldout_sellers4.rs`, helper
/// `rightall14`, stop 28): 130 questions of all 40 sellers, written blind when the first three
/// had been read; its first run is in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers4_scores() {
    sellers_set_holds(
        "fourth held-out set of other sellers",
        heldout_sellers4::cases(),
        HELDOUT_SELLERS4_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS4_MIN_RIGHT,
    );
}

/// The fifth held-out set of other sellers (`tests/eval/heldout_sellers5.rs`, helper
/// `rightall16`, stop 29): 134 questions of 26 sellers, written blind when the first four had
/// been read; its first run is in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers5_scores() {
    sellers_set_holds(
        "fifth held-out set of other sellers",
        heldout_sellers5::cases(),
        HELDOUT_SELLERS5_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS5_MIN_RIGHT,
    );
}

/// The sixth held-out set of other sellers (`tests/eval/heldout_sellers6.rs`, helper
/// `rightall17`, stop 30): 138 questions of 31 sellers, written blind when the first five had
/// been read; its first run is in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers6_scores() {
    sellers_set_holds(
        "sixth held-out set of other sellers",
        heldout_sellers6::cases(),
        HELDOUT_SELLERS6_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS6_MIN_RIGHT,
    );
}

/// The seventh held-out set of other sellers (`tests/eval/heldout_sellers7.rs`, helper
/// `rightall18`, stop 31): 141 questions of all 40 sellers, written blind when the first six had
/// been read; its first run is in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers7_scores() {
    sellers_set_holds(
        "seventh held-out set of other sellers",
        heldout_sellers7::cases(),
        HELDOUT_SELLERS7_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS7_MIN_RIGHT,
    );
}

/// The eighth held-out set of other sellers (`tests/eval/heldout_sellers8.rs`, helper
/// `rightall19`, stop 32): 161 questions of all 40 sellers, written blind when the first seven
/// had been read; its first run is in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers8_scores() {
    sellers_set_holds(
        "eighth held-out set of other sellers",
        heldout_sellers8::cases(),
        HELDOUT_SELLERS8_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS8_MIN_RIGHT,
    );
}

/// The ninth held-out set of other sellers (`tests/eval/heldout_sellers9.rs`, helper
/// `rightall20`, stop 33): 161 questions of all 40 sellers, written blind when the first eight
/// had been read; its first run is in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers9_scores() {
    sellers_set_holds(
        "ninth held-out set of other sellers",
        heldout_sellers9::cases(),
        HELDOUT_SELLERS9_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS9_MIN_RIGHT,
    );
}

/// The tenth held-out set of other sellers (`tests/eval/heldout_sellers10.rs`, helper
/// `right21`, stop 34): 160 questions of all 40 sellers, written blind when the first nine had
/// been read; its first run is in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers10_scores() {
    sellers_set_holds(
        "tenth held-out set of other sellers",
        heldout_sellers10::cases(),
        HELDOUT_SELLERS10_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS10_MIN_RIGHT,
    );
}

/// The eleventh held-out set of other sellers (`tests/eval/heldout_sellers11.rs`, helper
/// `right22`, stop 35): 160 questions of all 40 sellers, written blind when the first ten had
/// been read; its first run is in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers11_scores() {
    sellers_set_holds(
        "eleventh held-out set of other sellers",
        heldout_sellers11::cases(),
        HELDOUT_SELLERS11_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS11_MIN_RIGHT,
    );
}

/// The twelfth held-out set of other sellers (`tests/eval/heldout_sellers12.rs`, helper
/// `right23`, stop 36): 160 questions of all 40 sellers, written blind when the first eleven
/// had been read; its first run is in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers12_scores() {
    sellers_set_holds(
        "twelfth held-out set of other sellers",
        heldout_sellers12::cases(),
        HELDOUT_SELLERS12_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS12_MIN_RIGHT,
    );
}

/// The thirteenth held-out set of other sellers (`tests/eval/heldout_sellers13.rs`, helper
/// `right24`, stop 37): 160 questions of all 40 sellers, written blind when the first twelve
/// had been read; its first run is in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers13_scores() {
    sellers_set_holds(
        "thirteenth held-out set of other sellers",
        heldout_sellers13::cases(),
        HELDOUT_SELLERS13_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS13_MIN_RIGHT,
    );
}

/// The fourteenth held-out set of other sellers (`tests/eval/heldout_sellers14.rs`, helper
/// `right25`, stop 38): 160 questions of all 40 sellers, written blind when the first thirteen
/// had been read; its first run is in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers14_scores() {
    sellers_set_holds(
        "fourteenth held-out set of other sellers",
        heldout_sellers14::cases(),
        HELDOUT_SELLERS14_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS14_MIN_RIGHT,
    );
}

/// The fifteenth held-out set of other sellers (`tests/eval/heldout_sellers15.rs`, helper
/// `right26`, stop 39): 160 questions of all 40 sellers, written blind when the first fourteen
/// had been read; its first run is in `docs/answer_or_ask.md`.
#[test]
fn heldout_sellers15_scores() {
    sellers_set_holds(
        "fifteenth held-out set of other sellers",
        heldout_sellers15::cases(),
        HELDOUT_SELLERS15_MAX_CONFIDENTLY_WRONG,
        HELDOUT_SELLERS15_MIN_RIGHT,
    );
}

/// A held-out set of other sellers holds its floors: at most `max_wrong` confidently wrong
/// answers, at least `min_right` right.
fn sellers_set_holds(
    title: &str,
    cases: Vec<(&'static str, descriptive_v2::Case)>,
    max_wrong: usize,
    min_right: usize,
) {
    let (wrong, right) = sellers_set_scores(title, cases);
    assert!(
        wrong <= max_wrong,
        "{wrong} confidently wrong answers on the {title}"
    );
    assert!(right >= min_right, "{right} right on the {title}");
}

/// Scores a held-out set whose cases name their seller, after checking each expectation's SQL
/// is that seller's: (confidently wrong, right).
fn sellers_set_scores(
    title: &str,
    cases: Vec<(&'static str, descriptive_v2::Case)>,
) -> (usize, usize) {
    let conn = Connection::open(store()).unwrap();
    let mut seen = HashSet::new();
    for (seller, case) in &cases {
        assert!(
            seen.insert((*seller, case.question.to_lowercase())),
            "duplicate: {}",
            case.question
        );
        assert!(case.covers.contains(" / "), "covers: {}", case.covers);
        if let Some(sql) = check_truth(&conn, case) {
            assert!(
                sql.contains(&format!("seller_id='{seller}'")),
                "{}: the SQL is not {seller}'s",
                case.question
            );
        }
    }
    assert!(
        cases.len() >= 40,
        "the held-out set has {} questions",
        cases.len()
    );
    let asked: Vec<(&str, &descriptive_v2::Case)> = cases.iter().map(|(s, c)| (*s, c)).collect();
    let counts = score_as(title, &asked, &conn);
    let wrong = counts.get(&Outcome::ConfidentlyWrong).copied().unwrap_or(0);
    let right = counts.get(&Outcome::Right).copied().unwrap_or(0);
    (wrong, right)
}

/// Runs a set and prints its report; returns the count per outcome.
fn score(
    title: &str,
    cases: &[descriptive_v2::Case],
    conn: &Connection,
) -> BTreeMap<Outcome, usize> {
    let asked: Vec<(&str, &descriptive_v2::Case)> = cases.iter().map(|c| ("S001", c)).collect();
    score_as(title, &asked, conn)
}

/// As `score`, each case asked by its own seller.
fn score_as(
    title: &str,
    cases: &[(&str, &descriptive_v2::Case)],
    conn: &Connection,
) -> BTreeMap<Outcome, usize> {
    let runner = Runner::new();
    let started = Instant::now();

    let mut counts: BTreeMap<Outcome, usize> = BTreeMap::new();
    let mut by_kind: BTreeMap<&str, BTreeMap<Outcome, usize>> = BTreeMap::new();
    let mut misses: BTreeMap<Outcome, Vec<String>> = BTreeMap::new();
    let mut statuses: BTreeMap<String, usize> = BTreeMap::new();
    for &(seller, case) in cases {
        let kind = case.covers.split(" / ").next().unwrap_or(case.covers);
        let (o, line) = match runner.ask_as(seller, case.question) {
            Ok(a) => {
                let verdict = check(case, &a, conn);
                let o = outcome(&verdict, &a);
                *statuses.entry(format!("{:?}", a.status)).or_default() += 1;
                let line = match &verdict {
                    Ok(()) => String::new(),
                    Err(why) => format!(
                        "  ✗ {seller} {:?} [{}]: {why}\n      answer: {}\n      plan: {}",
                        case.question,
                        case.covers,
                        first_line(&a.answer, 160),
                        plan_of(&a)
                    ),
                };
                (o, line)
            }
            Err(e) => {
                *statuses.entry("ask failed".into()).or_default() += 1;
                (
                    Outcome::Other,
                    format!("  ✗ {:?} [{}]: ask failed: {e}", case.question, case.covers),
                )
            }
        };
        *counts.entry(o).or_default() += 1;
        *by_kind.entry(kind).or_default().entry(o).or_default() += 1;
        if o != Outcome::Right {
            misses.entry(o).or_default().push(line);
        }
    }

    let n = cases.len();
    println!(
        "\n== {title}: {n} questions, S001, today 2025-12-10 ({:.0} s)",
        started.elapsed().as_secs_f64()
    );
    for o in Outcome::ALL {
        let k = counts.get(&o).copied().unwrap_or(0);
        println!("  {:<24} {k:>4}  {:5.1}%", o.label(), pct(k, n));
    }
    println!("  statuses: {statuses:?}");
    println!("\n  by kind (right / confidently wrong / clarification / refusal / other):");
    for (kind, m) in &by_kind {
        let g = |o| m.get(&o).copied().unwrap_or(0);
        println!(
            "  {kind:<16} {:>3} / {:>3} / {:>3} / {:>3} / {:>3}   of {}",
            g(Outcome::Right),
            g(Outcome::ConfidentlyWrong),
            g(Outcome::Clarification),
            g(Outcome::Refusal),
            g(Outcome::Other),
            m.values().sum::<usize>()
        );
    }
    for (o, lines) in &misses {
        println!("\n  -- {} ({}):", o.label(), lines.len());
        for l in lines {
            println!("{l}");
        }
    }
    counts
}

/// Reached 0 on the descriptive set v2 at stop 14 (15 after the typed intent, 21 before): the
/// goal, and it must stay there.
const MAX_CONFIDENTLY_WRONG: usize = 0;
/// Reached 203 of 213 on the desc branch of issue 9's second round (197 before it, 190 before
/// the first, 188 at stop 14, 128 before the typed intent), minus a margin of 3.
const MIN_RIGHT: usize = 200;
/// The held-out set of stop 14: 0 confidently wrong at its final run (12 at its first).
const HELDOUT_CONFIDENTLY_WRONG: usize = 0;
/// The held-out set of stop 14: 39 of 45 right at its final run (27 at its first), minus 3.
const HELDOUT_MIN_RIGHT: usize = 36;
/// The held-out set of the desc work: 2 confidently wrong at its blind first run, 0 at its final.
const HELDOUT_DESC_CONFIDENTLY_WRONG: usize = 0;
/// The held-out set of the desc work: 39 of 45 right at its final run (37 at its first), 44 at
/// stop 32, 45 at stop 33 (helper `wrong20`: "did revenue top $25k" a condition), minus 3.
const HELDOUT_DESC_MIN_RIGHT: usize = 42;
/// The held-out set of other sellers (stop 25): 14 confidently wrong at its blind first run
/// (105 of 131 right), 1 at the end of the same stop (123 right); the one left is "the day
/// before" read as the day before the event's day after, not the day before the event, fixed
/// at stop 26 (helper `wrong12`): 0. It must not rise.
const HELDOUT_SELLERS_MAX_CONFIDENTLY_WRONG: usize = 0;
/// The held-out set of other sellers: 123 of 131 right at the end of stop 25, 125 at stop 26
/// (helper `wrong12`'s day before/after in a comparison), 126 at stop 32, 127 at stop 33
/// (helper `wrong20`: "top" as a verb of a bar), minus 3.
const HELDOUT_SELLERS_MIN_RIGHT: usize = 124;
/// The second held-out set of other sellers (stop 26): 14 confidently wrong at its blind first
/// run on the stop's merged code (103 of 134 right); 11 after the day-first dates and the
/// weekends and fortnights counted from an event, 10 with a start no rule reads asked back
/// ("since it came out") (docs/answer_or_ask.md, "Stop 26", lists the rest by cause); 3 at
/// stop 27, **0** at stop 28 (helper `wrong14`). It must stay 0.
const HELDOUT_SELLERS2_MAX_CONFIDENTLY_WRONG: usize = 0;
/// The second held-out set of other sellers: 103 of 134 right at its first run, 106 at the end
/// of stop 26, 121 at stop 28, 127 at stop 29 (helper `wrong16`), 131 at stop 32, 132 at stop 33
/// (helper `wrong20`: a number in words with its scale), minus 3.
const HELDOUT_SELLERS2_MIN_RIGHT: usize = 129;
/// The third held-out set of other sellers (stop 27): first run (blind, on the merged code
/// before the gate's threshold cap) 107 of 134 right, 10 confidently wrong; the same after it;
/// **0** at stop 28 (helper `wrong14`). It must stay 0.
const HELDOUT_SELLERS3_MAX_CONFIDENTLY_WRONG: usize = 0;
/// The third held-out set of other sellers: 107 right at its first run, 118 at stop 28, 119 at
/// stop 29, 125 at stop 32, 129 at stop 33 (helper `wrong20`: "top" and numbers in words with
/// their scale as conditions, a pack size beside the name), minus 3.
const HELDOUT_SELLERS3_MIN_RIGHT: usize = 126;
/// The fourth held-out set of other sellers (stop 28): first run (blind, on the merged code
/// after the gate's refit, 892a72f) 93 of 130 right, 14 confidently wrong; 5 after helper
/// `wrong15`'s fixes by cause (docs/answer_or_ask.md, "Stop 28", lists the rest); **0** at stop
/// 29 (helper `wrong16`). It must stay 0.
const HELDOUT_SELLERS4_MAX_CONFIDENTLY_WRONG: usize = 0;
/// The fourth held-out set of other sellers: 93 right at its first run, 101 at the end of stop
/// 28, 115 at stop 29, 116 at stop 30, 119 at stop 32, 120 at stop 33 (helper `wrong20`:
/// "frying pan" for the seller's one skillet), minus 3.
const HELDOUT_SELLERS4_MIN_RIGHT: usize = 117;
/// The fifth held-out set of other sellers (stop 29): first run (blind, a128a1f, before helper
/// `wrong16`'s merge) 100 of 134 right, 12 confidently wrong; 102 and 13 at the end of stop 29
/// (two of the 13 give the SQL's figure as `stockout_days`, the set's expectation names a
/// `count` column; docs/answer_or_ask.md, "Stop 29"). Stop 30 (helper `wrong17`, the gate's
/// known words): 3, each a convention the set reads otherwise than the project's other sets
/// (stock-out days as `stockout_days`, twice; the weeks of a month as those overlapping it,
/// docs/answer_or_ask.md "Stop 30"). It must not rise.
const HELDOUT_SELLERS5_MAX_CONFIDENTLY_WRONG: usize = 3;
/// The fifth held-out set of other sellers: 100 right at its first run, 102 at the end of stop
/// 29, 119 at stop 30, 120 at stop 32, 122 at stop 33 (helper `wrong20`: numbers in words with
/// their scale), minus 3.
const HELDOUT_SELLERS5_MIN_RIGHT: usize = 119;
/// The sixth held-out set of other sellers (stop 30): first run (blind, 6d7a7c3 with the set
/// wired in, before any change of stop 30) 112 of 138 right, 10 confidently wrong; 8 at the end
/// of stop 30; **0** at stop 31 (helper `wrong18`, by cause: docs/answer_or_ask.md, "Stop 31
/// (wrong18)"). It must stay 0.
const HELDOUT_SELLERS6_MAX_CONFIDENTLY_WRONG: usize = 0;
/// The sixth held-out set of other sellers: 112 right at its first run, 114 at the end of stop
/// 30, 131 at stop 31, minus 3.
const HELDOUT_SELLERS6_MIN_RIGHT: usize = 128;
/// The seventh held-out set of other sellers (stop 31): first run (blind, cf53540 with the set
/// wired in, before any change of stop 31) 121 of 141 right, 9 confidently wrong; 7 at the end
/// of stop 31 (helper `wrong18`'s merge; the 7 in docs/answer_or_ask.md, "Stop 31"); 6 at
/// the end of stop 32 (helper `wrong19`: the three rows each, the two review counts' column
/// name, and the phone case with both power banks, a row each). It must not rise.
/// 3 at stop 33 (helper `wrong20`: a price or a rate of a thing named only in the plural,
/// "earbuds price?", "headphones acos", "grey cycling gloves price", asks which, as the set
/// expects; left: the two review counts' column name and the phone case with both power banks).
/// 1 at stop 34 (helper `wrong21`: a count of reviews by stars named `count`, "headphones
/// acos" no plural of "aco"; left: the phone case with both power banks).
const HELDOUT_SELLERS7_MAX_CONFIDENTLY_WRONG: usize = 1;
/// The seventh held-out set of other sellers: 121 right at its first run, 124 at the end of
/// stop 31, 133 at the end of stop 32, 137 at stop 33 (helper `wrong20`), 140 at stop 34,
/// minus 3.
const HELDOUT_SELLERS7_MIN_RIGHT: usize = 137;
/// The eighth held-out set of other sellers: first run (blind, b7697e2, before any change of
/// stop 32) 138 of 161 right, 12 confidently wrong; 4 at the end of stop 32 (a rate of a kind
/// answered a row each where the set asks which one, and three review counts equal to the SQL
/// in the `count` column every earlier set names, where this set names `review_count`). It must
/// not rise. 3 at stop 33 (helper `wrong20`: "how are the earbuds converting" asks which; the
/// three review counts' column name left).
/// 0 at stop 34 (helper `wrong21`: the review counts by stars named `count`).
const HELDOUT_SELLERS8_MAX_CONFIDENTLY_WRONG: usize = 0;
/// The eighth held-out set of other sellers: 138 right at its first run, 146 at the end of
/// stop 32, 156 at stop 33 (helper `wrong20`: pack sizes, "frying pan", "stock out" as a verb,
/// days at zero stock, "wks", a purpose clause, "vs mine", a count asked after its things, the
/// earbuds' rate), 159 at stop 34, minus 3.
const HELDOUT_SELLERS8_MIN_RIGHT: usize = 156;
/// The ninth held-out set of other sellers: first run (blind, 6c9a1be, before any change of
/// stop 33) 138 of 161 right, 8 confidently wrong; 5 after the lead's first fixes (revenue for
/// "unit sales", a total for "which day ... more", a sum of four french presses): three review
/// counts equal to the SQL in the `count` column where this set names `review_count`, the
/// products with no ads left out of "ad spend per product", and "halloween vs christmas eve
/// last year" read with "last year" for both days. It must not rise.
/// 0 at stop 34 (helper `wrong21`: the counts named `count`, every product with an ad record
/// listed, a year said relative to today bound to the period it follows).
const HELDOUT_SELLERS9_MAX_CONFIDENTLY_WRONG: usize = 0;
/// The ninth held-out set of other sellers: 138 right at its first run, 144 after the lead's
/// first fixes of stop 33, 151 at the end of stop 33 (with `wrong20`'s pack sizes, conditions
/// and counts), 160 at stop 34, minus 3.
const HELDOUT_SELLERS9_MIN_RIGHT: usize = 157;
/// The tenth held-out set of other sellers: first run (blind, 2baf805 + the wiring: the code at
/// the start of stop 34) 144 of 160 right, 9 confidently wrong (two review counts in `count`
/// where the set names `review_count`, "convert worst" read by revenue, "new years eve ... this
/// year" read as two periods, a week that starts in October in "week by week in november", an
/// SSD "2 pack" taken for a smart plug 4-pack, a conversion "since spring started" sent to the
/// Insight Generator, the products with no ads left out of "ad spend split by product", "the
/// last 3 full weeks" not read as a period). 1 at the end of stop 34 (the lead's causes,
/// `wrong21`'s counts and ads): the account-health weeks overlapping November, where the set
/// wants the weeks starting in it. It must not rise.
const HELDOUT_SELLERS10_MAX_CONFIDENTLY_WRONG: usize = 1;
/// The tenth held-out set of other sellers: 144 right at its first run, 154 at the end of stop
/// 34, 157 at the end of stop 35 (the ISO weeks), minus 3.
const HELDOUT_SELLERS10_MIN_RIGHT: usize = 154;
/// The eleventh held-out set of other sellers: first run (blind, 05c280f + the wiring: the code
/// at the start of stop 35) 125 of 160 right, 26 confidently wrong (listed in
/// `docs/answer_or_ask.md`); 12 at the end of stop 35 (`fix11`'s causes, the lead's): six kinds
/// asked in the singular whose products are summed, five shares or "up or down?" sent to the
/// Insight Generator, "first week of november" read as days 1-7. It must not rise.
// Stop 36: 1 (fix12's kinds asked back, diag23's routing of shares and "up or down?").
const HELDOUT_SELLERS11_MAX_CONFIDENTLY_WRONG: usize = 1;
/// The eleventh held-out set of other sellers: 125 right at its first run, 144 at the end of
/// stop 35, minus 3.
// Stop 36: 154 at the end, minus 3.
const HELDOUT_SELLERS11_MIN_RIGHT: usize = 151;
/// The intent development set: reached 0 confidently wrong, and it must stay 0.
const DEV_CONFIDENTLY_WRONG: usize = 0;
/// The intent development set: reached 31 of 33, minus a margin of 1.
const DEV_MIN_RIGHT: usize = 30;

/// The twelfth held-out set of other sellers: first run (blind, d3a9f53 + the wiring: the code
/// at the start of stop 36) 126 of 160 right, 22 confidently wrong (listed in
/// `docs/answer_or_ask.md`); 4 at the end of stop 36 (three singular kinds summed where a
/// share or a figure of one is asked, "eye cream" matched to a night cream the seller has, the
/// cutting board's competitor price, "past two weeks" read as whole weeks: one of them fixed
/// by fix12's rules since). It must not rise. End of stop 37 (fix14: the cutting board, the eye
/// cream): 2, a bare plural kind summed and "past two weeks" read as whole weeks.
const HELDOUT_SELLERS12_MAX_CONFIDENTLY_WRONG: usize = 2;
/// The twelfth held-out set: 126 right at its first run, 155 at the end of stop 36, 157 at the
/// end of stop 37, minus 3.
const HELDOUT_SELLERS12_MIN_RIGHT: usize = 154;

/// The thirteenth set's floors. First run (stop 37, on its starting code): 135 right, 16
/// confidently wrong, 9 asked back; end of stop 37 (helper `fix15`'s periods and words): 143 /
/// 12 / 5, eight of the twelve "the last / past / trailing twelve months" read as twelve whole
/// months (the project's convention, pinned by the worked set) where the set reads 365 days.
/// End of stop 38: 144 / 11 / 5.
const HELDOUT_SELLERS13_MAX_CONFIDENTLY_WRONG: usize = 11;
/// See [`HELDOUT_SELLERS13_MAX_CONFIDENTLY_WRONG`]: 144 minus a margin of 3.
const HELDOUT_SELLERS13_MIN_RIGHT: usize = 141;

/// The fourteenth set's floors. First run (stop 38, on its starting code): 84 right / 46
/// confidently wrong / 25 asked back / 5 refused; 90 / 40 / 25 / 5 once the harness read a
/// per-day average's column by its measure. End of stop 38 (time25's week numbers and fiscal
/// years, shape25's per-day averages): 135 / 5 / 16 / 4; weekday filters are asked back (no
/// plan applies them yet), two of the five wrong are "the last 6 months" read as six whole
/// months.
const HELDOUT_SELLERS14_MAX_CONFIDENTLY_WRONG: usize = 5;
/// See [`HELDOUT_SELLERS14_MAX_CONFIDENTLY_WRONG`]: 135 minus a margin of 3.
const HELDOUT_SELLERS14_MIN_RIGHT: usize = 132;

/// The fifteenth set's floors, from its first run (stop 39, the harness reading per-month
/// averages by their measure): 117 right, 29 confidently wrong (period words misread: weeks
/// named by their end, dotted dates, the nth weekday of a month; `docs/answer_or_ask.md`).
const HELDOUT_SELLERS15_MAX_CONFIDENTLY_WRONG: usize = 29;
/// See [`HELDOUT_SELLERS15_MAX_CONFIDENTLY_WRONG`]: 117 minus a margin of 3.
const HELDOUT_SELLERS15_MIN_RIGHT: usize = 114;
