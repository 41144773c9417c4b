//! The games, one folder each, and the one list every registry is made from.
//!
//! A game's folder holds everything of that game, in layers that import downwards only:
//! - `mod.rs` (and any rule files): the rules — `INFO`, the engine type implementing
//!   [`Game`], a `Phase` enum with one function per phase; they know nothing of bots,
//!   records or the app;
//! - `rules.md`: the full rules the engine follows (comments cite its numbered rules);
//! - `bot.rs`: the bots' knowledge of the game ([`crate::bots::BotGame`]);
//! - `messages.rs`: its option labels, its glossary, the words its table shows, how its
//!   actions read and the tips of its coached first deal, in both languages;
//! - `rules_text.rs`: the rules reference shown at the table;
//! - `table.rs` (browser only): its table, a `Table` component;
//! - `tests.rs`: the rules' worked examples.
//!
//! [`for_each_game!`] is the one list. The app's list of games, the engine constructors,
//! the bots, the lazily loaded tables, the option labels and the rules texts all come from
//! it, so a game whose folder lacks one of those pieces does not compile, and adding a game
//! is its folder and one line here.

use crate::bots::any::AnyBotGame;
use crate::engine::companion::AnyCompanion;
use crate::engine::game::AnyGame;
use crate::engine::ruleset::{GameInfo, Ruleset};
use crate::text::{Lang, RulesText, Term};

/// The plain trick engine Parity and Second are built on: a shared rule library, not a game.
pub mod plain_trick;

/// What the games' tests share: playing a game forward by a simple policy, fixed hands.
#[cfg(test)]
pub(crate) mod test_support;

/// The one list of playable games: `folder: EngineType`, in the order the home page lists
/// them. Calls `$then! { [$extra] folder: Type, ... }`, so every registry is generated from
/// these lines.
#[macro_export]
macro_rules! for_each_game {
    ($($then:tt)::+ $(, $($extra:tt)*)?) => {
        $($then)::+! { [$($($extra)*)?]
            three_tricks: ThreeTricks,
            parity: Parity,
            second: Second,
            tricky_express: TrickyExpress,
            rwd: Rwd,
            arsene: Arsene,
            double_deck_german_whist: DoubleDeckGermanWhist,
            japanese_loo: JapaneseLoo,
            there_were_none: ThereWereNone,
            my_trump: MyTrump,
            twenty_one: TwentyOne,
            parlett_parity: ParlettParity,
            goita_to_bara: GoitaToBara,
            same_two: SameTwo,
        }
    };
}
pub use for_each_game;

/// Every game's deals can be entered in companion mode (`engine::companion`): the registry
/// below comes from the one list, [`for_each_game!`], so each engine implements `Companion`
/// (a game without it does not compile) and its `messages.rs` gives the words of its form
/// (`companion_label`).
macro_rules! companion_games {
    ([] $($game:ident: $Engine:ident),* $(,)?) => {
        /// Starts a game for entering its deals; `None` for a game not in the list.
        pub fn start_companion(rules: &Ruleset) -> Option<Box<dyn AnyCompanion>> {
            $(if rules.game.id == $game::INFO.id {
                return Some(Box::new(<$game::$Engine as crate::engine::Game>::new(rules)));
            })*
            None
        }

        /// The words of a label id of game `game`'s companion form, in `lang`.
        pub fn companion_label(game: &str, id: &str, lang: Lang) -> Option<&'static str> {
            $(if game == $game::INFO.id { return $game::messages::companion_label(id, lang); })*
            None
        }

        /// What one entry of game `game`'s sheet is (a deal for a game not listed).
        pub fn companion_unit(game: &str) -> crate::engine::companion::Unit {
            $(if game == $game::INFO.id { return <$game::$Engine as crate::engine::companion::Companion>::UNIT; })*
            crate::engine::companion::Unit::Deal
        }

        /// The ids of the games whose deals can be entered.
        pub static COMPANION_GAMES: &[&str] = &[$($game::INFO.id),*];
    };
}

for_each_game!(companion_games);

