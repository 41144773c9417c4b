//! Tricky Express (トリッキーエクスプレス), from a 2016 Trick-taking Advent Calendar blog post.
//! Rules: `rules.md`.
//!
//! Four players, no trump, 13 tricks a deal, four deals. Before play every seat passes twice:
//! first its two highest-ranked cards (forced, R7), then any two cards (R9). Each trick's
//! winner adds a station card to the public route map (R14). A deal scores the longest run
//! of other seats' stations between two of one's own (R18-R25); after deal 4 a rising
//! sequence of base points earns the development bonus (R26).

use crate::engine::cards::{CardSet, Rank};
use crate::engine::deal::{check_full_deal, deal_from_dealer, DealCycle};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::seats::{nth_from, Direction, Seat};
use crate::engine::trick::{FollowBy, TrickCards, TrickPlay, TrickRule};
use crate::engine::{Card, GameRng};
use serde::{Deserialize, Serialize};

#[cfg(test)]
mod tests;
mod bot;
pub mod companion;
pub mod messages;
pub mod rules_text;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;

pub const SEATS: usize = 4; // rules.md §1
pub const DEALS: u8 = 4; // rules.md §1, R29
pub const TRICKS: u8 = 13; // rules.md R6, R16
/// Station cards per seat (rules.md R2, R16).
pub const STATIONS: u8 = 13;
pub const TOP_BONUS: u8 = 2; // rules.md R21
pub const SECOND_BONUS: u8 = 1; // rules.md R22

pub static INFO: GameInfo = GameInfo {
    id: "tricky-express",
    title_en: "Tricky Express",
    title_ja: "トリッキーエクスプレス",
    designer_en: "The blog author's own design (name not given), 2016",
    designer_ja: "作者不明（ブログ記事より）、2016年",
    players: &[4],
    // Spec §3: both options are physical substitutions with no effect on the rules.
    options: &[
        OptionSpec { id: "station-card-source", values: &["practice-deck", "second-standard-deck"], default: "practice-deck" },
        OptionSpec { id: "score-recording", values: &["chips", "paper"], default: "paper" },
    ],
    validate: None,
    scores: true,
    playable: true,
};

/// Where the station cards come from (rules.md §3, cosmetic).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StationCardSource {
    PracticeDeck,
    /// Each seat's station cards are one suit of a second deck.
    SecondStandardDeck,
}

/// How scores are kept at the table (rules.md §3, cosmetic).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ScoreRecording {
    Chips,
    Paper,
}

/// Typed options (rules.md §3). Neither changes a rule; the UI may use them for display.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub struct Options {
    pub station_card_source: StationCardSource,
    pub score_recording: ScoreRecording,
}

impl Options {
    pub fn from_ruleset(r: &Ruleset) -> Options {
        Options {
            station_card_source: if r.is("station-card-source", "second-standard-deck") {
                StationCardSource::SecondStandardDeck
            } else {
                StationCardSource::PracticeDeck
            },
            score_recording: if r.is("score-recording", "chips") { ScoreRecording::Chips } else { ScoreRecording::Paper },
        }
    }
}

// ---------------------------------------------------------------------------------------
// Scoring: pure functions of the route map (rules.md R17-R27).
// ---------------------------------------------------------------------------------------

/// A passing section (通過駅区間) of one seat (rules.md R18). Positions are 1-based tricks.
/// The passing stations are the positions strictly between `start` and `end`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Section {
    /// The seat's own station that opens the section.
    pub start: u8,
    /// The seat's own station that closes it.
    pub end: u8,
    /// The number of passing stations, `end - start - 1` (at least 1, rules.md A5).
    pub length: u8,
    /// The trick at which the section was completed: `end` (rules.md R18).
    pub completed_at: u8,
}

/// One seat's part of a route map: its stops, sections and long passes (rules.md R18, R19).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatRoute {
    /// Positions (1-based) of this seat's own stations.
    pub stops: Vec<u8>,
    /// Every passing section, in route order.
    pub sections: Vec<Section>,
    /// The first long pass (第1ロングパス); `None` means length 0 (rules.md A8).
    pub first_long_pass: Option<Section>,
    /// The second long pass (第2ロングパス); `None` means length 0 (rules.md A8).
    pub second_long_pass: Option<Section>,
}

