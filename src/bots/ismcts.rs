//! The hard bot: single-observer information-set Monte Carlo tree search (Cowling, Powley
//! and Whitehouse, 2012), generic over [`BotGame`].
//!
//! Each iteration redeals the hidden cards from the searching seat's knowledge, walks the
//! one shared tree choosing only among actions legal in that world (UCB with availability
//! counts), adds one node, plays randomly to the end of the deal and credits every node with
//! the result for the seat that moved into it: its team's mean score change against the
//! other seats' (the game's `table()`; for individual games, its own against the others').
//! Chance events inside the deal (a hidden draw) are sampled and do not branch the tree.
//! Where a game asks for it ([`BotGame::others_by_rules_of_thumb`]), a share of the other
//! seats' moves in the tree follow the rules of thumb in the world drawn instead of the UCB.

use super::inference::WorldPool;
use super::BotGame;
use crate::engine::game::Turn;
use crate::engine::seats::Table;
use crate::engine::{GameRng, Seat};

/// Where the search's worlds come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Worlds {
    /// Redealt from the seat's knowledge, each alike (the hard bot before inference; kept
    /// for measurement).
    Sampled,
    /// Redealt from the seat's knowledge and weighed by how likely each makes the others'
    /// decisions ([`inference`]): the hard bot.
    Inferred,
    /// The true deal (the oracle; measurement only).
    TrueDeal,
}

/// The worlds of one search: drawn fresh for [`Worlds::Sampled`], by weight from one pool
/// for [`Worlds::Inferred`].
pub struct WorldSource<'a, G> {
    game: &'a G,
    seat: Seat,
    worlds: Worlds,
    pool: Option<WorldPool<G>>,
}

impl<'a, G: BotGame> WorldSource<'a, G> {
    /// The source of a search of `budget` iterations. An inferred pool holds a world for
    /// every few iterations; where no decision tells worlds apart (nothing played yet),
    /// each iteration draws afresh, as sampled.
    pub fn new(game: &'a G, seat: Seat, worlds: Worlds, budget: u32, rng: &mut GameRng) -> WorldSource<'a, G> {
        // Only where the others have decided something this deal (`rewind` depends on what
        // the seat knows alone, so asking the state itself tells nothing hidden).
        let pool = (worlds == Worlds::Inferred && game.rewind(seat).is_some_and(|r| !r.actions.is_empty()))
            .then(|| WorldPool::new(game, seat, pool_size(budget), rng))
            .filter(|p| !p.is_uniform());
        WorldSource { game, seat, worlds, pool }
    }

    /// One world to search.
    pub fn draw(&self, rng: &mut GameRng) -> G {
        match (&self.pool, self.worlds) {
            (Some(pool), _) => pool.draw(rng),
            (None, Worlds::TrueDeal) => self.game.clone(),
            (None, _) => self.game.determinize(self.seat, rng),
        }
    }
}

/// Candidate worlds for an inferred search of `budget` iterations.
pub fn pool_size(budget: u32) -> usize {
    (budget as usize / 8).clamp(16, 256)
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
    /// Mean reward in score points: the mean deal score of this seat's team minus the mean
    /// of the other seats.
    pub value: f64,
}

/// The most visited root action.
pub fn best<G: BotGame>(game: &G, seat: Seat, worlds: Worlds, iterations: u32, rng: &mut GameRng) -> G::Action {
    let est = search(game, seat, worlds, iterations, rng);
    est.into_iter().max_by_key(|e| e.visits).map(|e| e.action).expect("a seat to act has legal actions")
}

/// Searches and returns every legal root action with its visits and mean value, in the
/// order of `legal_actions` (or the game's own estimates, [`BotGame::own_search`]).
pub fn search<G: BotGame>(game: &G, seat: Seat, worlds: Worlds, iterations: u32, rng: &mut GameRng) -> Vec<Estimate<G::Action>> {
    let source = WorldSource::new(game, seat, worlds, iterations, rng);
    if let Some(estimates) = game.own_search(seat, &source, iterations, rng) {
        return estimates;
    }
    grow(game, seat, &source, iterations, rng).estimates(game)
}

/// The hard bot's search for the hint: every legal action's estimate (as [`search`]) and
/// what the search expects to follow it ([`Outlook`]).
pub fn search_explained<G: BotGame>(game: &G, seat: Seat, iterations: u32, rng: &mut GameRng) -> Vec<(Estimate<G::Action>, Outlook)> {
    let source = WorldSource::new(game, seat, Worlds::Inferred, iterations, rng);
    let (estimates, tree) = match game.own_search(seat, &source, iterations, rng) {
        Some(estimates) => (estimates, Tree::new(seat)),
        None => {
            let tree = grow(game, seat, &source, iterations, rng);
            (tree.estimates(game), tree)
        }
    };
    estimates
        .into_iter()
        .map(|e| {
            let outlook = outlook(game, seat, &source, &tree, &e.action, rng);
            (e, outlook)
        })
        .collect()
}

/// The search tree: node 0 is the root.
struct Tree<A> {
    nodes: Vec<Node<A>>,
}

impl<A: Clone + PartialEq> Tree<A> {
    fn new(seat: Seat) -> Tree<A> {
        Tree { nodes: vec![Node { action: None, mover: seat, children: Vec::new(), parent: 0, visits: 0, available: 0, total: 0.0 }] }
    }

