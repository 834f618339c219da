//! Stop 37 (lang24): questions in Spanish, Italian, German, French, Portuguese, Dutch, Polish
//! and Hindi in Latin letters are read into English from the catalog's glossaries
//! (`languages/*.yaml`) and answered as that English; a word no glossary knows keeps the
//! honest refusal (`english_only`), which names it; a question about something else stays out
//! of domain. Every figure is checked by SQL on the demo store. The questions are written here,
//! not taken from the held-out seller sets (`tests/eval/`), which are only measured (last test).

mod common;

use insight::answer::AnswerStatus;
use insight::language::{read, Glossary, Languages, Reading};

/// "1,234" as the answer writes a count of an SQL figure.
fn count(n: f64) -> String {
    common::count(n.round() as i64)
}

#[test]
fn each_language_is_read_into_english_and_answered_with_the_stores_figures() {
    let (e, rt) = common::demo_engine();
    // (seller, question, the English it reads as, SQL of the figure, money?)
    let cases = [
        ("S001", "cuántas unidades vendí en noviembre", "how many units did i sell in november",
         "SELECT sum(units) FROM sales_daily WHERE seller_id='S001' AND date BETWEEN '2025-11-01' AND '2025-11-30'", false),
        ("S009", "quanto ho fatturato ieri", "how much did i make in revenue yesterday",
         "SELECT sum(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S009' AND date='2025-12-09'", true),
        ("S017", "wie viele bestellungen hatte ich letzte woche", "how many orders had i last week",
         "SELECT sum(orders) FROM sales_daily WHERE seller_id='S017' AND date BETWEEN '2025-12-01' AND '2025-12-07'", false),
        ("S025", "combien d'unités ai-je vendu en octobre", "how many units did i sell in october",
         "SELECT sum(units) FROM sales_daily WHERE seller_id='S025' AND date BETWEEN '2025-10-01' AND '2025-10-31'", false),
        ("S033", "quantos pedidos tive na semana passada", "how many orders did i have last week",
         "SELECT sum(orders) FROM sales_daily WHERE seller_id='S033' AND date BETWEEN '2025-12-01' AND '2025-12-07'", false),
        ("S001", "hoeveel omzet had ik gisteren", "how many revenue had i yesterday",
         "SELECT sum(revenue_cents)/100.0 FROM sales_daily WHERE seller_id='S001' AND date='2025-12-09'", true),
        ("S009", "ile zamówień miałem w listopadzie", "how many orders did i have in november",
         "SELECT sum(orders) FROM sales_daily WHERE seller_id='S009' AND date BETWEEN '2025-11-01' AND '2025-11-30'", false),
        ("S017", "pichle mahine kitne orders aaye", "last month how many orders came in",
         "SELECT sum(orders) FROM sales_daily WHERE seller_id='S017' AND date BETWEEN '2025-11-01' AND '2025-11-30'", false),
    ];
    for (seller, q, english, sql, money) in cases {
        let a = common::ask_as(&e, &rt, seller, q);
        common::answered(&a, q);
        // The answer keeps the seller's question and says first what it read.
        assert_eq!(a.question, q);
        assert!(
            a.answer.starts_with("I read your question (")
                && a.answer.contains(&format!("as: \"{english}\"")),
            "{q}: {}",
            a.answer
        );
        let want = common::sql_f64(sql);
        let shown = if money {
            common::usd(want)
        } else {
            count(want)
        };
        assert!(
            a.answer.contains(&shown),
            "{q}: {shown} not in {}",
            a.answer
        );
    }
}

#[test]
fn a_product_kind_is_read_by_its_name_in_the_language() {
    let (e, rt) = common::demo_engine();
    // Polish "kabli hdmi" (genitive plural) is the marketplace's HDMI cables.
    let q = "ile sprzedałem kabli hdmi w tym miesiącu";
    let a = common::ask_as(&e, &rt, "S009", q);
    common::answered(&a, q);
    assert!(
        a.answer
            .contains("\"how many did i sell hdmi cables this month\""),
        "{}",
        a.answer
    );
    let want = common::sql_f64(
        "SELECT sum(s.units) FROM sales_daily s JOIN products p USING (product_id) \
         WHERE s.seller_id='S009' AND lower(p.title) LIKE '%hdmi cable%' \
         AND s.date BETWEEN '2025-12-01' AND '2025-12-09'",
    );
    assert!(a.answer.contains(&count(want)), "{want}: {}", a.answer);
}

