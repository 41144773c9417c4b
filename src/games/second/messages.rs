//! The game's own words: option labels and the messages its table shows, in both
//! languages. Its actions read as every plain trick game's.

use crate::text::{glossary, msgs, players_option, Lang, tips, Moment, Tip};

pub use crate::games::plain_trick::messages::{action_label, companion_label};

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
    KEY_LEGEND = "A point for every trick won: left of each arrow the tricks taken in a deal, right of it their points." / "取ったトリック1つにつき1点です。矢印の左が1ディールで取ったトリック数、右がその得点です。";
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

/// The tips of a coached first deal (`play::coach`).
pub static TIPS: &[Tip] = &[
    Tip::new(Moment::Start, "In every trick the second-highest card of the led suit wins. Each trick you win scores 1 point.", "どのトリックも、リードされたスートで二番目に強いカードが勝ちます。1トリック1点です。"),
    Tip { at: Moment::Decision(&["play"]), msg: tips::FOLLOW_NO_TRUMP },
    Tip::new(Moment::FirstTrick, "The second-highest card of the led suit, the lead included, won. With one follower the lower of the two wins; if nobody follows, the leader wins.", "リードされたスート（リードしたカードも含む）で二番目に強いカードが勝ちました。フォローが1人なら2枚のうち弱い方、誰もフォローしなければリーダーの勝ちです。"),
    Tip::new(Moment::FirstSheet, "One row a deal: 1 point a trick. After one deal per player the highest total wins.", "1行が1ディールで、1トリック1点。人数分のディールの後、合計点が一番多い人の勝ちです。"),
];

/// The game's named result (`Outcome::result`) in words: it names none.
pub fn result_label(_result: &str) -> Option<crate::text::Msg> {
    None
}