/// The passing sections of `seat` on `route`, in route order (rules.md R18, A5).
pub fn sections(route: &[Seat], seat: Seat) -> Vec<Section> {
    let stops: Vec<u8> = stops(route, seat);
    stops
        .windows(2)
        .filter_map(|w| {
            let g = w[1] - w[0] - 1;
            (g >= 1).then_some(Section { start: w[0], end: w[1], length: g, completed_at: w[1] })
        })
        .collect()
}

fn stops(route: &[Seat], seat: Seat) -> Vec<u8> {
    route.iter().enumerate().filter(|(_, &w)| w == seat).map(|(i, _)| i as u8 + 1).collect()
}

/// The first and second long pass: longest first, and among equal lengths the later
/// completed first (rules.md R19, A6). A missing one is `None`, length 0 (rules.md A8).
pub fn long_passes(sections: &[Section]) -> (Option<Section>, Option<Section>) {
    let mut sorted = sections.to_vec();
    sorted.sort_by(|a, b| b.length.cmp(&a.length).then(b.completed_at.cmp(&a.completed_at)));
    (sorted.first().copied(), sorted.get(1).copied())
}

/// Everything one seat has on `route`.
pub fn seat_route(route: &[Seat], seat: Seat) -> SeatRoute {
    let secs = sections(route, seat);
    let (first, second) = long_passes(&secs);
    SeatRoute { stops: stops(route, seat), sections: secs, first_long_pass: first, second_long_pass: second }
}

/// One seat's score for one deal, parts recorded separately (rules.md R24).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize)]
pub struct DealScore {
    /// Base points: the first long pass's length (rules.md R20).
    pub base: u8,
    /// 2 or 0 (rules.md R21).
    pub top_bonus: u8,
    /// 1 or 0 (rules.md R22).
    pub second_bonus: u8,
}

impl DealScore {
    /// Deal score = base + top bonus + second bonus (rules.md R25).
    pub fn total(&self) -> i32 {
        self.base as i32 + self.top_bonus as i32 + self.second_bonus as i32
    }
}

fn len(s: Option<Section>) -> u8 {
    s.map_or(0, |s| s.length)
}

/// The seat given a bonus for these long passes: the longest, ties to the latest completion;
/// nobody when the longest is 0 (rules.md R21, R22, A7). Completion tricks never tie, since each
/// trick has one winner.
fn bonus_seat(passes: [Option<Section>; SEATS]) -> Option<Seat> {
    let m = passes.iter().map(|p| len(*p)).max().unwrap_or(0);
    if m == 0 {
        return None;
    }
    (0..SEATS as u8)
        .filter(|&s| len(passes[s as usize]) == m)
        .max_by_key(|&s| passes[s as usize].map_or(0, |p| p.completed_at))
}

/// The scores of every seat for a finished route map (rules.md R20-R25).
pub fn score_routes(routes: &[SeatRoute; SEATS]) -> [DealScore; SEATS] {
    let mut out = [DealScore::default(); SEATS];
    for s in 0..SEATS {
        out[s].base = len(routes[s].first_long_pass); // rules.md R20
    }
    if let Some(s) = bonus_seat(std::array::from_fn(|s| routes[s].first_long_pass)) {
        out[s as usize].top_bonus = TOP_BONUS; // rules.md R21
    }
    if let Some(s) = bonus_seat(std::array::from_fn(|s| routes[s].second_long_pass)) {
        out[s as usize].second_bonus = SECOND_BONUS; // rules.md R22, R23 (may be the same seat)
    }
    out
}

/// All four seats' routes on a route map.
pub fn seat_routes(route: &[Seat]) -> [SeatRoute; SEATS] {
    std::array::from_fn(|s| seat_route(route, s as Seat))
}

