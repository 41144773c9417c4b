//! Parlett's Parity (パリティ), by David Parlett (version 3, May 2005). Rules: `rules.md`.
//!
//! Two players, both hands open (R4, R9). The non-dealer names trumps, the dealer names the
//! target parity, odd or even (R5); 12 tricks from the 24 cards A–9, the first counting
//! double, so the counts add up to 13 and exactly one player's count has the target parity:
//! only that player scores 10 + counted tricks (R8, R10). Options: the no-trump call when
//! behind (20 + tricks, R11), the joker variant (13 cards each, R12), the short game (R15).
//! Game to 100 with lurch and double lurch (R13, R14); the deal alternates (R3).

use crate::engine::cards::CardSet;
use crate::engine::deal::{check_full_deal, deal_from_dealer, DealCycle};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::outcome::Outcome;
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::seats::{Direction, Seat};
use crate::engine::trick::{must_follow, winner, FollowBy, Play, TrickCards, TrickPlay, TrickRule};
use crate::engine::{Card, GameRng, Suit};
use serde::{Deserialize, Serialize};

mod bot;
pub mod companion;
pub mod messages;
pub mod rules_text;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;
#[cfg(test)]
mod tests;

pub const SEATS: usize = 2;

pub static INFO: GameInfo = GameInfo {
    id: "parlett-parity",
    title_en: "Parlett's Parity",
    title_ja: "パリティ（パーレット）",
    designer_en: "David Parlett (2005)",
    designer_ja: "デイヴィッド・パーレット（2005年）",
    players: &[2],
    options: &[
        // rules.md §3, R11.
        OptionSpec { id: "no-trump-call", values: &["off", "on"], default: "off" },
        // rules.md §3, R12.
        OptionSpec { id: "joker-variant", values: &["off", "on"], default: "off" },
        // rules.md §3, R15.
        OptionSpec { id: "short-game", values: &["off", "on"], default: "off" },
        // rules.md §3, R6: cosmetic, which indicator card shows trump and parity.
        OptionSpec { id: "indicator-ranks", values: &["2-3", "7-8"], default: "2-3" },
    ],
    validate: None,
    scores: true,
    playable: true,
};

/// Typed options (rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Options {
    pub no_trump_call: bool,
    pub jokers: bool,
    pub short_game: bool,
    /// The ranks of the odd and the even indicator card of each suit (R6): 3 and 2, or 7 and 8.
    pub indicator_odd: u8,
    pub indicator_even: u8,
}

impl Options {
    pub fn from_ruleset(r: &Ruleset) -> Options {
        let (indicator_odd, indicator_even) = if r.is("indicator-ranks", "7-8") { (7, 8) } else { (3, 2) };
        Options {
            no_trump_call: r.is("no-trump-call", "on"),
            jokers: r.is("joker-variant", "on"),
            short_game: r.is("short-game", "on"),
            indicator_odd,
            indicator_even,
        }
    }

    /// Cards in each hand and tricks in a deal: 12, or 13 with the joker (R4, R12).
    pub fn hand_size(&self) -> u8 {
        if self.jokers {
            13
        } else {
            12
        }
    }

    /// The score that ends the game, and the loser's scores under which it is a lurch and a
    /// double lurch, in half points so the short game's 27.5 stays exact (R13-R15, L8).
    pub fn targets_in_half_points(&self) -> Targets {
        let full = Targets { game: 200, lurch: 132, double_lurch: 110 };
        if self.short_game {
            Targets { game: full.game / 2, lurch: full.lurch / 2, double_lurch: full.double_lurch / 2 }
        } else {
            full
        }
    }

    /// The game's target in points: 100, or 50 in the short game (R13, R15).
    pub fn game_target(&self) -> i32 {
        self.targets_in_half_points().game / 2
    }
}

/// Thresholds in half points (R13-R15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Targets {
    pub game: i32,
    pub lurch: i32,
    pub double_lurch: i32,
}

/// The 24 playing cards: A, K, Q, J, 10, 9 of each suit (R1).
pub fn playing_cards() -> CardSet {
    Suit::STANDARD.iter().flat_map(|&s| (9..=14).map(move |r| Card::new(s, r))).collect()
}

/// What the non-dealer names (R5, R11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Trump {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
    /// The optional no-trump call (R11).
    NoTrump,
}

