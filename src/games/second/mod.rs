//! Second (セカンド), by Kusaba, 1990. Rules: `second.md`.
//!
//! 3-5 players, no trump, the parity deal (H = ⌊52/N⌋ each, the rest face up, spec R3). The
//! trick goes to the second-highest card of the led suit, or to the leader when nobody
//! followed (spec R8). 1 point per trick (spec R11); N deals by default (spec R12, S5).

use crate::engine::cards::CardSet;
use crate::engine::deal::{check_full_deal, deal_from_dealer, draw_first_dealer, first_dealer, left_of, next_dealer};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::score::rank_highest_first;
use crate::engine::seats::{Direction, Seat};
use crate::engine::trick::{must_follow, winner, FollowBy, Play, TrickRule};
use crate::engine::{Card, GameRng, Suit};
use serde::{Deserialize, Serialize};

mod bot;
pub mod messages;
pub mod rules_text;
#[cfg(target_arch = "wasm32")]
pub mod table;
#[cfg(test)]
mod tests;

/// The pack: 52 cards in bridge order, A strongest, 2 weakest (spec R1).
const PACK: CardSet = CardSet::standard_52();

/// `deals-per-game` value meaning "one deal per player" (spec S5).
pub const DEALS_ONE_PER_PLAYER: &str = "n";

pub static INFO: GameInfo = GameInfo {
    id: "second",
    title_en: "Second",
    title_ja: "セカンド",
    designer_en: "Kusaba (1990)",
    designer_ja: "草場 (1990年)",
    players: &[3, 4, 5],
    options: &[
        OptionSpec { id: "players", values: &["3", "4", "5"], default: "4" }, // spec R2
        // spec R4, S4: the original bidding and trumps are not given in the text; the id is
        // reserved and `off` is the only value. No rules are invented for it.
        OptionSpec { id: "bidding-and-trumps", values: &["off"], default: "off" },
        // spec §3, S5: a positive integer, by default N (one deal per player). Options are
        // enumerated strings (architecture G6), so the integers offered are 1-10.
        OptionSpec {
            id: "deals-per-game",
            values: &[DEALS_ONE_PER_PLAYER, "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"],
            default: DEALS_ONE_PER_PLAYER,
        },
    ],
    validate: None,
    playable: true,
};

/// Typed options (spec §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    pub players: u8,
    /// Always false: only `off` has rules (spec S4).
    pub bidding_and_trumps: bool,
    /// Deals in the game, resolved: N unless a number was chosen (spec S5).
    pub deals_per_game: u8,
    /// H = ⌊52/N⌋, derived (spec R3): 17/13/10.
    pub hand_size: u8,
    /// 52 mod N cards face up and unused (spec R3): 1/0/2.
    pub face_up: u8,
}

impl Options {
    pub fn from_ruleset(r: &Ruleset) -> Options {
        let players = r.get("players").parse::<u8>().ok().filter(|n| (3..=5).contains(n)).unwrap_or(4);
        let deals = r.get("deals-per-game").parse::<u8>().ok().filter(|d| *d > 0).unwrap_or(players);
        Options {
            players,
            bidding_and_trumps: false,
            deals_per_game: deals,
            hand_size: 52 / players,
            face_up: 52 % players,
        }
    }
}

/// Points for `t` tricks: 1 per trick (spec R11).
pub fn deal_points(t: u8) -> i32 {
    t as i32
}

/// Why a trick's winner won it (spec R8), for the table to say "second highest".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinReason {
    /// Two or more cards of the led suit: the second-highest of them won.
    SecondHighest,
    /// Nobody followed: the led card, the only one of its suit, won.
    OnlyLedCard,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the first dealer is drawn (spec S7).
    ChooseDealer,
    /// Chance: the parity deal, H cards each and the rest face up (spec R3).
    Deal,
    /// Trick play (spec R6-R9).
    Play,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Chance: seat of the first dealer.
    FirstDealer(Seat),
    /// Chance: the hands, indexed by seat, and the cards left over (face up).
    Deal { hands: Vec<CardSet>, leftover: CardSet },
    Play(Card),
}

/// A finished trick, public for the rest of the deal (spec R10).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DoneTrick {
    pub plays: Vec<(Seat, Card)>,
    pub winner: Seat,
    pub winning_card: Card,
    pub reason: WinReason,
}

