//! The plain trick game Kusaba's Three Tricks, Parity and Second share: one 52-card pack, the
//! "parity deal" (H = ⌊52/N⌋ cards each, the rest face up and unused; Three Tricks is its
//! four-player case, 13 each and nothing left over), no trump, must follow suit,
//! the dealer's left leads the first trick and each trick's winner the next, and one deal
//! after another with the deal passing left. Every finished trick of the deal stays public.
//!
//! A game supplies what differs through [`Rules`], implemented by its typed options: who
//! wins a trick, how a deal scores, how many deals make a game. Rule references (R1…) in this
//! module are to `games/parity/rules.md`; `games/second/rules.md` numbers the same rules
//! alike, except that its R5 is no trump, R6 the lead and R7 following (Parity's R7, R5, R6).

use crate::engine::cards::CardSet;
use crate::engine::deal::{check_full_deal, deal_from_dealer, DealCycle};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::ruleset::Ruleset;
use crate::engine::score::rank_highest_first;
use crate::engine::seats::{Direction, Seat, MAX_SEATS};
use smallvec::SmallVec;
use crate::engine::trick::{FollowBy, Play, TrickCards, TrickPlay, TrickRule};
use crate::engine::{Card, GameRng, Suit};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

pub mod bot;
pub mod companion;
pub mod messages;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;

/// The pack: 52 cards, A high (rules R1).
pub const PACK: CardSet = CardSet::standard_52();

/// H = ⌊52/N⌋ for N players: as many cards as possible, everyone the same; the other
/// 52 − N·H lie face up (rules R3).
pub fn hand_size(players: u8) -> u8 {
    (PACK.len() / players.max(1) as u32) as u8
}

/// How a game records the cards a deal leaves face up (rules R3).
pub trait Leftover: Copy + Default + fmt::Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static {
    fn cards(&self) -> CardSet;
    fn from_cards(cards: CardSet) -> Self;
    /// Whether records leave it out.
    fn unrecorded(&self) -> bool;
}

/// The face-up cards themselves, always recorded (Parity, Second; an empty list where 52
/// splits evenly).
impl Leftover for CardSet {
    fn cards(&self) -> CardSet {
        *self
    }
    fn from_cards(cards: CardSet) -> Self {
        cards
    }
    fn unrecorded(&self) -> bool {
        false
    }
}

/// A game whose pack always splits evenly (Three Tricks: 4 × 13) and whose records never
/// named a leftover: nothing is written, so its records read as they always have.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoLeftover;

impl Leftover for NoLeftover {
    fn cards(&self) -> CardSet {
        CardSet::EMPTY
    }
    fn from_cards(cards: CardSet) -> Self {
        debug_assert!(cards.is_empty(), "a game without leftover cards deals the whole pack");
        NoLeftover
    }
    fn unrecorded(&self) -> bool {
        true
    }
}

/// What a plain trick game decides for itself. Implemented by the game's typed options, which
/// the view shows as they are.
pub trait Rules: Copy + fmt::Debug + PartialEq + Serialize + 'static {
    /// Why a trick's winner won it, kept with the trick so the table can say so.
    type WinReason: Copy + fmt::Debug + PartialEq + Serialize;
    /// How its records name the face-up cards of a deal.
    type Leftover: Leftover;
    /// How a trick is won.
    const TRICK_RULE: TrickRule;

    /// The options of a validated ruleset.
    fn from_ruleset(r: &Ruleset) -> Self;
    fn players(&self) -> u8;
    /// Deals in a game.
    fn deals(&self) -> u8;
    /// Why the winner of this finished trick won it; `led` is the suit of its first card.
    fn win_reason(trick: &[Play], led: Suit) -> Self::WinReason;
    /// A player's points for taking `tricks` tricks in a deal (rules R11).
    fn deal_points(&self, tricks: u8) -> i32;
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the first dealer is drawn.
    ChooseDealer,
    /// Chance: the parity deal, H cards each and the rest face up (rules R3).
    Deal,
    /// Trick play (rules R5-R9).
    Play,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", bound = "")]
pub enum Action<L: Leftover = CardSet> {
    /// Chance: seat of the first dealer.
    FirstDealer(Seat),
    /// Chance: the hands, indexed by seat, and the cards left over (face up).
    Deal {
        hands: Vec<CardSet>,
        #[serde(default, skip_serializing_if = "Leftover::unrecorded")]
        leftover: L,
    },
    Play(Card),
}

/// A finished trick, public for the rest of the deal (rules R10), with why it was won.
pub type DoneTrick<W> = crate::engine::trick::DoneTrick<W>;