/// Games listed in the app that are not playable yet.
macro_rules! coming {
    ($($name:ident = $id:literal, $en:literal, $ja:literal;)*) => {
        $(static $name: GameInfo = GameInfo {
            id: $id,
            title_en: $en,
            title_ja: $ja,
            designer_en: "",
            designer_ja: "",
            players: &[],
            options: &[] as &[crate::engine::ruleset::OptionSpec],
            validate: None,
            scores: false,
            playable: false,
        };)*
        const COMING: &[&GameInfo] = &[$(&$name),*];
    };
}

coming! {
}

macro_rules! declare_games {
    ([] $($game:ident: $Engine:ident),* $(,)?) => {
        $(pub mod $game;)*

        /// The playable games, in list order.
        pub static PLAYABLE: &[&GameInfo] = &[$(&$game::INFO),*];

        /// How option `id`'s `value` reads in game `game`; `None` for an option or value the
        /// game does not have (a test checks every declared value has its label).
        pub fn option_label(game: &str, id: &str, value: &str, lang: Lang) -> Option<String> {
            $(if game == $game::INFO.id { return $game::messages::option_label(id, value, lang); })*
            None
        }

        /// How an action of game `game` reads, in the hint and wherever a move is named:
        /// `action` as its JSON (records, the bots' replies), `names` one name a seat as the
        /// table shows them. `None` for a game that is not playable or JSON that is not one
        /// of its actions.
        pub fn action_label(game: &str, action: &serde_json::Value, names: &[String], lang: Lang) -> Option<String> {
            $(if game == $game::INFO.id {
                let a: <$game::$Engine as crate::engine::Game>::Action = serde_json::from_value(action.clone()).ok()?;
                return Some($game::messages::action_label(&a, names, lang));
            })*
            None
        }

        /// A finished game's named result (`Outcome::result`) in words; `None` for a game
        /// or a name it never gives (a test plays every game to check its names have words).
        pub fn result_label(game: &str, result: &str) -> Option<crate::text::Msg> {
            $(if game == $game::INFO.id { return $game::messages::result_label(result); })*
            None
        }

        /// A playable game's own terms, beyond the shared `text::terms`, as its rules text
        /// writes them.
        pub fn glossary(game: &str) -> Option<&'static [Term]> {
            $(if game == $game::INFO.id { return Some($game::messages::GLOSSARY); })*
            None
        }

        /// The tips of a playable game's coached first deal (`play::coach`).
        pub fn tips(game: &str) -> Option<&'static [crate::text::Tip]> {
            $(if game == $game::INFO.id { return Some($game::messages::TIPS); })*
            None
        }

        /// One line on what makes a playable game itself (the home page's list).
        pub fn line(game: &str) -> Option<crate::text::Msg> {
            $(if game == $game::INFO.id { return Some($game::rules_text::LINE); })*
            None
        }

        /// The rules reference of a playable game.
        pub fn rules_text(game: &str) -> Option<&'static RulesText> {
            $(if game == $game::INFO.id { return Some(&$game::rules_text::RULES); })*
            None
        }
    };
}
for_each_game!(declare_games);

/// Every game, playable first, then those still to come: the home page's list.
pub fn all() -> impl Iterator<Item = &'static GameInfo> {
    PLAYABLE.iter().chain(COMING).copied()
}

pub fn by_id(id: &str) -> Option<&'static GameInfo> {
    all().find(|g| g.id == id)
}

/// The games that can be played now.
pub fn playable() -> impl Iterator<Item = &'static GameInfo> {
    PLAYABLE.iter().copied()
}

/// Evaluates `$body` with `$G` naming the engine type of the game whose id is `$id`, or
/// `$none` when no playable game has that id. Generated from [`for_each_game!`]: the
/// engine constructors here and the bots' both read it.
#[macro_export]
macro_rules! with_engine {
    ($id:expr, $G:ident => $body:expr, else $none:expr) => {
        $crate::for_each_game!($crate::__engine_match, $id, $G, $body, $none)
    };
}
pub use with_engine;

#[doc(hidden)]
#[macro_export]
macro_rules! __engine_match {
    ([$id:expr, $G:ident, $body:expr, $none:expr] $($game:ident: $Engine:ident),* $(,)?) => {{
        let id: &str = $id;
        $(if id == $crate::games::$game::INFO.id {
            type $G = $crate::games::$game::$Engine;
            $body
        } else)* {
            $none
        }
    }};
}
#[doc(hidden)]
pub use __engine_match;

