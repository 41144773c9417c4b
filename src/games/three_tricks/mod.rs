//! Three Tricks (スリートリックス), by Kusaba, 1991. Rules: docs of `rules.md`.
//!
//! Four players, no trump, 13 tricks a deal, four deals. Each deal scores by tricks won:
//! 0 → −5 (or −3), 1-3 → t², 4+ → −t (rules.md R12).

use crate::engine::cards::CardSet;
use crate::engine::deal::{check_full_deal, deal_from_dealer, draw_first_dealer, first_dealer, left_of, next_dealer};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::seats::{Direction, Seat};
use crate::engine::trick::{check_play, must_follow, winner, FollowBy, Play, TrickRule};
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
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DoneTrick {
    pub plays: Vec<(Seat, Card)>,
    pub winner: Seat,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ThreeTricks {
    opts: Options,
    phase: Phase,
    /// Deals completed so far.
    deals_done: u8,
    dealer: Seat,
    hands: [CardSet; SEATS],
    /// The trick in progress, in play order.
    trick: Vec<Play>,
    leader: Seat,
    tricks_won: [u8; SEATS],
    /// Tricks finished in this deal.
    history: Vec<DoneTrick>,
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
    pub trick: Vec<(Seat, Card)>,
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
        (self.leader + self.trick.len() as u8) % SEATS as u8
    }

    fn led_suit(&self) -> Option<crate::engine::Suit> {
        self.trick.first().map(|p| p.card.suit())
    }

    fn legal_cards(&self) -> CardSet {
        must_follow(self.hands[self.to_play() as usize], self.led_suit(), FollowBy::Suit)
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

    fn choose_dealer(&mut self, seat: Seat) -> Result<(), IllegalAction> {
        self.dealer = first_dealer(seat, SEATS)?;
        self.phase = Phase::Deal;
        Ok(())
    }

    fn deal(&mut self, hands: &[CardSet]) -> Result<(), IllegalAction> {
        check_full_deal(hands, SEATS, TRICKS as u32, CardSet::standard_52())?;
        self.hands.copy_from_slice(hands);
        self.leader = left_of(self.dealer, SEATS); // rules.md R5
        self.tricks_won = [0; SEATS];
        self.history.clear();
        self.phase = Phase::Play;
        Ok(())
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        check_play(self.hands[seat as usize], self.legal_cards(), card, self.led_suit(), FollowBy::Suit)?; // rules.md R6
        self.hands[seat as usize].remove(card);
        self.trick.push(Play { seat, card });
        if self.trick.len() == SEATS {
            self.finish_trick();
        }
        Ok(())
    }

    fn finish_trick(&mut self) {
        let led = self.trick[0].card.suit();
        let w = self.trick[winner(&self.trick, led, &TrickRule::HighestOfLed)].seat; // rules.md R8
        self.tricks_won[w as usize] += 1;
        self.history.push(DoneTrick { plays: self.trick.iter().map(|p| (p.seat, p.card)).collect(), winner: w });
        self.trick.clear();
        self.leader = w;
        if self.history.len() == TRICKS as usize {
            self.finish_deal();
        }
    }

    /// The end of a deal, played or entered (`companion`): each seat's points for the tricks
    /// it won (rules.md R12), then the next deal or the end (R13).
    fn finish_deal(&mut self) {
        let row = self.tricks_won.map(|t| deal_points(t, &self.opts));
        self.deal_scores.push(row);
        self.deal_tricks.push(self.tricks_won);
        self.deals_done += 1;
        if self.deals_done == DEALS {
            self.phase = Phase::Over;
        } else {
            self.dealer = next_dealer(self.dealer, SEATS, Direction::Clockwise); // rules.md R13: the deal passes left
            self.phase = Phase::Deal;
        }
    }
}

impl Game for ThreeTricks {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        ThreeTricks {
            opts: Options::from_ruleset(rules),
            phase: Phase::ChooseDealer,
            deals_done: 0,
            dealer: 0,
            hands: [CardSet::EMPTY; SEATS],
            trick: Vec::with_capacity(SEATS),
            leader: 0,
            tricks_won: [0; SEATS],
            history: Vec::with_capacity(TRICKS as usize),
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
            Phase::ChooseDealer => Action::FirstDealer(draw_first_dealer(SEATS, rng)),
            _ => {
                // rules.md R3 / A2: from the dealer's left.
                let (hands, _) =
                    deal_from_dealer(CardSet::standard_52(), SEATS, TRICKS as usize, self.dealer, Direction::Clockwise, rng);
                Action::Deal { hands }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseDealer, Action::FirstDealer(s)) => self.choose_dealer(*s),
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
            deal_number: (self.deals_done + 1).min(DEALS),
            dealer: self.dealer,
            hand: self.hands[seat as usize],
            hand_sizes: self.hands.map(|h| h.len() as u8),
            trick: self.trick.iter().map(|p| (p.seat, p.card)).collect(),
            to_play,
            legal: if to_play == Some(seat) { self.legal_cards() } else { CardSet::EMPTY },
            tricks_won: self.tricks_won,
            history: self.history.clone(),
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
