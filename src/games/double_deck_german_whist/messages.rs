//! The game's own words: option labels and the messages its table shows, in both
//! languages.

use crate::text::{msgs, Lang};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value, lang) {
        ("match-format", "first-to-3-deals", Lang::En) => "match: first team to win 3 deals".into(),
        ("match-format", "first-to-3-deals", Lang::Ja) => "3ディール先取のマッチ".into(),
        ("match-format", _, Lang::En) => "a single deal".into(),
        ("match-format", _, Lang::Ja) => "1ディールのみ".into(),
        _ => return None,
    })
}

msgs! {
    DDGW_RULE_NOTE = "T's suit is trump and the joker plays as T · must follow · first half: the trick winner takes a face-up display card · second half: a point a trick, 7 wins the deal" / "Tのスートが切り札、ジョーカーはTとして扱う・マストフォロー・前半：トリックの勝者が表向きの場札を取る・後半：1トリック1点、7点でディールの勝ち";
    INDICATOR = "Trump T" / "切り札T";
    JOKER_IS_T = "Joker = T" / "ジョーカー＝T";
    DISPLAY = "Display" / "場札";
    STOCK = "Stock" / "山札";
    TAKE_DISPLAY_PROMPT = "You won the trick: take a face-up display card" / "トリックを取りました。表向きの場札を1枚取ってください";
    HALF_1 = "First half" / "前半";
    HALF_2 = "Second half" / "後半";
    TEAM_TRICKS = "Tricks (team)" / "チームのトリック";
    DEALS_WON = "Deals won" / "勝ったディール";
    DDGW_SHEET_KEY = "A team needs 7 of the 13 second-half tricks to win the deal." / "後半の13トリックのうち7トリック取ったチームがディールの勝ち。";
}

pub fn seen_hand(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name}'s hand (open to you)"),
        Lang::Ja => format!("{name}の手札（見えている）"),
    }
}

pub fn takes_display(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("{name} takes a display card"),
        Lang::Ja => format!("{name}が場札を取ります"),
    }
}

pub fn team_of_two(lang: Lang, a: &str, b: &str) -> String {
    match lang {
        Lang::En => format!("{a} & {b}"),
        Lang::Ja => format!("{a}・{b}"),
    }
}
