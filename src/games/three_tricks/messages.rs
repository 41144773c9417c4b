//! The game's own words: option labels and how its actions read, in both languages.

use super::Action;
use crate::text::{self, Lang};

/// How an option value reads; `None` for an option or value this game does not have.
pub fn option_label(id: &str, value: &str, lang: Lang) -> Option<String> {
    Some(match (id, lang) {
        ("zero-trick-score", Lang::En) => format!("0 tricks scores {value}"),
        ("zero-trick-score", Lang::Ja) => format!("0トリックは{value}点"),
        _ => return None,
    })
}

/// The game's terms beyond the shared ones (`text::terms`): none; its rules are plain
/// no-trump trick-taking.
pub static GLOSSARY: &[text::Term] = &[];

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, names: &[String], lang: Lang) -> String {
    match a {
        Action::FirstDealer(s) => text::first_dealer(lang, text::seat(names, *s)),
        Action::Deal { .. } => text::CARDS_DEALT.get(lang).into(),
        Action::Play(c) => text::card(&c.to_string(), lang),
    }
}
