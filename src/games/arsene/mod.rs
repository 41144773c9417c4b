//! Arsène, new edition (アルセーヌ新版), a 2017 Trick-taking Advent Calendar blog post.
//! Rules: `rules.md`.
//!
//! 3-4 players, no bidding. Each deal's tricks decide which of five diamond "jewel shops"
//! a player robs (R12): alone at a shop that still holds chips, take its next chip group
//! (R13); together, a collision: no chips but an overlook token (R14); at an empty shop,
//! confiscation unless two tokens buy the one exemption (R15, R16). A confiscation ends the
//! game, most chips wins (R17). Trick winners may push a trick onto the nearest player with
//! the same non-zero count (R9). With 3 players a dummy, modelled as a trick count and not
//! as a seat (it never holds, plays or chooses anything), starts each deal with one trick of
//! three discards and has priority as a push target (R20-R24). The advanced `contest-mode`
//! makes collisions swap chip holdings once a shop is empty (R19).

use crate::engine::cards::CardSet;
use crate::engine::deal::{deal_from_dealer, DealCycle};
use crate::engine::game::{Game, IllegalAction, Secrets, Turn};
use crate::engine::ruleset::{GameInfo, OptionSpec, Ruleset};
use crate::engine::seats::{nth_from, Direction, Seat};
use crate::engine::trick::{FollowBy, TrickCards, TrickPlay, TrickRule};
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

/// Cards in each hand after the deal (rules.md R6, R21).
pub const HAND: usize = 11;
/// Face-down edge cards (rules.md R6, R21).
pub const EDGE: usize = 3;
/// Tricks a deal has in all, the dummy's first trick included with 3 players (R11, R22).
pub const DEAL_TRICKS: u8 = 11;
/// The overlook-token supply (rules.md R4, A16) and the most one player may hold (R14).
pub const TOKENS: u8 = 8;
pub const MAX_TOKENS: u8 = 2;
/// The chip groups on each shop A, 2, 3, 4, 5, taken smallest first (rules.md R3, R13).
pub const SHOP_GROUPS: [[u8; 3]; 5] = [[1, 1, 1], [1, 2, 3], [1, 3, 5], [1, 2, 3], [1, 1, 1]];

pub static INFO: GameInfo = GameInfo {
    id: "arsene",
    title_en: "Arsène (new edition)",
    title_ja: "アルセーヌ新版",
    designer_en: "The blog author's own design (name not given), 2017",
    designer_ja: "作者不明（ブログ記事より）、2017年",
    players: &[3, 4],
    options: &[
        // Spec §3 `player-count`, under the project's canonical id `players`.
        OptionSpec { id: "players", values: &["3", "4"], default: "4" },
        // Spec §3, R19.
        OptionSpec { id: "contest-mode", values: &["off", "on"], default: "off" },
    ],
    validate: None,
    scores: true,
    playable: true,
};

/// Typed options (rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub struct Options {
    pub players: u8,
    /// The advanced rule (R19).
    pub contest_mode: bool,
}

impl Options {
    pub fn from_ruleset(r: &Ruleset) -> Options {
        Options { players: r.number("players"), contest_mode: r.is("contest-mode", "on") }
    }
}

/// The shop cards ♦A-♦5 (rules.md R3).
pub fn shop_cards() -> CardSet {
    [14, 2, 3, 4, 5].into_iter().map(|r| Card::new(Suit::DIAMONDS, r)).collect()
}

/// The cards dealt: 47 with 4 players (R6); 36 with 3, without ♦6, ♦7 and the 2-4 of the
/// other suits (R20).
pub fn pack(players: u8) -> CardSet {
    let mut p = CardSet::standard_52().minus(shop_cards());
    if players == 3 {
        p.remove(Card::new(Suit::DIAMONDS, 6));
        p.remove(Card::new(Suit::DIAMONDS, 7));
        for s in [Suit::SPADES, Suit::HEARTS, Suit::CLUBS] {
            for r in 2..=4 {
                p.remove(Card::new(s, r));
            }
        }
    }
    p
}

/// A diamond that is not a face card (J, Q, K): the only cards that can be placed as the
/// trump indicator (R7, A1, A17). ♦A-♦5 are shops, so in practice ♦6-♦10.
pub fn is_trump_candidate(c: Card) -> bool {
    c.suit() == Suit::DIAMONDS && c.rank() <= 10
}

/// The chips a sole visitor takes from shop `rank` (1-5) holding `left` chips: the smallest
/// group still on it (rules.md R13). 0 for an empty shop.
pub fn shop_take(rank: u8, left: u8) -> u8 {
    let Some(groups) = SHOP_GROUPS.get((rank as usize).wrapping_sub(1)) else { return 0 };
    (0..3).find(|&k| groups[k..].iter().sum::<u8>() == left).map_or(left.min(1), |k| groups[k])
}

