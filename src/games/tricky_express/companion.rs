//! Companion mode (`engine::companion`): a deal played with real cards is entered as its
//! route map, who won each trick (R14, R17); the deal then ends in `finish_deal`, the same
//! scoring a played deal ends in (R18-R25), and the development bonus follows (R26).

use super::{Action, Phase, TrickyExpress, TRICKS};
use crate::engine::companion::{FirstDealer, Answer, Companion, DealEntry, EntryError, Field, Stage};

/// The label id of the one question: the route map (words in `messages::companion_label`).
pub const ROUTE: &str = "route";

impl Companion for TrickyExpress {
    const SHEET: &'static [&'static str] = &["deals", "development_bonus", "totals", "places"];
    const FIRST_DEALER: FirstDealer<Action> = FirstDealer::Chosen(Action::FirstDealer);

    fn entry_fields(&self) -> Vec<Field> {
        vec![Field::TrickWinners { label: ROUTE, tricks: TRICKS }]
    }

    fn stage(&self) -> Stage {
        Stage::of(self.phase == Phase::ChooseDealer, self.phase == Phase::Deal)
    }

    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        self.check_entry(entry)?;
        // Any route is possible: every seat holds 13 station cards for 13 tricks (R16).
        let [Answer::Seats(route)] = entry.answers.as_slice() else { return Err(EntryError::WrongKind { field: 0 }) };
        self.route = route.clone();
        self.finish_deal();
        Ok(())
    }

    fn entered_deals(&self) -> Vec<DealEntry> {
        self.deals.iter().map(|d| DealEntry { answers: vec![Answer::Seats(d.route.clone())] }).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::{Game, Turn};
    use crate::games::tricky_express::INFO;

    /// A route map written with letters, A for seat 0 (rules.md §5).
    fn route(letters: &str) -> DealEntry {
        DealEntry { answers: vec![Answer::Seats(letters.split(' ').map(|l| l.as_bytes()[0] - b'A').collect())] }
    }

    fn begun() -> TrickyExpress {
        let mut g = TrickyExpress::new(&Ruleset::defaults(&INFO));
        g.begin(0).unwrap();
        g
    }

    /// rules.md T1, C5, C3 and C4 entered as a game's four deals: each deal scores as its
    /// example says, and the bases 0, 3, 4, 11 give seat A the development bonus 8 (R26).
    #[test]
    fn the_worked_examples_entered_score_as_the_rules_say() {
        let mut g = begun();
        let deals = [
            ("A A A A B B B C C C D D D", [0, 0, 0, 0]),  // C4
            ("C A B A C B D A A C B B B", [3, 6, 5, 0]),  // T1
            ("A B A C B C D A D B C D B", [4, 5, 6, 2]),  // C5
            ("A C C C C C C C C C C C A", [13, 0, 0, 0]), // C3
        ];
        for (i, (r, totals)) in deals.iter().enumerate() {
            g.enter_deal(&route(r)).unwrap();
            assert_eq!(g.deals[i].totals, *totals, "{r}");
        }
        assert_eq!(g.turn(), Turn::Over);
        assert_eq!(g.scores(), [20 + 8, 11, 11, 2]);
        assert_eq!(g.view(0).development_bonus, Some([8, 0, 0, 0]));
        // C2 on its own: equal sections, the later completed first (A6).
        let mut g = begun();
        g.enter_deal(&route("A B C D A B C D A B C D A")).unwrap();
        assert_eq!(g.scores(), [6, 3, 3, 3]);
    }

    #[test]
    fn what_cannot_be_is_refused_and_changes_nothing() {
        let mut g = begun();
        g.enter_deal(&route("C A B A C B D A A C B B B")).unwrap();
        let before = format!("{g:?}");
        let twelve = route("C A B A C B D A A C B B");
        assert_eq!(g.enter_deal(&twelve), Err(EntryError::Length { field: 0, entered: 12, expected: 13 }));
        assert_eq!(g.enter_deal(&route("C A B A C B D A A C B B E")), Err(EntryError::NoSuchSeat { field: 0, seat: 4 }));
        assert_eq!(g.enter_deal(&DealEntry { answers: vec![Answer::Choice(0)] }), Err(EntryError::WrongKind { field: 0 }));
        assert_eq!(g.begin(1), Err(EntryError::AlreadyBegun));
        assert_eq!(format!("{g:?}"), before);
        let mut fresh = TrickyExpress::new(&Ruleset::defaults(&INFO));
        assert_eq!(fresh.enter_deal(&route("C A B A C B D A A C B B B")), Err(EntryError::NotBegun));
        assert_eq!(fresh.begin(4), Err(EntryError::NoSuchDealer { seat: 4 }));
        for _ in 0..3 {
            g.enter_deal(&route("A A A A B B B C C C D D D")).unwrap();
        }
        assert_eq!(g.enter_deal(&route("A A A A B B B C C C D D D")), Err(EntryError::GameOver));
    }
}
