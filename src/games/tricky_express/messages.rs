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

/// The words of a companion entry's questions (`companion`), by label id.
pub fn companion_label(id: &str, lang: Lang) -> Option<&'static str> {
    match id {
        super::companion::ROUTE => Some(ROUTE_ENTRY.get(lang)),
        _ => None,
    }
}

msgs! {
    ROUTE_ENTRY = "Route map: who won each trick, first trick first" / "路線マップ：各トリックの勝者（1トリック目から順に）";
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
    PASS_BOTH_CHOSEN = "Both cards are chosen. Tap a chosen card to take it back, or press “Pass these cards”." / "渡す札は2枚とも選んであります。選んだ札をもう一度タップすると戻せます。よければ「このカードを渡す」を押してください。";
    RECEIVED = "You received" / "受け取った札";
    TE_RULE_NOTE = "No trump · must follow · each trick adds its winner's station to the route map" / "切り札なし・マストフォロー・トリックの勝者の駅カードが路線マップに加わる";
    DEAL_SCORE = "Deal score" / "ディール得点";
    ROUTE_MAP_LEGEND = "Each trick puts its winner's station card at the right-hand end of the route map: a dot in that player's colour, with their number. Dashed dots are the tricks still to play. For you, the others' stations between two of your own are passing stations: the more, the more points." / "トリックに勝った人の駅カードが路線マップの右端に並びます（その人の色と番号の丸）。点線の丸はまだのトリックです。自分の駅2つの間にある他の人の駅が通過駅で、多いほど得点になります。";
    ROUTE_SHEET_LEGEND = "One row a player, one dot a trick in its winner's colour; ● marks that player's own stations. A gold ring marks the passing stations of their first long pass, a light blue ring those of the second long pass." / "1行が1人、丸が1トリックで、勝った人の色です。●はその人自身の駅。金色の輪は第1ロングパスの通過駅、水色の輪は第2ロングパスの通過駅です。";
    BASE_LEGEND = "The passing stations in your first long pass (your longest passing section between two of your own stations), 1 point each." / "第1ロングパス（自分の駅2つの間で一番長い通過駅区間）の通過駅の数です。1駅1点。";
    TOP_BONUS_LEGEND = "+2 to the player with the longest first long pass; on a tie, to the one whose section was completed at the later trick. Nobody gets it when the longest is 0." / "第1ロングパスが一番長い人に+2点。同じ長さなら、その区間が後のトリックで完成した人に。一番長くても0なら誰にも入りません。";
    SECOND_BONUS_LEGEND = "+1 to the player with the longest second long pass, decided as the top bonus. One player may get both bonuses." / "第2ロングパスが一番長い人に+1点（決め方はトップボーナスと同じ）。1人が両方のボーナスを得ることもあります。";
    DEVELOPMENT_LEGEND = "After deal 4 only: if your base points never went down over the four deals and ended higher than they began, 8 points, less 1 for each deal equal to the one before." / "第4ディールの後だけ：4回の基本点が一度も下がらず、最後が最初より大きければ8点。前のディールと同じだった回数だけ1点ずつ減ります。";
    SHEET_KEY_LABEL = "Points" / "得点";
}

/// Which number stands for which player on the route map: "1 You · 2 West · …".
pub fn station_key(names: &[String]) -> String {
    names.iter().enumerate().map(|(s, n)| format!("{} {n}", s + 1)).collect::<Vec<_>>().join(" · ")
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

/// The game's named result (`Outcome::result`) in words: it names none.
pub fn result_label(_result: &str) -> Option<crate::text::Msg> {
    None
}