/// The chip groups still on shop `rank` holding `left` chips, smallest first (rules.md R3).
pub fn shop_groups_left(rank: u8, left: u8) -> Vec<u8> {
    let Some(groups) = SHOP_GROUPS.get((rank as usize).wrapping_sub(1)) else { return Vec::new() };
    (0..=3).find(|&k| groups[k..].iter().sum::<u8>() == left).map_or_else(Vec::new, |k| groups[k..].to_vec())
}

/// Whoever can hold a trick: a seat, or the 3-player dummy (R22, R23).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Taker {
    Seat(Seat),
    Dummy,
}

/// How a deal is played, from the edge card placed in R7.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TrumpMode {
    /// "With trumps, diamonds fixed": a ♦6-♦10 lies face up (R7).
    Diamonds,
    /// No trump: the card placed face down was shown to all (R7, A1).
    NoTrump,
}

/// The card placed at the edge in R7, with its face (public either way, §2.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EdgeCard {
    /// The face-up trump indicator.
    TrumpIndicator(Card),
    /// The no-trump card: face down, but its face was shown to everyone.
    NoTrump(Card),
}

impl EdgeCard {
    pub fn mode(self) -> TrumpMode {
        match self {
            EdgeCard::TrumpIndicator(_) => TrumpMode::Diamonds,
            EdgeCard::NoTrump(_) => TrumpMode::NoTrump,
        }
    }
    /// The trick rule of the deal (rules.md R8).
    pub fn rule(self) -> TrickRule {
        match self {
            EdgeCard::TrumpIndicator(_) => TrickRule::Trump(Suit::DIAMONDS),
            EdgeCard::NoTrump(_) => TrickRule::HighestOfLed,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Chance: the first dealer (R5).
    ChooseDealer,
    /// Chance: 11 cards each and 3 to the edge (R6, R21).
    Deal,
    /// The dealer's left neighbour takes one edge card, unseen (R7).
    TakeEdge,
    /// The same player places a trump indicator, or shows a card for no trump (R7, A1).
    TrumpDecision,
    /// 3 players: each seat, from the dealer's left, puts one card face down for the dummy's
    /// first trick (R22, A7).
    DummyDiscard,
    /// Trick play (R8).
    Play,
    /// The trick winner keeps the trick or pushes it (R9, R23).
    Push,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Chance: the first dealer.
    FirstDealer(Seat),
    /// Chance: the hands, indexed by seat, and the three edge cards in table order.
    Deal { hands: Vec<CardSet>, edge: Vec<Card> },
    /// Take the edge card at this position (0-based, among those still face down), unseen.
    TakeEdge(u8),
    /// Place this non-face diamond face up: diamonds are trump (R7).
    TrumpIndicator(Card),
    /// Show this card to all and place it face down: no trump (R7, A1). Only when the hand
    /// holds no non-face diamond.
    NoTrump(Card),
    /// 3 players: put this card face down into the dummy's first trick (R22).
    DummyCard(Card),
    Play(Card),
    /// Take the trick just won (R9).
    Keep,
    /// Push the trick just won to this taker, the only eligible one (R9, R23).
    Push(Taker),
}

/// The public pieces that chip acquisition changes: shops, chips, tokens and exemptions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Holdings {
    /// Chips left on shops A(1), 2, 3, 4, 5 (R3).
    pub shops: [u8; 5],
    pub chips: Vec<u8>,
    /// Overlook tokens held, 0-2 (R14).
    pub tokens: Vec<u8>,
    /// Has used the R15 exemption, so can never get tokens again (R16).
    pub exempt: Vec<bool>,
}

impl Holdings {
    /// The start of a game (R3, R4).
    pub fn new(n: usize) -> Holdings {
        Holdings { shops: [3, 6, 9, 6, 3], chips: vec![0; n], tokens: vec![0; n], exempt: vec![false; n] }
    }
    pub fn any_shop_empty(&self) -> bool {
        self.shops.contains(&0)
    }
    pub fn token_supply(&self) -> u8 {
        TOKENS.saturating_sub(self.tokens.iter().sum::<u8>())
    }
}

/// What happened to one seat at the end of a deal (R12-R16, R19).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// 0 or 6+ tricks: no shop (R12); or a collision at a shop that left nothing to do.
    Nothing,
    /// Alone at a shop with chips: took this many (R13).
    Took(u8),
    /// Collided at a shop with chips (with a player or the dummy); `token` if an overlook
    /// token was received (R14, R16, R24; never in contest mode).
    Collision { token: bool },
    /// At an empty shop with 2 tokens: returned them, kept the chips (R15, R16).
    Exempt,
    /// At an empty shop with 0 or 1 token: lost this many chips (R15, A11).
    Confiscated(u8),
}

/// One seat's line in a deal's acquisition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatResult {
    pub tricks: u8,
    /// The shop visited (1-5), if any (R12).
    pub shop: Option<u8>,
    /// Someone else (a player or the dummy) visited the same shop, or, in contest mode,
    /// had the same 0 tricks (R14, R19, R24).
    pub collided: bool,
    /// Contest mode: the seat whose whole holding this seat received (R19).
    pub received_from: Option<Seat>,
    pub outcome: Outcome,
    pub chips_after: u8,
    pub tokens_after: u8,
}

