//! The game's own words: option labels and the messages its table shows, in both
//! languages. Its actions read as every plain trick game's.

use crate::text::{self, msgs, players_option, Lang, tips, Moment, Tip};

pub use crate::games::plain_trick::messages::{action_label, companion_label};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value) {
        ("players", n) => players_option(lang, n),
        ("extended-player-counts", "on") => EXTENDED_COUNTS_ON.get(lang).into(),
        ("extended-player-counts", _) => EXTENDED_COUNTS_OFF.get(lang).into(),
        _ => return None,
    })
}

/// The game's terms beyond the shared ones (`text::terms`): none.
pub static GLOSSARY: &[text::Term] = &[];

msgs! {
    KEY_LEGEND = "Left of each arrow the tricks taken in a deal, right of it their points. A count with the same parity (odd or even) as the hand size scores minus that many, the other parity plus; taking every trick always scores minus." / "矢印の左が1ディールで取ったトリック数、右がその得点です。手札の枚数と偶奇が同じトリック数はその数だけマイナス、違えばプラス。全部のトリックを取ると必ずマイナスです。";
    SCORING_TABLE = "Scoring table" / "得点表（トリック数→点）";
    EXTENDED_COUNTS_ON = "9–10 players allowed" / "9〜10人も可";
    EXTENDED_COUNTS_OFF = "up to 8 players" / "8人まで";
}

/// Beside the scoring table's title: " (hand of 13)" / "（手札13枚）".
pub fn for_hand_size(lang: Lang, h: u8) -> String {
    match lang {
        Lang::En => format!(" (hand of {h})"),
        Lang::Ja => format!("（{}{h}枚）", text::terms::HAND.ja),
    }
}

/// The tips of a coached first deal (`play::coach`).
pub static TIPS: &[Tip] = &[
    Tip::new(Moment::Start, "Odd or even counts: a trick count with the same parity as your hand size scores minus, the other parity plus. 0 tricks scores 0.", "獲得トリック数の奇偶で得点します。手札の枚数と奇偶が同じならマイナス、違えばプラス。0トリックは0点です。"),
    Tip { at: Moment::Decision(&["play"]), msg: tips::FOLLOW_NO_TRUMP },
    Tip { at: Moment::FirstTrick, msg: tips::HIGHEST_OF_LED_WINS },
    Tip::new(Moment::FirstSheet, "One row a deal: tricks won → points. The scoring table below gives the points of every trick count for this hand size.", "1行が1ディール。獲得トリック数→得点。下の得点表に、この手札の枚数でのトリック数ごとの得点があります。"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hand_size_note_names_the_hand() {
        assert_eq!(for_hand_size(Lang::Ja, 13), "（手札13枚）");
        assert_eq!(for_hand_size(Lang::En, 8), " (hand of 8)");
    }
}

/// The game's named result (`Outcome::result`) in words: it names none.
pub fn result_label(_result: &str) -> Option<crate::text::Msg> {
    None
}
