//! The games' style sheets as they ship (`scripts/build.rs`, rules in `scripts/css.rs`, issue #33):
//! the tricky places keep the spaces CSS needs, and every game's stripped sheet has the same
//! rules, selectors and declarations as its source, only without comments and spare spaces.

#[path = "../scripts/css.rs"]
mod css;

use css::minify;
use std::{fs, path::Path};

#[test]
fn comments_and_spare_spaces_go() {
    let src = "/* a comment\n   over lines */\n.a, .b  {\n  color: red;\n  margin : 0 auto;\n}\n\n\n.c { }\n";
    assert_eq!(minify(src), ".a,.b{color:red;margin :0 auto}.c{}");
    // A comment between two words is a space; one next to a brace is nothing.
    assert_eq!(minify(".a/**/.b{x:1/* c */}"), ".a .b{x:1}");
    assert_eq!(minify("@media (max-width: 699px) {\n  .a { top: 0; }\n}\n"), "@media (max-width:699px){.a{top:0}}");
}

#[test]
fn spaces_that_matter_stay() {
    // Descendants and a space before `:` (`.a :hover` is not `.a:hover`).
    assert_eq!(minify(".game .seat  .pip { a: b }"), ".game .seat .pip{a:b}");
    assert_eq!(minify(".a :hover { a: b; }"), ".a :hover{a:b}");
    // calc's operators, a media query's `and (`, !important, a value's words.
    assert_eq!(minify("a { width: calc(100% - 2 * var(--x, 1px)); }"), "a{width:calc(100% - 2 * var(--x,1px))}");
    assert_eq!(minify("@media screen and (min-width: 700px) { a { b: c } }"), "@media screen and (min-width:700px){a{b:c}}");
    assert_eq!(minify("a { color: red !important; border: 2px solid rgba(0, 0, 0, .5); }"), "a{color:red !important;border:2px solid rgba(0,0,0,.5)}");
}

#[test]
fn strings_urls_and_escapes_are_kept_as_they_are() {
    assert_eq!(minify(r#"a::before { content: "  /* not a comment */ ;  } "; }"#), r#"a::before{content:"  /* not a comment */ ;  } "}"#);
    assert_eq!(minify(r#"a { content: 'it\'s ; { }'; }"#), r#"a{content:'it\'s ; { }'}"#);
    assert_eq!(minify("a { background: url(data:image/svg+xml;x, a b ) ; }"), "a{background:url(data:image/svg+xml;x, a b )}");
    assert_eq!(minify(r#"a { background: URL( "x y.png" ) }"#), r#"a{background:URL( "x y.png" )}"#);
    // An escaped `;` is a name's character, not the end of a declaration.
    assert_eq!(minify(r".a\; { b: c\; }"), r".a\;{b:c\;}");
    // A hex escape ends with one white space of its own, which stays (`\31 0` is "10").
    assert_eq!(minify(".x\\31  0 { a: b }"), ".x\\31  0{a:b}");
    assert_eq!(minify(".x\\31\n0 { a: b }"), ".x\\31\n0{a:b}");
}

/// `css` without comments and with no white space at all (strings too): what stripping may
/// not change, once the last `;` of each block is dropped.
fn bare(css: &str) -> String {
    let mut out = String::new();
    let mut rest = css;
    while let Some(i) = rest.find("/*") {
        out.push_str(&rest[..i]);
        rest = rest[i..].find("*/").map_or("", |j| &rest[i + j + 2..]);
    }
    out.push_str(rest);
    out.split_whitespace().collect::<String>().replace(";}", "}")
}

/// The blocks' preludes (selectors, at-rules) in order, their words kept apart: the same
/// list before and after means no descendant selector or media query was joined up (only a
/// `: ` is read as `:`, as the stripping writes it).
fn preludes(css: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut rest = css;
    while let Some(i) = rest.find("/*") {
        let end = rest[i..].find("*/").map_or(rest.len(), |j| i + j + 2);
        out.push(rest[..i].to_string());
        rest = &rest[end..];
    }
    out.push(rest.to_string());
    let text = out.join(" ");
    let mut list = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            '{' => {
                let prelude = &text[start..i];
                let prelude = prelude.rsplit(['}', ';']).next().unwrap_or(prelude);
                // A media feature's `: ` loses its space, which is not a word apart.
                let words = prelude.split_whitespace().collect::<Vec<_>>().join(" ").replace(": ", ":");
                list.push(words.replace(',', " , ").split_whitespace().map(str::to_string).collect());
                start = i + 1;
            }
            '}' => start = i + 1,
            _ => {}
        }
    }
    list
}

#[test]
fn every_games_sheet_keeps_its_rules() {
    let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
    let mut seen = 0;
    for entry in fs::read_dir(&games).unwrap() {
        let sheet = entry.unwrap().path().join("table.css");
        let Ok(source) = fs::read_to_string(&sheet) else { continue };
        seen += 1;
        let name = sheet.parent().unwrap().file_name().unwrap().to_str().unwrap();
        let stripped = minify(&source);
        let shown = sheet.display();
        assert!(!stripped.contains("/*") && !stripped.contains('\n'), "{shown}: a comment or a line break left");
        assert_eq!(stripped.matches('{').count(), source.matches('{').count(), "{shown}: its blocks");
        assert_eq!(stripped.matches('}').count(), source.matches('}').count(), "{shown}: its blocks");
        assert_eq!(bare(&stripped), bare(&source), "{shown}: only comments and spaces may go");
        assert_eq!(preludes(&stripped), preludes(&source), "{shown}: its selectors");
        assert!(stripped.len() < source.len(), "{shown}: nothing stripped");
        // The copy the build includes (`crate::ui::game_css!`) is this one.
        let built = Path::new(env!("OUT_DIR")).join("games").join(format!("{name}.css"));
        assert_eq!(fs::read_to_string(&built).unwrap_or_default(), stripped, "{}: not the build's copy of {shown}", built.display());
    }
    assert!(seen >= 11, "the games' sheets: {seen}");
}

#[test]
fn known_declarations_survive() {
    let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
    let sheet = |game: &str| minify(&fs::read_to_string(games.join(game).join("table.css")).unwrap());
    let twenty_one = sheet("twenty_one");
    for rule in [
        r#".game-twenty-one .seat[data-seat="0"],.game-twenty-one .seat[data-seat="2"]{box-shadow:inset 0 -3px 0 var(--pair-0)}"#,
        r#".game-twenty-one .felt::before{content:"↺";position:absolute;left:50%;top:50%;transform:translate(-50%,-52%);font-size:6.5rem;"#,
        "@media (max-width:699px){.game-twenty-one .felt{--seat-rx:33%;",
        ".tw-pairs-key > .explain-button{flex:1;",
    ] {
        assert!(twenty_one.contains(rule), "twenty_one: {rule}\nin {twenty_one}");
    }
    let goita = sheet("goita_to_bara");
    for rule in [
        r#".gb-piece .gb-kanji{font-family:"Noto Serif CJK JP","Noto Sans CJK JP",serif;"#,
        "animation:gb-flip calc(.45s * var(--motion,1)) ease-out",
        r#".gb-piece[aria-label^="王"] .gb-kanji,.gb-piece[aria-label^="玉"] .gb-kanji{color:#8b1d12}"#,
    ] {
        assert!(goita.contains(rule), "goita_to_bara: {rule}\nin {goita}");
    }
    let same_two = sheet("same_two");
    assert!(same_two.contains(r#".dummy-hand.left .dummy-label::before{content:"← "}"#), "{same_two}");
}
