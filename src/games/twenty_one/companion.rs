//! Companion mode (`engine::companion`): a deal played with real cards is entered as each
//! player's bid (1 to 13, R5) and the tricks each won. Bids adding up to less than the
//! minimum make a void deal (R5): no tricks are played, so each player's tricks are 0, and
//! it ends in `void_deal`, as a played void deal does. Otherwise the tricks add up to 13 and
//! the deal ends in `finish_deal`, the same scoring (R12), end checks and sudden death (R13)
//! a played deal ends in.

use super::{deal_stands, Action, Phase, TwentyOne, MIN_BID, SEATS, TRICKS};
use crate::engine::companion::{FirstDealer, Answer, Companion, DealEntry, EntryError, Field, Stage};

/// Label ids of the form (words in `messages::companion_label`).
pub const BIDS: &str = "bids";
pub const TRICKS_WON: &str = "tricks";
/// Refusal: a bid of 0 (R5: 1 to 13, no pass).
pub const BID_ZERO: &str = "bid-zero";
/// Refusal: tricks entered for a void deal, where none are played (R5).
pub const VOID_HAS_NO_TRICKS: &str = "void-has-no-tricks";

impl Companion for TwentyOne {
    const SHEET: &'static [&'static str] = &["rows", "totals", "pair_totals", "sudden_death", "end", "dealer"];
    const REFUSALS: &'static [&'static str] = &[BID_ZERO, VOID_HAS_NO_TRICKS];
    const FIRST_DEALER: FirstDealer<Action> = FirstDealer::Chosen(Action::FirstDealer);

    fn entry_fields(&self) -> Vec<Field> {
        // The tricks are numbers, not a count that must add up to 13: a void deal has none
        // (the sum is checked in `enter_deal`, by whether the bids let the deal stand).
        vec![Field::NumberPerSeat { label: BIDS, most: TRICKS }, Field::NumberPerSeat { label: TRICKS_WON, most: TRICKS }]
    }

    fn stage(&self) -> Stage {
        Stage::of(self.phase == Phase::ChooseDealer, self.phase == Phase::Deal)
    }

    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        self.check_entry(entry)?;
        let [Answer::PerSeat(bids), Answer::PerSeat(tricks)] = entry.answers.as_slice() else {
            return Err(EntryError::WrongKind { field: 0 });
        };
        if bids.iter().any(|&b| b < MIN_BID) {
            return Err(EntryError::Rule { field: 0, why: BID_ZERO }); // rules.md R5
        }
        let stands = deal_stands(bids.iter().map(|&b| b as u32).sum(), &self.opts);
        let sum: u32 = tricks.iter().map(|&t| t as u32).sum();
        match (stands, sum) {
            (true, s) if s != TRICKS as u32 => return Err(EntryError::TrickSum { field: 1, sum, total: TRICKS }),
            (false, 1..) => return Err(EntryError::Rule { field: 1, why: VOID_HAS_NO_TRICKS }),
            _ => {}
        }
        self.bids = std::array::from_fn(|s| Some(bids[s]));
        self.bids_made = SEATS as u8;
        if stands {
            self.tricks.won = tricks.iter().copied().collect();
            self.finish_deal();
        } else {
            self.void_deal();
        }
        Ok(())
    }

    fn entered_deals(&self) -> Vec<DealEntry> {
        self.rows
            .iter()
            .map(|r| DealEntry { answers: vec![Answer::PerSeat(r.bids.to_vec()), Answer::PerSeat(r.tricks.unwrap_or([0; SEATS]).to_vec())] })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::{Game, Turn};
    use crate::games::twenty_one::end::{Decision, EndRule};
    use crate::games::twenty_one::{GameEnd, INFO};

    fn begun(sudden_death: &str) -> TwentyOne {
        let mut g = TwentyOne::new(&Ruleset::with_options(&INFO, [("sudden-death-criterion", sudden_death)]).unwrap());
        g.begin(0).unwrap();
        g
    }

    fn deal(bids: [u8; 4], tricks: [u8; 4]) -> DealEntry {
        DealEntry { answers: vec![Answer::PerSeat(bids.to_vec()), Answer::PerSeat(tricks.to_vec())] }
    }

    fn enter_all(g: &mut TwentyOne, deals: &[([u8; 4], [u8; 4])]) {
        for &(bids, tricks) in deals {
            g.enter_deal(&deal(bids, tricks)).unwrap();
        }
    }

    /// rules.md Example 2 (bids 1, 2, 2, 3 from s0 to s3: 8, void) and Example 4 (s0 bids
    /// 2: 9, played).
    #[test]
    fn examples_2_4_a_void_deal_and_one_that_stands() {
        let mut g = begun("reapply-checks");
        g.enter_deal(&deal([1, 2, 2, 3], [0; 4])).unwrap();
        assert!(g.rows[0].is_void());
        assert_eq!((g.cycle.dealer, g.scores()), (3, vec![0; 4]), "s3 deals next; nobody scores");
        g.enter_deal(&deal([2, 2, 2, 3], [4, 3, 3, 3])).unwrap();
        assert!(!g.rows[1].is_void());
        assert_eq!(g.scores(), [2, 2, 2, 3]);
    }

    /// rules.md Example 3: each (bid, tricks) as seat 0's, the others bidding 3 and sharing
    /// the rest of the tricks.
    #[test]
    fn example_3_scoring() {
        for ((bid, won), points) in [((4, 6), 4), ((4, 3), -4), ((7, 7), 14), ((8, 5), -16), ((1, 0), -1), ((13, 13), 26), ((6, 6), 6), ((7, 6), -14)] {
            let mut g = begun("reapply-checks");
            let rest = 13 - won;
            g.enter_deal(&deal([bid, 3, 3, 3], [won, rest, 0, 0])).unwrap();
            assert_eq!(g.rows[0].points[0], points, "({bid}, {won})");
        }
    }

    /// rules.md Example 5: bids 4, 3, 7, 2; tricks 2, 3, 7, 1.
    #[test]
    fn example_5_a_full_deal() {
        let mut g = begun("reapply-checks");
        g.enter_deal(&deal([4, 3, 7, 2], [2, 3, 7, 1])).unwrap();
        assert_eq!(g.scores(), [-4, 3, 14, -2]);
    }

    /// rules.md Example 7: three deals to s0 22, s1 18, s2 5, s3 −3; pair A wins.
    #[test]
    fn example_7_one_player_reaches_21() {
        let mut g = begun("reapply-checks");
        enter_all(&mut g, &[([7, 6, 1, 1], [7, 6, 0, 0]), ([4, 6, 3, 1], [4, 6, 3, 0])]);
        assert_ne!(g.turn(), Turn::Over, "Example 14: nothing decided yet");
        g.enter_deal(&deal([4, 6, 3, 1], [4, 6, 3, 0])).unwrap();
        assert_eq!(g.scores(), [22, 18, 5, -3]);
        assert_eq!((g.turn(), g.end), (Turn::Over, Some(GameEnd { pair: 0, rule: EndRule::Reached })));
        assert_eq!(g.enter_deal(&deal([4, 6, 3, 1], [4, 6, 3, 0])), Err(EntryError::GameOver));
    }

    /// rules.md Example 13: three deals to s0 25, s1 25, s2 −5, s3 −5 (tied best, tied
    /// pairs): sudden death. The extra deal (to 26, 24, −4, 1) is decided by the best score
    /// again (pair A), or with `pair-total` by the pair scores (pair B, 25 to 22).
    #[test]
    fn example_13_sudden_death() {
        for (criterion, end) in [("reapply-checks", GameEnd { pair: 0, rule: EndRule::HigherBest }), ("pair-total", GameEnd { pair: 1, rule: EndRule::SuddenDeathPairTotal })] {
            let mut g = begun(criterion);
            enter_all(&mut g, &[([10, 3, 1, 1], [10, 3, 0, 0]), ([1, 8, 5, 3], [0, 8, 4, 1]), ([6, 6, 1, 1], [6, 6, 1, 0])]);
            assert_eq!(g.scores(), [25, 25, -5, -5]);
            assert!(matches!(g.rows[2].decision, Decision::SuddenDeath { .. }));
            assert_ne!(g.turn(), Turn::Over);
            g.enter_deal(&deal([1, 1, 1, 6], [1, 0, 6, 6])).unwrap();
            assert_eq!(g.scores(), [26, 24, -4, 1]);
            assert!(g.rows[3].extra);
            assert_eq!((g.turn(), g.end), (Turn::Over, Some(end)), "{criterion}");
        }
    }

    #[test]
    fn what_cannot_be_is_refused_and_changes_nothing() {
        let mut g = begun("reapply-checks");
        g.enter_deal(&deal([4, 3, 7, 2], [2, 3, 7, 1])).unwrap();
        let before = format!("{g:?}");
        assert_eq!(g.enter_deal(&deal([0, 3, 7, 2], [2, 3, 7, 1])), Err(EntryError::Rule { field: 0, why: BID_ZERO }));
        assert_eq!(g.enter_deal(&deal([4, 3, 7, 2], [2, 3, 7, 2])), Err(EntryError::TrickSum { field: 1, sum: 14, total: 13 }));
        assert_eq!(g.enter_deal(&deal([2, 2, 2, 2], [4, 3, 3, 3])), Err(EntryError::Rule { field: 1, why: VOID_HAS_NO_TRICKS }));
        assert_eq!(g.enter_deal(&deal([14, 3, 7, 2], [2, 3, 7, 1])), Err(EntryError::NumberAbove { field: 0, seat: 0, number: 14, most: 13 }));
        assert_eq!(format!("{g:?}"), before);
        // With a minimum bid total of 12, bids adding up to 11 make a void deal.
        let mut g = TwentyOne::new(&Ruleset::with_options(&INFO, [("minimum-bid-total", "12")]).unwrap());
        g.begin(0).unwrap();
        assert_eq!(g.enter_deal(&deal([2, 3, 3, 3], [4, 3, 3, 3])), Err(EntryError::Rule { field: 1, why: VOID_HAS_NO_TRICKS }));
        g.enter_deal(&deal([2, 3, 3, 3], [0; 4])).unwrap();
        assert!(g.rows[0].is_void());
    }
}
