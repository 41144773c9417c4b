//! The game's own words: option labels and the messages its table shows, in both
//! languages.

use crate::text::Lang;

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    let known = super::INFO.option(id).is_some_and(|o| o.values.contains(&value));
    if !known {
        return None;
    }
    Some(match (id, lang) {
        ("target-score", Lang::En) => format!("the game ends at ±{value}"),
        ("target-score", Lang::Ja) => format!("±{value}点で終了"),
        ("minimum-bid-total", Lang::En) => format!("void when the bids total under {value}"),
        ("minimum-bid-total", Lang::Ja) => format!("ビッド合計{value}未満で不成立"),
        ("double-bid-threshold", Lang::En) => format!("bids of {value}+ score double"),
        ("double-bid-threshold", Lang::Ja) => format!("{value}以上のビッドは得点倍"),
        ("sudden-death-criterion", Lang::En) if value == "pair-total" => "sudden death: the higher pair score wins".into(),
        ("sudden-death-criterion", Lang::Ja) if value == "pair-total" => "延長戦はペアの点数で決着".into(),
        ("sudden-death-criterion", Lang::En) => "sudden death: the same end checks again".into(),
        ("sudden-death-criterion", Lang::Ja) => "延長戦は同じ判定をやり直す".into(),
        _ => return None,
    })
}
