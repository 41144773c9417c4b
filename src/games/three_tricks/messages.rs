//! The game's own words: option labels and how its actions read, in both languages.

use super::Action;
use crate::text::{self, msgs, Lang, tips, Moment, Tip};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, lang) {
        ("zero-trick-score", Lang::En) => format!("0 tricks scores {value}"),
        ("zero-trick-score", Lang::Ja) => format!("0トリックは{value}点"),
        _ => return None,
    })
}

/// The game's terms beyond the shared ones (`text::terms`): none; its rules are plain
/// no-trump trick-taking.
pub static GLOSSARY: &[text::Term] = &[];

/// The words of a companion entry's question (`companion`), by label id.
pub fn companion_label(id: &str, lang: Lang) -> Option<&'static str> {
    (id == crate::games::plain_trick::companion::TRICKS_WON).then(|| text::TRICKS_EACH_WON.get(lang))
}

msgs! {
    KEY_LEGEND = "Each deal, the tricks you took (left of the arrow) give the points on its right: 1, 2 or 3 tricks score their square (+1, +4, +9), 4 or more lose one point a trick, and 0 tricks scores what the options set." / "各ディールで取ったトリック数（矢印の左）が右の点になります。1〜3トリックはその2乗（+1・+4・+9）、4トリック以上は1トリックにつき−1点、0トリックはオプションで決めた点です。";
}

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, names: &[String], lang: Lang) -> String {
    match a {
        Action::FirstDealer(s) => text::first_dealer(lang, text::seat(names, *s)),
        Action::Deal { .. } => text::CARDS_DEALT.get(lang).into(),
        Action::Play(c) => text::card(&c.to_string(), lang),
    }
}

/// The tips of a coached first deal (`play::coach`).
pub static TIPS: &[Tip] = &[
    Tip::new(Moment::Start, "Aim for exactly three tricks: 3 tricks score +9, and 4 or more score minus.", "ちょうど3トリックを狙うゲームです。3トリックで+9点、4トリック以上はマイナスになります。"),
    Tip { at: Moment::Decision(&["play"]), msg: tips::FOLLOW_NO_TRUMP },
    Tip { at: Moment::FirstTrick, msg: tips::HIGHEST_OF_LED_WINS },
    Tip::new(Moment::FirstSheet, "One row a deal: tricks won → points (1 → +1, 2 → +4, 3 → +9; none, or 4 and more, score minus). After 4 deals the total decides the ranks.", "1行が1ディール。獲得トリック数→得点（1→+1、2→+4、3→+9。0トリックと4トリック以上はマイナス）。4ディール後の合計点で順位が決まります。"),
];

/// The game's named result (`Outcome::result`) in words: it names none.
pub fn result_label(_result: &str) -> Option<crate::text::Msg> {
    None
}
