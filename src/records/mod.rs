//! Game records (JSON) and ruleset links (URL query strings).

pub mod backup;
pub mod companion;
pub mod fairness;
pub mod link;
pub mod messages;
pub mod stats;
pub mod record;
