//! Speed figures for `torite-cli bench` and the same bench run in Wasm by the bot worker:
//! random full-deal playouts per second for every game, and the hard bot's decision time.

use crate::bots::any::AnyBotGame;
use crate::bots::Level;
use crate::games::start_with_bots as start;
use crate::engine::game::Turn;
use crate::engine::{GameRng, Ruleset};
use crate::games;
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct GameBench {
    pub game: &'static str,
    /// Random playouts of a whole deal, from the deal just dealt to its end.
    pub playouts_per_second: f64,
    pub hard_iterations: u32,
    pub hard_decisions: usize,
    pub hard_p50_ms: f64,
    pub hard_p95_ms: f64,
    pub hard_max_ms: f64,
    /// The same times by the kind of action chosen (`bid`, `play`...: the key of its JSON),
    /// for games whose decisions differ in kind (a bid is searched unlike a card).
    pub hard_by_action: Vec<ActionTimes>,
}

/// Hard-bot decision times for one kind of action.
#[derive(Clone, Debug, Serialize)]
pub struct ActionTimes {
    pub action: String,
    pub decisions: usize,
    pub p50_ms: f64,
    pub p95_ms: f64,
    pub max_ms: f64,
}

/// Percentiles of sorted times (nearest rank).
fn quantile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// What kind of action a bot's JSON answer is: its object's key (`{"bid":3}` is a bid).
fn action_kind(action: &serde_json::Value) -> String {
    action.as_object().and_then(|o| o.keys().next().cloned()).unwrap_or_else(|| "other".into())
}

#[derive(Clone, Debug, Serialize)]
pub struct BenchReport {
    pub target: &'static str,
    pub games: Vec<GameBench>,
}

/// The position right after the first deal of the game started from `seed`.
fn dealt(rules: &Ruleset, seed: u64) -> Box<dyn AnyBotGame> {
    let mut g = start(rules).expect("the game has bots");
    let mut chance = GameRng::seeded(seed);
    while g.turn() == Turn::Chance {
        g.apply_chance(&mut chance);
    }
    g
}

fn playouts_per_second(rules: &Ruleset, min_ms: f64, clock: fn() -> f64) -> f64 {
    let root = dealt(rules, 1);
    let mut rng = GameRng::seeded(2);
    // Warm up first (in Wasm the engine compiles hot code again, optimized, in the
    // background; natively this only fills the caches).
    let warm = clock();
    while clock() - warm < min_ms / 4.0 {
        for _ in 0..64 {
            root.bot_clone().playout(&mut rng);
        }
    }
    let mut n = 0u64;
    let t0 = clock();
    let mut batch = 64;
    loop {
        for _ in 0..batch {
            let mut g = root.bot_clone();
            g.playout(&mut rng);
            n += 1;
        }
        let dt = clock() - t0;
        if dt >= min_ms {
            return n as f64 / (dt / 1000.0);
        }
        batch *= 2;
    }
}

/// Hard-bot decision times over the first `positions` decisions of games where every
/// seat is the normal bot (so the positions are realistic), in ms, each with the kind of
/// action the hard bot chose.
fn hard_times(rules: &Ruleset, positions: usize, clock: fn() -> f64) -> Vec<(String, f64)> {
    let mut times = Vec::new();
    let mut seed = 0;
    while times.len() < positions {
        seed += 1;
        let mut g = dealt(rules, seed);
        let mut chance = GameRng::seeded(seed);
        let mut k = 0;
        while times.len() < positions && g.turn() != Turn::Over {
            match g.turn() {
                Turn::Chance => {
                    g.apply_chance(&mut chance);
                }
                _ => {
                    k += 1;
                    let mut rng = GameRng::stream(seed, k);
                    if g.legal_count() > 1 {
                        let t0 = clock();
                        let chosen = g.choose_json(Level::Hard, &mut rng);
                        let dt = clock() - t0;
                        times.push((chosen.as_ref().map_or_else(|| "other".into(), action_kind), dt));
                    }
                    let a = g.choose_json(Level::Normal, &mut rng).expect("a seat to act");
                    g.apply_json(&a).expect("the normal bot's action is legal");
                }
            }
        }
    }
    times
}

/// Sorted times of the decisions of each kind, kinds in order of first appearance.
fn by_action(times: &[(String, f64)]) -> Vec<ActionTimes> {
    let mut kinds: Vec<&String> = Vec::new();
    for (k, _) in times {
        if !kinds.contains(&k) {
            kinds.push(k);
        }
    }
    kinds
        .into_iter()
        .map(|k| {
            let mut t: Vec<f64> = times.iter().filter(|(x, _)| x == k).map(|&(_, dt)| dt).collect();
            t.sort_by(f64::total_cmp);
            ActionTimes { action: k.clone(), decisions: t.len(), p50_ms: quantile(&t, 0.5), p95_ms: quantile(&t, 0.95), max_ms: t[t.len() - 1] }
        })
        .collect()
}

/// Benchmarks every game with bots (or only `only`), each with its default rules or, for
/// `only`, the `options` given ("id=value", as in a link). `clock` returns milliseconds.
pub fn run(target: &'static str, only: Option<&str>, options: &[String], positions: usize, clock: fn() -> f64) -> Result<BenchReport, String> {
    if !options.is_empty() && only.is_none() {
        return Err("options need one game".into());
    }
    let mut out = Vec::new();
    for info in games::playable().filter(|g| only.is_none_or(|o| o == g.id)) {
        let rules = Ruleset::with_option_args(info, options)?;
        let Some(g) = start(&rules) else { continue };
        let pps = playouts_per_second(&rules, 1000.0, clock);
        let kinds = hard_times(&rules, positions, clock);
        let mut t: Vec<f64> = kinds.iter().map(|&(_, dt)| dt).collect();
        t.sort_by(f64::total_cmp);
        let q = |p: f64| quantile(&t, p);
        out.push(GameBench {
            game: info.id,
            playouts_per_second: pps.round(),
            hard_iterations: g.hard_iterations(),
            hard_decisions: t.len(),
            hard_p50_ms: q(0.5),
            hard_p95_ms: q(0.95),
            hard_max_ms: *t.last().expect("positions > 0"),
            hard_by_action: by_action(&kinds),
        });
    }
    Ok(BenchReport { target, games: out })
}
