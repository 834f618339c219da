//! "The first week of November" read two ways: its first seven days (November 1-7), or its
//! first full Monday..Sunday week (November 3-9). Both are common: the resolver has read days
//! 1-7 since stop 24, while the eleventh blind set of other sellers' questions, written by a
//! writer who never saw the code, reads the full week, as the store's weeks run Monday to
//! Sunday (DATA.md). Where the two readings give different dates, the answer asks with both,
//! each with its dates, instead of giving a figure for days the seller may not have meant.
//! Where they agree (a month that starts on a Monday; "the last week of November 2025", whose
//! last day is a Sunday) nothing is asked, and "full" ("the first full week of november") or
//! days ("the first 7 days of november") said in the question read one way only.

use chrono::{Datelike, Weekday};

use super::{DateRange, PeriodQuestion, PeriodReading, Resolution};

/// The ordinal words a week of a month is named by.
const ORDINALS: &[&str] = &[
    "first", "1st", "second", "2nd", "third", "3rd", "fourth", "4th", "last", "final",
];

/// A week read two ways: its byte span in the question, the days read, the full week.
type Differing = ((usize, usize), DateRange, DateRange);

/// The readings of the question's "<nth> week of <month>" expressions when a full week gives
/// other dates than the days counted from the month's edge; `resolve` reads a question's
/// periods (the full-week wording is resolved by it, so the week's dates are the resolver's).
pub(super) fn ask(
    question: &str,
    r: &Resolution,
    resolve: impl Fn(&str) -> Resolution,
) -> Option<PeriodQuestion> {
    let mut differing: Vec<Differing> = Vec::new();
    for e in &r.slots.expressions {
        let Some(days) = e.range else { continue };
        let Some((at, full)) = full_week_wording(&e.text) else {
            continue;
        };
        let Some(week) = resolve(&full).slots.primary else {
            continue;
        };
        let monday_week =
            days.start.weekday() == Weekday::Mon && days.end.weekday() == Weekday::Sun;
        if week != days && !monday_week && (days.end - days.start).num_days() == 6 {
            // From the ordinal (or its "the"): a comparison's "vs" before it stays said.
            differing.push(((e.start + at, e.end), days, week));
        }
    }
    let (first, last) = (differing.first()?, differing.last()?);
    let (from, to) = (first.0 .0, last.0 .1);
    let mention = question.get(from..to)?.to_string();
    // Each reading: the mention with every differing expression written as its dates.
    let said = |pick: &dyn Fn(&Differing) -> DateRange| {
        let mut out = String::new();
        let mut at = from;
        for d in &differing {
            out.push_str(question.get(at..d.0 .0).unwrap_or_default());
            let range = pick(d);
            out.push_str(&format!("from {} to {}", range.start, range.end));
            at = d.0 .1;
        }
        out.push_str(question.get(at..to).unwrap_or_default());
        out
    };
    let show = |r: &DateRange| format!("{} to {}", r.start, r.end);
    let list = |pick: &dyn Fn(&Differing) -> DateRange| {
        differing
            .iter()
            .map(|d| show(&pick(d)))
            .collect::<Vec<_>>()
            .join(" and ")
    };
    let days_of = |d: &Differing| d.1;
    let week_of = |d: &Differing| d.2;
    let readings = vec![
        PeriodReading {
            said: said(&week_of),
            label: format!("the full Monday-to-Sunday week ({})", list(&week_of)),
            ranges: differing.iter().map(week_of).collect(),
        },
        // The slots hold this one (the resolver's reading): last, as `PeriodQuestion` says.
        PeriodReading {
            said: said(&days_of),
            label: format!(
                "the seven days from the month's first or last day ({})",
                list(&days_of)
            ),
            ranges: differing.iter().map(days_of).collect(),
        },
    ];
    Some(PeriodQuestion {
        question: format!("By \"{mention}\", do you mean"),
        mention,
        readings,
    })
}

/// "vs the first week of november" → (3, "the first full week of november"): where the week's
/// own words start in `text` (its "the", else its ordinal: a comparison's "vs" before them is
/// no part of the week) and the full-week wording of them; None for any other wording, for
/// "full" already said, and for more than one week ("the first 2 weeks of").
fn full_week_wording(text: &str) -> Option<(usize, String)> {
    let words: Vec<(usize, &str)> = text
        .split_whitespace()
        .map(|w| (w.as_ptr() as usize - text.as_ptr() as usize, w))
        .collect();
    let lower: Vec<String> = words.iter().map(|(_, w)| w.to_ascii_lowercase()).collect();
    let at = lower.iter().position(|w| ORDINALS.contains(&w.as_str()))?;
    if lower.get(at + 1).map(String::as_str) != Some("week")
        || lower.get(at + 2).map(String::as_str) != Some("of")
    {
        return None;
    }
    let from = if at > 0 && lower[at - 1] == "the" {
        at - 1
    } else {
        at
    };
    let mut out: Vec<&str> = words[from..].iter().map(|(_, w)| *w).collect();
    out.insert(at - from + 1, "full");
    Some((words[from].0, out.join(" ")))
}

#[cfg(test)]
mod tests {
    use super::full_week_wording;

    #[test]
    fn only_one_week_named_by_its_ordinal_gets_a_full_reading() {
        assert_eq!(
            full_week_wording("the first week of november"),
            Some((0, "the first full week of november".to_string()))
        );
        assert_eq!(
            full_week_wording("vs last week of oct"),
            Some((3, "last full week of oct".to_string()))
        );
        assert_eq!(full_week_wording("the first full week of november"), None);
        assert_eq!(full_week_wording("the first 2 weeks of november"), None);
        assert_eq!(full_week_wording("last week"), None);
    }
}
