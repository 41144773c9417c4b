//! The game's own words: option labels, its terms, the messages its table shows and how its
//! actions read, in both languages.

use super::score::{Bid, Doubling};
use super::{Action, BoardRow, Contract};
use crate::engine::bid::{Call, Strain};
use crate::engine::Seat;
use crate::text::{self, glossary, msgs, Lang, Moment, Tip};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    let known = super::INFO.option(id).is_some_and(|o| o.values.contains(&value));
    if !known {
        return None;
    }
    Some(match (id, value) {
        ("scoring", "duplicate") => SCORING_DUPLICATE.get(lang).into(),
        ("scoring", _) => SCORING_RUBBER.get(lang).into(),
        ("boards", n) => match lang {
            Lang::En => format!("{n} boards"),
            Lang::Ja => format!("{n}ボード"),
        },
        ("rubber-honours", "on") => HONOURS_ON.get(lang).into(),
        ("rubber-honours", _) => HONOURS_OFF.get(lang).into(),
        ("trick-review", "full-history") => REVIEW_FULL.get(lang).into(),
        ("trick-review", _) => REVIEW_LAST.get(lang).into(),
        _ => return None,
    })
}

/// The words of a companion form's label (`companion`): strains as bids show them.
pub fn companion_label(id: &str, lang: Lang) -> Option<&'static str> {
    use super::companion as c;
    Some(match id {
        c::LEVEL => LEVEL_ENTRY.get(lang),
        c::PASSED_OUT => PASSED_OUT_ENTRY.get(lang),
        "1" => "1",
        "2" => "2",
        "3" => "3",
        "4" => "4",
        "5" => "5",
        "6" => "6",
        "7" => "7",
        c::STRAIN => STRAIN_ENTRY.get(lang),
        c::CLUBS => text::suit_symbol('C')?,
        c::DIAMONDS => text::suit_symbol('D')?,
        c::HEARTS => text::suit_symbol('H')?,
        c::SPADES => text::suit_symbol('S')?,
        c::NO_TRUMP => NO_TRUMP_BID.get(lang),
        c::DOUBLING => DOUBLING_ENTRY.get(lang),
        c::UNDOUBLED => UNDOUBLED_ENTRY.get(lang),
        c::DOUBLED => DOUBLE.get(lang),
        c::REDOUBLED => REDOUBLE.get(lang),
        c::DECLARER => DECLARER.get(lang),
        c::TRICKS_TAKEN => TRICKS_ENTRY.get(lang),
        c::HONOURS => HONOURS_ENTRY.get(lang),
        c::NO_HONOURS => NO_HONOURS_ENTRY.get(lang),
        c::DECLARER_100 => DECLARER_100.get(lang),
        c::DECLARER_150 => DECLARER_150.get(lang),
        c::DEFENDERS_100 => DEFENDERS_100.get(lang),
        c::DEFENDERS_150 => DEFENDERS_150.get(lang),
        c::NO_TRUMP_HONOURS => NO_TRUMP_HONOURS.get(lang),
        _ => return None,
    })
}

msgs! {
    LEVEL_ENTRY = "Contract: its number of tricks over six, or passed out" / "コントラクト：6を超えるトリック数、またはオールパス";
    PASSED_OUT_ENTRY = "Passed out (no contract)" / "オールパス（コントラクトなし）";
    STRAIN_ENTRY = "Contract: its suit or NT" / "コントラクト：スートまたはノートランプ";
    DOUBLING_ENTRY = "Contract: Double or Redouble" / "コントラクト：ダブル・リダブル";
    UNDOUBLED_ENTRY = "Neither" / "なし";
    TRICKS_ENTRY = "Tricks the declarer's side took" / "ディクレアラー側が取ったトリック数";
    HONOURS_ENTRY = "Honours held in one hand" / "1人が持っていたオナー";
    NO_HONOURS_ENTRY = "None" / "なし";
    DECLARER_100 = "Declarer's side: 100 (4 of the 5 trump honours)" / "ディクレアラー側：100点（切り札のオナー5枚のうち4枚）";
    DECLARER_150 = "Declarer's side: 150 (all 5 trump honours, or all 4 aces in NT)" / "ディクレアラー側：150点（切り札のオナー5枚、またはノートランプでエース4枚）";
    DEFENDERS_100 = "Defenders: 100 (4 of the 5 trump honours)" / "ディフェンダー側：100点（切り札のオナー5枚のうち4枚）";
    DEFENDERS_150 = "Defenders: 150 (all 5 trump honours, or all 4 aces in NT)" / "ディフェンダー側：150点（切り札のオナー5枚、またはノートランプでエース4枚）";
    NO_TRUMP_HONOURS = "In NT the only honours are all 4 aces in one hand, worth 150." / "ノートランプのオナーは1人がエース4枚を持つときの150点だけです。";
}

