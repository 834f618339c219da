//! What the guards share: visiting every string an answer shows, and cutting whole sentences.

use serde_json::Value;

use crate::answer::Answer;

/// Calls `f` on every string the seller is shown, except the question they wrote: the text,
/// table titles, string cells, suggestions and the chart's string values (its title, inlined
/// data). `f` returns how many things it changed; the total is returned.
pub fn each_shown_string(answer: &mut Answer, f: &mut dyn FnMut(&mut String) -> usize) -> usize {
    let mut n = f(&mut answer.answer);
    for t in &mut answer.tables {
        n += f(&mut t.title);
        for row in &mut t.rows {
            for cell in row.iter_mut() {
                if let Value::String(s) = cell {
                    n += f(s);
                }
            }
        }
    }
    for s in &mut answer.suggestions {
        n += f(s);
    }
    if let Some(chart) = &mut answer.chart {
        n += each_json_string(chart, f);
    }
    n
}

/// Calls `f` on every string value (not key) inside a JSON value.
pub fn each_json_string(v: &mut Value, f: &mut dyn FnMut(&mut String) -> usize) -> usize {
    match v {
        Value::String(s) => f(s),
        Value::Array(a) => a.iter_mut().map(|x| each_json_string(x, f)).sum(),
        Value::Object(m) => m.values_mut().map(|x| each_json_string(x, f)).sum(),
        _ => 0,
    }
}

/// True at a sentence end: `.`, `!` or `?` followed by white space or the end, or a newline.
fn ends_sentence(bytes: &[u8], i: usize) -> bool {
    match bytes[i] {
        b'\n' => true,
        b'.' | b'!' | b'?' => bytes.get(i + 1).is_none_or(|c| c.is_ascii_whitespace()),
        _ => false,
    }
}

/// The byte range of the sentence around `[start, end)`: from just after the previous sentence
/// end (white space skipped) to just after the next one. A decimal point (`12,345.67`) does not
/// end a sentence.
pub fn sentence_around(text: &str, start: usize, end: usize) -> (usize, usize) {
    let b = text.as_bytes();
    let mut s = start.min(b.len());
    while s > 0 && !ends_sentence(b, s - 1) {
        s -= 1;
    }
    while s < start && b[s].is_ascii_whitespace() {
        s += 1;
    }
    let mut e = end.min(b.len());
    while e < b.len() && !ends_sentence(b, e) {
        e += 1;
    }
    if e < b.len() && b[e] != b'\n' {
        e += 1; // keep the newline: it separates lines, not this sentence
    }
    (s, e)
}

/// `text` with each range (merged when they overlap) replaced by `replacement`.
pub fn replace_ranges(text: &str, ranges: &mut [(usize, usize)], replacement: &str) -> String {
    ranges.sort_unstable();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    let mut i = 0;
    while i < ranges.len() {
        let (s, mut e) = ranges[i];
        while i + 1 < ranges.len() && ranges[i + 1].0 <= e {
            e = e.max(ranges[i + 1].1);
            i += 1;
        }
        if s >= at && text.is_char_boundary(s) && text.is_char_boundary(e) {
            out.push_str(&text[at..s]);
            out.push_str(replacement);
            at = e;
        }
        i += 1;
    }
    out.push_str(&text[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_is_cut_whole_and_decimals_do_not_end_it() {
        let t = "You made $1,234.56 last week. Seller S014 made $12,345.67 in total! Next.";
        let at = t.find("S014").unwrap();
        let (s, e) = sentence_around(t, at, at + 4);
        assert_eq!(&t[s..e], "Seller S014 made $12,345.67 in total!");
        let mut r = vec![(s, e)];
        assert_eq!(
            replace_ranges(t, &mut r, "[x]"),
            "You made $1,234.56 last week. [x] Next."
        );
    }

    #[test]
    fn lines_are_sentences() {
        let t = "| P0001 | 3 |\n| P0999 | 5 |\n| P0002 | 4 |";
        let at = t.find("P0999").unwrap();
        let (s, e) = sentence_around(t, at, at + 5);
        assert_eq!(&t[s..e], "| P0999 | 5 |");
    }

    #[test]
    fn overlapping_ranges_merge() {
        let mut r = vec![(4, 8), (0, 5), (10, 12)];
        assert_eq!(replace_ranges("abcdefghijklm", &mut r, "_"), "_ij_m");
    }
}