/// The development bonus from base points L[1..4] (rules.md R26, R27, A10): 8 − (equal steps)
/// when non-decreasing and not all equal, else 0.
pub fn development_bonus(bases: [u8; 4]) -> i32 {
    let rising = bases.windows(2).all(|w| w[0] <= w[1]);
    if !rising || bases[0] == bases[3] {
        return 0;
    }
    let equal_steps = bases.windows(2).filter(|w| w[0] == w[1]).count() as i32;
    8 - equal_steps
}

/// The cards a forced first pass may send right: every card of the hand's top rank (rules.md R7a).
pub fn forced_right_cards(hand: CardSet) -> CardSet {
    top_rank_cards(hand)
}

/// The cards a forced first pass may send left once `right` is set aside: the top rank of
/// the remaining 12 (rules.md R7b).
pub fn forced_left_cards(hand: CardSet, right: Card) -> CardSet {
    let mut rest = hand;
    rest.remove(right);
    top_rank_cards(rest)
}

fn top_rank_cards(hand: CardSet) -> CardSet {
    match hand.iter().map(|c| c.rank()).max() {
        Some(r) => hand.iter().filter(|c| c.rank() == r).collect(),
        None => CardSet::EMPTY,
    }
}

/// The highest rank in a hand (for messages).
fn top_rank(hand: CardSet) -> Option<Rank> {
    hand.iter().map(|c| c.rank()).max()
}

// ---------------------------------------------------------------------------------------
// The game.
// ---------------------------------------------------------------------------------------

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the first dealer (rules.md R4).
    ChooseDealer,
    /// Chance: 13 cards each (rules.md R6, A12).
    Deal,
    /// Pass 1: each seat in turn commits its two forced cards, hidden (rules.md R7, R8).
    PassForced,
    /// Pass 2: each seat in turn commits any two cards, hidden (rules.md R9).
    PassFree,
    /// Trick play (rules.md R11-R16).
    Play,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Chance (or a host): the first dealer.
    FirstDealer(Seat),
    /// Chance: the four hands, indexed by seat.
    Deal { hands: Vec<CardSet> },
    /// A seat's pass: `right` goes to its right neighbour, `left` to its left (rules.md R7, R9).
    Pass { right: Card, left: Card },
    Play(Card),
}

/// The two cards a seat chose in one pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PassChoice {
    /// To the right neighbour, seat (s+3) mod 4.
    pub right: Card,
    /// To the left neighbour, seat (s+1) mod 4.
    pub left: Card,
}

/// What one seat knows of one of its passes (rules.md §2.7: the passer knows what it sent, the
/// receiver sees what it got once delivered).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PassKnowledge {
    /// What this seat sent; `None` until it has chosen.
    pub sent: Option<PassChoice>,
    /// The card from the left neighbour (its right-pass card), once delivered.
    pub received_from_left: Option<Card>,
    /// The card from the right neighbour (its left-pass card), once delivered.
    pub received_from_right: Option<Card>,
}

/// A finished deal, all public (rules.md R17-R25, §2.7).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DealRecord {
    /// 1-based.
    pub deal: u8,
    pub dealer: Seat,
    /// The route map: the winner of each trick in order (rules.md R14, R17).
    pub route: Vec<Seat>,
    /// Per seat: stops, sections, long passes (rules.md R18, R19).
    pub seats: [SeatRoute; SEATS],
    /// Per seat: base, top bonus, second bonus (rules.md R24).
    pub scores: [DealScore; SEATS],
    /// Per seat: the deal score (rules.md R25).
    pub totals: [i32; SEATS],
}

#[derive(Clone, Debug, PartialEq)]
pub struct TrickyExpress {
    opts: Options,
    phase: Phase,
    /// The dealer, passing left (rules.md R4, R5), and the deals done.
    cycle: DealCycle,
    /// Hands. During a pass the chosen cards stay here until delivery.
    hands: [CardSet; SEATS],
    /// `passes[p][s]`: what seat s chose in pass p (0 = forced, 1 = free) this deal.
    passes: [[Option<PassChoice>; SEATS]; 2],
    /// How many passes of this deal have been delivered (0, 1 or 2).
    passes_delivered: u8,
    /// This deal's tricks (rules.md R11-R16). The finished ones are face down and in no view
    /// (R15, A2), but every seat saw each card played, so a bot that remembers them may use
    /// them; the one just finished stays on the table until the next card is led, the live
    /// broadcast of its last card (A2), not a review.
    tricks: TrickPlay,
    /// Route map of this deal: winner of each finished trick (rules.md R14).
    route: Vec<Seat>,
    /// Cards of finished tricks this deal, face down (rules.md R15).
    discards: CardSet,
    /// One record per finished deal.
    deals: Vec<DealRecord>,
}

