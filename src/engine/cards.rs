//! Cards and card sets.
//!
//! A card is one byte: suit in bits 4..7, rank in bits 0..4. A [`CardSet`] is a 128-bit
//! set, so a hand is one integer and "cards of the led suit" is one mask. Games with two
//! identical decks keep identical cards apart in their own state (see docs/architecture.md).
//!
//! Text form, used by records and tests: suit letter then rank, e.g. `H10`, `SA`, `C2`; the
//! knight (cavallo) of a 56-card pack is `Kn` (`SKn`).

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

/// A rank: 2..=10 as numbers, J = 11, Q = 12, K = 13, A = 14, and the knight (cavallo) of
/// a 56-card pack 15. Cards compare by [`Card::strength`], not by rank: the knight ranks
/// between Q and J.
pub type Rank = u8;
pub const JACK: Rank = 11;
pub const QUEEN: Rank = 12;
pub const KING: Rank = 13;
pub const ACE: Rank = 14;
/// The knight, cavallo or cavalier: the fourth court card of a 56-card pack, between Q and J
/// (games/my_trump/rules.md M9). Rank 15 is the one free value of a card's 4 rank bits above
/// the ace, so the 52 cards keep their numbers, texts and records.
pub const KNIGHT: Rank = 15;

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
        const T: [&str; 16] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "Kn"];
        T[rank as usize & 15]
    }

    /// How strong the card is against others of its kind: twice its rank, and for the
    /// knight twice the jack's plus one, so A > K > Q > Kn > J > 10 > … > 2. Every trick
    /// comparison reads this; for the 52 standard cards (and jokers) it orders exactly as
    /// the rank does.
    pub const fn strength(self) -> u8 {
        match self.rank() {
            KNIGHT => 2 * JACK + 1,
            r => 2 * r,
        }
    }
}

/// A card's text (`SA`, `H10`, `SKn`, `JK2`) without the formatting machinery or an
/// allocation: records, views and actions write and read millions of them.
#[derive(Clone, Copy)]
pub struct CardText {
    bytes: [u8; 4],
    len: u8,
}

impl CardText {
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..self.len as usize]).expect("card texts are ASCII")
    }
}

impl std::ops::Deref for CardText {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl Card {
    /// The card's text form (see the module's doc).
    pub fn text(self) -> CardText {
        let mut t = CardText { bytes: [0; 4], len: 0 };
        let mut push = |part: &[u8]| {
            t.bytes[t.len as usize..t.len as usize + part.len()].copy_from_slice(part);
            t.len += part.len() as u8;
        };
        if self.suit() == Suit::JOKER {
            // Jokers are `JK`, `JK2`, `JK3`, ... (My Trump uses up to four).
            push(b"JK");
            if self.rank() != 1 {
                push(Card::rank_text(self.rank()).as_bytes());
            }
        } else {
            push(&[self.suit().letter() as u8]);
            push(Card::rank_text(self.rank()).as_bytes());
        }
        t
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
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
        Card::from_text(s).ok_or_else(|| CardParseError(s.to_string()))
    }
}

impl Card {
    /// The card a text names, in any letter case (`H10`, `h10`, `HT`), without allocating.
    pub fn from_text(s: &str) -> Option<Card> {
        let b = s.as_bytes();
        if b.starts_with(b"JK") {
            let copy = match &b[2..] {
                [] => 1,
                [d @ b'1'..=b'8'] => d - b'0',
                _ => return None,
            };
            return Some(Card::new(Suit::JOKER, copy));
        }
        let (&letter, rank) = b.split_first()?;
        let suit = Suit::from_letter(letter as char)?;
        let rank = match rank {
            [r] => match r.to_ascii_uppercase() {
                b'A' => ACE,
                b'K' => KING,
                b'Q' => QUEEN,
                b'J' => JACK,
                b'T' => 10,
                d @ b'1'..=b'9' => d - b'0',
                _ => return None,
            },
            [b'1', b'0'] => 10,
            [k, n] if k.eq_ignore_ascii_case(&b'K') && n.eq_ignore_ascii_case(&b'N') => KNIGHT,
            _ => return None,
        };
        Some(Card::new(suit, rank))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.text())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        crate::engine::text_form::deserialize(d, "a card such as \"H10\"")
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

