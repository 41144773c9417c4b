//! Duplicate-deal matches between bot levels, for `torite-cli arena` and the Wasm bench.
//!
//! A board is the first deal of a game started from one seed (or, with [`Span::Game`], the
//! whole game to its own end). Each board is played once per rotation of the bots through
//! the seats, so every bot kind gets every hand; chance comes from the board's seed alone,
//! so each rotation sees the same cards. A bot kind's result on a board is its mean score
//! for the deal (or the game, and its share of wins) over all its seats and rotations; the
//! summary gives each kind's mean over boards and every pair's mean difference, with 95%
//! confidence intervals over boards, each kind's decision latency, and one rating per kind
//! ([`ratings`]: Bradley–Terry over the boards' pairwise comparisons, on the Elo scale).
//!
//! A seat is a level of this build or a frozen pool member ([`Player::Frozen`],
//! `play::pool`), a child process asked with the game's record so far.

use super::pool::{self, Member, Remote};
use super::service::{MoveReply, Request};
use crate::bots::any::AnyBotGame;
use crate::bots::Level;
use crate::games::start_with_bots as start;
use crate::engine::game::Turn;
use crate::engine::{GameRng, Ruleset};
use crate::records::record::{Recorder, SeatInfo};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// Who plays a seat: a level of this build, or a frozen pool member (a child process).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Bot(Level),
    Frozen(&'static Member),
}

impl Player {
    pub fn id(self) -> &'static str {
        match self {
            Player::Bot(l) => l.id(),
            Player::Frozen(m) => m.name,
        }
    }

    /// A level's id (`Level::parse`) or a pool member's name.
    pub fn parse(s: &str) -> Option<Player> {
        Level::parse(s).map(Player::Bot).or_else(|| pool::find(s).map(Player::Frozen))
    }

    fn is_probe(self) -> bool {
        matches!(self, Player::Bot(Level::Probe(_)))
    }
}

/// How much of a game a board is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Span {
    /// The first deal: results in the game's points a deal.
    Deal,
    /// The whole game to its own end: final scores, and wins by the game's own outcome.
    Game,
}

/// Starts a pool member's bot for one thread (natively [`pool::spawn`]; in tests
/// [`pool::InProcess`]).
pub type Connect = dyn Fn(&'static Member) -> Result<Box<dyn Remote>, String> + Sync;

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
    /// The mean score per deal (with [`Span::Game`], per game: the final score).
    pub score_per_deal: Interval,
    /// With [`Span::Game`]: the share of its seats that won the game by its own outcome.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wins: Option<Interval>,
    pub latency: Latency,
}

#[derive(Clone, Debug, Serialize)]
pub struct Difference {
    pub better: &'static str,
    pub worse: &'static str,
    /// `better`'s mean score per deal (or game) minus `worse`'s, per board.
    pub difference: Interval,
    /// With [`Span::Game`]: `better`'s share of wins minus `worse`'s, per board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wins: Option<Interval>,
}

/// One kind's rating on the Elo scale (400·log10 of the odds), the anchor at 0.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Rating {
    pub kind: &'static str,
    pub elo: f64,
    /// 95% interval: the 2.5th and 97.5th percentiles over bootstrap resamples of the boards.
    pub ci95: [f64; 2],
}

#[derive(Clone, Debug, Serialize)]
pub struct Ratings {
    /// The kind rated 0: normal when it plays, else the weakest kind of the first bots.
    pub anchor: &'static str,
    /// What was compared: each board, each pair of kinds, the higher result wins (a tie is
    /// half a win each); fitted by maximum likelihood (Bradley–Terry).
    pub compared: &'static str,
    pub resamples: usize,
    pub kinds: Vec<Rating>,
}

#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    pub game: &'static str,
    pub seats: Vec<&'static str>,
    pub span: Span,
    pub boards: usize,
    pub seed: u64,
    pub kinds: Vec<KindResult>,
    pub differences: Vec<Difference>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ratings: Option<Ratings>,
}