/// One value a seat for each finished deal, inline for up to four deals (Three Tricks' whole
/// game; longer games spill to the heap): copying a game, as the bots do for every playout,
/// allocates nothing, and a playout's scored deal allocates nothing either.
pub(super) type DealRows<T> = SmallVec<[SmallVec<[T; MAX_SEATS]>; 4]>;

/// The whole state of a plain trick game with rules `R`.
///
/// The fields are open to the games built on it (`games::parity`, `games::second`) so their
/// tests and bots can read a position.
#[derive(Clone, Debug, PartialEq)]
pub struct PlainTrick<R: Rules> {
    pub(super) opts: R,
    pub(super) phase: Phase,
    /// The dealer, passing left (rules R4), and the deals done.
    pub(super) cycle: DealCycle,
    /// Inline, so copying a game (the bots do it for every playout) allocates nothing.
    pub(super) hands: SmallVec<[CardSet; MAX_SEATS]>,
    /// The face-up cards of this deal (rules R3, R10).
    pub(super) leftover: CardSet,
    /// This deal's tricks (rules R5-R10), each finished one with why it was won.
    pub(super) tricks: TrickPlay<R::WinReason>,
    /// Points per deal, one row per finished deal.
    pub(super) deal_scores: DealRows<i32>,
    /// Tricks won per deal, one row per finished deal: what the points were scored from.
    pub(super) deal_tricks: DealRows<u8>,
}

/// What one seat may know (rules R10): its own hand, the face-up leftover cards, everything
/// played, trick counts.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View<R: Rules> {
    pub seat: Seat,
    pub phase: Phase,
    pub options: R,
    /// 1-based number of the deal in progress (the last deal once over).
    pub deal_number: u8,
    /// Deals in the game.
    pub deals: u8,
    pub dealer: Seat,
    pub hand: CardSet,
    pub hand_sizes: Vec<u8>,
    /// The cards left over from the deal, face up for everyone (rules R3, R10).
    pub leftover: CardSet,
    pub trick: TrickCards,
    pub to_play: Option<Seat>,
    /// The cards this seat may play now (empty unless it is this seat's turn).
    pub legal: CardSet,
    pub tricks_won: Vec<u8>,
    /// The finished tricks of this deal (rules R10), each with its winning card and why.
    pub history: Vec<DoneTrick<R::WinReason>>,
    /// The most recently finished trick of this deal (the last of `history`), for the table
    /// to mark its winning card.
    pub last_trick: Option<DoneTrick<R::WinReason>>,
    pub deal_scores: Vec<Vec<i32>>,
    /// Tricks won in each finished deal, the points' reason (rules R11).
    pub deal_tricks: Vec<Vec<u8>>,
    pub totals: Vec<i32>,
    /// Places by total, highest first, ties sharing (rules R12).
    pub places: Vec<u8>,
}

impl<R: Rules> PlainTrick<R> {
    pub fn options(&self) -> R {
        self.opts
    }

    pub(super) fn n(&self) -> usize {
        self.opts.players() as usize
    }

    /// H, the cards each player is dealt and the tricks in a deal (rules R3, R9).
    pub(super) fn h(&self) -> u8 {
        hand_size(self.opts.players())
    }

    /// The seat to play to the trick in progress.
    pub(super) fn to_play(&self) -> Seat {
        self.tricks.to_play()
    }

    fn legal_cards(&self) -> CardSet {
        self.tricks.follow(self.hands[self.to_play() as usize], FollowBy::Suit) // rules R6
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

    fn deal(&mut self, hands: &[CardSet], leftover: CardSet) -> Result<(), IllegalAction> {
        // rules R3: 52 mod N cards face up, the rest split H each.
        if !leftover.minus(PACK).is_empty() {
            return Err(IllegalAction::BadOutcome(format!("{:?} are not in the pack", leftover.minus(PACK))));
        }
        let h = self.h();
        let face_up = PACK.len() - self.n() as u32 * h as u32;
        if leftover.len() != face_up {
            return Err(IllegalAction::BadOutcome(format!("{} cards left over, expected {face_up}", leftover.len())));
        }
        check_full_deal(hands, self.n(), h as u32, PACK.minus(leftover))?;
        self.hands.copy_from_slice(hands);
        self.leftover = leftover;
        self.tricks.start(self.cycle.after_dealer()); // rules R5: the dealer's left leads
        self.phase = Phase::Play;
        Ok(())
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        let legal = self.legal_cards();
        self.tricks.play(seat, &mut self.hands[seat as usize], legal, card, FollowBy::Suit)?; // rules R6
        if self.tricks.is_full() {
            let w = self.tricks.winner(&R::TRICK_RULE); // rules R7, R8
            let reason = R::win_reason(&self.tricks.trick, self.tricks.trick[0].card.suit());
            self.tricks.finish(w, reason); // rules R5: the winner leads the next trick
            if self.tricks.done() == self.h() as usize {
                self.finish_deal(); // rules R9: H tricks
            }
        }
        Ok(())
    }

    /// Scores the deal, played or entered (`companion`), and passes it left, or ends the
    /// game (rules R11, R12).
    pub(super) fn finish_deal(&mut self) {
        let row = self.tricks.won.iter().map(|&t| self.opts.deal_points(t)).collect();
        self.deal_scores.push(row);
        self.deal_tricks.push(self.tricks.won.clone());
        let over = self.cycle.is_last_of(self.opts.deals());
        self.cycle.end_deal(over);
        self.phase = if over { Phase::Over } else { Phase::Deal };
    }
}

impl<R: Rules> Game for PlainTrick<R> {
    type Action = Action<R::Leftover>;
    type View = View<R>;

