//! Inference from play: the hard bot's worlds weighed by how likely each makes what the
//! other seats actually did.
//!
//! A determinization ([`BotGame::determinize`]) only keeps the hard facts a seat knows
//! (cards seen, suits shown out of, bids). How the others played says more: a player who
//! ducked a trick it could have won cheaply probably had no cheap winner. To use it, every
//! world is rewound to the start of its deal ([`BotGame::rewind`]) and the deal is replayed,
//! and at each decision of another seat the world is weighed by the chance that a player
//! acting by the rules of thumb ([`BotGame::normal_action`]) would have chosen what was
//! chosen, softened so that no world a real player could have held is ruled out:
//!
//!   P(action) = ε / |legal| + (1 − ε) · [action = the rule of thumb's choice]
//!
//! This is the opponent modelling of strong Skat and Bridge programs (e.g. Buro et al.,
//! "Improving state evaluation, inference, and search in trick-based card games", 2009) in
//! its simplest generic form. The search draws its worlds from a pool of candidates with
//! these weights ([`WorldPool`]). Nothing here reads a hidden card: a world is built from
//! the seat's knowledge, and its rewind and replay only from the world and what is public
//! (the conformance harness checks both).

use super::{chooser, BotGame};
use crate::engine::game::Game;
use crate::engine::trick::{Play, TrickPlay};
use crate::engine::{Card, GameRng, Seat};

/// A world rewound to a point from which its hidden cards were fixed: replaying `actions`
/// (seat decisions and chance outcomes alike, in order) from `start` gives the world back.
#[derive(Clone, Debug)]
pub struct Rewound<G: Game> {
    pub start: G,
    pub actions: Vec<G::Action>,
}

impl<G: Game + Clone> Rewound<G> {
    /// A trick game's deal rewound to its first lead: a copy of `g` with every card of
    /// `plays` back in its seat's hand (`put_back`), then made the first lead's position by
    /// `restart`, and the plays to replay (`play`); `None` when nothing was played yet.
    pub fn to_first_lead(
        g: &G,
        plays: Vec<(Seat, Card)>,
        put_back: impl Fn(&mut G, Seat, Card),
        restart: impl FnOnce(&mut G),
        play: impl Fn(Card) -> G::Action,
    ) -> Option<Self> {
        if plays.is_empty() {
            return None;
        }
        let mut start = g.clone();
        for &(seat, card) in &plays {
            put_back(&mut start, seat, card);
        }
        restart(&mut start);
        Some(Rewound { start, actions: plays.into_iter().map(|(_, c)| play(c)).collect() })
    }
}

/// The plays of a deal so far, in order: its finished tricks' (each in play order), then
/// the trick in progress. What a trick game's rewind replays.
pub fn plays_in_order<'a>(done: impl IntoIterator<Item = &'a [(Seat, Card)]>, current: &[Play]) -> Vec<(Seat, Card)> {
    let mut plays: Vec<(Seat, Card)> = done.into_iter().flatten().copied().collect();
    plays.extend(current.iter().map(|p| (p.seat, p.card)));
    plays
}

/// [`plays_in_order`] in a deal's trick play: its finished tricks, then the trick in progress.
pub fn plays_of<X>(tricks: &TrickPlay<X>) -> Vec<(Seat, Card)> {
    plays_in_order(tricks.done_plays(), &tricks.trick)
}

/// ε: the share of a decision's likelihood spread evenly over the legal actions, so a world
/// in which the others did not play by the rules of thumb keeps some weight.
pub const SOFTNESS: f64 = 0.35;

/// One decision of another seat in a world's replayed deal: who made it, among how many
/// legal actions, and whether the rules of thumb would have made it in that world.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judged {
    pub seat: Seat,
    pub choices: usize,
    pub by_the_rule: bool,
}

impl Judged {
    /// Its likelihood with softness `eps`.
    fn log(self, eps: f64) -> f64 {
        (eps / self.choices as f64 + if self.by_the_rule { 1.0 - eps } else { 0.0 }).ln()
    }
}

