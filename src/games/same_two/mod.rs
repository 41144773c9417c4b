//! Same Two (セイムツー), Jun Kusaba's "fairy bridge": contract bridge in which a trick where
//! all four players followed suit goes to the lowest card. Rules: `rules.md`.
//!
//! Seats N, E, S, W = 0-3, N-S against E-W (R2). Each board: the dealer and vulnerability
//! from the board number (R3), 13 cards each (R4), the auction (R5), the declarer and the
//! dummy (R6), 13 tricks with the dummy face up after the opening lead and played by the
//! declarer (R7-R10), then the board is scored (R13, `score.rs`).

use crate::engine::bid::{Auction, Call, Strain};
use crate::engine::cards::CardSet;
use crate::engine::deal::{check_full_deal, deal_from_dealer, left_of, DealCycle};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::seats::{nth_from, Direction, Seat, Table};
use crate::engine::trick::{FollowBy, TrickCards, TrickPlay, TrickRule};
use crate::engine::{Card, GameRng, Suit};
use serde::{Deserialize, Serialize};

pub mod companion;
pub mod score;
use score::{Bid, Doubling};

mod bot;
pub mod messages;
pub mod rules_text;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;
#[cfg(test)]
mod tests;

pub const SEATS: usize = 4;
pub const TRICKS: u8 = 13;
/// A rubber still unfinished after this many deals (passed-out ones included) is stopped
/// and scored as unfinished (rules.md §3, §6).
pub const RUBBER_DEAL_LIMIT: u32 = 32;
/// Auction, play and the dealer's turn go clockwise (R15).
pub const DIRECTION: Direction = Direction::Clockwise;

pub static INFO: GameInfo = GameInfo {
    id: "same-two",
    title_en: "Same Two",
    title_ja: "セイムツー",
    designer_en: "Jun Kusaba",
    designer_ja: "草場純",
    players: &[4],
    options: &[
        OptionSpec { id: "scoring", values: &["duplicate", "rubber"], default: "duplicate" },
        // rules.md §3: any positive number; the app offers these.
        OptionSpec { id: "boards", values: &["4", "1", "2", "8", "12", "16"], default: "4" },
        OptionSpec { id: "rubber-honours", values: &["on", "off"], default: "on" },
        OptionSpec { id: "trick-review", values: &["full-history", "last-trick"], default: "full-history" },
    ],
    validate: None,
    scores: true,
    playable: true,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scoring {
    Duplicate,
    Rubber,
}

/// Typed options (rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    pub scoring: Scoring,
    /// Boards in a duplicate session (R14); the rubber ends by itself.
    pub boards: u32,
    pub honours: bool,
    /// Only the last trick may be looked at, until one's side plays to the next (A8).
    pub last_trick_only: bool,
}

impl Options {
    pub fn from_ruleset(r: &Ruleset) -> Options {
        Options {
            scoring: if r.is("scoring", "rubber") { Scoring::Rubber } else { Scoring::Duplicate },
            boards: r.number("boards"),
            honours: !r.is("rubber-honours", "off"),
            last_trick_only: r.is("trick-review", "last-trick"),
        }
    }
}

/// The side of a seat: 0 for N-S (seats 0, 2), 1 for E-W (R2).
pub fn side_of(s: Seat) -> usize {
    s as usize % 2
}

pub fn partner_of(s: Seat) -> Seat {
    (s + 2) % SEATS as Seat
}

/// The dealer of board `b` (1-based): N, E, S, W in turn (R3, Example 9).
pub fn board_dealer(b: u32) -> Seat {
    ((b.max(1) - 1) % SEATS as u32) as Seat
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the deal (R4).
    Deal,
    /// Calls from the dealer round to the left (R5).
    Auction,
    /// 13 tricks (R7-R10).
    Play,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Chance: the four hands, indexed by seat.
    Deal { hands: Vec<CardSet> },
    /// Pass, a bid, double or redouble (R5).
    Call(Call),
    /// A card from the hand of the seat to play (the dummy's, chosen by the declarer).
    Play(Card),
}

/// The contract of a board with its declarer (R5, R6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Contract {
    pub bid: Bid,
    pub declarer: Seat,
}

impl Contract {
    pub fn dummy(self) -> Seat {
        partner_of(self.declarer)
    }
    pub fn trump(self) -> Option<Suit> {
        match self.bid.strain {
            Strain::Suit(s) => Some(s),
            Strain::NoTrump => None,
        }
    }
}

