//! The game's own words: option labels, its terms, the messages its table shows and how its
//! actions read, in both languages.

use super::Action;
use crate::text::{self, glossary, msgs, Lang};

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
