//! The game's own words: option labels, its terms, the messages its table shows and how its
//! actions read, in both languages.

use super::Action;
use crate::engine::bid::{Call, Strain};
use crate::text::{self, glossary, msgs, players_option, Lang, Moment, Tip};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value) {
        ("players", n) => players_option(lang, n),
        ("deal-method", "parity") => DEAL_PARITY.get(lang).into(),
        ("deal-method", "jokers") => DEAL_JOKERS.get(lang).into(),
        ("deal-method", "cavallo") => DEAL_CAVALLO.get(lang).into(),
        ("joker-lead-follow", "leader-trump-suit") => JOKER_LEAD_LEADER_TRUMP.get(lang).into(),
        ("joker-lead-follow", "free") => JOKER_LEAD_FREE.get(lang).into(),
        _ => return None,
    })
}

/// The words of a companion entry's questions and choices (`companion`), by label id.
pub fn companion_label(id: &str, lang: Lang) -> Option<&'static str> {
    use super::companion as c;
    Some(match id {
        c::BID => BID_ENTRY.get(lang),
        c::TRUMP => TRUMP_ENTRY.get(lang),
        c::TRICKS_WON => text::TRICKS_EACH_WON.get(lang),
        c::SPADES => SPADES_WORD.get(lang),
        c::HEARTS => HEARTS_WORD.get(lang),
        c::DIAMONDS => DIAMONDS_WORD.get(lang),
        c::CLUBS => CLUBS_WORD.get(lang),
        _ => return None,
    })
}

msgs! {
    BID_ENTRY = "Each player's bid: tricks" / "各プレイヤーのビッド（トリック数）";
    TRUMP_ENTRY = "Each player's bid: their trump suit" / "各プレイヤーのビッド（自分の切り札のスート）";
    SPADES_WORD = "♠ spades" / "♠スペード";
    HEARTS_WORD = "♥ hearts" / "♥ハート";
    DIAMONDS_WORD = "♦ diamonds" / "♦ダイヤ";
    CLUBS_WORD = "♣ clubs" / "♣クラブ";
}

glossary! { GLOSSARY:
    BID = "Bid" / "ビッド";
    OWN_TRUMP = "own trump" / "自分の切り札";
    PARITY_DEAL = "parity deal" / "パリティ方式";
    CAVALLO = "knight" / "カバロ";
    ESCAPE_CARD = "escape card" / "逃げ札";
    OVERTRICK = "overtricks" / "オーバートリック";
}

msgs! {
    TRUMPS_KEY = "Own trumps" / "自分の切り札";
    TRUMPS_LEGEND = "The suit beside each name is that player's own trump, and ★ marks a card that is a trump for whoever holds or played it. Tricks 1/2: tricks taken so far / tricks bid; take at least your bid for +bid, each missing trick costs 1 point." / "名前の横のスートがその人の自分の切り札で、★はその札を持つ人・出した人にとって切り札であることを示します。トリック1/2は取ったトリック数／ビッドした数。ビッド以上取れば+ビッド、足りないトリック1つごとに−1点です。";
}

/// The coached first deal: the goal, the bid with its own trump, the follow rule, the first
/// trick and the sheet, in the rules' words (rules.md).
pub static TIPS: &[Tip] = &[
    Tip::new(Moment::Start, "Each player names their own trump suit and the tricks they will take. Take at least your bid for +bid (overtricks earn nothing); each missing trick costs 1 point.", "各プレイヤーが自分の切り札のスートと取るトリック数をビッドします。ビッド以上取れば+ビッド（オーバートリックは加点なし）、足りないトリック1つごとに−1点です。"),
    Tip::new(Moment::Decision(&["bid"]), "Bid: first tap a number of tricks (0 is allowed), then the suit that will be your own trump. Your trump is strong only for you.", "ビッド：まずトリック数（0も可）、次に自分の切り札にするスートをタップします。自分の切り札は自分が出したときだけ強い札です。"),
    Tip::new(Moment::Decision(&["play"]), "Must follow. Your own trump beats the other suits even when you follow with it; a joker led wins, a joker played later is an escape card.", "マストフォロー。自分の切り札は、フォローで出したときも他のスートに勝ちます。リードしたジョーカーは勝ち、あとから出したジョーカーは逃げ札です。"),
    Tip::new(Moment::FirstTrick, "A trump counts only for the player whose trump it is: the highest own trump won, or with none the highest card of the led suit. The winner leads next.", "切り札はその持ち主にとってだけ切り札です。一番強い自分の切り札、なければリードされたスートで一番強い札が勝ち。勝った人が次のリードをします。"),
    Tip::new(Moment::FirstSheet, "Each row: every player's bid, tricks taken and points. As many deals as players; the highest total wins.", "各行は各プレイヤーのビッド、取ったトリック数と得点。プレイヤー数と同じ回数のディールを行い、合計点の一番高い人の勝ちです。"),
];

msgs! {
    DEAL_PARITY = "parity deal (leftover cards face up)" / "パリティ方式（余りは公開）";
    DEAL_JOKERS = "jokers added to deal every card" / "ジョーカーを入れて配りきる";
    DEAL_CAVALLO = "56-card pack with knights (7–8 players)" / "カバロ入り56枚（7〜8人）";
    JOKER_LEAD_LEADER_TRUMP = "to a led joker, follow the leader's trump suit" / "ジョーカーのリードには、リードした人の切り札スートをフォロー";
    JOKER_LEAD_FREE = "to a led joker, play any card" / "ジョーカーのリードには何を出してもよい";
    RULE_NOTE = "Bid tricks and your own trump suit · must follow · your trump is strong even when following · trumps compare by rank" / "トリック数と自分の切り札をビッド・マストフォロー・自分の切り札はフォローの時も強い・切り札どうしはランクで比べる";
    BID_PROMPT = "Your bid: a number of tricks and your own trump suit" / "ビッドしてください：トリック数と自分の切り札";
    FACE_UP = "Face up, not used" / "公開札（使わない）";
    WON_BY_JOKER = "joker lead" / "ジョーカーのリード";
    WON_BY_TRUMP = "trump" / "切り札";
    SHEET_KEY = "Each cell: the bid (number and trump suit) and the tricks taken, then the points. Made: + the bid (overtricks count nothing). Short: −1 per missing trick." / "各欄：ビッド（数と切り札）と取ったトリック、その下に得点。成功はビッド数がそのまま得点（オーバートリックは0）。不足はダウン1つにつき−1。";
}

/// A bid in words: its number and its suit, "3♥" in both languages.
pub fn bid_text(call: Call) -> String {
    match call {
        Call::Bid { level, strain: Some(Strain::Suit(s)) } => {
            let symbol = text::suit_symbol(s.letter()).unwrap_or("?");
            format!("{level}{symbol}")
        }
        other => other.to_string(),
    }
}

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, names: &[String], lang: Lang) -> String {
    match (a, lang) {
        (Action::FirstDealer(s), _) => text::first_dealer(lang, text::seat(names, *s)),
        (Action::Deal { .. }, _) => text::CARDS_DEALT.get(lang).into(),
        (Action::Bid(c), Lang::En) => format!("{} {}", BID.en, bid_text(*c)),
        (Action::Bid(c), Lang::Ja) => format!("{}を{}", bid_text(*c), BID.ja),
        (Action::Play(c), _) => text::card(&c.to_string(), lang),
    }
}

/// The game's named result (`Outcome::result`) in words: it names none.
pub fn result_label(_result: &str) -> Option<crate::text::Msg> {
    None
}