/// What one seat may know (rules.md §2.7).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub phase: Phase,
    pub options: Options,
    /// 1..=4, the deal being played (or the last one once over).
    pub deal_number: u8,
    pub dealer: Seat,
    /// Who must act now, if a seat.
    pub to_play: Option<Seat>,
    /// This seat's hand. During a pass, the cards it has set aside are not in it.
    pub hand: CardSet,
    /// Public hand sizes (rules.md §2.7). A seat that has set its pass aside holds 11.
    pub hand_sizes: [u8; SEATS],
    /// During a pass: which seats have already chosen (never what, rules.md R8).
    pub passed: [bool; SEATS],
    /// This seat's own passes this deal: [forced, free].
    pub my_passes: [PassKnowledge; 2],
    /// The legal pass choices for this seat now (empty unless it is passing).
    pub legal_passes: Vec<PassChoice>,
    /// The cards this seat may play now (empty unless it is its turn to play).
    pub legal: CardSet,
    /// The trick in progress only (rules.md R15, A2): completed tricks are never shown.
    pub trick: TrickCards,
    /// The trick just completed and its winner, only until the next card is led: the live
    /// sight of its last card (A2); never a review of earlier tricks.
    pub just_finished: Option<(TrickCards, Seat)>,
    pub leader: Seat,
    /// The route map of this deal: the winner of each finished trick (rules.md R14).
    pub route: Vec<Seat>,
    /// Station cards each seat has not yet placed (rules.md §2.7).
    pub stations_left: [u8; SEATS],
    /// Stops, sections and long passes on this deal's route map so far, per seat.
    pub route_seats: [SeatRoute; SEATS],
    /// Finished deals: route map, sections, (base, top, second) per seat (rules.md R24).
    pub deals: Vec<DealRecord>,
    /// After deal 4: each seat's development bonus (rules.md R26).
    pub development_bonus: Option<[i32; SEATS]>,
    /// Sum of deal scores, plus the development bonus once over (rules.md R29).
    pub totals: [i32; SEATS],
    /// Once over: 1 = winner; tied top totals share first place (rules.md A9).
    pub places: Option<[u8; SEATS]>,
}

fn right_of(s: Seat) -> Seat {
    crate::engine::deal::right_of(s, SEATS) // rules.md R1
}

fn left_of(s: Seat) -> Seat {
    crate::engine::deal::left_of(s, SEATS) // rules.md R1
}

impl TrickyExpress {
    pub fn options(&self) -> Options {
        self.opts
    }

    /// The pass in progress (0 forced, 1 free), if any.
    fn pass_index(&self) -> Option<usize> {
        match self.phase {
            Phase::PassForced => Some(0),
            Phase::PassFree => Some(1),
            _ => None,
        }
    }

    /// Who acts now: in a pass, seats commit from the dealer's left round to the dealer;
    /// in play, clockwise from the leader (rules.md R12, A1).
    fn to_play(&self) -> Seat {
        match self.pass_index() {
            Some(p) => {
                let done = self.passes[p].iter().filter(|c| c.is_some()).count();
                nth_from(self.cycle.after_dealer(), done, Direction::Clockwise, SEATS)
            }
            None => self.tricks.to_play(),
        }
    }

    fn legal_cards(&self) -> CardSet {
        self.tricks.follow(self.hands[self.to_play() as usize], FollowBy::Suit) // rules.md R12
    }

