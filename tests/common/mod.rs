//! What the integration tests share: the rulesets a game is checked on, and the source
//! files the checks over code read. (Each test crate uses some of these.)
#![allow(dead_code)]

use std::fs;
use std::path::{Path, PathBuf};

/// Every ruleset of a game: the defaults and each single option changed (the library's
/// list, which the soak also plays).
#[allow(unused_imports)] // layers.rs uses only the file list
pub use torite::play::conformance::rulesets;

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
