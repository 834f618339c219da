//! Follow-ups: a short message read against the last turn and rewritten into a standalone
//! question (deterministic; no LLM).
//!
//! | kind | examples | becomes |
//! |---|---|---|
//! | `time` | "and the week before?", "what about October?", "the previous period", "a year earlier" | the last question with its time expression replaced (shifts are written as explicit ISO dates) |
//! | `metric` | "same for units", "what about revenue?", "and sessions?" | the last question about the new measure, same period, filter and breakdown |
//! | `breakdown` | "break that down by product", "by week", "per category" | the last question `by product` |
//! | `filter` | "only the skillet", "just P0003", "what about the knife?" | the last question `for the skillet` |
//! | `why` | "why?", "why did it drop?" | "Why did my sales change between A and B?" (a diagnostic question: the Insight Generator's) |
//! | `chart` | "show that as a chart", "plot it" | the last chart again, or the last question by day/week/month |
//! | `clarified` | "the 8-inch one", "P0002", "the second" after a clarification | the paused question with the chosen candidate |
//! | `run_preview` | "run it", "yes", "go ahead" after a preview | the previewed question, run |
//! | `compare` | "compare the two", "how do they compare" after two periods of one measure | "<measure> between A and B vs between C and D?" |
//! | `extremum` | "which day was best", "the worst week?" | "Which day had the most <measure> between A and B?" |
//!
//! A message that is none of these is a new question, asked as typed. The patterns are anchored
//! to short messages, so a whole new question is never taken for a follow-up.

use std::sync::OnceLock;

use chrono::NaiveDate;
use regex::Regex;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

mod over;
mod pick;
mod time;

pub use pick::pick_candidate;
use pick::with_candidate;
use time::{primary_expression, shifted, time};

use super::{Pending, Session, Turn};
use crate::augment::{self, DataSpan, DateRange, EventCalendar};
use crate::catalog::Catalog;

/// The kinds of follow-up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FollowUpKind {
    /// Another period.
    Time,
    /// Another measure.
    Metric,
    /// Broken down by a dimension.
    Breakdown,
    /// Restricted to a product (or brand, category).
    Filter,
    /// Why the last result is what it is (diagnostic).
    Why,
    /// The last result as a chart.
    Chart,
    /// The answer to a clarification question.
    Clarified,
    /// Run the previewed plan.
    RunPreview,
    /// The last two periods of one measure, side by side.
    Compare,
    /// The day, week or month with the most (or least) of the last measure.
    Extremum,
}

impl FollowUpKind {
    /// The snake_case name.
    pub fn as_str(self) -> &'static str {
        match self {
            FollowUpKind::Time => "time",
            FollowUpKind::Metric => "metric",
            FollowUpKind::Breakdown => "breakdown",
            FollowUpKind::Filter => "filter",
            FollowUpKind::Why => "why",
            FollowUpKind::Chart => "chart",
            FollowUpKind::Clarified => "clarified",
            FollowUpKind::RunPreview => "run_preview",
            FollowUpKind::Compare => "compare",
            FollowUpKind::Extremum => "extremum",
        }
    }
}

/// A question as parts a follow-up can edit: the seller's words (with time expressions
/// replaced by later follow-ups), and the filter and breakdown follow-ups added.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    /// The question's own words.
    pub text: String,
    /// "for X", added by a filter follow-up.
    #[serde(default)]
    pub filter: Option<String>,
    /// "by X", added by a breakdown or chart follow-up.
    #[serde(default)]
    pub breakdown: Option<String>,
}

impl Frame {
    /// A frame of a question as typed.
    pub fn new(text: impl Into<String>) -> Frame {
        Frame {
            text: text.into().trim().to_string(),
            filter: None,
            breakdown: None,
        }
    }

    /// The standalone question.
    pub fn compose(&self) -> String {
        if self.filter.is_none() && self.breakdown.is_none() {
            return self.text.clone();
        }
        let mut q = self
            .text
            .trim_end_matches(|c: char| c == '?' || c == '.' || c == '!' || c.is_whitespace())
            .to_string();
        if let Some(f) = &self.filter {
            q.push_str(" for ");
            q.push_str(f);
        }
        if let Some(b) = &self.breakdown {
            q.push_str(" by ");
            q.push_str(b);
        }
        q.push('?');
        q
    }
}

/// How a message was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Interpretation {
    /// The follow-up kind; `None` for a new question.
    pub kind: Option<FollowUpKind>,
    /// The question to ask, as parts.
    pub frame: Frame,
}

