//! The game's own words: option labels, its terms, the messages its table shows and how its
//! actions read, in both languages.

use super::{Action, EndReason, Taker};
use crate::text::{self, glossary, msgs, players_option, Lang, Moment, Msg, Tip};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value, lang) {
        ("players", n, _) => players_option(lang, n),
        ("contest-mode", "on", Lang::En) => "contest mode (once a shop is empty, colliding players swap chips)".into(),
        ("contest-mode", "on", Lang::Ja) => "争奪モード（空の宝石店が出たら、バッティングした人同士でチップを交換）".into(),
        ("contest-mode", _, Lang::En) => "no contest mode".into(),
        ("contest-mode", _, Lang::Ja) => "争奪モードなし".into(),
        _ => return None,
    })
}

/// The words of a companion entry's questions and choices (`companion`), by label id.
pub fn companion_label(id: &str, lang: Lang) -> Option<&'static str> {
    use super::companion as c;
    Some(match id {
        c::TRICKS => TRICKS_TAKEN.get(lang),
        c::DUMMY => DUMMY_TRICKS.get(lang),
        c::TRUMP => TRUMP_ENTRY.get(lang),
        c::TRUMP_DIAMONDS => DIAMONDS_TRUMP.get(lang),
        c::NO_TRUMP => NO_TRUMP_SHORT.get(lang),
        _ => return None,
    })
}

glossary! { GLOSSARY:
    SHOPS = "Jewel shops" / "宝石店";
    OVERLOOK_TOKEN = "overlook token" / "見のがしトークン", not "見逃し";
    PUSH = "push" / "押しつけ", not "押し付け";
    COLLISION = "collision" / "バッティング", not "衝突";
    CONFISCATED = "confiscated" / "没収";
    EXEMPT = "exempt" / "免除";
    CONTEST_MODE = "contest mode" / "争奪モード", not "競合";
    DUMMY = "Dummy" / "ダミー";
    EDGE = "Edge" / "場の端";
}

