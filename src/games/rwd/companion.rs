//! Companion mode (`engine::companion`): a game of RWD played with real cards is entered,
//! once both halves are over, as the chips each player took in the first half (one a
//! first-half trick won, R12) and the tricks each won in the second half. It then ends in
//! `finish_game`, the same scoring a played game ends in (R20, R21): tricks − chips, ties to
//! more chips, all zero a draw, and in match play the wins and the next start player (R22).

use super::{tricks_per_half, Action, Phase, Rwd};
use crate::engine::companion::{Unit, FirstDealer, Answer, Companion, DealEntry, EntryError, Field, Stage};

/// Label ids of the form (words in `messages::companion_label`).
pub const CHIPS: &str = "chips";
pub const TRICKS: &str = "tricks";

impl Companion for Rwd {
    const SHEET: &'static [&'static str] = &["result", "game_results", "chips", "tricks_won", "running_scores", "match_wins", "match_winners"];
    const UNIT: Unit = Unit::Game;
    const FIRST_DEALER: FirstDealer<Action> = FirstDealer::Chosen(Action::FirstStart);

    fn entry_fields(&self) -> Vec<Field> {
        // Both halves have 17, 13 or 10 tricks (R16, R19); any seat may win any of them.
        let total = tricks_per_half(self.n);
        vec![
            Field::TricksPerSeat { label: CHIPS, total, rest: None },
            Field::TricksPerSeat { label: TRICKS, total, rest: None },
        ]
    }

    fn stage(&self) -> Stage {
        // A game (the unit entered) starts at its shuffle.
        Stage::of(self.phase == Phase::ChooseStart, self.phase == Phase::Shuffle)
    }

    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        self.check_entry(entry)?;
        let [Answer::PerSeat(chips), Answer::PerSeat(tricks)] = entry.answers.as_slice() else {
            return Err(EntryError::WrongKind { field: 0 });
        };
        self.chips.clone_from(chips);
        self.tricks.won = tricks.iter().copied().collect();
        self.finish_game();
        Ok(())
    }

    fn entered_deals(&self) -> Vec<DealEntry> {
        self.results
            .iter()
            .map(|r| DealEntry { answers: vec![Answer::PerSeat(r.chips.clone()), Answer::PerSeat(r.tricks.clone())] })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::{Game, Turn};
    use crate::games::rwd::INFO;

    fn begun(players: &str, format: &str) -> Rwd {
        let mut g = Rwd::new(&Ruleset::with_options(&INFO, [("players", players), ("match-format", format)]).unwrap());
        g.begin(0).unwrap();
        g
    }

    fn game(chips: &[u8], tricks: &[u8]) -> DealEntry {
        DealEntry { answers: vec![Answer::PerSeat(chips.to_vec()), Answer::PerSeat(tricks.to_vec())] }
    }

    /// rules.md T1 (A: 4 chips, 6 tricks; B: 4 chips, 3 tricks), the other two seats making
    /// up the 13 tricks of each half.
    #[test]
    fn example_t1_scoring() {
        let mut g = begun("4", "single-game");
        g.enter_deal(&game(&[4, 4, 3, 2], &[6, 3, 2, 2])).unwrap();
        assert_eq!(g.scores(), [2, -1, -1, 0]);
        assert_eq!(g.turn(), Turn::Over);
    }

    /// rules.md T2: 17, 13 or 10 tricks a half for 3, 4 or 5 players.
    #[test]
    fn example_t2_tricks_per_half() {
        for (players, total) in [("3", 17), ("4", 13), ("5", 10)] {
            let g = begun(players, "single-game");
            assert!(g.entry_fields().iter().all(|f| matches!(f, Field::TricksPerSeat { total: t, .. } if *t == total)));
        }
    }

    /// rules.md C4 (A and B tie at 2, A has more chips) and C5 (all zero: a draw).
    #[test]
    fn examples_c4_c5_ties_and_the_draw() {
        let mut g = begun("4", "single-game");
        g.enter_deal(&game(&[5, 3, 2, 3], &[7, 5, 1, 0])).unwrap();
        assert_eq!(g.scores(), [2, 2, -1, -3]);
        let o = g.outcome().unwrap();
        assert_eq!((o.places, o.draw), (vec![1, 2, 3, 4], false));
        let mut g = begun("4", "single-game");
        g.enter_deal(&game(&[3, 4, 3, 3], &[3, 4, 3, 3])).unwrap();
        assert_eq!(g.scores(), [0, 0, 0, 0]);
        assert!(g.outcome().unwrap().draw);
        assert!(g.results[0].winners.is_empty());
    }

    /// Match play (R22, A6): games are entered until a player has won 3; a draw credits no
    /// one.
    #[test]
    fn a_match_is_entered_game_by_game() {
        let mut g = begun("3", "first-to-3-wins");
        let a_wins = game(&[5, 6, 6], &[9, 4, 4]);
        g.enter_deal(&a_wins).unwrap();
        g.enter_deal(&game(&[6, 6, 5], &[6, 6, 5])).unwrap();
        assert_eq!(g.match_wins, [1, 0, 0]);
        g.enter_deal(&a_wins).unwrap();
        assert_ne!(g.turn(), Turn::Over);
        g.enter_deal(&a_wins).unwrap();
        assert_eq!((g.turn(), g.scores()), (Turn::Over, vec![3, 0, 0]));
        assert_eq!(g.entered_deals().len(), 4);
        assert_eq!(g.enter_deal(&a_wins), Err(EntryError::GameOver));
    }

    #[test]
    fn what_cannot_be_is_refused_and_changes_nothing() {
        let mut g = begun("4", "first-to-3-wins");
        let before = format!("{g:?}");
        assert_eq!(g.enter_deal(&game(&[4, 4, 3, 3], &[6, 3, 2, 2])), Err(EntryError::TrickSum { field: 0, sum: 14, total: 13 }));
        assert_eq!(g.enter_deal(&game(&[4, 4, 3, 2], &[6, 3, 2])), Err(EntryError::Length { field: 1, entered: 3, expected: 4 }));
        assert_eq!(g.enter_deal(&game(&[14, 0, 0, 0], &[6, 3, 2, 2])), Err(EntryError::CountAbove { field: 0, seat: 0, count: 14, most: 13 }));
        assert_eq!(format!("{g:?}"), before);
        let mut fresh = Rwd::new(&Ruleset::defaults(&INFO));
        assert_eq!(fresh.enter_deal(&game(&[4, 4, 3, 2], &[6, 3, 2, 2])), Err(EntryError::NotBegun));
    }
}
