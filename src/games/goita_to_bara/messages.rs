//! The game's own words: option labels, its terms, the messages its table shows and how its
//! actions read, in both languages. Pieces are named by their English reading in English
//! (the table draws the kanji beside it) and by their kanji in Japanese.

use super::pieces::{Failure, Kind};
use super::Action;
use crate::text::{self, glossary, msgs, players_option, Lang, Moment, Tip};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value, lang) {
        ("players", n, _) => players_option(lang, n),
        ("piece-component", "goita-pieces", Lang::En) => "Goita pieces".into(),
        ("piece-component", "goita-pieces", Lang::Ja) => "ごいた駒".into(),
        ("piece-component", "goita-cards", Lang::En) => "Goita cards".into(),
        ("piece-component", "goita-cards", Lang::Ja) => "ごいたカード".into(),
        ("piece-component", "goi-pai", Lang::En) => "Goi-pai tiles".into(),
        ("piece-component", "goi-pai", Lang::Ja) => "ごい牌".into(),
        ("life-marker", "othello-disc", Lang::En) => "Othello disc".into(),
        ("life-marker", "othello-disc", Lang::Ja) => "オセロ駒".into(),
        ("life-marker", "stacked-chips", Lang::En) => "Two stacked chips".into(),
        ("life-marker", "stacked-chips", Lang::Ja) => "色違いのチップ2枚重ね".into(),
        _ => return None,
    })
}

/// The words of a companion form's label, choice or refusal id (`companion`).
pub fn companion_label(id: &str, lang: Lang) -> Option<&'static str> {
    use super::companion as c;
    Some(match id {
        c::CHALLENGER => CHALLENGER_ENTRY.get(lang),
        c::RESULT => RESULT_ENTRY.get(lang),
        c::SUCCEEDED => SUCCEEDED_ENTRY.get(lang),
        c::FAILED => FAILED_ENTRY.get(lang),
        c::CHALLENGER_OUT => CHALLENGER_OUT.get(lang),
        _ => return None,
    })
}

msgs! {
    CHALLENGER_ENTRY = "Challenger: the highest bidder, who turned the pieces over" / "チャレンジャー（最後まで残って駒をめくった最高入札者）";
    RESULT_ENTRY = "The challenger's bet" / "チャレンジャーの賭けの結果";
    SUCCEEDED_ENTRY = "Succeeded: every piece bid turned over safely" / "成功（宣言した枚数を無事にめくりきった）";
    FAILED_ENTRY = "Failed: a chip to the chip discard area" / "失敗（チップ1枚をチップ捨て場へ）";
    CHALLENGER_OUT = "A player who is out of the game cannot be the challenger." / "脱落したプレイヤーはチャレンジャーになれません。";
}

glossary! { GLOSSARY:
    // The source calls a player's pieces 手駒, not the cards' 手札.
    HAND_PIECES = "hand" / "手駒", not "手札";
    CHALLENGER = "challenger" / "チャレンジャー", not "挑戦者";
    DISCARD_AREA = "chip discard area" / "チップ捨て場";
    OPEN_SUPPLY = "open supply" / "表向きの駒";
    DISC = "disc" / "オセロ駒";
}

msgs! {
    PIECES_DRAWN = "Pieces drawn; the rest face up" / "手駒を取り、残りを表向きに";
    PASS = "Pass" / "パス";
    PHASE_FIRST = "Phase 1: put two pieces face down" / "フェーズ1：手駒から2枚を伏せる";
    PHASE_PLACE = "Phase 2: place a piece or challenge" / "フェーズ2：駒を伏せるかチャレンジ";
    PHASE_BID = "Phase 3: raise or pass" / "フェーズ3：上乗せかパス";
    PHASE_REVEAL = "Phase 4: the challenger turns pieces over" / "フェーズ4：チャレンジャーが伏せ駒をめくる";
    SUPPLY = "Face up" / "表向きの駒";
    SET_ASIDE = "Set aside unseen" / "見ずに除外";
    DISCARDED = "Chip discard area" / "チップ捨て場";
    SUCCESS = "Success" / "成功";
    FAILED = "Failed" / "失敗";
    OUT = "Out" / "脱落";
    YOUR_HAND = "Your pieces" / "あなたの手駒";
    CHOOSE_TWO = "Tap two pieces, then put them down" / "2枚を選んで伏せてください";
    PUT_DOWN = "Put down" / "伏せる";
    TURN_OVER_OWN = "Turn over your own pieces first" / "まず自分の伏せ駒からめくります";
    TURN_OVER_OTHERS = "Tap any face-down piece of another player" / "他のプレイヤーの伏せ駒を選んでください";
    EMPTY_HAND = "No pieces left: you must challenge" / "手駒がないのでチャレンジするしかありません";
    SAFE_RULE = "Safe: any number of pawns, at most one of each other kind, and a king only with pawns and lances" / "安全：しは何枚でも、他の種類は1枚まで、王はしと香とだけ";
    BIDDING = "Bidding" / "賭け";
    LAST_ROUND = "Last round" / "前のラウンド";
    WINS = "wins" / "の勝ち";
    NEXT_ROUND = "Next round" / "次のラウンドへ";
}

