//! The game's own words: option labels, its terms, the messages its table shows and how its
//! actions read, in both languages.

use super::{Action, Declaration};
use crate::text::{self, glossary, msgs, players_option, Lang, Moment, Tip};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value, lang) {
        ("players", n, _) => players_option(lang, n),
        ("starting-chips", n, Lang::En) => format!("{n} chips each"),
        ("starting-chips", n, Lang::Ja) => format!("持ちチップ{n}"),
        ("final-loo-extension", "on", Lang::En) => "extension deal after a final Loo".into(),
        ("final-loo-extension", "on", Lang::Ja) => "最終ディールでルーが出たら延長戦".into(),
        ("final-loo-extension", _, Lang::En) => "no extension deal".into(),
        ("final-loo-extension", _, Lang::Ja) => "延長戦なし".into(),
        _ => return None,
    })
}

/// The words of a companion form's label, choice or refusal (`companion`), `None` for an id
/// it does not have.
pub fn companion_label(id: &str, lang: Lang) -> Option<&'static str> {
    use super::companion as c;
    Some(match id {
        c::DECLARATION => DECLARATION_ENTRY.get(lang),
        c::PLAY => DECLARE_IN.get(lang),
        c::DROP => DECLARE_DROP.get(lang),
        c::TRICKS_WON => text::TRICKS_EACH_WON.get(lang),
        c::NOBODY_IN => NOBODY_IN_REFUSAL.get(lang),
        c::DROPPED_TOOK_TRICKS => DROPPED_TOOK_TRICKS_REFUSAL.get(lang),
        c::FIVE_TRICKS => FIVE_TRICKS_REFUSAL.get(lang),
        c::ALONE_NO_TRICKS => ALONE_NO_TRICKS_REFUSAL.get(lang),
        _ => return None,
    })
}

glossary! { GLOSSARY:
    DECLARE_IN = "Play" / "出る";
    DECLARE_DROP = "Drop" / "下りる";
    PLAY_OR_DROP = "play or drop" / "出下り";
    LOO = "Loo" / "ルー";
    POT = "Pot" / "ポット";
    EXTENSION = "extension deal" / "延長戦";
}

msgs! {
    LOO_RULE_NOTE = "The turned-up card's suit is trump · must follow · each trick takes a fifth of the pot" / "めくった札のスートが切り札・マストフォロー・1トリックごとにポットの五分の一";
    SHARE_PER_TRICK = "per trick" / "1トリックあたり";
    POT_LEGEND = "Chips go into the pot: the dealer's ante 5, 5 from each player who drops, 10 from each Loo of the last deal. Each trick takes one fifth of the pot as it stood when play began (the chips per trick). A player who played but took no trick is Loo and pays 10 into the next pot." / "ポットに入るチップ：ディーラーの5、下りた人の5（下り賃）、前のディールでルーになった人の10。1トリックごとに、プレイ開始時のポットの五分の一を取ります（1トリックあたりの数）。出たのに1トリックも取れなかった人はルーで、次のポットに10払います。";
    DECLARE_PROMPT = "Play this deal or drop?" / "このディールに出ますか、下りますか？";
    DECLARED_IN = "in" / "出る";
    DECLARED_DROP = "out" / "下りた";
    DECLARATION_ENTRY = "Each player's declaration: play or drop" / "各プレイヤーの出下り（出る・下りる）";
    NOBODY_IN_REFUSAL = "Someone plays: when everyone before the dealer drops, the dealer cannot drop." / "全員が下りることはありません。ディーラーより前の全員が下りたら、ディーラーは下りられません。";
    DROPPED_TOOK_TRICKS_REFUSAL = "A player who dropped takes no tricks." / "下りた人はトリックを取りません。";
    FIVE_TRICKS_REFUSAL = "The players who play take 5 tricks in all." / "出た人が取るトリックは合わせて5です。";
    ALONE_NO_TRICKS_REFUSAL = "A player left alone takes the pot without playing tricks." / "1人だけ残った人はトリックをせずにポットを取ります。";
}

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, names: &[String], lang: Lang) -> String {
    match a {
        Action::FirstDealer(s) => text::first_dealer(lang, text::seat(names, *s)),
        Action::Deal { .. } => text::CARDS_DEALT.get(lang).into(),
        Action::Declare(Declaration::In) => DECLARE_IN.get(lang).into(),
        Action::Declare(Declaration::Drop) => DECLARE_DROP.get(lang).into(),
        Action::Play(c) => text::card(&c.to_string(), lang),
    }
}

/// The tips of a coached first deal (`play::coach`).
pub static TIPS: &[Tip] = &[
    Tip::new(Moment::Start, "Win chips from the pot: each trick takes a fifth of it. Playing and winning no trick is Loo: you pay 10 chips next deal.", "ポットのチップを取り合います。1トリックごとにポットの五分の一。出て1トリックも取れないとルーで、次のディールに10チップ払います。"),
    Tip::new(Moment::Decision(&["declare"]), "Play or drop: judge your 5 cards against the trump. Dropping costs 5 chips; playing risks Loo.", "出下り：手札5枚と切り札を見て決めます。下りると下り賃5チップ、出ればルーの危険があります。"),
    Tip::new(Moment::Decision(&["play"]), "Must follow; if you can't, play any card. You need not play a trump.", "マストフォロー。フォローできなければ何を出してもかまいません。切り札を出す義務はありません。"),
    Tip::new(Moment::FirstTrick, "The highest trump won, or with no trump the highest of the led suit. The winner takes a fifth of the pot and leads next.", "一番強い切り札、なければリードされたスートで一番強い札が勝ち。勝った人はポットの五分の一を受け取り、次のリードをします。"),
    Tip::new(Moment::FirstSheet, "Each row: the chips every player holds after that deal. Most chips at the end wins.", "各行はそのディール後に各プレイヤーが持っているチップの数。最後に一番多い人の勝ちです。"),
];

/// The game's named result (`Outcome::result`) in words: it names none.
pub fn result_label(_result: &str) -> Option<crate::text::Msg> {
    None
}
