//! The game's own words: option labels and the messages its table shows, in both
//! languages.

use crate::text::{msgs, Lang};
use crate::text::players_option;

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, value, lang) {
        ("players", n, _) => players_option(lang, n),
        ("contest-mode", "on", Lang::En) => "contest mode (collisions swap chips once a shop is empty)".into(),
        ("contest-mode", "on", Lang::Ja) => "競合モード（空の店が出たら衝突でチップを交換）".into(),
        ("contest-mode", _, Lang::En) => "no contest mode".into(),
        ("contest-mode", _, Lang::Ja) => "競合モードなし".into(),
        _ => return None,
    })
}

msgs! {
    ARSENE_RULE_NOTE = "Must follow · diamonds are trump when a ♦6–♦10 lies face up, else no trump · your tricks (1–5) pick the jewel shop you rob; a trick winner may push it to the nearest player with the same count" / "マストフォロー・♦6〜♦10が表向きならダイヤが切り札、なければ切り札なし・取ったトリック数（1〜5）で襲う宝石店が決まる・同じトリック数の一番近い人にトリックを押し付けられる";
    SHOPS = "Jewel shops" / "宝石店";
    TOKENS = "Tokens" / "トークン";
    EXEMPT_USED = "exemption used" / "免除済み";
    EDGE = "Edge" / "場の端";
    TAKE_EDGE_PROMPT = "Take one of the face-down edge cards" / "場の端の裏向きの札を1枚取ってください";
    TRUMP_PROMPT = "Place a ♦6–♦10 face up: diamonds become trump" / "♦6〜♦10を1枚表向きに置いてください（ダイヤが切り札に）";
    NO_TRUMP_PROMPT = "No ♦6–♦10 in hand: show any card and place it face down — no trump" / "♦6〜♦10がないので、1枚見せて裏向きに置いてください（切り札なし）";
    DUMMY_PROMPT = "Put a card face down into the dummy's first trick" / "ダミーの最初のトリックに1枚裏向きで出してください";
    DUMMY = "Dummy" / "ダミー";
    DUMMY_TRICKS = "The dummy's tricks" / "ダミーのトリック数";
    TRUMP_SHORT = "♦ trump" / "♦が切り札";
    NO_TRUMP_SHORT = "No trump" / "切り札なし";
    DIAMONDS_TRUMP = "Diamonds are trump" / "ダイヤが切り札";
    NO_TRUMP_SHOWN = "No trump (this card was shown)" / "切り札なし（見せた札）";
    PUSH_PROMPT = "Keep this trick or push it?" / "このトリックを取りますか、押し付けますか？";
    KEEP = "Keep" / "取る";
    COLLISION = "collision" / "衝突";
    COLLISION_TOKEN = "collision +token" / "衝突・トークン+1";
    EXEMPT = "exempt (2 tokens back)" / "免除（トークン2枚返却）";
    CONFISCATED = "confiscated" / "没収";
    VOID_DEAL = "Everyone was confiscated: the deal does not count" / "全員没収のため、このディールは無効";
    END_CONFISCATION = "A confiscation ends the game: most chips wins" / "没収が出たのでゲーム終了。チップが一番多い人の勝ち";
    END_ALL_EMPTY = "Every shop is empty: most chips wins" / "すべての宝石店が空。チップが一番多い人の勝ち";
    ARSENE_SHEET_KEY = "Tricks → shop A–5 (0 or 6+: none). Alone at a shop: its next chip group; together: a token; at an empty shop: confiscation unless you return 2 tokens." / "トリック数→宝石店A〜5（0または6以上は無し）。1人なら次のチップの山を獲得、重なれば見逃しトークン、空の店では2トークンを返さない限り没収。";
}

pub fn push_to(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("Push to {name}"),
        Lang::Ja => format!("{name}に押し付ける"),
    }
}

pub fn pushed_to(lang: Lang, name: &str) -> String {
    match lang {
        Lang::En => format!("pushed to {name}"),
        Lang::Ja => format!("{name}へ押し付け"),
    }
}