    fn new(rules: &Ruleset) -> Self {
        let opts = R::from_ruleset(rules);
        let n = opts.players() as usize;
        PlainTrick {
            opts,
            phase: Phase::ChooseDealer,
            cycle: DealCycle::new(n, Direction::Clockwise), // rules R4: the deal passes left
            hands: smallvec::smallvec![CardSet::EMPTY; n],
            leftover: CardSet::EMPTY,
            tricks: TrickPlay::new(n),
            deal_scores: DealRows::new(),
            deal_tricks: DealRows::new(),
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

    fn legal_actions(&self) -> Vec<Self::Action> {
        match self.phase {
            Phase::Play => self.legal_cards().iter().map(Action::Play).collect(),
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Self::Action {
        match self.phase {
            Phase::ChooseDealer => Action::FirstDealer(self.cycle.draw(rng)),
            _ => {
                // rules R3: singly, clockwise from the dealer's left; the rest face up.
                let h = self.h() as usize;
                let (hands, rest) = deal_from_dealer(PACK, self.n(), h, self.cycle.dealer, Direction::Clockwise, rng);
                Action::Deal { hands, leftover: R::Leftover::from_cards(rest.into_iter().collect()) }
            }
        }
    }

    fn apply(&mut self, action: &Self::Action) -> Result<(), IllegalAction> {
        // Each phase function validates before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseDealer, Action::FirstDealer(s)) => {
                self.cycle.choose(*s)?;
                self.phase = Phase::Deal;
                Ok(())
            }
            (Phase::Deal, Action::Deal { hands, leftover }) => self.deal(hands, leftover.cards()),
            (Phase::Play, Action::Play(c)) => self.play(*c),
            (Phase::ChooseDealer | Phase::Deal, Action::Play(_)) => Err(IllegalAction::NotChanceTurn),
            (Phase::Play, _) => Err(IllegalAction::NotYourTurn { expected: Some(self.to_play()) }),
            (_, _) => Err(IllegalAction::WrongPhase("that chance event")),
        }
    }

    fn view(&self, seat: Seat) -> View<R> {
        let to_play = (self.phase == Phase::Play).then(|| self.to_play());
        let totals = self.totals();
        let deals = self.opts.deals();
        View {
            seat,
            phase: self.phase,
            options: self.opts,
            deal_number: self.cycle.number().min(deals),
            deals,
            dealer: self.cycle.dealer,
            hand: self.hands.get(seat as usize).copied().unwrap_or_default(),
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            leftover: self.leftover,
            trick: self.tricks.cards(),
            to_play,
            legal: if to_play == Some(seat) { self.legal_cards() } else { CardSet::EMPTY },
            tricks_won: self.tricks.won.to_vec(),
            history: self.tricks.history.clone(),
            last_trick: self.tricks.history.last().cloned(),
            deal_scores: self.deal_scores.iter().map(|r| r.to_vec()).collect(),
            deal_tricks: self.deal_tricks.iter().map(|r| r.to_vec()).collect(),
            places: rank_highest_first(&totals),
            totals,
        }
    }

    fn secrets(&self, seat: Seat) -> Secrets {
        // rules R10: each hand is seen only by its owner; the leftover cards are public.
        Secrets::cards((0..self.n()).filter(|&s| s != seat as usize).fold(CardSet::EMPTY, |acc, s| acc.or(self.hands[s])))
    }

    fn scores(&self) -> Vec<i32> {
        self.totals()
    }
}
