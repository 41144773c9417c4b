//! Writes each game's `table.css` as it ships (issue #33): `OUT_DIR/games/<folder>.css`,
//! without the comments and the white space the sources keep for their readers (rules in
//! `scripts/css.rs`). A game's table includes it with `crate::ui::game_css!("<folder>")`.
//! The games are the folders of `src/games/` that have a `table.css`, so a new game needs
//! no line here.

#[path = "css.rs"]
mod css;

use std::{env, fs, path::Path};

fn main() {
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("games");
    fs::create_dir_all(&out).expect("OUT_DIR/games");
    println!("cargo:rerun-if-changed=scripts/css.rs");
    // The folder itself, so that a new game's folder (and its sheet) is seen.
    println!("cargo:rerun-if-changed=src/games");
    let mut folders: Vec<_> = fs::read_dir("src/games").expect("src/games").map(|e| e.expect("src/games entry").path()).collect();
    folders.sort();
    for folder in folders {
        let sheet = folder.join("table.css");
        if !sheet.is_file() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", sheet.display());
        let name = folder.file_name().and_then(|n| n.to_str()).expect("a game folder's name is UTF-8");
        let source = fs::read_to_string(&sheet).unwrap_or_else(|e| panic!("{}: {e}", sheet.display()));
        fs::write(out.join(format!("{name}.css")), css::minify(&source)).expect("write the game's sheet");
    }
}
