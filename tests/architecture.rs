//! docs/architecture.md kept true: the claims in it that the code can check.
//!
//! - §1.3's table of a game folder's files: every game of the one list has each file the
//!   table names, but for the exceptions the table itself states (a stylesheet only where
//!   its pieces need one; a plain trick game's companion is `plain_trick`'s; a bot may be a
//!   folder `bot/`);
//! - the one list is `for_each_game!` in `src/games/mod.rs`, one line a game, and it is the
//!   library's list of playable games in the same order;
//! - §2 has a section for every game, and its "at a glance" table gives every game with the
//!   player counts its `INFO` allows;
//! - §1.5's "adding a game" names every file of the §1.3 table;
//! - §1.4's small components: no function in `src/ui` or a game's `table.rs` over 100 lines.

use std::fs;
use std::path::Path;

fn doc() -> String {
    fs::read_to_string("docs/architecture.md").unwrap()
}

/// The text of the section whose heading starts with `heading`, up to the next heading of
/// the same or a higher level.
fn section<'a>(doc: &'a str, heading: &str) -> &'a str {
    let start = doc.find(&format!("\n{heading}")).unwrap_or_else(|| panic!("docs/architecture.md has no section {heading}"));
    let level = heading.chars().take_while(|c| *c == '#').count();
    let rest = &doc[start + 1..];
    let body_start = rest.find('\n').unwrap();
    let end = rest[body_start..]
        .match_indices("\n#")
        .find(|(i, _)| rest[body_start + i + 1..].chars().take_while(|c| *c == '#').count() <= level)
        .map_or(rest.len(), |(i, _)| body_start + i);
    &rest[..end]
}

/// The folders of the one list, in its order (`folder: Type,` lines of `for_each_game!`).
fn listed_folders() -> Vec<String> {
    let src = fs::read_to_string("src/games/mod.rs").unwrap();
    let start = src.find("macro_rules! for_each_game").expect("for_each_game! is in src/games/mod.rs");
    let body = &src[start..];
    let body = &body[..body.find("pub use for_each_game").unwrap()];
    body.lines()
        .filter_map(|l| {
            let l = l.trim();
            let (folder, ty) = l.strip_suffix(',')?.split_once(": ")?;
            (folder.chars().all(|c| c.is_ascii_lowercase() || c == '_') && ty.chars().all(|c| c.is_ascii_alphanumeric())).then(|| folder.to_string())
        })
        .collect()
}

/// The files §1.3's table names (its first column).
fn documented_files() -> Vec<String> {
    let doc = doc();
    section(&doc, "### 1.3")
        .lines()
        .filter_map(|l| l.strip_prefix("| `")?.split_once('`').map(|(f, _)| f.to_string()))
        .collect()
}

#[test]
fn the_one_list_is_the_librarys_list_of_games() {
    let folders = listed_folders();
    let ids: Vec<String> = torite::games::playable().map(|g| g.id.to_string()).collect();
    assert_eq!(folders.iter().map(|f| f.replace('_', "-")).collect::<Vec<_>>(), ids, "for_each_game! and games::playable()");
}

#[test]
fn every_game_folder_has_the_files_the_table_names() {
    let files = documented_files();
    for must in ["mod.rs", "rules.md", "tests.rs", "bot.rs", "messages.rs", "rules_text.rs", "table.rs", "table.css", "companion.rs"] {
        assert!(files.iter().any(|f| f == must), "§1.3's table names {must}");
    }
    let mut missing = Vec::new();
    for folder in listed_folders() {
        let dir = Path::new("src/games").join(&folder);
        let rules = fs::read_to_string(dir.join("mod.rs")).unwrap_or_default();
        let plain_trick = rules.contains("PlainTrick<");
        for f in &files {
            let here = match f.as_str() {
                "bot.rs" => dir.join("bot.rs").exists() || dir.join("bot/mod.rs").exists(),
                // "table.css | ... if its pieces need styles"
                "table.css" => true,
                // "a plain trick game's is plain_trick's"
                "companion.rs" if plain_trick => Path::new("src/games/plain_trick/companion.rs").exists(),
                _ => dir.join(f).exists(),
            };
            if !here {
                missing.push(format!("src/games/{folder}/{f}"));
            }
        }
    }
    assert!(missing.is_empty(), "§1.3 says every game folder has these: {missing:?}");
    let doc = doc();
    let table = section(&doc, "### 1.3");
    assert!(table.contains("if its pieces need styles"), "§1.3 says when a table.css is needed");
    assert!(table.contains("plain trick game's is `plain_trick`'s"), "§1.3 says where a plain trick game's companion is");
}