/// The result of one deal's chip acquisition (R12-R19, the resolution order of §2.6).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Acquisition {
    pub seats: Vec<SeatResult>,
    /// The dummy's count and shop, with 3 players.
    pub dummy_tricks: Option<u8>,
    /// This deal was played in contest mode (R19, A14).
    pub contest: bool,
    pub confiscated: Vec<Seat>,
    /// Every real player was confiscated: the deal does not count (R17, A5, A6).
    pub void: bool,
    /// Holdings after the deal (restored to before it when void, A5).
    pub after: Holdings,
    /// Why the game ends here, if it does (R17).
    pub end: Option<EndReason>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// One or more (not all) players were confiscated (R17).
    Confiscation,
    /// Every shop is empty and nobody was confiscated (R17 special case 2).
    AllShopsEmpty,
}

impl EndReason {
    pub const ALL: [EndReason; 2] = [EndReason::Confiscation, EndReason::AllShopsEmpty];

    /// The game's named result (`Outcome::result`): as the view serializes the reason.
    pub fn id(self) -> &'static str {
        match self {
            EndReason::Confiscation => "confiscation",
            EndReason::AllShopsEmpty => "all-shops-empty",
        }
    }
}

/// The shop a count visits: 1-5, none for 0 or 6+ tricks (R12).
pub fn shop_of(tricks: u8) -> Option<u8> {
    (1..=5).contains(&tricks).then_some(tricks)
}

/// One deal's chip acquisition, in the order of §2.6: (1) note the empty shops; (2) contest
/// exchanges; (3) empty-shop checks with the tokens held before this deal; (4) chips for sole
/// visitors and tokens for collisions at shops with chips; (5) game-end checks.
/// `dummy` is the dummy's trick count with 3 players. `contest_option` is the `contest-mode`
/// option; contest mode applies when it is on and a shop was already empty (R19, A14).
pub fn acquire(before: &Holdings, tricks: &[u8], dummy: Option<u8>, contest_option: bool) -> Acquisition {
    let n = tricks.len();
    let mut h = before.clone();
    // Step 1: the shops empty at the start of this resolution (R15).
    let empty: [bool; 5] = before.shops.map(|c| c == 0);
    let contest = contest_option && empty.contains(&true); // rules.md R19, A14
    let shop: Vec<Option<u8>> = tricks.iter().map(|&t| shop_of(t)).collect();
    let dummy_shop = dummy.and_then(shop_of);
    let mut seats: Vec<SeatResult> = (0..n)
        .map(|s| SeatResult {
            tricks: tricks[s],
            shop: shop[s],
            collided: false,
            received_from: None,
            outcome: Outcome::Nothing,
            chips_after: 0,
            tokens_after: 0,
        })
        .collect();
    // Who collides: another player or the dummy at the same shop (R14, R24).
    for s in 0..n {
        if let Some(r) = shop[s] {
            seats[s].collided = dummy_shop == Some(r) || (0..n).any(|o| o != s && shop[o] == Some(r));
        }
    }
    // Step 2: contest-mode exchanges among players with equal counts 0-5, never with the
    // dummy: each passes the whole holding to the next colliding player clockwise (R19, A8).
    if contest {
        for t in 0..=5u8 {
            let group: Vec<usize> = (0..n).filter(|&s| tricks[s] == t).collect();
            if group.len() < 2 {
                continue;
            }
            for (i, &s) in group.iter().enumerate() {
                let to = group[(i + 1) % group.len()];
                h.chips[to] = before.chips[s];
                seats[to].received_from = Some(s as Seat);
                seats[s].collided = true;
            }
        }
    }
    // Step 3: visitors of empty shops, collided or not, with the tokens held before (R15, A3).
    let mut confiscated = Vec::new();
    for s in 0..n {
        if shop[s].is_some_and(|r| empty[r as usize - 1]) {
            if h.tokens[s] >= MAX_TOKENS {
                h.tokens[s] = 0; // back to the supply
                h.exempt[s] = true; // rules.md R16
                seats[s].outcome = Outcome::Exempt;
            } else {
                seats[s].outcome = Outcome::Confiscated(h.chips[s]);
                h.chips[s] = 0; // out of the game (A11)
                confiscated.push(s as Seat);
            }
        }
    }
    // Step 4: shops that still hold chips (R13, R14, R24).
    for r in 1..=5u8 {
        if empty[r as usize - 1] {
            continue; // the dummy alone at an empty shop: nothing (R24)
        }
        let visitors: Vec<usize> = (0..n).filter(|&s| shop[s] == Some(r)).collect();
        let crowd = visitors.len() + usize::from(dummy_shop == Some(r));
        if crowd == 1 && visitors.len() == 1 {
            let s = visitors[0];
            let take = shop_take(r, h.shops[r as usize - 1]); // rules.md R13
            h.shops[r as usize - 1] -= take;
            h.chips[s] += take;
            seats[s].outcome = Outcome::Took(take);
        } else {
            for &s in &visitors {
                // rules.md R14, R16, R24: a token unless in contest mode, at 2 already or exempt.
                let token = !contest && h.tokens[s] < MAX_TOKENS && !h.exempt[s];
                if token {
                    h.tokens[s] += 1;
                }
                seats[s].outcome = Outcome::Collision { token };
            }
        }
    }
    // Step 5: game end (R17, A5, A6).
    let void = !confiscated.is_empty() && confiscated.len() == n;
    let end = if void {
        h = before.clone();
        None
    } else if !confiscated.is_empty() {
        Some(EndReason::Confiscation)
    } else if h.shops.iter().all(|&c| c == 0) {
        Some(EndReason::AllShopsEmpty)
    } else {
        None
    };
    for (s, row) in seats.iter_mut().enumerate() {
        row.chips_after = h.chips[s];
        row.tokens_after = h.tokens[s];
    }
    Acquisition { seats, dummy_tricks: dummy, contest, confiscated, void, after: h, end }
}