/// A finished trick (public, R11); its `detail`: all four followed, so the lowest card won
/// (R9).
pub type DoneTrick = crate::engine::trick::DoneTrick<bool>;

/// One board on the sheet (all public).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardRow {
    pub board: u32,
    pub dealer: Seat,
    /// Vulnerable: [N-S, E-W].
    pub vulnerable: [bool; 2],
    /// `None`: passed out (R5, R13c).
    pub contract: Option<Contract>,
    /// Tricks the declarer's side took.
    pub tricks: u8,
    /// Points of this board, [N-S, E-W] (rubber: above and below the line together, with
    /// honours and a rubber bonus that ends on this deal).
    pub points: [i32; 2],
    /// Rubber: the below-the-line part of `points` (it counts towards games).
    pub below: [i32; 2],
    /// Rubber: honours in `points`, [N-S, E-W].
    pub honours: [i32; 2],
    /// Rubber: a game won on this deal by that side, and the rubber bonus it ended with.
    pub game_won: Option<usize>,
    pub rubber_bonus: [i32; 2],
    pub totals: [i32; 2],
}

#[derive(Clone, Debug, PartialEq)]
pub struct SameTwo {
    opts: Options,
    phase: Phase,
    /// The boards dealt in turn by N, E, S, W (R3): board 1 is North's, so the cycle starts
    /// at seat 0 and has no first-dealer event. `done` counts the boards played.
    cycle: DealCycle,
    hands: [CardSet; SEATS],
    /// The hands as dealt (rubber honours are held in one hand, §3).
    dealt: [CardSet; SEATS],
    auction: Auction,
    contract: Option<Contract>,
    /// This board's tricks (R7-R10); tricks are won by seat, a side's count is the sum of
    /// the partners'.
    tricks: TrickPlay<bool>,
    rows: Vec<BoardRow>,
    totals: [i32; 2],
    /// Rubber: below the line in the current game, and games won.
    below: [i32; 2],
    games: [u8; 2],
}

/// What one seat may know (R11): its own hand; the dummy's once the opening lead is made;
/// the auction; the cards played; the board, dealer and vulnerability; the scores.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub phase: Phase,
    pub options: Options,
    pub board: u32,
    pub dealer: Seat,
    /// [N-S, E-W].
    pub vulnerable: [bool; 2],
    pub hand: CardSet,
    /// The dummy's seat and cards, face up after the opening lead (R7).
    pub dummy: Option<(Seat, CardSet)>,
    pub hand_sizes: [u8; SEATS],
    pub auction: Auction,
    /// The calls this seat may make now (empty unless it is its turn to call).
    pub legal_calls: Vec<Call>,
    pub contract: Option<Contract>,
    /// The seat to call or play now.
    pub to_act: Option<Seat>,
    /// The cards this seat may play now: its own, or the dummy's when it is the declarer
    /// and the dummy is to play.
    pub legal: CardSet,
    pub leader: Seat,
    pub trick: TrickCards,
    pub tricks_won: [u8; SEATS],
    /// Finished tricks of this board (with `trick-review = last-trick`, the last one only,
    /// and only until this seat's side plays to the next trick, A8).
    pub history: Vec<DoneTrick>,
    pub tricks_played: u8,
    pub rows: Vec<BoardRow>,
    pub totals: [i32; 2],
    /// Rubber: below the line in the current game, and games won.
    pub below: [i32; 2],
    pub games: [u8; 2],
}

impl SameTwo {
    pub fn options(&self) -> Options {
        self.opts
    }

    /// 1-based number of the board in play (the last one once over).
    fn board(&self) -> u32 {
        self.cycle.number() as u32 - u32::from(self.phase == Phase::Over)
    }

    /// The dealer of the board in play: `board_dealer(self.board())` (R3).
    fn dealer(&self) -> Seat {
        self.cycle.dealer
    }

    /// [N-S, E-W]: the duplicate cycle by board, or games won in a rubber (R3, §3).
    pub fn vulnerable(&self) -> [bool; 2] {
        match self.opts.scoring {
            Scoring::Duplicate => score::board_vulnerability(self.board()),
            Scoring::Rubber => [self.games[0] > 0, self.games[1] > 0],
        }
    }

    fn to_call(&self) -> Seat {
        nth_from(self.dealer(), self.auction.len(), DIRECTION, SEATS)
    }

    /// The seat to play: the leader, then clockwise (R15).
    fn to_play(&self) -> Seat {
        self.tricks.to_play()
    }

