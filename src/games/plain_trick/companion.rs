//! Companion mode (`engine::companion`) for every plain trick game (Parity, Second): a deal
//! played with real cards is entered as the tricks each player won, H in all; the deal then
//! ends in `finish_deal`, the same scoring a played deal ends in (the game's
//! `Rules::deal_points`, rules R11).

use super::{Action, Phase, PlainTrick, Rules};
use crate::engine::companion::{FirstDealer, Answer, Companion, DealEntry, EntryError, Field, Stage};

/// The label id of the one question (words in `messages::companion_label`).
pub const TRICKS_WON: &str = "tricks";

impl<R: Rules> Companion for PlainTrick<R> {
    const SHEET: &'static [&'static str] = &["deal_scores", "deal_tricks", "totals", "places"];
    const FIRST_DEALER: FirstDealer<Action<R::Leftover>> = FirstDealer::Chosen(Action::FirstDealer);

    fn entry_fields(&self) -> Vec<Field> {
        // Any counts adding up to H can happen (rules R9).
        vec![Field::TricksPerSeat { label: TRICKS_WON, total: self.h(), rest: None }]
    }

    fn stage(&self) -> Stage {
        Stage::of(self.phase == Phase::ChooseDealer, self.phase == Phase::Deal)
    }

    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        self.check_entry(entry)?;
        let [Answer::PerSeat(tricks)] = entry.answers.as_slice() else { return Err(EntryError::WrongKind { field: 0 }) };
        self.tricks.won = tricks.iter().copied().collect();
        self.finish_deal();
        Ok(())
    }

    fn entered_deals(&self) -> Vec<DealEntry> {
        self.deal_tricks.iter().map(|t| DealEntry { answers: vec![Answer::PerSeat(t.to_vec())] }).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::Game;
    use crate::games::{parity, second};

    fn begun<R: Rules>(info: &'static crate::engine::GameInfo, players: &str) -> PlainTrick<R> {
        let mut g = PlainTrick::<R>::new(&Ruleset::with_options(info, [("players", players)]).unwrap());
        g.begin(0).unwrap();
        g
    }

    fn counts(t: &[u8]) -> DealEntry {
        DealEntry { answers: vec![Answer::PerSeat(t.to_vec())] }
    }

    /// games/parity/rules.md Examples 3-9 and games/second/rules.md Example 3, each entered
    /// as a game's first deal.
    #[test]
    fn the_worked_examples_entered_score_as_the_rules_say() {
        let parity_examples: [(&[u8], &[i32]); 7] = [
            (&[8, 0, 0, 0, 0, 0], &[-8, 0, 0, 0, 0, 0]),
            (&[2, 1, 0, 3, 1, 0, 0], &[2, -1, 0, -3, -1, 0, 0]),
            (&[3, 2, 0, 4, 1], &[3, -2, 0, -4, 1]),
            (&[4, 4, 3, 2], &[4, 4, -3, 2]),
            (&[1, 2, 3, 2, 0, 0], &[1, -2, 3, -2, 0, 0]),
            (&[6, 5, 6], &[6, -5, 6]),
            (&[1, 1, 1, 1, 1, 1, 0, 0], &[1, 1, 1, 1, 1, 1, 0, 0]),
        ];
        for (tricks, points) in parity_examples {
            let mut g: parity::Parity = begun(&parity::INFO, &tricks.len().to_string());
            g.enter_deal(&counts(tricks)).unwrap();
            assert_eq!(g.scores(), points, "{tricks:?}");
        }
        let mut g: second::Second = begun(&second::INFO, "5");
        g.enter_deal(&counts(&[3, 2, 2, 2, 1])).unwrap();
        assert_eq!(g.scores(), [3, 2, 2, 2, 1]);
    }

    #[test]
    fn what_cannot_be_is_refused_and_changes_nothing() {
        let mut g: parity::Parity = begun(&parity::INFO, "5");
        let before = format!("{g:?}");
        assert_eq!(g.enter_deal(&counts(&[3, 2, 0, 4, 2])), Err(EntryError::TrickSum { field: 0, sum: 11, total: 10 }));
        assert_eq!(g.enter_deal(&counts(&[3, 2, 0, 5])), Err(EntryError::Length { field: 0, entered: 4, expected: 5 }));
        assert_eq!(g.enter_deal(&counts(&[11, 0, 0, 0, 0])), Err(EntryError::CountAbove { field: 0, seat: 0, count: 11, most: 10 }));
        assert_eq!(format!("{g:?}"), before);
        for _ in 0..5 {
            g.enter_deal(&counts(&[3, 2, 0, 4, 1])).unwrap();
        }
        assert_eq!(g.scores(), [15, -10, 0, -20, 5], "five deals, one a player (rules R12)");
        assert_eq!(g.enter_deal(&counts(&[3, 2, 0, 4, 1])), Err(EntryError::GameOver));
    }
}