    /// The four knights that make a 56-card pack of the standard one (rank 15, bit 15 of
    /// each suit block).
    pub const fn knights() -> CardSet {
        let block: u128 = 1 << KNIGHT;
        CardSet(block | block << 16 | block << 32 | block << 48)
    }

    /// Jokers `JK`, `JK2`, … `JK{count}` (at most 8).
    pub const fn jokers(count: u8) -> CardSet {
        // Jokers are ranks 1..=count of suit 4: bits 1..=count of its block.
        let block: u128 = ((1u128 << (count as u32 & 15)) - 1) << 1;
        CardSet(block << (Suit::JOKER.0 as u32 * 16))
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
            cards.sort_by_key(|c| std::cmp::Reverse(c.strength()));
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
    fn the_knight_reads_kn_and_ranks_between_queen_and_jack() {
        let kn = Card::new(Suit::SPADES, KNIGHT);
        assert_eq!(kn.to_string(), "SKn");
        for text in ["SKn", "SKN", "skn"] {
            assert_eq!(text.parse::<Card>().unwrap(), kn, "{text}");
        }
        assert_eq!(serde_json::to_string(&kn).unwrap(), r#""SKn""#);
        assert_eq!(serde_json::from_str::<Card>(r#""DKn""#).unwrap(), Card::new(Suit::DIAMONDS, KNIGHT));
        let [q, j, k] = [QUEEN, JACK, KING].map(|r| Card::new(Suit::SPADES, r));
        assert!(k.strength() > q.strength() && q.strength() > kn.strength() && kn.strength() > j.strength());
        // The 56-card pack: four knights on top of the 52, every text distinct and read back.
        let pack = CardSet::standard_52().or(CardSet::knights());
        assert_eq!((CardSet::knights().len(), pack.len()), (4, 56));
        assert!(CardSet::knights().and(CardSet::standard_52()).is_empty());
        for c in pack.iter() {
            assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
        }
        // A hand shows the knight between its queen and jack.
        let hand: CardSet = cards("SJ SKn SQ H2").into_iter().collect();
        let shown: Vec<String> = hand.sorted_for_display().iter().map(|c| c.to_string()).collect();
        assert_eq!(shown, ["SQ", "SKn", "SJ", "H2"]);
    }

    #[test]
    fn standard_cards_keep_their_text_and_order() {
        // Adding the knight changed no standard card: texts, JSON and the order of strength
        // (the order of rank).
        let texts: Vec<String> = CardSet::standard_52().iter().map(|c| c.to_string()).collect();
        assert_eq!(texts[..13].join(" "), "C2 C3 C4 C5 C6 C7 C8 C9 C10 CJ CQ CK CA");
        assert_eq!(serde_json::to_string(&CardSet::standard_52().of_suit(Suit::SPADES)).unwrap(), r#"["S2","S3","S4","S5","S6","S7","S8","S9","S10","SJ","SQ","SK","SA"]"#);
        let all: Vec<Card> = CardSet::standard_52().or(CardSet::jokers(8)).iter().collect();
        for a in &all {
            for b in &all {
                assert_eq!(a.strength().cmp(&b.strength()), a.rank().cmp(&b.rank()), "{a} {b}");
            }
        }
        assert_eq!(CardSet::jokers(4).iter().map(|c| c.to_string()).collect::<Vec<_>>(), ["JK", "JK2", "JK3", "JK4"]);
        assert_eq!(CardSet::jokers(0), CardSet::EMPTY);
    }

    #[test]
    fn bad_card_text_is_refused() {
        for bad in ["", "H", "H11", "Z5", "H0", "S1X", "10H", "SK2", "SKnight", "H100", "JK0", "JK9", "JK01", "JKA", "jk", "é5", "Sé"] {
            assert!(bad.parse::<Card>().is_err(), "{bad}");
        }
        assert_eq!("HT".parse::<Card>().unwrap(), Card::new(Suit::HEARTS, 10));
        let not_text = serde_json::from_value::<Card>(serde_json::json!(10)).unwrap_err().to_string();
        assert!(not_text.contains("expected a card"), "{not_text}");
        let not_card = serde_json::from_str::<Card>(r#""H11""#).unwrap_err().to_string();
        assert!(not_card.contains("not a card: \"H11\""), "{not_card}");
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
