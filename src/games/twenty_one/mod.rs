//! Twenty-One (トゥエンティワン, "21"), Kusaba's shortening of the Syrian game "41". Rules:
//! `rules.md`.
//!
//! Four players, partners opposite (seats 0 & 2 against 1 & 3, T1), everything
//! counter-clockwise (R14). 13 cards each, dealt 1 then 2 at a time (R4); one round of bids
//! from 1 to 13 from the dealer's right (R5), void when they add up to less than 9; hearts
//! are always trump (R1). Each player scores their own bid, + when made and − when not,
//! doubled from 7 (R12). After every played deal the end checks at +21 and −21 decide for a
//! pair, or send the game to sudden death (R13, `end.rs`).

use crate::engine::cards::CardSet;
use crate::engine::deal::{check_full_deal, deal_in_packets, DealCycle};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::outcome::Outcome;
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::seats::{nth_from, Direction, Seat, Table};
use crate::engine::trick::{FollowBy, TrickCards, TrickPlay, TrickRule};
use crate::engine::{Card, GameRng, Suit};
use serde::{Deserialize, Serialize};

pub mod companion;
pub mod end;
use end::{Decision, EndRule};

mod bot;
pub mod messages;
pub mod rules_text;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;
#[cfg(test)]
mod tests;

pub const SEATS: usize = 4;
/// Tricks a deal, and cards a hand (R4, R11).
pub const TRICKS: u8 = 13;
/// The bids allowed: 1 to 13, no 0 and no pass (R5).
pub const MIN_BID: u8 = 1;
pub const MAX_BID: u8 = 13;
/// The deal: 1 card to each player, then 2 cards each for six rounds (R4, Example 1).
pub const PACKETS: [usize; 7] = [1, 2, 2, 2, 2, 2, 2];
/// Bidding, play, the deal and the dealer's turn all go counter-clockwise (R14).
pub const DIRECTION: Direction = Direction::CounterClockwise;
/// Hearts are always trump (R1, R8).
pub const RULE: TrickRule = TrickRule::Trump(Suit::HEARTS);

pub static INFO: GameInfo = GameInfo {
    id: "twenty-one",
    title_en: "Twenty-One",
    title_ja: "トゥエンティワン（21）",
    designer_en: "Jun Kusaba (an adaptation of the Syrian game 41)",
    designer_ja: "草場純（シリアのゲーム「41」の改作）",
    players: &[4],
    options: &[
        // rules.md §3: the numbers of the text first, then a few nearby values.
        OptionSpec { id: "target-score", values: &["21", "31", "41"], default: "21" },
        OptionSpec { id: "minimum-bid-total", values: &["9", "10", "11", "12"], default: "9" },
        OptionSpec { id: "double-bid-threshold", values: &["7", "6", "8"], default: "7" },
        OptionSpec { id: "sudden-death-criterion", values: &["reapply-checks", "pair-total"], default: "reapply-checks" },
    ],
    validate: None,
    scores: true,
    playable: true,
};

/// What decides an extra deal (R13.3, T3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SuddenDeath {
    /// R13.1 and R13.2 again, with their tie chains.
    ReapplyChecks,
    /// The higher pair score alone.
    PairTotal,
}

/// Typed options (rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    pub target_score: i32,
    pub minimum_bid_total: u8,
    pub double_bid_threshold: u8,
    pub sudden_death: SuddenDeath,
}

impl Options {
    pub fn from_ruleset(r: &Ruleset) -> Options {
        Options {
            target_score: r.number("target-score"),
            minimum_bid_total: r.number("minimum-bid-total"),
            double_bid_threshold: r.number("double-bid-threshold"),
            sudden_death: if r.is("sudden-death-criterion", "pair-total") {
                SuddenDeath::PairTotal
            } else {
                SuddenDeath::ReapplyChecks
            },
        }
    }
}

/// The pair of seat `s`: 0 for seats 0 and 2 (pair A), 1 for seats 1 and 3 (pair B) (T1).
pub fn pair_of(s: Seat) -> u8 {
    s % 2
}

/// The partner opposite (R2, T1).
pub fn partner_of(s: Seat) -> Seat {
    (s + 2) % SEATS as Seat
}

/// A player's points for a deal: +bid when they took at least their bid, −bid when not;
/// doubled for bids from the threshold up (R12).
pub fn deal_points(bid: u8, tricks: u8, opts: &Options) -> i32 {
    let base = if tricks >= bid { bid as i32 } else { -(bid as i32) };
    if bid >= opts.double_bid_threshold {
        2 * base
    } else {
        base
    }
}

