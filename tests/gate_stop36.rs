//! Stop 36 (gate23): questions in another language get a refusal of their own.
//!
//! The gate reads English only, and a seller's "cuánto vendí este mes" was refused with "this
//! question does not look like one [about your business]", which is untrue. The refusal now says
//! the assistant reads English only for now (`english_only`, still a refusal, never an answer),
//! and the recognition (`gate::other_language`) never fires on English: counted over every
//! held-out seller and general set.

mod common;

use insight::answer::AnswerStatus;
use insight::gate::other_language;

/// The questions of an eval file (`SELLER | question` lines give their question).
fn questions(file: &str) -> Vec<String> {
    let text = std::fs::read_to_string(common::root().join("tests/eval").join(file)).unwrap();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(
            |l| match (file.starts_with("seller_v"), l.split_once('|')) {
                (true, Some((_, q))) => q.trim().to_string(),
                _ => l.to_string(),
            },
        )
        .collect()
}

fn set_files(prefix: &str) -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(common::root().join("tests/eval"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|f| f.starts_with(prefix) && f.ends_with(".txt"))
        .collect();
    files.sort();
    files
}

/// The seller sets' lines in another language: v21's and v22's sections "typed in a second
/// language", read one by one (Spanish, Italian, German, French, Portuguese, Dutch, Polish,
/// Hinglish), and v23's. Every other seller line of v2..v23 is English, slips, slang, chat spellings, shop names and product
/// titles included.
const SELLER_OTHER_LANGUAGE: &[&str] = &[
    "cuánto vendí este mes en total",
    "quanto ho venduto la settimana scorsa",
    "wie viel umsatz hatte ich im november",
    "combien de commandes hier",
    "quanto eu vendi em outubro",
    "hoeveel bestellingen deze week",
    "mujhe batao is mahine kitni sale hui",
    "wie laufen die yogamatten",
    "ventas de ayer por favor",
    "ile zamówień w listopadzie",
    "combien j'ai vendu ce mois-ci",
    "quanto ho fatturato a ottobre",
    "kitna revenue aaya last week",
    "cuántos pedidos tuve la semana pasada",
    "wie viele bestellungen gestern",
    "quanto vendi no black friday",
    // Seller v22 (blind, stop 36; wired after this list was written): its second-language
    // lines, read one by one. 27 of its 30 are recognised as they come; three are not and keep
    // the generic refusal: "combien de cocottes vendues depuis octobre", "combien de lampes
    // frontales vendues en novembre" (French with one grammar word), "christmas se pehle toys
    // ki sale kaisi hai" (Hinglish). Left as measured, not tuned on.
    "cuánto vendí de sartenes en noviembre",
    "quanti coltelli ho venduto questo mese",
    "wie viele schneidebretter habe ich im november verkauft",
    "quanto faturei com as panelas este mês",
    "ile zamówień miałem wczoraj",
    "cuántos cargadores vendí la semana pasada",
    "quante cuffie ho venduto a ottobre",
    "wie hoch war mein umsatz mit lautsprechern letzte woche",
    "combien de claviers vendus ce mois-ci",
    "hoeveel powerbanks heb ik in november verkocht",
    "mere earbuds ki sale kaisi chal rahi hai",
    "cuántas esterillas de yoga vendí este mes",
    "quante borracce ho venduto in estate",
    "wie viele schlafsäcke im oktober",
    "quantas mochilas vendi no mês passado",
    "is hafte kitne dumbbells bike",
    "cuánto protector solar vendí en verano",
    "quanti sieri ho venduto a novembre",
    "wie viel umsatz mit haartrocknern im oktober",
    "combien de baumes à lèvres cette semaine",
    "hoeveel dagcrème heb ik verkocht deze maand",
    "mera beard oil kitna bika pichle mahine",
    "cuántos coches teledirigidos vendí en noviembre",
    "quanti peluche ho venduto questa settimana",
    "wie viele puppenhäuser seit oktober",
    "combien de jeux de société vendus en décembre",
    "ile puzzli sprzedałem w tym miesiącu",
    // Seller v24 (blind, stop 38; wired after this list was written): 29 of its lines in
    // another language are recognised as they come (the recogniser unchanged since stop 36).
    "building blocks ka sale kitna hua black friday pe",
    "combien de baumes à lèvres vendus depuis le black friday",
    "combien de planches à découper j'ai vendu le mois dernier",
    "combien de tentes ai-je vendu en septembre",
    "cuántas sartenes vendí en noviembre",
    "cuánto vendí en esterillas de yoga este mes",
    "cuántos juegos de mesa vendí en noviembre",
    "cuántos sérums vendí la semana pasada",
    "hoeveel gezichtsmaskers heb ik in oktober verkocht",
    "hoeveel powerbanks heb ik deze week verkocht",
    "ile mat do jogi sprzedałem w listopadzie",
    "ile puzzli sprzedałem od początku grudnia",
    "ile sprzedałem garnków w październiku",
    "mera stock pot kitna bika is mahine",
    "mere dumbbells ka revenue batao is hafte ka",
    "mere keyboard ki sales kaisi chal rahi hai",
    "meri moisturiser ki bikri pichle mahine kitni thi",
    "quantas mochilas de trilha eu vendi no mês passado",
    "quante pentole ho venduto questa settimana",
    "quanti caricatori ho venduto dopo il black friday",
    "quanti peluche ho venduto la settimana scorsa",
    "quanto faturei com as caixas de som em novembro",
    "quantos carrinhos de controle remoto vendi em outubro",
    "ventas de auriculares la semana pasada",
    "wie viel umsatz hatte ich mit shampoo im november",
    "wie viele holzeisenbahnen habe ich dieses jahr verkauft",
    "wie viele messer habe ich im november verkauft",
    "wie viele trinkflaschen habe ich diese woche verkauft",
    "wie war mein umsatz mit den webcams im oktober",
    // Seller v23 (blind, stop 37; wired after this list was written): 22 of its 25 lines in
    // another language are recognised as they come; "wat was mijn omzet in november", "ventes
    // de tapis de yoga en octobre" and "ile balsamów do ust sprzedałem" are not (one grammar
    // word each) and keep the generic refusal. Left as measured, not tuned on.
    "combien de planches à découper ce mois-ci",
    "cuántas sartenes de hierro vendí en la semana del black friday",
    "cuántos auriculares vendí la semana pasada",
    "cuántos coches teledirigidos vendí en diciembre",
    "hoeveel sheet masks heb ik verkocht",
    "ile sprzedałem kabli hdmi w tym miesiącu",
    "mera december ka revenue kitna hai abhi tak",
    "mera shampoo kitna bika pichle hafte",
    "mere sleeping bags kitne bike is mahine",
    "mere teddy bears ki sale kaisi hai",
    "quantas garrafas vendi na black friday",
    "quante costruzioni ho venduto questo trimestre",
    "quanto faturei em outubro",
    "quanto ha venduto la crema idratante",
    "quanto ho venduto questo mese",
    "umsatz mit brettspielen im november",
    "vendas de pipas este ano",
    "vendite delle casse bluetooth a novembre",
    "ventas de tiendas de campaña este año",
    "ventas del secador de pelo en noviembre",
    "wie viel umsatz hatte ich letzte woche",
    "wie viele rucksäcke habe ich verkauft",
    // v25 (stop 39): 19 of its 20 lines in another language; "cuántas esterillas de yoga me
    // quedan en stock" (Spanish with the English "stock") is not recognised: counted as English here.
    "combien d'écouteurs j'ai vendus en novembre",
    "combien de sérums vitamine C j'ai vendus ce mois-ci",
    "cuántas ollas de hierro fundido vendí en noviembre",
    "cuántos trenes de madera vendí este mes",
    "hoeveel gezichtsmaskers heb ik in november verkocht",
    "hoeveel powerbanks heb ik deze maand verkocht",
    "ile plecaków sprzedałem w listopadzie",
    "ile sprzedałem czajników w zeszłym tygodniu",
    "mere headphones ki sales pichle mahine kitni thi",
    "mere rc cars kitne bike is mahine, batao",
    "meri lip balm ki sale is hafte kaisi rahi",
    "quante borracce ho venduto ad ottobre",
    "quanti giochi da tavolo ho venduto a novembre",
    "quanto ho venduto di taglieri questo mese",
    "quanto vendi de protetor solar no verão",
    "quantos carregadores vendi na black friday",
    "wie hoch war mein Umsatz mit Zelten im Sommer",
    "wie viele Messerblöcke habe ich im Oktober verkauft",
    "wie viele Puppenhäuser sind noch auf Lager",
];

