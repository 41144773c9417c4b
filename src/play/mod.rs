//! Playing games: a table's session (its game, record, bots and undo), the bots' worker
//! service, whole games played out by bots for the command-line tool, the arena, the bench,
//! the partner-mistake counter and the balance lab, the conformance checks the test harness and the soak share, and the
//! fuzz targets of every decoder of outside text. The layer above the records and the bots; it reaches
//! games only through the one list (`games::start`, `games::start_with_bots`).

pub mod arena;
pub mod lab;
pub mod partners;
pub mod refusal;
pub mod review;
pub mod bench;
pub mod challenge;
pub mod coach;
pub mod conformance;
pub mod daily;
pub mod entry;
pub mod fuzz_targets;
pub mod hint;
pub mod pool;
pub mod service;
pub mod session;
/// Threads and wall-clock time: the command-line tool's, not the browser's.
#[cfg(not(target_arch = "wasm32"))]
pub mod soak;

use crate::bots::any::AnyBotGame;
use crate::bots::Level;
use crate::engine::{GameRng, Ruleset, Seat};
use crate::engine::ruleset::RulesetError;
use crate::records::record::{play_out_game, Record, SeatInfo};
use serde_json::Value;

/// Plays a whole game with the bot level each seat's `player` names (easy, normal, hard),
/// drawing the decision at move `k` from bot stream `k` as a [`session::Session`] does.
pub fn play_out_bots(rules: &Ruleset, fallback_seed: u64, seats: Vec<SeatInfo>) -> Result<Record, RulesetError> {
    let seed = rules.seed.unwrap_or(fallback_seed);
    let rules = rules.clone().with_seed(Some(seed));
    let g = crate::games::start_with_bots(&rules).ok_or_else(|| RulesetError::NotYetPlayable(rules.game.id.into()))?;
    let levels: Vec<Level> = seats.iter().map(|s| Level::parse(&s.player).unwrap_or(Level::Easy)).collect();
    let record = play_out_game(g, rules, seats, &mut bots_acting(seed, &levels));
    Ok(record)
}

/// How bots drive the seats of a game played from `seed`: seat `s` is played by the bot of
/// `levels[s]`, its decision at move `k` (chance events counted) drawn from bot stream
/// `1 + k`. [`play_out_bots`] and the balance lab ([`lab`]) both play by it, so a lab game
/// is the game `play_out_bots` records.
pub fn bots_acting(seed: u64, levels: &[Level]) -> impl FnMut(&(dyn AnyBotGame + 'static), Seat, usize) -> Value + '_ {
    move |g, s, moves| g.choose_json(levels[s as usize], &mut GameRng::stream(seed, 1 + moves as u64)).expect("a seat to act")
}
