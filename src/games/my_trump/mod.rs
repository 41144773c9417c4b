//! My Trump (マイトランプ), by Kusaba. Rules: `rules.md`.
//!
//! 3-10 players, each for themselves. The deal is the parity deal (H = ⌊52/N⌋ each, the rest
//! face up), or jokers added so the pack divides evenly, or a 56-card pack with a knight in
//! each suit for 7 or 8 players (rules.md R3). One round of bids, no pass: each player names
//! a number of tricks and their own trump suit (R4, R5). A card is a trump only for the
//! player whose bid named its suit, led, followed or ruffed alike; trumps compare by rank
//! alone (R8, R9). A led joker wins; a joker played later is an escape card (R10). A made
//! bid scores its number, a failed one −1 per missing trick (R11). N deals (R14).

use crate::engine::bid::{Call, Strain};
use crate::engine::cards::CardSet;
use crate::engine::deal::{check_full_deal, deal_from_dealer, DealCycle};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset, RulesetError};
use crate::engine::score::rank_highest_first;
use crate::engine::seats::{nth_from, Direction, Seat, MAX_SEATS};
use crate::engine::trick::{check_play, must_follow, FollowBy, Play, TrickCards, TrickPlay, TrickRule};
use crate::engine::{Card, GameRng, Suit};
use serde::{Deserialize, Serialize, Serializer};

mod bot;
pub mod companion;
pub mod messages;
pub mod rules_text;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;
#[cfg(test)]
mod tests;

pub static INFO: GameInfo = GameInfo {
    id: "my-trump",
    title_en: "My Trump",
    title_ja: "マイトランプ",
    designer_en: "Jun Kusaba",
    designer_ja: "草場純",
    players: &[3, 4, 5, 6, 7, 8, 9, 10],
    options: &[
        // rules.md §3, R2: three or more; the engine seats at most 10 (MAX_SEATS).
        OptionSpec { id: "players", values: &["3", "4", "5", "6", "7", "8", "9", "10"], default: "4" },
        // rules.md §3, R3; `cavallo` only with 7 or 8 players (checked in `validate`).
        OptionSpec { id: "deal-method", values: &["parity", "jokers", "cavallo"], default: "parity" },
        // rules.md §3, R10, M6.
        OptionSpec { id: "joker-lead-follow", values: &["leader-trump-suit", "free"], default: "leader-trump-suit" },
    ],
    validate: Some(validate),
    scores: true,
    playable: true,
};

/// Cross-option rule (rules.md §3, M9): the 56-card pack deals evenly only to 7 or 8.
fn validate(r: &Ruleset) -> Result<(), RulesetError> {
    if r.is("deal-method", "cavallo") && !matches!(r.get("players"), "7" | "8") {
        return Err(RulesetError::Requires {
            option: "deal-method".into(),
            value: "cavallo".into(),
            needs: "players".into(),
            needs_value: "7".into(),
        });
    }
    Ok(())
}

/// How the cards are dealt (rules.md R3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DealMethod {
    /// H = ⌊52/N⌋ each, the rest face up and unused.
    Parity,
    /// Jokers added so the pack divides evenly (5-9 players; none needed for 4).
    Jokers,
    /// The 56-card pack with a knight in each suit (7 or 8 players).
    Cavallo,
}

/// What the others must play to a led joker (rules.md R10, M6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum JokerLeadFollow {
    /// The leader's trump suit, if they hold it.
    LeaderTrumpSuit,
    /// Anything.
    Free,
}

/// Jokers added to the 52 cards for N players under `deal-method = jokers` (rules.md R3
/// table, M8): none for 4, and 3, 10 or more fall back to the parity deal.
pub fn jokers_for(players: u8) -> u8 {
    match players {
        5 => 3,
        6 | 9 => 2,
        7 | 8 => 4,
        _ => 0,
    }
}

/// Typed options (rules.md §3), with what they imply for the deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    pub players: u8,
    pub deal_method: DealMethod,
    pub joker_lead_follow: JokerLeadFollow,
    /// Jokers in the pack (rules.md R3).
    pub jokers: u8,
    /// Knights in the pack: the cavallo deal (rules.md R1, R3).
    pub knights: bool,
    /// H: cards dealt to each player, tricks in a deal and the highest bid (R3, R13, M10).
    pub hand_size: u8,
    /// Cards left over, face up and unused (rules.md R3, parity deal).
    pub face_up: u8,
}

