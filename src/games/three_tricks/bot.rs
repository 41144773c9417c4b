//! Three Tricks for the bots: the plain trick game's determinization, inference and search
//! (`plain_trick::bot`), with this game's rule of thumb for the normal level and a fast
//! playout of its own.

use super::*;
use crate::bots::tricks::{pick_card, Aim};
use crate::engine::cards::{Card, CardSet};
use crate::engine::{GameRng, Seat};
use crate::games::plain_trick::bot::BotRules;

impl BotRules for Options {
    /// A deal's points run from −13 to +9.
    const REWARD_SCALE: f64 = 8.0;
    const HARD_ITERATIONS: u32 = 2000;

    /// Aim for exactly three tricks (rules.md R12: 1-3 score t², 4 or more lose t).
    fn normal_card(view: &View, legal: CardSet) -> Card {
        let me = view.seat;
        let aim = if view.tricks_won[me as usize] < 3 { Aim::Win } else { Aim::Lose };
        let plays: Vec<Play> = view.trick.iter().map(|&(seat, card)| Play { seat, card }).collect();
        let led = plays.first().map(|p| p.card.suit());
        pick_card(legal, &plays, me, led, &TrickRule::HighestOfLed, SEATS - 1 - plays.len(), aim)
    }

    /// Plays the deal out on the hands alone, without the trick history: each trick keeps
    /// only its led suit and best card so far (rules.md R8: highest of the suit led wins). The
    /// pack is four suits of 16 bits, so hands are plain 64-bit words here (cheap in Wasm
    /// too), and a card's bit index orders it within its suit.
    fn playout(g: &mut ThreeTricks, rng: &mut GameRng) {
        let mut rng = rng.playout_rng();
        let mut hands: [u64; SEATS] = std::array::from_fn(|s| {
            debug_assert!(g.hands[s].0 >> 64 == 0, "four suits fit in 64 bits");
            g.hands[s].0 as u64
        });
        let mut leader = g.tricks.leader as usize;
        let mut done = g.tricks.done();
        // The trick in progress: its first plays are already on the table.
        let mut played = g.tricks.trick.len();
        let mut led_mask = g.tricks.trick.first().map_or(0, |p| 0xFFFFu64 << (16 * p.card.suit().0 as u32));
        let (mut best_seat, mut best) = (leader, 0u32);
        for (i, p) in g.tricks.trick.iter().enumerate() {
            let bit = p.card.index() as u32;
            if i == 0 || (led_mask >> bit & 1 == 1 && bit > best) {
                (best_seat, best) = (p.seat as usize, bit);
            }
        }
        while done < TRICKS as usize {
            while played < SEATS {
                let seat = (leader + played) % SEATS;
                let hand = hands[seat];
                let follow = hand & led_mask;
                let mut legal = if follow == 0 { hand } else { follow };
                for _ in 0..rng.below(legal.count_ones()) {
                    legal &= legal - 1;
                }
                let bit = legal.trailing_zeros();
                hands[seat] = hand & !(1u64 << bit);
                if played == 0 {
                    led_mask = 0xFFFFu64 << (bit & !15);
                    (best_seat, best) = (seat, bit);
                } else if led_mask >> bit & 1 == 1 && bit > best {
                    (best_seat, best) = (seat, bit);
                }
                played += 1;
            }
            leader = best_seat;
            g.tricks.won[leader] += 1;
            done += 1;
            played = 0;
            led_mask = 0;
        }
        g.hands.iter_mut().for_each(|h| *h = CardSet::EMPTY);
        g.tricks.trick.clear();
        g.tricks.leader = leader as Seat;
        g.finish_deal();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::{random_playout, BotGame};
    use crate::engine::Game;
    use crate::engine::ruleset::Ruleset;
    use crate::games::test_support::run_random_until;

    /// A dealt game played at random until `left` cards remain in all hands together.
    fn position(seed: u64, left: usize) -> ThreeTricks {
        let mut g = ThreeTricks::new(&Ruleset::defaults(&INFO));
        run_random_until(&mut g, &mut GameRng::seeded(seed), |g| g.hands.iter().map(|h| h.len() as usize).sum::<usize>() <= left);
        g
    }

    fn mean_points(start: &ThreeTricks, fast: bool, runs: u32) -> [f64; SEATS] {
        let mut rng = GameRng::seeded(9);
        let mut sum = [0.0; SEATS];
        for _ in 0..runs {
            let mut g = start.clone();
            if fast {
                g.playout(&mut rng);
            } else {
                random_playout(&mut g, &mut rng);
            }
            for (s, p) in g.deal_scores.last().unwrap().iter().enumerate() {
                sum[s] += *p as f64 / runs as f64;
            }
        }
        sum
    }

    #[test]
    fn the_fast_playout_scores_forced_endings_exactly() {
        // One card each (or fewer, mid-trick): nothing is left to chance.
        for seed in 0..40 {
            let g = position(seed, 4 - (seed as usize % 4));
            let (mut a, mut b) = (g.clone(), g.clone());
            a.playout(&mut GameRng::seeded(1));
            random_playout(&mut b, &mut GameRng::seeded(1));
            assert_eq!(a.deal_scores, b.deal_scores, "seed {seed}");
            assert_eq!((a.phase, a.tricks.leader, a.cycle), (b.phase, b.tricks.leader, b.cycle));
        }
    }

    #[test]
    fn the_fast_playout_has_the_rules_playouts_distribution() {
        // Mid-deal and mid-trick positions: the mean score of each seat over many fast
        // playouts matches plain random play through the rules (within 0.2; the standard
        // error of the difference is about 0.03).
        for (seed, left) in [(1, 15), (2, 18), (3, 22)] {
            let g = position(seed, left);
            let fast = mean_points(&g, true, 20_000);
            let slow = mean_points(&g, false, 20_000);
            for s in 0..SEATS {
                assert!((fast[s] - slow[s]).abs() < 0.2, "seed {seed}: {fast:?} vs {slow:?}");
            }
        }
    }
}
