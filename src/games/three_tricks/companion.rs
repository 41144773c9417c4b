//! Companion mode (`engine::companion`): a deal played with real cards is entered as the
//! tricks each player won; the deal then ends in `finish_deal`, the same scoring a played
//! deal ends in (rules.md R12).

use super::{Action, Phase, ThreeTricks, TRICKS};
use crate::engine::companion::{FirstDealer, Answer, Companion, DealEntry, EntryError, Field, Stage};

/// The label id of the one question (words in `messages::companion_label`).
pub const TRICKS_WON: &str = "tricks";

impl Companion for ThreeTricks {
    const SHEET: &'static [&'static str] = &["deal_scores", "deal_tricks", "totals"];
    const FIRST_DEALER: FirstDealer<Action> = FirstDealer::Chosen(Action::FirstDealer);

    fn entry_fields(&self) -> Vec<Field> {
        // Any counts adding up to 13 can happen (rules.md R9).
        vec![Field::TricksPerSeat { label: TRICKS_WON, total: TRICKS, rest: None }]
    }

    fn stage(&self) -> Stage {
        Stage::of(self.phase == Phase::ChooseDealer, self.phase == Phase::Deal)
    }

    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        self.check_entry(entry)?;
        let [Answer::PerSeat(tricks)] = entry.answers.as_slice() else { return Err(EntryError::WrongKind { field: 0 }) };
        self.tricks.won.copy_from_slice(tricks);
        self.finish_deal();
        Ok(())
    }

    fn entered_deals(&self) -> Vec<DealEntry> {
        self.deal_tricks.as_slice().iter().map(|t| DealEntry { answers: vec![Answer::PerSeat(t.to_vec())] }).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::{Game, Turn};
    use crate::games::three_tricks::INFO;

    fn begun(zero: &str) -> ThreeTricks {
        let mut g = ThreeTricks::new(&Ruleset::with_options(&INFO, [("zero-trick-score", zero)]).unwrap());
        g.begin(0).unwrap();
        g
    }

    fn counts(t: [u8; 4]) -> DealEntry {
        DealEntry { answers: vec![Answer::PerSeat(t.to_vec())] }
    }

    /// rules.md Example 8 entered deal by deal, with both zero-trick scores; Examples 3-5 are
    /// its rows or single deals.
    #[test]
    fn example_8_entered_gives_its_totals() {
        for (zero, totals) in [("-5", [9, 8, 2, -10]), ("-3", [11, 8, 2, -10])] {
            let mut g = begun(zero);
            for t in [[3, 3, 3, 4], [2, 2, 4, 5], [0, 6, 4, 3], [1, 1, 1, 10]] {
                g.enter_deal(&counts(t)).unwrap();
            }
            assert_eq!(g.turn(), Turn::Over);
            assert_eq!(g.scores(), totals, "{zero}");
            assert_eq!(g.view(0).deal_scores[0], [9, 9, 9, -4]);
        }
        for (t, points) in [([0, 0, 0, 13], [-5, -5, -5, -13]), ([5, 5, 2, 1], [-5, -5, 4, 1])] {
            let mut g = begun("-5");
            g.enter_deal(&counts(t)).unwrap();
            assert_eq!(g.scores(), points);
        }
    }

    #[test]
    fn what_cannot_be_is_refused_and_changes_nothing() {
        let mut g = begun("-5");
        g.enter_deal(&counts([3, 3, 3, 4])).unwrap();
        let before = format!("{g:?}");
        assert_eq!(g.enter_deal(&counts([3, 3, 3, 3])), Err(EntryError::TrickSum { field: 0, sum: 12, total: 13 }));
        assert_eq!(g.enter_deal(&counts([14, 0, 0, 0])), Err(EntryError::CountAbove { field: 0, seat: 0, count: 14, most: 13 }));
        assert_eq!(format!("{g:?}"), before);
    }
}
