//! The hard bot's bid: every bid from 1 to 13 is tried on deals drawn from what the seat
//! knows (the other hands read from the bids made so far, `TwentyOne::determinize`). In each
//! drawn deal the seats still to bid bid by rule and the deal is played out by the normal
//! bot's rules; a candidate is worth its pair's mean score for the deal against the other
//! pair's (nothing for a void deal). The budget is spent by sequential halving (Karnin, Koren
//! and Somekh, 2013): all candidates on a few deals, then the better half on more deals,
//! and so on. The candidates of a round share their deals and their playouts' random
//! numbers, so they are compared on the same cards.

use super::super::{pair_of, Action, TwentyOne, MAX_BID, MIN_BID, SEATS};
use crate::bots::halving::sequential_halving;
use crate::bots::ismcts::{Estimate, WorldSource};
use crate::engine::{GameRng, Seat};

/// Every legal bid with its estimate, in the order of the legal actions. The bid kept last
/// has been played out on the most deals, so the tree search's rule (the most visited
/// action) picks it.
pub fn estimates(game: &TwentyOne, seat: Seat, worlds: &WorldSource<'_, TwentyOne>, budget: u32, rng: &mut GameRng) -> Vec<Estimate<Action>> {
    let bids: Vec<u8> = (MIN_BID..=MAX_BID).collect();
    let tallies = sequential_halving(bids.len(), budget, |alive| alive.len(), |alive, values| {
        let world = worlds.draw(rng);
        let playout = rng.playout_rng();
        for (value, &c) in values.iter_mut().zip(alive) {
            let mut g = world.clone();
            g.bid(bids[c]).expect("bids of 1 to 13 are legal");
            g.play_out_by_rules(&mut playout.clone());
            *value = pair_margin(&game.totals, &g.totals, seat);
        }
    });
    bids.iter().zip(tallies).map(|(&b, t)| Estimate { action: Action::Bid(b), visits: t.visits, value: t.mean() }).collect()
}

/// The seat's pair's mean score change minus the other pair's, in points.
fn pair_margin(before: &[i32; SEATS], after: &[i32; SEATS], seat: Seat) -> f64 {
    let mut by_pair = [0.0; 2];
    for s in 0..SEATS {
        by_pair[pair_of(s as Seat) as usize] += (after[s] - before[s]) as f64 / 2.0;
    }
    let mine = pair_of(seat) as usize;
    by_pair[mine] - by_pair[1 - mine]
}
