//! The games, one folder each, and the registry the app, CLI and tests read.

use crate::engine::game::{AnyGame, Game};
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};

pub mod arsene;
pub mod double_deck_german_whist;
pub mod japanese_loo;
pub mod parity;
pub mod rwd;
pub mod second;
pub mod there_were_none;
pub mod three_tricks;
pub mod tricky_express;

/// Games listed in the app that are not playable yet (each has a spec in the design).
macro_rules! coming {
    ($name:ident, $id:literal, $en:literal, $ja:literal) => {
        static $name: GameInfo = GameInfo {
            id: $id,
            title_en: $en,
            title_ja: $ja,
            designer_en: "",
            designer_ja: "",
            players: &[],
            options: &[] as &[OptionSpec],
            validate: None,
            playable: false,
        };
    };
}

coming!(MY_TRUMP, "my-trump", "My Trump", "マイトランプ");
coming!(TWENTY_ONE, "twenty-one", "Twenty-One", "トゥエンティワン (21)");
coming!(PARLETT_PARITY, "parlett-parity", "Parlett's Parity", "パリティ（パーレット）");
coming!(SAME_TWO, "same-two", "Same Two", "セイムツー");
coming!(GOITA_TO_BARA, "goita-to-bara", "Goita to Bara", "娯慰多と薔薇");

/// Every game, in the order the home page lists them.
pub static ALL: &[&GameInfo] = &[
    &three_tricks::INFO,
    &parity::INFO,
    &second::INFO,
    &tricky_express::INFO,
    &rwd::INFO,
    &arsene::INFO,
    &double_deck_german_whist::INFO,
    &japanese_loo::INFO,
    &there_were_none::INFO,
    &MY_TRUMP,
    &TWENTY_ONE,
    &PARLETT_PARITY,
    &SAME_TWO,
    &GOITA_TO_BARA,
];

pub fn by_id(id: &str) -> Option<&'static GameInfo> {
    ALL.iter().copied().find(|g| g.id == id)
}

/// The games that can be played now.
pub fn playable() -> impl Iterator<Item = &'static GameInfo> {
    ALL.iter().copied().filter(|g| g.is_playable())
}

/// The one list of playable engines: evaluates `$body` with `$G` naming the engine type of
/// game `$id`, or `$none` for a game without an engine. `start` here and the bots' `start`
/// both read it, so a new game is registered once.
macro_rules! with_engine {
    ($id:expr, $G:ident => $body:expr, else $none:expr) => {
        match $id {
            "three-tricks" => { type $G = $crate::games::three_tricks::ThreeTricks; $body }
            "parity" => { type $G = $crate::games::parity::Parity; $body }
            "second" => { type $G = $crate::games::second::Second; $body }
            "tricky-express" => { type $G = $crate::games::tricky_express::TrickyExpress; $body }
            "rwd" => { type $G = $crate::games::rwd::Rwd; $body }
            "arsene" => { type $G = $crate::games::arsene::Arsene; $body }
            "double-deck-german-whist" => { type $G = $crate::games::double_deck_german_whist::DoubleDeckGermanWhist; $body }
            "japanese-loo" => { type $G = $crate::games::japanese_loo::JapaneseLoo; $body }
            "there-were-none" => { type $G = $crate::games::there_were_none::ThereWereNone; $body }
            _ => $none,
        }
    };
}
pub(crate) use with_engine;

/// Starts a playable game behind the type-erased interface (records, CLI, harness);
/// `None` for a game that is listed but not playable yet.
pub fn start(rules: &Ruleset) -> Option<Box<dyn AnyGame>> {
    with_engine!(rules.game.id, G => Some(Box::new(G::new(rules))), else None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exactly_the_playable_games_start() {
        for info in ALL {
            let started = start(&Ruleset::defaults(info));
            assert_eq!(started.is_some(), info.is_playable(), "{}", info.id);
            if let Some(g) = started {
                assert_eq!(g.seat_count(), Ruleset::defaults(info).seat_count(), "{}", info.id);
            }
        }
    }
}