impl Trump {
    pub const SUITS: [Trump; 4] = [Trump::Spades, Trump::Hearts, Trump::Diamonds, Trump::Clubs];

    pub fn suit(self) -> Option<Suit> {
        match self {
            Trump::Spades => Some(Suit::SPADES),
            Trump::Hearts => Some(Suit::HEARTS),
            Trump::Diamonds => Some(Suit::DIAMONDS),
            Trump::Clubs => Some(Suit::CLUBS),
            Trump::NoTrump => None,
        }
    }

    /// The points the scorer gets before the tricks: 10, or 20 after a no-trump call (R10, R11).
    pub fn base_points(self) -> i32 {
        if self == Trump::NoTrump {
            20
        } else {
            10
        }
    }
}

/// The target parity the dealer announces (R5); zero is even.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Parity {
    Odd,
    Even,
}

impl Parity {
    pub const BOTH: [Parity; 2] = [Parity::Odd, Parity::Even];

    pub fn of(n: u8) -> Parity {
        if n % 2 == 1 {
            Parity::Odd
        } else {
            Parity::Even
        }
    }
}

/// Who scores a deal and how much (R10, R11): the one player whose counted tricks have the
/// target parity, 10 (20 at no trump) + those tricks. `counted[s]` are seat s's counted
/// tricks, adding up to 13; `base` is [`Trump::base_points`].
pub fn deal_score(counted: [u8; SEATS], parity: Parity, base: i32) -> (Seat, i32) {
    let scorer = if Parity::of(counted[0]) == parity { 0 } else { 1 };
    (scorer, base + counted[scorer as usize] as i32)
}

/// The named result of a finished game by the loser's score (R14, R15, L8, L9).
pub fn game_result(loser: i32, opts: &Options) -> &'static str {
    let t = opts.targets_in_half_points();
    if 2 * loser < t.double_lurch {
        "double-lurch"
    } else if 2 * loser < t.lurch {
        "lurch"
    } else {
        "win"
    }
}

/// Whether the non-dealer may call no trump (R11, L10): the option is on and the
/// non-dealer's total is strictly lower than the dealer's.
pub fn may_call_no_trump(opts: &Options, non_dealer_total: i32, dealer_total: i32) -> bool {
    opts.no_trump_call && non_dealer_total < dealer_total
}

/// How the winner of `plays` (two cards, leader first) is found (R7, R12): a led joker
/// wins; otherwise the higher trump, else the higher card of the led suit; a joker played
/// second never keys, so it loses. Returns the index of the winning play.
pub fn trick_winner(plays: &[Play], trump: Option<Suit>) -> usize {
    let led = plays[0].card.suit();
    if led == Suit::JOKER {
        return 0;
    }
    let rule = trump.map_or(TrickRule::HighestOfLed, TrickRule::Trump);
    winner(plays, led, &rule)
}

/// The cards of `hand` that may be played to a trick led with `led` (R7, R12): the led suit
/// if held, a joker at any time, and anything after a led joker.
pub fn legal_cards(hand: CardSet, led: Option<Card>) -> CardSet {
    let jokers = hand.of_suit(Suit::JOKER);
    let follow = led.map(|c| c.suit()).filter(|&s| s != Suit::JOKER);
    must_follow(hand.minus(jokers), follow, FollowBy::Suit).or(jokers)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the first dealer (R2, L2).
    ChooseDealer,
    /// Chance: 12 cards each, or 13 with a joker each (R4, R12).
    Deal,
    /// The non-dealer names trumps, or no trump (R5, R11).
    NameTrump,
    /// The dealer announces odd or even (R5).
    AnnounceParity,
    /// 12 (13) tricks, the non-dealer leading the first (R7).
    Play,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Chance: seat of the first dealer.
    FirstDealer(Seat),
    /// Chance: the two hands, indexed by seat.
    Deal { hands: Vec<CardSet> },
    /// The non-dealer's trump (R5, R11).
    Trump(Trump),
    /// The dealer's target parity (R5).
    Parity(Parity),
    Play(Card),
}

/// Why a trick's winner won it (R7, R12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinReason {
    /// A led joker (R12).
    JokerLead,
    /// A joker played to a led card, which always loses (R12).
    JokerLoses,
    Trump,
    HighestOfLed,
}