glossary! { GLOSSARY:
    AUCTION = "Auction" / "オークション";
    CONTRACT = "Contract" / "コントラクト", not "契約";
    DECLARER = "Declarer" / "ディクレアラー";
    DUMMY = "Dummy" / "ダミー";
    DOUBLE = "Double" / "ダブル";
    REDOUBLE = "Redouble" / "リダブル";
    PASS = "Pass" / "パス";
    VULNERABLE = "Vulnerable" / "バル", not "バルネラブル";
    BOARD = "Board" / "ボード";
    PASSED_OUT = "passed out" / "オールパス";
    NO_TRUMP_BID = "NT" / "NT";
}

/// The coached first deal: the goal, the call, the follow rule with the twist, the first
/// trick and the sheet, in the rules' words (rules.md).
pub static TIPS: &[Tip] = &[
    Tip::new(Moment::Start, "Bridge with one twist: when all four follow suit, the LOWEST card wins the trick, trumps too. If anyone discards or ruffs, the highest wins as usual. You and North are partners against East and West.", "ブリッジと同じですが、リードされたスートに全員がフォローしたときは一番小さいカードが勝ちます（切り札でも）。捨て札やラフが入れば、いつも通り大きいカードが勝ちます。あなたと北がペアで、東西と戦います。"),
    Tip::new(Moment::Decision(&["call"]), "Bid a number of tricks over six and a strain, or pass, double, redouble. Low cards (2–6) take tricks when everyone follows; long trumps take ruffs. Three passes end the auction.", "6を超えるトリック数とスート（またはノートランプ）をビッドするか、パス・ダブル・リダブル。全員がフォローすると小さいカード（2〜6）が勝ち、長い切り札はラフで勝ちます。3人続けてパスでオークション終了。"),
    Tip::new(Moment::Decision(&["play"]), "Must follow. A follower wins with a card LOWER than every other, so keep your small cards and shed your high ones; as declarer you also play the dummy's cards, shown face up.", "マストフォロー。フォローした札は一番小さければ勝つので、小さい札は取っておき、大きい札から捨てましょう。ディクレアラーは表向きのダミーの札も出します。"),
    Tip::new(Moment::FirstTrick, "All four followed, so the lowest card won (marked). With a discard or ruff in it, the highest trump, else the highest of the led suit, would have won.", "全員がフォローしたので一番小さいカードが勝ちました（印）。捨て札やラフが入れば、一番大きい切り札、なければリードされたスートの一番大きいカードが勝ちます。"),
    Tip::new(Moment::FirstSheet, "Each board: the contract, the declarer, tricks taken and the points of each side, scored as in duplicate bridge. The session total decides.", "各ボードのコントラクト、ディクレアラー、取ったトリック数と各ペアの得点（デュプリケート・ブリッジの得点）。合計点で勝敗を決めます。"),
];

msgs! {
    SCORING_DUPLICATE = "duplicate scoring, board by board" / "デュプリケート得点（ボードごと）";
    SCORING_RUBBER = "rubber scoring" / "ラバー得点";
    HONOURS_ON = "rubber: honours count" / "ラバー：オナーを数える";
    HONOURS_OFF = "rubber: no honours" / "ラバー：オナーなし";
    REVIEW_FULL = "every trick can be reviewed" / "すべてのトリックを見返せる";
    REVIEW_LAST = "only the last trick can be reviewed" / "直前のトリックだけ見返せる";
    RULE_NOTE = "Bridge · when all four follow, the lowest card wins (trumps too) · a discard or ruff: the highest wins" / "ブリッジと同じ・全員がフォローしたら一番小さいカードが勝ち（切り札も）・捨て札やラフが入れば大きいカードが勝ち";
    LOWEST_WINS = "all followed: lowest wins" / "全員フォロー：一番小さい札の勝ち";
    CALL_PROMPT = "Your call" / "コールしてください";
    NONE_VUL = "None vulnerable" / "ノンバル";
    BOTH_VUL = "Both vulnerable" / "両方バル";
    WE = "We" / "味方";
    THEY = "They" / "相手";
    MADE = "made" / "メイク";
    DOWN = "down" / "ダウン";
    TRICKS_TAKEN = "tricks" / "トリック";
    SHEET_KEY = "Each board: the contract and its declarer, the tricks the declarer's side took, and each side's points (duplicate bridge scoring)." / "各ボード：コントラクトとディクレアラー、ディクレアラー側が取ったトリック数、各ペアの得点（デュプリケート・ブリッジの得点）。";
    RUBBER_KEY = "Rubber scoring: points below the line count towards games (100); two games win the rubber and its bonus." / "ラバー得点：ライン下の点が100点でゲーム。2ゲーム先取でラバーとそのボーナス。";
    GAMES_WON = "games" / "ゲーム";
    NEXT_BOARD = "Next board" / "次のボードへ";
    YOU_PLAY_DUMMY = "You play the dummy's cards too" / "ダミーの札もあなたが出します";
    YOU_ARE_DUMMY = "You are the dummy: your partner plays your cards" / "あなたはダミー：パートナーがあなたの札を出します";
}

