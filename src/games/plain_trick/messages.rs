//! How the plain trick games' actions read (Parity, Second): a played card as itself, the
//! chance events in words; and the words of their companion entry.

use super::Action;
use crate::text::{self, Lang};

/// The words of a companion entry's question (`companion`), by label id.
pub fn companion_label(id: &str, lang: Lang) -> Option<&'static str> {
    (id == super::companion::TRICKS_WON).then(|| text::TRICKS_EACH_WON.get(lang))
}

/// An action in words, for the hint and a record read out; `names` has one name a seat.
pub fn action_label(a: &Action, names: &[String], lang: Lang) -> String {
    match a {
        Action::FirstDealer(s) => text::first_dealer(lang, text::seat(names, *s)),
        Action::Deal { .. } => text::CARDS_DEALT.get(lang).into(),
        Action::Play(c) => text::card(&c.to_string(), lang),
    }
}