#[test]
fn every_seller_line_in_another_language_and_no_english_one_is_recognised() {
    let mut found = Vec::new();
    let mut english = 0;
    for file in set_files("seller_v") {
        for q in questions(&file) {
            if other_language(&q).is_some() {
                found.push(q);
            } else {
                english += 1;
            }
        }
    }
    found.sort();
    let mut want: Vec<String> = SELLER_OTHER_LANGUAGE
        .iter()
        .map(|s| s.to_string())
        .collect();
    want.sort();
    // Say which lines differ: a new blind set adds its own lines in other languages.
    for q in found.iter().filter(|q| !want.contains(q)) {
        println!("recognised, not listed: {q:?}");
    }
    for q in want.iter().filter(|q| !found.contains(q)) {
        println!("listed, not recognised: {q:?}");
    }
    assert_eq!(found, want);
    assert!(english > 12_000, "{english} English seller lines read");
}

/// The general sets hold questions in other languages too (a section of each since v6): 207 are
/// recognised, each read (`docs/answer_or_ask.md`, "Stop 36 (gate23)"), none English. Some are
/// mixed ("can you explain rugby rules, pero en español por favor", which asks for Spanish).
#[test]
fn general_lines_recognised_are_the_ones_in_another_language() {
    let mut found = 0;
    for file in set_files("general_ood") {
        for q in questions(&file) {
            if let Some(language) = other_language(&q) {
                println!("{file}: {language}: {q}");
                found += 1;
                // English grammar words lead none of them.
                let first = q.split_whitespace().next().unwrap_or("").to_lowercase();
                assert!(
                    !["what", "how", "is", "my", "the", "which", "when", "where", "why"]
                        .contains(&first.as_str()),
                    "{q}"
                );
            }
        }
    }
    assert_eq!(found, 207);
}

