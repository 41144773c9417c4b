//! Cards and card sets.
//!
//! A card is one byte: suit in bits 4..7, rank in bits 0..4. A [`CardSet`] is a 128-bit
//! set, so a hand is one integer and "cards of the led suit" is one mask. Games with two
//! identical decks keep identical cards apart in their own state (see docs/architecture.md).
//!
//! Text form, used by records and tests: suit letter then rank, e.g. `H10`, `SA`, `C2`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A suit. The four standard suits use letters S, H, D, C; suit 4 (`X`) holds jokers.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Suit(pub u8);

impl Suit {
    pub const CLUBS: Suit = Suit(0);
    pub const DIAMONDS: Suit = Suit(1);
    pub const HEARTS: Suit = Suit(2);
    pub const SPADES: Suit = Suit(3);
    pub const JOKER: Suit = Suit(4);
    /// The four standard suits, in the order a hand is sorted for display: S, H, C, D
    /// (alternating colours).
    pub const DISPLAY_ORDER: [Suit; 4] = [Suit::SPADES, Suit::HEARTS, Suit::CLUBS, Suit::DIAMONDS];
    pub const STANDARD: [Suit; 4] = [Suit::CLUBS, Suit::DIAMONDS, Suit::HEARTS, Suit::SPADES];

    pub fn letter(self) -> char {
        ['C', 'D', 'H', 'S', 'X', '5', '6', '7'][self.0 as usize & 7]
    }

    pub fn from_letter(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'C' => Some(Suit::CLUBS),
            'D' => Some(Suit::DIAMONDS),
            'H' => Some(Suit::HEARTS),
            'S' => Some(Suit::SPADES),
            'X' => Some(Suit::JOKER),
            _ => None,
        }
    }

    /// Red suits are hearts and diamonds; black are spades and clubs.
    pub fn is_red(self) -> bool {
        self == Suit::HEARTS || self == Suit::DIAMONDS
    }

    /// Every card of this suit, as a mask.
    pub const fn mask(self) -> CardSet {
        CardSet(0xFFFFu128 << (self.0 as u32 * 16))
    }
}

/// A rank: 2..=10 as numbers, J = 11, Q = 12, K = 13, A = 14. Higher is stronger unless a
/// game says otherwise.
pub type Rank = u8;
pub const JACK: Rank = 11;
pub const QUEEN: Rank = 12;
pub const KING: Rank = 13;
pub const ACE: Rank = 14;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card((suit.0 << 4) | (rank & 15))
    }
    pub const fn suit(self) -> Suit {
        Suit(self.0 >> 4)
    }
    pub const fn rank(self) -> Rank {
        self.0 & 15
    }
    /// The bit index of this card in a [`CardSet`].
    pub const fn index(self) -> u8 {
        self.0
    }
    pub const fn from_index(i: u8) -> Card {
        Card(i & 127)
    }
    pub fn rank_text(rank: Rank) -> &'static str {
        const T: [&str; 16] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "?"];
        T[rank as usize & 15]
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.suit() == Suit::JOKER {
            // Jokers are `JK`, `JK2`, `JK3`, ... (My Trump uses up to four).
            return match self.rank() {
                1 => write!(f, "JK"),
                r => write!(f, "JK{r}"),
            };
        }
        write!(f, "{}{}", self.suit().letter(), Card::rank_text(self.rank()))
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardParseError(pub String);

impl fmt::Display for CardParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a card: {:?} (expected e.g. \"H10\", \"SA\", \"C2\")", self.0)
    }
}