msgs! {
    TRICKS_TAKEN = "Tricks each player ended the deal with" / "各プレイヤーがディールの終わりに持っているトリック数";
    TRUMP_ENTRY = "The edge card placed" / "場の端に置いた札";
    ARSENE_RULE_NOTE = "Must follow · diamonds are trump when a ♦6–♦10 lies face up, else no trump · your tricks (1–5) pick the jewel shop you rob; a trick winner may push it to the nearest player with the same count" / "マストフォロー・♦6〜♦10が表向きならダイヤが切り札、なければ切り札なし・取ったトリック数（1〜5）で盗みに入る宝石店が決まる・トリックに勝った人は同じトリック数の一番近い人にトリックを押しつけられる";
    TOKENS = "Tokens" / "トークン";
    EXEMPT_USED = "exemption used" / "免除済み";
    TAKE_EDGE_PROMPT = "Take one of the face-down edge cards" / "場の端の裏向きの札を1枚取ってください";
    TRUMP_PROMPT = "Place a ♦6–♦10 face up: diamonds become trump" / "♦6〜♦10を1枚表向きに置いてください（ダイヤが切り札に）";
    NO_TRUMP_PROMPT = "No ♦6–♦10 in hand: show any card and place it face down — no trump" / "♦6〜♦10がないので、1枚見せて裏向きに置いてください（切り札なし）";
    DUMMY_PROMPT = "Put a card face down into the dummy's first trick" / "ダミーの1トリック目に1枚裏向きで出してください";
    DUMMY_TRICKS = "The dummy's tricks" / "ダミーのトリック数";
    TRUMP_SHORT = "♦ trump" / "♦が切り札";
    NO_TRUMP_SHORT = "No trump" / "切り札なし";
    DIAMONDS_TRUMP = "Diamonds are trump" / "ダイヤが切り札";
    NO_TRUMP_SHOWN = "No trump (this card was shown)" / "切り札なし（見せた札）";
    PUSH_PROMPT = "Keep this trick or push it?" / "このトリックを取りますか、押しつけますか？";
    KEEP = "Keep" / "取る";
    COLLISION_TOKEN = "collision +token" / "バッティング・トークン+1";
    EXEMPT_TOKENS_BACK = "exempt (2 tokens back)" / "免除（トークン2個を返却）";
    VOID_DEAL = "Every player's chips were confiscated at once: the deal does not count" / "全員が一度に没収されたため、このディールはノーカウント";
    END_CONFISCATION = "A confiscation ends the game: most chips wins" / "没収が出たのでゲーム終了。チップが一番多い人の勝ち";
    END_ALL_EMPTY = "Every shop is empty: most chips wins" / "すべての宝石店が空。チップが一番多い人の勝ち";
    ARSENE_SHEET_KEY = "Tricks → shop A–5 (0 or 6+: none). Alone at a shop: its next chip group; a collision: an overlook token; at an empty shop: confiscation unless you return 2 tokens." / "トリック数→宝石店A〜5（0または6以上は無し）。1人なら次のチップのグループを獲得、バッティングしたら見のがしトークン、空の店では2個返さない限り没収。";
    KEEP_TRICK = "Keep the trick" / "トリックを取る";
    SHOP_LEGEND = "The letter or number is the shop (A is 1): whoever ends the deal with exactly that many tricks visits it. ◆ and the number: the chips still on it; the small numbers: its chip groups, which a lone visitor takes smallest first. Two or more visitors at one shop are a collision: each takes an overlook token instead." / "文字か数字が宝石店（Aは1）で、ディールの終わりにちょうどその数のトリックを取った人が盗みに入ります。◆と数字はまだ残っているチップ、小さい数字はチップのグループで、1人で入った人が小さいグループから取ります。2人以上ならバッティングで、代わりに見のがしトークンを1個ずつ取ります。";
    CHIPS_TOKENS = "Chips and tokens" / "チップとトークン";
    CHIPS_TOKENS_LEGEND = "Chips: what each player has stolen from the jewel shops; the most chips wins. Tokens: overlook tokens, one for each collision. A player who visits an empty shop loses all their chips (confiscated) unless they return 2 tokens (exempt)." / "チップ：宝石店から盗んだ数で、一番多い人の勝ち。トークン：見のがしトークンで、バッティングのたびに1個。空の宝石店に入ると、トークン2個を返して免除されない限りチップをすべて没収されます。";
    CELL_KEY = "How a cell reads" / "欄の見かた";
    CELL_LEGEND = "Tricks taken → what happened at that shop: +chips taken, a collision (+token), exempt or confiscated; the bold number below: the chips after the deal." / "取ったトリック数 → その宝石店での結果（+獲得したチップ、バッティング（トークン+1）、免除、没収）。下の太字はディール後のチップ数です。";
}

/// One shop in words: "Shop 3 · 9 chips left · groups 1·3·5".
pub fn shop_detail(lang: Lang, name: &str, chips: u8, groups: &str) -> String {
    match lang {
        Lang::En => format!("Shop {name} · {chips} chips left · groups {groups}"),
        Lang::Ja => format!("宝石店{name}・残りのチップ{chips}・グループ{groups}"),
    }
}

/// How the game ended (R17), as the score sheet says it.
pub fn end_text(end: EndReason) -> Msg {
    match end {
        EndReason::Confiscation => END_CONFISCATION,
        EndReason::AllShopsEmpty => END_ALL_EMPTY,
    }
}

/// The game's named result (`Outcome::result`, an [`EndReason::id`]) in words; `None` for
/// a name the game never gives.
pub fn result_label(result: &str) -> Option<Msg> {
    EndReason::ALL.into_iter().find(|e| e.id() == result).map(end_text)
}

pub fn push_to(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("Push to {name}"),
        Lang::Ja => format!("{name}に押しつける"),
    }
}

pub fn pushed_to(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("pushed to {name}"),
        Lang::Ja => format!("{name}へ押しつけ"),
    }
}

