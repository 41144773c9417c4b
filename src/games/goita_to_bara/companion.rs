//! Companion mode (`engine::companion`): a round played with real goita pieces is entered
//! as its challenger (the highest bidder, R8) and whether the bet succeeded or failed
//! (R10). That is all the rules carry from one round to the next: the round then ends in
//! `end_round`, the same function a played challenge ends in, which moves a chip to the
//! discard area and may eliminate the challenger or leave one survivor (R11), turns the
//! disc black or wins (R12, R15), and names the next start player (R13 step 5). The bid,
//! the bidding and the pieces turned over change none of it, so they are not asked.
//!
//! The form's first dealer is the start player of the first round (R5), set by the game's
//! own `FirstPlayer` event.

use super::{Action, GoitaToBara, Phase, RoundRecord};
use crate::engine::companion::{Unit, Answer, Companion, DealEntry, EntryError, Field, FirstDealer, Stage};

/// Label ids of the form (words in `messages::companion_label`).
pub const CHALLENGER: &str = "challenger";
pub const RESULT: &str = "result";
pub const SUCCEEDED: &str = "succeeded";
pub const FAILED: &str = "failed";
/// Refusal: a player out of the game bids no more, so cannot be the challenger (R1, R11).
pub const CHALLENGER_OUT: &str = "challenger-out";

/// The result question; the answer's index: 0 succeeded, 1 failed.
const RESULT_CHOICES: &[&str] = &[SUCCEEDED, FAILED];

impl Companion for GoitaToBara {
    const SHEET: &'static [&'static str] = &["rounds", "rounds_done", "chips", "black", "discard", "start", "winner", "phase"];
    const REFUSALS: &'static [&'static str] = &[CHALLENGER_OUT];
    /// The first round's start player (R5): the game's own chance event.
    const UNIT: Unit = Unit::Round;
    const FIRST_DEALER: FirstDealer<Action> = FirstDealer::Chosen(Action::FirstPlayer);

    fn entry_fields(&self) -> Vec<Field> {
        vec![Field::Seat { label: CHALLENGER }, Field::Choice { label: RESULT, choices: RESULT_CHOICES }]
    }

    /// Between rounds the next chance event is the shuffle and draw (R13).
    fn stage(&self) -> Stage {
        Stage::of(self.phase == Phase::ChooseStart, self.phase == Phase::Deal)
    }

    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        self.check_entry(entry)?;
        let (Answer::Seat(challenger), Answer::Choice(result)) = (&entry.answers[0], &entry.answers[1]) else {
            return Err(EntryError::WrongKind { field: 0 });
        };
        if self.chips[*challenger as usize] == 0 {
            return Err(EntryError::Rule { field: 0, why: CHALLENGER_OUT });
        }
        self.end_round(*challenger, *result == 0);
        Ok(())
    }

    fn entered_deals(&self) -> Vec<DealEntry> {
        self.rounds.iter().map(entry).collect()
    }
}