#[test]
fn a_kind_is_read_in_each_language_inflected_and_answered_with_the_stores_figures() {
    let (e, rt) = common::demo_engine();
    // S018 sells one hiking backpack; each question names it in a plural or a case the
    // glossary does not write out ("plecaków turystycznych": genitive plural, noun and
    // adjective; "wandelrugzakken": the doubled consonant; "wanderrucksäcken": the dative
    // plural, umlaut folded), read by the glossary's endings.
    let units = common::sql_f64(
        "SELECT sum(s.units) FROM sales_daily s JOIN products p USING (product_id) \
         WHERE s.seller_id='S018' AND p.title LIKE '%Hiking Backpack%' \
         AND s.date BETWEEN '2025-10-01' AND '2025-10-31'",
    );
    let revenue = common::sql_f64(
        "SELECT sum(s.revenue_cents)/100.0 FROM sales_daily s JOIN products p USING (product_id) \
         WHERE s.seller_id='S018' AND p.title LIKE '%Hiking Backpack%' \
         AND s.date BETWEEN '2025-10-01' AND '2025-10-31'",
    );
    for (q, shown) in [
        (
            "ile sprzedałem plecaków turystycznych w październiku",
            count(units),
        ),
        (
            "quanti zaini da trekking ho venduto a ottobre",
            count(units),
        ),
        (
            "cuántas mochilas de senderismo vendí en octubre",
            count(units),
        ),
        (
            "combien de sacs de randonnée ai-je vendu en octobre",
            count(units),
        ),
        (
            "hoeveel wandelrugzakken heb ik in oktober verkocht",
            count(units),
        ),
        ("quantas mochilas de trilha vendi em outubro", count(units)),
        (
            "wie viel umsatz mit wanderrucksäcken im oktober",
            common::usd(revenue),
        ),
    ] {
        let a = common::ask_as(&e, &rt, "S018", q);
        common::answered(&a, q);
        assert!(a.answer.contains("hiking backpack"), "{q}: {}", a.answer);
        assert!(
            a.answer.contains(&shown),
            "{q}: {shown} not in {}",
            a.answer
        );
    }
}

#[test]
fn a_word_no_glossary_knows_keeps_the_refusal_and_is_named() {
    let (e, rt) = common::demo_engine();
    for (seller, q, unknown) in [
        (
            "S001",
            "cuántas sartenes vendí en la feria del pueblo",
            ["feria", "pueblo"],
        ),
        (
            "S017",
            "wie viele bestellungen hatte ich beim flohmarkt",
            ["beim", "flohmarkt"],
        ),
    ] {
        let a = common::ask_as(&e, &rt, seller, q);
        assert_eq!(a.status, AnswerStatus::OutOfDomain, "{q}: {}", a.answer);
        assert!(a.tables.is_empty(), "{q}");
        let err = a
            .errors
            .iter()
            .find(|x| x.code == "english_only")
            .expect("english_only");
        for w in unknown {
            assert!(
                err.message.contains(&format!("\"{w}\"")),
                "{q}: {}",
                err.message
            );
            assert!(a.answer.contains(&format!("\"{w}\"")), "{q}: {}", a.answer);
        }
    }
}

#[test]
fn a_question_about_something_else_stays_out_of_domain() {
    let (e, rt) = common::demo_engine();
    for q in [
        "qué tiempo hace hoy en madrid",
        "come si fa la carbonara",
        "wer hat gestern das fußballspiel gewonnen",
        "quel temps fait-il à paris demain",
        "hola, gracias",
        "wat is de hoofdstad van frankrijk",
        // Product words every glossary now knows, in questions that are not about the
        // seller's sales: still refused.
        "qual è la migliore borraccia per l'estate",
        "wie reinige ich eine gusseisenpfanne",
        "dónde puedo comprar una tienda de campaña barata",
        "comment nettoyer une poêle en fonte",
    ] {
        let a = common::ask_as(&e, &rt, "S001", q);
        common::refused(&a, q);
    }
}

/// A glossary of three entries, to show the reader's rules apart from the shipped files.
fn tiny() -> Languages {
    let g: Glossary = serde_json::from_value(serde_json::json!({
        "language": "Spanish",
        "questions": {"cuántas": "how many"},
        "verbs": {"vendí": "did i sell", "está": "is"},
        "grammar": {"esta": "this", "la": ""},
        "periods": {"semana": "week", "la semana pasada": "last week"}
    }))
    .unwrap();
    Languages::new(&[g], ["units".to_string()])
}

