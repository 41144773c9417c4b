//! The rules reference of each game (`games/<game>/rules_text.rs`), loaded when a rules
//! sheet first opens.

use crate::text::RulesText;

/// The reference of `game`, from the lazily loaded chunk that holds every game's texts
/// (about 12 KB gzip that no table needs until its rules sheet opens).
#[leptos::wasm_split::wasm_split(deferred_rules_texts, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn load(game: &'static str) -> Result<Option<&'static RulesText>, leptos::wasm_split::SplitLoaderError> {
    Ok(crate::games::rules_text(game))
}
