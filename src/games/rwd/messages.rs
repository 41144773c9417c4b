//! The game's own words: option labels, its terms, the messages its table shows and how its
//! actions read, in both languages.

use super::Action;
use crate::text::{self, glossary, msgs, players_option, Lang, Moment, Tip};

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

/// The words of a companion form's label (`companion`).
pub fn companion_label(id: &str, lang: Lang) -> Option<&'static str> {
    use super::companion as c;
    Some(match id {
        c::CHIPS => CHIPS_ENTRY.get(lang),
        c::TRICKS => TRICKS_ENTRY.get(lang),
        _ => return None,
    })
}

msgs! {
    CHIPS_ENTRY = "Chips each player took in the first half" / "各プレイヤーが前半ラウンドで取ったチップ数";
    TRICKS_ENTRY = "Tricks each player won in the second half" / "各プレイヤーが後半ラウンドで取ったトリック数";
}

glossary! { GLOSSARY:
    FIRST_HALF_ROUND = "first half" / "前半ラウンド", not "前半（リワインド）";
    REWIND = "rewind" / "巻き戻し";
    SECOND_HALF_ROUND = "second half" / "後半ラウンド", not "後半（プレイ）";
    PLAYBACK = "play" / "再生";
    CANDIDATE_ROW_1 = "row 1" / "第1候補カード列", not "1列目";
    CANDIDATE_ROW_2 = "row 2" / "第2候補カード列", not "2列目";
    LED_SUIT = "led suit" / "リードスート";
    START_PLAYER = "start player" / "スタートプレイヤー";
}

msgs! {
    RWD_RULE_NOTE = "Spades are trump · first half: draft counter-clockwise, the last card taken sets the led suit · second half: must follow, clockwise" / "スペードが切り札・前半ラウンドは反時計回りに取り、最後に取られた札のスートがリードスート・後半ラウンドは時計回りのマストフォロー";
    FIRST_HALF = "First half: draft" / "前半ラウンド（巻き戻し）";
    SECOND_HALF = "Second half: play" / "後半ラウンド（再生）";
    ROW_1 = "Row 1: take one" / "第1候補カード列（ここから1枚取る）";
    ROW_2 = "Row 2: next" / "第2候補カード列（次のトリック）";
    PICK_ORDER = "Pick order: " / "取る順番：";
    TAKE_FACE_DOWN = "Take the face-down card" / "裏向きの札を取る";
    CHIPS = "Chips" / "チップ";
    CHIPS_LEGEND = "Each first-half trick's winner takes 1 chip, so your chips are your first-half wins. At the end your score is your second-half tricks minus your chips; on a tie, more chips wins." / "前半ラウンドのトリックに勝った人はチップを1枚取ります（チップ数＝前半ラウンドの勝ち数）。最後に、後半ラウンドのトリック数からチップ数を引いたものが得点です。同点ならチップの多い人の勝ち。";
    YOUR_PICK = "Your pick: tap a card in row 1" / "あなたの番です。第1候補カード列から1枚取ってください";
    SCORE = "Score" / "得点";
    DRAW = "A draw: every score is 0" / "引き分け（全員0点）";
    NEXT_GAME = "Next game" / "次のゲームへ";
    LEAD_SUIT = "Led suit: " / "リードスート：";
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

/// "Draft 3 of 13" / "第3トリック（全13）": a first-half trick.
pub fn draft_trick_of(lang: Lang, n: u8, of: u8) -> String {
    match lang {
        Lang::En => format!("Draft {n} of {of}"),
        Lang::Ja => text::trick_of(lang, n, of),
    }
}

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, names: &[String], lang: Lang) -> String {
    match a {
        Action::FirstStart(s) => match lang {
            Lang::En => format!("First start player: {}", text::seat(names, *s)),
            Lang::Ja => format!("最初の{}は{}", START_PLAYER.ja, text::seat(names, *s)),
        },
        Action::Shuffle { .. } => SHUFFLED.get(lang).into(),
        Action::Take(c) => match lang {
            Lang::En => format!("Take {}", text::card(&c.to_string(), lang)),
            Lang::Ja => format!("{}を取る", text::card(&c.to_string(), lang)),
        },
        Action::TakeFaceDown => TAKE_FACE_DOWN.get(lang).into(),
        Action::Play(c) => text::card(&c.to_string(), lang),
    }
}

msgs! {
    SHUFFLED = "The cards are shuffled into the stock" / "カードをシャッフルして山札にする";
}

/// The tips of a coached first deal (`play::coach`).
pub static TIPS: &[Tip] = &[
    Tip::new(Moment::Start, "Score = tricks you win in the second half − chips you take in the first half. Spades are always trump.", "得点＝後半ラウンドで取ったトリック数−前半ラウンドで取ったチップの数。切り札は常にスペードです。"),
    Tip::new(Moment::Decision(&["take", "take-face-down"]), "First half: take one card of row 1 (the face-down one too). The last card taken sets the led suit; the highest spade, else of the led suit, takes a chip (−1).", "前半ラウンド：第1候補カード列から1枚取ります（裏向きの札も可）。最後に取られた札がリードスート。一番強いスペード、なければリードスートで一番強い札がチップ1枚（−1点）。"),
    Tip::new(Moment::Decision(&["play"]), "Second half: play the cards you took, clockwise. Must follow; spades are trump.", "後半ラウンド：前半で取った札を手札に、時計回りでプレイします。マストフォロー、切り札はスペードです。"),
    Tip::new(Moment::FirstTrick, "The highest spade won, or with no spade the highest card of the led suit. Every second-half trick is +1.", "一番強いスペード、なければリードスートで一番強い札が勝ちました。後半ラウンドのトリックは1つ+1点です。"),
    Tip::new(Moment::FirstSheet, "Score = second-half tricks − first-half chips. The highest score wins; on a tie, the one with more chips.", "得点＝後半のトリック数−前半のチップ数。一番多い人の勝ち。同点ならチップが多い人の勝ちです。"),
];

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

/// The game's named result (`Outcome::result`) in words: it names none.
pub fn result_label(_result: &str) -> Option<crate::text::Msg> {
    None
}