/// Starts a game's engine with its bots: what each game gives [`start_with_bots`].
pub type StartWithBots = fn(&Ruleset) -> Box<dyn AnyBotGame>;

/// The engine with its bots of game `G`, as a [`StartWithBots`].
pub fn starter<G: crate::bots::BotGame>() -> StartWithBots {
    |rules| Box::new(G::new(rules))
}

/// Starts a playable game with its bots (the arena, bench, the bots' worker); `None` for a
/// game that is not playable yet, or (in the bots' worker, feature `lazy-games`) whose chunk
/// is not loaded: the worker loads it first (`src/worker.rs`).
pub fn start_with_bots(rules: &Ruleset) -> Option<Box<dyn AnyBotGame>> {
    #[cfg(feature = "lazy-games")]
    return loaded::get(rules.game.id).map(|start| start(rules));
    #[cfg(not(feature = "lazy-games"))]
    with_engine!(rules.game.id, G => Some(starter::<G>()(rules)), else None)
}

/// Starts a playable game behind the type-erased interface (records, CLI, harness);
/// `None` for a game that is listed but not playable yet (in the bots' worker: not loaded).
pub fn start(rules: &Ruleset) -> Option<Box<dyn AnyGame>> {
    #[cfg(feature = "lazy-games")]
    return start_with_bots(rules).map(|g| g as Box<dyn AnyGame>);
    #[cfg(not(feature = "lazy-games"))]
    with_engine!(rules.game.id, G => Some(Box::new(<G as crate::engine::Game>::new(rules))), else None)
}

/// The games the bots' worker has loaded (feature `lazy-games`): each game's engine and
/// bots are reached only through the [`StartWithBots`] its chunk registers here, so no game's
/// code is in the worker's main module.
#[cfg(feature = "lazy-games")]
pub mod loaded {
    use super::StartWithBots;
    use std::cell::RefCell;

