//! The game's own words: option labels and the messages its table shows, in both
//! languages. Its actions read as every plain trick game's.

use crate::text::{glossary, msgs, players_option, Lang};

pub use crate::games::plain_trick::messages::action_label;

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

glossary! { GLOSSARY:
    SECOND_HIGHEST = "second highest" / "二番目に強い", not "2番目に強い";
}

msgs! {
    ONLY_LED_CARD = "only card of the suit led" / "リードされたスートはこの1枚だけ";
    SECOND_RULE_NOTE = "No trump · must follow · the second-highest card of the suit led wins" / "切り札なし・マストフォロー・リードされたスートで二番目に強いカードが勝ち";
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