#[derive(Clone, Debug)]
pub struct Second {
    opts: Options,
    phase: Phase,
    /// Deals completed so far.
    deals_done: u8,
    dealer: Seat,
    hands: Vec<CardSet>,
    /// The face-up cards of this deal (spec R3, R10).
    leftover: CardSet,
    /// The trick in progress, in play order.
    trick: Vec<Play>,
    leader: Seat,
    tricks_won: Vec<u8>,
    /// Tricks finished in this deal.
    history: Vec<DoneTrick>,
    /// Points per deal, one row per finished deal.
    deal_scores: Vec<Vec<i32>>,
}

/// What one seat may know (spec R10): its own hand, the face-up leftover cards, everything
/// played, trick counts.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub phase: Phase,
    pub options: Options,
    /// 1-based number of the deal in progress (the last deal once over).
    pub deal_number: u8,
    /// Deals in the game (spec S5).
    pub deals: u8,
    pub dealer: Seat,
    pub hand: CardSet,
    pub hand_sizes: Vec<u8>,
    /// The cards left over from the deal, face up for everyone (spec R3, R10).
    pub leftover: CardSet,
    pub trick: Vec<(Seat, Card)>,
    pub to_play: Option<Seat>,
    /// The cards this seat may play now (empty unless it is this seat's turn).
    pub legal: CardSet,
    pub tricks_won: Vec<u8>,
    /// The finished tricks of this deal (spec R10), each with its winning card and reason.
    pub history: Vec<DoneTrick>,
    /// The most recently finished trick of this deal (the last of `history`), for the
    /// table to highlight its winning card as "second highest" or "only card of the suit led".
    pub last_trick: Option<DoneTrick>,
    pub deal_scores: Vec<Vec<i32>>,
    pub totals: Vec<i32>,
    /// Places by total, highest first, ties sharing (spec R12, S6).
    pub places: Vec<u8>,
}

impl Second {
    pub fn options(&self) -> Options {
        self.opts
    }

    fn n(&self) -> usize {
        self.opts.players as usize
    }

    fn to_play(&self) -> Seat {
        ((self.leader as usize + self.trick.len()) % self.n()) as Seat
    }

    fn led_suit(&self) -> Option<Suit> {
        self.trick.first().map(|p| p.card.suit())
    }

    fn legal_cards(&self) -> CardSet {
        must_follow(self.hands[self.to_play() as usize], self.led_suit(), FollowBy::Suit) // spec R7
    }

    fn totals(&self) -> Vec<i32> {
        let mut t = vec![0; self.n()];
        for row in &self.deal_scores {
            for (s, p) in row.iter().enumerate() {
                t[s] += p;
            }
        }
        t
    }

    // ---- one function per phase ----

    fn choose_dealer(&mut self, seat: Seat) -> Result<(), IllegalAction> {
        self.dealer = first_dealer(seat, self.n())?;
        self.phase = Phase::Deal;
        Ok(())
    }

    fn deal(&mut self, hands: &[CardSet], leftover: CardSet) -> Result<(), IllegalAction> {
        // spec R3: 52 mod N cards face up, the rest split H each.
        if !leftover.minus(PACK).is_empty() {
            return Err(IllegalAction::BadOutcome(format!("{:?} are not in the pack", leftover.minus(PACK))));
        }
        if leftover.len() != self.opts.face_up as u32 {
            return Err(IllegalAction::BadOutcome(format!(
                "{} cards left over, expected {}",
                leftover.len(),
                self.opts.face_up
            )));
        }
        check_full_deal(hands, self.n(), self.opts.hand_size as u32, PACK.minus(leftover))?;
        self.hands.copy_from_slice(hands);
        self.leftover = leftover;
        self.leader = left_of(self.dealer, self.n()); // spec R6
        self.tricks_won.iter_mut().for_each(|t| *t = 0);
        self.history.clear();
        self.phase = Phase::Play;
        Ok(())
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        if !self.hands[seat as usize].contains(card) {
            return Err(IllegalAction::CardNotInHand(card.to_string()));
        }
        if !self.legal_cards().contains(card) {
            return Err(IllegalAction::MustFollow(card.to_string())); // spec R7
        }
        self.hands[seat as usize].remove(card);
        self.trick.push(Play { seat, card });
        if self.trick.len() == self.n() {
            self.finish_trick();
        }
        Ok(())
    }

