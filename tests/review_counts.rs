//! Reviews counted by their stars (stop 32, lead): read from the rating distribution and summed
//! over the stars asked, equal to SQL even past the listing's 1,000-row limit, where the count
//! of a listing once said "1,000 reviews with 1 to 2 stars" for a seller's 2,292.

mod common;

use common::{answered, ask_as, demo_engine, sql_f64, values};

#[test]
fn reviews_counted_by_stars_equal_sql_past_the_listing_limit() {
    let (e, rt) = demo_engine();
    for (seller, q, stars, start, end, product) in [
        (
            "S032",
            "how many reviews under 3 stars did we get since cyber monday last year",
            (1, 2),
            "2024-12-02",
            "2025-12-09",
            None,
        ),
        (
            "S032",
            "number of 5 star reviews this year",
            (5, 5),
            "2025-01-01",
            "2025-12-09",
            None,
        ),
        (
            "S001",
            "how many 1 star reviews did the skillet get in november",
            (1, 1),
            "2025-11-01",
            "2025-11-30",
            Some("P0001"),
        ),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        answered(&a, q);
        let only = product.map_or(String::new(), |p| format!(" AND product_id='{p}'"));
        let want = sql_f64(&format!(
            "SELECT COUNT(*) FROM reviews WHERE seller_id='{seller}' AND rating BETWEEN {} AND {} \
             AND date BETWEEN '{start}' AND '{end}'{only}",
            stars.0, stars.1
        ));
        assert_eq!(values(&a, "count"), vec![want], "{q}: {}", a.answer);
        let said = format!("{}", want as u64);
        let said_grouped = if want >= 1000.0 {
            format!("{},{:03}", want as u64 / 1000, want as u64 % 1000)
        } else {
            said
        };
        assert!(a.answer.starts_with(&said_grouped), "{q}: {}", a.answer);
    }
    // One seller's count is not past the limit by accident: it is.
    assert!(
        sql_f64(
            "SELECT COUNT(*) FROM reviews WHERE seller_id='S032' AND rating <= 2 \
             AND date BETWEEN '2024-12-02' AND '2025-12-09'"
        ) > 1000.0
    );
}

#[test]
fn products_ranked_by_reviews_of_some_stars_are_asked_back_not_ranked_by_rating() {
    let (e, rt) = demo_engine();
    for (seller, q) in [
        (
            "S025",
            "which product got the most 5 star reviews this year",
        ),
        ("S001", "top 3 products by 1 star reviews last month"),
    ] {
        let a = ask_as(&e, &rt, seller, q);
        common::asked_back(&a, q);
        assert!(a.answer.contains("star"), "{q}: {}", a.answer);
    }
}
