//! Game records (JSON) and ruleset links (URL query strings).

pub mod link;
pub mod session;
pub mod record;
