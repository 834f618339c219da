//! Consonant skeletons ("sls" for sales) and chat abbreviations: the rules live with the
//! planner's words (`planner::skeleton`), which the planner's product names and measures read
//! too.

pub(super) use crate::planner::skeleton::{
    consonants_only, interjection, is_abbreviation, is_skeleton,
};