#[test]
fn a_question_in_another_language_is_told_english_only() {
    let (e, rt) = common::demo_engine();
    // Stop 37 (helper `lang24`): a question whose every word a glossary of `languages/` knows
    // is read into English and answered, the reading said first; these four were refused as
    // English-only when this test was written, and are now read.
    for (seller, q) in [
        ("S003", "cuánto vendí este mes en total"),
        ("S037", "wie viele bestellungen gestern"),
        ("S031", "kitna revenue aaya last week"),
        ("S010", "combien de commandes la semaine dernière"),
    ] {
        let a = common::ask_as(&e, &rt, seller, q);
        assert!(
            matches!(
                a.status,
                AnswerStatus::Answered | AnswerStatus::ClarificationNeeded
            ),
            "{q}: {:?} {}",
            a.status,
            a.answer
        );
        assert!(
            a.answer.contains("I read your question"),
            "{q}: {}",
            a.answer
        );
    }
    // One with words no glossary knows keeps the honest refusal, in English, with English
    // questions to ask instead.
    for (seller, q) in [
        ("S003", "cuánto vendí en la feria del pueblo"),
        ("S037", "wie viele bestellungen hatte ich beim flohmarkt"),
    ] {
        let a = common::ask_as(&e, &rt, seller, q);
        assert_eq!(a.status, AnswerStatus::OutOfDomain, "{q}");
        assert!(a.tables.is_empty(), "{q}");
        assert!(a.errors.iter().any(|x| x.code == "english_only"), "{q}");
        assert!(a.answer.contains("English only"), "{q}: {}", a.answer);
        assert!(!a.answer.contains("does not look like one"), "{q}");
        // What can be asked: the catalog's example questions, in English.
        assert!(!a.suggestions.is_empty(), "{q}");
        assert!(
            a.suggestions.iter().all(|s| other_language(s).is_none()),
            "{q}"
        );
    }
    // An English refusal keeps the out-of-domain text, and an English question with a shop
    // name or a product title in another language is read as English.
    let a = common::ask_as(&e, &rt, "S001", "what's the weather in lyon this weekend");
    assert_eq!(a.status, AnswerStatus::OutOfDomain);
    assert!(a.errors.iter().all(|x| x.code != "english_only"));
    assert!(!a.answer.contains("English only"));
}
