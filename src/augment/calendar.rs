//! PLACEHOLDER until the augment branch lands.
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
/// Placeholder calendar.
#[derive(Debug, Clone, Default, Serialize, Deserialize, JsonSchema)]
pub struct EventCalendar { pub events: Vec<serde_json::Value> }
/// Loads a calendar.
pub fn load(path: &std::path::Path, d: &mut crate::catalog::Diagnostics) -> Option<EventCalendar> {
    crate::catalog::yaml::load_typed::<EventCalendar>(path, d).map(|x| x.0)
}
