//! The words people read, checked over every game in the list: every action reads in both
//! languages (the hint's rows), each language stays itself (no engine words or half-width
//! brackets and colons in Japanese, no Japanese in English), and each game says its terms as
//! its rules text does (its glossary), never the words a translation from English would
//! pick instead.

mod common;

use common::{rulesets, rust_files};
use std::fs;
use std::path::Path;
use torite::engine::game::{AnyGame, Turn};
use torite::engine::{GameRng, Ruleset};
use torite::games;
use torite::text::{terms, Lang, Term};

/// Seeds each ruleset of each game is played from.
const SEEDS: u64 = 3;

/// ASCII words a Japanese text may show: card ranks, JSON and CSV (the files the app
/// writes), B (the balance lab's rulesets are A and B), NT (a no-trump bid, "3NT", as
/// Japanese bridge players write it) and CPU (the bots, as a Japanese app names them).
const ASCII_WORDS_IN_JAPANESE: &[&str] = &["A", "K", "Q", "J", "JSON", "CSV", "B", "NT", "CPU"];

fn is_japanese(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}' | '\u{ff01}'..='\u{ff5e}' | '\u{3000}'..='\u{303f}')
}

/// `{name}` and `{}` in a format string are code, not words.
fn without_placeholders(s: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in s.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// What is wrong with a Japanese text, if anything: an ASCII word that is not a card rank,
/// or a half-width bracket or colon.
fn japanese_problem(text: &str) -> Option<String> {
    let t = without_placeholders(text);
    if let Some(c) = t.chars().find(|c| matches!(c, '(' | ')' | ':')) {
        return Some(format!("half-width {c:?}"));
    }
    t.split(|c: char| !c.is_ascii_alphabetic())
        .find(|w| !w.is_empty() && !ASCII_WORDS_IN_JAPANESE.contains(w))
        .map(|w| format!("the ASCII word {w:?}"))
}

/// What is wrong with an English text, if anything: Japanese in it.
fn english_problem(text: &str) -> Option<String> {
    text.chars().find(|c| is_japanese(*c)).map(|c| format!("the Japanese {c:?}"))
}

fn problem(text: &str, lang: Lang) -> Option<String> {
    match lang {
        Lang::Ja => japanese_problem(text),
        Lang::En => english_problem(text),
    }
}

#[test]
fn the_checks_find_what_they_must() {
    assert_eq!(japanese_problem("declare in"), Some("the ASCII word \"declare\"".into()));
    assert_eq!(japanese_problem("切り札T"), Some("the ASCII word \"T\"".into()));
    assert_eq!(japanese_problem("ヒントを出せませんでした:"), Some("half-width ':'".into()));
    assert_eq!(japanese_problem("作者：草場(1991年)"), Some("half-width '('".into()));
    assert_eq!(japanese_problem("{name}が♠Aを出す（第{k}トリック）"), None);
    assert_eq!(english_problem("Play (出る)"), Some("the Japanese '出'".into()));
    assert_eq!(english_problem("Push to West"), None);
}

/// Seat names as a table shows them, seen from seat 0.
fn names(n: usize, lang: Lang) -> Vec<String> {
    (0..n)
        .map(|s| match (lang, n, s) {
            (Lang::En, _, 0) => "You".to_string(),
            (Lang::Ja, _, 0) => "あなた".to_string(),
            (Lang::En, 4, s) => ["West", "North", "East"][s - 1].to_string(),
            (Lang::Ja, 4, s) => ["西", "北", "東"][s - 1].to_string(),
            (Lang::En, _, s) => format!("Player {}", s + 1),
            (Lang::Ja, _, s) => format!("プレイヤー{}", s + 1),
        })
        .collect()
}

/// The words a game must not use: its glossary's, and the shared ones unless the game's
/// rules use that word as a term of their own (There Were None's 台札).
fn wrong_words(game: &str) -> Vec<&'static str> {
    let own: &[Term] = games::glossary(game).unwrap_or_else(|| panic!("{game} has no glossary"));
    let mut wrong: Vec<&str> = own.iter().flat_map(|t| t.not_ja.iter().copied()).collect();
    wrong.extend(terms::COMMON.iter().flat_map(|t| t.not_ja.iter().copied()).filter(|w| !own.iter().any(|t| t.msg.ja.contains(w))));
    wrong
}