/// The nearest eligible push target for `winner`, counts taken before the trick (R9, R23,
/// A10): none for a count of 0; the dummy if its count matches, whoever else does; else the
/// nearest seat clockwise with the same count.
pub fn push_target(winner: Seat, tricks: &[u8], dummy: Option<u8>) -> Option<Taker> {
    let n = tricks.len();
    let c = *tricks.get(winner as usize)?;
    if c == 0 {
        return None;
    }
    if dummy == Some(c) {
        return Some(Taker::Dummy);
    }
    (1..n).map(|k| nth_from(winner, k, Direction::Clockwise, n)).find(|&s| tricks[s as usize] == c).map(Taker::Seat)
}

/// A trick's fate, public: who won it and who ended up with it (§2.9 "pushes").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Taken {
    pub winner: Seat,
    pub taker: Taker,
}

/// One finished deal (no card faces: they would leak later deals' hands).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DealRecord {
    /// 1-based, void deals included.
    pub number: u16,
    pub dealer: Seat,
    pub trump: TrumpMode,
    pub acquisition: Acquisition,
}

/// The trick winner's pending decision, public (R9, R23).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PushView {
    pub winner: Seat,
    /// The winner's count before this trick (A10).
    pub count: u8,
    /// The one seat or dummy the trick may be pushed to (R9, R23).
    pub target: Taker,
}

/// One shop as everyone sees it (R3, R13).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShopView {
    /// 1 (A) to 5.
    pub rank: u8,
    pub chips: u8,
    /// Chip groups still on the shop, smallest (next taken) first.
    pub groups: Vec<u8>,
}

/// The 3-player dummy (R22).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DummyView {
    /// Its trick count: 1 once the discards are in, plus tricks pushed to it.
    pub tricks: u8,
    /// The card this seat put into the dummy's first trick (only its own, §2.9).
    pub my_card: Option<Card>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Arsene {
    opts: Options,
    n: usize,
    phase: Phase,
    /// The dealer, passing left (rules.md R5, R18, A13), and the deals done (void deals
    /// included).
    cycle: DealCycle,
    hands: Vec<CardSet>,
    /// Face-down edge cards nobody has looked at (3, then the 2 not taken; R7).
    edge: Vec<Card>,
    /// The card placed at the edge in R7.
    placed: Option<EdgeCard>,
    /// 3 players: each seat's card in the dummy's first trick (R22).
    dummy_cards: Vec<Option<Card>>,
    /// 3 players: the dummy's trick count (R22); 0 with 4.
    dummy_tricks: u8,
    /// This deal's tricks (R8-R10), each finished one with who took it (the winner, or whom
    /// it was pushed to, R9, R23); the counts are of tricks held, pushes included. Every seat
    /// saw each card played, though finished tricks cannot be reviewed (A15), so only their
    /// fates are in a view, and the trick just taken until the next lead. The bots' rewind
    /// replays them.
    tricks: TrickPlay<Taker>,
    /// Per seat, the suits it has shown out of this deal (R8: it did not follow, so it
    /// holds none). Public: every play is seen as it is made, even though finished tricks
    /// cannot be reviewed (A15). The bots' determinizations read it.
    shown_out: Vec<CardSet>,
    hold: Holdings,
    deals: Vec<DealRecord>,
    end: Option<EndReason>,
}

