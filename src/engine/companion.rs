//! Companion mode: the app keeps the score sheet of a game played with real cards. After
//! each deal a person enters what happened at the table, and the game scores it with its own
//! end-of-deal scoring, the very function a played deal ends in.
//!
//! A game describes a deal's entry as a list of [`Field`]s, so one generic form renders every
//! game; the person's answers are a [`DealEntry`], one [`Answer`] a field. Labels are ids
//! (like option ids) whose words, in both languages, are in the game's `messages.rs`
//! (`companion_label`): the engine names no words.

use super::game::{AnyGame, Game, Turn};
use super::seats::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One question of a deal's entry form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Field {
    /// How many tricks each seat took: one count a seat, adding up to `total`. With `rest`,
    /// the seats' counts may add up to less: the rest goes to a taker that is not a seat
    /// (a dummy), which must get at least `rest.min`; the form shows it, derived.
    TricksPerSeat { label: &'static str, total: u8, rest: Option<Rest> },
    /// Who won each trick, in order: `tricks` seats, the first trick first.
    TrickWinners { label: &'static str, tricks: u8 },
    /// One of `choices` (label ids), for the whole deal.
    Choice { label: &'static str, choices: &'static [&'static str] },
    /// A number from 0 to `most` for each seat (a bid).
    NumberPerSeat { label: &'static str, most: u8 },
    /// One of `choices` (label ids) for each seat (the suit of a bid).
    ChoicePerSeat { label: &'static str, choices: &'static [&'static str] },
    /// One seat at the table (a declarer).
    Seat { label: &'static str },
    /// One number from 0 to `most` for the deal (the tricks a declarer's side took).
    Number { label: &'static str, most: u8 },
}

/// The tricks a non-seat taker gets: what the seats' counts leave of the total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Rest {
    pub label: &'static str,
    /// The fewest it can have (the 3-player Arsène dummy starts every deal with one).
    pub min: u8,
}

impl Field {
    pub fn label(&self) -> &'static str {
        match self {
            Field::TricksPerSeat { label, .. }
            | Field::TrickWinners { label, .. }
            | Field::Choice { label, .. }
            | Field::NumberPerSeat { label, .. }
            | Field::ChoicePerSeat { label, .. }
            | Field::Seat { label }
            | Field::Number { label, .. } => label,
        }
    }

    /// Every label id the field shows: its own, its choices' and its rest's (the messages
    /// test requires words for each).
    pub fn label_ids(&self) -> Vec<&'static str> {
        let mut ids = vec![self.label()];
        match self {
            Field::TricksPerSeat { rest: Some(r), .. } => ids.push(r.label),
            Field::Choice { choices, .. } | Field::ChoicePerSeat { choices, .. } => ids.extend(choices.iter().copied()),
            _ => {}
        }
        ids
    }

    /// The answer an entry holds for this question when an answer settled the entry
    /// without it ([`Companion::SETTLES`]): zeros, no trick winners.
    pub fn unasked(&self, seats: usize) -> Answer {
        match self {
            Field::TricksPerSeat { .. } | Field::NumberPerSeat { .. } => Answer::PerSeat(vec![0; seats]),
            Field::TrickWinners { .. } => Answer::Seats(Vec::new()),
            Field::ChoicePerSeat { .. } => Answer::Choices(vec![0; seats]),
            Field::Choice { .. } => Answer::Choice(0),
            Field::Seat { .. } => Answer::Seat(0),
            Field::Number { .. } => Answer::Number(0),
        }
    }
}

/// The answer to one [`Field`], as JSON: `{"per-seat":[3,3,4,1]}`, `{"seats":[2,0,...]}`,
/// `{"choice":1}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Answer {
    /// [`Field::TricksPerSeat`], [`Field::NumberPerSeat`]: one number a seat, in seat order.
    PerSeat(Vec<u8>),
    /// [`Field::TrickWinners`]: one seat a trick, in trick order.
    Seats(Vec<Seat>),
    /// [`Field::Choice`]: the index of the choice.
    Choice(u8),
    /// [`Field::ChoicePerSeat`]: the index of each seat's choice, in seat order.
    Choices(Vec<u8>),
    /// [`Field::Seat`].
    Seat(Seat),
    /// [`Field::Number`].
    Number(u8),
}

/// What a person entered for one deal: one answer a field, in the fields' order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(transparent)]
pub struct DealEntry {
    pub answers: Vec<Answer>,
}

/// Why an entered deal was refused. The state is unchanged whenever this is returned. Words
/// for each, in both languages: `records::messages` (with the field's label from the game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryError {
    GameOver,
    /// The first dealer is set once, before the first deal.
    AlreadyBegun,
    /// Deals are entered once the first dealer is set.
    NotBegun,
    /// The first dealer is not a seat at the table.
    NoSuchDealer { seat: Seat },
    /// The game is not between two deals (a played game in the middle of a deal).
    NotBetweenDeals,
    /// The entry has `answered` answers; the deal's form has `fields`.
    AnswerCount { answered: usize, fields: usize },
    /// Answer `field` (0-based) is not the kind its field asks for.
    WrongKind { field: usize },
    /// Answer `field` has `entered` values; it needs `expected` (one a seat, or one a trick).
    Length { field: usize, entered: usize, expected: usize },
    /// A seat number that is not at the table.
    NoSuchSeat { field: usize, seat: Seat },
    /// One seat's count is above what a deal has.
    CountAbove { field: usize, seat: Seat, count: u8, most: u8 },
    /// The counts add up to `sum`; a deal has `total` tricks.
    TrickSum { field: usize, sum: u32, total: u8 },
    /// With a rest taker: the seats' counts add up to `sum`, leaving it fewer than its
    /// minimum; the seats can take at most `most`.
    RestTooSmall { field: usize, sum: u32, most: u8 },
    NoSuchChoice { field: usize, choice: u8 },
    /// One seat's number is above the most it can be (a bid above the hand).
    NumberAbove { field: usize, seat: Seat, number: u8, most: u8 },
    /// [`Field::Number`]: the number is above the most it can be.
    Above { field: usize, number: u8, most: u8 },
    /// What the game's own rules say cannot be (no trick for a player who dropped out):
    /// `why` is a label id of the game's companion words, a whole sentence.
    Rule { field: usize, why: &'static str },
}

impl fmt::Display for EntryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use EntryError::*;
        match self {
            GameOver => write!(f, "the game is already over"),
            AlreadyBegun => write!(f, "the first dealer is already set"),
            NotBegun => write!(f, "the first dealer is not set yet"),
            NoSuchDealer { seat } => write!(f, "there is no seat {seat} to deal first"),
            NotBetweenDeals => write!(f, "the game is in the middle of a deal"),
            AnswerCount { answered, fields } => write!(f, "{answered} answers for {fields} questions"),
            WrongKind { field } => write!(f, "answer {} is not of the kind its question asks", field + 1),
            Length { field, entered, expected } => write!(f, "answer {} has {entered} values, expected {expected}", field + 1),
            NoSuchSeat { field, seat } => write!(f, "answer {}: there is no seat {seat}", field + 1),
            CountAbove { field, seat, count, most } => write!(f, "answer {}: seat {seat} took {count} tricks, a deal has {most}", field + 1),
            TrickSum { field, sum, total } => write!(f, "answer {}: the counts add up to {sum}, a deal has {total} tricks", field + 1),
            RestTooSmall { field, sum, most } => write!(f, "answer {}: the counts add up to {sum}, at most {most}", field + 1),
            NoSuchChoice { field, choice } => write!(f, "answer {}: there is no choice {choice}", field + 1),
            NumberAbove { field, seat, number, most } => write!(f, "answer {}: seat {seat} has {number}, at most {most}", field + 1),
            Above { field, number, most } => write!(f, "answer {}: {number}, at most {most}", field + 1),
            Rule { field, why } => write!(f, "answer {}: {why}", field + 1),
        }
    }
}

/// Checks `entry` against the form `fields` of a table of `seats`: one answer a field, of
/// its kind and length, seats at the table, counts that add up. What a particular game
/// cannot have beyond this is the game's own check.
pub fn check(fields: &[Field], entry: &DealEntry, seats: usize) -> Result<(), EntryError> {
    if entry.answers.len() != fields.len() {
        return Err(EntryError::AnswerCount { answered: entry.answers.len(), fields: fields.len() });
    }
    for (i, (field, answer)) in fields.iter().zip(&entry.answers).enumerate() {
        let length = |entered: usize, expected: usize| {
            if entered == expected { Ok(()) } else { Err(EntryError::Length { field: i, entered, expected }) }
        };
        match (field, answer) {
            (Field::TricksPerSeat { total, rest, .. }, Answer::PerSeat(counts)) => {
                length(counts.len(), seats)?;
                if let Some((s, &c)) = counts.iter().enumerate().find(|(_, &c)| c > *total) {
                    return Err(EntryError::CountAbove { field: i, seat: s as Seat, count: c, most: *total });
                }
                let sum: u32 = counts.iter().map(|&c| c as u32).sum();
                match rest {
                    None if sum != *total as u32 => return Err(EntryError::TrickSum { field: i, sum, total: *total }),
                    Some(r) if sum + r.min as u32 > *total as u32 => {
                        return Err(EntryError::RestTooSmall { field: i, sum, most: total - r.min })
                    }
                    _ => {}
                }
            }
            (Field::TrickWinners { tricks, .. }, Answer::Seats(winners)) => {
                length(winners.len(), *tricks as usize)?;
                if let Some(&s) = winners.iter().find(|&&s| s as usize >= seats) {
                    return Err(EntryError::NoSuchSeat { field: i, seat: s });
                }
            }
            (Field::Choice { choices, .. }, Answer::Choice(c)) => {
                if *c as usize >= choices.len() {
                    return Err(EntryError::NoSuchChoice { field: i, choice: *c });
                }
            }
            (Field::NumberPerSeat { most, .. }, Answer::PerSeat(numbers)) => {
                length(numbers.len(), seats)?;
                if let Some((s, &n)) = numbers.iter().enumerate().find(|(_, &n)| n > *most) {
                    return Err(EntryError::NumberAbove { field: i, seat: s as Seat, number: n, most: *most });
                }
            }
            (Field::ChoicePerSeat { choices, .. }, Answer::Choices(picked)) => {
                length(picked.len(), seats)?;
                if let Some(&c) = picked.iter().find(|&&c| c as usize >= choices.len()) {
                    return Err(EntryError::NoSuchChoice { field: i, choice: c });
                }
            }
            (Field::Seat { .. }, Answer::Seat(s)) => {
                if *s as usize >= seats {
                    return Err(EntryError::NoSuchSeat { field: i, seat: *s });
                }
            }
            (Field::Number { most, .. }, Answer::Number(n)) => {
                if n > most {
                    return Err(EntryError::Above { field: i, number: *n, most: *most });
                }
            }
            _ => return Err(EntryError::WrongKind { field: i }),
        }
    }
    Ok(())
}

/// A game whose deals can be entered after the fact. Implemented in the game's own folder;
/// `enter_deal` ends the deal through the same scoring function a played deal ends in, so
/// the game's view (its score sheet), `scores()` and `outcome()` read the same either way.
pub trait Companion: Game {
    /// The fields of the game's `View` its score sheet reads: the same in a played game and
    /// an entered one after the same deals (what the UI's companion sheet shows).
    const SHEET: &'static [&'static str];

    /// What one entry is ([`Unit`]): a deal unless the game says otherwise.
    const UNIT: Unit = Unit::Deal;

    /// The label ids of the sentences with which the game's own rules refuse an entry
    /// ([`EntryError::Rule`]): every one needs words in both languages (a test checks).
    const REFUSALS: &'static [&'static str] = &[];

    /// An answer that settles the whole entry, `(field, choice)`: given it, the other
    /// questions are not asked (Same Two's passed-out board). The entry then holds each
    /// other question's [`Field::unasked`] answer, which `enter_deal` does not read.
    const SETTLES: Option<(usize, u8)> = None;

    /// The questions a deal's entry asks, for the deal to be entered next.
    fn entry_fields(&self) -> Vec<Field>;
    /// Where the game stands (its end is `turn()`'s `Over`).
    fn stage(&self) -> Stage;
    /// Who deals first: the game's first-dealer chance event, made from the seat, or the
    /// seat the rules fix (whose game then overrides `begin`).
    const FIRST_DEALER: FirstDealer<Self::Action>;
    /// Scores one deal from what was entered and moves on to the next deal (or the end), by
    /// the same function a played deal ends in. Starts with [`Companion::check_entry`], and
    /// refuses, leaving the state unchanged, what cannot be.
    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError>;
    /// The entries that give this game's finished deals: a played game summarized, what
    /// proves its deals score the same entered.
    fn entered_deals(&self) -> Vec<DealEntry>;

    /// Sets the first dealer, as the first-dealer chance event does (it is that event).
    fn begin(&mut self, first_dealer: Seat) -> Result<(), EntryError> {
        if self.stage() != Stage::Start {
            return Err(EntryError::AlreadyBegun);
        }
        match Self::FIRST_DEALER {
            FirstDealer::Chosen(event) => self.apply(&event(first_dealer)).map_err(|_| EntryError::NoSuchDealer { seat: first_dealer }),
            FirstDealer::Fixed(seat) if seat == first_dealer => Ok(()),
            FirstDealer::Fixed(_) => Err(EntryError::NoSuchDealer { seat: first_dealer }),
        }
    }

    /// What every game checks before a deal is entered: the game is begun, not over and
    /// between deals, and the entry answers the form ([`check`]).
    fn check_entry(&self, entry: &DealEntry) -> Result<(), EntryError> {
        match (self.turn(), self.stage()) {
            (Turn::Over, _) => Err(EntryError::GameOver),
            (_, Stage::Start) => Err(EntryError::NotBegun),
            (_, Stage::InDeal) => Err(EntryError::NotBetweenDeals),
            (_, Stage::BetweenDeals) => check(&self.entry_fields(), entry, self.seat_count()),
        }
    }
}