    /// The child of `node` reached by `action`.
    fn child(&self, node: usize, action: &A) -> Option<usize> {
        find_child(&self.nodes, node, action)
    }

    /// Every legal root action with its visits and mean value, in the order of
    /// `legal_actions`.
    fn estimates<G: BotGame<Action = A>>(&self, game: &G) -> Vec<Estimate<A>> {
        let scale = game.reward_scale();
        game.legal_actions()
            .into_iter()
            .map(|a| {
                let child = self.child(0, &a).map(|c| &self.nodes[c]);
                let (visits, value) = child.map_or((0, 0.0), |c| (c.visits, c.total / c.visits.max(1) as f64 * scale));
                Estimate { action: a, visits, value }
            })
            .collect()
    }
}

/// The ISMCTS iterations.
fn grow<G: BotGame>(game: &G, seat: Seat, source: &WorldSource<'_, G>, iterations: u32, rng: &mut GameRng) -> Tree<G::Action> {
    let n = game.seat_count();
    let mut rewards = TeamRewards::new(&game.table(), game.reward_scale());
    let base = game.scores();
    let start_deals = game.deals_done();
    let modelled = per_mille(game.others_by_rules_of_thumb());
    let by_rules_of_thumb = per_mille(game.playouts_by_rules_of_thumb());
    let mut tree = Tree::new(seat);
    let tree_nodes = &mut tree.nodes;
    let mut reward = vec![0.0; n];
    for _ in 0..iterations {
        let mut g = source.draw(rng);
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
            if let Some(a) = modelled_move(&g, seat, modelled, &legal, rng) {
                g.apply(&a).expect("legal actions apply");
                match find_child(tree_nodes, node, &a) {
                    Some(c) => {
                        node = c;
                        continue;
                    }
                    None => {
                        node = add_child(tree_nodes, node, a, mover);
                        break;
                    }
                }
            }
            let mut best: Option<(usize, f64)> = None;
            let mut untried: Vec<&G::Action> = Vec::new();
            for a in &legal {
                match find_child(tree_nodes, node, a) {
                    Some(c) => {
                        tree_nodes[c].available += 1;
                        let ch = &tree_nodes[c];
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
                node = add_child(tree_nodes, node, a, mover);
                break;
            }
            let (c, _) = best.expect("legal actions exist at a seat's turn");
            g.apply(tree_nodes[c].action.as_ref().expect("children carry actions")).expect("legal in this world");
            node = c;
        }
        // Simulation to the end of the deal.
        if g.deals_done() == start_deals && g.turn() != Turn::Over {
            if by_rules_of_thumb > 0 {
                super::rules_of_thumb_playout(&mut g, by_rules_of_thumb, rng);
            } else {
                g.playout(rng);
            }
        }
        let after = g.scores();
        let deltas: Vec<f64> = (0..n).map(|s| (after[s] - base[s]) as f64).collect();
        rewards.fill(&deltas, &mut reward);
        // Backpropagation.
        loop {
            let t = &mut tree_nodes[node];
            t.visits += 1;
            t.total += reward[t.mover as usize];
            if node == 0 {
                break;
            }
            node = t.parent;
        }
    }
    tree
}

/// The child of `node` reached by `action`.
fn find_child<A: PartialEq>(nodes: &[Node<A>], node: usize, action: &A) -> Option<usize> {
    nodes[node].children.iter().copied().find(|&c| nodes[c].action.as_ref() == Some(action))
}

/// A new leaf under `parent`, reached by `action` taken by `mover`; returns its index.
fn add_child<A>(nodes: &mut Vec<Node<A>>, parent: usize, action: A, mover: Seat) -> usize {
    let id = nodes.len();
    nodes.push(Node { action: Some(action), mover, children: Vec::new(), parent, visits: 0, available: 1, total: 0.0 });
    nodes[parent].children.push(id);
    id
}

/// A share from 0 to 1 in thousandths.
fn per_mille(share: f64) -> usize {
    (share.clamp(0.0, 1.0) * 1000.0).round() as usize
}

/// Another seat's move in the tree by the rules of thumb in this world, `modelled` times in
/// a thousand ([`BotGame::others_by_rules_of_thumb`]); `None` for the searching seat's own
/// moves, and otherwise to choose by the tree. Draws nothing from `rng` where `modelled` is
/// 0, so those games search exactly as before.
fn modelled_move<G: BotGame>(g: &G, seat: Seat, modelled: usize, legal: &[G::Action], rng: &mut GameRng) -> Option<G::Action> {
    if modelled == 0 {
        return None;
    }
    let chooser = super::chooser(g).filter(|&c| c != seat)?;
    (rng.below(1000) < modelled).then(|| G::normal_action(&g.view(chooser), legal, rng))
}

/// What the search expects to follow one root action, for the hint's reasons.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outlook {
    /// The chance that each seat takes the trick the action plays to; `None` when the action
    /// plays to no trick now (a bid, a trick that ends only after another round) or the game
    /// has no tricks.
    pub trick: Option<Vec<f64>>,
    /// The expected change of the seat's trick count by the end of the deal; `None` for a
    /// game without tricks.
    pub tricks: Option<f64>,
}

/// Continuations of a root action sampled for its [`Outlook`].
pub const OUTLOOK_SAMPLES: usize = 16;

/// Plays `action` on worlds from `source` and on to the end of the deal, each seat by the
/// search's most visited reply while the line stays in the tree and by the rules of thumb
/// after (the model the others are inferred by), and reads who took the trick and how many
/// tricks the seat ended with.
fn outlook<G: BotGame>(game: &G, seat: Seat, source: &WorldSource<'_, G>, tree: &Tree<G::Action>, action: &G::Action, rng: &mut GameRng) -> Outlook {
    let Some(before) = game.trick_counts() else { return Outlook::default() };
    let n = game.seat_count();
    let start_deals = game.deals_done();
    let first: u32 = before.iter().map(|&t| t as u32).sum();
    let (mut takes, mut trick_samples) = (vec![0.0; n], 0usize);
    let mut gained = 0.0;
    for _ in 0..OUTLOOK_SAMPLES {
        let mut g = source.draw(rng);
        let mut node = tree.child(0, action);
        g.apply(action).expect("a root action is legal in every world");
        let mut moves = 1;
        let mut trick_seen = false;
        loop {
            if !trick_seen {
                if let Some(now) = g.trick_counts() {
                    if now.iter().map(|&t| t as u32).sum::<u32>() > first {
                        trick_seen = true;
                        // Only a trick this action played to: one that ends within a round.
                        if let Some(taker) = (moves <= n).then(|| (0..n).find(|&s| now[s] > before[s])).flatten() {
                            takes[taker] += 1.0;
                            trick_samples += 1;
                        }
                    }
                }
            }
            if g.deals_done() != start_deals {
                break;
            }
            let next = match g.turn() {
                Turn::Over => break,
                Turn::Chance => g.sample_chance(rng),
                Turn::Seat(_) => {
                    let legal = g.legal_actions();
                    let in_tree = node.and_then(|nd| {
                        tree.nodes[nd].children.iter().copied().filter(|&c| legal.contains(tree.nodes[c].action.as_ref().expect("children carry actions"))).max_by_key(|&c| tree.nodes[c].visits)
                    });
                    node = in_tree;
                    moves += 1;
                    match in_tree {
                        Some(c) => tree.nodes[c].action.clone().expect("children carry actions"),
                        None => {
                            let chooser = super::chooser(&g).expect("a seat is to act");
                            G::normal_action(&g.view(chooser), &legal, rng)
                        }
                    }
                }
            };
            g.apply(&next).expect("chosen actions apply");
        }
        let end = g.trick_counts().unwrap_or_else(|| before.clone());
        gained += end[seat as usize] as f64 - before[seat as usize] as f64;
    }
    Outlook {
        trick: (trick_samples * 2 > OUTLOOK_SAMPLES).then(|| takes.iter().map(|t| t / trick_samples as f64).collect()),
        tricks: Some(gained / OUTLOOK_SAMPLES as f64),
    }
}

/// Each seat's reward from the seats' score changes: the mean change of its team minus the
/// mean change of every seat outside it, over the reward scale. A seat alone in its team
/// (every individual game) gets its own change minus the others' mean, computed with the
/// same operations as before teams existed, so individual games search exactly as they did.
struct TeamRewards {
    team: Vec<usize>,
    size: Vec<usize>,
    team_sum: Vec<f64>,
    scale: f64,
}

impl TeamRewards {
    fn new(table: &Table, scale: f64) -> TeamRewards {
        let team: Vec<usize> = table.team.iter().map(|&t| t as usize).collect();
        let teams = team.iter().max().map_or(0, |&t| t + 1);
        let mut size = vec![0; teams];
        for &t in &team {
            size[t] += 1;
        }
        TeamRewards { team, size, team_sum: vec![0.0; teams], scale }
    }

