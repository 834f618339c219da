//! The seller's own kind or brand as the topic of a question, whatever everyday words surround
//! it (`src/gate/topic.rs`), through the whole pipeline on the demo store.
//!
//! Why: blind seller sets refused about one question in six whose only subject was one of the
//! seller's own products, asked after in everyday words nobody had listed ("tea kettle report
//! card", "how are my food storage containers behaving"). The wordings here are made up for
//! the rule, not copied from any set: the rule must hold for wordings nobody wrote. The
//! near-misses are a cook's and a buyer's questions about the demo seller's own kinds: they
//! must never be answered with the seller's data.
//!
//! The same holds for questions whose only unusual words are who the answer is for, a retail
//! event as the period, or the words of no content of a ranking (`src/gate/audience.rs`,
//! `periods.rs`, `bare.rs`): blind sets refused "prepare a holiday season progress note for my
//! partner", "easter weekend 2025, any bump at all" and "which toy did the most units this
//! week". Their near-misses are general questions of the same shapes (a note for someone about
//! something else, an event as small talk or a date, a ranking of something else).

mod common;

use insight::answer::{Answer, AnswerStatus};

fn asked_or_answered(a: &Answer) -> bool {
    matches!(
        a.status,
        AnswerStatus::Answered | AnswerStatus::ClarificationNeeded | AnswerStatus::NoData
    )
}

fn refused(a: &Answer) -> bool {
    a.gate.as_ref().is_some_and(|g| g.is_out_of_domain)
}

/// Each `(seller, question)` is let in by the gate and answered or asked back.
fn answered_or_asked_back(cases: &[(&str, &str)]) {
    let (e, rt) = common::demo_engine();
    for &(seller, q) in cases {
        let a = common::ask_as(&e, &rt, seller, q);
        assert!(!refused(&a), "{seller} {q}: refused {:?}", a.gate);
        assert!(asked_or_answered(&a), "{seller} {q}: {:?}", a.status);
    }
}

/// No question is answered with the demo seller's data, nor read as a seller's phrase.
fn never_answered_with_data(questions: &[&str]) {
    let (e, rt) = common::demo_engine();
    for &q in questions {
        let a = common::ask_as(&e, &rt, "S001", q);
        let with_data = matches!(a.status, AnswerStatus::Answered | AnswerStatus::Partial)
            && !a.tables.is_empty();
        assert!(!with_data, "{q}: answered with data");
        assert!(
            !a.gate.as_ref().is_some_and(|g| g.selling_phrase),
            "{q}: read as the seller's topic"
        );
    }
}

#[test]
fn the_sellers_own_kind_with_everyday_words_around_it_is_answered_or_asked_back() {
    answered_or_asked_back(&[
        // Crescent Homewares sells tea kettles.
        ("S008", "tea kettles, how are they treating us"),
        ("S008", "the tea kettles - keeping their end up?"),
        // Summit Trail Gear's "Camping Tent 4-Person": the tent is the kind, not the person.
        ("S017", "how are the camping tents behaving"),
        // The seller's brand as the topic.
        ("S036", "galaxy games, what sort of autumn did we have"),
    ]);
}

#[test]
fn a_cooks_or_a_buyers_question_about_such_a_kind_is_not_answered_with_data() {
    never_answered_with_data(&[
        // The kind as a word of something else.
        "skillet cornbread recipe",
        // The asker acts on it, or asks of its nature.
        "can i put my skillet in the dishwasher",
        "why does my skillet keep rusting",
        "how long does the tea kettle take to boil",
        // Any such thing, a buyer's choice.
        "is a dutch oven worth it for a beginner",
        "best skillet for a glass stove top",
    ]);
}

#[test]
fn a_report_for_someone_an_event_as_the_period_and_a_plain_ranking_are_the_sellers() {
    answered_or_asked_back(&[
        // Who the answer is for.
        (
            "S005",
            "put together a short recap of october for my cofounder",
        ),
        (
            "S012",
            "draft a few notes on the quarter i can send to my accountant",
        ),
        ("S030", "how did september go, quick version for the team"),
        // A retail event or season as the period, asked only how it went.
        ("S001", "halloween 2024 - any lift at all"),
        (
            "S003",
            "what did the days just after thanksgiving look like",
        ),
        ("S020", "singles day 2024, anything?"),
        // A ranking of the seller's items with words of no content in it.
        ("S034", "which toy had the fewest orders last month"),
        // Words of talk around a seller's question.
        ("S001", "okay um so basically how are sales this week"),
    ]);
}

#[test]
fn the_same_shapes_about_anything_else_are_not_answered_with_data() {
    never_answered_with_data(&[
        // A note for someone, of something else; what a thing is for.
        "write a progress note for my boss about the school project",
        "gift ideas for my wife for valentine's day",
        "how to write a one page investor update",
        "which dutch oven size for a family of four",
        // An event as small talk, a date or a listing.
        "what are you doing for easter",
        "easter egg hunt ideas",
        "how was your christmas",
        "what day of the week is christmas 2026",
        "is the post office open on boxing day",
        // A ranking of something else; words of talk around another topic.
        "which team scored the most goals this season",
        "okay so how do i fix a flat tyre",
    ]);
}
