//! PLACEHOLDER until the augment branch lands.
pub mod calendar;
