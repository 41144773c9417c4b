//! The game's own words: option labels and the messages its table shows, in both
//! languages.

use crate::text::{msgs, Lang};
use crate::text::players_option;

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value) {
        ("players", n) => players_option(lang, n),
        ("deals-per-game", n) => deals_option(lang, n),
        ("bidding-and-trumps", _) => match lang {
            Lang::En => "no bidding, no trump".into(),
            Lang::Ja => "ビッドなし・切り札なし".into(),
        },
        _ => return None,
    })
}

msgs! {
    SECOND_HIGHEST = "second highest" / "2番目に強い";
    ONLY_LED_CARD = "only card of the suit led" / "台札だけ";
    SECOND_RULE_NOTE = "No trump · must follow · the second-highest card of the suit led wins" / "切り札なし・マストフォロー・台札と同じスートで2番目に強いカードが勝ち";
}

pub fn deals_option(lang: Lang, n: &str) -> String {
    match (lang, n) {
        (Lang::En, "n") => "one deal per player".into(),
        (Lang::Ja, "n") => "人数分のディール".into(),
        (Lang::En, "1") => "1 deal".into(),
        (Lang::En, n) => format!("{n} deals"),
        (Lang::Ja, n) => format!("{n}ディール"),
    }
}