    thread_local! {
        static STARTS: RefCell<Vec<(&'static str, StartWithBots)>> = const { RefCell::new(Vec::new()) };
    }

    /// Game `id` is loaded: this starts it.
    pub fn register(id: &'static str, start: StartWithBots) {
        STARTS.with(|s| {
            let mut s = s.borrow_mut();
            if !s.iter().any(|(g, _)| *g == id) {
                s.push((id, start));
            }
        });
    }

    pub fn get(id: &str) -> Option<StartWithBots> {
        STARTS.with(|s| s.borrow().iter().find(|(g, _)| *g == id).map(|(_, start)| *start))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every game starts with every value of every option it declares (where the game's
    /// checks allow it alone), so an option read with a mistyped id or value, or a declared
    /// value that does not read, fails here (`Ruleset::get`, `is` and `number` panic).
    #[test]
    fn every_game_starts_with_every_declared_value() {
        for info in playable() {
            for o in info.options {
                for v in o.values {
                    let Ok(rules) = Ruleset::with_options(info, [(o.id, *v)]) else { continue };
                    let g = start(&rules).unwrap_or_else(|| panic!("{} {}={v}", info.id, o.id));
                    assert_eq!(g.seat_count(), rules.seat_count(), "{} {}={v}", info.id, o.id);
                    assert!(start_companion(&rules).is_some(), "{} {}={v}", info.id, o.id);
                }
            }
        }
    }

    #[test]
    #[should_panic(expected = "an option the game declares")]
    fn a_mistyped_option_id_panics() {
        Ruleset::defaults(&three_tricks::INFO).get("zero-tricks-score");
    }

    #[test]
    #[should_panic(expected = "a value the option declares")]
    fn a_mistyped_option_value_panics() {
        Ruleset::defaults(&three_tricks::INFO).is("zero-trick-score", "-4");
    }

    #[test]
    fn exactly_the_playable_games_start() {
        for info in all() {
            let started = start(&Ruleset::defaults(info));
            assert_eq!(started.is_some(), info.is_playable(), "{}", info.id);
            if let Some(g) = started {
                assert_eq!(g.seat_count(), Ruleset::defaults(info).seat_count(), "{}", info.id);
            }
        }
    }

    #[test]
    fn every_named_result_has_words_in_both_languages() {
        use crate::records::record::{play_out, SeatInfo};
        for info in playable() {
            let mut named = std::collections::BTreeSet::new();
            for seed in 0..60 {
                let rules = Ruleset::defaults(info);
                let seats = (0..rules.seat_count()).map(|s| SeatInfo { name: format!("P{s}"), player: "easy".into() }).collect();
                let rec = play_out(&rules, seed, seats, &mut |g, _, rng| crate::bots::random_index(g.legal_count(), rng)).unwrap();
                let g = rec.replay().unwrap();
                named.extend(g.outcome().and_then(|o| o.result));
            }
            for r in named {
                let m = result_label(info.id, &r).unwrap_or_else(|| panic!("{}: result {r:?} has no words", info.id));
                assert!(!m.en.is_empty() && !m.ja.is_empty() && m.en != m.ja, "{}: {r}", info.id);
            }
        }
        assert_eq!(result_label("three-tricks", "lurch"), None);
    }

    #[test]
    fn ids_are_unique() {
        let ids: Vec<&str> = all().map(|g| g.id).collect();
        for (i, id) in ids.iter().enumerate() {
            assert!(!ids[..i].contains(id), "{id} is listed twice");
        }
    }

    /// Every option value of every playable game reads in both languages, in words of that
    /// game (never the raw `id = value`), and no two values of an option read alike.
    #[test]
    fn every_option_value_has_a_label_in_both_languages() {
        for g in playable() {
            for o in g.options {
                for lang in Lang::ALL {
                    let mut seen = Vec::new();
                    for v in o.values {
                        let label = option_label(g.id, o.id, v, lang)
                            .unwrap_or_else(|| panic!("{}: no {lang:?} label for {}={v}", g.id, o.id));
                        let raw = [format!("{}={v}", o.id), format!("{} = {v}", o.id)];
                        assert!(!label.trim().is_empty() && !raw.iter().any(|r| label.contains(r.as_str())), "{}: {}={v} reads {label:?}", g.id, o.id);
                        assert!(!seen.contains(&label), "{}: two values of {} read {label:?}", g.id, o.id);
                        seen.push(label);
                    }
                }
            }
            assert_eq!(option_label(g.id, "no-such-option", "x", Lang::En), None, "{}", g.id);
        }
    }

    /// Every playable game takes entered deals.
    #[test]
    fn every_games_deals_can_be_entered() {
        for g in playable() {
            assert!(COMPANION_GAMES.contains(&g.id), "{}", g.id);
            assert!(start_companion(&Ruleset::defaults(g)).is_some(), "{}", g.id);
        }
    }

    /// Every label of every companion form reads in both languages.
    #[test]
    fn every_companion_field_has_its_words() {
        for id in COMPANION_GAMES {
            let info = by_id(id).unwrap();
            for players in info.players {
                let mut rules = Ruleset::defaults(info);
                if info.players.len() > 1 {
                    rules = Ruleset::with_options(info, [("players", players.to_string().as_str())]).unwrap();
                }
                let g = start_companion(&rules).unwrap();
                let refusals = g.refusals().iter().copied();
                for label in g.entry_fields().iter().flat_map(|f| f.label_ids()).chain(refusals) {
                    {
                        for lang in Lang::ALL {
                            let words = companion_label(id, label, lang).unwrap_or_else(|| panic!("{id}: no {lang:?} words for {label}"));
                            assert!(!words.trim().is_empty(), "{id}: {label}");
                        }
                    }
                }
            }
        }
    }

    /// Every playable game has a rules reference with a credit, in both languages, with as
    /// many paragraphs in one as in the other.
    #[test]
    fn every_game_has_its_rules_text() {
        for g in playable() {
            let r = rules_text(g.id).unwrap_or_else(|| panic!("{} has no rules text", g.id));
            assert!(!r.credit_en.is_empty() && !r.credit_ja.is_empty(), "{}", g.id);
            assert!(!r.en.is_empty(), "{}", g.id);
            assert_eq!(r.en.len(), r.ja.len(), "{}: paragraphs differ between languages", g.id);
            let l = line(g.id).unwrap_or_else(|| panic!("{} has no line", g.id));
            assert!(!l.en.is_empty() && !l.ja.is_empty() && l.en.chars().count() <= 46 && l.ja.chars().count() <= 23, "{}: one line each, that fits a phone's row", g.id);
        }
    }
}
