//! What the games' tests share: playing a game forward by a simple policy (chance from a
//! seeded rng, then each seat's first legal action or a random one), checking the dealer
//! and the opening leader deal by deal, and hands built around fixed cards.

use crate::engine::cards::cards;
use crate::engine::{CardSet, Game, GameRng, Seat, Turn};

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
    let mut hands: Vec<CardSet> = fixed.iter().map(|f| cards(f).into_iter().collect()).collect();
    let used = hands.iter().fold(CardSet::EMPTY, |a, h| a.or(*h));
    let mut rest = CardSet::standard_52().minus(used).iter();
    for h in hands.iter_mut() {
        while h.len() < 13 {
            h.insert(rest.next().unwrap());
        }
    }
    hands
}
