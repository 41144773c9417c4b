//! Three Tricks (スリートリックス), by Kusaba, 1991. Rules: docs of `rules.md`.
//!
//! Four players, no trump, 13 tricks a deal, four deals. Each deal scores by tricks won:
//! 0 → −5 (or −3), 1-3 → t², 4+ → −t (rules.md R12).

use crate::engine::cards::CardSet;
use crate::engine::deal::{check_full_deal, deal_from_dealer, DealCycle};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::seats::{Direction, Seat};
use crate::engine::trick::{FollowBy, TrickCards, TrickPlay, TrickRule};
use crate::engine::{Card, GameRng};
use serde::{Deserialize, Serialize};

mod bot;
pub mod companion;
pub mod messages;
pub mod rules_text;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;
#[cfg(test)]
mod tests;

pub const SEATS: usize = 4;
pub const DEALS: u8 = 4; // rules.md R13
pub const TRICKS: u8 = 13; // rules.md R9

pub static INFO: GameInfo = GameInfo {
    id: "three-tricks",
    title_en: "Three Tricks",
    title_ja: "スリートリックス",
    designer_en: "Jun Kusaba (1991)",
    designer_ja: "草場純（1991年）",
    players: &[4],
    options: &[OptionSpec { id: "zero-trick-score", values: &["-5", "-3"], default: "-5" }],
    validate: None,
    scores: true,
    playable: true,
};

/// Typed options (rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    pub zero_trick_score: i32,
}

impl Options {
    pub fn from_ruleset(r: &Ruleset) -> Options {
        Options { zero_trick_score: r.number("zero-trick-score") }
    }
}

/// Points for winning `t` tricks in a deal (rules.md R12).
pub fn deal_points(t: u8, opts: &Options) -> i32 {
    match t {
        0 => opts.zero_trick_score,
        1..=3 => (t as i32) * (t as i32),
        _ => -(t as i32),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the first dealer is drawn (rules.md A2).
    ChooseDealer,
    /// Chance: the dealer deals 13 cards each (rules.md R3).
    Deal,
    /// Trick play (rules.md R5-R8).
    Play,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Chance: seat of the first dealer.
    FirstDealer(Seat),
    /// Chance: the four hands, indexed by seat.
    Deal { hands: Vec<CardSet> },
    Play(Card),
}

/// A finished trick, public for the rest of the deal (rules.md A5).
pub type DoneTrick = crate::engine::trick::DoneTrick;

#[derive(Clone, Debug, PartialEq)]
pub struct ThreeTricks {
    opts: Options,
    phase: Phase,
    /// The dealer, passing left (rules.md R13), and the deals done.
    cycle: DealCycle,
    hands: [CardSet; SEATS],
    /// This deal's tricks (rules.md R5-R8).
    tricks: TrickPlay,
    /// Points per deal, one row per finished deal: at most four, kept inline so copying a
    /// game (the bots do it for every playout) allocates nothing.
    deal_scores: DealRows<i32>,
    /// Tricks won per deal, one row per finished deal: what the points were scored from.
    deal_tricks: DealRows<u8>,
}

/// Up to [`DEALS`] rows, one value a seat, inline.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct DealRows<T> {
    rows: [[T; SEATS]; DEALS as usize],
    len: u8,
}

impl<T: Copy> DealRows<T> {
    fn push(&mut self, row: [T; SEATS]) {
        self.rows[self.len as usize] = row;
        self.len += 1;
    }
    fn as_slice(&self) -> &[[T; SEATS]] {
        &self.rows[..self.len as usize]
    }
}

/// What one seat may know (rules.md R10): its own hand, everything played, trick counts.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub phase: Phase,
    pub options: Options,
    pub deal_number: u8,
    pub dealer: Seat,
    pub hand: CardSet,
    pub hand_sizes: [u8; SEATS],
    pub trick: TrickCards,
    pub to_play: Option<Seat>,
    /// The cards this seat may play now (empty unless it is this seat's turn).
    pub legal: CardSet,
    pub tricks_won: [u8; SEATS],
    pub history: Vec<DoneTrick>,
    pub deal_scores: Vec<[i32; SEATS]>,
    /// Tricks won in each finished deal, the points' reason (rules.md R12).
    pub deal_tricks: Vec<[u8; SEATS]>,
    pub totals: [i32; SEATS],
}

impl ThreeTricks {
    pub fn options(&self) -> Options {
        self.opts
    }

    fn to_play(&self) -> Seat {
        self.tricks.to_play()
    }

    fn legal_cards(&self) -> CardSet {
        self.tricks.follow(self.hands[self.to_play() as usize], FollowBy::Suit) // rules.md R6
    }

