//! Data API descriptors (`apis/*.yaml`): what each API returns, the parameters it takes (a JSON
//! Schema), the columns it returns, and the backend that answers it.
//!
//! The seller is never a parameter: the engine binds it from the caller's tenant. A descriptor
//! that declares a `seller_id` parameter is rejected at load.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::table::{ColumnType, Unit};

/// The business dimension an API belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Dimension {
    /// Orders, units, revenue, refunds.
    Sales,
    /// Page views, sessions, conversion.
    Traffic,
    /// Stock on hand, inbound, days of cover.
    Inventory,
    /// Own price, competitor price, buy box.
    Pricing,
    /// Impressions, clicks, spend, attributed sales.
    Advertising,
    /// Ratings and review texts.
    Reviews,
    /// Order defects, late shipments, cancellations, tracking.
    AccountHealth,
    /// The seller's products: titles, brands, categories, list prices.
    Catalog,
    /// Aggregates over peers in the same category.
    Benchmark,
    /// Definitions and reference data.
    Reference,
}

impl Dimension {
    /// The snake_case name.
    pub fn as_str(self) -> &'static str {
        match self {
            Dimension::Sales => "sales",
            Dimension::Traffic => "traffic",
            Dimension::Inventory => "inventory",
            Dimension::Pricing => "pricing",
            Dimension::Advertising => "advertising",
            Dimension::Reviews => "reviews",
            Dimension::AccountHealth => "account_health",
            Dimension::Catalog => "catalog",
            Dimension::Benchmark => "benchmark",
            Dimension::Reference => "reference",
        }
    }

    /// What it covers, in words for people ("traffic and conversion").
    pub fn label(self) -> &'static str {
        match self {
            Dimension::Sales => "sales",
            Dimension::Traffic => "traffic and conversion",
            Dimension::Inventory => "inventory",
            Dimension::Pricing => "prices and the buy box",
            Dimension::Advertising => "advertising",
            Dimension::Reviews => "reviews",
            Dimension::AccountHealth => "account health",
            Dimension::Catalog => "product catalog",
            Dimension::Benchmark => "category benchmarks",
            Dimension::Reference => "metric definitions",
        }
    }
}

/// One column an API returns.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ApiColumn {
    /// Machine name; must match the backend's output column.
    pub name: String,
    /// Value type.
    #[serde(rename = "type")]
    pub ty: ColumnType,
    /// Which measure of `catalog/measures.yaml` a numeric column is (`units_sold`,
    /// `units_on_hand`, ...): the planner links questions to APIs by measure.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub measure: Option<String>,
    /// Unit of measure, for quantities.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<Unit>,
    /// Name shown to people.
    pub display_name: String,
    /// What the column means, precisely (used to link questions to columns).
    pub description: String,
    /// Other words sellers use for it (used to link questions to columns).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub synonyms: Vec<String>,
    /// True for measures where less is better (ACOS, refund rate, late shipments): "best" then
    /// ranks smallest first and "worst" largest first.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub lower_is_better: bool,
}

/// A `store` backend: a named, parametrised SQL query over the embedded store, written by the
/// catalog author (never by a model).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StoreBackend {
    /// SQL with named parameters `:name` for each declared parameter; `:seller_id` is bound by the
    /// engine from the caller's tenant and must appear. Arrays are bound as JSON text (use
    /// `json_each`). The engine also provides `bucket(date, granularity)` (start of the day / week
    /// (Monday) / month / quarter / year containing `date`) and the aggregate
    /// `percentile(value, p)` (linear interpolation, p in 0..1).
    pub query: String,
    /// The contract tables the query reads; when one of them holds no data (an import without
    /// it), the call fails with `data_unavailable` naming it instead of returning zeros.
    pub tables: Vec<String>,
    /// For aggregates over other sellers: the output column that counts the peers, and the
    /// smallest count allowed. Rows with fewer peers are dropped, never returned; when no row
    /// is left the call fails with `data_unavailable`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_peers: Option<MinPeers>,
}

/// The peer-count rule of a benchmark API.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MinPeers {
    /// The output column holding the number of peers behind each row.
    pub column: String,
    /// The fewest peers a row may aggregate.
    pub at_least: u32,
}

/// An `http` backend: an endpoint of an existing data service returning JSON rows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct HttpBackend {
    /// URL template; `{name}` is replaced by the URL-encoded parameter value, `{seller_id}` by the
    /// tenant.
    pub url: String,
    /// HTTP method: GET sends parameters in the URL template only; POST also sends them as a JSON
    /// body (with `seller_id`).
    #[serde(default)]
    pub method: HttpMethod,
    /// Where the rows are in the response: a JSON pointer (e.g. `/data/rows`); empty for the
    /// top level. Rows are objects keyed by column name.
    #[serde(default)]
    pub rows_pointer: String,
    /// Extra headers; values may use `{seller_id}`.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub headers: std::collections::BTreeMap<String, String>,
}