/// Every action of every game, at the positions of random games from several seeds on every
/// ruleset, chance events included: it reads in both languages, in the words of each
/// language and of the game, and the moves open to a player read differently from each
/// other (so hint rows can be told apart).
#[test]
fn every_action_of_every_game_reads_in_both_languages() {
    for info in games::playable() {
        let wrong = wrong_words(info.id);
        let mut labelled = 0usize;
        for rules in rulesets(info) {
            for seed in 0..SEEDS {
                let mut g: Box<dyn AnyGame> = games::start(&rules).expect("a playable game starts");
                let n = g.seat_count();
                let mut chance = GameRng::seeded(seed);
                let mut rng = GameRng::stream(seed, 1);
                let label = |action: &serde_json::Value, lang: Lang| {
                    let text = games::action_label(info.id, action, &names(n, lang), lang)
                        .unwrap_or_else(|| panic!("{}: {action} has no {lang:?} label", info.id));
                    assert!(!text.trim().is_empty(), "{}: {action} reads as nothing in {lang:?}", info.id);
                    if let Some(p) = problem(&text, lang) {
                        panic!("{}: {action} reads {text:?} in {lang:?}: {p}", info.id);
                    }
                    if let Some(w) = wrong.iter().find(|w| text.contains(*w)) {
                        panic!("{}: {action} reads {text:?}, with {w:?} instead of the rules' term", info.id);
                    }
                    text
                };
                loop {
                    match g.turn() {
                        Turn::Over => break,
                        Turn::Chance => {
                            let a = g.apply_chance(&mut chance);
                            for lang in Lang::ALL {
                                label(&a, lang);
                            }
                        }
                        Turn::Seat(_) => {
                            let legal: Vec<serde_json::Value> =
                                (0..g.legal_count()).map(|i| g.box_clone().apply_legal(i)).collect();
                            for lang in Lang::ALL {
                                let mut seen: Vec<String> = Vec::new();
                                for a in &legal {
                                    let text = label(a, lang);
                                    assert!(!seen.contains(&text), "{}: two moves read {text:?} in {lang:?}", info.id);
                                    seen.push(text);
                                    labelled += 1;
                                }
                            }
                            g.apply_legal(rng.below(legal.len()));
                        }
                    }
                }
            }
        }
        assert!(labelled > 100, "{}: only {labelled} labels checked", info.id);
        let not_an_action = serde_json::json!({ "no-such-action": true });
        assert_eq!(games::action_label(info.id, &not_an_action, &names(4, Lang::En), Lang::En), None, "{}", info.id);
    }
}

/// The tips of every game's coached first deal keep to their language and to the game's
/// terms, as its other words do.
#[test]
fn every_tip_reads_in_its_language_and_the_games_terms() {
    for info in games::playable() {
        let wrong = wrong_words(info.id);
        for t in games::tips(info.id).expect("tips (tests/tips.rs)") {
            for lang in Lang::ALL {
                let text = t.msg.get(lang);
                if let Some(p) = problem(text, lang) {
                    panic!("{}: the {:?} tip reads {text:?} in {lang:?}: {p}", info.id, t.at);
                }
                if let Some(w) = wrong.iter().find(|w| text.contains(*w)) {
                    panic!("{}: the {:?} tip says {w:?} instead of the rules' term", info.id, t.at);
                }
            }
        }
    }
}

/// Each game's terms are its rules text's: every glossary term appears in the rules
/// reference, in each language.
#[test]
fn every_glossary_term_is_in_its_rules_text() {
    let words = |s: &str| s.to_lowercase().replace('-', " ");
    for info in games::playable() {
        let rules = games::rules_text(info.id).expect("a rules text");
        let (en, ja) = (words(&rules.en.join(" ")), rules.ja.join(""));
        for t in games::glossary(info.id).expect("a glossary") {
            assert!(ja.contains(t.msg.ja), "{}: the term {:?} is not in the Japanese rules text", info.id, t.msg.ja);
            assert!(en.contains(&words(t.msg.en)), "{}: the term {:?} is not in the English rules text", info.id, t.msg.en);
            assert!(!t.not_ja.iter().any(|w| ja.contains(w)), "{}: the rules text says one of {:?}", info.id, t.not_ja);
        }
    }
}

