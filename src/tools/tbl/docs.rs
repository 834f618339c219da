//! The documentation of every script function: [`FUNCTIONS`] (signature, summary, examples),
//! the table the examples see as `sales`, and the Markdown reference committed as
//! `plugins/FUNCTIONS.md`. The tests here run every example and check that what is registered
//! and what is documented are the same set.

use crate::table::Table;

/// One documented script function.
#[derive(Debug, Clone, Copy)]
pub struct FnDoc {
    /// `tbl`, `fmt` or `ana`.
    pub module: &'static str,
    /// The function name (overloads share one entry).
    pub name: &'static str,
    /// Signature(s) as a script author writes the call.
    pub signature: &'static str,
    /// What it does, including what it does with `null`, units and edge cases.
    pub summary: &'static str,
    /// Examples that run as tests.
    pub examples: &'static [FnExample],
}

/// One example: a script (with `sales` bound to [`example_table`]) and its result as JSON.
#[derive(Debug, Clone, Copy)]
pub struct FnExample {
    /// The script; its last expression is the result.
    pub script: &'static str,
    /// The result, as JSON text (a table result as its JSON).
    pub result: &'static str,
}

/// The table every example sees as `sales`.
pub fn example_table() -> Table {
    let v = serde_json::json!({
        "columns": [
            {"name": "day", "type": "date"},
            {"name": "category", "type": "string"},
            {"name": "revenue", "type": "number", "unit": "usd", "display_name": "Revenue"},
            {"name": "units", "type": "integer", "unit": "count", "display_name": "Units"}
        ],
        "rows": [
            ["2024-03-04", "toys", 100.0, 4],
            ["2024-03-05", "books", 50.5, 2],
            ["2024-03-11", "toys", 80.0, 3],
            ["2024-03-13", "games", 0.0, 0]
        ]
    });
    serde_json::from_value(v).unwrap_or_default()
}

macro_rules! ex {
    ($script:expr => $result:expr) => {
        FnExample {
            script: $script,
            result: $result,
        }
    };
}
pub(crate) use ex;

