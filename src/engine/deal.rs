//! The deal cycle every dealt game shares: the first dealer drawn by chance, the seats on the
//! dealer's left and right, the deal passing round the table, a shuffled pack dealt one card
//! at a time from the dealer's neighbour, and the check that a recorded deal could have
//! happened.

use super::cards::{Card, CardSet};
use super::game::IllegalAction;
use super::multiset::Pile;
use super::rng::GameRng;
use super::seats::{nth_from, Direction, Seat};

/// The seat on `s`'s left among `n`: the next one clockwise (seats are numbered clockwise).
pub fn left_of(s: Seat, n: usize) -> Seat {
    Direction::Clockwise.next(s, n)
}

/// The seat on `s`'s right among `n`: the next one counter-clockwise.
pub fn right_of(s: Seat, n: usize) -> Seat {
    Direction::CounterClockwise.next(s, n)
}

/// Chance: the first dealer (or first starting player), every one of the `n` seats equally
/// likely. Games record it as an action of its own, so a record replays without the seed.
pub fn draw_first_dealer(n: usize, rng: &mut GameRng) -> Seat {
    rng.below(n) as Seat
}

/// A recorded first dealer, checked: it must be one of the `n` seats.
pub fn first_dealer(seat: Seat, n: usize) -> Result<Seat, IllegalAction> {
    if seat as usize >= n {
        return Err(IllegalAction::BadOutcome(format!("no seat {seat}")));
    }
    Ok(seat)
}

/// The dealer of the next deal: the deal passes one seat on in direction `passes`
/// (`Clockwise` is "the deal passes left").
pub fn next_dealer(dealer: Seat, n: usize, passes: Direction) -> Seat {
    passes.next(dealer, n)
}

/// Who deals and how many deals are done, as the engine keeps it for every dealt game: the
/// first dealer drawn by chance (a recorded action, so a record replays without the seed),
/// the deal passing round the table, and the count of finished deals. A game says only when
/// it ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealCycle {
    seats: u8,
    passes: Direction,
    /// The first deal's dealer.
    pub first: Seat,
    /// The dealer of the deal in progress (or of the last deal, once the game is over).
    pub dealer: Seat,
    /// Deals finished so far.
    pub done: u8,
}

impl DealCycle {
    /// `seats` at the table; the deal passes one seat on in direction `passes` after each deal.
    pub fn new(seats: usize, passes: Direction) -> Self {
        DealCycle { seats: seats as u8, passes, first: 0, dealer: 0, done: 0 }
    }

    /// Chance: the first dealer, every seat equally likely.
    pub fn draw(&self, rng: &mut GameRng) -> Seat {
        draw_first_dealer(self.seats as usize, rng)
    }

    /// The recorded first dealer, checked.
    pub fn choose(&mut self, seat: Seat) -> Result<(), IllegalAction> {
        self.first = first_dealer(seat, self.seats as usize)?;
        self.dealer = seat;
        Ok(())
    }

    /// The seat next to the dealer in the direction the deal passes: the dealer's left when
    /// it passes left, who is dealt to and leads first in most games.
    pub fn after_dealer(&self) -> Seat {
        self.passes.next(self.dealer, self.seats as usize)
    }

    /// 1-based number of the deal in progress.
    pub fn number(&self) -> u8 {
        self.done + 1
    }

    /// Whether the deal in progress is the last of a game of `deals` deals.
    pub fn is_last_of(&self, deals: u8) -> bool {
        self.done + 1 >= deals
    }

    /// Counts the deal just finished and, unless the game ends with it (`game_over`), passes
    /// the deal on.
    pub fn end_deal(&mut self, game_over: bool) {
        // Saturating: a game without a set length (There Were None) never comes near 255
        // deals in play (33 at most in 2,000 bot games), and an absurdly long companion sheet
        // must not wrap the count.
        self.done = self.done.saturating_add(1);
        if !game_over {
            self.dealer = next_dealer(self.dealer, self.seats as usize, self.passes);
        }
    }
}

/// Shuffles `pack` and deals `per_seat` cards to each of `seats` seats one at a time,
/// starting with the seat after `dealer` in direction `dir` (the dealer's left when
/// clockwise) and going on in that direction. Returns the hands (indexed by seat) and the
/// undealt rest in shuffled order, top first. Works for a plain pack and for a double pack
/// alike ([`Pile`]).
pub fn deal_from_dealer<P: Pile>(
    pack: P,
    seats: usize,
    per_seat: usize,
    dealer: Seat,
    dir: Direction,
    rng: &mut GameRng,
) -> (Vec<P>, Vec<Card>) {
    deal_in_packets(pack, seats, &vec![1; per_seat], dealer, dir, rng)
}