#[test]
fn accents_are_optional_but_never_guessed_and_phrases_read_first() {
    let l = tiny();
    // Accents typed or not; the longest phrase first; an English word mixed in.
    assert_eq!(
        read(&l, "cuantas units vendi la semana pasada"),
        Some(Reading::English {
            language: "Spanish".into(),
            english: "how many units did i sell last week".into()
        })
    );
    // "esta" (this) and "está" (is): the typed one wins ...
    assert_eq!(
        read(&l, "esta semana").and_then(|r| r.english().map(str::to_string)),
        Some("this week".into())
    );
    assert_eq!(
        read(&l, "está").and_then(|r| r.english().map(str::to_string)),
        Some("is".into())
    );
    // ... and a word unknown to the glossary is never guessed, however much else was read.
    assert_eq!(
        read(&l, "cuántas sartenes vendí"),
        Some(Reading::Unread {
            language: "Spanish".into(),
            unknown: vec!["sartenes".into()]
        })
    );
    // Nothing of the glossary: no reading at all.
    assert_eq!(read(&l, "wie viele"), None);
}

/// The held-out sets' lines in another language (as `gate::other_language` recognises them),
/// asked as their seller (seller sets) or as S001 (general sets). Measured, not tuned on: the
/// glossaries were written before this ran. What must hold: no general line (questions that are
/// not a seller's) is answered with figures.
#[test]
#[ignore = "measures every held-out set's lines in another language (~minutes): cargo test --test language -- --ignored --nocapture"]
fn held_out_lines_in_another_language() {
    let (e, rt) = common::demo_engine();
    let dir = common::root().join("tests/eval");
    let skipped: Vec<String> = std::env::var("INSIGHT_SKIP_SETS")
        .unwrap_or_default()
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect();
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|f| f.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|f| {
            (f.starts_with("seller_v") || f.starts_with("general_ood")) && f.ends_with(".txt")
        })
        // A stop's own blind sets are left out while it works (`INSIGHT_SKIP_SETS=v24`), so
        // that they stay unseen until its final run.
        .filter(|f| !skipped.iter().any(|s| f.contains(s.as_str())))
        .collect();
    files.sort();
    let mut general_answered = Vec::new();
    for f in files {
        let seller_set = f.starts_with("seller_v");
        let text = std::fs::read_to_string(dir.join(&f)).unwrap();
        let (mut n, mut read_n, mut answered, mut asked) = (0, 0, 0, 0);
        for line in text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
        {
            let (seller, q) = match (seller_set, line.split_once('|')) {
                (true, Some((s, q))) => (s.trim(), q.trim()),
                _ => ("S001", line),
            };
            if insight::gate::other_language(q).is_none() {
                continue;
            }
            n += 1;
            let a = common::ask_as(&e, &rt, seller, q);
            read_n += usize::from(a.answer.starts_with("I read your question ("));
            match a.status {
                AnswerStatus::Answered => answered += 1,
                AnswerStatus::ClarificationNeeded => asked += 1,
                _ => {}
            }
            if !seller_set && a.status == AnswerStatus::Answered && !a.tables.is_empty() {
                general_answered.push(q.to_string());
            }
            if seller_set {
                println!(
                    "  {seller} {q} -> {:?}: {}",
                    a.status,
                    a.answer.lines().next().unwrap_or("")
                );
            }
        }
        if n > 0 {
            println!("{f}: {n} in another language, {read_n} read, {answered} answered, {asked} asked back");
        }
    }
    assert!(
        general_answered.is_empty(),
        "general lines answered: {general_answered:?}"
    );
}

/// Every glossary (`languages/*.yaml` but `english.yaml`), as written.
fn glossaries() -> Vec<Glossary> {
    let dir = common::root().join("languages");
    let mut out = Vec::new();
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|f| f.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .filter(|p| p.file_stem().is_some_and(|s| s != "english"))
        .collect();
    paths.sort();
    for p in paths {
        let mut diags = insight::catalog::diag::Diagnostics::default();
        let (g, _) = insight::catalog::yaml::load_typed::<Glossary>(&p, &mut diags)
            .unwrap_or_else(|| panic!("{}: {diags:?}", p.display()));
        out.push(g);
    }
    out
}

/// Glossaries whose sellers name the marketplace's products in English (Hindi in Latin
/// letters: "kitne yoga mats bike"); the catalog's English names are read in them instead.
const KINDS_SAID_IN_ENGLISH: &[&str] = &["Hindi (in Latin letters)"];

