//! Game records (JSON) and ruleset links (URL query strings).

pub mod link;
pub mod record;