/// Shuffles `pack` and deals it in rounds, as [`deal_from_dealer`] does, except that in
/// round k each seat in turn takes `packets[k]` cards at once (Twenty-One deals 1 card
/// each, then 2 cards each six times: `[1, 2, 2, 2, 2, 2, 2]`). Dealing stops when the pack
/// runs out; the undealt rest is returned in shuffled order, top first.
pub fn deal_in_packets<P: Pile>(
    pack: P,
    seats: usize,
    packets: &[usize],
    dealer: Seat,
    dir: Direction,
    rng: &mut GameRng,
) -> (Vec<P>, Vec<Card>) {
    let mut order: Vec<Card> = pack.cards().collect();
    rng.shuffle(&mut order);
    let first = dir.next(dealer, seats);
    let mut hands = vec![P::EMPTY; seats];
    let to_seat = packets.iter().flat_map(|&p| (0..seats).flat_map(move |k| std::iter::repeat_n(k, p)));
    let dealt = (seats * packets.iter().sum::<usize>()).min(order.len());
    for (k, card) in to_seat.zip(order.drain(..dealt)) {
        hands[nth_from(first, k, dir, seats) as usize].put(card);
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
        let (hands, rest) = deal_from_dealer(CardSet::standard_52(), 4, 13, 0, Direction::Clockwise, &mut rng);
        assert!(rest.is_empty());
        assert_eq!(check_full_deal(&hands, 4, 13, CardSet::standard_52()), Ok(()));
        let mut bad = hands.clone();
        let c = bad[0].first().unwrap();
        bad[1].insert(c);
        assert!(check_full_deal(&bad, 4, 13, CardSet::standard_52()).is_err());
    }

    #[test]
    fn the_first_card_goes_next_to_the_dealer_in_the_direction_of_the_deal() {
        // Five cards to five seats: each seat gets one, so the shuffled order shows who was
        // dealt first. The same stream deals both ways.
        let pack: CardSet = "S2 S3 S4 S5 S6".split(' ').map(|c| c.parse::<Card>().unwrap()).collect();
        let mut order: Vec<Card> = pack.iter().collect();
        GameRng::seeded(4).shuffle(&mut order);
        let (left, rest) = deal_from_dealer(pack, 5, 1, 4, Direction::Clockwise, &mut GameRng::seeded(4));
        assert!(rest.is_empty());
        let (right, _) = deal_from_dealer(pack, 5, 1, 4, Direction::CounterClockwise, &mut GameRng::seeded(4));
        for k in 0..5 {
            assert_eq!(left[k as usize].first(), Some(order[k as usize]), "clockwise from s0, the dealer's left");
            assert_eq!(right[(3 + 5 - k) as usize % 5].first(), Some(order[k as usize]), "counter-clockwise from s3");
        }
    }

    #[test]
    fn packets_go_round_the_table_a_round_at_a_time() {
        // Twenty-One's deal (games/twenty_one/rules.md R4, Example 1): 1 card each, then 2
        // cards each six times, counter-clockwise from the dealer's right.
        let mut order: Vec<Card> = CardSet::standard_52().iter().collect();
        GameRng::seeded(9).shuffle(&mut order);
        let packets = [1, 2, 2, 2, 2, 2, 2];
        let (hands, rest) = deal_in_packets(CardSet::standard_52(), 4, &packets, 0, Direction::CounterClockwise, &mut GameRng::seeded(9));
        assert!(rest.is_empty());
        assert_eq!(check_full_deal(&hands, 4, 13, CardSet::standard_52()), Ok(()));
        // Round one: seats 3, 2, 1, 0 (the dealer last) take one card each.
        for (k, seat) in [3, 2, 1, 0].into_iter().enumerate() {
            assert!(hands[seat].contains(order[k]), "card {k} to seat {seat}");
        }
        // Round two: seat 3 takes cards 4 and 5, seat 2 cards 6 and 7, ...
        for (k, seat) in [3, 3, 2, 2, 1, 1, 0, 0].into_iter().enumerate() {
            assert!(hands[seat].contains(order[4 + k]), "card {} to seat {seat}", 4 + k);
        }
        // One card a round is the ordinary deal.
        let one_at_a_time = deal_from_dealer(CardSet::standard_52(), 4, 13, 0, Direction::CounterClockwise, &mut GameRng::seeded(9));
        assert_eq!(deal_in_packets(CardSet::standard_52(), 4, &[1; 13], 0, Direction::CounterClockwise, &mut GameRng::seeded(9)), one_at_a_time);
        assert_ne!(one_at_a_time.0, hands, "the packets change who gets which card");
    }

    #[test]
    fn seats_round_the_dealer_wrap() {
        assert_eq!((left_of(3, 4), right_of(3, 4)), (0, 2));
        assert_eq!((left_of(0, 7), right_of(0, 7)), (1, 6));
        assert_eq!(next_dealer(6, 7, Direction::Clockwise), 0, "the deal passes left");
        assert_eq!(next_dealer(0, 7, Direction::CounterClockwise), 6);
    }

    #[test]
    fn the_first_dealer_is_a_seat_at_the_table() {
        assert_eq!(first_dealer(3, 4), Ok(3));
        assert_eq!(first_dealer(4, 4), Err(IllegalAction::BadOutcome("no seat 4".into())));
        let mut seen = [false; 5];
        let mut rng = GameRng::seeded(2);
        for _ in 0..100 {
            seen[draw_first_dealer(5, &mut rng) as usize] = true;
        }
        assert_eq!(seen, [true; 5], "every seat can deal first");
    }
}