/// HTTP method of an `http` backend.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "UPPERCASE")]
pub enum HttpMethod {
    /// GET.
    #[default]
    Get,
    /// POST with a JSON body.
    Post,
}

/// A `script` backend: a Rhai tool from `plugins/` called with the parameters.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScriptBackend {
    /// The tool's name (a manifest in `plugins/`).
    pub tool: String,
}

/// Which backend answers an API.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Backend {
    /// SQL over the embedded store.
    Store(StoreBackend),
    /// A JSON endpoint.
    Http(HttpBackend),
    /// A Rhai tool.
    Script(ScriptBackend),
}

/// An example question this API answers, with the parameters it needs.
///
/// `insight validate` plans every example with the catalog planner on the demo store (seller
/// S001, today 2025-12-10 unless `clock.today` says otherwise) and reports, at the example, a
/// plan that calls another API or other parameters.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ApiExample {
    /// A question a seller might ask.
    pub question: String,
    /// The parameters answering it (validated against the parameter schema); parameters left
    /// out take their schema default.
    #[serde(default)]
    pub params: serde_json::Map<String, Value>,
    /// Why the planner does not plan this example as written yet. `insight validate` reports
    /// the mismatch as a warning instead of a problem, and reports the gap itself as a problem
    /// once the example plans as expected, so a gap is visible and cannot outlive its fix.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(length(min = 1))]
    pub known_gap: Option<String>,
}

/// One data API.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ApiDescriptor {
    /// Unique name, snake_case.
    pub name: String,
    /// What it returns, for people and for linking questions to it.
    pub description: String,
    /// The business dimension.
    pub dimension: Dimension,
    /// JSON Schema (an object schema) of the parameters; payloads are validated against it before
    /// any call. Use `format: date` for dates; defaults are applied when a parameter is absent.
    pub parameters: Value,
    /// The columns returned, in order.
    pub columns: Vec<ApiColumn>,
    /// Who answers.
    pub backend: Backend,
    /// Questions it answers.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub examples: Vec<ApiExample>,
    /// Call timeout in milliseconds (default 3000).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timeout_ms: Option<u64>,
    /// The period the catalog planner uses when a question names none: the last this many days
    /// of data (default 30). A snapshot API (stock on hand) sets 1: "now" is the last day.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_days: Option<u32>,
    /// Which worker uses it. `all` (the default): questions are linked to it and it is offered
    /// as a suggestion. `insight_generator`: a panel that only domain paths retrieve (e.g. one
    /// row per product and day); the Data Presenter's planners never see it. `internal`: read by
    /// the stages themselves (the store's name), never linked to a question.
    #[serde(default, skip_serializing_if = "Audience::is_all")]
    pub audience: Audience,
    /// The date column of a daily panel: set it when every row belongs to one day of
    /// `start_date..=end_date` and a narrower range returns exactly the wider range's rows of
    /// those days, in the same order (one row per product and day, never totals or buckets).
    /// The executor then fetches one plan's overlapping ranges of this API once and gives each
    /// step its days (the Insight Generator asks one panel for several nested periods).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub row_date: Option<String>,
}

/// Who an API is for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Audience {
    /// Every worker; questions are linked to it.
    #[default]
    All,
    /// Only the Insight Generator's domain paths.
    InsightGenerator,
    /// Read by the stages themselves, never linked to a question: the planner reads the
    /// store's own name from `seller_profile`.
    Internal,
}

impl Audience {
    fn is_all(&self) -> bool {
        *self == Audience::All
    }
}

impl ApiDescriptor {
    /// The declared parameter names.
    pub fn parameter_names(&self) -> Vec<String> {
        self.parameters
            .get("properties")
            .and_then(Value::as_object)
            .map(|m| m.keys().cloned().collect())
            .unwrap_or_default()
    }

    /// A column by name.
    pub fn column(&self, name: &str) -> Option<&ApiColumn> {
        self.columns.iter().find(|c| c.name == name)
    }

    /// The table columns this API returns (with units and display names).
    pub fn table_columns(&self) -> Vec<crate::table::Column> {
        self.columns
            .iter()
            .map(|c| crate::table::Column {
                name: c.name.clone(),
                ty: c.ty,
                unit: c.unit,
                display_name: Some(c.display_name.clone()),
            })
            .collect()
    }
}

/// A display name as a noun inside a sentence: `Units sold` → `units sold`; acronyms stay
/// (`ACOS`, `CTR`).
pub fn noun(display_name: &str) -> String {
    let mut words = display_name.splitn(2, ' ');
    let first = words.next().unwrap_or("");
    let rest = words.next();
    let is_acronym = first.chars().filter(|c| c.is_alphabetic()).count() > 1
        && first.chars().all(|c| !c.is_lowercase());
    let first = if is_acronym {
        first.to_string()
    } else {
        first.to_lowercase()
    };
    match rest {
        Some(r) => format!("{first} {r}"),
        None => first,
    }
}
