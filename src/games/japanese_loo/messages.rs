//! The game's own words: option labels, its terms, the messages its table shows and how its
//! actions read, in both languages.

use super::{Action, Declaration};
use crate::text::{self, glossary, msgs, players_option, Lang};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value, lang) {
        ("players", n, _) => players_option(lang, n),
        ("starting-chips", n, Lang::En) => format!("{n} chips each"),
        ("starting-chips", n, Lang::Ja) => format!("持ちチップ{n}"),
        ("final-loo-extension", "on", Lang::En) => "extension deal after a final Loo".into(),
        ("final-loo-extension", "on", Lang::Ja) => "最終ディールでルーが出たら延長戦".into(),
        ("final-loo-extension", _, Lang::En) => "no extension deal".into(),
        ("final-loo-extension", _, Lang::Ja) => "延長戦なし".into(),
        _ => return None,
    })
}

glossary! { GLOSSARY:
    DECLARE_IN = "Play" / "出る";
    DECLARE_DROP = "Drop" / "下りる";
    PLAY_OR_DROP = "play or drop" / "出下り";
    LOO = "Loo" / "ルー";
    POT = "Pot" / "ポット";
    EXTENSION = "extension deal" / "延長戦";
}

msgs! {
    LOO_RULE_NOTE = "The turned-up card's suit is trump · must follow · each trick takes a fifth of the pot" / "めくった札のスートが切り札・マストフォロー・1トリックごとにポットの五分の一";
    SHARE_PER_TRICK = "per trick" / "1トリックあたり";
    DECLARE_PROMPT = "Play this deal or drop?" / "このディールに出ますか、下りますか？";
    DECLARED_IN = "in" / "出る";
    DECLARED_DROP = "out" / "下りた";
}

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, names: &[String], lang: Lang) -> String {
    match a {
        Action::FirstDealer(s) => text::first_dealer(lang, text::seat(names, *s)),
        Action::Deal { .. } => text::CARDS_DEALT.get(lang).into(),
        Action::Declare(Declaration::In) => DECLARE_IN.get(lang).into(),
        Action::Declare(Declaration::Drop) => DECLARE_DROP.get(lang).into(),
        Action::Play(c) => text::card(&c.to_string(), lang),
    }
}
