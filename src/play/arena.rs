//! Duplicate-deal matches between bot levels, for `torite-cli arena` and the Wasm bench.
//!
//! A board is the first deal of a game started from one seed. Each board is played once per
//! rotation of the bots through the seats, so every bot kind gets every hand; chance comes
//! from the board's seed alone, so each rotation sees the same cards. A bot kind's result on
//! a board is its mean score for the deal over all its seats and rotations; the summary gives
//! each kind's mean over boards and every pair's mean difference, with 95% confidence
//! intervals over boards, and each kind's decision latency.

use crate::bots::any::AnyBotGame;
use crate::bots::Level;
use crate::games::start_with_bots as start;
use crate::engine::game::Turn;
use crate::engine::{GameRng, Ruleset};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Interval {
    pub mean: f64,
    pub ci95: [f64; 2],
}

#[derive(Clone, Debug, Serialize)]
pub struct Latency {
    pub decisions: usize,
    pub p50_ms: f64,
    pub p95_ms: f64,
    pub max_ms: f64,
}

#[derive(Clone, Debug, Serialize)]
pub struct KindResult {
    pub kind: &'static str,
    pub score_per_deal: Interval,
    pub latency: Latency,
}

#[derive(Clone, Debug, Serialize)]
pub struct Difference {
    pub better: &'static str,
    pub worse: &'static str,
    /// `better`'s mean score per deal minus `worse`'s, per board.
    pub difference: Interval,
}

#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    pub game: &'static str,
    pub seats: Vec<&'static str>,
    pub boards: usize,
    pub seed: u64,
    pub kinds: Vec<KindResult>,
    pub differences: Vec<Difference>,
}

/// One board's outcome: each kind's mean deal score, and each decision's time in ms.
struct Board {
    per_kind: Vec<f64>,
    times: Vec<Vec<f64>>,
}

fn kinds_of(seats: &[Level]) -> Vec<Level> {
    let mut k: Vec<Level> = seats.to_vec();
    k.sort();
    k.dedup();
    k.reverse(); // strongest first, the probes after the bots
    k.sort_by_key(|l| matches!(l, Level::Probe(_)));
    k
}

/// Plays board `seed` in every rotation.
fn play_board(rules: &Ruleset, seats: &[Level], kinds: &[Level], seed: u64, clock: &dyn Fn() -> f64) -> Result<Board, String> {
    let n = seats.len();
    let mut sums = vec![0.0; kinds.len()];
    let mut counts = vec![0usize; kinds.len()];
    let mut times = vec![Vec::new(); kinds.len()];
    for rotation in 0..n {
        let mut g: Box<dyn AnyBotGame> = start(rules).ok_or("this game has no bots")?;
        let mut chance = GameRng::seeded(seed);
        while g.turn() == Turn::Chance {
            g.apply_chance(&mut chance);
        }
        let base = g.scores();
        let deals = g.deals_done();
        let mut k = 0u64;
        while g.deals_done() == deals {
            match g.turn() {
                Turn::Over => break,
                Turn::Chance => {
                    g.apply_chance(&mut chance);
                }
                Turn::Seat(s) => {
                    let level = seats[(s as usize + rotation) % n];
                    let kind = kinds.iter().position(|&x| x == level).expect("kinds cover seats");
                    k += 1;
                    let mut rng = GameRng::stream(seed, 1000 + k);
                    let t0 = clock();
                    let a = g.choose_json(level, &mut rng).expect("a seat to act");
                    times[kind].push(clock() - t0);
                    g.apply_json(&a).map_err(|e| format!("a bot chose an illegal action {a}: {e}"))?;
                }
            }
        }
        let end = g.scores();
        for s in 0..n {
            let kind = kinds.iter().position(|&x| x == seats[(s + rotation) % n]).expect("kinds cover seats");
            sums[kind] += (end[s] - base[s]) as f64;
            counts[kind] += 1;
        }
    }
    Ok(Board { per_kind: sums.iter().zip(&counts).map(|(s, &c)| s / c as f64).collect(), times })
}