/// Whether a deal with these bids is played (R5): they add up to the minimum or more.
pub fn deal_stands(total: u32, opts: &Options) -> bool {
    total >= opts.minimum_bid_total as u32
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the first dealer (R3).
    ChooseDealer,
    /// Chance: the deal, also after a void deal (R4, R5).
    Deal,
    /// One round of bids from the dealer's right (R5).
    Bid,
    /// 13 tricks from the dealer's right (R6-R9).
    Play,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Chance: the seat of the first dealer.
    FirstDealer(Seat),
    /// Chance: the four hands, indexed by seat.
    Deal { hands: Vec<CardSet> },
    /// A bid of 1 to 13 tricks.
    Bid(u8),
    Play(Card),
}

/// A finished trick, public for the rest of the deal (R10).
pub type DoneTrick = crate::engine::trick::DoneTrick;

/// One deal as the score sheet shows it; all public (R10).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct DealRow {
    pub dealer: Seat,
    pub bids: [u8; SEATS],
    /// Tricks taken; `None` when the deal was void (R5).
    pub tricks: Option<[u8; SEATS]>,
    /// Points of this deal (all 0 for a void deal).
    pub points: [i32; SEATS],
    /// Every player's score after it.
    pub totals: [i32; SEATS],
    /// An extra deal of sudden death (R13.3).
    pub extra: bool,
    /// What the end check after it found (`Continue` for a void deal, which is not checked).
    pub decision: Decision,
}

impl DealRow {
    pub fn bid_total(&self) -> u32 {
        self.bids.iter().map(|&b| b as u32).sum()
    }
    pub fn is_void(&self) -> bool {
        self.tricks.is_none()
    }
}

/// How the game ended: the winning pair and the rule that decided (R13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct GameEnd {
    pub pair: u8,
    pub rule: EndRule,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TwentyOne {
    opts: Options,
    phase: Phase,
    /// The dealer, passing right (R3), and the deals done, void ones included.
    cycle: DealCycle,
    hands: [CardSet; SEATS],
    /// This deal's bids so far, by seat (public, R10).
    bids: [Option<u8>; SEATS],
    bids_made: u8,
    /// This deal's tricks (R6-R9); the finished ones are public (R10).
    tricks: TrickPlay,
    totals: [i32; SEATS],
    rows: Vec<DealRow>,
    /// The game is in sudden death: every played deal from now on is an extra deal (R13.3).
    sudden_death: bool,
    end: Option<GameEnd>,
}

/// What one seat may know (rules.md R10): its own hand (not its partner's), every bid, the
/// cards played, trick counts, scores.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub phase: Phase,
    pub options: Options,
    /// 1-based number of the deal in progress, void deals counted (the last one once over).
    pub deal_number: u8,
    pub dealer: Seat,
    pub hand: CardSet,
    pub hand_sizes: [u8; SEATS],
    /// Bids made this deal, by seat.
    pub bids: [Option<u8>; SEATS],
    /// The seat to bid now.
    pub to_bid: Option<Seat>,
    /// The bids this seat may make now (empty unless it is its turn to bid).
    pub legal_bids: Vec<u8>,
    pub leader: Seat,
    pub to_play: Option<Seat>,
    /// The cards this seat may play now (empty unless it is its turn to play).
    pub legal: CardSet,
    pub trick: TrickCards,
    pub tricks_won: [u8; SEATS],
    pub history: Vec<DoneTrick>,
    pub rows: Vec<DealRow>,
    pub totals: [i32; SEATS],
    /// [seats 0 + 2, seats 1 + 3] (R2).
    pub pair_totals: [i32; 2],
    /// Extra deals are being played (R13.3).
    pub sudden_death: bool,
    pub end: Option<GameEnd>,
}

impl TwentyOne {
    pub fn options(&self) -> Options {
        self.opts
    }

    /// The seat to bid: the dealer's right first, the dealer last (R5).
    fn to_bid(&self) -> Seat {
        nth_from(self.cycle.after_dealer(), self.bids_made as usize, DIRECTION, SEATS)
    }

    /// The seat to play: the leader, then round to the right (R9).
    fn to_play(&self) -> Seat {
        nth_from(self.tricks.leader, self.tricks.trick.len(), DIRECTION, SEATS)
    }

