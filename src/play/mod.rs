//! Playing games: a table's session (its game, record, bots and undo), the bots' worker
//! service, and whole games played out by bots for the command-line tool, the arena and the
//! bench. The layer above the records and the bots; it reaches games only through the one
//! list (`games::start`, `games::start_with_bots`).

pub mod arena;
pub mod bench;
pub mod service;
pub mod session;

use crate::bots::Level;
use crate::engine::game::Turn;
use crate::engine::{GameRng, Ruleset};
use crate::engine::ruleset::RulesetError;
use crate::records::record::{Record, Recorder, SeatInfo};

/// Plays a whole game with the bot level each seat's `player` names (easy, normal, hard),
/// drawing the decision at move `k` from bot stream `k` as a [`session::Session`] does.
pub fn play_out_bots(rules: &Ruleset, fallback_seed: u64, seats: Vec<SeatInfo>) -> Result<Record, RulesetError> {
    let seed = rules.seed.unwrap_or(fallback_seed);
    let rules = rules.clone().with_seed(Some(seed));
    let mut g = crate::games::start_with_bots(&rules).ok_or_else(|| RulesetError::NotYetPlayable(rules.game.id.into()))?;
    let levels: Vec<Level> = seats.iter().map(|s| Level::parse(&s.player).unwrap_or(Level::Easy)).collect();
    let mut chance = GameRng::seeded(seed);
    let mut rec = Recorder::new(rules, seats);
    loop {
        match g.turn() {
            Turn::Over => break,
            Turn::Chance => {
                let a = g.apply_chance(&mut chance);
                rec.push(None, a);
            }
            Turn::Seat(s) => {
                let mut rng = GameRng::stream(seed, 1 + rec.actions.len() as u64);
                let a = g.choose_json(levels[s as usize], &mut rng).expect("a seat to act");
                g.apply_json(&a).expect("bots choose legal actions");
                rec.push(Some(s), a);
            }
        }
    }
    Ok(rec.finish(Some(g.scores())))
}