#[test]
fn adding_a_game_names_every_file() {
    let doc = doc();
    let adding = section(&doc, "### 1.5");
    for f in documented_files() {
        assert!(adding.contains(&format!("`{f}`")), "§1.5 (adding a game) does not name {f}");
    }
    assert!(adding.contains("`for_each_game!`") && adding.contains("`src/games/mod.rs`"), "§1.5 names the one list");
}

#[test]
fn every_game_has_its_section_and_its_player_counts() {
    let doc = doc();
    let games = section(&doc, "## 2.");
    let glance: Vec<&str> = games.lines().filter(|l| l.starts_with("| ") && !l.starts_with("| Game") && !l.starts_with("|---")).collect();
    for info in torite::games::playable() {
        assert!(games.contains(&format!("(`{}`)", info.id)), "§2 has no section for {}", info.id);
        let row = glance
            .iter()
            .find(|l| l[2..].starts_with(info.title_en) || info.title_en.starts_with(l[2..].split(" |").next().unwrap()))
            .unwrap_or_else(|| panic!("§2's table has no row for {}", info.title_en));
        let seats = row.split('|').nth(2).unwrap().replace("(2×2)", "");
        let numbers = |t: &str| -> Vec<u8> { t.split(|c: char| !c.is_ascii_digit()).filter_map(|n| n.parse().ok()).collect() };
        // "3–8 (10)": the counts INFO allows, then (in brackets) the most its options allow.
        let (base, extended) = seats.split_once('(').unwrap_or((&seats, ""));
        let base = numbers(base);
        let (lo, hi) = (info.players.iter().min().unwrap(), info.players.iter().max().unwrap());
        assert_eq!((base.iter().min(), base.iter().max()), (Some(lo), Some(hi)), "§2's table gives {} seats {seats:?}; its INFO allows {:?}", info.id, info.players);
        let most = info.options.iter().find(|o| o.id == "players").map_or(*hi, |o| o.values.iter().filter_map(|v| v.parse::<u8>().ok()).max().unwrap());
        let extended = numbers(extended);
        assert_eq!(extended.iter().max().copied().unwrap_or(*hi), most, "§2's table gives {} seats {seats:?}; its options allow up to {most}", info.id);
    }
    assert_eq!(glance.len(), torite::games::playable().count(), "§2's table has one row a game");
}

/// The functions of a Rust source, as (name, first line, lines long): a `fn` line and the
/// first line after it, at the same indentation, that closes its block (the project's
/// layout: a function's closing brace stands alone at its `fn`'s indentation).
fn function_lengths(src: &str) -> Vec<(String, usize, usize)> {
    let lines: Vec<&str> = src.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let body = line.trim_start();
        let indent = &line[..line.len() - body.len()];
        let after_fn = ["fn ", "pub fn ", "pub(crate) fn ", "pub(super) fn ", "const fn ", "pub const fn "].iter().find_map(|p| body.strip_prefix(p));
        let Some(rest) = after_fn else { continue };
        if line.trim_end().ends_with(';') {
            continue;
        }
        let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let closing = format!("{indent}}}");
        if let Some(end) = lines[i + 1..].iter().position(|l| l.trim_end() == closing) {
            out.push((name, i + 1, end + 2));
        }
    }
    out
}

#[test]
fn function_lengths_are_measured_from_fn_to_its_closing_brace() {
    let src = "fn a() {\n    let x = 1;\n}\n\nimpl T {\n    pub fn b(&self) -> u8 {\n        if x {\n        }\n        2\n    }\n    fn c();\n}\n";
    assert_eq!(function_lengths(src), vec![("a".to_string(), 1, 3), ("b".to_string(), 6, 5)]);
}

#[test]
fn no_function_of_the_tables_is_over_100_lines() {
    let mut files: Vec<std::path::PathBuf> = Vec::new();
    let mut dirs = vec![Path::new("src/ui").to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                files.push(p);
            }
        }
    }
    for folder in listed_folders() {
        let table = Path::new("src/games").join(folder).join("table.rs");
        if table.exists() {
            files.push(table);
        }
    }
    assert!(files.len() > 30, "src/ui and the tables: {} files", files.len());
    let mut longest = (0, String::new());
    for f in &files {
        for (name, line, len) in function_lengths(&fs::read_to_string(f).unwrap()) {
            assert!(len <= 100, "{}:{line}: fn {name} is {len} lines long; cut it into smaller components (docs/architecture.md §1.4)", f.display());
            if len > longest.0 {
                longest = (len, format!("{}:{line} {name}", f.display()));
            }
        }
    }
    assert!(longest.0 > 50, "the measure finds the long components: {longest:?}");
}