    fn legal_pass_choices(&self) -> Vec<PassChoice> {
        let Some(p) = self.pass_index() else { return Vec::new() };
        let hand = self.hands[self.to_play() as usize];
        let mut out = Vec::new();
        if p == 0 {
            // rules.md R7: right = top rank; left = top rank of the other 12.
            for right in forced_right_cards(hand).iter() {
                for left in forced_left_cards(hand, right).iter() {
                    out.push(PassChoice { right, left });
                }
            }
        } else {
            // rules.md R9: any card right, any other card left.
            for right in hand.iter() {
                for left in hand.iter().filter(|&c| c != right) {
                    out.push(PassChoice { right, left });
                }
            }
        }
        out
    }

    fn deal_totals(&self) -> [i32; SEATS] {
        let mut t = [0; SEATS];
        for d in &self.deals {
            for s in 0..SEATS {
                t[s] += d.totals[s];
            }
        }
        t
    }

    /// After deal 4, per seat (rules.md R26).
    fn development_bonuses(&self) -> Option<[i32; SEATS]> {
        (self.deals.len() == DEALS as usize).then(|| {
            std::array::from_fn(|s| development_bonus(std::array::from_fn(|d| self.deals[d].scores[s].base)))
        })
    }

    fn totals(&self) -> [i32; SEATS] {
        let mut t = self.deal_totals();
        if let Some(dev) = self.development_bonuses() {
            for s in 0..SEATS {
                t[s] += dev[s]; // rules.md R29
            }
        }
        t
    }

    /// Cards `seat` knows from its passes this deal: what it sent, and what it received once
    /// delivered (rules.md §2.7).
    fn pass_knowledge(&self, seat: Seat) -> [PassKnowledge; 2] {
        std::array::from_fn(|p| {
            let delivered = (self.passes_delivered as usize) > p;
            let from_left = self.passes[p][left_of(seat) as usize];
            let from_right = self.passes[p][right_of(seat) as usize];
            PassKnowledge {
                sent: self.passes[p][seat as usize],
                received_from_left: if delivered { from_left.map(|c| c.right) } else { None },
                received_from_right: if delivered { from_right.map(|c| c.left) } else { None },
            }
        })
    }

    fn known_from_passes(&self, seat: Seat) -> CardSet {
        let mut k = CardSet::EMPTY;
        for p in self.pass_knowledge(seat) {
            if let Some(c) = p.sent {
                k.insert(c.right);
                k.insert(c.left);
            }
            k = k.or(p.received_from_left.into_iter().chain(p.received_from_right).collect());
        }
        k
    }

    /// A seat's pending pass cards (set aside, not yet delivered).
    fn set_aside(&self, seat: Seat) -> CardSet {
        match self.pass_index().and_then(|p| self.passes[p][seat as usize]) {
            Some(c) => [c.right, c.left].into_iter().collect(),
            None => CardSet::EMPTY,
        }
    }

    // ---- one function per phase ----

    fn deal(&mut self, hands: &[CardSet]) -> Result<(), IllegalAction> {
        check_full_deal(hands, SEATS, TRICKS as u32, CardSet::standard_52())?; // rules.md R6
        self.hands.copy_from_slice(hands);
        self.passes = [[None; SEATS]; 2];
        self.passes_delivered = 0;
        self.route.clear();
        self.discards = CardSet::EMPTY; // rules.md R28: all cards gathered and reshuffled
        self.tricks.start(self.cycle.after_dealer()); // rules.md R11: the dealer's left leads
        self.phase = Phase::PassForced;
        Ok(())
    }

    fn pass(&mut self, right: Card, left: Card) -> Result<(), IllegalAction> {
        let Some(p) = self.pass_index() else { return Err(IllegalAction::WrongPhase("passing")) };
        let seat = self.to_play();
        let hand = self.hands[seat as usize];
        for c in [right, left] {
            if !hand.contains(c) {
                return Err(IllegalAction::CardNotInHand(c.to_string()));
            }
        }
        if right == left {
            return Err(IllegalAction::Rule(format!("{right} cannot be passed both ways (rules.md R7, R9)")));
        }
        if p == 0 {
            if !forced_right_cards(hand).contains(right) {
                // Pass 1: the card to the right is of the hand's highest rank (rules.md R7a).
                return Err(IllegalAction::MustChooseRank { card: right.to_string(), rank: top_rank(hand).unwrap_or(0) });
            }
            let allowed = forced_left_cards(hand, right);
            if !allowed.contains(left) {
                // Pass 1: the card to the left is of the highest remaining rank (rules.md R7b).
                let rank = allowed.first().map_or(0, |c| c.rank());
                return Err(IllegalAction::MustChooseRank { card: left.to_string(), rank });
            }
        }
        // Valid: commit, hidden from everyone else (rules.md R8).
        self.passes[p][seat as usize] = Some(PassChoice { right, left });
        if self.passes[p].iter().all(|c| c.is_some()) {
            self.deliver(p);
        }
        Ok(())
    }

