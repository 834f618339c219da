//! Guardrails: the last stage, between a finished [`Answer`] and the seller.
//!
//! Takes: an answer (text, tables, chart, suggestions) and a [`GuardContext`] (the tenant's
//! seller id and, when known, the tenant's product ids). Gives: the same answer, checked by every
//! guard of a [`Guards`] registry in order, each of which may
//! - **redact** in place (mask PII, drop another seller's rows and the sentences quoting them),
//! - **block**: replace the answer, or only its text, with a safe one (a policy refusal, a
//!   neutral message instead of toxic prose), or
//! - **pass with a note**,
//!
//! and records what it did in [`Answer::guardrails`] (guards that found nothing leave no record).
//!
//! Guarantees, for the shipped list ([`Guards::default_for`]), in this order:
//! 1. [`policy`]: a question matching a rule of `guardrails/policy.yaml` (legal, tax, investment
//!    advice, named competitors) gets the rule's answer, status `out_of_scope`, error `policy`,
//!    and no data; answer-side rules replace the text only.
//! 2. [`tenant`]: no seller id but the tenant's (`S014`, `s-014`), no other seller's name (when
//!    the context lists them), and no product id outside the
//!    tenant's products (when the context lists them) is left in the text, a table or the chart:
//!    such rows are dropped, and sentences naming them or quoting their values are removed;
//!    benchmark rows (a `peers` column) aggregate at least [`tenant::MIN_PEERS`] peers or are
//!    dropped.
//! 3. [`pii`]: emails, phone numbers, Luhn-valid card numbers and street addresses become
//!    `[email]`, `[phone]`, `[card]`, `[address]` in the text, table titles, every string cell,
//!    suggestions and the chart. Number cells are never touched, and neither are dates, prices,
//!    percentages or product ids written as text.
//! 4. [`toxicity`]: answer text with a word of `guardrails/toxicity.yaml` (whole words, light
//!    de-obfuscation: `st*pid`, `stuuupid`, `1d10t`) is replaced by a neutral message; the
//!    tables, which are the seller's own data, are kept.
//!
//! Every guard is compiled when it is built (regexes, word sets, rules), so checking an answer
//! is cheap: about 80 µs for a paragraph, a 20-row table and its chart even in the dev profile
//! (`cargo bench --bench guard`). Guards hold no state between answers; the registry is an
//! explicit list, in the order given.
//!
//! In the engine: build once with [`Guards::default_for`]; per request, optionally
//! [`Guards::screen`] the question before planning (a policy refusal saves the work), then
//! [`Guards::check`] every answer, whatever its status, last before returning it.
//!
//! Adding a guard: a type implementing [`Guardrail`] in its own file here (module docs: what it
//! does, why, an example), with tests in `tests/guard.rs`; add it to the list in
//! [`Guards::default_for`]. Words and rules a policy owner edits belong in a typed YAML file
//! under `guardrails/` (`deny_unknown_fields`, a schema in `catalog::schema::all`, loaded by
//! [`load_files`] so `insight validate` locates its errors).

pub mod pii;
pub mod policy;
pub mod tenant;
pub mod toxicity;
pub mod walk;

use std::collections::HashSet;
use std::path::Path;

use crate::answer::{Answer, GuardAction, GuardrailRecord};
use crate::catalog::diag::{Diagnostics, Pos};

/// What a guard knows about the request besides the answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GuardContext {
    /// The tenant's seller id (`S001`), bound by the caller's key.
    pub seller_id: String,
    /// The tenant's product ids, uppercase; `None` when unknown (then product ids are not
    /// checked, and an answer holding some gets a note).
    pub products: Option<HashSet<String>>,
    /// Other sellers' names, treated like their ids: prose names a seller more often than it
    /// writes `S014`. Empty when the engine does not give them.
    other_sellers: SellerNames,
}

