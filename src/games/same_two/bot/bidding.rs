//! The hard bot's call: a few candidate calls (pass; double or redouble when legal; in each
//! strain the cheapest bid and the one above it) are tried on deals drawn from what the seat
//! knows (the other hands read from the calls made so far, `SameTwo::determinize`). In each
//! drawn deal the auction is finished by the normal rule (the seat's own later calls too) and
//! the board is played out by the normal bot's rules under Same Two's trick rule; a
//! candidate is worth the points its side gains on the board less the other side's. The
//! budget is spent by sequential halving; the candidates of a round share their deals and
//! their playouts' random numbers, so they are compared on the same cards. A double comes
//! out best exactly when the sampled deals say the opponents go down.

use super::super::{Action, SameTwo};
use crate::bots::halving::sequential_halving;
use crate::bots::ismcts::{Estimate, WorldSource};
use crate::engine::bid::{Call, Strain};
use crate::engine::{GameRng, Seat};

/// The calls worth trying: pass, double, redouble, and two bids in each strain.
fn candidates(legal: &[Call]) -> Vec<Call> {
    let mut out: Vec<Call> = legal.iter().copied().filter(|c| !matches!(c, Call::Bid { .. })).collect();
    for strain in Strain::BRIDGE_ORDER {
        let bids = legal.iter().copied().filter(|c| matches!(c, Call::Bid { strain: Some(s), .. } if *s == strain));
        out.extend(bids.take(2));
    }
    out
}

/// Every legal call with its estimate, in the order of the legal actions; calls not tried
/// have no visits. The call kept last has been played out on the most deals, so the tree
/// search's rule (the most visited action) picks it.
pub fn estimates(game: &SameTwo, seat: Seat, worlds: &WorldSource<'_, SameTwo>, budget: u32, rng: &mut GameRng) -> Vec<Estimate<Action>> {
    let legal = game.legal_calls();
    let tried = candidates(&legal);
    let tallies = sequential_halving(tried.len(), budget, |alive| alive.len(), |alive, values| {
        let world = worlds.draw(rng);
        let playout = rng.playout_rng();
        for (value, &c) in values.iter_mut().zip(alive) {
            let mut g = world.clone();
            g.call(tried[c]).expect("candidates are legal calls");
            g.play_out_by_rules(&mut playout.clone());
            *value = g.side_margin(&game.totals, seat);
        }
    });
    legal
        .into_iter()
        .map(|c| {
            let t = tried.iter().position(|x| *x == c).map(|i| tallies[i]).unwrap_or_default();
            Estimate { action: Action::Call(c), visits: t.visits, value: t.mean() }
        })
        .collect()
}