    /// Delivers pass `p` once all four have chosen (rules.md R8, R10, A3).
    fn deliver(&mut self, p: usize) {
        let choices: [PassChoice; SEATS] = std::array::from_fn(|s| self.passes[p][s].expect("all four chose"));
        for (s, c) in choices.iter().enumerate() {
            self.hands[s].remove(c.right);
            self.hands[s].remove(c.left);
        }
        for (s, c) in choices.iter().enumerate() {
            self.hands[right_of(s as Seat) as usize].insert(c.right);
            self.hands[left_of(s as Seat) as usize].insert(c.left);
        }
        self.passes_delivered = p as u8 + 1;
        self.phase = if p == 0 { Phase::PassFree } else { Phase::Play };
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        let legal = self.legal_cards();
        self.tricks.play(seat, &mut self.hands[seat as usize], legal, card, FollowBy::Suit)?; // rules.md R12
        if self.tricks.is_full() {
            for p in &self.tricks.trick {
                self.discards.insert(p.card); // rules.md R15
            }
            let w = self.tricks.winner(&TrickRule::HighestOfLed); // rules.md R13
            let w = self.tricks.finish(w, ()); // rules.md R11: the winner leads the next trick
            self.route.push(w); // rules.md R14
            if self.route.len() == TRICKS as usize {
                self.finish_deal();
            }
        }
        Ok(())
    }

    /// The trick just finished and its winner, while play goes on and no card of the next is
    /// led (A2).
    fn live_trick(&self) -> Option<(TrickCards, Seat)> {
        let t = self.tricks.just_finished().filter(|_| self.phase == Phase::Play)?;
        Some((t.plays.clone(), t.winner))
    }

    fn finish_deal(&mut self) {
        let seats = seat_routes(&self.route);
        let scores = score_routes(&seats);
        self.deals.push(DealRecord {
            deal: self.cycle.number(),
            dealer: self.cycle.dealer,
            route: self.route.clone(),
            seats,
            scores,
            totals: scores.map(|d| d.total()),
        });
        let over = self.cycle.is_last_of(DEALS); // rules.md R29
        self.cycle.end_deal(over); // rules.md R5, R28: the deal passes left
        self.phase = if over { Phase::Over } else { Phase::Deal };
    }
}