    fn legal_cards(&self) -> CardSet {
        self.tricks.follow(self.hands[self.to_play() as usize], FollowBy::Suit) // R7
    }

    /// Tricks taken this deal, by seat.
    fn tricks_won(&self) -> [u8; SEATS] {
        std::array::from_fn(|s| self.tricks.won[s])
    }

    fn bid_values(&self) -> [u8; SEATS] {
        self.bids.map(|b| b.unwrap_or(0))
    }

    // ---- one function per phase ----

    fn deal(&mut self, hands: &[CardSet]) -> Result<(), IllegalAction> {
        check_full_deal(hands, SEATS, TRICKS as u32, CardSet::standard_52())?; // R4
        self.hands.copy_from_slice(hands);
        self.bids = [None; SEATS];
        self.bids_made = 0;
        self.tricks.start(self.cycle.after_dealer()); // R6: the dealer's right leads first
        self.phase = Phase::Bid;
        Ok(())
    }

    fn bid(&mut self, bid: u8) -> Result<(), IllegalAction> {
        if !(MIN_BID..=MAX_BID).contains(&bid) {
            return Err(IllegalAction::Rule(format!("R5: a bid is 1 to {MAX_BID} tricks, not {bid}")));
        }
        let seat = self.to_bid();
        self.bids[seat as usize] = Some(bid);
        self.bids_made += 1;
        if self.bids_made < SEATS as u8 {
            return Ok(());
        }
        let total: u32 = self.bid_values().iter().map(|&b| b as u32).sum();
        if deal_stands(total, &self.opts) {
            self.phase = Phase::Play; // R6
        } else {
            self.void_deal();
        }
        Ok(())
    }

    /// The end of a void deal, played or entered (`companion`). R5: it scores nothing; the
    /// dealer passes right and deals again (T8).
    fn void_deal(&mut self) {
        self.rows.push(DealRow {
            dealer: self.cycle.dealer,
            bids: self.bid_values(),
            tricks: None,
            points: [0; SEATS],
            totals: self.totals,
            extra: self.sudden_death,
            decision: Decision::Continue,
        });
        self.cycle.end_deal(false); // R3
        self.phase = Phase::Deal;
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        let legal = self.legal_cards();
        self.tricks.play(seat, &mut self.hands[seat as usize], legal, card, FollowBy::Suit)?; // R7
        if self.tricks.is_full() {
            let w = self.tricks.winner(&RULE); // R8
            self.tricks.finish(w, ()); // R6: the winner leads the next trick
            if self.tricks.done() == TRICKS as usize {
                self.finish_deal();
            }
        }
        Ok(())
    }

    /// The end of a played deal, played or entered (`companion`): the points (R12), the end
    /// checks (R13) and the next dealer (R3).
    fn finish_deal(&mut self) {
        let bids = self.bid_values();
        let won = self.tricks_won();
        let points: [i32; SEATS] = std::array::from_fn(|s| deal_points(bids[s], won[s], &self.opts)); // R12
        for (t, p) in self.totals.iter_mut().zip(points) {
            *t += p;
        }
        // R13: checked after every played deal; in sudden death with `pair-total`, the pair
        // score alone decides (R13.3).
        let decision = if self.sudden_death && self.opts.sudden_death == SuddenDeath::PairTotal {
            end::check_pair_total(&self.totals)
        } else {
            end::check(&self.totals, self.opts.target_score)
        };
        self.rows.push(DealRow {
            dealer: self.cycle.dealer,
            bids,
            tricks: Some(won),
            points,
            totals: self.totals,
            extra: self.sudden_death,
            decision,
        });
        match decision {
            Decision::Win { pair, rule } => {
                self.end = Some(GameEnd { pair, rule });
                self.cycle.end_deal(true);
                self.phase = Phase::Over;
                return;
            }
            // Once tied, extra deals go on until a check decides (R13.3, T3).
            Decision::SuddenDeath { .. } => self.sudden_death = true,
            Decision::Continue => {}
        }
        self.cycle.end_deal(false); // R3
        self.phase = Phase::Deal;
    }
}

