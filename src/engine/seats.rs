//! Seats, turn order and the seats still taking part in a deal.
//!
//! Seats are numbered 0..n clockwise; seat s+1 sits on s's left. Games that play
//! counter-clockwise (Twenty-One, RWD's draft) move to s-1, the right-hand neighbour.

use serde::{Deserialize, Serialize};

pub type Seat = u8;

/// The most seats any game has (Japanese Loo plays with up to 10).
pub const MAX_SEATS: usize = 10;

#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Direction {
    Clockwise,
    CounterClockwise,
}

impl Direction {
    /// The seat after `s` in this direction, among `n` seats.
    pub fn next(self, s: Seat, n: usize) -> Seat {
        let n = n as u8;
        match self {
            Direction::Clockwise => (s + 1) % n,
            Direction::CounterClockwise => (s + n - 1) % n,
        }
    }
}

/// A set of seats, e.g. the players still in the deal (There Were None, Japanese Loo).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
pub struct SeatSet(pub u16);

impl SeatSet {
    pub fn all(n: usize) -> SeatSet {
        SeatSet(((1u32 << n) - 1) as u16)
    }
    pub fn contains(self, s: Seat) -> bool {
        self.0 >> s & 1 == 1
    }
    pub fn insert(&mut self, s: Seat) {
        self.0 |= 1 << s;
    }
    pub fn remove(&mut self, s: Seat) {
        self.0 &= !(1 << s);
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..16u8).filter(move |&s| self.contains(s))
    }

    /// The nearest seat after `from` in direction `dir` that is in this set (never `from`
    /// itself unless it is the only one). Used for "the next player still in the deal"
    /// (There Were None A1, Japanese Loo's opening lead).
    pub fn next_after(self, from: Seat, dir: Direction, n: usize) -> Option<Seat> {
        let mut s = from;
        for _ in 0..n {
            s = dir.next(s, n);
            if self.contains(s) {
                return Some(s);
            }
        }
        None
    }
}

/// The seat that acts `k` places after `first` in direction `dir`.
pub fn nth_from(first: Seat, k: usize, dir: Direction, n: usize) -> Seat {
    let k = (k % n) as u8;
    let n8 = n as u8;
    match dir {
        Direction::Clockwise => (first + k) % n8,
        Direction::CounterClockwise => (first + n8 - k) % n8,
    }
}

/// How the seats are grouped for scoring. Seats in one team share a score (Double-Deck
/// German Whist, Same Two); a dummy seat's cards are played by its controller (Same Two).
/// (Arsène's three-player dummy never plays: it is a trick count, not a seat.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub seats: usize,
    /// `team[s]` is the team of seat s; individual games give each seat its own team.
    pub team: Vec<u8>,
    /// `controller[s]` is the seat that chooses seat s's actions (itself unless s is a dummy).
    pub controller: Vec<Seat>,
}

impl Table {
    pub fn individual(n: usize) -> Table {
        Table { seats: n, team: (0..n as u8).collect(), controller: (0..n as u8).collect() }
    }
    /// Fixed partnerships of opposite seats: 0 & 2 against 1 & 3.
    pub fn partnerships_across(n: usize) -> Table {
        Table { seats: n, team: (0..n as u8).map(|s| s % 2).collect(), controller: (0..n as u8).collect() }
    }
    pub fn with_dummy(mut self, dummy: Seat, controller: Seat) -> Table {
        self.controller[dummy as usize] = controller;
        self
    }
    pub fn partners(&self, a: Seat, b: Seat) -> bool {
        self.team[a as usize] == self.team[b as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clockwise_and_counter_clockwise_wrap() {
        assert_eq!(Direction::Clockwise.next(3, 4), 0);
        assert_eq!(Direction::CounterClockwise.next(0, 4), 3);
        // Twenty-One example 6: s3 leads, then s2, s1, s0.
        let order: Vec<Seat> = (0..4).map(|k| nth_from(3, k, Direction::CounterClockwise, 4)).collect();
        assert_eq!(order, [3, 2, 1, 0]);
    }

    #[test]
    fn next_active_seat_skips_seats_that_left() {
        // There Were None A1: the winner's left neighbour is out, so the next seat in leads.
        let mut active = SeatSet::all(8);
        active.remove(4);
        active.remove(5);
        assert_eq!(active.next_after(3, Direction::Clockwise, 8), Some(6));
        assert_eq!(SeatSet(1 << 2).next_after(2, Direction::Clockwise, 8), Some(2));
        assert_eq!(SeatSet::default().next_after(0, Direction::Clockwise, 8), None);
    }

    #[test]
    fn partnerships_and_dummy() {
        let t = Table::partnerships_across(4).with_dummy(2, 0);
        assert!(t.partners(0, 2) && t.partners(1, 3) && !t.partners(0, 1));
        assert_eq!(t.controller, [0, 1, 0, 3]);
    }
}
