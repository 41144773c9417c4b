//! The game's own words: option labels, its terms, the messages its table shows and how its
//! actions read, in both languages.

use super::end::EndRule;
use super::Action;
use crate::text::{self, glossary, msgs, signed, Lang, Moment, Tip};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    let known = super::INFO.option(id).is_some_and(|o| o.values.contains(&value));
    if !known {
        return None;
    }
    Some(match (id, lang) {
        ("target-score", Lang::En) => format!("ends at ±{value}"),
        ("target-score", Lang::Ja) => format!("±{value}点で終了"),
        ("minimum-bid-total", Lang::En) => format!("void under {value}"),
        ("minimum-bid-total", Lang::Ja) => format!("合計{value}未満は不成立"),
        ("double-bid-threshold", Lang::En) => format!("×2 from {value}"),
        ("double-bid-threshold", Lang::Ja) => format!("{value}以上は倍"),
        ("sudden-death-criterion", Lang::En) if value == "pair-total" => "tie: pair scores decide".into(),
        ("sudden-death-criterion", Lang::Ja) if value == "pair-total" => "延長戦はペアの点数で".into(),
        ("sudden-death-criterion", Lang::En) => "tie: the checks again".into(),
        ("sudden-death-criterion", Lang::Ja) => "延長戦は同じ判定で".into(),
        _ => return None,
    })
}

/// The words of a companion form's label (`companion`).
pub fn companion_label(id: &str, lang: Lang) -> Option<&'static str> {
    use super::companion as c;
    Some(match id {
        c::BIDS => BIDS_ENTRY.get(lang),
        c::TRICKS_WON => TRICKS_ENTRY.get(lang),
        c::BID_ZERO => BID_ZERO.get(lang),
        c::VOID_HAS_NO_TRICKS => VOID_NO_TRICKS.get(lang),
        _ => return None,
    })
}

msgs! {
    BIDS_ENTRY = "Each player's bid (1 to 13 tricks)" / "各プレイヤーのビッド（1〜13トリック）";
    TRICKS_ENTRY = "Tricks each player won (0 each for a void deal)" / "各プレイヤーが取ったトリック数（不成立のディールは全員0）";
    BID_ZERO = "A bid is 1 to 13 tricks: nobody bids 0 or passes." / "ビッドは1〜13トリックです。0やパスはできません。";
    VOID_NO_TRICKS = "The bids add up to less than the minimum, so the deal is void and no tricks are played: enter 0 for each player." / "ビッドの合計が最低値に届かないのでディールは不成立で、トリックはありません。全員0にしてください。";
}

glossary! { GLOSSARY:
    BID = "Bid" / "ビッド";
    PAIR = "Pair" / "ペア", not "チーム";
    PAIR_SCORE = "pair score" / "ペアの点数";
    VOID = "void" / "不成立";
    SUDDEN_DEATH = "Sudden death" / "延長戦";
    COUNTER_CLOCKWISE = "counter-clockwise" / "反時計回り";
}

/// The coached first deal: the goal, the bid, the follow rule with hearts trump, the first
/// trick and the sheet, in the rules' words (rules.md).
pub static TIPS: &[Tip] = &[
    Tip::new(Moment::Start, "Partners sit opposite. Each player bids the tricks they will take; take at least your bid for +bid, fewer for −bid (doubled from 7). The first to +21 ends the game, −21 loses it.", "向かい合う2人がペアです。各自が取るトリック数をビッドし、ビッド以上のトリックを取れば+ビッド、足りなければ−ビッド（7以上は倍）。+21点に達すると終了、−21点は負けです。"),
    Tip::new(Moment::Decision(&["bid"]), "Bid 1 to 13 tricks, counting your hearts (trump) and high cards. If the four bids total less than 9, the deal is void and dealt again.", "ハート（切り札）と強い札を数えて1〜13トリックをビッドします。4人のビッドの合計が9未満だとそのディールは不成立で、配りなおしです。"),
    Tip::new(Moment::Decision(&["play"]), "Must follow; if you can't, play any card — a heart wins unless a higher heart comes. Play goes counter-clockwise.", "マストフォロー。フォローできなければ何を出してもよく、ハートを出せばより強いハートが出ない限り勝ちます。反時計回りに進みます。"),
    Tip::new(Moment::FirstTrick, "The highest heart won, or with no heart the highest card of the led suit. The winner leads next.", "一番強いハート、なければリードされたスートで一番強い札が勝ち。勝った人が次のリードをします。"),
    Tip::new(Moment::FirstSheet, "Each cell: bid/tricks taken and the points. The pair columns add both partners; the lines mark ±21.", "各欄はビッド/取ったトリック数と得点。ペアの欄は2人の合計、ラインは±21点です。"),
];