impl Game for TrickyExpress {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        TrickyExpress {
            opts: Options::from_ruleset(rules),
            phase: Phase::ChooseDealer,
            cycle: DealCycle::new(SEATS, Direction::Clockwise), // rules.md R5: the deal passes left
            hands: [CardSet::EMPTY; SEATS],
            passes: [[None; SEATS]; 2],
            passes_delivered: 0,
            tricks: TrickPlay::new(SEATS),
            route: Vec::with_capacity(TRICKS as usize),
            discards: CardSet::EMPTY,
            deals: Vec::new(),
        }
    }

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::ChooseDealer | Phase::Deal => Turn::Chance,
            Phase::PassForced | Phase::PassFree | Phase::Play => Turn::Seat(self.to_play()),
            Phase::Over => Turn::Over,
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::PassForced | Phase::PassFree => {
                self.legal_pass_choices().into_iter().map(|c| Action::Pass { right: c.right, left: c.left }).collect()
            }
            Phase::Play => self.legal_cards().iter().map(Action::Play).collect(),
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        match self.phase {
            Phase::ChooseDealer => Action::FirstDealer(self.cycle.draw(rng)),
            _ => {
                // rules.md R6, A12: a uniformly random deal; the pattern has no effect.
                let (hands, _) =
                    deal_from_dealer(CardSet::standard_52(), SEATS, TRICKS as usize, self.cycle.dealer, Direction::Clockwise, rng);
                Action::Deal { hands }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates fully before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseDealer, Action::FirstDealer(s)) => {
                self.cycle.choose(*s)?; // rules.md R4
                self.phase = Phase::Deal;
                Ok(())
            }
            (Phase::Deal, Action::Deal { hands }) => self.deal(hands),
            (Phase::PassForced | Phase::PassFree, Action::Pass { right, left }) => self.pass(*right, *left),
            (Phase::Play, Action::Play(c)) => self.play(*c),
            (Phase::ChooseDealer | Phase::Deal, Action::Pass { .. } | Action::Play(_)) => {
                Err(IllegalAction::NotChanceTurn)
            }
            (Phase::PassForced | Phase::PassFree | Phase::Play, Action::FirstDealer(_) | Action::Deal { .. }) => {
                Err(IllegalAction::NotYourTurn { expected: Some(self.to_play()) })
            }
            (Phase::PassForced | Phase::PassFree, Action::Play(_)) => Err(IllegalAction::WrongPhase("playing a card during the passes")),
            (Phase::Play, Action::Pass { .. }) => Err(IllegalAction::WrongPhase("passing during trick play")),
            (_, _) => Err(IllegalAction::WrongPhase("that chance event")),
        }
    }

    fn view(&self, seat: Seat) -> View {
        let in_turn = matches!(self.phase, Phase::PassForced | Phase::PassFree | Phase::Play);
        let to_play = in_turn.then(|| self.to_play());
        let mine = to_play == Some(seat);
        let passed = match self.pass_index() {
            Some(p) => self.passes[p].map(|c| c.is_some()),
            None => [false; SEATS],
        };
        let s = seat as usize;
        let hand = if s < SEATS { self.hands[s].minus(self.set_aside(seat)) } else { CardSet::EMPTY };
        let mut stations_left = [STATIONS; SEATS];
        for &w in &self.route {
            stations_left[w as usize] -= 1;
        }
        View {
            seat,
            phase: self.phase,
            options: self.opts,
            deal_number: self.cycle.number().min(DEALS),
            dealer: self.cycle.dealer,
            to_play,
            hand,
            hand_sizes: std::array::from_fn(|t| self.hands[t].minus(self.set_aside(t as Seat)).len() as u8),
            passed,
            my_passes: if s < SEATS { self.pass_knowledge(seat) } else { [PassKnowledge { sent: None, received_from_left: None, received_from_right: None }; 2] },
            legal_passes: if mine { self.legal_pass_choices() } else { Vec::new() },
            legal: if mine && self.phase == Phase::Play { self.legal_cards() } else { CardSet::EMPTY },
            trick: self.tricks.cards(),
            just_finished: self.live_trick(),
            leader: self.tricks.leader,
            route: self.route.clone(),
            stations_left,
            route_seats: seat_routes(&self.route),
            deals: self.deals.clone(),
            development_bonus: self.development_bonuses(),
            totals: self.totals(),
            // rules.md A9: ties share (`Game::outcome`'s ranking by scores).
            places: self.outcome().map(|o| std::array::from_fn(|s| o.places[s])),
        }
    }

    fn secrets(&self, seat: Seat) -> Secrets {
        // Other hands (with their set-aside pass cards) and the face-down discards (rules.md R15),
        // less what this seat learnt from its own passes (rules.md §2.7).
        let others = (0..SEATS).filter(|&s| s != seat as usize).fold(CardSet::EMPTY, |acc, s| acc.or(self.hands[s]));
        let known = if (seat as usize) < SEATS { self.known_from_passes(seat) } else { CardSet::EMPTY };
        let live = self.live_trick().map_or(CardSet::EMPTY, |(t, _)| t.iter().map(|p| p.1).collect());
        Secrets::cards(others.or(self.discards).minus(known).minus(live))
    }

    fn scores(&self) -> Vec<i32> {
        self.totals().to_vec()
    }
}