impl Game for TwentyOne {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        TwentyOne {
            opts: Options::from_ruleset(rules),
            phase: Phase::ChooseDealer,
            cycle: DealCycle::new(SEATS, DIRECTION), // R3: the deal passes right
            hands: [CardSet::EMPTY; SEATS],
            bids: [None; SEATS],
            bids_made: 0,
            tricks: TrickPlay::new(SEATS),
            totals: [0; SEATS],
            rows: Vec::new(),
            sudden_death: false,
            end: None,
        }
    }

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::ChooseDealer | Phase::Deal => Turn::Chance,
            Phase::Bid => Turn::Seat(self.to_bid()),
            Phase::Play => Turn::Seat(self.to_play()),
            Phase::Over => Turn::Over,
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Bid => (MIN_BID..=MAX_BID).map(Action::Bid).collect(),
            Phase::Play => self.legal_cards().iter().map(Action::Play).collect(),
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        match self.phase {
            Phase::ChooseDealer => Action::FirstDealer(self.cycle.draw(rng)), // R3
            _ => {
                // R4, T7: 1 then 2 cards at a time, from the dealer's right, the dealer last.
                let (hands, _) = deal_in_packets(CardSet::standard_52(), SEATS, &PACKETS, self.cycle.dealer, DIRECTION, rng);
                Action::Deal { hands }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseDealer, Action::FirstDealer(s)) => {
                self.cycle.choose(*s)?; // R3
                self.phase = Phase::Deal;
                Ok(())
            }
            (Phase::Deal, Action::Deal { hands }) => self.deal(hands),
            (Phase::Bid, Action::Bid(b)) => self.bid(*b),
            (Phase::Play, Action::Play(c)) => self.play(*c),
            (Phase::ChooseDealer | Phase::Deal, Action::Bid(_) | Action::Play(_)) => Err(IllegalAction::NotChanceTurn),
            (Phase::Bid, Action::Play(_)) => Err(IllegalAction::WrongPhase("playing a card: the bids come first (R5)")),
            (Phase::Play, Action::Bid(_)) => Err(IllegalAction::WrongPhase("bidding: each player bids once, before play (R5)")),
            (Phase::Bid, _) => Err(IllegalAction::NotYourTurn { expected: Some(self.to_bid()) }),
            (Phase::Play, _) => Err(IllegalAction::NotYourTurn { expected: Some(self.to_play()) }),
            (_, _) => Err(IllegalAction::WrongPhase("that chance event")),
        }
    }

    fn view(&self, seat: Seat) -> View {
        let to_bid = (self.phase == Phase::Bid).then(|| self.to_bid());
        let to_play = (self.phase == Phase::Play).then(|| self.to_play());
        let over = self.phase == Phase::Over;
        View {
            seat,
            phase: self.phase,
            options: self.opts,
            deal_number: if over { self.cycle.done } else { self.cycle.number() },
            dealer: self.cycle.dealer,
            hand: self.hands.get(seat as usize).copied().unwrap_or(CardSet::EMPTY),
            hand_sizes: self.hands.map(|h| h.len() as u8),
            bids: self.bids,
            to_bid,
            legal_bids: if to_bid == Some(seat) { (MIN_BID..=MAX_BID).collect() } else { Vec::new() },
            leader: self.tricks.leader,
            to_play,
            legal: if to_play == Some(seat) { self.legal_cards() } else { CardSet::EMPTY },
            trick: self.tricks.cards(),
            tricks_won: self.tricks_won(),
            history: self.tricks.history.clone(),
            rows: self.rows.clone(),
            totals: self.totals,
            pair_totals: end::pair_totals(&self.totals),
            sudden_death: self.sudden_death,
            end: self.end,
        }
    }

    /// The other three hands, the partner's included (R10).
    fn secrets(&self, seat: Seat) -> Secrets {
        Secrets::cards((0..SEATS).filter(|&s| s != seat as usize).fold(CardSet::EMPTY, |acc, s| acc.or(self.hands[s])))
    }

    fn scores(&self) -> Vec<i32> {
        self.totals.to_vec()
    }

    /// Partners opposite: 0 & 2 against 1 & 3 (T1).
    fn table(&self) -> Table {
        Table::partnerships_across(SEATS)
    }

    /// The pair the end checks named wins (R13); its partners share first place. Not the
    /// pair scores: a pair can win by a player's +21 with the lower pair score.
    fn outcome(&self) -> Option<Outcome> {
        let end = self.end.filter(|_| self.phase == Phase::Over)?;
        let mut o = Outcome::from_places((0..SEATS as Seat).map(|s| if pair_of(s) == end.pair { 1 } else { 2 }).collect());
        o.result = Some(end.rule.id().to_string());
        Some(o)
    }
}
