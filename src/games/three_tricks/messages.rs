//! The game's own words: option labels and the messages its table shows, in both
//! languages.

use crate::text::Lang;

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, lang) {
        ("zero-trick-score", Lang::En) => format!("0 tricks scores {value}"),
        ("zero-trick-score", Lang::Ja) => format!("0トリックは{value}点"),
        _ => return None,
    })
}