/// Every script function, documented.
pub const FUNCTIONS: &[FnDoc] = &[
    FnDoc {
        module: "tbl",
        name: "len",
        signature: "tbl::len(table) -> int",
        summary: "Number of rows.",
        examples: &[ex!("tbl::len(sales)" => "4")],
    },
    FnDoc {
        module: "tbl",
        name: "names",
        signature: "tbl::names(table) -> array",
        summary: "Column names, in order.",
        examples: &[ex!("tbl::names(sales)" => r#"["day","category","revenue","units"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "columns",
        signature: "tbl::columns(table) -> array of #{name, type, unit, display_name}",
        summary: "Column descriptions, in order; a missing unit or display name is ().",
        examples: &[ex!("tbl::columns(sales)[2]" =>
            r#"{"display_name":"Revenue","name":"revenue","type":"number","unit":"usd"}"#)],
    },
    FnDoc {
        module: "tbl",
        name: "column_info",
        signature: "tbl::column_info(table, column) -> #{name, type, unit, display_name}",
        summary: "One column's description. Change the map and pass it to tbl::create or \
                  tbl::with_column to make a column like it.",
        examples: &[ex!("tbl::column_info(sales, \"units\").unit" => r#""count""#)],
    },
    FnDoc {
        module: "tbl",
        name: "has_column",
        signature: "tbl::has_column(table, column) -> bool",
        summary: "Whether the table has a column of that name.",
        examples: &[
            ex!("tbl::has_column(sales, \"revenue\")" => "true"),
            ex!("tbl::has_column(sales, \"profit\")" => "false"),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "column",
        signature: "tbl::column(table, column) -> array",
        summary: "The cells of one column; null cells are ().",
        examples: &[ex!("tbl::column(sales, \"units\")" => "[4,2,3,0]")],
    },
    FnDoc {
        module: "tbl",
        name: "cell",
        signature: "tbl::cell(table, row, column) -> value",
        summary: "One cell, by row number (from 0) and column name.",
        examples: &[ex!("tbl::cell(sales, 1, \"category\")" => r#""books""#)],
    },
    FnDoc {
        module: "tbl",
        name: "rows",
        signature: "tbl::rows(table) -> array of maps",
        summary: "Every row as a map of column name to cell, for loops the other functions \
                  cannot express. Slower than the column functions on big tables.",
        examples: &[ex!("let n = 0; for r in tbl::rows(sales) { if r.units > 2 { n += 1; } } n" => "2")],
    },
    FnDoc {
        module: "tbl",
        name: "create",
        signature: "tbl::create([#{name, type, unit?, display_name?}, ...]) -> table",
        summary: "An empty table with these columns. Types: string, integer, number, date, \
                  boolean; units: usd, percent, count, ratio, days, rating.",
        examples: &[ex!("let t = tbl::create([#{name: \"total\", type: \"number\", unit: \"usd\"}]); tbl::push(t, [12.5]); t" =>
            r#"{"columns":[{"name":"total","type":"number","unit":"usd"}],"rows":[[12.5]]}"#)],
    },
    FnDoc {
        module: "tbl",
        name: "push",
        signature: "tbl::push(table, [cells]) | tbl::push(table, #{column: cell})",
        summary: "Appends a row in place; a map row leaves absent columns null.",
        examples: &[ex!("let t = tbl::create([#{name: \"a\", type: \"integer\"}, #{name: \"b\", type: \"string\"}]); tbl::push(t, #{a: 1}); tbl::push(t, [2, \"x\"]); tbl::column(t, \"b\")" =>
            r#"[null,"x"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "scalar",
        signature: "tbl::scalar(name | column map, value) -> table",
        summary: "A one-row, one-column table: how a tool returns a single number. With a bare \
                  name the type is taken from the value.",
        examples: &[
            ex!("tbl::scalar(\"orders\", 42)" =>
                r#"{"columns":[{"name":"orders","type":"integer"}],"rows":[[42]]}"#),
            ex!("let c = tbl::column_info(sales, \"revenue\"); c.name = \"total\"; tbl::scalar(c, 230.5)" =>
                r#"{"columns":[{"name":"total","type":"number","unit":"usd","display_name":"Revenue"}],"rows":[[230.5]]}"#),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "with_column",
        signature: "tbl::with_column(table, name | column map, values) -> table",
        summary: "Replaces the column of that name, or appends it, with one value per row.",
        examples: &[ex!("let flags = tbl::column(sales, \"units\").map(|u| u > 2); tbl::column(tbl::with_column(sales, \"busy\", flags), \"busy\")" =>
            "[true,false,true,false]")],
    },
    FnDoc {
        module: "tbl",
        name: "set_unit",
        signature: "tbl::set_unit(table, column, unit | ()) -> table",
        summary: "Sets (or with () removes) a column's unit.",
        examples: &[ex!("tbl::column_info(tbl::set_unit(sales, \"units\", ()), \"units\").unit" => "null")],
    },
    FnDoc {
        module: "tbl",
        name: "set_display_name",
        signature: "tbl::set_display_name(table, column, display_name) -> table",
        summary: "Sets the name people see for one column.",
        examples: &[ex!("tbl::column_info(tbl::set_display_name(sales, \"day\", \"Day\"), \"day\").display_name" => r#""Day""#)],
    },
    FnDoc {
        module: "tbl",
        name: "set_display_names",
        signature: "tbl::set_display_names(table, #{column: display_name}) -> table",
        summary: "Sets display names from a mapping; columns the table lacks are ignored, so \
                  one catalog-wide mapping fits every table.",
        examples: &[ex!("let t = tbl::set_display_names(sales, #{day: \"Day\", profit: \"Profit\"}); tbl::columns(t).map(|c| c.display_name)" =>
            r#"["Day",null,"Revenue","Units"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "rename",
        signature: "tbl::rename(table, #{old: new}) -> table",
        summary: "Renames columns (machine names); every old name must exist.",
        examples: &[ex!("tbl::names(tbl::rename(sales, #{day: \"date\"}))" => r#"["date","category","revenue","units"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "select",
        signature: "tbl::select(table, [columns]) -> table",
        summary: "Only these columns, in this order; every name must exist.",
        examples: &[ex!("tbl::names(tbl::select(sales, [\"revenue\", \"day\"]))" => r#"["revenue","day"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "drop",
        signature: "tbl::drop(table, [columns]) -> table",
        summary: "Every column but these; names the table lacks are ignored.",
        examples: &[ex!("tbl::names(tbl::drop(sales, [\"day\", \"profit\"]))" => r#"["category","revenue","units"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "sum",
        signature: "tbl::sum(table, column) -> number",
        summary: "Sum of the numbers (nulls skipped; 0 when none). Integer columns give an int; \
                  USD sums are rounded to cents.",
        examples: &[
            ex!("tbl::sum(sales, \"revenue\")" => "230.5"),
            ex!("tbl::sum(sales, \"units\")" => "9"),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "mean",
        signature: "tbl::mean(table, column) -> float | ()",
        summary: "Arithmetic mean of the numbers (nulls skipped); () when there are none.",
        examples: &[ex!("tbl::mean(sales, \"units\")" => "2.25")],
    },
    FnDoc {
        module: "tbl",
        name: "min",
        signature: "tbl::min(table, column) -> value",
        summary: "Smallest non-null value: numbers by value, dates and text in order.",
        examples: &[
            ex!("tbl::min(sales, \"revenue\")" => "0.0"),
            ex!("tbl::min(sales, \"day\")" => r#""2024-03-04""#),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "max",
        signature: "tbl::max(table, column) -> value",
        summary: "Largest non-null value: numbers by value, dates and text in order.",
        examples: &[ex!("tbl::max(sales, \"category\")" => r#""toys""#)],
    },
    FnDoc {
        module: "tbl",
        name: "count",
        signature: "tbl::count(table) -> int | tbl::count(table, column) -> int",
        summary: "Rows; with a column, its non-null cells.",
        examples: &[
            ex!("tbl::count(sales)" => "4"),
            ex!("tbl::count(sales, \"revenue\")" => "4"),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "count_distinct",
        signature: "tbl::count_distinct(table, column) -> int",
        summary: "Distinct non-null values.",
        examples: &[ex!("tbl::count_distinct(sales, \"category\")" => "3")],
    },
    FnDoc {
        module: "tbl",
        name: "percentile",
        signature: "tbl::percentile(table, column, p) -> float | ()",
        summary: "The p-th percentile (0..=100), interpolating between the closest ranks; () \
                  when the column has no numbers.",
        examples: &[
            ex!("tbl::percentile(sales, \"units\", 50)" => "2.5"),
            ex!("tbl::percentile(sales, \"revenue\", 100)" => "100.0"),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "aggregate",
        signature: "tbl::aggregate(table, #{column: agg | [aggs]}) -> table",
        summary: "One row of aggregates over the whole table (even an empty one). Aggregates: \
                  sum, mean, min, max, count, count_distinct. A column with one sum/mean/min/max \
                  keeps its name, unit and display name; otherwise outputs are named \
                  <column>_<agg>. Output columns follow the table's column order.",
        examples: &[
            ex!("tbl::aggregate(sales, #{units: \"sum\", revenue: \"sum\"})" =>
                r#"{"columns":[{"name":"revenue","type":"number","unit":"usd","display_name":"Revenue"},{"name":"units","type":"integer","unit":"count","display_name":"Units"}],"rows":[[230.5,9]]}"#),
            ex!("tbl::names(tbl::aggregate(sales, #{units: [\"min\", \"max\"], day: \"count\"}))" =>
                r#"["day_count","units_min","units_max"]"#),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "group_by",
        signature: "tbl::group_by(table, key | [keys], #{column: agg | [aggs]}) -> table",
        summary: "One row per distinct key, sorted by key, with the aggregates of tbl::aggregate.",
        examples: &[
            ex!("let g = tbl::group_by(sales, \"category\", #{revenue: \"sum\"}); [tbl::column(g, \"category\"), tbl::column(g, \"revenue\")]" =>
                r#"[["books","games","toys"],[50.5,0.0,180.0]]"#),
            ex!("let w = tbl::group_by(tbl::bucket_dates(sales, \"day\", \"week\"), \"day\", #{units: \"sum\"}); tbl::rows(w)" =>
                r#"[{"day":"2024-03-04","units":6},{"day":"2024-03-11","units":3}]"#),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "sort",
        signature: "tbl::sort(table, column, \"asc\" | \"desc\") -> table",
        summary: "Rows ordered by a column (stable); nulls last in both orders.",
        examples: &[ex!("tbl::column(tbl::sort(sales, \"revenue\", \"desc\"), \"category\")" =>
            r#"["toys","toys","books","games"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "top_n",
        signature: "tbl::top_n(table, column, n, \"asc\" | \"desc\") -> table",
        summary: "The first n rows by a column.",
        examples: &[ex!("tbl::column(tbl::top_n(sales, \"units\", 2, \"desc\"), \"units\")" => "[4,3]")],
    },
    FnDoc {
        module: "tbl",
        name: "filter_eq",
        signature: "tbl::filter_eq(table, column, value) -> table",
        summary: "Rows whose cell equals the value (2 equals 2.0).",
        examples: &[ex!("tbl::len(tbl::filter_eq(sales, \"category\", \"toys\"))" => "2")],
    },
    FnDoc {
        module: "tbl",
        name: "filter",
        signature: "tbl::filter(table, column, \"==\" | \"!=\" | \"<\" | \"<=\" | \">\" | \">=\", value) -> table",
        summary: "Rows whose cell compares to the value; ordering comparisons never keep nulls. \
                  Dates compare as text, which is calendar order for ISO dates.",
        examples: &[
            ex!("tbl::column(tbl::filter(sales, \"day\", \">=\", \"2024-03-11\"), \"units\")" => "[3,0]"),
            ex!("tbl::len(tbl::filter(sales, \"revenue\", \">\", 60))" => "2"),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "join",
        signature: "tbl::join(left, right, key, suffix) -> table",
        summary: "Left join on a key column both tables have: every left row, with the right \
                  table's other columns (null when no match). A right column whose name the \
                  left already uses gets the suffix, and its display name the suffix in words.",
        examples: &[ex!("let prev = tbl::group_by(tbl::filter_eq(sales, \"category\", \"toys\"), \"category\", #{revenue: \"sum\"}); let j = tbl::join(tbl::group_by(sales, \"category\", #{revenue: \"sum\"}), prev, \"category\", \"_previous\"); [tbl::names(j), tbl::column(j, \"revenue_previous\"), tbl::column_info(j, \"revenue_previous\").display_name]" =>
            r#"[["category","revenue","revenue_previous"],[null,null,180.0],"Revenue (previous)"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "inner_join",
        signature: "tbl::inner_join(left, right, key, suffix) -> table",
        summary: "As tbl::join, keeping only left rows that have a match.",
        examples: &[ex!("let toys = tbl::filter_eq(sales, \"category\", \"toys\"); tbl::len(tbl::inner_join(sales, tbl::select(toys, [\"day\"]), \"day\", \"_r\"))" => "2")],
    },
    FnDoc {
        module: "tbl",
        name: "derive",
        signature: "tbl::derive(table, name, op, a, b [, unit | ()]) -> table",
        summary: "Adds (or replaces) column `name` = op(a, b) for each row, op one of ratio, \
                  difference, sum, product, pct_change ((a - b) / |b|). Division by zero and \
                  null inputs give null. Default unit: ratio → ratio, pct_change → percent, \
                  difference/sum → the inputs' unit when they agree; pass a unit to override \
                  (e.g. \"percent\" for a conversion rate) or () for none.",
        examples: &[
            ex!("tbl::column(tbl::derive(sales, \"price\", \"ratio\", \"revenue\", \"units\", \"usd\"), \"price\")" =>
                "[25.0,25.25,26.666666666666668,null]"),
            ex!("tbl::column_info(tbl::derive(sales, \"x\", \"pct_change\", \"revenue\", \"units\"), \"x\").unit" => r#""percent""#),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "moving_average",
        signature: "tbl::moving_average(table, order_by, column, window) -> table",
        summary: "Sorts by order_by and adds <column>_moving_avg, the mean of the last `window` \
                  values (nulls skipped), null until `window` rows have been seen. Keeps the unit.",
        examples: &[ex!("tbl::column(tbl::moving_average(sales, \"day\", \"units\", 2), \"units_moving_avg\")" =>
            "[null,3.0,2.5,1.5]")],
    },
    FnDoc {
        module: "tbl",
        name: "date_bucket",
        signature: "tbl::date_bucket(date, \"day\" | \"week\" | \"month\" | \"quarter\" | \"year\") -> string",
        summary: "The first day of the period holding an ISO date (weeks start on Monday).",
        examples: &[
            ex!("tbl::date_bucket(\"2024-03-07\", \"week\")" => r#""2024-03-04""#),
            ex!("tbl::date_bucket(\"2024-08-31\", \"quarter\")" => r#""2024-07-01""#),
        ],
    },
    FnDoc {
        module: "tbl",
        name: "bucket_dates",
        signature: "tbl::bucket_dates(table, column, period) -> table",
        summary: "Replaces every date of a column by the first day of its period; group by it \
                  next for weekly/monthly/... totals.",
        examples: &[ex!("tbl::column(tbl::bucket_dates(sales, \"day\", \"month\"), \"day\")" =>
            r#"["2024-03-01","2024-03-01","2024-03-01","2024-03-01"]"#)],
    },
    FnDoc {
        module: "tbl",
        name: "shift_dates",
        signature: "tbl::shift_dates(table, column, period, n) -> table",
        summary: "Moves every date of a column by n periods (negative: back); month-based \
                  shifts clamp to month end (2024-02-29 + 1 year = 2025-02-28).",
        examples: &[ex!("tbl::cell(tbl::shift_dates(sales, \"day\", \"year\", 1), 0, \"day\")" => r#""2025-03-04""#)],
    },
    FnDoc {
        module: "tbl",
        name: "format_column",
        signature: "tbl::format_column(table, column, style) -> table",
        summary: "Turns a column into text: usd ($1,234.50), percent (12.3% from 0.123), count \
                  (1,234), number (1,234.57), ratio (3.20), date (Mar 5, 2024), or auto (by the \
                  column's unit). The column becomes a string column without a unit.",
        examples: &[ex!("tbl::column(tbl::format_column(sales, \"revenue\", \"auto\"), \"revenue\")" =>
            r#"["$100.00","$50.50","$80.00","$0.00"]"#)],
    },
    FnDoc {
        module: "fmt",
        name: "usd",
        signature: "fmt::usd(x) -> string",
        summary: "US dollars with cents and thousands separators; () stays ().",
        examples: &[ex!("fmt::usd(-1234.5)" => r#""-$1,234.50""#)],
    },
    FnDoc {
        module: "fmt",
        name: "percent",
        signature: "fmt::percent(fraction [, decimals]) -> string",
        summary: "A fraction as a percentage, one decimal by default.",
        examples: &[
            ex!("fmt::percent(0.1234)" => r#""12.3%""#),
            ex!("fmt::percent(0.5, 0)" => r#""50%""#),
        ],
    },
    FnDoc {
        module: "fmt",
        name: "count",
        signature: "fmt::count(x) -> string",
        summary: "A whole number with thousands separators.",
        examples: &[ex!("fmt::count(1234567)" => r#""1,234,567""#)],
    },
    FnDoc {
        module: "fmt",
        name: "number",
        signature: "fmt::number(x, decimals) -> string",
        summary: "A number with the given decimals and thousands separators.",
        examples: &[ex!("fmt::number(1234.567, 2)" => r#""1,234.57""#)],
    },
    FnDoc {
        module: "fmt",
        name: "date",
        signature: "fmt::date(iso_date) -> string",
        summary: "An ISO date for people.",
        examples: &[ex!("fmt::date(\"2024-03-05\")" => r#""Mar 5, 2024""#)],
    },
];

/// Every documented script function: `tbl::` and `fmt::` ([`FUNCTIONS`]) then `ana::`.
pub fn all_functions() -> impl Iterator<Item = &'static FnDoc> {
    FUNCTIONS.iter().chain(crate::tools::ana::FUNCTIONS)
}

/// Renders every documented function as the Markdown reference committed as `plugins/FUNCTIONS.md` (a test
/// fails when the file drifts from this).
pub fn functions_markdown() -> String {
    let mut s = String::from(
        "<!-- Generated from src/tools/tbl/docs.rs (FUNCTIONS); refresh with \
         `UPDATE_EXPECT=1 cargo test --test tools`. -->\n\
         # Script functions\n\n\
         The Rust functions a tool script can call. `tbl::` works on tables and keeps each \
         column's type, unit and display name; `fmt::` turns numbers and dates into text; \
         `ana::` runs the analytics (decompositions, detectors, statistics).\n\n\
         Every example below runs as a test, with `sales` bound to this table:\n\n\
         | day (date) | category | revenue (usd, \"Revenue\") | units (count, \"Units\") |\n\
         |---|---|---|---|\n",
    );
    let t = example_table();
    for row in &t.rows {
        let cells: Vec<String> = row.iter().map(|v| v.to_string().replace('"', "")).collect();
        s.push_str(&format!("| {} |\n", cells.join(" | ")));
    }
    s.push('\n');
    s.push_str(
        "The `ana::` examples also see `cur` and `prev` (sales of two products in two periods) \
         and `cur_traffic` and `prev_traffic` (their sessions):\n\n",
    );
    for (name, t) in crate::tools::ana::script::example_tables() {
        let head: Vec<&str> = t.columns.iter().map(|c| c.name.as_str()).collect();
        s.push_str(&format!(
            "`{name}`:\n\n| {} |\n|{}\n",
            head.join(" | "),
            "---|".repeat(head.len())
        ));
        for row in &t.rows {
            let cells: Vec<String> = row.iter().map(|v| v.to_string().replace('"', "")).collect();
            s.push_str(&format!("| {} |\n", cells.join(" | ")));
        }
        s.push('\n');
    }
    let mut module = "";
    for f in all_functions() {
        if f.module != module {
            module = f.module;
            s.push_str(&format!("## `{module}::`\n\n"));
        }
        s.push_str(&format!("### `{}`\n\n{}\n\n", f.signature, f.summary));
        for e in f.examples {
            s.push_str(&format!(
                "```rhai\n{}\n// → {}\n```\n\n",
                e.script, e.result
            ));
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use rhai::Dynamic;
    use serde_json::Value;

    use super::super::{format_module, table_module};
    use super::*;
    use crate::tools::registry::values_match;
    use crate::tools::value::{dynamic_to_json, ScriptTable};
    use crate::tools::Sandbox;

    #[test]
    fn examples_run() {
        let sandbox = Sandbox::default();
        let sales = Dynamic::from(ScriptTable::new(example_table()));
        let extra: Vec<(&str, Dynamic)> = crate::tools::ana::script::example_tables()
            .into_iter()
            .map(|(n, t)| (n, Dynamic::from(ScriptTable::new(t))))
            .collect();
        let mut failures = Vec::new();
        for f in all_functions() {
            for e in f.examples {
                let mut vars = vec![("sales", sales.clone())];
                vars.extend(extra.iter().cloned());
                let want: Value = serde_json::from_str(e.result).unwrap_or_else(|err| {
                    panic!("{}::{}: bad result JSON: {err}", f.module, f.name)
                });
                match sandbox.eval("example", e.script, vars) {
                    Ok(got) => {
                        let got = dynamic_to_json(&got);
                        if !values_match(&want, &got) {
                            failures.push(format!(
                                "{}::{}: `{}`\n    expected {want}\n    got      {got}",
                                f.module, f.name, e.script
                            ));
                        }
                    }
                    Err(err) => {
                        failures.push(format!("{}::{}: `{}`: {err}", f.module, f.name, e.script))
                    }
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn every_function_is_documented_with_an_example() {
        let (_, tbl_names) = table_module(1);
        let (_, fmt_names) = format_module();
        let (_, ana_names) = crate::tools::ana::analytics_module();
        let registered: Vec<(&str, &str)> = tbl_names
            .iter()
            .map(|n| ("tbl", *n))
            .chain(fmt_names.iter().map(|n| ("fmt", *n)))
            .chain(ana_names.iter().map(|n| ("ana", *n)))
            .collect();
        for (m, n) in &registered {
            let doc = all_functions().find(|f| f.module == *m && f.name == *n);
            let doc = doc.unwrap_or_else(|| panic!("{m}::{n} has no entry in FUNCTIONS"));
            assert!(!doc.examples.is_empty(), "{m}::{n} has no example");
        }
        for f in all_functions() {
            assert!(
                registered.contains(&(f.module, f.name)),
                "{}::{} is documented but not registered",
                f.module,
                f.name
            );
        }
    }

    #[test]
    fn markdown_lists_every_function() {
        let md = functions_markdown();
        assert!(md.contains(
            "### `tbl::group_by(table, key | [keys], #{column: agg | [aggs]}) -> table`"
        ));
        assert_eq!(md.matches("### ").count(), all_functions().count());
    }
}
