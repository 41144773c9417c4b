//! The game's own words: option labels and the messages its table shows, in both
//! languages.

use crate::text::{msgs, Lang};
use crate::text::players_option;

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value, lang) {
        ("players", n, _) => players_option(lang, n),
        ("starting-chips", n, Lang::En) => format!("{n} chips each"),
        ("starting-chips", n, Lang::Ja) => format!("持ちチップ{n}"),
        _ => return None,
    })
}

msgs! {
    TWN_RULE_NOTE = "Two colours · a card of the other colour is trump · a void player must play their highest card · trick winners leave the deal" / "2色・台札と違う色は切り札・フォローできない人は一番強い札を出す・トリックを取った人はディールから抜ける";
    DISH = "Dish" / "皿";
    OUT_OF_DEAL = "left the deal" / "抜け";
    TAKES_CHIPS = "Winner takes" / "勝者の取り分";
}

pub fn trick_k_of(lang: Lang, k: u8, of: u8) -> String {
    match lang {
        Lang::En => format!("Trick {k} of {of}"),
        Lang::Ja => format!("第{k}トリック（全{of}）"),
    }
}
