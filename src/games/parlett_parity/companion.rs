//! Companion mode (`engine::companion`): a deal played with real cards is entered as the
//! trumps the non-dealer named (a suit, or no trump when that call is in play, R5, R11), the
//! parity the dealer announced (R5) and each player's counted tricks, 13 together (the
//! first trick counting 2 in the standard game, R8, R12). The deal then ends in
//! `finish_deal`, the same scoring a played deal ends in (R10, R11, R13).

use super::{may_call_no_trump, Action, Parity, ParlettParity, Phase, Trump, SEATS};
use crate::engine::companion::{FirstDealer, Answer, Companion, DealEntry, EntryError, Field, Stage};

/// Label ids of the form (words in `messages::companion_label`).
pub const TRUMP: &str = "trump";
pub const SPADES: &str = "spades";
pub const HEARTS: &str = "hearts";
pub const DIAMONDS: &str = "diamonds";
pub const CLUBS: &str = "clubs";
pub const NO_TRUMP: &str = "no-trump";
pub const PARITY: &str = "parity";
pub const ODD: &str = "odd";
pub const EVEN: &str = "even";
/// The standard game's counts, where the first trick counts 2 (R8).
pub const COUNTED_TRICKS: &str = "counted-tricks";
/// The joker variant's counts, one a trick (R12).
pub const TRICKS: &str = "tricks";
/// Refusal: no trump called by a non-dealer who is not strictly behind (R11, L10).
pub const NO_TRUMP_NOT_BEHIND: &str = "no-trump-not-behind";

/// The trump question's choices; the answer index is the index in `TRUMPS`.
const SUIT_CHOICES: &[&str] = &[SPADES, HEARTS, DIAMONDS, CLUBS];
const CALL_CHOICES: &[&str] = &[SPADES, HEARTS, DIAMONDS, CLUBS, NO_TRUMP];
const TRUMPS: [Trump; 5] = [Trump::Spades, Trump::Hearts, Trump::Diamonds, Trump::Clubs, Trump::NoTrump];
const PARITY_CHOICES: &[&str] = &[ODD, EVEN];
/// Both variants have 13 counted tricks (R8, R12).
const COUNTED_TOTAL: u8 = 13;

impl Companion for ParlettParity {
    const SHEET: &'static [&'static str] = &["deal_rows", "totals", "dealer", "result"];
    const REFUSALS: &'static [&'static str] = &[NO_TRUMP_NOT_BEHIND];
    const FIRST_DEALER: FirstDealer<Action> = FirstDealer::Chosen(Action::FirstDealer);

    fn entry_fields(&self) -> Vec<Field> {
        let choices = if self.opts.no_trump_call { CALL_CHOICES } else { SUIT_CHOICES }; // rules.md R11
        let counts = if self.opts.jokers { TRICKS } else { COUNTED_TRICKS };
        vec![
            Field::Choice { label: TRUMP, choices },
            Field::Choice { label: PARITY, choices: PARITY_CHOICES },
            // Any split of the 13 can happen: the first trick's winner has 2 or more of them.
            Field::TricksPerSeat { label: counts, total: COUNTED_TOTAL, rest: None },
        ]
    }

    fn stage(&self) -> Stage {
        Stage::of(self.phase == Phase::ChooseDealer, self.phase == Phase::Deal)
    }

    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        self.check_entry(entry)?;
        let [Answer::Choice(trump), Answer::Choice(parity), Answer::PerSeat(tricks)] = entry.answers.as_slice() else {
            return Err(EntryError::WrongKind { field: 0 });
        };
        let trump = TRUMPS[*trump as usize];
        let (nd, d) = (self.non_dealer() as usize, self.cycle.dealer as usize);
        if trump == Trump::NoTrump && !may_call_no_trump(&self.opts, self.totals[nd], self.totals[d]) {
            return Err(EntryError::Rule { field: 0, why: NO_TRUMP_NOT_BEHIND }); // rules.md R11, L10
        }
        self.trump = Some(trump);
        self.parity = Some(Parity::BOTH[*parity as usize]);
        self.tricks.won.copy_from_slice(&tricks[..SEATS]);
        self.finish_deal();
        Ok(())
    }

    fn entered_deals(&self) -> Vec<DealEntry> {
        self.deal_rows
            .iter()
            .map(|r| {
                let trump = TRUMPS.iter().position(|&t| t == r.trump).unwrap_or(0) as u8;
                let parity = Parity::BOTH.iter().position(|&p| p == r.parity).unwrap_or(0) as u8;
                DealEntry { answers: vec![Answer::Choice(trump), Answer::Choice(parity), Answer::PerSeat(r.tricks.to_vec())] }
            })
            .collect()
    }
}