/// What a finished trick keeps beside its cards and winner: what it counts and why it was
/// won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TrickDetail {
    /// The tricks it counts: 2 for the first trick of the standard game (R8), else 1.
    pub counts: u8,
    pub reason: WinReason,
}

/// A finished trick, public (R9).
pub type DoneTrick = crate::engine::trick::DoneTrick<TrickDetail>;

/// One finished deal on the score sheet (R10).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DealRow {
    pub dealer: Seat,
    pub trump: Trump,
    pub parity: Parity,
    /// Counted tricks per seat (13 together).
    pub tricks: [u8; SEATS],
    pub scorer: Seat,
    pub points: [i32; SEATS],
}

#[derive(Clone, Debug, PartialEq)]
pub struct ParlettParity {
    opts: Options,
    phase: Phase,
    /// The dealer, alternating (R3).
    cycle: DealCycle,
    hands: [CardSet; SEATS],
    trump: Option<Trump>,
    parity: Option<Parity>,
    /// This deal's tricks (R7, R8): the trick in progress (the card led, then the reply),
    /// the finished ones, and the counted tricks per seat (`won`, the first trick's 2
    /// included).
    tricks: TrickPlay<TrickDetail>,
    deal_rows: Vec<DealRow>,
    totals: [i32; SEATS],
}

/// What a seat may know (R4, R9): everything. Both hands are open to both players.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub phase: Phase,
    pub options: Options,
    pub deal_number: u8,
    pub dealer: Seat,
    /// Both hands, indexed by seat (R4: public information).
    pub hands: [CardSet; SEATS],
    pub hand: CardSet,
    pub trump: Option<Trump>,
    pub parity: Option<Parity>,
    /// The face-up indicator card (R6): the trump suit's card of the target parity; `None`
    /// before both are named and at no trump (L5, where the table just says so).
    pub indicator: Option<Card>,
    /// Whose turn it is.
    pub to_act: Option<Seat>,
    /// The trumps this seat may name now (empty unless it is its turn to name them).
    pub legal_trumps: Vec<Trump>,
    /// The cards this seat may play now.
    pub legal: CardSet,
    pub trick: TrickCards,
    /// Counted tricks this deal (R8).
    pub tricks: [u8; SEATS],
    /// Whether the trick to come counts 2 (the first trick of the standard game, R8).
    pub next_trick_counts_double: bool,
    pub history: Vec<DoneTrick>,
    pub deal_rows: Vec<DealRow>,
    pub totals: [i32; SEATS],
    /// Game, lurch and double-lurch lines in half points (R13-R15).
    pub targets: Targets,
    /// The named result once over: win, lurch or double-lurch (R14).
    pub result: Option<&'static str>,
}

impl ParlettParity {
    pub fn options(&self) -> Options {
        self.opts
    }

    pub fn non_dealer(&self) -> Seat {
        self.cycle.after_dealer()
    }

    fn to_play(&self) -> Seat {
        self.tricks.to_play()
    }

    /// The card led to the trick in progress.
    fn led(&self) -> Option<Card> {
        self.tricks.trick.first().map(|p| p.card)
    }

    /// Counted tricks this deal per seat (R8).
    fn counted(&self) -> [u8; SEATS] {
        [self.tricks.won[0], self.tricks.won[1]]
    }

    fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::NameTrump => Some(self.non_dealer()),
            Phase::AnnounceParity => Some(self.cycle.dealer),
            Phase::Play => Some(self.to_play()),
            _ => None,
        }
    }

    fn legal_cards(&self) -> CardSet {
        legal_cards(self.hands[self.to_play() as usize], self.led())
    }

    fn legal_trumps(&self) -> Vec<Trump> {
        let nd = self.non_dealer();
        let mut t = Trump::SUITS.to_vec();
        if may_call_no_trump(&self.opts, self.totals[nd as usize], self.totals[self.cycle.dealer as usize]) {
            t.push(Trump::NoTrump);
        }
        t
    }

    fn indicator(&self) -> Option<Card> {
        let suit = self.trump?.suit()?;
        let rank = match self.parity? {
            Parity::Odd => self.opts.indicator_odd,
            Parity::Even => self.opts.indicator_even,
        };
        Some(Card::new(suit, rank))
    }

    fn winner_seat(&self) -> Option<Seat> {
        let top = *self.totals.iter().max().expect("two seats");
        (top >= self.opts.game_target()).then(|| if self.totals[0] > self.totals[1] { 0 } else { 1 })
    }

    fn result(&self) -> Option<&'static str> {
        let w = self.winner_seat()?;
        Some(game_result(self.totals[1 - w as usize], &self.opts))
    }

    // ---- one function per phase ----

    fn deal(&mut self, hands: &[CardSet]) -> Result<(), IllegalAction> {
        let jokers = CardSet::jokers(if self.opts.jokers { 2 } else { 0 });
        check_full_deal(hands, SEATS, self.opts.hand_size() as u32, playing_cards().or(jokers))?; // R4
        if self.opts.jokers && hands.iter().any(|h| h.of_suit(Suit::JOKER).len() != 1) {
            return Err(IllegalAction::BadOutcome("rules.md R12: each player is dealt one joker".into()));
        }
        self.hands.copy_from_slice(hands);
        self.trump = None;
        self.parity = None;
        self.tricks.start(self.non_dealer()); // R7: the non-dealer leads the first trick
        self.phase = Phase::NameTrump;
        Ok(())
    }

    fn name_trump(&mut self, t: Trump) -> Result<(), IllegalAction> {
        if !self.legal_trumps().contains(&t) {
            let why = if self.opts.no_trump_call {
                "rules.md R11, L10: the non-dealer may call no trump only when strictly behind"
            } else {
                "rules.md R11: the no-trump call is not in play"
            };
            return Err(IllegalAction::Rule(why.into()));
        }
        self.trump = Some(t);
        self.phase = Phase::AnnounceParity;
        Ok(())
    }

    fn announce_parity(&mut self, p: Parity) -> Result<(), IllegalAction> {
        self.parity = Some(p);
        self.phase = Phase::Play; // R7: the non-dealer leads (set at the deal)
        Ok(())
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        // R7, R12: the led suit if held, a joker at any time, anything after a led joker (so
        // a led joker never makes a card refused).
        let legal = self.legal_cards();
        self.tricks.play(seat, &mut self.hands[seat as usize], legal, card, FollowBy::Suit)?;
        if self.tricks.is_full() {
            let trump = self.trump.and_then(Trump::suit);
            let w = trick_winner(&self.tricks.trick, trump);
            let counts = if self.tricks.done() == 0 && !self.opts.jokers { 2 } else { 1 }; // R8, R12
            let reason = win_reason(self.tricks.trick[0].card, self.tricks.trick[1].card, trump);
            self.tricks.finish_counting(w, TrickDetail { counts, reason }, counts); // R7: the winner leads the next
            if self.tricks.done() == self.opts.hand_size() as usize {
                self.finish_deal();
            }
        }
        Ok(())
    }

    /// Scores the deal, played or entered (`companion`) (R10, R11), and ends the game at the target (R13, L7) or passes the
    /// deal to the other player (R3).
    fn finish_deal(&mut self) {
        let (trump, parity) = (self.trump.expect("named"), self.parity.expect("announced"));
        let (scorer, pts) = deal_score(self.counted(), parity, trump.base_points());
        let mut points = [0; SEATS];
        points[scorer as usize] = pts;
        self.deal_rows.push(DealRow { dealer: self.cycle.dealer, trump, parity, tricks: self.counted(), scorer, points });
        self.totals[scorer as usize] += pts;
        let over = self.winner_seat().is_some();
        self.cycle.end_deal(over); // R3: the deal alternates
        self.phase = if over { Phase::Over } else { Phase::Deal };
    }
}

/// Why the winner of a trick of `led` and `second` won it (R7, R12).
fn win_reason(led: Card, second: Card, trump: Option<Suit>) -> WinReason {
    if led.suit() == Suit::JOKER {
        WinReason::JokerLead
    } else if second.suit() == Suit::JOKER {
        WinReason::JokerLoses
    } else if trump.is_some_and(|t| led.suit() == t || second.suit() == t) {
        WinReason::Trump
    } else {
        WinReason::HighestOfLed
    }
}

