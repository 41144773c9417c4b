//! Companion mode (`engine::companion`): a deal played with real cards is entered as each
//! player's bid (a number of tricks and the suit, their own trump, R4, R5) and the tricks
//! each won; the deal then ends in `finish_deal`, the same scoring a played deal ends in
//! (R11), and the bids stay on the sheet.

use super::{Action, Bid, MyTrump, Phase};
use crate::engine::companion::{FirstDealer, Answer, Companion, DealEntry, EntryError, Field, Stage};
use crate::engine::Suit;

/// Label ids of the form (words in `messages::companion_label`).
pub const BID: &str = "bid";
pub const TRUMP: &str = "trump";
pub const TRICKS_WON: &str = "tricks";
pub const SPADES: &str = "spades";
pub const HEARTS: &str = "hearts";
pub const DIAMONDS: &str = "diamonds";
pub const CLUBS: &str = "clubs";
/// The trump question's choices, and the suit each answer index means (as suits are shown).
const SUIT_CHOICES: &[&str] = &[SPADES, HEARTS, CLUBS, DIAMONDS];
const SUITS: [Suit; 4] = Suit::DISPLAY_ORDER;

impl Companion for MyTrump {
    const SHEET: &'static [&'static str] = &["deal_rows", "totals", "places"];
    const FIRST_DEALER: FirstDealer<Action> = FirstDealer::Chosen(Action::FirstDealer);

    fn entry_fields(&self) -> Vec<Field> {
        let h = self.opts.hand_size;
        vec![
            // rules.md R4, M10: 0 to H tricks, with any suit but no-trump, several alike (M5).
            Field::NumberPerSeat { label: BID, most: h },
            Field::ChoicePerSeat { label: TRUMP, choices: SUIT_CHOICES },
            // Any counts adding up to H can happen (R13).
            Field::TricksPerSeat { label: TRICKS_WON, total: h, rest: None },
        ]
    }

    fn stage(&self) -> Stage {
        Stage::of(self.phase == Phase::ChooseDealer, self.phase == Phase::Deal)
    }

    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        self.check_entry(entry)?;
        let [Answer::PerSeat(bids), Answer::Choices(suits), Answer::PerSeat(tricks)] = entry.answers.as_slice() else {
            return Err(EntryError::WrongKind { field: 0 });
        };
        self.bids = bids.iter().zip(suits).map(|(&n, &c)| Some(Bid { tricks: n, suit: SUITS[c as usize] })).collect();
        self.bids_made = self.n() as u8;
        self.tricks.won = tricks.iter().copied().collect();
        self.finish_deal();
        Ok(())
    }

    fn entered_deals(&self) -> Vec<DealEntry> {
        self.deal_rows
            .iter()
            .map(|r| {
                let bids = r.bids.iter().map(|b| b.tricks).collect();
                let suits = r.bids.iter().map(|b| SUITS.iter().position(|&s| s == b.suit).unwrap_or(0) as u8).collect();
                DealEntry { answers: vec![Answer::PerSeat(bids), Answer::Choices(suits), Answer::PerSeat(r.tricks.clone())] }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::Game;
    use crate::games::my_trump::INFO;

    fn begun(players: &str) -> MyTrump {
        let mut g = MyTrump::new(&Ruleset::with_options(&INFO, [("players", players)]).unwrap());
        g.begin(0).unwrap();
        g
    }

    fn deal(bids: &[u8], suits: &[u8], tricks: &[u8]) -> DealEntry {
        DealEntry { answers: vec![Answer::PerSeat(bids.to_vec()), Answer::Choices(suits.to_vec()), Answer::PerSeat(tricks.to_vec())] }
    }

    /// rules.md Example 14 (whose bids are Example 3's: made, overtricks, short by one or
    /// more, a 0 bid).
    #[test]
    fn example_14_entered_scores_as_the_rules_say() {
        let mut g = begun("4");
        // s0 "4 H", s1 "3 H", s2 "2 C", s3 "0 S"; tricks 2, 5, 2, 4.
        g.enter_deal(&deal(&[4, 3, 2, 0], &[1, 1, 2, 0], &[2, 5, 2, 4])).unwrap();
        assert_eq!(g.scores(), [-2, 3, 2, 0]);
        assert_eq!(g.deal_rows[0].bids[2], Bid { tricks: 2, suit: Suit::CLUBS });
    }

    #[test]
    fn what_cannot_be_is_refused_and_changes_nothing() {
        let mut g = begun("4");
        let before = format!("{g:?}");
        assert_eq!(g.enter_deal(&deal(&[14, 3, 2, 0], &[1, 1, 3, 0], &[2, 5, 2, 4])), Err(EntryError::NumberAbove { field: 0, seat: 0, number: 14, most: 13 }));
        assert_eq!(g.enter_deal(&deal(&[4, 3, 2, 0], &[1, 4, 3, 0], &[2, 5, 2, 4])), Err(EntryError::NoSuchChoice { field: 1, choice: 4 }));
        assert_eq!(g.enter_deal(&deal(&[4, 3, 2, 0], &[1, 1, 3, 0], &[2, 5, 2, 5])), Err(EntryError::TrickSum { field: 2, sum: 14, total: 13 }));
        assert_eq!(format!("{g:?}"), before);
        // Five players deal 10 each (the parity deal, R3): a bid of 11 is above the hand.
        let mut g = begun("5");
        assert_eq!(g.enter_deal(&deal(&[11, 0, 0, 0, 0], &[0; 5], &[10, 0, 0, 0, 0])), Err(EntryError::NumberAbove { field: 0, seat: 0, number: 11, most: 10 }));
    }
}