/// The rules references and option labels stay in their language: Japanese paragraphs and
/// credits with full-width brackets and colons, English paragraphs without Japanese (an
/// English credit may quote the Japanese source's title).
#[test]
fn rules_texts_and_option_labels_keep_to_their_language() {
    for info in games::playable() {
        let rules = games::rules_text(info.id).expect("a rules text");
        for p in rules.ja {
            if let Some(e) = japanese_problem(p) {
                panic!("{}: {e} in {p:?}", info.id);
            }
        }
        for p in rules.en {
            if let Some(e) = english_problem(p) {
                panic!("{}: {e} in {p:?}", info.id);
            }
        }
        let credit = without_placeholders(rules.credit_ja);
        assert!(!credit.contains(['(', ')', ':']), "{}: half-width brackets or colons in {credit:?}", info.id);
        for lang in Lang::ALL {
            for o in info.options {
                for v in o.values {
                    let label = games::option_label(info.id, o.id, v, lang).expect("labelled (games::tests)");
                    if let Some(e) = problem(&label, lang) {
                        panic!("{}: {}={v} reads {label:?} in {lang:?}: {e}", info.id, o.id);
                    }
                }
            }
        }
        let designer = without_placeholders(info.designer_ja);
        assert!(!info.designer_en.is_empty() && !designer.is_empty(), "{}: no designer line", info.id);
        assert!(!designer.contains(['(', ')', ':']), "{}: half-width brackets or colons in {designer:?}", info.id);
    }
}

/// The string literals of Rust source, with their line numbers (comments skipped).
fn literals(src: &str) -> Vec<(usize, String)> {
    let chars: Vec<char> = src.chars().collect();
    let (mut out, mut i, mut line) = (Vec::new(), 0, 1);
    while i < chars.len() {
        match chars[i] {
            '\n' => line += 1,
            '/' if chars.get(i + 1) == Some(&'/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
                continue;
            }
            '\'' => {
                // A char literal ('"', '\'') or a lifetime ('static).
                if chars.get(i + 1) == Some(&'\\') {
                    i += 2;
                    while i < chars.len() && chars[i] != '\'' {
                        i += 1;
                    }
                } else if chars.get(i + 2) == Some(&'\'') {
                    i += 2;
                }
            }
            '"' => {
                let (start, mut text) = (line, String::new());
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    if chars[i] == '\\' {
                        text.push(chars[i]);
                        i += 1;
                    }
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    text.push(chars[i]);
                    i += 1;
                }
                out.push((start, text));
            }
            _ => {}
        }
        i += 1;
    }
    out
}

#[test]
fn literals_are_read_as_the_compiler_does() {
    let src = "let a = '\"'; // \"not this\"\nfn f<'a>(x: &'a str) { g(\"two\\\" words\", \"（全{of}）\") }\n";
    let found: Vec<(usize, String)> = literals(src);
    assert_eq!(found, [(2, "two\\\" words".to_string()), (2, "（全{of}）".to_string())]);
}

/// Messages in the source shown on purpose in the other language: the language switch
/// names the language it switches to, and the home page gives the app's name in both.
const SHOWN_IN_THE_OTHER_LANGUAGE: &[&str] = &["LANGUAGE_SWITCH =", "APP_NAME_OTHER ="];

