//! There Were None, 8-player revised rules, by 黒宮公彦 (Kuromiya Kimihiko), 2018.
//! Rules: `rules.md`.
//!
//! Eight players, 48 cards (no 2s) in two colour-suits. Each deal everyone antes 2 chips into
//! the dish; tricks 1-5 pay 0, 1, 2, 2, 4 chips and their winners leave the deal; the three
//! left play trick 6 for 7 chips under its own tie rules. The game ends after a deal in which
//! someone is left with 1 chip or fewer; the most chips wins.

use crate::engine::cards::{CardSet, Rank};
use crate::engine::deal::{check_full_deal, deal_from_dealer, DealCycle};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::seats::{Direction, Seat, SeatSet};
use crate::engine::trick::{must_follow, winner, FollowBy, Play, TrickCards, TrickPlay, TrickRule};
use crate::engine::{Card, GameRng, Suit};
use serde::{Deserialize, Serialize};

#[cfg(test)]
mod tests;

mod bot;
pub mod companion;
pub mod messages;
pub mod rules_text;
#[cfg(all(target_arch = "wasm32", feature = "ui"))]
pub mod table;

/// 8 players only (rules.md §1, A6).
pub const SEATS: usize = 8;
/// Cards dealt to each seat, and tricks in a deal (rules.md R8, R12).
pub const HAND: u8 = 6;
pub const TRICKS: u8 = 6;
/// Chips each seat puts into the dish at the start of every deal (rules.md R6).
pub const ANTE: i32 = 2;
/// Chips the winner of tricks 1..=6 takes from the dish (rules.md R12, R15).
pub const PAYOUTS: [i32; TRICKS as usize] = [0, 1, 2, 2, 4, 7];
/// The game ends after a deal in which a seat holds this many chips or fewer (rules.md R17).
pub const BUST_AT: i32 = 1;

/// The game's named results (`Outcome::result`): the lowest seat ended the last deal with
/// no chip at all (A9), or with one (rules.md R17).
pub const NO_CHIPS: &str = "no-chips";
pub const ONE_CHIP: &str = "one-chip";

pub static INFO: GameInfo = GameInfo {
    id: "there-were-none",
    title_en: "There Were None",
    title_ja: "There Were None",
    designer_en: "Kimihiko Kuromiya (TTP award entry; 8-player revision 2018)",
    designer_ja: "黒宮公彦（TTP賞応募作、2018年 8人用修正ルール）",
    players: &[8],
    options: &[
        // rules.md §3 `player-count`: only the 8-player revision exists (A6). The canonical id
        // for a player count is `players` (architecture G6); 8 is its only value.
        OptionSpec { id: "players", values: &["8"], default: "8" },
        // rules.md §3, R5, A8: 6, 8 or 10 chips each; the ante and payouts do not change.
        OptionSpec { id: "starting-chips", values: &["6", "8", "10"], default: "6" },
    ],
    validate: None,
    scores: true,
    playable: true,
};

/// Typed options (rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub struct Options {
    /// Always 8 (rules.md A6).
    pub players: u8,
    /// Chips each seat starts with (rules.md R5).
    pub starting_chips: i32,
}

impl Options {
    pub fn from_ruleset(r: &Ruleset) -> Options {
        let chips = match r.get("starting-chips") {
            "8" => 8,
            "10" => 10,
            _ => 6,
        };
        Options { players: SEATS as u8, starting_chips: chips }
    }
}

/// The 48-card pack: the standard pack without its four 2s (rules.md R2).
pub fn pack() -> CardSet {
    Suit::STANDARD
        .iter()
        .fold(CardSet::standard_52(), |p, &s| p.minus(CardSet::single(Card::new(s, 2))))
}

/// The cards of a hand of its highest rank (rules.md R10's "strongest card"; both of two equal
/// cards are allowed, A4).
fn top_rank_cards(hand: CardSet) -> CardSet {
    match hand.iter().map(|c| c.rank()).max() {
        Some(r) => hand.iter().filter(|c| c.rank() == r).collect(),
        None => CardSet::EMPTY,
    }
}

