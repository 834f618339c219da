//! The analytics of the Insight Generator, in Rust.
//!
//! | module | what |
//! |---|---|
//! | [`stats`] | t and normal p-values, OLS, Pearson, median/MAD/robust z, weekday indices, mean-shift change point |
//! | [`decompose`] | log mean, LMDI-I, additive contributions, mix/rate, Adtributor |

pub mod decompose;
pub mod stats;