/// Every text in the source (messages, labels, format strings, rules texts): one that is
/// mostly Japanese uses full-width brackets and colons; every `NAME = "English" / "日本語"`
/// message keeps each side to its language; and no game's words use a term other than its
/// glossary's.
#[test]
fn every_text_in_the_source_keeps_to_its_language_and_terms() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let playable: Vec<&str> = games::playable().map(|g| g.id).collect();
    let mut bad = Vec::new();
    for f in &files {
        let rel = f.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
        let text = fs::read_to_string(f).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        // The words this file may not use: a game folder's per its glossary, elsewhere
        // the shared ones.
        let folder = rel.strip_prefix("games/").and_then(|r| r.split_once('/')).map(|(g, _)| g.replace('_', "-"));
        let wrong = match folder.as_deref() {
            Some(g) if playable.contains(&g) => wrong_words(g),
            _ => terms::COMMON.iter().flat_map(|t| t.not_ja.iter().copied()).collect(),
        };
        for (n, lit) in literals(&text) {
            let line = lines.get(n - 1).copied().unwrap_or("");
            let t = without_placeholders(&lit);
            let ja = t.chars().filter(|c| is_japanese(*c)).count();
            let ascii = t.chars().filter(char::is_ascii_alphabetic).count();
            if ja > 0 && ja >= ascii && t.contains(['(', ')', ':']) {
                bad.push(format!("{rel}:{n}: half-width brackets or colons in {lit:?}"));
            }
            // A glossary line declares the wrong words it keeps out.
            if !line.contains(", not \"") {
                if let Some(w) = wrong.iter().find(|w| lit.contains(*w)) {
                    bad.push(format!("{rel}:{n}: {w:?} instead of the rules' term in {lit:?}"));
                }
            }
        }
        for (i, line) in lines.iter().enumerate() {
            let Some((en, ja)) = message_line(line) else { continue };
            if SHOWN_IN_THE_OTHER_LANGUAGE.iter().any(|m| line.trim_start().starts_with(m)) {
                continue;
            }
            for (text, lang) in [(en, Lang::En), (ja, Lang::Ja)] {
                if let Some(p) = problem(text, lang) {
                    bad.push(format!("{rel}:{}: {p} in the {lang:?} of {}", i + 1, line.trim()));
                }
            }
        }
    }
    assert!(bad.is_empty(), "words out of place:\n{}", bad.join("\n"));
}

/// The two sides of a `NAME = "English" / "日本語"` message line (`msgs!`, `glossary!`).
fn message_line(line: &str) -> Option<(&str, &str)> {
    let (name, rest) = line.trim().split_once(" = \"")?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_') {
        return None;
    }
    let (en, rest) = rest.split_once("\" / \"")?;
    let ja = &rest[..rest.find('"')?];
    Some((en, ja))
}

/// What went wrong with a saved game, a record or imported statistics reads as a sentence
/// of the person's language, with no English detail after the Japanese.
#[test]
fn record_and_statistics_errors_read_in_both_languages() {
    use torite::records::record::{self, SeatInfo};
    use torite::records::stats;
    let rules = Ruleset::defaults(games::by_id("three-tricks").unwrap());
    let seats = (0..4).map(|i| SeatInfo { name: format!("P{i}"), player: "easy".into() }).collect();
    let played = record::play_out(&rules, 3, seats, &mut |_, _, _| 0).unwrap();
    let k = played.actions.iter().position(|e| e.contains_key("play")).unwrap();
    let seat = played.actions[k]["seat"].as_u64().unwrap();
    let mut not_held = played.clone();
    let other_hand = &played.actions[1]["deal"]["hands"][((seat + 1) % 4) as usize];
    not_held.actions[k].insert("play".into(), other_hand[0].clone());
    let mut wrong_seat = played.clone();
    wrong_seat.actions[k].insert("seat".into(), ((seat + 1) % 4).into());
    let mut wrong_scores = played.clone();
    wrong_scores.scores = Some(vec![0, 0, 0, 0]);
    let mut old = played.clone();
    old.version = 0;
    let errors = [
        record::parse("nonsense").unwrap_err(),
        record::parse("{\"format\":\"torite-record\",\"version\":1,").unwrap_err(),
        record::parse(&old.to_json()).unwrap_err(),
        record::parse("{\"format\":\"chess\"}").unwrap_err(),
        not_held.replay().map(|_| ()).unwrap_err(),
        wrong_seat.replay().map(|_| ()).unwrap_err(),
        wrong_scores.replay().map(|_| ()).unwrap_err(),
    ];
    let mut messages: Vec<(Lang, String)> = errors.iter().flat_map(|e| Lang::ALL.map(|l| (l, e.message(l)))).collect();
    // And why a record's deals cannot be checked against its committed seed.
    {
        use torite::records::fairness::Unverified;
        let unverified = [
            Unverified::NoSeed,
            Unverified::NotCommitted,
            Unverified::CommitmentDiffers { recorded: "ab".into(), computed: "cd".into() },
            Unverified::ChanceDiffers { event: 2, action: 2 },
        ];
        messages.extend(unverified.iter().flat_map(|e| Lang::ALL.map(|l| (l, e.message(l)))));
    }
    for bad in ["{\"not\": \"stats\"}", "{\"format\": \"other\", \"games\": {}}", "[1,"] {
        let e = stats::parse(bad).unwrap_err();
        messages.extend(Lang::ALL.map(|l| (l, e.message(l))));
    }
    for (lang, m) in &messages {
        assert!(!m.is_empty());
        if let Some(p) = problem(m, *lang) {
            panic!("{lang:?}: {m:?}: {p}");
        }
    }
    // The English keeps what the tests of the save banner look for.
    assert!(errors[1].message(Lang::En).contains("line"), "{}", errors[1].message(Lang::En));
    assert!(errors[2].message(Lang::En).contains("version 0"), "{}", errors[2].message(Lang::En));
    assert_eq!(errors[4].message(Lang::Ja), format!("{}手目を再生できません。{}は手札にありません。", k + 1, torite::text::card(other_hand[0].as_str().unwrap(), Lang::Ja)));
}