/// The cards a seat holding `hand` may play to a trick led with `led` (rules.md R10, C6):
/// any card of the led colour if it holds one; otherwise only its highest-ranked cards,
/// all of the other colour, which are trumps.
pub fn legal_cards(hand: CardSet, led: Option<Suit>) -> CardSet {
    let allowed = must_follow(hand, led, FollowBy::Colour);
    match led {
        Some(s) if allowed.and(FollowBy::Colour.class_mask(s)).is_empty() => top_rank_cards(allowed),
        _ => allowed,
    }
}

/// Which rule decided a trick, so a table can explain it (rules.md R4, R11, R14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TrickDecision {
    /// Tricks 1-5: a trump was played and one trump had the highest rank (R11).
    HighestTrump,
    /// Tricks 1-5: trumps tied on the highest rank; the one played earlier won (R11, R4).
    EarlierEqualTrump,
    /// Tricks 1-5: no trump; one card of the led colour had the highest rank (R11).
    HighestOfLed,
    /// Tricks 1-5: no trump; cards of the led colour tied on the highest rank; the one
    /// played earlier won (R11, R4).
    EarlierEqualOfLed,
    /// Trick 6: one card had the highest rank, colour ignored (R14).
    HighestRank,
    /// Trick 6, tie rule 1: two top cards of different colours; the one whose colour differs
    /// from the third card's won (R14.1).
    PairColourUnlikeThird,
    /// Trick 6, tie rule 2: two top cards of one colour; the third (lower) card won (R14.2).
    PairSameColourThirdWins,
    /// Trick 6, tie rule 3: all three of one rank; the card of the minority colour won (R14.3).
    AllSameRankMinorityColour,
}

/// The winner (index into `plays`) of trick `number` (1..=6) and the rule that decided it.
/// Tricks 1-5 use `ColourTrump` (R11), trick 6 `HighestRankColourTieBreak` (R14, A5).
pub fn judge(plays: &[Play], number: u8) -> (usize, TrickDecision) {
    if plays.is_empty() {
        return (0, TrickDecision::HighestRank);
    }
    let led = plays[0].card.suit();
    let top_count = |cards: &mut dyn Iterator<Item = Card>| -> (Rank, usize) {
        let v: Vec<Rank> = cards.map(|c| c.rank()).collect();
        let top = v.iter().copied().max().unwrap_or(0);
        (top, v.iter().filter(|&&r| r == top).count())
    };
    if number >= TRICKS {
        let w = winner(plays, led, &TrickRule::HighestRankColourTieBreak); // rules.md R14
        let (top, n) = top_count(&mut plays.iter().map(|p| p.card));
        let decision = match n {
            1 => TrickDecision::HighestRank,
            2 => {
                let tops: Vec<bool> =
                    plays.iter().filter(|p| p.card.rank() == top).map(|p| p.card.suit().is_red()).collect();
                if tops[0] != tops[1] {
                    TrickDecision::PairColourUnlikeThird
                } else {
                    TrickDecision::PairSameColourThirdWins
                }
            }
            _ => TrickDecision::AllSameRankMinorityColour,
        };
        return (w, decision);
    }
    let w = winner(plays, led, &TrickRule::ColourTrump); // rules.md R11, A11
    let is_trump = |c: &Card| c.suit().is_red() != led.is_red();
    let trumped = plays.iter().any(|p| is_trump(&p.card));
    let (_, n) = top_count(&mut plays.iter().map(|p| p.card).filter(|c| is_trump(c) == trumped));
    let decision = match (trumped, n > 1) {
        (true, false) => TrickDecision::HighestTrump,
        (true, true) => TrickDecision::EarlierEqualTrump,
        (false, false) => TrickDecision::HighestOfLed,
        (false, true) => TrickDecision::EarlierEqualOfLed,
    };
    (w, decision)
}

/// The nearest seat clockwise from `from` still in the deal (rules.md R13, A1).
pub fn next_in_deal(active: SeatSet, from: Seat) -> Option<Seat> {
    active.next_after(from, Direction::Clockwise, SEATS)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the first dealer (rules.md R7).
    ChooseDealer,
    /// Chance: 6 cards each; the ante is paid as the cards are dealt (rules.md R6, R8).
    Deal,
    /// Tricks 1-6 (rules.md R9-R15).
    Play,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Chance: the first dealer.
    FirstDealer(Seat),
    /// Chance: the eight hands, indexed by seat.
    Deal { hands: Vec<CardSet> },
    Play(Card),
}