/// Other sellers' names (lowercase) and one matcher over all of them, built with the context.
///
/// Why one matcher: the tenant guard looks for every name in every string an answer shows (the
/// text, each table cell, the chart); searching name by name built a substring searcher per
/// name per string (~1.3M instructions per answer over the demo's 39 other sellers), while one
/// Aho-Corasick automaton, built once per seller context, reads each string once.
#[derive(Debug, Clone, Default)]
pub struct SellerNames {
    names: Vec<String>,
    /// ASCII case-insensitive, as the names are lowercase and compared to ASCII-lowercased
    /// text; `None` when there are no names.
    matcher: Option<aho_corasick::AhoCorasick>,
}

impl PartialEq for SellerNames {
    /// The matcher is a function of the names.
    fn eq(&self, other: &Self) -> bool {
        self.names == other.names
    }
}
impl Eq for SellerNames {}

impl SellerNames {
    fn new(names: Vec<String>) -> SellerNames {
        let matcher = if names.is_empty() {
            None
        } else {
            // Plain literals with the default (standard) match kind: building fails only past
            // the automaton's size limits, far beyond a marketplace's seller names; then the
            // names are searched one by one instead.
            aho_corasick::AhoCorasick::builder()
                .ascii_case_insensitive(true)
                .build(&names)
                .ok()
        };
        SellerNames { names, matcher }
    }

    /// The names, lowercase.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The byte ranges in `s` where a name occurs as whole words, case-insensitively (ASCII):
    /// for each name its non-overlapping occurrences from the left, as `str::match_indices`
    /// finds them, then only those not part of a longer word.
    pub fn find(&self, s: &str) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let Some(ac) = &self.matcher else {
            // No automaton (none built, or too large): one name at a time.
            if !self.names.is_empty() {
                let lower = s.to_ascii_lowercase();
                for name in &self.names {
                    out.extend(
                        lower
                            .match_indices(name.as_str())
                            .map(|(i, _)| (i, i + name.len()))
                            .filter(|&(i, e)| whole_word(s, i, e)),
                    );
                }
            }
            return out;
        };
        // Overlapping search reports every occurrence of every name; keeping, per name, those
        // that start after its previous kept one ends gives `match_indices`' answer (matches of
        // one name come in order of their end, hence of their start).
        let mut last_end = vec![0usize; self.names.len()];
        for m in ac.find_overlapping_iter(s) {
            let p = m.pattern().as_usize();
            if m.start() >= last_end[p] {
                last_end[p] = m.end();
                if whole_word(s, m.start(), m.end()) {
                    out.push((m.start(), m.end()));
                }
            }
        }
        out
    }
}

/// `text[s..e]` is not part of a longer word.
fn whole_word(text: &str, s: usize, e: usize) -> bool {
    let alnum = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
    !alnum(text[..s].chars().next_back()) && !alnum(text[e..].chars().next())
}

impl GuardContext {
    /// A context for a seller, with no product list.
    pub fn new(seller_id: impl Into<String>) -> Self {
        GuardContext {
            seller_id: seller_id.into().to_ascii_uppercase(),
            products: None,
            other_sellers: SellerNames::default(),
        }
    }

    /// The tenant's product ids (`P0001`, ...).
    pub fn with_products<I, S>(mut self, ids: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        self.products = Some(
            ids.into_iter()
                .map(|s| s.as_ref().to_ascii_uppercase())
                .collect(),
        );
        self
    }

    /// The names of the other sellers of the marketplace ("Copperleaf Kitchen"), matched as
    /// whole words, case-insensitively; names shorter than 3 characters are ignored. The
    /// tenant's own name must not be among them.
    pub fn with_other_sellers<I, S>(mut self, names: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        self.other_sellers = SellerNames::new(
            names
                .into_iter()
                .map(|s| s.as_ref().trim().to_ascii_lowercase())
                .filter(|s| s.len() >= 3)
                .collect(),
        );
        self
    }

