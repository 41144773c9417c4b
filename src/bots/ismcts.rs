//! The hard bot: single-observer information-set Monte Carlo tree search (Cowling, Powley
//! and Whitehouse, 2012), generic over [`BotGame`].
//!
//! Each iteration redeals the hidden cards from the searching seat's knowledge, walks the
//! one shared tree choosing only among actions legal in that world (UCB with availability
//! counts), adds one node, plays randomly to the end of the deal and credits every node with
//! the result for the seat that moved into it. Chance events inside the deal (a hidden draw)
//! are sampled and do not branch the tree.

use super::BotGame;
use crate::engine::game::Turn;
use crate::engine::{GameRng, Seat};

/// Where the search's worlds come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Worlds {
    /// Redealt from the seat's knowledge (the hard bot).
    Sampled,
    /// The true deal (the oracle; measurement only).
    TrueDeal,
}

/// UCB exploration constant for rewards near −1..1.
const EXPLORATION: f64 = 0.7;

struct Node<A> {
    action: Option<A>,
    /// The seat that took `action` (rewards are credited from its point of view).
    mover: Seat,
    children: Vec<usize>,
    parent: usize,
    visits: u32,
    available: u32,
    total: f64,
}

/// One root action's statistics after a search.
#[derive(Clone, Debug)]
pub struct Estimate<A> {
    pub action: A,
    pub visits: u32,
    /// Mean reward in score points: this seat's deal score minus the others' mean.
    pub value: f64,
}

/// The most visited root action.
pub fn best<G: BotGame>(game: &G, seat: Seat, worlds: Worlds, iterations: u32, rng: &mut GameRng) -> G::Action {
    let est = search(game, seat, worlds, iterations, rng);
    est.into_iter().max_by_key(|e| e.visits).map(|e| e.action).expect("a seat to act has legal actions")
}

/// Searches and returns every legal root action with its visits and mean value, in the
/// order of `legal_actions`.
pub fn search<G: BotGame>(game: &G, seat: Seat, worlds: Worlds, iterations: u32, rng: &mut GameRng) -> Vec<Estimate<G::Action>> {
    let n = game.seat_count();
    let scale = game.reward_scale();
    let base = game.scores();
    let start_deals = game.deals_done();
    let mut tree: Vec<Node<G::Action>> =
        vec![Node { action: None, mover: seat, children: Vec::new(), parent: 0, visits: 0, available: 0, total: 0.0 }];
    let mut reward = vec![0.0; n];
    for _ in 0..iterations {
        let mut g = match worlds {
            Worlds::Sampled => game.determinize(seat, rng),
            Worlds::TrueDeal => game.clone(),
        };
        let mut node = 0;
        // Selection and expansion.
        loop {
            if g.deals_done() != start_deals {
                break;
            }
            let mover = match g.turn() {
                Turn::Over => break,
                Turn::Chance => {
                    let a = g.sample_chance(rng);
                    g.apply(&a).expect("sampled chance outcomes apply");
                    continue;
                }
                Turn::Seat(s) => s,
            };
            let legal = g.legal_actions();
            let mut best: Option<(usize, f64)> = None;
            let mut untried: Vec<&G::Action> = Vec::new();
            for a in &legal {
                match tree[node].children.iter().copied().find(|&c| tree[c].action.as_ref() == Some(a)) {
                    Some(c) => {
                        tree[c].available += 1;
                        let ch = &tree[c];
                        let ucb = ch.total / ch.visits as f64
                            + EXPLORATION * ((ch.available as f64).ln() / ch.visits as f64).sqrt();
                        if best.is_none_or(|(_, b)| ucb > b) {
                            best = Some((c, ucb));
                        }
                    }
                    None => untried.push(a),
                }
            }
            if !untried.is_empty() {
                let a = untried[rng.below(untried.len())].clone();
                g.apply(&a).expect("legal actions apply");
                let id = tree.len();
                tree.push(Node { action: Some(a), mover, children: Vec::new(), parent: node, visits: 0, available: 1, total: 0.0 });
                tree[node].children.push(id);
                node = id;
                break;
            }
            let (c, _) = best.expect("legal actions exist at a seat's turn");
            g.apply(tree[c].action.as_ref().expect("children carry actions")).expect("legal in this world");
            node = c;
        }
        // Simulation to the end of the deal.
        if g.deals_done() == start_deals && g.turn() != Turn::Over {
            g.playout(rng);
        }
        let after = g.scores();
        let deltas: Vec<f64> = (0..n).map(|s| (after[s] - base[s]) as f64).collect();
        let sum: f64 = deltas.iter().sum();
        for s in 0..n {
            let others = if n > 1 { (sum - deltas[s]) / (n - 1) as f64 } else { 0.0 };
            reward[s] = (deltas[s] - others) / scale;
        }
        // Backpropagation.
        loop {
            let t = &mut tree[node];
            t.visits += 1;
            t.total += reward[t.mover as usize];
            if node == 0 {
                break;
            }
            node = t.parent;
        }
    }
    game.legal_actions()
        .into_iter()
        .map(|a| {
            let child = tree[0].children.iter().map(|&c| &tree[c]).find(|c| c.action.as_ref() == Some(&a));
            let (visits, value) = child.map_or((0, 0.0), |c| (c.visits, c.total / c.visits.max(1) as f64 * scale));
            Estimate { action: a, visits, value }
        })
        .collect()
}