    fn legal_cards(&self) -> CardSet {
        self.tricks.follow(self.hands[self.to_play() as usize], FollowBy::Suit) // R8
    }

    /// Tricks won this board, by seat.
    fn tricks_won(&self) -> [u8; SEATS] {
        std::array::from_fn(|s| self.tricks.won[s])
    }

    /// The dummy is face up once the opening lead has been made (R7).
    fn dummy_exposed(&self) -> bool {
        self.phase == Phase::Play && (!self.tricks.trick.is_empty() || self.tricks.done() > 0)
    }

    fn last_bid(&self) -> Option<(Seat, u8, Strain, Doubling)> {
        last_bid(&self.auction)
    }

    fn legal_calls(&self) -> Vec<Call> {
        legal_calls(&self.auction, self.to_call())
    }

    // ---- one function per phase ----

    fn deal(&mut self, hands: &[CardSet]) -> Result<(), IllegalAction> {
        check_full_deal(hands, SEATS, TRICKS as u32, CardSet::standard_52())?; // R4
        self.hands.copy_from_slice(hands);
        self.dealt = self.hands;
        self.auction.clear();
        self.contract = None;
        // No trick yet this board; who leads comes with the contract (R7).
        self.tricks.clear();
        self.phase = Phase::Auction;
        Ok(())
    }

    fn call(&mut self, call: Call) -> Result<(), IllegalAction> {
        if !self.legal_calls().contains(&call) {
            return Err(IllegalAction::Rule(format!("R5: {call} is not a legal call now")));
        }
        let seat = self.to_call();
        self.auction.push((seat, call));
        let passes = self.auction.iter().rev().take_while(|(_, c)| *c == Call::Pass).count();
        match self.last_bid() {
            // R5: four passes at the start pass the board out.
            None if passes == SEATS => self.finish_board(),
            Some((by, level, strain, doubling)) if passes == 3 => {
                // R6: the first of the winning side to name the strain declares.
                let declarer = self
                    .auction
                    .iter()
                    .find(|(s, c)| side_of(*s) == side_of(by) && matches!(c, Call::Bid { strain: Some(x), .. } if *x == strain))
                    .map_or(by, |(s, _)| *s);
                self.contract = Some(Contract { bid: Bid { level, strain, doubling }, declarer });
                self.tricks.leader = left_of(declarer, SEATS); // R7
                self.phase = Phase::Play;
            }
            _ => {}
        }
        Ok(())
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        let legal = self.legal_cards();
        self.tricks.play(seat, &mut self.hands[seat as usize], legal, card, FollowBy::Suit)?; // R8
        if self.tricks.is_full() {
            let contract = self.contract.expect("a contract in play");
            let w = self.tricks.winner(&TrickRule::LowestIfAllFollow { trump: contract.trump() }); // R9
            let led = self.tricks.led();
            let lowest_won = self.tricks.trick.iter().all(|p| Some(p.card.suit()) == led);
            self.tricks.finish(w, lowest_won); // R7: the winner leads (the dummy's lead is the declarer's choice)
            if self.tricks.done() == TRICKS as usize {
                self.finish_board();
            }
        }
        Ok(())
    }

    fn side_tricks(&self, side: usize) -> u8 {
        self.tricks.won[side] + self.tricks.won[side + 2]
    }

    /// Honours held in one hand as dealt, by side [N-S, E-W] (rubber, §3).
    fn dealt_honours(&self, strain: Strain) -> [i32; 2] {
        let mut by_side = [0; 2];
        for (seat, hand) in self.dealt.iter().enumerate() {
            by_side[side_of(seat as Seat)] += score::honours(*hand, strain);
        }
        by_side
    }

    /// The end of a played board (or a passed-out one): scored from the tricks the
    /// declarer's side took and the honours as dealt.
    fn finish_board(&mut self) {
        let (tricks, honours) = self.contract.map_or((0, [0; 2]), |c| (self.side_tricks(side_of(c.declarer)), self.dealt_honours(c.bid.strain)));
        self.score_board(tricks, honours);
    }