/// A finished deal. Everything here was public as it happened (rules.md §2.7); no card is named.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DealRecord {
    /// 1-based.
    pub deal: u32,
    pub dealer: Seat,
    /// The winner of each trick, in order (rules.md R12).
    pub winners: Vec<Seat>,
    /// The rule that decided trick 6 (rules.md R14).
    pub last_trick_decided_by: TrickDecision,
    /// Chips each seat took from the dish (rules.md R12, R15).
    pub payouts: [i32; SEATS],
    /// Payout minus the ante (rules.md R16).
    pub net: [i32; SEATS],
    /// Chips after the deal.
    pub chips: [i32; SEATS],
}

#[derive(Clone, Debug, PartialEq)]
pub struct ThereWereNone {
    opts: Options,
    phase: Phase,
    /// The dealer, passing left (rules.md R7, R18, A2), and the deals done.
    cycle: DealCycle,
    /// Hands; a seat that left the deal keeps its unplayed cards here, hidden (rules.md R12).
    hands: [CardSet; SEATS],
    chips: [i32; SEATS],
    /// The pot (rules.md R6).
    dish: i32,
    /// Seats still in the deal (rules.md R12).
    active: SeatSet,
    /// This deal's tricks, each finished one with the rule that decided it (rules.md R9-R15).
    /// The finished ones are in no view (A10), but every seat saw each card played, so a bot
    /// that remembers them may use them (bots::BotGame::determinize); the one just finished
    /// stays on the table until the next card is led or the cards are dealt again, the live
    /// sight of its last card (A10).
    tricks: TrickPlay<TrickDecision>,
    /// Winners of this deal's finished tricks, in order: the order the players left the deal
    /// (rules.md R12), played or entered (`companion`).
    winners: Vec<Seat>,
    /// Cards of this deal's finished tricks: not reviewable (rules.md A10).
    gone: CardSet,
    deals: Vec<DealRecord>,
}

/// What one seat may know (rules.md §2.7).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub phase: Phase,
    pub options: Options,
    /// The deal being played (or the last one once over), 1-based.
    pub deal_number: u32,
    pub dealer: Seat,
    /// Who must play now, if a seat.
    pub to_play: Option<Seat>,
    /// Who leads (or led) the trick in progress.
    pub leader: Seat,
    /// The trick being played, 1..=6 (public, rules.md §2.7).
    pub trick_number: u8,
    /// Chips the winner of the trick in progress will take (rules.md R12).
    pub trick_payout: i32,
    /// This seat's hand, including its unplayed cards after it left the deal (rules.md §2.7).
    pub hand: CardSet,
    /// Cards left in each hand (public: one card per trick played).
    pub hand_sizes: [u8; SEATS],
    /// Seats still in the deal (rules.md §2.7).
    pub in_deal: [bool; SEATS],
    /// Chips each seat holds, not counting the dish (rules.md §2.7).
    pub chips: [i32; SEATS],
    /// Chips in the dish (rules.md §2.7).
    pub dish: i32,
    /// The cards this seat may play now (empty unless it is its turn; rules.md R10).
    pub legal: CardSet,
    /// The trick in progress, in play order (rules.md A10: finished tricks are not shown).
    pub trick: TrickCards,
    /// Winners of this deal's finished tricks, in order: who left the deal when (rules.md R12).
    pub trick_winners: Vec<Seat>,
    /// The trick just completed and its winner, only until the next card is led (or the
    /// next deal is dealt): the live sight of its last card (A10), never a review.
    pub just_finished: Option<(TrickCards, Seat)>,
    /// The rule that decided `just_finished` (rules.md R4, R11, R14).
    pub just_finished_decided_by: Option<TrickDecision>,
    /// Finished deals (no cards).
    pub deals: Vec<DealRecord>,
    /// Once over: 1 = winner; equal chip counts share a place (rules.md R17, A3).
    pub places: Option<[u8; SEATS]>,
    /// Once over: the seats with the most chips (a shared win when several, rules.md A3).
    pub winners: Vec<Seat>,
}

impl ThereWereNone {
    pub fn options(&self) -> Options {
        self.opts
    }

    /// Who plays next: the leader, then clockwise among seats still in the deal (rules.md R9).
    fn to_play(&self) -> Seat {
        match self.tricks.trick.last() {
            None => self.tricks.leader,
            Some(p) => next_in_deal(self.active, p.seat).unwrap_or(self.tricks.leader),
        }
    }

