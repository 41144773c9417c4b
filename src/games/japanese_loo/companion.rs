//! Companion mode (`engine::companion`): a deal played with real cards is entered as each
//! player's declaration (play or drop, R7) and the tricks each player in won; the extension
//! deal, which has no declarations (R15), as the tricks each won. The deal then runs through
//! the played game's own money: the Loo penalties and the ante (`open_deal`, R5, R15), the
//! drop fees and the lone survivor's pot (`take_declaration`, R7, R8, J5), each trick's fifth
//! of the pot (`pay_trick`, R10) and the Loo seats (`end_play`, R11), ending in `finish_deal`.
//!
//! The order of the tricks is not asked: only the 5th trick's share could differ (it takes
//! the remainder, J4), and every payment is a multiple of 5, so there is none.

use super::{Action, Declaration, JapaneseLoo, Phase, TRICKS};
use crate::engine::companion::{FirstDealer, Answer, Companion, DealEntry, EntryError, Field, Stage};
use crate::engine::seats::Seat;

/// Label ids of the form and its refusals (words in `messages::companion_label`).
pub const DECLARATION: &str = "declaration";
pub const PLAY: &str = "play";
pub const DROP: &str = "drop";
pub const TRICKS_WON: &str = "tricks";
pub const NOBODY_IN: &str = "nobody-in";
pub const DROPPED_TOOK_TRICKS: &str = "dropped-took-tricks";
pub const FIVE_TRICKS: &str = "five-tricks";
pub const ALONE_NO_TRICKS: &str = "alone-no-tricks";
/// The declaration question's choices, and the declaration each answer index means.
const DECLARATION_CHOICES: &[&str] = &[PLAY, DROP];
const DECLARATIONS: [Declaration; 2] = [Declaration::In, Declaration::Drop];

impl Companion for JapaneseLoo {
    const SHEET: &'static [&'static str] = &["deal_rows", "chips", "places"];
    const REFUSALS: &'static [&'static str] = &[NOBODY_IN, DROPPED_TOOK_TRICKS, FIVE_TRICKS, ALONE_NO_TRICKS];
    const FIRST_DEALER: FirstDealer<Action> = FirstDealer::Chosen(Action::FirstDealer);

    fn entry_fields(&self) -> Vec<Field> {
        if self.extension {
            // rules.md R15: no declarations, all play the 5 tricks.
            return vec![Field::TricksPerSeat { label: TRICKS_WON, total: TRICKS, rest: None }];
        }
        vec![
            Field::ChoicePerSeat { label: DECLARATION, choices: DECLARATION_CHOICES },
            // 5 tricks among the players in, or none when one is left (R8): checked in
            // `enter_deal`.
            Field::NumberPerSeat { label: TRICKS_WON, most: TRICKS },
        ]
    }

    fn stage(&self) -> Stage {
        Stage::of(self.phase == Phase::ChooseDealer, self.phase == Phase::Deal)
    }

    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        self.check_entry(entry)?;
        let (drops, tricks): (Vec<bool>, &Vec<u8>) = match entry.answers.as_slice() {
            [Answer::PerSeat(tricks)] if self.extension => (vec![false; self.n()], tricks),
            [Answer::Choices(declared), Answer::PerSeat(tricks)] if !self.extension => {
                (declared.iter().map(|&d| DECLARATIONS[d as usize] == Declaration::Drop).collect(), tricks)
            }
            _ => return Err(EntryError::WrongKind { field: 0 }),
        };
        check_rules(&drops, tricks)?;
        // Checked; from here on the state changes, through the played game's own steps.
        self.open_deal();
        while self.phase == Phase::Declare {
            let d = if drops[self.to_declare() as usize] { Declaration::Drop } else { Declaration::In };
            self.take_declaration(d);
        }
        if self.phase == Phase::Play {
            // The tricks go to the players from the opening leader round, in turn.
            let n = self.n();
            let order: Vec<Seat> = (0..n)
                .map(|i| ((self.tricks.leader as usize + i) % n) as Seat)
                .flat_map(|s| std::iter::repeat(s).take(tricks[s as usize] as usize))
                .collect();
            for (k, &w) in order.iter().enumerate() {
                // No cards to finish a trick with: its winner is paid, counts it and leads.
                self.pay_trick(w, k as u8);
                self.tricks.won[w as usize] += 1;
                self.tricks.leader = w;
            }
            self.end_play();
        }
        Ok(())
    }

    fn entered_deals(&self) -> Vec<DealEntry> {
        self.deal_rows
            .iter()
            .map(|r| {
                let tricks = Answer::PerSeat(r.tricks_won.clone());
                if r.extension {
                    return DealEntry { answers: vec![tricks] };
                }
                let declared = (0..r.tricks_won.len() as Seat).map(|s| u8::from(!r.players_in.contains(&s))).collect();
                DealEntry { answers: vec![Answer::Choices(declared), tricks] }
            })
            .collect()
    }
}