    fn tricks_won(&self) -> [u8; SEATS] {
        std::array::from_fn(|s| self.tricks.won[s])
    }

    fn totals(&self) -> [i32; SEATS] {
        let mut t = [0; SEATS];
        for row in self.deal_scores.as_slice() {
            for s in 0..SEATS {
                t[s] += row[s];
            }
        }
        t
    }

    // ---- one function per phase ----

    fn deal(&mut self, hands: &[CardSet]) -> Result<(), IllegalAction> {
        check_full_deal(hands, SEATS, TRICKS as u32, CardSet::standard_52())?;
        self.hands.copy_from_slice(hands);
        self.tricks.start(self.cycle.after_dealer()); // rules.md R5: the dealer's left leads
        self.phase = Phase::Play;
        Ok(())
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        let legal = self.legal_cards();
        self.tricks.play(seat, &mut self.hands[seat as usize], legal, card, FollowBy::Suit)?; // rules.md R6
        if self.tricks.is_full() {
            let w = self.tricks.winner(&TrickRule::HighestOfLed); // rules.md R8
            self.tricks.finish(w, ()); // the winner leads the next trick
            if self.tricks.done() == TRICKS as usize {
                self.finish_deal();
            }
        }
        Ok(())
    }

    /// The end of a deal, played or entered (`companion`): each seat's points for the tricks
    /// it won (rules.md R12), then the next deal or the end (R13).
    fn finish_deal(&mut self) {
        let won = self.tricks_won();
        self.deal_scores.push(won.map(|t| deal_points(t, &self.opts)));
        self.deal_tricks.push(won);
        let over = self.cycle.is_last_of(DEALS); // rules.md R13
        self.cycle.end_deal(over);
        self.phase = if over { Phase::Over } else { Phase::Deal };
    }
}

impl Game for ThreeTricks {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        ThreeTricks {
            opts: Options::from_ruleset(rules),
            phase: Phase::ChooseDealer,
            cycle: DealCycle::new(SEATS, Direction::Clockwise), // rules.md R13: the deal passes left
            hands: [CardSet::EMPTY; SEATS],
            tricks: TrickPlay::new(SEATS),
            deal_scores: DealRows::default(),
            deal_tricks: DealRows::default(),
        }
    }

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::ChooseDealer | Phase::Deal => Turn::Chance,
            Phase::Play => Turn::Seat(self.to_play()),
            Phase::Over => Turn::Over,
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Play => self.legal_cards().iter().map(Action::Play).collect(),
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        match self.phase {
            Phase::ChooseDealer => Action::FirstDealer(self.cycle.draw(rng)),
            _ => {
                // rules.md R3 / A2: from the dealer's left.
                let (hands, _) =
                    deal_from_dealer(CardSet::standard_52(), SEATS, TRICKS as usize, self.cycle.dealer, Direction::Clockwise, rng);
                Action::Deal { hands }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseDealer, Action::FirstDealer(s)) => {
                self.cycle.choose(*s)?;
                self.phase = Phase::Deal;
                Ok(())
            }
            (Phase::Deal, Action::Deal { hands }) => self.deal(hands),
            (Phase::Play, Action::Play(c)) => self.play(*c),
            (Phase::ChooseDealer | Phase::Deal, Action::Play(_)) => Err(IllegalAction::NotChanceTurn),
            (Phase::Play, _) => Err(IllegalAction::NotYourTurn { expected: Some(self.to_play()) }),
            (_, _) => Err(IllegalAction::WrongPhase("that chance event")),
        }
    }

    fn view(&self, seat: Seat) -> View {
        let to_play = (self.phase == Phase::Play).then(|| self.to_play());
        View {
            seat,
            phase: self.phase,
            options: self.opts,
            deal_number: self.cycle.number().min(DEALS),
            dealer: self.cycle.dealer,
            hand: self.hands[seat as usize],
            hand_sizes: self.hands.map(|h| h.len() as u8),
            trick: self.tricks.cards(),
            to_play,
            legal: if to_play == Some(seat) { self.legal_cards() } else { CardSet::EMPTY },
            tricks_won: self.tricks_won(),
            history: self.tricks.history.clone(),
            deal_scores: self.deal_scores.as_slice().to_vec(),
            deal_tricks: self.deal_tricks.as_slice().to_vec(),
            totals: self.totals(),
        }
    }

    fn secrets(&self, seat: Seat) -> Secrets {
        Secrets::cards((0..SEATS).filter(|&s| s != seat as usize).fold(CardSet::EMPTY, |acc, s| acc.or(self.hands[s])))
    }

    fn scores(&self) -> Vec<i32> {
        self.totals().to_vec()
    }
}
