//! Companion mode (`engine::companion`): a board played with real cards is entered as its
//! final contract (level, or passed out; strain; doubled or not, R5), the declarer (R6) and
//! the tricks the declarer's side took (R12); under rubber scoring with honours, also who
//! held honours (§3). The board then ends in `score_board`, the same scoring a played board
//! ends in: duplicate points by the board's vulnerability (R13), or the rubber's lines,
//! games and bonuses (§3), and the session's end (R14).
//!
//! Same Two has no first-dealer event: the board number fixes the dealer, North for board
//! 1 (R3), so `begin` only checks that the sheet's first dealer is North.

use super::score::{Bid, Doubling};
use super::{board_dealer, side_of, Action, Contract, Phase, SameTwo, Scoring, TRICKS};
use crate::engine::bid::Strain;
use crate::engine::companion::{Unit, FirstDealer, Answer, Companion, DealEntry, EntryError, Field, Stage};
use crate::engine::seats::Seat;

/// Label ids of the form (words in `messages::companion_label`).
pub const LEVEL: &str = "level";
pub const PASSED_OUT: &str = "passed-out";
pub const STRAIN: &str = "strain";
pub const CLUBS: &str = "clubs";
pub const DIAMONDS: &str = "diamonds";
pub const HEARTS: &str = "hearts";
pub const SPADES: &str = "spades";
pub const NO_TRUMP: &str = "no-trump";
pub const DOUBLING: &str = "doubling";
pub const UNDOUBLED: &str = "undoubled";
pub const DOUBLED: &str = "doubled";
pub const REDOUBLED: &str = "redoubled";
pub const DECLARER: &str = "declarer";
pub const TRICKS_TAKEN: &str = "tricks";
pub const HONOURS: &str = "honours";
pub const NO_HONOURS: &str = "no-honours";
pub const DECLARER_100: &str = "declarer-100";
pub const DECLARER_150: &str = "declarer-150";
pub const DEFENDERS_100: &str = "defenders-100";
pub const DEFENDERS_150: &str = "defenders-150";
/// Refusal: 100 for honours at no trump, where only the four aces count, 150 (§3).
pub const NO_TRUMP_HONOURS: &str = "no-trump-honours";

/// The level question: passed out (R5), or 1 to 7; the answer index is the level.
const LEVEL_CHOICES: &[&str] = &[PASSED_OUT, "1", "2", "3", "4", "5", "6", "7"];
/// The strains in the order they rank (R1), as `Strain::BRIDGE_ORDER`.
const STRAIN_CHOICES: &[&str] = &[CLUBS, DIAMONDS, HEARTS, SPADES, NO_TRUMP];
const DOUBLING_CHOICES: &[&str] = &[UNDOUBLED, DOUBLED, REDOUBLED];
const DOUBLINGS: [Doubling; 3] = [Doubling::None, Doubling::Doubled, Doubling::Redoubled];
/// Who held honours in one hand (only one hand can hold four of the five trump honours or
/// all four aces): nobody, or the declarer's side or the defenders, with 100 or 150.
const HONOURS_CHOICES: &[&str] = &[NO_HONOURS, DECLARER_100, DECLARER_150, DEFENDERS_100, DEFENDERS_150];
/// (the declarer's side holds them, points) for each honours answer but the first.
const HONOURS_HELD: [(bool, i32); 4] = [(true, 100), (true, 150), (false, 100), (false, 150)];

impl SameTwo {
    /// Honours are asked only where they score: rubber with `rubber-honours = on` (§3).
    fn asks_honours(&self) -> bool {
        self.opts.scoring == Scoring::Rubber && self.opts.honours
    }
}

/// The honours answer for a board's `honours` [N-S, E-W] with the declarer's side `side`.
fn honours_choice(honours: [i32; 2], side: usize) -> u8 {
    HONOURS_HELD
        .iter()
        .position(|&(declarers, points)| honours[if declarers { side } else { 1 - side }] == points)
        .map_or(0, |i| i as u8 + 1)
}