#[test]
fn every_kind_the_marketplace_sells_has_an_entry_in_every_glossary() {
    let mut diags = insight::catalog::diag::Diagnostics::default();
    let kinds = insight::catalog::kinds::load(&common::root(), &mut diags).expect("kinds.yaml");
    // The marketplace's kinds are the store's: every product the generator made
    // (`src/data/generate/names.rs`) is of a kind of `catalog/kinds.yaml`, so covering those
    // kinds covers every product kind on sale.
    let db = rusqlite::Connection::open(common::store()).unwrap();
    let mut stmt = db.prepare("SELECT DISTINCT title FROM products").unwrap();
    let titles: Vec<String> = stmt
        .query_map([], |r| r.get::<_, String>(0))
        .unwrap()
        .map(|t| t.unwrap().to_lowercase())
        .collect();
    for t in &titles {
        assert!(
            kinds.kinds.iter().any(|k| std::iter::once(&k.kind)
                .chain(&k.titles)
                .any(|n| t.contains(&n.to_lowercase()))),
            "no kind of catalog/kinds.yaml in the title {t:?}"
        );
    }
    let all = glossaries();
    assert_eq!(all.len(), 8, "the eight glossaries");
    for g in &all {
        let said: std::collections::HashSet<String> =
            g.kinds.values().map(|v| v.trim().to_lowercase()).collect();
        let mut missing = Vec::new();
        for k in &kinds.kinds {
            let names: Vec<String> = std::iter::once(&k.kind)
                .chain(&k.titles)
                .chain(&k.names)
                .flat_map(|n| [n.to_lowercase(), format!("{}s", n.to_lowercase())])
                .collect();
            if !names.iter().any(|n| said.contains(n)) {
                missing.push(k.kind.clone());
            }
        }
        if KINDS_SAID_IN_ENGLISH.contains(&g.language.as_str()) {
            // Read in English instead: the kind's own name is a word the reader knows there.
            let one = Languages::new(
                std::slice::from_ref(g),
                kinds.kinds.iter().flat_map(|k| [k.kind.clone()]),
            );
            for k in &missing {
                let q = format!("kitne {k} beche");
                let r = read(&one, &q);
                assert!(
                    r.as_ref()
                        .and_then(|r| r.english())
                        .is_some_and(|e| plain(e).contains(&plain(k))),
                    "{}: {q} -> {r:?}",
                    g.language
                );
            }
        } else {
            assert!(
                missing.is_empty(),
                "{}: no entry for {missing:?}",
                g.language
            );
        }
    }
}

/// Words as the reader splits them (an apostrophe separates: "chef's" is "chef s").
fn plain(text: &str) -> String {
    text.split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A Polish-like glossary with an inflection table, to show the rule apart from the files.
fn inflecting() -> Languages {
    let g: Glossary = serde_json::from_value(serde_json::json!({
        "language": "Polish",
        "questions": {"ile": "how many"},
        "verbs": {"sprzedałem": "did i sell"},
        "grammar": {"do": "to", "na": "on"},
        "kinds": {"balsam do ust": "lip balm", "mata": "yoga mat", "maty": "yoga mats",
                  "kabel": "cable", "kabla": "plug"},
        "inflections": {"": ["ów", "y", "ami"], "a": ["y", "ę", "om"], "el": ["la"]}
    }))
    .unwrap();
    Languages::new(&[g], Vec::<String>::new())
}

#[test]
fn a_noun_is_read_in_its_inflected_forms_by_the_glossarys_endings() {
    let l = inflecting();
    let english = |q: &str| read(&l, q).and_then(|r| r.english().map(str::to_string));
    // The head of a phrase inflected, the rest as written; accents folded first.
    assert_eq!(
        english("ile balsamów do ust sprzedałem").as_deref(),
        Some("how many lip balm did i sell")
    );
    assert_eq!(
        english("ile matę sprzedałem").as_deref(),
        Some("how many yoga mat did i sell")
    );
    // Another case ending of the written "mata".
    assert_eq!(english("matom").as_deref(), Some("yoga mat"));
    // A form the glossary writes out is never read as another's inflection: "kabla" is
    // written (here with its own meaning), not "kabel" + "la".
    assert_eq!(english("kabla").as_deref(), Some("plug"));
    // Rules apply to nouns only ("do" is grammar), and never to a stem under three letters.
    assert_eq!(
        read(&l, "ile doy"),
        Some(Reading::Unread {
            language: "Polish".into(),
            unknown: vec!["doy".into()]
        })
    );
    // An ending no rule has stays unknown: never guessed.
    assert_eq!(
        read(&l, "ile matach"),
        Some(Reading::Unread {
            language: "Polish".into(),
            unknown: vec!["matach".into()]
        })
    );
}
