//! The one tabular value passed between stages: data backends produce it, tools transform it,
//! the presenter formats it, and the HTTP API returns it.
//!
//! A table is row-major: `columns` describe each position of every row in `rows`. Cells are JSON
//! values (`null` for missing). Money is carried as a JSON number with two decimals (it is summed
//! as integer cents in the store and rounded only when presenting).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The type of the values in a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ColumnType {
    /// Text.
    String,
    /// Whole number.
    Integer,
    /// Real number (money, rates, ratios).
    Number,
    /// A calendar date, `YYYY-MM-DD`.
    Date,
    /// True or false.
    Boolean,
}

/// What a number in a column measures; drives formatting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    /// US dollars.
    Usd,
    /// A ratio in 0..1 shown as a percentage.
    Percent,
    /// A count of things (units, orders, sessions).
    Count,
    /// A plain ratio shown as a decimal (e.g. ROAS 3.2).
    Ratio,
    /// A number of days.
    Days,
    /// A star rating 1..5.
    Rating,
}

/// One column of a [`Table`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Column {
    /// Machine name, unique within the table.
    pub name: String,
    /// Value type.
    #[serde(rename = "type")]
    pub ty: ColumnType,
    /// Unit of measure, when the column is a quantity.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<Unit>,
    /// Name shown to people; defaults to `name`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub display_name: Option<String>,
}

impl Column {
    /// A column with no unit and no display name.
    pub fn new(name: impl Into<String>, ty: ColumnType) -> Self {
        Column {
            name: name.into(),
            ty,
            unit: None,
            display_name: None,
        }
    }

    /// Sets the unit.
    pub fn with_unit(mut self, unit: Unit) -> Self {
        self.unit = Some(unit);
        self
    }

    /// The name shown to people.
    pub fn label(&self) -> &str {
        self.display_name.as_deref().unwrap_or(&self.name)
    }
}

/// A typed, row-major table.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Table {
    /// Column descriptions, in row order.
    pub columns: Vec<Column>,
    /// Rows; each has exactly `columns.len()` cells.
    pub rows: Vec<Vec<Value>>,
}

impl Table {
    /// An empty table with the given columns.
    pub fn new(columns: Vec<Column>) -> Self {
        Table {
            columns,
            rows: Vec::new(),
        }
    }

    /// Position of a column by name.
    pub fn column_index(&self, name: &str) -> Option<usize> {
        self.columns.iter().position(|c| c.name == name)
    }

    /// The column description by name.
    pub fn column(&self, name: &str) -> Option<&Column> {
        self.columns.iter().find(|c| c.name == name)
    }

    /// Iterates the cells of one column.
    pub fn values<'a>(&'a self, name: &str) -> Option<impl Iterator<Item = &'a Value> + 'a> {
        let i = self.column_index(name)?;
        Some(
            self.rows
                .iter()
                .map(move |r| r.get(i).unwrap_or(&Value::Null)),
        )
    }

    /// Number of rows.
    pub fn len(&self) -> usize {
        self.rows.len()
    }

    /// True when there are no rows.
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }

    /// Checks that every row has one cell per column.
    pub fn is_well_formed(&self) -> bool {
        self.rows.iter().all(|r| r.len() == self.columns.len())
    }
}