/// What one seat may know (rules.md §2.9).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    pub seat: Seat,
    pub seats: u8,
    pub phase: Phase,
    pub options: Options,
    /// 1-based; void deals count.
    pub deal_number: u16,
    pub dealer: Seat,
    /// Who must act now, if a seat.
    pub to_play: Option<Seat>,
    /// This seat's legal actions now (empty unless it is its turn).
    pub legal_actions: Vec<Action>,
    /// The cards this seat may use now: to play, to place for the trump decision, or to
    /// give the dummy (empty unless it is its turn).
    pub legal: CardSet,
    pub hand: CardSet,
    pub hand_sizes: Vec<u8>,
    /// Unseen face-down edge cards: 3 before the pick, then 2 (R7).
    pub edge_face_down: u8,
    /// The card placed in R7: the face-up trump indicator or the shown no-trump card.
    pub edge_card: Option<EdgeCard>,
    pub trump: Option<TrumpMode>,
    /// 3 players only.
    pub dummy: Option<DummyView>,
    /// 3 players, dummy discard: which seats have put their card in (never which card).
    pub dummy_discarded: Vec<bool>,
    pub leader: Seat,
    /// The trick in progress; during a push decision, the full trick being decided.
    pub trick: TrickCards,
    /// The trick just taken and its winner, only until the next card is led (A15).
    pub just_finished: Option<(TrickCards, Seat)>,
    /// Who ended up with the trick just finished (the winner or the push target).
    pub just_taken_by: Option<Taker>,
    /// 1-based number of the trick being played (0 outside play).
    pub trick_number: u8,
    /// Tricks this deal played by hand: 11, or 10 with 3 players (R11, R22).
    pub tricks_per_deal: u8,
    pub tricks_won: Vec<u8>,
    /// Winner and taker of each finished trick this deal (counts only, §2.9).
    pub taken: Vec<Taken>,
    /// The pending push decision: whose it is and the one target allowed (R9, R23).
    pub push: Option<PushView>,
    pub shops: Vec<ShopView>,
    pub chips: Vec<u8>,
    pub tokens: Vec<u8>,
    pub exempt: Vec<bool>,
    pub token_supply: u8,
    /// Contest mode applies to this deal (R19, A14).
    pub contest_active: bool,
    /// Finished deals, oldest first.
    pub deals: Vec<DealRecord>,
    pub end: Option<EndReason>,
    /// Once over: the seats with the most chips (ties share, R17).
    pub winners: Vec<Seat>,
}

impl Arsene {
    pub fn options(&self) -> Options {
        self.opts
    }

    fn three(&self) -> bool {
        self.n == 3
    }

    fn dummy(&self) -> Option<u8> {
        self.three().then_some(self.dummy_tricks)
    }

    fn tricks_per_deal(&self) -> u8 {
        if self.three() {
            DEAL_TRICKS - 1 // rules.md R22
        } else {
            DEAL_TRICKS
        }
    }

    fn left_of(&self, s: Seat) -> Seat {
        crate::engine::deal::left_of(s, self.n) // rules.md R1
    }

    fn trick_rule(&self) -> TrickRule {
        self.placed.map_or(TrickRule::HighestOfLed, |p| p.rule())
    }

    /// The trick winner awaiting the push decision.
    fn trick_winner(&self) -> Seat {
        if self.tricks.trick.is_empty() {
            return self.tricks.leader;
        }
        self.tricks.trick[self.winning_play()].seat
    }

    /// Where in the full trick its winning card is (rules.md R8).
    fn winning_play(&self) -> usize {
        self.tricks.winner(&self.trick_rule())
    }

    fn to_play(&self) -> Seat {
        match self.phase {
            Phase::TakeEdge | Phase::TrumpDecision => self.cycle.after_dealer(), // rules.md R7
            Phase::DummyDiscard => {
                let done = self.dummy_cards.iter().filter(|c| c.is_some()).count();
                nth_from(self.cycle.after_dealer(), done, Direction::Clockwise, self.n)
            }
            Phase::Push => self.trick_winner(),
            _ => self.tricks.to_play(),
        }
    }

    fn legal_cards(&self) -> CardSet {
        let hand = self.hands[self.to_play() as usize];
        match self.phase {
            Phase::TrumpDecision => {
                let candidates: CardSet = hand.iter().filter(|&c| is_trump_candidate(c)).collect();
                if candidates.is_empty() {
                    hand // rules.md R7, A1: any card, shown, for no trump
                } else {
                    candidates // rules.md R7: must place a non-face diamond
                }
            }
            Phase::DummyDiscard => hand,
            Phase::Play => self.tricks.follow(hand, FollowBy::Suit), // R8
            _ => CardSet::EMPTY,
        }
    }

    fn pending_push(&self) -> Option<PushView> {
        if self.phase != Phase::Push {
            return None;
        }
        let w = self.trick_winner();
        let target = push_target(w, &self.tricks.won, self.dummy())?;
        Some(PushView { winner: w, count: self.tricks.won[w as usize], target })
    }

    fn contest_active(&self) -> bool {
        self.opts.contest_mode && self.hold.any_shop_empty() // rules.md R19, A14
    }

    // ---- one function per phase ----

