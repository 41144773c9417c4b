//! Why the table refused a person's move, said to them in their language: "You hold ♦, so you
//! must follow suit", "Not your turn: West plays now". The reason is the rules' own refusal
//! (`IllegalAction`), so the words cannot disagree with what the game allows.

use crate::engine::game::IllegalAction;
use crate::engine::trick::FollowBy;
use crate::engine::{Card, Suit};
use crate::text::{self, Lang};

/// The refusal of the person's move in words; `names` has one name a seat.
pub fn refusal(e: &IllegalAction, names: &[String], lang: Lang) -> String {
    use IllegalAction::*;
    match (e, lang) {
        (MustFollow { led, by: FollowBy::Suit, .. }, Lang::En) => {
            let s = suit_symbol(*led);
            format!("You hold {s}, so you must follow suit: play a {s}.")
        }
        (MustFollow { led, by: FollowBy::Suit, .. }, Lang::Ja) => {
            let s = suit_symbol(*led);
            format!("{s}を持っているので、{s}を出します（マストフォロー）。")
        }
        (MustFollow { led, by: FollowBy::Colour, .. }, Lang::En) => {
            let c = if led.is_red() { "red (♥ ♦)" } else { "black (♠ ♣)" };
            format!("You hold a {c} card, so you must follow the colour.")
        }
        (MustFollow { led, by: FollowBy::Colour, .. }, Lang::Ja) => {
            let c = if led.is_red() { "赤（♥ ♦）" } else { "黒（♠ ♣）" };
            format!("{c}のカードを持っているので、その色を出します（マストフォロー）。")
        }
        (MustChooseRank { rank, .. }, Lang::En) => {
            format!("The rules ask for your highest card here: a {}.", Card::rank_text(*rank))
        }
        (MustChooseRank { rank, .. }, Lang::Ja) => {
            format!("ここではいちばん強いカード（{}）を選ぶルールです。", Card::rank_text(*rank))
        }
        (NotYourTurn { expected: Some(s) }, Lang::En) => format!("Not your turn: {} plays now.", text::seat(names, *s)),
        (NotYourTurn { expected: Some(s) }, Lang::Ja) => format!("今は{}の番です。", text::seat(names, *s)),
        (NotYourTurn { expected: None } | NotChanceTurn, Lang::En) => "Not your turn: wait for the deal.".into(),
        (NotYourTurn { expected: None } | NotChanceTurn, Lang::Ja) => "今はあなたの番ではありません。配られるのを待ってください。".into(),
        (GameOver, Lang::En) => "The game is over.".into(),
        (GameOver, Lang::Ja) => "ゲームは終わりました。".into(),
        (CardNotInHand(c), Lang::En) => format!("{} is not in your hand.", text::card(c, lang)),
        (CardNotInHand(c), Lang::Ja) => format!("{}は手札にありません。", text::card(c, lang)),
        (WrongPhase(_) | BadOutcome(_) | Rule(_), Lang::En) => "The rules do not allow that now.".into(),
        (WrongPhase(_) | BadOutcome(_) | Rule(_), Lang::Ja) => "今はルール上その手はできません。".into(),
    }
}

/// A suit's symbol, as the cards show it.
fn suit_symbol(s: Suit) -> String {
    text::card(&s.letter().to_string(), Lang::En)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        ["You", "West", "North", "East"].map(String::from).to_vec()
    }

    #[test]
    fn a_refusal_names_the_led_suit_or_colour_and_the_seat_to_play() {
        let follow = IllegalAction::MustFollow { card: "SA".into(), led: Suit::DIAMONDS, by: FollowBy::Suit };
        assert_eq!(refusal(&follow, &names(), Lang::En), "You hold ♦, so you must follow suit: play a ♦.");
        assert_eq!(refusal(&follow, &names(), Lang::Ja), "♦を持っているので、♦を出します（マストフォロー）。");
        let colour = IllegalAction::MustFollow { card: "HA".into(), led: Suit::CLUBS, by: FollowBy::Colour };
        assert!(refusal(&colour, &names(), Lang::En).contains("black (♠ ♣)"));
        assert!(refusal(&colour, &names(), Lang::Ja).starts_with("黒（♠ ♣）"));
        let rank = IllegalAction::MustChooseRank { card: "H9".into(), rank: 13 };
        assert_eq!(refusal(&rank, &names(), Lang::En), "The rules ask for your highest card here: a K.");
        let turn = IllegalAction::NotYourTurn { expected: Some(1) };
        assert_eq!(refusal(&turn, &names(), Lang::En), "Not your turn: West plays now.");
        assert_eq!(refusal(&turn, &names(), Lang::Ja), "今はWestの番です。");
    }

    #[test]
    fn every_suit_has_its_symbol() {
        let symbols: Vec<String> = Suit::STANDARD.iter().map(|&s| suit_symbol(s)).collect();
        assert_eq!(symbols, ["♣", "♦", "♥", "♠"]);
    }
}
