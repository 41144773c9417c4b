//! The game's own words: option labels, its terms, the messages its table shows and how its
//! actions read, in both languages.

use super::Action;
use crate::text::{self, glossary, msgs, Lang, tips, Moment, Tip};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value, lang) {
        ("station-card-source", "practice-deck", Lang::En) => "stations: practice deck".into(),
        ("station-card-source", "practice-deck", Lang::Ja) => "駅カード：マストフォロー練習トランプ".into(),
        ("station-card-source", _, Lang::En) => "stations: a second deck".into(),
        ("station-card-source", _, Lang::Ja) => "駅カード：2組目のトランプ".into(),
        ("score-recording", "chips", Lang::En) => "scores kept with chips".into(),
        ("score-recording", "chips", Lang::Ja) => "得点はチップで記録".into(),
        ("score-recording", _, Lang::En) => "scores kept on paper".into(),
        ("score-recording", _, Lang::Ja) => "得点は紙に記録".into(),
        _ => return None,
    })
}

glossary! { GLOSSARY:
    CARD_PASS = "pass" / "カードパス", not "指定札";
    STATION_CARD = "station card" / "駅カード";
    ROUTE_MAP = "Route map" / "路線マップ", not "路線図";
    PASSING_SECTION = "passing section" / "通過駅区間";
    FIRST_LONG_PASS = "first long pass" / "第1ロングパス";
    BASE_POINTS = "Base points" / "基本点";
    TOP_BONUS = "Top bonus" / "トップボーナス";
    SECOND_BONUS = "Second bonus" / "セカンドボーナス";
    DEVELOPMENT_BONUS = "Development bonus" / "発展ボーナス";
}

msgs! {
    PASS_FORCED_TITLE = "Pass 1 (highest cards)" / "カードパス1回目（一番ランクの高い札）";
    PASS_FREE_TITLE = "Pass 2 (any cards)" / "カードパス2回目（任意の札）";
    PASS_TO_RIGHT = "To your right" / "右隣へ";
    PASS_TO_LEFT = "To your left" / "左隣へ";
    PASS_CONFIRM = "Pass these cards" / "このカードを渡す";
    PASS_HINT = "Tap a raised card for your right-hand neighbour, then one for your left." / "出せるカードから、右隣へ渡す札、左隣へ渡す札の順にタップしてください。";
    PASS_WAITING = "Waiting for the others to pass…" / "他の人が渡す札を選んでいます…";
    RECEIVED = "You received" / "受け取った札";
    TE_RULE_NOTE = "No trump · must follow · each trick adds its winner's station to the route map" / "切り札なし・マストフォロー・トリックの勝者の駅カードが路線マップに加わる";
    DEAL_SCORE = "Deal score" / "ディール得点";
}

pub fn from_seat(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("from {name}"),
        Lang::Ja => format!("{name}から"),
    }
}

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, names: &[String], lang: Lang) -> String {
    let card = |c: &crate::engine::Card| text::card(&c.to_string(), lang);
    match a {
        Action::FirstDealer(s) => text::first_dealer(lang, text::seat(names, *s)),
        Action::Deal { .. } => text::CARDS_DEALT.get(lang).into(),
        Action::Pass { right, left } => match lang {
            Lang::En => format!("{} to the right, {} to the left", card(right), card(left)),
            Lang::Ja => format!("右隣へ{}・左隣へ{}", card(right), card(left)),
        },
        Action::Play(c) => card(c),
    }
}

/// The tips of a coached first deal (`play::coach`).
pub static TIPS: &[Tip] = &[
    Tip::new(Moment::Start, "Each trick you win puts your station card on the route map. Score for the most stations of others between two of your own: your first long pass.", "トリックに勝つと自分の駅カードが路線マップに並びます。自分の停車駅2つの間の通過駅が多いほど得点（一番長い区間が第1ロングパス）。"),
    Tip::new(Moment::Decision(&["pass"]), "Pass: tap a card for your right neighbour, then one for your left. Pass 1 must be your highest ranks; pass 2 may be any cards.", "カードパス：右隣へ渡す札、左隣へ渡す札の順にタップします。1回目は一番ランクの高い札、2回目は任意の札です。"),
    Tip { at: Moment::Decision(&["play"]), msg: tips::FOLLOW_NO_TRUMP },
    Tip::new(Moment::FirstTrick, "No trump: the highest card of the led suit won, and the winner's station card joined the end of the route map. Played cards are not shown again.", "切り札なし：リードされたスートで一番強い札が勝ち、勝った人の駅カードが路線マップの端に加わりました。出した札は後から見られません。"),
    Tip::new(Moment::FirstSheet, "Base points: the stations in your first long pass. Top bonus +2 and Second bonus +1 go to the longest first and second long passes. The Development bonus comes after deal 4.", "基本点は第1ロングパスの通過駅数。第1・第2ロングパスが一番長い人にトップボーナス+2点・セカンドボーナス+1点。発展ボーナスは第4ディールの後だけです。"),
];
