//! The game's own words: option labels and the messages its table shows, in both
//! languages.

use crate::text::{msgs, Lang};
use crate::text::players_option;

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value, lang) {
        ("players", n, _) => players_option(lang, n),
        ("match-format", "first-to-3-wins", Lang::En) => "match: first to 3 wins".into(),
        ("match-format", "first-to-3-wins", Lang::Ja) => "3勝先取".into(),
        ("match-format", _, Lang::En) => "a single game".into(),
        ("match-format", _, Lang::Ja) => "1ゲーム".into(),
        _ => return None,
    })
}

msgs! {
    RWD_RULE_NOTE = "Spades are trump · first half: draft counter-clockwise, the last card taken sets the lead · second half: must follow, clockwise" / "スペードが切り札・前半は反時計回りにドラフトし、最後に取られた札が台札・後半は時計回りのマストフォロー";
    FIRST_HALF = "First half: draft" / "前半（リワインド）";
    SECOND_HALF = "Second half: play" / "後半（プレイ）";
    ROW_1 = "Row 1: take one" / "1列目（ここから1枚取る）";
    ROW_2 = "Row 2: next" / "2列目（次の列）";
    PICK_ORDER = "Pick order" / "取る順番";
    TAKE_FACE_DOWN = "Take the face-down card" / "裏向きの札を取る";
    CHIPS = "Chips" / "チップ";
    YOUR_PICK = "Your pick: tap a card in row 1" / "あなたの番です。1列目から1枚取ってください";
    SCORE = "Score" / "得点";
    DRAW = "A draw: every score is 0" / "引き分け（全員0点）";
    NEXT_GAME = "Next game" / "次のゲームへ";
    LEAD_SUIT = "lead" / "台札";
    HIDDEN = "hidden" / "非公開";
}

/// "West won the draft trick and takes a chip"; `you` when the winner is the seat shown
/// (its name is then "You").
pub fn won_pick(lang: Lang, name: &str, you: bool) -> String {
    match (lang, you) {
        (Lang::En, false) => format!("{name} won the draft trick and takes a chip"),
        (Lang::En, true) => format!("{name} won the draft trick and take a chip"),
        (Lang::Ja, _) => format!("{name}がトリックを取り、チップを1枚受け取ります"),
    }
}

pub fn draft_trick_of(lang: Lang, n: u8, of: u8) -> String {
    match lang {
        Lang::En => format!("Draft {n} of {of}"),
        Lang::Ja => format!("ドラフト {n}/{of}"),
    }
}

pub fn play_trick_of(lang: Lang, n: u8, of: u8) -> String {
    match lang {
        Lang::En => format!("Trick {n} of {of}"),
        Lang::Ja => format!("トリック {n}/{of}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_draft_winner_reads_right_for_you_and_for_others() {
        assert_eq!(won_pick(Lang::En, "You", true), "You won the draft trick and take a chip");
        assert_eq!(won_pick(Lang::En, "West", false), "West won the draft trick and takes a chip");
        assert_eq!(won_pick(Lang::Ja, "あなた", true), "あなたがトリックを取り、チップを1枚受け取ります");
    }
}
