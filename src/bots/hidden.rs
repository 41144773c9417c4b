//! Redealing the cards a seat cannot see, consistently with what it knows.
//!
//! A determinization puts every unseen card somewhere hidden (another seat's hand, a
//! face-down stock, the undealt rest of the pack) so that each place holds as many cards as
//! it really does and no card goes where the seat knows it cannot be (a suit a player showed
//! out of, a card passed face-up...). The result depends only on the pool, the places and
//! the random stream, never on where the cards really are. The same redeal serves a single
//! pack ([`CardSet`] places) and a double pack ([`CardBag`](crate::engine::multiset::CardBag)
//! places, where a face may be unseen twice).

use crate::engine::multiset::Pile;
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
/// Copies of one face count one card each (a double pack's pool).
pub fn redeal<P: Pile>(pool: P, slots: &[Slot], rng: &mut GameRng) -> Option<Vec<P>> {
    let total: usize = slots.iter().map(|s| s.count).sum();
    if total != pool.size() {
        return None;
    }
    let mut cards: Vec<Card> = pool.cards().collect();
    rng.shuffle(&mut cards);
    let mut out = vec![P::EMPTY; slots.len()];
    let mut misplaced = Vec::new();
    let mut next = cards.into_iter();
    for (i, slot) in slots.iter().enumerate() {
        for c in next.by_ref().take(slot.count) {
            if slot.excluded.contains(c) {
                misplaced.push(c);
            } else {
                out[i].put(c);
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

/// Deals `pool` again to the hands of `seats` (indices into `hands`), each keeping its size
/// and getting nothing of its `voids[seat]` (suits it has shown out of): the determinization
/// of a game whose only hidden cards are other players' hands. The other hands stay as they
/// are. `None`, changing nothing, when no such deal exists.
pub fn redeal_hands(hands: &mut [CardSet], seats: &[usize], pool: CardSet, voids: &[CardSet], rng: &mut GameRng) -> Option<()> {
    let slots: Vec<Slot> = seats.iter().map(|&s| Slot::excluding(hands[s].len() as usize, voids[s])).collect();
    for (&s, h) in seats.iter().zip(redeal(pool, &slots, rng)?) {
        hands[s] = h;
    }
    Some(())
}

/// Random hands of one size from the cards a seat may hold, for [`read_hand`]: each draw
/// shuffles the front of the same list again (a partial Fisher–Yates shuffle taking as many
/// random numbers as the hand has cards), so a draw does not depend on the tries before it
/// but for the order the list was left in.
pub struct Draws {
    cards: Vec<Card>,
    count: usize,
}

impl Draws {
    /// Hands of `count` cards out of `allowed`; `None` when it holds fewer.
    pub fn new(allowed: CardSet, count: usize) -> Option<Draws> {
        let cards: Vec<Card> = allowed.iter().collect();
        (cards.len() >= count).then_some(Draws { cards, count })
    }

    /// The next hand.
    pub fn next(&mut self, rng: &mut GameRng) -> CardSet {
        let len = self.cards.len();
        for i in 0..self.count {
            let j = i + rng.below(len - i);
            self.cards.swap(i, j);
        }
        self.cards[..self.count].iter().copied().collect()
    }
}

/// A hand read from what its seat said (a bid, a call, a declaration): the one routine by
/// which every bidding game's determinization draws hands that fit what was said. Up to
/// `tries` hands are drawn by `draw`, each measured by `miss`: how far the normal bot's
/// rule, on that hand, says from what the seat said (0: the same). The first draw with the
/// smallest miss is kept, and a draw that misses by 0 ends the search. The game says which
/// hands a seat may hold (`draw`: usually [`Draws`] over the unplaced cards outside its
/// voids) and how a hand fits (`miss`); when none of the draws fits, the closest is a
/// hand the seat could hold all the same, so no world is ruled out. `None` when a draw
/// fails.
pub fn read_hand(
    tries: usize,
    rng: &mut GameRng,
    mut draw: impl FnMut(&mut GameRng) -> Option<CardSet>,
    mut miss: impl FnMut(CardSet) -> u32,
) -> Option<CardSet> {
    let mut best: Option<(u32, CardSet)> = None;
    for _ in 0..tries.max(1) {
        let hand = draw(rng)?;
        let m = miss(hand);
        if best.is_none_or(|(b, _)| m < b) {
            best = Some((m, hand));
        }
        if m == 0 {
            break;
        }
    }
    best.map(|(_, hand)| hand)
}

/// Puts `card` into a slot with room, moving other cards along as needed (one augmenting
/// path of a bipartite b-matching). Two copies in one slot are the same move, so each face
/// is tried once.
fn place<P: Pile>(card: Card, slots: &[Slot], out: &mut [P], order: &[usize], visited: &mut [bool]) -> bool {
    for &i in order {
        if visited[i] || slots[i].excluded.contains(card) {
            continue;
        }
        visited[i] = true;
        if out[i].size() < slots[i].count {
            out[i].put(card);
            return true;
        }
        for other in out[i].faces().iter() {
            if place(other, slots, out, order, visited) {
                out[i].take(other);
                out[i].put(card);
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
    use crate::engine::multiset::CardBag;
    use crate::engine::Suit;

    fn set(s: &str) -> CardSet {
        cards(s).into_iter().collect()
    }

    fn bag(s: &str) -> CardBag {
        CardBag::from_cards(&cards(s)).unwrap()
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

    #[test]
    fn a_double_packs_copies_are_redealt_like_cards() {
        let pool = bag("H7 H7 S2 S3 S3 C4 C5 D6");
        let slots = [Slot::excluding(3, Suit::SPADES.mask()), Slot::new(2), Slot::excluding(3, Suit::HEARTS.mask())];
        for seed in 0..300 {
            let out = redeal(pool, &slots, &mut GameRng::seeded(seed)).unwrap();
            assert_eq!(out.iter().map(|b| b.len()).collect::<Vec<_>>(), vec![3, 2, 3]);
            assert_eq!(out[0].sum(out[1]).and_then(|b| b.sum(out[2])), Some(pool));
            assert!(out[0].distinct().and(Suit::SPADES.mask()).is_empty());
            assert!(out[2].distinct().and(Suit::HEARTS.mask()).is_empty());
        }
        // Both copies of a card can be forced into one place.
        let no_spades_then_no_hearts = [Slot::excluding(2, Suit::SPADES.mask()), Slot::excluding(2, Suit::HEARTS.mask())];
        let forced = redeal(bag("H7 H7 S2 S2"), &no_spades_then_no_hearts, &mut GameRng::seeded(3)).unwrap();
        assert_eq!(forced, vec![bag("H7 H7"), bag("S2 S2")]);
        assert_eq!(redeal(bag("H7 H7"), &[Slot::excluding(2, Suit::HEARTS.mask())], &mut GameRng::seeded(1)), None);
    }

    #[test]
    fn a_read_hand_is_the_first_closest_draw_and_an_exact_fit_ends_the_search() {
        // Misses counted down by draw: 3, 1, 2, 1, 0, ... — the draw missing by 1 first is
        // kept over the later one, and the draw missing by 0 ends the search.
        let misses = [3, 1, 2, 1, 0, 5];
        let mut drawn = 0;
        let mut rng = GameRng::seeded(1);
        let mut hands = (0..6).map(|k| CardSet::single(cards("H2 H3 H4 H5 H6 H7")[k]));
        let mut measured = Vec::new();
        let got = read_hand(6, &mut rng, |_| { drawn += 1; hands.next() }, |h| { measured.push(h); misses[measured.len() - 1] });
        assert_eq!(got, Some(set("H6")));
        assert_eq!(drawn, 5);
        let mut hands = (0..6).map(|k| CardSet::single(cards("H2 H3 H4 H5 H6 H7")[k]));
        let mut k = 0;
        let got = read_hand(4, &mut rng, |_| hands.next(), |_| { k += 1; misses[k - 1] });
        assert_eq!(got, Some(set("H3")), "no exact fit in 4 tries: the first closest");
        // A failed draw fails the reading; no tries is one try.
        assert_eq!(read_hand(3, &mut rng, |_| None, |_| 0), None);
        let mut n = 0;
        assert_eq!(read_hand(0, &mut rng, |_| { n += 1; Some(set("S2")) }, |_| 9), Some(set("S2")));
        assert_eq!(n, 1);
    }

    #[test]
    fn draws_are_hands_of_the_size_from_the_allowed_cards_and_all_can_come() {
        let allowed = set("S2 S3 S4 S5 H2");
        assert!(Draws::new(allowed, 6).is_none());
        let mut draws = Draws::new(allowed, 2).unwrap();
        let mut rng = GameRng::seeded(7);
        let mut seen = CardSet::EMPTY;
        for _ in 0..200 {
            let h = draws.next(&mut rng);
            assert_eq!(h.len(), 2);
            assert!(h.minus(allowed).is_empty());
            seen = seen.or(h);
        }
        assert_eq!(seen, allowed);
    }
}