    fn deal(&mut self, hands: &[CardSet], edge: &[Card]) -> Result<(), IllegalAction> {
        let pack = pack(self.opts.players);
        if hands.len() != self.n {
            return Err(IllegalAction::BadOutcome(format!("{} hands dealt, expected {}", hands.len(), self.n)));
        }
        if edge.len() != EDGE {
            return Err(IllegalAction::BadOutcome(format!("{} edge cards, expected {EDGE} (R6)", edge.len())));
        }
        let mut seen = CardSet::EMPTY;
        for (s, h) in hands.iter().enumerate() {
            if h.len() as usize != HAND {
                return Err(IllegalAction::BadOutcome(format!("seat {s} was dealt {} cards, expected {HAND}", h.len())));
            }
            if !h.and(seen).is_empty() {
                return Err(IllegalAction::BadOutcome(format!("{:?} dealt twice", h.and(seen))));
            }
            seen = seen.or(*h);
        }
        for &c in edge {
            if seen.contains(c) {
                return Err(IllegalAction::BadOutcome(format!("{c} dealt twice")));
            }
            seen.insert(c);
        }
        if seen != pack {
            return Err(IllegalAction::BadOutcome(format!(
                "the deal must be the {} cards of the pack, each once (R6, R20)",
                pack.len()
            )));
        }
        self.hands = hands.to_vec();
        self.edge = edge.to_vec();
        self.placed = None;
        self.dummy_cards = vec![None; self.n];
        self.dummy_tricks = 0;
        // The last deal's tricks go; who leads is set when play starts (R8).
        self.tricks.clear();
        self.shown_out = vec![CardSet::EMPTY; self.n];
        self.phase = Phase::TakeEdge;
        Ok(())
    }

    fn take_edge(&mut self, i: u8) -> Result<(), IllegalAction> {
        if i as usize >= self.edge.len() {
            return Err(IllegalAction::Rule(format!("R7: there is no edge card {i}")));
        }
        let c = self.edge.remove(i as usize);
        let s = self.to_play();
        self.hands[s as usize].insert(c); // rules.md R7: now 12 cards
        self.phase = Phase::TrumpDecision;
        Ok(())
    }

    fn trump_decision(&mut self, placed: EdgeCard) -> Result<(), IllegalAction> {
        let s = self.to_play();
        let (card, trump) = match placed {
            EdgeCard::TrumpIndicator(c) => (c, true),
            EdgeCard::NoTrump(c) => (c, false),
        };
        if !self.hands[s as usize].contains(card) {
            return Err(IllegalAction::CardNotInHand(card.to_string()));
        }
        let must_trump = self.hands[s as usize].iter().any(is_trump_candidate);
        if trump && !is_trump_candidate(card) {
            return Err(IllegalAction::Rule(format!("R7: {card} is not a diamond from 6 to 10")));
        }
        if !trump && must_trump {
            return Err(IllegalAction::Rule("R7: the hand holds a non-face diamond, which must be placed".into()));
        }
        self.hands[s as usize].remove(card);
        self.placed = Some(placed);
        if self.three() {
            self.phase = Phase::DummyDiscard; // rules.md R22, A7
        } else {
            self.start_play();
        }
        Ok(())
    }

    fn dummy_card(&mut self, card: Card) -> Result<(), IllegalAction> {
        let s = self.to_play();
        if !self.hands[s as usize].contains(card) {
            return Err(IllegalAction::CardNotInHand(card.to_string()));
        }
        self.hands[s as usize].remove(card);
        self.dummy_cards[s as usize] = Some(card);
        if self.dummy_cards.iter().all(|c| c.is_some()) {
            self.dummy_tricks = 1; // rules.md R22: the dummy's first trick
            self.start_play();
        }
        Ok(())
    }

    fn start_play(&mut self) {
        self.tricks.leader = self.cycle.after_dealer(); // rules.md R8
        self.phase = Phase::Play;
    }

    fn play(&mut self, card: Card) -> Result<(), IllegalAction> {
        let seat = self.to_play();
        let legal = self.legal_cards();
        self.tricks.play(seat, &mut self.hands[seat as usize], legal, card, FollowBy::Suit)?; // rules.md R8
        self.played(seat, card);
        Ok(())
    }

    /// What follows `seat`'s `card` reaching the trick: a seat that did not follow has shown
    /// out of the led suit, and a full trick is kept, or waits for its winner's push decision.
    fn played(&mut self, seat: Seat, card: Card) {
        let led = self.tricks.trick[0].card.suit();
        if card.suit() != led {
            self.shown_out[seat as usize] = self.shown_out[seat as usize].or(led.mask()); // R8
        }
        if self.tricks.is_full() {
            let i = self.winning_play();
            let w = self.tricks.trick[i].seat;
            if push_target(w, &self.tricks.won, self.dummy()).is_some() {
                self.phase = Phase::Push; // rules.md R9: keep or push
            } else {
                self.take_trick(i, Taker::Seat(w)); // no eligible target: kept (R9, C8)
            }
        }
    }

    fn push(&mut self, to: Option<Taker>) -> Result<(), IllegalAction> {
        let i = self.winning_play();
        let w = self.tricks.trick[i].seat;
        let taker = match to {
            None => Taker::Seat(w),
            Some(t) => {
                if push_target(w, &self.tricks.won, self.dummy()) != Some(t) {
                    return Err(IllegalAction::Rule(format!(
                        "R9/R23: the trick may not be pushed to {t:?} (only to the nearest with the same non-zero count, the dummy first)"
                    )));
                }
                t
            }
        };
        self.take_trick(i, taker);
        Ok(())
    }

