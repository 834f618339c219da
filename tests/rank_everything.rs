//! "Rank everything by sessions" was answered with the store's one total of sessions: a
//! ranking verb before "everything" / "all" names no product noun, so no ranking was read.
//! Now the seller's products are ranked (= SQL), or, where the question leaves open what is
//! ranked, asked back with the readings, never the one total.

mod common;

use common::{by_product, store};
use insight::answer::AnswerStatus;
use rusqlite::Connection;

#[test]
fn rank_everything_ranks_products_or_asks_which() {
    let (e, rt) = common::demo_engine();
    let db = Connection::open(store()).unwrap();
    for seller in ["S009", "S030"] {
        let q = "rank all by units last month";
        let a = common::ask_as(&e, &rt, seller, q);
        assert_eq!(a.status, AnswerStatus::Answered, "{q}: {}", a.answer);
        let got = by_product(&a, "units");
        let mut st = db
            .prepare(
                "SELECT product_id, SUM(units) AS u FROM sales_daily WHERE seller_id = ?1
                 AND date BETWEEN '2025-11-01' AND '2025-11-30'
                 GROUP BY product_id ORDER BY u DESC, product_id LIMIT ?2",
            )
            .unwrap();
        let want: Vec<(String, f64)> = st
            .query_map(rusqlite::params![seller, got.len() as i64], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert!(got.len() >= 3, "{q}: {}", a.answer);
        assert_eq!(got, want, "{q}: {}", a.answer);
        for q in ["rank everything by sessions", "rank everything by revenue"] {
            let a = common::ask_as(&e, &rt, seller, q);
            match a.status {
                AnswerStatus::ClarificationNeeded => assert!(a.tables.is_empty(), "{q}"),
                AnswerStatus::Answered => assert!(
                    a.tables.first().is_some_and(|t| t.rows.len() > 1),
                    "{q}: one total: {}",
                    a.answer
                ),
                s => panic!("{q}: {s:?}: {}", a.answer),
            }
        }
    }
}
