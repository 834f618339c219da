//! The analytics of the Insight Generator, in Rust, and the `ana::` script module over them.
//!
//! **Takes** tables from the data APIs (sales, traffic, inventory, pricing, ads, reviews,
//! products, account health, benchmarks; any of them may be absent). **Gives** result tables:
//! exact decompositions of a change, findings of the detectors (one row per finding, with its
//! period, numbers with units, estimated revenue impact and confidence), trends, anomalies,
//! seasonal indices, correlations and benchmark positions. **Guarantees**:
//! - decompositions are exact: parts sum to the total change (checked by property tests);
//! - a detector with nothing convincing returns zero rows, never a guessed cause; every
//!   threshold is an argument;
//! - per-row work is Rust: the `plugins/` tools only read arguments, call one `ana::` function
//!   and shape the result.
//!
//! | module | what |
//! |---|---|
//! | [`stats`] | t and normal p-values, OLS, Pearson, median/MAD/robust z, weekday indices, mean-shift change point |
//! | [`decompose`] | log mean, LMDI-I, additive contributions, mix/rate, Adtributor |
//! | [`frame`] | reading the data APIs' tables; findings tables |
//! | [`change`] | change summary, revenue decomposition, contributions, mix/rate, attribution |
//! | [`detect`] | stockouts, ad-spend changes, account health (and re-exports the two below) |
//! | [`shift`] | price steps (promotions removed), with conversion after them |
//! | [`quality`] | a product's quality drop: ratings falling and refunds rising (scan p-values, combined), with conversion after it |
//! | [`refund`] | the refund rate's rise at a split and its scan p-value; Fisher's combination |
//! | [`scan`] | the rating drop's scan p-value (simulated no-change series), stopped once the outcome is settled |
//! | [`series`] | trend, anomalies, seasonal indices, correlation, benchmark position |
//! | [`script`] | the `ana::` Rhai module and its documentation |

pub mod change;
pub mod decompose;
pub mod detect;
pub mod frame;
pub mod quality;
pub mod refund;
pub mod scan;
pub mod script;
pub mod series;
pub mod shift;
pub mod stats;

pub use script::{analytics_module, FUNCTIONS};
