//! The words the time grammar knows: months, weekdays, number words, comparators, and the
//! phrases that name a comparison rule or a breakdown by period.

use chrono::Weekday;

use super::Granularity;

pub(super) const MONTHS: &[(&str, u32)] = &[
    ("jan", 1),
    ("january", 1),
    ("feb", 2),
    ("february", 2),
    ("mar", 3),
    ("march", 3),
    ("apr", 4),
    ("april", 4),
    ("may", 5),
    ("jun", 6),
    ("june", 6),
    ("jul", 7),
    ("july", 7),
    ("aug", 8),
    ("august", 8),
    ("sep", 9),
    ("sept", 9),
    ("september", 9),
    ("oct", 10),
    ("october", 10),
    ("nov", 11),
    ("november", 11),
    ("dec", 12),
    ("december", 12),
];

pub(super) const WEEKDAYS: &[(&str, Weekday)] = &[
    ("monday", Weekday::Mon),
    ("mon", Weekday::Mon),
    ("tuesday", Weekday::Tue),
    ("tue", Weekday::Tue),
    ("tues", Weekday::Tue),
    ("wednesday", Weekday::Wed),
    ("wed", Weekday::Wed),
    ("weds", Weekday::Wed),
    ("thursday", Weekday::Thu),
    ("thu", Weekday::Thu),
    ("thur", Weekday::Thu),
    ("thurs", Weekday::Thu),
    ("friday", Weekday::Fri),
    ("fri", Weekday::Fri),
    ("saturday", Weekday::Sat),
    ("sat", Weekday::Sat),
    ("sunday", Weekday::Sun),
    ("sun", Weekday::Sun),
];

pub(super) const NUMBER_WORDS: &[(&str, u32)] = &[
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
    ("eleven", 11),
    ("twelve", 12),
    ("thirteen", 13),
    ("fourteen", 14),
    ("fifteen", 15),
    ("sixteen", 16),
    ("seventeen", 17),
    ("eighteen", 18),
    ("nineteen", 19),
    ("twenty", 20),
    ("thirty", 30),
    ("forty", 40),
    ("fifty", 50),
    ("sixty", 60),
    ("seventy", 70),
    ("eighty", 80),
    ("ninety", 90),
    ("hundred", 100),
    ("dozen", 12),
];

/// Words after which "may" is the month, not the verb.
pub(super) const MAY_BEFORE: &[&str] = &[
    "in", "since", "from", "of", "during", "between", "until", "till", "to", "through", "last",
    "this", "next", "and", "vs", "for", "early", "late", "mid", "or", "on", "by", "before",
    "after", "did", "does", "was", "is", "about", "than",
];

/// Words before which a four-digit number is a count, not a year.
pub(super) const COUNT_NOUNS: &[&str] = &[
    "units",
    "unit",
    "orders",
    "order",
    "items",
    "item",
    "products",
    "product",
    "dollars",
    "usd",
    "sessions",
    "views",
    "clicks",
    "impressions",
    "reviews",
    "customers",
    "pieces",
    "skus",
];

/// Words before which a small number is a count ("top 5"), not a day of the month.
pub(super) const COUNT_WORDS: &[&str] = &[
    "top", "bottom", "best", "worst", "first", "last", "my", "all", "sold", "the",
];

/// Comparators that may introduce any period.
pub(super) const STRONG_COMPARATORS: &[&[&str]] = &[
    &["vs"],
    &["v"],
    &["compared", "to"],
    &["compared", "with"],
    &["compared", "against"],
    &["compare", "to"],
    &["compare", "with"],
    &["compares", "to"],
    &["compares", "with"],
    &["comparing", "to"],
    &["comparing", "with"],
    &["in", "comparison", "to"],
    &["in", "comparison", "with"],
    &["relative", "to"],
    &["against"],
    // A target to beat is what the period is measured against: "am i on track to beat last
    // year" compares with last year; it does not ask about last year.
    &["beat"],
    &["beating"],
    &["outpace"],
    &["outpacing"],
    &["outperform"],
    &["outperforming"],
    &["ahead", "of"],
    &["behind"],
];

/// Comparators that only introduce a comparison rule ("up 5% over last year", "higher than the
/// previous period"): "over the last 30 days" is a period, not a comparison.
pub(super) const WEAK_COMPARATORS: &[&[&str]] = &[&["over"], &["than"], &["from"], &["on"]];

/// Words after which "over"/"from"/"on" introduce a comparison ("grew over last year", "down 5%
/// from last year") rather than a period ("sales from last year").
pub(super) const CHANGE_WORDS: &[&str] = &[
    "up",
    "down",
    "change",
    "changed",
    "changes",
    "growth",
    "grow",
    "grew",
    "grown",
    "increase",
    "increased",
    "decrease",
    "decreased",
    "drop",
    "dropped",
    "fell",
    "fall",
    "rose",
    "rise",
    "declined",
    "decline",
    "improved",
    "improvement",
    "higher",
    "lower",
    "better",
    "worse",
];