/// Why an entered deal or a companion sheet is refused reads in both languages, with the
/// words of each game's form.
#[test]
fn companion_errors_read_in_both_languages() {
    use torite::engine::companion::{EntryError::*, Field};
    use torite::records::companion::{self, CompanionError};
    use torite::records::messages::entry_error;
    // Names as a person of either language would give them.
    let names = |lang: Lang| -> Vec<String> {
        (0..10).map(|i| if lang == Lang::Ja { format!("{}さん", ["あき", "かい", "さと", "たか", "なお", "はる", "まき", "やす", "りょう", "わか"][i]) } else { format!("Player {i}") }).collect()
    };
    let mut messages: Vec<(Lang, String)> = Vec::new();
    for id in games::COMPANION_GAMES {
        for rules in rulesets(games::by_id(id).unwrap()) {
            let g = games::start_companion(&rules).unwrap();
            let fields = g.entry_fields();
            let last = fields.len() - 1;
            let errors = [
                GameOver,
                AlreadyBegun,
                NotBegun,
                NoSuchDealer { seat: 11 },
                NotBetweenDeals,
                AnswerCount { answered: 0, fields: fields.len() },
                WrongKind { field: last },
                Length { field: 0, entered: 2, expected: 4 },
                NoSuchSeat { field: 0, seat: 11 },
                CountAbove { field: 0, seat: 1, count: 14, most: 13 },
                TrickSum { field: 0, sum: 12, total: 13 },
                RestTooSmall { field: 0, sum: 11, most: 10 },
                NoSuchChoice { field: last, choice: 9 },
                NumberAbove { field: 0, seat: 2, number: 14, most: 13 },
            ];
            for e in &errors {
                for lang in Lang::ALL {
                    let m = entry_error(lang, e, id, &fields, &names(lang));
                    let label = games::companion_label(id, fields[0].label(), lang).unwrap();
                    if matches!(e, Length { .. } | CountAbove { .. } | TrickSum { .. } | NoSuchSeat { .. } | NumberAbove { .. }) {
                        assert!(m.contains(label), "{id} {lang:?}: {m:?} does not name its question");
                    }
                    messages.push((lang, m));
                }
            }
            let sheet = companion::CompanionGame::new(&rules, names(Lang::En)[..g.seat_count()].to_vec(), 0);
            let sheet_errors = [
                companion::parse("nonsense").unwrap_err(),
                companion::parse("{\"format\":\"chess\"}").unwrap_err(),
                companion::parse(&sheet.to_json().replace("\"version\": 1", "\"version\": 0")).unwrap_err(),
                CompanionError::Names { listed: 2, seats: g.seat_count() },
                // A game whose Japanese title is all Japanese (RWD's is not, rightly).
                CompanionError::NoEntry(games::playable().map(|g| g.id).find(|id| problem(games::by_id(id).unwrap().title_ja, Lang::Ja).is_none()).unwrap().into()),
                CompanionError::NoSuchDeal { index: 3, deals: 1 },
                CompanionError::Begin(NoSuchDealer { seat: 11 }),
                CompanionError::Deal { index: 2, error: TrickSum { field: 0, sum: 12, total: 13 }, fields: fields.clone() },
                CompanionError::Deal { index: 2, error: GameOver, fields: Vec::<Field>::new() },
            ];
            messages.extend(sheet_errors.iter().flat_map(|e| Lang::ALL.map(|l| (l, e.message(l, id, &names(l))))));
        }
    }
    for (lang, m) in &messages {
        assert!(!m.is_empty());
        if let Some(p) = problem(m, *lang) {
            panic!("{lang:?}: {m:?}: {p}");
        }
    }
}