impl FromStr for Card {
    type Err = CardParseError;
    fn from_str(s: &str) -> Result<Card, CardParseError> {
        let err = || CardParseError(s.to_string());
        if let Some(n) = s.strip_prefix("JK") {
            let copy = if n.is_empty() { 1 } else { n.parse::<u8>().map_err(|_| err())? };
            return if (1..=8).contains(&copy) { Ok(Card::new(Suit::JOKER, copy)) } else { Err(err()) };
        }
        let mut chars = s.chars();
        let suit = chars.next().and_then(Suit::from_letter).ok_or_else(err)?;
        let rank = match chars.as_str().to_ascii_uppercase().as_str() {
            "A" => ACE,
            "K" => KING,
            "Q" => QUEEN,
            "J" => JACK,
            "T" | "10" => 10,
            n => match n.parse::<u8>() {
                Ok(v) if (1..=9).contains(&v) => v,
                _ => return Err(err()),
            },
        };
        Ok(Card::new(suit, rank))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of distinct cards.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(pub u128);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    /// The standard 52-card pack, ranks 2..=A in the four standard suits.
    pub const fn standard_52() -> CardSet {
        // Ranks 2..=14 are bits 2..=14 of each 16-bit suit block.
        let block: u128 = 0x7FFC;
        CardSet(block | block << 16 | block << 32 | block << 48)
    }

    pub const fn single(c: Card) -> CardSet {
        CardSet(1u128 << c.index())
    }
    pub const fn contains(self, c: Card) -> bool {
        self.0 >> c.index() & 1 == 1
    }
    pub fn insert(&mut self, c: Card) {
        self.0 |= 1u128 << c.index();
    }
    pub fn remove(&mut self, c: Card) {
        self.0 &= !(1u128 << c.index());
    }
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub const fn and(self, o: CardSet) -> CardSet {
        CardSet(self.0 & o.0)
    }
    pub const fn or(self, o: CardSet) -> CardSet {
        CardSet(self.0 | o.0)
    }
    pub const fn minus(self, o: CardSet) -> CardSet {
        CardSet(self.0 & !o.0)
    }
    pub const fn of_suit(self, s: Suit) -> CardSet {
        self.and(s.mask())
    }
    /// The lowest-indexed card (lowest suit, then lowest rank).
    pub fn first(self) -> Option<Card> {
        (self.0 != 0).then(|| Card::from_index(self.0.trailing_zeros() as u8))
    }
    /// The `n`th card in index order (0-based), if there is one.
    pub fn nth(self, mut n: u32) -> Option<Card> {
        let mut bits = self.0;
        while bits != 0 {
            let i = bits.trailing_zeros();
            if n == 0 {
                return Some(Card::from_index(i as u8));
            }
            n -= 1;
            bits &= bits - 1;
        }
        None
    }
    pub fn iter(self) -> CardIter {
        CardIter(self.0)
    }
    /// Cards sorted for a hand display: suits in [`Suit::DISPLAY_ORDER`], high rank first.
    pub fn sorted_for_display(self) -> Vec<Card> {
        let mut v = Vec::with_capacity(self.len() as usize);
        for s in Suit::DISPLAY_ORDER {
            let mut cards: Vec<Card> = self.of_suit(s).iter().collect();
            cards.reverse();
            v.extend(cards);
        }
        v.extend(self.minus(CardSet::standard_suits_mask()).iter());
        v
    }
    const fn standard_suits_mask() -> CardSet {
        CardSet(u64::MAX as u128)
    }
}

pub struct CardIter(u128);

impl Iterator for CardIter {
    type Item = Card;
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Card::from_index(i as u8))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(it: I) -> CardSet {
        let mut s = CardSet::EMPTY;
        for c in it {
            s.insert(c);
        }
        s
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// In records a card set is a list of cards, e.g. `["SA","H10"]`.
impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CardSet, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        let set: CardSet = cards.iter().copied().collect();
        if set.len() as usize != cards.len() {
            return Err(serde::de::Error::custom("a card is listed twice"));
        }
        Ok(set)
    }
}

/// Parses a space-separated card list, for tests: `cards("H7 HK SA")`.
pub fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(|c| c.parse().expect("test card")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips_for_every_standard_card() {
        for c in CardSet::standard_52().iter() {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
        assert_eq!(CardSet::standard_52().len(), 52);
        assert_eq!("H10".parse::<Card>().unwrap(), Card::new(Suit::HEARTS, 10));
        assert_eq!("sa".parse::<Card>().unwrap(), Card::new(Suit::SPADES, ACE));
        for joker in ["JK", "JK2", "JK4"] {
            assert_eq!(joker.parse::<Card>().unwrap().to_string(), joker);
        }
    }

    #[test]
    fn bad_card_text_is_refused() {
        for bad in ["", "H", "H11", "Z5", "H0", "S1X", "10H"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
    }

    #[test]
    fn display_sort_groups_suits_high_first() {
        let hand: CardSet = cards("C2 SA H10 S2 DK").into_iter().collect();
        let shown: Vec<String> = hand.sorted_for_display().iter().map(|c| c.to_string()).collect();
        assert_eq!(shown, ["SA", "S2", "H10", "C2", "DK"]);
    }

    #[test]
    fn duplicate_cards_in_a_set_are_refused() {
        assert!(serde_json::from_str::<CardSet>(r#"["SA","SA"]"#).is_err());
        let s: CardSet = serde_json::from_str(r#"["SA","H10"]"#).unwrap();
        assert_eq!(serde_json::to_string(&s).unwrap(), r#"["H10","SA"]"#);
    }
}
