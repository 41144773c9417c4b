//! The exact solver: alpha-beta over the two open hands with a transposition table.
//!
//! Parlett's Parity has perfect information (rules.md R4, R9), so the value of a deal under
//! perfect play can be computed: the dealer's side maximises, the other minimises, the
//! value of a finished deal being the scorer's points with the sign of the side that
//! scored (R10, R11). The final count alone decides the value, but not monotonically (a
//! trick too many flips the parity), so the search keeps the count so far in its keys.
//!
//! Cards are renumbered compactly: suit s's A–9 are bits 6s..6s+5 (9 lowest), the two
//! jokers bits 24 and 25. Two cards of one hand with no live card of the other hand
//! between them in the same suit are equivalent (every comparison with any other live
//! card comes out the same), so only one of each such run is searched.

use super::super::{deal_score, Parity};
use crate::engine::{Card, CardSet, Suit};

const JOKER_BITS: u32 = 0b11 << 24;
const INF: i32 = 1000;

/// The compact bit of a card of this game.
pub fn bit(c: Card) -> u32 {
    if c.suit() == Suit::JOKER {
        1 << (23 + c.rank() as u32) // JK → 24, JK2 → 25
    } else {
        1 << (c.suit().0 as u32 * 6 + c.rank() as u32 - 9)
    }
}

pub fn bits(set: CardSet) -> u32 {
    set.iter().fold(0, |a, c| a | bit(c))
}

fn suit_mask_of(i: u32) -> u32 {
    if i >= 24 {
        JOKER_BITS
    } else {
        0x3F << (i / 6 * 6)
    }
}

/// A position of one deal in play: everything the value depends on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    pub hands: [u32; 2],
    /// The trump suit's number, `None` at no trump.
    pub trump: Option<u8>,
    pub parity: Parity,
    /// Points before tricks: 10, or 20 at no trump (R10, R11).
    pub base: i32,
    /// The seat that led, or is to lead, the trick in progress.
    pub leader: u8,
    /// The card led to the trick in progress (compact bit index).
    pub led: Option<u32>,
    /// Seat 0's counted tricks so far.
    pub counted0: u8,
    /// Tricks still to finish, the one in progress included.
    pub tricks_left: u8,
    /// Whether the trick in progress counts 2 (R8).
    pub double: bool,
}

impl Position {
    pub fn to_move(&self) -> u8 {
        if self.led.is_some() {
            1 - self.leader
        } else {
            self.leader
        }
    }

    /// The cards the side to move may play (R7, R12).
    pub fn legal(&self) -> u32 {
        let hand = self.hands[self.to_move() as usize];
        let jokers = hand & JOKER_BITS;
        let Some(led) = self.led else { return hand };
        if led >= 24 {
            return hand; // anything after a led joker
        }
        let follow = hand & suit_mask_of(led);
        if follow == 0 {
            hand
        } else {
            follow | jokers
        }
    }

    /// The position after the side to move plays card `i`.
    pub fn play(&self, i: u32) -> Position {
        let mut p = *self;
        let mover = self.to_move();
        p.hands[mover as usize] &= !(1 << i);
        match self.led {
            None => p.led = Some(i),
            Some(led) => {
                let leader_wins = self.leader_wins(led, i);
                let w = if leader_wins { self.leader } else { 1 - self.leader };
                if w == 0 {
                    p.counted0 += if self.double { 2 } else { 1 };
                }
                p.leader = w;
                p.led = None;
                p.tricks_left -= 1;
                p.double = false;
            }
        }
        p
    }

    /// Whether the led card `led` beats `second` (R7, R12).
    fn leader_wins(&self, led: u32, second: u32) -> bool {
        if led >= 24 || second >= 24 {
            return true; // a led joker wins; a joker played second loses
        }
        let (ls, ss) = (led / 6, second / 6);
        if ls == ss {
            led > second
        } else {
            Some(ss as u8) != self.trump // a different suit wins only as trump
        }
    }

    /// The deal's value for seat 0 when seat 0 ends with `c0` counted tricks of 13.
    fn final_value(&self, c0: u8) -> i32 {
        let (scorer, pts) = deal_score([c0, 13 - c0], self.parity, self.base);
        if scorer == 0 {
            pts
        } else {
            -pts
        }
    }

    /// The least and greatest value any ending could have (the counted tricks still to
    /// come go either way).
    fn value_range(&self) -> (i32, i32) {
        let left = self.tricks_left + u8::from(self.double);
        (self.counted0..=self.counted0 + left).map(|c| self.final_value(c)).fold((INF, -INF), |(lo, hi), v| (lo.min(v), hi.max(v)))
    }