impl Interpretation {
    /// The frame.
    pub fn frame(&self) -> &Frame {
        &self.frame
    }

    /// The follow-up kind.
    pub fn followup(&self) -> Option<FollowUpKind> {
        self.kind
    }

    /// `new` or the follow-up's name.
    pub fn kind_name(&self) -> &'static str {
        self.kind.map_or("new", FollowUpKind::as_str)
    }

    fn new_question(message: &str) -> Interpretation {
        Interpretation {
            kind: None,
            frame: Frame::new(message),
        }
    }

    fn follow(kind: FollowUpKind, frame: Frame) -> Interpretation {
        Interpretation {
            kind: Some(kind),
            frame,
        }
    }
}

/// The measure words of the catalog (column names, display names, synonyms), lowercase.
#[derive(Debug, Clone, Default)]
pub struct Vocabulary {
    phrases: Vec<String>,
}

impl Vocabulary {
    /// The measures of every question API.
    pub fn from_catalog(catalog: &Catalog) -> Vocabulary {
        let mut phrases = Vec::new();
        for api in catalog.question_apis() {
            for c in &api.descriptor.columns {
                if c.unit.is_none() {
                    continue;
                }
                phrases.push(c.name.replace('_', " ").to_lowercase());
                phrases.push(c.display_name.to_lowercase());
                phrases.extend(c.synonyms.iter().map(|s| s.to_lowercase()));
            }
        }
        Vocabulary::from_phrases(phrases)
    }

    /// A vocabulary of these phrases.
    pub fn from_phrases(phrases: impl IntoIterator<Item = String>) -> Vocabulary {
        // Words that name what a measure is broken down by are never the measure ("Top 5
        // products by revenue": the measure is revenue, even where a count of products is one).
        const DIMENSION_WORDS: &[&str] = &[
            "product",
            "products",
            "item",
            "items",
            "sku",
            "skus",
            "listing",
            "listings",
            "category",
            "categories",
            "brand",
            "brands",
            "day",
            "days",
            "week",
            "weeks",
            "month",
            "months",
            "date",
            "period",
        ];
        let mut phrases: Vec<String> = phrases
            .into_iter()
            .map(|p| p.trim().to_string())
            .filter(|p| p.len() >= 2 && !DIMENSION_WORDS.contains(&p.as_str()))
            .collect();
        // Longest first, so "units sold" wins over "units".
        phrases.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
        phrases.dedup();
        Vocabulary { phrases }
    }

    /// Whether `text` (lowercase) is a measure phrase (or its plural).
    pub fn is_measure(&self, text: &str) -> bool {
        let t = text.trim();
        self.phrases
            .iter()
            .any(|p| p == t || format!("{p}s") == t || p.strip_suffix('s') == Some(t))
    }

    /// The first, longest measure phrase inside `text`, as a byte range of `text`.
    pub fn find_in(&self, text: &str) -> Option<(usize, usize)> {
        let lower = text.to_lowercase();
        if lower.len() != text.len() {
            return None;
        }
        let mut best: Option<(usize, usize)> = None;
        for p in &self.phrases {
            for (i, _) in lower.match_indices(p.as_str()) {
                let end = i + p.len();
                let before_ok = i == 0 || !lower.as_bytes()[i - 1].is_ascii_alphanumeric();
                let after_ok = end == lower.len()
                    || !lower.as_bytes()[end].is_ascii_alphanumeric()
                    || (lower.as_bytes()[end] == b's'
                        && (end + 1 == lower.len()
                            || !lower.as_bytes()[end + 1].is_ascii_alphanumeric()));
                if before_ok && after_ok {
                    let better = match best {
                        None => true,
                        Some((s, e)) => (end - i) > (e - s) || ((end - i) == (e - s) && i < s),
                    };
                    if better {
                        best = Some((i, end));
                    }
                }
            }
        }
        best
    }
}

/// What reading a message needs besides the session.
pub struct Context<'a> {
    /// The clock's today.
    pub today: NaiveDate,
    /// The data's span.
    pub span: DataSpan,
    /// Named events.
    pub calendar: &'a EventCalendar,
    /// The measure words.
    pub vocabulary: &'a Vocabulary,
}

impl Context<'_> {
    fn resolve(&self, text: &str) -> augment::Resolution {
        augment::resolve(text, self.today, self.span, self.calendar)
    }
}

