//! A multiset of cards, for games played with two identical packs (Double-Deck German
//! Whist, docs/architecture.md §3 G2).
//!
//! [`CardSet`] holds each card at most once. A [`CardBag`] holds each card 0, 1 or 2 times:
//! `one` is the set of cards held at least once and `two` the set held twice, with the
//! invariant `two ⊆ one`. Identical cards are interchangeable, so a game's actions stay
//! `Play(Card)` by face, and `bag.distinct()` is the plain set of faces that `must_follow`
//! and the other set-based helpers take unchanged.
//!
//! In records and views a bag is a list of card texts in which a card may appear twice:
//! first every card held, once, in index order (exactly the [`CardSet`] text of
//! `distinct()`), then the cards held twice, again in index order. `["C2","H7","SA","H7"]`
//! is C2, two H7s and SA. Reading accepts any order and refuses a card listed three times.
//! (Listing the faces first keeps a bag's first two entries different whenever it holds two
//! different faces, so "the second card named becomes a copy of the first" always yields an
//! impossible deal; see tests/conformance.rs.)

use super::cards::{Card, CardSet, Suit};
use super::game::IllegalAction;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Cards with multiplicity 0-2. See the module documentation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardBag {
    /// Cards held at least once.
    one: CardSet,
    /// Cards held twice; always a subset of `one`.
    two: CardSet,
}

impl CardBag {
    pub const EMPTY: CardBag = CardBag { one: CardSet::EMPTY, two: CardSet::EMPTY };

    /// One copy of each card of `set`.
    pub const fn from_set(set: CardSet) -> CardBag {
        CardBag { one: set, two: CardSet::EMPTY }
    }

    /// Two copies of each card of `set`: `double(CardSet::standard_52())` is the 104-card
    /// double pack.
    pub const fn double(set: CardSet) -> CardBag {
        CardBag { one: set, two: set }
    }

    /// The bag of a list of cards, or `None` if a card occurs more than twice.
    pub fn from_cards(cards: &[Card]) -> Option<CardBag> {
        let mut b = CardBag::EMPTY;
        for &c in cards {
            if !b.insert(c) {
                return None;
            }
        }
        Some(b)
    }

    /// How many copies of `c` the bag holds: 0, 1 or 2.
    pub const fn count(self, c: Card) -> u8 {
        self.one.contains(c) as u8 + self.two.contains(c) as u8
    }

    pub const fn contains(self, c: Card) -> bool {
        self.one.contains(c)
    }

    /// Adds one copy of `c`. Returns false, leaving the bag unchanged, if it already holds two.
    pub fn insert(&mut self, c: Card) -> bool {
        if !self.one.contains(c) {
            self.one.insert(c);
        } else if !self.two.contains(c) {
            self.two.insert(c);
        } else {
            return false;
        }
        true
    }

    /// Removes one copy of `c`. Returns false, leaving the bag unchanged, if it holds none.
    pub fn remove(&mut self, c: Card) -> bool {
        if self.two.contains(c) {
            self.two.remove(c);
        } else if self.one.contains(c) {
            self.one.remove(c);
        } else {
            return false;
        }
        true
    }

    /// The number of cards, counting copies.
    pub const fn len(self) -> u32 {
        self.one.len() + self.two.len()
    }

    pub const fn is_empty(self) -> bool {
        self.one.is_empty()
    }

    /// The faces held (each once).
    pub const fn distinct(self) -> CardSet {
        self.one
    }

    /// The faces held twice.
    pub const fn doubles(self) -> CardSet {
        self.two
    }

    /// The multiset sum, or `None` if some card would occur more than twice.
    pub fn sum(self, o: CardBag) -> Option<CardBag> {
        let mut b = self;
        for c in o.iter() {
            if !b.insert(c) {
                return None;
            }
        }
        Some(b)
    }

    /// The multiset difference: each card's count less its count in `o`, never below 0.
    pub fn minus(self, o: CardBag) -> CardBag {
        let mut b = self;
        for c in o.iter() {
            b.remove(c);
        }
        b
    }

    /// Whether every card of `self` occurs in `o` at least as often.
    pub fn is_subbag_of(self, o: CardBag) -> bool {
        self.one.minus(o.one).is_empty() && self.two.minus(o.two).is_empty()
    }

    /// Every copy in index order, repeats adjacent: `C2 H7 H7 SA`.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        self.one.iter().flat_map(move |c| std::iter::repeat_n(c, self.count(c) as usize))
    }

    /// Every copy sorted for a hand display (suits S, H, C, D, high rank first, then
    /// jokers), repeats adjacent.
    pub fn sorted_for_display(self) -> Vec<Card> {
        self.one.sorted_for_display().into_iter().flat_map(|c| std::iter::repeat_n(c, self.count(c) as usize)).collect()
    }

    /// The cards of one suit, with their copies.
    pub fn of_suit(self, s: Suit) -> CardBag {
        CardBag { one: self.one.of_suit(s), two: self.two.of_suit(s) }
    }
}

impl fmt::Debug for CardBag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// A list: every face once, then the faces held twice (see the module documentation).
impl Serialize for CardBag {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.one.iter().chain(self.two.iter()))
    }
}

impl<'de> Deserialize<'de> for CardBag {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CardBag, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        CardBag::from_cards(&cards).ok_or_else(|| serde::de::Error::custom("a card is listed more than twice"))
    }
}