/// The other seats' decisions of `world`'s deal as seen by `observer`, each judged against
/// the rules of thumb in that world (the decisions among one action are left out); `None`
/// when the world does not replay (never, for a sound rewind).
pub fn judged<G: BotGame>(world: &G, observer: Seat) -> Option<Vec<Judged>> {
    let Some(Rewound { start: mut g, actions }) = world.rewind(observer) else { return Some(Vec::new()) };
    // The rules of thumb's own tie-breaks draw from a fixed stream: the same world always
    // gets the same weight.
    let mut thumb = GameRng::seeded(0x1afe_5eed);
    let mut out = Vec::new();
    for a in &actions {
        if let Some(seat) = chooser(&g).filter(|&s| s != observer) {
            let legal = g.legal_actions();
            if legal.len() > 1 {
                let by_the_rule = G::normal_action(&g.view(seat), &legal, &mut thumb) == *a;
                out.push(Judged { seat, choices: legal.len(), by_the_rule });
            }
        }
        if g.apply(a).is_err() {
            debug_assert!(false, "a rewound world replays its own actions");
            return None;
        }
    }
    Some(out)
}

/// The natural log of how likely `world` makes the other seats' decisions of its deal, as
/// seen by `observer`, with the softness [`SOFTNESS`] for every seat: 0 for a game or a
/// moment with nothing to replay.
pub fn log_likelihood<G: BotGame>(world: &G, observer: Seat) -> f64 {
    judged(world, observer).map_or(f64::NEG_INFINITY, |ds| ds.iter().map(|d| d.log(SOFTNESS)).sum())
}

/// A seat whose play the rules of thumb explain less well is trusted less: its softness
/// is fitted to how often its decisions were the rule's choice in the worlds, weighed by
/// how well each explains everyone (`weights`). A player who follows the rule with
/// probability 1 − ε matches it in about 1 − ε·(1 − 1/choices) of its decisions, so
/// ε ≈ (1 − match) / (1 − 1/choices), kept between [`SOFTNESS`] and 1 (ignored). Seats with
/// fewer than three decisions keep [`SOFTNESS`].
pub fn fitted_softness(records: &[Option<Vec<Judged>>], weights: &[f64], seats: usize) -> Vec<f64> {
    let mut matched = vec![0.0; seats];
    let mut decided = vec![0.0; seats];
    let mut random_match = vec![0.0; seats];
    let mut most = vec![0usize; seats];
    for (record, &w) in records.iter().zip(weights) {
        let Some(ds) = record else { continue };
        let mut count = vec![0usize; seats];
        for d in ds {
            let s = d.seat as usize;
            matched[s] += w * d.by_the_rule as u8 as f64;
            decided[s] += w;
            random_match[s] += w / d.choices as f64;
            count[s] += 1;
        }
        for s in 0..seats {
            most[s] = most[s].max(count[s]);
        }
    }
    (0..seats)
        .map(|s| {
            if most[s] < 3 || decided[s] == 0.0 {
                return SOFTNESS;
            }
            let rate = matched[s] / decided[s];
            let chance = random_match[s] / decided[s];
            ((1.0 - rate) / (1.0 - chance).max(1e-9)).clamp(SOFTNESS, 1.0)
        })
        .collect()
}

/// Worlds drawn from what a seat knows, each with its weight from [`log_likelihood`].
pub struct WorldPool<G> {
    worlds: Vec<G>,
    /// Running sums of the weights, for drawing by weight.
    cumulative: Vec<f64>,
}

/// The least effective share of the pool a search keeps ([`tempered`]). Tuned with ε on
/// 300 boards of six games (seed 77): 0.1 was best or level in each against no tempering,
/// 0.25, and ε = 0.2 (docs/bench.md).
pub const MIN_EFFECTIVE_SHARE: f64 = 0.1;

