//! The game's own words: option labels, its terms, the messages its table shows and how its
//! actions read, in both languages. The Japanese terms are the source translation's
//! (指標カード, 偶奇, ノンディーラー, ラーチ, 切り札なし宣言).

use super::{Action, Parity, Trump};
use crate::text::{self, glossary, msgs, Lang, Moment, Msg, Tip};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    let on_off = |m: Msg| -> Option<String> {
        match value {
            "on" => Some(m.get(lang).into()),
            "off" => Some(format!("{}{}", m.get(lang), OFF_SUFFIX.get(lang))),
            _ => None,
        }
    };
    match (id, value) {
        ("no-trump-call", _) => on_off(OPT_NO_TRUMP_CALL),
        ("joker-variant", _) => on_off(OPT_JOKERS),
        ("short-game", "on") => Some(OPT_SHORT.get(lang).into()),
        ("short-game", "off") => Some(OPT_FULL.get(lang).into()),
        ("indicator-ranks", "2-3") => Some(OPT_INDICATORS_23.get(lang).into()),
        ("indicator-ranks", "7-8") => Some(OPT_INDICATORS_78.get(lang).into()),
        _ => None,
    }
}

/// The words of a companion form's label (`companion`): the suits by their symbols, as the
/// table shows trumps.
pub fn companion_label(id: &str, lang: Lang) -> Option<&'static str> {
    use super::companion as c;
    Some(match id {
        c::TRUMP => TRUMP_ENTRY.get(lang),
        c::SPADES => text::suit_symbol('S')?,
        c::HEARTS => text::suit_symbol('H')?,
        c::DIAMONDS => text::suit_symbol('D')?,
        c::CLUBS => text::suit_symbol('C')?,
        c::NO_TRUMP => NO_TRUMP_ENTRY.get(lang),
        c::PARITY => PARITY_ENTRY.get(lang),
        c::ODD => ODD.get(lang),
        c::EVEN => EVEN.get(lang),
        c::COUNTED_TRICKS => COUNTED_ENTRY.get(lang),
        c::TRICKS => text::TRICKS_EACH_WON.get(lang),
        c::NO_TRUMP_NOT_BEHIND => NOT_BEHIND.get(lang),
        _ => return None,
    })
}

msgs! {
    TRUMP_ENTRY = "Trumps the non-dealer named" / "ノンディーラーが宣言した切り札";
    NO_TRUMP_ENTRY = "No trump (no-trump call)" / "切り札なし（切り札なし宣言）";
    PARITY_ENTRY = "The parity the dealer announced" / "ディーラーが宣言した偶奇";
    COUNTED_ENTRY = "Tricks each player won (the first trick counts 2)" / "各プレイヤーが取ったトリック数（最初のトリックは2トリック）";
    NOT_BEHIND = "The non-dealer may make the no-trump call only when strictly behind in total score." / "ノンディーラーが切り札なし宣言をできるのは、総合点で負けているときだけです。";
}

glossary! { GLOSSARY:
    NON_DEALER = "non-dealer" / "ノンディーラー", not "ノン・ディーラー";
    INDICATOR = "indicator card" / "指標カード";
    PARITY = "parity" / "偶奇", not "奇偶性";
    ODD = "odd" / "奇数";
    EVEN = "even" / "偶数";
    NO_TRUMP_CALL = "no-trump call" / "切り札なし宣言";
    LURCH = "lurch" / "ラーチ";
    DOUBLE_LURCH = "double lurch" / "ダブル・ラーチ";
}

/// The coached first deal: the goal, naming trumps and parity, play, the first trick (it
/// counts double) and the sheet, in the rules' words (rules.md).
pub static TIPS: &[Tip] = &[
    Tip::new(Moment::Start, "Both hands are open. The non-dealer names trumps, the dealer names odd or even; the player whose tricks have that parity scores 10 + tricks. First to 100 wins.", "両者の手札は公開です。ノンディーラーが切り札を、ディーラーが奇数か偶数かを宣言し、その偶奇のトリック数を取った方だけが10点＋トリック数を得点します。先に100点に達した方の勝ち。"),
    Tip::new(Moment::Decision(&["trump"]), "You are the non-dealer: name the trump suit. The dealer will then choose odd or even knowing your choice, so pick the suit that leaves you well placed either way.", "あなたはノンディーラー：切り札のスートを宣言します。ディーラーはそれを見て奇数か偶数かを決めるので、どちらになっても戦えるスートを選びましょう。"),
    Tip::new(Moment::Decision(&["parity"]), "You are the dealer: announce odd or even. Whoever ends with a trick count of that parity scores; the counts always add up to 13.", "あなたはディーラー：奇数か偶数かを宣言します。最後にその偶奇のトリック数になった方が得点します。トリック数の合計はいつも13です。"),
    Tip::new(Moment::Decision(&["play"]), "Must follow; if you cannot, play any card. The opponent's cards are shown face up at the top, so you can plan every trick.", "マストフォロー。フォローできなければ何を出してもかまいません。相手の手札は上に表向きで見えているので、全トリックを読めます。"),
    Tip::new(Moment::FirstTrick, "The first trick counts as 2 tricks: its winner takes 2 indicator cards. The higher trump wins, otherwise the higher card of the led suit.", "最初のトリックは2トリックと数えます（勝者は指標カードを2枚取ります）。切り札が出れば高い切り札、なければリードされたスートの高い札が勝ちます。"),
    Tip::new(Moment::FirstSheet, "One row a deal: trumps, the parity, each player's counted tricks, and the score of the one who made the parity. First to 100; a loser under 66 is a lurch, under 55 a double lurch.", "1行が1ディール：切り札、偶奇、各自のトリック数、偶奇を満たした方の得点。100点で終了、敗者が66点未満ならラーチ、55点未満ならダブル・ラーチ。"),
];