    /// The trick won by the play at `i` goes to `taker`, who leads next; after a push to the
    /// dummy the pusher's left neighbour leads (R10, R23).
    fn take_trick(&mut self, i: usize, taker: Taker) {
        let kept = taker == Taker::Seat(self.tricks.trick[i].seat);
        // A kept trick counts to its winner, who leads next; a pushed one to whom it went.
        let w = self.tricks.finish_counting(i, taker, kept as u8);
        match taker {
            Taker::Seat(s) if !kept => {
                self.tricks.won[s as usize] += 1;
                self.tricks.leader = s;
            }
            Taker::Seat(_) => {}
            Taker::Dummy => {
                self.dummy_tricks += 1;
                self.tricks.leader = self.left_of(w);
            }
        }
        self.phase = Phase::Play;
        if self.tricks.done() == self.tricks_per_deal() as usize {
            self.finish_deal(self.placed.map_or(TrumpMode::NoTrump, |p| p.mode()));
        }
    }

    /// The end of a deal, played or entered (`companion`): chip acquisition from the trick
    /// counts (R12-R19), the deal's line on the sheet, then the next deal or the end (R17, R18).
    fn finish_deal(&mut self, trump: TrumpMode) {
        let acq = acquire(&self.hold, &self.tricks.won, self.dummy(), self.opts.contest_mode);
        self.hold = acq.after.clone();
        self.end = acq.end;
        self.deals.push(DealRecord {
            number: self.cycle.number() as u16,
            dealer: self.cycle.dealer,
            trump,
            acquisition: acq,
        });
        let over = self.end.is_some(); // rules.md R17
        self.cycle.end_deal(over); // rules.md R18, A13: the deal passes left, void deals too
        self.phase = if over { Phase::Over } else { Phase::Deal };
    }
}

impl Game for Arsene {
    type Action = Action;
    type View = View;

    fn new(rules: &Ruleset) -> Self {
        let opts = Options::from_ruleset(rules);
        let n = opts.players as usize;
        Arsene {
            opts,
            n,
            phase: Phase::ChooseDealer,
            cycle: DealCycle::new(n, Direction::Clockwise),
            hands: vec![CardSet::EMPTY; n],
            edge: Vec::new(),
            placed: None,
            dummy_cards: vec![None; n],
            dummy_tricks: 0,
            tricks: TrickPlay::new(n),
            shown_out: vec![CardSet::EMPTY; n],
            hold: Holdings::new(n),
            deals: Vec::new(),
            end: None,
        }
    }

