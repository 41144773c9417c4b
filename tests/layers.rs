//! The layer check: which parts of the code may name which (docs/architecture.md §1).
//!
//! Bottom up: `text` and `engine` know nothing else; a game's rules know the engine (and
//! shared rule libraries such as `games/plain_trick`), never its bot, its table, records or
//! the app; the shared bot search knows the engine only; a game's bot knows its rules and
//! the bot search; `records` and `play` reach games only through the one list in
//! `games/mod.rs`, never a game folder; the app (`ui`) and each game's table sit on top.
//! Test code (`tests.rs`, `#[cfg(test)]` modules) is not checked.

mod common;

use common::rust_files;
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

/// What one file may name: top-level modules of the crate, and which folders under `games`.
#[derive(Debug)]
struct Allowed {
    modules: &'static [&'static str],
    games: GamesAllowed,
}

#[derive(Debug, PartialEq)]
enum GamesAllowed {
    /// The registry's items only (`games::start`, `games::for_each_game!`...), no game folder.
    RegistryOnly,
    /// Its own game folder and shared rule libraries (folders that are not games).
    OwnAndLibraries,
    /// Everything (the registry itself).
    All,
}

fn allowed_for(path: &str) -> Option<(Allowed, Option<String>)> {
    use GamesAllowed::*;
    let parts: Vec<&str> = path.split('/').collect();
    let a = |modules, games| Some((Allowed { modules, games }, None));
    match parts.as_slice() {
        ["text.rs"] => a(&["text"], RegistryOnly),
        ["chart.rs"] => a(&["chart"], RegistryOnly),
        ["engine", ..] => a(&["engine"], RegistryOnly),
        ["bots", ..] => a(&["engine", "bots"], RegistryOnly),
        ["records", ..] => a(&["engine", "text", "records", "games"], RegistryOnly),
        ["play", ..] => a(&["engine", "text", "bots", "records", "play", "games"], RegistryOnly),
        ["ui", ..] => a(&["engine", "text", "bots", "records", "play", "ui", "games", "chart"], RegistryOnly),
        ["games", "mod.rs"] => a(&["engine", "text", "bots", "games"], All),
        ["games", game, rest @ ..] => {
            let file = rest.first().copied().unwrap_or("");
            let modules: &'static [&'static str] = match file {
                "bot.rs" | "bot" => &["engine", "bots", "games"],
                "table.rs" | "table" => &["engine", "text", "bots", "records", "play", "ui", "games"],
                "messages.rs" | "rules_text.rs" => &["engine", "text", "games"],
                "tests.rs" => return None,
                _ => &["engine", "games"],
            };
            // Only a game's table and bot may name the game's other parts; its rules never
            // name its bot, table or messages.
            let own = Some(game.to_string());
            Some((Allowed { modules, games: OwnAndLibraries }, own))
        }
        _ => None, // the binaries and lib.rs may name anything
    }
}

/// The source without test code: `tests.rs` files are skipped by the caller, and an inline
/// `#[cfg(test)] mod tests { .. }` runs to the end of the file by this code base's convention.
fn without_tests(src: &str) -> &str {
    match src.find("#[cfg(test)]\nmod tests {") {
        Some(i) => &src[..i],
        None => src,
    }
}

/// Every `crate::a::b` the source names (in `use` lines, `crate::{a, b::c}` groups and paths
/// in code), as (a, b) with b empty when there is none.
fn named_paths(src: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let code: String = src.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
    let mut rest = code.as_str();
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for item in group[..end].split(',') {
                let mut segs = item.trim().split("::").map(|s| s.trim_matches(|c: char| !c.is_alphanumeric() && c != '_'));
                let a = segs.next().unwrap_or("").to_string();
                let b = segs.next().unwrap_or("").to_string();
                if !a.is_empty() {
                    out.push((a, b));
                }
            }
            continue;
        }
        let ident = |s: &str| s.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect::<String>();
        let a = ident(rest);
        let after = &rest[a.len()..];
        let b = after.strip_prefix("::").map(ident).unwrap_or_default();
        out.push((a, b));
    }
    out
}

/// The game folders in the one list (`for_each_game!` in games/mod.rs).
fn game_folders(registry: &str) -> BTreeSet<String> {
    let start = registry.find("macro_rules! for_each_game").expect("the one list of games");
    let list = &registry[start..];
    let list = &list[..list.find("};").unwrap_or(list.len())];
    list.lines()
        .filter_map(|l| {
            let l = l.trim();
            let (name, ty) = l.split_once(": ")?;
            (ty.ends_with(',') && name.chars().all(|c| c.is_ascii_lowercase() || c == '_')).then(|| name.to_string())
        })
        .collect()
}