impl Options {
    pub fn from_ruleset(r: &Ruleset) -> Options {
        let players: u8 = r.number("players");
        let deal_method = match r.get("deal-method") {
            "jokers" => DealMethod::Jokers,
            "cavallo" if matches!(players, 7 | 8) => DealMethod::Cavallo,
            _ => DealMethod::Parity,
        };
        let jokers = if deal_method == DealMethod::Jokers { jokers_for(players) } else { 0 };
        let knights = deal_method == DealMethod::Cavallo;
        let size = 52 + jokers as u32 + if knights { 4 } else { 0 };
        let hand_size = (size / players as u32) as u8;
        Options {
            players,
            deal_method,
            joker_lead_follow: if r.is("joker-lead-follow", "free") { JokerLeadFollow::Free } else { JokerLeadFollow::LeaderTrumpSuit },
            jokers,
            knights,
            hand_size,
            face_up: (size - hand_size as u32 * players as u32) as u8,
        }
    }

    /// The pack this deal uses (rules.md R1, R3).
    pub fn pack(&self) -> CardSet {
        let knights = if self.knights { CardSet::knights() } else { CardSet::EMPTY };
        CardSet::standard_52().or(knights).or(CardSet::jokers(self.jokers))
    }
}

/// A bid: a number of tricks and the bidder's own trump suit (rules.md R4, R5). Reads and
/// writes as a call, e.g. `3H`, `0S`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bid {
    pub tricks: u8,
    pub suit: Suit,
}

impl Bid {
    pub fn call(self) -> Call {
        Call::bid(self.tricks, Strain::Suit(self.suit))
    }
}

impl Serialize for Bid {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.call().serialize(s)
    }
}

/// A player's points for a deal (rules.md R11): the bid when made (overtricks earn
/// nothing), minus one per missing trick when not. A 0 bid always scores 0.
pub fn deal_points(bid: u8, tricks: u8) -> i32 {
    if tricks >= bid {
        bid as i32
    } else {
        tricks as i32 - bid as i32
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the first dealer is drawn (M11).
    ChooseDealer,
    /// Chance: the deal by the deal method (R3).
    Deal,
    /// One round of bids from the dealer's left to the dealer (R4).
    Bid,
    /// H tricks (R6-R10, R13).
    Play,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Chance: seat of the first dealer.
    FirstDealer(Seat),
    /// Chance: the hands, indexed by seat, and the cards left over (face up; empty unless
    /// the parity deal leaves some).
    Deal { hands: Vec<CardSet>, leftover: CardSet },
    /// The bidder's call: a number of tricks with a suit (R4).
    Bid(Call),
    Play(Card),
}

/// Why a trick's winner won it (rules.md R9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinReason {
    /// A led joker (R9.1, R10).
    JokerLead,
    /// The highest trump by rank, the earlier of equal ranks (R9.2).
    Trump,
    /// No trump: the highest card of the led suit (R9.3).
    HighestOfLed,
}

/// A finished trick, public for the rest of the deal (rules.md R12), with why it was won.
pub type DoneTrick = crate::engine::trick::DoneTrick<WinReason>;

/// One finished deal on the score sheet (rules.md R11, R13).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DealRow {
    pub dealer: Seat,
    pub bids: Vec<Bid>,
    pub tricks: Vec<u8>,
    pub points: Vec<i32>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct MyTrump {
    opts: Options,
    phase: Phase,
    /// The dealer, passing left (R14, M11), and the deals done.
    cycle: DealCycle,
    hands: Vec<CardSet>,
    /// The face-up cards of this deal (R3, R12).
    leftover: CardSet,
    /// Each seat's bid this deal, public (R4, R12).
    bids: Vec<Option<Bid>>,
    /// Bids made so far this deal (the next bidder is the dealer's left + this).
    bids_made: u8,
    /// This deal's tricks (R6-R10, R13), each finished one with why it was won (R9).
    tricks: TrickPlay<WinReason>,
    deal_rows: Vec<DealRow>,
}