/// What one entry of a game's sheet is, for its words: a deal (most games), a board
/// (Same Two), a whole game (RWD, whose match is games), a round (Goita to Bara). A game
/// of games or rounds names a start player, not a first dealer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    Deal,
    Board,
    Game,
    Round,
}

/// Who deals first in a game entered after the fact.
#[derive(Clone, Copy, Debug)]
pub enum FirstDealer<A> {
    /// Any seat, set by the game's first-dealer event made from it.
    Chosen(fn(Seat) -> A),
    /// The seat the rules name (Same Two's North): the sheet's first dealer must be it.
    Fixed(Seat),
}

/// A companion game behind a pointer (the registry, the companion sheet's rescoring).
pub trait AnyCompanion: AnyGame {
    /// [`Companion::SHEET`].
    fn sheet_fields(&self) -> &'static [&'static str];
    /// [`Companion::REFUSALS`].
    fn refusals(&self) -> &'static [&'static str];
    /// The first dealer the rules fix, if they do ([`FirstDealer::Fixed`]).
    fn fixed_first_dealer(&self) -> Option<Seat>;
    fn entry_fields(&self) -> Vec<Field>;
    fn begin(&mut self, first_dealer: Seat) -> Result<(), EntryError>;
    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError>;
    fn entered_deals(&self) -> Vec<DealEntry>;
}

