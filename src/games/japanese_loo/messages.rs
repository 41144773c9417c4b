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
        ("final-loo-extension", "on", Lang::En) => "extension deal after a final Loo".into(),
        ("final-loo-extension", "on", Lang::Ja) => "最終ディールでルーが出たら延長".into(),
        ("final-loo-extension", _, Lang::En) => "no extension deal".into(),
        ("final-loo-extension", _, Lang::Ja) => "延長なし".into(),
        _ => return None,
    })
}

msgs! {
    LOO_RULE_NOTE = "The turned-up card's suit is trump · must follow · each trick takes a fifth of the pot" / "めくった札のスートが切り札・マストフォロー・1トリックごとにポットの5分の1";
    TRUMP = "Trump" / "切り札";
    POT = "Pot" / "ポット";
    SHARE_PER_TRICK = "per trick" / "1トリックあたり";
    DECLARE_PROMPT = "Play this deal or drop?" / "このディールに出ますか、下りますか？";
    DECLARE_IN = "Play (出る)" / "出る";
    DECLARE_DROP = "Drop (下りる)" / "下りる";
    DECLARED_IN = "in" / "出";
    DECLARED_DROP = "out" / "下り";
    LOO = "Loo" / "ルー";
}