    fn finish_trick(&mut self) {
        let led = self.trick[0].card.suit();
        // spec R8, S1-S3: the second-highest of the led-suit cards (lead included) wins; the
        // leader wins when nobody followed; off-suit cards never win.
        let i = winner(&self.trick, led, &TrickRule::SecondHighestOfLed);
        let followed = self.trick.iter().filter(|p| p.card.suit() == led).count();
        let reason = if followed >= 2 { WinReason::SecondHighest } else { WinReason::OnlyLedCard };
        let Play { seat: w, card } = self.trick[i];
        self.tricks_won[w as usize] += 1;
        self.history.push(DoneTrick {
            plays: self.trick.iter().map(|p| (p.seat, p.card)).collect(),
            winner: w,
            winning_card: card,
            reason,
        });
        self.trick.clear();
        self.leader = w; // spec R6: the winner leads the next trick
        if self.history.len() == self.opts.hand_size as usize {
            self.finish_deal(); // spec R9: H tricks
        }
    }

    fn finish_deal(&mut self) {
        let row = self.tricks_won.iter().map(|&t| deal_points(t)).collect(); // spec R11
        self.deal_scores.push(row);
        self.deals_done += 1;
        if self.deals_done == self.opts.deals_per_game {
            self.phase = Phase::Over; // spec R12, S5
        } else {
            self.dealer = next_dealer(self.dealer, self.n(), Direction::Clockwise); // spec S5: the deal passes left
            self.phase = Phase::Deal;
        }
    }
}

impl Game for Second {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        let opts = Options::from_ruleset(rules);
        let n = opts.players as usize;
        Second {
            opts,
            phase: Phase::ChooseDealer,
            deals_done: 0,
            dealer: 0,
            hands: vec![CardSet::EMPTY; n],
            leftover: CardSet::EMPTY,
            trick: Vec::with_capacity(n),
            leader: 0,
            tricks_won: vec![0; n],
            history: Vec::with_capacity(opts.hand_size as usize),
            deal_scores: Vec::new(),
        }
    }

    fn seat_count(&self) -> usize {
        self.n()
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
            Phase::ChooseDealer => Action::FirstDealer(draw_first_dealer(self.n(), rng)), // spec S7
            _ => {
                // spec R3, S7: singly, clockwise from the dealer's left; the rest face up.
                let (hands, rest) =
                    deal_from_dealer(PACK, self.n(), self.opts.hand_size as usize, self.dealer, Direction::Clockwise, rng);
                Action::Deal { hands, leftover: rest.into_iter().collect() }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseDealer, Action::FirstDealer(s)) => self.choose_dealer(*s),
            (Phase::Deal, Action::Deal { hands, leftover }) => self.deal(hands, *leftover),
            (Phase::Play, Action::Play(c)) => self.play(*c),
            (Phase::ChooseDealer | Phase::Deal, Action::Play(_)) => Err(IllegalAction::NotChanceTurn),
            (Phase::Play, _) => Err(IllegalAction::NotYourTurn { expected: Some(self.to_play()) }),
            (_, _) => Err(IllegalAction::WrongPhase("that chance event")),
        }
    }

    fn view(&self, seat: Seat) -> View {
        let to_play = (self.phase == Phase::Play).then(|| self.to_play());
        let totals = self.totals();
        View {
            seat,
            phase: self.phase,
            options: self.opts,
            deal_number: (self.deals_done + 1).min(self.opts.deals_per_game),
            deals: self.opts.deals_per_game,
            dealer: self.dealer,
            hand: self.hands.get(seat as usize).copied().unwrap_or_default(),
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            leftover: self.leftover,
            trick: self.trick.iter().map(|p| (p.seat, p.card)).collect(),
            to_play,
            legal: if to_play == Some(seat) { self.legal_cards() } else { CardSet::EMPTY },
            tricks_won: self.tricks_won.clone(),
            history: self.history.clone(),
            last_trick: self.history.last().cloned(),
            deal_scores: self.deal_scores.clone(),
            places: rank_highest_first(&totals),
            totals,
        }
    }

    fn secrets(&self, seat: Seat) -> Secrets {
        // spec R10: each hand is seen only by its owner; the leftover cards are public.
        Secrets::cards((0..self.n()).filter(|&s| s != seat as usize).fold(CardSet::EMPTY, |acc, s| acc.or(self.hands[s])))
    }

    fn scores(&self) -> Vec<i32> {
        self.totals()
    }
}
