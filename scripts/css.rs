//! The games' style sheets as they ship (issue #33): `scripts/build.rs` writes each
//! `src/games/<folder>/table.css` through [`minify`] into `OUT_DIR`, and
//! `crate::ui::game_css!` includes that copy in the game's table chunk, so the sources keep
//! their comments. Shared by `scripts/build.rs` and `tests/game_css.rs` through `#[path]` (a build
//! script cannot use the crate it builds), so the rules live here once.
//!
//! The rules are those of `scripts/strip-css.mjs` (which strips the page's own sheets after
//! the build: comments, blank lines, indentation), plus the spaces CSS never needs: every
//! run of white space becomes one space, and none is kept next to `{`, `}`, `;` or `,`, after
//! a `:`, or before a `}` after a `;` (the last declaration's `;` goes too). A space before a
//! `:` stays (`.a :hover` is a descendant, `.a:hover` is not), and so does every other space
//! (descendant selectors, `calc(a + b)`, `and (`, `!important`). Strings and `url(...)` are
//! copied as they are, and so is an escape (with a hex escape's closing white space).

/// `css` without comments and without the white space its meaning does not need.
pub fn minify(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut chars = css.chars().peekable();
    // A run of white space (or a comment) seen and not yet written: written as one space
    // when the characters on both sides need it.
    let mut space = false;
    // Whether the last character written is CSS's own (not inside a string, a url() or an
    // escape): only then may a space beside it, or a `;` before a `}`, be dropped.
    let mut bare = false;
    while let Some(c) = chars.next() {
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if c == '/' && chars.peek() == Some(&'*') {
            chars.next();
            let mut last = ' ';
            for d in chars.by_ref() {
                if last == '*' && d == '/' {
                    break;
                }
                last = d;
            }
            // `a/**/b` is two tokens: the comment counts as white space.
            space = true;
            continue;
        }
        if space {
            space = false;
            let tight = |x: char| matches!(x, '{' | '}' | ';' | ',');
            let after_tight = bare && out.ends_with(|b: char| tight(b) || b == ':');
            if !out.is_empty() && !after_tight && !tight(c) {
                out.push(' ');
            }
        }
        if c == '}' && bare && out.ends_with(';') {
            out.pop();
        }
        out.push(c);
        bare = true;
        match c {
            '"' | '\'' => {
                // A string, to its closing quote (or the line's end, where CSS ends a bad one).
                while let Some(d) = chars.next() {
                    out.push(d);
                    if d == '\\' {
                        out.extend(chars.next());
                    } else if d == c || d == '\n' {
                        break;
                    }
                }
                bare = false;
            }
            '\\' => {
                // A hex escape is up to six hex digits and one white space, which is its own.
                let mut digits = 0;
                while digits < 6 && chars.peek().is_some_and(char::is_ascii_hexdigit) {
                    out.extend(chars.next());
                    digits += 1;
                }
                if digits == 0 {
                    out.extend(chars.next());
                } else if chars.peek().is_some_and(|d| d.is_whitespace()) {
                    out.extend(chars.next());
                }
                bare = false;
            }
            '(' if out.len() >= 4 && out.as_bytes()[out.len() - 4..].eq_ignore_ascii_case(b"url(") => {
                // An unquoted url() keeps every character to its `)`; a quoted one is a string.
                while let Some(&d) = chars.peek() {
                    if d == '"' || d == '\'' || d == ')' {
                        break;
                    }
                    out.push(d);
                    chars.next();
                }
                bare = false;
            }
            _ => {}
        }
    }
    out
}
