//! Companion mode (`engine::companion`): a deal played with real cards is entered as each
//! player's trick count (with 3 players the dummy's is what the players' leave, at least
//! its first trick, R22) and whether diamonds were trump (R7, shown on the sheet). The deal
//! then ends in `finish_deal`, the same chip acquisition a played deal ends in (R12-R19):
//! shops, chips, tokens, exemptions, confiscation and the end of the game all follow from
//! the counts.

use super::{Action, Arsene, Phase, TrumpMode, DEAL_TRICKS};
use crate::engine::companion::{FirstDealer, Answer, Companion, DealEntry, EntryError, Field, Rest, Stage};

/// Label ids of the form (words in `messages::companion_label`).
pub const TRICKS: &str = "tricks";
pub const DUMMY: &str = "dummy";
pub const TRUMP: &str = "trump";
pub const TRUMP_DIAMONDS: &str = "trump-diamonds";
pub const NO_TRUMP: &str = "no-trump";
/// The trump question's choices, and the mode each answer index means.
const TRUMP_CHOICES: &[&str] = &[TRUMP_DIAMONDS, NO_TRUMP];
const TRUMP_MODES: [TrumpMode; 2] = [TrumpMode::Diamonds, TrumpMode::NoTrump];

impl Companion for Arsene {
    const SHEET: &'static [&'static str] = &["deals", "shops", "chips", "tokens", "exempt", "token_supply", "contest_active", "end", "winners"];
    const FIRST_DEALER: FirstDealer<Action> = FirstDealer::Chosen(Action::FirstDealer);

    fn entry_fields(&self) -> Vec<Field> {
        // Any counts adding up to the deal's tricks can happen: a winner may always keep (R9).
        let rest = self.three().then_some(Rest { label: DUMMY, min: 1 }); // rules.md R22
        vec![
            Field::TricksPerSeat { label: TRICKS, total: DEAL_TRICKS, rest },
            Field::Choice { label: TRUMP, choices: TRUMP_CHOICES },
        ]
    }

    fn stage(&self) -> Stage {
        Stage::of(self.phase == Phase::ChooseDealer, self.phase == Phase::Deal)
    }

    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        self.check_entry(entry)?;
        let [Answer::PerSeat(tricks), Answer::Choice(trump)] = entry.answers.as_slice() else {
            return Err(EntryError::WrongKind { field: 0 });
        };
        let players: u8 = tricks.iter().sum();
        self.tricks.won = tricks.iter().copied().collect();
        self.dummy_tricks = if self.three() { DEAL_TRICKS - players } else { 0 };
        self.placed = None;
        self.finish_deal(TRUMP_MODES[*trump as usize]);
        Ok(())
    }

    fn entered_deals(&self) -> Vec<DealEntry> {
        self.deals
            .iter()
            .map(|d| {
                let tricks = d.acquisition.seats.iter().map(|s| s.tricks).collect();
                let trump = TRUMP_MODES.iter().position(|m| *m == d.trump).unwrap_or(0) as u8;
                DealEntry { answers: vec![Answer::PerSeat(tricks), Answer::Choice(trump)] }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::{Game, Turn};
    use crate::games::arsene::{EndReason, Outcome, INFO};

    fn begun(players: &str, contest: &str) -> Arsene {
        let mut g = Arsene::new(&Ruleset::with_options(&INFO, [("players", players), ("contest-mode", contest)]).unwrap());
        g.begin(0).unwrap();
        g
    }

    /// A deal's counts, seats A, B, C, D in order; no trump.
    fn counts(tricks: &[u8]) -> DealEntry {
        DealEntry { answers: vec![Answer::PerSeat(tricks.to_vec()), Answer::Choice(1)] }
    }

    fn enter_all(g: &mut Arsene, deals: &[&[u8]]) {
        for d in deals {
            g.enter_deal(&counts(d)).unwrap();
        }
    }

    /// rules.md C1: two deals of acquisition from fresh shops.
    #[test]
    fn example_c1_two_deals_of_acquisition() {
        let mut g = begun("4", "off");
        g.enter_deal(&counts(&[3, 3, 4, 1])).unwrap();
        assert_eq!((g.hold.chips.as_slice(), g.hold.tokens.as_slice()), ([0, 0, 1, 1].as_slice(), [1, 1, 0, 0].as_slice()));
        assert_eq!(g.hold.shops, [2, 6, 9, 5, 3]);
        g.enter_deal(&counts(&[2, 5, 4, 0])).unwrap();
        assert_eq!(g.scores(), [1, 1, 3, 1]);
        assert_eq!(g.hold.tokens, [1, 1, 0, 0]);
        assert_eq!(g.hold.shops, [2, 5, 9, 3, 2]);
    }

    /// rules.md T3: shop 3 visited alone at 9, 8 and 5 chips gives 1, 3, then 5.
    #[test]
    fn example_t3_the_shop_schedule() {
        let mut g = begun("4", "off");
        for (take, left) in [(1, 8), (3, 5), (5, 0)] {
            let before = g.hold.chips[0];
            g.enter_deal(&counts(&[3, 0, 0, 8])).unwrap();
            assert_eq!((g.hold.chips[0] - before, g.hold.shops[2]), (take, left));
        }
    }

    /// rules.md C3 (with T2's swap): the state of C3, chips A 2, B 5, C 4, D 1 and shops
    /// A:0, 2:5, 3:5, 4:3, 5:2, entered as five deals, then C3's deal in contest mode.
    #[test]
    fn example_c3_three_way_contest_exchange() {
        let mut g = begun("4", "on");
        enter_all(&mut g, &[&[1, 2, 3, 5], &[0, 0, 3, 8], &[1, 4, 0, 6], &[0, 4, 0, 7], &[0, 1, 0, 10]]);
        assert_eq!((g.scores(), g.hold.shops), (vec![2, 5, 4, 1], [0, 5, 5, 3, 2]));
        g.enter_deal(&counts(&[2, 2, 5, 2])).unwrap();
        assert_eq!(g.scores(), [1, 2, 5, 5]);
        assert_eq!(g.hold.shops[4], 1);
        assert_eq!(g.hold.tokens, [0, 0, 0, 0], "no tokens in contest mode");
        assert_ne!(g.turn(), Turn::Over, "the game continues");
    }

    /// The same five deals without contest mode, then seat A alone at the empty shop A with
    /// no token: confiscated, and the game ends once the others have taken their chips
    /// (R15, R17); no deal is entered after.
    #[test]
    fn a_confiscation_entered_ends_the_game() {
        let mut g = begun("4", "off");
        enter_all(&mut g, &[&[1, 2, 3, 5], &[0, 0, 3, 8], &[1, 4, 0, 6], &[0, 4, 0, 7], &[0, 1, 0, 10]]);
        g.enter_deal(&counts(&[1, 0, 2, 8])).unwrap();
        assert_eq!(g.deals.last().unwrap().acquisition.seats[0].outcome, Outcome::Confiscated(2));
        assert_eq!((g.turn(), g.end), (Turn::Over, Some(EndReason::Confiscation)));
        assert_eq!(g.scores(), [0, 5, 4 + 2, 1], "C alone at shop 2 (5 left) takes 2");
        assert_eq!(g.enter_deal(&counts(&[1, 0, 2, 8])), Err(EntryError::GameOver));
    }

    /// rules.md C5 and C6: three players and the dummy.
    #[test]
    fn examples_c5_c6_the_dummy() {
        // C5: A collides with the dummy at shop 2 (the dummy's 2 is what the players leave).
        let mut g = begun("3", "off");
        g.enter_deal(&counts(&[2, 4, 3])).unwrap();
        assert_eq!(g.dummy_tricks, 2);
        assert_eq!((g.scores(), g.hold.tokens.clone()), (vec![0, 1, 1], vec![1, 0, 0]));
        assert_eq!(g.hold.shops, [3, 6, 8, 5, 3]);
        // C6: shop 5 emptied by A, then the dummy alone there: nothing, the game goes on.
        let mut g = begun("3", "off");
        enter_all(&mut g, &[&[5, 0, 0], &[5, 0, 0], &[5, 0, 0]]);
        assert_eq!(g.hold.shops[4], 0);
        g.enter_deal(&counts(&[1, 2, 3])).unwrap();
        assert_eq!(g.dummy_tricks, 5);
        assert_eq!(g.scores(), [4, 1, 1]);
        assert_ne!(g.turn(), Turn::Over);
    }

    #[test]
    fn what_cannot_be_is_refused_and_changes_nothing() {
        let mut g = begun("4", "off");
        g.enter_deal(&counts(&[3, 3, 4, 1])).unwrap();
        let before = format!("{g:?}");
        assert_eq!(g.enter_deal(&counts(&[3, 3, 4, 2])), Err(EntryError::TrickSum { field: 0, sum: 12, total: 11 }));
        assert_eq!(g.enter_deal(&counts(&[3, 3, 4])), Err(EntryError::Length { field: 0, entered: 3, expected: 4 }));
        assert_eq!(g.enter_deal(&counts(&[12, 0, 0, 0])), Err(EntryError::CountAbove { field: 0, seat: 0, count: 12, most: 11 }));
        let trump = |c: u8| DealEntry { answers: vec![Answer::PerSeat(vec![3, 3, 4, 1]), Answer::Choice(c)] };
        assert_eq!(g.enter_deal(&trump(2)), Err(EntryError::NoSuchChoice { field: 1, choice: 2 }));
        assert_eq!(format!("{g:?}"), before);
        g.enter_deal(&trump(0)).unwrap();
        assert_eq!(g.deals[1].trump, TrumpMode::Diamonds);
        // Three players: the dummy has at least its first trick, so the players take at most 10.
        let mut g = begun("3", "off");
        let before = format!("{g:?}");
        assert_eq!(g.enter_deal(&counts(&[4, 4, 3])), Err(EntryError::RestTooSmall { field: 0, sum: 11, most: 10 }));
        assert_eq!(format!("{g:?}"), before);
        g.enter_deal(&counts(&[4, 4, 2])).unwrap();
        assert_eq!(g.dummy_tricks, 1);
    }
}
