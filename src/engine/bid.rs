//! Auctions: the calls of a bidding phase, shared by the games that bid (a number of tricks
//! alone, or with a suit or no-trump; pass; double and redouble in bridge-like auctions),
//! and the public history of an auction.
//!
//! In records a call is a short string: `pass`, `X` (double), `XX` (redouble), `7` (a number
//! alone), `3S` or `1NT` (a number with a strain).

use super::cards::Suit;
use super::seats::Seat;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// What a bid names besides its number.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Strain {
    Suit(Suit),
    NoTrump,
}

impl Strain {
    /// Clubs, diamonds, hearts, spades, no-trump: the order in which bridge strains rank.
    pub const BRIDGE_ORDER: [Strain; 5] = [
        Strain::Suit(Suit::CLUBS),
        Strain::Suit(Suit::DIAMONDS),
        Strain::Suit(Suit::HEARTS),
        Strain::Suit(Suit::SPADES),
        Strain::NoTrump,
    ];

    fn letter(self) -> &'static str {
        match self {
            Strain::Suit(Suit::CLUBS) => "C",
            Strain::Suit(Suit::DIAMONDS) => "D",
            Strain::Suit(Suit::HEARTS) => "H",
            Strain::Suit(Suit::SPADES) => "S",
            Strain::Suit(_) => "?",
            Strain::NoTrump => "NT",
        }
    }

    /// Its rank among the bridge strains (clubs 0 … no-trump 4).
    pub fn bridge_rank(self) -> usize {
        Strain::BRIDGE_ORDER.iter().position(|s| *s == self).unwrap_or(0)
    }
}

/// One call in an auction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Call {
    Pass,
    /// A number (of tricks, or a level above the book), with a strain where the game's bids
    /// name one.
    Bid { level: u8, strain: Option<Strain> },
    Double,
    Redouble,
}

impl Call {
    pub fn bid(level: u8, strain: Strain) -> Call {
        Call::Bid { level, strain: Some(strain) }
    }
    pub fn number(level: u8) -> Call {
        Call::Bid { level, strain: None }
    }

    /// Whether this bid ranks above `other` in a bridge auction: a higher level, or the same
    /// level in a higher strain. Calls that are not bids outrank nothing.
    pub fn outranks(self, other: Call) -> bool {
        let key = |c: Call| match c {
            Call::Bid { level, strain } => Some((level, strain.map_or(0, Strain::bridge_rank))),
            _ => None,
        };
        matches!((key(self), key(other)), (Some(a), Some(b)) if a > b)
    }
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => write!(f, "pass"),
            Call::Double => write!(f, "X"),
            Call::Redouble => write!(f, "XX"),
            Call::Bid { level, strain: None } => write!(f, "{level}"),
            Call::Bid { level, strain: Some(s) } => write!(f, "{level}{}", s.letter()),
        }
    }
}

impl FromStr for Call {
    type Err = String;
    fn from_str(s: &str) -> Result<Call, String> {
        match s {
            "pass" => return Ok(Call::Pass),
            "X" => return Ok(Call::Double),
            "XX" => return Ok(Call::Redouble),
            _ => {}
        }
        let digits = s.len() - s.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let (number, rest) = s.split_at(digits);
        let level: u8 = number.parse().map_err(|_| format!("{s:?} is not a call"))?;
        let strain = match rest {
            "" => None,
            "NT" => Some(Strain::NoTrump),
            "C" => Some(Strain::Suit(Suit::CLUBS)),
            "D" => Some(Strain::Suit(Suit::DIAMONDS)),
            "H" => Some(Strain::Suit(Suit::HEARTS)),
            "S" => Some(Strain::Suit(Suit::SPADES)),
            _ => return Err(format!("{s:?} is not a call")),
        };
        Ok(Call::Bid { level, strain })
    }
}

impl Serialize for Call {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        crate::engine::text_form::serialize(self, s)
    }
}

impl<'de> Deserialize<'de> for Call {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Call, D::Error> {
        crate::engine::text_form::deserialize(d, "a call such as \"3NT\" or \"pass\"")
    }
}

/// The public record of an auction: every call in order with its seat.
pub type Auction = Vec<(Seat, Call)>;

/// How a set of legal calls lays out as a bidding box: the levels that have at least one
/// legal bid (in order), the strains bids name (in bridge order, `None` for number-only
/// bids), and which of pass, double and redouble are legal.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct BiddingBox {
    pub levels: Vec<u8>,
    pub strains: Vec<Option<Strain>>,
    pub pass: bool,
    pub double: bool,
    pub redouble: bool,
}

impl BiddingBox {
    pub fn of(legal: &[Call]) -> BiddingBox {
        let mut b = BiddingBox::default();
        for c in legal {
            match *c {
                Call::Pass => b.pass = true,
                Call::Double => b.double = true,
                Call::Redouble => b.redouble = true,
                Call::Bid { level, strain } => {
                    if !b.levels.contains(&level) {
                        b.levels.push(level);
                    }
                    if !b.strains.contains(&strain) {
                        b.strains.push(strain);
                    }
                }
            }
        }
        b.levels.sort_unstable();
        b.strains.sort_by_key(|s| s.map_or(0, |s| 1 + s.bridge_rank()));
        b
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls_read_and_write_as_short_text() {
        for text in ["pass", "X", "XX", "7", "13", "1C", "3D", "4H", "6S", "7NT"] {
            let c: Call = text.parse().unwrap();
            assert_eq!(c.to_string(), text);
            assert_eq!(serde_json::to_value(c).unwrap(), serde_json::Value::from(text));
            assert_eq!(serde_json::from_value::<Call>(serde_json::Value::from(text)).unwrap(), c);
        }
        for bad in ["", "NT", "3Z", "x", "8NTT", "-1"] {
            assert!(bad.parse::<Call>().is_err(), "{bad}");
        }
    }

    #[test]
    fn bids_rank_by_level_then_strain() {
        let c = |t: &str| t.parse::<Call>().unwrap();
        assert!(c("1NT").outranks(c("1S")));
        assert!(c("2C").outranks(c("1NT")));
        assert!(!c("1H").outranks(c("1S")));
        assert!(!c("1S").outranks(c("1S")));
        assert!(!Call::Pass.outranks(c("1C")) && !c("1C").outranks(Call::Double));
        assert!(c("8").outranks(c("7")));
    }

    #[test]
    fn a_bidding_box_shows_the_levels_and_strains_that_can_be_bid() {
        let legal: Vec<Call> = ["pass", "X", "2NT", "2S", "3C", "2H"].iter().map(|t| t.parse().unwrap()).collect();
        let b = BiddingBox::of(&legal);
        assert_eq!(b.levels, [2, 3]);
        assert_eq!(b.strains, [Some(Strain::Suit(Suit::CLUBS)), Some(Strain::Suit(Suit::HEARTS)), Some(Strain::Suit(Suit::SPADES)), Some(Strain::NoTrump)]);
        assert!(b.pass && b.double && !b.redouble);
        // Twenty-One: numbers alone.
        let numbers: Vec<Call> = (1..=13).rev().map(Call::number).collect();
        let b = BiddingBox::of(&numbers);
        assert_eq!(b.levels, (1..=13).collect::<Vec<u8>>());
        assert_eq!(b.strains, [None]);
        assert!(!b.pass);
    }
}
