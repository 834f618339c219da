//! Consonant skeletons ("sls" for sales): the rule lives with the planner's words
//! (`planner::skeleton`), which the planner's product names read too.

pub(super) use crate::planner::skeleton::{consonants_only, is_skeleton};