/// What one seat may know (rules.md R12): its own hand, every bid, the face-up leftover
/// cards, every card played and the trick counts.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub phase: Phase,
    pub options: Options,
    /// 1-based number of the deal in progress (the last deal once over).
    pub deal_number: u8,
    /// Deals in the game: one per player (R14).
    pub deals: u8,
    pub dealer: Seat,
    pub hand: CardSet,
    pub hand_sizes: Vec<u8>,
    pub leftover: CardSet,
    /// Every seat's bid so far this deal, public for the whole deal (R12).
    pub bids: Vec<Option<Bid>>,
    /// The bids in the order they were made (R4), for the bid panel.
    pub auction: Vec<(Seat, Call)>,
    pub to_bid: Option<Seat>,
    /// The bids this seat may make now (empty unless it is this seat's turn to bid).
    pub legal_bids: Vec<Call>,
    pub leader: Option<Seat>,
    pub trick: TrickCards,
    pub to_play: Option<Seat>,
    /// The cards this seat may play now (empty unless it is this seat's turn).
    pub legal: CardSet,
    pub tricks_won: Vec<u8>,
    /// The finished tricks of this deal (R12).
    pub history: Vec<DoneTrick>,
    pub deal_rows: Vec<DealRow>,
    pub totals: Vec<i32>,
    /// Places by total, ties sharing (R14, M13).
    pub places: Vec<u8>,
}

impl MyTrump {
    pub fn options(&self) -> Options {
        self.opts
    }

    fn n(&self) -> usize {
        self.opts.players as usize
    }

    fn to_bid(&self) -> Seat {
        nth_from(self.cycle.after_dealer(), self.bids_made as usize, Direction::Clockwise, self.n()) // R4
    }

    fn to_play(&self) -> Seat {
        self.tricks.to_play()
    }

    /// Each seat's own trump suit: the suit of its bid (R5).
    fn trumps(&self) -> [Option<Suit>; MAX_SEATS] {
        let mut t = [None; MAX_SEATS];
        for (s, b) in self.bids.iter().enumerate() {
            t[s] = b.map(|b| b.suit);
        }
        t
    }

    fn rule(&self) -> TrickRule {
        TrickRule::PersonalTrumps(self.trumps()) // R8, R9
    }

    /// The suit the players must follow to the trick in progress: the led card's, or after
    /// a led joker the leader's trump suit (R10, M6) or nothing (`free`).
    fn follow_suit(&self) -> Option<Suit> {
        follow_suit(&self.tricks.trick, &self.bids, self.opts.joker_lead_follow)
    }

    fn legal_cards(&self) -> CardSet {
        legal_cards(self.hands[self.to_play() as usize], self.follow_suit())
    }

    /// Every bid of 0 to H tricks in each suit (R4, M10): no pass, no no-trump.
    fn legal_calls(&self) -> Vec<Call> {
        (0..=self.opts.hand_size).flat_map(|n| Suit::STANDARD.map(|s| Call::bid(n, Strain::Suit(s)))).collect()
    }

    fn totals(&self) -> Vec<i32> {
        let mut t = vec![0; self.n()];
        for row in &self.deal_rows {
            for (s, p) in row.points.iter().enumerate() {
                t[s] += p;
            }
        }
        t
    }

    // ---- one function per phase ----

    fn deal(&mut self, hands: &[CardSet], leftover: CardSet) -> Result<(), IllegalAction> {
        // R3: H cards each from the deal method's pack; the parity deal's rest face up.
        let pack = self.opts.pack();
        if !leftover.minus(pack).is_empty() {
            return Err(IllegalAction::BadOutcome(format!("{:?} are not in the pack", leftover.minus(pack))));
        }
        if leftover.len() != self.opts.face_up as u32 {
            return Err(IllegalAction::BadOutcome(format!("{} cards left over, expected {}", leftover.len(), self.opts.face_up)));
        }
        check_full_deal(hands, self.n(), self.opts.hand_size as u32, pack.minus(leftover))?;
        self.hands.copy_from_slice(hands);
        self.leftover = leftover;
        self.bids.iter_mut().for_each(|b| *b = None);
        self.bids_made = 0;
        self.tricks.start(self.cycle.after_dealer()); // R6: the dealer's left leads
        self.phase = Phase::Bid;
        Ok(())
    }

