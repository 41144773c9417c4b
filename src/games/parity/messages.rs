//! The game's own words: option labels and the messages its table shows, in both
//! languages.

use crate::text::{msgs, Lang};
use crate::text::players_option;

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value) {
        ("players", n) => players_option(lang, n),
        ("extended-player-counts", "on") => EXTENDED_COUNTS_ON.get(lang).into(),
        ("extended-player-counts", _) => EXTENDED_COUNTS_OFF.get(lang).into(),
        _ => return None,
    })
}

msgs! {
    SCORING_TABLE = "Scoring table" / "得点表（トリック数→点）";
    EXTENDED_COUNTS_ON = "9–10 players allowed" / "9〜10人も可";
    EXTENDED_COUNTS_OFF = "up to 8 players" / "8人まで";
}