fn re(cell: &'static OnceLock<Regex>, pattern: &str) -> &'static Regex {
    cell.get_or_init(|| Regex::new(pattern).expect("a valid built-in pattern"))
}

/// Lowercase, single spaces, no trailing punctuation.
fn normalise(message: &str) -> String {
    let lower = message.to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    words
        .join(" ")
        .trim_end_matches(['?', '.', '!', ','])
        .trim()
        .to_string()
}

const LEAD: &[&str] = &[
    "and ",
    "ok ",
    "okay ",
    "so ",
    "now ",
    "then ",
    "but ",
    "also ",
    "please ",
    "and what about ",
    "what about ",
    "how about ",
    "what of ",
    "do the same for ",
    "the same for ",
    "same thing for ",
    "same but for ",
    "same for ",
    "same with ",
    "same but ",
    "show me ",
    "show ",
    "give me ",
    "what were ",
    "what was ",
    "only ",
    "just ",
    "use ",
    "try ",
    "in ",
    "for ",
    "during ",
    "over ",
];
const TRAIL: &[&str] = &[
    " instead", " please", " then", " too", " as well", " only", " now",
];

/// The message without lead-in and trailing filler words.
fn strip_fillers(s: &str) -> String {
    let mut s = s.trim().to_string();
    loop {
        let before = s.len();
        for lead in LEAD {
            if let Some(rest) = s.strip_prefix(lead) {
                s = rest.trim().to_string();
            }
        }
        for trail in TRAIL {
            if let Some(rest) = s.strip_suffix(trail) {
                s = rest.trim().to_string();
            }
        }
        if s.len() == before {
            return s;
        }
    }
}

/// Reads a message against its session.
pub fn interpret(message: &str, session: &Session, ctx: &Context<'_>) -> Interpretation {
    let norm = normalise(message);
    match &session.pending {
        Some(Pending::Clarification {
            frame,
            mention,
            candidates,
        }) => {
            if let Some(c) = pick_candidate(&norm, candidates) {
                return Interpretation::follow(
                    FollowUpKind::Clarified,
                    with_candidate(frame, mention, c),
                );
            }
        }
        Some(Pending::Preview { frame }) => {
            static RUN: OnceLock<Regex> = OnceLock::new();
            let run = re(
                &RUN,
                r"^(?:ok(?:ay)?,? )?(?:yes|yep|sure|go|go ahead|do it|run|run it|run that|run this|run the plan|execute|execute it|please run it|looks good|looks good, run it)$",
            );
            if run.is_match(&norm) {
                return Interpretation::follow(FollowUpKind::RunPreview, frame.clone());
            }
            // An edit of the previewed question ("use October instead") reads against it.
            let previewed = Turn::of_frame(frame.clone());
            if let Some(i) = follow_up(&norm, &previewed, ctx) {
                return i;
            }
        }
        None => {}
    }
    match session.last_answered() {
        Some(last) => {
            // The answered turn before the last, for "compare the two".
            let before = session
                .turns
                .iter()
                .rev()
                .filter(|t| {
                    matches!(
                        t.status,
                        crate::answer::AnswerStatus::Answered
                            | crate::answer::AnswerStatus::Partial
                    )
                })
                .nth(1);
            over::compare(&norm, last, before, ctx)
                .or_else(|| over::extremum(&norm, last, ctx))
                .or_else(|| follow_up(&norm, last, ctx))
                .unwrap_or_else(|| Interpretation::new_question(message))
        }
        None => Interpretation::new_question(message),
    }
}

impl Turn {
    /// A turn with only a frame (a previewed question that has not run).
    fn of_frame(frame: Frame) -> Turn {
        Turn {
            message: frame.compose(),
            question: frame.compose(),
            followup: None,
            frame,
            status: crate::answer::AnswerStatus::Answered,
            shape: None,
            route: None,
            primary: None,
            comparison: None,
            granularity: None,
            entities: Vec::new(),
            plan: None,
            tables: Vec::new(),
            chart: None,
        }
    }
}

/// The follow-up reading of a message, if it is one.
fn follow_up(norm: &str, last: &Turn, ctx: &Context<'_>) -> Option<Interpretation> {
    if norm.split_whitespace().count() > 10 || norm.is_empty() {
        return None;
    }
    why(norm, last, ctx)
        .or_else(|| chart(norm, last))
        .or_else(|| breakdown(norm, last))
        .or_else(|| time(norm, last, ctx))
        .or_else(|| metric(norm, last, ctx))
        .or_else(|| filter(norm, last, ctx))
}

fn why(norm: &str, last: &Turn, ctx: &Context<'_>) -> Option<Interpretation> {
    static WHY: OnceLock<Regex> = OnceLock::new();
    let why = re(
        &WHY,
        r"^(?:(?:and|but|so|ok|okay|hmm|interesting),? )*(?:why|how come|what happened|what caused (?:it|that|this)|what drove (?:it|that|this)|explain(?: (?:it|that|this))?)\b",
    );
    if !why.is_match(norm) || norm.split_whitespace().count() > 7 {
        return None;
    }
    let text = &last.frame.text;
    let measure = over::measure_of(last, ctx).unwrap_or_else(|| "sales".to_string());
    let period = match (last.primary, primary_expression(text, ctx)) {
        (Some(r), _) => format!(" between {} and {}", r.start, r.end),
        (None, Some((s, e))) => format!(" {}", &text[s..e]),
        (None, None) => String::new(),
    };
    // The product the last answer was about, whether a filter follow-up or the question's own
    // words named it ("units of the skillet in november", then "why?").
    let filter = match (&last.frame.filter, last.entities.as_slice()) {
        (Some(f), _) => format!(" for {f}"),
        (None, [one]) => format!(" for {one}"),
        _ => String::new(),
    };
    let q = format!("Why did my {measure}{filter} change{period}?");
    Some(Interpretation::follow(FollowUpKind::Why, Frame::new(q)))
}

fn chart(norm: &str, last: &Turn) -> Option<Interpretation> {
    static CHART: OnceLock<Regex> = OnceLock::new();
    let chart = re(
        &CHART,
        r"^(?:(?:and|ok|okay|now|can you|could you|please),? )*(?:(?:show|display|draw|make|give me|put|turn)(?: me)? (?:it|that|this|those|these|them)?(?: (?:as|in|into) )?(?:a |an )?(?:line |bar )?(?:chart|graph|plot|visual|visualisation|visualization)|(?:chart|graph|plot|visuali[sz]e) (?:it|that|this|those|these|them)|as a (?:line |bar )?(?:chart|graph|plot)|(?:a )?(?:line |bar )?(?:chart|graph|plot)(?: (?:it|that|this|please))?)$",
    );
    if !chart.is_match(norm) {
        return None;
    }
    let mut frame = last.frame.clone();
    if last.chart.is_none() && frame.breakdown.is_none() {
        let days = last.primary.map_or(30, |r| r.days());
        frame.breakdown = Some(
            match days {
                0..=31 => "day",
                32..=190 => "week",
                _ => "month",
            }
            .to_string(),
        );
    }
    Some(Interpretation::follow(FollowUpKind::Chart, frame))
}

const DIMENSIONS: &str = r"(products?|items?|skus?|listings?|categor(?:y|ies)|brands?|days?|weeks?|months?|quarters?|years?)";

fn singular(dim: &str) -> String {
    match dim {
        "categories" => "category".into(),
        "items" | "item" | "skus" | "sku" | "listings" | "listing" => "product".into(),
        d => d.strip_suffix('s').unwrap_or(d).to_string(),
    }
}

fn breakdown(norm: &str, last: &Turn) -> Option<Interpretation> {
    static BD: OnceLock<Regex> = OnceLock::new();
    let bd = re(
        &BD,
        &format!(
            r"^(?:(?:and|ok|okay|now|can you|could you|please|show (?:me )?(?:it|that|this)?),? )*(?:(?:break|split) (?:it|that|this|those|these|them)? ?(?:down|up|out)? ?(?:by|per|into) |(?:broken|split) (?:down )?by |(?:by|per|for each|each) ){DIMENSIONS}$"
        ),
    );
    let caps = bd.captures(norm)?;
    let dim = singular(caps.get(1)?.as_str());
    let mut frame = last.frame.clone();
    frame.text = strip_breakdown(&frame.text);
    frame.breakdown = Some(dim.clone());
    if dim == "product" {
        // Broken down by product: a single-product filter would leave one row.
        frame.filter = None;
    }
    Some(Interpretation::follow(FollowUpKind::Breakdown, frame))
}

/// The text without its own "by product", "per week", "daily" breakdown words.
fn strip_breakdown(text: &str) -> String {
    static BY: OnceLock<Regex> = OnceLock::new();
    let by = re(
        &BY,
        &format!(
            r"(?i)\s*\b(?:broken down by|split by|by|per|for each){} {DIMENSIONS}\b",
            ""
        ),
    );
    by.replace_all(text, "").to_string()
}

fn metric(norm: &str, last: &Turn, ctx: &Context<'_>) -> Option<Interpretation> {
    let rest = strip_fillers(norm);
    let rest = rest
        .strip_prefix("my ")
        .or_else(|| rest.strip_prefix("the "))
        .unwrap_or(&rest)
        .trim()
        .to_string();
    if !ctx.vocabulary.is_measure(&rest) {
        return None;
    }
    let mut frame = last.frame.clone();
    let text = frame.text.clone();
    let lower = text.to_lowercase();
    let counting = lower.starts_with("how many") || lower.starts_with("how much");
    match ctx.vocabulary.find_in(&text) {
        Some((s, e)) if !counting => {
            frame.text = format!("{}{}{}", &text[..s], rest, &text[e..]);
        }
        _ => {
            // "How many units did I sell last week?" → "What were my revenue last week?" reads
            // worse than a fresh question with the same period.
            let period = match (last.primary, primary_expression(&text, ctx)) {
                (_, Some((s, e))) => format!(" {}", &text[s..e]),
                (Some(r), None) => format!(" between {} and {}", r.start, r.end),
                (None, None) => String::new(),
            };
            frame.text = format!("What were my total {rest}{period}?");
            // The product the question was about stays ("How many units of the skillet...").
            if frame.filter.is_none() {
                if let [one] = last.entities.as_slice() {
                    frame.filter = Some(one.clone());
                }
            }
        }
    }
    Some(Interpretation::follow(FollowUpKind::Metric, frame))
}

fn filter(norm: &str, last: &Turn, ctx: &Context<'_>) -> Option<Interpretation> {
    static FILTER: OnceLock<Regex> = OnceLock::new();
    let f = re(
        &FILTER,
        r"^(?:(?:and|but|ok|okay|now|so),? )*(?:(?:only|just) (?:for |with |of )?(.+?)(?: only)?|(?:for |with )?(.+?) only|(?:what|how) about (?:for )?((?:the |my |p\d{4}).+)|(?:for|with) ((?:the |p\d{4}).+)|(?:filter|narrow|limit|restrict) (?:it|that|this) (?:down )?to (.+))$",
    );
    let caps = f.captures(norm)?;
    let target = (1..=5).find_map(|i| caps.get(i).map(|m| m.as_str().trim().to_string()))?;
    if target.is_empty()
        || target.split_whitespace().count() > 6
        || ctx
            .vocabulary
            .is_measure(target.trim_start_matches("the ").trim_start_matches("my "))
        || shifted(&target, DateRange::day(ctx.today)).is_some()
        || !ctx.resolve(&target).slots.expressions.is_empty()
    {
        return None;
    }
    let mut frame = last.frame.clone();
    // Restricting to one product makes a per-product breakdown one row.
    if frame.breakdown.as_deref() == Some("product") {
        frame.breakdown = None;
    }
    static PRODUCT_BD: OnceLock<Regex> = OnceLock::new();
    let pbd = re(
        &PRODUCT_BD,
        r"(?i)\s*\b(?:by|per|for each) (?:products?|items?|skus?)\b",
    );
    frame.text = pbd.replace_all(&frame.text, "").to_string();
    // Upper-case product ids as the catalog writes them.
    static ID: OnceLock<Regex> = OnceLock::new();
    let id = re(&ID, r"\bp(\d{4,})\b");
    frame.filter = Some(id.replace_all(&target, "P$1").to_string());
    Some(Interpretation::follow(FollowUpKind::Filter, frame))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::planner::Candidate;

    fn vocab() -> Vocabulary {
        Vocabulary::from_phrases(
            [
                "revenue",
                "sales",
                "units",
                "units sold",
                "orders",
                "sessions",
                "conversion rate",
                "ad spend",
            ]
            .map(String::from),
        )
    }

    fn d(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    fn range(a: &str, b: &str) -> DateRange {
        DateRange::new(d(a), d(b)).unwrap()
    }

    #[test]
    fn shifts_follow_the_calendar() {
        let week = range("2025-12-01", "2025-12-07");
        assert_eq!(
            shifted("the week before", week),
            Some(range("2025-11-24", "2025-11-30"))
        );
        assert_eq!(
            shifted("previous week", week),
            Some(range("2025-11-24", "2025-11-30"))
        );
        assert_eq!(
            shifted("the period before", week),
            Some(range("2025-11-24", "2025-11-30"))
        );
        let nov = range("2025-11-01", "2025-11-30");
        assert_eq!(
            shifted("the month before", nov),
            Some(range("2025-10-01", "2025-10-31"))
        );
        assert_eq!(
            shifted("the previous period", nov),
            Some(range("2025-10-01", "2025-10-31"))
        );
        assert_eq!(
            shifted("a year earlier", nov),
            Some(range("2024-11-01", "2024-11-30"))
        );
        let feb = range("2025-02-01", "2025-02-28");
        assert_eq!(
            shifted("same period last year", feb),
            Some(range("2024-02-01", "2024-02-29"))
        );
        let q3 = range("2025-07-01", "2025-09-30");
        assert_eq!(
            shifted("the quarter before", q3),
            Some(range("2025-04-01", "2025-06-30"))
        );
        assert_eq!(
            shifted("the day before", week),
            Some(DateRange::day(d("2025-11-30")))
        );
        assert_eq!(
            shifted("last month", nov),
            None,
            "a calendar expression, not a shift"
        );
    }

    #[test]
    fn measures_are_found_longest_first() {
        let v = vocab();
        let t = "How many units sold last week?";
        assert_eq!(v.find_in(t).map(|(s, e)| &t[s..e]), Some("units sold"));
        let t = "What were my sales last week?";
        assert_eq!(v.find_in(t).map(|(s, e)| &t[s..e]), Some("sales"));
        assert!(v.is_measure("units"));
        assert!(v.is_measure("order"));
        assert!(!v.is_measure("the skillet"));
        assert_eq!(v.find_in("What about wholesale?"), None);
    }

    #[test]
    fn candidates_are_picked_by_id_position_or_words() {
        let cands = vec![
            Candidate {
                id: "P0002".into(),
                label: "Northwind 8-Inch Professional Chef's Knife".into(),
            },
            Candidate {
                id: "P0027".into(),
                label: "Northwind 7-Inch Santoku Knife".into(),
            },
            Candidate {
                id: "P0028".into(),
                label: "Northwind Paring Knife Set (3-Piece)".into(),
            },
        ];
        let pick = |m: &str| pick_candidate(&normalise(m), &cands).map(|c| c.id.as_str());
        assert_eq!(pick("the 8-inch one"), Some("P0002"));
        assert_eq!(pick("P0027"), Some("P0027"));
        assert_eq!(pick("p0028 please"), Some("P0028"));
        assert_eq!(pick("the santoku"), Some("P0027"));
        assert_eq!(pick("the second one"), Some("P0027"));
        assert_eq!(pick("3"), Some("P0028"));
        assert_eq!(pick("paring knife set"), Some("P0028"));
        assert_eq!(pick("knife"), None, "all three");
        assert_eq!(pick("What were my sales last week?"), None);
        assert_eq!(pick("how are my ads doing"), None);
    }

    #[test]
    fn frames_compose_into_one_question() {
        let mut f = Frame::new("What were my sales last week?");
        assert_eq!(f.compose(), "What were my sales last week?");
        f.filter = Some("the skillet".into());
        f.breakdown = Some("day".into());
        assert_eq!(
            f.compose(),
            "What were my sales last week for the skillet by day?"
        );
        let f = with_candidate(
            &Frame::new("How many units of the knife did I sell last month?"),
            "knife",
            &Candidate {
                id: "P0002".into(),
                label: "x".into(),
            },
        );
        assert_eq!(f.text, "How many units of P0002 did I sell last month?");
    }

    #[test]
    fn breakdown_words_are_replaced_not_stacked() {
        assert_eq!(
            strip_breakdown("Revenue last month by week?"),
            "Revenue last month?"
        );
        assert_eq!(strip_breakdown("Units per product in May"), "Units in May");
        assert_eq!(
            strip_breakdown("Top 5 products by units"),
            "Top 5 products by units"
        );
    }

    #[test]
    fn fillers_are_stripped() {
        assert_eq!(strip_fillers("and what about october"), "october");
        assert_eq!(strip_fillers("same for units please"), "units");
        assert_eq!(strip_fillers("use october instead"), "october");
        assert_eq!(strip_fillers("only the skillet"), "the skillet");
    }
}
