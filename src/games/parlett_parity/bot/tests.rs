//! The solver is exact: it agrees with plain minimax on random endings, and the hard bot's
//! moves are the best of those values.

use super::*;
use crate::bots::ismcts::Worlds;
use crate::bots::{choose, Level};
use crate::engine::ruleset::Ruleset;
use crate::games::test_support::run_random_until;

/// A game of `rules` dealt from `seed`, trumps and parity named at random, then played at
/// random until `left` cards remain in the two hands and the trick together.
pub(crate) fn ending(rules: &Ruleset, seed: u64, left: u32) -> ParlettParity {
    let mut g = ParlettParity::new(rules);
    run_random_until(&mut g, &mut GameRng::seeded(seed), |g| {
        g.phase == Phase::Play && g.hands[0].len() + g.hands[1].len() + g.tricks.trick.len() as u32 <= left
    });
    g
}

fn rules(options: &[(&str, &str)]) -> Ruleset {
    Ruleset::with_options(&INFO, options.iter().copied()).unwrap()
}

#[test]
fn the_solver_agrees_with_plain_minimax_on_random_endings() {
    let variants = [rules(&[]), rules(&[("joker-variant", "on")])];
    let mut checked = 0;
    for (k, r) in variants.iter().enumerate() {
        for seed in 0..60 {
            // 9 to 12 cards: five or six tricks left, sometimes mid-trick.
            let g = ending(r, seed * 7 + k as u64, 9 + (seed % 4) as u32);
            let p = g.position(g.trump.unwrap(), g.parity.unwrap());
            let exact = minimax(&p);
            assert_eq!(Solver::new().value(&p), exact, "seed {seed}, variant {k}: {p:?}");
            // And each card's value, as the hint shows it.
            let sign = if p.to_move() == 0 { 1 } else { -1 };
            for (a, v) in g.exact_values() {
                let Action::Play(c) = a else { panic!("{a:?}") };
                assert_eq!(v, sign * minimax(&p.play(solver::bit(c).trailing_zeros())), "seed {seed}: {c}");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 120);
}

use solver::minimax;

#[test]
fn the_first_trick_still_to_play_counts_double_in_the_solver() {
    // One trick left, the first (a two-card deal cannot occur, but the rule must hold):
    // seat 0 leads SA, seat 1 plays S9; seat 0 takes 2 of 13 counted tricks.
    let p = Position {
        hands: [solver::bit(Card::new(Suit::SPADES, 14)), solver::bit(Card::new(Suit::SPADES, 9))],
        trump: Some(Suit::HEARTS.0),
        parity: Parity::Even,
        base: 10,
        leader: 0,
        led: None,
        counted0: 0,
        tricks_left: 1,
        double: true,
    };
    assert_eq!(Solver::new().value(&p), 12, "seat 0 has 2, even: 10 + 2");
    assert_eq!(minimax(&p), 12);
}

#[test]
fn the_hard_bot_plays_a_best_move_and_the_hint_ranks_it_first() {
    for seed in 0..10 {
        let g = ending(&rules(&[]), 100 + seed, 14);
        let values = g.exact_values();
        let best = values.iter().map(|(_, v)| *v).max().unwrap();
        let chosen = choose(&g, Level::Hard, &mut GameRng::seeded(seed)).unwrap();
        let v = values.iter().find(|(a, _)| *a == chosen).unwrap().1;
        assert_eq!(v, best, "seed {seed}: the hard bot chose a move worth {v}, the best is {best}");
        let mut rng = GameRng::seeded(0);
        let est = g.own_search(0, &WorldSource::new(&g, 0, Worlds::Sampled, 1, &mut rng), 1, &mut rng).unwrap();
        let top = est.iter().max_by_key(|e| e.visits).unwrap();
        assert_eq!(top.value, best as f64);
    }
}

#[test]
fn trumps_are_judged_with_the_dealer_choosing_the_parity() {
    let mut g = ParlettParity::new(&rules(&[]));
    let mut rng = GameRng::seeded(5);
    while g.phase != Phase::NameTrump {
        let a = g.sample_chance(&mut rng);
        g.apply(&a).unwrap();
    }
    let values = g.exact_values();
    assert_eq!(values.len(), 4);
    let nd = g.non_dealer();
    for (a, v) in &values {
        let Action::Trump(t) = a else { panic!() };
        let mut after = g.clone();
        after.apply(a).unwrap();
        // The dealer's best parity, from the dealer's side, is the non-dealer's value negated.
        let dealer_best = after.exact_values().iter().map(|(_, v)| *v).max().unwrap();
        assert_eq!(*v, -dealer_best, "{t:?} for seat {nd}");
    }
}
