//! Bridge scoring as Same Two uses it (rules.md R13 and §3): one board's duplicate score,
//! and the parts rubber scoring puts below and above the line. Pure functions of the
//! contract, the vulnerability and the tricks, so every line of the tables is a test.

use crate::engine::bid::Strain;
use crate::engine::cards::{Card, CardSet, Suit, ACE, JACK, KING, QUEEN};
use serde::Serialize;

/// How far the final contract was doubled (R5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Doubling {
    None,
    Doubled,
    Redoubled,
}

impl Doubling {
    /// 1, 2 or 4: what the contract trick points are multiplied by.
    pub fn factor(self) -> i32 {
        match self {
            Doubling::None => 1,
            Doubling::Doubled => 2,
            Doubling::Redoubled => 4,
        }
    }
}

/// The final contract: level 1-7, strain, doubling (R5). In views it reads as the record
/// writes calls, with X or XX after it: `4S`, `3NTX`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bid {
    pub level: u8,
    pub strain: Strain,
    pub doubling: Doubling,
}

impl Serialize for Bid {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        crate::engine::text_form::serialize(self, s)
    }
}

/// As records write calls, with X or XX after it: `4S`, `3NTX`.
impl std::fmt::Display for Bid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let x = ["", "X", "XX"][self.doubling as usize];
        write!(f, "{}{x}", crate::engine::bid::Call::bid(self.level, self.strain))
    }
}

impl Bid {
    /// As records write calls, with X or XX after it: `4S`, `3NTX`.
    pub fn code(self) -> String {
        self.to_string()
    }

    /// Tricks the declarer's side needs: 6 + level (R12).
    pub fn needed(self) -> u8 {
        6 + self.level
    }

    /// Contract trick points for the tricks bid, doubled or redoubled (R13a).
    pub fn trick_points(self) -> i32 {
        let l = self.level as i32;
        let base = match self.strain {
            Strain::NoTrump => 40 + 30 * (l - 1),
            Strain::Suit(s) if minor(s) => 20 * l,
            Strain::Suit(_) => 30 * l,
        };
        base * self.doubling.factor()
    }

    /// Points for `over` overtricks (R13a).
    pub fn overtrick_points(self, over: i32, vulnerable: bool) -> i32 {
        let each = match self.doubling {
            Doubling::None => match self.strain {
                Strain::Suit(s) if minor(s) => 20,
                _ => 30,
            },
            Doubling::Doubled => 100 * (1 + vulnerable as i32),
            Doubling::Redoubled => 200 * (1 + vulnerable as i32),
        };
        each * over
    }

    /// The slam bonus, if any (R13a).
    pub fn slam_bonus(self, vulnerable: bool) -> i32 {
        match (self.level, vulnerable) {
            (6, false) => 500,
            (6, true) => 750,
            (7, false) => 1000,
            (7, true) => 1500,
            _ => 0,
        }
    }

    /// For making a doubled (50) or redoubled (100) contract (R13a).
    pub fn insult_bonus(self) -> i32 {
        match self.doubling {
            Doubling::None => 0,
            Doubling::Doubled => 50,
            Doubling::Redoubled => 100,
        }
    }
}

fn minor(s: Suit) -> bool {
    s == Suit::CLUBS || s == Suit::DIAMONDS
}

/// What the defenders score for `under` undertricks (R13b).
pub fn undertrick_penalty(doubling: Doubling, under: i32, vulnerable: bool) -> i32 {
    let doubled = match vulnerable {
        // 100, 200, 200, then 300 each.
        false => (1..=under).map(|k| match k {
            1 => 100,
            2 | 3 => 200,
            _ => 300,
        }).sum(),
        // 200, then 300 each.
        true => (1..=under).map(|k| if k == 1 { 200 } else { 300 }).sum(),
    };
    match doubling {
        Doubling::None => 50 * under * (1 + vulnerable as i32),
        Doubling::Doubled => doubled,
        Doubling::Redoubled => 2 * doubled,
    }
}

/// One board's duplicate score for the declarer's side: positive when made, the defenders'
/// penalty as a negative number when defeated (R13, Example 8).
pub fn duplicate(bid: Bid, vulnerable: bool, tricks: u8) -> i32 {
    let diff = tricks as i32 - bid.needed() as i32;
    if diff < 0 {
        return -undertrick_penalty(bid.doubling, -diff, vulnerable);
    }
    let points = bid.trick_points();
    let bonus = match (points >= 100, vulnerable) {
        (false, _) => 50,
        (true, false) => 300,
        (true, true) => 500,
    };
    points + bonus + bid.slam_bonus(vulnerable) + bid.insult_bonus() + bid.overtrick_points(diff, vulnerable)
}

/// One deal under rubber scoring, from the declarer's side: `below` is its contract trick
/// points (0 when defeated), `above` its points above the line, `penalty` the defenders'
/// points above the line (§3 "rubber").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize)]
pub struct RubberScore {
    pub below: i32,
    pub above: i32,
    pub penalty: i32,
}

pub fn rubber(bid: Bid, vulnerable: bool, tricks: u8) -> RubberScore {
    let diff = tricks as i32 - bid.needed() as i32;
    if diff < 0 {
        return RubberScore { below: 0, above: 0, penalty: undertrick_penalty(bid.doubling, -diff, vulnerable) };
    }
    let above = bid.slam_bonus(vulnerable) + bid.insult_bonus() + bid.overtrick_points(diff, vulnerable);
    RubberScore { below: bid.trick_points(), above, penalty: 0 }
}

/// Honours held in one hand (rubber, `rubber-honours = on`): 4 of the 5 trump honours 100,
/// all 5 150; in no-trump, all 4 aces 150 (§3).
pub fn honours(hand: CardSet, strain: Strain) -> i32 {
    match strain {
        Strain::Suit(t) => {
            let held = [ACE, KING, QUEEN, JACK, 10].iter().filter(|&&r| hand.contains(Card::new(t, r))).count();
            match held {
                5 => 150,
                4 => 100,
                _ => 0,
            }
        }
        Strain::NoTrump => {
            let aces = Suit::STANDARD.iter().filter(|&&s| hand.contains(Card::new(s, ACE))).count();
            if aces == 4 {
                150
            } else {
                0
            }
        }
    }
}

/// The rubber bonus: 700 when the opponents won no game, 500 when they won one (§3).
pub fn rubber_bonus(loser_games: u8) -> i32 {
    if loser_games == 0 {
        700
    } else {
        500
    }
}

/// A rubber stopped before its end: 300 for a side with one game, 100 for a side with a
/// partscore in the unfinished game (§3).
pub fn unfinished_rubber_bonus(games: u8, below: i32) -> i32 {
    (if games > 0 { 300 } else { 0 }) + (if below > 0 { 100 } else { 0 })
}

/// Whether board `b` (1-based) is vulnerable for N-S and for E-W: the duplicate cycle of
/// 16 boards (R3, Example 9).
pub fn board_vulnerability(b: u32) -> [bool; 2] {
    // None, NS, EW, Both for boards 1-4; the cycle shifts by one every four boards.
    const CYCLE: [u8; 16] = [0, 1, 2, 3, 1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2];
    let v = CYCLE[((b.max(1) - 1) % 16) as usize];
    [v == 1 || v == 3, v == 2 || v == 3]
}