/// A kind in words: its English reading, or its kanji.
pub fn kind(k: Kind, lang: Lang) -> &'static str {
    match lang {
        Lang::En => k.reading(),
        Lang::Ja => k.kanji(),
    }
}

/// Why a challenge failed (rules.md R10), as the table says it under the pieces.
pub fn failure(f: Failure, lang: Lang) -> String {
    match (f, lang) {
        (Failure::Pair(k), Lang::En) => format!("two {}s", k.reading()),
        (Failure::Pair(k), Lang::Ja) => format!("{}が2枚", k.kanji()),
        (Failure::KingWith(k), Lang::En) => format!("king with {}", k.reading()),
        (Failure::KingWith(k), Lang::Ja) => format!("王と{}", k.kanji()),
    }
}

msgs! {
    ROUND_COLUMN = "Round" / "ラウンド";
    CHALLENGER_COLUMN = "Challenger" / "チャレンジャー";
    START_ROW = "Start" / "開始";
}

/// A player's chips and successes on the score sheet, for screen readers (the disc or the
/// stacked chips show the success).
pub fn standing(chips: u8, black: bool, lang: Lang) -> String {
    let plural = if chips == 1 { "" } else { "s" };
    match (lang, black) {
        (Lang::En, false) => format!("{chips} chip{plural}, no success"),
        (Lang::En, true) => format!("{chips} chip{plural}, one success"),
        (Lang::Ja, false) => format!("チップ{chips}枚・成功なし"),
        (Lang::Ja, true) => format!("チップ{chips}枚・成功1回"),
    }
}

/// Who starts the next round (rules.md R13 step 5), under the score sheet.
/// Why the game ended (R11, R12): a second successful challenge, or the last player with
/// chips left.
pub fn why_over(name: &str, second_success: bool, lang: Lang) -> String {
    match (lang, second_success) {
        (Lang::En, true) => format!("{name} wins with a second successful challenge."),
        (Lang::En, false) => format!("{name} wins as the last player with chips left."),
        (Lang::Ja, true) => format!("{name}が2回目のチャレンジに成功して勝ちました。"),
        (Lang::Ja, false) => format!("{name}がチップの残った最後のプレイヤーとして勝ちました。"),
    }
}

msgs! {
    /// The sheet's legend of a player's standing.
    LEGEND_CHIPS = "the number: chips left (none: out)" / "数字：残りのチップ（0枚で脱落）";
    LEGEND_WHITE = "no success yet" / "成功なし";
    LEGEND_BLACK = "one success: the next one wins" / "成功1回：次の成功で勝ち";
}

pub fn next_start(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Next round's start player: {name}"),
        Lang::Ja => format!("次のラウンドのスタートプレイヤー：{name}"),
    }
}

/// A player's hand size, for screen readers.
pub fn hand_size(n: u8, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{n} in hand"),
        Lang::Ja => format!("手駒{n}枚"),
    }
}