/// The layer violations of one file, as messages.
fn violations(path: &str, src: &str, games: &BTreeSet<String>) -> Vec<String> {
    let Some((allowed, own)) = allowed_for(path) else { return Vec::new() };
    let mut bad = Vec::new();
    for (a, b) in named_paths(without_tests(src)) {
        let a_ok = allowed.modules.contains(&a.as_str()) || a == "for_each_game" || a == "with_engine" || a == "__engine_match";
        if !a_ok {
            bad.push(format!("{path} names crate::{a}"));
            continue;
        }
        if a == "games" && !b.is_empty() && games.contains(&b) {
            let ok = match allowed.games {
                GamesAllowed::All => true,
                GamesAllowed::RegistryOnly => false,
                GamesAllowed::OwnAndLibraries => own.as_deref() == Some(b.as_str()),
            };
            if !ok {
                bad.push(format!("{path} names the game folder crate::games::{b}"));
            }
        }
    }
    // A game's rules never name its own bot, table or messages (a registry or another part
    // of the folder may name the rules).
    let is_rules = path.starts_with("games/")
        && !path.starts_with("games/mod.rs")
        && !["bot.rs", "table.rs", "messages.rs", "rules_text.rs", "tests.rs"].iter().any(|f| path.ends_with(f));
    if is_rules {
        for part in ["bot::", "table::", "messages::", "rules_text::"] {
            if without_tests(src).lines().any(|l| !l.trim_start().starts_with("//") && (l.contains(&format!("self::{part}")) || l.contains(&format!("use {part}")))) {
                bad.push(format!("{path}: the rules name their {}", part.trim_end_matches(':')));
            }
        }
    }
    bad
}

#[test]
fn every_layer_names_only_what_is_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let games = game_folders(&fs::read_to_string(src.join("games/mod.rs")).unwrap());
    assert!(games.len() >= 9, "the one list of games was not found: {games:?}");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut bad = Vec::new();
    for f in &files {
        let rel = f.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
        bad.extend(violations(&rel, &fs::read_to_string(f).unwrap(), &games));
    }
    assert!(bad.is_empty(), "layer violations:\n{}", bad.join("\n"));
}

#[test]
fn the_check_finds_what_it_must() {
    let games: BTreeSet<String> = ["parity", "second"].iter().map(|s| s.to_string()).collect();
    let v = |path: &str, src: &str| violations(path, src, &games);
    assert_eq!(v("engine/deal.rs", "use crate::bots::Level;\n"), ["engine/deal.rs names crate::bots"]);
    assert_eq!(v("games/parity/mod.rs", "use crate::records::record::Record;\n").len(), 1);
    assert_eq!(v("games/parity/mod.rs", "mod bot;\nuse self::bot::Thing;\n").len(), 1);
    assert_eq!(v("games/parity/mod.rs", "use crate::games::second::INFO;\n").len(), 1, "another game's rules");
    assert!(v("games/parity/mod.rs", "use crate::games::plain_trick::Deal;\nuse crate::engine::Card;\n").is_empty());
    assert!(v("games/parity/bot.rs", "use crate::bots::BotGame;\nuse crate::games::parity::Parity;\n").is_empty());
    assert_eq!(v("bots/ismcts.rs", "use crate::games::parity::Parity;\n").len(), 1);
    assert_eq!(v("records/record.rs", "use crate::{bots::Level, engine::Card};\n"), ["records/record.rs names crate::bots"]);
    assert_eq!(v("play/session.rs", "let g = crate::games::second::Second::new(r);\n").len(), 1);
    assert!(v("play/session.rs", "let g = crate::games::start(r);\n").is_empty());
    assert!(v("ui/home.rs", "use crate::games;\n").is_empty());
    // Test code and comments are not checked.
    assert!(v("records/record.rs", "// crate::ui::x\n#[cfg(test)]\nmod tests {\n use crate::games::parity;\n}\n").is_empty());
    // A test module declared in its own file does not hide the code after it.
    assert_eq!(v("games/parity/mod.rs", "#[cfg(test)]\nmod tests;\nuse crate::ui::x;\n").len(), 1);
}
