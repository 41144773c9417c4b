//! What the integration tests share: the rulesets a game is checked on, and the source
//! files the checks over code read. (Each test crate uses some of these.)
#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};
use torite::engine::{GameInfo, Ruleset, RulesetError};

/// Every ruleset of a game: the defaults and each single option changed (with whatever
/// other option that value requires).
pub fn rulesets(info: &'static GameInfo) -> Vec<Ruleset> {
    let mut out = vec![Ruleset::defaults(info)];
    for o in info.options {
        for v in o.values.iter().filter(|v| **v != o.default) {
            let r = match Ruleset::with_options(info, [(o.id, *v)]) {
                Err(RulesetError::Requires { needs, needs_value, .. }) => {
                    Ruleset::with_options(info, [(o.id, *v), (needs.as_str(), needs_value.as_str())])
                }
                r => r,
            };
            out.push(r.unwrap_or_else(|e| panic!("{}: {}={v}: {e}", info.id, o.id)));
        }
    }
    out
}

/// The `.rs` files below `dir`, into `out`.
pub fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}
