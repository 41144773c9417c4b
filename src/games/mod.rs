//! The games, one folder each, and the registry the app, CLI and tests read.

use crate::engine::ruleset::{GameInfo, OptionSpec};

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
            start: None,
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