    /// Scores the board, played or entered (`companion`), from `self.contract` (`None`:
    /// passed out), the tricks the declarer's side took and the honours each side held
    /// (R12, R13, §3), then deals the next one or ends the session (R14).
    fn score_board(&mut self, tricks: u8, honours: [i32; 2]) {
        let vulnerable = self.vulnerable();
        let mut row = BoardRow {
            board: self.board(),
            dealer: self.dealer(),
            vulnerable,
            contract: self.contract,
            tricks: 0,
            points: [0; 2],
            below: [0; 2],
            honours: [0; 2],
            game_won: None,
            rubber_bonus: [0; 2],
            totals: self.totals,
        };
        if let Some(c) = self.contract {
            let side = side_of(c.declarer);
            row.tricks = tricks;
            match self.opts.scoring {
                Scoring::Duplicate => {
                    let p = score::duplicate(c.bid, vulnerable[side], tricks);
                    row.points[side] = p.max(0);
                    row.points[1 - side] = (-p).max(0);
                }
                Scoring::Rubber => self.score_rubber_deal(c, tricks, honours, &mut row),
            }
        }
        for (t, p) in self.totals.iter_mut().zip(row.points) {
            *t += p;
        }
        row.totals = self.totals;
        self.rows.push(row);
        let over = match self.opts.scoring {
            Scoring::Duplicate => self.board() >= self.opts.boards,
            Scoring::Rubber if !self.games.contains(&2) && self.board() >= RUBBER_DEAL_LIMIT => {
                self.stop_unfinished_rubber();
                true
            }
            Scoring::Rubber => self.games.contains(&2),
        };
        // R3: the next board, dealt by the next seat (a passed-out rubber deal too, A6).
        self.cycle.end_deal(over);
        self.phase = if over { Phase::Over } else { Phase::Deal };
    }

    /// An unfinished rubber (§3): 300 for a side with one game, 100 for a side with a
    /// partscore in the unfinished game, added to the last deal's row.
    fn stop_unfinished_rubber(&mut self) {
        let row = self.rows.last_mut().expect("the deal just scored");
        for side in 0..2 {
            let bonus = score::unfinished_rubber_bonus(self.games[side], self.below[side]);
            row.rubber_bonus[side] += bonus;
            row.points[side] += bonus;
            self.totals[side] += bonus;
        }
        row.totals = self.totals;
    }

    /// Rubber scoring of a deal (§3): below and above the line, honours, a game won
    /// and the rubber bonus when it ends the rubber.
    fn score_rubber_deal(&mut self, c: Contract, tricks: u8, honours: [i32; 2], row: &mut BoardRow) {
        let side = side_of(c.declarer);
        let s = score::rubber(c.bid, row.vulnerable[side], tricks);
        row.below[side] = s.below;
        row.points[side] += s.below + s.above;
        row.points[1 - side] += s.penalty;
        if self.opts.honours {
            for (s, h) in honours.into_iter().enumerate() {
                row.honours[s] += h;
                row.points[s] += h;
            }
        }
        self.below[side] += s.below;
        if self.below[side] >= 100 {
            // A game: both sides start the next game from 0 below the line.
            self.games[side] += 1;
            self.below = [0; 2];
            row.game_won = Some(side);
            if self.games[side] == 2 {
                let bonus = score::rubber_bonus(self.games[1 - side]);
                row.rubber_bonus[side] = bonus;
                row.points[side] += bonus;
            }
        }
    }
}

/// The last bid of `auction`, its seat and its doubling so far.
pub fn last_bid(auction: &[(Seat, Call)]) -> Option<(Seat, u8, Strain, Doubling)> {
    let mut doubling = Doubling::None;
    for &(s, c) in auction.iter().rev() {
        match c {
            Call::Bid { level, strain: Some(strain) } => return Some((s, level, strain, doubling)),
            Call::Double if doubling == Doubling::None => doubling = Doubling::Doubled,
            Call::Redouble => doubling = Doubling::Redoubled,
            _ => {}
        }
    }
    None
}

/// The calls seat `me` may make after `auction` (R5).
pub fn legal_calls(auction: &[(Seat, Call)], me: Seat) -> Vec<Call> {
    let last = last_bid(auction);
    let mut calls = vec![Call::Pass];
    if let Some((by, _, _, doubling)) = last {
        let opponents = side_of(by) != side_of(me);
        if opponents && doubling == Doubling::None {
            calls.push(Call::Double);
        }
        if !opponents && doubling == Doubling::Doubled {
            calls.push(Call::Redouble);
        }
    }
    for level in 1..=7 {
        for strain in Strain::BRIDGE_ORDER {
            let c = Call::bid(level, strain);
            if last.is_none_or(|(_, l, s, _)| c.outranks(Call::bid(l, s))) {
                calls.push(c);
            }
        }
    }
    calls
}