/// One board's outcome: each kind's mean score (deal or game), its share of wins (whole
/// games), and each decision's time in ms.
struct Board {
    per_kind: Vec<f64>,
    wins: Vec<f64>,
    times: Vec<Vec<f64>>,
}

/// The order kinds are listed in: strongest first (a frozen level after this build's hard
/// ones), the probes after the bots.
fn order(a: &Player, b: &Player) -> Ordering {
    let at_least_hard = |l: &Level| *l >= Level::Hard;
    a.is_probe().cmp(&b.is_probe()).then_with(|| match (a, b) {
        (Player::Bot(x), Player::Bot(y)) => y.cmp(x),
        (Player::Frozen(x), Player::Frozen(y)) => y.cmp(x),
        (Player::Bot(l), Player::Frozen(_)) => if at_least_hard(l) { Ordering::Less } else { Ordering::Greater },
        (Player::Frozen(_), Player::Bot(l)) => if at_least_hard(l) { Ordering::Greater } else { Ordering::Less },
    })
}

fn kinds_of(seats: &[Player]) -> Vec<Player> {
    let mut k: Vec<Player> = Vec::new();
    for &p in seats {
        if !k.contains(&p) {
            k.push(p);
        }
    }
    k.sort_by(order);
    k
}

/// The pool members' bots of one thread.
type Remotes = Vec<(&'static Member, Box<dyn Remote>)>;

/// Asks `member`'s bot to move in the game `recorder` has recorded so far.
fn ask_frozen(remotes: &mut Remotes, member: &'static Member, recorder: &Recorder) -> Result<serde_json::Value, String> {
    let (_, remote) = remotes.iter_mut().find(|(m, _)| *m == member).expect("a remote for every member seated");
    let record = recorder.finish(None).to_json();
    let request = serde_json::to_string(&Request::Move { level: member.level.into(), record }).expect("requests serialize");
    let reply = remote.ask(&request)?;
    let MoveReply { action, moves } =
        super::service::read_reply::<MoveReply>(&reply).map_err(|e| format!("{}: {}", member.name, e.into_message()))?;
    if moves != recorder.actions.len() {
        return Err(format!("{} answered a record of {moves} actions, not {}", member.name, recorder.actions.len()));
    }
    Ok(action)
}

/// Plays board `seed` in every rotation.
fn play_board(rules: &Ruleset, seats: &[Player], kinds: &[Player], span: Span, seed: u64, remotes: &mut Remotes, clock: &dyn Fn() -> f64) -> Result<Board, String> {
    let n = seats.len();
    let mut sums = vec![0.0; kinds.len()];
    let mut wins = vec![0.0; kinds.len()];
    let mut counts = vec![0usize; kinds.len()];
    let mut times = vec![Vec::new(); kinds.len()];
    let kind_of = |p: Player| kinds.iter().position(|&x| x == p).expect("kinds cover seats");
    // Frozen bots read the record: kept only when one plays.
    let recording = seats.iter().any(|p| matches!(p, Player::Frozen(_)));
    for rotation in 0..n {
        let mut g: Box<dyn AnyBotGame> = start(rules).ok_or("this game has no bots")?;
        let record_seats = (0..n)
            .map(|s| {
                let player = match seats[(s + rotation) % n] {
                    Player::Bot(l) => l.id(),
                    Player::Frozen(m) => m.level,
                };
                SeatInfo { name: format!("Seat {}", s + 1), player: player.into() }
            })
            .collect();
        let mut recorder = Recorder::new(rules.clone().with_seed(Some(seed)), record_seats);
        let mut chance = GameRng::seeded(seed);
        while g.turn() == Turn::Chance {
            let a = g.apply_chance(&mut chance);
            if recording {
                recorder.push(None, a);
            }
        }
        let base = g.scores();
        let deals = g.deals_done();
        let mut k = 0u64;
        while span == Span::Game || g.deals_done() == deals {
            match g.turn() {
                Turn::Over => break,
                Turn::Chance => {
                    let a = g.apply_chance(&mut chance);
                    if recording {
                        recorder.push(None, a);
                    }
                }
                Turn::Seat(s) => {
                    let player = seats[(s as usize + rotation) % n];
                    let kind = kind_of(player);
                    k += 1;
                    let mut rng = GameRng::stream(seed, 1000 + k);
                    let t0 = clock();
                    let a = match player {
                        Player::Bot(level) => g.choose_json(level, &mut rng).expect("a seat to act"),
                        Player::Frozen(member) => ask_frozen(remotes, member, &recorder)?,
                    };
                    times[kind].push(clock() - t0);
                    g.apply_json(&a).map_err(|e| format!("{} chose an illegal action {a}: {e}", player.id()))?;
                    if recording {
                        recorder.push(Some(s), a);
                    }
                }
            }
        }
        let end = g.scores();
        let outcome = if span == Span::Game { g.outcome() } else { None };
        for s in 0..n {
            let kind = kind_of(seats[(s + rotation) % n]);
            sums[kind] += match span {
                Span::Deal => (end[s] - base[s]) as f64,
                Span::Game => end[s] as f64,
            };
            if outcome.as_ref().is_some_and(|o| o.won(s as crate::engine::Seat)) {
                wins[kind] += 1.0;
            }
            counts[kind] += 1;
        }
    }
    let mean = |xs: &[f64]| xs.iter().zip(&counts).map(|(s, &c)| s / c as f64).collect();
    Ok(Board { per_kind: mean(&sums), wins: mean(&wins), times })
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

/// Plays first deals `seed..seed+boards` between levels of this build (split over
/// `threads` where threads exist) and summarizes. `clock` returns milliseconds.
pub fn run(rules: &Ruleset, seats: &[Level], boards: usize, seed: u64, threads: usize, clock: fn() -> f64) -> Result<ArenaReport, String> {
    let seats: Vec<Player> = seats.iter().map(|&l| Player::Bot(l)).collect();
    let no_pool = |m: &'static Member| -> Result<Box<dyn Remote>, String> { Err(format!("{} is not a level of this build", m.name)) };
    run_players(rules, &seats, Span::Deal, boards, seed, threads, clock, &no_pool)
}

/// [`run`] with any players, frozen pool members among them, and boards of `span`:
/// `connect` starts a pool member's bot (one per thread and member seated).
#[allow(clippy::too_many_arguments)]
pub fn run_players(rules: &Ruleset, seats: &[Player], span: Span, boards: usize, seed: u64, threads: usize, clock: fn() -> f64, connect: &Connect) -> Result<ArenaReport, String> {
    if seats.len() != rules.seat_count() {
        return Err(format!("{} needs {} seats, got {}", rules.game.id, rules.seat_count(), seats.len()));
    }
    let levels: Vec<Level> = seats.iter().filter_map(|p| if let Player::Bot(l) = p { Some(*l) } else { None }).collect();
    check_probes(rules, &levels)?;
    let kinds = kinds_of(seats);
    let results = play_boards(rules, seats, &kinds, span, boards, seed, threads, clock, connect)?;
    let whole = span == Span::Game;
    let mut kind_results = Vec::new();
    for (i, &k) in kinds.iter().enumerate() {
        let scores: Vec<f64> = results.iter().map(|b| b.per_kind[i]).collect();
        let wins: Vec<f64> = results.iter().map(|b| b.wins[i]).collect();
        let times: Vec<f64> = results.iter().flat_map(|b| b.times[i].iter().copied()).collect();
        kind_results.push(KindResult { kind: k.id(), score_per_deal: interval(&scores), wins: whole.then(|| interval(&wins)), latency: latency(times) });
    }
    let mut differences = Vec::new();
    for i in 0..kinds.len() {
        for j in i + 1..kinds.len() {
            let d: Vec<f64> = results.iter().map(|b| b.per_kind[i] - b.per_kind[j]).collect();
            let w: Vec<f64> = results.iter().map(|b| b.wins[i] - b.wins[j]).collect();
            differences.push(Difference { better: kinds[i].id(), worse: kinds[j].id(), difference: interval(&d), wins: whole.then(|| interval(&w)) });
        }
    }
    // Whole games are compared by the share of wins, deals by their score.
    let per_board: Vec<Vec<f64>> = results.iter().map(|b| if whole { b.wins.clone() } else { b.per_kind.clone() }).collect();
    let ratings = (kinds.len() > 1).then(|| {
        let names: Vec<&'static str> = kinds.iter().map(|k| k.id()).collect();
        let anchor = kinds.iter().position(|&k| k == Player::Bot(Level::Normal)).unwrap_or_else(|| {
            // The weakest of the bots (probes last in the order).
            kinds.iter().rposition(|k| !k.is_probe()).unwrap_or(kinds.len() - 1)
        });
        let (elo, ci95) = ratings(&per_board, anchor, RESAMPLES, seed);
        Ratings {
            anchor: names[anchor],
            compared: if whole {
                "each board and pair of kinds: the higher share of games won wins, a tie is half each"
            } else {
                "each board and pair of kinds: the higher mean score for the deal wins, a tie is half each"
            },
            resamples: RESAMPLES,
            kinds: names.iter().zip(elo).zip(ci95).map(|((&kind, elo), ci95)| Rating { kind, elo, ci95 }).collect(),
        }
    });
    Ok(ArenaReport {
        game: rules.game.id,
        seats: seats.iter().map(|l| l.id()).collect(),
        span,
        boards,
        seed,
        kinds: kind_results,
        differences,
        ratings,
    })
}

/// The bootstrap resamples of the ratings' intervals.
pub const RESAMPLES: usize = 200;

/// Elo points per natural-log unit of the odds.
const ELO: f64 = 400.0 / std::f64::consts::LN_10;

/// Bradley–Terry by maximum likelihood: `wins[i][j]` is how often `i` beat `j` (ties as
/// half to each), out of `wins[i][j] + wins[j][i]` comparisons. Returns each kind's
/// strength on the natural log-odds scale, `anchor` at 0: the chance `i` beats `j` is
/// `1 / (1 + exp(r[j] - r[i]))`. Newton's method on the log-likelihood, the anchor held;
/// a kind never compared, or the data not connected, stays near 0 (a small ridge keeps
/// every step defined).
pub fn bradley_terry(wins: &[Vec<f64>], anchor: usize) -> Vec<f64> {
    let k = wins.len();
    let mut r: Vec<f64> = vec![0.0; k];
    for _ in 0..200 {
        let free: Vec<usize> = (0..k).filter(|&i| i != anchor).collect();
        let m = free.len();
        let mut grad = vec![0.0; m];
        let mut hess = vec![vec![0.0; m]; m];
        for (a, &i) in free.iter().enumerate() {
            hess[a][a] = 1e-9;
            for j in 0..k {
                if i == j {
                    continue;
                }
                let n = wins[i][j] + wins[j][i];
                let p = 1.0 / (1.0 + (r[j] - r[i]).exp());
                grad[a] += wins[i][j] - n * p;
                let w = n * p * (1.0 - p);
                hess[a][a] += w;
                if let Some(b) = free.iter().position(|&x| x == j) {
                    hess[a][b] -= w;
                }
            }
        }
        // The step solves hess · step = grad (hess is the negated Hessian: positive definite).
        let step = solve(hess, grad);
        let mut largest: f64 = 0.0;
        for (a, &i) in free.iter().enumerate() {
            // Damped: a kind that wins (nearly) every comparison moves in bounded steps.
            let d = step[a].clamp(-2.0, 2.0);
            r[i] += d;
            largest = largest.max(d.abs());
        }
        if largest < 1e-12 {
            break;
        }
    }
    r
}

/// Gaussian elimination with partial pivoting (a handful of kinds).
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for c in 0..n {
        let p = (c..n).max_by(|&x, &y| a[x][c].abs().total_cmp(&a[y][c].abs())).expect("a row");
        a.swap(c, p);
        b.swap(c, p);
        for r in c + 1..n {
            let f = a[r][c] / a[c][c];
            for x in c..n {
                a[r][x] -= f * a[c][x];
            }
            b[r] -= f * b[c];
        }
    }
    let mut x = vec![0.0; n];
    for c in (0..n).rev() {
        x[c] = (b[c] - (c + 1..n).map(|y| a[c][y] * x[y]).sum::<f64>()) / a[c][c];
    }
    x
}

/// The pairwise comparisons of `boards` (each board's result per kind): `i` beats `j` on a
/// board when its result is higher, half each when equal. One virtual tie per pair (half a
/// win each way) keeps a kind that wins every comparison at a finite rating; over a hundred
/// boards and more it moves a rating by little.
fn comparisons(boards: &[&Vec<f64>], kinds: usize) -> Vec<Vec<f64>> {
    let mut w = vec![vec![0.0; kinds]; kinds];
    for i in 0..kinds {
        for j in 0..kinds {
            if i != j {
                w[i][j] = 0.5;
            }
        }
    }
    for b in boards {
        for i in 0..kinds {
            for j in i + 1..kinds {
                let (wi, wj) = match b[i].total_cmp(&b[j]) {
                    Ordering::Greater => (1.0, 0.0),
                    Ordering::Less => (0.0, 1.0),
                    Ordering::Equal => (0.5, 0.5),
                };
                w[i][j] += wi;
                w[j][i] += wj;
            }
        }
    }
    w
}

/// Each kind's Elo rating (`anchor` at 0) from per-board results, with 95% intervals from
/// `resamples` bootstrap resamples of the boards (drawn from `seed`'s stream).
pub fn ratings(boards: &[Vec<f64>], anchor: usize, resamples: usize, seed: u64) -> (Vec<f64>, Vec<[f64; 2]>) {
    let kinds = boards.first().map_or(0, |b| b.len());
    let fit = |chosen: &[&Vec<f64>]| -> Vec<f64> { bradley_terry(&comparisons(chosen, kinds), anchor).into_iter().map(|r| r * ELO).collect() };
    let all: Vec<&Vec<f64>> = boards.iter().collect();
    let elo = fit(&all);
    let mut rng = GameRng::stream(seed, 0xB007);
    let mut samples: Vec<Vec<f64>> = vec![Vec::with_capacity(resamples); kinds];
    for _ in 0..resamples {
        let chosen: Vec<&Vec<f64>> = (0..boards.len()).map(|_| &boards[rng.below(boards.len())]).collect();
        for (k, r) in fit(&chosen).into_iter().enumerate() {
            samples[k].push(r);
        }
    }
    let ci = samples
        .into_iter()
        .map(|mut s| {
            s.sort_by(f64::total_cmp);
            let at = |q: f64| if s.is_empty() { 0.0 } else { s[((s.len() - 1) as f64 * q).round() as usize] };
            [at(0.025), at(0.975)]
        })
        .collect();
    (elo, ci)
}

/// The report as a few lines of text: each kind's result, every pair's difference, the ratings.
pub fn to_text(r: &ArenaReport) -> String {
    let iv = |i: &Interval, digits: usize| format!("{:+.d$} [{:+.d$}, {:+.d$}]", i.mean, i.ci95[0], i.ci95[1], d = digits);
    let unit = match r.span {
        Span::Deal => "points a deal",
        Span::Game => "final score",
    };
    let mut out = vec![format!("{}: {} boards from seed {} ({}), seats {}", r.game, r.boards, r.seed, if r.span == Span::Game { "whole games" } else { "first deals" }, r.seats.join(","))];
    for k in &r.kinds {
        let wins = k.wins.as_ref().map(|w| format!(", wins {}", iv(w, 3))).unwrap_or_default();
        out.push(format!("  {:<14} {unit} {}{wins}  (p50 {:.1} ms, p95 {:.1} ms)", k.kind, iv(&k.score_per_deal, 3), k.latency.p50_ms, k.latency.p95_ms));
    }
    out.push("head to head (row − column, mean over boards, 95% CI):".into());
    for d in &r.differences {
        let wins = d.wins.as_ref().map(|w| format!(", wins {}", iv(w, 3))).unwrap_or_default();
        out.push(format!("  {:<14} − {:<14} {}{wins}", d.better, d.worse, iv(&d.difference, 3)));
    }
    if let Some(rt) = &r.ratings {
        out.push(format!("ratings (Elo, {} = 0, 95% bootstrap interval over boards, {} resamples):", rt.anchor, rt.resamples));
        for k in &rt.kinds {
            out.push(format!("  {:<14} {:+7.0} [{:+.0}, {:+.0}]", k.kind, k.elo, k.ci95[0], k.ci95[1]));
        }
    }
    out.join("\n")
}

/// The boards in seed order, on `threads` threads (one in the browser, which has none
/// here), each thread with its own pool members' bots.
#[allow(clippy::too_many_arguments)]
fn play_boards(
    rules: &Ruleset,
    seats: &[Player],
    kinds: &[Player],
    span: Span,
    boards: usize,
    seed: u64,
    threads: usize,
    clock: fn() -> f64,
    connect: &Connect,
) -> Result<Vec<Board>, String> {
    let remotes = || -> Result<Remotes, String> {
        kinds.iter().filter_map(|k| if let Player::Frozen(m) = k { Some(*m) } else { None }).map(|m| Ok((m, connect(m)?))).collect()
    };
    if threads <= 1 || cfg!(target_arch = "wasm32") {
        let mut remotes = remotes()?;
        return (0..boards as u64).map(|b| play_board(rules, seats, kinds, span, seed + b, &mut remotes, &clock)).collect();
    }
    let chunks: Vec<Vec<u64>> = (0..threads).map(|t| (t as u64..boards as u64).step_by(threads).collect()).collect();
    let mut out: Vec<(u64, Board)> = std::thread::scope(|sc| {
        let handles: Vec<_> = chunks
            .into_iter()
            .map(|chunk| {
                let remotes = &remotes;
                sc.spawn(move || {
                    let mut remotes = remotes()?;
                    chunk.into_iter().map(|b| play_board(rules, seats, kinds, span, seed + b, &mut remotes, &clock).map(|r| (b, r))).collect::<Result<Vec<_>, _>>()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::three_tricks;

    fn logistic(x: f64) -> f64 {
        1.0 / (1.0 + (-x).exp())
    }

    #[test]
    fn bradley_terry_recovers_known_strengths_from_exact_counts() {
        // Each pair compared 1,000 times with exactly the expected wins: the maximum of the
        // likelihood is the truth, whatever the anchor.
        let truth = [0.0, 1.2, -0.7, 0.4];
        let wins: Vec<Vec<f64>> = (0..4).map(|i| (0..4).map(|j| if i == j { 0.0 } else { 1000.0 * logistic(truth[i] - truth[j]) }).collect()).collect();
        let r = bradley_terry(&wins, 0);
        for (got, want) in r.iter().zip(truth) {
            assert!((got - want).abs() < 1e-9, "{r:?}");
        }
        let r = bradley_terry(&wins, 2);
        for (got, want) in r.iter().zip(truth) {
            assert!((got - (want - truth[2])).abs() < 1e-9, "{r:?}");
        }
        // One pair never compared: the others still place it (1 and 3 through 0 and 2).
        let mut sparse = wins.clone();
        (sparse[1][3], sparse[3][1]) = (0.0, 0.0);
        let r = bradley_terry(&sparse, 0);
        assert!((r[1] - 1.2).abs() < 1e-9 && (r[3] - 0.4).abs() < 1e-9, "{r:?}");
    }

    /// Per-board results whose pairwise comparisons follow Bradley–Terry exactly: a kind's
    /// result is its strength plus Gumbel noise, and the difference of two Gumbels is logistic.
    fn gumbel_boards(strength: &[f64], boards: usize, seed: u64) -> Vec<Vec<f64>> {
        let mut rng = GameRng::seeded(seed);
        let mut uniform = || ((rng.next_u64() >> 11) as f64 + 0.5) / (1u64 << 53) as f64;
        (0..boards).map(|_| strength.iter().map(|s| s - (-uniform().ln()).ln()).collect()).collect()
    }

    #[test]
    fn ratings_find_the_elo_gaps_of_simulated_boards_with_intervals_that_cover_them() {
        // Natural log-odds 1.0 is 173.7 Elo.
        let strength = [0.0, 1.0, -1.0, 0.0];
        let boards = gumbel_boards(&strength, 3000, 7);
        let (elo, ci) = ratings(&boards, 0, 200, 11);
        assert_eq!(elo[0], 0.0);
        assert_eq!(ci[0], [0.0, 0.0]);
        for k in 1..4 {
            let want = strength[k] * ELO;
            assert!((elo[k] - want).abs() < 20.0, "kind {k}: {elo:?}, want {want}");
            assert!(ci[k][0] <= want && want <= ci[k][1], "kind {k}: {ci:?} misses {want}");
            assert!(ci[k][0] <= elo[k] && elo[k] <= ci[k][1] && ci[k][1] - ci[k][0] < 60.0, "kind {k}: {ci:?}");
        }
        // The same seed gives the same intervals.
        assert_eq!(ratings(&boards, 0, 200, 11), (elo, ci));
    }

    #[test]
    fn a_kind_that_wins_every_board_gets_a_finite_rating_and_ties_count_half() {
        let boards: Vec<Vec<f64>> = (0..100).map(|b| vec![0.0, 5.0, if b % 2 == 0 { 0.0 } else { -1.0 }]).collect();
        let (elo, ci) = ratings(&boards, 0, 50, 1);
        assert!(elo[1].is_finite() && elo[1] > 400.0, "{elo:?}");
        assert!(ci[1][0].is_finite() && ci[1][1].is_finite());
        // Kind 2 ties kind 0 on half the boards and loses the other half: 1 win in 4, 50/150.
        let wins = comparisons(&boards.iter().collect::<Vec<_>>(), 3);
        assert_eq!((wins[0][2], wins[2][0]), (0.5 + 50.0 + 25.0, 0.5 + 25.0));
        assert!(elo[2] < 0.0);
    }

    fn frozen(level: &'static str) -> &'static Member {
        Box::leak(Box::new(Member { name: "frozen-test", commit: "0000000000000000000000000000000000000000", level }))
    }

    fn in_process(_: &'static Member) -> Result<Box<dyn Remote>, String> {
        Ok(Box::new(pool::InProcess))
    }

    #[test]
    fn a_frozen_level_is_asked_with_the_record_and_its_moves_apply() {
        // The service of this build stands in for a pool member's child process: normal bots
        // asked through the record against this build's normal and easy bots.
        let rules = Ruleset::defaults(&three_tricks::INFO);
        let m = frozen("normal");
        let seats = [Player::Bot(Level::Normal), Player::Frozen(m), Player::Bot(Level::Easy), Player::Bot(Level::Easy)];
        let r = run_players(&rules, &seats, Span::Deal, 3, 5, 2, || 0.0, &in_process).unwrap();
        let kinds: Vec<&str> = r.kinds.iter().map(|k| k.kind).collect();
        assert_eq!(kinds, ["frozen-test", "normal", "easy"]);
        // Every rotation: 13 tricks × 4 cards, each seat's cards its own decisions.
        assert!(r.kinds.iter().all(|k| k.latency.decisions > 0));
        assert_eq!(r.differences.len(), 3);
        let ratings = r.ratings.as_ref().unwrap();
        assert_eq!(ratings.anchor, "normal");
        assert_eq!(ratings.kinds.iter().find(|k| k.kind == "normal").unwrap().elo, 0.0);
        // One thread gives the same report.
        let one = run_players(&rules, &seats, Span::Deal, 3, 5, 1, || 0.0, &in_process).unwrap();
        assert_eq!(serde_json::to_value(&one).unwrap(), serde_json::to_value(&r).unwrap());
    }

    #[test]
    fn a_member_that_cannot_start_or_answers_wrong_is_an_error() {
        let rules = Ruleset::defaults(&three_tricks::INFO);
        let seats = [Player::Frozen(frozen("hard")), Player::Bot(Level::Easy), Player::Bot(Level::Easy), Player::Bot(Level::Easy)];
        let missing = |m: &'static Member| -> Result<Box<dyn Remote>, String> { Err(format!("{} is not built: run scripts/pool-build.sh", m.name)) };
        let e = run_players(&rules, &seats, Span::Deal, 1, 1, 1, || 0.0, &missing).unwrap_err();
        assert!(e.contains("scripts/pool-build.sh"), "{e}");
        struct Nonsense;
        impl Remote for Nonsense {
            fn ask(&mut self, _: &str) -> Result<String, String> {
                Ok(r#"{"error":{"message":"no bot level \"hard\""}}"#.into())
            }
        }
        let e = run_players(&rules, &seats, Span::Deal, 1, 1, 1, || 0.0, &|_| Ok(Box::new(Nonsense))).unwrap_err();
        assert!(e.contains("frozen-test") && e.contains("no bot level"), "{e}");
    }

    #[test]
    fn kinds_are_listed_strongest_first_a_frozen_hard_after_hard() {
        let m = frozen("hard");
        let seats = [Player::Bot(Level::Easy), Player::Frozen(m), Player::Bot(Level::Normal), Player::Bot(Level::Hard)];
        let ids: Vec<&str> = kinds_of(&seats).into_iter().map(Player::id).collect();
        assert_eq!(ids, ["hard", "frozen-test", "normal", "easy"]);
        let probe = Player::Bot(Level::Probe(crate::bots::probe::Probe::ALL[0]));
        let ids: Vec<&str> = kinds_of(&[probe, Player::Bot(Level::Normal), Player::Frozen(m)]).into_iter().map(Player::id).collect();
        assert_eq!(ids, ["frozen-test", "normal", probe.id()]);
        assert_eq!(Player::parse("hard-2026-11").map(Player::id), Some("hard-2026-11"));
        assert_eq!(Player::parse("normal"), Some(Player::Bot(Level::Normal)));
        assert_eq!(Player::parse("hard-1999-01"), None);
    }

    #[test]
    fn whole_games_count_wins_by_the_games_outcome() {
        let rules = Ruleset::defaults(&three_tricks::INFO);
        let seats = [Player::Bot(Level::Normal), Player::Bot(Level::Easy), Player::Bot(Level::Easy), Player::Bot(Level::Easy)];
        let r = run_players(&rules, &seats, Span::Game, 2, 3, 1, || 0.0, &in_process).unwrap();
        assert_eq!(r.span, Span::Game);
        for k in &r.kinds {
            let w = k.wins.as_ref().expect("whole games count wins");
            assert!((0.0..=1.0).contains(&w.mean), "{w:?}");
        }
        // At least one seat wins each game (a draw aside): the kinds' shares add to at least a win a rotation.
        let total: f64 = r.kinds.iter().map(|k| k.wins.as_ref().unwrap().mean * if k.kind == "normal" { 1.0 } else { 3.0 }).sum();
        assert!(total >= 0.99, "{total}");
        assert!(r.differences[0].wins.is_some());
        // A deal's report has no wins.
        let d = run_players(&rules, &seats, Span::Deal, 1, 3, 1, || 0.0, &in_process).unwrap();
        assert!(d.kinds.iter().all(|k| k.wins.is_none()));
    }
}