/// A finished round as its entry.
fn entry(r: &RoundRecord) -> DealEntry {
    DealEntry { answers: vec![Answer::Seat(r.challenger), Answer::Choice(if r.succeeded { 0 } else { 1 })] }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::seats::Seat;
    use crate::engine::{Game, Turn};
    use crate::games::goita_to_bara::INFO;

    fn begun(players: u8, first: Seat) -> GoitaToBara {
        let mut g = GoitaToBara::new(&Ruleset::with_options(&INFO, [("players", players.to_string().as_str())]).unwrap());
        g.begin(first).unwrap();
        g
    }

    fn round(challenger: Seat, succeeded: bool) -> DealEntry {
        entry(&RoundRecord { challenger, succeeded, chips: Vec::new(), black: Vec::new() })
    }

    fn enter(g: &mut GoitaToBara, rounds: &[(Seat, bool)]) {
        for &(c, ok) in rounds {
            g.enter_deal(&round(c, ok)).unwrap();
        }
    }

    /// rules.md C1 and the C3 variant: the challenger's bet fails, a chip goes to the
    /// discard area; C2 and C3: a success turns the disc black. The challenger starts the
    /// next round either way (R13 step 5).
    #[test]
    fn c1_to_c3_failures_cost_a_chip_and_successes_turn_the_disc() {
        let mut g = begun(4, 1);
        g.enter_deal(&round(0, false)).unwrap(); // C1: seat 0 fails at reveal 3
        assert_eq!((g.chips, g.discard, g.black[0], g.start), ([3, 4, 4, 4, 0, 0], 1, false, 0));
        g.enter_deal(&round(0, true)).unwrap(); // C2: seat 0 succeeds
        assert_eq!((g.chips[0], g.discard, g.black[0], g.winner), (3, 1, true, None));
        g.enter_deal(&round(3, true)).unwrap(); // C3: seat 3 succeeds
        g.enter_deal(&round(3, false)).unwrap(); // C3's variant: 王 with 馬 fails
        assert_eq!((g.chips[3], g.black[3], g.discard, g.start), (3, true, 2, 3));
        let v = g.view(2);
        assert_eq!(v.rounds.iter().map(|r| (r.challenger, r.succeeded)).collect::<Vec<_>>(), [(0, false), (0, true), (3, true), (3, false)]);
        assert_eq!((v.rounds[3].chips.as_slice(), v.rounds[3].black.as_slice()), ([3, 4, 4, 3].as_slice(), [true, false, false, true].as_slice()));
        assert_eq!(g.entered_deals(), [round(0, false), round(0, true), round(3, true), round(3, false)]);
    }

    /// R12, R15 (a): a second success, the disc already black, wins the game.
    #[test]
    fn a_second_success_wins() {
        let mut g = begun(4, 0);
        enter(&mut g, &[(2, true), (1, false)]);
        g.enter_deal(&round(2, true)).unwrap();
        assert_eq!((g.winner, g.turn()), (Some(2), Turn::Over));
        assert_eq!(g.scores(), [0, 0, 1, 0]);
        assert_eq!(g.enter_deal(&round(0, true)), Err(EntryError::GameOver));
    }

    /// rules.md C7: after failures leave 4, 2, 3 and 1 chips, the discard area holds 6, so 6
    /// pieces are set aside and the hands are 5, 3, 4 and 2.
    #[test]
    fn c7_new_round_piece_counts() {
        let mut g = begun(4, 0);
        enter(&mut g, &[(1, false), (1, false), (2, false), (3, false), (3, false), (3, false)]);
        assert_eq!((&g.chips[..4], g.discard), ([4, 2, 3, 1].as_slice(), 6));
        assert_eq!((0..4).map(|s| g.hand_size(s)).collect::<Vec<_>>(), [5, 3, 4, 2]);
        // The next round's shuffle sets aside one piece per discarded chip.
        let Action::Deal { hands, set_aside } = g.sample_chance(&mut crate::engine::GameRng::seeded(7)) else { panic!() };
        assert_eq!((set_aside.len(), hands.iter().map(|h| h.len()).sum::<usize>()), (6, 14));
    }

    /// rules.md C9: seat 0 ends the bidding as the challenger, and starts the next round
    /// whether it wins or loses the bet (R13 step 5).
    #[test]
    fn c9_the_challenger_starts_the_next_round() {
        for succeeded in [true, false] {
            let mut g = begun(4, 1);
            g.enter_deal(&round(0, succeeded)).unwrap();
            assert_eq!(g.start, 0);
        }
    }

    /// rules.md C10: three players; seat 1 is out, seat 2 has one chip left, challenges and
    /// fails: out too, and seat 0, the last survivor, wins (R11, R15 b).
    #[test]
    fn c10_elimination_and_the_last_survivor() {
        let mut g = begun(3, 0);
        enter(&mut g, &[(1, false), (1, false), (1, false), (1, false), (2, false), (2, false), (2, false)]);
        assert_eq!((&g.chips[..3], g.turn()), ([4, 0, 1].as_slice(), Turn::Chance));
        g.enter_deal(&round(2, false)).unwrap();
        assert_eq!((&g.chips[..3], g.discard, g.winner), ([4, 0, 0].as_slice(), 8, Some(0)));
        assert_eq!(g.scores(), [1, 0, 0]);
        assert_eq!(g.outcome().unwrap().places, [1, 2, 2]);
    }

    /// R13 step 5 and A8: an eliminated challenger's left neighbour starts, or, if that
    /// player is out too, the next survivor clockwise.
    #[test]
    fn an_eliminated_challengers_next_survivor_starts() {
        let mut g = begun(4, 0);
        enter(&mut g, &[(2, false), (2, false), (2, false), (2, false)]);
        assert_eq!((g.chips[2], g.start), (0, 3));
        enter(&mut g, &[(1, false), (1, false), (1, false), (1, false)]);
        assert_eq!((g.chips[1], g.start), (0, 3), "seat 2 is out: seat 3 starts");
    }

    #[test]
    fn what_cannot_be_is_refused_and_changes_nothing() {
        let mut fresh = begun(4, 0);
        let mut unbegun = GoitaToBara::new(&Ruleset::defaults(&INFO));
        assert_eq!(unbegun.enter_deal(&round(0, true)), Err(EntryError::NotBegun));
        assert_eq!(unbegun.begin(4), Err(EntryError::NoSuchDealer { seat: 4 }));
        assert_eq!(fresh.begin(1), Err(EntryError::AlreadyBegun));
        let g = &mut fresh;
        enter(g, &[(1, false), (1, false), (1, false), (1, false)]);
        let before = format!("{g:?}");
        // Seat 1 is out: it bids no more, so it cannot be the challenger (R1, R11).
        assert_eq!(g.enter_deal(&round(1, true)), Err(EntryError::Rule { field: 0, why: CHALLENGER_OUT }));
        assert_eq!(g.enter_deal(&round(1, false)), Err(EntryError::Rule { field: 0, why: CHALLENGER_OUT }));
        assert_eq!(g.enter_deal(&round(4, true)), Err(EntryError::NoSuchSeat { field: 0, seat: 4 }));
        let mut third = round(0, true);
        third.answers[1] = Answer::Choice(2);
        assert_eq!(g.enter_deal(&third), Err(EntryError::NoSuchChoice { field: 1, choice: 2 }));
        third.answers.swap(0, 1);
        assert_eq!(g.enter_deal(&third), Err(EntryError::WrongKind { field: 0 }));
        assert_eq!(format!("{g:?}"), before);
        g.enter_deal(&round(2, true)).unwrap();
    }
}
