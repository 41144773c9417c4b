//! The game's own words: option labels and the messages its table shows, in both
//! languages.

use crate::text::{msgs, Lang};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value, lang) {
        ("station-card-source", "practice-deck", Lang::En) => "stations: practice deck".into(),
        ("station-card-source", "practice-deck", Lang::Ja) => "駅カード: マストフォロー練習トランプ".into(),
        ("station-card-source", _, Lang::En) => "stations: a second deck".into(),
        ("station-card-source", _, Lang::Ja) => "駅カード: 2組目のトランプ".into(),
        ("score-recording", "chips", Lang::En) => "scores kept with chips".into(),
        ("score-recording", "chips", Lang::Ja) => "得点はチップで記録".into(),
        ("score-recording", _, Lang::En) => "scores kept on paper".into(),
        ("score-recording", _, Lang::Ja) => "得点は紙に記録".into(),
        _ => return None,
    })
}

msgs! {
    PASS_FORCED_TITLE = "Pass 1 (forced cards)" / "第1パス（指定札）";
    PASS_FREE_TITLE = "Pass 2 (any cards)" / "第2パス（自由）";
    PASS_TO_RIGHT = "To your right" / "右隣へ";
    PASS_TO_LEFT = "To your left" / "左隣へ";
    PASS_CONFIRM = "Pass these cards" / "このカードを渡す";
    PASS_HINT = "Tap a raised card for your right-hand neighbour, then one for your left." / "浮いているカードから、右隣へ渡す札、左隣へ渡す札の順に選んでください。";
    PASS_WAITING = "Waiting for the others to pass…" / "他の人が渡す札を選んでいます…";
    RECEIVED = "You received" / "受け取った札";
    ROUTE_MAP = "Route map" / "路線図";
    TE_RULE_NOTE = "No trump · must follow · each trick adds its winner's station to the route" / "切り札なし・マストフォロー・トリックの勝者の駅が路線に加わる";
    BASE_POINTS = "Base" / "基本点";
    TOP_BONUS = "Top bonus" / "トップボーナス";
    SECOND_BONUS = "Second bonus" / "セカンドボーナス";
    DEAL_SCORE = "Deal score" / "ディール得点";
    DEVELOPMENT_BONUS = "Development bonus" / "発展ボーナス";
}

pub fn from_seat(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("from {name}"),
        Lang::Ja => format!("{name}から"),
    }
}
