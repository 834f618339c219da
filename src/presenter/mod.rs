//! The presenter: plan results → answer text, tables and a chart.
//!
//! [`format`] is the one formatter for currency, percentages, counts and dates, used by the
//! templates (as minijinja filters), the text tables and the CLI.

pub mod format;