impl Game for SameTwo {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        SameTwo {
            opts: Options::from_ruleset(rules),
            phase: Phase::Deal,
            cycle: DealCycle::new(SEATS, DIRECTION), // R3: board 1 is North's, then round to the left
            hands: [CardSet::EMPTY; SEATS],
            dealt: [CardSet::EMPTY; SEATS],
            auction: Vec::new(),
            contract: None,
            tricks: TrickPlay::new(SEATS),
            rows: Vec::new(),
            totals: [0; 2],
            below: [0; 2],
            games: [0; 2],
        }
    }

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Deal => Turn::Chance,
            Phase::Auction => Turn::Seat(self.to_call()),
            Phase::Play => Turn::Seat(self.to_play()),
            Phase::Over => Turn::Over,
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::Auction => self.legal_calls().into_iter().map(Action::Call).collect(),
            Phase::Play => self.legal_cards().iter().map(Action::Play).collect(),
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        // R4: one card at a time, clockwise from the dealer's left.
        let (hands, _) = deal_from_dealer(CardSet::standard_52(), SEATS, TRICKS as usize, self.dealer(), DIRECTION, rng);
        Action::Deal { hands }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::Deal, Action::Deal { hands }) => self.deal(hands),
            (Phase::Auction, Action::Call(c)) => self.call(*c),
            (Phase::Play, Action::Play(c)) => self.play(*c),
            (Phase::Deal, _) => Err(IllegalAction::NotChanceTurn),
            (Phase::Auction, Action::Play(_)) => Err(IllegalAction::WrongPhase("playing a card: the auction comes first (R5)")),
            (Phase::Play, Action::Call(_)) => Err(IllegalAction::WrongPhase("calling: the auction is over (R5)")),
            (Phase::Auction, _) => Err(IllegalAction::NotYourTurn { expected: Some(self.to_call()) }),
            (Phase::Play, _) => Err(IllegalAction::NotYourTurn { expected: Some(self.to_play()) }),
        }
    }

    fn view(&self, seat: Seat) -> View {
        let to_act = match self.turn() {
            Turn::Seat(s) => Some(s),
            _ => None,
        };
        let controls = to_act.is_some_and(|s| self.table().controller[s as usize] == seat);
        let dummy = self.contract.filter(|_| self.dummy_exposed()).map(|c| (c.dummy(), self.hands[c.dummy() as usize]));
        let history = if self.opts.last_trick_only {
            // A8: the last trick, until this seat's side has played to the next one.
            let side_played = self.tricks.trick.iter().any(|p| side_of(p.seat) == side_of(seat));
            self.tricks.history.last().filter(|_| !side_played).cloned().into_iter().collect()
        } else {
            self.tricks.history.clone()
        };
        View {
            seat,
            phase: self.phase,
            options: self.opts,
            board: self.board(),
            dealer: self.dealer(),
            vulnerable: self.vulnerable(),
            hand: self.hands.get(seat as usize).copied().unwrap_or(CardSet::EMPTY),
            dummy,
            hand_sizes: self.hands.map(|h| h.len() as u8),
            auction: self.auction.clone(),
            legal_calls: if self.phase == Phase::Auction && to_act == Some(seat) { self.legal_calls() } else { Vec::new() },
            contract: self.contract,
            to_act,
            legal: if self.phase == Phase::Play && controls { self.legal_cards() } else { CardSet::EMPTY },
            leader: self.tricks.leader,
            trick: self.tricks.cards(),
            tricks_won: self.tricks_won(),
            history,
            tricks_played: self.tricks.done() as u8,
            rows: self.rows.clone(),
            totals: self.totals,
            below: self.below,
            games: self.games,
        }
    }

    /// The other three hands, less the dummy's once it is face up (R11).
    fn secrets(&self, seat: Seat) -> Secrets {
        let exposed = self.contract.filter(|_| self.dummy_exposed()).map(|c| c.dummy());
        Secrets::cards(
            (0..SEATS as Seat)
                .filter(|&s| s != seat && Some(s) != exposed)
                .fold(CardSet::EMPTY, |acc, s| acc.or(self.hands[s as usize])),
        )
    }

    /// Each seat carries its side's total.
    fn scores(&self) -> Vec<i32> {
        (0..SEATS as Seat).map(|s| self.totals[side_of(s)]).collect()
    }

    /// N-S against E-W; during play the declarer chooses the dummy's cards (R6, R7).
    fn table(&self) -> Table {
        let t = Table::partnerships_across(SEATS);
        match self.contract {
            Some(c) if self.phase == Phase::Play => t.with_dummy(c.dummy(), c.declarer),
            _ => t,
        }
    }
}