    fn bid(&mut self, call: Call) -> Result<(), IllegalAction> {
        let bid = match call {
            Call::Bid { level, strain: Some(Strain::Suit(suit)) } if Suit::STANDARD.contains(&suit) => Bid { tricks: level, suit },
            Call::Pass => return Err(IllegalAction::Rule("rules.md R4: every player must bid; passing is not allowed".into())),
            Call::Bid { strain: Some(Strain::NoTrump), .. } => {
                return Err(IllegalAction::Rule("rules.md R4: no-trump cannot be bid".into()))
            }
            _ => return Err(IllegalAction::Rule(format!("rules.md R4: {call} is not a number of tricks with a suit"))),
        };
        if bid.tricks > self.opts.hand_size {
            return Err(IllegalAction::Rule(format!("rules.md R4, M10: at most {} tricks can be bid", self.opts.hand_size)));
        }
        let seat = self.to_bid();
        self.bids[seat as usize] = Some(bid);
        self.bids_made += 1;
        if self.bids_made as usize == self.n() {
            self.phase = Phase::Play; // R6: the dealer's left leads (set at the deal)
        }
        Ok(())
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        // R7, R10: the suit to follow (after a led joker, the leader's trump suit); jokers
        // may always be played.
        check_play(self.hands[seat as usize], self.legal_cards(), card, self.follow_suit(), FollowBy::Suit)?;
        self.hands[seat as usize].remove(card);
        self.tricks.trick.push(Play { seat, card });
        if self.tricks.is_full() {
            let w = self.tricks.winner(&self.rule()); // R9
            let reason = win_reason(&self.tricks.trick, &self.bids);
            self.tricks.finish(w, reason); // R6: the winner leads the next trick
            if self.tricks.done() == self.opts.hand_size as usize {
                self.finish_deal(); // R13
            }
        }
        Ok(())
    }

    /// Scores the deal and passes it left, or ends the game (R11, R13, R14).
    /// The end of a deal, played or entered (`companion`): each seat's points for its bid
    /// and tricks (R11), then the next deal or the end (R14).
    fn finish_deal(&mut self) {
        let bids: Vec<Bid> = self.bids.iter().flatten().copied().collect(); // every seat has bid (R4)
        let points = bids.iter().zip(&self.tricks.won).map(|(b, &t)| deal_points(b.tricks, t)).collect();
        self.deal_rows.push(DealRow { dealer: self.cycle.dealer, bids, tricks: self.tricks.won.to_vec(), points });
        let over = self.cycle.is_last_of(self.opts.players); // R14: N deals
        self.cycle.end_deal(over); // R14, M11: the deal passes left
        self.phase = if over { Phase::Over } else { Phase::Deal };
    }
}

/// The suit to follow in `trick` (rules.md R7, R10, M6); `None` when leading or free.
pub fn follow_suit(trick: &[Play], bids: &[Option<Bid>], joker_lead: JokerLeadFollow) -> Option<Suit> {
    let first = trick.first()?;
    if first.card.suit() != Suit::JOKER {
        return Some(first.card.suit());
    }
    match joker_lead {
        JokerLeadFollow::LeaderTrumpSuit => bids[first.seat as usize].map(|b| b.suit),
        JokerLeadFollow::Free => None,
    }
}

/// The cards of `hand` that may be played when `follow` is the suit to follow (rules.md
/// R7, R10): that suit if held, and a joker at any time.
pub fn legal_cards(hand: CardSet, follow: Option<Suit>) -> CardSet {
    let jokers = hand.of_suit(Suit::JOKER);
    must_follow(hand.minus(jokers), follow, FollowBy::Suit).or(jokers)
}

/// Why the winner of a finished trick won it (rules.md R9).
fn win_reason(trick: &[Play], bids: &[Option<Bid>]) -> WinReason {
    if trick[0].card.suit() == Suit::JOKER {
        WinReason::JokerLead
    } else if trick.iter().any(|p| bids[p.seat as usize].is_some_and(|b| b.suit == p.card.suit())) {
        WinReason::Trump
    } else {
        WinReason::HighestOfLed
    }
}