    /// The other sellers' names and their matcher.
    pub fn other_sellers(&self) -> &SellerNames {
        &self.other_sellers
    }
}

/// What one guard did to an answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Nothing to do.
    Pass,
    /// Masked or removed `count` things in place.
    Redacted {
        /// How many.
        count: usize,
        /// What and why.
        detail: String,
    },
    /// Replaced the answer, or its text, with a safe one.
    Blocked {
        /// What and why.
        detail: String,
    },
    /// Left the answer as it is, with something worth knowing.
    Note {
        /// What.
        detail: String,
    },
}

impl Verdict {
    /// The record this verdict leaves in an answer (none for a pass).
    pub fn record(self, guard: &str) -> Option<GuardrailRecord> {
        let (action, count, detail) = match self {
            Verdict::Pass => return None,
            Verdict::Redacted { count, detail } => (GuardAction::Redacted, count, detail),
            Verdict::Blocked { detail } => (GuardAction::Blocked, 1, detail),
            Verdict::Note { detail } => (GuardAction::PassedWithNote, 1, detail),
        };
        Some(GuardrailRecord {
            guard: guard.to_string(),
            action,
            count,
            detail,
        })
    }
}

/// One guardrail. A guard is built (and compiled) once and checks many answers; it keeps no
/// state between them, so one registry serves every request concurrently.
pub trait Guardrail: Send + Sync {
    /// A short stable name (`pii`), recorded in [`Answer::guardrails`].
    fn name(&self) -> &str;

    /// Checks a finished answer, changing it in place when needed, and says what it did.
    fn check(&self, ctx: &GuardContext, answer: &mut Answer) -> Verdict;

    /// Before the pipeline runs: the answer this guard gives to the question on its own (a
    /// policy refusal), so the engine can skip the work. Most guards have none.
    fn screen(&self, _ctx: &GuardContext, _question: &str) -> Option<Answer> {
        None
    }
}

/// The guardrails stage: an explicit, ordered list of guards.
pub struct Guards {
    guards: Vec<Box<dyn Guardrail>>,
}

impl std::fmt::Debug for Guards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.names()).finish()
    }
}

/// The guardrails files of a catalog, relative to its root.
pub const POLICY_FILE: &str = "guardrails/policy.yaml";
/// The toxic word list, relative to the catalog root.
pub const TOXICITY_FILE: &str = "guardrails/toxicity.yaml";

impl Guards {
    /// A registry of these guards, run in this order.
    pub fn new(guards: Vec<Box<dyn Guardrail>>) -> Guards {
        Guards { guards }
    }

    /// The shipped list, with its files read from a catalog root: `policy`, `tenant`, `pii`,
    /// `toxicity`. A missing file means no rules (a catalog without `guardrails/` still gets
    /// the tenant and PII guards); a broken one is every problem, located.
    pub fn default_for(root: &Path) -> Result<Guards, Diagnostics> {
        let mut diags = Diagnostics::with_root(root);
        let (policy, toxicity) = load_files(root, &mut diags);
        if !diags.is_empty() {
            return Err(diags);
        }
        Ok(Guards::new(vec![
            Box::new(policy.unwrap_or_default()),
            Box::new(tenant::TenantGuard::new()),
            Box::new(pii::PiiGuard::new()),
            Box::new(toxicity.unwrap_or_default()),
        ]))
    }

    /// The guards' names, in order.
    pub fn names(&self) -> Vec<&str> {
        self.guards.iter().map(|g| g.name()).collect()
    }

    /// Runs every guard in order on a finished answer, appending their records to
    /// `answer.guardrails`. A block does not stop the later guards: a blocked text may leave
    /// tables that still need checking.
    pub fn check(&self, ctx: &GuardContext, answer: &mut Answer) {
        for g in &self.guards {
            if let Some(r) = g.check(ctx, answer).record(g.name()) {
                answer.guardrails.push(r);
            }
        }
    }