/// What the rules forbid in a regular deal's answers (field 0 the declarations, 1 the tricks;
/// the extension's one field, all in, passes the first two checks and adds up by its form).
fn check_rules(drops: &[bool], tricks: &[u8]) -> Result<(), EntryError> {
    let rule = |field, why| Err(EntryError::Rule { field, why });
    let players_in = drops.iter().filter(|&&d| !d).count();
    if players_in == 0 {
        return rule(0, NOBODY_IN); // J5: the dealer left alone cannot drop
    }
    if drops.iter().zip(tricks).any(|(&d, &t)| d && t > 0) {
        return rule(1, DROPPED_TOOK_TRICKS); // R7
    }
    let sum: u32 = tricks.iter().map(|&t| t as u32).sum();
    match players_in {
        1 if sum > 0 => rule(1, ALONE_NO_TRICKS),        // R8
        2.. if sum != TRICKS as u32 => rule(1, FIVE_TRICKS), // R9
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::{Game, Turn};
    use crate::games::japanese_loo::INFO;

    fn begun(players: usize, first_dealer: Seat) -> JapaneseLoo {
        let mut g = JapaneseLoo::new(&Ruleset::with_options(&INFO, [("players", players.to_string().as_str())]).unwrap());
        g.begin(first_dealer).unwrap();
        g
    }

    /// A regular deal: `dropped` lists the seats that dropped, `tricks` one count a seat.
    fn deal(dropped: &[Seat], tricks: &[u8]) -> DealEntry {
        let declared = (0..tricks.len() as Seat).map(|s| u8::from(dropped.contains(&s))).collect();
        DealEntry { answers: vec![Answer::Choices(declared), Answer::PerSeat(tricks.to_vec())] }
    }

    fn nets(g: &JapaneseLoo) -> Vec<i32> {
        g.view(0).deal_rows.last().unwrap().nets.clone()
    }

    /// rules.md Example 3: a full deal with a Loo, then a deal only s3 plays.
    #[test]
    fn example_3_entered_gives_its_chips() {
        let mut g = begun(7, 0);
        g.enter_deal(&deal(&[2, 3, 5, 6], &[0, 2, 0, 0, 3, 0, 0])).unwrap();
        assert_eq!(nets(&g), [-5, 10, -5, -5, 15, -5, -5]);
        assert_eq!(g.scores(), [85, 100, 85, 85, 105, 85, 85]);
        assert_eq!(g.view(0).loo, [0]);
        g.enter_deal(&deal(&[0, 1, 2, 4, 5, 6], &[0; 7])).unwrap();
        let row = g.view(0).deal_rows[1].clone();
        assert_eq!((row.sole_survivor, row.pot, row.loo), (Some(3), 45, vec![]));
        assert_eq!(row.nets, [-15, -10, -5, 45, -5, -5, -5]);
        assert_eq!(g.scores(), [70, 90, 80, 130, 100, 80, 80]);
    }

    /// rules.md Examples 4 (the first dealer s2) and 5 (the dealer left alone, J5).
    #[test]
    fn examples_4_and_5_entered_give_their_nets() {
        let mut g = begun(5, 2);
        g.enter_deal(&deal(&[3, 0], &[0, 2, 1, 0, 2])).unwrap();
        assert_eq!(g.view(0).deal_rows[0].pot, 15);
        assert_eq!(nets(&g), [-5, 6, -2, -5, 6]);
        assert!(g.view(0).loo.is_empty());
        let mut g = begun(4, 0);
        g.enter_deal(&deal(&[1, 2, 3], &[0; 4])).unwrap();
        assert_eq!(g.view(0).deal_rows[0].sole_survivor, Some(0));
        assert_eq!(nets(&g), [15, -5, -5, -5]);
    }

    /// rules.md Example 6 (after three deals without a Loo) and Example 2's extension deal.
    #[test]
    fn example_6_entered_plays_the_extension_deal() {
        let mut g = begun(4, 0);
        for _ in 0..3 {
            g.enter_deal(&deal(&[], &[2, 1, 1, 1])).unwrap();
        }
        g.enter_deal(&deal(&[], &[4, 1, 0, 0])).unwrap();
        assert_eq!(g.view(0).loo, [2, 3]);
        assert_eq!(Companion::entry_fields(&g), [Field::TricksPerSeat { label: TRICKS_WON, total: 5, rest: None }]);
        g.enter_deal(&DealEntry { answers: vec![Answer::PerSeat(vec![0, 2, 2, 1])] }).unwrap();
        let row = g.view(0).deal_rows[4].clone();
        assert_eq!((row.extension, row.dealer, row.pot, row.loo), (true, 0, 20, vec![]));
        assert_eq!(row.nets, [0, 8, -2, -6]);
        assert_eq!(g.turn(), Turn::Over);
        assert_eq!(g.entered_deals().len(), 5);
    }

    /// rules.md Example 9: two Loo seats' penalties, the ante and 3 drops make a pot of 40.
    #[test]
    fn example_9_entered_pays_eight_a_trick() {
        let mut g = begun(7, 0);
        g.enter_deal(&deal(&[], &[0, 0, 1, 1, 1, 1, 1])).unwrap();
        g.enter_deal(&deal(&[2, 3, 4], &[0, 5, 0, 0, 0, 0, 0])).unwrap();
        let row = g.view(0).deal_rows[1].clone();
        assert_eq!(row.pot, 40);
        assert_eq!(row.loo, [0, 5, 6]);
        assert_eq!(row.nets, [-10, 40 - 10 - 5, -5, -5, -5, 0, 0]);
    }

    #[test]
    fn what_the_rules_forbid_is_refused_and_changes_nothing() {
        let mut g = begun(4, 0);
        let before = format!("{g:?}");
        let refused = |why| Err(EntryError::Rule { field: 1, why });
        assert_eq!(g.enter_deal(&deal(&[0, 1, 2, 3], &[0; 4])), Err(EntryError::Rule { field: 0, why: NOBODY_IN }));
        assert_eq!(g.enter_deal(&deal(&[1], &[2, 1, 1, 1])), refused(DROPPED_TOOK_TRICKS));
        assert_eq!(g.enter_deal(&deal(&[1], &[2, 0, 1, 1])), refused(FIVE_TRICKS));
        assert_eq!(g.enter_deal(&deal(&[1, 2, 3], &[5, 0, 0, 0])), refused(ALONE_NO_TRICKS));
        assert_eq!(g.enter_deal(&deal(&[], &[6, 0, 0, 0])), Err(EntryError::NumberAbove { field: 1, seat: 0, number: 6, most: 5 }));
        assert_eq!(format!("{g:?}"), before);
        let extension_form = DealEntry { answers: vec![Answer::PerSeat(vec![2, 1, 1, 1])] };
        assert_eq!(g.enter_deal(&extension_form), Err(EntryError::AnswerCount { answered: 1, fields: 2 }));
        assert_eq!(format!("{g:?}"), before);
    }
}