impl Game for MyTrump {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        let opts = Options::from_ruleset(rules);
        let n = opts.players as usize;
        MyTrump {
            opts,
            phase: Phase::ChooseDealer,
            cycle: DealCycle::new(n, Direction::Clockwise), // R14, M11: the deal passes left
            hands: vec![CardSet::EMPTY; n],
            leftover: CardSet::EMPTY,
            bids: vec![None; n],
            bids_made: 0,
            tricks: TrickPlay::new(n),
            deal_rows: Vec::new(),
        }
    }

    fn seat_count(&self) -> usize {
        self.n()
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
            Phase::Bid => self.legal_calls().into_iter().map(Action::Bid).collect(),
            Phase::Play => self.legal_cards().iter().map(Action::Play).collect(),
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        match self.phase {
            Phase::ChooseDealer => Action::FirstDealer(self.cycle.draw(rng)), // M11
            _ => {
                // R3: singly, clockwise from the dealer's left; the parity deal's rest face up.
                let h = self.opts.hand_size as usize;
                let (hands, rest) = deal_from_dealer(self.opts.pack(), self.n(), h, self.cycle.dealer, Direction::Clockwise, rng);
                Action::Deal { hands, leftover: rest.into_iter().collect() }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseDealer, Action::FirstDealer(s)) => {
                self.cycle.choose(*s)?; // M11
                self.phase = Phase::Deal;
                Ok(())
            }
            (Phase::Deal, Action::Deal { hands, leftover }) => self.deal(hands, *leftover),
            (Phase::Bid, Action::Bid(c)) => self.bid(*c),
            (Phase::Play, Action::Play(c)) => self.play(*c),
            (Phase::ChooseDealer | Phase::Deal, Action::Bid(_) | Action::Play(_)) => Err(IllegalAction::NotChanceTurn),
            (Phase::Bid | Phase::Play, Action::FirstDealer(_) | Action::Deal { .. }) => Err(IllegalAction::NotChanceTurn),
            (Phase::Bid, Action::Play(_)) => Err(IllegalAction::WrongPhase("a card play during the bidding")),
            (Phase::Play, Action::Bid(_)) => Err(IllegalAction::WrongPhase("a bid during trick play")),
            (_, _) => Err(IllegalAction::WrongPhase("that chance event")),
        }
    }

    fn view(&self, seat: Seat) -> View {
        let n = self.n();
        let to_bid = (self.phase == Phase::Bid).then(|| self.to_bid());
        let to_play = (self.phase == Phase::Play).then(|| self.to_play());
        let first = self.cycle.after_dealer();
        let auction = (0..self.bids_made as usize)
            .map(|k| nth_from(first, k, Direction::Clockwise, n))
            .filter_map(|s| self.bids[s as usize].map(|b| (s, b.call())))
            .collect();
        let totals = self.totals();
        View {
            seat,
            phase: self.phase,
            options: self.opts,
            deal_number: self.cycle.number().min(self.opts.players),
            deals: self.opts.players,
            dealer: self.cycle.dealer,
            hand: self.hands.get(seat as usize).copied().unwrap_or_default(),
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            leftover: self.leftover,
            bids: self.bids.clone(),
            auction,
            to_bid,
            legal_bids: if to_bid == Some(seat) { self.legal_calls() } else { Vec::new() },
            leader: (self.phase == Phase::Play).then_some(self.tricks.leader),
            trick: self.tricks.cards(),
            to_play,
            legal: if to_play == Some(seat) { self.legal_cards() } else { CardSet::EMPTY },
            tricks_won: self.tricks.won.to_vec(),
            history: self.tricks.history.clone(),
            deal_rows: self.deal_rows.clone(),
            places: rank_highest_first(&totals), // R14, M13
            totals,
        }
    }

    fn secrets(&self, seat: Seat) -> Secrets {
        // R12: each hand is seen only by its owner; bids, the leftover and plays are public.
        Secrets::cards((0..self.n()).filter(|&s| s != seat as usize).fold(CardSet::EMPTY, |acc, s| acc.or(self.hands[s])))
    }

    fn scores(&self) -> Vec<i32> {
        self.totals()
    }
}