impl Game for ParlettParity {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        ParlettParity {
            opts: Options::from_ruleset(rules),
            phase: Phase::ChooseDealer,
            cycle: DealCycle::new(SEATS, Direction::Clockwise), // R3: the deal alternates
            hands: [CardSet::EMPTY; SEATS],
            trump: None,
            parity: None,
            tricks: TrickPlay::new(SEATS),
            deal_rows: Vec::new(),
            totals: [0; SEATS],
        }
    }

    fn seat_count(&self) -> usize {
        SEATS
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::ChooseDealer | Phase::Deal => Turn::Chance,
            Phase::Over => Turn::Over,
            _ => Turn::Seat(self.to_act().expect("a seat acts in this phase")),
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::NameTrump => self.legal_trumps().into_iter().map(Action::Trump).collect(),
            Phase::AnnounceParity => Parity::BOTH.into_iter().map(Action::Parity).collect(),
            Phase::Play => self.legal_cards().iter().map(Action::Play).collect(),
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        match self.phase {
            Phase::ChooseDealer => Action::FirstDealer(self.cycle.draw(rng)), // R2, L2
            _ => {
                // R4: one at a time, alternately, from the non-dealer; R12: a joker each on top.
                let (mut hands, _) = deal_from_dealer(playing_cards(), SEATS, 12, self.cycle.dealer, Direction::Clockwise, rng);
                if self.opts.jokers {
                    let mut jokers = CardSet::jokers(2).iter();
                    for s in [self.non_dealer(), self.cycle.dealer] {
                        hands[s as usize].insert(jokers.next().expect("two jokers"));
                    }
                }
                Action::Deal { hands }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseDealer, Action::FirstDealer(s)) => {
                self.cycle.choose(*s)?; // R2, L2
                self.phase = Phase::Deal;
                Ok(())
            }
            (Phase::Deal, Action::Deal { hands }) => self.deal(hands),
            (Phase::NameTrump, Action::Trump(t)) => self.name_trump(*t),
            (Phase::AnnounceParity, Action::Parity(p)) => self.announce_parity(*p),
            (Phase::Play, Action::Play(c)) => self.play(*c),
            (Phase::ChooseDealer | Phase::Deal, _) => Err(IllegalAction::NotChanceTurn),
            (_, Action::FirstDealer(_) | Action::Deal { .. }) => Err(IllegalAction::NotChanceTurn),
            (Phase::NameTrump, _) => Err(IllegalAction::WrongPhase("the non-dealer names trumps first")),
            (Phase::AnnounceParity, _) => Err(IllegalAction::WrongPhase("the dealer announces odd or even now")),
            (Phase::Play, _) => Err(IllegalAction::WrongPhase("trumps and parity are named; cards are played now")),
        }
    }

    fn view(&self, seat: Seat) -> View {
        let to_act = self.to_act();
        let over = self.phase == Phase::Over;
        View {
            seat,
            phase: self.phase,
            options: self.opts,
            deal_number: (self.cycle.done + u8::from(!over)).max(1),
            dealer: self.cycle.dealer,
            hands: self.hands,
            hand: self.hands[seat as usize],
            trump: self.trump,
            parity: self.parity,
            indicator: self.indicator(),
            to_act,
            legal_trumps: if self.phase == Phase::NameTrump && to_act == Some(seat) { self.legal_trumps() } else { Vec::new() },
            legal: if self.phase == Phase::Play && to_act == Some(seat) { self.legal_cards() } else { CardSet::EMPTY },
            trick: self.tricks.cards(),
            tricks: self.counted(),
            next_trick_counts_double: self.phase != Phase::Over && self.tricks.done() == 0 && !self.opts.jokers,
            history: self.tricks.history.clone(),
            deal_rows: self.deal_rows.clone(),
            totals: self.totals,
            targets: self.opts.targets_in_half_points(),
            result: if over { self.result() } else { None },
        }
    }

    fn secrets(&self, _seat: Seat) -> Secrets {
        // R4, R9: both hands are public to both players; nothing is hidden.
        Secrets::default()
    }

    fn scores(&self) -> Vec<i32> {
        self.totals.to_vec()
    }

    fn outcome(&self) -> Option<Outcome> {
        let mut o = Outcome::by_scores(&self.totals);
        o.result = Some(self.result()?.to_string()); // R14, L9
        (self.phase == Phase::Over).then_some(o)
    }
}
