//! Dealing: shuffled packs dealt round the table, and checks that a recorded deal could
//! have happened.

use super::cards::{Card, CardSet};
use super::game::IllegalAction;
use super::rng::GameRng;
use super::seats::{nth_from, Direction, Seat};

/// Shuffles `pack` and deals `per_seat` cards to each of `seats` seats one at a time,
/// starting with `first` and going in direction `dir`. Returns the hands (indexed by seat)
/// and the undealt rest in shuffled order.
pub fn deal_one_at_a_time(
    pack: CardSet,
    seats: usize,
    per_seat: usize,
    first: Seat,
    dir: Direction,
    rng: &mut GameRng,
) -> (Vec<CardSet>, Vec<Card>) {
    let mut order: Vec<Card> = pack.iter().collect();
    rng.shuffle(&mut order);
    let mut hands = vec![CardSet::EMPTY; seats];
    for (k, card) in order.drain(..seats * per_seat).enumerate() {
        hands[nth_from(first, k, dir, seats) as usize].insert(card);
    }
    (hands, order)
}

/// Checks that `hands` split `pack` exactly, `per_seat` cards each.
pub fn check_full_deal(hands: &[CardSet], seats: usize, per_seat: u32, pack: CardSet) -> Result<(), IllegalAction> {
    if hands.len() != seats {
        return Err(IllegalAction::BadOutcome(format!("{} hands dealt, expected {seats}", hands.len())));
    }
    let mut seen = CardSet::EMPTY;
    for (s, h) in hands.iter().enumerate() {
        if h.len() != per_seat {
            return Err(IllegalAction::BadOutcome(format!("seat {s} was dealt {} cards, expected {per_seat}", h.len())));
        }
        if !h.and(seen).is_empty() {
            return Err(IllegalAction::BadOutcome(format!("{:?} dealt twice", h.and(seen))));
        }
        if !h.minus(pack).is_empty() {
            return Err(IllegalAction::BadOutcome(format!("{:?} are not in the pack", h.minus(pack))));
        }
        seen = seen.or(*h);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deal_splits_the_pack() {
        let mut rng = GameRng::seeded(1);
        let (hands, rest) = deal_one_at_a_time(CardSet::standard_52(), 4, 13, 1, Direction::Clockwise, &mut rng);
        assert!(rest.is_empty());
        assert_eq!(check_full_deal(&hands, 4, 13, CardSet::standard_52()), Ok(()));
        let mut bad = hands.clone();
        let c = bad[0].first().unwrap();
        bad[1].insert(c);
        assert!(check_full_deal(&bad, 4, 13, CardSet::standard_52()).is_err());
    }
}
