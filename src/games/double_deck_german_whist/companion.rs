//! Companion mode (`engine::companion`): a deal played with real cards is entered as the
//! second-half tricks each player won (R18, R20) and the trump indicator T (R7, face up all
//! deal, shown on the sheet); the deal then ends in `finish_deal`, the same scoring a played
//! deal ends in (R20, R21). The first half scores nothing (R15), so nothing of it is asked.

use super::{Action, DoubleDeckGermanWhist, Phase, TRICKS_PER_HALF};
use crate::engine::cards::{Card, Rank, Suit, ACE, JACK, KING, QUEEN};
use crate::engine::companion::{FirstDealer, Answer, Companion, DealEntry, EntryError, Field, Stage};

/// Label ids of the form (words in `messages::companion_label`).
pub const TRICKS: &str = "tricks";
pub const INDICATOR_SUIT: &str = "indicator-suit";
pub const INDICATOR_RANK: &str = "indicator-rank";
pub const SPADES: &str = "spades";
pub const HEARTS: &str = "hearts";
pub const CLUBS: &str = "clubs";
pub const DIAMONDS: &str = "diamonds";
/// The rank choices' ids are the ranks as printed on the cards.
pub const RANK_CHOICES: &[&str] = &["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"];
/// The suit question's choices, and the suit each answer index means (as suits are shown).
const SUIT_CHOICES: &[&str] = &[SPADES, HEARTS, CLUBS, DIAMONDS];
const SUITS: [Suit; 4] = Suit::DISPLAY_ORDER;
/// The rank each answer index means, highest first (R3).
const RANKS: [Rank; 13] = [ACE, KING, QUEEN, JACK, 10, 9, 8, 7, 6, 5, 4, 3, 2];

impl Companion for DoubleDeckGermanWhist {
    const SHEET: &'static [&'static str] = &["deal_results", "deal_wins", "winning_team"];
    const FIRST_DEALER: FirstDealer<Action> = FirstDealer::Chosen(Action::FirstDealer);

    fn entry_fields(&self) -> Vec<Field> {
        vec![
            // Any counts adding up to 13 can happen (R19); one team has 7 or more (R20).
            Field::TricksPerSeat { label: TRICKS, total: TRICKS_PER_HALF, rest: None },
            // T is one of the 104 cards, never the joker (R6, R7).
            Field::Choice { label: INDICATOR_SUIT, choices: SUIT_CHOICES },
            Field::Choice { label: INDICATOR_RANK, choices: RANK_CHOICES },
        ]
    }

    fn stage(&self) -> Stage {
        Stage::of(self.phase == Phase::ChooseDealer, self.phase == Phase::Deal)
    }

    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        self.check_entry(entry)?;
        let [Answer::PerSeat(tricks), Answer::Choice(suit), Answer::Choice(rank)] = entry.answers.as_slice() else {
            return Err(EntryError::WrongKind { field: 0 });
        };
        for (won, &t) in self.tricks.won.iter_mut().zip(tricks) {
            *won = t;
        }
        self.indicator = Some(Card::new(SUITS[*suit as usize], RANKS[*rank as usize]));
        self.finish_deal();
        Ok(())
    }

    fn entered_deals(&self) -> Vec<DealEntry> {
        self.results
            .iter()
            .map(|r| {
                let suit = SUITS.iter().position(|&s| s == r.indicator.suit()).unwrap_or(0) as u8;
                let rank = RANKS.iter().position(|&k| k == r.indicator.rank()).unwrap_or(0) as u8;
                DealEntry { answers: vec![Answer::PerSeat(r.tricks_won.to_vec()), Answer::Choice(suit), Answer::Choice(rank)] }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::seats::Seat;
    use crate::engine::cards::cards;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::{Game, Turn};
    use crate::games::double_deck_german_whist::INFO;

    fn begun(format: &str, dealer: Seat) -> DoubleDeckGermanWhist {
        let mut g = DoubleDeckGermanWhist::new(&Ruleset::with_options(&INFO, [("match-format", format)]).unwrap());
        g.begin(dealer).unwrap();
        g
    }

    /// Second-half tricks per seat, with T = ♥7 (rules.md C1).
    fn deal(tricks: [u8; 4]) -> DealEntry {
        DealEntry { answers: vec![Answer::PerSeat(tricks.to_vec()), Answer::Choice(1), Answer::Choice(7)] }
    }

    /// rules.md C7 (and C1's T, kept on the sheet): team {0, 2} has 7 and wins the deal.
    #[test]
    fn example_c7_entered_wins_the_deal_for_seats_0_and_2() {
        let mut g = begun("single-deal", 0);
        g.enter_deal(&deal([4, 3, 3, 3])).unwrap();
        assert_eq!(g.turn(), Turn::Over);
        assert_eq!(g.scores(), [7, 6, 7, 6]);
        let v = g.view(0);
        assert_eq!(v.winning_team, Some(0));
        assert_eq!(v.deal_results[0].team_tricks, [7, 6]);
        assert_eq!(v.deal_results[0].indicator, cards("H7")[0]);
        assert_eq!(g.entered_deals(), vec![deal([4, 3, 3, 3])]);
    }

    /// rules.md C8: deal winners {0,2}, {1,3}, {0,2}, {1,3}, {0,2}; team {0, 2} wins the match
    /// after deal 5, the dealers were d, d+1, d+2, d+3, d.
    #[test]
    fn example_c8_entered_wins_the_match_after_deal_5() {
        let mut g = begun("first-to-3-deals", 2);
        for k in 0..5 {
            assert_ne!(g.turn(), Turn::Over);
            g.enter_deal(&deal(if k % 2 == 0 { [4, 3, 3, 3] } else { [3, 4, 3, 3] })).unwrap();
        }
        assert_eq!(g.turn(), Turn::Over);
        let v = g.view(0);
        assert_eq!(v.deal_wins, [3, 2]);
        assert_eq!(v.winning_team, Some(0));
        assert_eq!(g.scores(), [3, 2, 3, 2]);
        assert_eq!(v.deal_results.iter().map(|r| r.dealer).collect::<Vec<_>>(), [2, 3, 0, 1, 2]);
    }

    #[test]
    fn what_cannot_be_is_refused_and_changes_nothing() {
        let mut g = begun("first-to-3-deals", 0);
        let before = format!("{g:?}");
        assert_eq!(g.enter_deal(&deal([4, 3, 3, 2])), Err(EntryError::TrickSum { field: 0, sum: 12, total: 13 }));
        let mut no_rank = deal([4, 3, 3, 3]);
        no_rank.answers[2] = Answer::Choice(13);
        assert_eq!(g.enter_deal(&no_rank), Err(EntryError::NoSuchChoice { field: 2, choice: 13 }));
        assert_eq!(format!("{g:?}"), before);
        for _ in 0..3 {
            g.enter_deal(&deal([0, 13, 0, 0])).unwrap();
        }
        assert_eq!(g.enter_deal(&deal([0, 13, 0, 0])), Err(EntryError::GameOver));
    }
}