/// Bid of `n` pieces in words.
pub fn pieces(n: u8, lang: Lang) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 piece".into(),
        (Lang::En, n) => format!("{n} pieces"),
        (Lang::Ja, n) => format!("{n}枚"),
    }
}

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, names: &[String], lang: Lang) -> String {
    let name = |s| text::seat(names, s);
    match (a, lang) {
        (Action::FirstPlayer(s), Lang::En) => format!("Start player: {}", name(*s)),
        (Action::FirstPlayer(s), Lang::Ja) => format!("スタートプレイヤーは{}", name(*s)),
        (Action::Deal { .. }, _) => PIECES_DRAWN.get(lang).into(),
        (Action::FirstPieces([a, b]), Lang::En) => format!("Put down {} and {}", a.reading(), b.reading()),
        (Action::FirstPieces([a, b]), Lang::Ja) => format!("{}と{}を伏せる", a.kanji(), b.kanji()),
        (Action::Place(k), Lang::En) => format!("Place a {}", k.reading()),
        (Action::Place(k), Lang::Ja) => format!("{}を伏せる", k.kanji()),
        (Action::Challenge(n), Lang::En) => format!("Challenge: {}", pieces(*n, lang)),
        (Action::Challenge(n), Lang::Ja) => format!("チャレンジ：{}", pieces(*n, lang)),
        (Action::Raise(n), Lang::En) => format!("Raise to {}", pieces(*n, lang)),
        (Action::Raise(n), Lang::Ja) => format!("{}に上乗せ", pieces(*n, lang)),
        (Action::Pass, _) => PASS.get(lang).into(),
        (Action::Reveal { seat, pos }, Lang::En) => format!("Turn over {}'s piece {}", name(*seat), pos + 1),
        (Action::Reveal { seat, pos }, Lang::Ja) => format!("{}の{}枚目をめくる", name(*seat), pos + 1),
    }
}

/// The tips of a coached first game (`play::coach`). The first trick and the first sheet of
/// a trick game are here the first piece turned over and the first round's result.
pub static TIPS: &[Tip] = &[
    Tip::new(Moment::Start, "Bluff with goita pieces: bid how many face-down pieces you can turn over without a second piece of a kind (pawns excepted) or a king with anything but pawns and lances. Two successes win; lose all 4 chips and you are out.", "ごいた駒で遊ぶブラフゲーム。同じ種類の駒2枚（しは除く）、または王としと香以外の駒をめくらずに、何枚めくれるかを賭けます。2回成功で勝ち、チップ4枚を全部失うと脱落です。"),
    Tip::new(Moment::Decision(&["first-pieces"]), "Choose two pieces to lay face down. Your own row is turned over first when you are the challenger, so safe pieces help you and risky ones trap others.", "伏せる2枚を選びます。チャレンジャーになると自分の伏せ駒から先にめくるので、安全な駒は自分を助け、危険な駒は他の人の罠になります。"),
    Tip::new(Moment::Decision(&["place", "challenge"]), "Place one more piece, or challenge by bidding how many face-down pieces you will turn over. With no pieces left you must challenge.", "駒をもう1枚伏せるか、何枚めくるかを宣言してチャレンジします。手駒がなければチャレンジするしかありません。"),
    Tip::new(Moment::Decision(&["raise", "pass"]), "Raise to a higher bid or pass. The last one left becomes the challenger. The face-up pieces show what is not hidden.", "より多い枚数に上乗せするかパス。最後に残った人がチャレンジャーです。表向きの駒を見れば、伏せられていない駒がわかります。"),
    Tip::new(Moment::Decision(&["reveal"]), "Turn over your own pieces first, then any other player's. A second piece of a kind other than pawn, or the king with anything but pawn and lance, fails.", "まず自分の伏せ駒、次に他の人の伏せ駒をめくります。し以外の同じ種類が2枚、または王としと香以外の駒が出たら失敗です。"),
    Tip::new(Moment::FirstTrick, "A piece was turned over, and the check runs after every one: a second piece of a kind other than pawn, or the king with anything but pawns and lances, ends the challenge at once.", "駒がめくられました。1枚ごとに判定します。し以外の同じ種類が2枚、または王としと香以外の駒が出たら、その時点でチャレンジ失敗です。"),
    Tip::new(Moment::FirstSheet, "The round's result: the bids, the pieces turned over in order, and why a challenge failed. A success turns the disc black and a second one wins; a failure costs a chip. Next round shuffles all 32 pieces again.", "ラウンドの結果：賭けの経過、めくった駒、失敗の理由。成功するとオセロ駒が黒になり、2回目の成功で勝ち。失敗するとチップを1枚失います。次のラウンドでは32枚すべてをシャッフルし直します。"),
];

/// The game's named result (`Outcome::result`) in words: it names none.
pub fn result_label(_result: &str) -> Option<crate::text::Msg> {
    None
}