impl Companion for SameTwo {
    const SHEET: &'static [&'static str] = &["rows", "totals", "below", "games", "board", "dealer", "vulnerable", "contract"];
    const REFUSALS: &'static [&'static str] = &[NO_TRUMP_HONOURS];
    /// Never applied: there is no first-dealer event to apply (see `begin`).
    /// Board 1 is North's, seat 0 (R3, `board_dealer(1)`): no first-dealer event.
    const UNIT: Unit = Unit::Board;
    /// A passed-out board (level 0) is scored from nothing else (R5).
    const SETTLES: Option<(usize, u8)> = Some((0, 0));
    const FIRST_DEALER: FirstDealer<Action> = FirstDealer::Fixed(0);

    fn entry_fields(&self) -> Vec<Field> {
        let mut fields = vec![
            Field::Choice { label: LEVEL, choices: LEVEL_CHOICES },
            Field::Choice { label: STRAIN, choices: STRAIN_CHOICES },
            Field::Choice { label: DOUBLING, choices: DOUBLING_CHOICES },
            Field::Seat { label: DECLARER },
            Field::Number { label: TRICKS_TAKEN, most: TRICKS },
        ];
        if self.asks_honours() {
            fields.push(Field::Choice { label: HONOURS, choices: HONOURS_CHOICES });
        }
        fields
    }

    /// Never at the start: there is no first dealer to set (R3).
    fn stage(&self) -> Stage {
        Stage::of(false, self.phase == Phase::Deal)
    }

    /// The first dealer is North's by the board number (R3): the sheet must say so, and
    /// nothing is applied.
    fn begin(&mut self, first_dealer: Seat) -> Result<(), EntryError> {
        if self.phase != Phase::Deal || !self.rows.is_empty() {
            return Err(EntryError::AlreadyBegun);
        }
        if first_dealer != board_dealer(1) {
            return Err(EntryError::NoSuchDealer { seat: first_dealer });
        }
        Ok(())
    }

    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        self.check_entry(entry)?;
        let (Answer::Choice(level), Answer::Choice(strain), Answer::Choice(doubling), Answer::Seat(declarer), Answer::Number(tricks)) =
            (&entry.answers[0], &entry.answers[1], &entry.answers[2], &entry.answers[3], &entry.answers[4])
        else {
            return Err(EntryError::WrongKind { field: 0 });
        };
        // A passed-out board is scored from nothing else: the other answers are not read.
        let contract = (*level > 0).then(|| Contract {
            bid: Bid { level: *level, strain: Strain::BRIDGE_ORDER[*strain as usize], doubling: DOUBLINGS[*doubling as usize] },
            declarer: *declarer,
        });
        let mut honours = [0; 2];
        if let (Some(c), Some(&Answer::Choice(held @ 1..))) = (contract, entry.answers.get(5)) {
            let (declarers, points) = HONOURS_HELD[held as usize - 1];
            if c.bid.strain == Strain::NoTrump && points == 100 {
                return Err(EntryError::Rule { field: 5, why: NO_TRUMP_HONOURS }); // rules.md §3
            }
            let side = side_of(c.declarer);
            honours[if declarers { side } else { 1 - side }] = points;
        }
        self.contract = contract;
        self.score_board(if contract.is_some() { *tricks } else { 0 }, honours);
        Ok(())
    }

    fn entered_deals(&self) -> Vec<DealEntry> {
        let asks_honours = self.asks_honours();
        self.rows
            .iter()
            .map(|r| {
                let c = r.contract;
                let mut answers = vec![
                    Answer::Choice(c.map_or(0, |c| c.bid.level)),
                    Answer::Choice(c.map_or(0, |c| c.bid.strain.bridge_rank() as u8)),
                    Answer::Choice(c.map_or(0, |c| DOUBLINGS.iter().position(|&d| d == c.bid.doubling).unwrap_or(0) as u8)),
                    Answer::Seat(c.map_or(0, |c| c.declarer)),
                    Answer::Number(r.tricks),
                ];
                if asks_honours {
                    answers.push(Answer::Choice(c.map_or(0, |c| honours_choice(r.honours, side_of(c.declarer)))));
                }
                DealEntry { answers }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ruleset::Ruleset;
    use crate::engine::{Game, Turn};
    use crate::games::same_two::INFO;
    use crate::text::Lang;

    fn begun(options: &[(&str, &str)]) -> SameTwo {
        let mut g = SameTwo::new(&Ruleset::with_options(&INFO, options.iter().copied()).unwrap());
        g.begin(0).unwrap();
        g
    }

    /// A contract: `code` as the rules write it (`4S`, `3NT`, `4HX`), the declarer, the
    /// tricks its side took; `honours` (rubber with honours only) the honours answer.
    fn board(code: &str, declarer: Seat, tricks: u8, honours: Option<u8>) -> DealEntry {
        let level = code[..1].parse().unwrap();
        let rest = code[1..].trim_end_matches('X');
        let strain = ["C", "D", "H", "S", "NT"].iter().position(|s| *s == rest).unwrap() as u8;
        let doubling = (code.len() - code.trim_end_matches('X').len()) as u8;
        let mut answers = vec![Answer::Choice(level), Answer::Choice(strain), Answer::Choice(doubling), Answer::Seat(declarer), Answer::Number(tricks)];
        answers.extend(honours.map(Answer::Choice));
        DealEntry { answers }
    }

    fn passed_out(honours: bool) -> DealEntry {
        let mut answers = vec![Answer::Choice(0), Answer::Choice(0), Answer::Choice(0), Answer::Seat(0), Answer::Number(0)];
        answers.extend(honours.then_some(Answer::Choice(0)));
        DealEntry { answers }
    }

    const N: Seat = 0;
    const E: Seat = 1;
    const S: Seat = 2;
    const W: Seat = 3;

    /// rules.md Example 8: each contract on the first board with its vulnerability (board
    /// 1 none, board 2 N-S), after passed-out boards; the points go to the side that scores.
    #[test]
    fn the_fixed_first_dealer_is_board_ones() {
        use crate::engine::companion::AnyCompanion;
        let g = SameTwo::new(&Ruleset::defaults(&crate::games::same_two::INFO));
        assert_eq!(g.fixed_first_dealer(), Some(board_dealer(1)));
    }

    #[test]
    fn example_8_duplicate_scores() {
        for (code, declarer, vulnerable, tricks, points) in [
            ("4S", S, false, 10, [420, 0]),
            ("3NT", N, true, 9, [600, 0]),
            ("4HX", E, false, 8, [300, 0]),
            ("2C", W, false, 10, [0, 130]),
            ("1NTX", N, false, 7, [180, 0]),
            ("6S", N, true, 12, [1430, 0]),
            ("3NT", N, true, 8, [0, 100]),
        ] {
            let mut g = begun(&[]);
            if vulnerable {
                g.enter_deal(&passed_out(false)).unwrap();
            }
            g.enter_deal(&board(code, declarer, tricks, None)).unwrap();
            let row = g.rows.last().unwrap();
            assert_eq!(row.vulnerable[side_of(declarer)], vulnerable, "{code}");
            assert_eq!(row.points, points, "{code} by {declarer}");
        }
    }

    /// rules.md Example 9: boards 1-4 (here all passed out) are dealt by N, E, S, W with
    /// none, N-S, E-W and both vulnerable; the session ends after them, 0-0, places shared.
    #[test]
    fn example_9_board_data() {
        let mut g = begun(&[]);
        for _ in 0..4 {
            g.enter_deal(&passed_out(false)).unwrap();
        }
        let data: Vec<(Seat, [bool; 2])> = g.rows.iter().map(|r| (r.dealer, r.vulnerable)).collect();
        assert_eq!(data, [(N, [false, false]), (E, [true, false]), (S, [false, true]), (W, [true, true])]);
        assert_eq!(g.turn(), Turn::Over);
        assert_eq!(g.outcome().unwrap().places, [1, 1, 1, 1], "equal totals: shared (R14)");
        assert_eq!(g.enter_deal(&passed_out(false)), Err(EntryError::GameOver));
    }

    /// Rubber scoring (§3): 4S by N made with 100 honours in N-S hands (a game), a
    /// passed-out deal, then 3NT by S vulnerable with an overtrick: the second game and the
    /// 700 rubber bonus end the rubber.
    #[test]
    fn a_rubber_entered() {
        let mut g = begun(&[("scoring", "rubber")]);
        g.enter_deal(&board("4S", N, 10, Some(1))).unwrap();
        assert_eq!((g.rows[0].points, g.rows[0].honours, g.games), ([220, 0], [100, 0], [1, 0]));
        g.enter_deal(&passed_out(true)).unwrap();
        assert_eq!(g.rows[1].points, [0, 0]);
        g.enter_deal(&board("3NT", S, 10, Some(0))).unwrap();
        assert_eq!(g.rows[2].vulnerable, [true, false]);
        assert_eq!(g.rows[2].points, [100 + 30 + 700, 0]);
        assert_eq!((g.turn(), g.totals), (Turn::Over, [1050, 0]));
        // Honours held by the defenders score for them, whatever the contract does.
        let mut g = begun(&[("scoring", "rubber")]);
        g.enter_deal(&board("2H", E, 7, Some(4))).unwrap();
        assert_eq!((g.rows[0].points, g.rows[0].honours), ([150 + 50, 0], [150, 0]));
        assert_eq!(g.entered_deals(), [board("2H", E, 7, Some(4))]);
    }

    #[test]
    fn what_cannot_be_is_refused_and_changes_nothing() {
        let mut g = begun(&[("scoring", "rubber")]);
        g.enter_deal(&board("4S", N, 10, Some(1))).unwrap();
        let before = format!("{g:?}");
        assert_eq!(g.enter_deal(&board("3NT", S, 9, Some(1))), Err(EntryError::Rule { field: 5, why: NO_TRUMP_HONOURS }));
        assert_eq!(g.enter_deal(&board("3NT", S, 9, None)), Err(EntryError::AnswerCount { answered: 5, fields: 6 }));
        assert_eq!(g.enter_deal(&board("3NT", S, 14, Some(2))), Err(EntryError::Above { field: 4, number: 14, most: 13 }));
        assert_eq!(g.enter_deal(&board("3NT", 4, 9, Some(2))), Err(EntryError::NoSuchSeat { field: 3, seat: 4 }));
        let mut eighth = board("3NT", S, 9, Some(2));
        eighth.answers[0] = Answer::Choice(8);
        assert_eq!(g.enter_deal(&eighth), Err(EntryError::NoSuchChoice { field: 0, choice: 8 }));
        assert_eq!(format!("{g:?}"), before);
        g.enter_deal(&board("3NT", S, 9, Some(2))).unwrap();
        // The sheet's first dealer is North's (R3); there is nothing to begin twice.
        let mut fresh = SameTwo::new(&Ruleset::defaults(&INFO));
        assert_eq!(fresh.begin(1), Err(EntryError::NoSuchDealer { seat: 1 }));
        assert_eq!(g.begin(0), Err(EntryError::AlreadyBegun));
    }

    /// The rubber form's words (the default form, duplicate, has no honours question).
    #[test]
    fn the_rubber_form_has_its_words() {
        let g = begun(&[("scoring", "rubber")]);
        for label in g.entry_fields().iter().flat_map(|f| f.label_ids()) {
            for lang in Lang::ALL {
                assert!(crate::games::same_two::messages::companion_label(label, lang).is_some(), "{label} {lang:?}");
            }
        }
    }
}
