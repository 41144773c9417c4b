//! What the games' tests share: playing a game forward by a simple policy (chance from a
//! seeded rng, then each seat's first legal action or a random one), checking the dealer
//! and the opening leader deal by deal, and hands built around fixed cards.

use crate::engine::cards::cards;
use crate::engine::{Card, CardSet, Game, GameRng, Seat, Suit, Turn};

/// Plays chance from `rng` and each seat's first legal action until `stop` holds or the
/// game is over.
pub fn run_first_legal_until<G: Game>(g: &mut G, rng: &mut GameRng, stop: impl Fn(&G) -> bool) {
    while !stop(g) {
        match g.turn() {
            Turn::Chance => {
                let a = g.sample_chance(rng);
                g.apply(&a).unwrap();
            }
            Turn::Seat(_) => {
                let a = g.legal_actions()[0].clone();
                g.apply(&a).unwrap();
            }
            Turn::Over => break,
        }
    }
}

/// Plays chance from `rng` and each seat's first legal action to the end of the game.
pub fn play_out_first_legal<G: Game>(g: &mut G, rng: &mut GameRng) {
    run_first_legal_until(g, rng, |_| false);
}

/// Plays chance from `rng` and a random legal action for each seat until `stop` holds on a
/// seat's turn. The game must not end first.
pub fn run_random_until<G: Game>(g: &mut G, rng: &mut GameRng, stop: impl Fn(&G) -> bool) {
    loop {
        match g.turn() {
            Turn::Chance => {
                let a = g.sample_chance(rng);
                g.apply(&a).unwrap();
            }
            Turn::Seat(_) if stop(g) => return,
            Turn::Seat(_) => {
                let legal = g.legal_actions();
                g.apply(&legal[rng.below(legal.len())]).unwrap();
            }
            Turn::Over => unreachable!("the game ended before the position looked for"),
        }
    }
}

/// Plays deal after deal (chance from `rng`, then each seat's first legal action), checking
/// before each deal its dealer (`dealer` reads it) and after the deal who leads first, by
/// the pairs of `rotation`. Stops early if the game is over.
pub fn check_rotation<G: Game>(g: &mut G, rng: &mut GameRng, dealer: impl Fn(&G) -> Seat, rotation: &[(Seat, Seat)]) {
    for &(want_dealer, leader) in rotation {
        assert_eq!(dealer(g), want_dealer);
        let deal = g.sample_chance(rng);
        g.apply(&deal).unwrap();
        assert_eq!(g.turn(), Turn::Seat(leader));
        while let Turn::Seat(_) = g.turn() {
            let a = g.legal_actions()[0].clone();
            g.apply(&a).unwrap();
        }
        if g.turn() == Turn::Over {
            break;
        }
    }
}

/// Four hands of 13 holding at least `fixed[s]`; the rest of the pack of 52 fills them in
/// seat order.
pub fn hands_with(fixed: [&str; 4]) -> Vec<CardSet> {
    fill_hands(4, 13, &fixed, &[], CardSet::EMPTY).0
}

/// `n` hands of `h` cards holding at least `fixed[s]` (none where `fixed` ends), the rest of
/// the pack of 52 less `aside` filling them in order; a seat listed in `voids` gets no card
/// of that suit from the filler, and takes its filler first. Returns the hands and the cards
/// left unplaced, in pack order.
pub fn fill_hands(n: usize, h: u32, fixed: &[&str], voids: &[(Seat, Suit)], aside: CardSet) -> (Vec<CardSet>, Vec<Card>) {
    let mut hands: Vec<CardSet> = (0..n).map(|s| cards(fixed.get(s).copied().unwrap_or("")).into_iter().collect()).collect();
    let used = hands.iter().fold(aside, |a, h| a.or(*h));
    // Seats with voids take their filler first, from the suits they may hold.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|s| !voids.iter().any(|(v, _)| *v as usize == *s));
    let mut rest: Vec<Card> = CardSet::standard_52().minus(used).iter().collect();
    for s in order {
        let mut spare = Vec::new();
        for c in std::mem::take(&mut rest) {
            let void = voids.iter().any(|&(v, suit)| v as usize == s && c.suit() == suit);
            if hands[s].len() < h && !void {
                hands[s].insert(c);
            } else {
                spare.push(c);
            }
        }
        rest = spare;
    }
    (hands, rest)
}