msgs! {
    END_REACHED = "A pair reached the target" / "ペアが目標点に到達";
    END_HIGHER_BEST = "Both reached it: the higher best score" / "両ペアが到達：最高点の高い方";
    END_REACHED_PAIR_TOTAL = "Both reached it, best scores equal: the pair scores" / "両ペアが到達・最高点も同じ：ペアの点数";
    END_FELL = "A pair fell to the limit" / "ペアが下限に到達";
    END_LOWER_WORST = "Both fell: the lower worst score loses" / "両ペアが下限：最低点の低い方の負け";
    END_FELL_PAIR_TOTAL = "Both fell, worst scores equal: the pair scores" / "両ペアが下限・最低点も同じ：ペアの点数";
    END_SUDDEN_DEATH = "Sudden death: the pair scores" / "延長戦：ペアの点数";
    TW_RULE_NOTE = "Hearts are always trump · must follow · counter-clockwise · make your bid: +bid, miss it: −bid, doubled from 7 · the game ends at ±21" / "切り札は常にハート・マストフォロー・反時計回り・ビッド達成で+ビッド、失敗で−ビッド、7以上は倍・±21点で終了";
    BIDDING = "Bids" / "ビッド中";
    TRICK = "Trick" / "トリック";
    DOUBLED = "×2" / "×2";
    BID_PROMPT = "Your bid: how many tricks will you take?" / "あなたのビッド：何トリック取りますか？";
    ORDER = "Play goes counter-clockwise" / "反時計回りに進みます";
    SUDDEN_DEATH_NOTE = "Tie: sudden death. Extra deals are played until the end checks decide." / "同点のため延長戦（サドンデス）。決着がつくまでディールを追加します。";
    DEAL_AGAIN = "Deal again" / "配りなおす";
    SCORES = "Scores" / "得点";
    SHEET_KEY = "Each cell: bid/tricks taken, then the points (+bid made, −bid missed; ×2 from the doubling bid). The bars run from −target to +target." / "各欄：ビッド/取ったトリック数と得点（達成で+ビッド、失敗で−ビッド。倍のビッドは×2）。バーは−目標点から+目標点まで。";
    TARGET_LINES = "Lines at ±target" / "±目標点のライン";
    SCORES_LEGEND = "Each player scores alone: make your bid (at least that many tricks) for +bid, miss it for −bid; bids of 7 and more count double (×2). Partners sit opposite; the bold number is the pair score. After each deal: anyone at +21 or more wins it for their pair; else anyone at −21 or less loses it for theirs. ± opens the sheet with the lines." / "得点は一人ずつ：ビッド以上のトリックを取れば+ビッド、足りなければ−ビッド。7以上のビッドは倍（×2）。向かいの人がパートナーで、太字はペアの点数です。各ディールの後、+21点以上の人がいればそのペアの勝ち、いなければ−21点以下の人のペアの負け。±で線つきの得点表を開きます。";
    ORDER_LEGEND = "Dealing, bidding and play go counter-clockwise (↺), from the dealer's right. Each name shows its bid; the deal is dealt again when the four bids total less than 9. On a seat, “Bid 5 · 3/5” is the bid and the tricks taken so far, ✓ once made." / "配り・ビッド・プレイはすべて反時計回り（↺）、ディーラーの右隣から。名前の横の数字はビッドで、4人のビッドの合計が9未満なら配りなおします。席の「ビッド5・3/5」はビッドと取ったトリック数で、達成すると✓。";
}

/// "Bid 4 · 2/4", "Bid 7×2 · 7/7 ✓", "ビッド4・2/4": a seat's bid with the tricks it has
/// taken towards it.
pub fn bid_progress(lang: Lang, bid: u8, doubled: bool, won: u8) -> String {
    let mark = if doubled { DOUBLED.get(lang) } else { "" };
    let made = if won >= bid { " ✓" } else { "" };
    match lang {
        Lang::En => format!("Bid {bid}{mark} · {won}/{bid}{made}"),
        Lang::Ja => format!("ビッド{bid}{mark}・{won}/{bid}{made}"),
    }
}

/// "Deal 3 · Trick 4/13", "Deal 3 · Bids": the deal, with the trick or the bids in progress
/// (`None` between deals and at the end).
pub fn progress(lang: Lang, deal: u8, stage: Option<Stage>, sudden_death: bool) -> String {
    let mut t = text::deal_number(lang, deal);
    match stage {
        Some(Stage::Trick(k)) => t.push_str(&format!(" · {} {k}/13", TRICK.get(lang))),
        Some(Stage::Bids) => t.push_str(&format!(" · {}", BIDDING.get(lang))),
        None => {}
    }
    if sudden_death {
        t.push_str(&format!(" · {}", SUDDEN_DEATH.get(lang)));
    }
    t
}

/// Where a deal is, for [`progress`].
pub enum Stage {
    Bids,
    Trick(u8),
}

/// A void deal's row on the sheet: "void · bids total 6" (R5).
pub fn void_row(lang: Lang, total: u32) -> String {
    match lang {
        Lang::En => format!("{} · bids total {total}", VOID.en),
        Lang::Ja => format!("{}・{}合計{total}", VOID.ja, BID.ja),
    }
}