impl<G: Companion> AnyCompanion for G {
    fn sheet_fields(&self) -> &'static [&'static str] {
        G::SHEET
    }
    fn refusals(&self) -> &'static [&'static str] {
        G::REFUSALS
    }
    fn fixed_first_dealer(&self) -> Option<Seat> {
        match G::FIRST_DEALER {
            FirstDealer::Chosen(_) => None,
            FirstDealer::Fixed(s) => Some(s),
        }
    }
    fn entry_fields(&self) -> Vec<Field> {
        Companion::entry_fields(self)
    }
    fn begin(&mut self, first_dealer: Seat) -> Result<(), EntryError> {
        Companion::begin(self, first_dealer)
    }
    fn enter_deal(&mut self, entry: &DealEntry) -> Result<(), EntryError> {
        Companion::enter_deal(self, entry)
    }
    fn entered_deals(&self) -> Vec<DealEntry> {
        Companion::entered_deals(self)
    }
}

/// Where a game stands for entering deals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Before the first dealer is set.
    Start,
    /// Between two deals (or before the first): a deal can be entered.
    BetweenDeals,
    /// In the middle of a played deal.
    InDeal,
}

impl Stage {
    /// The stage of a game that is at its first-dealer event (`start`), at a deal's shuffle
    /// (`deal_next`), or elsewhere.
    pub fn of(start: bool, deal_next: bool) -> Stage {
        match (start, deal_next) {
            (true, _) => Stage::Start,
            (false, true) => Stage::BetweenDeals,
            (false, false) => Stage::InDeal,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FORM: [Field; 3] = [
        Field::TricksPerSeat { label: "tricks", total: 11, rest: Some(Rest { label: "dummy", min: 1 }) },
        Field::TrickWinners { label: "route", tricks: 4 },
        Field::Choice { label: "trump", choices: &["a", "b"] },
    ];

    fn entry(counts: Vec<u8>, winners: Vec<Seat>, choice: u8) -> DealEntry {
        DealEntry { answers: vec![Answer::PerSeat(counts), Answer::Seats(winners), Answer::Choice(choice)] }
    }

    #[test]
    fn what_cannot_be_is_named() {
        let ok = entry(vec![3, 3, 4], vec![0, 1, 2, 0], 1);
        assert_eq!(check(&FORM, &ok, 3), Ok(()));
        assert_eq!(check(&FORM, &entry(vec![3, 3, 5], vec![0, 1, 2, 0], 1), 3), Err(EntryError::RestTooSmall { field: 0, sum: 11, most: 10 }));
        assert_eq!(check(&FORM, &entry(vec![3, 12, 0], vec![0, 1, 2, 0], 1), 3), Err(EntryError::CountAbove { field: 0, seat: 1, count: 12, most: 11 }));
        assert_eq!(check(&FORM, &entry(vec![3, 3], vec![0, 1, 2, 0], 1), 3), Err(EntryError::Length { field: 0, entered: 2, expected: 3 }));
        assert_eq!(check(&FORM, &entry(vec![3, 3, 4], vec![0, 1, 2], 1), 3), Err(EntryError::Length { field: 1, entered: 3, expected: 4 }));
        assert_eq!(check(&FORM, &entry(vec![3, 3, 4], vec![0, 1, 3, 0], 1), 3), Err(EntryError::NoSuchSeat { field: 1, seat: 3 }));
        assert_eq!(check(&FORM, &entry(vec![3, 3, 4], vec![0, 1, 2, 0], 2), 3), Err(EntryError::NoSuchChoice { field: 2, choice: 2 }));
        let mut swapped = ok.clone();
        swapped.answers.swap(0, 1);
        assert_eq!(check(&FORM, &swapped, 3), Err(EntryError::WrongKind { field: 0 }));
        assert_eq!(check(&FORM, &DealEntry::default(), 3), Err(EntryError::AnswerCount { answered: 0, fields: 3 }));
        let exact = [Field::TricksPerSeat { label: "tricks", total: 13, rest: None }];
        let counts = |c: Vec<u8>| DealEntry { answers: vec![Answer::PerSeat(c)] };
        assert_eq!(check(&exact, &counts(vec![3, 3, 3, 3]), 4), Err(EntryError::TrickSum { field: 0, sum: 12, total: 13 }));
        assert_eq!(check(&exact, &counts(vec![3, 3, 3, 4]), 4), Ok(()));
        let bids = [Field::NumberPerSeat { label: "bid", most: 13 }, Field::ChoicePerSeat { label: "suit", choices: &["s", "h"] }];
        let bid = |n: Vec<u8>, c: Vec<u8>| DealEntry { answers: vec![Answer::PerSeat(n), Answer::Choices(c)] };
        assert_eq!(check(&bids, &bid(vec![0, 13, 2], vec![0, 1, 1]), 3), Ok(()));
        assert_eq!(check(&bids, &bid(vec![0, 14, 2], vec![0, 1, 1]), 3), Err(EntryError::NumberAbove { field: 0, seat: 1, number: 14, most: 13 }));
        assert_eq!(check(&bids, &bid(vec![0, 13, 2], vec![0, 2, 1]), 3), Err(EntryError::NoSuchChoice { field: 1, choice: 2 }));
        assert_eq!(check(&bids, &bid(vec![0, 13, 2], vec![0, 1]), 3), Err(EntryError::Length { field: 1, entered: 2, expected: 3 }));
        let contract = [Field::Seat { label: "declarer" }, Field::Number { label: "made", most: 13 }];
        let made = |s: Seat, n: u8| DealEntry { answers: vec![Answer::Seat(s), Answer::Number(n)] };
        assert_eq!(check(&contract, &made(3, 13), 4), Ok(()));
        assert_eq!(check(&contract, &made(4, 13), 4), Err(EntryError::NoSuchSeat { field: 0, seat: 4 }));
        assert_eq!(check(&contract, &made(3, 14), 4), Err(EntryError::Above { field: 1, number: 14, most: 13 }));
        assert_eq!(serde_json::to_string(&made(3, 9)).unwrap(), r#"[{"seat":3},{"number":9}]"#);
    }

    #[test]
    fn entries_read_as_short_json() {
        let e = entry(vec![3, 3, 4], vec![0, 1, 2, 0], 1);
        let text = serde_json::to_string(&e).unwrap();
        assert_eq!(text, r#"[{"per-seat":[3,3,4]},{"seats":[0,1,2,0]},{"choice":1}]"#);
        assert_eq!(serde_json::from_str::<DealEntry>(&text).unwrap(), e);
        assert!(serde_json::from_str::<DealEntry>(r#"[{"per-seat":[3],"x":1}]"#).is_err());
        assert!(serde_json::from_str::<DealEntry>(r#"[{"seats":[-1]}]"#).is_err());
    }
}