    fn key(&self) -> u64 {
        let t = self.trump.map_or(4, u64::from);
        self.hands[0] as u64
            | (self.hands[1] as u64) << 26
            | (self.leader as u64) << 52
            | (self.counted0 as u64) << 53
            | t << 57
            | ((self.parity == Parity::Odd) as u64) << 60
            | ((self.base == 20) as u64) << 61
    }
}

/// One of each run of equivalent cards among `moves` of `hand` (see the module comment),
/// with `live` every card still in play.
fn representatives(moves: u32, hand: u32, live: u32) -> u32 {
    let mut out = moves & JOKER_BITS;
    let mut m = moves & !JOKER_BITS;
    while m != 0 {
        let i = m.trailing_zeros();
        m &= m - 1;
        let above = live & suit_mask_of(i) & !((2u32 << i) - 1);
        let next = above & above.wrapping_neg();
        if next == 0 || next & hand == 0 {
            out |= 1 << i; // the top of its run
        }
    }
    out
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    lo: i16,
    hi: i16,
}

/// The solver with its transposition table (kept between searches of one decision: its
/// keys hold the trump, the parity and the scoring, so different choices never mix).
pub struct Solver {
    table: Vec<Entry>,
    pub nodes: u64,
}

const TABLE_BITS: u32 = 18;

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

impl Solver {
    pub fn new() -> Solver {
        Solver { table: vec![Entry::default(); 1 << TABLE_BITS], nodes: 0 }
    }

    fn slot(key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - TABLE_BITS)) as usize
    }

    /// The exact value of `p` for seat 0 under perfect play by both sides.
    pub fn value(&mut self, p: &Position) -> i32 {
        self.search(p, -INF, INF)
    }

    fn search(&mut self, p: &Position, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        let at_trick_start = p.led.is_none();
        let mut slot = usize::MAX;
        if at_trick_start {
            if p.tricks_left == 0 {
                return p.final_value(p.counted0);
            }
            let (lo, hi) = p.value_range();
            if lo == hi || hi <= alpha {
                return hi;
            }
            if lo >= beta {
                return lo;
            }
            let key = p.key();
            slot = Solver::slot(key);
            let e = self.table[slot];
            if e.key == key {
                let (lo, hi) = (e.lo as i32, e.hi as i32);
                if lo >= beta || lo == hi {
                    return lo;
                }
                if hi <= alpha {
                    return hi;
                }
                alpha = alpha.max(lo);
                beta = beta.min(hi);
            }
        }
        let (a0, b0) = (alpha, beta);
        let mover = p.to_move();
        let hand = p.hands[mover as usize];
        let live = p.hands[0] | p.hands[1] | p.led.map_or(0, |i| 1 << i);
        let moves = representatives(p.legal(), hand, live);
        let maximize = mover == 0;
        let mut best = if maximize { -INF } else { INF };
        for i in ordered(p, moves) {
            let v = self.search(&p.play(i), alpha, beta);
            if maximize {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        if at_trick_start {
            let key = p.key();
            let old = self.table[slot];
            let (mut lo, mut hi) = if old.key == key { (old.lo as i32, old.hi as i32) } else { (-INF, INF) };
            if best <= a0 {
                hi = hi.min(best);
            } else if best >= b0 {
                lo = lo.max(best);
            } else {
                (lo, hi) = (best, best);
            }
            self.table[slot] = Entry { key, lo: lo as i16, hi: hi as i16 };
        }
        best
    }
}

/// The moves in the order they are tried: to a led card, the cheapest winner first, then
/// the cheapest loser; leading, high cards first.
fn ordered(p: &Position, moves: u32) -> impl Iterator<Item = u32> {
    let mut list = [0u32; 26];
    let mut n = 0;
    let mut m = moves;
    while m != 0 {
        list[n] = m.trailing_zeros();
        m &= m - 1;
        n += 1;
    }
    let rank = |i: u32| -> i32 {
        match p.led {
            None => -(i as i32 % 6) * 4 - if i >= 24 { 30 } else { 0 },
            Some(led) => {
                let wins = !p.leader_wins(led, i);
                (if wins { 0 } else { 100 }) + (i as i32 % 6) + if Some((i / 6) as u8) == p.trump { 10 } else { 0 }
            }
        }
    };
    list[..n].sort_by_key(|&i| rank(i));
    list.into_iter().take(n)
}

#[cfg(test)]
/// Plain minimax over every legal card, no table and no pruning: the reference the tests
/// check the solver against.
pub fn minimax(p: &Position) -> i32 {
    if p.led.is_none() && p.tricks_left == 0 {
        return p.final_value(p.counted0);
    }
    let values = (0..26).filter(|i| p.legal() >> i & 1 == 1).map(|i| minimax(&p.play(i)));
    if p.to_move() == 0 {
        values.max().expect("a legal card")
    } else {
        values.min().expect("a legal card")
    }
}