    fn trick_number(&self) -> u8 {
        (self.winners.len() as u8 + 1).min(TRICKS)
    }

    fn legal_now(&self) -> CardSet {
        legal_cards(self.hands[self.to_play() as usize], self.tricks.led()) // rules.md R10
    }

    /// The trick just finished, its winner and the rule that decided it, while no card of
    /// the next is led (A10).
    fn live_trick(&self) -> Option<(TrickCards, Seat, TrickDecision)> {
        self.tricks.just_finished().map(|t| (t.plays.clone(), t.winner, t.detail))
    }

    // ---- one function per phase ----

    fn deal(&mut self, hands: &[CardSet]) -> Result<(), IllegalAction> {
        check_full_deal(hands, SEATS, HAND as u32, pack())?; // rules.md R8: all 48 cards
        if let Some(s) = (0..SEATS).find(|&s| self.chips[s] < ANTE) {
            // Cannot happen (rules.md R18); refused rather than going below zero.
            return Err(IllegalAction::Rule(format!("seat {s} cannot pay the ante of {ANTE} (rules.md R6)")));
        }
        self.hands.copy_from_slice(hands);
        self.gone = CardSet::EMPTY; // rules.md R18: all cards collected and shuffled
        self.open_deal();
        Ok(())
    }

    /// The start of a deal, played or entered (`companion`), apart from the cards: the ante
    /// (R6), everyone in, and the dealer's left to lead (R9).
    fn open_deal(&mut self) {
        for c in self.chips.iter_mut() {
            *c -= ANTE; // rules.md R6
        }
        self.dish += ANTE * SEATS as i32;
        self.active = SeatSet::all(SEATS);
        self.winners.clear();
        self.tricks.start(self.cycle.after_dealer()); // rules.md R9: the dealer's left leads
        self.phase = Phase::Play;
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        let hand = self.hands[seat as usize];
        if !hand.contains(card) {
            return Err(IllegalAction::CardNotInHand(card.to_string()));
        }
        let legal = self.legal_now();
        if !legal.contains(card) {
            let led = self.tricks.led().unwrap_or(card.suit());
            if !hand.and(FollowBy::Colour.class_mask(led)).is_empty() {
                return Err(IllegalAction::MustFollow { card: card.to_string(), led, by: FollowBy::Colour }); // rules.md R10
            }
            // Void in the led colour: the strongest card (rules.md R10).
            let rank = hand.iter().map(|c| c.rank()).max().unwrap_or(0);
            return Err(IllegalAction::MustChooseRank { card: card.to_string(), rank });
        }
        // R10's checks above stand for `TrickPlay::play`'s, which would check again on the
        // playouts' path: the card goes from the hand to the trick.
        self.hands[seat as usize].remove(card);
        self.tricks.trick.push(Play { seat, card });
        // Every seat still in the deal plays once (rules.md R9, R12).
        if self.tricks.trick.len() == self.active.len() as usize {
            let (i, decision) = judge(&self.tricks.trick, self.trick_number()); // rules.md R11, R14
            for p in &self.tricks.trick {
                self.gone.insert(p.card);
            }
            let w = self.tricks.finish(i, decision);
            self.win_trick(w, decision);
        }
        Ok(())
    }

    /// The trick in progress won by `w`, played or entered (`companion`): its payout from the
    /// dish (R12, R15), then the winner drops out and the next leader is found (R12, R13,
    /// A1), or, after trick 6 (decided by `decision`), the deal ends.
    fn win_trick(&mut self, w: Seat, decision: TrickDecision) {
        let number = self.trick_number();
        let pay = PAYOUTS[number as usize - 1]; // rules.md R12, R15
        self.chips[w as usize] += pay;
        self.dish -= pay;
        self.winners.push(w);
        if number == TRICKS {
            self.finish_deal(decision);
        } else {
            self.active.remove(w); // rules.md R12: the winner drops out
            self.tricks.leader = next_in_deal(self.active, w).unwrap_or(w); // rules.md R13, A1
        }
    }