    fn fill(&mut self, deltas: &[f64], reward: &mut [f64]) {
        let n = deltas.len();
        let sum: f64 = deltas.iter().sum();
        self.team_sum.fill(0.0);
        for (s, d) in deltas.iter().enumerate() {
            self.team_sum[self.team[s]] += d;
        }
        for (s, r) in reward.iter_mut().enumerate() {
            let t = self.team[s];
            let mine = self.team_sum[t] / self.size[t] as f64;
            let rest = n - self.size[t];
            let others = if rest > 0 { (sum - self.team_sum[t]) / rest as f64 } else { 0.0 };
            *r = (mine - others) / self.scale;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_individual_seat_is_rewarded_against_the_others_mean() {
        let deltas = [9.0, -5.0, 0.0, -1.0];
        let mut reward = [0.0; 4];
        TeamRewards::new(&Table::individual(4), 10.0).fill(&deltas, &mut reward);
        let sum: f64 = deltas.iter().sum();
        for s in 0..4 {
            // The formula before teams, bit for bit.
            assert_eq!(reward[s].to_bits(), ((deltas[s] - (sum - deltas[s]) / 3.0) / 10.0).to_bits(), "seat {s}");
        }
        assert_eq!(reward[0], 1.1, "9 against a mean of -2");
    }

    #[test]
    fn only_the_other_seats_moves_follow_the_rules_of_thumb_as_often_as_asked() {
        use crate::engine::game::Game;
        use crate::games::three_tricks::{ThreeTricks, INFO};
        let mut g = ThreeTricks::new(&crate::engine::Ruleset::defaults(&INFO));
        let mut chance = GameRng::seeded(3);
        while g.turn() == Turn::Chance {
            let a = g.sample_chance(&mut chance);
            g.apply(&a).unwrap();
        }
        let Turn::Seat(to_act) = g.turn() else { panic!("a seat acts after the deal") };
        let other = (to_act + 1) % 4;
        let legal = g.legal_actions();
        let mut rng = GameRng::seeded(9);
        // Never for the searching seat's own moves, never at 0 (and nothing drawn then).
        assert_eq!(modelled_move(&g, to_act, 1000, &legal, &mut rng), None);
        assert_eq!(modelled_move(&g, other, 0, &legal, &mut rng), None);
        assert_eq!(rng.next_u64(), GameRng::seeded(9).next_u64(), "no draw at 0");
        // Always at 1, the rules of thumb's choice from the acting seat's own view.
        let mut same = GameRng::seeded(4);
        let _ = same.below(1000);
        let thumb = ThreeTricks::normal_action(&g.view(to_act), &legal, &mut same);
        assert_eq!(modelled_move(&g, other, 1000, &legal, &mut GameRng::seeded(4)), Some(thumb));
        // About half the time at one half.
        let mut rng = GameRng::seeded(5);
        let modelled = (0..2000).filter(|_| modelled_move(&g, other, per_mille(0.5), &legal, &mut rng).is_some()).count();
        assert!((900..1100).contains(&modelled), "{modelled} of 2000");
    }

    #[test]
    fn partners_share_their_teams_reward() {
        // Seats 0 and 2 won 8 points each (a team total on both seats), 1 and 3 won 5.
        let mut reward = [0.0; 4];
        TeamRewards::new(&Table::partnerships_across(4), 6.0).fill(&[8.0, 5.0, 8.0, 5.0], &mut reward);
        assert_eq!(reward, [0.5, -0.5, 0.5, -0.5]);
        // Individual points add up per team the same way: (3 + 1) / 2 − (0 + 2) / 2 = 1.
        TeamRewards::new(&Table::partnerships_across(4), 1.0).fill(&[3.0, 0.0, 1.0, 2.0], &mut reward);
        assert_eq!(reward, [1.0, -1.0, 1.0, -1.0]);
    }
}