pub(super) const YOY_STANDALONE: &[&[&str]] = &[
    &["yoy"],
    &["y", "/", "y"],
    &["year", "/", "year"],
    &["year", "over", "year"],
    &["year", "on", "year"],
    &["sply"],
    &["the", "same", "period", "last", "year"],
    &["same", "period", "last", "year"],
    &["the", "same", "period", "of", "last", "year"],
    &["the", "same", "period", "a", "year", "ago"],
    &["the", "same", "period", "in", "the", "previous", "year"],
    &["the", "same", "time", "last", "year"],
    &["same", "time", "last", "year"],
    &["this", "time", "last", "year"],
    // "Since halloween vs the same stretch last year": a stretch is a period said plainly.
    &["the", "same", "stretch", "last", "year"],
    &["same", "stretch", "last", "year"],
    &["the", "same", "stretch", "a", "year", "ago"],
    // "ytd vs the same point last year" (stop 37, fix15): a point in the year, the same days a
    // year earlier; unread, "last year" alone was a second period left unused and the two
    // years were answered as one series.
    &["the", "same", "point", "last", "year"],
    &["same", "point", "last", "year"],
    &["the", "same", "point", "a", "year", "ago"],
    &["same", "point", "a", "year", "ago"],
    &["the", "same", "point", "of", "last", "year"],
    &["the", "same", "point", "in", "time", "last", "year"],
    &["this", "point", "last", "year"],
];

pub(super) const YOY_AFTER_COMPARATOR: &[&[&str]] = &[
    &["last", "year"],
    &["a", "year", "ago"],
    &["a", "year", "earlier"],
    &["one", "year", "ago"],
    &["the", "previous", "year"],
    &["previous", "year"],
    &["the", "prior", "year"],
    &["prior", "year"],
    &["the", "preceding", "year"],
    &["the", "year", "before"],
    &["ly"],
];

pub(super) const PERIOD_AFTER_COMPARATOR: &[&[&str]] = &[
    &["the", "previous", "period"],
    &["previous", "period"],
    &["the", "prior", "period"],
    &["prior", "period"],
    &["the", "preceding", "period"],
    &["the", "period", "before"],
    &["the", "last", "period"],
];

pub(super) const GRANULARITY: &[(&[&str], Granularity)] = &[
    (&["daily"], Granularity::Day),
    (&["by", "day"], Granularity::Day),
    (&["per", "day"], Granularity::Day),
    (&["each", "day"], Granularity::Day),
    (&["every", "day"], Granularity::Day),
    (&["day", "by", "day"], Granularity::Day),
    (&["by", "date"], Granularity::Day),
    (&["weekly"], Granularity::Week),
    (&["by", "week"], Granularity::Week),
    (&["per", "week"], Granularity::Week),
    (&["each", "week"], Granularity::Week),
    (&["every", "week"], Granularity::Week),
    (&["week", "by", "week"], Granularity::Week),
    (&["monthly"], Granularity::Month),
    (&["by", "month"], Granularity::Month),
    (&["per", "month"], Granularity::Month),
    (&["each", "month"], Granularity::Month),
    (&["every", "month"], Granularity::Month),
    (&["month", "by", "month"], Granularity::Month),
    (&["quarterly"], Granularity::Quarter),
    (&["by", "quarter"], Granularity::Quarter),
    (&["per", "quarter"], Granularity::Quarter),
    (&["each", "quarter"], Granularity::Quarter),
    (&["every", "quarter"], Granularity::Quarter),
    (&["quarter", "by", "quarter"], Granularity::Quarter),
    (&["yearly"], Granularity::Year),
    (&["annual"], Granularity::Year),
    (&["annually"], Granularity::Year),
    (&["by", "year"], Granularity::Year),
    (&["per", "year"], Granularity::Year),
    (&["each", "year"], Granularity::Year),
    (&["every", "year"], Granularity::Year),
    (&["year", "by", "year"], Granularity::Year),
];

/// How far back the run-up to an event reaches ("before Christmas", "the pre-Black Friday
/// weeks"): four weeks, the shopping stretch a seller means; the rewrite shows the dates read.
pub(super) const RUN_UP_DAYS: i64 = 28;

/// Words after an ordinal that make it a rank, not a day of the month ("the 2nd best").
pub(super) const RANK_AFTER_ORDINAL: &[&str] = &[
    "best",
    "worst",
    "top",
    "most",
    "least",
    "biggest",
    "largest",
    "highest",
    "lowest",
    "smallest",
    "product",
    "products",
    "item",
    "items",
    "place",
    "seller",
    "sellers",
    "bestseller",
    "quarter",
    "half",
    "of",
];