/// The weights `exp(τ·(log − max))` for the largest τ in 0..=1 that keeps the effective
/// number of worlds at `min_share` of them or more: a few worlds that fit the others'
/// play best do not take the whole search (a search on five worlds plans for those five),
/// while the evidence still orders them.
pub fn tempered(logs: &[f64], min_share: f64) -> Vec<f64> {
    let top = logs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if !top.is_finite() {
        return vec![1.0; logs.len()];
    }
    let weights = |t: f64| logs.iter().map(|&l| (t * (l - top)).exp()).collect::<Vec<f64>>();
    let share = |w: &[f64]| {
        let (sum, squares) = w.iter().fold((0.0, 0.0), |(s, q), &x| (s + x, q + x * x));
        sum * sum / squares / w.len() as f64
    };
    let full = weights(1.0);
    if share(&full) >= min_share {
        return full;
    }
    // The share falls as τ grows (from 1 at τ = 0): bisect for the boundary.
    let (mut lo, mut hi) = (0.0, 1.0);
    for _ in 0..24 {
        let mid = (lo + hi) / 2.0;
        if share(&weights(mid)) >= min_share {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    weights(lo)
}

impl<G: BotGame> WorldPool<G> {
    /// `candidates` determinizations of `game` for `seat`, weighed.
    pub fn new(game: &G, seat: Seat, candidates: usize, rng: &mut GameRng) -> WorldPool<G> {
        let worlds: Vec<G> = (0..candidates.max(1)).map(|_| game.determinize(seat, rng)).collect();
        let records: Vec<Option<Vec<Judged>>> = worlds.iter().map(|w| judged(w, seat)).collect();
        let logs_with = |eps: &[f64]| -> Vec<f64> {
            records.iter().map(|r| r.as_ref().map_or(f64::NEG_INFINITY, |ds| ds.iter().map(|d| d.log(eps[d.seat as usize])).sum())).collect()
        };
        // Every seat first trusted alike, then each as far as its play fits the rule.
        let first = tempered(&logs_with(&vec![SOFTNESS; game.seat_count()]), MIN_EFFECTIVE_SHARE);
        let eps = fitted_softness(&records, &first, game.seat_count());
        let logs = logs_with(&eps);
        let mut sum = 0.0;
        let cumulative = tempered(&logs, MIN_EFFECTIVE_SHARE)
            .into_iter()
            .map(|w| {
                sum += w;
                sum
            })
            .collect();
        WorldPool { worlds, cumulative }
    }

    /// A copy of one world, drawn by weight.
    pub fn draw(&self, rng: &mut GameRng) -> G {
        let total = *self.cumulative.last().expect("a pool holds a world");
        let x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
        let i = self.cumulative.partition_point(|&c| c <= x).min(self.worlds.len() - 1);
        self.worlds[i].clone()
    }

    /// Whether every world weighs the same (nothing told them apart).
    pub fn is_uniform(&self) -> bool {
        let mut prev = 0.0;
        self.cumulative.iter().all(|&c| {
            let same = (c - prev - 1.0).abs() < 1e-12;
            prev = c;
            same
        })
    }
}

/// For tests: the rewinds of a state `g` and of a world drawn from it for `seat` each replay
/// to what they were rewound from, saw the same actions and start from the same view of
/// `seat`. The state's rewind, or `None` when neither rewinds (one alone fails).
#[cfg(test)]
pub(crate) fn rewound_alike<G: BotGame>(g: &G, world: &G, seat: Seat) -> Option<Rewound<G>> {
    let (Some(t), Some(w)) = (g.rewind(seat), world.rewind(seat)) else {
        assert!(g.rewind(seat).is_none() && world.rewind(seat).is_none(), "the state and the world rewind differently");
        return None;
    };
    for (r, end) in [(&t, g), (&w, world)] {
        let mut replayed = r.start.clone();
        for a in &r.actions {
            replayed.apply(a).unwrap();
        }
        assert_eq!(format!("{replayed:?}"), format!("{end:?}"));
    }
    assert_eq!(t.actions, w.actions);
    assert_eq!(format!("{:?}", t.start.view(seat)), format!("{:?}", w.start.view(seat)));
    Some(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn share(w: &[f64]) -> f64 {
        let (sum, squares) = w.iter().fold((0.0, 0.0), |(s, q), &x| (s + x, q + x * x));
        sum * sum / squares / w.len() as f64
    }

    #[test]
    fn weights_are_tempered_to_keep_a_share_of_the_worlds() {
        // Evidence that picks out one world in a hundred.
        let mut logs = vec![-20.0; 100];
        logs[7] = 0.0;
        let w = tempered(&logs, 0.1);
        assert!((share(&w) - 0.1).abs() < 1e-3, "{}", share(&w));
        // The order of the worlds is kept: the likeliest still weighs most.
        assert!(w[7] > 5.0 * w[0]);
        // Evidence that leaves many worlds alike is taken as it is.
        let logs: Vec<f64> = (0..100).map(|i| -((i % 3) as f64) * 0.1).collect();
        let w = tempered(&logs, 0.1);
        for (l, x) in logs.iter().zip(&w) {
            assert!((x - (l - 0.0f64).exp()).abs() < 1e-12);
        }
        // Nothing known: all alike.
        assert_eq!(tempered(&[f64::NEG_INFINITY; 3], 0.1), vec![1.0; 3]);
    }
}
