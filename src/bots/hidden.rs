//! Redealing the cards a seat cannot see, consistently with what it knows.
//!
//! A determinization puts every unseen card somewhere hidden (another seat's hand, a
//! face-down stock, the undealt rest of the pack) so that each place holds as many cards as
//! it really does and no card goes where the seat knows it cannot be (a suit a player showed
//! out of, a card passed face-up...). The result depends only on the pool, the places and
//! the random stream, never on where the cards really are.

use crate::engine::{Card, CardSet, GameRng};

/// A hidden place: how many cards it holds and the cards it is known not to hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub count: usize,
    pub excluded: CardSet,
}

impl Slot {
    pub fn new(count: usize) -> Slot {
        Slot { count, excluded: CardSet::EMPTY }
    }
    pub fn excluding(count: usize, excluded: CardSet) -> Slot {
        Slot { count, excluded }
    }
}

/// Deals `pool` into `slots` at random: uniformly when nothing is excluded, and otherwise
/// a uniform deal repaired by moving the misplaced cards along augmenting paths. Returns
/// `None` when the counts do not add up to the pool or no deal satisfies the exclusions.
pub fn redeal(pool: CardSet, slots: &[Slot], rng: &mut GameRng) -> Option<Vec<CardSet>> {
    let total: usize = slots.iter().map(|s| s.count).sum();
    if total != pool.len() as usize {
        return None;
    }
    let mut cards: Vec<Card> = pool.iter().collect();
    rng.shuffle(&mut cards);
    let mut out = vec![CardSet::EMPTY; slots.len()];
    let mut misplaced = Vec::new();
    let mut next = cards.into_iter();
    for (i, slot) in slots.iter().enumerate() {
        for c in next.by_ref().take(slot.count) {
            if slot.excluded.contains(c) {
                misplaced.push(c);
            } else {
                out[i].insert(c);
            }
        }
    }
    for c in misplaced {
        let mut order: Vec<usize> = (0..slots.len()).collect();
        rng.shuffle(&mut order);
        let mut visited = vec![false; slots.len()];
        if !place(c, slots, &mut out, &order, &mut visited) {
            return None;
        }
    }
    Some(out)
}

/// Puts `card` into a slot with room, moving other cards along as needed (one augmenting
/// path of a bipartite b-matching).
fn place(card: Card, slots: &[Slot], out: &mut [CardSet], order: &[usize], visited: &mut [bool]) -> bool {
    for &i in order {
        if visited[i] || slots[i].excluded.contains(card) {
            continue;
        }
        visited[i] = true;
        if (out[i].len() as usize) < slots[i].count {
            out[i].insert(card);
            return true;
        }
        for other in out[i].iter() {
            if place(other, slots, out, order, visited) {
                out[i].remove(other);
                out[i].insert(card);
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cards::cards;
    use crate::engine::Suit;

    fn set(s: &str) -> CardSet {
        cards(s).into_iter().collect()
    }

    #[test]
    fn counts_are_kept_and_exclusions_respected() {
        let pool = CardSet::standard_52();
        let no_spades = Suit::SPADES.mask();
        let no_hearts_or_clubs = Suit::HEARTS.mask().or(Suit::CLUBS.mask());
        let slots = [Slot::excluding(13, no_spades), Slot::new(13), Slot::excluding(26, no_hearts_or_clubs)];
        for seed in 0..200 {
            let out = redeal(pool, &slots, &mut GameRng::seeded(seed)).unwrap();
            assert_eq!(out.iter().map(|h| h.len()).collect::<Vec<_>>(), vec![13, 13, 26]);
            assert_eq!(out[0].or(out[1]).or(out[2]), pool);
            assert!(out[0].and(no_spades).is_empty());
            assert!(out[2].and(no_hearts_or_clubs).is_empty());
        }
    }

    #[test]
    fn a_forced_deal_is_found() {
        // Only one deal fits: the first place cannot hold hearts, the second no spades.
        let pool = set("H2 H3 S2 S3");
        let slots = [Slot::excluding(2, Suit::HEARTS.mask()), Slot::excluding(2, Suit::SPADES.mask())];
        for seed in 0..50 {
            assert_eq!(redeal(pool, &slots, &mut GameRng::seeded(seed)).unwrap(), vec![set("S2 S3"), set("H2 H3")]);
        }
    }

    #[test]
    fn impossible_requests_are_none() {
        let pool = set("H2 H3");
        assert_eq!(redeal(pool, &[Slot::new(1)], &mut GameRng::seeded(1)), None);
        assert_eq!(redeal(pool, &[Slot::excluding(2, Suit::HEARTS.mask())], &mut GameRng::seeded(1)), None);
    }

    #[test]
    fn unconstrained_deals_are_spread_evenly() {
        // Each of 4 cards lands in the first of two 2-card places about half the time.
        let pool = set("C2 C3 C4 C5");
        let mut hits = [0u32; 4];
        for seed in 0..4000 {
            let out = redeal(pool, &[Slot::new(2), Slot::new(2)], &mut GameRng::seeded(seed)).unwrap();
            for (k, c) in pool.iter().enumerate() {
                hits[k] += out[0].contains(c) as u32;
            }
        }
        for h in hits {
            assert!((1800..2200).contains(&h), "{hits:?}");
        }
    }
}