/// Cards in one place, where a face may or may not repeat: a [`CardSet`] (each card once) or
/// a [`CardBag`] (up to two copies). Dealing (`deal::deal_from_dealer`) and the bots'
/// hidden-card redeal (`bots::hidden::redeal`) are written once over it.
pub trait Pile: Copy + PartialEq + fmt::Debug {
    const EMPTY: Self;
    /// Adds one copy of `c`. (Only called where the pile has room for it: a set never gets a
    /// card twice, a bag never a third copy.)
    fn put(&mut self, c: Card);
    /// Removes one copy of `c`.
    fn take(&mut self, c: Card);
    /// The number of cards, copies counted.
    fn size(self) -> usize;
    /// The faces held, each once.
    fn faces(self) -> CardSet;
    /// Every card, copies included, in index order.
    fn cards(self) -> impl Iterator<Item = Card>;
}

impl Pile for CardSet {
    const EMPTY: CardSet = CardSet::EMPTY;
    fn put(&mut self, c: Card) {
        self.insert(c);
    }
    fn take(&mut self, c: Card) {
        self.remove(c);
    }
    fn size(self) -> usize {
        self.len() as usize
    }
    fn faces(self) -> CardSet {
        self
    }
    fn cards(self) -> impl Iterator<Item = Card> {
        self.iter()
    }
}

impl Pile for CardBag {
    const EMPTY: CardBag = CardBag::EMPTY;
    fn put(&mut self, c: Card) {
        let room = self.insert(c);
        debug_assert!(room, "a third copy of {c}");
    }
    fn take(&mut self, c: Card) {
        self.remove(c);
    }
    fn size(self) -> usize {
        self.len() as usize
    }
    fn faces(self) -> CardSet {
        self.distinct()
    }
    fn cards(self) -> impl Iterator<Item = Card> {
        self.iter()
    }
}

/// Checks that `parts` together are exactly `pack`, copies counted: no card beyond the
/// pack's copies, none missing. The bag form of a partition check (§3 G8).
pub fn check_bag_partition(parts: &[CardBag], pack: CardBag) -> Result<(), IllegalAction> {
    let mut total = CardBag::EMPTY;
    for p in parts {
        total = total
            .sum(*p)
            .filter(|t| t.is_subbag_of(pack))
            .ok_or_else(|| IllegalAction::BadOutcome(format!("more copies than the pack holds among {p:?}")))?;
    }
    if total != pack {
        return Err(IllegalAction::BadOutcome(format!("{:?} are missing", pack.minus(total))));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::cards;
    use crate::engine::deal::deal_from_dealer;
    use crate::engine::rng::GameRng;
    use crate::engine::seats::Direction;

    fn bag(s: &str) -> CardBag {
        CardBag::from_cards(&cards(s)).unwrap()
    }

    #[test]
    fn counts_go_from_zero_to_two() {
        let mut b = CardBag::EMPTY;
        let sk: Card = "SK".parse().unwrap();
        assert_eq!(b.count(sk), 0);
        assert!(b.insert(sk) && b.insert(sk));
        assert_eq!(b.count(sk), 2);
        assert!(!b.insert(sk), "a third copy is refused");
        assert_eq!(b.len(), 2);
        assert!(b.remove(sk));
        assert_eq!(b.count(sk), 1);
        assert!(b.remove(sk) && !b.remove(sk));
        assert!(b.is_empty());
    }

    #[test]
    fn text_lists_faces_then_second_copies() {
        let b = bag("SA H7 C2 H7");
        assert_eq!(serde_json::to_string(&b).unwrap(), r#"["C2","H7","SA","H7"]"#);
        let back: CardBag = serde_json::from_str(r#"["H7","SA","H7","C2"]"#).unwrap();
        assert_eq!(back, b);
        assert!(serde_json::from_str::<CardBag>(r#"["H7","H7","H7"]"#).is_err());
        assert_eq!(format!("{b:?}"), "[C2, H7, H7, SA]");
        assert_eq!(b.sorted_for_display(), cards("SA H7 H7 C2"));
    }

    #[test]
    fn sum_difference_and_sub_bags() {
        let a = bag("H7 H7 SA");
        let b = bag("SA C2");
        assert_eq!(a.sum(b), Some(bag("H7 H7 SA SA C2")));
        assert_eq!(a.sum(bag("H7")), None);
        assert_eq!(a.minus(b), bag("H7 H7"));
        assert!(bag("H7").is_subbag_of(a) && !bag("C2").is_subbag_of(a) && !bag("SA SA").is_subbag_of(a));
        assert_eq!(a.distinct().len(), 2);
        assert_eq!(a.doubles(), CardSet::single("H7".parse().unwrap()));
    }

    #[test]
    fn a_double_deal_splits_the_double_pack() {
        let pack = CardBag::double(CardSet::standard_52());
        assert_eq!(pack.len(), 104);
        let (hands, rest) = deal_from_dealer(pack, 4, 13, 0, Direction::Clockwise, &mut GameRng::seeded(3));
        assert!(hands.iter().all(|h| h.len() == 13));
        assert_eq!(rest.len(), 52);
        let mut parts = hands.clone();
        parts.push(CardBag::from_cards(&rest).unwrap());
        assert_eq!(check_bag_partition(&parts, pack), Ok(()));
        // A third copy, or a missing card, is refused.
        let c = hands[0].iter().next().unwrap();
        let mut bad = parts.clone();
        let d = bad[1].iter().next().unwrap();
        bad[1].remove(d);
        bad[1].insert(c);
        assert!(check_bag_partition(&bad, pack).is_err());
        assert!(check_bag_partition(&parts[..4], pack).is_err());
    }
}
