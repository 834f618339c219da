//! Stop 38 (gate25): a story of the asker's life, or somebody else as the subject, before the
//! seller's ask (`gate/story.rs`, `gate/requester.rs`, `gate/ask.rs`). The sentence is judged by
//! its ask; everyday stories whose ask points back into them, or asks of a third person, stay
//! refused. The wordings are written for this stop.

mod common;

#[test]
fn a_story_before_the_sellers_ask_is_judged_by_the_ask() {
    let (e, rt) = common::demo_engine();
    let q =
        "so my brother's been covering the shop while i was away, what are the takings this week";
    let a = common::ask_as(&e, &rt, "S003", q);
    common::answered(&a, q);
    // This week on 2025-12-10 is 2025-12-08..2025-12-09 (the data's last day).
    let want = common::sql_f64(
        "SELECT sum(revenue_cents) / 100.0 FROM sales_daily WHERE seller_id = 'S003' \
         AND date BETWEEN '2025-12-08' AND '2025-12-09'",
    );
    common::holds(&a, "revenue", want);
}

#[test]
fn an_everyday_story_and_its_own_ask_stay_refused() {
    let (e, rt) = common::demo_engine();
    for q in [
        // The ask points back into the story, or is an open worry about it.
        "my laptop keeps overheating, what's wrong",
        "our garage roof leaks again, who should fix it",
        // A requester asking about their own figures (a third person in the rest).
        "my daughter wants to know how her lemonade stand sold",
        // A story that says whose business: the asker's job.
        "i work at a garden centre, why do we throw out so many plants",
    ] {
        let a = common::ask_as(&e, &rt, "S003", q);
        assert!(a.tables.is_empty(), "{q}: {}", a.answer);
        common::refused(&a, q);
    }
}