    fn seat_count(&self) -> usize {
        self.n
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::ChooseDealer | Phase::Deal => Turn::Chance,
            Phase::Over => Turn::Over,
            _ => Turn::Seat(self.to_play()),
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        match self.phase {
            Phase::TakeEdge => (0..self.edge.len() as u8).map(Action::TakeEdge).collect(),
            Phase::TrumpDecision => {
                let trump = self.hands[self.to_play() as usize].iter().any(is_trump_candidate); // R7
                self.legal_cards().iter().map(|c| if trump { Action::TrumpIndicator(c) } else { Action::NoTrump(c) }).collect()
            }
            Phase::DummyDiscard => self.legal_cards().iter().map(Action::DummyCard).collect(),
            Phase::Play => self.legal_cards().iter().map(Action::Play).collect(),
            Phase::Push => {
                let mut v = vec![Action::Keep];
                v.extend(self.pending_push().map(|p| Action::Push(p.target)));
                v
            }
            _ => Vec::new(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Action {
        match self.phase {
            Phase::ChooseDealer => Action::FirstDealer(self.cycle.draw(rng)), // rules.md R5
            _ => {
                let (hands, edge) =
                    deal_from_dealer(pack(self.opts.players), self.n, HAND, self.cycle.dealer, Direction::Clockwise, rng); // R6, R21
                Action::Deal { hands, edge }
            }
        }
    }

    fn apply(&mut self, action: &Action) -> Result<(), IllegalAction> {
        // Each phase function validates before it changes anything.
        let chance = matches!(action, Action::FirstDealer(_) | Action::Deal { .. });
        match (self.phase, action) {
            (Phase::Over, _) => Err(IllegalAction::GameOver),
            (Phase::ChooseDealer, Action::FirstDealer(s)) => {
                self.cycle.choose(*s)?; // rules.md R5
                self.phase = Phase::Deal;
                Ok(())
            }
            (Phase::Deal, Action::Deal { hands, edge }) => self.deal(hands, edge),
            (Phase::ChooseDealer | Phase::Deal, _) if !chance => Err(IllegalAction::NotChanceTurn),
            (Phase::ChooseDealer | Phase::Deal, _) => Err(IllegalAction::WrongPhase("that chance event")),
            (_, _) if chance => Err(IllegalAction::NotYourTurn { expected: Some(self.to_play()) }),
            (Phase::TakeEdge, Action::TakeEdge(i)) => self.take_edge(*i),
            (Phase::TrumpDecision, Action::TrumpIndicator(c)) => self.trump_decision(EdgeCard::TrumpIndicator(*c)),
            (Phase::TrumpDecision, Action::NoTrump(c)) => self.trump_decision(EdgeCard::NoTrump(*c)),
            (Phase::DummyDiscard, Action::DummyCard(c)) => self.dummy_card(*c),
            (Phase::Play, Action::Play(c)) => self.play(*c),
            (Phase::Push, Action::Keep) => self.push(None),
            (Phase::Push, Action::Push(t)) => self.push(Some(*t)),
            (Phase::TakeEdge, _) => Err(IllegalAction::WrongPhase("the edge card must be taken first (R7)")),
            (Phase::TrumpDecision, _) => Err(IllegalAction::WrongPhase("the trump decision comes first (R7)")),
            (Phase::DummyDiscard, _) => Err(IllegalAction::WrongPhase("each player first gives the dummy a card (R22)")),
            (Phase::Play, _) => Err(IllegalAction::WrongPhase("a card must be played (R8)")),
            (Phase::Push, _) => Err(IllegalAction::WrongPhase("the trick winner must keep or push the trick (R9)")),
        }
    }

    fn view(&self, seat: Seat) -> View {
        let to_play = matches!(self.turn(), Turn::Seat(_)).then(|| self.to_play());
        let mine = to_play == Some(seat);
        let in_deal = matches!(self.phase, Phase::TakeEdge | Phase::TrumpDecision | Phase::DummyDiscard | Phase::Play | Phase::Push);
        let live = self.tricks.just_finished().filter(|_| self.phase == Phase::Play);
        View {
            seat,
            seats: self.n as u8,
            phase: self.phase,
            options: self.opts,
            // 1-based, the deal in progress or the last one played.
            deal_number: (if in_deal { self.cycle.number() } else { self.cycle.done.max(1) }) as u16,
            dealer: self.cycle.dealer,
            to_play,
            legal_actions: if mine { self.legal_actions() } else { Vec::new() },
            legal: if mine { self.legal_cards() } else { CardSet::EMPTY },
            hand: self.hands[seat as usize],
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            edge_face_down: if in_deal { self.edge.len() as u8 } else { 0 },
            edge_card: if in_deal { self.placed } else { None },
            trump: if in_deal { self.placed.map(|p| p.mode()) } else { None },
            dummy: self.three().then(|| DummyView {
                tricks: self.dummy_tricks,
                my_card: if in_deal { self.dummy_cards[seat as usize] } else { None },
            }),
            dummy_discarded: if self.three() && in_deal {
                self.dummy_cards.iter().map(|c| c.is_some()).collect()
            } else {
                Vec::new()
            },
            leader: self.tricks.leader,
            trick: self.tricks.cards(),
            just_finished: live.map(|t| (t.plays.clone(), t.winner)),
            just_taken_by: live.map(|t| t.detail),
            trick_number: if matches!(self.phase, Phase::Play | Phase::Push) { self.tricks.done() as u8 + 1 } else { 0 },
            tricks_per_deal: self.tricks_per_deal(),
            tricks_won: self.tricks.won.to_vec(),
            taken: self.tricks.history.iter().map(|t| Taken { winner: t.winner, taker: t.detail }).collect(),
            push: self.pending_push(),
            shops: (1..=5u8)
                .map(|r| {
                    let chips = self.hold.shops[r as usize - 1];
                    ShopView { rank: r, chips, groups: shop_groups_left(r, chips) }
                })
                .collect(),
            chips: self.hold.chips.clone(),
            tokens: self.hold.tokens.clone(),
            exempt: self.hold.exempt.clone(),
            token_supply: self.hold.token_supply(),
            contest_active: self.contest_active(),
            deals: self.deals.clone(),
            end: self.end,
            // rules.md R17: most chips wins, ties share (`Game::outcome`'s ranking by scores).
            winners: self.outcome().map_or_else(Vec::new, |o| o.winners()),
        }
    }

    fn secrets(&self, seat: Seat) -> Secrets {
        // Other hands, the unseen edge cards, and the others' dummy cards (§2.9).
        let mut s: CardSet = self.edge.iter().copied().collect();
        for o in (0..self.n).filter(|&o| o != seat as usize) {
            s = s.or(self.hands[o]);
            if let Some(c) = self.dummy_cards[o] {
                s.insert(c);
            }
        }
        Secrets::cards(s)
    }

    fn scores(&self) -> Vec<i32> {
        self.hold.chips.iter().map(|&c| c as i32).collect() // rules.md R17: chips decide
    }

    /// Places by chips, ties sharing (R17), named by the rule that ended the game: a
    /// confiscation, or every shop emptied.
    fn outcome(&self) -> Option<crate::engine::outcome::Outcome> {
        let end = self.end.filter(|_| self.phase == Phase::Over)?;
        let mut o = crate::engine::outcome::Outcome::by_scores(&self.scores());
        o.result = Some(end.id().to_string());
        Some(o)
    }
}