/// The mean of `xs` with its 95% confidence interval (normal approximation; a single value
/// has a zero-width interval). Shared with the balance lab.
pub(crate) fn interval(xs: &[f64]) -> Interval {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = if xs.len() > 1 { xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0) } else { 0.0 };
    let half = 1.96 * (var / n).sqrt();
    Interval { mean, ci95: [mean - half, mean + half] }
}

fn latency(mut t: Vec<f64>) -> Latency {
    t.sort_by(f64::total_cmp);
    let at = |q: f64| if t.is_empty() { 0.0 } else { t[((t.len() - 1) as f64 * q).round() as usize] };
    Latency { decisions: t.len(), p50_ms: at(0.5), p95_ms: at(0.95), max_ms: t.last().copied().unwrap_or(0.0) }
}

/// Refuses a probe that does not apply to the game, naming the game's probes.
pub fn check_probes(rules: &Ruleset, seats: &[Level]) -> Result<(), String> {
    let g = start(rules).ok_or("this game has no bots")?;
    for l in seats {
        if let Level::Probe(p) = l {
            if !g.probes().contains(p) {
                let own: Vec<&str> = g.probes().iter().map(|p| p.id()).collect();
                let own = if own.is_empty() { "none".to_string() } else { own.join(", ") };
                return Err(format!("{} does not apply to {} (its probes: {own})", p.id(), rules.game.id));
            }
        }
    }
    Ok(())
}

/// Plays boards `seed..seed+boards` (split over `threads` where threads exist) and
/// summarizes. `clock` returns milliseconds.
pub fn run(rules: &Ruleset, seats: &[Level], boards: usize, seed: u64, threads: usize, clock: fn() -> f64) -> Result<ArenaReport, String> {
    if seats.len() != rules.seat_count() {
        return Err(format!("{} needs {} seats, got {}", rules.game.id, rules.seat_count(), seats.len()));
    }
    check_probes(rules, seats)?;
    let kinds = kinds_of(seats);
    let results = play_boards(rules, seats, &kinds, boards, seed, threads, clock)?;
    let mut kind_results = Vec::new();
    for (i, &k) in kinds.iter().enumerate() {
        let scores: Vec<f64> = results.iter().map(|b| b.per_kind[i]).collect();
        let times: Vec<f64> = results.iter().flat_map(|b| b.times[i].iter().copied()).collect();
        kind_results.push(KindResult { kind: k.id(), score_per_deal: interval(&scores), latency: latency(times) });
    }
    let mut differences = Vec::new();
    for i in 0..kinds.len() {
        for j in i + 1..kinds.len() {
            let d: Vec<f64> = results.iter().map(|b| b.per_kind[i] - b.per_kind[j]).collect();
            differences.push(Difference { better: kinds[i].id(), worse: kinds[j].id(), difference: interval(&d) });
        }
    }
    Ok(ArenaReport {
        game: rules.game.id,
        seats: seats.iter().map(|l| l.id()).collect(),
        boards,
        seed,
        kinds: kind_results,
        differences,
    })
}

/// The boards in seed order, on `threads` threads (one in the browser, which has none here).
fn play_boards(
    rules: &Ruleset,
    seats: &[Level],
    kinds: &[Level],
    boards: usize,
    seed: u64,
    threads: usize,
    clock: fn() -> f64,
) -> Result<Vec<Board>, String> {
    if threads <= 1 || cfg!(target_arch = "wasm32") {
        return (0..boards as u64).map(|b| play_board(rules, seats, kinds, seed + b, &clock)).collect();
    }
    let chunks: Vec<Vec<u64>> = (0..threads).map(|t| (t as u64..boards as u64).step_by(threads).collect()).collect();
    let mut out: Vec<(u64, Board)> = std::thread::scope(|sc| {
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                sc.spawn(move || {
                    chunk.into_iter().map(|b| play_board(rules, seats, kinds, seed + b, &clock).map(|r| (b, r))).collect::<Result<Vec<_>, _>>()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("arena thread")).collect::<Result<Vec<Vec<_>>, String>>()
    })?
    .into_iter()
    .flatten()
    .collect();
    out.sort_by_key(|(b, _)| *b);
    Ok(out.into_iter().map(|(_, r)| r).collect())
}
