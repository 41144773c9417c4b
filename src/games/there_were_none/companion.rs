//! Companion mode (`engine::companion`): a deal played with real cards is entered as who
//! won each trick, in order (the order the players left the deal, R12), and which rule
//! decided the last trick (R14, shown on the sheet). The deal then runs through the played
//! game's own chip steps: the ante (`open_deal`, R6) and each trick's payout and the winner
//! dropping out (`win_trick`, R12, R13, R15), ending in `finish_deal` (R16, R17).

use super::{Action, Phase, ThereWereNone, TrickDecision, TRICKS};
use crate::engine::companion::{FirstDealer, Answer, Companion, DealEntry, EntryError, Field, Stage};

/// Label ids of the form and its refusal (words in `messages::companion_label`).
pub const WINNERS: &str = "trick-winners";
pub const LAST_TRICK: &str = "last-trick";
pub const HIGHEST_RANK: &str = "highest-rank";
pub const PAIR_UNLIKE_THIRD: &str = "pair-unlike-third";
pub const PAIR_SAME_COLOUR: &str = "pair-same-colour";
pub const ALL_SAME_RANK: &str = "all-same-rank";
pub const WON_TWICE: &str = "won-twice";
/// The last-trick question's choices, and the rule each answer index means (R14).
pub(super) const LAST_TRICK_CHOICES: &[&str] = &[HIGHEST_RANK, PAIR_UNLIKE_THIRD, PAIR_SAME_COLOUR, ALL_SAME_RANK];
pub(super) const LAST_TRICK_RULES: [TrickDecision; 4] = [
    TrickDecision::HighestRank,
    TrickDecision::PairColourUnlikeThird,
    TrickDecision::PairSameColourThirdWins,
    TrickDecision::AllSameRankMinorityColour,
];

impl Companion for ThereWereNone {
    const SHEET: &'static [&'static str] = &["deals", "chips", "places", "winners"];
    const REFUSALS: &'static [&'static str] = &[WON_TWICE];
    const FIRST_DEALER: FirstDealer<Action> = FirstDealer::Chosen(Action::FirstDealer);

    fn entry_fields(&self) -> Vec<Field> {
        vec![
            Field::TrickWinners { label: WINNERS, tricks: TRICKS },
            Field::Choice { label: LAST_TRICK, choices: LAST_TRICK_CHOICES },
        ]
    }

    fn stage(&self) -> Stage {
        Stage::of(self.phase == Phase::ChooseDealer, self.phase == Phase::Deal)
    }

    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        self.check_entry(entry)?;
        let [Answer::Seats(winners), Answer::Choice(rule)] = entry.answers.as_slice() else {
            return Err(EntryError::WrongKind { field: 0 });
        };
        // rules.md R12: a trick's winner drops out, so it wins no later trick.
        if winners.iter().enumerate().any(|(k, w)| winners[..k].contains(w)) {
            return Err(EntryError::Rule { field: 0, why: WON_TWICE });
        }
        // Checked; from here on the state changes, through the played game's own steps.
        let decision = LAST_TRICK_RULES[*rule as usize];
        self.open_deal();
        for &w in winners {
            self.win_trick(w, decision);
        }
        Ok(())
    }

    fn entered_deals(&self) -> Vec<DealEntry> {
        self.deals
            .iter()
            .map(|d| {
                let rule = LAST_TRICK_RULES.iter().position(|&r| r == d.last_trick_decided_by).unwrap_or(0) as u8;
                DealEntry { answers: vec![Answer::Seats(d.winners.clone()), Answer::Choice(rule)] }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::seats::Seat;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::{Game, Turn};
    use crate::games::there_were_none::{INFO, NO_CHIPS};

    fn begun(first_dealer: Seat) -> ThereWereNone {
        let mut g = ThereWereNone::new(&Ruleset::defaults(&INFO));
        g.begin(first_dealer).unwrap();
        g
    }

    fn deal(winners: [Seat; 6], rule: u8) -> DealEntry {
        DealEntry { answers: vec![Answer::Seats(winners.to_vec()), Answer::Choice(rule)] }
    }

    /// rules.md C3 (C1, C2 and T2 (2)'s rule for trick 6): the chips after the deal, and the
    /// next dealer.
    #[test]
    fn example_c3_entered_gives_its_chips() {
        let mut g = begun(0);
        g.enter_deal(&deal([3, 4, 1, 2, 7, 6], 2)).unwrap();
        assert_eq!(g.scores(), [4, 6, 6, 4, 5, 4, 11, 8]);
        let v = g.view(0);
        assert_eq!(v.deals[0].net, [-2, 0, 0, -2, -1, -2, 5, 2]);
        assert_eq!(v.deals[0].last_trick_decided_by, TrickDecision::PairSameColourThirdWins);
        assert_eq!((v.phase, v.dealer), (Phase::Deal, 1));
    }

    /// rules.md C4: from chips 3, 9, 2, 6, 7, 5, 8, 8 (reached here by three entered deals), the
    /// deal ends the game with seat 2 at 0 and seat 4 winning with 12.
    #[test]
    fn example_c4_entered_ends_the_game() {
        let mut g = begun(0);
        for winners in [[0, 5, 1, 2, 3, 4], [1, 0, 3, 5, 6, 7], [2, 7, 0, 5, 6, 1]] {
            g.enter_deal(&deal(winners, 0)).unwrap();
        }
        assert_eq!(g.scores(), [3, 9, 2, 6, 7, 5, 8, 8]);
        g.enter_deal(&deal([2, 5, 0, 7, 1, 4], 0)).unwrap();
        assert_eq!(g.scores(), [3, 11, 0, 4, 12, 4, 6, 8]);
        assert_eq!(g.turn(), Turn::Over);
        let o = g.outcome().unwrap();
        assert_eq!((o.winners(), o.result.as_deref()), (vec![4], Some(NO_CHIPS)));
    }

    #[test]
    fn what_cannot_be_is_refused_and_changes_nothing() {
        let mut g = begun(0);
        let before = format!("{g:?}");
        assert_eq!(g.enter_deal(&deal([3, 4, 1, 3, 7, 6], 0)), Err(EntryError::Rule { field: 0, why: WON_TWICE }));
        assert_eq!(g.enter_deal(&deal([3, 4, 1, 8, 7, 6], 0)), Err(EntryError::NoSuchSeat { field: 0, seat: 8 }));
        assert_eq!(g.enter_deal(&deal([3, 4, 1, 2, 7, 6], 4)), Err(EntryError::NoSuchChoice { field: 1, choice: 4 }));
        assert_eq!(format!("{g:?}"), before);
    }
}