/// A strain as a bid shows it: the suit's symbol, or NT (in both languages, as Japanese bridge players write it).
pub fn strain_text(s: Strain, lang: Lang) -> String {
    match s {
        Strain::Suit(s) => text::suit_symbol(s.letter()).unwrap_or("?").into(),
        Strain::NoTrump => NO_TRUMP_BID.get(lang).into(),
    }
}

/// A call in words: "1♠", "3NT", "Pass", "Double" / "1♠", "3NT", "パス", "ダブル".
pub fn call_text(c: Call, lang: Lang) -> String {
    match c {
        Call::Pass => PASS.get(lang).into(),
        Call::Double => DOUBLE.get(lang).into(),
        Call::Redouble => REDOUBLE.get(lang).into(),
        Call::Bid { level, strain: Some(s) } => format!("{level}{}", strain_text(s, lang)),
        Call::Bid { level, strain: None } => level.to_string(),
    }
}

/// A contract: "4♠X" / "4♠ダブル".
pub fn bid_text(b: Bid, lang: Lang) -> String {
    let x = match (b.doubling, lang) {
        (Doubling::None, _) => "",
        (Doubling::Doubled, Lang::En) => "X",
        (Doubling::Redoubled, Lang::En) => "XX",
        (Doubling::Doubled, Lang::Ja) => "ダブル",
        (Doubling::Redoubled, Lang::Ja) => "リダブル",
    };
    format!("{}{}{x}", b.level, strain_text(b.strain, lang))
}

/// "4♠X by South" / "南の4♠ダブル".
pub fn contract_text(c: Contract, names: &[String], lang: Lang) -> String {
    let who = text::seat(names, c.declarer);
    match lang {
        Lang::En => format!("{} by {who}", bid_text(c.bid, lang)),
        Lang::Ja => format!("{who}の{}", bid_text(c.bid, lang)),
    }
}

/// Who is vulnerable, from the viewer's side: "We vulnerable", "Both vulnerable" …
pub fn vulnerability_text(vul: [bool; 2], my_side: usize, lang: Lang) -> String {
    match (vul[my_side], vul[1 - my_side]) {
        (false, false) => NONE_VUL.get(lang).into(),
        (true, true) => BOTH_VUL.get(lang).into(),
        (mine, _) => {
            let who = if mine { WE } else { THEY };
            match lang {
                Lang::En => format!("{} {}", who.en, VULNERABLE.en.to_lowercase()),
                Lang::Ja => format!("{}{}", who.ja, VULNERABLE.ja),
            }
        }
    }
}

/// A board's result: "10 tricks, made +1" / "passed out".
pub fn result_text(row: &BoardRow, lang: Lang) -> String {
    let Some(c) = row.contract else { return PASSED_OUT.get(lang).into() };
    let diff = row.tricks as i32 - c.bid.needed() as i32;
    let outcome = match (diff, lang) {
        (0, _) => MADE.get(lang).to_string(),
        (d, Lang::En) if d > 0 => format!("{} +{d}", MADE.en),
        (d, Lang::Ja) if d > 0 => format!("{d}オーバートリック"),
        (d, Lang::En) => format!("{} {}", DOWN.en, -d),
        (d, Lang::Ja) => format!("{}{}", -d, DOWN.ja),
    };
    match lang {
        Lang::En => format!("{} {} · {outcome}", row.tricks, TRICKS_TAKEN.en),
        Lang::Ja => format!("{}{}・{outcome}", row.tricks, TRICKS_TAKEN.ja),
    }
}

/// "Board 3" / "第3ボード".
pub fn board_number(lang: Lang, b: u32) -> String {
    match lang {
        Lang::En => format!("{} {b}", BOARD.en),
        Lang::Ja => format!("第{b}{}", BOARD.ja),
    }
}

/// The side name: "N–S" from the viewer is "We" …; names of the two partners.
pub fn side_name(names: &[String], side: usize, lang: Lang) -> String {
    let (a, b) = (text::seat(names, side as Seat), text::seat(names, side as Seat + 2));
    match lang {
        Lang::En => format!("{a} & {b}"),
        Lang::Ja => format!("{a}・{b}"),
    }
}

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, _names: &[String], lang: Lang) -> String {
    match a {
        Action::Deal { .. } => text::CARDS_DEALT.get(lang).into(),
        Action::Call(c) => call_text(*c, lang),
        Action::Play(c) => text::card(&c.to_string(), lang),
    }
}

/// The game's named result (`Outcome::result`) in words: it names none.
pub fn result_label(_result: &str) -> Option<crate::text::Msg> {
    None
}