    fn finish_deal(&mut self, last: TrickDecision) {
        let mut payouts = [0; SEATS];
        for (k, &w) in self.winners.iter().enumerate() {
            payouts[w as usize] += PAYOUTS[k];
        }
        self.deals.push(DealRecord {
            deal: self.cycle.number() as u32,
            dealer: self.cycle.dealer,
            winners: self.winners.clone(),
            last_trick_decided_by: last,
            payouts,
            net: payouts.map(|p| p - ANTE), // rules.md R16
            chips: self.chips,
        });
        let over = self.chips.iter().any(|&c| c <= BUST_AT); // rules.md R17, A7
        self.cycle.end_deal(over); // rules.md R7, R18, A2: the deal passes left
        self.phase = if over { Phase::Over } else { Phase::Deal };
    }
}

impl Game for ThereWereNone {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        let opts = Options::from_ruleset(rules);
        ThereWereNone {
            opts,
            phase: Phase::ChooseDealer,
            cycle: DealCycle::new(SEATS, Direction::Clockwise),
            hands: [CardSet::EMPTY; SEATS],
            chips: [opts.starting_chips; SEATS], // rules.md R5
            dish: 0,
            active: SeatSet::all(SEATS),
            tricks: TrickPlay::new(SEATS),
            winners: Vec::with_capacity(TRICKS as usize),
            gone: CardSet::EMPTY,
            deals: Vec::new(),
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
            Phase::Play => self.legal_now().iter().map(Action::Play).collect(),
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        match self.phase {
            Phase::ChooseDealer => Action::FirstDealer(self.cycle.draw(rng)),
            _ => {
                // rules.md R8: one at a time, clockwise from the dealer's left.
                let (hands, _) = deal_from_dealer(pack(), SEATS, HAND as usize, self.cycle.dealer, Direction::Clockwise, rng);
                Action::Deal { hands }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates fully before it changes anything.
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseDealer, Action::FirstDealer(s)) => {
                self.cycle.choose(*s)?; // rules.md R7
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
        let over = self.phase == Phase::Over;
        let outcome = self.outcome();
        let number = self.trick_number();
        let live = self.live_trick();
        let done = self.cycle.done as u32;
        View {
            seat,
            phase: self.phase,
            options: self.opts,
            deal_number: if over { done.max(1) } else { done + 1 },
            dealer: self.cycle.dealer,
            to_play,
            leader: self.tricks.leader,
            trick_number: number,
            trick_payout: PAYOUTS[number as usize - 1],
            hand: self.hands.get(seat as usize).copied().unwrap_or(CardSet::EMPTY),
            hand_sizes: self.hands.map(|h| h.len() as u8),
            in_deal: std::array::from_fn(|s| self.active.contains(s as Seat)),
            chips: self.chips,
            dish: self.dish,
            legal: if to_play == Some(seat) { self.legal_now() } else { CardSet::EMPTY },
            trick: self.tricks.cards(),
            trick_winners: self.winners.clone(),
            just_finished: live.as_ref().map(|(t, w, _)| (t.clone(), *w)),
            just_finished_decided_by: live.map(|(_, _, d)| d),
            deals: self.deals.clone(),
            // rules.md R17, A3: most chips wins, ties share (`Game::outcome`'s ranking by scores).
            places: outcome.as_ref().map(|o| std::array::from_fn(|s| o.places[s])),
            winners: outcome.map_or_else(Vec::new, |o| o.winners()),
        }
    }

    fn secrets(&self, seat: Seat) -> Secrets {
        // Every other hand, including the unplayed cards of seats that left (rules.md §2.7), and
        // the cards of finished tricks (A10), less the trick still on the table.
        let others = (0..SEATS).filter(|&s| s != seat as usize).fold(CardSet::EMPTY, |acc, s| acc.or(self.hands[s]));
        let live = self.tricks.just_finished().map_or(CardSet::EMPTY, |t| t.plays.iter().map(|p| p.1).collect());
        Secrets::cards(others.or(self.gone.minus(live)))
    }

    fn scores(&self) -> Vec<i32> {
        self.chips.to_vec() // rules.md R17: chips decide
    }

    /// Places by chips, ties sharing (R17, A3), named by how low the lowest seat fell.
    fn outcome(&self) -> Option<crate::engine::outcome::Outcome> {
        (self.phase == Phase::Over).then(|| {
            let mut o = crate::engine::outcome::Outcome::by_scores(&self.scores());
            let lowest = self.chips.iter().min().copied().unwrap_or_default();
            o.result = Some(if lowest <= 0 { NO_CHIPS } else { ONE_CHIP }.to_string());
            o
        })
    }
}