const _: () = assert!(SEATS == 2, "a deal's counts are two");

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::{Game, Turn};
    use crate::games::parlett_parity::INFO;

    /// A game with these options on, seat 0 dealing first (so seat 1 names trumps first).
    fn begun(on: &[&str]) -> ParlettParity {
        let options: Vec<(&str, &str)> = on.iter().map(|&o| (o, "on")).collect();
        let mut g = ParlettParity::new(&Ruleset::with_options(&INFO, options).unwrap());
        g.begin(0).unwrap();
        g
    }

    const SPADE: u8 = 0;
    const NT: u8 = 4;
    const ODD_: u8 = 0;
    const EVEN_: u8 = 1;

    /// One deal: trump index, parity index (0 odd, 1 even), counted tricks of seats 0 and 1.
    fn deal(trump: u8, parity: u8, tricks: [u8; 2]) -> DealEntry {
        DealEntry { answers: vec![Answer::Choice(trump), Answer::Choice(parity), Answer::PerSeat(tricks.to_vec())] }
    }

    fn enter_all(g: &mut ParlettParity, deals: &[(u8, [u8; 2])]) {
        for &(parity, tricks) in deals {
            g.enter_deal(&deal(SPADE, parity, tricks)).unwrap();
        }
    }

    /// rules.md Examples 5, 6 and 7 (and so Example 1's 10 and 23), each as a first deal
    /// with seat 0 the dealer D and seat 1 the non-dealer ND.
    #[test]
    fn examples_1_5_6_7_one_deal_each() {
        for (parity, tricks, points) in [
            (ODD_, [6, 7], [0, 17]),  // Example 5: ND 2 + 5 = 7, odd
            (EVEN_, [6, 7], [16, 0]), // Example 6
            (ODD_, [13, 0], [23, 0]), // Example 7 (and 1): D all 13, odd
            (EVEN_, [13, 0], [0, 10]), // Example 7 (and 1): ND's 0 is even
        ] {
            let mut g = begun(&[]);
            g.enter_deal(&deal(1, parity, tricks)).unwrap();
            assert_eq!(g.deal_rows[0].points, points, "{tricks:?}");
            assert_eq!(g.scores(), points.to_vec());
            assert_eq!(g.cycle.dealer, 1, "the deal passes to the other player (R3)");
        }
    }

    /// rules.md Examples 4 and 10: no trump is worth 20 + tricks, and only a non-dealer
    /// strictly behind may call it (refused at 0-0 and when ahead, unchanged).
    #[test]
    fn examples_4_10_the_no_trump_call() {
        let mut g = begun(&["no-trump-call"]);
        let before = format!("{g:?}");
        let refused = Err(EntryError::Rule { field: 0, why: NO_TRUMP_NOT_BEHIND });
        assert_eq!(g.enter_deal(&deal(NT, ODD_, [6, 7])), refused, "tied at 0-0");
        assert_eq!(format!("{g:?}"), before);
        g.enter_deal(&deal(SPADE, ODD_, [6, 7])).unwrap(); // Example 5: ND (seat 1) 17
        // Seat 1 deals now; the non-dealer, seat 0, is behind 0-17 and calls no trump.
        g.enter_deal(&deal(NT, EVEN_, [8, 5])).unwrap(); // Example 4: 20 + 8
        assert_eq!(g.scores(), [28, 17]);
        // Seat 0 deals and scores 23; then seat 1 deals, and the non-dealer, seat 0, is
        // ahead 51-17: it may not call no trump.
        g.enter_deal(&deal(SPADE, ODD_, [13, 0])).unwrap();
        assert_eq!(g.scores(), [51, 17]);
        let before = format!("{g:?}");
        assert_eq!(g.enter_deal(&deal(NT, ODD_, [7, 6])), refused, "the non-dealer is ahead");
        assert_eq!(format!("{g:?}"), before);
    }

    /// rules.md Examples 2 and 9: A (seat 0) at 90, B at 64, A scores 17: 107, a lurch;
    /// with B at 50, a double lurch.
    #[test]
    fn examples_2_9_game_end_and_lurch() {
        let a_at_90 = [(ODD_, [13, 0]), (ODD_, [13, 0]), (ODD_, [13, 0]), (ODD_, [11, 2])];
        for (b, result) in [(&[(ODD_, [0, 13]), (ODD_, [0, 13]), (EVEN_, [5, 8])][..], "lurch"), (&[(ODD_, [6, 7]), (EVEN_, [7, 6]), (ODD_, [6, 7])][..], "double-lurch")] {
            let mut g = begun(&[]);
            enter_all(&mut g, &a_at_90);
            enter_all(&mut g, b);
            assert_ne!(g.turn(), Turn::Over);
            g.enter_deal(&deal(SPADE, ODD_, [7, 6])).unwrap();
            assert_eq!(g.turn(), Turn::Over);
            assert_eq!(g.scores()[0], 107);
            assert_eq!(g.outcome().unwrap().result.as_deref(), Some(result), "B at {}", g.scores()[1]);
            assert_eq!(g.enter_deal(&deal(SPADE, ODD_, [7, 6])), Err(EntryError::GameOver));
        }
    }

    /// rules.md Example 3: the short game ends at 50; a loser at 27 is a double lurch
    /// (below 27.5), at 28 a lurch (below 33).
    #[test]
    fn example_3_the_short_game() {
        for (b, result) in [(&[(ODD_, [6, 7]), (EVEN_, [13, 0])][..], "double-lurch"), (&[(EVEN_, [5, 8]), (EVEN_, [13, 0])][..], "lurch")] {
            let mut g = begun(&["short-game"]);
            enter_all(&mut g, &[(ODD_, [13, 0]), (ODD_, [13, 0])]);
            enter_all(&mut g, b);
            g.enter_deal(&deal(SPADE, ODD_, [7, 6])).unwrap();
            assert_eq!(g.scores()[0], 63);
            assert_eq!(g.outcome().unwrap().result.as_deref(), Some(result));
        }
    }

    /// rules.md Example 11: the joker variant's 13 tricks count one each: ND 7, odd, 17.
    #[test]
    fn example_11_the_joker_variant() {
        let mut g = begun(&["joker-variant"]);
        assert!(matches!(g.entry_fields()[2], Field::TricksPerSeat { label: TRICKS, total: 13, .. }));
        g.enter_deal(&deal(SPADE, ODD_, [6, 7])).unwrap();
        assert_eq!(g.scores(), [0, 17]);
    }

    #[test]
    fn what_cannot_be_is_refused_and_changes_nothing() {
        let mut g = begun(&[]);
        let before = format!("{g:?}");
        assert_eq!(g.enter_deal(&deal(NT, ODD_, [6, 7])), Err(EntryError::NoSuchChoice { field: 0, choice: NT }), "no call without the option");
        assert_eq!(g.enter_deal(&deal(SPADE, 2, [6, 7])), Err(EntryError::NoSuchChoice { field: 1, choice: 2 }));
        assert_eq!(g.enter_deal(&deal(SPADE, ODD_, [6, 6])), Err(EntryError::TrickSum { field: 2, sum: 12, total: 13 }), "the first trick counts 2");
        assert_eq!(g.enter_deal(&deal(SPADE, ODD_, [14, 0])), Err(EntryError::CountAbove { field: 2, seat: 0, count: 14, most: 13 }));
        assert_eq!(format!("{g:?}"), before);
    }
}