/// A taker's name: a seat's name in `names`, or the dummy.
pub fn taker_name(t: Taker, names: &[String], lang: Lang) -> String {
    match t {
        Taker::Seat(s) => text::seat(names, s).to_string(),
        Taker::Dummy => DUMMY.get(lang).to_string(),
    }
}

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, names: &[String], lang: Lang) -> String {
    let card = |c: &crate::engine::Card| text::card(&c.to_string(), lang);
    match (a, lang) {
        (Action::FirstDealer(s), _) => text::first_dealer(lang, text::seat(names, *s)),
        (Action::Deal { .. }, _) => text::CARDS_DEALT.get(lang).into(),
        (Action::TakeEdge(i), Lang::En) => format!("Take face-down edge card {}", i + 1),
        (Action::TakeEdge(i), Lang::Ja) => format!("場の端の裏向きの札を取る（{}枚目）", i + 1),
        (Action::TrumpIndicator(c), Lang::En) => format!("Place {} face up: diamonds are trump", card(c)),
        (Action::TrumpIndicator(c), Lang::Ja) => format!("{}を表向きに置く（ダイヤが切り札）", card(c)),
        (Action::NoTrump(c), Lang::En) => format!("Show {} and place it face down: no trump", card(c)),
        (Action::NoTrump(c), Lang::Ja) => format!("{}を見せて裏向きに置く（切り札なし）", card(c)),
        (Action::DummyCard(c), Lang::En) => format!("{} into the dummy's first trick", card(c)),
        (Action::DummyCard(c), Lang::Ja) => format!("{}をダミーの1トリック目に出す", card(c)),
        (Action::Play(c), _) => card(c),
        (Action::Keep, _) => KEEP_TRICK.get(lang).into(),
        (Action::Push(t), _) => push_to(lang, &taker_name(*t, names, lang)),
    }
}

/// The tips of a coached first deal (`play::coach`).
pub static TIPS: &[Tip] = &[
    Tip::new(Moment::Start, "Your tricks (1–5) pick the jewel shop you rob; 0 or 6+ rob nothing. Alone at a shop, you take its next chip group. Most chips wins.", "取ったトリック数（1〜5）で盗みに入る宝石店が決まります（0か6以上は何もなし）。1人だけならその店の次のチップのグループを獲得。チップが一番多い人の勝ち。"),
    Tip::new(Moment::Decision(&["take-edge"]), "Take one of the face-down edge cards into your hand, unseen.", "場の端の裏向きの札から1枚を手札に加えます。"),
    Tip::new(Moment::Decision(&["trump-indicator", "no-trump"]), "Holding a ♦6–♦10, you must place one face up: diamonds are trump. Without one, show any card and place it face down: no trump.", "♦6〜♦10があれば1枚を表向きに置き、ダイヤが切り札。なければ好きな1枚を見せて裏向きに置き、切り札なしです。"),
    Tip::new(Moment::Decision(&["dummy-card"]), "3 players: put one card face down as the dummy's first trick.", "3人用：1枚を裏向きに出して、ダミーの1トリック目にします。"),
    Tip::new(Moment::Decision(&["play"]), "Must follow; if you can't, play any card. When diamonds are trump, the highest diamond wins.", "マストフォロー。フォローできなければ何を出してもかまいません。ダイヤが切り札なら一番強いダイヤが勝ちます。"),
    Tip::new(Moment::Decision(&["keep", "push"]), "You won a trick: keep it, or push it to the nearest player clockwise with as many tricks as you. Whoever takes it leads next.", "トリックに勝ったら、自分で取るか、同じトリック数の一番近い人（時計回り）に押しつけるかを選べます。取った人が次のリード。"),
    Tip::new(Moment::FirstTrick, "The highest trump won, or with no trump the highest of the led suit. Two players at one shop is a collision: no chips, an overlook token instead.", "一番強い切り札、なければリードされたスートで一番強い札が勝ち。同じ宝石店にバッティングするとチップは取れず、見のがしトークンになります。"),
    Tip::new(Moment::FirstSheet, "Each cell: tricks → shop, then what came of it: chips, a collision token, or confiscation at an empty shop (two overlook tokens exempt you once).", "各欄はトリック数→宝石店と、その結果：チップ、バッティングの見のがしトークン、空の店での没収（見のがしトークン2個で一度だけ免除）。"),
];