    /// Before the pipeline: the first guard's own answer to the question, if any (a policy
    /// refusal, with its record). `None`: go on and answer it, then [`Guards::check`].
    pub fn screen(&self, ctx: &GuardContext, question: &str) -> Option<Answer> {
        self.guards.iter().find_map(|g| g.screen(ctx, question))
    }
}

/// Reads and checks the guardrails files under `root` (each optional), recording every problem.
/// The catalog calls it too, so `insight validate` reports them.
pub fn load_files(
    root: &Path,
    diags: &mut Diagnostics,
) -> (Option<policy::PolicyGuard>, Option<toxicity::ToxicityGuard>) {
    let policy_path = root.join(POLICY_FILE);
    let policy = policy_path
        .exists()
        .then(|| policy::load(&policy_path, diags))
        .flatten()
        .map(|f| policy::PolicyGuard::new(&f));
    let toxicity_path = root.join(TOXICITY_FILE);
    let toxicity = toxicity_path
        .exists()
        .then(|| toxicity::load(&toxicity_path, diags))
        .flatten()
        .map(|f| toxicity::ToxicityGuard::new(&f));
    (policy, toxicity)
}

/// Records problems of a word list: empty entries, duplicates (case-insensitive).
pub(crate) fn check_words(
    path: &Path,
    doc: &crate::catalog::yaml::YamlDoc,
    pointer: &str,
    words: &[String],
    diags: &mut Diagnostics,
) {
    let mut seen = HashSet::new();
    for (i, w) in words.iter().enumerate() {
        let at = format!("{pointer}/{i}");
        let norm = w.trim().to_lowercase();
        if norm.is_empty() {
            diags.push(
                path,
                doc.pos(&at),
                "an empty word matches nothing; remove it",
            );
        } else if !seen.insert(norm) {
            diags.push(path, doc.pos(&at), format!("`{w}` is listed twice"));
        }
    }
    if words.is_empty() {
        diags.push(
            path,
            if pointer.is_empty() {
                Pos::START
            } else {
                doc.pos(pointer)
            },
            "an empty word list matches nothing; add words",
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Name by name, as the tenant guard searched before the one matcher.
    fn one_by_one(names: &[&str], s: &str) -> Vec<(usize, usize)> {
        let lower = s.to_ascii_lowercase();
        let mut out: Vec<(usize, usize)> = names
            .iter()
            .flat_map(|name| {
                lower
                    .match_indices(name)
                    .map(|(i, _)| (i, i + name.len()))
                    .filter(|&(i, e)| whole_word(&lower, i, e))
                    .collect::<Vec<_>>()
            })
            .collect();
        out.sort_unstable();
        out
    }

    #[test]
    fn the_one_matcher_finds_what_searching_name_by_name_finds() {
        let names = [
            "copperleaf kitchen",
            "copper",
            "aaa",
            "voltedge",
            "hearth & harbor",
            "café",
        ];
        let ctx = GuardContext::new("S001").with_other_sellers(names);
        for s in [
            "Copperleaf Kitchen sold more than COPPER did.",
            "copperleaf kitchens and copperware are not names; copper is",
            "aaaaaaa aaa aaaa",
            "VoltEdge, Hearth & Harbor and Café Voltedge2",
            "née café-voltedge: Voltedge’s",
            "",
            "nothing here",
        ] {
            let mut got = ctx.other_sellers().find(s);
            got.sort_unstable();
            assert_eq!(got, one_by_one(&names, s), "{s:?}");
        }
        // Names shorter than 3 characters are ignored; none at all finds nothing.
        let short = GuardContext::new("S001").with_other_sellers(["ab"]);
        assert!(short.other_sellers().find("ab ab").is_empty());
        assert!(GuardContext::new("S001")
            .other_sellers()
            .find("copper")
            .is_empty());
    }
}
