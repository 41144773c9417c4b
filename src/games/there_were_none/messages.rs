//! The game's own words: option labels, its terms, the messages its table shows and how its
//! actions read, in both languages.

use super::{Action, TrickDecision, NO_CHIPS, ONE_CHIP};
use crate::text::{self, glossary, msgs, players_option, Lang, Moment, Msg, Tip};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value, lang) {
        ("players", n, _) => players_option(lang, n),
        ("starting-chips", n, Lang::En) => format!("{n} chips each"),
        ("starting-chips", n, Lang::Ja) => format!("持ちチップ{n}"),
        _ => return None,
    })
}

/// The words of a companion form's label, choice or refusal (`companion`), `None` for an id
/// it does not have. The last trick's rules read as the sheet names them (`decision_text`).
pub fn companion_label(id: &str, lang: Lang) -> Option<&'static str> {
    use super::companion as c;
    Some(match id {
        c::WINNERS => TRICK_WINNERS_ENTRY.get(lang),
        c::LAST_TRICK => LAST_TRICK_ENTRY.get(lang),
        c::WON_TWICE => WON_TWICE_REFUSAL.get(lang),
        _ => {
            let choice = c::LAST_TRICK_CHOICES.iter().position(|&x| x == id)?;
            decision_text(c::LAST_TRICK_RULES[choice], lang)
        }
    })
}

glossary! { GLOSSARY:
    // The rules name the led card 台札, which the other games' words keep out.
    LED_CARD = "led card" / "台札";
    DISH = "Dish" / "小皿";
    COLOUR = "colour" / "色";
}

msgs! {
    TWN_RULE_NOTE = "Two colours · a card of the other colour is trump · a void player must play their highest card · trick winners leave the deal" / "2色・台札と別の色は切り札・フォローできない人はその色で一番強い札を出す・トリックを取った人はディールから抜ける";
    OUT_OF_DEAL = "left the deal" / "抜け";
    TRICK_WINNERS_ENTRY = "Who won each trick, in order (each winner left the deal)" / "各トリックの勝者を順に（勝った人はディールから抜ける）";
    LAST_TRICK_ENTRY = "How the last trick was decided" / "最終トリックの勝ち方";
    WON_TWICE_REFUSAL = "A trick's winner leaves the deal and wins no later trick." / "トリックを取った人はディールから抜けるので、2回は勝てません。";
    TAKES_CHIPS = "Winner takes" / "勝者の取り分";
    END_NO_CHIPS = "A player has no chips left: the game ends, most chips wins" / "チップが0枚の人が出たのでゲーム終了。チップが一番多い人の勝ち";
    END_ONE_CHIP = "A player is down to 1 chip: the game ends, most chips wins" / "チップが1枚になった人が出たのでゲーム終了。チップが一番多い人の勝ち";
    DISH_LEGEND = "At the start of every deal each player puts 2 chips into the dish. Each trick's winner takes chips from it by the trick number (0, 1, 2, 2, 4, 7 for tricks 1 to 6) and leaves the deal, so the dish is emptied by the last trick." / "ディールの始めに全員が小皿にチップを2枚ずつ入れます。トリックの勝者はトリック番号に応じて小皿から取り（1〜6トリック目で0・1・2・2・4・7枚）、ディールから抜けます。最後のトリックで小皿はちょうど空になります。";
}

/// The game's named result (`Outcome::result`) in words (R17, A9); `None` for a name the
/// game never gives.
pub fn result_label(result: &str) -> Option<Msg> {
    match result {
        NO_CHIPS => Some(END_NO_CHIPS),
        ONE_CHIP => Some(END_ONE_CHIP),
        _ => None,
    }
}

/// Why a trick went the way it did, in a few words (rules.md R11, R14).
pub fn decision_text(d: TrickDecision, lang: Lang) -> &'static str {
    use TrickDecision::*;
    match (d, lang) {
        (HighestTrump, Lang::En) => "highest trump",
        (HighestTrump, Lang::Ja) => "一番強い切り札",
        (EarlierEqualTrump, Lang::En) => "equal trumps: played first",
        (EarlierEqualTrump, Lang::Ja) => "同ランクの切り札は先に出された方",
        (HighestOfLed, Lang::En) => "highest of the led colour",
        (HighestOfLed, Lang::Ja) => "台札と同じ色で一番強い",
        (EarlierEqualOfLed, Lang::En) => "equal ranks: played first",
        (EarlierEqualOfLed, Lang::Ja) => "同ランクは先に出された方",
        (HighestRank, Lang::En) => "last trick: highest rank",
        (HighestRank, Lang::Ja) => "最終トリック：一番高いランク",
        (PairColourUnlikeThird, Lang::En) => "last trick: two top cards of different colours — the one unlike the third card wins",
        (PairColourUnlikeThird, Lang::Ja) => "最終トリック：最高ランク2枚が異なる色 — 第3のカードと別の色の札が勝ち",
        (PairSameColourThirdWins, Lang::En) => "last trick: two top cards of one colour — the third card wins",
        (PairSameColourThirdWins, Lang::Ja) => "最終トリック：最高ランク2枚が同じ色 — 第3のカードが勝ち",
        (_, Lang::En) => "last trick: three of a rank — the minority colour wins",
        (_, Lang::Ja) => "最終トリック：3枚とも同ランク — 少ない方の色のカードが勝ち",
    }
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
    Tip::new(Moment::Start, "Two colours, black and red. Win a trick to take chips from the dish and leave the deal; later tricks pay more: 0, 1, 2, 2, 4, 7.", "スートは黒と赤の2色だけ。トリックに勝つと小皿からチップを受け取ってディールから抜けます。後のトリックほど多く、0・1・2・2・4・7枚。"),
    Tip::new(Moment::Decision(&["play"]), "Follow the colour of the led card. If you can't, your card is a trump of the other colour, and it must be your highest of that colour.", "台札の色をフォローします。フォローできなければ別の色の札が切り札になり、その色で一番強い札を必ず出します。"),
    Tip::new(Moment::FirstTrick, "The highest trump won, or with no trump the highest of the led colour; of equal ranks, the first played. The note under the card says which rule decided.", "一番強い切り札、なければ台札と同じ色で一番強い札が勝ち。同じランクなら先に出された方。勝った札の下に決め手が出ます。"),
    Tip::new(Moment::FirstSheet, "Each player's chips after the deal. When anyone has 1 chip or fewer, the game ends and most chips wins.", "ディール後の各プレイヤーのチップの数。誰かが1枚以下になったらゲーム終了で、一番多い人の勝ちです。"),
];