/// What the score track's two lines mean (R13, R14).
pub fn lurch_explained(game: String, lurch: String, double: String, lang: Lang) -> String {
    match lang {
        Lang::En => format!("The first to {game} wins. A loser under {lurch} suffers a lurch, under {double} a double lurch."),
        Lang::Ja => format!("{game}点に先に達した方の勝ち。敗者が{lurch}点未満ならラーチ、{double}点未満ならダブル・ラーチ。"),
    }
}

msgs! {
    OFF_SUFFIX = " off" / "なし";
    OPT_NO_TRUMP_CALL = "no-trump call when behind" / "負けている時の切り札なし宣言";
    OPT_JOKERS = "joker variant (13 cards)" / "ジョーカー・ヴァリアント（13枚）";
    OPT_SHORT = "short game (to 50)" / "短いゲーム（50点）";
    OPT_FULL = "game to 100" / "100点ゲーム";
    OPT_INDICATORS_23 = "indicator cards 2 and 3" / "指標カードは2と3";
    OPT_INDICATORS_78 = "indicator cards 7 and 8" / "指標カードは7と8";
    RULE_NOTE = "Both hands open · must follow · the first trick counts 2 · only the player whose tricks have the parity scores" / "手札公開・マストフォロー・最初のトリックは2トリック・偶奇を満たした方だけが得点";
    TRUMP_PROMPT = "You are the non-dealer: name trumps" / "ノンディーラーのあなたが切り札を宣言してください";
    PARITY_PROMPT = "You are the dealer: odd or even?" / "ディーラーのあなたが奇数か偶数かを宣言してください";
    TRUMP_LABEL = "Trumps" / "切り札";
    PARITY_LABEL = "Parity" / "偶奇";
    COUNTS_DOUBLE = "This trick counts 2" / "このトリックは2トリック";
    WON_BY_JOKER = "joker lead" / "ジョーカーのリード";
    JOKER_LOSES = "joker loses" / "ジョーカーは負け";
    WON_BY_TRUMP = "trump" / "切り札";
    OPPONENT_HAND = "Opponent's hand (open)" / "相手の手札（公開）";
    GAME_LINE = "game" / "ゲーム";
    SCORES = "scores" / "得点";
    WIN = "win" / "勝ち";
    SHEET_KEY = "Each row: trumps and parity, each player's counted tricks (the first trick counts 2), and the score of the player whose count has the parity: 10 (20 at no trump) + tricks." / "各行：切り札と偶奇、各自のトリック数（最初のトリックは2）、偶奇を満たした方の得点＝10点（切り札なしは20点）＋トリック数。";
}

/// A trump call in words: the suit's symbol, or "no trump".
pub fn trump_text(t: Trump, lang: Lang) -> String {
    match t.suit() {
        Some(s) => text::suit_symbol(s.letter()).unwrap_or("?").to_string(),
        None => text::terms::NO_TRUMP.get(lang).to_string(),
    }
}

pub fn parity_text(p: Parity) -> Msg {
    match p {
        Parity::Odd => ODD,
        Parity::Even => EVEN,
    }
}

/// The game's named result (win, lurch, double lurch) in words (R14).
pub fn result_text(result: &str) -> Msg {
    match result {
        "double-lurch" => DOUBLE_LURCH,
        "lurch" => LURCH,
        _ => WIN,
    }
}

/// The game's named result (`Outcome::result`) in words; `None` for a name it never gives.
pub fn result_label(result: &str) -> Option<Msg> {
    ["win", "lurch", "double-lurch"].contains(&result).then(|| result_text(result))
}

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, names: &[String], lang: Lang) -> String {
    match (a, lang) {
        (Action::FirstDealer(s), _) => text::first_dealer(lang, text::seat(names, *s)),
        (Action::Deal { .. }, _) => text::CARDS_DEALT.get(lang).into(),
        (Action::Trump(Trump::NoTrump), _) => NO_TRUMP_CALL.get(lang).into(),
        (Action::Trump(t), Lang::En) => format!("Trumps {}", trump_text(*t, lang)),
        (Action::Trump(t), Lang::Ja) => format!("切り札は{}", trump_text(*t, lang)),
        (Action::Parity(p), Lang::En) => format!("{} {}", PARITY.en, parity_text(*p).en),
        (Action::Parity(p), Lang::Ja) => format!("{}は{}", PARITY.ja, parity_text(*p).ja),
        (Action::Play(c), _) => text::card(&c.to_string(), lang),
    }
}