/// The announcement of a void deal (R5): its bids, their total, and who deals next.
pub fn void_deal(lang: Lang, deal: usize, bids: &[(String, u8)], total: u32, minimum: u8, next_dealer: &str) -> String {
    let list: Vec<String> = bids.iter().map(|(n, b)| format!("{n} {b}")).collect();
    match lang {
        Lang::En => format!("Deal {deal} is void: the bids ({}) total {total}, under {minimum}. Nobody scores; {next_dealer} deals again.", list.join(", ")),
        Lang::Ja => format!("第{deal}ディールは不成立：ビッド（{}）の合計{total}が{minimum}未満。得点なしで、{next_dealer}が配りなおします。", list.join("、")),
    }
}

/// What decided the game, for [`end_reason`]: the rule, the target, the player named
/// first (and their score), the other pair's player compared with them, and the pair
/// scores.
pub struct EndFacts<'a> {
    pub rule: EndRule,
    pub target: i32,
    pub who: (&'a str, i32),
    pub other: (&'a str, i32),
    pub pairs: [i32; 2],
}

/// Why the game ended (R13), with the scores that decided it.
pub fn end_reason(lang: Lang, f: &EndFacts) -> String {
    let target = f.target;
    let (a, b) = (signed(f.pairs[0]), signed(f.pairs[1]));
    let (who, s) = (f.who.0, signed(f.who.1));
    let (other, o) = (f.other.0, signed(f.other.1));
    match (lang, f.rule) {
        (Lang::En, EndRule::Reached) => format!("{who} reached {s}; +{target} or more wins for the pair."),
        (Lang::Ja, EndRule::Reached) => format!("{who}が{s}点に到達。+{target}点以上でペアの勝ち。"),
        (Lang::En, EndRule::HigherBest) => format!("Both pairs reached +{target}: {who}'s {s} beats {other}'s {o}."),
        (Lang::Ja, EndRule::HigherBest) => format!("両ペアが+{target}点以上：{who}の{s}点が{other}の{o}点を上回った。"),
        (Lang::En, EndRule::ReachedPairTotal) => format!("Both pairs reached +{target} with the same best score: the pair scores decide, {a} to {b}."),
        (Lang::Ja, EndRule::ReachedPairTotal) => format!("両ペアが+{target}点以上で最高点も同じ：ペアの点数{a}対{b}で決着。"),
        (Lang::En, EndRule::Fell) => format!("{who} fell to {s}, at −{target} or below: that pair loses."),
        (Lang::Ja, EndRule::Fell) => format!("{who}が{s}点で−{target}点以下：そのペアの負け。"),
        (Lang::En, EndRule::LowerWorst) => format!("Both pairs fell to −{target}: {who}'s {s} is lower than {other}'s {o}, so that pair loses."),
        (Lang::Ja, EndRule::LowerWorst) => format!("両ペアが−{target}点以下：{who}の{s}点が{other}の{o}点より低く、そのペアの負け。"),
        (Lang::En, EndRule::FellPairTotal) => format!("Both pairs fell to −{target} with the same worst score: the pair scores decide, {a} to {b}."),
        (Lang::Ja, EndRule::FellPairTotal) => format!("両ペアが−{target}点以下で最低点も同じ：ペアの点数{a}対{b}で決着。"),
        (Lang::En, EndRule::SuddenDeathPairTotal) => format!("Sudden death decided by the pair scores, {a} to {b}."),
        (Lang::Ja, EndRule::SuddenDeathPairTotal) => format!("延長戦をペアの点数{a}対{b}で決着。"),
    }
}

/// "You & North".
pub fn pair_name(lang: Lang, a: &str, b: &str) -> String {
    match lang {
        Lang::En => format!("{a} & {b}"),
        Lang::Ja => format!("{a}・{b}"),
    }
}

/// "Bid 3" / "3をビッド", for the hint.
pub fn bid_label(lang: Lang, bid: u8) -> String {
    match lang {
        Lang::En => format!("Bid {bid}"),
        Lang::Ja => format!("{bid}をビッド"),
    }
}

/// "= 7/9": the bids so far against the total a deal needs (R5).
pub fn bid_total(lang: Lang, total: u32, minimum: u8) -> String {
    match lang {
        Lang::En => format!("= {total} (needs {minimum})"),
        Lang::Ja => format!("＝{total}（{minimum}以上で成立）"),
    }
}

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, names: &[String], lang: Lang) -> String {
    match a {
        Action::FirstDealer(s) => text::first_dealer(lang, text::seat(names, *s)),
        Action::Deal { .. } => text::CARDS_DEALT.get(lang).into(),
        Action::Bid(b) => bid_label(lang, *b),
        Action::Play(c) => text::card(&c.to_string(), lang),
    }
}

/// The game's named result (`Outcome::result`, an [`EndRule::id`]) in words; `None` for a
/// name it never gives.
pub fn result_label(result: &str) -> Option<crate::text::Msg> {
    use EndRule::*;
    [
        (Reached, END_REACHED),
        (HigherBest, END_HIGHER_BEST),
        (ReachedPairTotal, END_REACHED_PAIR_TOTAL),
        (Fell, END_FELL),
        (LowerWorst, END_LOWER_WORST),
        (FellPairTotal, END_FELL_PAIR_TOTAL),
        (SuddenDeathPairTotal, END_SUDDEN_DEATH),
    ]
    .into_iter()
    .find(|(rule, _)| rule.id() == result)
    .map(|(_, m)| m)
}
